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

const MAGIC: &[u8; 8] = b"CKBOOK3\n";

/// How every version of the file starts (`CKBOOK2` kept keys and f32 values in rows).
const FAMILY: &[u8] = b"CKBOOK";

/// Why a book file was refused.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum BookError {
    #[error("not a Code Knacker book of turn values (the file does not start with {MAGIC:?})")]
    NotABook,
    #[error(
        "a book of turn values of another format ({0}): this build reads {MAGIC:?}; write it \
         again with `codebreakers-cli turn-values --out FILE`"
    )]
    OtherFormat(String),
    #[error("the book is truncated or too long: {0} bytes")]
    WrongLength(usize),
    #[error("the book's checksum does not match its contents: the file is damaged")]
    Checksum,
    #[error("the book's positions are not in order")]
    Unsorted,
    #[error("the book holds a turn value below zero")]
    BadValue,
}

/// Every position's roll values, sorted by canonical key: for the turn alone, and looking
/// past it (alone and against one opponent), with the next turn's value.
#[cfg_attr(test, derive(PartialEq))]
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

/// One position's kept roll values for the turn alone: in steps of [`STEPS`] (which f32
/// holds exactly) once [`Book::generate`] has worked the next turn's values out from them.
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(PartialEq))]
struct Row([f32; KEPT.len()]);

/// One position's kept roll values in steps of [`STEPS`].
type Stepped = [i16; KEPT.len()];

/// A free slot of the index (no key is all ones: keys have 36 bits).
const EMPTY: (u64, u32) = (u64::MAX, u32::MAX);

/// Values are kept to 1/1024 of a million (as i16). Looking past the turn they are averages
/// over the decks a position can be met with, good to a few thousandths at best; the turn's
/// own are within 1/2048 of the exact ones, so a choice made with them is worth at most
/// 1/1024 less than the best (the tests check it), a thousandth of a card.
const STEPS: f64 = 1024.0;

/// A value as the book keeps it.
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

/// Bytes per position in the file past its key: two for each kept value of each horizon.
const VALUE_BYTES: usize = 2 * 3 * KEPT.len();

