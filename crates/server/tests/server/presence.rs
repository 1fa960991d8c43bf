//! Presence: every socket of a match is told which seats are connected now, in its welcome
//! and whenever a seat comes or goes. A human seat is present while at least one socket holds
//! its token; a computer's always is; a spectator is no seat.

use crate::common;

use codebreakers_kernel::SeatId;
use codebreakers_protocol::ServerMessage;
use common::{Client, created, runtime, scratch, start_server};
use std::net::SocketAddr;

/// Says hello and reads the welcome and the first view: the seats present as welcomed.
async fn hello(addr: SocketAddr, code: &str, token: Option<&str>) -> (Client, Vec<SeatId>) {
    let mut client = Client::hello(addr, code, token, None).await;
    let present = match client.next().await {
        ServerMessage::Welcome { present, .. } => present,
        other => panic!("expected a welcome, got {other:?}"),
    };
    assert!(matches!(client.next().await, ServerMessage::View(_)));
    (client, present)
}

/// The next message is a presence: its seats.
async fn told(client: &mut Client) -> Vec<SeatId> {
    match client.next().await {
        ServerMessage::Presence { present } => present,
        other => panic!("expected a presence, got {other:?}"),
    }
}

const S0: SeatId = SeatId(0);
const S1: SeatId = SeatId(1);

#[test]
fn presence_comes_and_goes_with_the_sockets_of_each_seat() {
    let dir = scratch("presence");
    runtime().block_on(async {
        let (addr, _hub, _store) = start_server(&dir).await;
        let (code, tokens) = created(
            addr,
            "code-breaker",
            &["me", "open"],
            serde_json::Value::Null,
        )
        .await;

        let (mut first, present) = hello(addr, &code, Some(&tokens[0])).await;
        assert_eq!(present, [S0], "a seat's own socket counts");
        let (mut other, present) = hello(addr, &code, Some(&tokens[1])).await;
        assert_eq!(present, [S0, S1]);
        assert_eq!(told(&mut first).await, [S0, S1], "the other seat came");

        // A second socket of seat 0 changes nothing; nor does either of its two leaving
        // while the other holds the seat.
        let (second, present) = hello(addr, &code, Some(&tokens[0])).await;
        assert_eq!(present, [S0, S1]);
        first.close().await;
        // Dropped without a close frame, as a failing network does.
        drop(second);
        assert_eq!(
            told(&mut other).await,
            [S1],
            "seat 0 is gone with its last socket, and told once"
        );

        // A spectator is told, and is no seat.
        let (mut watcher, present) = hello(addr, &code, None).await;
        assert_eq!(present, [S1]);
        let (_back, present) = hello(addr, &code, Some(&tokens[0])).await;
        assert_eq!(present, [S0, S1]);
        assert_eq!(
            told(&mut other).await,
            [S0, S1],
            "the spectator's coming was not told"
        );
        assert_eq!(told(&mut watcher).await, [S0, S1]);
        other.close().await;
        assert_eq!(told(&mut watcher).await, [S0]);
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_computer_seat_is_always_present() {
    let dir = scratch("presence-computer");
    runtime().block_on(async {
        let (addr, _hub, _store) = start_server(&dir).await;
        let (code, tokens) = created(
            addr,
            "code-knacker",
            &["me", "hard"],
            serde_json::Value::Null,
        )
        .await;
        let (mut watcher, present) = hello(addr, &code, None).await;
        assert_eq!(present, [S1], "the computer, and no human yet");
        let (player, present) = hello(addr, &code, Some(&tokens[0])).await;
        assert_eq!(present, [S0, S1]);
        // The spectator's next presence is the player's coming (views may come between, as
        // the computer plays).
        let came = watcher
            .until(|message| match message {
                ServerMessage::Presence { present } => Some(present),
                _ => None,
            })
            .await;
        assert_eq!(came, [S0, S1]);
        player.close().await;
        let gone = watcher
            .until(|message| match message {
                ServerMessage::Presence { present } => Some(present),
                _ => None,
            })
            .await;
        assert_eq!(gone, [S1]);
    });
    let _ = std::fs::remove_dir_all(&dir);
}
