//! Saving and resuming: a match played headless, saved, and rebuilt from the save is the
//! same match; every way a save can be wrong is a typed error.

mod common;

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{Game, SeatId, SeatKind, Timeline};
use codebreakers_passcode::Passcode;
use codebreakers_records::{LoadError, SCHEMA_VERSION, SaveFile, rebuild, verify};
use common::*;
use serde_json::json;

/// Plays, saves, drops everything but the text, rebuilds: the state, each seat's
/// observation and the log are equal.
fn resumes<G: Game + PartialEq>(options: &G::Options, seats: &[SeatKind], seed: u64, actions: usize)
where
    G::Observation: PartialEq,
{
    let (save, played) = common::played::<G>(options, seats, seed, actions);
    let text = save.to_json();
    drop(save);
    let read = SaveFile::from_json(text.as_bytes()).unwrap();
    assert_eq!(read.version, SCHEMA_VERSION);
    let (state, log) = rebuild::<G>(&read).unwrap();
    assert_eq!(&state, played.state());
    for seat in 0..seats.len() {
        let seat = SeatId(seat as u8);
        assert_eq!(state.observe(seat), played.state().observe(seat));
    }
    assert_eq!(
        serde_json::to_value(&log).unwrap(),
        serde_json::to_value(played.log()).unwrap()
    );
    // The saved text is the same when written again.
    assert_eq!(read.to_json(), text);
}

#[test]
fn a_code_breaker_match_resumes_from_its_save() {
    resumes::<CodeBreaker>(&Default::default(), &[HUMAN, HARD], 11, 20);
}

#[test]
fn a_code_knacker_match_resumes_from_its_save() {
    resumes::<CodeKnacker>(&Default::default(), &[HUMAN, HARD, EASY], 12, 80);
    resumes::<CodeKnacker>(&Default::default(), &[HUMAN], 13, 80);
}

#[test]
fn a_crack_it_match_resumes_from_its_save() {
    resumes::<CrackIt>(&Default::default(), &[HUMAN, HARD, EASY], 14, 80);
}

#[test]
fn a_passcode_match_resumes_from_its_save() {
    resumes::<Passcode>(&Default::default(), &[HUMAN, HARD], 15, 80);
}

#[test]
fn a_finished_match_keeps_its_outcome_and_names() {
    let (save, played) = common::played::<CodeKnacker>(&Default::default(), &[HUMAN], 5, 10_000);
    assert!(played.state().outcome().is_some());
    assert_eq!(save.outcome, played.state().outcome());
    assert_eq!(save.names(), vec!["Ada"]);
    let unnamed = SaveFile {
        names: vec![],
        seats: vec![HUMAN, HARD],
        ..save.clone()
    };
    assert_eq!(unnamed.names(), vec!["Player 1", "Hard"]);
    assert_eq!(save.updated, save.created + played.len() as u64);
}

fn error(text: &str) -> LoadError {
    SaveFile::from_json(text.as_bytes()).unwrap_err()
}

#[test]
fn a_file_that_is_not_json_says_so() {
    assert!(matches!(error("hello"), LoadError::NotJson(_)));
    assert!(matches!(error("[1, 2]"), LoadError::NotASave(_)));
    assert!(matches!(
        SaveFile::from_json(&[0xff, 0xfe]),
        Err(LoadError::NotJson(_))
    ));
}

#[test]
fn a_file_cut_short_says_it_is_truncated() {
    let text = one_of_each()[0].to_json();
    for len in [0, 1, text.len() / 2, text.len() - 1] {
        assert!(
            matches!(error(&text[..len]), LoadError::Truncated(_)),
            "{len}: {:?}",
            error(&text[..len])
        );
    }
}

#[test]
fn a_save_of_a_newer_version_says_it_was_written_by_a_newer_version() {
    let mut value = serde_json::to_value(&one_of_each()[0]).unwrap();
    value["version"] = json!(SCHEMA_VERSION + 1);
    value["a_field_of_the_future"] = json!(true);
    let e = error(&value.to_string());
    assert_eq!(
        e,
        LoadError::NewerVersion {
            found: SCHEMA_VERSION + 1
        }
    );
    assert!(
        e.to_string()
            .contains("written by a newer version of Code Breakers"),
        "{e}"
    );
}

#[test]
fn a_save_without_a_version_is_a_scenario_not_a_save() {
    let mut value = serde_json::to_value(&one_of_each()[0]).unwrap();
    value.as_object_mut().unwrap().remove("version");
    assert!(matches!(error(&value.to_string()), LoadError::NotASave(_)));
    let read = SaveFile::from_scenario_or_save(value.to_string().as_bytes()).unwrap();
    assert_eq!(read.version, SCHEMA_VERSION);
    verify(&read).unwrap();
}

