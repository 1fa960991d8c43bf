//! Physical components more than one game uses: a deck of cards and a die.

use crate::chance::{Chance, ChanceError};
use serde::{Deserialize, Serialize};

/// A face-down pile of cards; the top is the end of the vector.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck<T> {
    cards: Vec<T>,
}

impl<T> Default for Deck<T> {
    fn default() -> Self {
        Deck { cards: Vec::new() }
    }
}

impl<T> Deck<T> {
    /// A pile in the given order, the last card on top.
    pub fn new(cards: Vec<T>) -> Self {
        Deck { cards }
    }

    /// A pile shuffled by the table's chance source.
    pub fn shuffled(mut cards: Vec<T>, chance: &mut Chance) -> Result<Self, ChanceError> {
        chance.shuffle(&mut cards)?;
        Ok(Deck { cards })
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<T> {
        self.cards.pop()
    }

    /// The top card, without taking it.
    pub fn peek(&self) -> Option<&T> {
        self.cards.last()
    }

    /// Lays a card on top.
    pub fn put_top(&mut self, card: T) {
        self.cards.push(card);
    }

    /// Slides a card under the pile.
    pub fn put_bottom(&mut self, card: T) {
        self.cards.insert(0, card);
    }

    /// Shuffles the pile in place.
    pub fn shuffle(&mut self, chance: &mut Chance) -> Result<(), ChanceError> {
        chance.shuffle(&mut self.cards)
    }

    /// The cards, bottom first.
    pub fn cards(&self) -> &[T] {
        &self.cards
    }
}

/// A die with faces `1..=sides`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    pub sides: u32,
}

impl Die {
    pub const D6: Die = Die { sides: 6 };

    /// Rolls the die through the table's chance source.
    pub fn roll(self, chance: &mut Chance) -> Result<u32, ChanceError> {
        chance.roll(self.sides)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ChanceScript;

    #[test]
    fn a_deck_draws_from_the_top_and_takes_cards_under_it() {
        let mut deck = Deck::new(vec![1, 2, 3]);
        assert_eq!(deck.draw(), Some(3));
        deck.put_bottom(9);
        deck.put_top(7);
        assert_eq!(deck.cards(), &[9, 1, 2, 7]);
        assert_eq!(deck.peek(), Some(&7));
        assert_eq!(deck.len(), 4);
    }

    #[test]
    fn a_die_rolls_through_chance() {
        let mut chance = Chance::scripted(ChanceScript {
            outcomes: [4].into(),
            ..Default::default()
        });
        assert_eq!(Die::D6.roll(&mut chance), Ok(4));
        assert!(Die::D6.roll(&mut chance).is_err());
    }
}
