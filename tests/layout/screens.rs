//! The screens of the list, each brought to its state in a headless app of one look, and
//! the checks run on what it laid out.

use crate::drawn::{self, Drawn, Recorder};
use crate::looks::Look;
use crate::table::{self, Touchable};
use bevy::asset::AssetPlugin;
use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{ExitCondition, WindowResolution};
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use codebreakers::games::{ForGameEntry, GameEntry, options_of, with_game_entry};
use codebreakers::records::setup_of;
use codebreakers::review::{ReviewOf, try_again_in};
use codebreakers::screens::{
    GameId, MatchSetup, PauseMenu, PausePage, Paused, Screen, SeatChoice, TypedNames,
};
use codebreakers::session::TitleWindow;
use codebreakers::settings::{AnimationSpeed, Settings, SettingsStore};
use codebreakers::table::lesson::{LessonControl, LessonFrom, LessonRun, lesson_setup};
use codebreakers::table::materials::{Flat, Grain};
use codebreakers::table::replay::{ReplayFrom, ReplayMoment};
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{Proceed, Submit};
use codebreakers::theme::FINGER;
use codebreakers_kernel::{BotLevel, SeatId, SeatKind};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Names of 24 letters, the longest a setup takes.
const LONG_NAMES: [&str; 6] = [
    "Maximiliane Wolkenstein",
    "Bartholomäus Quirinsdorf",
    "Konstantina Eberhardter",
    "Friedericke von Hohenau",
    "Jean-Baptiste Delacroixe",
    "Wilhelmina Scharnhorsten",
];

/// The most seats each game takes.
fn most_seats(game: GameId) -> usize {
    match game {
        GameId::CodeBreaker => 2,
        GameId::CrackIt => 5,
        GameId::CodeKnacker | GameId::Passcode => 6,
    }
}

/// Whether the table is in play behind what is shown: then nothing may cover a piece the
/// player may touch.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Behind {
    /// A menu or a window that waits for an answer holds the screen.
    Nothing,
    /// The table, to be played.
    TheTable,
}

/// One look's app, walked through the screens, and what it found.
pub struct Checker {
    pub look: Look,
    app: App,
    drawn: Arc<Mutex<Option<Drawn>>>,
    pub findings: Vec<String>,
    pub screens_seen: usize,
    only: String,
    /// Where the title's Play button was without Continue.
    play_without_continue: Option<egui::Rect>,
}

impl Checker {
    pub fn new(look: Look) -> Checker {
        codebreakers::i18n::set_language(look.language);
        let physical = (look.size.logical * look.size.pixel_ratio).round();
        let mut app = App::new();
        app.add_plugins((
            // One thread a look: the looks are laid out side by side, a process each.
            MinimalPlugins.set(bevy::app::TaskPoolPlugin {
                task_pool_options: bevy::app::TaskPoolOptions::with_num_threads(1),
            }),
            StatesPlugin,
            InputPlugin,
            AssetPlugin::default(),
            bevy::transform::TransformPlugin,
            WindowPlugin {
                primary_window: Some(Window {
                    resolution: WindowResolution::new(physical.x as u32, physical.y as u32)
                        .with_scale_factor_override(look.size.pixel_ratio),
                    ..default()
                }),
                exit_condition: ExitCondition::DontExit,
                close_when_requested: false,
                ..default()
            },
        ))
        .init_asset::<Mesh>()
        .init_asset::<Flat>()
        .init_asset::<Grain>()
        .init_asset::<Image>()
        .init_asset::<bevy::shader::Shader>()
        .init_asset::<Font>()
        .insert_resource(SettingsStore::none())
        .insert_resource(codebreakers::records::Saves::in_memory())
        // The seats held online for this look only, never the machine's.
        .insert_resource(codebreakers::online::book::OnlineBook::default())
        // The window's plugins bring it: egui hands its tree to AccessKit through it.
        .add_plugins(bevy::a11y::AccessibilityPlugin)
        .add_plugins(bevy_egui::EguiPlugin::default())
        .add_plugins(codebreakers::game_logic)
        .add_plugins(codebreakers::views)
        .insert_resource(Settings {
            animation_speed: AnimationSpeed::Off,
            language: Some(look.language),
            interface_scale: look.scale,
            ..default()
        })
        // Each frame 50 ms of game time (and of egui's: windows fade in within a few).
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .add_systems(First, table::stand_in_for_the_renderer);
        app.update();
        let drawn = Arc::new(Mutex::new(None));
        let mut contexts = app
            .world_mut()
            .query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
        let mut context = contexts
            .single_mut(app.world_mut())
            .expect("the table's camera carries egui's context");
        context.get_mut().add_plugin(Recorder(drawn.clone()));
        // The tree a screen reader reads: each control's role, name and place.
        context.get_mut().enable_accesskit();
        Checker {
            look,
            app,
            drawn,
            findings: Vec::new(),
            screens_seen: 0,
            only: std::env::var("LAYOUT_SCREENS").unwrap_or_default(),
            play_without_continue: None,
        }
    }

