//! Clocks: a seat past its time for a move has that move played by the server's computer
//! (from its own observation), or is waited for; the deadline is in the list and the views;
//! after a restart, a move that fell due while the server was down is played at once,
//! without anyone asking, on SQLite and on PostgreSQL, and a match whose server died is
//! taken up by another on the same database when its move falls due. One test runs on tokio's paused
//! clock (an hour a move, played in no time) over a store in memory written for it.

use crate::common;

use codebreakers_kernel::SeatId;
use codebreakers_protocol::{
    Clock, CreateMatch, JoinMatch, ListMatches, PROTOCOL_VERSION, SeatChoice, ServerMessage,
    WhenLate,
};
use codebreakers_server::referee::Command;
use codebreakers_server::secret::TokenHash;
use codebreakers_server::store::{
    ActionRecord, MatchRecord, Notice, Revision, Store, StoreFuture, StoredMatch, TakeBack,
    TakeSeat, Written,
};
use codebreakers_server::{Hub, HubSettings, Time, install_the_shipped_book};
use common::{
    Client, WAIT, field, post, postgres_store, postgres_url, runtime, scratch, sqlite_store,
    start_hub, start_server, stored_until,
};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// A two-seat Passcode match with `clock`: created, and its second seat joined.
async fn timed_match(addr: std::net::SocketAddr, clock: Value) -> (String, [String; 2]) {
    let create = json!({
        "version": PROTOCOL_VERSION,
        "game": "passcode",
        "options": {"any_order": false, "codes": 2},
        "seats": ["me", "open"],
        "clock": clock,
    });
    let (status, created) = post(addr, "/api/matches", &create.to_string()).await;
    assert_eq!(status, 200, "{created}");
    let code = field(&created, "code");
    let list = json!({"version": PROTOCOL_VERSION, "tokens": [field(&created, "token")]});
    let (_, listed) = post(addr, "/api/my-matches", &list.to_string()).await;
    let mut named = clock.clone();
    if named["when_late"] == "computer" && named.get("level").is_none() {
        // The level is named in the list even when it was left to its default.
        named["level"] = json!("normal");
    }
    assert_eq!(listed[0]["clock"], named);
    assert_eq!(
        listed[0]["deadline"],
        Value::Null,
        "no clock runs while a seat is open"
    );
    let join = json!({"version": PROTOCOL_VERSION, "code": code});
    let (status, joined) = post(addr, "/api/join", &join.to_string()).await;
    assert_eq!(status, 200, "{joined}");
    (code, [field(&created, "token"), field(&joined, "token")])
}

#[test]
fn a_seat_past_its_one_second_clock_has_its_move_played_by_the_computer() {
    let dir = scratch("clock-late");
    runtime().block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let clock = json!({"per_move_seconds": 1, "when_late": "computer", "level": "easy"});
        let (code, tokens) = timed_match(addr, clock).await;
        let list = json!({"version": PROTOCOL_VERSION, "tokens": tokens});
        let (_, listed) = post(addr, "/api/my-matches", &list.to_string()).await;
        let seats: Vec<&Value> = listed
            .as_array()
            .unwrap()
            .iter()
            .map(|m| &m["seat"])
            .collect();
        assert_eq!(seats, [&json!(0), &json!(1)], "each token its own seat");
        let to_decide = listed[0]["to_decide"].clone();
        let mine = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["your_turn"] == json!(true))
            .unwrap_or_else(|| panic!("a seat to decide: {listed}"));
        let left = mine["seconds_left"].as_u64().expect("the time left");
        assert!(left <= 1, "{mine}");
        let deadline = mine["deadline"].as_u64().expect("a deadline");

        // A spectator sees the deadline, then the move played for the late seat.
        let mut watching = Client::hello(addr, &code, None, None).await;
        assert!(matches!(
            watching.next().await,
            ServerMessage::Welcome { .. }
        ));
        let first = watching.view_at(0).await;
        assert_eq!(first.deadline, Some(deadline));
        let played = watching.view_at(1).await;
        assert_eq!(played.acted.len(), 1);
        assert!(played.acted[0].late, "{:?}", played.acted);
        assert!(
            serde_json::from_value::<Vec<SeatId>>(to_decide)
                .unwrap()
                .contains(&played.acted[0].seat)
        );

        // Kept so: late, no client's id, and not before the seat's time ran out.
        let stored = store.load_match(&code).await.unwrap().unwrap();
        let action = &stored.actions[0];
        assert!(action.late && action.client_id.is_none());
        let taken = stored.record.seats[1]
            .taken_ms
            .expect("the joined seat's time");
        assert!(
            action.at_ms >= taken + 1000,
            "{} < {taken} + 1 s",
            action.at_ms
        );
        watching.close().await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// A match with an hour a move is created on a server over `first`, which stops (its
