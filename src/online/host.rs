//! Hosting on this computer (the desktop): the server runs inside the game, in a runtime of
//! its own, its matches in `server/matches.sqlite` in the game's data folder, listening on
//! every network of the computer so that a friend on the same network can join. Friends are
//! given the computer's address on its network, never a loopback one; where the game has
//! its browser build beside it, the server serves it, so the invite link opens the game in
//! a friend's browser.

use bevy::prelude::*;
use codebreakers_server::{Settings, SqliteStore, Store, install_the_shipped_book, serve};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The port hosting tries first (the server's own default), before any free one.
const PORT: u16 = 7878;

/// The server this game hosts, once started.
#[derive(Resource, Default)]
pub struct HostedServer {
    runtime: Option<tokio::runtime::Runtime>,
    /// Where it listens.
    pub port: Option<u16>,
    /// The address to give a friend on the same network, `http://192.168.1.5:7878`; none
    /// when the computer is on no network (only this computer can play then).
    pub address: Option<String>,
    /// Whether it serves the browser build, so that the invite link opens the game.
    pub serves_the_game: bool,
    /// Why it could not start.
    pub failed: Option<String>,
}

impl HostedServer {
    pub fn running(&self) -> bool {
        self.runtime.is_some()
    }

    /// The address the lobby uses for the hosted server: the one friends use, so that the
    /// invite it shows is theirs; this computer's own where there is no network.
    pub fn lobby_address(&self) -> Option<String> {
        self.address
            .clone()
            .or_else(|| self.port.map(|port| format!("http://127.0.0.1:{port}")))
    }

    /// Whether `server` (as the lobby names it) is the one hosted here.
    pub fn hosts(&self, server: &str) -> bool {
        self.lobby_address().as_deref() == Some(server.trim_end_matches('/'))
    }

    /// Starts the server (once), its matches in the game's data folder.
    pub fn start(&mut self) {
        match directories::ProjectDirs::from("", "", "codebreakers") {
            Some(dirs) => self.start_in(&dirs.data_dir().join("server")),
            None => self.failed = Some(crate::t!("online-no-data-folder")),
        }
    }

    /// Starts the server (once), its matches in `folder`.
    pub fn start_in(&mut self, folder: &Path) {
        if self.running() {
            return;
        }
        let web = the_browser_build();
        match start_here(folder, web.clone()) {
            Ok((runtime, port)) => {
                self.runtime = Some(runtime);
                self.port = Some(port);
                self.address = address_on_the_network().map(|ip| format!("http://{ip}:{port}"));
                self.serves_the_game = web.is_some();
                self.failed = None;
                info!(
                    "hosting online matches on port {port} ({}, {})",
                    self.address.as_deref().unwrap_or("on no network"),
                    web.map_or("no browser build".to_string(), |web| format!(
                        "the browser build from {}",
                        web.display()
                    ))
                );
            }
            Err(error) => {
                warn!("the server could not start: {error}");
                self.failed = Some(error);
            }
        }
    }
}

/// The browser build beside the game, if it has one: `web/` next to the executable (an
/// installed game), or `web/dist` of the working folder (a checkout where `web/build.sh` ran).
fn the_browser_build() -> Option<PathBuf> {
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join("web")));
    beside
        .into_iter()
        .chain([PathBuf::from("web/dist")])
        .find(|dir| dir.join("index.html").is_file())
}

fn start_here(
    folder: &Path,
    web: Option<PathBuf>,
) -> Result<(tokio::runtime::Runtime, u16), String> {
    install_the_shipped_book()?;
    std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("codebreakers-host")
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let port = runtime.block_on(async {
        let store: Arc<dyn Store> = Arc::new(
            SqliteStore::open(&folder.join("matches.sqlite"))
                .await
                .map_err(|e| e.to_string())?,
        );
        let everywhere = |port| SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), port);
        let listener = match tokio::net::TcpListener::bind(everywhere(PORT)).await {
            Ok(listener) => listener,
            Err(_) => tokio::net::TcpListener::bind(everywhere(0))
                .await
                .map_err(|e| e.to_string())?,
        };
        let port = listener.local_addr().map_err(|e| e.to_string())?.port();
        tokio::spawn(async move {
            let settings = Settings {
                web,
                ..Settings::default()
            };
            if let Err(error) = serve(listener, store, settings).await {
                error!("the hosted server stopped: {error}");
            }
        });
        Ok::<u16, String>(port)
    })?;
    Ok((runtime, port))
}

/// This computer's address on its network: the one a datagram to the outside would leave
/// from (nothing is sent); none where there is no network but loopback.
fn address_on_the_network() -> Option<IpAddr> {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| {
            // TEST-NET-1: a documentation address; connecting a datagram socket sends nothing.
            socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            socket.local_addr()
        })
        .map(|addr| addr.ip())
        .ok()
        .filter(|ip| !ip.is_unspecified() && !ip.is_loopback())
}
