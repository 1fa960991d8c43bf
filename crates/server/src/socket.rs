//! One play socket: a hello that names the match and authenticates the seat, then actions
//! passed to the match's task and its messages passed back.

use crate::hub::{Hub, check_version, parse_code};
use crate::referee::{Command, ConnId, MatchHandle, OUTBOX_SIZE};
use crate::trust::{Trust, rate_limited};
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use codebreakers_protocol::{ClientMessage, ErrorCode, MAX_MESSAGE_BYTES, Refusal, ServerMessage};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{mpsc, oneshot};

/// Frames past this are closed at the transport, unread; those between it and the
/// protocol's limit are answered with a refusal.
const MAX_FRAME_BYTES: usize = 4 * MAX_MESSAGE_BYTES;

pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    State(trust): State<Arc<Trust>>,
) -> Response {
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket| session(socket, hub, trust))
}

/// The match this socket said hello to, and its number there.
struct Joined {
    handle: MatchHandle,
    conn: ConnId,
    outbox: mpsc::Receiver<String>,
}

async fn session(mut socket: WebSocket, hub: Arc<Hub>, trust: Arc<Trust>) {
    let mut joined: Option<Joined> = None;
    let mut bucket = trust.socket_bucket();
    loop {
        let outgoing = async {
            match joined.as_mut() {
                Some(joined) => joined.outbox.recv().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            incoming = socket.recv() => {
                let counted = matches!(incoming, Some(Ok(Message::Text(_) | Message::Binary(_))));
                if counted && let Err(wait) = bucket.take(Instant::now()) {
                    // Over its rate, a message is refused unread.
                    let refusal = rate_limited("messages on this socket", wait);
                    if refuse(&mut socket, refusal).await.is_err() { break; }
                    continue;
                }
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let refusal = Refusal::new(ErrorCode::InvalidJson, "messages are JSON text frames");
                        if refuse(&mut socket, refusal).await.is_err() { break; }
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                let answer = match ClientMessage::parse(text.as_str()) {
                    Ok(message) => handle(message, &mut joined, &hub).await,
                    Err(refusal) => Err(refusal),
                };
                if let Err(refusal) = answer
                    && refuse(&mut socket, refusal).await.is_err()
                {
                    break;
                }
            }
            out = outgoing => match out {
                Some(text) => {
                    if socket.send(Message::Text(text.into())).await.is_err() { break; }
                }
                // The match let this socket go (it did not keep up): the client resyncs.
                None => break,
            },
        }
    }
    if let Some(joined) = joined {
        let _ = joined
            .handle
            .commands
            .send(Command::Leave { conn: joined.conn })
            .await;
    }
}

async fn refuse(socket: &mut WebSocket, refusal: Refusal) -> Result<(), axum::Error> {
    let text = ServerMessage::refusal(refusal, None).to_json();
    socket.send(Message::Text(text.into())).await
}

fn gone() -> Refusal {
    Refusal::new(ErrorCode::Internal, "the match's task stopped")
}

async fn handle(
    message: ClientMessage,
    joined: &mut Option<Joined>,
    hub: &Hub,
) -> Result<(), Refusal> {
    match (message, joined.as_ref()) {
        (
            ClientMessage::Hello {
                version,
                code,
                token,
                last_seq,
            },
            None,
        ) => {
            check_version(version)?;
            let handle = hub.handle(&parse_code(&code)?).await?;
            let (outbox, receiver) = mpsc::channel(OUTBOX_SIZE);
            let (reply, answer) = oneshot::channel();
            let connect = Command::Connect {
                token,
                last_seq,
                outbox,
                reply,
            };
            handle.commands.send(connect).await.map_err(|_| gone())?;
            let conn = answer.await.map_err(|_| gone())??;
            *joined = Some(Joined {
                handle,
                conn,
                outbox: receiver,
            });
            Ok(())
        }
        (ClientMessage::Hello { .. }, Some(_)) => Err(Refusal::new(
            ErrorCode::HelloFirst,
            "this socket has said hello already: open another for another match",
        )),
        (
            ClientMessage::Act { .. } | ClientMessage::Resign {} | ClientMessage::TakeBack { .. },
            None,
        ) => Err(Refusal::new(
            ErrorCode::HelloFirst,
            "say hello first, with the match's code and the seat's token",
        )),
        (ClientMessage::Resign {}, Some(joined)) => {
            let resign = Command::Resign { conn: joined.conn };
            joined
                .handle
                .commands
                .send(resign)
                .await
                .map_err(|_| gone())
        }
        (ClientMessage::TakeBack { seq, count }, Some(joined)) => {
            let take = Command::TakeBack {
                conn: joined.conn,
                seq,
                count,
            };
            joined.handle.commands.send(take).await.map_err(|_| gone())
        }
        (ClientMessage::Act { id, seq, action }, Some(joined)) => {
            let act = Command::Act {
                conn: joined.conn,
                id,
                seq,
                action,
            };
            joined.handle.commands.send(act).await.map_err(|_| gone())
        }
    }
}
