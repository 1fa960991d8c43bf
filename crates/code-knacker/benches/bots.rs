//! Code Knacker speed: one whole 4-player game between hard bots, and the hard bot's
//! decision at the start of a turn on fresh cards (the widest calculation), cold.
//! Run with `cargo bench -p codebreakers-code-knacker`.

use codebreakers_code_knacker::CodeKnacker;
use codebreakers_code_knacker::bots::CodeKnackerBot;
use codebreakers_kernel::{Bot, BotLevel, Chance, Game};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn play(seats: usize, level: BotLevel, seed: u64) -> usize {
    let mut game = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
    let mut bots: Vec<CodeKnackerBot> = (0..seats).map(|_| CodeKnackerBot::new(level)).collect();
    let mut actions = 0;
    while let Some(&seat) = game.to_decide().first() {
        let action = bots[usize::from(seat.0)].decide(&game.observe(seat));
        game.apply(seat, &action).unwrap();
        actions += 1;
    }
    actions
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("code_knacker");
    group.sample_size(10);
    let mut seed = 0;
    for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
        group.bench_function(format!("4_player_game/{level:?}"), |b| {
            b.iter(|| {
                seed += 1;
                play(4, level, black_box(seed))
            })
        });
    }
    group.bench_function("hard_decision/first_roll_fresh_cards", |b| {
        let game = CodeKnacker::setup(&Default::default(), 4, Chance::seeded(7)).unwrap();
        let obs = game.observe(game.current());
        b.iter(|| CodeKnackerBot::new(BotLevel::Hard).advise(black_box(&obs)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
