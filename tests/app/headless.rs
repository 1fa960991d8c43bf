//! Headless app tests (`MinimalPlugins` + `StatesPlugin`): the real screens' states, turn
//! machine and input path, with no window, GPU or sound device.

use crate::common;

use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::{ButtonState, InputPlugin};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use codebreakers::games::code_breaker::Draft;
use codebreakers::games::code_knacker::DiceFocus;
use codebreakers::games::crack_it::{Hand as CiHand, Play as CiPlay};
use codebreakers::games::passcode::Choice as PcChoice;
use codebreakers::screens::{GameId, MatchResult, MatchSetup, Screen, SeatChoice};
use codebreakers::settings::{AnimationSpeed, Settings, SettingsStore};
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{HandOver, Match, Proceed};
use codebreakers_code_breaker::{CodeBreaker, Mode, Options, Phase, TARGET_SCORE};
use codebreakers_code_knacker::{Action as CkAction, CodeKnacker, Face, Phase as CkPhase};
use codebreakers_crack_it::{CrackIt, Phase as CiPhase, ResourceCard};
use codebreakers_kernel::{BotLevel, Game, SeatId, SeatKind};
use codebreakers_passcode::{Passcode, Phase as PcPhase, Step as PcStep};
use common::app::{phase, update_until};
use common::table::{go_to_the_table, tap};

/// The app without a window, on the Playing screen of the match `setup` describes.
fn start(setup: MatchSetup) -> App {
    start_at(setup, AnimationSpeed::Off)
}

/// The same, with animations at `speed`.
fn start_at(setup: MatchSetup, speed: AnimationSpeed) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore::none());
    app.insert_resource(codebreakers::records::Saves::in_memory());
    app.add_plugins(codebreakers::game_logic);
    app.insert_resource(Settings {
        animation_speed: speed,
        ..default()
    });
    // Each frame 50 ms of game time: the moments the table waits are frames apart.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(50),
    ));
    app.insert_resource(setup);
    go_to_the_table(&mut app);
    app
}

fn seats(kinds: &[SeatKind]) -> Vec<SeatChoice> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatChoice {
            name: format!("P{}", i + 1),
            kind,
        })
        .collect()
}

fn app(seats_: [SeatKind; 2], first_maker: u8, seed: u64) -> App {
    start(MatchSetup {
        game: GameId::CodeBreaker,
        seats: seats(&seats_),
        options: serde_json::to_value(Options {
            mode: Mode::Standard,
            first_maker: SeatId(first_maker),
        })
        .unwrap(),
        seed,
    })
}

/// With two humans at the screen: waits for the hand-over to `seat`, who takes the screen.
fn take_the_screen(app: &mut App, seat: u8) {
    update_until(app, "a hand-over", |app| {
        phase(app) == Some(TurnPhase::HandOver)
    });
    assert_eq!(
        app.world()
            .resource::<HandOver>()
            .to
            .as_ref()
            .map(|(s, _)| *s),
        Some(SeatId(seat)),
        "the screen goes to seat {seat}"
    );
    app.world_mut().write_message(Proceed);
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
        app.world()
            .resource::<Match<CodeBreaker>>()
            .referee()
            .state()
            .phase(),
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
            .as_ref()
            .map(english)
            .as_deref()
            .unwrap_or("")
            .contains("different colour"),
        "{draft:?}"
    );
    assert!(
        app.world()
            .resource::<Match<CodeBreaker>>()
            .referee()
            .state()
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
    assert_eq!(
        table.referee().state().rows().len(),
        1,
        "the row was played"
    );
    assert_eq!(table.referee().state().rows()[0].guess.to_string(), "KWRBG");
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
        .referee()
        .state()
        .rows()
        .len();
    let round = app
        .world()
        .resource::<Match<CodeBreaker>>()
        .referee()
        .state()
        .round();
    assert!(rows == 2 || round == 2, "the hinted row was played");
}

/// A key pressed and released between two frames, as a quick tap at a low frame rate.
fn tap_within_one_frame(app: &mut App, key: KeyCode) {
    tap_together(app, &[key]);
}

/// Each of `keys` pressed and released, all within one frame.
fn tap_together(app: &mut App, keys: &[KeyCode]) {
    common::app::until_keys_listen(app);
    for &key in keys {
        for state in [ButtonState::Pressed, ButtonState::Released] {
            app.world_mut().write_message(KeyboardInput {
                key_code: key,
                logical_key: Key::Unidentified(NativeKey::Unidentified),
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            });
        }
    }
    app.update();
    app.update();
}

