//! The table's shared egui pieces: the hand-over cover, the summary card and the log.

use super::lesson::LessonRun;
use super::play::{GameLog, HandOver, MoveShown, Proceed, Summary, TurnCame};
use super::replay::{Replay, ReplayStep};
use crate::i18n::render;
use crate::input::TableAction;
use crate::session::Screen;
use crate::t;
use crate::theme::{BRASS, ink_dim};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use leafwing_input_manager::prelude::ActionState;

/// Registered by the windowed app only.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            hand_over_ui,
            summary_ui,
            super::about::about_ui,
            move_shown_ui,
            turn_came_ui,
        )
            .run_if(in_state(Screen::Playing)),
    )
    .add_systems(Update, proceed_with_keys.run_if(in_state(Screen::Playing)))
    .add_systems(
        EguiPrimaryContextPass,
        (
            super::lesson::share_with_panels,
            super::lesson::lesson_window.run_if(
                resource_exists::<LessonRun>.and_then(in_state(crate::session::Paused::No)),
            ),
        )
            .run_if(in_state(Screen::Playing)),
    );
}

/// Seconds a summary or hand-over is up before a key may confirm it: the Enter that ended
/// a row does not skip the round's summary unread.
const KEYS_SETTLE_SECONDS: f32 = 0.6;

/// Enter or the gamepad's A confirms a hand-over or a summary, once it has been up a
/// moment.
fn proceed_with_keys(
    actions: Single<&ActionState<TableAction>>,
    hand_over: Res<HandOver>,
    summary: Res<Summary>,
    mut proceed: MessageWriter<Proceed>,
    time: Res<Time>,
    mut up_for: Local<f32>,
) {
    let waiting =
        hand_over.to.is_some() || (!summary.lines.is_empty() && summary.auto_close.is_none());
    if !waiting {
        *up_for = 0.0;
        return;
    }
    *up_for += time.delta_secs();
    if *up_for >= KEYS_SETTLE_SECONDS
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
    // The last player's click as the cover comes up does not pass the screen on.
    let settled = crate::theme::window_settled(ctx, egui::Id::new("hand-over"));
    egui::Area::new(egui::Id::new("hand-over"))
        .order(egui::Order::Foreground)
        .fixed_pos(egui::Pos2::ZERO)
        .show(ctx, |ui| {
            let screen = ctx.content_rect();
            ui.painter()
                .rect_filled(screen, 0.0, crate::theme::HAND_OVER_DARK);
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
                            .color(ink_dim()),
                    );
                    ui.add_space(30.0);
                    let ready = ui.add_sized(
                        [280.0, 54.0],
                        egui::Button::new(
                            egui::RichText::new(t!("table-i-am", name = name)).size(24.0),
                        ),
                    );
                    ready.request_focus();
                    if ready.clicked() && settled {
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
    mut screen: ResMut<NextState<Screen>>,
) -> Result {
    if summary.lines.is_empty() || hand_over.to.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let settled = crate::theme::window_settled(ctx, egui::Id::new("summary"));
    // The table dims behind the summary, which is what to read now.
    crate::theme::dim_behind(ctx, "summary-dim");
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
                if summary.may_leave {
                    // Knocked out: watch the others play on, or leave the table.
                    ui.horizontal(|ui| {
                        ui.add_space(ui.available_width() / 2.0 - 224.0);
                        let watch =
                            ui.add_sized([220.0, 46.0], egui::Button::new(t!("table-watch")));
                        watch.request_focus();
                        if watch.clicked() && settled {
                            proceed.write(Proceed);
                        }
                        let leave =
                            ui.add_sized([220.0, 46.0], egui::Button::new(t!("table-leave")));
                        if leave.clicked() && settled {
                            screen.set(Screen::Title);
                        }
                    });
                } else if summary.auto_close.is_none() {
                    let next = ui.add_sized([220.0, 46.0], egui::Button::new(t!("table-continue")));
                    next.request_focus();
                    if next.clicked() && settled {
                        proceed.write(Proceed);
                    }
                }
            });
        });
    Ok(())
}

/// Seconds another player's move stays told on the table, the last of them fading.
const MOVE_SHOWN_SECONDS: f32 = 5.0;
/// Seconds the "your turn" banner stays, the last of them fading.
const TURN_CAME_SECONDS: f32 = 1.8;

