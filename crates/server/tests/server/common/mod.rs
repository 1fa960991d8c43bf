//! What the server's tests share: a server on a loopback port, a WebSocket client of the
//! protocol, and a small HTTP client for the lobby. Every wait is bounded.

#![allow(dead_code)]

use codebreakers_protocol::{ClientMessage, PROTOCOL_VERSION, ServerMessage, View};
use codebreakers_server::{
    Hub, HubSettings, PostgresStore, Settings, SqliteStore, Store, install_the_shipped_book,
    serve_hub_with,
};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The longest a test waits for one message.
pub const WAIT: Duration = Duration::from_secs(30);

/// A runtime of its own for a test: dropping it ends every task of the server in it, as a
/// process that dies would.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// A folder of its own for a test's database, emptied first.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "codebreakers-server-test-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Where the PostgreSQL tests find their database: a URL, as `scripts/postgres` prints.
pub const POSTGRES_VAR: &str = "CODEBREAKERS_TEST_POSTGRES";

/// Set to `1` to leave the PostgreSQL tests out where there is no PostgreSQL to run them on.
pub const SKIP_POSTGRES_VAR: &str = "CODEBREAKERS_SKIP_POSTGRES";

/// The test database's URL. Without one the test fails, saying how to give one, unless
/// [`SKIP_POSTGRES_VAR`] asks to leave it out: then it says so where it is seen (on the
/// terminal, not in the captured output) and gives `None`, and the caller returns untested.
/// `scripts/test` starts a throwaway database where Debian's PostgreSQL is installed.
pub fn postgres_url(test: &str) -> Option<String> {
    match std::env::var(POSTGRES_VAR) {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var(SKIP_POSTGRES_VAR).is_ok_and(|v| v == "1") => {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "{test}: left out: no PostgreSQL ({SKIP_POSTGRES_VAR}=1)"
            );
            None
        }
        _ => panic!(
            "{test} needs a PostgreSQL database: run it through `scripts/test` or \
             `scripts/postgres run cargo test ...`, which start one and set {POSTGRES_VAR}, \
             or set {SKIP_POSTGRES_VAR}=1 to leave the PostgreSQL tests out"
        ),
    }
}

/// The SQLite store in the file `matches.sqlite` of `dir`.
pub async fn sqlite_store(dir: &Path) -> Arc<dyn Store> {
    Arc::new(
        SqliteStore::open(&dir.join("matches.sqlite"))
            .await
            .expect("the store opens"),
    )
}

/// A PostgreSQL store on the database at `url`.
pub async fn postgres_store(url: &str) -> Arc<dyn Store> {
    Arc::new(
        PostgresStore::connect(url)
            .await
            .expect("the PostgreSQL store opens"),
    )
}

/// A server on a free loopback port over the SQLite file in `dir`.
pub async fn start_server(dir: &Path) -> (SocketAddr, Arc<Hub>, Arc<dyn Store>) {
    let store = sqlite_store(dir).await;
    let (addr, hub) = start_server_on(store.clone()).await;
    (addr, hub, store)
}

/// A server on a free loopback port over `store`.
pub async fn start_server_on(store: Arc<dyn Store>) -> (SocketAddr, Arc<Hub>) {
    start_server_with(store, Settings::default()).await
}

/// A server on a free loopback port over `store`, as `settings` say.
pub async fn start_server_with(
    store: Arc<dyn Store>,
    settings: Settings,
) -> (SocketAddr, Arc<Hub>) {
    install_the_shipped_book().expect("the shipped book reads");
    let hub = Arc::new(Hub::new(store));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    tokio::spawn(serve_hub_with(listener, hub.clone(), settings));
    (addr, hub)
}

/// A server on a free loopback port over `store`, its hub as `settings` say (its clock, its
/// notices' delivery).
pub async fn start_hub(store: Arc<dyn Store>, settings: HubSettings) -> (SocketAddr, Arc<Hub>) {
    install_the_shipped_book().expect("the shipped book reads");
    let hub = Arc::new(Hub::with_settings(store, settings));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    tokio::spawn(serve_hub_with(listener, hub.clone(), Settings::default()));
    (addr, hub)
}

