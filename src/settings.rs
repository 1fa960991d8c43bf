//! Player settings, kept between runs as JSON in the platform's config directory.
//! A corrupt file is set aside (never overwritten) and the defaults are used.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

use crate::i18n::Language;
use crate::t;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<SettingsStore>() {
        app.insert_resource(SettingsStore::platform());
    }
    let store = app.world().resource::<SettingsStore>().clone();
    let mut settings = store.load();
    // The first start follows the system's (or the browser's) language, and keeps it.
    if settings.language.is_none() && store.place != Place::Nowhere {
        let system = System {
            on_a_phone: browser::on_a_phone(),
            less_motion: browser::wants_less_motion(),
            more_contrast: browser::wants_more_contrast(),
        };
        settings = settings.first_start(Language::of_system(), system);
        if let Err(error) = store.save(&settings) {
            warn!("could not save settings: {error}");
        }
    }
    crate::i18n::set_language(settings.language());
    crate::theme::set_interface_scale(settings.interface_scale.factor());
    crate::theme::set_high_contrast(settings.high_contrast);
    app.insert_resource(settings)
        .add_systems(
            PreUpdate,
            (
                speak_the_chosen_language,
                scale_the_interface,
                follow_high_contrast,
            )
                .run_if(resource_changed::<Settings>),
        )
        .add_systems(
            Update,
            (save_on_change, apply_fullscreen).run_if(resource_changed::<Settings>),
        );
}

/// High contrast as the settings say, from the next frame on.
fn follow_high_contrast(settings: Res<Settings>) {
    crate::theme::set_high_contrast(settings.high_contrast);
}

/// Words are rendered in the language the settings name, from the next frame on.
fn speak_the_chosen_language(settings: Res<Settings>) {
    crate::i18n::set_language(settings.language());
}

fn known_scale_or_automatic<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<InterfaceScale, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(serde_json::from_value(value).unwrap_or_default())
}

/// Words, buttons and panels are drawn at the chosen scale, from the next frame on.
fn scale_the_interface(settings: Res<Settings>) {
    crate::theme::set_interface_scale(settings.interface_scale.factor());
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

    pub fn label(self) -> String {
        match self {
            AnimationSpeed::Off => t!("settings-off"),
            AnimationSpeed::Fast => t!("settings-speed-fast"),
            AnimationSpeed::Normal => t!("settings-speed-normal"),
            AnimationSpeed::Slow => t!("settings-speed-slow"),
        }
    }
}

/// Whether the table's edges are smoothed (4× multisampling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum SmoothEdges {
    /// On, unless the pictures are drawn by the processor (a software renderer such as
    /// llvmpipe or SwiftShader), where smoothing halves the frame rate.
    #[default]
    Automatic,
    On,
    Off,
}

impl SmoothEdges {
    pub const ALL: [SmoothEdges; 3] = [SmoothEdges::Automatic, SmoothEdges::On, SmoothEdges::Off];

    pub fn label(self) -> String {
        match self {
            SmoothEdges::Automatic => t!("settings-automatic"),
            SmoothEdges::On => t!("settings-on"),
            SmoothEdges::Off => t!("settings-off"),
        }
    }

    /// Whether to smooth, on a renderer that `draws_in_software` or not.
    pub fn smooths(self, draws_in_software: bool) -> bool {
        match self {
            SmoothEdges::Automatic => !draws_in_software,
            SmoothEdges::On => true,
            SmoothEdges::Off => false,
        }
    }
}

/// How large the words, buttons and panels are drawn, over the size the window gives them
/// (the UI follows the window from 1024×600 to 4K, and the screen's scale factor through
/// the window's logical size): Automatic leaves it there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum InterfaceScale {
    #[default]
    #[serde(rename = "automatic")]
    Automatic,
    #[serde(rename = "75")]
    Percent75,
    #[serde(rename = "100")]
    Percent100,
    #[serde(rename = "125")]
    Percent125,
    #[serde(rename = "150")]
    Percent150,
    #[serde(rename = "200")]
    Percent200,
}

