//! The lessons played through headless, as a learner plays them: notes read with Enter, each
//! taught action done with the keys (and the pointer where the lesson teaches a drag), the
//! computers playing their script. A wrong action gets the lesson's sentence and changes
//! nothing; a step back returns to the step before; the finished lesson is remembered.

mod common;

use bevy::prelude::*;
use codebreakers::games::code_breaker::view::Place;
use codebreakers::games::code_breaker::{Draft, DraftEdit};
use codebreakers::screens::{GameId, Screen};
use codebreakers::settings::{AnimationSpeed, Settings};
use codebreakers::table::lesson::{LessonFrom, LessonGlow, LessonRun, lesson_setup};
use codebreakers::table::pieces::Target;
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{Match, Proceed};
use codebreakers_code_breaker::{Code, CodeBreaker, Peg};
use codebreakers_records::StepKind;
use common::table::*;
use serde_json::Value;

/// The table opened on `game`'s lesson.
fn lesson_table(game: GameId) -> App {
    let (setup, lesson) = lesson_setup(game, 1).expect("the lesson reads");
    open_table(setup, AnimationSpeed::Off, |app| {
        app.insert_resource(LessonFrom(lesson));
    })
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn run(app: &App) -> &LessonRun {
    app.world().resource::<LessonRun>()
}

/// The message key the current step says.
fn says(app: &App) -> Option<String> {
    run(app).lesson.steps[run(app).step].say.clone()
}

/// The index of the step that says `key`.
fn step_saying(app: &App, key: &str) -> usize {
    run(app)
        .lesson
        .steps
        .iter()
        .position(|s| s.say.as_deref() == Some(key))
        .unwrap_or_else(|| panic!("no step says {key}"))
}

/// Waits until the lesson waits for the learner (a note, a taught action or a summary), or
/// has left the table.
fn until_the_learner(app: &mut App) {
    update_until(app, "the lesson to wait for the learner", |app| {
        screen(app) != Screen::Playing
            || matches!(
                phase(app),
                Some(TurnPhase::Reading | TurnPhase::AwaitingHuman | TurnPhase::Summary)
            )
    });
}

/// Plays the lesson from where it is to its end: notes read with Enter, summaries
/// confirmed, each taught action done by `perform` (which gets the step's index and
/// action). Returns how many actions the learner took.
fn play_through(app: &mut App, mut perform: impl FnMut(&mut App, usize, &Value)) -> usize {
    let mut taught = 0;
    for _ in 0..400 {
        until_the_learner(app);
        if screen(app) != Screen::Playing {
            return taught;
        }
        match phase(app) {
            Some(TurnPhase::Summary) => {
                app.world_mut().write_message(Proceed);
                settle(app);
            }
            Some(TurnPhase::Reading) => {
                let step = run(app).step;
                press(app, KeyCode::Enter);
                assert!(
                    screen(app) != Screen::Playing || run(app).step > step,
                    "Enter goes on from the note at step {step}"
                );
            }
            _ => {
                let step = run(app).step;
                let wanted = &run(app).lesson.steps[step];
                assert_eq!(
                    wanted.kind(),
                    StepKind::Taught,
                    "step {step} waits for the learner"
                );
                let action = wanted.action.clone().expect("a taught step has an action");
                perform(app, step, &action);
                settle(app);
                assert!(
                    run(app).step > step,
                    "the taught action of step {step} ({action}) was taken through the input path"
                );
                taught += 1;
            }
        }
    }
    panic!("the lesson did not end");
}

/// The lesson is over: remembered as done, and the game choice is back.
fn finished(app: &mut App, game: GameId) {
    assert_eq!(
        screen(app),
        Screen::ChooseGame,
        "Finish leads to the game choice"
    );
    assert!(
        app.world()
            .resource::<Settings>()
            .lessons_done
            .contains(&game)
    );
    assert!(app.world().get_resource::<LessonRun>().is_none());
}

// ---- Code Breaker ----

/// The number key of a colour in the palette (1 black ... 8 orange).
fn colour_key(peg: Peg) -> KeyCode {
    let keys = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
    ];
    keys[Peg::COLOURS
        .iter()
        .position(|&p| p == peg)
        .expect("a colour")]
}

