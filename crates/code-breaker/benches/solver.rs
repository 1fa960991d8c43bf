//! The hard computer player's decision time at the hardest points of a game: the opening,
//! and the second row after the answer that leaves the most codes (standard and advanced).
//! Run with `cargo bench -p codebreakers-code-breaker`.

use codebreakers_code_breaker::bots::space;
use codebreakers_code_breaker::solver::hard_guess;
use codebreakers_code_breaker::{Code, Mode, Row};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// The first row, answered as the secret that leaves the most codes consistent would answer.
fn hardest_first_row(mode: Mode) -> Vec<Row> {
    let space = space(mode);
    let first = hard_guess(&space, &[]).expect("an opening");
    let mut best: Option<(usize, Row)> = None;
    let mut seen = std::collections::HashSet::new();
    for secret in space.codes() {
        let feedback = secret.score(&first);
        if !seen.insert(feedback) {
            continue;
        }
        let row = Row { guess: first, feedback };
        let g = space.index_of(&first).unwrap();
        let left = space.consistent(&[(g, feedback)]).len();
        if best.as_ref().is_none_or(|(n, _)| left > *n) {
            best = Some((left, row));
        }
    }
    vec![best.unwrap().1]
}

/// A whole round against one secret: every decision of it.
fn whole_round(mode: Mode, secret: Code) -> usize {
    let space = space(mode);
    let mut rows = Vec::new();
    loop {
        let guess = hard_guess(&space, &rows).unwrap();
        let feedback = secret.score(&guess);
        rows.push(Row { guess, feedback });
        if feedback.is_solved() {
            return rows.len();
        }
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("hard_bot_guess");
    group.sample_size(10);
    for (name, mode) in [("standard", Mode::Standard), ("advanced", Mode::Advanced)] {
        let _ = space(mode);
        group.bench_function(format!("{name}/opening"), |b| b.iter(|| hard_guess(&space(mode), black_box(&[]))));
        let rows = hardest_first_row(mode);
        group.bench_function(format!("{name}/row_2_after_the_widest_answer"), |b| {
            b.iter(|| hard_guess(&space(mode), black_box(&rows)))
        });
        let secret: Code = if mode == Mode::Standard { "POYWB".parse().unwrap() } else { "P-YP-".parse().unwrap() };
        group.bench_function(format!("{name}/whole_round"), |b| b.iter(|| whole_round(mode, black_box(secret))));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
