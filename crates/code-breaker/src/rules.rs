//! The rules state of a Code Breaker match (`assets/i18n/en/rules/code-breaker.md`).

use crate::code::{Code, Feedback, Peg};
use codebreakers_kernel::{Chance, Game, Outcome, SeatId, SetupError, apply_atomically};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Rows on the board: the Breaker has at most this many guesses a round.
pub const ROWS: usize = 12;
/// The 30th hole of the scoring track: the first to reach it wins.
pub const TARGET_SCORE: u32 = 30;

/// Points the Breaker scores for solving the code in `row` (1-based), or for not solving it
/// (`None`): rows 1-4: 12; 5-6: 10; 7-8: 8; 9-10: 6; 11-12: 4; not solved: 0.
pub fn points_for_row(row: Option<usize>) -> u32 {
    match row {
        Some(1..=4) => 12,
        Some(5..=6) => 10,
        Some(7..=8) => 8,
        Some(9..=10) => 6,
        Some(11..=12) => 4,
        _ => 0,
    }
}

/// Standard, or advanced (agreed before the game: repeats and empty holes allowed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    #[default]
    Standard,
    Advanced,
}

impl Mode {
    pub fn allows_repeats(self) -> bool {
        self == Mode::Advanced
    }

    /// The pegs a code may use: the 8 colours, plus the empty hole in the advanced game.
    pub fn pegs(self) -> &'static [Peg] {
        match self {
            Mode::Standard => &Peg::COLOURS,
            Mode::Advanced => &Peg::ALL,
        }
    }
}

/// Choices made before the match. An unknown field is an error, so a typo such as `mdoe`
/// cannot silently fall back to the standard game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub mode: Mode,
    /// The seat that makes the first code; the roles swap every round.
    pub first_maker: SeatId,
}

/// A seat's role in the current round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Maker,
    Breaker,
}

/// What the match waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The Maker hides a code behind the shield.
    SettingCode,
    /// The Breaker fills the next row.
    Guessing,
    /// Someone reached the 30th hole.
    GameOver,
}

/// A decision of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// The Maker hides this code.
    SetCode(Code),
    /// The Breaker places this row.
    Guess(Code),
}

/// One guessed row and its key pegs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub guess: Code,
    pub feedback: Feedback,
}

/// How a finished round went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u32,
    pub breaker: SeatId,
    /// The row (1-based) that solved the code, if any.
    pub solved_in: Option<usize>,
    pub points: u32,
    pub secret: Code,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A round begins; `maker` hides the code.
    RoundStarted {
        round: u32,
        maker: SeatId,
        breaker: SeatId,
    },
    /// The Maker has hidden a code (which stays hidden).
    CodeHidden { maker: SeatId },
    /// A row was guessed and answered.
    Answered {
        row: usize,
        guess: Code,
        feedback: Feedback,
    },
    /// The round is over; the shield is lifted and the Breaker's scoring peg moves.
    RoundEnded {
        result: RoundResult,
        scores: [u32; 2],
    },
    /// A player reached the 30th hole.
    MatchWon { winner: SeatId, scores: [u32; 2] },
}

/// Why an action is not allowed; each names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("there is no {0} at this table: Code Breaker is played by two")]
    NoSuchSeat(SeatId),
    #[error("the match is over")]
    MatchOver,
    #[error("it is not {seat}'s decision: the {expected:?} acts now")]
    NotYourDecision { seat: SeatId, expected: Role },
    #[error("the Maker must hide a code before any guess")]
    NoCodeYet,
    #[error("the code is already hidden; the Breaker guesses now")]
    CodeAlreadyHidden,
    #[error("in the standard game every peg must be a different colour ({0} repeats a colour)")]
    RepeatedColour(Code),
    #[error("in the standard game every hole must be filled ({0} leaves one empty)")]
    EmptyHole(Code),
    #[error("a guess must differ from every earlier guess of the round ({0} was row {1})")]
    RepeatedGuess(Code, usize),
}

/// A Code Breaker match between seats 0 and 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeBreaker {
    options: Options,
    round: u32,
    maker: SeatId,
    phase: Phase,
    secret: Option<Code>,
    rows: Vec<Row>,
    scores: [u32; 2],
    history: Vec<RoundResult>,
}

/// What one seat may see: the board, the scores and the history; the secret only when
/// that seat made it or once the round is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: SeatId,
    pub mode: Mode,
    pub round: u32,
    pub maker: SeatId,
    pub role: Role,
    pub phase: Phase,
    pub rows: Vec<Row>,
    pub scores: [u32; 2],
    pub history: Vec<RoundResult>,
    /// Only the Maker's own view holds the code while it is hidden.
    pub secret: Option<Code>,
}

