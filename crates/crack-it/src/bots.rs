//! Computer players of Crack It. Each decides from its [`Observation`] alone: the dial
//! stacks everyone sees, the digits discovered, the discard piles, its own hand and
//! combination.
//!
//! - easy: legal and sensible moves at random (a dial on some rival, actions when they apply);
//! - normal: narrows by halving the possible range (the dial in hand nearest the middle of
//!   what the visible dial cards leave possible), plays actions greedily, stops what targets
//!   it;
//! - hard: weighs every hidden digit's possible values by the combination cards still
//!   unseen (three of each digit, less those in sight and those Reset removed), picks the
//!   dial that most likely discovers or best splits; in King of Thieves it works on the
//!   rival furthest from being opened (the likeliest last safe), CRACK IT included, and keeps
//!   its Prohibitions for CRACK IT and Master CRACK IT (a Block there only stops a Reset); in
//!   King of Safes it saves CRACK IT and Master CRACK IT for digits that open a safe (a
//!   prestige token); it spends Prohibitions on what hurts it most (CRACK IT, a Block in King
//!   of Safes, a rival's Reset undoing a digit found), plays a Clue on the discard pile only
//!   when a dial there likely discovers a digit, keeps a Reset until a digit of its own is
//!   found and then resets at once. In two-player King of Thieves and in King of Safes up
//!   to four players it then searches what it cannot see ([`crate::search`]): its answers to action cards, its other action cards,
//!   discards and ending the turn are played out in worlds dealt from its observation, and
//!   a choice that clearly does better there replaces the rule's. [`CrackItBot::rules_only`]
//!   is the hard player without the search.

use crate::cards::ResourceCard;
use crate::rules::{Action, ClueSource, Mode, Observation, Pending, Phase, SeenDigit};
use crate::search::{Budget, best_action};
use codebreakers_kernel::{Bot, BotLevel, Chance, SeatId};

/// A computer player.
pub struct CrackItBot {
    level: BotLevel,
    chance: Chance,
    /// The hard player's search over unseen worlds ([`crate::search`]); `None`: rules alone.
    search: Option<Budget>,
}

impl CrackItBot {
    /// The computer player of `level`; the hard one searches over what it cannot see
    /// ([`crate::search`]) at most tables (see `searches`), drawing its worlds from `seed`.
    pub fn new(level: BotLevel, seed: u64) -> Self {
        CrackItBot {
            level,
            chance: Chance::seeded(seed),
            search: (level == BotLevel::Hard).then(Budget::default),
        }
    }

    /// The player of `level` by its rules of thumb alone, without searching: the hard player
    /// as it was before the search, and the one the search plays its worlds out with.
    pub fn rules_only(level: BotLevel, seed: u64) -> Self {
        CrackItBot {
            level,
            chance: Chance::seeded(seed),
            search: None,
        }
    }

    /// The hard player with a search budget of its own (benchmarks, tuning).
    pub fn with_budget(seed: u64, budget: Budget) -> Self {
        CrackItBot {
            level: BotLevel::Hard,
            chance: Chance::seeded(seed),
            search: Some(budget),
        }
    }

    fn below(&mut self, n: usize) -> usize {
        self.chance.below(n.max(1) as u32).unwrap_or(0) as usize
    }
}

/// Undiscovered digits in `seat`'s combination.
fn left_of(obs: &Observation, seat: SeatId) -> usize {
    obs.combinations[seat.index()]
        .iter()
        .filter(|d| !d.discovered)
        .count()
}

/// Rivals still in the game with an undiscovered digit, in seat order.
fn open_rivals(obs: &Observation) -> Vec<SeatId> {
    (0..obs.combinations.len())
        .filter(|&i| i != obs.seat.index() && !obs.out[i])
        .filter(|&i| obs.combinations[i].iter().any(|d| !d.discovered))
        .map(|i| SeatId(i as u8))
        .collect()
}

fn next_digit(obs: &Observation, rival: SeatId) -> Option<&SeenDigit> {
    obs.combinations[rival.index()]
        .iter()
        .find(|d| !d.discovered)
}

