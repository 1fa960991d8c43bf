//! The review of a finished match (`docs/review.md`): every decision judged from what its seat
//! knew then against the best choice there. It is made off the frame (a thread on the
//! desktop, a slice of each frame in the browser, which has one) behind a progress bar, from
//! the moment the results open. Then the match at a glance: a chart of where each seat stood
//! over the match, each labelled decision a mark on it; each seat's accuracy, labels and
//! luck; and, for a decision chosen (a mark clicked, or the arrow keys), the choice made and
//! the best one in words, the moment shown on the table from that seat's view, and the
//! decision played again.

use crate::games::{ForGameEntry, GameEntry, with_game_entry};
use crate::records::setup_of;
use crate::review::{ReviewOf, Work, label_colour, label_word, loss_words, try_again};
use crate::session::{GameId, MatchSetup, Screen, TitleWindow, TypedNames};
use crate::t;
use crate::table::replay::{ReplayFrom, ReplayMoment};
use crate::table::retry::told;
use crate::theme::{BRASS, CHART_GROUND, INK, ink_dim, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_kernel::SeatId;
use codebreakers_records::SaveFile;
use codebreakers_review::{Decision, Label, Review, Standing};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        step_with_keys.run_if(in_state(Screen::Review).and_then(resource_exists::<ReviewOf>)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        review_ui.run_if(in_state(Screen::Review)),
    );
}

fn review_ui(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    review: Option<ResMut<ReviewOf>>,
    mut setup: ResMut<MatchSetup>,
    mut title: ResMut<TitleWindow>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(mut review) = review else {
        next.set(Screen::Title);
        return Ok(());
    };
    let game = GameId::of_id(&review.save.game);
    let names = review.save.names();
    let mut back = crate::theme::going_back(ctx);
    let mut show: Option<(usize, SeatId)> = None;
    let mut retry: Option<usize> = None;
    crate::theme::menu_screen(ctx, |ui| {
        let width = crate::theme::fitting_width(ui.ctx(), 860.0, 56.0);
        // Side by side where there is room; on a phone the chart above, then the list.
        let wide = width >= 700.0;
        ui.add_space(12.0);
        ui.label(
            egui::RichText::new(t!(
                "review-title",
                game = game.map(GameId::name).unwrap_or_default()
            ))
            .size(34.0)
            .strong()
            .color(BRASS),
        );
        ui.add_space(8.0);
        match &review.work {
            Work::Failed(error) => {
                ui.label(
                    egui::RichText::new(t!("review-failed", error = error.as_str())).color(INK),
                );
            }
            Work::Done(_) => {}
            _ => {
                let progress = review.progress();
                ui.add_space(40.0);
                ui.label(egui::RichText::new(t!("review-working")).color(ink_dim()));
                ui.add(
                    egui::ProgressBar::new(progress)
                        .desired_width(width.min(420.0))
                        .show_percentage(),
                );
                ui.ctx().request_repaint();
            }
        }
        let ReviewOf {
            work,
            selected,
            words,
            save,
            mine,
            ..
        } = &mut *review;
        let Work::Done(made) = work else {
            ui.add_space(24.0);
            back |= ui.button(t!("review-back")).clicked();
            return;
        };
        crate::theme::card().show(ui, |ui| {
            ui.set_width(width);
            chart(ui, made, save.actions.len(), selected);
            ui.add_space(6.0);
            seats_ui(ui, made, wide);
        });
        ui.add_space(8.0);
        let marked = marked(made);
        if let Some(at) = *selected
            && words.as_ref().is_none_or(|w| w.0 != at)
            && let Some(decision) = made.decisions.get(at)
        {
            *words = game.map(|game| {
                let (chosen, best) = decision_words(game, save, decision);
                (at, chosen, best)
            });
        }
        crate::theme::card().show(ui, |ui| {
            ui.set_width(width);
            let list = |ui: &mut egui::Ui, selected: &mut Option<usize>| {
                if marked.is_empty() {
                    ui.label(egui::RichText::new(t!("review-all-good")).color(ink_dim()));
                }
                egui::ScrollArea::vertical()
                    .id_salt("labelled")
                    .max_height(if wide { 170.0 } else { 150.0 })
                    .show(ui, |ui| {
                        for &at in &marked {
                            let decision = &made.decisions[at];
                            let line = t!(
                                "review-decision",
                                move = decision.index + 1,
                                name = names.get(decision.seat.index()).map_or("", String::as_str),
                                label = label_word(decision.label),
                                loss = loss_words(decision)
                            );
                            let text =
                                egui::RichText::new(line).color(label_colour(decision.label));
                            if ui.selectable_label(*selected == Some(at), text).clicked() {
                                *selected = Some(at);
                            }
                        }
                    });
            };
            let detail = |ui: &mut egui::Ui, selected: Option<usize>| {
                let Some((at, decision)) =
                    selected.and_then(|at| Some((at, made.decisions.get(at)?)))
                else {
                    if !marked.is_empty() {
                        ui.label(egui::RichText::new(t!("review-choose")).color(ink_dim()));
                    }
                    return None;
                };
                if let Some((_, chosen, best)) = words.as_ref().filter(|w| w.0 == at) {
                    moment_ui(ui, decision, chosen, best);
                }
                let mut asked = None;
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t!("review-show")).clicked() {
                        asked = Some(Err((decision.index, decision.seat)));
                    }
                    if ui.button(t!("review-try")).clicked() {
                        asked = Some(Ok(at));
                    }
                });
                asked
            };
            let left = egui::Layout::top_down(egui::Align::Min);
            let asked = if wide {
                ui.columns(2, |columns| {
                    columns[0].with_layout(left, |ui| list(ui, selected));
                    columns[1]
                        .with_layout(left, |ui| detail(ui, *selected))
                        .inner
                })
            } else {
                ui.with_layout(left, |ui| {
                    list(ui, selected);
                    ui.separator();
                    detail(ui, *selected)
                })
                .inner
            };
            match asked {
                Some(Ok(at)) => retry = Some(at),
                Some(Err(moment)) => show = Some(moment),
                None => {}
            }
        });
        ui.add_space(10.0);
        let tries = made
            .decisions
            .iter()
            .filter(|d| d.label != Label::Good && mine.contains(&d.seat))
            .count();
        ui.horizontal(|ui| {
            let row = if tries > 0 { 408.0 } else { 180.0 };
            ui.add_space((ui.available_width() - row).max(0.0) / 2.0);
            if tries > 0
                && ui
                    .add_sized(
                        [220.0, 40.0],
                        egui::Button::new(t!("review-try-all", count = tries)),
                    )
                    .clicked()
            {
                retry = made
                    .decisions
                    .iter()
                    .position(|d| d.label != Label::Good && mine.contains(&d.seat));
            }
            back |= ui
                .add_sized([180.0, 40.0], egui::Button::new(t!("review-back")))
                .clicked();
        });
    });
    if let Some((index, seat)) = show {
        if let Some(watched) = setup_of(&review.save) {
            commands.insert_resource(TypedNames::all(watched.seats.len()));
            *setup = watched;
            commands.insert_resource(ReplayFrom {
                file: review.save.clone(),
                moment: Some(ReplayMoment { shown: index, seat }),
            });
            next.set(Screen::Playing);
        }
    } else if let Some(at) = retry {
        review.selected = Some(at);
        try_again(&mut commands, &review, at, &mut setup, &mut next);
    } else if back {
        if review.back == Screen::Title {
            *title = TitleWindow::Saved;
        }
        next.set(review.back);
    }
    Ok(())
}

