//! Seat setup: who plays each seat, and the game's options.

use crate::session::{GameId, MatchSetup, Screen, SeatChoice, TypedNames};
use crate::t;
use crate::theme::{BRASS, INK_DIM};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_code_breaker::{Mode, Options};
use codebreakers_kernel::{BotLevel, SeatId, SeatKind};

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

/// Who makes the first code.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum FirstMaker {
    Seat(u8),
    #[default]
    Random,
}

/// The options chosen for each game.
#[derive(Resource, Default)]
struct OptionChoices {
    mode: Mode,
    first_maker: FirstMaker,
    crack_it: codebreakers_crack_it::Mode,
    passcode: codebreakers_passcode::Options,
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

/// The name a seat has until the player types one: "Player 2", or "Computer" for the only
/// computer at the table and "Computer 3" when there are several.
pub(super) fn default_name(kind: SeatKind, seat: usize, computers: usize) -> String {
    match kind {
        SeatKind::Human => t!("setup-player-name", number = seat + 1),
        SeatKind::Computer(_) if computers == 1 => t!("setup-computer-name"),
        SeatKind::Computer(_) => t!("setup-computer-numbered", number = seat + 1),
    }
}

/// Gives every seat whose name the player did not type its default name, in the language
/// of the moment.
fn name_the_untyped(seats: &mut [SeatChoice], typed: &TypedNames) {
    let computers = seats.iter().filter(|s| !s.kind.is_human()).count();
    for (i, seat) in seats.iter_mut().enumerate() {
        if !typed.typed(i) {
            seat.name = default_name(seat.kind, i, computers);
        }
    }
}

/// How many seats the setup lets a player add or remove: the game's, or in Crack It its
/// chosen mode's (`assets/i18n/en/rules/crack-it.md`, "Setup": King of Thieves for 2-4,
/// King of Safes for 3-5).
fn seats_offered(
    game: GameId,
    crack_it: codebreakers_crack_it::Mode,
) -> std::ops::RangeInclusive<usize> {
    let options = match game {
        GameId::CrackIt => serde_json::to_value(codebreakers_crack_it::Options { mode: crack_it })
            .unwrap_or_default(),
        _ => serde_json::Value::Null,
    };
    game.seats(&options)
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
        ui.label(egui::RichText::new(t!("setup-subtitle")).color(INK_DIM));
        ui.add_space(16.0);
        crate::theme::card().show(ui, |ui| {
            ui.set_width(640.0);
            seat_rows(ui, &mut setup, &mut typed);
            // A seat whose kind changed shows its new default name at once.
            name_the_untyped(&mut setup.seats, &typed);
            seat_count(ui, &mut setup, &mut typed, choices.crack_it);
            match setup.game {
                GameId::CrackIt => crack_it_options(ui, &mut choices),
                GameId::Passcode => passcode_options(ui, &mut choices),
                GameId::CodeBreaker => code_breaker_options(ui, &mut choices, &setup.seats),
                GameId::CodeKnacker => {}
            }
        });
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 440.0) / 2.0);
            if ui
                .add_sized([200.0, 48.0], egui::Button::new(t!("setup-back")))
                .clicked()
                || back
            {
                next.set(Screen::ChooseGame);
            }
            ui.add_space(20.0);
            let fits = setup.game != GameId::CrackIt
                || choices.crack_it.seats().contains(&setup.seats.len());
            let start = ui
                .add_enabled_ui(fits, |ui| {
                    ui.add_sized(
                        [200.0, 48.0],
                        egui::Button::new(
                            egui::RichText::new(t!("setup-start")).size(24.0).strong(),
                        ),
                    )
                })
                .inner
                .on_disabled_hover_text(t!("setup-wrong-seat-count"));
            if !ctx.memory(|m| m.focused().is_some()) {
                start.request_focus();
            }
            if start.clicked() {
                let seed = time.elapsed().as_nanos() as u64 ^ 0x5EED_C0DE;
                start_the_match(&mut setup, &choices, seed);
                next.set(Screen::Playing);
            }
        });
    });
    Ok(())
}

/// A row for each seat: its number, its name (typed, or the kind's own) and its kind.
fn seat_rows(ui: &mut egui::Ui, setup: &mut MatchSetup, typed: &mut TypedNames) {
    egui::Grid::new("seats")
        .num_columns(3)
        .spacing([16.0, 14.0])
        .show(ui, |ui| {
            for (i, seat) in setup.seats.iter_mut().enumerate() {
                ui.label(
                    egui::RichText::new(t!("setup-seat", number = i + 1))
                        .color(crate::theme::seat_colour32(i))
                        .strong(),
                );
                // As tall as the seat's drop-down beside it (a button's text and
                // padding), its text centred: the row lines up.
                let row = ui.text_style_height(&egui::TextStyle::Button)
                    + 2.0 * ui.spacing().button_padding.y;
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut seat.name)
                        .char_limit(16)
                        .desired_width(200.0)
                        .min_size(egui::vec2(200.0, row))
                        .vertical_align(egui::Align::Center),
                );
                if edit.changed() {
                    typed.set(i, true);
                }
                let before = seat.kind;
                egui::ComboBox::from_id_salt(("seat-kind", i))
                    .width(220.0)
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
    mode: codebreakers_crack_it::Mode,
) {
    let range = seats_offered(setup.game, mode);
    if range.start() != range.end() {
        ui.horizontal(|ui| {
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
                .color(INK_DIM),
            );
        });
        if setup.game == GameId::CodeKnacker && setup.seats.len() == 1 {
            ui.label(egui::RichText::new(t!("setup-code-knacker-solo")).color(INK_DIM));
        }
    }
}

