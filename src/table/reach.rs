//! A finger's reach: on a touch screen a piece smaller than a fingertip is taken from around
//! it. A touch that lands on no piece takes the nearest piece within [`FINGER_REACH`] of it,
//! so every piece a player may take answers over at least 44 pixels where its neighbours
//! leave the room (the size platforms ask of anything tapped). It is a picking backend of its
//! own: its hits stand over the table's sprites and under egui's panels, so taps, drags and
//! drops ([`super::picking`]) all reach as far.

use super::pieces::{Hit, Target};
use super::surface::units_per_pixel;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::pointer::{PointerId, PointerLocation};
use bevy::prelude::*;

/// How far outside a piece a finger may land and still take it, in logical (CSS) pixels:
/// half of a fingertip ([`crate::theme::FINGER`]).
pub const FINGER_REACH: f32 = crate::theme::FINGER / 2.0;

/// The layer the reach's hits stand on, added to the camera's order: over the sprites
/// (their backend reports at the camera's order), under egui's panels (bevy_egui's 0.6).
const REACH_ORDER: f32 = 0.3;

/// Where a piece lies on the table: its centre, half its size and its height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Footprint {
    pub centre: Vec2,
    pub half: Vec2,
    pub z: f32,
}

impl Footprint {
    /// The footprint of a piece's hit sprite (centred, as the table's pieces are).
    pub fn of(sprite: &Sprite, place: &GlobalTransform) -> Self {
        let size = sprite.custom_size.unwrap_or(Vec2::ZERO) * place.scale().truncate();
        let at = place.translation();
        Footprint {
            centre: at.truncate(),
            half: size.abs() / 2.0,
            z: at.z,
        }
    }

    /// How far `at` lies outside the piece (0 on it).
    pub fn distance_to(&self, at: Vec2) -> f32 {
        ((at - self.centre).abs() - self.half)
            .max(Vec2::ZERO)
            .length()
    }
}

/// What a point on the table reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reached<T> {
    /// The topmost piece under it.
    Under(T),
    /// No piece under it: the nearest within reach (the topmost of equally near ones).
    Near(T),
}

impl<T> Reached<T> {
    pub fn piece(self) -> T {
        match self {
            Reached::Under(piece) | Reached::Near(piece) => piece,
        }
    }
}

/// The piece `at` reaches among `pieces`, `reach` being the finger's reach in the table's
/// units.
pub fn reached<T>(
    at: Vec2,
    pieces: impl IntoIterator<Item = (T, Footprint)>,
    reach: f32,
) -> Option<Reached<T>> {
    let mut under: Option<(T, f32)> = None;
    let mut near: Option<(T, f32, f32)> = None;
    for (piece, print) in pieces {
        let distance = print.distance_to(at);
        if distance <= 0.0 {
            if under.as_ref().is_none_or(|(_, z)| print.z > *z) {
                under = Some((piece, print.z));
            }
        } else if distance <= reach
            && near
                .as_ref()
                .is_none_or(|(_, d, z)| distance < *d || (distance == *d && print.z > *z))
        {
            near = Some((piece, distance, print.z));
        }
    }
    under
        .map(|(piece, _)| Reached::Under(piece))
        .or(near.map(|(piece, ..)| Reached::Near(piece)))
}

/// How far [`FINGER_REACH`] is on the table, seen through `camera` at `position`.
pub fn reach_on_table(camera: &Camera, place: &GlobalTransform, position: Vec2) -> Option<f32> {
    units_per_pixel(camera, place, position).map(|units| units * FINGER_REACH)
}

/// Whether a piece may be taken now: it is pickable (not held) and shown.
type Takeable = (&'static Pickable, &'static InheritedVisibility);

