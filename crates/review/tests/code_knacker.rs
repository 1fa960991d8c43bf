//! Code Knacker's review: each choice of a turn judged against the turn's exact expected
//! value from what the seat saw, the deck's hidden order apart.

use codebreakers_code_knacker::{Action, CodeKnacker};
use codebreakers_kernel::Timeline;
use codebreakers_review::{CodeKnackerJudge, Decision, Label, Unit, review_timeline};

const CHIP: u32 = 6;

/// Two seats; the display 123, 245, 135 (cards 0, 1, 2) over the deck `hidden` (the rest,
/// in the order it is dealt); these rolls, then a seeded stream; the actions played.
fn timeline(hidden: &[usize], rolls: &[u32], actions: &[Action]) -> Timeline<CodeKnacker> {
    let mut order = hidden.to_vec();
    order.extend([2, 1, 0]);
    let mut t = Timeline::new(CodeKnacker::scripted(order, rolls));
    for action in actions {
        let seat = t.state().current();
        t.apply(seat, *action)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }
    t
}

fn judged(t: &Timeline<CodeKnacker>) -> Vec<Decision> {
    use codebreakers_code_knacker::book::{self, Book};
    if book::installed().is_none() {
        let shipped = include_bytes!("../../../assets/code-knacker/turn-values.bin");
        book::install(Book::from_bytes(shipped).unwrap());
    }
    review_timeline(t, &mut CodeKnackerJudge::default())
}

fn deck() -> Vec<usize> {
    (3..22).collect()
}

/// 1, 2, 4, 5 cover two digits of 123 and two of 245; the 3 still on the table would crack
/// 123. Stopping there takes nothing: a blunder, and the best was that 3.
#[test]
fn stopping_with_a_safe_one_die_from_cracked_is_a_blunder() {
    let play = [
        Action::Roll,
        Action::cover(0, 0, 0),
        Action::cover(1, 0, 1),
        Action::cover(2, 1, 1),
        Action::cover(3, 1, 2),
        Action::Stop,
    ];
    let decisions = judged(&timeline(&deck(), &[1, 2, 4, 5, 3], &play));
    let stop = decisions.last().unwrap();
    assert_eq!(stop.chosen, serde_json::to_value(Action::Stop).unwrap());
    assert_eq!(
        (stop.unit, stop.label),
        (Unit::Millions, Label::Blunder),
        "{}",
        stop.figures
    );
    assert_eq!(
        stop.best,
        serde_json::to_value(Action::cover(4, 0, 2)).unwrap()
    );
    assert_eq!(stop.figures["expected"], 0.0, "stopping cracked nothing");
    assert!(stop.loss >= 2.0, "a card's millions lost: {}", stop.loss);
    // The covers before it were good choices.
    assert!(
        decisions[..decisions.len() - 1]
            .iter()
            .all(|d| d.label != Label::Blunder)
    );
}

/// The order of the face-down deck is hidden: two matches that differ in it alone get the
/// same verdicts while no card comes from it.
#[test]
fn a_turn_is_judged_from_what_the_seat_saw_whatever_the_deck_holds() {
    let play = [
        Action::Roll,
        Action::cover(0, 0, 0),
        Action::Roll,
        Action::cover(1, 0, 1),
        Action::Stop,
    ];
    let rolls = [1, CHIP, 4, 4, 4, 2, 3, 3, 3];
    let mut reversed = deck();
    reversed.reverse();
    let a = judged(&timeline(&deck(), &rolls, &play));
    let b = judged(&timeline(&reversed, &rolls, &play));
    assert!(!a.is_empty());
    let verdict = |d: &Decision| {
        (
            d.index,
            d.chosen.clone(),
            d.best.clone(),
            d.label,
            d.figures.clone(),
        )
    };
    assert_eq!(
        a.iter().map(verdict).collect::<Vec<_>>(),
        b.iter().map(verdict).collect::<Vec<_>>()
    );
}

/// A roll's luck is what the dice gave against a roll's average there: a roll that cracks
/// a card and brings microchips is lucky, three 1s (one of use) are not.
#[test]
fn a_rolls_luck_is_kept_apart_from_the_choice() {
    let lucky = judged(&timeline(
        &deck(),
        &[1, 2, 4, 4, 4, 3, 6, 6],
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::Roll,
        ],
    ));
    let roll = lucky.last().unwrap();
    assert!(
        roll.figures["luck"].as_f64().unwrap() > 0.0,
        "{}",
        roll.figures
    );
    let unlucky = judged(&timeline(
        &deck(),
        &[1, 2, 4, 4, 4, 1, 1, 1],
        &[
            Action::Roll,
            Action::cover(0, 0, 0),
            Action::cover(1, 0, 1),
            Action::Roll,
        ],
    ));
    let roll = unlucky.last().unwrap();
    assert!(
        roll.figures["luck"].as_f64().unwrap() < 0.0,
        "{}",
        roll.figures
    );
}
