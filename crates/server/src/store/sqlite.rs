//! The embedded store: one SQLite file in the server's data folder (or a database in memory,
//! for tests), through sqlx's typed SQLite pool. Its queries are the PostgreSQL store's
//! ([`super::shared_store`]); only the schema's types and the opening are its own.

use super::{
    ActionRecord, ActionRow, Changed, MatchRecord, MatchRow, NAMES, Notice, NoticeRow, PRESENCE,
    RESIGN_AND_UNDO, SeatRow, Store, StoreError, StoreFuture, StoredMatch, TakeBack, TakeSeat,
    Written, action_from_row, clocks_and_notices, failed, is_unique_violation, notice_from_row,
    notices_table, record_from_row, seat_from_row, shared_store,
};
use crate::secret::TokenHash;
use codebreakers_kernel::SeatId;
use sqlx::Sqlite;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use std::path::Path;

/// The first schema: the tables, made if missing (a file made before schema versions were
/// counted has them already). Unique on (match, seq): one log, one writer.
const FIRST: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS matches (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        created INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS seats (
        match_code TEXT NOT NULL REFERENCES matches(code),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        token_hash BLOB,
        PRIMARY KEY (match_code, seat))",
    "CREATE INDEX IF NOT EXISTS seats_by_token ON seats(token_hash)",
    "CREATE TABLE IF NOT EXISTS actions (
        match_code TEXT NOT NULL REFERENCES matches(code),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        client_id TEXT,
        PRIMARY KEY (match_code, seq))",
];

/// Matches in SQLite.
#[derive(Clone)]
pub struct SqliteStore {
    pool: SqlitePool,
}

shared_store!(SqliteStore, Sqlite, begin: "BEGIN IMMEDIATE", snapshot: None::<&str>);

impl SqliteStore {
    /// Only this process writes a SQLite store: there is nothing to hear.
    async fn listen_for_changes(&self, _changed: tokio::sync::mpsc::Sender<Changed>) {}

    /// The store in the file at `path`, made if missing, its schema brought up to date
    /// (write-ahead log: an action appended survives the process being killed).
    pub async fn open(path: &Path) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await
            .map_err(failed)?;
        Self::with_pool(pool).await
    }

    /// A store in memory, gone when dropped: for tests.
    pub async fn in_memory() -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::new()
            .in_memory(true)
            .foreign_keys(true);
        // One connection, kept: each connection to `:memory:` is a database of its own.
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .connect_with(options)
            .await
            .map_err(failed)?;
        Self::with_pool(pool).await
    }

    async fn with_pool(pool: SqlitePool) -> Result<Self, StoreError> {
        // The write lock, taken at once, keeps two processes opening one file from both
        // bringing it up to date.
        let mut tx = pool.begin_with("BEGIN IMMEDIATE").await.map_err(failed)?;
        let clocks = clocks_and_notices(notices_table!("INTEGER PRIMARY KEY AUTOINCREMENT"));
        Self::migrate_in(&mut tx, &[FIRST, &clocks, RESIGN_AND_UNDO, NAMES, PRESENCE]).await?;
        tx.commit().await.map_err(failed)?;
        Ok(SqliteStore { pool })
    }
}
