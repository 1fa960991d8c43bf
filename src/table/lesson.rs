//! Lessons: a guided first game of each game, from `assets/lessons/<game>.json` (read by
//! `codebreakers_records::Lesson`). The runner sits on the turn machine and the game views
//! and never changes the rules: the match is an ordinary match on scripted chance, its
//! computers play the script ([`ScriptedBot`]), a note holds the table until it is read,
//! only the taught action gets past the referee ([`super::play::Submit`]), and what the step
//! names glows on the table ([`LessonGlow`]) and in the panels ([`mark_button`]). The
//! learner may step back, skip the lesson or leave; once it is finished the match may be
//! played on against the computers' own minds.

use super::materials::Flat;
use super::phase::{TableBusy, TurnPhase};
use super::play::{AppGame, GameLog, Match, Summary, Taught, TookBack, resumed};
use crate::input::TableAction;
use crate::session::{GameId, MatchSetup, Paused, Screen, SeatChoice};
use crate::settings::Settings;
use crate::t;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_kernel::{Bot, MatchSeeds, SeatId, SeatKind, Words, words};
use codebreakers_records::{Lesson, StepKind};
use leafwing_input_manager::prelude::ActionState;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LessonControl>()
        .init_resource::<LessonShows>()
        .add_systems(
            Update,
            (controls_from_keys.run_if(in_state(Paused::No)), glow_pulse)
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<LessonRun>)),
        )
        .add_systems(OnExit(Screen::Playing), end_the_lesson);
}

/// The lesson of `game`, read.
pub fn lesson_of(game: GameId) -> Result<Lesson, codebreakers_records::LessonError> {
    Lesson::from_json(game.lesson_text().as_bytes())
}

/// A lesson's message key as words take it: each distinct key is kept once for the
/// program's life (the lesson files name a few dozen).
fn interned(key: &str) -> &'static str {
    static KEYS: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let mut keys = KEYS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&known) = keys.iter().find(|&&k| k == key) {
        return known;
    }
    let kept: &'static str = Box::leak(key.to_owned().into_boxed_str());
    keys.push(kept);
    kept
}

/// The computers' names in a lesson, by seat from 1.
const RIVALS: [&str; 4] = ["Ada", "Blaise", "Carmen", "Dora"]; // not words: names, the same in every language

/// The match setup of `game`'s lesson (the learner and the scripted computers, named) and
/// the lesson itself.
pub fn lesson_setup(
    game: GameId,
    seed: u64,
) -> Result<(MatchSetup, Lesson), codebreakers_records::LessonError> {
    let lesson = lesson_of(game)?;
    let seats = lesson
        .seats
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatChoice {
            name: match kind {
                // A name, not "you": the log's lines tell of every seat alike.
                SeatKind::Human => t!("setup-player-name", number = 1),
                SeatKind::Computer(_) => RIVALS[(i - 1) % RIVALS.len()].to_owned(),
            },
            kind,
        })
        .collect();
    let setup = MatchSetup {
        game,
        seats,
        options: lesson.options.clone(),
        seed,
    };
    Ok((setup, lesson))
}

/// Sets up `game`'s lesson to start when the table opens.
pub fn begin(game: GameId, setup: &mut MatchSetup, commands: &mut Commands) -> bool {
    match lesson_setup(game, setup.seed) {
        Ok((lesson_setup, lesson)) => {
            *setup = lesson_setup;
            commands.insert_resource(LessonFrom(lesson));
            commands.insert_resource(LessonSetup);
            true
        }
        Err(error) => {
            error!("the {} lesson cannot be given: {error}", game.id());
            false
        }
    }
}

/// The match setup holds a lesson's seats: a plain setup of the game replaces them when
/// the table closes.
#[derive(Resource, Clone, Copy, Debug)]
struct LessonSetup;

/// A lesson to give when the table opens.
#[derive(Resource, Clone, Debug)]
pub struct LessonFrom(pub Lesson);