/// Bytes in front of the body: the magic, the count, the body's length, its checksum.
const HEADER: usize = MAGIC.len() + 4 + 4 + 8;

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
    /// the turn's values in steps of [`STEPS`], then the values of the turn looking past it,
    /// alone and against one opponent.
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
        let exact = solve_every(&order, &|cards, needs, _| cards.this_turn(needs));
        let mut keys: Vec<u64> = exact.keys().copied().collect();
        keys.sort_unstable();
        let turn = keys.iter().map(|k| row(&exact[k])).collect();
        let mut book = Book::indexed(keys, turn, vec![], vec![], vec![]);
        book.next = book
            .next_turn_values(&displays)
            .into_iter()
            .map(step)
            .collect();
        // With no card cracked, the next turn is the position's own first roll to the step
        // (the file does not hold it).
        for (at, k) in book.keys.iter().enumerate() {
            let steps = stepped(&exact[k]);
            book.turn[at] = Row(steps.map(|v| unstep(v) as f32));
            if !position(*k).1.contains(&[0; DIGITS]) {
                book.next[at] = steps[0];
            }
        }
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

    /// The turn's kept values in steps of [`STEPS`].
    fn turn_steps(&self) -> Vec<Stepped> {
        self.turn
            .iter()
            .map(|row| row.0.map(|v| step(f64::from(v))))
            .collect()
    }

    /// For each position, the ones its values are predicted from ([`Below`]).
    fn below_in_value(&self) -> Vec<Below> {
        self.keys
            .iter()
            .enumerate()
            .map(|(at, &k)| {
                let (cards, needs) = position(k);
                let lower = |i: usize, by: u32| {
                    let mut lower = cards;
                    lower.values[i] = lower.values[i].checked_sub(by)?;
                    lower.lengths[i] = lower.values[i] + 1;
                    // Smaller keys come first; a damaged key may not be canonical.
                    self.find(key(&lower, &needs)?).filter(|&b| b < at)
                };
                let line = (0..3).find_map(|i| Some(Below::Two(lower(i, 1)?, lower(i, 2)?)));
                line.or_else(|| (0..3).find_map(|i| lower(i, 1).map(Below::One)))
                    .unwrap_or(Below::None)
            })
            .collect()
    }

    /// Positions with a card cracked: only theirs of the next turn's values are in the file.
    fn cracked(&self) -> Vec<bool> {
        self.keys
            .iter()
            .map(|&k| position(k).1.contains(&[0; DIGITS]))
            .collect()
    }

    /// The file: magic, count (u32), the body's length (u32) and checksum (u64, FNV-1a),
    /// then the body: the keys, as LEB128 gaps from the one before (from 0); the kept values
    /// in steps of [`STEPS`] of the turn alone, alone, and against one opponent
    /// ([`duel_and_alone`]), each as its difference from what [`predicted`] makes of the
    /// values before it, in columns (one per horizon and kept roll, zigzag u16, low bytes
    /// then high bytes); and the next turn's values of the positions with a card cracked
    /// (the same). With no card cracked the next turn is the display left as it is: the
    /// position's own first roll of the turn alone ([`Book::next_turn_values`]). Arithmetic
    /// wraps (i16), so reading inverts it exactly; columns of small differences are what
    /// brotli packs best (the web build serves the file compressed).
    pub fn to_bytes(&self) -> Vec<u8> {
        let turn = self.turn_steps();
        let below = self.below_in_value();
        let cracked = self.cracked();
        let mut body = Vec::new();
        let mut last = 0u64;
        for &key in &self.keys {
            let mut gap = key - last;
            last = key;
            while gap >= 0x80 {
                body.push((gap as u8 & 0x7f) | 0x80);
                gap >>= 7;
            }
            body.push(gap as u8);
        }
        let duel = duel_and_alone(&self.duel, &self.alone, &turn, Direction::Write);
        for (horizon, values) in [
            (Horizon::Turn, &turn),
            (Horizon::Alone, &self.alone),
            (Horizon::Duel, &duel),
        ] {
            let residues = predicted(values, &below, horizon, Direction::Write);
            for j in 0..KEPT.len() {
                planes(&mut body, residues.iter().map(|row| row[j]));
            }
        }
        for (at, &next) in self.next.iter().enumerate() {
            assert!(
                cracked[at] || next == turn[at][0],
                "with no card cracked the next turn is the position's own first roll"
            );
        }
        let next = self.next.iter().zip(&cracked).filter(|(_, c)| **c);
        planes(&mut body, next.map(|(&v, _)| v));
        let mut bytes = MAGIC.to_vec();
        bytes.extend_from_slice(&(self.keys.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&(body.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&fnv1a(&body).to_le_bytes());
        bytes.extend_from_slice(&body);
        bytes
    }

    /// Reads a book file, refusing a damaged one, or one of another format.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        match bytes.get(..MAGIC.len()) {
            Some(magic) if magic == MAGIC && bytes.len() < HEADER => {
                return Err(BookError::WrongLength(bytes.len()));
            }
            Some(magic) if magic == MAGIC => {}
            Some(magic) if magic.starts_with(FAMILY) => {
                let magic = String::from_utf8_lossy(magic).trim_end().to_string();
                return Err(BookError::OtherFormat(magic));
            }
            _ => return Err(BookError::NotABook),
        }
        let count = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) as usize;
        let length = u32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes")) as usize;
        let checksum = u64::from_le_bytes(bytes[16..24].try_into().expect("8 bytes"));
        let body = &bytes[HEADER..];
        // At least a byte of key and the values for each position (before allocating).
        if body.len() != length || body.len() < count.saturating_mul(1 + VALUE_BYTES) {
            return Err(BookError::WrongLength(bytes.len()));
        }
        if fnv1a(body) != checksum {
            return Err(BookError::Checksum);
        }
        let mut keys = Vec::with_capacity(count);
        let mut read = 0;
        let mut last = 0u64;
        for _ in 0..count {
            let mut gap = 0u64;
            for shift in (0..64).step_by(7) {
                let &byte = body.get(read).ok_or(BookError::WrongLength(bytes.len()))?;
                read += 1;
                gap |= u64::from(byte & 0x7f) << shift;
                if byte < 0x80 {
                    break;
                }
            }
            last = match last.checked_add(gap) {
                Some(key) if gap > 0 || keys.is_empty() => key,
                _ => return Err(BookError::Unsorted),
            };
            keys.push(last);
        }
        let mut book = Book::indexed(keys, vec![], vec![], vec![], vec![]);
        let cracked = book.cracked();
        let with_next = cracked.iter().filter(|&&c| c).count();
        let mut rest = &body[read..];
        if rest.len() != count * VALUE_BYTES + 2 * with_next {
            return Err(BookError::WrongLength(bytes.len()));
        }
        let below = book.below_in_value();
        let mut horizon_values = |horizon: Horizon| {
            let mut residues = vec![[0i16; KEPT.len()]; count];
            for j in 0..KEPT.len() {
                let column = unplanes(&mut rest, count);
                for (row, value) in residues.iter_mut().zip(column) {
                    row[j] = value;
                }
            }
            predicted(&residues, &below, horizon, Direction::Read)
        };
        let turn = horizon_values(Horizon::Turn);
        let alone = horizon_values(Horizon::Alone);
        let duel = duel_and_alone(
            &horizon_values(Horizon::Duel),
            &alone,
            &turn,
            Direction::Read,
        );
        if turn.iter().flatten().any(|&v| v < 0) {
            return Err(BookError::BadValue);
        }
        let mut stored = unplanes(&mut rest, with_next).into_iter();
        book.next = cracked
            .iter()
            .zip(&turn)
            .map(|(&c, row)| {
                if c {
                    stored.next().unwrap_or(0)
                } else {
                    row[0]
                }
            })
            .collect();
        book.turn = turn
            .iter()
            .map(|row| Row(row.map(|v| unstep(v) as f32)))
            .collect();
        book.alone = alone;
        book.duel = duel;
        Ok(book)
    }
}

