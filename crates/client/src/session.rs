//! One seat's session of an online match (or a spectator's), as a state machine a game loop
//! drives: [`OnlineMatch::poll`] once a frame, [`OnlineMatch::act`] when the player decides.
//! It holds what the server gave this seat and nothing more: its observation, never the game.

use crate::connection::{Connection, ConnectionState, Connector};
use codebreakers_kernel::{Game, Outcome, SeatId, SeatKind};
use codebreakers_protocol::{
    Acted, ClientMessage, ErrorCode, PROTOCOL_VERSION, PlayerName, Refusal, ServerMessage, View,
};
use codebreakers_records::SaveFile;
use serde_json::Value;
use std::collections::VecDeque;
use std::fmt;
use std::hash::{BuildHasher, Hasher};
use std::time::Duration;
use thiserror::Error;

/// A refusal from the server (its `error` message): its code, its message for people, and
/// the id of the action it refused, if it was one. Nothing changed on the server.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{refusal}")]
pub struct ServerRefusal {
    pub refusal: Refusal,
    /// The action refused (its id as [`OnlineMatch::act`] gave it), if it was one.
    pub action: Option<String>,
}

impl ServerRefusal {
    pub fn code(&self) -> ErrorCode {
        self.refusal.code
    }

    pub fn message(&self) -> &str {
        &self.refusal.message
    }
}

/// Why [`OnlineMatch::act`] sent nothing.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActError {
    #[error("a spectator cannot act")]
    Spectator,
    #[error("no view of the match has come yet")]
    NoView,
    #[error("the match is over")]
    Over,
    /// One action at a time: the last one's fate is not known yet.
    #[error("action {0} is not answered yet")]
    Unanswered(String),
    #[error("the session has stopped: {0}")]
    Stopped(ServerRefusal),
    #[error("the action cannot be written: {0}")]
    Unwritable(String),
    /// The seat has resigned: it plays no more.
    #[error("the seat has resigned")]
    Resigned,
    /// Not so many actions may be taken back now (the last view says how many may).
    #[error("{may} action(s) may be taken back now, not {asked}")]
    NotRevocable { may: u32, asked: u32 },
}

/// What happened, for the app to show: polled from [`OnlineMatch::poll`].
#[derive(Clone, Debug, PartialEq)]
pub enum MatchEvent {
    /// The server took the hello the first time: the match and this socket's seat. (If the
    /// first connection failed before, a [`MatchEvent::Back`] follows.)
    Welcome {
        seat: Option<SeatId>,
        seats: Vec<SeatKind>,
        open_seats: Vec<SeatId>,
    },
    /// A new view: the observation, `to_decide`, the outcome are now those of action `seq`;
    /// `acted` says who acted since the last one (for the log).
    View { seq: u64, acted: Vec<Acted> },
    /// The server applied this session's action `id` as action `seq` (`repeated`: sent again
    /// after a drop, it had been applied already, and was not applied twice).
    Accepted {
        id: String,
        seq: u64,
        repeated: bool,
    },
    /// The server refused something (an action, if `action` names it); nothing changed.
    Refused(ServerRefusal),
    /// The connection dropped (or could not be made): show the banner; the session comes
    /// back by itself.
    ConnectionLost,
    /// The session is back (a new socket said hello and was welcomed): hide the banner.
    Back,
    /// The match is over: its save, as a local save (seed included), for replays.
    Ended,
    /// A seat (`by`, if the server says) asked for a rematch: its code (each seat takes its
    /// place through the lobby).
    Rematch { code: String, by: Option<SeatId> },
    /// A seat was taken (a friend joined): the open seats and the names changed (see
    /// [`OnlineMatch::open_seats`] and [`OnlineMatch::names`]).
    Seated,
    /// The seats connected now changed (see [`OnlineMatch::present`]).
    Presence { present: Vec<SeatId> },
    /// `seat` resigned (a view told it): at two seats the match is over (its outcome and
    /// [`MatchEvent::Ended`] follow), at more the server's computer plays the seat from now.
    Resigned { seat: SeatId },
    /// `seat` took back its last `count` actions: the match is at action `seq` again, and
    /// the view of it follows (a [`MatchEvent::View`] of a lower `seq` than the one before).
    TakenBack { seat: SeatId, count: u32, seq: u64 },
    /// The session stopped for good (its token or the match refused at hello, or another
    /// game's match): nothing more comes.
    Stopped(ServerRefusal),
}

/// How the session stands with the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Opening the first connection.
    Connecting,
    /// Welcomed on the connection now open.
    Online,
    /// Lost: coming back, at the `attempt`-th try since.
    Lost { attempt: u32 },
    /// Over for good: the match ended and its socket closed, or the session stopped.
    Closed,
}

