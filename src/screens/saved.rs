//! From the title: continue the newest unfinished match, the saved matches (resume or
//! delete), and the statistics of the finished ones, with pictures: a bar of wins per
//! player and each player's rating over time.

use crate::records::{ResumeFrom, SavedMatches, Saves, date, progress, setup_of};
use crate::session::{GameId, MatchSetup, Screen, TitleWindow, TypedNames};
use crate::t;
use crate::table::replay::ReplayFrom;
use crate::theme::{BRASS, ink_dim};
use bevy::prelude::*;
use bevy_egui::egui;
use codebreakers_kernel::{BotLevel, SeatKind, ToWords, Words, words};
use codebreakers_records::{Listed, PlayerId, PlayerRecord, SaveFile, ShownValue};

/// Resumes `listed`: its setup, and the save to rebuild the match from.
pub fn resume(
    listed: &Listed,
    commands: &mut Commands,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
) {
    if let Some(resumed) = setup_of(&listed.save) {
        commands.insert_resource(TypedNames::all(resumed.seats.len()));
        *setup = resumed;
        commands.insert_resource(ResumeFrom {
            name: listed.name.clone(),
            file: listed.save.clone(),
        });
        next.set(Screen::Playing);
    }
}

/// Watches the finished match of `save` again on its table.
pub fn watch(
    save: &SaveFile,
    commands: &mut Commands,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
) {
    if let Some(watched) = setup_of(save) {
        commands.insert_resource(TypedNames::all(watched.seats.len()));
        *setup = watched;
        commands.insert_resource(ReplayFrom {
            file: save.clone(),
            moment: None,
        });
        next.set(Screen::Playing);
    }
}

/// A save in two lines: the game and its players; when it was last played, and how far.
fn describe(ui: &mut egui::Ui, listed: &Listed) {
    let save = &listed.save;
    let game = GameId::of_id(&save.game).map_or_else(|| save.game.clone(), GameId::name);
    ui.vertical(|ui| {
        ui.add(
            egui::Label::new(
                egui::RichText::new(t!(
                    "saved-match",
                    game = game,
                    names = save.names().join(", ")
                ))
                .strong(),
            )
            .wrap(),
        );
        ui.label(
            egui::RichText::new(t!(
                "saved-when",
                date = date(save.updated),
                progress = progress(save)
            ))
            .size(14.0)
            .color(ink_dim()),
        );
    });
}

/// An unfinished match's buttons and what it is: Resume and Delete, or (Delete asked)
/// Delete it and Keep. The match to delete, once the player said so twice.
fn unfinished_row(
    ui: &mut egui::Ui,
    listed: &Listed,
    asking: &mut Option<String>,
    commands: &mut Commands,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
) -> Option<String> {
    let mut deleted = None;
    if asking.as_ref() == Some(&listed.name) {
        // A match deleted is gone: the player says so twice.
        let delete = egui::Button::new(
            egui::RichText::new(t!("saved-delete-it")).color(egui::Color32::WHITE),
        )
        .fill(crate::theme::delete_red());
        if ui.add(delete).clicked() {
            deleted = Some(listed.name.clone());
            *asking = None;
        }
        if ui.button(t!("saved-keep")).clicked() {
            *asking = None;
        }
    } else {
        if ui.button(t!("saved-resume")).clicked() {
            resume(listed, commands, setup, next);
        }
        if ui.button(t!("saved-delete")).clicked() {
            *asking = Some(listed.name.clone());
        }
    }
    describe(ui, listed);
    deleted
}

