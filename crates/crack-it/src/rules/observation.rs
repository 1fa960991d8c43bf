//! What each seat, a spectator and a finished match's watcher see of a game of Crack It.

use super::*;

/// How much of the hidden state an observation opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sight {
    /// A seat's own: its hand, its combination, a Clue's cards on its turn.
    Seat,
    /// A spectator's: no seat's secrets.
    Public,
    /// Everything, for a finished match watched again.
    Open,
}

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: SeatId,
    pub mode: Mode,
    pub game: u8,
    pub phase: Phase,
    pub current: SeatId,
    pub turn: TurnState,
    /// Every player's combination: values of undiscovered digits only for one's own.
    pub combinations: Vec<Vec<SeenDigit>>,
    pub hand: Vec<ResourceCard>,
    pub hand_sizes: Vec<usize>,
    pub out: Vec<bool>,
    pub infamy: Vec<u8>,
    pub prestige: Vec<u8>,
    pub pile: usize,
    pub discard: Vec<ResourceCard>,
    /// The combination cards Reset removed (each was a discovered digit, so everyone saw
    /// it), until the combination pile runs out and they are shuffled into a new one.
    pub combination_discard: Vec<u8>,
    pub bank_infamy: u8,
    pub bank_prestige: u8,
    /// King of Thieves: when only two are left of three or more, Reset is not allowed.
    pub final_duel: bool,
}

/// A digit as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenDigit {
    pub value: Option<u8>,
    pub discovered: bool,
    /// A Block card lies on it, for everyone to see.
    pub blocked: bool,
    pub above: Vec<u8>,
    pub below: Vec<u8>,
}

impl CrackIt {
    /// What `viewer` sees of `owner`'s combination; every value when `open`.
    pub(super) fn see(&self, viewer: SeatId, owner: usize, sight: Sight) -> Vec<SeenDigit> {
        let own = sight == Sight::Seat && owner == viewer.index();
        self.players[owner]
            .combination
            .iter()
            .map(|d| SeenDigit {
                value: (sight == Sight::Open || d.discovered || own).then_some(d.value),
                discovered: d.discovered,
                blocked: d.blocked,
                above: d.above.clone(),
                below: d.below.clone(),
            })
            .collect()
    }

    /// What is seen from `seat`'s side, as much as `sight` opens: a finished match watched
    /// again hides nothing (replays), a spectator sees no seat's secrets.
    pub(super) fn observation(&self, seat: SeatId, sight: Sight) -> Observation {
        let own_turn = sight == Sight::Seat && seat == self.current;
        Observation {
            seat,
            mode: self.options.mode,
            game: self.game,
            phase: match &self.phase {
                // The dial cards a Clue offers are shown to its player only.
                Phase::ClueChoice { source, .. } if !own_turn && sight != Sight::Open => {
                    Phase::ClueChoice {
                        source: *source,
                        values: vec![],
                    }
                }
                other => other.clone(),
            },
            current: self.current,
            turn: self.turn.clone(),
            combinations: (0..self.players.len())
                .map(|i| self.see(seat, i, sight))
                .collect(),
            hand: match sight {
                Sight::Public => Vec::new(),
                Sight::Seat | Sight::Open => self.players[seat.index()].hand.clone(),
            },
            hand_sizes: self.players.iter().map(|p| p.hand.len()).collect(),
            out: self.players.iter().map(|p| p.out).collect(),
            infamy: self.players.iter().map(|p| p.infamy).collect(),
            prestige: self.players.iter().map(|p| p.prestige).collect(),
            pile: self.pile.len(),
            discard: self.discard.clone(),
            combination_discard: self.combination_discard.clone(),
            bank_infamy: self.bank_infamy,
            bank_prestige: self.bank_prestige,
            final_duel: self.is_final_duel(),
        }
    }

    /// Every seat's combination face up, and the Clue's cards to all: for a replay of a
    /// finished match, never for a seat in play.
    pub fn observe_open(&self, seat: SeatId) -> Observation {
        self.observation(seat, Sight::Open)
    }
}