/// How opaque a note shown for `seconds` that has been up `shown` is now: whole, then
/// fading out over its last second.
fn fading(shown: f32, seconds: f32) -> f32 {
    (seconds - shown).clamp(0.0, 1.0)
}

/// A note over the table that takes no click, fading with `alpha`, framed in `edge`.
fn table_note(
    ctx: &egui::Context,
    id: &'static str,
    (anchor, offset): (egui::Align2, [f32; 2]),
    alpha: f32,
    edge: egui::Color32,
    contents: impl FnOnce(&mut egui::Ui),
) {
    egui::Area::new(egui::Id::new(id))
        .order(egui::Order::Middle)
        .anchor(anchor, offset)
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_opacity(alpha);
            note_frame(edge).show(ui, contents);
        });
    // It fades by itself: the next frames are drawn.
    ctx.request_repaint();
}

/// The frame of a note over the table, edged in `edge`.
fn note_frame(edge: egui::Color32) -> egui::Frame {
    egui::Frame::new()
        .fill(crate::theme::panel_opaque())
        .stroke(egui::Stroke::new(2.5, edge))
        .corner_radius(12)
        .inner_margin(egui::Margin::symmetric(16, 10))
}

/// Another player's move, told on the table where the game leaves room: who (in their
/// colour) and what they did, held long enough to read ([`super::phase::READ_SECONDS`]); it
/// never takes a click.
/// Where a note over the table may stand besides where it would: along the table's top,
/// at its right corners, in its middle (egui points from the window's edges; the side
/// panel is 300 wide).
const NOTE_PLACES: [(egui::Align2, [f32; 2]); 8] = [
    (egui::Align2::CENTER_TOP, [150.0, 8.0]),
    (egui::Align2::RIGHT_TOP, [-8.0, 8.0]),
    (egui::Align2::RIGHT_BOTTOM, [-8.0, -8.0]),
    (egui::Align2::CENTER_CENTER, [150.0, 0.0]),
    (egui::Align2::CENTER_CENTER, [150.0, -110.0]),
    (egui::Align2::CENTER_CENTER, [150.0, 110.0]),
    (egui::Align2::LEFT_CENTER, [312.0, 0.0]),
    (egui::Align2::RIGHT_CENTER, [-8.0, 0.0]),
];

/// Where the note `id` stands: at `wanted`, unless it would lie there on a piece the
/// player may touch; then at the first of [`NOTE_PLACES`] that leaves them clear, or over
/// the panel. Where none does (a phone, a large interface scale), nowhere: the panel's
/// status and the log tell the same, and a note never lies on a piece to touch.
fn note_place(
    ctx: &egui::Context,
    id: &'static str,
    wanted: (egui::Align2, [f32; 2]),
    sight: &super::sight::InSight,
) -> Option<(egui::Align2, [f32; 2])> {
    let size = ctx
        .memory(|m| m.area_rect(egui::Id::new(id)))
        .map_or(egui::vec2(320.0, 80.0), |r| r.size());
    let places: Vec<(egui::Align2, egui::Vec2)> = std::iter::once(wanted)
        .chain(NOTE_PLACES)
        .map(|(align, [x, y])| (align, egui::vec2(x, y)))
        .collect();
    let (screen, keep) = (ctx.content_rect(), sight.in_points(ctx));
    let (align, offset) = super::sight::first_clear(screen, size, &keep, &places)
        .or_else(|| super::sight::first_clear(screen, size, &keep, &over_the_panel(ctx)))?;
    Some((align, [offset.x, offset.y]))
}

/// Where a note stands when no place over the table leaves the pieces clear (a phone, a
/// large interface scale): over the panel's foot, or its top; it takes no click, and it
/// fades.
fn over_the_panel(ctx: &egui::Context) -> Vec<(egui::Align2, egui::Vec2)> {
    if crate::theme::narrow_screen(ctx) {
        vec![(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -8.0))]
    } else {
        vec![
            (egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0)),
            (egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0)),
        ]
    }
}

