//! What the task tells each socket: the welcome, its own view, the end, the summaries.

use super::*;

impl<G: Registered> MatchTask<G> {
    /// Every socket is told the open seats and the names now.
    pub(super) fn tell_seated(&mut self) {
        let told = ServerMessage::Seated {
            open_seats: self.open_seats(),
            names: self.names(),
        };
        let conns: Vec<ConnId> = self.connections.keys().copied().collect();
        for conn in conns {
            self.send(conn, &told);
        }
    }

    /// Every socket is told the rematch's code, and who offers it, once there is one.
    pub(super) fn tell_rematch(&mut self) {
        let Some(code) = self.record.rematch.clone() else {
            return;
        };
        let told = ServerMessage::Rematch {
            code,
            by: self.record.rematch_by,
        };
        let conns: Vec<ConnId> = self.connections.keys().copied().collect();
        for conn in conns {
            self.send(conn, &told);
        }
    }

    pub(super) async fn connect(
        &mut self,
        token: Option<&str>,
        last_seq: Option<u64>,
        outbox: Outbox,
    ) -> Result<ConnId, Refusal> {
        // Another process may have played on since this task read the match, and its
        // sockets may hold seats.
        self.refresh().await?;
        self.read_presence().await;
        let seat = match token {
            None => None,
            Some(token) => Some(
                self.seat_of(&TokenHash::of(token))
                    .ok_or_else(|| self.bad_token())?,
            ),
        };
        if let Some(last) = last_seq.filter(|&last| last > self.seq()) {
            return Err(Refusal::new(
                ErrorCode::StaleSequence,
                format!(
                    "the match has {} actions, not {last}: connect without a last_seq to start afresh",
                    self.seq()
                ),
            ));
        }
        let conn = self.next_conn;
        self.next_conn += 1;
        self.connections.insert(conn, Connection { seat, outbox });
        // Kept in the store before the socket hears it is in, so that whoever it then
        // brings in through another process finds it present there.
        self.keep_presence().await;
        self.send(conn, &self.welcome(seat));
        self.send(
            conn,
            &ServerMessage::View(self.view(seat, last_seq.unwrap_or(0))),
        );
        if self.is_over() {
            self.send(conn, &self.ended());
        }
        if let Some(code) = self.record.rematch.clone() {
            let by = self.record.rematch_by;
            self.send(conn, &ServerMessage::Rematch { code, by });
        }
        // The socket was told who is present in its welcome; the others, if that changed.
        self.tell_presence(Some(conn));
        Ok(conn)
    }

    pub(super) fn welcome(&self, seat: Option<SeatId>) -> ServerMessage {
        ServerMessage::Welcome {
            version: PROTOCOL_VERSION,
            code: self.record.code.clone(),
            game: G::ID.to_string(),
            options: self.record.options.clone(),
            seats: self.record.seats.iter().map(|seat| seat.kind).collect(),
            open_seats: self.open_seats(),
            seat,
            present: self.presence(),
            names: self.names(),
        }
    }

    /// What `seat` (or a spectator) sees now, with who acted since action `since`.
    pub(super) fn view(&self, seat: Option<SeatId>, since: u64) -> View {
        // `since` is the client's word: never past the log, never more than MAX_ACTED back.
        let first = since
            .min(self.seq())
            .max(self.seq().saturating_sub(View::MAX_ACTED as u64));
        let acted = self.referee.steps()[first as usize..]
            .iter()
            .zip(first..)
            .map(|(step, index)| Acted {
                seq: index + 1,
                seat: step.seat,
                late: self.referee.stood_in(index as usize),
                // Events are plain data: they always serialise.
                events: G::events_seen_by(&step.events, seat)
                    .iter()
                    .map(|event| serde_json::to_value(event).unwrap_or(Value::Null))
                    .collect(),
            })
            .collect();
        let observation = match seat {
            Some(seat) => self.referee.state().observe(seat),
            None => self.referee.state().observe_public(),
        };
        View {
            seq: self.seq(),
            acted,
            // Observations are plain data: they always serialise.
            observation: serde_json::to_value(observation).unwrap_or(Value::Null),
            to_decide: self.to_decide(),
            outcome: self.outcome(),
            deadline: self.deadline_for(seat).map(seconds_up),
            resigned: self.resigned(),
            undos: self.undos,
            revocable: seat.map_or(0, |seat| {
                u32::try_from(self.revocable(seat)).unwrap_or(u32::MAX)
            }),
        }
    }

