//! The book of turn values: the hard player's expected values (see [`crate::planner`]) for
//! every position the deck can put in the display, worked out ahead of time by
//! [`Book::generate`] and shipped as `assets/code-knacker/turn-values.bin`, so a decision
//! is a look-up instead of a fresh calculation.
//!
//! A position is the three displayed cards as (value, uncovered digits). Its worth does not
//! change when the cards change places, nor when the digit values 1-5 are renamed on all
//! cards at once (every face is as likely as any other), so the book keeps one canonical
//! key for each such family. The stock follows from the position (17 less the covered
//! digits, a card's code being one digit longer than its value), so it is part of it.

use crate::deck::cards;
use crate::planner::{CHIP_STATES, Cards, DIGITS, Needs, Rolls, next_below};
use crate::rules::DICE;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// The roll values kept per position: rolling `n` dice with `c` microchips aside, for every
/// `c` that `n` allows (`c <= 5 - n`).
const KEPT: [(usize, usize); 12] = [
    (5, 0),
    (4, 0),
    (4, 1),
    (3, 0),
    (3, 1),
    (3, 2),
    (2, 0),
    (2, 1),
    (2, 2),
    (1, 0),
    (1, 1),
    (1, 2),
];

const MAGIC: &[u8; 8] = b"CKBOOK1\n";

/// Why a book file was refused.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum BookError {
    #[error("not a Code Knacker book of turn values (the file does not start with {MAGIC:?})")]
    NotABook,
    #[error("the book is truncated or too long: {0} bytes")]
    WrongLength(usize),
    #[error("the book's checksum does not match its contents: the file is damaged")]
    Checksum,
    #[error("the book's positions are not in order")]
    Unsorted,
    #[error("the book holds a value that is not a finite number of millions")]
    BadValue,
}

/// Every position's roll values, sorted by canonical key.
pub struct Book {
    keys: Vec<u64>,
    values: Vec<Row>,
    /// An open-addressing index: (key, its row), `EMPTY` in a free slot; the key is kept
    /// beside its row so that a look-up touches one slot and one row.
    slots: Vec<(u64, u32)>,
}

/// One position's kept roll values.
struct Row([f32; KEPT.len()]);

/// A free slot of the index (no key is all ones: keys have 36 bits).
const EMPTY: (u64, u32) = (u64::MAX, u32::MAX);

static INSTALLED: OnceLock<Book> = OnceLock::new();

/// Makes `book` the one every planner made from now on looks into (the first one stays).
pub fn install(book: Book) {
    let _ = INSTALLED.set(book);
}

/// The installed book, if any.
pub fn installed() -> Option<&'static Book> {
    INSTALLED.get()
}

/// The canonical key of a position: the smallest packing over the six orders of the cards,
/// each with the digit columns sorted. `None` for a position the book cannot hold (an
/// empty slot, a value outside 2-5, a code not one digit longer than its value, four or
/// more uncovered digits of one value on a card).
pub(crate) fn key(cards: &Cards, needs: &Needs) -> Option<u64> {
    for (i, row) in needs.iter().enumerate() {
        let fits = cards.present[i]
            && (2..=5).contains(&cards.values[i])
            && cards.lengths[i] == cards.values[i] + 1
            && row.iter().all(|&n| n <= 3);
        if !fits {
            return None;
        }
    }
    const ORDERS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    // The values lead the key, so only orders with the values rising can be smallest.
    let values = cards.values;
    ORDERS
        .iter()
        .filter(|&&[a, b, c]| values[a] <= values[b] && values[b] <= values[c])
        .map(|&[a, b, c]| {
            let mut columns = [0u64; DIGITS];
            for (d, column) in columns.iter_mut().enumerate() {
                *column = u64::from(needs[a][d]) << 4
                    | u64::from(needs[b][d]) << 2
                    | u64::from(needs[c][d]);
            }
            // Insertion sort: five small numbers.
            for i in 1..DIGITS {
                let mut j = i;
                while j > 0 && columns[j - 1] > columns[j] {
                    columns.swap(j - 1, j);
                    j -= 1;
                }
            }
            let values = u64::from(cards.values[a] - 2) << 4
                | u64::from(cards.values[b] - 2) << 2
                | u64::from(cards.values[c] - 2);
            columns
                .iter()
                .fold(values, |key, &column| key << 6 | column)
        })
        .min()
}

