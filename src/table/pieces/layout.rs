//! Laying out: the table made to match the pieces a game wants.

use super::draw::Dressed;
use super::kinds::{AnyKind, Kind, Look};
use super::moves::THROW_SECONDS;
use super::{FocusRing, Focused, Held, Hit, Piece, PieceKey, Round, Target};
use crate::session::Screen;
use crate::table::about::About;
use crate::table::anim::{Motion, Pose};
use crate::table::materials::Flat;
use bevy::prelude::*;
use std::collections::HashMap;

/// A piece wanted on the table.
#[derive(Clone, Debug)]
pub struct PieceSpec<K, H: Hit> {
    pub key: K,
    pub look: Look,
    pub at: Vec3,
    /// Where a new piece comes from (a card from the pile, a die from the player).
    pub from: Option<Vec3>,
    /// How large a new piece is where it comes from, for each axis (a door swinging open
    /// from covering its safe).
    pub from_scale: Vec3,
    /// How it arrives when new.
    pub arrival: Arrival,
    pub target: Option<Target<H>>,
    pub focused: bool,
    /// How far it lies turned (radians): cards fanned in a hand.
    pub turn: f32,
    /// How large it is drawn (a safe flying off to its winner shrinks as it goes).
    pub scale: f32,
    /// Seconds its arrival waits (cards dealt one after another).
    pub delay: f32,
    /// Played as it arrives (a key peg's tick).
    pub cue: Option<crate::audio::Cue>,
    /// It stands for a supply (a tray of pegs): let go anywhere, it is back at once, as if
    /// another had been taken from under it.
    pub snaps_back: bool,
    /// What it is and does, told when it is pointed at or focused ([`super::about`]).
    pub about: Option<About>,
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
            from_scale: Vec3::ONE,
            arrival: Arrival::Slide,
            target: None,
            focused: false,
            turn: 0.0,
            scale: 1.0,
            delay: 0.0,
            cue: None,
            snaps_back: false,
            about: None,
        }
    }

    /// Says what the piece is and does when it is pointed at or focused.
    pub fn about(mut self, words: codebreakers_kernel::Words) -> Self {
        self.about = Some(About(words));
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

    /// Drawn `scale` times its size.
    pub fn scaled(mut self, scale: f32) -> Self {
        self.scale = scale;
        self
    }

    /// Arrives `seconds` later.
    pub fn after(mut self, seconds: f32) -> Self {
        self.delay = seconds;
        self
    }

    /// Where it rests.
    fn pose(&self) -> Pose {
        Pose {
            angle: self.turn,
            scale: Vec3::splat(self.scale),
            ..Pose::at(self.at)
        }
    }

    pub fn from(mut self, from: Vec3) -> Self {
        self.from = Some(from);
        self
    }

    /// Comes in `scale` times its size along each axis, from where it comes from.
    pub fn grown_from(mut self, scale: Vec3) -> Self {
        self.from_scale = scale;
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

/// What [`Pieces::lay_out`] needs to spawn pieces.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Pieces<'w, 's, K: PieceKey, H: Hit> {
    commands: Commands<'w, 's>,
    kit: ResMut<'w, super::PieceKit>,
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<Flat>>,
    settings: Res<'w, crate::settings::Settings>,
    busy: Res<'w, crate::table::phase::TableBusy>,
    existing: Query<'w, 's, OnTable<K, H>>,
}

/// A piece as it lies now: what it is, where, what may be done with it, and whether it is
/// moving, focused or held.
type OnTable<K, H> = (
    Entity,
    &'static Piece<K>,
    Kind,
    &'static Transform,
    Option<&'static Target<H>>,
    Has<Motion>,
    Has<Focused>,
    Has<Held>,
    Option<&'static About>,
);

/// A piece found on the table, to be brought to what its game wants.
struct Found<K: PieceKey, H: Hit> {
    entity: Entity,
    piece: Piece<K>,
    look: Option<Look>,
    transform: Transform,
    target: Option<Target<H>>,
    moving: bool,
    focused: bool,
    held: bool,
    about: Option<About>,
}

/// Seconds a piece takes to slide to a new place, at normal speed.
pub const SLIDE_SECONDS: f32 = 0.32;

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
                |(entity, piece, kind, transform, target, moving, focused, held, about)| {
                    let found = Found {
                        entity,
                        piece: piece.clone(),
                        look: kind.look(),
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
            look,
            transform,
            target,
            moving,
            focused,
            held,
            about,
        } = found;
        let mut redressed = false;
        let changed = look.as_ref() != Some(&spec.look);
        if changed {
            // A flip or a roll is shown by the kind itself ([`super::moves`]); anything
            // else is drawn anew by its kind ([`super::draw`]).
            if !look.is_some_and(|look| spec.look.moves_from(&look)) {
                self.commands
                    .entity(entity)
                    .despawn_related::<Children>()
                    .remove::<(AnyKind, Dressed)>();
                redressed = true;
            }
            spec.look
                .clone()
                .insert_on(&mut self.commands.entity(entity));
        }
        let home_moved =
            piece.home != spec.at || piece.turn != spec.turn || piece.scale != spec.scale;
        let strayed = !moving && !Pose::of(&transform).near(&spec.pose());
        if !held && strayed && !home_moved && spec.snaps_back {
            self.commands.entity(entity).insert(Transform {
                translation: spec.at,
                rotation: Quat::from_rotation_z(spec.turn),
                scale: Vec3::splat(spec.scale),
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
                None => self.commands.entity(entity).remove::<About>(),
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
            home: spec.at,
            turn: spec.turn,
            scale: spec.scale,
        });
    }

    fn spawn(&mut self, spec: PieceSpec<K, H>) {
        let start = spec.from.unwrap_or(spec.at);
        let motion = match spec.arrival {
            Arrival::Slide if spec.from.is_some() => Some(
                Motion::between(
                    Pose {
                        scale: spec.from_scale,
                        ..Pose::at(start)
                    },
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
        .map(|motion| {
            motion
                .after(spec.delay)
                .holding_play(self.shows_a_decision())
        });
        let mut transform = Transform::from_translation(start);
        if spec.from.is_none() {
            transform.rotation = Quat::from_rotation_z(spec.turn);
            transform.scale = Vec3::splat(spec.scale);
        }
        if matches!(spec.arrival, Arrival::PopIn { .. }) && self.settings.scaled(1.0) > 0.0 {
            transform.scale = Vec3::ZERO;
        }
        let entity = self
            .commands
            .spawn((
                transform,
                Visibility::default(),
                Piece {
                    key: spec.key.clone(),
                    home: spec.at,
                    turn: spec.turn,
                    scale: spec.scale,
                },
                DespawnOnExit(Screen::Playing),
            ))
            .id();
        if let Some(motion) = motion {
            self.commands.entity(entity).insert(motion);
        }
        if let Some(target) = spec.target.clone() {
            self.commands.entity(entity).insert(target);
        }
        if let Some(about) = spec.about.clone() {
            self.commands.entity(entity).insert(about);
        }
        self.hitbox(entity, &spec);
        self.focus(entity, &spec);
        spec.look.insert_on(&mut self.commands.entity(entity));
    }

    /// A transparent sprite the size of the piece, for the pointer to hit.
    fn hitbox(&mut self, entity: Entity, spec: &PieceSpec<K, H>) {
        let round = spec.look.round();
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
                crate::table::about::explain_only(),
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
            let round = matches!(
                spec.look,
                Look::Peg(_) | Look::Spot(super::Spot { round: true, .. })
            );
            let corner = if round { size.x.min(size.y) / 2.0 } else { 9.0 };
            // The piece's own shape 5 units out.
            let ring = (
                Mesh2d(self.kit.mesh(&mut self.meshes, size, corner, 3.0)),
                MeshMaterial2d(self.kit.paint(&mut self.materials, super::paint::FOCUS)),
            );
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
}