    fn frames(&mut self, count: usize) {
        for _ in 0..count {
            self.app.update();
        }
    }

    fn go(&mut self, screen: Screen) {
        self.app
            .world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(screen);
        self.frames(3);
    }

    fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    fn phase(&self) -> Option<TurnPhase> {
        self.app
            .world()
            .get_resource::<State<TurnPhase>>()
            .map(|s| *s.get())
    }

    /// Frames until `done`, at most `most`; whether it came.
    fn until(&mut self, most: usize, done: impl Fn(&Checker) -> bool) -> bool {
        for _ in 0..most {
            if done(self) {
                return true;
            }
            self.app.update();
        }
        done(self)
    }

    /// The controls of the last pass, as egui told them to AccessKit.
    fn controls(&mut self) -> Vec<drawn::Control> {
        self.tree()
            .as_ref()
            .map(drawn::controls)
            .unwrap_or_default()
    }

    /// The tree a screen reader was handed in the last pass.
    pub fn tree(&mut self) -> Option<egui::accesskit::TreeUpdate> {
        let world = self.app.world_mut();
        let mut outputs =
            world.query_filtered::<&bevy_egui::EguiOutput, With<PrimaryEguiContext>>();
        outputs
            .single(world)
            .ok()
            .and_then(|output| output.platform_output.accesskit_update.clone())
    }

    fn note(&mut self, screen: &str, finding: String) {
        self.findings
            .push(format!("{} {finding}", crate::at(&self.look, screen)));
    }

    /// Lets the screen settle, then checks what it laid out.
    fn look_at(&mut self, screen: &str, behind: Behind) -> Option<Drawn> {
        // A window opened now is sized in its first pass and faded in over a few frames.
        self.frames(6);
        if !screen.contains(&self.only) {
            return None;
        }
        let Some(drawn) = self.drawn.lock().unwrap().clone() else {
            self.note(screen, "egui drew nothing".into());
            return None;
        };
        self.screens_seen += 1;
        let mut found = Vec::new();
        for layer in &drawn.layers {
            drawn::overlaps(layer, &mut found);
            drawn::outside(&drawn, layer, &mut found);
            if self.look.has_the_text_floor() {
                drawn::small_text(&drawn, layer, 18.0, &mut found);
            }
        }
        let controls = self.controls();
        drawn::unnamed(&controls, &mut found);
        if self.look.is_a_phone() {
            drawn::small_targets(&controls, drawn.zoom, FINGER, &mut found);
        }
        if self.screen() == Screen::Playing {
            if behind == Behind::TheTable {
                let pieces = self.touchable(drawn.zoom);
                if std::env::var("LAYOUT_DEBUG").is_ok() {
                    eprintln!(
                        "{screen}: screen {:?} zoom {} pieces {pieces:?}",
                        drawn.screen, drawn.zoom
                    );
                    for layer in &drawn.layers {
                        eprintln!(
                            "  layer {} {:?}: {:?}",
                            layer.name(),
                            layer.id.order,
                            layer
                                .boxes
                                .iter()
                                .filter(|b| b.opaque)
                                .map(|b| b.shown())
                                .collect::<Vec<_>>()
                        );
                    }
                }
                covered(&drawn, &pieces, &mut found);
                if let Some(tree) = self.tree() {
                    drawn::unspoken_table(&tree, &words("table-in-words"), &mut found);
                }
            }
            if self.look.has_the_text_floor() {
                for words in table::table_words(self.app.world_mut()) {
                    if words.pixels + 0.01 < 18.0 {
                        found.push(format!(
                            "the table's {} is {:.1} px, under 18 px",
                            drawn::quoted(&words.text),
                            words.pixels
                        ));
                    }
                }
            }
        }
        for finding in found {
            self.note(screen, finding);
        }
        Some(drawn)
    }

