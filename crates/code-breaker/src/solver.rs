//! The code-breaking engine: finds the next guess from the rows so far.
//!
//! Codes of any size (up to 6 pegs of 10 colours) are enumerated once in a
//! [`CodeSpace`]. Each code carries two bit masks, so the key pegs of a pair of
//! codes take two ANDs and two popcounts: one bit per (position, colour) for the
//! blacks, one bit per (colour, k-th occurrence) for the blacks and whites together.
//!
//! A guess is chosen by how it splits the codes still consistent with every answer
//! ([`Strategy`]), among all codes of the space, not only consistent ones, after
//! removing guesses that are the same up to renaming colours no earlier guess used:
//! those split the consistent codes in the same way, so they cannot be better.

use crate::code::{CODE_LENGTH, Code, Feedback, Peg};
use crate::rules::Mode;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

pub mod optimal;
pub mod tree;

pub use optimal::{OptimalReport, Optimiser, SearchLimits};
pub use tree::{DecisionTree, TreeError};

/// The most pegs a [`CodeSpace`] supports.
pub const MAX_PEGS: usize = 6;
/// The most colours a [`CodeSpace`] supports.
pub const MAX_COLOURS: usize = 10;

/// How a guess is rated by the partition of the consistent codes it makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Strategy {
    /// Knuth: the smallest largest part.
    Minimax,
    /// The smallest expected size of the part the answer leaves.
    ExpectedSize,
    /// The largest information (Shannon entropy of the answer).
    Entropy,
    /// Kooi: the most parts (distinct possible answers).
    MostParts,
    /// Entropy, refined by a look one guess further at the best few candidates.
    #[default]
    Lookahead,
}

impl Strategy {
    pub const ALL: [Strategy; 5] = [
        Strategy::Minimax,
        Strategy::ExpectedSize,
        Strategy::Entropy,
        Strategy::MostParts,
        Strategy::Lookahead,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Minimax => "minimax",
            Strategy::ExpectedSize => "expected-size",
            Strategy::Entropy => "entropy",
            Strategy::MostParts => "most-parts",
            Strategy::Lookahead => "lookahead",
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == s)
            .ok_or_else(|| {
                let names: Vec<_> = Strategy::ALL.iter().map(|s| s.name()).collect();
                format!(
                    "unknown strategy `{s}`: expected one of {}",
                    names.join(", ")
                )
            })
    }
}

/// One code of a space, with the masks that make scoring fast.
#[derive(Clone, Copy, Debug)]
struct Entry {
    digits: [u8; MAX_PEGS],
    /// Bit `position * colours + colour`.
    placed: u64,
    /// Bit `colour * pegs + k` for the k-th occurrence of the colour.
    counted: u64,
    /// Bit per colour used.
    colours: u16,
}

/// All codes of `pegs` pegs over `colours` colours, with or without repeats.
#[derive(Clone, Debug)]
pub struct CodeSpace {
    pegs: usize,
    colours: usize,
    repeats: bool,
    entries: Vec<Entry>,
}

/// A feedback as a small index: `black * (pegs + 1) + white`.
pub type Answer = usize;

impl CodeSpace {
    /// Every code of the given size, in lexicographic order of colour indices.
    ///
    /// # Panics
    /// If `pegs` or `colours` exceed [`MAX_PEGS`] / [`MAX_COLOURS`], or a space without
    /// repeats has fewer colours than pegs (callers validate user input first).
    pub fn new(pegs: usize, colours: usize, repeats: bool) -> Self {
        assert!(
            Self::supports(pegs, colours, repeats),
            "unsupported code space"
        );
        let mut entries = Vec::new();
        let total = colours.pow(pegs as u32);
        for n in 0..total {
            let mut digits = [0u8; MAX_PEGS];
            let mut rest = n;
            for d in digits[..pegs].iter_mut().rev() {
                *d = (rest % colours) as u8;
                rest /= colours;
            }
            let entry = Self::entry(pegs, colours, digits);
            if repeats || entry.colours.count_ones() as usize == pegs {
                entries.push(entry);
            }
        }
        CodeSpace {
            pegs,
            colours,
            repeats,
            entries,
        }
    }

