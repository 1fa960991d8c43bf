//! Every rule and ruling of Code Breaker (`assets/i18n/en/rules/code-breaker.md`), each in a test that names it.

use codebreakers_code_breaker::{
    Action, Code, CodeBreaker, Event, Feedback, Mode, Options, Phase, ROWS, Role, RuleError,
    TARGET_SCORE, points_for_row,
};
use codebreakers_kernel::{Chance, Game, SeatId, SetupError};

const MAKER: SeatId = SeatId(0);
const BREAKER: SeatId = SeatId(1);

fn code(s: &str) -> Code {
    s.parse().unwrap()
}

fn game(mode: Mode) -> CodeBreaker {
    CodeBreaker::setup(
        &Options {
            mode,
            first_maker: MAKER,
        },
        2,
        Chance::seeded(0),
    )
    .unwrap()
}

fn with_secret(mode: Mode, secret: &str) -> CodeBreaker {
    let mut g = game(mode);
    g.apply(MAKER, &Action::SetCode(code(secret))).unwrap();
    g
}

/// Twelve different wrong standard guesses for the secret `RGBYK`.
const WRONG: [&str; 12] = [
    "WPORG", "PORGW", "ORGWP", "RGWPO", "GWPOR", "WPOKR", "PWOKR", "OPWKR", "KWPOR", "WKPOR",
    "PKWOR", "OKWPR",
];

#[test]
fn rule_4_the_maker_sets_a_code_of_five_different_colours() {
    let mut g = game(Mode::Standard);
    let before = g.clone();
    assert_eq!(
        g.apply(MAKER, &Action::SetCode(code("RRGBY"))),
        Err(RuleError::RepeatedColour(code("RRGBY")))
    );
    assert_eq!(
        g.apply(MAKER, &Action::SetCode(code("RG-BY"))),
        Err(RuleError::EmptyHole(code("RG-BY")))
    );
    assert_eq!(g, before, "an illegal code changes nothing");
    assert_eq!(
        g.apply(MAKER, &Action::SetCode(code("RGBYK"))),
        Ok(vec![Event::CodeHidden { maker: MAKER }])
    );
    assert_eq!(g.phase(), Phase::Guessing);
}

#[test]
fn rule_4_only_the_maker_sets_the_code_and_only_the_breaker_guesses() {
    let mut g = game(Mode::Standard);
    assert!(matches!(
        g.apply(BREAKER, &Action::SetCode(code("RGBYK"))),
        Err(RuleError::NotYourDecision { .. })
    ));
    assert_eq!(
        g.apply(BREAKER, &Action::Guess(code("RGBYK"))),
        Err(RuleError::NoCodeYet)
    );
    g.apply(MAKER, &Action::SetCode(code("RGBYK"))).unwrap();
    assert!(matches!(
        g.apply(MAKER, &Action::Guess(code("RGBYK"))),
        Err(RuleError::NotYourDecision { .. })
    ));
    assert_eq!(
        g.apply(MAKER, &Action::SetCode(code("RGBYW"))),
        Err(RuleError::CodeAlreadyHidden)
    );
    assert_eq!(
        g.apply(SeatId(2), &Action::Guess(code("RGBYK"))),
        Err(RuleError::NoSuchSeat(SeatId(2)))
    );
    assert_eq!(g.to_decide(), vec![BREAKER]);
}

#[test]
fn errors_name_seats_as_players_counted_from_1() {
    let mut g = with_secret(Mode::Standard, "RGBYK");
    let message = |g: &mut CodeBreaker, seat| {
        g.apply(seat, &Action::Guess(code("RGBYK")))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        message(&mut g, MAKER),
        "it is not player 1's decision: the Breaker acts now"
    );
    assert_eq!(
        message(&mut g, SeatId(9)),
        "there is no player 10 at this table: Code Breaker is played by two"
    );
}

#[test]
fn rule_4_each_guess_is_answered_with_black_and_white_key_pegs() {
    let mut g = with_secret(Mode::Standard, "RGBYK");
    let events = g.apply(BREAKER, &Action::Guess(code("GRBWP"))).unwrap();
    assert_eq!(
        events,
        vec![Event::Answered {
            row: 1,
            guess: code("GRBWP"),
            feedback: Feedback { black: 1, white: 2 }
        }]
    );
    assert_eq!(g.rows()[0].feedback, Feedback { black: 1, white: 2 });
}

