//! Computer players of Code Knacker. Each decides from its [`Observation`] alone.
//!
//! - easy: simple thresholds: covers whatever fits, stops after a cracked card or with two dice left;
//! - normal: heuristics: works on the card nearest completion, weighs the chance of a
//!   roll with nothing suitable against what is at stake;
//! - hard: the exact expected value of the rest of the turn ([`Planner`]), past it as far
//!   as the table calls for ([`Horizon`]): alone, the turn and the next one; against one
//!   opponent, the turn less what it leaves the opponent; at a larger table, the turn.

use crate::book::{self, Book};
use crate::deck::card;
use crate::outlook::{Horizon, Outlook};
use crate::planner::{Choice, Planner};
use crate::rules::{Action, DICE, DigitRef, Face, Observation, Phase};
use codebreakers_kernel::{Bot, BotLevel};
use serde::Serialize;

/// A computer player.
pub struct CodeKnackerBot {
    level: BotLevel,
    /// Where the hard player looks its values up (without one it works them out).
    book: Option<&'static Book>,
    /// How far the hard player looks; `None`: as far as the table calls for.
    horizon: Option<Horizon>,
    planner: Option<(Planner, Outlook)>,
}

/// What the hard player would do, and what the turn is worth from here (millions).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Advice {
    pub action: Action,
    /// The expected value of this turn from here: the advised action, then the rest of the
    /// turn played for this turn alone.
    pub expected: f64,
    /// When the hard player looks past its turn, what it weighs: this turn and the next one
    /// (alone), or this turn less the opponent's next one (two players).
    pub looking_past: Option<f64>,
}

impl CodeKnackerBot {
    /// A computer player looking into the installed book, if any ([`book::install`]).
    pub fn new(level: BotLevel) -> Self {
        Self::with_book(level, book::installed())
    }

    /// A computer player looking into `book` (`None`: it works every value out, for the
    /// turn alone).
    pub fn with_book(level: BotLevel, book: Option<&'static Book>) -> Self {
        CodeKnackerBot {
            level,
            book,
            horizon: None,
            planner: None,
        }
    }

    /// A hard player looking as far as `horizon` at any table. [`Horizon::Turn`] is the
    /// hard player as it was before it looked past its turn, kept to measure against; no
    /// seat offers it.
    pub fn hard_looking(book: Option<&'static Book>, horizon: Horizon) -> Self {
        CodeKnackerBot {
            horizon: Some(horizon),
            ..Self::with_book(BotLevel::Hard, book)
        }
    }

    fn planner(&mut self, obs: &Observation) -> &mut Planner {
        let horizon = self
            .horizon
            .unwrap_or_else(|| Horizon::at_table(obs.taken.len()));
        let outlook = Outlook::of(obs, horizon);
        let fits = self
            .planner
            .as_ref()
            .is_some_and(|(p, o)| p.fits(&obs.display) && *o == outlook);
        if !fits {
            let planner = Planner::looking(&obs.display, self.book, outlook);
            self.planner = Some((planner, outlook));
        }
        &mut self.planner.as_mut().expect("just made").0
    }

    /// The hard player's decision and what the turn is worth from here.
    pub fn advise(&mut self, obs: &Observation) -> Advice {
        let planner = self.planner(obs);
        let s = &Planner::needs(&obs.display);
        let chips = usize::from(obs.chips_aside());
        // (action, its value as the player weighs it, this turn's value after it)
        let (action, value, expected) = match obs.phase {
            Phase::Rolling | Phase::GameOver => (
                Action::Roll,
                planner.roll_value(s, DICE, 0),
                planner.turn_roll_value(s, DICE, 0),
            ),
            Phase::CycleComplete => {
                let (stop, roll) = (planner.stop_value(s), planner.roll_value(s, DICE, 0));
                if roll > stop {
                    (Action::Roll, roll, planner.turn_roll_value(s, DICE, 0))
                } else {
                    (Action::Stop, stop, planner.turn_stop_value(s))
                }
            }
            Phase::Choosing => {
                let faces = on_table(obs);
                let must = obs.aside_since_roll == 0;
                let choice = planner
                    .best_choice(&obs.display, &faces, chips, must)
                    .expect("a suitable die, or one set aside already");
                let n = faces.len();
                if choice.dice() > 0 {
                    let (after, left) = (choice.after(s), n - usize::from(choice.dice()));
                    let chips = chips + usize::from(choice.chips);
                    let expected = planner.turn_continue_value(&after, left, chips);
                    (first_step(obs, &choice), choice.value, expected)
                } else if planner.roll_value(s, n, chips) > planner.stop_value(s) {
                    let expected = planner.turn_roll_value(s, n, chips);
                    (Action::Roll, choice.value, expected)
                } else {
                    (Action::Stop, choice.value, planner.turn_stop_value(s))
                }
            }
        };
        let looking_past = self
            .planner
            .as_ref()
            .filter(|(planner, outlook)| planner.uses_book() && outlook.horizon != Horizon::Turn)
            .map(|_| value);
        Advice {
            action,
            expected,
            looking_past,
        }
    }
}

