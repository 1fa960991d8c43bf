//! The side panel of the Code Knacker table: whose turn, the players' totals and safes, the
//! buttons of a turn (roll, stop, hint), the log and the keys.

use super::input::{DiceFocus, KnackerInput, safes_to_cover};
use crate::session::{GameId, InPlay};
use crate::t;
use crate::table::Match;
use crate::table::TableNow;
use crate::table::lesson::mark_button;
use crate::table::turn::TurnPhase;
use crate::table::view::{
    PanelShared, notes_ui, players_and_play, side_panel as table_side_panel, status_ui,
};
use crate::theme::{BRASS, INK, ink_dim, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_code_knacker::deck::card;
use codebreakers_code_knacker::{Action, CodeKnacker, Observation, Phase, Slot};
use codebreakers_kernel::SeatId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        side_panel.run_if(in_state(InPlay::Game(GameId::CodeKnacker))),
    );
}

/// A player as the side panel lists them.
pub struct PlayerRow {
    pub name: String,
    /// The total value taken, in words.
    pub total: String,
    /// Safes taken, and the line saying so.
    pub safes: usize,
    pub safes_line: String,
    /// What the pointer resting on the row says: the safes' values.
    pub hover: String,
    pub to_act: bool,
}

/// Every player in sight: with more than four seats each is one line (the safes' values on
/// hover), so six fit in the side panel however short the window.
pub fn players_ui(ui: &mut egui::Ui, rows: &[PlayerRow]) {
    let compact = rows.len() > 4;
    let margin = egui::Margin::symmetric(8, if compact { 2 } else { 5 });
    let (name_size, total_size) = if compact { (15.0, 16.0) } else { (17.0, 19.0) };
    for (seat, row) in rows.iter().enumerate() {
        crate::theme::seat_card(ui, row.to_act, margin, |ui| {
            ui.set_width(ui.available_width());
            ui.vertical(|ui| {
                crate::theme::seat_line(
                    ui,
                    |ui| {
                        let (dot, _) =
                            ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                        ui.painter()
                            .circle_filled(dot.center(), 6.0, seat_colour32(seat));
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(&row.name).size(name_size).strong(),
                            )
                            .wrap(),
                        );
                    },
                    |ui| {
                        ui.label(egui::RichText::new(&row.total).size(total_size).strong());
                        if compact {
                            ui.label(
                                egui::RichText::new(format!("({})", row.safes))
                                    .size(13.0)
                                    .color(ink_dim()),
                            );
                        }
                    },
                );
                if !compact {
                    ui.label(
                        egui::RichText::new(&row.safes_line)
                            .size(13.0)
                            .color(ink_dim()),
                    );
                }
            })
            .response
            .on_hover_text(&row.hover);
        });
        ui.add_space(if compact { 1.0 } else { 2.0 });
    }
}

/// The left panel: the players and their safes, what to do now, the buttons and the log.
fn side_panel(
    mut contexts: EguiContexts,
    now: TableNow<CodeKnacker>,
    focus: Res<DiceFocus>,
    mut shared: PanelShared,
    mut input: MessageWriter<KnackerInput>,
) -> Result {
    let TableNow {
        table,
        phase,
        busy,
        settings,
    } = now;
    let ctx = contexts.ctx_mut()?;
    let names = table.names_at_table();
    let view = table.view();
    table_side_panel(
        ctx,
        &GameId::CodeKnacker.name(),
        &mut shared,
        table.undoable(),
        &t!("code-knacker-help"),
        |ui| {
            let turn = if view.is_solo() {
                t!("code-knacker-turn-solo", turn = view.turn)
            } else {
                t!("code-knacker-turn-highest", turn = view.turn)
            };
            ui.label(egui::RichText::new(turn).color(ink_dim()));
            ui.add_space(4.0);
            let players = |ui: &mut egui::Ui| {
                players_ui(ui, &player_rows(&table, &view, &names));
                if view.is_solo() {
                    let best = match settings.code_knacker_solo_best {
                        Some(best) => {
                            t!("code-knacker-your-best", best = best, deck = view.deck_len)
                        }
                        None => t!("code-knacker-your-best-none", deck = view.deck_len),
                    };
                    ui.label(egui::RichText::new(best).color(ink_dim()));
                }
            };
            let play = |ui: &mut egui::Ui| {
                status_ui(
                    ui,
                    &status_line(&table, &view, *phase.get(), busy.is_busy()),
                );
                let seat = *table.to_decide().first().unwrap_or(&SeatId(0));
                let mine = *phase.get() == TurnPhase::AwaitingHuman
                    && table.is_human(seat)
                    && table.viewer == seat;
                if mine {
                    let legal = table.legal_actions();
                    turn_buttons(ui, &view, &legal, &mut input);
                    if let Some(die) = focus.picked
                        && crate::theme::finger_screen(ui.ctx())
                    {
                        finger_digits(ui, &view, &legal, die, &mut input);
                    }
                }
                notes_ui(ui, focus.message.as_ref(), focus.advice.iter().flatten());
            };
            players_and_play(ui, players, play);
        },
    );
    Ok(())
}

