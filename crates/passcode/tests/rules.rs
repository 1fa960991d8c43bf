//! Every rule and ruling of Passcode (`assets/i18n/en/rules/passcode.md`), each in a test that names it.

use codebreakers_kernel::{Chance, ChanceScript, Game, SeatId};
use codebreakers_passcode::{
    Action, Card, Event, Options, Passcode, Phase, RollFor, RuleError, Step,
};
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
    outcomes.extend([6, 1]); // seat 0 rolls higher and starts
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

/// The deal at a round's end shuffles the 90 cards: a script order for it, then `rolls`.
fn chance_with_deal(v: &mut Value, rolls: &[u32]) {
    let order: Vec<usize> = (0..90).collect();
    v["chance"] =
        json!({"Scripted": {"script": {"outcomes": rolls, "orders": [order]}, "fallback": null}});
}

#[test]
fn rule_3_completing_a_code_the_remaining_card_may_be_laid_as_lock_in_at_once() {
    let mut g = position(
        |v| {
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, null]);
            v["players"][0]["hand"] = json!([{"digit": 5}]);
            v["pile"]["cards"] = json!([{"digit": 3}]);
            v["discard"] = json!([{"digit": 6}, {"digit": 6}]);
            chance_with_deal(v, &[5]);
        },
        &[],
    );
    play(&mut g, A, Action::DrawPile);
    let events = play(
        &mut g,
        A,
        Action::Play {
            card: 1,
            digit: None,
        },
    );
    assert!(events.contains(&Event::CodeComplete { seat: A }));
    // The turn goes on: lay the remaining card as LOCK IN now, or keep it.
    assert_eq!(g.current(), A);
    assert_eq!(g.observe(A).step(), Some(Step::Completed));
    assert_eq!(g.observe(B).step(), Some(Step::Completed), "public");
    assert_eq!(
        g.legal_actions(A),
        vec![Action::Keep, Action::LockIn { card: 0 }]
    );
    for refused in [Action::Discard { card: 0 }, Action::DrawPile, Action::Roll] {
        assert_eq!(g.apply(A, &refused), Err(RuleError::LayOrKeep));
    }
    let events = play(&mut g, A, Action::LockIn { card: 0 });
    assert!(events.contains(&Event::LockInLaid { seat: A, number: 5 }));
    assert!(g.player(A).hand.is_empty(), "the hand is now empty");
    assert_eq!(g.player(A).lock_in, Some(d(5)));
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    // The very next turn A rolls for the LOCK IN.
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::RoundWon { seat: A }), "{events:?}");
}

#[test]
fn rule_3_a_kept_card_lets_the_lock_in_come_after_a_later_draw_and_a_key_locks_in_on_1() {
    let mut g = position(
        |v| {
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, null]);
            v["players"][0]["hand"] = json!([{"digit": 3}]);
            // Drawn from the end: a 5 for A, a 4 for B, then the KEY for A.
            v["pile"]["cards"] = json!(["key", {"digit": 4}, {"digit": 5}]);
            // Rolls 5 then 1; the round's end deals anew.
            chance_with_deal(v, &[5, 1]);
        },
        &[],
    );
    play(&mut g, A, Action::DrawPile);
    // Not complete yet: no LOCK IN, and nothing to keep.
    assert_eq!(
        g.apply(A, &Action::LockIn { card: 0 }),
        Err(RuleError::CodeNotComplete)
    );
    assert_eq!(g.apply(A, &Action::Keep), Err(RuleError::NothingToKeep));
    play(
        &mut g,
        A,
        Action::Play {
            card: 0,
            digit: None,
        },
    );
    assert!(g.player(A).placed.iter().all(Option::is_some));
    // A keeps the 5 rather than lay it as LOCK IN.
    let events = play(&mut g, A, Action::Keep);
    assert_eq!(
        events,
        vec![Event::CardKept { seat: A }, Event::TurnStarted { seat: B }]
    );
    assert_eq!(g.player(A).hand, vec![d(5)]);
    play(&mut g, B, Action::DrawPile);
    play(&mut g, B, Action::Discard { card: 1 });
    // A later turn: draw, then lay one of the two as LOCK IN (or discard one).
    assert_eq!(g.apply(A, &Action::Roll), Err(RuleError::NothingToRoll));
    play(&mut g, A, Action::DrawPile);
    assert_eq!(
        g.apply(
            A,
            &Action::Play {
                card: 1,
                digit: None
            }
        ),
        Err(RuleError::CodeComplete)
    );
    let events = play(&mut g, A, Action::LockIn { card: 1 });
    assert!(
        events.contains(&Event::LockInLaid { seat: A, number: 1 }),
        "{events:?}"
    );
    assert_eq!(g.player(A).hand, vec![d(5)], "the other card stays in hand");
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
    // Locked out: A rolls. A 4 is not the next digit (1): one FAIL turned over, and the
    // miss is told with the number needed and the rolls left.
    assert_eq!(g.apply(A, &Action::DrawPile), Err(RuleError::MustRoll));
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::LockoutMissed {
        seat: A,
        needed: vec![1],
        left: 2,
        in_hand: false
    }));
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

