//! The exact expected value of the rest of a Code Knacker turn (`assets/i18n/en/rules/code-knacker.md`), behind the
//! hard computer player and the hint.
//!
//! A position within a turn is: the digits still uncovered on each displayed card, the
//! dice still to roll in this cycle, and the microchips set aside in it (only "two or
//! more" matters: that allows rolling all five again). The marker stock follows from the
//! uncovered digits (17 less the markers on the display). For the turn alone, stopping is
//! worth the values of the cards cracked in this turn and a roll with no suitable die is
//! worth nothing; a player looking past its turn adds what the display left is worth to the
//! next turn ([`End`], [`crate::outlook`]). Every roll outcome and every way to set dice
//! aside is weighed: nothing is a fixed rule.
//!
//! A [`Planner`] works out every position below the display it is made for at once, in
//! an order where every position comes after those it leads to, so it stays valid for as
//! long as the same cards lie in the display.

use crate::book::Book;
use crate::deck::{CardId, card};
use crate::outlook::{Horizon, Outlook};
use crate::rules::{DICE, Face, MARKERS, Slot};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

const CARDS: usize = 3;
pub(crate) const DIGITS: usize = 5;
/// Chips aside that matter: none, one, two or more.
pub(crate) const CHIP_STATES: usize = 3;

/// Uncovered digits of a display: `needs[card][digit value - 1]`.
pub type Needs = [[u8; DIGITS]; CARDS];

/// What a position is worth with `m` dice left to roll (0-5) and `c` microchips aside
/// (0, 1, 2+), if the player then does the best of stopping and rolling on.
type Continue = [[f64; CHIP_STATES]; DICE + 1];

/// One outcome of a roll.
struct Outcome {
    /// Dice per live digit, then microchips, then dead faces.
    counts: Vec<u8>,
    p: f64,
    /// Every non-empty way to pick numbered dice from it: (dense index of the counts per
    /// live digit, dice used).
    picks: Vec<(u16, u8)>,
}

/// The outcomes of rolling `n` dice when `live` digit values are wanted.
fn outcomes(n: usize, live: usize) -> &'static [Outcome] {
    static TABLE: OnceLock<Vec<Vec<Vec<Outcome>>>> = OnceLock::new();
    &TABLE.get_or_init(|| {
        (0..=DIGITS)
            .map(|live| {
                (0..=DICE)
                    .map(|n| {
                        let mut probs = vec![1.0 / 6.0; live + 1];
                        probs.push((DIGITS - live) as f64 / 6.0);
                        let mut list = Vec::new();
                        fill(n, 0, &probs, &mut vec![0; live + 2], &mut list);
                        list.retain(|(_, p)| *p > 0.0);
                        list.into_iter()
                            .map(|(counts, p)| Outcome {
                                picks: picks(&counts[..live]),
                                counts,
                                p,
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect()
    })[live][n]
}

/// Every non-empty v <= counts, as (dense index, dice).
fn picks(counts: &[u8]) -> Vec<(u16, u8)> {
    let mut list = Vec::new();
    let mut v = vec![0u8; counts.len()];
    loop {
        let mut at = 0;
        while at < counts.len() && v[at] == counts[at] {
            v[at] = 0;
            at += 1;
        }
        if at == counts.len() {
            return list;
        }
        v[at] += 1;
        let code = v.iter().rev().fold(0, |code, &k| code * 6 + usize::from(k));
        list.push((compact()[code], v.iter().sum()));
    }
}

fn fill(
    left: usize,
    at: usize,
    probs: &[f64],
    counts: &mut Vec<u8>,
    list: &mut Vec<(Vec<u8>, f64)>,
) {
    if at + 1 == probs.len() {
        counts[at] = left as u8;
        let factorial = |k: u8| (1..=u64::from(k)).product::<u64>() as f64;
        let n: u8 = counts.iter().sum();
        let mut p = factorial(n);
        for (&c, &q) in counts.iter().zip(probs) {
            p *= q.powi(i32::from(c)) / factorial(c);
        }
        list.push((counts.clone(), p));
        return;
    }
    for k in 0..=left {
        counts[at] = k as u8;
        fill(left - k, at + 1, probs, counts, list);
    }
}

/// Ways to use at most five dice over five digit values.
const DICE_VECTORS: usize = 252;

/// A dense index for each count vector (base 6, at most five dice in all).
fn compact() -> &'static [u16] {
    static TABLE: OnceLock<Vec<u16>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut next = 0;
        (0..6usize.pow(DIGITS as u32))
            .map(|code| {
                let mut digits_sum = 0;
                let mut rest = code;
                while rest > 0 {
                    digits_sum += rest % 6;
                    rest /= 6;
                }
                if digits_sum <= DICE {
                    next += 1;
                    next - 1
                } else {
                    u16::MAX
                }
            })
            .collect()
    })
}

/// A choice after a roll: cover digits and set microchips aside.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// `covers[card][digit value - 1]`: how many dice of that value cover digits on that card.
    pub covers: Needs,
    pub chips: u8,
    /// The expected value of the turn after this choice (stopping or rolling on as is best).
    pub value: f64,
}

impl Choice {
    pub fn dice(&self) -> u8 {
        self.chips + self.covers.iter().flatten().sum::<u8>()
    }

    /// The uncovered digits after this choice, from `needs`.
    pub fn after(&self, needs: &Needs) -> Needs {
        std::array::from_fn(|i| std::array::from_fn(|d| needs[i][d] - self.covers[i][d]))
    }
}

/// One way to cover digits of one value: how many dice, and how many on each card.
#[derive(Clone, Copy)]
struct Spread {
    dice: u8,
    per_card: [u8; CARDS],
}

/// Roll values of a position: rolling `n` dice with `c` microchips aside is at
/// `(n - 1) * 3 + c`.
pub(crate) type Rolls = [f64; DICE * CHIP_STATES];

/// What the display's cards are: which slots hold one, its value and code length.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Cards {
    pub present: [bool; CARDS],
    pub values: [u32; CARDS],
    pub lengths: [u32; CARDS],
}

