//! The queries of the SQLite and the PostgreSQL store, written once ([`shared_store`]).

/// The queries of both stores, written once: sqlx binds `$1`, `$2`... in SQLite as in
/// PostgreSQL, and every column is read as the same Rust type in both. A store is a struct
/// with a `pool` of database `$db`; `$begin` begins a transaction that writes (SQLite's
/// `BEGIN IMMEDIATE` takes the write lock at once, so that two writers do not both read and
/// then find they cannot write); `$snapshot` is run first in a transaction that reads the
/// whole match, if the database needs telling to read it at one instant.
macro_rules! shared_store {
    ($store:ty, $db:ty, begin: $begin:expr, snapshot: $snapshot:expr) => {
        impl $store {
            /// Brings the schema to the last of `steps`, each applied once and counted in
            /// `schema_version`, inside `tx` (which the caller holds alone).
            async fn migrate_in(
                tx: &mut sqlx::Transaction<'static, $db>,
                steps: &[&[&'static str]],
            ) -> Result<(), StoreError> {
                sqlx::query("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
                    .execute(&mut **tx)
                    .await
                    .map_err(failed)?;
                let (done,) = sqlx::query_as::<_, (i64,)>(
                    "SELECT COALESCE(MAX(version), 0) FROM schema_version",
                )
                .fetch_one(&mut **tx)
                .await
                .map_err(failed)?;
                for (version, step) in (1..).zip(steps) {
                    if version <= done {
                        continue;
                    }
                    for &statement in step.iter() {
                        sqlx::query(statement)
                            .execute(&mut **tx)
                            .await
                            .map_err(|e| StoreError(format!("schema step {version}: {e}")))?;
                    }
                    sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
                        .bind(version)
                        .execute(&mut **tx)
                        .await
                        .map_err(failed)?;
                }
                Ok(())
            }

            async fn insert_match(
                tx: &mut sqlx::Transaction<'static, $db>,
                record: &MatchRecord,
            ) -> Result<bool, StoreError> {
                let inserted = sqlx::query(
                    "INSERT INTO matches
                     (code, game, options, seed, created, clock_seconds, when_late, rematch_of)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                     ON CONFLICT (code) DO NOTHING",
                )
                .bind(&record.code)
                .bind(&record.game)
                .bind(record.options.to_string())
                .bind(record.seed as i64)
                .bind(record.created as i64)
                .bind(record.clock.map(|c| c.per_move_seconds as i64))
                .bind(record.clock.as_ref().map($crate::store::when_late_column))
                .bind(record.rematch_of.as_deref())
                .execute(&mut **tx)
                .await
                .map_err(failed)?;
                if inserted.rows_affected() == 0 {
                    return Ok(false);
                }
                for (index, seat) in record.seats.iter().enumerate() {
                    sqlx::query(
                        "INSERT INTO seats (match_code, seat, kind, token_hash, taken_ms, webhook, name)
                         VALUES ($1, $2, $3, $4, $5, $6, $7)",
                    )
                    .bind(&record.code)
                    .bind(index as i64)
                    .bind(seat.kind.to_string())
                    .bind(seat.token.map(|hash| hash.0.to_vec()))
                    .bind(seat.taken_ms.map(|ms| ms as i64))
                    .bind(seat.webhook.as_deref())
                    .bind(seat.name.as_ref().map(codebreakers_protocol::PlayerName::as_str))
                    .execute(&mut **tx)
                    .await
                    .map_err(failed)?;
                }
                Ok(true)
            }

            /// The deadline and notices of `written`, in `tx`.
            async fn write_after(
                tx: &mut sqlx::Transaction<'static, $db>,
                code: &str,
                written: &Written,
            ) -> Result<(), StoreError> {
                if written.timed {
                    sqlx::query("UPDATE matches SET deadline_ms = $1 WHERE code = $2")
                        .bind(written.deadline_ms.map(|ms| ms as i64))
                        .bind(code)
                        .execute(&mut **tx)
                        .await
                        .map_err(failed)?;
                }
                for seat in &written.notify {
                    // Only a seat with a webhook gets one; due at once.
                    sqlx::query(
                        "INSERT INTO notices (match_code, seat, seq, attempts, next_try_ms)
                         SELECT match_code, seat, $3, 0, 0 FROM seats
                         WHERE match_code = $1 AND seat = $2 AND webhook IS NOT NULL
                         ON CONFLICT DO NOTHING",
                    )
                    .bind(code)
                    .bind(i64::from(seat.0))
                    .bind(written.seq as i64)
                    .execute(&mut **tx)
                    .await
                    .map_err(failed)?;
                }
                Ok(())
            }

            async fn load(&self, code: &str) -> Result<Option<StoredMatch>, StoreError> {
                // One snapshot for the match, its seats and its actions.
                let mut tx = self.pool.begin().await.map_err(failed)?;
                if let Some(snapshot) = $snapshot {
                    sqlx::query(snapshot)
                        .execute(&mut *tx)
                        .await
                        .map_err(failed)?;
                }
                let Some((undos,)) = sqlx::query_as::<_, (i64,)>(
                    "SELECT undos FROM matches WHERE code = $1",
                )
                .bind(code)
                .fetch_optional(&mut *tx)
                .await
                .map_err(failed)?
                else {
                    return Ok(None);
                };
                let Some(row) = sqlx::query_as::<_, MatchRow>(
                    "SELECT game, options, seed, created, clock_seconds, when_late, rematch_of,
                     rematch, rematch_by FROM matches WHERE code = $1",
                )
                .bind(code)
                .fetch_optional(&mut *tx)
                .await
                .map_err(failed)?
                else {
                    return Ok(None);
                };
                let seats = sqlx::query_as::<_, SeatRow>(
                    "SELECT kind, token_hash, taken_ms, webhook, resigned_seq, name FROM seats
                     WHERE match_code = $1 ORDER BY seat",
                )
                .bind(code)
                .fetch_all(&mut *tx)
                .await
                .map_err(failed)?
                .into_iter()
                .map(seat_from_row)
                .collect::<Result<_, StoreError>>()?;
                let actions = sqlx::query_as::<_, ActionRow>(
                    "SELECT seq, seat, action, client_id, at_ms, late FROM actions
                     WHERE match_code = $1 ORDER BY seq",
                )
                .bind(code)
                .fetch_all(&mut *tx)
                .await
                .map_err(failed)?
                .into_iter()
                .map(action_from_row)
                .collect::<Result<_, StoreError>>()?;
                tx.commit().await.map_err(failed)?;
                Ok(Some(StoredMatch {
                    record: record_from_row(code, row, seats)?,
                    actions,
                    undos: u64::try_from(undos).map_err(failed)?,
                }))
            }
        }

        impl Store for $store {
            fn create_match<'a>(&'a self, record: &'a MatchRecord) -> StoreFuture<'a, bool> {
                Box::pin(async move {
                    let mut tx = self.pool.begin_with($begin).await.map_err(failed)?;
                    if !Self::insert_match(&mut tx, record).await? {
                        return Ok(false);
                    }
                    tx.commit().await.map_err(failed)?;
                    Ok(true)
                })
            }

            fn take_seat<'a>(&'a self, code: &'a str, take: &'a TakeSeat) -> StoreFuture<'a, bool> {
                Box::pin(async move {
                    let mut tx = self.pool.begin_with($begin).await.map_err(failed)?;
                    let taken = sqlx::query(
                        "UPDATE seats SET token_hash = $1, taken_ms = $2, webhook = $3, name = $7
                         WHERE match_code = $4 AND seat = $5 AND kind = 'human'
                         AND (token_hash IS NULL OR $6 = 1)",
                    )
                    .bind(take.token.0.to_vec())
                    .bind(take.at_ms as i64)
                    .bind(take.webhook.as_deref())
                    .bind(code)
                    .bind(i64::from(take.seat.0))
                    .bind(i64::from(take.again))
                    .bind(take.name.as_ref().map(codebreakers_protocol::PlayerName::as_str))
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                    if taken.rows_affected() != 1 {
                        return Ok(false);
                    }
                    Self::write_after(&mut tx, code, &take.written).await?;
                    tx.commit().await.map_err(failed)?;
                    Ok(true)
                })
            }

            fn append_action<'a>(
                &'a self,
                code: &'a str,
                action: &'a ActionRecord,
                written: &'a Written,
            ) -> StoreFuture<'a, bool> {
                Box::pin(async move {
                    // Appended only to the log the writer knows: not after a take-back it
                    // has not seen.
                    let insert = sqlx::query(
                        "INSERT INTO actions (match_code, seq, seat, action, client_id, at_ms, late)
                         SELECT $1, $2, $3, $4, $5, $6, $7
                         WHERE EXISTS (SELECT 1 FROM matches WHERE code = $1 AND undos = $8)",
                    )
                    .bind(code)
                    .bind(action.seq as i64)
                    .bind(i64::from(action.seat.0))
                    .bind(action.action.to_string())
                    .bind(action.client_id.as_deref())
                    .bind(action.at_ms as i64)
                    .bind(i64::from(action.late))
                    .bind(written.undos as i64);
                    if !written.timed && written.notify.is_empty() {
                        // The action alone: one statement, no transaction.
                        return match insert.execute(&self.pool).await {
                            Ok(done) => Ok(done.rows_affected() == 1),
                            Err(e) if is_unique_violation(&e) => Ok(false),
                            Err(e) => Err(failed(e)),
                        };
                    }
                    let mut tx = self.pool.begin_with($begin).await.map_err(failed)?;
                    let inserted = insert.execute(&mut *tx).await;
                    match inserted {
                        Ok(done) if done.rows_affected() == 1 => {}
                        Ok(_) => return Ok(false),
                        Err(e) if is_unique_violation(&e) => return Ok(false),
                        Err(e) => return Err(failed(e)),
                    }
                    Self::write_after(&mut tx, code, written).await?;
                    tx.commit().await.map_err(failed)?;
                    Ok(true)
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

            fn revision<'a>(
                &'a self,
                code: &'a str,
            ) -> StoreFuture<'a, Option<$crate::store::Revision>> {
                Box::pin(async move {
                    let row = sqlx::query_as::<_, (i64, i64, i64, i64, Option<String>)>(
                        "SELECT COALESCE((SELECT MAX(seq) FROM actions WHERE match_code = $1), 0),
                         undos,
                         (SELECT COUNT(*) FROM seats
                          WHERE match_code = $1 AND token_hash IS NOT NULL),
                         (SELECT COUNT(*) FROM seats
                          WHERE match_code = $1 AND resigned_seq IS NOT NULL),
                         rematch FROM matches WHERE code = $1",
                    )
                    .bind(code)
                    .fetch_optional(&self.pool)
                    .await
                    .map_err(failed)?;
                    row.map(|(seq, undos, taken, resigned, rematch)| {
                        Ok($crate::store::Revision {
                            seq: u64::try_from(seq).map_err(failed)?,
                            undos: u64::try_from(undos).map_err(failed)?,
                            taken: u64::try_from(taken).map_err(failed)?,
                            resigned: u64::try_from(resigned).map_err(failed)?,
                            rematch,
                        })
                    })
                    .transpose()
                })
            }

            fn resign<'a>(
                &'a self,
                code: &'a str,
                seat: SeatId,
                seq: u64,
                written: &'a Written,
            ) -> StoreFuture<'a, bool> {
                Box::pin(async move {
                    let mut tx = self.pool.begin_with($begin).await.map_err(failed)?;
                    let resigned = sqlx::query(
                        "UPDATE seats SET resigned_seq = $1
                         WHERE match_code = $2 AND seat = $3 AND resigned_seq IS NULL",
                    )
                    .bind(seq as i64)
                    .bind(code)
                    .bind(i64::from(seat.0))
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                    if resigned.rows_affected() != 1 {
                        return Ok(false);
                    }
                    Self::write_after(&mut tx, code, written).await?;
                    tx.commit().await.map_err(failed)?;
                    Ok(true)
                })
            }

            fn take_back<'a>(&'a self, code: &'a str, take: &'a TakeBack) -> StoreFuture<'a, bool> {
                Box::pin(async move {
                    let mut tx = self.pool.begin_with($begin).await.map_err(failed)?;
                    // Counting the take-back first holds the match's row: an append of
                    // another process against the old count finds it changed.
                    let counted = sqlx::query(
                        "UPDATE matches SET undos = undos + 1 WHERE code = $1 AND undos = $2",
                    )
                    .bind(code)
                    .bind(take.undos as i64)
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                    if counted.rows_affected() != 1 {
                        return Ok(false);
                    }
                    let (last,) = sqlx::query_as::<_, (i64,)>(
                        "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE match_code = $1",
                    )
                    .bind(code)
                    .fetch_one(&mut *tx)
                    .await
                    .map_err(failed)?;
                    if last != take.from as i64 {
                        return Ok(false);
                    }
                    for statement in [
                        "DELETE FROM actions WHERE match_code = $1 AND seq > $2",
                        "DELETE FROM notices WHERE match_code = $1 AND seq > $2",
                    ] {
                        sqlx::query(statement)
                            .bind(code)
                            .bind(take.to as i64)
                            .execute(&mut *tx)
                            .await
                            .map_err(failed)?;
                    }
                    Self::write_after(&mut tx, code, &take.written).await?;
                    tx.commit().await.map_err(failed)?;
                    Ok(true)
                })
            }

            fn seats_held<'a>(
                &'a self,
                tokens: &'a [TokenHash],
            ) -> StoreFuture<'a, Vec<(String, SeatId)>> {
                Box::pin(async move {
                    let mut held = Vec::new();
                    for token in tokens {
                        let rows = sqlx::query_as::<_, (String, i64)>(
                            "SELECT match_code, seat FROM seats WHERE token_hash = $1
                             ORDER BY match_code, seat",
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

            fn set_presence<'a>(
                &'a self,
                code: &'a str,
                process: &'a str,
                seat: SeatId,
                until_ms: Option<u64>,
            ) -> StoreFuture<'a, ()> {
                Box::pin(async move {
                    let query = match until_ms {
                        Some(until) => sqlx::query(
                            "INSERT INTO presence (match_code, process, seat, until_ms)
                             VALUES ($1, $2, $3, $4)
                             ON CONFLICT (match_code, process, seat)
                             DO UPDATE SET until_ms = excluded.until_ms",
                        )
                        .bind(code)
                        .bind(process)
                        .bind(i64::from(seat.0))
                        .bind(until as i64),
                        None => sqlx::query(
                            "DELETE FROM presence
                             WHERE match_code = $1 AND process = $2 AND seat = $3",
                        )
                        .bind(code)
                        .bind(process)
                        .bind(i64::from(seat.0)),
                    };
                    query.execute(&self.pool).await.map_err(failed)?;
                    Ok(())
                })
            }

            fn presence_elsewhere<'a>(
                &'a self,
                code: &'a str,
                process: &'a str,
                now_ms: u64,
            ) -> StoreFuture<'a, Vec<(SeatId, u64)>> {
                Box::pin(async move {
                    let rows = sqlx::query_as::<_, (i64, i64)>(
                        "SELECT seat, MAX(until_ms) FROM presence
                         WHERE match_code = $1 AND process <> $2 AND until_ms > $3
                         GROUP BY seat ORDER BY seat",
                    )
                    .bind(code)
                    .bind(process)
                    .bind(now_ms as i64)
                    .fetch_all(&self.pool)
                    .await
                    .map_err(failed)?;
                    rows.into_iter()
                        .map(|(seat, until)| {
                            Ok((
                                SeatId(u8::try_from(seat).map_err(failed)?),
                                u64::try_from(until).map_err(failed)?,
                            ))
                        })
                        .collect()
                })
            }

            fn renew_presence<'a>(
                &'a self,
                process: &'a str,
                until_ms: u64,
                now_ms: u64,
            ) -> StoreFuture<'a, ()> {
                Box::pin(async move {
                    sqlx::query("UPDATE presence SET until_ms = $1 WHERE process = $2")
                        .bind(until_ms as i64)
                        .bind(process)
                        .execute(&self.pool)
                        .await
                        .map_err(failed)?;
                    sqlx::query("DELETE FROM presence WHERE until_ms <= $1")
                        .bind(now_ms as i64)
                        .execute(&self.pool)
                        .await
                        .map_err(failed)?;
                    Ok(())
                })
            }

            fn set_webhook<'a>(
                &'a self,
                code: &'a str,
                seat: SeatId,
                url: Option<&'a str>,
            ) -> StoreFuture<'a, ()> {
                Box::pin(async move {
                    sqlx::query("UPDATE seats SET webhook = $1 WHERE match_code = $2 AND seat = $3")
                        .bind(url)
                        .bind(code)
                        .bind(i64::from(seat.0))
                        .execute(&self.pool)
                        .await
                        .map_err(failed)?;
                    Ok(())
                })
            }

            fn timed_matches(&self, due_by_ms: u64) -> StoreFuture<'_, Vec<String>> {
                Box::pin(async move {
                    let rows = sqlx::query_as::<_, (String,)>(
                        "SELECT code FROM matches
                         WHERE deadline_ms <= $1 AND when_late <> 'wait'
                         ORDER BY deadline_ms",
                    )
                    .bind(due_by_ms.min(i64::MAX as u64) as i64)
                    .fetch_all(&self.pool)
                    .await
                    .map_err(failed)?;
                    Ok(rows.into_iter().map(|(code,)| code).collect())
                })
            }

            fn create_rematch<'a>(
                &'a self,
                of: &'a str,
                record: &'a MatchRecord,
                by: SeatId,
            ) -> StoreFuture<'a, Option<String>> {
                Box::pin(async move {
                    let mut tx = self.pool.begin_with($begin).await.map_err(failed)?;
                    let before = sqlx::query_as::<_, (Option<String>,)>(
                        "SELECT rematch FROM matches WHERE code = $1",
                    )
                    .bind(of)
                    .fetch_optional(&mut *tx)
                    .await
                    .map_err(failed)?;
                    match before {
                        None => return Err(StoreError(format!("no match {of}"))),
                        Some((Some(rematch),)) => return Ok(Some(rematch)),
                        Some((None,)) => {}
                    }
                    if !Self::insert_match(&mut tx, record).await? {
                        return Ok(None);
                    }
                    let marked = sqlx::query(
                        "UPDATE matches SET rematch = $1, rematch_by = $3
                         WHERE code = $2 AND rematch IS NULL",
                    )
                    .bind(&record.code)
                    .bind(of)
                    .bind(i64::from(by.0))
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
                    if marked.rows_affected() == 1 {
                        tx.commit().await.map_err(failed)?;
                        return Ok(Some(record.code.clone()));
                    }
                    // Another process made the rematch meanwhile: its is the one.
                    drop(tx);
                    let (rematch,) = sqlx::query_as::<_, (Option<String>,)>(
                        "SELECT rematch FROM matches WHERE code = $1",
                    )
                    .bind(of)
                    .fetch_one(&self.pool)
                    .await
                    .map_err(failed)?;
                    Ok(rematch)
                })
            }

            fn due_notices(&self, now_ms: u64, limit: u32) -> StoreFuture<'_, Vec<Notice>> {
                Box::pin(async move {
                    sqlx::query_as::<_, NoticeRow>(
                        "SELECT n.id, n.match_code, m.game, n.seat, n.seq, s.webhook, n.attempts
                         FROM notices n
                         JOIN matches m ON m.code = n.match_code
                         JOIN seats s ON s.match_code = n.match_code AND s.seat = n.seat
                         WHERE n.next_try_ms <= $1
                         ORDER BY n.next_try_ms, n.id LIMIT $2",
                    )
                    .bind(now_ms as i64)
                    .bind(i64::from(limit))
                    .fetch_all(&self.pool)
                    .await
                    .map_err(failed)?
                    .into_iter()
                    .map(notice_from_row)
                    .collect()
                })
            }

            fn try_notice(&self, id: i64, attempts: u32, next_try_ms: u64) -> StoreFuture<'_, bool> {
                Box::pin(async move {
                    let counted = sqlx::query(
                        "UPDATE notices SET attempts = attempts + 1, next_try_ms = $1
                         WHERE id = $2 AND attempts = $3",
                    )
                    .bind(next_try_ms as i64)
                    .bind(id)
                    .bind(i64::from(attempts))
                    .execute(&self.pool)
                    .await
                    .map_err(failed)?;
                    Ok(counted.rows_affected() == 1)
                })
            }

            fn drop_notice(&self, id: i64) -> StoreFuture<'_, ()> {
                Box::pin(async move {
                    sqlx::query("DELETE FROM notices WHERE id = $1")
                        .bind(id)
                        .execute(&self.pool)
                        .await
                        .map_err(failed)?;
                    Ok(())
                })
            }

            fn listen(
                &self,
                changed: tokio::sync::mpsc::Sender<Changed>,
            ) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send + '_>> {
                Box::pin(self.listen_for_changes(changed))
            }
        }
    };
}

pub(crate) use shared_store;
