//! One match's task, its single writer: it holds the game, applies actions through the rules,
//! appends them to the store, plays the computer seats, and hands every socket its own
//! viewpoint. On a match with a clock it keeps each seat's deadline (recomputed from the
//! stored times of the actions and seats) and, when one runs out and the clock says so, has
//! a computer play that move for the seat. Generic over the game; started through the
//! registry by [`Start`].

use crate::clock::{Time, seconds_up};
use crate::secret::{self, TokenHash};
use crate::store::{
    ActionRecord, MatchRecord, Revision, SeatRecord, Store, StoredMatch, TakeBack, TakeSeat,
    Written,
};
use codebreakers_kernel::{Game, MatchSeeds, Outcome, Referee, Refused, SeatId, SeatKind};
use codebreakers_protocol::{
    Acted, ErrorCode, InviteCode, MatchSummary, PROTOCOL_VERSION, PlayerName, Refusal,
    ServerMessage, View,
};
use codebreakers_records::{ChanceSpec, Resignation, SaveFile};
use codebreakers_registry::{ForGame, Registered};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, mpsc, oneshot};
use tokio::time::Instant;

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
    /// Another process wrote the match (or may have): read what it wrote and tell the
    /// sockets.
    Refresh,
    /// Take the first open seat for `taker`.
    Join {
        taker: Taker,
        reply: oneshot::Sender<Result<SeatId, Refusal>>,
    },
    /// Give `seat` of this rematch to `taker` (the hub checked that it is the seat's of the
    /// match before).
    Claim {
        seat: SeatId,
        taker: Taker,
        reply: oneshot::Sender<Result<SeatId, Refusal>>,
    },
    /// The rematch of this match, made if it is over and has none: its code, the seat of
    /// `token`, and that seat's webhook.
    Rematch {
        token: TokenHash,
        reply: oneshot::Sender<Result<Rematched, Refusal>>,
    },
    /// Sets (none: takes away) the webhook of the seat of `token`.
    SetWebhook {
        token: TokenHash,
        webhook: Option<String>,
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
    /// Socket `conn`'s seat resigns.
    Resign { conn: ConnId },
    /// Socket `conn`'s seat takes back its last `count` actions, decided in the view of `seq`.
    TakeBack { conn: ConnId, seq: u64, count: u32 },
    /// Socket `conn` is gone.
    Leave { conn: ConnId },
    /// The match as the seat of `token` sees it in a list, if the token holds a seat.
    Summary {
        token: TokenHash,
        reply: oneshot::Sender<Option<MatchSummary>>,
    },
}

/// Who takes a seat: the hash of the token that will hold it, the seat's webhook and its
/// player's name.
#[derive(Clone, Debug)]
pub struct Taker {
    pub token: TokenHash,
    pub webhook: Option<String>,
    pub name: Option<PlayerName>,
}

/// The way to a running match's task.
#[derive(Clone)]
pub struct MatchHandle {
    pub game: &'static str,
    pub commands: mpsc::Sender<Command>,
}

/// A match's rematch, as its task answers [`Command::Rematch`].
#[derive(Clone, Debug)]
pub struct Rematched {
    pub code: String,
    pub seat: SeatId,
    pub webhook: Option<String>,
    pub name: Option<PlayerName>,
}

/// What a match's task shares with the rest of its server.
#[derive(Clone)]
pub struct Shared {
    pub store: Arc<dyn Store>,
    /// The clock it reads.
    pub time: Time,
    /// Woken when a write keeps a notice, for the sender.
    pub notices: Arc<Notify>,
    /// How long a match with no socket stays in memory (it is in the store: a hello or a
    /// lobby request loads it again).
    pub idle: Duration,
    /// This process, as the store's presence table names it.
    pub process: Arc<str>,
    /// How long a seat held by a socket here counts as present elsewhere without this
    /// process renewing it (the hub renews every lease a third of it before its end).
    pub lease: Duration,
}

