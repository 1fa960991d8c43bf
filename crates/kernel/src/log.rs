//! The action log: what was chosen, by whom, in order. With the options and the
//! chance source a game began with, it replays the game exactly.

use crate::game::Game;
use crate::seat::SeatId;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One logged decision. An unknown field is an error (a typo such as `seet` in a scenario
/// must not be read as an action without its seat).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct LoggedAction<G: Game> {
    pub seat: SeatId,
    pub action: G::Action,
}

/// Every decision of a game since its start.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct ActionLog<G: Game> {
    pub actions: Vec<LoggedAction<G>>,
}

impl<G: Game> Default for ActionLog<G> {
    fn default() -> Self {
        ActionLog {
            actions: Vec::new(),
        }
    }
}

/// A replay stopped at an action the rules refused.
#[derive(Clone, Debug, PartialEq, Error)]
#[error("action {index} ({action}) by {seat} is illegal: {error}")]
pub struct ReplayError<E: std::error::Error> {
    /// 0-based position of the action in the log.
    pub index: usize,
    pub seat: SeatId,
    /// The action, as JSON.
    pub action: String,
    #[source]
    pub error: E,
}

impl<G: Game> ActionLog<G> {
    /// Applies `action` to `game` and records it if legal.
    pub fn apply(
        &mut self,
        game: &mut G,
        seat: SeatId,
        action: G::Action,
    ) -> Result<Vec<G::Event>, G::Error> {
        let events = game.apply(seat, &action)?;
        self.actions.push(LoggedAction { seat, action });
        Ok(events)
    }

    /// Replays the log on `start`, calling `on_events` after each action; stops at the
    /// first illegal action with its index.
    pub fn replay(
        &self,
        start: &mut G,
        mut on_events: impl FnMut(usize, &LoggedAction<G>, &[G::Event]),
    ) -> Result<(), ReplayError<G::Error>> {
        for (index, logged) in self.actions.iter().enumerate() {
            let events = start
                .apply(logged.seat, &logged.action)
                .map_err(|error| ReplayError {
                    index,
                    seat: logged.seat,
                    action: serde_json::to_string(&logged.action)
                        .unwrap_or_else(|_| format!("{:?}", logged.action)),
                    error,
                })?;
            on_events(index, logged, &events);
        }
        Ok(())
    }
}
