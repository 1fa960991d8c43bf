//! The games the CLI knows, and the commands that run them between computer seats.

use crate::args::{Solver, SpaceArgs};
use codebreakers_code_breaker::solver::{CodeSpace, DecisionTree, Optimiser, SearchLimits};
use codebreakers_code_knacker::book::{self, Book};
use codebreakers_kernel::{BotLevel, Game, MatchSeeds, SeatId, SeatKind, Timeline};
use codebreakers_records::{ChanceSpec, SaveFile};
use codebreakers_registry::{ForGame, Registered, with_game};
use serde_json::{Value, json};
use std::time::Instant;

/// The names `play`, `simulate` and `replay` accept.
pub use codebreakers_registry::GAMES;

/// Makes the book of turn values shipped with the game the one Code Knacker's computer
/// players look into (as the app does once it has loaded it).
pub fn install_the_shipped_book() {
    if book::installed().is_none() {
        book::install(
            Book::from_bytes(SHIPPED_TURN_VALUES).expect("the book shipped with the game reads"),
        );
    }
}

pub const SHIPPED_TURN_VALUES: &[u8] =
    include_bytes!("../../../assets/code-knacker/turn-values.bin");

/// Works out the book of turn values; writes it to `out`, or compares it with the shipped one.
pub fn turn_values(out: Option<&str>) -> Result<Value, String> {
    let started = Instant::now();
    let bytes = Book::generate().to_bytes();
    let seconds = started.elapsed().as_secs_f64();
    let positions = Book::from_bytes(&bytes).map_err(|e| e.to_string())?.len();
    let mut report = json!({
        "positions": positions,
        "bytes": bytes.len(),
        "seconds": (seconds * 10.0).round() / 10.0,
    });
    match out {
        Some(path) => {
            std::fs::write(path, &bytes).map_err(|e| format!("cannot write {path}: {e}"))?;
            report["written"] = json!(path);
        }
        None => report["same_as_shipped"] = json!(bytes == SHIPPED_TURN_VALUES),
    }
    Ok(report)
}

/// Actions after which a game between bots is called off as endless.
const MAX_ACTIONS: usize = 100_000;

pub fn unknown_game(name: &str) -> String {
    format!(
        "unknown game `{name}`: expected one of {}",
        GAMES.join(", ")
    )
}

fn parse_options<G: Game>(options: Option<Value>) -> Result<G::Options, String> {
    match options {
        None => Ok(G::Options::default()),
        Some(value) => serde_json::from_value(value)
            .map_err(|e| format!("the options do not fit {}: {e}", G::ID)),
    }
}

fn levels(seats: &[SeatKind]) -> Result<Vec<BotLevel>, String> {
    seats
        .iter()
        .map(|seat| match seat {
            SeatKind::Computer(level) => Ok(*level),
            SeatKind::Human => {
                Err("the CLI plays computer seats only: use easy, normal or hard".to_string())
            }
        })
        .collect()
}

struct Played<G: Game> {
    game: G,
    /// The match from its start, for a save file.
    timeline: Timeline<G>,
    actions: usize,
    /// Each seat's decision times, in seconds.
    times: Vec<Vec<f32>>,
}

