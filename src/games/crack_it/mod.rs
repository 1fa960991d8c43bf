//! Crack It at the table (`assets/i18n/en/rules/crack-it.md`): the hand and the choices a player
//! makes with it (a card, then a rival or a pile), the answer windows, the Clue's private
//! choice, the arrangement of the combination, the hint, and the app's view of the rules'
//! events. The table is pieces ([`table`]); the side panel and prompts are egui ([`view`]).

pub mod table;
pub mod view;

use crate::input::TableAction;
use crate::session::{GameId, InPlay, Paused, Screen};
use crate::table::turn::{TurnPhase, register};
use crate::table::{AppGame, Happened, Match, ShowsRefusals, Submit, show_refusals};
use bevy::prelude::*;
use codebreakers_crack_it::bots::CrackItBot;
use codebreakers_crack_it::{
    Action, ClueSource, CrackIt, DialResult, Event, Observation, Pending, Phase, ResourceCard,
};
use codebreakers_kernel::{Bot, BotLevel, SeatId, Words, words};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    register::<CrackIt>(app);
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

fn name(names: &[String], seat: SeatId) -> &str {
    &names[seat.index()]
}

/// A card's name in the player's language (a dial card with its value).
pub fn card_name(card: ResourceCard) -> Words {
    match card {
        ResourceCard::Dial(value) => words!(card.message_key(), value = value),
        _ => Words::new(card.message_key()),
    }
}

/// "`actor` plays `pending`." in the player's language: the log's line, and the answer
/// window's question.
pub fn plays_words(actor: &str, pending: &Pending, names: &[String]) -> Words {
    match pending {
        Pending::Clue {
            source: ClueSource::DiscardPile,
        } => words!("crack-it-log-plays-clue-discard", name = actor),
        Pending::Clue {
            source: ClueSource::Player(p),
        } => words!(
            "crack-it-log-plays-clue-hand",
            name = actor,
            rival = name(names, *p)
        ),
        Pending::Block { rival } => words!(
            "crack-it-log-plays-block",
            name = actor,
            rival = name(names, *rival)
        ),
        Pending::Reset => words!("crack-it-log-plays-reset", name = actor),
        Pending::CrackIt { rival } => words!(
            "crack-it-log-plays-crack-it",
            name = actor,
            rival = name(names, *rival)
        ),
        Pending::MasterCrackIt => words!("crack-it-log-plays-master", name = actor),
    }
}

impl AppGame for CrackIt {
    const GAME: GameId = GameId::CrackIt;

    /// In the middle band, left of the piles: between the rivals' safes and your own.
    fn move_caption_place() -> Option<(bevy_egui::egui::Align2, [f32; 2])> {
        Some((bevy_egui::egui::Align2::LEFT_CENTER, [312.0, 4.0]))
    }

    /// Public events only: hands, hidden digits and the Clue's choices never appear.
    fn describe(event: &Event, names: &[String]) -> Option<Words> {
        describe(event, names)
    }

    /// King of Thieves: a player whose safe is opened is out (rules page, "King of Thieves").
    fn knocked_out(event: &Event) -> Option<SeatId> {
        match event {
            Event::PlayerOut { seat } => Some(*seat),
            _ => None,
        }
    }

    fn summary(event: &Event, names: &[String]) -> Option<Vec<Words>> {
        match event {
            Event::NewGame { game } => Some(vec![
                words!("crack-it-summary-game-over", game = game - 1),
                words!("crack-it-summary-tokens-kept"),
                words!(
                    "crack-it-summary-starts",
                    name = names.first().cloned().unwrap_or_default(),
                    game = *game
                ),
            ]),
            _ => None,
        }
    }

    fn story(&self, names: &[String]) -> Vec<Words> {
        story(self, names)
    }

    fn spectator_seat(&self) -> SeatId {
        self.current()
    }

    /// Every combination face up, and a Clue's cards to all.
    fn revealed(&self, viewer: SeatId) -> Observation {
        self.observe_open(viewer)
    }
}

