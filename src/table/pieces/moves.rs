//! How each kind shows a change by moving, each a system of its kind: a card turned over
//! flips ([`flip_cards`]), a die given a value rolls and tumbles through its faces to it
//! ([`roll_dice`], [`tumble_dice`]), a peg put in a hole drops into it ([`drop_pegs`]), a
//! marker carried to a digit is lifted and set down there ([`lift_pegs`]). A game only says
//! what lies where; the layout puts the kind's new value on the piece.

use super::draw::{Dressed, Painter};
use super::kinds::{BLANK_FACE, Card, Die, DieFace, Peg};
use crate::audio::Cue;
use crate::settings::Settings;
use crate::table::anim::{FlipTo, Flipped, Motion, Pose};
use crate::table::phase::TableBusy;
use bevy::prelude::*;

/// Seconds a card takes to flip and a thrown die to tumble, at normal speed.
pub const FLIP_SECONDS: f32 = 0.3;
pub const THROW_SECONDS: f32 = 0.6;

/// Seconds a tumbling die shows each face on its way to its value.
pub(super) const FACE_SECONDS: f32 = 0.075;

/// Seconds a dropped peg takes to fall and settle, at normal speed.
pub const DROP_SECONDS: f32 = 0.26;

/// How much larger a peg carried across the table is drawn at the top of its way.
const CARRIED_LIFT: f32 = 0.35;

/// A die tumbling to its value: how long it has tumbled and for how long it will.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Tumble {
    pub elapsed: f32,
    pub length: f32,
}

impl Tumble {
    /// The face shown after `elapsed` seconds: another of the die's faces at each step, never
    /// the same twice running, and its value once it has landed.
    pub fn face(&self, die: &Die) -> u8 {
        if self.elapsed >= self.length {
            return die.value;
        }
        let faces = die.faces();
        let landed = faces.iter().position(|&f| f == die.value).unwrap_or(0);
        let steps_left = ((self.length - self.elapsed) / FACE_SECONDS).ceil() as usize;
        // One to five faces on from the value: never the value before it lands, and never
        // the same face twice running.
        faces[(landed + 1 + steps_left % 5) % 6]
    }
}

/// A drawn card, the side it shows and the motion it makes.
type TurnedCard = (
    Entity,
    &'static Card,
    &'static Flipped,
    Option<&'static FlipTo>,
    Option<&'static mut Motion>,
    &'static Transform,
);

/// A die and how it moves: `Ref` tells a new die from one given a new value.
type RolledDie = (
    Entity,
    Ref<'static, Die>,
    &'static Transform,
    Option<&'static Motion>,
);

/// A card whose side up changed flips, over the motion it is making if it moves.
pub(super) fn flip_cards(
    mut commands: Commands,
    settings: Res<Settings>,
    busy: Res<TableBusy>,
    mut cards: Query<TurnedCard, (Changed<Card>, With<Dressed>)>,
) {
    for (entity, card, flipped, flip_to, motion, transform) in &mut cards {
        let showing = flip_to.map_or(flipped.face_up, |to| to.0);
        if showing == card.face_up {
            continue;
        }
        match motion {
            Some(mut motion) => motion.flip = true,
            None => {
                let flip = Motion::flip(Pose::of(transform), settings.scaled(FLIP_SECONDS))
                    .with_cue(Cue::CardSlide)
                    .holding_play(busy.settling > 0);
                commands.entity(entity).insert(flip);
            }
        }
        commands.entity(entity).insert(FlipTo(card.face_up));
    }
}

/// A die given a value rolls to it: thrown from where it comes from, or tumbling in place.
/// A die laid down still (a picture on the title) only lies there.
pub(super) fn roll_dice(
    mut commands: Commands,
    settings: Res<Settings>,
    busy: Res<TableBusy>,
    dice: Query<RolledDie, Changed<Die>>,
) {
    for (entity, die, transform, motion) in &dice {
        if die.value == BLANK_FACE || (die.is_added() && motion.is_none()) {
            continue;
        }
        let length = match motion {
            Some(motion) => motion.delay + motion.duration,
            None => settings.scaled(THROW_SECONDS),
        };
        if length <= 0.0 {
            continue;
        }
        if motion.is_none() {
            let at = transform.translation;
            let roll = Motion::throw(at, at, 1.0, length)
                .with_cue(Cue::DiceRoll)
                .holding_play(busy.settling > 0);
            commands.entity(entity).insert(roll);
        }
        commands.entity(entity).insert(Tumble {
            elapsed: 0.0,
            length,
        });
    }
}

/// A tumbling die shows its faces in turn and lands on its value.
pub(super) fn tumble_dice(
    mut painter: Painter,
    time: Res<Time>,
    mut dice: Query<(Entity, &Die, &mut Tumble, &Children), With<Dressed>>,
    faces: Query<&DieFace>,
) {
    for (entity, die, mut tumble, children) in &mut dice {
        tumble.elapsed += time.delta_secs();
        let face = tumble.face(die);
        let shown = children.iter().find(|&part| faces.get(part).is_ok());
        if shown.and_then(|part| faces.get(part).ok()) != Some(&DieFace(face)) {
            if let Some(shown) = shown {
                painter.commands.entity(shown).despawn();
            }
            let part = painter.die_face(die.side, face);
            painter
                .commands
                .entity(part)
                .insert((Pickable::IGNORE, super::draw::Part));
            painter.commands.entity(entity).add_child(part);
        }
        if tumble.elapsed >= tumble.length {
            painter.commands.entity(entity).remove::<Tumble>();
        }
    }
}

/// A peg the game puts in a hole drops into it rather than growing there.
pub(super) fn drop_pegs(settings: Res<Settings>, mut pegs: Query<&mut Motion, Added<Peg>>) {
    for mut motion in &mut pegs {
        let grows_in_place = motion.from.scale == Vec3::ZERO && motion.from.at == motion.to.at;
        if grows_in_place {
            let dropped = Motion::drop(motion.to, motion.delay, settings.scaled(DROP_SECONDS))
                .holding_play(motion.holds_play);
            *motion = Motion {
                cue: motion.cue.take(),
                ..dropped
            };
        }
    }
}

/// A peg carried across the table (a marker to its digit) is lifted on its way and set down.
pub(super) fn lift_pegs(mut pegs: Query<&mut Motion, (With<Peg>, Added<Motion>)>) {
    for mut motion in &mut pegs {
        if motion.from.at.truncate() != motion.to.at.truncate() && !motion.flip {
            motion.lift = CARRIED_LIFT;
        }
    }
}