/// The lesson on the table, and the step it is at.
#[derive(Resource, Clone, Debug)]
pub struct LessonRun {
    pub game: GameId,
    pub lesson: Lesson,
    pub step: usize,
    /// The step the table was last told about (what is taught, what glows).
    told: Option<usize>,
    /// Why the learner's last try was refused (the lesson's sentence, or the rules'), and
    /// at which step: told on the card beside the step, gone with it.
    refused: Option<(usize, Words)>,
}

impl LessonRun {
    fn current(&self) -> Option<&codebreakers_records::Step> {
        self.lesson.steps.get(self.step)
    }

    /// The current step's words.
    pub fn says(&self) -> Option<Words> {
        self.current()?
            .say
            .as_deref()
            .map(|key| Words::new(interned(key)))
    }

    /// Why the learner's last try at this step was refused, if it was.
    pub fn refusal(&self) -> Option<&Words> {
        self.refused
            .as_ref()
            .filter(|(step, _)| *step == self.step)
            .map(|(_, why)| why)
    }

    /// Whether the table waits for the learner to read a note.
    pub fn reading(&self) -> bool {
        self.current().map(|s| s.kind()) == Some(StepKind::Note)
    }

    /// Whether this is the last step.
    pub fn last(&self) -> bool {
        self.step + 1 >= self.lesson.steps.len()
    }

    /// Which of the learner's stops this is, counted from 1, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        let done = (0..=self.step.min(self.lesson.steps.len().saturating_sub(1)))
            .filter(|&i| self.lesson.stops_at(i))
            .count();
        (done.max(1), self.lesson.stops())
    }

    /// The stop a step back returns to: the last one before this step.
    fn previous_stop(&self) -> Option<usize> {
        (0..self.step).rev().find(|&i| self.lesson.stops_at(i))
    }
}

/// What the learner asks of the lesson.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonControl {
    /// The note is read: on to the next step (the last note finishes the lesson).
    Continue,
    /// The lesson is over and the match goes on, the computers thinking for themselves.
    PlayOn,
    /// Back to the step before.
    Back,
    /// No lesson now: to this game's setup, not offered again.
    Skip,
}

/// A computer of a lesson: it plays the script's moves for its seat, then (once the lesson
/// is over and the match goes on) thinks for itself.
pub struct ScriptedBot<G: AppGame> {
    moves: VecDeque<G::Action>,
    then: Box<dyn Bot<G> + Send + Sync>,
}

impl<G: AppGame> Bot<G> for ScriptedBot<G> {
    fn decide(&mut self, observation: &G::Observation) -> G::Action {
        self.moves
            .pop_front()
            .unwrap_or_else(|| self.then.decide(observation))
    }
}

/// What glows now: pieces by their target's name, buttons as `button:KEY`.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct LessonShows(pub Vec<String>);

/// Starts `lesson` instead of a plain match: the state it begins in, with scripted
/// computers. Called by the turn machine when the table opens.
pub(super) fn start<G: AppGame>(
    commands: &mut Commands,
    lesson: Lesson,
    setup: &MatchSetup,
) -> Result<(), String> {
    let table = rebuilt::<G>(&lesson, 0, setup)?;
    commands.insert_resource(table);
    commands.insert_resource(LessonRun {
        game: G::GAME,
        lesson,
        step: 0,
        told: None,
        refused: None,
    });
    Ok(())
}

/// The lesson's match as it stands before step `step`: its actions replayed, its computers
/// holding the moves still to come.
fn rebuilt<G: AppGame>(
    lesson: &Lesson,
    step: usize,
    setup: &MatchSetup,
) -> Result<Match<G>, String> {
    let mut file = lesson.scenario(lesson.actions_before(step));
    file.names = setup.seats.iter().map(|s| s.name.clone()).collect();
    let (mut table, _) = resumed::<G>(&file, setup).map_err(|e| e.to_string())?;
    let seeds = MatchSeeds::from(setup.seed);
    let mut moves: Vec<VecDeque<G::Action>> = vec![VecDeque::new(); lesson.seats.len()];
    for (index, play) in lesson.plays().filter(|(index, _)| *index >= step) {
        let logged: codebreakers_kernel::LoggedAction<G> =
            serde_json::from_value(play).map_err(|e| format!("step {index}: {e}"))?; // not words: a log line
        moves[logged.seat.index()].push_back(logged.action);
    }
    for (i, seat) in setup.seats.iter().enumerate() {
        if let SeatKind::Computer(level) = seat.kind {
            let seat_id = SeatId(i as u8);
            table.give_back_bot(
                seat_id,
                Box::new(ScriptedBot {
                    moves: std::mem::take(&mut moves[i]),
                    then: G::bot(level, seeds.bot_seed(seat_id)),
                }),
            );
        }
    }
    Ok(table)
}

