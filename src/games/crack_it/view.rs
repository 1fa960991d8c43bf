//! The Crack It table, drawn with egui over the felt: every rival's safe (three combination
//! cards, the dial cards stacked above and below the one being cracked, blocks, discovered
//! digits), the piles, the token bank, your own safe and hand, and the prompts of answer
//! windows and Clues. Only the seat at the screen sees its own combination and hand.

use super::{Aim, Flash, Flashed, Hand, Play, aimable};
use crate::screens::{PauseMenu, Screen};
use crate::settings::Settings;
use crate::table::turn::TurnPhase;
use crate::table::view::{dropped_on, focus_ring, side_panel as table_side_panel};
use crate::table::{GameLog, Match};
use crate::theme::{BRASS, INK, INK_DIM, brass_framed, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_crack_it::{
    Action, ClueSource, CrackIt, Mode, Observation, Pending, Phase, Resource, SeenDigit,
};
use codebreakers_kernel::{Game, SeatId};

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        table_ui.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<CrackIt>>)),
    );
}

const IVORY: egui::Color32 = egui::Color32::from_rgb(0xF4, 0xEC, 0xDA);
const STEEL: egui::Color32 = egui::Color32::from_rgb(0x2A, 0x33, 0x3E);
const SHADOW: egui::Color32 = egui::Color32::from_rgba_premultiplied(0, 0, 0, 90);

fn card_colour(card: Resource) -> (egui::Color32, egui::Color32) {
    match card {
        Resource::Dial(_) => (IVORY, egui::Color32::from_rgb(0x22, 0x1C, 0x16)),
        Resource::Prohibition => (egui::Color32::from_rgb(0xB0, 0x24, 0x24), INK),
        Resource::Clue => (egui::Color32::from_rgb(0x2C, 0x5E, 0xA8), INK),
        Resource::Block => (egui::Color32::from_rgb(0x55, 0x5B, 0x63), INK),
        Resource::Reset => (egui::Color32::from_rgb(0x2E, 0x7D, 0x4A), INK),
        Resource::CrackIt => (
            egui::Color32::from_rgb(0xD9, 0xA4, 0x2C),
            egui::Color32::from_rgb(0x22, 0x1C, 0x16),
        ),
        Resource::MasterCrackIt => (egui::Color32::from_rgb(0x7A, 0x3C, 0xA8), INK),
    }
}

/// A resource card face.
fn paint_card(painter: &egui::Painter, rect: egui::Rect, card: Resource, lifted: bool) {
    let (fill, ink) = card_colour(card);
    painter.rect_filled(rect.translate(egui::vec2(4.0, 5.0)), 8.0, SHADOW);
    painter.rect_filled(rect, 8.0, fill);
    painter.rect_stroke(
        rect,
        8.0,
        egui::Stroke::new(
            if lifted { 3.0 } else { 1.5 },
            if lifted { egui::Color32::WHITE } else { BRASS },
        ),
        egui::StrokeKind::Inside,
    );
    match card {
        Resource::Dial(d) => {
            painter.circle_stroke(
                rect.center(),
                rect.width() * 0.33,
                egui::Stroke::new(2.0, ink),
            );
            for k in 0..10 {
                let angle = k as f32 / 10.0 * std::f32::consts::TAU;
                let dir = egui::vec2(angle.sin(), -angle.cos());
                let r = rect.width() * 0.33;
                painter.line_segment(
                    [rect.center() + dir * (r - 4.0), rect.center() + dir * r],
                    egui::Stroke::new(1.5, ink),
                );
            }
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                d.to_string(),
                egui::FontId::proportional(rect.height() * 0.34),
                ink,
            );
            painter.text(
                rect.left_top() + egui::vec2(7.0, 5.0),
                egui::Align2::LEFT_TOP,
                "DIAL",
                egui::FontId::proportional(11.0),
                ink,
            );
        }
        other => {
            let title = match other {
                Resource::Prohibition => "PROHI-\nBITION",
                Resource::Clue => "CLUE",
                Resource::Block => "BLOCK",
                Resource::Reset => "RESET",
                Resource::CrackIt => "CRACK\nIT",
                Resource::MasterCrackIt => "MASTER\nCRACK IT",
                Resource::Dial(_) => "",
            };
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                title,
                egui::FontId::proportional(rect.height() * 0.15),
                ink,
            );
        }
    }
}

