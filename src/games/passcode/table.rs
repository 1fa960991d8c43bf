//! The Passcode table as pieces (see [`crate::table::pieces`]): every player's board with
//! its four codes as rows of slots (the cards played on the current one lie in them), the
//! LOCK IN place and the FAIL cards in front of each player (turned over one by one during a
//! lock-out), the draw and discard piles, the die rolling on the table, and your two cards.
//! The side panel (status, buttons, log) is egui.

use super::input::{Choice, Pick, must_roll, open_digits};
use super::words::card_text;
use crate::session::{GameId, InPlay};
use crate::t;
use crate::table::TableNow;
use crate::table::picking::TableInput;
use crate::table::pieces;
use crate::table::pieces::{
    Arrival, CardSide, LabelAnchor, Look, PieceSpec, Pieces, TableArea, paint,
};
use crate::table::retry::BestNow;
use crate::table::{AppGame, GameLog, Happened, Match};
use bevy::prelude::*;
use codebreakers_kernel::{SeatId, Words, words};
use codebreakers_passcode::{
    Action, Card, Event, LOCKOUT_FAILS, Observation, Passcode, PublicPlayer, Step,
};

pub fn plugin(app: &mut App) {
    crate::table::picking::register::<Spot>(app);
    app.add_systems(
        Update,
        (pointer_input, lay_out_the_table)
            .chain()
            .after(follow_events)
            .before(crate::table::anim::MotionSystems)
            .run_if(in_state(InPlay::Game(GameId::Passcode))),
    );
}

/// What the table animates, and how long play waits for it (no window needed: the turn
/// machine waits for these motions headless too).
pub(crate) fn motions_plugin(app: &mut App) {
    app.init_resource::<Motions>()
        .add_systems(OnEnter(InPlay::Game(GameId::Passcode)), roll_the_codes)
        .add_systems(
            Update,
            follow_events
                .before(crate::table::turn::TurnSystems)
                .run_if(in_state(InPlay::Game(GameId::Passcode))),
        );
}

/// Seconds between two code digits coming off the die at the start, and how long the die
/// tumbles, at normal animation speed.
const DIGIT_STEP_SECONDS: f32 = 0.09;
const TUMBLE_SECONDS: f32 = 0.6;

/// What happened last that the table shows moving: the codes rolled at the start, the die,
/// the card just laid or drawn.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Motions {
    /// When the codes were rolled (each digit then comes off the die in turn).
    pub codes_rolled: Option<f32>,
    /// The die as last rolled, by whom, and when.
    pub roll: Option<(SeatId, u8, f32)>,
    /// How many times the die was rolled: each roll is thrown anew.
    pub rolls: u32,
    /// The card just laid, on whose board and where, and when.
    pub laid: Option<(SeatId, Laid, f32)>,
    /// The last card drawn came from the discard pile.
    pub drew_discard: bool,
}

/// Where a card was just laid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Laid {
    Digit(u8),
    Fail,
    LockIn,
    Discard,
}

/// Rules page, "The deal": every digit of every code is rolled with the die, then everyone rolls
/// for the first turn. The table shows the digits coming off the die one after another,
/// and play waits until they have.
fn roll_the_codes(
    mut table: ResMut<Match<Passcode>>,
    time: Res<Time>,
    mut motions: ResMut<Motions>,
    mut cues: MessageWriter<crate::audio::Cue>,
    mut log: ResMut<GameLog>,
) {
    // The setup's public events open the log: the rolls for the first player, the deal
    // (before the lines of a resumed match's actions, whose undo marks move with them).
    let names = table.names();
    let opening: Vec<codebreakers_kernel::Words> = table
        .opening()
        .iter()
        .filter_map(|event| <Passcode as AppGame>::describe(event, &names))
        .collect();
    let shift = opening.len();
    log.lines.splice(0..0, opening);
    for mark in &mut table.log_marks {
        *mark += shift;
    }
    let now = time.elapsed_secs();
    let last_roll = table.opening().iter().rev().find_map(|e| match e {
        Event::Rolled { seat, roll, .. } => Some((*seat, *roll, now)),
        _ => None,
    });
    *motions = Motions {
        codes_rolled: Some(now),
        roll: last_roll,
        rolls: 1,
        ..default()
    };
    cues.write(crate::audio::Cue::DiceRoll);
}

fn digit_count(player: &PublicPlayer) -> usize {
    player.codes.iter().map(<[u8]>::len).sum()
}

fn follow_events(
    mut happened: MessageReader<Happened<Passcode>>,
    mut motions: ResMut<Motions>,
    time: Res<Time>,
    mut cues: MessageWriter<crate::audio::Cue>,
) {
    let now = time.elapsed_secs();
    for batch in happened.read() {
        for event in &batch.events {
            match event {
                Event::Rolled { seat, roll, .. } => {
                    motions.roll = Some((*seat, *roll, now));
                    motions.rolls += 1;
                }
                Event::Played { seat, digit, .. } => {
                    motions.laid = Some((*seat, Laid::Digit(*digit), now));
                }
                Event::Discarded { seat, .. } => {
                    motions.laid = Some((*seat, Laid::Discard, now));
                }
                Event::LockInLaid { seat, .. } => {
                    motions.laid = Some((*seat, Laid::LockIn, now));
                }
                Event::Drew { from_discard, .. } => {
                    motions.drew_discard = *from_discard;
                }
                Event::FailLaid { seat, .. } => {
                    motions.laid = Some((*seat, Laid::Fail, now));
                    cues.write(crate::audio::Cue::NotSolved);
                }
                Event::LockedOut { .. } => {
                    cues.write(crate::audio::Cue::NotSolved);
                }
                Event::RoundWon { .. } => {
                    cues.write(crate::audio::Cue::Solved);
                }
                Event::GameWon { .. } => {
                    cues.write(crate::audio::Cue::Victory);
                }
                _ => {}
            }
        }
    }
}