/// Crack It's game: King of Thieves or King of Safes, and the seats each takes.
fn crack_it_options(ui: &mut egui::Ui, choices: &mut OptionChoices) {
    use codebreakers_crack_it::Mode as CrackMode;
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(t!("setup-crack-it-mode"));
        ui.radio_value(
            &mut choices.crack_it,
            CrackMode::KingOfThieves,
            t!("setup-king-of-thieves"),
        );
        ui.radio_value(
            &mut choices.crack_it,
            CrackMode::KingOfSafes,
            t!("setup-king-of-safes"),
        );
    });
    let seats = choices.crack_it.seats();
    ui.label(
        egui::RichText::new(match choices.crack_it {
            CrackMode::KingOfThieves => t!(
                "setup-king-of-thieves-about",
                fewest = *seats.start(),
                most = *seats.end()
            ),
            CrackMode::KingOfSafes => t!(
                "setup-king-of-safes-about",
                fewest = *seats.start(),
                most = *seats.end()
            ),
        })
        .color(INK_DIM),
    );
}

/// Passcode's options: codes in any order, and how many codes.
fn passcode_options(ui: &mut egui::Ui, choices: &mut OptionChoices) {
    ui.separator();
    ui.checkbox(
        &mut choices.passcode.any_order,
        t!("setup-passcode-any-order"),
    );
    ui.horizontal(|ui| {
        ui.label(t!("setup-passcode-codes"));
        for n in 1..=4u8 {
            ui.radio_value(&mut choices.passcode.codes, n, n.to_string());
        }
    });
}

/// Code Breaker's game (standard or advanced) and who makes the first code.
fn code_breaker_options(ui: &mut egui::Ui, choices: &mut OptionChoices, seats: &[SeatChoice]) {
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(t!("setup-code-breaker-game"));
        ui.radio_value(&mut choices.mode, Mode::Standard, t!("setup-standard"));
        ui.radio_value(&mut choices.mode, Mode::Advanced, t!("setup-advanced"));
    });
    ui.label(
        egui::RichText::new(match choices.mode {
            Mode::Standard => t!("setup-standard-about"),
            Mode::Advanced => t!("setup-advanced-about"),
        })
        .color(INK_DIM),
    );
    ui.horizontal(|ui| {
        ui.label(t!("setup-first-maker"));
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        ui.radio_value(
            &mut choices.first_maker,
            FirstMaker::Seat(0),
            names[0].as_str(),
        );
        ui.radio_value(
            &mut choices.first_maker,
            FirstMaker::Seat(1),
            names[1].as_str(),
        );
        ui.radio_value(
            &mut choices.first_maker,
            FirstMaker::Random,
            t!("setup-draw-lots"),
        );
    });
}

/// The match as set up: every seat named, the options of its game, and its seed.
fn start_the_match(setup: &mut MatchSetup, choices: &OptionChoices, seed: u64) {
    // A name left empty is the seat's default after all.
    let computers = setup.seats.iter().filter(|s| !s.kind.is_human()).count();
    for (i, seat) in setup.seats.iter_mut().enumerate() {
        if seat.name.trim().is_empty() {
            seat.name = default_name(seat.kind, i, computers);
        }
    }
    let first_maker = match choices.first_maker {
        FirstMaker::Seat(s) => s,
        FirstMaker::Random => (seed >> 7) as u8 & 1,
    };
    let options = Options {
        mode: choices.mode,
        first_maker: SeatId(first_maker),
    };
    setup.options = match setup.game {
        GameId::CodeBreaker => serde_json::to_value(options).unwrap_or_default(),
        GameId::CrackIt => serde_json::to_value(codebreakers_crack_it::Options {
            mode: choices.crack_it,
        })
        .unwrap_or_default(),
        GameId::Passcode => serde_json::to_value(choices.passcode).unwrap_or_default(),
        _ => serde_json::Value::Null,
    };
    setup.seed = seed;
}

#[cfg(test)]
mod tests {
    use super::*;
    use codebreakers_crack_it::Mode as CrackMode;

    #[test]
    fn crack_it_offers_the_seats_of_its_mode() {
        assert_eq!(
            seats_offered(GameId::CrackIt, CrackMode::KingOfThieves),
            2..=4
        );
        assert_eq!(
            seats_offered(GameId::CrackIt, CrackMode::KingOfSafes),
            3..=5
        );
        for game in [GameId::CodeBreaker, GameId::CodeKnacker, GameId::Passcode] {
            let rules = game.seats(&serde_json::Value::Null);
            assert_eq!(seats_offered(game, CrackMode::KingOfThieves), rules);
        }
    }
}