/// The runner's turn, between the learner's submissions and the turn machine's drive:
/// it follows the actions taken, answers the learner's controls, and tells the table what
/// is taught, what glows and whether a note holds play.
/// The table as a lesson holds and rewrites it: what holds play, what glows, and what
/// stepping back rewrites (the log, a summary, the views' own pictures).
#[derive(SystemParam)]
pub(super) struct LessonTable<'w> {
    busy: ResMut<'w, TableBusy>,
    shows: ResMut<'w, LessonShows>,
    log: ResMut<'w, GameLog>,
    summary: ResMut<'w, Summary>,
    took_back: MessageWriter<'w, TookBack>,
}

/// Where a lesson leads once it is over: the settings that remember it, the setup of the
/// match it began as, and the next screen.
#[derive(SystemParam)]
pub(super) struct LessonWay<'w> {
    settings: ResMut<'w, Settings>,
    setup: Res<'w, MatchSetup>,
    next: ResMut<'w, NextState<Screen>>,
}

/// A try the table refused is told on the lesson's card, beside the step.
pub(super) fn hear_refusals<G: AppGame>(
    mut rejected: MessageReader<super::play::Rejected<G>>,
    mut run: ResMut<LessonRun>,
) {
    if let Some(refusal) = rejected.read().last() {
        run.refused = Some((run.step, refusal.refusal.clone()));
    }
}

pub(super) fn follow<G: AppGame>(
    mut commands: Commands,
    mut run: ResMut<LessonRun>,
    mut table: ResMut<Match<G>>,
    mut controls: MessageReader<LessonControl>,
    lesson_table: LessonTable,
    way: LessonWay,
    phase: Res<State<TurnPhase>>,
) {
    let LessonTable {
        mut busy,
        mut shows,
        mut log,
        mut summary,
        mut took_back,
    } = lesson_table;
    let LessonWay {
        mut settings,
        setup,
        mut next,
    } = way;
    // Actions taken (the learner's, the computers') move the lesson on.
    while let Some(step) = run.current()
        && step.action.is_some()
        && table.actions_played() > run.lesson.actions_before(run.step)
    {
        run.step += 1;
    }
    // One control a frame: a key and the focused button may both say Continue.
    let asked: Vec<LessonControl> = controls.read().copied().collect();
    if let Some(control) = asked.first() {
        match control {
            LessonControl::Continue
                if run.reading() && *phase.get() == TurnPhase::Reading && !run.last() =>
            {
                run.step += 1;
            }
            LessonControl::Continue
                if run.reading() && *phase.get() == TurnPhase::Reading && run.last() =>
            {
                finished(&mut settings, run.game);
                next.set(Screen::ChooseGame);
            }
            LessonControl::PlayOn if run.last() => {
                finished(&mut settings, run.game);
                commands.remove_resource::<LessonRun>();
                table.taught = None;
                busy.lesson_note = false;
                *shows = LessonShows::default();
                return;
            }
            LessonControl::Back => {
                if let Some(stop) = run.previous_stop() {
                    match rebuilt::<G>(&run.lesson, stop, &setup) {
                        Ok(rebuilt) => {
                            log.lines = told_lines(&rebuilt);
                            *table = rebuilt;
                            *summary = Summary::default();
                            run.step = stop;
                            took_back.write(TookBack);
                        }
                        Err(error) => error!("the lesson cannot step back: {error}"),
                    }
                }
            }
            LessonControl::Skip => {
                if !settings.lessons_offered.contains(&run.game) {
                    settings.lessons_offered.push(run.game);
                }
                next.set(Screen::Setup);
            }
            _ => {}
        }
    }
    busy.lesson_note = run.reading();
    if run.told == Some(run.step) {
        return;
    }
    run.told = Some(run.step);
    let step = run.current().cloned();
    shows.0 = step.as_ref().map(|s| s.show.clone()).unwrap_or_default();
    table.taught = step.and_then(|step| taught::<G>(step, run.step));
}

