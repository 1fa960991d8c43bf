//! A match's task brought back: from the store at start, and again when another process
//! of the server moved it on (the store's revision).

use super::*;

impl<G: Registered> MatchTask<G> {
    /// The match as stored: set up from its options and seed (or started from `dealt`), its
    /// actions replayed.
    pub(super) fn recover(
        stored: StoredMatch,
        shared: Shared,
        dealt: Option<Value>,
    ) -> Result<Self, Refusal> {
        let StoredMatch {
            record,
            actions,
            undos,
        } = stored;
        let options = parse_options::<G>(&record.options)?;
        let seeds = MatchSeeds::from(record.seed);
        let start = match &dealt {
            Some(dealt) => serde_json::from_value::<G>(dealt.clone()).map_err(internal)?,
            None => G::setup(&options, record.seats.len(), seeds.chance()).map_err(internal)?,
        };
        let kinds = record.seats.iter().map(|seat| seat.kind).collect();
        let mut referee = G::referee(start, kinds, seeds);
        let mut applied = HashMap::new();
        let mut times = Vec::with_capacity(actions.len());
        for stored in actions {
            let action: G::Action = serde_json::from_value(stored.action).map_err(internal)?;
            referee
                .replay(stored.seat, action, stored.late)
                .map_err(|e| {
                    internal(format!("stored action {} replays no more: {e}", stored.seq))
                })?;
            times.push(stored.at_ms);
            if let Some(id) = stored.client_id {
                applied.insert((stored.seat, id), stored.seq);
            }
        }
        for (index, seat) in record.seats.iter().enumerate() {
            if seat.resigned.is_some() {
                referee.mark_resigned(SeatId(index as u8));
            }
        }
        Ok(MatchTask {
            record,
            options,
            referee,
            undos,
            present: Vec::new(),
            held_here: Vec::new(),
            elsewhere: Vec::new(),
            times,
            applied,
            connections: HashMap::new(),
            next_conn: 0,
            late_retry: None,
            shared,
            dealt,
        })
    }

    /// Reads the match again from the store, for another process wrote it: set up and
    /// replayed as on a start, the sockets kept, and each sent the view it missed.
    pub(super) async fn reload(&mut self) -> Result<(), Refusal> {
        let (since, undos) = (self.seq(), self.undos);
        self.reread().await?;
        if (self.seq(), self.undos) != (since, undos) {
            self.tell_everyone_since(since.min(self.seq()));
        }
        Ok(())
    }

    /// Reads the match again from the store, set up and replayed as on a start, the sockets
    /// kept; they are told nothing.
    pub(super) async fn reread(&mut self) -> Result<(), Refusal> {
        let stored = self
            .store()
            .load_match(&self.record.code)
            .await
            .map_err(internal)?
            .ok_or_else(|| internal(format!("match {} left the store", self.record.code)))?;
        let mut fresh = Self::recover(stored, self.shared.clone(), self.dealt.clone())?;
        fresh.connections = std::mem::take(&mut self.connections);
        fresh.next_conn = self.next_conn;
        fresh.late_retry = self.late_retry;
        fresh.present = std::mem::take(&mut self.present);
        fresh.held_here = std::mem::take(&mut self.held_here);
        fresh.elsewhere = std::mem::take(&mut self.elsewhere);
        *self = fresh;
        Ok(())
    }

    /// How far this task's copy of the match has come, as [`Store::revision`] counts it.
    pub(super) fn revision(&self) -> Revision {
        let seats = &self.record.seats;
        Revision {
            seq: self.seq(),
            undos: self.undos,
            taken: seats.iter().filter(|seat| seat.token.is_some()).count() as u64,
            resigned: seats.iter().filter(|seat| seat.resigned.is_some()).count() as u64,
            rematch: self.record.rematch.clone(),
        }
    }

    /// Reloads the match if another process wrote it since this task read it (actions, a
    /// take-back, a seat taken, a resignation, a rematch), tells the sockets what changed,
    /// and then a computer to play plays (the process that wrote may have died before it
    /// could).
    pub(super) async fn refresh(&mut self) -> Result<(), Refusal> {
        let Some(stored) = self
            .store()
            .revision(&self.record.code)
            .await
            .map_err(internal)?
        else {
            return Ok(());
        };
        let here = self.revision();
        if stored == here {
            return Ok(());
        }
        self.reload().await?;
        if (stored.seq, stored.undos) == (here.seq, here.undos) && stored.resigned != here.resigned
        {
            // A resignation alone: every socket its view (the match may be over).
            self.tell_everyone_since(self.seq());
        }
        if stored.taken != here.taken {
            self.tell_seated();
        }
        if stored.rematch != here.rematch {
            self.tell_rematch();
        }
        self.play_computers().await;
        Ok(())
    }
}
