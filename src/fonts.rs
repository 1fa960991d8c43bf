//! One font family for every word of the game, on the table (Bevy text) and in the panels
//! (egui): Inter, which covers Latin-1 and Latin Extended-A, so "Jürgen", "Núria", "Ŀl·l"
//! and "Ça" read right in all four languages. Bevy's built-in font is ASCII only; it is
//! replaced in place, so every `TextFont` that names no font uses Inter. The font files
//! are embedded (no load to wait for, nothing to list in the browser), subsets of the
//! full fonts in `assets/fonts/full` (`scripts/subset-fonts`); their licence is
//! `assets/fonts/OFL.txt`. Behind Inter in the panels, four symbols it lacks (☠ ♛ ⏮ ⏸) come
//! from a subset of egui's emoji-icon-font (`assets/fonts/emoji-icon-font-LICENSE.txt`): egui's
//! own fonts (1.4 MB) are not in the build.

use bevy::prelude::*;
use bevy_egui::{EguiContext, egui};

/// Inter Regular: body text.
pub const REGULAR: &[u8] = include_bytes!("../assets/fonts/Inter-Regular.otf");
/// Inter SemiBold: titles, names and the faces of cards.
pub const SEMIBOLD: &[u8] = include_bytes!("../assets/fonts/Inter-SemiBold.otf");
/// The symbols the panels draw that Inter lacks: ☠ ♛ ⏮ ⏸.
pub const SYMBOLS: &[u8] = include_bytes!("../assets/fonts/Symbols.ttf");

pub(super) fn plugin(app: &mut App) {
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    // The default handle now stands for Inter Regular (it stood for Bevy's ASCII font).
    if let Err(error) = fonts.insert(AssetId::default(), Font::from_bytes(REGULAR.to_vec())) {
        error!("cannot replace the default font: {error}");
    }
    let bold = fonts.add(Font::from_bytes(SEMIBOLD.to_vec()));
    app.insert_resource(Fonts { bold }).add_systems(
        PreUpdate,
        give_egui_the_fonts
            .after(bevy_egui::EguiPreUpdateSet::InitContexts)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
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

/// egui's text in Inter (its monospace too), the symbols behind it: given to each context
/// as it is made, before its first pass (with egui's own fonts left out of the build, a
/// pass without these would have no font to lay a word out in).
fn give_egui_the_fonts(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut context in &mut contexts {
        context.get_mut().set_fonts(font_definitions());
    }
}

/// Inter Regular for egui's proportional and monospace families, Inter SemiBold for the
/// "bold" one, each with the symbols behind it.
pub fn font_definitions() -> egui::FontDefinitions {
    let mut definitions = egui::FontDefinitions::empty();
    for (name, bytes) in [
        ("Inter", REGULAR),
        ("Inter SemiBold", SEMIBOLD),
        ("Symbols", SYMBOLS),
    ] {
        definitions.font_data.insert(
            name.to_owned(),
            std::sync::Arc::new(egui::FontData::from_static(bytes)),
        );
    }
    for (family, font) in [
        (egui::FontFamily::Proportional, "Inter"),
        (egui::FontFamily::Monospace, "Inter"),
        (egui::FontFamily::Name("bold".into()), "Inter SemiBold"),
    ] {
        definitions
            .families
            .insert(family, vec![font.to_owned(), "Symbols".to_owned()]);
    }
    definitions
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
        // Symbols (☠ ♛) may come from the symbols' font behind Inter, in the panels.
        let in_symbols = |c: &char| missing(SYMBOLS, std::iter::once(*c)).is_empty();
        for font in [REGULAR, SEMIBOLD] {
            let mut gaps = missing(font, text.chars());
            gaps.retain(|c| c.is_alphanumeric() || !in_symbols(c));
            gaps.sort_unstable();
            gaps.dedup();
            assert_eq!(gaps, Vec::<char>::new());
        }
    }

    /// The replay's buttons (⏮ ⏸) and the words' symbols (☠ ♛) are in the symbols' font.
    #[test]
    fn the_symbols_inter_lacks_are_in_the_symbols_font() {
        assert_eq!(missing(SYMBOLS, "☠♛⏮⏸".chars()), Vec::<char>::new());
        let definitions = font_definitions();
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            assert_eq!(definitions.families[&family], ["Inter", "Symbols"]);
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
