//! A small game for the kernel's own tests.

use crate::chance::Chance;
use crate::game::{Game, Outcome, SetupError};
use crate::seat::SeatId;
use serde::{Deserialize, Serialize};

/// Two or three seats take turns: a seat may `Note` numbers (revocable) and then `Roll` (chance,
/// never revocable), which passes the turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Toy {
    pub notes: Vec<u32>,
    pub rolls: Vec<u32>,
    pub current: SeatId,
    pub seats: u8,
    pub chance: Chance,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToyAction {
    Note(u32),
    Roll,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToyEvent {
    Noted,
    Rolled(u32),
}

#[derive(Clone, Debug, PartialEq, thiserror::Error, Serialize, Deserialize)]
#[error("not your turn")]
pub struct NotYourTurn;

impl Game for Toy {
    type Action = ToyAction;
    type Event = ToyEvent;
    type Error = NotYourTurn;
    type Observation = ();
    type Options = ();
    const ID: &'static str = "toy";

    fn seats(_: &()) -> std::ops::RangeInclusive<usize> {
        2..=3
    }
    fn setup(_: &(), seats: usize, chance: Chance) -> Result<Self, SetupError> {
        Ok(Toy {
            notes: vec![],
            rolls: vec![],
            current: SeatId(0),
            seats: seats as u8,
            chance,
        })
    }
    fn apply(&mut self, seat: SeatId, action: &ToyAction) -> Result<Vec<ToyEvent>, NotYourTurn> {
        if seat != self.current {
            return Err(NotYourTurn);
        }
        Ok(match action {
            ToyAction::Note(n) => {
                self.notes.push(*n);
                vec![ToyEvent::Noted]
            }
            ToyAction::Roll => {
                let roll = self.chance.roll(6).expect("seeded");
                self.rolls.push(roll);
                self.current = SeatId((self.current.0 + 1) % self.seats);
                vec![ToyEvent::Rolled(roll)]
            }
        })
    }
    fn to_decide(&self) -> Vec<SeatId> {
        vec![self.current]
    }
    fn legal_actions(&self, _: SeatId) -> Vec<ToyAction> {
        vec![]
    }
    fn observe(&self, _: SeatId) {}
    fn observe_public(&self) {}
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn seat_count(&self) -> usize {
        usize::from(self.seats)
    }
    fn seen_by(event: &ToyEvent, _: Option<SeatId>) -> Option<ToyEvent> {
        Some(event.clone())
    }
    fn revocable(_: SeatId, _: &ToyAction, events: &[ToyEvent]) -> bool {
        !events.iter().any(|e| matches!(e, ToyEvent::Rolled(_)))
    }
}

/// The toy's computer: it rolls at once.
pub struct Roller;

impl crate::game::Bot<Toy> for Roller {
    fn decide(&mut self, _: &()) -> ToyAction {
        ToyAction::Roll
    }
}

/// Makes a [`Roller`] of any level.
pub fn roller(_: crate::seat::BotLevel, _: u64) -> crate::referee::BoxedBot<Toy> {
    Box::new(Roller)
}
