//! Code Knacker's setup (`assets/i18n/en/rules/code-knacker.md`, "Solo"): no options; one
//! seat alone plays the solo game.

use crate::t;
use crate::theme::ink_dim;
use bevy_egui::egui;
use codebreakers_code_knacker::Options;

/// A word on the solo game when one seat plays alone.
pub(super) fn choices_ui(ui: &mut egui::Ui, _choices: &mut Options, names: &[String]) {
    if names.len() == 1 {
        ui.label(egui::RichText::new(t!("setup-code-knacker-solo")).color(ink_dim()));
    }
}
