//! The server's tests, in one test binary: each file was a binary of its own, and each
//! compiled and linked the server, tokio, axum and sqlx again (`docs/performance.md`).
//! PostgreSQL's tests need `CODEBREAKERS_TEST_POSTGRES` (`scripts/test` starts a throwaway
//! database).

mod common;

mod clocks;
mod hostile;
mod kill;
mod notices;
mod play;
mod presence;
mod refusals;
mod rematch;
mod resign;
mod restart;
mod secrets;
mod stores;
mod take_back;
mod trust;
mod web;
