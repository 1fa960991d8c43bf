//! Headless app tests (`MinimalPlugins` + `StatesPlugin`): the real screens' states, turn
//! machine and input path, with no window, GPU or sound device.

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use codebreakers::games::code_breaker::Draft;
use codebreakers::screens::{GameId, MatchResult, MatchSetup, Screen, SeatChoice};
use codebreakers::settings::{AnimationSpeed, Settings, SettingsStore};
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{HandOver, Match, Proceed};
use codebreakers_code_breaker::{CodeBreaker, Mode, Options, Phase, TARGET_SCORE};
use codebreakers_kernel::{BotLevel, SeatId, SeatKind};

fn app(seats: [SeatKind; 2], first_maker: u8, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore::none());
    app.add_plugins(codebreakers::game_logic);
    app.insert_resource(Settings {
        animation_speed: AnimationSpeed::Off,
        ..default()
    });
    app.insert_resource(MatchSetup {
        game: GameId::CodeBreaker,
        seats: seats
            .iter()
            .enumerate()
            .map(|(i, &kind)| SeatChoice {
                name: format!("P{}", i + 1),
                kind,
            })
            .collect(),
        options: serde_json::to_value(Options {
            mode: Mode::Standard,
            first_maker: SeatId(first_maker),
        })
        .unwrap(),
        seed,
    });
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app
}

fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

fn update_until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..20_000 {
        if done(app) {
            return;
        }
        app.update();
    }
    panic!("timed out waiting for {what}");
}

fn tap(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(key);
    app.update();
}

#[test]
fn a_computer_match_is_played_to_30_through_the_app() {
    let mut app = app(
        [
            SeatKind::Computer(BotLevel::Hard),
            SeatKind::Computer(BotLevel::Normal),
        ],
        0,
        11,
    );
    assert!(app.world().contains_resource::<Match<CodeBreaker>>());
    update_until(&mut app, "the results screen", |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Results
    });
    let result = app.world().resource::<MatchResult>();
    let best = *result.outcome.scores.iter().max().unwrap();
    assert!(best >= i64::from(TARGET_SCORE), "{result:?}");
    assert_eq!(result.outcome.winners.len(), 1);
    assert_eq!(
        result.outcome.scores[result.outcome.winners[0].index()],
        best
    );
    assert!(!result.story.is_empty());
    assert!(
        !app.world().contains_resource::<Match<CodeBreaker>>(),
        "the match is cleared after it ends"
    );
}

#[test]
fn a_human_breaker_plays_through_the_keyboard_path() {
    let mut app = app([SeatKind::Human, SeatKind::Computer(BotLevel::Easy)], 1, 5);
    update_until(&mut app, "the human's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    assert_eq!(
        app.world().resource::<Match<CodeBreaker>>().game.phase(),
        Phase::Guessing
    );

    // Five times colour 1 is not a standard guess: refused, with the reason, nothing changes.
    for _ in 0..5 {
        tap(&mut app, KeyCode::Digit1);
    }
    tap(&mut app, KeyCode::Enter);
    let draft = app.world().resource::<Draft>().clone();
    assert!(
        draft
            .message
            .as_deref()
            .unwrap_or("")
            .contains("different colour"),
        "{draft:?}"
    );
    assert!(
        app.world()
            .resource::<Match<CodeBreaker>>()
            .game
            .rows()
            .is_empty()
    );

    // Backspace empties the row; then 1-5 and Enter submits a legal guess.
    for _ in 0..5 {
        tap(&mut app, KeyCode::Backspace);
    }
    assert_eq!(app.world().resource::<Draft>().holes, [None; 5]);
    for key in [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
    ] {
        tap(&mut app, key);
    }
    tap(&mut app, KeyCode::Enter);
    app.update();
    let table = app.world().resource::<Match<CodeBreaker>>();
    assert_eq!(table.game.rows().len(), 1, "the row was played");
    assert_eq!(table.game.rows()[0].guess.to_string(), "KWRBG");
    assert_eq!(
        app.world().resource::<Draft>().holes,
        [None; 5],
        "the draft is cleared for the next row"
    );

    // The hint fills the next row with the hard solver's guess, which is then accepted.
    update_until(&mut app, "the human's next turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    tap(&mut app, KeyCode::KeyH);
    update_until(&mut app, "the hint", |app| {
        app.world().resource::<Draft>().code().is_some()
    });
    tap(&mut app, KeyCode::Enter);
    app.update();
    let rows = app
        .world()
        .resource::<Match<CodeBreaker>>()
        .game
        .rows()
        .len();
    let round = app.world().resource::<Match<CodeBreaker>>().game.round();
    assert!(rows == 2 || round == 2, "the hinted row was played");
}

#[test]
fn two_humans_hand_over_and_the_code_stays_hidden() {
    let mut app = app([SeatKind::Human, SeatKind::Human], 0, 3);
    update_until(&mut app, "the maker's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    assert_eq!(
        app.world().resource::<Match<CodeBreaker>>().viewer,
        SeatId(0)
    );
    for key in [
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
    ] {
        tap(&mut app, key);
    }
    tap(&mut app, KeyCode::Enter);
    update_until(&mut app, "the hand-over", |app| {
        phase(app) == Some(TurnPhase::HandOver)
    });
    let hand_over = app.world().resource::<HandOver>().clone();
    assert_eq!(hand_over.to.map(|(seat, _)| seat), Some(SeatId(1)));
    // Keys pressed during the hand-over do nothing to the game.
    tap(&mut app, KeyCode::Digit1);
    assert!(
        app.world()
            .resource::<Draft>()
            .holes
            .iter()
            .all(Option::is_none)
    );
    app.world_mut().write_message(Proceed);
    update_until(&mut app, "the breaker's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    let table = app.world().resource::<Match<CodeBreaker>>();
    assert_eq!(table.viewer, SeatId(1));
    assert_eq!(
        table.view().secret,
        None,
        "the breaker's screen never holds the code"
    );
    assert_eq!(
        table.game.secret().map(|c| c.to_string()).as_deref(),
        Some("RBGYP")
    );
}
