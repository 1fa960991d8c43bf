//! `codebreakers-server [--port PORT] [--listen ADDRESS] [--data DIR] [--database
//! postgres://...] [--web DIR] [--allow-origin URL]... [--trust-proxy RANGE]...
//! [--allow-webhooks-to RANGE]... [--log LEVEL]` (`--help` says each): referees online
//! matches on ADDRESS:PORT (127.0.0.1 unless told; 0: a free port),
//! keeping them in `DIR/matches.sqlite`, or in PostgreSQL when a database URL is given
//! (several processes may share it), and serves the web build (`--web`, or `web/dist` if
//! there is one in the working folder) on the same port: one command and a browser.
//!
//! The first line on standard output says where it listens: `codebreakers-server:
//! http://127.0.0.1:PORT ...` (tests that start it on port 0 read it).
//! The log (through `tracing`) goes to standard error.

use clap::Parser;
use codebreakers_server::{
    Hub, HubSettings, Network, Settings, SqliteStore, Store, WebhookRules,
    install_the_shipped_book, serve_hub_with,
};
use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// The web build's folder when none is given, if the working folder has it.
const DEFAULT_WEB: &str = "web/dist";

/// Referees online matches of Code Breakers (docs/protocol.md).
#[derive(Parser, Debug)]
#[command(name = "codebreakers-server", version)]
struct Args {
    /// The port to listen on (0: a free one).
    #[arg(long, default_value_t = 7878)]
    port: u16,
    /// The address to listen on: 127.0.0.1 serves this machine only (behind a proxy on it);
    /// 0.0.0.0 or :: every network.
    #[arg(long, value_name = "ADDRESS", default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    listen: IpAddr,
    /// The folder of the SQLite store (matches.sqlite), when no --database is given.
    #[arg(long, value_name = "DIR", default_value = "codebreakers-data")]
    data: PathBuf,
    /// A PostgreSQL database (postgres://USER@HOST:PORT/DB) instead of SQLite: several
    /// processes may share it.
    #[arg(long, value_name = "URL", value_parser = postgres_url)]
    database: Option<String>,
    /// The web build to serve beside the API (default: web/dist, if the working folder has it).
    #[arg(long, value_name = "DIR", value_parser = folder)]
    web: Option<PathBuf>,
    /// An origin (https://HOST[:PORT]) whose pages may use this server besides its own;
    /// may be given again.
    #[arg(long = "allow-origin", value_name = "ORIGIN", value_parser = origin)]
    allowed_origins: Vec<String>,
    /// A proxy (an address, or a range such as 10.0.0.0/8) whose X-Forwarded-For names the
    /// client; may be given again. From any other peer the header is ignored.
    #[arg(long = "trust-proxy", value_name = "RANGE")]
    trusted_proxies: Vec<Network>,
    /// A range webhooks may post to although it is not public (say 192.168.1.0/24 for a relay
    /// on your own network); may be given again.
    #[arg(long = "allow-webhooks-to", value_name = "RANGE")]
    webhooks_to: Vec<Network>,
    /// How long, in seconds, a player connected through this process counts as present to
    /// the other processes sharing the database if this one stops renewing it (it died).
    #[arg(long, value_name = "SECONDS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(3..=3600))]
    presence_lease: u64,
    /// How much the log says: error, warn, info, debug or trace.
    #[arg(long, value_name = "LEVEL", default_value = "info")]
    log: tracing::Level,
}

fn postgres_url(url: &str) -> Result<String, String> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(url.to_string())
    } else {
        Err(format!("a PostgreSQL URL (postgres://...), not `{url}`"))
    }
}

fn folder(dir: &str) -> Result<PathBuf, String> {
    let dir = PathBuf::from(dir);
    if dir.is_dir() {
        Ok(dir)
    } else {
        Err(format!("{} is not a folder", dir.display()))
    }
}

fn origin(origin: &str) -> Result<String, String> {
    if origin.starts_with("http://") || origin.starts_with("https://") {
        Ok(origin.to_string())
    } else {
        Err(format!(
            "an origin such as https://example.org, not `{origin}`"
        ))
    }
}

