//! Captions readable on any screen: words beside a piece (a pile's count, whose safe it
//! is) grow where the camera would show them too small to read, as on a phone, and with
//! the interface scale of the settings, as much of it as the window holds, as the panels do
//! (`theme::held_interface_scale`).

use super::surface::units_per_pixel;
use crate::theme::{held_interface_scale, interface_scale};
use bevy::prelude::*;
use bevy::text::TextLayoutInfo;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, (readable_captions, words_within));
}

/// Words on a piece (a card's) drawn no wider than this many table units: shrunk to it
/// where their letters, as laid out, are wider than the piece's estimate.
#[derive(Component, Clone, Copy, Debug)]
pub struct Within(pub f32);

fn words_within(
    mut words: Query<(&Within, &TextLayoutInfo, &mut Transform), Changed<TextLayoutInfo>>,
) {
    for (within, laid_out, mut transform) in &mut words {
        let fit = (within.0 / laid_out.size.x.max(0.1)).min(1.0);
        if (transform.scale.x - fit).abs() > 0.001 {
            transform.scale = Vec3::new(fit, fit, 1.0);
        }
    }
}

/// The smallest words on the table, in its units: 18 pixels at 1920x1080, where the
/// table's design of 1280x720 is drawn 1.5 times as large (Xbox Accessibility Guideline
/// 101). Captions grow to it; a card's words are drawn at it where the card's width allows
/// (`pieces::draw`), and its corner indices only where they reach it.
pub const LEAST_WORDS: f32 = 12.2;

/// On screen a caption is at least this many logical pixels tall.
const CAPTION_LEAST_PIXELS: f32 = 11.0;

/// Words beside a piece, drawn `size` units tall on the table, growing no wider than
/// `room` units.
#[derive(Component, Clone, Copy, Debug)]
pub struct Caption {
    pub size: f32,
    pub room: Option<f32>,
}

/// Scales each caption by the interface scale the window holds, and grows it where the camera would still
/// show it under [`CAPTION_LEAST_PIXELS`] tall; never wider than its room.
fn readable_captions(
    window: Option<Single<&Window>>,
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
    let scale = window.map_or(interface_scale(), |window| {
        held_interface_scale(window.size(), interface_scale())
    });
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
        let in_units = caption.size * piece_scale;
        let grow = caption_growth(in_units, in_units / per_pixel, scale).min(most.max(1.0));
        if (transform.scale.x - grow).abs() > 0.01 {
            transform.scale = Vec3::new(grow, grow, 1.0);
        }
    }
}

/// How much a caption `in_units` tall on the table, which the camera shows `on_screen`
/// pixels tall, is scaled at the interface `scale`: to [`LEAST_WORDS`] if it is smaller,
/// by the scale, and on to [`CAPTION_LEAST_PIXELS`] where that is still less.
fn caption_growth(in_units: f32, on_screen: f32, scale: f32) -> f32 {
    let in_units = in_units.max(0.1);
    let grow = in_units.max(LEAST_WORDS) * scale / in_units;
    grow.max(CAPTION_LEAST_PIXELS / on_screen.max(0.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_too_small_to_read_grows_to_eleven_pixels_and_no_other() {
        // A 14-unit caption on a phone showing 2.5 units a pixel: 5.6 pixels tall.
        let grow = caption_growth(14.0, 14.0 / 2.5, 1.0);
        assert!((14.0 / 2.5 * grow - CAPTION_LEAST_PIXELS).abs() < 1e-4);
        assert_eq!(caption_growth(14.0, 14.0, 1.0), 1.0);
    }

    #[test]
    fn a_caption_under_the_tables_least_words_grows_to_them() {
        // "START" at 11 units, drawn 1.5 times as large at 1920x1080: 18.3 pixels, not 16.5.
        let grow = caption_growth(11.0, 16.5, 1.0);
        assert!((11.0 * grow - LEAST_WORDS).abs() < 1e-4);
        assert!(11.0 * grow * 1.5 >= 18.0);
    }

    #[test]
    fn captions_follow_the_interface_scale_but_never_under_eleven_pixels() {
        assert_eq!(caption_growth(18.0, 18.0, 2.0), 2.0);
        assert_eq!(caption_growth(18.0, 18.0, 1.25), 1.25);
        assert_eq!(caption_growth(18.0, 18.0, 0.75), 0.75);
        // 75 % of 12 pixels would be 9: the caption keeps 11.
        let grow = caption_growth(12.5, 12.0, 0.75);
        assert!((12.0 * grow - CAPTION_LEAST_PIXELS).abs() < 1e-4);
    }
}
