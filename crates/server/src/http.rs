//! The routes: the lobby's JSON requests and the play socket.

use crate::hub::Hub;
use crate::socket;
use axum::Router;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use codebreakers_protocol::{ErrorCode, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Refusal};
use codebreakers_registry::GAMES;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;
use std::sync::Arc;

/// The server's routes over `hub`.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/api/about", get(about))
        .route("/api/matches", post(create))
        .route("/api/join", post(join))
        .route("/api/my-matches", post(list))
        .route("/api/play", get(socket::upgrade))
        // Bodies past the protocol's limit are refused by `read` with the protocol's refusal;
        // those far past it are cut off unread.
        .layer(DefaultBodyLimit::max(4 * MAX_MESSAGE_BYTES))
        .with_state(hub)
}

async fn about() -> Response {
    axum::Json(json!({ "protocol": PROTOCOL_VERSION, "games": GAMES })).into_response()
}

async fn create(State(hub): State<Arc<Hub>>, body: String) -> Response {
    match read(&body) {
        Ok(request) => answer(hub.create(request).await),
        Err(refusal) => refused(refusal),
    }
}

async fn join(State(hub): State<Arc<Hub>>, body: String) -> Response {
    match read(&body) {
        Ok(request) => answer(hub.join(request).await),
        Err(refusal) => refused(refusal),
    }
}

async fn list(State(hub): State<Arc<Hub>>, body: String) -> Response {
    match read(&body) {
        Ok(request) => answer(hub.list(request).await),
        Err(refusal) => refused(refusal),
    }
}

/// A request body read as `T`, with the protocol's refusals for one too long or not JSON.
fn read<T: DeserializeOwned>(body: &str) -> Result<T, Refusal> {
    if body.len() > MAX_MESSAGE_BYTES {
        return Err(Refusal::new(
            ErrorCode::TooLarge,
            format!(
                "a request may be {MAX_MESSAGE_BYTES} bytes at most; this one is {}",
                body.len()
            ),
        ));
    }
    serde_json::from_str(body)
        .map_err(|e| Refusal::new(ErrorCode::InvalidJson, format!("not a valid request: {e}")))
}

fn answer<T: Serialize>(result: Result<T, Refusal>) -> Response {
    match result {
        Ok(value) => axum::Json(value).into_response(),
        Err(refusal) => refused(refusal),
    }
}

fn refused(refusal: Refusal) -> Response {
    let status =
        StatusCode::from_u16(refusal.code.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
    (status, axum::Json(refusal)).into_response()
}
