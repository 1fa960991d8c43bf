//! Every rule and ruling of Crack It (`assets/i18n/en/rules/crack-it.md`), each in a test that names it.

use codebreakers_crack_it::{
    Action, ClueSource, CrackIt, DialResult, Event, HAND, Mode, Options, Phase, ResourceCard,
    RuleError,
};
use codebreakers_kernel::{Chance, ChanceScript, Game, SeatId};
use serde_json::{Value, json};

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);
const C: SeatId = SeatId(2);
use ResourceCard::{Block, Clue, CrackIt as Crack, Dial, MasterCrackIt, Prohibition, Reset};

/// A game in `mode` already arranged: each player's combination and hand as given, the
/// discard pile empty, seat 0 to play.
fn table(mode: Mode, combos: &[[u8; 3]], hands: &[&[ResourceCard]]) -> CrackIt {
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
        actor: A,
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
        actor: A,
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
        Err(RuleError::WrongCard("dial card".into()))
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

/// Marks the first `n` digits of `seat`'s combination discovered.
fn found(v: &mut Value, seat: usize, n: usize) {
    for i in 0..n {
        v["players"][seat]["combination"][i]["discovered"] = json!(true);
    }
}

/// Chance for King of Safes' second deal: the two shuffles in order.
fn second_deal(v: &mut Value) {
    let (combos, resources): (Vec<u8>, Vec<u8>) = ((0..30).collect(), (0..64).collect());
    v["chance"] =
        json!({"Scripted": {"script": {"orders": [combos, resources]}, "fallback": null}});
}

fn discoveries(events: &[Event]) -> Vec<&Event> {
    events
        .iter()
        .filter(|e| matches!(e, Event::Discovered { .. }))
        .collect()
}

#[test]
fn ruling_2_master_crack_it_is_one_effect_and_never_reaches_into_the_second_game() {
    // King of Safes, game 1: A's safe is open, B and C each have their last digit left.
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[MasterCrackIt], &[], &[]],
    );
    let mut g = edit(&g, |v| {
        found(v, 0, 3);
        found(v, 1, 2);
        found(v, 2, 2);
        second_deal(v);
    });
    play(&mut g, A, Action::MasterCrackIt { card: 0 });
    let events = all_pass(&mut g);
    // Both of game 1's last digits are discovered, then game 1 ends once...
    assert_eq!(
        discoveries(&events),
        vec![
            &Event::Discovered {
                seat: A,
                rival: B,
                digit: 2,
                value: 6
            },
            &Event::Discovered {
                seat: A,
                rival: C,
                digit: 2,
                value: 9
            }
        ]
    );
    let ended: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::GameEnded { .. }))
        .collect();
    assert_eq!(
        ended,
        vec![&Event::GameEnded {
            game: 1,
            last: None
        }]
    );
    assert_eq!(events.last(), Some(&Event::NewGame { game: 2 }));
    // ...and nothing of the newly dealt game is touched.
    assert_eq!(g.game_number(), 2);
    assert_eq!(g.phase(), &Phase::Arranging);
    assert!(
        g.players()
            .iter()
            .all(|p| p.combination.iter().all(|d| !d.discovered))
    );
    assert_eq!(g.turn_state().bonus, None);
    // Two safes opened: two prestige for A; an infamy token each for B and C.
    assert_eq!(g.player(A).prestige, 2);
    assert_eq!((g.player(B).infamy, g.player(C).infamy), (4, 4));
}

#[test]
fn ruling_2_a_game_ends_when_nobody_has_an_undiscovered_digit_left() {
    // The second game of King of Safes: A's safe is open and its Master CRACK IT opens the
    // last two. Nobody is left with a digit: nobody returns an infamy token, and it is over.
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[MasterCrackIt], &[], &[]],
    );
    let mut g = edit(&g, |v| {
        found(v, 0, 3);
        found(v, 1, 2);
        found(v, 2, 2);
        v["game"] = json!(2);
    });
    play(&mut g, A, Action::MasterCrackIt { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::GameEnded {
        game: 2,
        last: None
    }));
    assert_eq!(g.phase(), &Phase::GameOver);
    assert_eq!(
        (g.player(A).infamy, g.player(A).prestige),
        (3, 2),
        "no infamy returned: both digits opened a safe, and nobody is last"
    );
    let outcome = g.outcome().expect("over");
    // A: 2 * 2 - 3 = 1; B and C: 0 - 4.
    assert_eq!(outcome.scores, vec![1, -4, -4]);
    assert_eq!(outcome.winners, vec![A]);
}