/// The waits between tries to come back: `first`, then twice the last each time, at most
/// `max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    pub first: Duration,
    pub max: Duration,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff {
            first: Duration::from_millis(250),
            max: Duration::from_secs(15),
        }
    }
}

impl Backoff {
    /// The wait before the try after `failures` failed ones (0: the first try after a drop).
    pub fn wait(&self, failures: u32) -> Duration {
        if failures == 0 {
            return Duration::ZERO;
        }
        let doubled = self
            .first
            .checked_mul(1u32 << (failures - 1).min(20))
            .unwrap_or(self.max);
        doubled.min(self.max)
    }
}

/// The action sent and not yet answered.
#[derive(Clone, Debug)]
struct Pending {
    id: String,
    seq: u64,
    action: Value,
}

/// One seat's session of an online match of game `G`, or a spectator's. It holds only what
/// the server sends this socket: the seat's observation (the public one for a spectator),
/// the last sequence number, who is to decide, the outcome, and at the end the save.
///
/// Drive it from a game loop: [`poll`](Self::poll) each frame with the time since the app
/// started (it never reads a clock itself, nor blocks), and [`act`](Self::act) on the
/// player's decision. A dropped connection is opened again by itself, with `backoff`
/// between tries; its hello carries the token and the last sequence number, and an action
/// whose fate is unknown is sent again with its id (the server applies it once).
pub struct OnlineMatch<G: Game, C: Connector> {
    connector: C,
    connection: Option<C::Connection>,
    /// Whether the connection now open has been welcomed.
    greeted: bool,
    code: String,
    token: Option<String>,
    backoff: Backoff,
    link: Link,
    /// Failed tries since the last welcome, and when the next may be.
    failures: u32,
    retry_at: Duration,
    welcomed: bool,
    seat: Option<SeatId>,
    /// The game of the match, as the server's welcome named it.
    game: Option<String>,
    seats: Vec<SeatKind>,
    open_seats: Vec<SeatId>,
    /// Each seat's player's name, as the server last told them.
    names: Vec<Option<PlayerName>>,
    options: Value,
    seq: Option<u64>,
    observation: Option<G::Observation>,
    to_decide: Vec<SeatId>,
    outcome: Option<Outcome>,
    deadline: Option<u64>,
    /// The seats connected now, as the server last told.
    present: Vec<SeatId>,
    /// The seats that resigned, as of the last view.
    resigned: Vec<SeatId>,
    /// Take-backs in the match as of the last view: a view of more is newer, whatever its seq.
    undos: u64,
    /// How many of its last actions this seat may take back, as of the last view.
    revocable: u32,
    /// A resignation or take-back asked for while no connection was open: sent with the
    /// next hello.
    request: Option<ClientMessage>,
    pending: Option<Pending>,
    /// The highest sequence number the server is known to have reached (from `accepted`).
    reached: u64,
    /// Names the actions of this session apart from those of another session of the seat.
    nonce: u64,
    sent: u64,
    save: Option<SaveFile>,
    rematch: Option<String>,
    stopped: Option<ServerRefusal>,
    events: VecDeque<MatchEvent>,
}

impl<G: Game, C: Connector> fmt::Debug for OnlineMatch<G, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OnlineMatch")
            .field("game", &G::ID)
            .field("code", &self.code)
            .field("seat", &self.seat)
            .field("seq", &self.seq)
            .field("link", &self.link)
            .field("pending", &self.pending.as_ref().map(|p| &p.id))
            .finish_non_exhaustive()
    }
}

impl<G: Game, C: Connector> OnlineMatch<G, C> {
    /// The session of the seat `token` holds in the match of invite `code`. `last_seq`: the
    /// last sequence number this client saw of it before (from a previous session), if any.
    pub fn seat(connector: C, code: &str, token: &str, last_seq: Option<u64>) -> Self {
        Self::new(connector, code, Some(token.to_string()), last_seq)
    }

    /// A spectator's session of the match of invite `code`: the public view only.
    pub fn spectate(connector: C, code: &str) -> Self {
        Self::new(connector, code, None, None)
    }

    fn new(connector: C, code: &str, token: Option<String>, last_seq: Option<u64>) -> Self {
        let nonce = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish();
        OnlineMatch {
            connector,
            connection: None,
            greeted: false,
            code: code.to_string(),
            token,
            backoff: Backoff::default(),
            link: Link::Connecting,
            failures: 0,
            retry_at: Duration::ZERO,
            welcomed: false,
            seat: None,
            game: None,
            seats: Vec::new(),
            open_seats: Vec::new(),
            names: Vec::new(),
            options: Value::Null,
            seq: last_seq,
            observation: None,
            to_decide: Vec::new(),
            outcome: None,
            deadline: None,
            present: Vec::new(),
            resigned: Vec::new(),
            undos: 0,
            revocable: 0,
            request: None,
            pending: None,
            reached: 0,
            nonce,
            sent: 0,
            save: None,
            rematch: None,
            stopped: None,
            events: VecDeque::new(),
        }
    }

