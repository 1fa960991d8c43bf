//! Resigning: at two seats the match ends at once and the other seat wins, with a save the
//! kernel reads back; at more, the server's computer plays the resigned seat to the end. A
//! seat that resigned can do nothing more, and a restarted server knows it.

use crate::common;

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_kernel::{BotLevel, Game, Outcome, SeatId};
use codebreakers_passcode::Passcode;
use codebreakers_protocol::{ClientMessage, ErrorCode, ServerMessage, View};
use codebreakers_records::{Resignation, SaveFile, verify};
use codebreakers_registry::Registered;
use common::{Client, created, runtime, scratch, start_server};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::Duration;

/// A socket that said hello, its welcome read: the view it was first sent.
async fn hello(addr: SocketAddr, code: &str, token: Option<&str>) -> (Client, View) {
    let mut client = Client::hello(addr, code, token, None).await;
    assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
    let ServerMessage::View(view) = client.next().await else {
        panic!("a view after the welcome");
    };
    (client, view)
}

/// Reads messages until a refusal: its code.
async fn refusal(client: &mut Client) -> ErrorCode {
    client
        .until(|message| match message {
            ServerMessage::Error { code, message, .. } => {
                assert!(message.len() > 10, "a clear message: {message}");
                Some(code)
            }
            _ => None,
        })
        .await
}

/// Reads messages until the save at the end.
async fn ended(client: &mut Client) -> SaveFile {
    let save = client
        .until(|message| match message {
            ServerMessage::Ended { save } => Some(save),
            _ => None,
        })
        .await;
    SaveFile::from_json(save.to_string().as_bytes()).expect("the kernel reads the save")
}

fn act(id: &str, seq: u64, action: Value) -> ClientMessage {
    ClientMessage::Act {
        id: id.to_string(),
        seq,
        action,
    }
}

#[test]
fn at_two_seats_a_resignation_ends_the_match_and_the_other_seat_wins() {
    let dir = scratch("resign-two");
    let first = runtime();
    let (code, tokens) = first.block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let (code, tokens) = created(addr, "code-breaker", &["me", "open"], Value::Null).await;
        let (mut maker, start) = hello(addr, &code, Some(&tokens[0])).await;
        let (mut breaker, _) = hello(addr, &code, Some(&tokens[1])).await;
        let (mut watcher, _) = hello(addr, &code, None).await;
        let observation: <CodeBreaker as Game>::Observation =
            serde_json::from_value(start.observation).unwrap();
        let code_to_hide = CodeBreaker::bot(BotLevel::Normal, 1).decide(&observation);
        maker
            .send(&act("c", 0, serde_json::to_value(code_to_hide).unwrap()))
            .await;
        maker.view_at(1).await;
        breaker.view_at(1).await;
        watcher.view_at(1).await;

        watcher.send(&ClientMessage::Resign {}).await;
        assert_eq!(refusal(&mut watcher).await, ErrorCode::NotASeat);
        breaker.send(&ClientMessage::Resign {}).await;
        let expected = Outcome {
            winners: vec![SeatId(0)],
            scores: vec![0, 0],
        };
        for client in [&mut maker, &mut breaker, &mut watcher] {
            let view = client.view_at(1).await;
            assert_eq!(
                view.resigned,
                [SeatId(1)],
                "every socket is told who resigned"
            );
            assert_eq!(view.outcome.as_ref(), Some(&expected));
            assert!(view.to_decide.is_empty());
            assert!(view.acted.is_empty(), "no action came with it");
            let save = ended(client).await;
            assert_eq!(
                save.resigned,
                [Resignation {
                    seat: SeatId(1),
                    seq: 1
                }]
            );
            assert_eq!(save.outcome.as_ref(), Some(&expected));
            verify(&save).expect("the save replays");
            let timeline = save
                .timeline::<CodeBreaker>()
                .expect("the kernel replays it");
            assert_eq!(timeline.len(), 1, "the log stops at the resignation");
            assert!(
                timeline.state().outcome().is_none(),
                "before the rules' end"
            );
            assert_eq!(save.outcome_after(timeline.state()), Some(expected.clone()));
        }

        // The resigned seat can do nothing more; the other, nothing after the end.
        breaker.send(&ClientMessage::Resign {}).await;
        assert_eq!(refusal(&mut breaker).await, ErrorCode::Resigned);
        breaker.send(&act("g", 1, json!({"guess": "RGBYK"}))).await;
        assert_eq!(refusal(&mut breaker).await, ErrorCode::Resigned);
        breaker
            .send(&ClientMessage::TakeBack { seq: 1, count: 1 })
            .await;
        assert_eq!(refusal(&mut breaker).await, ErrorCode::Resigned);
        maker.send(&ClientMessage::Resign {}).await;
        assert_eq!(refusal(&mut maker).await, ErrorCode::MatchOver);
        maker
            .send(&ClientMessage::TakeBack { seq: 1, count: 1 })
            .await;
        assert_eq!(
            refusal(&mut maker).await,
            ErrorCode::MatchOver,
            "nothing is taken back once the match is over"
        );
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(
            stored.record.seats[1].resigned,
            Some(1),
            "kept in the store"
        );
        assert_eq!(stored.record.seats[0].resigned, None);
        assert_eq!(stored.actions.len(), 1);
        (code, tokens)
    });
    first.shutdown_timeout(Duration::from_secs(5));

    // A server started again on the same file knows it.
    let second = runtime();
    second.block_on(async {
        let (addr, _hub, _store) = start_server(&dir).await;
        let (mut breaker, view) = hello(addr, &code, Some(&tokens[1])).await;
        assert_eq!(view.resigned, [SeatId(1)]);
        assert_eq!(view.outcome.map(|o| o.winners), Some(vec![SeatId(0)]));
        assert_eq!(ended(&mut breaker).await.resigned.len(), 1);
        breaker.send(&ClientMessage::Resign {}).await;
        assert_eq!(refusal(&mut breaker).await, ErrorCode::Resigned);
    });
    second.shutdown_timeout(Duration::from_secs(5));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays seat 0 of a Passcode match from its views (seat 1 resigned) until `stop_at` actions
