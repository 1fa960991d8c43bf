//! Crack It's side panel and prompts (egui): the status, the buttons, the log, and the
//! prompts that answer a card (a Prohibition or not) or lay the combination down: windows
//! at the table's top right, or on a phone in the sheet or side panel. The table itself is
//! pieces ([`super::table`]).

use super::input::{Hand, Play};
use super::words::plays_words;
use crate::session::{GameId, InPlay};
use crate::t;
use crate::table::Match;
use crate::table::lesson::mark_button;
use crate::table::turn::TurnPhase;
use crate::table::view::{PanelShared, notes_ui, side_panel as table_side_panel, status_ui};
use crate::theme::ink_dim;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_crack_it::{Action, CrackIt, Mode, Observation, Phase, ResourceCard};
use codebreakers_kernel::SeatId;

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        table_ui.run_if(in_state(InPlay::Game(GameId::CrackIt))),
    );
}

/// The answer window's question: who plays what, whose chain it is, and how it stands.
fn window_prompt(view: &Observation, names: &[String]) -> Option<String> {
    let Phase::Window(window) = &view.phase else {
        return None;
    };
    let actor = &names[window.actor.index()];
    let chain = &window.chains[window.current];
    let mut lines = vec![crate::i18n::render(&plays_words(
        actor,
        &window.pending,
        names,
    ))];
    if let Some(r) = chain.protects {
        lines.push(t!("crack-it-chain-of", name = &names[r.index()]));
    }
    if !chain.prohibitions.is_empty() {
        let n = chain.prohibitions.len();
        lines.push(if n % 2 == 1 {
            t!("crack-it-chain-stopped", count = n)
        } else {
            t!("crack-it-chain-going", count = n)
        });
    }
    Some(lines.join(" "))
}

