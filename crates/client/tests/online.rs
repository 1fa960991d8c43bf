//! `OnlineMatch` against an in-process server on 127.0.0.1: each game played to the end by
//! one session a human seat (computers on the server), their connections dropped at random
//! steps (the transport killed, or closed) and resumed, a spectator watching; the final
//! observations equal a local replay of the save, an action sent twice applies once, a
//! refusal comes back typed and changes nothing, and a spectator never sees a Code Breaker
//! code before the end. Every wait is bounded.

use codebreakers_client::{
    ActError, Backoff, Connection, ConnectionState, Connector, Lobby, MatchEvent, NativeConnection,
    NativeConnector, OnlineMatch,
};
use codebreakers_kernel::{BotLevel, Game, MatchSeeds, SeatId};
use codebreakers_protocol::{
    ClientMessage, CreateMatch, ErrorCode, PROTOCOL_VERSION, SeatChoice, ServerMessage,
};
use codebreakers_registry::{ForGame, Registered, with_game};
use codebreakers_server::{Hub, SqliteStore, Store, install_the_shipped_book, serve_hub};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;
use serde_json::{Value, json};
use std::cell::RefCell;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The longest a match (or a wait) may take.
const LIMIT: Duration = Duration::from_secs(120);

/// Quick tries to come back, for tests.
const BACKOFF: Backoff = Backoff {
    first: Duration::from_millis(10),
    max: Duration::from_millis(200),
};

/// A server on a free loopback port over a SQLite file of its own, in a runtime of its own
/// (its tasks run on the runtime's threads while the test polls on its own).
struct Server {
    runtime: tokio::runtime::Runtime,
    addr: SocketAddr,
    hub: Arc<Hub>,
    store: Arc<dyn Store>,
    dir: PathBuf,
}

impl Server {
    fn start(name: &str) -> Server {
        install_the_shipped_book().expect("the shipped book reads");
        let dir = std::env::temp_dir().join(format!(
            "codebreakers-client-test-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let (addr, hub, store) = runtime.block_on(async {
            let store: Arc<dyn Store> = Arc::new(
                SqliteStore::open(&dir.join("matches.sqlite"))
                    .await
                    .expect("the store opens"),
            );
            let hub = Arc::new(Hub::new(store.clone()));
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("a loopback port");
            let addr = listener.local_addr().expect("its address");
            tokio::spawn(serve_hub(listener, hub.clone()));
            (addr, hub, store)
        });
        Server {
            runtime,
            addr,
            hub,
            store,
            dir,
        }
    }

    fn lobby(&self) -> Lobby {
        Lobby::new(&format!("http://{}", self.addr)).expect("an address")
    }

    /// The actions stored for match `code`: (seat, action, client id).
    fn stored(&self, code: &str) -> Vec<(SeatId, Value, Option<String>)> {
        let stored = self
            .runtime
            .block_on(self.store.load_match(code))
            .expect("the store reads")
            .expect("the match is stored");
        stored
            .actions
            .into_iter()
            .map(|a| (a.seat, a.action, a.client_id))
            .collect()
    }

