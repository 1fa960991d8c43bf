//! Crack It's windows: a card played waits for Prohibitions, then resolves (dials,
//! discoveries and the tokens they earn).

use super::*;

impl CrackIt {
    /// Plays an action card and lets the other players answer. It goes to the discard pile,
    /// but for a Block: that waits for the answers, to be laid on the digit (ruling: instead
    /// of being discarded) or, stopped, discarded.
    pub(super) fn open_window(
        &mut self,
        seat: SeatId,
        card: u8,
        pending: Pending,
    ) -> Result<Vec<Event>, RuleError> {
        let resource = self.take(seat, card);
        if resource != ResourceCard::Block {
            self.discard.push(resource);
        }
        self.turn.used = true;
        self.turn.bonus = None;
        let chains = match pending {
            // Each rival stops Master CRACK IT for themself: a chain of their own.
            Pending::MasterCrackIt => self
                .rivals_with_digits(seat)
                .into_iter()
                .map(|r| Chain {
                    protects: Some(r),
                    prohibitions: vec![],
                    to_ask: vec![r],
                })
                .collect(),
            _ => vec![Chain {
                protects: None,
                prohibitions: vec![],
                to_ask: self.around(seat, seat),
            }],
        };
        let events = vec![Event::ActionPlayed {
            seat,
            card: resource,
            pending: pending.clone(),
        }];
        self.phase = Phase::Window(Window {
            actor: seat,
            pending,
            chains,
            current: 0,
            stopped_for: vec![],
        });
        let mut events = events;
        events.extend(self.settle_window()?);
        Ok(events)
    }

    pub(super) fn window_mut(&mut self) -> &mut Window {
        match &mut self.phase {
            Phase::Window(w) => w,
            _ => unreachable!("only called with a window open"),
        }
    }

    pub(super) fn prohibit(&mut self, seat: SeatId, card: u8) -> Result<Vec<Event>, RuleError> {
        self.expect_card(seat, card, ResourceCard::Prohibition, "Prohibition")?;
        // Played out of turn: no replacement is drawn for it.
        self.spend(seat, card);
        let others = self.around(seat, seat);
        let window = self.window_mut();
        let index = window.current;
        let chain = &mut window.chains[index];
        chain.prohibitions.push(seat);
        chain.to_ask = others;
        let count = chain.prohibitions.len() as u8;
        Ok(vec![Event::Prohibited {
            seat,
            chain: index as u8,
            count,
        }])
    }

    pub(super) fn pass(&mut self, seat: SeatId) -> Result<Vec<Event>, RuleError> {
        let window = self.window_mut();
        let index = window.current;
        window.chains[index].to_ask.retain(|&s| s != seat);
        let mut events = vec![Event::Passed { seat }];
        events.extend(self.settle_window()?);
        Ok(events)
    }

    /// Closes finished chains and, once all are in, resolves the action.
    pub(super) fn settle_window(&mut self) -> Result<Vec<Event>, RuleError> {
        loop {
            let window = self.window_mut();
            if window.current >= window.chains.len() {
                break;
            }
            let chain = &window.chains[window.current];
            if !chain.to_ask.is_empty() {
                return Ok(vec![]);
            }
            // An odd number of Prohibitions stops the action.
            if chain.prohibitions.len() % 2 == 1
                && let Some(r) = chain.protects.or(Some(window.actor))
            {
                window.stopped_for.push(r);
            }
            window.current += 1;
        }
        let Phase::Window(window) = std::mem::replace(&mut self.phase, Phase::Turn) else {
            unreachable!()
        };
        self.resolve(window)
    }