impl InterfaceScale {
    pub const ALL: [InterfaceScale; 6] = [
        InterfaceScale::Automatic,
        InterfaceScale::Percent75,
        InterfaceScale::Percent100,
        InterfaceScale::Percent125,
        InterfaceScale::Percent150,
        InterfaceScale::Percent200,
    ];

    /// The factor over the window's own zoom.
    pub fn factor(self) -> f32 {
        match self {
            InterfaceScale::Automatic | InterfaceScale::Percent100 => 1.0,
            InterfaceScale::Percent75 => 0.75,
            InterfaceScale::Percent125 => 1.25,
            InterfaceScale::Percent150 => 1.5,
            InterfaceScale::Percent200 => 2.0,
        }
    }

    pub fn label(self) -> String {
        match self {
            InterfaceScale::Automatic => t!("settings-automatic"),
            other => t!(
                "settings-percent",
                percent = (other.factor() * 100.0).round() as u32
            ),
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
    /// Words at 7:1 or more, near-black panels, every control outlined (`theme`).
    pub high_contrast: bool,
    pub smooth_edges: SmoothEdges,
    /// How large words, buttons and panels are drawn (a scale this version does not know
    /// reads as Automatic, the other settings kept).
    #[serde(deserialize_with = "known_scale_or_automatic")]
    pub interface_scale: InterfaceScale,
    /// The language every word is in; none before the first start chose one.
    pub language: Option<Language>,
    /// The best score of the Code Knacker solo variant so far, in millions.
    pub code_knacker_solo_best: Option<u32>,
    /// The games whose lesson was finished: the game choice marks them.
    pub lessons_done: Vec<crate::session::GameId>,
    /// The games whose lesson was offered on their first start, so it is offered once.
    pub lessons_offered: Vec<crate::session::GameId>,
    /// The name this player gives online, as typed in the lobby (empty: none given).
    pub online_name: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            music_volume: 0.5,
            effects_volume: 0.8,
            fullscreen: false,
            animation_speed: AnimationSpeed::Normal,
            peg_symbols: false,
            high_contrast: false,
            smooth_edges: SmoothEdges::Automatic,
            interface_scale: InterfaceScale::Automatic,
            language: None,
            code_knacker_solo_best: None,
            lessons_done: Vec::new(),
            lessons_offered: Vec::new(),
            online_name: String::new(),
        }
    }
}

impl Settings {
    /// The language every word is in (English before one is chosen).
    pub fn language(&self) -> Language {
        self.language.unwrap_or_default()
    }

    /// Seconds for an animation designed to last `seconds` at normal speed.
    pub fn scaled(&self, seconds: f32) -> f32 {
        seconds * self.animation_speed.factor()
    }

