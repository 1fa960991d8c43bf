//! Nothing is lost, through the app: every match is saved after every action; a new app
//! resumes it where it was (state, each seat's observation, log); an action the rules let
//! a human take back is taken back, and one they do not is not; a finished match is
//! watched again; one seed gives the same game in the app and the CLI.

use crate::common;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use codebreakers::i18n::{Language, render_in};
use codebreakers::records::{ResumeFrom, SavedMatches, Saves, setup_of};
use codebreakers::screens::{GameId, MatchResult, MatchSetup, Screen, SeatChoice};
use codebreakers::settings::{AnimationSpeed, Settings, SettingsStore};
use codebreakers::table::replay::{Replay, ReplayFrom, ReplayStep};
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{AppGame, GameLog, Match, Proceed, Submit, Summary, TakeBack};
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::{Action as CkAction, CodeKnacker, Phase as CkPhase};
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, Game, SeatId, SeatKind};
use codebreakers_passcode::Passcode;
use codebreakers_records::SaveFile;
use common::app::{awaiting_human, update_until};

/// The app without a window, saving to `saves`, on the screen the caller goes to.
fn app_with(saves: Saves) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore::none());
    app.insert_resource(saves);
    app.add_plugins(codebreakers::game_logic);
    app.insert_resource(Settings {
        animation_speed: AnimationSpeed::Off,
        ..default()
    });
    app.update();
    app
}

fn play(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
}

/// Plays on (confirming summaries) until the table waits for the human, seat 0.
fn until_the_human_decides<G: AppGame>(app: &mut App) {
    for _ in 0..20_000 {
        let Some(table) = app.world().get_resource::<Match<G>>() else {
            panic!(
                "no match on the table: {:?}",
                app.world().resource::<State<Screen>>().get()
            );
        };
        // The table waits for the human (at an answer window, the others wait for them).
        if awaiting_human(app) && table.referee().state().to_decide().first() == Some(&SeatId(0)) {
            return;
        }
        if !app.world().resource::<Summary>().lines.is_empty() {
            app.world_mut().write_message(Proceed);
        }
        app.update();
    }
    let table = app.world().resource::<Match<G>>();
    panic!(
        "timed out waiting for the human's decision: {:?} decide, {:?}",
        table.referee().state().to_decide(),
        app.world()
            .get_resource::<State<TurnPhase>>()
            .map(|s| *s.get())
    );
}

/// What must survive a save: the state, what each seat sees, the actions, the log lines.
fn snapshot<G: AppGame>(
    app: &App,
) -> (
    serde_json::Value,
    Vec<serde_json::Value>,
    String,
    Vec<String>,
) {
    let table = app.world().resource::<Match<G>>();
    let seats = table.referee().state().seat_count();
    (
        serde_json::to_value(table.referee().state()).unwrap(),
        (0..seats)
            .map(|s| {
                serde_json::to_value(table.referee().state().observe(SeatId(s as u8))).unwrap()
            })
            .collect(),
        serde_json::to_string(&table.referee().log()).unwrap(),
        app.world()
            .resource::<GameLog>()
            .lines
            .iter()
            .map(|line| render_in(Language::English, line))
            .collect(),
    )
}

