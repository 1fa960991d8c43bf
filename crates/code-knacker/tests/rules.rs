//! Every rule and ruling of Code Knacker (`assets/i18n/en/rules/code-knacker.md`), each in a test that names it.

use codebreakers_code_knacker::deck::card;
use codebreakers_code_knacker::{
    Action, CodeKnacker, DigitRef, Event, Face, MARKERS, Phase, RuleError, TurnEnd,
};
use codebreakers_kernel::{Chance, ChanceError, ChanceScript, Game, SeatId};

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);
const CHIP: u32 = 6;

/// The shuffle that draws `top` first (display slots 0, 1, 2, then the deck from the top),
/// the other cards below in id order.
fn order(top: &[u8]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..22).filter(|i| !top.contains(&(*i as u8))).collect();
    order.extend(top.iter().rev().map(|&c| usize::from(c)));
    order
}

/// A game for `seats` with the cards `top` drawn first and these die rolls (6 = microchip).
fn game(seats: usize, top: &[u8], rolls: &[u32]) -> CodeKnacker {
    let script = ChanceScript {
        outcomes: rolls.iter().copied().collect(),
        orders: [order(top)].into(),
    };
    CodeKnacker::setup(&Default::default(), seats, Chance::scripted(script)).unwrap()
}

/// Applies actions of the current seat in order; each must be legal.
fn play(g: &mut CodeKnacker, actions: &[Action]) -> Vec<Event> {
    let mut events = Vec::new();
    for action in actions {
        let seat = g.current();
        events.extend(
            g.apply(seat, action)
                .unwrap_or_else(|e| panic!("{action:?}: {e}")),
        );
    }
    events
}

fn display_cards(g: &CodeKnacker) -> Vec<Option<u8>> {
    g.display()
        .iter()
        .map(|s| s.as_ref().map(|s| s.card))
        .collect()
}

/// Edits a position through its saved form (fields the rules keep private).
fn edit(g: &CodeKnacker, change: impl FnOnce(&mut serde_json::Value)) -> CodeKnacker {
    let mut value = serde_json::to_value(g).unwrap();
    change(&mut value);
    serde_json::from_value(value).unwrap()
}

#[test]
fn rule_1_setup_three_cards_face_up_and_seventeen_markers() {
    let g = game(3, &[0, 1, 2], &[]);
    assert_eq!(display_cards(&g), vec![Some(0), Some(1), Some(2)]);
    assert_eq!(g.deck().len(), 19);
    assert_eq!(g.stock(), MARKERS);
    assert_eq!(g.current(), A);
    assert_eq!(g.phase(), Phase::Rolling);
    assert_eq!(g.legal_actions(A), vec![Action::Roll]);
}

#[test]
fn rule_1_a_die_is_suitable_if_a_chip_or_equal_to_an_uncovered_digit() {
    // 123, 245, 135: no 4 wanted except on 245; roll 4, 4, 1, chip, 1.
    let mut g = game(2, &[0, 1, 2], &[4, 4, 1, CHIP, 1]);
    play(&mut g, &[Action::Roll]);
    let legal = g.legal_actions(A);
    assert!(legal.contains(&Action::chip(3)));
    assert!(legal.contains(&Action::cover(0, 1, 1)), "the 4 of 245");
    assert!(legal.contains(&Action::cover(2, 0, 0)) && legal.contains(&Action::cover(2, 2, 0)));
    // A die may not cover an unequal digit.
    let before = g.clone();
    assert_eq!(
        g.apply(A, &Action::cover(0, 0, 0)),
        Err(RuleError::WrongDigit { face: 4, digit: 1 })
    );
    assert_eq!(g, before, "an illegal action changes nothing");
    // Once the only 4 is covered, the second 4 is no longer suitable.
    play(&mut g, &[Action::cover(0, 1, 1)]);
    assert!(
        !g.legal_actions(A)
            .iter()
            .any(|a| matches!(a, Action::SetAside { die: 1, .. }))
    );
    assert_eq!(
        g.apply(A, &Action::cover(1, 1, 1)),
        Err(RuleError::DigitCovered)
    );
}

