//! What keeps a client from overwhelming the server or borrowing a user's browser: rate
//! limits (a token bucket per address for the lobby's creates and joins, one per socket for
//! its messages, one per address for unknown invite codes), the connections an address may
//! hold, the client's address behind the proxies the operator trusts, and the check of a
//! request's `Origin`.

use crate::listen::Connections;
use axum::http::HeaderMap;
use axum::http::header::{HOST, ORIGIN};
use codebreakers_protocol::{ErrorCode, Refusal};
use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex};
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
    /// Lists of matches (`my-matches`) an address may ask for at once...
    pub list_burst: u32,
    /// ...and how many more each second after that.
    pub list_per_second: f64,
    /// Connections (HTTP and play sockets) one address may hold at once.
    pub connections_per_address: u32,
    /// How long a new play socket has to say hello before it is closed.
    pub hello_within: Duration,
    /// Unknown invite codes an address may ask about (by hello or join, on any socket) at
    /// once...
    pub misses_burst: u32,
    /// ...and how many more an hour after that.
    pub misses_per_hour: f64,
    /// Misses answered at once; each one past these waits [`MISS_DELAY`] longer than the last.
    pub free_misses: u32,
}

impl Default for Limits {
    /// Far above what a person at a table does; far below what would hurt the server.
    fn default() -> Self {
        Limits {
            lobby_burst: 30,
            lobby_per_second: 1.0,
            // A program playing through the protocol answers each view at once (with
            // TCP_NODELAY, hundreds a second on loopback): the burst holds a whole match
            // of the longest game, the rate a flood back.
            socket_burst: 240,
            socket_per_second: 40.0,
            // A waiting room asks every 2 s: four players of one household waiting at once.
            list_burst: 30,
            list_per_second: 2.0,
            // A household behind one address, each with a page and a few matches open.
            connections_per_address: 64,
            hello_within: Duration::from_secs(10),
            // A player mistypes a code now and then; a scan of 19^6 codes at 12 an hour
            // takes centuries (docs/protocol.md, "Limits").
            misses_burst: 10,
            misses_per_hour: 12.0,
            free_misses: 3,
        }
    }
}

/// The wait added to each unknown code asked past [`Limits::free_misses`] (the second past
/// them waits twice as long, and so on, up to [`MAX_MISS_DELAY`]).
pub const MISS_DELAY: Duration = Duration::from_millis(500);
/// The longest wait before an unknown code is answered.
pub const MAX_MISS_DELAY: Duration = Duration::from_secs(8);

/// An address as the limits count it: an IPv4 address, or an IPv6 address's /64 (one
/// household or machine is given a whole /64, and can choose any address in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddressKey(IpAddr);

impl AddressKey {
    pub fn of(address: IpAddr) -> Self {
        match address {
            IpAddr::V4(v4) => AddressKey(IpAddr::V4(v4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => AddressKey(IpAddr::V4(v4)),
                None => {
                    let prefix = u128::from(v6) & !((1u128 << 64) - 1);
                    AddressKey(IpAddr::V6(Ipv6Addr::from(prefix)))
                }
            },
        }
    }
}

/// A range of addresses an operator names: `10.0.0.0/8`, `::1/128`, or one address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Network {
    address: IpAddr,
    prefix: u8,
}

impl Network {
    /// Whether `address` is in this range (an IPv4-mapped IPv6 address as its IPv4 one).
    pub fn contains(&self, address: IpAddr) -> bool {
        let address = match address {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
            v4 => v4,
        };
        match (self.address, address) {
            (IpAddr::V4(net), IpAddr::V4(a)) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                u32::from(net) & mask == u32::from(a) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(a)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                u128::from(net) & mask == u128::from(a) & mask
            }
            _ => false,
        }
    }
}

impl std::str::FromStr for Network {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let (address, prefix) = match text.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text, None),
        };
        let address: IpAddr = address
            .parse()
            .map_err(|_| format!("`{address}` is not an IP address"))?;
        let most = if address.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => most,
            Some(prefix) => prefix
                .parse::<u8>()
                .ok()
                .filter(|&p| p <= most)
                .ok_or_else(|| format!("`/{prefix}` is not a prefix length of 0 to {most}"))?,
        };
        Ok(Network { address, prefix })
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

/// Buckets by address, forgetting full ones (those of addresses gone quiet) when they are
/// many.
struct Buckets {
    buckets: Mutex<HashMap<AddressKey, Bucket>>,
    burst: u32,
    per_second: f64,
}

