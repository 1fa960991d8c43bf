//! The rules state of a game of Crack It (`assets/i18n/en/rules/crack-it.md`), in both modes.
//!
//! Split by concern: [`types`] (options, actions, phases, events, refusals), [`turn`]
//! (laying out, a turn's actions), [`windows`] (cards waiting for Prohibitions, and what they
//! do), [`ending`] (turns, games and the match ending), [`observation`] and [`legal`].

use crate::cards::{ResourceCard, combination_cards, components, resource_cards};
use codebreakers_kernel::{Chance, Deck, Game, Outcome, SeatId, SetupError, apply_atomically};
use serde::{Deserialize, Serialize};

mod ending;
mod legal;
mod observation;
mod turn;
mod types;
mod windows;

use observation::Sight;
pub use observation::{Observation, SeenDigit};
pub use types::*;

/// The rules state of a game of Crack It.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CrackIt {
    options: Options,
    players: Vec<Player>,
    combination_pile: Deck<u8>,
    combination_discard: Vec<u8>,
    pile: Deck<ResourceCard>,
    discard: Vec<ResourceCard>,
    bank_infamy: u8,
    bank_prestige: u8,
    phase: Phase,
    current: SeatId,
    turn: TurnState,
    /// 1, or 2 in the second game of King of Safes.
    game: u8,
    /// The holder of the victory card (King of Thieves).
    victory: Option<SeatId>,
    chance: Chance,
}