#[test]
fn rule_1_no_suitable_die_ends_the_turn_by_force() {
    // 344, 344-like: cards 3 (344), 11 (4431), 14 (34455): no 2 anywhere. Roll 2, 2, 2, 2, 2.
    let mut g = game(2, &[3, 11, 14], &[2, 2, 2, 2, 2]);
    let events = play(&mut g, &[Action::Roll]);
    assert!(events.contains(&Event::TurnEnded {
        seat: A,
        how: TurnEnd::Forced,
        taken: vec![],
        to_bottom: vec![],
        markers_returned: 0,
    }));
    assert_eq!(g.current(), B);
}

#[test]
fn rule_1_at_least_one_suitable_die_must_be_set_aside() {
    let mut g = game(2, &[0, 1, 2], &[1, 2, 3, 4, 5]);
    play(&mut g, &[Action::Roll]);
    let before = g.clone();
    assert_eq!(g.apply(A, &Action::Roll), Err(RuleError::SetAsideFirst));
    assert_eq!(g.apply(A, &Action::Stop), Err(RuleError::SetAsideFirst));
    assert_eq!(g, before);
    assert!(!g.legal_actions(A).contains(&Action::Roll));
    play(&mut g, &[Action::cover(0, 0, 0)]);
    assert!(g.legal_actions(A).contains(&Action::Roll));
    assert!(g.legal_actions(A).contains(&Action::Stop));
}

#[test]
fn rule_1_several_dice_may_be_set_aside_and_the_rest_rolled() {
    let mut g = game(2, &[0, 1, 2], &[1, 2, 3, 4, 5, 5, 2]);
    play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
        ],
    );
    let events = play(&mut g, &[Action::Roll]);
    assert_eq!(
        events,
        vec![Event::Rolled {
            dice: vec![(3, Face::Digit(5)), (4, Face::Digit(2))]
        }]
    );
    assert_eq!(g.stock(), MARKERS - 3);
}

#[test]
fn rule_1_a_microchip_covers_nothing_and_a_number_must_cover() {
    let mut g = game(2, &[0, 1, 2], &[CHIP, 1, 1, 1, 1]);
    play(&mut g, &[Action::Roll]);
    assert_eq!(
        g.apply(
            A,
            &Action::SetAside {
                die: 0,
                cover: Some(DigitRef { slot: 0, digit: 0 })
            }
        ),
        Err(RuleError::ChipCoversNothing)
    );
    assert_eq!(
        g.apply(A, &Action::chip(1)),
        Err(RuleError::NumberMustCover)
    );
    let events = play(&mut g, &[Action::chip(0)]);
    assert_eq!(
        events,
        vec![Event::SetAside {
            die: 0,
            face: Face::Chip,
            cover: None,
            card: None,
        }]
    );
    assert_eq!(g.stock(), MARKERS, "a microchip takes no marker");
    let events = play(&mut g, &[Action::cover(1, 2, 0)]);
    assert_eq!(
        events,
        vec![Event::SetAside {
            die: 1,
            face: Face::Digit(1),
            cover: Some(DigitRef { slot: 2, digit: 0 }),
            card: Some(2),
        }]
    );
}

#[test]
fn rule_1_worked_example_hanne_may_roll_all_five_again() {
    // Seed 002: Hanne rolls 2, 4, chip, chip, chip; sets aside the 2 and two chips; rolls
    // 3 and 4; sets aside the 3; rolls a chip: all five aside with two chips or more.
    let mut g = game(2, &[0, 1, 2], &[2, 4, CHIP, CHIP, CHIP, 3, 4, CHIP]);
    play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 1),
            Action::chip(2),
            Action::chip(3),
            Action::Roll,
        ],
    );
    play(&mut g, &[Action::cover(1, 0, 2), Action::Roll]);
    let events = play(&mut g, &[Action::chip(4)]);
    assert!(events.contains(&Event::CycleComplete { chips: 3 }));
    assert_eq!(g.phase(), Phase::CycleComplete);
    assert_eq!(g.legal_actions(A), vec![Action::Roll, Action::Stop]);
    assert_eq!(
        g.apply(A, &Action::chip(4)),
        Err(RuleError::CycleIsComplete)
    );
}

