//! The rules state of a game of Passcode (`assets/i18n/en/rules/passcode.md`).
//!
//! Split by concern: [`cards`], [`types`] (options, codes, players, actions, events,
//! refusals), [`turn`] (a turn's actions), [`observation`].

use codebreakers_kernel::{
    Chance, ChanceError, Deck, Die, Game, Outcome, SeatId, SetupError, ToWords, Words,
    apply_atomically, words,
};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use thiserror::Error;

mod cards;
mod observation;
mod turn;
mod types;

pub use cards::*;
pub use observation::*;
pub use types::*;

/// The rules state of a game of Passcode.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Passcode {
    options: Options,
    players: Vec<Player>,
    pile: Deck<Card>,
    discard: Vec<Card>,
    /// FAIL cards that left the game with a lock-out.
    gone: Vec<Card>,
    phase: Phase,
    current: SeatId,
    round: u32,
    chance: Chance,
    /// What happened at the setup: codes rolled, the rolls for the first player, the deal.
    #[serde(default)]
    opening: Vec<Event>,
}

impl Passcode {
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    pub fn player(&self, seat: SeatId) -> &Player {
        &self.players[seat.index()]
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn current(&self) -> SeatId {
        self.current
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn pile(&self) -> &Deck<Card> {
        &self.pile
    }
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    /// FAIL cards that left the game with a lock-out.
    pub fn gone(&self) -> &[Card] {
        &self.gone
    }
    pub fn options(&self) -> Options {
        self.options
    }
    /// The events of the setup, for a view to show before the first turn: the codes rolled,
    /// every roll for the first player ([`RollFor::FirstPlayer`]) and the first deal.
    pub fn opening(&self) -> &[Event] {
        &self.opening
    }
    fn last_level(&self) -> usize {
        usize::from(self.options.codes) - 1
    }

    /// Draws from the pile, making a new pile from the discards (all but the top) when empty.
    fn draw_pile(&mut self, events: &mut Vec<Event>) -> Result<Option<Card>, RuleError> {
        if self.pile.is_empty() && self.discard.len() > 1 {
            let top = self.discard.pop().expect("more than one");
            let rest = std::mem::take(&mut self.discard);
            self.pile = Deck::shuffled(rest, &mut self.chance)?;
            self.discard.push(top);
            events.push(Event::Reshuffled);
        }
        Ok(self.pile.draw())
    }

    /// Turns a card over to start the discard pile; a FAIL goes under the pile instead.
    fn start_discard(&mut self, events: &mut Vec<Event>) -> Result<(), RuleError> {
        for _ in 0..all_cards().len() {
            let Some(card) = self.draw_pile(events)? else {
                return Ok(());
            };
            if card == Card::Fail {
                self.pile.put_bottom(card);
                events.push(Event::FailToBottom);
                continue;
            }
            self.discard.push(card);
            events.push(Event::DiscardStarted { card });
            return Ok(());
        }
        Ok(())
    }

    /// Gathers every card (but those gone), shuffles, deals one each (a dealt FAIL is laid in
    /// front and replaced), and turns the first discard.
    fn deal(&mut self, first: SeatId) -> Result<Vec<Event>, RuleError> {
        let mut cards: Vec<Card> = std::mem::take(&mut self.discard);
        cards.extend(self.pile.cards().iter().copied());
        for p in &mut self.players {
            cards.append(&mut p.hand);
            cards.extend(p.placed.iter_mut().filter_map(Option::take));
            cards.extend(p.lock_in.take());
            cards.append(&mut p.fails);
            p.locked_out = 0;
        }
        self.pile = Deck::shuffled(cards, &mut self.chance)?;
        self.round += 1;
        let mut events = vec![Event::Dealt {
            round: self.round,
            first,
        }];
        for i in 0..self.players.len() {
            // An unfinished code starts again from its first digit.
            let level = self.players[i].level;
            self.players[i].placed = vec![None; self.players[i].codes[level].len()];
            // A dealt FAIL is laid in front and another card dealt.
            while let Some(card) = self.draw_pile(&mut events)? {
                if card != Card::Fail {
                    self.players[i].hand.push(card);
                    break;
                }
                self.players[i].fails.push(card);
                events.push(Event::FailLaid {
                    seat: SeatId(i as u8),
                    fails: self.players[i].fails.len() as u8,
                });
            }
        }
        self.start_discard(&mut events)?;
        self.current = first;
        self.phase = Phase::Turn { step: Step::Start };
        for i in 0..self.players.len() {
            if self.players[i].fails.len() >= LOCKOUT_FAILS && self.players[i].locked_out == 0 {
                self.players[i].locked_out = LOCKOUT_FAILS as u8;
                events.push(Event::LockedOut {
                    seat: SeatId(i as u8),
                });
            }
        }
        events.push(Event::TurnStarted { seat: first });
        Ok(events)
    }

    fn roll(&mut self) -> Result<u8, RuleError> {
        Ok(Die::D6.roll(&mut self.chance)? as u8)
    }

    /// A whole state one seat could be in: what `obs` shows, and for what it cannot see every
    /// player's hand but its own (`hands[i]`; its own is taken from `obs`), the card set aside
    /// by each player counting down (`asides[i]`, its own included: the observation does not
    /// show it), the draw pile (bottom first) and a chance source for what is still to come.
    /// For the computer players' search ([`crate::search`]); `None` if the parts do not fit
    /// the observation's shape.
    pub(crate) fn world(
        obs: &Observation,
        mut hands: Vec<Vec<Card>>,
        asides: Vec<Option<Card>>,
        pile: Vec<Card>,
        chance: Chance,
    ) -> Option<Passcode> {
        let n = obs.players.len();
        if hands.len() != n || asides.len() != n || pile.len() != obs.pile {
            return None;
        }
        hands[obs.seat.index()] = obs.hand.clone();
        let mut players = Vec::with_capacity(n);
        for (i, (p, hand)) in obs.players.iter().zip(hands).enumerate() {
            if hand.len() != obs.hand_sizes[i] || asides[i].is_some() != p.counting_down {
                return None;
            }
            players.push(Player {
                codes: p.codes,
                level: p.level,
                placed: p.placed.clone(),
                hand,
                lock_in: p.lock_in,
                aside: asides[i],
                fails: vec![Card::Fail; p.fails],
                locked_out: p.locked_out,
                score: p.score,
            });
        }
        Some(Passcode {
            options: obs.options,
            players,
            pile: Deck::new(pile),
            discard: obs.discard.clone(),
            gone: vec![Card::Fail; obs.gone],
            phase: obs.phase.clone(),
            current: obs.current,
            round: obs.round,
            chance,
            opening: vec![],
        })
    }

    /// [`Game::apply`] without the copy that makes it atomic: for playouts of actions known
    /// to be legal. A refused action may leave the state half changed.
    pub(crate) fn apply_in_place(
        &mut self,
        seat: SeatId,
        action: &Action,
    ) -> Result<Vec<Event>, RuleError> {
        self.step(seat, action)
    }

    fn step(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
        if seat.index() >= self.players.len() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        let Phase::Turn { step } = self.phase else {
            return Err(RuleError::GameIsOver);
        };
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                seat,
                current: self.current,
            });
        }
        let player = &self.players[seat.index()];
        let must_roll = player.lock_in.is_some() || player.counting_down() || player.locked_out > 0;
        match (step, action) {
            (Step::Start, Action::Roll) if must_roll => self.roll_turn(seat),
            (Step::Start, Action::Roll) => Err(RuleError::NothingToRoll),
            (Step::Start, _) if must_roll => Err(RuleError::MustRoll),
            (Step::Start, Action::DrawPile | Action::DrawDiscard) => self.draw(seat, *action),
            (Step::Start, _) => Err(RuleError::DrawFirst),
            (Step::Holding, Action::DrawPile | Action::DrawDiscard | Action::Roll) => {
                Err(RuleError::AlreadyDrew)
            }
            (Step::Holding, Action::Keep) => Err(RuleError::NothingToKeep),
            (Step::Holding, Action::Discard { card }) => {
                let card = self.take_from_hand(seat, *card)?;
                self.discard.push(card);
                let mut events = vec![Event::Discarded { seat, card }];
                events.extend(self.next_turn()?);
                Ok(events)
            }
            (Step::Holding, Action::Play { card, digit }) => self.play(seat, *card, *digit),
            (Step::Holding | Step::Completed, Action::LockIn { card }) => {
                self.lay_lock_in(seat, *card)
            }
            (Step::Completed, Action::Keep) => {
                // The remaining card stays in hand; the LOCK IN card may come on a later turn.
                let mut events = vec![Event::CardKept { seat }];
                events.extend(self.next_turn()?);
                Ok(events)
            }
            (Step::Completed, _) => Err(RuleError::LayOrKeep),
        }
    }

    /// Every card: pile, discard, hands, boards, LOCK IN, set-aside, FAILs in front and gone.
    pub fn count_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.pile.cards().to_vec();
        cards.extend(&self.discard);
        cards.extend(&self.gone);
        for p in &self.players {
            cards.extend(&p.hand);
            cards.extend(p.placed.iter().flatten());
            cards.extend(p.lock_in);
            cards.extend(p.aside);
            cards.extend(&p.fails);
        }
        cards.sort();
        cards
    }
}

