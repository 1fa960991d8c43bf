//! A rematch: once a match is over, a seat asks with its token and a new match is made with
//! the same game, options, seats (computer levels included) and clock, on a new seed; every
//! socket of the old match is told its code, as is the list; each human seat takes its seat
//! in it with its old token (asked again, the seat's token is given anew), and no one takes
//! a seat of it by joining.

use crate::common;

use codebreakers_kernel::{BotLevel, Game, SeatId, SeatKind};
use codebreakers_passcode::Passcode;
use codebreakers_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_registry::Registered;
use common::{Client, field, post, runtime, scratch, start_server};
use serde_json::json;
use std::net::SocketAddr;

/// Plays the human seats (the first `clients.len()`) from their own views with a computer
/// player until the match is over; computers play on the server.
async fn play_to_the_end(clients: &mut [Client], views: &mut [View]) {
    for _ in 0..5000 {
        if views[0].outcome.is_some() {
            return;
        }
        let seat = views[0].to_decide[0];
        let next = views[0].seq + 1;
        if let Some(view) = views.get(seat.index()) {
            let observation: <Passcode as Game>::Observation =
                serde_json::from_value(view.observation.clone()).unwrap();
            let mut bot = Passcode::bot(BotLevel::Normal, 11 + view.seq);
            let act = ClientMessage::Act {
                id: format!("a{}", view.seq),
                seq: view.seq,
                action: serde_json::to_value(bot.decide(&observation)).unwrap(),
            };
            clients[seat.index()].send(&act).await;
        }
        for (client, view) in clients.iter_mut().zip(views.iter_mut()) {
            *view = client.view_at(next).await;
        }
    }
    panic!("no end in 5000 actions");
}

async fn ask(addr: SocketAddr, token: &str) -> (u16, serde_json::Value) {
    let ask = json!({"version": PROTOCOL_VERSION, "token": token});
    post(addr, "/api/rematch", &ask.to_string()).await
}

/// Reads a socket's messages until the rematch's code, and the seat that offers it.
async fn told(client: &mut Client) -> (String, Option<SeatId>) {
    client
        .until(|m| match m {
            ServerMessage::Rematch { code, by } => Some((code, by)),
            _ => None,
        })
        .await
}

