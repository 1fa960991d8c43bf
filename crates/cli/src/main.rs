//! `codebreakers-cli`: play, simulate, replay and solve from the command line, JSON out.

use codebreakers_cli::args::{self, Command, Invocation};
use codebreakers_cli::{games, scenario};
use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let invocation = match args::parse(&argv) {
        Ok(invocation) => invocation,
        Err(message) => {
            eprint!("{message}");
            return ExitCode::from(2);
        }
    };
    match run(invocation) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The review of the finished match saved in `file`, as JSON.
fn review_file(file: &str) -> Result<serde_json::Value, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let save = codebreakers_records::SaveFile::from_json(&bytes)
        .map_err(|e| format!("{file} is not a save file: {e}"))?;
    // Code Knacker's judge reads the turn values from the book the game ships.
    games::install_the_shipped_book();
    let review = codebreakers_review::review(&save).map_err(|e| e.to_string())?;
    serde_json::to_value(review).map_err(|e| e.to_string())
}

fn run(invocation: Invocation) -> Result<String, String> {
    let value = match invocation.command {
        Command::Help(help) => return Ok(help),
        Command::Play {
            game,
            seats,
            seed,
            options,
            save,
        } => games::play(&game, &seats, seed, options, save.as_deref())?,
        Command::Review { file } => review_file(&file)?,
        Command::Simulate {
            game,
            seats,
            rules_only,
            rotate,
            games: count,
            seed,
            options,
        } => games::simulate(&game, &seats, &rules_only, rotate, count, seed, options)?,
        Command::Replay { file } => scenario::replay_file(&file)?,
        Command::Book { mode, rows } => {
            let space = codebreakers_code_breaker::solver::CodeSpace::for_mode(mode);
            let book = codebreakers_code_breaker::solver::OpeningBook::compute(
                &space,
                Default::default(),
                rows,
            );
            // One line of the file per book line: a deep book stays readable in a diff.
            let lines: Vec<String> = book
                .lines
                .iter()
                .map(|line| serde_json::to_string(line).map_err(|e| e.to_string()))
                .collect::<Result<_, _>>()?;
            return Ok(format!(
                "{{\n  \"strategy\": {},\n  \"rows\": {},\n  \"lines\": [\n    {}\n  ]\n}}",
                serde_json::to_string(&book.strategy).map_err(|e| e.to_string())?,
                book.rows,
                lines.join(",\n    ")
            ));
        }
        Command::HardTimes { mode } => games::hard_times(mode),
        Command::TurnValues { out } => games::turn_values(out.as_deref())?,
        Command::SolveAll {
            space,
            solver,
            tree,
        } => games::solve_all(space, &solver, tree.as_deref())?,
        Command::LowerBound {
            space,
            plies,
            exact_below,
        } => games::lower_bound(space, plies, exact_below)?,
    };
    serde_json::to_string_pretty(&value).map_err(|e| e.to_string())
}
