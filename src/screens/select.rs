//! The choice of game: all four listed, each with its table in small and its lesson (a
//! guided first game, offered on the game's first start and marked once finished).

use crate::session::{GameId, MatchSetup, Screen, TypedNames};
use crate::settings::Settings;
use crate::t;
use crate::theme::{BRASS, ink_dim};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        select_ui.run_if(in_state(Screen::ChooseGame)),
    );
}

/// How wide a game's table in small is drawn beside its words.
const MINIATURE_WIDTH: f32 = 117.0;

/// What the player picked on this screen.
enum Picked {
    SetUp(GameId),
    Learn(GameId),
}

/// One game's card: its table in small, its name and what it is, Set up (or, the first
/// time, the offer of its lesson) and Learn.
fn game_card(
    ui: &mut egui::Ui,
    game: GameId,
    width: f32,
    settings: &Settings,
    offer: &mut Option<GameId>,
) -> Option<Picked> {
    let mut picked = None;
    let card = crate::theme::card().inner_margin(egui::Margin::symmetric(20, 12));
    // On a phone held upright the buttons go under the words, side by side.
    let stacked = width < 500.0;
    card.show(ui, |ui| {
        ui.set_width(width);
        // Beside the words; on a phone at the end of the buttons' row, where it adds no
        // height.
        let words = |ui: &mut egui::Ui| {
            ui.horizontal_top(|ui| {
                let room = if stacked {
                    width
                } else {
                    super::miniature::miniature(ui, game, MINIATURE_WIDTH);
                    ui.add_space(6.0);
                    width - 180.0 - MINIATURE_WIDTH - 14.0
                };
                ui.vertical(|ui| {
                    ui.set_width(room);
                    ui.label(egui::RichText::new(game.name()).size(26.0).strong());
                    ui.label(egui::RichText::new(game.blurb()).color(ink_dim()));
                });
            });
        };
        let layout = if stacked {
            egui::Layout::top_down(egui::Align::Min)
        } else {
            egui::Layout::left_to_right(egui::Align::Min)
        };
        ui.with_layout(layout, |ui| {
            ui.vertical(words);
            let buttons = if stacked {
                egui::Layout::left_to_right(egui::Align::Min)
            } else {
                egui::Layout::top_down(egui::Align::Min)
            };
            ui.with_layout(buttons, |ui| {
                let button = ui.add_sized([130.0, 44.0], egui::Button::new(t!("select-set-up")));
                if game == GameId::CodeBreaker
                    && offer.is_none()
                    && !ui.ctx().memory(|m| m.focused().is_some())
                {
                    button.request_focus();
                }
                if button.clicked() {
                    let first_start = !settings.lessons_offered.contains(&game)
                        && !settings.lessons_done.contains(&game);
                    if first_start {
                        *offer = Some(game);
                    } else {
                        picked = Some(Picked::SetUp(game));
                    }
                }
                let done = settings.lessons_done.contains(&game);
                let learn = ui
                    .add_sized(
                        [130.0, if stacked { 44.0 } else { 28.0 }],
                        egui::Button::new(if done {
                            t!("select-learn-again")
                        } else {
                            t!("select-learn")
                        }),
                    )
                    .on_hover_text(t!("select-learn-about", game = game.name()));
                if learn.clicked() {
                    picked = Some(Picked::Learn(game));
                }
                if stacked {
                    ui.add_space(4.0);
                    super::miniature::miniature(ui, game, 44.0 * super::miniature::ASPECT);
                }
            });
        });
    });
    picked
}

fn select_ui(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<MatchSetup>,
    mut typed: ResMut<TypedNames>,
    mut settings: ResMut<Settings>,
    mut offer: Local<Option<GameId>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut picked = None;
    if let Some(game) = *offer {
        picked = lesson_offer(ctx, game);
        if picked.is_some() || crate::theme::going_back(ctx) {
            *offer = None;
            if !settings.lessons_offered.contains(&game) {
                settings.lessons_offered.push(game);
            }
        }
    }
    let back = offer.is_none() && crate::theme::going_back(ctx);
    crate::theme::menu_screen(ctx, |ui| {
        // Four games and Back fit a 1280x720 window (and 1024x600) without scrolling.
        ui.add_space(8.0);
        ui.label(
            egui::RichText::new(t!("select-heading"))
                .size(36.0)
                .color(BRASS),
        );
        ui.add_space(6.0);
        // As wide as the window allows, so a longer language's blurbs stay on two lines.
        let width = crate::theme::menu_card_width(ui, 560.0, 780.0);
        for game in GameId::ALL {
            if let Some(chosen) = game_card(ui, game, width, &settings, &mut offer) {
                picked = Some(chosen);
            }
            ui.add_space(4.0);
        }
        ui.add_space(6.0);
        if ui
            .add_sized([200.0, 44.0], egui::Button::new(t!("select-back")))
            .clicked()
            || back
        {
            next.set(Screen::Title);
        }
    });
    match picked {
        Some(Picked::SetUp(game)) => {
            if setup.game != game {
                *setup = MatchSetup { game, ..default() };
                *typed = TypedNames::default();
            }
            next.set(Screen::Setup);
        }
        Some(Picked::Learn(game))
            if crate::table::lesson::begin(game, &mut setup, &mut commands) =>
        {
            next.set(Screen::Playing);
        }
        _ => {}
    }
    Ok(())
}

/// The first start of a game offers its lesson: learn by playing, or set up a match.
fn lesson_offer(ctx: &egui::Context, game: GameId) -> Option<Picked> {
    let mut picked = None;
    crate::theme::dim_behind(ctx, "lesson-offer-dim");
    egui::Window::new("lesson-offer")
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_width(crate::theme::fitting_width(ui.ctx(), 420.0, 48.0));
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(t!("lesson-offer-title", game = game.name()))
                        .size(28.0)
                        .strong()
                        .color(BRASS),
                );
                ui.label(egui::RichText::new(t!("lesson-offer-text")).size(17.0));
                ui.add_space(10.0);
                let learn = ui.add_sized(
                    [260.0, 44.0],
                    egui::Button::new(egui::RichText::new(t!("lesson-offer-learn")).strong()),
                );
                if !ui.ctx().memory(|m| m.focused().is_some()) {
                    learn.request_focus();
                }
                if learn.clicked() {
                    picked = Some(Picked::Learn(game));
                }
                if ui
                    .add_sized([260.0, 36.0], egui::Button::new(t!("lesson-offer-set-up")))
                    .clicked()
                {
                    picked = Some(Picked::SetUp(game));
                }
            });
        });
    picked
}
