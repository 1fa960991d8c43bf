//! One look for the whole table: the palette, the peg colours and the egui style.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_code_breaker::Peg;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(FELT_DARK))
        .add_systems(EguiPrimaryContextPass, (apply_style, follow_window_scale));
}

/// The felt under the warm lamp, at its edge.
pub const FELT_DARK: Color = Color::srgb(0.035, 0.11, 0.085);
/// Light ink for text on the felt (contrast over 10:1).
pub const INK: egui::Color32 = egui::Color32::from_rgb(0xF2, 0xEB, 0xDC);
/// Dimmer ink for secondary text (contrast over 6:1 on panels).
pub const INK_DIM: egui::Color32 = egui::Color32::from_rgb(0xBF, 0xB6, 0xA3);
/// Brass, for titles and the focus ring.
pub const BRASS: egui::Color32 = egui::Color32::from_rgb(0xE0, 0xB0, 0x4C);
/// Panels: dark walnut, slightly translucent over the felt.
pub const PANEL: egui::Color32 = egui::Color32::from_rgba_premultiplied(0x24, 0x1A, 0x13, 0xF0);
/// A panel as it shows over the felt's edge: the side panel's backdrop at the table.
pub const PANEL_ON_FELT: Color = Color::srgb_u8(0x24, 0x1B, 0x14);
/// The same, for egui.
pub const PANEL_ON_FELT_UI: egui::Color32 = egui::Color32::from_rgb(0x24, 0x1B, 0x14);
/// The same, fully opaque: windows over busy screens.
pub const PANEL_OPAQUE: egui::Color32 = egui::Color32::from_rgb(0x24, 0x1A, 0x13);
/// A note on the player's last choice, or a refusal, on a panel.
pub const NOTE_AMBER: egui::Color32 = egui::Color32::from_rgb(0xFF, 0xC8, 0x6B);
/// A hint asked for, on a panel.
pub const NOTE_GREEN: egui::Color32 = egui::Color32::from_rgb(0x9E, 0xE0, 0xA8);
/// The red and blue of the two scoring pegs, for seat 0 and seat 1.
/// Buttons that go on (roll, the lesson's next step), stop (a turn ended), or plain.
pub const GO_GREEN: egui::Color32 = egui::Color32::from_rgb(0x2F, 0x6B, 0x3A);
pub const STOP_RUST: egui::Color32 = egui::Color32::from_rgb(0x7A, 0x3A, 0x22);
pub const BUTTON_BROWN: egui::Color32 = egui::Color32::from_rgb(0x5A, 0x3E, 0x22);
/// Crack It's victory card on the results screen.
pub const VICTORY_CARD_RED: egui::Color32 = egui::Color32::from_rgb(0x6E, 0x14, 0x18);
/// A button that cannot be undone (delete a save), and a note of a refusal.
pub const DELETE_RED: egui::Color32 = egui::Color32::from_rgb(0x8E, 0x24, 0x1F);
pub const NOTE_RED: egui::Color32 = egui::Color32::from_rgb(0xFF, 0x9A, 0x8A);
/// The lesson's outline around a button to press.
pub const LESSON_GLOW: egui::Color32 = egui::Color32::from_rgb(0xFF, 0xC7, 0x40);
/// The screen hiding the table while it passes to the next player.
pub const HAND_OVER_DARK: egui::Color32 = egui::Color32::from_rgb(0x12, 0x0E, 0x0B);
/// An empty hole drilled in wood, as a button.
pub const HOLE_DARK: egui::Color32 = egui::Color32::from_rgb(0x1E, 0x14, 0x0D);
/// The statistics: a bar of matches played, and the ground a chart is drawn on.
pub const STATS_BAR: egui::Color32 = egui::Color32::from_rgb(0x4A, 0x3A, 0x2A);
pub const CHART_GROUND: egui::Color32 = egui::Color32::from_rgb(0x26, 0x1D, 0x15);
pub const SEAT_COLOURS: [Color; 2] = [Color::srgb(0.86, 0.16, 0.14), Color::srgb(0.16, 0.38, 0.9)];
/// Seat colours for text on dark panels (lighter, for contrast); six for six seats.
const SEAT_INK: [egui::Color32; 6] = [
    egui::Color32::from_rgb(0xFF, 0x7A, 0x6E),
    egui::Color32::from_rgb(0x86, 0xAE, 0xFF),
    egui::Color32::from_rgb(0x7E, 0xE0, 0x8E),
    egui::Color32::from_rgb(0xFF, 0xC8, 0x5A),
    egui::Color32::from_rgb(0xD2, 0x9C, 0xFF),
    egui::Color32::from_rgb(0x6E, 0xE6, 0xE0),
];

