//! A quiet table: when nothing moves (a menu, a human thinking over their turn) the game
//! draws only when the player does something, so it does not keep a laptop's processor
//! busy. Winit's reactive update mode waits for input; while anything moves or plays by
//! itself (pieces sliding, a computer's turn, a summary that closes by itself, a replay),
//! and for a moment after, this plugin asks for every frame. `run` adds it (it needs
//! winit); headless tests may add it to watch its requests.

use crate::session::Screen;
use crate::table::Summary;
use crate::table::anim::{Lively, Motion};
use crate::table::online_seat::OnlineTable;
use crate::table::replay::Replay;
use crate::table::turn::{TableBusy, TurnPhase};
use bevy::input::gamepad::Gamepad;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::input::touch::TouchInput;
use bevy::prelude::*;
use bevy::window::{CursorMoved, RequestRedraw};
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};
use std::time::Duration;

pub fn plugin(app: &mut App) {
    // Registered by the window plugin; here too, so the plugin runs without a window.
    app.add_message::<RequestRedraw>()
        .add_message::<CursorMoved>()
        .insert_resource(quiet(IDLE_WAIT))
        .add_systems(
            PreUpdate,
            (drop_unchanged_modifiers, stamp_input_with_the_clock)
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(Last, (listen_closer_for_gamepads, keep_drawing_while_alive))
        .add_systems(
            Last,
            tell_who_redraws
                .after(keep_drawing_while_alive)
                .run_if(|| std::env::var_os("CODEBREAKERS_DEBUG_IDLE").is_some()),
        );
}

/// How long an idle game sleeps between frames when no input comes.
const IDLE_WAIT: Duration = Duration::from_secs(3);
/// How often the game looks at the server's messages when online.
const ONLINE_WAIT: Duration = Duration::from_millis(250);
/// How often the game looks at a connected gamepad (its buttons wake no window).
const GAMEPAD_WAIT: Duration = Duration::from_millis(50);
/// Seconds of every frame after the last thing moved or was touched: time-driven effects
/// (a banner fading, a state change settling) finish before the game goes quiet.
const GRACE_SECONDS: f32 = 2.0;

fn quiet(wait: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(wait),
        unfocused_mode: UpdateMode::reactive_low_power(wait),
    }
}

/// bevy_egui tells egui the modifier keys every frame, as an event, and egui asks for the
/// next frame at once whenever an event came: nothing would ever be idle. The event is
/// kept only when the modifiers changed.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(modifiers) => {
                let changed = *last != Some(*modifiers);
                *last = Some(*modifiers);
                changed
            }
            _ => true,
        });
    }
}

/// When the game started, for egui's clock.
struct ClockStart(bevy::platform::time::Instant);

impl Default for ClockStart {
    fn default() -> Self {
        ClockStart(bevy::platform::time::Instant::now())
    }
}

/// bevy_egui stamps egui's input with the frame's real time, which Bevy takes when the
/// frame before ended. After an idle spell, the click that woke the game was stamped with
/// the time before the spell and its release with the time after it, seconds later: egui
/// took it for a long press, not a click, and the first click on a button, a checkbox or
/// a drop-down was lost (bevy_egui#352). Each frame's input is stamped with the clock.
fn stamp_input_with_the_clock(mut inputs: Query<&mut EguiInput>, start: Local<ClockStart>) {
    let now = start.0.elapsed().as_secs_f64();
    for mut input in &mut inputs {
        input.time = Some(now);
    }
}

/// A connected pad is read each frame; an idle game with one wakes often enough for its
/// buttons to feel immediate. Online (the lobby, a table refereed on a server, or the
/// results of an online match, which hear of a rematch offered), it wakes often enough to
/// see what the server sent, which wakes no window.
fn listen_closer_for_gamepads(
    pads: Query<(), With<Gamepad>>,
    screen: Res<State<Screen>>,
    online: Option<Res<OnlineTable>>,
    result: Option<Res<crate::session::MatchResult>>,
    mut winit: ResMut<WinitSettings>,
) {
    let online_results =
        *screen.get() == Screen::Results && result.is_some_and(|result| result.online.is_some());
    let wait = if !pads.is_empty() {
        GAMEPAD_WAIT
    } else if online.is_some() || *screen.get() == Screen::Online || online_results {
        ONLINE_WAIT
    } else {
        IDLE_WAIT
    };
    if winit.focused_mode != UpdateMode::reactive(wait) {
        *winit = quiet(wait);
    }
}

/// Entities that change with time by themselves.
type MovesByItself = Or<(With<Motion>, With<Lively>)>;

