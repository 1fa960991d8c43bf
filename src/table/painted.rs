//! Round pieces painted once into images: a glossy peg, a hole drilled in the wood. A
//! renderer that draws with the processor spends most of a frame on the edges of
//! triangles; a peg drawn from meshes (shadow, body, rim and gloss) was over a hundred
//! thin ones, and the pegs and holes of a full Code Breaker board some twenty thousand. As
//! a sprite it is two, every peg of one colour is one draw, and its edges are smooth
//! where the meshes' were jagged without multisampling (`scripts/bench-frames`).

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Pixels of a painted image per world unit: twice the design resolution, so the image is
/// sharp in a window twice the design size and smooth in one at the design size.
const PIXELS_PER_UNIT: f32 = 2.0;

/// World units over which an edge fades from covered to clear: one pixel at the design
/// size.
const EDGE: f32 = 1.0;

/// How the image of a peg of `radius` lies: its shadow falls right and down.
fn peg_shadow_offset(radius: f32) -> Vec2 {
    Vec2::new(radius * 0.12, -radius * 0.18)
}

/// A peg of `radius` as on the box: its shadow on the board, a `fill`ed body (none when
/// `hollow`) with a gloss at the top left, and a `rim` round its edge. Returns the image
/// and the world size to draw it at, centred on the peg.
pub fn peg(radius: f32, fill: Color, rim: Color, hollow: bool) -> (Image, Vec2) {
    let r = radius;
    let ring = (r * 0.15).max(1.0);
    let shadow_at = peg_shadow_offset(r);
    let gloss_at = Vec2::new(-r * 0.3, r * 0.35);
    let gloss_half = Vec2::new(r * 0.35, r * 0.23);
    let gloss = super::paint::GLOSS;
    let shadow = super::paint::SHADOW;
    let reach = r + shadow_at.abs().max_element() + 2.0 * EDGE;
    paint(reach, |p, grown| {
        let mut layers = vec![(disc(p - shadow_at, r) - grown, shadow)];
        if !hollow {
            layers.push((disc(p, r) - grown, fill));
            layers.push((annulus(p, r, ring) - grown, rim));
            layers.push((capsule(p - gloss_at, gloss_half) - grown, gloss));
        } else {
            layers.push((annulus(p, r, ring) - grown, rim));
        }
        layers
    })
}

/// A hole of `radius` drilled in the wood, `colour` inside.
pub fn hole(radius: f32, colour: Color) -> (Image, Vec2) {
    paint(radius + 2.0 * EDGE, |p, grown| {
        vec![(disc(p, radius) - grown, colour)]
    })
}

/// Signed distance from `p` to a disc of `radius` at the origin (negative inside).
fn disc(p: Vec2, radius: f32) -> f32 {
    p.length() - radius
}

/// Signed distance to a ring `width` wide inside the edge of a disc of `radius`.
fn annulus(p: Vec2, radius: f32, width: f32) -> f32 {
    (p.length() - (radius - width / 2.0)).abs() - width / 2.0
}

/// Signed distance to a capsule lying along x, `half` its half size.
fn capsule(p: Vec2, half: Vec2) -> f32 {
    let along = (p.x.abs() - (half.x - half.y)).max(0.0);
    Vec2::new(along, p.y).length() - half.y
}

/// How much of a pixel a shape covers, from its signed distance at the pixel's centre.
fn coverage(distance: f32) -> f32 {
    (0.5 - distance / EDGE).clamp(0.0, 1.0)
}

