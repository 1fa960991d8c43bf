//! Refusals: a stable code a program can match on, and a sentence a person can read.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a request or message was refused. A refusal never changes anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The request names a protocol version this server does not speak.
    UnsupportedVersion,
    /// The message is not JSON, or not one of the protocol's messages.
    InvalidJson,
    /// The message is longer than [`crate::MAX_MESSAGE_BYTES`].
    TooLarge,
    /// No game has this id.
    UnknownGame,
    /// The options do not fit the game.
    BadOptions,
    /// The seats do not fit the game (too few, too many, or not one of them "me").
    BadSeats,
    /// No match has this invite code.
    UnknownMatch,
    /// The token is not one of this match's seats'.
    BadToken,
    /// Every seat of the match is taken.
    NoOpenSeat,
    /// The first message on a socket must be a hello, and only the first.
    HelloFirst,
    /// A spectator cannot act.
    NotASeat,
    /// The seat is not among those to decide now.
    NotYourTurn,
    /// The action was sent against an older state than the match's: resync first.
    StaleSequence,
    /// The action is not one of this game's actions.
    BadAction,
    /// The rules refuse the action (the message says which rule).
    Refused,
    /// The match is over: nothing more may be played.
    MatchOver,
    /// Something on the server went wrong; the request may be tried again.
    Internal,
    /// Too many requests from this address, or messages on this socket: wait, then try again.
    RateLimited,
    /// The page that opened the socket (or sent the request) is from another site than the
    /// server's own or those it allows.
    BadOrigin,
    /// The clock is out of bounds (1 second to 60 days a move) or does not hang together.
    BadClock,
    /// The webhook is not an `http://` URL this server can post to.
    BadWebhook,
    /// A rematch asked for before the match is over.
    NotOver,
    /// The seat has resigned: it cannot act, resign again or take anything back.
    Resigned,
    /// Nothing (or not so much) may be taken back: another seat has acted since, the rules
    /// keep the action (it drew chance or showed something hidden), or it was the computer's.
    NotRevocable,
    /// No request of the server has this path, or not with this method.
    UnknownRequest,
}

impl ErrorCode {
    /// The HTTP status a lobby answers this refusal with.
    pub fn http_status(self) -> u16 {
        match self {
            ErrorCode::UnknownMatch | ErrorCode::UnknownRequest => 404,
            ErrorCode::BadToken | ErrorCode::BadOrigin => 403,
            ErrorCode::RateLimited => 429,
            ErrorCode::NoOpenSeat | ErrorCode::StaleSequence | ErrorCode::NotOver => 409,
            ErrorCode::TooLarge => 413,
            ErrorCode::Internal => 500,
            _ => 400,
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The code as it is written on the wire.
        let text = serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        f.write_str(&text)
    }
}

/// A refusal: its code and a sentence saying what was wrong. The lobby answers it as the
/// body of an HTTP error; on a socket it is [`crate::ServerMessage::Error`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for Refusal {}
