//! The pictures printed on cards, drawn by code from flat shapes: each card says what it is
//! with a picture before its word, and each kind's picture has a shape of its own, so colour
//! is never the only sign (a padlock for Block, a magnifying glass for Clue, a key for KEY).
//!
//! A picture is laid out in a box two units wide (x and y from -1 to 1, y up) as shapes, each
//! in one of three inks ([`Ink`]): the card's ink, brass, and the card's own paper for what is
//! cut out of a shape (a keyhole). All the shapes of one ink become one mesh ([`mesh`]), so a
//! card's picture costs a draw or three however many shapes it has.

use bevy::prelude::*;
use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// What a card shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Picture {
    /// Crack It's dial cards: a dial around the number, its ticks and its pointer.
    Dial,
    /// Clue: a magnifying glass.
    Clue,
    /// Block: a padlock.
    Block,
    /// Reset: an arrow turning back on itself.
    Reset,
    /// Prohibition: a raised hand.
    Prohibition,
    /// CRACK IT: a burst.
    CrackIt,
    /// Master CRACK IT: the burst, crowned.
    MasterCrackIt,
    /// The victory card: a star in a laurel ring.
    Victory,
    /// The back of Crack It's deck: a safe's dial.
    CrackItBack,
    /// Passcode's digit cards: a keypad, the card's key lit (`0`-`9`).
    Keypad(u8),
    /// KEY: a key.
    Key,
    /// FAIL: a padlock broken open.
    Fail,
    /// The back of Passcode's deck: a keypad.
    PasscodeBack,
    /// The back of Code Knacker's safe cards: a vault door with its wheel.
    VaultDoor,
}

/// Which ink a shape is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ink {
    /// The card's ink (its word's colour).
    Print,
    /// Brass: a highlight.
    Brass,
    /// The card's paper: cut out of the shapes under it.
    Paper,
}

impl Ink {
    /// Drawn in this order, each over the one before.
    pub const ALL: [Ink; 3] = [Ink::Print, Ink::Brass, Ink::Paper];
}

/// A flat shape, in the picture's box.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Disc {
        at: Vec2,
        radius: f32,
    },
    /// A band `width` wide around a circle of `radius` (its middle), from angle `from` to
    /// `to` (radians, counter-clockwise from the right).
    Arc {
        at: Vec2,
        radius: f32,
        width: f32,
        from: f32,
        to: f32,
    },
    /// A rectangle turned by `turn` about its centre.
    Bar {
        at: Vec2,
        size: Vec2,
        turn: f32,
    },
    /// A convex polygon, its corners in order.
    Polygon(Vec<Vec2>),
}

/// A shape and its ink.
pub type Part = (Shape, Ink);

fn disc(x: f32, y: f32, radius: f32, ink: Ink) -> Part {
    let at = Vec2::new(x, y);
    (Shape::Disc { at, radius }, ink)
}

fn ring(x: f32, y: f32, radius: f32, width: f32, ink: Ink) -> Part {
    arc(x, y, radius, width, 0.0, TAU, ink)
}

fn arc(x: f32, y: f32, radius: f32, width: f32, from: f32, to: f32, ink: Ink) -> Part {
    let at = Vec2::new(x, y);
    (
        Shape::Arc {
            at,
            radius,
            width,
            from,
            to,
        },
        ink,
    )
}

fn bar(x: f32, y: f32, w: f32, h: f32, turn: f32, ink: Ink) -> Part {
    let (at, size) = (Vec2::new(x, y), Vec2::new(w, h));
    (Shape::Bar { at, size, turn }, ink)
}

fn polygon(corners: &[(f32, f32)], ink: Ink) -> Part {
    let corners = corners.iter().map(|&(x, y)| Vec2::new(x, y)).collect();
    (Shape::Polygon(corners), ink)
}

/// `n` spikes around a centre, from `inner` out to `outer`, the first pointing at `start`.
fn burst(n: usize, inner: f32, outer: f32, start: f32, at: Vec2, ink: Ink) -> Vec<Part> {
    (0..n)
        .map(|k| {
            let a = start + k as f32 * TAU / n as f32;
            let half = PI / n as f32;
            let point = |r: f32, a: f32| at + Vec2::from_angle(a) * r;
            let corners = vec![
                point(inner, a - half),
                point(outer, a),
                point(inner, a + half),
            ];
            (Shape::Polygon(corners), ink)
        })
        .chain([(
            Shape::Disc {
                at,
                radius: inner * 1.02,
            },
            ink,
        )])
        .collect()
}