    /// The settings of a first start: in the system's `language`; on a phone without music
    /// (a phone is often played where others are; the settings turn it up); with animations
    /// off where the system asks for less motion, in high contrast where it asks for more.
    pub fn first_start(self, language: Language, system: System) -> Self {
        Settings {
            language: Some(language),
            music_volume: if system.on_a_phone {
                0.0
            } else {
                self.music_volume
            },
            animation_speed: if system.less_motion {
                AnimationSpeed::Off
            } else {
                self.animation_speed
            },
            high_contrast: self.high_contrast || system.more_contrast,
            ..self
        }
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

/// Where settings are kept: a file on the desktop, the browser's local storage on the web,
/// or nowhere (tests: they last for this run only).
#[derive(Resource, Clone, Debug)]
pub struct SettingsStore {
    pub place: Place,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Place {
    Nowhere,
    File(PathBuf),
    /// A key of `window.localStorage`.
    BrowserStorage(&'static str),
}

impl SettingsStore {
    pub fn none() -> Self {
        SettingsStore {
            place: Place::Nowhere,
        }
    }

    /// `settings.json` in the platform's config directory; local storage in a browser.
    pub fn platform() -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        let place = directories::ProjectDirs::from("", "", "codebreakers")
            .map_or(Place::Nowhere, |dirs| {
                Place::File(dirs.config_dir().join("settings.json"))
            });
        #[cfg(target_arch = "wasm32")]
        let place = Place::BrowserStorage("codebreakers.settings");
        SettingsStore { place }
    }

    /// The saved settings, or the defaults when there are none or they are unreadable
    /// (a corrupt copy is set aside beside them, never overwritten).
    pub fn load(&self) -> Settings {
        let Some(text) = self.read() else {
            return Settings::default();
        };
        match serde_json::from_str::<Settings>(&text) {
            Ok(settings) => settings.sanitised(),
            Err(error) => {
                warn!("saved settings are corrupt ({error}); using defaults");
                self.set_aside(&text);
                Settings::default()
            }
        }
    }

    pub fn save(&self, settings: &Settings) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(settings).map_err(std::io::Error::other)?;
        match &self.place {
            Place::Nowhere => Ok(()),
            Place::File(path) => {
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir)?;
                }
                let temporary = path.with_extension("json.tmp");
                std::fs::write(&temporary, text)?;
                std::fs::rename(temporary, path)
            }
            Place::BrowserStorage(key) => browser::write(key, &text),
        }
    }

    fn read(&self) -> Option<String> {
        match &self.place {
            Place::Nowhere => None,
            Place::File(path) => std::fs::read_to_string(path).ok(),
            Place::BrowserStorage(key) => browser::read(key),
        }
    }

    fn set_aside(&self, text: &str) {
        match &self.place {
            Place::Nowhere => {}
            Place::File(path) => {
                let aside = path.with_extension("json.corrupt");
                warn!("the corrupt settings are kept as {}", aside.display());
                let _ = std::fs::rename(path, &aside);
            }
            Place::BrowserStorage(key) => {
                let _ = browser::write(&format!("{key}.corrupt"), text);
            }
        }
    }
}

/// What the system says of the player at a first start.
#[derive(Clone, Copy, Debug, Default)]
pub struct System {
    /// A phone: a finger on a small screen.
    pub on_a_phone: bool,
    /// The system asks for less motion (the browser's `prefers-reduced-motion`, GNOME's
    /// animations turned off, macOS's Reduce motion).
    pub less_motion: bool,
    /// The system asks for more contrast (the browser's `prefers-contrast: more` or forced
    /// colours, GNOME's high contrast, macOS's Increase contrast).
    pub more_contrast: bool,
}

