//! Every rule and ruling of RULES.md §2, each in a test that names it.

use codebreakers_crack_it::{
    Action, ClueSource, CrackIt, DialResult, Event, HAND, Mode, Options, Phase, Resource, RuleError,
};
use codebreakers_kernel::{Chance, ChanceScript, Game, SeatId};
use serde_json::{Value, json};

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);
const C: SeatId = SeatId(2);
use Resource::{Block, Clue, CrackIt as Crack, Dial, MasterCrackIt, Prohibition, Reset};

/// A game in `mode` already arranged: each player's combination and hand as given, the
/// discard pile empty, seat 0 to play.
fn table(mode: Mode, combos: &[[u8; 3]], hands: &[&[Resource]]) -> CrackIt {
    // Scripted chance (the deal's two shuffles in order), so the state is plain JSON.
    let script = ChanceScript {
        outcomes: Default::default(),
        orders: [(0..30).collect(), (0..64).collect()].into(),
    };
    let game = CrackIt::setup(&Options { mode }, combos.len(), Chance::scripted(script)).unwrap();
    let mut v = serde_json::to_value(&game).unwrap();
    for (i, combo) in combos.iter().enumerate() {
        v["players"][i]["combination"] = json!(
            combo
                .iter()
                .map(|&d| json!({"value": d, "discovered": false, "blocked": false, "above": [], "below": []}))
                .collect::<Vec<_>>()
        );
        v["players"][i]["hand"] = serde_json::to_value(hands[i]).unwrap();
        v["players"][i]["arranged"] = json!(true);
    }
    v["phase"] = json!("turn");
    v["discard"] = json!([]);
    serde_json::from_value(v).unwrap()
}

fn edit(g: &CrackIt, change: impl FnOnce(&mut Value)) -> CrackIt {
    let mut v = serde_json::to_value(g).unwrap();
    change(&mut v);
    serde_json::from_value(v).unwrap()
}

fn play(g: &mut CrackIt, seat: SeatId, action: Action) -> Vec<Event> {
    g.apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} by {seat:?}: {e}"))
}

/// Everyone asked in the window passes.
fn all_pass(g: &mut CrackIt) -> Vec<Event> {
    let mut events = vec![];
    while let Phase::Window(_) = g.phase() {
        let seat = g.to_decide()[0];
        events.extend(play(g, seat, Action::Pass));
    }
    events
}

fn dial(card: u8, rival: SeatId) -> Action {
    Action::Dial { card, rival }
}

#[test]
fn rule_2_setup_deals_three_combination_cards_and_five_resources_to_arrange() {
    let mut g = CrackIt::setup(&Options::default(), 3, Chance::seeded(4)).unwrap();
    assert_eq!(g.phase(), &Phase::Arranging);
    assert_eq!(g.to_decide(), vec![A, B, C], "everyone arranges at once");
    for p in g.players() {
        assert_eq!(p.combination.len(), 3);
        assert_eq!(p.hand.len(), HAND);
    }
    let dealt: Vec<u8> = g.player(B).combination.iter().map(|d| d.value).collect();
    assert_eq!(
        g.apply(B, &Action::Arrange { order: [0, 0, 1] }),
        Err(RuleError::BadOrder)
    );
    play(&mut g, B, Action::Arrange { order: [2, 0, 1] });
    let laid: Vec<u8> = g.player(B).combination.iter().map(|d| d.value).collect();
    assert_eq!(laid, vec![dealt[2], dealt[0], dealt[1]]);
    play(&mut g, A, Action::Arrange { order: [0, 1, 2] });
    let events = play(&mut g, C, Action::Arrange { order: [1, 2, 0] });
    assert!(events.contains(&Event::TurnStarted { seat: A }));
    assert_eq!(g.phase(), &Phase::Turn);
    // Hidden information: B sees its own values, not A's undiscovered ones.
    let seen = g.observe(B);
    assert!(seen.combinations[1].iter().all(|d| d.value.is_some()));
    assert!(seen.combinations[0].iter().all(|d| d.value.is_none()));
    assert_eq!(seen.hand, g.player(B).hand);
}

