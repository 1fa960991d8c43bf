//! The player's hand at the Crack It table and the choices made with it (a card, then a rival
//! or a pile; an answer; a Clue's dial; the combination's order), by keys or pad, and the
//! sounds and refusals. The pointer's choices come from [`super::table`].

use super::words::{card_name, explain};
use crate::input::TableAction;
use crate::session::{GameId, InPlay, Paused, Screen};
use crate::table::turn::{ANSWER_LEAST_SECONDS, TurnPhase};
use crate::table::{Happened, Match, ShowsRefusals, Submit, TurnCame, show_refusals};
use bevy::prelude::*;
use codebreakers_crack_it::bots::CrackItBot;
use codebreakers_crack_it::{
    Action, ClueSource, CrackIt, DialResult, Event, Observation, Phase, ResourceCard,
};
use codebreakers_kernel::{Bot, BotLevel, SeatId, Words, words};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hand>()
        .init_resource::<Flash>()
        .add_message::<Play>()
        .add_systems(OnEnter(Screen::Playing), reset_hand)
        .add_systems(
            Update,
            (
                keyboard_input
                    .run_if(in_state(TurnPhase::AwaitingHuman).and_then(in_state(Paused::No))),
                apply_plays,
                show_refusals::<CrackIt, Hand>,
                sounds,
                after_play,
            )
                .chain()
                .run_if(in_state(InPlay::Game(GameId::CrackIt))),
        );
}

/// The digit something just happened to, glowing for a moment on the table.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Flash {
    pub at: Option<(SeatId, u8)>,
    pub what: Flashed,
    /// When it happened (seconds since start).
    pub since: f32,
}

/// What happened to the flashed digit, for its animation.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flashed {
    /// A dial card slid onto the stack above (or below) it.
    Dialled { above: bool },
    /// The combination card flipped face up (CLICK).
    Discovered,
    /// Blocked or reset: it only glows.
    #[default]
    Marked,
}

/// What the human at the screen has chosen so far.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Hand {
    /// The card picked up (index in hand).
    pub selected: Option<u8>,
    /// Where the keyboard or gamepad aims, as an index into [`aim_targets`].
    pub target: usize,
    /// The keyboard or gamepad focus: the combination card while arranging, the dial card
    /// offered by a Clue, or the hand card while ticking cards to discard.
    pub cursor: usize,
    /// The dial card a Clue offers that was picked up from the table (by its row), to be
    /// played on the rival's safe clicked next, as any card is.
    pub offered: Option<u8>,
    /// Discarding instead of playing: the cards ticked.
    pub discarding: Option<Vec<u8>>,
    /// The arrangement being made, and a card picked to swap.
    pub order: [u8; 3],
    pub swap: Option<usize>,
    /// A note on the last choice, or a refusal (rendered when drawn).
    pub message: Option<Words>,
    /// The hint asked for (rendered when drawn).
    pub hint: Option<Words>,
    /// The turn is to end with no card played: asked once whether the player means it
    /// (never one stray key away).
    pub ending: bool,
}

fn reset_hand(mut hand: ResMut<Hand>) {
    *hand = Hand {
        order: [0, 1, 2],
        ..default()
    };
}

/// A choice from the table, the keyboard or a gamepad.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Play {
    /// Pick up (or put back) a hand card.
    Select(u8),
    /// Pick up a hand card (dragging it).
    Pick(u8),
    /// Arranging: move the combination card at one place to another (dragged there).
    Reorder {
        from: u8,
        to: u8,
    },
    /// Play the picked-up card against this rival (or on oneself, for Reset and Master).
    At(Option<SeatId>),
    /// Play the picked-up Clue on a source.
    ClueOn(ClueSource),
    /// Pick up (or put back) a dial card a Clue offers, by its row on the table.
    Offered(u8),
    /// Any decision, as is.
    Act(Action),
    /// Start ticking cards to discard instead of playing.
    DiscardMode,
    /// Keyboard or gamepad: point at the next or previous target (rival or pile).
    Aim(i8),
    /// Keyboard or gamepad: pick the next or previous card (or move the focus).
    Cycle(i8),
    /// Keyboard or gamepad: play the picked-up card at the target pointed at (or take the
    /// focused dial card of a Clue).
    Fire,
    /// Stop ticking cards to discard.
    LeaveDiscardMode,
    /// Not ending the turn after all (asked whether to end it with no card played).
    KeepPlaying,
    Hint,
}

