//! The Play online screen: the server (or hosting on this computer), creating a match,
//! joining or watching one by its code, my matches, and the waiting room with the invite.

use super::book::{HeldSeat, OnlineBook};
use super::work::{Answer, Ask, LobbyWork};
use crate::session::{GameId, MatchSetup, Screen};
use crate::t;
use crate::table::online_status::time_words;
use crate::table::remote::{OnlineFrom, OnlineRefused, ReopenAs};
use crate::theme::{BRASS, ink_dim};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use codebreakers_kernel::{BotLevel, SeatId};
use codebreakers_protocol::{
    Clock, CreateMatch, MatchSummary, PROTOCOL_VERSION, PlayerName, SeatChoice, WhenLate,
};

/// Seconds between two looks at who has joined, in the waiting room.
const LOOK_AGAIN_SECONDS: f64 = 2.0;

/// What the lobby shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Page {
    #[default]
    Lobby,
    /// A seat taken, its match not yet full or not yet opened: the invite and who has joined.
    Waiting(HeldSeat),
}

/// How long a move may take, as chosen at creation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ClockChoice {
    #[default]
    None,
    Minutes(u32),
    Days(u32),
}

impl ClockChoice {
    fn clock(self) -> Option<Clock> {
        let seconds = match self {
            ClockChoice::None => return None,
            ClockChoice::Minutes(n) => u64::from(n) * 60,
            ClockChoice::Days(n) => u64::from(n) * 24 * 60 * 60,
        };
        Some(Clock {
            per_move_seconds: seconds,
            when_late: WhenLate::Computer,
            level: Some(BotLevel::Normal),
        })
    }

    fn words(self) -> String {
        match self {
            ClockChoice::None => t!("online-clock-none"),
            ClockChoice::Minutes(n) => t!("online-clock-minutes", count = n),
            ClockChoice::Days(n) => t!("online-clock-days", count = n),
        }
    }
}

/// What the lobby keeps between frames: the choices made, the last answers.
#[derive(Resource, Debug)]
pub struct OnlineScreen {
    pub page: Page,
    /// The server's address, as typed.
    pub server: String,
    pub game: GameId,
    /// Who plays each seat of the match to create (the first is always "me").
    pub seats: Vec<SeatChoice>,
    pub clock: ClockChoice,
    /// The options chosen for each game (its setup choices, as JSON), as at a local setup.
    pub choices: std::collections::HashMap<GameId, serde_json::Value>,
    /// The invite code typed to join or watch.
    pub code: String,
    /// My matches on the server, as last listed.
    pub matches: Vec<MatchSummary>,
    /// Where "your turn" notices go besides the game (an `http://` address), as typed.
    pub webhook: String,
    /// The name the player gives online, as typed (kept in the settings).
    pub name: String,
    /// What to tell the player: a refusal, the server out of reach.
    pub message: Option<String>,
    /// The message says the server cannot be reached: it goes as soon as the server
    /// answers (or another server is chosen, or one is hosted here).
    pub message_unreachable: bool,
    /// The server answered the list of my matches (so "no matches" is true of it).
    pub reached: bool,
    /// When who has joined was last asked (the app's seconds).
    pub asked_at: f64,
    pub copied: bool,
}

impl Default for OnlineScreen {
    fn default() -> Self {
        OnlineScreen {
            page: Page::Lobby,
            server: default_server(),
            game: GameId::CodeBreaker,
            seats: vec![SeatChoice::Me, SeatChoice::Open],
            clock: ClockChoice::None,
            choices: Default::default(),
            code: String::new(),
            matches: Vec::new(),
            webhook: String::new(),
            name: String::new(),
            message: None,
            message_unreachable: false,
            reached: false,
            asked_at: f64::NEG_INFINITY,
            copied: false,
        }
    }
}

/// The server the lobby starts with: in the browser the one that served the page, on the
/// desktop one on this computer (hosted, or started apart on its default port).
pub fn default_server() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(origin) = web_sys::window().and_then(|w| w.location().origin().ok()) {
        return origin;
    }
    "http://127.0.0.1:7878".to_string()
}

