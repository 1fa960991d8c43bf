//! Passcode (`assets/i18n/en/rules/passcode.md`): two to six players build four codes of 3 to 6 digits with
//! cards, lock in with a die roll to win a round, and count down from their score to exactly
//! zero once the last code is done.
//!
//! [`Passcode`] is the rules state (the 90 cards as data in `assets/passcode/deck.json`)
//! and [`bots`] the computer players.

pub mod bots;
mod rules;
pub mod search;
pub mod values;

pub use rules::{
    Action, Card, Codes, Event, LOCKOUT_FAILS, Observation, Options, Passcode, Phase, Player,
    PublicPlayer, RollFor, RuleError, Step, all_cards, copies,
};
