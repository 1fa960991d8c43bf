//! Hurrying the computers: while they play, the player at the screen may have their turns
//! played at [`HURRY_PACE`] times the pace (the game's clock runs faster: their thinking,
//! the reading of their moves, the pieces' motions) until a human is asked again. Their
//! moves are told in the log as ever.

use super::phase::{TurnPhase, TurnSystems};
use super::play::{AppGame, Match};
use super::remote::OnlineTable;
use super::replay::Replay;
use crate::input::TableAction;
use crate::session::Screen;
use bevy::prelude::*;
use leafwing_input_manager::prelude::ActionState;
use std::time::Duration;

/// How many times faster the game's clock runs while the computers are hurried.
pub const HURRY_PACE: f32 = 4.0;

/// The longest step of the game's clock in one frame while hurried: at a software
/// renderer's few frames a second the hurried clock still moves four times as fast.
const HURRIED_MAX_STEP: Duration = Duration::from_secs(1);

/// The longest step of the game's clock in one frame otherwise (Bevy's own).
const USUAL_MAX_STEP: Duration = Duration::from_millis(250);

/// Whether the computers may be hurried now, and whether they are.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hurry {
    /// Computers are playing a local match that a human plays in: Faster is offered.
    pub offered: bool,
    /// The player asked for it: the game's clock runs [`HURRY_PACE`] times as fast.
    pub on: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hurry>()
        .add_systems(
            Update,
            (hurry_with_key, keep_the_pace)
                .chain()
                .after(TurnSystems)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), stop_hurrying);
}

/// Registers, for one game, what tells whether its computers are playing now.
pub fn register<G: AppGame>(app: &mut App) {
    app.add_systems(
        Update,
        offer_to_hurry::<G>
            .after(TurnSystems)
            .before(hurry_with_key)
            .run_if(in_state(crate::session::InPlay::Game(G::GAME))),
    );
}

/// Faster is offered while a computer decides, or the table shows what one did, in a match
/// played here with a human in it (not online, where the others are people; not a replay,
/// which has its own pace). It ends as soon as a human is asked.
fn offer_to_hurry<G: AppGame>(
    table: Res<Match<G>>,
    phase: Res<State<TurnPhase>>,
    online: Option<Res<OnlineTable>>,
    replay: Option<Res<Replay>>,
    mut hurry: ResMut<Hurry>,
) {
    let computers_play = matches!(phase.get(), TurnPhase::BotThinking | TurnPhase::Animating)
        && table
            .to_decide()
            .first()
            .is_some_and(|&s| table.is_computer(s));
    let offered = computers_play
        && !table.humans().is_empty()
        && table.taught.is_none()
        && online.is_none()
        && replay.is_none();
    let asked = matches!(
        phase.get(),
        TurnPhase::AwaitingHuman | TurnPhase::HandOver | TurnPhase::Summary | TurnPhase::Over
    );
    let now = Hurry {
        offered,
        on: hurry.on && !asked,
    };
    hurry.set_if_neq(now);
}

/// F, or the pad's right shoulder button, hurries the computers (or stops hurrying them).
fn hurry_with_key(actions: Single<&ActionState<TableAction>>, mut hurry: ResMut<Hurry>) {
    if actions.just_pressed(&TableAction::Faster) && (hurry.offered || hurry.on) {
        hurry.on = !hurry.on;
    }
}

/// The game's clock runs hurried or at its own pace.
fn keep_the_pace(hurry: Res<Hurry>, mut time: ResMut<Time<Virtual>>) {
    let pace = if hurry.on { HURRY_PACE } else { 1.0 };
    if time.relative_speed() != pace {
        time.set_relative_speed(pace);
        time.set_max_delta(if hurry.on {
            HURRIED_MAX_STEP
        } else {
            USUAL_MAX_STEP
        });
    }
}

/// Leaving the table, the clock goes back to its own pace.
fn stop_hurrying(mut hurry: ResMut<Hurry>, mut time: ResMut<Time<Virtual>>) {
    *hurry = Hurry::default();
    time.set_relative_speed(1.0);
    time.set_max_delta(USUAL_MAX_STEP);
}
