//! Renders both scores and writes them as mono Ogg Vorbis files, `music_title.ogg` and
//! `music_table.ogg`, into the game's `assets/audio` folder or the folder given as the one
//! argument:
//!
//! ```text
//! cargo run -p codebreakers-music --features encode --bin make-music [FOLDER]
//! ```

use std::error::Error;
use std::fs::File;
use std::io::BufWriter;
use std::num::{NonZeroU8, NonZeroU32};
use std::path::PathBuf;

use codebreakers_music::{Score, render};
use vorbis_rs::{VorbisBitrateManagementStrategy, VorbisEncoderBuilder};

/// Samples a second: the music has nothing above 10 kHz, so 32 kHz loses nothing.
const RATE: u32 = 32_000;

/// Vorbis quality, -0.2 to 1. Soft, low-passed music stays clean this low (the error above
/// 1 kHz is 50 dB or more under the music), in files under 100 KB.
const QUALITY: f32 = -0.1;

/// Samples handed to the encoder at a time.
const BLOCK: usize = 4096;

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
        encode(&samples, &path, serial)?;
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

/// Writes `samples` to `path` as a mono Ogg Vorbis stream. A fixed stream serial (rather than
/// a random one) makes the same samples the same file.
fn encode(samples: &[f32], path: &PathBuf, serial: i32) -> Result<(), Box<dyn Error>> {
    let sink = BufWriter::new(File::create(path)?);
    let mut encoder = VorbisEncoderBuilder::new_with_serial(
        NonZeroU32::new(RATE).expect("a rate above 0"),
        NonZeroU8::new(1).expect("one channel"),
        sink,
        serial,
    )
    .bitrate_management_strategy(VorbisBitrateManagementStrategy::QualityVbr {
        target_quality: QUALITY,
    })
    .build()?;
    for block in samples.chunks(BLOCK) {
        encoder.encode_audio_block([block])?;
    }
    encoder.finish()?;
    Ok(())
}