#[test]
fn rule_1_a_new_cycle_rolls_all_five_and_keeps_the_markers() {
    let mut g = game(2, &[0, 1, 2], &[CHIP, CHIP, 1, 2, 4, 5, 5, 5, 5, 5]);
    play(
        &mut g,
        &[
            Action::Roll,
            Action::chip(0),
            Action::chip(1),
            Action::cover(2, 0, 0),
            Action::cover(3, 0, 1),
            Action::cover(4, 1, 1),
        ],
    );
    assert_eq!(g.phase(), Phase::CycleComplete);
    let events = play(&mut g, &[Action::Roll]);
    assert!(matches!(&events[0], Event::Rolled { dice } if dice.len() == 5));
    assert_eq!(g.stock(), MARKERS - 3);
}

#[test]
fn rule_1_all_five_aside_with_fewer_than_two_chips_is_a_voluntary_stop() {
    // 123 cracked by 1, 2, 3; then 5 and a chip: only one microchip among the five.
    let mut g = game(2, &[0, 1, 2], &[1, 2, 3, 5, CHIP]);
    play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
            Action::cover(3, 1, 2),
        ],
    );
    let events = play(&mut g, &[Action::chip(4)]);
    assert!(events.contains(&Event::TurnEnded {
        seat: A,
        how: TurnEnd::Voluntary,
        taken: vec![0],
        to_bottom: vec![],
        markers_returned: 3,
    }));
    assert_eq!(g.taken()[0], vec![0]);
    assert_eq!(g.current(), B);
}

#[test]
fn rule_1_a_voluntary_stop_takes_only_fully_cracked_cards() {
    // Crack 123 and cover the 2 of 245: stop takes 123; 245 stays with its marker.
    let mut g = game(2, &[0, 1, 2], &[1, 2, 3, 2, 4]);
    play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
            Action::cover(3, 1, 0),
        ],
    );
    let events = play(&mut g, &[Action::Stop]);
    assert!(events.contains(&Event::TurnEnded {
        seat: A,
        how: TurnEnd::Voluntary,
        taken: vec![0],
        to_bottom: vec![],
        markers_returned: 3,
    }));
    assert_eq!(g.totals(), vec![card(0).value, 0]);
    let kept = g.display()[1].as_ref().unwrap();
    assert_eq!(
        (kept.card, kept.covered.clone()),
        (1, vec![true, false, false])
    );
    assert_eq!(
        g.stock(),
        MARKERS - 1,
        "the partly covered card keeps its marker"
    );
}

#[test]
fn rule_1_a_forced_end_sends_cracked_cards_under_the_deck() {
    // 123, 245, 1155: crack 123 and cover the 2 of 245; the last die rolls a 3, wanted nowhere.
    let mut g = game(2, &[0, 1, 8], &[1, 2, 3, 2, 4, 3]);
    play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
            Action::cover(3, 1, 0),
        ],
    );
    let events = play(&mut g, &[Action::Roll]);
    assert!(events.contains(&Event::TurnEnded {
        seat: A,
        how: TurnEnd::Forced,
        taken: vec![],
        to_bottom: vec![0],
        markers_returned: 3,
    }));
    assert_eq!(g.deck().cards()[0], 0, "123 lies at the bottom of the deck");
    assert_eq!(g.taken()[0], Vec::<u8>::new());
    // The partly covered card stays with its marker for the next player.
    assert_eq!(
        g.display()[1].as_ref().unwrap().covered,
        vec![true, false, false]
    );
}

#[test]
fn rule_1_the_display_is_refilled_to_three_from_the_deck() {
    let mut g = game(2, &[0, 1, 2, 13], &[1, 2, 3, 5, 5, 5, 5]);
    play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
        ],
    );
    let events = play(&mut g, &[Action::Stop]);
    assert!(events.contains(&Event::Refilled { slot: 0, card: 13 }));
    assert_eq!(display_cards(&g), vec![Some(13), Some(1), Some(2)]);
    assert_eq!(g.deck().len(), 18);
}

