//! Taking a seat (joining, claiming, coming back), the rematch, the names and the webhook.

use super::*;

impl<G: Registered> MatchTask<G> {
    pub(super) fn open_seats(&self) -> Vec<SeatId> {
        self.record
            .seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| seat.kind.is_human() && seat.token.is_none())
            .map(|(index, _)| SeatId(index as u8))
            .collect()
    }

    pub(super) async fn join(&mut self, taker: Taker) -> Result<SeatId, Refusal> {
        if let Some(of) = &self.record.rematch_of {
            return Err(Refusal::new(
                ErrorCode::NoOpenSeat,
                format!(
                    "match {} is the rematch of {of}: its seats are taken by that match's players, each asking for the rematch with its token",
                    self.record.code
                ),
            ));
        }
        // A seat open here but taken in the store was taken through another process: the
        // match is read again and the next open seat tried.
        for _ in 0..=self.record.seats.len() {
            let Some(seat) = self.open_seats().first().copied() else {
                return Err(Refusal::new(
                    ErrorCode::NoOpenSeat,
                    format!("every seat of match {} is taken", self.record.code),
                ));
            };
            if self.take(seat, taker.clone(), false).await? {
                return Ok(seat);
            }
            self.reload().await?;
            self.play_computers().await;
        }
        Err(internal("the seats kept changing under this join"))
    }

    /// Gives `seat` of this rematch to `token`: asked again, the seat changes hands (to the
    /// same player, who asked with the old match's token).
    pub(super) async fn claim(&mut self, seat: SeatId, taker: Taker) -> Result<SeatId, Refusal> {
        if self.record.rematch_of.is_none() || !self.is_human(seat) {
            return Err(internal(format!(
                "{seat} of match {} is no rematch's human seat",
                self.record.code
            )));
        }
        if self.take(seat, taker, true).await? {
            return Ok(seat);
        }
        Err(internal("the rematch's seat was not taken"))
    }

    /// Takes `seat` for `taker` in the store and here, and tells every socket; if that fills
    /// the table, the clock starts and the seats to decide are told. `false` if the store had
    /// it taken already.
    pub(super) async fn take(
        &mut self,
        seat: SeatId,
        taker: Taker,
        again: bool,
    ) -> Result<bool, Refusal> {
        let Taker {
            token,
            webhook,
            name,
        } = taker;
        let before = self.record.seats[seat.index()].clone();
        let was_open = self.open_seats();
        // A seat taken again keeps the time it was first taken: its clock does not start
        // anew.
        let at_ms = match (before.token, before.taken_ms) {
            (Some(_), Some(at)) => at,
            _ => self.shared.time.now_ms(),
        };
        self.record.seats[seat.index()] = SeatRecord {
            kind: before.kind,
            token: Some(token),
            taken_ms: Some(at_ms),
            webhook: webhook.clone(),
            resigned: before.resigned,
            name: name.clone(),
        };
        let filled = !was_open.is_empty() && self.open_seats().is_empty();
        let notify = if filled {
            let to_decide = self.to_decide();
            self.newly_to_decide(&[seat], &to_decide)
        } else {
            Vec::new()
        };
        let first = self.deadlines().into_iter().map(|(_, at)| at).min();
        let take = TakeSeat {
            seat,
            token,
            webhook,
            name,
            at_ms,
            again,
            written: Written {
                timed: self.record.clock.is_some(),
                deadline_ms: first,
                seq: self.seq(),
                notify,
                undos: self.undos,
            },
        };
        match self.shared.store.take_seat(&self.record.code, &take).await {
            Ok(true) => {
                if !take.written.notify.is_empty() {
                    self.shared.notices.notify_one();
                }
                self.tell_seated();
                Ok(true)
            }
            Ok(false) => {
                self.record.seats[seat.index()] = before;
                Ok(false)
            }
            Err(e) => {
                self.record.seats[seat.index()] = before;
                Err(internal(e))
            }
        }
    }

    /// The rematch of this match, once it is over: made by the first seat to ask (and every
    /// socket told its code), the same for those after.
    pub(super) async fn rematch(&mut self, token: TokenHash) -> Result<Rematched, Refusal> {
        let seat = self.seat_of(&token).ok_or_else(|| self.bad_token())?;
        if !self.is_over() {
            // Another process may have ended it.
            self.refresh().await?;
        }
        if !self.is_over() {
            return Err(Refusal::new(
                ErrorCode::NotOver,
                format!(
                    "match {} is not over: a rematch is asked for at its end",
                    self.record.code
                ),
            ));
        }
        if self.record.rematch.is_none() {
            let mut made = None;
            // A code already taken is drawn again, as for a new match.
            for _ in 0..4 {
                let record = MatchRecord {
                    code: secret::new_invite_code()?.to_string(),
                    game: self.record.game.clone(),
                    options: self.record.options.clone(),
                    seed: secret::new_seed()?,
                    seats: self
                        .record
                        .seats
                        .iter()
                        .map(|seat| SeatRecord::open(seat.kind))
                        .collect(),
                    created: self.shared.time.now_ms() / 1000,
                    clock: self.record.clock,
                    rematch_of: Some(self.record.code.clone()),
                    rematch: None,
                    rematch_by: None,
                };
                made = self
                    .store()
                    .create_rematch(&self.record.code, &record, seat)
                    .await
                    .map_err(internal)?;
                if made.is_some() {
                    break;
                }
            }
            made.ok_or_else(|| internal("no free invite code"))?;
            // Read again: the rematch, and who offers it (another process's seat, if it
            // made it first).
            self.reread().await?;
            self.tell_rematch();
        }
        Ok(Rematched {
            code: self.record.rematch.clone().unwrap_or_default(),
            seat,
            webhook: self.record.seats[seat.index()].webhook.clone(),
            name: self.record.seats[seat.index()].name.clone(),
        })
    }

    /// Each seat's player's name, by seat.
    pub(super) fn names(&self) -> Vec<Option<PlayerName>> {
        self.record.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub(super) async fn set_webhook(
        &mut self,
        token: TokenHash,
        webhook: Option<String>,
    ) -> Result<SeatId, Refusal> {
        let seat = self.seat_of(&token).ok_or_else(|| self.bad_token())?;
        self.shared
            .store
            .set_webhook(&self.record.code, seat, webhook.as_deref())
            .await
            .map_err(internal)?;
        self.record.seats[seat.index()].webhook = webhook;
        Ok(seat)
    }

    pub(super) fn bad_token(&self) -> Refusal {
        Refusal::new(
            ErrorCode::BadToken,
            format!("this token holds no seat of match {}", self.record.code),
        )
    }
}