/// The position a key stands for (in its canonical order).
fn position(key: u64) -> (Cards, Needs) {
    let mut needs = [[0u8; DIGITS]; 3];
    for d in (0..DIGITS).rev() {
        let column = (key >> (6 * (DIGITS - 1 - d))) & 63;
        for (i, row) in needs.iter_mut().enumerate() {
            row[d] = ((column >> (4 - 2 * i)) & 3) as u8;
        }
    }
    let values_bits = key >> (6 * DIGITS);
    let mut cards = Cards {
        present: [true; 3],
        values: [0; 3],
        lengths: [0; 3],
    };
    for i in 0..3 {
        cards.values[i] = ((values_bits >> (4 - 2 * i)) & 3) as u32 + 2;
        cards.lengths[i] = cards.values[i] + 1;
    }
    (cards, needs)
}

/// Uncovered digits in all.
fn uncovered(needs: &Needs) -> u32 {
    needs.iter().flatten().map(|&n| u32::from(n)).sum()
}

impl Book {
    /// Works out the book for the deck in `assets/code-knacker/deck.json`: every display of
    /// three of its cards, with every set of digits covered.
    pub fn generate() -> Book {
        let deck = cards();
        let mut keys = HashSet::new();
        for a in 0..deck.len() {
            for b in a + 1..deck.len() {
                for c in b + 1..deck.len() {
                    let top = [a, b, c].map(|i| {
                        let mut row = [0u8; DIGITS];
                        for &digit in &deck[i].code {
                            row[usize::from(digit) - 1] += 1;
                        }
                        row
                    });
                    let cards = Cards {
                        present: [true; 3],
                        values: [a, b, c].map(|i| deck[i].value),
                        lengths: [a, b, c].map(|i| deck[i].code.len() as u32),
                    };
                    every_position_below(&top, &mut |needs| {
                        if let Some(key) = key(&cards, needs) {
                            keys.insert(key);
                        }
                    });
                }
            }
        }
        // Fewer uncovered digits first: a position leads only to positions with fewer.
        let mut order: Vec<(u32, u64)> = keys
            .into_iter()
            .map(|key| (uncovered(&position(key).1), key))
            .collect();
        order.sort_unstable();
        let mut solved: HashMap<u64, Rolls> = HashMap::with_capacity(order.len());
        for &(_, at) in &order {
            let (cards, needs) = position(at);
            let below = |after: &Needs| {
                let rolls = key(&cards, after)
                    .and_then(|k| solved.get(&k))
                    .copied()
                    .unwrap_or_default();
                cards.continuation(after, &rolls)
            };
            // Positions beyond the stock are left at zero: nothing ever leads to them.
            let rolls = cards.solve(&needs, &below).unwrap_or_default();
            solved.insert(at, rolls);
        }
        let mut keys: Vec<u64> = solved.keys().copied().collect();
        keys.sort_unstable();
        let values = keys
            .iter()
            .map(|key| {
                let rolls = &solved[key];
                Row(KEPT.map(|(n, c)| rolls[(n - 1) * CHIP_STATES + c] as f32))
            })
            .collect();
        Book::indexed(keys, values)
    }

    fn indexed(keys: Vec<u64>, values: Vec<Row>) -> Book {
        let size = (keys.len() + keys.len() / 2 + 1).next_power_of_two();
        let mut slots = vec![EMPTY; size];
        for (at, &key) in keys.iter().enumerate() {
            let mut slot = slot_of(key, size);
            while slots[slot] != EMPTY {
                slot = (slot + 1) & (size - 1);
            }
            slots[slot] = (key, at as u32);
        }
        Book {
            keys,
            values,
            slots,
        }
    }

    /// Where the book keeps `key`, if it holds it.
    fn find(&self, key: u64) -> Option<usize> {
        let size = self.slots.len();
        let mut slot = slot_of(key, size);
        loop {
            let (held, at) = self.slots[slot];
            if held == key {
                return Some(at as usize);
            }
            if (held, at) == EMPTY {
                return None;
            }
            slot = (slot + 1) & (size - 1);
        }
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Whether the book holds this position.
    pub(crate) fn holds(&self, cards: &Cards, needs: &Needs) -> bool {
        key(cards, needs).is_some_and(|k| self.find(k).is_some())
    }

    /// The roll values of a position, if the book holds it.
    pub(crate) fn rolls(&self, cards: &Cards, needs: &Needs) -> Option<Rolls> {
        let at = self.find(key(cards, needs)?)?;
        let mut rolls: Rolls = [0.0; DICE * CHIP_STATES];
        for (&(n, c), &value) in KEPT.iter().zip(&self.values[at].0) {
            rolls[(n - 1) * CHIP_STATES + c] = f64::from(value);
        }
        Some(rolls)
    }

    /// The file: magic, count (u32), checksum (u64, FNV-1a of what follows), the keys (u64)
    /// and the values (12 f32 per key), little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = Vec::with_capacity(self.keys.len() * (8 + 4 * KEPT.len()));
        for key in &self.keys {
            body.extend_from_slice(&key.to_le_bytes());
        }
        for value in self.values.iter().flat_map(|row| &row.0) {
            body.extend_from_slice(&value.to_le_bytes());
        }
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&(self.keys.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&fnv1a(&body).to_le_bytes());
        bytes.extend_from_slice(&body);
        bytes
    }