impl Observation {
    /// Whether this seat must decide now.
    pub fn to_act(&self) -> bool {
        match self.phase {
            Phase::SettingCode => self.role == Role::Maker,
            Phase::Guessing => self.role == Role::Breaker,
            Phase::GameOver => false,
        }
    }
}

impl CodeBreaker {
    /// A new match; the first round waits for `options.first_maker`'s code.
    pub fn new(options: Options) -> Self {
        CodeBreaker {
            options,
            round: 1,
            maker: SeatId(options.first_maker.0 % 2),
            phase: Phase::SettingCode,
            secret: None,
            rows: Vec::new(),
            scores: [0, 0],
            history: Vec::new(),
        }
    }

    pub fn options(&self) -> Options {
        self.options
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn maker(&self) -> SeatId {
        self.maker
    }
    pub fn breaker(&self) -> SeatId {
        SeatId(1 - self.maker.0)
    }
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }
    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }

    /// The hidden code: for the rules, the CLI's full-state dump and tests, never a view.
    pub fn secret(&self) -> Option<Code> {
        self.secret
    }

    /// Whether `code` may be hidden or guessed in this match's mode (ignoring earlier rows).
    pub fn check_code(&self, code: &Code) -> Result<(), RuleError> {
        if self.options.mode == Mode::Standard {
            if code.has_empty_hole() {
                return Err(RuleError::EmptyHole(*code));
            }
            if !code.has_distinct_colours() {
                return Err(RuleError::RepeatedColour(*code));
            }
        }
        Ok(())
    }

    /// Whether the Breaker may place `guess` as the next row: a code of the mode that differs
    /// from every earlier guess of the round, in both games (ruling, the French text).
    pub fn check_guess(&self, guess: &Code) -> Result<(), RuleError> {
        self.check_code(guess)?;
        if let Some(row) = self.rows.iter().position(|r| r.guess == *guess) {
            return Err(RuleError::RepeatedGuess(*guess, row + 1));
        }
        Ok(())
    }

    fn role_of(&self, seat: SeatId) -> Role {
        if seat == self.maker {
            Role::Maker
        } else {
            Role::Breaker
        }
    }

    fn step(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
        if seat.0 > 1 {
            return Err(RuleError::NoSuchSeat(seat));
        }
        match (self.phase, action) {
            (Phase::GameOver, _) => Err(RuleError::MatchOver),
            (Phase::SettingCode, Action::SetCode(code)) => {
                if seat != self.maker {
                    return Err(RuleError::NotYourDecision {
                        seat,
                        expected: Role::Maker,
                    });
                }
                self.check_code(code)?;
                self.secret = Some(*code);
                self.phase = Phase::Guessing;
                Ok(vec![Event::CodeHidden { maker: seat }])
            }
            (Phase::SettingCode, Action::Guess(_)) => Err(RuleError::NoCodeYet),
            (Phase::Guessing, Action::SetCode(_)) => Err(RuleError::CodeAlreadyHidden),
            (Phase::Guessing, Action::Guess(guess)) => {
                if seat != self.breaker() {
                    return Err(RuleError::NotYourDecision {
                        seat,
                        expected: Role::Breaker,
                    });
                }
                self.check_guess(guess)?;
                Ok(self.answer(*guess))
            }
        }
    }

    /// The Maker answers a guess; the round ends on a solve or after row 12.
    fn answer(&mut self, guess: Code) -> Vec<Event> {
        let secret = self.secret.expect("a code is hidden while guessing");
        let feedback = secret.score(&guess);
        self.rows.push(Row { guess, feedback });
        let row = self.rows.len();
        let mut events = vec![Event::Answered {
            row,
            guess,
            feedback,
        }];
        if feedback.is_solved() || row == ROWS {
            events.extend(self.end_round(feedback.is_solved().then_some(row), secret));
        }
        events
    }

    /// Scores the round, swaps the roles, and ends the match at 30.
    fn end_round(&mut self, solved_in: Option<usize>, secret: Code) -> Vec<Event> {
        let breaker = self.breaker();
        let points = points_for_row(solved_in);
        self.scores[breaker.index()] += points;
        let result = RoundResult {
            round: self.round,
            breaker,
            solved_in,
            points,
            secret,
        };
        self.history.push(result);
        let mut events = vec![Event::RoundEnded {
            result,
            scores: self.scores,
        }];
        if self.scores[breaker.index()] >= TARGET_SCORE {
            self.phase = Phase::GameOver;
            events.push(Event::MatchWon {
                winner: breaker,
                scores: self.scores,
            });
        } else {
            self.round += 1;
            self.maker = breaker;
            self.phase = Phase::SettingCode;
            self.secret = None;
            self.rows.clear();
            events.push(Event::RoundStarted {
                round: self.round,
                maker: self.maker,
                breaker: self.breaker(),
            });
        }
        events
    }

    /// Every code of this match's mode, in a fixed order.
    pub fn all_codes(&self) -> Vec<Code> {
        crate::solver::CodeSpace::for_mode(self.options.mode).codes()
    }
}

