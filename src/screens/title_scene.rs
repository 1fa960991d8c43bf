//! The scene on the title's felt, laid out as table pieces: a vault door on the left whose
//! dial turns a notch each time the menu is used (a click, a key, a pad's button), and the
//! four games' boxes on the right, each with its name and what it is played with (pegs, a
//! die, a safe's dial, a keypad). Left off where the window is upright (a phone), where the
//! menu takes the whole width.

use crate::session::{GameId, Screen};
use crate::table::pictures::Picture;
use crate::table::pieces::{
    self, Board, Die, Emblem, Label, Look, PieceSpec, Pieces, Surface, paint,
};
use crate::table::surface::Wood;
use bevy::prelude::*;
use std::f32::consts::TAU;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DialTurns>()
        .add_systems(
            Update,
            (turn_the_dial, lay_out_the_scene)
                .chain()
                .run_if(in_state(Screen::Title)),
        )
        .add_systems(OnExit(Screen::Title), clear_the_scene);
}

/// The pieces of the title's scene.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScenePiece {
    Door,
    Wheel,
    Dial,
    Box(GameId),
    BoxName(GameId),
    /// What a box shows: its game's picture, or a die, or a peg (by its place).
    BoxPicture(GameId, usize),
}

/// How many times the menu has been used since the title opened: the dial's notches.
#[derive(Resource, Default)]
struct DialTurns(u32);

/// How far the dial turns a notch (radians).
const NOTCH: f32 = TAU / 20.0 * 3.0;

fn turn_the_dial(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    pads: Query<&Gamepad>,
    mut turns: ResMut<DialTurns>,
) {
    let used = keys.get_just_pressed().next().is_some()
        || mouse.get_just_pressed().next().is_some()
        || pads
            .iter()
            .any(|pad| pad.get_just_pressed().next().is_some());
    if used {
        turns.0 += 1;
    }
}

fn lay_out_the_scene(
    window: Option<Single<&Window>>,
    turns: Res<DialTurns>,
    mut pieces: Pieces<ScenePiece, ()>,
) {
    let upright = window.is_none_or(|w| crate::theme::is_narrow(w.size()));
    pieces.lay_out(if upright { Vec::new() } else { scene(turns.0) });
}

fn clear_the_scene(mut pieces: Pieces<ScenePiece, ()>, mut turns: ResMut<DialTurns>) {
    pieces.lay_out(Vec::new());
    turns.0 = 0;
}

/// The door and the boxes, in the design's 1280 by 720 around the middle.
fn scene(turns: u32) -> Vec<PieceSpec<ScenePiece, ()>> {
    let door_at = Vec2::new(-440.0, -90.0);
    let door = Board::painted(Vec2::splat(330.0), paint::SAFE_DOOR, paint::BRASS, 6.0)
        .corner(165.0)
        .shadow(Vec2::new(10.0, -14.0), Vec2::ZERO);
    let wheel = Emblem {
        picture: Picture::VaultDoor,
        size: 290.0,
        ink: paint::STEEL_INSET,
        paper: paint::SAFE_DOOR,
    };
    let dial = Emblem {
        picture: Picture::CrackItBack,
        size: 120.0,
        ink: paint::SAFE_DIAL,
        paper: paint::SAFE_DOOR,
    };
    let mut scene = vec![
        PieceSpec::new(ScenePiece::Door, Look::Board(door), door_at.extend(1.0)),
        PieceSpec::new(ScenePiece::Wheel, Look::Emblem(wheel), door_at.extend(1.5)),
        PieceSpec::new(ScenePiece::Dial, Look::Emblem(dial), door_at.extend(2.0))
            .turned(-(turns as f32) * NOTCH),
    ];
    for (k, game) in GameId::ALL.into_iter().enumerate() {
        let at = Vec2::new(
            330.0 + (k % 2) as f32 * 190.0,
            -10.0 - (k / 2) as f32 * 160.0,
        );
        scene.extend(game_box(game, at, if k % 2 == 0 { 0.05 } else { -0.04 }));
    }
    scene
}

