//! Meshes, paints and painted images made once and shared by every piece.

use super::kinds::PegMark;
use crate::table::materials::Flat;
use crate::table::painted;
use crate::table::pictures::{self, Ink, Picture};
use crate::table::shapes::{disc, rounded_frame, rounded_rectangle};
use bevy::prelude::*;
use std::collections::HashMap;

/// The shapes that draw one peg mark, each with how it lies on the peg.
type MarkShapes = Vec<(Handle<Mesh>, Transform)>;

/// Meshes and paints made once and shared by every piece.
#[derive(Resource, Default)]
pub struct PieceKit {
    meshes: HashMap<(u32, u32, u32, u32), Handle<Mesh>>,
    paints: HashMap<[u8; 4], Handle<Flat>>,
    marks: HashMap<(PegMark, u32), MarkShapes>,
    pegs: HashMap<PegKey, (Handle<Image>, Vec2)>,
    holes: HashMap<(u32, [u8; 4]), (Handle<Image>, Vec2)>,
    pictures: HashMap<(Picture, Ink, u32), Option<Handle<Mesh>>>,
}

/// A painted peg: its radius, fill, rim and whether it is hollow.
type PegKey = (u32, [u8; 4], [u8; 4], bool);

impl PieceKit {
    pub fn mesh(
        &mut self,
        meshes: &mut Assets<Mesh>,
        size: Vec2,
        radius: f32,
        frame: f32,
    ) -> Handle<Mesh> {
        let key = (
            size.x.to_bits(),
            size.y.to_bits(),
            radius.to_bits(),
            frame.to_bits(),
        );
        self.meshes
            .entry(key)
            .or_insert_with(|| {
                meshes.add(if frame > 0.0 {
                    rounded_frame(size, radius, frame)
                } else if size.x == size.y && radius * 2.0 == size.x {
                    disc(radius)
                } else {
                    rounded_rectangle(size, radius)
                })
            })
            .clone()
    }

    /// The shapes of a peg's mark at `scale` (1 on a peg of radius 17), each turned as it
    /// lies.
    pub(super) fn mark(
        &mut self,
        meshes: &mut Assets<Mesh>,
        mark: PegMark,
        scale: f32,
    ) -> MarkShapes {
        self.marks
            .entry((mark, scale.to_bits()))
            .or_insert_with(|| {
                let k = scale;
                let flat = Transform::IDENTITY;
                let turned = |a: f32| Transform::from_rotation(Quat::from_rotation_z(a));
                let mut bar = || meshes.add(Rectangle::new(14.0 * k, 4.0 * k));
                match mark {
                    PegMark::Ring => vec![(meshes.add(Annulus::new(3.5 * k, 6.5 * k)), flat)],
                    PegMark::Dot => vec![(meshes.add(Circle::new(5.5 * k)), flat)],
                    PegMark::Triangle => {
                        vec![(meshes.add(RegularPolygon::new(7.5 * k, 3)), flat)]
                    }
                    PegMark::Square => vec![(meshes.add(Rectangle::new(10.0 * k, 10.0 * k)), flat)],
                    PegMark::Diamond => vec![(meshes.add(Rhombus::new(10.0 * k, 14.0 * k)), flat)],
                    PegMark::Hexagon => {
                        vec![(meshes.add(RegularPolygon::new(7.0 * k, 6)), flat)]
                    }
                    PegMark::Plus => vec![
                        (bar(), flat),
                        (meshes.add(Rectangle::new(4.0 * k, 14.0 * k)), flat),
                    ],
                    PegMark::Bar => vec![(bar(), flat)],
                    PegMark::Cross => vec![(bar(), turned(0.785)), (bar(), turned(-0.785))],
                }
            })
            .clone()
    }

    /// A peg's image and the world size it is drawn at ([`painted::peg`]).
    pub(super) fn peg(
        &mut self,
        images: &mut Assets<Image>,
        radius: f32,
        fill: Color,
        rim: Color,
        hollow: bool,
    ) -> (Handle<Image>, Vec2) {
        let key = (
            radius.to_bits(),
            fill.to_srgba().to_u8_array(),
            rim.to_srgba().to_u8_array(),
            hollow,
        );
        self.pegs
            .entry(key)
            .or_insert_with(|| {
                let (image, size) = painted::peg(radius, fill, rim, hollow);
                (images.add(image), size)
            })
            .clone()
    }

    /// The shapes of `picture` in `ink`, drawn `size` across, as one mesh (none where the
    /// picture has nothing in that ink).
    pub(super) fn picture(
        &mut self,
        meshes: &mut Assets<Mesh>,
        picture: Picture,
        ink: Ink,
        size: f32,
    ) -> Option<Handle<Mesh>> {
        self.pictures
            .entry((picture, ink, size.to_bits()))
            .or_insert_with(|| pictures::mesh(picture, ink, size).map(|mesh| meshes.add(mesh)))
            .clone()
    }

    pub fn paint(&mut self, materials: &mut Assets<Flat>, colour: Color) -> Handle<Flat> {
        self.paints
            .entry(colour.to_srgba().to_u8_array())
            .or_insert_with(|| materials.add(colour))
            .clone()
    }

    /// The image of a hole drilled `radius` wide and the world size it is drawn at
    /// ([`painted::hole`]): every hole of a size shares it, so a board's holes draw together.
    pub(super) fn hole(
        &mut self,
        images: &mut Assets<Image>,
        radius: f32,
        colour: Color,
    ) -> (Handle<Image>, Vec2) {
        let key = (radius.to_bits(), colour.to_srgba().to_u8_array());
        self.holes
            .entry(key)
            .or_insert_with(|| {
                let (image, size) = painted::hole(radius, colour);
                (images.add(image), size)
            })
            .clone()
    }
}
