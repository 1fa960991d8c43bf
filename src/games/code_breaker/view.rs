//! The Code Breaker board as on the box: 12 rows of 5 holes with key pegs beside each,
//! the Maker's shield, a tray of the colours, and the scoring track of 30 with a red and a
//! blue scoring peg. The board, its holes and the shield are drawn once; every peg is a
//! shared piece ([`crate::table::pieces`]) laid out from the observation and the draft:
//! pegs pop into their holes, key pegs appear one by one with a sound, the shield lifts at
//! the end of a round, scoring pegs slide along the track. Pegs are taken from the tray or
//! moved between holes with the pointer ([`crate::table::picking`]); the keyboard's focus
//! is the ring on a hole of the same layout.

use super::{Draft, DraftEdit, colour_words, palette};
use crate::audio::Cue;
use crate::session::{GameId, InPlay, Screen};
use crate::settings::Settings;
use crate::t;
use crate::table::anim::Motion;
use crate::table::lesson::mark_button;
use crate::table::materials::Flat;
use crate::table::painted;
use crate::table::picking::TableInput;
use crate::table::pieces::{Arrival, Look, PegMark, PieceSpec, Pieces, paint};
use crate::table::shapes::{rim_width, rounded_frame, shadow_past};
use crate::table::surface::{Surfaces, Wood};
use crate::table::turn::{TableBusy, TurnPhase};
use crate::table::view::Caption;
use crate::table::view::{PanelShared, notes_ui, side_panel as table_side_panel, status_ui};
use crate::table::{Happened, Match, Summary};
use crate::theme::{self, INK_DIM, peg_colour, peg_is_light, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_code_breaker::{
    CODE_LENGTH, Code, CodeBreaker, Event, Mode, Peg, Phase, ROWS, Role, Row, TARGET_SCORE,
};
use codebreakers_kernel::{SeatId, words};

pub fn plugin(app: &mut App) {
    crate::table::picking::register::<Place>(app);
    app.init_resource::<BoardView>()
        .add_systems(OnEnter(InPlay::Game(GameId::CodeBreaker)), spawn_board)
        .add_systems(
            PostUpdate,
            (
                follow_events,
                lay_out_the_pegs,
                place_the_glow,
                steer_shield,
            )
                .chain()
                .run_if(in_state(InPlay::Game(GameId::CodeBreaker))),
        )
        .add_systems(
            Update,
            pointer_input.run_if(
                in_state(TurnPhase::AwaitingHuman)
                    .and_then(in_state(InPlay::Game(GameId::CodeBreaker))),
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            side_panel.run_if(in_state(InPlay::Game(GameId::CodeBreaker))),
        );
}

/// Seconds for the pegs of a computer's row to pop in one after another, and between key
/// pegs, at normal speed.
const ROW_PEG_SECONDS: f32 = 0.06;
const ROW_POP_SECONDS: f32 = 0.35;
const KEY_PEG_SECONDS: f32 = 0.28;

// The layout, in world units of the 1280×720 design.
const BOARD_X: f32 = 10.0;
const HOLE_SPACING: f32 = 46.0;
const FIRST_HOLE_X: f32 = BOARD_X - 150.0;
const ROW_Y0: f32 = -282.0;
const ROW_SPACING: f32 = 43.0;
const SECRET_Y: f32 = 262.0;
const KEY_X: f32 = BOARD_X + 112.0;
const PEG_RADIUS: f32 = 17.0;
const KEY_RADIUS: f32 = 6.5;
const PALETTE_X: f32 = 285.0;
const PALETTE_TOP: f32 = 236.0;
const PALETTE_SPACING: f32 = 54.0;
const TRACK_X: f32 = 410.0;
const TRACK_Y0: f32 = -268.0;
const TRACK_SPACING: f32 = 19.4;

fn hole_position(row: usize, hole: usize) -> Vec2 {
    Vec2::new(
        FIRST_HOLE_X + hole as f32 * HOLE_SPACING,
        ROW_Y0 + row as f32 * ROW_SPACING,
    )
}

fn secret_position(hole: usize) -> Vec2 {
    Vec2::new(FIRST_HOLE_X + hole as f32 * HOLE_SPACING, SECRET_Y)
}

/// Key holes: three above, two below, beside each row.
fn key_position(row: usize, k: usize) -> Vec2 {
    let y = ROW_Y0 + row as f32 * ROW_SPACING;
    if k < 3 {
        Vec2::new(KEY_X + (k as f32 - 1.0) * 17.0, y + 8.5)
    } else {
        Vec2::new(KEY_X + (k as f32 - 3.5) * 17.0, y - 8.5)
    }
}

fn palette_position(i: usize) -> Vec2 {
    Vec2::new(PALETTE_X, PALETTE_TOP - i as f32 * PALETTE_SPACING)
}

/// Hole 1..=30 of the scoring track; 0 is the start below it. Seat 0 (red) runs on the
/// left lane, seat 1 (blue) on the right.
fn track_position(score: u32, seat: usize) -> Vec2 {
    let lane = if seat == 0 { -11.0 } else { 11.0 };
    let y = if score == 0 {
        TRACK_Y0 - 34.0
    } else {
        TRACK_Y0 + (score.min(TARGET_SCORE) - 1) as f32 * TRACK_SPACING
    };
    Vec2::new(TRACK_X + lane, y)
}

/// What the board shows: the live observation, or a finished round held still while its
/// summary is read.
#[derive(Resource, Default, Debug, Clone)]
pub struct BoardView {
    pub mode: Mode,
    pub rows: Vec<Row>,
    /// The code, when this screen may see it.
    pub secret: Option<Code>,
    /// The shield is lifted (round over): the code is shown to everyone.
    pub revealed: bool,
    pub maker: SeatId,
    pub viewer_role: Option<Role>,
    /// The round that ended is held until its summary is closed.
    pub frozen: bool,
}

/// A peg on the board, the tray or the track, by where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PegId {
    /// A guess's peg: row, hole.
    Row(usize, usize),
    /// A key peg: row, key hole.
    Key(usize, usize),
    /// A peg of the code behind the shield.
    Secret(usize),
    /// A hole of the row (or code) being composed: the place pegs are dropped into.
    Hole(usize),
    /// The peg on top of the tray's colour `i`, and the ones under it.
    Tray(usize),
    TrayUnder(usize),
    /// The ring on the chosen colour.
    Choice,
    /// A player's scoring peg.
    Score(usize),
}

/// What a player points at on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A colour of the tray.
    Tray(Peg),
    /// A hole of the row (or code) being composed, with or without its peg.
    Hole(usize),
}