/// Starts the task of a stored match: set up, its actions replayed, then serving commands.
pub struct Start {
    pub stored: StoredMatch,
    pub shared: Shared,
    /// The game's state (as JSON) to start from instead of the seed's setup: a test's deal
    /// ([`crate::Hub::create_with_state`]); `None` for every real match.
    pub dealt: Option<Value>,
}

impl ForGame for Start {
    type Output = Result<MatchHandle, Refusal>;

    fn run<G: Registered>(self) -> Self::Output {
        let referee = MatchTask::<G>::recover(self.stored, self.shared, self.dealt)?;
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

/// How long a late move that failed (the store, say) waits to be tried again.
const LATE_RETRY: Duration = Duration::from_secs(10);

/// A match's task state: the match's one [`Referee`] (the same as at one screen), and what
/// serving it online adds: the store's record, the clock's times, the sockets.
struct MatchTask<G: Registered> {
    record: MatchRecord,
    options: G::Options,
    referee: Referee<G>,
    /// How many times actions were taken back in the match.
    undos: u64,
    /// The seats present as the sockets were last told.
    present: Vec<SeatId>,
    /// The seats whose presence this process keeps in the store (a socket here holds them).
    held_here: Vec<SeatId>,
    /// The seats other processes hold a socket of, each with the end of its lease.
    elsewhere: Vec<(SeatId, u64)>,
    /// For each action: when it was applied (ms since 1970).
    times: Vec<u64>,
    /// Which action each (seat, client id) became, so a repeat is answered, not applied.
    applied: HashMap<(SeatId, String), u64>,
    connections: HashMap<ConnId, Connection>,
    next_conn: ConnId,
    /// A late move that failed at this sequence number is tried again then, not before.
    late_retry: Option<(u64, Instant)>,
    shared: Shared,
    /// The state the match started from instead of the seed's setup (see [`Start::dealt`]).
    dealt: Option<Value>,
}

fn internal(what: impl std::fmt::Display) -> Refusal {
    Refusal::new(ErrorCode::Internal, what.to_string())
}

/// The referee's refusal as the wire says it.
fn refused<E: std::fmt::Display>(refused: Refused<E>) -> Refusal {
    let code = match refused {
        Refused::Rules(_) => ErrorCode::Refused,
        Refused::Over => ErrorCode::MatchOver,
        Refused::Resigned(_) => ErrorCode::Resigned,
    };
    Refusal::new(code, refused.to_string())
}

impl<G: Registered> MatchTask<G> {
    /// The match as stored: set up from its options and seed (or started from `dealt`), its
    /// actions replayed.
    fn recover(stored: StoredMatch, shared: Shared, dealt: Option<Value>) -> Result<Self, Refusal> {
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

    async fn serve(mut self, mut inbox: mpsc::Receiver<Command>) {
        // A match stopped while a computer was to play goes on now (and a move overdue
        // while the server was down is played at once, below).
        self.play_computers().await;
        loop {
            let wake = self.next_late_move();
            let lease_end = self.next_lease_end();
            // With no socket, the match leaves memory after a while, unless its clock runs
            // toward a late move (which its task plays on time).
            let idle = (self.connections.is_empty() && wake.is_none())
                .then(|| Instant::now() + self.shared.idle);
            let command = tokio::select! {
                command = inbox.recv() => match command {
                    Some(command) => command,
                    None => break,
                },
                () = sleep_until(wake) => {
                    self.play_late().await;
                    continue;
                }
                () = sleep_until(lease_end) => {
                    self.read_presence().await;
                    self.tell_presence(None);
                    continue;
                }
                () = sleep_until(idle) => {
                    // What was sent before the close is still answered.
                    inbox.close();
                    while let Some(command) = inbox.recv().await {
                        self.obey(command).await;
                    }
                    tracing::debug!("match {}: idle, out of memory", self.record.code);
                    break;
                }
            };
            self.obey(command).await;
        }
    }

    /// Does what one command asks.
    async fn obey(&mut self, command: Command) {
        match command {
            Command::Join { taker, reply } => {
                let _ = reply.send(self.join(taker).await);
            }
            Command::Claim { seat, taker, reply } => {
                let _ = reply.send(self.claim(seat, taker).await);
            }
            Command::Rematch { token, reply } => {
                let _ = reply.send(self.rematch(token).await);
            }
            Command::SetWebhook {
                token,
                webhook,
                reply,
            } => {
                let _ = reply.send(self.set_webhook(token, webhook).await);
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
            Command::Resign { conn } => {
                if let Err(refusal) = self.resign(conn).await {
                    self.send(conn, &ServerMessage::refusal(refusal, None));
                }
            }
            Command::TakeBack { conn, seq, count } => {
                if let Err(refusal) = self.take_back(conn, seq, count).await {
                    self.send(conn, &ServerMessage::refusal(refusal, None));
                }
            }
            Command::Leave { conn } => {
                self.connections.remove(&conn);
            }
            Command::Summary { token, reply } => {
                let _ = reply.send(self.seat_of(&token).map(|seat| self.summary(seat)));
            }
            Command::Refresh => {
                if let Err(refusal) = self.refresh().await {
                    tracing::error!("match {}: reading it again: {refusal}", self.record.code);
                }
                // Another process's sockets may have come or gone.
                self.read_presence().await;
            }
        }
        // A socket that left, or was let go, may have taken its seat's presence.
        self.keep_presence().await;
        self.tell_presence(None);
    }

    /// Reads which seats other processes hold a socket of.
    async fn read_presence(&mut self) {
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
    async fn keep_presence(&mut self) {
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
    fn next_lease_end(&self) -> Option<Instant> {
        let end = self.elsewhere.iter().map(|&(_, until)| until).min()?;
        Some(self.shared.time.instant_at(end))
    }

    /// The seats present now: a human seat while a socket holds it (here, or in another
    /// process serving the match), a computer's always.
    fn presence(&self) -> Vec<SeatId> {
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
    fn tell_presence(&mut self, welcomed: Option<ConnId>) {
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

    /// The seats that have resigned, in seat order.
    fn resigned(&self) -> Vec<SeatId> {
        self.referee.resigned()
    }

    fn has_resigned(&self, seat: SeatId) -> bool {
        self.referee.has_resigned(seat)
    }

    /// The result, once the match is over: the rules', or the resignation's.
    fn outcome(&self) -> Option<Outcome> {
        self.referee.outcome()
    }

    /// The seats to decide now: none once the match is over.
    fn to_decide(&self) -> Vec<SeatId> {
        self.referee.to_decide()
    }

    /// How many of its last actions `seat` may take back now ([`Referee::revocable`]).
    fn revocable(&self, seat: SeatId) -> usize {
        self.referee.revocable(seat)
    }

    /// Whether `seat` is a human's that has not resigned: one with a clock, and notices.
    fn plays_itself(&self, seat: SeatId) -> bool {
        self.is_human(seat) && !self.has_resigned(seat)
    }

    fn seq(&self) -> u64 {
        self.referee.len() as u64
    }

    fn is_over(&self) -> bool {
        self.outcome().is_some()
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

    fn store(&self) -> &dyn Store {
        self.shared.store.as_ref()
    }

    fn is_human(&self, seat: SeatId) -> bool {
        self.record
            .seats
            .get(seat.index())
            .is_some_and(|s| s.kind.is_human())
    }

    /// When the clock started (ms since 1970): once every human seat is taken, at the last
    /// one's taking. None while a seat is open.
    fn clock_start(&self) -> Option<u64> {
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
    fn deadlines(&self) -> Vec<(SeatId, u64)> {
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
    fn deadline_for(&self, seat: Option<SeatId>) -> Option<u64> {
        let deadlines = self.deadlines();
        deadlines
            .iter()
            .find(|(s, _)| Some(*s) == seat)
            .or_else(|| deadlines.iter().min_by_key(|(_, at)| *at))
            .map(|&(_, at)| at)
    }

    /// When the task wakes to play a late move: the first deadline, if a computer plays
    /// late moves (or the retry of one that failed).
    fn next_late_move(&self) -> Option<Instant> {
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
    fn newly_to_decide(&self, before: &[SeatId], after: &[SeatId]) -> Vec<SeatId> {
        after
            .iter()
            .copied()
            .filter(|seat| !before.contains(seat) && self.plays_itself(*seat))
            .collect()
    }

    /// Plays the moves whose time ran out with the clock's computer, each action from its
    /// seat's observation, until the seat is no longer to decide (a turn of several actions
    /// is played to its end); then the computer seats play, if they are to.
    async fn play_late(&mut self) {
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

    fn open_seats(&self) -> Vec<SeatId> {
        self.record
            .seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| seat.kind.is_human() && seat.token.is_none())
            .map(|(index, _)| SeatId(index as u8))
            .collect()
    }

    async fn join(&mut self, taker: Taker) -> Result<SeatId, Refusal> {
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
    async fn claim(&mut self, seat: SeatId, taker: Taker) -> Result<SeatId, Refusal> {
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
    async fn take(&mut self, seat: SeatId, taker: Taker, again: bool) -> Result<bool, Refusal> {
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
    async fn rematch(&mut self, token: TokenHash) -> Result<Rematched, Refusal> {
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
    fn names(&self) -> Vec<Option<PlayerName>> {
        self.record.seats.iter().map(|s| s.name.clone()).collect()
    }

    async fn set_webhook(
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

    fn bad_token(&self) -> Refusal {
        Refusal::new(
            ErrorCode::BadToken,
            format!("this token holds no seat of match {}", self.record.code),
        )
    }

    /// Reads the match again from the store, for another process wrote it: set up and
    /// replayed as on a start, the sockets kept, and each sent the view it missed.
    async fn reload(&mut self) -> Result<(), Refusal> {
        let (since, undos) = (self.seq(), self.undos);
        self.reread().await?;
        if (self.seq(), self.undos) != (since, undos) {
            self.tell_everyone_since(since.min(self.seq()));
        }
        Ok(())
    }

    /// Reads the match again from the store, set up and replayed as on a start, the sockets
    /// kept; they are told nothing.
    async fn reread(&mut self) -> Result<(), Refusal> {
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
    fn revision(&self) -> Revision {
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
    async fn refresh(&mut self) -> Result<(), Refusal> {
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

    /// Every socket is told the open seats and the names now.
    fn tell_seated(&mut self) {
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
    fn tell_rematch(&mut self) {
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

    async fn connect(
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

    fn welcome(&self, seat: Option<SeatId>) -> ServerMessage {
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
    fn view(&self, seat: Option<SeatId>, since: u64) -> View {
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
    fn ended(&self) -> ServerMessage {
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

    fn summary(&self, seat: SeatId) -> MatchSummary {
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
    fn check_playing(&self, seat: SeatId) -> Result<(), Refusal> {
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
    fn seat_of_conn(&self, conn: ConnId, what: &str) -> Result<SeatId, Refusal> {
        self.connections
            .get(&conn)
            .and_then(|c| c.seat)
            .ok_or_else(|| Refusal::new(ErrorCode::NotASeat, format!("a spectator cannot {what}")))
    }

    /// The seat of socket `conn` resigns: kept in the store, then every socket is sent its
    /// view (the match over at two seats, the seat in `resigned`), and at more seats the
    /// computer plays the seat from then on.
    async fn resign(&mut self, conn: ConnId) -> Result<(), Refusal> {
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
    async fn take_back(&mut self, conn: ConnId, seq: u64, count: u32) -> Result<(), Refusal> {
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

    /// Applies `action` of `seat` (`late`: played by the clock's computer): the rules first,
    /// then the store (with the deadline after it, and a notice for each seat it brings to
    /// decide), and only then the match's state. Returns its sequence number.
    async fn apply(
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

/// Sleeps until `wake`, or for ever without one.
async fn sleep_until(wake: Option<Instant>) {
    match wake {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
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
