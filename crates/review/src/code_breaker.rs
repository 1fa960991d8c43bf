//! Code Breaker's judge: each row the Breaker places, against the codes still possible from
//! the rows it had seen (`assets/i18n/en/rules/code-breaker.md`, "Key pegs").
//!
//! - **Codes possible** before the row and after its answer.
//! - **Information**: the Shannon entropy of the answers the row could get over the codes
//!   still possible, in bits, against the most informative row's.
//! - **Expected rows**, where the codes still possible are few enough for the solver's exact
//!   search ([`EXACT_UP_TO`]): the rows the Breaker can expect to need with this row and
//!   perfect play after it, against the least any row gives. The loss is then counted in
//!   rows ([`ROWS`] bands), else in bits ([`BITS`] bands).
//!
//! The Maker's code is not judged: against a Breaker who cannot see it, no code is better
//! than another.

use crate::{Bands, Judge, Unit, Verdict};
use codebreakers_code_breaker::solver::{CodeSpace, Optimiser, SearchLimits, Strategy};
use codebreakers_code_breaker::{Action, CodeBreaker, Feedback, Mode, Observation, Phase, Role};
use codebreakers_kernel::SeatId;
use serde_json::json;

/// The most codes still possible for which the expected rows are searched exactly.
pub const EXACT_UP_TO: usize = 30;

/// Bands of rows lost: a tenth of a row is noise; half a row a mistake; a whole row (as a
/// row that tells nothing new costs) a blunder.
pub const ROWS: Bands = Bands {
    inaccuracy: 0.1,
    mistake: 0.4,
    blunder: 0.9,
};

/// Bands of information lost: half a bit, a bit, two bits (a quarter of the codes one
/// answer could have ruled out).
pub const BITS: Bands = Bands {
    inaccuracy: 0.5,
    mistake: 1.0,
    blunder: 2.0,
};

/// Judges the Breaker's rows; keeps each mode's code space once made.
#[derive(Default)]
pub struct CodeBreakerJudge {
    spaces: Vec<(Mode, CodeSpace)>,
}

impl CodeBreakerJudge {
    fn space(&mut self, mode: Mode) -> &CodeSpace {
        if let Some(found) = self.spaces.iter().position(|(m, _)| *m == mode) {
            return &self.spaces[found].1;
        }
        self.spaces.push((mode, CodeSpace::for_mode(mode)));
        &self.spaces.last().expect("just made").1
    }
}

/// The entropy, in bits, of the answers over `n` codes split into parts of `sizes`.
fn bits(sizes: impl Iterator<Item = usize>, n: usize) -> f64 {
    let n = n as f64;
    sizes
        .map(|size| {
            let p = size as f64 / n;
            -p * p.log2()
        })
        .sum::<f64>()
        // One part (a row that tells nothing) gives -0: read as 0.
        + 0.0
}

/// A row judged against the codes still possible.
struct Rated {
    guess: usize,
    bits: f64,
}

