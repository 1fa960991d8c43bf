//! Computer players of Passcode. Each decides from its [`Observation`] alone.
//!
//! - easy: legal and simple: draws from the pile, plays what fits, else discards the first card,
//!   and lays its card as LOCK IN as soon as its code is complete;
//! - normal: takes the discard when it fits, keeps cards that fit the next digits, plays an
//!   exact digit before a KEY, discards high cards (they score against it when another player
//!   locks in), lays its LOCK IN card at once on completing a code, and otherwise locks in with
//!   its lowest card;
//! - hard: as normal, and it also counts the cards it has seen to value each card by how many
//!   copies are still to come, takes the discard to deny the next player the digit they need
//!   (two players), hardly ever discards what the next player is waiting for, sheds high cards
//!   once a rival has locked in (the round may end any turn), and with its code complete takes
//!   the discard (never a FAIL) to be sure of laying its LOCK IN now. On completing a code it
//!   decides whether to lay its card as LOCK IN at once or keep it for a lower one (see
//!   `PasscodeBot::keeps`): it keeps only a high card, when every rival is complete anyway and
//!   its own score is not 0, and the expected points say so. Those are its rules of thumb
//!   ([`PasscodeBot::rules_only`]). At two players it also searches every decision with a
//!   choice (where to draw from, which card to play, discard or lay as LOCK IN, laying a LOCK
//!   IN card at once or keeping it) over worlds it cannot tell from the table
//!   ([`crate::search`]), and plays another move only where the search finds it clearly
//!   better.

use crate::rules::{Action, Card, Observation, Phase, Step, copies};
use crate::search::{Budget, best_action};
use codebreakers_kernel::{Bot, BotLevel, Chance};

/// A computer player.
pub struct PasscodeBot {
    level: BotLevel,
    /// Where the hard player's search draws its worlds from.
    chance: Chance,
    /// The hard player's search over unseen worlds ([`crate::search`]); `None`: rules alone.
    search: Option<Budget>,
}

impl PasscodeBot {
    /// The computer player of `level` (the hard one searches at two players, seeded with 0).
    pub fn new(level: BotLevel) -> Self {
        Self::with_seed(level, 0)
    }

    /// As [`PasscodeBot::new`]; `seed` is where the hard player's search draws its worlds
    /// from.
    pub fn with_seed(level: BotLevel, seed: u64) -> Self {
        PasscodeBot {
            level,
            chance: Chance::seeded(seed),
            search: (level == BotLevel::Hard).then(Budget::default),
        }
    }

    /// The player of `level` by its rules of thumb alone, without searching: the one the
    /// search plays its worlds out with (and `hard-rules` of the command-line simulations).
    pub fn rules_only(level: BotLevel) -> Self {
        PasscodeBot {
            level,
            chance: Chance::seeded(0),
            search: None,
        }
    }

    /// The hard player with a search budget of its own (benchmarks, tuning).
    pub fn with_budget(seed: u64, budget: Budget) -> Self {
        PasscodeBot {
            level: BotLevel::Hard,
            chance: Chance::seeded(seed),
            search: Some(budget),
        }
    }
}

/// The digits this seat still needs, next first (all open ones with the any-order option).
fn needed(obs: &Observation, seat: usize) -> Vec<u8> {
    let p = &obs.players[seat];
    p.codes[p.level]
        .iter()
        .zip(&p.placed)
        .filter(|(_, placed)| placed.is_none())
        .map(|(&d, _)| d)
        .collect()
}

fn complete(obs: &Observation, seat: usize) -> bool {
    obs.players[seat].placed.iter().all(Option::is_some)
}

/// Where `card` can go on this seat's code now, if anywhere (slot index).
fn slot_for(obs: &Observation, seat: usize, card: Card) -> Option<usize> {
    let p = &obs.players[seat];
    let code = &p.codes[p.level];
    // The open slots it may go on: all of them with the any-order option, else the first.
    let open = (0..p.placed.len())
        .filter(|&i| p.placed[i].is_none())
        .take(if obs.options.any_order { usize::MAX } else { 1 });
    // An exact digit first; a KEY anywhere.
    open.clone()
        .find(|&i| card == Card::Digit(code[i]))
        .or_else(|| open.clone().find(|&i| card.fits(code[i])))
}

