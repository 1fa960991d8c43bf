//! The exact search for the strategy with the fewest guesses in total over every secret
//! (`solve-all --strategy optimal`), by branch and bound:
//!
//! - **Cost** of a node with `n` codes still possible: `n` (every one of them sees this
//!   guess) plus the cost of each part an answer other than "solved" leaves.
//! - **Lower bounds:** a guess has at most `k` answers that do not solve the code, so a
//!   strategy solves at most 1 code with its first guess, `k` with its second, `k²` with its
//!   third, ...: `lower[n]`, the least total for `n` codes. A guess's parts give the bound
//!   `n + Σ lower[part]` before any of them is searched.
//! - **Best first:** guesses are tried by that bound, then the most parts, then the smallest
//!   sum of squared part sizes; the search stops at the first guess whose bound reaches the
//!   best total found, and each part is searched only for a total below what is left of it.
//! - **Symmetry:** renaming colours and permuting positions changes nothing as long as it
//!   keeps every earlier guess as it is; only one guess of each class under those symmetries
//!   is tried (colours no guess used yet are interchangeable, and so are positions early on).
//!   Guesses that split the codes into the very same parts are tried once.
//! - **Memo:** every set of codes searched keeps its exact cost and guess, or the lower bound
//!   it was shown to have.
//!
//! With [`SearchLimits::narrow_above`] the large nodes try only their best few guesses: the
//! result is then a (very good) strategy, not a proven optimum. [`Optimiser::ply_bound`] gives
//! a proven lower bound by looking a few guesses deep at every guess.

use super::{Answer, CodeSpace, DecisionTree, MAX_COLOURS, MAX_PEGS, SolveReport};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;

mod bounds;
mod context;

/// A total no strategy reaches (no guess fits, or a guess limit cannot be kept).
const INFINITE: u32 = 1 << 30;

/// What the search may do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// The most guesses any secret may take (none: no limit).
    pub max_guesses: Option<usize>,
    /// `(size, width)`: at nodes with more than `size` codes, try only the `width` best
    /// guesses by the search's ordering (none: every guess everywhere, the exact search).
    pub narrow_above: Option<(usize, usize)>,
    /// Settle for the first strategy found at each node instead of the best: to show a
    /// guess limit can be kept, fast (not optimal then).
    pub first_fit: bool,
}

/// A symmetry kept by the guesses so far: position `i` goes to `to[i]`, colour `c` of an
/// earlier guess becomes `colour[c]` (`UNSET` for colours no guess used).
#[derive(Clone, Copy, Debug)]
struct Symmetry {
    to: [u8; MAX_PEGS],
    colour: [u8; MAX_COLOURS],
    image: u16,
}

const UNSET: u8 = u8::MAX;

/// Where a node stands: the colours used, the symmetries kept, the guesses made.
#[derive(Clone, Debug)]
struct Context {
    used: u16,
    symmetries: Vec<Symmetry>,
    depth: usize,
}

#[derive(Clone, Copy, Debug)]
enum Memo {
    Exact { cost: u32, guess: u32 },
    Lower(u32),
}

/// A node's search result: its cost, or a lower bound at least the bound it was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Cost(u32),
    Above(u32),
}

/// A guess at a node, with what its part sizes promise.
#[derive(Clone, Copy, Debug)]
struct Rated {
    bound: u32,
    parts: u32,
    squares: u64,
    guess: u32,
}

/// The search's result at the root of a code space.
#[derive(Clone, Debug)]
pub struct OptimalReport {
    /// The strategy found, played against every secret.
    pub report: SolveReport,
    /// Whether it is proven optimal (neither narrowed nor first fit).
    pub exact: bool,
    /// Sets of codes searched.
    pub nodes: u64,
    /// The strategy.
    pub tree: DecisionTree,
}

/// One root part's result, as kept in a checkpoint file.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
struct RootPart {
    guess: u32,
    answer: usize,
    bound: u32,
    /// The exact cost below `bound`, or none.
    cost: Option<u32>,
    /// The lower bound shown, when there is no cost.
    lower: u32,
    /// The subtree's guesses: the answers from this part's node, then the guess.
    decisions: Vec<(Vec<Answer>, u32)>,
}

