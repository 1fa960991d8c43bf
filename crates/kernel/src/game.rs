//! The contract between a game's rules and everything that drives them: the app's
//! turn machine, computer players, the CLI and replays.

use crate::chance::{Chance, ChanceError};
use crate::seat::SeatId;
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use std::fmt::Debug;
use thiserror::Error;

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won (more than one on a shared victory).
    pub winners: Vec<SeatId>,
    /// Each seat's final score, by seat index.
    pub scores: Vec<i64>,
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
    type Event: Clone + Debug + PartialEq + Serialize;
    /// Why an action is not allowed, naming the rule it breaks.
    type Error: std::error::Error + Clone + PartialEq;
    /// What one seat may see.
    type Observation: Clone + Debug + Serialize;
    /// Choices made before the game starts.
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned;

    /// The name used by the CLI and scenario files, e.g. `code-breaker`.
    const ID: &'static str;

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

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// How many seats play.
    fn seat_count(&self) -> usize;

    /// Whether the seat that took `action`, which caused `events`, may take it back: it drew
    /// no chance and revealed nothing hidden to anyone (`DESIGN.md`, "Nothing is lost"). Each
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
/// and a refused action leaves the state as it was. `Err` says what broke.
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
        _ => Ok(()),
    }
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
