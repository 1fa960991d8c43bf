//! Shapes the primitives lack: a rectangle with rounded corners, for cards and dice, and
//! its outline, for rings.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A filled rectangle of `size` with corners of `radius`, centred on the origin.
pub fn rounded_rectangle(size: Vec2, radius: f32) -> Mesh {
    // A fan around the centre through the outline.
    let outline = rounded_outline(size, radius);
    let mut positions = vec![[0.0, 0.0, 0.0]];
    positions.extend(outline.iter().map(|p| [p.x, p.y, 0.0]));
    let uvs: Vec<[f32; 2]> = positions
        .iter()
        .map(|p| [p[0] / size.x + 0.5, 0.5 - p[1] / size.y])
        .collect();
    let n = outline.len() as u32;
    let indices: Vec<u32> = (0..n).flat_map(|i| [0, 1 + i, 1 + (i + 1) % n]).collect();
    flat_mesh(positions, uvs, indices)
}

/// The outline of a rounded rectangle of `size`, `width` thick (drawn inside the size): a
/// focus ring, a highlight.
pub fn rounded_frame(size: Vec2, radius: f32, width: f32) -> Mesh {
    let outer = rounded_outline(size, radius);
    let inner = rounded_outline(size - 2.0 * width, (radius - width).max(0.5));
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

/// A mesh of triangles lying flat on the table, facing the camera.
fn flat_mesh(positions: Vec<[f32; 3]>, uvs: Vec<[f32; 2]>, indices: Vec<u32>) -> Mesh {
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

/// The outline of a rounded rectangle centred on the origin, corner arcs counter-clockwise.
fn rounded_outline(size: Vec2, radius: f32) -> Vec<Vec2> {
    const CORNER_STEPS: usize = 8;
    let half = size / 2.0;
    let r = radius.min(half.x).min(half.y).max(0.0);
    let corners = [
        (Vec2::new(half.x - r, half.y - r), 0.0),
        (Vec2::new(-half.x + r, half.y - r), 0.25),
        (Vec2::new(-half.x + r, -half.y + r), 0.5),
        (Vec2::new(half.x - r, -half.y + r), 0.75),
    ];
    let mut outline = Vec::new();
    for (centre, start) in corners {
        for step in 0..=CORNER_STEPS {
            let angle = std::f32::consts::TAU * (start + 0.25 * step as f32 / CORNER_STEPS as f32);
            outline.push(centre + r * Vec2::from_angle(angle));
        }
    }
    outline
}
