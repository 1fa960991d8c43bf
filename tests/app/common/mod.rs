//! What the table tests share.
#![allow(dead_code)]

pub mod app;
pub mod table;
pub mod views;