impl Cards {
    pub fn of(display: &[Option<Slot>]) -> Self {
        let mut cards = Cards {
            present: [false; CARDS],
            values: [0; CARDS],
            lengths: [0; CARDS],
        };
        for (i, slot) in display.iter().enumerate().take(CARDS) {
            if let Some(slot) = slot {
                let safe = card(slot.card);
                cards.present[i] = true;
                cards.values[i] = safe.value;
                cards.lengths[i] = safe.code.len() as u32;
            }
        }
        cards
    }

    /// Markers left in the stock: 17 less the covered digits (`None`: more than 17).
    pub(crate) fn stock(&self, needs: &Needs) -> Option<u32> {
        let digits: u32 = self.lengths.iter().sum();
        let uncovered: u32 = needs.iter().flatten().map(|&n| u32::from(n)).sum();
        u32::from(MARKERS).checked_sub(digits - uncovered)
    }

    /// What stopping is worth in this turn alone: the cards cracked (in a turn: none
    /// stays cracked).
    pub fn stop_value(&self, needs: &Needs) -> f64 {
        (0..CARDS)
            .filter(|&i| self.present[i] && needs[i] == [0; DIGITS])
            .map(|i| f64::from(self.values[i]))
            .sum()
    }

    /// How the turn ends at a position when only this turn counts.
    pub fn this_turn(&self, needs: &Needs) -> End {
        End {
            stop: self.stop_value(needs),
            forced: 0.0,
        }
    }
}

/// What the end of a turn at a position is worth to the player: stopping (voluntarily, or
/// with all five dice aside and fewer than two microchips), or a roll with no suitable die.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct End {
    pub stop: f64,
    pub forced: f64,
}

impl End {
    /// What the position is worth for each (dice left, chips aside): stop, or roll on
    /// (all five again after a cycle with two microchips or more).
    pub fn continuation(&self, rolls: &Rolls) -> Continue {
        let stop = self.stop;
        let mut cont = [[0.0; CHIP_STATES]; DICE + 1];
        for (m, row) in cont.iter_mut().enumerate() {
            for (c, value) in row.iter_mut().enumerate() {
                *value = match m {
                    0 if c >= 2 => stop.max(rolls[(DICE - 1) * CHIP_STATES]),
                    0 => stop,
                    _ => stop.max(rolls[(m - 1) * CHIP_STATES + c]),
                };
            }
        }
        cont
    }
}