/// Where a position's values are predicted from: the positions with the same digits
/// uncovered and one card's value one and two lower (on a line: twice the first less the
/// second), or one lower, or none. Their keys are smaller, so they come before it.
#[derive(Clone, Copy)]
enum Below {
    Two(usize, usize),
    One(usize),
    None,
}

enum Direction {
    /// Values to the differences from what is predicted.
    Write,
    /// Those differences back to values.
    Read,
}

/// The kept roll each one is predicted from within a position, after the positions below in
/// value: for the turn alone, the same dice with a microchip fewer aside; looking past it,
/// also the roll of one die more with none aside (measured: the smallest differences).
fn within(horizon: Horizon, j: usize) -> Option<usize> {
    let (n, c) = KEPT[j];
    let from = match (c, horizon) {
        (0, Horizon::Turn) => return None,
        (0, _) => (n + 1, 0),
        _ => (n, c - 1),
    };
    KEPT.iter().position(|&kept| kept == from)
}

/// Turns values into their differences from the prediction (`Write`), or back (`Read`):
/// first from the positions below in value ([`Below`]), then, of what is left, from another
/// kept roll of the same position ([`within`]). In position order, so that reading has the
/// values of the positions below already.
fn predicted(
    from: &[Stepped],
    below: &[Below],
    horizon: Horizon,
    direction: Direction,
) -> Vec<Stepped> {
    let mut values: Vec<Stepped> = vec![[0; KEPT.len()]; from.len()];
    let mut residues: Vec<Stepped> = vec![[0; KEPT.len()]; from.len()];
    for at in 0..from.len() {
        let mut left = [0i16; KEPT.len()];
        for j in 0..KEPT.len() {
            let line = match below[at] {
                Below::Two(a, b) => values[a][j].wrapping_mul(2).wrapping_sub(values[b][j]),
                Below::One(a) => values[a][j],
                Below::None => 0,
            };
            let base = within(horizon, j).map_or(0, |p| left[p]);
            match direction {
                Direction::Write => {
                    values[at][j] = from[at][j];
                    left[j] = from[at][j].wrapping_sub(line);
                    residues[at][j] = left[j].wrapping_sub(base);
                }
                Direction::Read => {
                    left[j] = from[at][j].wrapping_add(base);
                    values[at][j] = left[j].wrapping_add(line);
                }
            }
        }
    }
    match direction {
        Direction::Write => residues,
        Direction::Read => values,
    }
}

/// `duel + alone - 2 turn` from `duel` (`Write`), which is small: the two horizons weigh the
/// next turn with opposite signs; or `duel` back from it (`Read`).
fn duel_and_alone(
    from: &[Stepped],
    alone: &[Stepped],
    turn: &[Stepped],
    direction: Direction,
) -> Vec<Stepped> {
    from.iter()
        .zip(alone)
        .zip(turn)
        .map(|((x, a), t)| {
            std::array::from_fn(|j| {
                let less = a[j].wrapping_sub(t[j].wrapping_mul(2));
                match direction {
                    Direction::Write => x[j].wrapping_add(less),
                    Direction::Read => x[j].wrapping_sub(less),
                }
            })
        })
        .collect()
}

/// Writes values as zigzag u16, their low bytes then their high bytes.
fn planes(body: &mut Vec<u8>, values: impl Iterator<Item = i16> + Clone) {
    let zigzag = |v: i16| ((v << 1) ^ (v >> 15)) as u16;
    body.extend(values.clone().map(|v| zigzag(v) as u8));
    body.extend(values.map(|v| (zigzag(v) >> 8) as u8));
}

/// Reads `count` values written by [`planes`] off the front of `rest` (which holds them).
fn unplanes(rest: &mut &[u8], count: usize) -> Vec<i16> {
    let (low, tail) = rest.split_at(count);
    let (high, tail) = tail.split_at(count);
    *rest = tail;
    low.iter()
        .zip(high)
        .map(|(&l, &h)| {
            let z = u16::from(l) | u16::from(h) << 8;
            ((z >> 1) as i16) ^ -((z & 1) as i16)
        })
        .collect()
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
mod tests;
