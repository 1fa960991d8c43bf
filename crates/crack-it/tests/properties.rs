//! Property tests: random play never panics, all 95 cards and 24 tokens stay accounted for,
//! an action is refused if and only if it is not among the legal actions, and a refused one
//! changes nothing.

use codebreakers_crack_it::cards::{combination_cards, resource_cards};
use codebreakers_crack_it::{Action, ClueSource, CrackIt, Mode, Options};
use codebreakers_kernel::{Chance, Game, SeatId, check_against_legal_actions, check_on_the_wire};
use proptest::prelude::*;

fn accounted_for(game: &CrackIt) -> Result<(), TestCaseError> {
    let mut combos: Vec<u8> = game.combination_pile().cards().to_vec();
    combos.extend(game.combination_discard());
    let (mut infamy, mut prestige) = (u32::from(game.bank().0), u32::from(game.bank().1));
    for p in game.players() {
        combos.extend(p.combination.iter().map(|d| d.value));
        infamy += u32::from(p.infamy);
        prestige += u32::from(p.prestige);
    }
    combos.sort();
    let mut all_resources = resource_cards();
    all_resources.sort();
    prop_assert_eq!(combos, combination_cards());
    // Blocks laid on digits included (ruling: they stay there, out of the discard pile).
    prop_assert_eq!(game.count_resources(), all_resources);
    prop_assert_eq!((infamy, prestige), (16, 8));
    Ok(())
}

/// A legal action of `seat` picked by `pick`. Ending the turn at once makes dull games, and
/// a discard is listed in every order of its cards: prefer playing cards, and of the discards
/// keep one card or the whole hand, in hand order.
fn pick_legal(game: &CrackIt, seat: SeatId, pick: prop::sample::Index) -> Option<Action> {
    let hand = game.player(seat).hand.len();
    let mut legal = game.legal_actions(seat);
    legal.retain(|a| match a {
        Action::Discard { cards } => cards.is_sorted() && (cards.len() == 1 || cards.len() == hand),
        _ => true,
    });
    if legal.len() > 1 {
        legal.retain(|a| *a != Action::EndTurn);
    }
    (!legal.is_empty()).then(|| pick.get(&legal).clone())
}

/// Any action, legal or not: card indices one past a full hand, seats one past the largest
/// table, dial values one past 9, discards of any cards in any order, repeats included.
fn any_action() -> impl Strategy<Value = Action> {
    let card = 0u8..6;
    let seat = (0u8..6).prop_map(SeatId);
    prop_oneof![
        proptest::array::uniform3(0u8..4).prop_map(|order| Action::Arrange { order }),
        (card.clone(), seat.clone()).prop_map(|(card, rival)| Action::Dial { card, rival }),
        (card.clone(), proptest::option::of(seat.clone())).prop_map(|(card, p)| Action::Clue {
            card,
            source: p.map_or(ClueSource::DiscardPile, ClueSource::Player),
        }),
        (card.clone(), seat.clone()).prop_map(|(card, rival)| Action::Block { card, rival }),
        card.clone().prop_map(|card| Action::Reset { card }),
        (card.clone(), seat.clone()).prop_map(|(card, rival)| Action::CrackIt { card, rival }),
        card.clone().prop_map(|card| Action::MasterCrackIt { card }),
        (0u8..11, seat).prop_map(|(value, rival)| Action::TakeDial { value, rival }),
        card.clone().prop_map(|card| Action::Prohibit { card }),
        Just(Action::Pass),
        proptest::collection::vec(card, 0..7).prop_map(|cards| Action::Discard { cards }),
        Just(Action::EndTurn),
    ]
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
            let action = pick_legal(&game, seat, pick);
            prop_assert!(action.is_some(), "{} has no legal action in {:?}", seat, game.phase());
            let action = action.unwrap();
            game.apply(seat, &action).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
            accounted_for(&game)?;
        }
    }

    #[test]
    fn an_action_is_refused_if_and_only_if_it_is_not_legal(
        seed in any::<u64>(),
        safes in any::<bool>(),
        extra in 0usize..3,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..80),
        tries in proptest::collection::vec(any_action(), 24),
    ) {
        let mode = if safes { Mode::KingOfSafes } else { Mode::KingOfThieves };
        let seats = if safes { 3 + extra } else { 2 + extra };
        let mut game = CrackIt::setup(&Options { mode }, seats, Chance::seeded(seed)).unwrap();
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let action = pick_legal(&game, seat, pick).unwrap();
            game.apply(seat, &action).unwrap();
        }
        // Each seat's observation and the public one travel whole.
        check_on_the_wire(&game).map_err(TestCaseError::fail)?;
        // Every seat at the table, and one past it.
        for seat in (0..=seats as u8).map(SeatId) {
            let legal = game.legal_actions(seat);
            for action in tries.iter().chain(&legal) {
                check_against_legal_actions(&game, seat, &legal, action).map_err(TestCaseError::fail)?;
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
        use codebreakers_kernel::{Bot, BotLevel};
        let game = scripted_game(combos, resources, prefix);
        let Some(&seat) = game.to_decide().first() else { return Ok(()) };
        // Another world: the others' hidden digits, their hands and the pile order differ;
        // and one where every seat's do, the seat's own too, which a spectator cannot tell.
        let other = other_world(&game, Some(seat));
        prop_assert_ne!(&game, &other);
        prop_assert_eq!(game.observe(seat), other.observe(seat));
        let everyone_else = other_world(&game, None);
        prop_assert_eq!(game.observe_public(), everyone_else.observe_public());
        prop_assert!(game.observe_public().hand.is_empty(), "a spectator holds no hand");
        for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
            let a = CrackItBot::new(level, 9).decide(&game.observe(seat));
            let b = CrackItBot::new(level, 9).decide(&other.observe(seat));
            prop_assert_eq!(a, b);
        }
    }
}

