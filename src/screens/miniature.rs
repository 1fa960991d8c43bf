//! Each game's table in small, for the game choice: the felt and the pieces the game is
//! played with, laid out as its table lays them (Code Breaker's board of pegs, Code
//! Knacker's dice and safe cards, Crack It's safes and hand, Passcode's keypad cards and
//! die), in the table's own paints.

use crate::session::GameId;
use crate::table::pieces::paint;
use bevy::color::ColorToPacked;
use bevy::prelude::Color;
use bevy_egui::egui::{self, Color32, CornerRadius, Pos2, Rect, Stroke, Vec2, vec2};

/// A table in small is drawn in a box of this shape (width by height).
pub const ASPECT: f32 = 1.5;

/// Draws `game`'s table in small, `width` wide.
pub fn miniature(ui: &mut egui::Ui, game: GameId, width: f32) -> egui::Response {
    let size = vec2(width, width / ASPECT);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    if ui.is_rect_visible(rect) {
        let table = Sketch::new(ui.painter_at(rect), rect);
        table.felt();
        match game {
            GameId::CodeBreaker => table.code_breaker(),
            GameId::CodeKnacker => table.code_knacker(),
            GameId::CrackIt => table.crack_it(),
            GameId::Passcode => table.passcode(),
        }
    }
    response
}