fn move_shown_ui(
    mut contexts: EguiContexts,
    shown: Res<MoveShown>,
    hand_over: Res<HandOver>,
    sight: Res<super::sight::InSight>,
) -> Result {
    let Some(place) = shown.place.filter(|_| shown.telling()) else {
        return Ok(());
    };
    let alpha = fading(shown.shown, MOVE_SHOWN_SECONDS);
    if alpha <= 0.0 || hand_over.to.is_some() {
        return Ok(());
    }
    // One box a seat, each framed in its colour, one under the other.
    let ctx = contexts.ctx_mut()?;
    let Some(place) = note_place(ctx, "move-shown", place, &sight) else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("move-shown"))
        .order(egui::Order::Middle)
        .anchor(place.0, place.1)
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_opacity(alpha);
            for told in &shown.told {
                let colour = crate::theme::seat_colour32(told.seat.index());
                note_frame(colour).show(ui, |ui| {
                    ui.set_max_width(320.0);
                    ui.label(
                        egui::RichText::new(&told.name)
                            .size(17.0)
                            .strong()
                            .color(colour),
                    );
                    for line in &told.lines {
                        ui.label(egui::RichText::new(render(line)).size(17.0));
                    }
                });
            }
        });
    ctx.request_repaint();
    Ok(())
}

/// The moment a human's turn comes round: a banner over the table for a breath.
fn turn_came_ui(
    mut contexts: EguiContexts,
    came: Res<TurnCame>,
    hand_over: Res<HandOver>,
    sight: Res<super::sight::InSight>,
) -> Result {
    let alpha = fading(came.shown, TURN_CAME_SECONDS);
    if came.seat.is_none() || came.answering || alpha <= 0.0 || hand_over.to.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Some(place) = note_place(
        ctx,
        "turn-came",
        (egui::Align2::CENTER_CENTER, [150.0, -20.0]),
        &sight,
    ) else {
        return Ok(());
    };
    table_note(ctx, "turn-came", place, alpha, BRASS, |ui| {
        let said = ui.label(
            egui::RichText::new(t!("table-your-turn", name = came.name.as_str()))
                .size(34.0)
                .strong()
                .color(BRASS),
        );
        super::live_region::mark(&said);
    });
    Ok(())
}

/// Size of the log's words.
const LOG_TEXT: f32 = 15.0;

/// The least height under the game's part for the log to be drawn: its separator, its
/// heading and one line. Less than that and the log is left out (it would run over the
/// panel's foot); a phone's sheet is pulled taller to read it.
const LOG_LEAST_ROOM: f32 = 56.0;

/// The room a side panel keeps for the log beside the game's part, where it is tall
/// enough: its separator, its heading and three lines.
const LOG_KEPT_ROOM: f32 = 100.0;

/// The game log, newest last, for a game's side panel: as many whole lines as fit (no
/// line cut at the top), older ones a scroll away. The panel paints no backdrop (the
/// frame's clear colour is), so the log is told the colour it lies on, for the fade over
/// its older lines.
pub fn log_ui(ui: &mut egui::Ui, log: &GameLog) {
    let backdrop = egui::Frame::new().fill(crate::theme::panel_on_felt_ui());
    let lies_on =
        egui::UiBuilder::new().ui_stack_info(egui::UiStackInfo::default().with_frame(backdrop));
    let room = ui.available_height();
    let width = ui.available_width();
    let gap = ui.spacing().item_spacing.y;
    let font = egui::FontId::proportional(LOG_TEXT);
    let mut whole = 0.0;
    for line in log.lines.iter().rev() {
        let galley = ui
            .painter()
            .layout(render(line), font.clone(), ink_dim(), width);
        let height = galley.size().y + gap;
        if whole + height > room {
            break;
        }
        whole += height;
    }
    ui.scope_builder(lies_on, |ui| {
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, true])
            .min_scrolled_height(0.0)
            .max_height(whole)
            .show(ui, |ui| {
                for line in &log.lines {
                    ui.label(
                        egui::RichText::new(render(line))
                            .size(LOG_TEXT)
                            .color(ink_dim()),
                    );
                }
            });
    });
}

/// Size of the status line's words, and the room it keeps (two lines) so that what
/// follows stays put whether it says one line or two.
const STATUS_TEXT: f32 = 18.0;
const STATUS_HEIGHT: f32 = 2.0 * 24.0;