/// A filled rounded shape with a brass edge `edge` wide: cards, dice and piles.
pub fn brass_framed(
    painter: &egui::Painter,
    rect: egui::Rect,
    radius: f32,
    fill: egui::Color32,
    edge: f32,
) {
    painter.rect_filled(rect, radius, fill);
    painter.rect_stroke(
        rect,
        radius,
        egui::Stroke::new(edge, BRASS),
        egui::StrokeKind::Inside,
    );
}

/// A seat's colour for names on the table (the same as on the panels).
pub fn seat_colour(seat: usize) -> Color {
    let c = seat_colour32(seat);
    Color::srgb_u8(c.r(), c.g(), c.b())
}

pub fn seat_colour32(seat: usize) -> egui::Color32 {
    let inks = if high_contrast() {
        &SEAT_INK_HIGH
    } else {
        &SEAT_INK
    };
    inks[seat % inks.len()]
}

/// The seats' inks in high contrast: lighter, at least 7:1 on every panel and seat card.
const SEAT_INK_HIGH: [egui::Color32; 6] = [
    egui::Color32::from_rgb(0xFF, 0x9C, 0x92),
    egui::Color32::from_rgb(0xA0, 0xC0, 0xFF),
    egui::Color32::from_rgb(0x9E, 0xEA, 0xA8),
    egui::Color32::from_rgb(0xFF, 0xD2, 0x7A),
    egui::Color32::from_rgb(0xDD, 0xB4, 0xFF),
    egui::Color32::from_rgb(0x8E, 0xF0, 0xEA),
];

/// High contrast (the settings, or the system's wish at a first start): words at 7:1 or
/// more on whatever they lie on, panels near black, every control outlined.
static HIGH_CONTRAST: AtomicBool = AtomicBool::new(false);

pub fn set_high_contrast(on: bool) {
    HIGH_CONTRAST.store(on, Ordering::Relaxed);
}

pub fn high_contrast() -> bool {
    HIGH_CONTRAST.load(Ordering::Relaxed)
}

/// Secondary words: [`INK_DIM`], or in high contrast the full [`INK`].
pub fn ink_dim() -> egui::Color32 {
    if high_contrast() { INK } else { INK_DIM }
}

/// The fill of the button that goes on ([`GO_GREEN`], darker in high contrast).
pub fn go_green() -> egui::Color32 {
    if high_contrast() {
        GO_GREEN_HIGH
    } else {
        GO_GREEN
    }
}

/// The fill of a button that stops ([`STOP_RUST`], darker in high contrast).
pub fn stop_rust() -> egui::Color32 {
    if high_contrast() {
        STOP_RUST_HIGH
    } else {
        STOP_RUST
    }
}

/// The fill of a button that cannot be undone ([`DELETE_RED`], darker in high contrast).
pub fn delete_red() -> egui::Color32 {
    if high_contrast() {
        DELETE_RED_HIGH
    } else {
        DELETE_RED
    }
}

/// Panels, opaque: [`PANEL_OPAQUE`], or in high contrast near black.
pub fn panel_opaque() -> egui::Color32 {
    if high_contrast() {
        PANEL_HIGH
    } else {
        PANEL_OPAQUE
    }
}

