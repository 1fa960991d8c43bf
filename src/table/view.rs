//! The table's shared egui pieces: the hand-over cover, the summary card and the log.

use super::lesson::LessonRun;
use super::replay::{Replay, ReplayStep};
use super::{GameLog, HandOver, Proceed, Summary};
use crate::i18n::render;
use crate::input::TableAction;
use crate::screens::Screen;
use crate::t;
use crate::theme::{BRASS, INK_DIM};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use leafwing_input_manager::prelude::ActionState;

/// Registered by the windowed app only.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (hand_over_ui, summary_ui).run_if(in_state(Screen::Playing)),
    )
    .add_systems(Update, proceed_with_keys.run_if(in_state(Screen::Playing)))
    .add_systems(
        EguiPrimaryContextPass,
        (
            super::lesson::share_with_panels,
            super::lesson::lesson_window.run_if(resource_exists::<LessonRun>),
        )
            .run_if(in_state(Screen::Playing)),
    )
    .add_systems(
        Update,
        retell_captions.run_if(resource_exists_and_changed::<crate::settings::Settings>),
    );
}

/// A word painted on a table once (Code Breaker's shield, Code Knacker's tray): the key of
/// its message, told again when the language changes.
#[derive(Component)]
pub struct Caption(pub &'static str);

/// The tables' painted words in the language just chosen.
fn retell_captions(mut captions: Query<(&Caption, &mut Text2d)>) {
    for (caption, mut text) in &mut captions {
        let told = render(&codebreakers_kernel::Words::new(caption.0));
        if text.0 != told {
            text.0 = told;
        }
    }
}

/// Enter or the gamepad's A confirms a hand-over or a summary.
fn proceed_with_keys(
    actions: Single<&ActionState<TableAction>>,
    hand_over: Res<HandOver>,
    summary: Res<Summary>,
    mut proceed: MessageWriter<Proceed>,
) {
    let waiting =
        hand_over.to.is_some() || (!summary.lines.is_empty() && summary.auto_close.is_none());
    if waiting
        && (actions.just_pressed(&TableAction::Submit) || actions.just_pressed(&TableAction::Place))
    {
        proceed.write(Proceed);
    }
}

fn hand_over_ui(
    mut contexts: EguiContexts,
    hand_over: Res<HandOver>,
    mut proceed: MessageWriter<Proceed>,
) -> Result {
    let Some((_, name)) = &hand_over.to else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("hand-over"))
        .order(egui::Order::Foreground)
        .fixed_pos(egui::Pos2::ZERO)
        .show(ctx, |ui| {
            let screen = ctx.content_rect();
            ui.painter()
                .rect_filled(screen, 0.0, egui::Color32::from_rgb(0x12, 0x0E, 0x0B));
            ui.scope_builder(egui::UiBuilder::new().max_rect(screen), |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(screen.height() * 0.3);
                    ui.label(
                        egui::RichText::new(t!("table-pass-to", name = name))
                            .size(44.0)
                            .color(BRASS),
                    );
                    ui.label(
                        egui::RichText::new(t!("table-look-away"))
                            .size(20.0)
                            .color(INK_DIM),
                    );
                    ui.add_space(30.0);
                    let ready = ui.add_sized(
                        [280.0, 54.0],
                        egui::Button::new(
                            egui::RichText::new(t!("table-i-am", name = name)).size(24.0),
                        ),
                    );
                    ready.request_focus();
                    if ready.clicked() {
                        proceed.write(Proceed);
                    }
                });
            });
        });
    Ok(())
}

fn summary_ui(
    mut contexts: EguiContexts,
    summary: Res<Summary>,
    hand_over: Res<HandOver>,
    mut proceed: MessageWriter<Proceed>,
) -> Result {
    if summary.lines.is_empty() || hand_over.to.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("summary")
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, -40.0])
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_width(460.0);
            ui.vertical_centered(|ui| {
                let mut lines = summary.lines.iter();
                if let Some(title) = lines.next() {
                    ui.label(
                        egui::RichText::new(render(title))
                            .size(30.0)
                            .strong()
                            .color(BRASS),
                    );
                }
                for line in lines {
                    ui.label(egui::RichText::new(render(line)).size(20.0));
                }
                ui.add_space(8.0);
                if summary.auto_close.is_none() {
                    let next = ui.add_sized([220.0, 46.0], egui::Button::new(t!("table-continue")));
                    next.request_focus();
                    if next.clicked() {
                        proceed.write(Proceed);
                    }
                }
            });
        });
    Ok(())
}

