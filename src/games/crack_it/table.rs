//! The Crack It table as pieces (see [`crate::table::pieces`]): each rival's safe with its
//! three combination cards, the dial cards played against a digit fanned above or below
//! it (their values readable; the range still possible written on the card's back), a
//! Block card lying on the digit it blocks, a found digit flipping face up; prestige and
//! infamy tokens beside their owners and in the bank; the piles; your own safe and your
//! hand fanned along the bottom. Only the seat at the screen sees its own digits and hand.

use super::input::{Aim, Hand, Play};
use crate::session::{GameId, InPlay};
use crate::t;
use crate::table::Match;
use crate::table::picking::TableInput;
use crate::table::pieces;
use crate::table::pieces::{
    CardSide, LabelAnchor, Look, Picture, PieceSpec, Pieces, TableArea, paint,
};
use crate::table::retry::BestNow;
use crate::table::turn::TurnPhase;
use bevy::prelude::*;
use codebreakers_crack_it::{Action, ClueSource, CrackIt, Mode, Observation, Phase, ResourceCard};
use codebreakers_kernel::{SeatId, Words, words};

pub fn plugin(app: &mut App) {
    crate::table::picking::register::<Spot>(app);
    app.add_systems(
        Update,
        (pointer_input, lay_out_the_table)
            .chain()
            .before(crate::table::anim::MotionSystems)
            .run_if(in_state(InPlay::Game(GameId::CrackIt))),
    );
}

/// What a player may point at on the Crack It table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A rival's safe (a dial, Block or CRACK IT against it; a Clue on their hand).
    Rival(SeatId),
    /// Your own safe (Reset, Master CRACK IT).
    Own,
    /// The discard pile (a Clue there).
    Discard,
    /// One of your cards, by its place in your hand.
    Hand(u8),
    /// Arranging: a place of your combination.
    Combination(u8),
    /// A dial card a Clue offers, by its row.
    ClueDial(u8),
}

/// A piece of the Crack It table, by what it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceId {
    Safe(usize),
    Name(usize),
    Status(usize),
    Digit(usize, usize),
    /// A dial card against a digit: above or below, and its place in that fan.
    Dial(usize, usize, bool, usize),
    Block(usize, usize),
    Prestige(usize, usize),
    Infamy(usize, usize),
    RivalCard(usize, usize),
    HandCount(usize),
    PileCard(usize),
    PileLabel,
    DiscardCard(usize),
    DiscardLabel,
    BankPrestige(usize),
    BankInfamy(usize),
    BankLabel,
    /// Your card: which card, and which of its kind.
    HandCard(ResourceCard, usize),
    ClueDial(usize),
    /// What a Clue's offered dial cards are for.
    ClueNote,
    SafeLabel,
    /// The victory card: beside the piles while the game lasts, then on the winner's safe.
    Victory,
    /// A safe's dial, turned a notch for each digit found.
    SafeDial(usize),
    /// An opened safe's door, swung open on its hinge.
    SafeDoor(usize),
    /// At a moment of a review: the ring around the n-th piece the best choice uses, and
    /// (after them) the word saying so.
    Best(usize),
}

/// The face of a resource card: colour, words (in the player's language), and a corner
/// value for dials.
fn card_side(card: ResourceCard) -> CardSide {
    let (fill, ink, text) = match card {
        ResourceCard::Dial(d) => (paint::IVORY, paint::INK, d.to_string()),
        ResourceCard::Prohibition => (
            paint::RED,
            paint::LIGHT_INK,
            t!("crack-it-face-prohibition"),
        ),
        ResourceCard::Clue => (paint::CLUE_BLUE, paint::LIGHT_INK, t!("crack-it-face-clue")),
        ResourceCard::Block => (
            paint::BLOCK_GREY,
            paint::LIGHT_INK,
            t!("crack-it-face-block"),
        ),
        ResourceCard::Reset => (
            paint::RESET_GREEN,
            paint::LIGHT_INK,
            t!("crack-it-face-reset"),
        ),
        ResourceCard::CrackIt => (paint::GOLD, paint::INK, t!("crack-it-face-crack-it")),
        ResourceCard::MasterCrackIt => (
            paint::MASTER_PURPLE,
            paint::LIGHT_INK,
            t!("crack-it-face-master-crack-it"),
        ),
    };
    CardSide {
        fill,
        ink,
        text,
        corner: card.dial_value().map(|d| d.to_string()),
        picture: Some(match card {
            ResourceCard::Dial(_) => Picture::Dial,
            ResourceCard::Prohibition => Picture::Prohibition,
            ResourceCard::Clue => Picture::Clue,
            ResourceCard::Block => Picture::Block,
            ResourceCard::Reset => Picture::Reset,
            ResourceCard::CrackIt => Picture::CrackIt,
            ResourceCard::MasterCrackIt => Picture::MasterCrackIt,
        }),
    }
}

/// What a resource card is and does in `mode` (`about.ftl`): infamy tokens are King of
/// Safes' alone (rules page, "King of Safes").
fn about_card(mode: Mode, card: ResourceCard) -> Words {
    match card {
        ResourceCard::Block if mode == Mode::KingOfThieves => {
            words!("about-crack-it-block-thieves")
        }
        ResourceCard::Dial(value) => words!("about-crack-it-dial", value = value),
        ResourceCard::Prohibition => words!("about-crack-it-prohibition"),
        ResourceCard::Clue => words!("about-crack-it-clue"),
        ResourceCard::Block => words!("about-crack-it-block"),
        ResourceCard::Reset => words!("about-crack-it-reset"),
        ResourceCard::CrackIt => words!("about-crack-it-crack-it"),
        ResourceCard::MasterCrackIt => words!("about-crack-it-master-crack-it"),
    }
}

fn resource_back() -> CardSide {
    CardSide {
        fill: paint::CRACK_IT_BACK,
        ink: paint::BRASS,
        text: t!("crack-it-face-back"),
        corner: None,
        picture: Some(Picture::CrackItBack),
    }
}

fn resource_card(card: ResourceCard, size: Vec2, face_up: bool, lifted: bool) -> Look {
    Look::Card(pieces::Card {
        size,
        face: card_side(card),
        back: resource_back(),
        face_up,
        lifted,
    })
}