/// The side panel's backdrop at the table ([`PANEL_ON_FELT`]), near black in high contrast.
pub fn panel_on_felt() -> Color {
    if high_contrast() {
        to_bevy(PANEL_HIGH)
    } else {
        PANEL_ON_FELT
    }
}

/// The same, for egui.
pub fn panel_on_felt_ui() -> egui::Color32 {
    if high_contrast() {
        PANEL_HIGH
    } else {
        PANEL_ON_FELT_UI
    }
}

fn to_bevy(colour: egui::Color32) -> Color {
    Color::srgb_u8(colour.r(), colour.g(), colour.b())
}

/// The buttons' fills in high contrast: their words at 7:1 or more.
const GO_GREEN_HIGH: egui::Color32 = egui::Color32::from_rgb(0x1E, 0x4A, 0x26);
const STOP_RUST_HIGH: egui::Color32 = egui::Color32::from_rgb(0x4E, 0x24, 0x14);
const DELETE_RED_HIGH: egui::Color32 = egui::Color32::from_rgb(0x5A, 0x18, 0x10);

/// Panels and windows in high contrast.
const PANEL_HIGH: egui::Color32 = egui::Color32::from_rgb(0x0E, 0x0A, 0x07);
/// A control's fill in high contrast (its words at 13:1), and hovered (10:1).
const CONTROL_HIGH: egui::Color32 = egui::Color32::from_rgb(0x2E, 0x21, 0x14);
const CONTROL_HIGH_HOVERED: egui::Color32 = egui::Color32::from_rgb(0x44, 0x32, 0x1C);

pub fn to_egui(colour: Color) -> egui::Color32 {
    let c = colour.to_srgba();
    egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// The paint of each code peg.
pub fn peg_colour(peg: Peg) -> Color {
    match peg {
        Peg::Black => Color::srgb(0.09, 0.09, 0.1),
        Peg::White => Color::srgb(0.93, 0.93, 0.9),
        Peg::Red => Color::srgb(0.85, 0.12, 0.12),
        Peg::Blue => Color::srgb(0.12, 0.33, 0.9),
        Peg::Green => Color::srgb(0.1, 0.62, 0.25),
        Peg::Yellow => Color::srgb(0.98, 0.84, 0.12),
        Peg::Pink => Color::srgb(0.96, 0.45, 0.7),
        Peg::Orange => Color::srgb(0.98, 0.52, 0.08),
        Peg::Empty => Color::srgba(0.8, 0.8, 0.8, 0.22),
    }
}

/// Whether a symbol drawn on this peg should be dark (light pegs) or light.
pub fn peg_is_light(peg: Peg) -> bool {
    matches!(
        peg,
        Peg::White | Peg::Yellow | Peg::Pink | Peg::Orange | Peg::Empty
    )
}

/// A full-window menu screen over the felt, its content centred.
pub fn menu_screen(ctx: &egui::Context, add_contents: impl FnOnce(&mut egui::Ui)) {
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE)
        .show(&mut root_ui(ctx), |ui| {
            // Scrolls when a language's longer words push it past a small window's foot.
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| ui.vertical_centered(add_contents));
        });
}

/// Dims the whole screen under a window that waits for an answer (a menu, a summary, an
/// offer): what lies behind is not what to look at now. `id` names the dimming layer, in
/// the middle order (under the window, which stands in front).
pub fn dim_behind(ctx: &egui::Context, id: &'static str) {
    ctx.layer_painter(egui::LayerId::new(egui::Order::Middle, egui::Id::new(id)))
        .rect_filled(ctx.content_rect(), 0.0, DIM_BEHIND);
}

/// The veil over what lies behind a window that waits for an answer.
pub const DIM_BEHIND: egui::Color32 = egui::Color32::from_black_alpha(150);

/// `want` points, or less on a screen narrower than it and `margin` (a phone's).
pub fn fitting_width(ctx: &egui::Context, want: f32, margin: f32) -> f32 {
    want.min(ctx.content_rect().width() - margin).max(160.0)
}