impl OnlineScreen {
    /// The webhook typed, if any: the server checks it (and says why it refuses one).
    pub fn webhook(&self) -> Option<String> {
        let typed = self.webhook.trim();
        (!typed.is_empty()).then(|| typed.to_string())
    }

    /// The message goes: what it spoke of has changed.
    fn forget_the_message(&mut self) {
        self.message = None;
        self.message_unreachable = false;
    }

    /// Another server is chosen: what was said of the last one, and its list, go.
    fn server_changed(&mut self) {
        self.matches.clear();
        self.reached = false;
        self.asked_at = f64::NEG_INFINITY;
        if self.message_unreachable {
            self.forget_the_message();
        }
    }

    /// The lobby as the title opens it: its first page, my matches listed anew.
    pub fn open_from_the_title(&mut self) {
        self.page = Page::Lobby;
        self.forget_the_message();
        self.asked_at = f64::NEG_INFINITY;
    }

    /// The options the game's choices make, any lots drawn from `seed`.
    fn options(&self, seed: u64) -> serde_json::Value {
        let null = serde_json::Value::Null;
        let choices = self.choices.get(&self.game).unwrap_or(&null);
        crate::games::options_of(self.game, choices, seed)
    }

    /// The request creating the match chosen, any lots drawn from `seed`.
    pub fn create_request(&self, seed: u64) -> CreateMatch {
        CreateMatch {
            version: PROTOCOL_VERSION,
            game: self.game.id().to_string(),
            options: self.options(seed),
            seats: self.seats.clone(),
            clock: self.clock.clock(),
            webhook: self.webhook(),
            name: self.player_name(),
        }
    }

    /// The name the player gives online, if what is typed is one (not a pronoun:
    /// [`crate::session::is_a_pronoun`]). Creating or joining a match waits for it.
    pub fn player_name(&self) -> Option<PlayerName> {
        self.name
            .parse()
            .ok()
            .filter(|_| !crate::session::is_a_pronoun(&self.name))
    }
}

/// Opens the online match `from` (a seat's, or a spectator's) of `game` at the table.
pub fn open_the_table(
    commands: &mut Commands,
    setup: &mut MatchSetup,
    next: &mut NextState<Screen>,
    game: &str,
    from: OnlineFrom,
) {
    let Some(game) = GameId::of_id(game) else {
        return;
    };
    setup.game = game;
    commands.insert_resource(from);
    next.set(Screen::Playing);
}

/// The table of a seat held.
pub fn seat_at_table(seat: &HeldSeat) -> OnlineFrom {
    OnlineFrom {
        server: seat.server.clone(),
        code: seat.code.clone(),
        token: Some(seat.token.clone()),
        last_seq: seat.last_seq,
    }
}

/// A spectator's table of the match `code` on `server`.
pub fn watching(server: &str, code: &str) -> OnlineFrom {
    OnlineFrom {
        server: server.to_string(),
        code: code.to_string(),
        token: None,
        last_seq: None,
    }
}

/// A match opened as another game than its own is opened again as its own.
pub fn reopen(
    reopen: Option<Res<ReopenAs>>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let Some(reopen) = reopen else { return };
    commands.remove_resource::<ReopenAs>();
    let ReopenAs { game, from } = reopen.clone();
    open_the_table(&mut commands, &mut setup, &mut next, &game, from);
}