/// runtime dropped, as a killed process's tasks are) before anything is played; a server
/// over `second` starts two hours later by its clock: it plays the overdue move at once,
/// with no client asking, and the next seat's clock starts at that move.
fn overdue_after_a_restart(
    first: impl AsyncFnOnce() -> Arc<dyn Store>,
    second: impl AsyncFnOnce() -> Arc<dyn Store>,
) {
    let before = runtime();
    let (code, token) = before.block_on(async {
        let store = first().await;
        let (addr, _hub) = start_hub(store, HubSettings::default()).await;
        let clock = json!({"per_move_seconds": 3600, "when_late": "computer"});
        let (code, tokens) = timed_match(addr, clock).await;
        (code, tokens[0].clone())
    });
    before.shutdown_timeout(Duration::from_secs(5));

    let after = runtime();
    after.block_on(async {
        let store = second().await;
        assert_eq!(
            store.last_seq(&code).await.unwrap(),
            Some(0),
            "nothing played yet"
        );
        let settings = HubSettings {
            time: Time::ahead(Duration::from_secs(2 * 3600)),
            ..HubSettings::default()
        };
        let (addr, _hub) = start_hub(store.clone(), settings).await;
        stored_until(store.as_ref(), &code, 1).await;
        // The late turn played to its end: the next seat has its hour.
        let list = json!({"version": PROTOCOL_VERSION, "tokens": [token]});
        let listed = tokio::time::timeout(WAIT, async {
            loop {
                let (_, listed) = post(addr, "/api/my-matches", &list.to_string()).await;
                if listed[0]["seconds_left"].as_u64() > Some(0) {
                    return listed;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await
        .expect("the late turn is over in time");
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(listed[0]["seq"].as_u64(), Some(stored.actions.len() as u64));
        let taken = stored.record.seats[1].taken_ms.unwrap();
        for action in &stored.actions {
            assert!(action.late, "played by the clock's computer");
            assert_eq!(action.seat, stored.actions[0].seat, "one seat's turn");
            assert!(action.at_ms >= taken + 3_600_000);
        }
        let last = stored.actions.last().unwrap().at_ms;
        let deadline = listed[0]["deadline"].as_u64().expect("a deadline");
        assert_eq!(deadline, (last + 3_600_000).div_ceil(1000), "{listed}");
    });
    after.shutdown_timeout(Duration::from_secs(5));
}

#[test]
fn on_sqlite_a_move_overdue_while_the_server_was_down_is_played_when_it_starts() {
    let dir = scratch("clock-restart");
    overdue_after_a_restart(
        async || sqlite_store(&dir).await,
        async || sqlite_store(&dir).await,
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn on_postgres_a_move_overdue_while_the_server_was_down_is_played_when_it_starts() {
    let Some(url) = postgres_url(
        "on_postgres_a_move_overdue_while_the_server_was_down_is_played_when_it_starts",
    ) else {
        return;
    };
    overdue_after_a_restart(
        async || postgres_store(&url).await,
        async || postgres_store(&url).await,
    );
}

/// Two servers on one database: `b` runs from the start (its first look finds nothing),
/// `a` makes a match with a second a move and dies before it falls due (its runtime
/// dropped). `b` takes the match up on its next look for overdue moves and plays the move,
/// with no client asking.
fn taken_up_by_the_other(stores: impl AsyncFn() -> Arc<dyn Store>) {
    let b_runtime = runtime();
    let (b_store, _b) = b_runtime.block_on(async {
        let store = stores().await;
        let settings = HubSettings {
            sweep: Duration::from_millis(100),
            ..HubSettings::default()
        };
        let (addr, hub) = start_hub(store.clone(), settings).await;
        (store, (addr, hub))
    });
    let a_runtime = runtime();
    let code = a_runtime.block_on(async {
        let (addr, _hub) = start_hub(stores().await, HubSettings::default()).await;
        let clock = json!({"per_move_seconds": 1, "when_late": "computer", "level": "easy"});
        let (code, _) = timed_match(addr, clock).await;
        code
    });
    a_runtime.shutdown_timeout(Duration::from_secs(5));
    let died = Time::default().now_ms();
    b_runtime.block_on(async {
        stored_until(b_store.as_ref(), &code, 1).await;
        let stored = b_store.load_match(&code).await.unwrap().unwrap();
        let taken = stored.record.seats[1].taken_ms.unwrap();
        let first = &stored.actions[0];
        assert!(first.late, "played by the clock's computer");
        assert!(first.at_ms >= taken + 1000, "not before the deadline");
        assert!(first.at_ms >= died, "by the server that lived");
    });
    b_runtime.shutdown_timeout(Duration::from_secs(5));
}

#[test]
fn on_sqlite_a_match_whose_server_died_is_taken_up_by_another_when_its_move_falls_due() {
    let dir = scratch("clock-takeover");
    taken_up_by_the_other(async || sqlite_store(&dir).await);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn on_postgres_a_match_whose_server_died_is_taken_up_by_another_when_its_move_falls_due() {
    let Some(url) = postgres_url(
        "on_postgres_a_match_whose_server_died_is_taken_up_by_another_when_its_move_falls_due",
    ) else {
        return;
    };
    taken_up_by_the_other(async || postgres_store(&url).await);
}

/// A store in memory whose every answer is ready at once: on tokio's paused clock, time
/// moves on only when the test moves it or every task waits on a timer.
#[derive(Default)]
struct MemoryStore {
    matches: Mutex<HashMap<String, (StoredMatch, Option<u64>)>>,
}

impl MemoryStore {
    fn with<T>(&self, f: impl FnOnce(&mut HashMap<String, (StoredMatch, Option<u64>)>) -> T) -> T {
        f(&mut self.matches.lock().unwrap())
    }
}

fn ready<'a, T: Send + 'a>(value: T) -> StoreFuture<'a, T> {
    Box::pin(async move { Ok(value) })
}

impl Store for MemoryStore {
    fn create_match<'a>(&'a self, record: &'a MatchRecord) -> StoreFuture<'a, bool> {
        ready(self.with(|matches| {
            if matches.contains_key(&record.code) {
                return false;
            }
            let stored = StoredMatch {
                record: record.clone(),
                actions: Vec::new(),
                undos: 0,
            };
            matches.insert(record.code.clone(), (stored, None));
            true
        }))
    }

    fn take_seat<'a>(&'a self, code: &'a str, take: &'a TakeSeat) -> StoreFuture<'a, bool> {
        ready(self.with(|matches| {
            let Some((stored, deadline)) = matches.get_mut(code) else {
                return false;
            };
            let seat = &mut stored.record.seats[take.seat.index()];
            if !seat.kind.is_human() || (seat.token.is_some() && !take.again) {
                return false;
            }
            seat.token = Some(take.token);
            seat.taken_ms = Some(take.at_ms);
            seat.webhook = take.webhook.clone();
            *deadline = take.written.deadline_ms;
            true
        }))
    }

    fn append_action<'a>(
        &'a self,
        code: &'a str,
        action: &'a ActionRecord,
        written: &'a Written,
    ) -> StoreFuture<'a, bool> {
        ready(self.with(|matches| {
            let Some((stored, deadline)) = matches.get_mut(code) else {
                return false;
            };
            if action.seq != stored.actions.len() as u64 + 1 || written.undos != stored.undos {
                return false;
            }
            stored.actions.push(action.clone());
            *deadline = written.deadline_ms;
            true
        }))
    }

    fn last_seq<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<u64>> {
        ready(self.with(|m| m.get(code).map(|(s, _)| s.actions.len() as u64)))
    }

    fn revision<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<Revision>> {
        ready(self.with(|m| {
            m.get(code).map(|(s, _)| Revision {
                seq: s.actions.len() as u64,
                undos: s.undos,
                taken: s.record.seats.iter().filter(|x| x.token.is_some()).count() as u64,
                resigned: s
                    .record
                    .seats
                    .iter()
                    .filter(|x| x.resigned.is_some())
                    .count() as u64,
                rematch: s.record.rematch.clone(),
            })
        }))
    }

    fn resign<'a>(
        &'a self,
        code: &'a str,
        seat: SeatId,
        seq: u64,
        written: &'a Written,
    ) -> StoreFuture<'a, bool> {
        ready(self.with(|matches| {
            let Some((stored, deadline)) = matches.get_mut(code) else {
                return false;
            };
            let seat = &mut stored.record.seats[seat.index()];
            if seat.resigned.is_some() {
                return false;
            }
            seat.resigned = Some(seq);
            *deadline = written.deadline_ms;
            true
        }))
    }

    fn take_back<'a>(&'a self, code: &'a str, take: &'a TakeBack) -> StoreFuture<'a, bool> {
        ready(self.with(|matches| {
            let Some((stored, deadline)) = matches.get_mut(code) else {
                return false;
            };
            if stored.undos != take.undos || stored.actions.len() as u64 != take.from {
                return false;
            }
            stored.undos += 1;
            stored.actions.truncate(take.to as usize);
            *deadline = take.written.deadline_ms;
            true
        }))
    }

    fn load_match<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredMatch>> {
        ready(self.with(|m| m.get(code).map(|(s, _)| s.clone())))
    }

    fn seats_held<'a>(&'a self, tokens: &'a [TokenHash]) -> StoreFuture<'a, Vec<(String, SeatId)>> {
        ready(self.with(|matches| {
            let mut held = Vec::new();
            for (code, (stored, _)) in matches.iter() {
                for (index, seat) in stored.record.seats.iter().enumerate() {
                    if seat.token.is_some_and(|t| tokens.contains(&t)) {
                        held.push((code.clone(), SeatId(index as u8)));
                    }
                }
            }
            held
        }))
    }

    // One process: no socket is held elsewhere.
    fn set_presence<'a>(
        &'a self,
        _: &'a str,
        _: &'a str,
        _: SeatId,
        _: Option<u64>,
    ) -> StoreFuture<'a, ()> {
        ready(())
    }

    fn presence_elsewhere<'a>(
        &'a self,
        _: &'a str,
        _: &'a str,
        _: u64,
    ) -> StoreFuture<'a, Vec<(SeatId, u64)>> {
        ready(Vec::new())
    }

    fn renew_presence<'a>(&'a self, _: &'a str, _: u64, _: u64) -> StoreFuture<'a, ()> {
        ready(())
    }

    fn set_webhook<'a>(
        &'a self,
        code: &'a str,
        seat: SeatId,
        url: Option<&'a str>,
    ) -> StoreFuture<'a, ()> {
        self.with(|matches| {
            if let Some((stored, _)) = matches.get_mut(code) {
                stored.record.seats[seat.index()].webhook = url.map(str::to_string);
            }
        });
        ready(())
    }

    fn timed_matches(&self, due_by_ms: u64) -> StoreFuture<'_, Vec<String>> {
        ready(self.with(|matches| {
            matches
                .iter()
                .filter(|(_, (s, deadline))| {
                    deadline.is_some_and(|at| at <= due_by_ms)
                        && s.record.clock.is_some_and(|c| c.late_level().is_some())
                })
                .map(|(code, _)| code.clone())
                .collect()
        }))
    }

    fn create_rematch<'a>(
        &'a self,
        _of: &'a str,
        _record: &'a MatchRecord,
        _by: SeatId,
    ) -> StoreFuture<'a, Option<String>> {
        ready(None)
    }

    fn due_notices(&self, _now_ms: u64, _limit: u32) -> StoreFuture<'_, Vec<Notice>> {
        ready(Vec::new())
    }

    fn try_notice(&self, _id: i64, _attempts: u32, _next_try_ms: u64) -> StoreFuture<'_, bool> {
        ready(false)
    }

    fn drop_notice(&self, _id: i64) -> StoreFuture<'_, ()> {
        ready(())
    }
}

