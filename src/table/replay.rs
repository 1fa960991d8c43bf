//! Replays (`docs/architecture.md`, "Nothing is lost"): a finished match watched again on its own
//! table, from its save. Every hidden card and code is shown (the match is over), and the
//! watcher steps forward and back action by action or lets it play at a chosen speed.
//! Nothing is saved and no seat decides: the actions come from the save.

use super::phase::{SUMMARY_SECONDS, THINK_SECONDS, TurnPhase, TurnSystems};
use super::play::{AppGame, Match, Recorder, Summary, TookBack, TurnFlow};
use crate::input::TableAction;
use crate::session::{Paused, Screen};
use crate::t;
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_kernel::SeatId;
use codebreakers_records::SaveFile;
use leafwing_input_manager::prelude::ActionState;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayStep>()
        .add_systems(
            Update,
            steps_from_keys
                .before(TurnSystems)
                .run_if(in_state(Paused::No).and_then(resource_exists::<Replay>)),
        )
        .add_systems(OnExit(Screen::Playing), end_the_replay);
}

/// A finished match to watch when the table opens.
#[derive(Resource, Clone, Debug)]
pub struct ReplayFrom {
    pub file: SaveFile,
    /// Where it opens, if not at the start: a moment of its review.
    pub moment: Option<ReplayMoment>,
}

/// A moment of a match's review shown on its table: the match as it stood before its action
/// `shown`, seen by `seat` as it saw it then (nothing more), paused.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayMoment {
    pub shown: usize,
    pub seat: SeatId,
}

/// The replay on the table: how far it has come and how it goes on.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Replay {
    /// Actions shown so far.
    pub shown: usize,
    /// Actions in the match.
    pub total: usize,
    /// Whether it goes on by itself.
    pub playing: bool,
    /// How fast it goes on by itself: one of [`Replay::SPEEDS`].
    pub speed: f32,
    /// Seconds before the next action when playing.
    wait: f32,
    /// Steps forward asked for while the table was still moving.
    pending: usize,
}

impl Replay {
    pub const SPEEDS: [f32; 4] = [0.5, 1.0, 2.0, 4.0];

    fn new(total: usize) -> Self {
        Replay {
            shown: 0,
            total,
            playing: true,
            speed: 1.0,
            wait: 0.0,
            pending: 0,
        }
    }

    /// Steps forward asked for and not yet shown.
    pub fn pending(&self) -> usize {
        self.pending
    }

    /// The next speed up (`faster`) or down, if any.
    pub fn changed_speed(&self, faster: bool) -> f32 {
        let at = Self::SPEEDS
            .iter()
            .position(|&s| s == self.speed)
            .unwrap_or(1);
        let at = if faster {
            (at + 1).min(Self::SPEEDS.len() - 1)
        } else {
            at.saturating_sub(1)
        };
        Self::SPEEDS[at]
    }
}

/// What the watcher asks of the replay.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum ReplayStep {
    /// Back to the match's start.
    Start,
    Back,
    Forward,
    /// Play, or pause.
    Toggle,
    Speed(f32),
}

/// The actions of the match being replayed, in order.
#[derive(Resource)]
pub(super) struct ReplayScript<G: AppGame> {
    pub actions: Vec<(SeatId, G::Action)>,
}

/// Left and right step, Space plays or pauses, up and down change the speed; on a pad the
/// d-pad and A.
fn steps_from_keys(
    actions: Single<&ActionState<TableAction>>,
    replay: Res<Replay>,
    mut steps: MessageWriter<ReplayStep>,
) {
    let pressed = |action| actions.just_pressed(&action);
    if pressed(TableAction::FocusLeft) || pressed(TableAction::Undo) {
        steps.write(ReplayStep::Back);
    }
    if pressed(TableAction::FocusRight) {
        steps.write(ReplayStep::Forward);
    }
    if pressed(TableAction::Place) {
        steps.write(ReplayStep::Toggle);
    }
    if pressed(TableAction::ChoiceUp) {
        steps.write(ReplayStep::Speed(replay.changed_speed(true)));
    }
    if pressed(TableAction::ChoiceDown) {
        steps.write(ReplayStep::Speed(replay.changed_speed(false)));
    }
}