/// The faces of the dice rolled and not set aside.
fn on_table(obs: &Observation) -> Vec<Face> {
    obs.dice
        .iter()
        .filter(|d| !d.aside)
        .filter_map(|d| d.face)
        .collect()
}

/// The index of a die on the table showing `face`.
fn die_showing(obs: &Observation, face: Face) -> Option<u8> {
    obs.dice
        .iter()
        .position(|d| !d.aside && d.face == Some(face))
        .map(|i| i as u8)
}

/// An uncovered digit of value `value` on the card in `slot`.
fn uncovered_digit(obs: &Observation, slot: usize, value: u8) -> Option<DigitRef> {
    let s = obs.display.get(slot)?.as_ref()?;
    card(s.card)
        .code
        .iter()
        .zip(&s.covered)
        .position(|(&d, &c)| d == value && !c)
        .map(|j| DigitRef {
            slot: slot as u8,
            digit: j as u8,
        })
}

/// The first set-aside of a planned choice: a cover if there is one, else a microchip.
fn first_step(obs: &Observation, choice: &Choice) -> Action {
    for (slot, row) in choice.covers.iter().enumerate() {
        for (d, &k) in row.iter().enumerate() {
            let value = d as u8 + 1;
            if k > 0
                && let (Some(die), Some(cover)) = (
                    die_showing(obs, Face::Digit(value)),
                    uncovered_digit(obs, slot, value),
                )
            {
                return Action::SetAside {
                    die,
                    cover: Some(cover),
                };
            }
        }
    }
    let die = die_showing(obs, Face::Chip).expect("the choice sets a microchip aside");
    Action::SetAside { die, cover: None }
}

/// Uncovered digits left on the card in a slot (`usize::MAX` for an empty slot).
fn left_on(obs: &Observation, slot: usize) -> usize {
    obs.display[slot]
        .as_ref()
        .map_or(usize::MAX, |s| s.covered.iter().filter(|&&c| !c).count())
}

/// Value of the cards cracked so far in this turn.
fn cracked_value(obs: &Observation) -> u32 {
    obs.display
        .iter()
        .flatten()
        .filter(|s| s.is_cracked())
        .map(|s| card(s.card).value)
        .sum()
}

/// A numbered die to set aside and where, preferring the card with fewest digits left
/// (normal) or the first card that takes it (easy).
fn a_cover(obs: &Observation, nearest_first: bool) -> Option<Action> {
    let mut slots: Vec<usize> = (0..obs.display.len())
        .filter(|&i| obs.display[i].as_ref().is_some_and(|s| !s.is_cracked()))
        .collect();
    if nearest_first {
        slots.sort_by_key(|&i| left_on(obs, i));
    }
    if obs.stock == 0 {
        return None;
    }
    for slot in slots {
        for value in 1..=5 {
            if let (Some(die), Some(cover)) = (
                die_showing(obs, Face::Digit(value)),
                uncovered_digit(obs, slot, value),
            ) {
                return Some(Action::SetAside {
                    die,
                    cover: Some(cover),
                });
            }
        }
    }
    None
}

/// The chance that rolling `n` dice shows nothing suitable.
fn chance_of_nothing(obs: &Observation, n: usize) -> f64 {
    let live = (1..=5).filter(|&d| obs.is_suitable(Face::Digit(d))).count();
    // A microchip is always suitable.
    let dead = 5 - live;
    (dead as f64 / 6.0).powi(n as i32)
}

