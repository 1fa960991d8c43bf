//! What a player may take back in Code Knacker (`Game::revocable`), each in a test named
//! after the situation.

use codebreakers_code_knacker::{Action, CodeKnacker, MARKERS, Phase};
use codebreakers_kernel::{Chance, Game, SeatId, Timeline, check_take_back};

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);
const CHIP: u32 = 6;

/// Two seats; the display 123, 245, 135 (cards 0, 1, 2); these rolls, then a seeded stream.
fn timeline(rolls: &[u32], actions: &[Action]) -> Timeline<CodeKnacker> {
    let mut order: Vec<usize> = (3..22).collect();
    order.extend([2, 1, 0]);
    let mut t = Timeline::new(CodeKnacker::scripted(order, rolls));
    for action in actions {
        let seat = t.state().current();
        t.apply(seat, *action)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }
    t
}

#[test]
fn code_knacker_a_die_set_aside_before_the_next_roll_may_be_taken_back() {
    // 2 covers the 2 of 123; the first chip is set aside too.
    let mut t = timeline(
        &[2, 4, CHIP, CHIP, CHIP],
        &[Action::Roll, Action::cover(0, 0, 1), Action::chip(2)],
    );
    assert_eq!(t.revocable(A), 2);
    assert_eq!(t.revocable(B), 0);
    assert_eq!(t.take_back(A, 1), 1);
    assert!(!t.state().dice()[2].aside);
    assert_eq!(
        t.state().stock(),
        MARKERS - 1,
        "the 2's marker is still down"
    );
    assert_eq!(t.take_back(A, 1), 1);
    assert!(!t.state().dice()[0].aside);
    assert_eq!(
        t.state().stock(),
        MARKERS,
        "its marker is back in the stock"
    );
    assert_eq!(t.state().display()[0].as_ref().unwrap().markers(), 0);
    assert_eq!(t.state().phase(), Phase::Choosing, "the roll stays");
    assert_eq!(t.revocable(A), 0);
}

#[test]
fn code_knacker_a_roll_may_not_be_taken_back() {
    let t = timeline(&[2, 4, CHIP, CHIP, CHIP], &[Action::Roll]);
    assert_eq!(t.revocable(A), 0);
    let t = timeline(
        &[2, 4, CHIP, CHIP, CHIP, 3, 4],
        &[
            Action::Roll,
            Action::cover(0, 0, 1),
            Action::chip(2),
            Action::chip(3),
            Action::Roll,
        ],
    );
    assert_eq!(t.revocable(A), 0, "dice set aside before a roll stay aside");
}

#[test]
fn code_knacker_a_stop_may_not_be_taken_back() {
    let mut t = timeline(
        &[2, 4, CHIP, CHIP, CHIP],
        &[Action::Roll, Action::cover(0, 0, 1), Action::Stop],
    );
    assert_eq!(t.revocable(A), 0);
    assert_eq!(t.take_back(A, 1), 0);
    assert_eq!(t.state().current(), B);
}

#[test]
fn code_knacker_all_five_dice_aside_with_two_microchips_may_be_taken_back() {
    // 2 on 123, 4 on 245 and three chips: a complete cycle, to roll all five again or stop.
    let t = timeline(
        &[2, 4, CHIP, CHIP, CHIP],
        &[
            Action::Roll,
            Action::cover(0, 0, 1),
            Action::cover(1, 1, 1),
            Action::chip(2),
            Action::chip(3),
            Action::chip(4),
        ],
    );
    assert_eq!(t.state().phase(), Phase::CycleComplete);
    assert_eq!(t.revocable(A), 5);
    check_take_back(&t).unwrap();
}

#[test]
fn code_knacker_a_die_whose_setting_aside_ends_the_turn_may_not_be_taken_back() {
    // All five aside with one chip: the turn ends as a voluntary stop.
    let t = timeline(
        &[2, 4, CHIP, 1, 5],
        &[
            Action::Roll,
            Action::cover(0, 0, 1),
            Action::cover(1, 1, 1),
            Action::chip(2),
            Action::cover(3, 0, 0),
            Action::cover(4, 1, 2),
        ],
    );
    assert_eq!(t.state().current(), B);
    assert_eq!(t.revocable(A), 0);
}

#[test]
fn code_knacker_a_die_taken_back_and_set_aside_again_leaves_the_rolls_to_come_unchanged() {
    let actions = [Action::Roll, Action::cover(0, 0, 1), Action::chip(2)];
    let straight = timeline(&[2, 4, CHIP, CHIP, CHIP], &actions);
    let mut t = straight.clone();
    assert_eq!(t.take_back(A, 2), 2);
    t.apply(A, Action::cover(0, 0, 1)).unwrap();
    t.apply(A, Action::chip(2)).unwrap();
    assert_eq!(t.state(), straight.state());
    // The next rolls come from the seeded stream after the script: the same on both.
    let mut straight = straight;
    straight.apply(A, Action::Roll).unwrap();
    t.apply(A, Action::Roll).unwrap();
    assert_eq!(t.state(), straight.state());
}

#[test]
fn code_knacker_every_action_of_played_games_keeps_the_take_back_contract() {
    let mut revocable = 0;
    for seed in 0..6u64 {
        let seats = 1 + seed as usize % 3;
        let mut t = Timeline::new(
            CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap(),
        );
        let mut n = seed;
        while t.state().outcome().is_none() {
            let seat = t.state().to_decide()[0];
            let legal = t.state().legal_actions(seat);
            n = n
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            t.apply(seat, legal[(n >> 33) as usize % legal.len()])
                .unwrap();
            check_take_back(&t).unwrap();
            revocable += t.revocable(seat);
        }
    }
    assert!(revocable > 0);
}
