//! What Code Knacker says: its log and summaries, the story of a match, a hint and a refusal
//! in words, a card's code as a player reads it.

use crate::session::GameId;
use crate::table::{AppGame, Teller};
use codebreakers_code_knacker::bots::Advice;
use codebreakers_code_knacker::deck::card;
use codebreakers_code_knacker::{
    Action, CardId, CodeKnacker, Event, Face, Observation, Phase, TurnEnd,
};
use codebreakers_kernel::{Game, SeatId, Words, words};

/// A card's code as the player reads it, e.g. `2345`.
pub fn code_text(id: CardId) -> String {
    card(id).code.iter().map(|d| char::from(b'0' + d)).collect()
}

/// A die's face in words: its number, or the microchip.
fn face_words(face: Face) -> Words {
    match face {
        Face::Digit(d) => words!("code-knacker-face-digit", digit = d),
        Face::Chip => words!("code-knacker-face-chip"),
    }
}

/// Items in words as a list, `a, b, c`, each language joining them its own way.
fn list_words(items: impl DoubleEndedIterator<Item = Words>) -> Words {
    let mut items = items.rev();
    let Some(last) = items.next() else {
        return words!("code-knacker-nothing");
    };
    items.fold(last, |rest, first| {
        words!("code-knacker-list", first = first, rest = rest)
    })
}

/// Safe cards with their values, e.g. `2345 (3 M), 123 (2 M)`.
fn cards_words(cards: &[CardId]) -> Words {
    list_words(cards.iter().map(|&c| {
        words!(
            "code-knacker-card",
            code = code_text(c),
            value = card(c).value
        )
    }))
}

impl AppGame for CodeKnacker {
    const GAME: GameId = GameId::CodeKnacker;

    /// Everything a move depends on is public in Code Knacker.
    fn legal_in_view(view: &Observation) -> Vec<Action> {
        view.legal_actions()
    }

    /// Between the rolling area and the tray, under the dice it is about.
    fn move_caption_place() -> Option<(bevy_egui::egui::Align2, [f32; 2])> {
        Some((bevy_egui::egui::Align2::CENTER_CENTER, [22.0, 125.0]))
    }

    /// The next player taking the dice is the log's (and the turn's banner's) to tell, not
    /// a line under the player who stopped.
    fn told_of(event: &Event) -> Teller {
        match event {
            Event::TurnStarted { .. } => Teller::LogOnly,
            _ => Teller::Same,
        }
    }

    fn describe(event: &Event, names: &[String]) -> Option<Words> {
        Some(match event {
            Event::TurnStarted { seat, turn } => words!(
                "code-knacker-log-turn-started",
                turn = *turn,
                name = &names[seat.index()]
            ),
            Event::Rolled { dice } => words!(
                "code-knacker-log-rolled",
                dice = list_words(dice.iter().map(|&(_, f)| face_words(f)))
            ),
            Event::SetAside { face, card, .. } => match (face, card) {
                (Face::Digit(d), Some(card)) => words!(
                    "code-knacker-log-covers",
                    digit = *d,
                    code = code_text(*card)
                ),
                _ => words!("code-knacker-log-chip-aside"),
            },
            Event::CycleComplete { chips } => {
                words!("code-knacker-log-cycle-complete", count = *chips)
            }
            Event::TurnEnded {
                seat,
                how,
                taken,
                to_bottom,
                ..
            } => {
                let name = &names[seat.index()];
                match how {
                    TurnEnd::Voluntary if taken.is_empty() => {
                        words!("code-knacker-log-stops-empty", name = name)
                    }
                    TurnEnd::Voluntary => words!(
                        "code-knacker-log-stops-takes",
                        name = name,
                        cards = cards_words(taken)
                    ),
                    TurnEnd::Forced if to_bottom.is_empty() => {
                        words!("code-knacker-log-forced", name = name)
                    }
                    TurnEnd::Forced => words!(
                        "code-knacker-log-forced-loses",
                        name = name,
                        cards = cards_words(to_bottom)
                    ),
                }
            }
            Event::Refilled { card, .. } => {
                words!("code-knacker-log-refilled", code = code_text(*card))
            }
            Event::CardRemoved { card } => {
                words!("code-knacker-log-card-removed", code = code_text(*card))
            }
            Event::FinalTurn => words!("code-knacker-log-final-turn"),
            Event::GameOver { .. } => words!("code-knacker-log-game-over"),
        })
    }