/// A human (seat 0) against a computer plays its first legal action `turns` times; the app
/// is dropped and a new one resumes the save from the title's list.
fn resumes_where_it_was<G: AppGame>(game: GameId, options: serde_json::Value, turns: usize) {
    let mut app = app_with(Saves::in_memory());
    app.insert_resource(MatchSetup {
        game,
        seats: vec![
            SeatChoice {
                name: "Núria".into(),
                kind: SeatKind::Human,
            },
            SeatChoice {
                name: "Computer".into(),
                kind: SeatKind::Computer(BotLevel::Normal),
            },
        ],
        options,
        seed: 11,
    });
    play(&mut app);
    for _ in 0..turns {
        until_the_human_decides::<G>(&mut app);
        let table = app.world().resource::<Match<G>>();
        let Some(seat) = table.acting_human() else {
            break;
        };
        let action = table.referee().state().legal_actions(seat)[0].clone();
        app.world_mut().write_message(Submit::<G> { seat, action });
        app.update();
    }
    until_the_human_decides::<G>(&mut app);
    let before = snapshot::<G>(&app);
    assert!(
        !app.world()
            .resource::<Match<G>>()
            .referee()
            .steps()
            .is_empty(),
        "something was played"
    );
    let saves = app.world_mut().remove_resource::<Saves>().unwrap();
    drop(app);

    let mut app = app_with(saves);
    let listed = {
        let mut saved = SavedMatches::default();
        saved.refresh(app.world().resource::<Saves>());
        assert!(saved.message.is_none(), "{:?}", saved.message);
        saved
            .to_continue()
            .cloned()
            .expect("the match is offered to continue")
    };
    assert_eq!(listed.save.game, G::ID);
    assert_eq!(listed.save.names(), vec!["Núria", "Computer"]);
    app.insert_resource(setup_of(&listed.save).unwrap());
    app.insert_resource(ResumeFrom {
        name: listed.name,
        file: listed.save,
    });
    play(&mut app);
    until_the_human_decides::<G>(&mut app);
    assert_eq!(snapshot::<G>(&app), before, "the match is where it was");
}

#[test]
fn code_breaker_resumes_where_it_was() {
    resumes_where_it_was::<CodeBreaker>(
        GameId::CodeBreaker,
        serde_json::json!({"mode": "standard", "first_maker": 0}),
        3,
    );
}

#[test]
fn code_knacker_resumes_where_it_was() {
    resumes_where_it_was::<CodeKnacker>(GameId::CodeKnacker, serde_json::Value::Null, 6);
}

#[test]
fn crack_it_resumes_where_it_was() {
    resumes_where_it_was::<CrackIt>(GameId::CrackIt, serde_json::Value::Null, 3);
}

#[test]
fn passcode_resumes_where_it_was() {
    resumes_where_it_was::<Passcode>(GameId::Passcode, serde_json::Value::Null, 6);
}

/// Code Knacker, through the app: a die set aside is taken back (the state and the log as
/// before it), a roll is not.
#[test]
fn code_knacker_a_die_set_aside_is_taken_back_and_a_roll_is_not() {
    let mut app = app_with(Saves::in_memory());
    app.insert_resource(MatchSetup {
        game: GameId::CodeKnacker,
        seats: vec![SeatChoice {
            name: "Hanne".into(),
            kind: SeatKind::Human,
        }],
        options: serde_json::Value::Null,
        seed: 5,
    });
    play(&mut app);
    let human = SeatId(0);
    let submit = |app: &mut App, action: CkAction| {
        app.world_mut().write_message(Submit::<CodeKnacker> {
            seat: human,
            action,
        });
        app.update();
        update_until(app, "the human's decision", awaiting_human);
    };
    let take_back = |app: &mut App| {
        app.world_mut().write_message(TakeBack);
        app.update();
        app.update();
    };
    update_until(&mut app, "the human's roll", awaiting_human);
    submit(&mut app, CkAction::Roll);
    let table = app.world().resource::<Match<CodeKnacker>>();
    assert_eq!(table.undoable(), 0, "a roll stays");
    take_back(&mut app);
    assert_eq!(
        app.world()
            .resource::<Match<CodeKnacker>>()
            .actions_played(),
        1,
        "the roll was not taken back"
    );
    let table = app.world().resource::<Match<CodeKnacker>>();
    assert_eq!(
        table.referee().state().observe(human).phase,
        CkPhase::Choosing
    );
    let set_aside = table
        .referee()
        .state()
        .legal_actions(human)
        .into_iter()
        .find(|a| matches!(a, CkAction::SetAside { .. }))
        .expect("seed 5 rolls a suitable die");
    let before = snapshot::<CodeKnacker>(&app);
    submit(&mut app, set_aside);
    assert_eq!(app.world().resource::<Match<CodeKnacker>>().undoable(), 1);
    take_back(&mut app);
    assert_eq!(
        snapshot::<CodeKnacker>(&app),
        before,
        "as before the die was set aside"
    );
    // The save follows: it holds the roll alone again.
    let saves = app.world().resource::<Saves>();
    let listing = saves.list().unwrap();
    assert_eq!(listing.saves[0].save.actions.len(), 1);
}

