//! The one source of chance at the table.
//!
//! Every die roll and every shuffle of every game goes through a [`Chance`]: in
//! play a seeded generator, in tests, tutorials and replays a script of fixed
//! outcomes. Because it is part of the game state and serialisable, a saved game
//! resumes with the very same future rolls.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use thiserror::Error;

/// Fixed outcomes handed out in order: numbers for rolls and draws from a range,
/// and whole orders for shuffles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChanceScript {
    /// Outcomes of [`Chance::roll`] and [`Chance::below`], in order (a die roll is its face, 1-based).
    #[serde(default)]
    pub outcomes: VecDeque<u32>,
    /// Results of [`Chance::shuffle`], in order: each a permutation, new position `i`
    /// holding old item `order[i]`.
    #[serde(default)]
    pub orders: VecDeque<Vec<usize>>,
}

/// Why chance could not deliver.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ChanceError {
    #[error("the chance script has no outcome left for a roll of 1..={sides}")]
    OutOfOutcomes { sides: u32 },
    #[error("the chance script outcome {value} is not within 1..={sides}")]
    OutcomeOutOfRange { value: u32, sides: u32 },
    #[error("the chance script has no deck order left for a shuffle of {len} items")]
    OutOfOrders { len: usize },
    #[error("the chance script order {order:?} is not a permutation of {len} items")]
    NotAPermutation { order: Vec<usize>, len: usize },
}

/// A seeded generator, or a script of outcomes (that may fall back to a seed once used up).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Chance {
    Seeded(#[serde(with = "generator_text")] Pcg64Mcg),
    Scripted {
        script: ChanceScript,
        /// Used once the script has no outcome of the kind asked for; `None` makes that an error.
        #[serde(with = "optional_generator_text")]
        fallback: Option<Pcg64Mcg>,
    },
}

impl Chance {
    /// A generator that gives the same sequence for the same seed on every platform.
    pub fn seeded(seed: u64) -> Self {
        Chance::Seeded(Pcg64Mcg::seed_from_u64(seed))
    }

    /// Only the scripted outcomes; asking for more is an error.
    pub fn scripted(script: ChanceScript) -> Self {
        Chance::Scripted {
            script,
            fallback: None,
        }
    }

    /// The scripted outcomes first, then a seeded generator.
    pub fn scripted_then_seeded(script: ChanceScript, seed: u64) -> Self {
        Chance::Scripted {
            script,
            fallback: Some(Pcg64Mcg::seed_from_u64(seed)),
        }
    }

    /// A roll of a die with faces `1..=sides`.
    pub fn roll(&mut self, sides: u32) -> Result<u32, ChanceError> {
        match self {
            Chance::Seeded(rng) => Ok(rng.random_range(1..=sides)),
            Chance::Scripted { script, fallback } => match script.outcomes.pop_front() {
                Some(value) if (1..=sides).contains(&value) => Ok(value),
                Some(value) => {
                    script.outcomes.push_front(value);
                    Err(ChanceError::OutcomeOutOfRange { value, sides })
                }
                None => match fallback {
                    Some(rng) => Ok(rng.random_range(1..=sides)),
                    None => Err(ChanceError::OutOfOutcomes { sides }),
                },
            },
        }
    }

    /// A number in `0..n`, e.g. who starts (scripted as the 1-based roll of an `n`-sided die).
    pub fn below(&mut self, n: u32) -> Result<u32, ChanceError> {
        self.roll(n).map(|face| face - 1)
    }

    /// Shuffles `items` in place (uniformly when seeded, in the scripted order otherwise).
    pub fn shuffle<T>(&mut self, items: &mut Vec<T>) -> Result<(), ChanceError> {
        let len = items.len();
        let order = match self {
            Chance::Seeded(rng) => random_order(rng, len),
            Chance::Scripted { script, fallback } => match script.orders.pop_front() {
                Some(order) => {
                    if !is_permutation(&order, len) {
                        let error = ChanceError::NotAPermutation {
                            order: order.clone(),
                            len,
                        };
                        script.orders.push_front(order);
                        return Err(error);
                    }
                    order
                }
                None => match fallback {
                    Some(rng) => random_order(rng, len),
                    None => return Err(ChanceError::OutOfOrders { len }),
                },
            },
        };
        let mut old: Vec<Option<T>> = items.drain(..).map(Some).collect();
        items.extend(
            order
                .iter()
                .map(|&i| old[i].take().expect("checked permutation")),
        );
        Ok(())
    }
}

/// The generator's state is a 128-bit number, which JSON values cannot hold: it is kept as
/// its own JSON text inside a string, so a saved game is valid everywhere JSON is.
mod generator_text {
    use rand_pcg::Pcg64Mcg;
    use serde::{Deserialize, Deserializer, Serializer, de::Error as _, ser::Error as _};

