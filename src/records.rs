//! Nothing is lost: every match is saved after every action, in the save format of
//! `codebreakers-records` (the scenario format plus names and dates, so
//! `codebreakers-cli replay SAVE` reads it), on the desktop as files in the platform's data
//! folder and in the browser in local storage. The title offers the newest unfinished
//! match to continue, and the saved matches to resume or delete.

use crate::session::{GameId, MatchSetup, Screen, SeatChoice};
use crate::t;
use bevy::prelude::*;
use codebreakers_kernel::{ToWords, Words, words};
use codebreakers_records::{
    Listing, MemoryBackend, SaveBackend, SaveFile, SaveStore, Statistics, StoreError,
};
use std::sync::Mutex;

pub(super) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Saves>() {
        app.insert_resource(Saves::platform());
    }
    app.init_resource::<SavedMatches>()
        .add_systems(OnEnter(Screen::Title), list_the_saves);
}

/// The backend a running app saves to.
type AnyBackend = Box<dyn SaveBackend + Send + Sync>;

/// Where matches are saved.
#[derive(Resource)]
pub struct Saves {
    store: Mutex<SaveStore<AnyBackend>>,
    /// Where the saves are kept, as the saved matches tell the player.
    pub where_: SavePlace,
}

/// Where the saves are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavePlace {
    /// Nowhere lasting: in memory until the game closes.
    Memory,
    /// A folder on the desktop.
    Folder(String),
    /// The browser's local storage.
    Browser,
}

impl SavePlace {
    /// The place in the player's words.
    pub fn words(&self) -> Words {
        match self {
            SavePlace::Memory => words!("saved-in-memory"),
            // The folder itself is for the log, not for players.
            SavePlace::Folder(_) => words!("saved-in-folder"),
            SavePlace::Browser => words!("saved-in-browser"),
        }
    }
}

impl Saves {
    /// Saves kept in memory only: for tests, or where nothing can be stored.
    pub fn in_memory() -> Self {
        Saves {
            store: Mutex::new(SaveStore::new(Box::new(MemoryBackend::default()))),
            where_: SavePlace::Memory,
        }
    }

    /// The platform's place: `saves/` in the data folder, or the browser's local storage.
    pub fn platform() -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        {
            match directories::ProjectDirs::from("", "", "codebreakers") {
                Some(dirs) => {
                    let dir = dirs.data_dir().join("saves");
                    let where_ = SavePlace::Folder(dir.display().to_string());
                    Saves {
                        store: Mutex::new(SaveStore::new(Box::new(
                            codebreakers_records::FileBackend::new(dir),
                        ))),
                        where_,
                    }
                }
                None => Self::in_memory(),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            Saves {
                store: Mutex::new(SaveStore::new(Box::new(web::LocalStorage))),
                where_: SavePlace::Browser,
            }
        }
    }

    fn with<T>(&self, work: impl FnOnce(&mut SaveStore<AnyBackend>) -> T) -> T {
        // A panic while saving cannot leave the store half-changed: writes are atomic.
        let mut store = self
            .store
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        work(&mut store)
    }

    /// A free name for a new save.
    pub fn new_name(&self, save: &SaveFile) -> Result<String, StoreError> {
        self.with(|store| store.new_name(save))
    }

    pub fn write(&self, name: &str, save: &SaveFile) -> Result<(), StoreError> {
        self.with(|store| store.write(name, save))
    }

    pub fn delete(&self, name: &str) -> Result<(), StoreError> {
        self.with(|store| store.delete(name))
    }

    pub fn set_aside(&self, name: &str) -> Result<String, StoreError> {
        self.with(|store| store.set_aside(name))
    }

    /// Every usable save, newest first; damaged ones are set aside and reported.
    pub fn list(&self) -> Result<Listing, StoreError> {
        self.with(|store| store.list())
    }
}

/// The match in play's save: its name in the store, and the file as last written.
#[derive(Resource, Clone, Debug)]
pub struct CurrentSave {
    pub name: String,
    pub file: SaveFile,
}

/// A saved match to resume when the table opens.
#[derive(Resource, Clone, Debug)]
pub struct ResumeFrom {
    pub name: String,
    pub file: SaveFile,
}

/// The saves as last listed (on entering the title, and after a change), with the
/// statistics computed from the finished ones.
#[derive(Resource, Default, Debug)]
pub struct SavedMatches {
    pub listing: Listing,
    pub statistics: Option<Statistics>,
    /// What went wrong listing them, or with a save, for the player.
    pub message: Option<Words>,
    /// The save whose Delete was pressed, asking to be sure.
    pub to_delete: Option<String>,
}

impl SavedMatches {
    /// The newest unfinished match, to continue.
    pub fn to_continue(&self) -> Option<&codebreakers_records::Listed> {
        self.listing.latest_unfinished()
    }

    /// Lists the saves again; statistics are worked out when first asked for.
    pub fn refresh(&mut self, saves: &Saves) {
        match saves.list() {
            Ok(listing) => {
                self.message = describe_set_aside(&listing);
                self.listing = listing;
            }
            Err(error) => {
                self.message = Some(words!("saved-unreadable", error = error.words()));
            }
        }
        self.statistics = None;
    }

