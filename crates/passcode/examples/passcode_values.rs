//! Makes the table of what a round's end is worth in a two-player game
//! (`crates/passcode/data/round-values.txt`, read by [`codebreakers_passcode::values`]).
//!
//! `cargo run --release -p codebreakers-passcode --example passcode_values -- GAMES SEED >
//! crates/passcode/data/round-values.txt`: GAMES games between two rule-based hard players
//! (match seeds SEED..), every round's start counted from both seats; a cell is its share of
//! games won, shrunk towards the cells of the same levels and first player (all scores) by
//! the weight of `PRIOR` games.

use codebreakers_kernel::{Bot, BotLevel, Game, MatchSeeds, SeatId};
use codebreakers_passcode::Passcode;
use codebreakers_passcode::bots::PasscodeBot;
use codebreakers_passcode::values::{CELLS, LEVELS, SCORES, cell};

const PRIOR: f64 = 40.0;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut won = vec![0.0f64; CELLS];
    let mut met = vec![0.0f64; CELLS];
    for n in 0..games {
        let seeds = MatchSeeds::from(seed + n);
        let mut game = Passcode::setup(&Default::default(), 2, seeds.chance()).unwrap();
        let mut bots = [
            PasscodeBot::rules_only(BotLevel::Hard),
            PasscodeBot::rules_only(BotLevel::Hard),
        ];
        let mut starts: Vec<[usize; 2]> = vec![[cell(&game, 0, 1), cell(&game, 1, 0)]];
        let mut round = game.round();
        while let Some(&seat) = game.to_decide().first() {
            let action = bots[seat.index()].decide(&game.observe(seat));
            game.apply(seat, &action).unwrap();
            if game.round() != round && game.outcome().is_none() {
                round = game.round();
                starts.push([cell(&game, 0, 1), cell(&game, 1, 0)]);
            }
        }
        let winners = game.outcome().unwrap().winners;
        for cells in starts {
            for (s, &c) in cells.iter().enumerate() {
                met[c] += 1.0;
                if winners.contains(&SeatId(s as u8)) {
                    won[c] += 1.0 / winners.len() as f64;
                }
            }
        }
    }
    // The same levels and first player, all scores together: the prior of each cell.
    let group = |c: usize| (c / (SCORES * SCORES * 2), c % 2);
    let mut g_won = vec![0.0f64; LEVELS * LEVELS * 2];
    let mut g_met = vec![0.0f64; LEVELS * LEVELS * 2];
    for c in 0..CELLS {
        let (l, s) = group(c);
        g_won[l * 2 + s] += won[c];
        g_met[l * 2 + s] += met[c];
    }
    println!(
        "# Passcode, two players: a seat's chance of winning from the start of a round, by levels"
    );
    println!(
        "# left (seat, rival), score classes (seat, rival), then two numbers: rival first, seat"
    );
    println!(
        "# first. {games} games of two rule-based hard players from seed {seed}; prior {PRIOR}."
    );
    println!("# Made by `cargo run --release -p codebreakers-passcode --example passcode_values`.");
    for line in 0..CELLS / (2 * SCORES) {
        let mut out = Vec::new();
        for k in 0..2 * SCORES {
            let c = line * 2 * SCORES + k;
            let (l, s) = group(c);
            let g = l * 2 + s;
            // Levels never met together (a rival past the last level): fall back to 0.5.
            let prior = if g_met[g] > 0.0 {
                g_won[g] / g_met[g]
            } else {
                0.5
            };
            let v = (won[c] + PRIOR * prior) / (met[c] + PRIOR);
            out.push(format!("{v:.3}"));
        }
        println!("{}", out.join(" "));
    }
}
