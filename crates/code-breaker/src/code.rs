//! Pegs, codes and the key-peg answer to a guess (`assets/i18n/en/rules/code-breaker.md`).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Holes in a row, and pegs in a code.
pub const CODE_LENGTH: usize = 5;

/// A code peg: one of the 8 colours, or, in the advanced game, an empty hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Peg {
    Black,
    White,
    Red,
    Blue,
    Green,
    Yellow,
    Pink,
    Orange,
    /// **Ruling:** an empty hole scores like a ninth colour (advanced game only).
    Empty,
}

impl Peg {
    /// The 8 colours of the box, in palette order.
    pub const COLOURS: [Peg; 8] = [
        Peg::Black,
        Peg::White,
        Peg::Red,
        Peg::Blue,
        Peg::Green,
        Peg::Yellow,
        Peg::Pink,
        Peg::Orange,
    ];
    /// The colours and the empty hole: what an advanced code is made of.
    pub const ALL: [Peg; 9] = [
        Peg::Black,
        Peg::White,
        Peg::Red,
        Peg::Blue,
        Peg::Green,
        Peg::Yellow,
        Peg::Pink,
        Peg::Orange,
        Peg::Empty,
    ];

    /// 0..=8, palette order.
    pub fn index(self) -> u8 {
        self as u8
    }

    pub fn from_index(index: u8) -> Option<Peg> {
        Peg::ALL.get(usize::from(index)).copied()
    }

    pub fn name(self) -> &'static str {
        match self {
            Peg::Black => "black",
            Peg::White => "white",
            Peg::Red => "red",
            Peg::Blue => "blue",
            Peg::Green => "green",
            Peg::Yellow => "yellow",
            Peg::Pink => "pink",
            Peg::Orange => "orange",
            Peg::Empty => "empty",
        }
    }

    /// One letter per peg, used in compact codes like `RGBYK`: K black, W white, R red,
    /// B blue, G green, Y yellow, P pink, O orange, `-` empty.
    pub fn letter(self) -> char {
        match self {
            Peg::Black => 'K',
            Peg::White => 'W',
            Peg::Red => 'R',
            Peg::Blue => 'B',
            Peg::Green => 'G',
            Peg::Yellow => 'Y',
            Peg::Pink => 'P',
            Peg::Orange => 'O',
            Peg::Empty => '-',
        }
    }

    pub fn from_letter(letter: char) -> Option<Peg> {
        Peg::ALL
            .into_iter()
            .find(|peg| peg.letter() == letter.to_ascii_uppercase())
    }
}

/// Five pegs, left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Code(pub [Peg; CODE_LENGTH]);

/// Why a text is not a code.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CodeParseError {
    #[error("a code has {CODE_LENGTH} pegs, `{0}` has {1}")]
    Length(String, usize),
    #[error("`{0}` is not a peg: use K W R B G Y P O for the colours and - for an empty hole")]
    Letter(char),
}

impl codebreakers_kernel::ToWords for CodeParseError {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            CodeParseError::Length(text, count) => words!(
                "code-breaker-error-code-length",
                text = text,
                length = CODE_LENGTH,
                count = *count
            ),
            CodeParseError::Letter(letter) => {
                words!(
                    "code-breaker-error-code-letter",
                    letter = letter.to_string()
                )
            }
        }
    }
}

impl Code {
    /// Whether every peg differs from the others (the standard game's codes and guesses).
    pub fn has_distinct_colours(&self) -> bool {
        (0..CODE_LENGTH).all(|i| (i + 1..CODE_LENGTH).all(|j| self.0[i] != self.0[j]))
    }

    pub fn has_empty_hole(&self) -> bool {
        self.0.contains(&Peg::Empty)
    }

    /// The key pegs the Maker answers when this code is the secret and `guess` is guessed:
    /// a black for each peg of the right colour in the right place, a white for each further
    /// peg of a right colour in a wrong place (`assets/i18n/en/rules/code-breaker.md`, "Key pegs": the English convention).
    pub fn score(&self, guess: &Code) -> Feedback {
        let mut secret_counts = [0u8; 9];
        let mut guess_counts = [0u8; 9];
        let mut black = 0;
        for (s, g) in self.0.iter().zip(guess.0.iter()) {
            if s == g {
                black += 1;
            } else {
                secret_counts[usize::from(s.index())] += 1;
                guess_counts[usize::from(g.index())] += 1;
            }
        }
        let white = secret_counts
            .iter()
            .zip(guess_counts.iter())
            .map(|(a, b)| a.min(b))
            .sum();
        Feedback { black, white }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0
            .iter()
            .try_for_each(|peg| write!(f, "{}", peg.letter()))
    }
}

