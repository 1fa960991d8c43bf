//! Code Knacker speed: whole 4-player games between computer players, and the hard
//! player's decisions, with its values looked up in the book of turn values
//! (`assets/code-knacker/turn-values.bin`) and, for comparison, worked out on the spot.
//! Run with `cargo bench -p codebreakers-code-knacker`.

use codebreakers_code_knacker::book::Book;
use codebreakers_code_knacker::bots::CodeKnackerBot;
use codebreakers_code_knacker::{Action, CodeKnacker};
use codebreakers_kernel::{Bot, BotLevel, Chance, Game};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn play(seats: usize, level: BotLevel, book: Option<&'static Book>, seed: u64) -> usize {
    let mut game = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
    let mut bots: Vec<CodeKnackerBot> = (0..seats)
        .map(|_| CodeKnackerBot::with_book(level, book))
        .collect();
    let mut actions = 0;
    while let Some(&seat) = game.to_decide().first() {
        let action = bots[usize::from(seat.0)].decide(&game.observe(seat));
        game.apply(seat, &action).unwrap();
        actions += 1;
    }
    actions
}

fn bench(c: &mut Criterion) {
    let book: &'static Book = Box::leak(Box::new(
        Book::from_bytes(include_bytes!(
            "../../../assets/code-knacker/turn-values.bin"
        ))
        .unwrap(),
    ));
    let mut group = c.benchmark_group("code_knacker");
    group.sample_size(10);
    let mut seed = 0;
    for (name, level, book) in [
        ("Easy", BotLevel::Easy, None),
        ("Normal", BotLevel::Normal, None),
        ("Hard", BotLevel::Hard, Some(book)),
        ("Hard_without_book", BotLevel::Hard, None),
    ] {
        group.bench_function(format!("4_player_game/{name}"), |b| {
            b.iter(|| {
                seed += 1;
                play(4, level, book, black_box(seed))
            })
        });
    }
    let game = CodeKnacker::setup(&Default::default(), 4, Chance::seeded(7)).unwrap();
    let obs = game.observe(game.current());
    group.bench_function("hard_decision/first_roll_fresh_cards", |b| {
        b.iter(|| CodeKnackerBot::with_book(BotLevel::Hard, Some(book)).advise(black_box(&obs)))
    });
    group.bench_function("hard_decision/first_roll_fresh_cards_without_book", |b| {
        b.iter(|| CodeKnackerBot::with_book(BotLevel::Hard, None).advise(black_box(&obs)))
    });
    // Mid-turn: which dice to set aside after a roll, the widest choice a turn has.
    let mut rolled = CodeKnacker::setup(&Default::default(), 4, Chance::seeded(7)).unwrap();
    let seat = rolled.current();
    rolled.apply(seat, &Action::Roll).unwrap();
    let obs = rolled.observe(seat);
    group.bench_function("hard_decision/set_aside_after_the_first_roll", |b| {
        b.iter(|| CodeKnackerBot::with_book(BotLevel::Hard, Some(book)).advise(black_box(&obs)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
