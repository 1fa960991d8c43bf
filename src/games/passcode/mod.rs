//! Passcode at the table (`assets/i18n/en/rules/passcode.md`), in the shape every game has:
//! [`input`] (the player's choices, by keys, pad or pointer), [`table`] (the boards, piles,
//! die and hand as shared pieces, and their motions), [`panel`] (the side panel), [`words`]
//! (the log, summaries and story).

pub mod input;
pub mod panel;
pub mod table;
pub mod words;

pub use input::{Choice, Pick, must_roll, open_digits};
pub use words::{card_text, explain};

use bevy::prelude::*;
use codebreakers_passcode::Passcode;

/// The rules-facing part: the turn machine for Passcode's rules and the player's choices.
pub(super) fn plugin(app: &mut App) {
    crate::table::turn::register::<Passcode>(app);
    app.add_plugins(input::plugin);
}

/// The table and the side panel.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((table::plugin, panel::plugin));
}