    /// The same session with other waits between tries to come back.
    pub fn with_backoff(mut self, backoff: Backoff) -> Self {
        self.backoff = backoff;
        self
    }

    /// The same session naming its actions with `nonce` (by default one drawn from the
    /// standard library's hasher keys): two sessions of one seat at once, on two devices say,
    /// should have different ones.
    pub fn with_nonce(mut self, nonce: u64) -> Self {
        self.nonce = nonce;
        self
    }

    /// The match's invite code.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The game of the match as the server named it at its welcome (also when it was not
    /// this session's game, which stops the session: a spectator may open it again as its
    /// own game).
    pub fn game(&self) -> Option<&str> {
        self.game.as_deref()
    }

    /// The seat this session plays (once welcomed); `None` for a spectator.
    pub fn my_seat(&self) -> Option<SeatId> {
        self.seat
    }

    pub fn is_spectator(&self) -> bool {
        self.token.is_none()
    }

    /// Who plays each seat, and the human seats no one has taken yet (once welcomed).
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    pub fn open_seats(&self) -> &[SeatId] {
        &self.open_seats
    }

    /// Each seat's player's name, by seat (none for a computer's, an open seat, or a player
    /// who gave none), once welcomed.
    pub fn names(&self) -> &[Option<PlayerName>] {
        &self.names
    }

    /// The match's options, as the game's JSON (once welcomed).
    pub fn options(&self) -> Result<G::Options, serde_json::Error> {
        serde_json::from_value(self.options.clone())
    }

    /// The last view's sequence number: actions played so far.
    pub fn seq(&self) -> Option<u64> {
        self.seq
    }

    /// The seat's observation (the public one for a spectator), as of [`seq`](Self::seq).
    pub fn observation(&self) -> Option<&G::Observation> {
        self.observation.as_ref()
    }

    pub fn to_decide(&self) -> &[SeatId] {
        &self.to_decide
    }

