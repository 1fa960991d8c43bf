//! One plugin per game. Each registers the shared turn machine for its rules, turns
//! input into its actions, and draws and animates its table.

pub mod code_breaker;
pub mod code_knacker;
pub mod crack_it;
pub mod passcode;

use crate::session::GameId;
use bevy::prelude::*;

/// The games' rules-facing systems (no window needed).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        code_breaker::plugin,
        code_knacker::plugin,
        crack_it::plugin,
        passcode::plugin,
        // Its motions are timed in the headless app too (the tests wait on them).
        passcode::table::motions_plugin,
    ));
}

/// The games' drawing and pointer input, and the table's shared egui pieces.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        crate::table::materials::plugin,
        crate::table::surface::plugin,
        crate::table::camera::plugin,
        crate::table::view::plugin,
        code_breaker::view_plugin,
        code_knacker::view_plugin,
        crack_it::view_plugin,
        passcode::view_plugin,
    ));
}

/// The rules page of a game in the player's language, reachable from the pause menu, with
/// every ruling (`assets/i18n/<language>/rules/<game>.md`). Paragraphs are separated by
/// blank lines; a paragraph starting with `# ` is a heading.
pub fn rules_text(game: GameId) -> &'static str {
    rules_in(crate::i18n::language(), game)
}

macro_rules! rules_pages {
    ($($language:ident => $code:literal),*) => {
        /// The rules page of `game` in `language`.
        pub fn rules_in(language: crate::i18n::Language, game: GameId) -> &'static str {
            match language {$(
                crate::i18n::Language::$language => match game {
                    GameId::CodeBreaker => include_str!(concat!("../../assets/i18n/", $code, "/rules/code-breaker.md")),
                    GameId::CodeKnacker => include_str!(concat!("../../assets/i18n/", $code, "/rules/code-knacker.md")),
                    GameId::CrackIt => include_str!(concat!("../../assets/i18n/", $code, "/rules/crack-it.md")),
                    GameId::Passcode => include_str!(concat!("../../assets/i18n/", $code, "/rules/passcode.md")),
                },
            )*}
        }
    };
}
rules_pages!(English => "en", German => "de", Catalan => "ca", French => "fr");