/// A combination card: its digit on the face; on the steel back, what the table knows of
/// it (the range still possible once dial cards narrowed it, or a keyhole mark).
fn combination_card(
    value: Option<u8>,
    range: (u8, u8),
    face_up: bool,
    size: Vec2,
    lit: bool,
) -> Look {
    let back_text = if range == (0, 9) {
        "?".to_string()
    } else if range.0 == range.1 {
        format!("={}", range.0)
    } else {
        format!("{}–{}", range.0, range.1)
    };
    Look::Card(pieces::Card {
        size,
        face: CardSide {
            fill: paint::IVORY,
            ink: paint::INK,
            text: value.map_or("?".into(), |v| v.to_string()),
            corner: None,
            picture: Some(Picture::Dial),
        },
        back: CardSide {
            fill: paint::SLOT,
            ink: paint::LIGHT_INK,
            // The owner sees the hidden value, dimmed under the range.
            text: match value {
                Some(v) if !face_up && back_text != "?" => format!("{v}\n({back_text})"),
                Some(v) if !face_up => v.to_string(),
                _ => back_text,
            },
            corner: None,
            picture: Some(Picture::Dial),
        },
        face_up,
        lifted: lit,
    })
}

fn label(text: impl Into<String>, size: f32, colour: Color, anchor: LabelAnchor) -> Look {
    Look::Label(pieces::Label {
        text: text.into(),
        size,
        colour,
        bold: false,
        anchor,
        room: None,
    })
}

fn about_token(prestige: bool) -> Words {
    if prestige {
        words!("about-crack-it-prestige")
    } else {
        words!("about-crack-it-infamy")
    }
}

fn token(prestige: bool, radius: f32) -> Look {
    if prestige {
        Look::Token(pieces::Token {
            radius,
            fill: paint::GOLD,
            ink: paint::INK,
            symbol: "★".into(),
        })
    } else {
        Look::Token(pieces::Token {
            radius,
            fill: paint::INFAMY,
            ink: paint::INFAMY_INK,
            symbol: "×".into(),
        })
    }
}

/// Where everything lies, from the table area and the number of rivals.
struct Layout {
    /// Each safe's centre and size, by seat (yours along the bottom).
    safes: Vec<(Vec2, Vec2)>,
    /// How far apart things on each safe stand, by seat (its cards' spacing).
    spacing: Vec<f32>,
    pile: Vec2,
    discard: Vec2,
    bank: Vec2,
    hand: Vec2,
    card: Vec2,
}

const SAFE: Vec2 = Vec2::new(330.0, 272.0);
/// How far in from a safe's sides its name, tokens, hand and word stand: clear of the
/// bolts in its corners.
const INSIDE: f32 = 26.0;
/// A combination card, as large as its safe leaves room for (dial cards above and below).
const DIGIT: Vec2 = Vec2::new(68.0, 94.0);
/// A dial card played on a digit: large enough that its number reads from across the table.
const DIAL: Vec2 = Vec2::new(38.0, 52.0);
/// How far a dial card stands off the digit it was played on.
const DIAL_GAP: f32 = 2.0;
/// A Block card lying under the foot of the digit it blocks, and how far it reaches over it.
const BLOCK: Vec2 = Vec2::new(DIGIT.x * 0.9, DIGIT.y * 0.42);
const BLOCK_OVERLAP: f32 = 12.0;
/// How far apart dial cards against one digit are fanned (each card's corner value in
/// sight); a fan takes at most the width between two digits.
const FAN_STEP: f32 = 20.0;
/// How far apart the digits of a safe stand (before the safe's spacing), and how wide a
/// safe's dial is (before its scale).
const DIGIT_PITCH: f32 = 92.0;
const SAFE_DIAL: f32 = 46.0;

/// Upright (a phone or tablet held upright), how wide the table is laid out: the rivals'
/// safes along the top, yours beside the piles, your hand under them; the camera frames
/// it as large as the screen allows.
const UPRIGHT_WIDTH: f32 = 520.0;

impl Layout {
    fn new(area: TableArea, seats: usize, me: usize) -> Self {
        let upright = area.is_upright();
        let area = area.rect;
        if upright {
            return Layout::upright(area, seats, me);
        }
        let margin = 12.0;
        let rivals = seats.saturating_sub(1).max(1);
        let width = ((area.width() - margin) / rivals as f32 - margin).min(SAFE.x * 1.3);
        let scale = (width / SAFE.x).clamp(0.55, 1.2).min(1.0);
        let size = Vec2::new(width, SAFE.y * scale);
        let row = rivals as f32 * (width + margin) - margin;
        let left = area.min.x + (area.width() - row) / 2.0;
        let top = area.max.y - margin;
        let own_size = SAFE * 0.92;
        let own = Vec2::new(
            area.min.x + margin + own_size.x / 2.0,
            area.min.y + margin + own_size.y / 2.0,
        );
        let mut safes = Vec::with_capacity(seats);
        let mut k = 0;
        for seat in 0..seats {
            if seat == me {
                safes.push((own, own_size));
            } else {
                let x = left + k as f32 * (width + margin) + width / 2.0;
                safes.push((Vec2::new(x, top - size.y / 2.0), size));
                k += 1;
            }
        }
        // A wide safe spreads its cards; a narrowed one keeps the rivals' spacing, or its own
        // if narrower still (your safe, which leaves the piles their room).
        let spacing = safes
            .iter()
            .map(|(_, size)| {
                if size.x < SAFE.x * 0.95 {
                    scale.min(size.x / SAFE.x)
                } else {
                    size.x / SAFE.x
                }
            })
            .collect();
        let middle = (top - size.y + area.min.y + own_size.y + margin) / 2.0;
        let hand_left = own.x + own_size.x / 2.0 + 70.0;
        Layout {
            safes,
            spacing,
            pile: Vec2::new(hand_left, middle + 10.0),
            discard: Vec2::new(hand_left + 96.0, middle + 10.0),
            bank: Vec2::new(hand_left + 200.0, middle + 10.0),
            hand: Vec2::new(
                (hand_left - 40.0 + area.max.x) / 2.0,
                area.min.y + margin + 70.0,
            ),
            card: Vec2::new(84.0, 118.0),
        }
    }

