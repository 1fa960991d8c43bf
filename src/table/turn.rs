//! The shared turn machine, generic over the [`Game`] trait: it starts a match from the
//! setup, asks the right seat for each decision, drives computer seats with a short
//! visible think time (their thinking runs off the main thread), covers the screen
//! between humans, waits for the view's animations and for summaries to be read, and
//! ends on the results screen. Views never change the rules state: they send [`Submit`].

use super::lesson::{LessonFrom, LessonRun};
use super::phase::{SETTLING_FRAMES, THINK_SECONDS};
use super::play::{
    AppGame, GameLog, HandOver, Happened, Match, MoveShown, Proceed, Recorder, Rejected, Submit,
    Summary, TakeBack, TookBack, TurnCame, TurnFlow, resumed,
};
use super::remote::{OnlineFrom, OnlineTable};
use super::replay::{Replay, ReplayFrom};
use bevy::ecs::system::SystemParam;

pub use super::phase::{
    ANSWER_LEAST_SECONDS, READ_SECONDS, READ_SECONDS_A_LINE, TableBusy, TurnPhase, TurnSystems,
};
use crate::input::TableAction;
use crate::records::{CurrentSave, ResumeFrom, Saves, now};
use crate::session::{InPlay, MatchResult, MatchSetup, OnlinePlace, Paused, Screen};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use codebreakers_kernel::{Bot, MatchSeeds, Outcome, SeatId, ToWords, Words};
use codebreakers_records::{ChanceSpec, SaveFile};
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<TurnPhase>()
        .init_resource::<GameLog>()
        .init_resource::<HandOver>()
        .init_resource::<Summary>()
        .init_resource::<TableBusy>()
        .init_resource::<MoveShown>()
        .init_resource::<TurnCame>()
        .add_message::<Proceed>()
        .add_message::<TakeBack>()
        .add_message::<super::remote::Resign>()
        .add_message::<TookBack>()
        .add_systems(OnEnter(Screen::Playing), reset_table)
        .add_systems(OnExit(Screen::Playing), (forget_the_save, leave_the_server))
        .add_systems(
            Update,
            take_back_with_keys
                .before(TurnSystems)
                .run_if(in_state(TurnPhase::AwaitingHuman).and_then(in_state(Paused::No))),
        )
        .add_systems(Update, count_down_busy.run_if(in_state(Screen::Playing)))
        .add_systems(Update, age_the_moments.run_if(in_state(Paused::No)));
}

/// The last move shown and the turn's banner grow older with the game's clock.
fn age_the_moments(mut shown: ResMut<MoveShown>, mut came: ResMut<TurnCame>, time: Res<Time>) {
    let dt = time.delta_secs();
    if shown.telling() {
        shown.hold = (shown.hold - dt).max(0.0);
        shown.shown += dt;
    }
    if came.seat.is_some() {
        came.shown += dt;
    }
}

/// Registers the turn machine for one game.
pub fn register<G: AppGame>(app: &mut App) {
    super::hurry::register::<G>(app);
    super::retry::register::<G>(app);
    app.add_message::<Submit<G>>()
        .add_message::<Rejected<G>>()
        .add_message::<Happened<G>>()
        .add_systems(
            OnEnter(Screen::Playing),
            start_match::<G>.after(reset_table),
        )
        .add_systems(OnExit(Screen::Playing), end_match::<G>)
        .add_systems(
            Update,
            (
                the_table_is_set::<G>.run_if(resource_added::<Match<G>>),
                super::remote::join::<G>.run_if(resource_exists::<super::remote::Joining<G>>),
            ),
        )
        .add_systems(OnEnter(InPlay::Game(G::GAME)), the_first_pieces_settle)
        .add_systems(
            Update,
            rename_in_the_new_language::<G>.run_if(
                in_state(InPlay::Game(G::GAME))
                    .and_then(resource_changed::<crate::settings::Settings>),
            ),
        )
        .add_systems(
            Update,
            (
                take_back::<G>,
                super::remote::follow_the_server::<G>.run_if(resource_exists::<OnlineTable>),
                super::remote::resign::<G>.run_if(resource_exists::<OnlineTable>),
                apply_submissions::<G>,
                super::lesson::hear_refusals::<G>.run_if(resource_exists::<LessonRun>),
                super::lesson::follow::<G>.run_if(resource_exists::<LessonRun>),
                drive::<G>.run_if(not(resource_exists::<Replay>).and_then(in_state(Paused::No))),
                super::replay::drive_replay::<G>
                    .run_if(resource_exists::<Replay>.and_then(in_state(Paused::No))),
                autosave::<G>,
            )
                .chain()
                .in_set(TurnSystems)
                .after(count_down_busy)
                .run_if(in_state(InPlay::Game(G::GAME))),
        );
}

