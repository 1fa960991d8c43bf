//! The lobby, over HTTP with JSON bodies: create a match, join one by its invite code, list
//! one's matches. A seat is held by the token the lobby gives when it is taken.

use codebreakers_kernel::{BotLevel, SeatId, SeatKind};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use std::str::FromStr;

/// Who sits at a seat of a new match; written `me`, `open`, `easy`, `normal` or `hard`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum SeatChoice {
    /// The creator's seat: exactly one per match.
    Me,
    /// A seat for a friend, taken by joining with the invite code.
    Open,
    /// A computer player, playing on the server.
    Computer(BotLevel),
}

impl SeatChoice {
    /// Who plays the seat, as a save names it.
    pub fn kind(self) -> SeatKind {
        match self {
            SeatChoice::Me | SeatChoice::Open => SeatKind::Human,
            SeatChoice::Computer(level) => SeatKind::Computer(level),
        }
    }
}

impl fmt::Display for SeatChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatChoice::Me => f.write_str("me"),
            SeatChoice::Open => f.write_str("open"),
            SeatChoice::Computer(level) => f.write_str(&level.label().to_lowercase()),
        }
    }
}

impl FromStr for SeatChoice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "me" => Ok(SeatChoice::Me),
            "open" => Ok(SeatChoice::Open),
            other => match other.parse::<SeatKind>() {
                Ok(SeatKind::Computer(level)) => Ok(SeatChoice::Computer(level)),
                _ => Err(format!(
                    "unknown seat `{other}`: expected me, open, easy, normal or hard"
                )),
            },
        }
    }
}

impl TryFrom<String> for SeatChoice {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<SeatChoice> for String {
    fn from(choice: SeatChoice) -> String {
        choice.to_string()
    }
}

/// A match's invite code: six letters from [`InviteCode::ALPHABET`], short enough to read
/// aloud and type. Read leniently: case, spaces and dashes do not matter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct InviteCode(String);

impl InviteCode {
    /// Letters no one mistakes for a digit or for each other when written: no B (8), G (6),
    /// I (1), O and Q (0), S (5) or Z (2).
    pub const ALPHABET: &'static [u8] = b"ACDEFHJKLMNPRTUVWXY";
    /// Letters in a code.
    pub const LENGTH: usize = 6;

    /// The code whose letters are the alphabet's at `indices` (each taken modulo its size).
    pub fn from_indices(indices: [u8; Self::LENGTH]) -> Self {
        let letters = indices
            .iter()
            .map(|&i| char::from(Self::ALPHABET[usize::from(i) % Self::ALPHABET.len()]))
            .collect();
        InviteCode(letters)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for InviteCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for InviteCode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let letters: String = s
            .chars()
            .filter(|c| !matches!(c, ' ' | '-'))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let fits =
            letters.len() == Self::LENGTH && letters.bytes().all(|b| Self::ALPHABET.contains(&b));
        if fits {
            Ok(InviteCode(letters))
        } else {
            Err(format!(
                "`{s}` is not an invite code: six letters of {}",
                String::from_utf8_lossy(Self::ALPHABET)
            ))
        }
    }
}

impl TryFrom<String> for InviteCode {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<InviteCode> for String {
    fn from(code: InviteCode) -> String {
        code.0
    }
}

/// `POST /api/matches`: a new match. The game's options are its own JSON (`null` or missing
/// for its defaults).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateMatch {
    pub version: u32,
    pub game: String,
    #[serde(default)]
    pub options: Value,
    pub seats: Vec<SeatChoice>,
}

/// The answer to [`CreateMatch`]: the code to pass on to friends, and the creator's seat and
/// its token (the only copy: the server keeps a hash).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Created {
    pub code: InviteCode,
    pub seat: SeatId,
    pub token: String,
}

/// `POST /api/join`: take the first open seat of the match with this code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinMatch {
    pub version: u32,
    pub code: String,
}

/// The answer to [`JoinMatch`]: the seat taken and its token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    pub code: InviteCode,
    pub game: String,
    pub seat: SeatId,
    pub token: String,
}

/// `POST /api/my-matches`: the matches these tokens hold seats in (tokens of no seat are
/// left out, not refused: a client may keep tokens of matches long gone).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListMatches {
    pub version: u32,
    pub tokens: Vec<String>,
}

/// One of a player's matches, as [`ListMatches`] lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSummary {
    pub code: InviteCode,
    pub game: String,
    /// The seat the token holds.
    pub seat: SeatId,
    /// Actions played so far.
    pub seq: u64,
    pub to_decide: Vec<SeatId>,
    /// Whether the seat is among those to decide.
    pub your_turn: bool,
    /// Seats no one has taken yet.
    pub open_seats: Vec<SeatId>,
    pub finished: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_choices_read_and_write_as_words() {
        for choice in [
            SeatChoice::Me,
            SeatChoice::Open,
            SeatChoice::Computer(BotLevel::Hard),
        ] {
            let text = serde_json::to_string(&choice).unwrap();
            assert_eq!(serde_json::from_str::<SeatChoice>(&text).unwrap(), choice);
        }
        assert_eq!(
            serde_json::from_str::<SeatChoice>("\"easy\"").unwrap(),
            SeatChoice::Computer(BotLevel::Easy)
        );
        assert!(serde_json::from_str::<SeatChoice>("\"human\"").is_err());
    }

    #[test]
    fn invite_codes_are_read_leniently_and_only_from_the_alphabet() {
        assert_eq!("acd-efh".parse::<InviteCode>().unwrap().as_str(), "ACDEFH");
        assert!("ACDEF".parse::<InviteCode>().is_err());
        assert!("ACDEF0".parse::<InviteCode>().is_err());
        assert!("ACDEFO".parse::<InviteCode>().is_err());
        let code = InviteCode::from_indices([0, 1, 2, 3, 4, 255]);
        assert_eq!(code.as_str().parse::<InviteCode>().unwrap(), code);
    }
}
