//! The Code Knacker table: three safe cards in the display with their dials and red
//! markers, the deck and the marker stock with their counts, five dice thrown onto the
//! table, the set-aside tray, and the players' totals in the side panel. The dice, the
//! digits a die may cover and the tray are shared pieces ([`crate::table::pieces`]): a
//! roll throws the dice anew, suitable dice and the digits the focused die fits are ringed,
//! and a die is clicked, or dragged onto a digit (a microchip onto the tray), through
//! [`crate::table::picking`]. Won safes fly to their player, lost ones slide under the deck.

use super::{DiceFocus, KnackerInput, code_text, dice_on_table, uses_of};
use crate::audio::Cue;
use crate::session::{GameId, InPlay, Screen};
use crate::settings::Settings;
use crate::t;
use crate::table::TableNow;
use crate::table::about::explained;
use crate::table::anim::{Lively, Motion};
use crate::table::lesson::mark_button;
use crate::table::materials::Flat;
use crate::table::picking::TableInput;
use crate::table::pieces::{Arrival, BLANK_FACE, Look, PieceSpec, Pieces, paint};
use crate::table::shapes::{
    disc, rim_width, rounded_frame, rounded_rectangle, shadow_past, shadow_width,
};
use crate::table::surface::{Surfaces, Wood};
use crate::table::turn::TurnPhase;
use crate::table::view::Caption;
use crate::table::view::{PanelShared, notes_ui, side_panel as table_side_panel, status_ui};
use crate::table::{Happened, Match, TookBack};
use crate::theme::{INK_DIM, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_code_knacker::deck::card;
use codebreakers_code_knacker::{
    Action, CardId, CodeKnacker, DICE, DigitRef, Event, Face, Observation, Phase, TurnEnd,
};
use codebreakers_kernel::{SeatId, words};

pub fn plugin(app: &mut App) {
    crate::table::picking::register::<Knack>(app);
    app.init_resource::<DiceShown>()
        .add_systems(OnEnter(InPlay::Game(GameId::CodeKnacker)), spawn_table)
        .add_systems(
            PostUpdate,
            (
                follow_events,
                after_a_take_back,
                sync_cards,
                lay_out_the_dice,
                sync_piles,
            )
                .chain()
                .run_if(in_state(InPlay::Game(GameId::CodeKnacker))),
        )
        .add_systems(Update, (fade_away, drift_banners))
        .add_systems(
            Update,
            pointer_input.run_if(
                in_state(TurnPhase::AwaitingHuman)
                    .and_then(in_state(InPlay::Game(GameId::CodeKnacker))),
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            side_panel.run_if(in_state(InPlay::Game(GameId::CodeKnacker))),
        );
}

/// Seconds a won or lost safe flies off the display.
const CARD_FLIGHT_SECONDS: f32 = 0.65;

// The layout, in world units of the 1280×720 design (the side panel covers x < -340).
const CARD: Vec2 = Vec2::new(236.0, 150.0);
const DIE: f32 = 62.0;
const DIAL_RADIUS: f32 = 15.5;
const DIAL_SPACING: f32 = 36.0;
const DECK_AT: Vec2 = Vec2::new(566.0, 182.0);
const STOCK_AT: Vec2 = Vec2::new(566.0, -40.0);
const TRAY_Y: f32 = -222.0;
/// How far a safe card's shadow falls from it.
const CARD_SHADOW_OFFSET: Vec2 = Vec2::new(7.0, -9.0);
const ROLL_Y: f32 = -22.0;

fn slot_at(slot: usize) -> Vec2 {
    Vec2::new(-166.0 + slot as f32 * 252.0, 182.0)
}

fn table_spot(die: usize) -> Vec2 {
    Vec2::new(-170.0 + die as f32 * 96.0, ROLL_Y)
}

fn aside_spot(die: usize) -> Vec2 {
    Vec2::new(-170.0 + die as f32 * 96.0, TRAY_Y)
}

/// A digit's dial, relative to its card.
fn dial_offset(digit: usize, len: usize) -> Vec2 {
    Vec2::new(
        (digit as f32 - (len as f32 - 1.0) / 2.0) * DIAL_SPACING,
        -18.0,
    )
}

/// Where a won safe flies: towards its player's line in the side panel.
fn player_spot(seat: usize) -> Vec2 {
    Vec2::new(-520.0, 200.0 - 62.0 * seat as f32)
}

/// The dice as the table shows them: they keep the last roll in view until the next one.
#[derive(Resource, Default, Debug, Clone)]
pub struct DiceShown {
    pub faces: [Option<Face>; DICE],
    pub aside: [bool; DICE],
    /// How many times each die was thrown: a die thrown again is a new throw on the table.
    pub throws: [u32; DICE],
}

impl DiceShown {
    /// The dice as an observation has them: after a match is resumed or an action taken
    /// back (between those, the table keeps the last roll in view).
    fn follow(&mut self, obs: &Observation) {
        for (i, die) in obs.dice.iter().enumerate() {
            if die.face.is_some() {
                self.faces[i] = die.face;
            }
            self.aside[i] = die.aside;
        }
    }
}

/// The pieces of the table that are shared pieces: the dice and the places they go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KnId {
    /// A die, by index and throw.
    Die(usize, u32),
    /// The ring on a die that may be set aside now.
    DieRing(usize),
    /// A digit of a displayed safe a die may be set on, and its ring when the die in hand
    /// fits it.
    Digit(u8, u8),
    DigitRing(u8, u8),
    /// The set-aside tray, where a microchip goes.
    Tray,
}

/// What a player points at on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knack {
    Die(u8),
    Digit(DigitRef),
    Tray,
}

