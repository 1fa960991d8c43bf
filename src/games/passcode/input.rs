//! The player's choices at the Passcode table (draw, play, discard, lay the LOCK IN card,
//! roll): the keyboard path, and the refusals shown where the player looks. The pointer's
//! choices come from [`super::table`].

use super::words::explain;
use crate::input::TableAction;
use crate::session::{GameId, InPlay, Paused, Screen};
use crate::table::turn::TurnPhase;
use crate::table::{Happened, Match, ShowsRefusals, Submit, show_refusals};
use bevy::prelude::*;
use codebreakers_kernel::{Bot, BotLevel, Words, words};
use codebreakers_passcode::bots::PasscodeBot;
use codebreakers_passcode::{Action, Observation, Passcode, Phase, Step};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Choice>()
        .add_message::<Pick>()
        .add_systems(OnEnter(Screen::Playing), reset_choice)
        .add_systems(
            Update,
            (
                keyboard_input
                    .run_if(in_state(TurnPhase::AwaitingHuman).and_then(in_state(Paused::No))),
                apply_picks,
                show_refusals::<Passcode, Choice>,
                after_play,
            )
                .chain()
                .run_if(in_state(InPlay::Game(GameId::Passcode))),
        );
}

/// The human's choice so far: the card picked (0 or 1 in hand).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Choice {
    pub selected: Option<u8>,
    /// With digits in any order: the open digit the keyboard points at, as an index into
    /// [`open_digits`].
    pub digit: usize,
    /// A refusal or a note on the last pick (rendered when drawn).
    pub message: Option<Words>,
    /// The hint asked for (rendered when drawn).
    pub hint: Option<Words>,
}

fn reset_choice(mut choice: ResMut<Choice>) {
    *choice = Choice::default();
}

/// A choice from the table, the keyboard or a gamepad.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum Pick {
    /// Pick up (or put back) a card.
    Select(u8),
    /// Pick up a card (dragging it).
    Hold(u8),
    /// Keyboard or gamepad: pick the other card.
    Cycle(i8),
    /// Keyboard or gamepad: point at the next or previous open digit (any-order option).
    FocusDigit(i8),
    /// Play the picked card, on this digit (any-order option) or the next one.
    PlayOn(Option<u8>),
    Act(Action),
    /// The picked card, discarded or laid as LOCK IN.
    Discard,
    LockIn,
    Hint,
}

/// Whether the seat rolls this turn instead of drawing.
pub fn must_roll(view: &Observation) -> bool {
    let p = &view.players[view.seat.index()];
    p.lock_in.is_some() || p.counting_down || p.locked_out > 0
}

/// The digits of the seat's current code still open, in order (where a card may go).
pub fn open_digits(view: &Observation) -> Vec<u8> {
    let me = &view.players[view.seat.index()];
    (0..me.placed.len())
        .filter(|&j| me.placed[j].is_none())
        .map(|j| j as u8)
        .collect()
}

/// Keys and gamepad (`assets/i18n/en/rules/passcode.md`, "A turn"): Enter / Y draws or rolls, Up takes the discard;
/// 1 / 2 or Left / Right pick a card; Space / A plays it (on the digit Up / Down point at,
/// with digits in any order), Backspace / X discards it, S / B lays it as LOCK IN; with a
/// code just completed, S / B lays the last card as LOCK IN and Enter / Y keeps it.
fn keyboard_input(
    actions: Single<&ActionState<TableAction>>,
    table: Res<Match<Passcode>>,
    choice: Res<Choice>,
    mut picks: MessageWriter<Pick>,
) {
    let view = table.view();
    for (i, key) in TableAction::COLOURS.iter().take(2).enumerate() {
        if actions.just_pressed(key) {
            picks.write(Pick::Select(i as u8));
        }
    }
    let Phase::Turn { step } = view.phase else {
        return;
    };
    let pressed = |action: TableAction| actions.just_pressed(&action);
    for (action, step) in [(TableAction::FocusLeft, -1), (TableAction::FocusRight, 1)] {
        if pressed(action) {
            picks.write(Pick::Cycle(step));
        }
    }
    let submit = pressed(TableAction::Submit) || pressed(TableAction::Roll);
    match step {
        Step::Start if submit => {
            picks.write(Pick::Act(if must_roll(&view) {
                Action::Roll
            } else {
                Action::DrawPile
            }));
        }
        Step::Start if pressed(TableAction::ChoiceUp) => {
            picks.write(Pick::Act(Action::DrawDiscard));
        }
        Step::Completed if submit => {
            picks.write(Pick::Act(Action::Keep));
        }
        Step::Holding if view.options.any_order => {
            for (action, step) in [(TableAction::ChoiceUp, -1), (TableAction::ChoiceDown, 1)] {
                if pressed(action) {
                    picks.write(Pick::FocusDigit(step));
                }
            }
        }
        _ => {}
    }
    if pressed(TableAction::Place) {
        let digit = view
            .options
            .any_order
            .then(|| open_digits(&view).get(choice.digit).copied())
            .flatten();
        picks.write(Pick::PlayOn(digit));
    }
    if pressed(TableAction::Remove) {
        picks.write(Pick::Discard);
    }
    if pressed(TableAction::Stop) {
        picks.write(Pick::LockIn);
    }
    if pressed(TableAction::Hint) {
        picks.write(Pick::Hint);
    }
}

