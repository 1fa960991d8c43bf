//! The server under load, over loopback:
//! `cargo bench -p codebreakers-server --bench load -- [--matches N] [--think MS] [--game ID]
//! [--idle N] [--postgres URL]`.
//!
//! Starts a server in a process of its own on 127.0.0.1 (this program again, with `--serve`:
//! SQLite in a temporary folder, or the PostgreSQL database given), has it create `N` matches
//! of two human seats, and plays them all at once from this process: one WebSocket client a
//! seat, each choosing with the easy computer player from its own view, after about `--think`
//! milliseconds (half to one and a half times it; 0: at once, the server saturated; people
//! take seconds).
//! With `--idle N`, the server first creates and joins N more matches that nobody plays (each
//! loaded into memory by its join), and reports the memory they took; at the end the bench
//! asks it how many are still in memory (an idle match leaves after the hub's idle time, here
//! 20 s). Reports the actions applied a second, each action's latency (from sending it to its
//! acceptance: median and 99th percentile) and the server process's resident memory a played
//! match (read from `/proc` while they play; the clients' sockets are in this process, not
//! counted). Bounded: at most 5000 played and 20 000 idle matches, and the whole run within
//! ten minutes.

use codebreakers_kernel::{BotLevel, SeatId};
use codebreakers_protocol::{
    ClientMessage, CreateMatch, Created, JoinMatch, Joined, PROTOCOL_VERSION, SeatChoice,
    ServerMessage,
};
use codebreakers_registry::{ForGame, Registered, with_game};
use codebreakers_server::{
    Hub, HubSettings, Limits, PostgresStore, Settings, SqliteStore, Store,
    install_the_shipped_book, serve_hub_with,
};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::io::BufRead;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// The longest a run may take, all matches together.
const DEADLINE: Duration = Duration::from_secs(600);
/// The most matches a run plays.
const MOST_MATCHES: usize = 5000;
/// The most idle matches a run creates.
const MOST_IDLE: usize = 20_000;

struct Args {
    matches: usize,
    think: Duration,
    game: String,
    idle: usize,
    postgres: Option<String>,
    /// Be the server (the bench starts this program again with it).
    serve: bool,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        matches: 200,
        think: Duration::ZERO,
        game: "code-breaker".into(),
        idle: 0,
        postgres: None,
        serve: false,
    };
    let mut given = std::env::args().skip(1);
    while let Some(arg) = given.next() {
        let mut value = || given.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--idle" => {
                args.idle = value()?
                    .parse()
                    .ok()
                    .filter(|&n| n <= MOST_IDLE)
                    .ok_or(format!("--idle is a number up to {MOST_IDLE}"))?;
            }
            "--matches" => {
                args.matches = value()?
                    .parse()
                    .map_err(|_| "--matches is a number".to_string())?;
            }
            "--think" => {
                let ms: u64 = value()?
                    .parse()
                    .map_err(|_| "--think is milliseconds".to_string())?;
                args.think = Duration::from_millis(ms);
            }
            "--game" => args.game = value()?,
            "--postgres" => args.postgres = Some(value()?),
            "--serve" => args.serve = true,
            // What `cargo bench` adds.
            "--bench" => {}
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if !(1..=MOST_MATCHES).contains(&args.matches) {
        return Err(format!("--matches is 1 to {MOST_MATCHES}"));
    }
    Ok(args)
}

/// The easy computer player's choice for the seat that sees `observation`, as JSON.
struct Choose {
    observation: Value,
    seed: u64,
}

impl ForGame for Choose {
    type Output = Result<Value, String>;
    fn run<G: Registered>(self) -> Self::Output {
        let observation: G::Observation =
            serde_json::from_value(self.observation).map_err(|e| e.to_string())?;
        let action = G::bot(BotLevel::Easy, self.seed).decide(&observation);
        serde_json::to_value(action).map_err(|e| e.to_string())
    }
}

