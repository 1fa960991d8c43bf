//! The banner over the table of an online match: its code, whom the table waits for and
//! the time left for the move, the connection lost (until it is back), a rematch offered,
//! a match the server closed.

use super::screen::time_words;
use crate::records::now;
use crate::t;
use crate::table::remote::OnlineTable;
use crate::theme::{BRASS, INK_DIM, NOTE_RED};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Names of the seats, for the banner: read from the table of whichever game is on it.
#[derive(bevy::ecs::system::SystemParam)]
pub struct SeatNames<'w> {
    setup: Res<'w, crate::session::MatchSetup>,
}

impl SeatNames<'_> {
    fn of(&self, seats: &[codebreakers_kernel::SeatId]) -> String {
        seats
            .iter()
            .filter_map(|s| self.setup.seats.get(s.index()))
            .map(|s| s.name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

pub fn banner_ui(mut contexts: EguiContexts, online: Res<OnlineTable>, names: SeatNames) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("online-banner"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_TOP, [-150.0, 8.0])
        .show(ctx, |ui| {
            crate::theme::card().inner_margin(10).show(ui, |ui| {
                ui.vertical_centered(|ui| banner_lines(ui, &online, &names));
            });
        });
    Ok(())
}

fn banner_lines(ui: &mut egui::Ui, online: &OnlineTable, names: &SeatNames) {
    let title = if online.seat.is_none() {
        t!("online-watching", code = online.code.as_str())
    } else {
        t!("online-code-banner", code = online.code.as_str())
    };
    ui.label(egui::RichText::new(title).color(BRASS).strong());
    if online.lost {
        ui.label(
            egui::RichText::new(t!("online-connection-lost"))
                .size(18.0)
                .color(NOTE_RED),
        );
    }
    if let Some(why) = &online.stopped {
        ui.label(egui::RichText::new(t!("online-stopped", why = why.as_str())).color(NOTE_RED));
        return;
    }
    if !online.open_seats.is_empty() {
        ui.label(
            egui::RichText::new(t!(
                "online-waiting-for",
                names = names.of(&online.open_seats)
            ))
            .color(INK_DIM),
        );
    } else if !online.waiting_for.is_empty() {
        ui.label(
            egui::RichText::new(t!(
                "online-waiting-for",
                names = names.of(&online.waiting_for)
            ))
            .color(INK_DIM),
        );
    }
    if let Some(deadline) = online.deadline {
        let left = deadline.saturating_sub(now());
        ui.label(
            egui::RichText::new(t!("online-deadline", time = time_words(left))).color(INK_DIM),
        );
    }
    if let Some(code) = &online.rematch {
        ui.label(
            egui::RichText::new(t!("online-rematch-offered", code = code.as_str())).color(BRASS),
        );
    }
}
