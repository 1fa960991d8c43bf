//! The rules state of a game of Crack It (`assets/i18n/en/rules/crack-it.md`), in both modes.

use crate::cards::{ResourceCard, combination_cards, components, resource_cards};
use codebreakers_kernel::{
    Chance, ChanceError, Deck, Game, Outcome, SeatId, SetupError, apply_atomically,
};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Cards in hand after refilling.
pub const HAND: usize = 5;
/// Digits in a combination.
pub const DIGITS: usize = 3;
/// Infamy tokens each player starts with in King of Safes.
pub const STARTING_INFAMY: u8 = 3;

/// King of Thieves (basic, 2-4) or King of Safes (advanced, 3-5: two games, tokens).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    KingOfThieves,
    KingOfSafes,
}

impl Mode {
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Mode::KingOfThieves => 2..=4,
            Mode::KingOfSafes => 3..=5,
        }
    }
}

/// Choices made before the game (`assets/i18n/en/rules/crack-it.md`, "Setup": the mode). An unknown field is an
/// error, so a typo in a scenario or a setup cannot silently fall back to the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub mode: Mode,
}

/// One card of a combination, and the dial cards stacked on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Digit {
    pub value: u8,
    pub discovered: bool,
    /// A Block card lies on it: it stays for the rest of the game (ruling), so it is in
    /// neither the discard pile nor the pile until King of Safes gathers the cards anew.
    pub blocked: bool,
    /// Dial cards higher than the digit (placed above it).
    pub above: Vec<u8>,
    /// Dial cards lower than the digit (placed below it).
    pub below: Vec<u8>,
}

impl Digit {
    fn new(value: u8) -> Self {
        Digit {
            value,
            discovered: false,
            blocked: false,
            above: Vec::new(),
            below: Vec::new(),
        }
    }

    /// The values the dial cards leave possible.
    pub fn possible(&self) -> std::ops::RangeInclusive<u8> {
        let low = self.below.iter().max().map_or(0, |&d| d + 1);
        let high = self.above.iter().min().map_or(9, |&d| d.saturating_sub(1));
        low..=high
    }
}

/// A player's safe, hand and tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Left to right, once arranged.
    pub combination: Vec<Digit>,
    pub hand: Vec<ResourceCard>,
    pub arranged: bool,
    /// King of Thieves: the combination is fully discovered.
    pub out: bool,
    pub infamy: u8,
    pub prestige: u8,
}

impl Player {
    /// The first undiscovered digit from the left.
    pub fn next_undiscovered(&self) -> Option<usize> {
        self.combination.iter().position(|d| !d.discovered)
    }

    pub fn is_open(&self) -> bool {
        self.combination.iter().all(|d| d.discovered)
    }

    /// Block's target: the first discovered digit from the left not blocked yet.
    pub fn block_target(&self) -> Option<usize> {
        self.combination
            .iter()
            .position(|d| d.discovered && !d.blocked)
    }

    /// Reset's target: the first discovered digit from the right, if it may be reset.
    pub fn reset_target(&self) -> Option<usize> {
        if self.is_open() {
            return None;
        }
        let at = self.combination.iter().rposition(|d| d.discovered)?;
        (!self.combination[at].blocked).then_some(at)
    }
}

/// Where a Clue takes its dial card from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClueSource {
    DiscardPile,
    Player(SeatId),
}

/// A decision. Unknown fields are errors (scenario files).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Lay the three dealt combination cards in this order (indices into the deal), left to right.
    Arrange {
        order: [u8; DIGITS],
    },
    /// Narrow `rival`'s first undiscovered digit with the dial card at `card` in hand.
    Dial {
        card: u8,
        rival: SeatId,
    },
    Clue {
        card: u8,
        source: ClueSource,
    },
    Block {
        card: u8,
        rival: SeatId,
    },
    Reset {
        card: u8,
    },
    CrackIt {
        card: u8,
        rival: SeatId,
    },
    MasterCrackIt {
        card: u8,
    },
    /// After a Clue: the dial card chosen, played at once against `rival`.
    TakeDial {
        value: u8,
        rival: SeatId,
    },
    /// Stop the action (or Prohibition) now in the answer window.
    Prohibit {
        card: u8,
    },
    /// Let it be.
    Pass,
    /// Instead of using cards: discard these (by index in hand); the turn ends.
    Discard {
        cards: Vec<u8>,
    },
    /// Refill to five and pass the turn on.
    EndTurn,
}

