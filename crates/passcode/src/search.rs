//! The hard player's search over what its seat cannot see (determinized Monte Carlo).
//!
//! Codes, boards, LOCK IN cards, FAILs and the discard pile are public; hidden are the
//! rivals' hands, the cards set aside by players counting down (the seat's own included: the
//! observation does not show it) and the order of the draw pile. [`sample_world`] deals the
//! cards out of sight (the 90 less those in sight) into those places: hands and set-aside
//! cards never hold a FAIL (a FAIL drawn is laid at once). Every world it makes looks to the
//! seat exactly as the table does (`tests/properties.rs` checks it). A rival part-way through
//! its code is dealt, where the cards allow, a card that does not fit its next digit: it would
//! have played one.
//!
//! [`best_action`] plays every candidate action in the same worlds (common random numbers:
//! the same deal, pile order and die rolls) to the end of the round, every seat played by the
//! rule-based hard player, and values where the round ends by the chance of winning the game
//! from there ([`crate::values`], a table made from games between rule-based hard players;
//! a game won in the playout is 1, lost 0). Worlds are dealt [`Budget::worlds`] at a time,
//! until every other candidate trails the rule-based choice by [`Budget::stop`] standard
//! errors or [`Budget::max_worlds`] are dealt; the rule-based choice stays unless another
//! beats it world by world by [`Budget::z`] standard errors of the mean difference. Worlds
//! are drawn from the bot's own seeded chance, so a match replays the same.
//!
//! Playing out to the game's end instead (as first tried, [`Budget::whole_game`]) drowns a
//! decision's worth in the draws and rolls of the rounds after it; the round's end with its
//! chance of winning tells the candidates apart in tens of worlds (docs/benchmarks.md).

use crate::bots::PasscodeBot;
use crate::rules::{Action, Card, Observation, Passcode, Phase, all_cards};
use crate::values;
use codebreakers_kernel::search::paired_difference as difference;
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
                // A rival part-way through its code would have played a card that fits
                // its next digit (a KEY fits any): it likelier holds one that does not.
                let p = &obs.players[i];
                let next = p.placed.iter().position(Option::is_none);
                let playing = p.placed.iter().any(Option::is_some) && p.locked_out == 0;
                let fits = |c: Card| {
                    next.is_some_and(|at| {
                        let code = &p.codes[p.level];
                        if obs.options.any_order {
                            (0..code.len()).any(|j| p.placed[j].is_none() && c.fits(code[j]))
                        } else {
                            c.fits(code[at])
                        }
                    })
                };
                let unlikely = playing && pool.iter().any(|&c| c != Card::Fail && !fits(c));
                let card = if unlikely {
                    let at = pool.iter().rposition(|&c| c != Card::Fail && !fits(c))?;
                    pool.remove(at)
                } else {
                    take(&mut pool)?
                };
                hands[i].push(card);
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

/// The playout's worth to `me`. At two players, a chance of winning the game: 1 or 0 at
/// its end, else the chance from the start of the round it reached ([`crate::values`]).
/// At more, in levels: a game's end is a win (its share) or a loss; a round's end, its own
/// progress less the mean of its rivals'.
fn value(game: &Passcode, me: usize) -> f64 {
    let n = game.seat_count();
    if let Some(outcome) = game.outcome() {
        let share = if outcome.winners.contains(&SeatId(me as u8)) {
            1.0 / outcome.winners.len() as f64
        } else {
            -1.0 / (n - 1).max(1) as f64
        };
        return if n == 2 { share.max(0.0) } else { WIN * share };
    }
    if n == 2 {
        return values::round_start(game, me);
    }
    let rivals: f64 = (0..n).filter(|&i| i != me).map(|i| progress(game, i)).sum();
    progress(game, me) - rivals / (n - 1).max(1) as f64
}

/// A game won, in levels (at more than two players, a playout to the game's end is worth
/// `WIN` times its share of the win, or less than nothing).
pub const WIN: f64 = 6.0;

/// Actions after which a playout is called off (a round ends long before).
const PLAYOUT_LIMIT: usize = 20_000;

/// Plays `game` to the end of round `round` (`u32::MAX`: of the game), every seat by the
/// rule-based hard player, and returns its [`value`].
fn playout(mut game: Passcode, me: usize, round: u32) -> Option<f64> {
    let mut bots: Vec<PasscodeBot> = (0..game.seat_count())
        .map(|_| PasscodeBot::rules_only(BotLevel::Hard))
        .collect();
    let mut obs = game.observe(game.current());
    for _ in 0..PLAYOUT_LIMIT {
        if *game.phase() == Phase::GameOver || (round != u32::MAX && game.round() != round) {
            return Some(value(&game, me));
        }
        let seat = game.current();
        observe_into(&game, seat, &mut obs);
        let action = bots[seat.index()].decide(&obs);
        game.apply_in_place(seat, &action).ok()?;
    }
    None
}

/// [`Game::observe`] into `obs`, reusing what it holds (the playouts' hot path): the same
/// observation, with fewer allocations.
pub(crate) fn observe_into(game: &Passcode, seat: SeatId, obs: &mut Observation) {
    let players = game.players();
    obs.seat = seat;
    obs.options = game.options();
    obs.phase = game.phase().clone();
    obs.current = game.current();
    obs.round = game.round();
    obs.hand.clone_from(&players[seat.index()].hand);
    obs.hand_sizes.clear();
    obs.hand_sizes.extend(players.iter().map(|p| p.hand.len()));
    obs.players.truncate(players.len());
    for (i, p) in players.iter().enumerate() {
        if i == obs.players.len() {
            obs.players.push(game.observe(seat).players[i].clone());
            continue;
        }
        let q = &mut obs.players[i];
        q.codes = p.codes;
        q.level = p.level;
        q.placed.clone_from(&p.placed);
        q.lock_in = p.lock_in;
        q.counting_down = p.counting_down();
        q.fails = p.fails.len();
        q.locked_out = p.locked_out;
        q.score = p.score;
    }
    obs.discard.clear();
    obs.discard.extend_from_slice(game.discard_pile());
    obs.pile = game.pile().len();
    obs.gone = game.gone().len();
}

