//! The tables' pieces under the pointer and the keyboard, headless: the game's view lays
//! its pieces out as entities; picking events on them (as bevy_picking sends them for a
//! mouse or a finger) end in the game's action, and the keyboard's focus walks the same
//! entities. Every card laid out draws its picture on both sides.

use crate::common;

use bevy::picking::events::{DragEnd, Pointer};
use bevy::picking::pointer::{PointerButton, PointerId};
use bevy::prelude::*;
use codebreakers::games::code_breaker::Draft;
use codebreakers::games::code_breaker::table::Place;
use codebreakers::games::code_knacker::DiceFocus;
use codebreakers::games::code_knacker::table::Knack;
use codebreakers::games::crack_it::table::Spot as CiSpot;
use codebreakers::games::passcode::table::{PieceId, Spot};
use codebreakers::games::passcode::{Choice, must_roll};
use codebreakers::screens::GameId;
use codebreakers::screens::Paused;
use codebreakers::settings::AnimationSpeed;
use codebreakers::table::Match;
use codebreakers::table::anim::Motion;
use codebreakers::table::pieces::{Focused, Piece, Target};
use codebreakers::table::turn::{TableBusy, TurnPhase};
use codebreakers_code_breaker::{Mode, Options as CbOptions, Peg};
use codebreakers_code_knacker::{Action as CkAction, CodeKnacker, Phase as CkPhase};
use codebreakers_crack_it::{Action as CiAction, CrackIt, Phase as CiPhase, ResourceCard};
use codebreakers_kernel::{BotLevel, Game, SeatId, SeatKind};
use codebreakers_passcode::{Passcode, Phase, Step};
use common::app::*;
use common::table::*;

fn passcode(app: &App) -> Passcode {
    app.world()
        .resource::<Match<Passcode>>()
        .referee()
        .state()
        .clone()
}

fn human_turn(app: &mut App, step: Step) {
    update_until(app, "the human's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
            && passcode(app).current() == SeatId(0)
            && *passcode(app).phase() == Phase::Turn { step }
    });
    app.update();
}

#[test]
fn passcode_a_click_on_the_pile_draws_and_a_card_dragged_to_the_discard_is_discarded() {
    let mut app = start(
        GameId::Passcode,
        &[SeatKind::Human, SeatKind::Computer(BotLevel::Normal)],
        serde_json::Value::Null,
        4,
    );
    human_turn(&mut app, Step::Start);
    assert!(
        !must_roll(&passcode(&app).observe(SeatId(0))),
        "seed 4 starts with a draw"
    );
    let pile = piece_at(&mut app, Spot::Pile);
    click(&mut app, pile);
    let game = passcode(&app);
    assert_eq!(
        *game.phase(),
        Phase::Turn {
            step: Step::Holding
        }
    );
    assert_eq!(
        game.player(SeatId(0)).hand.len(),
        2,
        "the click drew a card"
    );
    app.update();

    // The hand's cards are pieces now; the first, dragged onto the discard pile, is
    // discarded.
    let card = game.player(SeatId(0)).hand[0];
    let held = piece_at(&mut app, Spot::Hand(0));
    let discard = piece_at(&mut app, Spot::Discard);
    drag(&mut app, held, discard);
    let game = passcode(&app);
    assert_eq!(
        game.player(SeatId(0)).hand.len(),
        1,
        "one card left the hand"
    );
    assert_eq!(game.observe(SeatId(0)).discard.last(), Some(&card));
}

#[test]
fn passcode_a_card_dragged_onto_a_rivals_board_is_no_action() {
    let mut app = start(
        GameId::Passcode,
        &[SeatKind::Human, SeatKind::Computer(BotLevel::Normal)],
        serde_json::Value::Null,
        4,
    );
    human_turn(&mut app, Step::Start);
    let pile = piece_at(&mut app, Spot::Pile);
    click(&mut app, pile);
    app.update();
    let before = passcode(&app);
    // The rival's board carries no target: a drop there reaches no action, and the card
    // goes home.
    let rival_board = {
        let mut pieces = app.world_mut().query::<(Entity, &Piece<PieceId>)>();
        pieces
            .iter(app.world())
            .find(|(_, p)| p.key == PieceId::Board(1))
            .map(|(e, _)| e)
            .expect("the rival's board is a piece")
    };
    let held = piece_at(&mut app, Spot::Hand(0));
    drag(&mut app, held, rival_board);
    assert!(passcode(&app) == before, "nothing happened");
}

