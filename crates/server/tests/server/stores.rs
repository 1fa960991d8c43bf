//! Both stores keep the same things the same way, and two servers on one database (as two
//! processes behind a load balancer would be) race on one match without harm: the unique key
//! on (match, seq) refuses the late write, and the late server reloads the match and answers
//! its client (`accepted`, repeated, for an action the other server applied; `stale_sequence`
//! and the view again for one chosen on a state that is gone). On SQLite (two pools on one
//! file) and on PostgreSQL (the database at `CODEBREAKERS_TEST_POSTGRES`).

use crate::common;

use codebreakers_kernel::{BotLevel, Game, SeatId, SeatKind};
use codebreakers_passcode::Passcode;
use codebreakers_protocol::{
    ClientMessage, Clock, ErrorCode, PROTOCOL_VERSION, ServerMessage, View, WhenLate,
};
use codebreakers_registry::Registered;
use codebreakers_server::Store;
use codebreakers_server::secret::TokenHash;
use codebreakers_server::secret::{new_invite_code, new_token};
use codebreakers_server::store::{
    ActionRecord, MatchRecord, Revision, SeatRecord, TakeBack, TakeSeat, Written,
};
use common::{
    Client, field, post, postgres_store, postgres_url, runtime, scratch, sqlite_store,
    start_server_on,
};
use serde_json::json;
use std::sync::Arc;