    /// Every piece of the table the player may touch, whichever game is in play.
    fn touchable(&mut self, zoom: f32) -> Vec<Touchable> {
        use codebreakers::games::{code_breaker, code_knacker, crack_it, passcode};
        let world = self.app.world_mut();
        let mut pieces = table::touchable::<code_breaker::table::Place>(world, zoom);
        pieces.extend(table::touchable::<code_knacker::table::Knack>(world, zoom));
        pieces.extend(table::touchable::<crack_it::table::Spot>(world, zoom));
        pieces.extend(table::touchable::<passcode::table::Spot>(world, zoom));
        pieces
    }

    /// The match of `setup` on the table, at its first human decision (or hand-over).
    fn open_table(&mut self, setup: MatchSetup) -> bool {
        self.go(Screen::Title);
        self.app.insert_resource(setup);
        self.go(Screen::Playing);
        self.until(6000, |c| {
            c.screen() != Screen::Playing
                || matches!(
                    c.phase(),
                    Some(TurnPhase::AwaitingHuman | TurnPhase::HandOver | TurnPhase::Over)
                )
        }) && self.screen() == Screen::Playing
    }

    fn pause(&mut self, page: Option<PausePage>) {
        let paused = if page.is_some() {
            Paused::Yes
        } else {
            Paused::No
        };
        self.app
            .world_mut()
            .resource_mut::<NextState<Paused>>()
            .set(paused);
        self.frames(2);
        if let Some(page) = page {
            self.app.world_mut().resource_mut::<PauseMenu>().page = page;
        }
    }
}

/// The findings of a layer over the table that covers a piece the player may touch: by a
/// quarter of the piece or more.
fn covered(drawn: &Drawn, pieces: &[Touchable], found: &mut Vec<String>) {
    for layer in drawn
        .layers
        .iter()
        .filter(|l| l.id.order != egui::Order::Background)
    {
        for piece in pieces {
            let hidden = layer
                .boxes
                .iter()
                .filter(|b| b.opaque)
                .map(|b| b.shown().intersect(piece.rect))
                .filter(|r| r.is_positive())
                .map(|r| r.area())
                .fold(0.0, f32::max);
            if hidden >= 0.25 * piece.rect.area() {
                found.push(format!(
                    "{} covers the piece {} at {}",
                    layer.name(),
                    piece.name,
                    drawn::place(piece.rect)
                ));
            }
        }
    }
}

/// The seats of a setup: the first a human, the others by turns computers and humans,
/// each with a long name.
fn seats(count: usize, humans: usize) -> Vec<SeatChoice> {
    (0..count)
        .map(|i| SeatChoice {
            name: LONG_NAMES[i].to_owned(),
            kind: if i < humans {
                SeatKind::Human
            } else {
                SeatKind::Computer(BotLevel::Normal)
            },
        })
        .collect()
}

fn setup(game: GameId, seats: Vec<SeatChoice>) -> MatchSetup {
    // Crack It seats five in King of Safes only.
    let choices = if game == GameId::CrackIt && seats.len() > 4 {
        serde_json::json!({ "mode": "king_of_safes" })
    } else {
        serde_json::Value::Null
    };
    MatchSetup {
        game,
        seats,
        options: options_of(game, &choices, 7),
        seed: 7,
    }
}