/// One seat played to the match's end through a socket: each of its actions' latency.
async fn play_seat(
    addr: SocketAddr,
    game: String,
    code: String,
    token: String,
    seed: u64,
    think: Duration,
) -> Result<Vec<Duration>, String> {
    // The client's buffers as small as the server's: thousands of clients share this process.
    let config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0);
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(
        format!("ws://{addr}/api/play"),
        Some(config),
        false,
    )
    .await
    .map_err(|e| e.to_string())?;
    let hello = ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        code,
        token: Some(token),
        last_seq: None,
    };
    let text = serde_json::to_string(&hello).map_err(|e| e.to_string())?;
    ws.send(Message::text(text))
        .await
        .map_err(|e| e.to_string())?;
    let (mut seat, mut pending, mut acted_at, mut latencies) =
        (None::<SeatId>, None, 0, Vec::new());
    while let Some(frame) = ws.next().await {
        let Message::Text(text) = frame.map_err(|e| e.to_string())? else {
            continue;
        };
        match serde_json::from_str(&text).map_err(|e| format!("{e}: {text}"))? {
            ServerMessage::Welcome { seat: given, .. } => seat = given,
            ServerMessage::View(view) => {
                let mine = seat.is_some_and(|s| view.to_decide.contains(&s));
                if mine && pending.is_none() && view.seq >= acted_at {
                    // Each seat and each moment its own draw (two seats of one match must
                    // not draw alike: a maker's code would be guessed at once).
                    let draw = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        ^ view.seq.wrapping_mul(0xD1B5_4A32_D192_ED03);
                    // Half to one and a half times the think time, so the seats do not all
                    // act in step.
                    let spread = 0.5 + (draw >> 11) as f64 / (1u64 << 53) as f64;
                    tokio::time::sleep(think.mul_f64(spread)).await;
                    let choose = Choose {
                        observation: view.observation,
                        seed: draw,
                    };
                    let action = with_game(&game, choose).ok_or("an unknown game")??;
                    let id = format!("a{}", view.seq);
                    let act = ClientMessage::Act {
                        id: id.clone(),
                        seq: view.seq,
                        action,
                    };
                    let text = serde_json::to_string(&act).map_err(|e| e.to_string())?;
                    pending = Some((id, Instant::now()));
                    acted_at = view.seq + 1;
                    ws.send(Message::text(text))
                        .await
                        .map_err(|e| e.to_string())?;
                }
            }
            ServerMessage::Accepted { id, .. } => {
                if let Some((waited, sent)) = pending.take() {
                    if waited != id {
                        return Err(format!("accepted {id}, not {waited}"));
                    }
                    latencies.push(sent.elapsed());
                }
            }
            ServerMessage::Ended { .. } => return Ok(latencies),
            ServerMessage::Rematch { .. }
            | ServerMessage::Presence { .. }
            | ServerMessage::Seated { .. } => {}
            ServerMessage::TakenBack { seat, .. } => {
                return Err(format!("{seat} took back, asked by no one"));
            }
            ServerMessage::Error { code, message, .. } => {
                return Err(format!("refused ({code:?}): {message}"));
            }
        }
    }
    Err(format!(
        "the socket closed before the match ended ({} actions)",
        latencies.len()
    ))
}

