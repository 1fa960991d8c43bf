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

mod clocks;
mod moves;
mod presence;
mod restore;
mod seats;
mod telling;

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
