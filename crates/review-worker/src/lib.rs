//! A finished match's review made in a browser's Web Worker, off the page's one thread
//! (`docs/review.md`, "In the browser"). The page has one thread, and one Code Breaker row
//! judged exactly takes seconds there: made in slices of the frame, it would hold a frame
//! that long.
//!
//! A module of plain exports, no JavaScript glue, run by `web/review-worker.js`: the worker
//! writes the save's JSON into [`input`]'s buffer, calls [`begin`], then [`advance`] until it
//! answers 0 (telling the game [`done`] of [`total`] as it goes), and [`finish`] writes the
//! review's JSON at [`output`]. On a failure the output holds the reason.
//!
//! It also works out Code Knacker's book of turn values ([`book`], run by
//! `web/book-worker.js`): the site ships no book, the device makes it once and keeps it.

use codebreakers_records::SaveFile;
use codebreakers_review::Reviewing;
use std::cell::RefCell;

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static REVIEWING: RefCell<Option<Reviewing>> = const { RefCell::new(None) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the save's JSON; where it starts.
#[unsafe(no_mangle)]
pub extern "C" fn input(len: u32) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        input.clear();
        input.resize(len as usize, 0);
        input.as_mut_ptr()
    })
}

/// Starts reviewing the save in the input: 1, or 0 with the reason at [`output`].
#[unsafe(no_mangle)]
pub extern "C" fn begin() -> u32 {
    let started = INPUT.with_borrow(|input| {
        let save: SaveFile = serde_json::from_slice(input).map_err(|e| e.to_string())?;
        codebreakers_review::start(&save).map_err(|e| e.to_string())
    });
    match started {
        Ok(reviewing) => {
            REVIEWING.set(Some(reviewing));
            1
        }
        Err(reason) => {
            REVIEWING.set(None);
            OUTPUT.set(reason.into_bytes());
            0
        }
    }
}

/// Judges the next action: 1 while more are left.
#[unsafe(no_mangle)]
pub extern "C" fn advance() -> u32 {
    REVIEWING.with_borrow_mut(|reviewing| reviewing.as_mut().is_some_and(Reviewing::advance)) as u32
}

/// The actions judged so far.
#[unsafe(no_mangle)]
pub extern "C" fn done() -> u32 {
    progress().0
}

/// The actions of the match.
#[unsafe(no_mangle)]
pub extern "C" fn total() -> u32 {
    progress().1
}

fn progress() -> (u32, u32) {
    REVIEWING.with_borrow(|reviewing| {
        reviewing.as_ref().map_or((0, 0), |r| {
            let (done, total) = r.progress();
            (done as u32, total as u32)
        })
    })
}

/// Writes the review's JSON at [`output`]; its length (0 when no review was under way).
#[unsafe(no_mangle)]
pub extern "C" fn finish() -> u32 {
    let Some(reviewing) = REVIEWING.take() else {
        return 0;
    };
    let json = serde_json::to_vec(&reviewing.finish()).unwrap_or_default();
    let len = json.len() as u32;
    OUTPUT.set(json);
    len
}

/// Works out Code Knacker's book of turn values (the very bytes of the shipped
/// `assets/code-knacker/turn-values.bin`) at [`output`]; its length. Half a minute to a minute
/// of one core: the page's worker runs it, never the page.
#[unsafe(no_mangle)]
pub extern "C" fn book() -> u32 {
    let bytes = codebreakers_code_knacker::book::Book::generate().to_bytes();
    let len = bytes.len() as u32;
    OUTPUT.set(bytes);
    len
}

/// Where the output starts: the review, the book, or why there is no review.
#[unsafe(no_mangle)]
pub extern "C" fn output() -> *const u8 {
    OUTPUT.with_borrow(|output| output.as_ptr())
}

/// The output's length.
#[unsafe(no_mangle)]
pub extern "C" fn output_len() -> u32 {
    OUTPUT.with_borrow(|output| output.len() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn given(bytes: &[u8]) {
        let at = input(bytes.len() as u32);
        // SAFETY: `input` made a buffer of exactly this length at `at`.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), at, bytes.len()) };
    }

    fn out() -> String {
        // SAFETY: `output` and `output_len` describe the output buffer, unchanged since.
        let bytes = unsafe { std::slice::from_raw_parts(output(), output_len() as usize) };
        String::from_utf8(bytes.to_vec()).unwrap()
    }

    /// A match of Code Breaker between the easy and the hard player, saved.
    fn saved(seed: u64) -> SaveFile {
        use codebreakers_code_breaker::CodeBreaker;
        use codebreakers_kernel::{BotLevel, Game, MatchSeeds, SeatId, SeatKind, Timeline};
        use codebreakers_records::ChanceSpec;
        use codebreakers_registry::Registered;
        let seeds = MatchSeeds::from(seed);
        let levels = [BotLevel::Easy, BotLevel::Hard];
        let mut bots: Vec<_> = (0..2)
            .map(|i| CodeBreaker::bot(levels[i], seeds.bot_seed(SeatId(i as u8))))
            .collect();
        let start = CodeBreaker::setup(&Default::default(), 2, seeds.chance()).unwrap();
        let mut t = Timeline::new(start);
        while let Some(&seat) = t.state().to_decide().first() {
            let action = bots[seat.index()].decide(&t.state().observe(seat));
            t.apply(seat, action).unwrap();
        }
        let seats = levels.map(SeatKind::Computer);
        let mut save = SaveFile::new::<CodeBreaker>(
            &Default::default(),
            &seats,
            &[],
            ChanceSpec::seeded(seed),
            0,
        );
        save.record(&t.log(), t.state(), 0);
        save.outcome = t.state().outcome();
        save
    }

    #[test]
    fn the_review_made_through_the_exports_is_the_review() {
        let save = saved(2);
        given(&serde_json::to_vec(&save).unwrap());
        assert_eq!(begin(), 1, "{}", out());
        assert_eq!(total() as usize, save.actions.len());
        let mut steps = 0;
        while advance() == 1 {
            steps += 1;
            assert_eq!(done(), steps);
        }
        let len = finish();
        assert_eq!(len, output_len());
        let made: codebreakers_review::Review = serde_json::from_str(&out()).unwrap();
        let whole = codebreakers_review::review(&save).unwrap();
        assert_eq!(
            serde_json::to_value(&made).unwrap(),
            serde_json::to_value(&whole).unwrap(),
            "read back from JSON, the same review"
        );
        assert!(!made.decisions.is_empty());
    }

    #[test]
    fn a_save_that_is_no_save_is_refused_with_its_reason() {
        given(b"{\"not\": \"a save\"}");
        assert_eq!(begin(), 0);
        assert!(!out().is_empty());
        assert_eq!(advance(), 0);
        assert_eq!(finish(), 0);
    }
}
