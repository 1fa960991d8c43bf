//! Property tests: random play never panics, key pegs are symmetric, illegal guesses change nothing.

use codebreakers_code_breaker::bots::CodeBreakerBot;
use codebreakers_code_breaker::{Action, Code, CodeBreaker, Mode, Options, Peg};
use codebreakers_kernel::{Bot, BotLevel, Chance, Game, SeatId};
use proptest::prelude::*;

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
    fn illegal_actions_change_nothing(secret in any_code(), guess in any_code(), advanced in any::<bool>()) {
        let mode = if advanced { Mode::Advanced } else { Mode::Standard };
        let mut game = CodeBreaker::setup(&Options { mode, ..Options::default() }, 2, Chance::seeded(0)).unwrap();
        let before = game.clone();
        if game.apply(SeatId(0), &Action::SetCode(secret)).is_err() {
            prop_assert_eq!(&game, &before);
            return Ok(());
        }
        let hidden = game.clone();
        // The Maker may not guess, whatever the code.
        prop_assert!(game.apply(SeatId(0), &Action::Guess(guess)).is_err());
        prop_assert_eq!(&game, &hidden);
        if game.apply(SeatId(1), &Action::Guess(guess)).is_err() {
            prop_assert_eq!(&game, &hidden);
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