#[test]
fn a_rematch_has_the_same_seats_and_each_takes_its_own_with_its_old_token() {
    let dir = scratch("rematch");
    runtime().block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let clock = json!({"per_move_seconds": 600, "when_late": "computer", "level": "hard"});
        let create = json!({
            "version": PROTOCOL_VERSION,
            "game": "passcode",
            "options": {"any_order": false, "codes": 2},
            "seats": ["me", "open", "easy"],
            "clock": clock,
            "webhook": "https://hooks.example.net/me",
        });
        let (status, created) = post(addr, "/api/matches", &create.to_string()).await;
        assert_eq!(status, 200, "{created}");
        let old = field(&created, "code");
        let join = json!({"version": PROTOCOL_VERSION, "code": old});
        let (status, joined) = post(addr, "/api/join", &join.to_string()).await;
        assert_eq!(status, 200, "{joined}");
        let tokens = [field(&created, "token"), field(&joined, "token")];
        let mut clients = Vec::new();
        let mut views = Vec::new();
        for token in &tokens {
            let mut client = Client::hello(addr, &old, Some(token), None).await;
            assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
            let view = client
                .until(|m| match m {
                    ServerMessage::View(view) => Some(view),
                    _ => None,
                })
                .await;
            views.push(view);
            clients.push(client);
        }
        // Both at the same view (the computer may have played before the second hello).
        let seq = views[0].seq.max(views[1].seq);
        for (client, view) in clients.iter_mut().zip(views.iter_mut()) {
            if view.seq < seq {
                *view = client.view_at(seq).await;
            }
        }
        let (status, answer) = ask(addr, &tokens[0]).await;
        assert_eq!(
            (status, field(&answer, "code")),
            (409, "not_over".to_string())
        );
        play_to_the_end(&mut clients, &mut views).await;

        // The second seat asks first: the rematch is made, and every socket told its code.
        let (status, second) = ask(addr, &tokens[1]).await;
        assert_eq!(status, 200, "{second}");
        let code = field(&second, "code");
        assert_ne!(code, old);
        assert_eq!(field(&second, "seat"), "1");
        assert_eq!(field(&second, "game"), "passcode");
        assert_eq!(field(&second, "invite"), format!("/?join={code}"));
        // Offered by the second seat, to every socket.
        for client in &mut clients {
            assert_eq!(told(client).await, (code.clone(), Some(SeatId(1))));
        }
        // A socket that comes later is told too, after the save.
        let mut late = Client::hello(addr, &old, None, None).await;
        assert_eq!(told(&mut late).await, (code.clone(), Some(SeatId(1))));
        let list = json!({"version": PROTOCOL_VERSION, "tokens": tokens});
        let (_, listed) = post(addr, "/api/my-matches", &list.to_string()).await;
        for summary in listed
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["code"] == old)
        {
            assert_eq!(summary["rematch"], json!(code), "{summary}");
            assert_eq!(summary["rematch_by"], json!(1), "{summary}");
            assert_eq!(summary["finished"], json!(true));
        }

        // No one joins it; the first seat takes its own with its token, twice.
        let join = json!({"version": PROTOCOL_VERSION, "code": code});
        let (status, refused) = post(addr, "/api/join", &join.to_string()).await;
        assert_eq!(
            (status, field(&refused, "code")),
            (409, "no_open_seat".to_string())
        );
        let (status, first) = ask(addr, &tokens[0]).await;
        assert_eq!(status, 200, "{first}");
        assert_eq!(
            (field(&first, "code"), field(&first, "seat")),
            (code.clone(), "0".to_string())
        );
        let (status, again) = ask(addr, &tokens[0]).await;
        assert_eq!(status, 200, "{again}");
        assert_eq!(
            (field(&again, "code"), field(&again, "seat")),
            (code.clone(), "0".to_string())
        );
        assert_ne!(field(&again, "token"), field(&first, "token"));

        // The last token given holds the seat; the one before does not.
        let mut stale = Client::hello(addr, &code, Some(&field(&first, "token")), None).await;
        match stale.next().await {
            ServerMessage::Error { code, .. } => assert_eq!(code, ErrorCode::BadToken),
            other => panic!("{other:?}"),
        }
        let new_tokens = [field(&again, "token"), field(&second, "token")];
        for (index, token) in new_tokens.iter().enumerate() {
            let mut client = Client::hello(addr, &code, Some(token), None).await;
            match client.next().await {
                ServerMessage::Welcome {
                    seat, open_seats, ..
                } => {
                    assert_eq!(seat, Some(SeatId(index as u8)));
                    assert!(open_seats.is_empty(), "every seat taken");
                }
                other => panic!("{other:?}"),
            }
        }

        // The same game, options, seats and clock, on a new seed; the webhook goes on.
        let before = store.load_match(&old).await.unwrap().unwrap();
        let after = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(after.record.game, before.record.game);
        assert_eq!(after.record.options, before.record.options);
        assert_eq!(after.record.clock, before.record.clock);
        let kinds: Vec<SeatKind> = after.record.seats.iter().map(|s| s.kind).collect();
        assert_eq!(
            kinds,
            [
                SeatKind::Human,
                SeatKind::Human,
                SeatKind::Computer(BotLevel::Easy)
            ]
        );
        assert_ne!(after.record.seed, before.record.seed);
        assert_eq!(after.record.rematch_of.as_deref(), Some(old.as_str()));
        assert_eq!(
            after.record.seats[0].webhook.as_deref(),
            Some("https://hooks.example.net/me")
        );
        // Its clock runs, now that every seat is taken.
        let list = json!({"version": PROTOCOL_VERSION, "tokens": new_tokens});
        let (_, listed) = post(addr, "/api/my-matches", &list.to_string()).await;
        let listed = listed.as_array().unwrap();
        assert_eq!(listed.len(), 2);
        for summary in listed {
            assert_eq!(summary["code"], json!(code));
            assert_eq!(summary["clock"], clock);
            if summary["to_decide"].as_array().unwrap().len() == 1
                && summary["to_decide"][0].as_u64().unwrap() < 2
            {
                assert!(summary["deadline"].as_u64().is_some(), "{summary}");
            }
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
}