fn range(d: &SeenDigit) -> (u8, u8) {
    let low = d.below.iter().max().map_or(0, |&v| v + 1);
    let high = d.above.iter().min().map_or(9, |&v| v.saturating_sub(1));
    (low, high)
}

/// Combination cards of each value not in sight of this seat (three of each in the game):
/// less the discovered digits, one's own, and the cards Reset removed (seen when they were
/// discovered) while they lie in the combination discard pile.
fn unseen(obs: &Observation) -> [u32; 10] {
    let mut left = [3u32; 10];
    let mut seen = |v: u8| left[usize::from(v)] = left[usize::from(v)].saturating_sub(1);
    for (i, combination) in obs.combinations.iter().enumerate() {
        for d in combination {
            if let (Some(v), true) = (d.value, d.discovered || i == obs.seat.index()) {
                seen(v);
            }
        }
    }
    for &v in &obs.combination_discard {
        seen(v);
    }
    left
}

/// The normal player's measure of dial `dial` against a digit: how well it halves the
/// possible range left by the visible dial cards. It is the share of the range the dial is
/// sure to rule out (a side left with one value counts as ruled out: that is a perfect
/// narrowing), so the dial nearest the middle scores highest and a dial outside the range
/// scores nothing.
fn halving_score(digit: &SeenDigit, dial: u8) -> f64 {
    let (low, high) = range(digit);
    if dial < low || dial > high {
        return 0.0;
    }
    let worst = (dial - low).max(high - dial);
    let worst = if worst <= 1 { 0 } else { worst };
    1.0 - f64::from(worst) / f64::from(high - low + 1)
}

/// The hard player's measure of dial `dial` against a digit: the chance it discovers it (a
/// CLICK or a perfect narrowing), values weighted by the combination cards unseen, plus
/// [`INFO_WEIGHT`] for each bit it is expected to narrow what is left.
fn dial_score(obs: &Observation, digit: &SeenDigit, dial: u8) -> f64 {
    dial_score_with(&unseen(obs), digit, dial)
}

/// `log2(n)` for the sizes a range of digits may have, 0 to 11.
fn log2_of(n: u32) -> f64 {
    static TABLE: std::sync::OnceLock<[f64; 12]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| std::array::from_fn(|n| (n as f64).log2()));
    table
        .get(n as usize)
        .copied()
        .unwrap_or_else(|| f64::from(n).log2())
}

/// [`dial_score`] with the unseen combination cards worked out once ([`unseen`]).
fn dial_score_with(left: &[u32; 10], digit: &SeenDigit, dial: u8) -> f64 {
    let (low, high) = range(digit);
    let weight = |v: u8| f64::from(left[usize::from(v)]).max(0.05);
    let total: f64 = (low..=high).map(weight).sum();
    if total <= 0.0 {
        return 0.0;
    }
    let mut discover = 0.0;
    let mut after = 0.0;
    for v in low..=high {
        let p = weight(v) / total;
        let remaining = if dial == v {
            discover += p;
            continue;
        } else if dial > v {
            u32::from(dial.min(high + 1) - low)
        } else {
            u32::from(high - dial.max(low.saturating_sub(1)))
        };
        if remaining == 1 {
            discover += p;
        } else {
            after += p * log2_of(remaining.max(1));
        }
    }
    let before = log2_of(u32::from(high - low) + 1);
    discover + INFO_WEIGHT * (before - after).max(0.0)
}

/// What a bit of narrowing is worth next to a whole digit discovered, for the hard player.
const INFO_WEIGHT: f64 = 0.5;

/// The hard player's preference, per digit already discovered, for the rival it narrows in
/// King of Thieves: negative, so it works on the rival furthest from being opened (the one
/// most likely to be the last safe standing). Normal prefers the rival nearest, a little.
const HARD_LEADER: f64 = -0.25;
const NORMAL_NEAREST: f64 = 0.05;

