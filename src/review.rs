//! A finished match's review as the app keeps it (`docs/review.md`): made off the frame (a
//! thread on the desktop; in the browser a Web Worker, `web/review-worker.js`, or where none
//! starts a slice of each frame), its words
//! (labels, losses), and what the review asks the table for: a decision played again
//! ([`RetryFrom`]). The review's screen is `screens::review`; the table's part, and a move in
//! the words the log tells it, `table::retry`.

use crate::records::setup_of;
use crate::session::{MatchSetup, Screen, TypedNames};
use crate::t;
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_kernel::{SeatId, SeatKind};
use codebreakers_records::SaveFile;
use codebreakers_review::{Decision, Label, Review, Reviewing};
use std::sync::Mutex;

#[cfg(target_arch = "wasm32")]
mod worker;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        work_on_the_review.run_if(resource_exists::<ReviewOf>),
    );
}

fn work_on_the_review(mut review: ResMut<ReviewOf>) {
    review.work_on();
}

/// A decision to play again when the table opens: the match saved up to it, the seat that
/// made it, its place, and the review's verdict on it.
#[derive(Resource, Clone, Debug)]
pub struct RetryFrom {
    pub file: SaveFile,
    pub seat: SeatId,
    /// The seat's player's name.
    pub name: String,
    pub index: usize,
    pub then: Decision,
}

/// The finished match under review, and where its review stands.
#[derive(Resource)]
pub struct ReviewOf {
    pub save: SaveFile,
    /// The seats played at this screen: theirs are the decisions to try again.
    pub mine: Vec<SeatId>,
    /// Where Back goes: the results, or the title (its saved matches).
    pub back: Screen,
    pub(crate) work: Work,
    /// The decision chosen: an index into the review's decisions.
    pub selected: Option<usize>,
    /// The chosen decision in words: its index, the move made, the best.
    pub(crate) words: Option<(usize, Vec<String>, Vec<String>)>,
}

/// How far the review has come.
pub(crate) enum Work {
    /// Made a slice of each frame (the browser's page has one thread): where no worker
    /// starts, and for Code Knacker, judged in milliseconds from the book the game holds.
    #[cfg(target_arch = "wasm32")]
    Here(Mutex<Option<Reviewing>>),
    /// Made in the browser's review worker ([`worker`]).
    #[cfg(target_arch = "wasm32")]
    Worker(worker::Answers),
    /// Made on a thread of its own: the actions judged and in all, then the review.
    #[cfg(not(target_arch = "wasm32"))]
    Thread {
        progress: std::sync::Arc<std::sync::atomic::AtomicU64>,
        done: std::sync::Arc<Mutex<Option<Review>>>,
    },
    Done(Review),
    Failed(String),
}

impl ReviewOf {
    /// Starts reviewing `save` (a finished match) for the players of `mine`.
    pub fn new(save: SaveFile, mine: Vec<SeatId>, back: Screen) -> Self {
        let work = match codebreakers_review::start(&save) {
            Ok(reviewing) => Work::start(&save, reviewing),
            Err(error) => Work::Failed(error.to_string()),
        };
        ReviewOf {
            save,
            mine,
            back,
            work,
            selected: None,
            words: None,
        }
    }

    /// The review, once made.
    pub fn review(&self) -> Option<&Review> {
        match &self.work {
            Work::Done(review) => Some(review),
            _ => None,
        }
    }

    /// The decisions of the seats played here that were not good, in the match's order.
    pub fn to_try_again(&self) -> Vec<&Decision> {
        self.review().map_or_else(Vec::new, |review| {
            review
                .decisions
                .iter()
                .filter(|d| d.label != Label::Good && self.mine.contains(&d.seat))
                .collect()
        })
    }

