//! The save file: a scenario (`docs/scenarios.md`) plus a schema version, each seat's name,
//! the times it was created and last written, and the outcome once the match is over. A
//! match is its options, seats, chance and actions, so resuming is replaying
//! (`docs/architecture.md`, "Nothing is lost").

use codebreakers_kernel::{
    ActionLog, Chance, ChanceScript, Game, LoggedAction, Outcome, SeatId, SeatKind, Timeline,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

/// The save format this version writes, and the newest it reads.
pub const SCHEMA_VERSION: u32 = 1;

/// The chance a match runs on: a seed (what the app plays), or scripted outcomes and deck
/// orders then an optional seed (what scenarios fix). The fields of a scenario's `chance`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChanceSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outcomes: Vec<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub orders: Vec<Vec<usize>>,
}

impl ChanceSpec {
    /// A plain seeded match: `MatchSeeds::from(seed).chance()`.
    pub fn seeded(seed: u64) -> Self {
        ChanceSpec {
            seed: Some(seed),
            ..Default::default()
        }
    }

    /// The chance source at the start of the match. No seed and no script is an empty script
    /// (fine for Code Breaker, an error at the first roll of the others).
    pub fn to_chance(&self) -> Chance {
        let script = ChanceScript {
            outcomes: self.outcomes.iter().copied().collect(),
            orders: self.orders.iter().cloned().collect(),
        };
        match (self.seed, script == ChanceScript::default()) {
            (Some(seed), true) => Chance::seeded(seed),
            (Some(seed), false) => Chance::scripted_then_seeded(script, seed),
            (None, _) => Chance::scripted(script),
        }
    }
}

/// A seat that resigned (online), after the first `seq` actions of the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resignation {
    pub seat: SeatId,
    pub seq: u64,
}

/// A saved match. Unknown fields are errors (a typo must not change a match), checked after
/// the version, so a newer file is answered as newer rather than as unknown fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// The save format ([`SCHEMA_VERSION`]).
    pub version: u32,
    /// The game's id: `code-breaker`, `code-knacker`, `crack-it` or `passcode`.
    pub game: String,
    /// The game's options; `null` or missing takes the defaults.
    #[serde(default)]
    pub options: Value,
    pub seats: Vec<SeatKind>,
    /// Each seat's display name, by seat; empty in a scenario (see [`SaveFile::names`]).
    #[serde(default)]
    pub names: Vec<String>,
    #[serde(default)]
    pub chance: ChanceSpec,
    /// `{ "seat": N, "action": ... }` in order, read as the game's actions on loading.
    #[serde(default)]
    pub actions: Vec<Value>,
    /// When the match began, in seconds since 1970 (the app's clock; 0 in a scenario).
    #[serde(default)]
    pub created: u64,
    /// When the save was last written; for a finished match, when it ended.
    #[serde(default)]
    pub updated: u64,
    /// The result, once the match is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// The seats that resigned, in order. A match that ended at a resignation (two seats)
    /// has a log that stops before the rules end it: its outcome is the one kept here (see
    /// [`SaveFile::outcome_after`]). Missing in every save written before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resigned: Vec<Resignation>,
}

/// Why a save (or scenario) cannot be read or resumed. Every message is for a player.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LoadError {
    #[error("the file is not JSON ({0})")]
    NotJson(String),
    #[error("the file is cut short ({0})")]
    Truncated(String),
    #[error(
        "it was written by a newer version of Code Breakers (save format {found}; this version reads up to {SCHEMA_VERSION})"
    )]
    NewerVersion { found: u32 },
    #[error("it is not a Code Breakers save: {0}")]
    NotASave(String),
    #[error("unknown game `{0}`: expected code-breaker, code-knacker, crack-it or passcode")]
    UnknownGame(String),
    #[error("it is a {found} match, not {expected}")]
    WrongGame {
        expected: &'static str,
        found: String,
    },
    #[error("the options do not fit {game}: {message}")]
    BadOptions { game: &'static str, message: String },
    #[error("action {index} is not a {game} action: {message}")]
    BadAction {
        index: usize,
        game: &'static str,
        message: String,
    },
    #[error("{0}")]
    Setup(String),
    /// The same words as the kernel's `ReplayError`, which the CLI prints.
    #[error("action {index} ({action}) by {seat} is illegal: {message}")]
    IllegalAction {
        index: usize,
        seat: codebreakers_kernel::SeatId,
        action: String,
        message: String,
    },
}