/// A round won by A's LOCK IN roll (a 2 on a LOCK IN 2): A's code complete, `change` sets the
/// rest, and the new deal keeps the cards in order.
fn a_wins_the_round(change: impl FnOnce(&mut Value)) -> (Passcode, Vec<Event>) {
    let mut g = position(
        |v| {
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
            v["players"][0]["lock_in"] = json!({"digit": 2});
            v["players"][0]["hand"] = json!([]);
            chance_with_deal(v, &[2]);
            change(v);
        },
        &[],
    );
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::RoundWon { seat: A }), "{events:?}");
    assert_eq!(g.count_cards().len(), 90);
    (g, events)
}

fn added(events: &[Event], who: SeatId) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::Scored { seat, added, .. } if *seat == who => Some(*added),
        _ => None,
    })
}

#[test]
fn ruling_3_a_key_in_hand_scores_1() {
    let (g, events) = a_wins_the_round(|v| v["players"][1]["hand"] = json!(["key"]));
    assert_eq!(added(&events, B), Some(1));
    assert_eq!(g.player(B).score, 1);
    // The round's end tells which card counted, for the summary to say why.
    assert!(events.contains(&Event::CardCounted {
        seat: B,
        card: Some(Card::Key),
        lock_in: false
    }));
}

#[test]
fn ruling_3_an_empty_hand_adds_0() {
    let (g, events) = a_wins_the_round(|v| {
        v["players"][1]["hand"] = json!([]);
        v["players"][1]["placed"] = json!([{"digit": 1}, null, null]);
    });
    assert_eq!(added(&events, B), Some(0));
    assert!(events.contains(&Event::CardCounted {
        seat: B,
        card: None,
        lock_in: false
    }));
    assert_eq!(g.player(B).score, 0);
    assert_eq!(g.player(B).level, 0, "not complete: stays");
}

#[test]
fn rule_3_a_completed_non_winner_adds_their_lock_in_card_and_moves_up() {
    // With the LOCK IN laid: its number, not the card in hand.
    let (g, events) = a_wins_the_round(|v| {
        v["players"][1]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
        v["players"][1]["lock_in"] = json!({"digit": 5});
        v["players"][1]["hand"] = json!([{"digit": 2}]);
    });
    assert_eq!(added(&events, B), Some(5));
    assert!(events.contains(&Event::CardCounted {
        seat: B,
        card: Some(Card::Digit(5)),
        lock_in: true
    }));
    assert!(events.contains(&Event::MovedUp { seat: B, level: 2 }));
    assert_eq!((g.player(B).level, g.player(B).score), (1, 5));
    // Complete with the card kept (no LOCK IN laid yet): the card in hand counts.
    let (g, events) = a_wins_the_round(|v| {
        v["players"][1]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
        v["players"][1]["hand"] = json!([{"digit": 4}]);
    });
    assert_eq!(added(&events, B), Some(4));
    assert_eq!((g.player(B).level, g.player(B).score), (1, 4));
}

#[test]
fn ruling_3_an_unfinished_code_starts_again_and_completed_codes_stay_completed() {
    // B is on LEVEL 2 (LEVEL 1 done) with two of its digits placed; A wins the round.
    let (g, events) = a_wins_the_round(|v| {
        v["players"][1]["level"] = json!(1);
        v["players"][1]["placed"] = json!([{"digit": 1}, {"digit": 2}, null, null]);
    });
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MovedUp { seat, .. } if *seat == B))
    );
    assert_eq!(g.player(B).level, 1, "LEVEL 1 stays completed");
    assert_eq!(
        g.player(B).placed,
        vec![None; 4],
        "LEVEL 2 starts again from its first digit"
    );
    assert_eq!(g.player(A).level, 1);
    assert_eq!(g.player(A).placed, vec![None; 4]);
    assert!(g.player(A).lock_in.is_none() && g.player(B).hand.len() == 1);
}