#[test]
fn rule_2_a_dial_goes_above_or_below_and_equal_is_a_click() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [5, 0, 9]],
        &[&[Dial(7), Dial(2), Dial(5)], &[]],
    );
    let events = play(&mut g, A, dial(0, B));
    assert!(events.contains(&Event::Dialled {
        seat: A,
        rival: B,
        digit: 0,
        dial: 7,
        result: DialResult::Above
    }));
    assert_eq!(g.player(B).combination[0].above, vec![7]);
    // Everyone sees where it went.
    assert_eq!(g.observe(A).combinations[1][0].above, vec![7]);
    assert_eq!(g.observe(A).combinations[1][0].value, None);
    // Once per turn.
    assert_eq!(g.apply(A, &dial(0, B)), Err(RuleError::AlreadyNarrowed));
    play(&mut g, A, Action::EndTurn);
    play(&mut g, B, Action::EndTurn);
    let mut g = edit(&g, |v| {
        v["players"][0]["hand"] = json!([{"dial": 2}, {"dial": 5}])
    });
    play(&mut g, A, dial(0, B));
    assert_eq!(g.player(B).combination[0].below, vec![2]);
    play(&mut g, A, Action::EndTurn);
    play(&mut g, B, Action::EndTurn);
    let mut g = edit(&g, |v| v["players"][0]["hand"] = json!([{"dial": 5}]));
    let events = play(&mut g, A, dial(0, B));
    assert!(events.contains(&Event::Discovered {
        seat: A,
        rival: B,
        digit: 0,
        value: 5
    }));
    let digit = &g.player(B).combination[0];
    assert!(digit.discovered && digit.above.is_empty() && digit.below.is_empty());
    let mut discarded = g.discard_pile().to_vec();
    discarded.sort();
    assert_eq!(
        discarded,
        vec![Dial(2), Dial(5), Dial(7)],
        "the digit's dial cards are discarded"
    );
    // Later dials go against the next undiscovered digit.
    assert_eq!(g.observe(A).combinations[1][0].value, Some(5));
}

#[test]
fn ruling_2_each_click_earns_one_extra_dial_against_the_same_rival() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 1, 1], [4, 6, 8], [3, 3, 3]],
        &[&[Dial(4), Dial(6), Dial(0), Dial(9)], &[], &[]],
    );
    play(&mut g, A, dial(0, B));
    assert_eq!(g.turn_state().bonus, Some(B));
    // The bonus is against the same rival only.
    assert_eq!(g.apply(A, &dial(1, C)), Err(RuleError::BonusRival));
    play(&mut g, A, dial(0, B)); // the 6: another CLICK, another bonus
    assert_eq!(g.turn_state().bonus, Some(B));
    play(&mut g, A, dial(1, B)); // the 9 goes above the 8: no CLICK, the run ends
    assert_eq!(g.turn_state().bonus, None);
    assert_eq!(g.apply(A, &dial(0, B)), Err(RuleError::AlreadyNarrowed));
    assert_eq!(
        g.player(B)
            .combination
            .iter()
            .filter(|d| d.discovered)
            .count(),
        2
    );
}

#[test]
fn ruling_2_a_perfect_narrowing_is_called_automatically_and_earns_the_bonus() {
    let g = table(
        Mode::KingOfThieves,
        &[[0, 0, 0], [5, 2, 2]],
        &[&[Dial(6)], &[]],
    );
    let mut g = edit(&g, |v| {
        v["players"][1]["combination"][0]["below"] = json!([4])
    });
    let events = play(&mut g, A, dial(0, B));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Dialled {
            result: DialResult::PerfectlyNarrowed,
            ..
        }
    )));
    assert!(events.contains(&Event::Discovered {
        seat: A,
        rival: B,
        digit: 0,
        value: 5
    }));
    assert_eq!(g.turn_state().bonus, Some(B));
    assert!(g.discard_pile().contains(&Dial(4)) && g.discard_pile().contains(&Dial(6)));
}

