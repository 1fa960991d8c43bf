//! Crack It speed: one whole 4-player game between hard bots (King of Thieves), and one
//! between five in King of Safes (two games). Run with `cargo bench -p codebreakers-crack-it`.

use codebreakers_crack_it::bots::CrackItBot;
use codebreakers_crack_it::{CrackIt, Mode, Options};
use codebreakers_kernel::{Bot, BotLevel, Chance, Game};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn play(mode: Mode, seats: usize, seed: u64) -> usize {
    let mut game = CrackIt::setup(&Options { mode }, seats, Chance::seeded(seed)).unwrap();
    let mut bots: Vec<CrackItBot> = (0..seats)
        .map(|i| CrackItBot::new(BotLevel::Hard, seed ^ i as u64))
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
    let mut group = c.benchmark_group("crack_it");
    let mut seed = 0;
    group.bench_function("4_player_game/hard/king_of_thieves", |b| {
        b.iter(|| {
            seed += 1;
            play(Mode::KingOfThieves, 4, black_box(seed))
        })
    });
    group.bench_function("5_player_match/hard/king_of_safes", |b| {
        b.iter(|| {
            seed += 1;
            play(Mode::KingOfSafes, 5, black_box(seed))
        })
    });
    group.bench_function("hard_decision/first_turn", |b| {
        let mut game = CrackIt::setup(&Options::default(), 4, Chance::seeded(3)).unwrap();
        for seat in 0..4u8 {
            let seat = codebreakers_kernel::SeatId(seat);
            let action = CrackItBot::new(BotLevel::Hard, 1).decide(&game.observe(seat));
            game.apply(seat, &action).unwrap();
        }
        let obs = game.observe(game.current());
        b.iter(|| CrackItBot::new(BotLevel::Hard, 1).decide(black_box(&obs)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
