//! The physical pieces every game lays on the table, one look for all four: cards with a
//! face and a back, dice with pips, glossy pegs, slots printed on a board, boards, tokens
//! and labels,
//! each an entity with a [`Piece`] component saying what it is and a transform saying where
//! it lies.
//!
//! A game says what lies where as a list of [`PieceSpec`]s built from the observation and
//! the [`TableArea`]; [`lay_out`] makes the table match it: a new piece is spawned (coming
//! from where the game says it comes from), a piece whose place changed moves there, a
//! card whose side changed flips, a piece no longer wanted goes. Pieces a player may use
//! carry a [`Target`], which the pointer and the keyboard focus both work on
//! ([`super::picking`]).

use super::anim::{BackSide, FaceSide, FlipTo, Flipped, Motion, Pose};
use super::materials::Flat;
use super::painted;
use super::shapes::{frame_fits, rim_width, rounded_frame, rounded_rectangle, shadow_width};
use super::surface::DESIGN_SIZE;
use crate::fonts::Fonts;
use crate::session::Screen;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use std::collections::HashMap;
use std::hash::Hash;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableArea>()
        .init_resource::<PieceKit>()
        .add_systems(PreUpdate, follow_the_window)
        .add_systems(PostUpdate, drop_rings);
}

pub use super::surface::PANEL_WIDTH;

/// The part of the world the table may use: the window, less the side panel, in world
/// units (the camera shows at least the design size, more on a wider or taller window).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TableArea(pub Rect);

impl Default for TableArea {
    fn default() -> Self {
        TableArea::for_window(DESIGN_SIZE)
    }
}

impl TableArea {
    /// The area for a window of `size` (logical pixels).
    pub fn for_window(size: Vec2) -> Self {
        let scale = (size.x / DESIGN_SIZE.x).min(size.y / DESIGN_SIZE.y);
        let visible = if scale > 0.0 {
            size / scale
        } else {
            DESIGN_SIZE
        };
        TableArea(Rect::from_corners(
            Vec2::new(-visible.x / 2.0 + PANEL_WIDTH, -visible.y / 2.0),
            visible / 2.0,
        ))
    }
}

fn follow_the_window(window: Option<Single<&Window>>, mut area: ResMut<TableArea>) {
    if let Some(window) = window {
        area.set_if_neq(TableArea::for_window(window.size()));
    }
}

/// The shapes that draw one peg mark, each with how it lies on the peg.
type MarkShapes = Vec<(Handle<Mesh>, Transform)>;

/// Meshes and paints made once and shared by every piece.
#[derive(Resource, Default)]
pub struct PieceKit {
    meshes: HashMap<(u32, u32, u32, u32), Handle<Mesh>>,
    paints: HashMap<[u8; 4], Handle<Flat>>,
    marks: HashMap<(PegMark, u32), MarkShapes>,
    pegs: HashMap<PegKey, (Handle<Image>, Vec2)>,
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
                } else {
                    rounded_rectangle(size, radius)
                })
            })
            .clone()
    }

    /// The shapes of a peg's mark at `scale` (1 on a peg of radius 17), each turned as it
    /// lies.
    fn mark(&mut self, meshes: &mut Assets<Mesh>, mark: PegMark, scale: f32) -> MarkShapes {
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
    fn peg(
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

    pub fn paint(&mut self, materials: &mut Assets<Flat>, colour: Color) -> Handle<Flat> {
        self.paints
            .entry(colour.to_srgba().to_u8_array())
            .or_insert_with(|| materials.add(colour))
            .clone()
    }
}

pub use super::paint;

/// One side of a card: its paper, its ink and what is printed on it.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSide {
    pub fill: Color,
    pub ink: Color,
    /// Large in the middle.
    pub text: String,
    /// Small, in two corners (a number read when cards are fanned).
    pub corner: Option<String>,
}

