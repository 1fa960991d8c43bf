//! Views see what a seat sees, headless: for each game, two worlds that differ only in what
//! the seat at the screen cannot see (another seat's hand, code or combination, the order of
//! a face-down pile) give the same pieces on the table, each saying the same of itself, and
//! the same viewpoint for the panel's words.

mod common;

use bevy::prelude::*;
use codebreakers::games::code_breaker::table::PieceId as BoardPiece;
use codebreakers::games::code_knacker::table::KnId;
use codebreakers::games::crack_it::table::PieceId as CiPieceId;
use codebreakers::games::passcode::table::PieceId as PcPieceId;
use codebreakers::i18n::render;
use codebreakers::screens::GameId;
use codebreakers::table::about::About;
use codebreakers::table::pieces::{Kind, Piece, PieceKey};
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{AppGame, Match, TookBack};
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, Chance, Game, SeatKind};
use codebreakers_passcode::Passcode;
use common::app::*;
use common::table::*;

const AGAINST_A_COMPUTER: [SeatKind; 2] = [SeatKind::Human, SeatKind::Computer(BotLevel::Normal)];

/// What the seat at the screen is shown: every piece (its key, look, place, turn and what it
/// says of itself), and the viewpoint the panel's words are drawn from.
fn shown<G: AppGame, K: PieceKey>(app: &mut App) -> Vec<String> {
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

/// The table set to `world` (as if the match had begun there), as the screen shows it.
fn seen_in<G: AppGame, K: PieceKey>(app: &mut App, world: G) -> Vec<String> {
    app.world_mut()
        .resource_mut::<Match<G>>()
        .set_the_table(world);
    // Views that keep their own picture of the table rebuild it, as after an undo.
    app.world_mut().write_message(TookBack);
    settle(app);
    shown::<G, K>(app)
}

/// At the human's first decision against a computer, the table in this world and in the
/// one `other` makes of it look the same.
fn the_same_whatever_the_others_hold<G: AppGame + PartialEq, K: PieceKey>(
    game: GameId,
    options: serde_json::Value,
    other: impl FnOnce(&G) -> G,
) {
    let mut app = start(game, &AGAINST_A_COMPUTER, options, 3);
    update_until(&mut app, "the human's decision", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    let table = app.world().resource::<Match<G>>();
    let (world, viewer) = (table.referee().state().clone(), table.viewer);
    let other = other(&world);
    assert_ne!(world, other, "the other world differs");
    assert_eq!(
        world.observe(viewer),
        other.observe(viewer),
        "and the seat at the screen cannot tell"
    );
    let here = seen_in::<G, K>(&mut app, world);
    let there = seen_in::<G, K>(&mut app, other);
    assert_eq!(here, there);
}

/// `game` with its JSON changed by `edit`.
fn edited<G: Game>(game: &G, edit: impl FnOnce(&mut serde_json::Value)) -> G {
    let mut value = serde_json::to_value(game).unwrap();
    edit(&mut value);
    serde_json::from_value(value).unwrap()
}

#[test]
fn code_breaker_the_breakers_table_is_the_same_whatever_code_hides_behind_the_shield() {
    the_same_whatever_the_others_hold::<CodeBreaker, BoardPiece>(
        GameId::CodeBreaker,
        serde_json::json!({"mode": "standard", "first_maker": 1}),
        |game| {
            edited(game, |v| {
                // The same five colours the other way round: another code.
                let code: String = v["secret"].as_str().unwrap().chars().rev().collect();
                v["secret"] = code.into();
            })
        },
    );
}

#[test]
fn code_knacker_the_table_is_the_same_whatever_order_the_deck_is_in() {
    the_same_whatever_the_others_hold::<CodeKnacker, KnId>(
        GameId::CodeKnacker,
        serde_json::Value::Null,
        |game| {
            edited(game, |v| {
                v["deck"]["cards"].as_array_mut().unwrap().reverse()
            })
        },
    );
}

#[test]
fn crack_it_the_table_is_the_same_whatever_the_rival_holds_and_hides() {
    the_same_whatever_the_others_hold::<CrackIt, CiPieceId>(
        GameId::CrackIt,
        serde_json::Value::Null,
        |game| {
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
        },
    );
}

#[test]
fn passcode_the_table_is_the_same_whatever_the_rival_holds() {
    use codebreakers_passcode::search::sample_world;
    the_same_whatever_the_others_hold::<Passcode, PcPieceId>(
        GameId::Passcode,
        serde_json::Value::Null,
        |game| {
            // Another deal of what seat 0 cannot see: the rival's hand, the pile's order.
            (0..50)
                .filter_map(|seed| {
                    sample_world(
                        &game.observe(codebreakers_kernel::SeatId(0)),
                        &mut Chance::seeded(seed),
                    )
                })
                .find(|world| world != game)
                .expect("another world fits what seat 0 sees")
        },
    );
}
