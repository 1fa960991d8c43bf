//! A match's review on the table (`docs/review.md`): a moment of it shown from its seat's view
//! (the replay paused there, with the choice made and the best one in words), and a
//! decision played again: the match as it stood then, the player at that seat, the others
//! played by computers; once the player has chosen, the new choice is judged as the review
//! judged the old one, and the two are told side by side. Nothing of it is saved.

use super::phase::TurnSystems;
use super::pieces::{Hit, Label, Look, Outline, PieceKey, PieceSpec, paint};
use super::play::{AppGame, GameLog, Match};
use super::replay::{Replay, ReplayMoment};
use crate::review::{RetryFrom, ReviewOf, label_colour, label_word, loss_words};
use crate::session::{InPlay, MatchSetup, Screen};
use crate::t;
use crate::theme::{INK, ink_dim};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_kernel::Words;
use codebreakers_records::SaveFile;
use codebreakers_review::Decision;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            retry_ui.run_if(resource_exists::<Retry>),
            moment_ui.run_if(resource_exists::<ReplayMoment>),
        )
            .run_if(in_state(Screen::Playing)),
    )
    .add_systems(OnExit(Screen::Playing), end_the_retry);
}

fn end_the_retry(mut commands: Commands) {
    commands.remove_resource::<Retry>();
    commands.remove_resource::<MomentWords>();
}

/// Registers the judging of a decision played again, for one game.
pub fn register<G: AppGame>(app: &mut App) {
    app.add_systems(
        Update,
        (
            judge_the_retry::<G>
                .after(TurnSystems)
                .run_if(resource_exists::<Retry>),
            tell_the_moment::<G>.run_if(resource_exists::<ReplayMoment>),
        )
            .run_if(in_state(InPlay::Game(G::GAME))),
    )
    .add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<ShownBest<G>>();
    });
}

/// A moment of the review in words: the moment, the move made and the best there, and where
/// its game puts the card that tells them ([`AppGame::review_card_place`]).
#[derive(Resource, Clone, Debug)]
pub struct MomentWords {
    moment: ReplayMoment,
    chosen: Vec<String>,
    best: Vec<String>,
    place: CardPlace,
}

/// Where a review's card stands: an edge of the window and the offset from it.
type CardPlace = (egui::Align2, [f32; 2]);

/// Tells the moment shown (once) as the game's log tells moves to its seat.
fn tell_the_moment<G: AppGame>(
    mut commands: Commands,
    moment: Res<ReplayMoment>,
    review: Option<Res<ReviewOf>>,
    told_already: Option<Res<MomentWords>>,
) {
    if told_already.is_some_and(|t| t.moment == *moment) {
        return;
    }
    let Some(review) = review else {
        return;
    };
    let Some(decision) = review.review().and_then(|r| {
        r.decisions
            .iter()
            .find(|d| d.index == moment.shown && d.seat == moment.seat)
    }) else {
        return;
    };
    match serde_json::from_value::<G::Action>(decision.best.clone()) {
        Ok(action) if decision.label != codebreakers_review::Label::Good => {
            commands.insert_resource(ShownBest::<G> {
                action,
                at: moment.shown,
            });
        }
        _ => commands.remove_resource::<ShownBest<G>>(),
    }
    commands.insert_resource(MomentWords {
        moment: *moment,
        chosen: told::<G>(&review.save, decision, &decision.chosen),
        best: told::<G>(&review.save, decision, &decision.best),
        place: G::review_card_place(),
    });
}

/// The best choice at a moment of the review, drawn on its table ([`mark_best`]) while the
/// replay stands at that moment.
#[derive(Resource)]
pub struct ShownBest<G: AppGame> {
    action: G::Action,
    /// The actions played before it.
    at: usize,
}

/// What a game's table reads to draw the best choice of the moment shown.
#[derive(SystemParam)]
pub struct BestNow<'w, G: AppGame> {
    best: Option<Res<'w, ShownBest<G>>>,
    replay: Option<Res<'w, Replay>>,
}

