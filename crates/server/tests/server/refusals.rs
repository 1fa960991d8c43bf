//! Bad input of every kind, each refused with its code and a message, and nothing changed:
//! the lobby's requests, then a play socket's messages on a Code Breaker match.

use crate::common;

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_kernel::{BotLevel, Game, SeatId};
use codebreakers_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_registry::Registered;
use common::{Client, field, post, runtime, scratch, start_server};
use serde_json::{Value, json};

fn code_of(value: &Value) -> String {
    field(value, "code")
}

/// The next message is a refusal with `code`; its message is a sentence.
async fn refused(client: &mut Client, code: ErrorCode) {
    match client.next().await {
        ServerMessage::Error {
            code: got, message, ..
        } => {
            assert_eq!(got, code, "{message}");
            assert!(message.len() > 10, "a clear message: {message}");
        }
        other => panic!("expected {code}, got {other:?}"),
    }
}

/// Reads the welcome and the view a hello is answered with.
async fn welcomed(client: &mut Client) -> View {
    assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
    match client.next().await {
        ServerMessage::View(view) => view,
        other => panic!("expected a view, got {other:?}"),
    }
}

#[test]
fn bad_lobby_requests_are_refused_with_their_code() {
    let dir = scratch("lobby-refusals");
    runtime().block_on(async {
        let (addr, _hub, _store) = start_server(&dir).await;
        let v = PROTOCOL_VERSION;
        let cases = [
            ("/api/matches", "{".to_string(), 400, "invalid_json"),
            (
                "/api/matches",
                json!({"version": 99, "game": "code-breaker", "seats": ["me", "open"]}).to_string(),
                400,
                "unsupported_version",
            ),
            (
                "/api/matches",
                json!({"version": v, "game": "chess", "seats": ["me", "open"]}).to_string(),
                400,
                "unknown_game",
            ),
            (
                "/api/matches",
                json!({"version": v, "game": "code-breaker", "options": {"mode": "blitz"}, "seats": ["me", "open"]}).to_string(),
                400,
                "bad_options",
            ),
            (
                "/api/matches",
                json!({"version": v, "game": "code-breaker", "seats": ["me", "me"]}).to_string(),
                400,
                "bad_seats",
            ),
            (
                "/api/matches",
                json!({"version": v, "game": "code-breaker", "seats": ["me", "open", "easy"]}).to_string(),
                400,
                "bad_seats",
            ),
            (
                "/api/matches",
                json!({"version": v, "game": "code-breaker", "seats": ["me", "somebody"]}).to_string(),
                400,
                "invalid_json",
            ),
            (
                "/api/matches",
                format!(r#"{{"version":{v},"game":"{}","seats":["me","open"]}}"#, "x".repeat(20_000)),
                413,
                "too_large",
            ),
            (
                "/api/join",
                json!({"version": v, "code": "12"}).to_string(),
                404,
                "unknown_match",
            ),
            (
                "/api/join",
                json!({"version": v, "code": "ACDEFH"}).to_string(),
                404,
                "unknown_match",
            ),
        ];
        for (path, body, status, code) in cases {
            let (got, answer) = post(addr, path, &body).await;
            assert_eq!((got, code_of(&answer).as_str()), (status, code), "{answer}");
            assert!(field(&answer, "message").len() > 10, "{answer}");
        }
        // A full match: no seat to join.
        let create = json!({"version": v, "game": "code-breaker", "seats": ["me", "open"]});
        let (_, created) = post(addr, "/api/matches", &create.to_string()).await;
        let join = json!({"version": v, "code": code_of(&created).to_lowercase()});
        let (status, _) = post(addr, "/api/join", &join.to_string()).await;
        assert_eq!(status, 200, "an invite code is read in any case");
        let (status, answer) = post(addr, "/api/join", &join.to_string()).await;
        assert_eq!((status, code_of(&answer).as_str()), (409, "no_open_seat"));
        // Tokens of no seat list nothing; the creator's lists the match.
        let list = json!({"version": v, "tokens": ["nobody", field(&created, "token")]});
        let (status, listed) = post(addr, "/api/my-matches", &list.to_string()).await;
        assert_eq!(status, 200);
        let listed = listed.as_array().expect("a list");
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0]["your_turn"], true);
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_play_messages_are_refused_and_change_nothing() {
    let dir = scratch("play-refusals");
    runtime().block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let v = PROTOCOL_VERSION;
        let create = json!({"version": v, "game": "code-breaker", "seats": ["me", "open"]});
        let (_, created) = post(addr, "/api/matches", &create.to_string()).await;
        let code = code_of(&created);
        let maker_token = field(&created, "token");
        let join = json!({"version": v, "code": code});
        let (_, joined) = post(addr, "/api/join", &join.to_string()).await;
        let breaker_token = field(&joined, "token");

        // Before a hello: nothing but a hello is read.
        let mut maker = Client::open(addr).await;
        let act = |seq: u64, action: Value| ClientMessage::Act {
            id: format!("a{seq}"),
            seq,
            action,
        };
        maker.send(&act(0, json!(null))).await;
        refused(&mut maker, ErrorCode::HelloFirst).await;
        maker.send_text("{not json").await;
        refused(&mut maker, ErrorCode::InvalidJson).await;
        maker.send_binary(vec![1, 2, 3]).await;
        refused(&mut maker, ErrorCode::InvalidJson).await;
        maker.send_text(&"x".repeat(20_000)).await;
        refused(&mut maker, ErrorCode::TooLarge).await;
        let hello = |code: &str, token: Option<&str>, version: u32| ClientMessage::Hello {
            version,
            code: code.to_string(),
            token: token.map(str::to_string),
            last_seq: None,
        };
        maker.send(&hello(&code, Some(&maker_token), 99)).await;
        refused(&mut maker, ErrorCode::UnsupportedVersion).await;
        maker.send(&hello("ACDEFH", Some(&maker_token), v)).await;
        refused(&mut maker, ErrorCode::UnknownMatch).await;
        maker.send(&hello(&code, Some("a guess"), v)).await;
        refused(&mut maker, ErrorCode::BadToken).await;
        let resync = ClientMessage::Hello {
            version: v,
            code: code.clone(),
            token: Some(maker_token.clone()),
            last_seq: Some(5),
        };
        maker.send(&resync).await;
        refused(&mut maker, ErrorCode::StaleSequence).await;
        // The same socket, now with the right token.
        maker.send(&hello(&code, Some(&maker_token), v)).await;
        let start = welcomed(&mut maker).await;
        assert_eq!(
            start.to_decide,
            vec![SeatId(0)],
            "the maker hides a code first"
        );
        maker.send(&hello(&code, Some(&maker_token), v)).await;
        refused(&mut maker, ErrorCode::HelloFirst).await;

        let observation: <CodeBreaker as Game>::Observation =
            serde_json::from_value(start.observation.clone()).unwrap();
        let code_to_hide =
            serde_json::to_value(CodeBreaker::bot(BotLevel::Normal, 1).decide(&observation))
                .unwrap();
        // An action naming a seat: the seat is the socket's, never the message's.
        let with_seat =
            json!({"type": "act", "id": "s", "seq": 0, "action": code_to_hide, "seat": 1});
        maker.send_text(&with_seat.to_string()).await;
        refused(&mut maker, ErrorCode::InvalidJson).await;
        maker.send(&act(3, code_to_hide.clone())).await;
        refused(&mut maker, ErrorCode::StaleSequence).await;
        assert!(matches!(maker.next().await, ServerMessage::View(view) if view == start));
        maker.send(&act(0, json!({"fly": 1}))).await;
        refused(&mut maker, ErrorCode::BadAction).await;
        // The maker guessing, not hiding: a Code Breaker action the rules refuse.
        let guess = json!({ "guess": code_to_hide["set_code"] });
        maker.send(&act(0, guess)).await;
        refused(&mut maker, ErrorCode::Refused).await;
        let no_id = ClientMessage::Act {
            id: String::new(),
            seq: 0,
            action: code_to_hide.clone(),
        };
        maker.send(&no_id).await;
        refused(&mut maker, ErrorCode::BadAction).await;

        // Another seat's action: the breaker hiding the code.
        let mut breaker = Client::hello(addr, &code, Some(&breaker_token), None).await;
        welcomed(&mut breaker).await;
        breaker.send(&act(0, code_to_hide.clone())).await;
        refused(&mut breaker, ErrorCode::NotYourTurn).await;
        // A spectator acting.
        let mut watcher = Client::hello(addr, &code, None, None).await;
        let public = welcomed(&mut watcher).await;
        watcher.send(&act(0, code_to_hide.clone())).await;
        refused(&mut watcher, ErrorCode::NotASeat).await;

        // Nothing changed: nothing stored, and the same view on coming back.
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert!(stored.actions.is_empty());
        let mut again = Client::hello(addr, &code, Some(&maker_token), Some(0)).await;
        assert_eq!(welcomed(&mut again).await, start);
        let mut watcher_again = Client::hello(addr, &code, None, None).await;
        assert_eq!(welcomed(&mut watcher_again).await, public);
        // And the match still plays.
        again.send(&act(0, code_to_hide)).await;
        assert!(matches!(
            again.next().await,
            ServerMessage::Accepted {
                seq: 1,
                repeated: false,
                ..
            }
        ));
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_clocks_webhooks_and_rematches_are_refused_and_change_nothing() {
    let dir = scratch("clock-hook-refusals");
    runtime().block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let v = PROTOCOL_VERSION;
        let create = json!({
            "version": v, "game": "passcode", "seats": ["me", "open"],
            "webhook": "https://hooks.example.net/a",
        });
        let (status, created) = post(addr, "/api/matches", &create.to_string()).await;
        assert_eq!(status, 200, "{created}");
        let code = code_of(&created);
        let token = field(&created, "token");
        let with = |field: &str, value: Value| {
            let mut body = json!({"version": v, "game": "passcode", "seats": ["me", "open"]});
            body[field] = value;
            body.to_string()
        };
        let long = format!("http://example.org/{}", "a".repeat(600));
        let cases = [
            (
                "/api/matches",
                with("clock", json!({"per_move_seconds": 0})),
                400,
                "bad_clock",
            ),
            (
                "/api/matches",
                with("clock", json!({"per_move_seconds": 5_184_001})),
                400,
                "bad_clock",
            ),
            (
                "/api/matches",
                with("clock", json!({"per_move_seconds": 60, "level": "easy"})),
                400,
                "bad_clock",
            ),
            (
                "/api/matches",
                with("clock", json!({"minutes": 5})),
                400,
                "invalid_json",
            ),
            (
                "/api/matches",
                with(
                    "clock",
                    json!({"per_move_seconds": 60, "when_late": "pass"}),
                ),
                400,
                "invalid_json",
            ),
            (
                "/api/matches",
                with("webhook", json!("http://169.254.169.254/latest/meta-data/")),
                400,
                "bad_webhook",
            ),
            (
                "/api/matches",
                with("webhook", json!("ftp://example.org/turn")),
                400,
                "bad_webhook",
            ),
            (
                "/api/matches",
                with("webhook", json!(long)),
                400,
                "bad_webhook",
            ),
            (
                "/api/matches",
                with("webhook", json!(42)),
                400,
                "invalid_json",
            ),
            (
                "/api/join",
                json!({"version": v, "code": code, "webhook": "javascript:alert(1)"}).to_string(),
                400,
                "bad_webhook",
            ),
            (
                "/api/webhook",
                json!({"version": v, "token": "nobody", "webhook": null}).to_string(),
                403,
                "bad_token",
            ),
            (
                "/api/webhook",
                json!({"version": v, "token": token, "webhook": "http://user@example.org/"})
                    .to_string(),
                400,
                "bad_webhook",
            ),
            (
                "/api/webhook",
                json!({"version": v, "token": token, "webhook": null, "seat": 1}).to_string(),
                400,
                "invalid_json",
            ),
            (
                "/api/webhook",
                json!({"version": 99, "token": token, "webhook": null}).to_string(),
                400,
                "unsupported_version",
            ),
            (
                "/api/rematch",
                json!({"version": v, "token": "nobody"}).to_string(),
                403,
                "bad_token",
            ),
            (
                "/api/rematch",
                json!({"version": v, "token": token}).to_string(),
                409,
                "not_over",
            ),
            (
                "/api/rematch",
                json!({"version": v, "token": token, "webhook": "mailto:me@example.org"})
                    .to_string(),
                400,
                "bad_webhook",
            ),
        ];
        for (path, body, status, code) in cases {
            let (got, answer) = post(addr, path, &body).await;
            assert_eq!(
                (got, code_of(&answer).as_str()),
                (status, code),
                "{path} {body}: {answer}"
            );
            assert!(field(&answer, "message").len() > 10, "{answer}");
        }
        // Nothing changed: one match, its open seat open, the creator's webhook as it was,
        // no rematch.
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(
            stored.record.seats[0].webhook.as_deref(),
            Some("https://hooks.example.net/a")
        );
        assert!(stored.record.seats[1].token.is_none());
        assert!(stored.record.rematch.is_none());
        let options =
            sqlx::sqlite::SqliteConnectOptions::new().filename(dir.join("matches.sqlite"));
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        let (matches,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM matches")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(matches, 1);
        pool.close().await;
    });
    let _ = std::fs::remove_dir_all(&dir);
}