impl Judge<CodeBreaker> for CodeBreakerJudge {
    fn judge(
        &mut self,
        _seat: SeatId,
        before: &Observation,
        chosen: &Action,
        after: &Observation,
    ) -> Option<crate::Verdict<CodeBreaker>> {
        let Action::Guess(code) = chosen else {
            return None;
        };
        if before.role != Role::Breaker || before.phase != Phase::Guessing {
            return None;
        }
        let space = self.space(before.mode);
        let rows: Vec<(usize, Feedback)> = before
            .rows
            .iter()
            .map(|row| Some((space.index_of(&row.guess)?, row.feedback)))
            .collect::<Option<_>>()?;
        let possible = space.consistent(&rows);
        let guess = space.index_of(code)?;
        let n = possible.len();
        if n == 0 {
            return None;
        }
        let rate = |guess: usize| Rated {
            guess,
            bits: bits(
                space.split(&possible, guess).iter().map(|(_, p)| p.len()),
                n,
            ),
        };
        let chosen_rated = rate(guess);
        // The rows worth trying, most informative first: every code where that is quick,
        // else the codes still possible and the solver's pick.
        let mut candidates: Vec<Rated> = if space.len() * n <= 20_000_000 {
            (0..space.len()).map(rate).collect()
        } else {
            let used = rows
                .iter()
                .flat_map(|&(g, _)| space.digits(g).iter().map(|&d| 1u16 << d))
                .fold(0, |a, b| a | b);
            let pick = space.best_guess(&possible, used, Strategy::Entropy);
            possible
                .iter()
                .map(|&p| p as usize)
                .chain([pick])
                .map(rate)
                .collect()
        };
        // At equal information, a row that may be the code first: it may end the round now.
        let cannot_be_it = |guess: usize| possible.binary_search(&(guess as u32)).is_err();
        candidates.sort_by(|a, b| {
            b.bits
                .total_cmp(&a.bits)
                .then(cannot_be_it(a.guess).cmp(&cannot_be_it(b.guess)))
                .then(a.guess.cmp(&b.guess))
        });
        let most_informative = &candidates[0];
        let solved = space.answer_index(Feedback {
            black: codebreakers_code_breaker::CODE_LENGTH as u8,
            white: 0,
        });
        let possible_after = answered(before, after, code)
            .map(|feedback| {
                let answer = space.answer_index(feedback);
                space
                    .split(&possible, guess)
                    .into_iter()
                    .find(|(a, _)| *a == answer)
                    .map_or(0, |(_, part)| part.len())
            })
            .unwrap_or(n);
        let mut figures = json!({
            "possible_before": n,
            "possible_after": possible_after,
            "bits": chosen_rated.bits,
            "best_bits": most_informative.bits,
        });
        if n <= EXACT_UP_TO {
            // Expected rows with perfect play after each row: one for the row itself, and
            // each part's least total over its codes.
            let mut search = Optimiser::new(space, SearchLimits::default());
            let depth = rows.len();
            let (least, best) = search.best_of(&possible, depth)?;
            let mut total = n;
            for (answer, part) in space.split(&possible, guess) {
                if answer != solved {
                    total += search.cost_of(&part, depth + 1)?;
                }
            }
            let chosen_rows = total as f64 / n as f64;
            let best_rows = least as f64 / n as f64;
            let loss = (chosen_rows - best_rows).max(0.0);
            figures["expected_rows"] = json!(chosen_rows);
            figures["best_expected_rows"] = json!(best_rows);
            return Some(Verdict {
                best: Action::Guess(space.code(best)),
                loss,
                standing: bits_left(possible_after),
                unit: Unit::Rows,
                label: ROWS.label(loss),
                figures,
            });
        }
        let (best, best_bits) = if most_informative.bits >= chosen_rated.bits {
            (most_informative.guess, most_informative.bits)
        } else {
            (guess, chosen_rated.bits)
        };
        let loss = (best_bits - chosen_rated.bits).max(0.0);
        Some(Verdict {
            best: Action::Guess(space.code(best)),
            loss,
            standing: bits_left(possible_after),
            unit: Unit::Bits,
            label: BITS.label(loss),
            figures,
        })
    }
}

/// What the Breaker still has to find out once `possible` codes are left, in bits.
fn bits_left(possible: usize) -> f64 {
    (possible.max(1) as f64).log2()
}

/// The key pegs `code` got, as the Breaker saw them after placing it: its row's, or, when
/// the round ended with it, the answer to the code the shield showed.
fn answered(
    before: &Observation,
    after: &Observation,
    code: &codebreakers_code_breaker::Code,
) -> Option<Feedback> {
    if after.round == before.round {
        return after.rows.get(before.rows.len()).map(|row| row.feedback);
    }
    let ended = after.history.iter().find(|r| r.round == before.round)?;
    Some(ended.secret.score(code))
}