    /// Whether [`CodeSpace::new`] accepts these sizes.
    pub fn supports(pegs: usize, colours: usize, repeats: bool) -> bool {
        (1..=MAX_PEGS).contains(&pegs)
            && (1..=MAX_COLOURS).contains(&colours)
            && (repeats || colours >= pegs)
    }

    /// The space of a Code Breaker match: 5 of 8 different colours (standard), or 5 of
    /// 8 colours and the empty hole with repeats (advanced).
    pub fn for_mode(mode: Mode) -> Self {
        let colours = mode.pegs().len();
        CodeSpace::new(CODE_LENGTH, colours, mode.allows_repeats())
    }

    fn entry(pegs: usize, colours: usize, digits: [u8; MAX_PEGS]) -> Entry {
        let mut placed = 0u64;
        let mut counted = 0u64;
        let mut seen = [0usize; MAX_COLOURS];
        let mut used = 0u16;
        for (position, &d) in digits[..pegs].iter().enumerate() {
            let d = usize::from(d);
            placed |= 1 << (position * colours + d);
            counted |= 1 << (d * pegs + seen[d]);
            seen[d] += 1;
            used |= 1 << d;
        }
        Entry {
            digits,
            placed,
            counted,
            colours: used,
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
    pub fn pegs(&self) -> usize {
        self.pegs
    }
    pub fn colours(&self) -> usize {
        self.colours
    }
    pub fn repeats(&self) -> bool {
        self.repeats
    }

    /// The colour indices of code `index`.
    pub fn digits(&self, index: usize) -> &[u8] {
        &self.entries[index].digits[..self.pegs]
    }

    /// Code `index` as a Code Breaker code (colour indices in palette order, 8 = empty hole).
    pub fn code(&self, index: usize) -> Code {
        let mut pegs = [Peg::Empty; CODE_LENGTH];
        for (peg, &d) in pegs.iter_mut().zip(self.digits(index)) {
            *peg = Peg::from_index(d).expect("colour index within the palette");
        }
        Code(pegs)
    }

    /// Every code, as Code Breaker codes.
    pub fn codes(&self) -> Vec<Code> {
        (0..self.len()).map(|i| self.code(i)).collect()
    }

    /// The index of a Code Breaker code in this space, if it belongs to it.
    pub fn index_of(&self, code: &Code) -> Option<usize> {
        let digits: Vec<u8> = code.0.iter().map(|p| p.index()).collect();
        self.index_of_digits(&digits)
    }

    /// The index of a code given by colour indices, if it belongs to this space.
    pub fn index_of_digits(&self, digits: &[u8]) -> Option<usize> {
        if digits.len() != self.pegs || digits.iter().any(|&d| usize::from(d) >= self.colours) {
            return None;
        }
        if self.repeats {
            return Some(
                digits
                    .iter()
                    .fold(0, |n, &d| n * self.colours + usize::from(d)),
            );
        }
        self.entries
            .binary_search_by(|e| e.digits[..self.pegs].cmp(digits))
            .ok()
    }

    /// The answer to guess `guess` when `secret` is the code, as an index.
    #[inline]
    fn answer(&self, secret: usize, guess: usize) -> Answer {
        let (s, g) = (&self.entries[secret], &self.entries[guess]);
        let black = (s.placed & g.placed).count_ones() as usize;
        let total = (s.counted & g.counted).count_ones() as usize;
        black * (self.pegs + 1) + (total - black)
    }

    /// The key pegs for `guess` against `secret`.
    pub fn feedback(&self, secret: usize, guess: usize) -> Feedback {
        self.feedback_of(self.answer(secret, guess))
    }

    fn feedback_of(&self, answer: Answer) -> Feedback {
        Feedback {
            black: (answer / (self.pegs + 1)) as u8,
            white: (answer % (self.pegs + 1)) as u8,
        }
    }

    /// The answer index of key pegs, as [`DecisionTree::child`] takes it.
    pub fn answer_index(&self, feedback: Feedback) -> Answer {
        usize::from(feedback.black) * (self.pegs + 1) + usize::from(feedback.white)
    }

    fn solved_answer(&self) -> Answer {
        self.pegs * (self.pegs + 1)
    }

    fn answers(&self) -> usize {
        (self.pegs + 1) * (self.pegs + 1)
    }

    /// The codes consistent with every `(guess index, feedback)` row.
    pub fn consistent(&self, rows: &[(usize, Feedback)]) -> Vec<u32> {
        let wanted: Vec<(usize, Answer)> = rows
            .iter()
            .map(|&(g, f)| (g, self.answer_index(f)))
            .collect();
        (0..self.len())
            .filter(|&s| wanted.iter().all(|&(g, a)| self.answer(s, g) == a))
            .map(|s| s as u32)
            .collect()
    }

    /// Guesses worth rating once the colours in `used` have appeared in earlier guesses:
    /// the colours not used yet are interchangeable, so only guesses that introduce them
    /// in increasing order are kept.
    fn candidate_guesses(&self, used: u16) -> Vec<u32> {
        let unused: Vec<u8> = (0..self.colours as u8)
            .filter(|&c| used & (1 << c) == 0)
            .collect();
        (0..self.len())
            .filter(|&i| {
                let mut next_new = 0;
                let mut introduced = 0u16;
                for &d in self.digits(i) {
                    if used & (1 << d) != 0 || introduced & (1 << d) != 0 {
                        continue;
                    }
                    if unused.get(next_new) != Some(&d) {
                        return false;
                    }
                    introduced |= 1 << d;
                    next_new += 1;
                }
                true
            })
            .map(|i| i as u32)
            .collect()
    }

    /// The consistent codes split by their answer to `guess`: the parts met, in answer order.
    pub fn split(&self, consistent: &[u32], guess: usize) -> Vec<(Answer, Vec<u32>)> {
        let mut parts: Vec<Vec<u32>> = vec![Vec::new(); self.answers()];
        for &s in consistent {
            parts[self.answer(s as usize, guess)].push(s);
        }
        parts
            .into_iter()
            .enumerate()
            .filter(|(_, part)| !part.is_empty())
            .collect()
    }

    /// Code `index` with its colours as letters A, B, C, ... (any size of space).
    pub fn letters(&self, index: usize) -> String {
        self.digits(index)
            .iter()
            .map(|d| char::from(b'A' + d))
            .collect()
    }

    /// How the consistent codes split by their answer to `guess`.
    fn partition_counts(&self, guess: usize, consistent: &[u32], counts: &mut [u32]) {
        counts.iter_mut().for_each(|c| *c = 0);
        for &s in consistent {
            counts[self.answer(s as usize, guess)] += 1;
        }
    }

    /// The guess `strategy` picks, given the consistent codes and the colours used so far.
    pub fn best_guess(&self, consistent: &[u32], used: u16, strategy: Strategy) -> usize {
        assert!(
            !consistent.is_empty(),
            "no code is consistent with the answers"
        );
        if consistent.len() <= 2 {
            return consistent[0] as usize;
        }
        let ranked = self.rank_guesses(consistent, used, strategy, LOOKAHEAD_WIDTH);
        if strategy != Strategy::Lookahead || consistent.len() <= 4 {
            return ranked[0].1;
        }
        self.look_ahead(consistent, used, &ranked)
    }

    /// The strategy's one-step rating of `guess` (lower is better), with a tiny bonus for a
    /// consistent guess, which may win at once. `plogp[c]` is `c log2 c`.
    fn rate(
        &self,
        guess: usize,
        consistent: &[u32],
        strategy: Strategy,
        counts: &mut [u32],
        plogp: &[f64],
    ) -> f64 {
        let n = consistent.len() as f64;
        let solved = self.solved_answer();
        let (cost, solves) = match strategy {
            Strategy::Entropy | Strategy::Lookahead => {
                // Only the answers met are summed, in answer order, as a full pass would.
                let mut met = 0u64;
                for &s in consistent {
                    let a = self.answer(s as usize, guess);
                    counts[a] += 1;
                    met |= 1 << a;
                }
                let solves = met & (1 << solved) != 0;
                let mut sum = 0.0;
                while met != 0 {
                    let a = met.trailing_zeros() as usize;
                    sum += plogp[counts[a] as usize];
                    counts[a] = 0;
                    met &= met - 1;
                }
                (sum / n, solves)
            }
            _ => {
                self.partition_counts(guess, consistent, counts);
                let cost = match strategy {
                    Strategy::Minimax => f64::from(*counts.iter().max().unwrap_or(&0)),
                    Strategy::ExpectedSize => {
                        counts
                            .iter()
                            .map(|&c| f64::from(c) * f64::from(c))
                            .sum::<f64>()
                            / n
                    }
                    _ => -(counts.iter().filter(|&&c| c > 0).count() as f64),
                };
                let solves = counts[solved] > 0;
                counts.iter_mut().for_each(|c| *c = 0);
                (cost, solves)
            }
        };
        if solves { cost - 1e-9 } else { cost }
    }

    fn plogp_table(n: usize) -> Vec<f64> {
        (0..=n)
            .map(|c| {
                let c = c as f64;
                if c > 0.0 { c * c.log2() } else { 0.0 }
            })
            .collect()
    }

    /// The `keep` best candidate guesses by the strategy's one-step rating, best first
    /// (ties: consistent guesses first, then the lowest index).
    fn rank_guesses(
        &self,
        consistent: &[u32],
        used: u16,
        strategy: Strategy,
        keep: usize,
    ) -> Vec<(f64, usize)> {
        let mut counts = vec![0u32; self.answers()];
        let plogp = Self::plogp_table(consistent.len());
        let mut ranked: Vec<(f64, usize)> = self
            .candidate_guesses(used)
            .into_iter()
            .map(|g| {
                let g = g as usize;
                (self.rate(g, consistent, strategy, &mut counts, &plogp), g)
            })
            .collect();
        let order = |a: &(f64, usize), b: &(f64, usize)| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1));
        if keep < ranked.len() {
            ranked.select_nth_unstable_by(keep, order);
            ranked.truncate(keep);
        }
        ranked.sort_by(order);
        ranked
    }

