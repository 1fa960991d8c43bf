//! What a player may take back in Code Breaker (`Game::revocable`), each in a test named
//! after the situation.

use codebreakers_code_breaker::{Action, CodeBreaker, Mode, Options, Phase};
use codebreakers_kernel::{Chance, Game, SeatId, Timeline, check_take_back};

const MAKER: SeatId = SeatId(0);
const BREAKER: SeatId = SeatId(1);

fn set(code: &str) -> Action {
    Action::SetCode(code.parse().unwrap())
}

fn guess(code: &str) -> Action {
    Action::Guess(code.parse().unwrap())
}

fn timeline(actions: &[(SeatId, Action)]) -> Timeline<CodeBreaker> {
    let options = Options {
        mode: Mode::Standard,
        first_maker: MAKER,
    };
    let mut t = Timeline::new(CodeBreaker::setup(&options, 2, Chance::seeded(0)).unwrap());
    for (seat, action) in actions {
        t.apply(*seat, *action).unwrap();
    }
    t
}

#[test]
fn code_breaker_the_makers_hidden_code_may_be_taken_back_before_the_first_guess() {
    let mut t = timeline(&[(MAKER, set("RGBYK"))]);
    assert_eq!(t.revocable(MAKER), 1);
    assert_eq!(t.revocable(BREAKER), 0, "not the Breaker's action");
    assert_eq!(t.take_back(MAKER, 1), 1);
    assert_eq!(t.state().phase(), Phase::SettingCode);
    assert_eq!(t.state().secret(), None);
    t.apply(MAKER, set("POYWB")).unwrap();
    assert_eq!(t.state().secret(), Some("POYWB".parse().unwrap()));
}

#[test]
fn code_breaker_a_submitted_guess_may_not_be_taken_back() {
    let mut t = timeline(&[(MAKER, set("RGBYK")), (BREAKER, guess("KWRBG"))]);
    assert_eq!(t.revocable(BREAKER), 0, "the key pegs answered it");
    assert_eq!(t.take_back(BREAKER, 1), 0);
    assert_eq!(t.state().rows().len(), 1);
}

#[test]
fn code_breaker_the_code_may_not_be_taken_back_once_the_breaker_has_guessed() {
    let t = timeline(&[(MAKER, set("RGBYK")), (BREAKER, guess("KWRBG"))]);
    assert_eq!(t.revocable(MAKER), 0);
}

#[test]
fn code_breaker_taking_the_code_back_and_hiding_it_again_gives_the_same_state() {
    let t = timeline(&[(MAKER, set("RGBYK"))]);
    check_take_back(&t).unwrap();
    let mut again = t.clone();
    again.take_back(MAKER, 1);
    again.apply(MAKER, set("RGBYK")).unwrap();
    assert_eq!(again.state(), t.state());
}

#[test]
fn code_breaker_every_action_of_a_played_match_keeps_the_take_back_contract() {
    let mut t = timeline(&[]);
    let mut revocable = 0;
    let mut n = 0u64;
    while t.state().outcome().is_none() {
        let seat = t.state().to_decide()[0];
        n = n
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // The Maker hides one of a few codes; the Breaker misses twice, then breaks it.
        let codes = ["RGBYK", "POYWB", "KWRBG", "WKBRY"];
        let action = match (t.state().phase(), t.state().rows().len()) {
            (Phase::SettingCode, _) => set(codes[(n >> 33) as usize % codes.len()]),
            (_, rows) if rows < 2 => {
                let secret = t.state().secret().unwrap().to_string();
                let miss = codes
                    .iter()
                    .find(|c| **c != secret && t.state().check_guess(&c.parse().unwrap()).is_ok());
                guess(miss.unwrap())
            }
            _ => Action::Guess(t.state().secret().unwrap()),
        };
        t.apply(seat, action).unwrap();
        check_take_back(&t).unwrap();
        revocable += t.revocable(seat);
    }
    assert!(revocable > 0);
}