#[test]
fn ruling_1_a_numbered_die_is_suitable_only_while_the_stock_holds_a_marker() {
    // 123451, 543215, 112233: all of the first two and five of the third covered: stock 0.
    let g = game(2, &[18, 19, 20], &[3, 3, 3, 3, 3]);
    let mut g = edit(&g, |v| {
        v["display"][0]["covered"] = serde_json::to_value([true; 6]).unwrap();
        v["display"][1]["covered"] = serde_json::to_value([true; 6]).unwrap();
        v["display"][2]["covered"] = serde_json::json!([true, true, true, true, true, false]);
        v["stock"] = 0.into();
    });
    assert_eq!(g.stock(), 0);
    // Five 3s: the last digit of 112233 is a 3, but no marker is left: a forced end.
    let events = play(&mut g, &[Action::Roll]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TurnEnded { how: TurnEnd::Forced, to_bottom, .. } if to_bottom == &vec![18, 19]
    )));
    assert_eq!(g.stock(), 12);
}

#[test]
fn rule_1_the_game_ends_when_the_display_cannot_be_refilled() {
    // One card left in the deck, 245 with its 2 and 4 covered: taking two cards leaves the
    // display short.
    let mut g = edit(&game(2, &[0, 1, 2], &[]), |v| {
        let deck = v["deck"]["cards"].as_array().unwrap().clone();
        v["deck"]["cards"] = serde_json::Value::Array(deck[deck.len() - 1..].to_vec());
        v["display"][1]["covered"] = serde_json::json!([true, true, false]);
        v["stock"] = (MARKERS - 2).into();
        let script = ChanceScript {
            outcomes: [1, 2, 3, 5, 5].into(),
            orders: [].into(),
        };
        v["chance"] = serde_json::to_value(Chance::scripted(script)).unwrap();
    });
    // 1, 2, 3 crack 123 and a 5 cracks 245.
    let events = play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
            Action::cover(3, 1, 2),
            Action::Stop,
        ],
    );
    assert_eq!(g.phase(), Phase::GameOver);
    assert!(events.contains(&Event::GameOver {
        totals: vec![card(0).value + card(1).value, 0],
        winners: vec![A],
    }));
    assert_eq!(g.to_decide(), vec![]);
    assert_eq!(g.outcome().unwrap().scores, vec![4, 0]);
}

#[test]
fn rule_1_ties_go_to_more_cards_then_are_shared() {
    // Totals 5 each: one player with 2 + 3 (two cards), the other with one 5.
    assert_eq!(winners(&[vec![0, 6], vec![18]]), vec![A]);
    // Equal totals and counts: shared.
    assert_eq!(winners(&[vec![0, 6], vec![1, 7]]), vec![A, B]);
    assert_eq!(winners(&[vec![12], vec![0, 1]]), vec![B]);
    assert_eq!(winners(&[vec![12], vec![0]]), vec![A]);
}

fn winners(taken: &[Vec<u8>]) -> Vec<SeatId> {
    codebreakers_code_knacker::winners(taken)
}

#[test]
fn rule_1_solo_removes_the_top_card_after_each_turn_after_the_refill() {
    let mut g = game(1, &[0, 1, 2, 13, 14], &[1, 2, 3, 5, 5]);
    let events = play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
            Action::Stop,
        ],
    );
    let refill = events
        .iter()
        .position(|e| *e == Event::Refilled { slot: 0, card: 13 });
    let removed = events
        .iter()
        .position(|e| *e == Event::CardRemoved { card: 14 });
    assert!(refill.unwrap() < removed.unwrap(), "{events:?}");
    assert_eq!(g.removed(), &[14]);
    assert_eq!(g.deck().len(), 17);
}

