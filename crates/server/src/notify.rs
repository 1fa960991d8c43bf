//! "Your turn" notices: a seat may give a webhook, an `http://` URL. When the seat comes to
//! decide, the write that makes it so keeps a notice in the store; a sender task posts
//! `{"code", "game", "seat", "seq"}` to the URL, forgets the notice once the URL answers
//! 2xx, and otherwise tries again later (each wait twice the last, up to a bound, a bounded
//! number of times). A server sends what is kept when it starts, so a notice outlives a
//! server killed before it was sent.

use crate::clock::Time;
use crate::store::{Notice, Store};
use codebreakers_protocol::{ErrorCode, Refusal};
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Notify;

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

/// A webhook as the server posts to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Webhook {
    /// `host` or `host:port` (an IPv6 address in brackets), as the `Host` header says it.
    pub authority: String,
    pub host: String,
    pub port: u16,
    /// From the first `/` on (`/` if none), the query included.
    pub path: String,
}

fn bad_webhook(why: String) -> Refusal {
    Refusal::new(ErrorCode::BadWebhook, why)
}

/// Reads a webhook a client gave, refusing what this server cannot post to: only
/// `http://host[:port][/path]`, at most [`MAX_WEBHOOK`] bytes of printable ASCII, no
/// user name or fragment.
pub fn parse_webhook(url: &str) -> Result<Webhook, Refusal> {
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
    let lower = url.to_ascii_lowercase();
    let Some(rest) = lower.strip_prefix("http://").map(|_| &url[7..]) else {
        let why = if lower.starts_with("https://") {
            "this server posts notices over plain http:// only, not https:// (give an http:// URL, such as a relay on your own network)".to_string()
        } else {
            format!("a webhook is an http:// URL, not `{url}`")
        };
        return Err(bad_webhook(why));
    };
    if url.contains('#') {
        return Err(bad_webhook("a webhook has no #fragment".to_string()));
    }
    let split = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(split);
    if authority.contains('@') {
        return Err(bad_webhook("a webhook names no user (no `@`)".to_string()));
    }
    let (host, port) = if let Some(bracketed) = authority.strip_prefix('[') {
        let (address, after) = bracketed
            .split_once(']')
            .ok_or_else(|| bad_webhook(format!("`{authority}` is not a host")))?;
        let address: std::net::Ipv6Addr = address
            .parse()
            .map_err(|_| bad_webhook(format!("`{address}` is not an IPv6 address")))?;
        (address.to_string(), after.strip_prefix(':'))
    } else {
        match authority.split_once(':') {
            Some((host, port)) => (host.to_string(), Some(port)),
            None => (authority.to_string(), None),
        }
    };
    let host_fits = !host.is_empty()
        && (host.contains(':')
            || host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.'));
    if !host_fits {
        return Err(bad_webhook(format!("`{authority}` is not a host name")));
    }
    let port = match port {
        None => 80,
        Some(port) => port
            .parse::<u16>()
            .ok()
            .filter(|&p| p != 0)
            .ok_or_else(|| bad_webhook(format!("`{port}` is not a port")))?,
    };
    let path = match path {
        "" => "/".to_string(),
        p if p.starts_with('?') => format!("/{p}"),
        p => p.to_string(),
    };
    Ok(Webhook {
        authority: authority.to_string(),
        host,
        port,
        path,
    })
}

/// A webhook a client gave, checked (none stays none).
pub fn check_webhook(url: Option<String>) -> Result<Option<String>, Refusal> {
    if let Some(url) = &url {
        parse_webhook(url)?;
    }
    Ok(url)
}

/// Posts `body` to `hook` as JSON over HTTP/1.1, within `timeout`: `Ok` if it answers 2xx.
pub async fn post(hook: &Webhook, body: &str, timeout: Duration) -> Result<(), String> {
    let exchange = async {
        let mut stream = TcpStream::connect((hook.host.as_str(), hook.port))
            .await
            .map_err(|e| format!("cannot connect: {e}"))?;
        let request = format!(
            "POST {} HTTP/1.1\r\nHost: {}\r\nUser-Agent: codebreakers-server\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            hook.path,
            hook.authority,
            body.len()
        );
        stream
            .write_all(request.as_bytes())
            .await
            .map_err(|e| format!("cannot send: {e}"))?;
        // The status line is all that is read: "HTTP/1.1 204 No Content".
        let mut head = Vec::new();
        let mut buffer = [0u8; 256];
        while !head.windows(2).any(|w| w == b"\r\n") && head.len() < 4096 {
            let read = stream
                .read(&mut buffer)
                .await
                .map_err(|e| format!("cannot read the answer: {e}"))?;
            if read == 0 {
                break;
            }
            head.extend_from_slice(&buffer[..read]);
        }
        let head = String::from_utf8_lossy(&head);
        let status = head
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse::<u16>().ok())
            .ok_or_else(|| "no HTTP answer".to_string())?;
        if (200..300).contains(&status) {
            Ok(())
        } else {
            Err(format!("answered {status}"))
        }
    };
    tokio::time::timeout(timeout, exchange)
        .await
        .map_err(|_| format!("no answer in {} s", timeout.as_secs_f64()))?
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
    wake: Arc<Notify>,
) {
    loop {
        let due = match store.due_notices(time.now_ms(), BATCH).await {
            Ok(due) => due,
            Err(e) => {
                eprintln!("notices: {e}");
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
                    eprintln!("notices: {e}");
                    continue;
                }
            }
            tokio::spawn(send_one(store.clone(), delivery, notice));
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
async fn send_one(store: Arc<dyn Store>, delivery: Delivery, notice: Notice) {
    let sent = match notice.url.as_deref().map(parse_webhook) {
        None => Ok(()),
        Some(Err(refusal)) => Err(refusal.message),
        Some(Ok(hook)) => post(&hook, &body(&notice), delivery.timeout).await,
    };
    let done = match &sent {
        Ok(()) => true,
        Err(why) => {
            let last = notice.attempts + 1 >= delivery.attempts;
            eprintln!(
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
        eprintln!("notices: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn webhooks_are_plain_http_urls() {
        let hook = parse_webhook("http://127.0.0.1:8080/hooks/cb?me=1").unwrap();
        assert_eq!(hook.host, "127.0.0.1");
        assert_eq!(hook.port, 8080);
        assert_eq!(hook.path, "/hooks/cb?me=1");
        assert_eq!(hook.authority, "127.0.0.1:8080");
        let hook = parse_webhook("HTTP://example.org").unwrap();
        assert_eq!(
            (hook.host.as_str(), hook.port, hook.path.as_str()),
            ("example.org", 80, "/")
        );
        let hook = parse_webhook("http://[::1]:9/x").unwrap();
        assert_eq!((hook.host.as_str(), hook.port), ("::1", 9));
        for bad in [
            "https://example.org/hook".to_string(),
            "ftp://example.org/".to_string(),
            "example.org/hook".to_string(),
            "javascript:alert(1)".to_string(),
            "http://".to_string(),
            "http://user:pw@example.org/".to_string(),
            "http://example.org:0/".to_string(),
            "http://example.org:99999/".to_string(),
            "http://exa mple.org/".to_string(),
            "http://example.org/\u{e9}".to_string(),
            "http://example.org/#top".to_string(),
            "http://[nope]/".to_string(),
            "http://under_score.org/".to_string(),
            format!("http://example.org/{}", "a".repeat(MAX_WEBHOOK)),
        ] {
            let refusal = parse_webhook(&bad).unwrap_err();
            assert_eq!(refusal.code, ErrorCode::BadWebhook, "{bad}");
            assert!(refusal.message.len() > 10, "{bad}: {}", refusal.message);
        }
        assert!(
            parse_webhook("https://example.org")
                .unwrap_err()
                .message
                .contains("http://")
        );
    }

    #[test]
    fn retries_wait_twice_as_long_each_time_up_to_a_bound() {
        let delivery = Delivery::default();
        assert_eq!(delivery.retry_after(1), Duration::from_secs(2));
        assert_eq!(delivery.retry_after(2), Duration::from_secs(4));
        assert_eq!(delivery.retry_after(5), Duration::from_secs(32));
        assert_eq!(delivery.retry_after(40), delivery.longest_retry);
    }

    #[tokio::test]
    async fn a_notice_is_posted_as_json_and_a_2xx_is_delivered() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = tokio::spawn(async move {
            let mut answers = Vec::new();
            for status in ["204 No Content", "500 Internal Server Error"] {
                let (mut socket, _) = listener.accept().await.unwrap();
                let mut request = Vec::new();
                let mut buffer = [0u8; 1024];
                while !String::from_utf8_lossy(&request).contains("\"seq\"") {
                    let read = socket.read(&mut buffer).await.unwrap();
                    assert!(read > 0, "the request is whole");
                    request.extend_from_slice(&buffer[..read]);
                }
                let answer = format!("HTTP/1.1 {status}\r\nContent-Length: 0\r\n\r\n");
                socket.write_all(answer.as_bytes()).await.unwrap();
                answers.push(String::from_utf8(request).unwrap());
            }
            answers
        });
        let hook = parse_webhook(&format!("http://127.0.0.1:{port}/turn")).unwrap();
        let notice = Notice {
            id: 1,
            code: "ACDEFH".into(),
            game: "passcode".into(),
            seat: codebreakers_kernel::SeatId(1),
            seq: 4,
            url: None,
            attempts: 0,
        };
        let timeout = Duration::from_secs(30);
        assert_eq!(post(&hook, &body(&notice), timeout).await, Ok(()));
        let refused = post(&hook, &body(&notice), timeout).await.unwrap_err();
        assert!(refused.contains("500"), "{refused}");
        let requests = server.await.unwrap();
        assert!(
            requests[0].starts_with("POST /turn HTTP/1.1\r\n"),
            "{}",
            requests[0]
        );
        assert!(requests[0].contains(&format!("Host: 127.0.0.1:{port}\r\n")));
        let (_, sent) = requests[0].split_once("\r\n\r\n").unwrap();
        let sent: serde_json::Value = serde_json::from_str(sent).unwrap();
        assert_eq!(
            sent,
            json!({"code": "ACDEFH", "game": "passcode", "seat": 1, "seq": 4})
        );
    }
}