fn code_of(action: &Value) -> Code {
    let code = action
        .get("set_code")
        .or_else(|| action.get("guess"))
        .expect("a code breaker action");
    serde_json::from_value(code.clone()).expect("a code")
}

/// A row typed with the number keys and submitted with Enter.
fn type_row(app: &mut App, code: Code) {
    for peg in code.0 {
        press(app, colour_key(peg));
    }
    press(app, KeyCode::Enter);
}

/// A row laid by dragging each peg from the tray to its hole, submitted with Enter.
fn drag_row(app: &mut App, code: Code) {
    for (hole, peg) in code.0.into_iter().enumerate() {
        let from = piece_at(app, Place::Tray(peg));
        let to = piece_at(app, Place::Hole(hole));
        drag(app, from, to);
    }
    assert_eq!(
        app.world().resource::<Draft>().code(),
        Some(code),
        "the dragged pegs stand in their holes"
    );
    press(app, KeyCode::Enter);
}

fn code_breaker(app: &App) -> &CodeBreaker {
    &app.world().resource::<Match<CodeBreaker>>().game
}

/// What glows: the targets of the pieces wearing a lesson's glow.
fn glowing(app: &mut App) -> Vec<Place> {
    let mut glows = app
        .world_mut()
        .query_filtered::<&ChildOf, With<LessonGlow>>();
    let parents: Vec<Entity> = glows.iter(app.world()).map(|c| c.parent()).collect();
    parents
        .into_iter()
        .filter_map(|e| app.world().get::<Target<Place>>(e).map(|t| t.hit))
        .collect()
}

#[test]
fn the_code_breaker_lesson_is_played_through_by_keys_and_a_drag() {
    let mut app = lesson_table(GameId::CodeBreaker);
    until_the_learner(&mut app);
    assert_eq!(phase(&app), Some(TurnPhase::Reading), "it opens on a note");
    assert_eq!(says(&app).as_deref(), Some("lesson-code-breaker-welcome"));
    press(&mut app, KeyCode::Enter);
    until_the_learner(&mut app);
    assert_eq!(phase(&app), Some(TurnPhase::AwaitingHuman));

    // What to touch glows: the red peg of the tray and the first hole among them.
    settle(&mut app);
    let glows = glowing(&mut app);
    assert!(
        glows.contains(&Place::Tray(Peg::Red)) && glows.contains(&Place::Hole(0)),
        "{glows:?}"
    );
    assert!(!glows.contains(&Place::Tray(Peg::Pink)), "{glows:?}");

    // Another code is a fine code, but not the lesson's: its sentence, and nothing changes.
    let before = code_breaker(&app).clone();
    type_row(
        &mut app,
        Code([Peg::Black, Peg::White, Peg::Red, Peg::Blue, Peg::Green]),
    );
    assert_eq!(*code_breaker(&app), before, "a wrong code changes nothing");
    assert_eq!(
        app.world()
            .resource::<Draft>()
            .message
            .as_ref()
            .map(|w| w.key),
        Some("lesson-code-breaker-make-code-wrong")
    );
    assert_eq!(phase(&app), Some(TurnPhase::AwaitingHuman), "no dead end");
    app.world_mut().write_message(DraftEdit::ClearAll);
    settle(&mut app);

    let third_row = step_saying(&app, "lesson-code-breaker-third-row");
    let second_row = step_saying(&app, "lesson-code-breaker-second-row");
    let mut stepped_back = false;
    let taught = play_through(&mut app, |app, step, action| {
        if step == second_row && !stepped_back {
            // A step back returns to the note before, with the first row still on the board.
            let rows = code_breaker(app).history().len();
            press(app, KeyCode::KeyU);
            assert_eq!(run(app).step, step - 1, "back to the note before");
            assert_eq!(code_breaker(app).history().len(), rows);
            stepped_back = true;
            until_the_learner(app);
            press(app, KeyCode::Enter);
            until_the_learner(app);
        }
        if step == third_row {
            drag_row(app, code_of(action));
        } else {
            type_row(app, code_of(action));
        }
    });
    assert!(stepped_back);
    assert_eq!(taught, 4, "the code and three rows");
    finished(&mut app, GameId::CodeBreaker);
}
