//! Crack It's and Passcode's judge: each decision's chance of winning, by the search the hard
//! player uses (worlds dealt from the seat's observation alone, every candidate played out in
//! the same worlds by the rule-based hard player), against its best candidate's, in points of
//! win chance. A difference the worlds cannot tell from chance is no loss: a candidate is
//! named better only when it beats the choice world by world by more than two standard
//! errors, and by at least an inaccuracy's points (less is labelled good either way).
//!
//! Luck is kept apart: at each decision, the seat's chance there (its best candidate's)
//! against what its choice before was worth, less what the rivals' losses since gave it
//! (shared among it and the other rivals): what came between that no one's choices made
//! (cards drawn, digits found).

use crate::{Bands, Judge, Unit, Verdict};
use codebreakers_kernel::search::paired_difference as difference;
use codebreakers_kernel::{BotLevel, Chance, Game, SeatId};
use serde_json::json;

/// Bands of win-chance points lost, lichess's: 5 an inaccuracy, 10 a mistake, 15 a blunder.
pub const POINTS: Bands = Bands {
    inaccuracy: 5.0,
    mistake: 10.0,
    blunder: 15.0,
};

/// Worlds dealt for each decision by default (`docs/review.md` measures agreement with four
/// times as many).
pub const WORLDS: usize = 48;

/// How many standard errors a candidate must beat the choice by to be named better.
const SURE: f64 = 2.0;

/// At most this many rounds of worlds for a decision still unsure.
const MORE: usize = 8;

/// A game whose decisions the search weighs.
pub trait Searched: Game {
    /// The candidates at this decision: the hard player's rule-based choice and the others
    /// its search weighs; empty or one where there is nothing to choose.
    fn candidates(observation: &Self::Observation) -> Vec<Self::Action>;
    /// Each candidate's worth in each of `worlds` worlds dealt from `observation`, the same
    /// worlds for all (`None`: a candidate the rules refuse), as a chance of winning in 0..=1.
    fn playouts(
        observation: &Self::Observation,
        candidates: &[Self::Action],
        worlds: usize,
        chance: &mut Chance,
    ) -> Vec<Option<Vec<f64>>>;
}

/// Judges decisions by their chance of winning; each decision's worlds are drawn from its own
/// seed (the judge's seed and the decision's place in the match), so a decision's verdict
/// depends on nothing but its seat's view.
pub struct WinChanceJudge {
    worlds: usize,
    seed: u64,
    /// Decisions seen so far (judged or not): the place of the next.
    seen: u64,
    /// Each seat's chance after its last judged choice, in points.
    expected: Vec<Option<f64>>,
    /// What the rivals' losses since each seat's last choice gave it, in points.
    given: Vec<f64>,
}

impl Default for WinChanceJudge {
    fn default() -> Self {
        WinChanceJudge::new(WORLDS, 1)
    }
}

impl WinChanceJudge {
    /// A judge dealing `worlds` worlds a decision, its chance seeded by `seed`.
    pub fn new(worlds: usize, seed: u64) -> Self {
        WinChanceJudge {
            worlds: worlds.max(2),
            seed,
            seen: 0,
            expected: Vec::new(),
            given: Vec::new(),
        }
    }
}

fn mean(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len().max(1) as f64
}

