//! A turn of Passcode: LOCK IN laid, a card drawn and played, the die rolled, a round won.

use super::*;

impl Passcode {
    /// Completing and locking in: once every digit of the code is on the board, the card at
    /// `card` becomes the LOCK IN card, and the turn ends.
    pub(super) fn lay_lock_in(&mut self, seat: SeatId, card: u8) -> Result<Vec<Event>, RuleError> {
        if !self.players[seat.index()].is_complete() {
            return Err(RuleError::CodeNotComplete);
        }
        let card = self.take_from_hand(seat, card)?;
        self.players[seat.index()].lock_in = Some(card);
        let mut events = vec![Event::LockInLaid {
            seat,
            number: card.value(),
        }];
        events.extend(self.next_turn()?);
        Ok(events)
    }

    pub(super) fn take_from_hand(&mut self, seat: SeatId, card: u8) -> Result<Card, RuleError> {
        let hand = &mut self.players[seat.index()].hand;
        if usize::from(card) >= hand.len() {
            return Err(RuleError::NoSuchCard(card));
        }
        Ok(hand.remove(usize::from(card)))
    }

    pub(super) fn draw(&mut self, seat: SeatId, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        let from_discard = action == Action::DrawDiscard;
        let card = if from_discard {
            let card = self.discard.pop().ok_or(RuleError::EmptyDiscard)?;
            if self.discard.is_empty() {
                // The only card was taken: turn over a new one.
                self.start_discard(&mut events)?;
            }
            card
        } else {
            match self.draw_pile(&mut events)? {
                Some(card) => card,
                None => return Err(RuleError::NothingToDraw),
            }
        };
        events.insert(
            0,
            Event::Drew {
                seat,
                from_discard,
                card: Some(card),
            },
        );
        if card == Card::Fail {
            // A FAIL is laid in front at once and ends the turn.
            let player = &mut self.players[seat.index()];
            player.fails.push(card);
            events.push(Event::FailLaid {
                seat,
                fails: player.fails.len() as u8,
            });
            if player.fails.len() >= LOCKOUT_FAILS && player.locked_out == 0 {
                player.locked_out = LOCKOUT_FAILS as u8;
                events.push(Event::LockedOut { seat });
            }
            events.extend(self.next_turn()?);
            return Ok(events);
        }
        self.players[seat.index()].hand.push(card);
        self.phase = Phase::Turn {
            step: Step::Holding,
        };
        Ok(events)
    }

    pub(super) fn play(
        &mut self,
        seat: SeatId,
        card: u8,
        digit: Option<u8>,
    ) -> Result<Vec<Event>, RuleError> {
        let any_order = self.options.any_order;
        let player = &self.players[seat.index()];
        if player.is_complete() {
            return Err(RuleError::CodeComplete);
        }
        let chosen = *player
            .hand
            .get(usize::from(card))
            .ok_or(RuleError::NoSuchCard(card))?;
        let slot = match (any_order, digit) {
            (true, Some(at)) => {
                let at = usize::from(at);
                if player.placed.get(at).is_none_or(Option::is_some) {
                    return Err(RuleError::NoSuchDigit);
                }
                at
            }
            // Digits are played in order, first to last: naming one is an error, not a hint.
            (false, Some(_)) => return Err(RuleError::DigitsInOrder),
            (_, None) => player
                .placed
                .iter()
                .position(Option::is_none)
                .expect("not complete"),
        };
        let wanted = player.code()[slot];
        if !chosen.fits(wanted) {
            return Err(RuleError::DoesNotFit {
                card: chosen,
                digit: wanted,
            });
        }
        let card = self.take_from_hand(seat, card)?;
        let last = self.last_level();
        let player = &mut self.players[seat.index()];
        player.placed[slot] = Some(card);
        let mut events = vec![Event::Played {
            seat,
            card,
            digit: slot as u8,
        }];
        if player.is_complete() {
            events.push(Event::CodeComplete { seat });
            if player.level == last {
                // LEVEL 4 (or the last level of the shorter version): the card in hand is set
                // aside; the countdown begins.
                let kept = player.hand.pop().unwrap_or(Card::Key);
                player.aside = Some(kept);
                events.push(Event::CountdownStarted { seat });
                if player.score == 0 {
                    // Ruling: a score already 0 on completing LEVEL 4 wins at once.
                    events.push(self.win(seat));
                    return Ok(events);
                }
            } else {
                // Completing a code, the turn goes on: the remaining card may be laid as the
                // LOCK IN card at once, or kept.
                self.phase = Phase::Turn {
                    step: Step::Completed,
                };
                return Ok(events);
            }
        }
        events.extend(self.next_turn()?);
        Ok(events)
    }

    pub(super) fn win(&mut self, seat: SeatId) -> Event {
        self.phase = Phase::GameOver;
        Event::GameWon { seat }
    }