/// Meshes and materials made once.
#[derive(Resource)]
struct Kit {
    card_border: Handle<Mesh>,
    card_body: Handle<Mesh>,
    card_inset: Handle<Mesh>,
    card_shadow: Handle<Mesh>,
    dial: Handle<Mesh>,
    marker: Handle<Mesh>,
    gloss: Handle<Mesh>,
    brass: Handle<Flat>,
    steel: Handle<Flat>,
    inset: Handle<Flat>,
    ivory: Handle<Flat>,
    red: Handle<Flat>,
    red_rim: Handle<Flat>,
    gloss_paint: Handle<Flat>,
    shadow: Handle<Flat>,
    card_back: Handle<Flat>,
}

/// A safe card in a display slot.
#[derive(Component)]
struct CardView {
    slot: usize,
    card: CardId,
}

/// The red marker over one digit of a displayed safe.
#[derive(Component)]
struct MarkerView {
    slot: usize,
    digit: usize,
    shown: bool,
}

/// A "cracked" stamp over a fully covered safe.
#[derive(Component)]
struct CrackedStamp {
    slot: usize,
}

/// Despawned after this many seconds (flying safes, banners).
#[derive(Component)]
struct FadeAway(f32);

/// A message over the table that rises a little and fades.
#[derive(Component)]
struct Banner;

#[derive(Component)]
struct DeckCount;

#[derive(Component)]
struct DeckCard(usize);

#[derive(Component)]
struct StockMarker(usize);

#[derive(Component)]
struct StockCount;

