//! Statistics from a set of known saves, checked against values worked out by hand.

use codebreakers_code_breaker::CodeBreaker;
use codebreakers_kernel::{BotLevel, Game, SeatKind};
use codebreakers_records::{Figures, PlayerId, Record, SaveFile, ShownValue, Statistics, rebuild};
use serde_json::{Value, json};

const HUMAN: SeatKind = SeatKind::Human;
const HARD: SeatKind = SeatKind::Computer(BotLevel::Hard);
const EASY: SeatKind = SeatKind::Computer(BotLevel::Easy);

/// Twelve different wrong standard guesses for the secret `RGBYK`.
const WRONG: [&str; 12] = [
    "WPORG", "PORGW", "ORGWP", "RGWPO", "GWPOR", "WPOKR", "PWOKR", "OPWKR", "KWPOR", "WKPOR",
    "PKWOR", "OKWPR",
];

/// A Code Breaker match of Ada (seat 0, the first Maker) against `rival`: every code is
/// `RGBYK`; round `i` is broken in the row given (`None`: not in 12 rows). Ends at `finished`.
fn code_breaker(rival: SeatKind, rounds: &[Option<usize>], finished: u64) -> SaveFile {
    let mut actions: Vec<Value> = Vec::new();
    for (i, solved) in rounds.iter().enumerate() {
        let maker = i % 2;
        let breaker = 1 - maker;
        actions.push(json!({"seat": maker, "action": {"set_code": "RGBYK"}}));
        let wrong = solved.map_or(12, |row| row - 1);
        for guess in &WRONG[..wrong] {
            actions.push(json!({"seat": breaker, "action": {"guess": guess}}));
        }
        if solved.is_some() {
            actions.push(json!({"seat": breaker, "action": {"guess": "RGBYK"}}));
        }
    }
    let mut save = SaveFile {
        version: 1,
        game: "code-breaker".into(),
        options: json!({"mode": "standard", "first_maker": 0}),
        seats: vec![HUMAN, rival],
        names: vec!["Ada".into(), rival.to_string()],
        chance: Default::default(),
        actions,
        created: finished - 50,
        updated: finished,
        outcome: None,
        resigned: Vec::new(),
    };
    let (state, _) = rebuild::<CodeBreaker>(&save).unwrap();
    save.outcome = state.outcome();
    assert!(save.outcome.is_some(), "the match is over");
    save
}

/// Scores by round (Breaker's points: rows 1-4 12, rows 5-6 10, not broken 0):
/// - M1, Ada against hard: hard 12 (row 2), Ada 12 (row 3), hard 24 (row 1), Ada 24 (row 4),
///   hard 36 (row 2): hard wins.
/// - M2, Ada against easy: easy misses, Ada 12 (row 1), easy misses, Ada 22 (row 5), easy
///   misses, Ada 34 (row 2): Ada wins.
/// - M3, Ada against hard: hard misses, Ada 12 (row 1), misses, 24 (row 1), misses, 36
///   (row 4): Ada wins.
fn three_matches() -> [SaveFile; 3] {
    [
        code_breaker(HARD, &[Some(2), Some(3), Some(1), Some(4), Some(2)], 100),
        code_breaker(EASY, &[None, Some(1), None, Some(5), None, Some(2)], 200),
        code_breaker(HARD, &[None, Some(1), None, Some(1), None, Some(4)], 300),
    ]
}

fn ada() -> PlayerId {
    PlayerId::Human("Ada".into())
}

/// The value shown with the words `words`, if shown.
fn shown(figures: &Figures, words: &str) -> Option<ShownValue> {
    figures
        .shown()
        .into_iter()
        .find(|(w, _)| *w == words)
        .map(|(_, value)| value)
}

#[test]
fn played_won_streaks_and_win_rates_by_computer_level() {
    let [m1, m2, m3] = three_matches();
    // Given out of order: the finish times order them.
    let stats = Statistics::compute(&[m3, m1, m2]);
    assert_eq!(stats.games["code-breaker"].matches, 3);
    let ada = stats.player("code-breaker", &ada()).unwrap();
    // Lost M1, won M2 and M3.
    assert_eq!((ada.played, ada.won), (3, 2));
    assert_eq!((ada.current_streak, ada.longest_streak), (2, 2));
    assert_eq!(ada.versus["hard"], Record { played: 2, won: 1 });
    assert_eq!(ada.versus["hard"].win_rate(), Some(0.5));
    assert_eq!(ada.versus["easy"], Record { played: 1, won: 1 });
    assert!(!ada.versus.contains_key("normal"));
    let hard = stats
        .player("code-breaker", &PlayerId::Computer(BotLevel::Hard))
        .unwrap();
    // Won M1, lost M3.
    assert_eq!((hard.played, hard.won), (2, 1));
    assert_eq!((hard.current_streak, hard.longest_streak), (0, 1));
    assert!(hard.versus.is_empty(), "no computer across the table");
    assert_eq!(
        PlayerId::Computer(BotLevel::Hard).to_string(),
        "computer:hard"
    );
}