impl CodeKnackerBot {
    fn easy(&mut self, obs: &Observation) -> Action {
        match obs.phase {
            Phase::Rolling | Phase::GameOver => Action::Roll,
            Phase::CycleComplete if cracked_value(obs) == 0 => Action::Roll,
            Phase::CycleComplete => Action::Stop,
            Phase::Choosing => {
                if let Some(cover) = a_cover(obs, false) {
                    return cover;
                }
                if obs.aside_since_roll == 0 {
                    let die = die_showing(obs, Face::Chip).expect("a suitable die");
                    return Action::SetAside { die, cover: None };
                }
                let left = on_table(obs).len();
                if cracked_value(obs) > 0 || left <= 2 {
                    Action::Stop
                } else {
                    Action::Roll
                }
            }
        }
    }

    fn normal(&mut self, obs: &Observation) -> Action {
        let at_stake = f64::from(cracked_value(obs));
        match obs.phase {
            Phase::Rolling | Phase::GameOver => Action::Roll,
            Phase::CycleComplete => {
                if at_stake * chance_of_nothing(obs, DICE) * 4.0 < 1.0 {
                    Action::Roll
                } else {
                    Action::Stop
                }
            }
            Phase::Choosing => {
                if let Some(cover) = a_cover(obs, true) {
                    return cover;
                }
                let left = on_table(obs).len();
                let chips = usize::from(obs.chips_aside());
                // A microchip is worth keeping when it makes rolling all five again possible.
                let chip_helps = chips < 2 && (1..=2).contains(&left);
                if (obs.aside_since_roll == 0 || chip_helps)
                    && let Some(die) = die_showing(obs, Face::Chip)
                {
                    return Action::SetAside { die, cover: None };
                }
                let risk = chance_of_nothing(obs, left);
                // Nothing cracked yet: nothing to lose. Else roll on only while the expected
                // loss stays below what the nearest uncracked card may add.
                let nearest = (0..obs.display.len())
                    .map(|i| left_on(obs, i))
                    .filter(|&n| n > 0)
                    .min()
                    .unwrap_or(usize::MAX);
                let gain = if nearest <= left { 1.5 } else { 0.3 };
                if at_stake == 0.0 || risk * at_stake < (1.0 - risk) * gain * (1.0 - risk) {
                    Action::Roll
                } else {
                    Action::Stop
                }
            }
        }
    }
}

impl Bot<crate::CodeKnacker> for CodeKnackerBot {
    fn decide(&mut self, obs: &Observation) -> Action {
        match self.level {
            BotLevel::Easy => self.easy(obs),
            BotLevel::Normal => self.normal(obs),
            BotLevel::Hard => self.advise(obs).action,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CodeKnacker;
    use crate::book::shipped;
    use codebreakers_kernel::{Chance, Game};

    #[test]
    fn the_advice_tells_this_turns_value_and_alone_what_the_player_weighs_past_it() {
        for seats in [1, 2, 4] {
            let game =
                CodeKnacker::setup(&Default::default(), seats, Chance::seeded(7)).expect("a table");
            let obs = game.observe(game.current());
            let advice = CodeKnackerBot::with_book(BotLevel::Hard, Some(shipped())).advise(&obs);
            let needs = Planner::needs(&obs.display);
            let turn = Planner::new(&obs.display, Some(shipped())).roll_value(&needs, DICE, 0);
            assert_eq!(advice.action, Action::Roll);
            assert_eq!(advice.expected, turn, "{seats} seats");
            let outlook = Outlook::of(&obs, Horizon::at_table(seats));
            let past = Planner::looking(&obs.display, Some(shipped()), outlook)
                .roll_value(&needs, DICE, 0);
            match seats {
                // Alone, the next turn adds to this one; against one, it is taken off.
                1 => assert!(advice.looking_past.is_some_and(|v| v == past && v > turn)),
                2 => assert!(advice.looking_past.is_some_and(|v| v == past && v < turn)),
                _ => assert_eq!(advice.looking_past, None),
            }
        }
    }

    #[test]
    fn a_computer_player_and_its_advice_can_go_to_another_thread() {
        // The game thinks on a task pool (the bot seats and the hint).
        fn on_another_thread<T: Send + Sync + 'static>() {}
        on_another_thread::<CodeKnackerBot>();
        on_another_thread::<Advice>();
    }
}
