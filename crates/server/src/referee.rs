//! One match's task, its single writer: it holds the game, applies actions through the rules,
//! appends them to the store, plays the computer seats, and hands every socket its own
//! viewpoint. Generic over the game; started through the registry by [`start`].

use crate::secret::TokenHash;
use crate::store::{ActionRecord, MatchRecord, Store, StoredMatch};
use codebreakers_kernel::{ActionLog, Bot, Game, LoggedAction, MatchSeeds, SeatId, SeatKind};
use codebreakers_protocol::{
    Acted, ErrorCode, InviteCode, MatchSummary, PROTOCOL_VERSION, Refusal, ServerMessage, View,
};
use codebreakers_records::{ChanceSpec, SaveFile};
use codebreakers_registry::{ForGame, Registered};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// A socket's number within its match.
pub type ConnId = u64;

/// Messages waiting to go out on one socket, as JSON text. Bounded: a socket that does not
/// keep up is let go, and its client comes back and resyncs.
pub type Outbox = mpsc::Sender<String>;

/// The most messages waiting for one socket.
pub const OUTBOX_SIZE: usize = 64;

/// The longest action id a client may choose.
pub const MAX_ACTION_ID: usize = 64;

/// What the rest of the server asks of a match's task.
pub enum Command {
    /// Take the first open seat for the token hashed as `token`.
    Join {
        token: TokenHash,
        reply: oneshot::Sender<Result<SeatId, Refusal>>,
    },
    /// A socket said hello: with a seat's token, or none to watch. Welcome and the view go
    /// to `outbox`; the reply is the socket's number.
    Connect {
        token: Option<String>,
        last_seq: Option<u64>,
        outbox: Outbox,
        reply: oneshot::Sender<Result<ConnId, Refusal>>,
    },
    /// An action from socket `conn`.
    Act {
        conn: ConnId,
        id: String,
        seq: u64,
        action: Value,
    },
    /// Socket `conn` is gone.
    Leave { conn: ConnId },
    /// The match as the seat of `token` sees it in a list, if the token holds a seat.
    Summary {
        token: TokenHash,
        reply: oneshot::Sender<Option<MatchSummary>>,
    },
}

/// The way to a running match's task.
#[derive(Clone)]
pub struct MatchHandle {
    pub game: &'static str,
    pub commands: mpsc::Sender<Command>,
}

/// Starts the task of a stored match: set up, its actions replayed, then serving commands.
pub struct Start {
    pub stored: StoredMatch,
    pub store: Arc<dyn Store>,
}

impl ForGame for Start {
    type Output = Result<MatchHandle, Refusal>;

    fn run<G: Registered>(self) -> Self::Output {
        let referee = Referee::<G>::recover(self.stored, self.store)?;
        let (commands, inbox) = mpsc::channel(256);
        tokio::spawn(referee.serve(inbox));
        Ok(MatchHandle {
            game: G::ID,
            commands,
        })
    }
}

/// Why an action was not applied.
enum Unapplied {
    /// The rules, or the store, said no.
    Refused(Refusal),
    /// Another process stored an action at this sequence number first.
    Late,
}

impl From<Refusal> for Unapplied {
    fn from(refusal: Refusal) -> Self {
        Unapplied::Refused(refusal)
    }
}

/// A socket of the match.
struct Connection {
    /// `None` for a spectator.
    seat: Option<SeatId>,
    outbox: Outbox,
}

/// A match's task state.
struct Referee<G: Registered> {
    record: MatchRecord,
    options: G::Options,
    state: G,
    log: ActionLog<G>,
    /// Which action each (seat, client id) became, so a repeat is answered, not applied.
    applied: HashMap<(SeatId, String), u64>,
    bots: Vec<Option<Box<dyn Bot<G> + Send + Sync>>>,
    connections: HashMap<ConnId, Connection>,
    next_conn: ConnId,
    store: Arc<dyn Store>,
}

fn internal(what: impl std::fmt::Display) -> Refusal {
    Refusal::new(ErrorCode::Internal, what.to_string())
}