    /// The best guess by entropy among `candidates` (ascending indices), as `rank_guesses`
    /// would put first.
    fn best_by_entropy(
        &self,
        part: &[u32],
        candidates: &[u32],
        counts: &mut [u32],
    ) -> (f64, usize) {
        let plogp = Self::plogp_table(part.len());
        let mut best = (f64::INFINITY, 0);
        for &g in candidates {
            let cost = self.rate(g as usize, part, Strategy::Entropy, counts, &plogp);
            if cost < best.0 {
                best = (cost, g as usize);
            }
        }
        best
    }

    /// Among the best few guesses by entropy, the one whose parts are best split by one
    /// more entropy guess each: the expected information of two guesses.
    fn look_ahead(&self, consistent: &[u32], used: u16, ranked: &[(f64, usize)]) -> usize {
        let mut best = (f64::INFINITY, ranked[0].1);
        let n = consistent.len() as f64;
        let mut counts = vec![0u32; self.answers()];
        for &(_, guess) in ranked.iter().take(LOOKAHEAD_WIDTH) {
            let used_after = used | self.entries[guess].colours;
            let candidates = self.candidate_guesses(used_after);
            let mut parts: Vec<Vec<u32>> = vec![Vec::new(); self.answers()];
            for &s in consistent {
                parts[self.answer(s as usize, guess)].push(s);
            }
            let mut cost = 0.0;
            for (answer, part) in parts.iter().enumerate() {
                if answer == self.solved_answer() || part.is_empty() {
                    continue;
                }
                cost += match part.len() {
                    1 => 1.0,
                    2 => 1.5 * 2.0,
                    _ => {
                        let (entropy_cost, g) =
                            self.best_by_entropy(part, &candidates, &mut counts);
                        let solves = part.contains(&(g as u32));
                        let m = part.len() as f64;
                        // Residual uncertainty after two guesses, plus the chance of a win now.
                        m * (1.0 + entropy_cost / m.log2().max(1.0))
                            - if solves { 1.0 } else { 0.0 }
                    }
                };
            }
            let cost = cost / n;
            if cost < best.0 - 1e-12 {
                best = (cost, guess);
            }
        }
        best.1
    }

