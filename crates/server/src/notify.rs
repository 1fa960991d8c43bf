//! "Your turn" notices: a seat may give a webhook, an `http://` or `https://` URL of a public
//! address (or one the operator allows: [`WebhookRules`]). When the seat comes to
//! decide, the write that makes it so keeps a notice in the store; a sender task posts
//! `{"code", "game", "seat", "seq"}` to the URL, forgets the notice once the URL answers
//! 2xx, and otherwise tries again later (each wait twice the last, up to a bound, a bounded
//! number of times). A server sends what is kept when it starts, so a notice outlives a
//! server killed before it was sent.

use crate::clock::Time;
use crate::store::{Notice, Store};
use crate::trust::Network;
use codebreakers_protocol::{ErrorCode, Refusal};
use reqwest::Url;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use serde_json::json;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, LazyLock};
use std::time::Duration;
use tokio::sync::Notify;
use url::Host;

/// The longest webhook taken.
pub const MAX_WEBHOOK: usize = 512;

/// How notices are sent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Delivery {
    /// Tries before a notice is given up.
    pub attempts: u32,
    /// The wait after the first failed try; each next is twice the last...
    pub first_retry: Duration,
    /// ...up to this.
    pub longest_retry: Duration,
    /// How long one try may take, connecting and answer included.
    pub timeout: Duration,
    /// How often the store is looked at without being woken (for the notices other
    /// processes keep, and retries).
    pub poll: Duration,
}

impl Default for Delivery {
    /// Twelve tries over about an hour and a half.
    fn default() -> Self {
        Delivery {
            attempts: 12,
            first_retry: Duration::from_secs(2),
            longest_retry: Duration::from_secs(30 * 60),
            timeout: Duration::from_secs(10),
            poll: Duration::from_secs(5),
        }
    }
}

impl Delivery {
    /// The wait after the `tries`-th failed try.
    pub fn retry_after(&self, tries: u32) -> Duration {
        let doubled = self
            .first_retry
            .saturating_mul(1u32 << tries.saturating_sub(1).min(20));
        doubled.min(self.longest_retry)
    }
}

/// Ranges a webhook may not reach unless the operator allows them (`--allow-webhooks-to`):
/// this machine, private and shared networks, link-local (cloud metadata among them),
/// multicast, broadcast, documentation and reserved ranges, and IPv6's ranges that carry an
/// IPv4 address inside (NAT64, 6to4) or are local.
const NOT_PUBLIC: &[&str] = &[
    "0.0.0.0/8",
    "10.0.0.0/8",
    "100.64.0.0/10",
    "127.0.0.0/8",
    "169.254.0.0/16",
    "172.16.0.0/12",
    "192.0.0.0/24",
    "192.0.2.0/24",
    "192.168.0.0/16",
    "198.18.0.0/15",
    "198.51.100.0/24",
    "203.0.113.0/24",
    "224.0.0.0/4",
    "240.0.0.0/4",
    "::/128",
    "::1/128",
    "64:ff9b::/96",
    "64:ff9b:1::/48",
    "100::/64",
    "2001:db8::/32",
    "2002::/16",
    "fc00::/7",
    "fe80::/10",
    "fec0::/10",
    "ff00::/8",
];

/// Host names kept for networks of one's own (RFC 6761, 6762, 8375) and cloud metadata.
const LOCAL_NAMES: &[&str] = &["localhost", "local", "internal", "home.arpa", "lan"];

/// Where webhooks may point: public addresses, and the ranges the operator allows.
#[derive(Clone, Debug, Default)]
pub struct WebhookRules {
    pub allowed: Vec<Network>,
}

impl WebhookRules {
    /// Loopback allowed as well: for tests, and a server that only ever posts to a relay on
    /// its own machine.
    pub fn with_loopback() -> Self {
        WebhookRules {
            allowed: vec![
                "127.0.0.0/8".parse().expect("a range"),
                "::1".parse().expect("an address"),
            ],
        }
    }