/// What the player at the screen is to do now (or who plays), in a side panel: it keeps
/// two lines of room, so the buttons under it do not move as it changes.
pub fn status_ui(ui: &mut egui::Ui, status: &str) {
    ui.allocate_ui_with_layout(
        egui::vec2(ui.available_width(), STATUS_HEIGHT),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_height(STATUS_HEIGHT);
            super::live_region::mark(&ui.label(egui::RichText::new(status).size(STATUS_TEXT)));
        },
    );
}

/// A refusal or note on the last choice (amber) and a hint asked for (green), under a
/// side panel's buttons: they come and go without moving the buttons.
pub fn notes_ui<'a>(
    ui: &mut egui::Ui,
    message: Option<&codebreakers_kernel::Words>,
    hints: impl IntoIterator<Item = &'a codebreakers_kernel::Words>,
) {
    if let Some(message) = message {
        let said = ui.label(egui::RichText::new(render(message)).color(crate::theme::NOTE_AMBER));
        super::live_region::mark(&said);
    }
    let hint: Vec<String> = hints.into_iter().map(render).collect();
    if !hint.is_empty() {
        let said = ui.label(egui::RichText::new(hint.join(" ")).color(crate::theme::NOTE_GREEN));
        super::live_region::mark(&said);
    }
}

/// A game's part of the panel in its two halves: the players' cards, then what to do and
/// its buttons; on a phone (its sheet, or its short side panel) what to do comes first, in
/// sight without scrolling, the players' cards under it.
pub fn players_and_play(
    ui: &mut egui::Ui,
    players: impl FnOnce(&mut egui::Ui),
    play: impl FnOnce(&mut egui::Ui),
) {
    if crate::theme::narrow_screen(ui.ctx()) || crate::theme::compact_screen(ui.ctx()) {
        let top = ui.cursor().top();
        play(ui);
        let height = ui.cursor().top() - top;
        ui.data_mut(|data| data.insert_temp(egui::Id::new(PLAY_HEIGHT), height));
        ui.separator();
        players(ui);
    } else {
        players(ui);
        ui.add_space(6.0);
        ui.separator();
        play(ui);
    }
}

/// What every game's side panel works with besides its game: the pause menu, the log,
/// the Undo button's message and a replay's controls.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelShared<'w> {
    pause: ResMut<'w, NextState<crate::session::Paused>>,
    log: Res<'w, GameLog>,
    take_back: MessageWriter<'w, super::play::TakeBack>,
    replay: Option<Res<'w, Replay>>,
    steps: MessageWriter<'w, ReplayStep>,
    lesson: Option<Res<'w, LessonRun>>,
    lesson_controls: MessageWriter<'w, super::lesson::LessonControl>,
    phase: Option<Res<'w, State<super::phase::TurnPhase>>>,
    paused: Option<Res<'w, State<crate::session::Paused>>>,
    online: Option<Res<'w, super::online_seat::OnlineTable>>,
    setup: Res<'w, crate::session::MatchSetup>,
    sheet: ResMut<'w, super::surface::BottomSheet>,
    hurry: ResMut<'w, super::hurry::Hurry>,
    keys: ResMut<'w, super::keys_help::KeysHelp>,
}

/// The side panel's frame: at the left, or on a phone held upright a sheet along the
/// bottom, as tall as the player pulls it ([`sheet_handle`]), the table having the whole
/// width above it.
fn panel_frame(ctx: &egui::Context, title: &str, narrow: bool) -> egui::Panel {
    if narrow {
        egui::Panel::bottom(egui::Id::new(("side-panel-sheet", title)))
            .resizable(false)
            .exact_size(sheet_height(ctx, title))
            .frame(
                egui::Frame::new()
                    .fill(crate::theme::panel_opaque())
                    .inner_margin(SHEET_MARGIN),
            )
    } else {
        egui::Panel::left(egui::Id::new(("side-panel", title)))
            .exact_size(super::surface::panel_points(ctx.content_rect().width()))
            .resizable(false)
            .frame(
                // No fill: the frame's clear colour is the panel's backdrop at the table
                // (`table::surface`), as if drawn over the felt, at no cost.
                egui::Frame::new().inner_margin(16),
            )
    }
}

/// The sheet's frame's margin, points.
const SHEET_MARGIN: f32 = 12.0;

/// Where the sheet's height is kept, a share of the screen's (the same for every game).
const SHEET_SHARE: &str = "sheet-share";
/// The sheet's least, first and greatest share of the screen's height.
const SHEET_SHARES: (f32, f32, f32) = (0.2, 0.5, 0.75);

