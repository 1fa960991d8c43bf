//! The book of turn values: the hard player's expected values (see [`crate::planner`]) for
//! every position the deck can put in the display, worked out ahead of time by
//! [`Book::generate`] and shipped as `assets/code-knacker/turn-values.bin`, so a decision
//! is a look-up instead of a fresh calculation. It holds them for each [`Horizon`]: the
//! turn alone, the turn and the next one (alone), the turn less the opponent's next one
//! (two players), with the next turn's value after every position ([`Book::next_turn`]).
//!
//! A position is the three displayed cards as (value, uncovered digits). Its worth does not
//! change when the cards change places, nor when the digit values 1-5 are renamed on all
//! cards at once (every face is as likely as any other), so the book keeps one canonical
//! key for each such family. The stock follows from the position (17 less the covered
//! digits, a card's code being one digit longer than its value), so it is part of it.

use crate::deck::{CardId, cards};
use crate::outlook::{Horizon, next_turn};
use crate::planner::{CHIP_STATES, Cards, DIGITS, End, Needs, Planner, Rolls, next_below};
use crate::rules::{DICE, Slot};
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

const MAGIC: &[u8; 8] = b"CKBOOK2\n";

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
    #[error("the book holds a turn value that is not a finite number of millions")]
    BadValue,
}

/// Every position's roll values, sorted by canonical key: for the turn alone, and looking
/// past it (alone and against one opponent), with the next turn's value.
pub struct Book {
    keys: Vec<u64>,
    turn: Vec<Row>,
    alone: Vec<Stepped>,
    duel: Vec<Stepped>,
    next: Vec<i16>,
    /// An open-addressing index: (key, its row), `EMPTY` in a free slot; the key is kept
    /// beside its row so that a look-up touches one slot and one row.
    slots: Vec<(u64, u32)>,
}

/// One position's kept roll values.
#[derive(Clone, Copy)]
struct Row([f32; KEPT.len()]);

/// One position's kept roll values looking past the turn, in steps of [`STEPS`].
type Stepped = [i16; KEPT.len()];

/// A free slot of the index (no key is all ones: keys have 36 bits).
const EMPTY: (u64, u32) = (u64::MAX, u32::MAX);

/// Values looking past the turn are kept to 1/1024 of a million (as i16): they are averages
/// over the decks a position can be met with, good to a few thousandths at best. The turn's
/// own values are kept exactly (f32).
const STEPS: f64 = 1024.0;

/// A value as the file keeps it when looking past the turn.
fn step(value: f64) -> i16 {
    let steps = (value * STEPS).round();
    assert!(
        steps.abs() <= f64::from(i16::MAX),
        "{value} is out of the book's range"
    );
    steps as i16
}

fn unstep(steps: i16) -> f64 {
    f64::from(steps) / STEPS
}

/// Bytes per position in the file: its key, the turn's values (f32), the values alone and
/// against one opponent (i16), the next turn's value (i16).
const POSITION_BYTES: usize = 8 + 4 * KEPT.len() + 2 * (2 * KEPT.len() + 1);

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

/// Every display of three cards of the deck: their ids and the display with nothing covered.
fn displays() -> Vec<([usize; 3], Vec<Option<Slot>>)> {
    let deck = cards();
    let mut list = Vec::new();
    for a in 0..deck.len() {
        for b in a + 1..deck.len() {
            for c in b + 1..deck.len() {
                let display = [a, b, c]
                    .iter()
                    .map(|&i| {
                        Some(Slot {
                            card: i as CardId,
                            covered: vec![false; deck[i].code.len()],
                        })
                    })
                    .collect();
                list.push(([a, b, c], display));
            }
        }
    }
    list
}

/// Works out the roll values of every position in `order` (fewer uncovered digits first), a
/// turn ending at a position being worth `end` (of its cards, digits and key).
fn solve_every(
    order: &[(u32, u64)],
    end: &dyn Fn(&Cards, &Needs, u64) -> End,
) -> HashMap<u64, Rolls> {
    let mut solved: HashMap<u64, Rolls> = HashMap::with_capacity(order.len());
    for &(_, at) in order {
        let (cards, needs) = position(at);
        let below = |after: &Needs| match key(&cards, after) {
            Some(k) => {
                let rolls = solved.get(&k).copied().unwrap_or_default();
                end(&cards, after, k).continuation(&rolls)
            }
            None => Default::default(),
        };
        // Positions beyond the stock are left at zero: nothing ever leads to them.
        let rolls = cards
            .solve(&needs, end(&cards, &needs, at), &below)
            .unwrap_or_default();
        solved.insert(at, rolls);
    }
    solved
}

