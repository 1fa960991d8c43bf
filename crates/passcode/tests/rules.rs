//! Every rule and ruling of RULES.md §3, each in a test that names it.

use codebreakers_kernel::{Chance, ChanceScript, Game, SeatId};
use codebreakers_passcode::{Action, Card, Event, Options, Passcode, Phase, RuleError, Step};
use serde_json::{Value, json};

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);

fn d(n: u8) -> Card {
    Card::Digit(n)
}

/// A two-player game edited into shape: seat 0 to start its turn, die rolls scripted.
fn position(change: impl FnOnce(&mut Value), rolls: &[u32]) -> Passcode {
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
    complete_deck(serde_json::from_value(v).unwrap())
}

/// Puts every card the position does not show under the draw pile, so all 90 are there.
fn complete_deck(game: Passcode) -> Passcode {
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
    let game: Passcode = serde_json::from_value(v).unwrap();
    assert_eq!(game.count_cards().len(), 90);
    game
}

fn play(g: &mut Passcode, seat: SeatId, action: Action) -> Vec<Event> {
    g.apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

#[test]
fn rule_3_four_codes_of_3_to_6_rolled_digits_are_public() {
    let g = Passcode::setup(&Options::default(), 4, Chance::seeded(8)).unwrap();
    for p in g.players() {
        let lengths: Vec<usize> = p.codes.iter().map(<[u8]>::len).collect();
        assert_eq!(lengths, vec![3, 4, 5, 6]);
        assert!(p.codes.iter().flatten().all(|&x| (1..=6).contains(&x)));
        assert_eq!(p.hand.len(), 1, "one card dealt");
    }
    let seen = g.observe(B);
    assert_eq!(seen.players[0].codes, g.player(A).codes);
    assert!(seen.hand.len() == 1 && seen.hand_sizes == vec![1, 1, 1, 1]);
    assert!(!g.discard_pile().is_empty());
    assert_eq!(g.count_cards().len(), 90);
}

#[test]
fn rule_3_the_discard_pile_never_starts_with_a_fail_and_ruling_a_dealt_fail_is_laid() {
    // Cards: 0-59 digits (1-6, ten each), 60-79 FAIL, 80-89 KEY. Drawn from the end of the
    // order: seat 0 gets a FAIL then a 5, seat 1 a 2; the first discard would be a FAIL.
    let mut order: Vec<usize> = (0..90)
        .filter(|i| ![60, 40, 10, 61, 0].contains(i))
        .collect();
    order.extend([0, 61, 10, 40, 60]);
    let codes: Vec<u32> = std::iter::repeat_n(1, 36).collect();
    let mut outcomes = codes;
    outcomes.push(1); // seat 0 starts
    let script = ChanceScript {
        outcomes: outcomes.into(),
        orders: [order].into(),
    };
    let g = Passcode::setup(&Options::default(), 2, Chance::scripted(script)).unwrap();
    assert_eq!(g.player(A).fails, vec![Card::Fail]);
    assert_eq!(g.player(A).hand, vec![d(5)]);
    assert_eq!(g.player(B).hand, vec![d(2)]);
    assert_eq!(g.discard_pile(), &[d(1)], "the FAIL went under the pile");
    assert_eq!(g.pile().cards()[0], Card::Fail);
}

#[test]
fn rule_3_draw_from_the_discard_pile_and_a_new_card_is_turned() {
    let mut g = position(
        |v| {
            v["discard"] = json!([{"digit": 1}]);
            v["pile"]["cards"] = json!([{"digit": 4}, {"digit": 5}]);
        },
        &[],
    );
    let events = play(&mut g, A, Action::DrawDiscard);
    assert!(events.contains(&Event::Drew {
        seat: A,
        from_discard: true,
        card: Some(d(1))
    }));
    assert_eq!(
        g.discard_pile(),
        &[d(5)],
        "the only card was taken: a new one is turned"
    );
    assert_eq!(g.player(A).hand, vec![d(6), d(1)]);
    assert_eq!(
        g.phase(),
        &Phase::Turn {
            step: Step::Holding
        }
    );
    assert_eq!(g.apply(A, &Action::DrawPile), Err(RuleError::AlreadyDrew));
}

#[test]
fn rule_3_digits_go_in_order_and_a_key_stands_for_any() {
    let mut g = position(|v| v["pile"]["cards"] = json!([{"digit": 2}]), &[]);
    play(&mut g, A, Action::DrawPile);
    // The 2 cannot cover the first digit (1); the 6 neither.
    assert_eq!(
        g.apply(
            A,
            &Action::Play {
                card: 1,
                digit: None
            }
        ),
        Err(RuleError::DoesNotFit {
            card: d(2),
            digit: 1
        })
    );
    let mut g = position(|v| v["pile"]["cards"] = json!(["key"]), &[]);
    play(&mut g, A, Action::DrawPile);
    let events = play(
        &mut g,
        A,
        Action::Play {
            card: 1,
            digit: None,
        },
    );
    assert!(events.contains(&Event::Played {
        seat: A,
        card: Card::Key,
        digit: 0
    }));
    assert_eq!(g.player(A).hand, vec![d(6)], "one card is kept");
    assert_eq!(g.current(), B);
}

#[test]
fn rule_3_a_fail_drawn_is_laid_at_once_and_ends_the_turn() {
    let mut g = position(|v| v["pile"]["cards"] = json!(["fail"]), &[]);
    let events = play(&mut g, A, Action::DrawPile);
    assert!(events.contains(&Event::FailLaid { seat: A, fails: 1 }));
    assert_eq!(g.player(A).fails, vec![Card::Fail]);
    assert_eq!(g.current(), B);
}

#[test]
fn rule_3_lock_in_after_the_code_and_a_key_locks_in_on_1() {
    let mut g = position(
        |v| {
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}]);
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, null]);
            v["players"][0]["hand"] = json!([{"digit": 3}]);
            // Drawn from the end: a 5 for A, a 4 for B, then the KEY for A.
            v["pile"]["cards"] = json!(["key", {"digit": 4}, {"digit": 5}]);
            // Rolls 5 then 1; the round's end deals anew.
            let order: Vec<usize> = (0..90).collect();
            v["chance"] = json!({"Scripted": {"script": {"outcomes": [5, 1], "orders": [order]}, "fallback": null}});
        },
        &[5, 1],
    );
    play(&mut g, A, Action::DrawPile);
    // Not complete yet: no LOCK IN.
    assert_eq!(
        g.apply(A, &Action::LockIn { card: 0 }),
        Err(RuleError::CodeNotComplete)
    );
    play(
        &mut g,
        A,
        Action::Play {
            card: 0,
            digit: None,
        },
    );
    assert!(g.player(A).placed.iter().all(Option::is_some));
    play(&mut g, B, Action::DrawPile);
    play(&mut g, B, Action::Discard { card: 1 });
    play(&mut g, A, Action::DrawPile);
    let events = play(&mut g, A, Action::LockIn { card: 1 });
    assert!(
        events.contains(&Event::LockInLaid { seat: A, number: 1 }),
        "{events:?}"
    );
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    // From now on A rolls instead of drawing: a 5 misses, a 1 locks in.
    assert_eq!(g.apply(A, &Action::DrawPile), Err(RuleError::MustRoll));
    play(&mut g, A, Action::Roll);
    assert_eq!(g.current(), B);
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::RoundWon { seat: A }), "{events:?}");
}