/// The words of `key` in the language of the moment.
fn words(key: &'static str) -> String {
    codebreakers::i18n::render(&codebreakers_kernel::Words::new(key))
}

/// Where the text `words` lies, in the background layer (the menus') of `drawn`.
fn where_it_says(drawn: &Drawn, words: &str) -> Option<egui::Rect> {
    drawn
        .layers
        .iter()
        .flat_map(|l| &l.texts)
        .find(|t| t.text == words)
        .map(|t| t.rect)
}

/// Every screen of the list, in an order that needs no screen twice: the title and its
/// windows, the game choice, each setup, each table with two seats and with its most
/// (and the pause menu's pages over it), a hand-over, the title again with Continue, and
/// the online lobby. (The lessons are looked at each in an app of its own.)
pub fn visit_every_screen(c: &mut Checker) {
    c.go(Screen::Title);
    if let Some(drawn) = c.look_at("title", Behind::Nothing) {
        c.play_without_continue = where_it_says(&drawn, &words("title-play"));
    }
    for (name, window) in [
        ("title, Settings", TitleWindow::Settings),
        ("title, Saved matches", TitleWindow::Saved),
        (
            "title, Statistics",
            TitleWindow::Statistics(GameId::CodeBreaker),
        ),
    ] {
        *c.app.world_mut().resource_mut::<TitleWindow>() = window;
        c.look_at(name, Behind::Nothing);
    }
    *c.app.world_mut().resource_mut::<TitleWindow>() = TitleWindow::None;
    c.go(Screen::ChooseGame);
    c.look_at("game choice", Behind::Nothing);
    for game in GameId::ALL {
        let most = most_seats(game);
        c.app.insert_resource(setup(game, seats(most, most / 2)));
        c.app.insert_resource(TypedNames(vec![true; most]));
        c.go(Screen::Setup);
        c.look_at(&format!("setup of {}", game.id()), Behind::Nothing);
    }
    for game in GameId::ALL {
        let counts = if most_seats(game) > 2 {
            vec![2, most_seats(game)]
        } else {
            vec![2]
        };
        for count in counts {
            let name = format!("{} table, {count} seats", game.id());
            if !c.open_table(setup(game, seats(count, 1))) {
                let phase = c.phase();
                let screen = c.screen();
                c.note(
                    &name,
                    format!("never came to the human's turn ({screen:?}, {phase:?})"),
                );
                continue;
            }
            c.look_at(&name, Behind::TheTable);
            if game == GameId::CodeBreaker && count == 2 {
                the_prompt_follows_the_turn(c, &name);
            }
        }
        // The list of keys over the table ("?", F1): it covers the table on purpose.
        let keys = |c: &mut Checker, shown: bool| {
            c.app
                .world_mut()
                .resource_mut::<codebreakers::table::keys_help::KeysHelp>()
                .shown = shown;
        };
        keys(c, true);
        c.look_at(&format!("keys over {}", game.id()), Behind::Nothing);
        keys(c, false);
        for (page, name) in [
            (PausePage::Main, "pause menu"),
            (PausePage::Settings, "pause menu, Settings"),
            (PausePage::Rules, "pause menu, rules"),
        ] {
            c.pause(Some(page));
            c.look_at(&format!("{name} over {}", game.id()), Behind::Nothing);
        }
        c.pause(None);
    }
    if c.open_table(setup(GameId::Passcode, seats(2, 2))) {
        c.look_at("passcode hand-over", Behind::Nothing);
    }
    c.go(Screen::Title);
    if let Some(drawn) = c.look_at("title with Continue", Behind::Nothing) {
        let play = where_it_says(&drawn, &words("title-play"));
        if let (Some(before), Some(now)) = (c.play_without_continue, play)
            && (before.center() - now.center()).length() > 1.0
        {
            c.note(
                "title with Continue",
                format!(
                    "Play moved from {} to {} when Continue came",
                    drawn::place(before),
                    drawn::place(now)
                ),
            );
        }
    }
    c.go(Screen::Online);
    c.look_at("online lobby", Behind::Nothing);
    my_matches_and_the_waiting_room(c);
    for game in GameId::ALL {
        results_and_review(c, game);
    }
}

