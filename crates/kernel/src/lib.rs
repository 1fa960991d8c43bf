//! The table shared by every Code Breakers game.
//!
//! Nothing here knows a game's rules: this crate holds seats, the one injectable
//! [`Chance`] source every die roll and shuffle goes through, [`Deck`]s and
//! [`Die`]s, the [`Game`] trait every rules crate implements, and the
//! [`ActionLog`] that replays a game deterministically, the [`Timeline`] that takes actions
//! back, the one [`Referee`] of a match at one screen and on a server, [`MatchSeeds`], the one way of turning a seed into chance and bot seeds, and the
//! [`Words`] a rules error or a log line is told to a player with, in any language.

mod chance;
mod components;
mod game;
mod log;
mod referee;
pub mod search;
mod seat;
pub mod seeds;
#[cfg(test)]
mod toy;
mod undo;
pub mod words;

pub use chance::{Chance, ChanceError, ChanceScript};
pub use components::{Deck, Die};
pub use game::{
    Bot, Game, Outcome, SetupError, Tried, apply_atomically, check_against_legal_actions,
    check_events_hidden, check_on_the_wire,
};
pub use log::{ActionLog, LoggedAction, ReplayError};
pub use referee::{
    Applied, BotMaker, BoxedBot, Referee, Refused, STAND_IN, check_referee_take_back,
};
pub use seat::{BotLevel, SeatId, SeatKind};
pub use seeds::MatchSeeds;
pub use undo::{Played, Timeline, check_take_back, revocable_tail};
pub use words::{Arg, ToWords, Words};