impl FromStr for Code {
    type Err = CodeParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let letters: Vec<char> = s.trim().chars().collect();
        if letters.len() != CODE_LENGTH {
            return Err(CodeParseError::Length(s.to_string(), letters.len()));
        }
        let mut pegs = [Peg::Empty; CODE_LENGTH];
        for (peg, &letter) in pegs.iter_mut().zip(letters.iter()) {
            *peg = Peg::from_letter(letter).ok_or(CodeParseError::Letter(letter))?;
        }
        Ok(Code(pegs))
    }
}

impl TryFrom<String> for Code {
    type Error = CodeParseError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Code> for String {
    fn from(code: Code) -> String {
        code.to_string()
    }
}

/// The key pegs of one row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Feedback {
    pub black: u8,
    pub white: u8,
}

impl Feedback {
    pub fn is_solved(self) -> bool {
        usize::from(self.black) == CODE_LENGTH
    }
}

/// A peg's colour in running text, e.g. `red` (`empty` for the empty hole).
impl codebreakers_kernel::ToWords for Peg {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            Peg::Black => words!("code-breaker-peg-black"),
            Peg::White => words!("code-breaker-peg-white"),
            Peg::Red => words!("code-breaker-peg-red"),
            Peg::Blue => words!("code-breaker-peg-blue"),
            Peg::Green => words!("code-breaker-peg-green"),
            Peg::Yellow => words!("code-breaker-peg-yellow"),
            Peg::Pink => words!("code-breaker-peg-pink"),
            Peg::Orange => words!("code-breaker-peg-orange"),
            Peg::Empty => words!("code-breaker-peg-empty"),
        }
    }
}

/// The colours of a code in running text, e.g. `red, green, blue, yellow, black`.
impl codebreakers_kernel::ToWords for Code {
    fn words(&self) -> codebreakers_kernel::Words {
        let [a, b, c, d, e] = self.0.map(|peg| peg.words());
        codebreakers_kernel::words!(
            "code-breaker-code",
            peg1 = a,
            peg2 = b,
            peg3 = c,
            peg4 = d,
            peg5 = e
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(s: &str) -> Code {
        s.parse().unwrap()
    }

    #[test]
    fn rule_4_black_for_right_colour_right_place_white_for_right_colour_wrong_place() {
        // Ruling: the English convention (the French text swaps the colours).
        assert_eq!(
            code("RGBYK").score(&code("RGBYK")),
            Feedback { black: 5, white: 0 }
        );
        assert_eq!(
            code("RGBYK").score(&code("GRBYK")),
            Feedback { black: 3, white: 2 }
        );
        assert_eq!(
            code("RGBYK").score(&code("WPOKR")),
            Feedback { black: 0, white: 2 }
        );
        assert_eq!(
            code("RGBYK").score(&code("WPOGK")),
            Feedback { black: 1, white: 1 }
        );
    }

    #[test]
    fn rule_4_a_peg_earns_at_most_one_key_peg() {
        assert_eq!(
            code("RRGGB").score(&code("RRRRR")),
            Feedback { black: 2, white: 0 }
        );
        assert_eq!(
            code("RBGKW").score(&code("BRRRR")),
            Feedback { black: 0, white: 2 }
        );
        assert_eq!(
            code("RRBBG").score(&code("BBRRY")),
            Feedback { black: 0, white: 4 }
        );
    }

    #[test]
    fn ruling_4_an_empty_hole_scores_like_a_ninth_colour() {
        assert_eq!(
            code("R--GB").score(&code("R--GB")),
            Feedback { black: 5, white: 0 }
        );
        assert_eq!(
            code("R-G-B").score(&code("-R-GB")),
            Feedback { black: 1, white: 4 }
        );
        assert_eq!(
            code("RGBYK").score(&code("-----")),
            Feedback { black: 0, white: 0 }
        );
    }

    #[test]
    fn codes_read_and_write_as_letters() {
        let c = code("KWRBG");
        assert_eq!(c.to_string(), "KWRBG");
        assert_eq!(code("ypo-k").to_string(), "YPO-K");
        assert!(matches!(
            "RGB".parse::<Code>(),
            Err(CodeParseError::Length(..))
        ));
        assert_eq!("RGBYX".parse::<Code>(), Err(CodeParseError::Letter('X')));
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"KWRBG\"");
        assert!(serde_json::from_str::<Code>("\"KWRBZ\"").is_err());
    }
}
