//! The embedded store: one SQLite file in the server's data folder (or a database in memory,
//! for tests), through sqlx's typed SQLite pool.

use super::{
    ActionRecord, MatchRecord, Store, StoreError, StoreFuture, StoredMatch, action_from_row,
    failed, is_unique_violation, record_from_row, seat_from_row,
};
use crate::secret::TokenHash;
use codebreakers_kernel::SeatId;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use std::path::Path;

/// The tables, made if missing. Unique on (match, seq): one log, one writer.
const SCHEMA: [&str; 4] = [
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

impl SqliteStore {
    /// The store in the file at `path`, made if missing (write-ahead log: an action appended
    /// survives the process being killed).
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
        // One connection: each connection to `:memory:` is a database of its own.
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options)
            .await
            .map_err(failed)?;
        Self::with_pool(pool).await
    }

    async fn with_pool(pool: SqlitePool) -> Result<Self, StoreError> {
        for statement in SCHEMA {
            sqlx::query(statement)
                .execute(&pool)
                .await
                .map_err(failed)?;
        }
        Ok(SqliteStore { pool })
    }

    async fn load(&self, code: &str) -> Result<Option<StoredMatch>, StoreError> {
        let Some((game, options, seed, created)) = sqlx::query_as::<_, (String, String, i64, i64)>(
            "SELECT game, options, seed, created FROM matches WHERE code = ?",
        )
        .bind(code)
        .fetch_optional(&self.pool)
        .await
        .map_err(failed)?
        else {
            return Ok(None);
        };
        let seats = sqlx::query_as::<_, (String, Option<Vec<u8>>)>(
            "SELECT kind, token_hash FROM seats WHERE match_code = ? ORDER BY seat",
        )
        .bind(code)
        .fetch_all(&self.pool)
        .await
        .map_err(failed)?
        .iter()
        .map(|(kind, token)| seat_from_row(kind, token.as_deref()))
        .collect::<Result<_, StoreError>>()?;
        let actions = sqlx::query_as::<_, (i64, i64, String, Option<String>)>(
            "SELECT seq, seat, action, client_id FROM actions WHERE match_code = ? ORDER BY seq",
        )
        .bind(code)
        .fetch_all(&self.pool)
        .await
        .map_err(failed)?
        .into_iter()
        .map(|(seq, seat, action, client_id)| action_from_row(seq, seat, &action, client_id))
        .collect::<Result<_, StoreError>>()?;
        Ok(Some(StoredMatch {
            record: record_from_row(code, game, &options, seed, created, seats)?,
            actions,
        }))
    }
}

impl Store for SqliteStore {
    fn create_match<'a>(&'a self, record: &'a MatchRecord) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            let inserted = sqlx::query(
                "INSERT INTO matches (code, game, options, seed, created) VALUES (?, ?, ?, ?, ?)
                 ON CONFLICT (code) DO NOTHING",
            )
            .bind(&record.code)
            .bind(&record.game)
            .bind(record.options.to_string())
            .bind(record.seed as i64)
            .bind(record.created as i64)
            .execute(&mut *tx)
            .await
            .map_err(failed)?;
            if inserted.rows_affected() == 0 {
                return Ok(false);
            }
            for (index, seat) in record.seats.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO seats (match_code, seat, kind, token_hash) VALUES (?, ?, ?, ?)",
                )
                .bind(&record.code)
                .bind(index as i64)
                .bind(seat.kind.to_string())
                .bind(seat.token.map(|hash| hash.0.to_vec()))
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
            }
            tx.commit().await.map_err(failed)?;
            Ok(true)
        })
    }

    fn take_seat<'a>(
        &'a self,
        code: &'a str,
        seat: SeatId,
        token: &'a TokenHash,
    ) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let taken = sqlx::query(
                "UPDATE seats SET token_hash = ?
                 WHERE match_code = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL",
            )
            .bind(token.0.to_vec())
            .bind(code)
            .bind(i64::from(seat.0))
            .execute(&self.pool)
            .await
            .map_err(failed)?;
            Ok(taken.rows_affected() == 1)
        })
    }

    fn append_action<'a>(
        &'a self,
        code: &'a str,
        action: &'a ActionRecord,
    ) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let inserted = sqlx::query(
                "INSERT INTO actions (match_code, seq, seat, action, client_id)
                 VALUES (?, ?, ?, ?, ?)",
            )
            .bind(code)
            .bind(action.seq as i64)
            .bind(i64::from(action.seat.0))
            .bind(action.action.to_string())
            .bind(action.client_id.as_deref())
            .execute(&self.pool)
            .await;
            match inserted {
                Ok(_) => Ok(true),
                Err(e) if is_unique_violation(&e) => Ok(false),
                Err(e) => Err(failed(e)),
            }
        })
    }

    fn last_seq<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<u64>> {
        Box::pin(async move {
            let row = sqlx::query_as::<_, (i64,)>(
                "SELECT COALESCE((SELECT MAX(seq) FROM actions WHERE match_code = ?), 0)
                 FROM matches WHERE code = ?",
            )
            .bind(code)
            .bind(code)
            .fetch_optional(&self.pool)
            .await
            .map_err(failed)?;
            row.map(|(seq,)| u64::try_from(seq).map_err(failed))
                .transpose()
        })
    }

    fn load_match<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredMatch>> {
        Box::pin(self.load(code))
    }

    fn seats_held<'a>(&'a self, tokens: &'a [TokenHash]) -> StoreFuture<'a, Vec<(String, SeatId)>> {
        Box::pin(async move {
            let mut held = Vec::new();
            for token in tokens {
                let rows = sqlx::query_as::<_, (String, i64)>(
                    "SELECT match_code, seat FROM seats WHERE token_hash = ? ORDER BY match_code",
                )
                .bind(token.0.to_vec())
                .fetch_all(&self.pool)
                .await
                .map_err(failed)?;
                for (code, seat) in rows {
                    held.push((code, SeatId(u8::try_from(seat).map_err(failed)?)));
                }
            }
            Ok(held)
        })
    }
}
