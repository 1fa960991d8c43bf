//! The types of a game of Crack It: its options, players, actions, phases and windows,
//! events and refusals.

use crate::cards::ResourceCard;
use codebreakers_kernel::{ChanceError, SeatId};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Cards in hand after refilling.
pub const HAND: usize = 5;
/// Digits in a combination.
pub const DIGITS: usize = 3;
/// Infamy tokens each player starts with in King of Safes.
pub const STARTING_INFAMY: u8 = 3;

/// King of Thieves (basic, 2-4) or King of Safes (advanced, 3-5: two games, tokens).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    KingOfThieves,
    KingOfSafes,
}

impl Mode {
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Mode::KingOfThieves => 2..=4,
            Mode::KingOfSafes => 3..=5,
        }
    }
}

/// Choices made before the game (`assets/i18n/en/rules/crack-it.md`, "Setup": the mode). An unknown field is an
/// error, so a typo in a scenario or a setup cannot silently fall back to the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub mode: Mode,
}

/// One card of a combination, and the dial cards stacked on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Digit {
    pub value: u8,
    pub discovered: bool,
    /// A Block card lies on it: it stays for the rest of the game (ruling), so it is in
    /// neither the discard pile nor the pile until King of Safes gathers the cards anew.
    pub blocked: bool,
    /// Dial cards higher than the digit (placed above it).
    pub above: Vec<u8>,
    /// Dial cards lower than the digit (placed below it).
    pub below: Vec<u8>,
}

impl Digit {
    pub(super) fn new(value: u8) -> Self {
        Digit {
            value,
            discovered: false,
            blocked: false,
            above: Vec::new(),
            below: Vec::new(),
        }
    }

    /// The values the dial cards leave possible.
    pub fn possible(&self) -> std::ops::RangeInclusive<u8> {
        let low = self.below.iter().max().map_or(0, |&d| d + 1);
        let high = self.above.iter().min().map_or(9, |&d| d.saturating_sub(1));
        low..=high
    }
}

/// A player's safe, hand and tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Left to right, once arranged.
    pub combination: Vec<Digit>,
    pub hand: Vec<ResourceCard>,
    pub arranged: bool,
    /// King of Thieves: the combination is fully discovered.
    pub out: bool,
    pub infamy: u8,
    pub prestige: u8,
}

impl Player {
    /// The first undiscovered digit from the left.
    pub fn next_undiscovered(&self) -> Option<usize> {
        self.combination.iter().position(|d| !d.discovered)
    }

    pub fn is_open(&self) -> bool {
        self.combination.iter().all(|d| d.discovered)
    }

    /// Block's target: the first discovered digit from the left not blocked yet.
    pub fn block_target(&self) -> Option<usize> {
        self.combination
            .iter()
            .position(|d| d.discovered && !d.blocked)
    }

    /// Reset's target: the first discovered digit from the right, if it may be reset.
    pub fn reset_target(&self) -> Option<usize> {
        if self.is_open() {
            return None;
        }
        let at = self.combination.iter().rposition(|d| d.discovered)?;
        (!self.combination[at].blocked).then_some(at)
    }
}

/// Where a Clue takes its dial card from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClueSource {
    DiscardPile,
    Player(SeatId),
}

/// A decision. Unknown fields are errors (scenario files).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Lay the three dealt combination cards in this order (indices into the deal), left to right.
    Arrange {
        order: [u8; DIGITS],
    },
    /// Narrow `rival`'s first undiscovered digit with the dial card at `card` in hand.
    Dial {
        card: u8,
        rival: SeatId,
    },
    Clue {
        card: u8,
        source: ClueSource,
    },
    Block {
        card: u8,
        rival: SeatId,
    },
    Reset {
        card: u8,
    },
    CrackIt {
        card: u8,
        rival: SeatId,
    },
    MasterCrackIt {
        card: u8,
    },
    /// After a Clue: the dial card chosen, played at once against `rival`.
    TakeDial {
        value: u8,
        rival: SeatId,
    },
    /// Stop the action (or Prohibition) now in the answer window.
    Prohibit {
        card: u8,
    },
    /// Let it be.
    Pass,
    /// Instead of using cards: discard these (by index in hand); the turn ends.
    Discard {
        cards: Vec<u8>,
    },
    /// Refill to five and pass the turn on.
    EndTurn,
}