#[test]
fn ruling_3_a_player_still_building_level_4_adds_the_card_in_hand_and_starts_level_4_again() {
    // B is on LEVEL 4 with four of its six digits placed, nothing set aside; A wins the round.
    for (hand, adds) in [(json!([{"digit": 5}]), 5), (json!(["key"]), 1)] {
        let (g, events) = a_wins_the_round(|v| {
            v["players"][1]["level"] = json!(3);
            v["players"][1]["placed"] =
                json!([{"digit": 1}, {"digit": 2}, {"digit": 3}, {"digit": 4}, null, null]);
            v["players"][1]["hand"] = hand.clone();
            v["players"][1]["score"] = json!(2);
        });
        assert_eq!(added(&events, B), Some(adds));
        assert!(events.contains(&Event::CardCounted {
            seat: B,
            card: Some(if adds == 1 { Card::Key } else { d(5) }),
            lock_in: false
        }));
        assert!(
            !events.iter().any(|e| matches!(
                e,
                Event::BackToLevelFour { .. } | Event::MovedUp { seat: B, .. }
            )),
            "{events:?}"
        );
        assert_eq!((g.player(B).score, g.player(B).level), (2 + adds, 3));
        assert_eq!(
            g.player(B).placed,
            vec![None; 6],
            "LEVEL 4 starts again from its first digit"
        );
        assert!(g.player(B).aside.is_none());
    }
}

#[test]
fn errors_name_seats_as_players_counted_from_1() {
    let mut g = position(|_| {}, &[]);
    assert_eq!(
        g.apply(B, &Action::DrawPile).unwrap_err().to_string(),
        "it is player 1's turn, not player 2's"
    );
    assert_eq!(
        g.apply(SeatId(9), &Action::DrawPile)
            .unwrap_err()
            .to_string(),
        "there is no player 10 at this table"
    );
    assert_eq!(
        Passcode::setup(&Options::default(), 7, Chance::seeded(1))
            .unwrap_err()
            .to_string(),
        "Passcode is played by 2 to 6 seats, not 7"
    );
}

#[test]
fn ruling_3_the_round_winner_plays_first() {
    let mut g = position(
        |v| {
            v["current"] = json!(1);
            v["players"][1]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
            v["players"][1]["lock_in"] = json!({"digit": 3});
            v["players"][1]["hand"] = json!([]);
            chance_with_deal(v, &[3]);
        },
        &[],
    );
    let events = play(&mut g, B, Action::Roll);
    assert!(events.contains(&Event::RoundWon { seat: B }));
    assert!(events.contains(&Event::Dealt { round: 2, first: B }));
    assert_eq!(g.current(), B);
    assert_eq!(g.to_decide(), vec![B]);
}

#[test]
fn ruling_3_the_first_player_is_drawn_by_die_rolls_and_ties_roll_again() {
    // One code each (9 rolls for three seats), then the rolls for who goes first: 5, 2, 5 is a
    // tie between seats 0 and 2, who roll again: 3, 6. Seat 2 goes first.
    let mut outcomes: Vec<u32> = vec![1; 9];
    outcomes.extend([5, 2, 5, 3, 6]);
    let script = ChanceScript {
        outcomes: outcomes.into(),
        orders: [(0..90).collect()].into(),
    };
    let options = Options {
        any_order: false,
        codes: 1,
    };
    let g = Passcode::setup(&options, 3, Chance::scripted(script)).unwrap();
    let c = SeatId(2);
    assert_eq!(g.current(), c);
    let rolls: Vec<(SeatId, u8)> = g
        .opening()
        .iter()
        .filter_map(|e| match e {
            Event::Rolled {
                seat,
                roll,
                purpose: RollFor::FirstPlayer,
            } => Some((*seat, *roll)),
            _ => None,
        })
        .collect();
    assert_eq!(rolls, vec![(A, 5), (B, 2), (c, 5), (A, 3), (c, 6)]);
    assert_eq!(g.opening()[0], Event::CodesRolled);
    assert!(g.opening().contains(&Event::Dealt { round: 1, first: c }));
    // Seeded, every seat is as likely to go first.
    let mut firsts = [0u32; 4];
    for seed in 0..4000 {
        let g = Passcode::setup(&Options::default(), 4, Chance::seeded(seed)).unwrap();
        firsts[g.current().index()] += 1;
    }
    assert!(
        firsts.iter().all(|&n| (900..1100).contains(&n)),
        "{firsts:?}"
    );
}

