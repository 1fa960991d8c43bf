//! The Passcode table, drawn with egui over the felt: every player's code board (four
//! levels of 3 to 6 digits, the cards played on the current one, the LOCK IN card, FAIL cards
//! and score), the draw and discard piles, the die, and your two cards.

use super::{Choice, Pick, card_text, must_roll};
use crate::screens::{PauseMenu, Screen};
use crate::settings::Settings;
use crate::table::turn::{TableBusy, TurnPhase};
use crate::table::view::{dropped_on, focus_ring, side_panel as table_side_panel};
use crate::table::{AppGame, GameLog, Happened, Match};
use crate::theme::{BRASS, INK, INK_DIM, brass_framed, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_kernel::{Game, SeatId};
use codebreakers_passcode::{
    Action, Card, Event, LOCKOUT_FAILS, Observation, Passcode, Phase, PublicPlayer, Step,
};

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        table_ui.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<Passcode>>)),
    );
}

/// What the table animates, and how long play waits for it (no window needed: the turn
/// machine waits for these motions headless too).
pub(super) fn motions_plugin(app: &mut App) {
    app.init_resource::<Motions>().add_systems(
        Update,
        (
            roll_the_codes.run_if(resource_added::<Match<Passcode>>),
            follow_events,
        )
            .chain()
            .before(crate::table::turn::TurnSystems)
            .run_if(resource_exists::<Match<Passcode>>),
    );
}

/// Seconds between two code digits coming off the die at the start, and how long a die
/// tumbles and a card takes to land, at normal animation speed.
const DIGIT_STEP_SECONDS: f32 = 0.09;
const TUMBLE_SECONDS: f32 = 0.6;
const LANDING_SECONDS: f32 = 0.3;

/// What the table animates: the codes rolled at the start, the die, the card just laid.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Motions {
    /// When the codes were rolled (each digit then comes off the die in turn).
    pub codes_rolled: Option<f32>,
    /// The die as last rolled, by whom, and when.
    pub roll: Option<(SeatId, u8, f32)>,
    /// The card just laid, on whose board and where, and when.
    pub laid: Option<(SeatId, Laid, f32)>,
}

/// Where a card was just laid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Laid {
    Digit(u8),
    Fail,
    LockIn,
    Discard,
}

