//! The title screen.

use super::pause::settings_ui;
use super::saved::{resume, saved_ui, statistics_ui};
use crate::records::{SavedMatches, Saves};
use crate::session::TitleWindow;
use crate::session::{GameId, MatchSetup, Screen};
use crate::settings::Settings;
use crate::t;
use crate::theme::{BRASS, ink_dim};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TitleWindow>().add_systems(
        EguiPrimaryContextPass,
        title_ui.run_if(in_state(Screen::Title)),
    );
    #[cfg(target_arch = "wasm32")]
    app.add_systems(
        Update,
        tell_the_page_the_screen.run_if(state_changed::<Screen>),
    );
}

/// In the browser the page's full-screen button shows on the title only: anywhere else its
/// corner is the game's (a button, a card). The page's body is told when the title goes.
#[cfg(target_arch = "wasm32")]
fn tell_the_page_the_screen(screen: Res<State<Screen>>) {
    let body = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body());
    if let Some(body) = body {
        let away = *screen.get() != Screen::Title;
        // The class only hides a button: a browser refusing it changes nothing else.
        let _ = body.class_list().toggle_with_force("away-from-title", away);
    }
}

/// Where a title button leads.
#[derive(bevy::ecs::system::SystemParam)]
struct Saved<'w> {
    saved: ResMut<'w, SavedMatches>,
    saves: Res<'w, Saves>,
    setup: ResMut<'w, MatchSetup>,
    window: ResMut<'w, TitleWindow>,
    online: ResMut<'w, crate::online::screen::OnlineScreen>,
}

fn title_ui(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut settings: ResMut<Settings>,
    mut saved: Saved,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Escape closes the window open over the title.
    if crate::theme::going_back(ctx) {
        *saved.window = TitleWindow::None;
    }
    crate::theme::menu_screen(ctx, |ui| {
        title_menu(ui, &mut commands, &mut next, &mut saved, &mut exit);
    });
    let mut open = *saved.window != TitleWindow::None;
    let Saved {
        saved: list,
        saves,
        setup,
        window,
        ..
    } = &mut saved;
    match **window {
        TitleWindow::None => {}
        TitleWindow::Settings => {
            let shown = title_window(ctx, "title-settings", 0.0);
            show_closable(ctx, shown, &mut open, |ui| settings_ui(ui, &mut settings));
        }
        TitleWindow::Saved => {
            let shown = title_window(ctx, "title-saved", 40.0);
            show_closable(ctx, shown, &mut open, |ui| {
                // Wide enough for a game and three names on one line.
                ui.set_min_width(crate::theme::fitting_width(ctx, 520.0, 60.0));
                saved_ui(ui, list, saves, &mut commands, setup, &mut next);
            });
        }
        TitleWindow::Statistics(_) => {
            let shown = title_window(ctx, "title-statistics", 20.0).default_width(520.0);
            show_closable(ctx, shown, &mut open, |ui| statistics_ui(ui, list, window));
        }
    }
    if !open {
        **window = TitleWindow::None;
    }
    Ok(())
}

/// A window of the title, closed by the × of its title bar, or on a phone (where that × is
/// smaller than a fingertip) by a Close button of a finger's size at its foot.
fn show_closable(
    ctx: &egui::Context,
    window: egui::Window<'_>,
    open: &mut bool,
    add: impl FnOnce(&mut egui::Ui),
) {
    if crate::theme::finger_screen(ctx) {
        window.show(ctx, |ui| {
            add(ui);
            ui.add_space(8.0);
            if ui.button(t!("title-close")).clicked() {
                *open = false;
            }
        });
    } else {
        window.open(open).show(ctx, add);
    }
}