#[test]
fn rule_3_round_scoring_and_moving_up() {
    let script_rolls = [2u32];
    let mut g = position(
        |v| {
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
            v["players"][0]["lock_in"] = json!({"digit": 2});
            v["players"][0]["hand"] = json!([{"digit": 5}]);
            v["players"][1]["hand"] = json!([{"digit": 4}]);
            v["players"][1]["placed"] = json!([{"digit": 1}, null, null]);
        },
        &script_rolls,
    );
    let mut v = serde_json::to_value(&g).unwrap();
    // The next deal shuffles: give the script an order for all 90 cards.
    v["chance"]["Scripted"]["script"]["orders"] = json!([(0..90).collect::<Vec<usize>>()]);
    g = serde_json::from_value(v).unwrap();
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::RoundWon { seat: A }));
    // B did not complete: adds the card in hand (4) and stays; A moves up.
    assert!(events.contains(&Event::Scored {
        seat: B,
        added: 4,
        score: 4
    }));
    assert!(events.contains(&Event::MovedUp { seat: A, level: 2 }));
    assert_eq!(g.player(A).level, 1);
    assert_eq!(g.player(B).level, 0);
    assert_eq!(g.player(A).score, 0, "the round's winner adds nothing");
    // The unfinished code starts again; the winner plays first in a new deal.
    assert!(g.player(B).placed.iter().all(Option::is_none));
    assert_eq!(g.player(A).placed.len(), 4);
    assert_eq!(g.current(), A);
    assert_eq!(g.count_cards().len(), 90);
}

