use super::*;
use crate::rules::{CrackIt, Options};
use codebreakers_kernel::{Bot, Game};
use serde_json::{Value, json};

/// A two-player game, arranged, seat 0 to play: `change` edits its state as JSON.
fn table(change: impl FnOnce(&mut Value)) -> CrackIt {
    let mut game = CrackIt::setup(&Options::default(), 2, Chance::seeded(5)).unwrap();
    for seat in [SeatId(0), SeatId(1)] {
        game.apply(seat, &Action::Arrange { order: [0, 1, 2] })
            .unwrap();
    }
    let mut v = serde_json::to_value(&game).unwrap();
    change(&mut v);
    serde_json::from_value(v).unwrap()
}

#[test]
fn normal_narrows_by_halving_the_possible_range() {
    // B's first digit is 3, a dial 5 above it: 0-4 are possible. Of the dials 1, 4, 2
    // and 0, the 2 is nearest the middle.
    let game = table(|v| {
        v["players"][1]["combination"] = json!([
            {"value": 3, "discovered": false, "blocked": false, "above": [5], "below": []},
            {"value": 3, "discovered": false, "blocked": false, "above": [], "below": []},
            {"value": 3, "discovered": false, "blocked": false, "above": [], "below": []},
        ]);
        v["players"][0]["hand"] = json!([{"dial": 1}, {"dial": 4}, {"dial": 2}, {"dial": 0}]);
    });
    let obs = game.observe(SeatId(0));
    let action = CrackItBot::new(BotLevel::Normal, 1).decide(&obs);
    assert_eq!(
        action,
        Action::Dial {
            card: 2,
            rival: SeatId(1)
        }
    );
    // The measure itself: the middle first, then outwards; outside the range, nothing.
    let digit = &obs.combinations[1][0];
    let scores: Vec<f64> = (0..=6).map(|d| halving_score(digit, d)).collect();
    assert!(scores[2] > scores[1] && scores[1] > scores[0]);
    assert!(scores[2] > scores[3] && scores[3] > scores[4]);
    assert_eq!((scores[5], scores[6]), (0.0, 0.0));
}

#[test]
fn hard_counts_a_card_reset_removed_as_seen() {
    let game = table(|v| {
        v["combination_discard"] = json!([7]);
    });
    let obs = game.observe(SeatId(0));
    assert_eq!(obs.combination_discard, vec![7]);
    let own = obs.combinations[0]
        .iter()
        .filter(|d| d.value == Some(7))
        .count() as u32;
    assert_eq!(unseen(&obs)[7], 3 - own - 1);
}