/// The decisions labelled other than good: indices into the review's decisions.
fn marked(review: &Review) -> Vec<usize> {
    review
        .decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.label != Label::Good)
        .map(|(i, _)| i)
        .collect()
}

/// The left and right arrow keys (and a pad's d-pad) step through the labelled decisions.
fn step_with_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    mut review: ResMut<ReviewOf>,
) {
    let pad = |button| pads.iter().any(|pad| pad.just_pressed(button));
    let left = keys.just_pressed(KeyCode::ArrowLeft) || pad(GamepadButton::DPadLeft);
    let right = keys.just_pressed(KeyCode::ArrowRight) || pad(GamepadButton::DPadRight);
    if !left && !right {
        return;
    }
    let Some(made) = review.review() else {
        return;
    };
    let marked = marked(made);
    if marked.is_empty() {
        return;
    }
    let now = review
        .selected
        .and_then(|s| marked.iter().position(|&m| m == s));
    let at = match (now, right) {
        (None, _) => 0,
        (Some(at), true) => (at + 1).min(marked.len() - 1),
        (Some(at), false) => at.saturating_sub(1),
    };
    review.selected = Some(marked[at]);
}

/// The chosen decision: its label and loss, the move made and the best, in words.
fn moment_ui(ui: &mut egui::Ui, decision: &Decision, chosen: &[String], best: &[String]) {
    ui.label(
        egui::RichText::new(format!(
            "{} · {}",
            label_word(decision.label),
            loss_words(decision)
        ))
        .strong()
        .color(label_colour(decision.label)),
    );
    let lines = |ui: &mut egui::Ui, head: String, lines: &[String]| {
        ui.label(egui::RichText::new(head).strong().color(INK));
        for line in lines {
            ui.label(egui::RichText::new(line).color(ink_dim()));
        }
    };
    lines(ui, t!("review-chosen"), chosen);
    lines(ui, t!("review-best"), best);
}