    pub(super) fn resolve(&mut self, window: Window) -> Result<Vec<Event>, RuleError> {
        let seat = window.actor;
        let card = match window.pending {
            Pending::Clue { .. } => ResourceCard::Clue,
            Pending::Block { .. } => ResourceCard::Block,
            Pending::Reset => ResourceCard::Reset,
            Pending::CrackIt { .. } => ResourceCard::CrackIt,
            Pending::MasterCrackIt => ResourceCard::MasterCrackIt,
        };
        let master = window.pending == Pending::MasterCrackIt;
        let stopped = if master {
            window.stopped_for.len() == window.chains.len()
        } else {
            !window.stopped_for.is_empty()
        };
        let mut events = vec![Event::Resolved {
            actor: seat,
            card,
            stopped,
            stopped_for: if master {
                window.stopped_for.clone()
            } else {
                vec![]
            },
        }];
        if stopped {
            if card == ResourceCard::Block {
                self.discard.push(card);
            }
            return Ok(events);
        }
        match window.pending {
            Pending::Clue { source } => {
                let mut values: Vec<u8> = match source {
                    ClueSource::DiscardPile => {
                        self.discard.iter().filter_map(|r| r.dial_value()).collect()
                    }
                    ClueSource::Player(p) => self.players[p.index()]
                        .hand
                        .iter()
                        .filter_map(|r| r.dial_value())
                        .collect(),
                };
                values.sort_unstable();
                values.dedup();
                // No dial card to take: the Clue is wasted. (A rival to play it on always
                // exists while the game goes on.)
                if values.is_empty() || self.rivals_with_digits(seat).is_empty() {
                    events.push(Event::ClueWasted { seat });
                } else {
                    self.phase = Phase::ClueChoice { source, values };
                }
            }
            Pending::Block { rival } => {
                // The card stays on the digit for the rest of the game (ruling).
                let player = &mut self.players[rival.index()];
                match player.block_target() {
                    Some(at) => {
                        player.combination[at].blocked = true;
                        events.push(Event::Blocked {
                            seat,
                            rival,
                            digit: at as u8,
                        });
                        events.extend(self.tokens(rival, 1, 0));
                    }
                    // Answers change no digit, so only an edited state gets here.
                    None => self.discard.push(ResourceCard::Block),
                }
            }
            Pending::Reset => {
                if let Some(at) = self.players[seat.index()].reset_target() {
                    let fresh = self.draw_combination()?;
                    let old = std::mem::replace(
                        &mut self.players[seat.index()].combination[at],
                        Digit::new(fresh),
                    );
                    self.combination_discard.push(old.value);
                    events.push(Event::ResetDigit {
                        seat,
                        digit: at as u8,
                    });
                }
            }
            Pending::CrackIt { rival } => {
                if let Some(at) = self.players[rival.index()].next_undiscovered() {
                    events.extend(self.discover(seat, rival, at)?);
                }
            }
            Pending::MasterCrackIt => {
                // "Discover the first undiscovered digit of every rival": one card, one
                // effect. Every rival whose own chain did not stop it shows that digit, and
                // only then is the end of the game checked, once; so the card never reaches
                // into the game King of Safes deals next, and it may leave nobody with an
                // undiscovered digit (ruling: a game ends when at most one has one).
                let mut went_out = false;
                for chain in &window.chains {
                    let rival = chain.protects.expect("a rival's chain");
                    if window.stopped_for.contains(&rival) {
                        continue;
                    }
                    if let Some(at) = self.players[rival.index()].next_undiscovered() {
                        let (found, out) = self.reveal(seat, rival, at);
                        events.extend(found);
                        went_out |= out;
                    }
                }
                events.extend(self.after_discovery(went_out)?);
            }
        }
        Ok(events)
    }

    /// The Clue's dial card, played at once against any rival.
    pub(super) fn take_dial(
        &mut self,
        seat: SeatId,
        value: u8,
        rival: SeatId,
    ) -> Result<Vec<Event>, RuleError> {
        let Phase::ClueChoice { source, values } = self.phase.clone() else {
            return Err(RuleError::NotNow);
        };
        if !values.contains(&value) {
            return Err(RuleError::NotOffered);
        }
        if self.rival(seat, rival)?.next_undiscovered().is_none() {
            return Err(RuleError::NothingToDiscover);
        }
        let from = match source {
            ClueSource::DiscardPile => &mut self.discard,
            ClueSource::Player(p) => &mut self.players[p.index()].hand,
        };
        // Offered values come from the source; a state that says otherwise (read from a
        // file, say) refuses rather than fails.
        let at = from
            .iter()
            .position(|r| r.dial_value() == Some(value))
            .ok_or(RuleError::NotOffered)?;
        from.remove(at);
        self.discard.push(ResourceCard::Dial(value));
        self.phase = Phase::Turn;
        let mut events = vec![Event::ClueTaken {
            seat,
            source,
            value,
        }];
        // An exception to the once-per-turn narrowing: it does not use it up.
        events.extend(self.narrow(seat, rival, value)?);
        Ok(events)
    }

