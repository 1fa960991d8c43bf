//! The one motion system of the table: a piece slides, grows, turns or flips from one pose
//! to another along one of Bevy's easing curves, after an optional delay, optionally with
//! a sound as it starts. Lengths are already scaled by the animation-speed setting; zero
//! means at once. While any motion runs the table is busy, and the turn machine waits.

use super::phase::TableBusy;
use crate::audio::Cue;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Cue>().add_systems(
        Update,
        (run_motions, show_sides).chain().in_set(MotionSystems),
    );
}

/// Runs every motion; views that start motions in reply to events run before it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct MotionSystems;

/// A piece's pose: where it lies, how large, how far turned (radians).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    pub at: Vec3,
    pub scale: Vec3,
    pub angle: f32,
}

impl Pose {
    pub fn at(at: Vec3) -> Self {
        Pose {
            at,
            scale: Vec3::ONE,
            angle: 0.0,
        }
    }

    pub fn of(transform: &Transform) -> Self {
        Pose {
            at: transform.translation,
            scale: transform.scale,
            angle: transform.rotation.to_euler(EulerRot::XYZ).2,
        }
    }

    /// The same place and turn but for rounding (its size aside: a piece under the pointer
    /// grows a little).
    pub fn near(&self, other: &Pose) -> bool {
        self.at.distance(other.at) < 0.01 && (self.angle - other.angle).abs() < 0.001
    }

    fn write(&self, transform: &mut Transform) {
        transform.translation = self.at;
        transform.scale = self.scale.max(Vec3::ZERO);
        transform.rotation = Quat::from_rotation_z(self.angle);
    }
}

/// Marks something that changes with time by itself other than by a [`Motion`] (a banner
/// drifting and fading): the game keeps drawing while it is on the table.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Lively;

/// Moves a piece from one pose to another over time.
#[derive(Component, Clone, Debug)]
pub struct Motion {
    pub from: Pose,
    pub to: Pose,
    /// How the place and the turn ease.
    pub ease: EaseFunction,
    /// How the size eases (a peg snapping into its hole overshoots a little).
    pub grow: EaseFunction,
    pub delay: f32,
    pub duration: f32,
    pub elapsed: f32,
    /// Played when the delay is over.
    pub cue: Option<Cue>,
    /// A flip: the piece narrows to an edge and opens again, showing its other side from
    /// halfway (see [`Flipped`]).
    pub flip: bool,
    /// A hop off the table while moving (a die thrown), in world units at its height.
    pub hop: f32,
    /// Lifted off the table while moving (a marker carried to its digit): drawn this much
    /// larger at its height, set down at the end.
    pub lift: f32,
    /// Not seen while it waits for its delay (a peg not dropped yet).
    pub unseen_while_waiting: bool,
    /// Play waits for it: it shows a decision (a die thrown, a card dealt). A piece moving
    /// because a player is still choosing (a card lifted, a peg put in the row being
    /// composed) lets them go on choosing.
    pub holds_play: bool,
}

impl Motion {
    /// From one pose to another, easing out.
    pub fn between(from: Pose, to: Pose, duration: f32) -> Self {
        Motion {
            from,
            to,
            ease: EaseFunction::CubicOut,
            grow: EaseFunction::CubicOut,
            delay: 0.0,
            duration,
            elapsed: 0.0,
            cue: None,
            flip: false,
            hop: 0.0,
            lift: 0.0,
            unseen_while_waiting: false,
            holds_play: true,
        }
    }

    /// A slide from `from` to `to`.
    pub fn slide(from: Vec3, to: Vec3, duration: f32) -> Self {
        Self::between(Pose::at(from), Pose::at(to), duration)
    }

    /// Grows in place from nothing, like a peg pushed into its hole.
    pub fn pop_in(at: Vec3, delay: f32, duration: f32) -> Self {
        let mut motion = Self::between(
            Pose {
                scale: Vec3::ZERO,
                ..Pose::at(at)
            },
            Pose::at(at),
            duration,
        );
        motion.grow = EaseFunction::BackOut;
        motion.delay = delay;
        motion
    }

    /// Dropped from above into its place `to` after `delay`: large while high, it falls
    /// and settles with a small bounce, unseen before it falls.
    pub fn drop(to: Pose, delay: f32, duration: f32) -> Self {
        let mut motion = Self::between(
            Pose {
                scale: to.scale * DROP_HEIGHT_SCALE,
                ..to
            },
            to,
            duration,
        );
        motion.grow = EaseFunction::BounceOut;
        motion.delay = delay;
        motion.unseen_while_waiting = true;
        motion
    }

