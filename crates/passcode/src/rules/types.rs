//! The types of a game of Passcode: its options, codes, players, steps, actions, events
//! and refusals.

use super::*;

/// FAIL cards in front of a player that lock them out.
pub const LOCKOUT_FAILS: usize = 3;

/// Choices before the game: the shorter version (`assets/i18n/en/rules/passcode.md`, "Shorter version"). An unknown
/// field is an error, so a typo in a scenario or a setup cannot silently fall back to a default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Digits of a code may be played in any order.
    pub any_order: bool,
    /// How many codes (levels) are played, 1 to 4; the last works as LEVEL 4.
    pub codes: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            any_order: false,
            codes: 4,
        }
    }
}

/// A player's codes, LEVEL 1 first (3, 4, 5 and 6 digits): kept inline, so copying a game
/// state allocates nothing for them. Written as a list of lists of digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Codes {
    digits: [[u8; 6]; 4],
    count: u8,
}

impl Codes {
    /// The codes given, LEVEL 1 first; `None` unless there are 1 to 4 of lengths 3, 4, 5, 6
    /// in order, of digits 1-6.
    pub fn new(codes: &[Vec<u8>]) -> Option<Self> {
        if codes.is_empty() || codes.len() > 4 {
            return None;
        }
        let mut digits = [[0u8; 6]; 4];
        for (level, code) in codes.iter().enumerate() {
            if code.len() != level + 3 || code.iter().any(|d| !(1..=6).contains(d)) {
                return None;
            }
            digits[level][..code.len()].copy_from_slice(code);
        }
        Some(Codes {
            digits,
            count: codes.len() as u8,
        })
    }

    pub fn len(&self) -> usize {
        usize::from(self.count)
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    pub fn iter(&self) -> impl Iterator<Item = &[u8]> {
        (0..self.len()).map(|level| &self[level])
    }
}

impl std::ops::Index<usize> for Codes {
    type Output = [u8];

    fn index(&self, level: usize) -> &[u8] {
        assert!(level < self.len(), "no code at level {level}");
        &self.digits[level][..level + 3]
    }
}

impl Serialize for Codes {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Codes {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let codes = Vec::<Vec<u8>>::deserialize(d)?;
        Codes::new(&codes).ok_or_else(|| {
            serde::de::Error::custom(
                "codes are 1 to 4 lists of 3, 4, 5 and 6 digits (1-6), LEVEL 1 first",
            )
        })
    }
}

/// One player's board, hand and score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The codes, LEVEL 1 first (3, 4, 5 and 6 digits), rolled at the start; public.
    pub codes: Codes,
    /// The current level (0-based index into `codes`).
    pub level: usize,
    /// Cards on the current code: `placed[i]` covers digit `i`.
    pub placed: Vec<Option<Card>>,
    pub hand: Vec<Card>,
    pub lock_in: Option<Card>,
    /// LEVEL 4 done: the card set aside, and the countdown is on.
    pub aside: Option<Card>,
    pub fails: Vec<Card>,
    /// Locked out: rolls left (3 at the start of a lock-out).
    pub locked_out: u8,
    pub score: i32,
}

impl Player {
    pub fn code(&self) -> &[u8] {
        &self.codes[self.level]
    }

    pub fn is_complete(&self) -> bool {
        self.placed.iter().all(Option::is_some)
    }

    /// The digits still needed, in order (any of them with the any-order option).
    pub fn needed(&self) -> Vec<u8> {
        self.code()
            .iter()
            .zip(&self.placed)
            .filter(|(_, p)| p.is_none())
            .map(|(&d, _)| d)
            .collect()
    }

    /// On the last level with its code complete: counting down.
    pub fn counting_down(&self) -> bool {
        self.aside.is_some()
    }
}

