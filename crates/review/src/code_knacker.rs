//! Code Knacker's judge: each choice of a turn (a die set aside, rolling on, stopping)
//! against the exact expected value of the turn from there, in millions
//! (`assets/i18n/en/rules/code-knacker.md`, "A turn"), by the planner the hard player uses,
//! looking at this turn alone. A roll's luck is kept apart: what the dice gave against what a
//! roll there gives on average.
//!
//! The first roll of a turn is no choice and is not judged (its luck is).

use crate::{Bands, Judge, Unit, Verdict};
use codebreakers_code_knacker::planner::Planner;
use codebreakers_code_knacker::{Action, CodeKnacker, DICE, Face, Observation, Phase, book};
use codebreakers_kernel::SeatId;
use serde_json::json;

/// Bands of millions lost: a tenth of a million is noise; a whole million (a card's worth
/// on the small ones) a blunder.
pub const MILLIONS: Bands = Bands {
    inaccuracy: 0.1,
    mistake: 0.4,
    blunder: 1.0,
};

/// Judges the choices of each turn; keeps the planner while the display's cards stay.
#[derive(Default)]
pub struct CodeKnackerJudge {
    planner: Option<Planner>,
}

impl CodeKnackerJudge {
    fn planner(&mut self, seen: &Observation) -> &mut Planner {
        if !self.planner.as_ref().is_some_and(|p| p.fits(&seen.display)) {
            self.planner = Some(Planner::new(&seen.display, book::installed()));
        }
        self.planner.as_mut().expect("just made")
    }
}

/// A position in a turn, as the planner weighs it: the display's digits still to cover, the
/// dice left to roll, the microchips aside in the cycle.
#[derive(Clone)]
struct Position {
    seen: Observation,
}

impl Position {
    fn faces(&self) -> Vec<Face> {
        self.seen
            .dice
            .iter()
            .filter(|die| !die.aside)
            .filter_map(|die| die.face)
            .collect()
    }

    fn chips(&self) -> usize {
        usize::from(self.seen.chips_aside())
    }

    /// The position after `die` is set aside (covering `cover`), as the rules leave it.
    fn set_aside(&self, die: u8, cover: Option<codebreakers_code_knacker::DigitRef>) -> Self {
        let mut seen = self.seen.clone();
        if let Some(die) = seen.dice.get_mut(usize::from(die)) {
            die.aside = true;
        }
        if let Some(at) = cover
            && let Some(Some(slot)) = seen.display.get_mut(usize::from(at.slot))
            && let Some(covered) = slot.covered.get_mut(usize::from(at.digit))
        {
            *covered = true;
            seen.stock = seen.stock.saturating_sub(1);
        }
        seen.aside_since_roll += 1;
        Position { seen }
    }

    /// The expected millions of the turn from here with the best play, and the best action.
    fn best(&self, planner: &mut Planner) -> (f64, Action) {
        let needs = Planner::needs(&self.seen.display);
        let chips = self.chips();
        let stop = planner.stop_value(&needs);
        let faces = self.faces();
        let n = faces.len();
        if self.seen.dice.iter().all(|die| die.aside) {
            // A cycle complete: roll all five again with two microchips or more, else the
            // turn ends as if stopped.
            if chips < 2 {
                return (stop, Action::Stop);
            }
            let roll = planner.roll_value(&needs, DICE, 0);
            return if roll > stop {
                (roll, Action::Roll)
            } else {
                (stop, Action::Stop)
            };
        }
        let must = self.seen.aside_since_roll == 0;
        let choice = planner.best_choice(&self.seen.display, &faces, chips, must);
        let roll = planner.roll_value(&needs, n, chips);
        match choice {
            Some(choice) if choice.dice() > 0 => {
                let first = self.first_step(&choice);
                (choice.value, first)
            }
            _ if roll > stop && !must => (roll, Action::Roll),
            _ => (stop, Action::Stop),
        }
    }

    /// The first die a choice sets aside: a die showing a digit it covers (on the first
    /// card that needs it), else a microchip.
    fn first_step(&self, choice: &codebreakers_code_knacker::planner::Choice) -> Action {
        for (slot_index, covers) in choice.covers.iter().enumerate() {
            for (d, &count) in covers.iter().enumerate() {
                if count == 0 {
                    continue;
                }
                let digit = d as u8 + 1;
                let Some(die) = self.die_showing(Face::Digit(digit)) else {
                    continue;
                };
                let Some(Some(slot)) = self.seen.display.get(slot_index) else {
                    continue;
                };
                let code = &codebreakers_code_knacker::deck::card(slot.card).code;
                let at = code
                    .iter()
                    .zip(&slot.covered)
                    .position(|(&value, &covered)| value == digit && !covered);
                if let Some(at) = at {
                    return Action::SetAside {
                        die,
                        cover: Some(codebreakers_code_knacker::DigitRef {
                            slot: slot_index as u8,
                            digit: at as u8,
                        }),
                    };
                }
            }
        }
        let chip = self.die_showing(Face::Chip).unwrap_or(0);
        Action::SetAside {
            die: chip,
            cover: None,
        }
    }

    fn die_showing(&self, face: Face) -> Option<u8> {
        self.seen
            .dice
            .iter()
            .position(|die| !die.aside && die.face == Some(face))
            .map(|index| index as u8)
    }
}

impl Judge<CodeKnacker> for CodeKnackerJudge {
    fn judge(
        &mut self,
        seat: SeatId,
        before: &Observation,
        chosen: &Action,
        after: &Observation,
    ) -> Option<Verdict<CodeKnacker>> {
        if before.current != seat || before.phase == Phase::GameOver {
            return None;
        }
        let here = Position {
            seen: before.clone(),
        };
        let planner = self.planner(before);
        let needs = Planner::needs(&before.display);
        if before.phase == Phase::Rolling {
            // The turn's first roll: no choice, only luck.
            return None;
        }
        let (best_value, best) = here.best(planner);
        let chips = here.chips();
        let n = here.faces().len();
        let chosen_value = match *chosen {
            Action::Stop => planner.stop_value(&needs),
            Action::Roll if before.phase == Phase::CycleComplete => {
                planner.roll_value(&needs, DICE, 0)
            }
            Action::Roll => planner.roll_value(&needs, n, chips),
            Action::SetAside { die, cover } => here.set_aside(die, cover).best(planner).0,
        };
        let loss = (best_value - chosen_value).max(0.0);
        let mut figures = json!({
            "expected": chosen_value,
            "best_expected": best_value,
        });
        if matches!(chosen, Action::Roll) && after.current == seat && after.phase == Phase::Choosing
        {
            // The dice's luck: the turn's worth after this roll against a roll's average.
            let rolled = Position {
                seen: after.clone(),
            };
            let planner = self.planner(after);
            figures["luck"] = json!(rolled.best(planner).0 - chosen_value);
        } else if matches!(chosen, Action::Roll) {
            // Nothing suitable came up: the turn ended with nothing.
            figures["luck"] = json!(-chosen_value);
        }
        let banked = before.totals().get(seat.index()).copied().unwrap_or(0);
        Some(Verdict {
            best,
            loss,
            standing: f64::from(banked) + chosen_value,
            unit: Unit::Millions,
            label: MILLIONS.label(loss),
            figures,
        })
    }
}
