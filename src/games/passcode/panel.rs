//! The side panel of the Passcode table: the round, the players, the buttons of a turn, the
//! log and the keys.

use super::input::{Choice, Pick, must_roll};
use crate::session::{GameId, InPlay};
use crate::t;
use crate::table::Match;
use crate::table::lesson::mark_button;
use crate::table::turn::TurnPhase;
use crate::table::view::{PanelShared, notes_ui, side_panel as table_side_panel, status_ui};
use crate::theme::INK_DIM;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_passcode::{Action, Observation, Passcode, Phase, Step};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        side_panel.run_if(in_state(InPlay::Game(GameId::Passcode))),
    );
}

fn side_panel(
    mut contexts: EguiContexts,
    table: Res<Match<Passcode>>,
    choice: Res<Choice>,
    phase: Res<State<TurnPhase>>,
    mut shared: PanelShared,
    mut picks: MessageWriter<Pick>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = table.names();
    let view = table.view();
    let mine = table.screen_decides(*phase.get());

    table_side_panel(
        ctx,
        &GameId::Passcode.name(),
        &mut shared,
        table.undoable(),
        &t!("passcode-help"),
        |ui| {
            let rules = t!(
                if view.options.any_order {
                    "passcode-round-codes-any-order"
                } else {
                    "passcode-round-codes"
                },
                round = view.round,
                count = view.options.codes
            );
            ui.label(egui::RichText::new(rules).color(INK_DIM));
            ui.separator();
            status_ui(ui, &status_words(&view, &names, mine));
            if mine {
                turn_buttons(ui, &view, &mut picks);
            }
            notes_ui(ui, choice.message.as_ref(), choice.hint.as_ref());
        },
    );
    Ok(())
}

/// What the table waits for, told to the player at the screen.
fn status_words(view: &Observation, names: &[String], mine: bool) -> String {
    let me = view.seat;
    match (&view.phase, mine) {
        (Phase::GameOver, _) => t!("passcode-status-game-over"),
        (_, false) => t!(
            "passcode-status-playing",
            name = &names[view.current.index()]
        ),
        (Phase::Turn { step: Step::Start }, true) if must_roll(view) => {
            t!("passcode-status-roll", name = &names[me.index()])
        }
        (Phase::Turn { step: Step::Start }, true) => {
            t!("passcode-status-draw", name = &names[me.index()])
        }
        (
            Phase::Turn {
                step: Step::Holding,
            },
            true,
        ) => t!("passcode-status-holding"),
        (
            Phase::Turn {
                step: Step::Completed,
            },
            true,
        ) => t!("passcode-status-completed"),
    }
}

/// The buttons of the step the turn is at: roll, or draw from a pile, or play, discard or
/// lay the LOCK IN card, or keep the code completed; and a hint.
fn turn_buttons(ui: &mut egui::Ui, view: &Observation, picks: &mut MessageWriter<Pick>) {
    let start = view.phase == (Phase::Turn { step: Step::Start });
    ui.horizontal_wrapped(|ui| {
        if start && must_roll(view) {
            if mark_button(
                ui.button(egui::RichText::new(t!("passcode-button-roll")).strong()),
                "passcode-button-roll",
            )
            .on_hover_text(t!("passcode-key-enter"))
            .clicked()
            {
                picks.write(Pick::Act(Action::Roll));
            }
        } else if start {
            if mark_button(
                ui.button(t!("passcode-button-draw")),
                "passcode-button-draw",
            )
            .on_hover_text(t!("passcode-key-enter"))
            .clicked()
            {
                picks.write(Pick::Act(Action::DrawPile));
            }
            if mark_button(
                ui.add_enabled(
                    !view.discard.is_empty(),
                    egui::Button::new(t!("passcode-button-take-discard")),
                ),
                "passcode-button-take-discard",
            )
            .on_hover_text(t!("passcode-key-up"))
            .clicked()
            {
                picks.write(Pick::Act(Action::DrawDiscard));
            }
        } else if view.phase
            == (Phase::Turn {
                step: Step::Completed,
            })
        {
            if mark_button(
                ui.button(egui::RichText::new(t!("passcode-button-lay-lock-in")).strong()),
                "passcode-button-lay-lock-in",
            )
            .on_hover_text("S")
            .clicked()
            {
                picks.write(Pick::LockIn);
            }
            if mark_button(
                ui.button(t!("passcode-button-keep")),
                "passcode-button-keep",
            )
            .on_hover_text(t!("passcode-key-enter"))
            .clicked()
            {
                picks.write(Pick::Act(Action::Keep));
            }
        } else {
            if mark_button(
                ui.button(t!("passcode-button-play")),
                "passcode-button-play",
            )
            .on_hover_text(t!("passcode-key-space"))
            .clicked()
            {
                picks.write(Pick::PlayOn(None));
            }
            if mark_button(
                ui.button(t!("passcode-button-discard")),
                "passcode-button-discard",
            )
            .on_hover_text(t!("passcode-key-backspace"))
            .clicked()
            {
                picks.write(Pick::Discard);
            }
            if mark_button(
                ui.button(t!("passcode-button-lay-lock-in")),
                "passcode-button-lay-lock-in",
            )
            .on_hover_text("S")
            .clicked()
            {
                picks.write(Pick::LockIn);
            }
        }
        if ui
            .button(t!("passcode-button-hint"))
            .on_hover_text("H")
            .clicked()
        {
            picks.write(Pick::Hint);
        }
    });
}
