//! The Code Breaker board as on the box: 12 rows of 5 holes with key pegs beside each,
//! the Maker's shield, a palette of the colours, and the scoring track of 30 with a red
//! and a blue scoring peg. Pegs pop into their holes, key pegs appear one by one with a
//! sound, the shield lifts at the end of a round, and scoring pegs slide along the track.

use super::{Draft, DraftEdit, palette};
use crate::audio::Cue;
use crate::screens::{PauseMenu, Screen};
use crate::settings::Settings;
use crate::table::anim::Motion;
use crate::table::pointer::TablePointer;
use crate::table::surface::Surfaces;
use crate::table::turn::{TableBusy, TurnPhase};
use crate::table::view::side_panel as table_side_panel;
use crate::table::{GameLog, Happened, Match, Summary};
use crate::theme::{self, BRASS, INK_DIM, peg_colour, peg_is_light, peg_name, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui, input::egui_wants_any_pointer_input};
use codebreakers_code_breaker::{
    CODE_LENGTH, Code, CodeBreaker, Event, Mode, Peg, Phase, ROWS, Role, Row, TARGET_SCORE,
};
use codebreakers_kernel::{Game, SeatId};
use std::collections::HashMap;

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardView>()
        .init_resource::<Dragging>()
        .add_systems(
            Update,
            spawn_board.run_if(resource_added::<Match<CodeBreaker>>),
        )
        .add_systems(
            PostUpdate,
            (
                follow_events,
                sync_pegs,
                redraw_palette,
                place_markers,
                move_scoring_pegs,
                steer_shield,
            )
                .chain()
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<CodeBreaker>>)),
        )
        .add_systems(
            Update,
            (
                pointer_input.run_if(not(egui_wants_any_pointer_input)),
                drag_follows_pointer,
            )
                .run_if(
                    in_state(TurnPhase::AwaitingHuman)
                        .and_then(resource_exists::<Match<CodeBreaker>>),
                ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            side_panel
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<CodeBreaker>>)),
        );
}

/// Seconds for the pegs of a submitted row to pop in, at normal speed.
pub const ROW_POP_SECONDS: f32 = 0.35;
/// Seconds between key pegs, at normal speed.
pub const KEY_PEG_SECONDS: f32 = 0.28;

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

/// A spot a peg can stand in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Slot {
    Row(usize, usize),
    Key(usize, usize),
    Secret(usize),
}

/// A peg on the board, and the slot it stands in.
#[derive(Component)]
struct PegOnBoard;

#[derive(Resource, Default)]
struct PegEntities(HashMap<Slot, (Entity, Peg)>);

#[derive(Component)]
struct FocusRing;

#[derive(Component)]
struct ChoiceRing;

#[derive(Component)]
struct ActiveRowGlow;

#[derive(Component)]
struct Shield {
    open: bool,
}

#[derive(Component)]
struct ScoringPeg {
    seat: usize,
    shown: u32,
}

#[derive(Component)]
struct DraggedPeg;

/// A peg of the palette tray.
#[derive(Component)]
struct PalettePeg(Peg);

/// Redraws the palette when the symbols setting changes (board pegs follow in `sync_pegs`).
fn redraw_palette(
    mut commands: Commands,
    settings: Res<Settings>,
    kit: Option<Res<Kit>>,
    palette: Query<(Entity, &PalettePeg, &Transform)>,
) {
    let Some(kit) = kit else { return };
    if !settings.is_changed() {
        return;
    }
    for (entity, &PalettePeg(peg), transform) in &palette {
        commands.entity(entity).despawn();
        let fresh = spawn_peg(
            &mut commands,
            &kit,
            peg,
            false,
            settings.peg_symbols,
            *transform,
        );
        commands.entity(fresh).insert(PalettePeg(peg));
    }
}

/// A peg held by the mouse: its colour, and the hole it came from (none: the palette).
#[derive(Resource, Default, Debug)]
struct Dragging {
    held: Option<(Peg, Option<usize>)>,
    /// The peg that follows the pointer.
    entity: Option<Entity>,
    pressed_at: Vec2,
    moved: bool,
}

