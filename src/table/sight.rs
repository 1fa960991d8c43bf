//! What must stay in sight: where each piece a player may touch shows on the screen (the
//! hand, the die, the piles, what a lesson's step asks for), worked out each frame from
//! the pieces' [`Target`]s and the camera, so that a card, a banner or a window over the
//! table can take a place that leaves them clear ([`clear_place`]).

use super::pieces::{Hit, Target};
use bevy::prelude::*;
use bevy_egui::egui;

/// The screen rectangles (logical pixels) of the pieces a player may touch, as last laid
/// out.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct InSight {
    pub pieces: Vec<Rect>,
}

impl InSight {
    /// The pieces' rectangles in the egui points of `ctx`.
    pub fn in_points(&self, ctx: &egui::Context) -> Vec<egui::Rect> {
        let zoom = ctx.zoom_factor();
        self.pieces
            .iter()
            .map(|r| {
                egui::Rect::from_min_max(
                    egui::pos2(r.min.x / zoom, r.min.y / zoom),
                    egui::pos2(r.max.x / zoom, r.max.y / zoom),
                )
            })
            .collect()
    }
}

/// The sets the pieces are gathered in: the list emptied, then each game's pieces added.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Gather {
    Empty,
    Add,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InSight>()
        .configure_sets(
            PostUpdate,
            (Gather::Empty, Gather::Add)
                .chain()
                .after(bevy::transform::TransformSystems::Propagate),
        )
        .add_systems(PostUpdate, empty.in_set(Gather::Empty));
}

/// Gathers the pieces whose targets are `H` (a game's), for [`super::picking::register`].
pub(super) fn register<H: Hit>(app: &mut App) {
    app.add_systems(PostUpdate, gather::<H>.in_set(Gather::Add));
}

fn empty(mut sight: ResMut<InSight>) {
    if !sight.pieces.is_empty() {
        sight.pieces.clear();
    }
}

/// Each entity's own visibility and parent: a piece shows unless it or one above it is
/// hidden.
type Tree<'w, 's> = Query<'w, 's, (Option<&'static Visibility>, Option<&'static ChildOf>)>;

fn hidden(entity: Entity, tree: &Tree) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        let Ok((visibility, parent)) = tree.get(entity) else {
            return false;
        };
        if visibility == Some(&Visibility::Hidden) {
            return true;
        }
        at = parent.map(ChildOf::parent);
    }
    false
}

fn gather<H: Hit>(
    cameras: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    pieces: Query<(Entity, &Sprite, &GlobalTransform), With<Target<H>>>,
    tree: Tree,
    mut sight: ResMut<InSight>,
) {
    let Some((camera, eye)) = cameras.iter().find(|(c, _)| c.is_active) else {
        return;
    };
    for (entity, sprite, place) in &pieces {
        if hidden(entity, &tree) {
            continue;
        }
        let (scale, _, centre) = place.to_scale_rotation_translation();
        let half = (sprite.custom_size.unwrap_or(Vec2::ONE) * scale.truncate() / 2.0).extend(0.0);
        if let (Ok(a), Ok(b)) = (
            camera.world_to_viewport(eye, centre - half),
            camera.world_to_viewport(eye, centre + half),
        ) {
            sight.pieces.push(Rect::from_corners(a, b));
        }
    }
}

/// Of the `places` (each an egui anchor and its offset), the first where a window of
/// `size` (egui points) in a screen of `screen` leaves every rectangle of `keep` clear; else
/// the one that covers least of them, each counted by the share of it covered (a corner of
/// a large safe counts for less than the whole of a small pile).
pub fn clear_place(
    screen: egui::Rect,
    size: egui::Vec2,
    keep: &[egui::Rect],
    places: &[(egui::Align2, egui::Vec2)],
) -> (egui::Align2, egui::Vec2) {
    let covered = |place: &(egui::Align2, egui::Vec2)| covered_share(screen, size, keep, *place);
    first_clear(screen, size, keep, places)
        .or_else(|| {
            places
                .iter()
                .min_by(|a, b| covered(a).total_cmp(&covered(b)))
                .copied()
        })
        .unwrap_or((egui::Align2::RIGHT_BOTTOM, egui::Vec2::ZERO))
}

/// Of the `places`, the first where a window of `size` lies within the screen and leaves
/// every rectangle of `keep` clear, if any (a window past the screen's edge is moved
/// within it by egui, where it may cover what its place did not).
pub fn first_clear(
    screen: egui::Rect,
    size: egui::Vec2,
    keep: &[egui::Rect],
    places: &[(egui::Align2, egui::Vec2)],
) -> Option<(egui::Align2, egui::Vec2)> {
    let within = |(align, offset): (egui::Align2, egui::Vec2)| {
        let rect = align.align_size_within_rect(size, screen).translate(offset);
        screen.expand(1.0).contains_rect(rect)
    };
    places
        .iter()
        .find(|p| within(**p) && covered_share(screen, size, keep, **p) <= 0.0)
        .copied()
}

/// How much of the rectangles of `keep` a window of `size` at `place` covers: the sum of
/// each one's share covered.
fn covered_share(
    screen: egui::Rect,
    size: egui::Vec2,
    keep: &[egui::Rect],
    (align, offset): (egui::Align2, egui::Vec2),
) -> f32 {
    let rect = align.align_size_within_rect(size, screen).translate(offset);
    keep.iter()
        .filter(|k| k.is_positive())
        .map(|k| {
            let both = k.intersect(rect);
            if both.is_positive() {
                both.area() / k.area()
            } else {
                0.0
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A card that would lie on the hand at the bottom takes the next place named.
    #[test]
    fn a_card_goes_where_it_leaves_the_pieces_clear() {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
        let hand = egui::Rect::from_min_max(egui::pos2(700.0, 560.0), egui::pos2(1270.0, 710.0));
        let places = [
            (egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0)),
            (egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0)),
        ];
        let size = egui::vec2(300.0, 200.0);
        assert_eq!(clear_place(screen, size, &[], &places), places[0]);
        assert_eq!(clear_place(screen, size, &[hand], &places), places[1]);
        // Nowhere clear: the place covering least.
        let everywhere = screen.shrink(4.0);
        let tall = egui::Rect::from_min_max(egui::pos2(700.0, 0.0), egui::pos2(1280.0, 300.0));
        assert_eq!(
            clear_place(screen, size, &[everywhere, tall], &places),
            places[0]
        );
    }
}
