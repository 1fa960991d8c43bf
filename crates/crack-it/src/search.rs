//! The hard player's search over what its seat cannot see (determinized Monte Carlo).
//!
//! From its [`Observation`] alone, the seat deals out worlds it could be in: the rivals'
//! undiscovered digits (each within what its dial cards leave possible, drawn from the
//! combination cards still unseen: three of each value, less its own, the discovered digits
//! and the cards Reset removed), the rivals' hands and the resource pile (the resource cards
//! not in sight: not in its hand, the discard pile, on a digit or waiting in an answer window),
//! and the combination pile. When a Clue shows it a rival's dial cards, that rival's hand
//! holds exactly those dial values. [`sample_world`] makes such a world; every world it makes
//! looks to the seat exactly as the table does (`tests/properties.rs` checks it).
//!
//! [`best_action`] then plays every candidate action in the same worlds (the same deal and the
//! same chance after it, for every candidate: common random numbers) to the end of the game,
//! every seat played by the rule-based hard player, and keeps the candidate that wins most.
//! The rule-based player's own choice is a candidate too, and another must beat it by a
//! margin. Worlds and playouts are drawn from the bot's own seeded chance, so a match replays
//! the same.

use crate::bots::CrackItBot;
use crate::cards::{ResourceCard, combination_cards, resource_cards};
use crate::rules::{Action, CrackIt, Mode, Observation, Pending, Phase};
use codebreakers_kernel::search::clearly_better;
use codebreakers_kernel::{Bot, BotLevel, Chance, Game, SeatId};

/// Resource cards by kind: dial 0-9, then Prohibition, Clue, Block, Reset, CRACK IT, Master.
fn kind(card: ResourceCard) -> usize {
    match card {
        ResourceCard::Dial(v) => usize::from(v.min(9)),
        ResourceCard::Prohibition => 10,
        ResourceCard::Clue => 11,
        ResourceCard::Block => 12,
        ResourceCard::Reset => 13,
        ResourceCard::CrackIt => 14,
        ResourceCard::MasterCrackIt => 15,
    }
}

/// The resource cards `obs.seat` cannot see (in rivals' hands or the pile), in box order.
fn unseen_resources(obs: &Observation) -> Option<Vec<ResourceCard>> {
    let mut count = [0i32; 16];
    let all = resource_cards();
    for &c in &all {
        count[kind(c)] += 1;
    }
    let mut seen = |c: ResourceCard| count[kind(c)] -= 1;
    obs.hand.iter().copied().for_each(&mut seen);
    obs.discard.iter().copied().for_each(&mut seen);
    for combination in &obs.combinations {
        for d in combination {
            for &v in d.above.iter().chain(&d.below) {
                seen(ResourceCard::Dial(v));
            }
            if d.blocked {
                seen(ResourceCard::Block);
            }
        }
    }
    if let Phase::Window(w) = &obs.phase
        && matches!(w.pending, Pending::Block { .. })
    {
        seen(ResourceCard::Block);
    }
    if count.iter().any(|&c| c < 0) {
        return None;
    }
    let mut cards = Vec::new();
    let mut kinds: Vec<ResourceCard> = all;
    kinds.dedup();
    for card in kinds {
        cards.extend(std::iter::repeat_n(card, count[kind(card)] as usize));
    }
    Some(cards)
}

/// Combination cards of each value `obs.seat` cannot see: in rivals' undiscovered digits or
/// the combination pile.
fn unseen_combination_cards(obs: &Observation) -> Option<[i32; 10]> {
    let mut left = [0i32; 10];
    for v in combination_cards() {
        left[usize::from(v)] += 1;
    }
    for (i, combination) in obs.combinations.iter().enumerate() {
        for d in combination {
            if let (Some(v), true) = (d.value, d.discovered || i == obs.seat.index()) {
                left[usize::from(v)] -= 1;
            }
        }
    }
    for &v in &obs.combination_discard {
        left[usize::from(v)] -= 1;
    }
    (left.iter().all(|&c| c >= 0)).then_some(left)
}

/// A uniform index below `n` (`n` > 0).
fn below(chance: &mut Chance, n: usize) -> usize {
    chance.below(n.max(1) as u32).unwrap_or(0) as usize
}

