//! Moves: a seat's action checked and applied, resigning, taking back, the computers' turns.

use super::*;

impl<G: Registered> MatchTask<G> {
    pub(super) async fn act(
        &mut self,
        conn: ConnId,
        id: &str,
        seq: u64,
        action: Value,
    ) -> Result<(), Refusal> {
        let Some(seat) = self.connections.get(&conn).and_then(|c| c.seat) else {
            return Err(Refusal::new(ErrorCode::NotASeat, "a spectator cannot act"));
        };
        if id.is_empty() || id.len() > MAX_ACTION_ID {
            return Err(Refusal::new(
                ErrorCode::BadAction,
                format!("an action id has 1 to {MAX_ACTION_ID} bytes"),
            ));
        }
        if seq != self.seq() || self.is_over() {
            // The client may have seen a later view, given by another process.
            self.refresh().await?;
        }
        if self.answer_a_repeat(conn, seat, id) {
            return Ok(());
        }
        self.check_playing(seat)?;
        if seq == self.seq() && !self.to_decide().contains(&seat) {
            // Another process may have moved the match past this copy.
            self.refresh().await?;
        }
        if seq != self.seq() {
            let refusal = Refusal::new(
                ErrorCode::StaleSequence,
                format!(
                    "the action was chosen at action {seq}, but the match is at {}: the view is sent again",
                    self.seq()
                ),
            );
            self.send(conn, &ServerMessage::refusal(refusal, Some(id.to_string())));
            self.send(conn, &ServerMessage::View(self.view(Some(seat), seq)));
            return Ok(());
        }
        if !self.to_decide().contains(&seat) {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                format!("{seat} is not to decide now"),
            ));
        }
        let action: G::Action = serde_json::from_value(action).map_err(|e| {
            Refusal::new(ErrorCode::BadAction, format!("not a {} action: {e}", G::ID))
        })?;
        let seq = match self.apply(seat, action, Some(id.to_string()), false).await {
            Ok(seq) => seq,
            Err(Unapplied::Refused(refusal)) => return Err(refusal),
            Err(Unapplied::Late) => return self.act_late(conn, seat, id, seq).await,
        };
        self.send(
            conn,
            &ServerMessage::Accepted {
                id: id.to_string(),
                seq,
                repeated: false,
            },
        );
        self.tell_everyone();
        self.play_computers().await;
        Ok(())
    }

    /// Refuses a seat that may not play on: it resigned, or the match is over.
    pub(super) fn check_playing(&self, seat: SeatId) -> Result<(), Refusal> {
        if self.has_resigned(seat) {
            return Err(Refusal::new(
                ErrorCode::Resigned,
                format!("{seat} has resigned: it plays no more in this match"),
            ));
        }
        if self.is_over() {
            return Err(Refusal::new(ErrorCode::MatchOver, "the match is over"));
        }
        Ok(())
    }

    /// The seat of socket `conn`, or the refusal of a spectator's `what`.
    pub(super) fn seat_of_conn(&self, conn: ConnId, what: &str) -> Result<SeatId, Refusal> {
        self.connections
            .get(&conn)
            .and_then(|c| c.seat)
            .ok_or_else(|| Refusal::new(ErrorCode::NotASeat, format!("a spectator cannot {what}")))
    }

    /// The seat of socket `conn` resigns: kept in the store, then every socket is sent its
    /// view (the match over at two seats, the seat in `resigned`), and at more seats the
    /// computer plays the seat from then on.
    pub(super) async fn resign(&mut self, conn: ConnId) -> Result<(), Refusal> {
        let seat = self.seat_of_conn(conn, "resign")?;
        // Another process may have ended the match, or taken the resignation.
        self.refresh().await?;
        self.check_playing(seat)?;
        let seq = self.seq();
        self.referee.resign(seat).map_err(refused)?;
        self.record.seats[seat.index()].resigned = Some(seq);
        let written = Written {
            timed: self.record.clock.is_some(),
            deadline_ms: self.deadlines().into_iter().map(|(_, at)| at).min(),
            seq,
            notify: Vec::new(),
            undos: self.undos,
        };
        let stored = self
            .store()
            .resign(&self.record.code, seat, seq, &written)
            .await;
        match stored {
            Ok(true) => {}
            Ok(false) => {
                // Kept already, through another process: the store says how it stands.
                self.reload().await?;
                return self.check_playing(seat);
            }
            Err(e) => {
                // Not kept: the match as the store has it.
                self.reread().await?;
                return Err(internal(e));
            }
        }
        self.tell_everyone_since(seq);
        self.play_computers().await;
        Ok(())
    }

    /// The seat of socket `conn` takes back its last `count` actions, decided in the view of
    /// `seq`: if the rules let them go back and no other seat acted since. The store's log is
    /// cut (the count of take-backs with it), the match read again, and every socket told
    /// (`taken_back`, then its view, of a lower `seq`).
    pub(super) async fn take_back(
        &mut self,
        conn: ConnId,
        seq: u64,
        count: u32,
    ) -> Result<(), Refusal> {
        let seat = self.seat_of_conn(conn, "take anything back")?;
        if seq != self.seq() {
            // The client may have seen a later view, given by another process.
            self.refresh().await?;
        }
        self.check_playing(seat)?;
        if seq != self.seq() {
            let refusal = Refusal::new(
                ErrorCode::StaleSequence,
                format!(
                    "the take-back was decided at action {seq}, but the match is at {}: the view is sent again",
                    self.seq()
                ),
            );
            self.send(conn, &ServerMessage::refusal(refusal, None));
            self.send(conn, &ServerMessage::View(self.view(Some(seat), seq)));
            return Ok(());
        }
        let may = self.revocable(seat);
        if count == 0 || count as usize > may {
            return Err(Refusal::new(
                ErrorCode::NotRevocable,
                format!(
                    "{seat} may take back {may} action(s) now, not {count}: only its own last ones, not after another seat's, nor one that drew chance or showed what was hidden"
                ),
            ));
        }
        let from = self.seq();
        self.referee.take_back(seat, count as usize);
        let to = self.seq();
        self.times.truncate(to as usize);
        let take = TakeBack {
            from,
            to,
            undos: self.undos,
            written: Written {
                timed: self.record.clock.is_some(),
                deadline_ms: self.deadlines().into_iter().map(|(_, at)| at).min(),
                seq: to,
                notify: Vec::new(),
                undos: self.undos + 1,
            },
        };
        let kept = match self.store().take_back(&self.record.code, &take).await {
            Ok(kept) => kept,
            Err(e) => {
                // Not kept: the match as the store has it.
                self.reread().await?;
                return Err(internal(e));
            }
        };
        if !kept {
            // Another process wrote the match meanwhile.
            self.reload().await?;
            self.play_computers().await;
            return Err(Refusal::new(
                ErrorCode::StaleSequence,
                "the match moved on elsewhere before the take-back was kept: the view is sent again",
            ));
        }
        self.reread().await?;
        let told = ServerMessage::TakenBack {
            seat,
            count,
            seq: self.seq(),
        };
        let conns: Vec<ConnId> = self.connections.keys().copied().collect();
        for conn in conns {
            self.send(conn, &told);
        }
        self.tell_everyone_since(self.seq());
        self.play_computers().await;
        Ok(())
    }

    /// If `seat`'s action `id` was applied already (sent again after a drop, or stored by
    /// another process), tells `conn` so (`accepted`, repeated) and says yes.
    pub(super) fn answer_a_repeat(&mut self, conn: ConnId, seat: SeatId, id: &str) -> bool {
        let Some(&done) = self.applied.get(&(seat, id.to_string())) else {
            return false;
        };
        self.send(
            conn,
            &ServerMessage::Accepted {
                id: id.to_string(),
                seq: done,
                repeated: true,
            },
        );
        true
    }

    /// Applies `action` of `seat` (`late`: played by the clock's computer): the rules first,
    /// then the store (with the deadline after it, and a notice for each seat it brings to
    /// decide), and only then the match's state. Returns its sequence number.
    pub(super) async fn apply(
        &mut self,
        seat: SeatId,
        action: G::Action,
        client_id: Option<String>,
        late: bool,
    ) -> Result<u64, Unapplied> {
        let before = self.to_decide();
        let stored_action = serde_json::to_value(&action).map_err(internal)?;
        let applied = if late {
            self.referee.apply_stood_in(seat, action)
        } else {
            self.referee.apply(seat, action)
        };
        applied.map_err(refused)?;
        let at_ms = self.shared.time.now_ms();
        self.times.push(at_ms);
        let seq = self.seq();
        let written = Written {
            timed: self.record.clock.is_some(),
            deadline_ms: self.deadlines().into_iter().map(|(_, at)| at).min(),
            seq,
            notify: if self.is_over() {
                Vec::new()
            } else {
                self.newly_to_decide(&before, &self.to_decide())
            },
            undos: self.undos,
        };
        let record = ActionRecord {
            seq,
            seat,
            action: stored_action,
            client_id: client_id.clone(),
            at_ms,
            late,
        };
        let appended = self
            .store()
            .append_action(&self.record.code, &record, &written)
            .await;
        if appended.as_ref().is_ok_and(|&kept| kept) {
            if let Some(id) = client_id {
                self.applied.insert((seat, id), seq);
            }
        } else {
            // Not kept: the match as it was before the action.
            self.referee.rewind(seq as usize - 1);
            self.times.pop();
            return Err(match appended {
                Err(e) => Unapplied::Refused(internal(e)),
                Ok(_) => Unapplied::Late,
            });
        }
        if !written.notify.is_empty() {
            self.shared.notices.notify_one();
        }
        // The seat and the number only: an action may hold a secret (a code made).
        tracing::info!(
            "match {}: action {seq} by {seat}{}",
            self.record.code,
            if late {
                " (late, played by the computer)"
            } else {
                ""
            }
        );
        if let Some(outcome) = self.outcome() {
            // Only an action of a match going on is applied: this one ended it.
            tracing::info!("match {}: over ({outcome:?})", self.record.code);
        }
        Ok(seq)
    }

    /// Computer seats play, from their observation only, while one is to decide.
    pub(super) async fn play_computers(&mut self) {
        // Each reload after a lost race means another process played; a few in a row and
        // this task leaves the computers to it.
        let mut late = 0;
        while let Some(seat) = self.referee.computer_to_play() {
            let Some((mut bot, observation)) = self.referee.take_bot(seat) else {
                return;
            };
            let thought = tokio::task::spawn_blocking(move || {
                let action = bot.decide(&observation);
                (bot, action)
            })
            .await;
            let Ok((bot, action)) = thought else {
                tracing::error!("match {}: the computer at {seat} failed", self.record.code);
                return;
            };
            self.referee.give_back_bot(seat, bot);
            // A human seat's move played by the computer (it resigned) is marked late.
            let stand_in = self.is_human(seat);
            match self.apply(seat, action, None, stand_in).await {
                Ok(_) => {}
                Err(Unapplied::Late) if late < 4 => {
                    late += 1;
                    if let Err(refusal) = self.reload().await {
                        tracing::error!("match {}: {refusal}", self.record.code);
                        return;
                    }
                    continue;
                }
                Err(Unapplied::Late) => return,
                Err(Unapplied::Refused(refusal)) => {
                    tracing::error!(
                        "match {}: the computer at {seat} was refused: {refusal}",
                        self.record.code
                    );
                    return;
                }
            }
            self.tell_everyone();
        }
    }
}
