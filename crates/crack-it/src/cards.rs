//! Crack It's components (`assets/i18n/en/rules/crack-it.md`, "The cards": the resource deck, a ruling), kept as data in
//! `assets/crack-it/deck.json`.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A resource card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResourceCard {
    /// A dial card, 0-9: narrows a rival's digit.
    Dial(u8),
    /// Interrupts an action card (or another Prohibition).
    Prohibition,
    Clue,
    Block,
    Reset,
    CrackIt,
    MasterCrackIt,
}

impl ResourceCard {
    /// Clue, Block, Reset, CRACK IT and Master CRACK IT: played in a turn, open to Prohibitions.
    pub fn is_action(self) -> bool {
        !matches!(self, ResourceCard::Dial(_) | ResourceCard::Prohibition)
    }

    pub fn name(self) -> String {
        match self {
            ResourceCard::Dial(d) => format!("dial {d}"),
            ResourceCard::Prohibition => "Prohibition".into(),
            ResourceCard::Clue => "Clue".into(),
            ResourceCard::Block => "Block".into(),
            ResourceCard::Reset => "Reset".into(),
            ResourceCard::CrackIt => "CRACK IT".into(),
            ResourceCard::MasterCrackIt => "Master CRACK IT".into(),
        }
    }

    /// The key of the card's name in the game's translation files
    /// (`assets/i18n/<language>/crack-it.ftl`); a dial card's message takes its `value`.
    pub fn message_key(self) -> &'static str {
        match self {
            ResourceCard::Dial(_) => "crack-it-card-dial",
            ResourceCard::Prohibition => "crack-it-card-prohibition",
            ResourceCard::Clue => "crack-it-card-clue",
            ResourceCard::Block => "crack-it-card-block",
            ResourceCard::Reset => "crack-it-card-reset",
            ResourceCard::CrackIt => "crack-it-card-crack-it",
            ResourceCard::MasterCrackIt => "crack-it-card-master-crack-it",
        }
    }
}

/// The counts in the data file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Components {
    pub combination_copies: u8,
    pub dial_copies: u8,
    pub actions: ActionCounts,
    pub victory_cards: u8,
    pub infamy_tokens: u8,
    pub prestige_tokens: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ActionCounts {
    pub prohibition: u8,
    pub clue: u8,
    pub block: u8,
    pub reset: u8,
    pub crack_it: u8,
    pub master_crack_it: u8,
}

/// The box's contents.
pub fn components() -> &'static Components {
    static BOX: OnceLock<Components> = OnceLock::new();
    BOX.get_or_init(|| {
        serde_json::from_str(include_str!("../../../assets/crack-it/deck.json"))
            .expect("the deck shipped with the game is valid JSON")
    })
}

/// The 30 combination cards: digits 0-9, three of each.
pub fn combination_cards() -> Vec<u8> {
    (0..10)
        .flat_map(|d| std::iter::repeat_n(d, usize::from(components().combination_copies)))
        .collect()
}

/// The 64 resource cards.
pub fn resource_cards() -> Vec<ResourceCard> {
    let c = components();
    let a = &c.actions;
    let mut cards: Vec<ResourceCard> = (0..10)
        .flat_map(|d| std::iter::repeat_n(ResourceCard::Dial(d), usize::from(c.dial_copies)))
        .collect();
    for (card, count) in [
        (ResourceCard::Prohibition, a.prohibition),
        (ResourceCard::Clue, a.clue),
        (ResourceCard::Block, a.block),
        (ResourceCard::Reset, a.reset),
        (ResourceCard::CrackIt, a.crack_it),
        (ResourceCard::MasterCrackIt, a.master_crack_it),
    ] {
        cards.extend(std::iter::repeat_n(card, usize::from(count)));
    }
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ruling_2_the_box_holds_95_cards_and_24_tokens() {
        assert_eq!(combination_cards().len(), 30);
        let resources = resource_cards();
        assert_eq!(resources.len(), 64);
        let count = |r: ResourceCard| resources.iter().filter(|&&x| x == r).count();
        assert_eq!(
            resources
                .iter()
                .filter(|r| matches!(r, ResourceCard::Dial(_)))
                .count(),
            30
        );
        assert_eq!(count(ResourceCard::Prohibition), 10);
        assert_eq!(count(ResourceCard::Clue), 6);
        assert_eq!(count(ResourceCard::Block), 5);
        assert_eq!(count(ResourceCard::Reset), 5);
        assert_eq!(count(ResourceCard::CrackIt), 6);
        assert_eq!(count(ResourceCard::MasterCrackIt), 2);
        let c = components();
        assert_eq!(30 + 64 + usize::from(c.victory_cards), 95);
        assert_eq!(c.infamy_tokens + c.prestige_tokens, 24);
    }
}