fn reset_table(
    mut log: ResMut<GameLog>,
    mut hand_over: ResMut<HandOver>,
    mut summary: ResMut<Summary>,
    mut busy: ResMut<TableBusy>,
    mut moments: (ResMut<MoveShown>, ResMut<TurnCame>),
) {
    *log = GameLog::default();
    *hand_over = HandOver::default();
    *summary = Summary::default();
    *moments.0 = MoveShown::default();
    *moments.1 = TurnCame::default();
    // The table's first pieces (codes rolled, cards dealt) start moving in the first frames.
    *busy = TableBusy {
        settling: SETTLING_FRAMES,
        ..default()
    };
}

fn count_down_busy(mut busy: ResMut<TableBusy>) {
    busy.settling = busy.settling.saturating_sub(1);
}

/// What the table may open on instead of a new match: a save to resume, a finished match
/// to watch again, a lesson.
#[derive(SystemParam)]
struct Openings<'w> {
    online: Option<Res<'w, OnlineFrom>>,
    resume: Option<Res<'w, ResumeFrom>>,
    replay: Option<Res<'w, ReplayFrom>>,
    lesson: Option<Res<'w, LessonFrom>>,
    retry: Option<Res<'w, crate::review::RetryFrom>>,
}

fn start_match<G: AppGame>(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    openings: Openings,
    saves: Res<Saves>,
    mut log: ResMut<GameLog>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Openings {
        online,
        resume,
        replay,
        lesson,
        retry,
    } = openings;
    if setup.game != G::GAME {
        return;
    }
    if let Some(online) = online {
        commands.remove_resource::<OnlineFrom>();
        super::remote::start_online::<G>(&mut commands, &online);
        return;
    }
    if let Some(replay) = replay {
        commands.remove_resource::<ReplayFrom>();
        if let Err(error) = super::replay::start::<G>(&mut commands, &replay, &setup, &mut log) {
            error!("cannot watch this match again: {error}");
            next.set(Screen::Title);
        }
        return;
    }
    if let Some(lesson) = lesson {
        commands.remove_resource::<LessonFrom>();
        // A lesson is not saved: it is the same every time, and not a match to count.
        if let Err(error) = super::lesson::start::<G>(&mut commands, lesson.0.clone(), &setup) {
            error!("the {} lesson cannot be given: {error}", G::ID);
            next.set(Screen::ChooseGame);
        }
        return;
    }
    if let Some(retry) = retry {
        commands.remove_resource::<crate::review::RetryFrom>();
        super::retry::start::<G>(&mut commands, &retry, &setup, &mut log, &mut next);
        return;
    }
    if let Some(resume) = resume {
        commands.remove_resource::<ResumeFrom>();
        resume_match::<G>(&mut commands, &resume, &setup, &saves, &mut log, &mut next);
        return;
    }
    new_match::<G>(&mut commands, &setup, &saves, &mut next);
}

/// The saved match `resume` names, as it was left; one that does not replay is set aside.
fn resume_match<G: AppGame>(
    commands: &mut Commands,
    resume: &ResumeFrom,
    setup: &MatchSetup,
    saves: &Saves,
    log: &mut GameLog,
    next: &mut NextState<Screen>,
) {
    match resumed::<G>(&resume.file, setup) {
        Ok((table, lines)) => {
            info!(
                target: "table",
                "Resumed {} where it was left: {} moves.",
                G::GAME.name(),
                table.actions_played()
            );
            log.lines = lines;
            commands.insert_resource(table);
            commands.insert_resource(CurrentSave {
                name: resume.name.clone(),
                file: resume.file.clone(),
            });
        }
        Err(error) => {
            // Listed as sound, yet it does not replay: kept aside, never lost.
            error!("cannot resume {}: {error}", resume.name);
            let _ = saves.set_aside(&resume.name);
            next.set(Screen::Title);
        }
    }
}