    /// Upright: the rivals' safes two abreast along the top; under them yours, with the
    /// pile, the discard pile, the bank and the victory card two by two beside it; your
    /// hand under all, the whole around the table's middle.
    fn upright(area: Rect, seats: usize, me: usize) -> Self {
        let margin = 12.0;
        let rivals = seats.saturating_sub(1).max(1);
        let abreast = rivals.min(2);
        let rows = rivals.div_ceil(abreast);
        let rival_scale = 0.75;
        let rival_size = SAFE * rival_scale;
        let own_scale = 0.9;
        let own_size = SAFE * own_scale;
        let card = Vec2::new(84.0, 118.0);
        let cell = Vec2::new(100.0, 125.0);
        let hand_height = 140.0;
        let rivals_height = rows as f32 * (rival_size.y + margin);
        let height = rivals_height + 2.0 * cell.y + margin + hand_height;
        let top = area.center().y + height / 2.0;
        let left = area.center().x - UPRIGHT_WIDTH / 2.0;
        let mut safes = Vec::with_capacity(seats);
        let mut spacing = Vec::with_capacity(seats);
        let mut k = 0;
        let own_top = top - rivals_height;
        let own = Vec2::new(left + own_size.x / 2.0, own_top - own_size.y / 2.0);
        for seat in 0..seats {
            if seat == me {
                safes.push((own, own_size));
                spacing.push(own_scale);
            } else {
                let (column, row) = (k % abreast, k / abreast);
                let in_row = (rivals - row * abreast).min(abreast) as f32;
                let row_width = in_row * (rival_size.x + margin) - margin;
                let x = area.center().x - row_width / 2.0
                    + column as f32 * (rival_size.x + margin)
                    + rival_size.x / 2.0;
                let y = top - row as f32 * (rival_size.y + margin) - rival_size.y / 2.0;
                safes.push((Vec2::new(x, y), rival_size));
                spacing.push(rival_scale);
                k += 1;
            }
        }
        // Two by two right of your safe: the piles, then the bank and the victory card
        // (which lies at the bank's right, `card.x * 1.6` on).
        let grid_left = left + own_size.x + margin + 16.0 + card.x * 0.4;
        let first_row = own_top - card.y * 0.4;
        let second_row = first_row - cell.y;
        Layout {
            safes,
            spacing,
            pile: Vec2::new(grid_left, first_row),
            discard: Vec2::new(grid_left + cell.x, first_row),
            bank: Vec2::new(grid_left + cell.x - card.x * 1.6, second_row),
            hand: Vec2::new(
                area.center().x,
                own_top - 2.0 * cell.y - margin - hand_height / 2.0,
            ),
            card,
        }
    }

    fn safe_point(&self, seat: usize, x: f32, y: f32) -> Vec2 {
        let (centre, _) = self.safes[seat];
        let s = self.spacing[seat];
        centre + Vec2::new(x * s, y * s)
    }

    fn safe_scale(&self, seat: usize) -> f32 {
        let (_, size) = self.safes[seat];
        size.y / SAFE.y
    }

    /// Where the digit in `place` (0-2, left to right) of `seat`'s safe stands across it,
    /// before the safe's spacing. A shut safe's dial stands at its right, level with the
    /// digits, where no dial card is ever played: the digits move left to clear it, as far
    /// as the safe's left edge allows. An opened safe's dial is on its door.
    fn digit_x(&self, seat: usize, place: usize, opened: bool) -> f32 {
        let x = (place as f32 - 1.0) * DIGIT_PITCH;
        if opened {
            return x;
        }
        let (_, size) = self.safes[seat];
        let (s, spacing) = (self.safe_scale(seat), self.spacing[seat]);
        let half = size.x / 2.0;
        let digit_half = DIGIT.x * s / 2.0;
        let last_right = DIGIT_PITCH * spacing + digit_half;
        let dial_left = self.dial_x(seat) - SAFE_DIAL * s / 2.0;
        let wanted = (last_right + 3.0 * s - dial_left).max(0.0);
        let room = (half - 6.0 * s - DIGIT_PITCH * spacing - digit_half).max(0.0);
        x - wanted.min(room) / spacing
    }

    /// Where a shut safe's dial stands across it, from its centre.
    fn dial_x(&self, seat: usize) -> f32 {
        let (_, size) = self.safes[seat];
        let s = self.safe_scale(seat);
        size.x / 2.0 - SAFE_DIAL * s / 2.0 - 6.0 * s
    }
}

/// What the view shows now, decided once per frame.
struct Seen<'a> {
    view: Observation,
    names: Vec<String>,
    /// The names as the table shows them (a computer's with its level).
    labels: Vec<String>,
    hand: &'a Hand,
    mine: bool,
    viewer_is_human: bool,
    /// Every hand, face up: in a replay.
    open_hands: Option<Vec<Vec<ResourceCard>>>,
    deciding: Vec<SeatId>,
    /// The seats that won, once the game is over.
    winners: Vec<SeatId>,
}

/// The place of hand card `i` of `n` in the fan, and its turn.
fn fanned(layout: &Layout, i: usize, n: usize, lifted: bool) -> (Vec2, f32) {
    let spread = 74.0_f32.min(420.0 / n.max(1) as f32);
    let offset = i as f32 - (n as f32 - 1.0) / 2.0;
    let arc = offset * offset * 3.0;
    let lift = if lifted { 24.0 } else { 0.0 };
    (
        layout.hand + Vec2::new(offset * spread, lift - arc),
        -offset * 0.06,
    )
}

/// What the player at the screen may do now, decided once for the whole table.
struct Moment {
    me: usize,
    /// Whose cards are played now: they fly from that hand.
    actor: usize,
    /// Playing a card (a turn), choosing a Clue's dial, or arranging the combination.
    turn: bool,
    choosing_clue: bool,
    arranging: bool,
    /// What the selected card is aimed at, and the rival a Clue's dial would go to.
    aimed: Option<Aim>,
    clue_aim: Option<SeatId>,
}

impl Moment {
    fn of(seen: &Seen) -> Self {
        let view = &seen.view;
        let turn = seen.mine && view.phase == Phase::Turn;
        let choosing_clue = seen.mine && matches!(view.phase, Phase::ClueChoice { .. });
        let clue_aim = choosing_clue
            .then(|| super::input::aimable(view))
            .and_then(|rivals| {
                rivals
                    .get(seen.hand.target.min(rivals.len().saturating_sub(1)))
                    .copied()
            });
        Moment {
            me: view.seat.index(),
            actor: view.current.index(),
            turn,
            choosing_clue,
            arranging: seen.mine && view.phase == Phase::Arranging,
            aimed: seen
                .hand
                .selected
                .and(seen.hand.aimed(view))
                .filter(|_| turn),
            clue_aim,
        }
    }
}

/// Everything on the table, by area: each player's safe with its name, tokens, hand and
/// combination; the piles, the bank, the victory card, a Clue's offer and the hand of the
/// player at the screen.
fn table_pieces(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let now = Moment::of(seen);
    let mut pieces = Vec::new();
    for owner in 0..seen.view.combinations.len() {
        pieces.extend(safe_pieces(seen, layout, &now, owner));
        pieces.extend(token_pieces(seen, layout, owner));
        pieces.extend(rival_hand(seen, layout, &now, owner));
        pieces.extend(combination_pieces(seen, layout, &now, owner));
    }
    pieces.extend(pile_pieces(seen, layout, &now));
    pieces.extend(bank_pieces(seen, layout));
    pieces.push(victory_card(seen, layout));
    pieces.extend(clue_offer(seen, layout));
    pieces.extend(hand_pieces(seen, layout, now.turn));
    pieces
}