/// What every store must do.
async fn keeps_matches(store: Arc<dyn Store>) {
    let (_, mine) = new_token().unwrap();
    let (_, friend) = new_token().unwrap();
    let record = MatchRecord {
        code: new_invite_code().unwrap().to_string(),
        game: "passcode".to_string(),
        options: json!({"codes": 2}),
        // The top bit set: the seed is kept as the same 64 bits.
        seed: u64::MAX - 7,
        seats: vec![
            SeatRecord {
                kind: SeatKind::Human,
                token: Some(mine),
                taken_ms: Some(1_700_000_000_000),
                webhook: Some("http://127.0.0.1:9/me".to_string()),
                resigned: None,
                name: "Núria".parse().ok(),
            },
            SeatRecord::open(SeatKind::Human),
            SeatRecord::open(SeatKind::Computer(BotLevel::Hard)),
        ],
        created: 1_700_000_000,
        clock: Some(Clock {
            per_move_seconds: 86_400,
            when_late: WhenLate::Computer,
            level: Some(BotLevel::Easy),
        }),
        rematch_of: None,
        rematch: None,
        rematch_by: None,
    };
    assert!(store.create_match(&record).await.unwrap());
    assert!(!store.create_match(&record).await.unwrap(), "a code once");
    assert_eq!(store.last_seq(&record.code).await.unwrap(), Some(0));
    assert_eq!(store.last_seq("NOSUCH").await.unwrap(), None);
    assert!(store.load_match("NOSUCH").await.unwrap().is_none());

    let take = |seat: u8, token: TokenHash, again: bool| TakeSeat {
        seat: SeatId(seat),
        token,
        webhook: Some(format!("http://127.0.0.1:9/{seat}")),
        name: format!("Friend {seat}").parse().ok(),
        at_ms: 1_700_000_005_000,
        again,
        written: Written::default(),
    };
    assert!(
        !store
            .take_seat(&record.code, &take(0, friend, false))
            .await
            .unwrap()
    );
    assert!(
        !store
            .take_seat(&record.code, &take(2, friend, false))
            .await
            .unwrap()
    );
    assert!(
        !store
            .take_seat(&record.code, &take(2, friend, true))
            .await
            .unwrap(),
        "a computer's seat, never"
    );
    // The friend's seat, taken: the clock starts (a deadline), and seat 0 is told.
    let mut taken = take(1, friend, false);
    taken.written = Written {
        timed: true,
        deadline_ms: Some(1_700_086_405_000),
        seq: 0,
        notify: vec![SeatId(0)],
        undos: 0,
    };
    assert!(store.take_seat(&record.code, &taken).await.unwrap());
    assert!(
        !store
            .take_seat(&record.code, &take(1, mine, false))
            .await
            .unwrap()
    );
    // (A database shared with other tests may hold their timed matches too.)
    assert!(
        store
            .timed_matches(u64::MAX)
            .await
            .unwrap()
            .contains(&record.code)
    );
    let overdue = store.timed_matches(1_700_086_405_000).await.unwrap();
    assert!(overdue.contains(&record.code), "due at its deadline");
    let not_yet = store.timed_matches(1_700_086_404_999).await.unwrap();
    assert!(!not_yet.contains(&record.code), "not before");

    let first = ActionRecord {
        seq: 1,
        seat: SeatId(1),
        action: json!({"guess": [1, 2]}),
        client_id: Some("a".to_string()),
        at_ms: 1_700_000_010_000,
        late: false,
    };
    // Seat 1 (with a webhook) and seat 2 (a computer's, with none) come to decide: one
    // notice.
    let written = Written {
        timed: true,
        deadline_ms: Some(1_700_086_410_000),
        seq: 1,
        notify: vec![SeatId(1), SeatId(2)],
        undos: 0,
    };
    assert!(
        store
            .append_action(&record.code, &first, &written)
            .await
            .unwrap()
    );
    let late = ActionRecord {
        seat: SeatId(0),
        client_id: None,
        ..first.clone()
    };
    assert!(
        !store
            .append_action(&record.code, &late, &written)
            .await
            .unwrap(),
        "one action a sequence number"
    );
    let second = ActionRecord {
        seq: 2,
        seat: SeatId(2),
        action: json!("pass"),
        client_id: None,
        at_ms: 1_700_000_020_000,
        late: true,
    };
    // The match is over: no deadline, and no more timed.
    let over = Written {
        timed: true,
        ..Written::default()
    };
    assert!(
        store
            .append_action(&record.code, &second, &over)
            .await
            .unwrap()
    );
    assert_eq!(store.last_seq(&record.code).await.unwrap(), Some(2));
    // The same, untimed and telling no one (the action alone), is refused all the same.
    assert!(
        !store
            .append_action(&record.code, &second, &Written::default())
            .await
            .unwrap()
    );
    assert!(
        !store
            .timed_matches(u64::MAX)
            .await
            .unwrap()
            .contains(&record.code)
    );

    let stored = store.load_match(&record.code).await.unwrap().unwrap();
    let mut expected = record.clone();
    expected.seats[1].token = Some(friend);
    expected.seats[1].taken_ms = Some(1_700_000_005_000);
    expected.seats[1].webhook = Some("http://127.0.0.1:9/1".to_string());
    expected.seats[1].name = "Friend 1".parse().ok();
    assert_eq!(stored.record, expected);
    assert_eq!(stored.actions, vec![first, second]);

    let held = store.seats_held(&[friend, mine]).await.unwrap();
    assert!(held.contains(&(record.code.clone(), SeatId(0))));
    assert!(held.contains(&(record.code.clone(), SeatId(1))));
    assert_eq!(held.len(), 2);

    // The notices: seat 0's at 0, seat 1's at 1, each with its seat's webhook now.
    store
        .set_webhook(&record.code, SeatId(1), Some("http://127.0.0.1:9/new"))
        .await
        .unwrap();
    let due = store.due_notices(u64::MAX >> 2, 10).await.unwrap();
    let mine_now: Vec<_> = due.iter().filter(|n| n.code == record.code).collect();
    assert_eq!(mine_now.len(), 2, "{due:?}");
    assert_eq!((mine_now[0].seat, mine_now[0].seq), (SeatId(0), 0));
    assert_eq!(mine_now[0].url.as_deref(), Some("http://127.0.0.1:9/me"));
    assert_eq!((mine_now[1].seat, mine_now[1].seq), (SeatId(1), 1));
    assert_eq!(mine_now[1].url.as_deref(), Some("http://127.0.0.1:9/new"));
    assert_eq!(mine_now[1].game, "passcode");
    let notice = mine_now[0].clone();
    assert!(store.try_notice(notice.id, 0, 5_000).await.unwrap());
    assert!(
        !store.try_notice(notice.id, 0, 5_000).await.unwrap(),
        "counted once"
    );
    let later = store.due_notices(4_999, 100).await.unwrap();
    assert!(
        later.iter().all(|n| n.id != notice.id),
        "not due before its retry"
    );
    let again = store.due_notices(5_000, 100).await.unwrap();
    let again = again
        .iter()
        .find(|n| n.id == notice.id)
        .expect("due at its retry");
    assert_eq!(again.attempts, 1);
    store.drop_notice(notice.id).await.unwrap();
    let after = store.due_notices(u64::MAX >> 2, 100).await.unwrap();
    assert!(after.iter().all(|n| n.id != notice.id), "dropped");
    store.drop_notice(mine_now[1].id).await.unwrap();

    // The rematch: made once; the second asking gets the first's code.
    let rematch = MatchRecord {
        code: new_invite_code().unwrap().to_string(),
        seed: 7,
        seats: record
            .seats
            .iter()
            .map(|s| SeatRecord::open(s.kind))
            .collect(),
        rematch_of: Some(record.code.clone()),
        ..record.clone()
    };
    let made = store
        .create_rematch(&record.code, &rematch, SeatId(1))
        .await
        .unwrap();
    assert_eq!(made.as_deref(), Some(rematch.code.as_str()));
    let other = MatchRecord {
        code: new_invite_code().unwrap().to_string(),
        ..rematch.clone()
    };
    let made = store
        .create_rematch(&record.code, &other, SeatId(0))
        .await
        .unwrap();
    assert_eq!(made.as_deref(), Some(rematch.code.as_str()), "one rematch");
    assert!(store.load_match(&other.code).await.unwrap().is_none());
    let old = store.load_match(&record.code).await.unwrap().unwrap();
    assert_eq!(old.record.rematch.as_deref(), Some(rematch.code.as_str()));
    assert_eq!(
        old.record.rematch_by,
        Some(SeatId(1)),
        "the first to ask offers it"
    );
    let revision = store.revision(&record.code).await.unwrap().unwrap();
    assert_eq!(
        (revision.taken, revision.rematch.as_deref()),
        (
            old.record
                .seats
                .iter()
                .filter(|s| s.token.is_some())
                .count() as u64,
            Some(rematch.code.as_str())
        ),
        "the revision counts the seats taken and names the rematch"
    );
    let new = store.load_match(&rematch.code).await.unwrap().unwrap();
    assert_eq!(new.record, rematch);
    // Its seats are taken again with the old tokens' say-so.
    let (_, renewed) = new_token().unwrap();
    assert!(
        store
            .take_seat(&rematch.code, &take(1, friend, true))
            .await
            .unwrap()
    );
    assert!(
        store
            .take_seat(&rematch.code, &take(1, renewed, true))
            .await
            .unwrap()
    );
    let held = store.seats_held(&[friend, renewed]).await.unwrap();
    assert!(held.contains(&(rematch.code.clone(), SeatId(1))));
    assert!(!held.contains(&(rematch.code.clone(), SeatId(0))));
}

