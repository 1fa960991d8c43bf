//! Views see what a seat sees, headless: for each game, two worlds that differ only in what
//! the seat at the screen cannot see (another seat's hand, code or combination, the order of
//! a face-down pile) give the same pieces on the table, each saying the same of itself, and
//! the same viewpoint for the panel's words.

use crate::common;

use bevy::prelude::*;
use codebreakers::games::code_breaker::table::PieceId as BoardPiece;
use codebreakers::games::code_knacker::table::KnId;
use codebreakers::games::crack_it::table::PieceId as CiPieceId;
use codebreakers::games::passcode::table::PieceId as PcPieceId;
use codebreakers::screens::GameId;
use codebreakers::table::pieces::PieceKey;
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{AppGame, Match, TookBack};
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, SeatKind};
use codebreakers_passcode::Passcode;
use common::app::*;
use common::table::*;
use common::views::*;

const AGAINST_A_COMPUTER: [SeatKind; 2] = [SeatKind::Human, SeatKind::Computer(BotLevel::Normal)];

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

#[test]
fn code_breaker_the_breakers_table_is_the_same_whatever_code_hides_behind_the_shield() {
    the_same_whatever_the_others_hold::<CodeBreaker, BoardPiece>(
        GameId::CodeBreaker,
        serde_json::json!({"mode": "standard", "first_maker": 1}),
        another_code,
    );
}

#[test]
fn code_knacker_the_table_is_the_same_whatever_order_the_deck_is_in() {
    the_same_whatever_the_others_hold::<CodeKnacker, KnId>(
        GameId::CodeKnacker,
        serde_json::Value::Null,
        another_deck_order,
    );
}

#[test]
fn crack_it_the_table_is_the_same_whatever_the_rival_holds_and_hides() {
    the_same_whatever_the_others_hold::<CrackIt, CiPieceId>(
        GameId::CrackIt,
        serde_json::Value::Null,
        another_rival,
    );
}

#[test]
fn passcode_the_table_is_the_same_whatever_the_rival_holds() {
    the_same_whatever_the_others_hold::<Passcode, PcPieceId>(
        GameId::Passcode,
        serde_json::Value::Null,
        another_deal,
    );
}
