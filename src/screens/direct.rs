//! A match started straight from the command line, skipping the menus: for looking at a
//! table, for benchmarks and for demonstrations.
//!
//! `codebreakers --play GAME[:SEAT,SEAT...] [--seed N] [--options JSON] [--size WxH]`
//! (`--size` alone sizes the window), or `codebreakers --learn GAME` for its lesson, where
//! GAME is
//! `code-breaker`, `code-knacker`, `crack-it` or `passcode` and a SEAT is `human`, `easy`,
//! `normal` or `hard`, optionally named: `Núria=human`. Without seats: you against a
//! normal computer. A wrong argument is refused with a message, and the title shows.
//!
//! `codebreakers --review FILE` opens the review of a finished match from its save file.
//!
//! `codebreakers --join CODE [--server http://HOST:PORT]` takes a seat in an online match
//! (the server on this computer's port 7878 if none is given) and opens its waiting room, or
//! its table if the seat is held already; `--watch CODE` opens it as a spectator.
//!
//! In the browser the page's address says the same:
//! `?play=passcode:Núria=human,hard&seed=7&options={"codes":3}`, `?learn=crack-it`,
//! `?join=ACDEFH` (the invite link: the server is the page's own), `?watch=ACDEFH`.

use crate::online::book::OnlineBook;
use crate::online::screen::{OnlineScreen, open_the_table, seat_at_table, watching};
use crate::online::work::{Ask, LobbyWork};
use crate::session::{GameId, MatchSetup, Screen, SeatChoice};
use bevy::prelude::*;
use clap::Parser;
use codebreakers_kernel::{BotLevel, SeatKind};

/// The command line as clap reads it; the page address's query is read the same way.
#[derive(Parser, Debug)]
#[command(
    name = "codebreakers",
    about = "Code Breakers: four code-breaking tabletop games at one table.",
    after_help = "Without arguments the title opens.",
    disable_version_flag = true
)]
struct Arguments {
    /// Start a match at once: GAME is code-breaker, code-knacker, crack-it or passcode, a SEAT
    /// is human, easy, normal or hard, optionally named (Nuria=human); without seats, you
    /// against a normal computer
    #[arg(long, value_name = "GAME[:SEAT,SEAT...]", value_parser = parse_match)]
    play: Option<MatchSetup>,
    /// The match's seed, to play the same deal again
    #[arg(long, value_name = "N", requires = "play")]
    seed: Option<u64>,
    /// The game's options, e.g. '{"codes":3}' in Passcode
    #[arg(long, value_name = "JSON", requires = "play", value_parser = json)]
    options: Option<serde_json::Value>,
    /// The window's size, e.g. 1024x600
    #[arg(long, value_name = "WIDTHxHEIGHT", value_parser = window_size)]
    size: Option<(u32, u32)>,
    /// Start the game's lesson
    #[arg(long, value_name = "GAME", value_parser = game_named, conflicts_with = "play")]
    learn: Option<GameId>,
    /// Take a seat in the online match of this invite code
    #[arg(long, value_name = "CODE", group = "online", conflicts_with_all = ["play", "learn"])]
    join: Option<String>,
    /// Watch the online match of this invite code
    #[arg(long, value_name = "CODE", group = "online", conflicts_with_all = ["play", "learn"])]
    watch: Option<String>,
    /// The server of --join or --watch (default http://127.0.0.1:7878)
    #[arg(long, value_name = "URL", requires = "online", value_parser = server_url)]
    server: Option<String>,
    /// Review a finished match from its save file (the game's, or
    /// `codebreakers-cli play ... --save FILE`)
    #[arg(long, value_name = "FILE", value_parser = save_file, conflicts_with_all = ["play", "learn", "online"])]
    review: Option<codebreakers_records::SaveFile>,
}

/// The help the command line asks for (`--help` or `-h`), if it does.
pub fn help_asked(args: &[String]) -> Option<String> {
    match read(args) {
        Err(error) if error.kind() == clap::error::ErrorKind::DisplayHelp => {
            Some(error.render().to_string())
        }
        _ => None,
    }
}

/// The window's size the command line asks for (`--size WxH`), if it is sound.
pub fn asked_window_size(args: &[String]) -> Option<(u32, u32)> {
    parse(args).ok()?.size
}

/// Reads the command line once the app has started.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_from_the_command_line);
}