/// What a frame saw that keeps the game drawing.
#[derive(bevy::ecs::system::SystemParam)]
struct Liveliness<'w, 's> {
    screen: Res<'w, State<Screen>>,
    phase: Option<Res<'w, State<TurnPhase>>>,
    busy: Res<'w, TableBusy>,
    replay: Option<Res<'w, Replay>>,
    summary: Res<'w, Summary>,
    moving: Query<'w, 's, (), MovesByItself>,
    keys: MessageReader<'w, 's, KeyboardInput>,
    buttons: MessageReader<'w, 's, MouseButtonInput>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    cursor: MessageReader<'w, 's, CursorMoved>,
    touches: MessageReader<'w, 's, TouchInput>,
}

impl Liveliness<'_, '_> {
    /// What moves, plays by itself, or was touched this frame, if anything.
    fn liveliness(&mut self) -> Option<&'static str> {
        let touched = self.keys.read().count()
            + self.buttons.read().count()
            + self.wheel.read().count()
            + self.cursor.read().count()
            + self.touches.read().count()
            > 0;
        let plays_by_itself = *self.screen.get() == Screen::Playing
            && self.phase.as_ref().is_some_and(|phase| match phase.get() {
                TurnPhase::AwaitingHuman
                | TurnPhase::AwaitingOthers
                | TurnPhase::HandOver
                | TurnPhase::Replaying
                | TurnPhase::Reading => false,
                // Read at leisure, or closing by itself.
                TurnPhase::Summary => self.summary.auto_close.is_some(),
                _ => true,
            });
        [
            (touched, "input"),
            (plays_by_itself, "play-goes-on"),
            (self.busy.is_busy(), "table-busy"),
            (!self.moving.is_empty(), "pieces-move"),
            (
                self.replay.as_ref().is_some_and(|r| r.playing),
                "replay-plays",
            ),
            (self.screen.is_changed(), "screen-changed"),
            (
                self.phase.as_ref().is_some_and(|p| p.is_changed()),
                "phase-changed",
            ),
        ]
        .into_iter()
        .find_map(|(lively, why)| lively.then_some(why))
    }
}

fn keep_drawing_while_alive(
    mut liveliness: Liveliness,
    time: Res<Time<Real>>,
    mut last_lively: Local<f32>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed_secs();
    if let Some(why) = liveliness.liveliness() {
        if std::env::var_os("CODEBREAKERS_DEBUG_IDLE").is_some() {
            info!("lively: {why}");
        }
        *last_lively = now;
    }
    if now - *last_lively < GRACE_SECONDS {
        redraw.write(RequestRedraw);
    }
}

/// With `CODEBREAKERS_DEBUG_IDLE` set, logs each frame's redraw requests and the update mode.
fn tell_who_redraws(
    mut requests: MessageReader<RequestRedraw>,
    winit: Res<WinitSettings>,
    time: Res<Time<Real>>,
    mut contexts: bevy_egui::EguiContexts,
) -> Result {
    info!(
        "frame at {:.3}s: {} redraw requests, {:?}, egui events: {:?}",
        time.elapsed_secs(),
        requests.read().count(),
        winit.focused_mode,
        contexts.ctx_mut()?.input(|i| i.events.clone())
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame of egui at `time` with `events`, drawing one button; whether it was clicked.
    fn frame(ctx: &egui::Context, time: f64, events: Vec<egui::Event>) -> bool {
        let input = egui::RawInput {
            time: Some(time),
            events,
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 300.0),
            )),
            ..Default::default()
        };
        let mut clicked = false;
        let output = ctx.run_ui(input, |ui| {
            clicked = ui
                .put(
                    egui::Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(100.0, 40.0)),
                    egui::Button::new("ok"),
                )
                .clicked();
        });
        output.drop_without_applying_deltas();
        clicked
    }

    fn button(pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: egui::pos2(50.0, 30.0),
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    /// Three seconds idle, then a click: press and release stamped with the times they
    /// came (as the clock does) make a click; the press stamped with the time before the
    /// spell (as the frame's real time did) makes a long press, and the click is lost.
    fn click_after_idle(press_stamp: f64) -> bool {
        let ctx = egui::Context::default();
        frame(
            &ctx,
            0.0,
            vec![egui::Event::PointerMoved(egui::pos2(50.0, 30.0))],
        );
        frame(&ctx, 0.1, vec![]);
        frame(&ctx, press_stamp, vec![button(true)]);
        frame(&ctx, 3.2, vec![button(false)])
    }

    #[test]
    fn a_click_that_wakes_the_game_after_an_idle_spell_reaches_the_button() {
        assert!(click_after_idle(3.1), "stamped with the clock: a click");
        assert!(
            !click_after_idle(0.1),
            "stamped with the time before the spell: egui sees a long press"
        );
    }
}