/// A game's box on the felt: a lid in the game's colour, its name, and what it is played
/// with.
fn game_box(game: GameId, at: Vec2, turn: f32) -> Vec<PieceSpec<ScenePiece, ()>> {
    let size = Vec2::new(170.0, 130.0);
    let (fill, ink) = match game {
        GameId::CodeBreaker => (Surface::Wood(Wood::Light), paint::INK),
        GameId::CodeKnacker => (Surface::Paint(paint::KNACKER_BACK), paint::LIGHT_INK),
        GameId::CrackIt => (Surface::Paint(paint::CRACK_IT_BACK), paint::LIGHT_INK),
        GameId::Passcode => (Surface::Paint(paint::CARD_BACK), paint::LIGHT_INK),
    };
    let lid = Board {
        fill,
        ..Board::painted(size, Color::NONE, paint::BRASS, 3.0)
    };
    let turned = Vec2::from_angle(turn);
    let on_lid = |x: f32, y: f32, z: f32| (at + turned.rotate(Vec2::new(x, y))).extend(z);
    let mut name = Label::centred(game.name(), 17.0, ink);
    name.bold = true;
    let mut pieces = vec![
        PieceSpec::new(ScenePiece::Box(game), Look::Board(lid), at.extend(1.0)).turned(turn),
        PieceSpec::new(
            ScenePiece::BoxName(game),
            Look::Label(name.within(size.x - 16.0)),
            on_lid(0.0, -size.y / 2.0 + 22.0, 1.6),
        )
        .turned(turn),
    ];
    let emblem = |picture: Picture, paper: Color| {
        Look::Emblem(Emblem {
            picture,
            size: 78.0,
            ink: paint::BRASS,
            paper,
        })
    };
    let shows: Vec<(Look, Vec2)> = match game {
        GameId::CodeBreaker => {
            let pegs = [theme_peg(0), theme_peg(1), theme_peg(2), theme_peg(3)];
            pegs.into_iter()
                .enumerate()
                .map(|(i, peg)| (peg, Vec2::new(-51.0 + i as f32 * 34.0, 16.0)))
                .collect()
        }
        GameId::CodeKnacker => vec![
            (
                Look::Die(Die {
                    side: 54.0,
                    value: 5,
                    chip: true,
                }),
                Vec2::new(-32.0, 14.0),
            ),
            (
                Look::Die(Die {
                    side: 54.0,
                    value: 0,
                    chip: true,
                }),
                Vec2::new(36.0, 18.0),
            ),
        ],
        GameId::CrackIt => vec![(
            emblem(Picture::CrackItBack, paint::CRACK_IT_BACK),
            Vec2::new(0.0, 14.0),
        )],
        GameId::Passcode => vec![(
            emblem(Picture::PasscodeBack, paint::CARD_BACK),
            Vec2::new(0.0, 14.0),
        )],
    };
    for (k, (look, offset)) in shows.into_iter().enumerate() {
        pieces.push(
            PieceSpec::new(
                ScenePiece::BoxPicture(game, k),
                look,
                on_lid(offset.x, offset.y, 1.5),
            )
            .turned(turn),
        );
    }
    pieces
}

/// A code peg of the `k`-th colour of Code Breaker's box, with its symbol.
fn theme_peg(k: usize) -> Look {
    let colours = [
        crate::theme::peg_colour(codebreakers_code_breaker::Peg::Red),
        crate::theme::peg_colour(codebreakers_code_breaker::Peg::Blue),
        crate::theme::peg_colour(codebreakers_code_breaker::Peg::Yellow),
        crate::theme::peg_colour(codebreakers_code_breaker::Peg::Green),
    ];
    let fill = colours[k % colours.len()];
    Look::Peg(pieces::Peg {
        radius: 14.0,
        fill,
        rim: fill.darker(0.12),
        mark: None,
        hollow: false,
    })
}