/// How far a safe's dial turns for each digit found (radians, clockwise).
const DIAL_NOTCH: f32 = std::f32::consts::TAU * 0.37;

/// A safe's dial, `across` wide at `at`: it turns as each digit is found (the piece's turn
/// slides to the new one), and stands dimmed once the safe is out.
fn safe_dial(view: &Observation, owner: usize, at: Vec3, across: f32) -> PieceSpec<PieceId, Spot> {
    let found = view.combinations[owner]
        .iter()
        .filter(|d| d.discovered)
        .count();
    let dial = pieces::Emblem {
        picture: Picture::CrackItBack,
        size: across,
        ink: if view.out[owner] {
            paint::DIM_INK
        } else {
            paint::SAFE_DIAL
        },
        paper: paint::SAFE_DOOR,
    };
    PieceSpec::new(PieceId::SafeDial(owner), Look::Emblem(dial), at)
        .turned(-(found as f32) * DIAL_NOTCH)
}

/// How much of an opened safe's left side its door takes, standing open on its hinge there
/// (none while it is shut): the name and the tokens move over by as much.
fn door_room(view: &Observation, owner: usize, size: Vec2) -> f32 {
    let opened = view.combinations[owner].iter().all(|d| d.discovered);
    if opened { size.x * 0.1 } else { 0.0 }
}

/// An opened safe's door: it swings from covering the safe to stand open on its left
/// hinge, seen edge-on, inside the safe's frame, showing the combination behind it. Its
/// piece, where it hangs and how wide it is seen.
fn safe_door(owner: usize, centre: Vec2, size: Vec2) -> (PieceSpec<PieceId, Spot>, Vec2, f32) {
    let door = Vec2::new(size.x * 0.1, size.y);
    let hinge = centre - Vec2::new((size.x - door.x) / 2.0, 0.0);
    let look = Look::Board(pieces::Board::painted(
        door,
        paint::SAFE_DOOR,
        paint::SAFE_RIM,
        1.5,
    ));
    let spec = PieceSpec::new(PieceId::SafeDoor(owner), look, hinge.extend(3.5))
        .from(centre.extend(3.5))
        .grown_from(Vec3::new(size.x / door.x, 1.0, 1.0));
    (spec, hinge, door.x)
}

/// A player's safe, framed in brass while they are to act, with their name and state.
fn safe_pieces(
    seen: &Seen,
    layout: &Layout,
    now: &Moment,
    owner: usize,
) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let Moment {
        me,
        turn,
        choosing_clue,
        aimed,
        clue_aim,
        ..
    } = *now;
    let mut pieces = Vec::new();
    let (centre, size) = layout.safes[owner];
    let s = layout.safe_scale(owner);
    let to_act = seen.deciding.contains(&SeatId(owner as u8));
    let spot = if owner == me {
        Spot::Own
    } else {
        Spot::Rival(SeatId(owner as u8))
    };
    let mut safe = PieceSpec::new(
        PieceId::Safe(owner),
        Look::Board(
            pieces::Board::painted(
                size,
                if view.out[owner] {
                    paint::SAFE_DOOR_OPEN
                } else {
                    paint::SAFE_DOOR
                },
                if to_act {
                    paint::BRASS
                } else {
                    paint::WALNUT_EDGE
                },
                if to_act { 3.0 } else { 1.5 },
            )
            .bolted(if view.out[owner] {
                paint::DIM_INK
            } else {
                paint::SAFE_DIAL
            }),
        ),
        centre.extend(1.0),
    )
    .about(words!(
        "about-crack-it-safe",
        name = seen.names[owner].as_str()
    ));
    if turn && (owner != me || seen.hand.selected.is_some()) {
        safe = safe.target(spot, false).focused(match aimed {
            Some(Aim::Rival(seat)) => seat.index() == owner,
            _ => false,
        });
    } else if choosing_clue && owner != me && !view.out[owner] {
        // A Clue's dial card is played on a rival's safe, as any dial card.
        safe = safe
            .target(spot, false)
            .focused(clue_aim == Some(SeatId(owner as u8)));
    }
    pieces.push(safe);
    let opened = door_room(view, owner, size) > 0.0;
    let across = SAFE_DIAL * s;
    // At the right, level with the digits; on the door once it stands open.
    let beside = layout.safe_point(owner, 0.0, -6.0) + Vec2::X * layout.dial_x(owner);
    match opened.then(|| safe_door(owner, centre, size)) {
        Some((door, hinge, width)) => {
            pieces.push(door);
            let at = (hinge - Vec2::Y * size.y * 0.2).extend(4.0);
            pieces.push(safe_dial(view, owner, at, across.min(width * 0.85)));
        }
        None => pieces.push(safe_dial(view, owner, beside.extend(2.0), across)),
    }
    let top = size.y / 2.0;
    let left = -size.x / 2.0;
    // The name grows (to be read on a phone) no further than the hand's backs and the
    // word OUT or OPENED beside it on its row.
    let beside_name = door_room(view, owner, size)
        + backs_width(seen, owner, me, s)
        + if opened || view.out[owner] {
            60.0 * s
        } else {
            0.0
        };
    pieces.push(PieceSpec::new(
        PieceId::Name(owner),
        Look::Label(pieces::Label {
            text: seen.labels[owner].clone(),
            size: 18.0 * s.min(1.1),
            colour: crate::theme::seat_colour(owner),
            bold: true,
            anchor: LabelAnchor::Left,
            room: Some(size.x - 2.0 * INSIDE - beside_name),
        }),
        (centre + Vec2::new(left + door_room(view, owner, size) + INSIDE, top - 18.0 * s))
            .extend(2.0),
    ));
    let status = safe_status(seen, owner, me, size, s);
    if let Some((status, anchor, at)) = status {
        let words = pieces::Label {
            text: status,
            size: 12.0 * s.min(1.1),
            colour: paint::SAFE_STATUS,
            bold: false,
            anchor,
            room: None,
        };
        pieces.push(PieceSpec::new(
            PieceId::Status(owner),
            Look::Label(words.within(size.x - 2.0 * INSIDE)),
            (centre + at).extend(2.0),
        ));
    }
    pieces
}

