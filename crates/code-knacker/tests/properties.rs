//! Property tests: random play never panics, every card and marker is always accounted for,
//! an action is refused if and only if it is not legal (and a refused one changes nothing),
//! and the bots only ever choose legal actions.

use codebreakers_code_knacker::bots::CodeKnackerBot;
use codebreakers_code_knacker::{Action, CodeKnacker, DigitRef, MARKERS};
use codebreakers_kernel::{
    Bot, BotLevel, Chance, Game, SeatId, check_against_legal_actions, check_on_the_wire,
};
use proptest::prelude::*;

/// Cards in the deck, the display, players' hands and (solo) out of the game: all 22, once each.
/// Markers in the stock and on the display: all 17.
fn accounted_for(game: &CodeKnacker) -> Result<(), TestCaseError> {
    let mut cards: Vec<u8> = game.deck().cards().to_vec();
    cards.extend(game.display().iter().flatten().map(|s| s.card));
    cards.extend(game.taken().iter().flatten());
    cards.extend(game.removed());
    cards.sort();
    prop_assert_eq!(cards, (0..22).collect::<Vec<u8>>());
    let on_display: u8 = game.display().iter().flatten().map(|s| s.markers()).sum();
    prop_assert_eq!(game.stock() + on_display, MARKERS);
    Ok(())
}

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::Roll),
        Just(Action::Stop),
        (0u8..7, proptest::option::of((0u8..4, 0u8..7))).prop_map(|(die, cover)| {
            Action::SetAside {
                die,
                cover: cover.map(|(slot, digit)| DigitRef { slot, digit }),
            }
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_play_never_panics_and_keeps_everything_accounted_for(
        seed in any::<u64>(),
        seats in 1usize..=6,
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 400),
    ) {
        let mut game = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
        accounted_for(&game)?;
        for pick in picks {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            prop_assert!(!legal.is_empty());
            let action = *pick.get(&legal);
            game.apply(seat, &action).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
            accounted_for(&game)?;
        }
    }

    /// Tried actions that are accepted move the game on, so later tries meet later states.
    #[test]
    fn an_action_is_refused_if_and_only_if_it_is_not_legal(
        seed in any::<u64>(),
        seats in 1usize..=6,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..30),
        tries in proptest::collection::vec((any_action(), 0u8..7, proptest::option::weighted(0.3, any::<prop::sample::Index>())), 40),
    ) {
        let mut game = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            game.apply(seat, pick.get(&legal)).unwrap();
        }
        // Each seat's observation and the public one travel whole.
        check_on_the_wire(&game).map_err(TestCaseError::fail)?;
        for (action, seat, listed) in tries {
            // Every seat at the table, and one past it; some tries take a listed action.
            let seat = SeatId(seat % (seats as u8 + 1));
            let listed_actions = game.legal_actions(seat);
            let action = match listed {
                Some(pick) if !listed_actions.is_empty() => *pick.get(&listed_actions),
                _ => action,
            };
            check_against_legal_actions(&game, seat, &listed_actions, &action).map_err(TestCaseError::fail)?;
            let _ = game.apply(seat, &action);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn bots_only_choose_legal_actions(seed in any::<u64>(), levels in proptest::collection::vec(0usize..3, 1..=4)) {
        let levels: Vec<BotLevel> = levels.iter().map(|&l| [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard][l]).collect();
        let mut game = CodeKnacker::setup(&Default::default(), levels.len(), Chance::seeded(seed)).unwrap();
        let mut bots: Vec<CodeKnackerBot> = levels.iter().map(|&l| CodeKnackerBot::new(l)).collect();
        let mut actions = 0;
        while let Some(&seat) = game.to_decide().first() {
            let action = bots[usize::from(seat.0)].decide(&game.observe(seat));
            prop_assert!(game.legal_actions(seat).contains(&action), "{:?}", action);
            game.apply(seat, &action).unwrap();
            actions += 1;
            prop_assert!(actions < 5000, "the game does not end");
        }
        accounted_for(&game)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Everything a legal move depends on is public: a seat's observation lists the same
    /// legal actions as the game (a client of a server has the observation only).
    #[test]
    fn an_observation_lists_the_legal_actions_of_the_game(
        seed in any::<u64>(),
        seats in 1usize..=4,
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 300),
    ) {
        let mut game = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
        for pick in picks {
            let Some(&seat) = game.to_decide().first() else { break };
            for other in 0..seats {
                let other = SeatId(other as u8);
                prop_assert_eq!(game.observe(other).legal_actions(), game.legal_actions(other));
            }
            let legal = game.legal_actions(seat);
            let action = *pick.get(&legal);
            game.apply(seat, &action).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every piece is open to all, and the deck's order shows only as its cards come up: a
    /// seat, and anyone watching, is told the same events of every action in two matches
    /// whose decks lie in different orders, until a card comes up.
    #[test]
    fn events_tell_a_seat_and_a_spectator_nothing_of_the_decks_order(
        seed in any::<u64>(),
        seats in 1usize..=4,
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 1..200),
    ) {
        use codebreakers_kernel::check_events_hidden;
        let mut game = CodeKnacker::setup(&Default::default(), seats, Chance::seeded(seed)).unwrap();
        for pick in picks {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            let mut other = serde_json::to_value(&game).unwrap();
            other["deck"]["cards"].as_array_mut().unwrap().reverse();
            let other: CodeKnacker = serde_json::from_value(other).unwrap();
            let viewers = (0..seats).map(|i| Some(SeatId(i as u8)));
            for viewer in viewers.chain([None]) {
                for action in &legal {
                    check_events_hidden(viewer, (&game, seat, action), (&other, seat, action))
                        .map_err(TestCaseError::fail)?;
                }
            }
            game.apply(seat, pick.get(&legal)).unwrap();
        }
    }
}