/// What a player may point at on the Passcode table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// The draw pile.
    Pile,
    /// The discard pile.
    Discard,
    /// The die (to roll it).
    Die,
    /// One of your cards, by its place in your hand.
    Hand(u8),
    /// The empty place in your hand a drawn card goes to.
    HandPlace,
    /// An open digit of your current code.
    Digit(u8),
    /// Anywhere else on your board: the next digit.
    Board,
    /// Your LOCK IN place.
    LockIn,
}

/// A piece of the Passcode table, by what it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceId {
    Board(usize),
    Header(usize),
    Status(usize),
    LevelLabel(usize, usize),
    /// A digit of a code printed on the board.
    Code(usize, usize, usize),
    /// The card lying on a digit of the current code.
    Placed(usize, usize),
    LockInPlace(usize),
    LockInLabel(usize),
    LockInCard(usize),
    Fail(usize, usize),
    /// The LEVEL 4 card set aside face down while counting down.
    SetAside(usize),
    /// A card in a rival's hand, seen from behind.
    RivalCard(usize, usize),
    PileCard(usize),
    PileLabel,
    /// A card of the discard pile, by its place in the pile.
    DiscardCard(usize),
    DiscardLabel,
    /// The die, by the roll it shows.
    Die(u32),
    DieLabel,
    /// Your card: which card, and which of its kind.
    HandCard(Card, usize),
    HandPlace(usize),
    HandLabel,
    /// At a moment of a review: the ring around the n-th piece the best choice uses, and
    /// (after them) the word saying so.
    Best(usize),
}

/// What a card is and does (`about.ftl`).
fn about_card(card: Card) -> Words {
    match card {
        Card::Digit(value) => words!("about-passcode-digit", value = value),
        Card::Key => words!("about-passcode-key"),
        Card::Fail => words!("about-passcode-fail"),
    }
}

/// Passcode's cards: digits ivory, KEYs gold, FAILs red; every back the same blue.
fn card_look(card: Card, size: Vec2, face_up: bool, lifted: bool) -> Look {
    let (fill, ink) = match card {
        Card::Digit(_) => (paint::IVORY, paint::INK),
        Card::Key => (paint::GOLD, paint::INK),
        Card::Fail => (paint::RED, paint::LIGHT_INK),
    };
    Look::Card(pieces::Card {
        size,
        face: CardSide {
            fill,
            ink,
            text: card_text(card),
            corner: matches!(card, Card::Digit(_))
                .then(|| card_text(card))
                .filter(|_| size.y > 80.0),
            picture: Some(match card {
                Card::Digit(value) => pieces::Picture::Keypad(value),
                Card::Key => pieces::Picture::Key,
                Card::Fail => pieces::Picture::Fail,
            }),
        },
        back: card_back(),
        face_up,
        lifted,
    })
}