/// Creates a two-seat Passcode match with `clock` on `hub`, joins its second seat, and
/// watches it: the spectator's messages.
async fn watched(hub: &Hub, clock: Clock) -> (String, [String; 2], mpsc::Receiver<String>) {
    let created = hub
        .create(CreateMatch {
            version: PROTOCOL_VERSION,
            game: "passcode".to_string(),
            options: json!({"any_order": false, "codes": 2}),
            seats: vec![SeatChoice::Me, SeatChoice::Open],
            clock: Some(clock),
            webhook: None,
            name: None,
        })
        .await
        .expect("created");
    let joined = hub
        .join(JoinMatch {
            version: PROTOCOL_VERSION,
            code: created.code.to_string(),
            webhook: None,
            name: None,
        })
        .await
        .expect("joined");
    let handle = hub.handle(&created.code).await.expect("running");
    let (outbox, inbox) = mpsc::channel(256);
    let (reply, answer) = oneshot::channel();
    let connect = Command::Connect {
        token: None,
        last_seq: None,
        outbox,
        reply,
    };
    assert!(handle.commands.send(connect).await.is_ok());
    answer.await.unwrap().expect("watching");
    let code = created.code.to_string();
    (code, [created.token, joined.token], inbox)
}

/// The next view among a spectator's messages.
async fn next_view(inbox: &mut mpsc::Receiver<String>) -> codebreakers_protocol::View {
    loop {
        let text = inbox.recv().await.expect("the match's task sends");
        if let ServerMessage::View(view) = serde_json::from_str(&text).unwrap() {
            return view;
        }
    }
}

