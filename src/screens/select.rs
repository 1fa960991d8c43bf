//! The choice of game: all four listed, the ones not built yet marked as coming.

use super::{GameId, MatchSetup, Screen, TypedNames};
use crate::t;
use crate::theme::{BRASS, INK_DIM};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        select_ui.run_if(in_state(Screen::ChooseGame)),
    );
}

fn select_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<MatchSetup>,
    mut typed: ResMut<TypedNames>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let back = crate::theme::going_back(ctx);
    crate::theme::menu_screen(ctx, |ui| {
        ui.add_space(20.0);
        ui.label(
            egui::RichText::new(t!("select-heading"))
                .size(40.0)
                .color(BRASS),
        );
        ui.add_space(12.0);
        // As wide as the window allows, so a longer language's blurbs stay on two lines.
        let width = (ui.available_width() - 80.0).clamp(560.0, 780.0);
        for game in GameId::ALL {
            crate::theme::card().show(ui, |ui| {
                ui.set_width(width);
                ui.horizontal(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(width - 180.0);
                        ui.label(egui::RichText::new(game.name()).size(26.0).strong());
                        ui.label(egui::RichText::new(game.blurb()).color(INK_DIM));
                    });
                    if game.is_playable() {
                        let button =
                            ui.add_sized([130.0, 44.0], egui::Button::new(t!("select-set-up")));
                        if game == GameId::CodeBreaker && !ctx.memory(|m| m.focused().is_some()) {
                            button.request_focus();
                        }
                        if button.clicked() {
                            if setup.game != game {
                                *setup = MatchSetup { game, ..default() };
                                *typed = TypedNames::default();
                            }
                            next.set(Screen::Setup);
                        }
                    } else {
                        ui.add_enabled(
                            false,
                            egui::Button::new(t!("select-coming-soon"))
                                .min_size(egui::vec2(130.0, 44.0)),
                        );
                    }
                });
            });
            ui.add_space(4.0);
        }
        ui.add_space(12.0);
        if ui
            .add_sized([200.0, 44.0], egui::Button::new(t!("select-back")))
            .clicked()
            || back
        {
            next.set(Screen::Title);
        }
    });
    Ok(())
}
