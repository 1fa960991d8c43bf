//! The Code Knacker table: three safe cards in the display with their dials and red
//! markers, the deck and the marker stock with their counts, five dice thrown onto the
//! table, the set-aside tray, and the players' totals in the side panel. Everything on the
//! table is a shared piece ([`crate::table::pieces`]), laid out from the viewpoint by area
//! ([`table_pieces`]): a roll throws the dice anew, suitable dice and the digits the focused
//! die fits are ringed, and a die is clicked, or dragged onto a digit (a microchip onto the
//! tray), through [`crate::table::picking`]. Won safes fly to their player, lost ones slide
//! under the deck.

use super::input::{DiceFocus, KnackerInput, dice_on_table, uses_of};
use super::words::code_text;
use crate::audio::Cue;
use crate::session::{GameId, InPlay};
use crate::settings::Settings;
use crate::t;
use crate::table::notice::announce;
use crate::table::picking::TableInput;
use crate::table::pieces::{
    self, Arrival, BLANK_FACE, Board, CardSide, Label, Look, PieceSpec, Pieces, SLIDE_SECONDS,
    Safe, Surface, TableArea, paint,
};
use crate::table::retry::BestNow;
use crate::table::surface::Wood;
use crate::table::turn::TurnPhase;
use crate::table::{Happened, Match, TookBack};
use bevy::prelude::*;
use codebreakers_code_knacker::deck::card;
use codebreakers_code_knacker::{
    Action, CardId, CodeKnacker, DICE, DigitRef, Event, Face, MARKERS, Observation, Phase, TurnEnd,
};
use codebreakers_kernel::words;

pub fn plugin(app: &mut App) {
    crate::table::picking::register::<Knack>(app);
    app.init_resource::<TableShown>()
        .add_systems(OnEnter(InPlay::Game(GameId::CodeKnacker)), start_showing)
        .add_systems(
            PostUpdate,
            (
                follow_events,
                clear_the_tray.run_if(in_state(TurnPhase::AwaitingHuman)),
                after_a_take_back,
                land_flights,
                lay_out_the_table,
            )
                .chain()
                .before(crate::table::pieces::PieceKinds)
                .run_if(in_state(InPlay::Game(GameId::CodeKnacker))),
        )
        .add_systems(
            Update,
            pointer_input.run_if(
                in_state(TurnPhase::AwaitingHuman)
                    .and_then(in_state(InPlay::Game(GameId::CodeKnacker))),
            ),
        );
}

const DIE: f32 = 62.0;
const TRAY_Y: f32 = -222.0;
const ROLL_Y: f32 = -22.0;
/// A marker on a dial, and one lying in the stock's dish.
const MARKER_RADIUS: f32 = Safe::DIAL_RADIUS - 1.0;
const STOCK_MARKER_RADIUS: f32 = MARKER_RADIUS * 0.8;

fn slot_at(slot: usize) -> Vec2 {
    Vec2::new(-166.0 + slot as f32 * 252.0, 182.0)
}

fn table_spot(die: usize) -> Vec2 {
    Vec2::new(-170.0 + die as f32 * 96.0, ROLL_Y)
}

fn aside_spot(die: usize) -> Vec2 {
    Vec2::new(-170.0 + die as f32 * 96.0, TRAY_Y)
}

/// The middle of the rolling area and of the tray.
fn dice_centre_x() -> f32 {
    (table_spot(0).x + table_spot(DICE - 1).x) / 2.0
}

/// Where the deck and the dish of markers lie: right of the safes and dice, or on a phone
/// held upright (a table taller than wide) side by side under the tray, so the table is
/// narrow and the camera shows it larger.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Places {
    deck: Vec2,
    stock: Vec2,
    upright: bool,
}

impl Places {
    fn for_area(area: TableArea) -> Self {
        if area.is_upright() {
            let below = TRAY_Y - 170.0;
            Places {
                deck: Vec2::new(dice_centre_x() - 130.0, below),
                stock: Vec2::new(dice_centre_x() + 130.0, below),
                upright: true,
            }
        } else {
            Places {
                deck: Vec2::new(566.0, 182.0),
                stock: Vec2::new(566.0, -40.0),
                upright: false,
            }
        }
    }

