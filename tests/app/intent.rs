//! Nothing happens that the player did not mean: a key acts only on what the player sees it
//! act on (keys down or pressed as a screen, a window or a turn comes do nothing there), a
//! turn never ends unplayed by one key, an answer window asks only where there is something
//! to ask and lasts the same whatever its seat holds, a move told on the table is headed by
//! who made it, and the computers' turns can be hurried.

use crate::common;

use bevy::prelude::*;
use codebreakers::games::code_breaker::Draft;
use codebreakers::games::code_knacker::table::TableShown;
use codebreakers::games::crack_it::Hand as CiHand;
use codebreakers::input::KeysQuiet;
use codebreakers::screens::{GameId, MatchSetup, SeatChoice};
use codebreakers::settings::AnimationSpeed;
use codebreakers::table::hurry::Hurry;
use codebreakers::table::phase::THINK_SECONDS;
use codebreakers::table::turn::{ANSWER_LEAST_SECONDS, TurnPhase};
use codebreakers::table::{HandOver, Match, MoveShown, Proceed, Submit, TurnCame};
use codebreakers_code_breaker::{Mode, Options};
use codebreakers_code_knacker::{Action as CkAction, CodeKnacker};
use codebreakers_crack_it::{Action as CiAction, CrackIt, Phase as CiPhase};
use codebreakers_kernel::{BotLevel, Chance, Game, SeatId, SeatKind};
use common::app::{awaiting_human, phase, until_keys_listen, update_until};
use common::table::{open_table, start_at, tap};
use serde_json::json;

const COMPUTER: SeatKind = SeatKind::Computer(BotLevel::Normal);
/// Each frame of the table's tests is 50 ms of game time.
const FRAME: f32 = 0.05;

fn hold(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
}

