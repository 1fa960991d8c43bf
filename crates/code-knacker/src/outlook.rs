//! Past the turn: what the display a turn leaves behind is worth (`assets/i18n/en/rules/code-knacker.md`, "End of a
//! turn"). Partly covered cards stay with their markers; cracked cards leave (taken, or under
//! the deck after a forced end) and the deck refills their slots. The next turn is worth the
//! book's value of its first roll ([`crate::book`]), the refilled slots averaged over every
//! set of cards that can come.
//!
//! The hard player values the end of its turn as the cards it takes plus a weight times the
//! next turn's value ([`Horizon`]): alone the next turn is its own (weight 1); against one
//! opponent it is the opponent's (weight -1); at a larger table only its own turn counts
//! (measured: looking ahead there feeds the next player, and holding back from them feeds
//! the others).

use crate::book::Book;
use crate::deck::{CardId, card};
use crate::planner::{CHIP_STATES, Cards, DIGITS, End, Needs};
use crate::rules::{DICE, Observation, Slot};

/// How far the hard player looks: which of the book's values it plays by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Horizon {
    /// Its own turn alone: at a table of three or more, and in the solo game's final turn.
    Turn,
    /// Alone: its turn and the next one, also its own.
    Alone,
    /// Against one opponent: its turn, less what the display left is worth to the opponent.
    Duel,
}

impl Horizon {
    /// What the next turn's value counts for the player ending this turn.
    pub fn weight(self) -> f64 {
        match self {
            Horizon::Turn => 0.0,
            Horizon::Alone => 1.0,
            Horizon::Duel => -1.0,
        }
    }

    /// The horizon of the hard player at a table of `seats`.
    pub fn at_table(seats: usize) -> Horizon {
        match seats {
            1 => Horizon::Alone,
            2 => Horizon::Duel,
            _ => Horizon::Turn,
        }
    }
}

/// What a turn's end leads to, as far as one seat can see.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outlook {
    pub horizon: Horizon,
    /// Cards in the deck: a voluntary stop that cracks more cards than this ends the game.
    pub deck: usize,
}

impl Outlook {
    /// The outlook of the turn `obs` shows, for a player looking as far as `horizon`; only
    /// this turn counts once no turn follows (alone: the final turn).
    pub fn of(obs: &Observation, horizon: Horizon) -> Outlook {
        Outlook {
            horizon: if obs.final_turn {
                Horizon::Turn
            } else {
                horizon
            },
            deck: obs.deck_len,
        }
    }

    /// How the turn ends at a position whose next turn is worth `next` (as the book counts
    /// it): a stop takes the cracked cards, a forced end sends them under the deck (so the
    /// display is always refilled). Alone, a stop that the deck cannot refill the display
    /// after ends the game: no turn follows. Against an opponent, ending the game is good
    /// only when ahead, which the points of a turn do not tell, so the opponent's next turn
    /// counts all the same (measured: 52.4 % of wins against the hard player of the turn
    /// alone, 51.3 % when such a stop is not charged).
    pub(crate) fn end(&self, cards: &Cards, needs: &Needs, next: f64) -> End {
        let taken = cards.stop_value(needs);
        let weight = self.horizon.weight();
        if weight == 0.0 {
            return cards.this_turn(needs);
        }
        let cracked = (0..3)
            .filter(|&i| cards.present[i] && needs[i] == [0; DIGITS])
            .count();
        let game_ends = self.horizon == Horizon::Alone && self.deck < cracked;
        End {
            stop: taken + if game_ends { 0.0 } else { weight * next },
            forced: weight * next,
        }
    }
}

/// The value of rolling all five dice first in a turn, in the book's values.
const FIRST_ROLL: usize = (DICE - 1) * CHIP_STATES;