fn keyboard_input(
    actions: Single<&ActionState<TableAction>>,
    table: Res<Match<CrackIt>>,
    hand: Res<Hand>,
    came: Res<TurnCame>,
    mut plays: MessageWriter<Play>,
) {
    let view = table.view();
    let may_answer = answer_settled(&came);
    for (i, key) in TableAction::COLOURS.iter().take(5).enumerate() {
        if actions.just_pressed(key) {
            plays.write(Play::Select(i as u8));
        }
    }
    for (action, step) in [(TableAction::FocusLeft, -1), (TableAction::FocusRight, 1)] {
        if actions.just_pressed(&action) {
            plays.write(Play::Aim(step));
        }
    }
    for (action, step) in [(TableAction::ChoiceUp, -1), (TableAction::ChoiceDown, 1)] {
        if actions.just_pressed(&action) {
            plays.write(Play::Cycle(step));
        }
    }
    if actions.just_pressed(&TableAction::Hint) {
        plays.write(Play::Hint);
    }
    let place = actions.just_pressed(&TableAction::Place);
    let submit = actions.just_pressed(&TableAction::Submit);
    let remove = actions.just_pressed(&TableAction::Remove);
    let discarding = hand.discarding.clone();
    match &view.phase {
        Phase::Arranging if submit => {
            plays.write(Play::Act(Action::Arrange { order: hand.order }));
        }
        Phase::Arranging if place => {
            plays.write(Play::Select(hand.cursor as u8));
        }
        Phase::Window(_) if !may_answer => {}
        Phase::Window(_) if place => {
            if let Some(i) = view
                .hand
                .iter()
                .position(|&c| c == ResourceCard::Prohibition)
            {
                plays.write(Play::Act(Action::Prohibit { card: i as u8 }));
            }
        }
        Phase::Window(_) if remove || submit => {
            plays.write(Play::Act(Action::Pass));
        }
        Phase::ClueChoice { .. } if place || submit => {
            plays.write(Play::Fire);
        }
        Phase::Turn if hand.ending && remove => {
            plays.write(Play::KeepPlaying);
        }
        Phase::Turn if remove => {
            plays.write(if discarding.is_some() {
                Play::LeaveDiscardMode
            } else {
                Play::DiscardMode
            });
        }
        Phase::Turn if place => {
            plays.write(match discarding {
                Some(_) => Play::Select(hand.cursor as u8),
                None => Play::Fire,
            });
        }
        Phase::Turn if submit => {
            plays.write(Play::Act(match discarding {
                Some(cards) => Action::Discard { cards },
                None => Action::EndTurn,
            }));
        }
        _ => {}
    }
}

/// Whether the answer window has been up long enough to take an answer
/// ([`ANSWER_LEAST_SECONDS`]), the same whatever the seat holds.
pub fn answer_settled(came: &TurnCame) -> bool {
    came.shown >= ANSWER_LEAST_SECONDS
}

/// Where a picked-up card can be aimed from the keyboard or a gamepad.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Rival(SeatId),
    /// The discard pile, for a Clue (`assets/i18n/en/rules/crack-it.md`, "Action cards": Clue).
    DiscardPile,
}

/// What the keyboard can aim `card` at: every rival still in the game, and for a Clue the
/// discard pile too.
pub fn aim_targets(view: &Observation, card: Option<ResourceCard>) -> Vec<Aim> {
    let mut targets: Vec<Aim> = aimable(view).into_iter().map(Aim::Rival).collect();
    if card == Some(ResourceCard::Clue) {
        targets.push(Aim::DiscardPile);
    }
    targets
}

impl Hand {
    /// The card picked up, as it is in the hand.
    pub fn picked(&self, view: &Observation) -> Option<ResourceCard> {
        self.selected
            .and_then(|i| view.hand.get(usize::from(i)))
            .copied()
    }

