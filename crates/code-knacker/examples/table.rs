//! Code Knacker computer players against each other, seat by seat, for measuring what the
//! hard player's horizon is worth (`codebreakers-cli simulate` plays the levels a player
//! can choose; this also plays the hard player at a fixed horizon).
//!
//! `cargo run --release -p codebreakers-code-knacker --example table -- GAMES FIRST_SEED
//! SEAT,SEAT,... [rotate]`, seats: easy, normal, hard (as the table calls for), and the hard
//! player at a fixed horizon: hard-turn (as before it looked past its turn), hard-alone,
//! hard-duel. Seeds FIRST_SEED.. as `simulate` does; with `rotate` each seed is played in
//! every seating (the seats move one place on), so GAMES should be a multiple of the seats.
//! The book is the shipped one, or the file in `CK_BOOK`.

use codebreakers_code_knacker::book::Book;
use codebreakers_code_knacker::bots::CodeKnackerBot;
use codebreakers_code_knacker::outlook::Horizon;
use codebreakers_code_knacker::{CodeKnacker, Observation};
use codebreakers_kernel::{Bot, BotLevel, Chance, Game, SeatId};
use std::time::Instant;

fn bot(seat: &str, book: &'static Book) -> Result<CodeKnackerBot, String> {
    Ok(match seat {
        "easy" => CodeKnackerBot::with_book(BotLevel::Easy, Some(book)),
        "normal" => CodeKnackerBot::with_book(BotLevel::Normal, Some(book)),
        "hard" => CodeKnackerBot::with_book(BotLevel::Hard, Some(book)),
        "hard-turn" => CodeKnackerBot::hard_looking(Some(book), Horizon::Turn),
        "hard-alone" => CodeKnackerBot::hard_looking(Some(book), Horizon::Alone),
        "hard-duel" => CodeKnackerBot::hard_looking(Some(book), Horizon::Duel),
        other => return Err(format!("unknown seat `{other}`")),
    })
}

/// How long a new player of `level` takes to decide on `obs`.
fn cold(level: &str, book: &'static Book, obs: &Observation) -> f64 {
    let mut player = bot(level, book).expect("a seat that plays");
    let timer = Instant::now();
    std::hint::black_box(player.decide(obs));
    timer.elapsed().as_secs_f64()
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: table GAMES FIRST_SEED SEAT,SEAT,... [rotate]";
    let (games, first, seats) = match &args[..] {
        [games, first, seats, ..] => (
            games.parse::<u64>().map_err(|e| format!("{e}: {usage}"))?,
            first.parse::<u64>().map_err(|e| format!("{e}: {usage}"))?,
            seats.split(',').collect::<Vec<_>>(),
        ),
        _ => return Err(usage.into()),
    };
    let rotate = args.get(3).is_some_and(|a| a == "rotate");
    let bytes = match std::env::var("CK_BOOK") {
        Ok(path) => std::fs::read(&path).map_err(|e| format!("{path}: {e}"))?,
        Err(_) => include_bytes!("../../../assets/code-knacker/turn-values.bin").to_vec(),
    };
    let book: &'static Book = Box::leak(Box::new(
        Book::from_bytes(&bytes).map_err(|e| e.to_string())?,
    ));
    let n = seats.len();
    let (mut sums, mut squares, mut wins) = (vec![0f64; n], vec![0f64; n], vec![0f64; n]);
    let mut decisions = 0u64;
    // Every decision is timed again by a new player of the same level, with nothing worked
    // out or looked up yet (the most a decision costs); the slowest 50 are timed ten times
    // more below, to leave out the noise of a busy machine.
    let mut slowest: Vec<(f64, &str, Observation)> = Vec::new();
    let started = Instant::now();
    for g in 0..games {
        // Seat s plays seats[(s + shift) % n].
        let (seed, shift) = if rotate {
            (first + g / n as u64, (g % n as u64) as usize)
        } else {
            (first + g, 0)
        };
        let mut bots = (0..n)
            .map(|s| bot(seats[(s + shift) % n], book))
            .collect::<Result<Vec<_>, _>>()?;
        let mut game = CodeKnacker::setup(&Default::default(), n, Chance::seeded(seed))
            .map_err(|e| e.to_string())?;
        while let Some(&seat) = game.to_decide().first() {
            let obs = game.observe(seat);
            let action = bots[usize::from(seat.0)].decide(&obs);
            let level = seats[(usize::from(seat.0) + shift) % n];
            let seconds = cold(level, book, &obs);
            if slowest.len() < 50 || seconds > slowest[slowest.len() - 1].0 {
                slowest.push((seconds, level, obs));
                slowest.sort_by(|a, b| b.0.total_cmp(&a.0));
                slowest.truncate(50);
            }
            decisions += 1;
            game.apply(seat, &action).map_err(|e| e.to_string())?;
        }
        let outcome = game.outcome().expect("played to the end");
        for (s, &score) in outcome.scores.iter().enumerate() {
            sums[(s + shift) % n] += score as f64;
            squares[(s + shift) % n] += (score * score) as f64;
        }
        let share = 1.0 / outcome.winners.len() as f64;
        for SeatId(w) in outcome.winners {
            wins[(usize::from(w) + shift) % n] += share;
        }
    }
    let retimed = slowest
        .iter()
        .map(|(_, level, obs)| {
            (0..10)
                .map(|_| cold(level, book, obs))
                .fold(f64::INFINITY, f64::min)
        })
        .fold(0f64, f64::max);
    let g = games as f64;
    let mean: Vec<f64> = sums.iter().map(|s| s / g).collect();
    // The standard error of each mean score.
    let error: Vec<f64> = (0..n)
        .map(|i| ((squares[i] / g - mean[i] * mean[i]) / g).sqrt())
        .collect();
    println!(
        "{}",
        serde_json::json!({
            "games": games,
            "first_seed": first,
            "rotate": rotate,
            "seats": seats,
            "mean_scores": mean,
            "standard_errors": error,
            "win_rates": wins.iter().map(|w| w / g).collect::<Vec<_>>(),
            "decisions": decisions,
            "slowest_new_decision_ms": retimed * 1e3,
            "seconds": started.elapsed().as_secs_f64(),
        })
    );
    Ok(())
}