fn shuffle<T>(chance: &mut Chance, items: &mut Vec<T>) {
    // A seeded chance never fails; a scripted one out of orders leaves the order as it is.
    let _ = chance.shuffle(items);
}

/// One whole state consistent with everything `obs` shows, drawn at random; `None` if the
/// draw met a dead end many times over (it then falls back to the rule-based decision).
pub fn sample_world(obs: &Observation, chance: &mut Chance) -> Option<CrackIt> {
    let me = obs.seat.index();
    let seats = obs.combinations.len();
    let left = unseen_combination_cards(obs)?;
    // The hidden digits: (seat, position, low, high), narrowest range first.
    let mut slots: Vec<(usize, usize, u8, u8)> = Vec::new();
    for (i, combination) in obs.combinations.iter().enumerate() {
        if i == me {
            continue;
        }
        for (at, d) in combination.iter().enumerate() {
            if d.value.is_none() {
                let low = d.below.iter().max().map_or(0, |&v| v + 1);
                let high = d.above.iter().min().map_or(9, |&v| v.saturating_sub(1));
                if low > high {
                    return None;
                }
                slots.push((i, at, low, high));
            }
        }
    }
    slots.sort_by_key(|&(i, at, low, high)| (high - low, i, at));
    let mut hidden: Vec<Vec<(usize, u8)>> = vec![Vec::new(); seats];
    let mut found = false;
    let mut counts = left;
    for _ in 0..64 {
        counts = left;
        hidden.iter_mut().for_each(Vec::clear);
        let mut ok = true;
        for &(i, at, low, high) in &slots {
            let total: i32 = (low..=high).map(|v| counts[usize::from(v)]).sum();
            if total <= 0 {
                ok = false;
                break;
            }
            let mut pick = below(chance, total as usize) as i32;
            let mut value = low;
            for v in low..=high {
                pick -= counts[usize::from(v)];
                if pick < 0 {
                    value = v;
                    break;
                }
            }
            counts[usize::from(value)] -= 1;
            hidden[i].push((at, value));
        }
        if ok {
            found = true;
            break;
        }
    }
    if !found {
        return None;
    }
    let hidden: Vec<Vec<u8>> = hidden
        .into_iter()
        .map(|mut h| {
            h.sort_unstable();
            h.into_iter().map(|(_, v)| v).collect()
        })
        .collect();
    let mut combination_pile: Vec<u8> = (0..10u8)
        .flat_map(|v| std::iter::repeat_n(v, counts[usize::from(v)] as usize))
        .collect();
    shuffle(chance, &mut combination_pile);

    // The resource cards out of sight: rivals' hands, then the pile.
    let mut pool = unseen_resources(obs)?;
    let wanted: usize = obs.pile
        + (0..seats)
            .filter(|&i| i != me)
            .map(|i| obs.hand_sizes[i])
            .sum::<usize>();
    if pool.len() != wanted {
        return None;
    }
    shuffle(chance, &mut pool);
    let mut hands: Vec<Vec<ResourceCard>> = vec![Vec::new(); seats];
    hands[me] = obs.hand.clone();
    // A Clue on a rival's hand showed its dial cards: exactly those values are there.
    if let Phase::ClueChoice {
        source: crate::rules::ClueSource::Player(p),
        values,
    } = &obs.phase
        && obs.current == obs.seat
        && p.index() != me
        && p.index() < seats
    {
        let p = p.index();
        for &v in values {
            let at = pool.iter().position(|&c| c == ResourceCard::Dial(v))?;
            hands[p].push(pool.swap_remove(at));
        }
        while hands[p].len() < obs.hand_sizes[p] {
            let at = pool
                .iter()
                .position(|c| c.dial_value().is_none_or(|v| values.contains(&v)))?;
            hands[p].push(pool.remove(at));
        }
        if hands[p].len() != obs.hand_sizes[p] {
            return None;
        }
        shuffle(chance, &mut hands[p]);
    }
    for (i, hand) in hands.iter_mut().enumerate() {
        if i == me || !hand.is_empty() {
            continue;
        }
        *hand = pool.split_off(pool.len() - obs.hand_sizes[i]);
    }
    let seed = u64::from(chance.roll(u32::MAX).unwrap_or(1)) << 32
        | u64::from(chance.roll(u32::MAX).unwrap_or(1));
    CrackIt::world(
        obs,
        &hidden,
        hands,
        pool,
        combination_pile,
        Chance::seeded(seed),
    )
}

