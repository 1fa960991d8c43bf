//! Crack It speed: one whole 4-player game between hard bots (King of Thieves), and one
//! between five in King of Safes (two games), the rules-only hard player and the searching
//! one's decisions (whole games with it: `codebreakers-cli simulate`). Run with `cargo bench -p codebreakers-crack-it`.

use codebreakers_crack_it::bots::CrackItBot;
use codebreakers_crack_it::{CrackIt, Mode, Options};
use codebreakers_kernel::{Bot, BotLevel, Chance, Game};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn play(mode: Mode, seats: usize, seed: u64, search: bool) -> usize {
    let mut game = CrackIt::setup(&Options { mode }, seats, Chance::seeded(seed)).unwrap();
    let mut bots: Vec<CrackItBot> = (0..seats)
        .map(|i| {
            if search {
                CrackItBot::new(BotLevel::Hard, seed ^ i as u64)
            } else {
                CrackItBot::rules_only(BotLevel::Hard, seed ^ i as u64)
            }
        })
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
    group.bench_function("4_player_game/hard_rules/king_of_thieves", |b| {
        b.iter(|| {
            seed += 1;
            play(Mode::KingOfThieves, 4, black_box(seed), false)
        })
    });
    group.bench_function("5_player_match/hard_rules/king_of_safes", |b| {
        b.iter(|| {
            seed += 1;
            play(Mode::KingOfSafes, 5, black_box(seed), false)
        })
    });
    group.sample_size(20);
    group.bench_function("hard_decision/answer_with_a_prohibition", |b| {
        let obs = answer_with_a_prohibition();
        b.iter(|| CrackItBot::new(BotLevel::Hard, 1).decide(black_box(&obs)))
    });
    group.sample_size(100);
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

/// The first time, in two-player games between rules-only hard players, that a seat holding
/// a Prohibition is asked to answer a rival's action card: the searching player plays both
/// answers out.
fn answer_with_a_prohibition() -> codebreakers_crack_it::Observation {
    for seed in 1.. {
        let mut game = CrackIt::setup(&Options::default(), 2, Chance::seeded(seed)).unwrap();
        let mut bots: Vec<CrackItBot> = (0..2)
            .map(|i| CrackItBot::rules_only(BotLevel::Hard, i))
            .collect();
        while let Some(&seat) = game.to_decide().first() {
            let obs = game.observe(seat);
            if let codebreakers_crack_it::Phase::Window(w) = &obs.phase
                && w.actor != seat
                && obs
                    .hand
                    .contains(&codebreakers_crack_it::ResourceCard::Prohibition)
            {
                return obs;
            }
            let action = bots[seat.index()].decide(&obs);
            game.apply(seat, &action).unwrap();
        }
    }
    unreachable!()
}

criterion_group!(benches, bench);
criterion_main!(benches);
