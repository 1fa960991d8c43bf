//! The rules state of a Code Knacker game (`assets/i18n/en/rules/code-knacker.md`).

use crate::deck::{CardId, card, cards};
use codebreakers_kernel::{
    Chance, ChanceError, Deck, Die as KernelDie, Game, Outcome, SeatId, SetupError,
    apply_atomically,
};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Dice at the table.
pub const DICE: usize = 5;
/// Red markers in the stock at the start.
pub const MARKERS: u8 = 17;
/// Safe cards face up in the display.
pub const DISPLAY: usize = 3;

/// What a die shows: a digit 1-5, or the microchip (the sixth face).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Digit(u8),
    Chip,
}

impl Face {
    /// The face of a die roll 1..=6; 6 is the microchip (also in scenario files).
    pub fn from_roll(roll: u32) -> Face {
        match roll {
            6 => Face::Chip,
            n => Face::Digit(n as u8),
        }
    }
}

/// One of the five dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    /// `None` until it is rolled in this turn.
    pub face: Option<Face>,
    /// Set aside in the current cycle.
    pub aside: bool,
}

/// A displayed safe card and the digits covered by markers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    pub card: CardId,
    pub covered: Vec<bool>,
}

impl Slot {
    fn new(card: CardId) -> Self {
        Slot {
            card,
            covered: vec![false; crate::deck::card(card).code.len()],
        }
    }

    /// Every digit covered: the card is cracked.
    pub fn is_cracked(&self) -> bool {
        self.covered.iter().all(|&c| c)
    }

    pub fn markers(&self) -> u8 {
        self.covered.iter().filter(|&&c| c).count() as u8
    }

    /// Whether an uncovered digit equal to `digit` is on the card.
    pub fn needs(&self, digit: u8) -> bool {
        card(self.card)
            .code
            .iter()
            .zip(&self.covered)
            .any(|(&d, &c)| d == digit && !c)
    }
}

/// A digit on a displayed card: the display slot (0-2) and the position in the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DigitRef {
    pub slot: u8,
    pub digit: u8,
}

/// A decision of the player whose turn it is. Unknown fields are errors (scenario files).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Roll: all five at the start of a turn or of a new cycle, else the dice not set aside.
    Roll,
    /// Set a suitable die aside; a numbered die covers `cover`, a microchip covers nothing.
    SetAside { die: u8, cover: Option<DigitRef> },
    /// Stop voluntarily and take every cracked card.
    Stop,
}

impl Action {
    /// Die `die` set aside on digit `digit` (its place on the card) of the card in `slot`.
    pub fn cover(die: u8, slot: u8, digit: u8) -> Self {
        Action::SetAside {
            die,
            cover: Some(DigitRef { slot, digit }),
        }
    }

    /// Die `die`, a microchip, set aside.
    pub fn chip(die: u8) -> Self {
        Action::SetAside { die, cover: None }
    }
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The player rolls all five dice (a turn's first roll).
    Rolling,
    /// The player sets suitable dice aside, then rolls the rest or stops.
    Choosing,
    /// All five dice are aside with two microchips or more: roll all five again or stop.
    CycleComplete,
    GameOver,
}

/// How a turn ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnEnd {
    Voluntary,
    Forced,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    TurnStarted {
        seat: SeatId,
        turn: u32,
    },
    /// These dice (by index) were rolled and show these faces.
    Rolled {
        dice: Vec<(u8, Face)>,
    },
    /// A die set aside; a numbered one covers a digit of the safe `card`.
    SetAside {
        die: u8,
        face: Face,
        cover: Option<DigitRef>,
        card: Option<CardId>,
    },
    /// All five dice aside with `chips` microchips (two or more): the player may roll all five again.
    CycleComplete {
        chips: u8,
    },
    /// The turn ended: `taken` went to the player, `to_bottom` under the deck, and the
    /// markers of both back to the stock.
    TurnEnded {
        seat: SeatId,
        how: TurnEnd,
        taken: Vec<CardId>,
        to_bottom: Vec<CardId>,
        markers_returned: u8,
    },
    /// A card from the deck filled an empty display slot.
    Refilled {
        slot: u8,
        card: CardId,
    },
    /// Solo: the deck's top card left the game at the end of a turn.
    CardRemoved {
        card: CardId,
    },
    /// Solo: the deck is empty; one more turn.
    FinalTurn,
    GameOver {
        totals: Vec<u32>,
        winners: Vec<SeatId>,
    },
}

