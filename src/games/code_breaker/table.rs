//! The Code Breaker board as on the box: 12 rows of 5 holes with key pegs beside each,
//! the Maker's shield, a tray of the colours, and the scoring track of 30 with a red and a
//! blue scoring peg. The board, its holes and the shield are drawn once; every peg is a
//! shared piece ([`crate::table::pieces`]) laid out from the observation and the draft:
//! pegs pop into their holes, key pegs appear one by one with a sound, the shield lifts at
//! the end of a round, scoring pegs slide along the track. Pegs are taken from the tray or
//! moved between holes with the pointer ([`crate::table::picking`]); the keyboard's focus
//! is the ring on a hole of the same layout.

use super::input::{Draft, DraftEdit, palette};
use crate::audio::Cue;
use crate::session::{GameId, InPlay};
use crate::settings::Settings;
use crate::t;
use crate::table::picking::TableInput;
use crate::table::retry::BestNow;

use crate::table::pieces::{
    self, Arrival, Board, Label, Look, PegMark, PieceSpec, Pieces, Surface, paint,
};
use crate::table::surface::Wood;
use crate::table::turn::{TableBusy, TurnPhase};
use crate::table::{Happened, Match, Summary};
use crate::theme::{self, peg_colour, peg_is_light};
use bevy::prelude::*;
use codebreakers_code_breaker::{
    Action, CODE_LENGTH, Code, CodeBreaker, Event, Mode, Peg, Phase, ROWS, Role, Row, TARGET_SCORE,
};
use codebreakers_kernel::{SeatId, words};

pub fn plugin(app: &mut App) {
    crate::table::picking::register::<Place>(app);
    app.init_resource::<BoardView>()
        .add_systems(OnEnter(InPlay::Game(GameId::CodeBreaker)), start_showing)
        .add_systems(
            PostUpdate,
            (follow_events.in_set(FollowEvents), lay_out_the_board)
                .chain()
                .before(crate::table::pieces::PieceKinds)
                .run_if(in_state(InPlay::Game(GameId::CodeBreaker))),
        )
        .add_systems(
            Update,
            pointer_input.run_if(
                in_state(TurnPhase::AwaitingHuman)
                    .and_then(in_state(InPlay::Game(GameId::CodeBreaker))),
            ),
        );
}

/// Seconds for the pegs of a computer's row to pop in one after another, and between key
/// pegs, at normal speed.
const ROW_PEG_SECONDS: f32 = 0.06;
const ROW_POP_SECONDS: f32 = 0.35;
const KEY_PEG_SECONDS: f32 = 0.28;
/// How much of a ghost peg's colour shows (the best row at a moment of a review).
const GHOST_ALPHA: f32 = 0.5;

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

/// A piece of the table: a peg by where it stands, or a part of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PieceId {
    /// A guess's peg: row, hole.
    Row(usize, usize),
    /// A key peg: row, key hole.
    Key(usize, usize),
    /// A peg of the code behind the shield.
    Secret(usize),
    /// A hole of the row (or code) being composed: the place pegs are dropped into.
    Hole(usize),
    /// The peg on top of the tray's colour `i`, the ones under it, and its number.
    TrayTop(usize),
    TrayUnder(usize),
    TrayNumber(usize),
    /// The ring on the chosen colour.
    Choice,
    /// A player's scoring peg.
    Score(usize),
    /// The board, the well at its top, the shield over the code, the glow behind the row
    /// being played, the row numbers, and the holes for code pegs and for key pegs.
    Board,
    Well,
    Shield,
    Glow,
    RowNumber(usize),
    CodeHoles,
    KeyHoles,
    /// The tray of colours; the scoring track, its holes, its numbers and its start.
    Tray,
    Track,
    TrackHoles,
    TrackNumber(u32),
    TrackStart,
    /// At a moment of a review: the best row's pegs, as ghosts in the row to play, and the
    /// word saying so.
    Ghost(usize),
    BestTag,
}

/// What a player points at on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A colour of the tray.
    Tray(Peg),
    /// A hole of the row (or code) being composed, with or without its peg.
    Hole(usize),
}

/// The board following the match's events ([`BoardView`]).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FollowEvents;

/// A new match's board starts from its first viewpoint.
fn start_showing(mut board: ResMut<BoardView>) {
    *board = BoardView::default();
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
pub(super) fn composing(table: &Match<CodeBreaker>, board: &BoardView) -> Option<Phase> {
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
        paint::HOLLOW_RIM
    } else {
        fill.darker(0.12)
    };
    let ink = if peg_is_light(peg) {
        paint::MARK_ON_LIGHT
    } else {
        paint::MARK_ON_DARK
    };
    Look::Peg(pieces::Peg {
        radius,
        fill,
        rim,
        mark: symbols.then(|| (peg_mark(peg), ink)),
        hollow,
    })
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
    /// The phase of the round, as the viewpoint has it.
    phase: Phase,
    scores: [u32; 2],
    symbols: bool,
    /// At a moment of a review: the best row there.
    best: Option<Code>,
}