    /// Where a won safe flies: towards its player's line in the side panel (down into the
    /// sheet, upright).
    fn player_spot(&self, seat: usize) -> Vec2 {
        if self.upright {
            Vec2::new(dice_centre_x(), TRAY_Y - 700.0)
        } else {
            Vec2::new(-520.0, 200.0 - 62.0 * seat as f32)
        }
    }

    /// Where the `k`th marker of the stock lies in its dish: a loose sunflower pile.
    fn stock_spot(&self, k: usize) -> Vec2 {
        let angle = k as f32 * 2.39996;
        let radius = 13.0 * (k as f32 + 0.5).sqrt();
        self.stock + radius * Vec2::from_angle(angle)
    }
}

impl Default for Places {
    fn default() -> Self {
        Places::for_area(TableArea::default())
    }
}

/// What the table shows beyond the observation: the last roll stays in view until the
/// next one, and safes leaving the display fly off before they go.
#[derive(Resource, Default, Debug, Clone)]
pub struct TableShown {
    pub faces: [Option<Face>; DICE],
    pub aside: [bool; DICE],
    /// How many times each die was thrown: a die thrown again is a new throw on the table.
    pub throws: [u32; DICE],
    flights: Vec<Flight>,
    places: Places,
    /// A human's turn follows another player's: the last player's dice leave the tray once
    /// the human is asked (read until then).
    clear_when_asked: bool,
}

/// The human's turn has come after another player's: the dice wait blank in the rolling
/// area for their roll, the tray empty.
fn clear_the_tray(mut shown: ResMut<TableShown>) {
    if shown.clear_when_asked {
        shown.clear_when_asked = false;
        shown.faces = [None; DICE];
        shown.aside = [false; DICE];
    }
}

/// A safe flying off the display: to its winner (cracked, its markers on it) or under the
/// deck.
#[derive(Debug, Clone)]
struct Flight {
    card: CardId,
    to: Vec2,
    scale: f32,
    cracked: bool,
    /// Seconds until it is gone.
    left: f32,
}

impl TableShown {
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

/// The pieces of the table, by what they are.
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
    /// A safe card, the marker on one of its digits, and the stamp on a cracked one.
    Safe(CardId),
    Marker(CardId, u8),
    Cracked(CardId),
    /// A card back of the deck's stack, a marker in the stock, and their counts.
    DeckCard(usize),
    StockMarker(usize),
    DeckCount,
    StockCount,
    /// The rolling area, the stock's dish, the set-aside tray (where a microchip goes) and
    /// its name.
    RollingArea,
    Dish,
    Tray,
    TrayName,
    /// At a moment of a review: the ring around the n-th piece the best choice uses, and
    /// (after them) the word saying so.
    Best(usize),
}

/// What a player points at on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knack {
    Die(u8),
    Digit(DigitRef),
    Tray,
}

fn start_showing(table: Res<Match<CodeKnacker>>, mut shown: ResMut<TableShown>) {
    *shown = TableShown::default();
    shown.follow(&table.view());
}

/// Turns what happened into dice movement, flying safes, banners and sounds.
fn follow_events(
    mut commands: Commands,
    mut happened: MessageReader<Happened<CodeKnacker>>,
    mut shown: ResMut<TableShown>,
    table: Res<Match<CodeKnacker>>,
    settings: Res<Settings>,
    mut cues: MessageWriter<Cue>,
    area: Res<TableArea>,
) {
    let places = Places::for_area(*area);
    if shown.places != places {
        shown.places = places;
    }
    for batch in happened.read() {
        let mut ended = None;
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
                    let words = t!("code-knacker-banner-cycle", count = *chips);
                    announce(&mut commands, words, paint::GOLD_WORDS, &settings);
                }
                Event::TurnEnded {
                    seat,
                    how,
                    taken,
                    to_bottom,
                    ..
                } => {
                    let left = settings.scaled(SLIDE_SECONDS) + 0.05;
                    let places = shown.places;
                    let flights = taken.iter().map(|&card| Flight {
                        card,
                        to: places.player_spot(seat.index()),
                        scale: 0.35,
                        cracked: true,
                        left,
                    });
                    let lost = to_bottom.iter().map(|&card| Flight {
                        card,
                        to: places.deck,
                        scale: 0.6,
                        cracked: false,
                        left,
                    });
                    shown.flights.extend(flights.chain(lost));
                    ended = Some(*seat);
                    let name = &table.names()[seat.index()];
                    let lost = !to_bottom.is_empty();
                    if let Some((words, colour, cue)) = turn_end_banner(how, taken, lost, name) {
                        cues.write(cue);
                        announce(&mut commands, words, colour, &settings);
                    }
                }
                // The dice stay as the last turn left them (a forced end's roll beside the
                // dice set aside, as the lesson tells it) until the next roll gathers them;
                // but when a human's turn comes after another player's, the tray is cleared.
                Event::TurnStarted { seat, .. } => {
                    shown.clear_when_asked =
                        ended.is_some_and(|e| e != *seat) && table.is_human(*seat);
                }
                Event::CardRemoved { card } => {
                    cues.write(Cue::CardSlide);
                    let words = t!("code-knacker-log-card-removed", code = code_text(*card));
                    announce(&mut commands, words, paint::LIGHT_INK, &settings);
                }
                Event::FinalTurn => {
                    let words = t!("code-knacker-banner-final-turn");
                    announce(&mut commands, words, paint::GOLD_WORDS, &settings);
                }
                Event::GameOver { .. } => {
                    cues.write(Cue::Victory);
                }
                Event::Refilled { .. } => {}
            }
        }
    }
}