#[test]
fn rule_1_solo_ends_after_one_more_turn_once_the_last_card_is_removed() {
    let g = game(1, &[0, 1, 2], &[]);
    // One card left in the deck.
    let mut g = edit(&g, |v| {
        let deck = v["deck"]["cards"].as_array().unwrap().clone();
        v["deck"]["cards"] = serde_json::Value::Array(deck[deck.len() - 1..].to_vec());
        v["chance"] = serde_json::to_value(Chance::scripted(ChanceScript {
            outcomes: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4].into(),
            orders: [].into(),
        }))
        .unwrap();
    });
    // 123, 245, 135: five 4s: one covers the 4 of 245; stop: the last card is removed.
    let events = play(
        &mut g,
        &[Action::Roll, Action::cover(0, 1, 1), Action::Stop],
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardRemoved { .. }))
    );
    assert!(events.contains(&Event::FinalTurn));
    assert!(g.is_final_turn());
    assert_eq!(g.phase(), Phase::Rolling);
    // The final turn: no 4 is wanted any more: a forced end, and the game is over.
    let events = play(&mut g, &[Action::Roll]);
    assert!(
        matches!(events.last(), Some(Event::GameOver { .. })),
        "{events:?}"
    );
    assert_eq!(g.outcome().unwrap().winners, vec![A]);
}

#[test]
fn rule_1_seats_are_one_to_six() {
    for seats in [0, 7] {
        let refused = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(1));
        assert_eq!(
            refused.unwrap_err().to_string(),
            format!("Code Knacker is played by 1 to 6 seats, not {seats}")
        );
    }
    for seats in 1..=6 {
        assert!(CodeKnacker::setup(&Default::default(), seats, Chance::seeded(1)).is_ok());
    }
}

#[test]
fn rule_1_only_the_current_player_acts() {
    let mut g = game(2, &[0, 1, 2], &[1, 1, 1, 1, 1]);
    assert_eq!(
        g.apply(B, &Action::Roll),
        Err(RuleError::NotYourTurn {
            seat: B,
            current: A
        })
    );
    assert_eq!(
        g.apply(SeatId(5), &Action::Roll),
        Err(RuleError::NoSuchSeat(SeatId(5)))
    );
    assert_eq!(
        g.apply(A, &Action::cover(0, 0, 0)),
        Err(RuleError::RollFirst)
    );
    assert!(g.legal_actions(B).is_empty());
    // Seats are named as the players read them, counted from 1.
    assert_eq!(
        g.apply(B, &Action::Roll).unwrap_err().to_string(),
        "it is player 1's turn, not player 2's"
    );
    assert_eq!(
        g.apply(SeatId(9), &Action::Roll).unwrap_err().to_string(),
        "there is no player 10 at this table"
    );
}

#[test]
fn a_script_without_rolls_left_is_an_error_that_changes_nothing() {
    let mut g = game(2, &[0, 1, 2], &[1, 2]);
    let before = g.clone();
    assert!(matches!(
        g.apply(A, &Action::Roll),
        Err(RuleError::Chance(_))
    ));
    assert_eq!(g, before);
}

#[test]
fn rule_1_dice_show_1_to_5_and_a_microchip_and_a_turn_starts_by_rolling_all_five() {
    // A die has six faces: 1 to 5 and the microchip (a roll of 6); there is no seventh.
    let faces: Vec<Face> = (1..=6).map(Face::from_roll).collect();
    assert_eq!(
        faces,
        vec![
            Face::Digit(1),
            Face::Digit(2),
            Face::Digit(3),
            Face::Digit(4),
            Face::Digit(5),
            Face::Chip
        ]
    );
    let mut g = game(2, &[0, 1, 2], &[7]);
    let before = g.clone();
    assert_eq!(
        g.apply(A, &Action::Roll),
        Err(RuleError::Chance(ChanceError::OutcomeOutOfRange {
            value: 7,
            sides: 6
        }))
    );
    assert_eq!(g, before);
    // A turn starts with nothing rolled, and its only action is to roll: all five dice.
    let mut g = game(2, &[0, 1, 2], &[CHIP, 5, 4, 3, 2]);
    assert!(g.dice().iter().all(|d| d.face.is_none() && !d.aside));
    assert_eq!(g.legal_actions(A), vec![Action::Roll]);
    assert_eq!(
        play(&mut g, &[Action::Roll]),
        vec![Event::Rolled {
            dice: vec![
                (0, Face::Chip),
                (1, Face::Digit(5)),
                (2, Face::Digit(4)),
                (3, Face::Digit(3)),
                (4, Face::Digit(2)),
            ]
        }]
    );
    // Over seeded games, every turn's first roll is of all five dice, and every face shows.
    let mut seen = std::collections::HashSet::new();
    for seed in 0..20 {
        let mut g = CodeKnacker::setup(&Default::default(), 3, Chance::seeded(seed)).unwrap();
        for _ in 0..200 {
            if g.phase() == Phase::GameOver {
                break;
            }
            let first_roll = g.phase() == Phase::Rolling;
            // Set every suitable die aside, then roll on (the first legal action each time).
            let action = g.legal_actions(g.current())[0];
            let events = play(&mut g, &[action]);
            for event in &events {
                if let Event::Rolled { dice } = event {
                    if first_roll {
                        let rolled: Vec<u8> = dice.iter().map(|&(d, _)| d).collect();
                        assert_eq!(rolled, vec![0, 1, 2, 3, 4]);
                    }
                    seen.extend(dice.iter().map(|&(_, face)| face));
                }
            }
        }
    }
    assert_eq!(seen, faces.into_iter().collect());
}