/// What the current player does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Draw (or roll: LOCK IN, countdown, lock-out).
    Start,
    /// Holding two cards: discard one, play one, or lay one as LOCK IN.
    Holding,
    /// This turn's play completed the code (below the last level): lay the remaining card as
    /// the LOCK IN card at once ([`Action::LockIn`] with `card: 0`) or keep it
    /// ([`Action::Keep`]). Rulebook: "If, during your turn, you are able to complete a code, you
    /// may then lay down your remaining DIGIT or KEY card".
    Completed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Turn { step: Step },
    GameOver,
}

/// A decision of the current player. Unknown fields are errors (scenario files).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    DrawPile,
    DrawDiscard,
    /// Discard the card at `card` (0 or 1) in hand.
    Discard {
        card: u8,
    },
    /// Play the card at `card` on the code: on the next digit (`digit: None`), or, with the
    /// any-order option only, on the open digit at position `digit`.
    Play {
        card: u8,
        digit: Option<u8>,
    },
    /// Lay the card at `card` as the LOCK IN card (code complete): holding two cards, or at
    /// once on completing the code ([`Step::Completed`], `card: 0`).
    LockIn {
        card: u8,
    },
    /// Keep the remaining card in hand after completing the code ([`Step::Completed`]): the
    /// turn ends; the LOCK IN card may be laid on a later turn, after drawing.
    Keep,
    /// Roll the die: to lock in, to count down, or to break a lock-out.
    Roll,
}

/// Why a player rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollFor {
    LockIn,
    Countdown,
    Lockout,
    /// At the start of the game, to see who goes first (highest roll; ties roll again).
    FirstPlayer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    CodesRolled,
    Dealt {
        round: u32,
        first: SeatId,
    },
    DiscardStarted {
        card: Card,
    },
    FailToBottom,
    TurnStarted {
        seat: SeatId,
    },
    /// `card` is the card drawn; one from the pile, unless a FAIL, is its drawer's alone
    /// ([`Passcode::seen_by`](codebreakers_kernel::Game::seen_by)).
    Drew {
        seat: SeatId,
        from_discard: bool,
        card: Option<Card>,
    },
    FailLaid {
        seat: SeatId,
        fails: u8,
    },
    Discarded {
        seat: SeatId,
        card: Card,
    },
    Played {
        seat: SeatId,
        card: Card,
        digit: u8,
    },
    CodeComplete {
        seat: SeatId,
    },
    LockInLaid {
        seat: SeatId,
        number: u8,
    },
    /// A player who completed their code keeps the remaining card instead of laying it.
    CardKept {
        seat: SeatId,
    },
    Rolled {
        seat: SeatId,
        roll: u8,
        purpose: RollFor,
    },
    LockedOut {
        seat: SeatId,
    },
    LockoutBroken {
        seat: SeatId,
    },
    /// A lock-out roll showed a number the code does not need: one FAIL card turns over,
    /// `left` rolls remain (`assets/i18n/en/rules/passcode.md`, "FAIL lock-out").
    LockoutMissed {
        seat: SeatId,
        needed: Vec<u8>,
        left: u8,
        /// The numbers needed were those of the cards in the seat's hand (its code complete
        /// and no LOCK IN laid): the seat's alone ([`Passcode::seen_by`](codebreakers_kernel::Game::seen_by)).
        in_hand: bool,
    },
    LockoutOver {
        seat: SeatId,
    },
    Reshuffled,
    RoundWon {
        seat: SeatId,
    },
    /// At a round's end, the card a player adds to their score (`assets/i18n/en/rules/passcode.md`, "End of a round"):
    /// the LOCK IN card of a completed code (`lock_in`), else the card in hand (`None`: the
    /// hand is empty and adds 0). A KEY counts 1.
    CardCounted {
        seat: SeatId,
        card: Option<Card>,
        lock_in: bool,
    },
    Scored {
        seat: SeatId,
        added: i32,
        score: i32,
    },
    MovedUp {
        seat: SeatId,
        level: u8,
    },
    CountdownStarted {
        seat: SeatId,
    },
    BackToLevelFour {
        seat: SeatId,
        added: i32,
    },
    GameWon {
        seat: SeatId,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("there is no {0} at this table")]
    NoSuchSeat(SeatId),
    #[error("the game is over")]
    GameIsOver,
    #[error("it is {current}'s turn, not {seat}'s")]
    NotYourTurn { seat: SeatId, current: SeatId },
    #[error("draw a card first")]
    DrawFirst,
    #[error("you already drew: discard, play or lay a card")]
    AlreadyDrew,
    #[error("roll the die this turn (LOCK IN, countdown or lock-out)")]
    MustRoll,
    #[error("there is nothing to roll for")]
    NothingToRoll,
    #[error("the discard pile is empty")]
    EmptyDiscard,
    #[error("no card is left to draw")]
    NothingToDraw,
    #[error("there is no card {0} in hand")]
    NoSuchCard(u8),
    #[error("a {} does not fit the next digit, {digit}", .card.label())]
    DoesNotFit { card: Card, digit: u8 },
    #[error("that digit is not open on your code")]
    NoSuchDigit,
    #[error("the code is already complete")]
    CodeComplete,
    #[error("the LOCK IN card is laid only once every digit of the code is on the board")]
    CodeNotComplete,
    #[error("digits are played in order: name no digit unless the any-order option is on")]
    DigitsInOrder,
    #[error("your code is complete: lay your card as the LOCK IN card, or keep it")]
    LayOrKeep,
    #[error("a card is kept this way only right after completing a code")]
    NothingToKeep,
    #[error(transparent)]
    Chance(#[from] ChanceError),
}