#[test]
fn rule_2_narrowing_is_once_per_turn() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(9), Dial(0)], &[], &[]],
    );
    play(&mut g, A, dial(0, B));
    assert!(g.turn_state().narrowed);
    let before = g.clone();
    // Not again, against the same rival or another.
    assert_eq!(g.apply(A, &dial(0, B)), Err(RuleError::AlreadyNarrowed));
    assert_eq!(g.apply(A, &dial(0, C)), Err(RuleError::AlreadyNarrowed));
    assert_eq!(g, before);
    // A new turn, a new narrowing.
    for seat in [A, B, C] {
        play(&mut g, seat, Action::EndTurn);
    }
    assert!(!g.turn_state().narrowed);
    play(&mut g, A, dial(0, C));
    assert_eq!(g.player(C).combination[0].below, vec![0]);
}

#[test]
fn rule_2_a_blocked_digit_cannot_be_reset() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Reset], &[]],
    );
    // The first discovered digit from the right is blocked: no Reset, even with an
    // unblocked discovered digit further left.
    let blocked = edit(&g, |v| {
        found(v, 0, 2);
        v["players"][0]["combination"][1]["blocked"] = json!(true);
    });
    assert_eq!(
        blocked.clone().apply(A, &Action::Reset { card: 0 }),
        Err(RuleError::NothingToReset)
    );
    // A block on a digit further left does not stop the Reset of the rightmost one.
    let mut left_blocked = edit(&g, |v| {
        found(v, 0, 2);
        v["players"][0]["combination"][0]["blocked"] = json!(true);
    });
    play(&mut left_blocked, A, Action::Reset { card: 0 });
    let events = all_pass(&mut left_blocked);
    assert!(events.contains(&Event::ResetDigit { seat: A, digit: 1 }));
    assert!(left_blocked.player(A).combination[0].blocked);
}

#[test]
fn rule_2_an_opened_safe_cannot_be_reset() {
    // King of Safes: the owner of an opened safe still plays, so could hold a Reset.
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Reset], &[], &[]],
    );
    let g = edit(&g, |v| found(v, 0, 3));
    assert_eq!(
        g.clone().apply(A, &Action::Reset { card: 0 }),
        Err(RuleError::NothingToReset)
    );
    assert!(!g.legal_actions(A).contains(&Action::Reset { card: 0 }));
}

#[test]
fn ruling_2_the_combination_discard_pile_is_shuffled_into_a_new_combination_pile_when_it_runs_out()
{
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Reset, Reset], &[]],
    );
    let mut g = edit(&g, |v| {
        found(v, 0, 1);
        v["combination_pile"]["cards"] = json!([]);
        v["combination_discard"] = json!([7, 8]);
        // The new pile's order: old card 1 (the 8) then old card 0 (the 7), drawn from the end.
        v["chance"] = json!({"Scripted": {"script": {"orders": [[1, 0]]}, "fallback": null}});
    });
    play(&mut g, A, Action::Reset { card: 0 });
    all_pass(&mut g);
    assert_eq!(g.player(A).combination[0].value, 7);
    assert!(!g.player(A).combination[0].discovered);
    assert_eq!(g.combination_pile().cards(), &[8]);
    assert_eq!(g.combination_discard(), &[1], "the removed card, face up");
}

#[test]
fn rule_2_a_reset_digit_must_be_discovered_again_before_the_next() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Reset], &[]],
    );
    let mut g = edit(&g, |v| found(v, 0, 2));
    play(&mut g, A, Action::Reset { card: 0 });
    all_pass(&mut g);
    let fresh = g.player(A).combination[1].value;
    let seen = &g.observe(B).combinations[0];
    assert!(seen[0].discovered && !seen[1].discovered && seen[1].value.is_none());
    play(&mut g, A, Action::EndTurn);
    // B's next dial goes against the reset digit (the middle one), not the third.
    let mut g = edit(&g, |v| {
        v["players"][1]["hand"] = json!([{"dial": fresh}, {"dial": 3}])
    });
    let events = play(&mut g, B, dial(0, A));
    assert!(events.contains(&Event::Dialled {
        seat: B,
        rival: A,
        digit: 1,
        dial: fresh,
        result: DialResult::Click
    }));
    // Only then the third.
    let events = play(&mut g, B, dial(0, A));
    assert!(events.contains(&Event::Discovered {
        seat: B,
        rival: A,
        digit: 2,
        value: 3
    }));
}

