//! Crack It's and Passcode's review: each decision's chance of winning by the search, from
//! what its seat saw, against the best candidate's.

use codebreakers_crack_it::{CrackIt, Mode, ResourceCard};
use codebreakers_kernel::{Bot, BotLevel, Chance, Game, SeatId, Timeline};
use codebreakers_passcode::Passcode;
use codebreakers_review::{Label, Searched, Unit, WinChanceJudge, review_timeline};
use serde_json::{Value, json};

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);

fn edit<G: Game>(game: &G, change: impl FnOnce(&mut Value)) -> G {
    let mut v = serde_json::to_value(game).unwrap();
    change(&mut v);
    serde_json::from_value(v).unwrap()
}

/// `moves` actions from `start`, each seat played by `bots`.
fn played<G: Game>(start: G, bots: &mut [Box<dyn Bot<G>>], moves: usize) -> Timeline<G> {
    let mut t = Timeline::new(start);
    for _ in 0..moves {
        let Some(&seat) = t.state().to_decide().first() else {
            break;
        };
        let action = bots[seat.index()].decide(&t.state().observe(seat));
        t.apply(seat, action).unwrap();
    }
    t
}

/// The actions of `t` applied from `start` as far as the rules allow.
fn same_actions<G: Game>(t: &Timeline<G>, start: G) -> Timeline<G> {
    let mut other = Timeline::new(start);
    for step in t.steps() {
        if other.apply(step.seat, step.action.clone()).is_err() {
            break;
        }
    }
    other
}

/// Seat A's views, before and after each action of `t`, as JSON.
fn views<G: Game>(t: &Timeline<G>) -> Vec<(Value, Value)> {
    let mut state = t.start().clone();
    t.steps()
        .iter()
        .map(|step| {
            let before = serde_json::to_value(state.observe(A)).unwrap();
            state.apply(step.seat, &step.action).unwrap();
            (before, serde_json::to_value(state.observe(A)).unwrap())
        })
        .collect()
}

/// Two matches whose states differ only in what seat A cannot see, the same actions played:
/// while A's views agree, A's decisions get the same verdicts. Returns how many were
/// compared, and whether A's views came apart at some point.
fn verdicts_follow_the_view<G: Searched>(a: &Timeline<G>, b_start: G) -> (usize, bool) {
    assert_ne!(
        serde_json::to_value(a.start()).unwrap(),
        serde_json::to_value(&b_start).unwrap(),
        "the two matches differ"
    );
    let b = same_actions(a, b_start);
    let judged_a = review_timeline(a, &mut WinChanceJudge::new(12, 5));
    let judged_b = review_timeline(&b, &mut WinChanceJudge::new(12, 5));
    let (views_a, views_b) = (views(a), views(&b));
    let agree = views_a
        .iter()
        .zip(&views_b)
        .take_while(|(x, y)| x == y)
        .count();
    let mut compared = 0;
    for decision in judged_a.iter().filter(|d| d.seat == A && d.index < agree) {
        let twin = judged_b
            .iter()
            .find(|d| d.index == decision.index)
            .expect("judged in both");
        // Luck is left out: it counts the rivals' losses since, judged from their views.
        let without_luck = |figures: &Value| {
            let mut figures = figures.clone();
            figures.as_object_mut().map(|f| f.remove("luck"));
            figures
        };
        assert_eq!(
            (
                &decision.best,
                decision.loss,
                decision.label,
                without_luck(&decision.figures)
            ),
            (
                &twin.best,
                twin.loss,
                twin.label,
                without_luck(&twin.figures)
            ),
            "decision {}",
            decision.index
        );
        compared += 1;
    }
    (compared, agree < views_a.len().min(views_b.len()))
}

fn crack_it_bots() -> Vec<Box<dyn Bot<CrackIt>>> {
    (0..2)
        .map(|i| {
            Box::new(codebreakers_crack_it::bots::CrackItBot::rules_only(
                BotLevel::Hard,
                i,
            )) as Box<dyn Bot<CrackIt>>
        })
        .collect()
}

/// B's combination holds its second and last digits the other way round: hidden from A until
/// a dial card or a CRACK IT shows one of them (its first digit comes first).
#[test]
fn crack_it_a_decision_is_judged_from_what_its_seat_saw() {
    let setup = CrackIt::setup(&Default::default(), 2, Chance::seeded(11)).unwrap();
    let arranged = played(setup, &mut crack_it_bots(), 2);
    assert_eq!(
        arranged.state().phase(),
        &codebreakers_crack_it::Phase::Turn
    );
    let start = arranged.state().clone();
    let digits = &start.player(B).combination;
    assert_ne!(
        digits[1].value, digits[2].value,
        "seed 11 deals B two digits that differ"
    );
    let swapped = edit(&start, |v| {
        let combination = &mut v["players"][1]["combination"];
        let second = combination[1]["value"].clone();
        combination[1]["value"] = combination[2]["value"].clone();
        combination[2]["value"] = second;
    });
    let a = played(start, &mut crack_it_bots(), 40);
    let (compared, came_apart) = verdicts_follow_the_view(&a, swapped);
    assert!(compared >= 3, "only {compared} of A's decisions compared");
    assert!(came_apart, "A's dial cards showed the difference at last");
}