    pub fn serialize<S: Serializer>(rng: &Pcg64Mcg, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&serde_json::to_string(rng).map_err(S::Error::custom)?)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Pcg64Mcg, D::Error> {
        let text = String::deserialize(d)?;
        serde_json::from_str(&text).map_err(D::Error::custom)
    }
}

mod optional_generator_text {
    use rand_pcg::Pcg64Mcg;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rng: &Option<Pcg64Mcg>, s: S) -> Result<S::Ok, S::Error> {
        match rng {
            Some(rng) => super::generator_text::serialize(rng, s),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Pcg64Mcg>, D::Error> {
        let text: Option<String> = Option::deserialize(d)?;
        text.map(|t| serde_json::from_str(&t).map_err(serde::de::Error::custom))
            .transpose()
    }
}

fn random_order(rng: &mut Pcg64Mcg, len: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    for i in (1..len).rev() {
        let j = rng.random_range(0..=i);
        order.swap(i, j);
    }
    order
}

fn is_permutation(order: &[usize], len: usize) -> bool {
    let mut seen = vec![false; len];
    order.len() == len
        && order
            .iter()
            .all(|&i| i < len && !std::mem::replace(&mut seen[i], true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seeded_chance_goes_through_a_json_value_and_keeps_its_future() {
        let mut chance = Chance::scripted_then_seeded(ChanceScript::default(), 9);
        chance.roll(6).unwrap();
        let value = serde_json::to_value(&chance).expect("plain JSON");
        let mut back: Chance = serde_json::from_value(value).unwrap();
        assert_eq!(back, chance);
        assert_eq!(back.roll(1000), chance.roll(1000));
        let mut seeded = Chance::seeded(3);
        let mut copy: Chance =
            serde_json::from_value(serde_json::to_value(&seeded).unwrap()).unwrap();
        assert_eq!(copy.below(1_000_000), seeded.below(1_000_000));
    }

    #[test]
    fn the_same_seed_gives_the_same_rolls() {
        let rolls = |seed| {
            let mut chance = Chance::seeded(seed);
            (0..50).map(|_| chance.roll(6).unwrap()).collect::<Vec<_>>()
        };
        assert_eq!(rolls(7), rolls(7));
        assert_ne!(rolls(7), rolls(8));
        assert!(rolls(7).iter().all(|r| (1..=6).contains(r)));
    }

    #[test]
    fn a_script_is_followed_then_runs_out() {
        let mut chance = Chance::scripted(ChanceScript {
            outcomes: [3, 6].into(),
            orders: [vec![2, 0, 1]].into(),
        });
        assert_eq!(chance.roll(6), Ok(3));
        assert_eq!(chance.roll(6), Ok(6));
        assert_eq!(chance.roll(6), Err(ChanceError::OutOfOutcomes { sides: 6 }));
        let mut cards = vec!['a', 'b', 'c'];
        chance.shuffle(&mut cards).unwrap();
        assert_eq!(cards, vec!['c', 'a', 'b']);
        assert!(chance.shuffle(&mut cards).is_err());
        assert_eq!(
            cards,
            vec!['c', 'a', 'b'],
            "a failed shuffle changes nothing"
        );
    }

    #[test]
    fn a_bad_script_entry_is_an_error_and_is_not_consumed() {
        let mut chance = Chance::scripted(ChanceScript {
            outcomes: [9].into(),
            orders: [vec![0, 0]].into(),
        });
        assert_eq!(
            chance.roll(6),
            Err(ChanceError::OutcomeOutOfRange { value: 9, sides: 6 })
        );
        assert_eq!(chance.roll(10), Ok(9));
        let mut two = vec![1, 2];
        assert!(matches!(
            chance.shuffle(&mut two),
            Err(ChanceError::NotAPermutation { .. })
        ));
        assert_eq!(two, vec![1, 2]);
    }

    #[test]
    fn a_script_falls_back_to_its_seed() {
        let mut chance = Chance::scripted_then_seeded(
            ChanceScript {
                outcomes: [2].into(),
                ..Default::default()
            },
            1,
        );
        assert_eq!(chance.roll(6), Ok(2));
        assert!(chance.roll(6).is_ok());
    }

    #[test]
    fn seeded_shuffles_are_permutations() {
        let mut chance = Chance::seeded(42);
        let mut deck: Vec<u32> = (0..22).collect();
        chance.shuffle(&mut deck).unwrap();
        let mut sorted = deck.clone();
        sorted.sort();
        assert_eq!(sorted, (0..22).collect::<Vec<_>>());
        assert_ne!(deck, sorted);
    }

    #[test]
    fn chance_survives_serialisation_with_its_future() {
        let mut chance = Chance::seeded(5);
        chance.roll(6).unwrap();
        let json = serde_json::to_string(&chance).unwrap();
        let mut copy: Chance = serde_json::from_str(&json).unwrap();
        for _ in 0..20 {
            assert_eq!(chance.roll(6), copy.roll(6));
        }
    }
}
