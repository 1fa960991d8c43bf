//! What Crack It says: its log and summaries, a card and a play in words, the story of a
//! match and a refused action.

use crate::session::GameId;
use crate::table::{AppGame, Teller};
use codebreakers_crack_it::{
    Action, ClueSource, CrackIt, DialResult, Event, Observation, Pending, ResourceCard,
};
use codebreakers_kernel::{SeatId, Words, words};

fn name(names: &[String], seat: SeatId) -> &str {
    &names[seat.index()]
}

/// A card's name in the player's language (a dial card with its value).
pub fn card_name(card: ResourceCard) -> Words {
    match card {
        ResourceCard::Dial(value) => words!(card.message_key(), value = value),
        _ => Words::new(card.message_key()),
    }
}

/// "`actor` plays `pending`." in the player's language: the log's line, and the answer
/// window's question.
pub fn plays_words(actor: &str, pending: &Pending, names: &[String]) -> Words {
    match pending {
        Pending::Clue {
            source: ClueSource::DiscardPile,
        } => words!("crack-it-log-plays-clue-discard", name = actor),
        Pending::Clue {
            source: ClueSource::Player(p),
        } => words!(
            "crack-it-log-plays-clue-hand",
            name = actor,
            rival = name(names, *p)
        ),
        Pending::Block { rival } => words!(
            "crack-it-log-plays-block",
            name = actor,
            rival = name(names, *rival)
        ),
        Pending::Reset => words!("crack-it-log-plays-reset", name = actor),
        Pending::CrackIt { rival } => words!(
            "crack-it-log-plays-crack-it",
            name = actor,
            rival = name(names, *rival)
        ),
        Pending::MasterCrackIt => words!("crack-it-log-plays-master", name = actor),
    }
}

impl AppGame for CrackIt {
    const GAME: GameId = GameId::CrackIt;

    /// In the middle band, left of the piles: between the rivals' safes and your own.
    fn move_caption_place() -> Option<(bevy_egui::egui::Align2, [f32; 2])> {
        Some((bevy_egui::egui::Align2::LEFT_CENTER, [312.0, 4.0]))
    }

    /// Top right, clear of the hand fanned along the bottom.
    fn review_card_place() -> (bevy_egui::egui::Align2, [f32; 2]) {
        (bevy_egui::egui::Align2::RIGHT_TOP, [-8.0, 8.0])
    }

    /// Public events only: hands, hidden digits and the Clue's choices never appear.
    fn describe(event: &Event, names: &[String]) -> Option<Words> {
        describe(event, names)
    }

    /// King of Thieves: a player whose safe is opened is out (rules page, "King of Thieves").
    fn knocked_out(event: &Event) -> Option<SeatId> {
        match event {
            Event::PlayerOut { seat } => Some(*seat),
            _ => None,
        }
    }

    /// Every card played is seen by all: only laying out a combination, and letting an
    /// action card be, may be taken back (the rules crate's `revocable`).
    fn nothing_to_take_back() -> Words {
        words!("crack-it-undo-none")
    }

    /// A card that goes through (or is stopped), and what it does, are its player's doing,
    /// whoever answered last; a turn beginning is the log's.
    fn told_of(event: &Event) -> Teller {
        match event {
            Event::TurnStarted { .. } => Teller::LogOnly,
            Event::Resolved { actor: seat, .. }
            | Event::SafeOpened { by: seat, .. }
            | Event::Arranged { seat }
            | Event::Dialled { seat, .. }
            | Event::Discovered { seat, .. }
            | Event::ActionPlayed { seat, .. }
            | Event::Prohibited { seat, .. }
            | Event::Passed { seat }
            | Event::ClueTaken { seat, .. }
            | Event::ClueWasted { seat }
            | Event::Blocked { seat, .. }
            | Event::ResetDigit { seat, .. }
            | Event::Discarded { seat, .. } => Teller::Seat(*seat),
            _ => Teller::Same,
        }
    }

    /// An answer window to a seat holding no Prohibition leaves it nothing but to let the
    /// action be (rules page, "Prohibition cards").
    fn no_choice(view: &Observation) -> Option<Action> {
        (Self::answering(view) && !view.hand.contains(&ResourceCard::Prohibition))
            .then_some(Action::Pass)
    }

    fn answering(view: &Observation) -> bool {
        matches!(view.phase, codebreakers_crack_it::Phase::Window(_))
    }

    /// Ending a turn (rules page, "Your turn") is told by the next turn alone.
    fn quiet_action(action: &Action, seat: SeatId, names: &[String]) -> Option<Words> {
        matches!(action, Action::EndTurn)
            .then(|| words!("crack-it-log-ends-turn", name = name(names, seat)))
    }

    fn summary(event: &Event, names: &[String]) -> Option<Vec<Words>> {
        match event {
            Event::NewGame { game } => Some(vec![
                words!("crack-it-summary-game-over", game = game - 1),
                words!("crack-it-summary-tokens-kept"),
                words!(
                    "crack-it-summary-starts",
                    name = names.first().cloned().unwrap_or_default(),
                    game = *game
                ),
            ]),
            _ => None,
        }
    }