/// A human (seat 0) against a computer, through the app, at `seed`.
fn human_against_a_computer(game: GameId, options: serde_json::Value, seed: u64) -> App {
    let mut app = app_with(Saves::in_memory());
    app.insert_resource(MatchSetup {
        game,
        seats: vec![
            SeatChoice {
                name: "Ann".into(),
                kind: SeatKind::Human,
            },
            SeatChoice {
                name: "Computer".into(),
                kind: SeatKind::Computer(BotLevel::Normal),
            },
        ],
        options,
        seed,
    });
    play(&mut app);
    app
}

/// The human's `action` through the app, then on until they decide again.
fn submit_then_wait<G: AppGame>(app: &mut App, action: G::Action) {
    app.world_mut().write_message(Submit::<G> {
        seat: SeatId(0),
        action,
    });
    app.update();
    until_the_human_decides::<G>(app);
}

/// Undo asked for through the app (as Ctrl+Z, U or the Undo button).
fn ask_to_take_back(app: &mut App) {
    app.world_mut().write_message(TakeBack);
    app.update();
    app.update();
}

/// What the rules keep stays: the human asks to take back and nothing changes, the save
/// neither.
fn taking_back_is_refused<G: AppGame>(app: &mut App) {
    let before = snapshot::<G>(app);
    assert_eq!(app.world().resource::<Match<G>>().undoable(), 0);
    ask_to_take_back(app);
    assert_eq!(snapshot::<G>(app), before, "nothing was taken back");
}

/// What the rules let go back goes back: `action` is taken back to the very state, log and
/// save before it.
fn taking_back_restores<G: AppGame>(app: &mut App, action: G::Action) {
    let before = snapshot::<G>(app);
    let saved = app.world().resource::<Saves>().list().unwrap().saves[0]
        .save
        .actions
        .len();
    submit_then_wait::<G>(app, action);
    assert_eq!(app.world().resource::<Match<G>>().undoable(), 1);
    ask_to_take_back(app);
    assert_eq!(snapshot::<G>(app), before, "as before the action");
    let listing = app.world().resource::<Saves>().list().unwrap();
    assert_eq!(
        listing.saves[0].save.actions.len(),
        saved,
        "the save follows"
    );
}

/// Code Breaker, through the app: a guess is answered at once and never goes back.
#[test]
fn code_breaker_a_guess_is_not_taken_back() {
    let options = serde_json::json!({"mode": "standard", "first_maker": 1});
    let mut app = human_against_a_computer(GameId::CodeBreaker, options, 3);
    until_the_human_decides::<CodeBreaker>(&mut app);
    let guess = app.world().resource::<Match<CodeBreaker>>().legal_actions()[0];
    submit_then_wait::<CodeBreaker>(&mut app, guess);
    taking_back_is_refused::<CodeBreaker>(&mut app);
    assert_eq!(
        app.world()
            .resource::<Match<CodeBreaker>>()
            .actions_played(),
        2,
        "the code and the guess stay"
    );
}

