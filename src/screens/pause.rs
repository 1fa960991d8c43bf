//! The pause menu over a game: resume, settings, the game's rules, resign an online
//! match, quit to the title.

use crate::i18n::Language;
use crate::input::TableAction;
use crate::session::{MatchSetup, PauseMenu, PausePage, Paused, Screen};
use crate::settings::{AnimationSpeed, InterfaceScale, Settings, SmoothEdges};
use crate::t;
use crate::table::remote::Resign;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pause_ui.run_if(in_state(Paused::Yes)),
    );
}

/// Pause pauses: while the menu is open over a game, the game's clock stands still, so
/// motions, the table's busy time, a computer's visible thinking and a summary's closing
/// all wait where they are (and the table's systems do not run: `Paused::No` guards them).
pub(super) fn stop_the_clock(mut time: ResMut<Time<Virtual>>, mut menu: ResMut<PauseMenu>) {
    time.pause();
    menu.page = PausePage::Main;
}

/// The menu closed (or the game left): the clock goes on.
pub(super) fn start_the_clock(mut time: ResMut<Time<Virtual>>) {
    time.unpause();
}

/// Esc, P or the pad's Start opens the menu; from a page of it, back to its first page;
/// from its first page, back to the game.
pub(super) fn toggle_with_pause_key(
    actions: Single<&ActionState<TableAction>>,
    paused: Res<State<Paused>>,
    mut pause: ResMut<NextState<Paused>>,
    mut menu: ResMut<PauseMenu>,
) {
    if !actions.just_pressed(&TableAction::Pause) {
        return;
    }
    match (*paused.get(), menu.page) {
        (Paused::Yes, PausePage::Settings | PausePage::Rules) => menu.page = PausePage::Main,
        (Paused::Yes, PausePage::Main) => pause.set(Paused::No),
        (Paused::No, _) => pause.set(Paused::Yes),
    }
}

/// The settings every screen shows alike: a grid of names and controls, or upright (a
/// phone's) each name over its control.
pub fn settings_ui(ui: &mut egui::Ui, settings: &mut Settings) {
    let mut edited = settings.clone();
    // On a small screen (or at a large interface scale) the settings scroll, the window's
    // title and its Back staying in sight.
    let room = (ui.ctx().content_rect().height() - 150.0).max(120.0);
    // As tall as the room (a window's body is otherwise given egui's default height, and
    // scrolled within it though the screen has room for all).
    egui::ScrollArea::vertical()
        .max_height(room)
        .min_scrolled_height(room)
        .show(ui, |ui| {
            if crate::theme::narrow_screen(ui.ctx()) {
                ui.vertical(|ui| {
                    setting_rows(ui, &mut edited, Choices::Wrapped, |ui| {
                        ui.add_space(10.0);
                    })
                });
            } else {
                egui::Grid::new("settings")
                    .num_columns(2)
                    .spacing([24.0, 12.0])
                    .show(ui, |ui| {
                        setting_rows(ui, &mut edited, Choices::OneRow, |ui| ui.end_row())
                    });
            }
        });
    if edited != *settings {
        *settings = edited;
    }
}

/// How a setting's choices stand side by side.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Choices {
    /// On one row: a grid's row is as tall as its first line, so choices wrapped onto a
    /// second would lie on the next setting.
    OneRow,
    /// Wrapped to the width (a phone's column, where each control has a row of its own).
    Wrapped,
}

impl Choices {
    fn show(self, ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
        match self {
            Choices::OneRow => ui.horizontal(add),
            Choices::Wrapped => ui.horizontal_wrapped(add),
        };
    }
}

/// A volume's slider, its level told beside it in per cent.
fn volume_slider(ui: &mut egui::Ui, volume: &mut f32) {
    ui.add(
        egui::Slider::new(volume, 0.0..=1.0)
            // A bar, not a ring: a round knob on a thin rail reads as a "0".
            .handle_shape(egui::style::HandleShape::Rect { aspect_ratio: 0.45 })
            .show_value(true)
            .custom_formatter(|level, _| {
                t!("settings-percent", percent = (level * 100.0).round() as u32)
            })
            .custom_parser(|typed| {
                let digits: String = typed.chars().filter(char::is_ascii_digit).collect();
                digits
                    .parse::<f64>()
                    .ok()
                    .map(|n| (n / 100.0).clamp(0.0, 1.0))
            }),
    );
}