    /// The share of the review made, 0 to 1.
    pub(crate) fn progress(&self) -> f32 {
        let (done, total) = match &self.work {
            #[cfg(target_arch = "wasm32")]
            Work::Here(reviewing) => reviewing
                .lock()
                .ok()
                .and_then(|r| r.as_ref().map(Reviewing::progress))
                .unwrap_or((1, 1)),
            #[cfg(target_arch = "wasm32")]
            Work::Worker(answers) => answers.progress(),
            #[cfg(not(target_arch = "wasm32"))]
            Work::Thread { progress, .. } => {
                let both = progress.load(std::sync::atomic::Ordering::Relaxed);
                ((both >> 32) as usize, (both & 0xFFFF_FFFF) as usize)
            }
            Work::Done(_) | Work::Failed(_) => (1, 1),
        };
        done as f32 / total.max(1) as f32
    }
}

impl Work {
    #[cfg(not(target_arch = "wasm32"))]
    fn start(_save: &SaveFile, mut reviewing: Reviewing) -> Work {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicU64, Ordering};
        let progress = Arc::new(AtomicU64::new(0));
        let done = Arc::new(Mutex::new(None));
        let (told, made) = (progress.clone(), done.clone());
        let spawned = std::thread::Builder::new()
            .name("review".into())
            .spawn(move || {
                while reviewing.advance() {
                    let (at, total) = reviewing.progress();
                    told.store((at as u64) << 32 | total as u64, Ordering::Relaxed);
                }
                if let Ok(mut made) = made.lock() {
                    *made = Some(reviewing.finish());
                }
            });
        match spawned {
            Ok(_) => Work::Thread { progress, done },
            Err(error) => Work::Failed(error.to_string()),
        }
    }

    #[cfg(target_arch = "wasm32")]
    fn start(save: &SaveFile, reviewing: Reviewing) -> Work {
        let quick =
            save.game == <codebreakers_code_knacker::CodeKnacker as codebreakers_kernel::Game>::ID;
        match (quick, worker::start(save)) {
            (false, Ok(answers)) => {
                info!("the review is made in a worker");
                Work::Worker(answers)
            }
            (false, Err(error)) => {
                warn!("the review is made on the page: no worker started ({error})");
                Work::Here(Mutex::new(Some(reviewing)))
            }
            (true, _) => Work::Here(Mutex::new(Some(reviewing))),
        }
    }
}

/// The longest a frame spends on the review where it is made a slice of each frame.
#[cfg(target_arch = "wasm32")]
const SLICE_MILLISECONDS: u128 = 12;

impl ReviewOf {
    /// Works on the review for a while (a slice of the frame where it is made here), and
    /// takes it once made.
    pub fn work_on(&mut self) {
        let finished = match &self.work {
            #[cfg(target_arch = "wasm32")]
            Work::Here(reviewing) => {
                let Ok(mut held) = reviewing.lock() else {
                    return;
                };
                let started = bevy::platform::time::Instant::now();
                let mut more = true;
                if let Some(reviewing) = held.as_mut() {
                    while more && started.elapsed().as_millis() < SLICE_MILLISECONDS {
                        more = reviewing.advance();
                    }
                }
                if more {
                    return;
                }
                held.take().map(Reviewing::finish)
            }
            #[cfg(target_arch = "wasm32")]
            Work::Worker(answers) => match answers.take() {
                Some(Ok(review)) => Some(review),
                Some(Err(error)) => {
                    error!("the review worker failed: {error}");
                    self.work = Work::Failed(error);
                    return;
                }
                None => return,
            },
            #[cfg(not(target_arch = "wasm32"))]
            Work::Thread { done, .. } => done.lock().ok().and_then(|mut d| d.take()),
            Work::Done(_) | Work::Failed(_) => return,
        };
        if let Some(finished) = finished {
            info!("reviewed: {} decisions judged", finished.decisions.len());
            self.work = Work::Done(finished);
        }
    }
}