/// Passcode, through the app: the discard pile's top card taken is put back (when no new
/// card turns up in its place); a card drawn from the face-down pile is not.
#[test]
fn passcode_the_discard_taken_is_put_back_and_a_drawn_card_is_not() {
    use codebreakers_passcode::Action;
    let mut app = human_against_a_computer(GameId::Passcode, serde_json::Value::Null, 2);
    let mut tested = (false, false);
    for _ in 0..200 {
        until_the_human_decides::<Passcode>(&mut app);
        let legal = app.world().resource::<Match<Passcode>>().legal_actions();
        // Taking the top card may go back unless a new card is turned up in its place.
        let takes_back_whole = {
            let mut probe = app
                .world()
                .resource::<Match<Passcode>>()
                .referee()
                .state()
                .clone();
            probe
                .apply(SeatId(0), &Action::DrawDiscard)
                .is_ok_and(|events| Passcode::revocable(SeatId(0), &Action::DrawDiscard, &events))
        };
        if !tested.0 && takes_back_whole {
            taking_back_restores::<Passcode>(&mut app, Action::DrawDiscard);
            tested.0 = true;
        }
        if !tested.1 && legal.contains(&Action::DrawPile) {
            submit_then_wait::<Passcode>(&mut app, Action::DrawPile);
            taking_back_is_refused::<Passcode>(&mut app);
            tested.1 = true;
            continue;
        }
        if tested == (true, true) {
            return;
        }
        // Anything else the rules allow, to play on to a turn with a card on the discard pile.
        let next = app.world().resource::<Match<Passcode>>().legal_actions()[0];
        submit_then_wait::<Passcode>(&mut app, next);
    }
    panic!("no turn offered both a draw and the discard pile: {tested:?}");
}

/// Crack It, through the app: a combination laid out stays once the computer has laid out
/// its own (another seat acted since), and a card played stays.
#[test]
fn crack_it_a_combination_stays_once_another_acted_and_a_card_played_stays() {
    use codebreakers_crack_it::Action;
    let mut app = human_against_a_computer(GameId::CrackIt, serde_json::Value::Null, 1);
    until_the_human_decides::<CrackIt>(&mut app);
    let arrange = app
        .world()
        .resource::<Match<CrackIt>>()
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Arrange { .. }))
        .expect("the match begins with laying out combinations");
    submit_then_wait::<CrackIt>(&mut app, arrange);
    assert!(app.world().resource::<Match<CrackIt>>().actions_played() >= 2);
    taking_back_is_refused::<CrackIt>(&mut app);
    let card = app
        .world()
        .resource::<Match<CrackIt>>()
        .legal_actions()
        .into_iter()
        .find(|a| !matches!(a, Action::Arrange { .. } | Action::Pass))
        .expect("a card to play or the turn to end");
    submit_then_wait::<CrackIt>(&mut app, card);
    taking_back_is_refused::<CrackIt>(&mut app);
}

/// Computers only, seeded `seed`: the app plays the match to its result.
fn played_by_computers(game: GameId, seats: usize, seed: u64) -> (App, MatchResult) {
    let mut app = app_with(Saves::in_memory());
    app.insert_resource(MatchSetup {
        game,
        seats: (0..seats)
            .map(|i| SeatChoice {
                name: format!("Computer {}", i + 1),
                kind: SeatKind::Computer(BotLevel::Normal),
            })
            .collect(),
        options: serde_json::Value::Null,
        seed,
    });
    play(&mut app);
    update_until(&mut app, "the results", |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Results
    });
    let result = app.world().resource::<MatchResult>().clone();
    (app, result)
}

/// The app and `codebreakers-cli play` turn one seed into the same game (`MatchSeeds`):
/// the same winners, scores and number of moves; and the CLI replays the app's save to the
/// same result.
fn one_seed_one_game<G: AppGame>(game: GameId, seats: usize) {
    let seed = 2026;
    let (_app, result) = played_by_computers(game, seats, seed);
    let save = result.save.expect("the finished match is saved");
    let levels = vec![SeatKind::Computer(BotLevel::Normal); seats];
    let cli = codebreakers_cli::games::play(G::ID, &levels, seed, None, None).unwrap();
    assert_eq!(cli["winners"], serde_json::json!(result.outcome.winners));
    assert_eq!(cli["scores"], serde_json::json!(result.outcome.scores));
    assert_eq!(cli["actions"], serde_json::json!(save.actions.len()));
    let replayed = codebreakers_cli::scenario::replay(&save).unwrap();
    assert_eq!(
        replayed["outcome"],
        serde_json::to_value(&result.outcome).unwrap(),
        "the CLI replays the app's save to the app's result"
    );
}

#[test]
fn code_breaker_one_seed_one_game_in_app_and_cli() {
    one_seed_one_game::<CodeBreaker>(GameId::CodeBreaker, 2);
}

