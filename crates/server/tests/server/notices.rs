//! "Your turn" notices: a seat with a webhook is posted `{"code", "game", "seat", "seq"}`
//! each time it comes to decide (the webhook given at create or join, or changed with the
//! seat's token); a webhook that fails is tried again later until it takes the notice; a
//! notice kept when the server is killed in the middle of sending it is sent once the
//! server is back, on SQLite and on PostgreSQL. The webhooks are a small HTTP listener on
//! 127.0.0.1 in a thread of its own, which outlives the servers.

use crate::common;

use codebreakers_kernel::{BotLevel, Game, SeatId};
use codebreakers_passcode::Passcode;
use codebreakers_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_registry::Registered;
use codebreakers_server::{Delivery, HubSettings, Store, WebhookRules};
use common::{
    Client, WAIT, field, post, postgres_store, postgres_url, runtime, scratch, sqlite_store,
    start_hub,
};
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

/// How the webhook answers a post.
#[derive(Clone, Copy, Debug)]
enum Answer {
    Status(u16),
    /// No answer: the connection is held open, as a webhook that hangs.
    Hold,
}

/// A webhook listener: what it was posted (path and JSON body), each answered as `answers`
/// say in turn, then 200.
struct Hook {
    addr: SocketAddr,
    posted: mpsc::Receiver<(String, Value)>,
}

impl Hook {
    fn start(answers: &[Answer]) -> Hook {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let addr = listener.local_addr().unwrap();
        let (tell, posted) = mpsc::channel();
        let mut answers: VecDeque<Answer> = answers.iter().copied().collect();
        std::thread::spawn(move || {
            let mut held = Vec::new();
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let _ = stream.set_read_timeout(Some(WAIT));
                let Some((path, body)) = read_post(&mut stream) else {
                    continue;
                };
                let answer = answers.pop_front().unwrap_or(Answer::Status(200));
                if tell.send((path, body)).is_err() {
                    return;
                }
                match answer {
                    Answer::Status(status) => {
                        let reply =
                            format!("HTTP/1.1 {status} Whatever\r\nContent-Length: 0\r\n\r\n");
                        let _ = stream.write_all(reply.as_bytes());
                    }
                    Answer::Hold => held.push(stream),
                }
            }
        });
        Hook { addr, posted }
    }

    fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// The next post, within [`WAIT`].
    fn next(&self) -> (String, Value) {
        self.posted.recv_timeout(WAIT).expect("a post in time")
    }
}

/// A request's path and JSON body.
fn read_post(stream: &mut std::net::TcpStream) -> Option<(String, Value)> {
    let mut request = Vec::new();
    let mut buffer = [0u8; 1024];
    loop {
        let read = stream.read(&mut buffer).ok()?;
        if read == 0 {
            return None;
        }
        request.extend_from_slice(&buffer[..read]);
        let text = String::from_utf8_lossy(&request).to_string();
        let Some((head, body)) = text.split_once("\r\n\r\n") else {
            continue;
        };
        let length: usize = head
            .lines()
            .find_map(|line| {
                line.to_ascii_lowercase()
                    .strip_prefix("content-length:")
                    .map(|v| v.trim().parse().unwrap_or(0))
            })
            .unwrap_or(0);
        if body.len() < length {
            continue;
        }
        assert!(head.starts_with("POST "), "{head}");
        let path = head.split_whitespace().nth(1)?.to_string();
        return Some((path, serde_json::from_str(body).ok()?));
    }
}

/// Fast retries, for tests.
fn quick(attempts: u32, timeout: Duration) -> HubSettings {
    HubSettings {
        delivery: Delivery {
            attempts,
            first_retry: Duration::from_millis(100),
            longest_retry: Duration::from_millis(400),
            timeout,
            poll: Duration::from_millis(50),
        },
        // The test's listener is on loopback, which a server posts to only if allowed.
        webhooks: WebhookRules::with_loopback(),
        ..HubSettings::default()
    }
}

