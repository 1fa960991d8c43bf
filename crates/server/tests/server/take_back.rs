//! Taking back online (Board Game Arena's rule): a seat takes back its own last actions
//! where the rules allow, only while no other seat has acted since. The log and the store
//! lose them (a restarted server does not replay them), every socket is told and sent its
//! view of before, which holds nothing it could not see then.

use crate::common;

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_kernel::{BotLevel, Game, SeatId};
use codebreakers_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_registry::Registered;
use common::{Client, field, post, runtime, scratch, start_server};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

/// A socket that said hello, its welcome read: the view it was first sent.
async fn hello(
    addr: SocketAddr,
    code: &str,
    token: Option<&str>,
    last: Option<u64>,
) -> (Client, View) {
    let mut client = Client::hello(addr, code, token, last).await;
    assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
    let ServerMessage::View(view) = client.next().await else {
        panic!("a view after the welcome");
    };
    (client, view)
}

/// The next message but presences.
async fn next(client: &mut Client) -> ServerMessage {
    client
        .until(|message| match message {
            ServerMessage::Presence { .. } => None,
            other => Some(other),
        })
        .await
}

/// The next message but presences is a refusal with `code`.
async fn refused(client: &mut Client, code: ErrorCode) {
    match next(client).await {
        ServerMessage::Error {
            code: got, message, ..
        } => {
            assert_eq!(got, code, "{message}");
            assert!(message.len() > 10, "a clear message: {message}");
        }
        other => panic!("expected {code}, got {other:?}"),
    }
}

/// The next messages but presences: the take-back told, then the view.
async fn taken_back(client: &mut Client, seq: u64) -> View {
    match next(client).await {
        ServerMessage::TakenBack {
            seat,
            count,
            seq: now,
        } => assert_eq!((seat, count, now), (SeatId(0), 1, seq)),
        other => panic!("expected the take-back, got {other:?}"),
    }
    match next(client).await {
        ServerMessage::View(view) => view,
        other => panic!("expected a view, got {other:?}"),
    }
}

fn act(id: &str, seq: u64, action: &Value) -> ClientMessage {
    ClientMessage::Act {
        id: id.to_string(),
        seq,
        action: action.clone(),
    }
}

/// Two codes the maker may hide, not the same.
fn two_codes(view: &View) -> (Value, Value) {
    let observation: <CodeBreaker as Game>::Observation =
        serde_json::from_value(view.observation.clone()).unwrap();
    let first =
        serde_json::to_value(CodeBreaker::bot(BotLevel::Normal, 1).decide(&observation)).unwrap();
    for seed in 2..100 {
        let other =
            serde_json::to_value(CodeBreaker::bot(BotLevel::Normal, seed).decide(&observation))
                .unwrap();
        if other != first {
            return (first, other);
        }
    }
    panic!("the computer hides one code only");
}

