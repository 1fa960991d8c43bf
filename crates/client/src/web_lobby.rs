//! The lobby in the browser: the page's `fetch` (web-sys), in `async` calls that the game
//! spawns (`wasm_bindgen_futures::spawn_local`, or Bevy's task pool on `wasm32`). The same
//! routes, bodies and answers as the desktop's [`crate::Lobby`] (`lobby_api`); the futures hold
//! JavaScript values, so they are not `Send`, which the browser's one thread does not need.
//!
//! The server sends no CORS headers: the page is meant to ask the server it came from (its own
//! origin, [`WebLobby::of_page`]).

use crate::lobby_api::{self, Call, LobbyError};
use codebreakers_protocol::{CreateMatch, Created, Joined, MatchSummary, PlayerName, WebhookSet};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::time::Duration;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{AbortController, Headers, Request, RequestInit, Response, Window};

/// What a request of the lobby comes to.
type Answer<T> = Result<T, LobbyError>;

/// A server's lobby, at `http(s)://HOST[:PORT]`, asked through the page's `fetch`.
#[derive(Clone, Debug)]
pub struct WebLobby {
    base: String,
    /// The longest a request may wait for its whole answer; then it is aborted.
    pub timeout: Duration,
}

impl WebLobby {
    /// The lobby of the server at `base`, its origin: `http://HOST[:PORT]` or
    /// `https://HOST[:PORT]` (a path after it is left out).
    pub fn new(base: &str) -> Result<WebLobby, LobbyError> {
        let bad = || LobbyError::BadAddress(base.to_string());
        let rest = base
            .strip_prefix("http://")
            .or_else(|| base.strip_prefix("https://"))
            .ok_or_else(bad)?;
        let authority = rest.split('/').next().unwrap_or_default();
        if authority.is_empty() {
            return Err(bad());
        }
        Ok(WebLobby {
            base: format!("{}{authority}", &base[..base.len() - rest.len()]),
            timeout: Duration::from_secs(10),
        })
    }

    /// The lobby of the server the page came from (`window.location.origin`).
    pub fn of_page() -> Result<WebLobby, LobbyError> {
        let origin = web_sys::window()
            .and_then(|window| window.location().origin().ok())
            .ok_or_else(|| LobbyError::BadAddress("the page has no origin".into()))?;
        WebLobby::new(&origin)
    }

    /// The server's address, `http(s)://HOST[:PORT]`.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// The play socket's URL (`ws://`, or `wss://` for `https://`), for a [`crate::Connector`].
    pub fn play_url(&self) -> String {
        crate::play_url(&self.base)
    }

    /// The link to share for a match: the server's address and the invite's path.
    pub fn invite_link(&self, invite: &str) -> String {
        format!("{}{invite}", self.base)
    }

    /// `GET /api/about`: the protocol and games the server has.
    pub async fn about(&self) -> Answer<Value> {
        self.fetch(lobby_api::about()).await
    }

    /// `POST /api/matches`: a new match; the creator's seat and token.
    pub async fn create(&self, request: &CreateMatch) -> Answer<Created> {
        self.fetch(lobby_api::create(request)?).await
    }

    /// `POST /api/join`: the first open seat of the match with invite `code`.
    pub async fn join(
        &self,
        code: &str,
        webhook: Option<String>,
        name: Option<PlayerName>,
    ) -> Answer<Joined> {
        self.fetch(lobby_api::join(code, webhook, name)?).await
    }

    /// `POST /api/my-matches`: the matches `tokens` hold seats in.
    pub async fn my_matches(&self, tokens: &[String]) -> Answer<Vec<MatchSummary>> {
        self.fetch(lobby_api::my_matches(tokens)?).await
    }

    /// `POST /api/rematch`: the seat of `token` takes its place in the match's rematch.
    pub async fn rematch(
        &self,
        token: &str,
        webhook: Option<String>,
        name: Option<PlayerName>,
    ) -> Answer<Joined> {
        self.fetch(lobby_api::rematch(token, webhook, name)?).await
    }