impl Buckets {
    fn new(burst: u32, per_second: f64) -> Self {
        Buckets {
            buckets: Mutex::new(HashMap::new()),
            burst,
            per_second,
        }
    }

    /// Runs `with` on `address`'s bucket.
    fn with<T>(&self, address: IpAddr, with: impl FnOnce(&mut Bucket, Instant) -> T) -> T {
        let now = Instant::now();
        // A poisoned lock only means another request panicked while holding it; the buckets
        // are still counts.
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= MAX_ADDRESSES {
            buckets.retain(|_, bucket| !bucket.is_full(now));
        }
        let bucket = buckets
            .entry(AddressKey::of(address))
            .or_insert_with(|| Bucket::new(self.burst, self.per_second));
        with(bucket, now)
    }
}

/// The server's trust settings, the buckets of the lobby and of unknown codes, and the
/// connections open, by address.
pub struct Trust {
    pub limits: Limits,
    /// Origins (`scheme://host[:port]`) allowed besides the server's own.
    allowed_origins: Vec<String>,
    /// Proxies whose `X-Forwarded-For` is believed.
    trusted_proxies: Vec<Network>,
    lobby: Buckets,
    lists: Buckets,
    misses: Buckets,
    /// Connections open, by the peer's address (a trusted proxy's not counted).
    pub connections: Arc<Connections>,
    /// Play sockets open, by the client's address.
    pub sockets: Arc<Connections>,
}

impl Trust {
    pub fn new(limits: Limits, allowed_origins: &[String], trusted_proxies: &[Network]) -> Self {
        Trust {
            limits,
            allowed_origins: allowed_origins
                .iter()
                .map(|origin| origin.trim_end_matches('/').to_ascii_lowercase())
                .collect(),
            trusted_proxies: trusted_proxies.to_vec(),
            lobby: Buckets::new(limits.lobby_burst, limits.lobby_per_second),
            lists: Buckets::new(limits.list_burst, limits.list_per_second),
            misses: Buckets::new(limits.misses_burst, limits.misses_per_hour / 3600.0),
            connections: Arc::new(Connections::default()),
            sockets: Arc::new(Connections::default()),
        }
    }

    /// Whether `peer` is a proxy the operator trusts to say whom it forwards.
    pub fn is_trusted_proxy(&self, peer: IpAddr) -> bool {
        self.trusted_proxies.iter().any(|net| net.contains(peer))
    }

    /// The client's address: the peer's own, or, from a trusted proxy, the last address of
    /// `X-Forwarded-For` that is not itself a trusted proxy (the ones before it are the
    /// client's to write, and not believed).
    pub fn client_address(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.is_trusted_proxy(peer) {
            return peer;
        }
        let forwarded: Vec<IpAddr> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .map(str::trim)
            .map(|hop| hop.parse::<IpAddr>().ok())
            .collect::<Option<Vec<_>>>()
            .unwrap_or_default();
        forwarded
            .into_iter()
            .rev()
            .find(|&hop| !self.is_trusted_proxy(hop))
            .unwrap_or(peer)
    }

    /// Counts a create or join from `address` against its bucket.
    pub fn lobby_request(&self, address: IpAddr) -> Result<(), Refusal> {
        self.lobby.with(address, |bucket, now| {
            bucket
                .take(now)
                .map_err(|wait| rate_limited("matches created or joined from this address", wait))
        })
    }

    /// Counts a list of matches asked from `address` against its bucket.
    pub fn list_request(&self, address: IpAddr) -> Result<(), Refusal> {
        self.lists.with(address, |bucket, now| {
            bucket
                .take(now)
                .map_err(|wait| rate_limited("lists of matches asked from this address", wait))
        })
    }

    /// Whether `address` may ask about an invite code now: not if its unknown codes have
    /// used up its allowance (the code is then not looked up at all).
    pub fn may_look_up(&self, address: IpAddr) -> Result<(), Refusal> {
        self.misses.with(address, |bucket, now| {
            bucket.refill(now);
            if bucket.tokens >= 1.0 {
                Ok(())
            } else {
                let wait =
                    Duration::from_secs_f64((1.0 - bucket.tokens) / bucket.per_second.max(1e-9));
                Err(rate_limited("unknown invite codes from this address", wait))
            }
        })
    }

    /// Looks up an invite code for `address` with `lookup`, within its allowance: refused
    /// unasked when the allowance is spent, and an unknown code answered only after the
    /// address's wait ([`Trust::missed`]).
    pub async fn look_up<T>(
        &self,
        address: IpAddr,
        lookup: impl Future<Output = Result<T, Refusal>>,
    ) -> Result<T, Refusal> {
        self.may_look_up(address)?;
        let found = lookup.await;
        if let Err(refusal) = &found
            && refusal.code == ErrorCode::UnknownMatch
        {
            tokio::time::sleep(self.missed(address)).await;
        }
        found
    }

