//! A game's entry in the app ([`GameEntry`], implemented in each game's `mod.rs`), and the
//! list of games made from the registry's one line per game
//! ([`codebreakers_registry::every_game!`]): their plugins, and work done with the types of
//! the game a [`GameId`] names ([`with_game_entry`]).

use crate::session::GameId;
use crate::table::play::AppGame;
use bevy::prelude::*;
use bevy_egui::egui;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// A game's part of the app, declared in its own folder.
pub trait GameEntry: AppGame {
    /// What the player chooses for this game at setup besides the seats: its options, or
    /// what makes them (Code Breaker's "draw lots" for the first code maker).
    type Choices: Default + Clone + Serialize + DeserializeOwned;

    /// The rules-facing part (no window needed): the turn machine and the player's input.
    fn plugin(app: &mut App);

    /// The table's pieces and the side panel.
    fn view_plugin(app: &mut App);

    /// The choices' controls at setup, under the seats (`names`, one a seat).
    fn choices_ui(ui: &mut egui::Ui, choices: &mut Self::Choices, names: &[String]);

    /// The options `choices` make, any lots drawn from `seed`.
    fn options(choices: &Self::Choices, seed: u64) -> Self::Options;
}

/// Work to do with one game's app types, whichever game an id names (a visitor).
pub trait ForGameEntry {
    type Output;
    fn run<G: GameEntry>(self) -> Self::Output;
}

macro_rules! game_entries {
    ($($name:ident: $game:ty = $id:literal),+ $(,)?) => {
        /// `work` done with the types of `game`.
        pub fn with_game_entry<W: ForGameEntry>(game: GameId, work: W) -> W::Output {
            match game {
                $(GameId::$name => work.run::<$game>()),+
            }
        }

        /// The games' rules-facing systems (no window needed).
        pub(crate) fn plugin(app: &mut App) {
            $(<$game as GameEntry>::plugin(app);)+
        }

        /// The games' drawing and pointer input, and the table's shared egui pieces (the
        /// materials' render pipelines apart: [`crate::table::materials::plugin`]).
        pub fn view_plugin(app: &mut App) {
            app.add_plugins((
                crate::table::surface::plugin,
                crate::table::camera::plugin,
                crate::table::view::plugin,
            ));
            // The table for a screen reader: the desktop's (AccessKit has no adapter in the
            // browser).
            #[cfg(not(target_arch = "wasm32"))]
            app.add_plugins(crate::table::spoken::plugin);
            $(<$game as GameEntry>::view_plugin(app);)+
        }
    };
}

codebreakers_registry::every_game!(game_entries);

/// The options of `game` that `choices` (its [`GameEntry::Choices`], as JSON; its defaults
/// where they do not read) make, any lots drawn from `seed`, as JSON for the setup.
pub fn options_of(game: GameId, choices: &serde_json::Value, seed: u64) -> serde_json::Value {
    struct Options<'a>(&'a serde_json::Value, u64);
    impl ForGameEntry for Options<'_> {
        type Output = serde_json::Value;
        fn run<G: GameEntry>(self) -> serde_json::Value {
            let choices: G::Choices = serde_json::from_value(self.0.clone()).unwrap_or_default();
            serde_json::to_value(G::options(&choices, self.1)).unwrap_or_default()
        }
    }
    with_game_entry(game, Options(choices, seed))
}

/// Draws `game`'s setup controls for `choices` (its [`GameEntry::Choices`] as JSON, kept
/// while the app runs), for seats named `names`, and writes back what the player changed.
pub fn choices_ui(
    ui: &mut egui::Ui,
    game: GameId,
    choices: &mut serde_json::Value,
    names: &[String],
) {
    struct Controls<'a, 'u> {
        ui: &'u mut egui::Ui,
        choices: &'a mut serde_json::Value,
        names: &'a [String],
    }
    impl ForGameEntry for Controls<'_, '_> {
        type Output = ();
        fn run<G: GameEntry>(self) {
            let mut choices: G::Choices =
                serde_json::from_value(self.choices.clone()).unwrap_or_default();
            G::choices_ui(self.ui, &mut choices, self.names);
            if let Ok(changed) = serde_json::to_value(choices) {
                *self.choices = changed;
            }
        }
    }
    with_game_entry(game, Controls { ui, choices, names });
}