/// The move made at `decision` and the best one there, each as the log tells it to its
/// seat.
pub fn decision_words(
    game: GameId,
    save: &SaveFile,
    decision: &Decision,
) -> (Vec<String>, Vec<String>) {
    struct Told<'a> {
        save: &'a SaveFile,
        decision: &'a Decision,
    }
    impl ForGameEntry for Told<'_> {
        type Output = (Vec<String>, Vec<String>);
        fn run<G: GameEntry>(self) -> Self::Output {
            (
                told::<G>(self.save, self.decision, &self.decision.chosen),
                told::<G>(self.save, self.decision, &self.decision.best),
            )
        }
    }
    with_game_entry(game, Told { save, decision })
}

/// Each seat's accuracy, its count of each label and its luck: a table where there is room,
/// else a few lines a seat.
fn seats_ui(ui: &mut egui::Ui, review: &Review, wide: bool) {
    if !wide {
        for summary in review.seats.iter().filter(|s| s.decisions > 0) {
            ui.label(
                egui::RichText::new(format!(
                    "{} · {} {:.0} %",
                    summary.name,
                    t!("review-accuracy"),
                    summary.accuracy
                ))
                .strong()
                .color(seat_colour32(summary.seat.index())),
            );
            ui.horizontal_wrapped(|ui| {
                for (label, count) in Label::ALL.into_iter().zip(summary.labels) {
                    ui.label(
                        egui::RichText::new(format!("{} {count}", label_word(label)))
                            .color(label_colour(label)),
                    );
                }
            });
        }
        luck_ui(ui, review);
        return;
    }
    egui::Grid::new("review-seats")
        .num_columns(6)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            ui.label(egui::RichText::new(t!("review-accuracy")).color(ink_dim()));
            for label in Label::ALL {
                ui.label(egui::RichText::new(label_word(label)).color(label_colour(label)));
            }
            ui.end_row();
            for summary in review.seats.iter().filter(|s| s.decisions > 0) {
                ui.label(
                    egui::RichText::new(&summary.name)
                        .strong()
                        .color(seat_colour32(summary.seat.index())),
                );
                ui.label(
                    egui::RichText::new(format!("{:.0} %", summary.accuracy))
                        .strong()
                        .color(INK),
                );
                for count in summary.labels {
                    ui.label(egui::RichText::new(count.to_string()).color(INK));
                }
                ui.end_row();
            }
        });
    luck_ui(ui, review);
}

/// Each seat's luck over the match, in a line.
fn luck_ui(ui: &mut egui::Ui, review: &Review) {
    let lucks: Vec<String> = review
        .seats
        .iter()
        .filter_map(|s| {
            let luck = s.luck?;
            let unit = review.decisions.first()?.unit;
            Some(match unit {
                codebreakers_review::Unit::Millions => {
                    t!(
                        "review-luck-millions",
                        name = s.name.as_str(),
                        luck = (luck * 10.0).round() / 10.0
                    )
                }
                _ => t!(
                    "review-luck-points",
                    name = s.name.as_str(),
                    luck = luck.round()
                ),
            })
        })
        .collect();
    if !lucks.is_empty() {
        ui.label(
            egui::RichText::new(lucks.join(" · "))
                .size(13.0)
                .color(ink_dim()),
        );
    }
}

/// The chart's scales: the words' size, the gutter at the left and the strip under it
/// (points).
const AXIS_TEXT: f32 = 12.5;
const AXIS_GUTTER: f32 = 34.0;
const AXIS_STRIP: f32 = 22.0;

