//! The Code Breakers music, composed and rendered by code with [fundsp], without Bevy.
//!
//! Two scores, each a loop that joins seamlessly end to start: [`Score::Title`] for the title
//! screen and [`Score::Table`], quieter and sparser, for play at the table. [`render`] makes a
//! score's samples, the same every time; the `make-music` binary (feature `encode`) writes them
//! as the game's Ogg Vorbis files.

mod arrangement;
mod instruments;
#[cfg(feature = "encode")]
pub mod ogg;
mod pitch;
mod scores;

use arrangement::Arrangement;

/// One of the game's pieces of music.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// The title screen: A minor, a soft pad, a walking bass and a vibraphone tune (24 s).
    Title,
    /// At the table: D minor, low pad chords, a swelling bass and a few far-off bell notes,
    /// no tune and nothing struck (about 37 s).
    Table,
}

impl Score {
    /// Every score.
    pub const ALL: [Score; 2] = [Score::Title, Score::Table];

    /// A short name for file names: `title`, `table`.
    pub fn name(self) -> &'static str {
        match self {
            Score::Title => "title",
            Score::Table => "table",
        }
    }

    /// The loop's length in seconds.
    pub fn seconds(self) -> f32 {
        self.arrangement().seconds()
    }

    /// The loop's length in samples at `rate` samples a second.
    pub fn frames(self, rate: u32) -> usize {
        self.arrangement().frames(rate)
    }

    fn arrangement(self) -> &'static Arrangement {
        match self {
            Score::Title => &scores::TITLE,
            Score::Table => &scores::TABLE,
        }
    }
}

/// Renders `score` at `rate` samples a second: one loop, mono, [`Score::frames`] samples in
/// -1..1, the same every time. The title's loudest sample is 0.8; the table's is 0.45, which
/// leaves its held chords about 5 dB quieter. Played over and over, the last sample leads into
/// the first without a click.
pub fn render(score: Score, rate: u32) -> Vec<f32> {
    score.arrangement().render(rate)
}