impl Cards {
    /// The roll values of one position that ends as `end` says, from the continuations of
    /// the positions below it (`below`). Setting only microchips aside keeps the position,
    /// and a cycle of only microchips can come back to rolling all five here: that value is
    /// found by iterating to its fixed point (each pass multiplies the error by the chance
    /// of such a cycle, below one). `None` if the position holds more markers than the stock.
    pub fn solve(
        &self,
        needs: &Needs,
        end: End,
        below: &dyn Fn(&Needs) -> Continue,
    ) -> Option<Rolls> {
        let stock = self.stock(needs)?;
        let End { stop, forced } = end;
        // Each live digit value and the ways its dice can spread over the cards.
        let mut spreads: Vec<(usize, Vec<Spread>)> = Vec::new();
        if stock > 0 {
            for d in 0..DIGITS {
                let wanted: u8 = (0..CARDS).map(|i| needs[i][d]).sum();
                if wanted > 0 {
                    let mut list = Vec::new();
                    spread(
                        needs,
                        d,
                        0,
                        Spread {
                            dice: 0,
                            per_card: [0; CARDS],
                        },
                        &mut list,
                    );
                    spreads.push((d, list));
                }
            }
        }
        let live = spreads.len();
        // The best continuation for each way of covering, by the dice it uses per digit
        // (`v`, in base 6 over the live digits): the spread over the cards chosen best.
        let mut by_dice = vec![[[f64::NEG_INFINITY; CHIP_STATES]; DICE + 1]; DICE_VECTORS];
        best_spreads(&spreads, stock, 0, 0, *needs, 0, below, &mut by_dice);
        // Per (n, outcome, c): the best value by covering something.
        let mut progress: Vec<Vec<[f64; CHIP_STATES]>> = vec![Vec::new(); DICE + 1];
        for (n, progress) in progress.iter_mut().enumerate().skip(1) {
            for outcome in outcomes(n, live) {
                let mut best = [f64::NEG_INFINITY; CHIP_STATES];
                let chips = usize::from(outcome.counts[live]);
                let cs = 3.min(DICE - n + 1);
                for &(pick, used) in &outcome.picks {
                    let cont = &by_dice[usize::from(pick)];
                    let left = n - usize::from(used);
                    for j in 0..=chips.min(left) {
                        for (c, slot) in best.iter_mut().enumerate().take(cs) {
                            *slot = slot.max(cont[left - j][(c + j).min(2)]);
                        }
                    }
                }
                progress.push(best);
            }
        }
        // One pass: every roll value, given `x` as the value of rolling all five here again.
        let pass = |x: f64, rolls: &mut Rolls| {
            let cont = |rolls: &Rolls, m: usize, c: usize| match m {
                0 if c >= 2 => stop.max(x),
                0 => stop,
                _ => stop.max(rolls[(m - 1) * CHIP_STATES + c]),
            };
            for n in 1..=DICE {
                for c in 0..=2.min(DICE - n) {
                    let mut value = 0.0;
                    for (k, outcome) in outcomes(n, live).iter().enumerate() {
                        let mut best = progress[n][k][c];
                        for j in 1..=usize::from(outcome.counts[live]) {
                            best = best.max(cont(rolls, n - j, (c + j).min(2)));
                        }
                        // No suitable die: the turn ends by force.
                        value += outcome.p
                            * if best == f64::NEG_INFINITY {
                                forced
                            } else {
                                best
                            };
                    }
                    rolls[(n - 1) * CHIP_STATES + c] = value;
                }
            }
            rolls[(DICE - 1) * CHIP_STATES]
        };
        // The fixed point x = pass(x): pass is increasing, piecewise linear with slope below
        // one, and flat while x <= stop; secant steps find it in a few passes.
        let mut rolls = [0.0; DICE * CHIP_STATES];
        let (mut x0, mut y0) = (stop, pass(stop, &mut rolls));
        let mut x = y0;
        if y0 > stop {
            for _ in 0..50 {
                let y = pass(x, &mut rolls);
                if (y - x).abs() <= 1e-12 * y.max(1.0) {
                    break;
                }
                let slope = (y - y0) / (x - x0);
                let next = if slope < 1.0 && slope.is_finite() {
                    (y - slope * x) / (1.0 - slope)
                } else {
                    y
                };
                (x0, y0, x) = (x, y, next.max(stop));
            }
        }
        pass(x, &mut rolls);
        Some(rolls)
    }
}

/// The ways to spread dice of digit `d` over the cards from `card` on.
fn spread(needs: &Needs, d: usize, card: usize, so_far: Spread, list: &mut Vec<Spread>) {
    if card == CARDS {
        list.push(so_far);
        return;
    }
    for k in 0..=needs[card][d].min(DICE as u8 - so_far.dice) {
        let mut next = so_far;
        next.dice += k;
        next.per_card[card] = k;
        spread(needs, d, card + 1, next, list);
    }
}