/// A combination card: face down (a steel back with a keyhole), or its digit once discovered
/// (or for its owner). `flip` (0 to 1) turns a just-discovered card over: its back narrows
/// to an edge, then its face widens.
fn paint_combination(
    painter: &egui::Painter,
    rect: egui::Rect,
    digit: &SeenDigit,
    current: bool,
    flip: Option<f32>,
) {
    if let Some(t) = flip.filter(|t| *t < 1.0) {
        let width = rect.width() * (1.0 - 2.0 * t).abs().max(0.04);
        let narrowed =
            egui::Rect::from_center_size(rect.center(), egui::vec2(width, rect.height()));
        let side = if t < 0.5 {
            SeenDigit {
                discovered: false,
                value: None,
                ..digit.clone()
            }
        } else {
            digit.clone()
        };
        if width > rect.width() * 0.6 {
            paint_combination(painter, narrowed, &side, current, None);
        } else {
            let fill = if t < 0.5 { STEEL } else { IVORY };
            brass_framed(painter, narrowed, 4.0, fill, 1.5);
        }
        return;
    }
    painter.rect_filled(rect.translate(egui::vec2(3.0, 4.0)), 7.0, SHADOW);
    let (fill, ink) = if digit.discovered {
        (IVORY, egui::Color32::from_rgb(0x22, 0x1C, 0x16))
    } else {
        (STEEL, INK)
    };
    painter.rect_filled(rect, 7.0, fill);
    painter.rect_stroke(
        rect,
        7.0,
        egui::Stroke::new(
            if current { 2.5 } else { 1.5 },
            if current { egui::Color32::WHITE } else { BRASS },
        ),
        egui::StrokeKind::Inside,
    );
    // A blocked digit makes room for its badge below.
    let (centre, size) = if digit.blocked {
        (rect.center() - egui::vec2(0.0, rect.height() * 0.1), 0.42)
    } else {
        (rect.center(), 0.5)
    };
    match (digit.discovered, digit.value) {
        (true, Some(v)) => {
            painter.text(
                centre,
                egui::Align2::CENTER_CENTER,
                v.to_string(),
                egui::FontId::proportional(rect.height() * size),
                ink,
            );
        }
        (false, Some(v)) => {
            // Its owner sees the value, dimmed: still hidden from everyone else.
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                v.to_string(),
                egui::FontId::proportional(rect.height() * 0.42),
                egui::Color32::from_rgb(0xB8, 0xC4, 0xD0),
            );
            painter.text(
                rect.center_bottom() - egui::vec2(0.0, 4.0),
                egui::Align2::CENTER_BOTTOM,
                "hidden",
                egui::FontId::proportional(10.0),
                INK_DIM,
            );
        }
        _ => {
            let c = rect.center();
            painter.circle_filled(c - egui::vec2(0.0, 5.0), 6.0, BRASS);
            painter.add(egui::Shape::convex_polygon(
                vec![
                    c + egui::vec2(-4.0, -2.0),
                    c + egui::vec2(4.0, -2.0),
                    c + egui::vec2(6.0, 12.0),
                    c + egui::vec2(-6.0, 12.0),
                ],
                BRASS,
                egui::Stroke::NONE,
            ));
        }
    }
    if digit.blocked {
        painter.rect_filled(
            egui::Rect::from_center_size(
                rect.center() + egui::vec2(0.0, rect.height() * 0.32),
                egui::vec2(rect.width() - 6.0, 14.0),
            ),
            3.0,
            egui::Color32::from_rgb(0x55, 0x5B, 0x63),
        );
        painter.text(
            rect.center() + egui::vec2(0.0, rect.height() * 0.32),
            egui::Align2::CENTER_CENTER,
            "BLOCKED",
            egui::FontId::proportional(8.5),
            INK,
        );
    }
}

