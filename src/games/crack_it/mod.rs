//! Crack It at the table (`assets/i18n/en/rules/crack-it.md`), in the shape every game has:
//! [`input`] (the hand and the choices made with it, by keys, pad or pointer), [`table`] (the
//! safes, combinations, piles, tokens and hand as shared pieces), [`panel`] (the side panel
//! and the windows that answer a card, take a Clue's dial or lay the combination down),
//! [`words`] (the log, summaries and story), [`setup`] (its choices at setup); and here its
//! entry in the app ([`GameEntry`]).

pub mod input;
pub mod panel;
pub mod setup;
pub mod table;
pub mod words;

pub use input::{Aim, Flash, Flashed, Hand, Play, aim_targets, aimable};
pub use words::{card_name, explain, plays_words};

use super::entry::GameEntry;
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_crack_it::{CrackIt, Options};

impl GameEntry for CrackIt {
    type Choices = Options;

    /// The rules-facing part: the turn machine for Crack It's rules and the player's choices.
    fn plugin(app: &mut App) {
        crate::table::turn::register::<CrackIt>(app);
        app.add_plugins(input::plugin);
    }

    /// The table, the side panel and its windows.
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