#[test]
fn rule_3_level_4_counts_down_to_exactly_zero() {
    let mut g = position(
        |v| {
            v["players"][0]["level"] = json!(3);
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}, {"digit": 4}, {"digit": 5}, {"digit": 6}]);
            v["players"][0]["aside"] = json!({"digit": 3});
            v["players"][0]["score"] = json!(5);
            v["players"][0]["hand"] = json!([]);
        },
        &[6, 4, 1],
    );
    // A 6 would go below 0: nothing. A 4 leaves 1. A 1 reaches exactly 0: the game is won.
    play(&mut g, A, Action::Roll);
    assert_eq!(g.player(A).score, 5);
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    play(&mut g, A, Action::Roll);
    assert_eq!(g.player(A).score, 1);
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::GameWon { seat: A }));
    assert_eq!(g.outcome().unwrap().winners, vec![A]);
}

#[test]
fn ruling_3_a_zero_score_on_completing_level_4_wins_at_once() {
    let mut g = position(
        |v| {
            v["players"][0]["level"] = json!(3);
            v["players"][0]["placed"] =
                json!([{"digit": 1}, {"digit": 2}, {"digit": 3}, {"digit": 4}, {"digit": 5}, null]);
            v["players"][0]["hand"] = json!([{"digit": 6}]);
            v["pile"]["cards"] = json!([{"digit": 2}]);
        },
        &[],
    );
    play(&mut g, A, Action::DrawPile);
    let events = play(
        &mut g,
        A,
        Action::Play {
            card: 0,
            digit: None,
        },
    );
    assert!(events.contains(&Event::CountdownStarted { seat: A }));
    assert!(events.contains(&Event::GameWon { seat: A }));
}

#[test]
fn rule_3_a_lower_level_round_win_sends_level_4_players_back() {
    let mut g = position(
        |v| {
            v["players"][1]["level"] = json!(3);
            v["players"][1]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}, {"digit": 4}, {"digit": 5}, {"digit": 6}]);
            v["players"][1]["aside"] = json!({"digit": 4});
            v["players"][1]["score"] = json!(3);
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
            v["players"][0]["lock_in"] = json!({"digit": 2});
            v["chance"] = json!({"Scripted": {"script": {"outcomes": [2], "orders": [(0..90).collect::<Vec<usize>>()]}, "fallback": null}});
        },
        &[],
    );
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::BackToLevelFour { seat: B, added: 4 }));
    assert_eq!(g.player(B).score, 7);
    assert_eq!(g.player(B).level, 3);
    assert!(g.player(B).aside.is_none() && g.player(B).placed.iter().all(Option::is_none));
    assert_eq!(g.count_cards().len(), 90);
}

#[test]
fn rule_3_three_fails_lock_out_with_an_early_release() {
    let mut g = position(
        |v| {
            v["players"][0]["fails"] = json!(["fail", "fail"]);
            // A draws the FAIL; B then a 5.
            v["pile"]["cards"] = json!([{"digit": 5}, "fail"]);
        },
        &[4, 1],
    );
    let events = play(&mut g, A, Action::DrawPile);
    assert!(events.contains(&Event::LockedOut { seat: A }));
    play(&mut g, B, Action::DrawPile);
    play(&mut g, B, Action::Discard { card: 0 });
    // Locked out: A rolls. A 4 is not the next digit (1): one FAIL turned over.
    assert_eq!(g.apply(A, &Action::DrawPile), Err(RuleError::MustRoll));
    play(&mut g, A, Action::Roll);
    assert_eq!(g.player(A).locked_out, 2);
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    // A 1 is the next digit: the lock-out ends, the FAILs leave the game, a normal turn now.
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::LockoutBroken { seat: A }));
    assert_eq!(g.current(), A);
    assert!(g.player(A).fails.is_empty());
    assert_eq!(g.gone().len(), 3);
    assert_eq!(
        g.legal_actions(A),
        vec![Action::DrawPile, Action::DrawDiscard]
    );
}