/// How much search a decision gets.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Worlds dealt at a time; each candidate is played out once in each.
    pub worlds: usize,
    /// At most this many worlds in all: more are dealt, `worlds` at a time, until every other
    /// candidate trails the rule-based choice by `stop` standard errors, or this many.
    pub max_worlds: usize,
    /// See `max_worlds`.
    pub stop: f64,
    /// By how much (mean value) another candidate must beat the rule-based choice...
    pub margin: f64,
    /// ...and by how many standard errors of the mean difference, world by world.
    pub z: f64,
    /// Play out to the end of the game (a win or a loss), not of the round.
    pub whole_game: bool,
    /// Search every decision with a choice (two players); else only those the rules leave
    /// open (see `PasscodeBot::decide`).
    pub every: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            worlds: 32,
            max_worlds: 256,
            stop: 0.5,
            margin: 0.0,
            z: 1.0,
            whole_game: false,
            every: true,
        }
    }
}

/// The candidate that does best over worlds dealt from `obs`: `default` (the rule-based
/// choice, among `candidates`) unless another beats it, world by world, by `budget.margin`
/// and `budget.z` standard errors.
pub fn best_action(
    obs: &Observation,
    candidates: &[Action],
    default: Action,
    budget: Budget,
    chance: &mut Chance,
) -> Action {
    let Some(d) = candidates.iter().position(|a| *a == default) else {
        return default;
    };
    if candidates.len() <= 1 {
        return default;
    }
    let mut values: Vec<Option<Vec<f64>>> = vec![Some(vec![]); candidates.len()];
    let mut dealt = 0;
    let step = budget.worlds.max(1);
    loop {
        let more = step.min(budget.max_worlds.max(step) - dealt);
        play_worlds(obs, candidates, budget, more, chance, &mut values);
        dealt += more;
        let Some(base) = values[d].as_ref() else {
            return default;
        };
        let trailing = (0..candidates.len())
            .filter(|&k| k != d)
            .filter_map(|k| values[k].as_ref())
            .all(|v| {
                let (mean, se) = difference(v, base);
                mean + budget.stop * se < 0.0 || (se == 0.0 && mean <= 0.0)
            });
        if trailing || dealt >= budget.max_worlds {
            break;
        }
    }
    let Some(base) = values[d].as_ref() else {
        return default;
    };
    let best = (0..candidates.len())
        .filter(|&k| k != d)
        .filter_map(|k| values[k].as_ref().map(|v| (k, difference(v, base))))
        .max_by(|a, b| a.1.0.total_cmp(&b.1.0).then(b.0.cmp(&a.0)));
    match best {
        Some((k, (mean, se))) if mean > budget.margin && mean > budget.z * se && se > 0.0 => {
            candidates[k]
        }
        _ => default,
    }
}

/// Each candidate's value in each of `budget.worlds` worlds dealt from `obs` (the same
/// worlds for all; `None`: a candidate the rules refuse).
pub fn playouts(
    obs: &Observation,
    candidates: &[Action],
    budget: Budget,
    chance: &mut Chance,
) -> Vec<Option<Vec<f64>>> {
    let mut values: Vec<Option<Vec<f64>>> = vec![Some(vec![]); candidates.len()];
    play_worlds(obs, candidates, budget, budget.worlds, chance, &mut values);
    values
}

/// Deals `worlds` more worlds from `obs` and adds each candidate's value in each to
/// `values` (`None` for a candidate the rules refuse).
fn play_worlds(
    obs: &Observation,
    candidates: &[Action],
    budget: Budget,
    worlds: usize,
    chance: &mut Chance,
    values: &mut [Option<Vec<f64>>],
) {
    let me = obs.seat;
    for _ in 0..worlds {
        let Some(world) = sample_world(obs, chance) else {
            continue;
        };
        let round = if budget.whole_game {
            u32::MAX
        } else {
            world.round()
        };
        for (k, action) in candidates.iter().enumerate() {
            let Some(list) = values[k].as_mut() else {
                continue;
            };
            let mut game = world.clone();
            if game.apply_in_place(me, action).is_err() {
                values[k] = None;
                continue;
            }
            list.push(playout(game, me.index(), round).unwrap_or(0.0));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn observing_into_a_used_observation_is_observing() {
        for seats in 2..=4 {
            let mut game =
                Passcode::setup(&Default::default(), seats, Chance::seeded(seats as u64)).unwrap();
            let mut bots: Vec<PasscodeBot> = (0..seats)
                .map(|_| PasscodeBot::rules_only(BotLevel::Hard))
                .collect();
            let mut obs = game.observe(SeatId(1));
            while let Some(&seat) = game.to_decide().first() {
                for s in 0..seats {
                    observe_into(&game, SeatId(s as u8), &mut obs);
                    assert_eq!(obs, game.observe(SeatId(s as u8)));
                }
                let action = bots[seat.index()].decide(&game.observe(seat));
                game.apply(seat, &action).unwrap();
            }
        }
    }
}
