//! `codebreakers-server [--port PORT] [--data DIR] [--database postgres://...] [--web DIR]
//! [--allow-origin URL]...`: referees online matches on 127.0.0.1:PORT (0: a free port),
//! keeping them in `DIR/matches.sqlite`, or in PostgreSQL when a database URL is given
//! (several processes may share it), and serves the web build (`--web`, or `web/dist` if
//! there is one in the working folder) on the same port: one command and a browser.
//!
//! The first line on standard output says where it listens: `codebreakers-server:
//! http://127.0.0.1:PORT ...` (tests that start it on port 0 read it).
//!
//! Later: listening beyond loopback behind a proxy.

use codebreakers_server::{
    PostgresStore, Settings, SqliteStore, Store, install_the_shipped_book, serve,
};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// The port when none is given.
const DEFAULT_PORT: u16 = 7878;

struct Args {
    port: u16,
    data: PathBuf,
    database: Option<String>,
    web: Option<PathBuf>,
    allowed_origins: Vec<String>,
}

/// The web build's folder when none is given, if the working folder has it.
const DEFAULT_WEB: &str = "web/dist";

const USAGE: &str = "usage: codebreakers-server [--port PORT] [--data DIR] \
[--database postgres://USER@HOST:PORT/DB] [--web DIR] [--allow-origin https://HOST[:PORT]]...";

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut parsed = Args {
        port: DEFAULT_PORT,
        data: PathBuf::from("codebreakers-data"),
        database: None,
        web: None,
        allowed_origins: Vec::new(),
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
            "--database" => {
                let url = value()?;
                if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
                    return Err(format!(
                        "--database takes a PostgreSQL URL (postgres://...), not `{url}`\n{USAGE}"
                    ));
                }
                parsed.database = Some(url);
            }
            "--web" => {
                let dir = PathBuf::from(value()?);
                if !dir.is_dir() {
                    return Err(format!("--web: {} is not a folder\n{USAGE}", dir.display()));
                }
                parsed.web = Some(dir);
            }
            "--allow-origin" => {
                let origin = value()?;
                if !(origin.starts_with("http://") || origin.starts_with("https://")) {
                    return Err(format!(
                        "--allow-origin takes an origin such as https://example.org, not `{origin}`\n{USAGE}"
                    ));
                }
                parsed.allowed_origins.push(origin);
            }
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
    install_the_shipped_book()?;
    let (store, kept_in): (Arc<dyn Store>, String) = match &args.database {
        Some(url) => {
            let store = PostgresStore::connect(url)
                .await
                .map_err(|e| e.to_string())?;
            (Arc::new(store), "PostgreSQL".to_string())
        }
        None => {
            std::fs::create_dir_all(&args.data)
                .map_err(|e| format!("cannot make the data folder {}: {e}", args.data.display()))?;
            let path = args.data.join("matches.sqlite");
            let store = SqliteStore::open(&path).await.map_err(|e| e.to_string())?;
            (Arc::new(store), path.display().to_string())
        }
    };
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", args.port))
        .await
        .map_err(|e| format!("cannot listen on 127.0.0.1:{}: {e}", args.port))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot tell the address listened on: {e}"))?;
    let web = args.web.or_else(|| {
        let default = PathBuf::from(DEFAULT_WEB);
        default.is_dir().then_some(default)
    });
    let serving = match &web {
        Some(dir) => format!("; the web build from {}", dir.display()),
        None => String::new(),
    };
    println!("codebreakers-server: http://{addr} (matches in {kept_in}{serving})");
    let settings = Settings {
        web,
        allowed_origins: args.allowed_origins,
        ..Settings::default()
    };
    serve(listener, store, settings)
        .await
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, String> {
        parse_args(args.iter().map(|arg| arg.to_string()))
    }

    #[test]
    fn arguments_are_read_or_refused_with_the_usage() {
        let args = parse(&[]).unwrap();
        assert_eq!(args.port, DEFAULT_PORT);
        assert!(args.database.is_none() && args.web.is_none());
        let args = parse(&[
            "--port",
            "0",
            "--database",
            "postgres://postgres@127.0.0.1:5432/codebreakers",
            "--allow-origin",
            "https://friends.example",
            "--allow-origin",
            "http://127.0.0.1:8080",
            "--web",
            ".",
        ])
        .unwrap();
        assert_eq!(args.port, 0);
        assert!(args.database.is_some());
        assert_eq!(args.allowed_origins.len(), 2);
        assert_eq!(args.web, Some(PathBuf::from(".")));
        for bad in [
            &["--port", "seventy"][..],
            &["--database", "mysql://db"],
            &["--database"],
            &["--allow-origin", "friends.example"],
            &["--web", "/no/such/folder"],
            &["--verbose"],
        ] {
            let refused = parse(bad).err().expect("refused");
            assert!(refused.contains("usage:"), "{bad:?}: {refused}");
        }
    }
}