/// What a turn's end is told with: a forced end (and whether it lost safes), or the safes
/// taken and their worth.
fn turn_end_banner(
    how: &TurnEnd,
    taken: &[CardId],
    lost: bool,
    name: &str,
) -> Option<(String, Color, Cue)> {
    match how {
        TurnEnd::Forced => {
            let words = if lost {
                t!("code-knacker-banner-lost")
            } else {
                t!("code-knacker-banner-forced")
            };
            Some((words, paint::BAD_NEWS, Cue::NotSolved))
        }
        TurnEnd::Voluntary if !taken.is_empty() => {
            let value: u32 = taken.iter().map(|&c| card(c).value).sum();
            let words = t!("code-knacker-banner-takes", name = name, value = value);
            Some((words, paint::GOOD_NEWS, Cue::Solved))
        }
        TurnEnd::Voluntary => None,
    }
}

/// A die set aside and taken back returns to the rolling area.
fn after_a_take_back(
    mut took_back: MessageReader<TookBack>,
    table: Res<Match<CodeKnacker>>,
    mut shown: ResMut<TableShown>,
) {
    if took_back.read().count() > 0 {
        shown.follow(&table.view());
    }
}

/// A flying safe is gone once it has arrived.
fn land_flights(time: Res<Time>, mut shown: ResMut<TableShown>) {
    if shown.flights.is_empty() {
        return;
    }
    for flight in &mut shown.flights {
        flight.left -= time.delta_secs();
    }
    shown.flights.retain(|flight| flight.left > 0.0);
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

/// What the table is drawn from: the viewpoint, what stays in view, and the human's
/// choice of dice.
struct Seen<'a> {
    view: Observation,
    shown: &'a TableShown,
    /// The human's observation while they choose dice.
    choosing: Option<Observation>,
    legal: Vec<Action>,
    focus: &'a DiceFocus,
}

/// Everything on the table, by area.
fn table_pieces(seen: &Seen) -> Vec<PieceSpec<KnId, Knack>> {
    let mut pieces = furniture();
    pieces.extend(display_pieces(seen));
    pieces.extend(pile_pieces(&seen.view, seen.shown.places));
    pieces.extend(dice_pieces(seen));
    pieces.extend(digit_pieces(seen));
    pieces
}

/// The rolling area of green baize in a thin brass edge, and the wooden set-aside tray,
/// where a microchip is dropped.
fn furniture() -> Vec<PieceSpec<KnId, Knack>> {
    let x = dice_centre_x();
    let baize = Board::painted(
        Vec2::new(504.0, 120.0),
        paint::BAIZE,
        paint::BAIZE_EDGE,
        2.0,
    )
    .corner(20.0);
    let baize = Board {
        shadow: None,
        ..baize
    };
    let tray = Board::wood(Vec2::new(510.0, 104.0), Wood::Dark)
        .rimmed(Surface::Wood(Wood::Light), 10.0)
        .shadow(Vec2::new(8.0, -10.0), Vec2::new(26.0, 20.0));
    let name = Label::centred(t!("code-knacker-tray"), 13.0, paint::TABLE_WORDS);
    vec![
        PieceSpec::new(
            KnId::RollingArea,
            Look::Board(baize),
            Vec3::new(x, ROLL_Y, 0.2),
        ),
        PieceSpec::new(KnId::Tray, Look::Board(tray), Vec3::new(x, TRAY_Y, 0.3))
            .about(words!("about-code-knacker-tray"))
            .target(Knack::Tray, false),
        PieceSpec::new(
            KnId::TrayName,
            Look::Label(name),
            Vec3::new(x, TRAY_Y + 63.0, 0.4),
        ),
    ]
}