    /// Whether this seat is to decide and may act now: no action of its is unanswered, and
    /// the view held is the latest (not one its own accepted action has overtaken).
    pub fn my_turn(&self) -> bool {
        self.seat.is_some_and(|seat| self.to_decide.contains(&seat))
            && self.outcome.is_none()
            && self.pending.is_none()
            && self.observation.is_some()
            && self.seq.is_some_and(|seq| seq >= self.reached)
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// On a match with a clock, when the move's time runs out (seconds since 1970).
    pub fn deadline(&self) -> Option<u64> {
        self.deadline
    }

    /// The seats connected now (a human seat while a socket holds it, a computer's always),
    /// as the server last told; a change comes as [`MatchEvent::Presence`].
    pub fn present(&self) -> &[SeatId] {
        &self.present
    }

    /// The seats that have resigned.
    pub fn resigned(&self) -> &[SeatId] {
        &self.resigned
    }

    /// How many of its last actions this seat may take back now ([`take_back`](Self::take_back)):
    /// 0 for a spectator, once the match is over, and while an action or take-back is on its
    /// way. For the app's Undo button.
    pub fn revocable(&self) -> u32 {
        if self.pending.is_some() || self.request.is_some() || self.outcome.is_some() {
            return 0;
        }
        self.revocable
    }

    /// How many take-backs the match has had (the last view's count).
    pub fn undos(&self) -> u64 {
        self.undos
    }

    /// The seat resigns: at two seats the match ends and the other seat wins; at more, the
    /// server's computer plays this seat from then on. Sent now, or with the next hello.
    pub fn resign(&mut self) -> Result<(), ActError> {
        self.check_seat()?;
        self.request(ClientMessage::Resign {});
        Ok(())
    }

    /// Takes back this seat's last `count` actions, as the last view allows
    /// ([`revocable`](Self::revocable)). The server answers with a
    /// [`MatchEvent::TakenBack`] and the view of before (or a refusal, if the match moved
    /// on meanwhile).
    pub fn take_back(&mut self, count: u32) -> Result<(), ActError> {
        self.check_seat()?;
        let Some(seq) = self.seq.filter(|_| self.observation.is_some()) else {
            return Err(ActError::NoView);
        };
        if let Some(pending) = &self.pending {
            return Err(ActError::Unanswered(pending.id.clone()));
        }
        let may = self.revocable();
        if count == 0 || count > may {
            return Err(ActError::NotRevocable { may, asked: count });
        }
        self.request(ClientMessage::TakeBack { seq, count });
        Ok(())
    }

    /// What a seat may not do, stopped, watching, resigned or after the end, refused here.
    fn check_seat(&self) -> Result<(), ActError> {
        if let Some(stopped) = &self.stopped {
            return Err(ActError::Stopped(stopped.clone()));
        }
        if self.is_spectator() {
            return Err(ActError::Spectator);
        }
        if self.seat.is_some_and(|seat| self.resigned.contains(&seat)) {
            return Err(ActError::Resigned);
        }
        if self.outcome.is_some() || self.save.is_some() {
            return Err(ActError::Over);
        }
        Ok(())
    }

    /// Sends `message` now if a connection is open, else with the next hello.
    fn request(&mut self, message: ClientMessage) {
        match self.connection.as_mut() {
            Some(connection) => {
                connection.send(&message);
            }
            None => self.request = Some(message),
        }
    }

    /// The id of the action sent and not yet answered.
    pub fn unanswered(&self) -> Option<&str> {
        self.pending.as_ref().map(|p| p.id.as_str())
    }

    /// The whole match as a save, once it is over.
    pub fn save(&self) -> Option<&SaveFile> {
        self.save.as_ref()
    }

    /// The rematch's code, once a seat has asked for one.
    pub fn rematch(&self) -> Option<&str> {
        self.rematch.as_deref()
    }

    pub fn link(&self) -> &Link {
        &self.link
    }

    /// The connection now held, if any (to close it, say).
    pub fn connection_mut(&mut self) -> Option<&mut C::Connection> {
        self.connection.as_mut()
    }

    /// Sends `action` for this seat, chosen in the view of [`seq`](Self::seq), under a fresh
    /// id (returned), kept until the server answers: `accepted` (a
    /// [`MatchEvent::Accepted`]), or a refusal (a [`MatchEvent::Refused`] naming it). Sent
    /// now if a connection is open, else as soon as one is. The server referees it: only
    /// what cannot be sent at all is refused here.
    pub fn act(&mut self, action: &G::Action) -> Result<String, ActError> {
        if let Some(stopped) = &self.stopped {
            return Err(ActError::Stopped(stopped.clone()));
        }
        self.check_seat()?;
        let (Some(seq), Some(_)) = (self.seq, &self.observation) else {
            return Err(ActError::NoView);
        };
        if let Some(pending) = &self.pending {
            return Err(ActError::Unanswered(pending.id.clone()));
        }
        let action =
            serde_json::to_value(action).map_err(|e| ActError::Unwritable(e.to_string()))?;
        self.sent += 1;
        // The view's sequence number, this session's nonce and a count: unique to this
        // action, at most 1 + 20 + 1 + 16 + 1 + 20 bytes (the protocol allows 64).
        let id = format!("{seq}-{:016x}-{}", self.nonce, self.sent);
        let pending = Pending {
            id: id.clone(),
            seq,
            action,
        };
        if let Some(connection) = self.connection.as_mut() {
            connection.send(&act_message(&pending));
        }
        self.pending = Some(pending);
        Ok(id)
    }

    /// Reads what came, opens a connection again if it is time to, and gives what happened
    /// since the last poll. `now` is the time since any fixed start (the app's elapsed time):
    /// it paces the tries to come back.
    pub fn poll(&mut self, now: Duration) -> Vec<MatchEvent> {
        if self.link != Link::Closed {
            self.step(now);
        }
        self.events.drain(..).collect()
    }

    fn step(&mut self, now: Duration) {
        if self.connection.is_none() {
            if self.save.is_some() && self.pending.is_none() {
                // Over, and nothing more to learn: no need to come back.
                self.link = Link::Closed;
                return;
            }
            if now < self.retry_at {
                return;
            }
            self.open();
        }
        while let Some(message) = self.connection.as_mut().and_then(Connection::try_recv) {
            self.receive(message, now);
        }
        let closed = self
            .connection
            .as_ref()
            .is_some_and(|c| c.state() == ConnectionState::Closed);
        if closed {
            self.lost(now);
        }
    }

    /// A new connection: hello, and the unanswered action again (the same id).
    fn open(&mut self) {
        let mut connection = self.connector.connect();
        connection.send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            code: self.code.clone(),
            token: self.token.clone(),
            last_seq: self.seq,
        });
        if let Some(pending) = &self.pending {
            connection.send(&act_message(pending));
        }
        if let Some(request) = self.request.take() {
            connection.send(&request);
        }
        self.connection = Some(connection);
        self.greeted = false;
    }

    /// The connection is gone: tell the app once, and try again after the backoff.
    fn lost(&mut self, now: Duration) {
        if let Some(mut connection) = self.connection.take() {
            connection.close();
        }
        self.greeted = false;
        if self.stopped.is_some() {
            self.link = Link::Closed;
            return;
        }
        if self.save.is_some() && self.pending.is_none() {
            self.link = Link::Closed;
            return;
        }
        if !matches!(self.link, Link::Lost { .. }) {
            self.events.push_back(MatchEvent::ConnectionLost);
        }
        self.failures += 1;
        self.link = Link::Lost {
            attempt: self.failures,
        };
        self.retry_at = now + self.backoff.wait(self.failures - 1);
    }

    fn stop(&mut self, refusal: ServerRefusal) {
        self.stopped = Some(refusal.clone());
        self.pending = None;
        if let Some(mut connection) = self.connection.take() {
            connection.close();
        }
        self.link = Link::Closed;
        self.events.push_back(MatchEvent::Stopped(refusal));
    }

    fn receive(&mut self, message: ServerMessage, now: Duration) {
        if self.stopped.is_some() {
            return;
        }
        match message {
            ServerMessage::Welcome {
                game,
                options,
                seats,
                open_seats,
                seat,
                present,
                names,
                ..
            } => {
                self.game = Some(game.clone());
                if game != G::ID {
                    let refusal = Refusal::new(
                        ErrorCode::UnknownGame,
                        format!("match {} is of {game}, not {}", self.code, G::ID),
                    );
                    self.stop(ServerRefusal {
                        refusal,
                        action: None,
                    });
                    return;
                }
                self.greeted = true;
                self.failures = 0;
                self.seat = seat;
                self.seats = seats.clone();
                self.open_seats = open_seats.clone();
                self.names = names;
                self.options = options;
                let was = std::mem::replace(&mut self.link, Link::Online);
                if !self.welcomed {
                    self.welcomed = true;
                    self.events.push_back(MatchEvent::Welcome {
                        seat,
                        seats,
                        open_seats,
                    });
                }
                if matches!(was, Link::Lost { .. }) {
                    self.events.push_back(MatchEvent::Back);
                }
                self.presence(present);
            }
            ServerMessage::Presence { present } => self.presence(present),
            ServerMessage::Seated { open_seats, names } => {
                self.open_seats = open_seats;
                self.names = names;
                self.events.push_back(MatchEvent::Seated);
            }
            ServerMessage::TakenBack { seat, count, seq } => {
                self.events
                    .push_back(MatchEvent::TakenBack { seat, count, seq });
            }
            ServerMessage::View(view) => self.view(view),
            ServerMessage::Accepted { id, seq, repeated } => {
                if self.pending.as_ref().is_some_and(|p| p.id == id) {
                    self.pending = None;
                }
                // The view of it is on its way: until it comes, the view held is behind.
                self.reached = self.reached.max(seq);
                self.events
                    .push_back(MatchEvent::Accepted { id, seq, repeated });
            }
            ServerMessage::Ended { save } => {
                if self.save.is_none() {
                    match SaveFile::from_json(save.to_string().as_bytes()) {
                        Ok(save) => {
                            self.save = Some(save);
                            self.pending = None;
                            self.events.push_back(MatchEvent::Ended);
                        }
                        Err(e) => {
                            let refusal = Refusal::new(
                                ErrorCode::Internal,
                                format!("the match's save cannot be read: {e}"),
                            );
                            self.events.push_back(MatchEvent::Refused(ServerRefusal {
                                refusal,
                                action: None,
                            }));
                        }
                    }
                }
            }
            ServerMessage::Rematch { code, by } => {
                if self.rematch.as_deref() != Some(code.as_str()) {
                    self.rematch = Some(code.clone());
                    self.events.push_back(MatchEvent::Rematch { code, by });
                }
            }
            ServerMessage::Error { code, message, id } => {
                let refusal = ServerRefusal {
                    refusal: Refusal::new(code, message),
                    action: id.clone(),
                };
                if let Some(id) = &id
                    && self.pending.as_ref().is_some_and(|p| &p.id == id)
                {
                    self.pending = None;
                }
                if !self.greeted && id.is_none() {
                    // The hello was refused. Its token or match will not do better later;
                    // anything else (the server's trouble, its rate) is tried again.
                    if matches!(
                        code,
                        ErrorCode::BadToken
                            | ErrorCode::UnknownMatch
                            | ErrorCode::UnsupportedVersion
                            | ErrorCode::BadOrigin
                    ) {
                        self.stop(refusal);
                    } else {
                        if code == ErrorCode::StaleSequence {
                            // A `last_seq` past the match (kept from a lost session): ask
                            // for the match from its start instead.
                            self.seq = None;
                        }
                        self.events.push_back(MatchEvent::Refused(refusal));
                        self.lost(now);
                    }
                    return;
                }
                let unread = id.is_none() && code == ErrorCode::RateLimited;
                self.events.push_back(MatchEvent::Refused(refusal));
                if unread && self.pending.is_some() {
                    // The action may be the message refused unread: come back after the
                    // backoff and send it again.
                    self.lost(now);
                }
            }
        }
    }

    fn presence(&mut self, present: Vec<SeatId>) {
        if present != self.present {
            self.present = present.clone();
            self.events.push_back(MatchEvent::Presence { present });
        }
    }

    fn view(&mut self, view: View) {
        // A view older than the one held (sent again after a stale refusal) changes nothing;
        // one after a take-back (more take-backs counted) is newer even at a lower seq.
        let older = view.undos < self.undos
            || (view.undos == self.undos && self.seq.is_some_and(|seq| view.seq < seq));
        if self.observation.is_some() && older {
            return;
        }
        let observation = match serde_json::from_value::<G::Observation>(view.observation) {
            Ok(observation) => observation,
            Err(e) => {
                let refusal = Refusal::new(
                    ErrorCode::Internal,
                    format!("a view this client cannot read: {e}"),
                );
                self.events.push_back(MatchEvent::Refused(ServerRefusal {
                    refusal,
                    action: None,
                }));
                return;
            }
        };
        if view.undos > self.undos {
            // Actions were taken back: the server is where this view is.
            self.reached = view.seq;
        }
        let first = self.observation.is_none();
        self.seq = Some(view.seq);
        self.observation = Some(observation);
        self.to_decide = view.to_decide;
        self.outcome = view.outcome;
        self.deadline = view.deadline;
        self.undos = view.undos;
        self.revocable = view.revocable;
        self.events.push_back(MatchEvent::View {
            seq: view.seq,
            acted: view.acted,
        });
        for &seat in &view.resigned {
            if !first && !self.resigned.contains(&seat) {
                self.events.push_back(MatchEvent::Resigned { seat });
            }
        }
        self.resigned = view.resigned;
    }
}