/// An action card waiting for answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    Clue { source: ClueSource },
    Block { rival: SeatId },
    Reset,
    CrackIt { rival: SeatId },
    MasterCrackIt,
}

/// One chain of Prohibitions (Master CRACK IT: one per rival).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    /// Master CRACK IT: the rival this chain protects.
    pub protects: Option<SeatId>,
    /// Who played each Prohibition, in order: an odd number stops the action.
    pub prohibitions: Vec<SeatId>,
    /// Who is still to answer in this round, in order.
    pub to_ask: Vec<SeatId>,
}

/// The answer window open on an action card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub actor: SeatId,
    pub pending: Pending,
    pub chains: Vec<Chain>,
    pub current: usize,
    /// Master CRACK IT: the rivals whose chains stopped it.
    pub stopped_for: Vec<SeatId>,
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Every player lays out their combination.
    Arranging,
    /// The current player uses or discards cards.
    Turn,
    /// An action card was played: answers (Prohibitions) are asked for.
    Window(Window),
    /// A Clue went through: its player picks one of these dial values and a rival.
    ClueChoice {
        source: ClueSource,
        values: Vec<u8>,
    },
    GameOver,
}

/// The current player's turn so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    /// The once-per-turn narrowing is used.
    pub narrowed: bool,
    /// A card was used (no discarding instead any more).
    pub used: bool,
    /// CRACK IT or Master CRACK IT was played: no more cards this turn.
    pub locked: bool,
    /// A CLICK earned one extra dial card against this rival.
    pub bonus: Option<SeatId>,
}

/// How a dial card fared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DialResult {
    Above,
    Below,
    Click,
    /// It left one possible value: discovered as if it were a CLICK.
    PerfectlyNarrowed,
}

/// Something that happened. Hidden values appear only once discovered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Arranged {
        seat: SeatId,
    },
    TurnStarted {
        seat: SeatId,
    },
    Dialled {
        seat: SeatId,
        rival: SeatId,
        digit: u8,
        dial: u8,
        result: DialResult,
    },
    Discovered {
        seat: SeatId,
        rival: SeatId,
        digit: u8,
        value: u8,
    },
    ActionPlayed {
        seat: SeatId,
        card: ResourceCard,
        pending: Pending,
    },
    Prohibited {
        seat: SeatId,
        chain: u8,
        count: u8,
    },
    Passed {
        seat: SeatId,
    },
    /// The answers are in: `actor`'s action goes through, or is stopped (for these rivals
    /// only, with Master CRACK IT).
    Resolved {
        actor: SeatId,
        card: ResourceCard,
        stopped: bool,
        stopped_for: Vec<SeatId>,
    },
    ClueTaken {
        seat: SeatId,
        source: ClueSource,
        value: u8,
    },
    ClueWasted {
        seat: SeatId,
    },
    Blocked {
        seat: SeatId,
        rival: SeatId,
        digit: u8,
    },
    ResetDigit {
        seat: SeatId,
        digit: u8,
    },
    Discarded {
        seat: SeatId,
        count: u8,
    },
    Refilled {
        seat: SeatId,
        count: u8,
    },
    Reshuffled,
    SafeOpened {
        seat: SeatId,
        by: SeatId,
    },
    PlayerOut {
        seat: SeatId,
    },
    FinalDuel,
    Tokens {
        seat: SeatId,
        infamy: i8,
        prestige: i8,
    },
    GameEnded {
        game: u8,
        last: Option<SeatId>,
    },
    NewGame {
        game: u8,
    },
    GameOver {
        winners: Vec<SeatId>,
        scores: Vec<i64>,
    },
}