/// The best dial card in hand (index, value) against any of `rivals`, and how good it is:
/// with `counting` (hard) by [`dial_score`], else (normal) by [`halving_score`]. The rivals
/// are ranked with a preference by how far each is from being opened ([`HARD_LEADER`],
/// [`NORMAL_NEAREST`]); the score returned is the dial's alone.
fn best_dial(
    obs: &Observation,
    rivals: &[SeatId],
    values: &[(Option<u8>, u8)],
    counting: bool,
) -> Option<(Option<u8>, u8, SeatId, f64)> {
    let mut best: Option<(Option<u8>, u8, SeatId, f64, f64)> = None;
    let per_opened = match (counting, obs.mode) {
        (true, Mode::KingOfThieves) => HARD_LEADER,
        _ => NORMAL_NEAREST,
    };
    let left = unseen(obs);
    for &rival in rivals {
        let Some(digit) = next_digit(obs, rival) else {
            continue;
        };
        let opened = obs.combinations[rival.index()]
            .iter()
            .filter(|d| d.discovered)
            .count() as f64;
        let mut tried = [false; 10];
        for &(card, value) in values {
            // A value met again ranks the same, and the first one met is kept.
            if std::mem::replace(&mut tried[usize::from(value.min(9))], true) {
                continue;
            }
            let fit = if counting {
                dial_score_with(&left, digit, value)
            } else {
                halving_score(digit, value)
            };
            let rank = fit + per_opened * opened;
            if best.as_ref().is_none_or(|b| rank > b.4 + 1e-9) {
                best = Some((card, value, rival, fit, rank));
            }
        }
    }
    best.map(|(card, value, rival, fit, _)| (card, value, rival, fit))
}

/// The hard player's bar for a Clue on the discard pile: the best dial there discovers a
/// digit at least this likely.
const CLUE_WORTH: f64 = 0.3;

fn find(hand: &[ResourceCard], card: ResourceCard) -> Option<u8> {
    hand.iter().position(|&c| c == card).map(|i| i as u8)
}

fn dials_in_hand(obs: &Observation) -> Vec<(Option<u8>, u8)> {
    obs.hand
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.dial_value().map(|v| (Some(i as u8), v)))
        .collect()
}

/// Own digit Reset would replace, if Reset is allowed.
fn can_reset(obs: &Observation) -> bool {
    let own = &obs.combinations[obs.seat.index()];
    if obs.final_duel || own.iter().all(|d| d.discovered) {
        return false;
    }
    own.iter()
        .rposition(|d| d.discovered)
        .is_some_and(|at| !own[at].blocked)
}

fn block_targets(obs: &Observation) -> Vec<SeatId> {
    (0..obs.combinations.len())
        .filter(|&i| i != obs.seat.index() && !obs.out[i])
        .filter(|&i| {
            obs.combinations[i]
                .iter()
                .any(|d| d.discovered && !d.blocked)
        })
        .map(|i| SeatId(i as u8))
        .collect()
}

impl CrackItBot {
    fn arrange(&mut self) -> Action {
        let orders = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        Action::Arrange {
            order: orders[self.below(orders.len())],
        }
    }

    /// Whether to stop (or keep going) the action now in the window.
    fn answer(&mut self, obs: &Observation) -> Action {
        let Phase::Window(window) = &obs.phase else {
            return Action::Pass;
        };
        let Some(card) = find(&obs.hand, ResourceCard::Prohibition) else {
            return Action::Pass;
        };
        let chain = &window.chains[window.current];
        let stopped_now = chain.prohibitions.len() % 2 == 1;
        let me = obs.seat;
        let aimed_at_me = match &window.pending {
            Pending::Block { rival } | Pending::CrackIt { rival } => *rival == me,
            Pending::MasterCrackIt => chain.protects == Some(me),
            Pending::Clue {
                source: ClueSource::Player(p),
            } => *p == me,
            Pending::Clue { .. } | Pending::Reset => false,
        };
        let prohibitions = obs
            .hand
            .iter()
            .filter(|&&c| c == ResourceCard::Prohibition)
            .count();
        let hurts = match (&window.pending, self.level) {
            (Pending::CrackIt { .. } | Pending::MasterCrackIt, _) => aimed_at_me,
            (Pending::Block { .. }, BotLevel::Easy) => false,
            // Hard, King of Thieves: a Block only stops a Reset of that digit; the
            // Prohibition is kept for CRACK IT and Master CRACK IT. (King of Safes: a Block
            // costs an infamy token, worth stopping.)
            (Pending::Block { .. }, BotLevel::Hard) => aimed_at_me && obs.mode == Mode::KingOfSafes,
            (Pending::Block { .. }, _) => aimed_at_me,
            // Hard: a rival's Reset undoes a digit found; worth stopping when it is the only
            // rival left, or with Prohibitions to spare.
            (Pending::Reset, BotLevel::Hard) => {
                window.actor != me && (open_rivals(obs).len() <= 1 || prohibitions >= 2)
            }
            _ => false,
        };
        let mine = window.actor == me;
        let want = (hurts && !stopped_now) || (mine && stopped_now);
        let willing = match self.level {
            BotLevel::Easy => self.below(2) == 0,
            _ => true,
        };
        if want && willing {
            Action::Prohibit { card }
        } else {
            Action::Pass
        }
    }

