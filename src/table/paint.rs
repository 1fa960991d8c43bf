//! The palette of the physical pieces.

use bevy::prelude::Color;

pub const BRASS: Color = Color::srgb(0.88, 0.69, 0.3);
pub const IVORY: Color = Color::srgb(0.96, 0.93, 0.85);
pub const INK: Color = Color::srgb(0.13, 0.11, 0.09);
pub const LIGHT_INK: Color = Color::srgb(0.95, 0.92, 0.86);
pub const DIM_INK: Color = Color::srgb(0.75, 0.71, 0.64);
pub const SHADOW: Color = Color::srgba(0.0, 0.0, 0.0, 0.35);
pub const CARD_BACK: Color = Color::srgb(0.17, 0.24, 0.42);
pub const WALNUT: Color = Color::srgb(0.14, 0.1, 0.075);
pub const WALNUT_EDGE: Color = Color::srgb(0.35, 0.27, 0.17);
pub const SLOT: Color = Color::srgb(0.16, 0.2, 0.24);
pub const SLOT_DONE: Color = Color::srgb(0.18, 0.42, 0.23);
pub const FOCUS: Color = Color::WHITE;
pub const GOLD: Color = Color::srgb(0.85, 0.64, 0.17);
pub const RED: Color = Color::srgb(0.69, 0.14, 0.14);