fn table_ui(
    mut contexts: EguiContexts,
    table: Res<Match<CrackIt>>,
    hand: Res<Hand>,
    (phase, came): (Res<State<TurnPhase>>, Res<crate::table::TurnCame>),
    mut shared: PanelShared,
    mut plays: MessageWriter<Play>,
    (area, sight): (
        Res<crate::table::pieces::TableArea>,
        Res<crate::table::sight::InSight>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = table.names();
    let view = table.view();
    let me = view.seat;
    let deciding = table.to_decide();
    let mine = table.screen_decides(*phase.get());
    // Prompts for the seat at the screen, at the right of the middle of the table: clear of
    // the rivals' safes along the top, your safe at the bottom left and your hand.
    let prompt_offset = egui::vec2(
        -12.0,
        super::table::prompt_top(*area, view.combinations.len(), me.index()),
    );
    // On a phone, either way round, the table has no room for a window, nor where the
    // window as last drawn would lie on a piece to touch (a large interface scale): the
    // prompts are in the sheet or the side panel, under what to do.
    let prompts_in_panel = crate::theme::finger_screen(ctx)
        || prompt_id(&view, &hand)
            .is_some_and(|id| prompt_would_cover(ctx, &sight.in_points(ctx), id));
    let may_answer = super::input::answer_settled(&came);
    if !may_answer {
        ctx.request_repaint();
    }

    table_side_panel(
        ctx,
        &GameId::CrackIt.name(),
        &mut shared,
        table.undoable(),
        &t!("crack-it-help"),
        |ui| {
            let mode = match view.mode {
                Mode::KingOfThieves => t!("crack-it-mode-thieves"),
                Mode::KingOfSafes => t!("crack-it-mode-safes", game = view.game),
            };
            ui.label(egui::RichText::new(mode).color(ink_dim()));
            if view.final_duel {
                ui.label(
                    egui::RichText::new(t!("crack-it-final-duel")).color(crate::theme::NOTE_RED),
                );
            }
            if view.mode == Mode::KingOfSafes {
                ui.label(
                    egui::RichText::new(t!(
                        "crack-it-bank",
                        infamy = view.bank_infamy,
                        prestige = view.bank_prestige
                    ))
                    .color(ink_dim()),
                );
            }
            ui.separator();
            let status = status_words(&view, &names, &deciding, mine);
            status_ui(ui, &status);
            if mine && prompts_in_panel {
                match &view.phase {
                    Phase::Window(_) => answer_prompt(ui, &view, &names, may_answer, &mut plays),
                    Phase::Arranging => arrange_prompt(ui, &hand, false, &mut plays),
                    _ => {}
                }
            }
            if mine && matches!(view.phase, Phase::ClueChoice { .. }) {
                ui.label(egui::RichText::new(t!("crack-it-clue-keys")).color(ink_dim()));
            }
            if mine && view.phase == Phase::Turn {
                if hand.ending && prompts_in_panel {
                    end_unplayed_prompt(ui, &mut plays);
                }
                turn_buttons(ui, &view, &hand, &mut plays);
            }
            notes_ui(ui, hand.message.as_ref(), hand.hint.as_ref());
        },
    );

    if mine && !prompts_in_panel {
        match &view.phase {
            Phase::Window(_) => {
                prompt_window(t!("crack-it-answer-title"), ANSWER, prompt_offset).show(ctx, |ui| {
                    answer_prompt(ui, &view, &names, may_answer, &mut plays)
                });
            }
            Phase::Arranging => {
                prompt_window(t!("crack-it-arrange-title"), ARRANGE, prompt_offset)
                    .show(ctx, |ui| arrange_prompt(ui, &hand, true, &mut plays));
            }
            Phase::Turn if hand.ending => {
                prompt_window(
                    t!("crack-it-end-unplayed-title"),
                    END_UNPLAYED,
                    prompt_offset,
                )
                .show(ctx, |ui| end_unplayed_prompt(ui, &mut plays));
            }
            _ => {}
        }
    }
    Ok(())
}

/// What the table waits for, told to the player at the screen.
fn status_words(view: &Observation, names: &[String], deciding: &[SeatId], mine: bool) -> String {
    let me = view.seat;
    match (&view.phase, mine) {
        (_, false) if deciding.is_empty() => t!("crack-it-status-over"),
        (Phase::Arranging, true) => {
            t!("crack-it-status-arrange", name = &names[me.index()])
        }
        (Phase::Window(_), true) => {
            t!("crack-it-status-answer", name = &names[me.index()])
        }
        (Phase::ClueChoice { .. }, true) => t!("crack-it-status-clue"),
        (Phase::Turn, true) if view.turn.bonus.is_some() => t!("crack-it-status-bonus"),
        (Phase::Turn, true) => t!("crack-it-status-turn", name = &names[me.index()]),
        (Phase::Arranging, false) => t!("crack-it-status-arranging"),
        (Phase::Window(_), false) => t!("crack-it-status-answers"),
        (_, false) => t!(
            "crack-it-status-playing",
            name = &names[view.current.index()]
        ),
        _ => String::new(),
    }
}

/// A turn's buttons: end the turn, discard instead, a hint, and play a card that needs no
/// target.
fn turn_buttons(
    ui: &mut egui::Ui,
    view: &Observation,
    hand: &Hand,
    plays: &mut MessageWriter<Play>,
) {
    ui.horizontal_wrapped(|ui| {
        if mark_button(
            ui.button(egui::RichText::new(t!("crack-it-end-turn")).strong()),
            "crack-it-end-turn",
        )
        .on_hover_text(t!("crack-it-key-enter"))
        .clicked()
        {
            plays.write(Play::Act(Action::EndTurn));
        }
        if !view.turn.used {
            if hand.discarding.is_none() {
                if mark_button(
                    ui.button(t!("crack-it-discard-instead")),
                    "crack-it-discard-instead",
                )
                .on_hover_text(t!("crack-it-discard-instead-why"))
                .clicked()
                {
                    plays.write(Play::DiscardMode);
                }
            } else if mark_button(
                ui.button(t!("crack-it-discard-ticked")),
                "crack-it-discard-ticked",
            )
            .clicked()
            {
                plays.write(Play::Act(Action::Discard {
                    cards: hand.discarding.clone().unwrap_or_default(),
                }));
            }
        }
        if ui
            .button(t!("crack-it-hint-button"))
            .on_hover_text(t!("crack-it-hint-button-why"))
            .clicked()
        {
            plays.write(Play::Hint);
        }
        if let Some(i) = hand.selected
            && matches!(
                view.hand.get(usize::from(i)),
                Some(ResourceCard::Reset | ResourceCard::MasterCrackIt)
            )
            && mark_button(ui.button(t!("crack-it-play-it")), "crack-it-play-it").clicked()
        {
            plays.write(Play::At(None));
        }
    });
}

/// The ids of the prompts, whether a window or the panel shows them (the same in every
/// language).
const ANSWER: &str = "crack-it-answer";
const ARRANGE: &str = "crack-it-arrange";
const END_UNPLAYED: &str = "crack-it-end-unplayed";

/// Whether the turn is to end with no card played: asked once, and answered by a click or
/// by Enter (end it) or Backspace (keep playing) once the question has been seen.
fn end_unplayed_prompt(ui: &mut egui::Ui, plays: &mut MessageWriter<Play>) {
    let settled = crate::theme::window_settled(ui.ctx(), egui::Id::new(END_UNPLAYED));
    ui.label(egui::RichText::new(t!("crack-it-end-unplayed")).size(18.0));
    ui.horizontal_wrapped(|ui| {
        if mark_button(
            ui.button(egui::RichText::new(t!("crack-it-end-unplayed-yes")).strong()),
            "crack-it-end-unplayed-yes",
        )
        .on_hover_text(t!("crack-it-key-enter"))
        .clicked()
            && settled
        {
            plays.write(Play::Act(Action::EndTurn));
        }
        if ui
            .button(t!("crack-it-end-unplayed-no"))
            .on_hover_text(t!("crack-it-key-backspace"))
            .clicked()
            && settled
        {
            plays.write(Play::KeepPlaying);
        }
    });
}

/// The answer to a card played on this seat: a Prohibition, or let it be.
fn answer_prompt(
    ui: &mut egui::Ui,
    view: &Observation,
    names: &[String],
    settled: bool,
    plays: &mut MessageWriter<Play>,
) {
    // A click meant for a card as the prompt appeared is not an answer, and no answer is
    // taken before the window has been up its least time, whatever the seat holds.
    ui.label(egui::RichText::new(window_prompt(view, names).unwrap_or_default()).size(18.0));
    ui.horizontal_wrapped(|ui| {
        let prohibition = view
            .hand
            .iter()
            .position(|&c| c == ResourceCard::Prohibition);
        if mark_button(
            ui.add_enabled(
                prohibition.is_some() && settled,
                egui::Button::new(egui::RichText::new(t!("crack-it-prohibit")).strong()),
            ),
            "crack-it-prohibit",
        )
        .on_hover_text(t!("crack-it-key-space"))
        .clicked()
            && settled
            && let Some(i) = prohibition
        {
            plays.write(Play::Act(Action::Prohibit { card: i as u8 }));
        }
        if mark_button(
            ui.add_enabled(settled, egui::Button::new(t!("crack-it-let-it-be"))),
            "crack-it-let-it-be",
        )
        .on_hover_text(t!("crack-it-key-enter"))
        .clicked()
            && settled
        {
            plays.write(Play::Act(Action::Pass));
        }
    });
}

/// The least screen height (logical pixels) at which the panel or sheet reminds how a combination
/// is laid (`crack-it-arrange-how`).
const REMINDER_LEAST_SCREEN: f32 = 700.0;

/// Laying the combination down in the order arranged on the table, and (in a window, away
/// from the panel's what to do) how to arrange it. The rule's reminder is left out on a
/// short screen, whose height keeps Lay down and the table in sight.
fn arrange_prompt(ui: &mut egui::Ui, hand: &Hand, how: bool, plays: &mut MessageWriter<Play>) {
    let settled = crate::theme::window_settled(ui.ctx(), egui::Id::new(ARRANGE));
    // The rule's reminder is left out on a short screen (a phone on its side, a 360x640
    // phone held upright): the sheet or panel keeps its room for Lay down and the table.
    let short = ui.ctx().content_rect().height() * ui.ctx().zoom_factor() < REMINDER_LEAST_SCREEN;
    if how || !short {
        ui.label(t!("crack-it-arrange-how"));
    }
    if how {
        ui.label(egui::RichText::new(t!("crack-it-arrange-drag")).color(ink_dim()));
    }
    if mark_button(
        ui.button(egui::RichText::new(t!("crack-it-lay-down")).strong()),
        "crack-it-lay-down",
    )
    .on_hover_text(t!("crack-it-key-enter"))
    .clicked()
        && settled
    {
        plays.write(Play::Act(Action::Arrange { order: hand.order }));
    }
}

/// The id of the window the phase asks the seat at the screen to answer, if any.
fn prompt_id(view: &Observation, hand: &Hand) -> Option<&'static str> {
    match view.phase {
        Phase::Window(_) => Some(ANSWER),
        Phase::Arranging => Some(ARRANGE),
        Phase::Turn if hand.ending => Some(END_UNPLAYED),
        _ => None,
    }
}

/// Whether the prompt window `id`, where it was last drawn (anchored as [`prompt_window`]
/// anchors it, and kept within the screen by egui), lay on any of the pieces of `keep`
/// (egui points).
fn prompt_would_cover(ctx: &egui::Context, keep: &[egui::Rect], id: &'static str) -> bool {
    let Some(drawn) = ctx.memory(|m| m.area_rect(egui::Id::new(id))) else {
        return false;
    };
    let place = [(egui::Align2::LEFT_TOP, drawn.min.to_vec2())];
    crate::table::sight::first_clear(ctx.content_rect(), drawn.size(), keep, &place).is_none()
}

/// A window asking the player for a choice, at the table's top right (`offset` clears the
/// rivals' safes); its id stays the same in every language.
fn prompt_window(title: String, id: &'static str, offset: egui::Vec2) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .default_width(360.0)
        .anchor(egui::Align2::RIGHT_TOP, offset)
}