impl<G: Searched> Judge<G> for WinChanceJudge {
    fn judge(
        &mut self,
        seat: SeatId,
        before: &G::Observation,
        chosen: &G::Action,
        _after: &G::Observation,
    ) -> Option<Verdict<G>> {
        let place = self.seen;
        self.seen += 1;
        let mut candidates = G::candidates(before);
        if candidates.is_empty() {
            return None;
        }
        if !candidates.contains(chosen) {
            candidates.push(chosen.clone());
        }
        if candidates.len() < 2 {
            return None;
        }
        let mut chance = Chance::seeded(
            self.seed
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(place.wrapping_mul(0xD1B5_4A32_D192_ED03)),
        );
        let at = candidates.iter().position(|c| c == chosen)?;
        // Worlds are dealt `self.worlds` at a time while some candidate's gain over the choice
        // is too near an inaccuracy's points to tell, up to `MORE` times as many.
        let mut values: Vec<Option<Vec<f64>>> = vec![Some(Vec::new()); candidates.len()];
        for _ in 0..MORE {
            let dealt = G::playouts(before, &candidates, self.worlds, &mut chance);
            for (all, more) in values.iter_mut().zip(dealt) {
                match (all.as_mut(), more) {
                    (Some(all), Some(more)) => all.extend(more),
                    _ => *all = None,
                }
            }
            let mine = values[at].as_ref()?;
            let unsure = values
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != at)
                .filter_map(|(_, v)| v.as_ref().map(|v| difference(v, mine)))
                .any(|(gain, error)| {
                    (100.0 * gain - POINTS.inaccuracy).abs() < 100.0 * SURE * error
                });
            if !unsure {
                break;
            }
        }
        let mine = values[at].as_ref()?;
        if mine.len() < 2 {
            // No world fits the view (a position edited by hand, say): nothing to weigh.
            return None;
        }
        // The candidates that surely beat the choice; of those the worlds cannot tell from
        // the one that beats it by most, the first in the hard player's order (its own
        // choice first), so that more worlds name the same.
        let better: Vec<(usize, f64)> = values
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != at)
            .filter_map(|(k, v)| v.as_ref().map(|v| (k, difference(v, mine))))
            .filter(|&(_, (gain, error))| 100.0 * gain >= POINTS.inaccuracy && gain > SURE * error)
            .map(|(k, (gain, _))| (k, gain))
            .collect();
        let top = better.iter().max_by(|a, b| a.1.total_cmp(&b.1));
        let better = top.and_then(|&(top, _)| {
            let top_values = values[top].as_ref()?;
            better.iter().copied().find(|&(k, _)| {
                let (lead, error) = difference(top_values, values[k].as_ref().unwrap_or(mine));
                k == top || lead <= SURE * error
            })
        });
        let (best, loss) = match better {
            Some((k, gain)) => (candidates[k].clone(), 100.0 * gain),
            None => (chosen.clone(), 0.0),
        };
        let chosen_chance = 100.0 * mean(mine);
        let best_chance = chosen_chance + loss;
        if self.expected.len() <= seat.index() {
            self.expected.resize(seat.index() + 1, None);
            self.given.resize(seat.index() + 1, 0.0);
        }
        let luck = self.expected[seat.index()]
            .map(|before| best_chance - before - self.given[seat.index()]);
        self.expected[seat.index()] = Some(chosen_chance);
        self.given[seat.index()] = 0.0;
        // A loss here is the others' gain, shared among them (the seats seen so far).
        let others = (self.given.len().max(2) - 1) as f64;
        for (other, given) in self.given.iter_mut().enumerate() {
            if other != seat.index() {
                *given += loss / others;
            }
        }
        Some(Verdict {
            best,
            loss,
            standing: chosen_chance,
            unit: Unit::WinChance,
            label: POINTS.label(loss),
            figures: json!({
                "candidates": candidates.len(),
                "worlds": mine.len(),
                "chance": chosen_chance,
                "best_chance": best_chance,
                "luck": luck,
            }),
        })
    }

    fn passed(&mut self) {
        self.seen += 1;
    }
}

impl Searched for codebreakers_crack_it::CrackIt {
    fn candidates(observation: &Self::Observation) -> Vec<Self::Action> {
        use codebreakers_crack_it::{Phase, bots};
        use codebreakers_kernel::Bot;
        if observation.phase == Phase::Arranging {
            // Which digit goes where is no decision a rival's view tells apart.
            return vec![];
        }
        let rules = bots::CrackItBot::rules_only(BotLevel::Hard, 1).decide(observation);
        bots::candidates(observation, &rules)
    }

    fn playouts(
        observation: &Self::Observation,
        candidates: &[Self::Action],
        worlds: usize,
        chance: &mut Chance,
    ) -> Vec<Option<Vec<f64>>> {
        codebreakers_crack_it::search::playouts(observation, candidates, worlds, chance)
    }
}

impl Searched for codebreakers_passcode::Passcode {
    fn candidates(observation: &Self::Observation) -> Vec<Self::Action> {
        use codebreakers_kernel::Bot;
        use codebreakers_passcode::bots;
        let rules = bots::PasscodeBot::rules_only(BotLevel::Hard).decide(observation);
        bots::candidates(observation, rules)
    }

    fn playouts(
        observation: &Self::Observation,
        candidates: &[Self::Action],
        worlds: usize,
        chance: &mut Chance,
    ) -> Vec<Option<Vec<f64>>> {
        let budget = passcode_budget(observation, worlds);
        let mut values =
            codebreakers_passcode::search::playouts(observation, candidates, budget, chance);
        if budget.whole_game {
            for list in values.iter_mut().flatten() {
                list.iter_mut().for_each(|v| *v = passcode_share(*v));
            }
        }
        values
    }
}

/// The search's budget for the review: at two players, played to the round's end and valued
/// by the chance of winning from there; at more, played to the game's end.
fn passcode_budget(
    observation: &codebreakers_passcode::Observation,
    worlds: usize,
) -> codebreakers_passcode::search::Budget {
    codebreakers_passcode::search::Budget {
        worlds,
        whole_game: observation.players.len() != 2,
        ..Default::default()
    }
}

/// A Passcode playout to the game's end at more than two players, as a share of the win
/// (the search counts a game won as `WIN` levels times the share, a loss below nothing).
fn passcode_share(value: f64) -> f64 {
    (value / codebreakers_passcode::search::WIN).clamp(0.0, 1.0)
}
