//! Command-line arguments, read by clap (one subcommand each), checked with a clear message
//! for every mistake.

use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand};
use codebreakers_code_breaker::Mode;
use codebreakers_code_breaker::solver::{SearchLimits, Strategy};
use codebreakers_kernel::SeatKind;

/// What `--help` adds under the commands.
const NAMES: &str = "\
GAME: code-breaker, code-knacker, crack-it, passcode
seats: easy, normal or hard (human seats play in the game itself); in simulate also
  hard-rules, the hard player by its rules of thumb alone, without its search (Crack It and
  Passcode; elsewhere the same as hard)
strategies: minimax, expected-size, entropy, most-parts, lookahead (default), optimal
scenario files: see docs/scenarios.md";

/// The command line as clap reads it.
#[derive(Parser, Debug)]
#[command(
    name = "codebreakers-cli",
    about = "Code Breakers from the command line: play, simulate, replay and solve; JSON out",
    after_help = NAMES,
    arg_required_else_help = true
)]
struct Cli {
    #[command(subcommand)]
    word: Word,
}

#[derive(Subcommand, Debug)]
enum Word {
    /// One game between computer seats; prints the result
    Play {
        /// code-breaker, code-knacker, crack-it or passcode
        game: String,
        #[command(flatten)]
        table: TableArgs,
        /// Also writes the match as a save file (the game's Saved matches and `review` read it)
        #[arg(long, value_name = "FILE")]
        save: Option<String>,
    },
    /// Judges every decision of a finished match against the best choice from what its
    /// seat knew then; prints each decision, its loss and its label (Code Breaker and Code Knacker
    /// so far)
    Review {
        /// The save file of a finished match
        file: String,
    },
    /// Many games; prints wins per seat, mean scores, mean length, games per second
    Simulate {
        /// code-breaker, code-knacker, crack-it or passcode
        game: String,
        #[command(flatten)]
        table: TableArgs,
        /// How many games (at least 1)
        #[arg(long, value_name = "N", value_parser = at_least_one)]
        games: u64,
        /// Moves every seat one place on after each game (the figures stay with the seats as
        /// listed)
        #[arg(long)]
        rotate: bool,
    },
    /// Applies a scenario file's actions in order; prints each event and the final state
    Replay {
        /// The scenario or save file
        file: String,
    },
    /// The solver against every possible secret: mean guesses, worst case, distribution, time
    SolveAll {
        #[command(flatten)]
        space: SpaceFlags,
        /// How guesses are picked (see below); optimal is the exact search for the fewest
        /// guesses in total
        #[arg(long)]
        strategy: Option<String>,
        /// At most this many guesses for any secret (optimal; or within --exact-below)
        #[arg(long, value_name = "N")]
        max_guesses: Option<usize>,
        /// Optimal: only the WIDTH best guesses (and the look-ahead's) at nodes of more than
        /// SIZE codes (not proven optimal then)
        #[arg(long, value_name = "SIZE,WIDTH", value_parser = narrow)]
        narrow: Option<(usize, usize)>,
        /// Optimal: the first strategy that keeps --max-guesses (not proven optimal then)
        #[arg(long)]
        first_fit: bool,
        /// Optimal: keeps each part under the opening in FILE and resumes from it
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<String>,
        /// Searches nodes of at most N codes exactly instead
        #[arg(long, value_name = "N")]
        exact_below: Option<usize>,
        /// Writes the strategy as a decision tree (the hard player's book/*.tree)
        #[arg(long, value_name = "FILE")]
        tree: Option<String>,
    },
    /// A proven lower bound on the total guesses of any strategy, N guesses deep
    LowerBound {
        #[command(flatten)]
        space: SpaceFlags,
        /// How many guesses deep
        #[arg(long, value_name = "N")]
        plies: usize,
        /// The exact optimum of the sets of at most M codes met on the way
        #[arg(long, value_name = "M", default_value_t = 0)]
        exact_below: usize,
    },
    /// Works out the opening book the hard Code Breaker player uses off its decision tree
    /// (crates/code-breaker/book/*.json)
    Book {
        /// standard or advanced
        #[arg(long, value_parser = mode)]
        mode: Mode,
        /// Rows deep, 1 to 4
        #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u64).range(1..=4))]
        rows: u64,
    },
    /// Times the hard Code Breaker player's every decision against every secret; prints the
    /// slowest and mean decision per row
    HardTimes {
        /// standard or advanced
        #[arg(long, value_parser = mode)]
        mode: Mode,
    },
    /// Works out the book of Code Knacker turn values (assets/code-knacker/turn-values.bin)
    /// and writes it to FILE; without --out, checks it against the shipped one
    TurnValues {
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
    },
}

/// The seats, seed and options of a game's table.
#[derive(Args, Debug)]
struct TableArgs {
    /// The seats in order, e.g. hard,easy
    #[arg(long, value_name = "S,S,...")]
    seats: String,
    /// The seed of the game's chance
    #[arg(long, value_name = "N", default_value_t = 0)]
    seed: u64,
    /// The game's options, as JSON
    #[arg(long, value_name = "JSON", value_parser = json)]
    options: Option<serde_json::Value>,
}