#[test]
fn code_knacker_one_seed_one_game_in_app_and_cli() {
    one_seed_one_game::<CodeKnacker>(GameId::CodeKnacker, 3);
}

#[test]
fn crack_it_one_seed_one_game_in_app_and_cli() {
    one_seed_one_game::<CrackIt>(GameId::CrackIt, 3);
}

#[test]
fn passcode_one_seed_one_game_in_app_and_cli() {
    one_seed_one_game::<Passcode>(GameId::Passcode, 4);
}

/// The state a save stands at after its first `shown` actions.
fn after<G: AppGame>(save: &SaveFile, shown: usize) -> serde_json::Value {
    let mut game = save.start::<G>().unwrap();
    for logged in &save.log::<G>().unwrap().actions[..shown] {
        game.apply(logged.seat, &logged.action).unwrap();
    }
    serde_json::to_value(&game).unwrap()
}

fn replay_at(app: &App) -> Replay {
    app.world().resource::<Replay>().clone()
}

fn step(app: &mut App, step: ReplayStep) {
    app.world_mut().write_message(step);
    app.update();
    app.update();
}

/// A finished match watched again from its save: it plays to the end on the table without
/// going to the results, with the log it had; it steps back and forward action by action
/// and back to the start, each step the state of the save at that point; nobody decides,
/// nothing is saved, and `check_open` sees what the replay reveals.
fn watches_a_finished_match_again<G: AppGame>(
    game: GameId,
    seats: usize,
    check_open: impl Fn(&Match<G>),
) {
    let (mut app, result) = played_by_computers(game, seats, 5);
    let lines = app.world().resource::<GameLog>().lines.clone();
    let save = result.save.expect("the finished match is saved");
    let total = save.actions.len();
    let saved_before = app.world().resource::<Saves>().list().unwrap().saves.len();

    app.insert_resource(setup_of(&save).unwrap());
    app.insert_resource(ReplayFrom {
        file: save.clone(),
        moment: None,
    });
    play(&mut app);
    assert_eq!(replay_at(&app).shown, 0);
    assert!(replay_at(&app).playing, "a replay starts playing");
    update_until(&mut app, "the replay's end", |app| {
        app.world().resource::<Replay>().shown == total
    });
    for _ in 0..10 {
        if !app.world().resource::<Summary>().lines.is_empty() {
            app.world_mut().write_message(Proceed);
        }
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing,
        "the replay stays on the table at its end"
    );
    assert!(!replay_at(&app).playing);
    assert_eq!(
        app.world().resource::<GameLog>().lines,
        lines,
        "the same log"
    );
    {
        let table = app.world().resource::<Match<G>>();
        assert_eq!(
            serde_json::to_value(table.referee().state()).unwrap(),
            after::<G>(&save, total)
        );
        assert!(table.humans().is_empty() && table.acting_human().is_none());
        check_open(table);
    }

    step(&mut app, ReplayStep::Back);
    step(&mut app, ReplayStep::Back);
    assert_eq!(replay_at(&app).shown, total - 2);
    let table = app.world().resource::<Match<G>>();
    assert_eq!(
        serde_json::to_value(table.referee().state()).unwrap(),
        after::<G>(&save, total - 2)
    );
    let back_lines = app.world().resource::<GameLog>().lines.clone();
    assert!(back_lines.len() < lines.len() && lines.starts_with(&back_lines));

    step(&mut app, ReplayStep::Start);
    assert_eq!(replay_at(&app).shown, 0);
    assert_eq!(
        serde_json::to_value(app.world().resource::<Match<G>>().referee().state()).unwrap(),
        after::<G>(&save, 0)
    );
    for _ in 0..3 {
        step(&mut app, ReplayStep::Forward);
        update_until(&mut app, "the step forward", |app| {
            !app.world().resource::<Summary>().lines.is_empty()
                || app.world().resource::<Replay>().pending() == 0
        });
    }
    assert_eq!(replay_at(&app).shown, 3, "three steps forward, and no more");
    assert_eq!(
        serde_json::to_value(app.world().resource::<Match<G>>().referee().state()).unwrap(),
        after::<G>(&save, 3)
    );
    step(&mut app, ReplayStep::Toggle);
    assert!(replay_at(&app).playing, "Space plays on");
    assert_eq!(
        app.world().resource::<Saves>().list().unwrap().saves.len(),
        saved_before,
        "watching saves nothing"
    );
}