    /// Counts an unknown code `address` asked about: how long to wait before saying so (none
    /// for the first [`Limits::free_misses`] of a full allowance, then growing).
    pub fn missed(&self, address: IpAddr) -> Duration {
        let free = f64::from(self.limits.free_misses);
        self.misses.with(address, |bucket, now| {
            let _ = bucket.take(now);
            let past_free = (bucket.burst - bucket.tokens - free).ceil();
            if past_free < 1.0 {
                return Duration::ZERO;
            }
            let doublings = (past_free as u32 - 1).min(16);
            MISS_DELAY
                .saturating_mul(1 << doublings)
                .min(MAX_MISS_DELAY)
        })
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
            &[],
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

    #[test]
    fn networks_hold_their_addresses() {
        let net: Network = "10.0.0.0/8".parse().unwrap();
        assert!(net.contains("10.200.3.4".parse().unwrap()));
        assert!(!net.contains("11.0.0.1".parse().unwrap()));
        assert!(net.contains("::ffff:10.1.2.3".parse().unwrap()));
        let one: Network = "192.168.1.7".parse().unwrap();
        assert!(one.contains("192.168.1.7".parse().unwrap()));
        assert!(!one.contains("192.168.1.8".parse().unwrap()));
        let v6: Network = "fd00::/8".parse().unwrap();
        assert!(v6.contains("fd12::1".parse().unwrap()));
        assert!(!v6.contains("fe80::1".parse().unwrap()));
        let all: Network = "0.0.0.0/0".parse().unwrap();
        assert!(all.contains("8.8.8.8".parse().unwrap()));
        for bad in ["10.0.0.0/33", "10.0.0", "::/129", "x/8", "10.0.0.0/-1"] {
            assert!(bad.parse::<Network>().is_err(), "{bad}");
        }
    }

    #[test]
    fn an_ipv6_client_is_counted_by_its_64() {
        let a = AddressKey::of("2001:db8:1:2:aaaa::1".parse().unwrap());
        let b = AddressKey::of("2001:db8:1:2:bbbb::9".parse().unwrap());
        let c = AddressKey::of("2001:db8:1:3::1".parse().unwrap());
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(
            AddressKey::of("::ffff:1.2.3.4".parse().unwrap()),
            AddressKey::of("1.2.3.4".parse().unwrap())
        );
    }

    #[test]
    fn forwarded_addresses_are_believed_only_from_trusted_proxies() {
        let proxy: IpAddr = "10.0.0.2".parse().unwrap();
        let trust = Trust::new(Limits::default(), &[], &["10.0.0.0/24".parse().unwrap()]);
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("6.6.6.6, 203.0.113.9, 10.0.0.3"),
        );
        // The client may write anything before its own address; the proxies add theirs after.
        assert_eq!(
            trust.client_address(proxy, &headers),
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
        let stranger: IpAddr = "198.51.100.1".parse().unwrap();
        assert_eq!(trust.client_address(stranger, &headers), stranger);
        headers.insert(
            "x-forwarded-for",
            HeaderValue::from_static("not an address"),
        );
        assert_eq!(trust.client_address(proxy, &headers), proxy);
        assert_eq!(trust.client_address(proxy, &HeaderMap::new()), proxy);
    }

    #[test]
    fn unknown_codes_are_free_at_first_then_slower_then_refused() {
        let limits = Limits {
            misses_burst: 6,
            misses_per_hour: 0.001,
            free_misses: 2,
            ..Limits::default()
        };
        let trust = Trust::new(limits, &[], &[]);
        let asker: IpAddr = "203.0.113.5".parse().unwrap();
        let mut waits = Vec::new();
        while trust.may_look_up(asker).is_ok() {
            waits.push(trust.missed(asker));
        }
        assert_eq!(
            waits,
            [0, 0, 500, 1000, 2000, 4000].map(Duration::from_millis),
            "two free, then each twice as slow, then none"
        );
        let refusal = trust.may_look_up(asker).unwrap_err();
        assert_eq!(refusal.code, ErrorCode::RateLimited);
        // Another address is not slowed.
        assert!(trust.may_look_up("203.0.113.6".parse().unwrap()).is_ok());
        assert_eq!(trust.missed("203.0.113.6".parse().unwrap()), Duration::ZERO);
    }
}