/// A code space: `--pegs P --colours C [--repeats] [--blanks]`.
#[derive(Args, Debug)]
struct SpaceFlags {
    #[arg(long, value_name = "P")]
    pegs: usize,
    #[arg(long, value_name = "C")]
    colours: usize,
    /// A colour may repeat
    #[arg(long)]
    repeats: bool,
    /// A hole may be left empty
    #[arg(long)]
    blanks: bool,
}

/// What to do.
#[derive(Debug, PartialEq)]
pub enum Command {
    /// Print this help.
    Help(String),
    Play {
        game: String,
        seats: Vec<SeatKind>,
        seed: u64,
        options: Option<serde_json::Value>,
        /// Where to write the match as a save file.
        save: Option<String>,
    },
    Review {
        file: String,
    },
    Simulate {
        game: String,
        seats: Vec<SeatKind>,
        /// Seats listed as `hard-rules`: the hard player without its search.
        rules_only: Vec<bool>,
        rotate: bool,
        games: u64,
        seed: u64,
        options: Option<serde_json::Value>,
    },
    Replay {
        file: String,
    },
    Book {
        mode: Mode,
        rows: usize,
    },
    HardTimes {
        mode: Mode,
    },
    TurnValues {
        out: Option<String>,
    },
    SolveAll {
        space: SpaceArgs,
        solver: Solver,
        tree: Option<String>,
    },
    LowerBound {
        space: SpaceArgs,
        plies: usize,
        exact_below: usize,
    },
}

/// A code space on the command line: `--pegs P --colours C [--repeats] [--blanks]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpaceArgs {
    pub pegs: usize,
    pub colours: usize,
    pub repeats: bool,
    pub blanks: bool,
}

/// How `solve-all` picks its guesses.
#[derive(Clone, Debug, PartialEq)]
pub enum Solver {
    /// A one-step strategy, with nodes of at most `exact_below` codes searched exactly
    /// (each secret solved within `max_guesses` there).
    Heuristic {
        strategy: Strategy,
        exact_below: Option<usize>,
        max_guesses: Option<usize>,
    },
    Optimal {
        limits: SearchLimits,
        checkpoint: Option<String>,
    },
}

#[derive(Debug, PartialEq)]
pub struct Invocation {
    pub command: Command,
}

/// The seat name of the hard player without its search.
const RULES_ONLY: &str = "hard-rules";

/// `S,S,...` as seat kinds, and which are the hard player by its rules alone.
fn seats(list: &str) -> Result<(Vec<SeatKind>, Vec<bool>), String> {
    let rules_only = list.split(',').map(|s| s == RULES_ONLY).collect();
    let kinds = list
        .split(',')
        .map(|s| if s == RULES_ONLY { "hard" } else { s })
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    Ok((kinds, rules_only))
}

/// A whole number of at least 1.
fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse() {
        Ok(0) => Err("at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("a whole number, not `{text}`")),
    }
}

fn json(text: &str) -> Result<serde_json::Value, String> {
    serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))
}

fn mode(text: &str) -> Result<Mode, String> {
    match text {
        "standard" => Ok(Mode::Standard),
        "advanced" => Ok(Mode::Advanced),
        other => Err(format!("standard or advanced, not `{other}`")),
    }
}

/// `SIZE,WIDTH` for `--narrow`.
fn narrow(text: &str) -> Result<(usize, usize), String> {
    text.split_once(',')
        .and_then(|(size, width)| Some((size.parse().ok()?, width.parse().ok()?)))
        .filter(|&(_, width)| width > 0)
        .ok_or_else(|| format!("SIZE,WIDTH (whole numbers, WIDTH at least 1), not `{text}`"))
}

/// Why the command line does not do: clap's words, or ours, with the way to the help.
fn refused(why: impl std::fmt::Display) -> String {
    format!("error: {why}\n\nFor more information, try '--help'.\n")
}