/// What the log says of a match from its start: its events as told.
fn told_lines<G: AppGame>(table: &Match<G>) -> Vec<Words> {
    let names = table.names();
    table
        .referee()
        .steps()
        .iter()
        .flat_map(|played| table.told(&played.events))
        .filter_map(|event| G::describe(&event, &names))
        .collect()
}

/// The move a lesson's step `index` teaches, if it teaches one: only it may be played.
fn taught<G: AppGame>(step: codebreakers_records::Step, index: usize) -> Option<Taught<G>> {
    if step.kind() != StepKind::Taught {
        return None;
    }
    let action = serde_json::from_value(step.action?)
        .inspect_err(|e| error!("the lesson's step {index} is not an action: {e}"))
        .ok()?;
    Some(Taught {
        seat: step.seat?,
        action,
        wrong: step
            .wrong
            .as_deref()
            .map_or_else(|| words!("lesson-not-now"), |key| Words::new(interned(key))),
    })
}

/// Remembers a finished lesson (the game choice shows it done; it is not offered again).
fn finished(settings: &mut Settings, game: GameId) {
    if !settings.lessons_done.contains(&game) {
        settings.lessons_done.push(game);
    }
    if !settings.lessons_offered.contains(&game) {
        settings.lessons_offered.push(game);
    }
}

/// Enter, Space or the pad's A goes on from a note; Ctrl+Z, U or the left shoulder steps
/// back.
fn controls_from_keys(
    actions: Single<&ActionState<TableAction>>,
    phase: Res<State<TurnPhase>>,
    mut controls: MessageWriter<LessonControl>,
) {
    if *phase.get() == TurnPhase::Reading
        && (actions.just_pressed(&TableAction::Submit) || actions.just_pressed(&TableAction::Place))
    {
        controls.write(LessonControl::Continue);
    }
    if actions.just_pressed(&TableAction::Undo) {
        controls.write(LessonControl::Back);
    }
}

fn end_the_lesson(
    mut commands: Commands,
    mut shows: ResMut<LessonShows>,
    lesson_setup: Option<Res<LessonSetup>>,
    mut setup: ResMut<MatchSetup>,
    mut typed: ResMut<crate::session::TypedNames>,
) {
    commands.remove_resource::<LessonRun>();
    commands.remove_resource::<LessonFrom>();
    *shows = LessonShows::default();
    if lesson_setup.is_some() {
        commands.remove_resource::<LessonSetup>();
        *setup = MatchSetup {
            game: setup.game,
            ..default()
        };
        *typed = default();
    }
}

/// The glow around a piece a lesson step points at, with the name the step gave it.
#[derive(Component, Clone, Debug)]
pub struct LessonGlow(pub String);

/// Which game's pieces a glow belongs to: each game's glow system tends its own.
#[derive(Component)]
pub struct GlowOf<H: super::pieces::Hit>(std::marker::PhantomData<H>);

/// The colour of what a lesson points at: warm gold, unlike the white focus ring.
const GLOW: Color = super::paint::LESSON_GLOW;

/// The glows a game's glow system tends.
type GlowsOf<H> = (With<LessonGlow>, With<GlowOf<H>>);

