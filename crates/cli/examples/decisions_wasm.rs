//! The searching hard players' decisions (Crack It, Passcode), for timing in a browser
//! (`web/bench/decisions.mjs`).
//!
//! A `cdylib` of plain `extern "C"` functions, built with `cargo build --release --target
//! wasm32-unknown-unknown -p codebreakers-cli --example decisions_wasm`. [`crack_it_setup`]
//! or [`passcode_setup`] deals match `game` (the seeds of `codebreakers-cli simulate --seed
//! GAME`), the hard player at seat `hard` (where `--rotate` seats the first listed in that
//! game), the others normal players, all as the app makes them ([`Registered::bot`]);
//! [`bench_advance`] plays the others up to the hard player's next decision; the page times
//! [`bench_decide`] alone, then [`bench_apply`] plays it.

use codebreakers_crack_it::{CrackIt, Mode, Options};
use codebreakers_kernel::{Bot, BotLevel, MatchSeeds, SeatId};
use codebreakers_passcode::Passcode;
use codebreakers_passcode::bots::searched_candidates;
use codebreakers_registry::Registered;
use std::cell::RefCell;

/// One match being played, of any game.
trait Bench {
    fn advance(&mut self) -> u32;
    fn decide(&mut self) -> u32;
    fn apply(&mut self) -> u32;
    fn won(&self) -> u32;
}

struct Table<G: Registered> {
    game: G,
    bots: Vec<Box<dyn Bot<G> + Send + Sync>>,
    hard: usize,
    /// The hard player's observation, waiting for its decision.
    obs: Option<G::Observation>,
    action: Option<G::Action>,
    /// Whether a decision is one the search weighs (where the game tells).
    searched: fn(&G::Observation, &G::Action) -> bool,
}

thread_local! {
    static TABLE: RefCell<Option<Box<dyn Bench>>> = const { RefCell::new(None) };
}

fn setup<G: Registered>(
    game: u32,
    seats: u32,
    hard: u32,
    options: &G::Options,
    searched: fn(&G::Observation, &G::Action) -> bool,
) -> u32 {
    let seeds = MatchSeeds::from(u64::from(game));
    let seats = seats.max(1) as usize;
    let Ok(state) = G::setup(options, seats, seeds.chance()) else {
        return 0;
    };
    let hard = hard as usize % seats;
    let bots = (0..seats)
        .map(|i| {
            let level = if i == hard {
                BotLevel::Hard
            } else {
                BotLevel::Normal
            };
            G::bot(level, seeds.bot_seed(SeatId(i as u8)))
        })
        .collect();
    let table = Table {
        game: state,
        bots,
        hard,
        obs: None,
        action: None,
        searched,
    };
    TABLE.with_borrow_mut(|t| *t = Some(Box::new(table)));
    1
}

/// Deals Crack It's match `game` with `seats` players, the hard one at seat `hard` (King of
/// Safes if `safes` is not 0); 1 if dealt.
#[unsafe(no_mangle)]
pub extern "C" fn crack_it_setup(game: u32, seats: u32, hard: u32, safes: u32) -> u32 {
    let mode = if safes != 0 {
        Mode::KingOfSafes
    } else {
        Mode::KingOfThieves
    };
    setup::<CrackIt>(game, seats, hard, &Options { mode }, |_, _| true)
}

/// Deals Passcode's match `game` with `seats` players, the hard one at seat `hard` (the
/// standard options); 1 if dealt.
#[unsafe(no_mangle)]
pub extern "C" fn passcode_setup(game: u32, seats: u32, hard: u32) -> u32 {
    setup::<Passcode>(game, seats, hard, &Default::default(), |obs, action| {
        searched_candidates(obs, *action).len() > 1
    })
}

impl<G: Registered> Bench for Table<G> {
    fn advance(&mut self) -> u32 {
        while let Some(&seat) = self.game.to_decide().first() {
            let obs = self.game.observe(seat);
            if seat.index() == self.hard {
                self.obs = Some(obs);
                return 1;
            }
            let action = self.bots[seat.index()].decide(&obs);
            if self.game.apply(seat, &action).is_err() {
                return 0;
            }
        }
        0
    }

    fn decide(&mut self) -> u32 {
        let Some(obs) = self.obs.take() else { return 0 };
        let action = self.bots[self.hard].decide(&obs);
        let searched = (self.searched)(&obs, &action);
        self.action = Some(action);
        1 + u32::from(searched)
    }

    fn apply(&mut self) -> u32 {
        let Some(action) = self.action.take() else {
            return 0;
        };
        u32::from(self.game.apply(SeatId(self.hard as u8), &action).is_ok())
    }

    fn won(&self) -> u32 {
        let won = self
            .game
            .outcome()
            .is_some_and(|o| o.winners.contains(&SeatId(self.hard as u8)));
        u32::from(won)
    }
}

fn with_table(f: impl FnOnce(&mut (dyn Bench + 'static)) -> u32) -> u32 {
    TABLE.with_borrow_mut(|t| t.as_deref_mut().map_or(0, f))
}

/// Plays the other seats up to the hard player's next decision: 1 there, 0 at the game's end.
#[unsafe(no_mangle)]
pub extern "C" fn bench_advance() -> u32 {
    with_table(|t| t.advance())
}

/// The hard player decides (the call the page times): 2 if it was a decision the search
/// weighs (Passcode's `searched_candidates`; every Crack It decision counts), 1 otherwise, 0 if none waited.
#[unsafe(no_mangle)]
pub extern "C" fn bench_decide() -> u32 {
    with_table(|t| t.decide())
}

/// Plays the hard player's decision: 1 if the rules took it.
#[unsafe(no_mangle)]
pub extern "C" fn bench_apply() -> u32 {
    with_table(|t| t.apply())
}

/// 1 if the game is over and the hard player won it (alone or shared).
#[unsafe(no_mangle)]
pub extern "C" fn bench_won() -> u32 {
    with_table(|t| t.won())
}
