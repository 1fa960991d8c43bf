//! The Code Breakers server: it referees online matches (`docs/protocol.md`).
//!
//! - [`hub`]: the lobby's work (create, join, list) and the running matches.
//! - [`referee`]: one task a match, its single writer, generic over the game.
//! - [`store`]: where matches are kept ([`store::Store`]; [`store::SqliteStore`],
//!   [`store::PostgresStore`]).
//! - [`http`] and [`socket`]: the routes and the play socket.
//! - [`secret`]: seat tokens, invite codes and seeds.

pub mod http;
pub mod hub;
pub mod referee;
pub mod secret;
pub mod socket;
pub mod store;

use codebreakers_code_knacker::book::{self, Book};
use std::sync::Arc;

pub use hub::Hub;
pub use store::{PostgresStore, SqliteStore, Store};

/// The book of turn values shipped with Code Knacker, for its computer players.
const SHIPPED_TURN_VALUES: &[u8] = include_bytes!("../../../assets/code-knacker/turn-values.bin");

/// Makes the shipped book the one Code Knacker's computer players look into.
pub fn install_the_shipped_book() -> Result<(), String> {
    if book::installed().is_none() {
        book::install(Book::from_bytes(SHIPPED_TURN_VALUES).map_err(|e| e.to_string())?);
    }
    Ok(())
}

/// Serves the lobby and play on `listener` from `store` until the process ends.
pub async fn serve(
    listener: tokio::net::TcpListener,
    store: Arc<dyn Store>,
) -> std::io::Result<()> {
    serve_hub(listener, Arc::new(Hub::new(store))).await
}

/// Serves `hub` on `listener`: what [`serve`] does, with the hub kept by the caller (tests
/// create matches on chosen seeds through it).
pub async fn serve_hub(listener: tokio::net::TcpListener, hub: Arc<Hub>) -> std::io::Result<()> {
    axum::serve(listener, http::router(hub)).await
}