fn spawn_table(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<Flat>>,
    surfaces: Res<Surfaces>,
    table: Res<Match<CodeKnacker>>,
    mut shown: ResMut<DiceShown>,
) {
    *shown = DiceShown::default();
    shown.follow(&table.view());
    let brass = Color::srgb(0.74, 0.56, 0.24);
    // A card's brass border and its shadow are drawn only where they show beside its
    // opaque body: a software renderer pays for every pixel, hidden or not
    // (`scripts/bench-frames`).
    let kit = Kit {
        card_border: meshes.add(rounded_frame(CARD + 8.0, 14.0, rim_width(4.0))),
        card_body: meshes.add(rounded_rectangle(CARD, 11.0)),
        card_inset: meshes.add(rounded_rectangle(Vec2::new(CARD.x - 18.0, 50.0), 25.0)),
        card_shadow: meshes.add(rounded_frame(
            CARD + 8.0,
            14.0,
            shadow_width(CARD_SHADOW_OFFSET),
        )),
        dial: meshes.add(disc(DIAL_RADIUS)),
        marker: meshes.add(disc(DIAL_RADIUS - 1.0)),
        gloss: meshes.add(Ellipse::new(5.0, 3.2)),
        brass: materials.add(brass),
        steel: materials.add(Color::srgb(0.16, 0.2, 0.25)),
        inset: materials.add(Color::srgb(0.09, 0.11, 0.14)),
        ivory: materials.add(Color::srgb(0.96, 0.93, 0.86)),
        red: materials.add(Color::srgb(0.84, 0.1, 0.1)),
        red_rim: materials.add(Color::srgb(0.55, 0.04, 0.04)),
        gloss_paint: materials.add(Color::srgba(1.0, 1.0, 1.0, 0.5)),
        shadow: materials.add(Color::srgba(0.0, 0.0, 0.0, 0.38)),
        card_back: materials.add(Color::srgb(0.45, 0.08, 0.09)),
    };
    let scoped = || DespawnOnExit(Screen::Playing);
    let label = |text: String, size: f32| {
        (
            Text2d::new(text),
            TextFont::from_font_size(size),
            TextColor(Color::srgb(0.93, 0.86, 0.7)),
        )
    };

    // The rolling area: a patch of green baize with a thin brass edge. The baize is
    // opaque, in the colour its translucent green took over the felt, so the felt under
    // it is not drawn at all (`scripts/bench-frames`).
    let area = Vec2::new(500.0, 116.0);
    let centre_x = (table_spot(0).x + table_spot(DICE - 1).x) / 2.0;
    commands.spawn((
        Mesh2d(meshes.add(rounded_frame(area + 4.0, 20.0, rim_width(2.0)))),
        MeshMaterial2d(materials.add(Color::srgba(0.95, 0.75, 0.35, 0.35))),
        Transform::from_xyz(centre_x, ROLL_Y, 0.2),
        scoped(),
    ));
    commands.spawn((
        Mesh2d(meshes.add(rounded_rectangle(area, 18.0))),
        MeshMaterial2d(materials.add(Color::srgb(0.231, 0.35, 0.249))),
        Transform::from_xyz(centre_x, ROLL_Y, 0.3),
        scoped(),
    ));
    // The set-aside tray, in wood, its shadow wider than it and falling right and down:
    // drawn only beside it.
    let slab = Vec2::new(510.0, 104.0);
    let (shadow, offset) = (slab + Vec2::new(26.0, 20.0), Vec2::new(8.0, -10.0));
    commands.spawn((
        Mesh2d(meshes.add(shadow_past(slab, shadow, 14.0, offset))),
        MeshMaterial2d(kit.shadow.clone()),
        Transform::from_xyz(centre_x + offset.x, TRAY_Y + offset.y, 0.2),
        scoped(),
    ));
    commands.spawn((
        surfaces.slab(&mut meshes, slab, Wood::Light),
        Transform::from_xyz(centre_x, TRAY_Y, 0.3),
        scoped(),
    ));
    commands.spawn((
        surfaces.slab(&mut meshes, Vec2::new(490.0, 84.0), Wood::Dark),
        Transform::from_xyz(centre_x, TRAY_Y, 0.35),
        scoped(),
    ));
    commands.spawn((
        label(t!("code-knacker-tray"), 13.0),
        Caption("code-knacker-tray"),
        Transform::from_xyz(centre_x, TRAY_Y + 63.0, 0.4),
        scoped(),
    ));

    // The deck: a few card backs stacked, and its count.
    for k in 0..4 {
        commands
            .spawn((
                Transform::from_xyz(
                    DECK_AT.x - k as f32 * 2.0,
                    DECK_AT.y + k as f32 * 2.5,
                    1.0 + k as f32 * 0.1,
                )
                .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
                Visibility::default(),
                DeckCard(k),
                scoped(),
            ))
            .with_children(|back| {
                back.spawn((
                    Mesh2d(kit.card_shadow.clone()),
                    MeshMaterial2d(kit.shadow.clone()),
                    Transform::from_xyz(4.0, -5.0, -0.05).with_scale(Vec3::splat(0.62)),
                ));
                back.spawn((
                    Mesh2d(kit.card_border.clone()),
                    MeshMaterial2d(kit.brass.clone()),
                    Transform::from_scale(Vec3::splat(0.62)),
                ));
                back.spawn((
                    Mesh2d(kit.card_body.clone()),
                    MeshMaterial2d(kit.card_back.clone()),
                    Transform::from_xyz(0.0, 0.0, 0.01).with_scale(Vec3::splat(0.62)),
                ));
                // Every back wears the name: the stack shrinks with the deck, and the top
                // card left shows it.
                back.spawn((
                    Text2d::new(t!("code-knacker-card-back")),
                    Caption("code-knacker-card-back"),
                    TextFont::from_font_size(14.0),
                    TextColor(Color::srgb(0.9, 0.72, 0.36)),
                    TextLayout::justify(Justify::Center),
                    Transform::from_xyz(0.0, 0.0, 0.02)
                        .with_rotation(Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2)),
                ));
            });
    }
    commands.spawn((
        Transform::from_translation(DECK_AT.extend(1.4)),
        explained(words!("about-code-knacker-deck"), CARD),
        scoped(),
    ));
    commands.spawn((
        label(t!("code-knacker-deck", count = table.view().deck_len), 16.0),
        Transform::from_xyz(DECK_AT.x, DECK_AT.y - 98.0, 1.5),
        DeckCount,
        scoped(),
    ));

    // The marker stock: a dish of red markers, its brass lip and shadow drawn beside it.
    let (dish, dish_shadow) = (Vec2::splat(144.0), Vec2::new(5.0, -7.0));
    commands.spawn((
        Mesh2d(meshes.add(rounded_frame(dish, 72.0, shadow_width(dish_shadow)))),
        MeshMaterial2d(kit.shadow.clone()),
        Transform::from_translation((STOCK_AT + dish_shadow).extend(0.4)),
        scoped(),
    ));
    commands.spawn((
        Mesh2d(meshes.add(rounded_frame(dish, 72.0, rim_width(6.0)))),
        MeshMaterial2d(kit.brass.clone()),
        Transform::from_xyz(STOCK_AT.x, STOCK_AT.y, 0.5),
        scoped(),
    ));
    commands.spawn((
        Mesh2d(meshes.add(disc(66.0))),
        MeshMaterial2d(kit.inset.clone()),
        Transform::from_xyz(STOCK_AT.x, STOCK_AT.y, 0.55),
        scoped(),
    ));
    commands.spawn((
        Transform::from_translation(STOCK_AT.extend(1.4)),
        explained(words!("about-code-knacker-marker"), dish),
        scoped(),
    ));
    for k in 0..usize::from(codebreakers_code_knacker::MARKERS) {
        // A loose sunflower pile.
        let angle = k as f32 * 2.39996;
        let radius = 13.0 * (k as f32 + 0.5).sqrt();
        let at = STOCK_AT + radius * Vec2::from_angle(angle);
        commands
            .spawn((
                Transform::from_xyz(at.x, at.y, 0.6 + k as f32 * 0.01).with_scale(Vec3::splat(0.8)),
                Visibility::default(),
                StockMarker(k),
                scoped(),
            ))
            .with_children(|m| spawn_marker_parts(m, &kit));
    }
    commands.spawn((
        label(t!("code-knacker-markers", count = table.view().stock), 16.0),
        Transform::from_xyz(STOCK_AT.x, STOCK_AT.y - 92.0, 1.5),
        StockCount,
        scoped(),
    ));

    commands.insert_resource(kit);
}

fn spawn_marker_parts(parent: &mut ChildSpawnerCommands, kit: &Kit) {
    parent.spawn((
        Mesh2d(kit.marker.clone()),
        MeshMaterial2d(kit.shadow.clone()),
        Transform::from_xyz(2.0, -3.0, -0.02),
    ));
    parent.spawn((
        Mesh2d(kit.marker.clone()),
        MeshMaterial2d(kit.red_rim.clone()),
        Transform::from_xyz(0.0, 0.0, 0.0),
    ));
    parent.spawn((
        Mesh2d(kit.marker.clone()),
        MeshMaterial2d(kit.red.clone()),
        Transform::from_xyz(-0.8, 0.8, 0.01).with_scale(Vec3::splat(0.86)),
    ));
    parent.spawn((
        Mesh2d(kit.gloss.clone()),
        MeshMaterial2d(kit.gloss_paint.clone()),
        Transform::from_xyz(-4.0, 4.5, 0.02),
    ));
}

