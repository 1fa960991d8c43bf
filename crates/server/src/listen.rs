//! The accepting side: every connection gets TCP_NODELAY (a view goes out when written, not
//! after the client's delayed acknowledgement, about 40 ms later), and one address holds at
//! most [`Limits::connections_per_address`](crate::Limits) connections at once (HTTP and play
//! sockets alike), so that idle sockets from one place cannot take every descriptor. The
//! proxies the operator trusts (`--trust-proxy`) are not capped: they carry many clients.

use crate::trust::{AddressKey, Trust};
use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::collections::HashMap;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// Open connections by address.
#[derive(Default)]
pub struct Connections {
    open: Mutex<HashMap<AddressKey, u32>>,
}

impl Connections {
    /// Counts a new connection from `key`, unless it already holds `cap`.
    pub fn admit(self: &Arc<Self>, key: AddressKey, cap: u32) -> Option<Admitted> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(key).or_insert(0);
        if *count >= cap {
            return None;
        }
        *count += 1;
        Some(Admitted {
            connections: self.clone(),
            key,
        })
    }

    /// How many connections `key` holds now.
    pub fn held(&self, key: AddressKey) -> u32 {
        let open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.get(&key).copied().unwrap_or(0)
    }
}

/// One counted connection; dropped when the connection closes.
pub struct Admitted {
    connections: Arc<Connections>,
    key: AddressKey,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut open = self
            .connections
            .open
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.key);
            }
        }
    }
}

/// The server's listener: accepts as [`TcpListener`] does, then caps and tunes.
pub struct GuardedListener {
    listener: TcpListener,
    trust: Arc<Trust>,
}

impl GuardedListener {
    pub fn new(listener: TcpListener, trust: Arc<Trust>) -> Self {
        GuardedListener { listener, trust }
    }
}

/// The address a connection came from (a trusted proxy's, for a proxied one: the client's
/// own is read from its headers, [`Trust::client_address`]).
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl Listener for GuardedListener {
    type Io = GuardedStream;
    type Addr = Peer;

    async fn accept(&mut self) -> (GuardedStream, Peer) {
        loop {
            let (stream, addr) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of descriptors, or a connection reset before it was taken: wait a
                    // moment rather than spin (as axum's own listener does).
                    if !matches!(
                        e.kind(),
                        io::ErrorKind::ConnectionRefused
                            | io::ErrorKind::ConnectionAborted
                            | io::ErrorKind::ConnectionReset
                    ) {
                        tracing::error!("accepting a connection: {e}");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                    continue;
                }
            };
            let admitted = if self.trust.is_trusted_proxy(addr.ip()) {
                None
            } else {
                let cap = self.trust.limits.connections_per_address;
                let key = AddressKey::of(addr.ip());
                match self.trust.connections.admit(key, cap) {
                    Some(admitted) => Some(admitted),
                    None => {
                        tracing::warn!("refused a connection from {addr}: it holds {cap} already");
                        continue;
                    }
                }
            };
            if let Err(e) = stream.set_nodelay(true) {
                tracing::warn!("TCP_NODELAY on a connection from {addr}: {e}");
            }
            let stream = GuardedStream {
                stream,
                _admitted: admitted,
            };
            return (stream, Peer(addr));
        }
    }

    fn local_addr(&self) -> io::Result<Peer> {
        self.listener.local_addr().map(Peer)
    }
}

impl Connected<IncomingStream<'_, GuardedListener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, GuardedListener>) -> Self {
        *stream.remote_addr()
    }
}

/// A connection, counted against its address for as long as it is open.
pub struct GuardedStream {
    stream: TcpStream,
    _admitted: Option<Admitted>,
}

impl AsyncRead for GuardedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for GuardedStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}
