//! The kinds of piece: each a component a piece carries, holding what it shows. Each kind
//! draws itself ([`super::draw`]) and shows its own changes by moving ([`super::moves`]);
//! [`Look`] is only the game's way of naming one in a [`super::PieceSpec`].

pub use crate::table::pictures::Picture;
use crate::table::surface::Wood;
use bevy::ecs::query::QueryData;
use bevy::prelude::*;

/// One side of a card: its paper, its ink and what is printed on it.
#[derive(Clone, Debug, PartialEq)]
pub struct CardSide {
    pub fill: Color,
    pub ink: Color,
    /// Large in the middle.
    pub text: String,
    /// Small, in two corners (a number read when cards are fanned).
    pub corner: Option<String>,
    /// What it shows before its words ([`crate::table::pictures`]).
    pub picture: Option<Picture>,
}

/// A card lying face up or down; `lifted` when picked (it rises and is outlined).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Card {
    pub size: Vec2,
    pub face: CardSide,
    pub back: CardSide,
    pub face_up: bool,
    pub lifted: bool,
}

/// A die showing `value` with pips; 0 is the microchip face of Code Knacker's dice,
/// [`BLANK_FACE`] a die not rolled yet. A new value is rolled to ([`super::moves`]).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Die {
    pub side: f32,
    pub value: u8,
    /// Its sixth face is a microchip (Code Knacker's dice), not six pips.
    pub chip: bool,
}

impl Die {
    /// The faces it has, each shown in turn as it tumbles.
    pub fn faces(&self) -> [u8; 6] {
        if self.chip {
            [0, 1, 2, 3, 4, 5]
        } else {
            [1, 2, 3, 4, 5, 6]
        }
    }
}

/// The face a die shows now (a part of the die): its value while it lies still, another
/// of its faces for a moment while it tumbles.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieFace(pub u8);

/// A place printed on a board: a card may lie there.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Slot {
    pub size: Vec2,
    pub fill: Color,
    pub edge: Color,
    pub text: String,
    pub ink: Color,
}

/// What a board is made of: a paint, or a slab of wood with its grain.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Surface {
    Paint(Color),
    Wood(Wood),
}

/// The shadow a board casts on what lies under it: `offset` away, `spread` wider and
/// taller than the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shadow {
    pub offset: Vec2,
    pub spread: Vec2,
}

/// Words printed on a board, in its middle.
#[derive(Clone, Debug, PartialEq)]
pub struct Printed {
    pub text: String,
    pub size: f32,
    pub ink: Color,
}

/// A board, a tray, a shield or a patch of baize: a rounded panel, perhaps with a rim,
/// words and a shadow.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Board {
    pub size: Vec2,
    pub fill: Surface,
    /// A rim of this surface and width, inside the size.
    pub edge: Option<(Surface, f32)>,
    /// The radius of its corners.
    pub corner: f32,
    pub shadow: Option<Shadow>,
    pub words: Option<Printed>,
    /// A door's bolt heads in its corners and a panel line inside its rim, in this paint
    /// (Crack It's safes).
    pub bolts: Option<Color>,
}

impl Board {
    /// A painted board with a painted rim, its corners rounded and its shadow falling
    /// short to the lower right.
    pub fn painted(size: Vec2, fill: Color, edge: Color, edge_width: f32) -> Self {
        Board {
            size,
            fill: Surface::Paint(fill),
            edge: Some((Surface::Paint(edge), edge_width)),
            corner: 14.0,
            shadow: Some(Shadow {
                offset: Vec2::new(4.0, -6.0),
                spread: Vec2::ZERO,
            }),
            words: None,
            bolts: None,
        }
    }

    /// A slab of wood, square-cornered, with no rim and no shadow.
    pub fn wood(size: Vec2, wood: Wood) -> Self {
        Board {
            size,
            fill: Surface::Wood(wood),
            edge: None,
            corner: 0.0,
            shadow: None,
            words: None,
            bolts: None,
        }
    }

    /// The same board as a door: bolt heads in its corners and a panel line inside its rim.
    pub fn bolted(mut self, paint: Color) -> Self {
        self.bolts = Some(paint);
        self
    }

    /// The same board with a rim.
    pub fn rimmed(mut self, edge: Surface, width: f32) -> Self {
        self.edge = Some((edge, width));
        self
    }

    pub fn corner(mut self, radius: f32) -> Self {
        self.corner = radius;
        self
    }

    /// The same board casting a shadow `offset` away, `spread` larger than it.
    pub fn shadow(mut self, offset: Vec2, spread: Vec2) -> Self {
        self.shadow = Some(Shadow { offset, spread });
        self
    }

    pub fn printed(mut self, text: String, size: f32, ink: Color) -> Self {
        self.words = Some(Printed { text, size, ink });
        self
    }

    /// Nothing can be seen under it: a shadow need only be drawn beside it, and a rim only
    /// where it shows.
    pub(super) fn opaque(&self) -> bool {
        match self.fill {
            Surface::Paint(colour) => colour.alpha() >= 1.0,
            Surface::Wood(_) => true,
        }
    }
}

