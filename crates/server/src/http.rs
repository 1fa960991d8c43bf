//! The routes: the lobby's JSON requests and the play socket under `/api`, each checked for
//! its origin (and the requests that write, creates, joins, rematches and webhook changes,
//! for their rate), and the web build's files beside them.

use crate::Settings;
use crate::hub::Hub;
use crate::socket;
use crate::trust::Trust;
use axum::Router;
use axum::extract::{ConnectInfo, DefaultBodyLimit, FromRef, Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use codebreakers_protocol::{ErrorCode, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Refusal};
use codebreakers_registry::GAMES;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use tower_http::services::ServeDir;

/// What the routes share.
#[derive(Clone)]
pub struct Shared {
    pub hub: Arc<Hub>,
    pub trust: Arc<Trust>,
}

impl FromRef<Shared> for Arc<Hub> {
    fn from_ref(shared: &Shared) -> Self {
        shared.hub.clone()
    }
}

impl FromRef<Shared> for Arc<Trust> {
    fn from_ref(shared: &Shared) -> Self {
        shared.trust.clone()
    }
}

/// The server's routes over `hub`, as `settings` say.
pub fn router(hub: Arc<Hub>, settings: &Settings) -> Router {
    let trust = Arc::new(Trust::new(settings.limits, &settings.allowed_origins));
    let rated = Router::new()
        .route("/api/matches", post(create))
        .route("/api/join", post(join))
        .route("/api/rematch", post(rematch))
        .route("/api/webhook", post(set_webhook))
        .route_layer(middleware::from_fn_with_state(trust.clone(), limit_lobby));
    let api = Router::new()
        .route("/api/about", get(about))
        .route("/api/my-matches", post(list))
        .route("/api/play", get(socket::upgrade))
        .merge(rated)
        .route_layer(middleware::from_fn_with_state(trust.clone(), check_origin))
        // Bodies past the protocol's limit are refused by `read` with the protocol's refusal;
        // those far past it are cut off unread.
        .layer(DefaultBodyLimit::max(4 * MAX_MESSAGE_BYTES))
        .with_state(Shared { hub, trust });
    match &settings.web {
        // The web build: `.wasm` as `application/wasm`, a file's `.br` or `.gz` beside it
        // (web/package.sh writes both) sent instead to a browser that takes brotli or gzip
        // (brotli first when both are taken alike), `index.html` for a folder.
        Some(dir) => {
            api.fallback_service(ServeDir::new(dir).precompressed_br().precompressed_gzip())
        }
        None => api,
    }
}

/// Refuses a request from a page of another site.
async fn check_origin(State(trust): State<Arc<Trust>>, request: Request, next: Next) -> Response {
    match trust.check_origin(request.headers()) {
        Ok(()) => next.run(request).await,
        Err(refusal) => refused(refusal),
    }
}

/// Counts a create, join, rematch or webhook change against its address's bucket.
async fn limit_lobby(State(trust): State<Arc<Trust>>, request: Request, next: Next) -> Response {
    let address = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.ip());
    match trust.lobby_request(address) {
        Ok(()) => next.run(request).await,
        Err(refusal) => refused(refusal),
    }
}

async fn about() -> Response {
    axum::Json(json!({ "protocol": PROTOCOL_VERSION, "games": GAMES })).into_response()
}

async fn create(State(hub): State<Arc<Hub>>, body: String) -> Response {
    lobby(&body, async |request| hub.create(request).await).await
}

async fn join(State(hub): State<Arc<Hub>>, body: String) -> Response {
    lobby(&body, async |request| hub.join(request).await).await
}

async fn list(State(hub): State<Arc<Hub>>, body: String) -> Response {
    lobby(&body, async |request| hub.list(request).await).await
}

async fn set_webhook(State(hub): State<Arc<Hub>>, body: String) -> Response {
    lobby(&body, async |request| hub.set_webhook(request).await).await
}

async fn rematch(State(hub): State<Arc<Hub>>, body: String) -> Response {
    lobby(&body, async |request| hub.rematch(request).await).await
}

/// A lobby request: its body read as `T` and answered by `serve`, or refused.
async fn lobby<T: DeserializeOwned, R: Serialize>(
    body: &str,
    serve: impl AsyncFnOnce(T) -> Result<R, Refusal>,
) -> Response {
    match read(body) {
        Ok(request) => answer(serve(request).await),
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
