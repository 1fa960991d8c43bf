//! Seat setup: who plays each seat, and the game's options.

use crate::games::{choices_ui, options_of};
use crate::session::{
    GameId, MatchSetup, Screen, SeatChoice, TypedNames, default_name, name_the_untyped,
};
use crate::t;
use crate::theme::{BRASS, ink_dim};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_kernel::{BotLevel, SeatKind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OptionChoices>()
        .add_systems(
            EguiPrimaryContextPass,
            setup_ui.run_if(in_state(Screen::Setup)),
        )
        .add_systems(
            Update,
            rename_in_the_new_language.run_if(resource_changed::<crate::settings::Settings>),
        );
}

/// The names nobody typed follow a change of language at once, wherever it was made (a
/// rematch goes to the table without the setup screen).
fn rename_in_the_new_language(mut setup: ResMut<MatchSetup>, typed: Res<TypedNames>) {
    name_the_untyped(&mut setup.seats, &typed);
}

/// The choices made for each game at setup (its [`crate::games::GameEntry::Choices`] as
/// JSON), kept while the app runs.
#[derive(Resource, Default)]
struct OptionChoices(std::collections::HashMap<GameId, serde_json::Value>);

impl OptionChoices {
    fn of(&mut self, game: GameId) -> &mut serde_json::Value {
        self.0.entry(game).or_default()
    }
}

/// The seat kinds a player can pick, in menu order.
const KINDS: [SeatKind; 4] = [
    SeatKind::Human,
    SeatKind::Computer(BotLevel::Easy),
    SeatKind::Computer(BotLevel::Normal),
    SeatKind::Computer(BotLevel::Hard),
];

fn kind_label(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => t!("setup-kind-human"),
        SeatKind::Computer(BotLevel::Easy) => t!("setup-kind-easy"),
        SeatKind::Computer(BotLevel::Normal) => t!("setup-kind-normal"),
        SeatKind::Computer(BotLevel::Hard) => t!("setup-kind-hard"),
    }
}

/// How many seats the setup lets a player add or remove: the game's, with the options
/// `choices` make (Crack It's King of Thieves takes 2-4, King of Safes 3-5).
fn seats_offered(game: GameId, choices: &serde_json::Value) -> std::ops::RangeInclusive<usize> {
    game.seats(&options_of(game, choices, 0))
}

fn setup_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<MatchSetup>,
    mut choices: ResMut<OptionChoices>,
    mut typed: ResMut<TypedNames>,
    time: Res<Time<Real>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    name_the_untyped(&mut setup.seats, &typed);
    let back = crate::theme::going_back(ctx);
    crate::theme::menu_screen(ctx, |ui| {
        ui.add_space(36.0);
        ui.label(
            egui::RichText::new(setup.game.name())
                .size(40.0)
                .color(BRASS),
        );
        ui.label(egui::RichText::new(t!("setup-subtitle")).color(ink_dim()));
        ui.add_space(16.0);
        crate::theme::card().show(ui, |ui| {
            ui.set_width(crate::theme::fitting_width(ui.ctx(), 640.0, 64.0));
            seat_rows(ui, &mut setup, &mut typed);
            // A seat whose kind changed shows its new default name at once.
            name_the_untyped(&mut setup.seats, &typed);
            let game = setup.game;
            seat_count(ui, &mut setup, &mut typed, choices.of(game));
            let names: Vec<String> = setup.seats.iter().map(|s| s.name.clone()).collect();
            choices_ui(ui, game, choices.of(game), &names);
        });
        ui.add_space(16.0);
        let pronoun = setup
            .seats
            .iter()
            .find(|seat| crate::session::is_a_pronoun(&seat.name))
            .map(|seat| seat.name.trim().to_owned());
        if let Some(word) = &pronoun {
            ui.colored_label(
                crate::theme::NOTE_RED,
                t!("setup-name-pronoun", name = word.as_str()),
            );
            ui.add_space(8.0);
        }
        ui.horizontal(|ui| {
            let button = ((ui.available_width() - 48.0) / 2.0).min(200.0);
            ui.add_space((ui.available_width() - 2.0 * button - 20.0) / 2.0);
            if ui
                .add_sized([button, 48.0], egui::Button::new(t!("setup-back")))
                .clicked()
                || back
            {
                next.set(Screen::ChooseGame);
            }
            ui.add_space(20.0);
            let game = setup.game;
            let fits = seats_offered(game, choices.of(game)).contains(&setup.seats.len());
            let start = ui
                .add_enabled_ui(fits && pronoun.is_none(), |ui| {
                    ui.add_sized(
                        [button, 48.0],
                        egui::Button::new(
                            egui::RichText::new(t!("setup-start")).size(24.0).strong(),
                        ),
                    )
                })
                .inner
                .on_disabled_hover_text(match &pronoun {
                    Some(word) => t!("setup-name-pronoun", name = word.as_str()),
                    None => t!("setup-wrong-seat-count"),
                });
            // Not focused as the setup opens: a stray Enter does not start a match.
            if start.clicked() {
                let seed = time.elapsed().as_nanos() as u64 ^ 0x5EED_C0DE;
                start_the_match(&mut setup, choices.of(game), seed);
                next.set(Screen::Playing);
            }
        });
    });
    Ok(())
}