    /// Where the keyboard aims the picked-up card now.
    pub fn aimed(&self, view: &Observation) -> Option<Aim> {
        let targets = aim_targets(view, self.picked(view));
        targets
            .get(self.target.min(targets.len().saturating_sub(1)))
            .copied()
    }
}

/// Rivals one may aim at: in the game, with a digit left.
pub fn aimable(view: &Observation) -> Vec<SeatId> {
    (0..view.combinations.len())
        .filter(|&i| i != view.seat.index() && !view.out[i])
        .map(|i| SeatId(i as u8))
        .collect()
}

/// The action a picked-up card makes against `target`.
fn action_for(card: ResourceCard, index: u8, target: Option<SeatId>) -> Option<Action> {
    Some(match (card, target) {
        (ResourceCard::Dial(_), Some(rival)) => Action::Dial { card: index, rival },
        (ResourceCard::Block, Some(rival)) => Action::Block { card: index, rival },
        (ResourceCard::CrackIt, Some(rival)) => Action::CrackIt { card: index, rival },
        (ResourceCard::Reset, _) => Action::Reset { card: index },
        (ResourceCard::MasterCrackIt, _) => Action::MasterCrackIt { card: index },
        (ResourceCard::Clue, Some(p)) => Action::Clue {
            card: index,
            source: ClueSource::Player(p),
        },
        _ => return None,
    })
}

/// Turns choices into actions; the rules check each first, and say why one is refused.
fn apply_plays(
    mut plays: MessageReader<Play>,
    mut hand: ResMut<Hand>,
    table: Res<Match<CrackIt>>,
    phase: Res<State<TurnPhase>>,
    mut submit: MessageWriter<Submit<CrackIt>>,
    mut cues: MessageWriter<crate::audio::Cue>,
    mut quiet: ResMut<crate::input::KeysQuiet>,
) {
    let Some(seat) = table
        .acting_human()
        .filter(|_| *phase.get() == TurnPhase::AwaitingHuman)
    else {
        plays.clear();
        return;
    };
    let view = table.view();
    let names = table.names();
    let pending: Vec<Play> = plays.read().cloned().collect();
    for play in pending {
        let mut clicked = false;
        let was_ending = hand.ending;
        let chosen = choose(play, &mut hand, &view, &names, &mut clicked);
        if hand.ending && !was_ending {
            // The question is new: the key that asked to end does not answer it.
            quiet.hush();
        }
        if clicked {
            cues.write(crate::audio::Cue::Click);
        }
        if let Some(action) = chosen {
            submit.write(Submit { seat, action });
            break;
        }
    }
}

/// What one choice does: an action to send, or a change of the hand's selection, aim or
/// message (`clicked` when a card or a dial is picked, for its sound).
fn choose(
    play: Play,
    hand: &mut Hand,
    view: &Observation,
    names: &[String],
    clicked: &mut bool,
) -> Option<Action> {
    // Anything else done closes the question whether to end the turn unplayed.
    let ending = std::mem::take(&mut hand.ending);
    match play {
        // Ending a turn with no card played is asked once (rules page, "Your turn": a turn
        // may end with nothing played, but never by one stray key).
        Play::Act(Action::EndTurn) if !view.turn.used && hand.discarding.is_none() && !ending => {
            hand.ending = true;
            hand.selected = None;
            hand.message = None;
        }
        Play::KeepPlaying => {}
        Play::Reorder { from, to } => {
            if view.phase == Phase::Arranging && from < 3 && to < 3 {
                let mut order = hand.order.to_vec();
                let card = order.remove(usize::from(from));
                order.insert(usize::from(to), card);
                hand.order.copy_from_slice(&order);
                hand.swap = None;
            }
        }
        Play::Select(i) => select(hand, view, i, clicked),
        Play::Pick(i) => {
            if view.phase == Phase::Turn && usize::from(i) < view.hand.len() {
                hand.selected = Some(i);
                hand.discarding = None;
                hand.message = None;
            }
        }
        Play::Offered(row) => {
            if let Phase::ClueChoice { values, .. } = &view.phase
                && usize::from(row) < values.len()
            {
                hand.offered = (hand.offered != Some(row)).then_some(row);
                hand.cursor = usize::from(row);
                hand.message = None;
                *clicked = true;
            }
        }
        Play::At(target) => return aimed_at(hand, view, target),
        Play::ClueOn(source) => {
            if let Some(i) = hand.selected
                && view.hand.get(usize::from(i)) == Some(&ResourceCard::Clue)
            {
                return Some(Action::Clue { card: i, source });
            }
            hand.message = Some(words!("crack-it-pick-clue"));
        }
        Play::Act(action) => return Some(action),
        Play::DiscardMode => {
            hand.selected = None;
            hand.discarding = Some(vec![]);
            hand.cursor = 0;
            hand.message = Some(words!("crack-it-discard-how"));
        }
        Play::LeaveDiscardMode => {
            hand.discarding = None;
            hand.message = None;
        }
        Play::Aim(step) if view.phase == Phase::Arranging => {
            hand.cursor = step_within(hand.cursor, step, 3);
        }
        Play::Aim(step) => {
            let n = aim_targets(view, hand.picked(view)).len().max(1);
            hand.target = step_within(hand.target, step, n);
        }
        Play::Cycle(step) => cycle(hand, view, step, clicked),
        Play::Fire => return fire(hand, view),
        Play::Hint => {
            let advice = CrackItBot::new(BotLevel::Hard, 7).decide(view);
            hand.hint = Some(explain(&advice, view, names));
        }
    }
    None
}