#[test]
fn passcode_the_keyboard_focus_walks_the_digits_on_the_table() {
    let mut app = start(
        GameId::Passcode,
        &[SeatKind::Human, SeatKind::Computer(BotLevel::Normal)],
        serde_json::json!({"any_order": true}),
        4,
    );
    human_turn(&mut app, Step::Start);
    let pile = piece_at(&mut app, Spot::Pile);
    click(&mut app, pile);
    app.update();
    let focused = |app: &mut App| {
        let mut focused = app
            .world_mut()
            .query_filtered::<&Target<Spot>, With<Focused>>();
        focused.iter(app.world()).map(|t| t.hit).collect::<Vec<_>>()
    };
    assert_eq!(focused(&mut app), vec![Spot::Digit(0)], "the first digit");
    for (key, digit) in [
        (KeyCode::ArrowDown, 1),
        (KeyCode::ArrowDown, 2),
        (KeyCode::ArrowUp, 1),
    ] {
        press(&mut app, key);
        assert_eq!(app.world().resource::<Choice>().digit, digit);
        assert_eq!(focused(&mut app), vec![Spot::Digit(digit as u8)]);
    }
}

fn crack_it(app: &App) -> &Match<CrackIt> {
    app.world().resource::<Match<CrackIt>>()
}

#[test]
fn crack_it_a_combination_card_dragged_to_another_place_and_a_dial_card_dragged_onto_a_rivals_safe()
{
    let mut app = start(
        GameId::CrackIt,
        &[SeatKind::Human, SeatKind::Computer(BotLevel::Hard)],
        serde_json::json!({"mode": "king_of_thieves"}),
        11,
    );
    update_until(&mut app, "the arrangement", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
            && *crack_it(app).referee().state().phase() == CiPhase::Arranging
    });
    app.update();
    // Arranging: the first card dragged onto the third place goes there.
    let first = piece_at(&mut app, CiSpot::Combination(0));
    let third = piece_at(&mut app, CiSpot::Combination(2));
    drag(&mut app, first, third);
    assert_eq!(
        app.world()
            .resource::<codebreakers::games::crack_it::Hand>()
            .order,
        [1, 2, 0]
    );
    // A click on a card of the safe picks it to swap; a click on another swaps them.
    let (a, b) = (
        piece_at(&mut app, CiSpot::Combination(0)),
        piece_at(&mut app, CiSpot::Combination(1)),
    );
    click(&mut app, a);
    click(&mut app, b);
    assert_eq!(
        app.world()
            .resource::<codebreakers::games::crack_it::Hand>()
            .order,
        [2, 1, 0]
    );
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Enter);
    app.update();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::Enter);
    settle(&mut app);
    update_until(&mut app, "the human's turn", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
            && *crack_it(app).referee().state().phase() == CiPhase::Turn
            && crack_it(app).referee().state().current() == SeatId(0)
    });
    app.update();
    let hand = crack_it(&app)
        .referee()
        .state()
        .player(SeatId(0))
        .hand
        .clone();
    let dial = hand
        .iter()
        .position(|c| matches!(c, ResourceCard::Dial(_)))
        .expect("seed 11 deals a dial card") as u8;
    let card = piece_at(&mut app, CiSpot::Hand(dial));
    let safe = piece_at(&mut app, CiSpot::Rival(SeatId(1)));
    let before = crack_it(&app).referee().steps().len();
    drag(&mut app, card, safe);
    let log = &crack_it(&app).referee().steps();
    assert!(log.len() > before, "the drop played the card");
    assert_eq!(log[before].seat, SeatId(0));
    assert_eq!(
        log[before].action,
        CiAction::Dial {
            card: dial,
            rival: SeatId(1)
        }
    );
}

fn passcode_actions(app: &App) -> usize {
    app.world()
        .resource::<Match<Passcode>>()
        .referee()
        .steps()
        .len()
}

/// Two computers at Passcode at normal speed.
fn passcode_computers() -> App {
    let computer = SeatKind::Computer(BotLevel::Normal);
    start_at(
        GameId::Passcode,
        &[computer, computer],
        serde_json::Value::Null,
        2,
        AnimationSpeed::Normal,
    )
}

/// Rules page, "The deal": the code digits come off the die one by one, and play waits for
/// them: the table is busy exactly while its pieces move.
#[test]
fn passcode_play_waits_while_the_codes_are_rolled() {
    let mut app = passcode_computers();
    // The match is on the table a frame after the screen opens (`InPlay`); its digits then
    // come off the die, and nobody decides meanwhile.
    app.update();
    app.update();
    let busy = app.world().resource::<TableBusy>();
    assert!(busy.moving > 10, "the digits are moving: {busy:?}");
    assert_eq!(phase(&app), Some(TurnPhase::Animating));
    assert_eq!(passcode_actions(&app), 0);
    update_until(&mut app, "the first decision", |app| {
        passcode_actions(app) > 0
    });
    let mut moving = app.world_mut().query_filtered::<(), With<Motion>>();
    assert!(
        moving.iter(app.world()).count() <= 2,
        "the digits were down first"
    );
}