/// Takes the lobby's answers: a seat taken goes to the waiting room and is remembered.
pub fn take_answers(
    mut work: ResMut<LobbyWork>,
    mut screen: ResMut<OnlineScreen>,
    mut book: ResMut<OnlineBook>,
    refused: Option<Res<OnlineRefused>>,
    mut commands: Commands,
) {
    if let Some(refused) = refused {
        screen.message = Some(t!("online-failed", why = refused.0.as_str()));
        screen.message_unreachable = false;
        commands.remove_resource::<OnlineRefused>();
    }
    let Some((server, answer)) = work.answer() else {
        return;
    };
    let seat = match answer {
        Answer::Created(created) => HeldSeat {
            server,
            code: created.code.to_string(),
            game: screen.game.id().to_string(),
            seat: created.seat,
            token: created.token,
            last_seq: None,
        },
        Answer::Joined(joined) => HeldSeat {
            server,
            code: joined.code.to_string(),
            game: joined.game,
            seat: joined.seat,
            token: joined.token,
            last_seq: None,
        },
        Answer::Matches(matches) => {
            screen.matches = matches;
            screen.reached = true;
            // The server answered: that it could not be reached is no longer so.
            if screen.message_unreachable {
                screen.forget_the_message();
            }
            return;
        }
        Answer::Failed { unreachable, why } => {
            screen.message = Some(if unreachable {
                t!("online-unreachable", why = why)
            } else {
                t!("online-failed", why = why)
            });
            screen.message_unreachable = unreachable;
            if unreachable {
                screen.reached = false;
            }
            return;
        }
    };
    book.remember(seat.clone());
    screen.forget_the_message();
    screen.copied = false;
    screen.asked_at = f64::NEG_INFINITY;
    screen.page = Page::Waiting(seat);
}

/// In the waiting room, who has joined is asked again every few seconds; in the lobby, my
/// matches when it opens.
pub fn look_again(
    mut work: ResMut<LobbyWork>,
    mut screen: ResMut<OnlineScreen>,
    book: Res<OnlineBook>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed_secs_f64();
    if work.busy() || now - screen.asked_at < LOOK_AGAIN_SECONDS {
        return;
    }
    let (server, tokens) = match &screen.page {
        Page::Waiting(seat) => (seat.server.clone(), vec![seat.token.clone()]),
        // The lobby lists my matches once, and again when asked.
        Page::Lobby if screen.asked_at.is_finite() => return,
        Page::Lobby => (screen.server.clone(), book.tokens_on(&screen.server)),
    };
    screen.asked_at = now;
    if !tokens.is_empty() {
        work.ask(&server, Ask::MyMatches { tokens });
    }
}

/// At the results of an online match, the server is asked every few seconds whether a
/// rematch is offered (the match's socket closed with its end).
pub fn ask_about_the_rematch(
    result: Option<Res<crate::session::MatchResult>>,
    mut work: ResMut<LobbyWork>,
    mut screen: ResMut<OnlineScreen>,
    book: Res<OnlineBook>,
    time: Res<Time<Real>>,
) {
    let Some(place) = result.as_ref().and_then(|result| result.online.as_ref()) else {
        return;
    };
    let now = time.elapsed_secs_f64();
    if work.busy() || now - screen.asked_at < LOOK_AGAIN_SECONDS {
        return;
    }
    let Some(held) = book.seat_in(&place.server, &place.code) else {
        return;
    };
    screen.asked_at = now;
    let tokens = vec![held.token.clone()];
    work.ask(&place.server, Ask::MyMatches { tokens });
}

/// The lobby's bundle of what it changes.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Lobby<'w, 's> {
    pub screen: ResMut<'w, OnlineScreen>,
    pub work: ResMut<'w, LobbyWork>,
    pub book: Res<'w, OnlineBook>,
    pub setup: ResMut<'w, MatchSetup>,
    pub next: ResMut<'w, NextState<Screen>>,
    #[cfg(not(target_arch = "wasm32"))]
    pub host: ResMut<'w, super::host::HostedServer>,
    pub commands: Commands<'w, 's>,
}

pub fn online_ui(mut contexts: EguiContexts, mut lobby: Lobby) -> Result {
    let ctx = contexts.ctx_mut()?;
    if crate::theme::going_back(ctx) {
        go_back(&mut lobby);
    }
    crate::theme::menu_screen(ctx, |ui| {
        ui.add_space(24.0);
        ui.label(
            egui::RichText::new(t!("online-title"))
                .size(44.0)
                .strong()
                .color(BRASS),
        );
        ui.add_space(12.0);
        message_line(ui, lobby.screen.message.as_deref());
        match lobby.screen.page.clone() {
            Page::Lobby => lobby_page(ui, &mut lobby),
            Page::Waiting(seat) => waiting_room(ui, &mut lobby, &seat),
        }
    });
    Ok(())
}

