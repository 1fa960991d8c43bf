//! Renders both scores and writes them as mono Ogg Vorbis files, `music_title.ogg` and
//! `music_table.ogg`, into the game's `assets/audio` folder or the folder given as the one
//! argument:
//!
//! ```text
//! cargo run -p codebreakers-music --features encode --bin make-music [FOLDER]
//! ```

use std::error::Error;
use std::path::PathBuf;

use codebreakers_music::{Score, ogg, render};

/// Samples a second: the music has nothing above 10 kHz, so 32 kHz loses nothing.
const RATE: u32 = 32_000;

/// Vorbis quality, -0.2 to 1. Soft, low-passed music stays clean this low (the error above
/// 1 kHz is 50 dB or more under the music), in files under 100 KB.
const QUALITY: f32 = -0.1;

fn main() -> Result<(), Box<dyn Error>> {
    let folder = match std::env::args_os().nth(1) {
        Some(folder) => PathBuf::from(folder),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/audio"),
    };
    std::fs::create_dir_all(&folder)?;
    let folder = folder.canonicalize()?;
    for (serial, score) in (1..).zip(Score::ALL) {
        let samples = render(score, RATE);
        let path = folder.join(format!("music_{}.ogg", score.name()));
        ogg::write(&samples, RATE, QUALITY, &path, serial)?;
        let peak = samples.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        println!(
            "{}: {:.2} s, peak {peak:.3}, {} bytes",
            path.display(),
            samples.len() as f64 / f64::from(RATE),
            std::fs::metadata(&path)?.len()
        );
    }
    Ok(())
}
