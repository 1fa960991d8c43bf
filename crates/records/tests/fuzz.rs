//! 10 000 mutated and truncated saves (bytes flipped, fields removed, types changed, cut at
//! random lengths), from a seeded generator, fed to the loader for each of the four games:
//! never a panic, always a save or a typed error.

mod common;

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_passcode::Passcode;
use codebreakers_records::{LoadError, SaveFile, rebuild, verify};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde_json::{Value, json};

/// Every place in `value`: object fields by key, array items by index.
fn paths(value: &Value, at: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    out.push(at.clone());
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                at.push(json!(key));
                paths(child, at, out);
                at.pop();
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                at.push(json!(i));
                paths(child, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

fn get_mut<'a>(value: &'a mut Value, path: &[Value]) -> &'a mut Value {
    path.iter().fold(value, |v, step| match step {
        Value::String(key) => &mut v[key.as_str()],
        _ => &mut v[step.as_u64().unwrap() as usize],
    })
}

/// Something of another type, or an awkward value of the same.
fn odd_value(rng: &mut Pcg64Mcg) -> Value {
    match rng.random_range(0..12) {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(-1),
        3 => json!(u64::MAX),
        4 => json!(1e308),
        5 => json!("RGBYK"),
        6 => json!([]),
        7 => json!({}),
        8 => json!(rng.random_range(0..300)),
        9 => json!(["human", "hard", "easy", "normal", "human", "human", "hard"]),
        10 => json!({"seat": rng.random_range(0..8), "action": "roll"}),
        _ => json!("code-knacker"),
    }
}

fn mutate(base: &str, rng: &mut Pcg64Mcg) -> Vec<u8> {
    let mut value: Value = serde_json::from_str(base).unwrap();
    let rounds = rng.random_range(1..=3);
    for _ in 0..rounds {
        let mut all = Vec::new();
        paths(&value, &mut Vec::new(), &mut all);
        let path = all[rng.random_range(0..all.len())].clone();
        match rng.random_range(0..6) {
            // A field or an item removed.
            0 if !path.is_empty() => {
                let (last, parent) = path.split_last().unwrap();
                match get_mut(&mut value, parent) {
                    Value::Object(map) => {
                        map.remove(last.as_str().unwrap());
                    }
                    Value::Array(items) => {
                        items.remove(last.as_u64().unwrap() as usize);
                    }
                    _ => {}
                }
            }
            // A type changed.
            1 | 2 => *get_mut(&mut value, &path) = odd_value(rng),
            // An item repeated (an action twice, a seat more).
            3 => {
                if let Value::Array(items) = get_mut(&mut value, &path)
                    && !items.is_empty()
                {
                    let i = rng.random_range(0..items.len());
                    let copy = items[i].clone();
                    items.insert(rng.random_range(0..=items.len()), copy);
                }
            }
            // A number nudged.
            4 => {
                let v = get_mut(&mut value, &path);
                if let Some(n) = v.as_u64() {
                    *v = json!(n.wrapping_add(rng.random_range(1..4)));
                }
            }
            _ => {}
        }
    }
    let mut bytes = serde_json::to_vec(&value).unwrap();
    match rng.random_range(0..4) {
        // Bytes flipped.
        0 => {
            for _ in 0..rng.random_range(1..=4) {
                let i = rng.random_range(0..bytes.len());
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
        }
        // Cut at a random length.
        1 => bytes.truncate(rng.random_range(0..bytes.len())),
        _ => {}
    }
    bytes
}

/// The whole loader on one text: parse, check, and rebuild as each game.
fn load(bytes: &[u8]) -> Result<(), LoadError> {
    let save = SaveFile::from_json(bytes)?;
    let checked = verify(&save);
    let games = [
        rebuild::<CodeBreaker>(&save).map(drop),
        rebuild::<CodeKnacker>(&save).map(drop),
        rebuild::<CrackIt>(&save).map(drop),
        rebuild::<Passcode>(&save).map(drop),
    ];
    // Exactly one game may take it, the one it names, and only if it verifies.
    let taken = games.iter().filter(|r| r.is_ok()).count();
    assert!(taken <= 1);
    assert_eq!(taken == 1, checked.is_ok());
    checked
}

#[test]
fn ten_thousand_mutated_saves_never_panic_and_each_is_a_save_or_a_typed_error() {
    let bases: Vec<String> = common::one_of_each()
        .iter()
        .map(SaveFile::to_json)
        .collect();
    let mut rng = Pcg64Mcg::seed_from_u64(13);
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    for n in 0..10_000 {
        let base = &bases[n % bases.len()];
        let bytes = mutate(base, &mut rng);
        let kind = match load(&bytes) {
            Ok(()) => "ok".to_string(),
            Err(e) => {
                assert!(!e.to_string().is_empty());
                format!("{e:?}")
                    .split(['(', ' ', '{'])
                    .next()
                    .unwrap()
                    .to_string()
            }
        };
        *kinds.entry(kind).or_default() += 1;
    }
    // The mutations reach every stage of the loader.
    for kind in [
        "ok",
        "NotJson",
        "Truncated",
        "NotASave",
        "UnknownGame",
        "BadOptions",
        "BadAction",
        "IllegalAction",
        "Setup",
    ] {
        assert!(kinds.get(kind).is_some_and(|&n| n > 0), "{kind}: {kinds:?}");
    }
}