#[test]
fn ruling_3_locked_out_with_the_code_complete_the_lock_in_number_breaks_out() {
    let locked = |hand: Value, lock_in: Value, rolls: &[u32]| {
        position(
            |v| {
                v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
                v["players"][0]["hand"] = hand;
                v["players"][0]["lock_in"] = lock_in;
                v["players"][0]["fails"] = json!(["fail", "fail", "fail"]);
                v["players"][0]["locked_out"] = json!(3);
                v["discard"] = json!([{"digit": 6}, {"digit": 6}]);
            },
            rolls,
        )
    };
    // No LOCK IN laid: the card in hand is the number (a 1, the next digit of nothing, misses).
    let mut g = locked(json!([{"digit": 4}]), json!(null), &[1, 4]);
    play(&mut g, A, Action::Roll);
    assert_eq!(g.player(A).locked_out, 2);
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::LockoutBroken { seat: A }));
    assert_eq!(
        g.legal_actions(A),
        vec![Action::DrawPile, Action::DrawDiscard],
        "a normal turn at once"
    );
    // A KEY in hand counts 1.
    let mut g = locked(json!(["key"]), json!(null), &[1]);
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::LockoutBroken { seat: A }));
    // A LOCK IN laid: its number; the normal turn is then the LOCK IN roll.
    let mut g = locked(json!([]), json!({"digit": 2}), &[2, 6]);
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::LockoutBroken { seat: A }));
    assert_eq!(g.legal_actions(A), vec![Action::Roll]);
}

#[test]
fn rule_3_further_fails_after_a_lock_out_start_a_new_count() {
    let mut g = position(
        |v| {
            v["players"][0]["fails"] = json!(["fail", "fail", "fail"]);
            v["players"][0]["locked_out"] = json!(1);
            v["pile"]["cards"] = json!(["fail", "fail", "fail"]);
            v["discard"] = json!([{"digit": 6}, {"digit": 6}]);
        },
        &[5],
    );
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::LockoutOver { seat: A }));
    assert_eq!(
        g.gone(),
        &[Card::Fail; 3],
        "those three FAILs leave the game"
    );
    assert!(g.player(A).fails.is_empty());
    for fails in 1..=3u8 {
        play(&mut g, B, Action::DrawDiscard);
        play(&mut g, B, Action::Discard { card: 0 });
        let events = play(&mut g, A, Action::DrawPile);
        assert!(events.contains(&Event::FailLaid { seat: A, fails }));
        assert_eq!(
            events.contains(&Event::LockedOut { seat: A }),
            fails == 3,
            "a new count of three"
        );
    }
    assert_eq!(g.player(A).locked_out, 3);
    assert_eq!(g.gone().len(), 3);
}

#[test]
fn rule_3_on_completing_level_4_the_hand_card_is_set_aside_and_added_when_sent_back() {
    let mut g = position(
        |v| {
            v["players"][0]["level"] = json!(3);
            v["players"][0]["placed"] =
                json!([{"digit": 1}, {"digit": 2}, {"digit": 3}, {"digit": 4}, {"digit": 5}, null]);
            v["players"][0]["hand"] = json!([{"digit": 2}]);
            v["players"][0]["score"] = json!(4);
            v["players"][1]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}]);
            v["players"][1]["lock_in"] = json!({"digit": 3});
            v["players"][1]["hand"] = json!([]);
            v["pile"]["cards"] = json!([{"digit": 6}]);
            chance_with_deal(v, &[3]);
        },
        &[],
    );
    play(&mut g, A, Action::DrawPile);
    let events = play(
        &mut g,
        A,
        Action::Play {
            card: 1,
            digit: None,
        },
    );
    assert!(events.contains(&Event::CountdownStarted { seat: A }));
    // No LOCK IN choice at the last level: the card in hand is set aside, face down.
    assert_eq!(g.player(A).aside, Some(d(2)));
    assert!(g.player(A).hand.is_empty());
    assert_eq!(g.current(), B);
    let seen = g.observe(B);
    assert!(seen.players[0].counting_down && seen.hand_sizes[0] == 0);
    // B locks in on a lower level: A adds the set-aside 2 and plays LEVEL 4 again.
    let events = play(&mut g, B, Action::Roll);
    assert!(events.contains(&Event::BackToLevelFour { seat: A, added: 2 }));
    assert_eq!((g.player(A).score, g.player(A).level), (6, 3));
    assert!(g.player(A).aside.is_none() && g.player(A).placed == vec![None; 6]);
    assert_eq!(g.count_cards().len(), 90);
}