/// What a piece looks like.
#[derive(Clone, Debug, PartialEq)]
pub enum Look {
    /// A card lying face up or down; `lifted` when picked (it rises and is outlined).
    Card {
        size: Vec2,
        face: CardSide,
        back: CardSide,
        face_up: bool,
        lifted: bool,
    },
    /// A die showing `value` with pips; 0 is the microchip face of Code Knacker's dice.
    Die { side: f32, value: u8 },
    /// A place printed on a board: a card may lie there.
    Slot {
        size: Vec2,
        fill: Color,
        edge: Color,
        text: String,
        ink: Color,
    },
    /// A board or tray: a rounded panel with an edge.
    Board {
        size: Vec2,
        fill: Color,
        edge: Color,
        edge_width: f32,
    },
    /// A round token with a symbol.
    Token {
        radius: f32,
        fill: Color,
        ink: Color,
        symbol: String,
    },
    /// Words on the table.
    Label {
        text: String,
        size: f32,
        colour: Color,
        bold: bool,
        anchor: LabelAnchor,
    },
    /// A ring drawn around a place (a legal target, the colour chosen); `round` for a
    /// round place.
    Ring {
        size: Vec2,
        colour: Color,
        round: bool,
    },
    /// A glossy peg standing in a hole; a hollow one is the empty-hole marker. Its mark
    /// tells the colour without the colour (the peg symbols setting).
    Peg {
        radius: f32,
        fill: Color,
        rim: Color,
        mark: Option<(PegMark, Color)>,
        hollow: bool,
    },
    /// A place with nothing drawn (a hole drilled in a board drawn once): something may be
    /// dropped there or clicked.
    Spot { size: Vec2, round: bool },
}

/// The symbol on a peg.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PegMark {
    Ring,
    Dot,
    Triangle,
    Square,
    Diamond,
    Hexagon,
    Plus,
    Bar,
    Cross,
}

/// Which point of a label its position names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelAnchor {
    Centre,
    Left,
    Right,
}

impl Look {
    /// The size a pointer can hit.
    pub fn size(&self) -> Vec2 {
        match self {
            Look::Card { size, .. } | Look::Slot { size, .. } | Look::Board { size, .. } => *size,
            Look::Ring { size, .. } | Look::Spot { size, .. } => *size,
            Look::Peg { radius, .. } => Vec2::splat(radius * 2.0 + 6.0),
            Look::Die { side, .. } => Vec2::splat(*side),
            Look::Token { radius, .. } => Vec2::splat(radius * 2.0),
            Look::Label { text, size, .. } => {
                Vec2::new(text.chars().count() as f32 * size * 0.55, *size * 1.3)
            }
        }
    }

    /// The same card with its other side up: a flip, not a new piece.
    fn flipped_from(&self, before: &Look) -> bool {
        match (self, before) {
            (
                Look::Card {
                    face_up: now,
                    face,
                    back,
                    size,
                    ..
                },
                Look::Card {
                    face_up: then,
                    face: f,
                    back: b,
                    size: s,
                    ..
                },
            ) => now != then && face == f && back == b && size == s,
            _ => false,
        }
    }
}

/// A piece on the table, known to its game by `key`.
#[derive(Component, Clone, Debug)]
pub struct Piece<K: PieceKey> {
    pub key: K,
    pub look: Look,
    /// Where the piece lies when nothing moves it, and how far it is turned (radians).
    pub home: Vec3,
    pub turn: f32,
}

/// What a game calls its pieces by.
pub trait PieceKey: Clone + Eq + Hash + std::fmt::Debug + Send + Sync + 'static {}
impl<T: Clone + Eq + Hash + std::fmt::Debug + Send + Sync + 'static> PieceKey for T {}

/// A game's word for what a player points at (a pile, a card of the hand, a rival's safe).
pub trait Hit: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static {}
impl<T: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static> Hit for T {}

/// What a player may do with a piece: the game's word for it, given back on a click, a
/// drag or a drop ([`super::picking::TableInput`]).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Target<H: Hit> {
    pub hit: H,
    /// It may be picked up and dragged.
    pub draggable: bool,
}

pub use super::about::Focused;

/// A piece held by the pointer: it follows it ([`super::picking`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct Held;

/// A piece wanted on the table.
#[derive(Clone, Debug)]
pub struct PieceSpec<K, H: Hit> {
    pub key: K,
    pub look: Look,
    pub at: Vec3,
    /// Where a new piece comes from (a card from the pile, a die from the player).
    pub from: Option<Vec3>,
    /// How it arrives when new.
    pub arrival: Arrival,
    pub target: Option<Target<H>>,
    pub focused: bool,
    /// How far it lies turned (radians): cards fanned in a hand.
    pub turn: f32,
    /// Played as it arrives (a key peg's tick).
    pub cue: Option<crate::audio::Cue>,
    /// It stands for a supply (a tray of pegs): let go anywhere, it is back at once, as if
    /// another had been taken from under it.
    pub snaps_back: bool,
    /// What it is and does, told when it is pointed at or focused ([`super::about`]).
    pub about: Option<super::about::About>,
}

