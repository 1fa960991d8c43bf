//! Computer players of Passcode. Each decides from its [`Observation`] alone.
//!
//! - easy: legal and simple: draws from the pile, plays what fits, else discards the first card;
//! - normal: takes the discard when it fits, keeps cards that fit the next digits, plays an
//!   exact digit before a KEY, discards high cards (they score against it when another player
//!   locks in) and locks in with its lowest card;
//! - hard: as normal, and it also counts the cards it has seen to value each card by how many
//!   copies are still to come, takes the discard to deny the next player the digit they need
//!   (two players), hardly ever discards what the next player is waiting for, sheds high cards
//!   once a rival has locked in (the round may end any turn), and with its code complete takes
//!   the discard (never a FAIL) to be sure of laying its LOCK IN now.

use crate::rules::{Action, Card, Observation, Phase, Step, copies};
use codebreakers_kernel::{Bot, BotLevel};

/// A computer player.
pub struct PasscodeBot {
    level: BotLevel,
}

impl PasscodeBot {
    pub fn new(level: BotLevel) -> Self {
        PasscodeBot { level }
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
    let open: Vec<usize> = (0..p.placed.len())
        .filter(|&i| p.placed[i].is_none())
        .collect();
    let candidates: &[usize] = if obs.options.any_order {
        &open
    } else {
        &open[..open.len().min(1)]
    };
    // An exact digit first; a KEY anywhere.
    candidates
        .iter()
        .copied()
        .find(|&i| card == Card::Digit(p.codes[p.level][i]))
        .or_else(|| {
            candidates
                .iter()
                .copied()
                .find(|&i| card.fits(p.codes[p.level][i]))
        })
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

impl Bot<crate::Passcode> for PasscodeBot {
    fn decide(&mut self, obs: &Observation) -> Action {
        match obs.phase {
            Phase::Turn { step: Step::Start } => self.start(obs),
            Phase::Turn {
                step: Step::Holding,
            } => self.holding(obs),
            Phase::GameOver => Action::Roll,
        }
    }
}