/// Puts a glow on each piece whose target the step names, and takes it off the others.
pub(super) fn glow_targets<H: super::pieces::Hit>(
    mut commands: Commands,
    shows: Res<LessonShows>,
    targets: Query<(
        Entity,
        &super::pieces::Target<H>,
        &Sprite,
        Has<super::pieces::Round>,
    )>,
    glows: Query<(Entity, &ChildOf), GlowsOf<H>>,
    mut kit: ResMut<super::pieces::PieceKit>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Flat>>,
) {
    let named = |hit: &H| {
        let name = format!("{hit:?}");
        shows.0.contains(&name)
    };
    let mut glowing = Vec::new();
    for (glow, parent) in &glows {
        match targets.get(parent.parent()) {
            Ok((_, target, _, _)) if named(&target.hit) => glowing.push(parent.parent()),
            // Not named now, or no longer something to touch.
            _ => commands.entity(glow).despawn(),
        }
    }
    if shows.0.is_empty() {
        return;
    }
    for (entity, target, sprite, round) in &targets {
        if !named(&target.hit) || glowing.contains(&entity) {
            continue;
        }
        let ring = super::pieces::ring_around(
            &mut kit,
            &mut meshes,
            &mut materials,
            sprite,
            round,
            super::pieces::RingStyle {
                margin: 8.0,
                width: 4.0,
                corner: 12.0,
                colour: GLOW,
                z: 0.92,
            },
        );
        let ring = commands
            .spawn((
                ring,
                LessonGlow(format!("{:?}", target.hit)),
                GlowOf::<H>(std::marker::PhantomData),
                super::anim::Lively,
            ))
            .id();
        commands.entity(entity).add_child(ring);
    }
}

/// The glows breathe, so the eye finds them.
fn glow_pulse(time: Res<Time>, mut glows: Query<&mut Transform, With<LessonGlow>>) {
    let breath = 1.0 + 0.06 * (time.elapsed_secs() * 4.0).sin();
    for mut transform in &mut glows {
        transform.scale = Vec3::new(breath, breath, 1.0);
    }
}

/// The egui memory slot where the panels find what glows.
fn shows_id() -> egui::Id {
    egui::Id::new("lesson-shows")
}

/// Tells the panels drawn this frame what the lesson points at.
pub(super) fn share_with_panels(
    mut contexts: bevy_egui::EguiContexts,
    shows: Res<LessonShows>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.data_mut(|d| d.insert_temp(shows_id(), shows.0.clone()));
    Ok(())
}

/// Rings a button the lesson points at (`button:KEY` with the message key of its label),
/// and gives it back.
pub fn mark_button(response: egui::Response, key: &str) -> egui::Response {
    let shows: Vec<String> = response
        .ctx
        .data(|d| d.get_temp(shows_id()))
        .unwrap_or_default();
    if shows.iter().any(|s| s.strip_prefix("button:") == Some(key)) {
        let breath = (response.ctx.input(|i| i.time) * 4.0).sin() as f32;
        let stroke = egui::Stroke::new(3.0 + breath, crate::theme::LESSON_GLOW);
        response.ctx.layer_painter(response.layer_id).rect_stroke(
            response.rect.expand(4.0),
            6.0,
            stroke,
            egui::StrokeKind::Outside,
        );
        response.ctx.request_repaint();
    }
    response
}

