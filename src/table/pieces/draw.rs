//! Drawing: each kind of piece draws itself ([`Drawn`]), as children of the piece, from
//! the shared [`PieceKit`], when it is new or what it shows changed beyond what its kind
//! shows by moving (a card's flip, a die's roll: [`super::moves`]).

use super::kinds::*;
use super::kit::PieceKit;
use crate::fonts::Fonts;
use crate::table::anim::{BackSide, FaceSide, Flipped};
use crate::table::captions::{LEAST_WORDS, Within};
use crate::table::materials::Flat;
use crate::table::paint;
use crate::table::pictures::Ink;
use crate::table::shapes::{frame_fits, rim_width, shadow_past, shadow_width};
use crate::table::surface::Surfaces;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::sprite::Anchor;

/// The drawn parts of one piece, gathered to become its children.
pub(super) type Parts = Vec<Entity>;

/// What drawing a piece takes: the shared kit, the assets it adds to, the fonts and the
/// wood.
#[derive(SystemParam)]
pub struct Painter<'w, 's> {
    pub(super) commands: Commands<'w, 's>,
    pub(super) kit: ResMut<'w, PieceKit>,
    pub(super) meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<Flat>>,
    images: ResMut<'w, Assets<Image>>,
    fonts: Option<Res<'w, Fonts>>,
    surfaces: Option<Res<'w, Surfaces>>,
}

/// A kind of piece that draws itself.
pub trait Drawn: Component {
    /// The parts that show it, made children of `piece` by [`dress`].
    fn draw(&self, painter: &mut Painter, piece: Entity, parts: &mut Parts);
}

/// A piece whose parts are drawn. The layout takes it off, with the parts, when what the
/// piece shows changes in a way its kind does not show by moving.
#[derive(Component, Clone, Copy, Debug)]
pub struct Dressed;

/// A drawn part of a piece: it goes when the piece is drawn anew.
#[derive(Component, Clone, Copy, Debug)]
pub struct Part;

/// Draws each piece of kind `T` not drawn yet.
pub(super) fn dress<T: Drawn>(mut painter: Painter, pieces: Query<(Entity, &T), Without<Dressed>>) {
    for (piece, kind) in &pieces {
        let mut parts = Parts::new();
        kind.draw(&mut painter, piece, &mut parts);
        for part in &parts {
            painter
                .commands
                .entity(*part)
                .insert((Pickable::IGNORE, Part));
        }
        painter
            .commands
            .entity(piece)
            .add_children(&parts)
            .insert(Dressed);
    }
}

impl Drawn for Card {
    fn draw(&self, painter: &mut Painter, piece: Entity, parts: &mut Parts) {
        painter.commands.entity(piece).insert(Flipped {
            face_up: self.face_up,
        });
        painter.draw_card(self, parts);
    }
}

impl Drawn for Die {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_die(self, parts);
    }
}

impl Drawn for Slot {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_slot(self, parts);
    }
}

impl Drawn for Board {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_board(self, parts);
    }
}

impl Drawn for Holes {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_holes(self, parts);
    }
}

impl Drawn for Token {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_token(self, parts);
    }
}

impl Drawn for Label {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_label(self, parts);
    }
}

impl Drawn for Outline {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_outline(self, parts);
    }
}

impl Drawn for Peg {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_peg(self, parts);
    }
}

impl Drawn for Safe {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        painter.draw_safe(self, parts);
    }
}

impl Drawn for Emblem {
    fn draw(&self, painter: &mut Painter, _: Entity, parts: &mut Parts) {
        let at = Rect::from_center_size(Vec2::ZERO, Vec2::splat(self.size));
        painter.draw_picture(self.picture, self.ink, self.paper, (at, 0.0), parts);
    }
}

/// A place with nothing drawn.
impl Drawn for Spot {
    fn draw(&self, _: &mut Painter, _: Entity, _: &mut Parts) {}
}

