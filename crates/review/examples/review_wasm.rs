//! A finished match's review, for timing in a browser (`web/bench/review.mjs`).
//!
//! A `cdylib` of plain `extern "C"` functions, built with `cargo build --release --target
//! wasm32-unknown-unknown -p codebreakers-review --example review_wasm`. [`review_setup`]
//! plays match `seed` of game `game` (0 Code Breaker, 1 Code Knacker, 2 Crack It, 3 Passcode)
//! between the easy and the hard player, as `codebreakers-cli play GAME --seats easy,hard
//! --seed SEED` does; the page times [`review_run`] alone: the whole review, as the game
//! makes it, on the page's one thread.

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, MatchSeeds, SeatId, SeatKind, Timeline};
use codebreakers_passcode::Passcode;
use codebreakers_records::{ChanceSpec, SaveFile};
use codebreakers_registry::Registered;
use std::cell::RefCell;

thread_local! {
    static SAVE: RefCell<Option<SaveFile>> = const { RefCell::new(None) };
}

/// Match `seed` of `G` between the easy and the hard player, as a save.
fn played<G: Registered>(seed: u64) -> Option<SaveFile> {
    let seeds = MatchSeeds::from(seed);
    let levels = [BotLevel::Easy, BotLevel::Hard];
    let mut bots: Vec<_> = (0..2)
        .map(|i| G::bot(levels[i], seeds.bot_seed(SeatId(i as u8))))
        .collect();
    let mut t = Timeline::new(G::setup(&Default::default(), 2, seeds.chance()).ok()?);
    while let Some(&seat) = t.state().to_decide().first() {
        let action = bots[seat.index()].decide(&t.state().observe(seat));
        t.apply(seat, action).ok()?;
    }
    let seats = levels.map(SeatKind::Computer);
    let mut save = SaveFile::new::<G>(
        &Default::default(),
        &seats,
        &[],
        ChanceSpec::seeded(seed),
        0,
    );
    save.record(&t.log(), t.state(), 0);
    save.outcome = t.state().outcome();
    Some(save)
}

/// Plays match `seed` of game `game` (0-3); its actions, or 0 if it was not played.
#[unsafe(no_mangle)]
pub extern "C" fn review_setup(game: u32, seed: u32) -> u32 {
    let seed = u64::from(seed);
    let save = match game {
        0 => played::<CodeBreaker>(seed),
        1 => {
            use codebreakers_code_knacker::book::{self, Book};
            if book::installed().is_none()
                && let Ok(shipped) = Book::from_bytes(include_bytes!(
                    "../../../assets/code-knacker/turn-values.bin"
                ))
            {
                book::install(shipped);
            }
            played::<CodeKnacker>(seed)
        }
        2 => played::<CrackIt>(seed),
        3 => played::<Passcode>(seed),
        _ => None,
    };
    let actions = save.as_ref().map_or(0, |s| s.actions.len() as u32);
    SAVE.with_borrow_mut(|s| *s = save);
    actions
}

/// Reviews the match played: the decisions judged (0 if it could not be reviewed).
#[unsafe(no_mangle)]
pub extern "C" fn review_run() -> u32 {
    SAVE.with_borrow(|save| {
        save.as_ref()
            .and_then(|save| codebreakers_review::review(save).ok())
            .map_or(0, |review| review.decisions.len() as u32)
    })
}