/// A safe card as its look.
fn safe_look(id: CardId) -> Look {
    let safe = card(id);
    Look::Safe(Safe {
        title: t!("code-knacker-safe"),
        value: t!("code-knacker-card-value", value = safe.value),
        digits: safe.code.to_vec(),
    })
}

/// A red marker on the dial of `digit` of a safe lying at `at`, drawn `scale` times its
/// size, come from the stock's dish (`from`).
fn marker_on(
    card: CardId,
    (digit, len): (usize, usize),
    at: Vec3,
    scale: f32,
    from: Vec2,
) -> PieceSpec<KnId, Knack> {
    let spot = at + (Safe::dial_at(digit, len) * scale).extend(0.4);
    let look = Look::Peg(marker(MARKER_RADIUS));
    PieceSpec::new(KnId::Marker(card, digit as u8), look, spot)
        .scaled(scale)
        .from(from.extend(spot.z))
        .with_cue(Cue::Marker)
        .about(words!("about-code-knacker-marker"))
}

fn marker(radius: f32) -> pieces::Peg {
    pieces::Peg {
        radius,
        fill: paint::MARKER,
        rim: paint::MARKER_RIM,
        mark: None,
        hollow: false,
    }
}

/// The safes of the display, dealt from the deck, with their markers and the stamp on a
/// cracked one; and the safes flying off it.
fn display_pieces(seen: &Seen) -> Vec<PieceSpec<KnId, Knack>> {
    let mut pieces = Vec::new();
    let places = seen.shown.places;
    let from = places.stock_spot(0);
    for (slot, safe) in seen.view.display.iter().enumerate() {
        let Some(safe) = safe else { continue };
        let at = slot_at(slot).extend(2.0);
        let value = card(safe.card).value;
        pieces.push(
            PieceSpec::new(KnId::Safe(safe.card), safe_look(safe.card), at)
                .from(places.deck.extend(3.0))
                .after(0.15 * slot as f32)
                .about(words!("about-code-knacker-safe", value = value)),
        );
        let len = safe.covered.len();
        for (j, _) in safe.covered.iter().enumerate().filter(|(_, c)| **c) {
            pieces.push(marker_on(safe.card, (j, len), at, 1.0, from));
        }
        if safe.is_cracked() {
            let stamp = Label::centred(t!("code-knacker-cracked"), 22.0, paint::CRACKED);
            let at = at + Vec3::new(0.0, -57.0, 0.6);
            pieces.push(PieceSpec::new(
                KnId::Cracked(safe.card),
                Look::Label(stamp),
                at,
            ));
        }
    }
    for flight in &seen.shown.flights {
        let at = flight.to.extend(12.0);
        let look = safe_look(flight.card);
        pieces.push(PieceSpec::new(KnId::Safe(flight.card), look, at).scaled(flight.scale));
        if flight.cracked {
            let len = card(flight.card).code.len();
            for j in 0..len {
                pieces.push(marker_on(flight.card, (j, len), at, flight.scale, from));
            }
        }
    }
    pieces
}

