//! Where saves live: a [`SaveBackend`] holds named texts (a directory of `NAME.json` files on
//! the desktop, local storage keys in the browser, a map in tests), and the [`SaveStore`]
//! reads, writes, lists and sets aside saves through it. A damaged, foreign or newer save is
//! set aside, never deleted (`docs/architecture.md`, "Nothing is lost").

use crate::save::{LoadError, SaveFile};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why the storage failed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StoreError {
    #[error("`{0}` is not a save name: use letters, digits, `-` and `_`")]
    BadName(String),
    #[error("there is no save `{0}`")]
    Missing(String),
    #[error("cannot {doing} `{name}`: {message}")]
    Io {
        doing: &'static str,
        name: String,
        message: String,
    },
}

/// Named save texts. Names are checked by the [`SaveStore`]: letters, digits, `-` and `_`.
pub trait SaveBackend {
    /// The text saved under `name`.
    fn read(&self, name: &str) -> Result<Vec<u8>, StoreError>;
    /// Saves `bytes` under `name` atomically: afterwards the old text or the new one is
    /// there in full, never a part.
    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), StoreError>;
    /// The names of the saves (not those set aside), in any order.
    fn list(&self) -> Result<Vec<String>, StoreError>;
    /// Moves `name` out of the list without deleting it; returns where it went.
    fn set_aside(&mut self, name: &str) -> Result<String, StoreError>;
    /// Deletes `name` (a player's choice, never the store's).
    fn remove(&mut self, name: &str) -> Result<(), StoreError>;
}

/// A backend chosen when the program runs (files on the desktop, local storage in a browser).
impl<B: SaveBackend + ?Sized> SaveBackend for Box<B> {
    fn read(&self, name: &str) -> Result<Vec<u8>, StoreError> {
        (**self).read(name)
    }
    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
        (**self).write(name, bytes)
    }
    fn list(&self) -> Result<Vec<String>, StoreError> {
        (**self).list()
    }
    fn set_aside(&mut self, name: &str) -> Result<String, StoreError> {
        (**self).set_aside(name)
    }
    fn remove(&mut self, name: &str) -> Result<(), StoreError> {
        (**self).remove(name)
    }
}

/// Saves in a directory: `NAME.json`; written to a temporary file in the same directory,
/// then renamed over the old one (atomic on one file system); set aside into `set-aside/`.
#[derive(Clone, Debug)]
pub struct FileBackend {
    dir: PathBuf,
}

impl FileBackend {
    /// The saves in `dir` (created on the first write).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        FileBackend { dir: dir.into() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(format!("{name}.json"))
    }
}

fn io(doing: &'static str, name: &str, error: std::io::Error) -> StoreError {
    StoreError::Io {
        doing,
        name: name.to_string(),
        message: error.to_string(),
    }
}

impl SaveBackend for FileBackend {
    fn read(&self, name: &str) -> Result<Vec<u8>, StoreError> {
        std::fs::read(self.path(name)).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => StoreError::Missing(name.to_string()),
            _ => io("read", name, e),
        })
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
        use std::io::Write;
        std::fs::create_dir_all(&self.dir).map_err(|e| io("create the folder for", name, e))?;
        // A dot name is never listed: a temporary file left by a crash is ignored.
        let temp = self
            .dir
            .join(format!(".{name}.json.{}.tmp", std::process::id()));
        let written = std::fs::File::create(&temp).and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        });
        if let Err(e) = written.and_then(|()| std::fs::rename(&temp, self.path(name))) {
            let _ = std::fs::remove_file(&temp);
            return Err(io("write", name, e));
        }
        Ok(())
    }

    fn list(&self) -> Result<Vec<String>, StoreError> {
        let entries = match std::fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(vec![]),
            Err(e) => return Err(io("list", &self.dir.display().to_string(), e)),
        };
        let mut names = Vec::new();
        for entry in entries.flatten() {
            let file_name = entry.file_name();
            let Some(file_name) = file_name.to_str() else {
                continue;
            };
            if let Some(name) = file_name.strip_suffix(".json")
                && valid_name(name)
                && entry.file_type().is_ok_and(|t| t.is_file())
            {
                names.push(name.to_string());
            }
        }
        names.sort();
        Ok(names)
    }

    fn set_aside(&mut self, name: &str) -> Result<String, StoreError> {
        let aside = self.dir.join("set-aside");
        std::fs::create_dir_all(&aside).map_err(|e| io("set aside", name, e))?;
        let target = (0..)
            .map(|n| match n {
                0 => format!("{name}.json"),
                n => format!("{name}-{n}.json"),
            })
            .find(|file| !aside.join(file).exists())
            .expect("some name is free");
        std::fs::rename(self.path(name), aside.join(&target))
            .map_err(|e| io("set aside", name, e))?;
        Ok(format!("set-aside/{target}"))
    }

    fn remove(&mut self, name: &str) -> Result<(), StoreError> {
        std::fs::remove_file(self.path(name)).map_err(|e| io("delete", name, e))
    }
}

/// Saves in memory, for tests (and a model of local storage: whole texts under keys).
#[derive(Clone, Debug, Default)]
pub struct MemoryBackend {
    pub saves: BTreeMap<String, Vec<u8>>,
    pub set_aside: BTreeMap<String, Vec<u8>>,
}

impl SaveBackend for MemoryBackend {
    fn read(&self, name: &str) -> Result<Vec<u8>, StoreError> {
        self.saves
            .get(name)
            .cloned()
            .ok_or_else(|| StoreError::Missing(name.to_string()))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.saves.insert(name.to_string(), bytes.to_vec());
        Ok(())
    }

