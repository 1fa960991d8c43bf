//! Play, over a WebSocket at `/api/play`: one JSON message per text frame.
//!
//! The client says [`ClientMessage::Hello`] first (which match, its seat's token or none to
//! watch, the last sequence number it has); the server answers [`ServerMessage::Welcome`] and
//! a [`View`], then a new `View` after every action. A seat only ever receives its own
//! observation; a spectator the public one.

use crate::error::{ErrorCode, Refusal};
use crate::lobby::PlayerName;
use codebreakers_kernel::{Outcome, SeatId, SeatKind};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message on a socket: the match (its invite code), the seat's token (none to
    /// watch as a spectator), and the last sequence number the client has, if it has been
    /// here before.
    Hello {
        version: u32,
        code: String,
        #[serde(default)]
        token: Option<String>,
        #[serde(default)]
        last_seq: Option<u64>,
    },
    /// An action of the socket's seat (the seat is never in the message: it is the one the
    /// token at hello named). `id` is the client's own name for this action, so that sending
    /// it again after a drop applies it once; `seq` is the sequence number of the view it was
    /// chosen in; `action` is the game's action as JSON.
    Act { id: String, seq: u64, action: Value },
    /// The socket's seat resigns. At two seats the match ends at once, the other seat
    /// winning; at more, the server's computer plays the seat's moves from then on.
    Resign {},
    /// The socket's seat takes back its last `count` actions (1 if not given): only its
    /// own, only those the rules let go back, and only while no other seat has acted since.
    /// `seq` is the sequence number of the view it was decided in.
    TakeBack {
        seq: u64,
        #[serde(default = "one")]
        count: u32,
    },
}

fn one() -> u32 {
    1
}

/// One action taken: by which seat, its sequence number (counted from 1), and what it caused
/// as the receiving socket may know it. The action itself is not told (another seat's may be
/// secret); its events are, each as the game tells it to this socket's seat, or to anyone
/// watching (the game's `seen_by`): "Ann draws" to the others, "Ann draws the 7" to Ann.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Acted {
    pub seq: u64,
    pub seat: SeatId,
    /// Played by the server's computer for the seat, whose time for the move ran out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub late: bool,
    /// The game's events of the action, as JSON, as this socket may know them, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<Value>,
}

/// A seat's viewpoint (or a spectator's): sent after hello and after every action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// Actions played so far: the sequence number of the last one.
    pub seq: u64,
    /// The actions since the client's last view (at most the last
    /// [`View::MAX_ACTED`]): who acted, in order.
    pub acted: Vec<Acted>,
    /// The game's observation for this socket's seat, or the public one, as JSON.
    pub observation: Value,
    /// The seats that must decide now; empty once the match is over.
    pub to_decide: Vec<SeatId>,
    /// The result, once the match is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// On a match with a clock, when the time for the move runs out (seconds since 1970):
    /// the seat's own if it is to decide, else the first of those to decide.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<u64>,
    /// The seats that have resigned, in seat order (their moves are the server's computer's,
    /// or the match ended at their resignation).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resigned: Vec<SeatId>,
    /// How many times actions were taken back in this match so far: a view of more
    /// take-backs is newer than one of fewer, whatever their `seq`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub undos: u64,
    /// How many of its last actions this socket's seat may take back now
    /// ([`ClientMessage::TakeBack`]); 0 for a spectator.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub revocable: u32,
}

fn is_zero<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl View {
    /// The most actions one view lists in `acted`.
    pub const MAX_ACTED: usize = 64;
}

/// What a server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to a hello: the match, and the seat this socket plays (none for a
    /// spectator).
    Welcome {
        version: u32,
        code: String,
        game: String,
        options: Value,
        seats: Vec<SeatKind>,
        /// Human seats no one has taken yet.
        open_seats: Vec<SeatId>,
        seat: Option<SeatId>,
        /// The seats connected now, this socket's included (see [`ServerMessage::Presence`]).
        #[serde(default)]
        present: Vec<SeatId>,
        /// Each seat's player's name, by seat (none for a computer's, an open seat, or a
        /// player who gave none); sent again in [`ServerMessage::Seated`] when a seat is taken.
        #[serde(default)]
        names: Vec<Option<PlayerName>>,
    },
    View(View),
    /// The socket's action `id` was applied as action `seq`. `repeated` when it had been
    /// applied before (the same id sent again): it was not applied a second time.
    Accepted {
        id: String,
        seq: u64,
        repeated: bool,
    },
    /// The match is over: the whole match as a save file (the format of a local save, the
    /// seed included), so it can be kept and replayed.
    Ended {
        save: Value,
    },
    /// The match is over and a seat asked for a rematch: its code. Each human seat takes its
    /// place in it by asking for the rematch with its token of this match
    /// (`POST /api/rematch`).
    Rematch {
        code: String,
        /// The seat that asked for it first: it offers it to the others.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<SeatId>,
    },
    /// The seats connected now (a human seat while at least one socket holds its token; a
    /// computer's always), in seat order, whenever that changes (a socket's own hello tells it
    /// in its [`ServerMessage::Welcome`]).
    Presence {
        present: Vec<SeatId>,
    },
    /// A seat was taken since the welcome (a friend joined): the open seats now, and each
    /// seat's name.
    Seated {
        open_seats: Vec<SeatId>,
        names: Vec<Option<PlayerName>>,
    },
    /// `seat` took back its last `count` actions: the match is now at action `seq` (lower
    /// than before); every socket's new view follows.
    TakenBack {
        seat: SeatId,
        count: u32,
        seq: u64,
    },
    /// A refusal; nothing changed. `id` names the action refused, if it was one.
    Error {
        code: ErrorCode,
        message: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        id: Option<String>,
    },
}

