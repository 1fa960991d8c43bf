//! Player settings, kept between runs as JSON in the platform's config directory.
//! A corrupt file is set aside (never overwritten) and the defaults are used.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsStore>() {
        app.insert_resource(SettingsStore::platform());
    }
    let store = app.world().resource::<SettingsStore>().clone();
    app.insert_resource(store.load()).add_systems(
        Update,
        (save_on_change, apply_fullscreen).run_if(resource_changed::<Settings>),
    );
}

/// How fast the table animates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// Multiplies every animation's length (0: animations are skipped).
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 1.6,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "Off",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Slow => "Slow",
        }
    }
}

/// What a player can set in the settings menu.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// 0 to 1.
    pub music_volume: f32,
    /// 0 to 1.
    pub effects_volume: f32,
    pub fullscreen: bool,
    pub animation_speed: AnimationSpeed,
    /// Draw a symbol on every peg, so colour is never the only signal.
    pub peg_symbols: bool,
    /// The best score of the Code Knacker solo variant so far, in millions.
    pub code_knacker_solo_best: Option<u32>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            music_volume: 0.5,
            effects_volume: 0.8,
            fullscreen: false,
            animation_speed: AnimationSpeed::Normal,
            peg_symbols: false,
            code_knacker_solo_best: None,
        }
    }
}

impl Settings {
    /// Seconds for an animation designed to last `seconds` at normal speed.
    pub fn scaled(&self, seconds: f32) -> f32 {
        seconds * self.animation_speed.factor()
    }

    /// Keeps values in range, whatever a file said.
    fn sanitised(mut self) -> Self {
        self.music_volume = clamp_volume(self.music_volume);
        self.effects_volume = clamp_volume(self.effects_volume);
        self
    }
}

fn clamp_volume(v: f32) -> f32 {
    if v.is_finite() {
        v.clamp(0.0, 1.0)
    } else {
        0.5
    }
}

/// Where settings are kept; `None` keeps them only for this run (tests, and the browser
/// until its storage is wired).
#[derive(Resource, Clone, Debug)]
pub struct SettingsStore {
    pub path: Option<PathBuf>,
}

impl SettingsStore {
    pub fn none() -> Self {
        SettingsStore { path: None }
    }

    /// `settings.json` in the platform's config directory.
    pub fn platform() -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let path = directories::ProjectDirs::from("", "", "codebreakers")
                .map(|dirs| dirs.config_dir().join("settings.json"));
            SettingsStore { path }
        }
        #[cfg(target_arch = "wasm32")]
        {
            SettingsStore { path: None }
        }
    }

    /// The saved settings, or the defaults when there are none or the file is unreadable.
    pub fn load(&self) -> Settings {
        let Some(path) = &self.path else {
            return Settings::default();
        };
        let Ok(text) = std::fs::read_to_string(path) else {
            return Settings::default();
        };
        match serde_json::from_str::<Settings>(&text) {
            Ok(settings) => settings.sanitised(),
            Err(error) => {
                let aside = path.with_extension("json.corrupt");
                warn!(
                    "settings file {} is corrupt ({error}); using defaults and keeping it as {}",
                    path.display(),
                    aside.display()
                );
                let _ = std::fs::rename(path, &aside);
                Settings::default()
            }
        }
    }

    pub fn save(&self, settings: &Settings) -> std::io::Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = serde_json::to_string_pretty(settings).map_err(std::io::Error::other)?;
        let temporary = path.with_extension("json.tmp");
        std::fs::write(&temporary, text)?;
        std::fs::rename(temporary, path)
    }
}

fn save_on_change(settings: Res<Settings>, store: Res<SettingsStore>) {
    if settings.is_added() {
        return;
    }
    if let Err(error) = store.save(&settings) {
        warn!("could not save settings: {error}");
    }
}

fn apply_fullscreen(settings: Res<Settings>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    for mut window in &mut windows {
        let mode = if settings.fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
        if window.mode != mode {
            window.mode = mode;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_store(name: &str) -> SettingsStore {
        let dir = std::env::temp_dir().join(format!(
            "codebreakers-settings-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        SettingsStore {
            path: Some(dir.join("settings.json")),
        }
    }

    #[test]
    fn settings_survive_a_restart() {
        let store = temp_store("roundtrip");
        let settings = Settings {
            music_volume: 0.2,
            peg_symbols: true,
            animation_speed: AnimationSpeed::Off,
            ..default()
        };
        store.save(&settings).unwrap();
        assert_eq!(store.load(), settings);
    }

    #[test]
    fn a_corrupt_file_gives_defaults_and_is_kept_aside() {
        let store = temp_store("corrupt");
        let path = store.path.clone().unwrap();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        assert_eq!(store.load(), Settings::default());
        let aside = std::fs::read_to_string(path.with_extension("json.corrupt")).unwrap();
        assert_eq!(aside, "{ not json");
    }

    #[test]
    fn out_of_range_volumes_are_clamped() {
        let store = temp_store("clamp");
        let path = store.path.clone().unwrap();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, r#"{"music_volume": 7.0, "effects_volume": -1}"#).unwrap();
        let loaded = store.load();
        assert_eq!((loaded.music_volume, loaded.effects_volume), (1.0, 0.0));
    }
}