impl SaveFile {
    /// A new save of a match about to begin.
    pub fn new<G: Game>(
        options: &G::Options,
        seats: &[SeatKind],
        names: &[String],
        chance: ChanceSpec,
        created: u64,
    ) -> Self {
        SaveFile {
            version: SCHEMA_VERSION,
            game: G::ID.to_string(),
            // Options are plain data: they always serialise.
            options: serde_json::to_value(options).unwrap_or(Value::Null),
            seats: seats.to_vec(),
            names: names.to_vec(),
            chance,
            actions: Vec::new(),
            created,
            updated: created,
            outcome: None,
            resigned: Vec::new(),
        }
    }

    /// Writes the match as it stands: its actions, the time `now`, and its outcome if over.
    /// Call after every action (autosave).
    pub fn record<G: Game>(&mut self, log: &ActionLog<G>, state: &G, now: u64) {
        self.actions = log
            .actions
            .iter()
            .map(|logged| serde_json::to_value(logged).unwrap_or(Value::Null))
            .collect();
        self.outcome = state.outcome();
        self.updated = now;
    }

    /// The file's text (compact JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a save; the version must be there and not newer than [`SCHEMA_VERSION`].
    pub fn from_json(bytes: &[u8]) -> Result<SaveFile, LoadError> {
        parse(bytes, false)
    }

