//! Crack It (`assets/i18n/en/rules/crack-it.md`): two to five players each hide a three-digit combination and
//! narrow their rivals' digits with dial cards, helped and hindered by action cards that
//! others may stop with Prohibitions. King of Thieves: the last safe standing wins. King of
//! Safes: two games scored with infamy and prestige tokens.
//!
//! [`CrackIt`] is the rules state, [`cards`] the components (data in
//! `assets/crack-it/deck.json`) and [`bots`] the computer players.

pub mod bots;
pub mod cards;
mod rules;
pub mod search;

pub use cards::ResourceCard;
pub use rules::{
    Action, Chain, ClueSource, CrackIt, DIGITS, DialResult, Digit, Event, HAND, Mode, Observation,
    Options, Pending, Phase, Player, RuleError, STARTING_INFAMY, SeenDigit, TurnState, Window,
};
