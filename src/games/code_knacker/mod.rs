//! Code Knacker at the table (`assets/i18n/en/rules/code-knacker.md`), in the shape every
//! game has: [`input`] (the player's dice and digits, by keys, pad or pointer, and the hint),
//! [`table`] (the safes, dice, deck and stock as shared pieces), [`panel`] (the side panel),
//! [`words`] (the log, summaries and story), [`setup`] (its choices at setup); and
//! [`turn_values`], the book of a turn's worth; here its entry in the app ([`GameEntry`]).

pub mod input;
pub mod panel;
pub mod setup;
pub mod table;
pub mod turn_values;
pub mod words;

pub use input::{DiceFocus, KnackerInput, dice_on_table, uses_of};

use super::entry::GameEntry;
use crate::session::{GameId, MatchResult, MatchSetup};
use crate::settings::Settings;
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_code_knacker::{CodeKnacker, Options};

impl GameEntry for CodeKnacker {
    type Choices = Options;

    /// The rules-facing part: the turn machine for Code Knacker's rules and the player's inputs.
    fn plugin(app: &mut App) {
        crate::table::turn::register::<CodeKnacker>(app);
        app.add_plugins(input::plugin)
            .add_systems(Update, record_solo_best);
    }

    /// The table and the side panel.
    fn view_plugin(app: &mut App) {
        app.add_plugins((table::plugin, panel::plugin, turn_values::plugin));
    }

    fn choices_ui(ui: &mut egui::Ui, choices: &mut Self::Choices, names: &[String]) {
        setup::choices_ui(ui, choices, names);
    }

    fn options(choices: &Self::Choices, _seed: u64) -> Options {
        *choices
    }
}

/// The solo variant's best score is kept with the settings; the results tell it.
fn record_solo_best(
    result: Option<ResMut<MatchResult>>,
    setup: Res<MatchSetup>,
    mut settings: ResMut<Settings>,
) {
    let Some(mut result) = result else { return };
    let solo = result.game == GameId::CodeKnacker
        && result.names.len() == 1
        && setup.seats.first().is_some_and(|s| s.kind.is_human());
    if !result.is_changed() || !solo || result.story.iter().any(|l| SOLO_BEST.contains(&l.key)) {
        return;
    }
    let score = result.outcome.scores[0].max(0) as u32;
    let line = match settings.code_knacker_solo_best {
        Some(best) if best >= score => {
            codebreakers_kernel::words!("code-knacker-solo-best", best = best)
        }
        Some(best) => {
            codebreakers_kernel::words!("code-knacker-solo-new-best", score = score, best = best)
        }
        None => codebreakers_kernel::words!("code-knacker-solo-first", score = score),
    };
    result.story.push(line);
    if settings
        .code_knacker_solo_best
        .is_none_or(|best| score > best)
    {
        settings.code_knacker_solo_best = Some(score);
    }
}

/// The results' line about the solo best.
const SOLO_BEST: [&str; 3] = [
    "code-knacker-solo-best",
    "code-knacker-solo-new-best",
    "code-knacker-solo-first",
];