/// The saved matches: resume or delete each unfinished one.
pub fn saved_ui(
    ui: &mut egui::Ui,
    saved: &mut SavedMatches,
    saves: &Saves,
    commands: &mut Commands,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
) {
    if let Some(message) = &saved.message {
        ui.label(egui::RichText::new(crate::i18n::render(message)).color(crate::theme::NOTE_AMBER));
    }
    let unfinished: Vec<Listed> = saved
        .listing
        .saves
        .iter()
        .filter(|l| !l.save.is_finished())
        .cloned()
        .collect();
    if unfinished.is_empty() {
        ui.label(egui::RichText::new(t!("saved-none")).color(ink_dim()));
    }
    let mut deleted = None;
    let mut asking = saved.to_delete.clone();
    egui::ScrollArea::vertical()
        .max_height(if saved.listing.finished().next().is_some() {
            200.0
        } else {
            360.0
        })
        .show(ui, |ui| {
            for listed in &unfinished {
                ui.horizontal(|ui| {
                    let chosen = unfinished_row(ui, listed, &mut asking, commands, setup, next);
                    deleted = deleted.take().or(chosen);
                });
            }
        });
    let finished: Vec<Listed> = saved
        .listing
        .saves
        .iter()
        .filter(|l| l.save.is_finished())
        .cloned()
        .collect();
    if !finished.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new(t!("saved-finished")).strong());
        egui::ScrollArea::vertical()
            .id_salt("finished")
            .max_height(200.0)
            .show(ui, |ui| {
                for listed in &finished {
                    ui.horizontal(|ui| {
                        if ui.button(t!("saved-watch")).clicked() {
                            watch(&listed.save, commands, setup, next);
                        }
                        if ui.button(t!("saved-review")).clicked() {
                            let mine = crate::review::human_seats(&listed.save);
                            crate::review::open(
                                commands,
                                None,
                                &listed.save,
                                mine,
                                Screen::Title,
                                next,
                            );
                        }
                        describe(ui, listed);
                    });
                }
            });
    }
    ui.label(
        egui::RichText::new(t!(
            "saved-kept",
            count = finished.len(),
            place = saves.where_.words()
        ))
        .size(13.0)
        .color(ink_dim()),
    );
    saved.to_delete = asking;
    if let Some(name) = deleted {
        if let Err(error) = saves.delete(&name) {
            saved.message = Some(words!("saved-not-deleted", error = error.words()));
        }
        saved.refresh(saves);
    }
}

/// A game's statistics: per player, wins of matches as a bar, the figures, and the rating
/// as a line over the matches rated.
pub fn statistics_ui(ui: &mut egui::Ui, saved: &mut SavedMatches, window: &mut TitleWindow) {
    let TitleWindow::Statistics(game) = *window else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        for g in GameId::ALL {
            if ui.selectable_label(g == game, g.name()).clicked() {
                *window = TitleWindow::Statistics(g);
            }
        }
    });
    ui.separator();
    let statistics = saved.statistics();
    let Some(stats) = statistics.games.get(game.id()).filter(|s| s.matches > 0) else {
        ui.label(egui::RichText::new(t!("stats-none", game = game.name())).color(ink_dim()));
        return;
    };
    ui.label(egui::RichText::new(t!("stats-matches", count = stats.matches)).color(ink_dim()));
    let most = stats.players.values().map(|p| p.played).max().unwrap_or(1);
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            for (player, record) in &stats.players {
                ui.add_space(6.0);
                ui.label(egui::RichText::new(shown_name(player)).size(19.0).strong());
                wins_bar(ui, record, most);
                ui.label(egui::RichText::new(figures_line(record)).color(ink_dim()));
                if record.ratings.len() >= 2 {
                    rating_line(ui, record);
                }
            }
        });
}

/// A player as the statistics name them: a human by name, the computers by level.
fn shown_name(player: &PlayerId) -> String {
    match player {
        PlayerId::Human(name) => name.clone(),
        PlayerId::Computer(level) => t!("stats-computer", level = level_words(*level)),
    }
}

/// Played as a bar, won as its brass part.
fn wins_bar(ui: &mut egui::Ui, record: &PlayerRecord, most: u32) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 18.0), egui::Sense::hover());
    let scale = width / most.max(1) as f32;
    let played = egui::Rect::from_min_size(
        rect.min,
        egui::vec2(record.played as f32 * scale, rect.height()),
    );
    let won = egui::Rect::from_min_size(
        rect.min,
        egui::vec2(record.won as f32 * scale, rect.height()),
    );
    let painter = ui.painter();
    painter.rect_filled(played, 4.0, crate::theme::STATS_BAR);
    painter.rect_filled(won, 4.0, BRASS);
    let line = match record.record().win_rate() {
        Some(rate) => t!(
            "stats-won-rate",
            won = record.won,
            played = record.played,
            rate = percent(rate)
        ),
        None => t!("stats-won", won = record.won, played = record.played),
    };
    ui.label(line);
}