    fn list(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.saves.keys().cloned().collect())
    }

    fn set_aside(&mut self, name: &str) -> Result<String, StoreError> {
        let bytes = self
            .saves
            .remove(name)
            .ok_or_else(|| StoreError::Missing(name.to_string()))?;
        let target = (0..)
            .map(|n| format!("{name}.damaged-{n}"))
            .find(|key| !self.set_aside.contains_key(key))
            .expect("some name is free");
        self.set_aside.insert(target.clone(), bytes);
        Ok(target)
    }

    fn remove(&mut self, name: &str) -> Result<(), StoreError> {
        self.saves
            .remove(name)
            .map(drop)
            .ok_or_else(|| StoreError::Missing(name.to_string()))
    }
}

/// A save that could not be used, and where it was put.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    pub name: String,
    pub error: LoadError,
    /// Where the backend moved it (`None` if even that failed: it stays, and is skipped).
    pub moved_to: Option<String>,
}

/// A save found by [`SaveStore::list`].
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    pub name: String,
    pub save: SaveFile,
}

/// What [`SaveStore::list`] found: the usable saves, newest first, and those set aside.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    pub saves: Vec<Listed>,
    pub set_aside: Vec<SetAside>,
}

impl Listing {
    /// The match to offer as "Continue": the unfinished one written last.
    pub fn latest_unfinished(&self) -> Option<&Listed> {
        self.saves.iter().find(|listed| !listed.save.is_finished())
    }

    /// The finished matches, for statistics and the history.
    pub fn finished(&self) -> impl Iterator<Item = &SaveFile> {
        self.saves
            .iter()
            .map(|listed| &listed.save)
            .filter(|save| save.is_finished())
    }
}

/// A save name is letters, digits, `-` and `_`, 1 to 100 of them: no path, no dot file.
pub fn valid_name(name: &str) -> bool {
    (1..=100).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The saved matches, in a backend.
#[derive(Clone, Debug, Default)]
pub struct SaveStore<B: SaveBackend> {
    pub backend: B,
}

impl<B: SaveBackend> SaveStore<B> {
    pub fn new(backend: B) -> Self {
        SaveStore { backend }
    }

    /// A name for a new save of `save`, not taken yet: `GAME-CREATED`, then `-2`, `-3`...
    pub fn new_name(&self, save: &SaveFile) -> Result<String, StoreError> {
        let taken = self.backend.list()?;
        let game: String = save
            .game
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
            .take(40)
            .collect();
        let base = format!("{game}-{}", save.created);
        Ok((1..)
            .map(|n| match n {
                1 => base.clone(),
                n => format!("{base}-{n}"),
            })
            .find(|name| !taken.contains(name))
            .expect("some name is free"))
    }

    /// Writes `save` under `name` (atomically).
    pub fn write(&mut self, name: &str, save: &SaveFile) -> Result<(), StoreError> {
        check(name)?;
        self.backend.write(name, save.to_json().as_bytes())
    }

    /// Reads the save `name`; the outer error is the storage's, the inner the save's.
    pub fn read(&self, name: &str) -> Result<Result<SaveFile, LoadError>, StoreError> {
        check(name)?;
        let bytes = self.backend.read(name)?;
        Ok(SaveFile::from_json(&bytes).and_then(|save| {
            crate::verify(&save)?;
            Ok(save)
        }))
    }

    /// Every save, newest first; a save that cannot be read or replayed is set aside and
    /// reported, and the others stay usable.
    pub fn list(&mut self) -> Result<Listing, StoreError> {
        let mut listing = Listing::default();
        for name in self.backend.list()? {
            if !valid_name(&name) {
                continue;
            }
            let read = match self.read(&name) {
                Ok(read) => read,
                // Gone since it was listed, or unreadable: skipped this time.
                Err(_) => continue,
            };
            match read {
                Ok(save) => listing.saves.push(Listed { name, save }),
                Err(error) => {
                    let moved_to = self.backend.set_aside(&name).ok();
                    listing.set_aside.push(SetAside {
                        name,
                        error,
                        moved_to,
                    });
                }
            }
        }
        listing.saves.sort_by(|a, b| {
            (b.save.updated, b.save.created, &b.name).cmp(&(
                a.save.updated,
                a.save.created,
                &a.name,
            ))
        });
        Ok(listing)
    }

    /// Sets the save `name` aside (e.g. when it failed to resume).
    pub fn set_aside(&mut self, name: &str) -> Result<String, StoreError> {
        check(name)?;
        self.backend.set_aside(name)
    }

    /// Deletes the save `name`, at the player's request.
    pub fn delete(&mut self, name: &str) -> Result<(), StoreError> {
        check(name)?;
        self.backend.remove(name)
    }
}

fn check(name: &str) -> Result<(), StoreError> {
    if valid_name(name) {
        Ok(())
    } else {
        Err(StoreError::BadName(name.to_string()))
    }
}

/// The screen's words for a store that failed: the sentence in the player's language, with
/// the system's own detail as it came.
impl codebreakers_kernel::ToWords for StoreError {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            StoreError::BadName(name) => words!("store-error-bad-name", name = name),
            StoreError::Missing(name) => words!("store-error-missing", name = name),
            StoreError::Io {
                doing,
                name,
                message,
            } => words!(
                "store-error-io",
                // The selector of the message: "set aside" is `set-aside`.
                doing = doing.replace(' ', "-"),
                name = name,
                detail = message
            ),
        }
    }
}
