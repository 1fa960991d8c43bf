//! The lobby over HTTP/1.1, on the desktop: a small blocking client over a TCP stream (plain
//! `http://`, as the server listens; put a TLS proxy's own client in front for `https://`).
//!
//! Every call blocks until the server answers (at most [`Lobby::timeout`] for each read and
//! write): run it off the frame, on Bevy's `IoTaskPool` or a thread, never in a system.

use crate::lobby_api::{self, Call, LobbyError};
use codebreakers_protocol::{CreateMatch, Created, Joined, MatchSummary, PlayerName, WebhookSet};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::Duration;

/// A server's lobby, at `http://HOST:PORT`.
#[derive(Clone, Debug)]
pub struct Lobby {
    host: String,
    port: u16,
    /// The longest one read or write of a request may wait.
    pub timeout: Duration,
}

impl Lobby {
    /// The lobby of the server at `base`: `http://HOST[:PORT]` (port 80 if none), or
    /// `HOST:PORT`.
    pub fn new(base: &str) -> Result<Lobby, LobbyError> {
        let bad = || LobbyError::BadAddress(base.to_string());
        let rest = base.strip_prefix("http://").unwrap_or(base);
        if rest.contains("://") {
            return Err(bad());
        }
        let authority = rest.split('/').next().unwrap_or_default();
        let (host, port) = match authority.rsplit_once(':') {
            Some((host, port)) if !host.ends_with(']') || host.starts_with('[') => {
                (host, port.parse().map_err(|_| bad())?)
            }
            _ => (authority, 80),
        };
        if host.is_empty() {
            return Err(bad());
        }
        Ok(Lobby {
            host: host.to_string(),
            port,
            timeout: Duration::from_secs(10),
        })
    }

    /// The server's address, `http://HOST:PORT`.
    pub fn base(&self) -> String {
        format!("http://{}:{}", self.host, self.port)
    }

    /// The play socket's URL, for a [`crate::Connector`].
    pub fn play_url(&self) -> String {
        format!("ws://{}:{}{}", self.host, self.port, crate::PLAY_PATH)
    }

    /// The link to share for a match: the server's address and the invite's path.
    pub fn invite_link(&self, invite: &str) -> String {
        format!("{}{invite}", self.base())
    }

    /// `GET /api/about`: the protocol and games the server has.
    pub fn about(&self) -> Result<Value, LobbyError> {
        self.request(lobby_api::about())
    }

    /// `POST /api/matches`: a new match; the creator's seat and token.
    pub fn create(&self, request: &CreateMatch) -> Result<Created, LobbyError> {
        self.request(lobby_api::create(request)?)
    }

    /// `POST /api/join`: the first open seat of the match with invite `code`.
    pub fn join(
        &self,
        code: &str,
        webhook: Option<String>,
        name: Option<PlayerName>,
    ) -> Result<Joined, LobbyError> {
        self.request(lobby_api::join(code, webhook, name)?)
    }

    /// `POST /api/my-matches`: the matches `tokens` hold seats in.
    pub fn my_matches(&self, tokens: &[String]) -> Result<Vec<MatchSummary>, LobbyError> {
        self.request(lobby_api::my_matches(tokens)?)
    }

    /// `POST /api/rematch`: the seat of `token` takes its place in the match's rematch.
    pub fn rematch(
        &self,
        token: &str,
        webhook: Option<String>,
        name: Option<PlayerName>,
    ) -> Result<Joined, LobbyError> {
        self.request(lobby_api::rematch(token, webhook, name)?)
    }

    /// `POST /api/webhook`: where the seat of `token` is told it is to decide (`None`: nowhere).
    pub fn set_webhook(
        &self,
        token: &str,
        webhook: Option<String>,
    ) -> Result<WebhookSet, LobbyError> {
        self.request(lobby_api::set_webhook(token, webhook)?)
    }