fn play_action(obs: &Observation, card: usize, slot: usize) -> Action {
    Action::Play {
        card: card as u8,
        digit: obs.options.any_order.then_some(slot as u8),
    }
}

/// How many copies of a card may still come (not seen on boards, discard, or in hand).
fn unseen(obs: &Observation, card: Card) -> usize {
    let total = copies(card);
    let seen = obs.discard.iter().filter(|&&c| c == card).count()
        + obs.hand.iter().filter(|&&c| c == card).count()
        + obs
            .players
            .iter()
            .flat_map(|p| p.placed.iter().flatten().chain(p.lock_in.iter()))
            .filter(|&&c| c == card)
            .count();
    total.saturating_sub(seen)
}

impl PasscodeBot {
    fn start(&self, obs: &Observation) -> Action {
        let me = obs.seat.index();
        let p = &obs.players[me];
        if p.lock_in.is_some() || p.counting_down || p.locked_out > 0 {
            return Action::Roll;
        }
        let Some(&top) = obs.discard.last() else {
            return Action::DrawPile;
        };
        if self.level == BotLevel::Easy {
            return Action::DrawPile;
        }
        if slot_for(obs, me, top).is_some() && !complete(obs, me) {
            return Action::DrawDiscard;
        }
        if complete(obs, me) && top.value() <= 2 {
            // A low card to lock in with.
            return Action::DrawDiscard;
        }
        if complete(obs, me) && self.level == BotLevel::Hard {
            // The discard pile never holds a FAIL: taking it makes sure of the LOCK IN now,
            // where the pile could bring a FAIL and cost the turn.
            return Action::DrawDiscard;
        }
        if self.level == BotLevel::Hard {
            // Deny the next player the digit they are waiting for.
            let next = (me + 1) % obs.players.len();
            if !complete(obs, next)
                && let Some(&want) = needed(obs, next).first()
                && top == Card::Digit(want)
                && obs.pile > 0
                && obs.players.len() == 2
            {
                return Action::DrawDiscard;
            }
        }
        Action::DrawPile
    }

    fn holding(&self, obs: &Observation) -> Action {
        let me = obs.seat.index();
        let hand = &obs.hand;
        if complete(obs, me) {
            // Lock in with the lower card; the other stays in hand.
            let low = (0..hand.len())
                .min_by_key(|&i| hand[i].value())
                .unwrap_or(0);
            return if self.level == BotLevel::Easy {
                Action::LockIn { card: 0 }
            } else {
                Action::LockIn { card: low as u8 }
            };
        }
        // Play what fits: an exact digit before a KEY.
        let mut playable: Vec<(usize, usize)> = (0..hand.len())
            .filter_map(|i| slot_for(obs, me, hand[i]).map(|slot| (i, slot)))
            .collect();
        if self.level != BotLevel::Easy {
            playable.sort_by_key(|&(i, _)| hand[i] == Card::Key);
        }
        if let Some(&(card, slot)) = playable.first() {
            return play_action(obs, card, slot);
        }
        if self.level == BotLevel::Easy {
            return Action::Discard { card: 0 };
        }
        // Discard: keep what fits the coming digits and KEYs, drop high cards first.
        let upcoming: Vec<u8> = needed(obs, me).into_iter().take(3).collect();
        let next = (me + 1) % obs.players.len();
        let next_wants = needed(obs, next).first().copied();
        let rival_locked_in = obs
            .players
            .iter()
            .enumerate()
            .any(|(i, p)| i != me && p.lock_in.is_some());
        let worth = |card: Card| -> i32 {
            let mut w = 0;
            if card == Card::Key {
                w += 20;
            }
            if let Card::Digit(d) = card
                && let Some(pos) = upcoming.iter().position(|&u| u == d)
            {
                w += 12 - 3 * pos as i32;
            }
            // Low cards cost little when another player locks in.
            w -= i32::from(card.value());
            if self.level == BotLevel::Hard {
                // Never hand the next player the digit they wait for; prefer keeping the
                // rarer card; with a rival locked in, the round may end any turn and the card
                // kept counts against the score.
                if let (Card::Digit(d), Some(want)) = (card, next_wants)
                    && d == want
                {
                    w += 15;
                }
                w -= unseen(obs, card) as i32 / 4;
                if rival_locked_in {
                    w -= 2 * i32::from(card.value());
                }
            }
            w
        };
        let drop = (0..hand.len()).min_by_key(|&i| worth(hand[i])).unwrap_or(0);
        Action::Discard { card: drop as u8 }
    }
}