/// A new match of `setup`, saved at once, so even a match left before its first move can
/// be continued.
fn new_match<G: AppGame>(
    commands: &mut Commands,
    setup: &MatchSetup,
    saves: &Saves,
    next: &mut NextState<Screen>,
) {
    let options: G::Options = if setup.options.is_null() {
        G::Options::default()
    } else {
        match serde_json::from_value(setup.options.clone()) {
            Ok(options) => options,
            Err(error) => {
                error!("the setup's options do not fit {}: {error}", G::ID);
                next.set(Screen::Setup);
                return;
            }
        }
    };
    let seeds = MatchSeeds::from(setup.seed);
    match G::setup(&options, setup.seats.len(), seeds.chance()) {
        Ok(game) => {
            commands.insert_resource(Match::new(game, setup.seats.clone(), setup.seed));
            let kinds: Vec<_> = setup.seats.iter().map(|s| s.kind).collect();
            let names: Vec<_> = setup.seats.iter().map(|s| s.name.clone()).collect();
            let chance = ChanceSpec::seeded(seeds.chance_seed());
            let file = SaveFile::new::<G>(&options, &kinds, &names, chance, now());
            match saves.new_name(&file) {
                Ok(name) => {
                    if let Err(error) = saves.write(&name, &file) {
                        warn!("the match could not be saved: {error}");
                    }
                    commands.insert_resource(CurrentSave { name, file });
                }
                Err(error) => warn!("this match cannot be saved: {error}"),
            }
        }
        Err(error) => {
            error!("cannot start {}: {error}", G::ID);
            next.set(Screen::Setup);
        }
    }
}

/// Writes the match after every action (and after one is taken back).
fn autosave<G: AppGame>(
    mut happened: MessageReader<Happened<G>>,
    mut took_back: MessageReader<TookBack>,
    table: Res<Match<G>>,
    current: Option<ResMut<CurrentSave>>,
    saves: Res<Saves>,
) {
    let changed = happened.read().count() + took_back.read().count() > 0;
    let (Some(mut current), Some(record)) = (current, table.local()) else {
        return;
    };
    if !changed {
        return;
    }
    current.file.record(&record.log(), record.state(), now());
    if let Err(error) = saves.write(&current.name, &current.file) {
        warn!("the match could not be saved: {error}");
    }
}

/// Leaving the table leaves an online match (it goes on on the server, and may be opened
/// again from the lobby).
fn leave_the_server(mut commands: Commands) {
    commands.remove_resource::<OnlineTable>();
}

fn forget_the_save(mut commands: Commands) {
    commands.remove_resource::<CurrentSave>();
}

/// Ctrl+Z, U, or the pad's left shoulder button.
fn take_back_with_keys(
    actions: Single<&ActionState<TableAction>>,
    lesson: Option<Res<LessonRun>>,
    mut take_back: MessageWriter<TakeBack>,
) {
    // In a lesson the same keys step the lesson back.
    if lesson.is_none() && actions.just_pressed(&TableAction::Undo) {
        take_back.write(TakeBack);
    }
}

