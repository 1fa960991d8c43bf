//! One pointer path for the tables laid out as [`super::pieces`]: bevy_picking's events
//! (mouse and touch alike) on pieces that carry a [`Target`] become the game's
//! [`TableInput`]. A piece picked up follows the pointer and lets the pieces under it be
//! hit; where it would land wears a ring; let go anywhere else, it slides back home. A
//! finger takes a piece from around it too ([`super::reach`]).
//! Clicks on egui panels never reach the table (bevy_egui's picking integration).

use super::materials::Flat;
use super::paint;
use super::pieces::{Held, Hit, PieceKit, RingStyle, Round, Target, ring_around};
use super::reach::{Footprint, reach_on_table, reached};
use bevy::picking::events::{
    Click, Drag, DragDrop, DragEnd, DragEnter, DragLeave, DragStart, Pointer,
};
use bevy::prelude::*;

/// What a player did to the table with the pointer, in the game's words `H`.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum TableInput<H> {
    /// A click or a tap on a piece.
    Click(H),
    /// A piece was picked up to be dragged.
    Hold(H),
    /// A piece held was let go on another.
    Drop { held: H, on: H },
    /// A piece held was let go where nothing takes it (off the board).
    LetGo(H),
}

/// The piece the last drop landed on a target, until its drag ends.
#[derive(Resource, Default, Debug)]
struct Landed(Option<Entity>);

/// The ring on the place a held piece would land.
#[derive(Component, Clone, Copy, Debug)]
struct LandingRing;

/// Registers the pointer path for a game whose targets are `H`.
pub fn register<H: Hit>(app: &mut App) {
    app.add_message::<TableInput<H>>()
        .add_observer(clicked::<H>)
        .add_observer(picked_up::<H>)
        .add_observer(dropped::<H>)
        .add_observer(let_go_on_nothing::<H>)
        .add_observer(over_a_target::<H>)
        .add_observer(hovered::<H>)
        .add_observer(unhovered::<H>)
        .add_systems(Update, quick_taps::<H>)
        .add_systems(
            PreUpdate,
            super::reach::finger_reach::<H>
                .in_set(bevy::picking::PickingSystems::Backend)
                .run_if(resource_exists::<Messages<bevy::picking::backend::PointerHits>>),
        )
        .add_systems(
            Update,
            super::lesson::glow_targets::<H>.run_if(in_state(crate::session::Screen::Playing)),
        );
    super::sight::register::<H>(app);
}

/// A piece neither held nor moving.
type AtRest = (Without<Held>, Without<super::anim::Motion>);

/// A piece a player may take grows a little under the pointer.
const HOVER_SCALE: f32 = 1.05;

fn hovered<H: Hit>(
    over: On<Pointer<Over>>,
    mut pieces: Query<(&Target<H>, &mut Transform), AtRest>,
) {
    if let Ok((target, mut transform)) = pieces.get_mut(over.entity)
        && target.draggable
    {
        transform.scale = Vec3::splat(HOVER_SCALE);
    }
}

fn unhovered<H: Hit>(
    out: On<Pointer<Out>>,
    mut pieces: Query<&mut Transform, (With<Target<H>>, Without<Held>)>,
) {
    if let Ok(mut transform) = pieces.get_mut(out.entity)
        && transform.scale == Vec3::splat(HOVER_SCALE)
    {
        transform.scale = Vec3::ONE;
    }
}

/// The shared part: following the pointer, letting go, the landing ring.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Landed>()
        .init_resource::<LastClick>()
        .add_observer(follow_the_pointer)
        .add_observer(let_go)
        .add_observer(left_a_target);
}

fn clicked<H: Hit>(
    click: On<Pointer<Click>>,
    targets: Query<&Target<H>>,
    mut input: MessageWriter<TableInput<H>>,
    frame: Res<bevy::diagnostic::FrameCount>,
    mut last: ResMut<LastClick>,
) {
    if click.button == PointerButton::Primary
        && let Ok(target) = targets.get(click.entity)
    {
        last.0 = Some(frame.0);
        input.write(TableInput::Click(target.hit.clone()));
    }
}

/// The frame of the last click bevy_picking reported on a piece.
#[derive(Resource, Default, Debug)]
struct LastClick(Option<u32>);