#[test]
fn rule_2_clue_takes_a_dial_from_the_discard_pile_to_play_at_once() {
    let g = table(
        Mode::KingOfThieves,
        &[[0, 0, 0], [7, 2, 2]],
        &[&[Clue, Dial(1)], &[]],
    );
    let mut g = edit(&g, |v| {
        v["discard"] = json!([{"dial": 7}, "block", {"dial": 3}])
    });
    play(&mut g, A, dial(1, B)); // the turn's narrowing is used
    play(
        &mut g,
        A,
        Action::Clue {
            card: 0,
            source: ClueSource::DiscardPile,
        },
    );
    all_pass(&mut g);
    assert_eq!(
        g.phase(),
        &Phase::ClueChoice {
            source: ClueSource::DiscardPile,
            values: vec![3, 7]
        }
    );
    // Only the Clue's player sees what is offered.
    assert!(matches!(&g.observe(B).phase, Phase::ClueChoice { values, .. } if values.is_empty()));
    assert_eq!(
        g.apply(A, &Action::TakeDial { value: 5, rival: B }),
        Err(RuleError::NotOffered)
    );
    let events = play(&mut g, A, Action::TakeDial { value: 7, rival: B });
    assert!(events.contains(&Event::Discovered {
        seat: A,
        rival: B,
        digit: 0,
        value: 7
    }));
    assert!(
        !g.discard_pile().contains(&Dial(3))
            || g.discard_pile().iter().filter(|&&r| r == Dial(7)).count() == 1
    );
    assert_eq!(g.phase(), &Phase::Turn);
}

#[test]
fn rule_2_clue_from_a_hand_and_a_wasted_clue() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[0, 0, 0], [4, 4, 4], [6, 6, 6]],
        &[&[Clue, Clue], &[Dial(8), Prohibition], &[Prohibition]],
    );
    play(
        &mut g,
        A,
        Action::Clue {
            card: 0,
            source: ClueSource::Player(B),
        },
    );
    all_pass(&mut g);
    assert_eq!(
        g.phase(),
        &Phase::ClueChoice {
            source: ClueSource::Player(B),
            values: vec![8]
        }
    );
    play(&mut g, A, Action::TakeDial { value: 8, rival: C });
    assert_eq!(
        g.player(B).hand,
        vec![Prohibition],
        "the dial card left B's hand"
    );
    assert_eq!(g.player(C).combination[0].above, vec![8]);
    // C holds no dial card: the second Clue is wasted.
    play(
        &mut g,
        A,
        Action::Clue {
            card: 0,
            source: ClueSource::Player(C),
        },
    );
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::ClueWasted { seat: A }));
    assert_eq!(g.phase(), &Phase::Turn);
}

#[test]
fn ruling_2_block_lies_on_the_first_discovered_digit_not_yet_blocked() {
    let g = table(
        Mode::KingOfThieves,
        &[[0, 0, 0], [4, 5, 6]],
        &[&[Block, Block, Block], &[]],
    );
    assert_eq!(
        g.clone().apply(A, &Action::Block { card: 0, rival: B }),
        Err(RuleError::NothingToBlock)
    );
    let mut g = edit(&g, |v| {
        v["players"][1]["combination"][0]["discovered"] = json!(true);
        v["players"][1]["combination"][1]["discovered"] = json!(true);
    });
    play(&mut g, A, Action::Block { card: 0, rival: B });
    all_pass(&mut g);
    play(&mut g, A, Action::Block { card: 0, rival: B });
    all_pass(&mut g);
    let blocked: Vec<bool> = g.player(B).combination.iter().map(|d| d.blocked).collect();
    assert_eq!(blocked, vec![true, true, false]);
    assert_eq!(
        g.apply(A, &Action::Block { card: 0, rival: B }),
        Err(RuleError::NothingToBlock)
    );
}

#[test]
fn rule_2_reset_replaces_the_first_discovered_digit_from_the_right() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Reset, Reset], &[]],
    );
    assert_eq!(
        g.clone().apply(A, &Action::Reset { card: 0 }),
        Err(RuleError::NothingToReset)
    );
    let mut g = edit(&g, |v| {
        v["players"][0]["combination"][0]["discovered"] = json!(true);
        v["players"][0]["combination"][1]["discovered"] = json!(true);
    });
    let pile_before = g.combination_pile().len();
    play(&mut g, A, Action::Reset { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::ResetDigit { seat: A, digit: 1 }));
    let digit = &g.player(A).combination[1];
    assert!(!digit.discovered);
    // Ruling: the removed card goes to the combination discard pile.
    assert_eq!(g.combination_discard(), &[2]);
    assert_eq!(g.combination_pile().len(), pile_before - 1);
    // A blocked digit cannot be reset; nor can an opened safe.
    let blocked = edit(&g, |v| {
        v["players"][0]["combination"][0]["blocked"] = json!(true)
    });
    assert_eq!(
        blocked.clone().apply(A, &Action::Reset { card: 0 }),
        Err(RuleError::NothingToReset)
    );
    let open = edit(&g, |v| {
        for i in 0..3 {
            v["players"][0]["combination"][i]["discovered"] = json!(true);
        }
    });
    assert_eq!(
        open.clone().apply(A, &Action::Reset { card: 0 }),
        Err(RuleError::NothingToReset)
    );
}

