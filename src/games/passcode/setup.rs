//! Passcode's setup (`assets/i18n/en/rules/passcode.md`, "Shorter version"): the codes in any
//! order, and how many codes to build.

use crate::t;
use bevy_egui::egui;
use codebreakers_passcode::Options;

/// Codes in any order, and how many codes.
pub(super) fn choices_ui(ui: &mut egui::Ui, choices: &mut Options, _names: &[String]) {
    ui.separator();
    ui.checkbox(&mut choices.any_order, t!("setup-passcode-any-order"));
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("setup-passcode-codes"));
        for n in 1..=4u8 {
            ui.radio_value(&mut choices.codes, n, n.to_string());
        }
    });
}