    fn story(&self, names: &[String]) -> Vec<Words> {
        story(self, names)
    }

    fn spectator_seat(&self) -> SeatId {
        self.current()
    }

    /// Every combination face up, and a Clue's cards to all.
    fn revealed(&self, viewer: SeatId) -> Observation {
        self.observe_open(viewer)
    }
}

/// King of Safes: how a tie on points was broken (rules page, "King of Safes": more prestige; still tied, a
/// shared victory).
fn tie_break(game: &CrackIt, names: &[String]) -> Option<Words> {
    let players = game.players();
    let points =
        |p: &codebreakers_crack_it::Player| 2 * i64::from(p.prestige) - i64::from(p.infamy);
    let best = players.iter().map(points).max()?;
    let tied: Vec<usize> = (0..players.len())
        .filter(|&i| points(&players[i]) == best)
        .collect();
    if tied.len() < 2 {
        return None;
    }
    let list = tied
        .iter()
        .map(|&i| names[i].as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let most = tied.iter().map(|&i| players[i].prestige).max()?;
    let top: Vec<usize> = tied
        .iter()
        .copied()
        .filter(|&i| players[i].prestige == most)
        .collect();
    Some(match top.as_slice() {
        [winner] => words!(
            "crack-it-story-tie-prestige",
            names = list,
            points = best,
            winner = &names[*winner]
        ),
        _ => words!("crack-it-story-tie-shared", names = list, points = best),
    })
}

/// An action as a hint, in the player's language.
pub fn explain(action: &Action, view: &Observation, names: &[String]) -> Words {
    let card = |i: &u8| {
        view.hand
            .get(usize::from(*i))
            .map_or(words!("crack-it-card-unknown"), |&c| card_name(c))
    };
    match action {
        Action::Arrange { order } => {
            let own = view.combinations.get(view.seat.index());
            let digits: Vec<String> = order
                .iter()
                .map(|&i| {
                    own.and_then(|c| c.get(usize::from(i)))
                        .and_then(|d| d.value)
                        .map_or("?".to_string(), |v| v.to_string())
                })
                .collect();
            words!("crack-it-hint-arrange", digits = digits.join(" "))
        }
        Action::Dial { card: i, rival } => words!(
            "crack-it-hint-dial",
            card = card(i),
            rival = name(names, *rival)
        ),
        Action::Clue {
            source: ClueSource::DiscardPile,
            ..
        } => words!("crack-it-hint-clue-discard"),
        Action::Clue {
            source: ClueSource::Player(p),
            ..
        } => words!("crack-it-hint-clue-hand", rival = name(names, *p)),
        Action::Block { rival, .. } => words!("crack-it-hint-block", rival = name(names, *rival)),
        Action::Reset { .. } => words!("crack-it-hint-reset"),
        Action::CrackIt { rival, .. } => {
            words!("crack-it-hint-crack-it", rival = name(names, *rival))
        }
        Action::MasterCrackIt { .. } => words!("crack-it-hint-master"),
        Action::TakeDial { value, rival } => words!(
            "crack-it-hint-take-dial",
            value = *value,
            rival = name(names, *rival)
        ),
        Action::Prohibit { .. } => words!("crack-it-hint-prohibit"),
        Action::Pass => words!("crack-it-hint-pass"),
        Action::Discard { cards } => words!("crack-it-hint-discard", count = cards.len()),
        Action::EndTurn => words!("crack-it-hint-end-turn"),
    }
}

/// An event in the log, in the player's language. Public events only: hands, hidden digits
/// and the Clue's choices never appear.
fn describe(event: &Event, names: &[String]) -> Option<Words> {
    Some(match event {
        Event::Arranged { seat } => words!("crack-it-log-arranged", name = name(names, *seat)),
        Event::TurnStarted { seat } => words!("crack-it-log-turn", name = name(names, *seat)),
        Event::Dialled { .. } => dialled_words(event, names)?,
        Event::Discovered {
            rival,
            digit,
            value,
            ..
        } => words!(
            "crack-it-log-discovered",
            rival = name(names, *rival),
            digit = digit + 1,
            value = *value
        ),
        Event::ActionPlayed { seat, pending, .. } => {
            plays_words(name(names, *seat), pending, names)
        }
        Event::Prohibited { seat, count, .. } => words!(
            "crack-it-log-prohibited",
            name = name(names, *seat),
            count = *count
        ),
        Event::Passed { .. } => return None,
        Event::Resolved {
            card,
            stopped,
            stopped_for,
            ..
        } => resolved_words(*card, *stopped, stopped_for, names),
        Event::ClueTaken { seat, value, .. } => words!(
            "crack-it-log-clue-taken",
            name = name(names, *seat),
            value = *value
        ),
        Event::ClueWasted { seat } => {
            words!("crack-it-log-clue-wasted", name = name(names, *seat))
        }
        Event::Blocked { rival, digit, .. } => words!(
            "crack-it-log-blocked",
            rival = name(names, *rival),
            digit = digit + 1
        ),
        Event::ResetDigit { seat, digit } => words!(
            "crack-it-log-reset",
            name = name(names, *seat),
            digit = digit + 1
        ),
        Event::Discarded { seat, count } => words!(
            "crack-it-log-discarded",
            name = name(names, *seat),
            count = *count
        ),
        Event::Refilled { .. } => return None,
        Event::Reshuffled => words!("crack-it-log-reshuffled"),
        Event::SafeOpened { seat, by } => words!(
            "crack-it-log-safe-opened",
            by = name(names, *by),
            name = name(names, *seat)
        ),
        Event::PlayerOut { seat } => words!("crack-it-log-out", name = name(names, *seat)),
        Event::FinalDuel => words!("crack-it-log-final-duel"),
        Event::Tokens {
            seat,
            infamy,
            prestige,
        } => tokens_words(name(names, *seat), *infamy, *prestige)?,
        Event::GameEnded { game, last } => match last {
            Some(s) => words!(
                "crack-it-log-game-ended-last",
                game = *game,
                name = name(names, *s)
            ),
            None => words!("crack-it-log-game-ended", game = *game),
        },
        Event::NewGame { game } => words!("crack-it-log-new-game", game = *game),
        Event::GameOver { .. } => words!("crack-it-log-game-over"),
    })
}

/// A dial card played on a rival's digit, and what the dial said (rules page,
/// "Narrowing").
fn dialled_words(event: &Event, names: &[String]) -> Option<Words> {
    let Event::Dialled {
        seat,
        rival,
        digit,
        dial,
        result,
    } = event
    else {
        return None;
    };
    let key = match result {
        DialResult::Above => "crack-it-log-dial-above",
        DialResult::Below => "crack-it-log-dial-below",
        DialResult::Click => "crack-it-log-dial-click",
        DialResult::PerfectlyNarrowed => "crack-it-log-dial-narrowed",
    };
    let (name, rival) = (name(names, *seat), name(names, *rival));
    Some(words!(
        key,
        name = name,
        dial = *dial,
        rival = rival,
        digit = digit + 1
    ))
}

/// An action card resolved: stopped by a Prohibition, or gone through (for all, or all but
/// those who stopped it for themselves).
fn resolved_words(
    card: ResourceCard,
    stopped: bool,
    stopped_for: &[SeatId],
    names: &[String],
) -> Words {
    if stopped {
        words!("crack-it-log-stopped", card = card_name(card))
    } else if stopped_for.is_empty() {
        words!("crack-it-log-goes-through", card = card_name(card))
    } else {
        let who: Vec<&str> = stopped_for.iter().map(|s| name(names, *s)).collect();
        words!(
            "crack-it-log-goes-through-except",
            card = card_name(card),
            names = who.join(", ")
        )
    }
}

/// King of Safes: the tokens a player takes or gives back.
fn tokens_words(name: &str, infamy: i8, prestige: i8) -> Option<Words> {
    let key = match (infamy.signum(), prestige > 0) {
        (1, false) => "crack-it-log-takes-infamy",
        (-1, false) => "crack-it-log-returns-infamy",
        (0, true) => "crack-it-log-takes-prestige",
        (1, true) => "crack-it-log-takes-infamy-and-prestige",
        (-1, true) => "crack-it-log-returns-infamy-takes-prestige",
        _ => return None,
    };
    Some(words!(key, name = name))
}

/// How the match ended, in the player's language: the victory card or the scores (and a
/// tie's breaking), then every combination.
fn story(game: &CrackIt, names: &[String]) -> Vec<Words> {
    let mut lines = vec![];
    match game.options().mode {
        codebreakers_crack_it::Mode::KingOfThieves => {
            if let Some(w) = game.victory_card() {
                lines.push(words!("crack-it-story-victory", name = name(names, w)));
            }
        }
        codebreakers_crack_it::Mode::KingOfSafes => {
            for (i, p) in game.players().iter().enumerate() {
                lines.push(words!(
                    "crack-it-story-score",
                    name = &names[i],
                    prestige = p.prestige,
                    plus = 2 * u32::from(p.prestige),
                    infamy = p.infamy,
                    minus = -i32::from(p.infamy)
                ));
            }
            lines.extend(tie_break(game, names));
        }
    }
    for (i, p) in game.players().iter().enumerate() {
        let digits: Vec<String> = p.combination.iter().map(|d| d.value.to_string()).collect();
        lines.push(words!(
            "crack-it-story-combination",
            name = &names[i],
            digits = digits.join(" ")
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ending a turn is told as the player's own doing (its events tell only the next
    /// turn); an action its events tell is not told twice.
    #[test]
    fn a_turn_ended_is_told_by_who_ended_it() {
        let names = ["Ann".to_string(), "Hard".to_string()];
        assert_eq!(
            CrackIt::quiet_action(&Action::EndTurn, SeatId(0), &names),
            Some(words!("crack-it-log-ends-turn", name = "Ann"))
        );
        assert_eq!(
            CrackIt::quiet_action(&Action::Pass, SeatId(1), &names),
            None
        );
    }
}