/// Each player's line: their name, total, safes and what the safes are worth.
fn player_rows(table: &Match<CodeKnacker>, view: &Observation, names: &[String]) -> Vec<PlayerRow> {
    let totals = view.totals();
    names
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let safes = &view.taken[seat];
            let values = if safes.is_empty() {
                t!("code-knacker-no-safes-yet")
            } else {
                safes
                    .iter()
                    .map(|&c| t!("game-score-millions", score = card(c).value))
                    .collect::<Vec<_>>()
                    .join(" + ")
            };
            let safes_line = if !table.is_computer(SeatId(seat as u8)) {
                t!("code-knacker-safes", count = safes.len())
            } else {
                t!("code-knacker-safes-computer", count = safes.len())
            };
            PlayerRow {
                name: name.clone(),
                total: t!("game-score-millions", score = totals[seat]),
                safes: safes.len(),
                hover: t!(
                    "code-knacker-safes-hover",
                    safes = safes_line.as_str(),
                    values = values.as_str()
                ),
                safes_line,
                to_act: table.to_decide().first() == Some(&SeatId(seat as u8)),
            }
        })
        .collect()
}

/// A turn's buttons: roll (all, or the rest), stop, and a hint.
fn turn_buttons(
    ui: &mut egui::Ui,
    view: &Observation,
    legal: &[Action],
    input: &mut MessageWriter<KnackerInput>,
) {
    ui.horizontal_wrapped(|ui| {
        // Roll, Stop and Hint on one line in every language that fits.
        ui.spacing_mut().item_spacing.x = 6.0;
        ui.spacing_mut().button_padding.x = 9.0;
        let roll_key = match view.phase {
            Phase::CycleComplete => "code-knacker-roll-all",
            Phase::Rolling => "code-knacker-roll",
            _ => "code-knacker-roll-rest",
        };
        let roll_label = crate::i18n::render(&codebreakers_kernel::Words::new(roll_key));
        let can_roll = legal.contains(&Action::Roll);
        let roll = egui::Button::new(egui::RichText::new(roll_label).strong())
            .fill(crate::theme::go_green());
        if mark_button(ui.add_enabled(can_roll, roll), roll_key)
            .on_hover_text(t!("code-knacker-roll-why"))
            .clicked()
        {
            input.write(KnackerInput::Roll);
        }
        let stop = egui::Button::new(egui::RichText::new(t!("code-knacker-stop")).strong())
            .fill(crate::theme::stop_rust());
        if mark_button(
            ui.add_enabled(legal.contains(&Action::Stop), stop),
            "code-knacker-stop",
        )
        .on_hover_text("S")
        .clicked()
        {
            input.write(KnackerInput::Stop);
        }
        if ui
            .button(t!("code-knacker-hint"))
            .on_hover_text(t!("code-knacker-hint-why"))
            .clicked()
        {
            input.write(KnackerInput::Hint);
        }
    });
}

