//! The side panel of the Code Breaker board: the round, the players' scores and roles, the
//! colour chosen, the buttons of a row, the log and the keys.

use super::input::{Draft, DraftEdit, palette};
use super::table::{BoardView, composing};
use super::words::colour_words;
use crate::session::{GameId, InPlay};
use crate::t;
use crate::table::lesson::mark_button;

use crate::table::Match;
use crate::table::phase::TableBusy;
use crate::table::turn::TurnPhase;
use crate::table::view::{
    PanelShared, notes_ui, players_and_play, side_panel as table_side_panel, status_ui,
};
use crate::theme::{self, BRASS, ink_dim, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_code_breaker::{CodeBreaker, Mode, Observation, Peg, Phase, TARGET_SCORE};
use codebreakers_kernel::SeatId;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelTold>()
        .add_systems(OnEnter(InPlay::Game(GameId::CodeBreaker)), start_telling)
        .add_systems(
            PostUpdate,
            follow_the_board
                .after(super::table::FollowEvents)
                .run_if(in_state(InPlay::Game(GameId::CodeBreaker))),
        )
        .add_systems(
            EguiPrimaryContextPass,
            side_panel.run_if(in_state(InPlay::Game(GameId::CodeBreaker))),
        );
}

/// The left panel: the players, their roles and scores, what to do now, the buttons and
/// the log.
fn side_panel(
    mut contexts: EguiContexts,
    table: Res<Match<CodeBreaker>>,
    board: Res<BoardView>,
    draft: Res<Draft>,
    mut shared: PanelShared,
    mut edits: MessageWriter<DraftEdit>,
    told: Res<PanelTold>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = table.names_at_table();
    let game = told.game.clone().unwrap_or_else(|| table.view());
    let status = told.status.clone();
    table_side_panel(
        ctx,
        &GameId::CodeBreaker.name(),
        &mut shared,
        table.undoable(),
        &t!("code-breaker-help"),
        |ui| {
            let round = match game.mode {
                Mode::Standard => t!(
                    "code-breaker-round-standard",
                    round = game.round,
                    target = TARGET_SCORE
                ),
                Mode::Advanced => t!(
                    "code-breaker-round-advanced",
                    round = game.round,
                    target = TARGET_SCORE
                ),
            };
            // On a phone what to do, and the colours to do it with, come first; the round
            // and the players after them.
            let play = |ui: &mut egui::Ui| {
                status_ui(ui, &status);
                if let Some(p) = composing(&table, &board) {
                    row_buttons(ui, p, board.mode, &draft, &mut edits);
                }
                notes_ui(ui, draft.message.as_ref(), None);
            };
            let round_and_players = |ui: &mut egui::Ui| {
                ui.label(egui::RichText::new(round).color(ink_dim()));
                ui.add_space(4.0);
                players(ui, &table, &game, &names);
            };
            players_and_play(ui, round_and_players, play);
        },
    );
    Ok(())
}

/// What the panel tells of the match (the round, the scores, the status), as the board
/// last stood still: held while the pegs of the last move are still being laid, so that the
/// panel never tells a move before the table shows it.
#[derive(Resource, Clone, Debug, Default)]
pub struct PanelTold {
    /// None until the match's first view.
    pub game: Option<Observation>,
    pub status: String,
}

/// A new match's panel starts from its first view.
fn start_telling(mut told: ResMut<PanelTold>) {
    *told = PanelTold::default();
}

/// Follows the match while the board stands still ([`PanelTold`]).
fn follow_the_board(
    table: Res<Match<CodeBreaker>>,
    board: Res<BoardView>,
    phase: Res<State<TurnPhase>>,
    busy: Res<TableBusy>,
    mut told: ResMut<PanelTold>,
) {
    if busy.is_busy() && told.game.is_some() {
        return;
    }
    told.game = Some(table.view());
    told.status = status_line(&table, &board, *phase.get());
}