impl<G: AppGame> BestNow<'_, G> {
    /// The best choice, while the replay stands where it was to be made.
    pub fn action(&self) -> Option<&G::Action> {
        let best = self.best.as_ref()?;
        (self.replay.as_ref()?.shown == best.at).then_some(&best.action)
    }
}

/// How far a card the best choice plays rises from its place, and how far out its ring lies.
const BEST_CARD_RISE: f32 = 18.0;
const BEST_RING_MARGIN: f32 = 7.0;

/// Draws the best choice of a moment on the pieces a game laid out: each piece it uses (the
/// card to play, the safe it aims at, the die to set aside) ringed in the colour of good
/// play, the first `lifted` of them, if cards, lifted out of their hand or pile, and the
/// word "Best" over the first. `ring(n)` names the ring of the n-th piece,
/// `ring(used.len())` the word.
pub fn mark_best<K: PieceKey, H: Hit>(
    pieces: &mut Vec<PieceSpec<K, H>>,
    used: &[K],
    lifted: usize,
    ring: impl Fn(usize) -> K,
) {
    let mut marks = Vec::new();
    for (n, key) in used.iter().enumerate() {
        let Some(spec) = pieces.iter_mut().find(|p| &p.key == key) else {
            continue;
        };
        if let Look::Card(card) = &mut spec.look
            && n < lifted
        {
            card.lifted = true;
            spec.at += Quat::from_rotation_z(spec.turn) * Vec3::Y * BEST_CARD_RISE;
        }
        let size = spec.look.size() * spec.scale + 2.0 * BEST_RING_MARGIN;
        let outline = Outline {
            size,
            colour: paint::BEST,
            round: spec.look.round(),
        };
        let at = spec.at + Vec3::Z * 0.5;
        marks.push(PieceSpec::new(ring(n), Look::Outline(outline), at).turned(spec.turn));
        if marks.len() == 1 {
            let over = at + Vec3::new(0.0, size.y / 2.0 + 14.0, 20.0);
            marks.push(PieceSpec::new(ring(used.len()), best_tag(), over));
        }
    }
    pieces.extend(marks);
}

/// The word "Best" by the best choice drawn on the table.
pub fn best_tag() -> Look {
    let mut tag = Label::centred(crate::t!("review-best-tag"), 17.0, paint::BEST);
    tag.bold = true;
    Look::Label(tag)
}

/// A decision being played again, and the verdict on the new choice once made.
#[derive(Resource, Clone, Debug)]
pub struct Retry {
    from: RetryFrom,
    /// The new choice judged (`None` inside: not a choice the judge weighs), or why not.
    now: Option<Result<Option<Decision>, String>>,
    /// The new choice and the best there, in words.
    words: Option<(Vec<String>, Vec<String>)>,
    place: CardPlace,
}

impl Retry {
    /// The new choice judged, once made (`Ok(None)`: not a choice the judge weighs).
    pub fn verdict(&self) -> Option<&Result<Option<Decision>, String>> {
        self.now.as_ref()
    }
}

/// Opens the table on `from`: the match as it stood before the decision, its log told.
pub(super) fn start<G: AppGame>(
    commands: &mut Commands,
    from: &RetryFrom,
    setup: &MatchSetup,
    log: &mut GameLog,
    next: &mut NextState<Screen>,
) {
    match super::play::resumed::<G>(&from.file, setup) {
        Ok((table, lines)) => {
            info!(
                target: "table",
                "Playing move {} of {} again.",
                from.index + 1,
                G::GAME.name()
            );
            log.lines = lines;
            commands.insert_resource(table);
            commands.insert_resource(Retry {
                from: from.clone(),
                now: None,
                words: None,
                place: G::review_card_place(),
            });
        }
        Err(error) => {
            error!("cannot play this moment again: {error}");
            next.set(Screen::Review);
        }
    }
}

