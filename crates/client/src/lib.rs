//! The Bevy-free heart of the Code Breakers online client (`docs/protocol.md`, "The client
//! crate"). Nothing here blocks a frame except the lobby's requests, which are meant for a
//! task pool.
//!
//! - [`Connection`]: one WebSocket carrying the protocol's text messages, polled without
//!   blocking; [`NativeConnection`] (tokio-tungstenite on a thread of its own) on the desktop,
//!   `WebConnection` (the browser's WebSocket) on `wasm32`. A [`Connector`] opens them.
//! - [`Lobby`] (desktop): the HTTP lobby (create, join, my matches, rematch, webhook), in
//!   blocking calls; `WebLobby` on `wasm32`: the same over the page's `fetch`, in `async`
//!   calls. Both answer [`LobbyError`].
//! - [`OnlineMatch`]: one seat's (or a spectator's) session of a match, generic over the game:
//!   its observation only, the last sequence number, who is to decide, the outcome; actions
//!   with ids kept until accepted; coming back after a drop by itself; refusals as typed
//!   errors; the final save.

mod connection;
mod lobby_api;
mod session;

#[cfg(not(target_arch = "wasm32"))]
mod lobby;
#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
mod web_lobby;

pub use connection::{Connection, ConnectionState, Connector, parse_server_message};
pub use lobby_api::LobbyError;
pub use session::{ActError, Backoff, Link, MatchEvent, OnlineMatch, ServerRefusal};

#[cfg(not(target_arch = "wasm32"))]
pub use lobby::Lobby;
#[cfg(not(target_arch = "wasm32"))]
pub use native::{NativeConnection, NativeConnector};
#[cfg(target_arch = "wasm32")]
pub use web::{WebConnection, WebConnector};
#[cfg(target_arch = "wasm32")]
pub use web_lobby::WebLobby;

/// The path of the play socket on a server.
pub const PLAY_PATH: &str = "/api/play";

/// The play socket of the server at `base`: `http://HOST:PORT` gives
/// `ws://HOST:PORT/api/play`, `https://` gives `wss://`.
pub fn play_url(base: &str) -> String {
    let base = base.trim_end_matches('/');
    let socket = if let Some(rest) = base.strip_prefix("http://") {
        format!("ws://{rest}")
    } else if let Some(rest) = base.strip_prefix("https://") {
        format!("wss://{rest}")
    } else {
        format!("ws://{base}")
    };
    format!("{socket}{PLAY_PATH}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_servers_address_gives_its_play_socket() {
        assert_eq!(
            super::play_url("http://127.0.0.1:7878/"),
            "ws://127.0.0.1:7878/api/play"
        );
        assert_eq!(
            super::play_url("https://example.org"),
            "wss://example.org/api/play"
        );
        assert_eq!(
            super::play_url("10.0.0.2:9000"),
            "ws://10.0.0.2:9000/api/play"
        );
    }
}
