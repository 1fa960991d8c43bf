//! The app online, headless, against a server in this process on 127.0.0.1: the app takes
//! one seat of a match of each game (created through its own lobby: create, the waiting
//! room, who has joined) while a test client plays the other; moves go both ways, the app's
//! connection is dropped mid-match and comes back by itself, and the match ends on the
//! results screen with the server's outcome and its whole save. Every wait is bounded.

use crate::common;

use bevy::prelude::*;
use codebreakers::games::code_breaker::table::PieceId as BoardPiece;
use codebreakers::games::code_knacker::table::KnId;
use codebreakers::games::crack_it::table::PieceId as CiPieceId;
use codebreakers::games::passcode::table::PieceId as PcPieceId;
use codebreakers::online::book::OnlineBook;
use codebreakers::online::screen::{OnlineScreen, Page, rematch_offered_by, seat_name};
use codebreakers::online::work::{Ask, LobbyWork};
use codebreakers::screens::{GameId, MatchResult, MatchSetup, Screen};
use codebreakers::session::InPlay;
use codebreakers::settings::AnimationSpeed;
use codebreakers::table::pieces::PieceKey;
use codebreakers::table::remote::OnlineFrom;
use codebreakers::table::remote::OnlineTable;
use codebreakers::table::turn::TurnPhase;
use codebreakers::table::{AppGame, GameLog, Match, Proceed, Submit, Summary};
use codebreakers_client::{Backoff, Lobby, NativeConnector, OnlineMatch};
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, Chance, Game, SeatId, Words};
use codebreakers_passcode::Passcode;
use codebreakers_protocol::{CreateMatch, JoinMatch, PROTOCOL_VERSION, SeatChoice};
use codebreakers_server::{Hub, SqliteStore, Store, install_the_shipped_book, serve_hub};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The longest a match may take.
const LIMIT: Duration = Duration::from_secs(120);

/// A server on a free loopback port over a SQLite file of its own, in a runtime of its own.
struct Server {
    runtime: tokio::runtime::Runtime,
    hub: Arc<Hub>,
    addr: SocketAddr,
    dir: PathBuf,
}

impl Server {
    fn start(name: &str) -> Server {
        install_the_shipped_book().expect("the shipped book reads");
        let dir = std::env::temp_dir().join(format!(
            "codebreakers-app-online-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let (addr, hub) = runtime.block_on(async {
            let store: Arc<dyn Store> = Arc::new(
                SqliteStore::open(&dir.join("matches.sqlite"))
                    .await
                    .expect("the store opens"),
            );
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                .await
                .expect("a loopback port");
            let addr = listener.local_addr().expect("its address");
            let hub = Arc::new(Hub::new(store));
            tokio::spawn(serve_hub(listener, hub.clone()));
            (addr, hub)
        });
        Server {
            runtime,
            hub,
            addr,
            dir,
        }
    }

