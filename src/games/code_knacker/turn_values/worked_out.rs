//! The book worked out in the browser, off the page's one thread: `web/book-worker.js` runs the
//! review worker's module (its `book` export) once, checks the book against the shipped one's
//! hash and keeps it in the browser's Cache Storage; at the next start it answers with the kept
//! one at once. The book is 15 MB (5.3 MB with brotli) against half a minute to a minute of one
//! core, which the player spends playing: the hard player and the hint plan the turn alone
//! meanwhile.

use super::asked::{Asked, wanted};
use bevy::prelude::*;
use codebreakers_code_knacker::book::{self, Book};
use js_sys::wasm_bindgen::closure::Closure;
use js_sys::wasm_bindgen::{JsCast, JsValue};
use std::cell::RefCell;
use std::sync::{Arc, Mutex};

/// The worker's script, beside the page.
const SCRIPT: &str = "book-worker.js";

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            start.run_if(wanted),
            install.run_if(resource_exists::<Coming>),
        ),
    );
}

thread_local! {
    /// The worker under way and what hears it, kept until it has answered.
    static UNDER_WAY: RefCell<Option<UnderWay>> = const { RefCell::new(None) };
}

struct UnderWay {
    worker: web_sys::Worker,
    _hear: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _fail: Closure<dyn FnMut(web_sys::Event)>,
}

/// What the worker answers: the book's bytes and how they came, or why there are none.
type Answer = Result<Made, String>;

struct Made {
    bytes: Vec<u8>,
    /// Kept on the device from an earlier start, not worked out now.
    kept: bool,
    seconds: f64,
    /// "same" (the shipped book's bytes), "different" or "unchecked" (no hash to check by).
    checked: String,
}

/// The worker's answer, once told.
#[derive(Resource)]
struct Coming(Arc<Mutex<Option<Answer>>>);

fn start(mut commands: Commands) {
    commands.insert_resource(Asked);
    match started() {
        Ok(coming) => {
            commands.insert_resource(coming);
        }
        Err(why) => warn!(
            "no Code Knacker book of turn values ({why}): the hard player works its values out"
        ),
    }
}

fn started() -> Result<Coming, String> {
    let worker = web_sys::Worker::new(SCRIPT).map_err(|e| format!("{e:?}"))?;
    let answer = Arc::new(Mutex::new(None));
    let (told, failed) = (answer.clone(), answer.clone());
    let hear =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |message: web_sys::MessageEvent| {
            if let Ok(mut told) = told.lock() {
                *told = Some(heard(&message.data()));
            }
        });
    worker.set_onmessage(Some(hear.as_ref().unchecked_ref()));
    let fail = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        if let Ok(mut failed) = failed.lock() {
            *failed = Some(Err(format!("{SCRIPT} did not run"))); // not words: a technical reason
        }
    });
    worker.set_onerror(Some(fail.as_ref().unchecked_ref()));
    worker
        .post_message(&JsValue::NULL)
        .map_err(|e| format!("{e:?}"))?;
    UNDER_WAY.set(Some(UnderWay {
        worker,
        _hear: hear,
        _fail: fail,
    }));
    Ok(Coming(answer))
}

/// Reads `{book, kept, seconds, checked}` or `{failed: why}`.
fn heard(data: &JsValue) -> Answer {
    let field = |name: &str| js_sys::Reflect::get(data, &JsValue::from_str(name)).ok();
    match field("book").filter(|b| b.is_instance_of::<js_sys::ArrayBuffer>()) {
        Some(buffer) => Ok(Made {
            bytes: js_sys::Uint8Array::new(&buffer).to_vec(),
            kept: field("kept").and_then(|k| k.as_bool()).unwrap_or(false),
            seconds: field("seconds").and_then(|s| s.as_f64()).unwrap_or(0.0),
            checked: field("checked")
                .and_then(|c| c.as_string())
                .unwrap_or_default(),
        }),
        None => Err(field("failed")
            .and_then(|f| f.as_string())
            .unwrap_or_else(|| "the worker answered nothing the game reads".into())), // not words: a technical reason
    }
}

fn install(mut commands: Commands, coming: Res<Coming>) {
    let Some(answer) = coming.0.lock().ok().and_then(|mut a| a.take()) else {
        return;
    };
    commands.remove_resource::<Coming>();
    if let Some(done) = UNDER_WAY.take() {
        done.worker.terminate();
    }
    let made = answer.and_then(|made| {
        let book = Book::from_bytes(&made.bytes).map_err(|e| e.to_string())?;
        Ok((made, book))
    });
    match made {
        Ok((made, loaded)) => {
            let how = if made.kept {
                "kept on this device".to_string() // not words: the log's, for developers
            } else {
                format!("worked out on this device in {:.1} s", made.seconds) // not words: the log's
            };
            let checked = match made.checked.as_str() {
                "same" => "the shipped book's bytes", // not words: the log's
                "different" => "NOT the shipped book's bytes", // not words: the log's
                _ => "unchecked",
            };
            info!(
                "Code Knacker book of turn values: {} positions, {how} ({checked})",
                loaded.len()
            );
            book::install(loaded);
        }
        Err(why) => warn!(
            "no Code Knacker book of turn values ({why}): the hard player works its values out"
        ),
    }
}