#[test]
fn rule_2_clue_block_and_reset_are_each_cancelled_by_one_prohibition() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[
            &[Clue, Block, Reset, Dial(5)],
            &[Prohibition, Prohibition, Prohibition],
        ],
    );
    let mut g = edit(&g, |v| {
        found(v, 0, 1);
        found(v, 1, 1);
        v["discard"] = json!([{"dial": 4}]);
    });
    let stopped = |card| Event::Resolved {
        actor: A,
        card,
        stopped: true,
        stopped_for: vec![],
    };
    // Clue: no dial card is offered, the Clue is spent.
    play(
        &mut g,
        A,
        Action::Clue {
            card: 0,
            source: ClueSource::DiscardPile,
        },
    );
    play(&mut g, B, Action::Prohibit { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&stopped(Clue)));
    assert_eq!(g.phase(), &Phase::Turn);
    assert!(g.discard_pile().contains(&Dial(4)) && g.discard_pile().contains(&Clue));
    // Block: the digit stays unblocked.
    play(&mut g, A, Action::Block { card: 0, rival: B });
    play(&mut g, B, Action::Prohibit { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&stopped(Block)));
    assert!(!g.player(B).combination[0].blocked);
    // Reset: the digit stays discovered.
    play(&mut g, A, Action::Reset { card: 0 });
    play(&mut g, B, Action::Prohibit { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&stopped(Reset)));
    assert!(g.player(A).combination[0].discovered);
    assert_eq!(g.player(A).combination[0].value, 1);
    assert!(g.combination_discard().is_empty());
    assert_eq!(g.player(A).hand, vec![Dial(5)]);
}

#[test]
fn rule_2_three_prohibitions_cancel_the_action_and_four_let_it_through() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[
            &[Crack, Prohibition, Prohibition],
            &[Prohibition, Prohibition],
            &[],
        ],
    );
    // Three: B, A (answering), B again. Odd: stopped.
    let mut three = g.clone();
    play(&mut three, A, Action::CrackIt { card: 0, rival: B });
    play(&mut three, B, Action::Prohibit { card: 0 });
    play(&mut three, C, Action::Pass);
    play(&mut three, A, Action::Prohibit { card: 0 });
    assert_eq!(three.to_decide(), vec![B]);
    let events = play(&mut three, B, Action::Prohibit { card: 0 });
    assert!(events.contains(&Event::Prohibited {
        seat: B,
        chain: 0,
        count: 3
    }));
    let events = all_pass(&mut three);
    assert!(events.contains(&Event::Resolved {
        actor: A,
        card: Crack,
        stopped: true,
        stopped_for: vec![]
    }));
    assert!(!three.player(B).combination[0].discovered);
    // Four: A answers once more. Even: it goes through.
    let mut four = g;
    play(&mut four, A, Action::CrackIt { card: 0, rival: B });
    play(&mut four, B, Action::Prohibit { card: 0 });
    play(&mut four, C, Action::Pass);
    play(&mut four, A, Action::Prohibit { card: 0 });
    play(&mut four, B, Action::Prohibit { card: 0 });
    play(&mut four, C, Action::Pass);
    let events = play(&mut four, A, Action::Prohibit { card: 0 });
    assert!(events.contains(&Event::Prohibited {
        seat: A,
        chain: 0,
        count: 4
    }));
    let events = all_pass(&mut four);
    assert!(events.contains(&Event::Resolved {
        actor: A,
        card: Crack,
        stopped: false,
        stopped_for: vec![]
    }));
    assert!(four.player(B).combination[0].discovered);
}

#[test]
fn ruling_2_a_rivals_master_crack_it_chain_can_be_countered() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[
            &[MasterCrackIt, Prohibition],
            &[Prohibition],
            &[Prohibition],
        ],
    );
    play(&mut g, A, Action::MasterCrackIt { card: 0 });
    // B's chain: B stops it for themself, A answers with a Prohibition of its own.
    assert_eq!(g.to_decide(), vec![B]);
    play(&mut g, B, Action::Prohibit { card: 0 });
    play(&mut g, C, Action::Pass);
    play(&mut g, A, Action::Prohibit { card: 0 });
    play(&mut g, B, Action::Pass);
    play(&mut g, C, Action::Pass);
    // C's chain: C stops it, and A has nothing left to answer with.
    assert_eq!(g.to_decide(), vec![C]);
    play(&mut g, C, Action::Prohibit { card: 0 });
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::Resolved {
        actor: A,
        card: MasterCrackIt,
        stopped: false,
        stopped_for: vec![C]
    }));
    assert!(
        g.player(B).combination[0].discovered,
        "B's stop was countered"
    );
    assert!(!g.player(C).combination[0].discovered);
}