fn card_back() -> CardSide {
    CardSide {
        fill: paint::CARD_BACK,
        ink: paint::BRASS,
        text: t!("passcode-card-back"),
        corner: None,
        picture: Some(pieces::Picture::PasscodeBack),
    }
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

/// Where everything lies: derived from the table area and the number of players.
struct Layout {
    /// Each board's centre and size, by seat.
    boards: Vec<(Vec2, Vec2)>,
    /// The boards' scale: 1 at their design size.
    scale: f32,
    pile: Vec2,
    discard: Vec2,
    die: Vec2,
    hand: Vec2,
    card: Vec2,
    /// Upright the band is narrow for the words under its pieces: the piles' counts are
    /// bare numbers and the die says nothing (the sheet and the log say who rolls).
    short_captions: bool,
}

/// A board's size at scale 1: a LEVEL 4 code of six slots beside the LOCK IN card, and
/// four rows under the header.
const BOARD: Vec2 = Vec2::new(340.0, 232.0);
const SLOT: Vec2 = Vec2::new(32.0, 40.0);
const SMALL_CARD: Vec2 = Vec2::new(48.0, 66.0);
/// How wide the words under the band's piles and die may grow (they stand 110 apart).
const CAPTION_ROOM: f32 = 104.0;
/// The band along the bottom with the piles, the die and your hand.
const BAND: f32 = 176.0;

/// Upright (a phone held upright), how wide the table is laid out: the band's width, the
/// boards stacked above it; the camera frames it as large as the phone allows.
const UPRIGHT_WIDTH: f32 = 640.0;
/// The board's width a header leaves free: its left margin and the rival's hand in the
/// top right corner (board units).
const HEADER_CLEAR: f32 = 90.0;
/// The room under a board's last row (board units): LEVEL 4's row ends 2 units under
/// `BOARD.y`.
const BOARD_FOOT: f32 = 12.0;

/// The middle of the row of a board's `level` (0 for LEVEL 1), from its top, in board units.
fn row_y(level: usize) -> f32 {
    56.0 + level as f32 * (SLOT.y + 6.0) + SLOT.y / 2.0
}

/// The middle of a row's `j`th slot, from the board's left edge, in board units.
fn slot_x(j: usize) -> f32 {
    52.0 + j as f32 * (SLOT.x + 4.0)
}

impl Layout {
    fn new(area: TableArea, players: usize) -> Self {
        let upright = area.is_upright();
        let area = area.rect;
        if upright {
            return Layout::upright(area, players);
        }
        let margin = 12.0;
        let top = area.max.y - margin;
        let bottom = area.min.y + BAND;
        // The boards in as many columns as lets them grow largest (three players in two
        // rows: three abreast they would leave a band of bare felt under them).
        let fit = |columns: usize| {
            let rows = players.div_ceil(columns).max(1);
            let width = (area.width() - margin) / columns as f32 - margin;
            let height = (top - bottom) / rows as f32 - margin;
            let scale = (width / BOARD.x).min(height / (BOARD.y + BOARD_FOOT));
            (columns, width, height, scale)
        };
        let (columns, width, height, scale) = (1..=players.max(1))
            .map(fit)
            .reduce(|best, next| if next.3 > best.3 { next } else { best })
            .unwrap_or_else(|| fit(1));
        let scale = scale.clamp(0.5, 1.7);
        let size = Vec2::new(width, height.min(BOARD.y * scale * 1.25));
        let boards = Layout::boards(players, columns, Vec2::new(area.center().x, top), size);
        Layout::with_band(boards, scale, (area.min.x, area.max.x), area.min.y)
    }

    /// Upright: the boards one under the other (two abreast from three players), as wide as
    /// the band under them, all of it together around the table's middle.
    fn upright(area: Rect, players: usize) -> Self {
        let margin = 12.0;
        let columns = if players <= 2 { 1 } else { 2 };
        let rows = players.div_ceil(columns).max(1);
        let width = (UPRIGHT_WIDTH - margin) / columns as f32 - margin;
        let scale = (width / BOARD.x).min(1.7);
        let size = Vec2::new(width, (BOARD.y + BOARD_FOOT) * scale);
        let height = rows as f32 * (size.y + margin) + BAND;
        let top = area.center().y + height / 2.0;
        let boards = Layout::boards(players, columns, Vec2::new(area.center().x, top), size);
        let left = area.center().x - UPRIGHT_WIDTH / 2.0;
        Layout {
            short_captions: true,
            ..Layout::with_band(boards, scale, (left, left + UPRIGHT_WIDTH), top - height)
        }
    }

    /// Each board's centre, in `columns` from the top middle `top`, each of `size`; a short
    /// last row centred.
    fn boards(players: usize, columns: usize, top: Vec2, size: Vec2) -> Vec<(Vec2, Vec2)> {
        let margin = 12.0;
        let rows = players.div_ceil(columns).max(1);
        (0..players)
            .map(|i| {
                let (col, row) = (i % columns, i / columns);
                let in_row = if row + 1 == rows {
                    players - row * columns
                } else {
                    columns
                };
                let row_width = in_row as f32 * (size.x + margin) - margin;
                let centre = Vec2::new(
                    top.x - row_width / 2.0 + col as f32 * (size.x + margin) + size.x / 2.0,
                    top.y - row as f32 * (size.y + margin) - size.y / 2.0,
                );
                (centre, size)
            })
            .collect()
    }

    /// The band along `bottom` between `left` and `right`: piles and die from the left, the
    /// hand at the right.
    fn with_band(
        boards: Vec<(Vec2, Vec2)>,
        scale: f32,
        (left, right): (f32, f32),
        bottom: f32,
    ) -> Self {
        let margin = 12.0;
        let band_y = bottom + BAND / 2.0 + 4.0;
        Layout {
            boards,
            scale,
            pile: Vec2::new(left + margin + 60.0, band_y + 8.0),
            discard: Vec2::new(left + margin + 170.0, band_y + 8.0),
            die: Vec2::new(left + margin + 290.0, band_y + 14.0),
            hand: Vec2::new(right - margin - 170.0, band_y + 4.0),
            card: Vec2::new(90.0, 126.0),
            short_captions: false,
        }
    }

    /// A point on board `seat`, from its top left corner, in board units.
    fn on_board(&self, seat: usize, x: f32, y: f32) -> Vec2 {
        let (centre, size) = self.boards[seat];
        Vec2::new(
            centre.x - size.x / 2.0 + x * self.scale,
            centre.y + size.y / 2.0 - y * self.scale,
        )
    }

    /// A point on board `seat`, from its top right corner.
    fn on_board_right(&self, seat: usize, x: f32, y: f32) -> Vec2 {
        let (centre, size) = self.boards[seat];
        Vec2::new(
            centre.x + size.x / 2.0 - x * self.scale,
            centre.y + size.y / 2.0 - y * self.scale,
        )
    }

    /// Where a player's cards come from and go to: your hand, or a rival's board corner.
    fn hand_of(&self, seat: usize, viewer: usize) -> Vec2 {
        if seat == viewer {
            self.hand
        } else {
            self.on_board_right(seat, 40.0, 18.0)
        }
    }

    fn hand_card(&self, i: usize, lifted: bool) -> Vec2 {
        self.hand + Vec2::new(i as f32 * 112.0 - 56.0, if lifted { 18.0 } else { 0.0 })
    }
}

/// What the view shows of the match now, decided once per frame.
struct Seen<'a> {
    view: Observation,
    names: Vec<String>,
    /// The names as the table shows them (a computer's with its level).
    labels: Vec<String>,
    choice: &'a Choice,
    motions: &'a Motions,
    /// The human at the screen decides now.
    mine: bool,
    viewer_is_human: bool,
    /// Every hand, face up: in a replay.
    open_hands: Option<Vec<Vec<Card>>>,
    deciding: Vec<SeatId>,
    /// The digits have come off the die (the codes' roll is over).
    codes_rolled: bool,
    /// The last roll is fresh enough to be told under the die.
    roll_fresh: bool,
}