/// The inner width of a menu's card: as wide as the window allows between `least` and
/// `most`, or on a phone the screen's width less the card's margins.
pub fn menu_card_width(ui: &egui::Ui, least: f32, most: f32) -> f32 {
    let room = ui.available_width();
    if room - 80.0 < least {
        (room - 48.0).max(200.0)
    } else {
        (room - 80.0).clamp(least, most)
    }
}

/// Escape (or the gamepad's B) was pressed to go back: not while a drop-down is open or a
/// name is being typed, which Escape closes or leaves first. Asked before the screen is
/// drawn, while those are still open.
pub fn going_back(ctx: &egui::Context) -> bool {
    !egui::Popup::is_any_open(ctx)
        && !ctx.egui_wants_keyboard_input()
        && ctx.input(|i| i.key_pressed(egui::Key::Escape))
}

/// A panel of the menus: dark walnut with rounded corners.
pub fn card() -> egui::Frame {
    egui::Frame::new()
        .fill(if high_contrast() { PANEL_HIGH } else { PANEL })
        .corner_radius(12)
        .inner_margin(20)
}

/// A seat's line: what stands at its right end (`right`: a score) is laid out first, then
/// `left` (a dot and the name, a wrapping label) in the room left beside it, so a long name
/// (or "Computer (normal)" in a panel narrowed at a large scale) goes on to a second line
/// instead of running under the score or being cut short.
pub fn seat_line(
    ui: &mut egui::Ui,
    left: impl FnOnce(&mut egui::Ui),
    right: impl FnOnce(&mut egui::Ui),
) {
    // One row (a layout of its own in a column would take the column's whole height).
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            right(ui);
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), left);
        });
    });
}

/// A seat's card in the side panel: brighter with a brass edge for the seat to act.
pub fn seat_card<R>(
    ui: &mut egui::Ui,
    to_act: bool,
    margin: impl Into<egui::Margin>,
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let (fill, stroke) = match (to_act, high_contrast()) {
        (true, false) => (
            egui::Color32::from_rgb(0x4A, 0x36, 0x1C),
            egui::Stroke::new(2.0, BRASS),
        ),
        (false, false) => (
            egui::Color32::from_rgb(0x2E, 0x22, 0x18),
            egui::Stroke::NONE,
        ),
        (true, true) => (CONTROL_HIGH, egui::Stroke::new(3.0, BRASS)),
        (false, true) => (PANEL_HIGH, egui::Stroke::new(1.0, INK)),
    };
    egui::Frame::new()
        .fill(fill)
        .stroke(stroke)
        .corner_radius(8)
        .inner_margin(margin)
        .show(ui, add_contents)
        .inner
}

