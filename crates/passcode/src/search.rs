//! The hard player's search over what its seat cannot see (determinized Monte Carlo).
//!
//! Codes, boards, LOCK IN cards, FAILs and the discard pile are public; hidden are the
//! rivals' hands, the cards set aside by players counting down (the seat's own included: the
//! observation does not show it) and the order of the draw pile. [`sample_world`] deals the
//! cards out of sight (the 90 less those in sight) into those places: hands and set-aside
//! cards never hold a FAIL (a FAIL drawn is laid at once). Every world it makes looks to the
//! seat exactly as the table does (`tests/properties.rs` checks it).
//!
//! [`best_action`] plays every candidate action in the same worlds (common random numbers)
//! up to the end of the round, every seat played by the rule-based hard player, and scores
//! the round: levels gained count most, points added count against, a game won or lost
//! outweighs everything. The rule-based choice is a candidate, and another must beat it by a
//! margin. Worlds are drawn from the bot's own seeded chance, so a match replays the same.

use crate::bots::PasscodeBot;
use crate::rules::{Action, Card, Observation, Passcode, Phase, all_cards};
use codebreakers_kernel::{Bot, BotLevel, Chance, Game, SeatId};

fn shuffle<T>(chance: &mut Chance, items: &mut Vec<T>) {
    // A seeded chance never fails; a scripted one out of orders leaves the order as it is.
    let _ = chance.shuffle(items);
}

/// The cards `obs.seat` cannot see, in box order: in rivals' hands, set aside, in the pile.
fn unseen_cards(obs: &Observation) -> Option<Vec<Card>> {
    let mut pool = all_cards();
    let remove = |card: Card, pool: &mut Vec<Card>| -> Option<()> {
        let at = pool.iter().position(|&c| c == card)?;
        pool.remove(at);
        Some(())
    };
    for &c in obs.hand.iter().chain(&obs.discard) {
        remove(c, &mut pool)?;
    }
    for p in &obs.players {
        for &c in p.placed.iter().flatten().chain(&p.lock_in) {
            remove(c, &mut pool)?;
        }
        for _ in 0..p.fails {
            remove(Card::Fail, &mut pool)?;
        }
    }
    for _ in 0..obs.gone {
        remove(Card::Fail, &mut pool)?;
    }
    Some(pool)
}

/// One whole state consistent with everything `obs` shows, drawn at random.
pub fn sample_world(obs: &Observation, chance: &mut Chance) -> Option<Passcode> {
    let me = obs.seat.index();
    let seats = obs.players.len();
    let mut pool = unseen_cards(obs)?;
    shuffle(chance, &mut pool);
    // Hands and set-aside cards first, from the cards that are not FAILs.
    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); seats];
    let mut asides: Vec<Option<Card>> = vec![None; seats];
    let take = |pool: &mut Vec<Card>| -> Option<Card> {
        let at = pool.iter().rposition(|&c| c != Card::Fail)?;
        Some(pool.remove(at))
    };
    for i in 0..seats {
        if i != me {
            for _ in 0..obs.hand_sizes[i] {
                hands[i].push(take(&mut pool)?);
            }
        }
        if obs.players[i].counting_down {
            asides[i] = Some(take(&mut pool)?);
        }
    }
    if pool.len() != obs.pile {
        return None;
    }
    shuffle(chance, &mut pool);
    let seed = u64::from(chance.roll(u32::MAX).unwrap_or(1)) << 32
        | u64::from(chance.roll(u32::MAX).unwrap_or(1));
    Passcode::world(obs, hands, asides, pool, Chance::seeded(seed))
}

/// How far along a player is: levels done (a countdown begun counts as one more), less a
/// little for each point of score (it is counted down at the end).
fn progress(game: &Passcode, seat: usize) -> f64 {
    let p = &game.players()[seat];
    p.level as f64 + f64::from(u8::from(p.counting_down())) - POINT * f64::from(p.score)
}

/// What a point of score costs next to a level.
const POINT: f64 = 0.06;

/// The playout's worth to `me`: a game's end is a win (its share) or a loss; a round's end,
/// its own progress less the mean of its rivals'.
fn value(game: &Passcode, me: usize) -> f64 {
    if let Some(outcome) = game.outcome() {
        return if outcome.winners.contains(&SeatId(me as u8)) {
            WIN / outcome.winners.len() as f64
        } else {
            -WIN / (game.seat_count() - 1).max(1) as f64
        };
    }
    let n = game.seat_count();
    let rivals: f64 = (0..n).filter(|&i| i != me).map(|i| progress(game, i)).sum();
    progress(game, me) - rivals / (n - 1).max(1) as f64
}

/// A game won, in levels.
const WIN: f64 = 6.0;

/// Actions after which a playout is called off (a round ends long before).
const PLAYOUT_LIMIT: usize = 3000;

/// Plays `game` to the end of the round (or of the game), every seat by the rule-based hard
/// player, and returns its [`value`] less the value before.
fn playout(mut game: Passcode, me: usize) -> Option<f64> {
    let round = game.round();
    let mut bots: Vec<PasscodeBot> = (0..game.seat_count())
        .map(|_| PasscodeBot::rules_only(BotLevel::Hard))
        .collect();
    for _ in 0..PLAYOUT_LIMIT {
        if *game.phase() == Phase::GameOver || game.round() != round {
            return Some(value(&game, me));
        }
        let seat = game.current();
        let action = bots[seat.index()].decide(&game.observe(seat));
        game.apply_in_place(seat, &action).ok()?;
    }
    None
}

/// How much search a decision gets.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Worlds dealt; each candidate is played out once in each.
    pub worlds: usize,
    /// By how much (mean value, in levels) another candidate must beat the rule-based choice.
    pub margin: f64,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            worlds: 24,
            margin: 0.02,
        }
    }
}

/// The candidate that does best over worlds dealt from `obs`: `default` (the rule-based
/// choice, among `candidates`) unless another beats it by `budget.margin`.
pub fn best_action(
    obs: &Observation,
    candidates: &[Action],
    default: Action,
    budget: Budget,
    chance: &mut Chance,
) -> Action {
    if candidates.len() <= 1 {
        return default;
    }
    let me = obs.seat;
    let mut totals = vec![0.0f64; candidates.len()];
    let mut counts = vec![0usize; candidates.len()];
    for _ in 0..budget.worlds {
        let Some(world) = sample_world(obs, chance) else {
            continue;
        };
        for (k, action) in candidates.iter().enumerate() {
            let mut game = world.clone();
            if game.apply_in_place(me, action).is_err() {
                totals[k] = f64::NEG_INFINITY;
                continue;
            }
            if let Some(v) = playout(game, me.index()) {
                totals[k] += v;
                counts[k] += 1;
            }
        }
    }
    let mean = |k: usize| totals[k] / counts[k].max(1) as f64;
    let Some(d) = candidates.iter().position(|a| *a == default) else {
        return default;
    };
    if counts[d] == 0 {
        return default;
    }
    let best = (0..candidates.len())
        .filter(|&k| counts[k] > 0)
        .max_by(|&a, &b| mean(a).total_cmp(&mean(b)).then(b.cmp(&a)))
        .unwrap_or(d);
    if mean(best) > mean(d) + budget.margin {
        candidates[best]
    } else {
        default
    }
}