/// Opens the review of `save` (for the players of `mine`), made already if it is the one
/// under way.
pub fn open(
    commands: &mut Commands,
    under_way: Option<&ReviewOf>,
    save: &SaveFile,
    mine: Vec<SeatId>,
    back: Screen,
    next: &mut NextState<Screen>,
) {
    if under_way.is_none_or(|r| r.save != *save) {
        commands.insert_resource(ReviewOf::new(save.clone(), mine, back));
    }
    next.set(Screen::Review);
}

/// The seats of `save` a human played.
pub fn human_seats(save: &SaveFile) -> Vec<SeatId> {
    save.seats
        .iter()
        .enumerate()
        .filter(|(_, kind)| kind.is_human())
        .map(|(i, _)| SeatId(i as u8))
        .collect()
}

/// The word of a label, in the player's language.
pub fn label_word(label: Label) -> String {
    match label {
        Label::Good => t!("review-good"),
        Label::Inaccuracy => t!("review-inaccuracy"),
        Label::Mistake => t!("review-mistake"),
        Label::Blunder => t!("review-blunder"),
    }
}

/// A label's colour on the chart and in the list (each label has its own mark's shape too).
pub fn label_colour(label: Label) -> egui::Color32 {
    match label {
        Label::Good => crate::theme::NOTE_GREEN,
        Label::Inaccuracy => egui::Color32::from_rgb(0xF0, 0xD0, 0x60),
        Label::Mistake => egui::Color32::from_rgb(0xF0, 0x90, 0x40),
        Label::Blunder => crate::theme::NOTE_RED,
    }
}

/// The loss of `decision` in its game's unit, in words ("12 points", "0.4 rows").
pub fn loss_words(decision: &Decision) -> String {
    use codebreakers_review::Unit;
    let loss = (decision.loss * 10.0).round() / 10.0;
    match decision.unit {
        Unit::Rows => t!("review-loss-rows", loss = loss),
        Unit::Bits => t!("review-loss-bits", loss = loss),
        Unit::Millions => t!("review-loss-millions", loss = loss),
        Unit::WinChance => t!("review-loss-points", loss = loss),
    }
}

/// [`try_again`] on the review `world` holds (a test's or a tool's way to press the
/// button).
pub fn try_again_in(world: &mut World, at: usize) {
    use bevy::ecs::system::RunSystemOnce;
    let pressed = world.run_system_once(
        move |mut commands: Commands,
              review: Res<ReviewOf>,
              mut setup: ResMut<MatchSetup>,
              mut next: ResMut<NextState<Screen>>| {
            try_again(&mut commands, &review, at, &mut setup, &mut next);
        },
    );
    if let Err(error) = pressed {
        warn!("Try again could not run: {error}");
    }
}

/// Plays decision `at` of the review again: the match as it stood then, the seat played
/// here, the others by computers.
pub fn try_again(
    commands: &mut Commands,
    review: &ReviewOf,
    at: usize,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
) {
    let Some(decision) = review.review().and_then(|r| r.decisions.get(at)) else {
        return;
    };
    let mut file = review.save.clone();
    // The names kept as they were, whoever plays the seats now.
    file.names = review.save.names();
    file.actions.truncate(decision.index);
    file.outcome = None;
    file.resigned.clear();
    let Some(mut again) = setup_of(&file) else {
        return;
    };
    for (i, seat) in again.seats.iter_mut().enumerate() {
        seat.kind = if i == decision.seat.index() {
            SeatKind::Human
        } else if seat.kind.is_human() {
            SeatKind::Computer(codebreakers_kernel::BotLevel::Hard)
        } else {
            seat.kind
        };
    }
    file.seats = again.seats.iter().map(|s| s.kind).collect();
    commands.insert_resource(TypedNames::all(again.seats.len()));
    *setup = again;
    commands.insert_resource(RetryFrom {
        file,
        seat: decision.seat,
        name: review
            .save
            .names()
            .get(decision.seat.index())
            .cloned()
            .unwrap_or_default(),
        index: decision.index,
        then: decision.clone(),
    });
    next.set(Screen::Playing);
}
