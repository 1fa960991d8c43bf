//! What every score must be: the right length, audible, unclipped, the same every time, a loop
//! without a click; and the table's music quieter than the title's.

use std::sync::OnceLock;

use codebreakers_music::{Score, render};

/// The rate the game's files are made at.
const RATE: u32 = 32_000;

/// Each score rendered once, shared by the tests.
fn rendered(score: Score) -> &'static [f32] {
    static TITLE: OnceLock<Vec<f32>> = OnceLock::new();
    static TABLE: OnceLock<Vec<f32>> = OnceLock::new();
    let cell = match score {
        Score::Title => &TITLE,
        Score::Table => &TABLE,
    };
    cell.get_or_init(|| render(score, RATE))
}

fn rms(samples: &[f32]) -> f32 {
    (samples.iter().map(|x| x * x).sum::<f32>() / samples.len() as f32).sqrt()
}

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |m, x| m.max(x.abs()))
}

#[test]
fn each_score_lasts_its_length_within_a_frame() {
    for (score, min_seconds, max_seconds) in
        [(Score::Title, 20.0, 30.0), (Score::Table, 30.0, 40.0)]
    {
        let seconds = score.seconds();
        assert!(
            (min_seconds..=max_seconds).contains(&seconds),
            "{score:?} lasts {seconds} s"
        );
        let expected = (f64::from(seconds) * f64::from(RATE)).round() as usize;
        let frames = rendered(score).len();
        assert!(
            frames.abs_diff(expected) <= 1,
            "{score:?}: {frames} frames, not {expected}"
        );
        assert_eq!(frames, score.frames(RATE));
    }
}

#[test]
fn each_score_is_audible() {
    for score in Score::ALL {
        let rms = rms(rendered(score));
        assert!(rms > 0.05, "{score:?} is nearly silent: RMS {rms}");
    }
}

#[test]
fn no_score_clips_and_the_title_peaks_at_0_8() {
    for score in Score::ALL {
        let samples = rendered(score);
        assert!(
            samples.iter().all(|x| x.is_finite()),
            "{score:?} has a NaN or infinity"
        );
        assert!(
            peak(samples) <= 1.0,
            "{score:?} clips: peak {}",
            peak(samples)
        );
    }
    assert!((peak(rendered(Score::Title)) - 0.8).abs() < 1e-3);
}

#[test]
fn each_score_renders_the_same_every_time() {
    for score in Score::ALL {
        assert!(
            render(score, RATE) == rendered(score),
            "{score:?} changed between two renders"
        );
    }
}

/// The mean of `f` over every run of `width` samples in `samples`.
fn typical(samples: &[f32], width: usize, f: impl Fn(&[f32]) -> f32) -> f32 {
    let all: Vec<f32> = samples.windows(width).map(f).collect();
    all.iter().sum::<f32>() / all.len() as f32
}

/// How far a sample is from the step between the two before it: the bend in the wave there.
fn bend(w: &[f32]) -> f32 {
    (w[2] - 2.0 * w[1] + w[0]).abs()
}

#[test]
fn each_score_loops_without_a_click() {
    for score in Score::ALL {
        let samples = rendered(score);
        let n = samples.len();
        // The jump from the last sample back to the first is no bigger than a usual step...
        let typical_step = typical(samples, 2, |w| (w[1] - w[0]).abs());
        let seam = (samples[0] - samples[n - 1]).abs();
        assert!(
            seam <= 3.0 * typical_step,
            "{score:?} clicks at the loop: a jump of {seam} where a step is typically {typical_step}"
        );
        // ...and the wave goes on across it as smoothly as anywhere else: a note cut off at the
        // end, or one that should ring on into the start, bends it sharply even where the
        // values happen to meet.
        let typical_bend = typical(samples, 3, bend);
        for around_the_seam in [
            [samples[n - 2], samples[n - 1], samples[0]],
            [samples[n - 1], samples[0], samples[1]],
        ] {
            let seam_bend = bend(&around_the_seam);
            assert!(
                seam_bend <= 4.0 * typical_bend,
                "{score:?} clicks at the loop: a bend of {seam_bend} where one is typically {typical_bend}"
            );
        }
    }
}

#[test]
fn the_table_music_is_quieter_than_the_title_music() {
    let title = rms(rendered(Score::Title));
    let table = rms(rendered(Score::Table));
    let db_quieter = 20.0 * (title / table).log10();
    assert!(
        db_quieter >= 3.0,
        "the table is only {db_quieter:.1} dB quieter than the title"
    );
}

#[test]
fn scores_are_named_for_their_files() {
    assert_eq!(Score::Title.name(), "title");
    assert_eq!(Score::Table.name(), "table");
}
