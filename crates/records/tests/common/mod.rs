//! Matches played headless for the tests: seeded picks among the legal actions.

#![allow(dead_code)]

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, Game, MatchSeeds, SeatKind, Timeline};
use codebreakers_passcode::Passcode;
use codebreakers_records::{ChanceSpec, SaveFile};

/// A match of `G` for `seats`, `actions` actions long at most (fewer if it ends), each a
/// seeded pick among the legal ones, saved as the app saves it.
pub fn played<G: Game>(
    options: &G::Options,
    seats: &[SeatKind],
    seed: u64,
    actions: usize,
) -> (SaveFile, Timeline<G>) {
    let names: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, kind)| match kind {
            SeatKind::Human => ["Ada", "Núria", "Kai", "Olu", "Mei", "Tom"][i].to_string(),
            SeatKind::Computer(level) => level.label().to_string(),
        })
        .collect();
    let seeds = MatchSeeds::from(seed);
    let mut save = SaveFile::new::<G>(
        options,
        seats,
        &names,
        ChanceSpec::seeded(seeds.chance_seed()),
        1_700_000_000,
    );
    let mut timeline = Timeline::new(G::setup(options, seats.len(), seeds.chance()).unwrap());
    let mut n = seed;
    for i in 0..actions {
        let Some(&seat) = timeline.state().to_decide().first() else {
            break;
        };
        let legal = timeline.state().legal_actions(seat);
        n = n
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        timeline
            .apply(seat, legal[(n >> 33) as usize % legal.len()].clone())
            .unwrap();
        save.record(
            &timeline.log(),
            timeline.state(),
            1_700_000_000 + i as u64 + 1,
        );
    }
    (save, timeline)
}

pub const HUMAN: SeatKind = SeatKind::Human;
pub const HARD: SeatKind = SeatKind::Computer(BotLevel::Hard);
pub const EASY: SeatKind = SeatKind::Computer(BotLevel::Easy);

/// One save of each game, some way into the match.
pub fn one_of_each() -> Vec<SaveFile> {
    vec![
        played::<CodeBreaker>(&Default::default(), &[HUMAN, HARD], 1, 12).0,
        played::<CodeKnacker>(&Default::default(), &[HUMAN, EASY, HARD], 2, 40).0,
        played::<CrackIt>(&Default::default(), &[HUMAN, HARD, EASY], 3, 40).0,
        played::<Passcode>(&Default::default(), &[HUMAN, HARD], 4, 40).0,
    ]
}