impl Painter<'_, '_> {
    /// Both sides of a card, the one not up hidden (a flip shows it), over its shadow.
    fn draw_card(&mut self, card: &Card, parts: &mut Parts) {
        let size = card.size;
        let radius = size.x.min(size.y) * 0.1;
        let lift = if card.lifted { 6.0 } else { 0.0 };
        let opaque = card.face.fill.alpha() >= 1.0 && card.back.fill.alpha() >= 1.0;
        let offset = Vec2::new(3.0 + lift, -4.0 - lift);
        parts.push(self.shadow(size, radius, offset, opaque));
        for (side, is_face) in [(&card.face, true), (&card.back, false)] {
            let edge = if card.lifted {
                paint::FOCUS
            } else {
                paint::BRASS
            };
            let [edge, body] = self.rimmed(size, radius, edge, 1.25, radius - 1.0, side.fill);
            let shown = if card.face_up == is_face {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            };
            let mut e = self.commands.spawn((Transform::default(), shown));
            if is_face {
                e.insert(FaceSide);
            } else {
                e.insert(BackSide);
            }
            let side_entity = e.id();
            let mut children = vec![edge, body];
            self.print_card_side(side, size, &mut children);
            self.commands.entity(side_entity).add_children(&children);
            parts.push(side_entity);
        }
    }

    /// What is printed on a side of a card: its picture, its words (large in the middle, or
    /// under the picture), small in two corners.
    fn print_card_side(&mut self, side: &CardSide, size: Vec2, children: &mut Parts) {
        let placed = side.picture.map(|picture| CardPrint::of(picture, size));
        if let (Some(picture), Some(print)) = (side.picture, placed) {
            self.draw_picture(
                picture,
                side.ink,
                side.fill,
                (print.picture, 0.012),
                children,
            );
        }
        // Sized by the longest line, so a long word broken in two still reads.
        let longest = side.text.lines().map(|l| l.chars().count()).max();
        let longest = longest.unwrap_or(0).max(1);
        let share = match placed {
            Some(print) => print.words_share,
            None if side.text.chars().count() > 2 => 0.2,
            None => 0.48,
        };
        // A bold capital is about 0.7 of the font size wide. Words too small to read are
        // left off (a rival's cards seen from afar); the others are drawn at least at the
        // table's least, and shrunk to the card's width where their letters, as laid out,
        // are wider (`captions::Within`).
        let room = size.x * 0.9;
        let big = (size.y * share).min(room / longest as f32 * 1.35);
        let (big, words) = if big < 7.0 {
            (big, "")
        } else {
            (big.max(LEAST_WORDS), side.text.as_str())
        };
        let text = self.text(words, big, side.ink, true);
        let at = placed.map_or(Vec2::ZERO, |print| print.words_at);
        children.push(self.part((text, Within(room)), at.extend(0.02)));
        // The corner indices (for a hand held fanned) only where they can be read: on a
        // small card its middle says it.
        let small = size.y * 0.16;
        if let Some(corner) = side.corner.as_ref().filter(|_| small >= LEAST_WORDS) {
            for (x, y, anchor) in [
                (-1.0, 1.0, Anchor::TOP_LEFT),
                (1.0, -1.0, Anchor::BOTTOM_RIGHT),
            ] {
                let pad = size.x * 0.08;
                let text = self.text(corner, small, side.ink, true);
                let at = Vec3::new(
                    x * (size.x / 2.0 - pad),
                    y * (size.y / 2.0 - pad * 0.6),
                    0.02,
                );
                children.push(self.part((text, anchor), at));
            }
        }
    }

    /// A picture in its box, at height `z` over the piece: each ink one mesh, `ink`, brass,
    /// and `paper` over them.
    fn draw_picture(
        &mut self,
        picture: Picture,
        ink: Color,
        paper: Color,
        (at, z): (Rect, f32),
        children: &mut Parts,
    ) {
        let size = at.width().min(at.height());
        let ink_colour = ink;
        for (k, ink) in Ink::ALL.into_iter().enumerate() {
            let Some(mesh) = self.kit.picture(&mut self.meshes, picture, ink, size) else {
                continue;
            };
            let colour = match ink {
                Ink::Print => ink_colour,
                Ink::Brass => paint::BRASS,
                Ink::Paper => paper,
            };
            let paint = MeshMaterial2d(self.kit.paint(&mut self.materials, colour));
            let z = z + k as f32 * 0.002;
            children.push(self.part((Mesh2d(mesh), paint), at.center().extend(z)));
        }
    }

