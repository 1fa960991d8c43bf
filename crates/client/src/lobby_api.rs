//! What the desktop's lobby ([`crate::Lobby`], blocking HTTP/1.1) and the browser's
//! (`WebLobby`, `fetch`) share: the error, each route's method, path and JSON body, and the
//! reading of an answer (the protocol's refusal from an HTTP error). Only the carrying of the
//! bytes differs between them.

use codebreakers_protocol::{
    AskRematch, CreateMatch, Created, ErrorCode, JoinMatch, Joined, ListMatches, MatchSummary,
    PROTOCOL_VERSION, PlayerName, Refusal, SetWebhook, WebhookSet,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::marker::PhantomData;
use thiserror::Error;

/// Why a lobby request gave no answer.
#[derive(Debug, Error)]
pub enum LobbyError {
    /// The server refused it (an HTTP error with the protocol's refusal): nothing changed.
    #[error("refused ({status}): {refusal}")]
    Refused { status: u16, refusal: Refusal },
    /// No server answered, or the answer broke off.
    #[error("no answer from {address}: {why}")]
    Unreachable { address: String, why: String },
    /// An answer that is not the protocol's.
    #[error("an answer that is not the protocol's ({status}): {why}")]
    Unreadable { status: u16, why: String },
    /// The server's address is not one a lobby can reach (`http://HOST:PORT` on the desktop,
    /// a URL the browser takes in the browser).
    #[error("not a server address: {0}")]
    BadAddress(String),
}

impl LobbyError {
    /// The server's refusal code, if it was a refusal.
    pub fn code(&self) -> Option<ErrorCode> {
        match self {
            LobbyError::Refused { refusal, .. } => Some(refusal.code),
            _ => None,
        }
    }
}

/// `GET`: the protocol and games the server has.
pub(crate) const ABOUT_PATH: &str = "/api/about";
/// `POST`: a new match.
pub(crate) const CREATE_PATH: &str = "/api/matches";
/// `POST`: the first open seat of a match.
pub(crate) const JOIN_PATH: &str = "/api/join";
/// `POST`: the matches some tokens hold seats in.
pub(crate) const MY_MATCHES_PATH: &str = "/api/my-matches";
/// `POST`: a seat's place in its match's rematch.
pub(crate) const REMATCH_PATH: &str = "/api/rematch";
/// `POST`: where a seat is told it is to decide.
pub(crate) const WEBHOOK_PATH: &str = "/api/webhook";

/// One request of the lobby, ready to be carried: its method, path and JSON body, and the
/// type of its answer.
#[derive(Debug)]
pub(crate) struct Call<T> {
    pub method: &'static str,
    pub path: &'static str,
    /// The JSON body (`None` for a `GET`).
    pub body: Option<String>,
    answer: PhantomData<fn() -> T>,
}

impl<T: DeserializeOwned> Call<T> {
    fn get(path: &'static str) -> Call<T> {
        Call {
            method: "GET",
            path,
            body: None,
            answer: PhantomData,
        }
    }

    fn post<B: Serialize>(path: &'static str, body: &B) -> Result<Call<T>, LobbyError> {
        let body = serde_json::to_string(body).map_err(|e| LobbyError::Unreadable {
            status: 0,
            why: e.to_string(),
        })?;
        Ok(Call {
            method: "POST",
            path,
            body: Some(body),
            answer: PhantomData,
        })
    }

    /// The server's answer of HTTP `status` with `body`: the answer's type on a success
    /// (2xx), else [`LobbyError::Refused`] with the protocol's refusal, or
    /// [`LobbyError::Unreadable`] (with the body's text) if the body is not one.
    pub fn answer(&self, status: u16, body: &[u8]) -> Result<T, LobbyError> {
        if (200..300).contains(&status) {
            serde_json::from_slice(body).map_err(|e| LobbyError::Unreadable {
                status,
                why: e.to_string(),
            })
        } else {
            match serde_json::from_slice::<Refusal>(body) {
                Ok(refusal) => Err(LobbyError::Refused { status, refusal }),
                Err(_) => Err(LobbyError::Unreadable {
                    status,
                    why: String::from_utf8_lossy(body).into_owned(),
                }),
            }
        }
    }
}

/// `GET /api/about`.
pub(crate) fn about() -> Call<Value> {
    Call::get(ABOUT_PATH)
}

/// `POST /api/matches`.
pub(crate) fn create(request: &CreateMatch) -> Result<Call<Created>, LobbyError> {
    Call::post(CREATE_PATH, request)
}

/// `POST /api/join`: the match of invite `code`.
pub(crate) fn join(
    code: &str,
    webhook: Option<String>,
    name: Option<PlayerName>,
) -> Result<Call<Joined>, LobbyError> {
    let code = code.to_string();
    let request = JoinMatch {
        version: PROTOCOL_VERSION,
        code,
        webhook,
        name,
    };
    Call::post(JOIN_PATH, &request)
}

/// `POST /api/my-matches`.
pub(crate) fn my_matches(tokens: &[String]) -> Result<Call<Vec<MatchSummary>>, LobbyError> {
    let request = ListMatches {
        version: PROTOCOL_VERSION,
        tokens: tokens.to_vec(),
    };
    Call::post(MY_MATCHES_PATH, &request)
}

/// `POST /api/rematch`.
pub(crate) fn rematch(
    token: &str,
    webhook: Option<String>,
    name: Option<PlayerName>,
) -> Result<Call<Joined>, LobbyError> {
    let request = AskRematch {
        version: PROTOCOL_VERSION,
        token: token.to_string(),
        webhook,
        name,
    };
    Call::post(REMATCH_PATH, &request)
}

/// `POST /api/webhook`.
pub(crate) fn set_webhook(
    token: &str,
    webhook: Option<String>,
) -> Result<Call<WebhookSet>, LobbyError> {
    let request = SetWebhook {
        version: PROTOCOL_VERSION,
        token: token.to_string(),
        webhook,
    };
    Call::post(WEBHOOK_PATH, &request)
}

#[cfg(test)]
mod tests {
    use super::*;
    use codebreakers_protocol::SeatChoice;
    use serde_json::json;

    fn body<T>(call: &Call<T>) -> Value {
        serde_json::from_str(call.body.as_deref().expect("a body")).unwrap()
    }

    #[test]
    fn each_route_has_its_method_path_and_body() {
        let about = about();
        assert_eq!(
            (about.method, about.path, &about.body),
            ("GET", "/api/about", &None)
        );

        let join = join("ACDEFH", Some("https://example.org/hook".into()), None).unwrap();
        assert_eq!((join.method, join.path), ("POST", "/api/join"));
        assert_eq!(
            body(&join),
            json!({"version": PROTOCOL_VERSION, "code": "ACDEFH", "webhook": "https://example.org/hook"})
        );

        let mine = my_matches(&["t1".to_string(), "t2".to_string()]).unwrap();
        assert_eq!((mine.method, mine.path), ("POST", "/api/my-matches"));
        assert_eq!(
            body(&mine),
            json!({"version": PROTOCOL_VERSION, "tokens": ["t1", "t2"]})
        );

        let rematch = rematch("t1", None, "Ann".parse().ok()).unwrap();
        assert_eq!((rematch.method, rematch.path), ("POST", "/api/rematch"));
        assert_eq!(
            body(&rematch),
            json!({"version": PROTOCOL_VERSION, "token": "t1", "webhook": null, "name": "Ann"})
        );

        let webhook = set_webhook("t2", None).unwrap();
        assert_eq!((webhook.method, webhook.path), ("POST", "/api/webhook"));
        assert_eq!(
            body(&webhook),
            json!({"version": PROTOCOL_VERSION, "token": "t2", "webhook": null})
        );
    }

    #[test]
    fn a_match_is_created_with_the_request_as_its_body() {
        let request = CreateMatch {
            version: PROTOCOL_VERSION,
            game: "code_breaker".into(),
            options: json!({}),
            seats: vec![SeatChoice::Me, SeatChoice::Open],
            clock: None,
            webhook: None,
            name: "Ann".parse().ok(),
        };
        let create = create(&request).unwrap();
        assert_eq!((create.method, create.path), ("POST", "/api/matches"));
        assert_eq!(body(&create), serde_json::to_value(&request).unwrap());
    }

    #[test]
    fn an_error_answer_is_the_protocols_refusal_or_unreadable() {
        let call = join("ACDEFH", None, None).unwrap();
        let refused = call
            .answer(
                404,
                br#"{"code":"unknown_match","message":"no match ACDEFH"}"#,
            )
            .unwrap_err();
        assert_eq!(refused.code(), Some(ErrorCode::UnknownMatch));
        match refused {
            LobbyError::Refused { status, refusal } => {
                assert_eq!(status, 404);
                assert_eq!(refusal.message, "no match ACDEFH");
            }
            other => panic!("not a refusal: {other:?}"),
        }
        match call.answer(502, b"Bad Gateway").unwrap_err() {
            LobbyError::Unreadable { status, why } => {
                assert_eq!((status, why.as_str()), (502, "Bad Gateway"));
            }
            other => panic!("not unreadable: {other:?}"),
        }
    }

    #[test]
    fn a_success_is_read_as_the_routes_answer() {
        let about = about().answer(200, br#"{"protocol":1}"#).unwrap();
        assert_eq!(about, json!({"protocol": 1}));
        let mine = my_matches(&[]).unwrap().answer(200, b"[]").unwrap();
        assert!(mine.is_empty());
        let wrong = join("ACDEFH", None, None)
            .unwrap()
            .answer(200, b"{}")
            .unwrap_err();
        assert!(matches!(wrong, LobbyError::Unreadable { status: 200, .. }));
        assert_eq!(wrong.code(), None);
    }
}