/// are in the match or it ends: the last view, and the save if it ended. Every action of
/// seat 1 it is told of must be the computer's (`late`).
async fn play_seat_0(
    client: &mut Client,
    stop_at: u64,
    told_1: &mut usize,
) -> (View, Option<SaveFile>) {
    let mut bot = Passcode::bot(BotLevel::Normal, 5);
    let mut last = None;
    loop {
        match client.next().await {
            ServerMessage::View(view) => {
                for acted in view.acted.iter().filter(|a| a.seat == SeatId(1)) {
                    assert!(acted.late, "seat 1's moves are the computer's: {acted:?}");
                    *told_1 += 1;
                }
                assert_eq!(view.resigned, [SeatId(1)]);
                let mine = view.to_decide.contains(&SeatId(0)) && view.outcome.is_none();
                if mine && view.seq < stop_at {
                    let observation: <Passcode as Game>::Observation =
                        serde_json::from_value(view.observation.clone()).unwrap();
                    let action = serde_json::to_value(bot.decide(&observation)).unwrap();
                    client
                        .send(&act(&format!("p{}", view.seq), view.seq, action))
                        .await;
                }
                let done = view.seq >= stop_at && (mine || view.to_decide.is_empty());
                last = Some(view);
                if done {
                    return (last.unwrap(), None);
                }
            }
            ServerMessage::Ended { save } => {
                let save = SaveFile::from_json(save.to_string().as_bytes()).expect("a save");
                return (last.expect("a view"), Some(save));
            }
            ServerMessage::Error { message, .. } => panic!("{message}"),
            _ => {}
        }
    }
}

