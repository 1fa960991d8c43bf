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
pub use save::{ChanceSpec, LoadError, Resignation, SCHEMA_VERSION, SaveFile, rebuild};
pub use stats::{
    Figures, GameStatistics, PlayerId, PlayerRecord, RatingPoint, Record, ShownValue, Statistics,
};
pub use store::{
    FileBackend, Listed, Listing, MemoryBackend, SaveBackend, SaveStore, SetAside, StoreError,
    valid_name,
};

use codebreakers_registry::{ForGame, Registered, with_game};

/// The games a save may hold.
pub use codebreakers_registry::GAMES;

/// Checks that `save` resumes: its game is known, and its options, seats and every action
/// replay. What [`SaveStore::list`] checks before listing a save.
pub fn verify(save: &SaveFile) -> Result<(), LoadError> {
    struct Replays<'a>(&'a SaveFile);
    impl ForGame for Replays<'_> {
        type Output = Result<(), LoadError>;
        fn run<G: Registered>(self) -> Self::Output {
            self.0.timeline::<G>().map(drop)
        }
    }
    with_game(&save.game, Replays(save))
        .unwrap_or_else(|| Err(LoadError::UnknownGame(save.game.clone())))
}

/// Checks that `lesson` plays as its game: every step's action legal and in turn.
pub fn check_lesson(lesson: &Lesson) -> Result<(), LessonError> {
    struct Plays<'a>(&'a Lesson);
    impl ForGame for Plays<'_> {
        type Output = Result<(), LessonError>;
        fn run<G: Registered>(self) -> Self::Output {
            self.0.check::<G>()
        }
    }
    with_game(&lesson.game, Plays(lesson))
        .unwrap_or_else(|| Err(LoadError::UnknownGame(lesson.game.clone()).into()))
}