/// Why an action is not allowed, naming the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("there is no {0} at this table")]
    NoSuchSeat(SeatId),
    #[error("the game is over")]
    GameIsOver,
    #[error("it is not {0}'s decision now")]
    NotYourDecision(SeatId),
    #[error("that is not possible now")]
    NotNow,
    #[error("an order lists each of the three combination cards once")]
    BadOrder,
    #[error("there is no card {0} in hand")]
    NoSuchCard(u8),
    #[error("the discard names card {0} twice")]
    CardNamedTwice(u8),
    #[error("that card is not a {0}")]
    WrongCard(String),
    #[error("narrowing is once per turn (a Clue or a CLICK bonus excepted)")]
    AlreadyNarrowed,
    #[error("after a CLICK the extra dial card goes against the same rival")]
    BonusRival,
    #[error("CRACK IT ends card use for this turn")]
    Locked,
    #[error("you cannot target yourself")]
    SelfTarget,
    #[error("that rival has no undiscovered digit")]
    NothingToDiscover,
    #[error("that rival has no discovered digit left to block")]
    NothingToBlock,
    #[error("no digit of yours can be reset: a blocked digit or an opened safe cannot")]
    NothingToReset,
    #[error("Reset cannot be played in the final duel")]
    FinalDuel,
    #[error("cards already used this turn cannot be followed by discarding instead")]
    AlreadyUsed,
    #[error("that dial card is not among those the Clue offers")]
    NotOffered,
    #[error("that player is out of the game")]
    PlayerOut,
    #[error(transparent)]
    Chance(#[from] ChanceError),
}

/// How much of the hidden state an observation opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sight {
    /// A seat's own: its hand, its combination, a Clue's cards on its turn.
    Seat,
    /// A spectator's: no seat's secrets.
    Public,
    /// Everything, for a finished match watched again.
    Open,
}

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

/// What one seat may see.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: SeatId,
    pub mode: Mode,
    pub game: u8,
    pub phase: Phase,
    pub current: SeatId,
    pub turn: TurnState,
    /// Every player's combination: values of undiscovered digits only for one's own.
    pub combinations: Vec<Vec<SeenDigit>>,
    pub hand: Vec<ResourceCard>,
    pub hand_sizes: Vec<usize>,
    pub out: Vec<bool>,
    pub infamy: Vec<u8>,
    pub prestige: Vec<u8>,
    pub pile: usize,
    pub discard: Vec<ResourceCard>,
    /// The combination cards Reset removed (each was a discovered digit, so everyone saw
    /// it), until the combination pile runs out and they are shuffled into a new one.
    pub combination_discard: Vec<u8>,
    pub bank_infamy: u8,
    pub bank_prestige: u8,
    /// King of Thieves: when only two are left of three or more, Reset is not allowed.
    pub final_duel: bool,
}

