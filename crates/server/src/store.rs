//! Where matches are kept: the store trait the server works through, and what it holds. The
//! action log (match, sequence number, seat, action) is the truth; a match is recovered as
//! its setup plus the replay of its actions, like a save.

#[cfg(feature = "postgres")]
mod postgres;
mod shared;
mod sqlite;

#[cfg(feature = "postgres")]
pub use postgres::PostgresStore;
pub use sqlite::SqliteStore;

use crate::secret::TokenHash;
use codebreakers_kernel::{BotLevel, SeatId, SeatKind};
use codebreakers_protocol::{Clock, PlayerName, WhenLate};
use serde_json::Value;
use std::future::Future;
use std::pin::Pin;
use tokio::sync::mpsc;

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
    /// Its clock, if it is timed.
    pub clock: Option<Clock>,
    /// The match this one is the rematch of: its seats are taken with that match's tokens,
    /// not by joining.
    pub rematch_of: Option<String>,
    /// The rematch of this match, once a seat has asked for it.
    pub rematch: Option<String>,
    /// The seat that asked for the rematch first (it offers it to the others).
    pub rematch_by: Option<SeatId>,
}

/// A seat: who plays it, the hash of its token once someone has taken it, when that was, and
/// where it is told that it is to decide.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRecord {
    pub kind: SeatKind,
    pub token: Option<TokenHash>,
    /// Milliseconds since 1970 when the seat was taken (none for a computer's, or an open
    /// seat's, or one taken before the server kept it).
    pub taken_ms: Option<u64>,
    /// The seat's webhook, checked when it was given.
    pub webhook: Option<String>,
    /// The number of actions the match had when the seat resigned, if it did.
    pub resigned: Option<u64>,
    /// The name its player gave, if any.
    pub name: Option<PlayerName>,
}

impl SeatRecord {
    /// A seat of `kind` that no one holds yet.
    pub fn open(kind: SeatKind) -> Self {
        SeatRecord {
            kind,
            token: None,
            taken_ms: None,
            webhook: None,
            resigned: None,
            name: None,
        }
    }
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
    /// Milliseconds since 1970 when it was applied (0 for one stored before times were
    /// kept): a seat's clock is recomputed from these.
    pub at_ms: u64,
    /// Played by the server's computer for a human seat whose time ran out.
    pub late: bool,
}

/// How far a match has come, as a store holds it ([`Store::revision`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Revision {
    /// The sequence number of its last action.
    pub seq: u64,
    /// How many times actions were taken back.
    pub undos: u64,
    /// How many of its seats are taken.
    pub taken: u64,
    /// How many of its seats resigned.
    pub resigned: u64,
    /// Its rematch's code, once a seat asked for one.
    pub rematch: Option<String>,
}

/// A match as the store holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredMatch {
    pub record: MatchRecord,
    /// In order of `seq`.
    pub actions: Vec<ActionRecord>,
    /// How many times actions were taken back in the match.
    pub undos: u64,
}

/// What a write of a match changes besides its action or seat, in the same transaction: on a
/// match with a clock (`timed`), the deadline of the move now (none before the clock starts or
/// once the match is over); and the seats that came to decide at action `seq`, each of which
/// gets a notice if it has a webhook. An untimed write with no seat to tell is the action
/// alone. `undos` is how many take-backs the writer's copy of the match has seen: an action
/// appended against another count is late, as one at a taken sequence number is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Written {
    pub timed: bool,
    pub deadline_ms: Option<u64>,
    pub seq: u64,
    pub notify: Vec<SeatId>,
    pub undos: u64,
}

/// Actions taken back: the match's log is cut to its first `to` actions, if it has `from`
/// now and `undos` take-backs before this one; its notices of the actions cut go, and
/// `written` is written (`written.undos` is the count after this one).
#[derive(Clone, Debug, PartialEq)]
pub struct TakeBack {
    pub from: u64,
    pub to: u64,
    pub undos: u64,
    pub written: Written,
}

/// A seat being taken: by the token hashed as `token`, at `at_ms`, with its webhook.
/// `again`: the seat may be held already and changes hands (a rematch's seat, asked for
/// again with the old match's token); else only an open seat is taken.
#[derive(Clone, Debug, PartialEq)]
pub struct TakeSeat {
    pub seat: SeatId,
    pub token: TokenHash,
    pub webhook: Option<String>,
    /// The name the seat's player gave, if any.
    pub name: Option<PlayerName>,
    pub at_ms: u64,
    pub again: bool,
    pub written: Written,
}