/// Three seats dealt by the orders `combos` and `resources` (scripted chance, so the state is
/// plain JSON to edit), played on by `prefix`'s picks while the script has orders.
fn scripted_game(
    combos: Vec<usize>,
    resources: Vec<usize>,
    prefix: Vec<prop::sample::Index>,
) -> CrackIt {
    use codebreakers_kernel::ChanceScript;
    let script = ChanceScript {
        outcomes: Default::default(),
        orders: [combos, resources].into(),
    };
    let mut game = CrackIt::setup(&Options::default(), 3, Chance::scripted(script)).unwrap();
    for pick in prefix {
        let Some(&seat) = game.to_decide().first() else {
            break;
        };
        let action = pick_legal(&game, seat, pick).unwrap();
        if game.apply(seat, &action).is_err() {
            break; // a reshuffle the script has no order for
        }
    }
    game
}

/// `game` with every hidden digit, hand and the pile's order changed, but `keep`'s own.
fn other_world(game: &CrackIt, keep: Option<SeatId>) -> CrackIt {
    let mut v = serde_json::to_value(game).unwrap();
    for i in 0..game.seat_count() {
        if Some(i) == keep.map(SeatId::index) {
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
    serde_json::from_value(v).unwrap()
}

/// Checks a world dealt for `seat` against the table it was dealt from: the seat sees in it
/// exactly what it sees at the table, every card and token is accounted for, and every
/// hidden digit is one its dial cards leave possible (more than one value: one would have
/// been discovered).
fn world_fits(game: &CrackIt, seat: SeatId, world: &CrackIt) -> Result<(), TestCaseError> {
    let obs = game.observe(seat);
    prop_assert_eq!(&world.observe(seat), &obs);
    accounted_for(world)?;
    for (p, player) in world.players().iter().enumerate() {
        for d in &player.combination {
            if !d.discovered && p != seat.index() {
                prop_assert!(d.possible().contains(&d.value), "{:?}", d);
                prop_assert!(d.possible().count() > 1, "{:?}", d);
            }
        }
        if p != seat.index() {
            prop_assert_eq!(player.hand.len(), game.player(SeatId(p as u8)).hand.len());
        }
    }
    prop_assert_eq!(world.pile().len(), game.pile().len());
    prop_assert_eq!(
        world.combination_pile().len(),
        game.combination_pile().len()
    );
    // A Clue showed the seat a rival's dial cards: the world's rival holds those values.
    if let codebreakers_crack_it::Phase::ClueChoice {
        source: ClueSource::Player(p),
        values,
    } = world.phase()
        && world.current() == seat
    {
        let mut held: Vec<u8> = world
            .player(*p)
            .hand
            .iter()
            .filter_map(|c| c.dial_value())
            .collect();
        held.sort_unstable();
        held.dedup();
        prop_assert_eq!(&held, values);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn worlds_the_search_deals_fit_everything_the_seat_has_seen(
        seed in any::<u64>(),
        safes in any::<bool>(),
        extra in 0usize..3,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..250),
        draw in any::<u64>(),
    ) {
        use codebreakers_crack_it::search::sample_world;
        let mode = if safes { Mode::KingOfSafes } else { Mode::KingOfThieves };
        let seats = if safes { 3 + extra } else { 2 + extra };
        let mut game = CrackIt::setup(&Options { mode }, seats, Chance::seeded(seed)).unwrap();
        let mut checked = 0;
        let mut chance = Chance::seeded(draw);
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            if *game.phase() != codebreakers_crack_it::Phase::Arranging {
                // The seat to decide, and one that is not.
                for s in [seat, SeatId(((seat.index() + 1) % seats) as u8)] {
                    let world = sample_world(&game.observe(s), &mut chance);
                    prop_assert!(world.is_some(), "no world for {} in {:?}", s, game.phase());
                    world_fits(&game, s, &world.unwrap())?;
                    checked += 1;
                }
            }
            let action = pick_legal(&game, seat, pick).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let _ = checked;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The searching hard player (two players, where it searches) decides from what its seat
    /// sees and its seed alone: the same in any world the seat cannot tell from the table.
    #[test]
    fn what_a_seat_cannot_see_does_not_change_the_searching_players_choice(
        seed in any::<u64>(),
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..120),
        draw in any::<u64>(),
    ) {
        use codebreakers_crack_it::bots::CrackItBot;
        use codebreakers_crack_it::search::{Budget, sample_world};
        use codebreakers_kernel::Bot;
        let mut game = CrackIt::setup(&Options::default(), 2, Chance::seeded(seed)).unwrap();
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let action = pick_legal(&game, seat, pick).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let Some(&seat) = game.to_decide().first() else { return Ok(()) };
        if *game.phase() == codebreakers_crack_it::Phase::Arranging {
            return Ok(());
        }
        let other = sample_world(&game.observe(seat), &mut Chance::seeded(draw)).unwrap();
        prop_assert_eq!(game.observe(seat), other.observe(seat));
        let budget = Budget { worlds: 8, playouts: 40, ..Budget::default() };
        let a = CrackItBot::with_budget(9, budget).decide(&game.observe(seat));
        let b = CrackItBot::with_budget(9, budget).decide(&other.observe(seat));
        prop_assert_eq!(a, b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// A seat, and anyone watching, is told the same events of every action in two matches
    /// that differ only in what it cannot see (the others' hidden digits and hands, the
    /// pile's order), and the same of a combination laid out in any order.
    #[test]
    fn events_tell_a_seat_and_a_spectator_nothing_they_cannot_see(
        combos in Just((0..30).collect::<Vec<usize>>()).prop_shuffle(),
        resources in Just((0..64).collect::<Vec<usize>>()).prop_shuffle(),
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..30),
    ) {
        use codebreakers_kernel::check_events_hidden;
        let game = scripted_game(combos, resources, prefix);
        let Some(&seat) = game.to_decide().first() else { return Ok(()) };
        let legal = game.legal_actions(seat);
        for viewer in (0..3).map(|i| SeatId(i as u8)).filter(|&v| v != seat) {
            let other = other_world(&game, Some(viewer));
            for action in &legal {
                check_events_hidden(Some(viewer), (&game, seat, action), (&other, seat, action))
                    .map_err(TestCaseError::fail)?;
                // Every arrangement of the seat's combination against the first.
                if matches!((&legal[0], action), (Action::Arrange { .. }, Action::Arrange { .. })) {
                    check_events_hidden(Some(viewer), (&game, seat, &legal[0]), (&game, seat, action))
                        .map_err(TestCaseError::fail)?;
                }
            }
        }
        let everyone_else = other_world(&game, None);
        for action in &legal {
            check_events_hidden(None, (&game, seat, action), (&everyone_else, seat, action))
                .map_err(TestCaseError::fail)?;
        }
    }
}
