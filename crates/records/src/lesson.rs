//! Lessons: a guided first game (`assets/lessons/<game>.json`). A lesson is a scenario
//! (`docs/scenarios.md`: options, seats, scripted chance) whose actions are told as steps:
//! a note to read, the action the player is taught, or a computer's scripted move. The app's
//! lesson runner shows each step's words and lets only the taught action through; this
//! module reads the file and checks that every step's action is legal where it stands and
//! comes when the table would ask for it.

use crate::save::{ChanceSpec, LoadError, SCHEMA_VERSION, SaveFile};
use codebreakers_kernel::{Game, SeatId, SeatKind};
use serde::Deserialize;
use serde_json::Value;

/// A lesson file.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The game's id, as in a scenario.
    pub game: String,
    #[serde(default)]
    pub options: Value,
    /// Seat 0 is the learner; the others are computers playing the script.
    pub seats: Vec<SeatKind>,
    /// The rolls and shuffles, then a seed so a match played on after the lesson goes on.
    #[serde(default)]
    pub chance: ChanceSpec,
    /// Where the lesson's card stands at first: `bottom-right` (the default), `top-right`,
    /// `top-left` or `bottom-left` of the table, or `over-log` (over the side panel's log,
    /// which the lesson's narration stands in for), clear of what the lesson points at.
    #[serde(default)]
    pub card: Option<String>,
    pub steps: Vec<Step>,
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The message key of what the step says (read beside the table).
    #[serde(default)]
    pub say: Option<String>,
    /// What glows on the table: a piece by what it is to its game (its target, as the
    /// game's view names it, e.g. `Tray(Red)`), or a button as `button:NAME`.
    #[serde(default)]
    pub show: Vec<String>,
    /// Whose action this step is, with [`Step::action`]; neither for a note.
    #[serde(default)]
    pub seat: Option<SeatId>,
    /// The action, in the scenario format.
    #[serde(default)]
    pub action: Option<Value>,
    /// The message key said when the learner tries another action (else a general one).
    #[serde(default)]
    pub wrong: Option<String>,
}

/// What a step asks of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Words to read; the learner goes on when ready.
    Note,
    /// The learner's action, the only one accepted.
    Taught,
    /// A computer's scripted action, played by itself.
    Scripted,
}

/// Why a lesson file cannot be given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("the lesson is not readable: {0}")]
    Unreadable(String),
    #[error("step {step}: {message}")]
    BadStep { step: usize, message: String },
    #[error("the lesson's match does not replay: {0}")]
    Load(#[from] LoadError),
    #[error("step {step}: the table asks {asked:?} to decide, not seat {seat}")]
    OutOfTurn {
        step: usize,
        seat: u8,
        asked: Vec<u8>,
    },
}

impl Lesson {
    /// Reads a lesson file and checks its steps' shape (not yet their legality:
    /// [`Lesson::check`]).
    pub fn from_json(bytes: &[u8]) -> Result<Lesson, LessonError> {
        let lesson: Lesson =
            serde_json::from_slice(bytes).map_err(|e| LessonError::Unreadable(e.to_string()))?;
        if lesson.seats.first() != Some(&SeatKind::Human)
            || lesson.seats[1..].iter().any(|s| s.is_human())
        {
            return Err(LessonError::Unreadable(
                "seat 0 must be the learner and every other seat a computer".into(),
            ));
        }
        for (index, step) in lesson.steps.iter().enumerate() {
            let bad = |message: &str| LessonError::BadStep {
                step: index,
                message: message.into(),
            };
            match (step.seat, &step.action) {
                (Some(seat), Some(_)) if seat.index() >= lesson.seats.len() => {
                    return Err(bad("its seat is not at the table"));
                }
                (Some(_), Some(_)) | (None, None) => {}
                _ => return Err(bad("a seat and an action go together")),
            }
            if step.action.is_none() && step.say.is_none() {
                return Err(bad("a note must say something"));
            }
            if step.kind() == StepKind::Taught && step.say.is_none() {
                return Err(bad("the learner's step must say what to do"));
            }
        }
        let corners = [
            "bottom-right",
            "top-right",
            "top-left",
            "bottom-left",
            "over-log",
        ];
        if let Some(card) = &lesson.card
            && !corners.contains(&card.as_str())
        {
            return Err(LessonError::Unreadable(format!(
                "the card stands at one of {corners:?}, not {card:?}"
            )));
        }
        if lesson.steps.last().map(Step::kind) != Some(StepKind::Note) {
            return Err(LessonError::Unreadable(
                "a lesson ends with a note to read".into(),
            ));
        }
        Ok(lesson)
    }

    /// The scenario of the lesson's first `actions` actions.
    pub fn scenario(&self, actions: usize) -> SaveFile {
        SaveFile {
            version: SCHEMA_VERSION,
            game: self.game.clone(),
            options: self.options.clone(),
            seats: self.seats.clone(),
            names: Vec::new(),
            chance: self.chance.clone(),
            actions: self.plays().take(actions).map(|(_, play)| play).collect(),
            created: 0,
            updated: 0,
            outcome: None,
            resigned: Vec::new(),
        }
    }

    /// Every step with an action, as a scenario's `{ "seat", "action" }`, with its index.
    pub fn plays(&self) -> impl Iterator<Item = (usize, Value)> + '_ {
        self.steps.iter().enumerate().filter_map(|(index, step)| {
            let (seat, action) = (step.seat?, step.action.clone()?);
            Some((
                index,
                serde_json::json!({ "seat": seat.0, "action": action }),
            ))
        })
    }

    /// How many actions come before step `step`.
    pub fn actions_before(&self, step: usize) -> usize {
        self.steps[..step.min(self.steps.len())]
            .iter()
            .filter(|s| s.action.is_some())
            .count()
    }

    /// Whether step `index` waits for the learner (a note, or the taught action).
    pub fn stops_at(&self, index: usize) -> bool {
        self.steps
            .get(index)
            .is_some_and(|s| s.kind() != StepKind::Scripted)
    }

    /// The steps that wait for the learner: what a step back returns to.
    pub fn stops(&self) -> usize {
        (0..self.steps.len()).filter(|&i| self.stops_at(i)).count()
    }

    /// Checks the lesson plays as `G`: every action is legal at its step and comes from the
    /// seat the table asks first (as the app's turn machine does).
    pub fn check<G: Game>(&self) -> Result<(), LessonError> {
        let scenario = self.scenario(0);
        let mut game: G = scenario.start()?;
        let log = self.scenario(usize::MAX).log::<G>()?;
        let mut actions = log.actions.into_iter();
        for (index, step) in self.steps.iter().enumerate() {
            if step.action.is_none() {
                continue;
            }
            let Some(logged) = actions.next() else { break };
            let asked = game.to_decide();
            if asked.first() != Some(&logged.seat) {
                return Err(LessonError::OutOfTurn {
                    step: index,
                    seat: logged.seat.0,
                    asked: asked.iter().map(|s| s.0).collect(),
                });
            }
            game.apply(logged.seat, &logged.action)
                .map_err(|e| LessonError::BadStep {
                    step: index,
                    message: format!("{:?} is illegal: {e}", logged.action),
                })?;
        }
        Ok(())
    }
}

impl Step {
    pub fn kind(&self) -> StepKind {
        match self.seat {
            None => StepKind::Note,
            Some(SeatId(0)) => StepKind::Taught,
            Some(_) => StepKind::Scripted,
        }
    }
}
