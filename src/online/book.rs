//! The seats this player holds in online matches, remembered between visits (the token of a
//! seat is its only key: the server keeps a hash of it): `online.json` in the data folder,
//! or the browser's local storage (`codebreakers.online`).

use bevy::prelude::*;
use codebreakers_kernel::SeatId;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// One seat held in an online match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldSeat {
    /// The server, `http://HOST:PORT`.
    pub server: String,
    pub code: String,
    /// The game's id (`code-breaker`, ...).
    pub game: String,
    pub seat: SeatId,
    pub token: String,
    /// The last action seen at the table: what happened since is told when it opens again.
    #[serde(default)]
    pub last_seq: Option<u64>,
}

/// Every seat held, newest first, and where they are kept.
#[derive(Resource, Debug, Default)]
pub struct OnlineBook {
    pub seats: Vec<HeldSeat>,
    kept: Kept,
}

/// Where the book is kept.
#[derive(Debug, Default)]
enum Kept {
    /// Nowhere: for the visit only (tests).
    #[default]
    Nowhere,
    File(PathBuf),
    /// The browser's local storage.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    Browser,
}

/// At most this many seats are remembered (the oldest are forgotten).
const KEPT: usize = 200;

impl OnlineBook {
    /// The book kept in the platform's data folder, or the browser's local storage.
    pub fn platform() -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(dirs) = directories::ProjectDirs::from("", "", "codebreakers") {
            return Self::at(dirs.data_dir().join("online.json"));
        }
        #[cfg(target_arch = "wasm32")]
        return OnlineBook {
            seats: browser::read()
                .and_then(|text| serde_json::from_str(&text).ok())
                .unwrap_or_default(),
            kept: Kept::Browser,
        };
        #[allow(unreachable_code)]
        Self::default()
    }

    /// The book kept in `file`; a file that does not read is set aside, never lost.
    pub fn at(file: PathBuf) -> Self {
        let seats = match std::fs::read(&file) {
            Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or_else(|error| {
                warn!("{} does not read ({error}): kept aside", file.display());
                let _ = std::fs::rename(&file, file.with_extension("json.unreadable"));
                Vec::new()
            }),
            Err(_) => Vec::new(),
        };
        OnlineBook {
            seats,
            kept: Kept::File(file),
        }
    }

    /// Remembers `seat` (first in the list; a seat of the same token is replaced).
    pub fn remember(&mut self, seat: HeldSeat) {
        self.seats.retain(|s| s.token != seat.token);
        self.seats.insert(0, seat);
        self.seats.truncate(KEPT);
        self.write();
    }

    /// The seat held in match `code` of `server`, if any.
    pub fn seat_in(&self, server: &str, code: &str) -> Option<&HeldSeat> {
        self.seats
            .iter()
            .find(|s| s.server == server && s.code == code)
    }

    /// Marks what the player has seen of match `code`.
    pub fn seen(&mut self, server: &str, code: &str, seq: u64) {
        let Some(seat) = self
            .seats
            .iter_mut()
            .find(|s| s.server == server && s.code == code)
        else {
            return;
        };
        if seat.last_seq != Some(seq) {
            seat.last_seq = Some(seq);
            self.write();
        }
    }

    /// The tokens held on `server`.
    pub fn tokens_on(&self, server: &str) -> Vec<String> {
        self.seats
            .iter()
            .filter(|s| s.server == server)
            .map(|s| s.token.clone())
            .collect()
    }

    fn write(&self) {
        let file = match &self.kept {
            Kept::Nowhere => return,
            Kept::File(file) => file,
            Kept::Browser => {
                #[cfg(target_arch = "wasm32")]
                if let Ok(text) = serde_json::to_string(&self.seats) {
                    browser::write(&text);
                }
                return;
            }
        };
        let written = serde_json::to_vec_pretty(&self.seats)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                if let Some(dir) = file.parent() {
                    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
                }
                let partial = file.with_extension("json.partial");
                std::fs::write(&partial, bytes).map_err(|e| e.to_string())?;
                std::fs::rename(&partial, file).map_err(|e| e.to_string())
            });
        if let Err(error) = written {
            warn!("the online seats could not be kept: {error}");
        }
    }
}

/// The book in the browser's local storage (one key, written whole: atomic).
#[cfg(target_arch = "wasm32")]
mod browser {
    /// The local storage key of the book.
    const STORAGE_KEY: &str = "codebreakers.online";

    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub fn read() -> Option<String> {
        storage()?.get_item(STORAGE_KEY).ok().flatten()
    }

    pub fn write(text: &str) {
        if let Some(storage) = storage()
            && storage.set_item(STORAGE_KEY, text).is_err()
        {
            bevy::log::warn!("the online seats could not be kept in this browser");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(code: &str, token: &str) -> HeldSeat {
        HeldSeat {
            server: "http://127.0.0.1:7878".into(),
            code: code.into(),
            game: "code-breaker".into(),
            seat: SeatId(1),
            token: token.into(),
            last_seq: None,
        }
    }

    #[test]
    fn seats_are_kept_newest_first_and_read_back() {
        let dir = std::env::temp_dir().join(format!("codebreakers-book-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let file = dir.join("online.json");
        let mut book = OnlineBook::at(file.clone());
        book.remember(seat("AAAA-BBBB", "t1"));
        book.remember(seat("CCCC-DDDD", "t2"));
        book.seen("http://127.0.0.1:7878", "AAAA-BBBB", 7);
        let again = OnlineBook::at(file.clone());
        assert_eq!(again.seats.len(), 2);
        assert_eq!(again.seats[0].code, "CCCC-DDDD");
        assert_eq!(again.seats[1].last_seq, Some(7));
        assert_eq!(again.tokens_on("http://127.0.0.1:7878"), ["t2", "t1"]);
        std::fs::write(&file, b"{not json").unwrap();
        assert!(OnlineBook::at(file.clone()).seats.is_empty());
        assert!(file.with_extension("json.unreadable").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
