//! Encodes the sound effects `assets/audio/make_sounds.py` writes (16-bit mono WAV) as the
//! mono Ogg Vorbis files the game plays, into the game's `assets/audio` folder or the second
//! folder given:
//!
//! ```text
//! python3 assets/audio/make_sounds.py /tmp/effects
//! cargo run -p codebreakers-music --features encode --bin encode-effects /tmp/effects [FOLDER]
//! ```

use std::error::Error;
use std::path::{Path, PathBuf};

/// Vorbis quality, -0.2 to 1. Effects are short and sharp (a click, a knock, a tumbler):
/// higher than the soft music's, so that their attacks keep their edge.
const QUALITY: f32 = 0.3;

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args_os().skip(1);
    let Some(from) = args.next().map(PathBuf::from) else {
        return Err("give the folder make_sounds.py wrote its WAV files to".into());
    };
    let into = match args.next() {
        Some(folder) => PathBuf::from(folder),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/audio"),
    };
    std::fs::create_dir_all(&into)?;
    let into = into.canonicalize()?;
    let mut sounds: Vec<PathBuf> = std::fs::read_dir(&from)?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|x| x == "wav"))
        .collect();
    sounds.sort();
    if sounds.is_empty() {
        return Err(format!("no WAV files in {}", from.display()).into());
    }
    for (serial, wav) in (1..).zip(&sounds) {
        let (samples, rate) = read(wav)?;
        let ogg = into.join(wav.with_extension("ogg").file_name().expect("a file name"));
        codebreakers_music::ogg::write(&samples, rate, QUALITY, &ogg, serial)?;
        println!(
            "{}: {:.2} s, {} bytes (WAV {})",
            ogg.display(),
            samples.len() as f64 / f64::from(rate),
            std::fs::metadata(&ogg)?.len(),
            std::fs::metadata(wav)?.len()
        );
    }
    Ok(())
}

/// A 16-bit mono WAV file's samples (-1 to 1) and rate.
fn read(path: &Path) -> Result<(Vec<f32>, u32), Box<dyn Error>> {
    let mut reader = hound::WavReader::open(path)?;
    let spec = reader.spec();
    if spec.channels != 1 || spec.bits_per_sample != 16 {
        return Err(format!("{}: not 16-bit mono", path.display()).into());
    }
    let samples = reader
        .samples::<i16>()
        .map(|s| s.map(|s| f32::from(s) / 32768.0))
        .collect::<Result<Vec<f32>, _>>()?;
    Ok((samples, spec.sample_rate))
}
