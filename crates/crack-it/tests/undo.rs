//! What a player may take back in Crack It (`Game::revocable`), each in a test named after
//! the situation.

use codebreakers_crack_it::{Action, CrackIt, Mode, Options, Phase, ResourceCard};
use codebreakers_kernel::{Chance, ChanceScript, Game, SeatId, Timeline, check_take_back};
use serde_json::json;

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);
const C: SeatId = SeatId(2);
use ResourceCard::{CrackIt as Crack, Dial, Prohibition};

fn arranging(seats: usize) -> Timeline<CrackIt> {
    let options = Options {
        mode: Mode::KingOfThieves,
    };
    Timeline::new(CrackIt::setup(&options, seats, Chance::seeded(4)).unwrap())
}

fn arrange(order: [u8; 3]) -> Action {
    Action::Arrange { order }
}

/// Three players already arranged: combinations 5 7 2, 3 8 1 and 6 6 6; seat 0 to play
/// with a dial 5, a CRACK IT and a Prohibition; seat 1 holds a Prohibition.
fn table() -> Timeline<CrackIt> {
    let script = ChanceScript {
        outcomes: Default::default(),
        orders: [(0..30).collect(), (0..64).collect()].into(),
    };
    let options = Options {
        mode: Mode::KingOfThieves,
    };
    let game = CrackIt::setup(&options, 3, Chance::scripted_then_seeded(script, 2)).unwrap();
    let mut v = serde_json::to_value(&game).unwrap();
    let hands = [
        vec![Dial(5), Crack, Prohibition],
        vec![Prohibition, Dial(1)],
        vec![Dial(9)],
    ];
    for (i, combo) in [[5, 7, 2], [3, 8, 1], [6, 6, 6]].iter().enumerate() {
        v["players"][i]["combination"] = json!(
            combo
                .iter()
                .map(|&d| json!({"value": d, "discovered": false, "blocked": false, "above": [], "below": []}))
                .collect::<Vec<_>>()
        );
        v["players"][i]["hand"] = serde_json::to_value(&hands[i]).unwrap();
        v["players"][i]["arranged"] = json!(true);
    }
    v["phase"] = json!("turn");
    v["discard"] = json!([]);
    Timeline::new(serde_json::from_value(v).unwrap())
}

#[test]
fn crack_it_a_combination_laid_out_may_be_taken_back_until_another_seat_acts() {
    let mut t = arranging(3);
    let dealt = t.state().player(A).combination.clone();
    t.apply(A, arrange([2, 1, 0])).unwrap();
    assert_eq!(t.revocable(A), 1);
    assert_eq!(t.take_back(A, 1), 1);
    assert!(!t.state().player(A).arranged);
    assert_eq!(t.state().player(A).combination, dealt);
    t.apply(A, arrange([1, 0, 2])).unwrap();
    t.apply(B, arrange([0, 1, 2])).unwrap();
    assert_eq!(t.revocable(A), 0, "another seat acted since");
    assert_eq!(t.revocable(B), 1);
}

#[test]
fn crack_it_the_last_combination_laid_out_may_be_taken_back_though_it_starts_the_first_turn() {
    let mut t = arranging(2);
    t.apply(B, arrange([0, 1, 2])).unwrap();
    t.apply(A, arrange([2, 0, 1])).unwrap();
    assert_eq!(*t.state().phase(), Phase::Turn);
    assert_eq!(t.revocable(A), 1);
    check_take_back(&t).unwrap();
    t.take_back(A, 1);
    assert_eq!(*t.state().phase(), Phase::Arranging);
}

#[test]
fn crack_it_a_dial_card_may_not_be_taken_back() {
    let mut t = table();
    t.apply(A, Action::Dial { card: 0, rival: B }).unwrap();
    assert_eq!(t.revocable(A), 0, "it tested a hidden digit");
}

#[test]
fn crack_it_an_action_card_played_may_not_be_taken_back() {
    let mut t = table();
    t.apply(A, Action::CrackIt { card: 1, rival: C }).unwrap();
    assert_eq!(t.revocable(A), 0, "the card was shown from the hand");
}

#[test]
fn crack_it_a_pass_may_be_taken_back_while_others_are_still_to_answer() {
    let mut t = table();
    t.apply(A, Action::CrackIt { card: 1, rival: C }).unwrap();
    t.apply(B, Action::Pass).unwrap();
    assert_eq!(t.revocable(B), 1);
    assert_eq!(t.take_back(B, 1), 1);
    assert_eq!(t.state().to_decide(), vec![B]);
    t.apply(B, Action::Prohibit { card: 0 }).unwrap();
    assert_eq!(
        t.revocable(B),
        0,
        "a Prohibition shows a card from the hand"
    );
}

#[test]
fn crack_it_the_last_pass_that_lets_the_card_through_may_not_be_taken_back() {
    let mut t = table();
    t.apply(A, Action::CrackIt { card: 1, rival: C }).unwrap();
    t.apply(B, Action::Pass).unwrap();
    t.apply(C, Action::Pass).unwrap();
    assert_eq!(t.revocable(C), 0, "the digit was discovered");
}

#[test]
fn crack_it_ending_the_turn_may_not_be_taken_back() {
    let mut t = table();
    t.apply(A, Action::EndTurn).unwrap();
    assert_eq!(t.revocable(A), 0, "the hand was refilled from the pile");
}

#[test]
fn crack_it_every_action_of_played_games_keeps_the_take_back_contract() {
    let mut revocable = 0;
    for seed in 0..4u64 {
        let mode = if seed % 2 == 0 {
            Mode::KingOfThieves
        } else {
            Mode::KingOfSafes
        };
        let mut t =
            Timeline::new(CrackIt::setup(&Options { mode }, 3, Chance::seeded(seed)).unwrap());
        let mut n = seed;
        for _ in 0..400 {
            let Some(&seat) = t.state().to_decide().first() else {
                break;
            };
            let legal = t.state().legal_actions(seat);
            n = n
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            t.apply(seat, legal[(n >> 33) as usize % legal.len()].clone())
                .unwrap();
            check_take_back(&t).unwrap();
            revocable += t.revocable(seat);
        }
    }
    assert!(revocable > 0);
}