    /// A match of `G` on `seed` with `seats`, created through the hub (so the test knows
    /// the seed); the creator's code and token.
    fn create<G: Game>(&self, seats: &[SeatChoice], options: Value, seed: u64) -> (String, String) {
        let request = CreateMatch {
            version: PROTOCOL_VERSION,
            game: G::ID.to_string(),
            options,
            seats: seats.to_vec(),
            clock: None,
            webhook: None,
            name: None,
        };
        let created = self
            .runtime
            .block_on(self.hub.create_with_seed(request, seed))
            .expect("created");
        (created.code.to_string(), created.token)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// What the flaky connections of one session did.
#[derive(Debug, Default)]
struct Drops {
    /// Transports killed or sockets closed.
    dropped: usize,
    /// `accepted` answers lost with their socket (the action's fate unknown to the client).
    swallowed: Vec<String>,
}

/// Connections that drop at random steps: after a random count of messages (the message
/// in flight lost), the transport killed with no close frame or the socket closed. The first
/// connection of a seat's session instead loses the answer to its first action with the
/// socket, so that the session must send it again.
struct Flaky {
    inner: NativeConnector,
    rng: Pcg64,
    drops_left: usize,
    swallow_first_answer: bool,
    drops: Rc<RefCell<Drops>>,
}

impl Flaky {
    fn new(
        addr: SocketAddr,
        seed: u64,
        drops: usize,
        swallow: bool,
    ) -> (Flaky, Rc<RefCell<Drops>>) {
        let shared = Rc::new(RefCell::new(Drops::default()));
        let flaky = Flaky {
            inner: NativeConnector::for_server(&format!("http://{addr}")),
            rng: Pcg64::seed_from_u64(seed),
            drops_left: drops,
            swallow_first_answer: swallow,
            drops: shared.clone(),
        };
        (flaky, shared)
    }
}

struct FlakyConnection {
    inner: NativeConnection,
    /// Messages to let through before the drop; none: no drop.
    until_drop: Option<usize>,
    swallow_answer: bool,
    kill: bool,
    dead: bool,
    drops: Rc<RefCell<Drops>>,
}

impl Connector for Flaky {
    type Connection = FlakyConnection;
    fn connect(&mut self) -> FlakyConnection {
        let swallow_answer = std::mem::take(&mut self.swallow_first_answer);
        let until_drop = (!swallow_answer && self.drops_left > 0).then(|| {
            self.drops_left -= 1;
            self.rng.random_range(1..16)
        });
        FlakyConnection {
            inner: self.inner.connect(),
            until_drop,
            swallow_answer,
            kill: self.rng.random_bool(0.5),
            dead: false,
            drops: self.drops.clone(),
        }
    }
}

impl FlakyConnection {
    fn drop_now(&mut self) {
        if self.kill {
            self.inner.abort();
        } else {
            self.inner.close();
        }
        self.dead = true;
        self.drops.borrow_mut().dropped += 1;
    }
}

impl Connection for FlakyConnection {
    fn send(&mut self, message: &ClientMessage) -> bool {
        !self.dead && self.inner.send(message)
    }

    fn try_recv(&mut self) -> Option<ServerMessage> {
        if self.dead {
            return None;
        }
        let message = self.inner.try_recv()?;
        if self.swallow_answer
            && let ServerMessage::Accepted {
                id,
                repeated: false,
                ..
            } = &message
        {
            self.drops.borrow_mut().swallowed.push(id.clone());
            self.kill = true;
            self.drop_now();
            return None;
        }
        if let Some(left) = self.until_drop.as_mut() {
            if *left == 0 {
                self.drop_now();
                return None;
            }
            *left -= 1;
        }
        Some(message)
    }

    fn state(&self) -> ConnectionState {
        if self.dead {
            ConnectionState::Closed
        } else {
            self.inner.state()
        }
    }

    fn close(&mut self) {
        self.dead = true;
        self.inner.close();
    }
}

/// What one session saw: every view's observation by its sequence number, its answers and
/// its banners.
struct Seen<G: Game> {
    views: Vec<(u64, G::Observation)>,
    accepted: Vec<(String, u64, bool)>,
    lost: usize,
    back: usize,
    refused: Vec<String>,
}

impl<G: Game> Default for Seen<G> {
    fn default() -> Self {
        Seen {
            views: Vec::new(),
            accepted: Vec::new(),
            lost: 0,
            back: 0,
            refused: Vec::new(),
        }
    }
}

impl<G: Game> Seen<G> {
    fn record(&mut self, session: &OnlineMatch<G, Flaky>, events: Vec<MatchEvent>) {
        for event in events {
            match event {
                // Several views may come in one poll: the session holds the last.
                MatchEvent::View { seq, .. } if Some(seq) == session.seq() => {
                    let observation = session.observation().expect("a view").clone();
                    self.views.push((seq, observation));
                }
                MatchEvent::View { .. } => {}
                MatchEvent::Accepted { id, seq, repeated } => {
                    self.accepted.push((id, seq, repeated));
                }
                MatchEvent::ConnectionLost => self.lost += 1,
                MatchEvent::Back => self.back += 1,
                MatchEvent::Refused(refusal) => self.refused.push(refusal.to_string()),
                MatchEvent::Stopped(refusal) => panic!("stopped: {refusal}"),
                MatchEvent::TakenBack { seat, .. } => panic!("{seat} took back, asked by no one"),
                MatchEvent::Resigned { seat } => panic!("{seat} resigned, asked by no one"),
                MatchEvent::Welcome { .. }
                | MatchEvent::Ended
                | MatchEvent::Rematch { .. }
                | MatchEvent::Seated
                | MatchEvent::Presence { .. } => {}
            }
        }
    }
}

/// A game played to the end through the server.
struct PlayToTheEnd {
    seats: &'static [&'static str],
    options: Value,
    seed: u64,
}

impl ForGame for PlayToTheEnd {
    type Output = ();