/// Where a game's sheet keeps the height its part for play needs (points, the
/// title row and margins with it), by the game's title.
fn sheet_needs_id(title: &str) -> egui::Id {
    egui::Id::new(("sheet-needs", title))
}

/// Where [`players_and_play`] leaves the height of the part for play this frame.
const PLAY_HEIGHT: &str = "sheet-play-height";

/// The sheet's height now, in points: its share of the screen as the player last pulled
/// it; until then half the screen, or as tall as the game's part for play needs
/// (what to do and its buttons in sight on a short phone), three quarters at most.
fn sheet_height(ctx: &egui::Context, title: &str) -> f32 {
    let screen = ctx.content_rect().height();
    let (_, first, most) = SHEET_SHARES;
    ctx.data(
        |data| match data.get_temp::<f32>(egui::Id::new(SHEET_SHARE)) {
            Some(share) => screen * share,
            None => {
                let needs = data.get_temp::<f32>(sheet_needs_id(title)).unwrap_or(0.0);
                (screen * first).max(needs).min(screen * most)
            }
        },
    )
}

/// Keeps the height the sheet needs to show the game's part for play whole (points, with
/// the title row, margins and foot), once a measure has held for [`SHEET_STEADY_FRAMES`]
/// frames (a panel's or a new button's first frame is laid out before its size is known).
/// It grows at once, but shrinks only by more than [`SHEET_SLACK`], so the sheet does not
/// bob as a line of notes comes and goes.
fn sheet_needs(ctx: &egui::Context, title: &str, needs: f32) {
    let id = sheet_needs_id(title);
    let steady_id = id.with("steady");
    let needs = (needs + SHEET_AIR).ceil();
    let steady = ctx.data_mut(|data| {
        let (seen, frames) = data.get_temp::<(f32, u32)>(steady_id).unwrap_or((needs, 0));
        let frames = if seen == needs {
            frames.saturating_add(1)
        } else {
            1
        };
        data.insert_temp(steady_id, (needs, frames));
        frames >= SHEET_STEADY_FRAMES
    });
    if !steady {
        // The next frames come, whether or not anything else moves.
        ctx.request_repaint();
        return;
    }
    ctx.data_mut(|data| {
        let had = data.get_temp::<f32>(id);
        if had.is_none_or(|had| needs > had || needs < had - SHEET_SLACK) {
            data.insert_temp(id, needs);
        }
    });
}

/// How many frames running the sheet's measure must hold before the sheet follows it.
const SHEET_STEADY_FRAMES: u32 = 3;

/// How much less a sheet fitted to its game may need before it shrinks (two lines).
const SHEET_SLACK: f32 = 48.0;

/// Room left under the part for play in a sheet fitted to it.
const SHEET_AIR: f32 = 8.0;

/// The sheet's handle: its top strip, a finger tall (the title row's buttons over it take
/// their own taps), pulled up or down to make the sheet taller or shorter; a grip bar in
/// the middle of its edge shows it can be.
fn sheet_handle(ui: &mut egui::Ui, title: &str) {
    let ctx = ui.ctx().clone();
    let top = ui.max_rect().top() - 12.0;
    let strip = egui::Rect::from_min_max(
        egui::pos2(ui.max_rect().left() - 12.0, top),
        egui::pos2(
            ui.max_rect().right() + 12.0,
            top + 12.0 + crate::theme::finger(&ctx),
        ),
    );
    let handle = ui.interact(strip, egui::Id::new("sheet-handle"), egui::Sense::drag());
    let grip = egui::Rect::from_center_size(
        egui::pos2(strip.center().x, top + 6.0),
        egui::vec2(40.0, 5.0),
    );
    let colour = if handle.dragged() { BRASS } else { ink_dim() };
    ui.painter().rect_filled(grip, 2.5, colour);
    let pulled = handle.drag_delta().y;
    if pulled != 0.0 {
        let screen = ctx.content_rect().height().max(1.0);
        let (least, _, most) = SHEET_SHARES;
        let share = ((sheet_height(&ctx, title) - pulled) / screen).clamp(least, most);
        ctx.data_mut(|data| data.insert_temp(egui::Id::new(SHEET_SHARE), share));
    }
}