/// Waits (at most [`WAIT`]) until `store` holds at least `seq` actions of match `code`.
pub async fn stored_until(store: &dyn Store, code: &str, seq: u64) {
    let waited = tokio::time::timeout(WAIT, async {
        loop {
            if store.last_seq(code).await.expect("the store reads") >= Some(seq) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "match {code} has {seq} actions in time");
}

/// `GET path` with `headers`: the status, the head (lower case) and the body's bytes.
pub async fn get(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> (u16, String, Vec<u8>) {
    let extra: String = headers
        .iter()
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .collect();
    let exchange = async {
        let mut stream = TcpStream::connect(addr).await.expect("connects");
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.expect("sends");
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.expect("reads");
        answer
    };
    let answer = tokio::time::timeout(WAIT, exchange)
        .await
        .expect("answered in time");
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an HTTP answer");
    let head = String::from_utf8_lossy(&answer[..split]).to_ascii_lowercase();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    (status, head, answer[split + 4..].to_vec())
}

/// `POST path` with `body`: the status and the JSON answer.
pub async fn post(addr: SocketAddr, path: &str, body: &str) -> (u16, Value) {
    post_with(addr, path, body, &[]).await
}

/// `POST path` with `body` and more `headers`: the status and the JSON answer.
pub async fn post_with(
    addr: SocketAddr,
    path: &str,
    body: &str,
    headers: &[(&str, &str)],
) -> (u16, Value) {
    let extra: String = headers
        .iter()
        .map(|(name, value)| format!("{name}: {value}\r\n"))
        .collect();
    let exchange = async {
        let mut stream = TcpStream::connect(addr).await.expect("connects");
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await.expect("sends");
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.expect("reads");
        answer
    };
    let answer = tokio::time::timeout(WAIT, exchange)
        .await
        .expect("answered in time");
    json_answer(&answer)
}

/// An HTTP answer read whole: its status and its JSON (`Null` if none).
pub fn json_answer(answer: &[u8]) -> (u16, Value) {
    let text = String::from_utf8_lossy(answer);
    let (head, body) = text.split_once("\r\n\r\n").expect("an HTTP answer");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    // Small answers come whole or in one chunk; take the JSON between the first brace or
    // bracket and the last.
    let start = body.find(['{', '[']).unwrap_or(0);
    let end = body.rfind(['}', ']']).map_or(body.len(), |i| i + 1);
    let value = serde_json::from_str(&body[start..end]).unwrap_or(Value::Null);
    (status, value)
}

/// A play socket.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    pub async fn open(addr: SocketAddr) -> Client {
        let url = format!("ws://{addr}/api/play");
        let (ws, _) = tokio::time::timeout(WAIT, tokio_tungstenite::connect_async(url))
            .await
            .expect("connects in time")
            .expect("connects");
        Client { ws }
    }

    /// A socket opened as a page of `origin` would open it; a refused handshake gives its
    /// status and body.
    pub async fn open_from(addr: SocketAddr, origin: &str) -> Result<Client, (u16, String)> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{addr}/api/play")
            .into_client_request()
            .expect("a request");
        request
            .headers_mut()
            .insert("origin", origin.parse().expect("an origin"));
        let connected = tokio::time::timeout(WAIT, tokio_tungstenite::connect_async(request))
            .await
            .expect("answered in time");
        match connected {
            Ok((ws, _)) => Ok(Client { ws }),
            Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
                let body = response.body().clone().unwrap_or_default();
                Err((
                    response.status().as_u16(),
                    String::from_utf8_lossy(&body).to_string(),
                ))
            }
            Err(e) => panic!("the handshake failed otherwise: {e}"),
        }
    }

    /// A socket that has said hello to match `code` (with `token`, or none to watch).
    pub async fn hello(
        addr: SocketAddr,
        code: &str,
        token: Option<&str>,
        last_seq: Option<u64>,
    ) -> Client {
        let mut client = Client::open(addr).await;
        client
            .send(&ClientMessage::Hello {
                version: PROTOCOL_VERSION,
                code: code.to_string(),
                token: token.map(str::to_string),
                last_seq,
            })
            .await;
        client
    }

    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_text(&serde_json::to_string(message).expect("writes"))
            .await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws
            .send(Message::text(text.to_string()))
            .await
            .expect("sends");
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.ws.send(Message::binary(bytes)).await.expect("sends");
    }

    /// The next message's text, as it came over the wire.
    pub async fn next_text(&mut self) -> String {
        loop {
            let frame = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("a message in time")
                .expect("the socket is open")
                .expect("a frame");
            if let Message::Text(text) = frame {
                return text.to_string();
            }
        }
    }

    /// Reads messages until one `wanted` picks (at most 5000, each in its time).
    pub async fn until<T>(&mut self, mut wanted: impl FnMut(ServerMessage) -> Option<T>) -> T {
        for _ in 0..5000 {
            if let Some(found) = wanted(self.next().await) {
                return found;
            }
        }
        panic!("not among the next 5000 messages");
    }

    /// Reads messages until the view at `seq`.
    pub async fn view_at(&mut self, seq: u64) -> View {
        self.until(|message| match message {
            ServerMessage::View(view) if view.seq == seq => Some(view),
            _ => None,
        })
        .await
    }

    pub async fn next(&mut self) -> ServerMessage {
        let text = self.next_text().await;
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    /// Whether the server closes the socket (a close frame, or the end) before another
    /// text message comes, within [`WAIT`].
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(Message::Text(_)))) => return false,
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// The value of a lobby answer's field, as text.
pub fn field(value: &Value, name: &str) -> String {
    match &value[name] {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A match of `game` with `seats` and `options`: its code and the tokens of its human seats
/// (the creator's, then one a seat `open`).
pub async fn created(
    addr: SocketAddr,
    game: &str,
    seats: &[&str],
    options: Value,
) -> (String, Vec<String>) {
    let create =
        json!({"version": PROTOCOL_VERSION, "game": game, "seats": seats, "options": options});
    let (status, created) = post(addr, "/api/matches", &create.to_string()).await;
    assert_eq!(status, 200, "{created}");
    let code = field(&created, "code");
    let mut tokens = vec![field(&created, "token")];
    for _ in seats.iter().filter(|s| **s == "open") {
        let join = json!({"version": PROTOCOL_VERSION, "code": code});
        let (status, joined) = post(addr, "/api/join", &join.to_string()).await;
        assert_eq!(status, 200, "{joined}");
        tokens.push(field(&joined, "token"));
    }
    (code, tokens)
}