fn start_from_the_command_line(
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut window: Option<Single<&mut Window>>,
    mut setup: ResMut<MatchSetup>,
    mut online: (ResMut<OnlineScreen>, ResMut<LobbyWork>, Res<OnlineBook>),
    settings: Option<Res<crate::settings::Settings>>,
) {
    // The name kept in the settings, before the lobby shows it (this runs first).
    if let Some(settings) = settings {
        online.0.name = settings.online_name.clone();
    }
    match parse(&arguments()) {
        Ok(launch) => {
            if let (Some((width, height)), Some(window)) = (launch.size, window.as_mut()) {
                window.resolution.set(width as f32, height as f32);
            }
            if let Some(setup) = launch.setup {
                commands.insert_resource(crate::session::TypedNames::all(setup.seats.len()));
                commands.insert_resource(setup);
                next.set(Screen::Playing);
            }
            if let Some(game) = launch.learn
                && crate::table::lesson::begin(game, &mut setup, &mut commands)
            {
                next.set(Screen::Playing);
            }
            if let Some(save) = launch.review {
                let mine = crate::review::human_seats(&save);
                commands.insert_resource(crate::review::ReviewOf::new(save, mine, Screen::Title));
                next.set(Screen::Review);
            }
            let (screen, work, book) = &mut online;
            if let Some(server) = launch.server {
                screen.server = server;
            }
            let server = screen.server.clone();
            if let Some(code) = launch.watch {
                let game = screen.game.id();
                open_the_table(
                    &mut commands,
                    &mut setup,
                    &mut next,
                    game,
                    watching(&server, &code),
                );
            }
            if let Some(code) = launch.join {
                // A seat held already (the invite link opened again): its table.
                if let Some(seat) = book.seat_in(&server, &code) {
                    let (game, from) = (seat.game.clone(), seat_at_table(seat));
                    open_the_table(&mut commands, &mut setup, &mut next, &game, from);
                } else if screen.player_name().is_none() {
                    // No name kept yet: the lobby asks for one, the code typed in for Join.
                    screen.code = code;
                    next.set(Screen::Online);
                } else {
                    screen.code = code.clone();
                    let (webhook, name) = (screen.webhook(), screen.player_name());
                    work.ask(
                        &server,
                        Ask::Join {
                            code,
                            webhook,
                            name,
                        },
                    );
                    next.set(Screen::Online);
                }
            }
        }
        Err(message) => error!("{message}"),
    }
}

/// The command line's arguments, or in the browser the page address's query read as
/// arguments (`?play=X&seed=N` as `--play X --seed N`).
fn arguments() -> Vec<String> {
    #[cfg(not(target_arch = "wasm32"))]
    return std::env::args().skip(1).collect();
    #[cfg(target_arch = "wasm32")]
    {
        let search = web_sys::window()
            .and_then(|window| window.location().search().ok())
            .unwrap_or_default();
        query_arguments(&search)
    }
}

/// `?play=X&seed=N` as `--play X --seed N`, each value decoded from the address (used in
/// the browser, tested everywhere).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn query_arguments(search: &str) -> Vec<String> {
    search
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .flat_map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            [format!("--{}", decode(key)), decode(value)]
        })
        .collect()
}