/// Below this width the seats' rows are a phone's: no label, each name in its seat's colour.
const NARROW_SEATS: f32 = 440.0;

/// A row for each seat: its number, its name (typed, or the kind's own) and its kind.
fn seat_rows(ui: &mut egui::Ui, setup: &mut MatchSetup, typed: &mut TypedNames) {
    // The name and the seat's kind share what the seat's label leaves, the kind the larger
    // part. On a phone's width the label goes (the name is in the seat's colour), so that
    // "Computer - normal" is read whole; the name scrolls.
    let narrow = ui.available_width() < NARROW_SEATS;
    let room = ui.available_width() - if narrow { 20.0 } else { 100.0 };
    let kind_width = (room * if narrow { 0.66 } else { 0.62 }).clamp(110.0, 220.0);
    let name_width = (room - kind_width).clamp(80.0, 200.0);
    egui::Grid::new("seats")
        .num_columns(if narrow { 2 } else { 3 })
        .spacing([16.0, 14.0])
        .show(ui, |ui| {
            for (i, seat) in setup.seats.iter_mut().enumerate() {
                let colour = crate::theme::seat_colour32(i);
                if !narrow {
                    ui.label(
                        egui::RichText::new(t!("setup-seat", number = i + 1))
                            .color(colour)
                            .strong(),
                    );
                }
                // As tall as the seat's drop-down beside it (a button's text and
                // padding), its text centred: the row lines up.
                let row = ui.text_style_height(&egui::TextStyle::Button)
                    + 2.0 * ui.spacing().button_padding.y;
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut seat.name)
                        .text_color_opt(narrow.then_some(colour))
                        .char_limit(16)
                        .desired_width(name_width)
                        .min_size(egui::vec2(
                            name_width,
                            row.max(ui.spacing().interact_size.y),
                        ))
                        .vertical_align(egui::Align::Center),
                );
                if edit.changed() {
                    typed.set(i, true);
                }
                let before = seat.kind;
                egui::ComboBox::from_id_salt(("seat-kind", i))
                    .width(kind_width)
                    .truncate()
                    .selected_text(kind_label(seat.kind))
                    .show_ui(ui, |ui| {
                        for kind in KINDS {
                            ui.selectable_value(&mut seat.kind, kind, kind_label(kind));
                        }
                    });
                // A name the player emptied follows the seat's kind again.
                if seat.kind != before && seat.name.trim().is_empty() {
                    typed.set(i, false);
                }
                ui.end_row();
            }
        });
}

/// Buttons to add and take away seats, within the game's range.
fn seat_count(
    ui: &mut egui::Ui,
    setup: &mut MatchSetup,
    typed: &mut TypedNames,
    choices: &serde_json::Value,
) {
    let range = seats_offered(setup.game, choices);
    if range.start() != range.end() {
        ui.horizontal_wrapped(|ui| {
            let count = setup.seats.len();
            if ui
                .add_enabled(
                    count < *range.end(),
                    egui::Button::new(t!("setup-add-seat")),
                )
                .clicked()
            {
                // Named at once; with more than one computer, each default
                // "Computer" gets its number.
                setup.seats.push(SeatChoice {
                    name: String::new(),
                    kind: SeatKind::Computer(BotLevel::Normal),
                });
                typed.set(count, false);
                name_the_untyped(&mut setup.seats, typed);
            }
            if ui
                .add_enabled(
                    count > *range.start(),
                    egui::Button::new(t!("setup-remove-seat")),
                )
                .clicked()
            {
                setup.seats.pop();
                typed.0.truncate(setup.seats.len());
                name_the_untyped(&mut setup.seats, typed);
            }
            ui.label(
                egui::RichText::new(t!(
                    "setup-seat-range",
                    fewest = *range.start(),
                    most = *range.end()
                ))
                .color(ink_dim()),
            );
        });
    }
}

/// The match as set up: every seat named, the options of its game, and its seed.
fn start_the_match(setup: &mut MatchSetup, choices: &serde_json::Value, seed: u64) {
    // A name left empty is the seat's default after all.
    let computers = setup.seats.iter().filter(|s| !s.kind.is_human()).count();
    for (i, seat) in setup.seats.iter_mut().enumerate() {
        if seat.name.trim().is_empty() {
            seat.name = default_name(seat.kind, i, computers);
        }
    }
    setup.options = options_of(setup.game, choices, seed);
    setup.seed = seed;
}

#[cfg(test)]
mod tests {
    use super::*;
    use codebreakers_crack_it::Mode as CrackMode;

    #[test]
    fn crack_it_offers_the_seats_of_its_mode() {
        let choose = |mode| serde_json::to_value(codebreakers_crack_it::Options { mode }).unwrap();
        assert_eq!(
            seats_offered(GameId::CrackIt, &choose(CrackMode::KingOfThieves)),
            2..=4
        );
        assert_eq!(
            seats_offered(GameId::CrackIt, &choose(CrackMode::KingOfSafes)),
            3..=5
        );
        for game in [GameId::CodeBreaker, GameId::CodeKnacker, GameId::Passcode] {
            let rules = game.seats(&serde_json::Value::Null);
            assert_eq!(seats_offered(game, &serde_json::Value::Null), rules);
        }
    }
}
