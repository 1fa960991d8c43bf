//! The games of the box as the app names them: [`GameId`], made from the registry's one
//! list ([`codebreakers_registry::every_game!`]), with what the registry declares of each
//! (name, blurb, how a score reads, seats) and the files named by its id: its lesson
//! (`assets/lessons/<id>.json`) and its rules page in each language
//! (`assets/i18n/<language>/rules/<id>.md`), built into the program (the browser reads no
//! files). A fifth game needs nothing here.

use crate::i18n::{Language, render};
use codebreakers_kernel::Words;
use codebreakers_registry::{ForGame, NAMES, Registered, with_game};
use serde::{Deserialize, Serialize};

macro_rules! game_ids {
    ($($name:ident: $game:ty = $id:literal),+ $(,)?) => {
        /// A game of the box.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameId {
            $($name),+
        }

        impl GameId {
            /// Every game, in the order the registry lists them.
            pub const ALL: [GameId; [$(stringify!($name)),+].len()] = [$(GameId::$name),+];

            /// The game's lesson (its JSON, read by `codebreakers_records::Lesson`).
            pub fn lesson_text(self) -> &'static str {
                match self {
                    $(GameId::$name => include_str!(concat!("../assets/lessons/", $id, ".json"))),+
                }
            }

            /// The game's rules page in every language, in [`Language::ALL`]'s order.
            fn rules_pages(self) -> [&'static str; 4] {
                match self {
                    $(GameId::$name => [
                        include_str!(concat!("../assets/i18n/en/rules/", $id, ".md")),
                        include_str!(concat!("../assets/i18n/de/rules/", $id, ".md")),
                        include_str!(concat!("../assets/i18n/ca/rules/", $id, ".md")),
                        include_str!(concat!("../assets/i18n/fr/rules/", $id, ".md")),
                    ]),+
                }
            }
        }
    };
}

codebreakers_registry::every_game!(game_ids);

impl Default for GameId {
    fn default() -> Self {
        GameId::ALL[0]
    }
}

/// What the registry declares of a game, read for one of them.
#[derive(Clone, Copy)]
struct Declared {
    blurb: &'static str,
    score_words: Option<&'static str>,
}

impl ForGame for Declared {
    type Output = Declared;
    fn run<G: Registered>(self) -> Declared {
        Declared {
            blurb: G::BLURB,
            score_words: G::SCORE_WORDS,
        }
    }
}

impl GameId {
    /// The id its rules crate, the CLI, save files and the registry use, e.g. `code-breaker`.
    pub fn id(self) -> &'static str {
        codebreakers_registry::GAMES[self as usize]
    }

    /// The game whose id is `id`, if any.
    pub fn of_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|game| game.id() == id)
    }

    /// The game's name, the same in every language (the boxes' own names).
    pub fn name(self) -> String {
        NAMES[self as usize].to_owned()
    }

    fn declared(self) -> Declared {
        let nothing = Declared {
            blurb: "",
            score_words: None,
        };
        with_game(self.id(), nothing).unwrap_or(nothing)
    }

    /// What the game is, in a line, for the choice of game.
    pub fn blurb(self) -> String {
        render(&Words::new(self.declared().blurb))
    }

    /// How a score reads on the results screen, e.g. `36 M` (millions) in Code Knacker.
    pub fn score_text(self, score: i64) -> String {
        match self.declared().score_words {
            Some(key) => render(&Words::new(key).with("score", score)),
            None => score.to_string(),
        }
    }

    /// How many seats the game takes with `options` (a setup's options; its defaults where
    /// they are absent or do not fit), as its rules say.
    pub fn seats(self, options: &serde_json::Value) -> std::ops::RangeInclusive<usize> {
        struct Seats<'a>(&'a serde_json::Value);
        impl ForGame for Seats<'_> {
            type Output = std::ops::RangeInclusive<usize>;
            fn run<G: Registered>(self) -> Self::Output {
                G::seats(&serde_json::from_value(self.0.clone()).unwrap_or_default())
            }
        }
        with_game(self.id(), Seats(options)).unwrap_or(1..=1)
    }

    /// The game's rules page in `language`, with every ruling. Paragraphs are separated by
    /// blank lines; a paragraph starting with `# ` is a heading.
    pub fn rules_in(self, language: Language) -> &'static str {
        let at = Language::ALL.iter().position(|&l| l == language);
        self.rules_pages()[at.unwrap_or(0)]
    }

    /// The game's rules page in the player's language, reachable from the pause menu.
    pub fn rules(self) -> &'static str {
        self.rules_in(crate::i18n::language())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_of_the_box_is_the_registered_game_of_its_id() {
        assert_eq!(GameId::ALL.len(), codebreakers_registry::GAMES.len());
        for game in GameId::ALL {
            assert_eq!(GameId::of_id(game.id()), Some(game));
            assert!(!game.seats(&serde_json::Value::Null).is_empty());
        }
        assert_eq!(GameId::CrackIt.id(), "crack-it");
        assert_eq!(GameId::of_id("chess"), None);
        let safes = serde_json::json!({"mode": "king_of_safes"});
        assert_eq!(GameId::CrackIt.seats(&safes), 3..=5);
        assert_eq!(GameId::Passcode.seats(&serde_json::Value::Null), 2..=6);
    }

    #[test]
    fn names_blurbs_and_scores_come_from_the_registry() {
        assert_eq!(GameId::CodeKnacker.name(), "Code Knacker");
        assert_eq!(GameId::CodeKnacker.score_text(36), "36 M");
        assert_eq!(GameId::Passcode.score_text(3), "3");
        for game in GameId::ALL {
            assert!(!game.blurb().is_empty() && !game.blurb().starts_with("game-"));
            assert!(game.rules_in(Language::German).starts_with("# "));
            assert!(game.lesson_text().contains(game.id()));
        }
    }
}