/// A padlock's body with its keyhole, centred below `y`.
fn padlock_body(y: f32) -> Vec<Part> {
    vec![
        bar(0.0, y, 1.25, 0.95, 0.0, Ink::Print),
        disc(0.0, y + 0.1, 0.14, Ink::Paper),
        polygon(
            &[
                (-0.08, y + 0.05),
                (0.08, y + 0.05),
                (0.13, y - 0.28),
                (-0.13, y - 0.28),
            ],
            Ink::Paper,
        ),
    ]
}

/// A 3 by 3 keypad with a key under it for 0, the key of `lit` (if any) in brass.
fn keypad(lit: Option<u8>, key: f32, gap: f32, centre: Vec2) -> Vec<Part> {
    let step = key + gap;
    let mut parts = Vec::new();
    for digit in 0..=9u8 {
        let (col, row) = match digit {
            0 => (1.0, 3.0),
            d => (f32::from((d - 1) % 3), f32::from((d - 1) / 3)),
        };
        let at = centre + Vec2::new((col - 1.0) * step, (1.5 - row) * step);
        let ink = if lit == Some(digit) {
            Ink::Brass
        } else {
            Ink::Print
        };
        parts.push(bar(at.x, at.y, key, key, 0.0, ink));
    }
    parts
}

/// The shapes of a picture.
pub fn parts(picture: Picture) -> Vec<Part> {
    use Ink::*;
    match picture {
        Picture::Dial => {
            let mut parts = vec![ring(0.0, 0.0, 0.9, 0.1, Print)];
            for k in 0..20 {
                let a = FRAC_PI_2 + k as f32 * TAU / 20.0;
                let long = k % 5 == 0;
                let r = if long { 0.74 } else { 0.77 };
                let at = Vec2::from_angle(a) * r;
                let size = if long { 0.16 } else { 0.09 };
                parts.push(bar(at.x, at.y, 0.035, size, a - FRAC_PI_2, Print));
            }
            parts.push(polygon(&[(-0.09, 1.0), (0.09, 1.0), (0.0, 0.84)], Brass));
            parts
        }
        Picture::Clue => vec![
            ring(-0.15, 0.18, 0.5, 0.17, Print),
            bar(0.42, -0.4, 0.22, 0.72, PI / 4.0, Print),
            arc(-0.15, 0.18, 0.3, 0.08, 1.7, 2.9, Brass),
        ],
        Picture::Block => {
            let mut parts = vec![
                arc(0.0, 0.1, 0.4, 0.16, 0.0, PI, Print),
                bar(-0.4, 0.05, 0.16, 0.2, 0.0, Print),
                bar(0.4, 0.05, 0.16, 0.2, 0.0, Print),
            ];
            parts.extend(padlock_body(-0.42));
            parts
        }
        Picture::Reset => {
            let end = 0.35;
            let tip = Vec2::from_angle(end) * 0.62;
            let along = Vec2::from_angle(end + FRAC_PI_2);
            let out = Vec2::from_angle(end);
            let corner = |v: Vec2| (v.x, v.y);
            vec![
                arc(0.0, 0.0, 0.62, 0.2, end, end + 1.75 * PI, Print),
                polygon(
                    &[
                        corner(tip + out * 0.3),
                        corner(tip - out * 0.3),
                        corner(tip - along * 0.34),
                    ],
                    Print,
                ),
                disc(0.0, 0.0, 0.12, Brass),
            ]
        }
        Picture::Prohibition => {
            let mut parts = vec![bar(0.0, -0.35, 0.86, 0.8, 0.0, Print)];
            for (x, top) in [(-0.32, 0.5), (-0.11, 0.72), (0.11, 0.75), (0.32, 0.58)] {
                let len = top + 0.1;
                parts.push(bar(x, top - len / 2.0, 0.18, len, 0.0, Print));
                parts.push(disc(x, top, 0.09, Print));
            }
            parts.push(bar(-0.55, -0.3, 0.2, 0.6, 0.6, Print));
            parts.push(disc(0.0, -0.82, 0.12, Brass));
            parts
        }
        Picture::CrackIt => {
            let mut parts = burst(8, 0.34, 0.95, FRAC_PI_2, Vec2::ZERO, Print);
            parts.push(disc(0.0, 0.0, 0.2, Brass));
            parts
        }
        Picture::MasterCrackIt => {
            let mut parts = burst(8, 0.28, 0.72, FRAC_PI_2, Vec2::new(0.0, -0.25), Print);
            parts.push(disc(0.0, -0.25, 0.16, Paper));
            parts.push(bar(0.0, 0.62, 0.9, 0.16, 0.0, Brass));
            for x in [-0.38, 0.0, 0.38] {
                parts.push(polygon(
                    &[(x - 0.14, 0.68), (x + 0.14, 0.68), (x, 1.0)],
                    Brass,
                ));
            }
            parts
        }
        Picture::Victory => {
            let mut parts = burst(5, 0.28, 0.7, FRAC_PI_2, Vec2::ZERO, Brass);
            parts.push(arc(0.0, 0.0, 0.88, 0.1, -1.1, 1.1 + PI / 2.0 - 0.4, Print));
            parts.push(arc(0.0, 0.0, 0.88, 0.1, PI / 2.0 + 0.4, PI + 1.1, Print));
            for k in 0..6 {
                let a = -0.9 + k as f32 * 0.42;
                for side in [1.0f32, -1.0] {
                    let a = if side > 0.0 { a } else { PI - a };
                    let at = Vec2::from_angle(a) * 0.88;
                    parts.push(bar(at.x, at.y, 0.1, 0.22, a + 0.5 * side, Print));
                }
            }
            parts
        }
        Picture::CrackItBack => {
            let mut parts = parts(Picture::Dial);
            parts.push(disc(0.0, 0.0, 0.5, Print));
            parts.push(bar(0.0, 0.0, 0.14, 0.82, 0.0, Paper));
            parts
        }
        Picture::Keypad(lit) => keypad(Some(lit), 0.3, 0.1, Vec2::new(0.0, 0.0)),
        Picture::Key => vec![
            ring(-0.5, 0.0, 0.3, 0.16, Print),
            bar(0.2, 0.0, 1.1, 0.16, 0.0, Print),
            bar(0.55, -0.17, 0.12, 0.24, 0.0, Print),
            bar(0.72, -0.14, 0.1, 0.18, 0.0, Print),
            disc(-0.5, 0.0, 0.08, Brass),
        ],
        Picture::Fail => {
            let mut parts = vec![
                arc(0.0, 0.25, 0.4, 0.16, 0.55, PI, Print),
                bar(-0.4, 0.12, 0.16, 0.26, 0.0, Print),
                bar(0.55, 0.45, 0.16, 0.3, -0.5, Print),
            ];
            parts.extend(padlock_body(-0.42));
            // A crack across the body.
            parts.push(polygon(
                &[(-0.63, -0.2), (-0.1, -0.42), (-0.05, -0.32)],
                Paper,
            ));
            parts.push(polygon(
                &[(-0.1, -0.42), (0.63, -0.55), (-0.02, -0.5)],
                Paper,
            ));
            parts
        }
        Picture::PasscodeBack => {
            // The keypad in its housing.
            let mut parts = vec![
                bar(0.0, 0.97, 1.5, 0.08, 0.0, Print),
                bar(0.0, -0.97, 1.5, 0.08, 0.0, Print),
                bar(0.71, 0.0, 0.08, 2.02, 0.0, Print),
                bar(-0.71, 0.0, 0.08, 2.02, 0.0, Print),
            ];
            parts.extend(keypad(None, 0.3, 0.1, Vec2::ZERO));
            parts
        }
        Picture::VaultDoor => {
            let mut parts = vec![
                ring(0.0, 0.0, 0.85, 0.14, Print),
                disc(0.0, 0.0, 0.16, Brass),
            ];
            for k in 0..3 {
                let a = k as f32 * PI / 3.0;
                parts.push(bar(0.0, 0.0, 1.3, 0.1, a, Print));
            }
            for k in 0..6 {
                let at = Vec2::from_angle(k as f32 * PI / 3.0) * 0.65;
                parts.push(disc(at.x, at.y, 0.09, Brass));
            }
            parts
        }
    }
}