impl ServerMessage {
    /// The refusal as a message, for the action `id` if it was one.
    pub fn refusal(refusal: Refusal, id: Option<String>) -> Self {
        ServerMessage::Error {
            code: refusal.code,
            message: refusal.message,
            id,
        }
    }

    /// The message as one JSON text frame.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| {
            format!(r#"{{"type":"error","code":"internal","message":"unwritable message: {e}"}}"#)
        })
    }
}

impl ClientMessage {
    /// Reads one text frame, refusing one too long or not a message of this protocol.
    pub fn parse(text: &str) -> Result<Self, Refusal> {
        if text.len() > crate::MAX_MESSAGE_BYTES {
            return Err(Refusal::new(
                ErrorCode::TooLarge,
                format!(
                    "a message may be {} bytes at most; this one is {}",
                    crate::MAX_MESSAGE_BYTES,
                    text.len()
                ),
            ));
        }
        serde_json::from_str(text).map_err(|e| {
            Refusal::new(
                ErrorCode::InvalidJson,
                format!("not a message of this protocol: {e}"),
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn client_messages_are_tagged_and_strict() {
        let hello = ClientMessage::parse(r#"{"type":"hello","version":1,"code":"ACDEFH"}"#);
        assert_eq!(
            hello,
            Ok(ClientMessage::Hello {
                version: 1,
                code: "ACDEFH".into(),
                token: None,
                last_seq: None,
            })
        );
        // A seat named in an action is refused: the seat is the socket's.
        let with_seat = json!({"type": "act", "id": "a", "seq": 0, "action": 1, "seat": 1});
        let refused = ClientMessage::parse(&with_seat.to_string()).unwrap_err();
        assert_eq!(refused.code, ErrorCode::InvalidJson);
        assert_eq!(
            ClientMessage::parse("{").unwrap_err().code,
            ErrorCode::InvalidJson
        );
    }

    #[test]
    fn resign_and_take_back_are_read_and_a_view_of_before_reads_as_none_of_them() {
        assert_eq!(
            ClientMessage::parse(r#"{"type":"resign"}"#),
            Ok(ClientMessage::Resign {})
        );
        assert_eq!(
            ClientMessage::parse(r#"{"type":"take_back","seq":7}"#),
            Ok(ClientMessage::TakeBack { seq: 7, count: 1 })
        );
        assert_eq!(
            ClientMessage::parse(r#"{"type":"take_back","seq":7,"count":2}"#),
            Ok(ClientMessage::TakeBack { seq: 7, count: 2 })
        );
        for forged in [
            r#"{"type":"resign","seat":1}"#,
            r#"{"type":"take_back"}"#,
            r#"{"type":"take_back","seq":1,"seat":0}"#,
            r#"{"type":"take_back","seq":-1}"#,
        ] {
            assert_eq!(
                ClientMessage::parse(forged).unwrap_err().code,
                ErrorCode::InvalidJson,
                "{forged}"
            );
        }
        // A view as version 1 first wrote it: no one resigned, nothing taken back.
        let old = r#"{"seq":2,"acted":[],"observation":null,"to_decide":[0]}"#;
        let view: View = serde_json::from_str(old).unwrap();
        assert_eq!((view.resigned.len(), view.undos, view.revocable), (0, 0, 0));
        // ... and one with none of them is written as before.
        assert!(!serde_json::to_string(&view).unwrap().contains("undos"));
    }

    #[test]
    fn a_long_message_is_refused_before_it_is_read() {
        let long = format!(
            r#"{{"type":"act","id":"{}","seq":0,"action":null}}"#,
            "x".repeat(crate::MAX_MESSAGE_BYTES)
        );
        assert_eq!(
            ClientMessage::parse(&long).unwrap_err().code,
            ErrorCode::TooLarge
        );
    }

    #[test]
    fn server_messages_round_trip() {
        let messages = [
            ServerMessage::View(View {
                seq: 3,
                acted: vec![
                    Acted {
                        seq: 2,
                        seat: SeatId(0),
                        late: true,
                        events: vec![json!({"Drew": {"seat": 0, "card": null}})],
                    },
                    Acted {
                        seq: 3,
                        seat: SeatId(1),
                        late: false,
                        events: Vec::new(),
                    },
                ],
                observation: json!({"board": []}),
                to_decide: vec![SeatId(0)],
                outcome: None,
                deadline: Some(1_800_000_000),
                resigned: vec![SeatId(2)],
                undos: 1,
                revocable: 2,
            }),
            ServerMessage::Presence {
                present: vec![SeatId(0), SeatId(2)],
            },
            ServerMessage::TakenBack {
                seat: SeatId(1),
                count: 2,
                seq: 4,
            },
            ServerMessage::Rematch {
                code: "ACDEFH".into(),
                by: Some(SeatId(1)),
            },
            ServerMessage::refusal(Refusal::new(ErrorCode::Refused, "no"), Some("a1".into())),
        ];
        for message in messages {
            let back: ServerMessage = serde_json::from_str(&message.to_json()).unwrap();
            assert_eq!(back, message);
        }
        assert_eq!(ErrorCode::StaleSequence.to_string(), "stale_sequence");
    }
}
