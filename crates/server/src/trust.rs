//! What keeps a client from overwhelming the server or borrowing a user's browser: rate
//! limits (a token bucket per address for the lobby's creates and joins, one per socket for
//! its messages) and the check of a request's `Origin`.

use axum::http::HeaderMap;
use axum::http::header::{HOST, ORIGIN};
use codebreakers_protocol::{ErrorCode, Refusal};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How much a client may ask.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Creates and joins an address may make at once...
    pub lobby_burst: u32,
    /// ...and how many more it may make each second after that.
    pub lobby_per_second: f64,
    /// Messages a socket may send at once...
    pub socket_burst: u32,
    /// ...and how many more each second after that.
    pub socket_per_second: f64,
}

impl Default for Limits {
    /// Far above what a person at a table does; far below what would hurt the server.
    fn default() -> Self {
        Limits {
            lobby_burst: 30,
            lobby_per_second: 1.0,
            socket_burst: 60,
            socket_per_second: 20.0,
        }
    }
}

/// A token bucket: `burst` tokens when full, refilled at `per_second`, one taken a request.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    at: Instant,
    burst: f64,
    per_second: f64,
}

impl Bucket {
    pub fn new(burst: u32, per_second: f64) -> Self {
        Bucket {
            tokens: f64::from(burst),
            at: Instant::now(),
            burst: f64::from(burst),
            per_second: per_second.max(0.0),
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        self.at = now;
    }

    /// Takes a token; if there is none, how long until there is one.
    pub fn take(&mut self, now: Instant) -> Result<(), Duration> {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            return Ok(());
        }
        let wait = if self.per_second > 0.0 {
            (1.0 - self.tokens) / self.per_second
        } else {
            f64::from(u32::MAX)
        };
        Err(Duration::from_secs_f64(wait.min(f64::from(u32::MAX))))
    }

    fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }
}

/// The refusal of a request or message over its limit.
pub fn rate_limited(what: &str, wait: Duration) -> Refusal {
    Refusal::new(
        ErrorCode::RateLimited,
        format!(
            "too many {what}: try again in {} s",
            wait.as_secs_f64().ceil().max(1.0)
        ),
    )
}

/// The most addresses kept before full buckets (those of addresses gone quiet) are let go.
const MAX_ADDRESSES: usize = 10_000;

/// The server's trust settings and the lobby's buckets, one per address.
pub struct Trust {
    pub limits: Limits,
    /// Origins (`scheme://host[:port]`) allowed besides the server's own.
    allowed_origins: Vec<String>,
    lobby: Mutex<HashMap<IpAddr, Bucket>>,
}

impl Trust {
    pub fn new(limits: Limits, allowed_origins: &[String]) -> Self {
        Trust {
            limits,
            allowed_origins: allowed_origins
                .iter()
                .map(|origin| origin.trim_end_matches('/').to_ascii_lowercase())
                .collect(),
            lobby: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a create or join from `address` against its bucket.
    pub fn lobby_request(&self, address: IpAddr) -> Result<(), Refusal> {
        let now = Instant::now();
        // A poisoned lock only means another request panicked while holding it; the buckets
        // are still counts.
        let mut buckets = self.lobby.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= MAX_ADDRESSES {
            buckets.retain(|_, bucket| !bucket.is_full(now));
        }
        let limits = self.limits;
        buckets
            .entry(address)
            .or_insert_with(|| Bucket::new(limits.lobby_burst, limits.lobby_per_second))
            .take(now)
            .map_err(|wait| rate_limited("matches created or joined from this address", wait))
    }

    /// A bucket for a new socket's messages.
    pub fn socket_bucket(&self) -> Bucket {
        Bucket::new(self.limits.socket_burst, self.limits.socket_per_second)
    }

    /// Whether a request with these headers may be served. A request without an `Origin` is
    /// not from a browser's page (a browser always sends it on WebSockets and POSTs) and is
    /// let through; one with an origin must be the server's own (its scheme's host and port
    /// as in `Host`) or one of those allowed.
    pub fn check_origin(&self, headers: &HeaderMap) -> Result<(), Refusal> {
        let Some(origin) = headers.get(ORIGIN) else {
            return Ok(());
        };
        let refused = |why: String| Err(Refusal::new(ErrorCode::BadOrigin, why));
        let Ok(origin) = origin.to_str() else {
            return refused("the Origin header is not text".to_string());
        };
        let origin = origin.trim_end_matches('/').to_ascii_lowercase();
        if self.allowed_origins.contains(&origin) {
            return Ok(());
        }
        let authority = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"));
        let host = headers
            .get(HOST)
            .and_then(|host| host.to_str().ok())
            .map(str::to_ascii_lowercase);
        match (authority, host) {
            (Some(authority), Some(host)) if authority == host => Ok(()),
            _ => refused(format!(
                "pages from {origin} may not use this server (it allows its own and those given with --allow-origin)"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn a_bucket_gives_its_burst_then_one_a_refill() {
        let mut bucket = Bucket::new(3, 2.0);
        let start = Instant::now();
        for _ in 0..3 {
            assert!(bucket.take(start).is_ok());
        }
        let wait = bucket.take(start).unwrap_err();
        assert!(wait <= Duration::from_millis(500) && wait > Duration::ZERO);
        assert!(bucket.take(start + Duration::from_millis(500)).is_ok());
        assert!(bucket.take(start + Duration::from_millis(500)).is_err());
        // Never more than the burst, however long it waited.
        let later = start + Duration::from_secs(100);
        for _ in 0..3 {
            assert!(bucket.take(later).is_ok());
        }
        assert!(bucket.take(later).is_err());
    }

    fn headers(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(HOST, HeaderValue::from_str(host).unwrap());
        if let Some(origin) = origin {
            headers.insert(ORIGIN, HeaderValue::from_str(origin).unwrap());
        }
        headers
    }

    #[test]
    fn origins_are_the_servers_own_or_allowed() {
        let trust = Trust::new(
            Limits::default(),
            &["https://play.example.org/".to_string()],
        );
        let host = "127.0.0.1:7878";
        assert!(trust.check_origin(&headers(None, host)).is_ok());
        assert!(
            trust
                .check_origin(&headers(Some("http://127.0.0.1:7878"), host))
                .is_ok()
        );
        assert!(
            trust
                .check_origin(&headers(Some("https://PLAY.example.org"), host))
                .is_ok()
        );
        for bad in [
            "http://127.0.0.1:7879",
            "http://evil.example",
            "null",
            "http://127.0.0.1:7878.evil.example",
        ] {
            let refusal = trust.check_origin(&headers(Some(bad), host)).unwrap_err();
            assert_eq!(refusal.code, ErrorCode::BadOrigin, "{bad}");
        }
    }
}