#[test]
fn a_save_of_another_game_is_the_wrong_game() {
    let save = &one_of_each()[0];
    assert_eq!(
        rebuild::<Passcode>(save).unwrap_err(),
        LoadError::WrongGame {
            expected: "passcode",
            found: "code-breaker".into()
        }
    );
    let mut unknown = save.clone();
    unknown.game = "chess".into();
    assert_eq!(
        verify(&unknown),
        Err(LoadError::UnknownGame("chess".into()))
    );
}

#[test]
fn an_illegal_action_names_its_index() {
    let mut save = one_of_each()[0].clone();
    // The Maker's code again, where the Breaker guesses.
    let first = save.actions[0].clone();
    save.actions.insert(1, first);
    let e = rebuild::<CodeBreaker>(&save).unwrap_err();
    assert!(
        matches!(e, LoadError::IllegalAction { index: 1, .. }),
        "{e:?}"
    );
    assert!(e.to_string().starts_with("action 1 ("), "{e}");
    save.actions[1] = json!({"seat": 0, "action": "dance"});
    assert!(matches!(
        rebuild::<CodeBreaker>(&save).unwrap_err(),
        LoadError::BadAction {
            index: 1,
            game: "code-breaker",
            ..
        }
    ));
}

#[test]
fn bad_options_and_seats_are_refused_with_a_reason() {
    let mut save = one_of_each()[0].clone();
    save.options = json!({"mdoe": "advanced"});
    let e = rebuild::<CodeBreaker>(&save).unwrap_err();
    assert!(
        matches!(
            e,
            LoadError::BadOptions {
                game: "code-breaker",
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("unknown field `mdoe`"), "{e}");
    let mut save = one_of_each()[0].clone();
    save.seats.push(HUMAN);
    save.names.push("Third".into());
    assert_eq!(
        rebuild::<CodeBreaker>(&save).unwrap_err(),
        LoadError::Setup("Code Breaker is played by 2 seats, not 3".into())
    );
    let mut value = serde_json::to_value(&one_of_each()[0]).unwrap();
    value["names"] = json!(["only one"]);
    assert!(matches!(error(&value.to_string()), LoadError::NotASave(_)));
}

#[test]
fn a_resumed_match_goes_on_as_the_uninterrupted_one() {
    let (save, mut straight) =
        common::played::<Passcode>(&Default::default(), &[HUMAN, HARD], 21, 30);
    let mut resumed: Timeline<Passcode> = save.timeline().unwrap();
    for _ in 0..30 {
        let Some(&seat) = straight.state().to_decide().first() else {
            break;
        };
        let action = straight.state().legal_actions(seat)[0];
        straight.apply(seat, action).unwrap();
        resumed.apply(seat, action).unwrap();
    }
    assert_eq!(
        resumed.state(),
        straight.state(),
        "the chance stream went on the same"
    );
}

#[test]
fn a_save_that_ended_at_a_resignation_loads_and_keeps_its_outcome() {
    use codebreakers_kernel::Outcome;
    use codebreakers_records::{Resignation, Statistics};
    // Five actions of a two-seat match, then seat 0 resigns: the log stops before the end.
    let (mut save, played) =
        common::played::<CodeKnacker>(&Default::default(), &[HUMAN, HARD], 3, 5);
    assert!(played.state().outcome().is_none());
    save.resigned = vec![Resignation {
        seat: SeatId(0),
        seq: 5,
    }];
    save.outcome = Some(Outcome::by_resignation(vec![0, 0], &[SeatId(0)]));
    let read = SaveFile::from_json(save.to_json().as_bytes()).unwrap();
    assert_eq!(read, save);
    verify(&read).unwrap();
    assert!(read.is_finished());
    let timeline = read.timeline::<CodeKnacker>().unwrap();
    assert_eq!(timeline.len(), 5);
    assert_eq!(
        read.outcome_after(timeline.state()),
        Some(Outcome {
            winners: vec![SeatId(1)],
            scores: vec![0, 0]
        })
    );
    // It counts as a finished match, lost by its resigning seat.
    let stats = Statistics::compute(std::slice::from_ref(&read));
    assert!(stats.skipped.is_empty(), "{:?}", stats.skipped);
    assert_eq!(stats.games["code-knacker"].matches, 1);

    // Without a resignation, a kept outcome the replay does not reach is not believed.
    let unresigned = SaveFile {
        resigned: vec![],
        ..read.clone()
    };
    assert_eq!(unresigned.outcome_after(timeline.state()), None);
    let mut old: serde_json::Value = serde_json::from_str(&unresigned.to_json()).unwrap();
    assert!(old.get("resigned").is_none(), "not written when empty");
    old["resigned"] = json!([{"seat": 2, "seq": 1}]);
    assert!(matches!(
        SaveFile::from_json(old.to_string().as_bytes()),
        Err(LoadError::NotASave(_))
    ));
    old["resigned"] = json!([{"seat": 1, "seq": 6}]);
    assert!(matches!(
        SaveFile::from_json(old.to_string().as_bytes()),
        Err(LoadError::NotASave(_))
    ));
}
