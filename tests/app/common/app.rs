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

/// Frames until the keys listen: a key pressed in the moment after something new asks the
/// player (their turn, a window, a screen) is held back, as a player's would be.
pub fn until_keys_listen(app: &mut App) {
    update_until(app, "the keys to listen", |app| {
        app.world()
            .get_resource::<codebreakers::input::KeysQuiet>()
            .is_none_or(|quiet| quiet.listening())
    });
}

/// Frames until an answer window out of turn takes an answer: it is up its least time,
/// whatever the seat holds.
pub fn until_answers_are_taken(app: &mut App) {
    update_until(app, "the answer window to take answers", |app| {
        app.world()
            .resource::<codebreakers::table::TurnCame>()
            .shown
            >= codebreakers::table::turn::ANSWER_LEAST_SECONDS
    });
}