/// Once the seat has chosen again, judges the new choice from its view then.
fn judge_the_retry<G: AppGame>(table: Res<Match<G>>, mut retry: ResMut<Retry>) {
    if retry.now.is_some() {
        return;
    }
    let Some(timeline) = table.local() else {
        return;
    };
    let index = retry.from.index;
    let Some(step) = timeline.steps().get(index) else {
        return;
    };
    if step.seat != retry.from.seat {
        return;
    }
    let mut file = retry.from.file.clone();
    file.record(&timeline.log(), timeline.state(), 0);
    let now = codebreakers_review::verdict_at(&file, index).map_err(|e| e.to_string());
    if let Ok(Some(decision)) = &now {
        retry.words = Some((
            told::<G>(&file, decision, &decision.chosen),
            told::<G>(&file, decision, &decision.best),
        ));
    }
    retry.now = Some(now);
}

/// A card over the table under `title`, where its game puts it (`place`; at the bottom
/// right on a screen held upright) unless it would lie there on a piece the player may
/// touch (`keep`): then the first corner of the table that leaves them clear, else over
/// the side panel ([`super::sight`]). It is opaque over whatever lies there; the button
/// beside its title (- and +) folds it to the title alone.
fn corner_card(
    ctx: &egui::Context,
    (id, place): (&str, CardPlace),
    keep: &[egui::Rect],
    title: String,
    add: impl FnOnce(&mut egui::Ui),
) {
    let folded_id = egui::Id::new((id, "folded"));
    // Folded or not as the player chose; until then unfolded where it leaves the pieces
    // clear, folded to its title where nothing would.
    let chosen = ctx.data(|d| d.get_temp::<bool>(folded_id));
    let whole_id = egui::Id::new((id, "whole size"));
    let folded_size_id = egui::Id::new((id, "folded size"));
    let mut folded = chosen.unwrap_or(false);
    let (edge, offset) = if crate::theme::narrow_screen(ctx) {
        (egui::Align2::RIGHT_BOTTOM, [-8.0, -8.0])
    } else {
        let panel = super::surface::panel_points(ctx.content_rect().width());
        let table = |align: egui::Align2, x: f32, y: f32| (align, egui::vec2(x, y));
        let mut places = vec![(place.0, egui::vec2(place.1[0], place.1[1]))];
        places.extend([
            table(egui::Align2::RIGHT_BOTTOM, -8.0, -8.0),
            table(egui::Align2::RIGHT_TOP, -8.0, 8.0),
            table(egui::Align2::LEFT_TOP, panel + 8.0, 8.0),
            table(egui::Align2::LEFT_BOTTOM, panel + 8.0, -8.0),
        ]);
        let over_the_panel = [table(egui::Align2::LEFT_BOTTOM, 8.0, -8.0)];
        // Its size unfolded as last drawn so (a card folded by itself remembers it).
        let size = ctx
            .data(|d| d.get_temp::<egui::Vec2>(whole_id))
            .unwrap_or(egui::vec2(284.0, 200.0));
        let screen = ctx.content_rect();
        let clear = |size: egui::Vec2| {
            super::sight::first_clear(screen, size, keep, &places)
                .or_else(|| super::sight::first_clear(screen, size, keep, &over_the_panel))
        };
        // Folded, it is its title's row: as last drawn so (a long title wraps), at first
        // as tall as a button, and its margins.
        let title_row = ctx
            .data(|d| d.get_temp::<egui::Vec2>(folded_size_id))
            .unwrap_or(egui::vec2(
                size.x,
                ctx.global_style().spacing.interact_size.y + 26.0,
            ));
        let placed = if folded {
            clear(title_row)
        } else {
            clear(size).or_else(|| {
                folded = chosen.is_none();
                clear(title_row).filter(|_| folded)
            })
        };
        let least = if folded { title_row } else { size };
        let (align, at) =
            placed.unwrap_or_else(|| super::sight::clear_place(screen, least, keep, &places));
        (align, [at.x, at.y])
    };
    let shown = egui::Window::new(id)
        .title_bar(false)
        .resizable(false)
        .anchor(edge, offset)
        .frame(
            crate::theme::card()
                .fill(crate::theme::panel_opaque())
                .inner_margin(12)
                .stroke(egui::Stroke::new(1.0, crate::theme::BRASS)),
        )
        .show(ctx, |ui| {
            ui.set_max_width(crate::theme::fitting_width(ctx, 260.0, 40.0));
            ui.horizontal(|ui| {
                let arrow = if folded { "+" } else { "-" };
                // A fingertip's size on a phone, small beside a pointer.
                let fold = if crate::theme::finger_screen(ctx) {
                    let least = egui::Vec2::splat(ui.spacing().interact_size.y);
                    ui.add(egui::Button::new(arrow).min_size(least))
                } else {
                    ui.small_button(arrow)
                };
                if fold.clicked() {
                    ctx.data_mut(|d| d.insert_temp(folded_id, !folded));
                }
                // Wrapped, so that a long name keeps the card within its width.
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(title)
                            .strong()
                            .color(crate::theme::BRASS),
                    )
                    .wrap(),
                );
            });
            if !folded {
                add(ui);
            }
        });
    if let Some(shown) = shown {
        let size = shown.response.rect.size();
        let kept = if folded { folded_size_id } else { whole_id };
        ctx.data_mut(|d| d.insert_temp(kept, size));
    }
}