impl CrackIt {
    pub fn options(&self) -> Options {
        self.options
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn current(&self) -> SeatId {
        self.current
    }
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    pub fn player(&self, seat: SeatId) -> &Player {
        &self.players[seat.index()]
    }
    pub fn turn_state(&self) -> &TurnState {
        &self.turn
    }
    pub fn pile(&self) -> &Deck<ResourceCard> {
        &self.pile
    }
    pub fn discard_pile(&self) -> &[ResourceCard] {
        &self.discard
    }
    pub fn combination_pile(&self) -> &Deck<u8> {
        &self.combination_pile
    }
    pub fn combination_discard(&self) -> &[u8] {
        &self.combination_discard
    }
    pub fn bank(&self) -> (u8, u8) {
        (self.bank_infamy, self.bank_prestige)
    }
    pub fn game_number(&self) -> u8 {
        self.game
    }
    pub fn victory_card(&self) -> Option<SeatId> {
        self.victory
    }

    /// Players still in: not out, and (in King of Safes) everyone.
    fn active(&self) -> Vec<SeatId> {
        (0..self.players.len())
            .filter(|&i| !self.players[i].out)
            .map(|i| SeatId(i as u8))
            .collect()
    }

    /// King of Thieves begun with three or more, and two left.
    pub fn is_final_duel(&self) -> bool {
        self.options.mode == Mode::KingOfThieves
            && self.players.len() >= 3
            && self.active().len() == 2
    }

    /// Seats in order starting left of `from`, not out, without `skip`.
    fn around(&self, from: SeatId, skip: SeatId) -> Vec<SeatId> {
        let n = self.players.len();
        (1..=n)
            .map(|k| SeatId(((from.index() + k) % n) as u8))
            .filter(|&s| s != skip && !self.players[s.index()].out)
            .collect()
    }

    fn deal(&mut self) -> Result<Vec<Event>, RuleError> {
        let mut combos = Deck::shuffled(combination_cards(), &mut self.chance)?;
        let mut resources = Deck::shuffled(resource_cards(), &mut self.chance)?;
        for player in &mut self.players {
            player.combination = (0..DIGITS)
                .map(|_| Digit::new(combos.draw().expect("30 combination cards for 5 players")))
                .collect();
            player.hand = (0..HAND)
                .map(|_| resources.draw().expect("64 resource cards for 5 players"))
                .collect();
            player.arranged = false;
            player.out = false;
        }
        self.combination_pile = combos;
        self.combination_discard.clear();
        self.pile = resources;
        self.discard.clear();
        self.phase = Phase::Arranging;
        self.turn = TurnState::default();
        self.victory = None;
        Ok(vec![])
    }

    fn hand_card(&self, seat: SeatId, card: u8) -> Result<ResourceCard, RuleError> {
        self.players[seat.index()]
            .hand
            .get(usize::from(card))
            .copied()
            .ok_or(RuleError::NoSuchCard(card))
    }

    /// Takes a card from hand.
    fn take(&mut self, seat: SeatId, card: u8) -> ResourceCard {
        self.players[seat.index()].hand.remove(usize::from(card))
    }

    /// Takes a card from hand to the discard pile.
    fn spend(&mut self, seat: SeatId, card: u8) -> ResourceCard {
        let resource = self.take(seat, card);
        self.discard.push(resource);
        resource
    }

    /// Every resource card where it lies: the pile, the discard pile, the hands, the dial
    /// cards on digits, the Block cards laid on digits and a Block waiting for answers.
    /// Always the 64 of the deck, sorted.
    pub fn count_resources(&self) -> Vec<ResourceCard> {
        let mut cards: Vec<ResourceCard> = self.pile.cards().to_vec();
        cards.extend(&self.discard);
        for p in &self.players {
            cards.extend(&p.hand);
            for d in &p.combination {
                let dials = d
                    .above
                    .iter()
                    .chain(&d.below)
                    .map(|&v| ResourceCard::Dial(v));
                cards.extend(dials.chain(d.blocked.then_some(ResourceCard::Block)));
            }
        }
        if let Phase::Window(Window {
            pending: Pending::Block { .. },
            ..
        }) = self.phase
        {
            cards.push(ResourceCard::Block);
        }
        cards.sort();
        cards
    }

    fn rival(&self, seat: SeatId, rival: SeatId) -> Result<&Player, RuleError> {
        if rival == seat {
            return Err(RuleError::SelfTarget);
        }
        let player = self
            .players
            .get(rival.index())
            .ok_or(RuleError::NoSuchSeat(rival))?;
        if player.out {
            return Err(RuleError::PlayerOut);
        }
        Ok(player)
    }

    /// A whole state one seat could be in: what `obs` shows, and for what it cannot see the
    /// rivals' undiscovered digits (`hidden[i]`, one value per undiscovered digit of seat
    /// `i`, left to right; empty for the seat itself), their hands, the resource pile
    /// (bottom first), the combination pile and a chance source for what is still to come.
    /// For the computer players' search over worlds ([`crate::bots`]); `None` if the parts do
    /// not fit the observation's shape.
    pub(crate) fn world(
        obs: &Observation,
        hidden: &[Vec<u8>],
        hands: Vec<Vec<ResourceCard>>,
        pile: Vec<ResourceCard>,
        combination_pile: Vec<u8>,
        chance: Chance,
    ) -> Option<CrackIt> {
        let n = obs.combinations.len();
        if hidden.len() != n || hands.len() != n {
            return None;
        }
        let mut players = Vec::with_capacity(n);
        for (i, (seen, hand)) in obs.combinations.iter().zip(hands).enumerate() {
            let mut values = hidden[i].iter();
            let mut combination = Vec::with_capacity(seen.len());
            for d in seen {
                let value = match d.value {
                    Some(v) => v,
                    None => *values.next()?,
                };
                combination.push(Digit {
                    value,
                    discovered: d.discovered,
                    blocked: d.blocked,
                    above: d.above.clone(),
                    below: d.below.clone(),
                });
            }
            if values.next().is_some() || hand.len() != obs.hand_sizes[i] {
                return None;
            }
            players.push(Player {
                combination,
                hand,
                arranged: obs.phase != Phase::Arranging,
                out: obs.out[i],
                infamy: obs.infamy[i],
                prestige: obs.prestige[i],
            });
        }
        if pile.len() != obs.pile {
            return None;
        }
        Some(CrackIt {
            options: Options { mode: obs.mode },
            players,
            combination_pile: Deck::new(combination_pile),
            combination_discard: obs.combination_discard.clone(),
            pile: Deck::new(pile),
            discard: obs.discard.clone(),
            bank_infamy: obs.bank_infamy,
            bank_prestige: obs.bank_prestige,
            phase: obs.phase.clone(),
            current: obs.current,
            turn: obs.turn.clone(),
            game: obs.game,
            victory: None,
            chance,
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
        if self.phase == Phase::GameOver {
            return Err(RuleError::GameIsOver);
        }
        if !self.to_decide().contains(&seat) {
            return Err(RuleError::NotYourDecision(seat));
        }
        match (&self.phase, action) {
            (Phase::Arranging, Action::Arrange { order }) => self.arrange(seat, *order),
            (Phase::Window(_), Action::Prohibit { card }) => self.prohibit(seat, *card),
            (Phase::Window(_), Action::Pass) => self.pass(seat),
            (Phase::ClueChoice { .. }, Action::TakeDial { value, rival }) => {
                self.take_dial(seat, *value, *rival)
            }
            (Phase::Turn, _) => self.turn_action(seat, action),
            _ => Err(RuleError::NotNow),
        }
    }
}

impl Game for CrackIt {
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type Observation = Observation;
    type Options = Options;

    const ID: &'static str = "crack-it";

    /// King of Thieves for two to four, King of Safes for three to five.
    fn seats(options: &Options) -> std::ops::RangeInclusive<usize> {
        options.mode.seats()
    }

    fn setup(options: &Options, seat_count: usize, chance: Chance) -> Result<Self, SetupError> {
        let name = match options.mode {
            Mode::KingOfThieves => "Crack It (King of Thieves)",
            Mode::KingOfSafes => "Crack It (King of Safes)",
        };
        SetupError::check_seats::<Self>(name, options, seat_count)?;
        let safes = options.mode == Mode::KingOfSafes;
        let c = components();
        let given = if safes { STARTING_INFAMY } else { 0 };
        let mut game = CrackIt {
            options: *options,
            players: (0..seat_count)
                .map(|_| Player {
                    combination: vec![],
                    hand: vec![],
                    arranged: false,
                    out: false,
                    infamy: given,
                    prestige: 0,
                })
                .collect(),
            combination_pile: Deck::default(),
            combination_discard: vec![],
            pile: Deck::default(),
            discard: vec![],
            bank_infamy: c.infamy_tokens - given * seat_count as u8,
            bank_prestige: c.prestige_tokens,
            phase: Phase::Arranging,
            current: SeatId(0),
            turn: TurnState::default(),
            game: 1,
            victory: None,
            chance,
        };
        game.deal().map_err(|e| match e {
            RuleError::Chance(c) => SetupError::Chance(c),
            other => SetupError::Options(other.to_string()),
        })?;
        Ok(game)
    }

    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
        apply_atomically(self, |game| game.step(seat, action))
    }

    fn to_decide(&self) -> Vec<SeatId> {
        match &self.phase {
            Phase::Arranging => (0..self.players.len())
                .filter(|&i| !self.players[i].arranged)
                .map(|i| SeatId(i as u8))
                .collect(),
            Phase::Turn | Phase::ClueChoice { .. } => vec![self.current],
            Phase::Window(w) => w.chains[w.current]
                .to_ask
                .first()
                .copied()
                .into_iter()
                .collect(),
            Phase::GameOver => vec![],
        }
    }

    fn legal_actions(&self, seat: SeatId) -> Vec<Action> {
        self.legal(seat)
    }

    fn observe(&self, seat: SeatId) -> Observation {
        self.observation(seat, Sight::Seat)
    }

    /// Hands, undiscovered digits and a Clue's cards hidden from all (seen from the side of
    /// the player whose turn it is).
    fn observe_public(&self) -> Observation {
        self.observation(self.current, Sight::Public)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            winners: self.winners(),
            scores: self.scores(),
        })
    }

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn scores_now(&self) -> Vec<i64> {
        self.scores()
    }

    /// Every event tells what the whole table sees: a combination laid out is told as laid,
    /// never in which order; a dial's answer, a card played and a Clue's card (played at
    /// once) are seen by everyone (rules page, "Narrowing" and "Action cards").
    fn seen_by(event: &Event, _viewer: Option<SeatId>) -> Option<Event> {
        Some(event.clone())
    }

    /// Laying out one's combination may be taken back until another seat acts (it is hidden
    /// and nothing is drawn), and so may a Pass that leaves others still to answer. Every card
    /// played shows a card from the hand, a dial tests a rival's hidden digit, and ending or
    /// discarding refills from the face-down pile: those never go back.
    fn revocable(_seat: SeatId, action: &Action, events: &[Event]) -> bool {
        match action {
            Action::Arrange { .. } => events
                .iter()
                .all(|e| matches!(e, Event::Arranged { .. } | Event::TurnStarted { .. })),
            Action::Pass => events.iter().all(|e| matches!(e, Event::Passed { .. })),
            _ => false,
        }
    }
}