/// A mean with one decimal, e.g. `4.5`, `4,5` in German, Catalan and French.
fn decimal(mean: f64) -> String {
    let text = format!("{mean:.1}");
    match crate::i18n::language() {
        crate::i18n::Language::English => text,
        _ => text.replace('.', ","),
    }
}

/// A share as a whole percentage, e.g. `67`.
fn percent(share: f64) -> String {
    format!("{:.0}", share * 100.0)
}

/// A computer's level, as the statistics name it.
fn level_words(level: BotLevel) -> codebreakers_kernel::Words {
    match level {
        BotLevel::Easy => words!("stats-level-easy"),
        BotLevel::Normal => words!("stats-level-normal"),
        BotLevel::Hard => words!("stats-level-hard"),
    }
}

/// The streaks, the computer levels met, and the game's own figures, in one line.
fn figures_line(record: &PlayerRecord) -> String {
    let mut parts = vec![t!(
        "stats-streak",
        current = record.current_streak,
        best = record.longest_streak
    )];
    for (level, versus) in &record.versus {
        // The statistics key each level by its id (`easy`, `normal`, `hard`), the one a
        // seat is written with.
        let level = match level.parse() {
            Ok(SeatKind::Computer(level)) => Some(level),
            _ => None,
        };
        if let (Some(level), Some(rate)) = (level, versus.win_rate()) {
            parts.push(t!(
                "stats-versus",
                level = level_words(level),
                won = versus.won,
                played = versus.played,
                rate = percent(rate)
            ));
        }
    }
    // The game's own figures, as its registry entry shows them, listed with commas.
    let figures: Vec<String> = record
        .figures
        .shown()
        .into_iter()
        .map(|(words, value)| {
            let words = Words::new(words);
            crate::i18n::render(&match value {
                ShownValue::Count(count) => words.with("value", count),
                ShownValue::Mean(mean) => words.with("value", decimal(mean)),
            })
        })
        .collect();
    parts.push(figures.join(", "));
    if let Some(rating) = record.rating() {
        parts.push(t!(
            "stats-rating",
            rating = format!("{:.0}", rating.rating),
            deviation = format!("{:.0}", rating.deviation * 2.0)
        ));
    }
    parts.join(" · ")
}

/// The rating after each rated match, as a line.
fn rating_line(ui: &mut egui::Ui, record: &PlayerRecord) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 60.0), egui::Sense::hover());
    let (low, high) = record
        .ratings
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), p| {
            (lo.min(p.rating), hi.max(p.rating))
        });
    let span = (high - low).max(50.0);
    let last = (record.ratings.len() - 1).max(1) as f32;
    let points: Vec<egui::Pos2> = record
        .ratings
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = rect.left() + rect.width() * i as f32 / last;
            let y = rect.bottom() - rect.height() * ((p.rating - low) / span) as f32;
            egui::pos2(x, y)
        })
        .collect();
    let painter = ui.painter();
    painter.rect_filled(rect, 4.0, crate::theme::CHART_GROUND);
    painter.add(egui::Shape::line(points, egui::Stroke::new(2.0, BRASS)));
    painter.text(
        rect.left_top() + egui::vec2(4.0, 2.0),
        egui::Align2::LEFT_TOP,
        format!("{high:.0}"),
        egui::FontId::proportional(11.0),
        ink_dim(),
    );
    painter.text(
        rect.left_bottom() + egui::vec2(4.0, -2.0),
        egui::Align2::LEFT_BOTTOM,
        format!("{low:.0}"),
        egui::FontId::proportional(11.0),
        ink_dim(),
    );
}