/// Where an [`Optimiser`] reports how far it got.
pub type Progress<'a> = Box<dyn FnMut(&str) + 'a>;

/// The branch-and-bound search over one code space (see the module documentation).
pub struct Optimiser<'a> {
    space: &'a CodeSpace,
    limits: SearchLimits,
    /// `lower[n]`: the least total for `n` codes.
    lower: Vec<u32>,
    /// `capacity[r]`: the most codes `r` guesses can tell apart and solve.
    capacity: Vec<u64>,
    memo: HashMap<Box<[u32]>, Memo>,
    memo_codes: usize,
    guess_lists: HashMap<u16, Vec<u32>>,
    nodes: u64,
    narrowed: bool,
    checkpoint: Option<std::fs::File>,
    root_parts: HashMap<(u32, Answer), RootPart>,
    /// When the search began, for its progress lines (the browser has no clock std reads).
    #[cfg(not(target_arch = "wasm32"))]
    started: std::time::Instant,
    /// Progress lines go here (the CLI: standard error).
    pub progress: Option<Progress<'a>>,
    /// [`Optimiser::ply_bound`] takes the exact optimum of sets of at most this many codes.
    pub bound_exact_below: usize,
}

/// How many codes the memo keeps before it starts again (about 400 MB).
const MEMO_CODES: usize = 100_000_000;

impl<'a> Optimiser<'a> {
    pub fn new(space: &'a CodeSpace, limits: SearchLimits) -> Self {
        let branches = Self::branches(space) as u64;
        let mut lower = Vec::with_capacity(space.len() + 1);
        lower.push(0u32);
        let (mut depth, mut slots, mut left) = (1u32, 1u64, 1u64);
        for n in 1..=space.len() {
            if left == 0 {
                depth += 1;
                slots = slots.saturating_mul(branches);
                left = slots;
            }
            left -= 1;
            lower.push(lower[n - 1] + depth);
        }
        let mut capacity = vec![0u64];
        for r in 1..=64 {
            let level = branches.saturating_pow(r as u32 - 1);
            capacity.push(capacity[r - 1].saturating_add(level));
        }
        Optimiser {
            space,
            limits,
            lower,
            capacity,
            memo: HashMap::new(),
            memo_codes: 0,
            guess_lists: HashMap::new(),
            nodes: 0,
            narrowed: false,
            checkpoint: None,
            root_parts: HashMap::new(),
            #[cfg(not(target_arch = "wasm32"))]
            started: std::time::Instant::now(),
            progress: None,
            bound_exact_below: 0,
        }
    }

    /// The most answers other than "solved" one guess can get: the answers met by the
    /// opening guesses (any other guess is one of them with colours renamed).
    fn branches(space: &CodeSpace) -> usize {
        let mut met = 0u64;
        for g in space.candidate_guesses(0) {
            for s in 0..space.len() {
                met |= 1 << space.answer(s, g as usize);
            }
        }
        (met & !(1 << space.solved_answer())).count_ones() as usize
    }

    /// The least total guesses any strategy needs for `n` codes, by counting alone.
    pub fn counting_bound(&self, n: usize) -> u32 {
        self.lower[n]
    }

    /// Keeps each root part's result in `path` (one JSON line each) and reads back those a
    /// previous run of the same search left there, so a long search can stop and go on.
    ///
    /// # Errors
    /// If the file cannot be read or written, or was made by another search.
    pub fn resume_from(&mut self, path: &std::path::Path) -> Result<usize, String> {
        let header = format!(
            "{{\"pegs\":{},\"colours\":{},\"repeats\":{},\"limits\":\"{:?}\"}}",
            self.space.pegs(),
            self.space.colours(),
            self.space.repeats(),
            self.limits
        );
        let fail = |e: std::io::Error| format!("checkpoint {}: {e}", path.display());
        let mut resumed = 0;
        if path.exists() {
            let text = std::fs::read_to_string(path).map_err(fail)?;
            let mut lines = text.lines();
            if lines.next() != Some(header.as_str()) {
                return Err(format!(
                    "checkpoint {} was made by another search (expected {header})",
                    path.display()
                ));
            }
            for line in lines {
                // A line cut short by a stop is simply searched again.
                let Ok(part) = serde_json::from_str::<RootPart>(line) else {
                    continue;
                };
                self.root_parts.insert((part.guess, part.answer), part);
                resumed += 1;
            }
        } else {
            std::fs::write(path, format!("{header}\n")).map_err(fail)?;
        }
        self.checkpoint = Some(
            std::fs::OpenOptions::new()
                .append(true)
                .open(path)
                .map_err(fail)?,
        );
        Ok(resumed)
    }