fn let_go(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(key);
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

fn crack_it(app: &App) -> CrackIt {
    app.world()
        .resource::<Match<CrackIt>>()
        .referee()
        .state()
        .clone()
}

fn actions_played<G: codebreakers::table::AppGame>(app: &App) -> usize {
    app.world().resource::<Match<G>>().actions_played()
}

fn submit<G: codebreakers::table::AppGame>(app: &mut App, seat: u8, action: G::Action) {
    app.world_mut().write_message(Submit::<G> {
        seat: SeatId(seat),
        action,
    });
    frames(app, 3);
}

/// A Crack It match (King of Thieves) of `seats` at the table, every combination laid out
/// as dealt by the rules directly, seat 0's first turn to play.
fn crack_it_in_play(seats: &[SeatKind], speed: AnimationSpeed) -> App {
    let mut app = start_at(
        GameId::CrackIt,
        seats,
        json!({"mode": "king_of_thieves"}),
        5,
        speed,
    );
    let mut game = CrackIt::setup(
        &serde_json::from_value(json!({"mode": "king_of_thieves"})).unwrap(),
        seats.len(),
        Chance::seeded(5),
    )
    .unwrap();
    for seat in 0..seats.len() {
        game.apply(SeatId(seat as u8), &CiAction::Arrange { order: [0, 1, 2] })
            .unwrap();
    }
    assert_eq!(game.current(), SeatId(0));
    app.world_mut()
        .resource_mut::<Match<CrackIt>>()
        .set_the_table(game);
    app
}

/// The table set to `game` with its JSON changed by `edit`.
fn edit_crack_it(app: &mut App, edit: impl FnOnce(&mut serde_json::Value)) {
    let mut table = app.world_mut().resource_mut::<Match<CrackIt>>();
    let mut v = serde_json::to_value(table.referee().state()).unwrap();
    edit(&mut v);
    table.set_the_table(serde_json::from_value(v).unwrap());
}

/// Seat 0 plays a Block on seat 1's first digit (found already): an action card every
/// other seat may answer. Seat 1 holds a Prohibition or not.
fn seat_0_blocks(app: &mut App, seat_1_holds_a_prohibition: bool) {
    let answer = if seat_1_holds_a_prohibition {
        json!(["prohibition", {"dial": 2}])
    } else {
        json!([{"dial": 2}, {"dial": 3}])
    };
    edit_crack_it(app, |v| {
        v["players"][0]["hand"] = json!(["block", {"dial": 5}]);
        v["players"][1]["hand"] = answer;
        v["players"][1]["combination"][0]["discovered"] = json!(true);
        for seat in 2..v["players"].as_array().unwrap().len() {
            v["players"][seat]["hand"] = json!([{"dial": 7}]);
        }
    });
    let mut game = crack_it(app);
    game.apply(
        SeatId(0),
        &CiAction::Block {
            card: 0,
            rival: SeatId(1),
        },
    )
    .unwrap();
    app.world_mut()
        .resource_mut::<Match<CrackIt>>()
        .set_the_table(game);
}

fn window_open(app: &App) -> bool {
    matches!(crack_it(app).phase(), CiPhase::Window(_))
}

/// Ending a Crack It turn with no card played is asked once: the first Enter asks, the
/// second ends it; Backspace keeps playing.
#[test]
fn a_crack_it_turn_with_no_card_played_ends_only_once_confirmed() {
    let mut app = crack_it_in_play(&[SeatKind::Human, COMPUTER], AnimationSpeed::Off);
    update_until(&mut app, "P1's turn", awaiting_human);
    let played = actions_played::<CrackIt>(&app);
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert!(app.world().resource::<CiHand>().ending, "the table asks");
    assert_eq!(actions_played::<CrackIt>(&app), played, "nothing ended");
    // A second Enter at once is a key carried over: the question has just opened.
    hold(&mut app, KeyCode::Enter);
    app.update();
    let_go(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_eq!(crack_it(&app).current(), SeatId(0));
    // Backspace: keep playing.
    tap(&mut app, KeyCode::Backspace);
    frames(&mut app, 2);
    let hand = app.world().resource::<CiHand>();
    assert!(!hand.ending && hand.discarding.is_none(), "kept playing");
    assert_eq!(crack_it(&app).current(), SeatId(0));
    // Asked again, and confirmed: the turn ends.
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert!(app.world().resource::<CiHand>().ending);
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_ne!(crack_it(&app).current(), SeatId(0), "ended once confirmed");
}

/// An Enter held down from before the turn came, or pressed in its first moments, does
/// nothing at the table; once let go and the moment past, the next Enter is heard.
#[test]
fn keys_down_or_pressed_as_the_turn_comes_do_not_act_on_it() {
    let mut app = crack_it_in_play(&[SeatKind::Human, COMPUTER], AnimationSpeed::Normal);
    // P1 holds no Prohibition: asked only for turns of their own.
    edit_crack_it(&mut app, |v| {
        v["players"][0]["hand"] = json!([{"dial": 1}, {"dial": 2}, {"dial": 3}]);
    });
    update_until(&mut app, "P1's turn", awaiting_human);
    submit::<CrackIt>(&mut app, 0, CiAction::EndTurn);
    assert_eq!(crack_it(&app).current(), SeatId(1));
    update_until(&mut app, "P1's turn again", awaiting_human);
    assert_eq!(crack_it(&app).to_decide(), vec![SeatId(0)]);
    let played = actions_played::<CrackIt>(&app);
    let nothing_happened = |app: &App, what: &str| {
        assert_eq!(actions_played::<CrackIt>(app), played, "{what}");
        assert!(
            !app.world().resource::<CiHand>().ending,
            "{what}: not even asked"
        );
    };
    // Enter tapped the moment the turn comes (meant for what was there before).
    hold(&mut app, KeyCode::Enter);
    app.update();
    let_go(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    nothing_happened(&app, "a tap as the turn came");
    // Enter pressed in its first moments and held down past them.
    hold(&mut app, KeyCode::Enter);
    frames(&mut app, 40);
    nothing_happened(&app, "an Enter held from the turn's first moments");
    let_go(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    nothing_happened(&app, "let go");
    // Let go, and the moment past: Enter is heard (it asks whether to end unplayed).
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert!(
        app.world().resource::<CiHand>().ending,
        "the next Enter is heard"
    );

    // The same as the table opens: a colour key down as the match begins places nothing,
    // nor one pressed in its first moments; after them it places its colour.
    let setup = MatchSetup {
        game: GameId::CodeBreaker,
        seats: vec![
            SeatChoice {
                name: "Ada".into(),
                kind: SeatKind::Human,
            },
            SeatChoice {
                name: "Blaise".into(),
                kind: COMPUTER,
            },
        ],
        options: serde_json::to_value(Options {
            mode: Mode::Standard,
            first_maker: SeatId(1),
        })
        .unwrap(),
        seed: 2,
    };
    let mut app = open_table(setup, AnimationSpeed::Off, |app| {
        app.update();
        hold(app, KeyCode::Digit1);
    });
    update_until(&mut app, "the Breaker's turn", awaiting_human);
    frames(&mut app, 20);
    let placed = |app: &App| {
        app.world()
            .resource::<Draft>()
            .holes
            .iter()
            .filter(|p| p.is_some())
            .count()
    };
    assert_eq!(
        placed(&app),
        0,
        "a key down as the table opened placed nothing"
    );
    let_go(&mut app, KeyCode::Digit1);
    app.update();
    assert_eq!(placed(&app), 0);
    until_keys_listen(&mut app);
    tap(&mut app, KeyCode::Digit1);
    frames(&mut app, 2);
    assert_eq!(
        placed(&app),
        1,
        "a key pressed once the table listens places"
    );

    // A new moment (the pause menu closing) quiets the keys again for a moment.
    app.world_mut()
        .resource_mut::<NextState<codebreakers::screens::Paused>>()
        .set(codebreakers::screens::Paused::Yes);
    app.update();
    assert!(app.world().resource::<KeysQuiet>().quiet());
}

/// Alone against computers with no Prohibition in hand, an answer window asks nothing: the
/// action goes through after a computer's moment, with no banner and no prompt; holding
/// one, the window asks (no turn banner over it) and takes no answer before its least time.
#[test]
fn an_answer_window_asks_the_only_human_only_when_they_can_answer() {
    for holds in [false, true] {
        let mut app = crack_it_in_play(&[COMPUTER, SeatKind::Human], AnimationSpeed::Normal);
        seat_0_blocks(&mut app, holds);
        assert!(window_open(&app));
        let mut asked = false;
        let mut waited = 0.0;
        let mut answer_tried_early = false;
        while window_open(&app) && waited < 20.0 {
            if awaiting_human(&app) {
                asked = true;
                let came = app.world().resource::<TurnCame>();
                assert!(came.answering, "an answer, not a turn: no banner");
                if came.shown < ANSWER_LEAST_SECONDS - 2.0 * FRAME {
                    // Enter every frame before the least time: not taken.
                    answer_tried_early = true;
                    tap(&mut app, KeyCode::Enter);
                    assert!(
                        window_open(&app),
                        "no answer before {ANSWER_LEAST_SECONDS} s"
                    );
                    waited += 2.0 * FRAME;
                    continue;
                }
                tap(&mut app, KeyCode::Enter);
            }
            app.update();
            waited += FRAME;
        }
        assert!(!window_open(&app), "the window closed");
        assert_eq!(asked, holds, "asked only when holding a Prohibition");
        if holds {
            assert!(answer_tried_early);
            assert!(waited >= ANSWER_LEAST_SECONDS, "up {waited} s");
        } else {
            assert!(
                waited >= THINK_SECONDS,
                "it went through after a computer's moment ({waited} s)"
            );
            let log = app.world().resource::<codebreakers::table::GameLog>();
            assert!(
                log.lines
                    .iter()
                    .any(|l| l.key == "crack-it-log-goes-through"),
                "the log tells it"
            );
        }
    }
}

/// Where two humans share the screen, each answer window takes its first answer at the
/// same moment whether its seat holds a Prohibition or not.
#[test]
fn answer_windows_at_one_screen_last_the_same_whatever_the_seat_holds() {
    let mut first_answers = Vec::new();
    for holds in [false, true] {
        let mut app = crack_it_in_play(
            &[SeatKind::Human, SeatKind::Human, COMPUTER],
            AnimationSpeed::Normal,
        );
        seat_0_blocks(&mut app, holds);
        update_until(&mut app, "the hand-over to P2", |app| {
            app.world()
                .resource::<HandOver>()
                .to
                .as_ref()
                .is_some_and(|(s, _)| *s == SeatId(1))
        });
        app.world_mut().write_message(Proceed);
        update_until(&mut app, "P2's window", awaiting_human);
        // P2 presses Enter (let it be) as often as they can: the first heard is the least
        // time after the window came.
        let before = crack_it(&app).to_decide();
        assert_eq!(before, vec![SeatId(1)]);
        let mut up = 0.0;
        while crack_it(&app).to_decide() == before && up < 10.0 {
            up = app.world().resource::<TurnCame>().shown;
            tap(&mut app, KeyCode::Enter);
        }
        let passed = crack_it(&app);
        assert!(
            passed.to_decide() != before,
            "P2's answer was taken (holding a Prohibition: {holds})"
        );
        first_answers.push(up);
    }
    assert!(
        first_answers
            .iter()
            .all(|&t| t >= ANSWER_LEAST_SECONDS - FRAME)
    );
    assert!(
        (first_answers[0] - first_answers[1]).abs() <= 2.0 * FRAME,
        "the same wait with or without a Prohibition: {first_answers:?}"
    );
}

/// A card that goes through once the last rival let it be is told under its player's
/// name, not the last to answer; a turn beginning is the log's alone.
#[test]
fn a_move_told_on_the_table_is_headed_by_who_made_it() {
    let mut app = crack_it_in_play(
        &[SeatKind::Human, COMPUTER, COMPUTER],
        AnimationSpeed::Normal,
    );
    update_until(&mut app, "P1's turn", awaiting_human);
    seat_0_blocks(&mut app, false);
    update_until(&mut app, "the Block resolved", |app| !window_open(app));
    let shown = app.world().resource::<MoveShown>().clone();
    let through = shown
        .told
        .iter()
        .find(|t| t.lines.iter().any(|l| l.key == "crack-it-log-goes-through"))
        .expect("the Block going through is told");
    assert_eq!(
        through.seat,
        SeatId(0),
        "under the Block's player: {shown:?}"
    );
    assert_eq!(through.name, "P1");
    for told in &shown.told {
        assert!(told.lines.iter().all(|l| l.key != "crack-it-log-turn"));
    }
    // Computer 3's turn begun by P1's own move is no box headed by the last computer.
    submit::<CrackIt>(&mut app, 0, CiAction::EndTurn);
    let shown = app.world().resource::<MoveShown>();
    assert!(
        shown
            .told
            .iter()
            .all(|t| t.lines.iter().all(|l| l.key != "crack-it-log-turn")),
        "a turn beginning is the log's"
    );
}

/// Code Knacker, one human and five computers: Faster plays the computers' turns at four
/// times the pace until the human is asked, then the table goes back to its own pace and
/// the last player's dice leave the tray.
#[test]
fn faster_hurries_the_computers_until_the_human_is_asked() {
    let seats = [
        SeatKind::Human,
        COMPUTER,
        COMPUTER,
        COMPUTER,
        COMPUTER,
        COMPUTER,
    ];
    let mut frames_waited = Vec::new();
    for hurried in [false, true] {
        let mut app = start_at(
            GameId::CodeKnacker,
            &seats,
            serde_json::Value::Null,
            11,
            AnimationSpeed::Normal,
        );
        update_until(&mut app, "P1's turn", awaiting_human);
        // P1 rolls, then stops at the first chance (or is stopped by the dice).
        let start = actions_played::<CodeKnacker>(&app);
        loop {
            let game = app
                .world()
                .resource::<Match<CodeKnacker>>()
                .referee()
                .state()
                .clone();
            if game.current() != SeatId(0) {
                break;
            }
            update_until(&mut app, "P1 to decide", |app| {
                awaiting_human(app)
                    || app
                        .world()
                        .resource::<Match<CodeKnacker>>()
                        .referee()
                        .state()
                        .current()
                        != SeatId(0)
            });
            let legal = game.legal_actions(SeatId(0));
            let Some(action) = [CkAction::Stop, CkAction::Roll]
                .into_iter()
                .find(|a| legal.contains(a))
                .or_else(|| legal.first().copied())
            else {
                break;
            };
            submit::<CodeKnacker>(&mut app, 0, action);
        }
        assert!(actions_played::<CodeKnacker>(&app) > start);
        if hurried {
            update_until(&mut app, "Faster offered", |app| {
                app.world().resource::<Hurry>().offered
            });
            tap(&mut app, KeyCode::KeyF);
            assert!(
                app.world().resource::<Hurry>().on,
                "F hurries the computers"
            );
            assert_eq!(
                app.world().resource::<Time<Virtual>>().relative_speed(),
                4.0
            );
        }
        let mut waited = 0;
        while !(awaiting_human(&app) || phase(&app) == Some(TurnPhase::Over)) && waited < 40_000 {
            app.update();
            waited += 1;
        }
        assert!(awaiting_human(&app), "P1's turn came back");
        frames_waited.push(waited);
        assert!(
            !app.world().resource::<Hurry>().on,
            "asked: no longer hurried"
        );
        app.update();
        assert_eq!(
            app.world().resource::<Time<Virtual>>().relative_speed(),
            1.0
        );
        // The last player's dice are gone from the tray: blank, in the rolling area.
        frames(&mut app, 3);
        let shown = app.world().resource::<TableShown>();
        assert!(shown.aside.iter().all(|a| !a), "the tray is cleared");
        assert!(
            shown.faces.iter().all(Option::is_none),
            "the dice wait blank"
        );
    }
    let (usual, hurried) = (frames_waited[0] as f32, frames_waited[1] as f32);
    assert!(
        hurried < usual * 0.4,
        "hurried: {hurried} frames against {usual}"
    );
}

/// Undo pressed with nothing the rules let go back says why in the panel.
#[test]
fn undo_with_nothing_to_take_back_says_why() {
    let mut app = crack_it_in_play(&[SeatKind::Human, COMPUTER], AnimationSpeed::Off);
    update_until(&mut app, "P1's turn", awaiting_human);
    tap(&mut app, KeyCode::KeyU);
    frames(&mut app, 2);
    assert_eq!(
        app.world()
            .resource::<CiHand>()
            .message
            .as_ref()
            .map(|l| l.key),
        Some("crack-it-undo-none"),
        "the panel says why nothing goes back"
    );
}

/// Names nobody typed follow a change of language made at the table; typed ones stay, and
/// in a lesson the computers keep their own names.
#[test]
fn untyped_names_follow_the_language_at_the_table() {
    use codebreakers::i18n::Language;
    use codebreakers::settings::Settings;
    let speak = |app: &mut App, language: Language| {
        app.world_mut().resource_mut::<Settings>().language = Some(language);
        frames(app, 2);
    };
    let names = |app: &App| app.world().resource::<Match<CrackIt>>().names();
    let setup = MatchSetup {
        game: GameId::CrackIt,
        seats: vec![
            SeatChoice {
                name: "Player 1".into(),
                kind: SeatKind::Human,
            },
            SeatChoice {
                name: "Blaise".into(),
                kind: COMPUTER,
            },
        ],
        options: json!({"mode": "king_of_thieves"}),
        seed: 4,
    };
    let mut app = open_table(setup, AnimationSpeed::Off, |app| {
        app.insert_resource(codebreakers::screens::TypedNames(vec![false, true]));
    });
    frames(&mut app, 3);
    assert_eq!(names(&app), vec!["Player 1", "Blaise"]);
    speak(&mut app, Language::German);
    assert_eq!(
        names(&app),
        vec!["Spieler 1", "Blaise"],
        "the default follows, the typed stays"
    );
    speak(&mut app, Language::English);
    assert_eq!(names(&app), vec!["Player 1", "Blaise"]);

    let (setup, lesson) = codebreakers::table::lesson::lesson_setup(GameId::CrackIt, 1).unwrap();
    let mut app = open_table(setup, AnimationSpeed::Off, |app| {
        app.insert_resource(codebreakers::table::lesson::LessonFrom(lesson));
    });
    frames(&mut app, 3);
    let before = names(&app);
    speak(&mut app, Language::German);
    let after = names(&app);
    assert_eq!(after[0], "Spieler 1", "the learner's name follows");
    assert_eq!(
        after[1..],
        before[1..],
        "the lesson's computers keep theirs"
    );
}