/// Paints an image reaching `reach` world units each way from its centre. `layers` gives,
/// for a point and a growth, each shape's signed distance (grown by that much) and colour,
/// bottom first. Layers are laid over each other as a renderer blends them (in linear
/// light); a pixel nothing covers takes the colour of what lies just beside it, so the
/// filtering between pixels shows no dark or light fringe.
fn paint(reach: f32, layers: impl Fn(Vec2, f32) -> Vec<(f32, Color)>) -> (Image, Vec2) {
    let side = (2.0 * reach * PIXELS_PER_UNIT).ceil() as u32;
    let world = side as f32 / PIXELS_PER_UNIT;
    let mut data = Vec::with_capacity((side * side * 4) as usize);
    for y in 0..side {
        for x in 0..side {
            let p = Vec2::new(
                (x as f32 + 0.5) / PIXELS_PER_UNIT - world / 2.0,
                world / 2.0 - (y as f32 + 0.5) / PIXELS_PER_UNIT,
            );
            let (colour, alpha) = composite(&layers(p, 0.0));
            let colour = if alpha > 0.5 / 255.0 {
                colour
            } else {
                composite(&layers(p, 2.0 * EDGE)).0
            };
            let mut texel = Srgba::from(colour).to_u8_array();
            texel[3] = (alpha * 255.0).round() as u8;
            data.extend(texel);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: side,
            height: side,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor::linear());
    (image, Vec2::splat(world))
}

/// Layers blended bottom first over nothing: the colour (not premultiplied) and the cover.
fn composite(layers: &[(f32, Color)]) -> (LinearRgba, f32) {
    let (mut premultiplied, mut alpha) = (Vec3::ZERO, 0.0);
    for (distance, colour) in layers {
        let colour = colour.to_linear();
        let a = colour.alpha * coverage(*distance);
        premultiplied =
            premultiplied * (1.0 - a) + Vec3::new(colour.red, colour.green, colour.blue) * a;
        alpha = alpha * (1.0 - a) + a;
    }
    let rgb = if alpha > 0.0 {
        premultiplied / alpha
    } else {
        Vec3::ZERO
    };
    (LinearRgba::rgb(rgb.x, rgb.y, rgb.z), alpha)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pixel of `image` at world point `p` from its centre (`world` its world size).
    fn texel(image: &Image, world: Vec2, p: Vec2) -> [u8; 4] {
        let side = image.width();
        let x = ((p.x + world.x / 2.0) * PIXELS_PER_UNIT) as u32;
        let y = ((world.y / 2.0 - p.y) * PIXELS_PER_UNIT) as u32;
        let at = ((y * side + x) * 4) as usize;
        image.data.as_ref().unwrap()[at..at + 4].try_into().unwrap()
    }

    #[test]
    fn a_peg_is_its_colour_inside_its_rim_with_its_shadow_beside_it() {
        let red = Color::srgb(0.85, 0.12, 0.12);
        let rim = red.darker(0.12);
        let (image, world) = peg(17.0, red, rim, false);
        assert!(world.x >= 2.0 * 17.0 && world.x == world.y);
        // Below the gloss, the body is the fill, opaque.
        let body = texel(&image, world, Vec2::new(4.0, -6.0));
        assert_eq!(body, Srgba::from(red).to_u8_array());
        // The rim, near the edge.
        let edge = texel(&image, world, Vec2::new(-16.0, 0.0));
        assert_eq!(edge, Srgba::from(rim).to_u8_array());
        // The gloss lightens the top left.
        let glossed = texel(&image, world, Vec2::new(-5.0, 6.0));
        assert!(glossed[1] > body[1] + 40, "{glossed:?}");
        // Beside the peg at the bottom right: the shadow, dark and half clear.
        let shade = texel(&image, world, Vec2::new(10.3, -15.6));
        assert!(
            shade[3] > 60 && shade[3] < 120 && shade[0] < 10,
            "{shade:?}"
        );
        // Away from it, at the top left: nothing, in the rim's colour (no dark fringe).
        let clear = texel(&image, world, Vec2::new(-17.5, 0.0));
        assert_eq!(clear[3], 0);
        assert_eq!(clear[..3], edge[..3]);
    }

    #[test]
    fn a_hollow_peg_shows_only_its_rim_and_shadow() {
        let rim = Color::srgba(0.9, 0.9, 0.85, 0.55);
        let (image, world) = peg(17.0, Color::srgba(0.8, 0.8, 0.8, 0.22), rim, true);
        // Inside, no body: only the shadow under the peg shows.
        let centre = texel(&image, world, Vec2::new(-3.0, 3.0));
        assert_eq!(centre, [0, 0, 0, (0.35f32 * 255.0).round() as u8]);
        let edge = texel(&image, world, Vec2::new(-16.0, 0.0));
        assert_eq!(edge[3], (0.55f32 * 255.0).round() as u8);
    }

    #[test]
    fn a_hole_is_round_with_a_soft_edge() {
        let colour = Color::srgb(0.13, 0.08, 0.045);
        let (image, world) = hole(8.0, colour);
        assert_eq!(texel(&image, world, Vec2::ZERO)[3], 255);
        assert_eq!(texel(&image, world, Vec2::new(0.0, 9.0))[3], 0);
        let edge = texel(&image, world, Vec2::new(8.0, 0.0))[3];
        assert!(edge > 0 && edge < 255, "{edge}");
    }
}
