//! A match's clock: each seat's deadline, from the stored times of the actions and seats,
//! and a computer's move for a seat whose time ran out.

use super::*;

impl<G: Registered> MatchTask<G> {
    /// When the clock started (ms since 1970): once every human seat is taken, at the last
    /// one's taking. None while a seat is open.
    pub(super) fn clock_start(&self) -> Option<u64> {
        let mut start = self.record.created * 1000;
        for seat in self.record.seats.iter().filter(|s| s.kind.is_human()) {
            seat.token?;
            start = start.max(seat.taken_ms.unwrap_or(0));
        }
        Some(start)
    }

    /// The deadlines (ms since 1970) of the human seats to decide now, each counted from
    /// the time it came to decide ([`Referee::came_to_decide`]); none without a clock,
    /// before it starts or after the end.
    pub(super) fn deadlines(&self) -> Vec<(SeatId, u64)> {
        let (Some(clock), Some(start)) = (self.record.clock, self.clock_start()) else {
            return Vec::new();
        };
        let came = self.referee.came_to_decide();
        self.to_decide()
            .into_iter()
            .filter(|&seat| self.plays_itself(seat))
            .map(|seat| {
                let since = match came.get(seat.index()).copied().unwrap_or(0) {
                    0 => 0,
                    after => self.times.get(after - 1).copied().unwrap_or(0),
                };
                (seat, since.max(start) + clock.per_move_seconds * 1000)
            })
            .collect()
    }

    /// The deadline `seat` (or a spectator) is shown: its own if it is to decide, else the
    /// first of those to decide.
    pub(super) fn deadline_for(&self, seat: Option<SeatId>) -> Option<u64> {
        let deadlines = self.deadlines();
        deadlines
            .iter()
            .find(|(s, _)| Some(*s) == seat)
            .or_else(|| deadlines.iter().min_by_key(|(_, at)| *at))
            .map(|&(_, at)| at)
    }

    /// When the task wakes to play a late move: the first deadline, if a computer plays
    /// late moves (or the retry of one that failed).
    pub(super) fn next_late_move(&self) -> Option<Instant> {
        self.record.clock?.late_level()?;
        if let Some((seq, at)) = self.late_retry
            && seq == self.seq()
        {
            return Some(at);
        }
        let first = self.deadlines().into_iter().map(|(_, at)| at).min()?;
        Some(self.shared.time.instant_at(first))
    }

    /// The human seats that came to decide between `before` and `after`: those a notice
    /// goes to.
    pub(super) fn newly_to_decide(&self, before: &[SeatId], after: &[SeatId]) -> Vec<SeatId> {
        after
            .iter()
            .copied()
            .filter(|seat| !before.contains(seat) && self.plays_itself(*seat))
            .collect()
    }

    /// Plays the moves whose time ran out with the clock's computer, each action from its
    /// seat's observation, until the seat is no longer to decide (a turn of several actions
    /// is played to its end); then the computer seats play, if they are to.
    pub(super) async fn play_late(&mut self) {
        let Some(level) = self.record.clock.and_then(|clock| clock.late_level()) else {
            return;
        };
        // Another process may have played meanwhile.
        if let Err(refusal) = self.refresh().await {
            tracing::error!("match {}: {refusal}", self.record.code);
            self.late_retry = Some((self.seq(), Instant::now() + LATE_RETRY));
            return;
        }
        // Bounded, should a game keep one seat to decide for ever.
        for _ in 0..10_000 {
            let now = self.shared.time.now_ms();
            let Some((seat, _)) = self.deadlines().into_iter().find(|&(_, at)| at <= now) else {
                break;
            };
            let observation = self.referee.state().observe(seat);
            // A computer of its own for this move, seeded by the seat and the move.
            let Some(mut bot) = self.referee.bot_for_this_move(seat, level) else {
                return;
            };
            let thought = tokio::task::spawn_blocking(move || bot.decide(&observation)).await;
            let failed = match thought {
                Err(e) => Some(internal(format!("the computer failed: {e}"))),
                Ok(action) => match self.apply(seat, action, None, true).await {
                    Ok(_) => {
                        self.tell_everyone();
                        None
                    }
                    Err(Unapplied::Late) => self.reload().await.err(),
                    Err(Unapplied::Refused(refusal)) => Some(refusal),
                },
            };
            if let Some(refusal) = failed {
                tracing::error!(
                    "match {}: the late move of {seat} was not played: {refusal}",
                    self.record.code
                );
                self.late_retry = Some((self.seq(), Instant::now() + LATE_RETRY));
                return;
            }
            self.play_computers().await;
        }
    }

    /// The store refused the action of `seat` at `seq`: another process had written the
    /// match meanwhile. The match is read again (every socket gets the view it missed); the
    /// action was that process's if its id is in the log (`accepted`, repeated), else it was
    /// chosen against a state that is gone (`stale_sequence`, and the view again).
    pub(super) async fn act_late(
        &mut self,
        conn: ConnId,
        seat: SeatId,
        id: &str,
        seq: u64,
    ) -> Result<(), Refusal> {
        self.reload().await?;
        if !self.answer_a_repeat(conn, seat, id) {
            let refusal = Refusal::new(
                ErrorCode::StaleSequence,
                format!(
                    "the match moved on to action {} elsewhere before action {} was stored: the view is sent again",
                    self.seq(),
                    seq + 1
                ),
            );
            self.send(conn, &ServerMessage::refusal(refusal, Some(id.to_string())));
            self.send(conn, &ServerMessage::View(self.view(Some(seat), seq)));
        }
        self.play_computers().await;
        Ok(())
    }
}
