//! Banners: a few words over the table (a safe taken, a turn forced to end) that rise a
//! little and fade, while play goes on under them.

use super::anim::Lively;
use crate::session::Screen;
use crate::settings::Settings;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (fade_away, drift_banners));
}

/// The backing of a banner: dark, a little see-through.
const BACKING: Color = super::paint::BANNER_BACKING;

/// A banner over the table.
#[derive(Component)]
struct Banner;

/// Despawned after this many seconds.
#[derive(Component)]
struct FadeAway(f32);

/// Shows `words` in a banner over the table for a moment (longer at slower animation).
pub fn announce(commands: &mut Commands, words: String, colour: Color, settings: &Settings) {
    let seconds = settings.scaled(1.6).max(0.8);
    commands
        .spawn((
            Transform::from_xyz(130.0, 72.0, 30.0),
            Visibility::default(),
            Banner,
            FadeAway(seconds),
            Lively,
            DespawnOnExit(Screen::Playing),
        ))
        .with_children(|b| {
            b.spawn((
                Sprite::from_color(BACKING, Vec2::new(560.0, 54.0)),
                Transform::from_xyz(0.0, 0.0, -0.1),
            ));
            b.spawn((
                Text2d::new(words),
                TextFont::from_font_size(26.0),
                TextColor(colour),
            ));
        });
}

fn fade_away(mut commands: Commands, time: Res<Time>, mut fading: Query<(Entity, &mut FadeAway)>) {
    for (entity, mut left) in &mut fading {
        left.0 -= time.delta_secs();
        if left.0 <= 0.0 {
            commands.entity(entity).despawn();
        }
    }
}

fn drift_banners(time: Res<Time>, mut banners: Query<&mut Transform, With<Banner>>) {
    for mut transform in &mut banners {
        transform.translation.y += 12.0 * time.delta_secs();
    }
}
