//! The size yardstick of the web build (`web/size.sh`): a hello-world with the same Bevy
//! features, bevy_egui and bevy_kira_audio as the game, built the same way. It opens a
//! window, says hello through egui and plays a sound, so that none of the three is left out
//! by the linker.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use bevy_kira_audio::prelude::*;

fn main() {
    App::new()
        .add_plugins(DefaultPlugins.set(AssetPlugin {
            meta_check: bevy::asset::AssetMetaCheck::Never,
            ..default()
        }))
        .add_plugins((bevy_egui::EguiPlugin::default(), AudioPlugin))
        .add_systems(Startup, setup)
        .add_systems(
            PreUpdate,
            fonts
                .after(bevy_egui::EguiPreUpdateSet::InitContexts)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        )
        .add_systems(EguiPrimaryContextPass, hello)
        .run();
}

fn setup(mut commands: Commands, assets: Res<AssetServer>, audio: Res<Audio>) {
    commands.spawn(Camera2d);
    commands.spawn(Sprite::from_color(Color::WHITE, Vec2::splat(64.0)));
    audio.play(assets.load("audio/ui_click.ogg"));
}

fn hello(mut contexts: EguiContexts) -> Result {
    egui::Window::new("Hello").show(contexts.ctx_mut()?, |ui| ui.label("Hello, world"));
    Ok(())
}

/// egui's words in the game's fonts (egui's own are not in the build), given before the
/// context's first pass.
fn fonts(mut contexts: Query<&mut bevy_egui::EguiContext, Added<bevy_egui::EguiContext>>) {
    for mut context in &mut contexts {
        context
            .get_mut()
            .set_fonts(codebreakers::fonts::font_definitions());
    }
}