/// RULES 3, setup: every digit of every code is rolled with the die. The table shows them
/// coming off the die one after another, and play waits until they have.
fn roll_the_codes(
    table: Res<Match<Passcode>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut motions: ResMut<Motions>,
    mut busy: ResMut<TableBusy>,
    mut cues: MessageWriter<crate::audio::Cue>,
    mut log: ResMut<GameLog>,
) {
    // The setup's public events open the log: the rolls for the first player, the deal.
    let names = table.names();
    log.lines.extend(
        table
            .game
            .opening()
            .iter()
            .filter_map(|event| <Passcode as AppGame>::describe(event, &names)),
    );
    *motions = Motions {
        codes_rolled: Some(time.elapsed_secs()),
        ..default()
    };
    let digits = table
        .view()
        .players
        .iter()
        .map(digit_count)
        .max()
        .unwrap_or(0);
    let seconds =
        (digits as f32 * DIGIT_STEP_SECONDS + TUMBLE_SECONDS) * settings.animation_speed.factor();
    busy.remaining = busy.remaining.max(seconds);
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
                    cues.write(crate::audio::Cue::DiceRoll);
                }
                Event::Played { seat, digit, .. } => {
                    motions.laid = Some((*seat, Laid::Digit(*digit), now));
                    cues.write(crate::audio::Cue::CardSlide);
                }
                Event::Discarded { seat, .. } => {
                    motions.laid = Some((*seat, Laid::Discard, now));
                    cues.write(crate::audio::Cue::CardSlide);
                }
                Event::LockInLaid { seat, .. } => {
                    motions.laid = Some((*seat, Laid::LockIn, now));
                    cues.write(crate::audio::Cue::CardSlide);
                }
                Event::Drew { .. } => {
                    cues.write(crate::audio::Cue::CardSlide);
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

/// The motions as far as they have got this frame (progress 0 just begun, 1 done).
#[derive(Debug, Clone, Copy)]
struct Progress {
    /// Seconds since the codes were rolled, in normal-speed seconds.
    codes: f32,
    roll: f32,
    laid: f32,
}

impl Progress {
    fn new(motions: &Motions, now: f32, factor: f32) -> Progress {
        let since = |at: Option<f32>| match at {
            Some(at) if factor > 0.0 => (now - at) / factor,
            _ => f32::INFINITY,
        };
        Progress {
            codes: since(motions.codes_rolled),
            roll: (since(motions.roll.map(|r| r.2)) / TUMBLE_SECONDS).min(1.0),
            laid: (since(motions.laid.map(|l| l.2)) / LANDING_SECONDS).min(1.0),
        }
    }

    fn moving(&self) -> bool {
        self.codes < 4.0 || self.roll < 1.0 || self.laid < 1.0
    }

    /// The face a code digit shows: still tumbling on the die, or settled.
    fn code_digit(&self, index: usize) -> Option<u8> {
        let off_the_die = index as f32 * DIGIT_STEP_SECONDS + TUMBLE_SECONDS;
        (self.codes < off_the_die).then(|| tumbling_face(self.codes, index))
    }
}

/// A die face that changes about fourteen times a second while the die tumbles.
fn tumbling_face(seconds: f32, salt: usize) -> u8 {
    ((seconds * 14.0) as usize * 5 + salt * 3) as u8 % 6 + 1
}

/// A card landing: it comes down from a little above and larger, and fades in.
fn landing(rect: egui::Rect, progress: f32) -> (egui::Rect, f32) {
    let eased = 1.0 - (1.0 - progress.clamp(0.0, 1.0)).powi(3);
    let rect = egui::Rect::from_center_size(
        rect.center() - egui::vec2(0.0, (1.0 - eased) * 40.0),
        rect.size() * (1.0 + 0.35 * (1.0 - eased)),
    );
    (rect, eased)
}

/// Paints a card, landing if `landing_progress` is below 1.
fn paint_landing_card(painter: &egui::Painter, rect: egui::Rect, card: Card, progress: f32) {
    let (rect, opacity) = landing(rect, progress);
    let mut painter = painter.clone();
    painter.multiply_opacity(opacity);
    paint_card(&painter, rect, card, false);
}

/// The back of a Passcode card (the draw pile, a FAIL turned over).
const CARD_BACK: egui::Color32 = egui::Color32::from_rgb(0x2C, 0x3E, 0x6A);
const IVORY: egui::Color32 = egui::Color32::from_rgb(0xF4, 0xEC, 0xDA);
const DARK: egui::Color32 = egui::Color32::from_rgb(0x22, 0x1C, 0x16);

fn paint_card(painter: &egui::Painter, rect: egui::Rect, card: Card, lifted: bool) {
    let (fill, ink) = match card {
        Card::Digit(_) => (IVORY, DARK),
        Card::Key => (egui::Color32::from_rgb(0xD9, 0xA4, 0x2C), DARK),
        Card::Fail => (egui::Color32::from_rgb(0xB0, 0x24, 0x24), INK),
    };
    painter.rect_filled(
        rect.translate(egui::vec2(3.0, 4.0)),
        6.0,
        egui::Color32::from_black_alpha(90),
    );
    painter.rect_filled(rect, 6.0, fill);
    painter.rect_stroke(
        rect,
        6.0,
        egui::Stroke::new(
            if lifted { 3.0 } else { 1.2 },
            if lifted { egui::Color32::WHITE } else { BRASS },
        ),
        egui::StrokeKind::Inside,
    );
    let size = if matches!(card, Card::Digit(_)) {
        rect.height() * 0.5
    } else {
        rect.height() * 0.22
    };
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        card_text(card),
        egui::FontId::proportional(size),
        ink,
    );
}