impl Seen<'_> {
    fn peg(&self, peg: Peg) -> Look {
        peg_look(peg, PEG_RADIUS, self.symbols)
    }
}

/// What a code peg is, for the one pointing at it.
fn peg_about(peg: Peg) -> codebreakers_kernel::Words {
    match peg {
        Peg::Empty => words!("about-code-breaker-empty"),
        _ => words!("about-code-breaker-peg"),
    }
}

/// Everything on the table, by area: the board with its shield and glow, the pegs of the
/// rows, the holes being composed, the code, the tray and the track.
fn board_pieces(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let mut pieces = board_furniture(seen);
    pieces.extend(row_pegs(seen));
    pieces.extend(composing_pegs(seen));
    pieces.extend(code_pegs(seen));
    pieces.extend(tray_pegs(seen));
    pieces.extend(track_pieces(seen));
    pieces.extend(ghost_row(seen));
    pieces
}

/// The best row at a moment of a review, in ghost pegs (see-through, their symbols on) in
/// the row to play, "Best" beside it.
fn ghost_row(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let Some(best) = seen.best else {
        return Vec::new();
    };
    let row = seen.board.rows.len();
    if row >= ROWS {
        return Vec::new();
    }
    let mut pieces: Vec<_> = best
        .0
        .iter()
        .enumerate()
        .map(|(i, &colour)| {
            let look = match peg_look(colour, PEG_RADIUS, true) {
                Look::Peg(peg) => Look::Peg(pieces::Peg {
                    fill: peg.fill.with_alpha(GHOST_ALPHA),
                    rim: peg.rim.with_alpha(GHOST_ALPHA),
                    ..peg
                }),
                other => other,
            };
            let at = hole_position(row, i).extend(3.2);
            PieceSpec::new(PieceId::Ghost(i), look, at)
                .about(peg_about(colour))
                .arriving(Arrival::PopIn { delay: 0.0 })
        })
        .collect();
    let y = ROW_Y0 + row as f32 * ROW_SPACING;
    let tag = crate::table::retry::best_tag();
    pieces.push(PieceSpec::new(
        PieceId::BestTag,
        tag,
        Vec3::new(BOARD_X - 232.0, y, 9.0),
    ));
    pieces
}

/// The wooden board on the felt, the well at its top and the shield over it (lifted when
/// this screen may see the code), the row numbers, the holes, and the glow behind the row
/// being played.
fn board_furniture(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let board = seen.board;
    let size = Vec2::new(330.0, 640.0);
    let wood = Board::wood(size, Wood::Light).shadow(Vec2::new(8.0, -10.0), Vec2::splat(6.0));
    let well = Board::wood(Vec2::new(size.x - 20.0, 62.0), Wood::Dark);
    let mut pieces = vec![
        PieceSpec::new(
            PieceId::Board,
            Look::Board(wood),
            Vec3::new(BOARD_X, 0.0, 1.0),
        ),
        PieceSpec::new(
            PieceId::Well,
            Look::Board(well),
            Vec3::new(BOARD_X, SECRET_Y, 1.1),
        ),
    ];
    let open = board.revealed
        || board.secret.is_some()
        || matches!(seen.composing, Some(Phase::SettingCode));
    let shield = Board::wood(Vec2::new(222.0, 56.0), Wood::Dark)
        .rimmed(Surface::Paint(paint::SHIELD_RIM), 4.0)
        .printed(t!("code-breaker-shield"), 18.0, paint::BRASS);
    let lifted = if open { 58.0 } else { 0.0 };
    let at = Vec3::new(FIRST_HOLE_X + 2.0 * HOLE_SPACING, SECRET_Y + lifted, 8.0);
    pieces.push(
        PieceSpec::new(PieceId::Shield, Look::Board(shield), at)
            .about(words!("about-code-breaker-shield")),
    );
    let playing = seen.phase == Phase::Guessing && !board.frozen && board.rows.len() < ROWS;
    if playing {
        let glow = Board {
            fill: Surface::Paint(paint::ROW_GLOW),
            shadow: None,
            ..Board::wood(Vec2::new(size.x - 16.0, ROW_SPACING - 2.0), Wood::Light)
        };
        let y = ROW_Y0 + board.rows.len() as f32 * ROW_SPACING;
        let at = Vec3::new(BOARD_X, y, 1.2);
        pieces.push(PieceSpec::new(PieceId::Glow, Look::Board(glow), at));
    }
    for row in 0..ROWS {
        let y = ROW_Y0 + row as f32 * ROW_SPACING;
        let number = Label::centred(format!("{}", row + 1), 15.0, paint::BOARD_WORDS);
        let at = Vec3::new(BOARD_X - 184.0, y, 1.6);
        pieces.push(PieceSpec::new(
            PieceId::RowNumber(row),
            Look::Label(number),
            at,
        ));
    }
    let code_holes = (0..ROWS)
        .flat_map(|row| (0..CODE_LENGTH).map(move |hole| hole_position(row, hole)))
        .chain((0..CODE_LENGTH).map(secret_position));
    let key_holes = (0..ROWS).flat_map(|row| (0..CODE_LENGTH).map(move |k| key_position(row, k)));
    pieces.push(holes(PieceId::CodeHoles, 8.0, code_holes.collect()));
    pieces.push(holes(PieceId::KeyHoles, 3.2, key_holes.collect()));
    pieces
}

