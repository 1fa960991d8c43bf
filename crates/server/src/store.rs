//! Where matches are kept: the store trait the server works through, and what it holds. The
//! action log (match, sequence number, seat, action) is the truth; a match is recovered as
//! its setup plus the replay of its actions, like a save.

mod sqlite;

pub use sqlite::SqliteStore;

use crate::secret::TokenHash;
use codebreakers_kernel::{SeatId, SeatKind};
use serde_json::Value;
use std::future::Future;
use std::pin::Pin;

/// A store's answer, later.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// A store that failed (the database said no): the request may be tried again.
#[derive(Clone, Debug)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the store failed: {}", self.0)
    }
}

/// A match as it was created: everything but its actions.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    pub code: String,
    pub game: String,
    pub options: Value,
    /// The match seed ([`codebreakers_kernel::MatchSeeds`]): it never leaves the server
    /// before the match ends.
    pub seed: u64,
    pub seats: Vec<SeatRecord>,
    /// Seconds since 1970.
    pub created: u64,
}

/// A seat: who plays it, and the hash of its token once someone has taken it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRecord {
    pub kind: SeatKind,
    pub token: Option<TokenHash>,
}

/// One action of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionRecord {
    /// Counted from 1; unique in its match.
    pub seq: u64,
    pub seat: SeatId,
    /// The game's action as JSON.
    pub action: Value,
    /// The client's id for it (none for a computer's), so a repeat is known after a restart.
    pub client_id: Option<String>,
}

/// A match as the store holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredMatch {
    pub record: MatchRecord,
    /// In order of `seq`.
    pub actions: Vec<ActionRecord>,
}

/// Where matches are kept. Each match has one writer (its task), so nothing here has to
/// merge: `append_action` fails on a sequence number already taken.
pub trait Store: Send + Sync + 'static {
    /// Keeps a new match; `false` if its code is taken already.
    fn create_match<'a>(&'a self, record: &'a MatchRecord) -> StoreFuture<'a, bool>;

    /// Gives `seat` of the match `code` to the token hashed as `token`, if the seat is a human
    /// one that no one holds; `false` if it is not.
    fn take_seat<'a>(
        &'a self,
        code: &'a str,
        seat: SeatId,
        token: &'a TokenHash,
    ) -> StoreFuture<'a, bool>;

    /// Appends an action to the match's log.
    fn append_action<'a>(&'a self, code: &'a str, action: &'a ActionRecord) -> StoreFuture<'a, ()>;

    /// The match `code` with its actions, if there is one.
    fn load_match<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredMatch>>;

    /// The matches and seats held by these tokens.
    fn seats_held<'a>(&'a self, tokens: &'a [TokenHash]) -> StoreFuture<'a, Vec<(String, SeatId)>>;
}
