//! The lessons played through headless, as a learner plays them: notes read with Enter, each
//! taught action done with the keys (and the pointer where the lesson teaches a click or a
//! drag), the computers playing their script. A wrong action gets the lesson's sentence and
//! changes nothing; a step back returns to the step before; the finished lesson is remembered.

use crate::common;

use bevy::prelude::*;
use codebreakers::games::code_breaker::table::Place;
use codebreakers::games::code_breaker::{Draft, DraftEdit};
use codebreakers::games::code_knacker::table::Knack;
use codebreakers::games::code_knacker::{DiceFocus, dice_on_table, uses_of};
use codebreakers::games::crack_it::table::Spot as CiSpot;
use codebreakers::games::crack_it::{Aim, Hand as CiHand};
use codebreakers::games::passcode::table::Spot as PcSpot;
use codebreakers::games::passcode::{Choice as PcChoice, must_roll, open_digits};
use codebreakers::screens::{GameId, Screen};
use codebreakers::settings::{AnimationSpeed, Settings};
use codebreakers::table::lesson::{LessonFrom, LessonGlow, LessonRun, lesson_setup};
use codebreakers::table::pieces::{Hit, Target};
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{AppGame, Match, Proceed};
use codebreakers_code_breaker::{Code, CodeBreaker, Peg};
use codebreakers_code_knacker::{Action as CkAction, CodeKnacker, DICE, Face};
use codebreakers_crack_it::{
    Action as CiAction, ClueSource, CrackIt, Observation as CiObservation, Phase as CiPhase,
    ResourceCard,
};
use codebreakers_kernel::{Game, SeatId};
use codebreakers_passcode::{Action as PcAction, Passcode, Step as PcStep};
use codebreakers_records::StepKind;
use common::app::*;
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

/// Why the lesson's card says the last try at this step was refused.
fn lesson_said(app: &App) -> Option<&'static str> {
    run(app).refusal().map(|w| w.key)
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

/// The learner's seat.
const LEARNER: SeatId = SeatId(0);

/// The game on the table, as it stands.
fn game_of<G: AppGame>(app: &App) -> G {
    app.world().resource::<Match<G>>().referee().state().clone()
}

/// A step's action (scenario JSON) as the game's action.
fn action_of<G: AppGame>(action: &Value) -> G::Action {
    serde_json::from_value(action.clone())
        .unwrap_or_else(|e| panic!("{action} is not a {} action: {e}", G::GAME.id()))
}

/// The number key `n` (1 to 9) of the top row.
fn number_key(n: usize) -> KeyCode {
    codebreakers::input::NUMBER_KEYS[n - 1]
}

/// Checks that the pieces the learner is about to touch glow.
fn glow_on<H: Hit>(app: &mut App, pieces: &[H]) {
    settle(app);
    let glows = glowing::<H>(app);
    for piece in pieces {
        assert!(
            glows.contains(piece),
            "{piece:?} glows at step {} ({glows:?})",
            run(app).step
        );
    }
}

/// A rules-legal action the current step does not teach, tried through the input path by
/// `attempt`: the lesson answers with the step's sentence (its `wrong` key, else
/// `lesson-not-now`) where the game shows its refusals (`said`), and nothing changes: the
/// same game, the same log, the same step, and the learner still to act (no dead end).
fn refused<G: AppGame + PartialEq>(
    app: &mut App,
    wrong: &G::Action,
    attempt: impl FnOnce(&mut App),
) {
    let step = run(app).step;
    let wanted = &run(app).lesson.steps[step];
    let taught = action_of::<G>(wanted.action.as_ref().expect("a taught step"));
    let sentence = wanted
        .wrong
        .clone()
        .unwrap_or_else(|| "lesson-not-now".to_owned());
    assert_ne!(*wrong, taught, "the wrong action is another one");
    let before = game_of::<G>(app);
    assert!(
        before.clone().apply(LEARNER, wrong).is_ok(),
        "{wrong:?} is legal at step {step}: only the lesson refuses it"
    );
    let actions = app.world().resource::<Match<G>>().referee().steps().len();
    attempt(app);
    settle(app);
    assert_eq!(
        lesson_said(app),
        Some(sentence.as_str()),
        "step {step}: {wrong:?} gets the lesson's sentence, on the lesson's card"
    );
    assert!(
        game_of::<G>(app) == before,
        "step {step}: {wrong:?} changed the game"
    );
    assert_eq!(
        app.world().resource::<Match<G>>().referee().steps().len(),
        actions,
        "step {step}: {wrong:?} was logged"
    );
    assert_eq!(run(app).step, step, "the lesson stays at step {step}");
    assert_eq!(
        phase(app),
        Some(TurnPhase::AwaitingHuman),
        "step {step}: the learner still acts after {wrong:?}"
    );
}