/// Fills `by_dice[v]` with the best continuation over every spread of the dice `v`
/// (counts per live digit, base 6) over the cards, within the marker stock.
#[allow(clippy::too_many_arguments)]
fn best_spreads(
    spreads: &[(usize, Vec<Spread>)],
    stock: u32,
    digit: usize,
    used: u8,
    after: Needs,
    code: usize,
    below: &dyn Fn(&Needs) -> Continue,
    by_dice: &mut [Continue],
) {
    if digit == spreads.len() {
        if used == 0 {
            return;
        }
        let cont = below(&after);
        let best = &mut by_dice[usize::from(compact()[code])];
        for m in 0..=DICE - usize::from(used) {
            for c in 0..CHIP_STATES {
                best[m][c] = best[m][c].max(cont[m][c]);
            }
        }
        return;
    }
    let place = 6usize.pow(digit as u32);
    let (d, list) = &spreads[digit];
    for spread in list {
        let total = used + spread.dice;
        if usize::from(total) > DICE || u32::from(total) > stock {
            continue;
        }
        let mut next = after;
        for (card, &k) in spread.per_card.iter().enumerate() {
            next[card][*d] -= k;
        }
        best_spreads(
            spreads,
            stock,
            digit + 1,
            total,
            next,
            code + usize::from(spread.dice) * place,
            below,
            by_dice,
        );
    }
}

/// Where a planner's roll values come from.
pub(crate) enum Source {
    /// Worked out here for every position at or below `top`, indexed in mixed radix.
    Worked {
        stride: [[u32; DIGITS]; CARDS],
        rolls: Vec<Rolls>,
        ends: Vec<End>,
    },
    /// Looked up in the book of every position of the deck, worked out ahead of time, as
    /// far as `outlook` looks, and kept here once looked up (a turn comes back to the same
    /// positions).
    Book {
        book: &'static Book,
        outlook: Outlook,
        memo: HashMap<u64, (Rolls, End), BuildHasherDefault<PackedHasher>>,
    },
}

/// The expected-value calculation for one display of cards, valid for every position at
/// or below the uncovered digits it was made with.
pub struct Planner {
    /// The display cards it was made for (`None`: an empty slot).
    ids: [Option<CardId>; CARDS],
    cards: Cards,
    /// Uncovered digits when it was made.
    top: Needs,
    source: Source,
}

impl Planner {
    /// The planner of this turn alone for this display: from `book` when it holds the
    /// display, otherwise worked out here (the same values, more slowly).
    pub fn new(display: &[Option<Slot>], book: Option<&'static Book>) -> Self {
        let outlook = Outlook {
            horizon: Horizon::Turn,
            deck: 0,
        };
        Self::looking(display, book, outlook)
    }

    /// The planner for this display from `book`'s values as far as `outlook` looks, when
    /// the book holds the display; otherwise worked out here for this turn alone (looking
    /// further needs the book's value of every display the deck can refill).
    pub fn looking(
        display: &[Option<Slot>],
        book: Option<&'static Book>,
        outlook: Outlook,
    ) -> Self {
        match book {
            Some(book) if book.holds_display(display) => {
                let memo = HashMap::default();
                Self::with_source(
                    display,
                    Source::Book {
                        book,
                        outlook,
                        memo,
                    },
                )
            }
            _ => Self::worked_out(display),
        }
    }

    /// Works out every position reachable from this display here (the calculation), for
    /// this turn alone.
    pub fn worked_out(display: &[Option<Slot>]) -> Self {
        let cards = Cards::of(display);
        Self::worked_out_with(display, &|needs| cards.this_turn(needs))
    }

    /// Works out every position reachable from this display here, a turn ending at a
    /// position being worth what `ends` says.
    pub fn worked_out_with(display: &[Option<Slot>], ends: &dyn Fn(&Needs) -> End) -> Self {
        let source = work_out(&Cards::of(display), &Self::needs(display), ends);
        Self::with_source(display, source)
    }

    fn with_source(display: &[Option<Slot>], source: Source) -> Self {
        let mut ids = [None; CARDS];
        for (i, slot) in display.iter().enumerate().take(CARDS) {
            ids[i] = slot.as_ref().map(|s| s.card);
        }
        Planner {
            ids,
            cards: Cards::of(display),
            top: Self::needs(display),
            source,
        }
    }

    /// Whether this planner covers the display: the same cards, no digit uncovered that
    /// was covered when it was made.
    pub fn fits(&self, display: &[Option<Slot>]) -> bool {
        let needs = Self::needs(display);
        (0..CARDS).all(|i| {
            display.get(i).and_then(|s| s.as_ref().map(|s| s.card)) == self.ids[i]
                && (0..DIGITS).all(|d| needs[i][d] <= self.top[i][d])
        })
    }

