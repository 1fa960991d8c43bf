//! Code Knacker (`assets/i18n/en/rules/code-knacker.md`): one to six players roll five dice to cover the digits of
//! three displayed safe cards with markers; a voluntary stop takes the cracked cards, a
//! roll with no suitable die loses them. The highest total value wins.
//!
//! [`CodeKnacker`] is the rules state, [`deck`] the 22 safe cards (data in
//! `assets/code-knacker/deck.json`), [`planner`] the exact expected-value calculation of
//! a turn behind the hard computer player, [`outlook`] what the display a turn leaves is
//! worth to the next turn, [`book`] those values for every position of the deck worked out
//! ahead of time, and [`bots`] the computer players.

pub mod book;
pub mod bots;
pub mod deck;
pub mod outlook;
pub mod planner;
mod rules;

pub use deck::{CardId, SafeCard};
pub use rules::{
    Action, CodeKnacker, DICE, Die, DigitRef, Event, Face, MARKERS, Observation, Options, Phase,
    RuleError, Slot, TurnEnd, winners,
};
