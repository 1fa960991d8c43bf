//! The contract between a game's rules and everything that drives them: the app's
//! turn machine, computer players, the CLI and replays.

use crate::chance::{Chance, ChanceError};
use crate::seat::SeatId;
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use std::fmt::Debug;
use std::ops::RangeInclusive;
use thiserror::Error;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won (more than one on a shared victory).
    pub winners: Vec<SeatId>,
    /// Each seat's final score, by seat index.
    pub scores: Vec<i64>,
}

impl Outcome {
    /// The end of a match that the `resigned` seats gave up before the rules ended it (an
    /// online match, where a seat may resign): the others win, and each seat keeps the
    /// score it had then (`scores`, by seat index: [`Game::scores_now`]).
    pub fn by_resignation(scores: Vec<i64>, resigned: &[SeatId]) -> Outcome {
        Outcome {
            winners: (0..scores.len())
                .map(|index| SeatId(index as u8))
                .filter(|seat| !resigned.contains(seat))
                .collect(),
            scores,
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{game} is played by {}, not {given}", seat_range(*min, *max))]
    SeatCount {
        game: &'static str,
        min: usize,
        max: usize,
        given: usize,
    },
    #[error("invalid options: {0}")]
    Options(String),
    #[error(transparent)]
    Chance(#[from] ChanceError),
}

impl SetupError {
    /// `Ok` if `given` seats may play `game` (named as players read it) with `options`, else
    /// the error that says how many may.
    pub fn check_seats<G: Game>(
        game: &'static str,
        options: &G::Options,
        given: usize,
    ) -> Result<(), SetupError> {
        let range = G::seats(options);
        if range.contains(&given) {
            return Ok(());
        }
        Err(SetupError::SeatCount {
            game,
            min: *range.start(),
            max: *range.end(),
            given,
        })
    }
}

/// "2 seats", or "2 to 6 seats".
fn seat_range(min: usize, max: usize) -> String {
    if min == max {
        format!("{min} seats")
    } else {
        format!("{min} to {max} seats")
    }
}

/// A game's rules, as a value.
///
/// `apply` is atomic: it either applies the whole action and returns what happened,
/// or returns a typed error and leaves the state exactly as it was.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned {
    /// A decision a seat can take; the same type comes from a mouse, a bot, the CLI and a replay.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Something that happened, for the view to animate and the log to record.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why an action is not allowed, naming the rule it breaks; it travels as a server's
    /// refusal does, so it can be written and read back.
    type Error: std::error::Error + Clone + PartialEq + Serialize + DeserializeOwned;
    /// What one seat may see; written and read back whole, as a client receives it.
    type Observation: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Choices made before the game starts.
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned;

    /// The name used by the CLI and scenario files, e.g. `code-breaker`.
    const ID: &'static str;

    /// How many seats may play with `options`: the rules' count of players, which the
    /// setup screens offer and [`Game::setup`] holds to.
    fn seats(options: &Self::Options) -> RangeInclusive<usize>;

    /// A new game for `seat_count` seats, its chance drawn from `chance`.
    fn setup(
        options: &Self::Options,
        seat_count: usize,
        chance: Chance,
    ) -> Result<Self, SetupError>;

    /// Applies `action` taken by `seat`, or explains why it is illegal and changes nothing.
    fn apply(
        &mut self,
        seat: SeatId,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Error>;

    /// The seats that must decide now; more than one while an out-of-turn answer is open.
    /// Empty once the game is over.
    fn to_decide(&self) -> Vec<SeatId>;

    /// The legal actions of `seat` in the current decision (empty if it has none to take).
    fn legal_actions(&self, seat: SeatId) -> Vec<Self::Action>;

    /// What `seat` may see of the state: its own secrets, never another seat's.
    fn observe(&self, seat: SeatId) -> Self::Observation;

    /// What anyone watching may see, holding no seat: no seat's secrets at all. It is seen
    /// from the side of a seat (the one whose turn it is, or the one the table faces), as
    /// that seat sees it with its own secrets hidden too.
    fn observe_public(&self) -> Self::Observation;

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// How many seats play.
    fn seat_count(&self) -> usize;

    /// Each seat's score so far, by seat index, counted as the outcome counts it: what a
    /// match ended early (a resignation) keeps. None counted (every score 0) by default.
    fn scores_now(&self) -> Vec<i64> {
        vec![0; self.seat_count()]
    }

    /// What `viewer` (a seat, or `None`: anyone watching) may know of `event`, which the rules
    /// gave out whole: the event itself when everyone sees it, the event with what the viewer
    /// may not see taken out, or `None` when it tells the viewer nothing. It never tells more
    /// than the viewer's observation shows ([`check_events_hidden`]). A seat is told its
    /// events so, online and in the log at one screen.
    fn seen_by(event: &Self::Event, viewer: Option<SeatId>) -> Option<Self::Event>;

    /// `events` as `viewer` may know them ([`Game::seen_by`]), in order.
    fn events_seen_by(events: &[Self::Event], viewer: Option<SeatId>) -> Vec<Self::Event> {
        events
            .iter()
            .filter_map(|event| Self::seen_by(event, viewer))
            .collect()
    }

    /// Whether the seat that took `action`, which caused `events`, may take it back: it drew
    /// no chance and revealed nothing hidden to anyone (`docs/architecture.md`, "Nothing is lost"). Each
    /// rules crate names its own; [`Timeline::revocable`](crate::Timeline::revocable) adds that
    /// only a seat's own last actions go back, and all of them revocable. Default: never.
    fn revocable(seat: SeatId, action: &Self::Action, events: &[Self::Event]) -> bool {
        let _ = (seat, action, events);
        false
    }
}

/// A computer player: it decides from an observation alone, so it cannot peek.
pub trait Bot<G: Game> {
    fn decide(&mut self, observation: &G::Observation) -> G::Action;
}

/// Runs `step` on a copy of `state` and keeps the copy only if `step` succeeds,
/// which makes any rules implementation atomic.
pub fn apply_atomically<S: Clone, T, E>(
    state: &mut S,
    step: impl FnOnce(&mut S) -> Result<T, E>,
) -> Result<T, E> {
    let mut next = state.clone();
    let result = step(&mut next)?;
    *state = next;
    Ok(result)
}

/// Checks `action` by `seat` against the contract of [`Game`], for property tests: `apply`
/// refuses it if and only if it is not among `legal` (the state's `legal_actions(seat)`),
/// a refused action leaves the state as it was, and its refusal can be written and read
/// back (as a server sends it). `Err` says what broke.
pub fn check_against_legal_actions<G: Game + PartialEq>(
    game: &G,
    seat: SeatId,
    legal: &[G::Action],
    action: &G::Action,
) -> Result<(), String> {
    let listed = legal.contains(action);
    let mut tried = game.clone();
    match tried.apply(seat, action) {
        Ok(_) if !listed => Err(format!(
            "{action:?} by {seat} is accepted but not listed legal"
        )),
        Err(e) if listed => Err(format!(
            "{action:?} by {seat} is listed legal but refused: {e}"
        )),
        Err(e) if tried != *game => Err(format!(
            "{action:?} by {seat} is refused ({e}) but changed the state"
        )),
        Err(e) => round_trip(&e).map_err(|why| format!("the refusal {e}: {why}")),
        _ => Ok(()),
    }
}

/// Checks that what `game` gives out can travel, for property tests: every seat's
/// observation and the public one are written as JSON and read back equal. `Err` says what
/// did not come back.
pub fn check_on_the_wire<G: Game>(game: &G) -> Result<(), String> {
    let seats =
        (0..game.seat_count()).map(|i| (format!("seat {i}"), game.observe(SeatId(i as u8))));
    for (whose, observation) in seats.chain([("the public".to_string(), game.observe_public())]) {
        round_trip(&observation).map_err(|e| format!("{whose}'s observation: {e}"))?;
    }
    Ok(())
}

/// One action tried in one world, for [`check_events_hidden`]: the world, the seat that acts
/// and its action.
pub type Tried<'a, G> = (&'a G, SeatId, &'a <G as Game>::Action);

/// What `viewer` (a seat, or `None`: anyone watching) sees of `game`.
fn seen_of<G: Game>(game: &G, viewer: Option<SeatId>) -> G::Observation {
    viewer.map_or_else(|| game.observe_public(), |seat| game.observe(seat))
}

/// Checks that events tell `viewer` (a seat, or `None` for anyone watching) nothing its
/// observation does not, for property tests: two actions tried in two worlds the viewer
/// cannot tell apart (the same action in two deals, say, or two secret choices of another
/// seat in one world), if both are accepted and the viewer still cannot tell the worlds
/// apart after, it is told the same events of both ([`Game::seen_by`]). `Ok` when there is
/// nothing to compare; `Err` says what leaked.
pub fn check_events_hidden<G: Game>(
    viewer: Option<SeatId>,
    one: Tried<'_, G>,
    other: Tried<'_, G>,
) -> Result<(), String> {
    let (mut first, mut second) = (one.0.clone(), other.0.clone());
    if seen_of(&first, viewer) != seen_of(&second, viewer) {
        return Ok(());
    }
    let (Ok(first_events), Ok(second_events)) =
        (first.apply(one.1, one.2), second.apply(other.1, other.2))
    else {
        return Ok(());
    };
    if seen_of(&first, viewer) != seen_of(&second, viewer) {
        return Ok(());
    }
    let (told, other_told) = (
        G::events_seen_by(&first_events, viewer),
        G::events_seen_by(&second_events, viewer),
    );
    if told != other_told {
        let whom = viewer.map_or("a spectator".to_string(), |seat| seat.to_string());
        return Err(format!(
            "{whom} cannot tell the worlds apart, but is told {told:?} in one and {other_told:?} in the other"
        ));
    }
    Ok(())
}

/// `value` written as JSON and read back, if it comes back equal.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(
    value: &T,
) -> Result<(), String> {
    let text = serde_json::to_string(value).map_err(|e| format!("not written: {e}"))?;
    let back: T =
        serde_json::from_str(&text).map_err(|e| format!("not read back: {e} in {text}"))?;
    if back != *value {
        return Err(format!("read back as {back:?}, not {value:?}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_count_names_a_single_number_once() {
        let error = |min, max| SetupError::SeatCount {
            game: "Code Breaker",
            min,
            max,
            given: 3,
        };
        assert_eq!(
            error(2, 2).to_string(),
            "Code Breaker is played by 2 seats, not 3"
        );
        assert_eq!(
            error(4, 6).to_string(),
            "Code Breaker is played by 4 to 6 seats, not 3"
        );
    }

    #[test]
    fn a_resignation_lets_the_others_win_and_keeps_every_score() {
        let outcome = Outcome::by_resignation(vec![24, 12, 7], &[SeatId(1)]);
        assert_eq!(outcome.winners, [SeatId(0), SeatId(2)]);
        assert_eq!(outcome.scores, [24, 12, 7]);
    }

    #[test]
    fn a_failed_step_leaves_the_state_alone() {
        let mut state = vec![1, 2, 3];
        let result: Result<(), &str> = apply_atomically(&mut state, |s| {
            s.push(4);
            Err("illegal")
        });
        assert_eq!(result, Err("illegal"));
        assert_eq!(state, vec![1, 2, 3]);
        let ok: Result<usize, &str> = apply_atomically(&mut state, |s| {
            s.push(4);
            Ok(s.len())
        });
        assert_eq!(ok, Ok(4));
        assert_eq!(state, vec![1, 2, 3, 4]);
    }
}