/// Why an action is not allowed, naming the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RuleError {
    #[error("there is no {0} at this table")]
    NoSuchSeat(SeatId),
    #[error("the game is over")]
    GameIsOver,
    #[error("it is {current}'s turn, not {seat}'s")]
    NotYourTurn { seat: SeatId, current: SeatId },
    #[error("roll the dice first")]
    RollFirst,
    #[error("all five dice are aside: roll all five again or stop")]
    CycleIsComplete,
    #[error("there is no die {0}")]
    NoSuchDie(u8),
    #[error("die {0} is already set aside")]
    AlreadyAside(u8),
    #[error("a microchip covers nothing")]
    ChipCoversNothing,
    #[error("a numbered die covers a digit of equal value")]
    NumberMustCover,
    #[error("there is no such digit in the display")]
    NoSuchDigit,
    #[error("that digit is already covered")]
    DigitCovered,
    #[error("a {face} cannot cover a {digit}")]
    WrongDigit { face: u8, digit: u8 },
    #[error("the marker stock is empty: a numbered die is no longer suitable")]
    StockEmpty,
    #[error("set at least one suitable die aside first")]
    SetAsideFirst,
    #[error(transparent)]
    Chance(#[from] ChanceError),
}

/// Choices made before the game (none yet: the seat count decides the solo variant). Any
/// field is unknown, and an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// The rules state of a game of Code Knacker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CodeKnacker {
    seats: usize,
    deck: Deck<CardId>,
    display: Vec<Option<Slot>>,
    stock: u8,
    dice: [Die; DICE],
    phase: Phase,
    current: SeatId,
    turn: u32,
    /// Dice set aside since the last roll (one at least before rolling again or stopping).
    aside_since_roll: u8,
    taken: Vec<Vec<CardId>>,
    /// Solo: cards removed from the game.
    removed: Vec<CardId>,
    /// Solo: the deck is empty and this is the last turn.
    final_turn: bool,
    chance: Chance,
}

/// What one seat may see: everything but the order of the face-down deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: SeatId,
    pub current: SeatId,
    pub phase: Phase,
    pub display: Vec<Option<Slot>>,
    pub stock: u8,
    pub dice: [Die; DICE],
    pub aside_since_roll: u8,
    pub deck_len: usize,
    pub taken: Vec<Vec<CardId>>,
    pub removed: Vec<CardId>,
    pub final_turn: bool,
    pub turn: u32,
}

impl Observation {
    /// What the observing seat may do now, if it is to play: the game's legal actions,
    /// read from what every seat sees.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.seat != self.current {
            return vec![];
        }
        legal_in(
            self.phase,
            &self.dice,
            &self.display,
            self.stock,
            self.aside_since_roll,
        )
    }

    /// Whether `face` could be set aside now: a microchip, or a digit still uncovered
    /// while the stock holds a marker (`assets/i18n/en/rules/code-knacker.md`, "A turn", and its ruling).
    pub fn is_suitable(&self, face: Face) -> bool {
        suitable(face, &self.display, self.stock)
    }

    /// Microchips among the dice set aside in this cycle.
    pub fn chips_aside(&self) -> u8 {
        chips_aside(&self.dice)
    }

    /// Whether one player plays alone.
    pub fn is_solo(&self) -> bool {
        self.taken.len() == 1
    }

    /// Each seat's total value taken, in millions.
    pub fn totals(&self) -> Vec<u32> {
        self.taken.iter().map(|c| total(c)).collect()
    }
}

fn suitable(face: Face, display: &[Option<Slot>], stock: u8) -> bool {
    match face {
        Face::Chip => true,
        Face::Digit(d) => stock > 0 && display.iter().flatten().any(|s| s.needs(d)),
    }
}