/// Pause pauses: with the menu open, a computers' match stands still (no decision, no
/// piece moving on, the computer's thinking frozen), and goes on once it closes.
#[test]
fn pause_stops_the_computers_and_the_motions() {
    let mut app = passcode_computers();
    // The match is on the table a frame after the screen opens (`InPlay`); its digits then
    // come off the die, and nobody decides meanwhile.
    app.update();
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Paused>>()
        .set(Paused::Yes);
    app.update();
    let poses = |app: &mut App| {
        let mut moving = app
            .world_mut()
            .query_filtered::<(Entity, &Transform), With<Motion>>();
        let mut poses: Vec<(Entity, Vec3)> = moving
            .iter(app.world())
            .map(|(e, t)| (e, t.translation))
            .collect();
        poses.sort_by_key(|(e, _)| *e);
        poses
    };
    let (before, frozen) = (passcode_actions(&app), poses(&mut app));
    assert!(
        !frozen.is_empty(),
        "pieces were moving when the menu opened"
    );
    // 20 seconds of game time would see the digits down and many decisions.
    for _ in 0..400 {
        app.update();
    }
    assert_eq!(passcode_actions(&app), before, "no decision while paused");
    assert_eq!(poses(&mut app), frozen, "no piece moved while paused");
    assert!(app.world().resource::<Time<Virtual>>().is_paused());
    app.world_mut()
        .resource_mut::<NextState<Paused>>()
        .set(Paused::No);
    update_until(&mut app, "play to go on", |app| {
        passcode_actions(app) > before
    });
    assert!(!app.world().resource::<Time<Virtual>>().is_paused());
}