/// A Ui over the whole window, for panels to be laid out in.
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// The style, and again whenever high contrast is turned on or off.
fn apply_style(mut contexts: EguiContexts, mut applied: Local<Option<bool>>) -> Result {
    let high = high_contrast();
    if *applied == Some(high) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.all_styles_mut(|style| {
        use egui::{FontId, TextStyle};
        style.text_styles = [
            (TextStyle::Heading, FontId::proportional(30.0)),
            (TextStyle::Body, FontId::proportional(18.0)),
            (TextStyle::Button, FontId::proportional(19.0)),
            (TextStyle::Small, FontId::proportional(14.0)),
            (TextStyle::Monospace, FontId::monospace(16.0)),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(10.0, 10.0);
        style.spacing.button_padding = egui::vec2(16.0, 8.0);
        // Checkboxes and radio buttons big enough to see and hit, their tick bold.
        style.spacing.icon_width = 24.0;
        style.spacing.icon_width_inner = 14.0;
        style.spacing.icon_spacing = 8.0;
        // A scroll area shows its bar whenever there is more than fits, not only under the
        // pointer: what lies below a small window's foot is seen to be there.
        style.spacing.scroll = egui::style::ScrollStyle::solid();
        let v = &mut style.visuals;
        v.dark_mode = true;
        v.override_text_color = Some(INK);
        v.panel_fill = PANEL;
        // Windows and drop-downs are opaque: what lies behind never shows through words.
        v.window_fill = PANEL_OPAQUE;
        v.window_stroke = egui::Stroke::new(1.5, egui::Color32::from_rgb(0x8A, 0x6A, 0x3A));
        v.window_corner_radius = egui::CornerRadius::same(12);
        v.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(0x5A, 0x3E, 0x22);
        v.widgets.inactive.bg_fill = egui::Color32::from_rgb(0x5A, 0x3E, 0x22);
        v.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(0x7A, 0x55, 0x2C);
        v.widgets.hovered.bg_fill = egui::Color32::from_rgb(0x7A, 0x55, 0x2C);
        v.widgets.active.weak_bg_fill = egui::Color32::from_rgb(0x96, 0x6A, 0x34);
        v.widgets.hovered.bg_stroke = egui::Stroke::new(2.0, BRASS);
        v.widgets.active.bg_stroke = egui::Stroke::new(2.0, BRASS);
        for w in [
            &mut v.widgets.inactive,
            &mut v.widgets.hovered,
            &mut v.widgets.active,
        ] {
            w.corner_radius = egui::CornerRadius::same(8);
            w.fg_stroke = egui::Stroke::new(2.5, INK);
        }
        v.widgets.noninteractive.fg_stroke = egui::Stroke::new(1.0, INK);
        v.selection.bg_fill = egui::Color32::from_rgb(0x8A, 0x5E, 0x1C);
        v.selection.stroke = egui::Stroke::new(2.0, BRASS);
        if high {
            // Near-black panels, every control outlined in ink, brass where it is pointed
            // at; the words on all of them at 7:1 or more (`tests` below).
            v.panel_fill = PANEL_HIGH;
            v.window_fill = PANEL_HIGH;
            v.extreme_bg_color = egui::Color32::BLACK;
            v.window_stroke = egui::Stroke::new(2.0, BRASS);
            for (w, fill) in [
                (&mut v.widgets.inactive, CONTROL_HIGH),
                (&mut v.widgets.hovered, CONTROL_HIGH_HOVERED),
                (&mut v.widgets.active, CONTROL_HIGH_HOVERED),
            ] {
                w.bg_fill = fill;
                w.weak_bg_fill = fill;
            }
            v.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, INK);
            v.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.0, INK);
            v.selection.bg_fill = egui::Color32::from_rgb(0x5A, 0x3E, 0x10);
        }
    });
    *applied = Some(high);
    Ok(())
}

/// The UI is designed at 1280×720 and scales with the window, from 1024×600 to 4K.
fn follow_window_scale(mut contexts: EguiContexts, window: Single<&Window>) -> Result {
    let scale = ui_zoom(window.size());
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - scale).abs() > 0.01 {
        ctx.set_zoom_factor(scale);
    }
    // On a phone every button, field and box is at least a fingertip tall.
    let least = if window.size().min_element() < COMPACT_SIDE {
        FINGER / scale
    } else {
        egui::style::Spacing::default().interact_size.y
    };
    if ctx.global_style().spacing.interact_size.y != least {
        ctx.all_styles_mut(|style| style.spacing.interact_size.y = least);
    }
    Ok(())
}

/// The least size of anything a finger taps, in logical (CSS) pixels.
pub const FINGER: f32 = 44.0;

/// [`FINGER`] in the points of the egui screen of `ctx` (its zoom).
pub fn finger(ctx: &egui::Context) -> f32 {
    FINGER / ctx.zoom_factor()
}

/// A window whose shorter side is under this many logical pixels is a phone's (or a
/// small tablet's): its UI is zoomed for reading at arm's length, not to the table.
pub const COMPACT_SIDE: f32 = 600.0;

/// Upright windows narrower than this many logical pixels (phones and tablets held
/// upright) lay the table out above a sheet; wider ones keep the side panel.
pub const UPRIGHT_WIDEST: f32 = 1000.0;