#[test]
fn rule_2_master_crack_it_discovers_without_a_click_and_ends_card_use() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[MasterCrackIt, Dial(5), Block], &[], &[]],
    );
    play(&mut g, A, Action::MasterCrackIt { card: 0 });
    let events = all_pass(&mut g);
    assert_eq!(discoveries(&events).len(), 2);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Dialled { .. })),
        "no CLICK"
    );
    assert_eq!(g.turn_state().bonus, None, "no bonus dial");
    assert_eq!(g.apply(A, &dial(0, B)), Err(RuleError::Locked));
    assert_eq!(
        g.apply(A, &Action::Block { card: 1, rival: B }),
        Err(RuleError::Locked)
    );
    assert_eq!(
        g.apply(A, &Action::Discard { cards: vec![0] }),
        Err(RuleError::AlreadyUsed)
    );
    play(&mut g, A, Action::EndTurn);
}

#[test]
fn rule_2_no_click_bonus_when_the_rival_has_no_undiscovered_digit_left() {
    // King of Safes, so the opened rival stays in and the game goes on.
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(6), Dial(7)], &[], &[]],
    );
    let mut g = edit(&g, |v| found(v, 1, 2));
    let events = play(&mut g, A, dial(0, B));
    assert!(events.contains(&Event::SafeOpened { seat: B, by: A }));
    assert_eq!(g.phase(), &Phase::Turn);
    assert_eq!(g.turn_state().bonus, None);
    assert_eq!(g.apply(A, &dial(0, C)), Err(RuleError::AlreadyNarrowed));
}

#[test]
fn ruling_2_a_click_from_a_clues_dial_earns_the_bonus() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Clue, Dial(5)], &[]],
    );
    let mut g = edit(&g, |v| v["discard"] = json!([{"dial": 4}]));
    play(
        &mut g,
        A,
        Action::Clue {
            card: 0,
            source: ClueSource::DiscardPile,
        },
    );
    all_pass(&mut g);
    play(&mut g, A, Action::TakeDial { value: 4, rival: B });
    assert!(g.player(B).combination[0].discovered);
    assert_eq!(g.turn_state().bonus, Some(B));
    // The bonus dial: another CLICK; the turn's own narrowing is still unused.
    play(&mut g, A, dial(0, B));
    assert!(g.player(B).combination[1].discovered);
    assert!(!g.turn_state().narrowed);
}

#[test]
fn rule_2_a_prohibition_played_out_of_turn_draws_no_replacement() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Crack], &[Prohibition, Dial(1)]],
    );
    play(&mut g, A, Action::CrackIt { card: 0, rival: B });
    let events = play(&mut g, B, Action::Prohibit { card: 0 });
    assert!(!events.iter().any(|e| matches!(e, Event::Refilled { .. })));
    all_pass(&mut g);
    assert_eq!(g.player(B).hand, vec![Dial(1)]);
    play(&mut g, A, Action::EndTurn);
    assert_eq!(g.player(B).hand.len(), 1, "not at the end of A's turn");
    let events = play(&mut g, B, Action::EndTurn);
    assert!(events.contains(&Event::Refilled { seat: B, count: 4 }));
    assert_eq!(g.player(B).hand.len(), HAND, "at the end of B's own turn");
}

#[test]
fn ruling_2_king_of_safes_crack_it_and_each_master_crack_it_digit_return_an_infamy_token() {
    let players: &[[u8; 3]] = &[[1, 2, 3], [4, 5, 6], [7, 8, 9], [0, 1, 2]];
    let mut g = table(Mode::KingOfSafes, players, &[&[Crack], &[], &[], &[]]);
    let bank = g.bank().0;
    play(&mut g, A, Action::CrackIt { card: 0, rival: B });
    let events = all_pass(&mut g);
    assert!(events.contains(&Event::Tokens {
        seat: A,
        infamy: -1,
        prestige: 0
    }));
    assert_eq!((g.player(A).infamy, g.bank().0), (2, bank + 1));
    // Master CRACK IT against three rivals: one token for each digit.
    let mut g = table(
        Mode::KingOfSafes,
        players,
        &[&[MasterCrackIt], &[], &[], &[]],
    );
    play(&mut g, A, Action::MasterCrackIt { card: 0 });
    let events = all_pass(&mut g);
    assert_eq!(discoveries(&events).len(), 3);
    let returned = events
        .iter()
        .filter(|e| {
            **e == Event::Tokens {
                seat: A,
                infamy: -1,
                prestige: 0,
            }
        })
        .count();
    assert_eq!(returned, 3);
    assert_eq!((g.player(A).infamy, g.bank().0), (0, bank + 3));
}