/// Every piece of the table, where it lies and what may be done with it.
/// Everything on the table, by area: each player's board, the piles, the die and the
/// hand of the player at the screen.
fn table_pieces(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let mut pieces = Vec::new();
    for owner in 0..seen.view.players.len() {
        pieces.extend(board_pieces(seen, layout, owner));
        pieces.extend(code_pieces(seen, layout, owner));
        pieces.extend(lock_in_pieces(seen, layout, owner));
        pieces.extend(fail_pieces(seen, layout, owner));
        pieces.extend(rival_hand(seen, layout, owner));
    }
    pieces.extend(pile_pieces(seen, layout));
    pieces.extend(die_pieces(seen, layout));
    pieces.extend(hand_pieces(seen, layout));
    pieces
}

/// What the player at the screen may do now with cards: lay one (holding), or draw.
fn holding(seen: &Seen) -> bool {
    seen.mine
        && matches!(
            seen.view.step(),
            Some(Step::Holding) | Some(Step::Completed)
        )
}

fn can_draw(seen: &Seen) -> bool {
    seen.mine && seen.view.step() == Some(Step::Start) && !must_roll(&seen.view)
}

/// A player's board, framed in brass while they are to act, with their name, score and
/// state.
fn board_pieces(seen: &Seen, layout: &Layout, owner: usize) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let me = view.seat.index();
    let player = &view.players[owner];
    let (centre, size) = layout.boards[owner];
    let s = layout.scale;
    let to_act = seen.deciding.contains(&SeatId(owner as u8));
    let mine_board = owner == me && seen.mine;
    let holding = holding(seen);
    let mut pieces = Vec::new();
    let mut board = PieceSpec::new(
        PieceId::Board(owner),
        Look::Board(pieces::Board::painted(
            size,
            paint::WALNUT,
            if to_act {
                paint::BRASS
            } else {
                paint::WALNUT_EDGE
            },
            if to_act { 3.0 } else { 1.5 },
        )),
        centre.extend(1.0),
    );
    if mine_board && holding && !view.options.any_order {
        board = board.target(Spot::Board, false);
    }
    pieces.push(board);
    let colour = crate::theme::seat_colour(owner);
    pieces.push(PieceSpec::new(
        PieceId::Header(owner),
        Look::Label(pieces::Label {
            text: t!(
                "passcode-header",
                name = &seen.labels[owner],
                score = player.score
            ),
            size: 17.0 * s.min(1.2),
            colour,
            bold: true,
            anchor: LabelAnchor::Left,
            // Clear of the rival's hand in the board's top right corner.
            room: Some(layout.boards[owner].1.x - HEADER_CLEAR * layout.scale),
        }),
        layout.on_board(owner, 14.0, 18.0).extend(2.0),
    ));
    let mut status = Vec::new();
    if player.counting_down {
        status.push(t!("passcode-counting-down"));
    }
    if player.locked_out > 0 {
        status.push(t!("passcode-locked-out", turns = player.locked_out));
    }
    if !status.is_empty() {
        pieces.push(PieceSpec::new(
            PieceId::Status(owner),
            label(
                status.join(" · "),
                13.0 * s.min(1.2),
                paint::GOLD,
                LabelAnchor::Left,
            ),
            layout.on_board(owner, 14.0, 36.0).extend(2.0),
        ));
    }
    pieces
}

/// A player's codes, level by level, and the cards laid on the current one. Rules page,
/// "The deal": the digits come off the die one after another.
fn code_pieces(seen: &Seen, layout: &Layout, owner: usize) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let me = view.seat.index();
    let player = &view.players[owner];
    let s = layout.scale;
    let mine_board = owner == me && seen.mine;
    let holding = holding(seen);
    let mut pieces = Vec::new();
    // Digits are dealt in order across the boards.
    let mut digit_index: usize = view.players[..owner]
        .iter()
        .flat_map(|p| p.codes.iter())
        .map(|code| code.len())
        .sum();
    let open = if owner == me {
        open_digits(view)
    } else {
        Vec::new()
    };
    let next_open = open.first().copied();
    for (level, code) in player.codes.iter().enumerate() {
        let y = row_y(level);
        let current = level == player.level;
        let done = level < player.level;
        pieces.push(PieceSpec::new(
            PieceId::LevelLabel(owner, level),
            label(
                t!("passcode-level-short", level = level + 1),
                13.0 * s,
                if current {
                    paint::BRASS
                } else {
                    paint::DIM_INK
                },
                LabelAnchor::Left,
            )
            // Clear of the row's first slot.
            .within((slot_x(0) - SLOT.x / 2.0 - 14.0) * layout.scale),
            layout.on_board(owner, 12.0, y).extend(2.0),
        ));
        for (j, &digit) in code.iter().enumerate() {
            let at = layout.on_board(owner, slot_x(j), y);
            let index = digit_index;
            digit_index += 1;
            let is_target = mine_board
                && holding
                && current
                && (if view.options.any_order {
                    open.contains(&(j as u8))
                } else {
                    next_open == Some(j as u8)
                });
            let mut slot = PieceSpec::new(
                PieceId::Code(owner, level, j),
                code_slot(digit, SLOT * s, done, current, is_target),
                at.extend(2.0),
            )
            .about(words!("about-passcode-code"))
            // Rules page, "The deal": the digits come off the die one after another.
            .arriving(Arrival::PopIn {
                delay: if seen.codes_rolled {
                    0.0
                } else {
                    index as f32 * DIGIT_STEP_SECONDS
                },
            });
            if is_target {
                slot = slot.target(Spot::Digit(j as u8), false).focused(
                    view.options.any_order && open.get(seen.choice.digit) == Some(&(j as u8)),
                );
            }
            pieces.push(slot);
            if current && let Some(Some(card)) = player.placed.get(j) {
                pieces.push(placed_card(seen, layout, owner, j, *card, at));
            }
        }
    }
    pieces
}