/// A card of the hand clicked or chosen: swapped in the combination being arranged, ticked
/// for a discard, or picked up (put down when clicked again).
fn select(hand: &mut Hand, view: &Observation, i: u8, clicked: &mut bool) {
    if view.phase == Phase::Arranging {
        let i = usize::from(i).min(2);
        match hand.swap.take() {
            Some(j) if j != i => hand.order.swap(i, j),
            Some(_) => {}
            None => hand.swap = Some(i),
        }
        return;
    }
    if let Some(picked) = hand.discarding.as_mut() {
        if let Some(at) = picked.iter().position(|&x| x == i) {
            picked.remove(at);
        } else if usize::from(i) < view.hand.len() {
            picked.push(i);
        }
        return;
    }
    hand.selected = if hand.selected == Some(i) || usize::from(i) >= view.hand.len() {
        None
    } else {
        *clicked = true;
        Some(i)
    };
    hand.message = None;
}

/// The picked card (or a Clue's dial) played at a rival, or at no one.
fn aimed_at(hand: &mut Hand, view: &Observation, target: Option<SeatId>) -> Option<Action> {
    if let Phase::ClueChoice { values, .. } = &view.phase {
        // The Clue's dial card goes where any dial card goes: the rival clicked (rules
        // page, "Action cards": Clue).
        let offered = hand.offered.and_then(|row| values.get(usize::from(row)));
        match (offered, target) {
            (Some(&value), Some(rival)) => return Some(Action::TakeDial { value, rival }),
            (Some(_), None) => hand.message = Some(words!("crack-it-offered-on-rival")),
            (None, _) => hand.message = Some(words!("crack-it-pick-offered")),
        }
        return None;
    }
    let Some(i) = hand.selected else {
        hand.message = Some(words!("crack-it-pick-first"));
        return None;
    };
    let Some(&card) = view.hand.get(usize::from(i)) else {
        hand.selected = None;
        return None;
    };
    let action = action_for(card, i, target);
    if action.is_none() {
        hand.message = Some(match card {
            ResourceCard::Prohibition => words!("crack-it-prohibition-answers"),
            _ => words!("crack-it-needs-rival-click", card = card_name(card)),
        });
    }
    action
}

/// The keyboard's next or previous card, dial or combination card.
fn cycle(hand: &mut Hand, view: &Observation, step: i8, clicked: &mut bool) {
    match &view.phase {
        Phase::Arranging => hand.cursor = step_within(hand.cursor, step, 3),
        Phase::ClueChoice { values, .. } => {
            hand.cursor = step_within(hand.cursor, step, values.len().max(1));
            if hand.offered.is_some() {
                hand.offered = Some(hand.cursor as u8);
            }
        }
        Phase::Turn if hand.discarding.is_some() => {
            hand.cursor = step_within(hand.cursor, step, view.hand.len().max(1));
        }
        Phase::Turn if !view.hand.is_empty() => {
            let from = hand
                .selected
                .map_or(if step > 0 { -1 } else { 0 }, isize::from);
            let next = (from + isize::from(step)).rem_euclid(view.hand.len() as isize);
            hand.selected = Some(next as u8);
            hand.message = None;
            *clicked = true;
        }
        _ => {}
    }
}