fn chips_aside(dice: &[Die; DICE]) -> u8 {
    dice.iter()
        .filter(|d| d.aside && d.face == Some(Face::Chip))
        .count() as u8
}

/// The winners (`assets/i18n/en/rules/code-knacker.md`, "End of the game"): the highest total; a tie goes to more cards; a tie on both is shared.
pub fn winners(taken: &[Vec<CardId>]) -> Vec<SeatId> {
    let key = |cards: &Vec<CardId>| (total(cards), cards.len());
    let best = taken.iter().map(key).max().unwrap_or((0, 0));
    (0..taken.len())
        .filter(|&i| key(&taken[i]) == best)
        .map(|i| SeatId(i as u8))
        .collect()
}

fn total(cards: &[CardId]) -> u32 {
    cards.iter().map(|&c| card(c).value).sum()
}

impl CodeKnacker {
    /// A match of two seats on a table chosen for tests (of the rules, of reviews): the deck
    /// dealt from the end of `order` (its last three cards the display, first dealt first),
    /// the dice rolling `rolls` first, then a seeded stream.
    pub fn scripted(order: Vec<usize>, rolls: &[u32]) -> Self {
        let script = codebreakers_kernel::ChanceScript {
            outcomes: rolls.iter().copied().collect(),
            orders: [order].into(),
        };
        let chance = Chance::scripted_then_seeded(script, 9);
        Self::setup(&Options::default(), 2, chance).expect("two seats play Code Knacker")
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn current(&self) -> SeatId {
        self.current
    }
    pub fn display(&self) -> &[Option<Slot>] {
        &self.display
    }
    pub fn stock(&self) -> u8 {
        self.stock
    }
    pub fn dice(&self) -> &[Die; DICE] {
        &self.dice
    }
    pub fn deck(&self) -> &Deck<CardId> {
        &self.deck
    }
    pub fn taken(&self) -> &[Vec<CardId>] {
        &self.taken
    }
    pub fn removed(&self) -> &[CardId] {
        &self.removed
    }
    pub fn is_solo(&self) -> bool {
        self.seats == 1
    }
    pub fn is_final_turn(&self) -> bool {
        self.final_turn
    }
    /// Each seat's total value taken, in millions.
    pub fn totals(&self) -> Vec<u32> {
        self.taken.iter().map(|c| total(c)).collect()
    }

    fn step(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
        if usize::from(seat.0) >= self.seats {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.phase == Phase::GameOver {
            return Err(RuleError::GameIsOver);
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                seat,
                current: self.current,
            });
        }
        match (self.phase, *action) {
            (Phase::Rolling, Action::Roll) | (Phase::CycleComplete, Action::Roll) => {
                self.dice = [Die::default(); DICE];
                self.roll()
            }
            (Phase::Rolling, _) => Err(RuleError::RollFirst),
            (Phase::CycleComplete, Action::Stop) => Ok(self.end_turn(TurnEnd::Voluntary)),
            (Phase::CycleComplete, Action::SetAside { .. }) => Err(RuleError::CycleIsComplete),
            (Phase::Choosing, Action::SetAside { die, cover }) => self.set_aside(die, cover),
            (Phase::Choosing, _) if self.aside_since_roll == 0 => Err(RuleError::SetAsideFirst),
            (Phase::Choosing, Action::Roll) => self.roll(),
            (Phase::Choosing, Action::Stop) => Ok(self.end_turn(TurnEnd::Voluntary)),
            (Phase::GameOver, _) => Err(RuleError::GameIsOver),
        }
    }

    /// Rolls every die not set aside; with no suitable die the turn ends by force (step 2).
    fn roll(&mut self) -> Result<Vec<Event>, RuleError> {
        let mut rolled = Vec::new();
        for (i, die) in self.dice.iter_mut().enumerate() {
            if !die.aside {
                let face = Face::from_roll(KernelDie::D6.roll(&mut self.chance)?);
                die.face = Some(face);
                rolled.push((i as u8, face));
            }
        }
        self.aside_since_roll = 0;
        self.phase = Phase::Choosing;
        let any_suitable = rolled
            .iter()
            .any(|&(_, face)| suitable(face, &self.display, self.stock));
        let mut events = vec![Event::Rolled { dice: rolled }];
        if !any_suitable {
            events.extend(self.end_turn(TurnEnd::Forced));
        }
        Ok(events)
    }

