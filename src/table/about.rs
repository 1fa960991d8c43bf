//! What a piece is and does, in the player's language: when the pointer rests on a piece
//! (a mouse, or a finger held on it), or when the keys or the gamepad move the focus onto
//! it, a small card beside it says so. The words come from `about.ftl`.

use crate::i18n::render;
use bevy::input::gamepad::GamepadButton;
use bevy::picking::events::{Out, Over, Pointer};
use bevy::prelude::*;
use bevy::window::CursorMoved;
use bevy_egui::{EguiContexts, egui};
use codebreakers_kernel::Words;

/// The piece the keyboard or gamepad points at: it wears the focus ring, and says what
/// it is.
#[derive(Component, Clone, Copy, Debug)]
pub struct Focused;

/// What a piece is and does.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct About(pub Words);

/// A piece drawn on its own (not laid out as a [`super::pieces::PieceSpec`]) made to say
/// what it is: pointed at, it says `words`; a click still reaches what lies under it.
pub fn explained(words: Words, size: Vec2) -> impl Bundle {
    (
        About(words),
        Sprite::from_color(Color::NONE, size),
        explain_only(),
    )
}

/// Hovered to be explained, never in the way of a click.
pub fn explain_only() -> Pickable {
    Pickable {
        should_block_lower: false,
        is_hoverable: true,
    }
}

/// How long the pointer rests on a piece before it is explained, in seconds.
const REST_SECONDS: f32 = 0.5;
/// How long a piece the keys or the gamepad moved onto stays explained, in seconds.
const FOCUS_SECONDS: f32 = 4.0;

/// The explained pieces the pointer is over, and where the keys last moved the focus.
#[derive(Resource, Default, Debug)]
pub struct Pointed {
    /// Under the pointer now, with the time each came under it.
    over: Vec<(Entity, f32)>,
    /// The focused piece, and when the keys or the gamepad moved onto it.
    focus: Option<(Entity, f32)>,
    /// The keys or the gamepad were used last (not the pointer).
    keys_last: bool,
}

pub(super) fn plugin(app: &mut App) {
    // Registered by the window plugin; here too, so the table runs without a window.
    app.add_message::<CursorMoved>()
        .init_resource::<Pointed>()
        .add_observer(pointer_over)
        .add_observer(pointer_out)
        .add_systems(Update, (note_the_device, follow_the_focus).chain());
}

fn pointer_over(
    over: On<Pointer<Over>>,
    explained: Query<(), With<About>>,
    mut pointed: ResMut<Pointed>,
    time: Res<Time>,
) {
    if explained.contains(over.entity) && !pointed.over.iter().any(|(e, _)| *e == over.entity) {
        pointed.over.push((over.entity, time.elapsed_secs()));
    }
}

fn pointer_out(out: On<Pointer<Out>>, mut pointed: ResMut<Pointed>) {
    pointed.over.retain(|(e, _)| *e != out.entity);
}

/// Whether the player last used the keys or a gamepad, or the pointer.
fn note_the_device(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    pads: Option<Res<ButtonInput<GamepadButton>>>,
    mut moved: MessageReader<CursorMoved>,
    mut pointed: ResMut<Pointed>,
) {
    if moved.read().count() > 0 {
        pointed.keys_last = false;
    }
    let pressed = keys.is_some_and(|k| k.get_just_pressed().next().is_some())
        || pads.is_some_and(|p| p.get_just_pressed().next().is_some());
    if pressed {
        pointed.keys_last = true;
    }
}

/// Notes when the keys or the gamepad move the focus onto another piece.
fn follow_the_focus(
    focused: Query<Entity, (With<Focused>, With<About>)>,
    mut pointed: ResMut<Pointed>,
    time: Res<Time>,
) {
    let now = focused.iter().next();
    match (now, pointed.focus) {
        (Some(entity), Some((was, _))) if entity == was => {}
        (Some(entity), _) if pointed.keys_last => {
            pointed.focus = Some((entity, time.elapsed_secs()));
        }
        (Some(_), _) => {}
        (None, _) => pointed.focus = None,
    }
}

/// Where an explanation is shown from: the pointer, or a focused piece.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Source {
    Pointer,
    Focus(Entity),
}

impl Pointed {
    /// The piece to explain at `now`: the topmost the pointer has rested on long enough,
    /// else the one the keys moved onto lately.
    pub fn explained(
        &self,
        now: f32,
        depth: impl Fn(Entity) -> Option<f32>,
    ) -> Option<(Entity, Source)> {
        let rested = self
            .over
            .iter()
            .filter(|(_, since)| now - since >= REST_SECONDS)
            .filter_map(|&(e, _)| depth(e).map(|z| (e, z)))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(e, _)| (e, Source::Pointer));
        rested.or_else(|| {
            self.focus
                .filter(|&(_, since)| self.keys_last && now - since < FOCUS_SECONDS)
                .map(|(e, _)| (e, Source::Focus(e)))
        })
    }
}

