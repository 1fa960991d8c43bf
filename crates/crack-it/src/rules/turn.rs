//! A turn of Crack It: laying out the combination, and the actions of a turn.

use super::*;

impl CrackIt {
    pub(super) fn arrange(
        &mut self,
        seat: SeatId,
        order: [u8; DIGITS],
    ) -> Result<Vec<Event>, RuleError> {
        let mut seen = [false; DIGITS];
        for &i in &order {
            let slot = seen.get_mut(usize::from(i)).ok_or(RuleError::BadOrder)?;
            if *slot {
                return Err(RuleError::BadOrder);
            }
            *slot = true;
        }
        let player = &mut self.players[seat.index()];
        let dealt = player.combination.clone();
        player.combination = order
            .iter()
            .map(|&i| dealt[usize::from(i)].clone())
            .collect();
        player.arranged = true;
        let mut events = vec![Event::Arranged { seat }];
        if self.players.iter().all(|p| p.arranged) {
            self.phase = Phase::Turn;
            self.turn = TurnState::default();
            events.push(Event::TurnStarted { seat: self.current });
        }
        Ok(events)
    }

    pub(super) fn turn_action(
        &mut self,
        seat: SeatId,
        action: &Action,
    ) -> Result<Vec<Event>, RuleError> {
        let uses_card = !matches!(action, Action::Discard { .. } | Action::EndTurn);
        if uses_card && self.turn.locked {
            return Err(RuleError::Locked);
        }
        // Anything but the bonus dial gives the CLICK bonus up.
        let bonus = self.turn.bonus;
        match action {
            Action::Dial { card, rival } => {
                if self.hand_card(seat, *card)?.dial_value().is_none() {
                    return Err(RuleError::WrongCard("dial card".into()));
                }
                let on_bonus = match bonus {
                    Some(b) if b == *rival => true,
                    Some(_) if self.turn.narrowed => return Err(RuleError::BonusRival),
                    _ if self.turn.narrowed => return Err(RuleError::AlreadyNarrowed),
                    _ => false,
                };
                let target = self.rival(seat, *rival)?;
                if target.next_undiscovered().is_none() {
                    return Err(RuleError::NothingToDiscover);
                }
                let value = self.spend(seat, *card).dial_value().expect("checked");
                self.turn.used = true;
                self.turn.bonus = None;
                if !on_bonus {
                    self.turn.narrowed = true;
                }
                self.narrow(seat, *rival, value)
            }
            Action::Clue { card, source } => {
                self.expect_card(seat, *card, ResourceCard::Clue, "Clue")?;
                // Another player's hand: not one's own, nor that of a player who is out.
                if let ClueSource::Player(p) = source {
                    self.rival(seat, *p)?;
                }
                self.open_window(seat, *card, Pending::Clue { source: *source })
            }
            Action::Block { card, rival } => {
                self.expect_card(seat, *card, ResourceCard::Block, "Block")?;
                if self.rival(seat, *rival)?.block_target().is_none() {
                    return Err(RuleError::NothingToBlock);
                }
                self.open_window(seat, *card, Pending::Block { rival: *rival })
            }
            Action::Reset { card } => {
                self.expect_card(seat, *card, ResourceCard::Reset, "Reset")?;
                if self.is_final_duel() {
                    return Err(RuleError::FinalDuel);
                }
                if self.players[seat.index()].reset_target().is_none() {
                    return Err(RuleError::NothingToReset);
                }
                self.open_window(seat, *card, Pending::Reset)
            }
            Action::CrackIt { card, rival } => {
                self.expect_card(seat, *card, ResourceCard::CrackIt, "CRACK IT")?;
                if self.rival(seat, *rival)?.next_undiscovered().is_none() {
                    return Err(RuleError::NothingToDiscover);
                }
                self.turn.locked = true;
                self.open_window(seat, *card, Pending::CrackIt { rival: *rival })
            }
            Action::MasterCrackIt { card } => {
                self.expect_card(seat, *card, ResourceCard::MasterCrackIt, "Master CRACK IT")?;
                if self.rivals_with_digits(seat).is_empty() {
                    return Err(RuleError::NothingToDiscover);
                }
                self.turn.locked = true;
                self.open_window(seat, *card, Pending::MasterCrackIt)
            }
            Action::Discard { cards } => {
                if self.turn.used {
                    return Err(RuleError::AlreadyUsed);
                }
                let twice = (0..cards.len()).find(|&i| cards[..i].contains(&cards[i]));
                if let Some(i) = twice {
                    return Err(RuleError::CardNamedTwice(cards[i]));
                }
                let mut indices = cards.clone();
                indices.sort_unstable();
                for &i in indices.iter().rev() {
                    self.hand_card(seat, i)?;
                    self.spend(seat, i);
                }
                let mut events = vec![Event::Discarded {
                    seat,
                    count: indices.len() as u8,
                }];
                events.extend(self.end_turn()?);
                Ok(events)
            }
            Action::EndTurn => self.end_turn(),
            _ => Err(RuleError::NotNow),
        }
    }

    pub(super) fn expect_card(
        &self,
        seat: SeatId,
        card: u8,
        wanted: ResourceCard,
        name: &'static str,
    ) -> Result<(), RuleError> {
        if self.hand_card(seat, card)? != wanted {
            return Err(RuleError::WrongCard(name.into()));
        }
        Ok(())
    }

    pub(super) fn rivals_with_digits(&self, seat: SeatId) -> Vec<SeatId> {
        self.around(seat, seat)
            .into_iter()
            .filter(|r| self.players[r.index()].next_undiscovered().is_some())
            .collect()
    }
}