#[test]
fn rule_3_after_three_missed_rolls_the_lock_out_is_over() {
    let mut g = position(
        |v| v["players"][0]["fails"] = json!(["fail", "fail", "fail"]),
        &[5, 5, 5],
    );
    let mut v = serde_json::to_value(&g).unwrap();
    v["players"][0]["locked_out"] = json!(3);
    g = serde_json::from_value(v).unwrap();
    for _ in 0..3 {
        play(&mut g, A, Action::Roll);
        play(&mut g, B, Action::DrawDiscard);
        play(&mut g, B, Action::Discard { card: 0 });
    }
    assert_eq!(g.player(A).locked_out, 0);
    assert_eq!(g.gone(), &[Card::Fail, Card::Fail, Card::Fail]);
    assert!(g.legal_actions(A).contains(&Action::DrawPile));
}

#[test]
fn rule_3_the_shorter_version_any_order_and_fewer_codes() {
    let options = Options {
        any_order: true,
        codes: 2,
    };
    let g = Passcode::setup(&options, 3, Chance::seeded(2)).unwrap();
    assert!(
        g.players()
            .iter()
            .all(|p| p.codes.len() == 2 && p.codes[1].len() == 4)
    );
    let mut v = serde_json::to_value(&g).unwrap();
    v["current"] = json!(0);
    v["phase"] = json!({"turn": {"step": "start"}});
    v["players"][0]["codes"] = json!([[1, 2, 3], [1, 2, 3, 4]]);
    v["players"][0]["placed"] = json!([null, null, null]);
    v["players"][0]["hand"] = json!([{"digit": 3}]);
    v["pile"]["cards"] = json!([{"digit": 6}]);
    let mut g: Passcode = serde_json::from_value(v).unwrap();
    play(&mut g, A, Action::DrawPile);
    // The 3 goes on the last digit straight away.
    let events = play(
        &mut g,
        A,
        Action::Play {
            card: 0,
            digit: Some(2),
        },
    );
    assert!(events.contains(&Event::Played {
        seat: A,
        card: d(3),
        digit: 2
    }));
    assert!(
        Passcode::setup(
            &Options {
                any_order: false,
                codes: 5
            },
            2,
            Chance::seeded(1)
        )
        .is_err()
    );
}

#[test]
fn rule_3_an_empty_draw_pile_is_made_from_the_discards_but_the_top() {
    let g = position(
        |v| {
            v["discard"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
        },
        &[],
    );
    // Everything else is in the pile: move it all into the discards, under the three.
    let mut v = serde_json::to_value(&g).unwrap();
    let mut under = v["pile"]["cards"].as_array().unwrap().clone();
    let n = under.len() + 2;
    under.extend(v["discard"].as_array().unwrap().clone());
    v["discard"] = json!(under);
    v["pile"]["cards"] = json!([]);
    // The shuffle keeps the order: the top of the new pile is the old 2.
    v["chance"] = json!({"Scripted": {"script": {"orders": [(0..n).collect::<Vec<usize>>()]}, "fallback": null}});
    let mut g: Passcode = serde_json::from_value(v).unwrap();
    let events = play(&mut g, A, Action::DrawPile);
    assert!(events.contains(&Event::Reshuffled));
    assert_eq!(g.discard_pile(), &[d(3)], "the top card stays");
    assert_eq!(g.player(A).hand, vec![d(6), d(2)]);
    assert_eq!(g.count_cards().len(), 90);
}

#[test]
fn rule_3_seats_are_two_to_six_and_an_illegal_action_changes_nothing() {
    for n in [1, 7] {
        assert!(Passcode::setup(&Options::default(), n, Chance::seeded(1)).is_err());
    }
    let mut g = position(|_| {}, &[]);
    let before = g.clone();
    assert_eq!(
        g.apply(A, &Action::Discard { card: 0 }),
        Err(RuleError::DrawFirst)
    );
    assert_eq!(
        g.apply(B, &Action::DrawPile),
        Err(RuleError::NotYourTurn {
            seat: B,
            current: A
        })
    );
    assert_eq!(g.apply(A, &Action::Roll), Err(RuleError::NothingToRoll));
    assert_eq!(g, before);
}

#[test]
fn a_saved_game_with_malformed_codes_is_refused_with_a_reason() {
    let g = position(|_| {}, &[]);
    let mut v = serde_json::to_value(&g).unwrap();
    v["players"][0]["codes"] = json!([[1, 2], [1, 2, 3, 4]]);
    let error = serde_json::from_value::<Passcode>(v)
        .unwrap_err()
        .to_string();
    assert!(error.contains("lists of 3, 4, 5 and 6 digits"), "{error}");
}