    /// The guess `strategy` makes next, after these rows (guess index and its answer).
    pub fn next_guess(&self, rows: &[(usize, Feedback)], strategy: Strategy) -> Option<usize> {
        let consistent = self.consistent(rows);
        if consistent.is_empty() {
            return None;
        }
        let used = rows
            .iter()
            .fold(0u16, |u, &(g, _)| u | self.entries[g].colours);
        Some(self.best_guess(&consistent, used, strategy))
    }

    /// Plays `strategy` against every secret at once, as a decision tree.
    pub fn solve_all(&self, strategy: Strategy) -> SolveReport {
        let all: Vec<u32> = (0..self.len() as u32).collect();
        let mut report = SolveReport {
            secrets: self.len(),
            total_guesses: 0,
            distribution: vec![],
            first_guess: String::new(),
        };
        let first = self.best_guess(&all, 0, strategy);
        report.first_guess = self.letters(first);
        self.solve_node(&all, 0, 1, first, strategy, &mut report);
        report
    }

    fn solve_node(
        &self,
        consistent: &[u32],
        used: u16,
        depth: usize,
        guess: usize,
        strategy: Strategy,
        report: &mut SolveReport,
    ) {
        let used = used | self.entries[guess].colours;
        let mut parts: Vec<Vec<u32>> = vec![Vec::new(); self.answers()];
        for &s in consistent {
            parts[self.answer(s as usize, guess)].push(s);
        }
        for (answer, part) in parts.iter().enumerate() {
            if part.is_empty() {
                continue;
            }
            if answer == self.solved_answer() {
                report.record(depth, part.len());
                continue;
            }
            let next = self.best_guess(part, used, strategy);
            self.solve_node(part, used, depth + 1, next, strategy, report);
        }
    }
}

