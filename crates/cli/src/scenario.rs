//! `replay FILE`: a scenario or a save file (a save is a scenario plus a version, names and
//! times), read by `codebreakers-records` and replayed action by action. The formats are
//! documented in `docs/scenarios.md`.

use crate::games::unknown_game;
use codebreakers_kernel::Game;
use codebreakers_records::SaveFile;
use codebreakers_registry::{ForGame, Registered, with_game};
use serde_json::{Value, json};

pub fn replay_file(path: &str) -> Result<Value, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let save = SaveFile::from_scenario_or_save(&bytes)
        .map_err(|e| format!("{path} is not a valid scenario or save: {e}"))?;
    replay(&save)
}

pub fn replay(save: &SaveFile) -> Result<Value, String> {
    struct Replay<'a>(&'a SaveFile);
    impl ForGame for Replay<'_> {
        type Output = Result<Value, String>;
        fn run<G: Registered>(self) -> Self::Output {
            replay_game::<G>(self.0)
        }
    }
    with_game(&save.game, Replay(save)).unwrap_or_else(|| Err(unknown_game(&save.game)))
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
