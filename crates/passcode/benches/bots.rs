//! Passcode speed: one whole 4-player game between hard bots, and one hard decision.
//! Run with `cargo bench -p codebreakers-passcode`.

use codebreakers_kernel::{Bot, BotLevel, Chance, Game};
use codebreakers_passcode::Passcode;
use codebreakers_passcode::bots::PasscodeBot;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn play(seats: usize, seed: u64) -> usize {
    let mut game = Passcode::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
    let mut bots: Vec<PasscodeBot> = (0..seats)
        .map(|_| PasscodeBot::new(BotLevel::Hard))
        .collect();
    let mut actions = 0;
    while let Some(&seat) = game.to_decide().first() {
        let action = bots[seat.index()].decide(&game.observe(seat));
        game.apply(seat, &action).unwrap();
        actions += 1;
    }
    actions
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
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