/// A small stack of dial values above or below a digit. `arriving` (0 to 1) slides the
/// newest card in from outside the stack.
fn paint_stack(
    painter: &egui::Painter,
    at: egui::Pos2,
    values: &[u8],
    above: bool,
    arriving: Option<f32>,
) {
    let outwards = if above { -1.0 } else { 1.0 };
    for (k, v) in values.iter().enumerate() {
        let mut offset = k as f32 * 16.0;
        let mut alpha = 1.0;
        if let Some(t) = arriving.filter(|_| k + 1 == values.len()) {
            let eased = 1.0 - (1.0 - t.clamp(0.0, 1.0)).powi(3);
            offset += (1.0 - eased) * 70.0;
            alpha = eased;
        }
        let y = at.y + outwards * offset;
        let rect = egui::Rect::from_center_size(egui::pos2(at.x, y), egui::vec2(34.0, 15.0));
        let mut painter = painter.clone();
        painter.multiply_opacity(alpha);
        brass_framed(&painter, rect, 3.0, IVORY, 1.0);
        let ink = egui::Color32::from_rgb(0x22, 0x1C, 0x16);
        painter.text(
            rect.center() - egui::vec2(5.0, 0.0),
            egui::Align2::CENTER_CENTER,
            v.to_string(),
            egui::FontId::proportional(11.0),
            ink,
        );
        // A small arrow pointing at the digit: the dial lies above it (higher) or below (lower).
        let tip = rect.center() + egui::vec2(9.0, if above { 3.5 } else { -3.5 });
        let base = if above { -3.5 } else { 3.5 };
        painter.add(egui::Shape::convex_polygon(
            vec![
                tip,
                tip + egui::vec2(-3.5, base),
                tip + egui::vec2(3.5, base),
            ],
            ink,
            egui::Stroke::NONE,
        ));
    }
}

/// One safe: three combination cards with their stacks; `moment` is what just happened to
/// one of its digits (a dial card sliding in, the card flipping, a glow). Returns the
/// clickable area.
#[allow(clippy::too_many_arguments)]
fn safe_ui(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    view: &Observation,
    owner: usize,
    names: &[String],
    aimed: bool,
    to_act: bool,
    moment: Option<Moment>,
) -> egui::Response {
    let response = ui.allocate_rect(rect, egui::Sense::click());
    let painter = ui.painter_at(rect.expand(4.0));
    let hovered = response.hovered();
    let frame = if view.out[owner] {
        egui::Color32::from_rgba_premultiplied(0x18, 0x12, 0x0E, 0xC0)
    } else {
        egui::Color32::from_rgba_premultiplied(0x24, 0x1A, 0x13, 0xE0)
    };
    painter.rect_filled(rect, 12.0, frame);
    let edge = if aimed || hovered {
        egui::Stroke::new(2.5, egui::Color32::WHITE)
    } else if to_act {
        egui::Stroke::new(2.5, BRASS)
    } else {
        egui::Stroke::new(1.0, egui::Color32::from_rgb(0x5A, 0x46, 0x2C))
    };
    painter.rect_stroke(rect, 12.0, edge, egui::StrokeKind::Inside);
    let mut title = names[owner].clone();
    if view.mode == Mode::KingOfSafes {
        title.push_str(&format!(
            "   ★{}  ☠{}",
            view.prestige[owner], view.infamy[owner]
        ));
    }
    painter.text(
        rect.left_top() + egui::vec2(12.0, 8.0),
        egui::Align2::LEFT_TOP,
        title,
        egui::FontId::proportional(17.0),
        seat_colour32(owner),
    );
    let status = if view.out[owner] {
        "OUT"
    } else if view.combinations[owner].iter().all(|d| d.discovered) {
        "OPENED"
    } else {
        ""
    };
    painter.text(
        rect.right_top() + egui::vec2(-12.0, 9.0),
        egui::Align2::RIGHT_TOP,
        status,
        egui::FontId::proportional(14.0),
        egui::Color32::from_rgb(0xFF, 0x9A, 0x8A),
    );
    let combination = &view.combinations[owner];
    let current = combination.iter().position(|d| !d.discovered);
    let size = egui::vec2(46.0, 64.0);
    let mid = rect.center() + egui::vec2(0.0, 6.0);
    for (j, digit) in combination.iter().enumerate() {
        let centre = mid + egui::vec2((j as f32 - 1.0) * (size.x + 14.0), 0.0);
        let card = egui::Rect::from_center_size(centre, size);
        let moment = moment.filter(|m| usize::from(m.digit) == j);
        let flip = moment
            .filter(|m| m.what == Flashed::Discovered)
            .map(|m| m.progress);
        paint_combination(&painter, card, digit, current == Some(j), flip);
        let arriving = |side_above: bool| {
            moment
                .filter(|m| m.what == Flashed::Dialled { above: side_above })
                .map(|m| m.progress)
        };
        if let Some(moment) = moment {
            let alpha = (moment.glow * 255.0) as u8;
            painter.rect_stroke(
                card.expand(5.0),
                9.0,
                egui::Stroke::new(
                    3.0,
                    egui::Color32::from_rgba_unmultiplied(0xFF, 0xE0, 0x80, alpha),
                ),
                egui::StrokeKind::Outside,
            );
        }
        paint_stack(
            &painter,
            card.center_top() - egui::vec2(0.0, 11.0),
            &digit.above,
            true,
            arriving(true),
        );
        paint_stack(
            &painter,
            card.center_bottom() + egui::vec2(0.0, 11.0),
            &digit.below,
            false,
            arriving(false),
        );
    }
    response
}

