//! What a Code Breakers server and its clients say to each other (`docs/protocol.md`).
//!
//! Two parts, both JSON: the lobby over HTTP ([`lobby`]: create a match, join it by its invite
//! code, list one's matches) and play over a WebSocket ([`play`]: a seat's viewpoint after
//! every action, actions, refusals). Everything is versioned by [`PROTOCOL_VERSION`]. What is
//! particular to one game (its options, actions, observations and outcome) travels as a
//! [`serde_json::Value`], read as the game's own types at either end through the registry, so
//! this crate knows no game.

pub mod error;
pub mod lobby;
pub mod play;

pub use error::{ErrorCode, Refusal};
pub use lobby::{
    AskRematch, Clock, CreateMatch, Created, InviteCode, JoinMatch, Joined, ListMatches,
    MatchSummary, PlayerName, SeatChoice, SetWebhook, WebhookSet, WhenLate,
};
pub use play::{Acted, ClientMessage, ServerMessage, View};

/// The protocol this version speaks; a hello or lobby request of any other is refused with
/// [`ErrorCode::UnsupportedVersion`].
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message a server reads, in bytes; a longer one is refused with
/// [`ErrorCode::TooLarge`] and changes nothing.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;