    fn clue_choice(&mut self, obs: &Observation, values: &[u8]) -> Action {
        let rivals = open_rivals(obs);
        let offered: Vec<(Option<u8>, u8)> = values.iter().map(|&v| (None, v)).collect();
        let (value, rival) = match self.level {
            BotLevel::Easy => (
                values[self.below(values.len())],
                rivals[self.below(rivals.len())],
            ),
            level => {
                let (_, v, r, _) = best_dial(obs, &rivals, &offered, level == BotLevel::Hard)
                    .expect("a rival and a value");
                (v, r)
            }
        };
        Action::TakeDial { value, rival }
    }

    fn turn(&mut self, obs: &Observation) -> Action {
        let turn = &obs.turn;
        if turn.locked {
            return Action::EndTurn;
        }
        let hand = &obs.hand;
        let rivals = open_rivals(obs);
        let dials = dials_in_hand(obs);
        let counting = self.level == BotLevel::Hard;
        // A CLICK's extra dial card, against the same rival.
        if let Some(rival) = turn.bonus
            && let Some((Some(card), _, rival, _)) = best_dial(obs, &[rival], &dials, counting)
        {
            return Action::Dial { card, rival };
        }
        if self.level == BotLevel::Easy {
            return self.easy_turn(obs, &rivals, &dials);
        }
        // Narrow once.
        if !turn.narrowed
            && let Some((Some(card), _, rival, _)) = best_dial(obs, &rivals, &dials, counting)
        {
            return Action::Dial { card, rival };
        }
        // A Clue from the discard pile, when it holds a dial card (hard: one likely to
        // discover a digit; else the Clue waits for a narrower range).
        let discarded: Vec<(Option<u8>, u8)> = obs
            .discard
            .iter()
            .filter_map(|c| c.dial_value().map(|v| (None, v)))
            .collect();
        let worth_a_clue = match best_dial(obs, &rivals, &discarded, counting) {
            Some((.., score)) => !counting || score >= CLUE_WORTH,
            None => false,
        };
        if let Some(card) = find(hand, ResourceCard::Clue)
            && worth_a_clue
        {
            return Action::Clue {
                card,
                source: ClueSource::DiscardPile,
            };
        }
        // Hard: with nothing in the discard pile, a Clue looks into a rival's hand instead.
        if counting
            && let Some(card) = find(hand, ResourceCard::Clue)
            && let Some(&source) = rivals.iter().max_by_key(|r| obs.hand_sizes[r.index()])
            && obs.hand_sizes[source.index()] > 0
        {
            return Action::Clue {
                card,
                source: ClueSource::Player(source),
            };
        }
        if let Some(card) = find(hand, ResourceCard::Reset)
            && can_reset(obs)
        {
            return Action::Reset { card };
        }
        if let Some(card) = find(hand, ResourceCard::Block)
            && let Some(&rival) = block_targets(obs).first()
        {
            return Action::Block { card, rival };
        }
        // CRACK IT and Master CRACK IT end card use: last.
        if counting {
            return self
                .hard_crack(obs, &rivals)
                .or_else(|| self.clear_hand(obs))
                .unwrap_or(Action::EndTurn);
        }
        if let Some(card) = find(hand, ResourceCard::MasterCrackIt)
            && !rivals.is_empty()
        {
            return Action::MasterCrackIt { card };
        }
        if let Some(card) = find(hand, ResourceCard::CrackIt)
            && let Some(&rival) = rivals.iter().max_by_key(|r| {
                obs.combinations[r.index()]
                    .iter()
                    .filter(|d| d.discovered)
                    .count()
            })
        {
            return Action::CrackIt { card, rival };
        }
        self.clear_hand(obs).unwrap_or(Action::EndTurn)
    }