    /// Whether a webhook may reach `address`.
    pub fn admits(&self, address: IpAddr) -> bool {
        static NOT_PUBLIC_RANGES: LazyLock<Vec<Network>> = LazyLock::new(|| {
            NOT_PUBLIC
                .iter()
                .map(|range| range.parse().expect("a range"))
                .collect()
        });
        let address = match address {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
            v4 => v4,
        };
        self.allowed.iter().any(|net| net.contains(address))
            || !NOT_PUBLIC_RANGES.iter().any(|net| net.contains(address))
    }

    /// Reads a webhook a client gave, refusing what this server will not post to: an
    /// `http://` or `https://` URL of at most [`MAX_WEBHOOK`] bytes of printable ASCII, no
    /// user name or fragment, its host neither an address it may not reach nor a name kept
    /// for local networks. (A name is checked again where it leads, as it is connected to.)
    pub fn check(&self, url: &str) -> Result<Url, Refusal> {
        if url.len() > MAX_WEBHOOK {
            return Err(bad_webhook(format!(
                "a webhook may be {MAX_WEBHOOK} bytes at most; this one is {}",
                url.len()
            )));
        }
        if !url.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(bad_webhook(
                "a webhook is printable ASCII without spaces (percent-encode the rest)".to_string(),
            ));
        }
        let parsed =
            Url::parse(url).map_err(|e| bad_webhook(format!("`{url}` is not a URL: {e}")))?;
        if !matches!(parsed.scheme(), "http" | "https") {
            return Err(bad_webhook(format!(
                "a webhook is an http:// or https:// URL, not `{url}`"
            )));
        }
        if !parsed.username().is_empty() || parsed.password().is_some() {
            return Err(bad_webhook("a webhook names no user (no `@`)".to_string()));
        }
        if parsed.fragment().is_some() {
            return Err(bad_webhook("a webhook has no #fragment".to_string()));
        }
        if parsed.port() == Some(0) {
            return Err(bad_webhook("a webhook's port is 1 to 65535".to_string()));
        }
        let not_here = |host: &str| {
            bad_webhook(format!(
                "this server does not post to {host}: only to public addresses (its operator may allow more)"
            ))
        };
        match parsed.host() {
            Some(Host::Ipv4(v4)) if !self.admits(IpAddr::V4(v4)) => Err(not_here(&v4.to_string())),
            Some(Host::Ipv6(v6)) if !self.admits(IpAddr::V6(v6)) => Err(not_here(&v6.to_string())),
            Some(Host::Domain(name)) => {
                let name = name.trim_end_matches('.');
                let local = LOCAL_NAMES
                    .iter()
                    .any(|local| name == *local || name.ends_with(&format!(".{local}")));
                let loopback_allowed = self.admits(IpAddr::V4(std::net::Ipv4Addr::LOCALHOST));
                // A bare name (`intranet`) is one of the local network's too.
                if (local || !name.contains('.')) && !loopback_allowed {
                    return Err(not_here(name));
                }
                if !name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
                {
                    return Err(bad_webhook(format!("`{name}` is not a host name")));
                }
                Ok(parsed)
            }
            Some(_) => Ok(parsed),
            None => Err(bad_webhook(format!("`{url}` names no host"))),
        }
    }

    /// A webhook a client gave, checked (none stays none).
    pub fn check_webhook(&self, url: Option<String>) -> Result<Option<String>, Refusal> {
        if let Some(url) = &url {
            self.check(url)?;
        }
        Ok(url)
    }
}

fn bad_webhook(why: String) -> Refusal {
    Refusal::new(ErrorCode::BadWebhook, why)
}

/// Resolves a webhook's host name as the system does, keeping only the addresses the rules
/// admit: the address connected to is the one checked, so a name that leads to this
/// machine or a private network is refused however it is spelled.
struct CheckedResolver {
    rules: WebhookRules,
}

