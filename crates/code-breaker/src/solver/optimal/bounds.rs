//! What the optimal search answers about one set of codes: its cost, its best guess, and
//! proven lower bounds a few guesses deep.

use super::*;

impl Optimiser<'_> {
    /// The least total guesses for these codes after `guesses_made` guesses, wherever they
    /// stand (no symmetry assumed), or none if no strategy keeps
    /// [`SearchLimits::max_guesses`].
    pub fn cost_of(&mut self, set: &[u32], guesses_made: usize) -> Option<usize> {
        let context = Context {
            used: (1u16 << self.space.colours()) - 1,
            symmetries: Vec::new(),
            depth: guesses_made,
        };
        match self.solve(set, &context, INFINITE) {
            Outcome::Cost(c) => Some(c as usize),
            Outcome::Above(_) => None,
        }
    }

    /// [`Optimiser::cost_of`] with a first guess that reaches it: the best row for these
    /// codes (a review names it), or none if no strategy keeps the guess limit.
    pub fn best_of(&mut self, set: &[u32], guesses_made: usize) -> Option<(usize, usize)> {
        let cost = self.cost_of(set, guesses_made)?;
        let context = Context {
            used: (1u16 << self.space.colours()) - 1,
            symmetries: Vec::new(),
            depth: guesses_made,
        };
        let guess = self.try_choice(set, &context)?;
        Some((cost, guess as usize))
    }

    /// A proven lower bound on the total of any strategy for the whole space, looking
    /// `plies` guesses deep at every guess (symmetries only; never narrowed), and taking
    /// the exact optimum of sets of at most [`Optimiser::bound_exact_below`] codes.
    ///
    /// # Panics
    /// If the optimiser was made with [`SearchLimits::narrow_above`] (no bound then).
    pub fn ply_bound(&mut self, plies: usize) -> u32 {
        assert!(
            self.limits.narrow_above.is_none(),
            "a narrowed search proves no bound"
        );
        let all: Vec<u32> = (0..self.space.len() as u32).collect();
        let root = self.root_context();
        self.plies(&all, &root, plies, INFINITE)
    }

    /// The bound of [`Optimiser::ply_bound`] for one set, or anything at least `enough`
    /// once it is clear the bound reaches it.
    pub(super) fn plies(
        &mut self,
        set: &[u32],
        context: &Context,
        plies: usize,
        enough: u32,
    ) -> u32 {
        let n = set.len();
        if n <= self.bound_exact_below {
            // Small sets are searched exactly: their optimum is the best bound there is.
            return match self.solve(set, context, enough) {
                Outcome::Cost(c) | Outcome::Above(c) => c,
            };
        }
        if n <= 2 || plies == 0 {
            return self.lower[n];
        }
        let left = self.capacity.len() - 1;
        let rated = self.rate(set, context, left);
        let mut best = enough;
        let count = rated.len();
        for (i, rating) in rated.into_iter().enumerate() {
            if rating.bound >= best {
                break;
            }
            if plies == 1 {
                return rating.bound;
            }
            let guess = rating.guess as usize;
            let child = self.after(context, guess);
            let mut total = rating.bound;
            for (answer, part) in self.space.split(set, guess) {
                if answer == self.space.solved_answer() {
                    continue;
                }
                let below = self.lower[part.len()];
                total += self.plies(&part, &child, plies - 1, best - (total - below)) - below;
                if total >= best {
                    break;
                }
            }
            best = best.min(total);
            if context.depth <= 1 && n > 200 {
                let letters = self.space.letters(guess);
                self.say(|| {
                    format!(
                        "bound at depth {}, {n} codes: guess {}/{count} {letters}: {total} (least {best})",
                        context.depth + 1,
                        i + 1
                    )
                });
            }
        }
        if context.depth == 1 {
            self.say(|| format!("bound of a part under the opening, {n} codes: {best}"));
        }
        best
    }
}