/// How a strategy does against every secret of a space.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SolveReport {
    pub secrets: usize,
    pub total_guesses: usize,
    /// `distribution[k]`: secrets solved with the (k+1)-th guess.
    pub distribution: Vec<usize>,
    /// The opening guess, colours as letters A, B, C, ...
    pub first_guess: String,
}

impl SolveReport {
    fn record(&mut self, depth: usize, count: usize) {
        if self.distribution.len() < depth {
            self.distribution.resize(depth, 0);
        }
        self.distribution[depth - 1] += count;
        self.total_guesses += depth * count;
    }

    pub fn mean(&self) -> f64 {
        self.total_guesses as f64 / self.secrets as f64
    }

    pub fn worst(&self) -> usize {
        self.distribution.len()
    }
}

/// How many of the best guesses by entropy the look-ahead strategy looks further at.
const LOOKAHEAD_WIDTH: usize = 6;

/// The first guesses of a strategy, worked out once: the opening, the second guess after
/// every answer to it, the third after every pair of answers, and so on to `rows` rows.
/// They are the slowest to compute (most codes are still possible) and never change, so the
/// hard player reads them from `book/*.json`, made by `codebreakers-cli book --mode MODE`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningBook {
    pub strategy: Strategy,
    /// How many rows the book answers.
    pub rows: usize,
    /// The guess after each sequence of answers to the book's own earlier guesses
    /// (the empty sequence: the opening), sorted by the answers.
    pub lines: Vec<BookLine>,
}

/// One entry of an [`OpeningBook`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BookLine {
    /// Written as text, e.g. `"0B2W 1B1W"` (black and white key pegs of each answer).
    #[serde(with = "answers_text")]
    pub answers: Vec<Feedback>,
    pub guess: Code,
}

