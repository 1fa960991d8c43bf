//! Code Breaker (`assets/i18n/en/rules/code-breaker.md`): two players, a Maker who hides a code of five pegs
//! and a Breaker who has twelve rows to find it; roles swap every round and the
//! first to 30 on the scoring track wins.
//!
//! [`CodeBreaker`] is the rules state, [`solver`] the code-breaking engine behind
//! the hard computer player and `solve-all`, and [`bots`] the computer players.

pub mod bots;
mod code;
mod rules;
pub mod solver;

pub use code::{CODE_LENGTH, Code, CodeParseError, Feedback, Peg};
pub use rules::Action;
pub use rules::{
    CodeBreaker, Event, Mode, Observation, Options, Phase, ROWS, Role, RoundResult, Row, RuleError,
    TARGET_SCORE, points_for_row,
};