// ---- Code Breaker ----

/// The number key of a colour in the palette (1 black ... 8 orange).
fn colour_key(peg: Peg) -> KeyCode {
    number_key(
        1 + Peg::COLOURS
            .iter()
            .position(|&p| p == peg)
            .expect("a colour"),
    )
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
    app.world()
        .resource::<Match<CodeBreaker>>()
        .referee()
        .state()
}

/// What glows: the targets of the pieces wearing a lesson's glow.
fn glowing<H: Hit>(app: &mut App) -> Vec<H> {
    let mut glows = app
        .world_mut()
        .query_filtered::<&ChildOf, With<LessonGlow>>();
    let parents: Vec<Entity> = glows.iter(app.world()).map(|c| c.parent()).collect();
    parents
        .into_iter()
        .filter_map(|e| app.world().get::<Target<H>>(e).map(|t| t.hit.clone()))
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
        lesson_said(&app),
        Some("lesson-code-breaker-make-code-wrong")
    );
    assert_eq!(
        app.world().resource::<Draft>().message,
        None,
        "the card says it, not the panel"
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

// ---- Code Knacker ----

fn dice_focus(app: &App) -> &DiceFocus {
    app.world().resource::<DiceFocus>()
}

/// The key of a die's face: 1 to 5 its number, 6 a microchip.
fn face_key(face: Face) -> KeyCode {
    match face {
        Face::Digit(d) => number_key(usize::from(d)),
        Face::Chip => KeyCode::Digit6,
    }
}

/// What die `die` may do now: the set-asides the rules allow for it, in the order the
/// table walks them.
fn die_uses(app: &App, die: u8) -> Vec<CkAction> {
    let game = game_of::<CodeKnacker>(app);
    uses_of(&game.observe(LEARNER), &game.legal_actions(LEARNER), die)
}

/// A Code Knacker action by keys, as the help line tells: R rolls (also all five again),
/// S stops, and a die is set aside by [`set_aside_by_keys`].
fn knacker_by_keys(app: &mut App, action: CkAction) {
    match action {
        CkAction::Roll => press(app, KeyCode::KeyR),
        CkAction::Stop => press(app, KeyCode::KeyS),
        CkAction::SetAside { die, .. } => set_aside_by_keys(app, die, action),
    }
}

/// Sets die `die` aside as `wanted` says by keys. Its face key (1-5, 6 a microchip) takes
/// the first suitable die on the table showing that face: at once when it has a single use,
/// else it is picked up and Down walks the digits it fits. A die the face key does not
/// reach (an equal face before it) is focused with Right instead. Space sets it aside.
fn set_aside_by_keys(app: &mut App, die: u8, wanted: CkAction) {
    let game = game_of::<CodeKnacker>(app);
    let seen = game.observe(LEARNER);
    let legal = game.legal_actions(LEARNER);
    let uses = die_uses(app, die);
    let at = uses
        .iter()
        .position(|u| *u == wanted)
        .unwrap_or_else(|| panic!("{wanted:?} is none of die {die}'s uses: {uses:?}"));
    let face = seen.dice[usize::from(die)]
        .face
        .unwrap_or_else(|| panic!("die {die} is not rolled"));
    let reached = dice_on_table(&seen).into_iter().find(|&d| {
        seen.dice[usize::from(d)].face == Some(face) && !uses_of(&seen, &legal, d).is_empty()
    });
    let slot = |a: &CkAction| match a {
        CkAction::SetAside { cover, .. } => cover.map(|c| c.slot),
        _ => None,
    };
    // The table sets a die with uses on one safe only aside at once, on the first of them.
    let at_once = uses.iter().all(|u| slot(u) == slot(&uses[0]));
    if reached == Some(die) && (!at_once || at == 0) {
        press(app, face_key(face));
        if at_once {
            return;
        }
        assert_eq!(
            dice_focus(app).picked,
            Some(die),
            "key {face:?} picks up die {die}"
        );
    } else {
        for _ in 0..DICE {
            if dice_focus(app).die == Some(die) {
                break;
            }
            press(app, KeyCode::ArrowRight);
        }
        assert_eq!(dice_focus(app).die, Some(die), "Right reaches die {die}");
    }
    for _ in 0..uses.len() {
        if dice_focus(app).target == at {
            break;
        }
        press(app, KeyCode::ArrowDown);
    }
    assert_eq!(dice_focus(app).target, at, "Down reaches {wanted:?}");
    press(app, KeyCode::Space);
}

#[test]
fn the_code_knacker_lesson_is_played_through_by_keys_clicks_and_a_drag() {
    let mut app = lesson_table(GameId::CodeKnacker);
    let cover_two = step_saying(&app, "lesson-code-knacker-cover-two");
    let chip = step_saying(&app, "lesson-code-knacker-chip");
    let (mut refusal_seen, mut by_pointer) = (false, Vec::new());
    let taught = play_through(&mut app, |app, step, action| {
        let action = action_of::<CodeKnacker>(action);
        if step == cover_two {
            let CkAction::SetAside {
                die,
                cover: Some(digit),
            } = action
            else {
                panic!("step {step} covers a digit: {action:?}");
            };
            // The 2 on the other safe it fits is a fine move, but not the lesson's: its
            // sentence, and nothing changes.
            let wrong = die_uses(app, die)
                .into_iter()
                .find(|u| *u != action)
                .expect("the 2 fits a second safe");
            refused::<CodeKnacker>(app, &wrong, |app| knacker_by_keys(app, wrong));
            refusal_seen = true;
            // As taught: a click on the glowing die picks it up, a click on the glowing
            // digit covers it.
            glow_on(app, &[Knack::Die(die), Knack::Digit(digit)]);
            let held = piece_at(app, Knack::Die(die));
            click(app, held);
            assert_eq!(dice_focus(app).picked, Some(die), "the click picks it up");
            let on = piece_at(app, Knack::Digit(digit));
            click(app, on);
            by_pointer.push(step);
        } else if step == chip {
            // A microchip dragged onto the tray.
            let CkAction::SetAside { die, cover: None } = action else {
                panic!("step {step} sets a microchip aside: {action:?}");
            };
            glow_on(app, &[Knack::Die(die), Knack::Tray]);
            let held = piece_at(app, Knack::Die(die));
            let tray = piece_at(app, Knack::Tray);
            drag(app, held, tray);
            by_pointer.push(step);
        } else {
            knacker_by_keys(app, action);
        }
    });
    assert!(refusal_seen);
    assert_eq!(by_pointer, [cover_two, chip], "the pointer's steps");
    assert_eq!(
        taught, 11,
        "three rolls, a roll of all five, six dice set aside, a stop"
    );
    finished(&mut app, GameId::CodeKnacker);
}

// ---- Crack It ----

/// The learner's view of the Crack It table.
fn crack_it_seen(app: &App) -> CiObservation {
    game_of::<CrackIt>(app).observe(LEARNER)
}

fn ci_hand(app: &App) -> &CiHand {
    app.world().resource::<CiHand>()
}

/// What the Crack It table last told the learner (a refusal among others).
fn crack_it_said(app: &App) -> Option<&'static str> {
    ci_hand(app).message.as_ref().map(|w| w.key)
}