/// The lesson's card beside the table: at the corner the lesson file names, or where it
/// leaves the pieces the learner may touch in sight ([`super::sight`]), else in the side
/// panel ([`docked_card`]). Upright (a phone's), along the
/// top, as wide as the screen: the camera frames the table between it and the sheet.
pub(super) fn lesson_window(
    mut contexts: bevy_egui::EguiContexts,
    run: Res<LessonRun>,
    phase: Res<State<TurnPhase>>,
    mut controls: MessageWriter<LessonControl>,
    mut sheet: ResMut<super::surface::BottomSheet>,
    sight: Res<super::sight::InSight>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if crate::theme::narrow_screen(ctx) {
        ctx.data_mut(|d| d.insert_temp(docked_id(), false));
        let width = ctx.content_rect().width() - 16.0;
        let shown = egui::Window::new("lesson-upright")
            .title_bar(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 6.0])
            .resizable(false)
            .show(ctx, |ui| {
                ui.set_width(width - 16.0);
                lesson_card(ui, &run, *phase.get(), &mut controls);
            });
        let height = shown.map_or(0.0, |s| {
            (s.response.rect.bottom() + 6.0) * ctx.zoom_factor()
        });
        if sheet.top_card != height {
            sheet.top_card = height;
        }
        return Ok(());
    }
    if sheet.top_card != 0.0 {
        sheet.top_card = 0.0;
    }
    let screen = ctx.content_rect();
    let over_log = run.lesson.card.as_deref() == Some("over-log");
    let panel = super::surface::panel_points(screen.width());
    let corner = |align: egui::Align2| {
        let x = if align.x() == egui::Align::Min {
            panel + 12.0
        } else {
            -12.0
        };
        let y = if align.y() == egui::Align::Min {
            12.0
        } else {
            -12.0
        };
        (align, egui::vec2(x, y))
    };
    let named = match run.lesson.card.as_deref() {
        Some("over-log") => (egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0)),
        Some("top-right") => corner(egui::Align2::RIGHT_TOP),
        Some("top-left") => corner(egui::Align2::LEFT_TOP),
        Some("bottom-left") => corner(egui::Align2::LEFT_BOTTOM),
        _ => corner(egui::Align2::RIGHT_BOTTOM),
    };
    // The corner the lesson names, unless the card would lie there on a piece the learner
    // may touch (the hand, what the step asks for): then the first corner that leaves
    // them clear.
    let mut places = vec![named];
    for align in [
        egui::Align2::RIGHT_TOP,
        egui::Align2::LEFT_TOP,
        egui::Align2::RIGHT_BOTTOM,
        egui::Align2::LEFT_BOTTOM,
    ] {
        if !places.contains(&corner(align)) {
            places.push(corner(align));
        }
    }
    let id = egui::Id::new("lesson");
    // The card's size: as it was last drawn, at a corner or in the panel (where it is
    // narrower, so taller: judged by it, the card does not go back and forth).
    let size = if docked(ctx) {
        ctx.data(|d| d.get_temp::<egui::Vec2>(docked_size_id()))
    } else {
        ctx.memory(|m| m.area_rect(id)).map(|r| r.size())
    }
    .unwrap_or(egui::vec2(320.0, 220.0));
    let (at_a_corner, in_a_panel) = (
        egui::vec2(size.x.max(316.0), size.y),
        egui::vec2(size.x.min(panel - 28.0), size.y),
    );
    let keep = sight.in_points(ctx);
    // The lesson that names the log for its card: there first, at the panel's width.
    let named_in_the_panel = if over_log {
        places.retain(|place| *place != named);
        super::sight::first_clear(screen, in_a_panel, &keep, &[named])
    } else {
        None
    };
    let place = named_in_the_panel
        .or_else(|| super::sight::first_clear(screen, at_a_corner, &keep, &places));
    // Where no corner of the table leaves them clear (a large interface scale, a phone on
    // its side), the card is the side panel's first part ([`docked_card`]).
    ctx.data_mut(|d| d.insert_temp(docked_id(), place.is_none()));
    let Some((align, offset)) = place else {
        return Ok(());
    };
    egui::Window::new("lesson")
        .id(id)
        .title_bar(false)
        .anchor(align, offset)
        .resizable(false)
        .show(ctx, |ui| {
            // Over the log, the card keeps within the panel.
            ui.set_width(if named_in_the_panel.is_some() {
                panel - 44.0
            } else {
                300.0
            });
            lesson_card(ui, &run, *phase.get(), &mut controls);
        });
    Ok(())
}

/// Where [`lesson_window`] leaves whether the card is in the side panel this frame.
fn docked_id() -> egui::Id {
    egui::Id::new("lesson-docked")
}

/// Where [`docked_card`] leaves the card's size in the side panel.
fn docked_size_id() -> egui::Id {
    egui::Id::new("lesson-docked-size")
}

/// Whether the lesson's card is the side panel's first part: no corner of the table
/// leaves the pieces the learner may touch in sight.
pub(super) fn docked(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(docked_id()))
        .unwrap_or(false)
}

