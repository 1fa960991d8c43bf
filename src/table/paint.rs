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
/// A safe whose player is out of the round: its walnut darkened, the felt showing through.
pub const WALNUT_OUT: Color = Color::srgba(0.09, 0.07, 0.055, 0.85);
pub const SLOT: Color = Color::srgb(0.16, 0.2, 0.24);
pub const SLOT_DONE: Color = Color::srgb(0.18, 0.42, 0.23);
pub const FOCUS: Color = Color::WHITE;
pub const GOLD: Color = Color::srgb(0.85, 0.64, 0.17);
pub const RED: Color = Color::srgb(0.69, 0.14, 0.14);
pub const MICROCHIP: Color = Color::srgb(0.08, 0.36, 0.22);
/// Code Knacker's safes: brass-rimmed steel, the code on ivory dials in a dark inset.
pub const SAFE_RIM: Color = Color::srgb(0.74, 0.56, 0.24);
pub const STEEL: Color = Color::srgb(0.16, 0.2, 0.25);
/// Crack It's safes: a steel door, darker once opened, and its dial.
pub const SAFE_DOOR: Color = Color::srgb(0.22, 0.25, 0.29);
pub const SAFE_DOOR_OPEN: Color = Color::srgba(0.08, 0.09, 0.1, 0.88);
pub const SAFE_DIAL: Color = Color::srgb(0.72, 0.74, 0.76);
pub const STEEL_INSET: Color = Color::srgb(0.09, 0.11, 0.14);
pub const SAFE_TITLE: Color = Color::srgb(0.84, 0.66, 0.32);
/// Code Knacker's table: the baize the dice roll on, the red markers, the deck's backs.
pub const BAIZE: Color = Color::srgb(0.231, 0.35, 0.249);
pub const BAIZE_EDGE: Color = Color::srgba(0.95, 0.75, 0.35, 0.35);
pub const MARKER: Color = Color::srgb(0.84, 0.1, 0.1);
pub const MARKER_RIM: Color = Color::srgb(0.55, 0.04, 0.04);
pub const KNACKER_BACK: Color = Color::srgb(0.45, 0.08, 0.09);
pub const KNACKER_BACK_INK: Color = Color::srgb(0.9, 0.72, 0.36);
pub const CRACKED: Color = Color::srgb(0.55, 0.95, 0.55);
/// Words printed on the table (names of places, counts).
pub const TABLE_WORDS: Color = Color::srgb(0.93, 0.86, 0.7);
/// Banners: good news, bad news, and a turn of the game.
pub const GOOD_NEWS: Color = Color::srgb(0.6, 0.95, 0.6);
pub const BAD_NEWS: Color = Color::srgb(1.0, 0.55, 0.45);
pub const GOLD_WORDS: Color = Color::srgb(0.95, 0.78, 0.4);
/// Code Breaker's board: its holes, the shield's brass rim, the glow behind the row being
/// played, and the numbers printed on the wood and the tray.
pub const HOLE: Color = Color::srgb(0.13, 0.08, 0.045);
pub const SHIELD_RIM: Color = Color::srgb(0.62, 0.46, 0.18);
pub const ROW_GLOW: Color = Color::srgba(1.0, 0.82, 0.4, 0.22);
pub const BOARD_WORDS: Color = Color::srgb(0.95, 0.88, 0.72);
pub const TRAY_WORDS: Color = Color::srgb(0.85, 0.78, 0.62);
/// Crack It's cards: the action cards' colours, the backs, an Infamy token, a safe's state.
pub const CLUE_BLUE: Color = Color::srgb(0.17, 0.37, 0.66);
pub const BLOCK_GREY: Color = Color::srgb(0.33, 0.36, 0.39);
pub const RESET_GREEN: Color = Color::srgb(0.18, 0.49, 0.29);
pub const MASTER_PURPLE: Color = Color::srgb(0.48, 0.24, 0.66);
pub const CRACK_IT_BACK: Color = Color::srgb(0.43, 0.08, 0.09);
pub const INFAMY: Color = Color::srgb(0.12, 0.1, 0.1);
pub const INFAMY_INK: Color = Color::srgb(0.92, 0.45, 0.4);
pub const SAFE_STATUS: Color = Color::srgb(1.0, 0.6, 0.54);
/// Code Breaker's pegs: the rim of the empty-hole marker, and a peg's symbol on a light or
/// a dark peg.
pub const HOLLOW_RIM: Color = Color::srgba(0.9, 0.9, 0.85, 0.55);
pub const MARK_ON_LIGHT: Color = Color::srgb(0.08, 0.08, 0.08);
pub const MARK_ON_DARK: Color = Color::srgb(0.97, 0.97, 0.95);
/// The ring around what the best choice of a reviewed moment uses: the green of good play.
pub const BEST: Color = Color::srgb(0.55, 0.9, 0.6);
/// The lesson's glow around what to use next, and the banners' backing.
pub const LESSON_GLOW: Color = Color::srgb(1.0, 0.78, 0.25);
pub const BANNER_BACKING: Color = Color::srgba(0.07, 0.05, 0.04, 0.86);
/// The light on a glossy peg.
pub const GLOSS: Color = Color::srgba(1.0, 1.0, 1.0, 0.42);