/// The die as it tumbles (`progress` below 1: turning, bouncing, faces flickering) or
/// settled on `value`.
fn paint_rolling_die(painter: &egui::Painter, rect: egui::Rect, value: u8, progress: f32) {
    if progress >= 1.0 {
        paint_die(painter, rect, value);
        return;
    }
    let left = 1.0 - progress;
    let angle = left * left * std::f32::consts::TAU * 1.5;
    let hop = (progress * std::f32::consts::PI * 3.0).sin().abs() * 26.0 * left;
    let centre = rect.center() - egui::vec2(0.0, hop);
    let face = tumbling_face(progress * TUMBLE_SECONDS, value as usize);
    let turn = egui::emath::Rot2::from_angle(angle);
    let half = rect.width() / 2.0;
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        .map(|(x, y)| centre + turn * egui::vec2(x * half, y * half));
    painter.add(egui::Shape::convex_polygon(
        corners.to_vec(),
        IVORY,
        egui::Stroke::new(1.5, BRASS),
    ));
    for (x, y) in pips(face) {
        let at = centre + turn * egui::vec2(x * rect.width() * 0.25, y * rect.width() * 0.25);
        painter.circle_filled(at, rect.width() * 0.08, DARK);
    }
}

/// A die face with pips.
fn paint_die(painter: &egui::Painter, rect: egui::Rect, value: u8) {
    brass_framed(painter, rect, 10.0, IVORY, 1.5);
    let c = rect.center();
    let d = rect.width() * 0.25;
    for (x, y) in pips(value) {
        painter.circle_filled(c + egui::vec2(x * d, y * d), rect.width() * 0.08, DARK);
    }
}

/// Where the pips of a face sit, in quarter widths from the centre.
fn pips(value: u8) -> &'static [(f32, f32)] {
    match value {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    }
}

/// Where a card may be dropped on a board: its open digits (rect, digit) and its LOCK IN place.
struct BoardTargets {
    open: Vec<(egui::Rect, u8)>,
    lock_in: egui::Rect,
}

