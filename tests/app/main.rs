//! The headless app's tests, in one test binary: each links Bevy, and one binary is linked
//! once instead of once a file (`docs/performance.md`, "CI time"). The tests of words in four
//! languages are in the layout checker's binary (`tests/layout/i18n.rs`): the language is one
//! setting for the whole process, and the tests here read English.

mod common;

mod answer_window;
mod headless;
mod intent;
mod layers;
mod lessons;
mod online;
mod pointer;
mod saves;
mod viewpoints;