    /// One request on a connection of its own, read to its end.
    fn request<T: DeserializeOwned>(&self, call: Call<T>) -> Result<T, LobbyError> {
        let unreachable = |why: String| LobbyError::Unreachable {
            address: self.base(),
            why,
        };
        let address = (self.host.trim_matches(['[', ']']), self.port)
            .to_socket_addrs()
            .map_err(|e| unreachable(e.to_string()))?
            .next()
            .ok_or_else(|| unreachable("no address".into()))?;
        let mut stream = TcpStream::connect_timeout(&address, self.timeout)
            .map_err(|e| unreachable(e.to_string()))?;
        stream
            .set_read_timeout(Some(self.timeout))
            .and_then(|()| stream.set_write_timeout(Some(self.timeout)))
            .map_err(|e| unreachable(e.to_string()))?;
        let (method, path) = (call.method, call.path);
        let body = call.body.as_deref().unwrap_or("");
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}:{}\r\nAccept: application/json\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            self.host,
            self.port,
            body.len()
        );
        stream
            .write_all(head.as_bytes())
            .and_then(|()| stream.write_all(body.as_bytes()))
            .map_err(|e| unreachable(e.to_string()))?;
        let mut answer = Vec::new();
        stream
            .read_to_end(&mut answer)
            .map_err(|e| unreachable(e.to_string()))?;
        let (status, body) =
            read_answer(&answer).map_err(|why| LobbyError::Unreadable { status: 0, why })?;
        call.answer(status, &body)
    }
}

/// An HTTP/1.1 answer's status and body (of a `Content-Length`, chunked, or to the end).
fn read_answer(answer: &[u8]) -> Result<(u16, Vec<u8>), String> {
    let split = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or("no end to the answer's head")?;
    let head = String::from_utf8_lossy(&answer[..split]);
    let rest = &answer[split + 4..];
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .ok_or("no status")?;
    let mut length = None;
    let mut chunked = false;
    for line in lines {
        let Some((name, value)) = line.split_once(':') else {
            continue;
        };
        let value = value.trim();
        match name.trim().to_ascii_lowercase().as_str() {
            "content-length" => length = value.parse::<usize>().ok(),
            "transfer-encoding" => chunked = value.to_ascii_lowercase().contains("chunked"),
            _ => {}
        }
    }
    let body = if chunked {
        dechunk(rest)?
    } else if let Some(length) = length {
        rest.get(..length).ok_or("the body broke off")?.to_vec()
    } else {
        rest.to_vec()
    };
    Ok((status, body))
}

fn dechunk(mut rest: &[u8]) -> Result<Vec<u8>, String> {
    let mut body = Vec::new();
    loop {
        let end = rest
            .windows(2)
            .position(|w| w == b"\r\n")
            .ok_or("a chunk broke off")?;
        let size_line = String::from_utf8_lossy(&rest[..end]);
        let size_text = size_line.split(';').next().unwrap_or("").trim();
        let size = usize::from_str_radix(size_text, 16).map_err(|_| "a bad chunk size")?;
        rest = &rest[end + 2..];
        if size == 0 {
            return Ok(body);
        }
        body.extend_from_slice(rest.get(..size).ok_or("a chunk broke off")?);
        rest = rest.get(size + 2..).unwrap_or_default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_with_their_port() {
        let lobby = Lobby::new("http://127.0.0.1:8080/").unwrap();
        assert_eq!(lobby.base(), "http://127.0.0.1:8080");
        assert_eq!(lobby.play_url(), "ws://127.0.0.1:8080/api/play");
        assert_eq!(
            lobby.invite_link("/?join=ACDEFH"),
            "http://127.0.0.1:8080/?join=ACDEFH"
        );
        assert_eq!(
            Lobby::new("example.org").unwrap().base(),
            "http://example.org:80"
        );
        assert!(Lobby::new("https://example.org").is_err());
        assert!(Lobby::new("http://:80").is_err());
        assert!(Lobby::new("http://host:port").is_err());
    }

    #[test]
    fn answers_are_read_whole_chunked_or_to_the_end() {
        let plain = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}trailing";
        assert_eq!(read_answer(plain).unwrap(), (200, b"{}".to_vec()));
        let chunked =
            b"HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n4\r\n\":1}\r\n0\r\n\r\n";
        assert_eq!(read_answer(chunked).unwrap(), (404, b"{\"a\":1}".to_vec()));
        let to_the_end = b"HTTP/1.1 200 OK\r\n\r\n[1]";
        assert_eq!(read_answer(to_the_end).unwrap(), (200, b"[1]".to_vec()));
        assert!(read_answer(b"HTTP/1.1 200").is_err());
    }
}
