//! A finished match reviewed: each decision judged from what its seat knew then (its
//! observation, never the hidden state) against the best choice there, the loss measured in
//! the game's own unit and labelled good, inaccuracy, mistake or blunder by bands stated per
//! game (`docs/review.md`).
//!
//! [`review`] reads a save file; a game is reviewed by its [`Judge`]. The walk over the match
//! ([`review_timeline`]) hands a judge the seat's observation before its action and after
//! it, so a judge cannot see what the seat could not.

mod code_breaker;
mod code_knacker;
mod win_chance;

pub use code_breaker::CodeBreakerJudge;
pub use code_knacker::CodeKnackerJudge;
pub use win_chance::{POINTS, Searched, WORLDS, WinChanceJudge};

use codebreakers_kernel::{Game, SeatId, Timeline};
use codebreakers_records::SaveFile;
use codebreakers_registry::Registered;
use serde::Serialize;
use serde_json::Value;

/// What a decision was, as the review labels it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Label {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Label {
    pub const ALL: [Label; 4] = [
        Label::Good,
        Label::Inaccuracy,
        Label::Mistake,
        Label::Blunder,
    ];
}

/// What a loss is counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unit {
    /// Rows the Breaker can expect to need more than with the best row (Code Breaker, where
    /// the solver is exact).
    Rows,
    /// Bits of information the row gains fewer than the best row's (Code Breaker, where the
    /// set of codes still possible is too large for the exact search).
    Bits,
    /// Millions the turn can be expected to bring fewer than with the best choice (Code
    /// Knacker).
    Millions,
    /// Points of the chance of winning (0 to 100) fewer than with the best choice (Crack It,
    /// Passcode).
    WinChance,
}

/// The losses at which a decision stops being good: an inaccuracy from `inaccuracy` on, a
/// mistake from `mistake`, a blunder from `blunder`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Bands {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
}

impl Bands {
    /// The label of `loss`.
    pub fn label(&self, loss: f64) -> Label {
        if loss >= self.blunder {
            Label::Blunder
        } else if loss >= self.mistake {
            Label::Mistake
        } else if loss >= self.inaccuracy {
            Label::Inaccuracy
        } else {
            Label::Good
        }
    }
}

/// A judge's verdict on one decision.
#[derive(Clone, Debug)]
pub struct Verdict<G: Game> {
    /// The best choice there, as the judge found it.
    pub best: G::Action,
    /// How much worse the choice made was than the best, in `unit` (0 for the best).
    pub loss: f64,
    pub unit: Unit,
    pub label: Label,
    /// The game's own figures of the decision (codes possible before and after, ...).
    pub figures: Value,
}

/// Judges a game's decisions, one at a time, from the deciding seat's view alone.
pub trait Judge<G: Game> {
    /// The verdict on `chosen`, decided by `seat` when it saw `before`, after which it saw
    /// `after` (what the choice told it); `None` for a decision this judge does not weigh
    /// (the Maker's code, say).
    fn judge(
        &mut self,
        seat: SeatId,
        before: &G::Observation,
        chosen: &G::Action,
        after: &G::Observation,
    ) -> Option<Verdict<G>>;
}

/// One decision of the match, judged.
#[derive(Clone, Debug, Serialize)]
pub struct Decision {
    /// Where it stands in the match: the action's index (0 for the first).
    pub index: usize,
    pub seat: SeatId,
    /// The action chosen, as the save writes it.
    pub chosen: Value,
    /// The best action there.
    pub best: Value,
    pub loss: f64,
    pub unit: Unit,
    pub label: Label,
    pub figures: Value,
}

/// Each seat's decisions at a glance.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatSummary {
    pub seat: SeatId,
    pub name: String,
    /// Decisions judged.
    pub decisions: usize,
    /// How many got each label, in the order of [`Label::ALL`].
    pub labels: [usize; 4],
    /// The share of its judged decisions that were good, in per cent (100 with none).
    pub accuracy: f64,
}