/// `window.localStorage` (on the desktop there is none: nothing is read or written), and
/// what the browser or the desktop says of the player.
mod browser {
    #[cfg(target_arch = "wasm32")]
    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok()?
    }

    #[cfg(target_arch = "wasm32")]
    pub fn read(key: &str) -> Option<String> {
        storage()?.get_item(key).ok()?
    }

    #[cfg(target_arch = "wasm32")]
    pub fn write(key: &str, text: &str) -> std::io::Result<()> {
        // For the log: no storage here, or the browser's own exception (quota, disabled).
        let storage = storage().ok_or(std::io::ErrorKind::Unsupported)?;
        storage
            .set_item(key, text)
            .map_err(|exception| std::io::Error::other(format!("{exception:?}")))
    }

    /// A phone: a coarse pointer (a finger) on a screen under 600 CSS pixels on its
    /// shorter side.
    #[cfg(target_arch = "wasm32")]
    pub fn on_a_phone() -> bool {
        let Some(window) = web_sys::window() else {
            return false;
        };
        let coarse = window
            .match_media("(pointer: coarse)") // not words: a CSS media query
            .ok()
            .flatten()
            .is_some_and(|query| query.matches());
        let shorter = window
            .screen()
            .ok()
            .and_then(|screen| Some(screen.width().ok()?.min(screen.height().ok()?)));
        coarse && shorter.is_some_and(|side| side < 600)
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub fn on_a_phone() -> bool {
        false
    }

    /// The page's `prefers-reduced-motion`.
    #[cfg(target_arch = "wasm32")]
    pub fn wants_less_motion() -> bool {
        web_sys::window()
            .and_then(|window| {
                window
                    .match_media("(prefers-reduced-motion: reduce)") // not words: a CSS media query
                    .ok()
                    .flatten()
            })
            .is_some_and(|query| query.matches())
    }

    /// The page's `prefers-contrast: more`, or forced colours (Windows' contrast themes).
    #[cfg(target_arch = "wasm32")]
    pub fn wants_more_contrast() -> bool {
        let Some(window) = web_sys::window() else {
            return false;
        };
        ["(prefers-contrast: more)", "(forced-colors: active)"] // not words: CSS media queries
            .iter()
            .any(|query| {
                window
                    .match_media(query)
                    .ok()
                    .flatten()
                    .is_some_and(|query| query.matches())
            })
    }

    /// GNOME's high contrast, or macOS's Increase contrast, as their settings tools print it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn wants_more_contrast() -> bool {
        if cfg!(target_os = "macos") {
            says(
                "defaults",
                &["read", "com.apple.universalaccess", "increaseContrast"],
            )
            .as_deref()
                == Some("1")
        } else if cfg!(unix) {
            let key = ["get", "org.gnome.desktop.a11y.interface", "high-contrast"];
            says("gsettings", &key).as_deref() == Some("true")
        } else {
            false
        }
    }

    /// What `program` prints to `arguments`, trimmed, if it ran and succeeded.
    #[cfg(not(target_arch = "wasm32"))]
    fn says(program: &str, arguments: &[&str]) -> Option<String> {
        std::process::Command::new(program)
            .args(arguments)
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .output()
            .ok()
            .filter(|output| output.status.success())
            .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_owned())
    }

    /// GNOME's animations turned off, or macOS's Reduce motion: what their own settings
    /// tools print (Bevy does not tell it). Nothing elsewhere, or where the tool is missing.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn wants_less_motion() -> bool {
        if cfg!(target_os = "macos") {
            says(
                "defaults",
                &["read", "com.apple.universalaccess", "reduceMotion"],
            )
            .as_deref()
                == Some("1")
        } else if cfg!(unix) {
            let key = ["get", "org.gnome.desktop.interface", "enable-animations"];
            says("gsettings", &key).as_deref() == Some("false")
        } else {
            false
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub fn read(_key: &str) -> Option<String> {
        None
    }

    #[cfg(not(target_arch = "wasm32"))]
    pub fn write(_key: &str, _text: &str) -> std::io::Result<()> {
        // Local storage exists only in a browser.
        Err(std::io::ErrorKind::Unsupported.into())
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
            place: Place::File(dir.join("settings.json")),
        }
    }

    #[test]
    fn settings_survive_a_restart() {
        let store = temp_store("roundtrip");
        let settings = Settings {
            music_volume: 0.2,
            peg_symbols: true,
            animation_speed: AnimationSpeed::Off,
            interface_scale: InterfaceScale::Percent150,
            ..default()
        };
        store.save(&settings).unwrap();
        assert_eq!(store.load(), settings);
    }

    /// The interface scale is kept with the settings, and a file from before it (or with a
    /// scale this version does not know) reads as Automatic, the rest kept.
    #[test]
    fn the_interface_scale_is_kept_and_an_unknown_one_reads_as_automatic() {
        let store = temp_store("interface-scale");
        for scale in InterfaceScale::ALL {
            let settings = Settings {
                interface_scale: scale,
                ..default()
            };
            store.save(&settings).unwrap();
            assert_eq!(store.load().interface_scale, scale);
        }
        let old: Settings = serde_json::from_str(r#"{"music_volume": 0.3}"#).unwrap();
        assert_eq!(old.interface_scale, InterfaceScale::Automatic);
        assert_eq!(old.music_volume, 0.3);
        let newer: Settings =
            serde_json::from_str(r#"{"music_volume": 0.3, "interface_scale": "300"}"#).unwrap();
        assert_eq!(newer.interface_scale, InterfaceScale::Automatic);
        assert_eq!(newer.music_volume, 0.3);
    }

    /// The first start chooses a language (the system's) and keeps it at once.
    #[test]
    fn the_first_start_keeps_the_language_it_chose() {
        let store = temp_store("first-start");
        let mut app = App::new();
        app.insert_resource(store.clone()).add_plugins(plugin);
        let chosen = app.world().resource::<Settings>().language;
        assert_eq!(chosen, Some(Language::of_system()));
        assert_eq!(
            store.load().language,
            chosen,
            "kept before anything else changed"
        );
    }

    #[test]
    fn the_music_starts_off_on_a_phone_and_on_elsewhere() {
        let on_a_phone = System {
            on_a_phone: true,
            ..System::default()
        };
        let phone = Settings::default().first_start(Language::German, on_a_phone);
        assert_eq!(
            (phone.music_volume, phone.language),
            (0.0, Some(Language::German))
        );
        let desktop = Settings::default().first_start(Language::English, System::default());
        assert_eq!(desktop.music_volume, Settings::default().music_volume);
        assert!(desktop.music_volume > 0.0);
    }

    #[test]
    fn a_system_that_asks_for_less_motion_starts_with_animations_off() {
        let less = System {
            less_motion: true,
            ..System::default()
        };
        let still = Settings::default().first_start(Language::English, less);
        assert_eq!(still.animation_speed, AnimationSpeed::Off);
        assert_eq!(still.music_volume, Settings::default().music_volume);
        let usual = Settings::default().first_start(Language::English, System::default());
        assert_eq!(usual.animation_speed, AnimationSpeed::Normal);
        assert!(!usual.high_contrast);
    }

    #[test]
    fn a_system_that_asks_for_more_contrast_starts_in_high_contrast() {
        let more = System {
            more_contrast: true,
            ..System::default()
        };
        let high = Settings::default().first_start(Language::English, more);
        assert!(high.high_contrast);
        assert_eq!(high.animation_speed, AnimationSpeed::Normal);
    }

    #[test]
    fn a_corrupt_file_gives_defaults_and_is_kept_aside() {
        let store = temp_store("corrupt");
        let Place::File(path) = store.place.clone() else {
            unreachable!()
        };
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        assert_eq!(store.load(), Settings::default());
        let aside = std::fs::read_to_string(path.with_extension("json.corrupt")).unwrap();
        assert_eq!(aside, "{ not json");
    }

    #[test]
    fn smooth_edges_are_automatically_off_in_software_only() {
        assert!(SmoothEdges::Automatic.smooths(false));
        assert!(!SmoothEdges::Automatic.smooths(true));
        assert!(SmoothEdges::On.smooths(true));
        assert!(!SmoothEdges::Off.smooths(false));
        // A settings file from before the setting reads as automatic.
        let store = temp_store("smooth");
        let Place::File(path) = store.place.clone() else {
            unreachable!()
        };
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, r#"{"peg_symbols": true}"#).unwrap();
        assert_eq!(store.load().smooth_edges, SmoothEdges::Automatic);
    }

    #[test]
    fn out_of_range_volumes_are_clamped() {
        let store = temp_store("clamp");
        let Place::File(path) = store.place.clone() else {
            unreachable!()
        };
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, r#"{"music_volume": 7.0, "effects_volume": -1}"#).unwrap();
        let loaded = store.load();
        assert_eq!((loaded.music_volume, loaded.effects_volume), (1.0, 0.0));
    }
}