/// The word on `owner`'s safe, where it stands and how it is anchored, if it has one.
/// OUT and OPENED stand at the top right, beside the name; the longer note on the
/// player's own safe runs along its foot, clear of a long name in any language.
fn safe_status(
    seen: &Seen,
    owner: usize,
    me: usize,
    size: Vec2,
    s: f32,
) -> Option<(String, LabelAnchor, Vec2)> {
    let view = &seen.view;
    let top = size.y / 2.0;
    // Left of the hand's backs, on the name's row.
    let right = size.x / 2.0 - INSIDE - backs_width(seen, owner, me, s);
    if view.out[owner] {
        Some((
            t!("crack-it-safe-out"),
            LabelAnchor::Right,
            Vec2::new(right, top - 18.0 * s),
        ))
    } else if view.combinations[owner].iter().all(|d| d.discovered) {
        Some((
            t!("crack-it-safe-opened"),
            LabelAnchor::Right,
            Vec2::new(right, top - 18.0 * s),
        ))
    } else if owner == me && seen.viewer_is_human {
        Some((
            t!("crack-it-safe-yours"),
            LabelAnchor::Centre,
            Vec2::new(0.0, -top + 14.0 * s),
        ))
    } else {
        None
    }
}

/// King of Safes: the owner's tokens under the name, each one a piece: prestige in one
/// row, infamy after it.
fn token_pieces(seen: &Seen, layout: &Layout, owner: usize) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let mut pieces = Vec::new();
    if view.mode != Mode::KingOfSafes {
        return pieces;
    }
    let (centre, size) = layout.safes[owner];
    let s = layout.safe_scale(owner);
    let (top, left) = (size.y / 2.0, -size.x / 2.0);
    let r = 8.0 * s.min(1.1);
    let mut x = left + door_room(view, owner, size) + INSIDE + r;
    for (prestige, count) in [(true, view.prestige[owner]), (false, view.infamy[owner])] {
        for k in 0..usize::from(count) {
            let key = if prestige {
                PieceId::Prestige(owner, k)
            } else {
                PieceId::Infamy(owner, k)
            };
            pieces.push(
                PieceSpec::new(
                    key,
                    token(prestige, r),
                    (centre + Vec2::new(x, top - 42.0 * s)).extend(2.0),
                )
                .from(layout.bank.extend(40.0))
                .about(about_token(prestige)),
            );
            x += r * 2.15;
        }
        if count > 0 {
            x += r;
        }
    }
    pieces
}

/// A rival's card seen from behind on their safe, and how far apart those cards lie.
const HAND_BACK: Vec2 = Vec2::new(18.0, 26.0);
const HAND_STEP: f32 = 9.0;

/// How much of the name's row, from the right, `owner`'s hand of backs takes.
fn backs_width(seen: &Seen, owner: usize, me: usize, s: f32) -> f32 {
    let n = seen.view.hand_sizes[owner];
    let backs = seen.open_hands.is_none() && (owner != me || !seen.viewer_is_human);
    if backs && n > 0 {
        (HAND_BACK.x + HAND_STEP * (n - 1) as f32) * s + 10.0
    } else {
        0.0
    }
}

/// A rival's hand, from behind (how many cards is public); in a replay face up.
fn rival_hand(
    seen: &Seen,
    layout: &Layout,
    now: &Moment,
    owner: usize,
) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let me = now.me;
    let (centre, size) = layout.safes[owner];
    let s = layout.safe_scale(owner);
    let (top, left) = (size.y / 2.0, -size.x / 2.0);
    let mut pieces = Vec::new();
    if owner != me || !seen.viewer_is_human {
        let open = seen.open_hands.as_ref().map(|hands| &hands[owner]);
        let n = view.hand_sizes[owner];
        // Backs along the name's row, clear of the dial cards played above the digits;
        // a replay's open hand lower, larger.
        let (size, step, down) = match open {
            Some(_) => (Vec2::new(30.0, 42.0), 30.0, 44.0),
            None => (HAND_BACK, HAND_STEP, 18.0),
        };
        for k in 0..n {
            let (look, about) = match open.and_then(|hand| hand.get(k)) {
                Some(&card) => (
                    resource_card(card, size * s, true, false),
                    about_card(seen.view.mode, card),
                ),
                None => (
                    resource_card(ResourceCard::Clue, size * s, false, false),
                    words!(
                        "about-crack-it-rival-hand",
                        name = seen.names[owner].as_str(),
                        count = n
                    ),
                ),
            };
            pieces.push(
                PieceSpec::new(
                    PieceId::RivalCard(owner, k),
                    look,
                    (centre
                        + Vec2::new(
                            -left - INSIDE - (size.x / 2.0 + k as f32 * step) * s,
                            top - down * s,
                        ))
                    .extend(2.0 + k as f32 * 0.01),
                )
                .from(layout.pile.extend(40.0))
                .about(about),
            );
        }
    }
    pieces
}

/// The three combination cards of a safe, left to right, with the dials played on them
/// and a Block lying on its digit.
fn combination_pieces(
    seen: &Seen,
    layout: &Layout,
    now: &Moment,
    owner: usize,
) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let Moment {
        me,
        actor,
        turn,
        arranging,
        ..
    } = *now;
    let combination = &view.combinations[owner];
    let s = layout.safe_scale(owner);
    let mut pieces = Vec::new();
    let current = combination.iter().position(|d| !d.discovered);
    let opened = current.is_none();
    let order: Vec<usize> = if arranging && owner == me {
        seen.hand.order.iter().map(|&i| usize::from(i)).collect()
    } else {
        (0..combination.len()).collect()
    };
    for (place, &j) in order.iter().enumerate() {
        let digit = &combination[j];
        let x = layout.digit_x(owner, place, opened);
        let at = layout.safe_point(owner, x, -6.0);
        let (low, high) = (
            digit.below.iter().max().map_or(0, |&d| d + 1),
            digit.above.iter().min().map_or(9, |&d| d.saturating_sub(1)),
        );
        let lit = current == Some(j) && !view.out[owner] && !arranging;
        let mut card = PieceSpec::new(
            PieceId::Digit(owner, if arranging && owner == me { j } else { place }),
            combination_card(
                digit.value,
                (low, high),
                digit.discovered,
                DIGIT * s,
                lit && owner != me && turn,
            ),
            at.extend(3.0),
        )
        .about(if digit.discovered {
            words!("about-crack-it-found-digit")
        } else if owner == me && seen.viewer_is_human {
            words!("about-crack-it-own-digit")
        } else {
            words!("about-crack-it-hidden-digit")
        });
        if arranging && owner == me {
            card = card
                .target(Spot::Combination(place as u8), true)
                .focused(seen.hand.cursor == place || seen.hand.swap == Some(place));
        }
        pieces.push(card);
        pieces.extend(dial_fan(seen, layout, now, owner, j, x));
        // Rules page, "Action cards", Block (ruling): the card lies on the digit it blocks for the rest of the game.
        if digit.blocked {
            pieces.push(
                PieceSpec::new(
                    PieceId::Block(owner, j),
                    resource_card(ResourceCard::Block, BLOCK * s, true, false),
                    // Under the digit's foot: the digit stays readable.
                    (at - Vec2::Y * (DIGIT.y / 2.0 + BLOCK.y / 2.0 - BLOCK_OVERLAP) * s)
                        .extend(3.5),
                )
                .from(layout.hand_of(actor, me).extend(40.0))
                .about(about_card(seen.view.mode, ResourceCard::Block)),
            );
        }
    }
    pieces
}