/// The next turn's value after a turn ends at `needs` below `display`, the cracked cards'
/// slots refilled from `deck` (at least as many cards as slots to fill): the book's value of
/// the next turn's first roll, averaged over every set of cards that can fill them.
pub fn next_turn(book: &Book, display: &[Option<Slot>], needs: &Needs, deck: &[CardId]) -> f64 {
    let mut cards = Cards::of(display);
    let cracked: Vec<usize> = (0..3)
        .filter(|&i| cards.present[i] && needs[i] == [0; DIGITS])
        .collect();
    let mut after = *needs;
    let mut value = |fresh: &[CardId]| {
        for (&slot, &id) in cracked.iter().zip(fresh) {
            let safe = card(id);
            cards.values[slot] = safe.value;
            cards.lengths[slot] = safe.code.len() as u32;
            after[slot] = [0; DIGITS];
            for &d in &safe.code {
                after[slot][usize::from(d) - 1] += 1;
            }
        }
        book.turn_rolls(&cards, &after)
            .map_or(0.0, |rolls| rolls[FIRST_ROLL])
    };
    let (mut sum, mut count) = (0.0, 0u32);
    let mut fill = |fresh: &[CardId]| {
        sum += value(fresh);
        count += 1;
    };
    match cracked.len() {
        0 => fill(&[]),
        1 => deck.iter().for_each(|&a| fill(&[a])),
        2 => {
            for (i, &a) in deck.iter().enumerate() {
                for &b in &deck[i + 1..] {
                    fill(&[a, b]);
                }
            }
        }
        _ => {
            for (i, &a) in deck.iter().enumerate() {
                for (j, &b) in deck.iter().enumerate().skip(i + 1) {
                    for &c in &deck[j + 1..] {
                        fill(&[a, b, c]);
                    }
                }
            }
        }
    }
    if count == 0 {
        0.0
    } else {
        sum / f64::from(count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::shipped;
    use crate::planner::Planner;
    use crate::rules::{Die, Phase};
    use codebreakers_kernel::SeatId;

    fn slot(card: CardId, covered: &[bool]) -> Option<Slot> {
        Some(Slot {
            card,
            covered: covered.to_vec(),
        })
    }

    fn fresh(card: CardId) -> Option<Slot> {
        slot(card, &vec![false; crate::deck::card(card).code.len()])
    }

    /// The book's value of the first roll of a display.
    fn first_roll(display: &[Option<Slot>]) -> f64 {
        let rolls = shipped()
            .turn_rolls(&Cards::of(display), &Planner::needs(display))
            .expect("the book holds every display of the deck");
        rolls[FIRST_ROLL]
    }

    /// 123 with only its 3 uncovered; 245 and 135 cracked (2 M each).
    fn one_digit_left() -> Vec<Option<Slot>> {
        vec![
            slot(0, &[true, true, false]),
            slot(1, &[true, true, true]),
            slot(2, &[true, true, true]),
        ]
    }

    /// Deck: 344, 1234, 12345.
    const DECK: [CardId; 3] = [3, 6, 12];

    #[test]
    fn the_next_turn_averages_every_set_of_cards_that_can_refill_the_display() {
        let display = one_digit_left();
        let needs = Planner::needs(&display);
        // Two slots to refill from three cards: three pairs, each as likely.
        let by_hand = (first_roll(&[display[0].clone(), fresh(3), fresh(6)])
            + first_roll(&[display[0].clone(), fresh(3), fresh(12)])
            + first_roll(&[display[0].clone(), fresh(6), fresh(12)]))
            / 3.0;
        let next = next_turn(shipped(), &display, &needs, &DECK);
        assert!((next - by_hand).abs() < 1e-12, "{next} {by_hand}");
        // All three cracked: the one display the deck can make.
        let all = [[0; DIGITS]; 3];
        let whole = first_roll(&[fresh(3), fresh(6), fresh(12)]);
        assert!((next_turn(shipped(), &display, &all, &DECK) - whole).abs() < 1e-12);
        // Nothing cracked: the display as it is left.
        let partly = vec![slot(0, &[true, false, false]), fresh(1), fresh(2)];
        let needs = Planner::needs(&partly);
        assert_eq!(
            next_turn(shipped(), &partly, &needs, &DECK),
            first_roll(&partly)
        );
    }

    #[test]
    fn alone_a_stop_that_the_deck_cannot_refill_after_ends_the_game_a_forced_end_never_does() {
        let display = one_digit_left();
        let (cards, needs) = (Cards::of(&display), Planner::needs(&display));
        let next = 3.5;
        for (horizon, deck, stop, forced) in [
            // Alone: the two cracked cards (2 M each) and the next turn.
            (Horizon::Alone, 19, 4.0 + 3.5, 3.5),
            // The deck holds one card for two slots: the game ends at a stop.
            (Horizon::Alone, 1, 4.0, 3.5),
            // Against one opponent: the next turn is theirs, counted even when the stop
            // ends the game.
            (Horizon::Duel, 19, 4.0 - 3.5, -3.5),
            (Horizon::Duel, 1, 4.0 - 3.5, -3.5),
            (Horizon::Turn, 19, 4.0, 0.0),
        ] {
            let end = Outlook { horizon, deck }.end(&cards, &needs, next);
            assert_eq!(end, End { stop, forced }, "{horizon:?} deck {deck}");
        }
    }

    /// Rolling the last die with one digit left: a 3 cracks the last card (then the turn
    /// ends, all five dice aside with no two microchips), a microchip ends the turn as a
    /// stop, anything else ends it by force: 1/6 S(all) + 1/6 S(here) + 4/6 F(here).
    fn by_hand(next_here: f64, next_all: f64, weight: f64) -> f64 {
        let stop_all = 6.0 + weight * next_all;
        let stop_here = 4.0 + weight * next_here;
        let forced_here = weight * next_here;
        (stop_all + stop_here + 4.0 * forced_here) / 6.0
    }

    #[test]
    fn looking_past_the_turn_worked_by_hand_on_the_last_die() {
        let display = one_digit_left();
        let (cards, needs) = (Cards::of(&display), Planner::needs(&display));
        let all = [[0; DIGITS]; 3];
        // Worked out here with the next turn from a known deck of three cards.
        for horizon in [Horizon::Alone, Horizon::Duel, Horizon::Turn] {
            let outlook = Outlook { horizon, deck: 3 };
            let ends = |at: &Needs| {
                let next = next_turn(shipped(), &display, at, &DECK);
                outlook.end(&cards, at, next)
            };
            let mut planner = Planner::worked_out_with(&display, &ends);
            let expected = by_hand(
                next_turn(shipped(), &display, &needs, &DECK),
                next_turn(shipped(), &display, &all, &DECK),
                horizon.weight(),
            );
            let value = planner.roll_value(&needs, 1, 0);
            assert!(
                (value - expected).abs() < 1e-9,
                "{horizon:?} {value} {expected}"
            );
        }
        // From the book, with its next-turn values (kept to 1/1024 of a million).
        let book = shipped();
        for horizon in [Horizon::Alone, Horizon::Duel] {
            let outlook = Outlook { horizon, deck: 19 };
            let mut planner = Planner::looking(&display, Some(book), outlook);
            assert!(planner.uses_book());
            let expected = by_hand(
                book.next_turn(&cards, &needs).expect("held"),
                book.next_turn(&cards, &all).expect("held"),
                horizon.weight(),
            );
            let value = planner.roll_value(&needs, 1, 0);
            assert!(
                (value - expected).abs() < 1e-3,
                "{horizon:?} {value} {expected}"
            );
            // The turn alone: the cards only (kept to 1/1024).
            let turn = planner.turn_roll_value(&needs, 1, 0);
            assert!(
                (turn - by_hand(0.0, 0.0, 0.0)).abs() <= 0.5 / 1024.0,
                "{turn}"
            );
        }
    }

    #[test]
    fn the_hard_player_looks_ahead_alone_and_against_one_opponent_only() {
        assert_eq!(Horizon::at_table(1), Horizon::Alone);
        assert_eq!(Horizon::at_table(2), Horizon::Duel);
        for seats in 3..=6 {
            assert_eq!(Horizon::at_table(seats), Horizon::Turn);
        }
        // Alone, the final turn is played for itself: no turn follows it.
        let mut obs = Observation {
            seat: SeatId(0),
            current: SeatId(0),
            phase: Phase::Rolling,
            display: one_digit_left(),
            stock: 9,
            dice: [Die::default(); DICE],
            aside_since_roll: 0,
            deck_len: 0,
            taken: vec![vec![]],
            removed: vec![],
            final_turn: true,
            turn: 20,
        };
        assert_eq!(Outlook::of(&obs, Horizon::Alone).horizon, Horizon::Turn);
        obs.final_turn = false;
        obs.deck_len = 4;
        let outlook = Outlook::of(&obs, Horizon::Alone);
        assert_eq!((outlook.horizon, outlook.deck), (Horizon::Alone, 4));
    }
}