/// Spawns a safe card; its digits' markers show what is covered.
fn spawn_card(
    commands: &mut Commands,
    kit: &Kit,
    slot: usize,
    id: CardId,
    at: Transform,
) -> Entity {
    let safe = card(id);
    let len = safe.code.len();
    commands
        .spawn((
            at,
            Visibility::default(),
            CardView { slot, card: id },
            DespawnOnExit(Screen::Playing),
            explained(words!("about-code-knacker-safe", value = safe.value), CARD),
        ))
        .with_children(|c| {
            c.spawn((
                Mesh2d(kit.card_shadow.clone()),
                MeshMaterial2d(kit.shadow.clone()),
                Transform::from_translation(CARD_SHADOW_OFFSET.extend(-0.1)),
            ));
            c.spawn((
                Mesh2d(kit.card_border.clone()),
                MeshMaterial2d(kit.brass.clone()),
                Transform::from_xyz(0.0, 0.0, 0.0),
            ));
            c.spawn((
                Mesh2d(kit.card_body.clone()),
                MeshMaterial2d(kit.steel.clone()),
                Transform::from_xyz(0.0, 0.0, 0.05),
            ));
            c.spawn((
                Mesh2d(kit.card_inset.clone()),
                MeshMaterial2d(kit.inset.clone()),
                Transform::from_xyz(0.0, -18.0, 0.1),
            ));
            c.spawn((
                Text2d::new(t!("code-knacker-safe")),
                Caption("code-knacker-safe"),
                TextFont::from_font_size(15.0),
                TextColor(Color::srgb(0.84, 0.66, 0.32)),
                Transform::from_xyz(-CARD.x / 2.0 + 36.0, CARD.y / 2.0 - 24.0, 0.2),
            ));
            c.spawn((
                Text2d::new(t!("code-knacker-card-value", value = safe.value)),
                TextFont::from_font_size(26.0),
                TextColor(Color::srgb(0.97, 0.93, 0.84)),
                Transform::from_xyz(CARD.x / 2.0 - 40.0, CARD.y / 2.0 - 26.0, 0.2),
            ));
            for (j, &digit) in safe.code.iter().enumerate() {
                let at = dial_offset(j, len);
                c.spawn((
                    Mesh2d(kit.dial.clone()),
                    MeshMaterial2d(kit.ivory.clone()),
                    Transform::from_xyz(at.x, at.y, 0.2),
                ));
                c.spawn((
                    Text2d::new(digit.to_string()),
                    TextFont::from_font_size(21.0),
                    TextColor(Color::srgb(0.1, 0.09, 0.08)),
                    Transform::from_xyz(at.x, at.y, 0.25),
                ));
                c.spawn((
                    Transform::from_xyz(at.x, at.y, 0.4),
                    Visibility::Hidden,
                    MarkerView {
                        slot,
                        digit: j,
                        shown: false,
                    },
                ))
                .with_children(|m| spawn_marker_parts(m, kit));
            }
            c.spawn((
                Text2d::new(t!("code-knacker-cracked")),
                Caption("code-knacker-cracked"),
                TextFont::from_font_size(22.0),
                TextColor(Color::srgb(0.55, 0.95, 0.55)),
                Transform::from_xyz(0.0, -57.0, 0.6),
                Visibility::Hidden,
                CrackedStamp { slot },
            ));
        })
        .id()
}

fn banner(commands: &mut Commands, text: String, colour: Color, settings: &Settings) {
    let seconds = settings.scaled(1.6).max(0.8);
    commands
        .spawn((
            Transform::from_xyz(130.0, 72.0, 30.0),
            Visibility::default(),
            Banner,
            FadeAway(seconds),
            Lively,
            DespawnOnExit(Screen::Playing),
        ))
        .with_children(|b| {
            b.spawn((
                Sprite::from_color(Color::srgba(0.07, 0.05, 0.04, 0.86), Vec2::new(560.0, 54.0)),
                Transform::from_xyz(0.0, 0.0, -0.1),
            ));
            b.spawn((
                Text2d::new(text),
                TextFont::from_font_size(26.0),
                TextColor(colour),
            ));
        });
}

