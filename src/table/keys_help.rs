//! The keys and the pad's buttons at the table, behind a "?": a list drawn over the table
//! (the side panel shows no block of shortcuts), opened and closed by F1, "?", the pad's
//! Select or the "?" button beside Menu; Esc closes it before it would open the menu.

use crate::input::TableAction;
use crate::session::Screen;
use crate::t;
use crate::theme::{BRASS, INK, ink_dim};
use bevy::prelude::*;
use bevy_egui::egui;
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeysHelp>()
        .add_systems(
            PreUpdate,
            follow_the_keys.after(crate::input::KeysQuietSystems),
        )
        .add_systems(
            Update,
            close_it
                .run_if(state_changed::<Screen>.or_else(state_changed::<crate::session::Paused>)),
        );
}

/// Whether the list of keys is shown over the table.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeysHelp {
    pub shown: bool,
}

/// F1, "?" and the pad's Select show or hide the list; while it is shown, Esc (or the pad's
/// Start) hides it and opens nothing else.
fn follow_the_keys(
    actions: Option<Single<&mut ActionState<TableAction>>>,
    screen: Res<State<Screen>>,
    mut help: ResMut<KeysHelp>,
    mut quiet: ResMut<crate::input::KeysQuiet>,
) {
    let Some(mut actions) = actions else { return };
    if *screen.get() != Screen::Playing {
        return;
    }
    if actions.just_pressed(&TableAction::Keys) {
        help.shown = !help.shown;
    } else if help.shown && actions.just_pressed(&TableAction::Pause) {
        // Let go of before the menu reads it, and held back until the key is let go.
        actions.release(&TableAction::Pause);
        quiet.spend();
        help.shown = false;
    }
}

/// Another screen, or the menu: the list goes with the table.
fn close_it(mut help: ResMut<KeysHelp>) {
    if help.shown {
        help.shown = false;
    }
}

/// The "?" button beside Menu: shows or hides the list.
pub fn button(ui: &mut egui::Ui, help: &mut KeysHelp) {
    let pressed = ui
        .add(egui::Button::new(egui::RichText::new("?").strong()).selected(help.shown))
        .on_hover_text(t!("keys-about"))
        .clicked();
    if pressed {
        help.shown = !help.shown;
    }
}

/// The list over the table, if shown: the game's keys (`game`, its parts parted by " · ",
/// as the rules pages word them), then those every table shares; the table dimmed behind.
pub fn overlay(ctx: &egui::Context, game: &str, help: &mut KeysHelp) {
    if !help.shown {
        return;
    }
    crate::theme::dim_behind(ctx, "keys-help-dim");
    let width = crate::theme::fitting_width(ctx, 520.0, 40.0);
    let tallest = (ctx.content_rect().height() - 140.0).max(120.0);
    let mut close = false;
    egui::Window::new("keys-help")
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.label(
                egui::RichText::new(t!("keys-title"))
                    .size(24.0)
                    .strong()
                    .color(BRASS),
            );
            ui.add_space(4.0);
            egui::ScrollArea::vertical()
                .max_height(tallest)
                .show(ui, |ui| {
                    parts(ui, game);
                    ui.add_space(6.0);
                    ui.label(
                        egui::RichText::new(t!("keys-everywhere"))
                            .strong()
                            .color(ink_dim()),
                    );
                    parts(ui, &t!("keys-shared"));
                });
            ui.add_space(6.0);
            close = ui
                .add(
                    egui::Button::new(t!("keys-close"))
                        .min_size(egui::vec2(0.0, ui.spacing().interact_size.y)),
                )
                .clicked();
        });
    if close {
        help.shown = false;
    }
}

/// Each part of `list` (parted by " · ") on a line of its own.
fn parts(ui: &mut egui::Ui, list: &str) {
    for part in list.split(" · ").map(str::trim).filter(|p| !p.is_empty()) {
        ui.label(egui::RichText::new(format!("•  {part}")).color(INK));
    }
}