/// A human Breaker at row 1 who has tapped the first `colours` colour keys, one a frame.
fn breaker_typing(colours: usize) -> App {
    let mut app = app([SeatKind::Human, SeatKind::Computer(BotLevel::Easy)], 1, 5);
    update_until(&mut app, "the human's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    for key in [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
    ]
    .into_iter()
    .take(colours)
    {
        tap_within_one_frame(&mut app, key);
    }
    app
}

#[test]
fn keys_tapped_within_one_frame_are_not_lost() {
    let mut app = breaker_typing(5);
    assert!(
        app.world()
            .resource::<Draft>()
            .holes
            .iter()
            .all(Option::is_some),
        "every tap placed a peg: {:?}",
        app.world().resource::<Draft>()
    );
    // The same key tapped in two frames in a row counts twice.
    tap_within_one_frame(&mut app, KeyCode::Backspace);
    tap_within_one_frame(&mut app, KeyCode::Backspace);
    assert_eq!(
        app.world()
            .resource::<Draft>()
            .holes
            .iter()
            .flatten()
            .count(),
        3
    );
    tap_within_one_frame(&mut app, KeyCode::Digit4);
    tap_within_one_frame(&mut app, KeyCode::Digit5);
    tap_within_one_frame(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(
        app.world()
            .resource::<Match<CodeBreaker>>()
            .referee()
            .state()
            .rows()
            .len(),
        1,
        "Enter submitted the row"
    );
}

/// A typist's last colour and Enter can reach the game in the same frame: the colour goes
/// in first, and the full row is submitted.
#[test]
fn a_colour_and_enter_in_one_frame_submit_the_full_row() {
    let mut app = breaker_typing(4);
    tap_together(&mut app, &[KeyCode::Digit5, KeyCode::Enter]);
    let table = app.world().resource::<Match<CodeBreaker>>();
    assert_eq!(
        table.referee().state().rows().len(),
        1,
        "the row went in: {:?}",
        app.world().resource::<Draft>()
    );
    assert_eq!(
        table.referee().state().rows()[0].guess.0[4],
        codebreakers_code_breaker::Peg::ALL[4],
        "with the fifth colour"
    );
}

#[test]
fn two_humans_hand_over_and_the_code_stays_hidden() {
    let mut app = app([SeatKind::Human, SeatKind::Human], 0, 3);
    // Even the first view waits behind a hand-over.
    take_the_screen(&mut app, 0);
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
        table
            .referee()
            .state()
            .secret()
            .map(|c| c.to_string())
            .as_deref(),
        Some("RBGYP")
    );
}

#[test]
fn a_code_knacker_game_between_computers_is_played_through_the_app() {
    let mut app = start(MatchSetup {
        game: GameId::CodeKnacker,
        seats: seats(&[
            SeatKind::Computer(BotLevel::Hard),
            SeatKind::Computer(BotLevel::Normal),
            SeatKind::Computer(BotLevel::Easy),
            SeatKind::Computer(BotLevel::Normal),
        ]),
        options: serde_json::Value::Null,
        seed: 21,
    });
    assert!(app.world().contains_resource::<Match<CodeKnacker>>());
    update_until(&mut app, "the results screen", |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Results
    });
    let result = app.world().resource::<MatchResult>();
    assert_eq!(result.game, GameId::CodeKnacker);
    assert_eq!(result.outcome.scores.len(), 4);
    assert!(
        result.outcome.scores.iter().sum::<i64>() <= 74,
        "{result:?}"
    );
    let best = *result.outcome.scores.iter().max().unwrap();
    assert!(
        result
            .outcome
            .winners
            .iter()
            .all(|w| result.outcome.scores[w.index()] == best)
    );
    assert_eq!(
        result.story.len(),
        4,
        "a line per player: {:?}",
        result.story
    );
}