#[test]
fn rule_3_with_fewer_codes_the_last_level_works_as_level_4() {
    let mut g = position(
        |v| {
            v["options"] = json!({"any_order": false, "codes": 2});
            for i in 0..2 {
                v["players"][i]["codes"] = json!([[1, 2, 3], [1, 2, 3, 4]]);
            }
            v["players"][0]["level"] = json!(1);
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, {"digit": 3}, null]);
            v["players"][0]["hand"] = json!([{"digit": 4}]);
            v["players"][0]["score"] = json!(3);
            v["pile"]["cards"] = json!([{"digit": 5}]);
            v["discard"] = json!([{"digit": 6}, {"digit": 6}]);
        },
        &[2, 6, 1],
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
    // LEVEL 2 is the last: no LOCK IN; the 5 is set aside and the countdown begins.
    assert!(events.contains(&Event::CountdownStarted { seat: A }));
    assert_eq!(g.player(A).aside, Some(d(5)));
    assert_eq!(g.current(), B);
    for score in [1, 1] {
        play(&mut g, B, Action::DrawDiscard);
        play(&mut g, B, Action::Discard { card: 0 });
        play(&mut g, A, Action::Roll);
        assert_eq!(g.player(A).score, score, "2 down, then a 6 is too much");
    }
    play(&mut g, B, Action::DrawDiscard);
    play(&mut g, B, Action::Discard { card: 0 });
    let events = play(&mut g, A, Action::Roll);
    assert!(events.contains(&Event::GameWon { seat: A }));
    // One code only: LEVEL 1 is the last, and a score of 0 wins on completing it.
    let mut g = position(
        |v| {
            v["options"] = json!({"any_order": false, "codes": 1});
            for i in 0..2 {
                v["players"][i]["codes"] = json!([[1, 2, 3]]);
            }
            v["players"][0]["placed"] = json!([{"digit": 1}, {"digit": 2}, null]);
            v["players"][0]["hand"] = json!([{"digit": 3}]);
            v["pile"]["cards"] = json!([{"digit": 5}]);
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
    assert!(events.contains(&Event::GameWon { seat: A }));
}

#[test]
fn rule_3_digits_in_order_a_play_naming_a_digit_is_refused_without_the_any_order_option() {
    let mut g = position(|v| v["pile"]["cards"] = json!(["key"]), &[]);
    play(&mut g, A, Action::DrawPile);
    let before = g.clone();
    for digit in [0, 2] {
        assert_eq!(
            g.apply(
                A,
                &Action::Play {
                    card: 1,
                    digit: Some(digit)
                }
            ),
            Err(RuleError::DigitsInOrder)
        );
    }
    assert_eq!(g, before);
    assert!(
        !g.legal_actions(A)
            .iter()
            .any(|a| matches!(a, Action::Play { digit: Some(_), .. }))
    );
}

#[test]
fn options_and_actions_refuse_unknown_fields() {
    let options: Options = serde_json::from_value(json!({"codes": 2})).unwrap();
    assert_eq!(
        options,
        Options {
            any_order: false,
            codes: 2
        },
        "missing fields take their defaults"
    );
    let error = serde_json::from_value::<Options>(json!({"any_order": true, "code": 2}))
        .unwrap_err()
        .to_string();
    assert!(error.contains("unknown field `code`"), "{error}");
    assert!(
        serde_json::from_value::<Action>(json!({"play": {"card": 0, "digit": null, "slot": 1}}))
            .is_err()
    );
    assert!(serde_json::from_value::<Action>(json!({"lock_in": {"card": 0, "x": 1}})).is_err());
    assert_eq!(
        serde_json::from_value::<Action>(json!("keep")).unwrap(),
        Action::Keep
    );
}
