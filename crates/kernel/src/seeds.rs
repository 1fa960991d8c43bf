//! One way of turning a match's seed into the seeds of its chance and its computer players,
//! shared by the app and `codebreakers-cli`: the same seed gives the very same game in both.

use crate::chance::Chance;
use crate::seat::SeatId;
use serde::{Deserialize, Serialize};

/// The seeds of one match, derived from the one seed a player or a command line gives.
///
/// The chance seed is the match seed itself (so `Chance::seeded(seed)` games and scenario
/// files with a `seed` keep their rolls); each seat's bot seed mixes the match seed with the
/// seat, so two computer players at one table never share a stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MatchSeeds {
    seed: u64,
}

impl From<u64> for MatchSeeds {
    fn from(seed: u64) -> Self {
        MatchSeeds { seed }
    }
}

impl MatchSeeds {
    /// The seed the match was started with.
    pub fn seed(self) -> u64 {
        self.seed
    }

    /// The seed of the match's [`Chance`].
    pub fn chance_seed(self) -> u64 {
        self.seed
    }

    /// The match's chance source: `Chance::seeded(self.chance_seed())`.
    pub fn chance(self) -> Chance {
        Chance::seeded(self.chance_seed())
    }

    /// The seed of the computer player at `seat`: the match seed times the 64-bit golden
    /// ratio, plus the seat counted from 1 (distinct for every seat of one match).
    pub fn bot_seed(self, seat: SeatId) -> u64 {
        self.seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(u64::from(seat.0) + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_chance_and_bot_seeds() {
        for seed in [0, 1, 7, u64::MAX] {
            let (a, b) = (MatchSeeds::from(seed), MatchSeeds::from(seed));
            assert_eq!(a.chance_seed(), b.chance_seed());
            assert_eq!(a.chance(), b.chance());
            for seat in 0..6 {
                assert_eq!(a.bot_seed(SeatId(seat)), b.bot_seed(SeatId(seat)));
            }
        }
    }

    #[test]
    fn the_chance_seed_is_the_match_seed() {
        assert_eq!(MatchSeeds::from(7).chance(), Chance::seeded(7));
    }

    #[test]
    fn distinct_seats_get_distinct_bot_seeds() {
        for seed in [0, 1, 7, 0xDEAD_BEEF, u64::MAX] {
            let seeds = MatchSeeds::from(seed);
            let mut all: Vec<u64> = (0..=255).map(|s| seeds.bot_seed(SeatId(s))).collect();
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), 256, "seed {seed}");
        }
    }

    #[test]
    fn the_cli_mixing_is_kept() {
        // `codebreakers-cli` mixed seeds this way before the kernel did: results printed
        // with a seed stay the same.
        assert_eq!(
            MatchSeeds::from(3).bot_seed(SeatId(1)),
            3u64.wrapping_mul(0x9E37_79B9_7F4A_7C15) + 2
        );
    }
}