/// Holes drilled in a board, all of one size: pegs stand in them.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Holes {
    pub radius: f32,
    pub colour: Color,
    /// Where each lies, from the piece's place.
    pub at: Vec<Vec2>,
}

/// A round token with a symbol.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Token {
    pub radius: f32,
    pub fill: Color,
    pub ink: Color,
    pub symbol: String,
}

/// Words on the table.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Label {
    pub text: String,
    pub size: f32,
    pub colour: Color,
    pub bold: bool,
    pub anchor: LabelAnchor,
    /// How wide the words may grow to be read on a small screen, in table units (none: as
    /// wide as they grow; [`crate::table::captions`]).
    pub room: Option<f32>,
}

impl Label {
    /// Plain words, centred.
    pub fn centred(text: String, size: f32, colour: Color) -> Self {
        Label {
            text,
            size,
            colour,
            bold: false,
            anchor: LabelAnchor::Centre,
            room: None,
        }
    }

    /// The words grow no wider than `room` table units.
    pub fn within(self, room: f32) -> Self {
        Label {
            room: Some(room),
            ..self
        }
    }
}

/// A ring drawn around a place (a legal target, the colour chosen); `round` for a round
/// place.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Outline {
    pub size: Vec2,
    pub colour: Color,
    pub round: bool,
}

/// A glossy peg standing in a hole; a hollow one is the empty-hole marker. Its mark tells
/// the colour without the colour (the peg symbols setting). Code Knacker's red markers
/// are pegs too.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Peg {
    pub radius: f32,
    pub fill: Color,
    pub rim: Color,
    pub mark: Option<(PegMark, Color)>,
    pub hollow: bool,
}

/// A place with nothing drawn (a hole drilled in a board drawn once): something may be
/// dropped there or clicked.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Spot {
    pub size: Vec2,
    pub round: bool,
}

/// A picture printed on the table or a board (a safe's dial): its shapes in `ink`, brass,
/// and `paper` for what is cut out of them, `size` across.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Emblem {
    pub picture: Picture,
    pub size: f32,
    pub ink: Color,
    pub paper: Color,
}

/// A safe card of Code Knacker: a steel plate under a brass rim, its name and value
/// printed at the top and its code on a row of dials.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Safe {
    pub title: String,
    pub value: String,
    pub digits: Vec<u8>,
}

impl Safe {
    /// The size of a safe card.
    pub const SIZE: Vec2 = Vec2::new(236.0, 150.0);
    pub const DIAL_RADIUS: f32 = 15.5;
    const DIAL_SPACING: f32 = 36.0;

    /// Where the dial of `digit` (of `len`) lies on its card.
    pub fn dial_at(digit: usize, len: usize) -> Vec2 {
        Vec2::new(
            (digit as f32 - (len as f32 - 1.0) / 2.0) * Self::DIAL_SPACING,
            -18.0,
        )
    }
}

/// The symbol on a peg.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PegMark {
    Ring,
    Dot,
    Triangle,
    Square,
    Diamond,
    Hexagon,
    Plus,
    Bar,
    Cross,
}

/// Which point of a label its position names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelAnchor {
    Centre,
    Left,
    Right,
}

/// The face of a die not rolled yet.
pub const BLANK_FACE: u8 = u8::MAX;

/// Where the pips of a face sit, in quarter sides from the centre.
pub fn pips(value: u8) -> &'static [(f32, f32)] {
    match value {
        BLANK_FACE => &[],
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, 1.0), (1.0, -1.0)],
        3 => &[(-1.0, 1.0), (0.0, 0.0), (1.0, -1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    }
}

/// Which piece a game wants, of which kind: the kind's component goes on the piece.
#[derive(Clone, Debug, PartialEq)]
pub enum Look {
    Card(Card),
    Die(Die),
    Slot(Slot),
    Board(Board),
    Holes(Holes),
    Token(Token),
    Label(Label),
    Outline(Outline),
    Peg(Peg),
    Spot(Spot),
    Safe(Safe),
    Emblem(Emblem),
}

/// Every kind, to take one off a piece that becomes another.
pub(super) type AnyKind = (
    Card,
    Die,
    Slot,
    Board,
    Holes,
    Token,
    Label,
    Outline,
    Peg,
    Spot,
    Safe,
    Emblem,
);

impl Look {
    /// Words that grow no wider than `room` table units ([`Label::within`]); any other
    /// look as it is.
    pub fn within(self, room: f32) -> Self {
        match self {
            Look::Label(label) => Look::Label(label.within(room)),
            other => other,
        }
    }