/// A Crack It action by keys, as the help line tells: 1-5 pick a card, Left/Right aim it,
/// Space plays it (or prohibits, or takes a Clue's dial card), Enter ends the turn (or
/// lets an action card be), Backspace discards instead.
fn crack_it_by_keys(app: &mut App, action: &CiAction) {
    match *action {
        CiAction::Arrange { order } => {
            arrange_by_keys(app, order);
            press(app, KeyCode::Enter);
        }
        CiAction::Dial { card, rival }
        | CiAction::Block { card, rival }
        | CiAction::CrackIt { card, rival } => {
            pick_card(app, card);
            aim(app, Aim::Rival(rival));
            press(app, KeyCode::Space);
        }
        CiAction::Clue { card, source } => {
            pick_card(app, card);
            aim(
                app,
                match source {
                    ClueSource::DiscardPile => Aim::DiscardPile,
                    ClueSource::Player(rival) => Aim::Rival(rival),
                },
            );
            press(app, KeyCode::Space);
        }
        CiAction::Reset { card } | CiAction::MasterCrackIt { card } => {
            pick_card(app, card);
            press(app, KeyCode::Space);
        }
        CiAction::TakeDial { value, rival } => {
            offered_dial(app, value);
            aim(app, Aim::Rival(rival));
            press(app, KeyCode::Space);
        }
        CiAction::Prohibit { card } => {
            let first = crack_it_seen(app)
                .hand
                .iter()
                .position(|&c| c == ResourceCard::Prohibition);
            assert_eq!(
                first,
                Some(usize::from(card)),
                "Space prohibits with the first Prohibition in hand"
            );
            until_answers_are_taken(app);
            press(app, KeyCode::Space);
        }
        CiAction::Pass => {
            until_answers_are_taken(app);
            press(app, KeyCode::Enter);
        }
        CiAction::EndTurn => {
            press(app, KeyCode::Enter);
            // With no card played the table asks whether the turn is to end: Enter again.
            if ci_hand(app).ending {
                press(app, KeyCode::Enter);
            }
        }
        CiAction::Discard { ref cards } => {
            press(app, KeyCode::Backspace);
            for &card in cards {
                for _ in 0..crack_it_seen(app).hand.len() {
                    if ci_hand(app).cursor == usize::from(card) {
                        break;
                    }
                    press(app, KeyCode::ArrowDown);
                }
                assert_eq!(ci_hand(app).cursor, usize::from(card), "Down reaches it");
                press(app, KeyCode::Space);
            }
            press(app, KeyCode::Enter);
        }
    }
}