impl Game for CodeBreaker {
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type Observation = Observation;
    type Options = Options;

    const ID: &'static str = "code-breaker";

    /// Two: the Maker and the Breaker.
    fn seats(_options: &Options) -> std::ops::RangeInclusive<usize> {
        2..=2
    }

    fn setup(options: &Options, seat_count: usize, _chance: Chance) -> Result<Self, SetupError> {
        SetupError::check_seats::<Self>("Code Breaker", options, seat_count)?;
        if options.first_maker.0 > 1 {
            return Err(SetupError::Options(format!(
                "first_maker must be seat 0 or 1, not {}",
                options.first_maker.0
            )));
        }
        Ok(CodeBreaker::new(*options))
    }

    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
        apply_atomically(self, |state| state.step(seat, action))
    }

    fn to_decide(&self) -> Vec<SeatId> {
        match self.phase {
            Phase::SettingCode => vec![self.maker],
            Phase::Guessing => vec![self.breaker()],
            Phase::GameOver => vec![],
        }
    }

    fn legal_actions(&self, seat: SeatId) -> Vec<Action> {
        if !self.to_decide().contains(&seat) {
            return vec![];
        }
        let codes = self.all_codes().into_iter();
        match self.phase {
            Phase::SettingCode => codes.map(Action::SetCode).collect(),
            Phase::Guessing => codes
                .filter(|code| self.check_guess(code).is_ok())
                .map(Action::Guess)
                .collect(),
            Phase::GameOver => vec![],
        }
    }

    /// The Breaker's side of the board: the code stays behind the shield until the round
    /// is over, as the Breaker sees it.
    fn observe_public(&self) -> Observation {
        self.observe(SeatId(1 - self.maker.0))
    }

    fn observe(&self, seat: SeatId) -> Observation {
        let role = self.role_of(seat);
        Observation {
            seat,
            mode: self.options.mode,
            round: self.round,
            maker: self.maker,
            role,
            phase: self.phase,
            rows: self.rows.clone(),
            scores: self.scores,
            history: self.history.clone(),
            secret: if role == Role::Maker {
                self.secret
            } else {
                None
            },
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            winners: vec![if self.scores[0] >= TARGET_SCORE {
                SeatId(0)
            } else {
                SeatId(1)
            }],
            scores: self.scores_now(),
        })
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn scores_now(&self) -> Vec<i64> {
        self.scores.iter().map(|&s| i64::from(s)).collect()
    }

    /// Every event is public: hiding a code tells that it is hidden, never which
    /// (`CodeHidden`), and the code shows only when the shield lifts at the round's end.
    fn seen_by(event: &Event, _viewer: Option<SeatId>) -> Option<Event> {
        Some(event.clone())
    }

    /// The Maker's hidden code may be taken back until the Breaker's first guess: hiding it
    /// draws nothing and shows nothing. A guess is answered at once (rules.md, "Key pegs"), so
    /// it never goes back; pegs placed but not submitted are the view's, not an action.
    fn revocable(_seat: SeatId, action: &Action, _events: &[Event]) -> bool {
        matches!(action, Action::SetCode(_))
    }
}

impl codebreakers_kernel::ToWords for RuleError {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            RuleError::NoSuchSeat(seat) => {
                words!("code-breaker-error-no-such-seat", seat = seat.index() + 1)
            }
            RuleError::MatchOver => words!("code-breaker-error-match-over"),
            RuleError::NotYourDecision { seat, expected } => {
                let seat = seat.index() + 1;
                if *expected == Role::Maker {
                    words!("code-breaker-error-maker-acts", seat = seat)
                } else {
                    words!("code-breaker-error-breaker-acts", seat = seat)
                }
            }
            RuleError::NoCodeYet => words!("code-breaker-error-no-code-yet"),
            RuleError::CodeAlreadyHidden => words!("code-breaker-error-code-already-hidden"),
            RuleError::RepeatedColour(code) => {
                words!("code-breaker-error-repeated-colour", code = code.words())
            }
            RuleError::EmptyHole(code) => {
                words!("code-breaker-error-empty-hole", code = code.words())
            }
            RuleError::RepeatedGuess(code, row) => words!(
                "code-breaker-error-repeated-guess",
                code = code.words(),
                row = *row
            ),
        }
    }
}
