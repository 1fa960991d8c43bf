//! Each game played to the end over loopback: one WebSocket client per human seat, choosing
//! from its own observation with the game's computer player, computers on the server, and
//! every client dropped and back once at a random step. The end is checked against a local
//! replay of the actions the server stored.

use crate::common;

use codebreakers_kernel::{ActionLog, BotLevel, LoggedAction, MatchSeeds, SeatId};
use codebreakers_protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_records::SaveFile;
use codebreakers_registry::{ForGame, Registered, with_game};
use common::{Client, field, post, runtime, scratch, start_server};
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::net::SocketAddr;

/// The seats of a test match, as the lobby takes them.
struct PlayToTheEnd {
    seats: &'static [&'static str],
    options: Value,
    seed: u64,
}

/// What a client saw by the end.
struct Seen {
    seat: SeatId,
    last: View,
    save: Value,
    /// Whether it dropped and came back (a match may end before a seat's drop).
    dropped: bool,
    repeats: usize,
}

impl ForGame for PlayToTheEnd {
    type Output = ();

    fn run<G: Registered>(self) {
        let dir = scratch(&format!("play-{}", G::ID));
        runtime().block_on(async {
            let (addr, _hub, store) = start_server(&dir).await;
            let create = json!({
                "version": PROTOCOL_VERSION,
                "game": G::ID,
                "options": self.options,
                "seats": self.seats,
            });
            let (status, created) = post(addr, "/api/matches", &create.to_string()).await;
            assert_eq!(status, 200, "{created}");
            let code = field(&created, "code");
            let mut tokens = vec![(field(&created, "token"), 0u8)];
            for _ in self.seats.iter().filter(|s| **s == "open") {
                let join = json!({ "version": PROTOCOL_VERSION, "code": code });
                let (status, joined) = post(addr, "/api/join", &join.to_string()).await;
                assert_eq!(status, 200, "{joined}");
                let seat: u8 = field(&joined, "seat").parse().expect("a seat");
                tokens.push((field(&joined, "token"), seat));
            }
            let mut rng = rand_pcg::Pcg64::seed_from_u64(self.seed);
            let players: Vec<_> = tokens
                .into_iter()
                .map(|(token, seat)| {
                    let drop_at = rng.random_range(1..12u64);
                    let code = code.clone();
                    tokio::spawn(play_seat::<G>(addr, code, token, SeatId(seat), drop_at))
                })
                .collect();
            let mut seen = Vec::new();
            for player in players {
                seen.push(player.await.expect("the client played"));
            }

            // The save every client got is the one match, over.
            let save = SaveFile::from_json(seen[0].save.to_string().as_bytes()).expect("a save");
            assert!(
                seen.iter()
                    .all(|s| s.save["actions"] == seen[0].save["actions"])
            );
            let timeline = save.timeline::<G>().expect("the save replays");
            let state = timeline.state();
            assert!(state.outcome().is_some(), "the save is of a finished match");

            // Replayed locally from the stored actions, the match ends where the server's did.
            let stored = store
                .load_match(&code)
                .await
                .expect("the store reads")
                .expect("the match is stored");
            let log = ActionLog::<G> {
                actions: stored
                    .actions
                    .iter()
                    .map(|a| LoggedAction {
                        seat: a.seat,
                        action: serde_json::from_value(a.action.clone()).expect("an action"),
                    })
                    .collect(),
            };
            let options = save.options::<G>().expect("options");
            let seeds = MatchSeeds::from(stored.record.seed);
            let mut replayed =
                G::setup(&options, self.seats.len(), seeds.chance()).expect("sets up");
            log.replay(&mut replayed, |_, _, _| {})
                .expect("the stored actions replay");
            assert_eq!(
                serde_json::to_value(&replayed).unwrap(),
                serde_json::to_value(state).unwrap()
            );
            assert_eq!(stored.actions.len(), save.actions.len());
            for s in &seen {
                assert_eq!(s.last.seq, stored.actions.len() as u64);
                assert_eq!(
                    s.last.observation,
                    serde_json::to_value(replayed.observe(s.seat)).unwrap(),
                    "{}'s last view is the replay's",
                    s.seat
                );
                assert_eq!(s.last.outcome, replayed.outcome());
                let expected = usize::from(s.dropped);
                assert_eq!(
                    s.repeats, expected,
                    "{}'s repeated action applied once",
                    s.seat
                );
            }
            assert!(
                seen.iter().any(|s| s.dropped),
                "some client dropped and came back"
            );
        });
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// One human seat's client: plays its turns from its views until the match ends. At its
/// `drop_at`-th action it drops the socket right after the action is accepted, comes back
/// with its last sequence number, and sends the same action again, which must be answered
/// as a repeat.
async fn play_seat<G: Registered>(
    addr: SocketAddr,
    code: String,
    token: String,
    seat: SeatId,
    drop_at: u64,
) -> Seen {
    let mut bot = G::bot(BotLevel::Normal, 1000 + u64::from(seat.0));
    let mut client = Client::hello(addr, &code, Some(&token), None).await;
    let mut acted = 0u64;
    let mut acted_at: Option<u64> = None;
    let mut repeats = 0;
    let mut last: Option<View> = None;
    // Messages read while waiting for something else, to be handled in order.
    let mut pending = VecDeque::new();
    loop {
        let message = match pending.pop_front() {
            Some(message) => message,
            None => client.next().await,
        };
        match message {
            ServerMessage::Welcome { seat: welcomed, .. } => assert_eq!(welcomed, Some(seat)),
            ServerMessage::View(view) => {
                last = Some(view.clone());
                // A view may come twice (resent with a stale refusal, and told to all): one
                // action a view.
                let acted_on = acted_at.is_some_and(|at| at >= view.seq);
                if !view.to_decide.contains(&seat) || view.outcome.is_some() || acted_on {
                    continue;
                }
                acted_at = Some(view.seq);
                let observation: G::Observation =
                    serde_json::from_value(view.observation).expect("an observation");
                let act = ClientMessage::Act {
                    id: format!("{seat:?}-{}", view.seq),
                    seq: view.seq,
                    action: serde_json::to_value(bot.decide(&observation)).expect("writes"),
                };
                client.send(&act).await;
                acted += 1;
                if acted != drop_at {
                    continue;
                }
                // Wait for the action to be taken, drop, come back and send it again: the
                // repeat is answered as one, after the welcome and the view.
                loop {
                    match client.next().await {
                        ServerMessage::Accepted { repeated, .. } => {
                            assert!(!repeated);
                            break;
                        }
                        other => pending.push_back(other),
                    }
                }
                client.close().await;
                pending.clear();
                client = Client::hello(addr, &code, Some(&token), Some(view.seq)).await;
                client.send(&act).await;
                loop {
                    match client.next().await {
                        ServerMessage::Accepted { repeated, .. } => {
                            assert!(repeated, "sent again, applied once");
                            repeats += 1;
                            break;
                        }
                        other => pending.push_back(other),
                    }
                }
            }
            ServerMessage::Accepted { repeated, .. } => assert!(!repeated),
            ServerMessage::Ended { save } => {
                return Seen {
                    seat,
                    last: last.expect("a view before the end"),
                    save,
                    dropped: acted >= drop_at,
                    repeats,
                };
            }
            ServerMessage::Error { code, message, .. } => {
                // Acting on a view that another seat's answer overtook is refused as stale
                // and the view sent again; anything else is a failure.
                assert_eq!(code, ErrorCode::StaleSequence, "{message}");
            }
            ServerMessage::Rematch { code, .. } => panic!("a rematch ({code}) no one asked for"),
            ServerMessage::Presence { .. } | ServerMessage::Seated { .. } => {}
            ServerMessage::TakenBack { seat, .. } => panic!("{seat} took back, asked by no one"),
        }
    }
}

fn play(game: &str, seats: &'static [&'static str], options: Value, seed: u64) {
    let test = PlayToTheEnd {
        seats,
        options,
        seed,
    };
    with_game(game, test).expect("a game");
}

#[test]
fn code_breaker_is_played_to_the_end_by_two_clients() {
    play("code-breaker", &["me", "open"], Value::Null, 1);
}

#[test]
fn code_knacker_is_played_to_the_end_by_a_client_and_a_computer() {
    play("code-knacker", &["me", "normal"], Value::Null, 2);
}

#[test]
fn crack_it_is_played_to_the_end_by_two_clients_and_a_computer() {
    play("crack-it", &["me", "open", "easy"], Value::Null, 3);
}

#[test]
fn passcode_is_played_to_the_end_by_two_clients_and_a_computer() {
    play(
        "passcode",
        &["me", "open", "normal"],
        json!({"any_order": false, "codes": 2}),
        4,
    );
}
