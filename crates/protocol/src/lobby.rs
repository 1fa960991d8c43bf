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

/// A player's name, as a seat is called by everyone at the match: 1 to
/// [`PlayerName::MAX_CHARS`] characters once trimmed, none of them a control character. Only
/// a name: two players may share one, and a seat is held by its token, never by its name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PlayerName(String);

impl PlayerName {
    /// The longest name, in characters.
    pub const MAX_CHARS: usize = 24;

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for PlayerName {
    type Err = String;

    /// `text` trimmed, if it is a name; else why not, in words a player reads.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let name = text.trim();
        let chars = name.chars().count();
        if chars == 0 {
            return Err("a name needs at least one letter".to_string());
        }
        if chars > Self::MAX_CHARS {
            return Err(format!(
                "a name is {} characters at most; this one has {chars}",
                Self::MAX_CHARS
            ));
        }
        if name.chars().any(char::is_control) {
            return Err("a name cannot hold control characters".to_string());
        }
        Ok(PlayerName(name.to_string()))
    }
}

impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for PlayerName {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<PlayerName> for String {
    fn from(name: PlayerName) -> String {
        name.0
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

impl InviteCode {
    /// The path of the invite link: the web build, served by the same server, opens it on
    /// the join of this match.
    pub fn link(&self) -> String {
        format!("/?join={}", self.0)
    }
}

/// What happens when a seat's time for a move runs out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WhenLate {
    /// Nothing: the match waits for the seat (the list and views show it is late).
    #[default]
    Wait,
    /// A computer plays that one move for the seat, from the seat's observation.
    Computer,
}

/// A match's clock, chosen when it is created: each move of a human seat has
/// `per_move_seconds` (minutes for a match played in one sitting, days for one played apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    pub per_move_seconds: u64,
    #[serde(default)]
    pub when_late: WhenLate,
    /// The level of the computer that plays a late move (with `when_late: computer`;
    /// `normal` if not given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<BotLevel>,
}

impl Clock {
    /// The longest time a move may have: 60 days.
    pub const MAX_SECONDS: u64 = 60 * 24 * 60 * 60;

    /// Refuses a clock out of bounds, or a level with nothing to play.
    pub fn check(&self) -> Result<(), crate::Refusal> {
        let refused = |why: String| Err(crate::Refusal::new(crate::ErrorCode::BadClock, why));
        if !(1..=Self::MAX_SECONDS).contains(&self.per_move_seconds) {
            return refused(format!(
                "a move may have 1 to {} seconds (60 days), not {}",
                Self::MAX_SECONDS,
                self.per_move_seconds
            ));
        }
        if self.when_late == WhenLate::Wait && self.level.is_some() {
            return refused(
                "a computer level is for `when_late: computer`; with `wait` no computer plays"
                    .to_string(),
            );
        }
        Ok(())
    }

    /// The level of the computer that plays a late move, if one does.
    pub fn late_level(&self) -> Option<BotLevel> {
        (self.when_late == WhenLate::Computer).then(|| self.level.unwrap_or_default())
    }
}

/// `POST /api/matches`: a new match. The game's options are its own JSON (`null` or missing
/// for its defaults). Without a clock a match is untimed. A `webhook` (an `http://` URL) is
/// told when the creator's seat comes to decide.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateMatch {
    pub version: u32,
    pub game: String,
    #[serde(default)]
    pub options: Value,
    pub seats: Vec<SeatChoice>,
    #[serde(default)]
    pub clock: Option<Clock>,
    #[serde(default)]
    pub webhook: Option<String>,
    /// The creator's name, shown to everyone at the match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<PlayerName>,
}

/// The answer to [`CreateMatch`]: the code to pass on to friends, and the creator's seat and
/// its token (the only copy: the server keeps a hash). `invite` is the link's path
/// (`/?join=CODE`), on the server's own address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Created {
    pub code: InviteCode,
    pub seat: SeatId,
    pub token: String,
    pub invite: String,
}

/// `POST /api/join`: take the first open seat of the match with this code (and have
/// `webhook` told when it comes to decide).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinMatch {
    pub version: u32,
    pub code: String,
    #[serde(default)]
    pub webhook: Option<String>,
    /// The joining player's name, shown to everyone at the match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<PlayerName>,
}

/// The answer to [`JoinMatch`] (and to [`AskRematch`]): the seat taken and its token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    pub code: InviteCode,
    pub game: String,
    pub seat: SeatId,
    pub token: String,
    pub invite: String,
}

/// `POST /api/webhook`: the seat of `token` is told at `webhook` when it comes to decide
/// from now on (`null`: no longer told).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetWebhook {
    pub version: u32,
    pub token: String,
    pub webhook: Option<String>,
}

/// The answer to [`SetWebhook`]: the seat and its webhook now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WebhookSet {
    pub code: InviteCode,
    pub seat: SeatId,
    pub webhook: Option<String>,
}

