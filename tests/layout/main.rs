//! The layout checker: every screen of the game laid out without a window or a GPU, at
//! every size, in English and German, at 100 % and 200 %, and looked at by machine
//! (`docs/layout.md`). It reads what was laid out, not pixels: the shapes egui painted on
//! each layer (each text's rows with their font size, each box a control or a frame
//! paints, and what is opaque), and where the table's pieces and words lie on the screen.
//! It fails naming the screen, the size, the language, the scale and the two things where
//!
//! - two texts, or a text and a control's box, overlap on one layer;
//! - a text or control lies outside the window and no scroll area clips it;
//! - a window, card or banner covers a piece the player may touch (the hand, the die,
//!   what the lesson's step asks for) while the table is in play;
//! - at 1920x1080 and 100 % a text on a panel or on the table is under 18 pixels.
//!
//! `LAYOUT_LOOKS=1280x720` (any part of a look's name) and `LAYOUT_SCREENS=lesson` (any
//! part of a screen's name) narrow a run while a screen is being mended.
//!
//! The language and the interface scale are each one setting for the whole process, so
//! each look is laid out in a process of its own: the test runs this binary again once a
//! look, as many at a time as there are cores, and gathers what they found.

#[path = "../app/common/mod.rs"]
mod common;
mod drawn;
mod i18n;
mod looks;
mod screens;
mod table;

use looks::Look;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::process::{Child, Command, Stdio};

/// The test's name, for running it again in a process of one look.
const NAME: &str = "every_screen_fits_at_every_size_language_and_scale";

/// Set in a process that lays out one look: its index in [`looks::every_look`].
const ONE_LOOK: &str = "LAYOUT_ONE_LOOK";

/// Every screen of the list at every look: no finding.
#[test]
fn every_screen_fits_at_every_size_language_and_scale() {
    let looks = looks::every_look();
    if let Ok(index) = std::env::var(ONE_LOOK) {
        let look = looks[index.parse::<usize>().expect("a look's index")];
        let (seen, findings) = lay_out(look);
        // Read by the process that ran this one (on lines of their own: the test harness
        // has begun a line with the test's name).
        println!("\nSEEN {seen}");
        for finding in findings {
            println!("FINDING {finding}");
        }
        return;
    }
    let at_once = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut running: Vec<(Look, Child)> = Vec::new();
    let mut findings = Vec::new();
    let mut screens_seen = 0;
    let mut waiting = looks.iter().copied().enumerate().peekable();
    while waiting.peek().is_some() || !running.is_empty() {
        while running.len() < at_once
            && let Some((index, look)) = waiting.next()
        {
            let child = Command::new(std::env::current_exe().expect("this test's binary"))
                .args(["--exact", NAME, "--nocapture", "--test-threads=1"])
                .env(ONE_LOOK, index.to_string())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the test's binary runs again");
            running.push((look, child));
        }
        let (look, child) = running.remove(0);
        let output = child.wait_with_output().expect("a look's process ends");
        let stdout = String::from_utf8_lossy(&output.stdout);
        if !output.status.success() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(12).collect();
            findings.push(format!(
                "[{look}] the look's process failed ({}):\n{}",
                output.status,
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            ));
        }
        for line in stdout.lines() {
            if let Some(seen) = line.strip_prefix("SEEN ") {
                screens_seen += seen.parse::<usize>().unwrap_or(0);
            } else if let Some(finding) = line.strip_prefix("FINDING ") {
                findings.push(finding.to_owned());
            }
        }
    }
    assert!(
        screens_seen > 0,
        "no screen was looked at (LAYOUT_LOOKS or LAYOUT_SCREENS?)"
    );
    let found: BTreeSet<String> = findings.iter().map(|f| without_places(f)).collect();
    let mut report = String::new();
    for finding in &found {
        let _ = writeln!(report, "{finding}");
    }
    if let Ok(path) = std::env::var("LAYOUT_REPORT") {
        std::fs::write(&path, &report).expect("the report is written");
    }
    let known: BTreeSet<&str> = KNOWN
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect();
    if std::env::var("LAYOUT_WRITE_KNOWN").is_ok() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/layout/known.txt");
        std::fs::write(path, format!("{KNOWN_HEADER}{report}")).expect("known.txt is written");
        return;
    }
    let new: Vec<&String> = found
        .iter()
        .filter(|f| !known.contains(f.as_str()))
        .collect();
    // A finding mended leaves the list (run with LAYOUT_WRITE_KNOWN=1), so it cannot come
    // back unseen; a narrowed run sees only part of the list.
    let whole_run =
        std::env::var("LAYOUT_LOOKS").is_err() && std::env::var("LAYOUT_SCREENS").is_err();
    let mended: Vec<&&str> = known
        .iter()
        .filter(|k| whole_run && !found.contains(**k))
        .collect();
    let mut message = String::new();
    for finding in &new {
        let _ = writeln!(message, "new: {finding}");
    }
    for finding in &mended {
        let _ = writeln!(
            message,
            "mended, to leave tests/layout/known.txt: {finding}"
        );
    }
    assert!(
        new.is_empty() && mended.is_empty(),
        "{} new findings and {} mended on {screens_seen} screens looked at ({} known):\n{message}",
        new.len(),
        mended.len(),
        known.len()
    );
}

/// The findings the checker's first runs left to mend, one a line, as the checker words
/// them without their places on the screen (`tests/layout/known.txt`): the list only
/// shrinks. Any other finding fails the test.
const KNOWN: &str = include_str!("known.txt");

const KNOWN_HEADER: &str = "\
# Findings of the layout checker still to mend (docs/layout.md), as it words them without
# their places on the screen. Any finding not here fails tests/layout; one mended must
# leave the list: LAYOUT_WRITE_KNOWN=1 cargo test --profile tests --test layout writes it anew.
";

/// A finding without the screen places it names (they move with any change of layout).
fn without_places(finding: &str) -> String {
    let mut out = String::with_capacity(finding.len());
    let mut rest = finding;
    while let Some(start) = rest.find(" at (") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 4..];
        // A place is "(x,y)-(x,y)": skip to the end of its second parenthesis.
        let end = after
            .find(")-(")
            .and_then(|mid| after[mid + 3..].find(')').map(|e| mid + 3 + e + 1))
            .unwrap_or(0);
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Every screen at `look`: how many were looked at, and the findings.
fn lay_out(look: Look) -> (usize, Vec<String>) {
    let mut checker = screens::Checker::new(look);
    screens::visit_every_screen(&mut checker);
    let mut seen = checker.screens_seen;
    let mut findings = std::mem::take(&mut checker.findings);
    // Each lesson as a newcomer meets it: in an app that has shown no other.
    for game in codebreakers::screens::GameId::ALL {
        let mut checker = screens::Checker::new(look);
        screens::every_step_of_the_lesson(&mut checker, game);
        seen += checker.screens_seen;
        findings.append(&mut checker.findings);
    }
    (seen, findings)
}

/// A look's name for a finding.
fn at(look: &Look, screen: &str) -> String {
    format!("[{screen} | {look}]")
}
