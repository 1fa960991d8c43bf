//! Property tests: random play never panics, all 95 cards and 24 tokens stay accounted for,
//! and an illegal action changes nothing.

use codebreakers_crack_it::cards::{combination_cards, resource_cards};
use codebreakers_crack_it::{Action, CrackIt, Mode, Options, Resource};
use codebreakers_kernel::{Chance, Game, SeatId};
use proptest::prelude::*;

fn accounted_for(game: &CrackIt) -> Result<(), TestCaseError> {
    let mut combos: Vec<u8> = game.combination_pile().cards().to_vec();
    combos.extend(game.combination_discard());
    let mut resources: Vec<Resource> = game.pile().cards().to_vec();
    resources.extend(game.discard_pile());
    let (mut infamy, mut prestige) = (u32::from(game.bank().0), u32::from(game.bank().1));
    for p in game.players() {
        combos.extend(p.combination.iter().map(|d| d.value));
        resources.extend(&p.hand);
        for d in &p.combination {
            resources.extend(d.above.iter().chain(&d.below).map(|&v| Resource::Dial(v)));
        }
        infamy += u32::from(p.infamy);
        prestige += u32::from(p.prestige);
    }
    combos.sort();
    resources.sort();
    let mut all_resources = resource_cards();
    all_resources.sort();
    prop_assert_eq!(combos, combination_cards());
    prop_assert_eq!(resources, all_resources);
    prop_assert_eq!((infamy, prestige), (16, 8));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_play_never_panics_and_keeps_every_card_and_token(
        seed in any::<u64>(),
        safes in any::<bool>(),
        extra in 0usize..3,
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 300),
    ) {
        let mode = if safes { Mode::KingOfSafes } else { Mode::KingOfThieves };
        let seats = if safes { 3 + extra } else { 2 + extra };
        let mut game = CrackIt::setup(&Options { mode }, seats, Chance::seeded(seed)).unwrap();
        accounted_for(&game)?;
        for pick in picks {
            let Some(&seat) = game.to_decide().first() else { break };
            let mut legal = game.legal_actions(seat);
            prop_assert!(!legal.is_empty(), "{:?} has no legal action in {:?}", seat, game.phase());
            // Ending the turn at once makes dull games: prefer playing cards.
            if legal.len() > 1 {
                legal.retain(|a| *a != Action::EndTurn);
            }
            let action = pick.get(&legal).clone();
            game.apply(seat, &action).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
            accounted_for(&game)?;
        }
    }

    #[test]
    fn illegal_actions_change_nothing(
        seed in any::<u64>(),
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..40),
        card in 0u8..7,
        target in 0u8..4,
    ) {
        let mut game = CrackIt::setup(&Options::default(), 3, Chance::seeded(seed)).unwrap();
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            game.apply(seat, pick.get(&legal)).unwrap();
        }
        let target = SeatId(target);
        for action in [
            Action::Dial { card, rival: target },
            Action::Block { card, rival: target },
            Action::Reset { card },
            Action::CrackIt { card, rival: target },
            Action::Prohibit { card },
            Action::TakeDial { value: card, rival: target },
            Action::Discard { cards: vec![card, card] },
        ] {
            for seat in 0..3 {
                let seat = SeatId(seat);
                let before = game.clone();
                if game.apply(seat, &action).is_err() {
                    prop_assert_eq!(&game, &before);
                } else {
                    game = before;
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn bots_play_legally_and_games_end(seed in any::<u64>(), safes in any::<bool>(), levels in proptest::collection::vec(0usize..3, 3..=4)) {
        use codebreakers_crack_it::bots::CrackItBot;
        use codebreakers_kernel::{Bot, BotLevel};
        let mode = if safes { Mode::KingOfSafes } else { Mode::KingOfThieves };
        let levels: Vec<BotLevel> = levels.iter().map(|&l| [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard][l]).collect();
        let mut game = CrackIt::setup(&Options { mode }, levels.len(), Chance::seeded(seed)).unwrap();
        let mut bots: Vec<CrackItBot> = levels.iter().enumerate().map(|(i, &l)| CrackItBot::new(l, seed ^ i as u64)).collect();
        let mut steps = 0;
        while let Some(&seat) = game.to_decide().first() {
            let action = bots[seat.index()].decide(&game.observe(seat));
            game.apply(seat, &action).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
            steps += 1;
            prop_assert!(steps < 20_000, "the game does not end");
        }
        accounted_for(&game)?;
    }

    #[test]
    fn what_a_seat_cannot_see_does_not_change_its_view_or_a_bots_choice(
        combos in Just((0..30).collect::<Vec<usize>>()).prop_shuffle(),
        resources in Just((0..64).collect::<Vec<usize>>()).prop_shuffle(),
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..30),
    ) {
        use codebreakers_crack_it::bots::CrackItBot;
        use codebreakers_kernel::{Bot, BotLevel, ChanceScript};
        // Scripted chance, so the state is plain JSON to edit.
        let script = ChanceScript { outcomes: Default::default(), orders: [combos, resources].into() };
        let mut game = CrackIt::setup(&Options::default(), 3, Chance::scripted(script)).unwrap();
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            if game.apply(seat, pick.get(&legal)).is_err() {
                break; // a reshuffle the script has no order for
            }
        }
        let Some(&seat) = game.to_decide().first() else { return Ok(()) };
        // Another world: the others' hidden digits, their hands and the pile order differ.
        let mut v = serde_json::to_value(&game).unwrap();
        for i in 0..3 {
            if i == seat.index() {
                continue;
            }
            for d in v["players"][i]["combination"].as_array_mut().unwrap() {
                if d["discovered"] == false {
                    d["value"] = serde_json::json!((d["value"].as_u64().unwrap() + 3) % 10);
                }
            }
            for card in v["players"][i]["hand"].as_array_mut().unwrap() {
                *card = serde_json::json!("prohibition");
            }
        }
        v["pile"]["cards"].as_array_mut().unwrap().reverse();
        let other: CrackIt = serde_json::from_value(v).unwrap();
        prop_assert_ne!(&game, &other);
        prop_assert_eq!(game.observe(seat), other.observe(seat));
        for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
            let a = CrackItBot::new(level, 9).decide(&game.observe(seat));
            let b = CrackItBot::new(level, 9).decide(&other.observe(seat));
            prop_assert_eq!(a, b);
        }
    }
}
