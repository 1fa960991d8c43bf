//! The save store: atomic writes, a listing that sets damaged saves aside (never deletes
//! them) and keeps the others usable, deleting at the player's request.

mod common;

use codebreakers_records::{
    FileBackend, LoadError, MemoryBackend, SaveBackend, SaveFile, SaveStore, StoreError,
};
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "codebreakers-records-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Four good saves and four bad ones: not JSON, cut short, a newer version, a foreign game.
fn fill<B: SaveBackend>(store: &mut SaveStore<B>) -> Vec<String> {
    let mut names = Vec::new();
    for (i, mut save) in common::one_of_each().into_iter().enumerate() {
        save.updated += i as u64 * 100;
        let name = store.new_name(&save).unwrap();
        store.write(&name, &save).unwrap();
        names.push(name);
    }
    let good = common::one_of_each()[0].to_json();
    let newer = good.replacen("\"version\":1", "\"version\":7", 1);
    let foreign = good.replacen("code-breaker", "chess", 1);
    for (name, text) in [
        ("not-json", "<html>".to_string()),
        ("cut-short", good[..good.len() / 2].to_string()),
        ("newer", newer),
        ("foreign", foreign),
    ] {
        store.backend.write(name, text.as_bytes()).unwrap();
    }
    names
}

fn lists_and_sets_aside<B: SaveBackend>(mut store: SaveStore<B>) -> SaveStore<B> {
    let names = fill(&mut store);
    let listing = store.list().unwrap();
    let listed: Vec<&str> = listing.saves.iter().map(|l| l.name.as_str()).collect();
    // Newest first (the fourth was written last).
    assert_eq!(
        listed,
        names.iter().rev().map(String::as_str).collect::<Vec<_>>()
    );
    let mut aside: Vec<(&str, &LoadError)> = listing
        .set_aside
        .iter()
        .map(|s| (s.name.as_str(), &s.error))
        .collect();
    aside.sort_by_key(|(name, _)| *name);
    assert!(matches!(aside[0], ("cut-short", LoadError::Truncated(_))));
    assert!(matches!(aside[1], ("foreign", LoadError::UnknownGame(_))));
    assert!(matches!(
        aside[2],
        ("newer", LoadError::NewerVersion { found: 7 })
    ));
    assert!(matches!(aside[3], ("not-json", LoadError::NotJson(_))));
    assert!(listing.set_aside.iter().all(|s| s.moved_to.is_some()));
    // Set aside, not deleted; and not listed again.
    let again = store.list().unwrap();
    assert_eq!(again.saves.len(), 4);
    assert!(again.set_aside.is_empty());
    assert_eq!(
        again.latest_unfinished().map(|l| l.name.as_str()),
        Some(names[3].as_str())
    );
    store
}

#[test]
fn a_memory_store_lists_good_saves_and_sets_the_damaged_aside() {
    let store = lists_and_sets_aside(SaveStore::new(MemoryBackend::default()));
    assert_eq!(store.backend.set_aside.len(), 4);
    assert!(store.backend.set_aside.contains_key("newer.damaged-0"));
}

#[test]
fn a_folder_store_lists_good_saves_and_sets_the_damaged_aside_in_a_subfolder() {
    let dir = temp_dir("list");
    let store = lists_and_sets_aside(SaveStore::new(FileBackend::new(&dir)));
    let mut aside: Vec<String> = std::fs::read_dir(dir.join("set-aside"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    aside.sort();
    assert_eq!(
        aside,
        [
            "cut-short.json",
            "foreign.json",
            "newer.json",
            "not-json.json"
        ]
    );
    drop(store);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_second_damaged_save_of_the_same_name_does_not_replace_the_first() {
    let dir = temp_dir("twice");
    let mut store = SaveStore::new(FileBackend::new(&dir));
    for _ in 0..2 {
        store.backend.write("broken", b"{").unwrap();
        assert_eq!(store.list().unwrap().set_aside.len(), 1);
    }
    assert!(dir.join("set-aside/broken.json").exists());
    assert!(dir.join("set-aside/broken-1.json").exists());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_write_replaces_the_whole_save_and_leaves_no_temporary_file() {
    let dir = temp_dir("atomic");
    let mut store = SaveStore::new(FileBackend::new(&dir));
    let saves = common::one_of_each();
    store.write("match", &saves[1]).unwrap();
    store.write("match", &saves[2]).unwrap();
    assert_eq!(store.read("match").unwrap().unwrap(), saves[2]);
    let files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(files, ["match.json"]);
    // A temporary file left by a crash is not a save.
    std::fs::write(dir.join(".match.json.1.tmp"), "{").unwrap();
    assert_eq!(store.list().unwrap().saves.len(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_save_is_deleted_only_when_asked_and_names_cannot_leave_the_folder() {
    let mut store = SaveStore::new(MemoryBackend::default());
    let save = common::one_of_each().remove(0);
    let name = store.new_name(&save).unwrap();
    assert_eq!(name, "code-breaker-1700000000");
    store.write(&name, &save).unwrap();
    assert_eq!(store.new_name(&save).unwrap(), "code-breaker-1700000000-2");
    store.delete(&name).unwrap();
    assert!(store.list().unwrap().saves.is_empty());
    assert_eq!(store.delete(&name), Err(StoreError::Missing(name.clone())));
    for bad in ["../evil", "a/b", "", ".hidden", "x.json"] {
        assert_eq!(
            store.write(bad, &save),
            Err(StoreError::BadName(bad.into()))
        );
    }
}

#[test]
fn an_empty_or_missing_folder_lists_nothing() {
    let mut store = SaveStore::new(FileBackend::new(temp_dir("missing")));
    let listing = store.list().unwrap();
    assert!(listing.saves.is_empty() && listing.set_aside.is_empty());
    assert!(listing.latest_unfinished().is_none());
    assert!(matches!(store.read("nothing"), Err(StoreError::Missing(_))));
}

#[test]
fn a_finished_match_is_not_offered_to_continue() {
    let mut store = SaveStore::new(MemoryBackend::default());
    let (save, _) = common::played::<codebreakers_code_knacker::CodeKnacker>(
        &Default::default(),
        &[common::HUMAN],
        5,
        10_000,
    );
    assert!(save.is_finished());
    store.write("done", &save).unwrap();
    let listing = store.list().unwrap();
    assert!(listing.latest_unfinished().is_none());
    assert_eq!(listing.finished().count(), 1);
    let _: &SaveFile = listing.finished().next().unwrap();
}