fn act_message(pending: &Pending) -> ClientMessage {
    ClientMessage::Act {
        id: pending.id.clone(),
        seq: pending.seq,
        action: pending.action.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use codebreakers_code_breaker::CodeBreaker;
    use codebreakers_kernel::Chance;
    use std::cell::RefCell;
    use std::rc::Rc;

    /// A connection the test scripts: what it was sent, what comes, whether it is closed.
    #[derive(Default)]
    struct Script {
        sent: Vec<ClientMessage>,
        coming: VecDeque<ServerMessage>,
        closed: bool,
        opened: usize,
    }

    struct Scripted(Rc<RefCell<Script>>);

    impl Connection for Scripted {
        fn send(&mut self, message: &ClientMessage) -> bool {
            self.0.borrow_mut().sent.push(message.clone());
            true
        }
        fn try_recv(&mut self) -> Option<ServerMessage> {
            self.0.borrow_mut().coming.pop_front()
        }
        fn state(&self) -> ConnectionState {
            if self.0.borrow().closed {
                ConnectionState::Closed
            } else {
                ConnectionState::Open
            }
        }
        fn close(&mut self) {
            self.0.borrow_mut().closed = true;
        }
    }

    fn welcome() -> ServerMessage {
        ServerMessage::Welcome {
            version: PROTOCOL_VERSION,
            code: "ACDEFH".into(),
            game: "code-breaker".into(),
            options: Value::Null,
            seats: vec![SeatKind::Human, SeatKind::Human],
            open_seats: vec![],
            seat: Some(SeatId(0)),
            present: vec![SeatId(0)],
            names: vec![None, None],
        }
    }

    fn view(game: &CodeBreaker, seq: u64) -> ServerMessage {
        ServerMessage::View(View {
            seq,
            acted: vec![],
            observation: serde_json::to_value(game.observe(SeatId(0))).unwrap(),
            to_decide: game.to_decide(),
            outcome: None,
            deadline: None,
            resigned: vec![],
            undos: 0,
            revocable: 0,
        })
    }

    #[test]
    fn a_session_comes_back_after_its_backoff_with_its_last_seq_and_its_unanswered_action() {
        let script = Rc::new(RefCell::new(Script::default()));
        let shared = script.clone();
        let connector = move || {
            let mut script = shared.borrow_mut();
            script.closed = false;
            script.opened += 1;
            Scripted(shared.clone())
        };
        let backoff = Backoff {
            first: Duration::from_millis(100),
            max: Duration::from_secs(1),
        };
        let mut session = OnlineMatch::<CodeBreaker, _>::seat(connector, "ACDEFH", "t", None)
            .with_backoff(backoff)
            .with_nonce(7);
        let game = CodeBreaker::setup(&Default::default(), 2, Chance::seeded(3)).unwrap();
        let ms = Duration::from_millis;
        script
            .borrow_mut()
            .coming
            .extend([welcome(), view(&game, 0)]);
        let events = session.poll(ms(0));
        assert!(matches!(
            events[0],
            MatchEvent::Welcome {
                seat: Some(SeatId(0)),
                ..
            }
        ));
        assert_eq!(
            events[1],
            MatchEvent::Presence {
                present: vec![SeatId(0)]
            }
        );
        assert_eq!(
            events[2],
            MatchEvent::View {
                seq: 0,
                acted: vec![]
            }
        );
        assert_eq!(session.link(), &Link::Online);
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            code: "ACDEFH".into(),
            token: Some("t".into()),
            last_seq: None,
        };
        assert_eq!(script.borrow().sent, [hello]);

        // An action, then the socket drops before its answer.
        let seat = game.to_decide()[0];
        assert_eq!(seat, SeatId(0), "seat 0 makes the first code");
        assert!(session.my_turn());
        let action = game.legal_actions(seat)[0];
        let id = session.act(&action).unwrap();
        assert_eq!(id, "0-0000000000000007-1");
        assert!(!session.my_turn());
        script.borrow_mut().closed = true;
        assert_eq!(session.poll(ms(10)), [MatchEvent::ConnectionLost]);
        assert_eq!(session.link(), &Link::Lost { attempt: 1 });
        // The first try is at once; it fails too, and the next waits 100 ms.
        assert_eq!(session.poll(ms(10)), []);
        assert_eq!(script.borrow().opened, 2);
        script.borrow_mut().closed = true;
        assert_eq!(session.poll(ms(20)), [], "the banner is shown once");
        assert_eq!(session.link(), &Link::Lost { attempt: 2 });
        assert_eq!(session.poll(ms(60)), []);
        assert_eq!(script.borrow().opened, 2, "not before the backoff");
        script.borrow_mut().sent.clear();
        let mut after = game.clone();
        after.apply(seat, &action).unwrap();
        script.borrow_mut().coming.extend([
            welcome(),
            view(&after, 1),
            ServerMessage::Accepted {
                id: id.clone(),
                seq: 1,
                repeated: true,
            },
        ]);
        let events = session.poll(ms(120));
        assert_eq!(script.borrow().opened, 3);
        let sent = script.borrow().sent.clone();
        assert_eq!(
            sent,
            [
                ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                    code: "ACDEFH".into(),
                    token: Some("t".into()),
                    last_seq: Some(0),
                },
                ClientMessage::Act {
                    id: id.clone(),
                    seq: 0,
                    action: serde_json::to_value(action).unwrap(),
                }
            ],
            "hello with the last seq, and the action again under its id"
        );
        assert_eq!(
            events,
            [
                MatchEvent::Back,
                MatchEvent::View {
                    seq: 1,
                    acted: vec![]
                },
                MatchEvent::Accepted {
                    id,
                    seq: 1,
                    repeated: true
                },
            ]
        );
        assert_eq!(session.link(), &Link::Online);
        assert_eq!(session.unanswered(), None);
        assert_eq!(session.observation(), Some(&after.observe(SeatId(0))));
    }

    #[test]
    fn an_older_view_changes_nothing_and_a_refused_action_may_be_chosen_again() {
        let script = Rc::new(RefCell::new(Script::default()));
        let shared = script.clone();
        let connector = move || Scripted(shared.clone());
        let mut session = OnlineMatch::<CodeBreaker, _>::seat(connector, "ACDEFH", "t", None);
        let game = CodeBreaker::setup(&Default::default(), 2, Chance::seeded(3)).unwrap();
        let mut after = game.clone();
        let action = game.legal_actions(SeatId(0))[0];
        after.apply(SeatId(0), &action).unwrap();
        script
            .borrow_mut()
            .coming
            .extend([welcome(), view(&after, 1), view(&game, 0)]);
        session.poll(Duration::ZERO);
        assert_eq!(session.seq(), Some(1));
        assert_eq!(session.observation(), Some(&after.observe(SeatId(0))));

        let id = session.act(&game.legal_actions(SeatId(0))[0]).unwrap();
        script.borrow_mut().coming.push_back(ServerMessage::Error {
            code: ErrorCode::NotYourTurn,
            message: "player 1 is not to decide now".into(),
            id: Some(id.clone()),
        });
        let events = session.poll(Duration::ZERO);
        let MatchEvent::Refused(refusal) = &events[0] else {
            panic!("{events:?}");
        };
        assert_eq!(refusal.code(), ErrorCode::NotYourTurn);
        assert_eq!(refusal.message(), "player 1 is not to decide now");
        assert_eq!(refusal.action.as_deref(), Some(id.as_str()));
        assert_eq!(session.unanswered(), None);
        assert_eq!(session.seq(), Some(1));
    }

    #[test]
    fn a_take_back_brings_a_lower_view_and_presence_and_resignations_are_told() {
        let script = Rc::new(RefCell::new(Script::default()));
        let shared = script.clone();
        let connector = move || Scripted(shared.clone());
        let mut session =
            OnlineMatch::<CodeBreaker, _>::seat(connector, "ACDEFH", "t", None).with_nonce(1);
        let game = CodeBreaker::setup(&Default::default(), 2, Chance::seeded(3)).unwrap();
        let action = game.legal_actions(SeatId(0))[0];
        let mut after = game.clone();
        after.apply(SeatId(0), &action).unwrap();
        let with = |state: &CodeBreaker, seq: u64, undos: u64, revocable: u32| {
            let ServerMessage::View(mut view) = view(state, seq) else {
                unreachable!()
            };
            view.undos = undos;
            view.revocable = revocable;
            view
        };
        script
            .borrow_mut()
            .coming
            .extend([welcome(), view(&game, 0)]);
        session.poll(Duration::ZERO);
        assert_eq!(session.present(), [SeatId(0)]);
        assert_eq!(
            session.take_back(1),
            Err(ActError::NotRevocable { may: 0, asked: 1 })
        );
        let id = session.act(&action).unwrap();
        script.borrow_mut().coming.extend([
            ServerMessage::Accepted {
                id,
                seq: 1,
                repeated: false,
            },
            ServerMessage::View(with(&after, 1, 0, 1)),
            ServerMessage::Presence {
                present: vec![SeatId(0), SeatId(1)],
            },
            ServerMessage::Presence {
                present: vec![SeatId(0), SeatId(1)],
            },
        ]);
        let events = session.poll(Duration::ZERO);
        assert_eq!(
            events[2..],
            [MatchEvent::Presence {
                present: vec![SeatId(0), SeatId(1)]
            }],
            "told once"
        );
        assert_eq!(session.revocable(), 1);
        assert!(!session.my_turn());
        assert_eq!(
            session.take_back(2),
            Err(ActError::NotRevocable { may: 1, asked: 2 })
        );
        session.take_back(1).unwrap();
        assert_eq!(
            script.borrow().sent.last(),
            Some(&ClientMessage::TakeBack { seq: 1, count: 1 })
        );

        // The take-back's answer: the view of before, its seq lower; an old view after it
        // changes nothing.
        script.borrow_mut().coming.extend([
            ServerMessage::TakenBack {
                seat: SeatId(0),
                count: 1,
                seq: 0,
            },
            ServerMessage::View(with(&game, 0, 1, 0)),
            ServerMessage::View(with(&after, 1, 0, 1)),
        ]);
        let events = session.poll(Duration::ZERO);
        assert_eq!(
            events,
            [
                MatchEvent::TakenBack {
                    seat: SeatId(0),
                    count: 1,
                    seq: 0
                },
                MatchEvent::View {
                    seq: 0,
                    acted: vec![]
                },
            ]
        );
        assert_eq!((session.seq(), session.undos()), (Some(0), 1));
        assert_eq!(session.observation(), Some(&game.observe(SeatId(0))));
        assert!(
            session.my_turn(),
            "its turn again, though it reached action 1 before"
        );

        // The other seat resigns: told once, from the view that first lists it.
        let mut resigned = with(&game, 0, 1, 0);
        resigned.resigned = vec![SeatId(1)];
        script.borrow_mut().coming.extend([
            ServerMessage::View(resigned.clone()),
            ServerMessage::View(resigned),
        ]);
        let events = session.poll(Duration::ZERO);
        assert_eq!(
            events
                .iter()
                .filter(|e| matches!(e, MatchEvent::Resigned { .. }))
                .collect::<Vec<_>>(),
            [&MatchEvent::Resigned { seat: SeatId(1) }]
        );
        assert_eq!(session.resigned(), [SeatId(1)]);

        // This seat resigns; once a view says so, it may do nothing more.
        session.resign().unwrap();
        assert_eq!(script.borrow().sent.last(), Some(&ClientMessage::Resign {}));
        let mut both = with(&game, 0, 1, 0);
        both.resigned = vec![SeatId(0), SeatId(1)];
        script
            .borrow_mut()
            .coming
            .push_back(ServerMessage::View(both));
        session.poll(Duration::ZERO);
        assert_eq!(session.act(&action), Err(ActError::Resigned));
        assert_eq!(session.resign(), Err(ActError::Resigned));
        assert_eq!(session.take_back(1), Err(ActError::Resigned));
    }

    #[test]
    fn the_backoff_doubles_up_to_its_most() {
        let backoff = Backoff {
            first: Duration::from_millis(100),
            max: Duration::from_secs(1),
        };
        let waits: Vec<_> = (0..7).map(|n| backoff.wait(n).as_millis()).collect();
        assert_eq!(waits, [0, 100, 200, 400, 800, 1000, 1000]);
        assert_eq!(backoff.wait(u32::MAX), Duration::from_secs(1));
    }
}