/// The PostgreSQL store at `url`.
#[cfg(feature = "postgres")]
async fn postgres(url: &str) -> Result<Arc<dyn Store>, String> {
    let store = codebreakers_server::PostgresStore::connect(url)
        .await
        .map_err(|e| e.to_string())?;
    Ok(Arc::new(store))
}

#[cfg(not(feature = "postgres"))]
async fn postgres(_url: &str) -> Result<Arc<dyn Store>, String> {
    Err("this server was built without PostgreSQL (its `postgres` feature): keep matches in SQLite, or build it with the feature".to_string())
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_max_level(args.log)
        .with_target(false)
        .with_writer(std::io::stderr)
        .init();
    match run(args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            tracing::error!("{message}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: Args) -> Result<(), String> {
    install_the_shipped_book()?;
    let (store, kept_in): (Arc<dyn Store>, String) = match &args.database {
        Some(url) => (postgres(url).await?, "PostgreSQL".to_string()),
        None => {
            std::fs::create_dir_all(&args.data)
                .map_err(|e| format!("cannot make the data folder {}: {e}", args.data.display()))?;
            let path = args.data.join("matches.sqlite");
            let store = SqliteStore::open(&path).await.map_err(|e| e.to_string())?;
            (Arc::new(store), path.display().to_string())
        }
    };
    let listener = tokio::net::TcpListener::bind((args.listen, args.port))
        .await
        .map_err(|e| format!("cannot listen on {}:{}: {e}", args.listen, args.port))?;
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
        trusted_proxies: args.trusted_proxies,
        ..Settings::default()
    };
    let hub = HubSettings {
        webhooks: WebhookRules {
            allowed: args.webhooks_to,
        },
        presence_lease: std::time::Duration::from_secs(args.presence_lease),
        ..HubSettings::default()
    };
    serve_hub_with(listener, Arc::new(Hub::with_settings(store, hub)), settings)
        .await
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, String> {
        let args = std::iter::once("codebreakers-server").chain(args.iter().copied());
        Args::try_parse_from(args).map_err(|e| e.to_string())
    }

    #[test]
    fn arguments_are_read_or_refused_with_the_usage() {
        let args = parse(&[]).unwrap();
        assert_eq!(args.port, 7878);
        assert_eq!(args.listen, IpAddr::V4(Ipv4Addr::LOCALHOST));
        assert!(args.database.is_none() && args.web.is_none());
        let args = parse(&[
            "--port",
            "0",
            "--listen",
            "::",
            "--database",
            "postgres://postgres@127.0.0.1:5432/codebreakers",
            "--allow-origin",
            "https://friends.example",
            "--allow-origin",
            "http://127.0.0.1:8080",
            "--trust-proxy",
            "10.0.0.0/8",
            "--allow-webhooks-to",
            "192.168.1.0/24",
            "--web",
            ".",
            "--log",
            "debug",
        ])
        .unwrap();
        assert_eq!(args.port, 0);
        assert!(args.listen.is_unspecified());
        assert!(args.database.is_some());
        assert_eq!(args.allowed_origins.len(), 2);
        assert_eq!(args.trusted_proxies, ["10.0.0.0/8".parse().unwrap()]);
        assert_eq!(args.webhooks_to, ["192.168.1.0/24".parse().unwrap()]);
        assert_eq!(args.web, Some(PathBuf::from(".")));
        assert_eq!(args.log, tracing::Level::DEBUG);
        for bad in [
            &["--port", "seventy"][..],
            &["--database", "mysql://db"],
            &["--database"],
            &["--allow-origin", "friends.example"],
            &["--trust-proxy", "10.0.0.0/40"],
            &["--allow-webhooks-to", "intranet"],
            &["--listen", "everywhere"],
            &["--web", "/no/such/folder"],
            &["--log", "loud"],
            &["--verbose"],
        ] {
            let refused = parse(bad).expect_err("refused");
            // Each mistake named, with the way to the usage.
            assert!(refused.starts_with("error: "), "{bad:?}: {refused}");
            assert!(
                refused.contains("--help") || refused.contains("Usage:"),
                "{bad:?}: {refused}"
            );
        }
    }
}