/// The dial cards played on digit `j` of a safe, fanned above it (the higher values) and
/// below it (the lower), the fan clear of a Block.
fn dial_fan(
    seen: &Seen,
    layout: &Layout,
    now: &Moment,
    owner: usize,
    j: usize,
    x: f32,
) -> Vec<PieceSpec<PieceId, Spot>> {
    let digit = &seen.view.combinations[owner][j];
    let s = layout.safe_scale(owner);
    let mut pieces = Vec::new();
    for (above, values) in [(true, &digit.above), (false, &digit.below)] {
        let outwards = if above { 1.0 } else { -1.0 };
        // Below a blocked digit, the Block card hangs under its lower edge.
        let clear = if digit.blocked && !above {
            BLOCK.y - BLOCK_OVERLAP + 2.0
        } else {
            0.0
        };
        // Fanned wide enough that each card's value shows, within the digit's room.
        let room = DIGIT_PITCH * layout.spacing[owner] / s - 4.0;
        let step = FAN_STEP.min((room - DIAL.x) / (values.len().max(2) - 1) as f32);
        for (k, &value) in values.iter().enumerate() {
            let fan = Vec2::new(
                (k as f32 - (values.len() as f32 - 1.0) / 2.0) * step,
                outwards * (DIGIT.y / 2.0 + DIAL.y / 2.0 + DIAL_GAP + clear + k as f32 * 2.0),
            );
            let at = layout.safe_point(owner, x, -6.0) + fan * s;
            pieces.push(
                PieceSpec::new(
                    PieceId::Dial(owner, j, above, k),
                    resource_card(ResourceCard::Dial(value), DIAL * s, true, false),
                    at.extend(2.5 + k as f32 * 0.02),
                )
                .from(layout.hand_of(now.actor, now.me).extend(40.0))
                .about(about_card(seen.view.mode, ResourceCard::Dial(value))),
            );
        }
    }
    pieces
}

/// The draw pile and the discard pile, with their counts (and the dials discarded).
fn pile_pieces(seen: &Seen, layout: &Layout, now: &Moment) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let mut pieces = Vec::new();
    for k in 0..view.pile.min(3) {
        pieces.push(
            PieceSpec::new(
                PieceId::PileCard(k),
                resource_card(ResourceCard::Clue, layout.card * 0.8, false, false),
                (layout.pile + Vec2::new(-1.5, 2.0) * k as f32).extend(2.0 + k as f32 * 0.1),
            )
            .about(words!("about-crack-it-pile")),
        );
    }
    pieces.push(PieceSpec::new(
        PieceId::PileLabel,
        // Centred under the pile, as wide as the room left of the discard's words.
        label(
            t!("crack-it-pile", count = view.pile),
            14.0,
            paint::DIM_INK,
            LabelAnchor::Centre,
        )
        .within(2.0 * (layout.discard.x - 48.0 - layout.pile.x).abs()),
        (layout.pile - Vec2::Y * 60.0).extend(2.0),
    ));
    pieces.extend(discard_pieces(seen, layout, now));
    pieces
}

/// The discard pile: its top two cards (the top one a place to discard on, or to aim a
/// Clue at), an empty place when there is none, and what lies there.
fn discard_pieces(seen: &Seen, layout: &Layout, now: &Moment) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let Moment {
        me,
        actor,
        turn,
        aimed,
        ..
    } = *now;
    let mut pieces = Vec::new();
    let count = view.discard.len();
    let clue_on_discard = turn && matches!(aimed, Some(Aim::DiscardPile));
    for (k, &card) in view
        .discard
        .iter()
        .enumerate()
        .skip(count.saturating_sub(2))
    {
        let mut spec = PieceSpec::new(
            PieceId::DiscardCard(k),
            resource_card(card, layout.card * 0.8, true, false),
            layout.discard.extend(2.0 + (k % 8) as f32 * 0.1),
        )
        .from(layout.hand_of(actor, me).extend(40.0))
        .about(if k + 1 == count {
            words!("about-crack-it-discard")
        } else {
            about_card(seen.view.mode, card)
        });
        if k + 1 == count && turn {
            spec = spec.target(Spot::Discard, false).focused(clue_on_discard);
        }
        pieces.push(spec);
    }
    if count == 0 {
        let mut place = PieceSpec::new(
            PieceId::DiscardCard(0),
            Look::Slot(pieces::Slot {
                size: layout.card * 0.8,
                fill: paint::SLOT,
                edge: paint::WALNUT_EDGE,
                text: String::new(),
                ink: paint::DIM_INK,
            }),
            layout.discard.extend(2.0),
        )
        .about(words!("about-crack-it-discard"));
        if turn {
            place = place.target(Spot::Discard, false).focused(clue_on_discard);
        }
        pieces.push(place);
    }
    let dials: Vec<String> = view
        .discard
        .iter()
        .filter_map(|c| c.dial_value())
        .map(|d| d.to_string())
        .collect();
    pieces.push(PieceSpec::new(
        PieceId::DiscardLabel,
        label(
            if dials.is_empty() {
                t!("crack-it-discard", count = count)
            } else {
                t!(
                    "crack-it-discard-dials",
                    count = count,
                    dials = dials.join(" ")
                )
            },
            13.0,
            paint::DIM_INK,
            LabelAnchor::Left,
        )
        .within(150.0),
        (layout.discard + Vec2::new(-40.0, -60.0)).extend(2.0),
    ));
    pieces
}

/// King of Safes: the bank's tokens, in two stacks.
fn bank_pieces(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let mut pieces = Vec::new();
    if view.mode != Mode::KingOfSafes {
        return pieces;
    }
    for (prestige, count) in [(true, view.bank_prestige), (false, view.bank_infamy)] {
        let x = if prestige { 0.0 } else { 34.0 };
        for k in 0..usize::from(count) {
            let key = if prestige {
                PieceId::BankPrestige(k)
            } else {
                PieceId::BankInfamy(k)
            };
            pieces.push(
                PieceSpec::new(
                    key,
                    token(prestige, 13.0),
                    (layout.bank + Vec2::new(x, k as f32 * 3.0)).extend(2.0 + k as f32 * 0.01),
                )
                .about(about_token(prestige)),
            );
        }
    }
    pieces.push(PieceSpec::new(
        PieceId::BankLabel,
        label(
            t!(
                "crack-it-bank-tokens",
                prestige = view.bank_prestige,
                infamy = view.bank_infamy
            ),
            13.0,
            paint::DIM_INK,
            LabelAnchor::Left,
        ),
        (layout.bank + Vec2::new(-14.0, -30.0)).extend(2.0),
    ));
    pieces
}