/// A digit of a code, on its slot: done codes greened, the current one in brass, the digit
/// a card may be played on now outlined.
fn code_slot(digit: u8, size: Vec2, done: bool, current: bool, is_target: bool) -> Look {
    Look::Slot(pieces::Slot {
        size,
        fill: if done { paint::SLOT_DONE } else { paint::SLOT },
        edge: if is_target {
            paint::FOCUS
        } else if current {
            paint::BRASS
        } else {
            paint::WALNUT_EDGE
        },
        text: digit.to_string(),
        ink: if current {
            paint::LIGHT_INK
        } else {
            paint::DIM_INK
        },
    })
}

/// The card played on digit `j` of a board, come from its player's hand when just laid.
fn placed_card(
    seen: &Seen,
    layout: &Layout,
    owner: usize,
    j: usize,
    card: Card,
    at: Vec2,
) -> PieceSpec<PieceId, Spot> {
    let me = seen.view.seat.index();
    let placed = PieceSpec::new(
        PieceId::Placed(owner, j),
        card_look(card, SLOT * layout.scale, true, false),
        at.extend(3.0),
    )
    .about(words!("about-passcode-placed"));
    match seen.motions.laid {
        Some((seat, Laid::Digit(d), _)) if seat.index() == owner && usize::from(d) == j => {
            placed.from(layout.hand_of(owner, me).extend(40.0))
        }
        _ => placed,
    }
}

/// The LOCK IN place of a board, with its card once laid.
fn lock_in_pieces(seen: &Seen, layout: &Layout, owner: usize) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let me = view.seat.index();
    let player = &view.players[owner];
    let s = layout.scale;
    let mine_board = owner == me && seen.mine;
    let holding = holding(seen);
    let mut pieces = Vec::new();
    let lock_at = layout.on_board_right(owner, 40.0, 56.0 + SMALL_CARD.y / 2.0);
    let lock_target = mine_board && holding;
    let mut place = PieceSpec::new(
        PieceId::LockInPlace(owner),
        Look::Slot(pieces::Slot {
            size: SMALL_CARD * s,
            fill: paint::SLOT,
            edge: if lock_target {
                paint::FOCUS
            } else {
                paint::WALNUT_EDGE
            },
            text: String::new(),
            ink: paint::DIM_INK,
        }),
        lock_at.extend(2.0),
    )
    .about(words!("about-passcode-lock-in"));
    if lock_target {
        place = place.target(Spot::LockIn, false);
    }
    pieces.push(place);
    pieces.push(PieceSpec::new(
        PieceId::LockInLabel(owner),
        label(
            t!("passcode-lock-in-place"),
            11.0 * s,
            paint::DIM_INK,
            LabelAnchor::Centre,
        ),
        (lock_at - Vec2::Y * (SMALL_CARD.y / 2.0 + 9.0) * s).extend(2.0),
    ));
    if let Some(card) = player.lock_in {
        let mut spec = PieceSpec::new(
            PieceId::LockInCard(owner),
            card_look(card, SMALL_CARD * s, true, false),
            lock_at.extend(3.0),
        )
        .about(words!("about-passcode-lock-in"));
        if matches!(seen.motions.laid, Some((seat, Laid::LockIn, _)) if seat.index() == owner) {
            spec = spec.from(layout.hand_of(owner, me).extend(40.0));
        }
        pieces.push(spec);
    }
    pieces
}

/// The FAILs in front of a player, and the key set aside while they count down.
fn fail_pieces(seen: &Seen, layout: &Layout, owner: usize) -> Vec<PieceSpec<PieceId, Spot>> {
    let player = &seen.view.players[owner];
    let s = layout.scale;
    let mut pieces = Vec::new();
    // Rules page, "FAIL lock-out": the FAILs lie in front of their player; one is turned over at
    // each failed roll.
    let turned = if player.locked_out > 0 {
        LOCKOUT_FAILS.saturating_sub(usize::from(player.locked_out))
    } else {
        0
    };
    for k in 0..player.fails {
        let at = layout.on_board_right(owner, 64.0 - k as f32 * 14.0, 170.0);
        let mut spec = PieceSpec::new(
            PieceId::Fail(owner, k),
            card_look(Card::Fail, Vec2::new(40.0, 54.0) * s, k >= turned, false),
            at.extend(3.0 + k as f32 * 0.1),
        )
        .about(if k >= turned {
            words!("about-passcode-fail")
        } else {
            words!("about-passcode-fail-spent")
        });
        if k + 1 == player.fails
            && matches!(seen.motions.laid, Some((seat, Laid::Fail, _)) if seat.index() == owner)
        {
            spec = spec.from(layout.pile.extend(40.0));
        }
        pieces.push(spec);
    }
    if player.counting_down {
        pieces.push(
            PieceSpec::new(
                PieceId::SetAside(owner),
                card_look(Card::Key, Vec2::new(40.0, 54.0) * s, false, false),
                layout.on_board_right(owner, 110.0, 170.0).extend(3.0),
            )
            .about(words!("about-passcode-set-aside")),
        );
    }
    pieces
}