#[test]
fn ruling_2_a_player_with_no_infamy_returns_nothing() {
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(4)], &[], &[]],
    );
    let mut g = edit(&g, |v| {
        v["players"][0]["infamy"] = json!(0);
        v["bank_infamy"] = json!(16 - 6);
    });
    let events = play(&mut g, A, dial(0, B));
    assert!(g.player(B).combination[0].discovered);
    assert!(!events.iter().any(|e| matches!(e, Event::Tokens { .. })));
    assert_eq!((g.player(A).infamy, g.bank().0), (0, 10));
}

#[test]
fn ruling_2_an_empty_bank_gives_no_prestige_and_no_infamy_for_an_opened_safe() {
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(9)], &[], &[]],
    );
    let mut g = edit(&g, |v| {
        found(v, 2, 2);
        v["bank_infamy"] = json!(0);
        v["bank_prestige"] = json!(0);
    });
    let events = play(&mut g, A, dial(0, C));
    assert!(events.contains(&Event::SafeOpened { seat: C, by: A }));
    assert!(!events.iter().any(|e| matches!(e, Event::Tokens { .. })));
    assert_eq!(g.player(A).prestige, 0);
    assert_eq!(g.player(A).infamy, 3, "opening a safe returns no infamy");
    assert_eq!(g.player(C).infamy, 3);
    assert_eq!(g.bank(), (0, 0));
}

#[test]
fn rule_2_king_of_safes_an_opened_safe_keeps_playing_and_can_be_blocked_but_not_reset() {
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Block, Dial(3)], &[Dial(7), Reset], &[]],
    );
    let mut g = edit(&g, |v| found(v, 1, 3));
    assert!(!g.player(B).out);
    // Nothing left to narrow on B...
    assert_eq!(g.apply(A, &dial(1, B)), Err(RuleError::NothingToDiscover));
    // ...but B can be blocked, and takes an infamy token for it.
    play(&mut g, A, Action::Block { card: 0, rival: B });
    all_pass(&mut g);
    assert!(g.player(B).combination[0].blocked);
    assert_eq!(g.player(B).infamy, 4);
    // B still takes turns and narrows, but cannot reset.
    play(&mut g, A, Action::EndTurn);
    assert_eq!(g.current(), B);
    assert_eq!(
        g.clone().apply(B, &Action::Reset { card: 1 }),
        Err(RuleError::NothingToReset)
    );
    let events = play(&mut g, B, dial(0, C));
    assert!(events.contains(&Event::Discovered {
        seat: B,
        rival: C,
        digit: 0,
        value: 7
    }));
}

#[test]
fn rule_2_king_of_safes_the_last_player_with_a_digit_returns_one_infamy_token() {
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(9)], &[], &[]],
    );
    let mut g = edit(&g, |v| {
        found(v, 1, 3);
        found(v, 2, 2);
        second_deal(v);
    });
    let events = play(&mut g, A, dial(0, C));
    let end = events
        .iter()
        .position(|e| {
            *e == Event::GameEnded {
                game: 1,
                last: Some(A),
            }
        })
        .expect("game 1 ends");
    assert_eq!(
        events[end + 1],
        Event::Tokens {
            seat: A,
            infamy: -1,
            prestige: 0
        }
    );
    assert_eq!((g.player(A).infamy, g.player(A).prestige), (2, 1));
}