/// What the end of a playout is worth to `me`: its share of the win, and in King of Safes a
/// little for its score's lead over the best rival (it breaks ties between candidates).
fn value(game: &CrackIt, me: SeatId) -> f64 {
    let Some(outcome) = game.outcome() else {
        return 0.0;
    };
    let mine = outcome.scores[me.index()];
    let best_other = (0..outcome.scores.len())
        .filter(|&i| i != me.index())
        .map(|i| outcome.scores[i])
        .max()
        .unwrap_or(0);
    share(game, me) + 0.01 * (mine - best_other) as f64
}

/// Actions after which a playout is called off (a game between bots ends long before).
const PLAYOUT_LIMIT: usize = 4000;

/// Plays `game` to its end, every seat by the rule-based hard player; `None` if an action
/// was refused or the game did not end.
fn playout(game: CrackIt, me: SeatId, seed: u64) -> Option<f64> {
    played_out(game, seed).map(|end| value(&end, me))
}

/// `game` played to its end, every seat by the rule-based hard player; `None` if an action
/// was refused or the game did not end.
fn played_out(mut game: CrackIt, seed: u64) -> Option<CrackIt> {
    let mut bots: Vec<CrackItBot> = (0..game.seat_count())
        .map(|i| CrackItBot::rules_only(BotLevel::Hard, seed ^ (i as u64 + 1)))
        .collect();
    for _ in 0..PLAYOUT_LIMIT {
        if *game.phase() == Phase::GameOver {
            return Some(game);
        }
        let seat = *game.to_decide().first()?;
        let action = bots[seat.index()].decide(&game.observe(seat));
        game.apply_in_place(seat, &action).ok()?;
    }
    None
}

/// `me`'s share of the win where `game` ended (0 if it did not).
fn share(game: &CrackIt, me: SeatId) -> f64 {
    game.outcome()
        .filter(|outcome| outcome.winners.contains(&me))
        .map_or(0.0, |outcome| 1.0 / outcome.winners.len() as f64)
}

/// How much search a decision gets, at a two-player table (fewer worlds and playouts at
/// larger tables and in King of Safes' first game, see [`best_action`]).
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Worlds dealt; each candidate is played out once in each.
    pub worlds: usize,
    /// Playouts in all, at most: with many candidates, fewer worlds each (successive
    /// halving keeps the better half after each round).
    pub playouts: usize,
    /// By how much (mean value) another candidate must beat the rule-based choice...
    pub margin: f64,
    /// ...and by how many standard errors of the mean difference, world by world.
    pub z: f64,
    /// Which decisions are searched (the others follow the rules of thumb): bit 0 the
    /// answers to action cards (Prohibitions), bit 1 dial cards, bit 2 the other cards of a
    /// turn, bit 3 discards and ending the turn, bit 4 a Clue's dial card.
    pub decisions: u8,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            worlds: 96,
            playouts: 480,
            margin: 0.04,
            z: 1.0,
            // Searching dial cards and a Clue's dial card gained nothing over the rules of
            // thumb (docs/benchmarks.md); answers, discards and the other cards did.
            decisions: 0b01101,
        }
    }
}

