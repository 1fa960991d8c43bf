//! Where the camera looks: the design size fitted to the window, or, on a phone held
//! upright, what lies on the table framed above the sheet.

use super::captions::Caption;
use super::pieces::{Board, Card, Die, Safe};
use super::surface::{BottomSheet, beside_the_panel, design_projection, narrow_view};
use crate::session::Screen;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextLayoutInfo;
use bevy::window::RequestRedraw;

/// The camera follows the window's shape and, upright, the table's pieces.
pub fn plugin(app: &mut App) {
    // Registered by the window plugin; here too, so the plugin runs without a window.
    app.add_message::<RequestRedraw>()
        .add_systems(Update, fit_the_camera);
}

/// What lies on the table, for framing it: each piece's place and size.
type Furniture<'w, 's> = Query<
    'w,
    's,
    (
        &'static GlobalTransform,
        Option<&'static Board>,
        Option<&'static Card>,
        Option<&'static Die>,
        Option<&'static Safe>,
    ),
    Or<(With<Board>, With<Card>, With<Die>, With<Safe>)>,
>;

/// The words beside the pieces (a pile's count, whose safe it is), as laid out.
type Captions<'w, 's> = Query<
    'w,
    's,
    (
        &'static GlobalTransform,
        &'static TextLayoutInfo,
        &'static Anchor,
    ),
    With<Caption>,
>;

/// Where a caption's words lie on the table: their laid-out size, grown as
/// [`super::captions`] grows them, around their anchor. (Bevy gives a `Text2d`'s size in
/// the table's units already, at any pixel ratio: laid out at the window's scale factor,
/// then divided by it.)
fn caption_rect(at: &GlobalTransform, laid_out: &TextLayoutInfo, anchor: &Anchor) -> Rect {
    let (scale, _, place) = at.to_scale_rotation_translation();
    let size = laid_out.size * scale.truncate().abs();
    Rect::from_center_size(place.truncate() - anchor.as_vec() * size, size)
}

/// The smallest rectangle holding the boards, cards, dice and safes on the table and the
/// words beside them, if any.
fn framed(furniture: &Furniture, captions: &Captions) -> Option<Rect> {
    let words = captions
        .iter()
        .map(|(at, laid_out, anchor)| caption_rect(at, laid_out, anchor))
        .filter(|rect| rect.width() > 0.0);
    furniture
        .iter()
        .map(|(at, board, card, die, safe)| {
            let size = board
                .map(|b| b.size)
                .or(card.map(|c| c.size))
                .or(die.map(|d| Vec2::splat(d.side)))
                .or(safe.map(|_| Safe::SIZE))
                .unwrap_or(Vec2::ZERO);
            let (scale, _, centre) = at.to_scale_rotation_translation();
            Rect::from_center_size(centre.truncate(), size * scale.truncate().abs())
        })
        .reduce(|a, b| a.union(b))
        .map(|pieces| words.fold(pieces, |all, rect| all.union(rect)))
}

/// Upright, the camera frames what lies on the table (with a margin) in the phone above
/// the sheet, as large as it fits: the games lay out for a landscape table, and this
/// shows their pieces as large as an upright phone allows. Without pieces, the table's
/// width of the design. The frame eases towards a new one as pieces come and go.
fn upright_view(
    size: Vec2,
    sheet: BottomSheet,
    content: Option<Rect>,
    now: Option<(f32, Vec2)>,
) -> (f32, Vec2) {
    let (wide, centre) = narrow_view(size, sheet.height);
    let Some(content) = content.filter(|c| c.width() > 1.0 && c.height() > 1.0) else {
        return (wide, centre);
    };
    let margin = 24.0;
    let covered = sheet.height + sheet.top_card;
    let room = Vec2::new(size.x, (size.y - covered).max(1.0)) - 2.0 * margin;
    let per_pixel = (content.width() / room.x)
        .max(content.height() / room.y.max(1.0))
        .clamp(wide * 0.4, wide * 2.5);
    // The content's middle sits in the middle of the room between the lesson's card (if
    // any) and the sheet.
    let target = (
        per_pixel,
        content.center() - Vec2::Y * ((sheet.height - sheet.top_card) * per_pixel / 2.0),
    );
    match now {
        Some((was, at)) if (was - target.0).abs() < wide * 0.002 && at.distance(target.1) < 0.5 => {
            target
        }
        Some((was, at)) => (was + (target.0 - was) * 0.2, at + (target.1 - at) * 0.2),
        None => target,
    }
}

/// The camera shows the design size fitted to the window; on a phone held upright, what
/// lies on the table, above the sheet ([`upright_view`]); on a phone on its side, the
/// design's table beside the panel ([`beside_the_panel`]). While it eases towards a new
/// frame it asks for the next frame: a quiet game draws only on input (`crate::idle`), and
/// the camera would stop part of the way (where frames are slow, as at a phone's pixel
/// ratio of 3 drawn by software, the quiet came before the camera had settled).
fn fit_the_camera(
    window: Option<Single<&Window>>,
    sheet: Option<Res<BottomSheet>>,
    screen: Option<Res<State<Screen>>>,
    furniture: Furniture,
    captions: Captions,
    camera: Option<Single<(&mut Projection, &mut Transform), With<Camera2d>>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (Some(window), Some(camera)) = (window, camera) else {
        return;
    };
    let size = window.size();
    let (mut shown, mut transform) = camera.into_inner();
    let at_the_table = screen.is_some_and(|s| *s.get() == Screen::Playing);
    let (projection, centre) = if crate::theme::is_narrow(size) {
        let content = at_the_table
            .then(|| framed(&furniture, &captions))
            .flatten();
        let now = match &*shown {
            Projection::Orthographic(now)
                if matches!(now.scaling_mode, ScalingMode::WindowSize) =>
            {
                Some((now.scale, transform.translation.truncate()))
            }
            _ => None,
        };
        // Away from the table no sheet covers the screen (it keeps the table's height).
        let sheet = sheet.filter(|_| at_the_table).map_or_else(default, |s| *s);
        let (per_pixel, centre) = upright_view(size, sheet, content, now);
        if now.is_some_and(|was| was != (per_pixel, centre)) {
            redraw.write(RequestRedraw);
        }
        let projection = OrthographicProjection {
            scaling_mode: ScalingMode::WindowSize,
            scale: per_pixel,
            ..OrthographicProjection::default_2d()
        };
        (projection, centre)
    } else if let Some((per_pixel, centre)) = beside_the_panel(size).filter(|_| at_the_table) {
        let projection = OrthographicProjection {
            scaling_mode: ScalingMode::WindowSize,
            scale: per_pixel,
            ..OrthographicProjection::default_2d()
        };
        (projection, centre)
    } else {
        (design_projection(), Vec2::ZERO)
    };
    let same = matches!(&*shown, Projection::Orthographic(now)
    if now.scale == projection.scale
        && matches!(
            (now.scaling_mode, projection.scaling_mode),
            (ScalingMode::WindowSize, ScalingMode::WindowSize)
                | (ScalingMode::AutoMin { .. }, ScalingMode::AutoMin { .. })
        ));
    if !same {
        *shown = Projection::Orthographic(projection);
    }
    if transform.translation.truncate() != centre {
        transform.translation.x = centre.x;
        transform.translation.y = centre.y;
    }
}