/// The first die on the table with a use now, its face key, and whether it has one use.
fn a_usable_die(app: &App) -> Option<(KeyCode, bool)> {
    let table = app.world().resource::<Match<CodeKnacker>>();
    let seat = SeatId(0);
    let obs = table.referee().state().observe(seat);
    let legal = table.referee().state().legal_actions(seat);
    for die in 0..5u8 {
        let uses: Vec<&CkAction> = legal
            .iter()
            .filter(|a| matches!(a, CkAction::SetAside { die: d, .. } if *d == die))
            .collect();
        if uses.is_empty() {
            continue;
        }
        let key = match obs.dice[usize::from(die)].face? {
            Face::Digit(d) => [
                KeyCode::Digit1,
                KeyCode::Digit2,
                KeyCode::Digit3,
                KeyCode::Digit4,
                KeyCode::Digit5,
            ][usize::from(d) - 1],
            Face::Chip => KeyCode::Digit6,
        };
        let slots: Vec<Option<u8>> = uses
            .iter()
            .map(|a| match a {
                CkAction::SetAside { cover, .. } => cover.map(|c| c.slot),
                _ => None,
            })
            .collect();
        return Some((key, slots.iter().all(|s| *s == slots[0])));
    }
    None
}

#[test]
fn a_human_plays_code_knacker_solo_through_the_keyboard_path() {
    let mut app = start(MatchSetup {
        game: GameId::CodeKnacker,
        seats: seats(&[SeatKind::Human]),
        options: serde_json::Value::Null,
        seed: 8,
    });
    let knacker = |app: &App| {
        app.world()
            .resource::<Match<CodeKnacker>>()
            .referee()
            .state()
            .clone()
    };
    update_until(&mut app, "the human's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    assert_eq!(knacker(&app).phase(), CkPhase::Rolling);
    // Stopping before any roll is refused with the rules' reason; nothing changes.
    let before = knacker(&app);
    tap(&mut app, KeyCode::KeyS);
    app.update();
    assert_eq!(knacker(&app), before);
    let message = app
        .world()
        .resource::<DiceFocus>()
        .message
        .as_ref()
        .map(english);
    assert!(
        message
            .as_deref()
            .unwrap_or("")
            .contains("oll the dice first"),
        "{message:?}"
    );

    // Play turns by keys: R rolls; a face key sets a usable die aside (arrows and Space pick
    // the digit when it fits several safes); S stops.
    let mut turns_played = 0;
    for _ in 0..400 {
        if knacker(&app).outcome().is_some() || turns_played >= 3 {
            break;
        }
        update_until(&mut app, "the human's decision", |app| {
            phase(app) == Some(TurnPhase::AwaitingHuman)
                || app
                    .world()
                    .resource::<Match<CodeKnacker>>()
                    .referee()
                    .state()
                    .outcome()
                    .is_some()
        });
        let game = knacker(&app);
        match game.phase() {
            CkPhase::Rolling | CkPhase::CycleComplete => {
                let turn = game.observe(SeatId(0)).turn;
                tap(&mut app, KeyCode::KeyR);
                app.update();
                let after = knacker(&app);
                assert!(after != game, "R rolled the dice");
                if after.observe(SeatId(0)).turn != turn {
                    turns_played += 1; // a forced end
                }
            }
            CkPhase::Choosing if game.observe(SeatId(0)).aside_since_roll == 0 => {
                let (key, single) = a_usable_die(&app).expect("a suitable die after a roll");
                tap(&mut app, key);
                app.update();
                if !single {
                    assert!(app.world().resource::<DiceFocus>().picked.is_some());
                    tap(&mut app, KeyCode::ArrowDown);
                    tap(&mut app, KeyCode::Space);
                    app.update();
                }
                assert_eq!(
                    knacker(&app).observe(SeatId(0)).aside_since_roll,
                    1,
                    "the die was set aside"
                );
            }
            CkPhase::Choosing => {
                let turn = game.observe(SeatId(0)).turn;
                tap(&mut app, KeyCode::KeyS);
                app.update();
                assert_ne!(
                    knacker(&app).observe(SeatId(0)).turn,
                    turn,
                    "S stopped the turn"
                );
                turns_played += 1;
            }
            CkPhase::GameOver => break,
        }
    }
    assert!(turns_played >= 3, "three turns were played by keys");
    // The hint answers with the hard player's advice.
    update_until(&mut app, "the human's decision", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    tap(&mut app, KeyCode::KeyH);
    update_until(&mut app, "the hint", |app| {
        app.world()
            .resource::<DiceFocus>()
            .advice
            .as_ref()
            .and_then(|a| a.first())
            .is_some_and(|a| english(a).starts_with("Hint:"))
    });
}

#[test]
fn a_crack_it_game_between_computers_is_played_through_the_app() {
    let mut app = start(MatchSetup {
        game: GameId::CrackIt,
        seats: seats(&[
            SeatKind::Computer(BotLevel::Hard),
            SeatKind::Computer(BotLevel::Normal),
            SeatKind::Computer(BotLevel::Easy),
        ]),
        options: serde_json::json!({"mode": "king_of_thieves"}),
        seed: 5,
    });
    assert!(app.world().contains_resource::<Match<CrackIt>>());
    update_until(&mut app, "the results screen", |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Results
    });
    let result = app.world().resource::<MatchResult>();
    assert_eq!(result.game, GameId::CrackIt);
    assert_eq!(result.outcome.winners.len(), 1);
    assert!(
        result
            .story
            .iter()
            .any(|l| english(l).contains("victory card")),
        "{:?}",
        result.story
    );
}

/// A human against a normal computer at Crack It, at the human's arrangement.
fn crack_it_arranging() -> App {
    let mut app = start(MatchSetup {
        game: GameId::CrackIt,
        seats: seats(&[SeatKind::Human, SeatKind::Computer(BotLevel::Normal)]),
        options: serde_json::json!({"mode": "king_of_thieves"}),
        seed: 12,
    });
    update_until(&mut app, "the human's arrangement", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    app
}

/// Seat 0's combination cards, left to right.
fn combination(app: &App) -> Vec<u8> {
    let game = &app.world().resource::<Match<CrackIt>>().referee().state();
    game.player(SeatId(0))
        .combination
        .iter()
        .map(|d| d.value)
        .collect()
}

#[test]
fn a_crack_it_combination_reordered_is_laid_out_in_that_order() {
    let mut app = crack_it_arranging();
    let dealt = combination(&app);
    // The first card moved to the last place (as a drag asks: `tests/app/pointer.rs` drives the
    // drag itself): the others move up.
    app.world_mut()
        .write_message(CiPlay::Reorder { from: 0, to: 2 });
    app.update();
    assert_eq!(app.world().resource::<CiHand>().order, [1, 2, 0]);
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(combination(&app), vec![dealt[1], dealt[2], dealt[0]]);
}

#[test]
fn a_human_plays_crack_it_through_the_keyboard_path() {
    let mut app = crack_it_arranging();
    let game = |app: &App| {
        app.world()
            .resource::<Match<CrackIt>>()
            .referee()
            .state()
            .clone()
    };
    assert_eq!(game(&app).phase(), &CiPhase::Arranging);
    // Swap the first two cards (keys 1 then 2), lay them down (Enter).
    let dealt = combination(&app);
    tap(&mut app, KeyCode::Digit1);
    tap(&mut app, KeyCode::Digit2);
    tap(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(combination(&app), vec![dealt[1], dealt[0], dealt[2]]);
    assert!(game(&app).player(SeatId(0)).arranged);
    // Turns by keys: pick each card in turn and play it at the rival (Space); answer any
    // window by letting it be (Enter); end the turn (Enter).
    let (mut turns, mut discarded) = (0, false);
    for _ in 0..200 {
        if turns >= 3 || game(&app).outcome().is_some() {
            break;
        }
        update_until(&mut app, "the human's decision", |app| {
            phase(app) == Some(TurnPhase::AwaitingHuman)
                || app
                    .world()
                    .resource::<Match<CrackIt>>()
                    .referee()
                    .state()
                    .outcome()
                    .is_some()
        });
        let before = game(&app);
        match before.phase() {
            CiPhase::Turn if turns == 1 && !discarded && !before.turn_state().used => {
                // Discard instead, by keys (the gamepad's X, d-pad, A and Y): Backspace, Down
                // twice to the third card, Space ticks it, Enter discards.
                let pile = before.observe(SeatId(0)).discard.len();
                for key in [
                    KeyCode::Backspace,
                    KeyCode::ArrowDown,
                    KeyCode::ArrowDown,
                    KeyCode::Space,
                ] {
                    tap(&mut app, key);
                }
                assert_eq!(
                    app.world().resource::<CiHand>().discarding,
                    Some(vec![2]),
                    "the third card is ticked"
                );
                tap(&mut app, KeyCode::Enter);
                app.update();
                assert_eq!(
                    game(&app).observe(SeatId(0)).discard.len(),
                    pile + 1,
                    "one card discarded by keys"
                );
                discarded = true;
                turns += 1;
            }
            CiPhase::Turn => {
                let hand = before.player(SeatId(0)).hand.clone();
                if let Some(i) = hand.iter().position(|c| matches!(c, ResourceCard::Dial(_)))
                    && !before.turn_state().narrowed
                {
                    // Alternate the number keys and Down (the gamepad's d-pad) to pick it.
                    if turns % 2 == 0 {
                        tap(
                            &mut app,
                            [
                                KeyCode::Digit1,
                                KeyCode::Digit2,
                                KeyCode::Digit3,
                                KeyCode::Digit4,
                                KeyCode::Digit5,
                            ][i],
                        );
                    } else {
                        for _ in 0..=i {
                            tap(&mut app, KeyCode::ArrowDown);
                        }
                    }
                    assert_eq!(
                        app.world().resource::<CiHand>().selected,
                        Some(i as u8),
                        "card {i} picked"
                    );
                    tap(&mut app, KeyCode::Space);
                    app.update();
                    let after = game(&app);
                    assert!(
                        after.player(SeatId(0)).hand.len() < hand.len()
                            || after.phase() != before.phase(),
                        "the dial card was played"
                    );
                    continue;
                }
                tap(&mut app, KeyCode::Enter);
                app.update();
                if !before.turn_state().used {
                    // No card played: the turn ends only once the player says they mean it.
                    assert!(app.world().resource::<CiHand>().ending, "asked to confirm");
                    assert_eq!(game(&app).current(), SeatId(0), "not ended by one key");
                    tap(&mut app, KeyCode::Enter);
                    app.update();
                }
                turns += 1;
            }
            CiPhase::Window(_) => {
                common::app::until_answers_are_taken(&mut app);
                tap(&mut app, KeyCode::Enter);
                app.update();
            }
            CiPhase::ClueChoice { .. } => {
                tap(&mut app, KeyCode::Enter);
                app.update();
            }
            _ => break,
        }
    }
    assert!(turns >= 1, "the human ended turns by keys");
    assert!(
        discarded || game(&app).outcome().is_some(),
        "a turn discarded by keys"
    );
    // The narrowing is public: the bot's safe shows the dial the human played.
    let rival = game(&app).observe(SeatId(0)).combinations[1].clone();
    assert!(
        rival
            .iter()
            .any(|d| d.discovered || !d.above.is_empty() || !d.below.is_empty())
    );
    // The hint names the hard player's move.
    update_until(&mut app, "the human's decision", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
            || app
                .world()
                .resource::<Match<CrackIt>>()
                .referee()
                .state()
                .outcome()
                .is_some()
    });
    if game(&app).outcome().is_none() {
        tap(&mut app, KeyCode::KeyH);
        assert!(
            app.world()
                .resource::<CiHand>()
                .hint
                .as_ref()
                .map(english)
                .as_deref()
                .is_some_and(|h| h.starts_with("Hint:"))
        );
    }
}

#[test]
fn a_passcode_game_between_computers_is_played_through_the_app() {
    let mut app = start(MatchSetup {
        game: GameId::Passcode,
        seats: seats(&[
            SeatKind::Computer(BotLevel::Hard),
            SeatKind::Computer(BotLevel::Normal),
            SeatKind::Computer(BotLevel::Easy),
            SeatKind::Computer(BotLevel::Normal),
        ]),
        options: serde_json::json!({"any_order": false, "codes": 2}),
        seed: 9,
    });
    assert!(app.world().contains_resource::<Match<Passcode>>());
    update_until(&mut app, "the results screen", |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Results
    });
    let result = app.world().resource::<MatchResult>();
    assert_eq!(result.game, GameId::Passcode);
    assert_eq!(result.outcome.winners.len(), 1);
    assert_eq!(result.outcome.scores[result.outcome.winners[0].index()], 0);
}

#[test]
fn two_humans_at_passcode_pass_the_screen_between_turns() {
    let mut app = start(MatchSetup {
        game: GameId::Passcode,
        seats: seats(&[SeatKind::Human, SeatKind::Human]),
        options: serde_json::Value::Null,
        seed: 4,
    });
    let table = |app: &App| {
        let m = app.world().resource::<Match<Passcode>>();
        (m.referee().state().clone(), m.viewer, m.view())
    };
    let first = table(&app).0.to_decide()[0];
    take_the_screen(&mut app, first.0);
    for turn in 0..4 {
        update_until(&mut app, "a human's turn", |app| {
            phase(app) == Some(TurnPhase::AwaitingHuman)
        });
        let (game, viewer, view) = table(&app);
        let acting = game.to_decide()[0];
        assert_eq!(
            viewer, acting,
            "turn {turn}: the screen shows the seat to act"
        );
        assert_eq!(
            view.hand,
            game.player(acting).hand,
            "its own hand, and no other"
        );
        // Draw; unless a FAIL ended the turn, discard the first card.
        tap(&mut app, KeyCode::Enter);
        if table(&app).0.to_decide() == vec![acting] {
            tap(&mut app, KeyCode::Digit1);
            tap(&mut app, KeyCode::Backspace);
        }
        let next = table(&app).0.to_decide()[0];
        assert_ne!(next, acting, "turn {turn} ended");
        take_the_screen(&mut app, next.0);
    }
}

#[test]
fn a_human_plays_passcode_through_the_keyboard_path() {
    let mut app = start(MatchSetup {
        game: GameId::Passcode,
        seats: seats(&[SeatKind::Human, SeatKind::Computer(BotLevel::Normal)]),
        options: serde_json::Value::Null,
        seed: 4,
    });
    let game = |app: &App| {
        app.world()
            .resource::<Match<Passcode>>()
            .referee()
            .state()
            .clone()
    };
    let (mut turns, mut refusals) = (0, 0);
    for _ in 0..300 {
        if (turns >= 6 && refusals > 0) || game(&app).outcome().is_some() {
            break;
        }
        update_until(&mut app, "the human's decision", |app| {
            phase(app) == Some(TurnPhase::AwaitingHuman)
                || phase(app) == Some(TurnPhase::Summary)
                || app
                    .world()
                    .resource::<Match<Passcode>>()
                    .referee()
                    .state()
                    .outcome()
                    .is_some()
        });
        if phase(&app) == Some(TurnPhase::Summary) {
            // A round's end: the summary is read, and play goes on.
            proceed(&mut app);
            continue;
        }
        let before = game(&app);
        let me = before.player(SeatId(0)).clone();
        match before.phase() {
            PcPhase::Turn {
                step: PcStep::Start,
            } => {
                // Enter draws (or rolls when the player must).
                tap(&mut app, KeyCode::Enter);
                app.update();
                assert!(game(&app) != before, "Enter drew or rolled");
            }
            PcPhase::Turn {
                step: PcStep::Holding,
            } => {
                // Pick a card that fits the next digit and Space plays it; else Backspace discards.
                let next = me.needed().first().copied();
                let fits = me.hand.iter().position(|c| next.is_some_and(|d| c.fits(d)));
                let misfit = me
                    .hand
                    .iter()
                    .position(|c| next.is_some_and(|d| !c.fits(d)));
                if let (false, Some(wrong)) = (me.is_complete(), misfit) {
                    // A card that does not fit is refused, says why, and changes nothing.
                    tap(&mut app, [KeyCode::Digit1, KeyCode::Digit2][wrong]);
                    tap(&mut app, KeyCode::Space);
                    app.update();
                    assert!(game(&app) == before, "a misfit card changes nothing");
                    let message = app
                        .world()
                        .resource::<PcChoice>()
                        .message
                        .as_ref()
                        .map(english);
                    assert!(
                        message
                            .as_deref()
                            .is_some_and(|m| m.contains("does not fit the next digit")),
                        "the refusal says why: {message:?}"
                    );
                    refusals += 1;
                    tap(&mut app, [KeyCode::Digit1, KeyCode::Digit2][wrong]);
                }
                // Left / Right (the gamepad's d-pad) pick a card as 1 / 2 do.
                let pick = fits.unwrap_or(0);
                tap(&mut app, [KeyCode::ArrowRight, KeyCode::ArrowLeft][pick]);
                assert_eq!(
                    app.world().resource::<PcChoice>().selected,
                    Some(pick as u8),
                    "the arrow picked card {pick}"
                );
                if me.is_complete() {
                    tap(&mut app, KeyCode::KeyS);
                } else if fits.is_some() {
                    tap(&mut app, KeyCode::Space);
                } else {
                    tap(&mut app, KeyCode::Backspace);
                }
                app.update();
                // The table waits for this seat until it acts: any change is its doing.
                assert!(game(&app) != before, "the turn ended by keys");
                turns += 1;
            }
            PcPhase::Turn {
                step: PcStep::Completed,
            } => {
                // The code just completed: S lays the last card as LOCK IN at once.
                tap(&mut app, KeyCode::KeyS);
                app.update();
                assert!(
                    game(&app).player(SeatId(0)).lock_in.is_some(),
                    "S laid the LOCK IN card"
                );
            }
            PcPhase::GameOver => break,
        }
    }
    assert!(turns >= 6, "six turns by keys");
    assert!(refusals > 0, "a misfit card was tried");
    // Each seat's view holds its own hand only; the hint answers.
    let g = game(&app);
    for seat in [SeatId(0), SeatId(1)] {
        assert_eq!(g.observe(seat).hand, g.player(seat).hand);
    }
    // Seat 1 sees how many cards seat 0 holds, never which.
    assert_eq!(
        g.observe(SeatId(1)).hand_sizes[0],
        g.player(SeatId(0)).hand.len()
    );
    update_until(&mut app, "the human's decision", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
            || app
                .world()
                .resource::<Match<Passcode>>()
                .referee()
                .state()
                .outcome()
                .is_some()
    });
    if game(&app).outcome().is_none() {
        tap(&mut app, KeyCode::KeyH);
        assert!(
            app.world()
                .resource::<PcChoice>()
                .hint
                .as_ref()
                .map(english)
                .as_deref()
                .is_some_and(|h| h.starts_with("Hint:"))
        );
    }
}