/// Reads the arguments after the program's name: what to do, or what to print (the help,
/// or why they do not do, ending in a newline).
pub fn parse(args: &[String]) -> Result<Invocation, String> {
    let argv = std::iter::once("codebreakers-cli".to_string()).chain(args.iter().cloned());
    let cli = match Cli::try_parse_from(argv) {
        Ok(cli) => cli,
        Err(error) if error.kind() == ErrorKind::DisplayHelp => {
            return Ok(Invocation {
                command: Command::Help(error.render().to_string()),
            });
        }
        Err(error) => return Err(error.render().to_string()),
    };
    let command = match cli.word {
        Word::Play { game, table, save } => {
            let (seats, rules_only) = seats(&table.seats).map_err(refused)?;
            if rules_only.contains(&true) {
                return Err(refused(format!("{RULES_ONLY} is a seat of simulate only")));
            }
            Command::Play {
                game,
                seats,
                seed: table.seed,
                options: table.options,
                save,
            }
        }
        Word::Review { file } => Command::Review { file },
        Word::Simulate {
            game,
            table,
            games,
            rotate,
        } => {
            let (seats, rules_only) = seats(&table.seats).map_err(refused)?;
            Command::Simulate {
                game,
                seats,
                rules_only,
                rotate,
                games,
                seed: table.seed,
                options: table.options,
            }
        }
        Word::Replay { file } => Command::Replay { file },
        Word::Book { mode, rows } => Command::Book {
            mode,
            rows: rows as usize,
        },
        Word::HardTimes { mode } => Command::HardTimes { mode },
        Word::TurnValues { out } => Command::TurnValues { out },
        Word::SolveAll {
            space,
            strategy,
            max_guesses,
            narrow,
            first_fit,
            checkpoint,
            exact_below,
            tree,
        } => {
            let solver = match strategy.as_deref() {
                Some("optimal") => Solver::Optimal {
                    limits: SearchLimits {
                        max_guesses,
                        narrow_above: narrow,
                        first_fit,
                    },
                    checkpoint,
                },
                other => Solver::Heuristic {
                    strategy: other
                        .map(str::parse::<Strategy>)
                        .transpose()
                        .map_err(refused)?
                        .unwrap_or_default(),
                    exact_below,
                    max_guesses,
                },
            };
            Command::SolveAll {
                space: space.into(),
                solver,
                tree,
            }
        }
        Word::LowerBound {
            space,
            plies,
            exact_below,
        } => Command::LowerBound {
            space: space.into(),
            plies,
            exact_below,
        },
    };
    Ok(Invocation { command })
}

impl From<SpaceFlags> for SpaceArgs {
    fn from(flags: SpaceFlags) -> Self {
        SpaceArgs {
            pegs: flags.pegs,
            colours: flags.colours,
            repeats: flags.repeats,
            blanks: flags.blanks,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use codebreakers_kernel::BotLevel;

    fn parse_line(line: &str) -> Result<Invocation, String> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        parse(&args)
    }

    #[test]
    fn a_simulate_line_parses() {
        let invocation =
            parse_line("simulate code-breaker --seats hard,easy --games 10 --seed 3").unwrap();
        assert_eq!(
            invocation.command,
            Command::Simulate {
                game: "code-breaker".into(),
                seats: vec![
                    SeatKind::Computer(BotLevel::Hard),
                    SeatKind::Computer(BotLevel::Easy)
                ],
                rules_only: vec![false, false],
                rotate: false,
                games: 10,
                seed: 3,
                options: None
            }
        );
    }

    #[test]
    fn simulate_takes_rules_only_hard_seats_and_rotation() {
        let invocation =
            parse_line("simulate crack-it --seats normal,hard-rules,hard --games 4 --rotate")
                .unwrap();
        let Command::Simulate {
            seats,
            rules_only,
            rotate,
            ..
        } = invocation.command
        else {
            panic!("not a simulate command");
        };
        let hard = SeatKind::Computer(BotLevel::Hard);
        assert_eq!(
            seats,
            vec![SeatKind::Computer(BotLevel::Normal), hard, hard]
        );
        assert_eq!(rules_only, vec![false, true, false]);
        assert!(rotate);
        let error = parse_line("play crack-it --seats hard-rules,normal").unwrap_err();
        assert!(error.contains("simulate only"), "{error}");
    }

    #[test]
    fn mistakes_get_a_message() {
        for (line, expected) in [
            ("", "Usage: codebreakers-cli <COMMAND>"),
            ("dance", "unrecognized subcommand 'dance'"),
            ("play code-breaker", "--seats <S,S,...>"),
            ("play code-breaker --seats hard,wizard", "unknown seat kind"),
            ("simulate code-breaker --seats hard,hard", "--games <N>"),
            (
                "simulate code-breaker --seats hard,hard --games ten",
                "a whole number, not `ten`",
            ),
            (
                "simulate code-breaker --seats hard,hard --games 0",
                "at least 1",
            ),
            ("solve-all --pegs 4", "--colours <C>"),
            (
                "solve-all --pegs 4 --colours 6 --strategy magic",
                "unknown strategy",
            ),
            (
                "solve-all --pegs 4 --colours 6 --colors 6",
                "a similar argument exists: '--colours'",
            ),
            (
                "play code-breaker --seats hard,hard --seed",
                "a value is required for '--seed <N>'",
            ),
            ("book --mode fancy", "standard or advanced"),
            ("book --mode standard --rows 9", "9 is not in 1..=4"),
            ("hard-times", "--mode <MODE>"),
            (
                "solve-all --pegs 4 --colours 6 --strategy optimal --narrow 9",
                "SIZE,WIDTH",
            ),
            ("lower-bound --pegs 4 --colours 6", "--plies <N>"),
            (
                "play code-breaker --seats hard,hard --options {x",
                "not valid JSON",
            ),
        ] {
            let error = parse_line(line).unwrap_err();
            assert!(error.contains(expected), "`{line}` gave `{error}`");
        }
    }
}
