//! A review made from a save, a step at a time (as the game makes it), and one decision of a
//! match judged alone (as a decision played again is).

use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, Game, MatchSeeds, SeatKind, Timeline};
use codebreakers_records::{ChanceSpec, SaveFile};
use codebreakers_registry::Registered;
use codebreakers_review::{ReviewError, review, start, verdict_at};

/// A match of Crack It between the easy and the hard player, seeded by `seed`, saved after
/// `moves` actions (all of them with `None`).
fn saved(seed: u64, moves: Option<usize>) -> SaveFile {
    let seeds = MatchSeeds::from(seed);
    let start = CrackIt::setup(&Default::default(), 2, seeds.chance()).unwrap();
    let mut bots = [
        CrackIt::bot(BotLevel::Easy, seed),
        CrackIt::bot(BotLevel::Hard, seed + 1),
    ];
    let mut t = Timeline::new(start);
    while let Some(&seat) = t.state().to_decide().first() {
        if moves.is_some_and(|m| t.steps().len() >= m) {
            break;
        }
        let action = bots[seat.index()].decide(&t.state().observe(seat));
        t.apply(seat, action).unwrap();
    }
    let seats = [
        SeatKind::Computer(BotLevel::Easy),
        SeatKind::Computer(BotLevel::Hard),
    ];
    let mut save = SaveFile::new::<CrackIt>(
        &Default::default(),
        &seats,
        &[],
        ChanceSpec::seeded(seed),
        0,
    );
    save.record(&t.log(), t.state(), 0);
    save.outcome = t.state().outcome();
    save
}

#[test]
fn a_review_made_a_step_at_a_time_is_the_review() {
    let save = saved(4, None);
    let whole = review(&save).unwrap();
    let mut reviewing = start(&save).unwrap();
    let (_, total) = reviewing.progress();
    assert_eq!(total, save.actions.len());
    let mut steps = 0;
    while reviewing.advance() {
        steps += 1;
        assert_eq!(reviewing.progress(), (steps, total));
    }
    assert_eq!(steps, total);
    let stepped = reviewing.finish();
    assert_eq!(
        serde_json::to_value(&stepped).unwrap(),
        serde_json::to_value(&whole).unwrap()
    );
    assert!(!whole.decisions.is_empty());
}

#[test]
fn one_decision_is_judged_as_the_whole_review_judges_it_and_a_match_going_on_too() {
    let save = saved(4, None);
    let whole = review(&save).unwrap();
    for decision in whole.decisions.iter().step_by(5) {
        let alone = verdict_at(&save, decision.index).unwrap().unwrap();
        assert_eq!(
            serde_json::to_value((&alone.best, alone.loss, alone.label, alone.standing)).unwrap(),
            serde_json::to_value((
                &decision.best,
                decision.loss,
                decision.label,
                decision.standing
            ))
            .unwrap(),
            "decision {}",
            decision.index
        );
    }
    // A match cut short is no review, but its last decision is judged.
    let first = whole.decisions[0].index;
    let going_on = saved(4, Some(first + 1));
    assert_eq!(review(&going_on).unwrap_err(), ReviewError::NotOver);
    let alone = verdict_at(&going_on, first).unwrap().unwrap();
    assert_eq!(alone.best, whole.decisions[0].best);
    assert!(verdict_at(&going_on, first + 5).unwrap().is_none());
}
