//! The screens a player moves through: title, choice of game, seat setup, the game, the
//! result, and the pause menu over the game.

mod direct;
mod gamepad;
mod pause;
mod results;
mod saved;
mod select;
mod setup;
mod title;

use bevy::prelude::*;
use codebreakers_kernel::{Outcome, SeatKind};
use serde::{Deserialize, Serialize};

pub use pause::{PauseMenu, PausePage, settings_ui};

/// Rules-facing part: the states and the resources the screens share.
pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<MatchSetup>()
        .init_resource::<PauseMenu>()
        .add_systems(OnEnter(Screen::Playing), pause::close_menu)
        .add_systems(PreUpdate, pause::stop_the_clock_while_paused);
}

/// The egui screens, for the windowed app.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        direct::plugin,
        title::plugin,
        select::plugin,
        setup::plugin,
        results::plugin,
        pause::plugin,
        gamepad::plugin,
    ));
}

/// Where the player is.
#[derive(States, Default, Clone, Copy, Eq, PartialEq, Debug, Hash)]
pub enum Screen {
    #[default]
    Title,
    ChooseGame,
    Setup,
    Playing,
    Results,
}

/// The four games of the box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum GameId {
    #[default]
    CodeBreaker,
    CodeKnacker,
    CrackIt,
    Passcode,
}

impl GameId {
    pub const ALL: [GameId; 4] = [
        GameId::CodeBreaker,
        GameId::CodeKnacker,
        GameId::CrackIt,
        GameId::Passcode,
    ];

    /// The id its rules crate, the CLI and save files use, e.g. `code-breaker`.
    pub fn id(self) -> &'static str {
        use codebreakers_kernel::Game;
        match self {
            GameId::CodeBreaker => codebreakers_code_breaker::CodeBreaker::ID,
            GameId::CodeKnacker => codebreakers_code_knacker::CodeKnacker::ID,
            GameId::CrackIt => codebreakers_crack_it::CrackIt::ID,
            GameId::Passcode => codebreakers_passcode::Passcode::ID,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GameId::CodeBreaker => "Code Breaker",
            GameId::CodeKnacker => "Code Knacker",
            GameId::CrackIt => "Crack It",
            GameId::Passcode => "Passcode",
        }
    }

    pub fn blurb(self) -> &'static str {
        match self {
            GameId::CodeBreaker => {
                "Pegs, 2 players. Hide a code of five colours; break your rival's in as few rows as you can."
            }
            GameId::CodeKnacker => {
                "Dice, 1-6 players. Roll to crack the digits of the safes on display, and know when to stop."
            }
            GameId::CrackIt => {
                "Cards, 2-5 players. Narrow your rivals' combinations with dials, and guard your own."
            }
            GameId::Passcode => {
                "Cards and a die, 2-6 players. Build four codes, lock in, and count down to zero."
            }
        }
    }

    /// Whether the game can be started yet.
    pub fn is_playable(self) -> bool {
        matches!(
            self,
            GameId::CodeBreaker | GameId::CodeKnacker | GameId::CrackIt | GameId::Passcode
        )
    }

    /// How a score reads on the results screen, e.g. `36 M` (millions) in Code Knacker.
    pub fn score_text(self, score: i64) -> String {
        match self {
            GameId::CodeKnacker => format!("{score} M"),
            _ => score.to_string(),
        }
    }

    /// How many seats the game takes.
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            GameId::CodeBreaker => 2..=2,
            GameId::CodeKnacker => 1..=6,
            GameId::CrackIt => 2..=5,
            GameId::Passcode => 2..=6,
        }
    }
}

/// One seat as chosen at setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatChoice {
    pub name: String,
    pub kind: SeatKind,
}

/// The match the player set up; the game's plugin builds its rules state from it.
#[derive(Resource, Clone, Debug)]
pub struct MatchSetup {
    pub game: GameId,
    pub seats: Vec<SeatChoice>,
    /// The game's options, as its rules crate reads them.
    pub options: serde_json::Value,
    pub seed: u64,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            game: GameId::CodeBreaker,
            seats: vec![
                SeatChoice {
                    name: "Player 1".into(),
                    kind: SeatKind::Human,
                },
                SeatChoice {
                    name: "Computer".into(),
                    kind: SeatKind::Computer(codebreakers_kernel::BotLevel::Normal),
                },
            ],
            options: serde_json::Value::Null,
            seed: 1,
        }
    }
}

/// How the last match ended, for the results screen.
#[derive(Resource, Clone, Debug)]
pub struct MatchResult {
    pub game: GameId,
    pub names: Vec<String>,
    pub outcome: Outcome,
    /// Lines telling how the match went, e.g. one per round.
    pub story: Vec<codebreakers_kernel::Words>,
    /// The match's save, to watch it again.
    pub save: Option<codebreakers_records::SaveFile>,
}