/// Whether a window of `size` (logical pixels) is held upright, a phone's or a tablet's:
/// the side panel becomes a sheet along the bottom, and the table takes the whole width
/// above it (a side panel would leave a tall, thin table of small pieces).
pub fn is_narrow(size: Vec2) -> bool {
    size.y > size.x && size.x < UPRIGHT_WIDEST
}

/// Whether the egui screen of `ctx` is held upright ([`is_narrow`]).
pub fn narrow_screen(ctx: &egui::Context) -> bool {
    let size = ctx.content_rect().size() * ctx.zoom_factor();
    is_narrow(Vec2::new(size.x, size.y))
}

/// Whether the egui screen of `ctx` is a phone's, either way round: its shorter side is
/// under [`COMPACT_SIDE`] (no keyboard to speak of: the keys' help is left out).
pub fn compact_screen(ctx: &egui::Context) -> bool {
    let size = ctx.content_rect().size() * ctx.zoom_factor();
    size.min_elem() < COMPACT_SIDE
}

/// Whether the egui screen of `ctx` is a phone's (either way round) or a tablet held
/// upright: the panel offers the table's pieces too small for a finger as buttons.
pub fn finger_screen(ctx: &egui::Context) -> bool {
    narrow_screen(ctx) || compact_screen(ctx)
}

/// How much the UI is zoomed in a window of `size` (logical pixels): as much as the table,
/// within reason; on a phone, so that its words read without zooming (a 400-pixel-wide
/// phone at 1, a 360-pixel one at 0.9); on a tablet held upright, as a phone's UI a
/// little larger (640 logical pixels across); all of it times the interface scale the
/// settings ask for.
pub fn ui_zoom(size: Vec2) -> f32 {
    window_zoom(size) * held_interface_scale(size, interface_scale())
}

/// The fewest points of the UI the shorter side of a window keeps at any interface
/// scale: 1280×720's at 200 %, the largest the settings offer on the screen the UI is
/// designed for.
pub const LEAST_POINTS_ACROSS: f32 = 360.0;

/// The part of the interface `scale` a window of `size` (logical pixels) holds: all of it
/// where its shorter side keeps [`LEAST_POINTS_ACROSS`] points, else as much as keeps
/// them, and never less than 100 % (a phone at 200 % draws about 110 %: more would leave
/// no room for the table).
pub fn held_interface_scale(size: Vec2, scale: f32) -> f32 {
    let most = size.min_element() / LEAST_POINTS_ACROSS / window_zoom(size);
    scale.min(most.max(1.0))
}

/// The interface scale the settings ask for, as a factor (1 at 100 %), as the bits of an
/// `f32`: one setting for the whole program, as the language is.
static INTERFACE_SCALE: AtomicU32 = AtomicU32::new(0x3F80_0000);

/// Draws the interface `factor` times as large as the window alone makes it
/// ([`crate::settings::InterfaceScale`]), from the next frame on.
pub fn set_interface_scale(factor: f32) {
    INTERFACE_SCALE.store(factor.clamp(0.5, 3.0).to_bits(), Ordering::Relaxed);
}

/// The interface scale set last ([`set_interface_scale`]).
pub fn interface_scale() -> f32 {
    f32::from_bits(INTERFACE_SCALE.load(Ordering::Relaxed))
}

/// The zoom the window alone gives: [`ui_zoom`] at 100 %.
fn window_zoom(size: Vec2) -> f32 {
    let side = size.min_element();
    if side < COMPACT_SIDE {
        (side / 400.0).clamp(0.9, 1.2)
    } else if is_narrow(size) {
        (size.x / 640.0).clamp(1.0, 1.5)
    } else {
        (size.x / 1280.0).min(size.y / 720.0).clamp(0.75, 4.0)
    }
}

/// How long a window that has just opened ignores clicks, in seconds: a click meant for
/// the piece or button that lay there a moment before does not land on the window.
const WINDOW_SETTLE_SECONDS: f64 = 0.4;