#[test]
fn code_breaker_replay_shows_the_code_behind_the_shield() {
    watches_a_finished_match_again::<CodeBreaker>(GameId::CodeBreaker, 2, |table| {
        assert_eq!(table.viewer, table.referee().state().maker());
    });
}

#[test]
fn code_knacker_replay_steps_through_the_match() {
    watches_a_finished_match_again::<CodeKnacker>(GameId::CodeKnacker, 3, |_| {});
}

#[test]
fn crack_it_replay_shows_every_combination() {
    watches_a_finished_match_again::<CrackIt>(GameId::CrackIt, 3, |table| {
        let view = table.view();
        assert!(
            view.combinations
                .iter()
                .flatten()
                .all(|digit| digit.value.is_some()),
            "every combination is face up: {:?}",
            view.combinations
        );
    });
}

#[test]
fn passcode_replay_steps_through_the_match() {
    watches_a_finished_match_again::<Passcode>(GameId::Passcode, 3, |_| {});
}

/// A decision of a finished match played again, as the review's Try again does: the table
/// opens on the match as it stood before it, its seat played at the screen; the same choice
/// made again gets the verdict the review gave it, from the seat's view; nothing is saved.
#[test]
fn a_decision_played_again_is_judged_as_the_review_judged_it() {
    use codebreakers::review::{ReviewOf, try_again_in};
    use codebreakers::table::retry::Retry;
    use codebreakers_code_knacker::book::{self, Book};
    // The book of turn values the app installs once it has read it: installed first, so that
    // the review and the decision played again both judge with it.
    if book::installed().is_none() {
        let shipped = std::fs::read("assets/code-knacker/turn-values.bin").unwrap();
        book::install(Book::from_bytes(&shipped).unwrap());
    }
    let (_, result) = played_by_computers(GameId::CodeKnacker, 2, 5);
    let save = result.save.expect("a finished match is saved");
    let mut review = ReviewOf::new(save.clone(), vec![SeatId(0)], Screen::Title);
    for _ in 0..6000 {
        review.work_on();
        if review.review().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let made = review.review().expect("the review is made").clone();
    // Seat 0's first decision the review labelled, or its first judged one.
    let at = made
        .decisions
        .iter()
        .position(|d| d.seat == SeatId(0) && d.label != codebreakers_review::Label::Good)
        .or_else(|| made.decisions.iter().position(|d| d.seat == SeatId(0)))
        .expect("seat 0 decided something");
    let then = made.decisions[at].clone();

    let mut app = app_with(Saves::in_memory());
    app.insert_resource(review);
    try_again_in(app.world_mut(), at);
    app.update();
    until_the_human_decides::<CodeKnacker>(&mut app);
    let table = app.world().resource::<Match<CodeKnacker>>();
    assert_eq!(
        table.referee().steps().len(),
        then.index,
        "the match as it stood then"
    );
    assert!(table.is_human(SeatId(0)) && !table.is_human(SeatId(1)));
    assert!(app.world().resource::<Retry>().verdict().is_none());

    let chosen: CkAction = serde_json::from_value(then.chosen.clone()).unwrap();
    app.world_mut().write_message(Submit::<CodeKnacker> {
        seat: SeatId(0),
        action: chosen,
    });
    update_until(&mut app, "the new choice judged", |app| {
        app.world().resource::<Retry>().verdict().is_some()
    });
    let now = app.world().resource::<Retry>().verdict().unwrap().clone();
    let now = now.expect("judged").expect("a choice the judge weighs");
    assert_eq!(
        (now.index, now.seat, &now.best, now.label),
        (then.index, then.seat, &then.best, then.label)
    );
    assert!((now.loss - then.loss).abs() < 1e-9);
    assert!(
        app.world()
            .resource::<Saves>()
            .list()
            .unwrap()
            .saves
            .is_empty(),
        "a decision played again is not saved"
    );
}

/// A moment of a review shown on the table: the replay paused before that action, the
/// table showing what its seat saw then and nothing more; a step forward shows the move.
#[test]
fn a_moment_of_the_review_is_seen_by_its_seat_alone() {
    use codebreakers::table::replay::ReplayMoment;
    let (mut app, result) = played_by_computers(GameId::CrackIt, 2, 5);
    let save = result.save.expect("the finished match is saved");
    let index = save.actions.len() / 2;
    let timeline = save.timeline::<CrackIt>().unwrap();
    let seat = timeline.steps()[index].seat;
    app.insert_resource(setup_of(&save).unwrap());
    app.insert_resource(ReplayFrom {
        file: save.clone(),
        moment: Some(ReplayMoment { shown: index, seat }),
    });
    play(&mut app);
    assert_eq!(replay_at(&app).shown, index);
    assert!(!replay_at(&app).playing, "the moment waits");
    {
        let table = app.world().resource::<Match<CrackIt>>();
        assert_eq!(
            serde_json::to_value(table.referee().state()).unwrap(),
            after::<CrackIt>(&save, index)
        );
        let seen = table.referee().state().observe(seat);
        assert_eq!(table.view(), seen, "what the seat saw, no more");
        assert!(table.in_replay(|_| ()).is_none(), "no secret is opened");
        assert!(!app.world().resource::<GameLog>().lines.is_empty());
    }
    step(&mut app, ReplayStep::Forward);
    update_until(&mut app, "the move shown", |app| {
        app.world().resource::<Replay>().shown == index + 1
    });
}

/// The review of a match of computers, made on this thread.
fn reviewed(save: &SaveFile) -> codebreakers::review::ReviewOf {
    use codebreakers::review::ReviewOf;
    let mut review = ReviewOf::new(save.clone(), vec![SeatId(0), SeatId(1)], Screen::Title);
    for _ in 0..6000 {
        review.work_on();
        if review.review().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(review.review().is_some(), "the review is made");
    review
}

/// A moment of the review whose best choice `drawn` would draw, shown on the table (its
/// pieces laid out) from its seat's view, and that choice.
fn best_shown<G: AppGame>(
    game: GameId,
    seed: u64,
    drawn: impl Fn(&G::Action) -> bool,
) -> (App, G::Action) {
    use codebreakers::table::replay::ReplayMoment;
    let (_, result) = played_by_computers(game, 2, seed);
    let save = result.save.expect("the finished match is saved");
    let review = reviewed(&save);
    let (moment, best) = review
        .review()
        .unwrap()
        .decisions
        .iter()
        .filter(|d| d.label != codebreakers_review::Label::Good)
        .find_map(|d| {
            let best: G::Action = serde_json::from_value(d.best.clone()).ok()?;
            drawn(&best).then_some((
                ReplayMoment {
                    shown: d.index,
                    seat: d.seat,
                },
                best,
            ))
        })
        .expect("a labelled decision whose best choice is drawn");
    let setup = setup_of(&save).unwrap();
    let app = common::table::open_table(setup, AnimationSpeed::Off, |app| {
        app.insert_resource(review);
        app.insert_resource(ReplayFrom {
            file: save,
            moment: Some(moment),
        });
    });
    (app, best)
}

/// The pieces of a game's table with their kinds.
fn laid_out<K: codebreakers::table::pieces::PieceKey>(
    app: &mut App,
) -> Vec<(
    K,
    Option<codebreakers::table::pieces::Card>,
    Option<codebreakers::table::pieces::Peg>,
    bool,
)> {
    use codebreakers::table::pieces::{Card, Outline, Peg, Piece};
    let mut pieces = app
        .world_mut()
        .query::<(&Piece<K>, Option<&Card>, Option<&Peg>, Has<Outline>)>();
    pieces
        .iter(app.world())
        .map(|(p, card, peg, ring)| (p.key.clone(), card.cloned(), peg.cloned(), ring))
        .collect()
}

/// The review's best choice drawn on the table at its moment (issue "Review a finished
/// match": Crack It's best card lifted): the card it plays rises out of the seat's hand,
/// ringed with what it aims at, "Best" over it; one step on, the marks are gone.
#[test]
fn the_best_card_of_a_moment_is_lifted_on_the_table() {
    use codebreakers::games::crack_it::table::PieceId;
    use codebreakers_crack_it::Action;
    // The card a choice plays from the hand at a safe or a pile.
    let card_of = |a: &Action| match *a {
        Action::Dial { card, .. }
        | Action::Block { card, .. }
        | Action::CrackIt { card, .. }
        | Action::Clue { card, .. }
        | Action::Reset { card }
        | Action::MasterCrackIt { card } => Some(card),
        _ => None,
    };
    let (mut app, best) = best_shown::<CrackIt>(GameId::CrackIt, 7, |a| card_of(a).is_some());
    let card = card_of(&best).unwrap();
    let mut drawn = Vec::new();
    for _ in 0..20 {
        app.update();
        drawn = laid_out::<PieceId>(&mut app);
        if drawn.iter().any(|(k, ..)| *k == PieceId::Best(0)) {
            break;
        }
    }
    let hand = app.world().resource::<Match<CrackIt>>().view().hand.clone();
    let played = hand[usize::from(card)];
    let nth = hand[..usize::from(card)]
        .iter()
        .filter(|&&c| c == played)
        .count();
    let lifted: Vec<_> = drawn
        .iter()
        .filter(|(_, card, ..)| card.as_ref().is_some_and(|c| c.lifted))
        .map(|(k, ..)| k.clone())
        .collect();
    assert_eq!(
        lifted,
        vec![PieceId::HandCard(played, nth)],
        "the best card rises"
    );
    let rings = drawn
        .iter()
        .filter(|(k, _, _, ring)| matches!(k, PieceId::Best(_)) && *ring)
        .count();
    assert_eq!(rings, 2, "the card and where it goes ({best:?}) are ringed");
    assert!(drawn.iter().any(|(k, ..)| *k == PieceId::Best(2)), "Best");

    step(&mut app, ReplayStep::Forward);
    for _ in 0..20 {
        app.update();
    }
    assert!(
        !laid_out::<PieceId>(&mut app)
            .iter()
            .any(|(k, ..)| matches!(k, PieceId::Best(_))),
        "once the move is shown, the best is no longer drawn"
    );
}

/// Code Breaker's best row at a moment of its review, in ghost pegs in the row to play:
/// its colours, see-through.
#[test]
fn the_best_row_of_a_moment_is_drawn_in_ghost_pegs() {
    use codebreakers::games::code_breaker::table::PieceId;
    use codebreakers_code_breaker::Action;
    let (mut app, best) =
        best_shown::<CodeBreaker>(GameId::CodeBreaker, 3, |a| matches!(a, Action::Guess(_)));
    let Action::Guess(code) = best else {
        unreachable!("chosen for a row")
    };
    let mut ghosts = Vec::new();
    for _ in 0..20 {
        app.update();
        ghosts = laid_out::<PieceId>(&mut app)
            .into_iter()
            .filter_map(|(k, _, peg, _)| match k {
                PieceId::Ghost(i) => Some((i, peg.expect("a ghost is a peg"))),
                _ => None,
            })
            .collect();
        if !ghosts.is_empty() {
            break;
        }
    }
    ghosts.sort_by_key(|(i, _)| *i);
    assert_eq!(ghosts.len(), code.0.len(), "one ghost peg a hole");
    for ((_, ghost), colour) in ghosts.iter().zip(code.0) {
        let solid = codebreakers::theme::peg_colour(colour);
        assert_eq!(ghost.fill.with_alpha(1.0), solid, "its colour");
        assert!(ghost.fill.alpha() < 1.0, "see-through");
    }
}
