//! The store for several server processes: the same tables as the SQLite store in a
//! PostgreSQL database, through sqlx's typed PostgreSQL pool (not its `Any` driver).

use super::{
    ActionRecord, MatchRecord, Store, StoreError, StoreFuture, StoredMatch, action_from_row,
    failed, is_unique_violation, record_from_row, seat_from_row,
};
use crate::secret::TokenHash;
use codebreakers_kernel::SeatId;
use sqlx::postgres::{PgPool, PgPoolOptions};
use std::time::Duration;

/// The tables, made if missing: those of the SQLite store, in PostgreSQL's types. Unique on
/// (match, seq): whichever process appends an action first wins, the other is refused.
const SCHEMA: [&str; 4] = [
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

/// A key for the advisory lock the schema is made under, so that processes starting together
/// do not trip over each other's `CREATE TABLE IF NOT EXISTS` ("cb-schema" in ASCII).
const SCHEMA_LOCK: i64 = 0x6362_2d73_6368_656d;

/// Matches in PostgreSQL.
#[derive(Clone)]
pub struct PostgresStore {
    pool: PgPool,
}

impl PostgresStore {
    /// The store in the database at `url` (`postgres://user@host:port/database`), its tables
    /// made if missing.
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
        for statement in SCHEMA {
            sqlx::query(statement)
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
        }
        tx.commit().await.map_err(failed)?;
        Ok(PostgresStore { pool })
    }

    async fn load(&self, code: &str) -> Result<Option<StoredMatch>, StoreError> {
        // One snapshot for the match, its seats and its actions.
        let mut tx = self.pool.begin().await.map_err(failed)?;
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .execute(&mut *tx)
            .await
            .map_err(failed)?;
        let Some((game, options, seed, created)) = sqlx::query_as::<_, (String, String, i64, i64)>(
            "SELECT game, options, seed, created FROM matches WHERE code = $1",
        )
        .bind(code)
        .fetch_optional(&mut *tx)
        .await
        .map_err(failed)?
        else {
            return Ok(None);
        };
        let seats = sqlx::query_as::<_, (String, Option<Vec<u8>>)>(
            "SELECT kind, token_hash FROM seats WHERE match_code = $1 ORDER BY seat",
        )
        .bind(code)
        .fetch_all(&mut *tx)
        .await
        .map_err(failed)?
        .iter()
        .map(|(kind, token)| seat_from_row(kind, token.as_deref()))
        .collect::<Result<_, StoreError>>()?;
        let actions = sqlx::query_as::<_, (i64, i64, String, Option<String>)>(
            "SELECT seq, seat, action, client_id FROM actions WHERE match_code = $1 ORDER BY seq",
        )
        .bind(code)
        .fetch_all(&mut *tx)
        .await
        .map_err(failed)?
        .into_iter()
        .map(|(seq, seat, action, client_id)| action_from_row(seq, seat, &action, client_id))
        .collect::<Result<_, StoreError>>()?;
        tx.commit().await.map_err(failed)?;
        Ok(Some(StoredMatch {
            record: record_from_row(code, game, &options, seed, created, seats)?,
            actions,
        }))
    }
}

impl Store for PostgresStore {
    fn create_match<'a>(&'a self, record: &'a MatchRecord) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            let inserted = sqlx::query(
                "INSERT INTO matches (code, game, options, seed, created)
                 VALUES ($1, $2, $3, $4, $5)
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
                    "INSERT INTO seats (match_code, seat, kind, token_hash)
                     VALUES ($1, $2, $3, $4)",
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
                "UPDATE seats SET token_hash = $1
                 WHERE match_code = $2 AND seat = $3 AND kind = 'human' AND token_hash IS NULL",
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
                 VALUES ($1, $2, $3, $4, $5)",
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
                "SELECT COALESCE((SELECT MAX(seq) FROM actions WHERE match_code = $1), 0)
                 FROM matches WHERE code = $1",
            )
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
            let hashes: Vec<Vec<u8>> = tokens.iter().map(|token| token.0.to_vec()).collect();
            let rows = sqlx::query_as::<_, (String, i64)>(
                "SELECT match_code, seat FROM seats WHERE token_hash = ANY($1)
                 ORDER BY match_code, seat",
            )
            .bind(hashes)
            .fetch_all(&self.pool)
            .await
            .map_err(failed)?;
            rows.into_iter()
                .map(|(code, seat)| Ok((code, SeatId(u8::try_from(seat).map_err(failed)?))))
                .collect()
        })
    }
}