/// The newest unfinished match, first, as "Continue", with what it is; without one, the
/// same room left empty.
fn continue_button(
    ui: &mut egui::Ui,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    saved: &mut Saved,
    size: egui::Vec2,
) {
    let Some(listed) = saved.saved.to_continue().cloned() else {
        // The place stays: Play is where it always is, with or without a match to go on.
        ui.add_space(size.y + CONTINUE_ABOUT_HEIGHT + 4.0 + 2.0 * ui.spacing().item_spacing.y);
        return;
    };
    let game = GameId::of_id(&listed.save.game).map_or_else(String::new, GameId::name);
    let resume_it = ui.add_sized(
        size,
        egui::Button::new(egui::RichText::new(t!("title-continue")).size(24.0)),
    );
    if resume_it.clicked() {
        resume(&listed, commands, &mut saved.setup, next);
    }
    // One line, cut short where the names are long: the place it takes is always the same.
    let about = egui::Label::new(
        egui::RichText::new(t!(
            "title-continue-about",
            game = game,
            names = listed.save.names().join(", "),
            progress = crate::records::progress(&listed.save)
        ))
        .size(14.0)
        .color(ink_dim()),
    )
    .truncate();
    ui.add_sized([ui.available_width(), CONTINUE_ABOUT_HEIGHT], about);
    ui.add_space(4.0);
}

/// The height of the line under Continue that says what it continues.
const CONTINUE_ABOUT_HEIGHT: f32 = 20.0;

/// The title's heading and its buttons: continue the newest unfinished match, play, the
/// saved matches, statistics, settings and quit.
fn title_menu(
    ui: &mut egui::Ui,
    commands: &mut Commands,
    next: &mut NextState<Screen>,
    saved: &mut Saved,
    exit: &mut MessageWriter<AppExit>,
) {
    ui.add_space(ui.available_height() * 0.16);
    ui.label(
        egui::RichText::new(t!("title-heading"))
            .size(72.0_f32.min(ui.available_width() / 8.0))
            .strong()
            .color(BRASS),
    );
    ui.label(
        egui::RichText::new(t!("title-tagline"))
            .size(22.0)
            .color(ink_dim()),
    );
    ui.add_space(36.0);
    let size = egui::vec2(260.0, 48.0);
    continue_button(ui, commands, next, saved, size);
    let play = ui.add_sized(
        size,
        egui::Button::new(egui::RichText::new(t!("title-play")).size(24.0)),
    );
    if !ui.ctx().memory(|m| m.focused().is_some()) {
        play.request_focus();
    }
    if play.clicked() {
        next.set(Screen::ChooseGame);
    }
    if ui
        .add_sized(size, egui::Button::new(t!("title-online")))
        .clicked()
    {
        saved.online.open_from_the_title();
        next.set(Screen::Online);
    }
    if ui
        .add_sized(size, egui::Button::new(t!("title-saved")))
        .clicked()
    {
        *saved.window = TitleWindow::Saved;
    }
    if ui
        .add_sized(size, egui::Button::new(t!("title-statistics")))
        .clicked()
    {
        *saved.window = TitleWindow::Statistics(saved.setup.game);
    }
    if ui
        .add_sized(size, egui::Button::new(t!("title-settings")))
        .clicked()
    {
        *saved.window = match *saved.window {
            TitleWindow::Settings => TitleWindow::None,
            _ => TitleWindow::Settings,
        };
    }
    #[cfg(not(target_arch = "wasm32"))]
    if ui
        .add_sized(size, egui::Button::new(t!("title-quit")))
        .clicked()
    {
        exit.write(AppExit::Success);
    }
    #[cfg(target_arch = "wasm32")]
    let _ = exit;
}

/// A window over the title, named by `key` (its title's message, and its id in every
/// language), `below` points under the middle of the screen.
fn title_window(ctx: &egui::Context, key: &'static str, below: f32) -> egui::Window<'static> {
    egui::Window::new(crate::i18n::render(&codebreakers_kernel::Words::new(key)))
        .id(egui::Id::new(key))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, below])
        .max_width(crate::theme::fitting_width(ctx, 640.0, 24.0))
        .frame(egui::Frame::window(&ctx.global_style()).fill(crate::theme::panel_opaque()))
        .collapsible(false)
        .resizable(false)
}
