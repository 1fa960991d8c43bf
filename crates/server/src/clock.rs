//! Time on the server: the clock a hub reads (the system's; or, for tests, the system's set
//! ahead, or tokio's, which a test may pause and move on at will), and a seat's deadline.

use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::time::Instant;

/// Where the server reads the time, in milliseconds since 1970.
#[derive(Clone, Copy, Debug)]
pub enum Time {
    /// The system's clock, `ahead_ms` ahead (0 but in tests of a server that was down for
    /// a while).
    System { ahead_ms: u64 },
    /// The system's time at `at`, moved on as tokio's clock moves (in a test whose runtime
    /// starts paused, only when the test moves it or the runtime has nothing else to do).
    Tokio { unix_ms: u64, at: Instant },
}

impl Default for Time {
    fn default() -> Self {
        Time::System { ahead_ms: 0 }
    }
}

fn system_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

impl Time {
    /// The system's clock, `by` ahead: as if the server had been stopped that long.
    pub fn ahead(by: Duration) -> Self {
        Time::System {
            ahead_ms: by.as_millis() as u64,
        }
    }

    /// Tokio's clock, from the system's time now.
    pub fn tokio() -> Self {
        Time::Tokio {
            unix_ms: system_ms(),
            at: Instant::now(),
        }
    }

    /// Milliseconds since 1970.
    pub fn now_ms(&self) -> u64 {
        match *self {
            Time::System { ahead_ms } => system_ms() + ahead_ms,
            Time::Tokio { unix_ms, at } => {
                unix_ms + Instant::now().duration_since(at).as_millis() as u64
            }
        }
    }

    /// When tokio's timers reach the time `unix_ms` (now, if it is past).
    pub fn instant_at(&self, unix_ms: u64) -> Instant {
        Instant::now() + Duration::from_millis(unix_ms.saturating_sub(self.now_ms()))
    }
}

/// Milliseconds as whole seconds, rounded up: a deadline is never told earlier than it is.
pub fn seconds_up(ms: u64) -> u64 {
    ms.div_ceil(1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_set_ahead_reads_ahead() {
        let now = Time::default().now_ms();
        let ahead = Time::ahead(Duration::from_secs(3600)).now_ms();
        assert!(ahead >= now + 3_600_000 && ahead < now + 3_660_000);
        assert_eq!(seconds_up(1001), 2);
        assert_eq!(seconds_up(1000), 1);
    }

    #[tokio::test(start_paused = true)]
    async fn tokios_clock_moves_when_tokio_moves_it() {
        let time = Time::tokio();
        let start = time.now_ms();
        tokio::time::advance(Duration::from_secs(90)).await;
        assert_eq!(time.now_ms(), start + 90_000);
        let at = time.instant_at(start + 100_000);
        assert_eq!(at - Instant::now(), Duration::from_secs(10));
    }
}