/// The label and loss of `decision`, in its label's colour.
fn verdict_line(ui: &mut egui::Ui, head: String, decision: &Decision) {
    ui.label(
        egui::RichText::new(format!(
            "{head} {} · {}",
            label_word(decision.label),
            loss_words(decision)
        ))
        .strong()
        .color(label_colour(decision.label)),
    );
}

fn lines(ui: &mut egui::Ui, head: String, lines: &[String]) {
    ui.label(egui::RichText::new(head).strong().color(INK));
    for line in lines {
        ui.label(egui::RichText::new(line).color(ink_dim()));
    }
}

/// What the review asks of the player from the table.
enum Asked {
    Nothing,
    TryAgain(usize),
    BackToReview,
}

/// The decision played again: before the choice, what it was then; after it, how the new
/// choice compares, and where to go next.
fn retry_ui(
    mut contexts: EguiContexts,
    sight: Res<super::sight::InSight>,
    retry: Res<Retry>,
    review: Option<Res<ReviewOf>>,
    mut commands: Commands,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let name = retry.from.name.as_str();
    let at = review.as_ref().and_then(|r| {
        r.review()?
            .decisions
            .iter()
            .position(|d| d.index == retry.from.index && d.seat == retry.from.seat)
    });
    let mut asked = Asked::Nothing;
    let title = t!(
        "review-retry-title",
        move = retry.from.index + 1,
        name = name
    );
    let keep = sight.in_points(ctx);
    corner_card(ctx, ("retry", retry.place), &keep, title, |ui| {
        verdict_line(ui, t!("review-then"), &retry.from.then);
        match &retry.now {
            None => {
                ui.label(egui::RichText::new(t!("review-retry-choose")).color(ink_dim()));
            }
            Some(Err(error)) => {
                ui.label(egui::RichText::new(error).color(ink_dim()));
            }
            Some(Ok(None)) => {
                ui.label(egui::RichText::new(t!("review-retry-unjudged")).color(ink_dim()));
            }
            Some(Ok(Some(now))) => {
                verdict_line(ui, t!("review-now"), now);
                if let Some((chosen, best)) = &retry.words {
                    lines(ui, t!("review-chosen"), chosen);
                    if now.label != codebreakers_review::Label::Good {
                        lines(ui, t!("review-best"), best);
                    }
                }
            }
        }
        ui.horizontal_wrapped(|ui| {
            if let Some(at) = at {
                if ui.button(t!("review-retry-again")).clicked() {
                    asked = Asked::TryAgain(at);
                }
                let later = review.as_ref().and_then(|r| {
                    let decisions = &r.review()?.decisions;
                    (at + 1..decisions.len()).find(|&k| {
                        decisions[k].label != codebreakers_review::Label::Good
                            && r.mine.contains(&decisions[k].seat)
                    })
                });
                if let Some(later) = later
                    && retry.now.is_some()
                    && ui.button(t!("review-retry-next")).clicked()
                {
                    asked = Asked::TryAgain(later);
                }
            }
            if ui.button(t!("review-back-to")).clicked() {
                asked = Asked::BackToReview;
            }
        });
    });
    act(
        asked,
        review.as_deref(),
        &mut commands,
        &mut setup,
        &mut next,
    );
    Ok(())
}