    /// `POST /api/webhook`: where the seat of `token` is told it is to decide (`None`: nowhere).
    pub async fn set_webhook(&self, token: &str, webhook: Option<String>) -> Answer<WebhookSet> {
        self.fetch(lobby_api::set_webhook(token, webhook)?).await
    }

    /// One request through `fetch`, its answer read to its end (or aborted at the deadline).
    async fn fetch<T: DeserializeOwned>(&self, call: Call<T>) -> Answer<T> {
        let unreachable = |why: String| LobbyError::Unreachable {
            address: self.base.clone(),
            why,
        };
        let window =
            web_sys::window().ok_or_else(|| unreachable("no window to fetch in".into()))?;
        let headers = Headers::new().map_err(|e| unreachable(describe(&e)))?;
        headers
            .set("Accept", "application/json")
            .map_err(|e| unreachable(describe(&e)))?;
        let init = RequestInit::new();
        init.set_method(call.method);
        if let Some(body) = &call.body {
            headers
                .set("Content-Type", "application/json")
                .map_err(|e| unreachable(describe(&e)))?;
            init.set_body(&JsValue::from_str(body));
        }
        init.set_headers(&headers);
        // A browser without AbortController waits as long as its own fetch does.
        let deadline = Deadline::start(&window, self.timeout).ok();
        if let Some(deadline) = &deadline {
            init.set_signal(Some(&deadline.controller.signal()));
        }
        let url = format!("{}{}", self.base, call.path);
        let request = Request::new_with_str_and_init(&url, &init)
            .map_err(|e| LobbyError::BadAddress(format!("{url}: {}", describe(&e))))?;
        // A refused or failed request (no server, CORS, aborted) rejects; an HTTP error does not.
        let failed = |e: JsValue| match &deadline {
            Some(deadline) if deadline.passed() => {
                unreachable(format!("no answer within {:?}", self.timeout))
            }
            _ => unreachable(describe(&e)),
        };
        let response: Response = JsFuture::from(window.fetch_with_request(&request))
            .await
            .map_err(failed)?
            .dyn_into()
            .map_err(|_| unreachable("fetch gave no response".into()))?;
        let status = response.status();
        let text = response.text().map_err(|e| unreachable(describe(&e)))?;
        let text = JsFuture::from(text).await.map_err(failed)?;
        drop(deadline);
        call.answer(status, text.as_string().unwrap_or_default().as_bytes())
    }
}

/// A request's deadline: its controller aborts it when the time is up. Dropped, it clears
/// its timer (so the callback is never called once freed).
struct Deadline {
    window: Window,
    controller: AbortController,
    timer: i32,
    _abort: Closure<dyn FnMut()>,
}

impl Deadline {
    fn start(window: &Window, timeout: Duration) -> Result<Deadline, JsValue> {
        let controller = AbortController::new()?;
        let abort = {
            let controller = controller.clone();
            Closure::<dyn FnMut()>::new(move || controller.abort())
        };
        let millis = i32::try_from(timeout.as_millis()).unwrap_or(i32::MAX);
        let timer = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            abort.as_ref().unchecked_ref(),
            millis,
        )?;
        Ok(Deadline {
            window: window.clone(),
            controller,
            timer,
            _abort: abort,
        })
    }

    /// Whether the time is up (and the request aborted).
    fn passed(&self) -> bool {
        self.controller.signal().aborted()
    }
}

impl Drop for Deadline {
    fn drop(&mut self) {
        self.window.clear_timeout_with_handle(self.timer);
    }
}

/// What a JavaScript error says (a `TypeError: Failed to fetch`, say).
fn describe(error: &JsValue) -> String {
    if let Some(error) = error.dyn_ref::<web_sys::js_sys::Error>() {
        format!("{}: {}", error.name(), error.message())
    } else {
        error.as_string().unwrap_or_else(|| format!("{error:?}"))
    }
}