/// A holds CRACK IT, and B's safe is one digit from open: playing it wins the game at once
/// (unless B holds a Prohibition), and so may a dial card first. Throwing the card away
/// instead is a blunder: B's safe is as near to open.
#[test]
fn crack_it_throwing_away_the_crack_it_that_wins_is_a_blunder() {
    use ResourceCard::{CrackIt as Crack, Dial};
    let setup = CrackIt::setup(
        &codebreakers_crack_it::Options {
            mode: Mode::KingOfThieves,
        },
        2,
        Chance::seeded(3),
    )
    .unwrap();
    let arranged = played(setup, &mut crack_it_bots(), 2);
    let start = edit(arranged.state(), |v| {
        v["current"] = json!(0);
        v["discard"] = json!([]);
        // The resource cards not in a hand make the pile.
        let mut pile = codebreakers_crack_it::cards::resource_cards();
        for (seat, hand) in [(0, vec![Crack, Dial(5)]), (1, vec![Dial(2)])] {
            for card in &hand {
                pile.remove(pile.iter().position(|c| c == card).unwrap());
            }
            v["players"][seat]["hand"] = json!(hand);
            for digit in 0..2 {
                v["players"][seat]["combination"][digit]["discovered"] = json!(true);
            }
        }
        v["pile"]["cards"] = json!(pile);
    });
    let mut t = Timeline::new(start);
    let throw = codebreakers_crack_it::Action::Discard { cards: vec![0] };
    t.apply(A, throw.clone()).unwrap();
    let judged = review_timeline(&t, &mut WinChanceJudge::default());
    let verdict = judged.first().expect("A's discard is judged");
    assert_eq!(verdict.chosen, serde_json::to_value(&throw).unwrap());
    assert_eq!(verdict.unit, Unit::WinChance);
    assert_eq!(verdict.label, Label::Blunder, "{}", verdict.figures);
    assert_ne!(verdict.best, verdict.chosen);
    assert!(
        verdict.figures["best_chance"].as_f64().unwrap() > 80.0,
        "{}",
        verdict.figures
    );
}

fn passcode_bots() -> Vec<Box<dyn Bot<Passcode>>> {
    (0..2)
        .map(|_| {
            Box::new(codebreakers_passcode::bots::PasscodeBot::rules_only(
                BotLevel::Hard,
            )) as Box<dyn Bot<Passcode>>
        })
        .collect()
}

/// B's hand holds another card (one from under the draw pile): hidden from A until B plays
/// or lays it.
#[test]
fn passcode_a_decision_is_judged_from_what_its_seat_saw() {
    let start = Passcode::setup(&Default::default(), 2, Chance::seeded(21)).unwrap();
    let swapped = edit(&start, |v| {
        let hand = v["players"][1]["hand"][0].clone();
        let bottom = (0..)
            .find(|&k| v["pile"]["cards"][k] != hand && v["pile"]["cards"][k] != json!("fail"))
            .unwrap();
        v["players"][1]["hand"][0] = v["pile"]["cards"][bottom].clone();
        v["pile"]["cards"][bottom] = hand;
    });
    let a = played(start, &mut passcode_bots(), 60);
    let (compared, _) = verdicts_follow_the_view(&a, swapped);
    assert!(compared >= 3, "only {compared} of A's decisions compared");
}

/// A and B have each laid 1-5 of their last code; A holds the 6 with a card just drawn:
/// playing the 6 wins the game at once (its score is 0). Discarding it instead is a blunder:
/// B takes it from the discard pile and wins.
#[test]
fn passcode_discarding_the_card_that_wins_is_a_blunder() {
    let setup = Passcode::setup(&Default::default(), 2, Chance::seeded(3)).unwrap();
    let start = edit(&setup, |v| {
        v["current"] = json!(0);
        v["phase"] = json!({"turn": {"step": "holding"}});
        for seat in 0..2 {
            v["players"][seat]["level"] = json!(3);
            v["players"][seat]["score"] = json!(0);
            v["players"][seat]["codes"] =
                json!([[1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]]);
            v["players"][seat]["placed"] = json!(
                [{"digit": 1}, {"digit": 2}, {"digit": 3}, {"digit": 4}, {"digit": 5}, null]
            );
            v["players"][seat]["hand"] = json!([{"digit": 2}]);
        }
        v["players"][0]["hand"] = json!([{"digit": 6}, {"digit": 2}]);
        v["pile"]["cards"] = json!([]);
    });
    // The cards not in sight make the draw pile.
    let start = edit(&start, |v| {
        let mut pile = codebreakers_passcode::all_cards();
        for card in start.count_cards() {
            pile.remove(
                pile.iter()
                    .position(|&c| c == card)
                    .expect("a card of the box"),
            );
        }
        v["pile"]["cards"] = json!(pile);
    });
    let mut t = Timeline::new(start);
    let discard = codebreakers_passcode::Action::Discard { card: 0 };
    t.apply(A, discard).unwrap();
    let judged = review_timeline(&t, &mut WinChanceJudge::default());
    let verdict = judged.first().expect("A's discard is judged");
    assert_eq!(verdict.label, Label::Blunder, "{}", verdict.figures);
    assert_eq!(
        verdict.best,
        serde_json::to_value(codebreakers_passcode::Action::Play {
            card: 0,
            digit: None
        })
        .unwrap()
    );
    assert_eq!(verdict.figures["best_chance"].as_f64().unwrap(), 100.0);
}