/// A screen reader is told what to do in a live region, read out as it changes: the
/// human's move made, the computer's turn comes and the words change.
fn the_prompt_follows_the_turn(c: &mut Checker, screen: &str) {
    use codebreakers::table::Match;
    use codebreakers_code_breaker::CodeBreaker;
    use codebreakers_kernel::Game;
    let live = |c: &mut Checker| {
        c.tree()
            .map(|tree| drawn::live_words(&tree))
            .unwrap_or_default()
    };
    let before = live(c);
    let Some(&action) = c
        .app
        .world()
        .resource::<Match<CodeBreaker>>()
        .referee()
        .state()
        .legal_actions(SeatId(0))
        .first()
    else {
        c.note(screen, "the human has no move to make".into());
        return;
    };
    c.app.world_mut().write_message(Submit::<CodeBreaker> {
        seat: SeatId(0),
        action,
    });
    let thinking = c.until(600, |c| c.phase() == Some(TurnPhase::BotThinking));
    c.frames(3);
    let after = live(c);
    if !thinking || before == after || !after.iter().any(|w| w.contains(LONG_NAMES[1])) {
        c.note(
            screen,
            format!("the live regions said {before:?}, and at the computer's turn {after:?}"),
        );
    }
    c.until(6000, |c| c.phase() == Some(TurnPhase::AwaitingHuman));
}

/// The lobby with my matches listed (my turn with its clock running, one waiting for
/// seats, one finished with a rematch offered), then the waiting room of a four-seat match
/// with two seats open: as the server's answers would leave them, none asked again.
fn my_matches_and_the_waiting_room(c: &mut Checker) {
    use codebreakers::online::book::{HeldSeat, OnlineBook};
    use codebreakers::online::screen::{OnlineScreen, Page};
    let long = "Maximiliane Wolkenstein";
    let matches: Vec<codebreakers_protocol::MatchSummary> =
        serde_json::from_value(serde_json::json!([
            {"code": "ACDEFH", "game": "crack-it", "seat": 0, "seq": 12, "to_decide": [1],
             "your_turn": false, "open_seats": [], "seats": ["human", "human", "hard"],
             "names": [long, "Bartholomäus Hohenberger", null], "finished": false,
             "seconds_left": 5400},
            {"code": "JKMNPR", "game": "passcode", "seat": 0, "seq": 0, "to_decide": [],
             "your_turn": false, "open_seats": [2, 3],
             "seats": ["human", "human", "human", "human"],
             "names": [long, "Bartholomäus Hohenberger", null, null], "finished": false},
            {"code": "RTUVWX", "game": "code-breaker", "seat": 1, "seq": 40, "to_decide": [0],
             "your_turn": true, "open_seats": [], "seats": ["human", "human"],
             "names": ["Bartholomäus Hohenberger", long], "finished": false,
             "seconds_left": 86000},
            {"code": "XYACDE", "game": "code-knacker", "seat": 0, "seq": 30, "to_decide": [],
             "your_turn": false, "open_seats": [], "seats": ["human", "human"],
             "names": [long, "Bartholomäus Hohenberger"], "finished": true,
             "rematch": "EFHJKM", "rematch_by": 1}
        ]))
        .expect("the summaries read");
    let server = c.app.world().resource::<OnlineScreen>().server.clone();
    let held: Vec<HeldSeat> = matches
        .iter()
        .map(|m| HeldSeat {
            server: server.clone(),
            code: m.code.to_string(),
            game: m.game.clone(),
            seat: m.seat,
            token: format!("token-{}", m.code),
            last_seq: Some(m.seq),
        })
        .collect();
    {
        let world = c.app.world_mut();
        let mut book = world.resource_mut::<OnlineBook>();
        for seat in held.iter().rev() {
            book.remember(seat.clone());
        }
        let mut screen = world.resource_mut::<OnlineScreen>();
        screen.matches = matches;
        screen.reached = true;
        screen.name = long.to_string();
        // Asked a moment ago: nothing is asked of a server meanwhile.
        screen.asked_at = f64::INFINITY;
        screen.page = Page::Lobby;
    }
    c.look_at("online lobby, my matches", Behind::Nothing);
    c.app.world_mut().resource_mut::<OnlineScreen>().page = Page::Waiting(held[1].clone());
    c.look_at("online waiting room", Behind::Nothing);
    let mut screen = c.app.world_mut().resource_mut::<OnlineScreen>();
    screen.page = Page::Lobby;
    screen.matches.clear();
}

