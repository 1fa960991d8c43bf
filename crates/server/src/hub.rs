//! The lobby's work and the running matches: creating a match, joining it, listing a
//! player's matches, and finding (or recovering from the store) the task of a match.

use crate::referee::{Command, MatchHandle, Start, now, parse_options};
use crate::secret::{self, NoRandomness, TokenHash};
use crate::store::{MatchRecord, SeatRecord, Store};
use codebreakers_kernel::{MatchSeeds, SetupError};
use codebreakers_protocol::{
    CreateMatch, Created, ErrorCode, InviteCode, JoinMatch, Joined, ListMatches, MatchSummary,
    PROTOCOL_VERSION, Refusal, SeatChoice,
};
use codebreakers_registry::{ForGame, GAMES, Registered, with_game};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{Mutex, oneshot};

/// The most tokens one list request may carry.
pub const MAX_LISTED_TOKENS: usize = 100;

/// Everything the server shares between requests.
pub struct Hub {
    store: Arc<dyn Store>,
    running: Mutex<HashMap<String, MatchHandle>>,
}

impl From<NoRandomness> for Refusal {
    fn from(e: NoRandomness) -> Self {
        Refusal::new(ErrorCode::Internal, format!("no randomness: {}", e.0))
    }
}

fn store_failed(e: impl std::fmt::Display) -> Refusal {
    Refusal::new(ErrorCode::Internal, e.to_string())
}

fn gone() -> Refusal {
    Refusal::new(ErrorCode::Internal, "the match's task stopped")
}

/// Refuses a request of another protocol version.
pub fn check_version(version: u32) -> Result<(), Refusal> {
    if version == PROTOCOL_VERSION {
        return Ok(());
    }
    Err(Refusal::new(
        ErrorCode::UnsupportedVersion,
        format!("this server speaks protocol version {PROTOCOL_VERSION}, not {version}"),
    ))
}

/// Reads an invite code as a person typed it.
pub fn parse_code(code: &str) -> Result<InviteCode, Refusal> {
    code.parse::<InviteCode>()
        .map_err(|why| Refusal::new(ErrorCode::UnknownMatch, why))
}

impl Hub {
    pub fn new(store: Arc<dyn Store>) -> Self {
        Hub {
            store,
            running: Mutex::new(HashMap::new()),
        }
    }

    /// A new match of `request`, on a fresh random seed.
    pub async fn create(&self, request: CreateMatch) -> Result<Created, Refusal> {
        let seed = secret::new_seed()?;
        self.create_with_seed(request, seed).await
    }

    /// A new match of `request` on `seed`: what [`Hub::create`] does, with the seed chosen
    /// by the caller (tests compare matches on one seed).
    pub async fn create_with_seed(
        &self,
        request: CreateMatch,
        seed: u64,
    ) -> Result<Created, Refusal> {
        check_version(request.version)?;
        let check = CheckSetup {
            options: request.options.clone(),
            seats: request.seats.clone(),
            seed,
        };
        with_game(&request.game, check).ok_or_else(|| {
            Refusal::new(
                ErrorCode::UnknownGame,
                format!(
                    "unknown game `{}`: expected one of {}",
                    request.game,
                    GAMES.join(", ")
                ),
            )
        })??;
        let (token, hash) = secret::new_token()?;
        let seats: Vec<SeatRecord> = request
            .seats
            .iter()
            .map(|&choice| SeatRecord {
                kind: choice.kind(),
                token: (choice == SeatChoice::Me).then_some(hash),
            })
            .collect();
        let seat = request
            .seats
            .iter()
            .position(|&choice| choice == SeatChoice::Me)
            .unwrap_or(0);
        // A code already taken is drawn again; with 19^6 codes that is rare, and four in a
        // row means something else is wrong.
        for _ in 0..4 {
            let code = secret::new_invite_code()?;
            let record = MatchRecord {
                code: code.to_string(),
                game: request.game.clone(),
                options: request.options.clone(),
                seed,
                seats: seats.clone(),
                created: now(),
            };
            if self
                .store
                .create_match(&record)
                .await
                .map_err(store_failed)?
            {
                return Ok(Created {
                    code,
                    seat: codebreakers_kernel::SeatId(seat as u8),
                    token,
                });
            }
        }
        Err(Refusal::new(ErrorCode::Internal, "no free invite code"))
    }

