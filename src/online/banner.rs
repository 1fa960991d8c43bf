//! The banner over the table while the connection to the server is lost: it goes when the
//! session is back (the match catches up by itself).

use crate::t;
use crate::table::remote::OnlineTable;
use crate::theme::NOTE_RED;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub fn banner_ui(mut contexts: EguiContexts, online: Res<OnlineTable>) -> Result {
    if !online.lost {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("online-connection-lost"))
        .order(egui::Order::Foreground)
        // A slim strip along the table's top edge: the pieces below stay in sight.
        .anchor(egui::Align2::CENTER_TOP, [150.0, 0.0])
        .show(ctx, |ui| {
            crate::theme::card().inner_margin(6).show(ui, |ui| {
                ui.label(
                    egui::RichText::new(t!("online-connection-lost"))
                        .size(17.0)
                        .color(NOTE_RED),
                );
            });
        });
    Ok(())
}