/// A human Breaker against a computer Maker, at row 1.
fn code_breaker_row() -> App {
    let options = CbOptions {
        mode: Mode::Standard,
        first_maker: SeatId(1),
    };
    let mut app = start(
        GameId::CodeBreaker,
        &[SeatKind::Human, SeatKind::Computer(BotLevel::Easy)],
        serde_json::to_value(options).unwrap(),
        3,
    );
    update_until(&mut app, "the human's row", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    app
}

/// The piece for `place` that may (or may not) be picked up: a hole's peg, or the hole.
fn place_piece(app: &mut App, place: Place, draggable: bool) -> Entity {
    let mut targets = app.world_mut().query::<(Entity, &Target<Place>)>();
    targets
        .iter(app.world())
        .find(|(_, t)| t.hit == place && t.draggable == draggable)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no piece for {place:?} (draggable: {draggable})"))
}

fn holes(app: &App) -> [Option<Peg>; 5] {
    app.world().resource::<Draft>().holes
}

/// A piece picked up and let go where nothing takes it.
fn let_go_on_nothing(app: &mut App, held: Entity) {
    pick_up(app, held);
    app.world_mut().trigger(Pointer::new(
        PointerId::Mouse,
        location(),
        DragEnd {
            button: PointerButton::Primary,
            distance: Vec2::new(200.0, 0.0),
        },
        held,
    ));
    settle(app);
}

#[test]
fn code_breaker_pegs_are_taken_from_the_tray_moved_between_holes_and_taken_out() {
    let mut app = code_breaker_row();
    // A colour dragged from the tray onto a hole goes in.
    let red = place_piece(&mut app, Place::Tray(Peg::Red), true);
    let hole = place_piece(&mut app, Place::Hole(2), false);
    drag(&mut app, red, hole);
    assert_eq!(holes(&app), [None, None, Some(Peg::Red), None, None]);
    // A click on a colour fills the focused hole, the next open one.
    let blue = place_piece(&mut app, Place::Tray(Peg::Blue), true);
    click(&mut app, blue);
    settle(&mut app);
    assert_eq!(holes(&app)[3], Some(Peg::Blue));
    // A peg dragged onto another hole moves there.
    let red_peg = place_piece(&mut app, Place::Hole(2), true);
    let first = place_piece(&mut app, Place::Hole(0), false);
    drag(&mut app, red_peg, first);
    assert_eq!(
        holes(&app),
        [Some(Peg::Red), None, None, Some(Peg::Blue), None]
    );
    // One let go off the row comes out.
    let blue_peg = place_piece(&mut app, Place::Hole(3), true);
    let_go_on_nothing(&mut app, blue_peg);
    assert_eq!(holes(&app), [Some(Peg::Red), None, None, None, None]);
    // The tray's peg is back on the tray, ready to be taken again.
    let again = place_piece(&mut app, Place::Tray(Peg::Red), true);
    assert_eq!(again, red, "the same piece");
}

#[test]
fn code_breaker_the_keyboard_focus_walks_the_holes_on_the_board() {
    let mut app = code_breaker_row();
    let focused = |app: &mut App| {
        let mut focused = app
            .world_mut()
            .query_filtered::<&Target<Place>, With<Focused>>();
        focused.iter(app.world()).map(|t| t.hit).collect::<Vec<_>>()
    };
    assert_eq!(focused(&mut app), vec![Place::Hole(0)]);
    for (key, hole) in [
        (KeyCode::ArrowRight, 1),
        (KeyCode::ArrowRight, 2),
        (KeyCode::ArrowLeft, 1),
        (KeyCode::ArrowLeft, 0),
        (KeyCode::ArrowLeft, 4),
    ] {
        press(&mut app, key);
        assert_eq!(app.world().resource::<Draft>().focus, hole);
        assert_eq!(focused(&mut app), vec![Place::Hole(hole)]);
    }
}

/// A human at Code Knacker against a computer, the dice just rolled.
fn code_knacker_rolled() -> App {
    let mut app = start(
        GameId::CodeKnacker,
        &[SeatKind::Human, SeatKind::Computer(BotLevel::Normal)],
        serde_json::Value::Null,
        3,
    );
    let human_phase = |app: &App| {
        let game = &app
            .world()
            .resource::<Match<CodeKnacker>>()
            .referee()
            .state();
        (phase(app) == Some(TurnPhase::AwaitingHuman)).then(|| game.observe(SeatId(0)).phase)
    };
    update_until(&mut app, "the human's roll", |app| {
        human_phase(app) == Some(CkPhase::Rolling)
    });
    press(&mut app, KeyCode::KeyR);
    update_until(&mut app, "the human's choice", |app| {
        human_phase(app) == Some(CkPhase::Choosing)
    });
    app
}

fn knacker_piece(app: &mut App, knack: Knack) -> Entity {
    piece_at(app, knack)
}

#[test]
fn code_knacker_a_die_dragged_onto_a_digit_covers_it() {
    let mut app = code_knacker_rolled();
    let legal = {
        let table = app.world().resource::<Match<CodeKnacker>>();
        table.referee().state().legal_actions(SeatId(0))
    };
    let (die, cover) = legal
        .iter()
        .find_map(|a| match a {
            CkAction::SetAside {
                die,
                cover: Some(cover),
            } => Some((*die, *cover)),
            _ => None,
        })
        .expect("seed 3 rolls a die that fits a digit");
    let held = knacker_piece(&mut app, Knack::Die(die));
    let digit = knacker_piece(&mut app, Knack::Digit(cover));
    drag(&mut app, held, digit);
    let table = app.world().resource::<Match<CodeKnacker>>();
    assert_eq!(
        table.referee().steps().last().map(|a| a.action),
        Some(CkAction::SetAside {
            die,
            cover: Some(cover)
        })
    );
}

#[test]
fn code_knacker_the_keyboard_focus_walks_the_dice_on_the_table() {
    let mut app = code_knacker_rolled();
    let focused = |app: &mut App| {
        let mut focused = app
            .world_mut()
            .query_filtered::<&Target<Knack>, With<Focused>>();
        focused
            .iter(app.world())
            .filter_map(|t| match t.hit {
                Knack::Die(d) => Some(d),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    for _ in 0..3 {
        press(&mut app, KeyCode::ArrowRight);
        let die = app
            .world()
            .resource::<DiceFocus>()
            .die
            .expect("a die has the focus");
        assert_eq!(
            focused(&mut app),
            vec![die],
            "the ring is on the focused die"
        );
    }
}

/// A human whose safe is opened in King of Thieves is told so, and may watch on or leave:
/// the human's decisions are an easy computer's, submitted as the view would.
#[test]
fn a_human_knocked_out_is_told_and_may_watch_or_leave() {
    use codebreakers::table::{Proceed, Submit, Summary};
    use codebreakers_crack_it::bots::CrackItBot;
    use codebreakers_kernel::Bot;
    let mut app = start(
        GameId::CrackIt,
        &[
            SeatKind::Human,
            SeatKind::Computer(BotLevel::Hard),
            SeatKind::Computer(BotLevel::Hard),
        ],
        serde_json::json!({"mode": "king_of_thieves"}),
        3,
    );
    let mut stand_in = CrackItBot::new(BotLevel::Easy, 1);
    for _ in 0..20_000 {
        let summary = app.world().resource::<Summary>().clone();
        if summary.may_leave {
            let said: Vec<&str> = summary.lines.iter().map(|w| w.key).collect();
            assert!(said.contains(&"table-out-title"), "{said:?}");
            assert!(crack_it(&app).referee().state().observe(SeatId(0)).out[0]);
            // Watching on: the others play to the end.
            app.world_mut().write_message(Proceed);
            update_until(&mut app, "the match's end", |app| {
                crack_it(app).referee().state().outcome().is_some()
            });
            return;
        }
        if !summary.lines.is_empty() {
            app.world_mut().write_message(Proceed);
        } else if phase(&app) == Some(TurnPhase::AwaitingHuman) {
            let table = crack_it(&app);
            if let Some(&seat) = table.referee().state().to_decide().first() {
                let action = stand_in.decide(&table.referee().state().observe(seat));
                app.world_mut()
                    .write_message(Submit::<CrackIt> { seat, action });
            }
        }
        assert!(
            crack_it(&app).referee().state().outcome().is_none(),
            "the match ended with the human still in (seed 3)"
        );
        app.update();
    }
    panic!("the human was never knocked out");
}

/// Every card on the tables, face up and face down, draws a picture besides its words
/// (issue "A table that looks like the box"): each side of each card holds meshes beyond its
/// rim and its paper (`table::pictures`, drawn by `pieces::draw`).
#[test]
fn every_card_on_the_tables_draws_its_picture_on_both_sides() {
    use codebreakers::table::anim::{BackSide, FaceSide};
    use codebreakers::table::pieces::Card;
    let seats = [SeatKind::Human, SeatKind::Computer(BotLevel::Normal)];
    for game in [GameId::CrackIt, GameId::Passcode, GameId::CodeKnacker] {
        let mut app = start(game, &seats, serde_json::Value::Null, 4);
        settle(&mut app);
        let world = app.world_mut();
        let sides: Vec<(Entity, bool)> = world
            .query_filtered::<(Entity, Has<FaceSide>), Or<(With<FaceSide>, With<BackSide>)>>()
            .iter(world)
            .collect();
        let cards = world.query::<&Card>().iter(world).count();
        assert!(cards >= 2, "{game:?}: cards on the table ({cards})");
        assert_eq!(sides.len(), 2 * cards, "{game:?}: two sides a card");
        for (side, face) in sides {
            let meshes = world.entity(side).get::<Children>().map_or(0, |children| {
                children
                    .iter()
                    .filter(|&part| world.entity(part).contains::<Mesh2d>())
                    .count()
            });
            // The rim and the paper, then the picture (one mesh an ink).
            assert!(
                meshes >= 3,
                "{game:?}: a card's {} draws a picture ({meshes} meshes)",
                if face { "face" } else { "back" }
            );
        }
    }
}

/// The side panel tells a move no earlier than the table shows it: Code Breaker's round,
/// scores and status are held while the pegs of the last row are still being laid (they
/// had told "Round 2" and the computer's points while its row was still flying in), and
/// follow the match once the board stands still.
#[test]
fn code_breakers_panel_tells_a_move_no_earlier_than_the_board_shows_it() {
    use codebreakers::games::code_breaker::panel::PanelTold;
    let computer = SeatKind::Computer(BotLevel::Normal);
    let options = serde_json::to_value(CbOptions {
        mode: Mode::Standard,
        first_maker: SeatId(0),
    })
    .unwrap();
    let mut app = start_at(
        GameId::CodeBreaker,
        &[computer, computer],
        options,
        7,
        AnimationSpeed::Normal,
    );
    let (mut held, mut still_for, mut busy_before) = (0, 0, true);
    for _ in 0..6000 {
        app.update();
        let world = app.world();
        let busy = world.resource::<TableBusy>().is_busy();
        let live = world
            .resource::<Match<codebreakers_code_breaker::CodeBreaker>>()
            .view();
        let told = world.resource::<PanelTold>().game.clone().expect("told");
        if (told.round, &told.scores) != (live.round, &live.scores) {
            assert!(
                busy || busy_before,
                "the panel held an old move with the board still: {told:?} {live:?}"
            );
            held += 1;
        }
        still_for = if busy { 0 } else { still_for + 1 };
        busy_before = busy;
        if live.round >= 2 && still_for > 5 {
            assert_eq!((told.round, &told.scores), (live.round, &live.scores));
            break;
        }
    }
    assert!(
        held > 0,
        "a round's end was told only once its last row lay on the board"
    );
}