    /// Takes the first open seat of the match `request` names.
    pub async fn join(&self, request: JoinMatch) -> Result<Joined, Refusal> {
        check_version(request.version)?;
        let code = parse_code(&request.code)?;
        let handle = self.handle(&code).await?;
        let (token, hash) = secret::new_token()?;
        let (reply, answer) = oneshot::channel();
        handle
            .commands
            .send(Command::Join { token: hash, reply })
            .await
            .map_err(|_| gone())?;
        let seat = answer.await.map_err(|_| gone())??;
        Ok(Joined {
            code,
            game: handle.game.to_string(),
            seat,
            token,
        })
    }

    /// The matches the tokens of `request` hold seats in.
    pub async fn list(&self, request: ListMatches) -> Result<Vec<MatchSummary>, Refusal> {
        check_version(request.version)?;
        if request.tokens.len() > MAX_LISTED_TOKENS {
            return Err(Refusal::new(
                ErrorCode::TooLarge,
                format!("at most {MAX_LISTED_TOKENS} tokens a request"),
            ));
        }
        let hashes: Vec<TokenHash> = request.tokens.iter().map(|t| TokenHash::of(t)).collect();
        let held = self.store.seats_held(&hashes).await.map_err(store_failed)?;
        let mut listed = Vec::new();
        for (code, _) in held {
            let code = parse_code(&code)?;
            let handle = self.handle(&code).await?;
            for hash in &hashes {
                let (reply, answer) = oneshot::channel();
                let asked = Command::Summary {
                    token: *hash,
                    reply,
                };
                if handle.commands.send(asked).await.is_err() {
                    continue;
                }
                if let Ok(Some(summary)) = answer.await {
                    listed.push(summary);
                    break;
                }
            }
        }
        Ok(listed)
    }

    /// The task of match `code`: the running one, or one recovered from the store.
    pub async fn handle(&self, code: &InviteCode) -> Result<MatchHandle, Refusal> {
        let mut running = self.running.lock().await;
        if let Some(handle) = running
            .get(code.as_str())
            .filter(|h| !h.commands.is_closed())
        {
            return Ok(handle.clone());
        }
        let stored = self
            .store
            .load_match(code.as_str())
            .await
            .map_err(store_failed)?
            .ok_or_else(|| {
                Refusal::new(
                    ErrorCode::UnknownMatch,
                    format!("no match has the code {code}"),
                )
            })?;
        let game = stored.record.game.clone();
        let start = Start {
            stored,
            store: self.store.clone(),
        };
        let handle = with_game(&game, start).ok_or_else(|| {
            Refusal::new(
                ErrorCode::Internal,
                format!("stored game `{game}` is unknown"),
            )
        })??;
        running.insert(code.to_string(), handle.clone());
        Ok(handle)
    }
}

/// Checks that a new match can be set up: options, seats (exactly one "me") and setup.
struct CheckSetup {
    options: Value,
    seats: Vec<SeatChoice>,
    seed: u64,
}

impl ForGame for CheckSetup {
    type Output = Result<(), Refusal>;

    fn run<G: Registered>(self) -> Self::Output {
        let options = parse_options::<G>(&self.options)?;
        let mine = self.seats.iter().filter(|&&s| s == SeatChoice::Me).count();
        if mine != 1 {
            return Err(Refusal::new(
                ErrorCode::BadSeats,
                format!("exactly one seat is \"me\", not {mine}"),
            ));
        }
        G::setup(
            &options,
            self.seats.len(),
            MatchSeeds::from(self.seed).chance(),
        )
        .map_err(|e| {
            let code = match e {
                SetupError::SeatCount { .. } => ErrorCode::BadSeats,
                _ => ErrorCode::BadOptions,
            };
            Refusal::new(code, e.to_string())
        })?;
        Ok(())
    }
}