#[test]
fn rule_2_king_of_safes_ties_go_to_more_prestige_then_are_shared() {
    // The end of game 2: A opens C's safe (+1 prestige) and, last with a digit, returns an
    // infamy token. A ends on 2 prestige and 1 infamy: a score of 3.
    let ending = |b_prestige: u8, b_infamy: u8| {
        let g = table(
            Mode::KingOfSafes,
            &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
            &[&[Dial(9)], &[], &[]],
        );
        let mut g = edit(&g, |v| {
            found(v, 1, 3);
            found(v, 2, 2);
            v["game"] = json!(2);
            v["players"][0]["prestige"] = json!(1);
            v["players"][0]["infamy"] = json!(2);
            v["players"][1]["prestige"] = json!(b_prestige);
            v["players"][1]["infamy"] = json!(b_infamy);
            v["players"][2]["infamy"] = json!(0);
            v["bank_prestige"] = json!(8 - 1 - b_prestige);
            v["bank_infamy"] = json!(16 - 2 - b_infamy);
        });
        play(&mut g, A, dial(0, C));
        g.outcome().expect("over")
    };
    // B: 3 prestige, 3 infamy, also 3; more prestige wins.
    let outcome = ending(3, 3);
    assert_eq!(outcome.scores, vec![3, 3, -1]);
    assert_eq!(outcome.winners, vec![B]);
    // B: 2 prestige, 1 infamy: 3 with as much prestige as A; a shared victory.
    let outcome = ending(2, 1);
    assert_eq!(outcome.scores, vec![3, 3, -1]);
    assert_eq!(outcome.winners, vec![A, B]);
}

#[test]
fn rule_2_the_turn_passes_to_the_left() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[], &[], &[]],
    );
    for (seat, next) in [(A, B), (B, C), (C, A)] {
        let events = play(&mut g, seat, Action::EndTurn);
        assert!(events.contains(&Event::TurnStarted { seat: next }));
        assert_eq!(g.current(), next);
    }
}

#[test]
fn rule_2_king_of_thieves_a_player_who_is_out_is_no_target() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(1), Clue, Block, Crack], &[Dial(2)], &[]],
    );
    let mut g = edit(&g, |v| {
        found(v, 1, 3);
        v["players"][1]["out"] = json!(true);
    });
    let before = g.clone();
    for action in [
        dial(0, B),
        Action::Clue {
            card: 1,
            source: ClueSource::Player(B),
        },
        Action::Block { card: 2, rival: B },
        Action::CrackIt { card: 3, rival: B },
    ] {
        assert_eq!(g.apply(A, &action), Err(RuleError::PlayerOut), "{action:?}");
    }
    assert_eq!(
        g.apply(
            A,
            &Action::Clue {
                card: 1,
                source: ClueSource::Player(SeatId(7)),
            }
        ),
        Err(RuleError::NoSuchSeat(SeatId(7)))
    );
    assert_eq!(g, before);
}

#[test]
fn options_and_actions_reject_unknown_fields() {
    // A typo must not fall back to the default mode silently.
    assert!(serde_json::from_str::<Options>(r#"{"mdoe":"king_of_safes"}"#).is_err());
    assert_eq!(
        serde_json::from_str::<Options>(r#"{"mode":"king_of_safes"}"#).unwrap(),
        Options {
            mode: Mode::KingOfSafes
        }
    );
    assert_eq!(
        serde_json::from_str::<Options>("{}").unwrap(),
        Options::default()
    );
    assert!(serde_json::from_str::<Action>(r#"{"dial":{"card":0,"rival":1,"rivel":2}}"#).is_err());
    assert_eq!(
        serde_json::from_str::<Action>(r#"{"dial":{"card":0,"rival":1}}"#).unwrap(),
        dial(0, B)
    );
}

#[test]
fn ruling_2_a_click_that_ends_a_game_earns_no_bonus_in_the_next() {
    // King of Safes: C's safe is open and B has one digit left; A's CLICK on it leaves only A
    // with a digit, so game 1 ends and game 2 is dealt. The bonus dies with game 1.
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Dial(6), Dial(7)], &[], &[]],
    );
    let mut g = edit(&g, |v| {
        found(v, 1, 2);
        found(v, 2, 3);
        second_deal(v);
    });
    let events = play(&mut g, A, dial(0, B));
    assert!(events.contains(&Event::SafeOpened { seat: B, by: A }));
    assert_eq!(g.phase(), &Phase::Arranging, "game 2 is dealt");
    assert_eq!(g.turn_state().bonus, None);
}

/// How many Block cards lie in the pile, the discard pile and the hands: those that can come
/// back into play.
fn loose_blocks(g: &CrackIt) -> usize {
    let hands = g.players().iter().flat_map(|p| &p.hand);
    let loose = g.pile().cards().iter().chain(g.discard_pile()).chain(hands);
    loose.filter(|&&r| r == Block).count()
}

#[test]
fn ruling_2_a_laid_block_stays_on_the_digit_and_never_enters_the_discard_pile() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Block], &[]],
    );
    // B's first digit is discovered; the pile is empty and the discard pile holds five dials,
    // so A's refill reshuffles the discards into a new pile.
    let mut g = edit(&g, |v| {
        found(v, 1, 1);
        v["pile"]["cards"] = json!([]);
        v["discard"] = json!([{"dial": 0}, {"dial": 1}, {"dial": 2}, {"dial": 3}, {"dial": 4}]);
        v["chance"] =
            json!({"Scripted": {"script": {"orders": [[0, 1, 2, 3, 4]]}, "fallback": null}});
    });
    let cards = g.count_resources();
    play(&mut g, A, Action::Block { card: 0, rival: B });
    // Waiting for answers, the card is neither in the discard pile nor in a hand.
    assert_eq!(loose_blocks(&g), 0);
    assert_eq!(g.count_resources(), cards);
    all_pass(&mut g);
    assert!(g.player(B).combination[0].blocked);
    assert!(
        g.observe(B).combinations[1][0].blocked,
        "everyone sees it lie"
    );
    assert_eq!(loose_blocks(&g), 0, "the card lies on the digit");
    assert_eq!(g.count_resources(), cards, "counted where it lies");
    // A reshuffle of the discard pile does not bring it back.
    let events = play(&mut g, A, Action::EndTurn);
    assert!(events.contains(&Event::Reshuffled));
    assert_eq!(loose_blocks(&g), 0);
    assert!(g.player(B).combination[0].blocked);
    assert_eq!(g.count_resources(), cards);
}

