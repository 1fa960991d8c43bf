//! Mono Ogg Vorbis files written from samples (libvorbis, through vorbis_rs): the music
//! (`make-music`) and the effects (`encode-effects`). Only with the `encode` feature.

use std::error::Error;
use std::fs::File;
use std::io::BufWriter;
use std::num::{NonZeroU8, NonZeroU32};
use std::path::Path;

use vorbis_rs::{VorbisBitrateManagementStrategy, VorbisEncoderBuilder};

/// Samples handed to the encoder at a time.
const BLOCK: usize = 4096;

/// Writes `samples` (-1 to 1) at `rate` to `path` as a mono Ogg Vorbis stream of Vorbis
/// `quality` (-0.2 to 1). A fixed stream `serial` (rather than a random one) makes the same
/// samples the same file.
pub fn write(
    samples: &[f32],
    rate: u32,
    quality: f32,
    path: &Path,
    serial: i32,
) -> Result<(), Box<dyn Error>> {
    let sink = BufWriter::new(File::create(path)?);
    let mut encoder = VorbisEncoderBuilder::new_with_serial(
        NonZeroU32::new(rate).ok_or("a rate of 0")?,
        NonZeroU8::new(1).expect("one channel"),
        sink,
        serial,
    )
    .bitrate_management_strategy(VorbisBitrateManagementStrategy::QualityVbr {
        target_quality: quality,
    })
    .build()?;
    for block in samples.chunks(BLOCK) {
        encoder.encode_audio_block([block])?;
    }
    encoder.finish()?;
    Ok(())
}
