//! The result of a match: the winner, the scores and how it went.

use crate::online::book::OnlineBook;
use crate::online::screen::{OnlineScreen, Page};
use crate::online::work::{Ask, LobbyWork};
use crate::review::ReviewOf;
use crate::session::{MatchResult, OnlinePlace, Screen};
use crate::t;
use crate::theme::{BRASS, ink_dim, seat_colour32};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        results_ui.run_if(in_state(Screen::Results)),
    )
    .add_systems(OnEnter(Screen::Results), start_the_review);
}

/// The review of the match just ended is made while the results are read, so that it is
/// ready (and its mistakes counted) when asked for.
fn start_the_review(
    mut commands: Commands,
    result: Option<Res<MatchResult>>,
    under_way: Option<Res<ReviewOf>>,
) {
    let Some(save) = result.as_ref().and_then(|r| r.save.as_ref()) else {
        return;
    };
    if !save.is_finished() || under_way.is_some_and(|r| r.save == *save) {
        return;
    }
    let mine = seats_played_here(result.as_deref(), save);
    commands.insert_resource(ReviewOf::new(save.clone(), mine, Screen::Results));
}

/// The seats a human played at this screen: online the session's, else every human seat.
fn seats_played_here(
    result: Option<&MatchResult>,
    save: &codebreakers_records::SaveFile,
) -> Vec<codebreakers_kernel::SeatId> {
    if let Some(online) = result.and_then(|r| r.online.as_ref()) {
        return online.seat.into_iter().collect();
    }
    crate::review::human_seats(save)
}

/// What a rematch of an online match needs: the seat held in it, and the lobby to ask.
#[derive(bevy::ecs::system::SystemParam)]
struct Rematch<'w> {
    book: Res<'w, OnlineBook>,
    work: ResMut<'w, LobbyWork>,
    lobby: ResMut<'w, OnlineScreen>,
    /// The match's review, made while the results are read (its mistakes name the button).
    review: Option<Res<'w, ReviewOf>>,
}

impl Rematch<'_> {
    /// The seat's token, if the match was played online from here.
    fn token(&self, place: &OnlinePlace) -> Option<String> {
        Some(self.book.seat_in(&place.server, &place.code)?.token.clone())
    }

    /// The name of the player who offers the rematch of `place`, if another did, as the
    /// server last listed the match.
    fn offered_by(&self, place: &OnlinePlace) -> Option<String> {
        let summary = self
            .lobby
            .matches
            .iter()
            .find(|m| m.code.to_string() == place.code)?;
        let by = crate::online::screen::rematch_offered_by(summary)?;
        Some(crate::online::screen::seat_name(summary, by))
    }

    /// Asks the server for the rematch; its waiting room opens with the answer.
    fn ask(&mut self, place: &OnlinePlace, token: String, next: &mut NextState<Screen>) {
        self.lobby.server = place.server.clone();
        self.lobby.page = Page::Lobby;
        self.lobby.message = None;
        let name = self.lobby.player_name();
        self.lobby.asked_at = f64::NEG_INFINITY;
        self.work.ask(&place.server, Ask::Rematch { token, name });
        next.set(Screen::Online);
    }
}