/// Lays the combination cards in `order` with the number keys: a card's key picks it, a
/// second card's key swaps the two.
fn arrange_by_keys(app: &mut App, order: [u8; 3]) {
    for place in 0..3 {
        let now = ci_hand(app).order;
        if now[place] == order[place] {
            continue;
        }
        let other = (place + 1..3)
            .find(|&q| now[q] == order[place])
            .expect("an order of the three cards");
        press(app, number_key(place + 1));
        press(app, number_key(other + 1));
    }
    assert_eq!(
        ci_hand(app).order,
        order,
        "the keys laid the lesson's order"
    );
}

/// Lays the combination cards in `order` by dragging each onto its place.
fn arrange_by_drags(app: &mut App, order: [u8; 3]) {
    for place in 0..3 {
        let now = ci_hand(app).order;
        if now[place] == order[place] {
            continue;
        }
        let from = now
            .iter()
            .position(|&c| c == order[place])
            .expect("an order of the three cards");
        let held = piece_at(app, CiSpot::Combination(from as u8));
        let on = piece_at(app, CiSpot::Combination(place as u8));
        drag(app, held, on);
    }
    assert_eq!(
        ci_hand(app).order,
        order,
        "the drags laid the lesson's order"
    );
}

/// Picks up the hand card at `card` with its number key (unless it is picked up already).
fn pick_card(app: &mut App, card: u8) {
    if ci_hand(app).selected != Some(card) {
        press(app, number_key(usize::from(card) + 1));
    }
    assert_eq!(
        ci_hand(app).selected,
        Some(card),
        "card {card} is picked up"
    );
}

/// Aims at `target` with Right, as the table shows the aim.
fn aim(app: &mut App, target: Aim) {
    for _ in 0..=crack_it_seen(app).combinations.len() {
        if ci_hand(app).aimed(&crack_it_seen(app)) == Some(target) {
            return;
        }
        press(app, KeyCode::ArrowRight);
    }
    panic!(
        "Right never aims at {target:?} (it aims at {:?})",
        ci_hand(app).aimed(&crack_it_seen(app))
    );
}

/// Moves a Clue's focus with Down to the dial card of `value` it offers.
fn offered_dial(app: &mut App, value: u8) {
    let CiPhase::ClueChoice { values, .. } = crack_it_seen(app).phase else {
        panic!("no Clue offers dial cards now");
    };
    for _ in 0..values.len() {
        if values.get(ci_hand(app).cursor) == Some(&value) {
            return;
        }
        press(app, KeyCode::ArrowDown);
    }
    panic!("Down never reaches the dial {value} of {values:?}");
}