/// The height kept for the lobby's message, said or not: a message moves nothing (a click
/// meant for a button lands on it).
const MESSAGE_ROOM: f32 = 24.0;

/// The lobby's message, on one line of its own (cut short, whole on hover).
fn message_line(ui: &mut egui::Ui, message: Option<&str>) {
    let room = egui::vec2(ui.available_width(), MESSAGE_ROOM);
    ui.allocate_ui_with_layout(room, egui::Layout::top_down(egui::Align::Center), |ui| {
        ui.set_min_size(room);
        if let Some(message) = message {
            ui.add(
                egui::Label::new(
                    egui::RichText::new(message)
                        .size(16.0)
                        .color(crate::theme::NOTE_RED),
                )
                .truncate(),
            )
            .on_hover_text(message);
        }
    });
}

fn go_back(lobby: &mut Lobby) {
    match lobby.screen.page {
        Page::Lobby => lobby.next.set(Screen::Title),
        Page::Waiting(_) => {
            lobby.screen.page = Page::Lobby;
            lobby.screen.asked_at = f64::NEG_INFINITY;
        }
    }
}

/// The width of one column of the lobby's cards.
const COLUMN: f32 = 480.0;

/// Create in one column (its options make it the tallest, and it must fit a small
/// window), join, the server, my matches and Back in the other; one column under the
/// other on a narrow window.
fn lobby_page(ui: &mut egui::Ui, lobby: &mut Lobby) {
    let gap = 16.0;
    let width = ui.available_width();
    if width >= 2.0 * COLUMN + gap + 20.0 {
        ui.horizontal_top(|ui| {
            ui.add_space((width - 2.0 * COLUMN - gap) / 2.0);
            ui.vertical(|ui| {
                ui.set_width(COLUMN);
                create_card(ui, lobby);
            });
            ui.add_space(gap);
            ui.vertical(|ui| {
                ui.set_width(COLUMN);
                join_card(ui, lobby);
                ui.add_space(10.0);
                server_card(ui, lobby);
                ui.add_space(10.0);
                my_matches_card(ui, lobby);
                // Beside the longer column, where the window's foot does not hide it.
                ui.add_space(12.0);
                back_button(ui, lobby);
            });
        });
    } else {
        ui.allocate_ui(egui::vec2(COLUMN.min(width - 20.0), 0.0), |ui| {
            server_card(ui, lobby);
            ui.add_space(10.0);
            create_card(ui, lobby);
            ui.add_space(10.0);
            join_card(ui, lobby);
            ui.add_space(10.0);
            my_matches_card(ui, lobby);
        });
        ui.add_space(12.0);
        back_button(ui, lobby);
    }
}

fn back_button(ui: &mut egui::Ui, lobby: &mut Lobby) {
    if ui
        .add_sized([200.0, 40.0], egui::Button::new(t!("online-back")))
        .clicked()
    {
        go_back(lobby);
    }
}

fn heading(ui: &mut egui::Ui, key: &'static str) {
    let _ = named_heading(ui, key);
}

/// A card's heading, for the field under it to be named by.
fn named_heading(ui: &mut egui::Ui, key: &'static str) -> egui::Response {
    ui.label(
        egui::RichText::new(crate::i18n::render(&codebreakers_kernel::Words::new(key)))
            .size(22.0)
            .color(BRASS),
    )
}