/// A finished match reviewed.
#[derive(Clone, Debug, Serialize)]
pub struct Review {
    pub game: String,
    pub seats: Vec<SeatSummary>,
    pub decisions: Vec<Decision>,
}

/// Why a match was not reviewed.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ReviewError {
    #[error("the match is not over: a match is reviewed once it has ended")]
    NotOver,
    #[error("the save does not replay: {0}")]
    Unreadable(String),
    #[error("`{0}` is not a game of this box")]
    UnknownGame(String),
}

/// Every decision of `timeline` that `judge` weighs, each judged from its seat's
/// observations alone.
pub fn review_timeline<G: Game>(timeline: &Timeline<G>, judge: &mut dyn Judge<G>) -> Vec<Decision> {
    let mut state = timeline.start().clone();
    let mut decisions = Vec::new();
    for (index, step) in timeline.steps().iter().enumerate() {
        let before = state.observe(step.seat);
        // Every step of a timeline was applied to this very state: the rules are deterministic.
        if state.apply(step.seat, &step.action).is_err() {
            break;
        }
        let after = state.observe(step.seat);
        let Some(verdict) = judge.judge(step.seat, &before, &step.action, &after) else {
            continue;
        };
        decisions.push(Decision {
            index,
            seat: step.seat,
            chosen: serde_json::to_value(&step.action).unwrap_or(Value::Null),
            best: serde_json::to_value(&verdict.best).unwrap_or(Value::Null),
            loss: verdict.loss,
            unit: verdict.unit,
            label: verdict.label,
            figures: verdict.figures,
        });
    }
    decisions
}

/// Each seat's count of labels and accuracy over `decisions`.
pub fn summarise(decisions: &[Decision], names: &[String]) -> Vec<SeatSummary> {
    names
        .iter()
        .enumerate()
        .map(|(index, name)| {
            let seat = SeatId(index as u8);
            let mut labels = [0; 4];
            for decision in decisions.iter().filter(|d| d.seat == seat) {
                labels[decision.label as usize] += 1;
            }
            let judged: usize = labels.iter().sum();
            SeatSummary {
                seat,
                name: name.clone(),
                decisions: judged,
                labels,
                accuracy: if judged == 0 {
                    100.0
                } else {
                    100.0 * labels[0] as f64 / judged as f64
                },
            }
        })
        .collect()
}

/// The review of the finished match in `save`, by its game's judge.
pub fn review(save: &SaveFile) -> Result<Review, ReviewError> {
    use codebreakers_code_breaker::CodeBreaker;
    use codebreakers_code_knacker::CodeKnacker;
    use codebreakers_crack_it::CrackIt;
    use codebreakers_passcode::Passcode;
    match save.game.as_str() {
        CodeBreaker::ID => review_as::<CodeBreaker>(save, &mut CodeBreakerJudge::default()),
        CodeKnacker::ID => review_as::<CodeKnacker>(save, &mut CodeKnackerJudge::default()),
        CrackIt::ID => review_as::<CrackIt>(save, &mut WinChanceJudge::default()),
        Passcode::ID => review_as::<Passcode>(save, &mut WinChanceJudge::default()),
        other => Err(ReviewError::UnknownGame(other.to_string())),
    }
}

/// The review of the finished match in `save`, a match of `G`, by `judge`.
pub fn review_as<G: Registered>(
    save: &SaveFile,
    judge: &mut dyn Judge<G>,
) -> Result<Review, ReviewError> {
    let timeline = save
        .timeline::<G>()
        .map_err(|e| ReviewError::Unreadable(e.to_string()))?;
    if save.outcome_after(timeline.state()).is_none() {
        return Err(ReviewError::NotOver);
    }
    let decisions = review_timeline(&timeline, judge);
    Ok(Review {
        game: G::ID.to_string(),
        seats: summarise(&decisions, &save.names()),
        decisions,
    })
}