#[test]
fn ruling_4_a_standard_guess_is_five_different_colours() {
    let mut g = with_secret(Mode::Standard, "RGBYK");
    let before = g.clone();
    assert_eq!(
        g.apply(BREAKER, &Action::Guess(code("RRBYK"))),
        Err(RuleError::RepeatedColour(code("RRBYK")))
    );
    assert_eq!(
        g.apply(BREAKER, &Action::Guess(code("R-BYK"))),
        Err(RuleError::EmptyHole(code("R-BYK")))
    );
    assert_eq!(g, before);
}

#[test]
fn ruling_4_in_both_games_a_guess_differs_from_every_earlier_guess_of_the_round() {
    for (mode, secret, first, second) in [
        (Mode::Standard, "RGBYK", "WPORG", "PORGW"),
        (Mode::Advanced, "RR--K", "WWWWW", "W-W-W"),
    ] {
        let mut g = with_secret(mode, secret);
        g.apply(BREAKER, &Action::Guess(code(first))).unwrap();
        g.apply(BREAKER, &Action::Guess(code(second))).unwrap();
        let before = g.clone();
        let refused = g.apply(BREAKER, &Action::Guess(code(first)));
        assert_eq!(refused, Err(RuleError::RepeatedGuess(code(first), 1)));
        assert_eq!(
            refused.unwrap_err().to_string(),
            format!(
                "a guess must differ from every earlier guess of the round ({first} was row 1)"
            )
        );
        assert_eq!(g, before, "{mode:?}: a repeated guess changes nothing");
        assert!(
            !g.legal_actions(BREAKER)
                .contains(&Action::Guess(code(second))),
            "{mode:?}"
        );
    }
}

#[test]
fn rule_4_the_round_ends_when_the_code_is_guessed() {
    let mut g = with_secret(Mode::Standard, "RGBYK");
    g.apply(BREAKER, &Action::Guess(code(WRONG[0]))).unwrap();
    let events = g.apply(BREAKER, &Action::Guess(code("RGBYK"))).unwrap();
    assert!(
        matches!(events[1], Event::RoundEnded { result, .. } if result.solved_in == Some(2) && result.points == 12)
    );
    assert_eq!(g.phase(), Phase::SettingCode);
    assert!(g.rows().is_empty(), "a new round starts on an empty board");
}

#[test]
fn rule_4_the_round_ends_after_row_12() {
    let mut g = with_secret(Mode::Standard, "RGBYK");
    for (i, guess) in WRONG.iter().enumerate() {
        let events = g.apply(BREAKER, &Action::Guess(code(guess))).unwrap();
        if i + 1 < ROWS {
            assert_eq!(events.len(), 1, "row {} does not end the round", i + 1);
        } else {
            assert!(
                matches!(events[1], Event::RoundEnded { result, .. } if result.solved_in.is_none() && result.points == 0)
            );
        }
    }
    assert_eq!(g.scores(), [0, 0]);
    assert_eq!(g.round(), 2);
}

#[test]
fn rule_4_the_breaker_scores_by_the_row_that_solved_it() {
    let expected = [12, 12, 12, 12, 10, 10, 8, 8, 6, 6, 4, 4];
    for (i, points) in expected.iter().enumerate() {
        assert_eq!(points_for_row(Some(i + 1)), *points, "row {}", i + 1);
        let mut g = with_secret(Mode::Standard, "RGBYK");
        for guess in &WRONG[..i] {
            g.apply(BREAKER, &Action::Guess(code(guess))).unwrap();
        }
        g.apply(BREAKER, &Action::Guess(code("RGBYK"))).unwrap();
        assert_eq!(g.scores(), [0, *points]);
        // A match given up now (an online resignation) keeps these scores.
        assert_eq!(g.scores_now(), vec![0, i64::from(*points)]);
    }
    assert_eq!(points_for_row(None), 0);
}

#[test]
fn rule_4_the_players_swap_roles_after_each_round() {
    let mut g = with_secret(Mode::Standard, "RGBYK");
    assert_eq!(g.observe(MAKER).role, Role::Maker);
    let events = g.apply(BREAKER, &Action::Guess(code("RGBYK"))).unwrap();
    assert!(events.contains(&Event::RoundStarted {
        round: 2,
        maker: BREAKER,
        breaker: MAKER
    }));
    assert_eq!(g.maker(), BREAKER);
    assert_eq!(g.observe(MAKER).role, Role::Breaker);
    assert_eq!(g.to_decide(), vec![BREAKER]);
}