#[test]
fn code_breaker_mean_rows_to_break_a_code() {
    let stats = Statistics::compute(&three_matches());
    // Ada broke 2 codes in M1 (rows 3, 4), 3 in M2 (1, 5, 2), 3 in M3 (1, 1, 4): 8 codes in
    // 21 rows, 2.625 a code.
    let ada = stats.player("code-breaker", &ada()).unwrap();
    assert_eq!(
        ada.figures.values().collect::<Vec<_>>(),
        [
            ("codes-broken", Some(8)),
            ("rows-to-break", Some(21)),
            ("codes-missed", Some(0))
        ]
    );
    assert_eq!(
        ada.figures.shown(),
        [
            ("stats-codes-broken", ShownValue::Count(8)),
            ("stats-codes-missed", ShownValue::Count(0)),
            ("stats-rows-per-code", ShownValue::Mean(2.625))
        ]
    );
    assert_eq!(
        serde_json::to_value(&ada.figures).unwrap(),
        json!({"game": "code-breaker", "codes-broken": 8, "rows-to-break": 21, "codes-missed": 0})
    );
    // Hard broke 3 in M1 (rows 2, 1, 2) and missed 3 in M3: 5 / 3 rows a code.
    let hard = stats
        .player("code-breaker", &PlayerId::Computer(BotLevel::Hard))
        .unwrap();
    assert_eq!(
        shown(&hard.figures, "stats-rows-per-code"),
        Some(ShownValue::Mean(5.0 / 3.0))
    );
    let easy = stats
        .player("code-breaker", &PlayerId::Computer(BotLevel::Easy))
        .unwrap();
    assert_eq!(
        shown(&easy.figures, "stats-rows-per-code"),
        None,
        "easy broke nothing"
    );
}

#[test]
fn glicko2_ratings_follow_the_finish_order_and_keep_their_history() {
    let [m1, m2, m3] = three_matches();
    let stats = Statistics::compute(&[m2, m3, m1]);
    let ada = stats.player("code-breaker", &ada()).unwrap();
    // M1, by hand (Glickman's steps; scale 173.7178; both new: r 1500, RD 350, σ 0.06):
    // φ = 350/173.7178 = 2.01476, g(φ) = 1/√(1 + 3φ²/π²) = 0.66906, E = 0.5,
    // v = 1/(g²·E·(1-E)) = 8.9358, σ' ≈ 0.06, φ* = √(φ² + σ²) = 2.01565,
    // φ' = 1/√(1/φ*² + 1/v) = 1.67121, μ' = ±φ'²·g·0.5 = ±0.93432:
    // hard 1500 + 173.7178·0.93432 = 1662.31, Ada 1337.69, both RD 173.7178·1.67121 = 290.32.
    let first = ada.ratings[0];
    assert!((first.rating - 1337.69).abs() < 0.01, "{first:?}");
    assert!((first.deviation - 290.32).abs() < 0.01, "{first:?}");
    let hard = stats
        .player("code-breaker", &PlayerId::Computer(BotLevel::Hard))
        .unwrap();
    assert!((hard.ratings[0].rating - 1662.31).abs() < 0.01);
    // After M3 Ada (won) rose and hard (lost) fell; one point a match, in finish order.
    assert_eq!(
        ada.ratings.iter().map(|p| p.finished).collect::<Vec<_>>(),
        vec![100, 200, 300]
    );
    assert!(ada.ratings[1].rating > ada.ratings[0].rating);
    assert!(ada.ratings[2].rating > ada.ratings[1].rating);
    assert!(hard.ratings[1].rating < hard.ratings[0].rating);
    assert_eq!(hard.rating(), hard.ratings.last().copied());
    // M2 against a new easy player (1500, 350) from Ada's rating after M1, by the library.
    let expected = skillratings::glicko2::glicko2_rating_period(
        &skillratings::glicko2::Glicko2Rating {
            rating: first.rating,
            deviation: first.deviation,
            volatility: first.volatility,
        },
        &[(Default::default(), skillratings::Outcomes::WIN)],
        &Default::default(),
    );
    assert!((ada.ratings[1].rating - expected.rating).abs() < 1e-9);
}