    /// The hard player's timing of CRACK IT and Master CRACK IT.
    ///
    /// King of Safes: a digit that opens a safe is worth a prestige token (+2) where any other
    /// returns at most one infamy token (+1), so both cards wait for a rival on its last digit:
    /// CRACK IT goes there at once; Master CRACK IT is played as soon as one such rival exists
    /// (or only one rival has digits left); CRACK IT waits while three rivals or more still
    /// have two digits or more.
    ///
    /// King of Thieves: the last safe standing wins, so CRACK IT goes to the rival with the
    /// most undiscovered digits (the likeliest winner), and Master CRACK IT at once.
    fn hard_crack(&self, obs: &Observation, rivals: &[SeatId]) -> Option<Action> {
        let hand = &obs.hand;
        if rivals.is_empty() {
            return None;
        }
        let master = find(hand, ResourceCard::MasterCrackIt);
        let crack = find(hand, ResourceCard::CrackIt);
        if obs.mode == Mode::KingOfThieves {
            if let Some(card) = master {
                return Some(Action::MasterCrackIt { card });
            }
            let &rival = rivals.iter().max_by_key(|r| left_of(obs, **r))?;
            return crack.map(|card| Action::CrackIt { card, rival });
        }
        let last = rivals.iter().find(|r| left_of(obs, **r) == 1).copied();
        if let Some(card) = master
            && (last.is_some() || rivals.len() == 1)
        {
            return Some(Action::MasterCrackIt { card });
        }
        let card = crack?;
        if let Some(rival) = last {
            return Some(Action::CrackIt { card, rival });
        }
        if rivals.len() >= 3 {
            return None;
        }
        let &rival = rivals.iter().min_by_key(|r| left_of(obs, **r))?;
        Some(Action::CrackIt { card, rival })
    }

    fn easy_turn(
        &mut self,
        obs: &Observation,
        rivals: &[SeatId],
        dials: &[(Option<u8>, u8)],
    ) -> Action {
        let hand = &obs.hand;
        if !obs.turn.narrowed && !dials.is_empty() && !rivals.is_empty() {
            let (card, _) = dials[self.below(dials.len())];
            let rival = rivals[self.below(rivals.len())];
            return Action::Dial {
                card: card.expect("in hand"),
                rival,
            };
        }
        if let Some(card) = find(hand, ResourceCard::CrackIt)
            && !rivals.is_empty()
        {
            return Action::CrackIt {
                card,
                rival: rivals[self.below(rivals.len())],
            };
        }
        if let Some(card) = find(hand, ResourceCard::Block)
            && let Some(&rival) = block_targets(obs).first()
        {
            return Action::Block { card, rival };
        }
        self.clear_hand(obs).unwrap_or(Action::EndTurn)
    }

    /// With no card used this turn, discard what cannot help soon (so new cards come):
    /// Blocks without a target, Resets without a digit to reset, spare Clues and
    /// Prohibitions beyond a few kept, and (with four dial cards or more) the extreme dials.
    fn clear_hand(&self, obs: &Observation) -> Option<Action> {
        if obs.turn.used {
            return None;
        }
        let keep_prohibitions = match self.level {
            BotLevel::Easy => 1,
            BotLevel::Normal => 2,
            BotLevel::Hard => 2,
        };
        let dial_count = obs.hand.iter().filter(|c| c.dial_value().is_some()).count();
        let discard_dials = obs.discard.iter().any(|c| c.dial_value().is_some());
        let (mut prohibitions, mut clues, mut resets) = (0, 0, 0);
        let mut junk: Vec<u8> = obs
            .hand
            .iter()
            .enumerate()
            .filter(|&(_, &card)| match card {
                ResourceCard::Dial(v) => dial_count >= 4 && (v == 0 || v == 9),
                ResourceCard::Prohibition => {
                    prohibitions += 1;
                    prohibitions > keep_prohibitions
                }
                ResourceCard::Clue => {
                    clues += 1;
                    clues > 1 || !discard_dials
                }
                ResourceCard::Reset => {
                    resets += 1;
                    // Hard keeps one for the digit to be found next, while Reset may yet be
                    // played (no final duel, its safe not open).
                    let later = self.level == BotLevel::Hard
                        && !obs.final_duel
                        && left_of(obs, obs.seat) > 0;
                    resets > 1 || !(can_reset(obs) || later)
                }
                ResourceCard::Block => block_targets(obs).is_empty(),
                ResourceCard::CrackIt | ResourceCard::MasterCrackIt => open_rivals(obs).is_empty(),
            })
            .map(|(i, _)| i as u8)
            .collect();
        // Without a dial card, something must go, or the hand never changes.
        if junk.is_empty() && dial_count == 0 && !obs.hand.is_empty() {
            junk.push(0);
        }
        (!junk.is_empty()).then_some(Action::Discard { cards: junk })
    }
}

