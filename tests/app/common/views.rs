//! What a seat at the screen is shown, and worlds that differ from a match only in what
//! seat 0 cannot see: for the tests that views see what their seat sees, at a local table
//! (`viewpoints.rs`) and at an online one (`online.rs`).

use bevy::prelude::*;
use codebreakers::i18n::render;
use codebreakers::table::about::About;
use codebreakers::table::pieces::{Kind, Piece, PieceKey};
use codebreakers::table::{AppGame, Match};
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{Chance, Game, SeatId};
use codebreakers_passcode::Passcode;

/// What the seat at the screen is shown: every piece (its key, look, place, turn and what it
/// says of itself), and the viewpoint the panel's words are drawn from.
pub fn shown<G: AppGame, K: PieceKey>(app: &mut App) -> Vec<String> {
    let mut pieces = app.world_mut().query::<(&Piece<K>, Kind, Option<&About>)>();
    let mut shown: Vec<String> = pieces
        .iter(app.world())
        .map(|(piece, kind, about)| {
            format!(
                "{:?} {:?} {:?} {:.3} {:?}",
                piece.key,
                kind.look(),
                piece.home,
                piece.turn,
                about.map(|a| render(&a.0))
            )
        })
        .collect();
    assert!(shown.len() > 3, "pieces are on the table: {shown:?}");
    shown.sort();
    let table = app.world().resource::<Match<G>>();
    shown.push(serde_json::to_string(&table.view()).unwrap());
    shown.push(format!(
        "{:?} {:?} {:?}",
        table.to_decide(),
        table.legal_actions(),
        table.outcome()
    ));
    shown
}

/// `game` with its JSON changed by `edit`.
pub fn edited<G: Game>(game: &G, edit: impl FnOnce(&mut serde_json::Value)) -> G {
    let mut value = serde_json::to_value(game).unwrap();
    edit(&mut value);
    serde_json::from_value(value).unwrap()
}

/// Code Breaker: the same five colours the other way round behind the shield.
pub fn another_code(game: &CodeBreaker) -> CodeBreaker {
    edited(game, |v| {
        let code: String = v["secret"].as_str().unwrap().chars().rev().collect();
        v["secret"] = code.into();
    })
}

/// Code Knacker: the deck in the other order.
pub fn another_deck_order(game: &CodeKnacker) -> CodeKnacker {
    edited(game, |v| {
        v["deck"]["cards"].as_array_mut().unwrap().reverse()
    })
}

/// Crack It: seat 1's hidden digits, its hand and the pile's order changed.
pub fn another_rival(game: &CrackIt) -> CrackIt {
    edited(game, |v| {
        let rival = &mut v["players"][1];
        for digit in rival["combination"].as_array_mut().unwrap() {
            if digit["discovered"] == false {
                let value = digit["value"].as_u64().unwrap();
                digit["value"] = ((value + 3) % 10).into();
            }
        }
        for card in rival["hand"].as_array_mut().unwrap() {
            *card = "prohibition".into();
        }
        v["pile"]["cards"].as_array_mut().unwrap().reverse();
    })
}

/// Passcode: another deal of what seat 0 cannot see (the rival's hand, the pile's order).
pub fn another_deal(game: &Passcode) -> Passcode {
    use codebreakers_passcode::search::sample_world;
    (0..50)
        .filter_map(|seed| sample_world(&game.observe(SeatId(0)), &mut Chance::seeded(seed)))
        .find(|world| world != game)
        .expect("another world fits what seat 0 sees")
}
