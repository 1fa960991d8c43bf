//! How an online match stands, told at the top of the side panel: its code (or that the
//! player watches it), whom the table waits for, the time left for the move, a rematch
//! asked for, a match the server closed.

use super::online_seat::OnlineTable;
use crate::records::now;
use crate::t;
use crate::theme::{BRASS, NOTE_AMBER, NOTE_RED, ink_dim};
use bevy_egui::egui;
use codebreakers_kernel::SeatId;

/// A span of seconds as a player reads it: `3 d`, `5 h`, `12 min`, `40 s`.
pub fn time_words(seconds: u64) -> String {
    match seconds {
        s if s >= 2 * 86_400 => format!("{} d", s / 86_400),
        s if s >= 2 * 3600 => format!("{} h", s / 3600),
        s if s >= 120 => format!("{} min", s / 60),
        s => format!("{s} s"),
    }
}

/// The names of `seats`, in a list.
fn named(seats: &[SeatId], names: &[String]) -> String {
    seats
        .iter()
        .filter_map(|s| names.get(s.index()))
        .cloned()
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who is at the table now and who is away (the other seats taken by players; computers
/// are always there, seats not taken yet are told as waited for), and who resigned.
fn presence_ui(ui: &mut egui::Ui, online: &OnlineTable, names: &[String]) {
    let (here, away): (Vec<SeatId>, Vec<SeatId>) = (0..names.len())
        .map(|i| SeatId(i as u8))
        .filter(|&s| Some(s) != online.seat && !online.open_seats.contains(&s))
        .filter(|s| !online.resigned.contains(s))
        .partition(|s| online.present.contains(s));
    if !here.is_empty() {
        let line = t!("online-present", names = named(&here, names));
        ui.label(egui::RichText::new(line).color(ink_dim()));
    }
    if !away.is_empty() {
        let line = t!("online-away", names = named(&away, names));
        ui.label(egui::RichText::new(line).color(NOTE_AMBER));
    }
    if !online.resigned.is_empty() {
        let line = t!(
            "online-resigned-seats",
            names = named(&online.resigned, names)
        );
        ui.label(egui::RichText::new(line).color(ink_dim()));
    }
}

/// The lines, in a card; `names` are the seats' names at the table.
pub fn status_ui(ui: &mut egui::Ui, online: &OnlineTable, names: &[String]) {
    crate::theme::seat_card(ui, false, 8, |ui| {
        ui.set_width(ui.available_width());
        let title = if online.seat.is_none() {
            t!("online-watching", code = online.code.as_str())
        } else {
            t!("online-code-banner", code = online.code.as_str())
        };
        ui.label(egui::RichText::new(title).color(BRASS).strong());
        if let Some(why) = &online.stopped {
            ui.label(egui::RichText::new(t!("online-stopped", why = why.as_str())).color(NOTE_RED));
            return;
        }
        let waiting = if online.open_seats.is_empty() {
            &online.waiting_for
        } else {
            &online.open_seats
        };
        if !waiting.is_empty() {
            let line = t!("online-waiting-for", names = named(waiting, names));
            ui.label(egui::RichText::new(line).color(ink_dim()));
        }
        // Who is there is not known while the connection is lost.
        if online.lost {
            ui.label(egui::RichText::new(t!("online-connection-lost")).color(NOTE_RED));
        } else {
            presence_ui(ui, online, names);
        }
        if let Some(deadline) = online.deadline {
            let left = time_words(deadline.saturating_sub(now()));
            ui.label(egui::RichText::new(t!("online-deadline", time = left)).color(ink_dim()));
        }
        if let Some(code) = &online.rematch {
            let by = online
                .rematch_by
                .filter(|&by| Some(by) != online.seat)
                .and_then(|by| names.get(by.index()));
            let line = match by {
                Some(name) => t!(
                    "online-rematch-offered-by",
                    name = name.as_str(),
                    code = code.as_str()
                ),
                None => t!("online-rematch-offered", code = code.as_str()),
            };
            ui.label(egui::RichText::new(line).color(BRASS));
        }
        #[cfg(target_arch = "wasm32")]
        if online.seat.is_some() {
            super::browser_notice::offer_notices(ui);
        }
    });
}
