//! The 22 safe cards (`assets/i18n/en/rules/code-knacker.md`, "The safes": the deck the game uses, a ruling), kept as data in
//! `assets/code-knacker/deck.json`.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A safe card, by its index in the deck file.
pub type CardId = u8;

/// One safe card: a code of 3 to 6 digits (1-5) and its value in millions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SafeCard {
    #[serde(with = "digits")]
    pub code: Vec<u8>,
    pub value: u32,
}

#[derive(Deserialize)]
struct DeckFile {
    cards: Vec<SafeCard>,
}

/// The deck, in the order of the data file.
pub fn cards() -> &'static [SafeCard] {
    static CARDS: OnceLock<Vec<SafeCard>> = OnceLock::new();
    CARDS.get_or_init(|| {
        let file: DeckFile =
            serde_json::from_str(include_str!("../../../assets/code-knacker/deck.json"))
                .expect("the deck shipped with the game is valid JSON");
        file.cards
    })
}

/// The card with this id.
pub fn card(id: CardId) -> &'static SafeCard {
    &cards()[usize::from(id)]
}

/// Codes are written as strings of digits, `"12345"`.
mod digits {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(code: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(
            &code
                .iter()
                .map(|d| char::from(b'0' + d))
                .collect::<String>(),
        )
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        let text = String::deserialize(d)?;
        text.chars()
            .map(|c| match c {
                '1'..='5' => Ok(c as u8 - b'0'),
                _ => Err(D::Error::custom(format!(
                    "a code digit is 1 to 5, not `{c}`"
                ))),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ruling_1_the_deck_has_22_cards_valued_by_their_length() {
        let cards = cards();
        assert_eq!(cards.len(), 22);
        for card in cards {
            assert!((3..=6).contains(&card.code.len()), "{card:?}");
            assert_eq!(card.value as usize, card.code.len() - 1, "{card:?}");
            assert!(card.code.iter().all(|d| (1..=5).contains(d)));
        }
        let by_value = |v| cards.iter().filter(|c| c.value == v).count();
        assert_eq!(
            (by_value(2), by_value(3), by_value(4), by_value(5)),
            (6, 6, 6, 4)
        );
        assert_eq!(card(18).code, vec![1, 2, 3, 4, 5, 1]);
    }

    #[test]
    fn a_digit_outside_1_to_5_is_refused() {
        let error = serde_json::from_str::<SafeCard>(r#"{"code":"126","value":2}"#).unwrap_err();
        assert!(error.to_string().contains("1 to 5"), "{error}");
    }
}