    /// Positions worked out here (0 when the values come from the book).
    pub fn positions(&self) -> usize {
        match &self.source {
            Source::Worked { rolls, .. } => rolls.len(),
            Source::Book { .. } => 0,
        }
    }

    /// Whether the values come from the book.
    pub fn uses_book(&self) -> bool {
        matches!(self.source, Source::Book { .. })
    }

    /// The uncovered digits of a display.
    pub fn needs(display: &[Option<Slot>]) -> Needs {
        let mut needs = [[0u8; DIGITS]; CARDS];
        for (i, slot) in display.iter().enumerate().take(CARDS) {
            if let Some(slot) = slot {
                for (&d, &covered) in card(slot.card).code.iter().zip(&slot.covered) {
                    if !covered {
                        needs[i][usize::from(d) - 1] += 1;
                    }
                }
            }
        }
        needs
    }

    fn stock(&self, needs: &Needs) -> Option<u32> {
        self.cards.stock(needs)
    }

    /// What ending the turn at a position is worth to the player.
    pub fn end(&mut self, needs: &Needs) -> End {
        self.values(needs).1
    }

    /// What stopping is worth to the player.
    pub fn stop_value(&mut self, needs: &Needs) -> f64 {
        self.end(needs).stop
    }

    pub(crate) fn rolls(&mut self, needs: &Needs) -> Rolls {
        self.values(needs).0
    }

    /// A position's roll values and what ending the turn there is worth.
    fn values(&mut self, needs: &Needs) -> (Rolls, End) {
        match &mut self.source {
            Source::Worked {
                stride,
                rolls,
                ends,
            } => {
                let at = index(stride, needs);
                (rolls[at], ends[at])
            }
            Source::Book {
                book,
                outlook,
                memo,
            } => {
                let packed = needs
                    .iter()
                    .flatten()
                    .fold(0u64, |packed, &n| packed << 3 | u64::from(n));
                let cards = &self.cards;
                *memo.entry(packed).or_insert_with(|| {
                    // The book holds every position below one it holds (a test checks it).
                    let (rolls, next) = book
                        .look_up(cards, needs, outlook.horizon)
                        .unwrap_or_default();
                    (rolls, outlook.end(cards, needs, next))
                })
            }
        }
    }

    /// A position's roll values for this turn alone (from the book's turn values; a planner
    /// worked out here has only its own).
    fn turn_rolls(&mut self, needs: &Needs) -> Rolls {
        match &self.source {
            Source::Book { book, .. } => book.turn_rolls(&self.cards, needs).unwrap_or_default(),
            Source::Worked { .. } => self.rolls(needs),
        }
    }

    /// [`Planner::roll_value`] for this turn alone.
    pub fn turn_roll_value(&mut self, needs: &Needs, n: usize, chips: usize) -> f64 {
        self.turn_rolls(needs)[(n - 1) * CHIP_STATES + chips.min(2)]
    }

    /// [`Planner::continue_value`] for this turn alone.
    pub fn turn_continue_value(&mut self, needs: &Needs, n: usize, chips: usize) -> f64 {
        let rolls = self.turn_rolls(needs);
        self.cards.this_turn(needs).continuation(&rolls)[n][chips.min(2)]
    }

    /// What stopping is worth in this turn alone: the cards cracked.
    pub fn turn_stop_value(&self, needs: &Needs) -> f64 {
        self.cards.stop_value(needs)
    }

    /// The expected value of rolling `n` dice with `chips` microchips aside in the cycle.
    pub fn roll_value(&mut self, needs: &Needs, n: usize, chips: usize) -> f64 {
        self.rolls(needs)[(n - 1) * CHIP_STATES + chips.min(2)]
    }

    /// What the turn is worth once `n` dice are left to roll and `chips` are aside:
    /// stop, or roll on (all five again after a cycle with two microchips or more).
    pub fn continue_value(&mut self, needs: &Needs, n: usize, chips: usize) -> f64 {
        let (rolls, end) = self.values(needs);
        end.continuation(&rolls)[n][chips.min(2)]
    }