/// A "your turn" notice kept until its webhook has it.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub id: i64,
    pub code: String,
    pub game: String,
    pub seat: SeatId,
    pub seq: u64,
    /// The seat's webhook now (none if it was taken away: the notice is dropped).
    pub url: Option<String>,
    /// Tries so far.
    pub attempts: u32,
}

/// Where matches are kept. Each match has one writer (its task) in a process, so nothing here
/// has to merge; when two processes write one match (one of them on a stale copy), the
/// unique key on (match, seq) lets the first append win and the second learns it was late.
pub trait Store: Send + Sync + 'static {
    /// Keeps a new match; `false` if its code is taken already.
    fn create_match<'a>(&'a self, record: &'a MatchRecord) -> StoreFuture<'a, bool>;

    /// Gives a human seat of the match `code` to a token, as `take` says; `false` (nothing
    /// written) if it is not a human seat or (unless `take.again`) someone holds it.
    fn take_seat<'a>(&'a self, code: &'a str, take: &'a TakeSeat) -> StoreFuture<'a, bool>;

    /// Appends an action to the match's log, with what `written` says: `false` (nothing
    /// written) if its sequence number is taken already, by another process that wrote the
    /// match meanwhile.
    fn append_action<'a>(
        &'a self,
        code: &'a str,
        action: &'a ActionRecord,
        written: &'a Written,
    ) -> StoreFuture<'a, bool>;

    /// The sequence number of the match's last action (0 for none), if there is such a match:
    /// a cheap look whether another process has written it since it was loaded.
    fn last_seq<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<u64>>;

    /// How far the match has come ([`Revision`]), if there is such a match: what a task
    /// compares with its own copy to learn whether another process has written it since.
    fn revision<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<Revision>>;

    /// Keeps that `seat` resigned when the match had `seq` actions, with what `written` says:
    /// `false` (nothing written) if it had resigned already.
    fn resign<'a>(
        &'a self,
        code: &'a str,
        seat: SeatId,
        seq: u64,
        written: &'a Written,
    ) -> StoreFuture<'a, bool>;

    /// Takes actions back as `take` says: `false` (nothing written) if the match is not as
    /// `take` expects it (another process wrote it meanwhile).
    fn take_back<'a>(&'a self, code: &'a str, take: &'a TakeBack) -> StoreFuture<'a, bool>;

    /// The match `code` with its actions, if there is one.
    fn load_match<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredMatch>>;

    /// The matches and seats held by these tokens.
    fn seats_held<'a>(&'a self, tokens: &'a [TokenHash]) -> StoreFuture<'a, Vec<(String, SeatId)>>;

    /// Sets (or, with none, takes away) the webhook of a seat.
    fn set_webhook<'a>(
        &'a self,
        code: &'a str,
        seat: SeatId,
        url: Option<&'a str>,
    ) -> StoreFuture<'a, ()>;

    /// The matches whose clock is running, plays a late move with a computer, and runs out
    /// by `due_by_ms`: those a server starts when it starts (all of them), so that a move
    /// overdue while it was down is played, and those it looks for now and then (the
    /// overdue), so that a match whose process died is taken up.
    fn timed_matches(&self, due_by_ms: u64) -> StoreFuture<'_, Vec<String>>;

    /// Keeps `record`, the rematch of match `of` asked for by seat `by`, unless `of` has one
    /// already. The code of `of`'s rematch (`record`'s or the one before), or none if
    /// `record`'s code is taken.
    fn create_rematch<'a>(
        &'a self,
        of: &'a str,
        record: &'a MatchRecord,
        by: SeatId,
    ) -> StoreFuture<'a, Option<String>>;

    /// Notices due by `now_ms`, at most `limit`, the oldest first.
    fn due_notices(&self, now_ms: u64, limit: u32) -> StoreFuture<'_, Vec<Notice>>;

    /// Counts a try of the notice `id` (`attempts` tries before this one) and puts its next
    /// at `next_try_ms`: `false` if another sender counted one first (the notice is its).
    fn try_notice(&self, id: i64, attempts: u32, next_try_ms: u64) -> StoreFuture<'_, bool>;

    /// Forgets the notice `id`: sent, or given up.
    fn drop_notice(&self, id: i64) -> StoreFuture<'_, ()>;

    /// Keeps that process `process` holds a socket of `seat` in match `code` until
    /// `until_ms` (its lease, renewed by [`Store::renew_presence`]), or with `None` that
    /// it holds none.
    fn set_presence<'a>(
        &'a self,
        code: &'a str,
        process: &'a str,
        seat: SeatId,
        until_ms: Option<u64>,
    ) -> StoreFuture<'a, ()>;

    /// The seats of match `code` whose sockets other processes than `process` hold, by a
    /// lease that runs past `now_ms`, each with the end of its lease.
    fn presence_elsewhere<'a>(
        &'a self,
        code: &'a str,
        process: &'a str,
        now_ms: u64,
    ) -> StoreFuture<'a, Vec<(SeatId, u64)>>;

    /// Renews every lease of `process` until `until_ms`, and forgets leases that ran out
    /// before `now_ms` (a process that died).
    fn renew_presence<'a>(
        &'a self,
        process: &'a str,
        until_ms: u64,
        now_ms: u64,
    ) -> StoreFuture<'a, ()>;

    /// Tells `changed` of every match another process writes, for as long as the store
    /// lives: each write's match once it is committed, and [`Changed::Unknown`] when some
    /// may have been missed (the connection that listens was lost and is back). A store no
    /// other process writes (SQLite's) returns at once.
    fn listen(
        &self,
        changed: mpsc::Sender<Changed>,
    ) -> Pin<Box<dyn Future<Output = ()> + Send + '_>> {
        drop(changed);
        Box::pin(async {})
    }
}