    pub(super) fn roll_turn(&mut self, seat: SeatId) -> Result<Vec<Event>, RuleError> {
        let roll = self.roll()?;
        let player = &self.players[seat.index()];
        if player.locked_out > 0 {
            // The next number needed in the code (any open digit with the any-order option);
            // Ruling: with the code complete, the LOCK IN number: the LOCK IN card's if laid,
            // else the card in hand's (a KEY counts 1).
            let in_hand = player.is_complete() && player.lock_in.is_none();
            let needed = match (player.is_complete(), player.lock_in) {
                (_, Some(card)) => vec![card.value()],
                (true, None) => player.hand.iter().map(|c| c.value()).collect(),
                (false, None) if self.options.any_order => player.needed(),
                (false, None) => player.needed().into_iter().take(1).collect(),
            };
            let mut events = vec![Event::Rolled {
                seat,
                roll,
                purpose: RollFor::Lockout,
            }];
            let player = &mut self.players[seat.index()];
            if needed.contains(&roll) {
                // The lock-out ends; a normal turn at once. The three FAILs leave the game.
                player.locked_out = 0;
                let fails: Vec<Card> = player.fails.drain(..LOCKOUT_FAILS).collect();
                self.gone.extend(fails);
                events.push(Event::LockoutBroken { seat });
                return Ok(events);
            }
            player.locked_out -= 1;
            events.push(Event::LockoutMissed {
                seat,
                needed,
                left: player.locked_out,
                in_hand,
            });
            if player.locked_out == 0 {
                let fails: Vec<Card> = player.fails.drain(..LOCKOUT_FAILS).collect();
                self.gone.extend(fails);
                events.push(Event::LockoutOver { seat });
            }
            events.extend(self.next_turn()?);
            return Ok(events);
        }
        if player.counting_down() {
            let mut events = vec![Event::Rolled {
                seat,
                roll,
                purpose: RollFor::Countdown,
            }];
            let player = &mut self.players[seat.index()];
            if player.score >= i32::from(roll) {
                player.score -= i32::from(roll);
                events.push(Event::Scored {
                    seat,
                    added: -i32::from(roll),
                    score: player.score,
                });
            }
            if player.score == 0 {
                events.push(self.win(seat));
                return Ok(events);
            }
            events.extend(self.next_turn()?);
            return Ok(events);
        }
        let number = player.lock_in.map_or(1, Card::value);
        let mut events = vec![Event::Rolled {
            seat,
            roll,
            purpose: RollFor::LockIn,
        }];
        if roll == number {
            events.extend(self.round_won(seat)?);
        } else {
            events.extend(self.next_turn()?);
        }
        Ok(events)
    }

    /// The round ends: scores, moving up, LEVEL 4 players sent back, a new deal.
    pub(super) fn round_won(&mut self, winner: SeatId) -> Result<Vec<Event>, RuleError> {
        let mut events = vec![Event::RoundWon { seat: winner }];
        let last = self.last_level();
        for i in 0..self.players.len() {
            let seat = SeatId(i as u8);
            let player = &mut self.players[i];
            // A lower-level round win sends LEVEL 4 players back with their set-aside card.
            // One still building the LEVEL 4 code has nothing set aside: like any other
            // player who did not win, they add the card in hand (ruling), and the new deal
            // starts their code again from its first digit.
            if player.level == last
                && let Some(card) = player.aside.take()
            {
                let added = i32::from(card.value());
                player.score += added;
                self.discard.push(card);
                events.push(Event::BackToLevelFour { seat, added });
                events.push(Event::Scored {
                    seat,
                    added,
                    score: player.score,
                });
                continue;
            }
            let complete = player.is_complete();
            if seat != winner {
                // The LOCK IN card of a completed code, else the card in hand (KEY 1, none 0).
                let (card, lock_in) = match (complete, player.lock_in) {
                    (true, Some(lock_in)) => (Some(lock_in), true),
                    _ => (player.hand.first().copied(), false),
                };
                let added = card.map_or(0, |c| i32::from(c.value()));
                player.score += added;
                events.push(Event::CardCounted {
                    seat,
                    card,
                    lock_in,
                });
                events.push(Event::Scored {
                    seat,
                    added,
                    score: player.score,
                });
            }
            if complete {
                player.level += 1;
                events.push(Event::MovedUp {
                    seat,
                    level: player.level as u8 + 1,
                });
            }
        }
        events.extend(self.deal(winner)?);
        Ok(events)
    }

    /// The turn passes left.
    pub(super) fn next_turn(&mut self) -> Result<Vec<Event>, RuleError> {
        self.current = SeatId(((self.current.index() + 1) % self.players.len()) as u8);
        self.phase = Phase::Turn { step: Step::Start };
        Ok(vec![Event::TurnStarted { seat: self.current }])
    }
}