    /// Reads a save or a scenario: a scenario is a save without version, names and times
    /// (read as the current version), so `codebreakers-cli replay` takes both.
    pub fn from_scenario_or_save(bytes: &[u8]) -> Result<SaveFile, LoadError> {
        parse(bytes, true)
    }

    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The outcome of the match whose replayed state is `state` (the end of
    /// [`SaveFile::timeline`]): the rules' if they ended it, else, when a seat resigned, the
    /// outcome kept in the save (the match ended at the resignation). `None` for a match
    /// still going on.
    pub fn outcome_after<G: Game>(&self, state: &G) -> Option<Outcome> {
        state.outcome().or_else(|| {
            if self.resigned.is_empty() {
                None
            } else {
                self.outcome.clone()
            }
        })
    }

    /// Each seat's name: the one saved, else `Player N` for a human and the level (`Hard`)
    /// for a computer.
    pub fn names(&self) -> Vec<String> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, kind)| match (self.names.get(i), kind) {
                (Some(name), _) => name.clone(),
                (None, SeatKind::Human) => format!("Player {}", i + 1),
                (None, SeatKind::Computer(level)) => level.label().to_string(),
            })
            .collect()
    }

    /// The game's options, read as `G`'s.
    pub fn options<G: Game>(&self) -> Result<G::Options, LoadError> {
        self.check_game::<G>()?;
        if self.options.is_null() {
            return Ok(G::Options::default());
        }
        serde_json::from_value(self.options.clone()).map_err(|e| LoadError::BadOptions {
            game: G::ID,
            message: e.to_string(),
        })
    }

    /// The actions, read as `G`'s.
    pub fn log<G: Game>(&self) -> Result<ActionLog<G>, LoadError> {
        self.check_game::<G>()?;
        let actions = self
            .actions
            .iter()
            .enumerate()
            .map(|(index, value)| {
                LoggedAction::<G>::deserialize(value).map_err(|e| LoadError::BadAction {
                    index,
                    game: G::ID,
                    message: e.to_string(),
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(ActionLog { actions })
    }

    /// The state the match began in: options read, set up with the saved chance.
    pub fn start<G: Game>(&self) -> Result<G, LoadError> {
        let options = self.options::<G>()?;
        self.setup(&options)
    }

    fn setup<G: Game>(&self, options: &G::Options) -> Result<G, LoadError> {
        G::setup(options, self.seats.len(), self.chance.to_chance())
            .map_err(|e| LoadError::Setup(e.to_string()))
    }

    /// The whole match: its start, every action with its events, and the state now. Read in
    /// the order options, actions, setup, replay: the first error found is the one told.
    pub fn timeline<G: Game>(&self) -> Result<Timeline<G>, LoadError> {
        let options = self.options::<G>()?;
        let log = self.log::<G>()?;
        let start = self.setup::<G>(&options)?;
        Timeline::replay(start, &log).map_err(|e| LoadError::IllegalAction {
            index: e.index,
            seat: e.seat,
            action: e.action,
            message: e.error.to_string(),
        })
    }

    fn check_game<G: Game>(&self) -> Result<(), LoadError> {
        if self.game != G::ID {
            return Err(LoadError::WrongGame {
                expected: G::ID,
                found: self.game.clone(),
            });
        }
        Ok(())
    }
}

/// Resumes a match: the state now and the log, from `save` (options parsed, set up with the
/// saved chance, the actions replayed). Never panics; every failure is a [`LoadError`].
pub fn rebuild<G: Game>(save: &SaveFile) -> Result<(G, ActionLog<G>), LoadError> {
    let timeline = save.timeline::<G>()?;
    Ok((timeline.state().clone(), timeline.log()))
}

fn parse(bytes: &[u8], scenario: bool) -> Result<SaveFile, LoadError> {
    let mut value: Value = serde_json::from_slice(bytes).map_err(|e| {
        if e.is_eof() {
            LoadError::Truncated(e.to_string())
        } else {
            LoadError::NotJson(e.to_string())
        }
    })?;
    let Some(object) = value.as_object_mut() else {
        return Err(LoadError::NotASave("expected a JSON object".into()));
    };
    match object.get("version") {
        None if scenario => {
            object.insert("version".into(), SCHEMA_VERSION.into());
        }
        None => return Err(LoadError::NotASave("it has no version".into())),
        Some(version) => match version.as_u64() {
            Some(v) if v > u64::from(SCHEMA_VERSION) => {
                return Err(LoadError::NewerVersion {
                    found: u32::try_from(v).unwrap_or(u32::MAX),
                });
            }
            Some(v) if v >= 1 => {}
            _ => return Err(LoadError::NotASave(format!("unknown version {version}"))),
        },
    }
    let save: SaveFile =
        serde_json::from_value(value).map_err(|e| LoadError::NotASave(e.to_string()))?;
    for resigned in &save.resigned {
        if resigned.seat.index() >= save.seats.len() || resigned.seq > save.actions.len() as u64 {
            return Err(LoadError::NotASave(format!(
                "{} resigned after action {} of a match of {} seats and {} actions",
                resigned.seat,
                resigned.seq,
                save.seats.len(),
                save.actions.len()
            )));
        }
    }
    if !save.names.is_empty() && save.names.len() != save.seats.len() {
        return Err(LoadError::NotASave(format!(
            "{} names for {} seats",
            save.names.len(),
            save.seats.len()
        )));
    }
    Ok(save)
}

/// The screen's words for a save that cannot be read: the sentence in the player's
/// language, with the technical detail (a JSON parser's message) as it came.
impl codebreakers_kernel::ToWords for LoadError {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            LoadError::NotJson(detail) => words!("load-error-not-json", detail = detail),
            LoadError::Truncated(detail) => words!("load-error-truncated", detail = detail),
            LoadError::NewerVersion { found } => {
                words!("load-error-newer", found = *found, known = SCHEMA_VERSION)
            }
            LoadError::NotASave(detail) => words!("load-error-not-a-save", detail = detail),
            LoadError::UnknownGame(game) => words!("load-error-unknown-game", game = game),
            LoadError::WrongGame { expected, found } => {
                words!("load-error-wrong-game", expected = *expected, found = found)
            }
            LoadError::BadOptions { game, message } => {
                words!("load-error-bad-options", game = *game, detail = message)
            }
            LoadError::BadAction {
                index,
                game,
                message,
            } => words!(
                "load-error-bad-action",
                number = *index,
                game = *game,
                detail = message
            ),
            LoadError::Setup(detail) => words!("load-error-setup", detail = detail),
            LoadError::IllegalAction {
                index,
                seat,
                action,
                message,
            } => words!(
                "load-error-illegal-action",
                number = *index,
                seat = seat.to_string(),
                action = action,
                detail = message
            ),
        }
    }
}
