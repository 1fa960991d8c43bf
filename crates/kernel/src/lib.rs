//! The table shared by every Code Breakers game.
//!
//! Nothing here knows a game's rules: this crate holds seats, the one injectable
//! [`Chance`] source every die roll and shuffle goes through, [`Deck`]s and
//! [`Die`]s, the [`Game`] trait every rules crate implements, and the
//! [`ActionLog`] that replays a game deterministically.

mod chance;
mod components;
mod game;
mod log;
mod seat;

pub use chance::{Chance, ChanceError, ChanceScript};
pub use components::{Deck, Die};
pub use game::{Bot, Game, Outcome, SetupError, apply_atomically, check_against_legal_actions};
pub use log::{ActionLog, LoggedAction, ReplayError};
pub use seat::{BotLevel, SeatId, SeatKind};
