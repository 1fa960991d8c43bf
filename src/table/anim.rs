//! Tweens: a component slides and grows from one place and size to another with an
//! ease-out curve, after an optional delay, optionally with a sound as it starts.
//! Lengths are already scaled by the animation-speed setting; zero means at once.

use crate::audio::Cue;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Cue>().add_systems(Update, run_tweens);
}

/// Moves and scales an entity's transform over time.
#[derive(Component, Clone, Debug)]
pub struct Tween {
    pub from: Vec3,
    pub to: Vec3,
    pub from_scale: f32,
    pub to_scale: f32,
    pub delay: f32,
    pub duration: f32,
    pub elapsed: f32,
    /// Played when the delay is over.
    pub cue: Option<Cue>,
}

impl Tween {
    /// A slide from `from` to `to`.
    pub fn slide(from: Vec3, to: Vec3, duration: f32) -> Self {
        Tween {
            from,
            to,
            from_scale: 1.0,
            to_scale: 1.0,
            delay: 0.0,
            duration,
            elapsed: 0.0,
            cue: None,
        }
    }

    /// Grows in place from nothing, like a peg pushed into its hole.
    pub fn pop_in(at: Vec3, delay: f32, duration: f32) -> Self {
        Tween {
            from: at,
            to: at,
            from_scale: 0.0,
            to_scale: 1.0,
            delay,
            duration,
            elapsed: 0.0,
            cue: None,
        }
    }

    pub fn with_cue(mut self, cue: Cue) -> Self {
        self.cue = Some(cue);
        self
    }

    /// Where and how large at this moment, and whether it is done.
    fn sample(&self) -> (Vec3, f32, bool) {
        let t = if self.duration <= 0.0 {
            1.0
        } else {
            ((self.elapsed - self.delay) / self.duration).clamp(0.0, 1.0)
        };
        let eased = ease_out_back(t);
        let done = self.elapsed >= self.delay + self.duration;
        (
            self.from.lerp(self.to, ease_out_cubic(t)),
            self.from_scale + (self.to_scale - self.from_scale) * eased,
            done,
        )
    }
}

fn ease_out_cubic(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

/// Overshoots a little and settles: a peg snapping into its hole.
fn ease_out_back(t: f32) -> f32 {
    const C1: f32 = 1.4;
    const C3: f32 = C1 + 1.0;
    1.0 + C3 * (t - 1.0).powi(3) + C1 * (t - 1.0).powi(2)
}

fn run_tweens(
    mut commands: Commands,
    mut tweens: Query<(Entity, &mut Tween, &mut Transform)>,
    mut cues: MessageWriter<Cue>,
    time: Res<Time>,
) {
    for (entity, mut tween, mut transform) in &mut tweens {
        let was_waiting =
            tween.elapsed < tween.delay || (tween.elapsed == 0.0 && tween.delay == 0.0);
        tween.elapsed += time.delta_secs();
        if was_waiting
            && tween.elapsed >= tween.delay
            && let Some(cue) = tween.cue.take()
        {
            cues.write(cue);
        }
        let (position, scale, done) = tween.sample();
        transform.translation = position;
        transform.scale = Vec3::splat(scale.max(0.0));
        if done {
            if let Some(cue) = tween.cue.take() {
                cues.write(cue);
            }
            // The entity may be despawned in the same frame (a card that has flown away).
            commands.entity(entity).try_remove::<Tween>();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tween_ends_where_it_should() {
        let mut tween = Tween::slide(Vec3::ZERO, Vec3::X * 10.0, 0.3);
        tween.elapsed = 0.15;
        let (mid, _, done) = tween.sample();
        assert!(
            mid.x > 5.0 && mid.x < 10.0 && !done,
            "ease-out is past halfway at half time"
        );
        tween.elapsed = 0.3;
        assert_eq!(tween.sample(), (Vec3::X * 10.0, 1.0, true));
    }

    #[test]
    fn a_zero_length_tween_is_at_its_end_at_once() {
        let tween = Tween::pop_in(Vec3::ONE, 0.0, 0.0);
        assert_eq!(tween.sample(), (Vec3::ONE, 1.0, true));
    }
}
