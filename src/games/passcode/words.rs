//! What Passcode says: its log and summaries, the story of a match, a card and a refused
//! action in words.

use crate::session::GameId;
use crate::table::AppGame;
use codebreakers_kernel::{SeatId, ToWords, Words, words};
use codebreakers_passcode::{Action, Card, Event, Observation, Passcode, RollFor};

/// A card's face, and its name in a sentence, in the player's language.
pub fn card_text(card: Card) -> String {
    crate::i18n::render(&card.words())
}

impl AppGame for Passcode {
    const GAME: GameId = GameId::Passcode;

    /// Below the middle of the table, between the die and the hand.
    fn review_card_place() -> (bevy_egui::egui::Align2, [f32; 2]) {
        (bevy_egui::egui::Align2::CENTER_BOTTOM, [150.0, -8.0])
    }

    /// The rolls for who begins.
    fn opening(&self) -> Vec<Event> {
        Passcode::opening(self).to_vec()
    }

    /// Public events only: a card drawn from the pile is not named.
    fn describe(event: &Event, names: &[String]) -> Option<Words> {
        let n = |s: &SeatId| names[s.index()].as_str();
        Some(match event {
            Event::Dealt { round, first } => {
                words!("passcode-log-dealt", round = *round, name = n(first))
            }
            Event::DiscardStarted { card } => {
                words!("passcode-log-discard-started", card = card.words())
            }
            Event::FailToBottom => words!("passcode-log-fail-to-bottom"),
            Event::Drew {
                seat,
                from_discard: true,
                card: Some(c),
            } => words!(
                "passcode-log-takes-discard",
                name = n(seat),
                card = c.words()
            ),
            Event::Drew {
                seat,
                from_discard: false,
                card: Some(c),
            } if *c != Card::Fail => {
                words!("passcode-log-draws-card", name = n(seat), card = c.words())
            }
            Event::Drew { seat, .. } => words!("passcode-log-draws", name = n(seat)),
            Event::FailLaid { seat, fails } => {
                words!("passcode-log-fail-laid", name = n(seat), fails = *fails)
            }
            Event::Discarded { seat, card } => {
                words!("passcode-log-discards", name = n(seat), card = card.words())
            }
            Event::Played { seat, card, digit } => words!(
                "passcode-log-plays",
                name = n(seat),
                card = card.words(),
                digit = digit + 1
            ),
            Event::CodeComplete { seat } => words!("passcode-log-code-complete", name = n(seat)),
            Event::LockInLaid { seat, number } => {
                words!(
                    "passcode-log-lock-in-laid",
                    name = n(seat),
                    number = *number
                )
            }
            Event::CardKept { seat } => words!("passcode-log-card-kept", name = n(seat)),
            Event::Rolled {
                seat,
                roll,
                purpose,
            } => rolled_words(n(seat), *roll, *purpose),
            Event::LockedOut { seat } => words!("passcode-log-locked-out", name = n(seat)),
            Event::LockoutBroken { seat } => words!("passcode-log-lockout-broken", name = n(seat)),
            Event::LockoutMissed {
                seat, needed, left, ..
            } => lockout_missed(n(seat), needed, *left),
            Event::LockoutOver { seat } => words!("passcode-log-lockout-over", name = n(seat)),
            Event::Reshuffled => words!("passcode-log-reshuffled"),
            Event::RoundWon { seat } => words!("passcode-log-round-won", name = n(seat)),
            Event::Scored { seat, added, score } => words!(
                "passcode-log-scored",
                name = n(seat),
                added = format!("{added:+}"),
                score = *score
            ),
            Event::CardCounted { .. } => return None,
            Event::MovedUp { seat, level } => {
                words!("passcode-log-moved-up", name = n(seat), level = *level)
            }
            Event::CountdownStarted { seat } => {
                words!("passcode-log-countdown-started", name = n(seat))
            }
            Event::BackToLevelFour { seat, added } => {
                words!(
                    "passcode-log-back-to-level-four",
                    name = n(seat),
                    added = *added
                )
            }
            Event::GameWon { seat } => words!("passcode-log-game-won", name = n(seat)),
            Event::TurnStarted { .. } | Event::CodesRolled => return None,
        })
    }

    fn summary(_event: &Event, _names: &[String]) -> Option<Vec<Words>> {
        None
    }

