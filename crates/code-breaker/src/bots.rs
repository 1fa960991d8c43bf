//! Computer players for Code Breaker. They see only their [`Observation`].
//!
//! As Maker every level hides a code drawn uniformly at random: against an unknown
//! Breaker no code is safer than any other. As Breaker:
//! - easy guesses at random among the codes consistent with the last three answers only;
//! - normal guesses at random among the codes consistent with every answer;
//! - hard follows the decision tree shipped for the mode (`book/*.tree`: every guess a
//!   look-up), and off the tree (after a human's own guesses, for a hint) the opening book,
//!   then the solver's [`crate::solver::Strategy::default`].

use crate::rules::{Action, Mode, Observation, Phase, Role};
use crate::solver::{CodeSpace, DecisionTree, OpeningBook, hard_guess};
use codebreakers_kernel::{Bot, BotLevel, Chance};
use std::sync::{Arc, OnceLock};

/// The code spaces are built once and shared by every bot.
pub fn space(mode: Mode) -> Arc<CodeSpace> {
    static STANDARD: OnceLock<Arc<CodeSpace>> = OnceLock::new();
    static ADVANCED: OnceLock<Arc<CodeSpace>> = OnceLock::new();
    let cell = match mode {
        Mode::Standard => &STANDARD,
        Mode::Advanced => &ADVANCED,
    };
    cell.get_or_init(|| Arc::new(CodeSpace::for_mode(mode)))
        .clone()
}

/// The hard player's opening book for a mode (see [`OpeningBook`]).
pub fn book(mode: Mode) -> &'static OpeningBook {
    static STANDARD: OnceLock<OpeningBook> = OnceLock::new();
    static ADVANCED: OnceLock<OpeningBook> = OnceLock::new();
    let (cell, text) = match mode {
        Mode::Standard => (&STANDARD, include_str!("../book/standard.json")),
        Mode::Advanced => (&ADVANCED, include_str!("../book/advanced.json")),
    };
    cell.get_or_init(|| {
        serde_json::from_str(text).expect("the opening book shipped with the crate is valid")
    })
}

/// The hard player's whole strategy for a mode, as a decision tree: for the standard game
/// the best strategy the exact search found, for the advanced game the look-ahead's (see
/// the README's Solver section for how each was made).
pub fn tree(mode: Mode) -> &'static DecisionTree {
    static STANDARD: OnceLock<DecisionTree> = OnceLock::new();
    static ADVANCED: OnceLock<DecisionTree> = OnceLock::new();
    let (cell, bytes): (_, &[u8]) = match mode {
        Mode::Standard => (&STANDARD, include_bytes!("../book/standard.tree")),
        Mode::Advanced => (&ADVANCED, include_bytes!("../book/advanced.tree")),
    };
    cell.get_or_init(|| {
        DecisionTree::from_bytes(bytes).expect("the decision tree shipped with the crate is valid")
    })
}

/// The hard player's guess after these rows: the mode's decision tree while the rows follow
/// it, else the opening book, then the solver.
pub fn hard_player_guess(mode: Mode, rows: &[crate::Row]) -> Option<crate::Code> {
    let space = space(mode);
    let on_tree = rows
        .iter()
        .map(|r| space.index_of(&r.guess).map(|g| (g, r.feedback)))
        .collect::<Option<Vec<_>>>()
        .and_then(|indexed| tree(mode).next_guess(&space, &indexed));
    match on_tree {
        Some(guess) => Some(space.code(guess)),
        None => hard_guess(&space, Some(book(mode)), rows),
    }
}

/// A Code Breaker computer player of a given level.
#[derive(Clone, Debug)]
pub struct CodeBreakerBot {
    pub level: BotLevel,
    chance: Chance,
}

impl CodeBreakerBot {
    pub fn new(level: BotLevel, seed: u64) -> Self {
        CodeBreakerBot {
            level,
            chance: Chance::seeded(seed),
        }
    }

    fn random_code(&mut self, space: &CodeSpace, among: &[u32]) -> crate::Code {
        let pick = self
            .chance
            .below(among.len() as u32)
            .expect("a seeded chance never runs out") as usize;
        space.code(among[pick] as usize)
    }
}

impl Bot<crate::CodeBreaker> for CodeBreakerBot {
    fn decide(&mut self, observation: &Observation) -> Action {
        let space = space(observation.mode);
        if observation.phase == Phase::SettingCode || observation.role == Role::Maker {
            let all: Vec<u32> = (0..space.len() as u32).collect();
            return Action::SetCode(self.random_code(&space, &all));
        }
        let rows: Vec<(usize, crate::Feedback)> = observation
            .rows
            .iter()
            .filter_map(|r| space.index_of(&r.guess).map(|g| (g, r.feedback)))
            .collect();
        let guess = match self.level {
            BotLevel::Hard => hard_player_guess(observation.mode, &observation.rows),
            BotLevel::Normal | BotLevel::Easy => {
                let remembered = match self.level {
                    BotLevel::Easy => &rows[rows.len().saturating_sub(3)..],
                    _ => &rows[..],
                };
                let mut candidates = space.consistent(remembered);
                candidates.retain(|&c| rows.iter().all(|&(g, _)| g != c as usize));
                (!candidates.is_empty()).then(|| self.random_code(&space, &candidates))
            }
        };
        // Only an impossible board leaves no candidate; any unplayed code is then legal.
        let guess = guess.unwrap_or_else(|| {
            let unplayed: Vec<u32> = (0..space.len() as u32)
                .filter(|&c| rows.iter().all(|&(g, _)| g != c as usize))
                .collect();
            self.random_code(&space, &unplayed)
        });
        Action::Guess(guess)
    }
}
