//! Every lesson file in `assets/lessons/` reads, and each step's action is legal at its step
//! and comes when the table asks that seat: a rules change that breaks a lesson fails here.

use codebreakers_records::{GAMES, Lesson, LessonError, check_lesson};
use std::path::Path;

fn lessons_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/lessons"))
}

/// Reads `assets/lessons/<game>.json` and checks it plays step by step.
fn check(game: &str) {
    assert!(GAMES.contains(&game));
    let path = lessons_dir().join(format!("{game}.json"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lesson = Lesson::from_json(&bytes).unwrap_or_else(|e| panic!("{game}: {e}"));
    assert_eq!(lesson.game, game, "{}", path.display());
    if let Err(error) = check_lesson(&lesson) {
        panic!("the {game} lesson does not play: {error}");
    }
}

#[test]
fn the_code_breaker_lesson_is_legal_step_by_step() {
    check("code-breaker");
}

#[test]
fn the_code_knacker_lesson_is_legal_step_by_step() {
    check("code-knacker");
}

#[test]
fn the_crack_it_lesson_is_legal_step_by_step() {
    check("crack-it");
}

#[test]
fn the_passcode_lesson_is_legal_step_by_step() {
    check("passcode");
}

/// A Code Breaker lesson (the learner makes the code first) with these steps.
fn code_breaker_lesson(steps: &str) -> Lesson {
    let json = format!(
        r#"{{"game": "code-breaker", "seats": ["human", "normal"],
            "options": {{"mode": "standard", "first_maker": 0}},
            "steps": [{steps}]}}"#
    );
    Lesson::from_json(json.as_bytes()).unwrap()
}

#[test]
fn an_illegal_step_is_found_and_named() {
    let lesson = code_breaker_lesson(
        r#"{"say": "a", "seat": 0, "action": {"set_code": "RGBYK"}},
           {"seat": 1, "action": {"guess": "RRBYK"}},
           {"say": "end"}"#,
    );
    let error = check_lesson(&lesson).unwrap_err();
    assert!(
        matches!(error, LessonError::BadStep { step: 1, .. }),
        "{error}"
    );
}

#[test]
fn a_step_out_of_turn_is_found() {
    let lesson = code_breaker_lesson(
        r#"{"seat": 1, "action": {"guess": "RGBYK"}},
           {"say": "end"}"#,
    );
    assert!(matches!(
        check_lesson(&lesson),
        Err(LessonError::OutOfTurn {
            step: 0,
            seat: 1,
            ..
        })
    ));
}

#[test]
fn a_malformed_lesson_is_refused_with_its_reason() {
    let cases: [(&[u8], &str); 4] = [
        (b"{", "not readable"),
        (
            br#"{"game": "passcode", "seats": ["normal", "human"], "steps": [{"say": "x"}]}"#,
            "seat 0 must be the learner",
        ),
        (
            br#"{"game": "passcode", "seats": ["human", "normal"], "steps": [{"say": "x", "seat": 0}]}"#,
            "a seat and an action go together",
        ),
        (
            br#"{"game": "passcode", "seats": ["human", "normal"], "steps": [{"say": "x", "seat": 0, "action": "roll"}]}"#,
            "ends with a note",
        ),
    ];
    for (bytes, reason) in cases {
        let error = Lesson::from_json(bytes).unwrap_err().to_string();
        assert!(error.contains(reason), "{error} should say {reason}");
    }
}