/// Passes the screen to whoever it waits for.
fn proceed(app: &mut App) {
    app.world_mut().write_message(Proceed);
    app.update();
    app.update();
}

#[test]
fn two_humans_at_crack_it_answer_behind_hand_overs_and_see_only_their_own_hand() {
    let mut app = start(MatchSetup {
        game: GameId::CrackIt,
        seats: seats(&[SeatKind::Human, SeatKind::Human]),
        options: serde_json::json!({"mode": "king_of_thieves"}),
        seed: 3,
    });
    let waiting = |app: &App| phase(app) == Some(TurnPhase::AwaitingHuman);
    let handing_to = |app: &App| {
        app.world()
            .resource::<HandOver>()
            .to
            .as_ref()
            .map(|(s, _)| *s)
    };
    take_the_screen(&mut app, 0);
    update_until(&mut app, "the first arrangement", waiting);
    tap(&mut app, KeyCode::Enter);
    update_until(&mut app, "the hand-over to P2", |app| {
        handing_to(app) == Some(SeatId(1))
    });
    proceed(&mut app);
    update_until(&mut app, "P2's arrangement", waiting);
    tap(&mut app, KeyCode::Enter);
    update_until(&mut app, "the hand-over back to P1", |app| {
        handing_to(app) == Some(SeatId(0))
    });
    proceed(&mut app);
    update_until(&mut app, "P1's turn", waiting);
    // Give P1 a CRACK IT and P2 a Prohibition.
    {
        let mut table = app.world_mut().resource_mut::<Match<CrackIt>>();
        let mut v = serde_json::to_value(table.referee().state()).unwrap();
        v["players"][0]["hand"] = serde_json::json!(["crack_it", {"dial": 5}]);
        v["players"][1]["hand"] = serde_json::json!(["prohibition", {"dial": 2}]);
        table.set_the_table(serde_json::from_value(v).unwrap());
    }
    assert_eq!(
        app.world().resource::<Match<CrackIt>>().view().hand[0],
        ResourceCard::CrackIt
    );
    // P1 picks the CRACK IT (1) and plays it at the rival (Space): P2 may answer.
    tap(&mut app, KeyCode::Digit1);
    tap(&mut app, KeyCode::Space);
    update_until(&mut app, "the hand-over to P2 for the answer", |app| {
        handing_to(app) == Some(SeatId(1))
    });
    assert_eq!(
        app.world().resource::<Match<CrackIt>>().viewer,
        SeatId(0),
        "still covered"
    );
    proceed(&mut app);
    update_until(&mut app, "P2's answer", waiting);
    let table = app.world().resource::<Match<CrackIt>>();
    assert_eq!(table.viewer, SeatId(1));
    assert_eq!(
        table.view().hand,
        vec![ResourceCard::Prohibition, ResourceCard::Dial(2)],
        "P2 sees its own hand only"
    );
    // P2 prohibits (Space); the chain comes back to P1, behind another hand-over; P1 lets it be.
    common::app::until_answers_are_taken(&mut app);
    tap(&mut app, KeyCode::Space);
    update_until(&mut app, "the hand-over back to P1", |app| {
        handing_to(app) == Some(SeatId(0))
    });
    proceed(&mut app);
    update_until(&mut app, "P1's answer", waiting);
    common::app::until_answers_are_taken(&mut app);
    tap(&mut app, KeyCode::Enter);
    app.update();
    let game = app
        .world()
        .resource::<Match<CrackIt>>()
        .referee()
        .state()
        .clone();
    assert!(
        !game.player(SeatId(1)).combination[0].discovered,
        "one Prohibition stopped CRACK IT"
    );
    assert_eq!(
        game.player(SeatId(1)).hand,
        vec![ResourceCard::Dial(2)],
        "played out of turn: not replaced"
    );
    let log = &app.world().resource::<codebreakers::table::GameLog>().lines;
    assert!(
        log.iter()
            .any(|l| english(l).contains("CRACK IT is stopped")),
        "{log:?}"
    );
}