/// Meshes and materials made once.
#[derive(Resource)]
struct Kit {
    peg: Handle<Mesh>,
    peg_rim: Handle<Mesh>,
    gloss: Handle<Mesh>,
    key: Handle<Mesh>,
    hole: Handle<Mesh>,
    key_hole: Handle<Mesh>,
    shadow: Handle<Mesh>,
    colours: HashMap<Peg, (Handle<ColorMaterial>, Handle<ColorMaterial>)>,
    gloss_material: Handle<ColorMaterial>,
    hole_material: Handle<ColorMaterial>,
    shadow_material: Handle<ColorMaterial>,
    symbols: HashMap<Peg, Vec<(Handle<Mesh>, Transform)>>,
    symbol_dark: Handle<ColorMaterial>,
    symbol_light: Handle<ColorMaterial>,
}

fn symbol_shapes(meshes: &mut Assets<Mesh>) -> HashMap<Peg, Vec<(Handle<Mesh>, Transform)>> {
    let id = Transform::IDENTITY;
    let mut shapes = HashMap::new();
    shapes.insert(Peg::Black, vec![(meshes.add(Annulus::new(3.5, 6.5)), id)]);
    shapes.insert(Peg::White, vec![(meshes.add(Circle::new(5.5)), id)]);
    shapes.insert(
        Peg::Red,
        vec![(meshes.add(RegularPolygon::new(7.5, 3)), id)],
    );
    shapes.insert(
        Peg::Blue,
        vec![(meshes.add(Rectangle::new(10.0, 10.0)), id)],
    );
    shapes.insert(Peg::Green, vec![(meshes.add(Rhombus::new(10.0, 14.0)), id)]);
    shapes.insert(
        Peg::Yellow,
        vec![(meshes.add(RegularPolygon::new(7.0, 6)), id)],
    );
    let bar = meshes.add(Rectangle::new(14.0, 4.0));
    let post = meshes.add(Rectangle::new(4.0, 14.0));
    shapes.insert(Peg::Pink, vec![(bar.clone(), id), (post, id)]);
    shapes.insert(Peg::Orange, vec![(bar.clone(), id)]);
    let turn = |a: f32| Transform::from_rotation(Quat::from_rotation_z(a));
    shapes.insert(
        Peg::Empty,
        vec![(bar.clone(), turn(0.785)), (bar, turn(-0.785))],
    );
    shapes
}

/// Spawns a glossy peg (or a key peg) with its shadow, rim, highlight and symbol.
fn spawn_peg(
    commands: &mut Commands,
    kit: &Kit,
    peg: Peg,
    key: bool,
    symbols: bool,
    transform: Transform,
) -> Entity {
    let (paint, rim) = kit.colours[&peg].clone();
    let size = if key { KEY_RADIUS / PEG_RADIUS } else { 1.0 };
    let mesh = if key {
        kit.key.clone()
    } else {
        kit.peg.clone()
    };
    commands
        .spawn((
            transform,
            Visibility::default(),
            PegOnBoard,
            DespawnOnExit(Screen::Playing),
        ))
        .with_children(|peg_parts| {
            peg_parts.spawn((
                Mesh2d(kit.shadow.clone()),
                MeshMaterial2d(kit.shadow_material.clone()),
                Transform::from_xyz(2.0 * size, -3.0 * size, -0.3).with_scale(Vec3::splat(size)),
            ));
            if peg == Peg::Empty {
                peg_parts.spawn((
                    Mesh2d(kit.peg_rim.clone()),
                    MeshMaterial2d(rim),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                ));
            } else {
                peg_parts.spawn((
                    Mesh2d(mesh),
                    MeshMaterial2d(paint),
                    Transform::from_xyz(0.0, 0.0, 0.0),
                ));
                peg_parts.spawn((
                    Mesh2d(kit.peg_rim.clone()),
                    MeshMaterial2d(rim),
                    Transform::from_xyz(0.0, 0.0, 0.1).with_scale(Vec3::splat(size)),
                ));
                peg_parts.spawn((
                    Mesh2d(kit.gloss.clone()),
                    MeshMaterial2d(kit.gloss_material.clone()),
                    Transform::from_xyz(-5.0 * size, 6.0 * size, 0.2).with_scale(Vec3::splat(size)),
                ));
            }
            if symbols && !key {
                let ink = if peg_is_light(peg) {
                    kit.symbol_dark.clone()
                } else {
                    kit.symbol_light.clone()
                };
                for (shape, at) in &kit.symbols[&peg] {
                    peg_parts.spawn((
                        Mesh2d(shape.clone()),
                        MeshMaterial2d(ink.clone()),
                        at.with_translation(Vec3::new(0.0, 0.0, 0.3)),
                    ));
                }
            }
        })
        .id()
}