/// Turns what happened into dice movement, flying safes, banners and sounds.
fn follow_events(
    mut commands: Commands,
    mut happened: MessageReader<Happened<CodeKnacker>>,
    mut shown: ResMut<DiceShown>,
    table: Res<Match<CodeKnacker>>,
    settings: Res<Settings>,
    cards: Query<(Entity, &CardView, &Transform)>,
    mut cues: MessageWriter<Cue>,
) {
    for batch in happened.read() {
        for event in &batch.events {
            match event {
                Event::Rolled { dice: rolled } => {
                    for &(i, face) in rolled {
                        let i = usize::from(i);
                        shown.faces[i] = Some(face);
                        shown.aside[i] = false;
                        shown.throws[i] += 1;
                    }
                }
                Event::SetAside { die, .. } => {
                    shown.aside[usize::from(*die)] = true;
                }
                Event::CycleComplete { chips } => {
                    cues.write(Cue::Solved);
                    banner(
                        &mut commands,
                        t!("code-knacker-banner-cycle", count = *chips),
                        Color::srgb(0.95, 0.78, 0.4),
                        &settings,
                    );
                }
                Event::TurnEnded {
                    seat,
                    how,
                    taken,
                    to_bottom,
                    ..
                } => {
                    let flight = settings.scaled(CARD_FLIGHT_SECONDS);
                    for (entity, view, transform) in &cards {
                        let (target, scale) = if taken.contains(&view.card) {
                            (player_spot(seat.index()), 0.35)
                        } else if to_bottom.contains(&view.card) {
                            (DECK_AT, 0.6)
                        } else {
                            continue;
                        };
                        let mut tween = Motion::slide(
                            transform.translation,
                            target.extend(transform.translation.z + 10.0),
                            flight,
                        )
                        .with_cue(Cue::CardSlide);
                        tween.to.scale = Vec3::splat(scale);
                        commands
                            .entity(entity)
                            .remove::<CardView>()
                            .insert((tween, FadeAway(flight + 0.05)));
                    }
                    match how {
                        TurnEnd::Forced => {
                            cues.write(Cue::NotSolved);
                            banner(
                                &mut commands,
                                if to_bottom.is_empty() {
                                    t!("code-knacker-banner-forced")
                                } else {
                                    t!("code-knacker-banner-lost")
                                },
                                Color::srgb(1.0, 0.55, 0.45),
                                &settings,
                            );
                        }
                        TurnEnd::Voluntary if !taken.is_empty() => {
                            cues.write(Cue::Solved);
                            let value: u32 = taken.iter().map(|&c| card(c).value).sum();
                            banner(
                                &mut commands,
                                t!(
                                    "code-knacker-banner-takes",
                                    name = &table.names()[seat.index()],
                                    value = value
                                ),
                                Color::srgb(0.6, 0.95, 0.6),
                                &settings,
                            );
                        }
                        TurnEnd::Voluntary => {}
                    }
                }
                // The dice stay as the last turn left them (a forced end's roll beside the
                // dice set aside, as the lesson tells it) until the next roll gathers them.
                Event::TurnStarted { .. } => {}
                Event::CardRemoved { card } => {
                    cues.write(Cue::CardSlide);
                    banner(
                        &mut commands,
                        t!("code-knacker-log-card-removed", code = code_text(*card)),
                        Color::srgb(0.9, 0.85, 0.75),
                        &settings,
                    );
                }
                Event::FinalTurn => banner(
                    &mut commands,
                    t!("code-knacker-banner-final-turn"),
                    Color::srgb(0.95, 0.78, 0.4),
                    &settings,
                ),
                Event::GameOver { .. } => {
                    cues.write(Cue::Victory);
                }
                Event::Refilled { .. } => {}
            }
        }
    }
}

/// A die set aside and taken back returns to the rolling area.
fn after_a_take_back(
    mut took_back: MessageReader<TookBack>,
    table: Res<Match<CodeKnacker>>,
    mut shown: ResMut<DiceShown>,
) {
    if took_back.read().count() > 0 {
        shown.follow(&table.view());
    }
}

/// Keeps the display's safes and their markers in step with the observation.
fn sync_cards(
    mut commands: Commands,
    table: Res<Match<CodeKnacker>>,
    kit: Option<Res<Kit>>,
    settings: Res<Settings>,
    cards: Query<(Entity, &CardView)>,
    mut markers: Query<
        (Entity, &mut MarkerView, &mut Visibility, &Transform),
        Without<CrackedStamp>,
    >,
    mut stamps: Query<(&CrackedStamp, &mut Visibility), Without<MarkerView>>,
) {
    let Some(kit) = kit else { return };
    let view = table.view();
    for (slot, content) in view.display.iter().enumerate() {
        let present = cards.iter().find(|(_, c)| c.slot == slot);
        match (present, content) {
            (Some((entity, c)), Some(s)) if c.card != s.card => {
                commands.entity(entity).despawn();
            }
            (Some((entity, _)), None) => {
                commands.entity(entity).despawn();
            }
            (None, Some(s)) => {
                let at = slot_at(slot);
                let entity = spawn_card(
                    &mut commands,
                    &kit,
                    slot,
                    s.card,
                    Transform::from_xyz(DECK_AT.x, DECK_AT.y, 3.0).with_scale(Vec3::splat(0.6)),
                );
                let mut tween =
                    Motion::slide(DECK_AT.extend(3.0), at.extend(2.0), settings.scaled(0.45));
                tween.from.scale = Vec3::splat(0.6);
                tween.delay = settings.scaled(0.15 * slot as f32);
                commands.entity(entity).insert(tween);
            }
            _ => {}
        }
    }
    for (entity, mut marker, mut visibility, transform) in &mut markers {
        let covered = view.display[marker.slot]
            .as_ref()
            .and_then(|s| s.covered.get(marker.digit).copied())
            .unwrap_or(false);
        if covered != marker.shown {
            marker.shown = covered;
            *visibility = if covered {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            };
            if covered {
                let at = transform.translation;
                commands
                    .entity(entity)
                    .insert(Motion::pop_in(at, 0.0, settings.scaled(0.22)).with_cue(Cue::Marker));
            }
        }
    }
    for (stamp, mut visibility) in &mut stamps {
        let cracked = view.display[stamp.slot]
            .as_ref()
            .is_some_and(|s| s.is_cracked());
        let wanted = if cracked {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(wanted);
    }
}

/// Where a die thrown now comes from: the near side, each die on its own path.
fn thrown_from(die: usize, throw: u32) -> Vec3 {
    let jitter = ((die * 37 + throw as usize * 11) % 23) as f32;
    Vec3::new(
        table_spot(die).x - 60.0 + jitter * 3.0,
        ROLL_Y - 150.0 - jitter * 2.0,
        6.0,
    )
}

/// What the table shows of the dice and where they may go.
struct DiceSeen<'a> {
    shown: &'a DiceShown,
    /// The human's observation while they choose dice.
    choosing: Option<Observation>,
    legal: Vec<Action>,
    focus: &'a DiceFocus,
}

