//! The desktop's connection: tokio-tungstenite on a current-thread tokio runtime that runs on
//! a thread of the connection's own, so that a game loop polls it without async. The thread
//! ends when the socket closes.

use crate::connection::{Connection, ConnectionState, Connector, parse_server_message};
use codebreakers_protocol::{ClientMessage, ServerMessage};
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::mpsc as std_mpsc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// The longest the opening handshake may take before the connection counts as closed.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// The longest a close frame is waited on before the transport is dropped.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(2);

const CONNECTING: u8 = 0;
const OPEN: u8 = 1;
const CLOSED: u8 = 2;

/// What the game loop asks of the connection's thread.
enum Out {
    Text(String),
    /// A close frame, then the transport.
    Close,
    /// The transport at once, with no close frame (as a network that fails).
    Abort,
}

/// A WebSocket on the desktop (`ws://HOST:PORT/api/play`).
pub struct NativeConnection {
    outgoing: mpsc::UnboundedSender<Out>,
    incoming: std_mpsc::Receiver<String>,
    state: Arc<AtomicU8>,
}

impl NativeConnection {
    /// Starts opening a connection to `url` on a thread of its own; returns at once.
    pub fn open(url: &str) -> NativeConnection {
        let (outgoing, to_send) = mpsc::unbounded_channel();
        let (received, incoming) = std_mpsc::channel();
        let state = Arc::new(AtomicU8::new(CONNECTING));
        let url = url.to_string();
        let shared = state.clone();
        let spawned = std::thread::Builder::new()
            .name("codebreakers-connection".into())
            .spawn(move || {
                if let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    runtime.block_on(run(url, to_send, received, shared.clone()));
                }
                shared.store(CLOSED, Ordering::SeqCst);
            });
        if spawned.is_err() {
            state.store(CLOSED, Ordering::SeqCst);
        }
        NativeConnection {
            outgoing,
            incoming,
            state,
        }
    }

    /// Drops the transport at once, with no close frame: what a failing network does (for
    /// tests of coming back). The state is `Closed` from now on.
    pub fn abort(&mut self) {
        let _ = self.outgoing.send(Out::Abort);
        self.state.store(CLOSED, Ordering::SeqCst);
    }
}

async fn run(
    url: String,
    mut to_send: mpsc::UnboundedReceiver<Out>,
    received: std_mpsc::Sender<String>,
    state: Arc<AtomicU8>,
) {
    let connecting = tokio_tungstenite::connect_async(url);
    let Ok(Ok((mut ws, _))) = tokio::time::timeout(CONNECT_TIMEOUT, connecting).await else {
        return;
    };
    // The game loop may have closed it meanwhile: then it stays closed.
    if state
        .compare_exchange(CONNECTING, OPEN, Ordering::SeqCst, Ordering::SeqCst)
        .is_err()
    {
        let _ = tokio::time::timeout(CLOSE_TIMEOUT, ws.close(None)).await;
        return;
    }
    loop {
        tokio::select! {
            out = to_send.recv() => match out {
                Some(Out::Text(text)) => {
                    if ws.send(Message::text(text)).await.is_err() {
                        return;
                    }
                }
                Some(Out::Close) | None => {
                    let _ = tokio::time::timeout(CLOSE_TIMEOUT, ws.close(None)).await;
                    return;
                }
                Some(Out::Abort) => return,
            },
            frame = ws.next() => match frame {
                Some(Ok(Message::Text(text))) => {
                    if received.send(text.to_string()).is_err() {
                        return;
                    }
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return,
                // Pings are answered by tungstenite itself; binary frames are not the protocol's.
                Some(Ok(_)) => {}
            },
        }
    }
}

impl Connection for NativeConnection {
    fn send(&mut self, message: &ClientMessage) -> bool {
        if self.state() == ConnectionState::Closed {
            return false;
        }
        let Ok(text) = serde_json::to_string(message) else {
            return false;
        };
        self.outgoing.send(Out::Text(text)).is_ok()
    }

    fn try_recv(&mut self) -> Option<ServerMessage> {
        loop {
            let text = self.incoming.try_recv().ok()?;
            if let Some(message) = parse_server_message(&text) {
                return Some(message);
            }
        }
    }

    fn state(&self) -> ConnectionState {
        match self.state.load(Ordering::SeqCst) {
            CONNECTING => ConnectionState::Connecting,
            OPEN => ConnectionState::Open,
            _ => ConnectionState::Closed,
        }
    }

    fn close(&mut self) {
        let _ = self.outgoing.send(Out::Close);
        self.state.store(CLOSED, Ordering::SeqCst);
    }
}

impl Drop for NativeConnection {
    fn drop(&mut self) {
        // The thread sends a close frame and ends; nothing waits for it here.
        let _ = self.outgoing.send(Out::Close);
    }
}

/// Opens [`NativeConnection`]s to one server's play socket.
#[derive(Clone, Debug)]
pub struct NativeConnector {
    url: String,
}

impl NativeConnector {
    /// Connections to the play socket at `url` (`ws://HOST:PORT/api/play`).
    pub fn new(url: impl Into<String>) -> Self {
        NativeConnector { url: url.into() }
    }

    /// Connections to the play socket of the server at `base` (`http://HOST:PORT`).
    pub fn for_server(base: &str) -> Self {
        NativeConnector::new(crate::play_url(base))
    }

    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Connector for NativeConnector {
    type Connection = NativeConnection;
    fn connect(&mut self) -> NativeConnection {
        NativeConnection::open(&self.url)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_address_gives_its_play_socket() {
        assert_eq!(
            NativeConnector::for_server("http://127.0.0.1:8080/").url(),
            "ws://127.0.0.1:8080/api/play"
        );
        assert_eq!(
            NativeConnector::for_server("127.0.0.1:9").url(),
            "ws://127.0.0.1:9/api/play"
        );
    }

    #[test]
    fn a_connection_to_nowhere_closes_without_blocking() {
        // A port nothing listens on (bound, then freed).
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut connection = NativeConnection::open(&format!("ws://127.0.0.1:{port}/api/play"));
        let started = std::time::Instant::now();
        while connection.state() != ConnectionState::Closed {
            assert!(
                started.elapsed() < Duration::from_secs(15),
                "closed in time"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(connection.try_recv().is_none());
        assert!(!connection.send(&ClientMessage::Act {
            id: "a".into(),
            seq: 0,
            action: serde_json::Value::Null
        }));
    }
}
