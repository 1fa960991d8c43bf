//! Code Breaker's setup (`assets/i18n/en/rules/code-breaker.md`, "Advanced game"): the standard or
//! the advanced game, and who makes the first code.

use crate::t;
use crate::theme::ink_dim;
use bevy_egui::egui;
use codebreakers_code_breaker::{Mode, Options};
use codebreakers_kernel::SeatId;
use serde::{Deserialize, Serialize};

/// Who makes the first code: a seat, or lots drawn when the match starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum FirstMaker {
    Seat(u8),
    #[default]
    Random,
}

/// What the player chooses for Code Breaker at setup.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Choices {
    pub mode: Mode,
    pub first_maker: FirstMaker,
}

/// The game (standard or advanced) and who makes the first code.
pub(super) fn choices_ui(ui: &mut egui::Ui, choices: &mut Choices, names: &[String]) {
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("setup-code-breaker-game"));
        ui.radio_value(&mut choices.mode, Mode::Standard, t!("setup-standard"));
        ui.radio_value(&mut choices.mode, Mode::Advanced, t!("setup-advanced"));
    });
    ui.label(
        egui::RichText::new(match choices.mode {
            Mode::Standard => t!("setup-standard-about"),
            Mode::Advanced => t!("setup-advanced-about"),
        })
        .color(ink_dim()),
    );
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("setup-first-maker"));
        for (name, seat) in names.iter().zip(0..2) {
            ui.radio_value(
                &mut choices.first_maker,
                FirstMaker::Seat(seat),
                name.as_str(),
            );
        }
        ui.radio_value(
            &mut choices.first_maker,
            FirstMaker::Random,
            t!("setup-draw-lots"),
        );
    });
}

/// The options the choices make: lots for the first maker drawn from `seed`.
pub(super) fn options(choices: &Choices, seed: u64) -> Options {
    let first_maker = match choices.first_maker {
        FirstMaker::Seat(seat) => seat,
        FirstMaker::Random => (seed >> 7) as u8 & 1,
    };
    Options {
        mode: choices.mode,
        first_maker: SeatId(first_maker),
    }
}