#[test]
fn rule_2_no_reset_in_the_final_duel() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Reset], &[], &[]],
    );
    let g = edit(&g, |v| {
        v["players"][0]["combination"][0]["discovered"] = json!(true);
        for i in 0..3 {
            v["players"][2]["combination"][i]["discovered"] = json!(true);
        }
        v["players"][2]["out"] = json!(true);
    });
    assert!(g.is_final_duel());
    assert_eq!(
        g.clone().apply(A, &Action::Reset { card: 0 }),
        Err(RuleError::FinalDuel)
    );
    // With two players from the start there is no final duel.
    let two = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Reset], &[]],
    );
    assert!(!two.is_final_duel());
}

#[test]
fn rule_2_crack_it_discovers_without_a_click_and_ends_card_use() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Crack, Dial(5)], &[]],
    );
    play(&mut g, A, Action::CrackIt { card: 0, rival: B });
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::Discovered {
        seat: A,
        rival: B,
        digit: 0,
        value: 4
    }));
    assert_eq!(g.turn_state().bonus, None, "no CLICK, no bonus");
    assert_eq!(g.apply(A, &dial(0, B)), Err(RuleError::Locked));
    play(&mut g, A, Action::EndTurn);
}

#[test]
fn rule_2_an_odd_number_of_prohibitions_stops_the_action() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[
            &[Crack, Crack, Prohibition],
            &[Prohibition, Dial(0)],
            &[Prohibition],
        ],
    );
    // One Prohibition: stopped. Played out of turn, it is not replaced.
    play(&mut g, A, Action::CrackIt { card: 0, rival: B });
    assert_eq!(g.to_decide(), vec![B]);
    play(&mut g, B, Action::Prohibit { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::Resolved {
        card: Crack,
        stopped: true,
        stopped_for: vec![]
    }));
    assert!(!g.player(B).combination[0].discovered);
    assert_eq!(g.player(B).hand, vec![Dial(0)]);
    // Two: it goes through.
    let mut g = edit(&g, |v| v["turn"]["locked"] = json!(false));
    play(&mut g, A, Action::CrackIt { card: 0, rival: C });
    play(&mut g, B, Action::Pass);
    play(&mut g, C, Action::Prohibit { card: 0 });
    assert_eq!(g.to_decide(), vec![A], "the chain goes round again");
    play(&mut g, A, Action::Prohibit { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::Resolved {
        card: Crack,
        stopped: false,
        stopped_for: vec![]
    }));
    assert!(g.player(C).combination[0].discovered);
}

#[test]
fn ruling_2_every_player_is_asked_whatever_they_hold() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9], [0, 0, 0]],
        &[&[Crack], &[], &[Prohibition], &[]],
    );
    play(&mut g, A, Action::CrackIt { card: 0, rival: B });
    let mut asked = vec![];
    while let Phase::Window(_) = g.phase() {
        let seat = g.to_decide()[0];
        asked.push(seat);
        play(&mut g, seat, Action::Pass);
    }
    assert_eq!(asked, vec![B, C, SeatId(3)]);
}

#[test]
fn ruling_2_master_crack_it_gives_each_rival_a_chain_of_their_own() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[MasterCrackIt], &[Prohibition], &[]],
    );
    play(&mut g, A, Action::MasterCrackIt { card: 0 });
    // B's chain: only B may start it.
    assert_eq!(g.to_decide(), vec![B]);
    play(&mut g, B, Action::Prohibit { card: 0 });
    all_pass(&mut g);
    assert!(
        !g.player(B).combination[0].discovered,
        "B stopped it for themself"
    );
    assert!(g.player(C).combination[0].discovered, "C did not");
    assert_eq!(g.apply(A, &Action::EndTurn).map(|_| ()), Ok(()));
}

#[test]
fn rule_2_discard_instead_of_using_cards_then_refill() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Dial(1), Dial(2), Block], &[]],
    );
    let events = play(&mut g, A, Action::Discard { cards: vec![0, 2] });
    assert!(events.contains(&Event::Discarded { seat: A, count: 2 }));
    assert_eq!(g.player(A).hand.len(), HAND, "refilled to five");
    assert_eq!(g.current(), B);
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Dial(1), Dial(2)], &[]],
    );
    play(&mut g, A, dial(0, B));
    assert_eq!(
        g.apply(A, &Action::Discard { cards: vec![0] }),
        Err(RuleError::AlreadyUsed)
    );
}