/// The deck, a few card backs stacked (fewer as it thins), and the dish of markers, each
/// with its count.
fn pile_pieces(view: &Observation, places: Places) -> Vec<PieceSpec<KnId, Knack>> {
    let mut pieces = Vec::new();
    let back = CardSide {
        fill: paint::KNACKER_BACK,
        ink: paint::KNACKER_BACK_INK,
        text: t!("code-knacker-card-back"),
        corner: None,
        picture: Some(pieces::Picture::VaultDoor),
    };
    let deck_card = Look::Card(pieces::Card {
        size: Vec2::new(Safe::SIZE.y, Safe::SIZE.x) * 0.62,
        face: CardSide {
            fill: paint::STEEL,
            ..back.clone()
        },
        back,
        face_up: false,
        lifted: false,
    });
    for k in (0..4).filter(|&k| view.deck_len > k * 5 || (k == 0 && view.deck_len > 0)) {
        let at = places.deck + Vec2::new(-2.0, 2.5) * k as f32;
        pieces.push(
            PieceSpec::new(
                KnId::DeckCard(k),
                deck_card.clone(),
                at.extend(1.0 + k as f32 * 0.1),
            )
            .about(words!("about-code-knacker-deck")),
        );
    }
    let dish = Board::painted(Vec2::splat(144.0), paint::STEEL_INSET, paint::SAFE_RIM, 6.0)
        .corner(72.0)
        .shadow(Vec2::new(5.0, -7.0), Vec2::ZERO);
    pieces.push(
        PieceSpec::new(KnId::Dish, Look::Board(dish), places.stock.extend(0.5))
            .about(words!("about-code-knacker-marker")),
    );
    for k in 0..usize::from(view.stock).min(usize::from(MARKERS)) {
        let at = places.stock_spot(k).extend(0.6 + k as f32 * 0.01);
        pieces.push(
            PieceSpec::new(
                KnId::StockMarker(k),
                Look::Peg(marker(STOCK_MARKER_RADIUS)),
                at,
            )
            .about(words!("about-code-knacker-marker")),
        );
    }
    let count = |text: String| Look::Label(Label::centred(text, 16.0, paint::TABLE_WORDS));
    let deck = t!("code-knacker-deck", count = view.deck_len);
    let stock = t!("code-knacker-markers", count = view.stock);
    pieces.push(PieceSpec::new(
        KnId::DeckCount,
        count(deck),
        (places.deck - Vec2::Y * 98.0).extend(1.5),
    ));
    pieces.push(PieceSpec::new(
        KnId::StockCount,
        count(stock),
        (places.stock - Vec2::Y * 92.0).extend(1.5),
    ));
    pieces
}

/// The keyboard's focus among the dice on the table: a die just set aside passes it to the
/// first die left.
fn focused_die(seen: &Seen, on_table: &[u8]) -> Option<u8> {
    let focus = seen.focus;
    focus
        .picked
        .or(focus.die)
        .filter(|d| on_table.contains(d))
        .or_else(|| focus.die.and(on_table.first().copied()))
}

/// What a die may be used for now.
fn uses(seen: &Seen, die: u8) -> Vec<Action> {
    match &seen.choosing {
        Some(obs) => uses_of(obs, &seen.legal, die),
        None => Vec::new(),
    }
}

/// The dice, and the rings on the suitable ones.
fn dice_pieces(seen: &Seen) -> Vec<PieceSpec<KnId, Knack>> {
    let shown = seen.shown;
    let mut pieces = Vec::new();
    let on_table = seen
        .choosing
        .as_ref()
        .map(dice_on_table)
        .unwrap_or_default();
    let focused = focused_die(seen, &on_table);
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
        let look = Look::Die(pieces::Die {
            side: DIE,
            value,
            chip: true,
        });
        let mut die = PieceSpec::new(KnId::Die(i, throw), look, at)
            .from(thrown_from(i, throw))
            .arriving(Arrival::Thrown);
        die = match face {
            Some(Face::Digit(n)) => die.about(words!("about-code-knacker-die", value = *n)),
            Some(Face::Chip) => die.about(words!("about-code-knacker-chip")),
            None => die.about(words!("about-code-knacker-dice")),
        };
        if !uses(seen, i as u8).is_empty() {
            die = die
                .target(Knack::Die(i as u8), true)
                .focused(focused == Some(i as u8));
            pieces.push(PieceSpec::new(
                KnId::DieRing(i),
                Look::Outline(pieces::Outline {
                    size: Vec2::splat(DIE + 14.0),
                    colour: paint::BRASS,
                    round: false,
                }),
                at.with_z(4.9),
            ));
        }
        pieces.push(die);
    }
    pieces
}

