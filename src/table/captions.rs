//! Captions readable on any screen: words beside a piece (a pile's count, whose safe it
//! is) grow where the camera would show them too small to read, as on a phone.

use super::surface::units_per_pixel;
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, readable_captions);
}

/// On screen a caption is at least this many logical pixels tall.
const CAPTION_LEAST_PIXELS: f32 = 11.0;

/// Words beside a piece, drawn `size` units tall on the table, growing no wider than
/// `room` units.
#[derive(Component, Clone, Copy, Debug)]
pub struct Caption {
    pub size: f32,
    pub room: Option<f32>,
}

/// Grows each caption that the camera would show under [`CAPTION_LEAST_PIXELS`] tall.
fn readable_captions(
    camera: Option<Single<(&Camera, &GlobalTransform)>>,
    pieces: Query<&GlobalTransform>,
    mut captions: Query<(&Caption, &ChildOf, &TextLayoutInfo, &mut Transform)>,
) {
    let Some(camera) = camera else { return };
    let (camera, place) = *camera;
    let Some(centre) = camera.logical_viewport_rect().map(|rect| rect.center()) else {
        return;
    };
    let Some(per_pixel) = units_per_pixel(camera, place, centre) else {
        return;
    };
    for (caption, piece, laid_out, mut transform) in &mut captions {
        let piece_scale = pieces
            .get(piece.parent())
            .map_or(1.0, |at| at.scale().x.abs());
        // A `Text2d`'s laid-out size is in the table's units at any pixel ratio (Bevy
        // divides it by the scale factor it laid the words out at).
        let width = laid_out.size.x;
        let most = caption
            .room
            .map_or(f32::INFINITY, |room| room / width.max(1.0));
        let grow = caption_growth(caption.size * piece_scale / per_pixel).min(most.max(1.0));
        if (transform.scale.x - grow).abs() > 0.01 {
            transform.scale = Vec3::new(grow, grow, 1.0);
        }
    }
}

/// How much a caption shown `on_screen` pixels tall grows: to [`CAPTION_LEAST_PIXELS`].
fn caption_growth(on_screen: f32) -> f32 {
    (CAPTION_LEAST_PIXELS / on_screen.max(0.1)).max(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_too_small_to_read_grows_to_eleven_pixels_and_no_other() {
        // A 14-unit caption on a phone showing 2.5 units a pixel: 5.6 pixels tall.
        let grow = caption_growth(14.0 / 2.5);
        assert!((14.0 / 2.5 * grow - CAPTION_LEAST_PIXELS).abs() < 1e-4);
        assert_eq!(caption_growth(14.0), 1.0);
    }
}
