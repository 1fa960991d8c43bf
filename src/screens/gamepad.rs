//! A gamepad moves through every menu: the d-pad walks egui's focus like Tab and
//! Shift+Tab, A presses the focused button like Enter, B goes back like Escape.
//! On the table the d-pad belongs to the game, so this works there only while a menu is open.
//! In a screen's first moments, keys reach no button ([`KeysQuiet`]).

use crate::input::{KeysQuiet, KeysQuietSystems, MenuAction};
use crate::session::{Paused, Screen};
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui, input::EguiInputEvent};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            gamepad_walks_menus.after(KeysQuietSystems),
            keys_reach_no_button_while_quiet
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        ),
    );
}

/// While the keys are quiet (a screen or window has just opened), a key press reaches no
/// egui button: Enter or Space meant for what was there before presses nothing here.
fn keys_reach_no_button_while_quiet(quiet: Res<KeysQuiet>, mut inputs: Query<&mut EguiInput>) {
    if !quiet.quiet() {
        return;
    }
    for mut input in &mut inputs {
        input.0.events.retain(|event| {
            !matches!(
                event,
                egui::Event::Key { pressed: true, .. } | egui::Event::Text(_)
            )
        });
    }
}

fn key(key: egui::Key, pressed: bool, shift: bool) -> egui::Event {
    egui::Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: if shift {
            egui::Modifiers::SHIFT
        } else {
            egui::Modifiers::NONE
        },
    }
}

fn gamepad_walks_menus(
    actions: Single<&ActionState<MenuAction>>,
    screen: Res<State<Screen>>,
    paused: Option<Res<State<Paused>>>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut events: MessageWriter<EguiInputEvent>,
) {
    // At the table the pad plays; it walks the menus elsewhere, and the pause menu.
    let menu_open = paused.is_some_and(|p| *p.get() == Paused::Yes);
    if *screen.get() == Screen::Playing && !menu_open {
        return;
    }
    let Ok(context) = context.single() else {
        return;
    };
    let presses = [
        (MenuAction::Next, egui::Key::Tab, false),
        (MenuAction::Previous, egui::Key::Tab, true),
        (MenuAction::Activate, egui::Key::Enter, false),
        (MenuAction::Back, egui::Key::Escape, false),
    ];
    for (action, egui_key, shift) in presses {
        if actions.just_pressed(&action) {
            for pressed in [true, false] {
                events.write(EguiInputEvent {
                    context,
                    event: key(egui_key, pressed, shift),
                });
            }
        }
    }
}