/// One player's board: the four levels, the current code with its cards, LOCK IN, FAILs.
/// `laid` is where a card just landed on this board, and how far it has got.
#[allow(clippy::too_many_arguments)]
fn board_ui(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    view: &Observation,
    owner: usize,
    name: &str,
    to_act: bool,
    progress: &Progress,
    laid: Option<(Laid, f32)>,
    scale: f32,
) -> BoardTargets {
    let landing_at = |place: Laid| {
        laid.filter(|(at, _)| *at == place)
            .map_or(1.0, |(_, progress)| progress)
    };
    let painter = ui.painter_at(rect.expand(4.0));
    painter.rect_filled(
        rect,
        12.0,
        egui::Color32::from_rgba_premultiplied(0x24, 0x1A, 0x13, 0xE6),
    );
    painter.rect_stroke(
        rect,
        12.0,
        egui::Stroke::new(
            if to_act { 2.5 } else { 1.0 },
            if to_act {
                BRASS
            } else {
                egui::Color32::from_rgb(0x5A, 0x46, 0x2C)
            },
        ),
        egui::StrokeKind::Inside,
    );
    let p = &view.players[owner];
    let mut head = format!("{name} · score {}", p.score);
    if p.counting_down {
        head.push_str(" · counting down");
    }
    if p.locked_out > 0 {
        head.push_str(&format!(" · locked out ({})", p.locked_out));
    }
    painter.text(
        rect.left_top() + egui::vec2(12.0, 8.0) * scale,
        egui::Align2::LEFT_TOP,
        head,
        egui::FontId::proportional(16.0 * scale),
        seat_colour32(owner),
    );
    let mut slots = Vec::new();
    let slot = egui::vec2(26.0, 34.0) * scale;
    let mut index = 0;
    for (level, code) in p.codes.iter().enumerate() {
        let y = rect.top() + 36.0 * scale + level as f32 * (slot.y + 6.0 * scale);
        let done = level < p.level;
        let current = level == p.level;
        painter.text(
            egui::pos2(rect.left() + 12.0 * scale, y + slot.y / 2.0),
            egui::Align2::LEFT_CENTER,
            format!("L{}", level + 1),
            egui::FontId::proportional(13.0 * scale),
            if current { BRASS } else { INK_DIM },
        );
        for (j, &digit) in code.iter().enumerate() {
            let r = egui::Rect::from_min_size(
                egui::pos2(
                    rect.left() + 40.0 * scale + j as f32 * (slot.x + 4.0 * scale),
                    y,
                ),
                slot,
            );
            index += 1;
            if let Some(face) = progress.code_digit(index - 1) {
                let side = r.width() - 2.0;
                let die = egui::Rect::from_center_size(r.center(), egui::vec2(side, side));
                paint_die(&painter, die, face);
                continue;
            }
            match (current, p.placed.get(j).copied().flatten()) {
                (true, Some(card)) => {
                    paint_landing_card(&painter, r, card, landing_at(Laid::Digit(j as u8)))
                }
                _ => {
                    let fill = if done {
                        egui::Color32::from_rgb(0x2E, 0x6B, 0x3A)
                    } else {
                        egui::Color32::from_rgb(0x2A, 0x33, 0x3E)
                    };
                    painter.rect_filled(r, 5.0, fill);
                    painter.rect_stroke(
                        r,
                        5.0,
                        egui::Stroke::new(
                            1.0,
                            if current {
                                BRASS
                            } else {
                                egui::Color32::from_rgb(0x44, 0x4C, 0x56)
                            },
                        ),
                        egui::StrokeKind::Inside,
                    );
                    painter.text(
                        r.center(),
                        egui::Align2::CENTER_CENTER,
                        digit.to_string(),
                        egui::FontId::proportional(17.0 * scale),
                        if current { INK } else { INK_DIM },
                    );
                    if current {
                        slots.push((r, j as u8));
                    }
                }
            }
        }
    }
    // LOCK IN card and FAILs on the right.
    let right = egui::pos2(rect.right() - 60.0 * scale, rect.top() + 40.0 * scale);
    let lock = egui::Rect::from_min_size(right, egui::vec2(46.0, 62.0) * scale);
    match p.lock_in {
        Some(card) => paint_landing_card(&painter, lock, card, landing_at(Laid::LockIn)),
        None => {
            painter.rect_stroke(
                lock,
                6.0,
                egui::Stroke::new(1.0, INK_DIM),
                egui::StrokeKind::Inside,
            );
        }
    }
    painter.text(
        lock.center_bottom() + egui::vec2(0.0, 10.0) * scale,
        egui::Align2::CENTER_CENTER,
        "LOCK IN",
        egui::FontId::proportional(11.0 * scale),
        INK_DIM,
    );
    // RULES 3, lock-out: one of the three FAILs is turned over at each failed roll.
    let turned = if p.locked_out > 0 {
        LOCKOUT_FAILS.saturating_sub(usize::from(p.locked_out))
    } else {
        0
    };
    for k in 0..p.fails {
        let r = egui::Rect::from_min_size(
            right + egui::vec2(-6.0 + 8.0 * k as f32, 92.0) * scale,
            egui::vec2(40.0, 26.0) * scale,
        );
        if k < turned {
            brass_framed(&painter, r, 6.0, CARD_BACK, 1.2);
            continue;
        }
        let newest = k + 1 == p.fails;
        let progress = if newest { landing_at(Laid::Fail) } else { 1.0 };
        paint_landing_card(&painter, r, Card::Fail, progress);
    }
    BoardTargets {
        open: slots,
        lock_in: lock,
    }
}

