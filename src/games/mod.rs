//! One plugin per game. Each registers the shared turn machine for its rules, turns
//! input into its actions, and draws and animates its table.

pub mod code_breaker;
pub mod code_knacker;
pub mod crack_it;
pub mod passcode;

use crate::screens::GameId;
use bevy::prelude::*;

/// The games' rules-facing systems (no window needed).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        code_breaker::plugin,
        code_knacker::plugin,
        crack_it::plugin,
        passcode::plugin,
    ));
}

/// The games' drawing and pointer input, and the table's shared egui pieces.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        crate::table::surface::plugin,
        crate::table::view::plugin,
        code_breaker::view::plugin,
        code_knacker::view::plugin,
        code_knacker::turn_values::plugin,
        crack_it::view::plugin,
        crack_it::table::plugin,
        passcode::view::plugin,
    ));
}

/// The rules page of a game, reachable from the pause menu. Paragraphs are separated by
/// blank lines; a paragraph starting with `# ` is a heading.
pub fn rules_text(game: GameId) -> &'static str {
    match game {
        GameId::CodeBreaker => code_breaker::RULES,
        GameId::CodeKnacker => code_knacker::RULES,
        GameId::CrackIt => crack_it::RULES,
        GameId::Passcode => passcode::RULES,
    }
}