fn end_the_replay(mut commands: Commands) {
    commands.remove_resource::<Replay>();
    commands.remove_resource::<ReplayMoment>();
}

/// Starts a replay of `file` instead of a match: the state it began in, no action yet; or,
/// at a moment of its review, the state before that action, seen by its seat alone.
pub(super) fn start<G: AppGame>(
    commands: &mut Commands,
    from: &ReplayFrom,
    setup: &crate::session::MatchSetup,
    log: &mut super::play::GameLog,
) -> Result<(), codebreakers_records::LoadError> {
    let file = &from.file;
    let actions: Vec<_> = file
        .log::<G>()?
        .actions
        .into_iter()
        .map(|l| (l.seat, l.action))
        .collect();
    let mut replay = Replay::new(actions.len());
    let table = match from.moment {
        Some(moment) => {
            let mut then = file.clone();
            then.actions.truncate(moment.shown);
            then.outcome = None;
            then.resigned.clear();
            let (mut table, lines) = super::play::resumed::<G>(&then, setup)?;
            log.lines = lines;
            table.replay = true;
            table.seen_by = Some(moment.seat);
            table.viewer = moment.seat;
            replay.shown = moment.shown.min(actions.len());
            replay.playing = false;
            commands.insert_resource(moment);
            table
        }
        None => {
            let mut table = Match::new(file.start::<G>()?, setup.seats.clone(), setup.seed);
            table.replay = true;
            table.viewer = table.replay_viewer();
            commands.remove_resource::<ReplayMoment>();
            table
        }
    };
    info!(
        target: "table",
        "Watching {} again: {} moves.",
        G::GAME.name(),
        actions.len()
    );
    commands.insert_resource(replay);
    commands.insert_resource(ReplayScript::<G> { actions });
    commands.insert_resource(table);
    Ok(())
}

/// Runs a replay in place of the turn machine's driving: the watcher's steps, then the
/// next action when the table is still and it is time.
pub(super) fn drive_replay<G: AppGame>(
    mut table: ResMut<Match<G>>,
    script: Res<ReplayScript<G>>,
    mut replay: ResMut<Replay>,
    mut steps: MessageReader<ReplayStep>,
    flow: TurnFlow,
    mut recorder: Recorder<G>,
    mut took_back: MessageWriter<TookBack>,
) {
    let TurnFlow {
        mut phase,
        mut proceed,
        time,
        ..
    } = flow;
    let steps: Vec<ReplayStep> = steps.read().copied().collect();
    let proceeded = proceed.read().count() > 0;
    for step in steps {
        take_step(step, &mut table, &mut replay, &mut recorder);
        if matches!(step, ReplayStep::Start | ReplayStep::Back) {
            took_back.write(TookBack);
        }
    }
    let viewer = table.seen_by.unwrap_or_else(|| table.replay_viewer());
    if table.viewer != viewer {
        table.viewer = viewer;
    }
    if recorder.busy.is_busy() {
        phase.as_mut().set_if_neq(TurnPhase::Animating);
        return;
    }
    if !recorder.summary.lines.is_empty() {
        phase.as_mut().set_if_neq(TurnPhase::Summary);
        // Read at leisure when paused; closed by itself when playing, or by a step.
        let closes = replay.pending > 0
            || (replay.playing && {
                replay.wait -= time.delta_secs();
                replay.wait <= -recorder.settings.scaled(SUMMARY_SECONDS) / replay.speed
            });
        if proceeded || closes {
            *recorder.summary = Summary::default();
            replay.wait = 0.0;
        }
        return;
    }
    phase.as_mut().set_if_neq(TurnPhase::Replaying);
    if replay.shown >= replay.total {
        replay.playing = false;
        replay.pending = 0;
        return;
    }
    if replay.pending == 0 {
        if !replay.playing {
            return;
        }
        replay.wait -= time.delta_secs();
        if replay.wait > 0.0 {
            return;
        }
    }
    let (seat, action) = script.actions[replay.shown].clone();
    if let Err(error) = recorder.apply(&mut table, seat, action) {
        error!(
            "the replay stops: its action {} is illegal: {error}",
            replay.shown
        );
        replay.total = replay.shown;
        return;
    }
    replay.shown += 1;
    replay.pending = replay.pending.saturating_sub(1);
    replay.wait = recorder.settings.scaled(THINK_SECONDS) / replay.speed;
}