    fn summary(_event: &Event, _names: &[String]) -> Option<Vec<Words>> {
        None
    }

    fn story(&self, names: &[String]) -> Vec<Words> {
        let mut lines: Vec<Words> = self
            .taken()
            .iter()
            .enumerate()
            .map(|(seat, cards)| {
                let total: u32 = cards.iter().map(|&c| card(c).value).sum();
                if cards.is_empty() {
                    words!("code-knacker-story-none", name = &names[seat])
                } else {
                    words!(
                        "code-knacker-story",
                        name = &names[seat],
                        total = total,
                        count = cards.len(),
                        cards = cards_words(cards)
                    )
                }
            })
            .collect();
        if let Some(outcome) = self.outcome() {
            let best = outcome.scores.iter().max().copied().unwrap_or(0);
            let tied = outcome.scores.iter().filter(|&&s| s == best).count();
            if self.seat_count() > 1 && tied > 1 {
                lines.push(if outcome.winners.len() > 1 {
                    words!("code-knacker-story-shared")
                } else {
                    words!("code-knacker-story-more-safes")
                });
            }
        }
        lines
    }

    fn spectator_seat(&self) -> SeatId {
        self.current()
    }
}

/// Why a die cannot be set aside, in the player's words.
pub(super) fn why_not(obs: &Observation, die: u8) -> Words {
    match obs.dice[usize::from(die)].face {
        _ if obs.dice[usize::from(die)].aside => words!("code-knacker-why-already-aside"),
        None => words!("code-knacker-why-roll-first"),
        Some(Face::Digit(_)) if obs.stock == 0 => words!("code-knacker-why-stock-empty"),
        Some(Face::Digit(d)) => words!("code-knacker-why-no-safe-needs", digit = d),
        Some(Face::Chip) => words!("code-knacker-why-not-now"),
    }
}

/// The hard player's advice in words, with the expected value of the turn from here: a
/// sentence, and one more when it looks past the turn.
pub fn advice_words(obs: &Observation, advice: &Advice) -> Vec<Words> {
    let expected = millions(advice.expected);
    let first = match advice.action {
        Action::Roll if obs.phase == Phase::Rolling => {
            words!("code-knacker-hint-roll-first", expected = expected)
        }
        Action::Roll if obs.phase == Phase::CycleComplete => {
            words!("code-knacker-hint-roll-all", expected = expected)
        }
        Action::Roll => words!("code-knacker-hint-roll-rest", expected = expected),
        Action::Stop => words!("code-knacker-hint-stop", expected = expected),
        Action::SetAside { die, cover } => {
            let face = obs.dice[usize::from(die)].face;
            match (
                face,
                cover.and_then(|c| obs.display[usize::from(c.slot)].as_ref()),
            ) {
                (Some(Face::Digit(d)), Some(slot)) => words!(
                    "code-knacker-hint-set-aside",
                    digit = d,
                    code = code_text(slot.card),
                    expected = expected
                ),
                _ => words!("code-knacker-hint-set-aside-chip", expected = expected),
            }
        }
    };
    let mut sentences = vec![first];
    if let Some(weighed) = advice.looking_past {
        // Alone the next turn is yours; against one rival it is theirs.
        sentences.push(if obs.taken.len() == 1 {
            words!("code-knacker-hint-next-turn", value = millions(weighed))
        } else {
            words!("code-knacker-hint-rival-turn", value = millions(weighed))
        });
    }
    sentences
}

/// Millions with two decimals, with the decimal sign of the language they are shown in
/// (`number-two-decimals`).
fn millions(value: f64) -> Words {
    let hundredths = (value * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let hundredths = hundredths.abs();
    words!(
        "number-two-decimals",
        units = format!("{sign}{}", hundredths / 100),
        hundredths = format!("{:02}", hundredths % 100)
    )
}
