//! The three instruments, each a small fundsp graph played one note at a time: a soft pad, a
//! round bass and a vibraphone-like bell.

use std::f32::consts::TAU;

use fundsp::prelude32::*;

use crate::pitch::{Pitch, hz};

/// An amplitude shape: a smooth rise over `attack` seconds, an exponential decay (the level
/// falls to 1/e every `decay` seconds; `f32::INFINITY` holds it), then, once the note is let go,
/// a smooth fall to silence over `release` seconds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    pub attack: f32,
    pub decay: f32,
    pub release: f32,
}

impl Shape {
    /// The level `t` seconds into a note held for `held` seconds: 0 at both ends, so a note
    /// never clicks in or out.
    fn level(self, t: f32, held: f32) -> f32 {
        let rise = if t < self.attack {
            half_cosine(t / self.attack)
        } else {
            1.0
        };
        let fall = if t <= held {
            1.0
        } else {
            1.0 - half_cosine(((t - held) / self.release).min(1.0))
        };
        rise * fall * (-t / self.decay).exp()
    }
}

/// 0 at 0 to 1 at 1 along half a cosine: an S without corners.
fn half_cosine(x: f32) -> f32 {
    0.5 - 0.5 * (x * TAU / 2.0).cos()
}

/// Plays one note into samples: `held` seconds, then the release, `level` its loudness.
pub(crate) trait Instrument {
    fn play(&self, pitch: Pitch, held: f32, level: f32, rate: u32, seed: u64) -> Vec<f32>;
}

/// Renders a sound source (no inputs, one output) for `seconds`.
fn record(
    mut node: An<impl AudioNode<Inputs = U0, Outputs = U1>>,
    seconds: f32,
    rate: u32,
    seed: u64,
) -> Vec<f32> {
    node.set_hash(seed);
    node.set_sample_rate(f64::from(rate));
    node.reset();
    let frames = (seconds * rate as f32).ceil() as usize;
    (0..frames).map(|_| node.get_mono()).collect()
}

/// Two slightly detuned soft saws through a low-pass filter: a warm, slow chord tone.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pad {
    pub shape: Shape,
    /// How far apart the two saws are, as a fraction of the pitch (0.004 ≈ 7 cents).
    pub detune: f32,
    /// The low-pass filter's cutoff in Hz: lower is darker.
    pub cutoff: f32,
}

impl Instrument for Pad {
    fn play(&self, pitch: Pitch, held: f32, level: f32, rate: u32, seed: u64) -> Vec<f32> {
        let f = hz(pitch);
        let shape = self.shape;
        let saws =
            (soft_saw_hz(f * (1.0 + self.detune)) + soft_saw_hz(f * (1.0 - self.detune))) * 0.5;
        let tone = saws >> lowpass_hz(self.cutoff, 0.6);
        let node = tone * envelope(move |t: f32| level * shape.level(t, held));
        record(node, held + shape.release, rate, seed)
    }
}

/// A triangle and a sine at the same pitch through a low-pass filter: a round, plucked or
/// swelling bass, depending on its shape.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bass {
    pub shape: Shape,
    /// How much of the triangle's edge there is, 0 (a pure sine) to 1.
    pub edge: f32,
    /// The filter's cutoff as a multiple of the pitch.
    pub brightness: f32,
}

impl Instrument for Bass {
    fn play(&self, pitch: Pitch, held: f32, level: f32, rate: u32, seed: u64) -> Vec<f32> {
        let f = hz(pitch);
        let shape = self.shape;
        let tone = (triangle_hz(f) * self.edge + sine_hz(f) * (1.0 - self.edge))
            >> lowpass_hz(f * self.brightness, 0.7);
        let node = tone * envelope(move |t: f32| level * shape.level(t, held));
        record(node, held + shape.release, rate, seed)
    }
}

/// A vibraphone-like bell: the fundamental with its 4th and 10th partials, which die away
/// sooner, and a slow tremolo like the instrument's turning vanes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bell {
    pub shape: Shape,
    /// Tremolo speed in Hz.
    pub tremolo_hz: f32,
    /// Tremolo depth, 0 (none) to 1.
    pub tremolo_depth: f32,
}

impl Instrument for Bell {
    fn play(&self, pitch: Pitch, held: f32, level: f32, rate: u32, seed: u64) -> Vec<f32> {
        let f = hz(pitch);
        let Bell {
            shape,
            tremolo_hz,
            tremolo_depth,
        } = *self;
        let partials = partial(f, 1.0, 1.0, f32::INFINITY)
            + partial(f, 4.0, 0.22, 0.35)
            + partial(f, 10.0, 0.05, 0.08);
        let node = partials
            * envelope(move |t: f32| {
                let tremolo = 1.0 - tremolo_depth * 0.5 * (1.0 - (t * tremolo_hz * TAU).cos());
                level * tremolo * shape.level(t, held)
            });
        record(node, held + shape.release, rate, seed)
    }
}

/// A sine at `ratio` times `f`, at `level`, dying away by 1/e every `decay` seconds.
fn partial(
    f: f32,
    ratio: f32,
    level: f32,
    decay: f32,
) -> An<impl AudioNode<Inputs = U0, Outputs = U1>> {
    sine_hz(f * ratio) * envelope(move |t: f32| level * (-t / decay).exp())
}