/// Takes the Clue's offered dial card of `value` to `rival`'s safe by clicks, after a
/// click on the safe with no card picked was refused and played nothing.
fn offered_by_clicks(app: &mut App, value: u8, rival: SeatId) {
    let CiPhase::ClueChoice { values, .. } = crack_it_seen(app).phase else {
        panic!("no Clue offers dial cards now");
    };
    let row = values.iter().position(|&v| v == value).expect("offered") as u8;
    let actions = app
        .world()
        .resource::<Match<CrackIt>>()
        .referee()
        .steps()
        .len();
    let safe = piece_at(app, CiSpot::Rival(rival));
    click(app, safe);
    assert_eq!(crack_it_said(app), Some("crack-it-pick-offered"));
    assert_eq!(
        app.world()
            .resource::<Match<CrackIt>>()
            .referee()
            .steps()
            .len(),
        actions,
        "a click on a safe alone plays nothing"
    );
    let card = piece_at(app, CiSpot::ClueDial(row));
    click(app, card);
    assert_eq!(ci_hand(app).offered, Some(row), "the click picks it up");
    let safe = piece_at(app, CiSpot::Rival(rival));
    click(app, safe);
}

/// Plays the hand card at `card` by two clicks: on the card, then on what it goes to.
fn crack_it_by_clicks(app: &mut App, card: u8, on: CiSpot) {
    glow_on(app, &[CiSpot::Hand(card), on]);
    if ci_hand(app).selected != Some(card) {
        let held = piece_at(app, CiSpot::Hand(card));
        click(app, held);
    }
    assert_eq!(ci_hand(app).selected, Some(card), "the click picks it up");
    let at = piece_at(app, on);
    click(app, at);
}

#[test]
fn the_crack_it_lesson_is_played_through_by_keys_clicks_and_a_drag() {
    let mut app = lesson_table(GameId::CrackIt);
    let arrange = step_saying(&app, "lesson-crack-it-arrange");
    let dial = step_saying(&app, "lesson-crack-it-dial");
    let click_step = step_saying(&app, "lesson-crack-it-click");
    let clue = step_saying(&app, "lesson-crack-it-clue");
    let take = step_saying(&app, "lesson-crack-it-take-dial");
    let (mut refusal_seen, mut by_pointer) = (false, Vec::new());
    let taught = play_through(&mut app, |app, step, action| {
        let action = action_of::<CrackIt>(action);
        match action {
            // The cards dragged to their places, then Lay down (Enter).
            CiAction::Arrange { order } if step == arrange => {
                glow_on(app, &[CiSpot::Combination(0), CiSpot::Combination(1)]);
                arrange_by_drags(app, order);
                press(app, KeyCode::Enter);
                by_pointer.push(step);
            }
            CiAction::Dial { card, rival } if step == dial => {
                // The same dial card against the other rival is a fine move, but not the
                // lesson's: its sentence, and nothing changes.
                let other = (1..run(app).lesson.seats.len() as u8)
                    .map(SeatId)
                    .find(|&s| s != rival)
                    .expect("a second rival");
                let wrong = CiAction::Dial { card, rival: other };
                refused::<CrackIt>(app, &wrong, |app| crack_it_by_keys(app, &wrong));
                refusal_seen = true;
                crack_it_by_keys(app, &action);
            }
            CiAction::Dial { card, rival } if step == click_step => {
                crack_it_by_clicks(app, card, CiSpot::Rival(rival));
                by_pointer.push(step);
            }
            CiAction::Clue {
                card,
                source: ClueSource::DiscardPile,
            } if step == clue => {
                crack_it_by_clicks(app, card, CiSpot::Discard);
                by_pointer.push(step);
            }
            // The Clue's find is played as any card: a click on a rival's safe before a
            // card is picked plays nothing; then the card, then the safe.
            CiAction::TakeDial { value, rival } if step == take => {
                offered_by_clicks(app, value, rival);
                by_pointer.push(step);
            }
            _ => crack_it_by_keys(app, &action),
        }
    });
    assert!(refusal_seen);
    assert_eq!(
        by_pointer,
        [arrange, click_step, clue, take],
        "the pointer's steps"
    );
    assert_eq!(
        taught, 10,
        "the arrangement, four dial cards (one a Clue's), a Prohibition, a Clue, a Block, two ends \
         of turn"
    );
    finished(&mut app, GameId::CrackIt);
}