/// Undoes the address's percent-encoding (and `+` for a space); a broken escape stays as
/// it is.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(high), Some(low)) => {
                        out.push((high * 16 + low) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What the command line asks for.
#[derive(Debug, Default)]
pub struct Launch {
    /// A match to start at once.
    pub setup: Option<MatchSetup>,
    /// The window's size.
    pub size: Option<(u32, u32)>,
    /// A game whose lesson starts at once.
    pub learn: Option<GameId>,
    /// An online match to take a seat in: its invite code.
    pub join: Option<String>,
    /// An online match to watch: its invite code.
    pub watch: Option<String>,
    /// The server of that match.
    pub server: Option<String>,
    /// A finished match to review.
    pub review: Option<codebreakers_records::SaveFile>,
}

fn read(args: &[String]) -> Result<Arguments, clap::Error> {
    Arguments::try_parse_from(
        std::iter::once("codebreakers".to_string()).chain(args.iter().cloned()),
    )
}

/// Reads the arguments: what to open, or why they do not do.
pub fn parse(args: &[String]) -> Result<Launch, String> {
    let arguments = read(args).map_err(|error| error.render().to_string())?;
    let mut setup = arguments.play;
    if let Some(setup) = &mut setup {
        if let Some(seed) = arguments.seed {
            setup.seed = seed;
        }
        if let Some(options) = arguments.options {
            setup.options = options;
        }
        check_seats(setup)?;
    }
    let code = |code: String| code.trim().to_uppercase();
    Ok(Launch {
        setup,
        size: arguments.size,
        learn: arguments.learn,
        join: arguments.join.map(code),
        watch: arguments.watch.map(code),
        server: arguments.server,
        review: arguments.review,
    })
}

/// A save file read from `path`: a finished match, for its review.
fn save_file(path: &str) -> Result<codebreakers_records::SaveFile, String> {
    let bytes = std::fs::read(path).map_err(|error| format!("cannot read {path}: {error}"))?;
    let save = codebreakers_records::SaveFile::from_json(&bytes)
        .map_err(|error| format!("{path} is no save file: {error}"))?;
    if save.is_finished() {
        Ok(save)
    } else {
        Err(format!(
            "{path} is a match still going on: a match is reviewed once it has ended"
        ))
    }
}

fn json(text: &str) -> Result<serde_json::Value, String> {
    serde_json::from_str(text).map_err(|error| format!("not JSON ({error})"))
}

/// `WIDTHxHEIGHT`, at least 320x240.
fn window_size(text: &str) -> Result<(u32, u32), String> {
    text.split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .filter(|&(w, h): &(u32, u32)| w >= 320 && h >= 240)
        .ok_or_else(|| format!("WIDTHxHEIGHT, e.g. 1024x600, not {text:?}"))
}

/// A server's address: `http://` or `https://`.
fn server_url(url: &str) -> Result<String, String> {
    if url.starts_with("http://") || url.starts_with("https://") {
        Ok(url.to_string())
    } else {
        Err(format!(
            "an address such as http://192.168.1.5:7878, not {url:?}"
        ))
    }
}

fn game_named(name: &str) -> Result<GameId, String> {
    GameId::of_id(name).ok_or_else(|| {
        format!("no game is called {name:?}: code-breaker, code-knacker, crack-it or passcode")
    })
}

fn parse_match(text: &str) -> Result<MatchSetup, String> {
    let (game, seats) = text.split_once(':').unwrap_or((text, "human,normal"));
    let game = game_named(game)?;
    let mut seats = seats
        .split(',')
        .map(|seat| {
            let (name, kind) = seat.split_once('=').unwrap_or(("", seat));
            let kind = match kind {
                "human" => SeatKind::Human,
                "easy" => SeatKind::Computer(BotLevel::Easy),
                "normal" => SeatKind::Computer(BotLevel::Normal),
                "hard" => SeatKind::Computer(BotLevel::Hard),
                other => {
                    return Err(format!(
                        "a seat is human, easy, normal or hard, not {other:?}"
                    ));
                }
            };
            Ok(SeatChoice {
                name: name.to_string(),
                kind,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    // A seat not named gets the name the setup screen would give it.
    let computers = seats.iter().filter(|s| !s.kind.is_human()).count();
    for (i, seat) in seats.iter_mut().enumerate() {
        if seat.name.is_empty() {
            seat.name = crate::session::default_name(seat.kind, i, computers);
        }
    }
    Ok(MatchSetup {
        game,
        seats,
        ..MatchSetup::default()
    })
}

/// `Ok` if the rules let as many play as `setup` seats, with its options.
fn check_seats(setup: &MatchSetup) -> Result<(), String> {
    let range = setup.game.seats(&setup.options);
    let (fewest, most) = (*range.start(), *range.end());
    if range.contains(&setup.seats.len()) {
        return Ok(());
    }
    let how_many = if fewest == most {
        format!("{fewest}")
    } else {
        format!("{fewest} to {most}")
    };
    Err(format!(
        "{} is played by {how_many} players, not {}",
        setup.game.name(),
        setup.seats.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_address_reads_as_arguments() {
        assert_eq!(
            query_arguments(
                "?play=passcode:N%C3%BAria=human,hard&seed=7&options=%7B%22codes%22:3%7D"
            ),
            args(r#"--play passcode:Núria=human,hard --seed 7 --options {"codes":3}"#)
        );
        assert!(query_arguments("").is_empty());
        // A broken escape is kept as it is, and refused by the reading that follows.
        assert_eq!(query_arguments("?seed=%zz%"), args("--seed %zz%"));
        let launch = parse(&query_arguments("?play=crack-it:human,hard&seed=3")).unwrap();
        assert_eq!(launch.setup.unwrap().seed, 3);
    }

    fn args(line: &str) -> Vec<String> {
        line.split(' ').map(String::from).collect()
    }

    #[test]
    fn a_match_is_read_from_the_command_line() {
        let launch = parse(&args(
            "--play passcode:Núria=human,hard,easy --seed 7 --size 1024x600",
        ))
        .unwrap();
        assert_eq!(launch.size, Some((1024, 600)));
        let setup = launch.setup.unwrap();
        assert_eq!(setup.game, GameId::Passcode);
        assert_eq!(setup.seed, 7);
        assert_eq!(setup.seats[0].name, "Núria");
        assert_eq!(setup.seats[1].kind, SeatKind::Computer(BotLevel::Hard));
        assert_eq!(setup.seats[2].name, "Computer 3");
    }

    #[test]
    fn a_lesson_is_read_from_the_command_line() {
        let launch = parse(&args("--learn crack-it")).unwrap();
        assert_eq!(launch.learn, Some(GameId::CrackIt));
        assert!(launch.setup.is_none());
    }

    #[test]
    fn an_invite_is_read_from_the_command_line_and_the_link() {
        let launch = parse(&args("--join acdefh --server http://192.168.1.5:7878")).unwrap();
        assert_eq!(launch.join.as_deref(), Some("ACDEFH"));
        assert_eq!(launch.server.as_deref(), Some("http://192.168.1.5:7878"));
        let launch = parse(&query_arguments("?join=ACDEFH")).unwrap();
        assert_eq!(launch.join.as_deref(), Some("ACDEFH"));
        let launch = parse(&query_arguments("?watch=acdefh")).unwrap();
        assert_eq!(launch.watch.as_deref(), Some("ACDEFH"));
        assert!(launch.server.is_none() && launch.setup.is_none());
    }

    #[test]
    fn a_finished_match_is_reviewed_from_its_save_and_others_are_refused() {
        let folder = std::env::temp_dir().join(format!("cb-review-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let save = |name: &str, over: bool| {
            let mut file =
                codebreakers_records::SaveFile::new::<codebreakers_code_breaker::CodeBreaker>(
                    &Default::default(),
                    &[SeatKind::Human, SeatKind::Computer(BotLevel::Hard)],
                    &[],
                    codebreakers_records::ChanceSpec::seeded(1),
                    0,
                );
            if over {
                file.outcome = Some(codebreakers_kernel::Outcome {
                    winners: vec![],
                    scores: vec![0, 0],
                });
            }
            let path = folder.join(name);
            std::fs::write(&path, file.to_json()).unwrap();
            path.to_string_lossy().into_owned()
        };
        let over = save("over.json", true);
        let launch = parse(&["--review".to_string(), over]).unwrap();
        assert_eq!(launch.review.unwrap().game, "code-breaker");
        let going_on = save("going-on.json", false);
        let refused = parse(&["--review".to_string(), going_on]).unwrap_err();
        assert!(refused.contains("still going on"), "{refused}");
        let missing = parse(&args("--review no/such/match.json")).unwrap_err();
        assert!(
            missing.contains("cannot read no/such/match.json"),
            "{missing}"
        );
        std::fs::remove_dir_all(&folder).ok();
    }

    #[test]
    fn no_arguments_show_the_title() {
        let launch = parse(&[]).unwrap();
        assert!(launch.setup.is_none() && launch.size.is_none());
    }

    #[test]
    fn wrong_arguments_are_refused_and_say_why() {
        for (line, says) in [
            ("--play chess", "no game is called \"chess\""),
            ("--play passcode:human,clever", "not \"clever\""),
            (
                "--play code-breaker:human,hard,easy",
                "played by 2 players, not 3",
            ),
            ("--play passcode --seed many", "invalid digit"),
            ("--seed 3", "--play <GAME[:SEAT,SEAT...]>"),
            ("--fast", "unexpected argument '--fast'"),
            ("--learn chess", "no game is called \"chess\""),
            ("--learn passcode --play passcode", "cannot be used with"),
            ("--size big", "WIDTHxHEIGHT"),
            ("--join ACDEFH --server ftp://host", "not \"ftp://host\""),
            (
                "--server http://host:7878",
                "<--join <CODE>|--watch <CODE>>",
            ),
            ("--join ACDEFH --learn passcode", "cannot be used with"),
            ("--join ACDEFH --watch ACDEFH", "cannot be used with"),
            ("--join", "a value is required for '--join <CODE>'"),
        ] {
            let error = parse(&args(line)).unwrap_err();
            assert!(error.contains(says), "{line}: {error}");
        }
    }

    #[test]
    fn help_is_asked_for_and_names_every_argument() {
        let help = help_asked(&args("--help")).expect("the help");
        assert!(help_asked(&args("--play passcode -h")).is_some());
        assert!(help_asked(&args("--play passcode")).is_none());
        for flag in [
            "--play",
            "--seed",
            "--options",
            "--size",
            "--learn",
            "--join",
            "--watch",
            "--server",
        ] {
            assert!(help.contains(flag), "{flag}: {help}");
        }
        for game in GameId::ALL {
            assert!(help.contains(game.id()), "{}", game.id());
        }
    }
}