/// A two-seat Passcode match: created with `webhooks[0]` for the creator (changed to
/// `then` with its token, if given, before the join), joined with `webhooks[1]`; both seats
/// connected. The code, the tokens, the clients and their views at 0.
async fn two_seats(
    addr: SocketAddr,
    webhooks: [Option<String>; 2],
    then: Option<String>,
) -> (String, Vec<String>, Vec<Client>, Vec<View>) {
    let create = json!({
        "version": PROTOCOL_VERSION,
        "game": "passcode",
        "options": {"any_order": false, "codes": 2},
        "seats": ["me", "open"],
        "webhook": webhooks[0],
    });
    let (status, created) = post(addr, "/api/matches", &create.to_string()).await;
    assert_eq!(status, 200, "{created}");
    let code = field(&created, "code");
    assert_eq!(field(&created, "invite"), format!("/?join={code}"));
    if let Some(url) = then {
        let set =
            json!({"version": PROTOCOL_VERSION, "token": field(&created, "token"), "webhook": url});
        let (status, set) = post(addr, "/api/webhook", &set.to_string()).await;
        assert_eq!(status, 200, "{set}");
        assert_eq!(set, json!({"code": code, "seat": 0, "webhook": url}));
    }
    let join = json!({"version": PROTOCOL_VERSION, "code": code, "webhook": webhooks[1]});
    let (status, joined) = post(addr, "/api/join", &join.to_string()).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(field(&joined, "invite"), format!("/?join={code}"));
    let tokens = vec![field(&created, "token"), field(&joined, "token")];
    let mut clients = Vec::new();
    let mut views = Vec::new();
    for token in &tokens {
        let mut client = Client::hello(addr, &code, Some(token), None).await;
        assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
        views.push(client.view_at(0).await);
        clients.push(client);
    }
    (code, tokens, clients, views)
}

/// Plays the seat to decide, from its own view with a computer player, one action at a
/// time, until `done` says so of the views' `to_decide` so far (one a sequence number).
async fn drive(
    clients: &mut [Client],
    views: &mut [View],
    mut done: impl FnMut(&[Vec<SeatId>]) -> bool,
) -> Vec<Vec<SeatId>> {
    let mut to_decide = vec![views[0].to_decide.clone()];
    while !done(&to_decide) && views[0].outcome.is_none() {
        let seat = views[0].to_decide[0];
        let view = &views[seat.index()];
        let observation: <Passcode as Game>::Observation =
            serde_json::from_value(view.observation.clone()).unwrap();
        let mut bot = Passcode::bot(BotLevel::Normal, 3 + view.seq);
        let act = ClientMessage::Act {
            id: format!("a{}", view.seq),
            seq: view.seq,
            action: serde_json::to_value(bot.decide(&observation)).unwrap(),
        };
        let next = view.seq + 1;
        clients[seat.index()].send(&act).await;
        for (client, view) in clients.iter_mut().zip(views.iter_mut()) {
            *view = client.view_at(next).await;
        }
        to_decide.push(views[0].to_decide.clone());
    }
    to_decide
}

/// The notices a match whose seats decided as `to_decide` says gives (a seat and sequence
/// number each): at the join that filled it (seq 0), the creator's if it was to decide;
/// then each seat that came to decide.
fn expected(to_decide: &[Vec<SeatId>]) -> Vec<(SeatId, u64)> {
    let mut notices = Vec::new();
    if to_decide[0].contains(&SeatId(0)) {
        notices.push((SeatId(0), 0));
    }
    for (seq, pair) in (1..).zip(to_decide.windows(2)) {
        for seat in &pair[1] {
            if !pair[0].contains(seat) {
                notices.push((*seat, seq));
            }
        }
    }
    notices
}

