//! The title screen.

use super::{PauseMenu, PausePage, Screen, settings_ui};
use crate::settings::Settings;
use crate::theme::{BRASS, INK_DIM};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        title_ui.run_if(in_state(Screen::Title)),
    );
}

fn title_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut menu: ResMut<PauseMenu>,
    mut settings: ResMut<Settings>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::theme::menu_screen(ctx, |ui| {
        ui.add_space(ui.available_height() * 0.16);
        ui.label(
            egui::RichText::new("CODE BREAKERS")
                .size(72.0)
                .strong()
                .color(BRASS),
        );
        ui.label(
            egui::RichText::new("Four code-breaking games at one table")
                .size(22.0)
                .color(INK_DIM),
        );
        ui.add_space(36.0);
        let size = egui::vec2(260.0, 48.0);
        let play = ui.add_sized(
            size,
            egui::Button::new(egui::RichText::new("Play").size(24.0)),
        );
        if !ctx.memory(|m| m.focused().is_some()) {
            play.request_focus();
        }
        if play.clicked() {
            next.set(Screen::ChooseGame);
        }
        if ui.add_sized(size, egui::Button::new("Settings")).clicked() {
            menu.page = PausePage::Settings;
            menu.open = !menu.open;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if ui.add_sized(size, egui::Button::new("Quit")).clicked() {
            exit.write(AppExit::Success);
        }
        #[cfg(target_arch = "wasm32")]
        let _ = &mut exit;
    });
    if menu.open {
        let mut open = true;
        egui::Window::new("Settings")
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 60.0])
            .collapsible(false)
            .resizable(false)
            .open(&mut open)
            .show(ctx, |ui| settings_ui(ui, &mut settings));
        menu.open = open;
    }
    Ok(())
}