/// A rival's hand, from behind (only how many cards is public); in a replay face up.
fn rival_hand(seen: &Seen, layout: &Layout, owner: usize) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let me = view.seat.index();
    let s = layout.scale;
    let mut pieces = Vec::new();
    if owner != me || !seen.viewer_is_human {
        let open = seen.open_hands.as_ref().map(|hands| &hands[owner]);
        let (size, step) = match open {
            Some(_) => (Vec2::new(30.0, 42.0), 20.0),
            None => (Vec2::new(24.0, 33.0), 14.0),
        };
        for k in 0..view.hand_sizes[owner] {
            let (look, about) = match open.and_then(|hand| hand.get(k)) {
                Some(&card) => (card_look(card, size * s, true, false), about_card(card)),
                None => (
                    card_look(Card::Key, size * s, false, false),
                    words!(
                        "about-passcode-rival-hand",
                        name = seen.names[owner].as_str()
                    ),
                ),
            };
            pieces.push(
                PieceSpec::new(
                    PieceId::RivalCard(owner, k),
                    look,
                    layout
                        .on_board_right(owner, 40.0 - k as f32 * step, 20.0)
                        .extend(3.0 + k as f32 * 0.1),
                )
                .from(layout.pile.extend(40.0))
                .about(about),
            );
        }
    }
    pieces
}

/// The draw pile and the discard pile, with their counts.
fn pile_pieces(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let mut pieces = draw_pile(seen, layout);
    pieces.extend(discard_pile(seen, layout));
    pieces
}

/// The draw pile: a few backs stacked, and how many cards are left.
fn draw_pile(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let can_draw = can_draw(seen);
    let mut pieces = Vec::new();
    let stack = view.pile.min(4);
    for k in 0..stack {
        let mut card = PieceSpec::new(
            PieceId::PileCard(k),
            card_look(Card::Key, layout.card * 0.88, false, false),
            (layout.pile + Vec2::new(k as f32 * 1.5, k as f32 * 2.0)).extend(2.0 + k as f32 * 0.1),
        )
        .about(words!("about-passcode-pile"));
        if k + 1 == stack && can_draw {
            card = card.target(Spot::Pile, true);
        }
        pieces.push(card);
    }
    pieces.push(PieceSpec::new(
        PieceId::PileLabel,
        label(
            if layout.short_captions {
                view.pile.to_string()
            } else {
                t!("passcode-pile-count", count = view.pile)
            },
            14.0,
            paint::DIM_INK,
            LabelAnchor::Centre,
        )
        .within(CAPTION_ROOM),
        (layout.pile - Vec2::Y * 70.0).extend(2.0),
    ));
    pieces
}

/// The discard pile: its top card face up over the one below, and how many lie there.
fn discard_pile(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let me = view.seat.index();
    let (holding, can_draw) = (holding(seen), can_draw(seen));
    let mut pieces = Vec::new();
    let count = view.discard.len();
    for (k, &card) in view
        .discard
        .iter()
        .enumerate()
        .skip(count.saturating_sub(2))
    {
        let top = k + 1 == count;
        let mut spec = PieceSpec::new(
            PieceId::DiscardCard(k),
            card_look(card, layout.card * 0.88, true, false),
            layout.discard.extend(2.0 + (k % 8) as f32 * 0.1),
        )
        .about(if top {
            words!("about-passcode-discard")
        } else {
            about_card(card)
        });
        if top {
            if let Some((seat, Laid::Discard, _)) = seen.motions.laid {
                spec = spec.from(layout.hand_of(seat.index(), me).extend(40.0));
            }
            if can_draw {
                spec = spec.target(Spot::Discard, true);
            } else if holding {
                spec = spec.target(Spot::Discard, false);
            }
        }
        pieces.push(spec);
    }
    if count == 0 && holding {
        pieces.push(
            PieceSpec::new(
                PieceId::DiscardCard(0),
                Look::Slot(pieces::Slot {
                    size: layout.card * 0.88,
                    fill: paint::SLOT,
                    edge: paint::FOCUS,
                    text: String::new(),
                    ink: paint::DIM_INK,
                }),
                layout.discard.extend(2.0),
            )
            .about(words!("about-passcode-discard"))
            .target(Spot::Discard, false),
        );
    }
    pieces.push(PieceSpec::new(
        PieceId::DiscardLabel,
        label(
            if layout.short_captions {
                count.to_string()
            } else {
                t!("passcode-discard-count", count = count)
            },
            14.0,
            paint::DIM_INK,
            LabelAnchor::Centre,
        )
        .within(CAPTION_ROOM),
        (layout.discard - Vec2::Y * 70.0).extend(2.0),
    ));
    pieces
}