    fn say(&mut self, line: impl FnOnce() -> String) {
        if let Some(progress) = self.progress.as_mut() {
            #[cfg(not(target_arch = "wasm32"))]
            progress(&format!(
                "[{:8.1} s] {}",
                self.started.elapsed().as_secs_f64(),
                line()
            ));
            #[cfg(target_arch = "wasm32")]
            progress(&line());
        }
    }

    /// Every guess worth trying at a node with its bound, best first; guesses that split
    /// the codes as an earlier one does are left out, and so are guesses that tell nothing.
    fn rate(&mut self, set: &[u32], context: &Context, left: usize) -> Vec<Rated> {
        let space = self.space;
        let solved = space.solved_answer();
        let n = set.len() as u32;
        let mut seen: HashMap<u64, Vec<Vec<u8>>> = HashMap::new();
        let mut rated = Vec::new();
        let mut counts = vec![0u32; space.answers()];
        let mut labels = vec![UNSET; space.answers()];
        let mut shape = Vec::with_capacity(set.len());
        'guesses: for g in self.guesses(context) {
            shape.clear();
            let mut next = 0u8;
            let mut hash = 0xcbf2_9ce4_8422_2325u64;
            for &s in set {
                let a = space.answer(s as usize, g as usize);
                counts[a] += 1;
                if labels[a] == UNSET {
                    labels[a] = if a == solved { UNSET - 1 } else { next };
                    next += 1;
                }
                shape.push(labels[a]);
                hash = (hash ^ u64::from(labels[a])).wrapping_mul(0x0000_0100_0000_01b3);
            }
            let mut rating = Rated {
                bound: n,
                parts: 0,
                squares: 0,
                guess: g,
            };
            let mut feasible = true;
            for (a, count) in counts.iter_mut().enumerate() {
                let c = std::mem::take(count);
                labels[a] = UNSET;
                if c == 0 || a == solved {
                    continue;
                }
                feasible &= u64::from(c) <= self.capacity[left - 1];
                rating.bound += self.lower[c as usize];
                rating.parts += 1;
                rating.squares += u64::from(c) * u64::from(c);
            }
            let tells_nothing = next == 1 && shape[0] != UNSET - 1;
            if !feasible || tells_nothing {
                continue;
            }
            let same = seen.entry(hash).or_default();
            if same.contains(&shape) {
                continue 'guesses;
            }
            same.push(shape.clone());
            rated.push(rating);
        }
        rated.sort_by(|a, b| {
            (a.bound, std::cmp::Reverse(a.parts), a.squares, a.guess).cmp(&(
                b.bound,
                std::cmp::Reverse(b.parts),
                b.squares,
                b.guess,
            ))
        });
        rated
    }

    /// One guess's rating at a node, if it tells something and keeps the guess limit.
    fn rating_of(&self, set: &[u32], guess: usize, left: usize) -> Option<Rated> {
        let space = self.space;
        let mut counts = vec![0u32; space.answers()];
        for &s in set {
            counts[space.answer(s as usize, guess)] += 1;
        }
        counts[space.solved_answer()] = 0;
        let mut rating = Rated {
            bound: set.len() as u32,
            parts: 0,
            squares: 0,
            guess: guess as u32,
        };
        for &c in counts.iter().filter(|&&c| c > 0) {
            if u64::from(c) > self.capacity[left - 1] || c as usize == set.len() {
                return None;
            }
            rating.bound += self.lower[c as usize];
            rating.parts += 1;
            rating.squares += u64::from(c) * u64::from(c);
        }
        Some(rating)
    }

    /// Guesses left to a node at this depth.
    fn left(&self, context: &Context) -> usize {
        self.limits
            .max_guesses
            .map_or(self.capacity.len() - 1, |m| m.saturating_sub(context.depth))
            .min(self.capacity.len() - 1)
    }

    fn key(&self, set: &[u32], left: usize) -> Box<[u32]> {
        let mut key = set.to_vec();
        if self.limits.max_guesses.is_some() {
            key.push(u32::MAX - left as u32);
        }
        key.into_boxed_slice()
    }

    /// The least total for `set` if it is below `bound`, or a lower bound at least `bound`.
    fn solve(&mut self, set: &[u32], context: &Context, bound: u32) -> Outcome {
        let n = set.len();
        let left = self.left(context);
        if n as u64 > self.capacity[left] {
            return Outcome::Above(INFINITE);
        }
        let mut lower = self.lower[n];
        if n <= 2 || lower >= bound {
            return if lower < bound {
                Outcome::Cost(lower)
            } else {
                Outcome::Above(lower)
            };
        }
        let key = self.key(set, left);
        match self.memo.get(&key) {
            Some(&Memo::Exact { cost, .. }) if cost < bound => return Outcome::Cost(cost),
            Some(&Memo::Exact { cost, .. }) => return Outcome::Above(cost),
            Some(&Memo::Lower(l)) if l >= bound => return Outcome::Above(l),
            Some(&Memo::Lower(l)) => lower = lower.max(l),
            None => {}
        }
        self.nodes += 1;
        let (outcome, guess) = self.search(set, context, bound, lower);
        if self.memo_codes > MEMO_CODES {
            self.memo.clear();
            self.memo_codes = 0;
        }
        self.memo_codes += key.len();
        let entry = match (outcome, guess) {
            (Outcome::Cost(cost), Some(guess)) => Memo::Exact { cost, guess },
            (Outcome::Above(l), _) | (Outcome::Cost(l), None) => Memo::Lower(l),
        };
        self.memo.insert(key, entry);
        outcome
    }

    /// The guess loop of a node: its outcome, and the best guess when it has a cost.
    fn search(
        &mut self,
        set: &[u32],
        context: &Context,
        bound: u32,
        lower: u32,
    ) -> (Outcome, Option<u32>) {
        let left = self.left(context);
        let mut rated = self.rate(set, context, left);
        if let Some((size, width)) = self.limits.narrow_above
            && set.len() > size
            && rated.len() > width
        {
            // The look-ahead's own pick stays in: the result is never worse than the
            // look-ahead with exact search below `size` (`--exact-below`).
            let pick = self
                .space
                .best_guess(set, context.used, super::Strategy::Lookahead);
            rated.truncate(width);
            self.narrowed = true;
            if rated.iter().all(|r| r.guess as usize != pick)
                && let Some(rating) = self.rating_of(set, pick, left)
            {
                rated.push(rating);
            }
        }
        let mut best = (bound, None);
        let mut floor = INFINITE;
        let count = rated.len();
        for (i, rating) in rated.into_iter().enumerate() {
            if rating.bound >= best.0 {
                floor = floor.min(rating.bound);
                break;
            }
            let guess = rating.guess as usize;
            let child = self.after(context, guess);
            let mut parts: Vec<(Answer, Vec<u32>)> = self
                .space
                .split(set, guess)
                .into_iter()
                .filter(|(a, _)| *a != self.space.solved_answer())
                .collect();
            parts.sort_by_key(|(_, p)| std::cmp::Reverse(p.len()));
            let mut total = rating.bound;
            let mut complete = true;
            for (answer, part) in parts {
                let below = self.lower[part.len()];
                let part_bound = best.0 - (total - below);
                let outcome = if context.depth == 0 && self.checkpoint.is_some() {
                    self.root_part(rating.guess, answer, &part, &child, part_bound)
                } else {
                    self.solve(&part, &child, part_bound)
                };
                match outcome {
                    Outcome::Cost(c) => total += c - below,
                    Outcome::Above(l) => {
                        total = total.saturating_add(l - below).min(INFINITE);
                        complete = false;
                        break;
                    }
                }
            }
            if complete {
                best = (total, Some(rating.guess));
                if self.limits.first_fit {
                    self.narrowed = true;
                    break;
                }
            } else {
                floor = floor.min(total);
            }
            if context.depth <= 1 && set.len() > 200 {
                let (n, depth, letters) = (set.len(), context.depth, self.space.letters(guess));
                let best_now = best.0;
                self.say(|| {
                    format!(
                        "depth {} node of {n} codes: guess {}/{count} {letters}: {} (best {}, bound {bound})",
                        depth + 1,
                        i + 1,
                        if complete {
                            format!("{total}")
                        } else {
                            format!(">= {total}")
                        },
                        best_now
                    )
                });
            }
        }
        match best {
            (cost, Some(guess)) => (Outcome::Cost(cost), Some(guess)),
            _ => (Outcome::Above(lower.max(floor)), None),
        }
    }

    /// A part under the root, read from the checkpoint or searched and written to it.
    fn root_part(
        &mut self,
        guess: u32,
        answer: Answer,
        set: &[u32],
        context: &Context,
        bound: u32,
    ) -> Outcome {
        if let Some(part) = self.root_parts.get(&(guess, answer))
            && (part.bound == bound
                || part.cost.is_some_and(|c| c < bound)
                || part.cost.is_none() && part.lower >= bound)
        {
            return match part.cost {
                Some(c) if c < bound => Outcome::Cost(c),
                Some(c) => Outcome::Above(c),
                None => Outcome::Above(part.lower),
            };
        }
        let outcome = self.solve(set, context, bound);
        let mut decisions = Vec::new();
        if let Outcome::Cost(_) = outcome {
            self.decisions(set, context, &mut Vec::new(), &mut decisions);
        }
        let part = RootPart {
            guess,
            answer,
            bound,
            cost: match outcome {
                Outcome::Cost(c) => Some(c),
                Outcome::Above(_) => None,
            },
            lower: match outcome {
                Outcome::Cost(c) | Outcome::Above(c) => c,
            },
            decisions,
        };
        let line = serde_json::to_string(&part).expect("a root part is plain data");
        if let Some(file) = self.checkpoint.as_mut() {
            // A checkpoint that cannot be written only costs a resume.
            let _ = writeln!(file, "{line}").and_then(|_| file.flush());
        }
        let (letters, n) = (self.space.letters(guess as usize), set.len());
        let mut text = format!("root {letters} answer {answer}: {n} codes: ");
        let _ = match outcome {
            Outcome::Cost(c) => write!(text, "{c} (exact below {bound})"),
            Outcome::Above(l) => write!(text, ">= {l} (bound {bound})"),
        };
        let nodes = self.nodes;
        self.say(|| format!("{text}, {nodes} nodes searched"));
        // Parts of one root guess share no codes: what the memo holds serves no other part.
        self.memo.clear();
        self.memo_codes = 0;
        self.root_parts.insert((guess, answer), part);
        outcome
    }

    /// The guess the search settled on for a set it has a cost for.
    ///
    /// # Panics
    /// If the set has no strategy within the guess limit.
    fn choice(&mut self, set: &[u32], context: &Context) -> u32 {
        self.try_choice(set, context)
            .unwrap_or_else(|| panic!("no strategy for a set of {} codes", set.len()))
    }

    /// The search's guess for a set, if it has a strategy within the guess limit.
    fn try_choice(&mut self, set: &[u32], context: &Context) -> Option<u32> {
        let left = self.left(context);
        if set.len() as u64 > self.capacity[left] {
            return None;
        }
        if set.len() <= 2 {
            return Some(set[0]);
        }
        let key = self.key(set, left);
        if let Some(&Memo::Exact { guess, .. }) = self.memo.get(&key) {
            return Some(guess);
        }
        self.solve(set, context, INFINITE);
        match self.memo.get(&key) {
            Some(&Memo::Exact { guess, .. }) => Some(guess),
            _ => None,
        }
    }

    /// The guesses of a solved set's subtree, by the answers that lead to them.
    fn decisions(
        &mut self,
        set: &[u32],
        context: &Context,
        path: &mut Vec<Answer>,
        out: &mut Vec<(Vec<Answer>, u32)>,
    ) {
        let guess = self.choice(set, context);
        out.push((path.clone(), guess));
        let child = self.after(context, guess as usize);
        for (answer, part) in self.space.split(set, guess as usize) {
            if answer != self.space.solved_answer() {
                path.push(answer);
                self.decisions(&part, &child, path, out);
                path.pop();
            }
        }
    }

    /// Searches the whole space: the optimal strategy (or, narrowed, a very good one).
    ///
    /// # Panics
    /// If no strategy keeps [`SearchLimits::max_guesses`] (see [`Optimiser::feasible`]).
    pub fn optimise(&mut self) -> OptimalReport {
        let all: Vec<u32> = (0..self.space.len() as u32).collect();
        let root = self.root_context();
        let outcome = self.solve(&all, &root, INFINITE);
        self.say(|| format!("search done: {outcome:?}"));
        let root_parts: HashMap<(u32, Answer), HashMap<Vec<Answer>, u32>> = self
            .root_parts
            .iter()
            .filter(|(_, p)| p.cost.is_some())
            .map(|(&k, p)| (k, p.decisions.iter().cloned().collect()))
            .collect();
        let space = self.space;
        let tree = DecisionTree::build(space, |set, path| {
            if let Some(((g, a), rest)) = path.split_first()
                && let Some(decisions) = root_parts.get(&(*g as u32, *a))
            {
                let answers: Vec<Answer> = rest.iter().map(|&(_, a)| a).collect();
                if let Some(&guess) = decisions.get(&answers) {
                    return guess as usize;
                }
            }
            let context = self.context_on(path);
            self.choice(set, &context) as usize
        });
        let report = tree
            .play_all(space)
            .expect("a tree built on the space plays it");
        // (A narrowed search may decide a set again after the memo was emptied, and differently.)
        if let Outcome::Cost(cost) = outcome
            && !self.narrowed
        {
            assert_eq!(
                cost as usize, report.total_guesses,
                "the tree plays as the search counted"
            );
        }
        OptimalReport {
            report,
            exact: !self.narrowed,
            nodes: self.nodes,
            tree,
        }
    }

    /// The tree of a one-step `strategy` whose nodes of at most `exact_below` codes are
    /// searched exactly instead (within [`SearchLimits::max_guesses`] where they can be,
    /// else left to the strategy): never worse than the strategy alone, often better.
    pub fn hybrid_tree(&mut self, strategy: super::Strategy, exact_below: usize) -> DecisionTree {
        let space = self.space;
        let mut small = 0u64;
        DecisionTree::build(space, |set, path| {
            if set.len() > exact_below {
                let used = path
                    .iter()
                    .fold(0u16, |u, &(g, _)| u | space.entries[g].colours);
                return space.best_guess(set, used, strategy);
            }
            small += 1;
            if small.is_multiple_of(2000) {
                let nodes = self.nodes;
                self.say(|| format!("{small} small nodes built, {nodes} sets searched"));
            }
            let context = self.context_on(path);
            let used = context.used;
            self.try_choice(set, &context)
                .map_or_else(|| space.best_guess(set, used, strategy), |g| g as usize)
        })
    }

    /// Whether everything searched so far was searched in full (neither narrowed nor
    /// settled by a first fit): only then are its costs optima and its failures proofs.
    pub fn searched_in_full(&self) -> bool {
        !self.narrowed
    }

    /// Whether the search finds a strategy that solves every secret within
    /// [`SearchLimits::max_guesses`]; a "no" is a proof only if
    /// [`Optimiser::searched_in_full`].
    pub fn feasible(&mut self) -> bool {
        let all: Vec<u32> = (0..self.space.len() as u32).collect();
        let root = self.root_context();
        matches!(self.solve(&all, &root, INFINITE), Outcome::Cost(_))
    }
}

#[cfg(test)]
mod tests;