fn play_one<G: Registered>(
    options: &G::Options,
    levels: &[BotLevel],
    rules_only: &[bool],
    seed: u64,
) -> Result<Played<G>, String> {
    // The one seed derivation the app uses too: the same seed, the same game.
    let seeds = MatchSeeds::from(seed);
    let start = G::setup(options, levels.len(), seeds.chance()).map_err(|e| e.to_string())?;
    // The one referee the app and the server use, every seat a computer.
    let kinds = levels
        .iter()
        .map(|&level| SeatKind::Computer(level))
        .collect();
    let mut referee = G::referee(start, kinds, seeds);
    for (index, &level) in levels.iter().enumerate() {
        if rules_only.get(index).copied().unwrap_or(false) {
            let seat = SeatId(index as u8);
            referee.give_back_bot(seat, G::rules_bot(level, seeds.bot_seed(seat)));
        }
    }
    let mut actions = 0;
    let mut times = vec![Vec::new(); levels.len()];
    while !referee.is_over() {
        let Some((seat, (mut bot, observation))) = referee
            .computer_to_play()
            .and_then(|seat| Some((seat, referee.take_bot(seat)?)))
        else {
            return Err("the game stopped with no seat to decide and no result".into());
        };
        let started = Instant::now();
        let action = bot.decide(&observation);
        times[seat.index()].push(started.elapsed().as_secs_f32());
        referee.give_back_bot(seat, bot);
        referee.apply(seat, action.clone()).map_err(|e| {
            format!(
                "a {} bot chose an illegal action {action:?}: {e}",
                levels[seat.index()].label()
            )
        })?;
        actions += 1;
        if actions >= MAX_ACTIONS {
            return Err(format!("the game did not end within {MAX_ACTIONS} actions"));
        }
    }
    let game = referee.state().clone();
    let timeline = referee.timeline().clone();
    Ok(Played {
        game,
        timeline,
        actions,
        times,
    })
}

pub fn play(
    name: &str,
    seats: &[SeatKind],
    seed: u64,
    options: Option<Value>,
    save: Option<&str>,
) -> Result<Value, String> {
    struct PlayOne<'a> {
        seats: &'a [SeatKind],
        seed: u64,
        options: Option<Value>,
        save: Option<&'a str>,
    }
    impl ForGame for PlayOne<'_> {
        type Output = Result<Value, String>;
        fn run<G: Registered>(self) -> Self::Output {
            play_game::<G>(self.seats, self.seed, self.options, self.save)
        }
    }
    install_the_shipped_book();
    let work = PlayOne {
        seats,
        seed,
        options,
        save,
    };
    with_game(name, work).unwrap_or_else(|| Err(unknown_game(name)))
}

fn play_game<G: Registered>(
    seats: &[SeatKind],
    seed: u64,
    options: Option<Value>,
    save: Option<&str>,
) -> Result<Value, String> {
    let options = parse_options::<G>(options)?;
    let played = play_one::<G>(&options, &levels(seats)?, &[], seed)?;
    let outcome = played.game.outcome().expect("played to the end");
    if let Some(file) = save {
        write_save(file, &options, seats, seed, &played.timeline)?;
    }
    Ok(json!({
        "game": G::ID,
        "seed": seed,
        "seats": seats.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        "options": options,
        "winners": outcome.winners,
        "scores": outcome.scores,
        "actions": played.actions,
    }))
}

/// Writes the match of `timeline` (set up from `options`, `seats` and `seed`) to `file` as a
/// save file, as the game writes one.
fn write_save<G: Game>(
    file: &str,
    options: &G::Options,
    seats: &[SeatKind],
    seed: u64,
    timeline: &Timeline<G>,
) -> Result<(), String> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let mut save = SaveFile::new::<G>(options, seats, &[], ChanceSpec::seeded(seed), now);
    save.record(&timeline.log(), timeline.state(), now);
    save.outcome = timeline.state().outcome();
    std::fs::write(file, save.to_json()).map_err(|e| format!("cannot write {file}: {e}"))
}

/// Many games between computer seats (`rules_only`: the seats listed as `hard-rules`); with
/// `rotate`, game `n` seats the player listed at `j` at seat `(j + n) % seats`, and the
/// figures are the listed players'.
pub fn simulate(
    name: &str,
    seats: &[SeatKind],
    rules_only: &[bool],
    rotate: bool,
    games: u64,
    seed: u64,
    options: Option<Value>,
) -> Result<Value, String> {
    let table = Table {
        seats,
        rules_only,
        rotate,
    };
    struct Simulate<'a> {
        table: Table<'a>,
        games: u64,
        seed: u64,
        options: Option<Value>,
    }
    impl ForGame for Simulate<'_> {
        type Output = Result<Value, String>;
        fn run<G: Registered>(self) -> Self::Output {
            simulate_game::<G>(self.table, self.games, self.seed, self.options)
        }
    }
    install_the_shipped_book();
    let work = Simulate {
        table,
        games,
        seed,
        options,
    };
    with_game(name, work).unwrap_or_else(|| Err(unknown_game(name)))
}

