//! The lobby's requests (create, join, my matches, rematch), each answered on the task pool
//! (a thread on the desktop, the page's `fetch` in the browser) so that no frame waits for
//! the network.

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, block_on, futures_lite::future};
use codebreakers_protocol::{CreateMatch, Created, Joined, MatchSummary, PlayerName};

/// What the lobby asked a server.
#[derive(Clone, Debug)]
pub enum Ask {
    Create(CreateMatch),
    /// Takes a seat, under `name`; `webhook` is told when it comes to decide.
    Join {
        code: String,
        webhook: Option<String>,
        name: Option<PlayerName>,
    },
    MyMatches {
        tokens: Vec<String>,
    },
    /// The seat's place in the rematch, under `name` (none: its name in the match).
    Rematch {
        token: String,
        name: Option<PlayerName>,
    },
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
        let task = IoTaskPool::get().spawn(async move { answer(&base, ask).await });
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

/// The answer, on a thread of the task pool (the desktop's lobby blocks), or as the page's
/// `fetch` comes back (the browser's).
async fn answer(base: &str, ask: Ask) -> Answer {
    #[cfg(not(target_arch = "wasm32"))]
    let answered = {
        let lobby = match codebreakers_client::Lobby::new(base) {
            Ok(lobby) => lobby,
            Err(error) => return failed(error),
        };
        match ask {
            Ask::Create(request) => lobby.create(&request).map(Answer::Created),
            Ask::Join {
                code,
                webhook,
                name,
            } => lobby.join(&code, webhook, name).map(Answer::Joined),
            Ask::MyMatches { tokens } => lobby.my_matches(&tokens).map(Answer::Matches),
            Ask::Rematch { token, name } => lobby.rematch(&token, None, name).map(Answer::Joined),
        }
    };
    #[cfg(target_arch = "wasm32")]
    let answered = {
        let lobby = match codebreakers_client::WebLobby::new(base) {
            Ok(lobby) => lobby,
            Err(error) => return failed(error),
        };
        match ask {
            Ask::Create(request) => lobby.create(&request).await.map(Answer::Created),
            Ask::Join {
                code,
                webhook,
                name,
            } => lobby.join(&code, webhook, name).await.map(Answer::Joined),
            Ask::MyMatches { tokens } => lobby.my_matches(&tokens).await.map(Answer::Matches),
            Ask::Rematch { token, name } => {
                lobby.rematch(&token, None, name).await.map(Answer::Joined)
            }
        }
    };
    answered.unwrap_or_else(failed)
}

/// A refusal in the server's words, or the network's reason.
fn failed(error: codebreakers_client::LobbyError) -> Answer {
    Answer::Failed {
        unreachable: error.code().is_none(),
        why: match &error {
            codebreakers_client::LobbyError::Refused { refusal, .. } => refusal.message.clone(),
            other => other.to_string(),
        },
    }
}
