//! The end of a turn, of a game and of a match of Crack It, and its scores.

use super::*;

impl CrackIt {
    pub(super) fn draw_combination(&mut self) -> Result<u8, RuleError> {
        if self.combination_pile.is_empty() {
            let cards = std::mem::take(&mut self.combination_discard);
            self.combination_pile = Deck::shuffled(cards, &mut self.chance)?;
        }
        Ok(self
            .combination_pile
            .draw()
            .expect("combination cards are never all in play"))
    }

    /// The game ends when at most one player has an undiscovered digit.
    pub(super) fn check_end(&mut self) -> Result<Vec<Event>, RuleError> {
        let left: Vec<SeatId> = (0..self.players.len())
            .filter(|&i| self.players[i].next_undiscovered().is_some())
            .map(|i| SeatId(i as u8))
            .collect();
        if left.len() > 1 {
            return Ok(vec![]);
        }
        let last = left.first().copied();
        let mut events = vec![Event::GameEnded {
            game: self.game,
            last,
        }];
        match self.options.mode {
            Mode::KingOfThieves => {
                self.victory = last;
                events.push(self.game_over());
            }
            Mode::KingOfSafes => {
                // The last player with an undiscovered digit returns one infamy token.
                if let Some(last) = last {
                    events.extend(self.tokens(last, -1, 0));
                }
                if self.game == 1 {
                    self.game = 2;
                    self.current = SeatId(((self.current.index() + 1) % self.players.len()) as u8);
                    // Reshuffle and deal anew; tokens are kept.
                    self.deal()?;
                    events.push(Event::NewGame { game: 2 });
                } else {
                    events.push(self.game_over());
                }
            }
        }
        Ok(events)
    }

    /// Final scores: King of Thieves, 1 for the winner; King of Safes, prestige +2 and
    /// infamy -1 each.
    pub fn scores(&self) -> Vec<i64> {
        match self.options.mode {
            Mode::KingOfThieves => (0..self.players.len())
                .map(|i| i64::from(self.victory == Some(SeatId(i as u8))))
                .collect(),
            Mode::KingOfSafes => self
                .players
                .iter()
                .map(|p| 2 * i64::from(p.prestige) - i64::from(p.infamy))
                .collect(),
        }
    }

    /// Highest score; tie: more prestige; still tied: shared.
    pub(super) fn winners(&self) -> Vec<SeatId> {
        let scores = self.scores();
        let key = |i: usize| (scores[i], self.players[i].prestige);
        let best = (0..self.players.len()).map(key).max().unwrap_or((0, 0));
        (0..self.players.len())
            .filter(|&i| key(i) == best)
            .map(|i| SeatId(i as u8))
            .collect()
    }

    pub(super) fn game_over(&mut self) -> Event {
        self.phase = Phase::GameOver;
        Event::GameOver {
            winners: self.winners(),
            scores: self.scores(),
        }
    }

    /// Refill to five (reshuffling the discard pile into a new pile when it runs out) and
    /// pass the turn to the next player still in.
    pub(super) fn end_turn(&mut self) -> Result<Vec<Event>, RuleError> {
        let seat = self.current;
        let mut events = Vec::new();
        let mut drawn = 0;
        while self.players[seat.index()].hand.len() < HAND {
            if self.pile.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                let cards = std::mem::take(&mut self.discard);
                self.pile = Deck::shuffled(cards, &mut self.chance)?;
                events.push(Event::Reshuffled);
            }
            let card = self.pile.draw().expect("not empty");
            self.players[seat.index()].hand.push(card);
            drawn += 1;
        }
        events.insert(0, Event::Refilled { seat, count: drawn });
        self.current = self.around(seat, seat).first().copied().unwrap_or(seat);
        self.turn = TurnState::default();
        events.push(Event::TurnStarted { seat: self.current });
        Ok(events)
    }
}
