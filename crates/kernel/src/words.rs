//! Words for a player in no language yet: the key of a message in the game's translation
//! files (`assets/i18n/<language>/*.ftl`) and the arguments it is formatted with. Rules
//! errors and the app's log lines are [`Words`], so the screen renders them in the player's
//! language, and again when the language changes; the CLI keeps each type's English
//! `Display`.

/// A message key and its named arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Words {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a message: a text put in as it is (a player's name, a code), a number
/// (which chooses the plural form), or words of their own, rendered in the same language
/// first (a card's name).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
    Words(Box<Words>),
}

impl Words {
    /// The message `key` with no arguments yet.
    pub fn new(key: &'static str) -> Self {
        Words {
            key,
            args: Vec::new(),
        }
    }

    /// The same message with the argument `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(text.clone())
    }
}

impl From<Words> for Arg {
    fn from(words: Words) -> Self {
        Arg::Words(Box::new(words))
    }
}

macro_rules! number_args {
    ($($number:ty),*) => {$(
        impl From<$number> for Arg {
            fn from(number: $number) -> Self {
                Arg::Number(number as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// A thing a player is told about in words, such as a rules error: the screen renders its
/// words in the player's language, where the CLI prints its English `Display`.
pub trait ToWords {
    fn words(&self) -> Words;
}

/// `words!("key", name = value, ...)`: the [`Words`] of a message with its arguments.
#[macro_export]
macro_rules! words {
    ($key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Words::new($key)$(.with(stringify!($name), $value))*
    };
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_macro_names_each_argument() {
        let words = words!(
            "log-rolled",
            name = "Ada",
            count = 3u32,
            card = words!("card-clue")
        );
        assert_eq!(words.key, "log-rolled");
        assert_eq!(words.args[0], ("name", super::Arg::Text("Ada".into())));
        assert_eq!(words.args[1], ("count", super::Arg::Number(3.0)));
        assert_eq!(
            words.args[2],
            (
                "card",
                super::Arg::Words(Box::new(super::Words::new("card-clue")))
            )
        );
    }
}