impl Bot<crate::CrackIt> for CrackItBot {
    fn decide(&mut self, obs: &Observation) -> Action {
        let rules = self.decide_by_rules(obs);
        let Some(budget) = self.search else {
            return rules;
        };
        // Where the search gained nothing over the rules in the time it has
        // (docs/benchmarks.md), the hard player keeps to its rules.
        if !searches(obs.mode, obs.combinations.len()) {
            return rules;
        }
        let mut candidates = candidates(obs, &rules);
        candidates.retain(|a| a == &rules || budget.decisions & decision_kind(a) != 0);
        if candidates.len() <= 1 {
            return rules;
        }
        best_action(obs, &candidates, &rules, budget, &mut self.chance)
    }
}

/// Whether the hard player searches at a table of `seats` in `mode`: King of Thieves at two
/// players, King of Safes at three and four (at three and four players King of Thieves and
/// five King of Safes it did no better than the rules, docs/benchmarks.md).
fn searches(mode: Mode, seats: usize) -> bool {
    match mode {
        Mode::KingOfThieves => seats <= 2,
        Mode::KingOfSafes => seats <= 4,
    }
}

/// The actions worth searching at this decision: the rule-based choice, and the others a
/// player could sensibly make (dial cards pruned to the three best values per rival, discards
/// to a few sets of cards). Just the rule-based choice when there is nothing to choose.
pub fn candidates(obs: &Observation, rules: &Action) -> Vec<Action> {
    let mut out = vec![rules.clone()];
    if my_decision(obs) {
        let mut push = |a: Action| {
            if !out.contains(&a) {
                out.push(a);
            }
        };
        match &obs.phase {
            Phase::Window(_) => {
                push(Action::Pass);
                if let Some(card) = find(&obs.hand, ResourceCard::Prohibition) {
                    push(Action::Prohibit { card });
                }
            }
            Phase::ClueChoice { values, .. } => {
                let offered: Vec<(Option<u8>, u8)> = values.iter().map(|&v| (None, v)).collect();
                for rival in open_rivals(obs) {
                    for (_, value) in top_dials(obs, rival, &offered, 3) {
                        push(Action::TakeDial { value, rival });
                    }
                }
            }
            Phase::Turn if !obs.turn.locked => turn_candidates(obs, &mut push),
            _ => {}
        }
    }
    out
}

/// The bit of [`Budget::decisions`] that searches `action`.
fn decision_kind(action: &Action) -> u8 {
    match action {
        Action::Pass | Action::Prohibit { .. } => 1,
        Action::Dial { .. } => 2,
        Action::Clue { .. }
        | Action::Block { .. }
        | Action::Reset { .. }
        | Action::CrackIt { .. }
        | Action::MasterCrackIt { .. } => 4,
        Action::Discard { .. } | Action::EndTurn => 8,
        Action::TakeDial { .. } => 16,
        Action::Arrange { .. } => 0,
    }
}

