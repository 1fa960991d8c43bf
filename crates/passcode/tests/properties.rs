//! Property tests: random play never panics, all 90 cards stay accounted for and only FAILs
//! leave the game (three at a time, with a lock-out), illegal actions change nothing, bots play
//! legally to the end.

use codebreakers_kernel::{Bot, BotLevel, Chance, Game, SeatId, check_against_legal_actions};
use codebreakers_passcode::bots::PasscodeBot;
use codebreakers_passcode::{Action, Card, Options, Passcode, all_cards};
use proptest::prelude::*;

fn accounted_for(game: &Passcode) -> Result<(), TestCaseError> {
    let mut all = all_cards();
    all.sort();
    prop_assert_eq!(game.count_cards(), all);
    // Only FAIL cards leave the game, three with each lock-out.
    prop_assert!(
        game.gone().iter().all(|&c| c == Card::Fail),
        "{:?}",
        game.gone()
    );
    prop_assert_eq!(game.gone().len() % 3, 0);
    Ok(())
}

/// Every kind of action, with card indices 0-2 and digit positions from none to 6 (one past the
/// longest code): legal or not, depending on the state.
fn every_action() -> Vec<Action> {
    let mut actions = vec![
        Action::DrawPile,
        Action::DrawDiscard,
        Action::Roll,
        Action::Keep,
    ];
    for card in 0..3 {
        actions.push(Action::Discard { card });
        actions.push(Action::LockIn { card });
        actions.push(Action::Play { card, digit: None });
        for digit in 0..7 {
            actions.push(Action::Play {
                card,
                digit: Some(digit),
            });
        }
    }
    actions
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_play_never_panics_and_keeps_every_card(
        seed in any::<u64>(),
        seats in 2usize..=6,
        any_order in any::<bool>(),
        codes in 1u8..=4,
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 400),
    ) {
        let options = Options { any_order, codes };
        let mut game = Passcode::setup(&options, seats, Chance::seeded(seed)).unwrap();
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

    #[test]
    fn illegal_actions_change_nothing(
        seed in any::<u64>(),
        seats in 2usize..=6,
        any_order in any::<bool>(),
        codes in 1u8..=4,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..150),
    ) {
        let options = Options { any_order, codes };
        let mut game = Passcode::setup(&options, seats, Chance::seeded(seed)).unwrap();
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            game.apply(seat, pick.get(&legal)).unwrap();
        }
        for action in every_action() {
            // Every seat, and one past the table.
            for seat in 0..=seats as u8 {
                let seat = SeatId(seat);
                let legal = game.legal_actions(seat);
                check_against_legal_actions(&game, seat, &legal, &action).map_err(TestCaseError::fail)?;
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn bots_play_legally_and_games_end(seed in any::<u64>(), levels in proptest::collection::vec(0usize..3, 2..=6)) {
        let levels: Vec<BotLevel> = levels.iter().map(|&l| [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard][l]).collect();
        let mut game = Passcode::setup(&Options::default(), levels.len(), Chance::seeded(seed)).unwrap();
        let mut bots: Vec<PasscodeBot> = levels.iter().map(|&l| PasscodeBot::new(l)).collect();
        let mut steps = 0;
        while let Some(&seat) = game.to_decide().first() {
            let action = bots[seat.index()].decide(&game.observe(seat));
            game.apply(seat, &action).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
            steps += 1;
            prop_assert!(steps < 50_000, "the game does not end");
        }
        accounted_for(&game)?;
        prop_assert!(game.outcome().is_some());
    }
}
