//! Shapes the primitives lack: a rectangle with rounded corners, for cards and dice, and
//! its outline, for rings.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A filled rectangle of `size` with corners of `radius`, centred on the origin.
///
/// Laid out for a rasteriser that draws with the processor: a middle rectangle, four edge
/// strips and a small fan in each corner, so no triangle reaches across the piece (a fan
/// from the centre through the outline made long slivers, which cost a software renderer
/// most of a table's frame; `scripts/bench-frames`).
pub fn rounded_rectangle(size: Vec2, radius: f32) -> Mesh {
    let (centres, outline) = rounded_corners(
        size,
        radius,
        corner_steps(radius.min(size.x / 2.0).min(size.y / 2.0)),
    );
    let (points, indices) = if radius >= size.min_element() / 2.0 {
        // Round through (a disc, a capsule): the corner fans would all meet in the middle.
        let mut points: Vec<Vec2> = outline.concat();
        points.dedup_by(|a, b| a.distance(*b) < 1e-4);
        if points
            .first()
            .zip(points.last())
            .is_some_and(|(a, b)| a.distance(*b) < 1e-4)
        {
            points.pop();
        }
        let indices = convex_fill(points.len() as u32);
        (points, indices)
    } else {
        rounded_rectangle_triangles(centres, &outline)
    };
    let positions: Vec<[f32; 3]> = points.iter().map(|p| [p.x, p.y, 0.0]).collect();
    let uvs = points
        .iter()
        .map(|p| [p.x / size.x + 0.5, 0.5 - p.y / size.y])
        .collect();
    flat_mesh(positions, uvs, indices)
}

/// A filled circle of `radius`, with as many sides as its size needs, cut into triangles
/// by [`convex_fill`] (Bevy's circle is a fan from a point on its rim, whose slivers reach
/// across it; a fan from the centre has every sliver meet there).
pub fn disc(radius: f32) -> Mesh {
    let sides = ((std::f32::consts::TAU * radius / 4.0) as u32).clamp(10, 48);
    let outline: Vec<Vec2> = (0..sides)
        .map(|side| radius * Vec2::from_angle(std::f32::consts::TAU * side as f32 / sides as f32))
        .collect();
    let positions = outline.iter().map(|p| [p.x, p.y, 0.0]).collect();
    let uvs = outline
        .iter()
        .map(|p| [p.x / (2.0 * radius) + 0.5, 0.5 - p.y / (2.0 * radius)])
        .collect();
    flat_mesh(positions, uvs, convex_fill(outline.len() as u32))
}

/// Triangles filling a convex outline of `corners` points (counter-clockwise): each round
/// cuts off every other corner, halving the outline, until a triangle is left. A
/// rasteriser that draws with the processor pays for each triangle along its edges, and
/// again where triangles meet: here the cuts near the rim are short and no point is shared
/// by more than a few triangles, where a fan's slivers all meet at one.
pub fn convex_fill(corners: u32) -> Vec<u32> {
    let mut indices = Vec::new();
    let mut outline: Vec<u32> = (0..corners).collect();
    while outline.len() > 3 {
        let n = outline.len();
        let mut kept = Vec::with_capacity(n.div_ceil(2));
        for i in (0..n).step_by(2) {
            kept.push(outline[i]);
            if i + 1 < n {
                indices.extend([outline[i], outline[i + 1], outline[(i + 2) % n]]);
            }
        }
        outline = kept;
    }
    if outline.len() == 3 {
        indices.extend(outline);
    }
    indices
}