/// A digit as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenDigit {
    pub value: Option<u8>,
    pub discovered: bool,
    /// A Block card lies on it, for everyone to see.
    pub blocked: bool,
    pub above: Vec<u8>,
    pub below: Vec<u8>,
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

    fn arrange(&mut self, seat: SeatId, order: [u8; DIGITS]) -> Result<Vec<Event>, RuleError> {
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

    fn turn_action(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
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

    fn expect_card(
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

    fn rivals_with_digits(&self, seat: SeatId) -> Vec<SeatId> {
        self.around(seat, seat)
            .into_iter()
            .filter(|r| self.players[r.index()].next_undiscovered().is_some())
            .collect()
    }

    /// Plays an action card and lets the other players answer. It goes to the discard pile,
    /// but for a Block: that waits for the answers, to be laid on the digit (ruling: instead
    /// of being discarded) or, stopped, discarded.
    fn open_window(
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

    fn window_mut(&mut self) -> &mut Window {
        match &mut self.phase {
            Phase::Window(w) => w,
            _ => unreachable!("only called with a window open"),
        }
    }

    fn prohibit(&mut self, seat: SeatId, card: u8) -> Result<Vec<Event>, RuleError> {
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

    fn pass(&mut self, seat: SeatId) -> Result<Vec<Event>, RuleError> {
        let window = self.window_mut();
        let index = window.current;
        window.chains[index].to_ask.retain(|&s| s != seat);
        let mut events = vec![Event::Passed { seat }];
        events.extend(self.settle_window()?);
        Ok(events)
    }

    /// Closes finished chains and, once all are in, resolves the action.
    fn settle_window(&mut self) -> Result<Vec<Event>, RuleError> {
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

    fn resolve(&mut self, window: Window) -> Result<Vec<Event>, RuleError> {
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
    fn take_dial(
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
    fn narrow(&mut self, seat: SeatId, rival: SeatId, dial: u8) -> Result<Vec<Event>, RuleError> {
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
    fn discover(
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
    fn reveal(&mut self, seat: SeatId, rival: SeatId, at: usize) -> (Vec<Event>, bool) {
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
    fn after_discovery(&mut self, went_out: bool) -> Result<Vec<Event>, RuleError> {
        let mut events = vec![];
        if went_out && self.is_final_duel() {
            events.push(Event::FinalDuel);
        }
        events.extend(self.check_end()?);
        Ok(events)
    }

    /// Moves tokens between the bank and a player; an empty bank (or purse) gives nothing.
    fn tokens(&mut self, seat: SeatId, infamy: i8, prestige: i8) -> Vec<Event> {
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

    fn draw_combination(&mut self) -> Result<u8, RuleError> {
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
    fn check_end(&mut self) -> Result<Vec<Event>, RuleError> {
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
    fn winners(&self) -> Vec<SeatId> {
        let scores = self.scores();
        let key = |i: usize| (scores[i], self.players[i].prestige);
        let best = (0..self.players.len()).map(key).max().unwrap_or((0, 0));
        (0..self.players.len())
            .filter(|&i| key(i) == best)
            .map(|i| SeatId(i as u8))
            .collect()
    }

    fn game_over(&mut self) -> Event {
        self.phase = Phase::GameOver;
        Event::GameOver {
            winners: self.winners(),
            scores: self.scores(),
        }
    }

    /// Refill to five (reshuffling the discard pile into a new pile when it runs out) and
    /// pass the turn to the next player still in.
    fn end_turn(&mut self) -> Result<Vec<Event>, RuleError> {
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

    /// What `viewer` sees of `owner`'s combination; every value when `open`.
    fn see(&self, viewer: SeatId, owner: usize, sight: Sight) -> Vec<SeenDigit> {
        let own = sight == Sight::Seat && owner == viewer.index();
        self.players[owner]
            .combination
            .iter()
            .map(|d| SeenDigit {
                value: (sight == Sight::Open || d.discovered || own).then_some(d.value),
                discovered: d.discovered,
                blocked: d.blocked,
                above: d.above.clone(),
                below: d.below.clone(),
            })
            .collect()
    }

    /// What is seen from `seat`'s side, as much as `sight` opens: a finished match watched
    /// again hides nothing (replays), a spectator sees no seat's secrets.
    fn observation(&self, seat: SeatId, sight: Sight) -> Observation {
        let own_turn = sight == Sight::Seat && seat == self.current;
        Observation {
            seat,
            mode: self.options.mode,
            game: self.game,
            phase: match &self.phase {
                // The dial cards a Clue offers are shown to its player only.
                Phase::ClueChoice { source, .. } if !own_turn && sight != Sight::Open => {
                    Phase::ClueChoice {
                        source: *source,
                        values: vec![],
                    }
                }
                other => other.clone(),
            },
            current: self.current,
            turn: self.turn.clone(),
            combinations: (0..self.players.len())
                .map(|i| self.see(seat, i, sight))
                .collect(),
            hand: match sight {
                Sight::Public => Vec::new(),
                Sight::Seat | Sight::Open => self.players[seat.index()].hand.clone(),
            },
            hand_sizes: self.players.iter().map(|p| p.hand.len()).collect(),
            out: self.players.iter().map(|p| p.out).collect(),
            infamy: self.players.iter().map(|p| p.infamy).collect(),
            prestige: self.players.iter().map(|p| p.prestige).collect(),
            pile: self.pile.len(),
            discard: self.discard.clone(),
            combination_discard: self.combination_discard.clone(),
            bank_infamy: self.bank_infamy,
            bank_prestige: self.bank_prestige,
            final_duel: self.is_final_duel(),
        }
    }

    /// Every seat's combination face up, and the Clue's cards to all: for a replay of a
    /// finished match, never for a seat in play.
    pub fn observe_open(&self, seat: SeatId) -> Observation {
        self.observation(seat, Sight::Open)
    }

    /// Every discard `seat` may make now: any cards of the hand, none included, named in any
    /// order. Orders of the same cards do the same, so each set of cards is tried once.
    fn legal_discards(&self, seat: SeatId) -> Vec<Action> {
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

impl ResourceCard {
    pub fn dial_value(self) -> Option<u8> {
        match self {
            ResourceCard::Dial(d) => Some(d),
            _ => None,
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

/// A refusal in the player's language: a message key (`assets/i18n/*/crack-it.ftl`) per
/// rule broken, with what it names.
impl codebreakers_kernel::ToWords for RuleError {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            RuleError::NoSuchSeat(seat) => {
                words!("crack-it-refusal-no-such-seat", seat = seat.index() + 1)
            }
            RuleError::GameIsOver => words!("crack-it-refusal-game-over"),
            RuleError::NotYourDecision(seat) => {
                words!(
                    "crack-it-refusal-not-your-decision",
                    seat = seat.index() + 1
                )
            }
            RuleError::NotNow => words!("crack-it-refusal-not-now"),
            RuleError::BadOrder => words!("crack-it-refusal-bad-order"),
            RuleError::NoSuchCard(card) => words!("crack-it-refusal-no-such-card", card = *card),
            RuleError::CardNamedTwice(card) => {
                words!("crack-it-refusal-card-named-twice", card = *card)
            }
            RuleError::WrongCard(name) => {
                // The card wanted, as a selector of the message (each language words it).
                let card = match name.as_str() {
                    "dial card" => "dial",
                    "Prohibition" => "prohibition",
                    "Clue" => "clue",
                    "Block" => "block",
                    "Reset" => "reset",
                    "CRACK IT" => "crack-it",
                    "Master CRACK IT" => "master-crack-it",
                    _ => "other",
                };
                words!("crack-it-refusal-wrong-card", card = card)
            }
            RuleError::AlreadyNarrowed => words!("crack-it-refusal-already-narrowed"),
            RuleError::BonusRival => words!("crack-it-refusal-bonus-rival"),
            RuleError::Locked => words!("crack-it-refusal-locked"),
            RuleError::SelfTarget => words!("crack-it-refusal-self-target"),
            RuleError::NothingToDiscover => words!("crack-it-refusal-nothing-to-discover"),
            RuleError::NothingToBlock => words!("crack-it-refusal-nothing-to-block"),
            RuleError::NothingToReset => words!("crack-it-refusal-nothing-to-reset"),
            RuleError::FinalDuel => words!("crack-it-refusal-final-duel"),
            RuleError::AlreadyUsed => words!("crack-it-refusal-already-used"),
            RuleError::NotOffered => words!("crack-it-refusal-not-offered"),
            RuleError::PlayerOut => words!("crack-it-refusal-player-out"),
            RuleError::Chance(_) => words!("crack-it-refusal-chance"),
        }
    }
}