#[test]
fn ruling_2_a_block_stopped_by_a_prohibition_is_discarded() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Block], &[Prohibition]],
    );
    g = edit(&g, |v| found(v, 1, 1));
    let cards = g.count_resources();
    play(&mut g, A, Action::Block { card: 0, rival: B });
    play(&mut g, B, Action::Prohibit { card: 0 });
    all_pass(&mut g);
    assert!(!g.player(B).combination[0].blocked);
    assert_eq!(g.discard_pile(), &[Prohibition, Block]);
    assert_eq!(g.count_resources(), cards);
}

#[test]
fn ruling_2_a_laid_block_returns_to_the_deck_when_king_of_safes_gathers_the_cards() {
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Block, Dial(9)], &[], &[]],
    );
    // B's safe is open; C has one digit left, 9: A blocks B, then opens C and game 1 ends.
    let mut g = edit(&g, |v| {
        found(v, 1, 3);
        found(v, 2, 2);
        second_deal(v);
    });
    play(&mut g, A, Action::Block { card: 0, rival: B });
    all_pass(&mut g);
    assert!(g.player(B).combination[0].blocked);
    let events = play(&mut g, A, dial(0, C));
    assert!(events.contains(&Event::NewGame { game: 2 }));
    // Every card is gathered: all 64 are dealt anew and no digit is blocked.
    let mut deck = codebreakers_crack_it::cards::resource_cards();
    deck.sort();
    assert_eq!(g.count_resources(), deck);
    assert_eq!(loose_blocks(&g), 5);
    assert!(
        g.players()
            .iter()
            .all(|p| p.combination.iter().all(|d| !d.blocked))
    );
}

#[test]
fn ruling_2_a_crack_it_stopped_by_a_prohibition_still_ends_card_use_for_the_turn() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Crack, Dial(5), Crack], &[Prohibition]],
    );
    play(&mut g, A, Action::CrackIt { card: 0, rival: B });
    play(&mut g, B, Action::Prohibit { card: 0 });
    all_pass(&mut g);
    assert!(!g.player(B).combination[0].discovered, "stopped");
    // The card was played: no dial, no other card, only the end of the turn.
    assert_eq!(g.apply(A, &dial(0, B)), Err(RuleError::Locked));
    assert_eq!(
        g.apply(A, &Action::CrackIt { card: 1, rival: B }),
        Err(RuleError::Locked)
    );
    assert_eq!(g.legal_actions(A), vec![Action::EndTurn]);
    play(&mut g, A, Action::EndTurn);
}