/// Each refusal in the player's words (`passcode-error-*` in `passcode.ftl`); the CLI prints
/// the English `Display`.
impl ToWords for RuleError {
    fn words(&self) -> Words {
        match self {
            RuleError::NoSuchSeat(seat) => {
                words!("passcode-error-no-such-seat", seat = seat.index() + 1)
            }
            RuleError::GameIsOver => words!("passcode-error-game-over"),
            RuleError::NotYourTurn { seat, current } => words!(
                "passcode-error-not-your-turn",
                seat = seat.index() + 1,
                current = current.index() + 1
            ),
            RuleError::DrawFirst => words!("passcode-error-draw-first"),
            RuleError::AlreadyDrew => words!("passcode-error-already-drew"),
            RuleError::MustRoll => words!("passcode-error-must-roll"),
            RuleError::NothingToRoll => words!("passcode-error-nothing-to-roll"),
            RuleError::EmptyDiscard => words!("passcode-error-empty-discard"),
            RuleError::NothingToDraw => words!("passcode-error-nothing-to-draw"),
            RuleError::NoSuchCard(card) => words!("passcode-error-no-such-card", card = *card),
            RuleError::DoesNotFit { card, digit } => words!(
                "passcode-error-does-not-fit",
                card = card.words(),
                digit = *digit
            ),
            RuleError::NoSuchDigit => words!("passcode-error-no-such-digit"),
            RuleError::CodeComplete => words!("passcode-error-code-complete"),
            RuleError::CodeNotComplete => words!("passcode-error-code-not-complete"),
            RuleError::DigitsInOrder => words!("passcode-error-digits-in-order"),
            RuleError::LayOrKeep => words!("passcode-error-lay-or-keep"),
            RuleError::NothingToKeep => words!("passcode-error-nothing-to-keep"),
            RuleError::Chance(error) => match error {
                ChanceError::OutOfOutcomes { sides } => {
                    words!("passcode-error-chance-out-of-outcomes", sides = *sides)
                }
                ChanceError::OutcomeOutOfRange { value, sides } => words!(
                    "passcode-error-chance-out-of-range",
                    value = *value,
                    sides = *sides
                ),
                ChanceError::OutOfOrders { len } => {
                    words!("passcode-error-chance-out-of-orders", count = *len)
                }
                ChanceError::NotAPermutation { order, len } => words!(
                    "passcode-error-chance-not-a-permutation",
                    order = format!("{order:?}"),
                    count = *len
                ),
            },
        }
    }
}
