//! Passcode at the table (`assets/i18n/en/rules/passcode.md`): the player's choices (draw, play,
//! discard, lay the LOCK IN card, roll), the keyboard path, the hint, and the app's view of the
//! rules' events. The table is pieces and the side panel egui, in [`view`].

pub mod view;

use crate::i18n::raw;
use codebreakers_kernel::Words;
use crate::input::TableAction;
use crate::screens::{GameId, PauseMenu, Screen};
use crate::table::turn::{TurnPhase, register};
use crate::table::{
    AppGame, Happened, Match, ShowsRefusals, Submit, show_refusals, submit_or_refuse,
};
use bevy::prelude::*;
use codebreakers_kernel::{Bot, BotLevel, Game, SeatId};
use codebreakers_passcode::bots::PasscodeBot;
use codebreakers_passcode::{Action, Card, Event, Observation, Passcode, Phase, RollFor, Step};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    register::<Passcode>(app);
    app.add_plugins(view::motions_plugin);
    app.init_resource::<Choice>()
        .add_message::<Pick>()
        .add_systems(OnEnter(Screen::Playing), reset_choice)
        .add_systems(
            Update,
            (
                keyboard_input.run_if(in_state(TurnPhase::AwaitingHuman)),
                apply_picks,
                show_refusals::<Passcode, Choice>,
                after_play,
            )
                .chain()
                .run_if(resource_exists::<Match<Passcode>>),
        );
}

pub fn card_text(card: Card) -> String {
    match card {
        Card::Digit(d) => d.to_string(),
        Card::Key => "KEY".into(),
        Card::Fail => "FAIL".into(),
    }
}

impl AppGame for Passcode {
    const GAME: GameId = GameId::Passcode;

    fn bot(level: BotLevel, _seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(PasscodeBot::new(level))
    }

    /// Public events only: a card drawn from the pile is not named.
    fn describe(event: &Event, names: &[String]) -> Option<Words> {
        english_describe(event, names).map(raw)
    }

    fn summary(_event: &Event, _names: &[String]) -> Option<Vec<Words>> {
        english_summary(_event, _names).map(|lines| lines.into_iter().map(raw).collect())
    }

    /// A round's end: who locked in, what each player adds and why, who moves up.
    fn batch_summary(events: &[Event], names: &[String]) -> Option<Vec<Words>> {
        english_batch_summary(events, names).map(|lines| lines.into_iter().map(raw).collect())
    }

    fn story(&self, names: &[String]) -> Vec<Words> {
        english_story(self, names).into_iter().map(raw).collect()
    }

    fn spectator_seat(&self) -> SeatId {
        self.current()
    }
}