/// Each player's card: their colour, name and score, and whether they make or break.
fn players(ui: &mut egui::Ui, table: &Match<CodeBreaker>, game: &Observation, names: &[String]) {
    for (seat, name) in names.iter().enumerate() {
        let maker = SeatId(seat as u8) == game.maker;
        let to_act = table.to_decide().first() == Some(&SeatId(seat as u8));
        crate::theme::seat_card(ui, to_act, 8, |ui| {
            ui.set_width(ui.available_width());
            crate::theme::seat_line(
                ui,
                |ui| {
                    let (dot, _) =
                        ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                    ui.painter()
                        .circle_filled(dot.center(), 8.0, seat_colour32(seat));
                    ui.painter().circle_stroke(
                        dot.center(),
                        8.0,
                        egui::Stroke::new(1.0, egui::Color32::from_black_alpha(120)),
                    );
                    ui.add(egui::Label::new(egui::RichText::new(name).size(20.0).strong()).wrap());
                },
                |ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}",
                            game.scores.get(seat).copied().unwrap_or_default()
                        ))
                        .size(24.0)
                        .strong(),
                    );
                },
            );
            let role = match (maker, !table.is_computer(SeatId(seat as u8))) {
                (true, true) => t!("code-breaker-maker"),
                (false, true) => t!("code-breaker-breaker"),
                (true, false) => t!("code-breaker-maker-computer"),
                (false, false) => t!("code-breaker-breaker-computer"),
            };
            ui.label(egui::RichText::new(role).color(ink_dim()));
        });
    }
}

/// The colour chosen, and the buttons of the row (or code) being composed: submit, clear,
/// and a hint while guessing. On a phone the colours and the row's holes are buttons: held
/// upright above the row's buttons, on its side (a short panel) under them.
fn row_buttons(
    ui: &mut egui::Ui,
    p: Phase,
    mode: Mode,
    draft: &Draft,
    edits: &mut MessageWriter<DraftEdit>,
) {
    let pegs = palette(mode);
    if !crate::theme::finger_screen(ui.ctx()) {
        let number = pegs
            .iter()
            .position(|&x| x == draft.choice)
            .map_or(0, |i| i + 1);
        ui.label(
            egui::RichText::new(t!(
                "code-breaker-chosen-colour",
                colour = colour_words(draft.choice),
                number = number
            ))
            .color(ink_dim()),
        );
        submit_row(ui, p, draft, edits);
    } else if crate::theme::narrow_screen(ui.ctx()) {
        // The palette's edge marks the colour chosen.
        finger_row(ui, draft, edits);
        finger_palette(ui, pegs, draft.choice, edits);
        submit_row(ui, p, draft, edits);
    } else {
        submit_row(ui, p, draft, edits);
        finger_palette(ui, pegs, draft.choice, edits);
        finger_row(ui, draft, edits);
    }
}

/// The size of the row's buttons' words on a phone on its side.
const TIGHT_TEXT: f32 = 14.0;

/// Submit (or Hide code), Clear and, while guessing, Hint on one line.
fn submit_row(ui: &mut egui::Ui, p: Phase, draft: &Draft, edits: &mut MessageWriter<DraftEdit>) {
    ui.horizontal_wrapped(|ui| {
        // Submit, Clear and Hint on one line: the log keeps its room below (on a phone on
        // its side, a little closer: German's Reihe abgeben, Leeren and Tipp fit).
        let tight =
            crate::theme::compact_screen(ui.ctx()) && !crate::theme::narrow_screen(ui.ctx());
        ui.spacing_mut().item_spacing.x = if tight { 4.0 } else { 6.0 };
        ui.spacing_mut().button_padding.x = if tight { 6.0 } else { 9.0 };
        let key = if p == Phase::SettingCode {
            "code-breaker-hide-code"
        } else {
            "code-breaker-submit-row"
        };
        let label = crate::i18n::render(&codebreakers_kernel::Words::new(key));
        let ready = draft.code().is_some();
        let text = |words: String| {
            let text = egui::RichText::new(words);
            if tight { text.size(TIGHT_TEXT) } else { text }
        };
        let submit = egui::Button::new(text(label).strong()).fill(if ready {
            theme::go_green()
        } else {
            theme::BUTTON_BROWN
        });
        if mark_button(ui.add(submit), key)
            .on_hover_text(t!("code-breaker-submit-key"))
            .clicked()
        {
            edits.write(DraftEdit::Submit);
        }
        // Never narrower than a fingertip on a phone, however tight the row.
        let least = egui::Vec2::splat(ui.spacing().interact_size.y);
        if ui
            .add(egui::Button::new(text(t!("code-breaker-clear"))).min_size(least))
            .clicked()
        {
            edits.write(DraftEdit::ClearAll);
        }
        if p == Phase::Guessing
            && ui
                .add(egui::Button::new(text(t!("code-breaker-hint"))).min_size(least))
                .on_hover_text(t!("code-breaker-hint-why"))
                .clicked()
        {
            edits.write(DraftEdit::Hint);
        }
    });
}