/// The explanation card, beside the pointer or the focused piece. Registered by the
/// windowed app.
pub fn about_ui(
    mut contexts: EguiContexts,
    pointed: Res<Pointed>,
    pieces: Query<(&About, &GlobalTransform)>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    time: Res<Time>,
) -> Result {
    let now = time.elapsed_secs();
    let Some((entity, source)) =
        pointed.explained(now, |e| pieces.get(e).ok().map(|(_, t)| t.translation().z))
    else {
        return Ok(());
    };
    let Ok((about, at)) = pieces.get(entity) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let (spot, gap) = match source {
        Source::Pointer => (ctx.pointer_hover_pos(), 18.0),
        Source::Focus(_) => (
            camera.iter().find_map(|(camera, eye)| {
                let spot = camera.world_to_viewport(eye, at.translation()).ok()?;
                let zoom = ctx.zoom_factor();
                Some(egui::pos2(spot.x / zoom, spot.y / zoom))
            }),
            24.0,
        ),
    };
    let Some(spot) = spot else {
        return Ok(());
    };
    let (pivot, position) = beside(ctx.content_rect(), spot, gap);
    egui::Area::new(egui::Id::new("about-piece"))
        .order(egui::Order::Tooltip)
        .pivot(pivot)
        .fixed_pos(position)
        .constrain(true)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(crate::theme::panel_opaque())
                .show(ui, |ui| {
                    ui.set_max_width(300.0);
                    // Read out as the keys move the focus from piece to piece.
                    super::live_region::mark(
                        &ui.label(egui::RichText::new(render(&about.0)).size(15.0)),
                    );
                });
        });
    // Rested on, the card shows without waiting for the pointer to move again.
    if pointed
        .over
        .iter()
        .any(|&(_, since)| now - since < REST_SECONDS)
    {
        ctx.request_repaint_after(std::time::Duration::from_secs_f32(REST_SECONDS));
    }
    Ok(())
}

/// Where the card stands beside `spot` (the pointer, or the focused piece) in `screen`:
/// below and right of it, or towards the screen's middle where it is in the lower or the
/// right half, so that a piece of the hand along the bottom explained does not push its
/// card (kept within the screen) over its neighbours. The card's pivot and position.
fn beside(screen: egui::Rect, spot: egui::Pos2, gap: f32) -> (egui::Align2, egui::Pos2) {
    let middle = screen.center();
    let (x, dx) = if spot.x > middle.x {
        (egui::Align::Max, -gap)
    } else {
        (egui::Align::Min, gap)
    };
    let (y, dy) = if spot.y > middle.y {
        (egui::Align::Max, -gap)
    } else {
        (egui::Align::Min, gap)
    };
    (egui::Align2([x, y]), spot + egui::vec2(dx, dy))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over the hand at the bottom right the card stands above and left of the pointer;
    /// at the top left, below and right of it.
    #[test]
    fn the_card_stands_towards_the_screens_middle() {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
        let (pivot, at) = beside(screen, egui::pos2(1100.0, 650.0), 18.0);
        assert_eq!(pivot, egui::Align2::RIGHT_BOTTOM);
        assert_eq!(at, egui::pos2(1082.0, 632.0));
        let (pivot, at) = beside(screen, egui::pos2(100.0, 80.0), 18.0);
        assert_eq!(pivot, egui::Align2::LEFT_TOP);
        assert_eq!(at, egui::pos2(118.0, 98.0));
    }

    #[test]
    fn the_topmost_piece_rested_on_is_explained_after_a_moment_else_a_fresh_focus() {
        let (low, high, focus) = (
            Entity::from_raw_u32(1).unwrap(),
            Entity::from_raw_u32(2).unwrap(),
            Entity::from_raw_u32(3).unwrap(),
        );
        let depth = |e: Entity| Some(if e == high { 5.0 } else { 1.0 });
        let mut pointed = Pointed {
            over: vec![(low, 0.0), (high, 0.2)],
            focus: Some((focus, 0.0)),
            keys_last: false,
        };
        assert_eq!(pointed.explained(0.3, depth), None, "not yet rested");
        assert_eq!(pointed.explained(0.6, depth), Some((low, Source::Pointer)));
        assert_eq!(pointed.explained(0.8, depth), Some((high, Source::Pointer)));
        pointed.over.clear();
        assert_eq!(
            pointed.explained(1.0, depth),
            None,
            "the pointer was used last"
        );
        pointed.keys_last = true;
        assert_eq!(
            pointed.explained(1.0, depth),
            Some((focus, Source::Focus(focus)))
        );
        assert_eq!(pointed.explained(5.0, depth), None, "a while later it goes");
    }
}
