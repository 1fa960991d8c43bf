use super::*;

#[test]
fn spaces_have_the_expected_sizes() {
    assert_eq!(CodeSpace::new(4, 6, true).len(), 1296);
    assert_eq!(CodeSpace::for_mode(Mode::Standard).len(), 6720);
    assert_eq!(CodeSpace::for_mode(Mode::Advanced).len(), 59049);
}

#[test]
fn fast_answers_agree_with_the_rules_scoring() {
    let space = CodeSpace::for_mode(Mode::Advanced);
    for (s, g) in [
        (0, 1),
        (100, 59000),
        (31415, 27182),
        (777, 777),
        (12345, 54321),
    ] {
        let expected = space.code(s).score(&space.code(g));
        assert_eq!(
            space.feedback(s, g),
            expected,
            "{} vs {}",
            space.code(s),
            space.code(g)
        );
    }
}

#[test]
fn index_of_finds_every_code() {
    for space in [
        CodeSpace::for_mode(Mode::Standard),
        CodeSpace::new(4, 6, true),
    ] {
        for i in (0..space.len()).step_by(37) {
            assert_eq!(space.index_of_digits(space.digits(i)), Some(i));
        }
    }
}

#[test]
fn candidates_skip_guesses_equal_up_to_unused_colours() {
    let space = CodeSpace::new(4, 6, true);
    // Opening: only colours introduced in order A, B, C, ... (AAAA, AAAB, AABA, ..., ABCD).
    assert_eq!(space.candidate_guesses(0).len(), 15);
    assert_eq!(space.candidate_guesses(0b11_1111).len(), 1296);
}

#[test]
fn the_solver_finds_every_secret_of_a_small_space() {
    let space = CodeSpace::new(3, 4, true);
    for strategy in Strategy::ALL {
        let report = space.solve_all(strategy);
        assert_eq!(report.distribution.iter().sum::<usize>(), 64);
        assert!(report.worst() <= 5, "{strategy}: {report:?}");
    }
}

/// The live solver's guess after the book line's answers to the book's own guesses.
fn live_guess(space: &CodeSpace, book: &OpeningBook, answers: &[Feedback]) -> Code {
    let rows: Vec<(usize, Feedback)> = (0..answers.len())
        .map(|depth| {
            let guess = book.line(&answers[..depth]).unwrap();
            (space.index_of(&guess).unwrap(), answers[depth])
        })
        .collect();
    space.code(space.next_guess(&rows, Strategy::default()).unwrap())
}

#[test]
fn the_standard_opening_book_is_what_the_solver_computes() {
    let space = CodeSpace::for_mode(Mode::Standard);
    let book = crate::bots::book(Mode::Standard);
    assert_eq!(book.rows, 3);
    // The first two rows in full; the third row's lines by a sample (all of them: 20 s).
    let shallow = OpeningBook::compute(&space, Strategy::default(), 2);
    let book_shallow: Vec<&BookLine> = book.lines.iter().filter(|l| l.answers.len() < 2).collect();
    assert_eq!(shallow.lines.iter().collect::<Vec<_>>(), book_shallow);
    for line in book
        .lines
        .iter()
        .filter(|l| l.answers.len() == 2)
        .step_by(23)
    {
        assert_eq!(live_guess(&space, book, &line.answers), line.guess);
    }
}

#[test]
fn the_advanced_opening_book_covers_every_answer_to_its_guesses() {
    let space = CodeSpace::for_mode(Mode::Advanced);
    let book = crate::bots::book(Mode::Advanced);
    assert_eq!(book.rows, 4);
    let last = book.rows - 1;
    // Every line above the last row has a line for each answer its guess can get from
    // the codes still possible there.
    for line in book.lines.iter().filter(|l| l.answers.len() < last) {
        let mut rows: Vec<(usize, Feedback)> = Vec::new();
        for depth in 0..line.answers.len() {
            let guess = book.line(&line.answers[..depth]).unwrap();
            rows.push((space.index_of(&guess).unwrap(), line.answers[depth]));
        }
        let guess = space.index_of(&line.guess).unwrap();
        let mut answers: Vec<Feedback> = space
            .consistent(&rows)
            .iter()
            .map(|&s| space.feedback(s as usize, guess))
            .filter(|f| !f.is_solved())
            .collect();
        answers.sort_by_key(|f| (f.black, f.white));
        answers.dedup();
        for answer in answers {
            let mut next = line.answers.clone();
            next.push(answer);
            assert!(book.line(&next).is_some(), "no line for {next:?}");
        }
    }
    // The narrowest lines are quick to recompute: the book agrees with the solver there.
    let mut deepest: Vec<&BookLine> = book
        .lines
        .iter()
        .filter(|l| l.answers.len() == last)
        .collect();
    deepest.sort_by_key(|l| {
        let rows: Vec<(usize, Feedback)> = (0..last)
            .map(|depth| {
                let guess = book.line(&l.answers[..depth]).unwrap();
                (space.index_of(&guess).unwrap(), l.answers[depth])
            })
            .collect();
        space.consistent(&rows).len()
    });
    for line in deepest.iter().take(20) {
        assert_eq!(live_guess(&space, book, &line.answers), line.guess);
    }
}

#[test]
fn book_answers_read_and_write_as_short_text() {
    let line = BookLine {
        answers: vec![
            Feedback { black: 0, white: 2 },
            Feedback { black: 1, white: 1 },
        ],
        guess: "KWRBG".parse().unwrap(),
    };
    let text = serde_json::to_string(&line).unwrap();
    assert_eq!(text, r#"{"answers":"0B2W 1B1W","guess":"KWRBG"}"#);
    assert_eq!(serde_json::from_str::<BookLine>(&text).unwrap(), line);
    assert!(serde_json::from_str::<BookLine>(r#"{"answers":"2X","guess":"KWRBG"}"#).is_err());
}

#[test]
fn the_book_answers_only_after_its_own_guesses() {
    let book = crate::bots::book(Mode::Standard);
    let opening = book.guess(&[]).unwrap();
    let secret: Code = "OPYGB".parse().unwrap();
    let row = |guess: Code| crate::rules::Row {
        guess,
        feedback: secret.score(&guess),
    };
    let second = book.guess(&[row(opening)]).unwrap();
    let third = book.guess(&[row(opening), row(second)]).unwrap();
    assert!(
        book.guess(&[row(opening), row(second), row(third)])
            .is_none()
    );
    let other: Code = "PKWRB".parse().unwrap();
    assert_ne!(other, opening);
    assert!(book.guess(&[row(other)]).is_none());
    assert!(book.guess(&[row(other), row(second)]).is_none());
}

#[test]
fn a_game_guess_is_consistent_with_a_single_remaining_code() {
    let space = CodeSpace::for_mode(Mode::Standard);
    let secret: Code = "RGBYK".parse().unwrap();
    let mut rows = vec![];
    for _ in 0..10 {
        let guess = hard_guess(&space, None, &rows).unwrap();
        let feedback = secret.score(&guess);
        rows.push(crate::rules::Row { guess, feedback });
        if feedback.is_solved() {
            break;
        }
    }
    assert_eq!(rows.last().unwrap().guess, secret);
    assert!(rows.len() <= 7);
}
