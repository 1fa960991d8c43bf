//! The Code Breakers app: screens, the shared table and turn machine, input, audio,
//! theme, and one plugin per game. The rules live in the Bevy-free crates under `crates/`.

pub mod audio;
pub mod catalogue;
pub mod fonts;
pub mod games;
pub mod i18n;
pub mod idle;
pub mod input;
pub mod online;
pub mod records;
pub mod review;
pub mod screens;
pub mod session;
pub mod settings;
pub mod table;
pub mod theme;

use bevy::prelude::*;
use bevy::window::WindowResolution;

/// Starts the game in a window.
pub fn run() {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(help) = screens::direct::help_asked(&std::env::args().skip(1).collect::<Vec<_>>()) {
        print!("{help}");
        return;
    }
    // The window opens at the size asked for (`--size`), not only resized to it later:
    // a window manager may keep a window's first size.
    #[cfg(not(target_arch = "wasm32"))]
    let (width, height) =
        screens::direct::asked_window_size(&std::env::args().skip(1).collect::<Vec<_>>())
            .unwrap_or((1280, 720));
    #[cfg(target_arch = "wasm32")]
    let (width, height) = (1280, 720);
    App::new()
        .add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Code Breakers".into(), // not words: the brand
                        resolution: WindowResolution::new(width, height),
                        fit_canvas_to_parent: true,
                        // The page's canvas (web/index.html); ignored on the desktop.
                        canvas: Some("#game".into()),
                        ..default()
                    }),
                    ..default()
                })
                .set(AssetPlugin {
                    meta_check: bevy::asset::AssetMetaCheck::Never,
                    ..default()
                }),
        )
        .add_plugins(bevy_egui::EguiPlugin::default())
        .add_plugins((audio::plugin, idle::plugin, table::materials::plugin))
        .add_plugins(game_logic)
        .add_plugins(views)
        .run();
}

/// What the window shows, as entities and egui passes, with nothing to draw them on: the
/// screens, panels and windows, the table's pieces and its camera. The window adds the
/// renderer's materials, sound and the idle loop; the layout checker (`tests/layout.rs`)
/// lays every screen out with this alone.
pub fn views(app: &mut App) {
    app.add_plugins((
        fonts::plugin,
        theme::plugin,
        screens::view_plugin,
        online::view_plugin,
        games::view_plugin,
    ));
}

/// Everything that runs without a window, a GPU or a sound device: screens as states,
/// settings, input mapping, the turn machine and the games' rules-facing systems.
/// Headless tests add this to `MinimalPlugins`.
pub fn game_logic(app: &mut App) {
    app.add_plugins((table_logic, games::plugin));
}

/// The table without any game: screens as states, settings, input mapping and the turn
/// machine, for a game to register itself on (`table::turn::register`).
pub fn table_logic(app: &mut App) {
    app.add_plugins((
        settings::plugin,
        records::plugin,
        input::plugin,
        screens::plugin,
        table::plugin,
        review::plugin,
        online::plugin,
    ));
}
