//! A server stopped in the middle of a match (its runtime dropped, every task with it, as a
//! killed process would) and a new one started on the same SQLite file: the match goes on
//! from the database with nothing lost, and ends in a save that replays.

use crate::common;

use codebreakers_kernel::{BotLevel, Game, SeatId};
use codebreakers_passcode::Passcode;
use codebreakers_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_records::SaveFile;
use codebreakers_registry::Registered;
use common::{Client, field, post, runtime, scratch, start_server};
use serde_json::{Value, json};
use std::time::Duration;

/// Plays seat 0 from its views until `stop_at` actions are in the match (or it ends);
/// returns the last view and the save if it ended.
async fn play(client: &mut Client, stop_at: u64) -> (View, Option<Value>) {
    let mut bot = Passcode::bot(BotLevel::Normal, 9);
    let mut last = None;
    loop {
        match client.next().await {
            ServerMessage::View(view) => {
                let mine = view.to_decide.contains(&SeatId(0)) && view.outcome.is_none();
                if mine && view.seq < stop_at {
                    let observation: <Passcode as Game>::Observation =
                        serde_json::from_value(view.observation.clone()).unwrap();
                    let act = ClientMessage::Act {
                        id: format!("p{}", view.seq),
                        seq: view.seq,
                        action: serde_json::to_value(bot.decide(&observation)).unwrap(),
                    };
                    client.send(&act).await;
                }
                let done = view.seq >= stop_at && (mine || view.to_decide.is_empty());
                last = Some(view);
                if done {
                    return (last.unwrap(), None);
                }
            }
            ServerMessage::Ended { save } => return (last.expect("a view"), Some(save)),
            ServerMessage::Error { message, .. } => panic!("{message}"),
            _ => {}
        }
    }
}

#[test]
fn a_match_goes_on_after_the_server_restarts() {
    let dir = scratch("restart");
    let first = runtime();
    let (code, token, before, stored_before) = first.block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let create = json!({
            "version": PROTOCOL_VERSION,
            "game": "passcode",
            "options": {"any_order": false, "codes": 2},
            "seats": ["me", "normal"],
        });
        let (status, created) = post(addr, "/api/matches", &create.to_string()).await;
        assert_eq!(status, 200, "{created}");
        let (code, token) = (field(&created, "code"), field(&created, "token"));
        let mut client = Client::hello(addr, &code, Some(&token), None).await;
        let (view, ended) = play(&mut client, 6).await;
        assert!(ended.is_none(), "the match is still on");
        let stored = store.load_match(&code).await.unwrap().unwrap();
        (code, token, view, stored)
    });
    first.shutdown_timeout(Duration::from_secs(5));

    let second = runtime();
    second.block_on(async {
        let (addr, _hub, store) = start_server(&dir).await;
        let stored = store.load_match(&code).await.unwrap().unwrap();
        assert_eq!(stored, stored_before, "nothing lost");
        let mut client = Client::hello(addr, &code, Some(&token), Some(before.seq)).await;
        assert!(matches!(client.next().await, ServerMessage::Welcome { .. }));
        let ServerMessage::View(back) = client.next().await else {
            panic!("a view");
        };
        assert_eq!(back.seq, before.seq);
        assert_eq!(back.observation, before.observation);
        assert!(back.acted.is_empty(), "nothing missed");
        // A view acted on before the restart is played on from here.
        if back.to_decide.contains(&SeatId(0)) {
            let mut bot = Passcode::bot(BotLevel::Normal, 9);
            let observation: <Passcode as Game>::Observation =
                serde_json::from_value(back.observation.clone()).unwrap();
            let act = ClientMessage::Act {
                id: format!("p{}", back.seq),
                seq: back.seq,
                action: serde_json::to_value(bot.decide(&observation)).unwrap(),
            };
            client.send(&act).await;
        }
        let (_, save) = play(&mut client, u64::MAX).await;
        let save = SaveFile::from_json(save.expect("the match ends").to_string().as_bytes())
            .expect("a save");
        let timeline = save.timeline::<Passcode>().expect("it replays");
        assert!(timeline.state().outcome().is_some());
        let before: Vec<Value> = stored_before
            .actions
            .iter()
            .map(|a| json!({"seat": a.seat, "action": a.action}))
            .collect();
        assert_eq!(
            save.actions[..before.len()],
            before[..],
            "the log goes on unchanged"
        );
    });
    second.shutdown_timeout(Duration::from_secs(5));
    let _ = std::fs::remove_dir_all(&dir);
}
