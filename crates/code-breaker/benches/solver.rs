//! The hard computer player's decision time (standard and advanced): the opening, the row
//! after the answers that leave the most codes, a whole round (all on the shipped decision
//! tree now), a look-up in the tree alone at its deepest node, and the live solver off the
//! tree at its widest (a hint after a human's own guesses). `codebreakers-cli hard-times`
//! times every decision of the hard player's tree. Run with
//! `cargo bench -p codebreakers-code-breaker`.

use codebreakers_code_breaker::bots::{book, hard_player_guess, space, tree};
use codebreakers_code_breaker::solver::{CodeSpace, DecisionTree, hard_guess};
use codebreakers_code_breaker::{Code, Feedback, Mode, Row};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// As many rows as the opening book has, each guessed by `guesser` and answered as the
/// secret that leaves the most codes would answer: the widest point past the book.
fn widest_rows(mode: Mode, guesser: impl Fn(&[Row]) -> Option<Code>) -> Vec<Row> {
    let space = space(mode);
    let mut rows: Vec<Row> = Vec::new();
    let mut candidates = space.codes();
    for _ in 0..book(mode).rows {
        let guess = guesser(&rows).expect("a guess");
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

/// The rows that lead to the tree's deepest node (the secret it solves last).
fn deepest_rows(space: &CodeSpace, tree: &DecisionTree) -> Vec<(usize, Feedback)> {
    let mut deepest = Vec::new();
    for secret in 0..space.len() {
        let mut rows = Vec::new();
        let mut node = 0;
        loop {
            let guess = tree.guess_at(node);
            let feedback = space.feedback(secret, guess);
            if feedback.is_solved() {
                break;
            }
            rows.push((guess, feedback));
            node = tree
                .child(node, space.answer_index(feedback))
                .expect("the tree covers every secret");
        }
        if rows.len() > deepest.len() {
            deepest = rows;
        }
    }
    deepest
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
        let rows = widest_rows(mode, |rows| hard_player_guess(mode, rows));
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
        let space = space(mode);
        let deepest = deepest_rows(&space, tree(mode));
        group.bench_function(format!("{name}/tree_lookup_deepest"), |b| {
            b.iter(|| tree(mode).next_guess(&space, black_box(&deepest)))
        });
        // Off the tree: the opening book's line, then the live solver at its widest.
        let off_tree = widest_rows(mode, |rows| hard_guess(&space, Some(book(mode)), rows));
        group.bench_function(format!("{name}/off_tree_first_row_past_the_book"), |b| {
            b.iter(|| hard_guess(&space, Some(book(mode)), black_box(&off_tree)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
