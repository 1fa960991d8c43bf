//! Passcode speed: one whole 4-player game between hard bots, and hard decisions at the first
//! draw and at a harder point (holding two cards with a partly complete code); at two players
//! the hard player searches: its decisions at open points of a game against normal.
//! Run with `cargo bench -p codebreakers-passcode`.

use codebreakers_kernel::{Bot, BotLevel, Chance, Game, MatchSeeds, SeatId};
use codebreakers_passcode::bots::{PasscodeBot, open_candidates};
use codebreakers_passcode::{Observation, Passcode, Step};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn hard_bots(seats: usize) -> Vec<PasscodeBot> {
    (0..seats)
        .map(|_| PasscodeBot::new(BotLevel::Hard))
        .collect()
}

fn play(seats: usize, seed: u64) -> usize {
    let mut game = Passcode::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
    let mut bots = hard_bots(seats);
    let mut actions = 0;
    while let Some(&seat) = game.to_decide().first() {
        let action = bots[seat.index()].decide(&game.observe(seat));
        game.apply(seat, &action).unwrap();
        actions += 1;
    }
    actions
}

/// The first observation of a 4-player hard game where the player to move holds two cards,
/// neither fitting the next digit, and has placed some but not all digits of a code of at
/// least four (LEVEL 2 or higher): it weighs which card to discard.
fn holding_mid_code() -> Observation {
    let mut game = Passcode::setup(&Default::default(), 4, Chance::seeded(5)).unwrap();
    let mut bots = hard_bots(4);
    while let Some(&seat) = game.to_decide().first() {
        let obs = game.observe(seat);
        let me = &obs.players[seat.index()];
        let placed = me.placed.iter().flatten().count();
        let next = me.placed.iter().position(Option::is_none);
        let stuck = next.is_some_and(|i| {
            let digit = me.codes[me.level][i];
            obs.hand.iter().all(|c| !c.fits(digit))
        });
        if obs.step() == Some(Step::Holding)
            && me.level >= 1
            && (2..me.placed.len()).contains(&placed)
            && stuck
        {
            return obs;
        }
        let action = bots[seat.index()].decide(&obs);
        game.apply(seat, &action).unwrap();
    }
    panic!("the game ended before such a position");
}

/// The first observations of a two-player game (hard, seeded as a match seeds it, against
/// normal) where the hard seat faces a decision its search weighs, of each kind: drawing
/// (the discard does not fit), discarding (no card fits).
fn open_two_player(step: Step) -> Observation {
    let seeds = MatchSeeds::from(3);
    let mut game = Passcode::setup(&Default::default(), 2, seeds.chance()).unwrap();
    let mut bots = [
        PasscodeBot::with_seed(BotLevel::Hard, seeds.bot_seed(SeatId(0))),
        PasscodeBot::new(BotLevel::Normal),
    ];
    let mut seen = 0;
    while let Some(&seat) = game.to_decide().first() {
        let obs = game.observe(seat);
        let action = bots[seat.index()].decide(&obs);
        if seat == SeatId(0)
            && obs.step() == Some(step)
            && open_candidates(&obs, action).len() > 1
            && obs.players[0].level >= 1
        {
            seen += 1;
            if seen == 3 {
                return obs;
            }
        }
        game.apply(seat, &action).unwrap();
    }
    panic!("the game ended before such a position");
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("passcode");
    let mut seed = 0;
    group.bench_function("4_player_game/hard", |b| {
        b.iter(|| {
            seed += 1;
            play(4, black_box(seed))
        })
    });
    group.bench_function("hard_decision", |b| {
        let game = Passcode::setup(&Default::default(), 4, Chance::seeded(5)).unwrap();
        let obs = game.observe(game.current());
        b.iter(|| PasscodeBot::new(BotLevel::Hard).decide(black_box(&obs)))
    });
    group.bench_function("hard_decision/holding_mid_code", |b| {
        let obs = holding_mid_code();
        b.iter(|| PasscodeBot::new(BotLevel::Hard).decide(black_box(&obs)))
    });
    for (name, step) in [("draw", Step::Start), ("discard", Step::Holding)] {
        let obs = open_two_player(step);
        group.bench_function(format!("hard_decision/two_players/{name}"), |b| {
            b.iter(|| PasscodeBot::with_seed(BotLevel::Hard, 1).decide(black_box(&obs)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
