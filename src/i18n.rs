//! Words in four languages: every word a player reads comes from the Fluent files under
//! `assets/i18n/<language>/`, embedded at compile time (the browser needs no file list).
//! Code names a message by its key, `t!("title-play")` or `t!("log-rolled", name = n,
//! count = 3)`; words kept for later (a log line, a refusal) are [`Words`], rendered when
//! they are shown, so a change of language re-renders them at once.

use bevy::prelude::*;
use codebreakers_kernel::{Arg, Words};
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./assets/i18n",
        fallback_language: "en",
        // Unicode isolation marks around arguments would be drawn as boxes by egui.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// `t!("key", name = value, ...)`: the message `key` in the player's language.
#[macro_export]
macro_rules! t {
    ($($message:tt)*) => {
        $crate::i18n::render(&codebreakers_kernel::words!($($message)*))
    };
}

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "de")]
    German,
    #[serde(rename = "ca")]
    Catalan,
    #[serde(rename = "fr")]
    French,
}

impl Language {
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::German,
        Language::Catalan,
        Language::French,
    ];

    /// The language's code, the name of its folder under `assets/i18n`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Catalan => "ca",
            Language::French => "fr",
        }
    }

    /// The language's name in itself, as the settings offer it (the same in every
    /// language's files).
    pub fn name(self) -> String {
        match self {
            Language::English => t!("language-english"),
            Language::German => t!("language-german"),
            Language::Catalan => t!("language-catalan"),
            Language::French => t!("language-french"),
        }
    }

    /// The language of a locale tag such as `de-AT`, `ca_ES.UTF-8` or `fr`, if the game
    /// speaks it.
    pub fn of_tag(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|language| language.code() == primary)
    }

    /// The system's language on the desktop, the browser's on the web; English when it is
    /// none of the four.
    pub fn of_system() -> Language {
        #[cfg(not(target_arch = "wasm32"))]
        let tag = sys_locale::get_locale();
        #[cfg(target_arch = "wasm32")]
        let tag = web_sys::window().and_then(|window| window.navigator().language());
        tag.as_deref()
            .and_then(Language::of_tag)
            .unwrap_or(Language::English)
    }

    fn identifier(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("the four language codes are valid identifiers")
    }
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Makes `language` the one every message is rendered in from now on.
pub fn set_language(language: Language) {
    let index = Language::ALL.iter().position(|l| *l == language);
    CURRENT.store(index.unwrap_or(0) as u8, Ordering::Relaxed);
}

/// The language messages are rendered in.
pub fn language() -> Language {
    Language::ALL[usize::from(CURRENT.load(Ordering::Relaxed)) % Language::ALL.len()]
}

/// `words` in the player's language.
pub fn render(words: &Words) -> String {
    render_in(language(), words)
}

/// `words` in `language`; a message missing there is told in English, and one missing
/// everywhere shows its key (a test keeps every key in all four languages).
pub fn render_in(language: Language, words: &Words) -> String {
    let args: HashMap<Cow<'static, str>, FluentValue> = words
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Text(text) => FluentValue::from(text.clone()),
                Arg::Number(number) => FluentValue::from(*number),
                Arg::Words(inner) => FluentValue::from(render_in(language, inner)),
            };
            (Cow::Borrowed(*name), value)
        })
        .collect();
    LOCALES
        .try_lookup_complete(&language.identifier(), words.key, Some(&args))
        .unwrap_or_else(|| {
            warn!("no message `{}`", words.key);
            words.key.to_owned()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_tags_name_the_four_languages() {
        assert_eq!(Language::of_tag("de-AT"), Some(Language::German));
        assert_eq!(Language::of_tag("ca_ES.UTF-8"), Some(Language::Catalan));
        assert_eq!(Language::of_tag("fr"), Some(Language::French));
        assert_eq!(Language::of_tag("EN-gb"), Some(Language::English));
        assert_eq!(Language::of_tag("es-ES"), None);
        assert_eq!(Language::of_tag(""), None);
    }
}
