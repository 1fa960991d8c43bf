//! Taking actions back, and stepping through a match: a [`Timeline`] keeps the state a match
//! began in, every action with the events it caused, and the state now. Undo rebuilds the
//! state from the start and the log minus the taken-back actions (`docs/architecture.md`, "Nothing is
//! lost"); the chance is part of the start state, so replaying the kept actions draws exactly
//! what they drew, and a taken-back action that drew nothing leaves the chance stream as it was.

use crate::game::Game;
use crate::log::{ActionLog, LoggedAction, ReplayError};
use crate::seat::SeatId;
use serde::Serialize;

/// One action of a match and the events it caused.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct Played<G: Game> {
    pub seat: SeatId,
    pub action: G::Action,
    pub events: Vec<G::Event>,
}

/// How many of the last actions of `steps` `seat` may take back: the run of its own actions
/// at the end, stopping at another seat's action or at one the rules call not revocable
/// ([`Game::revocable`]). At a table of several humans, ask only for the seat that decides
/// now, so a human takes back nothing once another has acted.
pub fn revocable_tail<G: Game>(steps: &[Played<G>], seat: SeatId) -> usize {
    steps
        .iter()
        .rev()
        .take_while(|step| step.seat == seat && G::revocable(step.seat, &step.action, &step.events))
        .count()
}

/// A match from its start: the state it began in, what was played, and the state now.
#[derive(Clone, Debug)]
pub struct Timeline<G: Game> {
    start: G,
    steps: Vec<Played<G>>,
    now: G,
}

impl<G: Game> Timeline<G> {
    /// A match about to begin in `start` (a state fresh from [`Game::setup`]).
    pub fn new(start: G) -> Self {
        Timeline {
            now: start.clone(),
            start,
            steps: Vec::new(),
        }
    }

    /// The match `log` leads to from `start`, with every action's events.
    pub fn replay(start: G, log: &ActionLog<G>) -> Result<Self, ReplayError<G::Error>> {
        let mut now = start.clone();
        let mut steps = Vec::with_capacity(log.actions.len());
        log.replay(&mut now, |_, logged, events| {
            steps.push(Played {
                seat: logged.seat,
                action: logged.action.clone(),
                events: events.to_vec(),
            });
        })?;
        Ok(Timeline { start, steps, now })
    }

    /// Applies `action` by `seat` to the state now and records it, if legal.
    pub fn apply(&mut self, seat: SeatId, action: G::Action) -> Result<&[G::Event], G::Error> {
        let events = self.now.apply(seat, &action)?;
        self.steps.push(Played {
            seat,
            action,
            events,
        });
        Ok(&self.steps.last().expect("just pushed").events)
    }

    /// The state now.
    pub fn state(&self) -> &G {
        &self.now
    }

    /// The state the match began in.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// Every action so far, with its events.
    pub fn steps(&self) -> &[Played<G>] {
        &self.steps
    }

    /// How many actions have been played.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The actions so far, as a log for a save file.
    pub fn log(&self) -> ActionLog<G> {
        ActionLog {
            actions: self
                .steps
                .iter()
                .map(|step| LoggedAction {
                    seat: step.seat,
                    action: step.action.clone(),
                })
                .collect(),
        }
    }

    /// How many of the last actions `seat` may take back now (see [`revocable_tail`]).
    pub fn revocable(&self, seat: SeatId) -> usize {
        revocable_tail(&self.steps, seat)
    }

    /// Takes back `seat`'s last `count` actions (at most [`Timeline::revocable`]; fewer are
    /// taken back if fewer may be) and rebuilds the state from the start. Returns how many
    /// went back.
    pub fn take_back(&mut self, seat: SeatId, count: usize) -> usize {
        let count = count.min(self.revocable(seat));
        if count > 0 {
            self.rewind(self.steps.len() - count);
        }
        count
    }

    /// Keeps only the first `index` actions, whatever they were, and the state after them:
    /// a replay stepping back, a lesson going back to an earlier step. Undo in play is
    /// [`Timeline::take_back`], which the rules bound.
    pub fn rewind(&mut self, index: usize) {
        if index < self.steps.len() {
            self.now = self.state_at(index);
            self.steps.truncate(index);
        }
    }