/// How a new piece comes onto the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arrival {
    /// Slides from where it comes from (or appears, if from nowhere).
    Slide,
    /// Thrown: a die tumbling from where it comes from.
    Thrown,
    /// Grows in place after a delay (digits coming off the die one by one).
    PopIn { delay: f32 },
}

impl<K, H: Hit> PieceSpec<K, H> {
    pub fn new(key: K, look: Look, at: Vec3) -> Self {
        PieceSpec {
            key,
            look,
            at,
            from: None,
            arrival: Arrival::Slide,
            target: None,
            focused: false,
            turn: 0.0,
            cue: None,
            snaps_back: false,
            about: None,
        }
    }

    /// Says what the piece is and does when it is pointed at or focused.
    pub fn about(mut self, words: codebreakers_kernel::Words) -> Self {
        self.about = Some(super::about::About(words));
        self
    }

    pub fn with_cue(mut self, cue: crate::audio::Cue) -> Self {
        self.cue = Some(cue);
        self
    }

    pub fn snaps_back(mut self) -> Self {
        self.snaps_back = true;
        self
    }

    pub fn turned(mut self, turn: f32) -> Self {
        self.turn = turn;
        self
    }

    /// Where it rests.
    fn pose(&self) -> Pose {
        Pose {
            angle: self.turn,
            ..Pose::at(self.at)
        }
    }

    pub fn from(mut self, from: Vec3) -> Self {
        self.from = Some(from);
        self
    }

    pub fn arriving(mut self, arrival: Arrival) -> Self {
        self.arrival = arrival;
        self
    }

    pub fn target(mut self, hit: H, draggable: bool) -> Self {
        self.target = Some(Target { hit, draggable });
        self
    }

    pub fn focused(mut self, focused: bool) -> Self {
        self.focused = focused;
        self
    }
}

/// What [`lay_out`] needs to spawn pieces.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Pieces<'w, 's, K: PieceKey, H: Hit> {
    commands: Commands<'w, 's>,
    kit: ResMut<'w, PieceKit>,
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<Flat>>,
    images: ResMut<'w, Assets<Image>>,
    fonts: Option<Res<'w, Fonts>>,
    settings: Res<'w, crate::settings::Settings>,
    busy: Res<'w, super::phase::TableBusy>,
    existing: Query<'w, 's, OnTable<K, H>>,
}

/// A piece as it lies now: what it is, where, what may be done with it, and whether it is
/// moving, focused or held.
type OnTable<K, H> = (
    Entity,
    &'static Piece<K>,
    &'static Transform,
    Option<&'static Target<H>>,
    Has<Motion>,
    Has<Focused>,
    Has<Held>,
    Option<&'static super::about::About>,
);

/// A piece found on the table, to be brought to what its game wants.
struct Found<K: PieceKey, H: Hit> {
    entity: Entity,
    piece: Piece<K>,
    transform: Transform,
    target: Option<Target<H>>,
    moving: bool,
    focused: bool,
    held: bool,
    about: Option<super::about::About>,
}

/// Seconds a piece takes to slide to a new place, a card to flip, a die to tumble, at
/// normal speed.
pub const SLIDE_SECONDS: f32 = 0.32;
pub const FLIP_SECONDS: f32 = 0.3;
pub const THROW_SECONDS: f32 = 0.6;

impl<K: PieceKey, H: Hit> Pieces<'_, '_, K, H> {
    /// Motions started now hold play if they show a decision just taken (the turn machine
    /// is settling); otherwise a player is still choosing, and may go on.
    fn shows_a_decision(&self) -> bool {
        self.busy.settling > 0
    }