/// Holes drilled in the wood, where they lie on the table.
fn holes(key: PieceId, radius: f32, at: Vec<Vec2>) -> PieceSpec<PieceId, Place> {
    let holes = pieces::Holes {
        radius,
        colour: paint::HOLE,
        at,
    };
    PieceSpec::new(key, Look::Holes(holes), Vec3::Z * 1.5)
}

/// The pegs of the rows played and their key pegs: a computer's row pops in peg by peg,
/// the newest row's key pegs one by one, each with its tick.
fn row_pegs(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let board = seen.board;
    let mut pieces = Vec::new();
    let newest = board.rows.len().checked_sub(1);
    for (r, row) in board.rows.iter().enumerate() {
        for (i, &colour) in row.guess.0.iter().enumerate() {
            let at = hole_position(r, i).extend(3.0);
            pieces.push(
                PieceSpec::new(PieceId::Row(r, i), seen.peg(colour), at)
                    .about(peg_about(colour))
                    .arriving(Arrival::PopIn {
                        delay: ROW_PEG_SECONDS * i as f32,
                    }),
            );
        }
        let keys = std::iter::repeat_n(Peg::Black, row.feedback.black.into())
            .chain(std::iter::repeat_n(Peg::White, row.feedback.white.into()));
        for (k, colour) in keys.enumerate() {
            let look = peg_look(colour, KEY_RADIUS, false);
            let key = PieceSpec::new(PieceId::Key(r, k), look, key_position(r, k).extend(3.0))
                .about(if colour == Peg::Black {
                    words!("about-code-breaker-black")
                } else {
                    words!("about-code-breaker-white")
                });
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
    pieces
}

/// The holes being composed: the draft's pegs may be moved or taken out, the holes take
/// pegs; the focused one wears the ring.
fn composing_pegs(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let (board, draft) = (seen.board, seen.draft);
    let holes: [Vec2; CODE_LENGTH] = match seen.composing {
        Some(Phase::SettingCode) => std::array::from_fn(secret_position),
        Some(Phase::Guessing) if board.rows.len() < ROWS => {
            std::array::from_fn(|i| hole_position(board.rows.len(), i))
        }
        _ => return Vec::new(),
    };
    let mut pieces = Vec::new();
    for (i, at) in holes.into_iter().enumerate() {
        let spot = Look::Spot(pieces::Spot {
            size: Vec2::splat(PEG_RADIUS * 2.0 + 6.0),
            round: true,
        });
        pieces.push(
            PieceSpec::new(PieceId::Hole(i), spot, at.extend(2.5))
                .target(Place::Hole(i), false)
                .focused(draft.focus == i),
        );
        if let Some(colour) = draft.holes[i] {
            let key = match seen.composing {
                Some(Phase::SettingCode) => PieceId::Secret(i),
                _ => PieceId::Row(board.rows.len(), i),
            };
            pieces.push(
                PieceSpec::new(key, seen.peg(colour), at.extend(3.0))
                    .about(peg_about(colour))
                    .arriving(Arrival::PopIn { delay: 0.0 })
                    .target(Place::Hole(i), true),
            );
        }
    }
    pieces
}

/// The code, when this screen may see it (the Maker's, or everyone's once revealed).
fn code_pegs(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let Some(secret) = seen.board.secret else {
        return Vec::new();
    };
    if seen.composing == Some(Phase::SettingCode) {
        return Vec::new();
    }
    let pegs = secret.0.iter().enumerate().map(|(i, &colour)| {
        PieceSpec::new(
            PieceId::Secret(i),
            seen.peg(colour),
            secret_position(i).extend(3.0),
        )
        .about(peg_about(colour))
        .arriving(Arrival::PopIn { delay: 0.0 })
    });
    pegs.collect()
}

/// The tray of colours: a peg of each colour on a few more, numbered for the keys; the
/// chosen one ringed.
fn tray_pegs(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let pegs = palette(seen.board.mode);
    let height = pegs.len() as f32 * PALETTE_SPACING + 16.0;
    let centre_y = PALETTE_TOP - (pegs.len() as f32 - 1.0) * PALETTE_SPACING / 2.0;
    let tray = Board::wood(Vec2::new(70.0, height), Wood::Dark)
        .shadow(Vec2::new(6.0, -8.0), Vec2::new(8.0, 6.0));
    let at = Vec3::new(PALETTE_X, centre_y, 1.0);
    let mut pieces = vec![PieceSpec::new(PieceId::Tray, Look::Board(tray), at)];
    for (i, &colour) in pegs.iter().enumerate() {
        let at = palette_position(i).extend(3.0);
        // The pegs under the top one: seen once it is taken.
        pieces.push(
            PieceSpec::new(PieceId::TrayUnder(i), seen.peg(colour), at - Vec3::Z * 0.5)
                .about(peg_about(colour)),
        );
        let top = PieceSpec::new(PieceId::TrayTop(i), seen.peg(colour), at)
            .snaps_back()
            .about(peg_about(colour));
        pieces.push(match seen.composing {
            Some(_) => top.target(Place::Tray(colour), true),
            None => top,
        });
        let number = Label::centred(format!("{}", i + 1), 13.0, paint::TRAY_WORDS);
        let number_at = at + Vec3::new(27.0, -12.0, 0.0);
        pieces.push(PieceSpec::new(
            PieceId::TrayNumber(i),
            Look::Label(number),
            number_at,
        ));
        if seen.composing.is_some() && seen.draft.choice == colour {
            pieces.push(PieceSpec::new(
                PieceId::Choice,
                Look::Outline(pieces::Outline {
                    size: Vec2::splat(PEG_RADIUS * 2.0 + 12.0),
                    colour: paint::BRASS,
                    round: true,
                }),
                at.with_z(6.0),
            ));
        }
    }
    pieces
}

/// The scoring track of 30 holes, numbered every five, and the two scoring pegs.
fn track_pieces(seen: &Seen) -> Vec<PieceSpec<PieceId, Place>> {
    let height = (TARGET_SCORE as f32 - 1.0) * TRACK_SPACING + 90.0;
    let centre_y = TRACK_Y0 + (TARGET_SCORE as f32 - 1.0) * TRACK_SPACING / 2.0 - 16.0;
    let track = Board::wood(Vec2::new(52.0, height), Wood::Light)
        .shadow(Vec2::new(6.0, -8.0), Vec2::splat(6.0));
    let at = Vec3::new(TRACK_X, centre_y, 1.0);
    let mut pieces = vec![PieceSpec::new(PieceId::Track, Look::Board(track), at)];
    let track_holes =
        (1..=TARGET_SCORE).flat_map(|score| (0..2).map(move |seat| track_position(score, seat)));
    pieces.push(holes(PieceId::TrackHoles, 3.2, track_holes.collect()));
    for score in (1..=TARGET_SCORE).filter(|score| score % 5 == 0 || *score == 1) {
        let number = Label::centred(score.to_string(), 13.0, paint::BOARD_WORDS);
        let at = Vec3::new(TRACK_X + 44.0, track_position(score, 1).y, 1.6);
        pieces.push(PieceSpec::new(
            PieceId::TrackNumber(score),
            Look::Label(number),
            at,
        ));
    }
    let start = Label::centred(t!("code-breaker-track-start"), 11.0, paint::BOARD_WORDS);
    let at = Vec3::new(TRACK_X, TRACK_Y0 - 52.0, 1.6);
    pieces.push(PieceSpec::new(PieceId::TrackStart, Look::Label(start), at));
    for (seat, &score) in seen.scores.iter().enumerate() {
        let look = Look::Peg(pieces::Peg {
            radius: PEG_RADIUS * 0.47,
            fill: theme::SEAT_COLOURS[seat],
            rim: theme::SEAT_COLOURS[seat].darker(0.15),
            mark: None,
            hollow: false,
        });
        let at = track_position(score, seat).extend(4.0);
        pieces.push(
            PieceSpec::new(PieceId::Score(seat), look, at)
                .about(words!("about-code-breaker-track")),
        );
    }
    pieces
}

/// Makes the table match the board and the draft.
fn lay_out_the_board(
    board: Res<BoardView>,
    draft: Res<Draft>,
    table: Res<Match<CodeBreaker>>,
    settings: Res<Settings>,
    best: BestNow<CodeBreaker>,
    mut pieces: Pieces<PieceId, Place>,
) {
    let view = table.view();
    let seen = Seen {
        best: match best.action() {
            Some(Action::Guess(code)) => Some(*code),
            _ => None,
        },
        board: &board,
        draft: &draft,
        composing: composing(&table, &board),
        phase: view.phase,
        scores: [view.scores[0], view.scores[1]],
        symbols: settings.peg_symbols,
    };
    pieces.lay_out(board_pieces(&seen));
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
