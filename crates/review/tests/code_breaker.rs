//! Code Breaker's review: each row judged from the Breaker's view alone, and a row that
//! tells nothing new labelled a blunder.

use codebreakers_code_breaker::{Action, Code, CodeBreaker, Mode, Options, Phase, Role};
use codebreakers_kernel::{Chance, Game, SeatId, Timeline};
use codebreakers_review::{CodeBreakerJudge, Decision, Label, Unit, review_timeline};

const MAKER: SeatId = SeatId(0);
const BREAKER: SeatId = SeatId(1);

fn code(letters: &str) -> Code {
    letters.parse().unwrap()
}

/// A round of the standard game: seat 0 hides `secret`, seat 1 places `rows` (as far as
/// the round lets it).
fn round(secret: &str, rows: &[&str]) -> Timeline<CodeBreaker> {
    let options = Options {
        mode: Mode::Standard,
        first_maker: MAKER,
    };
    let mut timeline = Timeline::new(CodeBreaker::setup(&options, 2, Chance::seeded(1)).unwrap());
    timeline
        .apply(MAKER, Action::SetCode(code(secret)))
        .unwrap();
    for row in rows {
        if !breaking(&timeline) {
            break;
        }
        timeline.apply(BREAKER, Action::Guess(code(row))).unwrap();
    }
    timeline
}

/// Whether seat 1 is still breaking the first round's code.
fn breaking(timeline: &Timeline<CodeBreaker>) -> bool {
    let seen = timeline.state().observe(BREAKER);
    seen.round == 1 && seen.role == Role::Breaker && seen.phase == Phase::Guessing
}

fn judged(timeline: &Timeline<CodeBreaker>) -> Vec<Decision> {
    review_timeline(timeline, &mut CodeBreakerJudge::default())
}

/// The row of the standard space, not placed yet, whose answers over the codes `rows`
/// leave possible tell the least (the Breaker's worst choice there).
fn least_telling_row(secret: &str, rows: &[&str]) -> String {
    use codebreakers_code_breaker::solver::CodeSpace;
    let space = CodeSpace::for_mode(Mode::Standard);
    let seen: Vec<_> = rows
        .iter()
        .map(|row| {
            let row = code(row);
            (space.index_of(&row).unwrap(), code(secret).score(&row))
        })
        .collect();
    let possible = space.consistent(&seen);
    (0..space.len())
        .filter(|&g| !rows.contains(&space.code(g).to_string().as_str()))
        .max_by_key(|&g| {
            let parts = space.split(&possible, g);
            (
                parts
                    .into_iter()
                    .map(|(_, p)| p.len().pow(2))
                    .sum::<usize>(),
                g,
            )
        })
        .map(|g| space.code(g).to_string())
        .unwrap()
}

#[test]
fn a_row_that_tells_nothing_new_is_a_blunder() {
    // Early, with hundreds of codes possible: judged by information; the least telling row
    // there tells next to nothing.
    let early = ["KWORG"];
    let worst = least_telling_row("RGBYP", &early);
    let decisions = judged(&round("RGBYP", &[early[0], &worst]));
    let row = &decisions[1];
    assert_eq!(
        (row.unit, row.label),
        (Unit::Bits, Label::Blunder),
        "{worst}: {}",
        row.figures
    );
    // Late, with one code possible: another row than that code costs a whole row, judged
    // exactly.
    let rows = ["RGBKW", "YPORG", "GRYBP", "BRGPY"];
    let one = judged(&round("RGBYP", &rows[..3]));
    assert_eq!(one[2].figures["possible_after"], 1, "{}", one[2].figures);
    let late = judged(&round("RGBYP", &rows));
    let row = late.last().unwrap();
    assert_eq!(
        (row.unit, row.label),
        (Unit::Rows, Label::Blunder),
        "{}",
        row.figures
    );
    assert!((row.loss - 1.0).abs() < 1e-9, "one row lost: {}", row.loss);
    assert_eq!(
        row.best,
        serde_json::to_value(Action::Guess(code("RGBYP"))).unwrap()
    );
}

#[test]
fn the_solvers_own_rows_are_good() {
    // The rows the hard computer player places, judged: none loses anything.
    let mut timeline = round("OKWRG", &[]);
    let space = codebreakers_code_breaker::solver::CodeSpace::for_mode(Mode::Standard);
    while breaking(&timeline) {
        let seen = timeline.state().observe(BREAKER);
        let row = codebreakers_code_breaker::solver::hard_guess(&space, None, &seen.rows).unwrap();
        timeline.apply(BREAKER, Action::Guess(row)).unwrap();
    }
    let decisions = judged(&timeline);
    assert!(decisions.len() >= 3);
    for decision in &decisions {
        assert!(
            decision.label <= Label::Inaccuracy,
            "the solver's row {} was a {:?} ({} {:?})",
            decision.chosen,
            decision.label,
            decision.loss,
            decision.unit
        );
    }
}

/// Two matches whose hidden codes differ but answer every row alike until the last: each
/// verdict is the same, the last one's answer aside (the first moment the Breaker sees a
/// difference).
#[test]
fn each_row_is_judged_from_what_the_breaker_saw_whatever_the_hidden_code() {
    use codebreakers_code_breaker::solver::CodeSpace;
    let space = CodeSpace::for_mode(Mode::Standard);
    let rows = ["RGBKW", "YPORG", "KWRGB"];
    for secret in ["RGBYP", "OKWRG", "PORKW", "WKORP"] {
        let seen: Vec<(usize, codebreakers_code_breaker::Feedback)> = rows
            .iter()
            .map(|row| {
                let row = code(row);
                (space.index_of(&row).unwrap(), code(secret).score(&row))
            })
            .collect();
        // Another code the Breaker cannot tell from the secret by these rows.
        let twin = space
            .consistent(&seen)
            .into_iter()
            .map(|index| space.code(index as usize))
            .find(|other| *other != code(secret));
        let Some(twin) = twin else { continue };
        let twin = twin.to_string();
        // A last row that tells them apart: the secret itself.
        let with_last: Vec<&str> = rows.iter().copied().chain([secret]).collect();
        let a = judged(&round(secret, &with_last));
        let b = judged(&round(&twin, &with_last));
        assert_eq!(a.len(), b.len());
        let verdict = |d: &Decision| {
            let mut figures = d.figures.clone();
            figures["possible_after"] = serde_json::Value::Null;
            (
                d.index,
                d.chosen.clone(),
                d.best.clone(),
                d.loss,
                d.label,
                figures,
            )
        };
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(verdict(x), verdict(y), "{secret} / {twin}");
        }
        let (last_a, last_b) = (a.last().unwrap(), b.last().unwrap());
        assert_eq!(last_a.figures["possible_after"], 1, "the secret guessed");
        assert_ne!(
            last_a.figures["possible_after"], last_b.figures["possible_after"],
            "the last answer differs"
        );
    }
}

#[test]
fn the_makers_code_is_not_judged() {
    let decisions = judged(&round("RGBYP", &["RGBKW"]));
    assert!(decisions.iter().all(|d| d.seat == BREAKER));
}
