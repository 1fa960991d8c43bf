//! How often the review's best choice holds with more search:
//! `cargo run --release -p codebreakers-review --example agreement -- GAME [DECISIONS] [WORLDS]`
//! (GAME `crack-it` or `passcode`; 200 decisions, 48 worlds by default).
//!
//! Plays two-player matches between the easy and the normal computer player (seeds 1, 2, ...),
//! judges every decision once with WORLDS worlds and once with four times as many (another
//! seed), until DECISIONS decisions are judged, and prints the share whose best choice agrees,
//! how many each judge labelled other than good, and the time a match's review took with
//! WORLDS worlds.

use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, Chance, Game, Timeline};
use codebreakers_passcode::Passcode;
use codebreakers_registry::Registered;
use codebreakers_review::{Label, Searched, WinChanceJudge, review_timeline};
use std::time::{Duration, Instant};

/// A whole match of two computer players at `levels`, seeded by `seed`.
fn a_match<G: Registered>(seed: u64, levels: [BotLevel; 2]) -> Timeline<G> {
    let start =
        G::setup(&G::Options::default(), 2, Chance::seeded(seed)).expect("a two-seat table");
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, &level)| G::bot(level, seed * 10 + i as u64))
        .collect();
    let mut t = Timeline::new(start);
    while let Some(&seat) = t.state().to_decide().first() {
        let action = bots[seat.index()].decide(&t.state().observe(seat));
        t.apply(seat, action)
            .expect("a computer player's action is legal");
    }
    t
}

fn measure<G: Registered + Searched>(decisions: usize, worlds: usize) {
    let (mut judged, mut agree, mut flagged, mut flagged_more) = (0, 0, 0, 0);
    let mut times: Vec<Duration> = Vec::new();
    let mut seed = 0;
    while judged < decisions {
        seed += 1;
        let t = a_match::<G>(seed, [BotLevel::Easy, BotLevel::Normal]);
        let started = Instant::now();
        let once = review_timeline(&t, &mut WinChanceJudge::new(worlds, seed));
        times.push(started.elapsed());
        let more = review_timeline(&t, &mut WinChanceJudge::new(4 * worlds, seed + 1_000_000));
        for (a, b) in once.iter().zip(&more).take(decisions - judged) {
            assert_eq!(a.index, b.index, "the same decisions are judged");
            judged += 1;
            agree += usize::from(a.best == b.best);
            if a.best != b.best && std::env::var_os("AGREEMENT_SHOW").is_some() {
                println!(
                    "{}: chose {} / best {} (-{:.1}) / with more {} (-{:.1}) {}",
                    a.index, a.chosen, a.best, a.loss, b.best, b.loss, b.figures
                );
            }
            flagged += usize::from(a.label != Label::Good);
            flagged_more += usize::from(b.label != Label::Good);
        }
    }
    times.sort();
    println!(
        "{}: {judged} decisions from {seed} matches (easy against normal); the best choice agrees \
         with {} worlds' in {agree} ({:.1} %); labelled other than good: {flagged} with {worlds} \
         worlds, {flagged_more} with {}; a match's review with {worlds} worlds: median {:.0} ms, \
         slowest {:.0} ms",
        G::NAME,
        4 * worlds,
        100.0 * agree as f64 / judged as f64,
        4 * worlds,
        times[times.len() / 2].as_secs_f64() * 1000.0,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1000.0),
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |at: usize, default: usize| {
        args.get(at).map_or(Ok(default), |a| {
            a.parse::<usize>()
                .map_err(|_| format!("{a:?} is not a number"))
        })
    };
    let outcome = (|| -> Result<(), String> {
        let (decisions, worlds) = (number(1, 200)?, number(2, codebreakers_review::WORLDS)?);
        match args.first().map(String::as_str) {
            Some(CrackIt::ID) => measure::<CrackIt>(decisions, worlds),
            Some(Passcode::ID) => measure::<Passcode>(decisions, worlds),
            _ => return Err("the game is crack-it or passcode".into()),
        }
        Ok(())
    })();
    if let Err(error) = outcome {
        eprintln!("agreement: {error}");
        std::process::exit(2);
    }
}