    /// Turns over in place: a card shows its other side.
    pub fn flip(at: Pose, duration: f32) -> Self {
        let mut motion = Self::between(at, at, duration);
        motion.flip = true;
        motion.ease = EaseFunction::SineInOut;
        motion
    }

    /// Thrown: it hops, turns `turns` times and lands on `to`.
    pub fn throw(from: Vec3, to: Vec3, turns: f32, duration: f32) -> Self {
        let mut motion = Self::between(
            Pose {
                angle: turns * std::f32::consts::TAU,
                ..Pose::at(from)
            },
            Pose::at(to),
            duration,
        );
        motion.hop = 40.0;
        motion
    }

    /// Whether play waits for it (see [`Motion::holds_play`]).
    pub fn holding_play(mut self, holds: bool) -> Self {
        self.holds_play = holds;
        self
    }

    pub fn with_cue(mut self, cue: Cue) -> Self {
        self.cue = Some(cue);
        self
    }

    pub fn after(mut self, delay: f32) -> Self {
        self.delay = delay;
        self
    }

    /// How far along, 0 to 1.
    pub fn progress(&self) -> f32 {
        if self.duration <= 0.0 {
            1.0
        } else {
            ((self.elapsed - self.delay) / self.duration).clamp(0.0, 1.0)
        }
    }

    pub fn done(&self) -> bool {
        self.elapsed >= self.delay + self.duration
    }

    /// The pose at this moment.
    pub fn sample(&self) -> Pose {
        let t = self.progress();
        let mut at = eased(self.from.at, self.to.at, self.ease, t);
        let arc = (t * std::f32::consts::PI).sin();
        at.y += self.hop * arc * (1.0 - t);
        let mut scale = eased(self.from.scale, self.to.scale, self.grow, t);
        scale *= 1.0 + self.lift * arc;
        if self.unseen_while_waiting && self.elapsed < self.delay {
            scale = Vec3::ZERO;
        }
        if self.flip {
            // Narrow to an edge at halfway, open again after.
            scale.x *= (1.0 - 2.0 * t).abs();
        }
        Pose {
            at,
            scale,
            angle: eased(self.from.angle, self.to.angle, self.ease, t),
        }
    }
}

/// How much larger a dropped piece is drawn at the height it falls from.
const DROP_HEIGHT_SCALE: f32 = 1.6;

fn eased<T: Ease + Clone>(from: T, to: T, ease: EaseFunction, t: f32) -> T {
    EasingCurve::new(from, to, ease).sample_clamped(t)
}

/// A piece with two sides: which one shows. A flip motion turns it at its halfway point.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flipped {
    pub face_up: bool,
}

/// The face side of a two-sided piece (a child), shown when it lies face up.
#[derive(Component, Clone, Copy, Debug)]
pub struct FaceSide;

/// The back side of a two-sided piece (a child), shown when it lies face down.
#[derive(Component, Clone, Copy, Debug)]
pub struct BackSide;

/// The side a flip will show once past its halfway point.
#[derive(Component, Clone, Copy, Debug)]
pub struct FlipTo(pub bool);

/// A piece in motion, and the side a flip will show.
type Moving = (
    Entity,
    &'static mut Motion,
    &'static mut Transform,
    Option<&'static FlipTo>,
    Option<&'static mut Flipped>,
);

fn run_motions(
    mut commands: Commands,
    mut motions: Query<Moving>,
    mut cues: MessageWriter<Cue>,
    mut busy: ResMut<TableBusy>,
    time: Res<Time>,
) {
    busy.moving = 0;
    for (entity, mut motion, mut transform, flip_to, flipped) in &mut motions {
        let was_waiting =
            motion.elapsed < motion.delay || (motion.elapsed == 0.0 && motion.delay == 0.0);
        motion.elapsed += time.delta_secs();
        if was_waiting
            && motion.elapsed >= motion.delay
            && let Some(cue) = motion.cue.take()
        {
            cues.write(cue);
        }
        motion.sample().write(&mut transform);
        if let (Some(FlipTo(side)), Some(mut flipped)) = (flip_to, flipped)
            && (motion.progress() >= 0.5 || motion.done())
        {
            flipped.set_if_neq(Flipped { face_up: *side });
        }
        if motion.done() {
            if let Some(cue) = motion.cue.take() {
                cues.write(cue);
            }
            // The entity may be despawned in the same frame (a card that has flown away).
            commands.entity(entity).try_remove::<(Motion, FlipTo)>();
        } else {
            busy.moving += usize::from(motion.holds_play);
        }
    }
}