/// On a phone ([`theme::finger_screen`]) the holes of the row being filled, a finger
/// large: a tap on a hole makes it the next the palette fills, a tap on that hole again
/// empties it. The hole the palette fills next wears the brass edge.
fn finger_row(ui: &mut egui::Ui, draft: &Draft, edits: &mut MessageWriter<DraftEdit>) {
    let gap = 6.0;
    let holes = draft.holes.len() as f32;
    let finger = theme::finger(ui.ctx());
    let width = ((ui.available_width() - (holes - 1.0) * gap) / holes).max(finger);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        for (hole, peg) in draft.holes.iter().enumerate() {
            let next = hole == draft.focus;
            let (fill, words, number) = match peg {
                Some(peg) => (
                    theme::to_egui(theme::peg_colour(*peg)),
                    crate::i18n::render(&colour_words(*peg)),
                    String::new(),
                ),
                None => (
                    theme::HOLE_DARK,
                    t!("code-breaker-peg-empty"),
                    (hole + 1).to_string(),
                ),
            };
            let number = egui::RichText::new(number).color(ink_dim());
            let button = egui::Button::new(number)
                .fill(fill)
                .stroke(if next {
                    egui::Stroke::new(3.0, BRASS)
                } else {
                    egui::Stroke::new(1.0, ink_dim())
                })
                .min_size(egui::vec2(width, finger));
            let tapped = ui
                .add(button)
                .on_hover_text(t!(
                    "code-breaker-finger-hole",
                    hole = hole + 1,
                    peg = words.as_str()
                ))
                .clicked();
            if tapped {
                edits.write(draft.hole_tapped(hole));
            }
        }
    });
}

/// On a phone the board's pegs are too small for a finger: the colours as buttons a
/// finger can take (a fingertip tall, four or five abreast), each filling the next hole as
/// its number key does.
fn finger_palette(
    ui: &mut egui::Ui,
    pegs: &[Peg],
    chosen: Peg,
    edits: &mut MessageWriter<DraftEdit>,
) {
    let gap = 6.0;
    let finger = theme::finger(ui.ctx());
    // Eight colours in two rows of four; the advanced game's nine in two rows of five (a
    // third row would push the row's holes out of a phone's panel on its side).
    let abreast = if pegs.len() > 8 { 5 } else { 4 };
    let width = ((ui.available_width() - (abreast - 1) as f32 * gap) / abreast as f32).max(finger);
    for row in pegs.chunks(abreast) {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = gap;
            for &peg in row {
                let paint = theme::to_egui(theme::peg_colour(peg));
                let edge = if peg == chosen { BRASS } else { ink_dim() };
                let button = egui::Button::new("")
                    .fill(paint)
                    .stroke(egui::Stroke::new(2.0, edge))
                    .min_size(egui::vec2(width, finger));
                let words = crate::i18n::render(&colour_words(peg));
                let pressed = ui.add(button);
                // Its colour's name for a screen reader too (the button shows no words).
                pressed.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &words)
                });
                if pressed.on_hover_text(words.as_str()).clicked() {
                    edits.write(DraftEdit::FillNext(peg));
                }
            }
        });
    }
}

fn status_line(table: &Match<CodeBreaker>, board: &BoardView, phase: TurnPhase) -> String {
    let names = table.names();
    let game = table.view();
    if board.frozen {
        return t!("code-breaker-status-shield-lifted");
    }
    let Some(&seat) = table.to_decide().first() else {
        return t!("code-breaker-status-match-over");
    };
    let name = &names[seat.index()];
    let row = game.rows.len() + 1;
    match (phase, game.phase, table.is_human(seat)) {
        (TurnPhase::BotThinking, Phase::SettingCode, _) => {
            t!("code-breaker-status-hiding", name = name)
        }
        (TurnPhase::BotThinking, _, _) => {
            t!("code-breaker-status-thinking", name = name, row = row)
        }
        (_, Phase::SettingCode, true) => t!("code-breaker-status-make-a-code", name = name),
        (_, Phase::Guessing, true) => t!("code-breaker-status-fill-a-row", name = name, row = row),
        (_, Phase::SettingCode, false) => t!("code-breaker-status-hiding", name = name),
        (_, Phase::Guessing, false) => {
            t!("code-breaker-status-breaking", name = name, row = row)
        }
        _ => String::new(),
    }
}
