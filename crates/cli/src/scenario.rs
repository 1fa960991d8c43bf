//! `replay FILE`: a scenario or a save file (a save is a scenario plus a version, names and
//! times), read by `codebreakers-records` and replayed action by action. The formats are
//! documented in `docs/scenarios.md`.

use crate::games::unknown_game;
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::Game;
use codebreakers_passcode::Passcode;
use codebreakers_records::SaveFile;
use serde_json::{Value, json};

pub fn replay_file(path: &str) -> Result<Value, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let save = SaveFile::from_scenario_or_save(&bytes)
        .map_err(|e| format!("{path} is not a valid scenario or save: {e}"))?;
    replay(&save)
}

pub fn replay(save: &SaveFile) -> Result<Value, String> {
    match save.game.as_str() {
        CodeBreaker::ID => replay_game::<CodeBreaker>(save),
        CodeKnacker::ID => replay_game::<CodeKnacker>(save),
        CrackIt::ID => replay_game::<CrackIt>(save),
        Passcode::ID => replay_game::<Passcode>(save),
        other => Err(unknown_game(other)),
    }
}

fn replay_game<G: Game>(save: &SaveFile) -> Result<Value, String> {
    let timeline = save.timeline::<G>().map_err(|e| e.to_string())?;
    let steps: Vec<Value> = timeline
        .steps()
        .iter()
        .enumerate()
        .map(|(index, step)| {
            json!({
                "index": index,
                "seat": step.seat,
                "action": step.action,
                "events": step.events,
            })
        })
        .collect();
    let state = serde_json::to_value(timeline.state())
        .map_err(|e| format!("cannot show the state: {e}"))?;
    Ok(json!({
        "game": G::ID,
        "steps": steps,
        "outcome": timeline.state().outcome(),
        "state": state,
    }))
}
