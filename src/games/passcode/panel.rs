//! The side panel of the Passcode table: the round, the players, the buttons of a turn, the
//! log and the keys.

use super::input::{Choice, Pick, must_roll, open_digits};
use crate::session::{GameId, InPlay};
use crate::t;
use crate::table::Match;
use crate::table::lesson::mark_button;
use crate::table::turn::TurnPhase;
use crate::table::view::{PanelShared, notes_ui, side_panel as table_side_panel, status_ui};
use crate::theme::{BRASS, ink_dim};
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
            ui.label(egui::RichText::new(rules).color(ink_dim()));
            ui.separator();
            status_ui(ui, &status_words(&view, &names, mine));
            if mine {
                turn_buttons(ui, &view, &mut picks);
                if crate::theme::finger_screen(ui.ctx()) {
                    finger_digits(ui, &view, &choice, &mut picks);
                }
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
/// One of the turn's buttons: its words, the lesson's name for it, the key that does the
/// same, whether it is the step's main choice (drawn bold) and can be pressed, and the pick.
struct TurnButton {
    words: String,
    mark: &'static str,
    shortcut: String,
    main: bool,
    enabled: bool,
    pick: Pick,
}

impl TurnButton {
    fn new(words: String, mark: &'static str, shortcut: String, pick: Pick) -> Self {
        TurnButton {
            words,
            mark,
            shortcut,
            main: false,
            enabled: true,
            pick,
        }
    }

    fn main(self) -> Self {
        TurnButton { main: true, ..self }
    }
}

/// The buttons of the turn's step (rules page, "A turn"): roll when the die must be
/// rolled; draw from the pile or take the discard; with a card drawn, play it, discard it
/// or lay it in the LOCK IN place; with a code completed, lay a card in LOCK IN or keep.
fn buttons_now(view: &Observation) -> Vec<TurnButton> {
    let start = view.phase == (Phase::Turn { step: Step::Start });
    let completed = view.phase
        == (Phase::Turn {
            step: Step::Completed,
        });
    let lock_in = || {
        TurnButton::new(
            t!("passcode-button-lay-lock-in"),
            "passcode-button-lay-lock-in",
            "S".into(), // not words: the key
            Pick::LockIn,
        )
    };
    if start && must_roll(view) {
        vec![
            TurnButton::new(
                t!("passcode-button-roll"),
                "passcode-button-roll",
                t!("passcode-key-enter"),
                Pick::Act(Action::Roll),
            )
            .main(),
        ]
    } else if start {
        vec![
            TurnButton::new(
                t!("passcode-button-draw"),
                "passcode-button-draw",
                t!("passcode-key-enter"),
                Pick::Act(Action::DrawPile),
            ),
            TurnButton {
                enabled: !view.discard.is_empty(),
                ..TurnButton::new(
                    t!("passcode-button-take-discard"),
                    "passcode-button-take-discard",
                    t!("passcode-key-up"),
                    Pick::Act(Action::DrawDiscard),
                )
            },
        ]
    } else if completed {
        vec![
            lock_in().main(),
            TurnButton::new(
                t!("passcode-button-keep"),
                "passcode-button-keep",
                t!("passcode-key-enter"),
                Pick::Act(Action::Keep),
            ),
        ]
    } else {
        vec![
            TurnButton::new(
                t!("passcode-button-play"),
                "passcode-button-play",
                t!("passcode-key-space"),
                Pick::PlayOn(None),
            ),
            TurnButton::new(
                t!("passcode-button-discard"),
                "passcode-button-discard",
                t!("passcode-key-backspace"),
                Pick::Discard,
            ),
            lock_in(),
        ]
    }
}

/// On a phone ([`crate::theme::finger_screen`]), with the digits in any order, the board's digits are too small
/// for a finger: the open digits of the code as buttons a finger can take, each playing the
/// card picked up there (the one the keys point at in brass).
fn finger_digits(
    ui: &mut egui::Ui,
    view: &Observation,
    choice: &Choice,
    picks: &mut MessageWriter<Pick>,
) {
    let holding = view.phase
        == (Phase::Turn {
            step: Step::Holding,
        });
    if !holding || !view.options.any_order {
        return;
    }
    ui.label(egui::RichText::new(t!("passcode-play-on-digit")).color(ink_dim()));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(6.0, 6.0);
        for (k, digit) in open_digits(view).into_iter().enumerate() {
            let edge = if k == choice.digit { BRASS } else { ink_dim() };
            let button = egui::Button::new(egui::RichText::new((digit + 1).to_string()).strong())
                .stroke(egui::Stroke::new(2.0, edge))
                .min_size(egui::vec2(52.0, crate::theme::finger(ui.ctx())));
            if ui.add(button).clicked() {
                picks.write(Pick::PlayOn(Some(digit)));
            }
        }
    });
}

fn turn_buttons(ui: &mut egui::Ui, view: &Observation, picks: &mut MessageWriter<Pick>) {
    ui.horizontal_wrapped(|ui| {
        for button in buttons_now(view) {
            let mut words = egui::RichText::new(button.words);
            if button.main {
                words = words.strong();
            }
            let response = ui.add_enabled(button.enabled, egui::Button::new(words));
            if mark_button(response, button.mark)
                .on_hover_text(button.shortcut)
                .clicked()
            {
                picks.write(button.pick);
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
