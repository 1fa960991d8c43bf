//! Where matches are kept: the store trait the server works through, and what it holds. The
//! action log (match, sequence number, seat, action) is the truth; a match is recovered as
//! its setup plus the replay of its actions, like a save.

mod postgres;
mod sqlite;

pub use postgres::PostgresStore;
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

/// Where matches are kept. Each match has one writer (its task) in a process, so nothing here
/// has to merge; when two processes write one match (one of them on a stale copy), the
/// unique key on (match, seq) lets the first append win and the second learns it was late.
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

    /// Appends an action to the match's log: `false` (nothing written) if its sequence
    /// number is taken already, by another process that wrote the match meanwhile.
    fn append_action<'a>(
        &'a self,
        code: &'a str,
        action: &'a ActionRecord,
    ) -> StoreFuture<'a, bool>;

    /// The sequence number of the match's last action (0 for none), if there is such a match:
    /// a cheap look whether another process has written it since it was loaded.
    fn last_seq<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<u64>>;

    /// The match `code` with its actions, if there is one.
    fn load_match<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredMatch>>;

    /// The matches and seats held by these tokens.
    fn seats_held<'a>(&'a self, tokens: &'a [TokenHash]) -> StoreFuture<'a, Vec<(String, SeatId)>>;
}

pub(crate) fn failed(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

/// Whether `e` is the database refusing a row whose key is taken.
pub(crate) fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}

/// A seat as both stores keep it: its kind's name and its token's hash, if taken.
pub(crate) fn seat_from_row(kind: &str, token: Option<&[u8]>) -> Result<SeatRecord, StoreError> {
    Ok(SeatRecord {
        kind: kind.parse::<SeatKind>().map_err(StoreError)?,
        token: token.map(hash_from).transpose()?,
    })
}

fn hash_from(bytes: &[u8]) -> Result<TokenHash, StoreError> {
    let array: [u8; 32] = bytes
        .try_into()
        .map_err(|_| StoreError(format!("a token hash of {} bytes", bytes.len())))?;
    Ok(TokenHash(array))
}

/// An action as both stores keep it.
pub(crate) fn action_from_row(
    seq: i64,
    seat: i64,
    action: &str,
    client_id: Option<String>,
) -> Result<ActionRecord, StoreError> {
    Ok(ActionRecord {
        seq: u64::try_from(seq).map_err(failed)?,
        seat: SeatId(u8::try_from(seat).map_err(failed)?),
        action: serde_json::from_str(action).map_err(failed)?,
        client_id,
    })
}

/// A match's row as both stores keep it: the seed is the same 64 bits, kept signed.
pub(crate) fn record_from_row(
    code: &str,
    game: String,
    options: &str,
    seed: i64,
    created: i64,
    seats: Vec<SeatRecord>,
) -> Result<MatchRecord, StoreError> {
    Ok(MatchRecord {
        code: code.to_string(),
        game,
        options: serde_json::from_str(options).map_err(failed)?,
        seed: seed as u64,
        seats,
        created: u64::try_from(created).map_err(failed)?,
    })
}