#[test]
fn at_three_seats_the_computer_plays_the_resigned_seat_to_the_end_across_a_restart() {
    let dir = scratch("resign-three");
    let options = json!({"any_order": false, "codes": 2});
    let mut told_1 = 0;
    let first = runtime();
    let (code, tokens, before, resigned_at) = first.block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let (code, tokens) =
            created(addr, "passcode", &["me", "open", "normal"], options.clone()).await;
        let (mut resigning, start) = hello(addr, &code, Some(&tokens[1])).await;
        assert!(start.resigned.is_empty());
        resigning.send(&ClientMessage::Resign {}).await;
        let view = resigning
            .until(|message| match message {
                ServerMessage::View(view) if !view.resigned.is_empty() => Some(view),
                _ => None,
            })
            .await;
        assert_eq!(view.resigned, [SeatId(1)]);
        assert!(view.outcome.is_none(), "the others play on");
        // The computer of seat 2 may have played first: the resignation is at the match's
        // sequence number then.
        let resigned_at = view.seq;
        resigning.close().await;
        let mut player = Client::hello(addr, &code, Some(&tokens[0]), None).await;
        let (view, save) = play_seat_0(&mut player, 8, &mut told_1).await;
        assert!(save.is_none(), "the match is still on");
        assert!(told_1 > 0, "the computer played seat 1");
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(stored.record.seats[1].resigned, Some(resigned_at));
        assert!(
            stored
                .actions
                .iter()
                .filter(|a| a.seat == SeatId(1))
                .all(|a| a.late)
        );
        // The resigned seat, back, may not act.
        let (mut resigned, _) = hello(addr, &code, Some(&tokens[1])).await;
        resigned.send(&act("x", view.seq, json!("keep"))).await;
        assert_eq!(refusal(&mut resigned).await, ErrorCode::Resigned);
        (code, tokens, view, resigned_at)
    });
    first.shutdown_timeout(Duration::from_secs(5));

    let second = runtime();
    second.block_on(async {
        let (addr, _hub, _store) = start_server(&dir).await;
        let mut player = Client::hello(addr, &code, Some(&tokens[0]), Some(before.seq)).await;
        assert!(matches!(player.next().await, ServerMessage::Welcome { .. }));
        let ServerMessage::View(back) = player.next().await else {
            panic!("a view");
        };
        assert_eq!(back.resigned, [SeatId(1)], "the restarted server knows it");
        // The view held before the restart is played on.
        if back.to_decide.contains(&SeatId(0)) {
            let observation: <Passcode as Game>::Observation =
                serde_json::from_value(back.observation.clone()).unwrap();
            let action = Passcode::bot(BotLevel::Normal, 5).decide(&observation);
            player
                .send(&act(
                    &format!("p{}", back.seq),
                    back.seq,
                    serde_json::to_value(action).unwrap(),
                ))
                .await;
        }
        let before_restart = told_1;
        let (_, save) = play_seat_0(&mut player, u64::MAX, &mut told_1).await;
        let save = save.expect("the match ends");
        assert!(
            told_1 > before_restart,
            "the computer played seat 1 after the restart"
        );
        assert_eq!(
            save.resigned,
            [Resignation {
                seat: SeatId(1),
                seq: resigned_at
            }]
        );
        verify(&save).expect("the save replays");
        let timeline = save.timeline::<Passcode>().expect("it replays");
        assert!(timeline.state().outcome().is_some(), "the rules ended it");
        assert_eq!(save.outcome, timeline.state().outcome());
        assert_eq!(save.outcome_after(timeline.state()), save.outcome);
    });
    second.shutdown_timeout(Duration::from_secs(5));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_seat_may_resign_before_any_action_and_the_other_wins() {
    let dir = scratch("resign-at-start");
    runtime().block_on(async {
        let (addr, _hub, _store) = start_server(&dir).await;
        let (code, tokens) = created(addr, "code-breaker", &["me", "open"], Value::Null).await;
        let (mut maker, start) = hello(addr, &code, Some(&tokens[0])).await;
        let (mut breaker, _) = hello(addr, &code, Some(&tokens[1])).await;
        assert_eq!(start.seq, 0);
        maker.send(&ClientMessage::Resign {}).await;
        for client in [&mut maker, &mut breaker] {
            let view = client.view_at(0).await;
            assert_eq!(view.resigned, [SeatId(0)]);
            assert_eq!(
                view.outcome.map(|o| o.winners),
                Some(vec![SeatId(1)]),
                "the other seat wins"
            );
            let save = ended(client).await;
            assert_eq!(
                save.resigned,
                [Resignation {
                    seat: SeatId(0),
                    seq: 0
                }]
            );
            verify(&save).expect("the save replays");
        }
    });
}
