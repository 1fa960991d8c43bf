//! What every headless app test waits on: the turn's phase and a condition, frame by frame.

use bevy::prelude::*;
use codebreakers::table::turn::TurnPhase;

/// The turn's phase, while a match is on the table.
pub fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

/// Whether the table waits for a human's decision.
pub fn awaiting_human(app: &App) -> bool {
    phase(app) == Some(TurnPhase::AwaitingHuman)
}

/// Frames until `done` holds (each frame the game's clock moves on by the app's step);
/// fails the test, naming `what`, if it never does.
pub fn update_until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..20_000 {
        if done(app) {
            return;
        }
        app.update();
    }
    panic!("timed out waiting for {what}");
}
