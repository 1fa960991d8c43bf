//! A live region for a screen reader: words it reads out as they change, without the player
//! moving to them (what to do now, a move told, a refusal). `src/table/spoken.rs` lists what
//! the table marks so.

use bevy_egui::egui::{self, accesskit};

/// Marks what `response` shows as a live region: a screen reader reads its words out when
/// they change (politely: after what it is saying).
pub fn mark(response: &egui::Response) {
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_live(accesskit::Live::Polite);
    });
}
