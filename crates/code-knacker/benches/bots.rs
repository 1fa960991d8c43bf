//! Code Knacker speed: whole games between computer players, and the hard player's
//! decisions at a table of four (its turn alone), alone (its turn and the next) and against
//! one opponent, with its values looked up in the book of turn values
//! (`assets/code-knacker/turn-values.bin`) and, for comparison, worked out on the spot; and
//! reading the book. Run with `cargo bench -p codebreakers-code-knacker`.

use codebreakers_code_knacker::book::Book;
use codebreakers_code_knacker::bots::CodeKnackerBot;
use codebreakers_code_knacker::{Action, CodeKnacker, Observation};
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

/// What the player in turn sees after the first roll of a game with `seats` seats.
fn after_the_first_roll(seats: usize, seed: u64) -> Observation {
    let mut game = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
    let seat = game.current();
    game.apply(seat, &Action::Roll).unwrap();
    game.observe(seat)
}

fn bench(c: &mut Criterion) {
    const FILE: &[u8] = include_bytes!("../../../assets/code-knacker/turn-values.bin");
    let book: &'static Book = Box::leak(Box::new(Book::from_bytes(FILE).unwrap()));
    let mut group = c.benchmark_group("code_knacker");
    group.sample_size(10);
    let mut seed = 0;
    group.bench_function("book/read_the_file", |b| {
        b.iter(|| Book::from_bytes(black_box(FILE)).unwrap().len())
    });
    group.bench_function("solo_game/Hard", |b| {
        b.iter(|| {
            seed += 1;
            play(1, BotLevel::Hard, Some(book), black_box(seed))
        })
    });
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
    // Mid-turn: which dice to set aside after a roll, the widest choice a turn has; at a
    // table of four (the turn alone), alone and against one opponent (looking past it).
    for (name, seats) in [("", 4), ("_alone", 1), ("_against_one", 2)] {
        let obs = after_the_first_roll(seats, 7);
        group.bench_function(
            format!("hard_decision{name}/set_aside_after_the_first_roll"),
            |b| {
                b.iter(|| {
                    CodeKnackerBot::with_book(BotLevel::Hard, Some(book)).advise(black_box(&obs))
                })
            },
        );
    }
    let alone = CodeKnacker::setup(&Default::default(), 1, Chance::seeded(7)).unwrap();
    let obs = alone.observe(alone.current());
    group.bench_function("hard_decision_alone/first_roll_fresh_cards", |b| {
        b.iter(|| CodeKnackerBot::with_book(BotLevel::Hard, Some(book)).advise(black_box(&obs)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
