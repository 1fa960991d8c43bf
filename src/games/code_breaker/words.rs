//! What Code Breaker says: its log and summaries, the story of a match, a colour in words.

use crate::session::GameId;
use crate::table::AppGame;
use codebreakers_code_breaker::{CodeBreaker, Event, Peg, TARGET_SCORE};
use codebreakers_kernel::{SeatId, ToWords, Words, words};

impl AppGame for CodeBreaker {
    const GAME: GameId = GameId::CodeBreaker;

    /// None: a computer's row of pegs on the board is its move, and the status line
    /// says whose it is.
    fn move_caption_place() -> Option<(bevy_egui::egui::Align2, [f32; 2])> {
        None
    }

    fn describe(event: &Event, names: &[String]) -> Option<Words> {
        let name = |seat: SeatId| &names[seat.index()];
        Some(match event {
            Event::RoundStarted { round, maker, .. } => words!(
                "code-breaker-log-round-started",
                round = *round,
                name = name(*maker)
            ),
            Event::CodeHidden { maker } => {
                words!("code-breaker-log-code-hidden", name = name(*maker))
            }
            Event::Answered {
                row,
                guess,
                feedback,
            } => words!(
                "code-breaker-log-answered",
                row = *row,
                code = guess.words(),
                black = feedback.black,
                white = feedback.white
            ),
            Event::RoundEnded { result, .. } => match result.solved_in {
                Some(row) => words!(
                    "code-breaker-log-solved",
                    name = name(result.breaker),
                    row = row,
                    points = result.points
                ),
                None => words!("code-breaker-log-not-solved", name = name(result.breaker)),
            },
            Event::MatchWon { winner, .. } => words!(
                "code-breaker-log-won",
                name = name(*winner),
                target = TARGET_SCORE
            ),
        })
    }

    fn summary(event: &Event, names: &[String]) -> Option<Vec<Words>> {
        let Event::RoundEnded { result, scores } = event else {
            return None;
        };
        let breaker = &names[result.breaker.index()];
        let mut lines = vec![words!("code-breaker-summary-round", round = result.round)];
        lines.push(match result.solved_in {
            Some(row) => words!(
                "code-breaker-summary-broke",
                name = breaker,
                row = row,
                points = result.points
            ),
            None => words!("code-breaker-summary-missed", name = breaker),
        });
        lines.push(words!(
            "code-breaker-summary-code",
            code = result.secret.words()
        ));
        lines.push(words!(
            "code-breaker-summary-scores",
            first = &names[0],
            first_score = scores[0],
            second = &names[1],
            second_score = scores[1]
        ));
        if scores.iter().all(|&s| s < TARGET_SCORE) {
            lines.push(words!("code-breaker-summary-swap", name = breaker));
        }
        Some(lines)
    }

    fn story(&self, names: &[String]) -> Vec<Words> {
        self.history()
            .iter()
            .map(|r| {
                let breaker = &names[r.breaker.index()];
                match r.solved_in {
                    Some(row) => words!(
                        "code-breaker-story-broke",
                        round = r.round,
                        name = breaker,
                        code = r.secret.words(),
                        row = row,
                        points = r.points
                    ),
                    None => words!(
                        "code-breaker-story-missed",
                        round = r.round,
                        name = breaker,
                        code = r.secret.words()
                    ),
                }
            })
            .collect()
    }

    fn spectator_seat(&self) -> SeatId {
        self.maker()
    }

    /// The Maker's side of the board: the code behind the shield is seen all along.
    fn replay_viewer(&self) -> SeatId {
        self.maker()
    }
}

/// A peg's colour on its own, as a label, e.g. `Red` (`Empty hole`).
pub fn colour_words(peg: Peg) -> Words {
    match peg {
        Peg::Black => words!("code-breaker-colour-black"),
        Peg::White => words!("code-breaker-colour-white"),
        Peg::Red => words!("code-breaker-colour-red"),
        Peg::Blue => words!("code-breaker-colour-blue"),
        Peg::Green => words!("code-breaker-colour-green"),
        Peg::Yellow => words!("code-breaker-colour-yellow"),
        Peg::Pink => words!("code-breaker-colour-pink"),
        Peg::Orange => words!("code-breaker-colour-orange"),
        Peg::Empty => words!("code-breaker-colour-empty"),
    }
}