/// `POST /api/rematch`: once a match is over, the seat of `token` takes its seat in the
/// rematch (the same game, options, seats and clock), which the first to ask creates. The
/// answer is a [`Joined`] with the rematch's code and the seat's new token; asked again, the
/// seat's token is given anew (the last one holds it). The seat's webhook goes on unless
/// another is given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AskRematch {
    pub version: u32,
    pub token: String,
    #[serde(default)]
    pub webhook: Option<String>,
    /// The seat's name in the rematch; its name in the match, if none is given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<PlayerName>,
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
    /// Who plays each seat (a human or a computer level), for a waiting room to show.
    #[serde(default)]
    pub seats: Vec<SeatKind>,
    /// Each seat's player's name, by seat (none for a computer's, an open seat, or a player
    /// who gave none).
    #[serde(default)]
    pub names: Vec<Option<PlayerName>>,
    pub finished: bool,
    /// The match's clock, if it has one.
    #[serde(default)]
    pub clock: Option<Clock>,
    /// When the time for the move runs out, in seconds since 1970: the seat's own if it is
    /// to decide, else the first of those to decide. None without a clock, while a seat is
    /// still open (the clock starts once every seat is taken), or once the match is over.
    #[serde(default)]
    pub deadline: Option<u64>,
    /// Seconds until that deadline (0 once it is past).
    #[serde(default)]
    pub seconds_left: Option<u64>,
    /// The rematch's code, once a seat has asked for one.
    #[serde(default)]
    pub rematch: Option<InviteCode>,
    /// The seat that asked for the rematch first: it offers it to the others.
    #[serde(default)]
    pub rematch_by: Option<SeatId>,
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
    fn a_name_is_trimmed_and_refused_with_the_reason() {
        let name: PlayerName = serde_json::from_str(r#"" Núria ""#).unwrap();
        assert_eq!(name.as_str(), "Núria");
        assert_eq!(
            "x".repeat(24).parse::<PlayerName>().unwrap().as_str().len(),
            24
        );
        for (bad, why) in [
            ("   ", "at least one letter"),
            (&"é".repeat(25), "24 characters at most; this one has 25"),
            ("Ann\u{7}", "control characters"),
            ("Ann\nBob", "control characters"),
        ] {
            let refused = bad.parse::<PlayerName>().unwrap_err();
            assert!(refused.contains(why), "{bad:?}: {refused}");
        }
        let join: Result<JoinMatch, _> =
            serde_json::from_str(r#"{"version": 1, "code": "ACDEFH", "name": ""}"#);
        assert!(
            join.unwrap_err()
                .to_string()
                .contains("at least one letter")
        );
    }

    #[test]
    fn invite_codes_are_read_leniently_and_only_from_the_alphabet() {
        assert_eq!("acd-efh".parse::<InviteCode>().unwrap().as_str(), "ACDEFH");
        assert!("ACDEF".parse::<InviteCode>().is_err());
        assert!("ACDEF0".parse::<InviteCode>().is_err());
        assert!("ACDEFO".parse::<InviteCode>().is_err());
        let code = InviteCode::from_indices([0, 1, 2, 3, 4, 255]);
        assert_eq!(code.as_str().parse::<InviteCode>().unwrap(), code);
        assert_eq!(code.link(), format!("/?join={code}"));
    }

    #[test]
    fn clocks_read_with_their_defaults_and_refuse_what_cannot_be() {
        let clock: Clock = serde_json::from_str(r#"{"per_move_seconds": 60}"#).unwrap();
        assert_eq!(clock.when_late, WhenLate::Wait);
        assert_eq!(clock.late_level(), None);
        assert!(clock.check().is_ok());
        let clock: Clock =
            serde_json::from_str(r#"{"per_move_seconds": 86400, "when_late": "computer"}"#)
                .unwrap();
        assert_eq!(clock.late_level(), Some(BotLevel::Normal));
        let clock: Clock = serde_json::from_str(
            r#"{"per_move_seconds": 5, "when_late": "computer", "level": "hard"}"#,
        )
        .unwrap();
        assert_eq!(clock.late_level(), Some(BotLevel::Hard));
        for bad in [
            r#"{"per_move_seconds": 0}"#,
            r#"{"per_move_seconds": 5184001}"#,
            r#"{"per_move_seconds": 5, "level": "easy"}"#,
        ] {
            let clock: Clock = serde_json::from_str(bad).unwrap();
            assert_eq!(
                clock.check().unwrap_err().code,
                crate::ErrorCode::BadClock,
                "{bad}"
            );
        }
        for unreadable in [
            r#"{"per_move_seconds": -1}"#,
            r#"{"per_move_seconds": 5, "when_late": "pass"}"#,
            r#"{"per_move_seconds": 5, "when_late": "computer", "level": "expert"}"#,
            r#"{"minutes": 5}"#,
        ] {
            assert!(
                serde_json::from_str::<Clock>(unreadable).is_err(),
                "{unreadable}"
            );
        }
    }
}
