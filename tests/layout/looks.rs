//! The sizes, languages and interface scales every screen is laid out at.

use bevy::prelude::*;
use codebreakers::i18n::Language;
use codebreakers::settings::InterfaceScale;
use std::fmt;

/// A window: its size in logical pixels and how many physical pixels each has.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Size {
    pub name: &'static str,
    pub logical: Vec2,
    pub pixel_ratio: f32,
}

impl Size {
    pub const fn desktop(name: &'static str, width: f32, height: f32) -> Size {
        Size {
            name,
            logical: Vec2::new(width, height),
            pixel_ratio: 1.0,
        }
    }

    /// A phone's browser: CSS pixels at a pixel ratio of 3.
    pub const fn phone(name: &'static str, width: f32, height: f32) -> Size {
        Size {
            name,
            logical: Vec2::new(width, height),
            pixel_ratio: 3.0,
        }
    }
}

/// The sizes of the list: the smallest laptop to 1440p, and phones both ways round.
pub const SIZES: [Size; 6] = [
    Size::desktop("1024x600", 1024.0, 600.0),
    Size::desktop("1280x720", 1280.0, 720.0),
    Size::desktop("1920x1080", 1920.0, 1080.0),
    Size::desktop("2560x1440", 2560.0, 1440.0),
    Size::phone("390x844@3", 390.0, 844.0),
    Size::phone("844x390@3", 844.0, 390.0),
];

/// English, and German (its words are the longest).
pub const LANGUAGES: [Language; 2] = [Language::English, Language::German];

/// 100 %, and the largest scale.
pub const SCALES: [InterfaceScale; 2] = [InterfaceScale::Percent100, InterfaceScale::Percent200];

/// One size, language and scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    pub size: Size,
    pub language: Language,
    pub scale: InterfaceScale,
}

impl Look {
    /// A phone's: every control a finger taps is at least 44 CSS pixels each way.
    pub fn is_a_phone(&self) -> bool {
        self.size.pixel_ratio > 1.0
    }

    /// Where text has its floor: 1920x1080 at 100 % (Xbox Accessibility Guideline 101).
    pub fn has_the_text_floor(&self) -> bool {
        self.size.name == "1920x1080" && self.scale == InterfaceScale::Percent100
    }
}

impl fmt::Display for Look {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let language = match self.language {
            Language::English => "en",
            Language::German => "de",
            Language::Catalan => "ca",
            Language::French => "fr",
        };
        let percent = (self.scale.factor() * 100.0).round();
        write!(f, "{} {language} {percent}%", self.size.name)
    }
}

/// Every look of the list, or those whose name holds `LAYOUT_LOOKS`.
pub fn every_look() -> Vec<Look> {
    let only = std::env::var("LAYOUT_LOOKS").unwrap_or_default();
    let mut looks = Vec::new();
    for size in SIZES {
        for language in LANGUAGES {
            for scale in SCALES {
                let look = Look {
                    size,
                    language,
                    scale,
                };
                if look.to_string().contains(&only) {
                    looks.push(look);
                }
            }
        }
    }
    looks
}