/// Frames the quiet table (`src/idle.rs`) asked for, as last counted.
#[derive(Resource, Default)]
struct RedrawsAsked(usize);

fn count_redraws(
    mut requests: MessageReader<bevy::window::RequestRedraw>,
    mut asked: ResMut<RedrawsAsked>,
) {
    asked.0 = requests.read().count();
}

/// The frames asked for in an update (counted after a second update, whichever order the
/// counting and the asking run in).
fn redraws_asked(app: &mut App) -> usize {
    app.update();
    app.update();
    app.world().resource::<RedrawsAsked>().0
}

/// `wait` of real time passes in one frame, as after a spell with no input (the game's own
/// clock moves on by at most a quarter second a frame, as Bevy's does), then frames come
/// a millisecond apart.
fn idle_for(app: &mut App, wait: std::time::Duration) {
    use bevy::time::TimeUpdateStrategy;
    app.insert_resource(TimeUpdateStrategy::ManualDuration(wait));
    app.update();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(1),
    ));
}

/// A quiet table: on a human's turn with nothing moving no frame is asked for once the
/// moment after the last change is over; on a computer's turn every frame is.
#[test]
fn an_idle_table_asks_for_no_frames_and_a_computers_turn_for_every_one() {
    let mut app = app(
        [SeatKind::Human, SeatKind::Computer(BotLevel::Normal)],
        0,
        3,
    );
    app.add_plugins(codebreakers::idle::plugin)
        .init_resource::<RedrawsAsked>()
        .add_systems(Last, count_redraws);
    update_until(&mut app, "the Maker's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    assert_eq!(
        redraws_asked(&mut app),
        1,
        "drawing on for a moment after a change"
    );
    idle_for(&mut app, std::time::Duration::from_millis(2100));
    assert_eq!(
        redraws_asked(&mut app),
        0,
        "nothing moves: no frame asked for"
    );

    let action = {
        let table = app.world().resource::<Match<CodeBreaker>>();
        table.referee().state().legal_actions(SeatId(0))[0]
    };
    app.world_mut()
        .write_message(codebreakers::table::Submit::<CodeBreaker> {
            seat: SeatId(0),
            action,
        });
    update_until(&mut app, "the computer's turn", |app| {
        phase(app) == Some(TurnPhase::BotThinking)
    });
    idle_for(&mut app, std::time::Duration::from_millis(2100));
    assert_eq!(redraws_asked(&mut app), 1, "a computer plays: every frame");
}