/// The first player of the game is drawn by a die roll (Ruling; rulebook: "Codebreakers roll
/// the die to see who goes first"): every player rolls the six-sided die, seat 0 first; the
/// highest roll plays first, and the players tied on it roll again, until one is highest.
fn draw_first_player(
    seat_count: usize,
    chance: &mut Chance,
    events: &mut Vec<Event>,
) -> Result<SeatId, ChanceError> {
    let mut rolling: Vec<SeatId> = (0..seat_count).map(|i| SeatId(i as u8)).collect();
    loop {
        let mut best = 0;
        let mut top = Vec::new();
        for &seat in &rolling {
            let roll = Die::D6.roll(chance)? as u8;
            events.push(Event::Rolled {
                seat,
                roll,
                purpose: RollFor::FirstPlayer,
            });
            if roll > best {
                best = roll;
                top.clear();
            }
            if roll == best {
                top.push(seat);
            }
        }
        if let [seat] = top[..] {
            return Ok(seat);
        }
        rolling = top;
    }
}

impl Game for Passcode {
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type Observation = Observation;
    type Options = Options;

    const ID: &'static str = "passcode";

    /// Two to six.
    fn seats(_options: &Options) -> std::ops::RangeInclusive<usize> {
        2..=6
    }

    fn setup(options: &Options, seat_count: usize, mut chance: Chance) -> Result<Self, SetupError> {
        SetupError::check_seats::<Self>("Passcode", options, seat_count)?;
        if !(1..=4).contains(&options.codes) {
            return Err(SetupError::Options(format!(
                "codes is 1 to 4, not {}",
                options.codes
            )));
        }
        let mut players = Vec::new();
        let mut opening = vec![Event::CodesRolled];
        for _ in 0..seat_count {
            let mut codes = Vec::new();
            for len in 3..3 + usize::from(options.codes) {
                let code: Result<Vec<u8>, ChanceError> = (0..len)
                    .map(|_| Ok(Die::D6.roll(&mut chance)? as u8))
                    .collect();
                codes.push(code?);
            }
            players.push(Player {
                placed: vec![None; codes[0].len()],
                codes: Codes::new(&codes).expect("rolled codes of 3 to 6 digits"),
                level: 0,
                hand: vec![],
                lock_in: None,
                aside: None,
                fails: vec![],
                locked_out: 0,
                score: 0,
            });
        }
        let first = draw_first_player(seat_count, &mut chance, &mut opening)?;
        let mut game = Passcode {
            options: *options,
            players,
            pile: Deck::new(all_cards()),
            discard: vec![],
            gone: vec![],
            phase: Phase::Turn { step: Step::Start },
            current: first,
            round: 0,
            chance,
            opening: vec![],
        };
        let dealt = game.deal(first).map_err(|e| match e {
            RuleError::Chance(c) => SetupError::Chance(c),
            other => SetupError::Options(other.to_string()),
        })?;
        opening.extend(dealt);
        game.opening = opening;
        Ok(game)
    }

    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
        apply_atomically(self, |game| game.step(seat, action))
    }

    fn to_decide(&self) -> Vec<SeatId> {
        match self.phase {
            Phase::Turn { .. } => vec![self.current],
            Phase::GameOver => vec![],
        }
    }

    fn legal_actions(&self, seat: SeatId) -> Vec<Action> {
        if !self.to_decide().contains(&seat) {
            return vec![];
        }
        let mut candidates = vec![
            Action::Roll,
            Action::DrawPile,
            Action::DrawDiscard,
            Action::Keep,
        ];
        for card in 0..2 {
            candidates.push(Action::Discard { card });
            candidates.push(Action::LockIn { card });
            candidates.push(Action::Play { card, digit: None });
            if self.options.any_order {
                for digit in 0..6 {
                    candidates.push(Action::Play {
                        card,
                        digit: Some(digit),
                    });
                }
            }
        }
        candidates
            .into_iter()
            .filter(|a| self.clone().apply(seat, a).is_ok())
            .collect()
    }

    fn observe(&self, seat: SeatId) -> Observation {
        Observation {
            seat,
            options: self.options,
            phase: self.phase.clone(),
            current: self.current,
            round: self.round,
            hand: self.players[seat.index()].hand.clone(),
            hand_sizes: self.players.iter().map(|p| p.hand.len()).collect(),
            players: self
                .players
                .iter()
                .map(|p| PublicPlayer {
                    codes: p.codes,
                    level: p.level,
                    placed: p.placed.clone(),
                    lock_in: p.lock_in,
                    counting_down: p.counting_down(),
                    fails: p.fails.len(),
                    locked_out: p.locked_out,
                    score: p.score,
                })
                .collect(),
            discard: self.discard.clone(),
            pile: self.pile.len(),
            gone: self.gone.len(),
        }
    }

    /// The codes, boards, piles and counts of cards in hand: every hand stays hidden
    /// (seen from the side of the player whose turn it is).
    fn observe_public(&self) -> Observation {
        Observation {
            hand: Vec::new(),
            ..self.observe(self.current)
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::GameOver {
            return None;
        }
        let winners = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.counting_down() && p.score == 0)
            .map(|(i, _)| SeatId(i as u8))
            .collect();
        Some(Outcome {
            winners,
            scores: self.scores_now(),
        })
    }

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn scores_now(&self) -> Vec<i64> {
        self.players.iter().map(|p| i64::from(p.score)).collect()
    }

    /// A card drawn from the pile is told to its drawer ("you draw the 7") and to the others
    /// as a draw ("Ann draws"); a FAIL is laid at once for all to see, and a card from the
    /// discard pile was face up. A lock-out roll that missed the number of a card in hand
    /// tells the others that it missed, not the number. Every other event is public.
    fn seen_by(event: &Event, viewer: Option<SeatId>) -> Option<Event> {
        Some(match event {
            Event::LockoutMissed {
                seat,
                left,
                in_hand: true,
                ..
            } if viewer != Some(*seat) => Event::LockoutMissed {
                seat: *seat,
                needed: Vec::new(),
                left: *left,
                in_hand: true,
            },
            Event::Drew {
                seat,
                from_discard: false,
                card: Some(card),
            } if *card != Card::Fail && viewer != Some(*seat) => Event::Drew {
                seat: *seat,
                from_discard: false,
                card: None,
            },
            _ => event.clone(),
        })
    }

    /// Taking the discard pile's top card may be taken back while no new card is turned in
    /// its place (the pile is open to all), and so may keeping the remaining card instead of
    /// laying it as LOCK IN. A draw from the pile, a play, a discard, a LOCK IN card and a
    /// roll show a hidden card or roll the die: those never go back.
    fn revocable(_seat: SeatId, action: &Action, events: &[Event]) -> bool {
        match action {
            Action::DrawDiscard => events.iter().all(|e| matches!(e, Event::Drew { .. })),
            Action::Keep => events
                .iter()
                .all(|e| matches!(e, Event::CardKept { .. } | Event::TurnStarted { .. })),
            _ => false,
        }
    }
}