fn server_card(ui: &mut egui::Ui, lobby: &mut Lobby) {
    crate::theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        name_field(ui, &mut lobby.screen.name);
        let named = named_heading(ui, "online-server");
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut lobby.screen.server)
                    .desired_width(f32::INFINITY)
                    .min_size(egui::vec2(0.0, ui.spacing().interact_size.y))
                    .hint_text("http://192.168.1.5:7878"),
            )
            .labelled_by(named.id);
        if field.changed() {
            lobby.screen.server_changed();
        }
        let named = ui.label(egui::RichText::new(t!("online-webhook")).color(ink_dim()));
        ui.add(
            egui::TextEdit::singleline(&mut lobby.screen.webhook)
                .desired_width(f32::INFINITY)
                .min_size(egui::vec2(0.0, ui.spacing().interact_size.y))
                .hint_text("http://"),
        )
        .labelled_by(named.id);
        #[cfg(not(target_arch = "wasm32"))]
        if !lobby.host.running() && ui.button(t!("online-host")).clicked() {
            lobby.host.start();
            if let Some(address) = lobby.host.lobby_address() {
                lobby.screen.server = address;
                lobby.screen.server_changed();
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            match &lobby.host.address {
                Some(address) => {
                    ui.label(t!("online-hosting", address = address.as_str()));
                }
                None if lobby.host.running() => {
                    ui.label(t!("online-hosting-no-network"));
                }
                None => {}
            }
            if let Some(why) = &lobby.host.failed {
                ui.colored_label(
                    crate::theme::NOTE_RED,
                    t!("online-host-failed", why = why.as_str()),
                );
            }
        }
    });
}

/// The player's name, on one line, and under it why what is typed is not one yet: creating
/// or joining a match waits for a name.
fn name_field(ui: &mut egui::Ui, name: &mut String) {
    ui.horizontal(|ui| {
        let named = ui.label(t!("online-your-name"));
        ui.add(
            egui::TextEdit::singleline(name)
                .char_limit(PlayerName::MAX_CHARS + 8)
                .min_size(egui::vec2(0.0, ui.spacing().interact_size.y))
                .desired_width(200.0)
                .hint_text(t!("online-your-name-hint")),
        )
        .labelled_by(named.id);
    });
    if name.trim().is_empty() {
        ui.colored_label(crate::theme::NOTE_AMBER, t!("online-name-first"));
    } else if name.parse::<PlayerName>().is_err() {
        ui.colored_label(crate::theme::NOTE_RED, t!("online-your-name-rule"));
    } else if crate::session::is_a_pronoun(name) {
        let word = name.trim();
        ui.colored_label(
            crate::theme::NOTE_RED,
            t!("setup-name-pronoun", name = word),
        );
    }
}

fn create_card(ui: &mut egui::Ui, lobby: &mut Lobby) {
    crate::theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        heading(ui, "online-create");
        egui::Grid::new("online-games")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for (i, game) in GameId::ALL.into_iter().enumerate() {
                    if ui
                        .selectable_label(lobby.screen.game == game, game.name())
                        .clicked()
                    {
                        lobby.screen.game = game;
                    }
                    if i % 2 == 1 {
                        ui.end_row();
                    }
                }
            });
        let range = lobby.screen.game.seats(&lobby.screen.options(0));
        let mut seats = std::mem::take(&mut lobby.screen.seats);
        seats.resize(
            seats.len().clamp(*range.start(), *range.end()),
            SeatChoice::Open,
        );
        seat_rows(ui, &mut seats, range);
        let names: Vec<String> = (1..=seats.len())
            .map(|number| t!("online-seat", number = number))
            .collect();
        lobby.screen.seats = seats;
        let game = lobby.screen.game;
        crate::games::choices_ui(
            ui,
            game,
            lobby.screen.choices.entry(game).or_default(),
            &names,
        );
        clock_row(ui, &mut lobby.screen.clock);
        let named = lobby.screen.player_name().is_some();
        let create = name_first(
            named,
            ui.add_enabled(
                named && !lobby.work.busy(),
                egui::Button::new(egui::RichText::new(t!("online-create-button")).size(20.0)),
            ),
        );
        if create.clicked() {
            // Lots (who makes Code Breaker's first code) drawn from the moment.
            let seed = (ui.input(|i| i.time) * 1e6) as u64;
            let request = lobby.screen.create_request(seed);
            let server = lobby.screen.server.trim().to_string();
            lobby.work.ask(&server, Ask::Create(request));
        }
    });
}