/// The points and triangles of a rounded rectangle with these corner `centres` and arcs:
/// the four centres first, then the outline, corner by corner.
fn rounded_rectangle_triangles(
    centres: [Vec2; 4],
    outline: &[Vec<Vec2>; 4],
) -> (Vec<Vec2>, Vec<u32>) {
    let mut points: Vec<Vec2> = centres.to_vec();
    points.extend(outline.iter().flatten());
    let arc = outline[0].len() as u32;
    let first = |corner: u32| 4 + corner * arc;
    let last = |corner: u32| first(corner) + arc - 1;
    // The middle rectangle between the corner centres.
    let mut indices = vec![0, 1, 2, 0, 2, 3];
    for corner in 0..4u32 {
        let next = (corner + 1) % 4;
        // The strip along the edge from this corner to the next.
        indices.extend([corner, last(corner), first(next), corner, first(next), next]);
        // The corner's own small fan.
        indices
            .extend((0..arc - 1).flat_map(|i| [corner, first(corner) + i, first(corner) + i + 1]));
    }
    (points, indices)
}

/// The outline of a rounded rectangle of `size`, `width` thick (drawn inside the size): a
/// focus ring, a highlight.
pub fn rounded_frame(size: Vec2, radius: f32, width: f32) -> Mesh {
    // The inner outline keeps the outer one's steps, so the strips between them pair up.
    let steps = corner_steps(radius.min(size.x / 2.0).min(size.y / 2.0));
    let outer = rounded_corners(size, radius, steps).1.concat();
    let inner = rounded_corners(size - 2.0 * width, (radius - width).max(0.5), steps)
        .1
        .concat();
    let mut positions: Vec<[f32; 3]> = outer.iter().map(|p| [p.x, p.y, 0.0]).collect();
    positions.extend(inner.iter().map(|p| [p.x, p.y, 0.0]));
    let n = outer.len() as u32;
    let indices: Vec<u32> = (0..n)
        .flat_map(|i| {
            let j = (i + 1) % n;
            [i, j, n + i, j, n + j, n + i]
        })
        .collect();
    let uvs = vec![[0.0, 0.0]; positions.len()];
    flat_mesh(positions, uvs, indices)
}

/// How far a rim reaches in under the body laid on it, and a shadow in under its piece:
/// more than the straight steps of either outline stray inside the true curve, so no crack
/// shows between them.
pub const TUCK: f32 = 1.0;

/// The width of the frame that draws what shows of a rim `inset` wide around its body. A
/// software renderer pays for every pixel drawn, hidden or not: a rim drawn whole under
/// its body drew a board twice (`scripts/bench-frames`).
pub fn rim_width(inset: f32) -> f32 {
    inset + TUCK
}

/// The width of the frame that draws what shows of the shadow an opaque piece casts
/// `offset` away: the rest of it lies under the piece.
pub fn shadow_width(offset: Vec2) -> f32 {
    offset.length() + TUCK
}

/// What shows of a shadow `shadow` big with corners of `radius`, cast `offset` away by an
/// opaque piece `piece` big (a board's shadow may be wider than the board): a frame as
/// wide as the shadow reaches out past the piece, the rest lying under it.
pub fn shadow_past(piece: Vec2, shadow: Vec2, radius: f32, offset: Vec2) -> Mesh {
    let width = ((shadow - piece).max(Vec2::ZERO) / 2.0 + offset.abs()).length() + TUCK;
    rounded_frame(shadow, radius, width)
}

/// Whether a frame `width` wide fits inside `size` with room for its hole.
pub fn frame_fits(size: Vec2, width: f32) -> bool {
    2.0 * width < size.min_element() - 1.0
}

/// A mesh of triangles lying flat on the table, facing the camera.
pub(crate) fn flat_mesh(positions: Vec<[f32; 3]>, uvs: Vec<[f32; 2]>, indices: Vec<u32>) -> Mesh {
    let normals = vec![[0.0, 0.0, 1.0]; positions.len()];
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_indices(Indices::U32(indices))
}

