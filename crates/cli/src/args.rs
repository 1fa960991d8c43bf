//! Command-line arguments, checked with a clear message for every mistake.

use codebreakers_code_breaker::solver::{SearchLimits, Strategy};
use codebreakers_kernel::SeatKind;

pub const USAGE: &str = "\
usage: codebreakers-cli COMMAND ...

  play GAME --seats S,S,... [--seed N] [--options JSON]
      one game between computer seats; prints the result
  simulate GAME --seats S,S,... --games N [--seed N] [--options JSON] [--rotate]
      many games; prints wins per seat, mean scores, mean length, games per second;
      --rotate moves every seat one place on after each game (the figures stay with the
      seats as listed)
  replay FILE
      applies a scenario file's actions in order; prints each event and the final state
  solve-all --pegs P --colours C [--repeats] [--blanks] [--strategy S] [--tree FILE]
            [--exact-below N [--max-guesses M]]
      the solver against every possible secret: mean guesses, worst case, distribution, time;
      --tree writes the strategy as a decision tree (the hard player's book/*.tree);
      --exact-below searches nodes of at most N codes exactly instead (their secrets
      solved within M guesses)
    --strategy optimal [--max-guesses N] [--narrow SIZE,WIDTH] [--first-fit]
                       [--checkpoint FILE]
      the exact search for the fewest guesses in total (at most N for any secret); --narrow
      tries only the WIDTH best guesses (and the look-ahead's) at nodes of more than SIZE
      codes, --first-fit takes the first strategy that keeps N (neither is proven optimal
      then); --checkpoint keeps each part under the opening and resumes from it
  lower-bound --pegs P --colours C [--repeats] [--blanks] --plies N [--exact-below M]
      a proven lower bound on the total guesses of any strategy, N guesses deep, with the
      exact optimum of the sets of at most M codes met on the way
  book --mode standard|advanced [--rows N]
      works out the opening book the hard Code Breaker player uses off its decision tree
      (crates/code-breaker/book/*.json), N rows deep (default 3)
  hard-times --mode standard|advanced
      times the hard Code Breaker player's every decision against every secret; prints the
      slowest and mean decision per row
  turn-values [--out FILE]
      works out the book of Code Knacker turn values (assets/code-knacker/turn-values.bin)
      and writes it to FILE; without --out, checks it against the shipped one

  GAME: code-breaker, code-knacker, crack-it, passcode
  S: easy, normal or hard (human seats play in the game itself); in simulate also
     hard-rules, the hard player by its rules of thumb alone, without its search
     (Crack It and Passcode; elsewhere the same as hard)
  strategies: minimax, expected-size, entropy, most-parts, lookahead (default), optimal
  scenario files: see docs/scenarios.md";

/// What to do.
#[derive(Debug, PartialEq)]
pub enum Command {
    Help,
    Play {
        game: String,
        seats: Vec<SeatKind>,
        seed: u64,
        options: Option<serde_json::Value>,
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
        mode: codebreakers_code_breaker::Mode,
        rows: usize,
    },
    HardTimes {
        mode: codebreakers_code_breaker::Mode,
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

/// Flags after the command word, each with its value (or none for switches).
struct Flags<'a> {
    rest: Vec<(&'a str, Option<&'a str>)>,
    positional: Vec<&'a str>,
}

const SWITCHES: [&str; 4] = ["--repeats", "--blanks", "--first-fit", "--rotate"];

impl<'a> Flags<'a> {
    fn parse(args: &'a [String]) -> Result<Self, String> {
        let mut rest = Vec::new();
        let mut positional = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let arg = args[i].as_str();
            if arg.starts_with("--") {
                if SWITCHES.contains(&arg) {
                    rest.push((arg, None));
                } else {
                    let value = args
                        .get(i + 1)
                        .ok_or_else(|| format!("{arg} needs a value"))?;
                    rest.push((arg, Some(value.as_str())));
                    i += 1;
                }
            } else {
                positional.push(arg);
            }
            i += 1;
        }
        Ok(Flags { rest, positional })
    }

    fn take(&mut self, name: &str) -> Option<&'a str> {
        let at = self.rest.iter().position(|(n, _)| *n == name)?;
        self.rest.remove(at).1
    }

    fn switch(&mut self, name: &str) -> bool {
        match self.rest.iter().position(|(n, _)| *n == name) {
            Some(at) => {
                self.rest.remove(at);
                true
            }
            None => false,
        }
    }

    fn number<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, String> {
        self.take(name)
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("{name} expects a whole number, not `{v}`"))
            })
            .transpose()
    }

    fn finish(self) -> Result<(), String> {
        if let Some((name, _)) = self.rest.first() {
            return Err(format!("unknown or repeated option {name}"));
        }
        if let Some(extra) = self.positional.first() {
            return Err(format!("unexpected argument `{extra}`"));
        }
        Ok(())
    }
}

fn seats(list: &str) -> Result<Vec<SeatKind>, String> {
    list.split(',')
        .map(|s| if s == RULES_ONLY { "hard" } else { s })
        .map(str::parse)
        .collect()
}

/// The seat name of the hard player without its search.
const RULES_ONLY: &str = "hard-rules";

fn options(flags: &mut Flags) -> Result<Option<serde_json::Value>, String> {
    flags
        .take("--options")
        .map(|text| {
            serde_json::from_str(text).map_err(|e| format!("--options is not valid JSON: {e}"))
        })
        .transpose()
}

fn mode(flags: &mut Flags, word: &str) -> Result<codebreakers_code_breaker::Mode, String> {
    match flags.take("--mode") {
        Some("standard") => Ok(codebreakers_code_breaker::Mode::Standard),
        Some("advanced") => Ok(codebreakers_code_breaker::Mode::Advanced),
        Some(other) => Err(format!("--mode is standard or advanced, not `{other}`")),
        None => Err(format!("{word} needs --mode standard|advanced")),
    }
}

fn space_args(flags: &mut Flags, word: &str) -> Result<SpaceArgs, String> {
    Ok(SpaceArgs {
        pegs: flags
            .number("--pegs")?
            .ok_or_else(|| format!("{word} needs --pegs P"))?,
        colours: flags
            .number("--colours")?
            .ok_or_else(|| format!("{word} needs --colours C"))?,
        repeats: flags.switch("--repeats"),
        blanks: flags.switch("--blanks"),
    })
}

/// `SIZE,WIDTH` for `--narrow`.
fn narrow(text: &str) -> Result<(usize, usize), String> {
    text.split_once(',')
        .and_then(|(size, width)| Some((size.parse().ok()?, width.parse().ok()?)))
        .filter(|&(_, width)| width > 0)
        .ok_or_else(|| {
            format!("--narrow expects SIZE,WIDTH (whole numbers, WIDTH at least 1), not `{text}`")
        })
}

pub fn parse(args: &[String]) -> Result<Invocation, String> {
    let Some((word, rest)) = args.split_first() else {
        return Err("no command given".into());
    };
    let mut flags = Flags::parse(rest)?;
    let command = match word.as_str() {
        "help" | "--help" | "-h" => Command::Help,
        "play" | "simulate" => {
            if flags.positional.is_empty() {
                return Err(format!("{word} needs a GAME"));
            }
            let game = flags.positional.remove(0).to_string();
            let list = flags
                .take("--seats")
                .ok_or_else(|| format!("{word} needs --seats"))?;
            if word == "play" && list.split(',').any(|s| s == RULES_ONLY) {
                return Err(format!("{RULES_ONLY} is a seat of simulate only"));
            }
            let rules_only: Vec<bool> = list.split(',').map(|s| s == RULES_ONLY).collect();
            let seats = seats(list)?;
            let seed = flags.number("--seed")?.unwrap_or(0);
            let options = options(&mut flags)?;
            if word == "play" {
                Command::Play {
                    game,
                    seats,
                    seed,
                    options,
                }
            } else {
                let rotate = flags.switch("--rotate");
                let games = flags.number("--games")?.ok_or("simulate needs --games N")?;
                if games == 0 {
                    return Err("--games must be at least 1".into());
                }
                Command::Simulate {
                    game,
                    seats,
                    rules_only,
                    rotate,
                    games,
                    seed,
                    options,
                }
            }
        }
        "replay" => {
            if flags.positional.is_empty() {
                return Err("replay needs a FILE".into());
            }
            Command::Replay {
                file: flags.positional.remove(0).to_string(),
            }
        }
        "book" => {
            let mode = mode(&mut flags, word)?;
            let rows = flags.number("--rows")?.unwrap_or(3);
            if !(1..=4).contains(&rows) {
                return Err(format!("--rows is 1 to 4, not {rows}"));
            }
            Command::Book { mode, rows }
        }
        "hard-times" => Command::HardTimes {
            mode: mode(&mut flags, word)?,
        },
        "turn-values" => Command::TurnValues {
            out: flags.take("--out").map(str::to_string),
        },
        "solve-all" => {
            let space = space_args(&mut flags, word)?;
            let max_guesses = flags.number("--max-guesses")?;
            let solver = match flags.take("--strategy") {
                Some("optimal") => Solver::Optimal {
                    limits: SearchLimits {
                        max_guesses,
                        narrow_above: flags.take("--narrow").map(narrow).transpose()?,
                        first_fit: flags.switch("--first-fit"),
                    },
                    checkpoint: flags.take("--checkpoint").map(str::to_string),
                },
                other => Solver::Heuristic {
                    strategy: other.map(str::parse).transpose()?.unwrap_or_default(),
                    exact_below: flags.number("--exact-below")?,
                    max_guesses,
                },
            };
            Command::SolveAll {
                space,
                solver,
                tree: flags.take("--tree").map(str::to_string),
            }
        }
        "lower-bound" => Command::LowerBound {
            space: space_args(&mut flags, word)?,
            plies: flags
                .number("--plies")?
                .ok_or("lower-bound needs --plies N")?,
            exact_below: flags.number("--exact-below")?.unwrap_or(0),
        },
        other => return Err(format!("unknown command `{other}`")),
    };
    flags.finish()?;
    Ok(Invocation { command })
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
            ("", "no command"),
            ("dance", "unknown command"),
            ("play code-breaker", "needs --seats"),
            ("play code-breaker --seats hard,wizard", "unknown seat kind"),
            ("simulate code-breaker --seats hard,hard", "needs --games"),
            (
                "simulate code-breaker --seats hard,hard --games ten",
                "whole number",
            ),
            ("solve-all --pegs 4", "needs --colours"),
            (
                "solve-all --pegs 4 --colours 6 --strategy magic",
                "unknown strategy",
            ),
            (
                "solve-all --pegs 4 --colours 6 --colors 6",
                "unknown or repeated option --colors",
            ),
            (
                "play code-breaker --seats hard,hard --seed",
                "needs a value",
            ),
            ("book --mode fancy", "standard or advanced"),
            ("book --mode standard --rows 9", "--rows is 1 to 4"),
            ("hard-times", "needs --mode"),
            (
                "solve-all --pegs 4 --colours 6 --strategy optimal --narrow 9",
                "SIZE,WIDTH",
            ),
            ("lower-bound --pegs 4 --colours 6", "needs --plies"),
        ] {
            let error = parse_line(line).unwrap_err();
            assert!(error.contains(expected), "`{line}` gave `{error}`");
        }
    }
}
