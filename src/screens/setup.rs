//! Seat setup: who plays each seat, and the game's options.

use super::{GameId, MatchSetup, Screen, SeatChoice};
use crate::theme::{BRASS, INK_DIM};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use codebreakers_code_breaker::{Mode, Options};
use codebreakers_kernel::{BotLevel, SeatId, SeatKind};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CodeBreakerChoices>().add_systems(
        EguiPrimaryContextPass,
        setup_ui.run_if(in_state(Screen::Setup)),
    );
}

/// Who makes the first code.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum FirstMaker {
    Seat(u8),
    #[default]
    Random,
}

/// The options chosen for each game.
#[derive(Resource, Default)]
struct CodeBreakerChoices {
    mode: Mode,
    first_maker: FirstMaker,
    crack_it: codebreakers_crack_it::Mode,
    passcode: codebreakers_passcode::Options,
}

/// The seat kinds a player can pick, in menu order.
const KINDS: [SeatKind; 4] = [
    SeatKind::Human,
    SeatKind::Computer(BotLevel::Easy),
    SeatKind::Computer(BotLevel::Normal),
    SeatKind::Computer(BotLevel::Hard),
];

fn kind_label(kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => "Human",
        SeatKind::Computer(BotLevel::Easy) => "Computer - easy",
        SeatKind::Computer(BotLevel::Normal) => "Computer - normal",
        SeatKind::Computer(BotLevel::Hard) => "Computer - hard",
    }
}

fn is_default_name(name: &str) -> bool {
    let name = name.trim();
    name.is_empty()
        || ["You", "Computer"].contains(&name)
        || (1..=6).any(|n| name == format!("Player {n}") || name == format!("Computer {n}"))
}

fn default_name(kind: SeatKind, seat: usize) -> String {
    match kind {
        SeatKind::Human => format!("Player {}", seat + 1),
        SeatKind::Computer(_) => format!("Computer {}", seat + 1),
    }
}