#[test]
fn rule_4_the_first_to_reach_the_30th_hole_wins() {
    let mut g = game(Mode::Standard);
    // Seat 1 solves at once three times (36), seat 0 never scores.
    while g.outcome().is_none() {
        let (maker, breaker) = (g.maker(), g.breaker());
        g.apply(maker, &Action::SetCode(code("RGBYK"))).unwrap();
        if breaker == BREAKER {
            g.apply(breaker, &Action::Guess(code("RGBYK"))).unwrap();
        } else {
            for guess in WRONG {
                g.apply(breaker, &Action::Guess(code(guess))).unwrap();
            }
        }
    }
    assert_eq!(g.scores(), [0, 36]);
    assert!(g.scores()[1] >= TARGET_SCORE);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![BREAKER]);
    assert!(g.to_decide().is_empty());
    assert_eq!(
        g.apply(MAKER, &Action::SetCode(code("RGBYK"))),
        Err(RuleError::MatchOver)
    );
}

#[test]
fn rule_4_advanced_codes_may_repeat_colours_and_leave_holes_empty() {
    let mut g = game(Mode::Advanced);
    g.apply(MAKER, &Action::SetCode(code("RR--K"))).unwrap();
    let events = g.apply(BREAKER, &Action::Guess(code("R-R-W"))).unwrap();
    assert_eq!(
        events[0],
        Event::Answered {
            row: 1,
            guess: code("R-R-W"),
            feedback: Feedback { black: 2, white: 2 }
        }
    );
}

#[test]
fn digital_seats_the_secret_is_hidden_from_the_breaker() {
    let g = with_secret(Mode::Standard, "RGBYK");
    assert_eq!(g.observe(MAKER).secret, Some(code("RGBYK")));
    assert_eq!(g.observe(BREAKER).secret, None);
    let json = serde_json::to_string(&g.observe(BREAKER)).unwrap();
    assert!(
        !json.contains("RGBYK"),
        "the breaker's observation never holds the code"
    );
}

#[test]
fn digital_seats_a_spectator_never_sees_the_hidden_code() {
    let g = with_secret(Mode::Standard, "RGBYK");
    let public = g.observe_public();
    assert_eq!(public.secret, None);
    let json = serde_json::to_string(&public).unwrap();
    assert!(!json.contains("RGBYK"), "the public view holds no code");
    let other = with_secret(Mode::Standard, "WPORG");
    assert_eq!(public, other.observe_public(), "whatever the code is");
}

#[test]
fn digital_seats_code_breaker_is_for_two_seats() {
    let refused = CodeBreaker::setup(&Options::default(), 3, Chance::seeded(0)).unwrap_err();
    assert!(matches!(refused, SetupError::SeatCount { given: 3, .. }));
    assert_eq!(
        refused.to_string(),
        "Code Breaker is played by 2 seats, not 3"
    );
    let options = Options {
        first_maker: SeatId(1),
        ..Options::default()
    };
    assert_eq!(
        CodeBreaker::setup(&options, 2, Chance::seeded(0))
            .unwrap()
            .maker(),
        SeatId(1)
    );
}

#[test]
fn legal_actions_are_exactly_the_accepted_ones() {
    let g = with_secret(Mode::Standard, "RGBYK");
    let legal = g.legal_actions(BREAKER);
    assert_eq!(legal.len(), 6720);
    assert!(g.legal_actions(MAKER).is_empty());
    let mut advanced = game(Mode::Advanced);
    assert_eq!(advanced.legal_actions(MAKER).len(), 59049);
    advanced
        .apply(MAKER, &Action::SetCode(code("-----")))
        .unwrap();
}

#[test]
fn options_refuse_unknown_fields() {
    // A typo must not fall back to the standard game silently.
    let error = serde_json::from_str::<Options>(r#"{"mdoe":"advanced"}"#)
        .unwrap_err()
        .to_string();
    assert!(error.contains("unknown field `mdoe`"), "{error}");
    assert_eq!(
        serde_json::from_str::<Options>(r#"{"mode":"advanced"}"#).unwrap(),
        Options {
            mode: Mode::Advanced,
            first_maker: MAKER
        }
    );
    assert_eq!(
        serde_json::from_str::<Options>("{}").unwrap(),
        Options::default()
    );
}