/// What a store tells of other processes' writes ([`Store::listen`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Changed {
    /// The match with this code was written.
    Match(String),
    /// Any match may have been written (notices may have been lost).
    Unknown,
}

pub(crate) fn failed(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

/// Whether `e` is the database refusing a row whose key is taken.
pub(crate) fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(db) if db.is_unique_violation())
}

/// A seat's row as both stores keep it.
pub(crate) type SeatRow = (
    String,
    Option<Vec<u8>>,
    Option<i64>,
    Option<String>,
    Option<i64>,
    Option<String>,
);

/// A seat as both stores keep it: its kind's name, its token's hash and when it was taken,
/// if it was, its webhook, when it resigned and its player's name (one no longer a name by
/// today's rules is left out).
pub(crate) fn seat_from_row(
    (kind, token, taken_ms, webhook, resigned, name): SeatRow,
) -> Result<SeatRecord, StoreError> {
    Ok(SeatRecord {
        kind: kind.parse::<SeatKind>().map_err(StoreError)?,
        token: token.as_deref().map(hash_from).transpose()?,
        taken_ms: taken_ms.map(u64::try_from).transpose().map_err(failed)?,
        webhook,
        resigned: resigned.map(u64::try_from).transpose().map_err(failed)?,
        name: name.and_then(|name| name.parse().ok()),
    })
}

fn hash_from(bytes: &[u8]) -> Result<TokenHash, StoreError> {
    let array: [u8; 32] = bytes
        .try_into()
        .map_err(|_| StoreError(format!("a token hash of {} bytes", bytes.len())))?;
    Ok(TokenHash(array))
}

/// An action's row as both stores keep it.
pub(crate) type ActionRow = (i64, i64, String, Option<String>, i64, i64);

/// An action as both stores keep it.
pub(crate) fn action_from_row(
    (seq, seat, action, client_id, at_ms, late): ActionRow,
) -> Result<ActionRecord, StoreError> {
    Ok(ActionRecord {
        seq: u64::try_from(seq).map_err(failed)?,
        seat: SeatId(u8::try_from(seat).map_err(failed)?),
        action: serde_json::from_str(&action).map_err(failed)?,
        client_id,
        at_ms: u64::try_from(at_ms).map_err(failed)?,
        late: late != 0,
    })
}

/// A match's row as both stores keep it.
pub(crate) type MatchRow = (
    String,
    String,
    i64,
    i64,
    Option<i64>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<i64>,
);

/// A match as both stores keep it: the seed is the same 64 bits, kept signed; the clock is
/// its seconds a move and what is done when late (`wait`, or the computer's level).
pub(crate) fn record_from_row(
    code: &str,
    (game, options, seed, created, clock_seconds, when_late, rematch_of, rematch, rematch_by): MatchRow,
    seats: Vec<SeatRecord>,
) -> Result<MatchRecord, StoreError> {
    let clock = match clock_seconds {
        None => None,
        Some(seconds) => Some(clock_from(seconds, when_late.as_deref())?),
    };
    Ok(MatchRecord {
        code: code.to_string(),
        game,
        options: serde_json::from_str(&options).map_err(failed)?,
        seed: seed as u64,
        seats,
        created: u64::try_from(created).map_err(failed)?,
        clock,
        rematch_of,
        rematch,
        rematch_by: rematch_by
            .and_then(|seat| u8::try_from(seat).ok())
            .map(SeatId),
    })
}