/// The keyboard's play: the dial offered at the rival aimed at, or the picked card where it
/// is aimed.
fn fire(hand: &mut Hand, view: &Observation) -> Option<Action> {
    if let Phase::ClueChoice { values, .. } = &view.phase {
        let rivals = aimable(view);
        let rival = rivals.get(hand.target.min(rivals.len().saturating_sub(1)));
        return match (values.get(hand.cursor), rival) {
            (Some(&value), Some(&rival)) => Some(Action::TakeDial { value, rival }),
            _ => None,
        };
    }
    match (hand.selected, hand.picked(view), hand.aimed(view)) {
        (Some(i), Some(ResourceCard::Clue), Some(Aim::DiscardPile)) => Some(Action::Clue {
            card: i,
            source: ClueSource::DiscardPile,
        }),
        (Some(i), Some(card), aim) => {
            let rival = match aim {
                Some(Aim::Rival(rival)) => Some(rival),
                _ => None,
            };
            let action = action_for(card, i, rival);
            if action.is_none() {
                hand.message = Some(match card {
                    ResourceCard::Prohibition => words!("crack-it-prohibition-answers"),
                    _ => words!("crack-it-needs-rival-aim", card = card_name(card)),
                });
            }
            action
        }
        _ => {
            hand.message = Some(words!("crack-it-pick-card-keys"));
            None
        }
    }
}

/// `at` moved by `step` within `0..n`, wrapping round.
fn step_within(at: usize, step: i8, n: usize) -> usize {
    (at as isize + isize::from(step)).rem_euclid(n.max(1) as isize) as usize
}

/// The table's sounds: dial cards sliding, the CLICK of a digit found, a safe opening.
fn sounds(
    mut happened: MessageReader<Happened<CrackIt>>,
    mut cues: MessageWriter<crate::audio::Cue>,
    mut flash: ResMut<Flash>,
    time: Res<Time>,
) {
    use crate::audio::Cue;
    for batch in happened.read() {
        for event in &batch.events {
            let flashed = match event {
                Event::Dialled {
                    rival,
                    digit,
                    result,
                    ..
                } => Some((
                    *rival,
                    *digit,
                    Flashed::Dialled {
                        above: *result == DialResult::Above,
                    },
                )),
                Event::Discovered { rival, digit, .. } => {
                    Some((*rival, *digit, Flashed::Discovered))
                }
                Event::Blocked { rival, digit, .. } => Some((*rival, *digit, Flashed::Marked)),
                Event::ResetDigit { seat, digit } => Some((*seat, *digit, Flashed::Marked)),
                _ => None,
            };
            if let Some((seat, digit, what)) = flashed {
                *flash = Flash {
                    at: Some((seat, digit)),
                    what,
                    since: time.elapsed_secs(),
                };
            }
            let cue = match event {
                Event::Dialled { .. } | Event::ActionPlayed { .. } | Event::Refilled { .. } => {
                    Cue::CardSlide
                }
                Event::Discovered { .. } => Cue::SafeClick,
                Event::Prohibited { .. } => Cue::Shield,
                Event::SafeOpened { .. } => Cue::Solved,
                Event::GameOver { .. } => Cue::Victory,
                _ => continue,
            };
            cues.write(cue);
        }
    }
}

impl ShowsRefusals for Hand {
    fn refusal(&mut self) -> &mut Option<Words> {
        &mut self.message
    }
}

/// After anything is played the picked-up card and the notes are cleared.
fn after_play(mut happened: MessageReader<Happened<CrackIt>>, mut hand: ResMut<Hand>) {
    if happened.read().count() > 0 {
        *hand = Hand {
            order: [0, 1, 2],
            target: hand.target,
            ..default()
        };
    }
}
