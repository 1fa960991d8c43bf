//! The screens a player moves through: title, choice of game, seat setup, the game, the
//! result, and the pause menu over the game.

pub mod direct;
mod gamepad;
mod miniature;
mod pause;
mod results;
pub mod review;
pub mod saved;
mod select;
mod setup;
mod title;
mod title_scene;

use bevy::prelude::*;

pub use crate::session::{
    GameId, InPlay, MatchResult, MatchSetup, PauseMenu, PausePage, Paused, Screen, SeatChoice,
    TypedNames,
};
pub use pause::settings_ui;

/// Rules-facing part: the states and the resources the screens share.
pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<Paused>()
        .add_sub_state::<InPlay>()
        .init_resource::<MatchSetup>()
        .init_resource::<TypedNames>()
        .init_resource::<PauseMenu>()
        // The menu's key is the game's logic (a headless table opens it too); its window is a view.
        .add_systems(
            Update,
            pause::toggle_with_pause_key.run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnEnter(Paused::Yes), pause::stop_the_clock)
        .add_systems(OnExit(Paused::Yes), pause::start_the_clock);
}

/// The egui screens, for the windowed app.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        direct::plugin,
        title::plugin,
        title_scene::plugin,
        select::plugin,
        setup::plugin,
        results::plugin,
        review::plugin,
        pause::plugin,
        gamepad::plugin,
    ));
}