/// Each setting: its name, its control, then `end_row` (a grid's next row, or a gap).
fn setting_rows(
    ui: &mut egui::Ui,
    edited: &mut Settings,
    choices: Choices,
    end_row: impl Fn(&mut egui::Ui),
) {
    ui.label(t!("settings-language"));
    let mut chosen = edited.language();
    egui::ComboBox::from_id_salt("settings-language")
        .selected_text(chosen.name())
        .show_ui(ui, |ui| {
            for language in Language::ALL {
                ui.selectable_value(&mut chosen, language, language.name());
            }
        });
    if chosen != edited.language() {
        edited.language = Some(chosen);
    }
    end_row(ui);
    ui.label(t!("settings-interface-scale"));
    egui::ComboBox::from_id_salt("settings-interface-scale")
        .selected_text(edited.interface_scale.label())
        .show_ui(ui, |ui| {
            for scale in InterfaceScale::ALL {
                ui.selectable_value(&mut edited.interface_scale, scale, scale.label());
            }
        });
    end_row(ui);
    let chosen = edited.interface_scale.factor();
    let screen = ui.ctx().content_rect().size() * ui.ctx().zoom_factor();
    let held = crate::theme::held_interface_scale(Vec2::new(screen.x, screen.y), chosen);
    if held < chosen - 0.005 {
        if choices == Choices::OneRow {
            // A row of the grid of its own, the names' column left empty.
            ui.label("");
        }
        ui.label(
            egui::RichText::new(t!(
                "settings-scale-held",
                percent = (held * 100.0).round() as u32
            ))
            .color(crate::theme::ink_dim()),
        );
        end_row(ui);
    }
    ui.label(t!("settings-music-volume"));
    volume_slider(ui, &mut edited.music_volume);
    end_row(ui);
    ui.label(t!("settings-effects-volume"));
    volume_slider(ui, &mut edited.effects_volume);
    end_row(ui);
    ui.label(t!("settings-animations"));
    choices.show(ui, |ui| {
        for speed in AnimationSpeed::ALL {
            ui.selectable_value(&mut edited.animation_speed, speed, speed.label());
        }
    });
    end_row(ui);
    ui.label(t!("settings-peg-symbols"));
    ui.checkbox(&mut edited.peg_symbols, t!("settings-peg-symbols-why"));
    end_row(ui);
    ui.label(t!("settings-high-contrast"));
    ui.checkbox(&mut edited.high_contrast, t!("settings-high-contrast-why"));
    end_row(ui);
    ui.label(t!("settings-smooth-edges"));
    choices.show(ui, |ui| {
        for smooth in SmoothEdges::ALL {
            ui.selectable_value(&mut edited.smooth_edges, smooth, smooth.label())
                .on_hover_text(t!("settings-smooth-edges-why"));
        }
    });
    end_row(ui);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let named = ui.label(t!("settings-fullscreen"));
        ui.checkbox(&mut edited.fullscreen, "")
            .labelled_by(named.id);
        end_row(ui);
    }
}

/// Resume, the settings, the game's rules, resigning an online match, and leaving it.
fn main_page(
    ui: &mut egui::Ui,
    menu: &mut PauseMenu,
    pause: &mut NextState<Paused>,
    next: &mut NextState<Screen>,
    setup: &MatchSetup,
    quit: &str,
    resign: Option<&mut MessageWriter<Resign>>,
) {
    ui.vertical_centered(|ui| {
        let size = [280.0, 44.0];
        let resume = ui.add_sized(size, egui::Button::new(t!("pause-resume")));
        if !ui.ctx().memory(|m| m.focused().is_some()) {
            resume.request_focus();
        }
        if resume.clicked() {
            pause.set(Paused::No);
        }
        if ui
            .add_sized(size, egui::Button::new(t!("pause-settings")))
            .clicked()
        {
            menu.page = PausePage::Settings;
        }
        if ui
            .add_sized(
                size,
                egui::Button::new(t!("pause-rules-of", game = setup.game.name())),
            )
            .clicked()
        {
            menu.page = PausePage::Rules;
        }
        if let Some(resign) = resign {
            resign_button(ui, size, pause, resign);
        }
        if ui.add_sized(size, egui::Button::new(quit)).clicked() {
            next.set(Screen::Title);
        }
    });
}