#[test]
fn rule_2_an_empty_pile_is_refilled_from_the_shuffled_discards() {
    let g = table(Mode::KingOfThieves, &[[1, 2, 3], [4, 5, 6]], &[&[], &[]]);
    let mut g = edit(&g, |v| {
        v["pile"]["cards"] = json!([{"dial": 1}, {"dial": 2}]);
        v["discard"] = json!(["clue", "block", "reset", {"dial": 9}]);
        v["chance"] = json!({"Scripted": {"script": {"orders": [[3, 2, 1, 0]]}, "fallback": null}});
    });
    let events = play(&mut g, A, Action::EndTurn);
    assert!(events.contains(&Event::Reshuffled));
    assert!(events.contains(&Event::Refilled { seat: A, count: 5 }));
    assert!(g.discard_pile().is_empty());
    assert_eq!(g.pile().len(), 1);
}

#[test]
fn rule_2_king_of_thieves_last_safe_standing_wins_the_victory_card() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(6), Dial(9)], &[], &[]],
    );
    let mut g = edit(&g, |v| {
        v["players"][1]["combination"][0]["discovered"] = json!(true);
        v["players"][1]["combination"][1]["discovered"] = json!(true);
        v["players"][2]["combination"][0]["discovered"] = json!(true);
        v["players"][2]["combination"][1]["discovered"] = json!(true);
    });
    let events = play(&mut g, A, dial(0, B));
    assert!(events.contains(&Event::PlayerOut { seat: B }));
    assert!(events.contains(&Event::FinalDuel));
    assert_eq!(g.current(), A);
    play(&mut g, A, Action::EndTurn);
    assert_eq!(g.current(), C, "the turn skips the player who is out");
    play(&mut g, C, Action::EndTurn);
    let g = edit(&g, |v| v["players"][0]["hand"] = json!([{"dial": 9}]));
    let mut g = g;
    let events = play(&mut g, A, dial(0, C));
    assert!(events.contains(&Event::GameEnded {
        game: 1,
        last: Some(A)
    }));
    assert_eq!(g.victory_card(), Some(A));
    assert_eq!(g.outcome().unwrap().winners, vec![A]);
}

#[test]
fn rule_2_king_of_safes_tokens_flow_and_two_games_are_scored() {
    let mut g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(4), Block, Dial(7)], &[], &[]],
    );
    assert_eq!(g.bank(), (16 - 9, 8));
    assert_eq!(g.player(A).infamy, 3);
    // Discovering a digit returns one infamy token.
    play(&mut g, A, dial(0, B));
    assert_eq!(g.player(A).infamy, 2);
    // A Block laid on your digit gives you one.
    play(&mut g, A, Action::Block { card: 0, rival: B });
    all_pass(&mut g);
    assert_eq!(g.player(B).infamy, 4);
    // Opening a safe: prestige for the opener (no infamy returned), infamy for the opened.
    let g2 = edit(&g, |v| {
        v["players"][2]["combination"][0]["discovered"] = json!(true);
        v["players"][2]["combination"][1]["discovered"] = json!(true);
        v["players"][2]["combination"][2]["value"] = json!(7);
        v["turn"]["narrowed"] = json!(false);
        v["turn"]["bonus"] = Value::Null;
    });
    let mut g2 = g2;
    let (infamy_before, bank_before) = (g2.player(A).infamy, g2.bank());
    let events = play(&mut g2, A, dial(0, C));
    assert!(events.contains(&Event::SafeOpened { seat: C, by: A }));
    assert_eq!(g2.player(A).prestige, 1);
    assert_eq!(g2.player(A).infamy, infamy_before);
    assert_eq!(g2.player(C).infamy, 4);
    assert_eq!(g2.bank(), (bank_before.0 - 1, bank_before.1 - 1));
    // An empty bank gives nothing.
    let mut empty = edit(&g, |v| {
        v["bank_infamy"] = json!(0);
        v["players"][0]["hand"] = json!(["block"]);
        v["players"][1]["combination"][1]["discovered"] = json!(true);
    });
    let before = empty.player(B).infamy;
    play(&mut empty, A, Action::Block { card: 0, rival: B });
    all_pass(&mut empty);
    assert_eq!(empty.player(B).infamy, before);
}