/// Whether the window (or overlay) `id`, drawn this frame, may take clicks: not in its
/// first moments on screen. A window opens when it was not drawn in the frame before; the
/// count restarts each time it opens, and a frame is asked for when the wait ends.
pub fn window_settled(ctx: &egui::Context, id: egui::Id) -> bool {
    let now = ctx.input(|i| i.time);
    let frame = ctx.cumulative_pass_nr();
    let opened = ctx.data_mut(|data| {
        let seen = data.get_temp_mut_or_insert_with(id.with("opened"), || (now, frame));
        if seen.1 + 1 < frame {
            seen.0 = now;
        }
        seen.1 = frame;
        seen.0
    });
    let waited = now - opened;
    if waited < WINDOW_SETTLE_SECONDS {
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(
            WINDOW_SETTLE_SECONDS - waited,
        ));
        return false;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG's contrast ratio of two opaque colours.
    fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
        let luminance = |c: egui::Color32| {
            let linear = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.039_28 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
        };
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn in_high_contrast_every_word_is_at_least_7_to_1_on_what_it_lies_on() {
        let words = [INK, BRASS, NOTE_AMBER, NOTE_GREEN, NOTE_RED]
            .into_iter()
            .chain(SEAT_INK_HIGH);
        let grounds = [PANEL_HIGH, CONTROL_HIGH];
        for word in words {
            for ground in grounds {
                let ratio = contrast(word, ground);
                assert!(ratio >= 7.0, "{word:?} on {ground:?}: {ratio:.2}");
            }
        }
        // A button's words are the ink, on any of its fills, pointed at or not.
        for fill in [
            CONTROL_HIGH_HOVERED,
            GO_GREEN_HIGH,
            STOP_RUST_HIGH,
            DELETE_RED_HIGH,
            BUTTON_BROWN,
        ] {
            let ratio = contrast(INK, fill);
            assert!(ratio >= 7.0, "ink on {fill:?}: {ratio:.2}");
        }
    }

    /// One frame of `ctx` at `time` seconds, drawing the window or not; whether it was
    /// settled.
    fn frame(ctx: &egui::Context, time: f64, shown: bool) -> bool {
        let input = egui::RawInput {
            time: Some(time),
            ..Default::default()
        };
        let mut settled = false;
        let output = ctx.run_ui(input, |ui| {
            if shown {
                settled = window_settled(ui.ctx(), egui::Id::new("prompt"));
            }
        });
        output.drop_without_applying_deltas();
        settled
    }

    #[test]
    fn phones_and_tablets_held_upright_get_the_sheet_and_a_readable_zoom() {
        let phone = Vec2::new(390.0, 844.0);
        let tablet = Vec2::new(820.0, 1180.0);
        assert!(is_narrow(phone) && is_narrow(tablet));
        // Turned on their side, or a desktop window, they keep the side panel.
        assert!(!is_narrow(Vec2::new(844.0, 390.0)));
        assert!(!is_narrow(Vec2::new(1180.0, 820.0)));
        assert!(!is_narrow(Vec2::new(1280.0, 720.0)));
        assert!(
            !is_narrow(Vec2::new(1200.0, 1600.0)),
            "a tall desktop window"
        );
        assert!((ui_zoom(phone) - 0.975).abs() < 1e-3);
        assert!((ui_zoom(tablet) - 820.0 / 640.0).abs() < 1e-3);
        assert_eq!(ui_zoom(Vec2::new(1280.0, 720.0)), 1.0);
    }

    #[test]
    fn a_window_takes_no_click_in_its_first_moments_each_time_it_opens() {
        let ctx = egui::Context::default();
        assert!(!frame(&ctx, 0.0, true), "just opened");
        assert!(!frame(&ctx, 0.2, true));
        assert!(frame(&ctx, 0.5, true), "settled after its wait");
        // However long the game then sleeps between frames, it stays open and settled.
        assert!(frame(&ctx, 30.0, true));
        frame(&ctx, 30.1, false);
        assert!(
            !frame(&ctx, 30.2, true),
            "closed, then open again: a new wait"
        );
        assert!(frame(&ctx, 30.7, true));
    }
}
