//! What the turn machine and the table around it share: the phase of the turn, what
//! holds play, and how long the table waits for players to read.

use crate::session::Screen;
use bevy::prelude::*;

/// What the table waits for, while a game is on screen.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum TurnPhase {
    /// The match is being set up.
    #[default]
    Starting,
    /// A human seat must decide.
    AwaitingHuman,
    /// A computer seat is thinking.
    BotThinking,
    /// Players elsewhere decide (a match refereed on a server).
    AwaitingOthers,
    /// The view is animating what just happened.
    Animating,
    /// The screen is covered while it passes to another human.
    HandOver,
    /// A summary waits to be read.
    Summary,
    /// The match is over.
    Over,
    /// A finished match is watched again, and waits for its next action.
    Replaying,
    /// A lesson's note waits to be read.
    Reading,
}

/// The turn machine's systems. What must hold play before a decision (by setting
/// [`TableBusy`]) runs before them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TurnSystems;

/// What the view still shows: the motions running on the table, and a frame or two after a
/// decision for the view to start the motions that show it. No game keeps a list of how
/// long its animations last: the table is busy exactly while its pieces move.
#[derive(Resource, Default, Debug)]
pub struct TableBusy {
    /// Frames left before the motions of the last decision are surely running.
    pub settling: u8,
    /// Pieces moving now (counted by the motion system each frame).
    pub moving: usize,
    /// A lesson's note holds play until it is read (once the motions and any summary are
    /// done).
    pub lesson_note: bool,
}

/// Frames a decision holds play for its view to start moving pieces (the view may run
/// after the turn machine in a frame, and the motions are counted the frame after).
pub(super) const SETTLING_FRAMES: u8 = 2;

impl TableBusy {
    pub fn is_busy(&self) -> bool {
        self.settling > 0 || self.moving > 0
    }
}

/// Seconds a computer seat visibly thinks at normal animation speed.
pub const THINK_SECONDS: f32 = 0.7;
/// Seconds another player's move stays told before the next computer moves, at normal
/// speed: a moment, and more for each line it takes to tell.
pub const READ_SECONDS: f32 = 0.9;
pub const READ_SECONDS_A_LINE: f32 = 0.8;
/// Seconds an answer window out of turn stays up at the least before it takes an answer,
/// whatever its seat holds: where several humans share the screen or play online, how soon
/// a seat answered tells nobody whether it could have stopped the action.
pub const ANSWER_LEAST_SECONDS: f32 = 1.2;
/// Seconds a summary stays up between computer seats at normal speed.
pub(super) const SUMMARY_SECONDS: f32 = 3.0;