/// The die, thrown anew at every roll by the player who rolls it, and what it told.
fn die_pieces(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let me = view.seat.index();
    let step = view.step();
    let mut pieces = Vec::new();
    let rolls_now = seen.mine && step == Some(Step::Start) && must_roll(view);
    let (die_face, roller) = match seen.motions.roll {
        Some((seat, value, _)) => (value, Some(seat)),
        None => (1, None),
    };
    let mut die = PieceSpec::new(
        PieceId::Die(seen.motions.rolls),
        Look::Die(pieces::Die {
            side: 62.0,
            value: die_face,
            chip: false,
        }),
        layout.die.extend(5.0),
    )
    .about(words!("about-passcode-die"))
    .arriving(Arrival::Thrown)
    .from(match roller {
        Some(seat) => layout.hand_of(seat.index(), me).extend(40.0),
        None => (layout.die + Vec2::new(-60.0, 40.0)).extend(40.0),
    });
    if rolls_now {
        die = die.target(Spot::Die, false);
    }
    pieces.push(die);
    // Who is to roll now (the player at the screen), else the last roll while it is fresh.
    let die_caption = match roller {
        _ if layout.short_captions => String::new(),
        _ if rolls_now => t!(
            "passcode-die-roll-now",
            name = &seen.names[view.current.index()]
        ),
        Some(seat) if seen.roll_fresh => t!(
            "passcode-die-rolled",
            name = &seen.names[seat.index()],
            roll = die_face
        ),
        _ => String::new(),
    };
    pieces.push(PieceSpec::new(
        PieceId::DieLabel,
        label(die_caption, 14.0, paint::DIM_INK, LabelAnchor::Centre).within(CAPTION_ROOM),
        (layout.die - Vec2::Y * 52.0).extend(2.0),
    ));

    pieces
}

/// The hand of the player at the screen (only theirs): a drawn card comes from the pile it
/// was drawn from.
fn hand_pieces(seen: &Seen, layout: &Layout) -> Vec<PieceSpec<PieceId, Spot>> {
    let view = &seen.view;
    let (holding, can_draw) = (holding(seen), can_draw(seen));
    let mut pieces = Vec::new();
    if seen.viewer_is_human {
        let mut seen_cards: Vec<Card> = Vec::new();
        let selected = seen
            .choice
            .selected
            .filter(|&i| usize::from(i) < view.hand.len());
        for (i, &card) in view.hand.iter().enumerate() {
            let nth = seen_cards.iter().filter(|&&c| c == card).count();
            seen_cards.push(card);
            let lifted = selected == Some(i as u8);
            let mut spec = PieceSpec::new(
                PieceId::HandCard(card, nth),
                card_look(card, layout.card, true, lifted),
                layout.hand_card(i, lifted).extend(10.0 + i as f32),
            )
            .about(about_card(card))
            .from(
                if seen.motions.drew_discard {
                    layout.discard
                } else {
                    layout.pile
                }
                .extend(40.0),
            );
            if seen.mine {
                spec = spec.target(Spot::Hand(i as u8), holding);
            }
            pieces.push(spec);
        }
        if can_draw {
            for i in view.hand.len()..2 {
                pieces.push(
                    PieceSpec::new(
                        PieceId::HandPlace(i),
                        Look::Slot(pieces::Slot {
                            size: layout.card,
                            fill: paint::SLOT,
                            edge: paint::WALNUT_EDGE,
                            text: String::new(),
                            ink: paint::DIM_INK,
                        }),
                        layout.hand_card(i, false).extend(2.0),
                    )
                    .target(Spot::HandPlace, false),
                );
            }
        }
        pieces.push(PieceSpec::new(
            PieceId::HandLabel,
            label(
                t!("passcode-your-hand"),
                13.0,
                paint::DIM_INK,
                LabelAnchor::Centre,
            ),
            (layout.hand - Vec2::Y * 80.0).extend(2.0),
        ));
    }
    pieces
}

/// How long a roll stays told under the die, at normal speed, in seconds.
const ROLL_TOLD_SECONDS: f32 = 4.0;

fn lay_out_the_table(
    now: TableNow<Passcode>,
    choice: Res<Choice>,
    motions: Res<Motions>,
    area: Res<TableArea>,
    time: Res<Time>,
    best: BestNow<Passcode>,
    mut pieces: Pieces<PieceId, Spot>,
) {
    let TableNow {
        table,
        phase,
        settings,
        ..
    } = now;
    let view = table.view();
    let me = view.seat;
    let deciding = table.to_decide();
    let codes_rolled = motions.codes_rolled.is_none_or(|at| {
        let digits = view.players.iter().map(digit_count).max().unwrap_or(0) as f32;
        time.elapsed_secs() - at > settings.scaled(digits * DIGIT_STEP_SECONDS + TUMBLE_SECONDS)
    });
    let seen = Seen {
        names: table.names(),
        labels: table.names_at_table(),
        choice: &choice,
        motions: &motions,
        mine: table.screen_decides(*phase.get()),
        // A moment of a review shows its seat's hand as that seat saw it.
        viewer_is_human: table.is_human(me) || table.seen_by == Some(me),
        open_hands: table.in_replay(|game| game.players().iter().map(|p| p.hand.clone()).collect()),
        deciding,
        codes_rolled,
        roll_fresh: motions.roll.is_some_and(|(_, _, at)| {
            time.elapsed_secs() - at < settings.scaled(ROLL_TOLD_SECONDS).max(1.0)
        }),
        view,
    };
    let layout = Layout::new(*area, seen.view.players.len());
    let mut wanted = table_pieces(&seen, &layout);
    if let Some(action) = best.action() {
        let (used, cards) = best_uses(action, &seen.view, motions.rolls);
        crate::table::retry::mark_best(&mut wanted, &used, cards, PieceId::Best);
    }
    pieces.lay_out(wanted);
}