    /// A round's end: who locked in, what each player adds and why, who moves up.
    fn batch_summary(events: &[Event], names: &[String]) -> Option<Vec<Words>> {
        let winner = events.iter().find_map(|e| match e {
            Event::RoundWon { seat } => Some(*seat),
            _ => None,
        })?;
        let mut lines = vec![words!(
            "passcode-log-round-won",
            name = &names[winner.index()]
        )];
        for event in events {
            match event {
                Event::MovedUp { seat, level } => lines.push(words!(
                    "passcode-summary-moved-up",
                    name = &names[seat.index()],
                    level = *level
                )),
                Event::BackToLevelFour { seat, added } => lines.push(words!(
                    "passcode-log-back-to-level-four",
                    name = &names[seat.index()],
                    added = *added
                )),
                // `assets/i18n/en/rules/passcode.md`, "End of a round": why each player adds
                // what they add (the rules score every card counted at once).
                Event::CardCounted {
                    seat,
                    card,
                    lock_in,
                } => {
                    let name = &names[seat.index()];
                    let Some(score) = events.iter().find_map(|e| match e {
                        Event::Scored { seat: s, score, .. } if s == seat => Some(*score),
                        _ => None,
                    }) else {
                        continue;
                    };
                    lines.push(match (card, lock_in) {
                        (None, _) => words!("passcode-summary-no-card", name = name, score = score),
                        (Some(Card::Key), true) => {
                            words!("passcode-summary-key-lock-in", name = name, score = score)
                        }
                        (Some(Card::Key), false) => {
                            words!("passcode-summary-key-in-hand", name = name, score = score)
                        }
                        (Some(c), true) => words!(
                            "passcode-summary-lock-in",
                            name = name,
                            added = c.value(),
                            score = score
                        ),
                        (Some(c), false) => words!(
                            "passcode-summary-in-hand",
                            name = name,
                            added = c.value(),
                            score = score
                        ),
                    });
                }
                Event::Dealt { round, .. } => {
                    lines.push(words!("passcode-summary-dealt", round = *round));
                }
                _ => {}
            }
        }
        Some(lines)
    }

    fn story(&self, names: &[String]) -> Vec<Words> {
        self.players()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let key = if p.counting_down() {
                    "passcode-story-counting-down"
                } else {
                    "passcode-story"
                };
                words!(key, name = &names[i], level = p.level + 1, score = p.score)
            })
            .collect()
    }

    fn spectator_seat(&self) -> SeatId {
        self.current()
    }
}

/// An action in the player's words.
pub fn explain(action: &Action, view: &Observation) -> Words {
    let card = |i: &u8| {
        view.hand
            .get(usize::from(*i))
            .map_or(words!("passcode-a-card"), |c| c.words())
    };
    match action {
        Action::DrawPile => words!("passcode-action-draw-pile"),
        Action::DrawDiscard => words!("passcode-action-take-discard"),
        Action::Discard { card: i } => words!("passcode-action-discard", card = card(i)),
        Action::Play { card: i, .. } => words!("passcode-action-play", card = card(i)),
        Action::LockIn { card: i } => words!("passcode-action-lock-in", card = card(i)),
        Action::Keep => words!("passcode-action-keep"),
        Action::Roll => words!("passcode-action-roll"),
    }
}

/// A roll of the die, by what it was rolled for (rules page, "Locking in", "LEVEL 4",
/// "FAIL lock-out").
fn rolled_words(name: &str, roll: u8, purpose: RollFor) -> Words {
    let key = match purpose {
        RollFor::LockIn => "passcode-log-rolls-lock-in",
        RollFor::Countdown => "passcode-log-rolls-countdown",
        RollFor::Lockout => "passcode-log-rolls-lockout",
        RollFor::FirstPlayer => "passcode-log-rolls-first-player",
    };
    words!(key, name = name, roll = roll)
}

/// A lock-out roll that did not break it (rules page, "FAIL lock-out"): the numbers that
/// would have, and the tries left.
fn lockout_missed(name: &str, needed: &[u8], left: u8) -> Words {
    if needed.is_empty() {
        // The number was that of a card in the player's hand: theirs alone.
        return words!(
            "passcode-log-lockout-missed-hidden",
            name = name,
            left = left
        );
    }
    let needed: Vec<String> = needed.iter().map(u8::to_string).collect();
    words!(
        "passcode-log-lockout-missed",
        name = name,
        needed = needed.join(" / "),
        left = left
    )
}