/// Seconds since 1970, by the server's clock.
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl<G: Registered> Referee<G> {
    /// The match as stored: set up from its options and seed, its actions replayed.
    fn recover(stored: StoredMatch, store: Arc<dyn Store>) -> Result<Self, Refusal> {
        let StoredMatch { record, actions } = stored;
        let options = parse_options::<G>(&record.options)?;
        let seeds = MatchSeeds::from(record.seed);
        let mut state = G::setup(&options, record.seats.len(), seeds.chance()).map_err(internal)?;
        let mut log = ActionLog::default();
        let mut applied = HashMap::new();
        for stored in actions {
            let action: G::Action = serde_json::from_value(stored.action).map_err(internal)?;
            log.apply(&mut state, stored.seat, action).map_err(|e| {
                internal(format!("stored action {} replays no more: {e}", stored.seq))
            })?;
            if let Some(id) = stored.client_id {
                applied.insert((stored.seat, id), stored.seq);
            }
        }
        let bots = record
            .seats
            .iter()
            .enumerate()
            .map(|(index, seat)| match seat.kind {
                SeatKind::Computer(level) => {
                    Some(G::bot(level, seeds.bot_seed(SeatId(index as u8))))
                }
                SeatKind::Human => None,
            })
            .collect();
        Ok(Referee {
            record,
            options,
            state,
            log,
            applied,
            bots,
            connections: HashMap::new(),
            next_conn: 0,
            store,
        })
    }

    async fn serve(mut self, mut inbox: mpsc::Receiver<Command>) {
        // A match stopped while a computer was to play goes on now.
        self.play_computers().await;
        while let Some(command) = inbox.recv().await {
            match command {
                Command::Join { token, reply } => {
                    let _ = reply.send(self.join(token).await);
                }
                Command::Connect {
                    token,
                    last_seq,
                    outbox,
                    reply,
                } => {
                    let connected = self.connect(token.as_deref(), last_seq, outbox).await;
                    let _ = reply.send(connected);
                }
                Command::Act {
                    conn,
                    id,
                    seq,
                    action,
                } => {
                    if let Err(refusal) = self.act(conn, &id, seq, action).await {
                        self.send(conn, &ServerMessage::refusal(refusal, Some(id)));
                    }
                }
                Command::Leave { conn } => {
                    self.connections.remove(&conn);
                }
                Command::Summary { token, reply } => {
                    let _ = reply.send(self.seat_of(&token).map(|seat| self.summary(seat)));
                }
            }
        }
    }

    fn seq(&self) -> u64 {
        self.log.actions.len() as u64
    }

    fn is_over(&self) -> bool {
        self.state.outcome().is_some()
    }

    /// The seat whose token hashes to `token`, every seat compared in constant time.
    fn seat_of(&self, token: &TokenHash) -> Option<SeatId> {
        let mut found = None;
        for (index, seat) in self.record.seats.iter().enumerate() {
            if seat.token.is_some_and(|held| held.matches(token)) {
                found = Some(SeatId(index as u8));
            }
        }
        found
    }

    fn open_seats(&self) -> Vec<SeatId> {
        self.record
            .seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| seat.kind.is_human() && seat.token.is_none())
            .map(|(index, _)| SeatId(index as u8))
            .collect()
    }

    async fn join(&mut self, token: TokenHash) -> Result<SeatId, Refusal> {
        // A seat open here but taken in the store was taken through another process: the
        // match is read again and the next open seat tried.
        for _ in 0..=self.record.seats.len() {
            let Some(seat) = self.open_seats().first().copied() else {
                return Err(Refusal::new(
                    ErrorCode::NoOpenSeat,
                    format!("every seat of match {} is taken", self.record.code),
                ));
            };
            let taken = self
                .store
                .take_seat(&self.record.code, seat, &token)
                .await
                .map_err(internal)?;
            if taken {
                self.record.seats[seat.index()].token = Some(token);
                return Ok(seat);
            }
            self.reload().await?;
            self.play_computers().await;
        }
        Err(internal("the seats kept changing under this join"))
    }

    /// Reads the match again from the store, for another process wrote it: set up and
    /// replayed as on a start, the sockets kept, and each sent the view it missed.
    async fn reload(&mut self) -> Result<(), Refusal> {
        let since = self.seq();
        let stored = self
            .store
            .load_match(&self.record.code)
            .await
            .map_err(internal)?
            .ok_or_else(|| internal(format!("match {} left the store", self.record.code)))?;
        let mut fresh = Self::recover(stored, self.store.clone())?;
        fresh.connections = std::mem::take(&mut self.connections);
        fresh.next_conn = self.next_conn;
        *self = fresh;
        if self.seq() != since {
            self.tell_everyone_since(since.min(self.seq()));
        }
        Ok(())
    }

    /// Reloads the match if the store holds actions this task has not seen; then a computer
    /// to play plays (the process that wrote them may have died before it could).
    async fn refresh(&mut self) -> Result<(), Refusal> {
        let stored = self
            .store
            .last_seq(&self.record.code)
            .await
            .map_err(internal)?;
        if stored.is_some_and(|stored| stored != self.seq()) {
            self.reload().await?;
            self.play_computers().await;
        }
        Ok(())
    }

    async fn connect(
        &mut self,
        token: Option<&str>,
        last_seq: Option<u64>,
        outbox: Outbox,
    ) -> Result<ConnId, Refusal> {
        // Another process may have played on since this task read the match.
        self.refresh().await?;
        let seat = match token {
            None => None,
            Some(token) => Some(self.seat_of(&TokenHash::of(token)).ok_or_else(|| {
                Refusal::new(
                    ErrorCode::BadToken,
                    format!("this token holds no seat of match {}", self.record.code),
                )
            })?),
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
        self.send(conn, &self.welcome(seat));
        self.send(
            conn,
            &ServerMessage::View(self.view(seat, last_seq.unwrap_or(0))),
        );
        if self.is_over() {
            self.send(conn, &self.ended());
        }
        Ok(conn)
    }

    fn welcome(&self, seat: Option<SeatId>) -> ServerMessage {
        ServerMessage::Welcome {
            version: PROTOCOL_VERSION,
            code: self.record.code.clone(),
            game: G::ID.to_string(),
            options: self.record.options.clone(),
            seats: self.record.seats.iter().map(|seat| seat.kind).collect(),
            open_seats: self.open_seats(),
            seat,
        }
    }

    /// What `seat` (or a spectator) sees now, with who acted since action `since`.
    fn view(&self, seat: Option<SeatId>, since: u64) -> View {
        // `since` is the client's word: never past the log, never more than MAX_ACTED back.
        let first = since
            .min(self.seq())
            .max(self.seq().saturating_sub(View::MAX_ACTED as u64));
        let acted = self.log.actions[first as usize..]
            .iter()
            .zip(first + 1..)
            .map(|(logged, seq)| Acted {
                seq,
                seat: logged.seat,
            })
            .collect();
        let observation = match seat {
            Some(seat) => self.state.observe(seat),
            None => self.state.observe_public(),
        };
        View {
            seq: self.seq(),
            acted,
            // Observations are plain data: they always serialise.
            observation: serde_json::to_value(observation).unwrap_or(Value::Null),
            to_decide: self.state.to_decide(),
            outcome: self.state.outcome(),
        }
    }

    /// The whole match as a save file: only once it is over, for it holds the seed.
    fn ended(&self) -> ServerMessage {
        let kinds: Vec<SeatKind> = self.record.seats.iter().map(|seat| seat.kind).collect();
        let mut save = SaveFile::new::<G>(
            &self.options,
            &kinds,
            &[],
            ChanceSpec::seeded(MatchSeeds::from(self.record.seed).chance_seed()),
            self.record.created,
        );
        save.record(&self.log, &self.state, now());
        ServerMessage::Ended {
            save: serde_json::to_value(&save).unwrap_or(Value::Null),
        }
    }

    fn summary(&self, seat: SeatId) -> MatchSummary {
        let to_decide = self.state.to_decide();
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
            finished: self.is_over(),
        }
    }

    /// Sends `message` to socket `conn`; a socket that does not keep up is let go.
    fn send(&mut self, conn: ConnId, message: &ServerMessage) {
        let Some(connection) = self.connections.get(&conn) else {
            return;
        };
        if connection.outbox.try_send(message.to_json()).is_err() {
            self.connections.remove(&conn);
        }
    }

    async fn act(
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
        if self.is_over() {
            return Err(Refusal::new(ErrorCode::MatchOver, "the match is over"));
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
        if !self.state.to_decide().contains(&seat) {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                format!("{seat} is not to decide now"),
            ));
        }
        let action: G::Action = serde_json::from_value(action).map_err(|e| {
            Refusal::new(ErrorCode::BadAction, format!("not a {} action: {e}", G::ID))
        })?;
        let seq = match self.apply(seat, action, Some(id.to_string())).await {
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

    /// If `seat`'s action `id` was applied already (sent again after a drop, or stored by
    /// another process), tells `conn` so (`accepted`, repeated) and says yes.
    fn answer_a_repeat(&mut self, conn: ConnId, seat: SeatId, id: &str) -> bool {
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

    /// The store refused the action of `seat` at `seq`: another process had written the
    /// match meanwhile. The match is read again (every socket gets the view it missed); the
    /// action was that process's if its id is in the log (`accepted`, repeated), else it was
    /// chosen against a state that is gone (`stale_sequence`, and the view again).
    async fn act_late(
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

    /// Applies `action` of `seat`: the rules first, then the store, and only then the
    /// match's state. Returns its sequence number.
    async fn apply(
        &mut self,
        seat: SeatId,
        action: G::Action,
        client_id: Option<String>,
    ) -> Result<u64, Unapplied> {
        let mut next = self.state.clone();
        next.apply(seat, &action)
            .map_err(|e| Refusal::new(ErrorCode::Refused, e.to_string()))?;
        let seq = self.seq() + 1;
        let record = ActionRecord {
            seq,
            seat,
            action: serde_json::to_value(&action).map_err(internal)?,
            client_id: client_id.clone(),
        };
        let appended = self
            .store
            .append_action(&self.record.code, &record)
            .await
            .map_err(internal)?;
        if !appended {
            return Err(Unapplied::Late);
        }
        self.state = next;
        self.log.actions.push(LoggedAction { seat, action });
        if let Some(id) = client_id {
            self.applied.insert((seat, id), seq);
        }
        Ok(seq)
    }

    /// Every socket its own view of the last action, and the save once the match is over.
    fn tell_everyone(&mut self) {
        self.tell_everyone_since(self.seq().saturating_sub(1));
    }

    /// Every socket its own view of the actions after `since`, and the save once the match
    /// is over.
    fn tell_everyone_since(&mut self, since: u64) {
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

    /// Computer seats play, from their observation only, while one is to decide.
    async fn play_computers(&mut self) {
        // Each reload after a lost race means another process played; a few in a row and
        // this task leaves the computers to it.
        let mut late = 0;
        while let Some(seat) = self
            .state
            .to_decide()
            .into_iter()
            .find(|seat| self.bots.get(seat.index()).is_some_and(Option::is_some))
        {
            let Some(mut bot) = self.bots[seat.index()].take() else {
                return;
            };
            let observation = self.state.observe(seat);
            let thought = tokio::task::spawn_blocking(move || {
                let action = bot.decide(&observation);
                (bot, action)
            })
            .await;
            let Ok((bot, action)) = thought else {
                eprintln!("match {}: the computer at {seat} failed", self.record.code);
                return;
            };
            self.bots[seat.index()] = Some(bot);
            match self.apply(seat, action, None).await {
                Ok(_) => {}
                Err(Unapplied::Late) if late < 4 => {
                    late += 1;
                    if let Err(refusal) = self.reload().await {
                        eprintln!("match {}: {refusal}", self.record.code);
                        return;
                    }
                    continue;
                }
                Err(Unapplied::Late) => return,
                Err(Unapplied::Refused(refusal)) => {
                    eprintln!(
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

/// The options of a match, read as `G`'s (`null` for the defaults).
pub fn parse_options<G: Game>(options: &Value) -> Result<G::Options, Refusal> {
    if options.is_null() {
        return Ok(G::Options::default());
    }
    serde_json::from_value(options.clone())
        .map_err(|e| Refusal::new(ErrorCode::BadOptions, format!("not {} options: {e}", G::ID)))
}
