//! The hard computer player's decision time: the opening, the first row past the opening
//! book after the answers that leave the most codes, and a whole round (standard and
//! advanced). `codebreakers-cli hard-times` times every decision of the hard player's tree.
//! Run with `cargo bench -p codebreakers-code-breaker`.

use codebreakers_code_breaker::bots::{book, hard_player_guess, space};
use codebreakers_code_breaker::{Code, Mode, Row};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// The opening book's rows, each answered as the secret that leaves the most codes would
/// answer: the widest point of a game where the live solver takes over.
fn widest_rows(mode: Mode) -> Vec<Row> {
    let space = space(mode);
    let mut rows: Vec<Row> = Vec::new();
    let mut candidates = space.codes();
    for _ in 0..book(mode).rows {
        let guess = hard_player_guess(mode, &rows).expect("a guess");
        let mut groups: std::collections::HashMap<_, Vec<Code>> = std::collections::HashMap::new();
        for secret in candidates {
            groups.entry(secret.score(&guess)).or_default().push(secret);
        }
        let (feedback, widest) = groups
            .into_iter()
            .max_by_key(|(_, g)| g.len())
            .expect("a group");
        rows.push(Row { guess, feedback });
        candidates = widest;
    }
    rows
}

/// A whole round against one secret: every decision of it.
fn whole_round(mode: Mode, secret: Code) -> usize {
    let mut rows = Vec::new();
    loop {
        let guess = hard_player_guess(mode, &rows).unwrap();
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
        group.bench_function(format!("{name}/opening"), |b| {
            b.iter(|| hard_player_guess(mode, black_box(&[])))
        });
        let rows = widest_rows(mode);
        group.bench_function(format!("{name}/first_row_past_the_book"), |b| {
            b.iter(|| hard_player_guess(mode, black_box(&rows)))
        });
        let secret: Code = if mode == Mode::Standard {
            "POYWB".parse().unwrap()
        } else {
            "P-YP-".parse().unwrap()
        };
        group.bench_function(format!("{name}/whole_round"), |b| {
            b.iter(|| whole_round(mode, black_box(secret)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
