//! Tuning the hard player's search: it plays against the rules-only players of other
//! levels, seatings rotated, with a search budget from the command line.
//!
//! `cargo run --release -p codebreakers-crack-it --example crack_it_duel -- GAMES SEED WORLDS PLAYOUTS
//! MARGIN [OPPONENTS] [safes|thieves] [DECISIONS] [Z]`: OPPONENTS is a comma-separated list of levels (`normal`,
//! `easy`, `hard` for the rules-only hard player), default `normal`; `safes` plays King of
//! Safes; DECISIONS the bits of `Budget::decisions`, in binary. Prints the searching seat's win share over all seatings.

use codebreakers_crack_it::bots::CrackItBot;
use codebreakers_crack_it::search::Budget;
use codebreakers_crack_it::{CrackIt, Mode, Options};
use codebreakers_kernel::{Bot, BotLevel, Game, MatchSeeds, SeatId};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: f64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let games = num(0, 200.0) as u64;
    let seed = num(1, 1.0) as u64;
    let budget = Budget {
        worlds: num(2, 48.0) as usize,
        playouts: num(3, 240.0) as usize,
        margin: num(4, 0.04),
        z: num(8, 0.0),
        decisions: args
            .get(7)
            .and_then(|a| u8::from_str_radix(a, 2).ok())
            .unwrap_or(0b11111),
    };
    let opponents: Vec<BotLevel> = args
        .get(5)
        .map_or("normal", String::as_str)
        .split(',')
        .map(|l| match l {
            "easy" => BotLevel::Easy,
            "hard" => BotLevel::Hard,
            _ => BotLevel::Normal,
        })
        .collect();
    let mode = if args.get(6).is_some_and(|a| a == "safes") {
        Mode::KingOfSafes
    } else {
        Mode::KingOfThieves
    };
    let seats = opponents.len() + 1;
    let started = Instant::now();
    let mut won = 0.0;
    let mut slowest = 0.0f64;
    let mut times: Vec<f64> = Vec::new();
    for n in 0..games {
        let seeds = MatchSeeds::from(seed + n);
        let me = (n % seats as u64) as usize;
        let mut game = CrackIt::setup(&Options { mode }, seats, seeds.chance()).unwrap();
        let mut others = opponents.iter();
        let mut bots: Vec<CrackItBot> = (0..seats)
            .map(|i| {
                let s = seeds.bot_seed(SeatId(i as u8));
                if i == me {
                    CrackItBot::with_budget(s, budget)
                } else {
                    CrackItBot::rules_only(*others.next().unwrap(), s)
                }
            })
            .collect();
        while let Some(&seat) = game.to_decide().first() {
            let obs = game.observe(seat);
            let t = Instant::now();
            let action = bots[seat.index()].decide(&obs);
            if seat.index() == me {
                let dt = t.elapsed().as_secs_f64();
                slowest = slowest.max(dt);
                times.push(dt);
            }
            game.apply(seat, &action).unwrap();
        }
        let winners = game.outcome().unwrap().winners;
        if winners.contains(&SeatId(me as u8)) {
            won += 1.0 / winners.len() as f64;
        }
    }
    times.sort_by(f64::total_cmp);
    let p99 = times[(times.len() * 99 / 100).min(times.len() - 1)];
    println!(
        "games {games} seats {seats} {mode:?} budget {budget:?}: searching seat wins {:.1} % \
         ({:.1} s, decisions {}, p99 {:.1} ms, slowest {:.1} ms)",
        100.0 * won / games as f64,
        started.elapsed().as_secs_f64(),
        times.len(),
        1e3 * p99,
        1e3 * slowest
    );
}