/// On a phone ([`crate::theme::finger_screen`]) a safe's digits are too small for a finger: once a die is
/// picked up with several safes to cover, each safe it may cover is a button a finger can
/// take, showing the safe's value and code with the digit it would cover in brass.
fn finger_digits(
    ui: &mut egui::Ui,
    view: &Observation,
    legal: &[Action],
    die: u8,
    input: &mut MessageWriter<KnackerInput>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(6.0, 6.0);
        for at in safes_to_cover(view, legal, die) {
            let Some(Some(slot)) = view.display.get(usize::from(at.slot)) else {
                continue;
            };
            let button = egui::Button::new(safe_code(ui, slot, at.digit))
                .min_size(egui::Vec2::splat(crate::theme::finger(ui.ctx())));
            if ui.add(button).clicked() {
                input.write(KnackerInput::SetAside {
                    die,
                    cover: Some(at),
                });
            }
        }
    });
}

/// A safe's value and code for a button: the digit at `marked` in brass, the digits
/// markers cover struck through.
fn safe_code(ui: &egui::Ui, slot: &Slot, marked: u8) -> egui::text::LayoutJob {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let mut job = egui::text::LayoutJob::default();
    let safe = card(slot.card);
    let value = t!("game-score-millions", score = safe.value);
    job.append(
        &value,
        0.0,
        egui::TextFormat::simple(font.clone(), ink_dim()),
    );
    for (i, digit) in safe.code.iter().enumerate() {
        let mut format = egui::TextFormat::simple(font.clone(), INK);
        if slot.covered[i] {
            format.color = ink_dim();
            format.strikethrough = egui::Stroke::new(2.0, crate::theme::NOTE_RED);
        } else if i == usize::from(marked) {
            format.color = BRASS;
            format.underline = egui::Stroke::new(2.0, BRASS);
        }
        job.append(&digit.to_string(), 6.0, format);
    }
    job
}

fn status_line(
    table: &Match<CodeKnacker>,
    view: &Observation,
    phase: TurnPhase,
    animating: bool,
) -> String {
    let names = table.names();
    let Some(&seat) = table.to_decide().first() else {
        return t!("code-knacker-status-over");
    };
    let name = &names[seat.index()];
    let human = table.is_human(seat);
    if phase == TurnPhase::BotThinking || (!human && animating) {
        return t!("code-knacker-status-playing", name = name);
    }
    if !human {
        return t!("code-knacker-status-their-turn", name = name);
    }
    match view.phase {
        Phase::Rolling if view.final_turn => t!("code-knacker-status-last-turn", name = name),
        Phase::Rolling => t!("code-knacker-status-roll", name = name),
        Phase::CycleComplete => t!("code-knacker-status-cycle", name = name),
        Phase::Choosing if view.aside_since_roll == 0 => {
            t!("code-knacker-status-set-aside", name = name)
        }
        Phase::Choosing => t!("code-knacker-status-choosing", name = name),
        Phase::GameOver => t!("code-knacker-status-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How tall the list of `seats` players is in the side panel (its inner width, 268
    /// points), drawn by egui as on screen.
    fn players_height(seats: usize) -> f32 {
        let rows: Vec<PlayerRow> = (0..seats)
            .map(|seat| PlayerRow {
                name: format!("Computer {}", seat + 1),
                total: "12 M".into(),
                safes: 3,
                safes_line: "computer · 3 safes".into(),
                hover: String::new(),
                to_act: seat == 0,
            })
            .collect();
        let ctx = egui::Context::default();
        let mut height = 0.0;
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(268.0, 2000.0),
            )),
            ..Default::default()
        };
        let output = ctx.run_ui(input, |ui| {
            let top = ui.cursor().top();
            players_ui(ui, &rows);
            height = ui.cursor().top() - top;
        });
        output.drop_without_applying_deltas();
        height
    }

    /// The side panel is at least 720 points high (the UI zoom keeps 1024x600 at 750 and
    /// 1920x1080 at 720); its margins, title, turn line, status, buttons, notes, the log's
    /// least lines and the foot take about 430 of them, so the players have 290: every
    /// one of up to six is in sight, with room to spare for a status in three lines.
    #[test]
    fn every_player_of_up_to_six_fits_in_the_side_panel() {
        for seats in 1..=6 {
            let height = players_height(seats);
            assert!(
                height <= 250.0,
                "{seats} players take {height} points of the side panel"
            );
        }
        assert!(
            players_height(6) > players_height(1),
            "each player has a row"
        );
    }
}