    /// Makes the table match `wanted`.
    pub fn lay_out(&mut self, wanted: Vec<PieceSpec<K, H>>) {
        let mut existing: HashMap<K, Found<K, H>> = self
            .existing
            .iter()
            .map(
                |(entity, piece, transform, target, moving, focused, held, about)| {
                    let found = Found {
                        entity,
                        piece: piece.clone(),
                        transform: *transform,
                        target: target.cloned(),
                        moving,
                        focused,
                        held,
                        about: about.cloned(),
                    };
                    (piece.key.clone(), found)
                },
            )
            .collect();
        for spec in wanted {
            match existing.remove(&spec.key) {
                Some(found) => self.update(found, spec),
                None => self.spawn(spec),
            }
        }
        for gone in existing.into_values() {
            self.commands.entity(gone.entity).try_despawn();
        }
    }

    /// Brings a piece already on the table to what `spec` wants.
    fn update(&mut self, found: Found<K, H>, spec: PieceSpec<K, H>) {
        let Found {
            entity,
            piece,
            transform,
            target,
            moving,
            focused,
            held,
            about,
        } = found;
        let mut redressed = false;
        if spec.look != piece.look {
            if spec.look.flipped_from(&piece.look) {
                let face_up = matches!(spec.look, Look::Card { face_up: true, .. });
                let flip = Motion::flip(spec.pose(), self.settings.scaled(FLIP_SECONDS))
                    .with_cue(crate::audio::Cue::CardSlide)
                    .holding_play(self.shows_a_decision());
                self.commands.entity(entity).insert((flip, FlipTo(face_up)));
            } else {
                self.commands.entity(entity).despawn_related::<Children>();
                self.dress(entity, &spec.look);
                redressed = true;
            }
        }
        let home_moved = piece.home != spec.at || piece.turn != spec.turn;
        let strayed = !moving && !Pose::of(&transform).near(&spec.pose());
        if !held && strayed && !home_moved && spec.snaps_back {
            self.commands.entity(entity).insert(Transform {
                translation: spec.at,
                rotation: Quat::from_rotation_z(spec.turn),
                scale: Vec3::ONE,
            });
        } else if !held && (home_moved || strayed) {
            // From wherever it is now (even mid-motion, or let go elsewhere) to its home.
            let slide = self.settings.scaled(SLIDE_SECONDS);
            let motion = Motion::between(Pose::of(&transform), spec.pose(), slide)
                .holding_play(self.shows_a_decision());
            self.commands.entity(entity).insert(motion);
        }
        let explained_changed = about.is_some() != spec.about.is_some();
        if about != spec.about {
            match spec.about.clone() {
                Some(about) => self.commands.entity(entity).insert(about),
                None => self.commands.entity(entity).remove::<super::about::About>(),
            };
        }
        if target != spec.target || redressed || explained_changed {
            match spec.target.clone() {
                Some(t) => {
                    self.commands.entity(entity).insert(t);
                }
                None => {
                    self.commands.entity(entity).remove::<Target<H>>();
                }
            }
            // A piece held by the pointer stays out of its way, so the drop finds what
            // lies under it (its look changes as it is picked up).
            if !held {
                self.hitbox(entity, &spec);
            }
        }
        if focused != spec.focused || (redressed && spec.focused) {
            self.focus(entity, &spec);
        }
        self.commands.entity(entity).insert(Piece {
            key: spec.key,
            look: spec.look,
            home: spec.at,
            turn: spec.turn,
        });
    }

    fn spawn(&mut self, spec: PieceSpec<K, H>) {
        let start = spec.from.unwrap_or(spec.at);
        let motion = match spec.arrival {
            Arrival::Slide if spec.from.is_some() => Some(
                Motion::between(
                    Pose::at(start),
                    spec.pose(),
                    self.settings.scaled(SLIDE_SECONDS),
                )
                .with_cue(crate::audio::Cue::CardSlide),
            ),
            Arrival::Slide => None,
            Arrival::Thrown => Some(
                Motion::throw(start, spec.at, 2.0, self.settings.scaled(THROW_SECONDS))
                    .with_cue(crate::audio::Cue::DiceRoll),
            ),
            Arrival::PopIn { delay } => Some(Motion::pop_in(
                spec.at,
                self.settings.scaled(delay),
                self.settings.scaled(0.2),
            )),
        };
        let motion = match (motion, spec.cue) {
            (Some(motion), Some(cue)) => Some(motion.with_cue(cue)),
            (motion, _) => motion,
        }
        .map(|motion| motion.holding_play(self.shows_a_decision()));
        let mut transform = Transform::from_translation(start);
        if spec.from.is_none() {
            transform.rotation = Quat::from_rotation_z(spec.turn);
        }
        if matches!(spec.arrival, Arrival::PopIn { .. }) && self.settings.scaled(1.0) > 0.0 {
            transform.scale = Vec3::ZERO;
        }
        let face_up = match spec.look {
            Look::Card { face_up, .. } => Some(face_up),
            _ => None,
        };
        let entity = self
            .commands
            .spawn((
                transform,
                Visibility::default(),
                Piece {
                    key: spec.key.clone(),
                    look: spec.look.clone(),
                    home: spec.at,
                    turn: spec.turn,
                },
                DespawnOnExit(Screen::Playing),
            ))
            .id();
        if let Some(face_up) = face_up {
            self.commands.entity(entity).insert(Flipped { face_up });
        }
        if let Some(motion) = motion {
            self.commands.entity(entity).insert(motion);
        }
        if let Some(target) = spec.target.clone() {
            self.commands.entity(entity).insert(target);
        }
        if let Some(about) = spec.about.clone() {
            self.commands.entity(entity).insert(about);
        }
        self.dress(entity, &spec.look);
        self.hitbox(entity, &spec);
        self.focus(entity, &spec);
    }

