//! The rules state of a game of Passcode (`assets/i18n/en/rules/passcode.md`).

use codebreakers_kernel::{
    Chance, ChanceError, Deck, Die, Game, Outcome, SeatId, SetupError, ToWords, Words,
    apply_atomically, words,
};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use thiserror::Error;

/// A card of the 90.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Digit(u8),
    Fail,
    Key,
}

impl Card {
    /// What the card adds to a score, or locks in on: its number; a KEY counts 1.
    pub fn value(self) -> u8 {
        match self {
            Card::Digit(d) => d,
            Card::Key => 1,
            Card::Fail => 0,
        }
    }

    /// How a player reads it: `3`, `KEY`, `FAIL`.
    pub fn label(self) -> String {
        match self {
            Card::Digit(d) => d.to_string(),
            Card::Key => "KEY".into(),
            Card::Fail => "FAIL".into(),
        }
    }

    /// Whether it may stand for `digit` on a code board.
    pub fn fits(self, digit: u8) -> bool {
        match self {
            Card::Digit(d) => d == digit,
            Card::Key => true,
            Card::Fail => false,
        }
    }
}

#[derive(Deserialize)]
struct DeckFile {
    digit_copies: u8,
    fail: u8,
    key: u8,
}

/// The 90 cards (data in `assets/passcode/deck.json`).
pub fn all_cards() -> Vec<Card> {
    static FILE: OnceLock<DeckFile> = OnceLock::new();
    let file = FILE.get_or_init(|| {
        serde_json::from_str(include_str!("../../../assets/passcode/deck.json"))
            .expect("the deck shipped with the game is valid JSON")
    });
    let mut cards: Vec<Card> = (1..=6)
        .flat_map(|d| std::iter::repeat_n(Card::Digit(d), usize::from(file.digit_copies)))
        .collect();
    cards.extend(std::iter::repeat_n(Card::Fail, usize::from(file.fail)));
    cards.extend(std::iter::repeat_n(Card::Key, usize::from(file.key)));
    cards
}

/// How many copies of `card` the game has.
pub fn copies(card: Card) -> usize {
    static COUNTS: OnceLock<[usize; 8]> = OnceLock::new();
    let counts = COUNTS.get_or_init(|| {
        let mut counts = [0; 8];
        for card in all_cards() {
            counts[slot_of(card)] += 1;
        }
        counts
    });
    counts[slot_of(card)]
}

fn slot_of(card: Card) -> usize {
    match card {
        Card::Digit(d) => usize::from(d.min(6)),
        Card::Fail => 0,
        Card::Key => 7,
    }
}

/// FAIL cards in front of a player that lock them out.
pub const LOCKOUT_FAILS: usize = 3;

/// Choices before the game: the shorter version (`assets/i18n/en/rules/passcode.md`, "Shorter version"). An unknown
/// field is an error, so a typo in a scenario or a setup cannot silently fall back to a default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Digits of a code may be played in any order.
    pub any_order: bool,
    /// How many codes (levels) are played, 1 to 4; the last works as LEVEL 4.
    pub codes: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            any_order: false,
            codes: 4,
        }
    }
}

/// A player's codes, LEVEL 1 first (3, 4, 5 and 6 digits): kept inline, so copying a game
/// state allocates nothing for them. Written as a list of lists of digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Codes {
    digits: [[u8; 6]; 4],
    count: u8,
}

impl Codes {
    /// The codes given, LEVEL 1 first; `None` unless there are 1 to 4 of lengths 3, 4, 5, 6
    /// in order, of digits 1-6.
    pub fn new(codes: &[Vec<u8>]) -> Option<Self> {
        if codes.is_empty() || codes.len() > 4 {
            return None;
        }
        let mut digits = [[0u8; 6]; 4];
        for (level, code) in codes.iter().enumerate() {
            if code.len() != level + 3 || code.iter().any(|d| !(1..=6).contains(d)) {
                return None;
            }
            digits[level][..code.len()].copy_from_slice(code);
        }
        Some(Codes {
            digits,
            count: codes.len() as u8,
        })
    }

    pub fn len(&self) -> usize {
        usize::from(self.count)
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    pub fn iter(&self) -> impl Iterator<Item = &[u8]> {
        (0..self.len()).map(|level| &self[level])
    }
}

impl std::ops::Index<usize> for Codes {
    type Output = [u8];

