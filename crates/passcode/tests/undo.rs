//! What a player may take back in Passcode (`Game::revocable`), each in a test named after
//! the situation.

use codebreakers_kernel::{Chance, Game, SeatId, Timeline, check_take_back};
use codebreakers_passcode::{Action, Card, Options, Passcode, Phase, Step};
use serde_json::{Value, json};

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);

fn d(n: u8) -> Card {
    Card::Digit(n)
}

/// Two players, seat 0 to start its turn, LEVEL 1 codes 1 2 3, a 6 in each hand, die rolls
/// scripted; every card not shown lies under the draw pile.
fn position(change: impl FnOnce(&mut Value), rolls: &[u32]) -> Timeline<Passcode> {
    let game = Passcode::setup(&Options::default(), 2, Chance::seeded(3)).unwrap();
    let mut v = serde_json::to_value(&game).unwrap();
    v["current"] = json!(0);
    v["phase"] = json!({"turn": {"step": "start"}});
    for i in 0..2 {
        v["players"][i]["codes"] =
            json!([[1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]]);
        v["players"][i]["placed"] = json!([null, null, null]);
        v["players"][i]["fails"] = json!([]);
        v["players"][i]["hand"] = json!([{"digit": 6}]);
    }
    v["pile"]["cards"] = json!([]);
    v["discard"] = json!([{"digit": 6}]);
    v["chance"] = json!({"Scripted": {"script": {"outcomes": rolls}, "fallback": null}});
    change(&mut v);
    let game: Passcode = serde_json::from_value(v).unwrap();
    let mut missing = codebreakers_passcode::all_cards();
    for card in game.count_cards() {
        if let Some(at) = missing.iter().position(|&c| c == card) {
            missing.remove(at);
        }
    }
    let mut v = serde_json::to_value(&game).unwrap();
    let mut pile = serde_json::to_value(&missing).unwrap();
    pile.as_array_mut()
        .unwrap()
        .extend(v["pile"]["cards"].as_array().unwrap().clone());
    v["pile"]["cards"] = pile;
    Timeline::new(serde_json::from_value(v).unwrap())
}

#[test]
fn passcode_the_discard_piles_top_card_taken_may_be_taken_back() {
    let mut t = position(|v| v["discard"] = json!([{"digit": 3}, {"digit": 1}]), &[]);
    t.apply(A, Action::DrawDiscard).unwrap();
    assert_eq!(t.state().player(A).hand, vec![d(6), d(1)]);
    assert_eq!(t.revocable(A), 1);
    assert_eq!(t.take_back(A, 1), 1);
    assert_eq!(t.state().player(A).hand, vec![d(6)]);
    assert_eq!(t.state().discard_pile(), &[d(3), d(1)]);
    t.apply(A, Action::DrawPile).unwrap();
    assert_eq!(t.revocable(A), 0, "a card from the pile is news");
}

#[test]
fn passcode_taking_the_only_discard_may_not_be_taken_back_once_a_new_card_is_turned() {
    let mut t = position(
        |v| {
            v["discard"] = json!([{"digit": 1}]);
            v["pile"]["cards"] = json!([{"digit": 4}, {"digit": 5}]);
        },
        &[],
    );
    t.apply(A, Action::DrawDiscard).unwrap();
    assert_eq!(t.state().discard_pile(), &[d(5)]);
    assert_eq!(t.revocable(A), 0);
}

#[test]
fn passcode_a_card_drawn_from_the_pile_may_not_be_taken_back() {
    let mut t = position(|_| {}, &[]);
    t.apply(A, Action::DrawPile).unwrap();
    assert_eq!(t.revocable(A), 0);
}

#[test]
fn passcode_a_card_played_on_the_code_may_not_be_taken_back() {
    let mut t = position(|v| v["discard"] = json!([{"digit": 3}, {"digit": 1}]), &[]);
    t.apply(A, Action::DrawDiscard).unwrap();
    t.apply(
        A,
        Action::Play {
            card: 1,
            digit: None,
        },
    )
    .unwrap();
    assert_eq!(t.state().player(A).placed[0], Some(d(1)));
    assert_eq!(t.revocable(A), 0, "the play showed a card of the hand");
}

#[test]
fn passcode_a_discard_may_not_be_taken_back() {
    let mut t = position(|v| v["discard"] = json!([{"digit": 3}, {"digit": 1}]), &[]);
    t.apply(A, Action::DrawDiscard).unwrap();
    t.apply(A, Action::Discard { card: 0 }).unwrap();
    assert_eq!(t.revocable(A), 0);
}

#[test]
fn passcode_keeping_the_remaining_card_after_completing_a_code_may_be_taken_back() {
    let mut t = position(
        |v| {
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, null]);
            v["players"][0]["hand"] = json!([{"digit": 4}]);
            v["discard"] = json!([{"digit": 5}, {"digit": 3}]);
        },
        &[],
    );
    t.apply(A, Action::DrawDiscard).unwrap();
    t.apply(
        A,
        Action::Play {
            card: 1,
            digit: None,
        },
    )
    .unwrap();
    assert_eq!(
        *t.state().phase(),
        Phase::Turn {
            step: Step::Completed
        }
    );
    t.apply(A, Action::Keep).unwrap();
    assert_eq!(t.state().current(), B);
    assert_eq!(t.revocable(A), 1, "the keep, not the play");
    check_take_back(&t).unwrap();
    t.take_back(A, 1);
    t.apply(A, Action::LockIn { card: 0 }).unwrap();
    assert_eq!(t.state().player(A).lock_in, Some(d(4)));
    assert_eq!(t.revocable(A), 0, "a LOCK IN card shows its number");
}

#[test]
fn passcode_a_roll_may_not_be_taken_back() {
    let mut t = position(
        |v| {
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
            v["players"][0]["lock_in"] = json!({"digit": 4});
        },
        &[2],
    );
    t.apply(A, Action::Roll).unwrap();
    assert_eq!(t.revocable(A), 0);
}

#[test]
fn passcode_every_action_of_played_games_keeps_the_take_back_contract() {
    let mut revocable = 0;
    for seed in 0..6u64 {
        let options = Options {
            any_order: seed % 2 == 1,
            codes: 1 + (seed % 4) as u8,
        };
        let seats = 2 + seed as usize % 3;
        let mut t = Timeline::new(Passcode::setup(&options, seats, Chance::seeded(seed)).unwrap());
        let mut n = seed;
        for _ in 0..600 {
            let Some(&seat) = t.state().to_decide().first() else {
                break;
            };
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