/// The backend: each touch that lands on no piece of the game whose targets are `H`
/// hovers the nearest within reach (a touch on a piece is the sprites' backend's).
pub(super) fn finger_reach<H: Hit>(
    pointers: Query<(&PointerId, &PointerLocation)>,
    camera: Option<Single<(Entity, &Camera, &GlobalTransform)>>,
    targets: Query<(Entity, &Sprite, &GlobalTransform, Takeable), With<Target<H>>>,
    mut hits: MessageWriter<PointerHits>,
) {
    let Some(camera) = camera else { return };
    let (lens, camera, place) = *camera;
    for (pointer, location) in &pointers {
        let (PointerId::Touch(_), Some(location)) = (pointer, &location.location) else {
            continue;
        };
        let (Ok(at), Some(reach)) = (
            camera.viewport_to_world_2d(place, location.position),
            reach_on_table(camera, place, location.position),
        ) else {
            continue;
        };
        let pieces = targets
            .iter()
            .filter(|(.., (pickable, shown))| pickable.is_hoverable && shown.get())
            .map(|(piece, sprite, spot, ..)| (piece, Footprint::of(sprite, spot)));
        if let Some(Reached::Near(piece)) = reached(at, pieces, reach) {
            let hit = HitData::new(lens, 0.0, Some(at.extend(0.0)), None);
            hits.write(PointerHits::new(
                *pointer,
                vec![(piece, hit)],
                camera.order as f32 + REACH_ORDER,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(x: f32, y: f32, z: f32) -> Footprint {
        Footprint {
            centre: Vec2::new(x, y),
            half: Vec2::new(10.0, 15.0),
            z,
        }
    }

    #[test]
    fn a_touch_on_a_piece_takes_the_topmost_piece_under_it() {
        let pieces = [("low", card(0.0, 0.0, 1.0)), ("high", card(5.0, 0.0, 2.0))];
        assert_eq!(
            reached(Vec2::new(6.0, 0.0), pieces, 22.0),
            Some(Reached::Under("high"))
        );
    }

    #[test]
    fn a_touch_beside_small_pieces_takes_the_nearest_within_reach() {
        // Two cards 60 apart: a touch 15 right of the first card's edge is 25 from the
        // second's.
        let pieces = [
            ("first", card(0.0, 0.0, 1.0)),
            ("second", card(60.0, 0.0, 1.0)),
        ];
        assert_eq!(
            reached(Vec2::new(25.0, 0.0), pieces, 22.0),
            Some(Reached::Near("first"))
        );
        assert_eq!(
            reached(Vec2::new(36.0, 0.0), pieces, 22.0),
            Some(Reached::Near("second"))
        );
    }

    #[test]
    fn a_touch_out_of_reach_takes_nothing() {
        let pieces = [("card", card(0.0, 0.0, 1.0))];
        assert_eq!(reached(Vec2::new(0.0, 38.0), pieces, 22.0), None);
        assert_eq!(
            reached(Vec2::new(0.0, 36.0), pieces, 22.0),
            Some(Reached::Near("card"))
        );
    }

    #[test]
    fn a_piece_smaller_than_a_finger_answers_over_44_pixels() {
        // A 14-pixel digit alone on the table: taken from 22 pixels either side of it.
        let digit = Footprint {
            centre: Vec2::ZERO,
            half: Vec2::splat(7.0),
            z: 0.0,
        };
        let answers = |x: f32| reached(Vec2::new(x, 0.0), [((), digit)], FINGER_REACH).is_some();
        assert!(answers(-28.0) && answers(28.0));
        assert!(!answers(-30.0) && !answers(30.0));
    }

    #[test]
    fn the_footprint_grows_with_the_pieces_scale() {
        let sprite = Sprite::from_color(Color::NONE, Vec2::new(20.0, 30.0));
        let place =
            GlobalTransform::from(Transform::from_xyz(5.0, 6.0, 3.0).with_scale(Vec3::splat(2.0)));
        let print = Footprint::of(&sprite, &place);
        assert_eq!(print.half, Vec2::new(20.0, 30.0));
        assert_eq!(print.distance_to(Vec2::new(30.0, 6.0)), 5.0);
    }
}