    fn index(&self, level: usize) -> &[u8] {
        assert!(level < self.len(), "no code at level {level}");
        &self.digits[level][..level + 3]
    }
}

impl Serialize for Codes {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Codes {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let codes = Vec::<Vec<u8>>::deserialize(d)?;
        Codes::new(&codes).ok_or_else(|| {
            serde::de::Error::custom(
                "codes are 1 to 4 lists of 3, 4, 5 and 6 digits (1-6), LEVEL 1 first",
            )
        })
    }
}

/// One player's board, hand and score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The codes, LEVEL 1 first (3, 4, 5 and 6 digits), rolled at the start; public.
    pub codes: Codes,
    /// The current level (0-based index into `codes`).
    pub level: usize,
    /// Cards on the current code: `placed[i]` covers digit `i`.
    pub placed: Vec<Option<Card>>,
    pub hand: Vec<Card>,
    pub lock_in: Option<Card>,
    /// LEVEL 4 done: the card set aside, and the countdown is on.
    pub aside: Option<Card>,
    pub fails: Vec<Card>,
    /// Locked out: rolls left (3 at the start of a lock-out).
    pub locked_out: u8,
    pub score: i32,
}

impl Player {
    pub fn code(&self) -> &[u8] {
        &self.codes[self.level]
    }

    pub fn is_complete(&self) -> bool {
        self.placed.iter().all(Option::is_some)
    }

    /// The digits still needed, in order (any of them with the any-order option).
    pub fn needed(&self) -> Vec<u8> {
        self.code()
            .iter()
            .zip(&self.placed)
            .filter(|(_, p)| p.is_none())
            .map(|(&d, _)| d)
            .collect()
    }

    /// On the last level with its code complete: counting down.
    pub fn counting_down(&self) -> bool {
        self.aside.is_some()
    }
}

/// What the current player does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Draw (or roll: LOCK IN, countdown, lock-out).
    Start,
    /// Holding two cards: discard one, play one, or lay one as LOCK IN.
    Holding,
    /// This turn's play completed the code (below the last level): lay the remaining card as
    /// the LOCK IN card at once ([`Action::LockIn`] with `card: 0`) or keep it
    /// ([`Action::Keep`]). Rulebook: "If, during your turn, you are able to complete a code, you
    /// may then lay down your remaining DIGIT or KEY card".
    Completed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Turn { step: Step },
    GameOver,
}

/// A decision of the current player. Unknown fields are errors (scenario files).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    DrawPile,
    DrawDiscard,
    /// Discard the card at `card` (0 or 1) in hand.
    Discard {
        card: u8,
    },
    /// Play the card at `card` on the code: on the next digit (`digit: None`), or, with the
    /// any-order option only, on the open digit at position `digit`.
    Play {
        card: u8,
        digit: Option<u8>,
    },
    /// Lay the card at `card` as the LOCK IN card (code complete): holding two cards, or at
    /// once on completing the code ([`Step::Completed`], `card: 0`).
    LockIn {
        card: u8,
    },
    /// Keep the remaining card in hand after completing the code ([`Step::Completed`]): the
    /// turn ends; the LOCK IN card may be laid on a later turn, after drawing.
    Keep,
    /// Roll the die: to lock in, to count down, or to break a lock-out.
    Roll,
}

