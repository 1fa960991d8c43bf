//! The Code Breakers server: it referees online matches (`docs/protocol.md`).
//!
//! - [`hub`]: the lobby's work (create, join, list, webhooks, rematches) and the running
//!   matches.
//! - [`referee`]: one task a match, its single writer, generic over the game; its clock.
//! - [`clock`]: the time the server reads.
//! - [`notify`]: "your turn" notices to webhooks, kept until sent.
//! - [`store`]: where matches are kept ([`store::Store`]; [`store::SqliteStore`],
//!   [`store::PostgresStore`]).
//! - [`listen`], [`http`] and [`socket`]: the connections, the routes and the play socket.
//! - [`secret`]: seat tokens, invite codes and seeds.
//! - [`trust`]: rate limits and the origin check.

pub mod clock;
pub mod http;
pub mod hub;
pub mod listen;
pub mod notify;
pub mod referee;
pub mod secret;
pub mod socket;
pub mod store;
pub mod trust;

use codebreakers_code_knacker::book::{self, Book};
use std::path::PathBuf;
use std::sync::Arc;

pub use clock::Time;
pub use hub::{Hub, HubSettings};
pub use notify::{Delivery, WebhookRules};
#[cfg(feature = "postgres")]
pub use store::PostgresStore;
pub use store::{SqliteStore, Store};
pub use trust::{Limits, Network};

/// How a server serves, beyond its store.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// The folder of the web build, served beside the lobby and play (which are under
    /// `/api`); none to serve only those.
    pub web: Option<PathBuf>,
    /// Origins (`https://host[:port]`) whose pages may use the server besides its own.
    pub allowed_origins: Vec<String>,
    /// Rate limits.
    pub limits: Limits,
    /// Proxies whose `X-Forwarded-For` names the client (`--trust-proxy`); from any other
    /// peer the header is ignored.
    pub trusted_proxies: Vec<Network>,
}

/// The book of turn values shipped with Code Knacker, for its computer players.
const SHIPPED_TURN_VALUES: &[u8] = include_bytes!("../../../assets/code-knacker/turn-values.bin");

/// Makes the shipped book the one Code Knacker's computer players look into.
pub fn install_the_shipped_book() -> Result<(), String> {
    if book::installed().is_none() {
        book::install(Book::from_bytes(SHIPPED_TURN_VALUES).map_err(|e| e.to_string())?);
    }
    Ok(())
}

/// Serves the lobby and play (and the web build, if `settings` name it) on `listener` from
/// `store` until the process ends.
pub async fn serve(
    listener: tokio::net::TcpListener,
    store: Arc<dyn Store>,
    settings: Settings,
) -> std::io::Result<()> {
    serve_hub_with(listener, Arc::new(Hub::new(store)), settings).await
}

/// Serves `hub` on `listener` with the default settings: what [`serve`] does, with the hub
/// kept by the caller (tests create matches on chosen seeds through it).
pub async fn serve_hub(listener: tokio::net::TcpListener, hub: Arc<Hub>) -> std::io::Result<()> {
    serve_hub_with(listener, hub, Settings::default()).await
}

/// Serves `hub` on `listener` as `settings` say (and starts it: its notices, its clocks).
pub async fn serve_hub_with(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    settings: Settings,
) -> std::io::Result<()> {
    hub.start();
    let trust = Arc::new(trust::Trust::new(
        settings.limits,
        &settings.allowed_origins,
        &settings.trusted_proxies,
    ));
    let routes = http::router(hub, trust.clone(), &settings);
    axum::serve(
        listen::GuardedListener::new(listener, trust),
        routes.into_make_service_with_connect_info::<listen::Peer>(),
    )
    .await
}
