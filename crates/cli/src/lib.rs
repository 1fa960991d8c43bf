//! The command line's workings, as a library too: the app's tests check that a seed gives
//! the very same game here and in the app, and that a save the app wrote replays here.

pub mod args;
pub mod games;
pub mod scenario;
