//! The physical pieces every game lays on the table, one look for all four: cards with a
//! face and a back, dice with pips, glossy pegs, slots printed on a board, boards and trays,
//! the holes drilled in them, tokens, safes and labels.
//!
//! Each piece is an entity with a [`Piece`] (what its game calls it, where it rests) and a
//! component of its kind ([`Card`], [`Die`], [`Peg`], [`Token`], [`Board`], ...: see
//! [`kinds`]) holding what it shows. Each kind draws itself ([`draw`]: a system per kind
//! for the pieces not drawn yet) and shows its own changes by moving ([`moves`]: a card
//! turned over flips, a die given a value rolls, a peg put in a hole drops into it).
//!
//! A game says what lies where as a list of [`PieceSpec`]s built from its viewpoint and the
//! [`TableArea`]; [`Pieces::lay_out`] makes the table match it ([`layout`]): a new piece is
//! spawned (coming from where the game says it comes from), a piece whose place changed
//! moves there, a piece whose kind's value changed gets the new value (its kind shows it),
//! a piece no longer wanted goes. Pieces a player may use carry a [`Target`], which the
//! pointer and the keyboard focus both work on ([`super::picking`]).

mod area;
mod draw;
pub mod kinds;
mod kit;
mod layout;
mod moves;
mod systems;

pub use super::about::Focused;
pub use super::paint;
pub use super::surface::PANEL_WIDTH;
pub use area::TableArea;
pub use draw::{Drawn, Dressed, Painter, Part, RingStyle, ring_around};
pub use kinds::*;
pub use kit::PieceKit;
pub use layout::{Arrival, PieceSpec, Pieces, SLIDE_SECONDS};
pub use moves::{DROP_SECONDS, FLIP_SECONDS, THROW_SECONDS, Tumble};
pub use systems::PieceKinds;

use bevy::prelude::*;
use std::hash::Hash;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableArea>()
        .init_resource::<super::surface::BottomSheet>()
        .init_resource::<PieceKit>()
        .add_systems(PreUpdate, area::follow_the_window)
        .add_systems(PostUpdate, drop_rings)
        .add_plugins(systems::plugin);
}

/// A piece on the table, known to its game by `key`; what it shows is its kind's component.
#[derive(Component, Clone, Debug)]
pub struct Piece<K: PieceKey> {
    pub key: K,
    /// Where the piece lies when nothing moves it, how far it is turned (radians) and how
    /// large it is drawn there.
    pub home: Vec3,
    pub turn: f32,
    pub scale: f32,
}

/// What a game calls its pieces by.
pub trait PieceKey: Clone + Eq + Hash + std::fmt::Debug + Send + Sync + 'static {}
impl<T: Clone + Eq + Hash + std::fmt::Debug + Send + Sync + 'static> PieceKey for T {}

/// A game's word for what a player points at (a pile, a card of the hand, a rival's safe).
pub trait Hit: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static {}
impl<T: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static> Hit for T {}

/// What a player may do with a piece: the game's word for it, given back on a click, a
/// drag or a drop ([`super::picking::TableInput`]).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Target<H: Hit> {
    pub hit: H,
    /// It may be picked up and dragged.
    pub draggable: bool,
}

/// A piece held by the pointer: it follows it ([`super::picking`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct Held;

/// A round piece: rings drawn around it are round.
#[derive(Component, Clone, Copy, Debug)]
pub struct Round;

/// The ring a focused piece wears.
#[derive(Component, Clone, Copy, Debug)]
pub struct FocusRing;

/// A ring stays only on the focused piece.
fn drop_rings(
    mut commands: Commands,
    rings: Query<(Entity, &ChildOf), With<FocusRing>>,
    focused: Query<(), With<Focused>>,
) {
    for (ring, parent) in &rings {
        if focused.get(parent.parent()).is_err() {
            commands.entity(ring).try_despawn();
        }
    }
}