impl PasscodeBot {
    /// The code was just completed: lay the remaining card as LOCK IN now, or keep it.
    fn completed(&self, obs: &Observation) -> Action {
        if obs.hand.is_empty() {
            return Action::Keep;
        }
        if self.level == BotLevel::Hard && self.keeps(obs) {
            return Action::Keep;
        }
        Action::LockIn { card: 0 }
    }

    /// Hard, on completing a code: keep a high card to lay a lower LOCK IN card next turn, or
    /// lay it now? Laying now starts the 1/6-a-turn LOCK IN rolls a turn earlier, which ends
    /// the round before rivals still short of their code can complete it (they would move up):
    /// so with any such rival it lays now, as it does against a rival counting down (a round
    /// won sends them back to LEVEL 4). Once every rival is complete (they move up whatever
    /// happens), only the points matter: it weighs the points expected if a rival locks in
    /// first, now and after one turn's delay (and a lower card from the discard pile or the
    /// cards still unseen). With a score of 0 it never keeps: a 0 on completing LEVEL 4 wins at
    /// once, and laying now is the surest way not to add anything.
    fn keeps(&self, obs: &Observation) -> bool {
        let me = obs.seat.index();
        let p = &obs.players[me];
        let Some(&card) = obs.hand.first() else {
            return false;
        };
        let v = f64::from(card.value());
        let rivals: Vec<usize> = (0..obs.players.len()).filter(|&i| i != me).collect();
        if p.score == 0
            || rivals
                .iter()
                .any(|&i| obs.players[i].counting_down || !complete(obs, i))
        {
            return false;
        }
        // Every rival rolls (or will from their next turn) with 1/6 a turn; so do I.
        let rival_hit = 1.0 - (5.0f64 / 6.0).powi(rivals.len() as i32);
        let mine = 1.0 / 6.0;
        let lost_now = rival_hit / (rival_hit + mine - rival_hit * mine);
        let points_now = v * lost_now;
        let points_kept = v * rival_hit + (1.0 - rival_hit) * lost_now * next_low(obs, card);
        points_kept + 0.25 < points_now
    }
}

/// The LOCK IN number expected after keeping `kept` and drawing next turn: the lower of the
/// two, the draw being the discard pile's top if lower, else a card still unseen (a FAIL
/// leaves `kept`).
fn next_low(obs: &Observation, kept: Card) -> f64 {
    let v = kept.value();
    if let Some(&top) = obs.discard.last()
        && top != Card::Fail
        && top.value() < v
    {
        return f64::from(top.value());
    }
    let kinds = (1..=6).map(Card::Digit).chain([Card::Key, Card::Fail]);
    let (mut total, mut sum) = (0.0, 0.0);
    // FAILs laid in front of players and gone from the game are seen too.
    let fails_seen = obs.gone + obs.players.iter().map(|p| p.fails).sum::<usize>();
    for c in kinds {
        let n = match c {
            Card::Fail => unseen(obs, c).saturating_sub(fails_seen),
            _ => unseen(obs, c),
        } as f64;
        let got = if c == Card::Fail { v } else { c.value().min(v) };
        total += n;
        sum += n * f64::from(got);
    }
    if total == 0.0 {
        f64::from(v)
    } else {
        sum / total
    }
}

impl Bot<crate::Passcode> for PasscodeBot {
    fn decide(&mut self, obs: &Observation) -> Action {
        let rules = self.decide_by_rules(obs);
        let Some(budget) = self.search else {
            return rules;
        };
        if obs.players.len() != 2 || (!budget.every && !open(obs)) {
            return rules;
        }
        let candidates = candidates(obs, rules);
        if candidates.len() <= 1 {
            return rules;
        }
        best_action(obs, &candidates, rules, budget, &mut self.chance)
    }
}