/// Takes back the acting human's last action if the rules allow it: the match is rebuilt
/// from its start without it (the chance it began with draws again what the kept actions
/// drew), and the log lines it added go. Online the server takes it back, if no other seat
/// has acted since, and tells every seat.
fn take_back<G: AppGame>(
    mut requests: MessageReader<TakeBack>,
    mut table: ResMut<Match<G>>,
    phase: Res<State<TurnPhase>>,
    mut log: ResMut<GameLog>,
    mut took_back: MessageWriter<TookBack>,
    mut rejected: MessageWriter<Rejected<G>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    if let Some(remote) = table.remote_mut() {
        if let Err(error) = remote.take_back() {
            log.lines
                .push(Words::new("online-refused").with("why", error.to_string()));
        }
        return;
    }
    if *phase.get() != TurnPhase::AwaitingHuman {
        return;
    }
    let Some(seat) = table.acting_human() else {
        return;
    };
    if !table.take_back(seat) {
        // Nothing the rules let go back: the panel says so, and why.
        rejected.write(Rejected::new(seat, G::nothing_to_take_back()));
        return;
    }
    let keep = table.actions_played();
    if let Some(mark) = table.log_marks.get(keep).copied() {
        log.lines.truncate(mark);
    }
    table.log_marks.truncate(keep);
    took_back.write(TookBack);
}

/// The names nobody typed ("Player 1", "Computer") follow a change of language made in the
/// pause menu, at the table too; in a lesson, the learner's (its computers have names of
/// their own). Online, the server names the seats.
fn rename_in_the_new_language<G: AppGame>(
    mut table: ResMut<Match<G>>,
    typed: Res<crate::session::TypedNames>,
    lesson: Option<Res<LessonRun>>,
    settings: Res<crate::settings::Settings>,
    mut spoken: Local<Option<crate::i18n::Language>>,
) {
    // Only a change of language renames: the match was named as it was set up.
    let language = settings.language();
    let changed = spoken.is_some_and(|before| before != language);
    *spoken = Some(language);
    if !changed || table.remote().is_some() {
        return;
    }
    let untyped = match lesson {
        Some(_) => {
            crate::session::TypedNames(table.seats.iter().map(|s| !s.kind.is_human()).collect())
        }
        None => typed.clone(),
    };
    let mut seats = table.seats.clone();
    crate::session::name_the_untyped(&mut seats, &untyped);
    if seats != table.seats {
        table.seats = seats;
    }
}

/// The table's first pieces (codes rolled, cards dealt) start moving in the first frames
/// the game's systems run.
fn the_first_pieces_settle(mut busy: ResMut<TableBusy>) {
    busy.settling = SETTLING_FRAMES;
}

/// The match is on the table: the game's systems run from now on.
fn the_table_is_set<G: AppGame>(in_play: Option<ResMut<NextState<InPlay>>>) {
    if let Some(mut in_play) = in_play {
        in_play.set(InPlay::Game(G::GAME));
    }
}

/// How the match on the table ended, for the results screen: its story, and online who
/// resigned (a match given up ends before its rules say) and where it was played.
fn the_results<G: AppGame>(
    table: &Match<G>,
    outcome: Outcome,
    online: Option<&OnlineTable>,
    save: Option<SaveFile>,
) -> MatchResult {
    let names = table.names();
    let mut story = table.story();
    for seat in online.iter().flat_map(|o| &o.resigned) {
        let name = names.get(seat.index()).cloned().unwrap_or_default();
        story.push(Words::new("online-resigned").with("name", name));
    }
    MatchResult {
        game: G::GAME,
        names,
        outcome,
        story,
        save,
        online: online.map(|o| OnlinePlace {
            server: o.server.clone(),
            code: o.code.clone(),
            seat: o.seat,
        }),
    }
}

fn end_match<G: AppGame>(mut commands: Commands) {
    commands.remove_resource::<Match<G>>();
    commands.remove_resource::<super::remote::Joining<G>>();
    commands.remove_resource::<BotTask<G>>();
}

/// A computer seat's decision in the making.
#[derive(Resource)]
struct BotTask<G: AppGame> {
    seat: SeatId,
    task: Task<(Box<dyn Bot<G> + Send + Sync>, G::Action)>,
    think_left: f32,
}