    /// The size a pointer can hit.
    pub fn size(&self) -> Vec2 {
        match self {
            Look::Card(Card { size, .. })
            | Look::Slot(Slot { size, .. })
            | Look::Board(Board { size, .. }) => *size,
            Look::Outline(Outline { size, .. }) | Look::Spot(Spot { size, .. }) => *size,
            Look::Safe(_) => Safe::SIZE,
            Look::Emblem(Emblem { size, .. }) => Vec2::splat(*size),
            Look::Holes(holes) => {
                let reach = holes.at.iter().fold(Vec2::ZERO, |r, at| r.max(at.abs()));
                2.0 * (reach + holes.radius)
            }
            Look::Peg(Peg { radius, .. }) => Vec2::splat(radius * 2.0 + 6.0),
            Look::Die(Die { side, .. }) => Vec2::splat(*side),
            Look::Token(Token { radius, .. }) => Vec2::splat(radius * 2.0),
            Look::Label(Label { text, size, .. }) => {
                Vec2::new(text.chars().count() as f32 * size * 0.55, *size * 1.3)
            }
        }
    }

    /// Round: its hit box and the rings around it are round.
    pub fn round(&self) -> bool {
        matches!(
            self,
            Look::Peg(_) | Look::Spot(Spot { round: true, .. }) | Look::Token(_)
        )
    }

    /// What changed since `before` is shown by the piece moving, not by drawing it anew:
    /// the same card with its other side up (it flips), the same die showing another value
    /// (it rolls).
    pub(super) fn moves_from(&self, before: &Look) -> bool {
        match (self, before) {
            (Look::Card(now), Look::Card(then)) => {
                now.face_up != then.face_up
                    && now.face == then.face
                    && now.back == then.back
                    && now.size == then.size
                    && now.lifted == then.lifted
            }
            (Look::Die(now), Look::Die(then)) => {
                now.value != then.value && now.side == then.side && now.chip == then.chip
            }
            _ => false,
        }
    }

    /// Puts the kind's component on a piece.
    pub(super) fn insert_on(self, piece: &mut EntityCommands) {
        match self {
            Look::Card(kind) => piece.insert(kind),
            Look::Die(kind) => piece.insert(kind),
            Look::Slot(kind) => piece.insert(kind),
            Look::Board(kind) => piece.insert(kind),
            Look::Holes(kind) => piece.insert(kind),
            Look::Token(kind) => piece.insert(kind),
            Look::Label(kind) => piece.insert(kind),
            Look::Outline(kind) => piece.insert(kind),
            Look::Peg(kind) => piece.insert(kind),
            Look::Spot(kind) => piece.insert(kind),
            Look::Safe(kind) => piece.insert(kind),
            Look::Emblem(kind) => piece.insert(kind),
        };
    }
}

/// A piece's kind, read back from its component.
#[derive(QueryData)]
pub struct Kind {
    card: Option<&'static Card>,
    die: Option<&'static Die>,
    slot: Option<&'static Slot>,
    board: Option<&'static Board>,
    holes: Option<&'static Holes>,
    token: Option<&'static Token>,
    label: Option<&'static Label>,
    ring: Option<&'static Outline>,
    peg: Option<&'static Peg>,
    spot: Option<&'static Spot>,
    safe: Option<&'static Safe>,
    emblem: Option<&'static Emblem>,
}

impl KindItem<'_, '_> {
    /// What the piece shows, as a game would ask for it.
    pub fn look(&self) -> Option<Look> {
        let look = if let Some(kind) = self.card {
            Look::Card(kind.clone())
        } else if let Some(kind) = self.die {
            Look::Die(kind.clone())
        } else if let Some(kind) = self.slot {
            Look::Slot(kind.clone())
        } else if let Some(kind) = self.board {
            Look::Board(kind.clone())
        } else if let Some(kind) = self.holes {
            Look::Holes(kind.clone())
        } else if let Some(kind) = self.token {
            Look::Token(kind.clone())
        } else if let Some(kind) = self.label {
            Look::Label(kind.clone())
        } else if let Some(kind) = self.ring {
            Look::Outline(kind.clone())
        } else if let Some(kind) = self.peg {
            Look::Peg(kind.clone())
        } else if let Some(kind) = self.spot {
            Look::Spot(kind.clone())
        } else if let Some(kind) = self.emblem {
            Look::Emblem(kind.clone())
        } else {
            Look::Safe(self.safe?.clone())
        };
        Some(look)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::paint;

    #[test]
    fn a_die_showing_another_value_rolls_to_it() {
        let die = |value| {
            Look::Die(Die {
                side: 60.0,
                value,
                chip: true,
            })
        };
        assert!(die(3).moves_from(&die(BLANK_FACE)));
        assert!(!die(3).moves_from(&die(3)));
        assert_eq!(
            Die {
                side: 1.0,
                value: 0,
                chip: true
            }
            .faces()[0],
            0,
            "the microchip"
        );
    }

    #[test]
    fn a_card_turned_over_is_a_flip_not_a_new_card() {
        let side = |text: &str| CardSide {
            fill: paint::IVORY,
            ink: paint::INK,
            text: text.into(),
            corner: None,
            picture: None,
        };
        let card = |face_up| {
            Look::Card(Card {
                size: Vec2::new(40.0, 60.0),
                face: side("7"),
                back: side("?"),
                face_up,
                lifted: false,
            })
        };
        assert!(card(true).moves_from(&card(false)));
        assert!(!card(true).moves_from(&card(true)));
    }
}