/// The game's name and the Menu button, and on a phone (its sheet, or its short side
/// panel) Undo beside it: the room under the game's part is the game's.
fn title_row(
    ui: &mut egui::Ui,
    title: &str,
    pause: &mut NextState<crate::session::Paused>,
    undo: Option<Undo>,
    keys: Option<&mut super::keys_help::KeysHelp>,
) -> bool {
    let mut pressed = false;
    // The buttons from the right first; the name has the room left (cut short with "…"
    // where a language's Undo is long on a phone's sheet).
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .button(t!("table-menu"))
                .on_hover_text(t!("table-menu-about"))
                .clicked()
            {
                pause.set(crate::session::Paused::Yes);
            }
            if let Some(keys) = keys {
                super::keys_help::button(ui, keys);
            }
            if let Some(undo) = undo {
                pressed = undo.button(ui);
            }
            // A phone on its side's panel is narrower than a sheet: the name a size smaller.
            let size = if crate::theme::compact_screen(ui.ctx())
                && !crate::theme::narrow_screen(ui.ctx())
            {
                21.0
            } else {
                26.0
            };
            // The whole name, a size smaller where it does not fit (German Undo beside Menu
            // on a phone on its side), down to the body's size; left out where even that
            // would not fit: a name cut short reads as a fault.
            let name = |size: f32| egui::RichText::new(title).size(size).strong().color(BRASS);
            let whole = egui::WidgetText::from(name(size))
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Body,
                )
                .size()
                .x;
            let fitting = (size * ui.available_width() * 0.98 / whole.max(1.0))
                .min(size)
                .floor();
            if fitting >= TITLE_LEAST_SIZE {
                ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    ui.add(egui::Label::new(name(fitting)).extend());
                });
            }
        });
    });
    pressed
}

/// The smallest the game's name is drawn at in the title row, to fit whole.
const TITLE_LEAST_SIZE: f32 = 18.0;

/// The Undo button as the panel offers it: enabled when the rules (online, the server)
/// let the human here take a move back, else disabled, saying why not under the pointer
/// (the key's press says it in the log). While computers play, Faster stands in its place.
struct Undo {
    enabled: bool,
    why_not: String,
    /// Computers play: the place is Faster's, on or not.
    faster: Option<bool>,
}

impl Undo {
    /// Undo for the seat here: none in a replay or a lesson (whose own Back stands for it)
    /// nor for a spectator.
    fn offered(shared: &PanelShared, undoable: usize) -> Option<Undo> {
        if shared.replay.is_some() || shared.lesson.is_some() {
            return None;
        }
        let hurry = *shared.hurry;
        let faster = (hurry.offered || hurry.on).then_some(hurry.on);
        match shared.online.as_deref() {
            // Online the server takes a move back, while no one else has acted.
            Some(online) => online.seat.map(|_| Undo {
                enabled: online.revocable > 0,
                why_not: t!("online-undo-none"),
                faster: None,
            }),
            None => Some(Undo {
                enabled: undoable > 0,
                why_not: t!("table-undo-none"),
                faster,
            }),
        }
    }

    /// The button; whether it was pressed.
    fn button(self, ui: &mut egui::Ui) -> bool {
        if let Some(on) = self.faster {
            return ui
                .add(egui::Button::new(t!("table-faster")).selected(on))
                .on_hover_text(t!("table-faster-about"))
                .clicked();
        }
        // With nothing to take back it looks and acts disabled, and says why under the
        // pointer (the key still asks, and the log says why).
        ui.add_enabled(self.enabled, egui::Button::new(t!("table-undo")))
            .on_hover_text(t!("table-undo-about"))
            .on_disabled_hover_text(self.why_not)
            .clicked()
    }

    /// What a press does: take back, or hurry the computers (or stop hurrying them).
    fn press(
        faster: Option<bool>,
        take_back: &mut MessageWriter<super::play::TakeBack>,
        hurry: &mut super::hurry::Hurry,
    ) {
        match faster {
            Some(on) => hurry.on = !on,
            None => {
                take_back.write(super::play::TakeBack);
            }
        }
    }
}

/// What the foot of the side panel draws from.
struct PanelFoot<'a, 'w> {
    replay: Option<&'a Replay>,
    steps: &'a mut MessageWriter<'w, ReplayStep>,
    lesson: bool,
    online: Option<&'a super::online_seat::OnlineTable>,
    setup: &'a crate::session::MatchSetup,
}

