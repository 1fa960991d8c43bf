//! The store for several server processes: the same tables as the SQLite store in a
//! PostgreSQL database, through sqlx's typed PostgreSQL pool (not its `Any` driver). Its
//! queries are the SQLite store's ([`super::shared_store`]); only the schema's types and the
//! connecting are its own.

use super::{
    ActionRecord, ActionRow, Changed, MatchRecord, MatchRow, NAMES, Notice, NoticeRow, PRESENCE,
    RESIGN_AND_UNDO, SeatRow, Store, StoreError, StoreFuture, StoredMatch, TakeBack, TakeSeat,
    Written, action_from_row, clocks_and_notices, failed, is_unique_violation, notice_from_row,
    notices_table, record_from_row, seat_from_row, shared_store,
};
use crate::secret::TokenHash;
use codebreakers_kernel::SeatId;
use sqlx::Postgres;
use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use std::time::Duration;
use tokio::sync::mpsc;

/// The first schema: the tables, made if missing, those of the SQLite store in PostgreSQL's
/// types. Unique on (match, seq): whichever process appends an action first wins, the other
/// is refused.
const FIRST: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS matches (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        seed BIGINT NOT NULL,
        created BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS seats (
        match_code TEXT NOT NULL REFERENCES matches(code),
        seat BIGINT NOT NULL,
        kind TEXT NOT NULL,
        token_hash BYTEA,
        PRIMARY KEY (match_code, seat))",
    "CREATE INDEX IF NOT EXISTS seats_by_token ON seats(token_hash)",
    "CREATE TABLE IF NOT EXISTS actions (
        match_code TEXT NOT NULL REFERENCES matches(code),
        seq BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        action TEXT NOT NULL,
        client_id TEXT,
        PRIMARY KEY (match_code, seq))",
];

/// The channel every write of a match is told on, its code the payload.
const CHANGED: &str = "codebreakers_changed";

/// The fourth schema: every write of a match's actions, seats or take-backs notifies
/// [`CHANGED`] with the match's code, in its own transaction (PostgreSQL sends it when the
/// transaction commits, once however many rows it wrote): other processes serving the
/// match's sockets read it again.
const NOTIFY_CHANGES: &[&str] = &[
    "CREATE OR REPLACE FUNCTION codebreakers_changed() RETURNS trigger AS $$
     DECLARE
         changed jsonb := COALESCE(to_jsonb(NEW), to_jsonb(OLD));
     BEGIN
         PERFORM pg_notify('codebreakers_changed', COALESCE(changed->>'match_code', changed->>'code'));
         RETURN NULL;
     END $$ LANGUAGE plpgsql",
    "CREATE TRIGGER actions_changed AFTER INSERT OR DELETE ON actions
     FOR EACH ROW EXECUTE FUNCTION codebreakers_changed()",
    "CREATE TRIGGER seats_changed AFTER UPDATE ON seats
     FOR EACH ROW EXECUTE FUNCTION codebreakers_changed()",
    "CREATE TRIGGER undos_changed AFTER UPDATE OF undos ON matches
     FOR EACH ROW EXECUTE FUNCTION codebreakers_changed()",
];

/// The sixth schema: a rematch asked for through one process is told to the others too
/// (the matches' trigger watches `rematch` beside `undos`).
const NOTIFY_REMATCH: &[&str] = &[
    "DROP TRIGGER undos_changed ON matches",
    "CREATE TRIGGER matches_changed AFTER UPDATE OF undos, rematch ON matches
     FOR EACH ROW EXECUTE FUNCTION codebreakers_changed()",
];

/// The eighth schema: a process's sockets coming and going are told to the others (the
/// presence table's trigger; a lease renewed is an update, and tells nothing).
const NOTIFY_PRESENCE: &[&str] = &[
    "CREATE TRIGGER presence_changed AFTER INSERT OR DELETE ON presence
     FOR EACH ROW EXECUTE FUNCTION codebreakers_changed()",
];

/// How long the listener waits before trying again after its connection failed.
const LISTEN_RETRY: Duration = Duration::from_secs(1);

/// A key for the advisory lock the schema is brought up to date under, so that processes
/// starting together do not trip over each other ("cb-schema" in ASCII).
const SCHEMA_LOCK: i64 = 0x6362_2d73_6368_656d;

/// Matches in PostgreSQL.
#[derive(Clone)]
pub struct PostgresStore {
    pool: PgPool,
}

shared_store!(
    PostgresStore,
    Postgres,
    begin: "BEGIN",
    snapshot: Some("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
);

impl PostgresStore {
    /// The store in the database at `url` (`postgres://user@host:port/database`), its schema
    /// brought up to date.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await
            .map_err(|e| StoreError(format!("cannot connect to PostgreSQL: {e}")))?;
        let mut tx = pool.begin().await.map_err(failed)?;
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(SCHEMA_LOCK)
            .execute(&mut *tx)
            .await
            .map_err(failed)?;
        let clocks = clocks_and_notices(notices_table!("BIGSERIAL PRIMARY KEY"));
        Self::migrate_in(
            &mut tx,
            &[
                FIRST,
                &clocks,
                RESIGN_AND_UNDO,
                NOTIFY_CHANGES,
                NAMES,
                NOTIFY_REMATCH,
                PRESENCE,
                NOTIFY_PRESENCE,
            ],
        )
        .await?;
        tx.commit().await.map_err(failed)?;
        Ok(PostgresStore { pool })
    }

    /// Listens on [`CHANGED`] (sqlx's `PgListener`, on a connection of its own) and passes
    /// each match written on: after a lost connection, once it is back, that any may have
    /// been. Ends when `changed` is dropped.
    async fn listen_for_changes(&self, changed: mpsc::Sender<Changed>) {
        loop {
            let listening = async {
                let mut listener = PgListener::connect_with(&self.pool).await?;
                listener.listen(CHANGED).await?;
                // Whatever was written before the listening began may have been missed.
                Ok::<_, sqlx::Error>(listener)
            };
            let mut listener = match listening.await {
                Ok(listener) => listener,
                Err(e) => {
                    tracing::error!("listening for other processes' writes: {e}");
                    tokio::time::sleep(LISTEN_RETRY).await;
                    continue;
                }
            };
            if changed.send(Changed::Unknown).await.is_err() {
                return;
            }
            loop {
                let told = match listener.try_recv().await {
                    Ok(Some(notice)) => Changed::Match(notice.payload().to_string()),
                    // The connection was lost: listen on a new one, then read everything again.
                    Ok(None) => {
                        tracing::warn!("the connection listening for writes was lost");
                        break;
                    }
                    Err(e) => {
                        tracing::error!("listening for other processes' writes: {e}");
                        tokio::time::sleep(LISTEN_RETRY).await;
                        break;
                    }
                };
                if changed.send(told).await.is_err() {
                    return;
                }
            }
        }
    }
}
