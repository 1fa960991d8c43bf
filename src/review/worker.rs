//! The review made in the browser's review worker (`web/review-worker.js`, running the
//! `codebreakers-review-worker` module), off the page's one thread: the game posts the save's
//! JSON; the worker answers with its progress as it goes, then the review's JSON or why it
//! failed.

use codebreakers_records::SaveFile;
use codebreakers_review::Review;
use js_sys::wasm_bindgen::closure::Closure;
use js_sys::wasm_bindgen::{JsCast, JsValue};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// The worker's script, beside the page.
const SCRIPT: &str = "review-worker.js";

thread_local! {
    /// The worker under way and what hears it (a new review ends the one before).
    static UNDER_WAY: RefCell<Option<UnderWay>> = const { RefCell::new(None) };
}

/// A worker, what hears its messages and what hears it fail.
struct UnderWay {
    worker: web_sys::Worker,
    _hear: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _fail: Closure<dyn FnMut(web_sys::Event)>,
}

/// What the worker has told: its progress, then the review or why there is none.
pub(crate) struct Answers {
    progress: Arc<AtomicU64>,
    done: Arc<Mutex<Option<Result<Review, String>>>>,
}

impl Answers {
    /// The actions judged, and in all.
    pub(crate) fn progress(&self) -> (usize, usize) {
        let both = self.progress.load(Ordering::Relaxed);
        ((both >> 32) as usize, (both & 0xFFFF_FFFF) as usize)
    }

    /// The review, or why it failed, once told.
    pub(crate) fn take(&self) -> Option<Result<Review, String>> {
        self.done.lock().ok()?.take()
    }
}

/// Starts a worker on `save`'s review (ending any still under way).
pub(crate) fn start(save: &SaveFile) -> Result<Answers, String> {
    let json = serde_json::to_string(save).map_err(|e| e.to_string())?;
    let worker = web_sys::Worker::new(SCRIPT).map_err(|e| format!("{e:?}"))?;
    let progress = Arc::new(AtomicU64::new(0));
    let done = Arc::new(Mutex::new(None));
    let (told, made, failed) = (progress.clone(), done.clone(), done.clone());
    let hear =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |message: web_sys::MessageEvent| {
            let answer = heard(&message.data());
            match answer {
                Heard::Progress(at, total) => told.store(at << 32 | total, Ordering::Relaxed),
                Heard::Done(result) => {
                    if let Ok(mut made) = made.lock() {
                        *made = Some(result);
                    }
                }
            }
        });
    worker.set_onmessage(Some(hear.as_ref().unchecked_ref()));
    // The script or its module could not be loaded or run.
    let fail = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        if let Ok(mut failed) = failed.lock() {
            *failed = Some(Err(format!("{SCRIPT} did not run"))); // not words: a technical reason
        }
    });
    worker.set_onerror(Some(fail.as_ref().unchecked_ref()));
    worker
        .post_message(&JsValue::from_str(&json))
        .map_err(|e| format!("{e:?}"))?;
    let now = UnderWay {
        worker,
        _hear: hear,
        _fail: fail,
    };
    UNDER_WAY.with_borrow_mut(|under_way| {
        if let Some(before) = under_way.replace(now) {
            before.worker.terminate();
        }
    });
    Ok(Answers { progress, done })
}

/// One message of the worker, read.
enum Heard {
    Progress(u64, u64),
    Done(Result<Review, String>),
}

/// Reads a message: `{progress: [done, total]}`, `{review: JSON}` or `{failed: why}`.
fn heard(data: &JsValue) -> Heard {
    let field = |name: &str| js_sys::Reflect::get(data, &JsValue::from_str(name)).ok();
    if let Some(review) = field("review").and_then(|r| r.as_string()) {
        return Heard::Done(serde_json::from_str(&review).map_err(|e| e.to_string()));
    }
    if let Some(progress) = field("progress").filter(|p| p.is_object()) {
        let at = |i: u32| {
            js_sys::Reflect::get_u32(&progress, i)
                .ok()
                .and_then(|n| n.as_f64())
                .unwrap_or(0.0) as u64
        };
        return Heard::Progress(at(0), at(1));
    }
    let why = field("failed")
        .and_then(|f| f.as_string())
        .unwrap_or_else(|| "the worker answered nothing the game reads".into()); // not words: a technical reason
    Heard::Done(Err(why))
}
