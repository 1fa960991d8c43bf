//! What a round's end is worth to a seat of a two-player game: the chance of winning the game
//! from the start of the next round, by both players' levels (counted back from the last),
//! their scores and who plays first. The search ([`crate::search`]) plays a decision out to
//! the end of the round and reads the worth of where it ends here, which tells the candidates
//! apart far better than playing on to the game's end (whose draws and rolls swamp them).
//!
//! The table (`data/round-values.txt`) is made by
//! `cargo run --release -p codebreakers-passcode --example passcode_values -- GAMES SEED`:
//! that many games between two rule-based hard players, every round's start counted from
//! both seats, and each cell shrunk towards its players' levels alone where it has few
//! games.

use crate::rules::Passcode;
use std::sync::OnceLock;

/// Levels counted back from the last: 0 is the last level (LEVEL 4 of four).
pub const LEVELS: usize = 4;
/// Score classes ([`score_class`]).
pub const SCORES: usize = 12;
/// Cells: the seat's level and score class, the rival's, and whether the seat plays first.
pub const CELLS: usize = LEVELS * LEVELS * SCORES * SCORES * 2;

/// The score class: 0-6 each their own, then 7-8, 9-10, 11-13, 14-17, 18 and more.
pub fn score_class(score: i32) -> usize {
    match score {
        ..=6 => score.max(0) as usize,
        7..=8 => 7,
        9..=10 => 8,
        11..=13 => 9,
        14..=17 => 10,
        _ => 11,
    }
}

/// Levels still to go after this one (0 on the last level), at most `LEVELS - 1`.
fn levels_left(game: &Passcode, seat: usize) -> usize {
    let last = usize::from(game.options().codes.max(1)) - 1;
    last.saturating_sub(game.players()[seat].level)
        .min(LEVELS - 1)
}

/// The cell of seat `me` against seat `rival` at the start of a round of `game`.
pub fn cell(game: &Passcode, me: usize, rival: usize) -> usize {
    let p = game.players();
    let starts = usize::from(game.current().index() == me);
    (((levels_left(game, me) * LEVELS + levels_left(game, rival)) * SCORES
        + score_class(p[me].score))
        * SCORES
        + score_class(p[rival].score))
        * 2
        + starts
}

/// The shipped table.
const TABLE: &str = include_str!("../data/round-values.txt");

fn table() -> &'static [f32] {
    static VALUES: OnceLock<Vec<f32>> = OnceLock::new();
    VALUES.get_or_init(|| parse(TABLE).expect("the shipped table of round values"))
}

/// The table's numbers (lines starting with `#` are comments); `None` unless [`CELLS`] of
/// them, each a chance.
pub fn parse(text: &str) -> Option<Vec<f32>> {
    let values: Vec<f32> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
        .map(|w| w.parse().ok().filter(|v: &f32| (0.0..=1.0).contains(v)))
        .collect::<Option<_>>()?;
    (values.len() == CELLS).then_some(values)
}

/// Seat `me`'s chance of winning a two-player `game` at the start of a round.
pub fn round_start(game: &Passcode, me: usize) -> f64 {
    let rival = 1 - me;
    f64::from(table()[cell(game, me, rival)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_table_reads_and_behind_is_worse() {
        let t = table();
        assert_eq!(t.len(), CELLS);
        // Both at LEVEL 1 with no points, playing first or second: near even.
        let at = |me: usize, rival: usize, starts: usize| {
            t[((me * LEVELS + rival) * SCORES * SCORES) * 2 + starts]
        };
        assert!((at(3, 3, 0) - 0.5).abs() < 0.1 && (at(3, 3, 1) - 0.5).abs() < 0.1);
        // Two levels ahead is better than two behind.
        for starts in 0..2 {
            assert!(at(0, 2, starts) > 0.7 && at(2, 0, starts) < 0.3);
        }
    }
}
