//! Crack It's setup (`assets/i18n/en/rules/crack-it.md`, "Setup"): King of Thieves for 2-4
//! players or King of Safes for 3-5.

use crate::t;
use crate::theme::ink_dim;
use bevy_egui::egui;
use codebreakers_crack_it::{Mode, Options};

/// The game to play, and the seats each takes.
pub(super) fn choices_ui(ui: &mut egui::Ui, choices: &mut Options, _names: &[String]) {
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("setup-crack-it-mode"));
        ui.radio_value(
            &mut choices.mode,
            Mode::KingOfThieves,
            t!("setup-king-of-thieves"),
        );
        ui.radio_value(
            &mut choices.mode,
            Mode::KingOfSafes,
            t!("setup-king-of-safes"),
        );
    });
    let seats = choices.mode.seats();
    let (fewest, most) = (*seats.start(), *seats.end());
    ui.label(
        egui::RichText::new(match choices.mode {
            Mode::KingOfThieves => t!("setup-king-of-thieves-about", fewest = fewest, most = most),
            Mode::KingOfSafes => t!("setup-king-of-safes-about", fewest = fewest, most = most),
        })
        .color(ink_dim()),
    );
}
