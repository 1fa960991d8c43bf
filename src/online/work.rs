//! The lobby's requests (create, join, my matches, rematch), each answered on a thread of
//! the task pool so that no frame waits for the network.

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, block_on, futures_lite::future};
use codebreakers_protocol::{CreateMatch, Created, Joined, MatchSummary};

/// What the lobby asked a server.
#[derive(Clone, Debug)]
pub enum Ask {
    Create(CreateMatch),
    Join { code: String },
    MyMatches { tokens: Vec<String> },
    Rematch { token: String },
}

/// What it answered.
#[derive(Clone, Debug)]
pub enum Answer {
    Created(Created),
    Joined(Joined),
    Matches(Vec<MatchSummary>),
    /// Refused, or not reached: the reason, in the server's words or the network's.
    Failed {
        unreachable: bool,
        why: String,
    },
}

/// The request under way, and the server it went to.
#[derive(Resource, Default)]
pub struct LobbyWork {
    task: Option<(String, Task<Answer>)>,
}

impl LobbyWork {
    /// Whether a request is under way (the lobby's buttons wait for it).
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }

    /// Asks `server`; the answer comes from [`Self::answer`] in a later frame.
    pub fn ask(&mut self, server: &str, ask: Ask) {
        let base = server.to_string();
        let task = IoTaskPool::get().spawn(async move { answer(&base, ask) });
        self.task = Some((server.to_string(), task));
    }

    /// The answer, once it has come: with the server it came from.
    pub fn answer(&mut self) -> Option<(String, Answer)> {
        let (_, task) = self.task.as_mut()?;
        let answer = block_on(future::poll_once(task))?;
        let (server, _) = self.task.take()?;
        Some((server, answer))
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn answer(base: &str, ask: Ask) -> Answer {
    use codebreakers_client::{Lobby, LobbyError};
    let failed = |error: LobbyError| Answer::Failed {
        unreachable: error.code().is_none(),
        why: match &error {
            LobbyError::Refused { refusal, .. } => refusal.message.clone(),
            other => other.to_string(),
        },
    };
    let lobby = match Lobby::new(base) {
        Ok(lobby) => lobby,
        Err(error) => return failed(error),
    };
    let answered = match ask {
        Ask::Create(request) => lobby.create(&request).map(Answer::Created),
        Ask::Join { code } => lobby.join(&code, None).map(Answer::Joined),
        Ask::MyMatches { tokens } => lobby.my_matches(&tokens).map(Answer::Matches),
        Ask::Rematch { token } => lobby.rematch(&token, None).map(Answer::Joined),
    };
    answered.unwrap_or_else(failed)
}

/// The browser's lobby is its page's `fetch`, not yet wired: the lobby says so.
#[cfg(target_arch = "wasm32")]
fn answer(_base: &str, _ask: Ask) -> Answer {
    Answer::Failed {
        unreachable: true,
        why: crate::t!("online-not-in-browser"),
    }
}
