//! One pointer for the boards: the mouse, or a finger on a touch screen (the first touch),
//! in world coordinates. A tap is a click: a press and its release reach the boards even
//! when both fall into one frame.

use bevy::input::InputSystems;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TablePointer>()
        .add_systems(PreUpdate, follow_pointer.after(InputSystems));
}

/// Where the player points on the table this frame, and what the button (or finger) did.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct TablePointer {
    /// The point under the cursor or finger, in world coordinates; `None` off the window.
    pub at: Option<Vec2>,
    /// The left button went down (or a finger touched) this frame.
    pub just_pressed: bool,
    /// The left button came up (or the finger lifted) this frame.
    pub just_released: bool,
}

fn follow_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Option<Single<&Window>>,
    camera: Option<Single<(&Camera, &GlobalTransform)>>,
    mut pointer: ResMut<TablePointer>,
) {
    let (Some(window), Some(camera)) = (window, camera) else {
        *pointer = TablePointer::default();
        return;
    };
    let to_world = |screen: Vec2| camera.0.viewport_to_world_2d(camera.1, screen).ok();
    // A finger that lifted this frame is no longer among the pressed touches: read it first.
    let finger = touches
        .iter_just_released()
        .chain(touches.iter())
        .chain(touches.iter_just_pressed())
        .next();
    *pointer = match finger {
        Some(touch) => TablePointer {
            at: to_world(touch.position()),
            just_pressed: touches.just_pressed(touch.id()),
            just_released: touches.just_released(touch.id()),
        },
        None => TablePointer {
            at: window.cursor_position().and_then(to_world),
            just_pressed: buttons.just_pressed(MouseButton::Left),
            just_released: buttons.just_released(MouseButton::Left),
        },
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::touch::{TouchInput, TouchPhase};
    use bevy::window::WindowResolution;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin, plugin));
        app.world_mut().spawn(Window {
            resolution: WindowResolution::new(800, 600),
            ..default()
        });
        app.world_mut().spawn(Camera2d);
        app
    }

    fn touch(app: &mut App, phase: TouchPhase, at: Vec2) {
        let window = app
            .world_mut()
            .query_filtered::<Entity, With<Window>>()
            .single(app.world())
            .unwrap();
        app.world_mut().write_message(TouchInput {
            phase,
            position: at,
            window,
            force: None,
            id: 7,
        });
    }

    #[test]
    fn a_tap_within_one_frame_is_a_press_and_a_release() {
        let mut app = app();
        app.update();
        touch(&mut app, TouchPhase::Started, Vec2::new(100.0, 100.0));
        touch(&mut app, TouchPhase::Ended, Vec2::new(100.0, 100.0));
        app.update();
        let pointer = *app.world().resource::<TablePointer>();
        assert!(pointer.just_pressed && pointer.just_released, "{pointer:?}");
        app.update();
        let pointer = *app.world().resource::<TablePointer>();
        assert!(
            !pointer.just_pressed && !pointer.just_released,
            "{pointer:?}"
        );
    }
}