    /// The best way to set aside some of `faces` (the dice rolled and not yet aside), with
    /// `chips` microchips aside in the cycle. `must` forces at least one die aside.
    /// `None` if no die can be set aside.
    pub fn best_choice(
        &mut self,
        display: &[Option<Slot>],
        faces: &[Face],
        chips: usize,
        must: bool,
    ) -> Option<Choice> {
        let needs = Self::needs(display);
        let stock = self.stock(&needs)?;
        let mut counts = [0u8; DIGITS + 1];
        for face in faces {
            match face {
                Face::Digit(d) => counts[usize::from(*d) - 1] += 1,
                Face::Chip => counts[DIGITS] += 1,
            }
        }
        let n = faces.len();
        let mut best: Option<Choice> = None;
        let mut consider = |covers: Needs, chips_aside: usize, cont: &Continue| {
            let used = usize::from(covers.iter().flatten().sum::<u8>()) + chips_aside;
            if used == 0 && must {
                return;
            }
            let value = cont[n - used][(chips + chips_aside).min(2)];
            if best.as_ref().is_none_or(|b| value > b.value + 1e-12) {
                best = Some(Choice {
                    covers,
                    chips: chips_aside as u8,
                    value,
                });
            }
        };
        // Every cover: each card takes up to its need of each digit, within the dice and stock.
        let limit: Needs = needs.map(|row| std::array::from_fn(|d| row[d].min(counts[d])));
        let mut covers = [[0u8; DIGITS]; CARDS];
        loop {
            let per_digit_ok =
                (0..DIGITS).all(|d| (0..CARDS).map(|i| covers[i][d]).sum::<u8>() <= counts[d]);
            let total: u32 = covers.iter().flatten().map(|&k| u32::from(k)).sum();
            if per_digit_ok && total <= stock {
                let mut after = needs;
                for i in 0..CARDS {
                    for d in 0..DIGITS {
                        after[i][d] -= covers[i][d];
                    }
                }
                let (rolls, end) = self.values(&after);
                let cont = end.continuation(&rolls);
                for j in 0..=usize::from(counts[DIGITS]) {
                    consider(covers, j, &cont);
                }
            }
            // Next cover vector: each card takes up to its need, within the dice shown.
            if !next_below(&mut covers, &limit) {
                break;
            }
        }
        best
    }
}

/// Steps `needs` to the next position at or below `top` in mixed radix (the first digit of
/// the first card counts fastest); `false` after the last one.
pub(crate) fn next_below(needs: &mut Needs, top: &Needs) -> bool {
    for i in 0..CARDS {
        for d in 0..DIGITS {
            if needs[i][d] < top[i][d] {
                needs[i][d] += 1;
                return true;
            }
            needs[i][d] = 0;
        }
    }
    false
}

/// Hashes a position packed into a `u64` by one multiplication.
#[derive(Default)]
pub(crate) struct PackedHasher(u64);

impl Hasher for PackedHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }
}

/// The position index of `needs` in a planner's mixed radix.
fn index(stride: &[[u32; DIGITS]; CARDS], needs: &Needs) -> usize {
    needs
        .iter()
        .flatten()
        .zip(stride.iter().flatten())
        .map(|(&n, &stride)| u32::from(n) * stride)
        .sum::<u32>() as usize
}

/// Works out every position at or below `top`, in an order where every position comes
/// after those it leads to, a turn ending at a position being worth what `ends` says.
pub(crate) fn work_out(cards: &Cards, top: &Needs, ends: &dyn Fn(&Needs) -> End) -> Source {
    let mut stride = [[0u32; DIGITS]; CARDS];
    let mut size = 1u32;
    for i in 0..CARDS {
        for d in 0..DIGITS {
            stride[i][d] = size;
            size *= u32::from(top[i][d]) + 1;
        }
    }
    let mut rolls: Vec<Rolls> = Vec::with_capacity(size as usize);
    let mut cont: Vec<Continue> = Vec::with_capacity(size as usize);
    let mut end_values: Vec<End> = Vec::with_capacity(size as usize);
    let mut needs = [[0u8; DIGITS]; CARDS];
    for _ in 0..size {
        // Unreachable positions (more markers than the stock) are never asked for.
        let end = if cards.stock(&needs).is_some() {
            ends(&needs)
        } else {
            End::default()
        };
        let value = {
            let below = |after: &Needs| cont[index(&stride, after)];
            cards.solve(&needs, end, &below).unwrap_or_default()
        };
        cont.push(end.continuation(&value));
        rolls.push(value);
        end_values.push(end);
        next_below(&mut needs, top);
    }
    Source::Worked {
        stride,
        rolls,
        ends: end_values,
    }
}

#[cfg(test)]
mod tests;
