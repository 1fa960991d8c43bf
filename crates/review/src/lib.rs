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
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a decision was, as the review labels it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Label {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Unit {
    /// What a decision's `standing` measures in a game judged in this unit, for the chart
    /// of the match: Code Breaker's bits still to find out (log2 of the codes possible;
    /// falling is good), Code Knacker's millions banked and expected from the turn, and the
    /// chance of winning in points.
    pub fn standing(self) -> Standing {
        match self {
            Unit::Rows | Unit::Bits => Standing::BitsLeft,
            Unit::Millions => Standing::ExpectedMillions,
            Unit::WinChance => Standing::WinChance,
        }
    }
}

/// What the chart of a match draws for each seat over its decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    BitsLeft,
    ExpectedMillions,
    WinChance,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Where the seat stands after the choice, as the match's chart draws it
    /// ([`Unit::standing`]).
    pub standing: f64,
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

    /// An action passed over unjudged (a walk to one decision): a judge that counts the
    /// decisions it sees counts it.
    fn passed(&mut self) {}
}

/// One decision of the match, judged.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Decision {
    /// Where it stands in the match: the action's index (0 for the first).
    pub index: usize,
    pub seat: SeatId,
    /// The action chosen, as the save writes it.
    pub chosen: Value,
    /// The best action there.
    pub best: Value,
    pub loss: f64,
    /// Where the seat stands after it ([`Unit::standing`]).
    pub standing: f64,
    pub unit: Unit,
    pub label: Label,
    pub figures: Value,
}

/// Each seat's decisions at a glance.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSummary {
    pub seat: SeatId,
    pub name: String,
    /// Decisions judged.
    pub decisions: usize,
    /// How many got each label, in the order of [`Label::ALL`].
    pub labels: [usize; 4],
    /// The share of its judged decisions that were good, in per cent (100 with none).
    pub accuracy: f64,
    /// Its luck over the match, in the game's unit (the sum of its decisions' `luck`
    /// figures); `None` where the game's judge measures none (Code Breaker).
    pub luck: Option<f64>,
}

/// A finished match reviewed (read back from JSON where it was made elsewhere: a browser's
/// worker).
#[derive(Clone, Debug, Serialize, Deserialize)]
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
    let mut walk = Walk::new(timeline, judge);
    while walk.next() {}
    walk.decisions
}

/// A walk over a match, one action at a time: the state replayed so far and the decisions
/// judged.
struct Walk<G: Game, J> {
    state: G,
    steps: Vec<(SeatId, G::Action)>,
    at: usize,
    judge: J,
    /// Actions before this one are replayed, not judged.
    judge_from: usize,
    decisions: Vec<Decision>,
}

/// A judge borrowed (a walk run at once) or owned (a walk run a step at a time).
trait HoldsJudge<G: Game> {
    fn judge(&mut self) -> &mut dyn Judge<G>;
}

impl<G: Game> HoldsJudge<G> for &mut dyn Judge<G> {
    fn judge(&mut self) -> &mut dyn Judge<G> {
        &mut **self
    }
}

impl<G: Game> HoldsJudge<G> for Box<dyn Judge<G> + Send> {
    fn judge(&mut self) -> &mut dyn Judge<G> {
        self.as_mut()
    }
}

impl<G: Game, J: HoldsJudge<G>> Walk<G, J> {
    fn new(timeline: &Timeline<G>, judge: J) -> Self {
        Walk {
            state: timeline.start().clone(),
            steps: timeline
                .steps()
                .iter()
                .map(|step| (step.seat, step.action.clone()))
                .collect(),
            at: 0,
            judge,
            judge_from: 0,
            decisions: Vec::new(),
        }
    }

    /// Judges the next action, if any is left: whether one was.
    fn next(&mut self) -> bool {
        let Some((seat, action)) = self.steps.get(self.at) else {
            return false;
        };
        let (index, seat) = (self.at, *seat);
        let before = self.state.observe(seat);
        // Every step of a timeline was applied to this very state: the rules are deterministic.
        if self.state.apply(seat, action).is_err() {
            self.at = self.steps.len();
            return false;
        }
        self.at += 1;
        if index < self.judge_from {
            self.judge.judge().passed();
            return true;
        }
        let after = self.state.observe(seat);
        if let Some(verdict) = self.judge.judge().judge(seat, &before, action, &after) {
            self.decisions.push(Decision {
                index,
                seat,
                chosen: serde_json::to_value(action).unwrap_or(Value::Null),
                best: serde_json::to_value(&verdict.best).unwrap_or(Value::Null),
                loss: verdict.loss,
                standing: verdict.standing,
                unit: verdict.unit,
                label: verdict.label,
                figures: verdict.figures,
            });
        }
        true
    }
}

/// A review being made a step at a time (an action judged a step), for a screen that must
/// go on drawing meanwhile: [`Reviewing::advance`] until it is done, then
/// [`Reviewing::finish`].
pub struct Reviewing {
    walk: Box<dyn Advance + Send>,
    game: String,
    names: Vec<String>,
}

