//! Hosting on this computer (the desktop): the server runs inside the game, in a runtime of
//! its own, its matches in `server/matches.sqlite` in the game's data folder, listening on
//! every network of the computer so that a friend on the same network can join.

use bevy::prelude::*;
use codebreakers_server::{Settings, SqliteStore, Store, install_the_shipped_book, serve};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::Arc;

/// The port hosting tries first (the server's own default), before any free one.
const PORT: u16 = 7878;

/// The server this game hosts, once started.
#[derive(Resource, Default)]
pub struct HostedServer {
    runtime: Option<tokio::runtime::Runtime>,
    /// Where it listens.
    pub port: Option<u16>,
    /// The address to give a friend on the same network: `http://192.168.1.5:7878`.
    pub address: Option<String>,
    /// Why it could not start.
    pub failed: Option<String>,
}

impl HostedServer {
    pub fn running(&self) -> bool {
        self.runtime.is_some()
    }

    /// The address this computer itself uses.
    pub fn local_address(&self) -> Option<String> {
        self.port.map(|port| format!("http://127.0.0.1:{port}"))
    }

    /// Starts the server (once).
    pub fn start(&mut self) {
        if self.running() {
            return;
        }
        match start_here() {
            Ok((runtime, port)) => {
                self.runtime = Some(runtime);
                self.port = Some(port);
                self.address = Some(format!("http://{}:{port}", address_on_the_network()));
                self.failed = None;
                info!("hosting online matches on port {port}");
            }
            Err(error) => {
                warn!("the server could not start: {error}");
                self.failed = Some(error);
            }
        }
    }
}

fn start_here() -> Result<(tokio::runtime::Runtime, u16), String> {
    install_the_shipped_book()?;
    let folder = directories::ProjectDirs::from("", "", "codebreakers")
        .map(|dirs| dirs.data_dir().join("server"))
        .ok_or_else(|| crate::t!("online-no-data-folder"))?;
    std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
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
            if let Err(error) = serve(listener, store, Settings::default()).await {
                error!("the hosted server stopped: {error}");
            }
        });
        Ok::<u16, String>(port)
    })?;
    Ok((runtime, port))
}

/// This computer's address on its network: the one a datagram to the outside would leave
/// from (nothing is sent), or loopback where there is no network.
fn address_on_the_network() -> IpAddr {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| {
            // TEST-NET-1: a documentation address; connecting a datagram socket sends nothing.
            socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            socket.local_addr()
        })
        .map(|addr| addr.ip())
        .ok()
        .filter(|ip| !ip.is_unspecified())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}