/// How long the digit just played on glows, and how long a card takes to slide or flip.
const GLOW_SECONDS: f32 = 1.5;
const MOTION_SECONDS: f32 = 0.45;

/// What just happened to one digit of a safe, and how far its animation has got.
#[derive(Debug, Clone, Copy)]
struct Moment {
    digit: u8,
    what: Flashed,
    /// 0 just now, 1 (or more) done.
    progress: f32,
    /// The glow's strength, fading from 1 to 0.
    glow: f32,
}

fn window_prompt(view: &Observation, names: &[String]) -> Option<String> {
    let Phase::Window(window) = &view.phase else {
        return None;
    };
    let card = match &window.pending {
        Pending::Clue {
            source: ClueSource::DiscardPile,
        } => "a Clue on the discard pile".to_string(),
        Pending::Clue {
            source: ClueSource::Player(p),
        } => format!("a Clue on {}'s hand", names[p.index()]),
        Pending::Block { rival } => format!("Block against {}", names[rival.index()]),
        Pending::Reset => "Reset".into(),
        Pending::CrackIt { rival } => format!("CRACK IT against {}", names[rival.index()]),
        Pending::MasterCrackIt => "Master CRACK IT".into(),
    };
    let chain = &window.chains[window.current];
    let mut text = format!("{} plays {card}.", names[window.actor.index()]);
    if let Some(r) = chain.protects {
        text.push_str(&format!(" This chain is {}'s.", names[r.index()]));
    }
    if !chain.prohibitions.is_empty() {
        let n = chain.prohibitions.len();
        text.push_str(&format!(
            " {n} Prohibition{} so far: it is {}.",
            if n == 1 { "" } else { "s" },
            if n % 2 == 1 {
                "stopped"
            } else {
                "going through"
            }
        ));
    }
    Some(text)
}