impl Resolve for CheckedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let rules = self.rules.clone();
        let name = name.as_str().to_string();
        Box::pin(async move {
            let found: Vec<SocketAddr> =
                tokio::net::lookup_host((name.as_str(), 0)).await?.collect();
            let admitted: Vec<SocketAddr> = found
                .into_iter()
                .filter(|address| rules.admits(address.ip()))
                .collect();
            if admitted.is_empty() {
                let why = format!("{name} leads only to addresses this server does not post to");
                return Err(why.into());
            }
            Ok(Box::new(admitted.into_iter()) as Addrs)
        })
    }
}

/// Posts notices: an HTTP client (rustls for https) that resolves through
/// [`CheckedResolver`], follows no redirect and uses no proxy.
#[derive(Clone)]
pub struct Poster {
    client: reqwest::Client,
    rules: WebhookRules,
}

impl Poster {
    pub fn new(rules: WebhookRules, timeout: Duration) -> Result<Self, String> {
        // The process's TLS provider: ring (installed once; a second install is refused
        // harmlessly).
        let _ = rustls::crypto::ring::default_provider().install_default();
        let client = reqwest::Client::builder()
            .dns_resolver(Arc::new(CheckedResolver {
                rules: rules.clone(),
            }))
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .timeout(timeout)
            .user_agent("codebreakers-server")
            .build()
            .map_err(|e| format!("the webhooks' HTTP client: {e}"))?;
        Ok(Poster { client, rules })
    }

    /// Posts `body` as JSON to `url`: `Ok` if it answers 2xx (a redirect is not followed,
    /// and fails).
    pub async fn post(&self, url: &str, body: &str) -> Result<(), String> {
        let url = self.rules.check(url).map_err(|refusal| refusal.message)?;
        let answer = self
            .client
            .post(url)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .map_err(|e| {
                let mut why = e.to_string();
                let mut source = std::error::Error::source(&e);
                while let Some(cause) = source {
                    why = format!("{why}: {cause}");
                    source = cause.source();
                }
                why
            })?;
        let status = answer.status();
        if status.is_success() {
            Ok(())
        } else {
            Err(format!("answered {}", status.as_u16()))
        }
    }
}

/// The notice's body: which match, game and seat, at which action.
pub fn body(notice: &Notice) -> String {
    json!({
        "code": notice.code,
        "game": notice.game,
        "seat": notice.seat,
        "seq": notice.seq,
    })
    .to_string()
}

/// The most notices taken from the store at once.
const BATCH: u32 = 32;

/// Sends the kept notices for ever: those due when woken (after a write that kept one), or
/// every `delivery.poll`. Each try is counted in the store before it is made, so a server
/// killed in the middle tries it again after its wait, and two processes do not both try.
pub async fn send_notices(
    store: Arc<dyn Store>,
    time: Time,
    delivery: Delivery,
    poster: Poster,
    wake: Arc<Notify>,
) {
    loop {
        let due = match store.due_notices(time.now_ms(), BATCH).await {
            Ok(due) => due,
            Err(e) => {
                tracing::error!("notices: {e}");
                Vec::new()
            }
        };
        let full = due.len() == BATCH as usize;
        for notice in due {
            let retry = delivery.retry_after(notice.attempts + 1).as_millis() as u64;
            match store
                .try_notice(notice.id, notice.attempts, time.now_ms() + retry)
                .await
            {
                Ok(true) => {}
                Ok(false) => continue,
                Err(e) => {
                    tracing::error!("notices: {e}");
                    continue;
                }
            }
            tokio::spawn(send_one(store.clone(), delivery, poster.clone(), notice));
        }
        if full {
            continue;
        }
        tokio::select! {
            () = wake.notified() => {}
            () = tokio::time::sleep(delivery.poll) => {}
        }
    }
}