fn seat_rows(
    ui: &mut egui::Ui,
    seats: &mut Vec<SeatChoice>,
    range: std::ops::RangeInclusive<usize>,
) {
    for (i, seat) in seats.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(t!("online-seat", number = i + 1));
            if i == 0 {
                ui.label(egui::RichText::new(t!("online-seat-me")).strong());
                return;
            }
            seat_choice(ui, i, seat);
        });
    }
    ui.horizontal(|ui| {
        if seats.len() < *range.end() && ui.button(t!("online-add-seat")).clicked() {
            seats.push(SeatChoice::Open);
        }
        if seats.len() > *range.start() && ui.button(t!("online-remove-seat")).clicked() {
            seats.pop();
        }
    });
}

/// A friend, or a computer of a level.
fn seat_choice(ui: &mut egui::Ui, index: usize, seat: &mut SeatChoice) {
    if ui
        .selectable_label(*seat == SeatChoice::Open, t!("online-seat-friend"))
        .clicked()
    {
        *seat = SeatChoice::Open;
    }
    let level = match *seat {
        SeatChoice::Computer(level) => Some(level),
        _ => None,
    };
    if ui
        .selectable_label(level.is_some(), t!("online-seat-computer"))
        .clicked()
    {
        *seat = SeatChoice::Computer(level.unwrap_or(BotLevel::Normal));
    }
    let Some(mut level) = level else { return };
    let words = |level| crate::i18n::render(&crate::table::level_words(level)).to_string();
    egui::ComboBox::from_id_salt(("online-level", index))
        .selected_text(words(level))
        .show_ui(ui, |ui| {
            for choice in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
                ui.selectable_value(&mut level, choice, words(choice));
            }
        });
    *seat = SeatChoice::Computer(level);
}

fn clock_row(ui: &mut egui::Ui, clock: &mut ClockChoice) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("online-clock"));
        for choice in [
            ClockChoice::None,
            ClockChoice::Minutes(2),
            ClockChoice::Minutes(10),
            ClockChoice::Days(1),
            ClockChoice::Days(3),
        ] {
            if ui
                .selectable_label(*clock == choice, choice.words())
                .clicked()
            {
                *clock = choice;
            }
        }
    });
}

fn join_card(ui: &mut egui::Ui, lobby: &mut Lobby) {
    crate::theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        heading(ui, "online-join");
        let named = ui.label(t!("online-code"));
        ui.horizontal_wrapped(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut lobby.screen.code)
                    .desired_width(140.0)
                    .min_size(egui::vec2(0.0, ui.spacing().interact_size.y))
                    .hint_text(t!("online-code-hint")),
            )
            .labelled_by(named.id);
            let code = lobby.screen.code.trim().to_uppercase();
            let server = lobby.screen.server.trim().to_string();
            let ready = !code.is_empty() && !lobby.work.busy();
            let named = lobby.screen.player_name().is_some();
            let join = ui.add_enabled(ready && named, egui::Button::new(t!("online-join-button")));
            if name_first(named, join).clicked() {
                let (webhook, name) = (lobby.screen.webhook(), lobby.screen.player_name());
                let code = code.clone();
                lobby.work.ask(
                    &server,
                    Ask::Join {
                        code,
                        webhook,
                        name,
                    },
                );
            }
            if ui
                .add_enabled(ready, egui::Button::new(t!("online-watch-button")))
                .clicked()
            {
                watch(lobby, &server, &code);
            }
        });
    });
}

/// A button that creates or joins a match, telling when hovered that it waits for a name.
fn name_first(named: bool, button: egui::Response) -> egui::Response {
    if named {
        button
    } else {
        button.on_disabled_hover_text(t!("online-name-first"))
    }
}

/// Watching needs the game of the match: the table learns it from the server's welcome,
/// so the match opens as the game last chosen here and is reopened if it is another.
fn watch(lobby: &mut Lobby, server: &str, code: &str) {
    let game = lobby.screen.game.id().to_string();
    let Lobby {
        commands,
        setup,
        next,
        ..
    } = lobby;
    open_the_table(commands, setup, next, &game, watching(server, code));
}