#[test]
fn rule_1_solo_a_turn_of_several_cycles_removes_only_one_card() {
    // 123, 245, 135, then 11223 and 34455 on the deck. Chip, chip, 1, 2, 4: all five aside
    // with two chips; all five again: a 3 cracks 123; stop.
    let mut g = game(1, &[0, 1, 2, 13, 14], &[CHIP, CHIP, 1, 2, 4, 3, 5, 5, 5, 5]);
    let mut events = play(
        &mut g,
        &[
            Action::Roll,
            Action::chip(0),
            Action::chip(1),
            Action::cover(2, 0, 0),
            Action::cover(3, 0, 1),
            Action::cover(4, 1, 1),
        ],
    );
    assert_eq!(g.phase(), Phase::CycleComplete);
    events.extend(play(
        &mut g,
        &[Action::Roll, Action::cover(0, 0, 2), Action::Stop],
    ));
    let removed: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::CardRemoved { .. }))
        .collect();
    assert_eq!(removed, vec![&Event::CardRemoved { card: 14 }]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::TurnEnded { .. }))
            .count(),
        1
    );
    assert_eq!(g.removed(), &[14]);
    assert_eq!(g.taken()[0], vec![0]);
    // 19 on the deck: one refilled the display, one left the game.
    assert_eq!(g.deck().len(), 17);
    assert_eq!(g.observe(A).turn, 2);
}

#[test]
fn rule_1_solo_score_is_the_total_value_taken() {
    // 123, 245, 1234; the deck down to 11223 (top) and 34455.
    let g = game(1, &[0, 1, 6, 13, 14], &[1, 2, 3, 5, 5, 1, 2, 3, 4, 5]);
    let mut g = edit(&g, |v| {
        let deck = v["deck"]["cards"].as_array().unwrap().clone();
        v["deck"]["cards"] = serde_json::Value::Array(deck[deck.len() - 2..].to_vec());
    });
    // Turn 1 takes 123 (2 million); 11223 fills its slot, 34455 leaves the game: final turn.
    let events = play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::cover(2, 0, 2),
            Action::Stop,
        ],
    );
    assert!(events.contains(&Event::CardRemoved { card: 14 }));
    assert!(events.contains(&Event::FinalTurn));
    // The final turn takes 1234 (3 million); 245 stays; the game is over.
    let events = play(
        &mut g,
        &[
            Action::Roll,
            Action::cover(0, 2, 0),
            Action::cover(1, 2, 1),
            Action::cover(2, 2, 2),
            Action::cover(3, 2, 3),
            Action::Stop,
        ],
    );
    assert_eq!(g.taken()[0], vec![0, 6]);
    let total = card(0).value + card(6).value;
    assert_eq!(total, 5);
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            totals: vec![total],
            winners: vec![A],
        })
    );
    // The removed 34455 (4 million) counts for nothing.
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![i64::from(total)]);
    assert_eq!(outcome.winners, vec![A]);
}