#[test]
fn the_sqlite_store_keeps_matches_seats_and_a_log_unique_on_seq() {
    let dir = scratch("store-sqlite");
    runtime().block_on(async { keeps_matches(sqlite_store(&dir).await).await });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_postgres_store_keeps_matches_seats_and_a_log_unique_on_seq() {
    let Some(url) = postgres_url("the_postgres_store_keeps_matches_seats_and_a_log_unique_on_seq")
    else {
        return;
    };
    runtime().block_on(async { keeps_matches(postgres_store(&url).await).await });
}

/// What every store must do for resignations and take-backs: a resignation kept once; a
/// take-back cuts the log only if the match is as the writer knows it, counts itself, and
/// makes an append against the old count late, even at a free sequence number.
async fn resigns_and_takes_back(store: Arc<dyn Store>) {
    let record = MatchRecord {
        code: new_invite_code().unwrap().to_string(),
        game: "passcode".to_string(),
        options: json!(null),
        seed: 3,
        seats: vec![SeatRecord::open(SeatKind::Human); 3],
        created: 1_700_000_000,
        clock: None,
        rematch_of: None,
        rematch: None,
        rematch_by: None,
    };
    let code = record.code.clone();
    assert!(store.create_match(&record).await.unwrap());
    let action = |seq: u64, seat: u8| ActionRecord {
        seq,
        seat: SeatId(seat),
        action: json!({ "n": seq }),
        client_id: Some(format!("a{seq}")),
        at_ms: 1_700_000_000_000 + seq,
        late: false,
    };
    let written = |seq: u64, undos: u64| Written {
        seq,
        undos,
        ..Written::default()
    };
    for seq in 1..=3 {
        assert!(
            store
                .append_action(&code, &action(seq, 0), &written(seq, 0))
                .await
                .unwrap()
        );
    }
    // The log's length and take-backs (the seats and rematch are checked with the match).
    let seen = |revision: Option<Revision>| revision.map(|r| (r.seq, r.undos));
    assert_eq!(seen(store.revision(&code).await.unwrap()), Some((3, 0)));
    assert_eq!(store.revision("NOSUCH").await.unwrap(), None);

    let take = |from: u64, to: u64, undos: u64| TakeBack {
        from,
        to,
        undos,
        written: written(to, undos + 1),
    };
    assert!(
        !store.take_back(&code, &take(3, 1, 1)).await.unwrap(),
        "another count of take-backs"
    );
    assert!(
        !store.take_back(&code, &take(2, 1, 0)).await.unwrap(),
        "another length of the log"
    );
    assert_eq!(
        seen(store.revision(&code).await.unwrap()),
        Some((3, 0)),
        "nothing changed"
    );
    assert!(store.take_back(&code, &take(3, 1, 0)).await.unwrap());
    assert_eq!(seen(store.revision(&code).await.unwrap()), Some((1, 1)));
    // Appends against the old count are late, alone or with a deadline to write.
    assert!(
        !store
            .append_action(&code, &action(2, 0), &written(2, 0))
            .await
            .unwrap()
    );
    let timed = Written {
        timed: true,
        ..written(2, 0)
    };
    assert!(
        !store
            .append_action(&code, &action(2, 0), &timed)
            .await
            .unwrap()
    );
    let again = ActionRecord {
        action: json!({ "n": "again" }),
        ..action(2, 1)
    };
    assert!(
        store
            .append_action(&code, &again, &written(2, 1))
            .await
            .unwrap()
    );
    let stored = store.load_match(&code).await.unwrap().unwrap();
    assert_eq!(stored.undos, 1);
    assert_eq!(stored.actions, vec![action(1, 0), again]);

    assert!(
        store
            .resign(&code, SeatId(2), 2, &written(2, 1))
            .await
            .unwrap()
    );
    assert!(
        !store
            .resign(&code, SeatId(2), 5, &written(5, 1))
            .await
            .unwrap(),
        "resigned once"
    );
    let stored = store.load_match(&code).await.unwrap().unwrap();
    let resigned: Vec<_> = stored.record.seats.iter().map(|s| s.resigned).collect();
    assert_eq!(resigned, [None, None, Some(2)]);
}

#[test]
fn the_sqlite_store_keeps_resignations_and_take_backs() {
    let dir = scratch("store-sqlite-undo");
    runtime().block_on(async { resigns_and_takes_back(sqlite_store(&dir).await).await });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_postgres_store_keeps_resignations_and_take_backs() {
    let Some(url) = postgres_url("the_postgres_store_keeps_resignations_and_take_backs") else {
        return;
    };
    runtime().block_on(async { resigns_and_takes_back(postgres_store(&url).await).await });
}

/// An act of `seat` from `view`, as its computer player would choose.
fn act_from(view: &View, seat: SeatId, id: &str) -> ClientMessage {
    let observation: <Passcode as Game>::Observation =
        serde_json::from_value(view.observation.clone()).expect("a Passcode observation");
    let mut bot = Passcode::bot(BotLevel::Normal, 5 + u64::from(seat.0));
    ClientMessage::Act {
        id: id.to_string(),
        seq: view.seq,
        action: serde_json::to_value(bot.decide(&observation)).unwrap(),
    }
}

/// Reads the welcome and view a hello is answered with.
async fn welcomed(client: &mut Client) -> View {
    assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
    client.view_at(0).await
}

/// Two servers, `a` and `b`, on one database; the match is played on `a` while `b` holds a
/// copy it read before.
async fn race(first: Arc<dyn Store>, second: Arc<dyn Store>) {
    let (a, _hub_a) = start_server_on(first.clone()).await;
    let (b, _hub_b) = start_server_on(second).await;
    let create = json!({
        "version": PROTOCOL_VERSION,
        "game": "passcode",
        "options": {"any_order": false, "codes": 2},
        "seats": ["me", "open"],
    });
    let (status, created) = post(a, "/api/matches", &create.to_string()).await;
    assert_eq!(status, 200, "{created}");
    let code = field(&created, "code");
    let join = json!({"version": PROTOCOL_VERSION, "code": code});
    let (status, joined) = post(b, "/api/join", &join.to_string()).await;
    assert_eq!(status, 200, "{joined}");
    let tokens = [field(&created, "token"), field(&joined, "token")];

    // Both seats on both servers: `b` reads the match now, at action 0.
    let mut on_a = Vec::new();
    let mut on_b = Vec::new();
    let mut views = Vec::new();
    for token in &tokens {
        let mut client = Client::hello(a, &code, Some(token), None).await;
        views.push(welcomed(&mut client).await);
        on_a.push(client);
        let mut client = Client::hello(b, &code, Some(token), None).await;
        welcomed(&mut client).await;
        on_b.push(client);
    }

    // One action on `a`, then the same (same id, after a drop, say) on `b`, which has not
    // seen it: `b`'s write is refused, it reloads, and knows the action for one applied.
    let seat = views[0].to_decide[0];
    let s = seat.index();
    let act = act_from(&views[s], seat, "first");
    on_a[s].send(&act).await;
    let accepted = on_a[s]
        .until(|m| match m {
            ServerMessage::Accepted { seq, repeated, .. } => Some((seq, repeated)),
            _ => None,
        })
        .await;
    assert_eq!(accepted, (1, false));
    on_b[s].send(&act).await;
    let view_b = on_b[s].view_at(1).await;
    let repeated = on_b[s]
        .until(|m| match m {
            ServerMessage::Accepted { id, seq, repeated } => Some((id, seq, repeated)),
            ServerMessage::Error { message, .. } => panic!("{message}"),
            _ => None,
        })
        .await;
    assert_eq!(repeated, ("first".to_string(), 1, true));
    let other = SeatId(1 - seat.0);
    let view_b_other = on_b[other.index()].view_at(1).await;

    // The next action on `a`, and another chosen on the same view sent to `b`, which again
    // has not seen `a`'s: refused as stale, with the view again.
    let views = [on_a[0].view_at(1).await, on_a[1].view_at(1).await];
    assert_eq!(views[s].observation, view_b.observation, "b reloaded all");
    assert_eq!(views[other.index()].observation, view_b_other.observation);
    let next = views[0].to_decide[0];
    let n = next.index();
    let act = act_from(&views[n], next, "second");
    on_a[n].send(&act).await;
    on_a[n]
        .until(|m| matches!(m, ServerMessage::Accepted { seq: 2, .. }).then_some(()))
        .await;
    let ClientMessage::Act { seq, action, .. } = act else {
        unreachable!()
    };
    let late = ClientMessage::Act {
        id: "second-on-b".to_string(),
        seq,
        action,
    };
    on_b[n].send(&late).await;
    let refusal = on_b[n]
        .until(|m| match m {
            ServerMessage::Error { code, id, message } => Some((code, id, message)),
            ServerMessage::Accepted { .. } => panic!("the late action was accepted"),
            _ => None,
        })
        .await;
    assert_eq!(refusal.0, ErrorCode::StaleSequence, "{}", refusal.2);
    assert_eq!(refusal.1.as_deref(), Some("second-on-b"));
    let again = on_b[n].view_at(2).await;
    assert_eq!(again.observation, on_a[n].view_at(2).await.observation);

    // The log is `a`'s: two actions, the late one nowhere.
    let stored = first.load_match(&code).await.unwrap().unwrap();
    let ids: Vec<Option<&str>> = stored
        .actions
        .iter()
        .map(|a| a.client_id.as_deref())
        .collect();
    assert_eq!(ids, [Some("first"), Some("second")]);
    for client in on_a.into_iter().chain(on_b) {
        client.close().await;
    }
}

#[test]
fn two_servers_on_one_sqlite_file_the_late_writer_reloads_and_answers() {
    let dir = scratch("race-sqlite");
    runtime().block_on(async {
        let first = sqlite_store(&dir).await;
        let second = sqlite_store(&dir).await;
        race(first, second).await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn two_servers_on_one_postgres_the_late_writer_reloads_and_answers() {
    let Some(url) = postgres_url("two_servers_on_one_postgres_the_late_writer_reloads_and_answers")
    else {
        return;
    };
    runtime().block_on(async {
        let first = postgres_store(&url).await;
        let second = postgres_store(&url).await;
        race(first, second).await;
    });
}

/// The tables as the first schema made them, before versions were counted, with a match
/// of two actions in them.
const FIRST_SCHEMA: [&str; 4] = [
    "CREATE TABLE matches (code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
        seed BIGINT NOT NULL, created BIGINT NOT NULL)",
    "CREATE TABLE seats (match_code TEXT NOT NULL REFERENCES matches(code), seat BIGINT NOT NULL,
        kind TEXT NOT NULL, token_hash BYTEA, PRIMARY KEY (match_code, seat))",
    "CREATE INDEX seats_by_token ON seats(token_hash)",
    "CREATE TABLE actions (match_code TEXT NOT NULL REFERENCES matches(code), seq BIGINT NOT NULL,
        seat BIGINT NOT NULL, action TEXT NOT NULL, client_id TEXT, PRIMARY KEY (match_code, seq))",
];

/// Runs `statement` with text `binds` on `pool`, of either database.
async fn run<DB: sqlx::Database>(pool: &sqlx::Pool<DB>, statement: &'static str, binds: &[&str])
where
    String: for<'q> sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    DB::Arguments: sqlx::IntoArguments<DB>,
    for<'c> &'c sqlx::Pool<DB>: sqlx::Executor<'c, Database = DB>,
{
    let mut query = sqlx::query(statement);
    for bind in binds {
        query = query.bind(bind.to_string());
    }
    query
        .execute(pool)
        .await
        .expect("the first schema's statement runs");
}

/// Fills the database of `pool` as the first schema made it, then checks the store opened
/// on it (by `open`) reads the old match and writes on, and opens again as it was left.
async fn brought_up_to_date<DB: sqlx::Database>(
    pool: &sqlx::Pool<DB>,
    open: impl AsyncFn() -> Arc<dyn Store>,
) where
    String: for<'q> sqlx::Encode<'q, DB> + sqlx::Type<DB>,
    DB::Arguments: sqlx::IntoArguments<DB>,
    for<'c> &'c sqlx::Pool<DB>: sqlx::Executor<'c, Database = DB>,
{
    for statement in FIRST_SCHEMA {
        run(pool, statement, &[]).await;
    }
    let code = new_invite_code().unwrap().to_string();
    run(
        pool,
        "INSERT INTO matches (code, game, options, seed, created) VALUES ($1, 'passcode', '{\"codes\":2}', -5, 1700000000)",
        &[&code],
    )
    .await;
    run(
        pool,
        "INSERT INTO seats (match_code, seat, kind) VALUES ($1, 0, 'human'), ($1, 1, 'normal')",
        &[&code],
    )
    .await;
    run(
        pool,
        "INSERT INTO actions (match_code, seq, seat, action, client_id) VALUES ($1, 1, 0, '\"pass\"', 'p0')",
        &[&code],
    )
    .await;
    let store = open().await;
    let stored = store
        .load_match(&code)
        .await
        .unwrap()
        .expect("the old match");
    assert_eq!(stored.record.seed, (-5i64) as u64);
    assert_eq!(stored.record.clock, None);
    assert_eq!(stored.record.seats[0], SeatRecord::open(SeatKind::Human));
    assert_eq!(stored.actions.len(), 1);
    assert_eq!(
        (stored.actions[0].at_ms, stored.actions[0].late),
        (0, false)
    );
    assert_eq!(stored.actions[0].client_id.as_deref(), Some("p0"));
    // New writes go into the new columns; opened again, the store is as it was left.
    let second = ActionRecord {
        seq: 2,
        seat: SeatId(1),
        action: json!("pass"),
        client_id: None,
        at_ms: 1_700_000_100_000,
        late: true,
    };
    let written = Written {
        timed: true,
        deadline_ms: Some(1_700_000_200_000),
        seq: 2,
        notify: vec![SeatId(0)],
        undos: 0,
    };
    assert!(store.append_action(&code, &second, &written).await.unwrap());
    drop(store);
    let store = open().await;
    let stored = store.load_match(&code).await.unwrap().unwrap();
    assert_eq!(stored.actions[1], second);
}

#[test]
fn an_sqlite_file_of_the_first_schema_is_brought_up_to_date() {
    let dir = scratch("migrate-sqlite");
    runtime().block_on(async {
        let path = dir.join("matches.sqlite");
        let options = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&path)
            .create_if_missing(true);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        brought_up_to_date(&pool, async || sqlite_store(&dir).await).await;
        pool.close().await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_postgres_database_of_the_first_schema_is_brought_up_to_date() {
    let Some(url) = postgres_url("a_postgres_database_of_the_first_schema_is_brought_up_to_date")
    else {
        return;
    };
    runtime().block_on(async {
        // A database of its own, beside the shared one.
        let name = format!("codebreakers_migrate_{}", std::process::id());
        let admin = sqlx::PgPool::connect(&url).await.unwrap();
        let drop = format!("DROP DATABASE IF EXISTS {name}");
        sqlx::query(sqlx::AssertSqlSafe(drop.clone()))
            .execute(&admin)
            .await
            .unwrap();
        let create = format!("CREATE DATABASE {name}");
        sqlx::query(sqlx::AssertSqlSafe(create))
            .execute(&admin)
            .await
            .unwrap();
        let (base, _) = url.rsplit_once('/').expect("a URL with a database");
        let own = format!("{base}/{name}");
        let pool = sqlx::PgPool::connect(&own).await.unwrap();
        brought_up_to_date(&pool, async || postgres_store(&own).await).await;
        pool.close().await;
        sqlx::query(sqlx::AssertSqlSafe(drop))
            .execute(&admin)
            .await
            .unwrap();
    });
}