/// The victory card, and then whose it is (rules page, "King of Thieves": the last player
/// with an undiscovered digit takes it).
fn victory_card(seen: &Seen, layout: &Layout) -> PieceSpec<PieceId, Spot> {
    let victory = match seen.winners.first() {
        Some(winner) => {
            let (centre, size) = layout.safes[winner.index()];
            centre + Vec2::new(size.x / 2.0 - layout.card.x * 0.4, size.y / 2.0)
        }
        None => layout.bank + Vec2::new(layout.card.x * 1.6, 0.0),
    };
    let gold = CardSide {
        fill: paint::GOLD,
        ink: paint::INK,
        text: t!("crack-it-face-victory"),
        corner: Some("★".into()),
        picture: Some(Picture::Victory),
    };
    PieceSpec::new(
        PieceId::Victory,
        Look::Card(pieces::Card {
            size: layout.card * 0.8,
            face: gold.clone(),
            back: gold,
            face_up: true,
            lifted: false,
        }),
        victory.extend(if seen.winners.is_empty() { 2.0 } else { 40.0 }),
    )
    .turned(if seen.winners.is_empty() { 0.0 } else { -0.2 })
    .about(words!("about-crack-it-victory"))
}

/// A Clue's offer: the dial cards it may take, for the eyes of its player only.
fn clue_offer(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let mut pieces = Vec::new();
    if seen.mine
        && let Phase::ClueChoice { values, .. } = &view.phase
    {
        let first = layout.hand + Vec2::new(-120.0, 150.0);
        for (row, &value) in values.iter().enumerate() {
            let lifted = seen.hand.offered == Some(row as u8);
            let at = first + Vec2::new(row as f32 * 80.0, if lifted { 20.0 } else { 0.0 });
            pieces.push(
                PieceSpec::new(
                    PieceId::ClueDial(row),
                    resource_card(ResourceCard::Dial(value), layout.card * 0.8, true, lifted),
                    at.extend(12.0),
                )
                .about(about_card(seen.view.mode, ResourceCard::Dial(value)))
                .target(Spot::ClueDial(row as u8), true)
                .focused(seen.hand.cursor == row),
            );
        }
        // What to do with them, on the table under them: no window opens over the cards.
        pieces.push(PieceSpec::new(
            PieceId::ClueNote,
            label(
                t!("crack-it-clue-offer"),
                15.0,
                paint::LIGHT_INK,
                LabelAnchor::Left,
            ),
            (first + Vec2::new(-layout.card.x * 0.4, -layout.card.y * 0.52)).extend(12.0),
        ));
    }

    pieces
}

/// The hand of the player at the screen (only theirs), fanned.
fn hand_pieces(seen: &Seen, layout: &Layout, turn: bool) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let mut pieces = Vec::new();
    if seen.viewer_is_human {
        let mut kinds: Vec<ResourceCard> = Vec::new();
        let n = view.hand.len();
        let discarding = seen.hand.discarding.as_ref();
        for (i, &card) in view.hand.iter().enumerate() {
            let nth = kinds.iter().filter(|&&c| c == card).count();
            kinds.push(card);
            let lifted = seen.hand.selected == Some(i as u8)
                || discarding.is_some_and(|d| d.contains(&(i as u8)));
            let (at, tilt) = fanned(layout, i, n, lifted);
            let mut spec = PieceSpec::new(
                PieceId::HandCard(card, nth),
                resource_card(card, layout.card, true, lifted),
                at.extend(10.0 + i as f32 * 0.5),
            )
            .turned(tilt)
            .from(layout.pile.extend(40.0))
            .about(about_card(seen.view.mode, card));
            if seen.mine {
                spec = spec
                    .target(Spot::Hand(i as u8), turn)
                    .focused(discarding.is_some() && seen.hand.cursor == i);
            }
            pieces.push(spec);
        }
    }
    pieces
}

/// Where prompts may open, in egui points from the top of the window: below the rivals'
/// safes (egui points and world units are one size, as both scale with the window).
pub fn prompt_top(area: TableArea, seats: usize, me: usize) -> f32 {
    let layout = Layout::new(area, seats, me);
    let area = area.rect;
    let lowest = (0..seats)
        .filter(|&s| s != me)
        .map(|s| layout.safes[s].0.y - layout.safes[s].1.y / 2.0)
        .fold(area.max.y, f32::min);
    area.max.y - lowest + 10.0
}

impl Layout {
    /// Where a player's cards come from: your hand, or their safe's corner.
    fn hand_of(&self, seat: usize, me: usize) -> Vec2 {
        if seat == me {
            self.hand
        } else {
            let (centre, size) = self.safes[seat];
            centre + size / 2.0 - Vec2::splat(24.0)
        }
    }
}

fn lay_out_the_table(
    table: Res<Match<CrackIt>>,
    hand: Res<Hand>,
    phase: Res<State<TurnPhase>>,
    area: Res<TableArea>,
    best: BestNow<CrackIt>,
    mut pieces: Pieces<PieceId, Spot>,
) {
    let view = table.view();
    let me = view.seat;
    let best = best.action().map(|action| best_uses(action, &view));
    let deciding = table.to_decide();
    let seen = Seen {
        names: table.names(),
        labels: table.names_at_table(),
        hand: &hand,
        mine: table.screen_decides(*phase.get()),
        // A moment of a review shows its seat's hand as that seat saw it.
        viewer_is_human: table.is_human(me) || table.seen_by == Some(me),
        open_hands: table.in_replay(|game| game.players().iter().map(|p| p.hand.clone()).collect()),
        deciding,
        winners: table.outcome().map(|o| o.winners).unwrap_or_default(),
        view,
    };
    let layout = Layout::new(*area, seen.view.combinations.len(), me.index());
    let mut wanted = table_pieces(&seen, &layout);
    if let Some((used, cards)) = best {
        crate::table::retry::mark_best(&mut wanted, &used, cards, PieceId::Best);
    }
    pieces.lay_out(wanted);
}

