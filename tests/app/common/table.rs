//! A table with its pieces but no window, for tests that play through the pointer and
//! the keyboard: asset storage stands in for the renderer.

use bevy::asset::AssetPlugin;
use bevy::camera::NormalizedRenderTarget;
use bevy::input::InputPlugin;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, DragDrop, DragStart, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use codebreakers::games::GameEntry;
use codebreakers::screens::{GameId, MatchSetup, Screen, SeatChoice};
use codebreakers::settings::{AnimationSpeed, Settings, SettingsStore};
use codebreakers::table::materials::{Flat, Grain};
use codebreakers::table::pieces::{Hit, Target};
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_kernel::SeatKind;
use codebreakers_passcode::Passcode;
use std::time::Duration;

/// A match of `game` with its view (the pieces) but no window: asset storage stands in
/// for the renderer. Motions are off: pieces lie where they go at once.
pub fn start(game: GameId, seats: &[SeatKind], options: serde_json::Value, seed: u64) -> App {
    start_at(game, seats, options, seed, AnimationSpeed::Off)
}

/// The same at an animation speed, each frame 50 ms of game time.
pub fn start_at(
    game: GameId,
    seats: &[SeatKind],
    options: serde_json::Value,
    seed: u64,
    speed: AnimationSpeed,
) -> App {
    let setup = MatchSetup {
        game,
        seats: seats
            .iter()
            .enumerate()
            .map(|(i, &kind)| SeatChoice {
                name: format!("P{}", i + 1),
                kind,
            })
            .collect(),
        options,
        seed,
    };
    open_table(setup, speed, |_| {})
}

/// The table opened on `setup`, after `before` readied the app (e.g. with a lesson).
pub fn open_table(setup: MatchSetup, speed: AnimationSpeed, before: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        InputPlugin,
        AssetPlugin::default(),
    ))
    .init_asset::<Mesh>()
    .init_asset::<Flat>()
    .init_asset::<Grain>()
    .init_asset::<Image>()
    .insert_resource(SettingsStore::none())
    .insert_resource(codebreakers::records::Saves::in_memory())
    .add_plugins(codebreakers::game_logic)
    .add_plugins((
        <Passcode as GameEntry>::view_plugin,
        codebreakers::games::crack_it::table::plugin,
        <CodeBreaker as GameEntry>::view_plugin,
        codebreakers::games::code_knacker::table::plugin,
        codebreakers::table::surface::plugin,
    ))
    .insert_resource(Settings {
        animation_speed: speed,
        ..default()
    })
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )))
    .insert_resource(setup);
    before(&mut app);
    go_to_the_table(&mut app);
    app
}

/// The app started, then sent to the table with the match set up in it.
pub fn go_to_the_table(app: &mut App) {
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
}

/// The entity the table shows for `spot`.
pub fn piece_at<H: Hit>(app: &mut App, spot: H) -> Entity {
    let mut targets = app.world_mut().query::<(Entity, &Target<H>)>();
    targets
        .iter(app.world())
        .find(|(_, t)| t.hit == spot)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no piece is a target for {spot:?}"))
}

pub fn location() -> Location {
    Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::new(640.0, 360.0),
    }
}

pub fn hit() -> HitData {
    HitData::new(Entity::PLACEHOLDER, 0.0, None, None)
}

/// A click (or a tap) on `entity`, as bevy_picking sends it.
pub fn click(app: &mut App, entity: Entity) {
    app.world_mut().trigger(Pointer::new(
        PointerId::Mouse,
        location(),
        Click {
            button: PointerButton::Primary,
            hit: hit(),
            duration: Duration::from_millis(80),
            count: 1,
        },
        entity,
    ));
    settle(app);
}

/// A few frames: the pick, the rules' check, the turn machine.
pub fn settle(app: &mut App) {
    for _ in 0..4 {
        app.update();
    }
}

/// A key pressed for a frame, then released for a frame (once the keys listen).
pub fn tap(app: &mut App, key: KeyCode) {
    super::app::until_keys_listen(app);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(key);
    app.update();
}

/// A key tapped, and the table settled.
pub fn press(app: &mut App, key: KeyCode) {
    tap(app, key);
    for _ in 0..3 {
        app.update();
    }
}

/// `held` picked up, as bevy_picking sends the start of a drag.
pub fn pick_up(app: &mut App, held: Entity) {
    app.world_mut().trigger(Pointer::new(
        PointerId::Mouse,
        location(),
        DragStart {
            button: PointerButton::Primary,
            hit: hit(),
        },
        held,
    ));
    settle(app);
}

/// `held` picked up and let go on `target`, as bevy_picking sends a drag and a drop.
pub fn drag(app: &mut App, held: Entity, target: Entity) {
    pick_up(app, held);
    // While held, the piece lets the pointer reach what lies under it (even once its look
    // has changed as it was picked up).
    assert_eq!(
        app.world().get::<Pickable>(held),
        Some(&Pickable::IGNORE),
        "a held piece is out of the pointer's way"
    );
    app.world_mut().trigger(Pointer::new(
        PointerId::Mouse,
        location(),
        DragDrop {
            button: PointerButton::Primary,
            dropped: held,
            hit: hit(),
        },
        target,
    ));
    settle(app);
}