/// An action card waiting for answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    Clue { source: ClueSource },
    Block { rival: SeatId },
    Reset,
    CrackIt { rival: SeatId },
    MasterCrackIt,
}

/// One chain of Prohibitions (Master CRACK IT: one per rival).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    /// Master CRACK IT: the rival this chain protects.
    pub protects: Option<SeatId>,
    /// Who played each Prohibition, in order: an odd number stops the action.
    pub prohibitions: Vec<SeatId>,
    /// Who is still to answer in this round, in order.
    pub to_ask: Vec<SeatId>,
}

/// The answer window open on an action card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub actor: SeatId,
    pub pending: Pending,
    pub chains: Vec<Chain>,
    pub current: usize,
    /// Master CRACK IT: the rivals whose chains stopped it.
    pub stopped_for: Vec<SeatId>,
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Every player lays out their combination.
    Arranging,
    /// The current player uses or discards cards.
    Turn,
    /// An action card was played: answers (Prohibitions) are asked for.
    Window(Window),
    /// A Clue went through: its player picks one of these dial values and a rival.
    ClueChoice {
        source: ClueSource,
        values: Vec<u8>,
    },
    GameOver,
}

/// The current player's turn so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// The once-per-turn narrowing is used.
    pub narrowed: bool,
    /// A card was used (no discarding instead any more).
    pub used: bool,
    /// CRACK IT or Master CRACK IT was played: no more cards this turn.
    pub locked: bool,
    /// A CLICK earned one extra dial card against this rival.
    pub bonus: Option<SeatId>,
}

/// How a dial card fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DialResult {
    Above,
    Below,
    Click,
    /// It left one possible value: discovered as if it were a CLICK.
    PerfectlyNarrowed,
}

/// Something that happened. Hidden values appear only once discovered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Arranged {
        seat: SeatId,
    },
    TurnStarted {
        seat: SeatId,
    },
    Dialled {
        seat: SeatId,
        rival: SeatId,
        digit: u8,
        dial: u8,
        result: DialResult,
    },
    Discovered {
        seat: SeatId,
        rival: SeatId,
        digit: u8,
        value: u8,
    },
    ActionPlayed {
        seat: SeatId,
        card: ResourceCard,
        pending: Pending,
    },
    Prohibited {
        seat: SeatId,
        chain: u8,
        count: u8,
    },
    Passed {
        seat: SeatId,
    },
    /// The answers are in: `actor`'s action goes through, or is stopped (for these rivals
    /// only, with Master CRACK IT).
    Resolved {
        actor: SeatId,
        card: ResourceCard,
        stopped: bool,
        stopped_for: Vec<SeatId>,
    },
    ClueTaken {
        seat: SeatId,
        source: ClueSource,
        value: u8,
    },
    ClueWasted {
        seat: SeatId,
    },
    Blocked {
        seat: SeatId,
        rival: SeatId,
        digit: u8,
    },
    ResetDigit {
        seat: SeatId,
        digit: u8,
    },
    Discarded {
        seat: SeatId,
        count: u8,
    },
    Refilled {
        seat: SeatId,
        count: u8,
    },
    Reshuffled,
    SafeOpened {
        seat: SeatId,
        by: SeatId,
    },
    PlayerOut {
        seat: SeatId,
    },
    FinalDuel,
    Tokens {
        seat: SeatId,
        infamy: i8,
        prestige: i8,
    },
    GameEnded {
        game: u8,
        last: Option<SeatId>,
    },
    NewGame {
        game: u8,
    },
    GameOver {
        winners: Vec<SeatId>,
        scores: Vec<i64>,
    },
}

