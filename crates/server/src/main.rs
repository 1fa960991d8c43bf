//! `codebreakers-server [--port PORT] [--data DIR]`: referees online matches on
//! 127.0.0.1:PORT, keeping them in `DIR/matches.sqlite`.
//!
//! Later: serving the web build's files on the same port, `--database postgres://...` for
//! several processes on one PostgreSQL, and listening beyond loopback behind a proxy.

use codebreakers_server::{SqliteStore, install_the_shipped_book, serve};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// The port when none is given.
const DEFAULT_PORT: u16 = 7878;

struct Args {
    port: u16,
    data: PathBuf,
}

const USAGE: &str = "usage: codebreakers-server [--port PORT] [--data DIR]";

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut parsed = Args {
        port: DEFAULT_PORT,
        data: PathBuf::from("codebreakers-data"),
    };
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .ok_or_else(|| format!("{arg} needs a value\n{USAGE}"))
        };
        match arg.as_str() {
            "--port" => {
                let port = value()?;
                parsed.port = port
                    .parse()
                    .map_err(|_| format!("`{port}` is not a port\n{USAGE}"))?;
            }
            "--data" => parsed.data = PathBuf::from(value()?),
            "--help" | "-h" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    Ok(parsed)
}

#[tokio::main]
async fn main() -> ExitCode {
    match run().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

async fn run() -> Result<(), String> {
    let args = parse_args(std::env::args().skip(1))?;
    std::fs::create_dir_all(&args.data)
        .map_err(|e| format!("cannot make the data folder {}: {e}", args.data.display()))?;
    install_the_shipped_book()?;
    let path = args.data.join("matches.sqlite");
    let store = SqliteStore::open(&path).await.map_err(|e| e.to_string())?;
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", args.port))
        .await
        .map_err(|e| format!("cannot listen on 127.0.0.1:{}: {e}", args.port))?;
    println!(
        "codebreakers-server: http://127.0.0.1:{} (matches in {})",
        args.port,
        path.display()
    );
    serve(listener, Arc::new(store))
        .await
        .map_err(|e| e.to_string())
}