/// Shows the side of each two-sided piece that lies up.
fn show_sides(
    pieces: Query<(&Flipped, &Children), Changed<Flipped>>,
    mut faces: Query<&mut Visibility, (With<FaceSide>, Without<BackSide>)>,
    mut backs: Query<&mut Visibility, (With<BackSide>, Without<FaceSide>)>,
) {
    for (flipped, children) in &pieces {
        let (face, back) = if flipped.face_up {
            (Visibility::Inherited, Visibility::Hidden)
        } else {
            (Visibility::Hidden, Visibility::Inherited)
        };
        for child in children.iter() {
            if let Ok(mut v) = faces.get_mut(child) {
                v.set_if_neq(face);
            }
            if let Ok(mut v) = backs.get_mut(child) {
                v.set_if_neq(back);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_motion_ends_where_it_should() {
        let mut motion = Motion::slide(Vec3::ZERO, Vec3::X * 10.0, 0.3);
        motion.elapsed = 0.15;
        let mid = motion.sample();
        assert!(
            mid.at.x > 5.0 && mid.at.x < 10.0 && !motion.done(),
            "ease-out is past halfway at half time"
        );
        motion.elapsed = 0.3;
        assert_eq!(motion.sample(), Pose::at(Vec3::X * 10.0));
        assert!(motion.done());
    }

    #[test]
    fn a_zero_length_motion_is_at_its_end_at_once() {
        let motion = Motion::pop_in(Vec3::ONE, 0.0, 0.0);
        assert_eq!(motion.sample(), Pose::at(Vec3::ONE));
    }

    #[test]
    fn a_flip_is_edge_on_at_halfway_and_whole_at_the_end() {
        let mut motion = Motion::flip(Pose::at(Vec3::ZERO), 0.4);
        motion.elapsed = 0.2;
        assert!(motion.sample().scale.x < 0.01);
        motion.elapsed = 0.4;
        assert_eq!(motion.sample().scale, Vec3::ONE);
    }

    #[test]
    fn a_dropped_peg_is_unseen_until_it_falls_then_settles_in_its_place() {
        let mut motion = Motion::drop(Pose::at(Vec3::X), 0.2, 0.3);
        motion.elapsed = 0.1;
        assert_eq!(motion.sample().scale, Vec3::ZERO, "waiting");
        motion.elapsed = 0.2;
        assert!(
            motion.sample().scale.x > 1.5,
            "high above its hole as it starts"
        );
        motion.elapsed = 0.5;
        assert_eq!(motion.sample(), Pose::at(Vec3::X));
    }

    #[test]
    fn a_lifted_piece_is_larger_on_its_way_and_set_down_at_the_end() {
        let mut motion = Motion::slide(Vec3::ZERO, Vec3::X * 10.0, 0.4);
        motion.lift = 0.3;
        motion.elapsed = 0.2;
        assert!(motion.sample().scale.x > 1.2);
        motion.elapsed = 0.4;
        assert_eq!(motion.sample().scale, Vec3::ONE);
    }

    #[test]
    fn a_thrown_die_lands_square() {
        let mut motion = Motion::throw(Vec3::ZERO, Vec3::Y * 50.0, 2.0, 0.6);
        motion.elapsed = 0.3;
        assert!(motion.sample().angle.abs() > 0.1, "it turns on the way");
        motion.elapsed = 0.6;
        assert_eq!(motion.sample(), Pose::at(Vec3::Y * 50.0));
    }

    #[test]
    fn the_table_is_busy_while_a_motion_runs() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<TableBusy>()
            .add_plugins(plugin);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(100),
        ));
        app.world_mut().spawn((
            Transform::default(),
            Motion::slide(Vec3::ZERO, Vec3::X, 0.35),
        ));
        app.update();
        app.update();
        assert_eq!(app.world().resource::<TableBusy>().moving, 1);
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(app.world().resource::<TableBusy>().moving, 0);
    }
}