fn apply_submissions<G: AppGame>(
    mut submissions: MessageReader<Submit<G>>,
    mut table: ResMut<Match<G>>,
    phase: Res<State<TurnPhase>>,
    mut recorder: Recorder<G>,
    mut rejected: MessageWriter<Rejected<G>>,
) {
    let pending: Vec<Submit<G>> = submissions.read().cloned().collect();
    for Submit { seat, action } in pending {
        // Only the human whose decision it is, at the moment the table waits for them.
        if *phase.get() != TurnPhase::AwaitingHuman || !table.is_human(seat) || table.viewer != seat
        {
            continue;
        }
        // In a lesson, nothing but the taught action, and the lesson says why.
        if let Some(taught) = &table.taught
            && let Err(refusal) = taught.admits(seat, &action)
        {
            rejected.write(Rejected::new(seat, refusal));
            continue;
        }
        // The keys that made the decision act again only once let go: a key that answered
        // a window does not go on to the table behind it.
        recorder.quiet.spend();
        if table.remote().is_some() {
            super::remote::send(&mut table, seat, &action, &mut rejected);
        } else if let Err(error) = recorder.apply(&mut table, seat, action) {
            rejected.write(Rejected::new(seat, error.words()));
        }
        break;
    }
}

fn drive<G: AppGame>(
    mut commands: Commands,
    mut table: ResMut<Match<G>>,
    bot_task: Option<ResMut<BotTask<G>>>,
    flow: TurnFlow,
    mut screen: ResMut<NextState<Screen>>,
    mut recorder: Recorder<G>,
    save: Option<Res<CurrentSave>>,
) {
    let TurnFlow {
        mut phase,
        mut proceed,
        mut hand_over,
        time,
        online,
        mut no_choice_wait,
    } = flow;
    let proceeded = proceed.read().count() > 0;
    if table.humans().is_empty() {
        let spectator = table.spectator_seat();
        if table.viewer != spectator {
            table.viewer = spectator;
        }
    }
    if let Some(waiting) = screen_busy(&mut recorder, proceeded, time.delta_secs()) {
        phase.as_mut().set_if_neq(waiting);
        return;
    }
    if let Some(outcome) = table.outcome() {
        phase.as_mut().set_if_neq(TurnPhase::Over);
        let save = save.map(|s| s.file.clone());
        commands.insert_resource(the_results(&table, outcome, online.as_deref(), save));
        screen.set(Screen::Results);
        return;
    }
    if let Some(remote) = table.remote() {
        // Online: the seat here decides when the server says so; the others elsewhere.
        match remote.seat().filter(|_| remote.may_act()) {
            Some(seat) => {
                seat_a_human(&mut table, seat, &mut hand_over, &mut recorder);
                phase.as_mut().set_if_neq(TurnPhase::AwaitingHuman);
            }
            None => {
                recorder.came.seat = None;
                phase.as_mut().set_if_neq(TurnPhase::AwaitingOthers);
            }
        }
        return;
    }
    if let Some((seat, _)) = hand_over.to.clone() {
        phase.as_mut().set_if_neq(TurnPhase::HandOver);
        if proceeded {
            table.viewer = seat;
            table.screen_taken = true;
            hand_over.to = None;
        }
        return;
    }
    let Some(&seat) = table.to_decide().first() else {
        return;
    };
    if let Some(action) = answered_for_the_only_human(&table, seat) {
        recorder.came.seat = None;
        phase.as_mut().set_if_neq(TurnPhase::BotThinking);
        let played = table.actions_played();
        let think = recorder.settings.scaled(THINK_SECONDS) + recorder.shown.hold;
        let left = match *no_choice_wait {
            Some((at, left)) if at == played => left - time.delta_secs(),
            _ => think,
        };
        *no_choice_wait = Some((played, left));
        if left <= 0.0 {
            *no_choice_wait = None;
            if let Err(error) = recorder.apply(&mut table, seat, action) {
                error!("the answer left to {seat} was refused: {error}");
            }
        }
        return;
    }
    if table.is_human(seat) {
        let handed_over = seat_a_human(&mut table, seat, &mut hand_over, &mut recorder);
        phase.as_mut().set_if_neq(if handed_over {
            TurnPhase::HandOver
        } else {
            TurnPhase::AwaitingHuman
        });
        return;
    }
    recorder.came.seat = None;
    phase.as_mut().set_if_neq(TurnPhase::BotThinking);
    computer_turn(
        &mut commands,
        &mut table,
        bot_task,
        seat,
        &mut recorder,
        time.delta_secs(),
    );
}

