//! The book of turn values (`codebreakers_code_knacker::book`), installed for the hard player
//! and the hint once a player sets up Code Knacker (the other games never need it). On the
//! desktop it is read from `assets/code-knacker/turn-values.bin` through the asset server; in
//! the browser it is worked out on the device, off the page's thread, and kept there
//! ([`worked_out`]): the site ships none. Until it is installed, or if it cannot be had, they
//! work their values out instead, for the turn alone (looking past it needs the book), slower.

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(from_file::plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(worked_out::plugin);
}

mod asked;
#[cfg(not(target_arch = "wasm32"))]
mod from_file;
#[cfg(target_arch = "wasm32")]
mod worked_out;
