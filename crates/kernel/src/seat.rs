//! Seats at the table: who sits where, and whether a human or a computer plays it.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The index of a seat at the table, counted from 0 in turn order.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct SeatId(pub u8);

impl SeatId {
    /// The seat's index, for indexing per-seat vectors.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The seat as a player reads it, counted from 1: `SeatId(0)` is "player 1". Every message
/// a player or a CLI user reads names seats this way, never by the index.
impl fmt::Display for SeatId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", u16::from(self.0) + 1)
    }
}

/// How strong a computer seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl BotLevel {
    /// All levels, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    /// The name a player reads.
    pub fn label(self) -> &'static str {
        match self {
            BotLevel::Easy => "Easy",
            BotLevel::Normal => "Normal",
            BotLevel::Hard => "Hard",
        }
    }
}

/// Who plays a seat; written `human`, `easy`, `normal` or `hard`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum SeatKind {
    Human,
    Computer(BotLevel),
}

impl SeatKind {
    pub fn is_human(self) -> bool {
        matches!(self, SeatKind::Human)
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatKind::Human => f.write_str("human"),
            SeatKind::Computer(level) => f.write_str(&level.label().to_lowercase()),
        }
    }
}

/// Parses `human`, `easy`, `normal` or `hard`, the spelling the CLI and scenario files use.
impl FromStr for SeatKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "human" => Ok(SeatKind::Human),
            "easy" => Ok(SeatKind::Computer(BotLevel::Easy)),
            "normal" => Ok(SeatKind::Computer(BotLevel::Normal)),
            "hard" => Ok(SeatKind::Computer(BotLevel::Hard)),
            other => Err(format!(
                "unknown seat kind `{other}`: expected human, easy, normal or hard"
            )),
        }
    }
}

impl TryFrom<String> for SeatKind {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<SeatKind> for String {
    fn from(kind: SeatKind) -> String {
        kind.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_reads_as_a_player_counted_from_1() {
        assert_eq!(SeatId(0).to_string(), "player 1");
        assert_eq!(SeatId(9).to_string(), "player 10");
        assert_eq!(SeatId(255).to_string(), "player 256");
    }

    #[test]
    fn seat_kinds_parse_and_print_round_trip() {
        for kind in [
            SeatKind::Human,
            SeatKind::Computer(BotLevel::Easy),
            SeatKind::Computer(BotLevel::Normal),
            SeatKind::Computer(BotLevel::Hard),
        ] {
            assert_eq!(kind.to_string().parse::<SeatKind>(), Ok(kind));
        }
        assert!("grandmaster".parse::<SeatKind>().is_err());
    }
}