fn scenario(name: &str) -> SaveFile {
    let path = format!(
        "{}/../../docs/scenarios/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    SaveFile::from_scenario_or_save(&std::fs::read(path).unwrap()).unwrap()
}

#[test]
fn each_games_figures_come_from_its_events_and_state() {
    // docs/scenarios.md: seat 2 prohibits seat 0's CRACK IT, seat 0 answers with its own.
    let crack_it = Figures::of_save(&scenario("crack-it")).unwrap();
    let prohibitions: Vec<Option<u32>> = crack_it.iter().map(|f| f.get("prohibitions")).collect();
    assert_eq!(prohibitions, vec![Some(1), Some(0), Some(1)]);
    // King of Safes: seat 0 opens seat 1's safe in both games, seat 1 opens seat 2's in the
    // first, seat 2 seat 0's in the second.
    let safes = Figures::of_save(&scenario("crack-it-king-of-safes")).unwrap();
    let opened: Vec<Option<u32>> = safes.iter().map(|f| f.get("safes-opened")).collect();
    assert_eq!(opened, vec![Some(2), Some(1), Some(1)]);
    // Passcode: seat 0 rolls its LOCK IN number and wins the round.
    let passcode: Vec<_> = Figures::of_save(&scenario("passcode"))
        .unwrap()
        .iter()
        .map(|f| (f.game(), f.values().collect::<Vec<_>>()))
        .collect();
    assert_eq!(
        passcode,
        vec![
            (
                "passcode",
                vec![("rounds-won", Some(1)), ("lockouts", Some(0))]
            ),
            (
                "passcode",
                vec![("rounds-won", Some(0)), ("lockouts", Some(0))]
            )
        ]
    );
    // Code Knacker: Hanne cracks 123 and takes it.
    let knacker = Figures::of_save(&scenario("code-knacker-hanne")).unwrap();
    assert_eq!(
        (
            knacker[0].get("safes-cracked"),
            knacker[0].get("solo-games")
        ),
        (Some(1), Some(0))
    );
}

#[test]
fn a_match_of_three_rates_each_winner_loser_pair() {
    // King of Safes for three, finished: seat 0 wins (4 points to -2 and 1).
    let mut save = scenario("crack-it-king-of-safes");
    save.names = vec!["Ada".into(), "Normal".into(), "Hard".into()];
    save.updated = 50;
    save.outcome = Some(codebreakers_kernel::Outcome {
        winners: vec![codebreakers_kernel::SeatId(0)],
        scores: vec![4, -2, 1],
    });
    let stats = Statistics::compute(&[save]);
    let ada = stats.player("crack-it", &ada()).unwrap();
    assert_eq!(ada.versus["normal"], Record { played: 1, won: 1 });
    assert_eq!(ada.versus["hard"], Record { played: 1, won: 1 });
    assert_eq!(ada.figures.get("safes-opened"), Some(2));
    // Ada beat two new players in one period: v = 8.9358/2 = 4.4679, φ' = 1/√(1/4.06284 +
    // 1/4.4679) = 1.45873, μ' = φ'²·2·0.33453 = 1.42368: 1500 + 247.32 = 1747.32, RD 253.41.
    let rating = ada.rating().unwrap();
    assert!((rating.rating - 1747.32).abs() < 0.05, "{rating:?}");
    assert!((rating.deviation - 253.41).abs() < 0.05, "{rating:?}");
    // The two losers only lost to Ada (two losers tell nothing): 1337.69 each.
    for level in [BotLevel::Normal, BotLevel::Hard] {
        let p = stats
            .player("crack-it", &PlayerId::Computer(level))
            .unwrap();
        assert!((p.rating().unwrap().rating - 1337.69).abs() < 0.01);
        assert_eq!((p.played, p.won), (1, 0));
    }
}

#[test]
fn unfinished_and_damaged_saves_are_left_out() {
    let [m1, ..] = three_matches();
    let mut unfinished = m1.clone();
    unfinished.outcome = None;
    let mut damaged = m1.clone();
    damaged.actions.truncate(10);
    let stats = Statistics::compute(&[unfinished, damaged, m1]);
    assert_eq!(stats.games["code-breaker"].matches, 1);
    assert_eq!(stats.skipped.len(), 1);
    assert_eq!(
        stats.skipped[0].0, 1,
        "the damaged one, marked finished but not over"
    );
}

#[test]
fn two_computers_of_one_level_count_each_seat_as_itself() {
    // M2's rounds between two easy computers: the second seat wins, the first loses.
    let mut save = code_breaker(EASY, &[None, Some(1), None, Some(5), None, Some(2)], 200);
    save.seats[0] = EASY;
    save.names[0] = EASY.to_string();
    let stats = Statistics::compute(&[save]);
    let easy = stats
        .player("code-breaker", &PlayerId::Computer(BotLevel::Easy))
        .unwrap();
    assert_eq!(
        (easy.played, easy.won),
        (2, 1),
        "one match won and one lost, not one match won"
    );
    assert_eq!(easy.record().win_rate(), Some(0.5));
    assert_eq!(easy.versus["easy"], Record { played: 2, won: 1 });
    assert!(
        easy.ratings.is_empty(),
        "a level against itself is not rated"
    );
    assert_eq!(easy.figures.game(), "code-breaker");
    assert_eq!(
        (
            easy.figures.get("codes-broken"),
            easy.figures.get("codes-missed")
        ),
        (Some(3), Some(3)),
        "both seats' rounds"
    );
}