fn my_matches_card(ui: &mut egui::Ui, lobby: &mut Lobby) {
    crate::theme::card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            heading(ui, "online-my-matches");
            if ui.button(t!("online-refresh")).clicked() {
                lobby.screen.asked_at = f64::NEG_INFINITY;
            }
        });
        // "No matches" only of a server that answered; holding no seat there, that.
        let held = !lobby.book.tokens_on(&lobby.screen.server).is_empty();
        if lobby.screen.matches.is_empty() && !held {
            ui.label(egui::RichText::new(t!("online-no-seats")).color(ink_dim()));
        } else if lobby.screen.matches.is_empty() && lobby.screen.reached {
            ui.label(egui::RichText::new(t!("online-no-matches")).color(ink_dim()));
        }
        for summary in lobby.screen.matches.clone() {
            match_row(ui, lobby, &summary);
        }
    });
}

/// What a seat of a listed match is called: its player's name; without one "Player 2", or
/// "Computer 3".
pub fn seat_name(summary: &MatchSummary, seat: SeatId) -> String {
    if let Some(name) = summary.names.get(seat.index()).cloned().flatten() {
        return name.to_string();
    }
    match summary.seats.get(seat.index()) {
        Some(kind) if !kind.is_human() => t!("online-computer-name", number = seat.index() + 1),
        _ => t!("setup-player-name", number = seat.index() + 1),
    }
}

/// The seat that offers the rematch of a listed match to this seat: one that asked for it,
/// not this one.
pub fn rematch_offered_by(summary: &MatchSummary) -> Option<SeatId> {
    summary.rematch.as_ref()?;
    summary.rematch_by.filter(|&by| by != summary.seat)
}

/// How a match stands, in a few words: whose turn (by name), the time left, finished.
fn standing(summary: &MatchSummary) -> String {
    let others = summary.to_decide.iter().find(|&&s| s != summary.seat);
    let mut words = if summary.finished {
        t!("online-finished")
    } else if !summary.open_seats.is_empty() {
        t!("online-waiting-seats")
    } else if summary.your_turn {
        t!("online-your-turn")
    } else if let Some(&seat) = others {
        t!("online-turn-of", name = seat_name(summary, seat))
    } else {
        t!("online-their-turn")
    };
    if let Some(left) = summary.seconds_left.filter(|_| !summary.finished) {
        words.push_str(" · ");
        words.push_str(&t!("online-time-left", time = time_words(left)));
    }
    words
}

fn match_row(ui: &mut egui::Ui, lobby: &mut Lobby, summary: &MatchSummary) {
    let name = GameId::of_id(&summary.game).map_or_else(|| summary.game.clone(), GameId::name);
    let server = lobby.screen.server.trim().to_string();
    let code = summary.code.to_string();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(&name).strong());
        ui.label(egui::RichText::new(&code).monospace());
        let text = egui::RichText::new(standing(summary));
        ui.label(if summary.your_turn && !summary.finished {
            text.color(BRASS)
        } else {
            text.color(ink_dim())
        });
        // A rematch another player offers: joined from here.
        let held = lobby.book.seat_in(&server, &code).cloned();
        if let (Some(by), Some(held)) = (rematch_offered_by(summary), &held) {
            let offer = t!("online-offers-rematch", name = seat_name(summary, by));
            ui.label(egui::RichText::new(offer).color(BRASS));
            if ui.button(t!("online-join-rematch")).clicked() {
                let (token, name) = (held.token.clone(), lobby.screen.player_name());
                lobby.work.ask(&server, Ask::Rematch { token, name });
            }
        }
        if ui.button(t!("online-open")).clicked() {
            let from = held.map_or_else(|| watching(&server, &code), |held| seat_at_table(&held));
            let Lobby {
                commands,
                setup,
                next,
                ..
            } = lobby;
            open_the_table(commands, setup, next, &summary.game, from);
        }
    });
}

/// The invite's link and the button copying code and link, while a seat is open.
fn invite_link(ui: &mut egui::Ui, copied: &mut bool, seat: &HeldSeat) {
    let link = format!("{}/?join={}", seat.server.trim_end_matches('/'), seat.code);
    ui.horizontal(|ui| {
        ui.label(t!("online-link"));
        ui.label(egui::RichText::new(&link).monospace());
    });
    let copy = ui.button(if *copied {
        t!("online-copied")
    } else {
        t!("online-copy")
    });
    if copy.clicked() {
        ui.ctx().copy_text(format!("{} {}", seat.code, link));
        *copied = true;
    }
}