    /// Reads a book file, refusing a damaged one.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        let header = MAGIC.len() + 4 + 8;
        if bytes.len() < header || &bytes[..MAGIC.len()] != MAGIC {
            return Err(BookError::NotABook);
        }
        let count = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) as usize;
        let checksum = u64::from_le_bytes(bytes[12..20].try_into().expect("8 bytes"));
        let body = &bytes[header..];
        if body.len() != count * (8 + 4 * KEPT.len()) {
            return Err(BookError::WrongLength(bytes.len()));
        }
        if fnv1a(body) != checksum {
            return Err(BookError::Checksum);
        }
        let (key_bytes, value_bytes) = body.split_at(count * 8);
        let keys: Vec<u64> = key_bytes
            .chunks_exact(8)
            .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
            .collect();
        if keys.windows(2).any(|w| w[0] >= w[1]) {
            return Err(BookError::Unsorted);
        }
        let mut values = Vec::with_capacity(count);
        for row in value_bytes.chunks_exact(4 * KEPT.len()) {
            let mut kept = [0f32; KEPT.len()];
            for (value, b) in kept.iter_mut().zip(row.chunks_exact(4)) {
                *value = f32::from_le_bytes(b.try_into().expect("4 bytes"));
                if !value.is_finite() || *value < 0.0 {
                    return Err(BookError::BadValue);
                }
            }
            values.push(Row(kept));
        }
        Ok(Book::indexed(keys, values))
    }
}

/// Calls `visit` with every position at or below `top`.
pub(crate) fn every_position_below(top: &Needs, visit: &mut dyn FnMut(&Needs)) {
    let mut needs = [[0u8; DIGITS]; 3];
    loop {
        visit(&needs);
        if !next_below(&mut needs, top) {
            return;
        }
    }
}

