//! Property tests: random play never panics, key pegs are symmetric, an action is refused if
//! and only if it is not among the legal actions, and a refused one changes nothing.

use codebreakers_code_breaker::bots::CodeBreakerBot;
use codebreakers_code_breaker::{Action, Code, CodeBreaker, Mode, Options, Peg};
use codebreakers_kernel::{
    Bot, BotLevel, Chance, Game, SeatId, check_against_legal_actions, check_on_the_wire,
};
use proptest::prelude::*;

/// A match of `advanced` rules or not, whose first Maker is seat `first_maker`, played on by
/// `prefix`'s picks among the legal actions.
fn played(advanced: bool, first_maker: u8, prefix: Vec<prop::sample::Index>) -> CodeBreaker {
    let mode = if advanced {
        Mode::Advanced
    } else {
        Mode::Standard
    };
    let options = Options {
        mode,
        first_maker: SeatId(first_maker),
    };
    let mut game = CodeBreaker::setup(&options, 2, Chance::seeded(0)).unwrap();
    for pick in prefix {
        let Some(&seat) = game.to_decide().first() else {
            break;
        };
        let legal = game.legal_actions(seat);
        game.apply(seat, pick.get(&legal)).unwrap();
    }
    game
}

fn any_code() -> impl Strategy<Value = Code> {
    proptest::array::uniform5(0u8..9).prop_map(|d| Code(d.map(|i| Peg::from_index(i).unwrap())))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn key_pegs_are_symmetric_and_bounded(a in any_code(), b in any_code()) {
        let ab = a.score(&b);
        prop_assert_eq!(ab, b.score(&a));
        prop_assert!(ab.black + ab.white <= 5);
        prop_assert_eq!(a.score(&a).black, 5);
        prop_assert_eq!(ab.black == 5, a == b);
    }

    #[test]
    fn key_pegs_do_not_depend_on_colour_names(a in any_code(), b in any_code(), shift in 1u8..9) {
        let rename = |c: Code| Code(c.0.map(|p| Peg::from_index((p.index() + shift) % 9).unwrap()));
        prop_assert_eq!(a.score(&b), rename(a).score(&rename(b)));
    }

    #[test]
    fn an_action_is_refused_if_and_only_if_it_is_not_legal(
        advanced in any::<bool>(),
        first_maker in 0u8..2,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..30),
        codes in proptest::collection::vec(any_code(), 4),
    ) {
        let game = played(advanced, first_maker, prefix);
        // Each seat's observation and the public one travel whole.
        check_on_the_wire(&game).map_err(TestCaseError::fail)?;
        // Random codes, legal or not in the mode, and every guess of the round so far.
        let mut candidates: Vec<Code> = codes;
        candidates.extend(game.rows().iter().map(|r| r.guess));
        // Both seats, and one past the table.
        for seat in (0..3).map(SeatId) {
            let legal = game.legal_actions(seat);
            for action in candidates.iter().flat_map(|&c| [Action::SetCode(c), Action::Guess(c)]) {
                check_against_legal_actions(&game, seat, &legal, &action).map_err(TestCaseError::fail)?;
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_play_never_panics(seed in any::<u64>(), advanced in any::<bool>(), levels in (0usize..3, 0usize..3)) {
        let mode = if advanced { Mode::Advanced } else { Mode::Standard };
        let mut game = CodeBreaker::setup(&Options { mode, first_maker: SeatId((seed % 2) as u8) }, 2, Chance::seeded(seed)).unwrap();
        let mut bots = [
            CodeBreakerBot::new([BotLevel::Easy, BotLevel::Normal, BotLevel::Easy][levels.0], seed),
            CodeBreakerBot::new([BotLevel::Easy, BotLevel::Normal, BotLevel::Easy][levels.1], seed ^ 1),
        ];
        for _ in 0..400 {
            let Some(&seat) = game.to_decide().first() else { break };
            let action = bots[seat.index()].decide(&game.observe(seat));
            prop_assert!(game.apply(seat, &action).is_ok(), "bots only play legal actions");
        }
        if let Some(outcome) = game.outcome() {
            prop_assert_eq!(outcome.winners.len(), 1);
        }
    }
}

#[test]
fn hard_bots_play_a_whole_match_legally() {
    for (seed, mode) in [(1, Mode::Standard), (2, Mode::Advanced)] {
        let mut game = CodeBreaker::setup(
            &Options {
                mode,
                ..Options::default()
            },
            2,
            Chance::seeded(seed),
        )
        .unwrap();
        let mut bots = [
            CodeBreakerBot::new(BotLevel::Hard, seed),
            CodeBreakerBot::new(BotLevel::Hard, seed + 7),
        ];
        while let Some(&seat) = game.to_decide().first() {
            let action = bots[seat.index()].decide(&game.observe(seat));
            game.apply(seat, &action).unwrap();
        }
        // The hard bot never fails to solve in 12 rows, so every round scores.
        assert!(game.history().iter().all(|r| r.solved_in.is_some()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The Breaker, and anyone watching, is told the same events whichever code the Maker
    /// hides, and the same of a row in two matches that differ only in the code behind the
    /// shield wherever the row is answered alike.
    #[test]
    fn events_tell_the_breaker_and_a_spectator_nothing_of_the_hidden_code(
        advanced in any::<bool>(),
        first_maker in 0u8..2,
        prefix in proptest::collection::vec(any::<prop::sample::Index>(), 0..30),
        hidden in (any_code(), any_code()),
        rows in proptest::collection::vec(any_code(), 4),
    ) {
        use codebreakers_kernel::check_events_hidden;
        let game = played(advanced, first_maker, prefix);
        let Some(&seat) = game.to_decide().first() else { return Ok(()) };
        let other_seat = SeatId(1 - seat.0);
        let (one, two) = (Action::SetCode(hidden.0), Action::SetCode(hidden.1));
        if game.legal_actions(seat).contains(&one) && game.legal_actions(seat).contains(&two) {
            // The Maker hides one code or another.
            for viewer in [Some(other_seat), None] {
                check_events_hidden(viewer, (&game, seat, &one), (&game, seat, &two))
                    .map_err(TestCaseError::fail)?;
            }
        }
        if let Some(other) = another_code_behind_the_shield(&game, hidden.0) {
            for row in rows.into_iter().map(Action::Guess) {
                for viewer in [Some(seat), None] {
                    check_events_hidden(viewer, (&game, seat, &row), (&other, seat, &row))
                        .map_err(TestCaseError::fail)?;
                }
            }
        }
    }
}

/// `game` with `code` behind the shield, while the Breaker guesses.
fn another_code_behind_the_shield(game: &CodeBreaker, code: Code) -> Option<CodeBreaker> {
    let mut v = serde_json::to_value(game).unwrap();
    if v["secret"].is_null() {
        return None;
    }
    v["secret"] = serde_json::to_value(code).unwrap();
    serde_json::from_value(v).ok()
}