#[test]
fn a_seat_takes_back_its_own_last_action_before_anyone_else_acts_and_a_restart_keeps_it() {
    let dir = scratch("take-back");
    let first = runtime();
    let (code, tokens, kept) = first.block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let v = PROTOCOL_VERSION;
        let create = json!({"version": v, "game": "code-breaker", "seats": ["me", "open"]});
        let (_, created) = post(addr, "/api/matches", &create.to_string()).await;
        let code = field(&created, "code");
        let join = json!({"version": v, "code": code});
        let (_, joined) = post(addr, "/api/join", &join.to_string()).await;
        let tokens = [field(&created, "token"), field(&joined, "token")];
        let (mut maker, start) = hello(addr, &code, Some(&tokens[0]), None).await;
        let (mut breaker, breaker_start) = hello(addr, &code, Some(&tokens[1]), None).await;
        let (mut watcher, public_start) = hello(addr, &code, None, None).await;
        assert_eq!(start.to_decide, [SeatId(0)], "the maker hides a code first");
        assert_eq!(start.revocable, 0, "nothing to take back yet");
        maker
            .send(&ClientMessage::TakeBack { seq: 0, count: 1 })
            .await;
        refused(&mut maker, ErrorCode::NotRevocable).await;

        let (hidden, other) = two_codes(&start);
        maker.send(&act("c1", 0, &hidden)).await;
        assert!(matches!(
            next(&mut maker).await,
            ServerMessage::Accepted { seq: 1, .. }
        ));
        let hid = maker.view_at(1).await;
        assert_eq!(hid.revocable, 1, "a hidden code may be taken back");
        assert_eq!(breaker.view_at(1).await.revocable, 0, "not the breaker's");
        assert_eq!(watcher.view_at(1).await.revocable, 0);

        // Refused: a stale view (sent again), too many, the other seat, a spectator.
        maker
            .send(&ClientMessage::TakeBack { seq: 0, count: 1 })
            .await;
        refused(&mut maker, ErrorCode::StaleSequence).await;
        assert!(matches!(next(&mut maker).await, ServerMessage::View(view) if view.seq == 1));
        maker
            .send(&ClientMessage::TakeBack { seq: 1, count: 2 })
            .await;
        refused(&mut maker, ErrorCode::NotRevocable).await;
        breaker
            .send(&ClientMessage::TakeBack { seq: 1, count: 1 })
            .await;
        refused(&mut breaker, ErrorCode::NotRevocable).await;
        watcher
            .send(&ClientMessage::TakeBack { seq: 1, count: 1 })
            .await;
        refused(&mut watcher, ErrorCode::NotASeat).await;
        assert_eq!(
            store
                .load_match(&code)
                .await
                .unwrap()
                .unwrap()
                .actions
                .len(),
            1
        );

        // Taken back: every socket is told, and sent its view of before, seq lower.
        maker
            .send(&ClientMessage::TakeBack { seq: 1, count: 1 })
            .await;
        let back = taken_back(&mut maker, 0).await;
        assert_eq!((back.seq, back.undos, back.revocable), (0, 1, 0));
        assert_eq!(back.observation, start.observation);
        assert_eq!(back.to_decide, [SeatId(0)]);
        let seen = taken_back(&mut breaker, 0).await;
        assert_eq!(
            seen.observation, breaker_start.observation,
            "the breaker sees what it saw before the code was hidden, nothing more"
        );
        assert!(seen.acted.is_empty());
        let public = taken_back(&mut watcher, 0).await;
        assert_eq!(public.observation, public_start.observation);
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert!(stored.actions.is_empty(), "the store lost it");
        assert_eq!(stored.undos, 1);

        // Another code at the same sequence number; the breaker guesses; now nothing may
        // be taken back: the maker's is behind another seat's action, the guess is the
        // rules'.
        maker.send(&act("c2", 0, &other)).await;
        assert!(matches!(
            next(&mut maker).await,
            ServerMessage::Accepted { seq: 1, .. }
        ));
        let hid = breaker.view_at(1).await;
        let observation: <CodeBreaker as Game>::Observation =
            serde_json::from_value(hid.observation.clone()).unwrap();
        let guess =
            serde_json::to_value(CodeBreaker::bot(BotLevel::Normal, 3).decide(&observation))
                .unwrap();
        breaker.send(&act("g1", 1, &guess)).await;
        assert!(matches!(
            next(&mut breaker).await,
            ServerMessage::Accepted { seq: 2, .. }
        ));
        let guessed = breaker.view_at(2).await;
        assert_eq!(guessed.revocable, 0, "a guess shows the key pegs: it stays");
        let maker_now = maker.view_at(2).await;
        assert_eq!(maker_now.revocable, 0);
        maker
            .send(&ClientMessage::TakeBack { seq: 2, count: 1 })
            .await;
        refused(&mut maker, ErrorCode::NotRevocable).await;
        breaker
            .send(&ClientMessage::TakeBack { seq: 2, count: 1 })
            .await;
        refused(&mut breaker, ErrorCode::NotRevocable).await;
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(stored.actions.len(), 2);
        assert_eq!(
            stored.actions[0].action, other,
            "the second code is the one kept"
        );
        (code, tokens, stored)
    });
    first.shutdown_timeout(Duration::from_secs(5));

    // Started again: the taken-back code is not replayed, and the match plays on.
    let second = runtime();
    second.block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        assert_eq!(store.load_match(&code).await.unwrap().unwrap(), kept);
        let (mut breaker, view) = hello(addr, &code, Some(&tokens[1]), Some(2)).await;
        assert_eq!((view.seq, view.undos), (2, 1));
        assert!(view.to_decide.contains(&SeatId(1)));
        let observation: <CodeBreaker as Game>::Observation =
            serde_json::from_value(view.observation.clone()).unwrap();
        let guess =
            serde_json::to_value(CodeBreaker::bot(BotLevel::Normal, 4).decide(&observation))
                .unwrap();
        breaker.send(&act("g2", 2, &guess)).await;
        assert!(matches!(
            next(&mut breaker).await,
            ServerMessage::Accepted { seq: 3, .. }
        ));
        let (_maker, view) = hello(addr, &code, Some(&tokens[0]), None).await;
        assert_eq!(view.seq, 3);
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(stored.actions[..2], kept.actions[..]);
    });
    second.shutdown_timeout(Duration::from_secs(5));
    let _ = std::fs::remove_dir_all(&dir);
}