    /// The statistics of every finished match.
    pub fn statistics(&mut self) -> &Statistics {
        let listing = &self.listing;
        self.statistics.get_or_insert_with(|| {
            let finished: Vec<SaveFile> = listing.finished().cloned().collect();
            Statistics::compute(&finished)
        })
    }
}

/// "A saved match could not be read and was put aside: ..."
fn describe_set_aside(listing: &Listing) -> Option<Words> {
    let first = listing.set_aside.first()?;
    let error = first.error.words();
    let count = listing.set_aside.len();
    Some(match &first.moved_to {
        Some(kept) => words!(
            "saved-set-aside-kept",
            count = count,
            kept = kept,
            error = error
        ),
        None => words!("saved-set-aside", count = count, error = error),
    })
}

fn list_the_saves(mut saved: ResMut<SavedMatches>, saves: Res<Saves>) {
    saved.refresh(&saves);
}

/// Seconds since 1970 by the platform's clock (0 if it has none).
pub fn now() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }
    #[cfg(target_arch = "wasm32")]
    {
        (js_sys::Date::now() / 1000.0) as u64
    }
}

/// The setup that resumes `file`: its game, seats and options (its seed as given).
pub fn setup_of(file: &SaveFile) -> Option<MatchSetup> {
    let game = GameId::of_id(&file.game)?;
    let names = file.names();
    Some(MatchSetup {
        game,
        seats: file
            .seats
            .iter()
            .zip(names)
            .map(|(&kind, name)| SeatChoice { name, kind })
            .collect(),
        options: file.options.clone(),
        seed: file.chance.seed.unwrap_or(0),
    })
}

/// "12 moves": how far a saved match went.
pub fn progress(file: &SaveFile) -> String {
    t!("saved-moves", count = file.actions.len())
}

/// A date a player reads: `2026-11-23 19:05` (UTC), in the order of their language.
pub fn date(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let (h, m) = ((seconds % 86_400) / 3600, (seconds % 3600) / 60);
    // Civil from days, after Howard Hinnant's algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    t!(
        "saved-date",
        year = year.to_string(),
        month = format!("{month:02}"),
        day = format!("{d:02}"),
        hour = format!("{h:02}"),
        minute = format!("{m:02}")
    )
}

#[cfg(target_arch = "wasm32")]
mod web {
    //! Saves in the browser's local storage: one key a save, `codebreakers.save.NAME`; a
    //! damaged one moves to `codebreakers.set-aside.NAME`. Local storage holds a few MB per
    //! site, far more than a player's history (a save is a few KB); writing one key is atomic.

    use codebreakers_records::{SaveBackend, StoreError};

    const SAVE: &str = "codebreakers.save.";
    const ASIDE: &str = "codebreakers.set-aside.";
    /// The store's verb for moving a save aside (a selector of `store-error-io`).
    const SET_ASIDE: &str = "set aside"; // not words: a selector

    pub struct LocalStorage;

    fn storage(doing: &'static str, name: &str) -> Result<web_sys::Storage, StoreError> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or_else(|| StoreError::Io {
                doing,
                name: name.to_string(),
                message: crate::t!("store-browser-no-storage"),
            })
    }

    fn failed(doing: &'static str, name: &str) -> StoreError {
        StoreError::Io {
            doing,
            name: name.to_string(),
            message: crate::t!("store-browser-refused"),
        }
    }

    impl SaveBackend for LocalStorage {
        fn read(&self, name: &str) -> Result<Vec<u8>, StoreError> {
            storage("read", name)?
                .get_item(&format!("{SAVE}{name}"))
                .ok()
                .flatten()
                .map(String::into_bytes)
                .ok_or_else(|| StoreError::Missing(name.to_string()))
        }

        fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
            let text = String::from_utf8_lossy(bytes);
            storage("write", name)?
                .set_item(&format!("{SAVE}{name}"), &text)
                .map_err(|_| failed("write", name))
        }

        fn list(&self) -> Result<Vec<String>, StoreError> {
            let storage = storage("list", "saves")?;
            let count = storage.length().unwrap_or(0);
            Ok((0..count)
                .filter_map(|i| storage.key(i).ok().flatten())
                .filter_map(|key| key.strip_prefix(SAVE).map(str::to_string))
                .collect())
        }

        fn set_aside(&mut self, name: &str) -> Result<String, StoreError> {
            let storage = storage(SET_ASIDE, name)?;
            let text = self.read(name)?;
            let aside = format!("{ASIDE}{name}");
            storage
                .set_item(&aside, &String::from_utf8_lossy(&text))
                .map_err(|_| failed(SET_ASIDE, name))?;
            storage
                .remove_item(&format!("{SAVE}{name}"))
                .map_err(|_| failed(SET_ASIDE, name))?;
            Ok(aside)
        }

        fn remove(&mut self, name: &str) -> Result<(), StoreError> {
            storage("delete", name)?
                .remove_item(&format!("{SAVE}{name}"))
                .map_err(|_| failed("delete", name))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_a_calendar_does() {
        assert_eq!(date(0), "1970-01-01 00:00");
        // 2026-11-23 19:05:00 UTC.
        assert_eq!(date(1_795_460_700), "2026-11-23 19:05");
        // The leap day of 2024.
        assert_eq!(date(1_709_164_800), "2024-02-29 00:00");
    }
}