/// How long a review may take to be made, in wall-clock time (it is made on a thread).
const REVIEW_PATIENCE: Duration = Duration::from_secs(120);

/// A match of two computers played to its end, then its results and its review: the chart
/// and the list, a decision chosen, its moment shown on the table, and the decision played
/// again at the table.
fn results_and_review(c: &mut Checker, game: GameId) {
    let id = game.id();
    if !c.only.is_empty() && !format!("results of {id}, review of {id}").contains(&c.only) {
        return;
    }
    c.go(Screen::Title);
    c.app.insert_resource(setup(game, seats(2, 0)));
    c.go(Screen::Playing);
    if !c.until(40_000, |c| c.screen() == Screen::Results) {
        let screen = c.screen();
        c.note(
            &format!("results of {id}"),
            format!("never came ({screen:?})"),
        );
        return;
    }
    c.look_at(&format!("results of {id}"), Behind::Nothing);
    // The results start the review; it is made on a thread.
    let since = std::time::Instant::now();
    let made = loop {
        c.frames(1);
        let made = c
            .app
            .world()
            .get_resource::<ReviewOf>()
            .and_then(|r| r.review().map(|made| made.decisions.clone()));
        if made.is_some() || since.elapsed() > REVIEW_PATIENCE {
            break made;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let Some(decisions) = made else {
        c.note(&format!("review of {id}"), "was never made".into());
        return;
    };
    // As if seat 0 had been played at this screen: its decisions offered to try again.
    c.app.world_mut().resource_mut::<ReviewOf>().mine = vec![SeatId(0)];
    c.go(Screen::Review);
    c.look_at(&format!("review of {id}"), Behind::Nothing);
    // Seat 0's first decision that was not the best, else its first.
    let Some(at) = decisions
        .iter()
        .position(|d| d.seat == SeatId(0) && d.label != codebreakers_review::Label::Good)
        .or_else(|| decisions.iter().position(|d| d.seat == SeatId(0)))
    else {
        return;
    };
    c.app.world_mut().resource_mut::<ReviewOf>().selected = Some(at);
    c.look_at(
        &format!("review of {id}, a decision chosen"),
        Behind::Nothing,
    );
    let decision = &decisions[at];
    let save = c.app.world().resource::<ReviewOf>().save.clone();
    if let Some(watched) = setup_of(&save) {
        c.app.insert_resource(TypedNames::all(watched.seats.len()));
        c.app.insert_resource(watched);
        c.app.insert_resource(ReplayFrom {
            file: save,
            moment: Some(ReplayMoment {
                shown: decision.index,
                seat: decision.seat,
            }),
        });
        c.go(Screen::Playing);
        c.frames(20);
        c.look_at(
            &format!("review of {id}, the moment on the table"),
            Behind::TheTable,
        );
    }
    c.go(Screen::Review);
    try_again_in(c.app.world_mut(), at);
    c.frames(3);
    if c.until(6000, |c| {
        c.screen() != Screen::Playing || c.phase() == Some(TurnPhase::AwaitingHuman)
    }) && c.screen() == Screen::Playing
    {
        c.look_at(&format!("review of {id}, Try again"), Behind::TheTable);
    } else {
        let screen = c.screen();
        c.note(
            &format!("review of {id}, Try again"),
            format!("never came to the decision ({screen:?})"),
        );
    }
}

/// The learner's taught action of a lesson's step, submitted as the input would.
struct SubmitTaught<'a> {
    app: &'a mut App,
    seat: SeatId,
    action: serde_json::Value,
}

impl ForGameEntry for SubmitTaught<'_> {
    type Output = ();

    fn run<G: GameEntry>(self) {
        let action: G::Action =
            serde_json::from_value(self.action).expect("a lesson's action reads");
        self.app.world_mut().write_message(Submit::<G> {
            seat: self.seat,
            action,
        });
    }
}