#[derive(Component)]
struct ActiveRowGlow;

#[derive(Component)]
struct Shield {
    open: bool,
}

/// The board, drawn once: the wood, its holes and numbers, the shield, the tray and the
/// scoring track (the pegs are pieces, laid out by [`lay_out_the_pegs`]).
fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Flat>>,
    mut images: ResMut<Assets<Image>>,
    surfaces: Res<Surfaces>,
    table: Res<Match<CodeBreaker>>,
) {
    let mode = table.view().mode;
    let mut hole = |radius: f32| {
        let (image, size) = painted::hole(radius, Color::srgb(0.13, 0.08, 0.045));
        Sprite {
            image: images.add(image),
            custom_size: Some(size),
            ..default()
        }
    };
    let (peg_hole, key_hole) = (hole(8.0), hole(3.2));
    let scoped = || DespawnOnExit(Screen::Playing);
    let shadow = materials.add(Color::srgba(0.0, 0.0, 0.0, 0.4));
    let label_font = TextFont::from_font_size(15.0);
    let label_ink = TextColor(Color::srgb(0.95, 0.88, 0.72));

    // The board, with a shadow on the felt.
    let board_size = Vec2::new(330.0, 640.0);
    let board_centre = Vec2::new(BOARD_X, 0.0);
    // Each shadow is drawn only beside what casts it (`shapes::shadow_past`).
    let board_shadow = Vec2::new(8.0, -10.0);
    commands.spawn((
        Mesh2d(meshes.add(shadow_past(board_size, board_size + 6.0, 3.0, board_shadow))),
        MeshMaterial2d(shadow.clone()),
        Transform::from_translation((board_centre + board_shadow).extend(0.5)),
        scoped(),
    ));
    commands.spawn((
        surfaces.slab(&mut meshes, board_size, Wood::Light),
        Transform::from_xyz(board_centre.x, board_centre.y, 1.0),
        scoped(),
    ));
    // The shield's well, a darker band at the top.
    commands.spawn((
        surfaces.slab(
            &mut meshes,
            Vec2::new(board_size.x - 20.0, 62.0),
            Wood::Dark,
        ),
        Transform::from_xyz(BOARD_X, SECRET_Y, 1.1),
        scoped(),
    ));
    commands.spawn((
        Mesh2d(meshes.add(Rectangle::new(board_size.x - 16.0, ROW_SPACING - 2.0))),
        MeshMaterial2d(materials.add(Color::srgba(1.0, 0.82, 0.4, 0.22))),
        Transform::from_xyz(BOARD_X, ROW_Y0, 1.2),
        Visibility::Hidden,
        ActiveRowGlow,
        scoped(),
    ));
    for row in 0..ROWS {
        let y = ROW_Y0 + row as f32 * ROW_SPACING;
        commands.spawn((
            Text2d::new(format!("{}", row + 1)),
            label_font.clone(),
            label_ink,
            Transform::from_xyz(BOARD_X - 192.0 + 8.0, y, 1.6),
            scoped(),
        ));
        for hole in 0..CODE_LENGTH {
            let at = hole_position(row, hole);
            spawn_hole(&mut commands, &peg_hole, at);
        }
        for k in 0..CODE_LENGTH {
            let at = key_position(row, k);
            spawn_hole(&mut commands, &key_hole, at);
        }
    }
    for hole in 0..CODE_LENGTH {
        let at = secret_position(hole);
        spawn_hole(&mut commands, &peg_hole, at);
    }
    // The shield: a brass-edged walnut plate over the code.
    commands
        .spawn((
            Transform::from_xyz(FIRST_HOLE_X + 2.0 * HOLE_SPACING, SECRET_Y, 8.0),
            Visibility::default(),
            Shield { open: false },
            scoped(),
            crate::table::about::explained(
                words!("about-code-breaker-shield"),
                Vec2::new(222.0, 56.0),
            ),
        ))
        .with_children(|shield| {
            shield.spawn((
                Mesh2d(meshes.add(rounded_frame(Vec2::new(222.0, 56.0), 0.0, rim_width(4.0)))),
                MeshMaterial2d(materials.add(Color::srgb(0.62, 0.46, 0.18))),
            ));
            shield.spawn((
                surfaces.slab(&mut meshes, Vec2::new(214.0, 48.0), Wood::Dark),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
            shield.spawn((
                Text2d::new(t!("code-breaker-shield")),
                Caption("code-breaker-shield"),
                TextFont::from_font_size(18.0),
                TextColor(Color::srgb(0.88, 0.69, 0.3)),
                Transform::from_xyz(0.0, 0.0, 0.2),
            ));
        });

    // The palette tray.
    let pegs = palette(mode);
    let tray_height = pegs.len() as f32 * PALETTE_SPACING + 16.0;
    let tray_centre_y = PALETTE_TOP - (pegs.len() as f32 - 1.0) * PALETTE_SPACING / 2.0;
    let (tray, tray_shadow) = (Vec2::new(70.0, tray_height), Vec2::new(6.0, -8.0));
    commands.spawn((
        Mesh2d(meshes.add(shadow_past(
            tray,
            tray + Vec2::new(8.0, 6.0),
            3.0,
            tray_shadow,
        ))),
        MeshMaterial2d(shadow.clone()),
        Transform::from_xyz(PALETTE_X + 6.0, tray_centre_y - 8.0, 0.5),
        scoped(),
    ));
    commands.spawn((
        surfaces.slab(&mut meshes, tray, Wood::Dark),
        Transform::from_xyz(PALETTE_X, tray_centre_y, 1.0),
        scoped(),
    ));
    for i in 0..pegs.len() {
        let at = palette_position(i);
        commands.spawn((
            Text2d::new(format!("{}", i + 1)),
            TextFont::from_font_size(13.0),
            TextColor(Color::srgb(0.85, 0.78, 0.62)),
            Transform::from_xyz(at.x + 27.0, at.y - 12.0, 3.0),
            scoped(),
        ));
    }
    // The scoring track.
    let track_height = (TARGET_SCORE as f32 - 1.0) * TRACK_SPACING + 90.0;
    let track_centre_y = TRACK_Y0 + (TARGET_SCORE as f32 - 1.0) * TRACK_SPACING / 2.0 - 16.0;
    let track = Vec2::new(52.0, track_height);
    commands.spawn((
        Mesh2d(meshes.add(shadow_past(
            track,
            track + Vec2::new(6.0, 6.0),
            3.0,
            tray_shadow,
        ))),
        MeshMaterial2d(shadow),
        Transform::from_xyz(TRACK_X + 6.0, track_centre_y - 8.0, 0.5),
        scoped(),
    ));
    commands.spawn((
        surfaces.slab(&mut meshes, track, Wood::Light),
        Transform::from_xyz(TRACK_X, track_centre_y, 1.0),
        scoped(),
    ));
    for score in 1..=TARGET_SCORE {
        for seat in 0..2 {
            let at = track_position(score, seat);
            spawn_hole(&mut commands, &key_hole, at);
        }
        if score % 5 == 0 || score == 1 {
            let at = track_position(score, 1);
            commands.spawn((
                Text2d::new(score.to_string()),
                TextFont::from_font_size(13.0),
                label_ink,
                Transform::from_xyz(TRACK_X + 44.0, at.y, 1.6),
                scoped(),
            ));
        }
    }
    commands.spawn((
        Text2d::new(t!("code-breaker-track-start")),
        Caption("code-breaker-track-start"),
        TextFont::from_font_size(11.0),
        label_ink,
        Transform::from_xyz(TRACK_X, TRACK_Y0 - 52.0, 1.6),
        scoped(),
    ));
    commands.insert_resource(BoardView::default());
}

/// A hole drilled in the wood at `at`: all holes of a size share one painted image, so the
/// board's holes are drawn together.
fn spawn_hole(commands: &mut Commands, hole: &Sprite, at: Vec2) {
    commands.spawn((
        hole.clone(),
        Pickable::IGNORE,
        Transform::from_xyz(at.x, at.y, 1.5),
        DespawnOnExit(Screen::Playing),
    ));
}

/// Keeps the board in step with the observation, holding a finished round still while its
/// summary is read.
fn follow_events(
    mut happened: MessageReader<Happened<CodeBreaker>>,
    mut board: ResMut<BoardView>,
    table: Res<Match<CodeBreaker>>,
    summary: Res<Summary>,
    busy: Res<TableBusy>,
    mut cues: MessageWriter<Cue>,
) {
    for batch in happened.read() {
        let mut rows = board.rows.clone();
        for event in &batch.events {
            match event {
                Event::Answered {
                    guess, feedback, ..
                } => rows.push(Row {
                    guess: *guess,
                    feedback: *feedback,
                }),
                Event::RoundEnded { result, .. } => {
                    board.rows = rows.clone();
                    board.secret = Some(result.secret);
                    board.revealed = true;
                    board.frozen = true;
                    cues.write(if result.solved_in.is_some() {
                        Cue::Solved
                    } else {
                        Cue::NotSolved
                    });
                    cues.write(Cue::Shield);
                }
                Event::MatchWon { .. } => {
                    cues.write(Cue::Victory);
                }
                Event::CodeHidden { .. } => {
                    cues.write(Cue::Shield);
                }
                _ => {}
            }
        }
    }
    if board.frozen && summary.lines.is_empty() && !busy.is_busy() && table.outcome().is_none() {
        board.frozen = false;
    }
    if !board.frozen {
        let view = table.view();
        board.mode = view.mode;
        board.rows = view.rows.clone();
        board.secret = view.secret;
        board.revealed = false;
        board.maker = view.maker;
        board.viewer_role = Some(view.role);
    }
}

/// The human composing at this screen: the code (as Maker) or the next row (as Breaker).
fn composing(table: &Match<CodeBreaker>, board: &BoardView) -> Option<Phase> {
    if board.frozen {
        return None;
    }
    let seat = *table.to_decide().first()?;
    (table.is_human(seat) && table.viewer == seat).then(|| table.view().phase)
}

/// How a peg of `peg` looks: its paint, rim and gloss, and its symbol when the peg
/// symbols setting is on.
fn peg_look(peg: Peg, radius: f32, symbols: bool) -> Look {
    let fill = peg_colour(peg);
    let hollow = peg == Peg::Empty;
    let rim = if hollow {
        Color::srgba(0.9, 0.9, 0.85, 0.55)
    } else {
        fill.darker(0.12)
    };
    let ink = if peg_is_light(peg) {
        Color::srgb(0.08, 0.08, 0.08)
    } else {
        Color::srgb(0.97, 0.97, 0.95)
    };
    Look::Peg {
        radius,
        fill,
        rim,
        mark: symbols.then(|| (peg_mark(peg), ink)),
        hollow,
    }
}

/// Each colour's symbol: colour is never the only signal.
fn peg_mark(peg: Peg) -> PegMark {
    match peg {
        Peg::Black => PegMark::Ring,
        Peg::White => PegMark::Dot,
        Peg::Red => PegMark::Triangle,
        Peg::Blue => PegMark::Square,
        Peg::Green => PegMark::Diamond,
        Peg::Yellow => PegMark::Hexagon,
        Peg::Pink => PegMark::Plus,
        Peg::Orange => PegMark::Bar,
        Peg::Empty => PegMark::Cross,
    }
}

/// What the board shows, to lay out.
struct Seen<'a> {
    board: &'a BoardView,
    draft: &'a Draft,
    /// The human at this screen composes the code or a row now.
    composing: Option<Phase>,
    scores: [u32; 2],
    symbols: bool,
}

/// Every peg on the board, the tray and the track, and the places pegs may be dropped.
fn board_pieces(seen: &Seen) -> Vec<PieceSpec<PegId, Place>> {
    let Seen {
        board,
        draft,
        composing,
        scores,
        symbols,
    } = *seen;
    let peg = |peg: Peg| peg_look(peg, PEG_RADIUS, symbols);
    let about = |peg: Peg| match peg {
        Peg::Empty => words!("about-code-breaker-empty"),
        _ => words!("about-code-breaker-peg"),
    };
    let mut pieces = Vec::new();
    let newest = board.rows.len().checked_sub(1);
    for (r, row) in board.rows.iter().enumerate() {
        for (i, &colour) in row.guess.0.iter().enumerate() {
            // A computer's row pops in peg by peg (a human's pegs are already there).
            pieces.push(
                PieceSpec::new(
                    PegId::Row(r, i),
                    peg(colour),
                    hole_position(r, i).extend(3.0),
                )
                .about(about(colour))
                .arriving(Arrival::PopIn {
                    delay: ROW_PEG_SECONDS * i as f32,
                }),
            );
        }
        let keys = std::iter::repeat_n(Peg::Black, row.feedback.black.into())
            .chain(std::iter::repeat_n(Peg::White, row.feedback.white.into()));
        for (k, colour) in keys.enumerate() {
            let key = PieceSpec::new(
                PegId::Key(r, k),
                peg_look(colour, KEY_RADIUS, false),
                key_position(r, k).extend(3.0),
            )
            .about(if colour == Peg::Black {
                words!("about-code-breaker-black")
            } else {
                words!("about-code-breaker-white")
            });
            // The newest row's key pegs go in one by one, each with its tick.
            pieces.push(if Some(r) == newest {
                key.arriving(Arrival::PopIn {
                    delay: ROW_POP_SECONDS + KEY_PEG_SECONDS * k as f32,
                })
                .with_cue(Cue::KeyPeg(k))
            } else {
                key.arriving(Arrival::PopIn { delay: 0.0 })
            });
        }
    }
    // The holes being composed: the draft's pegs may be moved or taken out, the holes
    // take pegs; the focused one wears the ring.
    let holes: Option<[Vec2; CODE_LENGTH]> = match composing {
        Some(Phase::SettingCode) => Some(std::array::from_fn(secret_position)),
        Some(Phase::Guessing) if board.rows.len() < ROWS => {
            Some(std::array::from_fn(|i| hole_position(board.rows.len(), i)))
        }
        _ => None,
    };
    if let Some(holes) = holes {
        for (i, at) in holes.into_iter().enumerate() {
            pieces.push(
                PieceSpec::new(
                    PegId::Hole(i),
                    Look::Spot {
                        size: Vec2::splat(PEG_RADIUS * 2.0 + 6.0),
                        round: true,
                    },
                    at.extend(2.5),
                )
                .target(Place::Hole(i), false)
                .focused(draft.focus == i),
            );
            if let Some(colour) = draft.holes[i] {
                let key = match composing {
                    Some(Phase::SettingCode) => PegId::Secret(i),
                    _ => PegId::Row(board.rows.len(), i),
                };
                pieces.push(
                    PieceSpec::new(key, peg(colour), at.extend(3.0))
                        .about(about(colour))
                        .arriving(Arrival::PopIn { delay: 0.0 })
                        .target(Place::Hole(i), true),
                );
            }
        }
    }
    // The code, when this screen may see it (the Maker's, or everyone's once revealed).
    if let Some(secret) = board.secret
        && composing != Some(Phase::SettingCode)
    {
        for (i, &colour) in secret.0.iter().enumerate() {
            pieces.push(
                PieceSpec::new(
                    PegId::Secret(i),
                    peg(colour),
                    secret_position(i).extend(3.0),
                )
                .about(about(colour))
                .arriving(Arrival::PopIn { delay: 0.0 }),
            );
        }
    }
    // The tray: a peg of each colour on a few more; the chosen one ringed.
    for (i, &colour) in palette(board.mode).iter().enumerate() {
        let at = palette_position(i).extend(3.0);
        // The pegs under the top one: seen once it is taken.
        pieces.push(
            PieceSpec::new(PegId::TrayUnder(i), peg(colour), at - Vec3::Z * 0.5)
                .about(about(colour)),
        );
        let top = PieceSpec::new(PegId::Tray(i), peg(colour), at)
            .snaps_back()
            .about(about(colour));
        pieces.push(match composing {
            Some(_) => top.target(Place::Tray(colour), true),
            None => top,
        });
        if composing.is_some() && draft.choice == colour {
            pieces.push(PieceSpec::new(
                PegId::Choice,
                Look::Ring {
                    size: Vec2::splat(PEG_RADIUS * 2.0 + 12.0),
                    colour: paint::BRASS,
                    round: true,
                },
                at.with_z(6.0),
            ));
        }
    }
    for (seat, &score) in scores.iter().enumerate() {
        let look = Look::Peg {
            radius: PEG_RADIUS * 0.47,
            fill: theme::SEAT_COLOURS[seat],
            rim: theme::SEAT_COLOURS[seat].darker(0.15),
            mark: None,
            hollow: false,
        };
        pieces.push(
            PieceSpec::new(
                PegId::Score(seat),
                look,
                track_position(score, seat).extend(4.0),
            )
            .about(words!("about-code-breaker-track")),
        );
    }
    pieces
}

/// Makes the pegs on the table match the board and the draft.
fn lay_out_the_pegs(
    board: Res<BoardView>,
    draft: Res<Draft>,
    table: Res<Match<CodeBreaker>>,
    settings: Res<Settings>,
    mut pieces: Pieces<PegId, Place>,
) {
    let scores = table.view().scores;
    let seen = Seen {
        board: &board,
        draft: &draft,
        composing: composing(&table, &board),
        scores: [scores[0], scores[1]],
        symbols: settings.peg_symbols,
    };
    pieces.lay_out(board_pieces(&seen));
}

/// The glow behind the row being played.
fn place_the_glow(
    board: Res<BoardView>,
    table: Res<Match<CodeBreaker>>,
    mut glow: Single<(&mut Transform, &mut Visibility), With<ActiveRowGlow>>,
) {
    let row = match table.view().phase {
        Phase::Guessing if !board.frozen && board.rows.len() < ROWS => Some(board.rows.len()),
        _ => None,
    };
    let (transform, visibility) = &mut *glow;
    **visibility = if row.is_some() {
        Visibility::Visible
    } else {
        Visibility::Hidden
    };
    if let Some(r) = row {
        transform.translation.y = ROW_Y0 + r as f32 * ROW_SPACING;
    }
}

/// The shield covers the code unless this screen may see it; it lifts at a round's end.
fn steer_shield(
    mut commands: Commands,
    board: Res<BoardView>,
    table: Res<Match<CodeBreaker>>,
    mut shields: Query<(Entity, &mut Shield, &Transform)>,
    settings: Res<Settings>,
) {
    let open = board.revealed
        || board.secret.is_some()
        || matches!(composing(&table, &board), Some(Phase::SettingCode));
    for (entity, mut shield, transform) in &mut shields {
        if shield.open != open {
            shield.open = open;
            let y = if open { SECRET_Y + 58.0 } else { SECRET_Y };
            let to = Vec3::new(transform.translation.x, y, transform.translation.z);
            commands.entity(entity).insert(Motion::slide(
                transform.translation,
                to,
                settings.scaled(0.35),
            ));
        }
    }
}

/// The pointer on the board: a click on a colour of the tray puts it in the focused hole,
/// a click on a hole focuses it; a colour dropped on a hole goes in, a peg dropped on
/// another hole moves there (swapping), and one let go off the row (or back on the tray)
/// comes out.
fn pointer_input(mut input: MessageReader<TableInput<Place>>, mut edits: MessageWriter<DraftEdit>) {
    for event in input.read() {
        let edit = match *event {
            TableInput::Click(Place::Tray(peg)) => DraftEdit::FillNext(peg),
            TableInput::Click(Place::Hole(h)) => DraftEdit::Focus(h),
            TableInput::Drop {
                held: Place::Tray(peg),
                on: Place::Hole(to),
            } => DraftEdit::Put(to, peg),
            TableInput::Drop {
                held: Place::Hole(from),
                on: Place::Hole(to),
            } if from != to => DraftEdit::Move(from, to),
            TableInput::Drop {
                held: Place::Hole(from),
                on: Place::Tray(_),
            }
            | TableInput::LetGo(Place::Hole(from)) => DraftEdit::Clear(from),
            _ => continue,
        };
        edits.write(edit);
    }
}

/// The left panel: the players, their roles and scores, what to do now, the buttons and
/// the log.
fn side_panel(
    mut contexts: EguiContexts,
    table: Res<Match<CodeBreaker>>,
    board: Res<BoardView>,
    draft: Res<Draft>,
    phase: Res<State<TurnPhase>>,
    mut shared: PanelShared,
    mut edits: MessageWriter<DraftEdit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = table.names_at_table();
    let game = table.view();
    table_side_panel(
        ctx,
        &GameId::CodeBreaker.name(),
        &mut shared,
        table.undoable(),
        &t!("code-breaker-help"),
        |ui| {
            let round = match game.mode {
                Mode::Standard => t!(
                    "code-breaker-round-standard",
                    round = game.round,
                    target = TARGET_SCORE
                ),
                Mode::Advanced => t!(
                    "code-breaker-round-advanced",
                    round = game.round,
                    target = TARGET_SCORE
                ),
            };
            ui.label(egui::RichText::new(round).color(INK_DIM));
            ui.add_space(4.0);
            for (seat, name) in names.iter().enumerate() {
                let maker = SeatId(seat as u8) == game.maker;
                let to_act = table.to_decide().first() == Some(&SeatId(seat as u8));
                crate::theme::seat_card(ui, to_act, 8, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal(|ui| {
                        let (dot, _) =
                            ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                        ui.painter()
                            .circle_filled(dot.center(), 8.0, seat_colour32(seat));
                        ui.painter().circle_stroke(
                            dot.center(),
                            8.0,
                            egui::Stroke::new(1.0, egui::Color32::from_black_alpha(120)),
                        );
                        ui.label(egui::RichText::new(name).size(20.0).strong());
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.label(
                                egui::RichText::new(format!("{}", game.scores[seat]))
                                    .size(24.0)
                                    .strong(),
                            );
                        });
                    });
                    let role = match (maker, table.is_human(SeatId(seat as u8))) {
                        (true, true) => t!("code-breaker-maker"),
                        (false, true) => t!("code-breaker-breaker"),
                        (true, false) => t!("code-breaker-maker-computer"),
                        (false, false) => t!("code-breaker-breaker-computer"),
                    };
                    ui.label(egui::RichText::new(role).color(INK_DIM));
                });
            }
            ui.add_space(6.0);
            ui.separator();
            let status = status_line(&table, &board, *phase.get());
            status_ui(ui, &status);
            if let Some(p) = composing(&table, &board) {
                let pegs = palette(board.mode);
                let number = pegs
                    .iter()
                    .position(|&x| x == draft.choice)
                    .map_or(0, |i| i + 1);
                ui.label(
                    egui::RichText::new(t!(
                        "code-breaker-chosen-colour",
                        colour = colour_words(draft.choice),
                        number = number
                    ))
                    .color(INK_DIM),
                );
                ui.horizontal_wrapped(|ui| {
                    // Submit, Clear and Hint on one line: the log keeps its room below.
                    ui.spacing_mut().item_spacing.x = 6.0;
                    ui.spacing_mut().button_padding.x = 9.0;
                    let key = if p == Phase::SettingCode {
                        "code-breaker-hide-code"
                    } else {
                        "code-breaker-submit-row"
                    };
                    let label = crate::i18n::render(&codebreakers_kernel::Words::new(key));
                    let ready = draft.code().is_some();
                    let submit =
                        egui::Button::new(egui::RichText::new(label).strong()).fill(if ready {
                            egui::Color32::from_rgb(0x2F, 0x6B, 0x3A)
                        } else {
                            egui::Color32::from_rgb(0x5A, 0x3E, 0x22)
                        });
                    if mark_button(ui.add(submit), key)
                        .on_hover_text(t!("code-breaker-submit-key"))
                        .clicked()
                    {
                        edits.write(DraftEdit::Submit);
                    }
                    if ui.button(t!("code-breaker-clear")).clicked() {
                        edits.write(DraftEdit::ClearAll);
                    }
                    if p == Phase::Guessing
                        && ui
                            .button(t!("code-breaker-hint"))
                            .on_hover_text(t!("code-breaker-hint-why"))
                            .clicked()
                    {
                        edits.write(DraftEdit::Hint);
                    }
                });
            }
            notes_ui(ui, draft.message.as_ref(), None);
        },
    );
    Ok(())
}

fn status_line(table: &Match<CodeBreaker>, board: &BoardView, phase: TurnPhase) -> String {
    let names = table.names();
    let game = table.view();
    if board.frozen {
        return t!("code-breaker-status-shield-lifted");
    }
    let Some(&seat) = table.to_decide().first() else {
        return t!("code-breaker-status-match-over");
    };
    let name = &names[seat.index()];
    let row = game.rows.len() + 1;
    match (phase, game.phase, table.is_human(seat)) {
        (TurnPhase::BotThinking, Phase::SettingCode, _) => {
            t!("code-breaker-status-hiding", name = name)
        }
        (TurnPhase::BotThinking, _, _) => {
            t!("code-breaker-status-thinking", name = name, row = row)
        }
        (_, Phase::SettingCode, true) => t!("code-breaker-status-make-a-code", name = name),
        (_, Phase::Guessing, true) => t!("code-breaker-status-fill-a-row", name = name, row = row),
        (_, Phase::SettingCode, false) => t!("code-breaker-status-hiding", name = name),
        (_, Phase::Guessing, false) => {
            t!("code-breaker-status-breaking", name = name, row = row)
        }
        _ => String::new(),
    }
}