#[test]
fn rule_2_king_of_safes_deals_a_second_game_then_scores() {
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(3)], &[], &[]],
    );
    // B's safe is open; C has one digit left, A all three: opening C ends game 1.
    let mut g = edit(&g, |v| {
        for i in 0..3 {
            v["players"][1]["combination"][i]["discovered"] = json!(true);
        }
        v["players"][2]["combination"][0]["discovered"] = json!(true);
        v["players"][2]["combination"][1]["discovered"] = json!(true);
        v["players"][2]["combination"][2]["value"] = json!(3);
        let (combos, resources): (Vec<u8>, Vec<u8>) = ((0..30).collect(), (0..64).collect());
        v["chance"] =
            json!({"Scripted": {"script": {"orders": [combos, resources]}, "fallback": null}});
    });
    // Without chance for the second deal, the move is refused and changes nothing.
    let stuck = edit(&g, |v| {
        v["chance"] = json!({"Scripted": {"script": {}, "fallback": null}})
    });
    assert!(matches!(
        stuck.clone().apply(A, &dial(0, C)),
        Err(RuleError::Chance(_))
    ));
    let events = play(&mut g, A, dial(0, C));
    assert!(events.contains(&Event::GameEnded {
        game: 1,
        last: Some(A)
    }));
    assert!(events.contains(&Event::NewGame { game: 2 }));
    assert_eq!(g.game_number(), 2);
    assert_eq!(g.phase(), &Phase::Arranging);
    assert!(
        g.players()
            .iter()
            .all(|p| p.hand.len() == HAND && !p.arranged)
    );
    // Tokens are kept: A opened C (+1 prestige) and, last with a digit, returned one infamy.
    assert_eq!(g.player(A).prestige, 1);
    assert_eq!(g.player(A).infamy, 2);
    // Game 2, forced to its end the same way: then the final scores.
    for seat in [A, B, C] {
        play(&mut g, seat, Action::Arrange { order: [0, 1, 2] });
    }
    let mut g = edit(&g, |v| {
        for i in 0..3 {
            v["players"][0]["combination"][i]["discovered"] = json!(true);
        }
        v["players"][2]["combination"][0]["discovered"] = json!(true);
        v["players"][2]["combination"][1]["discovered"] = json!(true);
        v["players"][2]["combination"][2]["value"] = json!(3);
        v["players"][1]["hand"] = json!([{"dial": 3}]);
        v["current"] = json!(1);
    });
    play(&mut g, B, dial(0, C));
    let outcome = g.outcome().expect("over after the second game");
    let score = |s: SeatId| 2 * i64::from(g.player(s).prestige) - i64::from(g.player(s).infamy);
    assert_eq!(outcome.scores, vec![score(A), score(B), score(C)]);
    let best = *outcome.scores.iter().max().unwrap();
    assert!(
        outcome
            .winners
            .iter()
            .all(|w| outcome.scores[w.index()] == best)
    );
}

#[test]
fn rule_2_seats_per_mode() {
    let setup = |mode, n| CrackIt::setup(&Options { mode }, n, Chance::seeded(1)).is_ok();
    assert!(
        !setup(Mode::KingOfThieves, 1)
            && setup(Mode::KingOfThieves, 2)
            && setup(Mode::KingOfThieves, 4)
    );
    assert!(!setup(Mode::KingOfThieves, 5));
    assert!(
        !setup(Mode::KingOfSafes, 2) && setup(Mode::KingOfSafes, 3) && setup(Mode::KingOfSafes, 5)
    );
}

#[test]
fn an_illegal_action_changes_nothing() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Block, Dial(1)], &[Prohibition]],
    );
    let before = g.clone();
    assert_eq!(
        g.apply(A, &Action::Block { card: 0, rival: B }),
        Err(RuleError::NothingToBlock)
    );
    assert_eq!(
        g.apply(A, &dial(0, B)),
        Err(RuleError::WrongCard("dial card"))
    );
    assert_eq!(g.apply(A, &dial(1, A)), Err(RuleError::SelfTarget));
    assert_eq!(
        g.apply(B, &Action::EndTurn),
        Err(RuleError::NotYourDecision(B))
    );
    assert_eq!(
        g.apply(A, &Action::Prohibit { card: 0 }),
        Err(RuleError::NotNow)
    );
    assert_eq!(g, before);
}