/// The foot of the side panel: a replay's controls, or (outside a lesson, whose own Back
/// stands for Undo) the online match's status card and Undo. The keys are listed behind
/// the "?" beside Menu ([`super::keys_help`]).
fn panel_foot(ui: &mut egui::Ui, foot: PanelFoot, undo: Option<Undo>) -> bool {
    let mut pressed = false;
    let PanelFoot {
        replay,
        steps,
        lesson,
        online,
        setup,
    } = foot;
    if let Some(replay) = replay {
        super::replay::controls_ui(ui, replay, steps);
    } else if !lesson {
        if let Some(online) = online {
            let names: Vec<String> = setup.seats.iter().map(|s| s.name.clone()).collect();
            super::online_status::status_ui(ui, online, &names);
        }
        if let Some(undo) = undo {
            pressed = undo.button(ui);
        }
    }
    pressed
}

/// The left panel every game shows: its title and the Menu button, the game's own part,
/// then the log, Undo (enabled when the rules let the human at the screen take a move back)
/// or a replay's controls; its keys (`help`) in a list behind "?" ([`super::keys_help`]).
pub fn side_panel(
    ctx: &egui::Context,
    title: &str,
    shared: &mut PanelShared,
    undoable: usize,
    help: &str,
    body: impl FnOnce(&mut egui::Ui),
) {
    let undo = Undo::offered(shared, undoable);
    let faster = undo.as_ref().and_then(|u| u.faster);
    let mut undo_pressed = false;
    let PanelShared {
        pause,
        log,
        take_back,
        replay,
        steps,
        lesson,
        lesson_controls,
        phase,
        paused,
        online,
        setup,
        sheet,
        hurry,
        keys,
    } = shared;
    // The lesson's card in the panel, where no corner of the table has room for it (not
    // under the pause menu, whose keys it would answer).
    let docked_lesson = lesson.as_deref().filter(|_| {
        super::lesson::docked(ctx)
            && paused
                .as_ref()
                .is_none_or(|p| *p.get() == crate::session::Paused::No)
    });
    let help = if replay.is_some() {
        t!("replay-help")
    } else {
        help.to_owned()
    };
    let narrow = crate::theme::narrow_screen(ctx);
    // A phone, either way round: no keyboard, and Undo beside Menu.
    let compact = narrow || crate::theme::compact_screen(ctx);
    let panel = panel_frame(ctx, title, narrow);
    let shown = panel.show(&mut crate::theme::root_ui(ctx), |ui| {
        // The sheet's whole height, its frame's margins with it.
        let sheet = ui.max_rect().expand2(egui::vec2(0.0, SHEET_MARGIN));
        if narrow {
            // The sheet keeps the height it has (at first as its game needs, then as the
            // player pulls it), however little its content is in a frame: a panel sized
            // by its content would remember a first, empty frame's height.
            ui.set_min_height(ui.available_height());
            sheet_handle(ui, title);
        }
        // On a phone (either way round) Undo stands beside Menu: the foot's row is room
        // the game's buttons need.
        let (undo_at_top, undo_at_foot) = if compact { (undo, None) } else { (None, undo) };
        // The keys' list is for a keyboard or a pad: its "?" not on a phone.
        let keys_button = (!compact).then_some(&mut **keys);
        undo_pressed |= title_row(ui, title, pause, undo_at_top, keys_button);

        // Undo or the replay's controls take the height they need at the foot; the
        // game's part and the log share the rest
        // (the game's part scrolling only if a window is very short).
        let foot = egui::Panel::bottom(egui::Id::new(("side-panel-foot", title)))
            .resizable(false)
            .show_separator_line(false)
            .frame(egui::Frame::new().inner_margin(egui::Margin::symmetric(0, 6)))
            .show(ui, |ui| {
                let foot = PanelFoot {
                    replay: replay.as_deref(),
                    steps,
                    lesson: lesson.is_some(),
                    online: online.as_deref(),
                    setup,
                };
                panel_foot(ui, foot, undo_at_foot)
            });
        // The game's part first, as tall as it needs (what the player is to do and its
        // buttons); the log has the room left, as many lines as fit (none when the game's
        // part takes it all: a phone's sheet is pulled taller to read it).
        undo_pressed |= foot.inner;
        let body_room = ui.available_height().max(0.0);
        // A side panel tall enough keeps the log's room: a long hint scrolls the game's
        // part rather than leave the log out (not for the lesson's card: it is read first).
        let log_kept = if !narrow && docked_lesson.is_none() && body_room >= 3.0 * LOG_KEPT_ROOM {
            LOG_KEPT_ROOM
        } else {
            0.0
        };
        ui.data_mut(|data| data.remove::<f32>(egui::Id::new(PLAY_HEIGHT)));
        let body = egui::ScrollArea::vertical()
            .id_salt("side-panel-body")
            .max_height(body_room - log_kept)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if let (Some(run), Some(phase)) = (docked_lesson, phase.as_deref()) {
                    super::lesson::docked_card(ui, run, *phase.get(), lesson_controls);
                    ui.add_space(8.0);
                }
                body(ui)
            });
        if narrow {
            // The part for play is the whole body, or what `players_and_play` measured;
            // the sheet needs the room above it and the foot's under it.
            let play = ui
                .data(|data| data.get_temp::<f32>(egui::Id::new(PLAY_HEIGHT)))
                .unwrap_or(body.content_size.y);
            let above = body.inner_rect.top() - sheet.top();
            let below = sheet.bottom() - foot.response.rect.top();
            sheet_needs(ui.ctx(), title, above + play + below);
        }
        if ui.available_height() >= LOG_LEAST_ROOM {
            ui.separator();
            ui.label(
                egui::RichText::new(t!("table-log"))
                    .strong()
                    .color(ink_dim()),
            );
            log_ui(ui, log);
        }
    });
    if undo_pressed {
        Undo::press(faster, take_back, hurry);
    }
    super::keys_help::overlay(ctx, &help, keys);
    let height = if narrow {
        shown.response.rect.height() * ctx.zoom_factor()
    } else {
        0.0
    };
    if sheet.height != height {
        sheet.height = height;
    }
    // The lesson's card along the top goes with the lesson.
    if lesson.is_none() && sheet.top_card != 0.0 {
        sheet.top_card = 0.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same measure for as many frames as the sheet waits for.
    fn measured(ctx: &egui::Context, title: &str, needs: f32) {
        for _ in 0..SHEET_STEADY_FRAMES {
            sheet_needs(ctx, title, needs);
        }
    }

    /// A context whose screen is `size` points, one frame run.
    fn screen(size: egui::Vec2) -> egui::Context {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            ..Default::default()
        };
        ctx.run_ui(input, |_| {}).drop_without_applying_deltas();
        ctx
    }

    #[test]
    fn a_sheet_is_as_tall_as_its_game_needs_until_it_is_pulled() {
        let ctx = screen(egui::vec2(360.0, 640.0));
        // Half the screen at first, each game on its own.
        assert_eq!(sheet_height(&ctx, "Passcode"), 320.0);
        measured(&ctx, "Code Breaker", 370.0);
        assert_eq!(sheet_height(&ctx, "Code Breaker"), 378.0);
        assert_eq!(sheet_height(&ctx, "Passcode"), 320.0);
        // A measure of one or two frames (a first frame's layout) is not followed.
        sheet_needs(&ctx, "Code Breaker", 460.0);
        sheet_needs(&ctx, "Code Breaker", 460.0);
        assert_eq!(sheet_height(&ctx, "Code Breaker"), 378.0);
        // A line less (a note gone) leaves it; two lines less and more shrink it. It grows
        // to three quarters of the screen at most.
        measured(&ctx, "Code Breaker", 350.0);
        assert_eq!(sheet_height(&ctx, "Code Breaker"), 378.0);
        measured(&ctx, "Code Breaker", 320.0);
        assert_eq!(sheet_height(&ctx, "Code Breaker"), 328.0);
        measured(&ctx, "Code Breaker", 900.0);
        assert_eq!(sheet_height(&ctx, "Code Breaker"), 480.0);
        // Once pulled, every game's sheet keeps the player's height.
        ctx.data_mut(|data| data.insert_temp(egui::Id::new(SHEET_SHARE), 0.25_f32));
        assert_eq!(sheet_height(&ctx, "Code Breaker"), 160.0);
        assert_eq!(sheet_height(&ctx, "Passcode"), 160.0);
    }
}
