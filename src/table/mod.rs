//! The table every game stands on: the match in play, the shared turn machine that
//! drives it, hand-over screens, round summaries, the game log and the tweens that
//! animate components.

pub mod about;
pub mod anim;
#[cfg(target_arch = "wasm32")]
pub mod browser_notice;
pub mod camera;
pub mod captions;
pub mod hurry;
pub mod keys_help;
pub mod lesson;
pub mod live_region;
pub mod materials;
pub mod notice;
pub mod online_seat;
pub mod online_status;
pub mod paint;
pub mod painted;
pub mod phase;
pub mod picking;
pub mod pictures;
pub mod pieces;
pub mod play;
pub mod reach;
pub mod remote;
pub mod replay;
pub mod retry;
pub mod shapes;
pub mod sight;
pub mod spoken;
pub mod surface;
pub mod turn;
pub mod view;

use bevy::prelude::*;

pub use play::{
    AppGame, GameLog, HandOver, Happened, Match, MoveShown, Proceed, Rejected, ShowsRefusals,
    Submit, Summary, TableNow, TakeBack, Teller, Told, TookBack, TurnCame, level_words,
    show_refusals,
};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        turn::plugin,
        hurry::plugin,
        keys_help::plugin,
        about::plugin,
        captions::plugin,
        anim::plugin,
        notice::plugin,
        pieces::plugin,
        picking::plugin,
        replay::plugin,
        retry::plugin,
        lesson::plugin,
        sight::plugin,
    ));
}