fn results_ui(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    result: Option<Res<MatchResult>>,
    mut setup: ResMut<crate::session::MatchSetup>,
    time: Res<Time<Real>>,
    mut rematch: Rematch,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::theme::menu_screen(ctx, |ui| {
        // A phone (either way round) has the room for the headline a size smaller.
        let phone = crate::theme::narrow_screen(ui.ctx()) || crate::theme::compact_screen(ui.ctx());
        // A phone on its side: the story a few lines tall (it scrolls), the buttons in sight.
        let short = ui.ctx().content_rect().height() < SHORT_SCREEN;
        ui.add_space(if short {
            4.0
        } else if phone {
            16.0
        } else {
            50.0
        });
        let Some(result) = &result else {
            ui.label(t!("results-none"));
            return;
        };
        let headline_size = if phone { 40.0 } else { 56.0 };
        ui.label(
            egui::RichText::new(headline(result))
                .size(headline_size)
                .strong()
                .color(BRASS),
        );
        // A rematch another player offers is said under the headline, in the game's line
        // (so the buttons keep their places).
        let offer = result
            .online
            .as_ref()
            .and_then(|place| rematch.offered_by(place));
        match offer {
            Some(name) => ui.label(
                egui::RichText::new(format!(
                    "{} · {}",
                    result.game.name(),
                    t!("online-offers-rematch", name = name)
                ))
                .size(22.0)
                .color(BRASS),
            ),
            None => ui.label(
                egui::RichText::new(result.game.name())
                    .size(22.0)
                    .color(ink_dim()),
            ),
        };
        ui.add_space(if phone { 12.0 } else { 24.0 });
        crate::theme::card().show(ui, |ui| {
            ui.set_width(crate::theme::fitting_width(ui.ctx(), 560.0, 64.0));
            scores_ui(ui, result, phone);
            ui.separator();
            egui::ScrollArea::vertical()
                .max_height(if short { 80.0 } else { 220.0 })
                .show(ui, |ui| {
                    for line in result.story.iter().map(crate::i18n::render) {
                        ui.label(egui::RichText::new(line).color(ink_dim()));
                    }
                });
        });
        ui.add_space(if phone { 12.0 } else { 20.0 });
        let mut buttons = ResultButtons {
            result,
            rematch: &mut rematch,
            setup: &mut setup,
            time: &time,
            next: &mut next,
            commands: &mut commands,
        };
        // Side by side where they fit, else one under the other (a phone held upright).
        let row = if result.save.is_some() { 880.0 } else { 440.0 };
        if ui.available_width() >= row + 32.0 {
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - row) / 2.0);
                buttons.show(ui);
            });
        } else {
            ui.vertical_centered(|ui| buttons.show(ui));
        }
        // Once the review is made, the player's mistakes to play again, the first at once.
        if let Some(review) = rematch.review.as_deref()
            && let Some(first) = review.to_try_again().first()
        {
            ui.add_space(12.0);
            let count = review.to_try_again().len();
            if ui
                .add_sized(
                    [260.0, 40.0],
                    egui::Button::new(t!("results-try-mistakes", count = count)),
                )
                .clicked()
            {
                let at = review.review().and_then(|r| {
                    r.decisions
                        .iter()
                        .position(|d| d.index == first.index && d.seat == first.seat)
                });
                if let Some(at) = at {
                    crate::review::try_again(&mut commands, review, at, &mut setup, &mut next);
                }
            }
        }
    });
    Ok(())
}

/// The results' buttons: play again, watch the replay (when the match was saved), back to
/// the menu.
struct ResultButtons<'a, 'r, 'w, 's> {
    result: &'a MatchResult,
    rematch: &'a mut Rematch<'r>,
    setup: &'a mut crate::session::MatchSetup,
    time: &'a Time<Real>,
    next: &'a mut NextState<Screen>,
    commands: &'a mut Commands<'w, 's>,
}

impl ResultButtons<'_, '_, '_, '_> {
    fn show(&mut self, ui: &mut egui::Ui) {
        let size = [200.0, 48.0];
        again_button(
            ui,
            self.result,
            self.rematch,
            self.setup,
            self.time,
            self.next,
        );
        ui.add_space(20.0);
        if let Some(save) = &self.result.save
            && ui
                .add_sized(size, egui::Button::new(t!("results-watch")))
                .on_hover_text(t!("results-watch-about"))
                .clicked()
        {
            super::saved::watch(save, self.commands, self.setup, self.next);
        }
        ui.add_space(20.0);
        if let Some(save) = &self.result.save
            && ui
                .add_sized(size, egui::Button::new(t!("results-review")))
                .on_hover_text(t!("results-review-about"))
                .clicked()
        {
            let mine = seats_played_here(Some(self.result), save);
            let review = self.rematch.review.as_deref();
            crate::review::open(
                self.commands,
                review,
                save,
                mine,
                Screen::Results,
                self.next,
            );
        }
        ui.add_space(20.0);
        if ui
            .add_sized(size, egui::Button::new(t!("results-menu")))
            .clicked()
        {
            self.next.set(Screen::Title);
        }
    }
}