    /// An ivory die and the face it shows.
    fn draw_die(&mut self, die: &Die, parts: &mut Parts) {
        let side = die.side;
        let size = Vec2::splat(side);
        let radius = side * 0.18;
        parts.push(self.shadow(size, radius, Vec2::new(3.0, -4.0), true));
        parts.extend(self.rimmed(size, radius, paint::BRASS, 1.25, side * 0.17, paint::IVORY));
        parts.push(self.die_face(side, die.value));
    }

    /// A die's face: pips, or the microchip. One part, so a tumbling die can show another.
    pub(super) fn die_face(&mut self, side: f32, value: u8) -> Entity {
        let mut marks = Parts::new();
        if value == 0 {
            self.microchip(side, &mut marks);
        } else {
            let pip = Vec2::splat(side * 0.17);
            for (x, y) in pips(value) {
                let dot = self.shape(pip, pip.x / 2.0, paint::INK);
                marks.push(self.part(dot, Vec3::new(x * side * 0.25, y * side * 0.25, 0.0)));
            }
        }
        let face = self.part((DieFace(value), Visibility::default()), Vec3::Z * 0.02);
        self.commands.entity(face).add_children(&marks);
        face
    }

    /// A green microchip with a brass core and pins, on a die face of `side`.
    fn microchip(&mut self, side: f32, parts: &mut Parts) {
        let k = side / 62.0;
        let chip = self.shape(Vec2::splat(28.0 * k), 4.0 * k, paint::MICROCHIP);
        parts.push(self.part(chip, Vec3::ZERO));
        let core = self.shape(Vec2::splat(10.0 * k), 1.0, paint::BRASS);
        parts.push(self.part(core, Vec3::Z * 0.01));
        for turn in 0..4 {
            let turn = Quat::from_rotation_z(turn as f32 * std::f32::consts::FRAC_PI_2);
            for x in [-8.0, 0.0, 8.0] {
                let pin = self.shape(Vec2::new(3.0 * k, 7.0 * k), 0.5, paint::BRASS);
                let at = turn * Vec3::new(x * k, 17.0 * k, 0.01);
                let pin = self.part(pin, at);
                self.commands
                    .entity(pin)
                    .insert(Transform::from_translation(at).with_rotation(turn));
                parts.push(pin);
            }
        }
    }

    fn draw_slot(&mut self, slot: &Slot, parts: &mut Parts) {
        let size = slot.size;
        let radius = size.x.min(size.y) * 0.16;
        parts.extend(self.rimmed(size, radius, slot.edge, 1.0, radius - 1.0, slot.fill));
        let words = self.text(&slot.text, size.y * 0.45, slot.ink, true);
        parts.push(self.part(words, Vec3::Z * 0.02));
    }

    /// A board: its shadow, its rim, its surface and the words printed on it.
    fn draw_board(&mut self, board: &Board, parts: &mut Parts) {
        let (size, corner) = (board.size, board.corner);
        if let Some(shadow) = board.shadow {
            parts.push(self.board_shadow(board, shadow));
        }
        let body = match board.edge {
            Some((edge, width)) => {
                let frame = rim_width(width);
                // Only what shows of the rim is drawn when the body hides the rest.
                let frame = if board.opaque() && frame_fits(size, frame) {
                    frame
                } else {
                    0.0
                };
                parts.push(self.layer(size, corner, frame, edge, 0.0));
                size - 2.0 * width
            }
            None => size,
        };
        let inset = (size - body) / 2.0;
        let body_corner = (corner - inset.x).max(0.0);
        parts.push(self.layer(body, body_corner, 0.0, board.fill, 0.01));
        if let Some(words) = &board.words {
            let text = self.text(&words.text, words.size, words.ink, false);
            parts.push(self.part(text, Vec3::Z * 0.02));
        }
        if let Some(paint) = board.bolts {
            self.draw_bolts(body, body_corner, paint, parts);
        }
    }