/// Waits until `store` keeps no notice of match `code`.
async fn none_kept(store: &dyn Store, code: &str) {
    let drained = tokio::time::timeout(WAIT, async {
        loop {
            let kept = store.due_notices(u64::MAX >> 2, 10_000).await.unwrap();
            if kept.iter().all(|n| n.code != code) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(
        drained.is_ok(),
        "the notices of {code} are forgotten once sent"
    );
}

/// The posts `hook` is sent for `notices` of match `code`, to `paths` by seat, in any order.
fn posted(hook: &Hook, code: &str, paths: [&str; 2], notices: &[(SeatId, u64)]) {
    let mut wanted: Vec<(String, Value)> = notices
        .iter()
        .map(|&(seat, seq)| {
            let body = json!({"code": code, "game": "passcode", "seat": seat, "seq": seq});
            (paths[seat.index()].to_string(), body)
        })
        .collect();
    while !wanted.is_empty() {
        let got = hook.next();
        let Some(at) = wanted.iter().position(|w| *w == got) else {
            panic!("{got:?} is none of {wanted:?}");
        };
        wanted.remove(at);
    }
}

#[test]
fn each_seat_that_comes_to_decide_is_posted_a_notice_at_its_webhook() {
    let dir = scratch("notices");
    let hook = Hook::start(&[]);
    runtime().block_on(async {
        let store = sqlite_store(&dir).await;
        let (addr, _hub) = start_hub(store.clone(), quick(3, WAIT)).await;
        let webhooks = [Some(hook.url("/old")), Some(hook.url("/friend"))];
        let (code, _, mut clients, mut views) =
            two_seats(addr, webhooks, Some(hook.url("/me?seat=0"))).await;
        let to_decide = drive(&mut clients, &mut views, |td| td.len() > 12).await;
        let notices = expected(&to_decide);
        assert!(notices.len() >= 2, "the turn went round: {to_decide:?}");
        posted(&hook, &code, ["/me?seat=0", "/friend"], &notices);
        none_kept(store.as_ref(), &code).await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_webhook_that_fails_is_tried_again_until_it_takes_the_notice() {
    let dir = scratch("notices-retry");
    let hook = Hook::start(&[Answer::Status(500), Answer::Status(503)]);
    runtime().block_on(async {
        let store = sqlite_store(&dir).await;
        let (addr, _hub) = start_hub(store.clone(), quick(3, WAIT)).await;
        let webhooks = [Some(hook.url("/me")), Some(hook.url("/friend"))];
        let (code, _, mut clients, mut views) = two_seats(addr, webhooks, None).await;
        let to_decide = drive(&mut clients, &mut views, |td| !expected(td).is_empty()).await;
        let first = expected(&to_decide)[0];
        // Refused twice, then taken: three posts of the one notice.
        let notice = [first];
        for _ in 0..3 {
            posted(&hook, &code, ["/me", "/friend"], &notice);
        }
        none_kept(store.as_ref(), &code).await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// A notice is written and its post begun on a server over `first`, which is killed (its
/// runtime dropped) while the webhook holds the post unanswered; a server over `second`
/// sends it again once its wait is over, and forgets it once it is taken.
fn a_notice_outlives_a_kill(
    first: impl AsyncFnOnce() -> Arc<dyn Store>,
    second: impl AsyncFnOnce() -> Arc<dyn Store>,
) {
    let hook = Hook::start(&[Answer::Hold]);
    let before = runtime();
    let (code, notice) = before.block_on(async {
        let store = first().await;
        let (addr, _hub) = start_hub(store, quick(3, Duration::from_secs(600))).await;
        let webhooks = [Some(hook.url("/me")), Some(hook.url("/friend"))];
        let (code, _, mut clients, mut views) = two_seats(addr, webhooks, None).await;
        let to_decide = drive(&mut clients, &mut views, |td| !expected(td).is_empty()).await;
        let notice = expected(&to_decide)[0];
        // The post has reached the webhook, which does not answer.
        posted(&hook, &code, ["/me", "/friend"], &[notice]);
        (code, notice)
    });
    before.shutdown_timeout(Duration::from_secs(5));

    let after = runtime();
    after.block_on(async {
        let store = second().await;
        let kept = store.due_notices(u64::MAX >> 2, 10_000).await.unwrap();
        let kept: Vec<_> = kept.iter().filter(|n| n.code == code).collect();
        assert_eq!(kept.len(), 1, "kept through the kill");
        assert_eq!(
            (kept[0].seat, kept[0].seq, kept[0].attempts),
            (notice.0, notice.1, 1)
        );
        let (_addr, _hub) = start_hub(store.clone(), quick(3, WAIT)).await;
        posted(&hook, &code, ["/me", "/friend"], &[notice]);
        none_kept(store.as_ref(), &code).await;
    });
    after.shutdown_timeout(Duration::from_secs(5));
}

#[test]
fn on_sqlite_a_notice_kept_when_the_server_was_killed_is_sent_after_it_starts_again() {
    let dir = scratch("notices-kill");
    a_notice_outlives_a_kill(
        async || sqlite_store(&dir).await,
        async || sqlite_store(&dir).await,
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn on_postgres_a_notice_kept_when_the_server_was_killed_is_sent_after_it_starts_again() {
    let Some(url) = postgres_url(
        "on_postgres_a_notice_kept_when_the_server_was_killed_is_sent_after_it_starts_again",
    ) else {
        return;
    };
    a_notice_outlives_a_kill(
        async || postgres_store(&url).await,
        async || postgres_store(&url).await,
    );
}