#[test]
fn ruling_2_king_of_safes_second_game_starts_with_the_player_after_the_one_whose_action_ended_the_first()
 {
    let g = table(
        Mode::KingOfSafes,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[], &[Crack], &[]],
    );
    // B plays; A's safe is open and C has one digit left. B's CRACK IT on it ends game 1 when
    // the last answer, C's pass, comes in: the action is B's, so C starts game 2.
    let mut g = edit(&g, |v| {
        v["current"] = json!(1);
        found(v, 0, 3);
        found(v, 2, 2);
        second_deal(v);
    });
    play(&mut g, B, Action::CrackIt { card: 0, rival: C });
    play(&mut g, C, Action::Pass);
    let events = play(&mut g, A, Action::Pass);
    assert!(events.contains(&Event::GameEnded {
        game: 1,
        last: Some(B)
    }));
    assert_eq!(g.current(), C);
    for seat in [A, B, C] {
        play(&mut g, seat, Action::Arrange { order: [0, 1, 2] });
    }
    assert_eq!(g.to_decide(), vec![C]);
    assert_eq!(g.phase(), &Phase::Turn);
}

#[test]
fn a_discard_naming_the_same_card_twice_is_refused_and_says_so() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Dial(1), Dial(2), Dial(3)], &[]],
    );
    let before = g.clone();
    let refused = g.apply(
        A,
        &Action::Discard {
            cards: vec![2, 0, 2],
        },
    );
    assert_eq!(refused, Err(RuleError::CardNamedTwice(2)));
    assert_eq!(
        refused.unwrap_err().to_string(),
        "the discard names card 2 twice"
    );
    assert_eq!(g, before);
    // Named once each, in any order, the cards are discarded.
    play(&mut g, A, Action::Discard { cards: vec![2, 0] });
    assert_eq!(g.discard_pile(), &[Dial(3), Dial(1)]);
}

#[test]
fn errors_name_seats_as_players_counted_from_1() {
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[&[Dial(1)], &[]],
    );
    let message = |g: &mut CrackIt, seat, action| g.apply(seat, &action).unwrap_err().to_string();
    assert_eq!(
        message(&mut g, B, Action::EndTurn),
        "it is not player 2's decision now"
    );
    assert_eq!(
        message(&mut g, SeatId(9), Action::EndTurn),
        "there is no player 10 at this table"
    );
    assert_eq!(
        message(&mut g, A, dial(0, SeatId(9))),
        "there is no player 10 at this table"
    );
    let refused = CrackIt::setup(
        &Options {
            mode: Mode::KingOfSafes,
        },
        2,
        Chance::seeded(1),
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "Crack It (King of Safes) is played by 3 to 5 seats, not 2"
    );
}

#[test]
fn legal_actions_list_every_prohibition_in_hand_and_every_discard() {
    // Found by the property that an action is refused if and only if it is not listed.
    let mut g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6]],
        &[
            &[Crack, Dial(1), Dial(2)],
            &[Dial(0), Prohibition, Prohibition],
        ],
    );
    // Any cards, none included, named in any order: 1 + 3 + 6 + 6 lists of three cards.
    let discards = |g: &CrackIt| {
        g.legal_actions(A)
            .into_iter()
            .filter(|a| matches!(a, Action::Discard { .. }))
            .count()
    };
    assert_eq!(discards(&g), 16);
    assert!(
        g.legal_actions(A)
            .contains(&Action::Discard { cards: vec![2, 0] })
    );
    play(&mut g, A, Action::CrackIt { card: 0, rival: B });
    assert_eq!(
        g.legal_actions(B),
        vec![
            Action::Pass,
            Action::Prohibit { card: 1 },
            Action::Prohibit { card: 2 }
        ]
    );
    assert!(g.clone().apply(B, &Action::Prohibit { card: 2 }).is_ok());
}

#[test]
fn a_replay_sees_every_combination_while_a_seat_in_play_sees_only_its_own() {
    let g = table(
        Mode::KingOfThieves,
        &[[1, 2, 3], [4, 5, 6], [7, 8, 9]],
        &[&[Clue], &[Block], &[Reset]],
    );
    let values = |o: &codebreakers_crack_it::Observation, owner: usize| -> Vec<Option<u8>> {
        o.combinations[owner].iter().map(|d| d.value).collect()
    };
    let seat = g.observe(B);
    assert_eq!(values(&seat, 0), [None, None, None]);
    assert_eq!(values(&seat, 1), [Some(4), Some(5), Some(6)]);
    let open = g.observe_open(B);
    assert_eq!(values(&open, 0), [Some(1), Some(2), Some(3)]);
    assert_eq!(values(&open, 2), [Some(7), Some(8), Some(9)]);
    // Everything else is what the seat sees.
    assert_eq!(open.hand, seat.hand);
    assert_eq!(open.hand_sizes, seat.hand_sizes);
}