/// The human's choice so far: the card picked (0 or 1 in hand).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Choice {
    pub selected: Option<u8>,
    /// With digits in any order: the open digit the keyboard points at, as an index into
    /// [`open_digits`].
    pub digit: usize,
    pub message: Option<String>,
    pub hint: Option<String>,
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
    menu: Res<PauseMenu>,
    table: Res<Match<Passcode>>,
    choice: Res<Choice>,
    mut picks: MessageWriter<Pick>,
) {
    if menu.open {
        return;
    }
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

/// An action in the player's words.
pub fn explain(action: &Action, view: &Observation) -> String {
    let card = |i: &u8| {
        view.hand
            .get(usize::from(*i))
            .map_or("a card".into(), |c| card_text(*c))
    };
    match action {
        Action::DrawPile => "draw from the pile".into(),
        Action::DrawDiscard => "take the discard".into(),
        Action::Discard { card: i } => format!("discard the {}", card(i)),
        Action::Play { card: i, .. } => format!("play the {} on your code", card(i)),
        Action::LockIn { card: i } => format!("lay the {} as LOCK IN", card(i)),
        Action::Keep => "keep your card for now".into(),
        Action::Roll => "roll the die".into(),
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
    let view = table.game.observe(seat);
    let pending: Vec<Pick> = picks.read().copied().collect();
    let mut chosen = None;
    for pick in pending {
        // A single card in hand is the one meant.
        let selected = choice
            .selected
            .filter(|&i| usize::from(i) < view.hand.len())
            .or((view.hand.len() == 1).then_some(0));
        let need_card = |choice: &mut Choice| {
            choice.message =
                Some("Pick one of your two cards first (1 or 2, or Left/Right).".into());
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
                choice.hint = Some(format!("Hint: {}.", explain(&advice, &view)));
            }
        }
        if chosen.is_some() {
            break;
        }
    }
    if let Some(action) = chosen
        && let Err(refusal) = submit_or_refuse(&table, seat, action, &mut submit)
    {
        choice.message = Some(refusal);
    }
}

impl ShowsRefusals for Choice {
    fn refusal(&mut self) -> &mut Option<String> {
        &mut self.message
    }
}

fn after_play(mut happened: MessageReader<Happened<Passcode>>, mut choice: ResMut<Choice>) {
    if happened.read().count() > 0 {
        *choice = Choice::default();
    }
}

/// Transitional: the English line, until its message keys are in `assets/i18n`.
fn english_describe(event: &Event, names: &[String]) -> Option<String> {
        let n = |s: &SeatId| names[s.index()].clone();
        Some(match event {
            Event::Dealt { round, first } => format!("Round {round}: {} plays first.", n(first)),
            Event::DiscardStarted { card } => {
                format!("{} starts the discard pile.", card_text(*card))
            }
            Event::FailToBottom => "A FAIL cannot start the discard pile: under the pile.".into(),
            Event::Drew {
                seat,
                from_discard: true,
                card: Some(c),
            } => {
                format!(
                    "{} takes the {} from the discard pile.",
                    n(seat),
                    card_text(*c)
                )
            }
            Event::Drew { seat, .. } => format!("{} draws.", n(seat)),
            Event::FailLaid { seat, fails } => {
                format!("{} lays a FAIL ({fails} in front).", n(seat))
            }
            Event::Discarded { seat, card } => {
                format!("{} discards a {}.", n(seat), card_text(*card))
            }
            Event::Played { seat, card, digit } => {
                format!(
                    "{} plays a {} on digit {}.",
                    n(seat),
                    card_text(*card),
                    digit + 1
                )
            }
            Event::CodeComplete { seat } => format!("{}'s code is complete!", n(seat)),
            Event::LockInLaid { seat, number } => {
                format!("{} lays a LOCK IN card: {number}.", n(seat))
            }
            Event::CardKept { seat } => format!("{} keeps their card for now.", n(seat)),
            Event::Rolled {
                seat,
                roll,
                purpose,
            } => {
                let why = match purpose {
                    RollFor::LockIn => "to lock in",
                    RollFor::Countdown => "to count down",
                    RollFor::Lockout => "to break the lock-out",
                    RollFor::FirstPlayer => "to see who plays first",
                };
                format!("{} rolls {roll} {why}.", n(seat))
            }
            Event::LockedOut { seat } => format!("{} is locked out by three FAILs.", n(seat)),
            Event::LockoutBroken { seat } => format!("{} breaks the lock-out!", n(seat)),
            Event::LockoutOver { seat } => format!("{}'s lock-out is over.", n(seat)),
            Event::Reshuffled => "The discard pile becomes the new draw pile.".into(),
            Event::RoundWon { seat } => format!("{} locks in and wins the round!", n(seat)),
            Event::Scored { seat, added, score } => format!("{}: {added:+} = {score}.", n(seat)),
            Event::CardCounted { .. } => return None,
            Event::MovedUp { seat, level } => format!("{} moves up to LEVEL {level}.", n(seat)),
            Event::CountdownStarted { seat } => format!("{} starts counting down.", n(seat)),
            Event::BackToLevelFour { seat, added } => {
                format!(
                    "{} adds the set-aside {added} and plays the last level again.",
                    n(seat)
                )
            }
            Event::GameWon { seat } => format!("{} reaches exactly 0 and wins!", n(seat)),
            Event::TurnStarted { .. } | Event::CodesRolled => return None,
        })
    }

/// Transitional: the English line, until its message keys are in `assets/i18n`.
fn english_summary(_event: &Event, _names: &[String]) -> Option<Vec<String>> {
        None
    }

/// Transitional: the English line, until its message keys are in `assets/i18n`.
fn english_batch_summary(events: &[Event], names: &[String]) -> Option<Vec<String>> {
        let winner = events.iter().find_map(|e| match e {
            Event::RoundWon { seat } => Some(*seat),
            _ => None,
        })?;
        let mut lines = vec![format!(
            "{} locks in and wins the round!",
            names[winner.index()]
        )];
        for event in events {
            match event {
                Event::MovedUp { seat, level } => lines.push(format!(
                    "{} completed the code and moves up to LEVEL {level}.",
                    names[seat.index()]
                )),
                Event::BackToLevelFour { seat, added } => lines.push(format!(
                    "{} adds the set-aside {added} and plays the last level again.",
                    names[seat.index()]
                )),
                // `assets/i18n/en/rules/passcode.md`, "End of a round": why each player adds what they add.
                Event::CardCounted {
                    seat,
                    card,
                    lock_in,
                } => {
                    let name = &names[seat.index()];
                    let score = events.iter().find_map(|e| match e {
                        Event::Scored { seat: s, score, .. } if s == seat => Some(*score),
                        _ => None,
                    });
                    let score = score.map_or(String::new(), |s| format!(": score {s}"));
                    lines.push(match (card, lock_in) {
                        (None, _) => format!("{name} has no card in hand and adds 0{score}."),
                        (Some(Card::Key), true) => {
                            format!(
                                "{name} adds 1 for the LOCK IN card, a KEY (a KEY counts 1){score}."
                            )
                        }
                        (Some(Card::Key), false) => {
                            format!("{name} adds 1 for the KEY in hand (a KEY counts 1){score}.")
                        }
                        (Some(c), true) => format!(
                            "{name} adds {} for the LOCK IN card (the code was complete){score}.",
                            c.value()
                        ),
                        (Some(c), false) => {
                            format!("{name} adds {} for the card in hand{score}.", c.value())
                        }
                    });
                }
                Event::Dealt { round, .. } => {
                    lines.push(format!(
                        "Round {round} is dealt; unfinished codes start again."
                    ));
                }
                _ => {}
            }
        }
        Some(lines)
    }

/// Transitional: the English line, until its message keys are in `assets/i18n`.
fn english_story(game: &Passcode, names: &[String]) -> Vec<String> {
        game.players()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                format!(
                    "{}: level {}, score {}{}.",
                    names[i],
                    p.level + 1,
                    p.score,
                    if p.counting_down() {
                        ", counting down"
                    } else {
                        ""
                    }
                )
            })
            .collect()
    }