    /// Sets one suitable die aside (step 3); all five aside ends the cycle (step 5).
    fn set_aside(&mut self, die: u8, cover: Option<DigitRef>) -> Result<Vec<Event>, RuleError> {
        let state = *self
            .dice
            .get(usize::from(die))
            .ok_or(RuleError::NoSuchDie(die))?;
        if state.aside {
            return Err(RuleError::AlreadyAside(die));
        }
        let face = state.face.ok_or(RuleError::RollFirst)?;
        match (face, cover) {
            (Face::Chip, Some(_)) => return Err(RuleError::ChipCoversNothing),
            (Face::Digit(_), None) => return Err(RuleError::NumberMustCover),
            (Face::Chip, None) => {}
            (Face::Digit(value), Some(at)) => {
                if self.stock == 0 {
                    return Err(RuleError::StockEmpty);
                }
                let slot = self
                    .display
                    .get_mut(usize::from(at.slot))
                    .and_then(Option::as_mut)
                    .ok_or(RuleError::NoSuchDigit)?;
                let digit = *card(slot.card)
                    .code
                    .get(usize::from(at.digit))
                    .ok_or(RuleError::NoSuchDigit)?;
                if slot.covered[usize::from(at.digit)] {
                    return Err(RuleError::DigitCovered);
                }
                if digit != value {
                    return Err(RuleError::WrongDigit { face: value, digit });
                }
                slot.covered[usize::from(at.digit)] = true;
                self.stock -= 1;
            }
        }
        self.dice[usize::from(die)].aside = true;
        self.aside_since_roll += 1;
        let card = cover.and_then(|at| self.display[usize::from(at.slot)].as_ref().map(|s| s.card));
        let mut events = vec![Event::SetAside {
            die,
            face,
            cover,
            card,
        }];
        if self.dice.iter().all(|d| d.aside) {
            let chips = chips_aside(&self.dice);
            if chips >= 2 {
                self.phase = Phase::CycleComplete;
                events.push(Event::CycleComplete { chips });
            } else {
                // Fewer than two microchips: the turn ends, as a voluntary stop (step 5).
                events.extend(self.end_turn(TurnEnd::Voluntary));
            }
        }
        Ok(events)
    }

    /// The end of a turn: take or return cracked cards, refill, (solo) remove the top card.
    fn end_turn(&mut self, how: TurnEnd) -> Vec<Event> {
        let seat = self.current;
        let (mut taken, mut to_bottom, mut markers) = (Vec::new(), Vec::new(), 0);
        for slot in self.display.iter_mut() {
            if slot.as_ref().is_some_and(Slot::is_cracked) {
                let cracked = slot.take().expect("checked above");
                markers += cracked.markers();
                match how {
                    TurnEnd::Voluntary => taken.push(cracked.card),
                    TurnEnd::Forced => to_bottom.push(cracked.card),
                }
            }
        }
        self.stock += markers;
        self.taken[usize::from(seat.0)].extend(&taken);
        for &card in &to_bottom {
            self.deck.put_bottom(card);
        }
        self.dice = [Die::default(); DICE];
        self.aside_since_roll = 0;
        let mut events = vec![Event::TurnEnded {
            seat,
            how,
            taken,
            to_bottom,
            markers_returned: markers,
        }];
        for (i, slot) in self.display.iter_mut().enumerate() {
            if slot.is_none()
                && let Some(card) = self.deck.draw()
            {
                *slot = Some(Slot::new(card));
                events.push(Event::Refilled {
                    slot: i as u8,
                    card,
                });
            }
        }
        // The game ends as soon as the display cannot be refilled to three cards.
        if self.display.iter().any(Option::is_none) || self.final_turn {
            events.push(self.game_over());
            return events;
        }
        if self.is_solo() {
            // Solo ruling: take/return, refill, then remove the top card; once the deck is
            // empty the player has exactly one more turn.
            if let Some(card) = self.deck.draw() {
                self.removed.push(card);
                events.push(Event::CardRemoved { card });
            }
            if self.deck.is_empty() {
                self.final_turn = true;
                events.push(Event::FinalTurn);
            }
        }
        self.current = SeatId(((usize::from(self.current.0) + 1) % self.seats) as u8);
        self.turn += 1;
        self.phase = Phase::Rolling;
        events.push(Event::TurnStarted {
            seat: self.current,
            turn: self.turn,
        });
        events
    }