/// King of Safes: how a tie on points was broken (rules page, "King of Safes": more prestige; still tied, a
/// shared victory).
fn tie_break(game: &CrackIt, names: &[String]) -> Option<Words> {
    let players = game.players();
    let points =
        |p: &codebreakers_crack_it::Player| 2 * i64::from(p.prestige) - i64::from(p.infamy);
    let best = players.iter().map(points).max()?;
    let tied: Vec<usize> = (0..players.len())
        .filter(|&i| points(&players[i]) == best)
        .collect();
    if tied.len() < 2 {
        return None;
    }
    let list = tied
        .iter()
        .map(|&i| names[i].as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let most = tied.iter().map(|&i| players[i].prestige).max()?;
    let top: Vec<usize> = tied
        .iter()
        .copied()
        .filter(|&i| players[i].prestige == most)
        .collect();
    Some(match top.as_slice() {
        [winner] => words!(
            "crack-it-story-tie-prestige",
            names = list,
            points = best,
            winner = &names[*winner]
        ),
        _ => words!("crack-it-story-tie-shared", names = list, points = best),
    })
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
    Hint,
}

fn keyboard_input(
    actions: Single<&ActionState<TableAction>>,
    table: Res<Match<CrackIt>>,
    hand: Res<Hand>,
    mut plays: MessageWriter<Play>,
) {
    let view = table.view();
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
) {
    let Some(seat) = table
        .acting_human()
        .filter(|_| *phase.get() == TurnPhase::AwaitingHuman)
    else {
        plays.clear();
        return;
    };
    let view = table.view();
    let pending: Vec<Play> = plays.read().cloned().collect();
    let mut chosen: Option<Action> = None;
    for play in pending {
        match play {
            Play::Reorder { from, to } => {
                if view.phase == Phase::Arranging && from < 3 && to < 3 {
                    let mut order = hand.order.to_vec();
                    let card = order.remove(usize::from(from));
                    order.insert(usize::from(to), card);
                    hand.order.copy_from_slice(&order);
                    hand.swap = None;
                }
            }
            Play::Select(i) => {
                if view.phase == Phase::Arranging {
                    let i = usize::from(i).min(2);
                    match hand.swap.take() {
                        Some(j) if j != i => hand.order.swap(i, j),
                        Some(_) => {}
                        None => hand.swap = Some(i),
                    }
                    continue;
                }
                if let Some(picked) = hand.discarding.as_mut() {
                    if let Some(at) = picked.iter().position(|&x| x == i) {
                        picked.remove(at);
                    } else if usize::from(i) < view.hand.len() {
                        picked.push(i);
                    }
                    continue;
                }
                hand.selected = if hand.selected == Some(i) || usize::from(i) >= view.hand.len() {
                    None
                } else {
                    cues.write(crate::audio::Cue::Click);
                    Some(i)
                };
                hand.message = None;
            }
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
                    cues.write(crate::audio::Cue::Click);
                }
            }
            Play::At(target) if matches!(view.phase, Phase::ClueChoice { .. }) => {
                // The Clue's dial card goes where any dial card goes: the rival clicked
                // (rules page, "Action cards": Clue).
                let Phase::ClueChoice { values, .. } = &view.phase else {
                    continue;
                };
                match (
                    hand.offered.and_then(|row| values.get(usize::from(row))),
                    target,
                ) {
                    (Some(&value), Some(rival)) => chosen = Some(Action::TakeDial { value, rival }),
                    (Some(_), None) => hand.message = Some(words!("crack-it-offered-on-rival")),
                    (None, _) => hand.message = Some(words!("crack-it-pick-offered")),
                }
            }
            Play::At(target) => {
                let Some(i) = hand.selected else {
                    hand.message = Some(words!("crack-it-pick-first"));
                    continue;
                };
                match view.hand.get(usize::from(i)) {
                    Some(&card) => match action_for(card, i, target) {
                        Some(action) => chosen = Some(action),
                        None => {
                            hand.message = Some(match card {
                                ResourceCard::Prohibition => words!("crack-it-prohibition-answers"),
                                _ => words!("crack-it-needs-rival-click", card = card_name(card)),
                            })
                        }
                    },
                    None => hand.selected = None,
                }
            }
            Play::ClueOn(source) => {
                if let Some(i) = hand.selected
                    && view.hand.get(usize::from(i)) == Some(&ResourceCard::Clue)
                {
                    chosen = Some(Action::Clue { card: i, source });
                } else {
                    hand.message = Some(words!("crack-it-pick-clue"));
                }
            }
            Play::Act(action) => chosen = Some(action),
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
                let n = aim_targets(&view, hand.picked(&view)).len().max(1);
                hand.target = step_within(hand.target, step, n);
            }
            Play::Cycle(step) => match &view.phase {
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
                    cues.write(crate::audio::Cue::Click);
                }
                _ => {}
            },
            Play::Fire => match &view.phase {
                Phase::ClueChoice { values, .. } => {
                    let rivals = aimable(&view);
                    let rival = rivals.get(hand.target.min(rivals.len().saturating_sub(1)));
                    if let (Some(&value), Some(&rival)) = (values.get(hand.cursor), rival) {
                        chosen = Some(Action::TakeDial { value, rival });
                    }
                }
                _ => match (hand.selected, hand.picked(&view), hand.aimed(&view)) {
                    (Some(i), Some(ResourceCard::Clue), Some(Aim::DiscardPile)) => {
                        chosen = Some(Action::Clue {
                            card: i,
                            source: ClueSource::DiscardPile,
                        });
                    }
                    (Some(i), Some(card), aim) => {
                        let rival = match aim {
                            Some(Aim::Rival(rival)) => Some(rival),
                            _ => None,
                        };
                        chosen = action_for(card, i, rival);
                        if chosen.is_none() {
                            hand.message = Some(match card {
                                ResourceCard::Prohibition => words!("crack-it-prohibition-answers"),
                                _ => words!("crack-it-needs-rival-aim", card = card_name(card)),
                            });
                        }
                    }
                    _ => {
                        hand.message = Some(words!("crack-it-pick-card-keys"));
                    }
                },
            },
            Play::Hint => {
                let advice = CrackItBot::new(BotLevel::Hard, 7).decide(&view);
                hand.hint = Some(explain(&advice, &view, &table.names()));
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

/// `at` moved by `step` within `0..n`, wrapping round.
fn step_within(at: usize, step: i8, n: usize) -> usize {
    (at as isize + isize::from(step)).rem_euclid(n.max(1) as isize) as usize
}

/// An action as a hint, in the player's language.
pub fn explain(action: &Action, view: &Observation, names: &[String]) -> Words {
    let card = |i: &u8| {
        view.hand
            .get(usize::from(*i))
            .map_or(words!("crack-it-card-unknown"), |&c| card_name(c))
    };
    match action {
        Action::Arrange { order } => {
            let own = view.combinations.get(view.seat.index());
            let digits: Vec<String> = order
                .iter()
                .map(|&i| {
                    own.and_then(|c| c.get(usize::from(i)))
                        .and_then(|d| d.value)
                        .map_or("?".to_string(), |v| v.to_string())
                })
                .collect();
            words!("crack-it-hint-arrange", digits = digits.join(" "))
        }
        Action::Dial { card: i, rival } => words!(
            "crack-it-hint-dial",
            card = card(i),
            rival = name(names, *rival)
        ),
        Action::Clue {
            source: ClueSource::DiscardPile,
            ..
        } => words!("crack-it-hint-clue-discard"),
        Action::Clue {
            source: ClueSource::Player(p),
            ..
        } => words!("crack-it-hint-clue-hand", rival = name(names, *p)),
        Action::Block { rival, .. } => words!("crack-it-hint-block", rival = name(names, *rival)),
        Action::Reset { .. } => words!("crack-it-hint-reset"),
        Action::CrackIt { rival, .. } => {
            words!("crack-it-hint-crack-it", rival = name(names, *rival))
        }
        Action::MasterCrackIt { .. } => words!("crack-it-hint-master"),
        Action::TakeDial { value, rival } => words!(
            "crack-it-hint-take-dial",
            value = *value,
            rival = name(names, *rival)
        ),
        Action::Prohibit { .. } => words!("crack-it-hint-prohibit"),
        Action::Pass => words!("crack-it-hint-pass"),
        Action::Discard { cards } => words!("crack-it-hint-discard", count = cards.len()),
        Action::EndTurn => words!("crack-it-hint-end-turn"),
    }
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

/// An event in the log, in the player's language. Public events only: hands, hidden digits
/// and the Clue's choices never appear.
fn describe(event: &Event, names: &[String]) -> Option<Words> {
    Some(match event {
        Event::Arranged { seat } => words!("crack-it-log-arranged", name = name(names, *seat)),
        Event::TurnStarted { seat } => words!("crack-it-log-turn", name = name(names, *seat)),
        Event::Dialled {
            seat,
            rival,
            digit,
            dial,
            result,
        } => {
            let key = match result {
                DialResult::Above => "crack-it-log-dial-above",
                DialResult::Below => "crack-it-log-dial-below",
                DialResult::Click => "crack-it-log-dial-click",
                DialResult::PerfectlyNarrowed => "crack-it-log-dial-narrowed",
            };
            words!(
                key,
                name = name(names, *seat),
                dial = *dial,
                rival = name(names, *rival),
                digit = digit + 1
            )
        }
        Event::Discovered {
            rival,
            digit,
            value,
            ..
        } => words!(
            "crack-it-log-discovered",
            rival = name(names, *rival),
            digit = digit + 1,
            value = *value
        ),
        Event::ActionPlayed { seat, pending, .. } => {
            plays_words(name(names, *seat), pending, names)
        }
        Event::Prohibited { seat, count, .. } => words!(
            "crack-it-log-prohibited",
            name = name(names, *seat),
            count = *count
        ),
        Event::Passed { .. } => return None,
        Event::Resolved {
            card,
            stopped,
            stopped_for,
        } => {
            if *stopped {
                words!("crack-it-log-stopped", card = card_name(*card))
            } else if stopped_for.is_empty() {
                words!("crack-it-log-goes-through", card = card_name(*card))
            } else {
                let who: Vec<&str> = stopped_for.iter().map(|s| name(names, *s)).collect();
                words!(
                    "crack-it-log-goes-through-except",
                    card = card_name(*card),
                    names = who.join(", ")
                )
            }
        }
        Event::ClueTaken { seat, value, .. } => words!(
            "crack-it-log-clue-taken",
            name = name(names, *seat),
            value = *value
        ),
        Event::ClueWasted { seat } => {
            words!("crack-it-log-clue-wasted", name = name(names, *seat))
        }
        Event::Blocked { rival, digit, .. } => words!(
            "crack-it-log-blocked",
            rival = name(names, *rival),
            digit = digit + 1
        ),
        Event::ResetDigit { seat, digit } => words!(
            "crack-it-log-reset",
            name = name(names, *seat),
            digit = digit + 1
        ),
        Event::Discarded { seat, count } => words!(
            "crack-it-log-discarded",
            name = name(names, *seat),
            count = *count
        ),
        Event::Refilled { .. } => return None,
        Event::Reshuffled => words!("crack-it-log-reshuffled"),
        Event::SafeOpened { seat, by } => words!(
            "crack-it-log-safe-opened",
            by = name(names, *by),
            name = name(names, *seat)
        ),
        Event::PlayerOut { seat } => words!("crack-it-log-out", name = name(names, *seat)),
        Event::FinalDuel => words!("crack-it-log-final-duel"),
        Event::Tokens {
            seat,
            infamy,
            prestige,
        } => {
            let key = match (infamy.signum(), *prestige > 0) {
                (1, false) => "crack-it-log-takes-infamy",
                (-1, false) => "crack-it-log-returns-infamy",
                (0, true) => "crack-it-log-takes-prestige",
                (1, true) => "crack-it-log-takes-infamy-and-prestige",
                (-1, true) => "crack-it-log-returns-infamy-takes-prestige",
                _ => return None,
            };
            words!(key, name = name(names, *seat))
        }
        Event::GameEnded { game, last } => match last {
            Some(s) => words!(
                "crack-it-log-game-ended-last",
                game = *game,
                name = name(names, *s)
            ),
            None => words!("crack-it-log-game-ended", game = *game),
        },
        Event::NewGame { game } => words!("crack-it-log-new-game", game = *game),
        Event::GameOver { .. } => words!("crack-it-log-game-over"),
    })
}

/// How the match ended, in the player's language: the victory card or the scores (and a
/// tie's breaking), then every combination.
fn story(game: &CrackIt, names: &[String]) -> Vec<Words> {
    let mut lines = vec![];
    match game.options().mode {
        codebreakers_crack_it::Mode::KingOfThieves => {
            if let Some(w) = game.victory_card() {
                lines.push(words!("crack-it-story-victory", name = name(names, w)));
            }
        }
        codebreakers_crack_it::Mode::KingOfSafes => {
            for (i, p) in game.players().iter().enumerate() {
                lines.push(words!(
                    "crack-it-story-score",
                    name = &names[i],
                    prestige = p.prestige,
                    plus = 2 * u32::from(p.prestige),
                    infamy = p.infamy,
                    minus = -i32::from(p.infamy)
                ));
            }
            lines.extend(tie_break(game, names));
        }
    }
    for (i, p) in game.players().iter().enumerate() {
        let digits: Vec<String> = p.combination.iter().map(|d| d.value.to_string()).collect();
        lines.push(words!(
            "crack-it-story-combination",
            name = &names[i],
            digits = digits.join(" ")
        ));
    }
    lines
}