/// The resident memory of process `pid` ("self" for this one), in bytes (Linux), if it can
/// be read.
fn resident_bytes(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(at).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// The server's side (`--serve`): a hub on 127.0.0.1 that creates the idle matches and the
/// matches to play, and tells the bench on standard output, a line each: `before BYTES` (its
/// resident memory before the matches to play), `seat CODE TOKEN` for each seat to play,
/// `ready ADDRESS`. Then answers each `count` line on standard input with `count MATCHES
/// BYTES` (matches in memory, resident memory), and ends when standard input closes.
async fn serve(args: Args) -> Result<(), String> {
    install_the_shipped_book()?;
    let folder = std::env::temp_dir().join(format!("codebreakers-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
    let (store, store_name): (Arc<dyn Store>, &str) = match &args.postgres {
        Some(url) => (
            Arc::new(
                PostgresStore::connect(url)
                    .await
                    .map_err(|e| e.to_string())?,
            ),
            "PostgreSQL",
        ),
        None => (
            Arc::new(
                SqliteStore::open(&folder.join("matches.sqlite"))
                    .await
                    .map_err(|e| e.to_string())?,
            ),
            "SQLite",
        ),
    };
    let hub = Arc::new(Hub::with_settings(
        store,
        HubSettings {
            idle: Duration::from_secs(20),
            ..HubSettings::default()
        },
    ));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    // Every client comes from 127.0.0.1: the limits for one person's address are lifted.
    let settings = Settings {
        limits: Limits {
            lobby_burst: u32::MAX,
            lobby_per_second: 1e9,
            socket_burst: u32::MAX,
            socket_per_second: 1e9,
            connections_per_address: u32::MAX,
            ..Limits::default()
        },
        ..Settings::default()
    };
    tokio::spawn(serve_hub_with(listener, hub.clone(), settings));
    let before_idle = resident_bytes("self");
    for _ in 0..args.idle {
        two_seats(&hub, &args.game).await?;
    }
    let before = resident_bytes("self");
    if args.idle > 0 {
        eprintln!(
            "{} idle {} matches created and joined on {store_name}: {} in memory, {:.1} KiB a match",
            args.idle,
            args.game,
            hub.matches_in_memory(),
            match (before_idle, before) {
                (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1024.0 / args.idle as f64,
                _ => f64::NAN,
            }
        );
    }
    println!("before {}", before.unwrap_or(0));
    for _ in 0..args.matches {
        let (created, joined) = two_seats(&hub, &args.game).await?;
        println!("seat {} {}", created.code, created.token);
        println!("seat {} {}", joined.code, joined.token);
    }
    println!("ready {addr}");
    let asked = tokio::task::spawn_blocking(move || {
        for line in std::io::stdin().lines() {
            match line {
                Ok(line) if line == "count" => println!(
                    "count {} {}",
                    hub.matches_in_memory(),
                    resident_bytes("self").unwrap_or(0)
                ),
                Ok(_) => {}
                Err(_) => break,
            }
        }
    });
    let _ = asked.await;
    let _ = std::fs::remove_dir_all(&folder);
    Ok(())
}

/// The server process: its standard input to ask and its standard output's lines.
struct Server {
    child: std::process::Child,
    asks: std::process::ChildStdin,
    says: std::io::Lines<std::io::BufReader<std::process::ChildStdout>>,
}

impl Server {
    /// This program again, with `--serve` and the same matches, store and game.
    fn start(args: &Args) -> Result<Server, String> {
        let mut command = std::process::Command::new(
            std::env::current_exe().map_err(|e| format!("this program's path: {e}"))?,
        );
        command
            .args(["--serve", "--game", &args.game])
            .args(["--matches", &args.matches.to_string()])
            .args(["--idle", &args.idle.to_string()])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped());
        if let Some(url) = &args.postgres {
            command.args(["--postgres", url]);
        }
        let mut child = command
            .spawn()
            .map_err(|e| format!("the server did not start: {e}"))?;
        let (Some(asks), Some(says)) = (child.stdin.take(), child.stdout.take()) else {
            return Err("the server's standard input and output".into());
        };
        Ok(Server {
            child,
            asks,
            says: std::io::BufReader::new(says).lines(),
        })
    }

    /// The server's next line, split at spaces.
    fn next(&mut self) -> Result<Vec<String>, String> {
        match self.says.next() {
            Some(Ok(line)) => Ok(line.split(' ').map(str::to_string).collect()),
            Some(Err(e)) => Err(format!("reading the server: {e}")),
            None => Err("the server stopped".into()),
        }
    }

    fn resident_bytes(&self) -> Option<u64> {
        resident_bytes(&self.child.id().to_string())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The bench's side: starts the server, plays its matches and reports.
fn run(args: Args) -> Result<(), String> {
    let mut server = Server::start(&args)?;
    let (mut before, mut seats) = (None, Vec::new());
    let addr = loop {
        match server.next()?.as_slice() {
            [said, bytes] if said == "before" => before = bytes.parse::<u64>().ok(),
            [said, code, token] if said == "seat" => seats.push((code.clone(), token.clone())),
            [said, addr] if said == "ready" => {
                break addr
                    .parse::<SocketAddr>()
                    .map_err(|e| format!("the server's address {addr}: {e}"))?;
            }
            other => return Err(format!("the server said {other:?}")),
        }
    };
    let store_name = if args.postgres.is_some() {
        "PostgreSQL"
    } else {
        "SQLite"
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let started = Instant::now();
    let pid = server.child.id().to_string();
    let peak = Arc::new(AtomicU64::new(0));
    let mut latencies = runtime.block_on(async {
        let players: Vec<_> = std::mem::take(&mut seats)
            .into_iter()
            .enumerate()
            .map(|(i, (code, token))| {
                let game = args.game.clone();
                tokio::spawn(play_seat(addr, game, code, token, i as u64, args.think))
            })
            .collect();
        // The server's resident memory, read every 50 ms while the matches are played.
        let sampler = tokio::spawn({
            let peak = peak.clone();
            async move {
                loop {
                    peak.fetch_max(resident_bytes(&pid).unwrap_or(0), Ordering::Relaxed);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        });
        let mut latencies = Vec::new();
        for player in players {
            let played = tokio::time::timeout_at((started + DEADLINE).into(), player)
                .await
                .map_err(|_| "the run went past its deadline".to_string())?
                .map_err(|e| e.to_string())??;
            latencies.extend(played);
        }
        sampler.abort();
        Ok::<_, String>(latencies)
    })?;
    let peak = peak
        .load(Ordering::Relaxed)
        .max(server.resident_bytes().unwrap_or(0));
    let seconds = started.elapsed().as_secs_f64();
    latencies.sort();
    println!(
        "{} {} matches at once on {store_name}, {} ms to think: {} actions in {seconds:.1} s, \
         {:.0} actions a second; latency median {:.2} ms, 99th percentile {:.2} ms; \
         the server's memory {:.0} KiB a match",
        args.matches,
        args.game,
        args.think.as_millis(),
        latencies.len(),
        latencies.len() as f64 / seconds,
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        match before {
            Some(before) => peak.saturating_sub(before) as f64 / 1024.0 / args.matches as f64,
            None => f64::NAN,
        },
    );
    if args.idle > 0 {
        use std::io::Write;
        writeln!(server.asks, "count").map_err(|e| format!("asking the server: {e}"))?;
        let [said, in_memory, resident] = <[String; 3]>::try_from(server.next()?)
            .map_err(|line| format!("the server said {line:?}"))?;
        if said != "count" {
            return Err(format!("the server said {said} {in_memory} {resident}"));
        }
        println!(
            "at the end, {in_memory} matches in memory ({} played, {} idle created; the idle \
             leave after 20 s), the server resident {:.0} MiB",
            args.matches,
            args.idle,
            resident.parse::<f64>().unwrap_or(f64::NAN) / 1024.0 / 1024.0
        );
    }
    Ok(())
}

/// A new match of `game` with two human seats, the second joined: the creator's and the
/// joiner's answers.
async fn two_seats(hub: &Hub, game: &str) -> Result<(Created, Joined), String> {
    let created = hub
        .create(CreateMatch {
            version: PROTOCOL_VERSION,
            game: game.to_string(),
            options: Value::Null,
            seats: vec![SeatChoice::Me, SeatChoice::Open],
            clock: None,
            webhook: None,
            name: None,
        })
        .await
        .map_err(|r| r.message)?;
    let joined = hub
        .join(JoinMatch {
            version: PROTOCOL_VERSION,
            code: created.code.to_string(),
            webhook: None,
            name: None,
        })
        .await
        .map_err(|r| r.message)?;
    Ok((created, joined))
}

fn main() {
    let outcome = args().and_then(|args| {
        if args.serve {
            tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()
                .map_err(|e| e.to_string())?
                .block_on(serve(args))
        } else {
            run(args)
        }
    });
    if let Err(error) = outcome {
        eprintln!("load: {error}");
        std::process::exit(1);
    }
}