/// The game log, newest last, for a game's side panel. The panel paints no backdrop (the
/// frame's clear colour is), so the log is told the colour it lies on, for the fade over
/// its older lines.
pub fn log_ui(ui: &mut egui::Ui, log: &GameLog) {
    let backdrop = egui::Frame::new().fill(crate::theme::PANEL_ON_FELT_UI);
    let lies_on =
        egui::UiBuilder::new().ui_stack_info(egui::UiStackInfo::default().with_frame(backdrop));
    ui.scope_builder(lies_on, |ui| {
        // However little height it is left, the log keeps to it: egui's least height of
        // a scrolling area (64 points) ran it over the Undo button below a tall panel.
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .min_scrolled_height(0.0)
            .show(ui, |ui| {
                for line in &log.lines {
                    ui.label(egui::RichText::new(render(line)).size(15.0).color(INK_DIM));
                }
            });
    });
}

/// What every game's side panel works with besides its game: the pause menu, the log,
/// the Undo button's message and a replay's controls.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelShared<'w> {
    menu: ResMut<'w, crate::screens::PauseMenu>,
    log: Res<'w, GameLog>,
    take_back: MessageWriter<'w, super::TakeBack>,
    replay: Option<Res<'w, Replay>>,
    steps: MessageWriter<'w, ReplayStep>,
    lesson: Option<Res<'w, LessonRun>>,
}

/// The left panel every game shows: its title and the Menu button, the game's own part,
/// then the log, Undo (enabled when the rules let the human at the screen take a move back)
/// or a replay's controls, and a line of help along the bottom.
pub fn side_panel(
    ctx: &egui::Context,
    title: &str,
    shared: &mut PanelShared,
    undoable: usize,
    help: &str,
    body: impl FnOnce(&mut egui::Ui),
) {
    let PanelShared {
        menu,
        log,
        take_back,
        replay,
        steps,
        lesson,
    } = shared;
    let help = if replay.is_some() {
        t!("replay-help")
    } else {
        help.to_owned()
    };
    egui::Panel::left(egui::Id::new(("side-panel", title)))
        .exact_size(300.0)
        .resizable(false)
        .frame(
            // No fill: the frame's clear colour is the panel's backdrop at the table
            // (`table::surface`), as if drawn over the felt, at no cost.
            egui::Frame::new().inner_margin(16),
        )
        .show(&mut crate::theme::root_ui(ctx), |ui| {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(title).size(26.0).strong().color(BRASS));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui
                        .button(t!("table-menu"))
                        .on_hover_text(t!("table-menu-about"))
                        .clicked()
                    {
                        menu.open = true;
                        menu.page = crate::screens::PausePage::Main;
                    }
                });
            });
            body(ui);
            ui.separator();
            ui.label(egui::RichText::new(t!("table-log")).strong().color(INK_DIM));
            // Undo or the replay's controls, and the help, take the height they need at
            // the foot (however the help wraps); the log has the rest.
            let foot = egui::Panel::bottom(egui::Id::new(("side-panel-foot", title)))
                .resizable(false)
                .show_separator_line(false)
                .frame(egui::Frame::new().inner_margin(egui::Margin::symmetric(0, 6)))
                .show(ui, |ui| {
                    if let Some(replay) = replay {
                        super::replay::controls_ui(ui, replay, steps);
                    } else if lesson.is_some() {
                        // The lesson's own Back stands for Undo.
                    } else {
                        let undo = ui
                            .add_enabled(undoable > 0, egui::Button::new(t!("table-undo")))
                            .on_hover_text(t!("table-undo-about"))
                            .on_disabled_hover_text(t!("table-undo-none"));
                        if undo.clicked() {
                            take_back.write(super::TakeBack);
                        }
                    }
                    ui.label(egui::RichText::new(&help).size(13.0).color(INK_DIM));
                })
                .response
                .rect;
            // The log scrolls in what is left above the foot, its newest line in sight.
            let height = (foot.top() - ui.cursor().top() - ui.spacing().item_spacing.y).max(0.0);
            ui.allocate_ui(egui::vec2(ui.available_width(), height), |ui| {
                ui.set_max_height(height);
                log_ui(ui, log);
            });
        });
}