#[allow(clippy::too_many_arguments)]
fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    surfaces: Res<Surfaces>,
    table: Res<Match<CodeBreaker>>,
    settings: Res<Settings>,
) {
    let mode = table.game.options().mode;
    let colours = Peg::ALL
        .into_iter()
        .map(|peg| {
            let paint = peg_colour(peg);
            let rim = if peg == Peg::Empty {
                Color::srgba(0.9, 0.9, 0.85, 0.55)
            } else {
                paint.darker(0.12)
            };
            (peg, (materials.add(paint), materials.add(rim)))
        })
        .collect();
    let kit = Kit {
        peg: meshes.add(Circle::new(PEG_RADIUS)),
        peg_rim: meshes.add(Annulus::new(PEG_RADIUS - 2.5, PEG_RADIUS)),
        gloss: meshes.add(Ellipse::new(6.0, 4.0)),
        key: meshes.add(Circle::new(KEY_RADIUS)),
        hole: meshes.add(Circle::new(8.0)),
        key_hole: meshes.add(Circle::new(3.2)),
        shadow: meshes.add(Circle::new(PEG_RADIUS)),
        colours,
        gloss_material: materials.add(Color::srgba(1.0, 1.0, 1.0, 0.42)),
        hole_material: materials.add(Color::srgb(0.13, 0.08, 0.045)),
        shadow_material: materials.add(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        symbols: symbol_shapes(&mut meshes),
        symbol_dark: materials.add(Color::srgb(0.08, 0.08, 0.08)),
        symbol_light: materials.add(Color::srgb(0.97, 0.97, 0.95)),
    };
    let scoped = || DespawnOnExit(Screen::Playing);
    let wood = |size: Vec2, image: &Handle<Image>| Sprite {
        image: image.clone(),
        custom_size: Some(size),
        image_mode: SpriteImageMode::Auto,
        ..default()
    };
    let shadow = materials.add(Color::srgba(0.0, 0.0, 0.0, 0.4));
    let label_font = TextFont::from_font_size(15.0);
    let label_ink = TextColor(Color::srgb(0.95, 0.88, 0.72));

    // The board, with a shadow on the felt.
    let board_size = Vec2::new(330.0, 640.0);
    let board_centre = Vec2::new(BOARD_X, 0.0);
    commands.spawn((
        Mesh2d(meshes.add(Rectangle::from_size(board_size + 6.0))),
        MeshMaterial2d(shadow.clone()),
        Transform::from_xyz(board_centre.x + 8.0, board_centre.y - 10.0, 0.5),
        scoped(),
    ));
    commands.spawn((
        wood(board_size, &surfaces.wood),
        Transform::from_xyz(board_centre.x, board_centre.y, 1.0),
        scoped(),
    ));
    // The shield's well, a darker band at the top.
    commands.spawn((
        wood(Vec2::new(board_size.x - 20.0, 62.0), &surfaces.dark_wood),
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
            Transform::from_xyz(BOARD_X - 192.0 + 8.0, y, 1.5),
            scoped(),
        ));
        for hole in 0..CODE_LENGTH {
            let at = hole_position(row, hole);
            spawn_hole(&mut commands, &kit.hole, &kit.hole_material, at);
        }
        for k in 0..CODE_LENGTH {
            let at = key_position(row, k);
            spawn_hole(&mut commands, &kit.key_hole, &kit.hole_material, at);
        }
    }
    for hole in 0..CODE_LENGTH {
        let at = secret_position(hole);
        spawn_hole(&mut commands, &kit.hole, &kit.hole_material, at);
    }
    // The shield: a brass-edged walnut plate over the code.
    commands
        .spawn((
            Transform::from_xyz(FIRST_HOLE_X + 2.0 * HOLE_SPACING, SECRET_Y, 8.0),
            Visibility::default(),
            Shield { open: false },
            scoped(),
        ))
        .with_children(|shield| {
            shield.spawn((
                Mesh2d(meshes.add(Rectangle::new(222.0, 56.0))),
                MeshMaterial2d(materials.add(Color::srgb(0.62, 0.46, 0.18))),
            ));
            shield.spawn((
                wood(Vec2::new(214.0, 48.0), &surfaces.dark_wood),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
            shield.spawn((
                Text2d::new("CODE BREAKERS"),
                TextFont::from_font_size(18.0),
                TextColor(Color::srgb(0.88, 0.69, 0.3)),
                Transform::from_xyz(0.0, 0.0, 0.2),
            ));
        });

    // The palette tray.
    let pegs = palette(mode);
    let tray_height = pegs.len() as f32 * PALETTE_SPACING + 16.0;
    let tray_centre_y = PALETTE_TOP - (pegs.len() as f32 - 1.0) * PALETTE_SPACING / 2.0;
    commands.spawn((
        Mesh2d(meshes.add(Rectangle::new(78.0, tray_height + 6.0))),
        MeshMaterial2d(shadow.clone()),
        Transform::from_xyz(PALETTE_X + 6.0, tray_centre_y - 8.0, 0.5),
        scoped(),
    ));
    commands.spawn((
        wood(Vec2::new(70.0, tray_height), &surfaces.dark_wood),
        Transform::from_xyz(PALETTE_X, tray_centre_y, 1.0),
        scoped(),
    ));
    for (i, &peg) in pegs.iter().enumerate() {
        let at = palette_position(i);
        let entity = spawn_peg(
            &mut commands,
            &kit,
            peg,
            false,
            settings.peg_symbols,
            Transform::from_xyz(at.x, at.y, 3.0),
        );
        commands.entity(entity).insert(PalettePeg(peg));
        commands.spawn((
            Text2d::new(format!("{}", i + 1)),
            TextFont::from_font_size(13.0),
            TextColor(Color::srgb(0.85, 0.78, 0.62)),
            Transform::from_xyz(at.x + 27.0, at.y - 12.0, 3.0),
            scoped(),
        ));
    }
    let ring = meshes.add(Annulus::new(PEG_RADIUS + 3.0, PEG_RADIUS + 6.0));
    let brass = materials.add(theme_brass());
    commands.spawn((
        Mesh2d(ring.clone()),
        MeshMaterial2d(brass.clone()),
        Transform::from_xyz(0.0, 0.0, 6.0),
        Visibility::Hidden,
        ChoiceRing,
        scoped(),
    ));
    commands.spawn((
        Mesh2d(ring),
        MeshMaterial2d(brass),
        Transform::from_xyz(0.0, 0.0, 6.0),
        Visibility::Hidden,
        FocusRing,
        scoped(),
    ));

    // The scoring track.
    let track_height = (TARGET_SCORE as f32 - 1.0) * TRACK_SPACING + 90.0;
    let track_centre_y = TRACK_Y0 + (TARGET_SCORE as f32 - 1.0) * TRACK_SPACING / 2.0 - 16.0;
    commands.spawn((
        Mesh2d(meshes.add(Rectangle::new(58.0, track_height + 6.0))),
        MeshMaterial2d(shadow),
        Transform::from_xyz(TRACK_X + 6.0, track_centre_y - 8.0, 0.5),
        scoped(),
    ));
    commands.spawn((
        wood(Vec2::new(52.0, track_height), &surfaces.wood),
        Transform::from_xyz(TRACK_X, track_centre_y, 1.0),
        scoped(),
    ));
    for score in 1..=TARGET_SCORE {
        for seat in 0..2 {
            let at = track_position(score, seat);
            spawn_hole(&mut commands, &kit.key_hole, &kit.hole_material, at);
        }
        if score % 5 == 0 || score == 1 {
            let at = track_position(score, 1);
            commands.spawn((
                Text2d::new(score.to_string()),
                TextFont::from_font_size(13.0),
                label_ink,
                Transform::from_xyz(TRACK_X + 44.0, at.y, 1.5),
                scoped(),
            ));
        }
    }
    commands.spawn((
        Text2d::new("START"),
        TextFont::from_font_size(11.0),
        label_ink,
        Transform::from_xyz(TRACK_X, TRACK_Y0 - 52.0, 1.5),
        scoped(),
    ));
    for seat in 0..2 {
        let at = track_position(0, seat);
        let paint = materials.add(theme::SEAT_COLOURS[seat]);
        let rim = materials.add(theme::SEAT_COLOURS[seat].darker(0.15));
        commands
            .spawn((
                Transform::from_xyz(at.x, at.y, 4.0),
                Visibility::default(),
                ScoringPeg { seat, shown: 0 },
                scoped(),
            ))
            .with_children(|peg| {
                peg.spawn((
                    Mesh2d(kit.shadow.clone()),
                    MeshMaterial2d(kit.shadow_material.clone()),
                    Transform::from_xyz(1.5, -2.0, -0.1).with_scale(Vec3::splat(0.5)),
                ));
                peg.spawn((
                    Mesh2d(kit.peg.clone()),
                    MeshMaterial2d(paint),
                    Transform::from_scale(Vec3::splat(0.47)),
                ));
                peg.spawn((
                    Mesh2d(kit.peg_rim.clone()),
                    MeshMaterial2d(rim),
                    Transform::from_xyz(0.0, 0.0, 0.1).with_scale(Vec3::splat(0.47)),
                ));
                peg.spawn((
                    Mesh2d(kit.gloss.clone()),
                    MeshMaterial2d(kit.gloss_material.clone()),
                    Transform::from_xyz(-2.5, 3.0, 0.2).with_scale(Vec3::splat(0.45)),
                ));
            });
    }
    commands.insert_resource(kit);
    commands.insert_resource(PegEntities::default());
    commands.insert_resource(BoardView::default());
}

/// A hole drilled in the wood at `at`.
fn spawn_hole(
    commands: &mut Commands,
    mesh: &Handle<Mesh>,
    material: &Handle<ColorMaterial>,
    at: Vec2,
) {
    commands.spawn((
        Mesh2d(mesh.clone()),
        MeshMaterial2d(material.clone()),
        Transform::from_xyz(at.x, at.y, 1.5),
        DespawnOnExit(Screen::Playing),
    ));
}

fn theme_brass() -> Color {
    let b = BRASS;
    Color::srgb_u8(b.r(), b.g(), b.b())
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
    if board.frozen && summary.lines.is_empty() && !busy.is_busy() && table.game.outcome().is_none()
    {
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
    let seat = *table.game.to_decide().first()?;
    (table.is_human(seat) && table.viewer == seat).then(|| table.game.phase())
}

/// Spawns, recolours and removes pegs so the board shows the view and the draft.
#[allow(clippy::too_many_arguments)]
fn sync_pegs(
    mut commands: Commands,
    board: Res<BoardView>,
    draft: Res<Draft>,
    table: Res<Match<CodeBreaker>>,
    kit: Option<Res<Kit>>,
    mut entities: ResMut<PegEntities>,
    dragging: Res<Dragging>,
    settings: Res<Settings>,
) {
    let Some(kit) = kit else { return };
    let mut wanted: HashMap<Slot, Peg> = HashMap::new();
    for (r, row) in board.rows.iter().enumerate() {
        for (i, &peg) in row.guess.0.iter().enumerate() {
            wanted.insert(Slot::Row(r, i), peg);
        }
        let keys = std::iter::repeat_n(Peg::Black, row.feedback.black.into())
            .chain(std::iter::repeat_n(Peg::White, row.feedback.white.into()));
        for (k, peg) in keys.enumerate() {
            wanted.insert(Slot::Key(r, k), peg);
        }
    }
    let held_from = dragging.held.and_then(|(_, from)| from);
    let draft_slot = |i: usize| match composing(&table, &board) {
        Some(Phase::SettingCode) => Some(Slot::Secret(i)),
        Some(Phase::Guessing) if board.rows.len() < ROWS => Some(Slot::Row(board.rows.len(), i)),
        _ => None,
    };
    for (i, hole) in draft.holes.iter().enumerate() {
        if let (Some(peg), Some(slot)) = (hole, draft_slot(i))
            && held_from != Some(i)
        {
            wanted.insert(slot, *peg);
        }
    }
    if let Some(secret) = board.secret
        && !matches!(composing(&table, &board), Some(Phase::SettingCode))
    {
        for (i, &peg) in secret.0.iter().enumerate() {
            wanted.insert(Slot::Secret(i), peg);
        }
    }
    let stale: Vec<Slot> = entities
        .0
        .iter()
        .filter(|(slot, (_, peg))| wanted.get(slot) != Some(peg) || settings.is_changed())
        .map(|(slot, _)| *slot)
        .collect();
    for slot in stale {
        if let Some((entity, _)) = entities.0.remove(&slot) {
            commands.entity(entity).despawn();
        }
    }
    let drafting_row = board.rows.len();
    let fresh_row = board.rows.len().checked_sub(1);
    for (slot, peg) in wanted {
        if entities.0.contains_key(&slot) {
            continue;
        }
        let (at, key, z) = match slot {
            Slot::Row(r, i) => (hole_position(r, i), false, 3.0),
            Slot::Key(r, k) => (key_position(r, k), true, 3.0),
            Slot::Secret(i) => (secret_position(i), false, 3.0),
        };
        let position = at.extend(z);
        let tween = match slot {
            Slot::Row(r, i) if Some(r) == fresh_row && r != drafting_row => Motion::pop_in(
                position,
                settings.scaled(0.06 * i as f32),
                settings.scaled(0.22),
            ),
            Slot::Key(r, k) if Some(r) == fresh_row => Motion::pop_in(
                position,
                settings.scaled(ROW_POP_SECONDS + KEY_PEG_SECONDS * k as f32),
                settings.scaled(0.16),
            )
            .with_cue(Cue::KeyPeg(k)),
            _ => Motion::pop_in(position, 0.0, settings.scaled(0.15)),
        };
        let start = Transform::from_translation(position).with_scale(Vec3::splat(
            if tween.duration > 0.0 || tween.delay > 0.0 {
                0.0
            } else {
                1.0
            },
        ));
        let entity = spawn_peg(&mut commands, &kit, peg, key, settings.peg_symbols, start);
        commands.entity(entity).insert(tween);
        entities.0.insert(slot, (entity, peg));
    }
}

/// The one entity marked `M` (and neither of the other two markers), to move and show.
type Marker<'w, 's, M, A, B> = Query<
    'w,
    's,
    (&'static mut Transform, &'static mut Visibility),
    (With<M>, Without<A>, Without<B>),
>;

/// The focus ring, the chosen colour's ring and the glow behind the row being composed.
fn place_markers(
    board: Res<BoardView>,
    draft: Res<Draft>,
    table: Res<Match<CodeBreaker>>,
    mut focus: Marker<FocusRing, ChoiceRing, ActiveRowGlow>,
    mut choice: Marker<ChoiceRing, FocusRing, ActiveRowGlow>,
    mut glow: Marker<ActiveRowGlow, FocusRing, ChoiceRing>,
) {
    let composing = composing(&table, &board);
    let focus_at = match composing {
        Some(Phase::SettingCode) => Some(secret_position(draft.focus)),
        Some(Phase::Guessing) if board.rows.len() < ROWS => {
            Some(hole_position(board.rows.len(), draft.focus))
        }
        _ => None,
    };
    if let Ok((mut transform, mut visibility)) = focus.single_mut() {
        *visibility = if focus_at.is_some() {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        if let Some(at) = focus_at {
            transform.translation = at.extend(6.0);
        }
    }
    if let Ok((mut transform, mut visibility)) = choice.single_mut() {
        let index = palette(board.mode).iter().position(|&p| p == draft.choice);
        *visibility = if composing.is_some() && index.is_some() {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        if let Some(i) = index {
            transform.translation = palette_position(i).extend(6.0);
        }
    }
    if let Ok((mut transform, mut visibility)) = glow.single_mut() {
        let row = match table.game.phase() {
            Phase::Guessing if !board.frozen && board.rows.len() < ROWS => Some(board.rows.len()),
            _ => None,
        };
        *visibility = if row.is_some() {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        if let Some(r) = row {
            transform.translation.y = ROW_Y0 + r as f32 * ROW_SPACING;
        }
    }
}

fn move_scoring_pegs(
    mut commands: Commands,
    table: Res<Match<CodeBreaker>>,
    mut pegs: Query<(Entity, &mut ScoringPeg, &Transform)>,
    settings: Res<Settings>,
) {
    let scores = table.game.scores();
    for (entity, mut peg, transform) in &mut pegs {
        let score = scores[peg.seat];
        if peg.shown != score {
            peg.shown = score;
            let to = track_position(score, peg.seat).extend(4.0);
            commands.entity(entity).insert(Motion::slide(
                transform.translation,
                to,
                settings.scaled(0.8),
            ));
        }
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

/// Holes of the row (or code) being composed.
fn draft_holes(table: &Match<CodeBreaker>, board: &BoardView) -> Option<[Vec2; CODE_LENGTH]> {
    match composing(table, board)? {
        Phase::SettingCode => Some(std::array::from_fn(secret_position)),
        Phase::Guessing if board.rows.len() < ROWS => {
            Some(std::array::from_fn(|i| hole_position(board.rows.len(), i)))
        }
        _ => None,
    }
}

fn hit(points: impl IntoIterator<Item = Vec2>, at: Vec2, radius: f32) -> Option<usize> {
    points.into_iter().position(|p| p.distance(at) <= radius)
}

/// Mouse: press on the palette or a placed peg to pick it up, release over a hole to
/// place it (off the board to take it out); a click on the palette fills the next hole.
#[allow(clippy::too_many_arguments)]
fn pointer_input(
    mut commands: Commands,
    pointer: Res<TablePointer>,
    table: Res<Match<CodeBreaker>>,
    board: Res<BoardView>,
    draft: Res<Draft>,
    kit: Option<Res<Kit>>,
    settings: Res<Settings>,
    menu: Res<PauseMenu>,
    mut dragging: ResMut<Dragging>,
    mut edits: MessageWriter<DraftEdit>,
) {
    let (Some(kit), false) = (kit, menu.open) else {
        return;
    };
    let Some(at) = pointer.at else {
        return;
    };
    let Some(holes) = draft_holes(&table, &board) else {
        return;
    };
    let pegs = palette(board.mode);
    if pointer.just_pressed {
        let picked = if let Some(i) = hit(
            pegs.iter().enumerate().map(|(i, _)| palette_position(i)),
            at,
            PEG_RADIUS + 4.0,
        ) {
            Some((pegs[i], None))
        } else {
            hit(holes, at, PEG_RADIUS + 4.0).and_then(|h| draft.holes[h].map(|peg| (peg, Some(h))))
        };
        if let Some((peg, from)) = picked {
            let entity = spawn_peg(
                &mut commands,
                &kit,
                peg,
                false,
                settings.peg_symbols,
                Transform::from_translation(at.extend(20.0)).with_scale(Vec3::splat(1.15)),
            );
            commands.entity(entity).insert(DraggedPeg);
            *dragging = Dragging {
                held: Some((peg, from)),
                entity: Some(entity),
                pressed_at: at,
                moved: false,
            };
        } else if let Some(h) = hit(holes, at, PEG_RADIUS + 4.0) {
            edits.write(DraftEdit::Focus(h));
        }
    }
    if let Some((peg, from)) = dragging.held {
        if at.distance(dragging.pressed_at) > 6.0 {
            dragging.moved = true;
        }
        if pointer.just_released {
            let target = hit(holes, at, PEG_RADIUS + 8.0);
            match (dragging.moved, from, target) {
                (false, None, _) => {
                    edits.write(DraftEdit::FillNext(peg));
                }
                (false, Some(h), _) => {
                    edits.write(DraftEdit::Focus(h));
                }
                (true, None, Some(t)) => {
                    edits.write(DraftEdit::Put(t, peg));
                }
                (true, Some(h), Some(t)) if h != t => {
                    edits.write(DraftEdit::Move(h, t));
                }
                (true, Some(h), None) => {
                    edits.write(DraftEdit::Clear(h));
                }
                _ => {}
            }
            if let Some(entity) = dragging.entity.take() {
                commands.entity(entity).despawn();
            }
            *dragging = Dragging::default();
        }
    }
}

fn drag_follows_pointer(
    pointer: Res<TablePointer>,
    mut dragged: Query<&mut Transform, With<DraggedPeg>>,
) {
    let Some(at) = pointer.at else {
        return;
    };
    for mut transform in &mut dragged {
        transform.translation = at.extend(20.0);
    }
}

/// The left panel: the players, their roles and scores, what to do now, the buttons and
/// the log.
#[allow(clippy::too_many_arguments)]
fn side_panel(
    mut contexts: EguiContexts,
    table: Res<Match<CodeBreaker>>,
    board: Res<BoardView>,
    draft: Res<Draft>,
    log: Res<GameLog>,
    phase: Res<State<TurnPhase>>,
    mut menu: ResMut<PauseMenu>,
    mut edits: MessageWriter<DraftEdit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = table.names();
    let game = &table.game;
    table_side_panel(
        ctx,
        "Code Breaker",
        &mut menu,
        &log,
        "Drag or click pegs · keys 1-8 place a colour · Left/Right pick a hole · Enter submits · Backspace removes · H hint · Esc menu",
        |ui| {
            let mode = match game.options().mode {
                Mode::Standard => "Standard game",
                Mode::Advanced => "Advanced game",
            };
            ui.label(
                egui::RichText::new(format!(
                    "Round {} · {mode} · first to {TARGET_SCORE}",
                    game.round()
                ))
                .color(INK_DIM),
            );
            ui.add_space(4.0);
            for (seat, name) in names.iter().enumerate() {
                let role = if SeatId(seat as u8) == game.maker() {
                    "Maker"
                } else {
                    "Breaker"
                };
                let to_act = game.to_decide().first() == Some(&SeatId(seat as u8));
                egui::Frame::new()
                    .fill(if to_act {
                        egui::Color32::from_rgb(0x4A, 0x36, 0x1C)
                    } else {
                        egui::Color32::from_rgb(0x2E, 0x22, 0x18)
                    })
                    .stroke(if to_act {
                        egui::Stroke::new(2.0, BRASS)
                    } else {
                        egui::Stroke::NONE
                    })
                    .corner_radius(8)
                    .inner_margin(8)
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.horizontal(|ui| {
                            let (dot, _) = ui
                                .allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                            ui.painter()
                                .circle_filled(dot.center(), 8.0, seat_colour32(seat));
                            ui.painter().circle_stroke(
                                dot.center(),
                                8.0,
                                egui::Stroke::new(1.0, egui::Color32::from_black_alpha(120)),
                            );
                            ui.label(egui::RichText::new(name).size(20.0).strong());
                            ui.with_layout(
                                egui::Layout::right_to_left(egui::Align::Center),
                                |ui| {
                                    ui.label(
                                        egui::RichText::new(format!("{}", game.scores()[seat]))
                                            .size(24.0)
                                            .strong(),
                                    );
                                },
                            );
                        });
                        let kind = if table.is_human(SeatId(seat as u8)) {
                            ""
                        } else {
                            " · computer"
                        };
                        ui.label(egui::RichText::new(format!("{role}{kind}")).color(INK_DIM));
                    });
            }
            ui.add_space(6.0);
            ui.separator();
            let status = status_line(&table, &board, *phase.get());
            ui.label(egui::RichText::new(status).size(19.0));
            if let Some(message) = &draft.message {
                ui.label(
                    egui::RichText::new(message).color(egui::Color32::from_rgb(0xFF, 0xC8, 0x6B)),
                );
            }
            if let Some(p) = composing(&table, &board) {
                let pegs = palette(board.mode);
                ui.label(
                    egui::RichText::new(format!(
                        "Chosen colour: {} ({})",
                        peg_name(draft.choice),
                        pegs.iter()
                            .position(|&x| x == draft.choice)
                            .map_or(0, |i| i + 1)
                    ))
                    .color(INK_DIM),
                );
                ui.horizontal(|ui| {
                    let label = if p == Phase::SettingCode {
                        "Hide code"
                    } else {
                        "Submit row"
                    };
                    let ready = draft.code().is_some();
                    let submit =
                        egui::Button::new(egui::RichText::new(label).strong()).fill(if ready {
                            egui::Color32::from_rgb(0x2F, 0x6B, 0x3A)
                        } else {
                            egui::Color32::from_rgb(0x5A, 0x3E, 0x22)
                        });
                    if ui.add(submit).on_hover_text("Enter").clicked() {
                        edits.write(DraftEdit::Submit);
                    }
                    if ui.button("Clear").clicked() {
                        edits.write(DraftEdit::ClearAll);
                    }
                    if p == Phase::Guessing
                        && ui
                            .button("Hint")
                            .on_hover_text("What the hard computer would guess (H)")
                            .clicked()
                    {
                        edits.write(DraftEdit::Hint);
                    }
                });
            }
        },
    );
    Ok(())
}

fn status_line(table: &Match<CodeBreaker>, board: &BoardView, phase: TurnPhase) -> String {
    let names = table.names();
    let game = &table.game;
    if board.frozen {
        return "The shield is lifted.".into();
    }
    let Some(&seat) = game.to_decide().first() else {
        return "The match is over.".into();
    };
    let name = &names[seat.index()];
    let row = game.rows().len() + 1;
    match (phase, game.phase(), table.is_human(seat)) {
        (TurnPhase::BotThinking, Phase::SettingCode, _) => format!("{name} is hiding a code..."),
        (TurnPhase::BotThinking, _, _) => format!("{name} is thinking about row {row}..."),
        (_, Phase::SettingCode, true) => {
            format!("{name}, make a secret code: fill the five holes behind the shield.")
        }
        (_, Phase::Guessing, true) => format!("{name}, fill row {row} and submit it."),
        (_, Phase::SettingCode, false) => format!("{name} is hiding a code..."),
        (_, Phase::Guessing, false) => format!("{name} is breaking the code: row {row} next."),
        _ => String::new(),
    }
}