    fn run<G: Registered>(self) {
        let server = Server::start(&format!("play-{}", G::ID));
        let lobby = server.lobby();
        let seats: Vec<SeatChoice> = self.seats.iter().map(|s| s.parse().unwrap()).collect();
        let (code, token) = server.create::<G>(&seats, self.options.clone(), self.seed);
        let mut tokens = vec![token];
        for _ in self.seats.iter().filter(|s| **s == "open") {
            let joined = lobby
                .join(&code.to_lowercase(), None, None)
                .expect("joined");
            assert_eq!(joined.game, G::ID);
            tokens.push(joined.token);
        }
        let listed = lobby.my_matches(&tokens).expect("listed");
        assert_eq!(listed.len(), tokens.len());
        assert!(
            listed
                .iter()
                .all(|m| m.open_seats.is_empty() && !m.finished)
        );

        let mut players: Vec<_> = tokens
            .iter()
            .enumerate()
            .map(|(i, token)| {
                let (flaky, drops) = Flaky::new(server.addr, self.seed * 10 + i as u64, 4, true);
                let session =
                    OnlineMatch::<G, _>::seat(flaky, &code, token, None).with_backoff(BACKOFF);
                let bot = G::bot(BotLevel::Normal, 1000 + i as u64);
                (session, bot, Seen::<G>::default(), drops)
            })
            .collect();
        let (flaky, watcher_drops) = Flaky::new(server.addr, self.seed * 10 + 9, 3, false);
        let mut watcher = OnlineMatch::<G, _>::spectate(flaky, &code).with_backoff(BACKOFF);
        let mut watched = Seen::<G>::default();

        let start = Instant::now();
        loop {
            assert!(start.elapsed() < LIMIT, "the match ends in time");
            let now = start.elapsed();
            for (session, bot, seen, _) in &mut players {
                let events = session.poll(now);
                seen.record(session, events);
                if session.my_turn() {
                    let action = bot.decide(session.observation().expect("a view"));
                    session.act(&action).expect("sent");
                }
            }
            let events = watcher.poll(now);
            watched.record(&watcher, events);
            assert!(matches!(
                watcher.act(&dummy::<G>()),
                Err(ActError::Spectator)
            ));
            if players.iter().all(|p| p.0.save().is_some()) && watcher.save().is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }

        // Every session got the one save, of a finished match.
        let save = players[0].0.save().unwrap().clone();
        for (session, ..) in &players {
            assert_eq!(session.save().unwrap().actions, save.actions);
        }
        assert_eq!(watcher.save().unwrap().actions, save.actions);
        let stored = server.stored(&code);
        assert_eq!(stored.len(), save.actions.len(), "each action stored once");

        // The save replayed locally, step by step: what each seat (and the public) saw at
        // every sequence number.
        let mut state: G = save.start().expect("the save sets up");
        let log = save.log::<G>().expect("the save's actions read");
        let seat_count = state.seat_count();
        let mut seen_at = vec![observations(&state, seat_count)];
        for logged in &log.actions {
            state.apply(logged.seat, &logged.action).expect("replays");
            seen_at.push(observations(&state, seat_count));
        }
        assert!(state.outcome().is_some(), "the save is of a finished match");
        let last = save.actions.len() as u64;

        for (session, _, seen, drops) in &players {
            let seat = session.my_seat().expect("a seat");
            let i = usize::from(seat.0);
            assert_eq!(session.seq(), Some(last));
            assert_eq!(session.outcome(), state.outcome().as_ref());
            assert_eq!(
                session.observation(),
                Some(&state.observe(seat)),
                "{seat}'s final observation is the replay's"
            );
            for (seq, observation) in &seen.views {
                assert_eq!(observation, &seen_at[*seq as usize].0[i], "{seat} at {seq}");
            }
            // The answer lost with the socket: the action sent again under its id, answered
            // as a repeat, and applied once.
            let drops = drops.borrow();
            assert_eq!(drops.swallowed.len(), 1, "{seat} lost one answer");
            let id = &drops.swallowed[0];
            let answers: Vec<_> = seen.accepted.iter().filter(|a| &a.0 == id).collect();
            assert_eq!(answers.len(), 1, "{seat}'s action {id} answered once");
            assert!(answers[0].2, "{seat}'s action {id} sent again is a repeat");
            let applied = stored
                .iter()
                .filter(|a| a.2.as_deref() == Some(id.as_str()))
                .count();
            assert_eq!(applied, 1, "{seat}'s action {id} applied once");
            // Every action the seat sent is stored once, however often it was sent (a
            // drop that loses an answer in flight makes more repeats).
            let mut ids: Vec<_> = seen.accepted.iter().map(|a| a.0.clone()).collect();
            ids.sort();
            ids.dedup();
            assert_eq!(
                seen.accepted.len() - ids.len(),
                0,
                "{seat}: one answer an id"
            );
            let mut stored_ids: Vec<_> = stored
                .iter()
                .filter(|a| a.0 == seat)
                .map(|a| a.2.clone().expect("a client's id"))
                .collect();
            stored_ids.sort();
            assert_eq!(
                ids, stored_ids,
                "{seat}: what was accepted is what is stored"
            );
            assert!(
                seen.lost >= 1 && seen.lost == seen.back,
                "{seat}: lost and back"
            );
            // Where seats decide at once (Crack It), an action another seat's overtook is
            // refused as stale (the view sent again, to choose anew); nothing else is.
            assert!(
                seen.refused.iter().all(|r| r.starts_with("stale_sequence")),
                "{seat}: {:?}",
                seen.refused
            );
        }
        assert!(watcher_drops.borrow().dropped >= 1 || watched.views.len() < 16);
        assert_eq!(watched.lost, watched.back);
        for (seq, observation) in &watched.views {
            assert_eq!(
                observation, &seen_at[*seq as usize].1,
                "the public view at {seq}"
            );
        }
        assert_eq!(watcher.observation(), Some(&state.observe_public()));
        if G::ID == "code-breaker" {
            // The code is never the spectator's before the end, while its maker holds one.
            let mut hidden = 0;
            for (seq, observation) in &watched.views {
                if *seq < last {
                    let json = serde_json::to_value(observation).unwrap();
                    assert!(json["secret"].is_null(), "a code seen at {seq}: {json}");
                    let (seats, _) = &seen_at[*seq as usize];
                    hidden += seats
                        .iter()
                        .filter(|o| !serde_json::to_value(o).unwrap()["secret"].is_null())
                        .count();
                }
            }
            assert!(hidden > 0, "the spectator watched while a code was hidden");
        }

        // The match is over: a rematch is asked for through the lobby, and listed.
        let rematch = lobby.rematch(&tokens[0], None, None).expect("a rematch");
        assert_ne!(rematch.code.to_string(), code);
        let listed = lobby.my_matches(&tokens[..1]).expect("listed");
        assert!(listed[0].finished);
        assert_eq!(listed[0].rematch.as_ref(), Some(&rematch.code));
    }
}

/// Each seat's observation and the public one.
fn observations<G: Game>(state: &G, seats: usize) -> (Vec<G::Observation>, G::Observation) {
    let each = (0..seats).map(|i| state.observe(SeatId(i as u8))).collect();
    (each, state.observe_public())
}

/// Some action of `G`, to try as a spectator.
fn dummy<G: Game>() -> G::Action {
    let options = G::Options::default();
    let seats = *G::seats(&options).start();
    let game = G::setup(&options, seats, MatchSeeds::from(1).chance()).expect("sets up");
    let seat = game.to_decide()[0];
    game.legal_actions(seat)[0].clone()
}

fn play(game: &str, seats: &'static [&'static str], options: Value, seed: u64) {
    with_game(
        game,
        PlayToTheEnd {
            seats,
            options,
            seed,
        },
    )
    .expect("a game");
}