impl Picture {
    /// A number printed large stands in its middle (a dial card's, a digit card's): the
    /// picture frames the number, and the word is the number.
    pub fn frames_a_number(self) -> bool {
        matches!(self, Picture::Dial)
    }
}

/// Points around a circle of `radius`, from `from` to `to`, enough for its size on a card.
fn around(at: Vec2, radius: f32, from: f32, to: f32) -> Vec<Vec2> {
    let steps = (((to - from).abs() * radius * 10.0).ceil() as usize).clamp(6, 48);
    (0..=steps)
        .map(|k| at + Vec2::from_angle(from + (to - from) * k as f32 / steps as f32) * radius)
        .collect()
}

/// The triangles of a shape, in the picture's box.
pub fn triangles(shape: &Shape) -> Vec<[Vec2; 3]> {
    match shape {
        Shape::Disc { at, radius } => {
            let rim = around(*at, *radius, 0.0, TAU);
            rim.windows(2).map(|w| [*at, w[0], w[1]]).collect()
        }
        Shape::Arc {
            at,
            radius,
            width,
            from,
            to,
        } => {
            let outer = around(*at, radius + width / 2.0, *from, *to);
            let inner = around(*at, radius - width / 2.0, *from, *to);
            outer
                .windows(2)
                .zip(inner.windows(2))
                .flat_map(|(o, i)| [[o[0], i[0], o[1]], [o[1], i[0], i[1]]])
                .collect()
        }
        Shape::Bar { at, size, turn } => {
            let turn = Vec2::from_angle(*turn);
            let corner = |x: f32, y: f32| *at + turn.rotate(Vec2::new(x, y) * *size / 2.0);
            let [a, b, c, d] = [
                corner(-1.0, -1.0),
                corner(1.0, -1.0),
                corner(1.0, 1.0),
                corner(-1.0, 1.0),
            ];
            vec![[a, b, c], [a, c, d]]
        }
        Shape::Polygon(corners) => (1..corners.len().saturating_sub(1))
            .map(|k| [corners[0], corners[k], corners[k + 1]])
            .collect(),
    }
}

