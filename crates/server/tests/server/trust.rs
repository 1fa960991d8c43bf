//! Rate limits (creates and joins an address, messages a socket) and the origin check (the
//! play socket and the lobby), each refused with its code and a clear message.

use crate::common;

use codebreakers_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};
use codebreakers_server::{Limits, Settings, SqliteStore, Store};
use common::{Client, field, post, post_with, runtime, start_server_with};
use serde_json::{Value, json};
use std::sync::Arc;

async fn memory_store() -> Arc<dyn Store> {
    Arc::new(SqliteStore::in_memory().await.expect("a store in memory"))
}

fn create() -> String {
    json!({
        "version": PROTOCOL_VERSION,
        "game": "code-breaker",
        "seats": ["me", "open"],
    })
    .to_string()
}

fn assert_refused(answer: &Value, code: &str) {
    assert_eq!(answer["code"], code, "{answer}");
    assert!(
        answer["message"].as_str().is_some_and(|m| m.len() > 10),
        "a clear message: {answer}"
    );
}

#[test]
fn creates_joins_rematches_and_webhooks_past_an_addresses_rate_are_refused() {
    runtime().block_on(async {
        let settings = Settings {
            limits: Limits {
                lobby_burst: 3,
                lobby_per_second: 0.001,
                ..Limits::default()
            },
            ..Settings::default()
        };
        let (addr, _hub) = start_server_with(memory_store().await, settings).await;
        let mut created = Vec::new();
        for _ in 0..2 {
            let (status, answer) = post(addr, "/api/matches", &create()).await;
            assert_eq!(status, 200, "{answer}");
            created.push(answer);
        }
        let join = json!({"version": PROTOCOL_VERSION, "code": field(&created[0], "code")});
        let (status, answer) = post(addr, "/api/join", &join.to_string()).await;
        assert_eq!(status, 200, "{answer}");

        let (status, answer) = post(addr, "/api/matches", &create()).await;
        assert_eq!(status, 429);
        assert_refused(&answer, "rate_limited");
        let join = json!({"version": PROTOCOL_VERSION, "code": field(&created[1], "code")});
        let (status, answer) = post(addr, "/api/join", &join.to_string()).await;
        assert_eq!(status, 429);
        assert_refused(&answer, "rate_limited");
        // Rematches and webhook changes write too: counted the same.
        let token = field(&created[1], "token");
        let ask = json!({"version": PROTOCOL_VERSION, "token": token});
        let (status, answer) = post(addr, "/api/rematch", &ask.to_string()).await;
        assert_eq!(status, 429, "{answer}");
        assert_refused(&answer, "rate_limited");
        let hook =
            json!({"version": PROTOCOL_VERSION, "token": token, "webhook": "http://127.0.0.1:9/"});
        let (status, answer) = post(addr, "/api/webhook", &hook.to_string()).await;
        assert_eq!(status, 429, "{answer}");
        assert_refused(&answer, "rate_limited");

        // Nothing changed: the second match's open seat is still open, and listing is free.
        let tokens = json!({"version": PROTOCOL_VERSION, "tokens": [field(&created[1], "token")]});
        let (status, listed) = post(addr, "/api/my-matches", &tokens.to_string()).await;
        assert_eq!(status, 200, "{listed}");
        assert_eq!(listed[0]["open_seats"], json!([1]), "{listed}");
    });
}

#[test]
fn messages_past_a_sockets_rate_are_refused() {
    runtime().block_on(async {
        let settings = Settings {
            limits: Limits {
                socket_burst: 5,
                socket_per_second: 0.001,
                ..Limits::default()
            },
            ..Settings::default()
        };
        let (addr, _hub) = start_server_with(memory_store().await, settings).await;
        let (status, created) = post(addr, "/api/matches", &create()).await;
        assert_eq!(status, 200, "{created}");
        let code = field(&created, "code");

        let mut client = Client::open(addr).await;
        let act = ClientMessage::Act {
            id: "a".to_string(),
            seq: 0,
            action: json!(null),
        };
        // Four acts before hello are refused for what they are, then the hello is answered;
        // past the five a socket may send, every message is refused unread.
        for _ in 0..4 {
            client.send(&act).await;
        }
        let hello = ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            code: code.clone(),
            token: None,
            last_seq: None,
        };
        client.send(&hello).await;
        client.send(&hello).await;
        client.send_text("not even JSON").await;
        // Refusals come in order; the welcome comes from the match's task, in its own time.
        let mut codes = Vec::new();
        let mut welcomed = false;
        while codes.len() < 6 || !welcomed {
            match client.next().await {
                ServerMessage::Error { code, message, .. } => {
                    assert!(message.len() > 10, "{message}");
                    codes.push(code);
                }
                ServerMessage::Welcome { .. } => welcomed = true,
                ServerMessage::View(_) => {}
                other => panic!("unexpected {other:?}"),
            }
        }
        assert_eq!(
            codes,
            [
                ErrorCode::HelloFirst,
                ErrorCode::HelloFirst,
                ErrorCode::HelloFirst,
                ErrorCode::HelloFirst,
                ErrorCode::RateLimited,
                ErrorCode::RateLimited,
            ]
        );
        // Another socket has a bucket of its own.
        let mut other = Client::hello(addr, &code, None, None).await;
        assert!(matches!(other.next().await, ServerMessage::Welcome { .. }));
    });
}

#[test]
fn pages_of_other_sites_are_refused_the_socket_and_the_lobby() {
    runtime().block_on(async {
        let settings = Settings {
            allowed_origins: vec!["https://friends.example".to_string()],
            ..Settings::default()
        };
        let (addr, _hub) = start_server_with(memory_store().await, settings).await;
        let (status, created) = post(addr, "/api/matches", &create()).await;
        assert_eq!(status, 200, "no origin: not a browser's page, {created}");
        let code = field(&created, "code");

        for bad in ["http://evil.example", "null", "http://127.0.0.1:1"] {
            let Err((status, body)) = Client::open_from(addr, bad).await else {
                panic!("a socket from {bad} was opened");
            };
            assert_eq!(status, 403, "{bad}");
            let answer: Value = serde_json::from_str(&body).expect("a JSON refusal");
            assert_refused(&answer, "bad_origin");
            let (status, answer) =
                post_with(addr, "/api/matches", &create(), &[("Origin", bad)]).await;
            assert_eq!(status, 403, "{bad}");
            assert_refused(&answer, "bad_origin");
        }

        for good in [
            format!("http://{addr}"),
            "https://friends.example".to_string(),
        ] {
            let mut client = Client::open_from(addr, &good)
                .await
                .unwrap_or_else(|refused| panic!("{good}: {refused:?}"));
            client
                .send(&ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                    code: code.clone(),
                    token: None,
                    last_seq: None,
                })
                .await;
            assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
            let (status, answer) =
                post_with(addr, "/api/matches", &create(), &[("Origin", &good)]).await;
            assert_eq!(status, 200, "{good}: {answer}");
        }
    });
}