/// The players listed for `simulate`, and whether they change seats from game to game.
#[derive(Clone, Copy)]
struct Table<'a> {
    seats: &'a [SeatKind],
    rules_only: &'a [bool],
    rotate: bool,
}

fn simulate_game<G: Registered>(
    table: Table,
    games: u64,
    seed: u64,
    options: Option<Value>,
) -> Result<Value, String> {
    let seats = table.seats;
    let options = parse_options::<G>(options)?;
    let listed = levels(seats)?;
    let k = seats.len();
    let mut wins = vec![0.0f64; k];
    let mut score_sums = vec![0i64; k];
    let mut actions = 0usize;
    let mut times: Vec<Vec<f32>> = vec![Vec::new(); k];
    let started = Instant::now();
    for n in 0..games {
        // The player listed at `j` sits at seat `(j + shift) % k`.
        let shift = if table.rotate {
            (n % k as u64) as usize
        } else {
            0
        };
        let listed_at = |seat: usize| (seat + k - shift) % k;
        let levels: Vec<BotLevel> = (0..k).map(|s| listed[listed_at(s)]).collect();
        let rules: Vec<bool> = (0..k)
            .map(|s| table.rules_only.get(listed_at(s)).copied().unwrap_or(false))
            .collect();
        let played = play_one::<G>(&options, &levels, &rules, seed.wrapping_add(n))?;
        let outcome = played.game.outcome().expect("played to the end");
        let share = 1.0 / outcome.winners.len() as f64;
        for SeatId(w) in outcome.winners {
            wins[listed_at(usize::from(w))] += share;
        }
        for (seat, score) in outcome.scores.into_iter().enumerate() {
            score_sums[listed_at(seat)] += score;
        }
        actions += played.actions;
        for (seat, seat_times) in played.times.into_iter().enumerate() {
            times[listed_at(seat)].extend(seat_times);
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    // Decision times per listed player: the 99th percentile and the slowest, in ms.
    let decision_ms: Vec<Value> = times
        .iter_mut()
        .map(|t| {
            t.sort_by(f32::total_cmp);
            let at = |q: f64| {
                t.get(((t.len() as f64 * q) as usize).min(t.len().saturating_sub(1)))
                    .map_or(0.0, |&s| (f64::from(s) * 1e5).round() / 1e2)
            };
            json!({"decisions": t.len(), "p50": at(0.5), "p99": at(0.99), "max": at(1.0)})
        })
        .collect();
    let n = games as f64;
    Ok(json!({
        "game": G::ID,
        "games": games,
        "seed": seed,
        "seats": seats.iter().zip(table.rules_only.iter().chain(std::iter::repeat(&false)))
            .map(|(s, &r)| if r { "hard-rules".to_string() } else { s.to_string() })
            .collect::<Vec<_>>(),
        "rotated": table.rotate,
        "options": options,
        "wins": wins,
        "win_rates": wins.iter().map(|w| w / n).collect::<Vec<_>>(),
        "mean_scores": score_sums.iter().map(|&s| s as f64 / n).collect::<Vec<_>>(),
        "mean_actions": actions as f64 / n,
        "decision_ms": decision_ms,
        "seconds": seconds,
        "games_per_second": n / seconds.max(1e-9),
    }))
}

/// The code space of `solve-all` and `lower-bound`.
fn code_space(args: SpaceArgs) -> Result<CodeSpace, String> {
    // An empty hole is one more colour (`assets/i18n/en/rules/code-breaker.md`, "Advanced game": a ruling).
    let symbols = args.colours + usize::from(args.blanks);
    if !CodeSpace::supports(args.pegs, symbols, args.repeats) {
        return Err(format!(
            "solve-all supports 1 to 6 pegs and 1 to 10 colours (blanks count as one), \
             and without --repeats at least as many colours as pegs; got {} pegs, {symbols} colours",
            args.pegs
        ));
    }
    Ok(CodeSpace::new(args.pegs, symbols, args.repeats))
}

fn space_json(args: SpaceArgs) -> Value {
    json!({
        "pegs": args.pegs,
        "colours": args.colours,
        "repeats": args.repeats,
        "blanks": args.blanks,
    })
}

pub fn solve_all(
    args: SpaceArgs,
    solver: &Solver,
    tree_out: Option<&str>,
) -> Result<Value, String> {
    let started = Instant::now();
    let space = code_space(args)?;
    let makes_tree = tree_out.is_some()
        || matches!(
            solver,
            Solver::Optimal { .. }
                | Solver::Heuristic {
                    exact_below: Some(_),
                    ..
                }
        );
    if makes_tree && space.len() > DecisionTree::MAX_CODES {
        return Err(format!(
            "--tree, --strategy optimal and --exact-below work on decision trees of at most {} \
             codes; this space has {}",
            DecisionTree::MAX_CODES,
            space.len()
        ));
    }
    let mut out = space_json(args);
    let (report, tree) = match solver {
        Solver::Heuristic {
            strategy,
            exact_below,
            max_guesses,
        } => {
            out["strategy"] = json!(strategy);
            out["exact_below"] = json!(exact_below);
            out["max_guesses"] = json!(max_guesses);
            if max_guesses.is_some() && exact_below.is_none() {
                return Err("--max-guesses goes with --strategy optimal or --exact-below".into());
            }
            let tree = match exact_below {
                Some(size) => {
                    let limits = SearchLimits {
                        max_guesses: *max_guesses,
                        ..SearchLimits::default()
                    };
                    let mut optimiser = Optimiser::new(&space, limits);
                    optimiser.progress = Some(Box::new(|line: &str| eprintln!("{line}")));
                    Some(optimiser.hybrid_tree(*strategy, *size))
                }
                None => tree_out.map(|_| DecisionTree::from_strategy(&space, *strategy)),
            };
            let report = match &tree {
                Some(tree) => tree.play_all(&space).map_err(|e| e.to_string())?,
                None => space.solve_all(*strategy),
            };
            (report, tree)
        }
        Solver::Optimal { limits, checkpoint } => {
            if limits.max_guesses == Some(0) {
                return Err("--max-guesses must be at least 1".into());
            }
            out["strategy"] = json!("optimal");
            out["max_guesses"] = json!(limits.max_guesses);
            out["narrow"] = json!(limits.narrow_above);
            let mut optimiser = Optimiser::new(&space, *limits);
            optimiser.progress = Some(Box::new(|line: &str| eprintln!("{line}")));
            if let Some(path) = checkpoint {
                let resumed = optimiser.resume_from(std::path::Path::new(path))?;
                eprintln!("checkpoint {path}: {resumed} parts read back");
            }
            if let Some(most) = limits.max_guesses
                && !optimiser.feasible()
            {
                return Err(if optimiser.searched_in_full() {
                    format!("no strategy solves every secret within {most} guesses")
                } else {
                    format!(
                        "the narrowed search found no strategy within {most} guesses \
                         (not a proof: try a wider --narrow, or none)"
                    )
                });
            }
            let found = optimiser.optimise();
            out["proven_optimal"] = json!(found.exact);
            out["nodes_searched"] = json!(found.nodes);
            (found.report, Some(found.tree))
        }
    };
    if let (Some(path), Some(tree)) = (tree_out, &tree) {
        let bytes = tree.to_bytes();
        std::fs::write(path, &bytes).map_err(|e| format!("{path}: {e}"))?;
        out["tree"] = json!({"file": path, "nodes": tree.len(), "bytes": bytes.len()});
    }
    out["secrets"] = json!(report.secrets);
    out["first_guess"] = json!(report.first_guess);
    out["total_guesses"] = json!(report.total_guesses);
    out["mean_guesses"] = json!(report.mean());
    out["worst_case"] = json!(report.worst());
    out["distribution"] = json!(report.distribution);
    out["seconds"] = json!(started.elapsed().as_secs_f64());
    Ok(out)
}

/// A proven lower bound on the total guesses of any strategy, `plies` guesses deep.
pub fn lower_bound(args: SpaceArgs, plies: usize, exact_below: usize) -> Result<Value, String> {
    let started = Instant::now();
    let space = code_space(args)?;
    let mut optimiser = Optimiser::new(&space, SearchLimits::default());
    optimiser.progress = Some(Box::new(|line: &str| eprintln!("{line}")));
    optimiser.bound_exact_below = exact_below;
    let bound = optimiser.ply_bound(plies);
    let mut out = space_json(args);
    out["plies"] = json!(plies);
    out["exact_below"] = json!(exact_below);
    out["secrets"] = json!(space.len());
    out["lower_bound_total"] = json!(bound);
    out["lower_bound_mean"] = json!(f64::from(bound) / space.len() as f64);
    out["seconds"] = json!(started.elapsed().as_secs_f64());
    Ok(out)
}

/// Times the hard Code Breaker player's every decision: its decision tree against every
/// secret, each node decided as in a game (the shipped decision tree; off it, the opening
/// book, then the live solver).
pub fn hard_times(mode: codebreakers_code_breaker::Mode) -> Value {
    use codebreakers_code_breaker::bots::{hard_player_guess, space};
    use codebreakers_code_breaker::{Code, Row};

    #[derive(Default, Clone)]
    struct Depth {
        decisions: u64,
        seconds: f64,
        slowest: f64,
        slowest_rows: Vec<Row>,
    }
    fn walk(
        mode: codebreakers_code_breaker::Mode,
        rows: &mut Vec<Row>,
        candidates: Vec<Code>,
        depths: &mut Vec<Depth>,
    ) {
        let started = Instant::now();
        let guess = hard_player_guess(mode, rows).expect("the secret is among the candidates");
        let seconds = started.elapsed().as_secs_f64();
        if depths.len() <= rows.len() {
            depths.resize(rows.len() + 1, Depth::default());
        }
        let depth = &mut depths[rows.len()];
        depth.decisions += 1;
        depth.seconds += seconds;
        if seconds > depth.slowest {
            depth.slowest = seconds;
            depth.slowest_rows = rows.clone();
        }
        let mut parts: std::collections::BTreeMap<(u8, u8), Vec<Code>> = Default::default();
        for secret in candidates {
            let feedback = secret.score(&guess);
            if !feedback.is_solved() {
                parts
                    .entry((feedback.black, feedback.white))
                    .or_default()
                    .push(secret);
            }
        }
        for ((black, white), part) in parts {
            let feedback = codebreakers_code_breaker::Feedback { black, white };
            rows.push(Row { guess, feedback });
            walk(mode, rows, part, depths);
            rows.pop();
        }
    }

    let started = Instant::now();
    let mut depths = Vec::new();
    walk(mode, &mut Vec::new(), space(mode).codes(), &mut depths);
    json!({
        "mode": mode,
        "rows": depths.iter().enumerate().map(|(i, d)| json!({
            "row": i + 1,
            "decisions": d.decisions,
            "mean_ms": 1e3 * d.seconds / d.decisions as f64,
            "slowest_ms": 1e3 * d.slowest,
            "slowest_after": d.slowest_rows.iter()
                .map(|r| format!("{} {}B{}W", r.guess, r.feedback.black, r.feedback.white))
                .collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "seconds": started.elapsed().as_secs_f64(),
    })
}