    /// A dial card (already in the discard pile) against `rival`'s first undiscovered digit.
    pub(super) fn narrow(
        &mut self,
        seat: SeatId,
        rival: SeatId,
        dial: u8,
    ) -> Result<Vec<Event>, RuleError> {
        let at = self.players[rival.index()]
            .next_undiscovered()
            .expect("checked by the caller");
        // It lies on the digit until the digit is discovered.
        let top = self.discard.pop();
        debug_assert_eq!(top, Some(ResourceCard::Dial(dial)));
        let digit = &mut self.players[rival.index()].combination[at];
        let result = if dial > digit.value {
            digit.above.push(dial);
            if digit.possible().count() == 1 {
                DialResult::PerfectlyNarrowed
            } else {
                DialResult::Above
            }
        } else if dial < digit.value {
            digit.below.push(dial);
            if digit.possible().count() == 1 {
                DialResult::PerfectlyNarrowed
            } else {
                DialResult::Below
            }
        } else {
            self.discard.push(ResourceCard::Dial(dial));
            DialResult::Click
        };
        let mut events = vec![Event::Dialled {
            seat,
            rival,
            digit: at as u8,
            dial,
            result,
        }];
        if matches!(result, DialResult::Click | DialResult::PerfectlyNarrowed) {
            events.extend(self.discover(seat, rival, at)?);
            // The CLICK bonus: one extra dial card against the same rival, if that rival has
            // an undiscovered digit left and the game goes on (not over, no new game dealt).
            if self.phase == Phase::Turn
                && self.players[rival.index()].next_undiscovered().is_some()
            {
                self.turn.bonus = Some(rival);
            }
        }
        Ok(events)
    }

    /// `rival`'s digit `at` is discovered by `seat`: its dial cards go to the discard pile,
    /// tokens move (King of Safes), a player may be out and the game may end.
    pub(super) fn discover(
        &mut self,
        seat: SeatId,
        rival: SeatId,
        at: usize,
    ) -> Result<Vec<Event>, RuleError> {
        let (mut events, out) = self.reveal(seat, rival, at);
        events.extend(self.after_discovery(out)?);
        Ok(events)
    }

    /// The digit turned face up, its dial cards discarded, the tokens it moves (King of
    /// Safes: one infamy returned, or for the last digit prestige to the opener and infamy
    /// to the opened) and, in King of Thieves, an opened safe's owner out (`true`). The end
    /// of the game is left to [`Self::after_discovery`].
    pub(super) fn reveal(&mut self, seat: SeatId, rival: SeatId, at: usize) -> (Vec<Event>, bool) {
        let safes = self.options.mode == Mode::KingOfSafes;
        let digit = &mut self.players[rival.index()].combination[at];
        digit.discovered = true;
        let value = digit.value;
        let dials: Vec<u8> = digit.above.drain(..).chain(digit.below.drain(..)).collect();
        self.discard
            .extend(dials.into_iter().map(ResourceCard::Dial));
        let mut events = vec![Event::Discovered {
            seat,
            rival,
            digit: at as u8,
            value,
        }];
        let opened = self.players[rival.index()].is_open();
        if opened {
            events.push(Event::SafeOpened {
                seat: rival,
                by: seat,
            });
        }
        if safes {
            if opened {
                events.extend(self.tokens(seat, 0, 1));
                events.extend(self.tokens(rival, 1, 0));
            } else {
                events.extend(self.tokens(seat, -1, 0));
            }
        } else if opened {
            self.players[rival.index()].out = true;
            events.push(Event::PlayerOut { seat: rival });
            return (events, true);
        }
        (events, false)
    }

    /// After a discovery (or all of a Master CRACK IT's): the final duel begins if a player
    /// went out and two are left of three or more, and the game may end.
    pub(super) fn after_discovery(&mut self, went_out: bool) -> Result<Vec<Event>, RuleError> {
        let mut events = vec![];
        if went_out && self.is_final_duel() {
            events.push(Event::FinalDuel);
        }
        events.extend(self.check_end()?);
        Ok(events)
    }

    /// Moves tokens between the bank and a player; an empty bank (or purse) gives nothing.
    pub(super) fn tokens(&mut self, seat: SeatId, infamy: i8, prestige: i8) -> Vec<Event> {
        if self.options.mode != Mode::KingOfSafes {
            return vec![];
        }
        let player = &mut self.players[seat.index()];
        let mut moved = (0i8, 0i8);
        if infamy > 0 && self.bank_infamy > 0 {
            self.bank_infamy -= 1;
            player.infamy += 1;
            moved.0 = 1;
        } else if infamy < 0 && player.infamy > 0 {
            player.infamy -= 1;
            self.bank_infamy += 1;
            moved.0 = -1;
        }
        if prestige > 0 && self.bank_prestige > 0 {
            self.bank_prestige -= 1;
            player.prestige += 1;
            moved.1 = 1;
        }
        if moved == (0, 0) {
            return vec![];
        }
        vec![Event::Tokens {
            seat,
            infamy: moved.0,
            prestige: moved.1,
        }]
    }
}