#[test]
fn rule_1_stopping_when_all_five_are_aside_with_two_chips_takes_the_cracked_cards() {
    // Chip, chip, 1, 2, 3: 123 cracked and all five aside with two chips.
    let mut g = game(2, &[0, 1, 2, 13], &[CHIP, CHIP, 1, 2, 3]);
    let events = play(
        &mut g,
        &[
            Action::Roll,
            Action::chip(0),
            Action::chip(1),
            Action::cover(2, 0, 0),
            Action::cover(3, 0, 1),
            Action::cover(4, 0, 2),
        ],
    );
    assert!(events.contains(&Event::CycleComplete { chips: 2 }));
    assert_eq!(g.legal_actions(A), vec![Action::Roll, Action::Stop]);
    let events = play(&mut g, &[Action::Stop]);
    assert_eq!(
        events[..2],
        [
            Event::TurnEnded {
                seat: A,
                how: TurnEnd::Voluntary,
                taken: vec![0],
                to_bottom: vec![],
                markers_returned: 3,
            },
            Event::Refilled { slot: 0, card: 13 },
        ]
    );
    assert_eq!(g.taken()[0], vec![0]);
    assert_eq!(g.stock(), MARKERS);
    assert_eq!(g.current(), B);
    assert_eq!(g.phase(), Phase::Rolling);
}

#[test]
fn ruling_1_the_stock_running_out_mid_turn_makes_numbered_dice_unsuitable() {
    // 123451, 543215, 112233 with all but the 3s of 112233 covered: 16 markers out, 1 left.
    let g = game(2, &[18, 19, 20], &[3, 3, CHIP, 3, 3]);
    let mut g = edit(&g, |v| {
        v["display"][0]["covered"] = serde_json::to_value([true; 6]).unwrap();
        v["display"][1]["covered"] = serde_json::to_value([true; 6]).unwrap();
        v["display"][2]["covered"] = serde_json::json!([true, true, true, true, false, false]);
        v["stock"] = (MARKERS - 16).into();
    });
    play(&mut g, &[Action::Roll]);
    assert!(g.legal_actions(A).contains(&Action::cover(1, 2, 5)));
    // The first 3 takes the last marker.
    play(&mut g, &[Action::cover(0, 2, 4)]);
    assert_eq!(g.stock(), 0);
    // A 3 still matches the uncovered last digit, but no marker is left for it.
    let before = g.clone();
    assert_eq!(
        g.apply(A, &Action::cover(1, 2, 5)),
        Err(RuleError::StockEmpty)
    );
    assert_eq!(g, before, "a refused die changes nothing");
    let legal = g.legal_actions(A);
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::SetAside { cover: Some(_), .. })),
        "{legal:?}"
    );
    // The microchip is still suitable.
    assert!(legal.contains(&Action::chip(2)));
    let events = play(&mut g, &[Action::chip(2)]);
    assert_eq!(
        events,
        vec![Event::SetAside {
            die: 2,
            face: Face::Chip,
            cover: None,
            card: None,
        }]
    );
    assert_eq!(g.stock(), 0);
}

#[test]
fn options_and_actions_refuse_unknown_fields() {
    use codebreakers_code_knacker::Options;
    use serde_json::{from_str, json};
    assert_eq!(from_str::<Options>("{}").unwrap(), Options {});
    let error = from_str::<Options>(r#"{"solo":true}"#)
        .unwrap_err()
        .to_string();
    assert!(error.contains("unknown field `solo`"), "{error}");
    // Inside an action, and inside the digit it covers.
    for (action, field) in [
        (
            json!({"set_aside": {"die": 0, "cover": null, "slot": 1}}),
            "slot",
        ),
        (
            json!({"set_aside": {"die": 0, "cover": {"slot": 0, "digit": 1, "dgit": 2}}}),
            "dgit",
        ),
    ] {
        let error = serde_json::from_value::<Action>(action)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains(&format!("unknown field `{field}`")),
            "{error}"
        );
    }
    assert_eq!(
        serde_json::from_value::<Action>(
            json!({"set_aside": {"die": 2, "cover": {"slot": 0, "digit": 1}}})
        )
        .unwrap(),
        Action::cover(2, 0, 1)
    );
    assert_eq!(
        serde_json::from_value::<Action>(json!("roll")).unwrap(),
        Action::Roll
    );
}