/// The pieces a choice uses, as the table lays them out for the seat deciding: its cards
/// from the hand first (how many), then the safe, pile or offered dial card it aims at.
fn best_uses(action: &Action, view: &Observation) -> (Vec<PieceId>, usize) {
    let me = view.seat.index();
    let hand_card = |at: u8| {
        let at = usize::from(at);
        let card = *view.hand.get(at)?;
        let nth = view.hand[..at].iter().filter(|&&c| c == card).count();
        Some(PieceId::HandCard(card, nth))
    };
    let safe = |seat: SeatId| PieceId::Safe(seat.index());
    let top_of_discard = PieceId::DiscardCard(view.discard.len().saturating_sub(1));
    let (cards, aim): (Vec<u8>, Option<PieceId>) = match action {
        Action::Dial { card, rival }
        | Action::Block { card, rival }
        | Action::CrackIt { card, rival } => (vec![*card], Some(safe(*rival))),
        Action::Clue { card, source } => (
            vec![*card],
            Some(match source {
                ClueSource::DiscardPile => top_of_discard,
                ClueSource::Player(seat) => safe(*seat),
            }),
        ),
        Action::Reset { card } | Action::MasterCrackIt { card } => {
            (vec![*card], Some(PieceId::Safe(me)))
        }
        Action::Prohibit { card } => (vec![*card], None),
        Action::Discard { cards } => (cards.clone(), None),
        Action::TakeDial { value, rival } => {
            let row = match &view.phase {
                Phase::ClueChoice { values, .. } => values.iter().position(|v| v == value),
                _ => None,
            };
            let mut used: Vec<PieceId> = row.map(PieceId::ClueDial).into_iter().collect();
            let lifted = used.len();
            used.push(safe(*rival));
            return (used, lifted);
        }
        Action::Arrange { .. } | Action::Pass | Action::EndTurn => (Vec::new(), None),
    };
    let mut used: Vec<PieceId> = cards.iter().filter_map(|&c| hand_card(c)).collect();
    let lifted = used.len();
    used.extend(aim);
    (used, lifted)
}

/// Clicks, taps and drags in Crack It's plays: pick a card of yours, then a rival's safe,
/// your own (Reset, Master CRACK IT) or the discard pile (a Clue), or drag it there;
/// arranging, drag a combination card to its place or click two to swap them; a Clue's
/// dial card dragged onto a rival's safe is played there.
fn pointer_input(
    mut input: MessageReader<TableInput<Spot>>,
    table: Res<Match<CrackIt>>,
    mut plays: MessageWriter<Play>,
) {
    let view = table.view();
    for event in input.read() {
        let play = match *event {
            TableInput::Click(Spot::Hand(i)) => Some(Play::Select(i)),
            TableInput::Hold(Spot::Hand(i)) => Some(Play::Pick(i)),
            TableInput::Click(Spot::Rival(seat)) => Some(Play::At(Some(seat))),
            TableInput::Click(Spot::Own) => Some(Play::At(None)),
            TableInput::Click(Spot::Discard) => Some(Play::ClueOn(ClueSource::DiscardPile)),
            TableInput::Click(Spot::Combination(slot)) => Some(Play::Select(slot)),
            TableInput::Click(Spot::ClueDial(row)) => Some(Play::Offered(row)),
            TableInput::Drop {
                held: Spot::Combination(from),
                on: Spot::Combination(to),
            } if from != to => Some(Play::Reorder { from, to }),
            TableInput::Drop {
                held: Spot::Hand(_),
                on,
            } => match on {
                Spot::Rival(seat) => Some(Play::At(Some(seat))),
                Spot::Own => Some(Play::At(None)),
                Spot::Discard => Some(Play::ClueOn(ClueSource::DiscardPile)),
                _ => None,
            },
            TableInput::Drop {
                held: Spot::ClueDial(row),
                on: Spot::Rival(rival),
            } => match &view.phase {
                Phase::ClueChoice { values, .. } => values
                    .get(usize::from(row))
                    .map(|&value| Play::Act(Action::TakeDial { value, rival })),
                _ => None,
            },
            _ => None,
        };
        if let Some(play) = play {
            plays.write(play);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A shut safe's dial stands clear of its digits, the digits and the dial inside the
    /// safe, and a fan of dial cards never wider than the room between two digits: for two
    /// to four players, on a desktop window, a small one and a phone held upright.
    #[test]
    fn a_safes_dial_and_digits_keep_clear_of_each_other_inside_the_safe() {
        let areas = [
            TableArea::for_window(Vec2::new(1280.0, 720.0)),
            TableArea::for_window(Vec2::new(1024.0, 600.0)),
            TableArea::for_window(Vec2::new(1920.0, 1080.0)),
            TableArea::upright(Vec2::new(390.0, 844.0), 0.0),
        ];
        for area in areas {
            for seats in 2..=4 {
                let layout = Layout::new(area, seats, 0);
                for seat in 0..seats {
                    let (centre, size) = layout.safes[seat];
                    let s = layout.safe_scale(seat);
                    let safe = Rect::from_center_size(centre, size);
                    let dial_at =
                        layout.safe_point(seat, 0.0, -6.0) + Vec2::X * layout.dial_x(seat);
                    let dial = Rect::from_center_size(dial_at, Vec2::splat(SAFE_DIAL * s));
                    assert!(
                        safe.contains(dial.min) && safe.contains(dial.max),
                        "{area:?} {seats} seats, safe {seat}: the dial"
                    );
                    for place in 0..3 {
                        let at = layout.safe_point(seat, layout.digit_x(seat, place, false), -6.0);
                        let digit = Rect::from_center_size(at, DIGIT * s);
                        let clear = digit.intersect(dial).is_empty();
                        assert!(
                            clear,
                            "{area:?} {seats} seats, safe {seat}: digit {place} under the dial"
                        );
                        assert!(
                            safe.contains(digit.min) && safe.contains(digit.max),
                            "{area:?} {seats} seats, safe {seat}: digit {place} outside"
                        );
                    }
                }
            }
        }
    }

    /// Each kind of resource card shows a picture of its own, and the deck's back another
    /// (colour is never the only sign).
    #[test]
    fn each_kind_of_card_shows_a_picture_of_its_own() {
        let kinds = [
            ResourceCard::Dial(4),
            ResourceCard::Prohibition,
            ResourceCard::Clue,
            ResourceCard::Block,
            ResourceCard::Reset,
            ResourceCard::CrackIt,
            ResourceCard::MasterCrackIt,
        ];
        let mut pictures: Vec<Picture> = kinds
            .iter()
            .map(|&card| card_side(card).picture.expect("a picture"))
            .collect();
        pictures.push(resource_back().picture.expect("the back's picture"));
        for (i, a) in pictures.iter().enumerate() {
            for b in &pictures[i + 1..] {
                assert_ne!(a, b, "two kinds share a picture");
            }
        }
        assert_eq!(
            card_side(ResourceCard::Dial(0)).picture,
            card_side(ResourceCard::Dial(9)).picture,
            "dial cards are one kind"
        );
    }
}
