//! The real `codebreakers-server` binary killed with SIGKILL (`kill -9`) in the middle of a
//! match, and started again: the match goes on from the database with nothing lost, on SQLite
//! and on PostgreSQL; and two processes on one PostgreSQL, a match begun on the first finished
//! on the second after the first is killed; and a match on a clock, its server killed
//! before a move falls due and started after, the move played at once. Every server listens on a free port of
//! 127.0.0.1; every wait is bounded, and a server still running when its test ends is killed.

use crate::common;

use codebreakers_kernel::{BotLevel, Game, SeatId};
use codebreakers_passcode::Passcode;
use codebreakers_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_records::SaveFile;
use codebreakers_registry::Registered;
use codebreakers_server::Store;
use common::{
    Client, WAIT, field, post, postgres_store, postgres_url, runtime, scratch, sqlite_store,
    stored_until,
};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;

/// A `codebreakers-server` process, killed when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    /// Starts the binary on a free port with `args`, and reads where it listens from the
    /// first line of its standard output.
    fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_codebreakers-server"))
            .args(["--port", "0", "--log", "warn"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("its output");
        let (first_line, read) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut line = String::new();
            let _ = reader.read_line(&mut line);
            let _ = first_line.send(line);
            // The rest is read and dropped, so that the server never waits on a full pipe.
            let _ = std::io::copy(&mut reader.take(u64::MAX), &mut std::io::sink());
        });
        let mut server = Server {
            child,
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        };
        let line = read
            .recv_timeout(WAIT)
            .expect("the server says where it listens in time");
        // "codebreakers-server: http://127.0.0.1:PORT (matches in ...)"
        server.addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|addr| addr.parse().ok())
            .unwrap_or_else(|| panic!("no address in `{line}`"));
        assert!(server.addr.ip().is_loopback());
        server
    }

    /// `kill -9`: the process ends at once, whatever it was doing.
    fn kill(mut self) {
        self.child.kill().expect("the server is killed");
        self.child.wait().expect("and reaped");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How a stretch of play ended.
enum Played {
    /// The seat's `stop_after`-th action was accepted; the last view seen.
    Stopped(View),
    /// The match ended: its save.
    Ended(Value),
}

/// Plays seat 0 from its views (`first`, then those that come) with a computer player,
/// recording the actions the server accepted by sequence number, until `stop_after` are
/// accepted or the match ends.
async fn play(
    client: &mut Client,
    mut first: Option<View>,
    stop_after: usize,
    accepted: &mut BTreeMap<u64, Value>,
) -> Played {
    let mut bot = Passcode::bot(BotLevel::Normal, 9);
    let mut sent: BTreeMap<String, Value> = BTreeMap::new();
    let mut last: Option<View> = None;
    for _ in 0..2000 {
        let message = match first.take() {
            Some(view) => ServerMessage::View(view),
            None => client.next().await,
        };
        // Shown if the test fails.
        eprintln!("seat 0 got {}", message.to_json());
        match message {
            ServerMessage::View(view) => {
                if view.outcome.is_none() && view.to_decide.contains(&SeatId(0)) {
                    let observation: <Passcode as Game>::Observation =
                        serde_json::from_value(view.observation.clone()).unwrap();
                    let action = serde_json::to_value(bot.decide(&observation)).unwrap();
                    let id = format!("p{}", view.seq);
                    sent.insert(id.clone(), action.clone());
                    let act = ClientMessage::Act {
                        id,
                        seq: view.seq,
                        action,
                    };
                    client.send(&act).await;
                }
                last = Some(view);
            }
            ServerMessage::Accepted { id, seq, .. } => {
                let action = sent.get(&id).expect("an action this client sent").clone();
                accepted.insert(seq, action);
                let last = last.clone().expect("a view came first");
                if accepted.len() >= stop_after {
                    return Played::Stopped(last);
                }
            }
            ServerMessage::Ended { save } => return Played::Ended(save),
            ServerMessage::Error { code, message, .. } => panic!("{code}: {message}"),
            ServerMessage::Welcome { .. }
            | ServerMessage::Rematch { .. }
            | ServerMessage::Presence { .. }
            | ServerMessage::Seated { .. }
            | ServerMessage::TakenBack { .. } => {}
        }
    }
    panic!("no end after 2000 messages");
}

/// A Passcode match of seat 0 against the server's computer, created on `server`.
async fn create(server: SocketAddr) -> (String, String) {
    let create = json!({
        "version": PROTOCOL_VERSION,
        "game": "passcode",
        "options": {"any_order": false, "codes": 3},
        "seats": ["me", "normal"],
    });
    let (status, created) = post(server, "/api/matches", &create.to_string()).await;
    assert_eq!(status, 200, "{created}");
    (field(&created, "code"), field(&created, "token"))
}

/// The save of a finished match holds every action the server accepted from seat 0, at its
/// sequence number, and replays to the end.
fn check_the_save(save: &Value, accepted: &BTreeMap<u64, Value>) {
    let save = SaveFile::from_json(save.to_string().as_bytes()).expect("a save");
    let timeline = save.timeline::<Passcode>().expect("it replays");
    assert!(timeline.state().outcome().is_some(), "the match is over");
    for (&seq, action) in accepted {
        let logged = &save.actions[seq as usize - 1];
        assert_eq!(logged["seat"], json!(SeatId(0)), "action {seq} is seat 0's");
        assert_eq!(
            &logged["action"], action,
            "action {seq} is the one accepted"
        );
    }
}

/// Begins a match on the server `first` starts, kills it after seat 0's third action, and
/// finishes the match on `second` (started after the kill if `second_after_kill`, else
/// running from the start, and asked about the match by a spectator before the kill).
fn kill_and_go_on(first: &[&str], second: &[&str], second_after_kill: bool) {
    runtime().block_on(async {
        let one = Server::start(first);
        let mut two = (!second_after_kill).then(|| Server::start(second));
        let (code, token) = create(one.addr).await;
        // A spectator on the second server reads the match now, before seat 0's actions, and
        // then every message it is sent (a socket that does not keep up is let go), up to
        // the save at the end.
        let watching = match &two {
            Some(two) => {
                let mut watching = Client::hello(two.addr, &code, None, None).await;
                assert!(matches!(
                    watching.next().await,
                    ServerMessage::Welcome { .. }
                ));
                // Its first view: at action 0, or 1 if the computer played first.
                watching
                    .until(|m| matches!(m, ServerMessage::View(_)).then_some(()))
                    .await;
                Some(tokio::spawn(async move {
                    watching
                        .until(|m| match m {
                            ServerMessage::Ended { save } => Some(save),
                            _ => None,
                        })
                        .await
                }))
            }
            None => None,
        };

        let mut accepted = BTreeMap::new();
        let mut client = Client::hello(one.addr, &code, Some(&token), None).await;
        let Played::Stopped(before) = play(&mut client, None, 3, &mut accepted).await else {
            panic!("the match ended before seat 0's third action");
        };
        one.kill();
        drop(client);
        eprintln!("killed the first server at seat 0's view {}", before.seq);

        let two = two.get_or_insert_with(|| Server::start(second));
        let mut client = Client::hello(two.addr, &code, Some(&token), Some(before.seq)).await;
        assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
        let ServerMessage::View(back) = client.next().await else {
            panic!("a view after the welcome");
        };
        let last_accepted = *accepted.keys().last().expect("three actions");
        assert!(
            back.seq >= last_accepted,
            "every accepted action is kept: at {} of {last_accepted}",
            back.seq
        );
        assert!(back.seq >= before.seq, "nothing lost");
        // The view given back is played on as any other.
        let Played::Ended(save) = play(&mut client, Some(back), usize::MAX, &mut accepted).await
        else {
            unreachable!("played to the end")
        };
        check_the_save(&save, &accepted);

        // The spectator on the second server was told what it missed, and of the end.
        if let Some(watching) = watching {
            let saved = watching.await.expect("the spectator read to the end");
            assert_eq!(saved["actions"], save["actions"]);
        }
    });
}

#[test]
fn kill_9_in_a_match_on_sqlite_and_start_again_the_match_goes_on() {
    let dir = scratch("kill-sqlite");
    let data = dir.to_str().expect("a UTF-8 path");
    kill_and_go_on(&["--data", data], &["--data", data], true);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn kill_9_in_a_match_on_postgres_and_start_again_the_match_goes_on() {
    let Some(url) = postgres_url("kill_9_in_a_match_on_postgres_and_start_again_the_match_goes_on")
    else {
        return;
    };
    kill_and_go_on(&["--database", &url], &["--database", &url], true);
}

#[test]
fn two_processes_on_postgres_a_match_begun_on_one_is_finished_on_the_other_after_a_kill_9() {
    let Some(url) = postgres_url(
        "two_processes_on_postgres_a_match_begun_on_one_is_finished_on_the_other_after_a_kill_9",
    ) else {
        return;
    };
    kill_and_go_on(&["--database", &url], &["--database", &url], false);
}

/// A match with two seconds a move (a computer plays late moves) is created and joined on
/// a server started with `args`, which is killed at once; once the move is overdue, a
/// server is started again with `args`: the move is played with no client asking, after the
/// kill, by the clock's computer. `store` reads the database as the server keeps it.
fn kill_9_before_a_deadline(args: &[&str], store: impl AsyncFnOnce() -> Arc<dyn Store>) {
    runtime().block_on(async {
        let one = Server::start(args);
        let create = json!({
            "version": PROTOCOL_VERSION,
            "game": "passcode",
            "options": {"any_order": false, "codes": 2},
            "seats": ["me", "open"],
            "clock": {"per_move_seconds": 2, "when_late": "computer", "level": "easy"},
        });
        let (status, created) = post(one.addr, "/api/matches", &create.to_string()).await;
        assert_eq!(status, 200, "{created}");
        let code = field(&created, "code");
        let join = json!({"version": PROTOCOL_VERSION, "code": code});
        let (status, joined) = post(one.addr, "/api/join", &join.to_string()).await;
        assert_eq!(status, 200, "{joined}");
        one.kill();
        let killed = now_ms();
        let store = store().await;
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert!(stored.actions.is_empty(), "killed before the deadline");
        let taken = stored.record.seats[1]
            .taken_ms
            .expect("the joined seat's time");
        // The server is down while the move falls due.
        let due = taken + 2000;
        let now = now_ms();
        if now < due {
            std::thread::sleep(std::time::Duration::from_millis(due - now + 100));
        }

        let _two = Server::start(args);
        stored_until(store.as_ref(), &code, 1).await;
        let stored = store.load_match(&code).await.unwrap().unwrap();
        let first = &stored.actions[0];
        assert!(first.late, "played by the clock's computer");
        assert!(
            first.at_ms > killed,
            "played after the kill, by the second server"
        );
        assert!(first.at_ms >= due);
    });
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

#[test]
fn kill_9_on_sqlite_before_a_deadline_the_overdue_move_is_played_when_it_starts_again() {
    let dir = scratch("kill-clock-sqlite");
    let data = dir.to_str().expect("a UTF-8 path").to_string();
    kill_9_before_a_deadline(&["--data", &data], async || sqlite_store(&dir).await);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn kill_9_on_postgres_before_a_deadline_the_overdue_move_is_played_when_it_starts_again() {
    let Some(url) = postgres_url(
        "kill_9_on_postgres_before_a_deadline_the_overdue_move_is_played_when_it_starts_again",
    ) else {
        return;
    };
    kill_9_before_a_deadline(&["--database", &url], async || postgres_store(&url).await);
}

/// The view at `seq`, within a second: a write on one process reaches the sockets of the
/// other live (PostgreSQL's LISTEN/NOTIFY), not when they next ask.
async fn live_view(client: &mut Client, seq: u64, who: &str) -> View {
    within_a_second(client.view_at(seq), format!("{who} had no view at {seq}")).await
}

/// Runs `test` (named so) with two server processes on the PostgreSQL database of
/// `CODEBREAKERS_TEST_POSTGRES` (and its URL), if it is set, each given `args` too.
fn on_two_processes(test: &str, args: &[&str], play: impl AsyncFnOnce(Server, Server, String)) {
    let Some(url) = postgres_url(test) else {
        return;
    };
    runtime().block_on(async {
        let one = Server::start(&[&["--database", &url], args].concat());
        let two = Server::start(&[&["--database", &url], args].concat());
        play(one, two, url).await;
    });
}

/// A match made through process `one` as `create` says, and its open seat taken through
/// `two`: its code, and the answers to both.
async fn created_on_one_joined_on_two(
    one: &Server,
    two: &Server,
    create: Value,
) -> (String, Value, Value) {
    let (status, created) = post(one.addr, "/api/matches", &create.to_string()).await;
    assert_eq!(status, 200, "{created}");
    let code = field(&created, "code");
    let join = json!({"version": PROTOCOL_VERSION, "code": code});
    let (status, joined) = post(two.addr, "/api/join", &join.to_string()).await;
    assert_eq!(status, 200, "{joined}");
    (code, created, joined)
}

/// What `coming` gives, if it comes within a second; else the test fails, saying `what`
/// did not.
async fn within_a_second<T>(coming: impl Future<Output = T>, what: String) -> T {
    tokio::time::timeout(std::time::Duration::from_secs(1), coming)
        .await
        .unwrap_or_else(|_| panic!("{what} within a second"))
}

#[test]
fn two_processes_on_postgres_play_one_match_live_and_a_killed_ones_seat_goes_on_at_the_other() {
    on_two_processes(
        "two_processes_on_postgres_play_one_match_live_and_a_killed_ones_seat_goes_on_at_the_other",
        &[],
        async |one, two, url| {
            let create = json!({
                "version": PROTOCOL_VERSION,
                "game": "passcode",
                "options": {"any_order": false, "codes": 2},
                "seats": ["me", "open"],
            });
            let (code, created, joined) = created_on_one_joined_on_two(&one, &two, create).await;
            let tokens = [field(&created, "token"), field(&joined, "token")];
            // Seat 0 on the first process; seat 1 and a spectator on the second.
            let mut seats = [
                Client::hello(one.addr, &code, Some(&tokens[0]), None).await,
                Client::hello(two.addr, &code, Some(&tokens[1]), None).await,
            ];
            let mut watcher = Client::hello(two.addr, &code, None, None).await;
            let mut bots = [
                Passcode::bot(BotLevel::Normal, 1),
                Passcode::bot(BotLevel::Normal, 2),
            ];
            let mut one = Some(one);
            let mut seq = 0;
            loop {
                let views = [
                    live_view(&mut seats[0], seq, "seat 0").await,
                    live_view(&mut seats[1], seq, "seat 1").await,
                ];
                live_view(&mut watcher, seq, "the spectator").await;
                if views[0].outcome.is_some() {
                    break;
                }
                if seq == 8
                    && let Some(one) = one.take()
                {
                    // The first process dies; its seat comes back through the second.
                    one.kill();
                    seats[0] = Client::hello(two.addr, &code, Some(&tokens[0]), Some(seq)).await;
                    seats[0].view_at(seq).await;
                }
                let seat = views[0].to_decide[0].index();
                let observation: <Passcode as Game>::Observation =
                    serde_json::from_value(views[seat].observation.clone()).unwrap();
                let action = serde_json::to_value(bots[seat].decide(&observation)).unwrap();
                let act = ClientMessage::Act {
                    id: format!("a{seq}"),
                    seq,
                    action,
                };
                seats[seat].send(&act).await;
                seq += 1;
                assert!(seq < 2000, "the match ends");
            }
            assert!(
                one.is_none(),
                "the match outlived the first process ({seq} actions)"
            );
            let store = postgres_store(&url).await;
            let stored = store.load_match(&code).await.unwrap().unwrap();
            assert_eq!(stored.actions.len() as u64, seq, "every action kept");
        },
    );
}

/// What `client` hears that `wanted` picks, within a second.
async fn heard<T>(
    client: &mut Client,
    what: &str,
    wanted: impl FnMut(ServerMessage) -> Option<T>,
) -> T {
    within_a_second(client.until(wanted), format!("{what} was not heard")).await
}

/// What a socket of one process hears, within a second, of what is done through another on
/// the same database: a friend taking the open seat (with its name), that friend resigning
/// (the match over), and the rematch it asks for (offered by its seat).
#[test]
fn two_processes_on_postgres_tell_a_seat_taken_a_resignation_and_a_rematch_live() {
    on_two_processes(
        "two_processes_on_postgres_tell_a_seat_taken_a_resignation_and_a_rematch_live",
        &[],
        async |one, two, _url| {
            let create = json!({
                "version": PROTOCOL_VERSION,
                "game": "code-breaker",
                "seats": ["me", "open"],
                "name": "Ann",
            });
            let (status, created) = post(one.addr, "/api/matches", &create.to_string()).await;
            assert_eq!(status, 200, "{created}");
            let code = field(&created, "code");
            let mut ann =
                Client::hello(one.addr, &code, Some(&field(&created, "token")), None).await;
            ann.view_at(0).await;

            let join = json!({"version": PROTOCOL_VERSION, "code": code, "name": "Núria"});
            let (status, joined) = post(two.addr, "/api/join", &join.to_string()).await;
            assert_eq!(status, 200, "{joined}");
            let names = heard(
                &mut ann,
                "the seat taken through the other process",
                |m| match m {
                    ServerMessage::Seated { names, open_seats } if open_seats.is_empty() => {
                        Some(names)
                    }
                    _ => None,
                },
            )
            .await;
            let names: Vec<Option<String>> = names
                .into_iter()
                .map(|name| name.map(|name| name.to_string()))
                .collect();
            assert_eq!(names, [Some("Ann".to_string()), Some("Núria".to_string())]);

            let mut nuria =
                Client::hello(two.addr, &code, Some(&field(&joined, "token")), None).await;
            nuria.view_at(0).await;
            nuria.send(&ClientMessage::Resign {}).await;
            heard(
                &mut ann,
                "the resignation through the other process",
                |m| match m {
                    ServerMessage::Ended { save } => Some(save),
                    _ => None,
                },
            )
            .await;

            let ask = json!({"version": PROTOCOL_VERSION, "token": field(&joined, "token")});
            let (status, rematch) = post(two.addr, "/api/rematch", &ask.to_string()).await;
            assert_eq!(status, 200, "{rematch}");
            let offered = heard(
                &mut ann,
                "the rematch asked for through the other process",
                |m| match m {
                    ServerMessage::Rematch { code, by } => Some((code, by)),
                    _ => None,
                },
            )
            .await;
            assert_eq!(offered, (field(&rematch, "code"), Some(SeatId(1))));
            drop((one, two));
        },
    );
}

/// Who is present, told across processes: a player connected through one process is
/// present to a socket of the other within a second, and absent within a second of
/// leaving; when the process holding the player is killed, the player is absent once its
/// lease (3 s here) runs out.
#[test]
fn two_processes_on_postgres_tell_who_is_present_and_a_killed_processes_players_leave() {
    on_two_processes(
        "two_processes_on_postgres_tell_who_is_present_and_a_killed_processes_players_leave",
        &["--presence-lease", "3"],
        async |one, two, _url| {
            let create = json!({
                "version": PROTOCOL_VERSION,
                "game": "code-breaker",
                "seats": ["me", "open"],
            });
            let (code, created, joined) = created_on_one_joined_on_two(&one, &two, create).await;
            let nuria_token = field(&joined, "token");
            let mut ann =
                Client::hello(one.addr, &code, Some(&field(&created, "token")), None).await;
            ann.view_at(0).await;
            let present = |wanted: &'static [SeatId]| {
                move |m: ServerMessage| match m {
                    ServerMessage::Presence { present } if present == wanted => Some(()),
                    _ => None,
                }
            };

            // Núria comes in through the second process: each learns of the other.
            let mut nuria = Client::open(two.addr).await;
            nuria
                .send(&ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                    code: code.clone(),
                    token: Some(nuria_token.clone()),
                    last_seq: None,
                })
                .await;
            let welcomed = nuria
                .until(|m| match m {
                    ServerMessage::Welcome { present, .. } => Some(present),
                    _ => None,
                })
                .await;
            assert_eq!(
                welcomed,
                [SeatId(0), SeatId(1)],
                "Ann, on the first process"
            );
            let both: &[SeatId] = &[SeatId(0), SeatId(1)];
            heard(
                &mut ann,
                "Núria coming in through the other process",
                present(both),
            )
            .await;

            // She leaves: Ann hears it.
            drop(nuria);
            let ann_alone: &[SeatId] = &[SeatId(0)];
            heard(
                &mut ann,
                "Núria leaving the other process",
                present(ann_alone),
            )
            .await;

            // She comes back, and her process dies: she is gone once her lease runs out.
            let mut nuria = Client::hello(two.addr, &code, Some(&nuria_token), None).await;
            nuria.view_at(0).await;
            heard(&mut ann, "Núria back", present(both)).await;
            two.kill();
            tokio::time::timeout(
                std::time::Duration::from_secs(6),
                ann.until(present(ann_alone)),
            )
            .await
            .expect("Núria's process killed, she is absent once her 3 s lease runs out");
            drop(one);
        },
    );
}