/// A tap whose touch began and ended within one frame (quick fingers, or a slow frame in
/// the browser) has no hover yet, and bevy_picking reports no click for it: the piece it
/// reaches is found here ([`reached`]), unless a click was reported this frame.
fn quick_taps<H: Hit>(
    touches: Res<Touches>,
    camera: Option<Single<(&Camera, &GlobalTransform)>>,
    targets: Query<(&Target<H>, &Sprite, &GlobalTransform, &InheritedVisibility)>,
    frame: Res<bevy::diagnostic::FrameCount>,
    last: Res<LastClick>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut input: MessageWriter<TableInput<H>>,
) {
    let Some(camera) = camera else { return };
    let (camera, place) = *camera;
    if last.0 == Some(frame.0) || egui.is_some_and(|egui| egui.wants_any_pointer_input()) {
        return;
    }
    for touch in touches.iter_just_released() {
        if !touches.just_pressed(touch.id()) {
            continue;
        }
        let (Ok(at), Some(reach)) = (
            camera.viewport_to_world_2d(place, touch.position()),
            reach_on_table(camera, place, touch.position()),
        ) else {
            continue;
        };
        let pieces = targets
            .iter()
            .filter(|(.., shown)| shown.get())
            .map(|(target, sprite, spot, _)| (target, Footprint::of(sprite, spot)));
        if let Some(reached) = reached(at, pieces, reach) {
            input.write(TableInput::Click(reached.piece().hit.clone()));
        }
    }
}

fn picked_up<H: Hit>(
    start: On<Pointer<DragStart>>,
    mut targets: Query<(&Target<H>, &mut Transform)>,
    mut commands: Commands,
    mut input: MessageWriter<TableInput<H>>,
) {
    let Ok((target, mut transform)) = targets.get_mut(start.entity) else {
        return;
    };
    if start.button != PointerButton::Primary || !target.draggable {
        return;
    }
    // Over everything while held; the pieces under it must stay hittable for the drop.
    transform.translation.z += 60.0;
    transform.scale = Vec3::splat(1.06);
    commands
        .entity(start.entity)
        .insert((Held, Pickable::IGNORE))
        .remove::<super::anim::Motion>();
    input.write(TableInput::Hold(target.hit.clone()));
}

fn follow_the_pointer(
    drag: On<Pointer<Drag>>,
    mut held: Query<&mut Transform, With<Held>>,
    camera: Option<Single<(&Camera, &GlobalTransform)>>,
) {
    let Ok(mut transform) = held.get_mut(drag.entity) else {
        return;
    };
    let Some(camera) = camera else { return };
    if let Ok(at) = camera
        .0
        .viewport_to_world_2d(camera.1, drag.pointer_location.position)
    {
        transform.translation = at.extend(transform.translation.z);
    }
}

fn let_go(
    end: On<Pointer<DragEnd>>,
    held: Query<(), With<Held>>,
    rings: Query<Entity, With<LandingRing>>,
    mut commands: Commands,
) {
    // The drop may have taken the piece and its rings off the table already.
    if held.get(end.entity).is_ok() {
        commands
            .entity(end.entity)
            .try_remove::<Held>()
            .try_insert(Pickable::default());
    }
    for ring in &rings {
        commands.entity(ring).try_despawn();
    }
}

fn dropped<H: Hit>(
    drop: On<Pointer<DragDrop>>,
    targets: Query<&Target<H>>,
    mut input: MessageWriter<TableInput<H>>,
    mut landed: ResMut<Landed>,
) {
    if let (Ok(on), Ok(held)) = (targets.get(drop.entity), targets.get(drop.dropped)) {
        landed.0 = Some(drop.dropped);
        input.write(TableInput::Drop {
            held: held.hit.clone(),
            on: on.hit.clone(),
        });
    }
}

/// bevy_picking sends the drops of a release before its drag's end: a held piece that
/// ends its drag without having landed was let go on nothing.
fn let_go_on_nothing<H: Hit>(
    end: On<Pointer<DragEnd>>,
    targets: Query<&Target<H>>,
    mut landed: ResMut<Landed>,
    mut input: MessageWriter<TableInput<H>>,
) {
    let Ok(target) = targets.get(end.entity) else {
        return;
    };
    if end.button != PointerButton::Primary || !target.draggable {
        return;
    }
    if landed.0.take() != Some(end.entity) {
        input.write(TableInput::LetGo(target.hit.clone()));
    }
}

fn over_a_target<H: Hit>(
    enter: On<Pointer<DragEnter>>,
    targets: Query<(&Target<H>, &Sprite, Has<Round>)>,
    held: Query<(), With<Held>>,
    mut commands: Commands,
    mut kit: ResMut<PieceKit>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Flat>>,
) {
    let Ok((_, sprite, round)) = targets.get(enter.entity) else {
        return;
    };
    if held.get(enter.dragged).is_err() || enter.entity == enter.dragged {
        return;
    }
    let ring = ring_around(
        &mut kit,
        &mut meshes,
        &mut materials,
        sprite,
        round,
        RingStyle {
            margin: 6.0,
            width: 3.5,
            corner: 10.0,
            colour: paint::FOCUS,
            z: 0.95,
        },
    );
    let ring = commands.spawn((ring, LandingRing)).id();
    commands.entity(enter.entity).add_child(ring);
}

fn left_a_target(
    leave: On<Pointer<DragLeave>>,
    rings: Query<(Entity, &ChildOf), With<LandingRing>>,
    mut commands: Commands,
) {
    for (ring, parent) in &rings {
        if parent.parent() == leave.entity {
            commands.entity(ring).try_despawn();
        }
    }
}