/// The candidates of a decision the shipped hard player's search weighs (the rule-based
/// choice `rules` first): every decision with a choice at two players; else just `rules`.
pub fn searched_candidates(obs: &Observation, rules: Action) -> Vec<Action> {
    if obs.players.len() != 2 {
        return vec![rules];
    }
    candidates(obs, rules)
}

/// The candidates of a decision the rules leave open ([`open`]; the rule-based choice
/// `rules` first); just `rules` where the rules do not leave the decision open.
pub fn open_candidates(obs: &Observation, rules: Action) -> Vec<Action> {
    if obs.players.len() != 2 || !open(obs) {
        return vec![rules];
    }
    candidates(obs, rules)
}

/// Whether the rules leave this decision open: drawing from the pile or taking a discard that
/// does not fit, which of two cards to keep when neither fits, and laying the LOCK IN card at
/// once or keeping it (the search weighs only these if its budget is not `every`).
fn open(obs: &Observation) -> bool {
    let me = obs.seat.index();
    if obs.current != obs.seat {
        return false;
    }
    let p = &obs.players[me];
    match obs.phase {
        Phase::Turn { step: Step::Start } => {
            p.lock_in.is_none()
                && !p.counting_down
                && p.locked_out == 0
                && !complete(obs, me)
                && obs
                    .discard
                    .last()
                    .is_some_and(|&top| slot_for(obs, me, top).is_none())
        }
        Phase::Turn {
            step: Step::Holding,
        } => !complete(obs, me) && obs.hand.iter().all(|&c| slot_for(obs, me, c).is_none()),
        Phase::Turn {
            step: Step::Completed,
        } => !obs.hand.is_empty(),
        Phase::GameOver => false,
    }
}

/// The actions worth searching at this decision: the rule-based choice first, then the
/// other moves that differ (of two equal cards in hand, one is tried).
pub fn candidates(obs: &Observation, rules: Action) -> Vec<Action> {
    let mut out = vec![rules];
    if obs.current != obs.seat {
        return out;
    }
    let me = obs.seat.index();
    let p = &obs.players[me];
    let hand = &obs.hand;
    let card_of = |a: &Action| match *a {
        Action::Discard { card } | Action::LockIn { card } | Action::Play { card, .. } => {
            hand.get(usize::from(card)).copied()
        }
        _ => None,
    };
    let push = |a: Action, out: &mut Vec<Action>| {
        let same = |b: &Action| {
            std::mem::discriminant(b) == std::mem::discriminant(&a) && card_of(b) == card_of(&a)
        };
        if !out.iter().any(same) {
            out.push(a);
        }
    };
    match obs.phase {
        Phase::Turn { step: Step::Start } => {
            if p.lock_in.is_some() || p.counting_down || p.locked_out > 0 {
                return out;
            }
            if !obs.discard.is_empty() {
                push(Action::DrawDiscard, &mut out);
            }
            if obs.pile > 0 || obs.discard.len() > 1 {
                push(Action::DrawPile, &mut out);
            }
        }
        Phase::Turn {
            step: Step::Holding,
        } => {
            for (card, &held) in hand.iter().enumerate() {
                if complete(obs, me) {
                    push(Action::LockIn { card: card as u8 }, &mut out);
                } else {
                    if let Some(slot) = slot_for(obs, me, held) {
                        push(play_action(obs, card, slot), &mut out);
                    }
                    push(Action::Discard { card: card as u8 }, &mut out);
                }
            }
        }
        Phase::Turn {
            step: Step::Completed,
        } => {
            if !hand.is_empty() {
                push(Action::LockIn { card: 0 }, &mut out);
                push(Action::Keep, &mut out);
            }
        }
        Phase::GameOver => {}
    }
    out
}