/// A paint of the table as egui draws it.
fn ink(colour: Color) -> Color32 {
    let [r, g, b, a] = colour.to_srgba().to_u8_array();
    Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// Drawing in the box's own units: 0 to 150 across, 0 to 100 down.
struct Sketch {
    painter: egui::Painter,
    rect: Rect,
}

impl Sketch {
    fn new(painter: egui::Painter, rect: Rect) -> Self {
        Sketch { painter, rect }
    }

    fn at(&self, x: f32, y: f32) -> Pos2 {
        let k = self.rect.width() / 150.0;
        self.rect.min + vec2(x, y) * k
    }

    fn units(&self, length: f32) -> f32 {
        length * self.rect.width() / 150.0
    }

    fn block(&self, centre: (f32, f32), size: (f32, f32), radius: f32, fill: Color, rim: Color) {
        let rect = Rect::from_center_size(self.at(centre.0, centre.1), self.size(size));
        let corner = CornerRadius::same(self.units(radius).round() as u8);
        let shadow = rect.translate(vec2(1.0, 1.5));
        self.painter.rect_filled(shadow, corner, ink(paint::SHADOW));
        self.painter.rect_filled(rect, corner, ink(fill));
        self.painter.rect_stroke(
            rect,
            corner,
            Stroke::new(self.units(0.8).max(1.0), ink(rim)),
            egui::StrokeKind::Inside,
        );
    }

    fn size(&self, (w, h): (f32, f32)) -> Vec2 {
        vec2(self.units(w), self.units(h))
    }

    fn disc(&self, centre: (f32, f32), radius: f32, fill: Color) {
        self.painter
            .circle_filled(self.at(centre.0, centre.1), self.units(radius), ink(fill));
    }

    fn ring(&self, centre: (f32, f32), radius: f32, width: f32, colour: Color) {
        self.painter.circle_stroke(
            self.at(centre.0, centre.1),
            self.units(radius),
            Stroke::new(self.units(width), ink(colour)),
        );
    }

    /// The felt under its lamp: lighter in the middle.
    fn felt(&self) {
        let corner = CornerRadius::same(6);
        self.painter
            .rect_filled(self.rect, corner, ink(crate::theme::FELT_DARK));
        let lamp = Color::srgb(0.08, 0.24, 0.17);
        self.painter.circle_filled(
            self.rect.center(),
            self.rect.height() * 0.48,
            ink(lamp).gamma_multiply(0.55),
        );
        self.painter.rect_stroke(
            self.rect,
            corner,
            Stroke::new(1.5, ink(paint::WALNUT_EDGE)),
            egui::StrokeKind::Inside,
        );
    }

    /// A die with pips (0 the microchip).
    fn die(&self, centre: (f32, f32), side: f32, value: u8) {
        self.block(
            centre,
            (side, side),
            side * 0.18,
            paint::IVORY,
            paint::BRASS,
        );
        if value == 0 {
            let chip = side * 0.45;
            self.block(centre, (chip, chip), 1.0, paint::MICROCHIP, paint::BRASS);
            return;
        }
        for (x, y) in crate::table::pieces::pips(value) {
            let pip = (centre.0 + x * side * 0.25, centre.1 - y * side * 0.25);
            self.disc(pip, side * 0.085, paint::INK);
        }
    }

    /// A card, face up with a dial around its number or face down with its deck's back.
    fn card(&self, centre: (f32, f32), size: (f32, f32), fill: Color, mark: Option<Color>) {
        self.block(centre, size, 2.0, fill, paint::BRASS);
        if let Some(mark) = mark {
            let r = size.0.min(size.1) * 0.3;
            self.ring(centre, r, r * 0.28, mark);
            self.disc(centre, r * 0.3, mark);
        }
    }

    /// The board of twelve rows, some guessed with their key pegs, the shield at its head
    /// and the tray of code pegs beside it.
    fn code_breaker(&self) {
        use codebreakers_code_breaker::Peg;
        self.block(
            (62.0, 50.0),
            (56.0, 92.0),
            3.0,
            paint::WALNUT,
            paint::WALNUT_EDGE,
        );
        self.block(
            (62.0, 10.0),
            (44.0, 8.0),
            1.5,
            paint::WALNUT_EDGE,
            paint::SHIELD_RIM,
        );
        let colours = [
            Peg::Red,
            Peg::Blue,
            Peg::Green,
            Peg::Yellow,
            Peg::White,
            Peg::Black,
        ];
        let guesses = [[0, 1, 2, 3], [1, 0, 4, 2], [2, 1, 0, 5], [2, 1, 0, 3]];
        for row in 0..8 {
            let y = 90.0 - row as f32 * 9.5;
            for hole in 0..4 {
                let at = (46.0 + hole as f32 * 9.0, y);
                match guesses.get(row) {
                    Some(guess) => {
                        let colour = crate::theme::peg_colour(colours[guess[hole]]);
                        self.disc(at, 3.4, colour);
                    }
                    None => self.disc(at, 1.6, paint::HOLE),
                }
            }
            let keys = [(2, 1), (1, 2), (3, 0), (0, 0)];
            let (black, white) = keys.get(row).copied().unwrap_or((0, 0));
            for k in 0..4 {
                let at = (84.0 + (k % 2) as f32 * 3.6, y - 1.8 + (k / 2) as f32 * 3.6);
                let colour = if k < black {
                    Color::BLACK
                } else if k < black + white {
                    Color::WHITE
                } else {
                    paint::HOLE
                };
                self.disc(at, 1.4, colour);
            }
        }
        self.block(
            (118.0, 50.0),
            (22.0, 70.0),
            3.0,
            paint::WALNUT,
            paint::WALNUT_EDGE,
        );
        for (i, colour) in colours.iter().enumerate() {
            let colour = crate::theme::peg_colour(*colour);
            self.disc((118.0, 24.0 + i as f32 * 10.5), 3.6, colour);
        }
    }

    /// Five dice thrown, two set aside, and safe cards with their dials and red markers.
    fn code_knacker(&self) {
        for (i, &(x, y)) in [(22.0, 30.0), (60.0, 18.0), (95.0, 30.0)]
            .iter()
            .enumerate()
        {
            self.block(
                (x + 10.0, y + 8.0),
                (34.0, 22.0),
                2.0,
                paint::STEEL,
                paint::SAFE_RIM,
            );
            for d in 0..3 {
                let dial = (x + d as f32 * 10.0, y + 12.0);
                self.disc(dial, 3.6, paint::IVORY);
                if (i + d) % 3 == 0 {
                    self.disc(dial, 2.4, paint::MARKER);
                }
            }
            self.disc((x - 3.0, y + 1.5), 2.6, paint::SAFE_TITLE);
        }
        for (x, y, value) in [(30.0, 70.0, 5), (50.0, 78.0, 2), (70.0, 68.0, 0)] {
            self.die((x, y), 13.0, value);
        }
        self.block(
            (118.0, 78.0),
            (34.0, 22.0),
            3.0,
            paint::WALNUT,
            paint::WALNUT_EDGE,
        );
        for (x, value) in [(111.0, 3), (125.0, 0)] {
            self.die((x, 78.0), 10.0, value);
        }
    }

    /// Three safes, steel doors with their combination cards and dials, and a hand of
    /// dial and action cards.
    fn crack_it(&self) {
        for (i, x) in [25.0, 75.0, 125.0].into_iter().enumerate() {
            self.block(
                (x, 28.0),
                (42.0, 36.0),
                3.0,
                paint::SAFE_DOOR,
                paint::WALNUT_EDGE,
            );
            for c in 0..3 {
                let at = (x - 12.0 + c as f32 * 12.0, 31.0);
                let found = (i + c) % 2 == 0;
                let fill = if found {
                    paint::IVORY
                } else {
                    paint::CRACK_IT_BACK
                };
                self.card(at, (10.0, 14.0), fill, found.then_some(paint::INK));
            }
            self.ring((x + 15.0, 40.0), 3.2, 1.2, paint::SAFE_DIAL);
        }
        let hand = [
            paint::IVORY,
            paint::CLUE_BLUE,
            paint::IVORY,
            paint::BLOCK_GREY,
            paint::RESET_GREEN,
        ];
        for (i, fill) in hand.into_iter().enumerate() {
            let x = 51.0 + i as f32 * 12.0;
            let mark = if fill == paint::IVORY {
                paint::INK
            } else {
                paint::LIGHT_INK
            };
            self.card((x, 78.0), (14.0, 20.0), fill, Some(mark));
        }
        self.card((18.0, 78.0), (14.0, 20.0), paint::CRACK_IT_BACK, None);
    }

    /// Each player's code of digit cards, the draw and discard piles and the die.
    fn passcode(&self) {
        for (row, y) in [(0, 20.0), (1, 48.0)] {
            for c in 0..4 {
                let x = 30.0 + c as f32 * 16.0;
                let up = (row + c) % 3 != 0;
                let fill = if up { paint::IVORY } else { paint::CARD_BACK };
                self.card((x, y), (13.0, 18.0), fill, None);
                if up {
                    self.keypad((x, y + 2.0), (row * 4 + c) % 9);
                }
            }
        }
        self.card((104.0, 28.0), (16.0, 22.0), paint::CARD_BACK, None);
        self.card((124.0, 28.0), (16.0, 22.0), paint::IVORY, None);
        self.keypad((124.0, 30.0), 4);
        self.die((112.0, 62.0), 15.0, 4);
        for c in 0..5 {
            let x = 45.0 + c as f32 * 14.0;
            self.card((x, 84.0), (13.0, 18.0), paint::IVORY, None);
            self.keypad((x, 86.0), (c * 2) % 9);
        }
    }

    /// A small keypad of nine keys, one lit.
    fn keypad(&self, centre: (f32, f32), lit: usize) {
        for key in 0..9 {
            let at = (
                centre.0 + ((key % 3) as f32 - 1.0) * 2.8,
                centre.1 + ((key / 3) as f32 - 1.0) * 2.8,
            );
            let colour = if key == lit {
                paint::GOLD
            } else {
                paint::DIM_INK
            };
            self.block(at, (2.1, 2.1), 0.4, colour, colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a game's miniature paints, shape by shape.
    fn painted(game: GameId) -> Vec<String> {
        let ctx = egui::Context::default();
        let output = ctx.run_ui(egui::RawInput::default(), |ui| {
            miniature(ui, game, 150.0);
        });
        output
            .shapes
            .iter()
            .map(|clipped| format!("{:?}", clipped.shape))
            .collect()
    }

    #[test]
    fn each_game_shows_a_table_of_its_own_in_small() {
        let tables: Vec<Vec<String>> = GameId::ALL.into_iter().map(painted).collect();
        for (game, shapes) in GameId::ALL.iter().zip(&tables) {
            assert!(shapes.len() > 30, "{game:?} drew {} shapes", shapes.len());
        }
        for (i, a) in tables.iter().enumerate() {
            for b in &tables[i + 1..] {
                assert_ne!(a, b, "two games drew the same table");
            }
        }
    }
}