/// Why a player rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollFor {
    LockIn,
    Countdown,
    Lockout,
    /// At the start of the game, to see who goes first (highest roll; ties roll again).
    FirstPlayer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    CodesRolled,
    Dealt {
        round: u32,
        first: SeatId,
    },
    DiscardStarted {
        card: Card,
    },
    FailToBottom,
    TurnStarted {
        seat: SeatId,
    },
    /// `card` is the card drawn; one from the pile, unless a FAIL, is its drawer's alone
    /// ([`Passcode::seen_by`](codebreakers_kernel::Game::seen_by)).
    Drew {
        seat: SeatId,
        from_discard: bool,
        card: Option<Card>,
    },
    FailLaid {
        seat: SeatId,
        fails: u8,
    },
    Discarded {
        seat: SeatId,
        card: Card,
    },
    Played {
        seat: SeatId,
        card: Card,
        digit: u8,
    },
    CodeComplete {
        seat: SeatId,
    },
    LockInLaid {
        seat: SeatId,
        number: u8,
    },
    /// A player who completed their code keeps the remaining card instead of laying it.
    CardKept {
        seat: SeatId,
    },
    Rolled {
        seat: SeatId,
        roll: u8,
        purpose: RollFor,
    },
    LockedOut {
        seat: SeatId,
    },
    LockoutBroken {
        seat: SeatId,
    },
    /// A lock-out roll showed a number the code does not need: one FAIL card turns over,
    /// `left` rolls remain (`assets/i18n/en/rules/passcode.md`, "FAIL lock-out").
    LockoutMissed {
        seat: SeatId,
        needed: Vec<u8>,
        left: u8,
        /// The numbers needed were those of the cards in the seat's hand (its code complete
        /// and no LOCK IN laid): the seat's alone ([`Passcode::seen_by`](codebreakers_kernel::Game::seen_by)).
        in_hand: bool,
    },
    LockoutOver {
        seat: SeatId,
    },
    Reshuffled,
    RoundWon {
        seat: SeatId,
    },
    /// At a round's end, the card a player adds to their score (`assets/i18n/en/rules/passcode.md`, "End of a round"):
    /// the LOCK IN card of a completed code (`lock_in`), else the card in hand (`None`: the
    /// hand is empty and adds 0). A KEY counts 1.
    CardCounted {
        seat: SeatId,
        card: Option<Card>,
        lock_in: bool,
    },
    Scored {
        seat: SeatId,
        added: i32,
        score: i32,
    },
    MovedUp {
        seat: SeatId,
        level: u8,
    },
    CountdownStarted {
        seat: SeatId,
    },
    BackToLevelFour {
        seat: SeatId,
        added: i32,
    },
    GameWon {
        seat: SeatId,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("there is no {0} at this table")]
    NoSuchSeat(SeatId),
    #[error("the game is over")]
    GameIsOver,
    #[error("it is {current}'s turn, not {seat}'s")]
    NotYourTurn { seat: SeatId, current: SeatId },
    #[error("draw a card first")]
    DrawFirst,
    #[error("you already drew: discard, play or lay a card")]
    AlreadyDrew,
    #[error("roll the die this turn (LOCK IN, countdown or lock-out)")]
    MustRoll,
    #[error("there is nothing to roll for")]
    NothingToRoll,
    #[error("the discard pile is empty")]
    EmptyDiscard,
    #[error("no card is left to draw")]
    NothingToDraw,
    #[error("there is no card {0} in hand")]
    NoSuchCard(u8),
    #[error("a {} does not fit the next digit, {digit}", .card.label())]
    DoesNotFit { card: Card, digit: u8 },
    #[error("that digit is not open on your code")]
    NoSuchDigit,
    #[error("the code is already complete")]
    CodeComplete,
    #[error("the LOCK IN card is laid only once every digit of the code is on the board")]
    CodeNotComplete,
    #[error("digits are played in order: name no digit unless the any-order option is on")]
    DigitsInOrder,
    #[error("your code is complete: lay your card as the LOCK IN card, or keep it")]
    LayOrKeep,
    #[error("a card is kept this way only right after completing a code")]
    NothingToKeep,
    #[error(transparent)]
    Chance(#[from] ChanceError),
}

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

/// What one seat may see: codes and boards are public; only its own hand is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: SeatId,
    pub options: Options,
    pub phase: Phase,
    pub current: SeatId,
    pub round: u32,
    pub hand: Vec<Card>,
    pub hand_sizes: Vec<usize>,
    pub players: Vec<PublicPlayer>,
    pub discard: Vec<Card>,
    pub pile: usize,
    pub gone: usize,
}

impl Observation {
    /// The step of the turn being played (`None` once the game is over): at
    /// [`Step::Completed`] the current player chooses between laying the LOCK IN card at once
    /// and keeping the card.
    pub fn step(&self) -> Option<Step> {
        match self.phase {
            Phase::Turn { step } => Some(step),
            Phase::GameOver => None,
        }
    }
}