#[allow(clippy::too_many_arguments)]
fn table_ui(
    mut contexts: EguiContexts,
    table: Res<Match<Passcode>>,
    choice: Res<Choice>,
    log: Res<GameLog>,
    phase: Res<State<TurnPhase>>,
    motions: Res<Motions>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut menu: ResMut<PauseMenu>,
    mut picks: MessageWriter<Pick>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let progress = Progress::new(
        &motions,
        time.elapsed_secs(),
        settings.animation_speed.factor(),
    );
    if progress.moving() {
        ctx.request_repaint();
    }
    let laid_on = |owner: usize| {
        motions
            .laid
            .filter(|(seat, _, _)| seat.index() == owner)
            .map(|(_, at, _)| (at, progress.laid))
    };
    let names = table.names();
    let view = table.view();
    let me = view.seat;
    let deciding = table.game.to_decide();
    let mine =
        *phase.get() == TurnPhase::AwaitingHuman && deciding.contains(&me) && table.is_human(me);
    let start = view.phase == (Phase::Turn { step: Step::Start });

    table_side_panel(
        ctx,
        "Passcode",
        &mut menu,
        &log,
        "Enter draws (or rolls) · Up takes the discard · 1/2 or Left/Right pick a card · Space plays (Up/Down choose the digit in any order) · Backspace discards · S lays LOCK IN · H hint · or drag the cards",
        |ui| {
            let mut rules = format!("Round {} · {} codes", view.round, view.options.codes);
            if view.options.any_order {
                rules.push_str(" · any order");
            }
            ui.label(egui::RichText::new(rules).color(INK_DIM));
            ui.separator();
            let status = match (&view.phase, mine) {
                (Phase::GameOver, _) => "The game is over.".to_string(),
                (_, false) => format!("{} is playing...", names[view.current.index()]),
                (Phase::Turn { step: Step::Start }, true) if must_roll(&view) => {
                    format!("{}, roll the die.", names[me.index()])
                }
                (Phase::Turn { step: Step::Start }, true) => format!(
                    "{}, draw from the pile or take the discard.",
                    names[me.index()]
                ),
                (
                    Phase::Turn {
                        step: Step::Holding,
                    },
                    true,
                ) => "Pick a card (1 or 2), then play it, discard it or lay it as LOCK IN: use the buttons or drag it there.".into(),
                (
                    Phase::Turn {
                        step: Step::Completed,
                    },
                    true,
                ) => "Code complete! Lay your last card as LOCK IN now (S), or keep it (Enter).".into(),
            };
            ui.label(egui::RichText::new(status).size(18.0));
            if let Some(m) = &choice.message {
                ui.label(egui::RichText::new(m).color(egui::Color32::from_rgb(0xFF, 0xC8, 0x6B)));
            }
            if let Some(h) = &choice.hint {
                ui.label(egui::RichText::new(h).color(egui::Color32::from_rgb(0x9E, 0xE0, 0xA8)));
            }
            if mine {
                ui.horizontal_wrapped(|ui| {
                    if start && must_roll(&view) {
                        if ui
                            .button(egui::RichText::new("Roll").strong())
                            .on_hover_text("Enter")
                            .clicked()
                        {
                            picks.write(Pick::Act(Action::Roll));
                        }
                    } else if start {
                        if ui.button("Draw").on_hover_text("Enter").clicked() {
                            picks.write(Pick::Act(Action::DrawPile));
                        }
                        if ui
                            .add_enabled(
                                !view.discard.is_empty(),
                                egui::Button::new("Take the discard"),
                            )
                            .on_hover_text("Up")
                            .clicked()
                        {
                            picks.write(Pick::Act(Action::DrawDiscard));
                        }
                    } else if view.phase
                        == (Phase::Turn {
                            step: Step::Completed,
                        })
                    {
                        if ui
                            .button(egui::RichText::new("Lay as LOCK IN").strong())
                            .on_hover_text("S")
                            .clicked()
                        {
                            picks.write(Pick::LockIn);
                        }
                        if ui.button("Keep it").on_hover_text("Enter").clicked() {
                            picks.write(Pick::Act(Action::Keep));
                        }
                    } else {
                        if ui.button("Play").on_hover_text("Space").clicked() {
                            picks.write(Pick::PlayOn(None));
                        }
                        if ui.button("Discard").on_hover_text("Backspace").clicked() {
                            picks.write(Pick::Discard);
                        }
                        if ui.button("Lay as LOCK IN").on_hover_text("S").clicked() {
                            picks.write(Pick::LockIn);
                        }
                    }
                    if ui.button("Hint").on_hover_text("H").clicked() {
                        picks.write(Pick::Hint);
                    }
                });
            }
        },
    );

    let screen = ctx.content_rect();
    let area = egui::Rect::from_min_max(egui::pos2(screen.min.x + 300.0, screen.min.y), screen.max);
    egui::Area::new(egui::Id::new("passcode-table"))
        .fixed_pos(area.min)
        .order(egui::Order::Background)
        .show(ctx, |ui| {
            ui.set_min_size(area.size());
            let seats = view.players.len();
            let columns = seats.min(3);
            let rows = seats.div_ceil(3);
            // One row of boards (two or three players) is drawn larger, as far as the width
            // lets a LEVEL 4 code and the LOCK IN card sit side by side (about 300 at scale 1).
            let width = (area.width() - 30.0) / columns as f32 - 10.0;
            let scale = if rows == 1 {
                (width / 300.0).clamp(1.0, 1.35)
            } else {
                1.0
            };
            let size = egui::vec2(width, 210.0 * scale);
            let mut mine_targets = None;
            for (owner, name) in names.iter().enumerate() {
                let (col, row) = (owner % 3, owner / 3);
                let rect = egui::Rect::from_min_size(
                    area.min
                        + egui::vec2(
                            15.0 + col as f32 * (size.x + 10.0),
                            12.0 + row as f32 * (size.y + 10.0),
                        ),
                    size,
                );
                let targets = board_ui(
                    ui,
                    rect,
                    &view,
                    owner,
                    name,
                    deciding.contains(&SeatId(owner as u8)),
                    &progress,
                    laid_on(owner),
                    scale,
                );
                if owner == me.index() {
                    mine_targets = Some((rect, targets));
                }
            }
            let holding = view.phase
                == (Phase::Turn {
                    step: Step::Holding,
                });
            // Where a dragged hand card may go: a digit of your code (the next one, or any
            // open one with digits in any order), your LOCK IN place, the discard pile.
            let mut drops: Vec<(egui::Rect, Pick)> = Vec::new();
            if let Some((board, targets)) = &mine_targets {
                let open = &targets.open;
                if view.options.any_order {
                    drops.extend(
                        open.iter()
                            .map(|(r, d)| (r.expand(3.0), Pick::PlayOn(Some(*d)))),
                    );
                    // Clicking a digit of your own code plays the picked card there.
                    if mine {
                        for (rect, digit) in open {
                            if ui.allocate_rect(*rect, egui::Sense::click()).clicked() {
                                picks.write(Pick::PlayOn(Some(*digit)));
                            }
                        }
                        if holding && let Some((rect, _)) = open.get(choice.digit) {
                            // The keyboard's digit.
                            focus_ring(ui.painter(), rect.expand(2.0), 6.0);
                        }
                    }
                } else if let Some((next, _)) = open.first() {
                    drops.push((next.expand(3.0), Pick::PlayOn(None)));
                }
                drops.push((targets.lock_in.expand(3.0), Pick::LockIn));
                if !view.options.any_order {
                    // Anywhere else on your board: the next digit.
                    drops.push((*board, Pick::PlayOn(None)));
                }
            }
            let y = area.min.y + 12.0 + rows as f32 * (size.y + 10.0) + 10.0;
            // The piles and the die.
            let pile =
                egui::Rect::from_min_size(egui::pos2(area.min.x + 40.0, y), egui::vec2(70.0, 96.0));
            let discard = pile.translate(egui::vec2(94.0, 0.0));
            drops.insert(0, (discard, Pick::Discard));
            let hand_area = egui::Rect::from_min_size(
                egui::pos2(area.min.x + 400.0, y - 24.0),
                egui::vec2(250.0, 170.0),
            );
            let card_size = egui::vec2(92.0, 128.0);
            let pointer = ctx.pointer_interact_pos();
            // A card held by the pointer follows it, over everything else; the place it
            // would go is ringed.
            let drag_card = |card: Option<Card>, targets: &[egui::Rect]| {
                let Some(at) = pointer else { return };
                let layer = egui::LayerId::new(egui::Order::Tooltip, egui::Id::new("dragged-card"));
                let held = egui::Rect::from_center_size(at, card_size * 0.8);
                if let Some(target) = targets.iter().find(|t| t.contains(at)) {
                    focus_ring(&ctx.layer_painter(layer), *target, 8.0);
                }
                match card {
                    Some(card) => paint_card(&ctx.layer_painter(layer), held, card, true),
                    None => brass_framed(&ctx.layer_painter(layer), held, 8.0, CARD_BACK, 1.5),
                }
            };

            let pile_response = ui.allocate_rect(pile, egui::Sense::click_and_drag());
            brass_framed(ui.painter(), pile, 8.0, CARD_BACK, 1.5);
            ui.painter().text(
                pile.center(),
                egui::Align2::CENTER_CENTER,
                "PASS\nCODE",
                egui::FontId::proportional(14.0),
                BRASS,
            );
            ui.painter().text(
                pile.center_bottom() + egui::vec2(0.0, 12.0),
                egui::Align2::CENTER_CENTER,
                format!("Pile: {}", view.pile),
                egui::FontId::proportional(13.0),
                INK_DIM,
            );
            let can_draw = mine && start && !must_roll(&view);
            // Drawing: click a pile, or drag its card to your hand.
            let drawn = |response: &egui::Response| {
                response.clicked()
                    || (response.drag_stopped() && pointer.is_some_and(|at| hand_area.contains(at)))
            };
            if can_draw && pile_response.dragged() {
                drag_card(None, &[hand_area]);
            }
            if can_draw && drawn(&pile_response) {
                picks.write(Pick::Act(Action::DrawPile));
            }
            let discard_response = ui.allocate_rect(discard, egui::Sense::click_and_drag());
            let dragging_discard = can_draw && discard_response.dragged();
            match view.discard.last() {
                Some(&top)
                    if motions.laid.is_some_and(|l| l.1 == Laid::Discard)
                        && progress.laid < 1.0 =>
                {
                    if let Some(&below) = view.discard.iter().rev().nth(1) {
                        paint_card(ui.painter(), discard, below, false);
                    }
                    paint_landing_card(ui.painter(), discard, top, progress.laid);
                }
                Some(&top) if dragging_discard => {
                    if let Some(&below) = view.discard.iter().rev().nth(1) {
                        paint_card(ui.painter(), discard, below, false);
                    }
                    drag_card(Some(top), &[hand_area]);
                }
                Some(&top) => paint_card(ui.painter(), discard, top, discard_response.hovered()),
                None => {
                    ui.painter().rect_stroke(
                        discard,
                        8.0,
                        egui::Stroke::new(1.0, INK_DIM),
                        egui::StrokeKind::Inside,
                    );
                }
            }
            ui.painter().text(
                discard.center_bottom() + egui::vec2(0.0, 12.0),
                egui::Align2::CENTER_CENTER,
                "Discard",
                egui::FontId::proportional(13.0),
                INK_DIM,
            );
            if can_draw && drawn(&discard_response) {
                picks.write(Pick::Act(Action::DrawDiscard));
            }
            if let Some((seat, roll, _)) = motions.roll {
                let die = egui::Rect::from_min_size(
                    discard.right_top() + egui::vec2(30.0, 10.0),
                    egui::vec2(64.0, 64.0),
                );
                paint_rolling_die(ui.painter(), die, roll, progress.roll);
                ui.painter().text(
                    die.center_bottom() + egui::vec2(0.0, 14.0),
                    egui::Align2::CENTER_CENTER,
                    format!("{} rolled", names[seat.index()]),
                    egui::FontId::proportional(13.0),
                    INK_DIM,
                );
            }
            // Your cards (only yours).
            if table.is_human(me) {
                let completed = view.phase
                    == (Phase::Turn {
                        step: Step::Completed,
                    });
                for (i, &card) in view.hand.iter().enumerate() {
                    let lifted = choice.selected == Some(i as u8);
                    let rect = egui::Rect::from_min_size(
                        egui::pos2(
                            area.min.x + 420.0 + i as f32 * 110.0,
                            y - if lifted { 14.0 } else { 0.0 },
                        ),
                        card_size,
                    );
                    let response = ui.allocate_rect(rect, egui::Sense::click_and_drag());
                    let draggable = mine && (holding || completed);
                    if draggable && response.dragged() {
                        let places: Vec<egui::Rect> = drops.iter().map(|(r, _)| *r).collect();
                        drag_card(Some(card), &places);
                    } else {
                        paint_card(ui.painter(), rect, card, lifted || response.hovered());
                    }
                    if draggable && response.drag_started() {
                        picks.write(Pick::Hold(i as u8));
                    }
                    if draggable && let Some(pick) = dropped_on(&response, pointer, &drops) {
                        picks.write(*pick);
                    }
                    ui.painter().text(
                        rect.left_bottom() + egui::vec2(6.0, -4.0),
                        egui::Align2::LEFT_BOTTOM,
                        (i + 1).to_string(),
                        egui::FontId::proportional(12.0),
                        INK_DIM,
                    );
                    if mine && response.clicked() {
                        picks.write(Pick::Select(i as u8));
                    }
                }
                ui.painter().text(
                    egui::pos2(area.min.x + 420.0, y + 142.0),
                    egui::Align2::LEFT_TOP,
                    "your hand: only you see it",
                    egui::FontId::proportional(12.0),
                    INK_DIM,
                );
            }
        });
    Ok(())
}
