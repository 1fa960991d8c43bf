//! Computer players of Code Knacker. Each decides from its [`Observation`] alone.
//!
//! - easy: simple thresholds: covers whatever fits, stops after a cracked card or with two dice left;
//! - normal: heuristics: works on the card nearest completion, weighs the chance of a
//!   roll with nothing suitable against what is at stake;
//! - hard: the exact expected value of the rest of the turn ([`Planner`]).

use crate::book::{self, Book};
use crate::deck::card;
use crate::planner::{Choice, Planner};
use crate::rules::{Action, DICE, DigitRef, Face, Observation, Phase, Slot};
use codebreakers_kernel::{Bot, BotLevel};
use serde::Serialize;

/// A computer player.
pub struct CodeKnackerBot {
    level: BotLevel,
    /// Where the hard player looks its values up (without one it works them out).
    book: Option<&'static Book>,
    planner: Option<Planner>,
}

/// What the hard player would do, and the expected value (millions) of the turn from here.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Advice {
    pub action: Action,
    pub expected: f64,
}

impl CodeKnackerBot {
    /// A computer player looking into the installed book, if any ([`book::install`]).
    pub fn new(level: BotLevel) -> Self {
        Self::with_book(level, book::installed())
    }

    /// A computer player looking into `book` (`None`: it works every value out).
    pub fn with_book(level: BotLevel, book: Option<&'static Book>) -> Self {
        CodeKnackerBot {
            level,
            book,
            planner: None,
        }
    }

    fn planner(&mut self, display: &[Option<Slot>]) -> &mut Planner {
        if !self.planner.as_ref().is_some_and(|p| p.fits(display)) {
            self.planner = Some(Planner::new(display, self.book));
        }
        self.planner.as_mut().expect("just made")
    }

    /// The hard player's decision and the expected value of the turn from here.
    pub fn advise(&mut self, obs: &Observation) -> Advice {
        let planner = self.planner(&obs.display);
        let s = &Planner::needs(&obs.display);
        let chips = usize::from(obs.chips_aside());
        match obs.phase {
            Phase::Rolling | Phase::GameOver => Advice {
                action: Action::Roll,
                expected: planner.roll_value(s, DICE, 0),
            },
            Phase::CycleComplete => {
                let (stop, roll) = (planner.stop_value(s), planner.roll_value(s, DICE, 0));
                Advice {
                    action: if roll > stop {
                        Action::Roll
                    } else {
                        Action::Stop
                    },
                    expected: stop.max(roll),
                }
            }
            Phase::Choosing => {
                let faces = on_table(obs);
                let must = obs.aside_since_roll == 0;
                let choice = planner
                    .best_choice(&obs.display, &faces, chips, must)
                    .expect("a suitable die, or one set aside already");
                let action = if choice.dice() > 0 {
                    first_step(obs, &choice)
                } else if planner.roll_value(s, faces.len(), chips) > planner.stop_value(s) {
                    Action::Roll
                } else {
                    Action::Stop
                };
                Advice {
                    action,
                    expected: choice.value,
                }
            }
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