/// The dice, the rings on the suitable ones, and the digits (and the tray) a die may go to.
fn dice_pieces(seen: &DiceSeen) -> Vec<PieceSpec<KnId, Knack>> {
    let DiceSeen {
        shown,
        choosing,
        legal,
        focus,
    } = seen;
    let mut pieces = Vec::new();
    let on_table = choosing.as_ref().map(dice_on_table).unwrap_or_default();
    let uses = |die: u8| match choosing {
        Some(obs) => uses_of(obs, legal, die),
        None => Vec::new(),
    };
    // A keyboard focus on a die just set aside passes to the first die left on the table.
    let focused = focus
        .picked
        .or(focus.die)
        .filter(|d| on_table.contains(d))
        .or_else(|| focus.die.and(on_table.first().copied()));
    for (i, face) in shown.faces.iter().enumerate() {
        // Before the first roll the dice wait blank in the rolling area.
        let value = match face {
            Some(Face::Digit(n)) => *n,
            Some(Face::Chip) => 0,
            None => BLANK_FACE,
        };
        let at = if shown.aside[i] {
            aside_spot(i)
        } else {
            table_spot(i)
        };
        let at = at.extend(5.0 + i as f32 * 0.1);
        let throw = shown.throws[i];
        let mut die = PieceSpec::new(KnId::Die(i, throw), Look::Die { side: DIE, value }, at)
            .from(thrown_from(i, throw))
            .arriving(Arrival::Thrown);
        match face {
            Some(Face::Digit(n)) => die = die.about(words!("about-code-knacker-die", value = *n)),
            Some(Face::Chip) => die = die.about(words!("about-code-knacker-chip")),
            None => die = die.about(words!("about-code-knacker-dice")),
        }
        let usable = !uses(i as u8).is_empty();
        if usable {
            die = die
                .target(Knack::Die(i as u8), true)
                .focused(focused == Some(i as u8));
            pieces.push(PieceSpec::new(
                KnId::DieRing(i),
                Look::Ring {
                    size: Vec2::splat(DIE + 14.0),
                    colour: paint::BRASS,
                    round: false,
                },
                at.with_z(4.9),
            ));
        }
        pieces.push(die);
    }
    let Some(obs) = choosing else {
        return pieces;
    };
    // The digits the focused (or picked-up) die fits are ringed; every open digit takes a
    // click or a drop.
    let fits: Vec<DigitRef> = focused
        .map(uses)
        .unwrap_or_default()
        .iter()
        .filter_map(|a| match a {
            Action::SetAside { cover, .. } => *cover,
            _ => None,
        })
        .collect();
    let current = fits.get(focus.target.min(fits.len().saturating_sub(1)));
    for (slot, safe) in obs.display.iter().enumerate() {
        let Some(safe) = safe else { continue };
        for (j, covered) in safe.covered.iter().enumerate() {
            if *covered {
                continue;
            }
            let digit = DigitRef {
                slot: slot as u8,
                digit: j as u8,
            };
            let at = (slot_at(slot) + dial_offset(j, safe.covered.len())).extend(3.0);
            let spot = Look::Spot {
                size: Vec2::splat(DIAL_RADIUS * 2.0 + 8.0),
                round: true,
            };
            pieces.push(
                PieceSpec::new(KnId::Digit(digit.slot, digit.digit), spot, at)
                    .target(Knack::Digit(digit), false)
                    .focused(current == Some(&digit) && focus.picked.is_none()),
            );
            if fits.contains(&digit) {
                pieces.push(PieceSpec::new(
                    KnId::DigitRing(digit.slot, digit.digit),
                    Look::Ring {
                        size: Vec2::splat(DIAL_RADIUS * 2.0 + 8.0),
                        colour: paint::BRASS,
                        round: true,
                    },
                    at.with_z(2.9),
                ));
            }
        }
    }
    let tray = Look::Spot {
        size: Vec2::new(510.0, 104.0),
        round: false,
    };
    let centre_x = (aside_spot(0).x + aside_spot(DICE - 1).x) / 2.0;
    pieces.push(
        PieceSpec::new(KnId::Tray, tray, Vec3::new(centre_x, TRAY_Y, 0.5))
            .about(words!("about-code-knacker-tray"))
            .target(Knack::Tray, false),
    );
    pieces
}

/// Makes the dice on the table match the last roll and the human's choice.
fn lay_out_the_dice(
    table: Res<Match<CodeKnacker>>,
    phase: Res<State<TurnPhase>>,
    shown: Res<DiceShown>,
    focus: Res<DiceFocus>,
    mut pieces: Pieces<KnId, Knack>,
) {
    let choosing = choosing(&table, *phase.get());
    let legal = choosing
        .as_ref()
        .map(|_| table.legal_actions())
        .unwrap_or_default();
    pieces.lay_out(dice_pieces(&DiceSeen {
        shown: &shown,
        choosing,
        legal,
        focus: &focus,
    }));
}