fn clock_from(seconds: i64, when_late: Option<&str>) -> Result<Clock, StoreError> {
    let (when_late, level) = match when_late {
        None | Some("wait") => (WhenLate::Wait, None),
        Some(level) => {
            let level = match level.parse::<SeatKind>().map_err(StoreError)? {
                SeatKind::Computer(level) => level,
                SeatKind::Human => BotLevel::Normal,
            };
            (WhenLate::Computer, Some(level))
        }
    };
    Ok(Clock {
        per_move_seconds: u64::try_from(seconds).map_err(failed)?,
        when_late,
        level,
    })
}

/// How a clock's lateness is kept: `wait`, or the level of the computer that plays.
pub(crate) fn when_late_column(clock: &Clock) -> String {
    match clock.late_level() {
        None => "wait".to_string(),
        Some(level) => SeatKind::Computer(level).to_string(),
    }
}

/// A notice's row as both stores keep it.
pub(crate) type NoticeRow = (i64, String, String, i64, i64, Option<String>, i64);

pub(crate) fn notice_from_row(
    (id, code, game, seat, seq, url, attempts): NoticeRow,
) -> Result<Notice, StoreError> {
    Ok(Notice {
        id,
        code,
        game,
        seat: SeatId(u8::try_from(seat).map_err(failed)?),
        seq: u64::try_from(seq).map_err(failed)?,
        url,
        attempts: u32::try_from(attempts).map_err(failed)?,
    })
}

/// The columns that came after the first schema, the same in both stores (SQLite takes
/// `BIGINT` as an integer): a match's clock, its deadline now and its rematch; when a seat was
/// taken and its webhook; when an action was applied and whether the clock played it.
pub(crate) const CLOCKS: [&str; 10] = [
    "ALTER TABLE matches ADD COLUMN clock_seconds BIGINT",
    "ALTER TABLE matches ADD COLUMN when_late TEXT",
    "ALTER TABLE matches ADD COLUMN deadline_ms BIGINT",
    "ALTER TABLE matches ADD COLUMN rematch_of TEXT",
    "ALTER TABLE matches ADD COLUMN rematch TEXT",
    "ALTER TABLE seats ADD COLUMN taken_ms BIGINT",
    "ALTER TABLE seats ADD COLUMN webhook TEXT",
    "ALTER TABLE actions ADD COLUMN at_ms BIGINT NOT NULL DEFAULT 0",
    "ALTER TABLE actions ADD COLUMN late BIGINT NOT NULL DEFAULT 0",
    "CREATE INDEX matches_by_deadline ON matches(deadline_ms)",
];

/// The third step of the schema, the same in both stores: when a seat resigned, and how
/// many take-backs a match had.
pub(crate) const RESIGN_AND_UNDO: &[&str] = &[
    "ALTER TABLE seats ADD COLUMN resigned_seq BIGINT",
    "ALTER TABLE matches ADD COLUMN undos BIGINT NOT NULL DEFAULT 0",
];

/// The fourth step of the schema in SQLite (the fifth in PostgreSQL), the same in both: the
/// name a seat's player gave, and the seat that asked for a match's rematch.
pub(crate) const NAMES: &[&str] = &[
    "ALTER TABLE seats ADD COLUMN name TEXT",
    "ALTER TABLE matches ADD COLUMN rematch_by BIGINT",
];

/// The fifth step of the schema in SQLite (the seventh in PostgreSQL), the same in both:
/// which process holds a socket of which seat, until when (a lease it renews while it
/// lives), so that every process serving a match tells its sockets who is present.
pub(crate) const PRESENCE: &[&str] = &[
    "CREATE TABLE presence (
        match_code TEXT NOT NULL,
        process TEXT NOT NULL,
        seat BIGINT NOT NULL,
        until_ms BIGINT NOT NULL,
        PRIMARY KEY (match_code, process, seat))",
    "CREATE INDEX presence_by_process ON presence(process)",
];

/// The table of the notices kept until their webhooks have them (one a seat and action),
/// with `$id` the store's kind of key that counts itself.
macro_rules! notices_table {
    ($id:literal) => {
        concat!(
            "CREATE TABLE notices (id ",
            $id,
            ", match_code TEXT NOT NULL REFERENCES matches(code),
            seat BIGINT NOT NULL,
            seq BIGINT NOT NULL,
            attempts BIGINT NOT NULL,
            next_try_ms BIGINT NOT NULL,
            UNIQUE (match_code, seat, seq))"
        )
    };
}

pub(crate) use notices_table;

/// The second step of the schema: [`CLOCKS`], and the notices' table made by `notices`.
pub(crate) fn clocks_and_notices(notices: &'static str) -> Vec<&'static str> {
    let mut step = CLOCKS.to_vec();
    step.push(notices);
    step.push("CREATE INDEX notices_by_time ON notices(next_try_ms)");
    step
}

pub(crate) use shared::shared_store;