/// The pieces a choice uses, as the table lays them out for the seat deciding: the card it
/// takes or plays first (how many cards), then where it goes; the die, `rolls` thrown so
/// far, for a roll.
fn best_uses(action: &Action, view: &Observation, rolls: u32) -> (Vec<PieceId>, usize) {
    let me = view.seat.index();
    let hand_card = |at: &u8| {
        let at = usize::from(*at);
        let card = *view.hand.get(at)?;
        let nth = view.hand[..at].iter().filter(|&&c| c == card).count();
        Some(PieceId::HandCard(card, nth))
    };
    let top_of_discard = PieceId::DiscardCard(view.discard.len().saturating_sub(1));
    let used: Vec<Option<PieceId>> = match action {
        Action::DrawPile => vec![Some(PieceId::PileCard(view.pile.min(4).saturating_sub(1)))],
        Action::DrawDiscard => vec![Some(top_of_discard)],
        Action::Discard { card } => vec![hand_card(card), Some(top_of_discard)],
        Action::Play { card, digit } => {
            let level = view.players[me].level;
            let digit = digit.or_else(|| open_digits(view).first().copied());
            let slot = digit.map(|j| PieceId::Code(me, level, usize::from(j)));
            vec![hand_card(card), slot]
        }
        Action::LockIn { card } => vec![hand_card(card), Some(PieceId::LockInPlace(me))],
        Action::Roll => return (vec![PieceId::Die(rolls)], 0),
        Action::Keep => Vec::new(),
    };
    (used.into_iter().flatten().collect(), 1)
}

/// Clicks, taps and drags on the table, in Passcode's picks (rules page, "A turn"): click a
/// pile or drag its card to your hand to draw; click the die to roll; click a card of
/// yours to pick it, then a digit, the discard pile or your LOCK IN place, or drag it there.
fn pointer_input(
    mut input: MessageReader<TableInput<Spot>>,
    table: Res<Match<Passcode>>,
    mut picks: MessageWriter<Pick>,
) {
    let view = table.view();
    let any_order = view.options.any_order;
    let play_on = |digit: u8| Pick::PlayOn(any_order.then_some(digit));
    for event in input.read() {
        let pick = match *event {
            TableInput::Click(Spot::Pile)
            | TableInput::Drop {
                held: Spot::Pile, ..
            } => Some(Pick::Act(Action::DrawPile)),
            TableInput::Click(Spot::Die) => Some(Pick::Act(Action::Roll)),
            TableInput::Click(Spot::Discard) if view.step() == Some(Step::Start) => {
                Some(Pick::Act(Action::DrawDiscard))
            }
            TableInput::Drop {
                held: Spot::Discard,
                ..
            } => Some(Pick::Act(Action::DrawDiscard)),
            TableInput::Click(Spot::Discard) => Some(Pick::Discard),
            TableInput::Click(Spot::Hand(i)) => Some(Pick::Select(i)),
            TableInput::Hold(Spot::Hand(i)) => Some(Pick::Hold(i)),
            TableInput::Click(Spot::Digit(d)) => Some(play_on(d)),
            TableInput::Click(Spot::Board) => Some(Pick::PlayOn(None)),
            TableInput::Click(Spot::LockIn) => Some(Pick::LockIn),
            TableInput::Drop {
                held: Spot::Hand(_),
                on,
            } => match on {
                Spot::Digit(d) => Some(play_on(d)),
                Spot::Board => Some(Pick::PlayOn(None)),
                Spot::LockIn => Some(Pick::LockIn),
                Spot::Discard => Some(Pick::Discard),
                _ => None,
            },
            _ => None,
        };
        if let Some(pick) = pick {
            picks.write(pick);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every slot of LEVEL 4's row (six digits, the longest code) lies inside its board,
    /// the boards laid out across or upright, for two to six players.
    #[test]
    fn every_slot_lies_inside_its_board() {
        let areas = [
            TableArea::for_window(Vec2::new(1280.0, 720.0)),
            TableArea::for_window(Vec2::new(844.0, 390.0)),
            TableArea::upright(Vec2::new(390.0, 844.0), 422.0),
            TableArea::upright(Vec2::new(360.0, 640.0), 480.0),
        ];
        for area in areas {
            for players in 2..=6 {
                let layout = Layout::new(area, players);
                for (seat, &(centre, size)) in layout.boards.iter().enumerate() {
                    let board = Rect::from_center_size(centre, size);
                    for j in 0..6 {
                        let at = layout.on_board(seat, slot_x(j), row_y(3));
                        let slot = Rect::from_center_size(at, SLOT * layout.scale);
                        assert!(
                            board.contains(slot.min) && board.contains(slot.max),
                            "{players} players, seat {seat}, slot {j}: {slot:?} outside {board:?} ({area:?})"
                        );
                    }
                }
            }
        }
    }

    /// Each kind of card shows a picture of its own (a digit card its keypad, lit at its
    /// key), and the deck's back another.
    #[test]
    fn each_kind_of_card_shows_a_picture_of_its_own() {
        let picture = |card| match card_look(card, Vec2::new(60.0, 84.0), true, false) {
            Look::Card(card) => card.face.picture.expect("a picture"),
            _ => unreachable!("a card"),
        };
        let kinds = [
            picture(Card::Digit(3)),
            picture(Card::Key),
            picture(Card::Fail),
        ];
        let back = card_back().picture.expect("the back's picture");
        for (i, a) in kinds.iter().chain([&back]).enumerate() {
            for b in kinds.iter().chain([&back]).skip(i + 1) {
                assert_ne!(a, b, "two kinds share a picture");
            }
        }
        assert_ne!(
            picture(Card::Digit(3)),
            picture(Card::Digit(4)),
            "its key lit"
        );
    }
}