/// A screen shorter than this (points) is a phone's on its side.
const SHORT_SCREEN: f32 = 500.0;

/// Who won, or the solo player's score.
fn headline(result: &MatchResult) -> String {
    let winners: Vec<&str> = result
        .outcome
        .winners
        .iter()
        .map(|w| result.names[w.index()].as_str())
        .collect();
    match winners.as_slice() {
        _ if result.names.len() == 1 => t!(
            "results-solo",
            name = result.names[0].as_str(),
            score = result.game.score_text(result.outcome.scores[0])
        ),
        [] => t!("results-no-winner"),
        // Online the seat here is "You": the headline speaks to it.
        [_] if result.online.as_ref().and_then(|o| o.seat)
            == result.outcome.winners.first().copied() =>
        {
            t!("results-you-win")
        }
        [winner] => t!("results-wins", name = *winner),
        [first, second] => t!("results-two-win", first = *first, second = *second),
        [others @ .., last] => t!("results-many-win", names = others.join(", "), last = *last),
    }
}

/// Each seat's name and final score (and Crack It's victory card by its winners); on a
/// phone a size smaller and closer, so that a long name, its score and the card fit.
fn scores_ui(ui: &mut egui::Ui, result: &MatchResult, phone: bool) {
    let (size, gap) = if phone { (19.0, 16.0) } else { (24.0, 40.0) };
    egui::Grid::new("final-scores")
        .num_columns(3)
        .spacing([gap, 8.0])
        .show(ui, |ui| {
            for (i, (name, score)) in result.names.iter().zip(&result.outcome.scores).enumerate() {
                ui.label(
                    egui::RichText::new(name)
                        .size(size)
                        .color(seat_colour32(i))
                        .strong(),
                );
                ui.label(egui::RichText::new(result.game.score_text(*score)).size(size));
                if result.game == crate::session::GameId::CrackIt
                    && result.outcome.winners.iter().any(|w| w.index() == i)
                {
                    victory_card(ui);
                }
                ui.end_row();
            }
        });
}

/// Play again: locally a new deal of the same setup; online a rematch of the same seats
/// through the server (its waiting room opens with the answer).
fn again_button(
    ui: &mut egui::Ui,
    result: &MatchResult,
    rematch: &mut Rematch,
    setup: &mut crate::session::MatchSetup,
    time: &Time<Real>,
    next: &mut NextState<Screen>,
) {
    let online_seat = result
        .online
        .as_ref()
        .map(|place| (place, rematch.token(place)));
    let offered = result
        .online
        .as_ref()
        .and_then(|place| rematch.offered_by(place));
    let label = match (&online_seat, &offered) {
        (Some(_), Some(_)) => t!("results-join-rematch"),
        (Some(_), None) => t!("results-rematch"),
        (None, _) => t!("results-again"),
    };
    let again = ui.add_enabled(
        !matches!(online_seat, Some((_, None))),
        egui::Button::new(label).min_size(egui::vec2(200.0, 48.0)),
    );
    // Not focused as the results open: a key meant for the match does not start another
    // (Tab or the pad's d-pad brings the focus here).
    if again.clicked() {
        match online_seat {
            Some((place, Some(token))) => rematch.ask(place, token, next),
            _ => {
                setup.seed = time.elapsed().as_nanos() as u64 ^ 0xA6A1;
                next.set(Screen::Playing);
            }
        }
    }
}

/// Crack It's victory card (`assets/i18n/en/rules/crack-it.md`, "King of Thieves"), laid beside its
/// winner's score.
fn victory_card(ui: &mut egui::Ui) {
    egui::Frame::new()
        .fill(crate::theme::VICTORY_CARD_RED)
        .stroke(egui::Stroke::new(1.5, BRASS))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(10, 4))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(t!("results-victory-card"))
                    .size(16.0)
                    .strong()
                    .color(BRASS),
            );
        });
}