/// The lesson's card shows which step it is, whole on the screen (at a corner of the
/// table or as the side panel's first part): a card out of sight leaves the learner stuck.
fn card_in_sight(
    c: &mut Checker,
    screen: &str,
    drawn: Option<&Drawn>,
    (stop, stops): (usize, usize),
) {
    let Some(drawn) = drawn else {
        return;
    };
    let progress = codebreakers::t!("lesson-progress", step = stop, steps = stops);
    let window = drawn.screen.expand(1.0);
    let shown = drawn.layers.iter().flat_map(|l| &l.texts).any(|row| {
        let words = row.text.trim_end();
        !words.is_empty()
            && progress.starts_with(words)
            && row.clip.expand(1.0).contains_rect(row.rect)
            && window.contains_rect(row.rect)
    });
    if !shown {
        c.note(
            screen,
            format!(
                "the lesson's card does not show {}",
                drawn::quoted(&progress)
            ),
        );
    }
}

/// Each step of `game`'s lesson where it waits for the learner, looked at, then done.
pub fn every_step_of_the_lesson(c: &mut Checker, game: GameId) {
    c.go(Screen::Title);
    let (seated, lesson) = lesson_setup(game, 1).expect("the lesson reads");
    c.app.insert_resource(seated);
    c.app.insert_resource(LessonFrom(lesson));
    c.go(Screen::Playing);
    let mut last = None;
    for _ in 0..200 {
        let waits = c.until(4000, |c| {
            c.screen() != Screen::Playing
                || matches!(
                    c.phase(),
                    Some(
                        TurnPhase::Reading
                            | TurnPhase::AwaitingHuman
                            | TurnPhase::Summary
                            | TurnPhase::HandOver
                    )
                )
        });
        let Some(run) = c.app.world().get_resource::<LessonRun>().cloned() else {
            return;
        };
        if !waits || c.screen() != Screen::Playing {
            return;
        }
        let step = run.step;
        let (stop, stops) = run.progress();
        let name = format!("{} lesson, step {stop} of {stops}", game.id());
        if last == Some((step, c.phase())) {
            c.note(&name, "the lesson did not go on from this step".into());
            return;
        }
        last = Some((step, c.phase()));
        match c.phase() {
            Some(TurnPhase::Reading) => {
                let drawn = c.look_at(&name, Behind::TheTable);
                card_in_sight(c, &name, drawn.as_ref(), (stop, stops));
                c.app.world_mut().write_message(LessonControl::Continue);
            }
            Some(TurnPhase::AwaitingHuman) => {
                let drawn = c.look_at(&name, Behind::TheTable);
                card_in_sight(c, &name, drawn.as_ref(), (stop, stops));
                let wanted = &run.lesson.steps[step];
                let (Some(seat), Some(action)) = (wanted.seat, wanted.action.clone()) else {
                    c.note(&name, "the learner's step teaches no action".into());
                    return;
                };
                with_game_entry(
                    game,
                    SubmitTaught {
                        app: &mut c.app,
                        seat,
                        action,
                    },
                );
            }
            _ => {
                c.look_at(&format!("{name}, a summary"), Behind::Nothing);
                c.app.world_mut().write_message(Proceed);
            }
        }
        c.frames(3);
    }
}