/// A replay control pressed: back to the start or a move back (the match rebuilt), a move
/// forward (shown at the next frame), play or pause, a speed.
fn take_step<G: AppGame>(
    step: ReplayStep,
    table: &mut Match<G>,
    replay: &mut Replay,
    recorder: &mut Recorder<G>,
) {
    match step {
        ReplayStep::Start => go_back_to(0, table, replay, recorder),
        ReplayStep::Back if replay.shown > 0 => {
            let to = replay.shown - 1;
            go_back_to(to, table, replay, recorder);
        }
        ReplayStep::Back => {}
        ReplayStep::Forward => {
            replay.playing = false;
            if replay.shown + replay.pending < replay.total {
                replay.pending += 1;
            }
        }
        ReplayStep::Toggle => {
            replay.playing = !replay.playing && replay.shown < replay.total;
            replay.wait = 0.0;
        }
        ReplayStep::Speed(speed) => replay.speed = speed,
    }
    if matches!(step, ReplayStep::Start | ReplayStep::Back) {
        replay.pending = 0;
    }
}

/// Rewinds the match to its first `shown` actions, the log to their lines.
fn go_back_to<G: AppGame>(
    shown: usize,
    table: &mut Match<G>,
    replay: &mut Replay,
    recorder: &mut Recorder<G>,
) {
    table.rewind(shown);
    if let Some(mark) = table.log_marks.get(shown).copied() {
        recorder.log.lines.truncate(mark);
    }
    table.log_marks.truncate(shown);
    *recorder.summary = Summary::default();
    replay.shown = shown;
    replay.playing = false;
}

/// The replay's controls, at the foot of the side panel in place of Undo.
pub fn controls_ui(ui: &mut egui::Ui, replay: &Replay, steps: &mut MessageWriter<ReplayStep>) {
    ui.label(
        egui::RichText::new(t!(
            "replay-move",
            shown = replay.shown,
            total = replay.total
        ))
        .strong()
        .color(crate::theme::BRASS),
    );
    ui.horizontal_wrapped(|ui| {
        let mut button = |ui: &mut egui::Ui, text: &str, hover: String, enabled: bool, step| {
            if ui
                .add_enabled(enabled, egui::Button::new(text))
                .on_hover_text(hover)
                .clicked()
            {
                steps.write(step);
            }
        };
        let (at_start, at_end) = (replay.shown == 0, replay.shown >= replay.total);
        button(ui, "⏮", t!("replay-start"), !at_start, ReplayStep::Start);
        button(ui, "◀", t!("replay-back"), !at_start, ReplayStep::Back);
        let (text, hover) = if replay.playing {
            ("⏸", t!("replay-pause"))
        } else {
            ("▶", t!("replay-play"))
        };
        button(ui, text, hover, !at_end, ReplayStep::Toggle);
        button(ui, "▶|", t!("replay-forward"), !at_end, ReplayStep::Forward);
    });
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.spacing_mut().button_padding = egui::vec2(8.0, 4.0);
        ui.label(egui::RichText::new(t!("replay-speed")).color(crate::theme::ink_dim()));
        for speed in Replay::SPEEDS {
            let text = if speed < 1.0 {
                "½×".to_string()
            } else {
                format!("{speed}×")
            };
            // A fingertip wide on a phone, as tall as any button.
            let least = egui::Vec2::splat(ui.spacing().interact_size.y);
            let chosen = egui::Button::selectable(replay.speed == speed, text).min_size(least);
            if ui.add(chosen).clicked() {
                steps.write(ReplayStep::Speed(speed));
            }
        }
    });
    if replay.shown >= replay.total {
        ui.label(egui::RichText::new(t!("replay-end")).color(crate::theme::ink_dim()));
    }
}