/// Resign, said twice: the second press (Yes, resign) goes to the server, and the menu
/// closes on the table, where the end or the computer taking the seat is told.
fn resign_button(
    ui: &mut egui::Ui,
    size: [f32; 2],
    pause: &mut NextState<Paused>,
    resign: &mut MessageWriter<Resign>,
) {
    let asked = egui::Id::new("pause-resign-asked");
    let asking = ui
        .ctx()
        .data(|d| d.get_temp::<bool>(asked))
        .unwrap_or(false);
    if !asking {
        if ui
            .add_sized(size, egui::Button::new(t!("pause-resign")))
            .on_hover_text(t!("pause-resign-about"))
            .clicked()
        {
            ui.ctx().data_mut(|d| d.insert_temp(asked, true));
        }
        return;
    }
    let sure =
        egui::Button::new(egui::RichText::new(t!("pause-resign-sure")).color(egui::Color32::WHITE))
            .fill(crate::theme::delete_red());
    if ui.add_sized(size, sure).clicked() {
        resign.write(Resign);
        ui.ctx().data_mut(|d| d.remove::<bool>(asked));
        pause.set(Paused::No);
    }
    if ui
        .add_sized(size, egui::Button::new(t!("pause-resign-keep")))
        .clicked()
    {
        ui.ctx().data_mut(|d| d.remove::<bool>(asked));
    }
}

/// The rules of `game`, in the language of the moment, scrolling.
fn rules_page(ui: &mut egui::Ui, game: crate::session::GameId) {
    // Tall enough to read, short enough that the window's title and Back stay on a small
    // screen (or at a large interface scale).
    let room = ui.ctx().content_rect().height() - 150.0;
    egui::ScrollArea::vertical()
        .max_height(room.clamp(120.0, 480.0))
        .show(ui, |ui| {
            ui.set_width(crate::theme::fitting_width(ui.ctx(), 640.0, 56.0));
            for paragraph in game.rules().split("\n\n") {
                if let Some(heading) = paragraph.strip_prefix("# ") {
                    ui.label(
                        egui::RichText::new(heading)
                            .size(22.0)
                            .strong()
                            .color(crate::theme::BRASS),
                    );
                } else {
                    ui.label(paragraph);
                }
            }
        });
}

fn pause_ui(
    mut contexts: EguiContexts,
    mut menu: ResMut<PauseMenu>,
    mut pause: ResMut<NextState<Paused>>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    setup: Res<MatchSetup>,
    (online, mut resign): (
        Option<Res<crate::table::remote::OnlineTable>>,
        MessageWriter<Resign>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Online the match goes on without this screen: the player leaves its table.
    let quit = if online.is_some() {
        t!("pause-leave-online")
    } else {
        t!("pause-quit")
    };
    crate::theme::dim_behind(ctx, "pause-dim");
    let title = match menu.page {
        PausePage::Main => t!("pause-title"),
        PausePage::Settings => t!("pause-settings"),
        PausePage::Rules => t!("pause-rules"),
    };
    egui::Window::new(title)
        .id(egui::Id::new(("pause-menu", menu.page)))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        // Opaque: the table's pegs and cards do not show through the rules.
        .frame(egui::Frame::window(&ctx.global_style()).fill(crate::theme::panel_opaque()))
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| match menu.page {
            PausePage::Main => {
                // A seat of an online match still in play may resign.
                let seated = online
                    .as_ref()
                    .is_some_and(|o| o.seat.is_some() && o.stopped.is_none());
                let resign = seated.then_some(&mut resign);
                main_page(ui, &mut menu, &mut pause, &mut next, &setup, &quit, resign);
            }
            PausePage::Settings => {
                settings_ui(ui, &mut settings);
                if ui.button(t!("pause-back")).clicked() {
                    menu.page = PausePage::Main;
                }
            }
            PausePage::Rules => {
                rules_page(ui, setup.game);
                if ui.button(t!("pause-back")).clicked() {
                    menu.page = PausePage::Main;
                }
            }
        });
    Ok(())
}