    /// A door's panel line, 6 inside its body, and a bolt head in each corner of it.
    fn draw_bolts(&mut self, body: Vec2, corner: f32, paint: Color, parts: &mut Parts) {
        const BOLT: f32 = 9.0;
        let panel = body - 12.0;
        if panel.min_element() <= 4.0 * BOLT {
            return;
        }
        let line = self.frame(panel, (corner - 6.0).max(2.0), 1.5, paint.with_alpha(0.35));
        parts.push(self.part(line, Vec3::Z * 0.015));
        let reach = panel / 2.0 - BOLT;
        for (x, y) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
            let head = self.shape(Vec2::splat(BOLT), BOLT / 2.0, paint);
            let at = Vec2::new(x * reach.x, y * reach.y);
            parts.push(self.part(head, at.extend(0.02)));
        }
    }

    /// A board's shadow: a larger one (`spread`) is drawn only beside the board.
    fn board_shadow(&mut self, board: &Board, shadow: Shadow) -> Entity {
        if shadow.spread == Vec2::ZERO {
            return self.shadow(board.size, board.corner, shadow.offset, board.opaque());
        }
        let radius = shadow.spread.min_element() / 2.0;
        let mesh = shadow_past(
            board.size,
            board.size + shadow.spread,
            radius,
            shadow.offset,
        );
        let paint = MeshMaterial2d(self.kit.paint(&mut self.materials, paint::SHADOW));
        let mesh = Mesh2d(self.meshes.add(mesh));
        self.part((mesh, paint), shadow.offset.extend(-0.05))
    }

    /// One layer of a board: paint (a frame `frame` wide, or filled when 0) or wood.
    fn layer(&mut self, size: Vec2, radius: f32, frame: f32, surface: Surface, z: f32) -> Entity {
        match (surface, self.surfaces.as_ref()) {
            (Surface::Wood(wood), Some(surfaces)) => {
                let slab = surfaces.slab(&mut self.meshes, size, wood);
                self.part(slab, Vec3::Z * z)
            }
            (Surface::Wood(_), None) => {
                let walnut = self.shape(size, radius, paint::WALNUT);
                self.part(walnut, Vec3::Z * z)
            }
            (Surface::Paint(colour), _) => {
                let shape = self.frame(size, radius, frame, colour);
                self.part(shape, Vec3::Z * z)
            }
        }
    }

    /// Holes drilled in a board: one shared image, so they draw together.
    fn draw_holes(&mut self, holes: &Holes, parts: &mut Parts) {
        let (image, size) = self.kit.hole(&mut self.images, holes.radius, holes.colour);
        for at in &holes.at {
            let sprite = Sprite {
                image: image.clone(),
                custom_size: Some(size),
                ..default()
            };
            parts.push(self.part(sprite, at.extend(0.0)));
        }
    }

    fn draw_token(&mut self, token: &Token, parts: &mut Parts) {
        let radius = token.radius;
        let d = Vec2::splat(radius * 2.0);
        let opaque = token.fill.alpha() >= 1.0;
        parts.push(self.shadow(d, radius, Vec2::new(2.0, -3.0), opaque));
        parts.extend(self.rimmed(d, radius, paint::BRASS, 1.5, radius - 1.5, token.fill));
        let words = self.text(&token.symbol, radius * 1.1, token.ink, true);
        parts.push(self.part(words, Vec3::Z * 0.02));
    }

    fn draw_label(&mut self, label: &Label, parts: &mut Parts) {
        let words = self.text(&label.text, label.size, label.colour, label.bold);
        let anchor = match label.anchor {
            LabelAnchor::Centre => Anchor::CENTER,
            LabelAnchor::Left => Anchor::CENTER_LEFT,
            LabelAnchor::Right => Anchor::CENTER_RIGHT,
        };
        let caption = crate::table::captions::Caption {
            size: label.size,
            room: label.room,
        };
        parts.push(self.part((words, anchor, caption), Vec3::ZERO));
    }

    fn draw_outline(&mut self, ring: &Outline, parts: &mut Parts) {
        let corner = if ring.round {
            ring.size.x.min(ring.size.y) / 2.0
        } else {
            9.0
        };
        let shape = self.frame(ring.size, corner, 3.0, ring.colour);
        parts.push(self.part(shape, Vec3::ZERO));
    }

    /// A glossy peg, painted once for its size and colours, and its mark.
    fn draw_peg(&mut self, peg: &Peg, parts: &mut Parts) {
        let r = peg.radius;
        let (image, size) = self
            .kit
            .peg(&mut self.images, r, peg.fill, peg.rim, peg.hollow);
        let sprite = Sprite {
            image,
            custom_size: Some(size),
            ..default()
        };
        parts.push(self.part(sprite, Vec3::ZERO));
        if let Some((mark, ink)) = peg.mark {
            for (mesh, at) in self.kit.mark(&mut self.meshes, mark, r / 17.0) {
                let paint = MeshMaterial2d(self.kit.paint(&mut self.materials, ink));
                let part = self.part((Mesh2d(mesh), paint), Vec3::Z * 0.03);
                self.commands
                    .entity(part)
                    .insert(at.with_translation(Vec3::Z * 0.03));
                parts.push(part);
            }
        }
    }

    /// A safe card: steel under a brass rim, its name and value at the top, its code on a
    /// row of ivory dials in a dark inset.
    fn draw_safe(&mut self, safe: &Safe, parts: &mut Parts) {
        let size = Safe::SIZE;
        let rim = size + 8.0;
        parts.push(self.shadow(rim, 14.0, Vec2::new(7.0, -9.0), true));
        let border = self.frame(rim, 14.0, rim_width(4.0), paint::SAFE_RIM);
        parts.push(self.part(border, Vec3::ZERO));
        let body = self.shape(size, 11.0, paint::STEEL);
        parts.push(self.part(body, Vec3::Z * 0.05));
        let inset = self.shape(Vec2::new(size.x - 18.0, 50.0), 25.0, paint::STEEL_INSET);
        parts.push(self.part(inset, Vec3::new(0.0, -18.0, 0.1)));
        // The vault door's wheel, then the name beside it.
        let wheel = Vec2::new(-size.x / 2.0 + 24.0, size.y / 2.0 - 24.0);
        let wheel = Rect::from_center_size(wheel, Vec2::splat(28.0));
        let (ink, paper) = (paint::SAFE_TITLE, paint::STEEL);
        self.draw_picture(Picture::VaultDoor, ink, paper, (wheel, 0.2), parts);
        let title = self.text(&safe.title, 15.0, paint::SAFE_TITLE, false);
        let at = Vec3::new(-size.x / 2.0 + 64.0, size.y / 2.0 - 24.0, 0.2);
        parts.push(self.part(title, at));
        let value = self.text(&safe.value, 26.0, paint::LIGHT_INK, false);
        let at = Vec3::new(size.x / 2.0 - 40.0, size.y / 2.0 - 26.0, 0.2);
        parts.push(self.part(value, at));
        let dial = Vec2::splat(Safe::DIAL_RADIUS * 2.0);
        for (j, digit) in safe.digits.iter().enumerate() {
            let at = Safe::dial_at(j, safe.digits.len());
            let face = self.shape(dial, Safe::DIAL_RADIUS, paint::IVORY);
            parts.push(self.part(face, at.extend(0.2)));
            let number = self.text(&digit.to_string(), 21.0, paint::INK, false);
            parts.push(self.part(number, at.extend(0.25)));
        }
    }

    fn shape(&mut self, size: Vec2, radius: f32, colour: Color) -> (Mesh2d, MeshMaterial2d<Flat>) {
        self.frame(size, radius, 0.0, colour)
    }

    /// A frame `width` wide, or the whole shape when the width is 0.
    fn frame(
        &mut self,
        size: Vec2,
        radius: f32,
        width: f32,
        colour: Color,
    ) -> (Mesh2d, MeshMaterial2d<Flat>) {
        (
            Mesh2d(self.kit.mesh(&mut self.meshes, size, radius, width)),
            MeshMaterial2d(self.kit.paint(&mut self.materials, colour)),
        )
    }

    /// A rim `inset` wide with its body (`body_radius` at the corners) laid on it. Only what
    /// shows of the rim is drawn, a frame reaching just under the body
    /// (`shapes::rim_width`), when the body hides what lies under it.
    fn rimmed(
        &mut self,
        size: Vec2,
        radius: f32,
        edge: Color,
        inset: f32,
        body_radius: f32,
        fill: Color,
    ) -> [Entity; 2] {
        let width = rim_width(inset);
        let rim = if fill.alpha() >= 1.0 && frame_fits(size, width) {
            self.frame(size, radius, width, edge)
        } else {
            self.shape(size, radius, edge)
        };
        let body = self.shape(size - 2.0 * inset, body_radius, fill);
        [self.part(rim, Vec3::ZERO), self.part(body, Vec3::Z * 0.01)]
    }

    /// The shadow a piece of `size` (`radius` at the corners) casts `offset` away on what
    /// lies under it: only the part beside the piece is drawn (`shapes::shadow_width`) when
    /// the piece is `opaque`.
    fn shadow(&mut self, size: Vec2, radius: f32, offset: Vec2, opaque: bool) -> Entity {
        let width = shadow_width(offset);
        let shadow = if opaque && frame_fits(size, width) {
            self.frame(size, radius, width, paint::SHADOW)
        } else {
            self.shape(size, radius, paint::SHADOW)
        };
        self.part(shadow, offset.extend(-0.05))
    }

    /// One drawn part of a piece, at `at` from its centre.
    pub(super) fn part(&mut self, bundle: impl Bundle, at: Vec3) -> Entity {
        self.commands
            .spawn((bundle, Transform::from_translation(at)))
            .id()
    }

    fn text(&self, text: &str, size: f32, colour: Color, bold: bool) -> impl Bundle {
        let font = match (&self.fonts, bold) {
            (Some(fonts), true) => fonts.bold(size),
            _ => TextFont::from_font_size(size),
        };
        // Centred line by line, so a word broken in two sits in the middle of its card.
        (
            Text2d::new(text),
            font,
            TextColor(colour),
            TextLayout::justify(Justify::Center),
        )
    }
}

