//! The routes: the lobby's JSON requests and the play socket under `/api`, each checked for
//! its origin (and the requests that write, creates, joins, rematches and webhook changes,
//! for their rate), and the web build's files beside them.

use crate::Settings;
use crate::hub::Hub;
use crate::listen::Peer;
use crate::socket;
use crate::trust::Trust;
use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, DefaultBodyLimit, FromRef, FromRequestParts, Request, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use codebreakers_protocol::{ErrorCode, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Refusal};
use codebreakers_registry::GAMES;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;
use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use tower_http::services::ServeDir;
use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};
use tracing::Level;

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
pub fn router(hub: Arc<Hub>, trust: Arc<Trust>, settings: &Settings) -> Router {
    let rated = Router::new()
        .route("/api/matches", post(create))
        .route("/api/join", post(join))
        .route("/api/rematch", post(rematch))
        .route("/api/webhook", post(set_webhook))
        .route_layer(middleware::from_fn_with_state(trust.clone(), limit_lobby));
    let api = Router::new()
        .route("/api/about", get(about))
        .route(
            "/api/my-matches",
            post(list).route_layer(middleware::from_fn_with_state(trust.clone(), limit_lists)),
        )
        .route("/api/play", get(socket::upgrade))
        .merge(rated)
        .route("/api/{*rest}", any(unknown_request))
        .method_not_allowed_fallback(wrong_method)
        .route_layer(middleware::from_fn_with_state(trust.clone(), check_origin))
        // Bodies past the protocol's limit are refused by `read` with the protocol's refusal;
        // those far past it are cut off unread.
        .layer(DefaultBodyLimit::max(4 * MAX_MESSAGE_BYTES))
        .with_state(Shared { hub, trust });
    // One line a request at info (its method, path, status and time), errors at error.
    let api = api.layer(
        TraceLayer::new_for_http()
            .make_span_with(DefaultMakeSpan::new().level(Level::INFO))
            .on_request(())
            .on_response(DefaultOnResponse::new().level(Level::INFO)),
    );
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

/// The address a request came from: its peer's, or behind a trusted proxy the client's
/// ([`Trust::client_address`]).
#[derive(Clone, Copy, Debug)]
pub struct ClientAddress(pub IpAddr);

impl ClientAddress {
    fn of(parts: &Parts, trust: &Trust) -> Self {
        let peer = parts
            .extensions
            .get::<ConnectInfo<Peer>>()
            .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |info| info.0.0.ip());
        ClientAddress(trust.client_address(peer, &parts.headers))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ClientAddress
where
    Arc<Trust>: FromRef<S>,
{
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Infallible> {
        Ok(ClientAddress::of(parts, &Arc::<Trust>::from_ref(state)))
    }
}

/// Counts a create, join, rematch or webhook change against its address's bucket.
async fn limit_lobby(State(trust): State<Arc<Trust>>, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    let ClientAddress(address) = ClientAddress::of(&parts, &trust);
    let request = Request::from_parts(parts, body);
    match trust.lobby_request(address) {
        Ok(()) => next.run(request).await,
        Err(refusal) => refused(refusal),
    }
}

/// Counts a list of matches against its address's bucket.
async fn limit_lists(State(trust): State<Arc<Trust>>, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    let ClientAddress(address) = ClientAddress::of(&parts, &trust);
    match trust.list_request(address) {
        Ok(()) => next.run(Request::from_parts(parts, body)).await,
        Err(refusal) => refused(refusal),
    }
}

async fn unknown_request(request: Request) -> Response {
    refused(Refusal::new(
        ErrorCode::UnknownRequest,
        format!(
            "this server has no request {} (docs/protocol.md lists them)",
            request.uri().path()
        ),
    ))
}

async fn wrong_method(request: Request) -> Response {
    let refusal = Refusal::new(
        ErrorCode::UnknownRequest,
        format!(
            "{} is not asked with {}",
            request.uri().path(),
            request.method()
        ),
    );
    (StatusCode::METHOD_NOT_ALLOWED, axum::Json(refusal)).into_response()
}

async fn about() -> Response {
    axum::Json(json!({ "protocol": PROTOCOL_VERSION, "games": GAMES })).into_response()
}

/// A request's body as it came, or why it could not be read whole.
type Body = Result<Bytes, BytesRejection>;

async fn create(State(hub): State<Arc<Hub>>, body: Body) -> Response {
    lobby(body, async |request| hub.create(request).await).await
}

/// A join asks about an invite code: within the address's allowance for unknown codes.
async fn join(
    State(hub): State<Arc<Hub>>,
    State(trust): State<Arc<Trust>>,
    ClientAddress(address): ClientAddress,
    body: Body,
) -> Response {
    lobby(body, async |request| {
        trust.look_up(address, hub.join(request)).await
    })
    .await
}

async fn list(State(hub): State<Arc<Hub>>, body: Body) -> Response {
    lobby(body, async |request| hub.list(request).await).await
}

async fn set_webhook(State(hub): State<Arc<Hub>>, body: Body) -> Response {
    lobby(body, async |request| hub.set_webhook(request).await).await
}

async fn rematch(State(hub): State<Arc<Hub>>, body: Body) -> Response {
    lobby(body, async |request| hub.rematch(request).await).await
}

/// A lobby request: its body read as `T` and answered by `serve`, or refused.
async fn lobby<T: DeserializeOwned, R: Serialize>(
    body: Body,
    serve: impl AsyncFnOnce(T) -> Result<R, Refusal>,
) -> Response {
    match body.map_err(unread).and_then(|body| read(&body)) {
        Ok(request) => answer(serve(request).await),
        Err(refusal) => refused(refusal),
    }
}

/// The refusal of a body that could not be read: past the transport's limit, or cut off.
fn unread(rejection: BytesRejection) -> Refusal {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        Refusal::new(
            ErrorCode::TooLarge,
            format!("a request may be {MAX_MESSAGE_BYTES} bytes at most; this one is far longer"),
        )
    } else {
        Refusal::new(
            ErrorCode::InvalidJson,
            format!(
                "the request's body could not be read: {}",
                rejection.body_text()
            ),
        )
    }
}

/// A request body read as `T`, with the protocol's refusals for one too long, not text or
/// not JSON.
fn read<T: DeserializeOwned>(body: &[u8]) -> Result<T, Refusal> {
    if body.len() > MAX_MESSAGE_BYTES {
        return Err(Refusal::new(
            ErrorCode::TooLarge,
            format!(
                "a request may be {MAX_MESSAGE_BYTES} bytes at most; this one is {}",
                body.len()
            ),
        ));
    }
    let body = std::str::from_utf8(body).map_err(|e| {
        Refusal::new(
            ErrorCode::InvalidJson,
            format!("a request is JSON in UTF-8; this one is not text: {e}"),
        )
    })?;
    serde_json::from_str(body)
        .map_err(|e| Refusal::new(ErrorCode::InvalidJson, format!("not a valid request: {e}")))
}

fn answer<T: Serialize>(result: Result<T, Refusal>) -> Response {
    match result {
        Ok(value) => axum::Json(value).into_response(),
        Err(refusal) => refused(refusal),
    }
}

/// A refusal as an HTTP answer: its status and its JSON.
pub fn refused(refusal: Refusal) -> Response {
    let status =
        StatusCode::from_u16(refusal.code.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
    (status, axum::Json(refusal)).into_response()
}