#[test]
fn code_breaker_is_played_to_the_end_by_two_sessions_through_drops() {
    play("code-breaker", &["me", "open"], Value::Null, 1);
}

#[test]
fn code_knacker_is_played_to_the_end_by_a_session_and_a_computer_through_drops() {
    play("code-knacker", &["me", "normal"], Value::Null, 2);
}

#[test]
fn crack_it_is_played_to_the_end_by_two_sessions_and_a_computer_through_drops() {
    play("crack-it", &["me", "open", "easy"], Value::Null, 3);
}

#[test]
fn passcode_is_played_to_the_end_by_two_sessions_and_a_computer_through_drops() {
    play(
        "passcode",
        &["me", "open", "normal"],
        json!({"any_order": false, "codes": 2}),
        4,
    );
}

/// Waits (bounded) until `done` holds, polling `sessions` meanwhile; their events are kept.
fn poll_until<G: Game, C: Connector>(
    sessions: &mut [&mut OnlineMatch<G, C>],
    events: &mut Vec<Vec<MatchEvent>>,
    mut done: impl FnMut(&[&mut OnlineMatch<G, C>], &[Vec<MatchEvent>]) -> bool,
) {
    let start = Instant::now();
    events.resize(sessions.len(), Vec::new());
    loop {
        assert!(start.elapsed() < LIMIT, "in time");
        for (session, kept) in sessions.iter_mut().zip(events.iter_mut()) {
            kept.extend(session.poll(start.elapsed()));
        }
        if done(sessions, events) {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn a_refusal_comes_back_typed_with_the_servers_message_and_changes_nothing() {
    use codebreakers_code_breaker::{Action, CodeBreaker};
    let server = Server::start("refusals");
    let seed = 11;
    let (code, token) =
        server.create::<CodeBreaker>(&[SeatChoice::Me, SeatChoice::Open], Value::Null, seed);
    let joined = server.lobby().join(&code, None, None).expect("joined");
    let local = CodeBreaker::setup(&Default::default(), 2, MatchSeeds::from(seed).chance())
        .expect("sets up");
    let connector = || NativeConnector::for_server(&format!("http://{}", server.addr));
    let mut zero = OnlineMatch::<CodeBreaker, _>::seat(connector(), &code, &token, None);
    let mut one = OnlineMatch::<CodeBreaker, _>::seat(connector(), &code, &joined.token, None);
    let mut events = Vec::new();
    poll_until(&mut [&mut zero, &mut one], &mut events, |s, _| {
        s.iter().all(|s| s.observation().is_some())
    });
    let to_decide = local.to_decide()[0];
    let (deciding, waiting) = if to_decide == SeatId(0) {
        (&mut zero, &mut one)
    } else {
        (&mut one, &mut zero)
    };
    assert!(deciding.my_turn() && !waiting.my_turn());
    let legal = local.legal_actions(to_decide);
    let Action::SetCode(secret) = legal[0] else {
        panic!("the maker hides a code first");
    };

    // Out of turn: refused as such.
    let out_of_turn = waiting.act(&legal[0]).expect("sent");
    // Against the rules: a guess while the code is to be hidden, refused with the rule's words.
    let guess = Action::Guess(secret);
    let rule = local
        .clone()
        .apply(to_decide, &guess)
        .expect_err("a guess is refused");
    let against_the_rules = deciding.act(&guess).expect("sent");
    assert_eq!(
        deciding.act(&legal[0]),
        Err(ActError::Unanswered(against_the_rules.clone())),
        "one action at a time"
    );
    let mut events = Vec::new();
    poll_until(&mut [deciding, waiting], &mut events, |s, _| {
        s.iter().all(|s| s.unanswered().is_none())
    });
    let refusal = |events: &[MatchEvent]| -> Vec<_> {
        events
            .iter()
            .filter_map(|e| match e {
                MatchEvent::Refused(refusal) => Some(refusal.clone()),
                _ => None,
            })
            .collect()
    };
    let refused = refusal(&events[0]);
    assert_eq!(refused.len(), 1, "{:?}", events[0]);
    assert_eq!(refused[0].code(), ErrorCode::Refused);
    assert_eq!(refused[0].message(), rule.to_string());
    assert_eq!(
        refused[0].action.as_deref(),
        Some(against_the_rules.as_str())
    );
    let refused = refusal(&events[1]);
    assert_eq!(refused.len(), 1, "{:?}", events[1]);
    assert_eq!(refused[0].code(), ErrorCode::NotYourTurn);
    assert_eq!(refused[0].action.as_deref(), Some(out_of_turn.as_str()));
    assert!(!refused[0].message().is_empty());

    // Nothing changed: no action stored, the same views.
    assert!(server.stored(&code).is_empty());
    for session in [&zero, &one] {
        let seat = session.my_seat().unwrap();
        assert_eq!(session.seq(), Some(0));
        assert_eq!(session.observation(), Some(&local.observe(seat)));
    }
    // And the match goes on.
    let (deciding, waiting) = if to_decide == SeatId(0) {
        (&mut zero, &mut one)
    } else {
        (&mut one, &mut zero)
    };
    deciding.act(&legal[0]).expect("sent");
    let mut events = Vec::new();
    poll_until(&mut [deciding, waiting], &mut events, |s, _| {
        s.iter().all(|s| s.seq() == Some(1))
    });
    assert_eq!(server.stored(&code).len(), 1);
}

#[test]
fn an_action_sent_twice_on_two_sockets_applies_once() {
    use codebreakers_code_breaker::CodeBreaker;
    let server = Server::start("twice");
    let (code, token) =
        server.create::<CodeBreaker>(&[SeatChoice::Me, SeatChoice::Open], Value::Null, 12);
    let joined = server.lobby().join(&code, None, None).expect("joined");
    let connector = NativeConnector::for_server(&format!("http://{}", server.addr));
    let mut sessions = [
        OnlineMatch::<CodeBreaker, _>::seat(connector.clone(), &code, &token, None),
        OnlineMatch::<CodeBreaker, _>::seat(connector.clone(), &code, &joined.token, None),
    ];
    let [zero, one] = &mut sessions;
    let mut events = Vec::new();
    poll_until(&mut [&mut *zero, &mut *one], &mut events, |s, _| {
        s.iter().any(|s| s.my_turn())
    });
    let deciding = if zero.my_turn() { zero } else { one };
    let seat = deciding.my_seat().unwrap();
    let local = CodeBreaker::setup(&Default::default(), 2, MatchSeeds::from(12).chance()).unwrap();
    let action = local.legal_actions(seat)[3];
    let id = deciding.act(&action).expect("sent");
    let mut events = Vec::new();
    poll_until(&mut [&mut *deciding], &mut events, |s, _| {
        s[0].seq() == Some(1)
    });
    assert!(events[0].contains(&MatchEvent::Accepted {
        id: id.clone(),
        seq: 1,
        repeated: false
    }));

    // The same action, its id and its sequence number, again on a socket of its own.
    let mut again = connector.clone().connect();
    again.send(&ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        code: code.clone(),
        token: Some(token_of(seat, &token, &joined.token)),
        last_seq: Some(0),
    });
    again.send(&ClientMessage::Act {
        id: id.clone(),
        seq: 0,
        action: serde_json::to_value(action).unwrap(),
    });
    let start = Instant::now();
    let answer = loop {
        assert!(start.elapsed() < LIMIT, "answered in time");
        match again.try_recv() {
            Some(ServerMessage::Accepted { id, seq, repeated }) => break (id, seq, repeated),
            Some(ServerMessage::Error { code, message, .. }) => panic!("{code}: {message}"),
            Some(_) => {}
            None => std::thread::sleep(Duration::from_millis(1)),
        }
    };
    assert_eq!(answer, (id.clone(), 1, true), "answered as a repeat");
    assert_eq!(again.state(), ConnectionState::Open);
    again.close();
    assert_eq!(again.state(), ConnectionState::Closed);
    let stored = server.stored(&code);
    assert_eq!(stored.len(), 1, "applied once");
    assert_eq!(stored[0].2.as_deref(), Some(id.as_str()));
}

fn token_of(seat: SeatId, zero: &str, one: &str) -> String {
    if seat == SeatId(0) { zero } else { one }.to_string()
}

#[test]
fn a_token_of_no_seat_stops_the_session_with_the_servers_refusal() {
    use codebreakers_code_breaker::CodeBreaker;
    let server = Server::start("bad-token");
    let (code, _) =
        server.create::<CodeBreaker>(&[SeatChoice::Me, SeatChoice::Open], Value::Null, 13);
    let connector = NativeConnector::for_server(&format!("http://{}", server.addr));
    let mut session = OnlineMatch::<CodeBreaker, _>::seat(connector, &code, "not-a-token", None);
    let mut events = Vec::new();
    poll_until(&mut [&mut session], &mut events, |_, e| {
        e[0].iter().any(|e| matches!(e, MatchEvent::Stopped(_)))
    });
    let Some(MatchEvent::Stopped(refusal)) = events[0].last() else {
        panic!("stopped: {:?}", events[0]);
    };
    assert_eq!(refusal.code(), ErrorCode::BadToken);
    assert_eq!(session.link(), &codebreakers_client::Link::Closed);
    assert!(matches!(
        session.act(&dummy::<CodeBreaker>()),
        Err(ActError::Stopped(_))
    ));
    // A lobby refusal is typed too.
    let refused = server
        .lobby()
        .join("ACDEFH", None, None)
        .expect_err("no such match");
    assert_eq!(refused.code(), Some(ErrorCode::UnknownMatch));
}

#[test]
fn the_lobby_tells_its_games_and_sets_a_seats_webhook() {
    use codebreakers_code_breaker::CodeBreaker;
    let server = Server::start("lobby");
    let lobby = server.lobby();
    let about = lobby.about().expect("about");
    assert_eq!(about["protocol"], json!(PROTOCOL_VERSION));
    assert_eq!(about["games"].as_array().map(Vec::len), Some(4));
    let created = lobby
        .create(&CreateMatch {
            version: PROTOCOL_VERSION,
            game: CodeBreaker::ID.to_string(),
            options: Value::Null,
            seats: vec![SeatChoice::Me, SeatChoice::Open],
            clock: None,
            webhook: None,
            name: None,
        })
        .expect("created");
    assert_eq!(
        lobby.invite_link(&created.invite),
        format!("http://{}/?join={}", server.addr, created.code)
    );
    let hook = Some("https://hooks.example.net/hook".to_string());
    let set = lobby
        .set_webhook(&created.token, hook.clone())
        .expect("set");
    assert_eq!((set.seat, set.webhook), (created.seat, hook));
    let set = lobby.set_webhook(&created.token, None).expect("taken away");
    assert_eq!(set.webhook, None);
    let refused = lobby
        .set_webhook(&created.token, Some("http://127.0.0.1:9/hook".into()))
        .expect_err("not a public address");
    assert_eq!(refused.code(), Some(ErrorCode::BadWebhook));
    let refused = lobby
        .rematch(&created.token, None, None)
        .expect_err("not over");
    assert_eq!(refused.code(), Some(ErrorCode::NotOver));
    let listed = lobby
        .my_matches(std::slice::from_ref(&created.token))
        .expect("listed");
    assert_eq!(listed[0].open_seats, [SeatId(1)]);
}

#[test]
fn sessions_are_told_presence_a_take_back_and_a_resignation() {
    use codebreakers_code_breaker::CodeBreaker;
    use codebreakers_kernel::Outcome;
    let server = Server::start("extras");
    let seed = 12;
    let (code, token) =
        server.create::<CodeBreaker>(&[SeatChoice::Me, SeatChoice::Open], Value::Null, seed);
    let joined = server.lobby().join(&code, None, None).expect("joined");
    let local = CodeBreaker::setup(&Default::default(), 2, MatchSeeds::from(seed).chance())
        .expect("sets up");
    assert_eq!(
        local.to_decide(),
        [SeatId(0)],
        "seat 0 hides the first code"
    );
    let connector = || NativeConnector::for_server(&format!("http://{}", server.addr));
    let mut zero = OnlineMatch::<CodeBreaker, _>::seat(connector(), &code, &token, None);
    let mut one = OnlineMatch::<CodeBreaker, _>::seat(connector(), &code, &joined.token, None);
    let mut watcher = OnlineMatch::<CodeBreaker, _>::spectate(connector(), &code);
    let both = [SeatId(0), SeatId(1)];
    let mut events = Vec::new();
    poll_until(
        &mut [&mut zero, &mut one, &mut watcher],
        &mut events,
        |s, _| {
            s.iter()
                .all(|s| s.observation().is_some() && s.present() == both)
        },
    );
    assert!(
        events[0].contains(&MatchEvent::Presence {
            present: both.to_vec()
        }),
        "{:?}",
        events[0]
    );

    // Seat 0 hides a code, and takes it back: every session is at action 0 again.
    let legal = local.legal_actions(SeatId(0));
    let (first, second) = (legal[0], legal[1]);
    zero.act(&first).expect("sent");
    let mut events = Vec::new();
    poll_until(
        &mut [&mut zero, &mut one, &mut watcher],
        &mut events,
        |s, _| s.iter().all(|s| s.seq() == Some(1)) && s[0].revocable() == 1,
    );
    assert_eq!((one.revocable(), watcher.revocable()), (0, 0));
    assert_eq!(watcher.take_back(1), Err(ActError::Spectator));
    assert_eq!(
        one.take_back(1),
        Err(ActError::NotRevocable { may: 0, asked: 1 })
    );
    zero.take_back(1).expect("sent");
    let mut events = Vec::new();
    poll_until(
        &mut [&mut zero, &mut one, &mut watcher],
        &mut events,
        |s, _| s.iter().all(|s| s.seq() == Some(0) && s.undos() == 1),
    );
    let told = MatchEvent::TakenBack {
        seat: SeatId(0),
        count: 1,
        seq: 0,
    };
    assert!(events.iter().all(|e| e.contains(&told)), "{events:?}");
    assert!(zero.my_turn(), "seat 0 decides again");
    assert_eq!(zero.observation(), Some(&local.observe(SeatId(0))));
    assert_eq!(one.observation(), Some(&local.observe(SeatId(1))));
    assert_eq!(watcher.observation(), Some(&local.observe_public()));
    zero.act(&second).expect("sent");
    let mut events = Vec::new();
    poll_until(
        &mut [&mut zero, &mut one, &mut watcher],
        &mut events,
        |s, _| s.iter().all(|s| s.seq() == Some(1)),
    );
    let stored = server.stored(&code);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].1, serde_json::to_value(second).unwrap());

    // Seat 1 leaves: the others are told.
    if let Some(connection) = one.connection_mut() {
        connection.close();
    }
    drop(one);
    let mut events = Vec::new();
    poll_until(&mut [&mut zero, &mut watcher], &mut events, |s, _| {
        s.iter().all(|s| s.present() == [SeatId(0)])
    });
    assert!(events[0].contains(&MatchEvent::Presence {
        present: vec![SeatId(0)]
    }));

    // Seat 1 comes back and resigns: the match is over, seat 0 the winner.
    let mut one = OnlineMatch::<CodeBreaker, _>::seat(connector(), &code, &joined.token, Some(1));
    let mut events = Vec::new();
    poll_until(
        &mut [&mut zero, &mut one, &mut watcher],
        &mut events,
        |s, _| s[0].present() == both && s[1].observation().is_some(),
    );
    one.resign().expect("sent");
    let mut events = Vec::new();
    poll_until(
        &mut [&mut zero, &mut one, &mut watcher],
        &mut events,
        |s, _| s.iter().all(|s| s.save().is_some()),
    );
    let outcome = Outcome {
        winners: vec![SeatId(0)],
        scores: vec![0, 0],
    };
    for (session, events) in [&zero, &one, &watcher].into_iter().zip(&events) {
        assert!(events.contains(&MatchEvent::Resigned { seat: SeatId(1) }));
        assert!(events.contains(&MatchEvent::Ended));
        assert_eq!(session.resigned(), [SeatId(1)]);
        assert_eq!(session.outcome(), Some(&outcome));
        let save = session.save().expect("the save");
        let timeline = save.timeline::<CodeBreaker>().expect("it replays");
        assert_eq!(save.outcome_after(timeline.state()), Some(outcome.clone()));
    }
    assert_eq!(one.act(&first), Err(ActError::Resigned));
    assert_eq!(one.resign(), Err(ActError::Resigned));
    assert_eq!(zero.take_back(1), Err(ActError::Over));
}