fn waiting_room(ui: &mut egui::Ui, lobby: &mut Lobby, seat: &HeldSeat) {
    let summary = lobby
        .screen
        .matches
        .iter()
        .find(|m| m.code.to_string() == seat.code)
        .cloned();
    crate::theme::card().show(ui, |ui| {
        ui.set_width(520.0_f32.min(ui.available_width()));
        heading(ui, "online-waiting-room");
        let full = summary.as_ref().is_some_and(|s| s.open_seats.is_empty());
        ui.label(if full {
            t!("online-invite-full")
        } else {
            t!("online-invite")
        });
        ui.label(
            egui::RichText::new(&seat.code)
                .size(40.0)
                .monospace()
                .color(BRASS),
        );
        if !full {
            // A server hosted here without the browser build: friends join from the game.
            #[cfg(not(target_arch = "wasm32"))]
            let from_the_game = lobby.host.hosts(&seat.server) && !lobby.host.serves_the_game;
            #[cfg(target_arch = "wasm32")]
            let from_the_game = false;
            if from_the_game {
                ui.label(t!(
                    "online-join-from-the-game",
                    address = seat.server.as_str(),
                    code = seat.code.as_str()
                ));
            } else {
                invite_link(ui, &mut lobby.screen.copied, seat);
            }
        }
        ui.add_space(8.0);
        seats_joined(ui, summary.as_ref(), seat.seat);
    });
    ui.add_space(12.0);
    let full = summary.as_ref().is_some_and(|s| s.open_seats.is_empty());
    let start = ui.add_enabled(
        full,
        egui::Button::new(egui::RichText::new(t!("online-start")).size(22.0)),
    );
    if !full {
        ui.label(egui::RichText::new(t!("online-start-waiting")).color(ink_dim()));
    }
    if start.clicked() {
        let Lobby {
            commands,
            setup,
            next,
            ..
        } = lobby;
        open_the_table(commands, setup, next, &seat.game, seat_at_table(seat));
    }
    if ui
        .add_sized([200.0, 40.0], egui::Button::new(t!("online-back")))
        .clicked()
    {
        go_back(lobby);
    }
}

/// Each seat: the player here, a friend joined or still to join, or a computer.
fn seats_joined(ui: &mut egui::Ui, summary: Option<&MatchSummary>, mine: SeatId) {
    let Some(summary) = summary else {
        ui.label(egui::RichText::new(t!("online-working")).color(ink_dim()));
        return;
    };
    for (i, kind) in summary.seats.iter().enumerate() {
        let seat = SeatId(i as u8);
        let state = match kind {
            _ if seat == mine => t!("online-seat-me"),
            codebreakers_kernel::SeatKind::Computer(level) => format!(
                "{} ({})",
                t!("online-seat-computer"),
                crate::i18n::render(&crate::table::level_words(*level))
            ),
            _ if summary.open_seats.contains(&seat) => t!("online-seat-open"),
            _ => match summary.names.get(i).cloned().flatten() {
                Some(name) => t!("online-seat-named", name = name.as_str()),
                None => t!("online-seat-joined"),
            },
        };
        ui.label(format!("{}: {state}", t!("online-seat", number = i + 1)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lobby creates or joins under a name only: none typed, one the rules refuse or a
    /// pronoun ("You lays out a combination") is none.
    #[test]
    fn a_match_is_created_or_joined_under_a_name_never_a_pronoun() {
        let with = |name: &str| OnlineScreen {
            name: name.into(),
            ..OnlineScreen::default()
        };
        assert_eq!(
            with("Núria").player_name().map(|n| n.to_string()),
            Some("Núria".into())
        );
        for none in ["", "   ", "You", "du", "Moi"] {
            assert!(with(none).player_name().is_none(), "{none:?}");
        }
        assert!(
            with("x".repeat(40).as_str())
                .create_request(1)
                .name
                .is_none()
        );
    }
}
