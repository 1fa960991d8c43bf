//! The four games at the table. Each game's folder has the same shape (`input`, `table`,
//! `panel`, `words`, `setup`) and declares itself once, in its `mod.rs`, as a [`GameEntry`]:
//! its plugins (the turn machine for its rules, its input, its table and side panel) and
//! its setup controls. The list of games comes from the registry
//! ([`codebreakers_registry::every_game!`], in [`entry`]): a fifth game adds its folder here
//! and its line there.

pub mod code_breaker;
pub mod code_knacker;
pub mod crack_it;
pub mod passcode;

mod entry;

pub(super) use entry::plugin;
pub use entry::view_plugin;
pub use entry::{ForGameEntry, GameEntry, choices_ui, options_of, with_game_entry};
