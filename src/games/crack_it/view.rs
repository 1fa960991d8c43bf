//! Crack It's side panel and prompts (egui): the status, the buttons, the log, and the
//! windows that answer a card (a Prohibition or not), take a Clue's dial card, or lay the
//! combination down. The table itself is pieces ([`super::table`]).

use super::{Hand, Play, aimable};
use crate::screens::Screen;
use crate::table::Match;
use crate::table::turn::TurnPhase;
use crate::table::view::{PanelShared, side_panel as table_side_panel};
use crate::theme::INK_DIM;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_crack_it::{
    Action, ClueSource, CrackIt, Mode, Observation, Pending, Phase, ResourceCard,
};
use codebreakers_kernel::Game;

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        table_ui.run_if(in_state(Screen::Playing).and_then(resource_exists::<Match<CrackIt>>)),
    );
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
    phase: Res<State<TurnPhase>>,
    mut shared: PanelShared,
    mut plays: MessageWriter<Play>,
    area: Res<crate::table::pieces::TableArea>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = table.names();
    let view = table.view();
    let me = view.seat;
    let deciding = table.game.to_decide();
    let mine = table.screen_decides(*phase.get());

    table_side_panel(
        ctx,
        "Crack It",
        &mut shared,
        table.undoable(),
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
                            Some(ResourceCard::Reset | ResourceCard::MasterCrackIt)
                        )
                        && ui.button("Play it").clicked()
                    {
                        plays.write(Play::At(None));
                    }
                });
            }
        },
    );

    // Prompts for the seat at the screen, at the right of the middle of the table: clear of
    // the rivals' safes along the top, your safe at the bottom left and your hand.
    let prompt_offset = egui::vec2(
        -12.0,
        super::table::prompt_top(area.0, view.combinations.len(), me.index()),
    );
    if mine {
        match &view.phase {
            Phase::Window(_) => {
                egui::Window::new("Answer")
                    .collapsible(false)
                    .resizable(false)
                    .default_width(360.0)
                    .anchor(egui::Align2::RIGHT_TOP, prompt_offset)
                    .show(ctx, |ui| {
                        ui.label(
                            egui::RichText::new(window_prompt(&view, &names).unwrap_or_default())
                                .size(18.0),
                        );
                        ui.horizontal(|ui| {
                            let prohibition = view
                                .hand
                                .iter()
                                .position(|&c| c == ResourceCard::Prohibition);
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
                egui::Window::new("Clue").collapsible(false).resizable(false).default_width(360.0).anchor(egui::Align2::RIGHT_TOP, prompt_offset).show(ctx, |ui| {
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
                egui::Window::new("Your combination").collapsible(false).resizable(false).default_width(360.0).anchor(egui::Align2::RIGHT_TOP, prompt_offset).show(ctx, |ui| {
                    ui.label("Lay your three cards face down, left to right. Rivals crack them from the left.");
                    ui.label(egui::RichText::new("Drag a card of your safe to its place, or click two to swap them.").color(INK_DIM));
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
