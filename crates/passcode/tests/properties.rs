//! Property tests: random play never panics, all 90 cards stay accounted for and only FAILs
//! leave the game (three at a time, with a lock-out), illegal actions change nothing, bots play
//! legally to the end.

use codebreakers_kernel::{
    Bot, BotLevel, Chance, Game, SeatId, check_against_legal_actions, check_on_the_wire,
};
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
        // Each seat's observation and the public one travel whole.
        check_on_the_wire(&game).map_err(TestCaseError::fail)?;
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every world the hard player's search deals looks to its seat exactly as the table does,
    /// keeps all 90 cards, and hides no FAIL in a hand or among the set-aside cards.
    #[test]
    fn worlds_the_search_deals_fit_everything_the_seat_has_seen(
        seed in any::<u64>(),
        seats in 2usize..=6,
        any_order in any::<bool>(),
        codes in 1u8..=4,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..400),
        draw in any::<u64>(),
    ) {
        use codebreakers_passcode::search::sample_world;
        let options = Options { any_order, codes };
        let mut game = Passcode::setup(&options, seats, Chance::seeded(seed)).unwrap();
        let mut chance = Chance::seeded(draw);
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            for s in [seat, SeatId(((seat.index() + 1) % seats) as u8)] {
                let obs = game.observe(s);
                let world = sample_world(&obs, &mut chance);
                prop_assert!(world.is_some(), "no world for {}", s);
                let world = world.unwrap();
                prop_assert_eq!(world.observe(s), obs);
                accounted_for(&world)?;
                for (i, p) in world.players().iter().enumerate() {
                    prop_assert!(!p.hand.contains(&Card::Fail) && p.aside != Some(Card::Fail));
                    prop_assert_eq!(p.hand.len(), game.players()[i].hand.len());
                    prop_assert_eq!(p.aside.is_some(), game.players()[i].aside.is_some());
                }
                prop_assert_eq!(world.pile().len(), game.pile().len());
            }
            let legal = game.legal_actions(seat);
            game.apply(seat, pick.get(&legal)).unwrap();
        }
    }

    /// The searching hard player decides from what its seat sees and its seed alone: the same
    /// whatever the others hold, the set-aside cards are or the pile's order is.
    #[test]
    fn what_a_seat_cannot_see_does_not_change_the_hard_players_choice(
        seed in any::<u64>(),
        seats in 2usize..=4,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..300),
        draw in any::<u64>(),
    ) {
        use codebreakers_passcode::search::sample_world;
        let mut game = Passcode::setup(&Options::default(), seats, Chance::seeded(seed)).unwrap();
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            game.apply(seat, pick.get(&legal)).unwrap();
        }
        let Some(&seat) = game.to_decide().first() else { return Ok(()) };
        // Another world the seat cannot tell from this one.
        let other = sample_world(&game.observe(seat), &mut Chance::seeded(draw)).unwrap();
        prop_assert_eq!(game.observe(seat), other.observe(seat));
        // A spectator sees no hand, so it cannot tell them apart either.
        prop_assert_eq!(game.observe_public(), other.observe_public());
        prop_assert!(game.observe_public().hand.is_empty());
        let budget = codebreakers_passcode::search::Budget { worlds: 6, max_worlds: 12, every: true, ..Default::default() };
        let a = PasscodeBot::with_budget(9, budget).decide(&game.observe(seat));
        let b = PasscodeBot::with_budget(9, budget).decide(&other.observe(seat));
        prop_assert_eq!(a, b);
        // The shipped hard level (its search at two players), seeded as a match seeds it.
        let a = PasscodeBot::with_seed(BotLevel::Hard, draw).decide(&game.observe(seat));
        let b = PasscodeBot::with_seed(BotLevel::Hard, draw).decide(&other.observe(seat));
        prop_assert_eq!(a, b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A seat, and anyone watching, is told the same events of an action in two matches that
    /// differ only in another seat's hand: a card drawn from the pile is its drawer's alone
    /// ("Ann draws" to the others, "Ann draws the 7" to Ann).
    #[test]
    fn events_tell_a_seat_and_a_spectator_nothing_they_cannot_see(
        seed in any::<u64>(),
        seats in 2usize..=4,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 1..300),
    ) {
        use codebreakers_kernel::check_events_hidden;
        let mut game = Passcode::setup(&Options::default(), seats, Chance::seeded(seed)).unwrap();
        let mut compared = 0;
        for pick in prefix {
            let Some(&seat) = game.to_decide().first() else { break };
            let legal = game.legal_actions(seat);
            for holder in (0..seats).map(|i| SeatId(i as u8)) {
                let Some(other) = another_hand(&game, holder) else { continue };
                let viewers = (0..seats).map(|i| Some(SeatId(i as u8))).filter(|&v| v != Some(holder));
                for viewer in viewers.chain([None]) {
                    // A round's end shows every hand: what it tells is public.
                    for action in legal.iter().filter(|a| !ends_a_round(&game, seat, a)) {
                        check_events_hidden(viewer, (&game, seat, action), (&other, seat, action))
                            .map_err(TestCaseError::fail)?;
                    }
                }
                compared += 1;
            }
            game.apply(seat, pick.get(&legal)).unwrap();
        }
        prop_assert!(compared > 0 || game.outcome().is_some());
    }
}

/// Whether `action` by `seat` ends the round in `game`.
fn ends_a_round(game: &Passcode, seat: SeatId, action: &Action) -> bool {
    let mut tried = game.clone();
    tried.apply(seat, action).is_ok_and(|events| {
        events
            .iter()
            .any(|e| matches!(e, codebreakers_passcode::Event::RoundWon { .. }))
    })
}

/// `game` with another hand for `holder`: its first card swapped with the card at the bottom
/// of a pile deep enough that no action reaches it; `None` if there is no such other card.
fn another_hand(game: &Passcode, holder: SeatId) -> Option<Passcode> {
    let mut v = serde_json::to_value(game).unwrap();
    let pile = v["pile"]["cards"].as_array()?.clone();
    let hand = v["players"][holder.index()]["hand"].as_array()?.clone();
    let (bottom, first) = (pile.first()?, hand.first()?);
    if pile.len() < 8 || bottom == first {
        return None;
    }
    v["pile"]["cards"][0] = first.clone();
    v["players"][holder.index()]["hand"][0] = bottom.clone();
    serde_json::from_value(v).ok()
}

#[test]
fn a_card_drawn_from_the_pile_is_told_to_its_drawer_alone() {
    let mut game = Passcode::setup(&Options::default(), 2, Chance::seeded(3)).unwrap();
    let seat = game.to_decide()[0];
    let events = game.apply(seat, &Action::DrawPile).unwrap();
    let codebreakers_passcode::Event::Drew {
        card: Some(card), ..
    } = events[0]
    else {
        panic!("a draw tells its card: {events:?}");
    };
    let seen = |viewer| Passcode::events_seen_by(&events, viewer);
    let other = SeatId(1 - seat.0);
    if card == Card::Fail {
        assert_eq!(seen(Some(other)), events, "a FAIL is laid for all to see");
    } else {
        assert_eq!(seen(Some(seat)), events, "the drawer knows its card");
        for viewer in [Some(other), None] {
            assert_eq!(
                seen(viewer)[0],
                codebreakers_passcode::Event::Drew {
                    seat,
                    from_discard: false,
                    card: None
                }
            );
        }
    }
}