/// The centres of a rounded rectangle's corner arcs, and the arcs themselves, counter-clockwise
/// from the top right.
fn rounded_corners(size: Vec2, radius: f32, corner_steps: usize) -> ([Vec2; 4], [Vec<Vec2>; 4]) {
    let half = size / 2.0;
    let r = radius.min(half.x).min(half.y).max(0.0);
    let centres = [
        Vec2::new(half.x - r, half.y - r),
        Vec2::new(-half.x + r, half.y - r),
        Vec2::new(-half.x + r, -half.y + r),
        Vec2::new(half.x - r, -half.y + r),
    ];
    let arcs = std::array::from_fn(|corner| {
        (0..=corner_steps)
            .map(|step| {
                let turn = 0.25 * (corner as f32 + step as f32 / corner_steps as f32);
                centres[corner] + r * Vec2::from_angle(std::f32::consts::TAU * turn)
            })
            .collect()
    });
    (centres, arcs)
}

/// How many straight steps draw a quarter circle of `radius`: one per two pixels of radius is
/// as round as the eye sees at the table's scale.
fn corner_steps(radius: f32) -> usize {
    ((radius * 0.5).round() as usize).clamp(2, 8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::mesh::VertexAttributeValues;

    /// The summed area of a mesh's triangles, each counted whichever way it winds.
    fn triangle_area(mesh: &Mesh) -> f32 {
        let Some(VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("a flat mesh has positions");
        };
        let corner = |i: usize| Vec2::new(positions[i][0], positions[i][1]);
        let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
        indices
            .chunks(3)
            .map(|t| {
                (corner(t[1]) - corner(t[0]))
                    .perp_dot(corner(t[2]) - corner(t[0]))
                    .abs()
                    / 2.0
            })
            .sum()
    }

    /// The area inside an outline (the shoelace formula).
    fn outline_area(outline: &[Vec2]) -> f32 {
        let n = outline.len();
        (0..n)
            .map(|i| outline[i].perp_dot(outline[(i + 1) % n]))
            .sum::<f32>()
            .abs()
            / 2.0
    }

    fn outline(size: Vec2, radius: f32) -> Vec<Vec2> {
        let steps = corner_steps(radius.min(size.x / 2.0).min(size.y / 2.0));
        rounded_corners(size, radius, steps).1.concat()
    }

    #[test]
    fn a_rounded_rectangle_covers_its_outline_once() {
        for (size, radius) in [
            (Vec2::new(60.0, 84.0), 6.0),
            (Vec2::new(470.0, 255.0), 14.0),
            (Vec2::splat(34.0), 17.0),
            (Vec2::new(40.0, 12.0), 9.0),
        ] {
            let mesh = rounded_rectangle(size, radius);
            let inside = outline_area(&outline(size, radius));
            assert!(
                (triangle_area(&mesh) - inside).abs() < inside * 1e-4,
                "{size} with corners of {radius}: triangles {} against {inside}",
                triangle_area(&mesh)
            );
        }
    }

    #[test]
    fn no_triangle_of_a_rounded_rectangle_reaches_across_it() {
        // A fan from the centre made slivers as long as half the piece; now only the middle
        // rectangle and the edge strips are long, and they are wide too.
        let size = Vec2::new(60.0, 84.0);
        let mesh = rounded_rectangle(size, 6.0);
        let Some(VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("a flat mesh has positions");
        };
        let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
        for t in indices.chunks(3) {
            let [a, b, c] = [t[0], t[1], t[2]].map(|i| Vec2::new(positions[i][0], positions[i][1]));
            let area = (b - a).perp_dot(c - a).abs() / 2.0;
            let longest = (b - a).length().max((c - b).length()).max((a - c).length());
            // A sliver has a long side and almost no area: its height on that side is small.
            assert!(
                area < 1e-3 || 2.0 * area / longest > 2.0 || longest < 10.0,
                "a sliver: {a} {b} {c}"
            );
        }
    }

    #[test]
    fn a_frame_is_the_ring_between_its_outlines() {
        // Both outlines have the same steps, so no strip crosses the ring (a peg's rim once
        // cut a wedge across its peg).
        for (size, radius, width) in [
            (Vec2::splat(34.0), 17.0, 2.55),
            (Vec2::new(60.0, 84.0), 9.0, 3.0),
        ] {
            let mesh = rounded_frame(size, radius, width);
            let steps = corner_steps(radius.min(size.x / 2.0).min(size.y / 2.0));
            let outer = outline_area(&rounded_corners(size, radius, steps).1.concat());
            let inner = outline_area(
                &rounded_corners(size - 2.0 * width, (radius - width).max(0.5), steps)
                    .1
                    .concat(),
            );
            assert!((triangle_area(&mesh) - (outer - inner)).abs() < outer * 1e-4);
        }
    }

    /// Whether a mesh's triangles, moved by `offset`, cover `point` (edges count).
    fn covers(mesh: &Mesh, offset: Vec2, point: Vec2) -> bool {
        let Some(VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("a flat mesh has positions");
        };
        let corner = |i: usize| Vec2::new(positions[i][0], positions[i][1]) + offset;
        let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
        indices.chunks(3).any(|t| {
            let [a, b, c] = [corner(t[0]), corner(t[1]), corner(t[2])];
            let sides = [
                (b - a).perp_dot(point - a),
                (c - b).perp_dot(point - b),
                (a - c).perp_dot(point - c),
            ];
            sides.iter().all(|s| *s >= -1e-3) || sides.iter().all(|s| *s <= 1e-3)
        })
    }

    /// Points a quarter of a pixel apart over a box of `size` around `centre`.
    fn grid(centre: Vec2, size: Vec2) -> impl Iterator<Item = Vec2> {
        let (nx, ny) = ((size.x * 4.0) as i32, (size.y * 4.0) as i32);
        (0..=nx).flat_map(move |i| {
            (0..=ny).map(move |j| centre - size / 2.0 + Vec2::new(i as f32, j as f32) * 0.25)
        })
    }

    /// A seat's board in Passcode and Crack It.
    const BOARD: Vec2 = Vec2::new(470.0, 255.0);

    /// The pieces' rims and shadows, as `table::pieces` draws them: size, corner radius,
    /// rim inset, the body's corner radius, and the shadow's offset.
    const PIECES: [(Vec2, f32, f32, f32, Vec2); 8] = [
        // Cards: a rival's small one, a hand card, a lifted one.
        (Vec2::new(36.0, 40.0), 3.6, 1.25, 2.6, Vec2::new(3.0, -4.0)),
        (Vec2::new(88.0, 124.0), 8.8, 1.25, 7.8, Vec2::new(3.0, -4.0)),
        (Vec2::new(60.0, 84.0), 6.0, 1.25, 5.0, Vec2::new(9.0, -10.0)),
        // A die, a slot, a board, a token.
        (Vec2::splat(60.0), 10.8, 1.25, 10.2, Vec2::new(3.0, -4.0)),
        (Vec2::new(52.0, 70.0), 8.32, 1.0, 7.32, Vec2::ZERO),
        (BOARD, 14.0, 1.5, 12.5, Vec2::new(4.0, -6.0)),
        (BOARD, 14.0, 3.0, 11.0, Vec2::new(4.0, -6.0)),
        (Vec2::splat(34.0), 17.0, 1.5, 15.5, Vec2::new(2.0, -3.0)),
    ];

    #[test]
    fn a_rim_drawn_as_a_frame_leaves_no_crack_under_its_body() {
        for (size, radius, inset, body_radius, _) in PIECES {
            let rim = rounded_frame(size, radius, rim_width(inset));
            let body = rounded_rectangle(size - 2.0 * inset, body_radius);
            let whole = rounded_rectangle(size, radius);
            for p in grid(Vec2::ZERO, size).filter(|p| covers(&whole, Vec2::ZERO, *p)) {
                assert!(
                    covers(&rim, Vec2::ZERO, p) || covers(&body, Vec2::ZERO, p),
                    "{size}: the felt shows through at {p}"
                );
            }
        }
    }

    #[test]
    fn a_shadow_drawn_as_a_frame_shows_all_that_its_piece_does_not_hide() {
        for (size, radius, _, _, offset) in PIECES {
            let width = shadow_width(offset);
            if offset == Vec2::ZERO || !frame_fits(size, width) {
                continue;
            }
            let shadow = rounded_frame(size, radius, width);
            let whole = rounded_rectangle(size, radius);
            for p in grid(offset, size).filter(|p| covers(&whole, offset, *p)) {
                assert!(
                    covers(&shadow, offset, p) || covers(&whole, Vec2::ZERO, p),
                    "{size}: the shadow misses {p}"
                );
            }
        }
    }

    #[test]
    fn a_shadow_wider_than_its_piece_drawn_as_a_frame_shows_all_it_should() {
        // A board of wood and its wider shadow, a tray's, a track's; the piece's corners.
        for (piece, piece_radius, shadow, radius, offset) in [
            (
                Vec2::new(510.0, 104.0),
                0.0,
                Vec2::new(536.0, 124.0),
                14.0,
                Vec2::new(8.0, -10.0),
            ),
            (
                Vec2::new(330.0, 640.0),
                0.0,
                Vec2::new(336.0, 646.0),
                3.0,
                Vec2::new(8.0, -10.0),
            ),
            (
                Vec2::new(70.0, 200.0),
                6.0,
                Vec2::new(78.0, 206.0),
                6.0,
                Vec2::new(6.0, -8.0),
            ),
        ] {
            let frame = shadow_past(piece, shadow, radius, offset);
            let whole = rounded_rectangle(shadow, radius);
            let board = rounded_rectangle(piece, piece_radius);
            // A pixel apart: the boards are large.
            let pixels = (0..=shadow.x as i32).flat_map(|x| {
                (0..=shadow.y as i32)
                    .map(move |y| offset - shadow / 2.0 + Vec2::new(x as f32, y as f32))
            });
            for p in pixels.filter(|p| covers(&whole, offset, *p)) {
                assert!(
                    covers(&frame, offset, p) || covers(&board, Vec2::ZERO, p),
                    "{piece}: the shadow misses {p}"
                );
            }
        }
    }

    #[test]
    fn a_round_piece_is_covered_once_without_slivers_meeting() {
        for (size, radius) in [
            (Vec2::splat(34.0), 17.0),
            (Vec2::splat(10.0), 5.0),
            (Vec2::new(100.0, 50.0), 25.0),
        ] {
            let mesh = rounded_rectangle(size, radius);
            let square = size.x * size.y;
            let rounded = square - (4.0 - std::f32::consts::PI) * radius * radius;
            let area = triangle_area(&mesh);
            assert!(
                area <= rounded + 1e-2 && area > rounded * 0.95,
                "{size}: {area} of {rounded}"
            );
            let inside = grid(Vec2::ZERO, size * 0.9).filter(|p| {
                (p.x.abs() - (size.x / 2.0 - radius)).max(0.0).hypot(p.y) < radius - 1.0
            });
            for p in inside {
                assert!(covers(&mesh, Vec2::ZERO, p), "{size}: a hole at {p}");
            }
        }
        for radius in [3.2, 8.0, 17.0, 72.0] {
            // No corner of the disc is shared by more than a few triangles.
            let mesh = disc(radius);
            let indices: Vec<usize> = mesh.indices().unwrap().iter().collect();
            let most = (0..indices.len())
                .map(|v| indices.iter().filter(|i| **i == v).count())
                .max();
            assert!(most.unwrap() <= 10, "{radius}: {most:?}");
        }
    }

    #[test]
    fn a_disc_is_round_enough_and_covered_once() {
        for radius in [3.2, 8.0, 72.0] {
            let mesh = disc(radius);
            let circle = std::f32::consts::PI * radius * radius;
            let area = triangle_area(&mesh);
            assert!(
                area <= circle && area > circle * 0.93,
                "{radius}: {area} of {circle}"
            );
        }
    }
}