/// Book answers as short text, so a deep book stays a small file.
mod answers_text {
    use super::Feedback;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(answers: &[Feedback], s: S) -> Result<S::Ok, S::Error> {
        let words: Vec<String> = answers
            .iter()
            .map(|f| format!("{}B{}W", f.black, f.white))
            .collect();
        s.serialize_str(&words.join(" "))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Feedback>, D::Error> {
        let text = String::deserialize(d)?;
        text.split_whitespace()
            .map(|word| {
                let (black, white) = word
                    .strip_suffix('W')
                    .and_then(|w| w.split_once('B'))
                    .ok_or_else(|| D::Error::custom(format!("`{word}` is not like 2B1W")))?;
                Ok(Feedback {
                    black: black.parse().map_err(D::Error::custom)?,
                    white: white.parse().map_err(D::Error::custom)?,
                })
            })
            .collect()
    }
}

impl OpeningBook {
    /// Works the book out for its first `rows` rows (slow: minutes for the advanced game).
    pub fn compute(space: &CodeSpace, strategy: Strategy, rows: usize) -> Self {
        let all: Vec<u32> = (0..space.len() as u32).collect();
        let mut lines = Vec::new();
        space.book_lines(&all, 0, &mut Vec::new(), rows, strategy, &mut lines);
        lines.sort_by_key(|line: &BookLine| Self::key(&line.answers));
        OpeningBook {
            strategy,
            rows,
            lines,
        }
    }

    fn key(answers: &[Feedback]) -> Vec<(u8, u8)> {
        answers.iter().map(|f| (f.black, f.white)).collect()
    }

    /// The book's guess after these rows, if it has one: every earlier row must be the
    /// book's own guess.
    pub fn guess(&self, rows: &[crate::rules::Row]) -> Option<Code> {
        if rows.len() >= self.rows {
            return None;
        }
        for depth in 0..rows.len() {
            let answers: Vec<Feedback> = rows[..depth].iter().map(|r| r.feedback).collect();
            if self.line(&answers)? != rows[depth].guess {
                return None;
            }
        }
        let answers: Vec<Feedback> = rows.iter().map(|r| r.feedback).collect();
        self.line(&answers)
    }

    fn line(&self, answers: &[Feedback]) -> Option<Code> {
        let key = Self::key(answers);
        self.lines
            .binary_search_by(|line| Self::key(&line.answers).cmp(&key))
            .ok()
            .map(|i| self.lines[i].guess)
    }
}

impl CodeSpace {
    /// The book's lines below one node: `consistent` codes remain after `answers`.
    fn book_lines(
        &self,
        consistent: &[u32],
        used: u16,
        answers: &mut Vec<Feedback>,
        rows: usize,
        strategy: Strategy,
        lines: &mut Vec<BookLine>,
    ) {
        if answers.len() >= rows {
            return;
        }
        let guess = self.best_guess(consistent, used, strategy);
        lines.push(BookLine {
            answers: answers.clone(),
            guess: self.code(guess),
        });
        let used = used | self.entries[guess].colours;
        let mut parts: Vec<Vec<u32>> = vec![Vec::new(); self.answers()];
        for &s in consistent {
            parts[self.answer(s as usize, guess)].push(s);
        }
        for (answer, part) in parts.iter().enumerate() {
            if part.is_empty() || answer == self.solved_answer() {
                continue;
            }
            answers.push(self.feedback_of(answer));
            self.book_lines(part, used, answers, rows, strategy, lines);
            answers.pop();
        }
    }
}

/// The hard computer player's next guess in a Code Breaker round, or `None` if no code fits
/// the answers (which cannot happen in a real match). The opening book, when given, answers
/// its first rows.
pub fn hard_guess(
    space: &CodeSpace,
    book: Option<&OpeningBook>,
    rows: &[crate::rules::Row],
) -> Option<Code> {
    if let Some(code) = book.and_then(|b| b.guess(rows)) {
        return Some(code);
    }
    let indexed: Option<Vec<(usize, Feedback)>> = rows
        .iter()
        .map(|r| space.index_of(&r.guess).map(|g| (g, r.feedback)))
        .collect();
    space
        .next_guess(&indexed?, Strategy::default())
        .map(|g| space.code(g))
}

#[cfg(test)]
mod tests;
