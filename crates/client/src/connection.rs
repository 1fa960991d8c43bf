//! One WebSocket of the protocol: text frames of [`ClientMessage`] out, [`ServerMessage`] in.

use codebreakers_protocol::{ClientMessage, ErrorCode, ServerMessage};
use serde_json::Value;

/// Where a connection stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConnectionState {
    /// Opening: messages sent now wait and go once it is open.
    Connecting,
    /// Open: messages go as they are sent.
    Open,
    /// Closed (by either side, or never opened): nothing more comes or goes. Messages that
    /// came before it closed may still be waiting to be polled.
    Closed,
}

/// One WebSocket text-message channel to a server's play socket. Nothing blocks: a game
/// loop sends, polls and checks the state once a frame.
pub trait Connection {
    /// Sends `message` (queued while connecting); `false` once closed, when it is dropped.
    fn send(&mut self, message: &ClientMessage) -> bool;
    /// The next message received, if one is waiting. A message this client cannot read (a
    /// newer server's) is skipped; a refusal of a code it does not know comes as
    /// [`ErrorCode::Refused`] with the code in its message (see [`parse_server_message`]).
    fn try_recv(&mut self) -> Option<ServerMessage>;
    /// Whether it is opening, open or closed.
    fn state(&self) -> ConnectionState;
    /// Closes it (a close frame, then the transport); the state is `Closed` from now on.
    fn close(&mut self);
}

/// Opens connections to one play socket: a session opens a new one each time it comes back.
pub trait Connector {
    type Connection: Connection;
    /// A new connection, opening (it need not be open yet, nor ever be: a failed one is
    /// `Closed`).
    fn connect(&mut self) -> Self::Connection;
}

impl<C: Connection, F: FnMut() -> C> Connector for F {
    type Connection = C;
    fn connect(&mut self) -> C {
        self()
    }
}

/// Reads one text frame from a server. An `error` with a code this client does not know is
/// still a refusal (the protocol asks so): [`ErrorCode::Refused`], its message prefixed by
/// the code. Anything else unreadable is `None` (a newer server's message, to be ignored).
pub fn parse_server_message(text: &str) -> Option<ServerMessage> {
    if let Ok(message) = serde_json::from_str(text) {
        return Some(message);
    }
    let value: Value = serde_json::from_str(text).ok()?;
    if value.get("type")?.as_str()? != "error" {
        return None;
    }
    let code = value.get("code").and_then(Value::as_str).unwrap_or("?");
    let message = value.get("message").and_then(Value::as_str).unwrap_or("");
    Some(ServerMessage::Error {
        code: ErrorCode::Refused,
        message: format!("{code}: {message}"),
        id: value.get("id").and_then(Value::as_str).map(str::to_owned),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_refusals_are_refusals_and_unknown_messages_are_skipped() {
        let known = r#"{"type":"error","code":"not_your_turn","message":"no","id":"a"}"#;
        assert_eq!(
            parse_server_message(known),
            Some(ServerMessage::Error {
                code: ErrorCode::NotYourTurn,
                message: "no".into(),
                id: Some("a".into())
            })
        );
        let unknown = r#"{"type":"error","code":"too_sleepy","message":"later"}"#;
        assert_eq!(
            parse_server_message(unknown),
            Some(ServerMessage::Error {
                code: ErrorCode::Refused,
                message: "too_sleepy: later".into(),
                id: None
            })
        );
        assert_eq!(
            parse_server_message(r#"{"type":"presence","seats":[]}"#),
            None
        );
        assert_eq!(parse_server_message("{"), None);
    }
}