/// The lesson's card as the side panel's first part, above the game's (the panel scrolls
/// with its bar shown where the two do not fit): it covers nothing.
pub(super) fn docked_card(
    ui: &mut egui::Ui,
    run: &LessonRun,
    phase: TurnPhase,
    controls: &mut MessageWriter<LessonControl>,
) {
    let shown = egui::Frame::window(ui.style())
        .shadow(egui::Shadow::NONE)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            lesson_card(ui, run, phase, controls);
        });
    let size = shown.response.rect.size();
    ui.data_mut(|d| d.insert_temp(docked_size_id(), size));
}

/// The card's words: the step of how many, what it says and its buttons.
fn lesson_card(
    ui: &mut egui::Ui,
    run: &LessonRun,
    phase: TurnPhase,
    controls: &mut MessageWriter<LessonControl>,
) {
    let (step, steps) = run.progress();
    ui.label(
        egui::RichText::new(t!("lesson-progress", step = step, steps = steps))
            .strong()
            .color(crate::theme::BRASS),
    );
    let upright = crate::theme::narrow_screen(ui.ctx());
    lesson_ui(ui, run, phase == TurnPhase::Reading, upright, controls);
}

/// What the lesson's step says and its buttons: Continue (or Finish and Play on) while
/// the step is read, then Step back and Skip; `one_row` puts them all on one row (upright,
/// where the card takes room from the table).
pub fn lesson_ui(
    ui: &mut egui::Ui,
    run: &LessonRun,
    reading: bool,
    one_row: bool,
    controls: &mut MessageWriter<LessonControl>,
) {
    if let Some(says) = run.says() {
        ui.label(
            egui::RichText::new(crate::i18n::render(&says)).size(if one_row { 15.0 } else { 16.0 }),
        );
    }
    if let Some(why) = run.refusal() {
        ui.label(
            egui::RichText::new(crate::i18n::render(why))
                .size(if one_row { 14.0 } else { 15.0 })
                .color(crate::theme::NOTE_AMBER),
        );
    }
    ui.add_space(6.0);
    let going_on = |ui: &mut egui::Ui, controls: &mut MessageWriter<LessonControl>| {
        if !run.reading() {
            return;
        }
        let label = if run.last() {
            t!("lesson-finish")
        } else {
            t!("lesson-continue")
        };
        let next = ui
            .add_enabled(
                reading,
                egui::Button::new(egui::RichText::new(label).strong()).fill(crate::theme::GO_GREEN),
            )
            .on_hover_text(t!("lesson-continue-keys"));
        // Enter or Space go on whatever egui's focus is (a button focused on the screen
        // before may still hold the keyboard).
        let keyed = reading
            && ui.input(|i| i.key_pressed(egui::Key::Enter) || i.key_pressed(egui::Key::Space));
        if next.clicked() || keyed {
            controls.write(LessonControl::Continue);
        }
        if run.last()
            && ui
                .button(t!("lesson-play-on"))
                .on_hover_text(t!("lesson-play-on-about"))
                .clicked()
        {
            controls.write(LessonControl::PlayOn);
        }
    };
    let stepping = |ui: &mut egui::Ui, controls: &mut MessageWriter<LessonControl>| {
        if ui
            .add_enabled(
                run.previous_stop().is_some(),
                egui::Button::new(t!("lesson-back")),
            )
            .on_hover_text(t!("lesson-back-about"))
            .clicked()
        {
            controls.write(LessonControl::Back);
        }
        if !run.last()
            && ui
                .button(t!("lesson-skip"))
                .on_hover_text(t!("lesson-skip-about"))
                .clicked()
        {
            controls.write(LessonControl::Skip);
        }
    };
    if one_row {
        ui.horizontal_wrapped(|ui| {
            going_on(ui, controls);
            stepping(ui, controls);
        });
    } else {
        ui.horizontal_wrapped(|ui| going_on(ui, controls));
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| stepping(ui, controls));
    }
}