/// Where each seat stood over the match (its chance of winning, its expected millions, or
/// Code Breaker's bits still to find), a line a seat; each labelled decision a mark on its
/// line, in its label's colour and shape (a ring, a square, a triangle). Clicking a mark
/// chooses that decision.
fn chart(ui: &mut egui::Ui, review: &Review, actions: usize, selected: &mut Option<usize>) {
    let Some(unit) = review.decisions.first().map(|d| d.unit) else {
        return;
    };
    let standing = unit.standing();
    let axis = match standing {
        Standing::WinChance => t!("review-axis-chance"),
        Standing::ExpectedMillions => t!("review-axis-millions"),
        Standing::BitsLeft => t!("review-axis-bits"),
    };
    ui.label(egui::RichText::new(axis).size(13.0).color(ink_dim()));
    let width = ui.available_width();
    let short = ui.ctx().content_rect().height() < 800.0;
    let height = if crate::theme::narrow_screen(ui.ctx()) || short {
        130.0
    } else {
        170.0
    };
    // The chart's ground, with a gutter at the left for the standing's scale and a strip
    // under it for the moves'.
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, height + AXIS_STRIP), egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, CHART_GROUND);
    let plot = egui::Rect::from_min_max(
        rect.min + egui::vec2(AXIS_GUTTER, 0.0),
        rect.max - egui::vec2(0.0, AXIS_STRIP),
    );
    let top = match standing {
        Standing::WinChance => 100.0,
        _ => {
            review
                .decisions
                .iter()
                .map(|d| d.standing)
                .fold(1.0, f64::max)
                * 1.1
        }
    };
    let inner = plot.shrink2(egui::vec2(10.0, 12.0));
    let at = |index: usize, value: f64| {
        egui::pos2(
            inner.left() + inner.width() * index as f32 / actions.max(1) as f32,
            inner.bottom() - inner.height() * (value / top).clamp(0.0, 1.0) as f32,
        )
    };
    if standing == Standing::WinChance {
        let half = at(0, 50.0).y;
        painter.line_segment(
            [
                egui::pos2(inner.left(), half),
                egui::pos2(inner.right(), half),
            ],
            egui::Stroke::new(1.0, ink_dim().gamma_multiply(0.3)),
        );
    }
    for summary in &review.seats {
        let stroke = egui::Stroke::new(2.0, seat_colour32(summary.seat.index()));
        // A line a stretch: Code Breaker's starts again with each code to break.
        let mut stretch: Vec<egui::Pos2> = Vec::new();
        let mut last: Option<f64> = None;
        for d in review.decisions.iter().filter(|d| d.seat == summary.seat) {
            if standing == Standing::BitsLeft && last.is_some_and(|l| d.standing > l) {
                painter.add(egui::Shape::line(std::mem::take(&mut stretch), stroke));
            }
            stretch.push(at(d.index, d.standing));
            last = Some(d.standing);
        }
        painter.add(egui::Shape::line(stretch, stroke));
    }
    let scale = egui::FontId::proportional(AXIS_TEXT);
    // The standing's scale: its top and its zero, beside the lines' ends.
    let most = if standing == Standing::WinChance {
        top
    } else {
        top / 1.1
    };
    for (value, y) in [(most, at(0, most).y), (0.0, at(0, 0.0).y)] {
        painter.text(
            egui::pos2(plot.left() - 4.0, y),
            egui::Align2::RIGHT_CENTER,
            format!("{value:.0}"),
            scale.clone(),
            ink_dim(),
        );
    }
    // The moves': the first, the last, and between them what they count where it fits.
    let foot = rect.bottom() - AXIS_STRIP / 2.0;
    let what = t!("review-axis-moves");
    let wide = |text: &str| {
        let galley = painter.layout_no_wrap(text.to_owned(), scale.clone(), ink_dim());
        galley.size().x
    };
    let room = inner.width() - 2.0 * wide(&actions.to_string()) - 24.0;
    let mut marks = vec![
        ("1".to_owned(), inner.left(), egui::Align2::LEFT_CENTER),
        (
            actions.to_string(),
            inner.right(),
            egui::Align2::RIGHT_CENTER,
        ),
    ];
    if wide(&what) <= room {
        marks.push((what, inner.center().x, egui::Align2::CENTER_CENTER));
    }
    for (text, x, align) in marks {
        painter.text(egui::pos2(x, foot), align, text, scale.clone(), ink_dim());
    }
    let mut nearest: Option<(usize, f32)> = None;
    for (i, decision) in review.decisions.iter().enumerate() {
        if decision.label == Label::Good {
            continue;
        }
        let place = at(decision.index, decision.standing);
        let colour = label_colour(decision.label);
        let size = if *selected == Some(i) { 8.0 } else { 5.5 };
        mark(&painter, place, size, decision.label, colour);
        if let Some(pointer) = response.interact_pointer_pos() {
            let distance = pointer.distance(place);
            if distance < 16.0 && nearest.is_none_or(|(_, d)| distance < d) {
                nearest = Some((i, distance));
            }
        }
    }
    if response.clicked()
        && let Some((i, _)) = nearest
    {
        *selected = Some(i);
    }
}

/// A label's mark: a ring (inaccuracy), a square (mistake), a triangle (blunder).
fn mark(painter: &egui::Painter, at: egui::Pos2, size: f32, label: Label, colour: egui::Color32) {
    let outline = egui::Stroke::new(1.5, CHART_GROUND);
    match label {
        Label::Good => {}
        Label::Inaccuracy => {
            painter.circle_stroke(at, size, egui::Stroke::new(2.5, colour));
        }
        Label::Mistake => {
            painter.rect(
                egui::Rect::from_center_size(at, egui::vec2(size * 1.8, size * 1.8)),
                1.0,
                colour,
                outline,
                egui::StrokeKind::Outside,
            );
        }
        Label::Blunder => {
            let points = vec![
                at + egui::vec2(0.0, -size * 1.3),
                at + egui::vec2(size * 1.2, size),
                at + egui::vec2(-size * 1.2, size),
            ];
            painter.add(egui::Shape::convex_polygon(points, colour, outline));
        }
    }
}