/// The counts on the deck and the marker stock.
fn sync_piles(
    table: Res<Match<CodeKnacker>>,
    mut deck_text: Query<&mut Text2d, (With<DeckCount>, Without<StockCount>)>,
    mut stock_text: Query<&mut Text2d, (With<StockCount>, Without<DeckCount>)>,
    mut backs: Query<(&DeckCard, &mut Visibility), Without<StockMarker>>,
    mut stock: Query<(&StockMarker, &mut Visibility), Without<DeckCard>>,
) {
    let view = table.view();
    let deck = t!("code-knacker-deck", count = view.deck_len);
    for mut text in &mut deck_text {
        if text.0 != deck {
            text.0 = deck.clone();
        }
    }
    let markers = t!("code-knacker-markers", count = view.stock);
    for mut text in &mut stock_text {
        if text.0 != markers {
            text.0 = markers.clone();
        }
    }
    for (DeckCard(k), mut visibility) in &mut backs {
        let wanted = if view.deck_len > *k * 5 || (*k == 0 && view.deck_len > 0) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(wanted);
    }
    for (StockMarker(k), mut visibility) in &mut stock {
        let wanted = if *k < usize::from(view.stock) {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(wanted);
    }
}

/// The human at this screen choosing dice now, and their observation.
fn choosing(table: &Match<CodeKnacker>, phase: TurnPhase) -> Option<Observation> {
    let seat = *table.to_decide().first()?;
    (phase == TurnPhase::AwaitingHuman && table.is_human(seat) && table.viewer == seat)
        .then(|| table.view())
        .filter(|obs| obs.phase == Phase::Choosing)
}

fn fade_away(mut commands: Commands, time: Res<Time>, mut fading: Query<(Entity, &mut FadeAway)>) {
    for (entity, mut left) in &mut fading {
        left.0 -= time.delta_secs();
        if left.0 <= 0.0 {
            commands.entity(entity).despawn();
        }
    }
}

fn drift_banners(time: Res<Time>, mut banners: Query<&mut Transform, With<Banner>>) {
    for mut transform in &mut banners {
        transform.translation.y += 12.0 * time.delta_secs();
    }
}

/// The pointer on the table: a click on a die sets it aside (or picks it up when it has
/// several uses), a click on a digit covers it; a die dragged onto a digit is set aside on
/// it, a microchip dragged onto the tray is set aside there.
fn pointer_input(
    mut input: MessageReader<TableInput<Knack>>,
    table: Res<Match<CodeKnacker>>,
    shown: Res<DiceShown>,
    mut knacker: MessageWriter<KnackerInput>,
) {
    for event in input.read() {
        let wanted = match *event {
            TableInput::Click(Knack::Die(die)) => KnackerInput::Die(die),
            TableInput::Click(Knack::Digit(digit)) => KnackerInput::Digit(digit),
            TableInput::Drop {
                held: Knack::Die(die),
                on: Knack::Digit(digit),
            } => KnackerInput::SetAside {
                die,
                cover: Some(digit),
            },
            TableInput::Drop {
                held: Knack::Die(die),
                on: Knack::Tray,
            } => match shown.faces[usize::from(die)] {
                Some(Face::Chip) => KnackerInput::SetAside { die, cover: None },
                _ => KnackerInput::Die(die),
            },
            _ => continue,
        };
        if table.outcome().is_none() {
            knacker.write(wanted);
        }
    }
}

/// A player as the side panel lists them.
pub struct PlayerRow {
    pub name: String,
    /// The total value taken, in words.
    pub total: String,
    /// Safes taken, and the line saying so.
    pub safes: usize,
    pub safes_line: String,
    /// What the pointer resting on the row says: the safes' values.
    pub hover: String,
    pub to_act: bool,
}

/// Every player in sight: with more than four seats each is one line (the safes' values on
/// hover), so six fit in the side panel however short the window.
pub fn players_ui(ui: &mut egui::Ui, rows: &[PlayerRow]) {
    let compact = rows.len() > 4;
    let margin = egui::Margin::symmetric(8, if compact { 2 } else { 5 });
    let (name_size, total_size) = if compact { (15.0, 16.0) } else { (17.0, 19.0) };
    for (seat, row) in rows.iter().enumerate() {
        crate::theme::seat_card(ui, row.to_act, margin, |ui| {
            ui.set_width(ui.available_width());
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    let (dot, _) =
                        ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                    ui.painter()
                        .circle_filled(dot.center(), 6.0, seat_colour32(seat));
                    ui.add(
                        egui::Label::new(egui::RichText::new(&row.name).size(name_size).strong())
                            .truncate(),
                    );
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(egui::RichText::new(&row.total).size(total_size).strong());
                        if compact {
                            ui.label(
                                egui::RichText::new(format!("({})", row.safes))
                                    .size(13.0)
                                    .color(INK_DIM),
                            );
                        }
                    });
                });
                if !compact {
                    ui.label(
                        egui::RichText::new(&row.safes_line)
                            .size(13.0)
                            .color(INK_DIM),
                    );
                }
            })
            .response
            .on_hover_text(&row.hover);
        });
        ui.add_space(if compact { 1.0 } else { 2.0 });
    }
}