/// Turns picks into actions; the rules check each first and say why one is refused.
fn apply_picks(
    mut picks: MessageReader<Pick>,
    mut choice: ResMut<Choice>,
    table: Res<Match<Passcode>>,
    phase: Res<State<TurnPhase>>,
    mut submit: MessageWriter<Submit<Passcode>>,
) {
    let Some(seat) = table
        .acting_human()
        .filter(|_| *phase.get() == TurnPhase::AwaitingHuman)
    else {
        picks.clear();
        return;
    };
    let view = table.view();
    let pending: Vec<Pick> = picks.read().copied().collect();
    let mut chosen = None;
    for pick in pending {
        // A single card in hand is the one meant.
        let selected = choice
            .selected
            .filter(|&i| usize::from(i) < view.hand.len())
            .or((view.hand.len() == 1).then_some(0));
        let need_card = |choice: &mut Choice| {
            choice.message = Some(words!("passcode-need-card"));
        };
        match pick {
            Pick::Select(i) => {
                choice.selected =
                    (choice.selected != Some(i) && usize::from(i) < view.hand.len()).then_some(i);
            }
            Pick::Hold(i) => {
                choice.selected = (usize::from(i) < view.hand.len()).then_some(i);
            }
            Pick::Cycle(step) if !view.hand.is_empty() => {
                let n = view.hand.len() as isize;
                let from = choice
                    .selected
                    .map_or(if step > 0 { -1 } else { 0 }, isize::from);
                choice.selected = Some((from + isize::from(step)).rem_euclid(n) as u8);
                choice.message = None;
            }
            Pick::Cycle(_) => {}
            Pick::FocusDigit(step) => {
                let n = open_digits(&view).len().max(1) as isize;
                choice.digit = (choice.digit as isize + isize::from(step)).rem_euclid(n) as usize;
            }
            Pick::PlayOn(digit) => match selected {
                Some(card) => chosen = Some(Action::Play { card, digit }),
                None => need_card(&mut choice),
            },
            Pick::Discard => match selected {
                Some(card) => chosen = Some(Action::Discard { card }),
                None => need_card(&mut choice),
            },
            Pick::LockIn => match selected {
                Some(card) => chosen = Some(Action::LockIn { card }),
                None => need_card(&mut choice),
            },
            Pick::Act(action) => chosen = Some(action),
            Pick::Hint => {
                let advice = PasscodeBot::new(BotLevel::Hard).decide(&view);
                choice.hint = Some(words!("passcode-hint", action = explain(&advice, &view)));
            }
        }
        if chosen.is_some() {
            break;
        }
    }
    if let Some(action) = chosen {
        submit.write(Submit { seat, action });
    }
}

impl ShowsRefusals for Choice {
    fn refusal(&mut self) -> &mut Option<Words> {
        &mut self.message
    }
}

fn after_play(mut happened: MessageReader<Happened<Passcode>>, mut choice: ResMut<Choice>) {
    if happened.read().count() > 0 {
        *choice = Choice::default();
    }
}
