//! The kinds' systems, in one set after every game has laid out its table: each kind shows
//! its changes by moving ([`super::moves`]), then draws its new pieces ([`super::draw`]).

use super::kinds::*;
use super::{draw, moves};
use crate::table::materials::Flat;
use bevy::prelude::*;

/// The systems of the kinds, after every game has laid out its table (in `Update`, or in
/// `PostUpdate` before this set) and before the table is drawn.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PieceKinds;

/// Each kind's systems: first those that show a change by moving (comparing with what is
/// drawn), then each kind draws its new pieces, then the dice tumble.
pub(super) fn plugin(app: &mut App) {
    app.configure_sets(
        PostUpdate,
        PieceKinds
            .before(bevy::transform::TransformSystems::Propagate)
            .before(bevy::app::AnimationSystems)
            // A table is drawn only where there is something to draw with (not headless).
            .run_if(resource_exists::<Assets<Mesh>>.and_then(resource_exists::<Assets<Flat>>)),
    )
    .add_systems(
        PostUpdate,
        (
            (
                moves::flip_cards,
                moves::roll_dice,
                moves::lift_pegs,
                moves::drop_pegs,
            )
                .chain(),
            (
                draw::dress::<Card>,
                draw::dress::<Die>,
                draw::dress::<Slot>,
                draw::dress::<Board>,
                draw::dress::<Holes>,
                draw::dress::<Token>,
                draw::dress::<Label>,
                draw::dress::<Outline>,
                draw::dress::<Peg>,
                draw::dress::<Spot>,
                draw::dress::<Safe>,
                draw::dress::<Emblem>,
            )
                .chain(),
            moves::tumble_dice,
        )
            .chain()
            .in_set(PieceKinds),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Settings;
    use crate::table::anim::{Flipped, Motion};
    use crate::table::materials::Flat;
    use crate::table::paint;
    use crate::table::phase::TableBusy;
    use crate::table::pieces::kinds::CardSide;
    use crate::table::pieces::kit::PieceKit;
    use crate::table::pieces::moves::{FACE_SECONDS, Tumble};
    use std::time::Duration;

    /// The kinds' systems alone, with nothing but a piece: no game and no layout.
    fn table() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<Mesh>()
            .init_asset::<Image>()
            .init_asset::<Flat>()
            .init_resource::<PieceKit>()
            .init_resource::<Settings>()
            .init_resource::<TableBusy>()
            .add_plugins((crate::table::anim::plugin, plugin));
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            Duration::from_millis(20),
        ));
        app.update();
        app
    }

    fn face_shown(app: &mut App, die: Entity) -> u8 {
        let world = app.world_mut();
        let children = world.get::<Children>(die).unwrap().to_vec();
        let faces: Vec<u8> = children
            .iter()
            .filter_map(|&part| world.get::<DieFace>(part).map(|face| face.0))
            .collect();
        assert_eq!(faces.len(), 1, "one face at a time");
        faces[0]
    }

    #[test]
    fn a_die_given_a_value_tumbles_through_its_other_faces_to_it() {
        let mut app = table();
        let die = Die {
            side: 60.0,
            value: 2,
            chip: true,
        };
        let piece = app.world_mut().spawn((Transform::default(), die)).id();
        app.update();
        app.update();
        app.world_mut().get_mut::<Die>(piece).unwrap().value = 5;
        let mut seen = Vec::new();
        for _ in 0..40 {
            app.update();
            seen.push(face_shown(&mut app, piece));
        }
        assert!(app.world().get::<Tumble>(piece).is_none(), "it has landed");
        assert_eq!(seen.last(), Some(&5), "on its new value");
        let on_the_way: std::collections::BTreeSet<u8> =
            seen.iter().copied().filter(|&f| f != 5).collect();
        assert!(on_the_way.len() >= 3, "it showed other faces: {seen:?}");
        assert!(on_the_way.iter().all(|&f| f <= 5), "only its own faces");
        let settled = seen.iter().position(|&f| f == 5).unwrap();
        assert!(settled > 5, "not a swap of faces: {seen:?}");
    }

    #[test]
    fn a_card_turned_over_flips_by_itself() {
        let mut app = table();
        let side = |text: &str| CardSide {
            fill: paint::IVORY,
            ink: paint::INK,
            text: text.into(),
            corner: None,
            picture: None,
        };
        let card = Card {
            size: Vec2::new(40.0, 60.0),
            face: side("7"),
            back: side("?"),
            face_up: false,
            lifted: false,
        };
        let piece = app.world_mut().spawn((Transform::default(), card)).id();
        app.update();
        assert_eq!(
            app.world().get::<Flipped>(piece).map(|f| f.face_up),
            Some(false)
        );
        app.world_mut().get_mut::<Card>(piece).unwrap().face_up = true;
        app.update();
        app.update();
        let motion = app.world().get::<Motion>(piece).expect("it flips");
        assert!(motion.flip);
        for _ in 0..30 {
            app.update();
        }
        assert_eq!(
            app.world().get::<Flipped>(piece).map(|f| f.face_up),
            Some(true)
        );
        assert!(app.world().get::<Motion>(piece).is_none());
    }

    #[test]
    fn a_peg_put_in_a_hole_drops_into_it() {
        let mut app = table();
        let peg = Peg {
            radius: 17.0,
            fill: paint::IVORY,
            rim: paint::INK,
            mark: None,
            hollow: false,
        };
        let at = Vec3::new(10.0, 20.0, 3.0);
        let piece = app
            .world_mut()
            .spawn((
                Transform::from_translation(at).with_scale(Vec3::ZERO),
                peg,
                Motion::pop_in(at, 0.0, 0.2),
            ))
            .id();
        app.update();
        app.update();
        let scale = app.world().get::<Transform>(piece).unwrap().scale.x;
        assert!(scale > 1.2, "it falls from above its hole, large: {scale}");
        for _ in 0..30 {
            app.update();
        }
        let transform = app.world().get::<Transform>(piece).unwrap();
        assert_eq!((transform.translation, transform.scale), (at, Vec3::ONE));
    }

    #[test]
    fn a_tumbling_die_never_shows_one_face_twice_running_nor_its_value_before_landing() {
        let die = Die {
            side: 60.0,
            value: 3,
            chip: false,
        };
        let mut last = None;
        for step in 0..8 {
            let tumble = Tumble {
                elapsed: step as f32 * FACE_SECONDS + 0.01,
                length: 8.0 * FACE_SECONDS,
            };
            let face = tumble.face(&die);
            assert_ne!(face, 3, "step {step}");
            assert_ne!(Some(face), last, "step {step}");
            last = Some(face);
        }
    }
}