/// Why an action is not allowed, naming the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("there is no {0} at this table")]
    NoSuchSeat(SeatId),
    #[error("the game is over")]
    GameIsOver,
    #[error("it is not {0}'s decision now")]
    NotYourDecision(SeatId),
    #[error("that is not possible now")]
    NotNow,
    #[error("an order lists each of the three combination cards once")]
    BadOrder,
    #[error("there is no card {0} in hand")]
    NoSuchCard(u8),
    #[error("the discard names card {0} twice")]
    CardNamedTwice(u8),
    #[error("that card is not a {0}")]
    WrongCard(String),
    #[error("narrowing is once per turn (a Clue or a CLICK bonus excepted)")]
    AlreadyNarrowed,
    #[error("after a CLICK the extra dial card goes against the same rival")]
    BonusRival,
    #[error("CRACK IT ends card use for this turn")]
    Locked,
    #[error("you cannot target yourself")]
    SelfTarget,
    #[error("that rival has no undiscovered digit")]
    NothingToDiscover,
    #[error("that rival has no discovered digit left to block")]
    NothingToBlock,
    #[error("no digit of yours can be reset: a blocked digit or an opened safe cannot")]
    NothingToReset,
    #[error("Reset cannot be played in the final duel")]
    FinalDuel,
    #[error("cards already used this turn cannot be followed by discarding instead")]
    AlreadyUsed,
    #[error("that dial card is not among those the Clue offers")]
    NotOffered,
    #[error("that player is out of the game")]
    PlayerOut,
    #[error(transparent)]
    Chance(#[from] ChanceError),
}

impl ResourceCard {
    pub fn dial_value(self) -> Option<u8> {
        match self {
            ResourceCard::Dial(d) => Some(d),
            _ => None,
        }
    }
}

/// A refusal in the player's language: a message key (`assets/i18n/*/crack-it.ftl`) per
/// rule broken, with what it names.
impl codebreakers_kernel::ToWords for RuleError {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            RuleError::NoSuchSeat(seat) => {
                words!("crack-it-refusal-no-such-seat", seat = seat.index() + 1)
            }
            RuleError::GameIsOver => words!("crack-it-refusal-game-over"),
            RuleError::NotYourDecision(seat) => {
                words!(
                    "crack-it-refusal-not-your-decision",
                    seat = seat.index() + 1
                )
            }
            RuleError::NotNow => words!("crack-it-refusal-not-now"),
            RuleError::BadOrder => words!("crack-it-refusal-bad-order"),
            RuleError::NoSuchCard(card) => words!("crack-it-refusal-no-such-card", card = *card),
            RuleError::CardNamedTwice(card) => {
                words!("crack-it-refusal-card-named-twice", card = *card)
            }
            RuleError::WrongCard(name) => {
                // The card wanted, as a selector of the message (each language words it).
                let card = match name.as_str() {
                    "dial card" => "dial",
                    "Prohibition" => "prohibition",
                    "Clue" => "clue",
                    "Block" => "block",
                    "Reset" => "reset",
                    "CRACK IT" => "crack-it",
                    "Master CRACK IT" => "master-crack-it",
                    _ => "other",
                };
                words!("crack-it-refusal-wrong-card", card = card)
            }
            RuleError::AlreadyNarrowed => words!("crack-it-refusal-already-narrowed"),
            RuleError::BonusRival => words!("crack-it-refusal-bonus-rival"),
            RuleError::Locked => words!("crack-it-refusal-locked"),
            RuleError::SelfTarget => words!("crack-it-refusal-self-target"),
            RuleError::NothingToDiscover => words!("crack-it-refusal-nothing-to-discover"),
            RuleError::NothingToBlock => words!("crack-it-refusal-nothing-to-block"),
            RuleError::NothingToReset => words!("crack-it-refusal-nothing-to-reset"),
            RuleError::FinalDuel => words!("crack-it-refusal-final-duel"),
            RuleError::AlreadyUsed => words!("crack-it-refusal-already-used"),
            RuleError::NotOffered => words!("crack-it-refusal-not-offered"),
            RuleError::PlayerOut => words!("crack-it-refusal-player-out"),
            RuleError::Chance(_) => words!("crack-it-refusal-chance"),
        }
    }
}