fn row(rolls: &Rolls) -> Row {
    Row(KEPT.map(|(n, c)| rolls[(n - 1) * CHIP_STATES + c] as f32))
}

fn stepped(rolls: &Rolls) -> Stepped {
    KEPT.map(|(n, c)| step(rolls[(n - 1) * CHIP_STATES + c]))
}

fn unpack(kept: impl Iterator<Item = f64>) -> Rolls {
    let mut rolls: Rolls = [0.0; DICE * CHIP_STATES];
    for (&(n, c), value) in KEPT.iter().zip(kept) {
        rolls[(n - 1) * CHIP_STATES + c] = value;
    }
    rolls
}

impl Book {
    /// Works out the book for the deck in `assets/code-knacker/deck.json`: every display of
    /// three of its cards, with every set of digits covered. First the values of the turn
    /// alone, then the next turn's value after every position ([`Book::next_turn`]), then
    /// the values of the turn looking past it, alone and against one opponent.
    pub fn generate() -> Book {
        let displays = displays();
        let mut keys = HashSet::new();
        for (_, display) in &displays {
            let cards = Cards::of(display);
            every_position_below(&Planner::needs(display), &mut |needs| {
                if let Some(key) = key(&cards, needs) {
                    keys.insert(key);
                }
            });
        }
        // Fewer uncovered digits first: a position leads only to positions with fewer.
        let mut order: Vec<(u32, u64)> = keys
            .into_iter()
            .map(|key| (uncovered(&position(key).1), key))
            .collect();
        order.sort_unstable();
        let turn = solve_every(&order, &|cards, needs, _| cards.this_turn(needs));
        let mut keys: Vec<u64> = turn.keys().copied().collect();
        keys.sort_unstable();
        let turn = keys.iter().map(|k| row(&turn[k])).collect();
        let mut book = Book::indexed(keys, turn, vec![], vec![], vec![]);
        book.next = book
            .next_turn_values(&displays)
            .into_iter()
            .map(step)
            .collect();
        let looking = |horizon: Horizon| -> Vec<Stepped> {
            let weight = horizon.weight();
            let book = &book;
            let solved = solve_every(&order, &move |cards, needs, k| {
                let next = unstep(book.next[book.find(k).expect("a key of the book")]);
                // At the start of a game: enough cards in the deck to refill the display.
                End {
                    stop: cards.stop_value(needs) + weight * next,
                    forced: weight * next,
                }
            });
            book.keys.iter().map(|k| stepped(&solved[k])).collect()
        };
        let alone = looking(Horizon::Alone);
        let duel = looking(Horizon::Duel);
        book.alone = alone;
        book.duel = duel;
        book
    }

    /// The next turn's value after the turn ends at each position of the book: when no
    /// card is cracked, the position's own first roll; otherwise the cracked cards' slots
    /// are refilled from the deck ([`next_turn`]), and the value is averaged over every
    /// display of the deck at which the position is met (each with the other 19 cards in
    /// the deck, as at the start of a game). A position stands for every display that
    /// renames its digit values, so this is what the book can say without knowing which
    /// cards are gone.
    fn next_turn_values(&self, displays: &[([usize; 3], Vec<Option<Slot>>)]) -> Vec<f64> {
        let mut sums = vec![(0.0f64, 0u32); self.keys.len()];
        for (ids, display) in displays {
            let deck: Vec<CardId> = (0..cards().len())
                .filter(|i| !ids.contains(i))
                .map(|i| i as CardId)
                .collect();
            let cards = Cards::of(display);
            every_position_below(&Planner::needs(display), &mut |needs| {
                let Some(at) = key(&cards, needs).and_then(|k| self.find(k)) else {
                    return;
                };
                let cracked = needs.contains(&[0; DIGITS]);
                // Nothing cracked: the display stays as it is, whatever the deck holds.
                if cards.stock(needs).is_none() || (!cracked && sums[at].1 > 0) {
                    return;
                }
                let sum = &mut sums[at];
                sum.0 += next_turn(self, display, needs, &deck);
                sum.1 += 1;
            });
        }
        sums.iter()
            .map(|&(sum, n)| if n == 0 { 0.0 } else { sum / f64::from(n) })
            .collect()
    }

