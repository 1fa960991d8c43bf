//! One play socket: a hello that names the match and authenticates the seat, then actions
//! passed to the match's task and its messages passed back.

use crate::http::{ClientAddress, refused};
use crate::hub::{Hub, check_version, parse_code};
use crate::listen::Admitted;
use crate::referee::{Command, ConnId, MatchHandle, OUTBOX_SIZE};
use crate::trust::{AddressKey, Trust, rate_limited};
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use codebreakers_protocol::{ClientMessage, ErrorCode, MAX_MESSAGE_BYTES, Refusal, ServerMessage};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{mpsc, oneshot};

/// Frames past this are closed at the transport, unread; those between it and the
/// protocol's limit are answered with a refusal.
const MAX_FRAME_BYTES: usize = 4 * MAX_MESSAGE_BYTES;

/// The bytes a socket reads at a time.
const SOCKET_BUFFER: usize = 4096;

/// Opens a play socket, if the client's address holds fewer than its limit (counted here
/// by the client's own address, which behind a trusted proxy is not the connection's).
pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    State(trust): State<Arc<Trust>>,
    ClientAddress(address): ClientAddress,
) -> Response {
    let cap = trust.limits.connections_per_address;
    let Some(admitted) = trust.sockets.admit(AddressKey::of(address), cap) else {
        return refused(Refusal::new(
            ErrorCode::RateLimited,
            format!("this address holds {cap} play sockets already: close one first"),
        ));
    };
    // Small buffers: a match's messages are a few KiB, and tungstenite's own 128 KiB for
    // reading and writing made most of a match's memory (a buffer grows for a larger
    // frame, up to the limit).
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(SOCKET_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| session(socket, hub, trust, address, admitted))
}

/// The match this socket said hello to, and its number there.
struct Joined {
    handle: MatchHandle,
    conn: ConnId,
    outbox: mpsc::Receiver<String>,
}

async fn session(
    mut socket: WebSocket,
    hub: Arc<Hub>,
    trust: Arc<Trust>,
    address: IpAddr,
    _admitted: Admitted,
) {
    let mut joined: Option<Joined> = None;
    let mut bucket = trust.socket_bucket();
    // A socket that has not said hello by then is closed: an idle one holds a descriptor.
    let hello_by = tokio::time::Instant::now() + trust.limits.hello_within;
    loop {
        let said_hello = joined.is_some();
        let outgoing = async {
            match joined.as_mut() {
                Some(joined) => joined.outbox.recv().await,
                None => std::future::pending().await,
            }
        };
        let hello_late = async {
            if said_hello {
                std::future::pending().await
            } else {
                tokio::time::sleep_until(hello_by).await
            }
        };
        tokio::select! {
            () = hello_late => {
                let seconds = trust.limits.hello_within.as_secs_f64();
                let refusal = Refusal::new(
                    ErrorCode::HelloFirst,
                    format!("no hello within {seconds} s: this socket is closed"),
                );
                let _ = refuse(&mut socket, refusal).await;
                let _ = socket.send(Message::Close(None)).await;
                break;
            }
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
                    Ok(message) => handle(message, &mut joined, &hub, &trust, address).await,
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
    trust: &Trust,
    address: IpAddr,
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
            let handle = trust
                .look_up(address, async { hub.handle(&parse_code(&code)?).await })
                .await?;
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
