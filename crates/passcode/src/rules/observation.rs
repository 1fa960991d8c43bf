//! What a seat of Passcode sees: codes and boards are public, only its own hand shown.

use super::*;

/// What one seat may see: codes and boards are public; only its own hand is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: SeatId,
    pub options: Options,
    pub phase: Phase,
    pub current: SeatId,
    pub round: u32,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<usize>,
    pub players: Vec<PublicPlayer>,
    pub discard: Vec<Card>,
    pub pile: usize,
    pub gone: usize,
}

impl Observation {
    /// The step of the turn being played (`None` once the game is over): at
    /// [`Step::Completed`] the current player chooses between laying the LOCK IN card at once
    /// and keeping the card.
    pub fn step(&self) -> Option<Step> {
        match self.phase {
            Phase::Turn { step } => Some(step),
            Phase::GameOver => None,
        }
    }
}

/// A player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub codes: Codes,
    pub level: usize,
    pub placed: Vec<Option<Card>>,
    pub lock_in: Option<Card>,
    /// Set aside face down: only that it is there is public.
    pub counting_down: bool,
    pub fails: usize,
    pub locked_out: u8,
    pub score: i32,
}