/// The candidate that does best over worlds dealt from `obs`, `default` (the rule-based
/// choice, always among `candidates`) unless another beats it by `budget.margin`.
pub fn best_action(
    obs: &Observation,
    candidates: &[Action],
    default: &Action,
    budget: Budget,
    chance: &mut Chance,
) -> Action {
    if candidates.len() <= 1 {
        return default.clone();
    }
    let me = obs.seat;
    // Playouts grow with the table and, in King of Safes' first game, run through a second
    // game: the budget shrinks in step, so a decision takes about as long at any table.
    let seats = obs.combinations.len().max(2);
    let games_left = if obs.mode == Mode::KingOfSafes && obs.game == 1 {
        2
    } else {
        1
    };
    let budget = Budget {
        playouts: (budget.playouts * 2 / (seats * games_left)).max(candidates.len()),
        worlds: (budget.worlds * 2 / (seats * games_left)).max(8),
        ..budget
    };
    let worlds = deal(obs, budget.worlds, chance);
    if worlds.is_empty() {
        return default.clone();
    }
    // Candidates still in the running: (index, value in each world played so far). All of
    // them play the same worlds, so they compare world by world.
    let mut alive: Vec<(usize, Vec<f64>)> = (0..candidates.len()).map(|k| (k, vec![])).collect();
    let mut used = 0usize;
    let mut next_world = 0usize;
    let rounds = (usize::BITS - (candidates.len() - 1).leading_zeros()).max(1) as usize;
    let per_round = (budget.playouts / rounds).max(1);
    let mean = |e: &(usize, Vec<f64>)| e.1.iter().sum::<f64>() / e.1.len().max(1) as f64;
    while next_world < worlds.len() {
        let per_candidate = (per_round / alive.len()).max(1);
        let end = (next_world + per_candidate).min(worlds.len());
        alive.retain_mut(|entry| {
            for (world, seed) in &worlds[next_world..end] {
                let mut game = world.clone();
                if game.apply_in_place(me, &candidates[entry.0]).is_err() {
                    return false;
                }
                entry.1.push(playout(game, me, *seed).unwrap_or(0.0));
                used += 1;
            }
            true
        });
        next_world = end;
        if used >= budget.playouts || alive.len() <= 1 {
            break;
        }
        if alive.len() > 2 {
            alive.sort_by(|a, b| mean(b).total_cmp(&mean(a)).then(a.0.cmp(&b.0)));
            let keep = alive.len().div_ceil(2).max(2);
            // The rule-based choice stays in the running to the end.
            if let Some(default_at) = alive.iter().position(|e| &candidates[e.0] == default)
                && default_at >= keep
            {
                alive.swap(keep - 1, default_at);
            }
            alive.truncate(keep);
        }
    }
    let Some(base) = alive.iter().find(|e| &candidates[e.0] == default) else {
        return default.clone();
    };
    let Some(best) = alive
        .iter()
        .max_by(|a, b| mean(a).total_cmp(&mean(b)).then(b.0.cmp(&a.0)))
    else {
        return default.clone();
    };
    if clearly_better(&best.1, &base.1, budget.margin, budget.z) {
        candidates[best.0].clone()
    } else {
        default.clone()
    }
}

/// Each candidate's share of the win in each of `worlds` worlds dealt from `obs`, played out
/// to the end by the rule-based hard player (the same worlds and the same chance after them
/// for every candidate; `None`: a candidate the rules refuse). The review weighs a decision
/// by it.
pub fn playouts(
    obs: &Observation,
    candidates: &[Action],
    worlds: usize,
    chance: &mut Chance,
) -> Vec<Option<Vec<f64>>> {
    let me = obs.seat;
    let mut values: Vec<Option<Vec<f64>>> = vec![Some(vec![]); candidates.len()];
    for (world, seed) in deal(obs, worlds, chance) {
        for (k, action) in candidates.iter().enumerate() {
            let Some(list) = values[k].as_mut() else {
                continue;
            };
            let mut game = world.clone();
            if game.apply_in_place(me, action).is_err() {
                values[k] = None;
                continue;
            }
            list.push(played_out(game, seed).map_or(0.0, |end| share(&end, me)));
        }
    }
    values
}

/// Up to `worlds` worlds dealt from `obs`, each with the seed of its playouts' chance (twice
/// as many tries, as a dealing can meet a dead end).
fn deal(obs: &Observation, worlds: usize, chance: &mut Chance) -> Vec<(CrackIt, u64)> {
    let mut dealt = Vec::with_capacity(worlds);
    for _ in 0..worlds * 2 {
        if dealt.len() == worlds {
            break;
        }
        if let Some(world) = sample_world(obs, chance) {
            let seed = u64::from(chance.roll(u32::MAX).unwrap_or(1));
            dealt.push((world, seed));
        }
    }
    dealt
}