    fn game_over(&mut self) -> Event {
        self.phase = Phase::GameOver;
        Event::GameOver {
            totals: self.totals(),
            winners: winners(&self.taken),
        }
    }
}

/// The ways die `die` may be set aside: a microchip to the side, a digit onto an uncovered
/// digit of a displayed card while the stock holds a marker
/// (`assets/i18n/en/rules/code-knacker.md`, "A turn").
fn set_aside_options(
    dice: &[Die; DICE],
    display: &[Option<Slot>],
    stock: u8,
    die: u8,
) -> Vec<Action> {
    let state = dice[usize::from(die)];
    match state.face {
        _ if state.aside => vec![],
        None => vec![],
        Some(Face::Chip) => vec![Action::SetAside { die, cover: None }],
        Some(Face::Digit(_)) if stock == 0 => vec![],
        Some(Face::Digit(value)) => display
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.as_ref().map(|s| (i, s)))
            .flat_map(|(i, slot)| {
                card(slot.card)
                    .code
                    .iter()
                    .enumerate()
                    .filter(move |&(j, &d)| d == value && !slot.covered[j])
                    .map(move |(j, _)| Action::SetAside {
                        die,
                        cover: Some(DigitRef {
                            slot: i as u8,
                            digit: j as u8,
                        }),
                    })
            })
            .collect(),
    }
}

/// What the seat to play may do in `phase`: all of it is public, so an observation tells
/// it as well as the game does.
fn legal_in(
    phase: Phase,
    dice: &[Die; DICE],
    display: &[Option<Slot>],
    stock: u8,
    aside_since_roll: u8,
) -> Vec<Action> {
    match phase {
        Phase::GameOver => vec![],
        Phase::Rolling => vec![Action::Roll],
        Phase::CycleComplete => vec![Action::Roll, Action::Stop],
        Phase::Choosing => {
            let mut actions: Vec<Action> = (0..DICE as u8)
                .flat_map(|d| set_aside_options(dice, display, stock, d))
                .collect();
            if aside_since_roll > 0 {
                actions.push(Action::Roll);
                actions.push(Action::Stop);
            }
            actions
        }
    }
}

impl Game for CodeKnacker {
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type Observation = Observation;
    type Options = Options;

    const ID: &'static str = "code-knacker";

    /// One alone, or up to six.
    fn seats(_options: &Options) -> std::ops::RangeInclusive<usize> {
        1..=6
    }

    fn setup(options: &Options, seat_count: usize, mut chance: Chance) -> Result<Self, SetupError> {
        SetupError::check_seats::<Self>("Code Knacker", options, seat_count)?;
        let ids: Vec<CardId> = (0..cards().len() as CardId).collect();
        let mut deck = Deck::shuffled(ids, &mut chance)?;
        let display = (0..DISPLAY).map(|_| deck.draw().map(Slot::new)).collect();
        Ok(CodeKnacker {
            seats: seat_count,
            deck,
            display,
            stock: MARKERS,
            dice: [Die::default(); DICE],
            phase: Phase::Rolling,
            current: SeatId(0),
            turn: 1,
            aside_since_roll: 0,
            taken: vec![Vec::new(); seat_count],
            removed: Vec::new(),
            final_turn: false,
            chance,
        })
    }

    fn apply(&mut self, seat: SeatId, action: &Action) -> Result<Vec<Event>, RuleError> {
        apply_atomically(self, |game| game.step(seat, action))
    }