    /// A transparent sprite the size of the piece, for the pointer to hit.
    fn hitbox(&mut self, entity: Entity, spec: &PieceSpec<K, H>) {
        let round = matches!(
            spec.look,
            Look::Peg { .. } | Look::Spot { round: true, .. } | Look::Token { .. }
        );
        let mut e = self.commands.entity(entity);
        if spec.target.is_some() {
            e.insert((
                Sprite::from_color(Color::NONE, spec.look.size()),
                Pickable::default(),
            ));
        } else if spec.about.is_some() {
            // Pointed at only to be explained: what lies under it still takes the click.
            e.insert((
                Sprite::from_color(Color::NONE, spec.look.size()),
                super::about::explain_only(),
            ));
        } else {
            e.remove::<Sprite>().insert(Pickable::IGNORE);
        }
        if round {
            e.insert(Round);
        }
    }

    fn focus(&mut self, entity: Entity, spec: &PieceSpec<K, H>) {
        if spec.focused {
            let size = spec.look.size() + 10.0;
            let round = matches!(spec.look, Look::Peg { .. } | Look::Spot { round: true, .. });
            let corner = if round { size.x.min(size.y) / 2.0 } else { 9.0 };
            let ring = self.frame(size, corner, 3.0, paint::FOCUS);
            let ring = self
                .commands
                .spawn((ring, Transform::from_xyz(0.0, 0.0, 0.9), FocusRing))
                .id();
            self.commands.entity(entity).insert(Focused).add_child(ring);
        } else {
            self.commands.entity(entity).remove::<Focused>();
            // The ring child goes with the next dressing or stays hidden by `drop_rings`.
        }
    }