/// One mesh of every shape of `picture` in `ink`, drawn `size` across (`None` when it has
/// none in that ink).
pub fn mesh(picture: Picture, ink: Ink, size: f32) -> Option<Mesh> {
    let scale = size / 2.0;
    let mut positions = Vec::new();
    for (shape, _) in parts(picture).iter().filter(|(_, i)| *i == ink) {
        for triangle in triangles(shape) {
            // Counter-clockwise, as the camera sees the table.
            let [a, b, c] = triangle;
            let ordered = if (b - a).perp_dot(c - a) >= 0.0 {
                [a, b, c]
            } else {
                [a, c, b]
            };
            positions.extend(ordered.map(|p| [p.x * scale, p.y * scale, 0.0]));
        }
    }
    if positions.is_empty() {
        return None;
    }
    let count = positions.len();
    let uvs = vec![[0.5, 0.5]; count];
    Some(super::shapes::flat_mesh(
        positions,
        uvs,
        (0..count as u32).collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Picture; 14] = [
        Picture::Dial,
        Picture::Clue,
        Picture::Block,
        Picture::Reset,
        Picture::Prohibition,
        Picture::CrackIt,
        Picture::MasterCrackIt,
        Picture::Victory,
        Picture::CrackItBack,
        Picture::Keypad(7),
        Picture::Key,
        Picture::Fail,
        Picture::PasscodeBack,
        Picture::VaultDoor,
    ];

    /// Which cells of a 16 by 16 grid over the box a picture covers: its silhouette.
    fn silhouette(picture: Picture) -> Vec<bool> {
        let triangles: Vec<[Vec2; 3]> = parts(picture)
            .iter()
            .filter(|(_, ink)| *ink != Ink::Paper)
            .flat_map(|(shape, _)| triangles(shape))
            .collect();
        let inside = |p: Vec2, [a, b, c]: &[Vec2; 3]| {
            let s = |u: Vec2, v: Vec2| (v - u).perp_dot(p - u);
            let (d1, d2, d3) = (s(*a, *b), s(*b, *c), s(*c, *a));
            !((d1 < 0.0 || d2 < 0.0 || d3 < 0.0) && (d1 > 0.0 || d2 > 0.0 || d3 > 0.0))
        };
        (0..256)
            .map(|k| {
                let p = Vec2::new((k % 16) as f32 + 0.5, (k / 16) as f32 + 0.5) / 8.0 - 1.0;
                triangles.iter().any(|t| inside(p, t))
            })
            .collect()
    }

    #[test]
    fn every_picture_is_drawn_within_its_box_in_a_shape_of_its_own() {
        let shapes: Vec<Vec<bool>> = ALL.iter().map(|&p| silhouette(p)).collect();
        for (i, picture) in ALL.iter().enumerate() {
            let covered = shapes[i].iter().filter(|&&c| c).count();
            assert!(
                covered >= 12,
                "{picture:?} draws something ({covered} cells)"
            );
            for (shape, _) in parts(*picture) {
                for p in triangles(&shape).iter().flatten() {
                    assert!(
                        p.abs().max_element() <= 1.06,
                        "{picture:?} stays in its box"
                    );
                }
            }
            for (j, other) in ALL.iter().enumerate().skip(i + 1) {
                let differ = shapes[i]
                    .iter()
                    .zip(&shapes[j])
                    .filter(|(a, b)| a != b)
                    .count();
                assert!(
                    differ >= 12,
                    "{picture:?} and {other:?} differ in shape ({differ} cells)"
                );
            }
        }
    }

    #[test]
    fn a_picture_is_one_mesh_an_ink() {
        let mesh = mesh(Picture::Block, Ink::Print, 60.0).expect("the padlock in ink");
        assert!(mesh.count_vertices() > 30);
        assert!(super::mesh(Picture::Key, Ink::Paper, 60.0).is_none());
    }
}
