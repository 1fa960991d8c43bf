//! Passcode at the table (`assets/i18n/en/rules/passcode.md`), in the shape every game has:
//! [`input`] (the player's choices, by keys, pad or pointer), [`table`] (the boards, piles,
//! die and hand as shared pieces, and their motions), [`panel`] (the side panel), [`words`]
//! (the log, summaries and story), [`setup`] (its choices at setup); and here its entry in
//! the app ([`GameEntry`]).

pub mod input;
pub mod panel;
pub mod setup;
pub mod table;
pub mod words;

pub use input::{Choice, Pick, must_roll, open_digits};
pub use words::{card_text, explain};

use super::entry::GameEntry;
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_passcode::{Options, Passcode};

impl GameEntry for Passcode {
    type Choices = Options;

    /// The rules-facing part: the turn machine for Passcode's rules and the player's choices.
    fn plugin(app: &mut App) {
        crate::table::turn::register::<Passcode>(app);
        // Its motions are timed in the headless app too (the tests wait on them).
        app.add_plugins((input::plugin, table::motions_plugin));
    }

    /// The table and the side panel.
    fn view_plugin(app: &mut App) {
        app.add_plugins((table::plugin, panel::plugin));
    }

    fn choices_ui(ui: &mut egui::Ui, choices: &mut Self::Choices, names: &[String]) {
        setup::choices_ui(ui, choices, names);
    }

    fn options(choices: &Self::Choices, _seed: u64) -> Options {
        *choices
    }
}