impl PasscodeBot {
    /// The decision by the rules of thumb of the bot's level.
    fn decide_by_rules(&mut self, obs: &Observation) -> Action {
        match obs.phase {
            Phase::Turn { step: Step::Start } => self.start(obs),
            Phase::Turn {
                step: Step::Holding,
            } => self.holding(obs),
            Phase::Turn {
                step: Step::Completed,
            } => self.completed(obs),
            Phase::GameOver => Action::Roll,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Passcode;
    use codebreakers_kernel::{Chance, Game, SeatId};
    use serde_json::json;

    /// Seat 0 has just completed LEVEL 1 holding a 6, with a 2 on the discard pile; `rival`
    /// edits seat 1.
    fn just_completed(score: i32, rival: serde_json::Value) -> Observation {
        let game = Passcode::setup(&Default::default(), 2, Chance::seeded(1)).unwrap();
        let mut v = serde_json::to_value(&game).unwrap();
        v["current"] = json!(0);
        v["phase"] = json!({"turn": {"step": "completed"}});
        v["players"][0]["codes"] =
            json!([[1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]]);
        v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
        v["players"][0]["hand"] = json!([{"digit": 6}]);
        v["players"][0]["score"] = json!(score);
        v["discard"] = json!([{"digit": 2}]);
        for (field, value) in rival.as_object().unwrap() {
            v["players"][1][field] = value.clone();
        }
        let game: Passcode = serde_json::from_value(v).unwrap();
        game.observe(SeatId(0))
    }

    #[test]
    fn hard_lays_its_lock_in_at_once_unless_only_points_are_at_stake() {
        let rival_locked_in = json!({
            "codes": [[4, 4, 4], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]],
            "placed": [{"digit": 4}, {"digit": 4}, {"digit": 4}],
            "lock_in": {"digit": 3}
        });
        let rival_short = json!({
            "codes": [[4, 4, 4], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]],
            "placed": [{"digit": 4}, null, null]
        });
        let mut hard = PasscodeBot::new(BotLevel::Hard);
        let mut normal = PasscodeBot::new(BotLevel::Normal);
        // A rival short of their code: laying now may end the round before they complete it.
        let obs = just_completed(5, rival_short);
        assert_eq!(hard.decide(&obs), Action::LockIn { card: 0 });
        // The rival is locked in and moves up anyway: keep the 6 for the 2 on the discard pile.
        let obs = just_completed(5, rival_locked_in.clone());
        assert_eq!(hard.decide(&obs), Action::Keep);
        assert_eq!(normal.decide(&obs), Action::LockIn { card: 0 });
        // With a score of 0, never.
        let obs = just_completed(0, rival_locked_in);
        assert_eq!(hard.decide(&obs), Action::LockIn { card: 0 });
    }

    /// Seat 0 starts its turn part-way through 1-2-3 with a fitting 2 on the discard pile.
    fn fitting_discard(seats: usize) -> Observation {
        let game = Passcode::setup(&Default::default(), seats, Chance::seeded(1)).unwrap();
        let mut v = serde_json::to_value(&game).unwrap();
        v["current"] = json!(0);
        v["phase"] = json!({"turn": {"step": "start"}});
        v["players"][0]["codes"] =
            json!([[1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]]);
        v["players"][0]["placed"] = json!([{"digit": 1}, null, null]);
        v["players"][0]["hand"] = json!([{"digit": 6}]);
        v["discard"] = json!([{"digit": 2}]);
        let game: Passcode = serde_json::from_value(v).unwrap();
        game.observe(SeatId(0))
    }

    #[test]
    fn the_search_weighs_every_decision_with_a_choice_at_two_players_only() {
        let obs = fitting_discard(2);
        let rules = PasscodeBot::rules_only(BotLevel::Hard).decide(&obs);
        assert_eq!(rules, Action::DrawDiscard);
        // The rules take the 2; only the search weighs drawing from the pile instead.
        assert_eq!(open_candidates(&obs, rules), vec![rules]);
        assert_eq!(
            searched_candidates(&obs, rules),
            vec![Action::DrawDiscard, Action::DrawPile]
        );
        let obs = fitting_discard(3);
        assert_eq!(searched_candidates(&obs, rules), vec![rules]);
    }
}
