//! Passcode's 90 cards: their values, what digits each fits, and how many of each the
//! deck holds (`assets/passcode/deck.json`).

use super::*;

/// A card of the 90.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Digit(u8),
    Fail,
    Key,
}

impl Card {
    /// What the card adds to a score, or locks in on: its number; a KEY counts 1.
    pub fn value(self) -> u8 {
        match self {
            Card::Digit(d) => d,
            Card::Key => 1,
            Card::Fail => 0,
        }
    }

    /// How a player reads it: `3`, `KEY`, `FAIL`.
    pub fn label(self) -> String {
        match self {
            Card::Digit(d) => d.to_string(),
            Card::Key => "KEY".into(),
            Card::Fail => "FAIL".into(),
        }
    }

    /// Whether it may stand for `digit` on a code board.
    pub fn fits(self, digit: u8) -> bool {
        match self {
            Card::Digit(d) => d == digit,
            Card::Key => true,
            Card::Fail => false,
        }
    }
}

#[derive(Deserialize)]
struct DeckFile {
    digit_copies: u8,
    fail: u8,
    key: u8,
}

/// The 90 cards (data in `assets/passcode/deck.json`).
pub fn all_cards() -> Vec<Card> {
    static FILE: OnceLock<DeckFile> = OnceLock::new();
    let file = FILE.get_or_init(|| {
        serde_json::from_str(include_str!("../../../../assets/passcode/deck.json"))
            .expect("the deck shipped with the game is valid JSON")
    });
    let mut cards: Vec<Card> = (1..=6)
        .flat_map(|d| std::iter::repeat_n(Card::Digit(d), usize::from(file.digit_copies)))
        .collect();
    cards.extend(std::iter::repeat_n(Card::Fail, usize::from(file.fail)));
    cards.extend(std::iter::repeat_n(Card::Key, usize::from(file.key)));
    cards
}

/// How many copies of `card` the game has.
pub fn copies(card: Card) -> usize {
    static COUNTS: OnceLock<[usize; 8]> = OnceLock::new();
    let counts = COUNTS.get_or_init(|| {
        let mut counts = [0; 8];
        for card in all_cards() {
            counts[slot_of(card)] += 1;
        }
        counts
    });
    counts[slot_of(card)]
}

fn slot_of(card: Card) -> usize {
    match card {
        Card::Digit(d) => usize::from(d.min(6)),
        Card::Fail => 0,
        Card::Key => 7,
    }
}

/// A card's name in a sentence and on its face (`passcode-card-*` in `passcode.ftl`).
impl ToWords for Card {
    fn words(&self) -> Words {
        match *self {
            Card::Digit(digit) => words!("passcode-card-digit", digit = digit),
            Card::Key => words!("passcode-card-key"),
            Card::Fail => words!("passcode-card-fail"),
        }
    }
}
