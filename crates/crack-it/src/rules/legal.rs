//! The legal actions of a seat of Crack It.

use super::*;

impl CrackIt {
    /// Every action `seat` may take now (`Game::legal_actions`).
    pub(super) fn legal(&self, seat: SeatId) -> Vec<Action> {
        if !self.to_decide().contains(&seat) {
            return vec![];
        }
        let mut candidates: Vec<Action> = Vec::new();
        let hand = &self.players[seat.index()].hand;
        let rivals: Vec<SeatId> = self.around(seat, seat);
        match &self.phase {
            Phase::Arranging => {
                for order in [
                    [0, 1, 2],
                    [0, 2, 1],
                    [1, 0, 2],
                    [1, 2, 0],
                    [2, 0, 1],
                    [2, 1, 0],
                ] {
                    candidates.push(Action::Arrange { order });
                }
            }
            Phase::Window(_) => {
                candidates.push(Action::Pass);
                for (i, _) in hand
                    .iter()
                    .enumerate()
                    .filter(|&(_, &r)| r == ResourceCard::Prohibition)
                {
                    candidates.push(Action::Prohibit { card: i as u8 });
                }
            }
            Phase::ClueChoice { values, .. } => {
                for &value in values {
                    for &rival in &rivals {
                        candidates.push(Action::TakeDial { value, rival });
                    }
                }
            }
            Phase::Turn => {
                candidates.push(Action::EndTurn);
                for (i, &card) in hand.iter().enumerate() {
                    let card_index = i as u8;
                    match card {
                        ResourceCard::Dial(_) => {
                            for &rival in &rivals {
                                candidates.push(Action::Dial {
                                    card: card_index,
                                    rival,
                                });
                            }
                        }
                        ResourceCard::Clue => {
                            candidates.push(Action::Clue {
                                card: card_index,
                                source: ClueSource::DiscardPile,
                            });
                            for &p in &rivals {
                                candidates.push(Action::Clue {
                                    card: card_index,
                                    source: ClueSource::Player(p),
                                });
                            }
                        }
                        ResourceCard::Block => {
                            for &rival in &rivals {
                                candidates.push(Action::Block {
                                    card: card_index,
                                    rival,
                                });
                            }
                        }
                        ResourceCard::Reset => candidates.push(Action::Reset { card: card_index }),
                        ResourceCard::CrackIt => {
                            for &rival in &rivals {
                                candidates.push(Action::CrackIt {
                                    card: card_index,
                                    rival,
                                });
                            }
                        }
                        ResourceCard::MasterCrackIt => {
                            candidates.push(Action::MasterCrackIt { card: card_index })
                        }
                        ResourceCard::Prohibition => {}
                    }
                }
            }
            Phase::GameOver => {}
        }
        let mut legal: Vec<Action> = candidates
            .into_iter()
            .filter(|a| self.clone().apply(seat, a).is_ok())
            .collect();
        if self.phase == Phase::Turn {
            legal.extend(self.legal_discards(seat));
        }
        legal
    }

    /// Every discard `seat` may make now: any cards of the hand, none included, named in any
    /// order. Orders of the same cards do the same, so each set of cards is tried once.
    pub(super) fn legal_discards(&self, seat: SeatId) -> Vec<Action> {
        let n = self.players[seat.index()].hand.len();
        (0u32..1 << n)
            .map(|set| {
                (0..n as u8)
                    .filter(|&i| set & 1 << i != 0)
                    .collect::<Vec<u8>>()
            })
            .filter(|cards| {
                let action = Action::Discard {
                    cards: cards.clone(),
                };
                self.clone().apply(seat, &action).is_ok()
            })
            .flat_map(|cards| orders(&cards))
            .map(|cards| Action::Discard { cards })
            .collect()
    }
}

/// Every order of `items`.
fn orders(items: &[u8]) -> Vec<Vec<u8>> {
    if items.is_empty() {
        return vec![vec![]];
    }
    (0..items.len())
        .flat_map(|i| {
            let mut rest = items.to_vec();
            let first = rest.remove(i);
            orders(&rest).into_iter().map(move |mut order| {
                order.insert(0, first);
                order
            })
        })
        .collect()
}