// ---- Passcode ----

fn pc_choice(app: &App) -> &PcChoice {
    app.world().resource::<PcChoice>()
}

/// A Passcode action by keys, as the help line tells: Enter draws (or rolls, when the
/// player must), Up takes the discard, 1/2 pick a card, Space plays it (Up/Down choose the
/// digit in any order), Backspace discards it, S lays it as LOCK IN; Enter keeps the card
/// after a code is complete.
fn passcode_by_keys(app: &mut App, action: PcAction) {
    let seen = game_of::<Passcode>(app).observe(LEARNER);
    match action {
        PcAction::DrawPile | PcAction::Roll => {
            assert_eq!(
                must_roll(&seen),
                action == PcAction::Roll,
                "Enter does {action:?} now"
            );
            press(app, KeyCode::Enter);
        }
        PcAction::DrawDiscard => press(app, KeyCode::ArrowUp),
        PcAction::Play { card, digit } => {
            pick_passcode_card(app, card);
            if let Some(digit) = digit {
                for _ in 0..open_digits(&seen).len() {
                    if open_digits(&seen).get(pc_choice(app).digit) == Some(&digit) {
                        break;
                    }
                    press(app, KeyCode::ArrowDown);
                }
                assert_eq!(
                    open_digits(&seen).get(pc_choice(app).digit),
                    Some(&digit),
                    "Down reaches digit {digit}"
                );
            }
            press(app, KeyCode::Space);
        }
        PcAction::Discard { card } => {
            pick_passcode_card(app, card);
            press(app, KeyCode::Backspace);
        }
        PcAction::LockIn { card } => {
            pick_passcode_card(app, card);
            press(app, KeyCode::KeyS);
        }
        PcAction::Keep => {
            assert_eq!(seen.step(), Some(PcStep::Completed), "Enter keeps the card");
            press(app, KeyCode::Enter);
        }
    }
}

/// Picks the hand card at `card` with its number key (unless it is picked already).
fn pick_passcode_card(app: &mut App, card: u8) {
    if pc_choice(app).selected != Some(card) {
        press(app, number_key(usize::from(card) + 1));
    }
    assert_eq!(pc_choice(app).selected, Some(card), "card {card} is picked");
}

#[test]
fn the_passcode_lesson_is_played_through_by_keys_a_drag_and_a_click() {
    let mut app = lesson_table(GameId::Passcode);
    let play_first = step_saying(&app, "lesson-passcode-play-first");
    let discard = step_saying(&app, "lesson-passcode-discard");
    let roll = step_saying(&app, "lesson-passcode-roll");
    let (mut refusal_seen, mut by_pointer) = (false, Vec::new());
    let taught = play_through(&mut app, |app, step, action| {
        let action = action_of::<Passcode>(action);
        match action {
            // The card dragged onto the next digit of the code.
            PcAction::Play { card, digit: None } if step == play_first => {
                let seen = game_of::<Passcode>(app).observe(LEARNER);
                let next = *open_digits(&seen).first().expect("an open digit");
                glow_on(app, &[PcSpot::Hand(card), PcSpot::Digit(next)]);
                let held = piece_at(app, PcSpot::Hand(card));
                let on = piece_at(app, PcSpot::Digit(next));
                drag(app, held, on);
                by_pointer.push(step);
            }
            PcAction::Discard { card } if step == discard => {
                // Discarding the other card is a fine move, but not the lesson's: its
                // sentence, and nothing changes.
                let wrong = PcAction::Discard { card: 1 - card };
                refused::<Passcode>(app, &wrong, |app| passcode_by_keys(app, wrong));
                refusal_seen = true;
                passcode_by_keys(app, action);
            }
            // A click on the die rolls it.
            PcAction::Roll if step == roll => {
                glow_on(app, &[PcSpot::Die]);
                let die = piece_at(app, PcSpot::Die);
                click(app, die);
                by_pointer.push(step);
            }
            _ => passcode_by_keys(app, action),
        }
    });
    assert!(refusal_seen);
    assert_eq!(by_pointer, [play_first, roll], "the pointer's steps");
    assert_eq!(
        taught, 11,
        "the discard taken, four draws, three cards played, a discard, a LOCK IN, a roll"
    );
    finished(&mut app, GameId::Passcode);
}