/// A slot of an index of `size` (a power of two) slots, by Fibonacci hashing.
fn slot_of(key: u64, size: usize) -> usize {
    (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - size.trailing_zeros())) as usize
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::{Planner, Source, work_out};
    use crate::rules::Slot;
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64 as SmallRng;

    fn shipped() -> Book {
        Book::from_bytes(include_bytes!(
            "../../../assets/code-knacker/turn-values.bin"
        ))
        .expect("the shipped book reads")
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-5 * a.abs().max(1.0)
    }

    /// A display of three different cards with some digits covered at random.
    fn random_display(rng: &mut SmallRng) -> Vec<Option<Slot>> {
        let mut ids: Vec<u8> = (0..cards().len() as u8).collect();
        (0..3)
            .map(|_| {
                let id = ids.swap_remove(rng.random_range(0..ids.len()));
                let length = cards()[usize::from(id)].code.len();
                Some(Slot {
                    card: id,
                    covered: (0..length).map(|_| rng.random_bool(0.3)).collect(),
                })
            })
            .collect()
    }

    #[test]
    fn the_book_is_what_the_planner_works_out() {
        let book = shipped();
        let mut rng = SmallRng::seed_from_u64(11);
        for _ in 0..12 {
            let display = random_display(&mut rng);
            let cards = Cards::of(&display);
            let top = Planner::needs(&display);
            let mut worked = Planner::worked_out(&display);
            let mut checked = 0;
            every_position_below(&top, &mut |needs| {
                if cards.solve(needs, &|_| Default::default()).is_none() {
                    return; // beyond the stock: never reached
                }
                let looked_up = book.rolls(&cards, needs).expect("the book holds it");
                for (n, c) in KEPT {
                    let at = (n - 1) * CHIP_STATES + c;
                    assert!(
                        close(worked.rolls(needs)[at], looked_up[at]),
                        "{display:?} {needs:?} n={n} c={c}"
                    );
                }
                checked += 1;
            });
            assert!(checked > 0);
        }
    }

    #[test]
    fn a_position_is_worth_the_same_with_its_cards_moved_or_its_digits_renamed() {
        let cards = Cards {
            present: [true; 3],
            values: [2, 3, 4],
            lengths: [3, 4, 5],
        };
        let top: Needs = [[1, 1, 0, 0, 1], [0, 2, 1, 1, 0], [1, 0, 2, 1, 1]];
        let moved_cards = Cards {
            values: [4, 2, 3],
            lengths: [5, 3, 4],
            ..cards
        };
        // Cards moved (2, 0, 1) and digit values renamed 1->3, 2->5, 3->1, 4->2, 5->4.
        let rename = |row: [u8; 5]| [row[2], row[3], row[0], row[4], row[1]];
        let moved: Needs = [rename(top[2]), rename(top[0]), rename(top[1])];
        let value = |cards: &Cards, top: &Needs| match work_out(cards, top) {
            Source::Worked { rolls, .. } => *rolls.last().expect("the top position"),
            Source::Book { .. } => unreachable!("worked out"),
        };
        let (a, b) = (value(&cards, &top), value(&moved_cards, &moved));
        for (x, y) in a.iter().zip(&b) {
            assert!((x - y).abs() < 1e-12, "{a:?} {b:?}");
        }
        assert_eq!(key(&cards, &top), key(&moved_cards, &moved));
    }

    #[test]
    fn the_book_holds_every_display_of_the_deck_and_everything_below_a_position_it_holds() {
        let book = shipped();
        let deck = cards();
        for a in 0..deck.len() {
            for b in a + 1..deck.len() {
                for c in b + 1..deck.len() {
                    let display: Vec<Option<Slot>> = [a, b, c]
                        .iter()
                        .map(|&i| {
                            Some(Slot {
                                card: i as u8,
                                covered: vec![false; deck[i].code.len()],
                            })
                        })
                        .collect();
                    let (cards, needs) = (Cards::of(&display), Planner::needs(&display));
                    assert!(book.holds(&cards, &needs), "{a} {b} {c}");
                }
            }
        }
        // Closed under covering one digit, so under covering any.
        for &k in &book.keys {
            let (cards, needs) = position(k);
            for i in 0..3 {
                for d in 0..DIGITS {
                    if needs[i][d] > 0 {
                        let mut below = needs;
                        below[i][d] -= 1;
                        assert!(book.holds(&cards, &below), "{needs:?} less one {}", d + 1);
                    }
                }
            }
        }
    }

    #[test]
    fn a_damaged_book_is_refused_with_a_reason() {
        let bytes = include_bytes!("../../../assets/code-knacker/turn-values.bin").to_vec();
        assert_eq!(Book::from_bytes(b"").err(), Some(BookError::NotABook));
        assert_eq!(
            Book::from_bytes(b"{\"cards\": []}").err(),
            Some(BookError::NotABook)
        );
        let truncated = &bytes[..bytes.len() - 3];
        assert!(matches!(
            Book::from_bytes(truncated),
            Err(BookError::WrongLength(_))
        ));
        let mut flipped = bytes.clone();
        let middle = flipped.len() / 2;
        flipped[middle] ^= 0x10;
        assert_eq!(Book::from_bytes(&flipped).err(), Some(BookError::Checksum));
        let book = Book::from_bytes(&bytes).expect("reads");
        assert_eq!(
            book.to_bytes(),
            bytes,
            "reads and writes back the same bytes"
        );
    }

    #[test]
    fn the_hard_player_chooses_the_same_with_the_book_as_without() {
        use crate::CodeKnacker;
        use crate::bots::CodeKnackerBot;
        use codebreakers_kernel::{Bot, BotLevel, Chance, Game};
        let book: &'static Book = Box::leak(Box::new(shipped()));
        for seed in 1..=2 {
            let play = |book: Option<&'static Book>| {
                let mut game = CodeKnacker::setup(&Default::default(), 3, Chance::seeded(seed))
                    .expect("three seats");
                let mut bots: Vec<CodeKnackerBot> = (0..3)
                    .map(|_| CodeKnackerBot::with_book(BotLevel::Hard, book))
                    .collect();
                let mut actions = Vec::new();
                while let Some(&seat) = game.to_decide().first() {
                    let action = bots[usize::from(seat.0)].decide(&game.observe(seat));
                    game.apply(seat, &action).expect("legal");
                    actions.push(action);
                }
                actions
            };
            assert_eq!(play(Some(book)), play(None), "seed {seed}");
        }
    }

    #[test]
    fn keys_unpack_to_the_position_they_pack() {
        let book = shipped();
        for &k in book.keys.iter().step_by(97) {
            let (cards, needs) = position(k);
            assert_eq!(key(&cards, &needs), Some(k));
        }
    }
}
