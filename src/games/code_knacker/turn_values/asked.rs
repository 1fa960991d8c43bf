//! When the book is asked for: once in a run, as Code Knacker is set up or played.

use crate::session::{GameId, MatchSetup, Screen};
use bevy::prelude::*;
use codebreakers_code_knacker::book;

/// Whether the book is to be asked for now: Code Knacker is being set up or played (a match
/// may start without its set-up: `--play`, a saved match, online) and it was not asked for
/// yet in this run.
pub(super) fn wanted(
    setup: Res<MatchSetup>,
    screen: Res<State<Screen>>,
    asked: Option<Res<Asked>>,
) -> bool {
    asked.is_none()
        && setup.game == GameId::CodeKnacker
        && matches!(screen.get(), Screen::Setup | Screen::Playing)
        && book::installed().is_none()
}

/// The book was asked for once in this run: it is installed, coming, or could not be had.
#[derive(Resource)]
pub(super) struct Asked;