    /// The whole match as a save file: only once it is over, for it holds the seed.
    pub(super) fn ended(&self) -> ServerMessage {
        let kinds: Vec<SeatKind> = self.record.seats.iter().map(|seat| seat.kind).collect();
        let mut save = SaveFile::new::<G>(
            &self.options,
            &kinds,
            &[],
            ChanceSpec::seeded(MatchSeeds::from(self.record.seed).chance_seed()),
            self.record.created,
        );
        save.record(
            &self.referee.timeline().log(),
            self.referee.state(),
            self.shared.time.now_ms() / 1000,
        );
        save.outcome = self.outcome();
        // The names the players gave; a seat without one as a save calls it.
        let given = self.names();
        if given.iter().any(Option::is_some) {
            save.names = given
                .into_iter()
                .zip(save.names())
                .map(|(given, called)| given.map_or(called, String::from))
                .collect();
        }
        let mut resigned: Vec<Resignation> = self
            .record
            .seats
            .iter()
            .enumerate()
            .filter_map(|(index, seat)| {
                Some(Resignation {
                    seat: SeatId(index as u8),
                    // A resignation before actions taken back stands, at the log's end.
                    seq: seat.resigned?.min(self.seq()),
                })
            })
            .collect();
        resigned.sort_by_key(|r| r.seq);
        save.resigned = resigned;
        ServerMessage::Ended {
            save: serde_json::to_value(&save).unwrap_or(Value::Null),
        }
    }

    pub(super) fn summary(&self, seat: SeatId) -> MatchSummary {
        let to_decide = self.to_decide();
        let deadline = self.deadline_for(Some(seat));
        let now = self.shared.time.now_ms();
        MatchSummary {
            // The code was read as one when the match was created or loaded.
            code: self
                .record
                .code
                .parse::<InviteCode>()
                .unwrap_or_else(|_| InviteCode::from_indices([0; InviteCode::LENGTH])),
            game: G::ID.to_string(),
            seat,
            seq: self.seq(),
            your_turn: to_decide.contains(&seat),
            to_decide,
            open_seats: self.open_seats(),
            seats: self.record.seats.iter().map(|s| s.kind).collect(),
            names: self.names(),
            finished: self.is_over(),
            clock: self.record.clock,
            deadline: deadline.map(seconds_up),
            seconds_left: deadline.map(|at| seconds_up(at.saturating_sub(now))),
            rematch: self
                .record
                .rematch
                .as_ref()
                .and_then(|code| code.parse::<InviteCode>().ok()),
            rematch_by: self.record.rematch_by,
        }
    }

    /// Sends `message` to socket `conn`; a socket that does not keep up is let go.
    pub(super) fn send(&mut self, conn: ConnId, message: &ServerMessage) {
        let Some(connection) = self.connections.get(&conn) else {
            return;
        };
        if connection.outbox.try_send(message.to_json()).is_err() {
            self.connections.remove(&conn);
        }
    }

    /// Every socket its own view of the last action, and the save once the match is over.
    pub(super) fn tell_everyone(&mut self) {
        self.tell_everyone_since(self.seq().saturating_sub(1));
    }

    /// Every socket its own view of the actions after `since`, and the save once the match
    /// is over.
    pub(super) fn tell_everyone_since(&mut self, since: u64) {
        let conns: Vec<(ConnId, Option<SeatId>)> = self
            .connections
            .iter()
            .map(|(&id, c)| (id, c.seat))
            .collect();
        let ended = self.is_over().then(|| self.ended());
        for (conn, seat) in conns {
            self.send(conn, &ServerMessage::View(self.view(seat, since)));
            if let Some(ended) = &ended {
                self.send(conn, ended);
            }
        }
    }
}
