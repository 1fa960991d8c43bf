//! The layout checker: every screen of the game laid out without a window or a GPU, at
//! every size, in English and German, at 100 % and 200 %, and looked at by machine
//! (`docs/layout.md`). It reads what was laid out, not pixels: the shapes egui painted on
//! each layer (each text's rows with their font size, each box a control or a frame
//! paints, and what is opaque), and where the table's pieces and words lie on the screen.
//! It fails naming the screen, the size, the language, the scale and the two things where
//!
//! - two texts, or a text and a control's box, or two controls overlap on one layer;
//! - a text or control lies outside the window and no scroll area clips it;
//! - a window, card or banner covers a piece the player may touch (the hand, the die,
//!   what the lesson's step asks for) while the table is in play;
//! - at 1920x1080 and 100 % a text on a panel or on the table is under 18 pixels.
//!
//! `LAYOUT_LOOKS=1280x720` (any part of a look's name) and `LAYOUT_SCREENS=lesson` (any
//! part of a screen's name) narrow a run while a screen is being mended.
//!
//! The language and the interface scale are each one setting for the whole process, so
//! this is a test binary of its own, and its one test takes the looks in turn.

mod drawn;
mod looks;
mod screens;
mod table;

use looks::Look;
use std::fmt::Write;

/// Every screen of the list at every look: no finding.
#[test]
fn every_screen_fits_at_every_size_language_and_scale() {
    let mut findings = Vec::new();
    let mut screens_seen = 0;
    for look in looks::every_look() {
        let mut checker = screens::Checker::new(look);
        screens::visit_every_screen(&mut checker);
        screens_seen += checker.screens_seen;
        findings.append(&mut checker.findings);
        // Each lesson as a newcomer meets it: in an app that has shown no other.
        for game in codebreakers::screens::GameId::ALL {
            let mut checker = screens::Checker::new(look);
            screens::every_step_of_the_lesson(&mut checker, game);
            screens_seen += checker.screens_seen;
            findings.append(&mut checker.findings);
        }
    }
    assert!(screens_seen > 0, "no screen was looked at (LAYOUT_LOOKS or LAYOUT_SCREENS?)");
    findings.dedup();
    let mut report = String::new();
    for finding in &findings {
        let _ = writeln!(report, "{finding}");
    }
    if let Ok(path) = std::env::var("LAYOUT_REPORT") {
        std::fs::write(&path, &report).expect("the report is written");
    }
    assert!(
        findings.is_empty(),
        "{} findings on {screens_seen} screens looked at:\n{report}",
        findings.len()
    );
}

/// A look's name for a finding.
fn at(look: &Look, screen: &str) -> String {
    format!("[{screen} | {look}]")
}