/// The answer given for `seat` when it is the only human at the screen and its view leaves
/// it no choice ([`AppGame::no_choice`]): nothing to ask, and nobody else here to keep from
/// learning that it had none. Never in a lesson, which teaches the answer.
fn answered_for_the_only_human<G: AppGame>(table: &Match<G>, seat: SeatId) -> Option<G::Action> {
    let only_human = table.humans() == [seat];
    if !only_human || table.taught.is_some() || table.remote().is_some() {
        return None;
    }
    G::no_choice(&table.observation_of(seat)?)
}

/// What the screen is still busy with before the match goes on, if anything: pieces
/// moving, a summary to close (by the player, or by itself after its time), a lesson's
/// note to read.
fn screen_busy<G: AppGame>(
    recorder: &mut Recorder<G>,
    proceeded: bool,
    delta: f32,
) -> Option<TurnPhase> {
    if recorder.busy.is_busy() {
        return Some(TurnPhase::Animating);
    }
    if !recorder.summary.lines.is_empty() {
        let closes = match &mut recorder.summary.auto_close {
            Some(left) => {
                *left -= delta;
                *left <= 0.0
            }
            None => false,
        };
        if proceeded || closes {
            *recorder.summary = Summary::default();
        }
        return Some(TurnPhase::Summary);
    }
    recorder.busy.lesson_note.then_some(TurnPhase::Reading)
}

/// A computer is to decide at `seat`: it is asked (on a task of its own), given its time
/// to think, and its choice applied.
fn computer_turn<G: AppGame>(
    commands: &mut Commands,
    table: &mut Match<G>,
    bot_task: Option<ResMut<BotTask<G>>>,
    seat: SeatId,
    recorder: &mut Recorder<G>,
    delta: f32,
) {
    let think = recorder.settings.scaled(THINK_SECONDS) + recorder.shown.hold;
    match bot_task {
        None => ask_the_computer(commands, table, seat, think),
        Some(mut pending) => {
            pending.think_left -= delta;
            if pending.think_left > 0.0 {
                return;
            }
            let Some((bot, action)) = block_on(future::poll_once(&mut pending.task)) else {
                return;
            };
            let bot_seat = pending.seat;
            commands.remove_resource::<BotTask<G>>();
            table.give_back_bot(bot_seat, bot);
            if let Err(error) = recorder.apply(table, bot_seat, action) {
                error!("the computer at {bot_seat} chose an illegal action: {error}");
            }
        }
    }
}

/// A human is to decide: the screen passes to them (a hand-over when several humans share
/// it; true then), and the moment their turn comes round is told once.
fn seat_a_human<G: AppGame>(
    table: &mut Match<G>,
    seat: SeatId,
    hand_over: &mut HandOver,
    recorder: &mut Recorder<G>,
) -> bool {
    if table.viewer != seat || !table.screen_taken {
        if table.humans().len() > 1 {
            hand_over.to = Some((seat, table.seats[seat.index()].name.clone()));
            recorder.quiet.hush();
            return true;
        }
        table.viewer = seat;
    }
    // The moment a human's turn (or answer) comes round after someone else's move.
    if recorder.came.seat != Some(seat) {
        *recorder.came = TurnCame {
            seat: Some(seat),
            name: table.seats[seat.index()].name.clone(),
            shown: 0.0,
            answering: G::answering(&table.view()),
        };
        recorder.quiet.hush();
        if table.actions_played() > 0 {
            recorder.cues.write(crate::audio::Cue::YourTurn);
        }
    }
    false
}

/// A computer is to decide: it thinks on another thread, from its observation only, for at
/// least `think` seconds (the move before is read first: its hold, then the visible think
/// time).
fn ask_the_computer<G: AppGame>(
    commands: &mut Commands,
    table: &mut Match<G>,
    seat: SeatId,
    think: f32,
) {
    let Some((mut bot, observation)) = table.take_bot(seat) else {
        error!("{seat} is a computer seat without a bot");
        return;
    };
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let action = bot.decide(&observation);
        (bot, action)
    });
    commands.insert_resource(BotTask {
        seat,
        task,
        think_left: think,
    });
}
