//! Scenario files: a game, its options and seats, fixed chance, and actions to apply in order.
//! The format is documented in `docs/scenarios.md`.

use crate::games::unknown_game;
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{ActionLog, Chance, ChanceScript, Game, LoggedAction, SeatKind};
use codebreakers_passcode::Passcode;
use serde::Deserialize;
use serde_json::{Value, json};

/// The chance a scenario fixes: scripted outcomes and deck orders, then an optional seed.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioChance {
    pub seed: Option<u64>,
    #[serde(default)]
    pub outcomes: Vec<u32>,
    #[serde(default)]
    pub orders: Vec<Vec<usize>>,
}

impl ScenarioChance {
    fn into_chance(self) -> Chance {
        let script = ChanceScript {
            outcomes: self.outcomes.into(),
            orders: self.orders.into(),
        };
        match (self.seed, script == ChanceScript::default()) {
            (Some(seed), true) => Chance::seeded(seed),
            (Some(seed), false) => Chance::scripted_then_seeded(script, seed),
            (None, _) => Chance::scripted(script),
        }
    }
}

/// A scenario file, before its options and actions are read as a particular game's.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub game: String,
    #[serde(default)]
    pub options: Value,
    pub seats: Vec<SeatKind>,
    #[serde(default)]
    pub chance: ScenarioChance,
    #[serde(default)]
    pub actions: Vec<Value>,
}

pub fn replay_file(path: &str) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let scenario: Scenario =
        serde_json::from_str(&text).map_err(|e| format!("{path} is not a valid scenario: {e}"))?;
    replay(scenario)
}

pub fn replay(scenario: Scenario) -> Result<Value, String> {
    match scenario.game.as_str() {
        CodeBreaker::ID => replay_game::<CodeBreaker>(scenario),
        CodeKnacker::ID => replay_game::<CodeKnacker>(scenario),
        CrackIt::ID => replay_game::<CrackIt>(scenario),
        Passcode::ID => replay_game::<Passcode>(scenario),
        other => Err(unknown_game(other)),
    }
}

fn replay_game<G: Game>(scenario: Scenario) -> Result<Value, String> {
    let options: G::Options = if scenario.options.is_null() {
        G::Options::default()
    } else {
        serde_json::from_value(scenario.options)
            .map_err(|e| format!("the options do not fit {}: {e}", G::ID))?
    };
    let mut log = ActionLog::<G>::default();
    for (index, value) in scenario.actions.into_iter().enumerate() {
        let logged: LoggedAction<G> = serde_json::from_value(value)
            .map_err(|e| format!("action {index} is not a {} action: {e}", G::ID))?;
        log.actions.push(logged);
    }
    let mut game = G::setup(
        &options,
        scenario.seats.len(),
        scenario.chance.into_chance(),
    )
    .map_err(|e| e.to_string())?;
    let mut steps = Vec::new();
    log.replay(&mut game, |index, logged, events| {
        steps.push(json!({
            "index": index,
            "seat": logged.seat,
            "action": logged.action,
            "events": events,
        }));
    })
    .map_err(|e| e.to_string())?;
    let state = serde_json::to_value(&game).map_err(|e| format!("cannot show the state: {e}"))?;
    Ok(json!({
        "game": G::ID,
        "steps": steps,
        "outcome": game.outcome(),
        "state": state,
    }))
}
