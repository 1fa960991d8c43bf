//! Passcode at the table (RULES.md §3): the player's choices (draw, play, discard, lay the
//! LOCK IN card, roll), the keyboard path, the hint, and the app's view of the rules' events.
//! The table is drawn with egui in [`view`].

pub mod view;

use crate::input::TableAction;
use crate::screens::{GameId, PauseMenu, Screen};
use crate::table::turn::{TurnPhase, register};
use crate::table::{AppGame, Happened, Match, Rejected, Submit, capitalise};
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
                show_rejections,
                after_play,
            )
                .chain()
                .run_if(resource_exists::<Match<Passcode>>),
        );
}

/// The rules page (RULES.md §3, with its rulings).
pub const RULES: &str = include_str!("rules.md");

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
    fn describe(event: &Event, names: &[String]) -> Option<String> {
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
            Event::Rolled {
                seat,
                roll,
                purpose,
            } => {
                let why = match purpose {
                    RollFor::LockIn => "to lock in",
                    RollFor::Countdown => "to count down",
                    RollFor::Lockout => "to break the lock-out",
                };
                format!("{} rolls {roll} {why}.", n(seat))
            }
            Event::LockedOut { seat } => format!("{} is locked out by three FAILs.", n(seat)),
            Event::LockoutBroken { seat } => format!("{} breaks the lock-out!", n(seat)),
            Event::LockoutOver { seat } => format!("{}'s lock-out is over.", n(seat)),
            Event::Reshuffled => "The discard pile becomes the new draw pile.".into(),
            Event::RoundWon { seat } => format!("{} locks in and wins the round!", n(seat)),
            Event::Scored { seat, added, score } => format!("{}: {added:+} = {score}.", n(seat)),
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

    fn summary(_event: &Event, _names: &[String]) -> Option<Vec<String>> {
        None
    }

    /// A round's end: who locked in, what each player adds and why, who moves up.
    fn batch_summary(events: &[Event], names: &[String]) -> Option<Vec<String>> {
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
                // A LEVEL 4 player's set-aside card is told above.
                Event::Scored { seat, added, score }
                    if *added >= 0
                        && !events.iter().any(
                            |e| matches!(e, Event::BackToLevelFour { seat: s, .. } if s == seat),
                        ) =>
                {
                    lines.push(format!(
                        "{} adds {added} from their card: score {score}.",
                        names[seat.index()]
                    ))
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

    fn story(&self, names: &[String]) -> Vec<String> {
        self.players()
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

    fn spectator_seat(&self) -> SeatId {
        self.current()
    }

    fn animation_seconds(events: &[Event]) -> f32 {
        events
            .iter()
            .map(|e| match e {
                Event::Rolled { .. } => 0.6,
                Event::Played { .. } | Event::Discarded { .. } | Event::FailLaid { .. } => 0.25,
                Event::RoundWon { .. } | Event::GameWon { .. } => 0.8,
                _ => 0.0,
            })
            .sum()
    }
}

/// The human's choice so far: the card picked (0 or 1 in hand).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Choice {
    pub selected: Option<u8>,
    pub message: Option<String>,
    pub hint: Option<String>,
}

fn reset_choice(mut choice: ResMut<Choice>) {
    *choice = Choice::default();
}

/// A choice from the table, the keyboard or a gamepad.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum Pick {
    Select(u8),
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

fn keyboard_input(
    actions: Single<&ActionState<TableAction>>,
    menu: Res<PauseMenu>,
    table: Res<Match<Passcode>>,
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
    let start = view.phase == (Phase::Turn { step: Step::Start });
    if start
        && (actions.just_pressed(&TableAction::Submit) || actions.just_pressed(&TableAction::Roll))
    {
        picks.write(Pick::Act(if must_roll(&view) {
            Action::Roll
        } else {
            Action::DrawPile
        }));
    }
    if actions.just_pressed(&TableAction::ChoiceUp) && start {
        picks.write(Pick::Act(Action::DrawDiscard));
    }
    if actions.just_pressed(&TableAction::Place) {
        picks.write(Pick::PlayOn(None));
    }
    if actions.just_pressed(&TableAction::Remove) {
        picks.write(Pick::Discard);
    }
    if actions.just_pressed(&TableAction::Stop) {
        picks.write(Pick::LockIn);
    }
    if actions.just_pressed(&TableAction::Hint) {
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
        let selected = choice
            .selected
            .filter(|&i| usize::from(i) < view.hand.len());
        let need_card = |choice: &mut Choice| {
            choice.message = Some("Pick one of your two cards first (1 or 2).".into());
        };
        match pick {
            Pick::Select(i) => {
                choice.selected =
                    (choice.selected != Some(i) && usize::from(i) < view.hand.len()).then_some(i);
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
    if let Some(action) = chosen {
        match table.game.clone().apply(seat, &action) {
            Ok(_) => {
                submit.write(Submit { seat, action });
            }
            Err(error) => choice.message = Some(capitalise(&error.to_string())),
        }
    }
}

fn show_rejections(mut rejected: MessageReader<Rejected<Passcode>>, mut choice: ResMut<Choice>) {
    for r in rejected.read() {
        choice.message = Some(capitalise(&r.error.to_string()));
    }
}

fn after_play(mut happened: MessageReader<Happened<Passcode>>, mut choice: ResMut<Choice>) {
    if happened.read().count() > 0 {
        *choice = Choice::default();
    }
}
