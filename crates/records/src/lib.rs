//! Nothing is lost (`docs/architecture.md`): save files, resuming a match, the save store, and the
//! statistics and ratings computed from finished saves. Bevy-free; no clock is read here
//! (the app passes the times), so every result is reproducible.
//!
//! - [`SaveFile`]: the scenario format plus version, names and times; [`rebuild`] resumes.
//! - [`SaveStore`] over a [`SaveBackend`]: [`FileBackend`] (desktop), [`MemoryBackend`].
//! - [`Lesson`]: a guided first game, checked by [`check_lesson`].
//! - [`Statistics::compute`]: per game and player, from finished saves, with Glicko-2 ratings.

mod lesson;
mod save;
mod stats;
mod store;

pub use lesson::{Lesson, LessonError, Step, StepKind};
pub use save::{ChanceSpec, LoadError, SCHEMA_VERSION, SaveFile, rebuild};
pub use stats::{Figures, GameStatistics, PlayerId, PlayerRecord, RatingPoint, Record, Statistics};
pub use store::{
    FileBackend, Listed, Listing, MemoryBackend, SaveBackend, SaveStore, SetAside, StoreError,
    valid_name,
};

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::Game;
use codebreakers_passcode::Passcode;

/// The games a save may hold.
pub const GAMES: [&str; 4] = [CodeBreaker::ID, CodeKnacker::ID, CrackIt::ID, Passcode::ID];

/// Checks that `save` resumes: its game is known, and its options, seats and every action
/// replay. What [`SaveStore::list`] checks before listing a save.
pub fn verify(save: &SaveFile) -> Result<(), LoadError> {
    match save.game.as_str() {
        CodeBreaker::ID => save.timeline::<CodeBreaker>().map(drop),
        CodeKnacker::ID => save.timeline::<CodeKnacker>().map(drop),
        CrackIt::ID => save.timeline::<CrackIt>().map(drop),
        Passcode::ID => save.timeline::<Passcode>().map(drop),
        other => Err(LoadError::UnknownGame(other.to_string())),
    }
}

/// Checks that `lesson` plays as its game: every step's action legal and in turn.
pub fn check_lesson(lesson: &Lesson) -> Result<(), LessonError> {
    match lesson.game.as_str() {
        CodeBreaker::ID => lesson.check::<CodeBreaker>(),
        CodeKnacker::ID => lesson.check::<CodeKnacker>(),
        CrackIt::ID => lesson.check::<CrackIt>(),
        Passcode::ID => lesson.check::<Passcode>(),
        other => Err(LoadError::UnknownGame(other.to_string()).into()),
    }
}
