//! Who is at the table: the seats' leases in the store, kept and told.

use super::*;

impl<G: Registered> MatchTask<G> {
    /// Reads which seats other processes hold a socket of.
    pub(super) async fn read_presence(&mut self) {
        let now = self.shared.time.now_ms();
        match self
            .store()
            .presence_elsewhere(&self.record.code, &self.shared.process, now)
            .await
        {
            Ok(elsewhere) => self.elsewhere = elsewhere,
            Err(e) => tracing::error!("match {}: reading who is present: {e}", self.record.code),
        }
    }

    /// Keeps in the store which seats a socket here holds, as they changed since it was
    /// last kept, so that the other processes serving the match tell their sockets.
    pub(super) async fn keep_presence(&mut self) {
        let held: Vec<SeatId> = (0..self.record.seats.len())
            .map(|index| SeatId(index as u8))
            .filter(|&seat| self.connections.values().any(|c| c.seat == Some(seat)))
            .collect();
        if held == self.held_here {
            return;
        }
        let until = self.shared.time.now_ms() + self.shared.lease.as_millis() as u64;
        let changed = held
            .iter()
            .filter(|seat| !self.held_here.contains(seat))
            .map(|&seat| (seat, Some(until)))
            .chain(
                self.held_here
                    .iter()
                    .filter(|seat| !held.contains(seat))
                    .map(|&seat| (seat, None)),
            )
            .collect::<Vec<_>>();
        for (seat, until) in changed {
            let kept = self
                .store()
                .set_presence(&self.record.code, &self.shared.process, seat, until)
                .await;
            if let Err(e) = kept {
                tracing::error!("match {}: keeping who is present: {e}", self.record.code);
                return;
            }
        }
        self.held_here = held;
    }

    /// When a lease of another process's seat runs out, unless renewed: then who is present
    /// is read again (that process may have died).
    pub(super) fn next_lease_end(&self) -> Option<Instant> {
        let end = self.elsewhere.iter().map(|&(_, until)| until).min()?;
        Some(self.shared.time.instant_at(end))
    }

    /// The seats present now: a human seat while a socket holds it (here, or in another
    /// process serving the match), a computer's always.
    pub(super) fn presence(&self) -> Vec<SeatId> {
        (0..self.record.seats.len())
            .map(|index| SeatId(index as u8))
            .filter(|&seat| {
                !self.is_human(seat)
                    || self
                        .connections
                        .values()
                        .any(|connection| connection.seat == Some(seat))
                    || self.elsewhere.iter().any(|&(held, _)| held == seat)
            })
            .collect()
    }

    /// Tells every socket but `welcomed` (told in its welcome) who is present, if that
    /// changed since they were last told.
    pub(super) fn tell_presence(&mut self, welcomed: Option<ConnId>) {
        let present = self.presence();
        if present == self.present {
            return;
        }
        let told = ServerMessage::Presence {
            present: present.clone(),
        };
        self.present = present;
        let conns: Vec<ConnId> = self
            .connections
            .keys()
            .copied()
            .filter(|&conn| Some(conn) != welcomed)
            .collect();
        for conn in conns {
            self.send(conn, &told);
        }
    }
}