/// Words as an English-speaking player reads them.
fn english(words: &codebreakers_kernel::Words) -> String {
    codebreakers::i18n::render_in(codebreakers::i18n::Language::English, words)
}

/// The keys behind "?": F1 shows the list over the table and hides it again; Esc while it
/// shows hides it and opens no menu; the next Esc opens the menu.
#[test]
fn f1_lists_the_keys_and_esc_closes_the_list_before_it_opens_the_menu() {
    use codebreakers::session::Paused;
    use codebreakers::table::keys_help::KeysHelp;
    let mut app = app([SeatKind::Human, SeatKind::Computer(BotLevel::Easy)], 1, 5);
    update_until(&mut app, "the human's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    let shown = |app: &App| app.world().resource::<KeysHelp>().shown;
    let paused = |app: &App| *app.world().resource::<State<Paused>>().get() == Paused::Yes;
    assert!(!shown(&app));
    tap(&mut app, KeyCode::F1);
    assert!(shown(&app), "F1 lists the keys");
    tap(&mut app, KeyCode::F1);
    assert!(!shown(&app), "F1 again hides them");
    tap(&mut app, KeyCode::F1);
    tap(&mut app, KeyCode::Escape);
    assert!(
        !shown(&app) && !paused(&app),
        "Esc closes the list, and only it"
    );
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert!(paused(&app), "the next Esc opens the menu");
}
