//! Tuning the hard player's search: it plays against rules-only players, seatings rotated,
//! with a search budget from the command line.
//!
//! `cargo run --release -p codebreakers-passcode --example passcode_duel -- GAMES SEED WORLDS MARGIN
//! [OPPONENTS] [Z] [game|round] [MAX_WORLDS] [STOP] [open]`: OPPONENTS is a comma-separated list of levels (`normal`, `easy`, `hard` for
//! the rules-only hard player), default `normal`; `open` searches only the decisions the rules
//! leave open (as the hard player did before it searched every one). Prints the searching
//! seat's win share over all seatings, and its decision times.

use codebreakers_kernel::{Bot, BotLevel, Game, MatchSeeds, SeatId};
use codebreakers_passcode::Passcode;
use codebreakers_passcode::bots::{PasscodeBot, open_candidates, searched_candidates};
use codebreakers_passcode::search::Budget;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: f64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let games = num(0, 200.0) as u64;
    let seed = num(1, 1.0) as u64;
    let budget = Budget {
        worlds: num(2, 24.0) as usize,
        margin: num(3, 0.02),
        z: num(5, 2.0),
        whole_game: args.get(6).is_some_and(|a| a == "game"),
        every: !args.iter().any(|a| a == "open"),
        max_worlds: num(7, 256.0) as usize,
        stop: num(8, 0.5),
    };
    let opponents: Vec<BotLevel> = args
        .get(4)
        .map_or("normal", String::as_str)
        .split(',')
        .map(|l| match l {
            "easy" => BotLevel::Easy,
            "hard" => BotLevel::Hard,
            _ => BotLevel::Normal,
        })
        .collect();
    let seats = opponents.len() + 1;
    let started = Instant::now();
    let mut won = 0.0;
    let mut times: Vec<f64> = Vec::new();
    // The decisions the search weighs (two players).
    let mut open_times: Vec<f64> = Vec::new();
    for n in 0..games {
        let seeds = MatchSeeds::from(seed + n);
        let me = (n % seats as u64) as usize;
        let mut game = Passcode::setup(&Default::default(), seats, seeds.chance()).unwrap();
        let mut others = opponents.iter();
        let mut bots: Vec<PasscodeBot> = (0..seats)
            .map(|i| {
                if i == me {
                    PasscodeBot::with_budget(seeds.bot_seed(SeatId(i as u8)), budget)
                } else {
                    PasscodeBot::rules_only(*others.next().unwrap())
                }
            })
            .collect();
        while let Some(&seat) = game.to_decide().first() {
            let obs = game.observe(seat);
            let t = Instant::now();
            let action = bots[seat.index()].decide(&obs);
            if seat.index() == me {
                times.push(t.elapsed().as_secs_f64());
                let weighed = if budget.every {
                    searched_candidates(&obs, action)
                } else {
                    open_candidates(&obs, action)
                };
                if weighed.len() > 1 {
                    open_times.push(t.elapsed().as_secs_f64());
                }
            }
            game.apply(seat, &action).unwrap();
        }
        let winners = game.outcome().unwrap().winners;
        if winners.contains(&SeatId(me as u8)) {
            won += 1.0 / winners.len() as f64;
        }
    }
    let p99 = |times: &mut Vec<f64>| {
        times.sort_by(f64::total_cmp);
        times
            .get((times.len() * 99 / 100).min(times.len().saturating_sub(1)))
            .map_or(0.0, |t| 1e3 * t)
    };
    println!(
        "games {games} seats {seats} budget {budget:?}: searching seat wins {:.1} % ({:.1} s, \
         decisions {}, p99 {:.2} ms, slowest {:.2} ms; searched decisions {}, p99 {:.2} ms)",
        100.0 * won / games as f64,
        started.elapsed().as_secs_f64(),
        times.len(),
        p99(&mut times),
        1e3 * times.last().copied().unwrap_or(0.0),
        open_times.len(),
        p99(&mut open_times),
    );
}