/// Where a card's picture and words lie on a side of `size`.
#[derive(Clone, Copy, Debug)]
struct CardPrint {
    /// The picture's box.
    picture: Rect,
    /// The words' middle, and their size as a share of the card's height.
    words_at: Vec2,
    words_share: f32,
}

impl CardPrint {
    fn of(picture: Picture, size: Vec2) -> Self {
        let square = |centre: Vec2, side: f32| Rect::from_center_size(centre, Vec2::splat(side));
        match picture {
            // The number in the middle of its dial.
            Picture::Dial => CardPrint {
                picture: square(Vec2::ZERO, size.min_element() * 0.86),
                words_at: Vec2::ZERO,
                words_share: 0.4,
            },
            // The digit above the keypad lit at its key.
            Picture::Keypad(_) => CardPrint {
                picture: square(Vec2::new(0.0, -size.y * 0.2), size.y * 0.42),
                words_at: Vec2::new(0.0, size.y * 0.17),
                words_share: 0.36,
            },
            // The picture above, the word under it.
            _ => CardPrint {
                picture: square(
                    Vec2::new(0.0, size.y * 0.1),
                    (size.x * 0.74).min(size.y * 0.52),
                ),
                words_at: Vec2::new(0.0, -size.y * 0.31),
                words_share: 0.13,
            },
        }
    }
}

/// How a ring around a piece is drawn: how far out, how thick, its corners on a square
/// piece, its colour, and how high it lies over the piece.
pub struct RingStyle {
    pub margin: f32,
    pub width: f32,
    pub corner: f32,
    pub colour: Color,
    pub z: f32,
}

/// A ring around a piece whose hit box is `sprite` (round around a round piece), for the
/// pointer to pass through: a landing place, a lesson's glow.
pub fn ring_around(
    kit: &mut PieceKit,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<Flat>,
    sprite: &Sprite,
    round: bool,
    style: RingStyle,
) -> impl Bundle {
    let size = sprite.custom_size.unwrap_or(Vec2::splat(40.0)) + 2.0 * style.margin;
    let corner = if round {
        size.x.min(size.y) / 2.0
    } else {
        style.corner
    };
    (
        Mesh2d(kit.mesh(meshes, size, corner, style.width)),
        MeshMaterial2d(kit.paint(materials, style.colour)),
        Transform::from_xyz(0.0, 0.0, style.z),
        Pickable::IGNORE,
    )
}