/// A moment of the review on the paused replay: whose decision, its label, the move made
/// and the best one.
fn moment_ui(
    mut contexts: EguiContexts,
    sight: Res<super::sight::InSight>,
    (moment, words): (Res<ReplayMoment>, Option<Res<MomentWords>>),
    review: Option<Res<ReviewOf>>,
    mut commands: Commands,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(review) = review else {
        return Ok(());
    };
    let Some((at, decision)) = review.review().and_then(|r| {
        r.decisions
            .iter()
            .enumerate()
            .find(|(_, d)| d.index == moment.shown && d.seat == moment.seat)
    }) else {
        return Ok(());
    };
    let names = review.save.names();
    let mut asked = Asked::Nothing;
    let title = t!(
        "review-moment-title",
        move = decision.index + 1,
        name = names.get(decision.seat.index()).map_or("", String::as_str)
    );
    let place = words
        .as_ref()
        .map_or((egui::Align2::RIGHT_BOTTOM, [-8.0, -8.0]), |words| {
            words.place
        });
    let keep = sight.in_points(ctx);
    corner_card(ctx, ("review-moment", place), &keep, title, |ui| {
        verdict_line(ui, String::new(), decision);
        if let Some(words) = words.as_ref().filter(|w| w.moment == *moment) {
            lines(ui, t!("review-chosen"), &words.chosen);
            lines(ui, t!("review-best"), &words.best);
        }
        let name = names.get(decision.seat.index()).map_or("", String::as_str);
        ui.label(
            egui::RichText::new(t!("review-moment-step", name = name))
                .size(13.0)
                .color(ink_dim()),
        );
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("review-try")).clicked() {
                asked = Asked::TryAgain(at);
            }
            if ui.button(t!("review-back-to")).clicked() {
                asked = Asked::BackToReview;
            }
        });
    });
    act(asked, Some(&review), &mut commands, &mut setup, &mut next);
    Ok(())
}

fn act(
    asked: Asked,
    review: Option<&ReviewOf>,
    commands: &mut Commands,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
) {
    match (asked, review) {
        (Asked::TryAgain(at), Some(review)) => {
            crate::review::try_again(commands, review, at, setup, next);
        }
        (Asked::BackToReview, _) => next.set(Screen::Review),
        _ => {}
    }
}

/// What `action` (as JSON) does where `decision` was made, as the log tells it to its seat.
pub fn told<G: AppGame>(
    save: &SaveFile,
    decision: &Decision,
    action: &serde_json::Value,
) -> Vec<String> {
    let Ok(timeline) = save.timeline::<G>() else {
        return Vec::new();
    };
    let mut state = timeline.start().clone();
    for step in timeline.steps().iter().take(decision.index) {
        if state.apply(step.seat, &step.action).is_err() {
            return Vec::new();
        }
    }
    let Ok(action) = serde_json::from_value::<G::Action>(action.clone()) else {
        return Vec::new();
    };
    let Ok(events) = state.apply(decision.seat, &action) else {
        return Vec::new();
    };
    let names = save.names();
    let quiet = G::quiet_action(&action, decision.seat, &names);
    quiet
        .into_iter()
        .chain(
            G::events_seen_by(&events, Some(decision.seat))
                .iter()
                .filter_map(|event| G::describe(event, &names)),
        )
        .map(|words: Words| crate::i18n::render(&words))
        .collect()
}