    fn base(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The app at the title, with no window, its online seats remembered for the test only.
fn app() -> App {
    let setup = MatchSetup::default();
    let mut app = common::table::open_table(setup, AnimationSpeed::Off, |app| {
        app.insert_resource(OnlineBook::default());
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Frames until `done`, bounded.
fn until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(start.elapsed() < LIMIT, "waited too long for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The app creates a match of `game` in its lobby (it, and an open seat for a friend); the
/// test's friend joins by the code; the waiting room sees the seat taken. The code, and the
/// friend's token.
fn create_and_join(app: &mut App, server: &Server, game: GameId) -> (String, String) {
    {
        let mut screen = app.world_mut().resource_mut::<OnlineScreen>();
        screen.server = server.base();
        screen.game = game;
        screen.seats = vec![SeatChoice::Me, SeatChoice::Open];
        screen.name = "Ann".into();
    }
    let request = app.world().resource::<OnlineScreen>().create_request(1);
    app.world_mut()
        .resource_mut::<LobbyWork>()
        .ask(&server.base(), Ask::Create(request));
    until(app, "the waiting room", |app| {
        matches!(
            app.world().resource::<OnlineScreen>().page,
            Page::Waiting(_)
        )
    });
    let Page::Waiting(seat) = app.world().resource::<OnlineScreen>().page.clone() else {
        unreachable!()
    };
    assert_eq!(seat.game, game.id());
    assert!(
        app.world()
            .resource::<OnlineBook>()
            .seat_in(&server.base(), &seat.code)
            .is_some()
    );
    let lobby = Lobby::new(&server.base()).expect("an address");
    let joined = lobby
        .join(&seat.code, None, "Núria".parse().ok())
        .expect("the friend joins");
    until(app, "the friend seen in the waiting room", |app| {
        let screen = app.world().resource::<OnlineScreen>();
        screen
            .matches
            .iter()
            .any(|m| m.code.to_string() == seat.code && m.open_seats.is_empty())
    });
    let screen = app.world().resource::<OnlineScreen>();
    let summary = screen
        .matches
        .iter()
        .find(|m| m.code.to_string() == seat.code);
    let names: Vec<Option<String>> = summary
        .expect("listed")
        .names
        .iter()
        .map(|name| name.as_ref().map(ToString::to_string))
        .collect();
    assert_eq!(
        names,
        [Some("Ann".to_string()), Some("Núria".to_string())],
        "the waiting room knows each player by name"
    );
    (seat.code, joined.token)
}

/// The table of `from`, opened as a link or My matches opens it.
fn open_online(app: &mut App, game: &str, from: OnlineFrom) {
    let world = app.world_mut();
    world.resource_scope(|world, mut setup: Mut<MatchSetup>| {
        world.resource_scope(|world, mut next: Mut<NextState<Screen>>| {
            let mut commands = world.commands();
            codebreakers::online::screen::open_the_table(
                &mut commands,
                &mut setup,
                &mut next,
                game,
                from,
            );
        });
    });
    world.flush();
}

/// The waiting room's "Go to the table".
fn go_to_the_table(app: &mut App) {
    let Page::Waiting(seat) = app.world().resource::<OnlineScreen>().page.clone() else {
        panic!("not in the waiting room");
    };
    let from = codebreakers::online::screen::seat_at_table(&seat);
    open_online(app, &seat.game, from);
}

/// One match of `G`: the app plays its seat with a computer's choices sent as the player's
/// own, the test client the other; the app's connection drops once after `drop_after`
/// moves. The app at the results, the server, and the friend's token.
fn play<G: AppGame>(game: GameId, drop_after: u64) -> (App, Server, String) {
    let server = Server::start(G::ID);
    let mut app = app();
    let (code, friend_token) = create_and_join(&mut app, &server, game);
    go_to_the_table(&mut app);
    let mut friend: OnlineMatch<G, NativeConnector> = OnlineMatch::seat(
        NativeConnector::for_server(&server.base()),
        &code,
        &friend_token,
        None,
    )
    .with_backoff(Backoff {
        first: Duration::from_millis(10),
        max: Duration::from_millis(200),
    });
    let mut friend_bot = G::bot(BotLevel::Normal, 11);
    let mut my_bot = G::bot(BotLevel::Normal, 7);
    let clock = Instant::now();
    let mut dropped = false;
    let mut saw_it_lost = false;
    let mut sent_by_app = 0;
    until(&mut app, "the end of the match", |app| {
        // A summary is read and closed, as a player does.
        if app
            .world()
            .get_resource::<Summary>()
            .is_some_and(|summary| !summary.lines.is_empty())
        {
            app.world_mut().write_message(Proceed);
        }
        friend.poll(clock.elapsed());
        saw_it_lost |= app
            .world()
            .get_resource::<OnlineTable>()
            .is_some_and(|online| online.lost);
        if friend.my_turn() {
            let action = friend_bot.decide(friend.observation().expect("a view"));
            friend.act(&action).expect("the friend's move is sent");
        }
        let Some(mut table) = app.world_mut().get_resource_mut::<Match<G>>() else {
            return screen(app) == Screen::Results;
        };
        if !dropped
            && table.actions_played() as u64 >= drop_after
            && let Some(remote) = table.remote_mut()
        {
            remote.drop_the_connection();
            dropped = true;
        }
        let mine = table
            .acting_human()
            .map(|seat| (seat, my_bot.decide(&table.view())));
        if let Some((seat, action)) = mine {
            app.world_mut().write_message(Submit::<G> { seat, action });
            sent_by_app += 1;
        }
        screen(app) == Screen::Results
    });
    assert!(dropped, "the connection was dropped mid-match");
    assert!(saw_it_lost, "the banner said the connection was lost");
    assert!(sent_by_app > 0, "the app moved");
    let result = app.world().resource::<MatchResult>().clone();
    let save = result.save.expect("the server's save of the match");
    assert_eq!(
        save.names,
        ["Ann", "Núria"],
        "the saved match keeps the names the players gave"
    );
    let outcome = friend_poll_to_the_end(&mut friend, clock);
    assert_eq!(
        Some(&result.outcome),
        outcome.as_ref(),
        "the app ends as the server did"
    );
    let replayed = save.timeline::<G>().expect("the save replays");
    assert_eq!(replayed.state().outcome(), Some(result.outcome));
    // The friend's moves are told in the app's log in the words a match at one screen tells
    // them to the app's seat (its own draws, say), under the names the players gave.
    let here = SeatId(0);
    let names = ["Ann".to_string(), "Núria".to_string()];
    let told: Vec<Words> = replayed
        .steps()
        .iter()
        .filter(|step| step.seat != here)
        .flat_map(|step| G::events_seen_by(&step.events, Some(here)))
        .filter_map(|event| G::describe(&event, &names))
        .collect();
    assert!(!told.is_empty(), "the friend's moves tell something");
    let log = &app.world().resource::<GameLog>().lines;
    let mut unread = log.iter();
    for line in &told {
        assert!(
            unread.any(|logged| logged == line),
            "{line:?} is not in the app's log (in order): {log:?}"
        );
    }
    (app, server, friend_token)
}

/// The friend's session read until its end: the outcome the server gave.
fn friend_poll_to_the_end<G: Game>(
    friend: &mut OnlineMatch<G, NativeConnector>,
    clock: Instant,
) -> Option<codebreakers_kernel::Outcome> {
    let start = Instant::now();
    while friend.outcome().is_none() && start.elapsed() < LIMIT {
        friend.poll(clock.elapsed());
        std::thread::sleep(Duration::from_millis(5));
    }
    friend.outcome().cloned()
}

#[test]
fn code_breaker_is_played_online_from_the_app_and_a_rematch_offered_by_the_friend() {
    let (mut app, server, friend_token) = play::<CodeBreaker>(GameId::CodeBreaker, 3);
    let place = app
        .world()
        .resource::<MatchResult>()
        .online
        .clone()
        .expect("the result says where the match was played");
    let token = app
        .world()
        .resource::<OnlineBook>()
        .seat_in(&place.server, &place.code)
        .expect("the seat is remembered")
        .token
        .clone();
    // The friend asks for the rematch: the app's results hear that Núria offers it.
    let lobby = Lobby::new(&server.base()).expect("an address");
    let offered = lobby
        .rematch(&friend_token, None, None)
        .expect("the friend's rematch");
    until(&mut app, "the rematch offered in the results", |app| {
        let screen = app.world().resource::<OnlineScreen>();
        screen.matches.iter().any(|summary| {
            summary.code.to_string() == place.code
                && rematch_offered_by(summary) == Some(SeatId(1))
                && seat_name(summary, SeatId(1)) == "Núria"
        })
    });
    assert_eq!(screen(&app), Screen::Results, "still at the results");
    // The results screen's Join the rematch: the rematch's waiting room, the friend seated.
    app.world_mut()
        .resource_mut::<LobbyWork>()
        .ask(&server.base(), Ask::Rematch { token, name: None });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    until(&mut app, "the rematch's waiting room", |app| {
        matches!(&app.world().resource::<OnlineScreen>().page,
            Page::Waiting(seat) if seat.code == offered.code.to_string() && seat.game == "code-breaker")
    });
}

#[test]
fn code_knacker_is_played_online_from_the_app() {
    let _ = play::<CodeKnacker>(GameId::CodeKnacker, 4);
}

#[test]
fn crack_it_is_played_online_from_the_app() {
    let _ = play::<CrackIt>(GameId::CrackIt, 5);
}

#[test]
fn passcode_is_played_online_from_the_app() {
    let _ = play::<Passcode>(GameId::Passcode, 4);
}

/// A wrong code at the table goes back to the lobby with the server's reason.
#[test]
fn a_match_the_server_does_not_know_goes_back_to_the_lobby_with_the_reason() {
    let server = Server::start("unknown");
    let mut app = app();
    {
        let world = app.world_mut();
        world.resource_mut::<MatchSetup>().game = GameId::CodeBreaker;
        world.insert_resource(codebreakers::table::remote::OnlineFrom {
            server: server.base(),
            code: "ACDEFH".into(),
            token: Some("not-a-token".into()),
            last_seq: None,
        });
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
    }
    until(&mut app, "the table", |app| screen(app) == Screen::Playing);
    until(&mut app, "the lobby again, saying why", |app| {
        screen(app) == Screen::Online && app.world().resource::<OnlineScreen>().message.is_some()
    });
    let message = app.world().resource::<OnlineScreen>().message.clone();
    assert!(
        message.as_ref().is_some_and(|m| m.contains("ACDEFH")),
        "the lobby says why, in the server's words: {message:?}"
    );
    assert!(app.world().get_resource::<OnlineTable>().is_none());
}

/// A webhook typed in the lobby goes with the match created; one the server refuses (not
/// `http://` or `https://`, or of this machine) is refused with its reason, and no seat is
/// taken.
#[test]
fn the_lobbys_webhook_goes_with_the_match_and_a_wrong_one_is_refused() {
    let server = Server::start("webhook");
    let mut app = app();
    for (webhook, accepted) in [
        ("ftp://example.org/hook", false),
        // The server posts to public addresses only.
        ("http://127.0.0.1:9/hook", false),
        ("https://hooks.example.net/hook", true),
    ] {
        {
            let mut screen = app.world_mut().resource_mut::<OnlineScreen>();
            screen.server = server.base();
            screen.webhook = webhook.to_string();
            screen.message = None;
        }
        let request = app.world().resource::<OnlineScreen>().create_request(1);
        assert_eq!(request.webhook.as_deref(), Some(webhook));
        app.world_mut()
            .resource_mut::<LobbyWork>()
            .ask(&server.base(), Ask::Create(request));
        until(&mut app, "the lobby's answer", |app| {
            let screen = app.world().resource::<OnlineScreen>();
            screen.message.is_some() || matches!(screen.page, Page::Waiting(_))
        });
        let screen = app.world().resource::<OnlineScreen>();
        assert_eq!(
            matches!(screen.page, Page::Waiting(_)),
            accepted,
            "{webhook}"
        );
        assert_eq!(
            screen.message.is_some(),
            !accepted,
            "{webhook}: {:?}",
            screen.message
        );
    }
}

/// A match of `G` with `options` played by normal computers from the seed's deal until
/// seat 0 is to decide.
fn at_seat_0s_decision<G: AppGame>(options: &serde_json::Value, seed: u64) -> G {
    let options: G::Options = if options.is_null() {
        Default::default()
    } else {
        serde_json::from_value(options.clone()).expect("options")
    };
    let mut game = G::setup(&options, 2, Chance::seeded(seed)).expect("sets up");
    let mut bot = G::bot(BotLevel::Normal, seed);
    while !game.to_decide().contains(&SeatId(0)) {
        let seat = game.to_decide()[0];
        let action = bot.decide(&game.observe(seat));
        game.apply(seat, &action)
            .expect("a computer's move is legal");
    }
    game
}

/// What the app shows as seat 0 of a match the server deals as `state` (seat 1 taken by
/// the test, which does not move): the seat's table and panel, once it is to decide.
fn shown_online<G: AppGame, K: PieceKey>(
    server: &Server,
    options: &serde_json::Value,
    state: &G,
) -> Vec<String> {
    let request = CreateMatch {
        version: PROTOCOL_VERSION,
        game: G::ID.to_string(),
        options: options.clone(),
        seats: vec![SeatChoice::Me, SeatChoice::Open],
        clock: None,
        webhook: None,
        name: None,
    };
    let dealt = serde_json::to_value(state).expect("a state writes");
    let created = server.runtime.block_on(async {
        let created = server
            .hub
            .create_with_state(request, 1, dealt)
            .await
            .expect("the match is dealt");
        let join = JoinMatch {
            version: PROTOCOL_VERSION,
            code: created.code.to_string(),
            webhook: None,
            name: None,
        };
        server.hub.join(join).await.expect("the friend joins");
        created
    });
    let mut app = app();
    let from = OnlineFrom {
        server: server.base(),
        code: created.code.to_string(),
        token: Some(created.token.clone()),
        last_seq: None,
    };
    open_online(&mut app, G::ID, from);
    until(&mut app, "seat 0's decision online", |app| {
        common::app::phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    common::table::settle(&mut app);
    common::views::shown::<G, K>(&mut app)
}

/// The online table of seat 0 in a match and in `other` of it (the same to seat 0's eyes,
/// another seat's secrets changed) look the same: the app holds the seat's observation only.
fn the_same_online_whatever_the_others_hold<G: AppGame + PartialEq, K: PieceKey>(
    options: serde_json::Value,
    other: impl FnOnce(&G) -> G,
) {
    let server = Server::start(&format!("views-{}", G::ID));
    let world = at_seat_0s_decision::<G>(&options, 5);
    let other = other(&world);
    assert_ne!(world, other, "the other world differs");
    assert_eq!(world.observe(SeatId(0)), other.observe(SeatId(0)));
    let here = shown_online::<G, K>(&server, &options, &world);
    let there = shown_online::<G, K>(&server, &options, &other);
    assert_eq!(here, there);
}

#[test]
fn code_breaker_online_the_breakers_table_is_the_same_whatever_code_the_maker_chose() {
    the_same_online_whatever_the_others_hold::<CodeBreaker, BoardPiece>(
        serde_json::json!({"mode": "standard", "first_maker": 1}),
        common::views::another_code,
    );
}

#[test]
fn code_knacker_online_the_table_is_the_same_whatever_order_the_deck_is_in() {
    the_same_online_whatever_the_others_hold::<CodeKnacker, KnId>(
        serde_json::Value::Null,
        common::views::another_deck_order,
    );
}

#[test]
fn crack_it_online_the_table_is_the_same_whatever_the_rival_holds_and_hides() {
    the_same_online_whatever_the_others_hold::<CrackIt, CiPieceId>(
        serde_json::Value::Null,
        common::views::another_rival,
    );
}

#[test]
fn passcode_online_the_table_is_the_same_whatever_the_rival_holds() {
    the_same_online_whatever_the_others_hold::<Passcode, PcPieceId>(
        serde_json::Value::Null,
        common::views::another_deal,
    );
}

/// The app's seat of a Code Breaker match created in its lobby (it makes the first code),
/// at the table, and the test's friend in the other seat, connected.
fn at_a_code_breaker_table(name: &str) -> (App, Server, OnlineMatch<CodeBreaker, NativeConnector>) {
    let server = Server::start(name);
    let mut app = app();
    let (code, friend_token) = create_and_join(&mut app, &server, GameId::CodeBreaker);
    go_to_the_table(&mut app);
    let mut friend: OnlineMatch<CodeBreaker, NativeConnector> = OnlineMatch::seat(
        NativeConnector::for_server(&server.base()),
        &code,
        &friend_token,
        None,
    );
    let clock = Instant::now();
    // At the table: its match there, the first to act known, and its systems running (a
    // message written before they run would not be read).
    until(&mut app, "both seats at the table", |app| {
        friend.poll(clock.elapsed());
        friend.observation().is_some()
            && app
                .world()
                .get_resource::<Match<CodeBreaker>>()
                .is_some_and(|table| table.acting_human().is_some())
            && app
                .world()
                .get_resource::<State<InPlay>>()
                .is_some_and(|state| *state.get() == InPlay::Game(GameId::CodeBreaker))
    });
    (app, server, friend)
}

/// The app's seat, the maker, sets a computer's code as the player's own once its turn is
/// up; until the server has it (the friend polled meanwhile).
fn the_app_sets_its_code(app: &mut App, friend: &mut OnlineMatch<CodeBreaker, NativeConnector>) {
    let clock = Instant::now();
    let (seat, code) = {
        let table = app.world().resource::<Match<CodeBreaker>>();
        let seat = table.acting_human().expect("the maker decides");
        let mut maker =
            <CodeBreaker as codebreakers_registry::Registered>::bot(BotLevel::Normal, 3);
        (seat, maker.decide(&table.view()))
    };
    until(app, "the code set", |app| {
        friend.poll(clock.elapsed());
        if online_table(app).seq == 0 && common::app::phase(app) == Some(TurnPhase::AwaitingHuman) {
            app.world_mut()
                .write_message(Submit::<CodeBreaker> { seat, action: code });
        }
        online_table(app).seq >= 1
    });
}

fn online_table(app: &App) -> OnlineTable {
    app.world().resource::<OnlineTable>().clone()
}

#[test]
fn online_the_others_presence_is_shown_and_a_move_no_one_answered_is_taken_back() {
    let (mut app, _server, mut friend) = at_a_code_breaker_table("take-back");
    let clock = Instant::now();
    until(&mut app, "the friend seen at the table", |app| {
        friend.poll(clock.elapsed());
        online_table(app).present.contains(&SeatId(1))
    });
    // The app's seat makes the code; before the friend guesses, the rules let it go back.
    let mut maker = <CodeBreaker as codebreakers_registry::Registered>::bot(BotLevel::Normal, 3);
    let (seat, code) = {
        let table = app.world().resource::<Match<CodeBreaker>>();
        let seat = table.acting_human().expect("the maker decides");
        (seat, maker.decide(&table.view()))
    };
    let mut said = Instant::now();
    until(&mut app, "the code set, and revocable", |app| {
        friend.poll(clock.elapsed());
        let online = online_table(app);
        if online.seq == 0 && common::app::phase(app) == Some(TurnPhase::AwaitingHuman) {
            app.world_mut()
                .write_message(Submit::<CodeBreaker> { seat, action: code });
        }
        if said.elapsed() > Duration::from_secs(5) {
            said = Instant::now();
            eprintln!(
                "waiting: {:?} phase {:?} log {:?}",
                online,
                common::app::phase(app),
                app.world().resource::<GameLog>().lines
            );
        }
        online.seq == 1 && online.revocable == 1
    });
    app.world_mut().write_message(codebreakers::table::TakeBack);
    until(&mut app, "the code taken back", |app| {
        friend.poll(clock.elapsed());
        online_table(app).seq == 0
            && app
                .world()
                .resource::<Match<CodeBreaker>>()
                .acting_human()
                .is_some()
    });
    let log = app.world().resource::<GameLog>();
    assert!(log.lines.iter().any(|line| line.key == "online-took-back"));
    assert_eq!(friend.seq(), Some(0), "the friend's view went back too");
    // The code set again, the friend guesses: now nothing may be taken back.
    let code = maker.decide(&app.world().resource::<Match<CodeBreaker>>().view());
    until(&mut app, "the friend's guess", |app| {
        friend.poll(clock.elapsed());
        if online_table(app).seq == 0 && common::app::phase(app) == Some(TurnPhase::AwaitingHuman) {
            app.world_mut()
                .write_message(Submit::<CodeBreaker> { seat, action: code });
        }
        if friend.my_turn() {
            let guess =
                <CodeBreaker as codebreakers_registry::Registered>::bot(BotLevel::Normal, 5)
                    .decide(friend.observation().expect("a view"));
            friend.act(&guess).expect("the guess is sent");
        }
        online_table(app).seq >= 2
    });
    assert_eq!(online_table(&app).revocable, 0, "after another seat acted");
    // The friend goes: the table says it is away.
    drop(friend);
    until(&mut app, "the friend seen away", |app| {
        !online_table(app).present.contains(&SeatId(1))
    });
}

/// Opened again, the table's log tells the match so far, the player's own moves too, and
/// the others' moves since the player last saw it under "Since your last visit" (it was
/// empty when only the player had moved since).
#[test]
fn online_a_match_opened_again_tells_it_so_far_and_what_is_new_since_the_last_visit() {
    let (mut app, _server, mut friend) = at_a_code_breaker_table("opened-again");
    let clock = Instant::now();
    the_app_sets_its_code(&mut app, &mut friend);
    let held = app.world().resource::<OnlineBook>().seats[0].clone();
    // The player leaves after the own move; the friend guesses meanwhile.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    until(&mut app, "the title", |app| screen(app) == Screen::Title);
    until(&mut app, "the friend's guess", |_| {
        friend.poll(clock.elapsed());
        if friend.my_turn() {
            let guess =
                <CodeBreaker as codebreakers_registry::Registered>::bot(BotLevel::Normal, 5)
                    .decide(friend.observation().expect("a view"));
            friend.act(&guess).expect("the guess is sent");
        }
        friend.seq() >= Some(2)
    });
    let from = OnlineFrom {
        last_seq: Some(1),
        ..codebreakers::online::screen::seat_at_table(&held)
    };
    open_online(&mut app, "code-breaker", from);
    until(&mut app, "the table again", |app| {
        app.world()
            .get_resource::<OnlineTable>()
            .is_some_and(|online| online.seq >= 2)
            && app.world().get_resource::<Match<CodeBreaker>>().is_some()
    });
    let keys: Vec<&str> = app
        .world()
        .resource::<GameLog>()
        .lines
        .iter()
        .map(|line| line.key)
        .collect();
    let heading = keys
        .iter()
        .position(|key| *key == "online-since-last-visit")
        .unwrap_or_else(|| panic!("the new moves under their heading: {keys:?}"));
    assert!(
        keys[..heading].contains(&"code-breaker-log-code-hidden"),
        "the player's own code told before the heading: {keys:?}"
    );
    assert!(
        keys[heading..].contains(&"code-breaker-log-answered"),
        "the friend's guess told after it: {keys:?}"
    );
}

#[test]
fn online_resigning_a_two_seat_match_ends_it_and_the_other_wins() {
    let (mut app, _server, mut friend) = at_a_code_breaker_table("resign");
    let clock = Instant::now();
    // The app's seat makes the code, then resigns while the friend breaks it.
    the_app_sets_its_code(&mut app, &mut friend);
    app.world_mut()
        .write_message(codebreakers::table::remote::Resign);
    let mut said = Instant::now();
    until(&mut app, "the results", |app| {
        friend.poll(clock.elapsed());
        if said.elapsed() > Duration::from_secs(5) {
            said = Instant::now();
            eprintln!(
                "waiting: {:?} phase {:?} log {:?} friend {:?}",
                app.world().get_resource::<OnlineTable>(),
                common::app::phase(app),
                app.world().resource::<GameLog>().lines,
                friend.outcome()
            );
        }
        screen(app) == Screen::Results
    });
    let result = app.world().resource::<MatchResult>().clone();
    assert_eq!(result.outcome.winners, vec![SeatId(1)]);
    assert!(result.save.is_some(), "the server's save is kept");
    assert!(
        result
            .story
            .iter()
            .any(|line| line.key == "online-resigned"),
        "the results say who resigned: {:?}",
        result.story
    );
    let outcome = friend_poll_to_the_end(&mut friend, clock);
    assert_eq!(outcome.map(|o| o.winners), Some(vec![SeatId(1)]));
}

#[test]
fn online_resigning_before_any_move_ends_the_match_and_the_other_wins() {
    let (mut app, _server, mut friend) = at_a_code_breaker_table("resign-at-start");
    let clock = Instant::now();
    app.world_mut()
        .write_message(codebreakers::table::remote::Resign);
    until(&mut app, "the results", |app| {
        friend.poll(clock.elapsed());
        screen(app) == Screen::Results
    });
    let result = app.world().resource::<MatchResult>().clone();
    assert_eq!(result.outcome.winners, vec![SeatId(1)]);
    let outcome = friend_poll_to_the_end(&mut friend, clock);
    assert_eq!(outcome.map(|o| o.winners), Some(vec![SeatId(1)]));
}

/// Hosting on this computer gives friends its address on the network, never a loopback one,
/// and a friend joins with exactly what the waiting room shows (the link's server and code);
/// the link opens the game where the browser build is served.
#[test]
fn a_friend_joins_a_match_hosted_here_through_the_address_the_waiting_room_shows() {
    use codebreakers::online::host::HostedServer;
    let dir = std::env::temp_dir().join(format!("codebreakers-hosted-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut host = HostedServer::default();
    host.start_in(&dir);
    assert_eq!(host.failed, None, "the server starts");
    let address = host
        .address
        .clone()
        .expect("this machine is on a network: friends get its address there");
    let ip: std::net::IpAddr = address
        .trim_start_matches("http://")
        .rsplit_once(':')
        .expect("an address with its port")
        .0
        .parse()
        .expect("an IP address");
    assert!(!ip.is_loopback(), "{address} is no loopback address");
    assert_eq!(host.lobby_address().as_deref(), Some(address.as_str()));

    // The lobby at the hosted server, as Host on this computer sets it: a match, its waiting
    // room.
    let mut app = app();
    {
        let mut screen = app.world_mut().resource_mut::<OnlineScreen>();
        screen.server = address.clone();
        screen.game = GameId::CodeBreaker;
        screen.seats = vec![SeatChoice::Me, SeatChoice::Open];
        screen.name = "Ann".into();
    }
    let request = app.world().resource::<OnlineScreen>().create_request(1);
    app.world_mut()
        .resource_mut::<LobbyWork>()
        .ask(&address, Ask::Create(request));
    until(&mut app, "the waiting room", |app| {
        matches!(
            app.world().resource::<OnlineScreen>().page,
            Page::Waiting(_)
        )
    });
    let Page::Waiting(seat) = app.world().resource::<OnlineScreen>().page.clone() else {
        unreachable!()
    };
    assert_eq!(
        seat.server, address,
        "the invite names the network's address"
    );
    assert!(host.hosts(&seat.server));

    // The friend, with that server and code.
    let friend = Lobby::new(&seat.server).expect("an address");
    let joined = friend
        .join(&seat.code, None, "Núria".parse().ok())
        .expect("the friend joins through the network's address");
    assert_eq!(joined.code.to_string(), seat.code);
    until(&mut app, "the friend seen in the waiting room", |app| {
        let screen = app.world().resource::<OnlineScreen>();
        screen
            .matches
            .iter()
            .any(|m| m.code.to_string() == seat.code && m.open_seats.is_empty())
    });
    if host.serves_the_game {
        let page = get(&seat.server, &format!("/?join={}", seat.code));
        assert!(
            page.starts_with("HTTP/1.1 200") && page.to_lowercase().contains("<html"),
            "the link opens the game: {page}"
        );
    }
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The answer to `GET path` from the server at `address` (`http://host:port`), whole.
fn get(address: &str, path: &str) -> String {
    use std::io::{Read, Write};
    let host = address.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(host).expect("the server answers");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .expect("the request goes");
    let mut answer = String::new();
    stream
        .read_to_string(&mut answer)
        .expect("the answer reads");
    answer
}