    fn shape(&mut self, size: Vec2, radius: f32, colour: Color) -> (Mesh2d, MeshMaterial2d<Flat>) {
        (
            Mesh2d(self.kit.mesh(&mut self.meshes, size, radius, 0.0)),
            MeshMaterial2d(self.kit.paint(&mut self.materials, colour)),
        )
    }

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
    fn part(&mut self, bundle: impl Bundle, at: Vec3) -> Entity {
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

    /// Gives a piece the children that draw it.
    fn dress(&mut self, entity: Entity, look: &Look) {
        let mut parts: Vec<Entity> = Vec::new();
        match look {
            Look::Card {
                size,
                face,
                back,
                face_up,
                lifted,
            } => {
                let radius = size.x.min(size.y) * 0.1;
                let lift = if *lifted { 6.0 } else { 0.0 };
                let opaque = face.fill.alpha() >= 1.0 && back.fill.alpha() >= 1.0;
                let offset = Vec2::new(3.0 + lift, -4.0 - lift);
                parts.push(self.shadow(*size, radius, offset, opaque));
                for (side, is_face) in [(face, true), (back, false)] {
                    let edge = if *lifted { paint::FOCUS } else { paint::BRASS };
                    let [edge, body] =
                        self.rimmed(*size, radius, edge, 1.25, radius - 1.0, side.fill);
                    // Sized by the longest line, so a long word broken in two still reads.
                    let longest = side.text.lines().map(|l| l.chars().count()).max();
                    let longest = longest.unwrap_or(0).max(1);
                    let big = (size.y
                        * if side.text.chars().count() > 2 {
                            0.2
                        } else {
                            0.48
                        })
                    // A bold capital is about 0.7 of the font size wide.
                    .min(size.x * 0.9 / longest as f32 * 1.35);
                    let shown = if *face_up == is_face {
                        Visibility::Inherited
                    } else {
                        Visibility::Hidden
                    };
                    // Words too small to read are left off (a rival's cards seen from afar).
                    let words = if big < 7.0 { "" } else { side.text.as_str() };
                    let text = self.text(words, big, side.ink, true);
                    let mut e = self.commands.spawn((Transform::default(), shown));
                    if is_face {
                        e.insert(FaceSide);
                    } else {
                        e.insert(BackSide);
                    }
                    let side_entity = e.id();
                    let mut children = vec![edge, body, self.part(text, Vec3::Z * 0.02)];
                    if let Some(corner) = &side.corner {
                        let small = (size.y * 0.16).max(9.0);
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
                    self.commands.entity(side_entity).add_children(&children);
                    parts.push(side_entity);
                }
            }
            Look::Die { side, value } => {
                let size = Vec2::splat(*side);
                let radius = side * 0.18;
                parts.push(self.shadow(size, radius, Vec2::new(3.0, -4.0), true));
                parts.extend(self.rimmed(
                    size,
                    radius,
                    paint::BRASS,
                    1.25,
                    side * 0.17,
                    paint::IVORY,
                ));
                if *value == 0 {
                    self.microchip(*side, &mut parts);
                } else {
                    let pip = Vec2::splat(side * 0.17);
                    for (x, y) in pips(*value) {
                        let dot = self.shape(pip, pip.x / 2.0, paint::INK);
                        parts.push(
                            self.part(dot, Vec3::new(x * side * 0.25, y * side * 0.25, 0.02)),
                        );
                    }
                }
            }
            Look::Slot {
                size,
                fill,
                edge,
                text,
                ink,
            } => {
                let radius = size.x.min(size.y) * 0.16;
                parts.extend(self.rimmed(*size, radius, *edge, 1.0, radius - 1.0, *fill));
                let words = self.text(text, size.y * 0.45, *ink, true);
                parts.push(self.part(words, Vec3::Z * 0.02));
            }
            Look::Board {
                size,
                fill,
                edge,
                edge_width,
            } => {
                let radius = 14.0;
                let (inset, body_radius) = (*edge_width, radius - edge_width);
                parts.push(self.shadow(*size, radius, Vec2::new(4.0, -6.0), fill.alpha() >= 1.0));
                parts.extend(self.rimmed(*size, radius, *edge, inset, body_radius, *fill));
            }
            Look::Token {
                radius,
                fill,
                ink,
                symbol,
            } => {
                let d = Vec2::splat(radius * 2.0);
                parts.push(self.shadow(d, *radius, Vec2::new(2.0, -3.0), fill.alpha() >= 1.0));
                parts.extend(self.rimmed(d, *radius, paint::BRASS, 1.5, radius - 1.5, *fill));
                let words = self.text(symbol, radius * 1.1, *ink, true);
                parts.push(self.part(words, Vec3::Z * 0.02));
            }
            Look::Label {
                text,
                size,
                colour,
                bold,
                anchor,
            } => {
                let words = self.text(text, *size, *colour, *bold);
                let anchor = match anchor {
                    LabelAnchor::Centre => Anchor::CENTER,
                    LabelAnchor::Left => Anchor::CENTER_LEFT,
                    LabelAnchor::Right => Anchor::CENTER_RIGHT,
                };
                parts.push(self.part((words, anchor), Vec3::ZERO));
            }
            Look::Ring {
                size,
                colour,
                round,
            } => {
                let corner = if *round {
                    size.x.min(size.y) / 2.0
                } else {
                    9.0
                };
                let ring = self.frame(*size, corner, 3.0, *colour);
                parts.push(self.part(ring, Vec3::ZERO));
            }
            Look::Peg {
                radius,
                fill,
                rim,
                mark,
                hollow,
            } => {
                let r = *radius;
                let (image, size) = self.kit.peg(&mut self.images, r, *fill, *rim, *hollow);
                let sprite = Sprite {
                    image,
                    custom_size: Some(size),
                    ..default()
                };
                parts.push(self.part(sprite, Vec3::ZERO));
                if let Some((mark, ink)) = mark {
                    for (mesh, at) in self.kit.mark(&mut self.meshes, *mark, r / 17.0) {
                        let paint = MeshMaterial2d(self.kit.paint(&mut self.materials, *ink));
                        let part = self.part((Mesh2d(mesh), paint), Vec3::Z * 0.03);
                        self.commands
                            .entity(part)
                            .insert(at.with_translation(Vec3::Z * 0.03));
                        parts.push(part);
                    }
                }
            }
            Look::Spot { .. } => {}
        }
        for part in &parts {
            self.commands.entity(*part).insert(Pickable::IGNORE);
        }
        self.commands.entity(entity).add_children(&parts);
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

/// A round piece: rings drawn around it are round.
#[derive(Component, Clone, Copy, Debug)]
pub struct Round;

impl<K: PieceKey, H: Hit> Pieces<'_, '_, K, H> {
    /// A green microchip with a brass core and pins, on a die face of `side`.
    fn microchip(&mut self, side: f32, parts: &mut Vec<Entity>) {
        let k = side / 62.0;
        let chip = self.shape(
            Vec2::splat(28.0 * k),
            4.0 * k,
            Color::srgb(0.08, 0.36, 0.22),
        );
        parts.push(self.part(chip, Vec3::Z * 0.02));
        let core = self.shape(Vec2::splat(10.0 * k), 1.0, paint::BRASS);
        parts.push(self.part(core, Vec3::Z * 0.03));
        for turn in 0..4 {
            let turn = Quat::from_rotation_z(turn as f32 * std::f32::consts::FRAC_PI_2);
            for x in [-8.0, 0.0, 8.0] {
                let pin = self.shape(Vec2::new(3.0 * k, 7.0 * k), 0.5, paint::BRASS);
                let at = turn * Vec3::new(x * k, 17.0 * k, 0.03);
                let pin = self.part(pin, at);
                self.commands
                    .entity(pin)
                    .insert(Transform::from_translation(at).with_rotation(turn));
                parts.push(pin);
            }
        }
    }
}

/// The ring a focused piece wears.
#[derive(Component, Clone, Copy, Debug)]
pub struct FocusRing;

/// A ring stays only on the focused piece.
fn drop_rings(
    mut commands: Commands,
    rings: Query<(Entity, &ChildOf), With<FocusRing>>,
    focused: Query<(), With<Focused>>,
) {
    for (ring, parent) in &rings {
        if focused.get(parent.parent()).is_err() {
            commands.entity(ring).despawn();
        }
    }
}

/// The face of a die not rolled yet.
pub const BLANK_FACE: u8 = u8::MAX;

/// Where the pips of a face sit, in quarter sides from the centre.
pub fn pips(value: u8) -> &'static [(f32, f32)] {
    match value {
        BLANK_FACE => &[],
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, 1.0), (1.0, -1.0)],
        3 => &[(-1.0, 1.0), (0.0, 0.0), (1.0, -1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_the_window_less_the_panel() {
        let area = TableArea::for_window(DESIGN_SIZE).0;
        assert_eq!(area.min, Vec2::new(-640.0 + PANEL_WIDTH, -360.0));
        assert_eq!(area.max, Vec2::new(640.0, 360.0));
        // A wider window shows more table on both sides; the panel keeps its width.
        let wide = TableArea::for_window(Vec2::new(1920.0, 720.0)).0;
        assert_eq!(wide.width(), 1920.0 - PANEL_WIDTH);
        // A small window shows the design size, scaled down.
        let small = TableArea::for_window(Vec2::new(1024.0, 600.0)).0;
        assert_eq!(small.width(), 1280.0 - PANEL_WIDTH);
        assert!(small.height() >= 720.0);
    }

    #[test]
    fn a_card_turned_over_is_a_flip_not_a_new_card() {
        let side = |text: &str| CardSide {
            fill: paint::IVORY,
            ink: paint::INK,
            text: text.into(),
            corner: None,
        };
        let card = |face_up| Look::Card {
            size: Vec2::new(40.0, 60.0),
            face: side("7"),
            back: side("?"),
            face_up,
            lifted: false,
        };
        assert!(card(true).flipped_from(&card(false)));
        assert!(!card(true).flipped_from(&card(true)));
    }
}
