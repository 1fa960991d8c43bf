//! One font family for every word of the game, on the table (Bevy text) and in the panels
//! (egui): Inter, which covers Latin-1 and Latin Extended-A, so "Jürgen", "Núria", "Ŀl·l"
//! and "Ça" read right in all four languages. Bevy's built-in font is ASCII only; it is
//! replaced in place, so every `TextFont` that names no font uses Inter. The font files
//! are embedded (no load to wait for, nothing to list in the browser); their licence is
//! `assets/fonts/OFL.txt`.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Inter Regular: body text.
pub const REGULAR: &[u8] = include_bytes!("../assets/fonts/Inter-Regular.otf");
/// Inter SemiBold: titles, names and the faces of cards.
pub const SEMIBOLD: &[u8] = include_bytes!("../assets/fonts/Inter-SemiBold.otf");

pub(super) fn plugin(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    // The default handle now stands for Inter Regular (it stood for Bevy's ASCII font).
    if let Err(error) = fonts.insert(AssetId::default(), Font::from_bytes(REGULAR.to_vec())) {
        error!("cannot replace the default font: {error}");
    }
    let bold = fonts.add(Font::from_bytes(SEMIBOLD.to_vec()));
    app.insert_resource(Fonts { bold })
        .add_systems(EguiPrimaryContextPass, give_egui_the_fonts);
}

/// The table's fonts besides the default (regular) one.
#[derive(Resource, Clone, Debug)]
pub struct Fonts {
    pub bold: Handle<Font>,
}

impl Fonts {
    /// Bold text of `size` for the table.
    pub fn bold(&self, size: f32) -> TextFont {
        TextFont::from(self.bold.clone()).with_font_size(size)
    }
}

/// egui's proportional text in Inter, with egui's own fonts behind it for symbols Inter
/// lacks (☠, ♛).
fn give_egui_the_fonts(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut definitions = egui::FontDefinitions::default();
    for (name, bytes) in [("Inter", REGULAR), ("Inter SemiBold", SEMIBOLD)] {
        definitions.font_data.insert(
            name.to_owned(),
            std::sync::Arc::new(egui::FontData::from_static(bytes)),
        );
    }
    definitions
        .families
        .entry(egui::FontFamily::Proportional)
        .or_default()
        .insert(0, "Inter".to_owned());
    definitions
        .families
        .entry(egui::FontFamily::Monospace)
        .or_default()
        .push("Inter".to_owned());
    definitions.families.insert(
        egui::FontFamily::Name("bold".into()),
        std::iter::once("Inter SemiBold".to_owned())
            .chain(
                definitions.families[&egui::FontFamily::Proportional]
                    .iter()
                    .skip(1)
                    .cloned(),
            )
            .collect(),
    );
    ctx.set_fonts(definitions);
    *done = true;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every letter of English, German, Catalan and French, and the symbols the table uses.
    const NEEDED: &str =
        "AaZz09 äöüÄÖÜß éèêëàâçïîôûùÿœæÉÈÀÇÎÔŒ ŀl·l Ŀ L·L ñòóíúÑÒÓÍÚ «»‹›„“”‘’ ·×★▶…–—";

    fn missing(font: &[u8], characters: impl Iterator<Item = char>) -> Vec<char> {
        let face = ttf_parser::Face::parse(font, 0).expect("the bundled font parses");
        characters
            .filter(|c| !c.is_whitespace() && face.glyph_index(*c).is_none())
            .collect()
    }

    #[test]
    fn the_font_covers_the_four_languages() {
        for font in [REGULAR, SEMIBOLD] {
            assert_eq!(missing(font, NEEDED.chars()), Vec::<char>::new());
        }
    }

    /// Every character of every message and rules page, in all four languages.
    #[test]
    fn the_font_covers_every_translated_word() {
        fn text_under(dir: &std::path::Path, into: &mut String) {
            for entry in std::fs::read_dir(dir).expect("assets/i18n is readable") {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    text_under(&path, into);
                } else {
                    into.push_str(&std::fs::read_to_string(&path).expect("text files"));
                }
            }
        }
        let mut text = String::new();
        text_under(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n"),
            &mut text,
        );
        assert!(text.len() > 10_000);
        // Symbols (☠ ♛) may come from egui's own fonts behind Inter, in the panels.
        let egui_fonts = egui::FontDefinitions::default();
        let in_egui = |c: &char| {
            egui_fonts
                .font_data
                .values()
                .any(|data| missing(&data.font, std::iter::once(*c)).is_empty())
        };
        for font in [REGULAR, SEMIBOLD] {
            let mut gaps = missing(font, text.chars());
            gaps.retain(|c| c.is_alphanumeric() || !in_egui(c));
            gaps.sort_unstable();
            gaps.dedup();
            assert_eq!(gaps, Vec::<char>::new());
        }
    }

    #[test]
    fn the_font_covers_latin_1_and_latin_extended_a() {
        // U+0149 (ŉ) is deprecated by Unicode and absent from Inter; nothing writes it.
        let blocks = ('\u{A0}'..='\u{17F}').filter(|&c| c != '\u{149}');
        for font in [REGULAR, SEMIBOLD] {
            assert_eq!(missing(font, blocks.clone()), Vec::<char>::new());
        }
    }
}