/// One try of one notice: forgotten once sent, or after its last try, or if its seat has no
/// webhook any more.
async fn send_one(store: Arc<dyn Store>, delivery: Delivery, poster: Poster, notice: Notice) {
    let sent = match notice.url.as_deref() {
        None => Ok(()),
        Some(url) => poster.post(url, &body(&notice)).await,
    };
    let done = match &sent {
        Ok(()) => {
            tracing::info!(
                "notice of match {} to {} at action {} delivered",
                notice.code,
                notice.seat,
                notice.seq
            );
            true
        }
        Err(why) => {
            let last = notice.attempts + 1 >= delivery.attempts;
            tracing::warn!(
                "notice of match {} to {} at action {}: {why}{}",
                notice.code,
                notice.seat,
                notice.seq,
                if last {
                    "; given up"
                } else {
                    "; tried again later"
                }
            );
            last
        }
    };
    if done && let Err(e) = store.drop_notice(notice.id).await {
        tracing::error!("notices: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[test]
    fn webhooks_are_http_or_https_urls_of_public_addresses() {
        let rules = WebhookRules::default();
        for good in [
            "http://example.org/hooks/cb?me=1",
            "https://example.org/turn",
            "HTTPS://Example.org",
            "http://93.184.215.14:8080/x",
            "https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/x",
        ] {
            assert!(rules.check(good).is_ok(), "{good}: {:?}", rules.check(good));
        }
        let long = format!("http://example.org/{}", "a".repeat(MAX_WEBHOOK));
        for bad in [
            // This machine, however it is written.
            "http://127.0.0.1:8080/",
            "http://localhost/",
            "http://LOCALHOST./",
            "http://app.localhost/",
            "http://[::1]/",
            "http://0.0.0.0/",
            "http://127.1/",
            "http://2130706433/",
            "http://0x7f000001/",
            "http://[::ffff:127.0.0.1]/",
            "http://[::]/",
            // Networks behind the server, and cloud metadata.
            "http://169.254.169.254/latest/meta-data/",
            "http://10.0.0.1/",
            "http://192.168.0.1:22/",
            "http://172.16.5.4/",
            "http://100.64.0.1/",
            "http://[fe80::1]/",
            "http://[fd00::1]/",
            "http://[64:ff9b::7f00:1]/",
            "http://224.0.0.1/",
            "http://255.255.255.255/",
            "http://metadata.google.internal/computeMetadata/v1/",
            "http://printer.local/",
            "http://router.home.arpa/",
            "http://intranet/",
            // Not URLs this server posts to.
            "ftp://example.org/",
            "example.org/hook",
            "javascript:alert(1)",
            "http://",
            "http://user:pw@example.org/",
            "http://example.org:0/",
            "http://example.org:99999/",
            "http://exa mple.org/",
            "http://example.org/\u{e9}",
            "http://example.org/#top",
            "http://[nope]/",
            "http://under_score.org/",
            &long,
        ] {
            let refusal = rules.check(bad).unwrap_err();
            assert_eq!(refusal.code, ErrorCode::BadWebhook, "{bad}");
            assert!(refusal.message.len() > 10, "{bad}: {}", refusal.message);
        }
        // The operator may allow more.
        let loopback = WebhookRules::with_loopback();
        assert!(loopback.check("http://127.0.0.1:8080/").is_ok());
        assert!(loopback.check("http://localhost:8080/").is_ok());
        assert!(loopback.check("http://10.0.0.1/").is_err());
    }

    #[test]
    fn retries_wait_twice_as_long_each_time_up_to_a_bound() {
        let delivery = Delivery::default();
        assert_eq!(delivery.retry_after(1), Duration::from_secs(2));
        assert_eq!(delivery.retry_after(2), Duration::from_secs(4));
        assert_eq!(delivery.retry_after(5), Duration::from_secs(32));
        assert_eq!(delivery.retry_after(40), delivery.longest_retry);
    }

    /// A listener on loopback answering each request with `status` (and `location`), and
    /// what it was sent.
    async fn listener(
        answers: Vec<(&'static str, Option<String>)>,
    ) -> (u16, tokio::task::JoinHandle<Vec<String>>) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = tokio::spawn(async move {
            let mut requests = Vec::new();
            for (status, location) in answers {
                let accepted =
                    tokio::time::timeout(Duration::from_secs(3), listener.accept()).await;
                let Ok(Ok((mut socket, _))) = accepted else {
                    break;
                };
                let mut request = Vec::new();
                let mut buffer = [0u8; 1024];
                while !String::from_utf8_lossy(&request).contains("\"seq\"") {
                    let read = socket.read(&mut buffer).await.unwrap();
                    assert!(read > 0, "the request is whole");
                    request.extend_from_slice(&buffer[..read]);
                }
                let location = location
                    .map(|to| format!("Location: {to}\r\n"))
                    .unwrap_or_default();
                let answer = format!("HTTP/1.1 {status}\r\n{location}Content-Length: 0\r\n\r\n");
                socket.write_all(answer.as_bytes()).await.unwrap();
                requests.push(String::from_utf8(request).unwrap());
            }
            requests
        });
        (port, server)
    }

    fn notice() -> Notice {
        Notice {
            id: 1,
            code: "ACDEFH".into(),
            game: "passcode".into(),
            seat: codebreakers_kernel::SeatId(1),
            seq: 4,
            url: None,
            attempts: 0,
        }
    }

    #[tokio::test]
    async fn a_notice_is_posted_as_json_and_a_2xx_is_delivered() {
        let (port, server) = listener(vec![
            ("204 No Content", None),
            ("500 Internal Server Error", None),
        ])
        .await;
        let poster = Poster::new(WebhookRules::with_loopback(), Duration::from_secs(30)).unwrap();
        let url = format!("http://127.0.0.1:{port}/turn");
        assert_eq!(poster.post(&url, &body(&notice())).await, Ok(()));
        let refused = poster.post(&url, &body(&notice())).await.unwrap_err();
        assert!(refused.contains("500"), "{refused}");
        let requests = server.await.unwrap();
        let head = requests[0].to_ascii_lowercase();
        assert!(head.starts_with("post /turn http/1.1\r\n"), "{head}");
        assert!(
            head.contains(&format!("host: 127.0.0.1:{port}\r\n")),
            "{head}"
        );
        assert!(head.contains("content-type: application/json"), "{head}");
        let (_, sent) = requests[0].split_once("\r\n\r\n").unwrap();
        let sent: serde_json::Value = serde_json::from_str(sent).unwrap();
        assert_eq!(
            sent,
            json!({"code": "ACDEFH", "game": "passcode", "seat": 1, "seq": 4})
        );
    }

    #[tokio::test]
    async fn nothing_is_posted_where_a_name_or_a_redirect_leads_to_this_machine() {
        // A name that resolves to loopback is refused as it is connected to.
        let resolver = CheckedResolver {
            rules: WebhookRules::default(),
        };
        let name: Name = "localhost".parse().unwrap();
        let refused = resolver.resolve(name).await.err().expect("refused");
        assert!(
            refused.to_string().contains("does not post to"),
            "{refused}"
        );
        // A listener on loopback, posted to as if it were public: it receives nothing.
        let (port, quiet) = listener(vec![("204 No Content", None)]).await;
        let public = Poster::new(WebhookRules::default(), Duration::from_secs(5)).unwrap();
        for url in [
            format!("http://127.0.0.1:{port}/turn"),
            format!("http://localhost:{port}/turn"),
            format!("http://2130706433:{port}/turn"),
        ] {
            let refused = public.post(&url, &body(&notice())).await.unwrap_err();
            assert!(refused.contains("does not post to"), "{url}: {refused}");
        }
        assert!(
            quiet.await.unwrap().is_empty(),
            "nothing reached the listener"
        );
        // A redirect (here from an allowed address to another) is not followed.
        let (target, untouched) = listener(vec![("204 No Content", None)]).await;
        let to = format!("http://127.0.0.1:{target}/elsewhere");
        let (port, redirecting) = listener(vec![("307 Temporary Redirect", Some(to))]).await;
        let poster = Poster::new(WebhookRules::with_loopback(), Duration::from_secs(5)).unwrap();
        let url = format!("http://127.0.0.1:{port}/turn");
        let refused = poster.post(&url, &body(&notice())).await.unwrap_err();
        assert!(refused.contains("307"), "{refused}");
        assert_eq!(redirecting.await.unwrap().len(), 1);
        assert!(
            untouched.await.unwrap().is_empty(),
            "the redirect was not followed"
        );
    }
}