#[tokio::test(start_paused = true)]
async fn on_paused_time_an_hour_a_move_runs_out_at_the_hour_and_a_waiting_clock_waits() {
    install_the_shipped_book().unwrap();
    let store = Arc::new(MemoryStore::default());
    let time = Time::tokio();
    let settings = HubSettings {
        time,
        ..HubSettings::default()
    };
    let hub = Hub::with_settings(store.clone(), settings);
    let hour = Clock {
        per_move_seconds: 3600,
        when_late: WhenLate::Computer,
        level: None,
    };
    let (code, _, mut inbox) = watched(&hub, hour).await;
    let waiting = Clock {
        when_late: WhenLate::Wait,
        ..hour
    };
    let (waiting_code, waiting_tokens, _waiting_inbox) = watched(&hub, waiting).await;
    let start = tokio::time::Instant::now();
    let at_start = next_view(&mut inbox).await;
    assert_eq!(at_start.seq, 0);
    let late_seat = at_start.to_decide[0];

    // Nothing plays until the hour is up; then the late seat's move (every action of its
    // turn) at the hour, until the other seat is to decide.
    let mut played = next_view(&mut inbox).await;
    let waited = start.elapsed();
    assert!(
        waited >= Duration::from_secs(3600) && waited < Duration::from_secs(3601),
        "played after {waited:?}"
    );
    while played.to_decide == [late_seat] {
        played = next_view(&mut inbox).await;
    }
    assert!(
        start.elapsed() < Duration::from_secs(3601),
        "the turn played at once"
    );
    let stored = store.load_match(&code).await.unwrap().unwrap();
    assert_eq!(stored.actions.len() as u64, played.seq);
    let taken = stored.record.seats[1].taken_ms.unwrap();
    for action in &stored.actions {
        assert!(action.late && action.seat == late_seat, "{action:?}");
        let late_by = action.at_ms - taken;
        assert!((3_600_000..3_601_000).contains(&late_by), "{late_by} ms");
    }
    // The next seat's hour starts as it comes to decide, and it is played at that hour.
    let last = stored.actions.last().unwrap().at_ms;
    assert_eq!(played.deadline, Some((last + 3_600_000).div_ceil(1000)));
    let next = next_view(&mut inbox).await;
    assert!(next.acted[0].late && next.acted[0].seat != late_seat);
    let waited = start.elapsed();
    assert!(
        waited >= Duration::from_secs(7200) && waited < Duration::from_secs(7201),
        "played after {waited:?}"
    );

    // Ten hours on, the waiting match has played nothing and is late.
    tokio::time::advance(Duration::from_secs(10 * 3600)).await;
    let listed = hub
        .list(ListMatches {
            version: PROTOCOL_VERSION,
            tokens: waiting_tokens.to_vec(),
        })
        .await
        .unwrap();
    assert_eq!(listed.len(), 2);
    for summary in &listed {
        assert_eq!(summary.code.as_str(), waiting_code);
        assert_eq!(summary.seq, 0, "a waiting clock plays nothing");
        assert_eq!(summary.clock, Some(waiting));
        let deadline = summary.deadline.expect("a deadline");
        assert!(deadline * 1000 <= time.now_ms());
        assert_eq!(summary.seconds_left, Some(0));
    }
    assert!(
        store
            .load_match(&waiting_code)
            .await
            .unwrap()
            .unwrap()
            .actions
            .is_empty()
    );
}