/// A player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub codes: Codes,
    pub level: usize,
    pub placed: Vec<Option<Card>>,
    pub lock_in: Option<Card>,
    /// Set aside face down: only that it is there is public.
    pub counting_down: bool,
    pub fails: usize,
    pub locked_out: u8,
    pub score: i32,
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

    /// Completing and locking in: once every digit of the code is on the board, the card at
    /// `card` becomes the LOCK IN card, and the turn ends.
    fn lay_lock_in(&mut self, seat: SeatId, card: u8) -> Result<Vec<Event>, RuleError> {
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

    fn take_from_hand(&mut self, seat: SeatId, card: u8) -> Result<Card, RuleError> {
        let hand = &mut self.players[seat.index()].hand;
        if usize::from(card) >= hand.len() {
            return Err(RuleError::NoSuchCard(card));
        }
        Ok(hand.remove(usize::from(card)))
    }

    fn draw(&mut self, seat: SeatId, action: Action) -> Result<Vec<Event>, RuleError> {
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

    fn play(&mut self, seat: SeatId, card: u8, digit: Option<u8>) -> Result<Vec<Event>, RuleError> {
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

    fn win(&mut self, seat: SeatId) -> Event {
        self.phase = Phase::GameOver;
        Event::GameWon { seat }
    }

    fn roll_turn(&mut self, seat: SeatId) -> Result<Vec<Event>, RuleError> {
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
    fn round_won(&mut self, winner: SeatId) -> Result<Vec<Event>, RuleError> {
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
    fn next_turn(&mut self) -> Result<Vec<Event>, RuleError> {
        self.current = SeatId(((self.current.index() + 1) % self.players.len()) as u8);
        self.phase = Phase::Turn { step: Step::Start };
        Ok(vec![Event::TurnStarted { seat: self.current }])
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

/// A card's name in a sentence and on its face (`passcode-card-*` in `passcode.ftl`).
impl ToWords for Card {
    fn words(&self) -> Words {
        match *self {
            Card::Digit(digit) => words!("passcode-card-digit", digit = digit),
            Card::Key => words!("passcode-card-key"),
            Card::Fail => words!("passcode-card-fail"),
        }
    }
}

/// Each refusal in the player's words (`passcode-error-*` in `passcode.ftl`); the CLI prints
/// the English `Display`.
impl ToWords for RuleError {
    fn words(&self) -> Words {
        match self {
            RuleError::NoSuchSeat(seat) => {
                words!("passcode-error-no-such-seat", seat = seat.index() + 1)
            }
            RuleError::GameIsOver => words!("passcode-error-game-over"),
            RuleError::NotYourTurn { seat, current } => words!(
                "passcode-error-not-your-turn",
                seat = seat.index() + 1,
                current = current.index() + 1
            ),
            RuleError::DrawFirst => words!("passcode-error-draw-first"),
            RuleError::AlreadyDrew => words!("passcode-error-already-drew"),
            RuleError::MustRoll => words!("passcode-error-must-roll"),
            RuleError::NothingToRoll => words!("passcode-error-nothing-to-roll"),
            RuleError::EmptyDiscard => words!("passcode-error-empty-discard"),
            RuleError::NothingToDraw => words!("passcode-error-nothing-to-draw"),
            RuleError::NoSuchCard(card) => words!("passcode-error-no-such-card", card = *card),
            RuleError::DoesNotFit { card, digit } => words!(
                "passcode-error-does-not-fit",
                card = card.words(),
                digit = *digit
            ),
            RuleError::NoSuchDigit => words!("passcode-error-no-such-digit"),
            RuleError::CodeComplete => words!("passcode-error-code-complete"),
            RuleError::CodeNotComplete => words!("passcode-error-code-not-complete"),
            RuleError::DigitsInOrder => words!("passcode-error-digits-in-order"),
            RuleError::LayOrKeep => words!("passcode-error-lay-or-keep"),
            RuleError::NothingToKeep => words!("passcode-error-nothing-to-keep"),
            RuleError::Chance(error) => match error {
                ChanceError::OutOfOutcomes { sides } => {
                    words!("passcode-error-chance-out-of-outcomes", sides = *sides)
                }
                ChanceError::OutcomeOutOfRange { value, sides } => words!(
                    "passcode-error-chance-out-of-range",
                    value = *value,
                    sides = *sides
                ),
                ChanceError::OutOfOrders { len } => {
                    words!("passcode-error-chance-out-of-orders", count = *len)
                }
                ChanceError::NotAPermutation { order, len } => words!(
                    "passcode-error-chance-not-a-permutation",
                    order = format!("{order:?}"),
                    count = *len
                ),
            },
        }
    }
}