/// The open digits of the display, each taking a click or a drop; those the focused (or
/// picked-up) die fits are ringed.
fn digit_pieces(seen: &Seen) -> Vec<PieceSpec<KnId, Knack>> {
    let mut pieces = Vec::new();
    let Some(obs) = &seen.choosing else {
        return pieces;
    };
    let on_table = dice_on_table(obs);
    let fits: Vec<DigitRef> = focused_die(seen, &on_table)
        .map(|die| uses(seen, die))
        .unwrap_or_default()
        .iter()
        .filter_map(|a| match a {
            Action::SetAside { cover, .. } => *cover,
            _ => None,
        })
        .collect();
    let current = fits.get(seen.focus.target.min(fits.len().saturating_sub(1)));
    let size = Vec2::splat(Safe::DIAL_RADIUS * 2.0 + 8.0);
    for (slot, safe) in obs.display.iter().enumerate() {
        let Some(safe) = safe else { continue };
        for (j, _) in safe.covered.iter().enumerate().filter(|(_, c)| !**c) {
            let digit = DigitRef {
                slot: slot as u8,
                digit: j as u8,
            };
            let at = (slot_at(slot) + Safe::dial_at(j, safe.covered.len())).extend(3.0);
            let spot = Look::Spot(pieces::Spot { size, round: true });
            pieces.push(
                PieceSpec::new(KnId::Digit(digit.slot, digit.digit), spot, at)
                    .target(Knack::Digit(digit), false)
                    .focused(current == Some(&digit) && seen.focus.picked.is_none()),
            );
            if fits.contains(&digit) {
                let ring = pieces::Outline {
                    size,
                    colour: paint::BRASS,
                    round: true,
                };
                pieces.push(PieceSpec::new(
                    KnId::DigitRing(digit.slot, digit.digit),
                    Look::Outline(ring),
                    at.with_z(2.9),
                ));
            }
        }
    }
    pieces
}

/// Makes the table match the viewpoint, the last roll and the human's choice.
fn lay_out_the_table(
    table: Res<Match<CodeKnacker>>,
    phase: Res<State<TurnPhase>>,
    shown: Res<TableShown>,
    focus: Res<DiceFocus>,
    best: BestNow<CodeKnacker>,
    mut pieces: Pieces<KnId, Knack>,
) {
    let choosing = choosing(&table, *phase.get());
    let legal = choosing
        .as_ref()
        .map(|_| table.legal_actions())
        .unwrap_or_default();
    let view = table.view();
    let mut wanted = table_pieces(&Seen {
        view: view.clone(),
        shown: &shown,
        choosing,
        legal,
        focus: &focus,
    });
    if let Some(Action::SetAside { die, cover }) = best.action() {
        mark_best_set_aside(&mut wanted, &view, &shown, *die, *cover);
    }
    pieces.lay_out(wanted);
}

/// The best set-aside at a moment of a review: the die ringed, and the digit it covers (or
/// the tray, for a microchip).
fn mark_best_set_aside(
    wanted: &mut Vec<PieceSpec<KnId, Knack>>,
    view: &Observation,
    shown: &TableShown,
    die: u8,
    cover: Option<DigitRef>,
) {
    let die = usize::from(die);
    let Some(&throw) = shown.throws.get(die) else {
        return;
    };
    let aim = match cover {
        Some(digit) => {
            let key = KnId::Digit(digit.slot, digit.digit);
            let safe = view
                .display
                .get(usize::from(digit.slot))
                .and_then(Option::as_ref);
            // The digits take clicks only while choosing: a place to ring is laid here.
            if let Some(safe) = safe
                && !wanted.iter().any(|p| p.key == key)
            {
                let at = slot_at(usize::from(digit.slot))
                    + Safe::dial_at(usize::from(digit.digit), safe.covered.len());
                let size = Vec2::splat(Safe::DIAL_RADIUS * 2.0 + 8.0);
                let spot = Look::Spot(pieces::Spot { size, round: true });
                wanted.push(PieceSpec::new(key, spot, at.extend(3.0)));
            }
            key
        }
        None => KnId::Tray,
    };
    crate::table::retry::mark_best(wanted, &[KnId::Die(die, throw), aim], 0, KnId::Best);
}

/// The human at this screen choosing dice now, and their observation.
fn choosing(table: &Match<CodeKnacker>, phase: TurnPhase) -> Option<Observation> {
    let seat = *table.to_decide().first()?;
    (phase == TurnPhase::AwaitingHuman && table.is_human(seat) && table.viewer == seat)
        .then(|| table.view())
        .filter(|obs| obs.phase == Phase::Choosing)
}

/// The pointer on the table: a click on a die sets it aside (or picks it up when it has
/// several uses), a click on a digit covers it; a die dragged onto a digit is set aside on
/// it, a microchip dragged onto the tray is set aside there.
fn pointer_input(
    mut input: MessageReader<TableInput<Knack>>,
    table: Res<Match<CodeKnacker>>,
    shown: Res<TableShown>,
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
