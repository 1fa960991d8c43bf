//! What the whole app shares about where the player is: the screen shown, the game and
//! seats chosen for the match, the pause menu, and how the last match ended. Everything
//! above it (settings, saves, the table, the games, the screens) reads these; it reads
//! none of them.

pub use crate::catalogue::GameId;
use crate::t;
use bevy::prelude::*;
use codebreakers_kernel::{Outcome, SeatKind};
use serde::{Deserialize, Serialize};

/// Where the player is.
#[derive(States, Default, Clone, Copy, Eq, PartialEq, Debug, Hash)]
pub enum Screen {
    #[default]
    Title,
    ChooseGame,
    Setup,
    /// Play online: create, join, watch, my matches, the waiting room.
    Online,
    Playing,
    Results,
    /// A finished match's review.
    Review,
}

/// One seat as chosen at setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatChoice {
    pub name: String,
    pub kind: SeatKind,
}

/// Which seats' names the player typed at setup. The others keep a default name ("Player
/// 2", "Computer") that follows the seat's kind and the language while the setup is shown.
/// A seat past the end of the list was not typed.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TypedNames(pub Vec<bool>);

impl TypedNames {
    /// Every one of `seats` names as given (a resumed match, the command line).
    pub fn all(seats: usize) -> Self {
        TypedNames(vec![true; seats])
    }

    pub fn typed(&self, seat: usize) -> bool {
        self.0.get(seat).copied().unwrap_or(false)
    }

    pub fn set(&mut self, seat: usize, typed: bool) {
        if self.0.len() <= seat {
            self.0.resize(seat + 1, false);
        }
        self.0[seat] = typed;
    }
}

/// The name a seat has until the player types one: "Player 2", or "Computer" for the only
/// computer at the table and "Computer 3" when there are several.
pub fn default_name(kind: SeatKind, seat: usize, computers: usize) -> String {
    match kind {
        SeatKind::Human => t!("setup-player-name", number = seat + 1),
        SeatKind::Computer(_) if computers == 1 => t!("setup-computer-name"),
        SeatKind::Computer(_) => t!("setup-computer-numbered", number = seat + 1),
    }
}

/// Words for the one speaking or spoken to, in the four languages, that a player might type
/// for a name. The log and the notes build sentences on a name ("Ann lays out a
/// combination"), which such a word breaks ("You lays out a combination"), so neither a
/// setup nor the online lobby takes one. (Third persons such as "Ella" or "Elle" are names
/// too, and stay allowed.)
const PRONOUNS: [&str; 14] = [
    "you", "i", "me", "myself", "du", "ich", "mich", "dich", "tu", "toi", "moi", "je", "vous",
    "vostè",
];

/// Whether `name` is a pronoun rather than a name ([`PRONOUNS`]), in any case and with any
/// spaces around it.
pub fn is_a_pronoun(name: &str) -> bool {
    let name = name.trim().to_lowercase();
    PRONOUNS.contains(&name.as_str())
}

/// Gives every seat whose name the player did not type its default name, in the language
/// of the moment.
pub fn name_the_untyped(seats: &mut [SeatChoice], typed: &TypedNames) {
    let computers = seats.iter().filter(|s| !s.kind.is_human()).count();
    for (i, seat) in seats.iter_mut().enumerate() {
        if !typed.typed(i) {
            seat.name = default_name(seat.kind, i, computers);
        }
    }
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
                    name: t!("setup-player-name", number = 1),
                    kind: SeatKind::Human,
                },
                SeatChoice {
                    name: t!("setup-computer-name"),
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
    /// Where an online match was played: a rematch is asked there.
    pub online: Option<OnlinePlace>,
}

/// An online match: its server and invite code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlinePlace {
    pub server: String,
    pub code: String,
    /// The seat played here (none for a spectator).
    pub seat: Option<codebreakers_kernel::SeatId>,
}

/// Which page of the pause menu is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum PausePage {
    #[default]
    Main,
    Settings,
    Rules,
}

/// The page the pause menu shows when it is open ([`Paused::Yes`]).
#[derive(Resource, Default, Debug)]
pub struct PauseMenu {
    pub page: PausePage,
}

/// Whether the game in play is paused: its menu is open over the table, the game's clock
/// stands still, and no system of the table or its input runs.
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum Paused {
    #[default]
    No,
    Yes,
}

/// Which game's match is on the table, once it is there: each game's systems run in its
/// own (`in_state(InPlay::Game(GAME))`).
#[derive(SubStates, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[source(Screen = Screen::Playing)]
pub enum InPlay {
    /// Being set up (the match is not on the table yet).
    #[default]
    Nothing,
    Game(GameId),
}

/// Which window the title shows over itself.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TitleWindow {
    #[default]
    None,
    Saved,
    Statistics(GameId),
    Settings,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pronoun_is_not_taken_for_a_name_in_any_of_the_four_languages() {
        for word in [
            "You", " you ", "YOU", "Du", "ich", "Tu", "Moi", "Vous", "Vostè", "I",
        ] {
            assert!(is_a_pronoun(word), "{word}");
        }
        for name in [
            "Ann", "Núria", "Ella", "Elle", "Youssef", "Jo", "Ida", "Player 2",
        ] {
            assert!(!is_a_pronoun(name), "{name}");
        }
    }
}