#[allow(clippy::too_many_arguments)]
fn table_ui(
    mut contexts: EguiContexts,
    table: Res<Match<CrackIt>>,
    hand: Res<Hand>,
    log: Res<GameLog>,
    phase: Res<State<TurnPhase>>,
    mut menu: ResMut<PauseMenu>,
    mut plays: MessageWriter<Play>,
    flash: Res<Flash>,
    time: Res<Time>,
    settings: Res<Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The digit just played on glows for a second and a half; a dial card slides onto its
    // stack, or the card flips, in the first moments (as long as the animation speed says).
    let age = time.elapsed_secs() - flash.since;
    let motion = MOTION_SECONDS * settings.animation_speed.factor();
    let glow_for = |owner: usize| {
        flash
            .at
            .filter(|(seat, _)| seat.index() == owner && age < GLOW_SECONDS)
            .map(|(_, digit)| Moment {
                digit,
                what: flash.what,
                progress: if motion > 0.0 { age / motion } else { 1.0 },
                glow: 1.0 - age / GLOW_SECONDS,
            })
    };
    if flash.at.is_some() && age < GLOW_SECONDS {
        ctx.request_repaint();
    }
    let names = table.names();
    let view = table.view();
    let me = view.seat;
    let deciding = table.game.to_decide();
    let mine =
        *phase.get() == TurnPhase::AwaitingHuman && deciding.contains(&me) && table.is_human(me);

    table_side_panel(
        ctx,
        "Crack It",
        &mut menu,
        &log,
        "Keys 1-5 or Up/Down pick a card · Left/Right aim · Space plays it (or prohibits) · Enter ends the turn (or lets it be) · Backspace discards instead · H hint · Esc menu",
        |ui| {
            let mode = match view.mode {
                Mode::KingOfThieves => "King of Thieves".to_string(),
                Mode::KingOfSafes => format!("King of Safes · game {} of 2", view.game),
            };
            ui.label(egui::RichText::new(mode).color(INK_DIM));
            if view.final_duel {
                ui.label(
                    egui::RichText::new("Final duel: no Resets")
                        .color(egui::Color32::from_rgb(0xFF, 0x9A, 0x8A)),
                );
            }
            if view.mode == Mode::KingOfSafes {
                ui.label(
                    egui::RichText::new(format!(
                        "Bank: ☠ {} infamy · ★ {} prestige",
                        view.bank_infamy, view.bank_prestige
                    ))
                    .color(INK_DIM),
                );
            }
            ui.separator();
            let status = match (&view.phase, mine) {
                (_, false) if deciding.is_empty() => "The game is over.".to_string(),
                (Phase::Arranging, true) => format!(
                    "{}, lay out your combination: drag a card to its place (or click two to swap them), then Lay down (Enter).",
                    names[me.index()]
                ),
                (Phase::Window(_), true) => format!(
                    "{}, answer: stop it with a Prohibition, or let it be.",
                    names[me.index()]
                ),
                (Phase::ClueChoice { .. }, true) => {
                    "Choose the dial card your Clue takes, and the rival to play it on.".into()
                }
                (Phase::Turn, true) if view.turn.bonus.is_some() => {
                    "CLICK! You may play one more dial card against the same rival.".into()
                }
                (Phase::Turn, true) => format!(
                    "{}, your turn: pick a card, then a rival's safe (or a pile).",
                    names[me.index()]
                ),
                (Phase::Arranging, false) => "Everyone lays out a combination...".into(),
                (Phase::Window(_), false) => "Answers are being collected...".into(),
                (_, false) => format!("{} is playing...", names[view.current.index()]),
                _ => String::new(),
            };
            ui.label(egui::RichText::new(status).size(18.0));
            if let Some(m) = &hand.message {
                ui.label(egui::RichText::new(m).color(egui::Color32::from_rgb(0xFF, 0xC8, 0x6B)));
            }
            if let Some(h) = &hand.hint {
                ui.label(egui::RichText::new(h).color(egui::Color32::from_rgb(0x9E, 0xE0, 0xA8)));
            }
            if mine && view.phase == Phase::Turn {
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .button(egui::RichText::new("End turn").strong())
                        .on_hover_text("Enter")
                        .clicked()
                    {
                        plays.write(Play::Act(Action::EndTurn));
                    }
                    if !view.turn.used {
                        if hand.discarding.is_none() {
                            if ui
                                .button("Discard instead")
                                .on_hover_text("Tick the cards to discard, then confirm")
                                .clicked()
                            {
                                plays.write(Play::DiscardMode);
                            }
                        } else if ui.button("Discard the ticked cards").clicked() {
                            plays.write(Play::Act(Action::Discard {
                                cards: hand.discarding.clone().unwrap_or_default(),
                            }));
                        }
                    }
                    if ui
                        .button("Hint")
                        .on_hover_text("What the hard computer would do (H)")
                        .clicked()
                    {
                        plays.write(Play::Hint);
                    }
                    if let Some(i) = hand.selected
                        && matches!(
                            view.hand.get(usize::from(i)),
                            Some(Resource::Reset | Resource::MasterCrackIt)
                        )
                        && ui.button("Play it").clicked()
                    {
                        plays.write(Play::At(None));
                    }
                });
            }
        },
    );

    let screen = ctx.content_rect();
    let area = egui::Rect::from_min_max(egui::pos2(screen.min.x + 300.0, screen.min.y), screen.max);
    egui::Area::new(egui::Id::new("crack-it-table"))
        .fixed_pos(area.min)
        .order(egui::Order::Background)
        .show(ctx, |ui| {
            ui.set_min_size(area.size());
            let rivals: Vec<usize> = (0..view.combinations.len())
                .filter(|&i| i != me.index())
                .collect();
            let aimed = hand.selected.and(hand.aimed(&view));
            // Rivals' safes along the top.
            let width = (area.width() - 40.0) / rivals.len().max(1) as f32;
            // Where a dragged card may be dropped: rivals' safes, the discard pile, your safe.
            let mut drops: Vec<(egui::Rect, Play)> = Vec::new();
            for (k, &owner) in rivals.iter().enumerate() {
                let rect = egui::Rect::from_min_size(
                    area.min + egui::vec2(20.0 + k as f32 * width, 16.0),
                    egui::vec2(width - 14.0, 250.0),
                );
                drops.push((rect, Play::At(Some(SeatId(owner as u8)))));
                let to_act = deciding.contains(&SeatId(owner as u8));
                let aimed_here = aimed == Some(Aim::Rival(SeatId(owner as u8)));
                let response = safe_ui(
                    ui,
                    rect,
                    &view,
                    owner,
                    &names,
                    aimed_here,
                    to_act,
                    glow_for(owner),
                );
                let hand_size = view.hand_sizes[owner];
                ui.painter().text(
                    rect.center_bottom() - egui::vec2(0.0, 14.0),
                    egui::Align2::CENTER_CENTER,
                    format!("{hand_size} cards in hand"),
                    egui::FontId::proportional(13.0),
                    INK_DIM,
                );
                if mine && view.phase == Phase::Turn && response.clicked() {
                    plays.write(Play::At(Some(SeatId(owner as u8))));
                }
            }
            // The piles.
            let piles_y = area.min.y + 300.0;
            let pile = egui::Rect::from_min_size(
                egui::pos2(area.min.x + 40.0, piles_y),
                egui::vec2(74.0, 104.0),
            );
            let painter = ui.painter();
            for k in 0..3 {
                let r = pile.translate(egui::vec2(-2.0 * k as f32, -2.0 * k as f32));
                brass_framed(
                    painter,
                    r,
                    8.0,
                    egui::Color32::from_rgb(0x6E, 0x14, 0x18),
                    1.5,
                );
            }
            painter.text(
                pile.center() - egui::vec2(4.0, 4.0),
                egui::Align2::CENTER_CENTER,
                "CRACK\nIT",
                egui::FontId::proportional(15.0),
                BRASS,
            );
            painter.text(
                pile.center_bottom() + egui::vec2(0.0, 14.0),
                egui::Align2::CENTER_CENTER,
                format!("Pile: {}", view.pile),
                egui::FontId::proportional(14.0),
                INK_DIM,
            );
            let discard = pile.translate(egui::vec2(100.0, 0.0));
            let discard_response = ui.allocate_rect(discard, egui::Sense::click());
            match view.discard.last() {
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
            if aimed == Some(Aim::DiscardPile) {
                focus_ring(ui.painter(), discard.expand(4.0), 10.0);
            }
            ui.painter().text(
                discard.center_bottom() + egui::vec2(0.0, 14.0),
                egui::Align2::CENTER_CENTER,
                format!("Discard: {}", view.discard.len()),
                egui::FontId::proportional(14.0),
                INK_DIM,
            );
            drops.push((discard, Play::ClueOn(ClueSource::DiscardPile)));
            if mine && discard_response.clicked() {
                plays.write(Play::ClueOn(ClueSource::DiscardPile));
            }
            let dials: Vec<String> = view
                .discard
                .iter()
                .filter_map(|c| c.dial_value())
                .map(|d| d.to_string())
                .collect();
            discard_response.on_hover_text(if dials.is_empty() {
                "No dial card in the discard pile".to_string()
            } else {
                format!("Dial cards here: {}", dials.join(" "))
            });

            // Your own safe and your hand along the bottom.
            let own = egui::Rect::from_min_size(
                egui::pos2(area.min.x + 260.0, piles_y - 20.0),
                egui::vec2(300.0, 230.0),
            );
            drops.push((own, Play::At(None)));
            safe_ui(
                ui,
                own,
                &view,
                me.index(),
                &names,
                false,
                deciding.contains(&me),
                glow_for(me.index()),
            );
            ui.painter().text(
                own.center_bottom() - egui::vec2(0.0, 14.0),
                egui::Align2::CENTER_CENTER,
                &if table.is_human(me) {
                    "your safe: only you see its digits".to_string()
                } else {
                    format!("{}'s safe, as its player sees it", names[me.index()])
                },
                egui::FontId::proportional(12.0),
                INK_DIM,
            );
            let hand_y = area.max.y - 150.0;
            let card_size = egui::vec2(92.0, 128.0);
            let start_x = area.min.x + (area.width() - 5.0 * (card_size.x + 14.0)) / 2.0;
            let showing_hand = table.is_human(me);
            for (i, &card) in view.hand.iter().enumerate() {
                if !showing_hand {
                    break;
                }
                let lifted = hand.selected == Some(i as u8)
                    || hand
                        .discarding
                        .as_ref()
                        .is_some_and(|d| d.contains(&(i as u8)));
                let rect = egui::Rect::from_min_size(
                    egui::pos2(
                        start_x + i as f32 * (card_size.x + 14.0),
                        hand_y - if lifted { 18.0 } else { 0.0 },
                    ),
                    card_size,
                );
                let response = ui.allocate_rect(rect, egui::Sense::click_and_drag());
                let pointer = ctx.pointer_interact_pos();
                if response.dragged()
                    && let Some(at) = pointer
                {
                    // The card follows the pointer, over everything else.
                    let layer =
                        egui::LayerId::new(egui::Order::Tooltip, egui::Id::new("dragged-card"));
                    let held = egui::Rect::from_center_size(at, card_size * 0.9);
                    paint_card(&ctx.layer_painter(layer), held, card, true);
                    if let Some((target, _)) = drops.iter().find(|(t, _)| t.contains(at)) {
                        focus_ring(ui.painter(), *target, 12.0);
                    }
                } else {
                    paint_card(ui.painter(), rect, card, lifted || response.hovered());
                }
                if hand.discarding.is_some() && hand.cursor == i {
                    // The keyboard's focus while ticking cards to discard.
                    focus_ring(ui.painter(), rect.expand(3.0), 10.0);
                }
                if mine && response.drag_started() {
                    plays.write(Play::Pick(i as u8));
                }
                if mine && let Some(play) = dropped_on(&response, pointer, &drops) {
                    plays.write(play.clone());
                }
                ui.painter().text(
                    rect.left_bottom() + egui::vec2(6.0, -4.0),
                    egui::Align2::LEFT_BOTTOM,
                    (i + 1).to_string(),
                    egui::FontId::proportional(12.0),
                    INK_DIM,
                );
                if mine && response.clicked() {
                    plays.write(Play::Select(i as u8));
                }
            }
        });

    // Prompts for the seat at the screen.
    if mine {
        match &view.phase {
            Phase::Window(_) => {
                egui::Window::new("Answer")
                    .collapsible(false)
                    .resizable(false)
                    .anchor(egui::Align2::CENTER_CENTER, egui::vec2(150.0, 0.0))
                    .show(ctx, |ui| {
                        ui.label(
                            egui::RichText::new(window_prompt(&view, &names).unwrap_or_default())
                                .size(18.0),
                        );
                        ui.horizontal(|ui| {
                            let prohibition =
                                view.hand.iter().position(|&c| c == Resource::Prohibition);
                            if ui
                                .add_enabled(
                                    prohibition.is_some(),
                                    egui::Button::new(egui::RichText::new("Prohibit").strong()),
                                )
                                .on_hover_text("Space")
                                .clicked()
                                && let Some(i) = prohibition
                            {
                                plays.write(Play::Act(Action::Prohibit { card: i as u8 }));
                            }
                            if ui.button("Let it be").on_hover_text("Enter").clicked() {
                                plays.write(Play::Act(Action::Pass));
                            }
                        });
                    });
            }
            Phase::ClueChoice { values, .. } => {
                egui::Window::new("Clue").collapsible(false).resizable(false).anchor(egui::Align2::CENTER_CENTER, egui::vec2(150.0, 0.0)).show(ctx, |ui| {
                    ui.label("The dial cards your Clue can take (only you see them). Take one and play it on:");
                    let rivals = aimable(&view);
                    let aimed = rivals.get(hand.target.min(rivals.len().saturating_sub(1))).copied();
                    for (row, &value) in values.iter().enumerate() {
                        ui.horizontal(|ui| {
                            let focused = row == hand.cursor;
                            ui.label(egui::RichText::new(format!("{} dial {value}", if focused { "▶" } else { "  " })).strong());
                            for &rival in &rivals {
                                let button = egui::Button::new(names[rival.index()].clone())
                                    .selected(focused && aimed == Some(rival));
                                if ui.add(button).clicked() {
                                    plays.write(Play::Act(Action::TakeDial { value, rival }));
                                }
                            }
                        });
                    }
                    ui.label(egui::RichText::new("Keys: Up/Down a dial card, Left/Right a rival, Space takes it").color(INK_DIM));
                });
            }
            Phase::Arranging => {
                egui::Window::new("Your combination").collapsible(false).resizable(false).anchor(egui::Align2::CENTER_CENTER, egui::vec2(150.0, 0.0)).show(ctx, |ui| {
                    ui.label("Lay your three cards face down, left to right. Rivals crack them from the left.");
                    let dealt: Vec<u8> = view.combinations[me.index()].iter().filter_map(|d| d.value).collect();
                    ui.horizontal(|ui| {
                        for (slot, &i) in hand.order.iter().enumerate() {
                            let value = dealt.get(usize::from(i)).copied().unwrap_or(0);
                            let picked = hand.swap == Some(slot);
                            // The keyboard's focus wears a white ring.
                            let ring = if hand.cursor == slot {
                                egui::Stroke::new(2.0, egui::Color32::WHITE)
                            } else {
                                egui::Stroke::NONE
                            };
                            let text = egui::RichText::new(value.to_string()).size(34.0).strong();
                            // Click two cards to swap them, or drag one to its place.
                            let card = ui
                                .dnd_drag_source(egui::Id::new(("arrange", slot)), slot, |ui| {
                                    ui.add_sized([64.0, 84.0], egui::Button::new(text).selected(picked).stroke(ring))
                                })
                                .response;
                            if card.clicked() {
                                plays.write(Play::Select(slot as u8));
                            }
                            if let Some(from) = card.dnd_release_payload::<usize>()
                                && *from != slot
                            {
                                plays.write(Play::Reorder { from: *from as u8, to: slot as u8 });
                            }
                        }
                    });
                    if ui.button(egui::RichText::new("Lay down").strong()).on_hover_text("Enter").clicked() {
                        plays.write(Play::Act(Action::Arrange { order: hand.order }));
                    }
                });
            }
            _ => {}
        }
    }
    Ok(())
}