/// The left panel: the players and their safes, what to do now, the buttons and the log.
fn side_panel(
    mut contexts: EguiContexts,
    now: TableNow<CodeKnacker>,
    focus: Res<DiceFocus>,
    mut shared: PanelShared,
    mut input: MessageWriter<KnackerInput>,
) -> Result {
    let TableNow {
        table,
        phase,
        busy,
        settings,
    } = now;
    let ctx = contexts.ctx_mut()?;
    let names = table.names_at_table();
    let view = table.view();
    table_side_panel(
        ctx,
        &GameId::CodeKnacker.name(),
        &mut shared,
        table.undoable(),
        &t!("code-knacker-help"),
        |ui| {
            let turn = if view.is_solo() {
                t!("code-knacker-turn-solo", turn = view.turn)
            } else {
                t!("code-knacker-turn-highest", turn = view.turn)
            };
            ui.label(egui::RichText::new(turn).color(INK_DIM));
            ui.add_space(4.0);
            let totals = view.totals();
            let rows: Vec<PlayerRow> = names
                .iter()
                .enumerate()
                .map(|(seat, name)| {
                    let safes = &view.taken[seat];
                    let values = if safes.is_empty() {
                        t!("code-knacker-no-safes-yet")
                    } else {
                        safes
                            .iter()
                            .map(|&c| t!("game-score-millions", score = card(c).value))
                            .collect::<Vec<_>>()
                            .join(" + ")
                    };
                    let safes_line = if table.is_human(SeatId(seat as u8)) {
                        t!("code-knacker-safes", count = safes.len())
                    } else {
                        t!("code-knacker-safes-computer", count = safes.len())
                    };
                    PlayerRow {
                        name: name.clone(),
                        total: t!("game-score-millions", score = totals[seat]),
                        safes: safes.len(),
                        hover: t!(
                            "code-knacker-safes-hover",
                            safes = safes_line.as_str(),
                            values = values.as_str()
                        ),
                        safes_line,
                        to_act: table.to_decide().first() == Some(&SeatId(seat as u8)),
                    }
                })
                .collect();
            players_ui(ui, &rows);
            if view.is_solo() {
                let best = match settings.code_knacker_solo_best {
                    Some(best) => t!("code-knacker-your-best", best = best, deck = view.deck_len),
                    None => t!("code-knacker-your-best-none", deck = view.deck_len),
                };
                ui.label(egui::RichText::new(best).color(INK_DIM));
            }
            ui.add_space(6.0);
            ui.separator();
            status_ui(
                ui,
                &status_line(&table, &view, *phase.get(), busy.is_busy()),
            );
            let seat = *table.to_decide().first().unwrap_or(&SeatId(0));
            let mine = *phase.get() == TurnPhase::AwaitingHuman
                && table.is_human(seat)
                && table.viewer == seat;
            if mine {
                let legal = table.legal_actions();
                ui.horizontal_wrapped(|ui| {
                    // Roll, Stop and Hint on one line in every language that fits.
                    ui.spacing_mut().item_spacing.x = 6.0;
                    ui.spacing_mut().button_padding.x = 9.0;
                    let roll_key = match view.phase {
                        Phase::CycleComplete => "code-knacker-roll-all",
                        Phase::Rolling => "code-knacker-roll",
                        _ => "code-knacker-roll-rest",
                    };
                    let roll_label =
                        crate::i18n::render(&codebreakers_kernel::Words::new(roll_key));
                    let can_roll = legal.contains(&Action::Roll);
                    let roll = egui::Button::new(egui::RichText::new(roll_label).strong())
                        .fill(egui::Color32::from_rgb(0x2F, 0x6B, 0x3A));
                    if mark_button(ui.add_enabled(can_roll, roll), roll_key)
                        .on_hover_text(t!("code-knacker-roll-why"))
                        .clicked()
                    {
                        input.write(KnackerInput::Roll);
                    }
                    let stop =
                        egui::Button::new(egui::RichText::new(t!("code-knacker-stop")).strong())
                            .fill(egui::Color32::from_rgb(0x7A, 0x3A, 0x22));
                    if mark_button(
                        ui.add_enabled(legal.contains(&Action::Stop), stop),
                        "code-knacker-stop",
                    )
                    .on_hover_text("S")
                    .clicked()
                    {
                        input.write(KnackerInput::Stop);
                    }
                    if ui
                        .button(t!("code-knacker-hint"))
                        .on_hover_text(t!("code-knacker-hint-why"))
                        .clicked()
                    {
                        input.write(KnackerInput::Hint);
                    }
                });
            }
            notes_ui(ui, focus.message.as_ref(), focus.advice.iter().flatten());
        },
    );
    Ok(())
}

fn status_line(
    table: &Match<CodeKnacker>,
    view: &Observation,
    phase: TurnPhase,
    animating: bool,
) -> String {
    let names = table.names();
    let Some(&seat) = table.to_decide().first() else {
        return t!("code-knacker-status-over");
    };
    let name = &names[seat.index()];
    let human = table.is_human(seat);
    if phase == TurnPhase::BotThinking || (!human && animating) {
        return t!("code-knacker-status-playing", name = name);
    }
    if !human {
        return t!("code-knacker-status-their-turn", name = name);
    }
    match view.phase {
        Phase::Rolling if view.final_turn => t!("code-knacker-status-last-turn", name = name),
        Phase::Rolling => t!("code-knacker-status-roll", name = name),
        Phase::CycleComplete => t!("code-knacker-status-cycle", name = name),
        Phase::Choosing if view.aside_since_roll == 0 => {
            t!("code-knacker-status-set-aside", name = name)
        }
        Phase::Choosing => t!("code-knacker-status-choosing", name = name),
        Phase::GameOver => t!("code-knacker-status-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How tall the list of `seats` players is in the side panel (its inner width, 268
    /// points), drawn by egui as on screen.
    fn players_height(seats: usize) -> f32 {
        let rows: Vec<PlayerRow> = (0..seats)
            .map(|seat| PlayerRow {
                name: format!("Computer {}", seat + 1),
                total: "12 M".into(),
                safes: 3,
                safes_line: "computer · 3 safes".into(),
                hover: String::new(),
                to_act: seat == 0,
            })
            .collect();
        let ctx = egui::Context::default();
        let mut height = 0.0;
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(268.0, 2000.0),
            )),
            ..Default::default()
        };
        let output = ctx.run_ui(input, |ui| {
            let top = ui.cursor().top();
            players_ui(ui, &rows);
            height = ui.cursor().top() - top;
        });
        output.drop_without_applying_deltas();
        height
    }

    /// The side panel is at least 720 points high (the UI zoom keeps 1024x600 at 750 and
    /// 1920x1080 at 720); its margins, title, turn line, status, buttons, notes, the log's
    /// least lines and the foot take about 430 of them, so the players have 290: every
    /// one of up to six is in sight, with room to spare for a status in three lines.
    #[test]
    fn every_player_of_up_to_six_fits_in_the_side_panel() {
        for seats in 1..=6 {
            let height = players_height(seats);
            assert!(
                height <= 250.0,
                "{seats} players take {height} points of the side panel"
            );
        }
        assert!(
            players_height(6) > players_height(1),
            "each player has a row"
        );
    }
}
