//! The table as the screen shows it: a stand-in for the renderer (the camera's target and
//! projection, which Bevy's renderer would work out), where each piece a player may touch
//! lies on the screen, and how large the table's words are drawn.

use bevy::camera::{CameraProjection, RenderTargetInfo};
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers::table::pieces::{Hit, Target};

/// What the renderer would tell each camera: the window's size and scale factor as its
/// target, and the projection fitted to it.
pub fn stand_in_for_the_renderer(
    window: Single<&Window>,
    mut cameras: Query<(&mut Camera, &mut Projection)>,
) {
    let info = RenderTargetInfo {
        physical_size: window.physical_size(),
        scale_factor: window.scale_factor(),
    };
    for (mut camera, mut projection) in &mut cameras {
        camera.computed.target_info = Some(info.clone());
        let Some(size) = camera.logical_viewport_size() else {
            continue;
        };
        if size.min_element() <= 0.0 {
            continue;
        }
        if let Projection::Orthographic(orthographic) = &mut *projection {
            orthographic.update(size.x, size.y);
            camera.computed.clip_from_view = orthographic.get_clip_from_view();
        }
    }
}

/// A piece the player may touch, where it shows, in egui points.
#[derive(Clone, Debug)]
pub struct Touchable {
    pub name: String,
    pub rect: egui::Rect,
}

/// Words on the table, and how many pixels tall their font is drawn.
#[derive(Clone, Debug)]
pub struct TableWords {
    pub text: String,
    pub pixels: f32,
}

/// The table's camera (the one egui draws over) and where it stands.
fn table_camera(world: &mut World) -> Option<(Camera, GlobalTransform)> {
    let mut cameras =
        world.query_filtered::<(&Camera, &GlobalTransform), With<bevy_egui::PrimaryEguiContext>>();
    cameras
        .iter(world)
        .next()
        .map(|(camera, place)| (camera.clone(), *place))
}

/// Whether `entity` and every one above it are not hidden.
fn shown(world: &World, entity: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        if world.get::<Visibility>(entity) == Some(&Visibility::Hidden) {
            return false;
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    true
}

/// Where the world's `point` shows, in logical pixels.
fn on_screen(camera: &(Camera, GlobalTransform), point: Vec3) -> Option<Vec2> {
    camera.0.world_to_viewport(&camera.1, point).ok()
}

/// The pieces whose target is an `H`, shown, in egui points at `zoom`.
pub fn touchable<H: Hit>(world: &mut World, zoom: f32) -> Vec<Touchable> {
    let Some(camera) = table_camera(world) else {
        return Vec::new();
    };
    let mut pieces = world.query::<(Entity, &Target<H>, &Sprite, &GlobalTransform)>();
    let found: Vec<(Entity, String, Vec2, GlobalTransform)> = pieces
        .iter(world)
        .map(|(entity, target, sprite, place)| {
            (
                entity,
                format!("{:?}", target.hit),
                sprite.custom_size.unwrap_or(Vec2::ONE),
                *place,
            )
        })
        .collect();
    found
        .into_iter()
        .filter(|(entity, ..)| shown(world, *entity))
        .filter_map(|(_, name, size, place)| {
            let (scale, _, centre) = place.to_scale_rotation_translation();
            let half = (size * scale.truncate() / 2.0).extend(0.0);
            let a = on_screen(&camera, centre - half)?;
            let b = on_screen(&camera, centre + half)?;
            let rect = egui::Rect::from_two_pos(
                egui::pos2(a.x / zoom, a.y / zoom),
                egui::pos2(b.x / zoom, b.y / zoom),
            );
            Some(Touchable { name, rect })
        })
        .collect()
}

/// Whether `text` is a mark drawn as a glyph (a token's ★ or ×), a part of a piece's
/// picture read with its shape and colour, not words: only letters and digits are words.
fn is_a_mark(text: &str) -> bool {
    !text.chars().any(char::is_alphanumeric)
}

/// Every shown word on the table, with its font's height on the screen in pixels: the
/// marks of [`is_a_mark`] are judged with their piece, not as words.
pub fn table_words(world: &mut World) -> Vec<TableWords> {
    let Some(camera) = table_camera(world) else {
        return Vec::new();
    };
    let mut texts = world.query::<(Entity, &Text2d, &TextFont, &GlobalTransform)>();
    // Every size the table gives is in its own units (`FontSize::Px`).
    let found: Vec<(Entity, String, f32, GlobalTransform)> = texts
        .iter(world)
        .filter_map(|(entity, text, font, place)| match font.font_size {
            FontSize::Px(size) => Some((entity, text.0.clone(), size, *place)),
            _ => None,
        })
        .collect();
    found
        .into_iter()
        .filter(|(entity, text, ..)| !is_a_mark(text) && shown(world, *entity))
        .filter_map(|(_, text, size, place)| {
            let (scale, _, centre) = place.to_scale_rotation_translation();
            let top = on_screen(&camera, centre + Vec3::new(0.0, size * scale.y / 2.0, 0.0))?;
            let bottom = on_screen(&camera, centre - Vec3::new(0.0, size * scale.y / 2.0, 0.0))?;
            Some(TableWords {
                text,
                pixels: (top - bottom).length(),
            })
        })
        .collect()
}