/// Whether the decision now is this seat's (answering in a window, or its turn).
fn my_decision(obs: &Observation) -> bool {
    match &obs.phase {
        Phase::Window(w) => w
            .chains
            .get(w.current)
            .and_then(|c| c.to_ask.first())
            .is_some_and(|&s| s == obs.seat),
        Phase::Turn | Phase::ClueChoice { .. } => obs.current == obs.seat,
        Phase::Arranging | Phase::GameOver => false,
    }
}

/// The `n` best dial values (card, value) against `rival`'s next digit by [`dial_score`], one
/// card per value.
fn top_dials(
    obs: &Observation,
    rival: SeatId,
    values: &[(Option<u8>, u8)],
    n: usize,
) -> Vec<(Option<u8>, u8)> {
    let Some(digit) = next_digit(obs, rival) else {
        return vec![];
    };
    let mut scored: Vec<(f64, Option<u8>, u8)> = Vec::new();
    for &(card, value) in values {
        if scored.iter().any(|s| s.2 == value) {
            continue;
        }
        scored.push((dial_score(obs, digit, value), card, value));
    }
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.2.cmp(&b.2)));
    scored.into_iter().take(n).map(|(_, c, v)| (c, v)).collect()
}

fn turn_candidates(obs: &Observation, push: &mut impl FnMut(Action)) {
    let turn = &obs.turn;
    let hand = &obs.hand;
    let rivals = open_rivals(obs);
    let dials = dials_in_hand(obs);
    push(Action::EndTurn);
    // Dial cards: the bonus against its rival, or the turn's narrowing against any.
    let dial_rivals: Vec<SeatId> = match turn.bonus {
        Some(r) => vec![r],
        None if !turn.narrowed => rivals.clone(),
        None => vec![],
    };
    for &rival in &dial_rivals {
        for (card, _) in top_dials(obs, rival, &dials, 3) {
            push(Action::Dial {
                card: card.expect("in hand"),
                rival,
            });
        }
    }
    if let Some(card) = find(hand, ResourceCard::Clue) {
        if obs.discard.iter().any(|c| c.dial_value().is_some()) {
            push(Action::Clue {
                card,
                source: ClueSource::DiscardPile,
            });
        }
        for &r in &rivals {
            if obs.hand_sizes[r.index()] > 0 {
                push(Action::Clue {
                    card,
                    source: ClueSource::Player(r),
                });
            }
        }
    }
    if let Some(card) = find(hand, ResourceCard::Reset)
        && can_reset(obs)
    {
        push(Action::Reset { card });
    }
    if let Some(card) = find(hand, ResourceCard::Block) {
        for rival in block_targets(obs) {
            push(Action::Block { card, rival });
        }
    }
    if let Some(card) = find(hand, ResourceCard::CrackIt) {
        for &rival in &rivals {
            push(Action::CrackIt { card, rival });
        }
    }
    if let Some(card) = find(hand, ResourceCard::MasterCrackIt)
        && !rivals.is_empty()
    {
        push(Action::MasterCrackIt { card });
    }
    if !turn.used && !hand.is_empty() {
        // Discard instead: every card that is no dial, each kind alone, or the whole hand.
        let mut kinds: Vec<ResourceCard> = Vec::new();
        for (i, &c) in hand.iter().enumerate() {
            if c.dial_value().is_none() && !kinds.contains(&c) {
                kinds.push(c);
                push(Action::Discard {
                    cards: vec![i as u8],
                });
            }
        }
        let non_dials: Vec<u8> = (0..hand.len() as u8)
            .filter(|&i| hand[usize::from(i)].dial_value().is_none())
            .collect();
        if non_dials.len() > 1 {
            push(Action::Discard { cards: non_dials });
        }
        push(Action::Discard {
            cards: (0..hand.len() as u8).collect(),
        });
    }
}

impl CrackItBot {
    /// The decision by the rules of thumb of the bot's level.
    fn decide_by_rules(&mut self, obs: &Observation) -> Action {
        match &obs.phase {
            Phase::Arranging => self.arrange(),
            Phase::Window(_) => self.answer(obs),
            Phase::ClueChoice { values, .. } => {
                let values = values.clone();
                self.clue_choice(obs, &values)
            }
            Phase::Turn => self.turn(obs),
            Phase::GameOver => Action::EndTurn,
        }
    }
}

#[cfg(test)]
mod tests;