    fn to_decide(&self) -> Vec<SeatId> {
        match self.phase {
            Phase::GameOver => vec![],
            _ => vec![self.current],
        }
    }

    fn legal_actions(&self, seat: SeatId) -> Vec<Action> {
        if seat != self.current {
            return vec![];
        }
        legal_in(
            self.phase,
            &self.dice,
            &self.display,
            self.stock,
            self.aside_since_roll,
        )
    }

    fn observe(&self, seat: SeatId) -> Observation {
        Observation {
            seat,
            current: self.current,
            phase: self.phase,
            display: self.display.clone(),
            stock: self.stock,
            dice: self.dice,
            aside_since_roll: self.aside_since_roll,
            deck_len: self.deck.len(),
            taken: self.taken.clone(),
            removed: self.removed.clone(),
            final_turn: self.final_turn,
            turn: self.turn,
        }
    }

    /// The same as every seat's: only the order of the face-down deck is hidden, from all
    /// (seen from the side of the player whose turn it is).
    fn observe_public(&self) -> Observation {
        self.observe(self.current)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::GameOver).then(|| Outcome {
            winners: winners(&self.taken),
            scores: self.scores_now(),
        })
    }

    fn seat_count(&self) -> usize {
        self.seats
    }

    fn scores_now(&self) -> Vec<i64> {
        self.totals().into_iter().map(i64::from).collect()
    }

    /// Every event is public: the dice and the display are open to all, and the deck's
    /// order shows only as its cards come up, to everyone at once.
    fn seen_by(event: &Event, _viewer: Option<SeatId>) -> Option<Event> {
        Some(event.clone())
    }

    /// A die set aside (and the marker it laid) may be taken back until the next roll or
    /// stop: the dice and the display are open to all. A roll draws chance, and a stop or a
    /// set-aside that ends the turn (all five aside with fewer than two microchips, rules.md
    /// "Microchips") refills the display from the face-down deck: those never go back.
    fn revocable(_seat: SeatId, action: &Action, events: &[Event]) -> bool {
        matches!(action, Action::SetAside { .. })
            && events
                .iter()
                .all(|e| matches!(e, Event::SetAside { .. } | Event::CycleComplete { .. }))
    }
}

/// Each refusal in the player's words (`code-knacker-error-*` in `code-knacker.ftl`); the
/// CLI prints the English `Display`.
impl codebreakers_kernel::ToWords for RuleError {
    fn words(&self) -> codebreakers_kernel::Words {
        use codebreakers_kernel::words;
        match self {
            RuleError::NoSuchSeat(seat) => {
                words!("code-knacker-error-no-such-seat", seat = seat.index() + 1)
            }
            RuleError::GameIsOver => words!("code-knacker-error-game-over"),
            RuleError::NotYourTurn { seat, current } => words!(
                "code-knacker-error-not-your-turn",
                seat = seat.index() + 1,
                current = current.index() + 1
            ),
            RuleError::RollFirst => words!("code-knacker-error-roll-first"),
            RuleError::CycleIsComplete => words!("code-knacker-error-cycle-complete"),
            RuleError::NoSuchDie(die) => words!("code-knacker-error-no-such-die", die = *die),
            RuleError::AlreadyAside(die) => {
                words!("code-knacker-error-already-aside", die = *die)
            }
            RuleError::ChipCoversNothing => words!("code-knacker-error-chip-covers-nothing"),
            RuleError::NumberMustCover => words!("code-knacker-error-number-must-cover"),
            RuleError::NoSuchDigit => words!("code-knacker-error-no-such-digit"),
            RuleError::DigitCovered => words!("code-knacker-error-digit-covered"),
            RuleError::WrongDigit { face, digit } => words!(
                "code-knacker-error-wrong-digit",
                face = *face,
                digit = *digit
            ),
            RuleError::StockEmpty => words!("code-knacker-error-stock-empty"),
            RuleError::SetAsideFirst => words!("code-knacker-error-set-aside-first"),
            RuleError::Chance(_) => words!("code-knacker-error-chance"),
        }
    }
}