fn setup_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<MatchSetup>,
    mut choices: ResMut<CodeBreakerChoices>,
    time: Res<Time<Real>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let back = crate::theme::going_back(ctx);
    crate::theme::menu_screen(ctx, |ui| {
        ui.add_space(36.0);
        ui.label(
            egui::RichText::new(setup.game.name())
                .size(40.0)
                .color(BRASS),
        );
        ui.label(egui::RichText::new("Seats and options").color(INK_DIM));
        ui.add_space(16.0);
        crate::theme::card().show(ui, |ui| {
            ui.set_width(640.0);
            egui::Grid::new("seats")
                .num_columns(3)
                .spacing([16.0, 14.0])
                .show(ui, |ui| {
                    for (i, seat) in setup.seats.iter_mut().enumerate() {
                        ui.label(
                            egui::RichText::new(format!("Seat {}", i + 1))
                                .color(crate::theme::seat_colour32(i))
                                .strong(),
                        );
                        ui.add_sized(
                            [200.0, 32.0],
                            egui::TextEdit::singleline(&mut seat.name).char_limit(16),
                        );
                        let before = seat.kind;
                        egui::ComboBox::from_id_salt(("seat-kind", i))
                            .width(220.0)
                            .selected_text(kind_label(seat.kind))
                            .show_ui(ui, |ui| {
                                for kind in KINDS {
                                    ui.selectable_value(&mut seat.kind, kind, kind_label(kind));
                                }
                            });
                        // A name the player did not type follows the seat's kind.
                        if seat.kind != before && is_default_name(&seat.name) {
                            seat.name = default_name(seat.kind, i);
                        }
                        ui.end_row();
                    }
                });
            let range = setup.game.seats();
            if range.start() != range.end() {
                ui.horizontal(|ui| {
                    let count = setup.seats.len();
                    if ui
                        .add_enabled(count < *range.end(), egui::Button::new("Add a seat"))
                        .clicked()
                    {
                        let kind = SeatKind::Computer(BotLevel::Normal);
                        setup.seats.push(SeatChoice {
                            name: default_name(kind, count),
                            kind,
                        });
                        // With more than one computer, the lone "Computer" gets its number.
                        for (i, seat) in setup.seats.iter_mut().enumerate() {
                            if seat.name.trim() == "Computer" {
                                seat.name = default_name(seat.kind, i);
                            }
                        }
                    }
                    if ui
                        .add_enabled(count > *range.start(), egui::Button::new("Remove the last"))
                        .clicked()
                    {
                        setup.seats.pop();
                    }
                    ui.label(
                        egui::RichText::new(format!("{} to {} seats", range.start(), range.end()))
                            .color(INK_DIM),
                    );
                });
                if setup.game == GameId::CodeKnacker && setup.seats.len() == 1 {
                    ui.label(
                        egui::RichText::new(
                            "Solo: a card leaves the game after each turn; beat your best score.",
                        )
                        .color(INK_DIM),
                    );
                }
            }
            if setup.game == GameId::CrackIt {
                use codebreakers_crack_it::Mode as CrackMode;
                ui.separator();
                ui.horizontal(|ui| {
                    ui.label("Mode:");
                    ui.radio_value(&mut choices.crack_it, CrackMode::KingOfThieves, "King of Thieves");
                    ui.radio_value(&mut choices.crack_it, CrackMode::KingOfSafes, "King of Safes");
                });
                let seats = choices.crack_it.seats();
                ui.label(
                    egui::RichText::new(match choices.crack_it {
                        CrackMode::KingOfThieves => format!(
                            "The last safe still closed wins. {} to {} players.",
                            seats.start(),
                            seats.end()
                        ),
                        CrackMode::KingOfSafes => format!(
                            "Two games scored with prestige (+2) and infamy (-1). {} to {} players.",
                            seats.start(),
                            seats.end()
                        ),
                    })
                    .color(INK_DIM),
                );
            }
            if setup.game == GameId::Passcode {
                ui.separator();
                ui.checkbox(
                    &mut choices.passcode.any_order,
                    "Shorter: the digits of a code may be played in any order",
                );
                ui.horizontal(|ui| {
                    ui.label("Codes to break:");
                    for n in 1..=4u8 {
                        ui.radio_value(&mut choices.passcode.codes, n, n.to_string());
                    }
                });
            }
            if setup.game == GameId::CodeBreaker {
                ui.separator();
                ui.horizontal(|ui| {
                    ui.label("Game:");
                    ui.radio_value(&mut choices.mode, Mode::Standard, "Standard");
                    ui.radio_value(&mut choices.mode, Mode::Advanced, "Advanced");
                });
                ui.label(
                    egui::RichText::new(match choices.mode {
                        Mode::Standard => "Codes and guesses use five different colours.",
                        Mode::Advanced => "Codes may repeat colours and leave holes empty.",
                    })
                    .color(INK_DIM),
                );
                ui.horizontal(|ui| {
                    ui.label("First code made by:");
                    let names: Vec<String> = setup.seats.iter().map(|s| s.name.clone()).collect();
                    ui.radio_value(
                        &mut choices.first_maker,
                        FirstMaker::Seat(0),
                        names[0].as_str(),
                    );
                    ui.radio_value(
                        &mut choices.first_maker,
                        FirstMaker::Seat(1),
                        names[1].as_str(),
                    );
                    ui.radio_value(&mut choices.first_maker, FirstMaker::Random, "Draw lots");
                });
            }
        });
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 440.0) / 2.0);
            if ui
                .add_sized([200.0, 48.0], egui::Button::new("Back"))
                .clicked()
                || back
            {
                next.set(Screen::ChooseGame);
            }
            ui.add_space(20.0);
            let fits = setup.game != GameId::CrackIt
                || choices.crack_it.seats().contains(&setup.seats.len());
            let start = ui
                .add_enabled_ui(fits, |ui| {
                    ui.add_sized(
                        [200.0, 48.0],
                        egui::Button::new(egui::RichText::new("Start").size(24.0).strong()),
                    )
                })
                .inner
                .on_disabled_hover_text("This mode needs a different number of seats.");
            if !ctx.memory(|m| m.focused().is_some()) {
                start.request_focus();
            }
            if start.clicked() {
                let seed = time.elapsed().as_nanos() as u64 ^ 0x5EED_C0DE;
                for (i, seat) in setup.seats.iter_mut().enumerate() {
                    if seat.name.trim().is_empty() {
                        seat.name = format!("Player {}", i + 1);
                    }
                }
                let first_maker = match choices.first_maker {
                    FirstMaker::Seat(s) => s,
                    FirstMaker::Random => (seed >> 7) as u8 & 1,
                };
                let options = Options {
                    mode: choices.mode,
                    first_maker: SeatId(first_maker),
                };
                setup.options = match setup.game {
                    GameId::CodeBreaker => serde_json::to_value(options).unwrap_or_default(),
                    GameId::CrackIt => serde_json::to_value(codebreakers_crack_it::Options {
                        mode: choices.crack_it,
                    })
                    .unwrap_or_default(),
                    GameId::Passcode => serde_json::to_value(choices.passcode).unwrap_or_default(),
                    _ => serde_json::Value::Null,
                };
                setup.seed = seed;
                next.set(Screen::Playing);
            }
        });
    });
    Ok(())
}