    /// The state after the first `index` actions (the start at 0, the state now at
    /// [`Timeline::len`]), for a replay stepping back and forth. Replays from the start.
    pub fn state_at(&self, index: usize) -> G {
        let mut state = self.start.clone();
        for step in &self.steps[..index.min(self.steps.len())] {
            // Every step was applied to this very state before: the rules are deterministic.
            let replayed = state.apply(step.seat, &step.action);
            debug_assert!(replayed.is_ok(), "a recorded action replays");
        }
        state
    }
}

/// Checks the last action of `timeline` against the contract of [`Game::revocable`], for
/// tests, through the one [`Referee`](crate::Referee) every table uses (its seats all
/// humans): see [`check_referee_take_back`](crate::check_referee_take_back). `Err` says what
/// broke.
pub fn check_take_back<G: Game + PartialEq>(timeline: &Timeline<G>) -> Result<(), String> {
    crate::referee::check_referee_take_back(&crate::Referee::of_humans(timeline.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::Chance;
    use crate::toy::{Toy, ToyAction};

    fn timeline(actions: &[(u8, ToyAction)]) -> Timeline<Toy> {
        let mut timeline = Timeline::new(Toy::setup(&(), 2, Chance::seeded(5)).unwrap());
        for (seat, action) in actions {
            timeline.apply(SeatId(*seat), action.clone()).unwrap();
        }
        timeline
    }

    #[test]
    fn only_a_seats_own_last_revocable_actions_go_back() {
        use ToyAction::*;
        let t = timeline(&[(0, Note(1)), (0, Roll), (1, Note(2)), (1, Note(3))]);
        assert_eq!(t.revocable(SeatId(1)), 2);
        assert_eq!(t.revocable(SeatId(0)), 0, "seat 1 acted since");
        let t = timeline(&[(0, Note(1)), (0, Roll)]);
        assert_eq!(t.revocable(SeatId(0)), 0, "a roll drew chance");
        assert_eq!(timeline(&[]).revocable(SeatId(0)), 0);
    }

    #[test]
    fn taking_back_and_playing_again_gives_the_same_state() {
        use ToyAction::*;
        let mut t = timeline(&[(0, Roll), (1, Note(2)), (1, Note(3))]);
        let before = t.state().clone();
        assert_eq!(t.take_back(SeatId(1), 5), 2, "at most the revocable ones");
        assert_eq!(t.state().notes, Vec::<u32>::new());
        assert_eq!(t.len(), 1);
        t.apply(SeatId(1), Note(2)).unwrap();
        t.apply(SeatId(1), Note(3)).unwrap();
        assert_eq!(*t.state(), before, "the chance stream is unchanged");
        t.apply(SeatId(1), Roll).unwrap();
        let straight = timeline(&[(0, Roll), (1, Note(2)), (1, Note(3)), (1, Roll)]);
        assert_eq!(t.state(), straight.state());
    }

    #[test]
    fn a_timeline_replays_a_log_and_steps_through_it() {
        use ToyAction::*;
        let t = timeline(&[(0, Note(4)), (0, Roll), (1, Roll)]);
        let again = Timeline::replay(t.start().clone(), &t.log()).unwrap();
        assert_eq!(again.state(), t.state());
        assert_eq!(again.steps(), t.steps());
        assert_eq!(t.state_at(0), *t.start());
        assert_eq!(t.state_at(1).notes, vec![4]);
        assert_eq!(t.state_at(3), *t.state());
        assert_eq!(t.state_at(99), *t.state());
        let mut rewound = t.clone();
        rewound.rewind(1);
        assert_eq!((rewound.len(), rewound.state().clone()), (1, t.state_at(1)));
        rewound.rewind(5);
        assert_eq!(rewound.len(), 1, "a rewind never goes forward");
        let mut bad = t.log();
        bad.actions[1].seat = SeatId(1);
        let error = Timeline::replay(t.start().clone(), &bad).unwrap_err();
        assert_eq!(error.index, 1);
    }
}