    fn indexed(
        keys: Vec<u64>,
        turn: Vec<Row>,
        alone: Vec<Stepped>,
        duel: Vec<Stepped>,
        next: Vec<i16>,
    ) -> Book {
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
            turn,
            alone,
            duel,
            next,
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

    /// Whether the book holds a display (and so every position below it).
    pub(crate) fn holds_display(&self, display: &[Option<Slot>]) -> bool {
        self.holds(&Cards::of(display), &Planner::needs(display))
    }

    /// Whether the book holds this position.
    pub(crate) fn holds(&self, cards: &Cards, needs: &Needs) -> bool {
        key(cards, needs).is_some_and(|k| self.find(k).is_some())
    }

    /// The roll values of a position for a player looking as far as `horizon`, if the book
    /// holds it.
    pub(crate) fn rolls(&self, cards: &Cards, needs: &Needs, horizon: Horizon) -> Option<Rolls> {
        let at = self.find(key(cards, needs)?)?;
        Some(self.rolls_at(at, horizon))
    }

    fn rolls_at(&self, at: usize, horizon: Horizon) -> Rolls {
        match horizon {
            Horizon::Turn => unpack(self.turn[at].0.iter().map(|&v| f64::from(v))),
            Horizon::Alone => unpack(self.alone[at].iter().map(|&v| unstep(v))),
            Horizon::Duel => unpack(self.duel[at].iter().map(|&v| unstep(v))),
        }
    }

    /// A position's roll values for a player looking as far as `horizon`, and the next
    /// turn's value after it (looked up only when the horizon reaches it), if the book
    /// holds it.
    pub(crate) fn look_up(
        &self,
        cards: &Cards,
        needs: &Needs,
        horizon: Horizon,
    ) -> Option<(Rolls, f64)> {
        let at = self.find(key(cards, needs)?)?;
        let next = match horizon {
            Horizon::Turn => 0.0,
            _ => unstep(self.next[at]),
        };
        Some((self.rolls_at(at, horizon), next))
    }

    /// The roll values of a position for the turn alone, if the book holds it.
    pub(crate) fn turn_rolls(&self, cards: &Cards, needs: &Needs) -> Option<Rolls> {
        self.rolls(cards, needs, Horizon::Turn)
    }

    /// The next turn's value after a turn ends at a position, as the values looking past the
    /// turn count it, if the book holds it.
    #[cfg(test)]
    pub(crate) fn next_turn(&self, cards: &Cards, needs: &Needs) -> Option<f64> {
        let at = self.find(key(cards, needs)?)?;
        Some(unstep(self.next[at]))
    }

    /// The file: magic, count (u32), checksum (u64, FNV-1a of what follows), then
    /// little-endian: the keys (u64), the turn's values (12 f32 per key), the values alone
    /// and against one opponent (12 i16 per key each, in 1/1024 of a million) and the next
    /// turn's values (one i16 per key).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = Vec::with_capacity(self.keys.len() * POSITION_BYTES);
        for key in &self.keys {
            body.extend_from_slice(&key.to_le_bytes());
        }
        for value in self.turn.iter().flat_map(|row| &row.0) {
            body.extend_from_slice(&value.to_le_bytes());
        }
        let looking = self.alone.iter().chain(&self.duel).flatten();
        for value in looking.chain(&self.next) {
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
        if body.len() != count * POSITION_BYTES {
            return Err(BookError::WrongLength(bytes.len()));
        }
        if fnv1a(body) != checksum {
            return Err(BookError::Checksum);
        }
        let (key_bytes, rest) = body.split_at(count * 8);
        let (turn_bytes, stepped_bytes) = rest.split_at(count * 4 * KEPT.len());
        let keys: Vec<u64> = key_bytes
            .chunks_exact(8)
            .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
            .collect();
        if keys.windows(2).any(|w| w[0] >= w[1]) {
            return Err(BookError::Unsorted);
        }
        let mut turn = Vec::with_capacity(count);
        for row in turn_bytes.chunks_exact(4 * KEPT.len()) {
            let mut kept = [0f32; KEPT.len()];
            for (value, b) in kept.iter_mut().zip(row.chunks_exact(4)) {
                *value = f32::from_le_bytes(b.try_into().expect("4 bytes"));
                if !value.is_finite() || *value < 0.0 {
                    return Err(BookError::BadValue);
                }
            }
            turn.push(Row(kept));
        }
        let values: Vec<i16> = stepped_bytes
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes(b.try_into().expect("2 bytes")))
            .collect();
        let (rows, next) = values.split_at(count * 2 * KEPT.len());
        let mut rows = rows
            .chunks_exact(KEPT.len())
            .map(|row| -> Stepped { row.try_into().expect("a row") });
        let alone = rows.by_ref().take(count).collect();
        let duel = rows.collect();
        Ok(Book::indexed(keys, turn, alone, duel, next.to_vec()))
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

/// The book shipped with the game, read once for the tests.
#[cfg(test)]
pub(crate) fn shipped() -> &'static Book {
    static SHIPPED: OnceLock<Book> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        Book::from_bytes(include_bytes!(
            "../../../assets/code-knacker/turn-values.bin"
        ))
        .expect("the shipped book reads")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::{End, Planner, Source, work_out};
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64 as SmallRng;

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

    /// `count` displays made at random from `seed`, with their cards and uncovered digits.
    fn random_displays(seed: u64, count: usize) -> Vec<(Vec<Option<Slot>>, Cards, Needs)> {
        let mut rng = SmallRng::seed_from_u64(seed);
        (0..count)
            .map(|_| {
                let display = random_display(&mut rng);
                let (cards, needs) = (Cards::of(&display), Planner::needs(&display));
                (display, cards, needs)
            })
            .collect()
    }

    #[test]
    fn the_book_is_what_the_planner_works_out() {
        let book = shipped();
        for (round, (display, cards, top)) in random_displays(11, 12).into_iter().enumerate() {
            // The turn alone, exactly; looking past it, with the book's next-turn values
            // as the ends, to the 1/1024 the book keeps.
            let mut horizons = vec![(Horizon::Turn, Planner::worked_out(&display), 0.0)];
            if round < 4 {
                for horizon in [Horizon::Alone, Horizon::Duel] {
                    let w = horizon.weight();
                    let ends = |needs: &Needs| {
                        let next = book.next_turn(&cards, needs).expect("held");
                        End {
                            stop: cards.stop_value(needs) + w * next,
                            forced: w * next,
                        }
                    };
                    let planner = Planner::worked_out_with(&display, &ends);
                    horizons.push((horizon, planner, 1e-3));
                }
            }
            for (horizon, mut worked, tolerance) in horizons {
                let mut checked = 0;
                every_position_below(&top, &mut |needs| {
                    if cards.stock(needs).is_none() {
                        return; // beyond the stock: never reached
                    }
                    let looked_up = book.rolls(&cards, needs, horizon).expect("held");
                    for (n, c) in KEPT {
                        let at = (n - 1) * CHIP_STATES + c;
                        let (a, b) = (worked.rolls(needs)[at], looked_up[at]);
                        assert!(
                            close(a, b) || (a - b).abs() <= tolerance,
                            "{horizon:?} {display:?} {needs:?} n={n} c={c}: {a} {b}"
                        );
                    }
                    checked += 1;
                });
                assert!(checked > 0);
            }
        }
    }

    #[test]
    fn with_no_card_cracked_the_next_turn_is_the_display_left_as_it_is() {
        let book = shipped();
        for (display, cards, needs) in random_displays(5, 50) {
            if needs.contains(&[0; DIGITS]) {
                continue;
            }
            let first_roll =
                book.turn_rolls(&cards, &needs).expect("held")[(DICE - 1) * CHIP_STATES];
            let next = book.next_turn(&cards, &needs).expect("held");
            assert!((first_roll - next).abs() <= 1.0 / 2048.0, "{display:?}");
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
        let value = |cards: &Cards, top: &Needs| match work_out(cards, top, &|n| cards.this_turn(n))
        {
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
        let displays = displays();
        assert_eq!(displays.len(), 22 * 21 * 20 / 6);
        for (ids, display) in displays {
            assert!(book.holds_display(&display), "{ids:?}");
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
        let book = shipped();
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
