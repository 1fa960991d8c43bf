//! One seat's session of a match refereed on a server, as the table holds it: the
//! session (`codebreakers_client::OnlineMatch`) and the last viewpoint it gave, never more.

use bevy::prelude::Resource;
use codebreakers_client::{ActError, MatchEvent, OnlineMatch};
use codebreakers_kernel::{Game, SeatId};
use std::time::Duration;

/// The connector of this platform: the desktop's own WebSocket thread, or the browser's.
#[cfg(not(target_arch = "wasm32"))]
pub type AppConnector = codebreakers_client::NativeConnector;
#[cfg(target_arch = "wasm32")]
pub type AppConnector = codebreakers_client::WebConnector;

/// A connector to the play socket of the server at `server` (`http://HOST:PORT`).
pub fn connector(server: &str) -> AppConnector {
    #[cfg(not(target_arch = "wasm32"))]
    {
        codebreakers_client::NativeConnector::for_server(server)
    }
    #[cfg(target_arch = "wasm32")]
    {
        codebreakers_client::WebConnector::for_server(server)
    }
}

/// A session held by a resource: only ever used through `&mut` (a system's `ResMut`), so
/// a connection that is not `Sync` (the desktop's channel) or not `Send` (the browser's
/// socket, on its one thread) can be held.
pub(crate) struct Held<T>(
    #[cfg(not(target_arch = "wasm32"))] std::sync::Mutex<T>,
    #[cfg(target_arch = "wasm32")] send_wrapper::SendWrapper<T>,
);

impl<T> Held<T> {
    pub(crate) fn new(value: T) -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        {
            Held(std::sync::Mutex::new(value))
        }
        #[cfg(target_arch = "wasm32")]
        {
            Held(send_wrapper::SendWrapper::new(value))
        }
    }

    pub(crate) fn get(&mut self) -> &mut T {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.0
                .get_mut()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
        }
        #[cfg(target_arch = "wasm32")]
        {
            &mut self.0
        }
    }
}

/// One seat's session of a match refereed on a server, and the last viewpoint it gave.
pub struct Remote<G: Game> {
    session: Held<OnlineMatch<G, AppConnector>>,
    view: G::Observation,
    seat: Option<SeatId>,
    to_decide: Vec<SeatId>,
    seq: u64,
    /// Whether the seat played here may act now (no action of its unanswered).
    may_act: bool,
}

impl<G: Game> Remote<G> {
    /// The seat's session, once its first view has come.
    pub(crate) fn opened(
        session: Held<OnlineMatch<G, AppConnector>>,
        view: G::Observation,
    ) -> Self {
        let mut remote = Remote {
            session,
            view,
            seat: None,
            to_decide: Vec::new(),
            seq: 0,
            may_act: false,
        };
        remote.refresh();
        remote
    }

    /// The seat's observation as of the last view.
    pub fn view(&self) -> &G::Observation {
        &self.view
    }

    pub fn seat(&self) -> Option<SeatId> {
        self.seat
    }

    pub fn to_decide(&self) -> &[SeatId] {
        &self.to_decide
    }

    /// Actions played so far.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// Whether the seat here is to decide and may act now.
    pub fn may_act(&self) -> bool {
        self.may_act
    }

    /// Sends the seat's decision to the server, which referees it.
    pub fn act(&mut self, action: &G::Action) -> Result<(), ActError> {
        let sent = self.session.get().act(action).map(|_| ());
        self.refresh();
        sent
    }

    /// The seat resigns (the server ends a two-seat match, or plays the seat from now on).
    pub fn resign(&mut self) -> Result<(), ActError> {
        let sent = self.session.get().resign();
        self.refresh();
        sent
    }

    /// Takes back the seat's last action, if the last view allows one.
    pub fn take_back(&mut self) -> Result<(), ActError> {
        let sent = self.session.get().take_back(1);
        self.refresh();
        sent
    }

    /// Drops the connection at once, as a failing network does (the session comes back by
    /// itself): for tests of coming back.
    #[doc(hidden)]
    pub fn drop_the_connection(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(connection) = self.session.get().connection_mut() {
            connection.abort();
        }
    }

    pub(crate) fn poll(&mut self, now: Duration) -> Vec<MatchEvent> {
        let events = self.session.get().poll(now);
        self.refresh();
        events
    }

    pub(crate) fn refresh(&mut self) {
        let session = self.session.get();
        if let Some(view) = session.observation() {
            self.view = view.clone();
        }
        self.seat = session.my_seat();
        self.to_decide = session.to_decide().to_vec();
        self.seq = session.seq().unwrap_or(0);
        self.may_act = session.my_turn();
    }

    pub(crate) fn session(&mut self) -> &mut OnlineMatch<G, AppConnector> {
        self.session.get()
    }
}

/// How the online match at the table stands, for the banner and the lobby: absent when the
/// match is local.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct OnlineTable {
    pub server: String,
    pub code: String,
    /// The seat played here; none when watching.
    pub seat: Option<SeatId>,
    /// The connection is lost and the session is coming back.
    pub lost: bool,
    /// Seats whose players have not joined yet.
    pub open_seats: Vec<SeatId>,
    /// Actions played so far, as the last view says.
    pub seq: u64,
    /// On a match with a clock, when the move's time runs out (seconds since 1970).
    pub deadline: Option<u64>,
    /// The seats that must decide now, elsewhere.
    pub waiting_for: Vec<SeatId>,
    /// A seat asked for a rematch: its code.
    pub rematch: Option<String>,
    /// The seat that asked for it first, if the server said.
    pub rematch_by: Option<SeatId>,
    /// The server stopped the session for good: why.
    pub stopped: Option<String>,
    /// The seats whose players are connected now (computers always are).
    pub present: Vec<SeatId>,
    /// The seats that resigned.
    pub resigned: Vec<SeatId>,
    /// How many of its last actions the seat here may take back now.
    pub revocable: u32,
}
