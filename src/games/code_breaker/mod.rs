//! Code Breaker at the table (`assets/i18n/en/rules/code-breaker.md`), in the shape every
//! game has: [`input`] (the row or code being composed, by keys, pad or pointer, and the
//! hint), [`table`] (the board, its pegs, the shield, the tray and the track as shared
//! pieces), [`panel`] (the side panel), [`words`] (the log, summaries and story), [`setup`]
//! (its choices at setup); and here its entry in the app ([`GameEntry`]).

pub mod input;
pub mod panel;
pub mod setup;
pub mod table;
pub mod words;

pub use input::{Draft, DraftEdit, palette};
pub use words::colour_words;

use super::entry::GameEntry;
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_code_breaker::{CodeBreaker, Options};

impl GameEntry for CodeBreaker {
    type Choices = setup::Choices;

    /// The rules-facing part: the turn machine for Code Breaker's rules and the player's inputs.
    fn plugin(app: &mut App) {
        crate::table::turn::register::<CodeBreaker>(app);
        app.add_plugins(input::plugin);
    }

    /// The board and the side panel.
    fn view_plugin(app: &mut App) {
        app.add_plugins((table::plugin, panel::plugin));
    }

    fn choices_ui(ui: &mut egui::Ui, choices: &mut Self::Choices, names: &[String]) {
        setup::choices_ui(ui, choices, names);
    }

    fn options(choices: &Self::Choices, seed: u64) -> Options {
        setup::options(choices, seed)
    }
}