/// A walk of some game, its type forgotten.
trait Advance {
    fn next(&mut self) -> bool;
    fn progress(&self) -> (usize, usize);
    fn take(&mut self) -> Vec<Decision>;
}

impl<G: Game, J: HoldsJudge<G>> Advance for Walk<G, J> {
    fn next(&mut self) -> bool {
        Walk::next(self)
    }

    fn progress(&self) -> (usize, usize) {
        (self.at, self.steps.len())
    }

    fn take(&mut self) -> Vec<Decision> {
        std::mem::take(&mut self.decisions)
    }
}

impl Reviewing {
    /// Judges the next action: whether there was one (false once done).
    pub fn advance(&mut self) -> bool {
        self.walk.next()
    }

    /// Actions judged so far, and in the match.
    pub fn progress(&self) -> (usize, usize) {
        self.walk.progress()
    }

    /// The review, once [`Reviewing::advance`] has said it is done (else of the actions
    /// judged so far).
    pub fn finish(mut self) -> Review {
        let decisions = self.walk.take();
        Review {
            seats: summarise(&decisions, &self.names),
            game: self.game,
            decisions,
        }
    }
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
            let lucks: Vec<f64> = decisions
                .iter()
                .filter(|d| d.seat == seat)
                .filter_map(|d| d.figures["luck"].as_f64())
                .collect();
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
                luck: (!lucks.is_empty()).then(|| lucks.iter().sum()),
            }
        })
        .collect()
}

/// The review of the finished match in `save`, by its game's judge.
pub fn review(save: &SaveFile) -> Result<Review, ReviewError> {
    let mut reviewing = start(save)?;
    while reviewing.advance() {}
    Ok(reviewing.finish())
}

/// The review of the finished match in `save` by its game's judge, to be made a step at a
/// time.
pub fn start(save: &SaveFile) -> Result<Reviewing, ReviewError> {
    struct Start<'a>(&'a SaveFile);
    impl WithJudge for Start<'_> {
        type Output = Result<Reviewing, ReviewError>;
        fn run<G: Registered>(self, judge: Box<dyn Judge<G> + Send>) -> Self::Output {
            start_as(self.0, judge)
        }
    }
    with_judge(&save.game, Start(save))?
}

/// Work to do with a game's judge, whichever game an id names (a visitor).
pub trait WithJudge {
    type Output;
    fn run<G: Registered>(self, judge: Box<dyn Judge<G> + Send>) -> Self::Output;
}

/// `work` done with the judge of the game `id` names: Code Breaker's, Code Knacker's, or the
/// chance of winning for Crack It and Passcode.
pub fn with_judge<W: WithJudge>(id: &str, work: W) -> Result<W::Output, ReviewError> {
    use codebreakers_code_breaker::CodeBreaker;
    use codebreakers_code_knacker::CodeKnacker;
    use codebreakers_crack_it::CrackIt;
    use codebreakers_passcode::Passcode;
    Ok(match id {
        CodeBreaker::ID => work.run::<CodeBreaker>(Box::<CodeBreakerJudge>::default()),
        CodeKnacker::ID => work.run::<CodeKnacker>(Box::<CodeKnackerJudge>::default()),
        CrackIt::ID => work.run::<CrackIt>(Box::<WinChanceJudge>::default()),
        Passcode::ID => work.run::<Passcode>(Box::<WinChanceJudge>::default()),
        other => return Err(ReviewError::UnknownGame(other.to_string())),
    })
}

/// The review of the finished match in `save`, a match of `G`, by `judge`, to be made a
/// step at a time.
pub fn start_as<G: Registered>(
    save: &SaveFile,
    judge: Box<dyn Judge<G> + Send>,
) -> Result<Reviewing, ReviewError> {
    let timeline = save
        .timeline::<G>()
        .map_err(|e| ReviewError::Unreadable(e.to_string()))?;
    if save.outcome_after(timeline.state()).is_none() {
        return Err(ReviewError::NotOver);
    }
    Ok(Reviewing {
        walk: Box::new(Walk::new(&timeline, judge)),
        game: G::ID.to_string(),
        names: save.names(),
    })
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

/// The verdict on action `index` of the match in `save` (over or not), by its game's judge,
/// from its seat's view then: for a decision played again. `None` if that action is not
/// one the judge weighs, or the save has no such action.
pub fn verdict_at(save: &SaveFile, index: usize) -> Result<Option<Decision>, ReviewError> {
    struct At<'a>(&'a SaveFile, usize);
    impl WithJudge for At<'_> {
        type Output = Result<Option<Decision>, ReviewError>;
        fn run<G: Registered>(self, judge: Box<dyn Judge<G> + Send>) -> Self::Output {
            let At(save, index) = self;
            let timeline = save
                .timeline::<G>()
                .map_err(|e| ReviewError::Unreadable(e.to_string()))?;
            let mut walk = Walk::new(&timeline, judge);
            walk.judge_from = index;
            while walk.at <= index && walk.next() {}
            Ok(walk.decisions.pop().filter(|d| d.index == index))
        }
    }
    with_judge(&save.game, At(save, index))?
}
