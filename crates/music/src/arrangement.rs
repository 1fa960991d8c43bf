//! A score as data (tempo, chords, a bass line, a melody, the instruments and the room) and the
//! one way both scores are rendered: every note laid onto a loop of tape, a note that rings past
//! the end carrying on from the start, then the room's reverb in its steady state, so the last
//! sample leads into the first as any sample leads into the next.

use fundsp::prelude32::*;

use crate::instruments::{Bass, Bell, Instrument, Pad};
use crate::pitch::{Pitch, pitch};

/// Every score is in 4/4.
const BEATS_PER_BAR: u32 = 4;

/// One note: its pitch, when it starts and how long it is held (in beats from the loop's start),
/// and how loud it is relative to its part (1 = the part's level).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Note {
    pub pitch: Pitch,
    pub at: f32,
    pub len: f32,
    pub level: f32,
}

/// A note by name at full level: `note("E5", 2.0, 1.5)` is E5 from beat 2 for a beat and a half.
pub(crate) const fn note(name: &str, at: f32, len: f32) -> Note {
    Note {
        pitch: pitch(name),
        at,
        len,
        level: 1.0,
    }
}

impl Note {
    /// The same note, played at `level` relative to its part.
    pub(crate) const fn soft(self, level: f32) -> Note {
        Note { level, ..self }
    }
}

/// A chord held by the pad: its voicing, from `at` for `len` beats.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Chord {
    pub voicing: &'static [Pitch],
    pub at: f32,
    pub len: f32,
}

/// An instrument, how loud it plays, and what.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Part<I, N: 'static> {
    pub instrument: I,
    pub level: f32,
    pub notes: &'static [N],
}

/// The room: fundsp's stereo reverb, fed and heard in mono.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Room {
    /// Room size in metres (10 to 30).
    pub size: f32,
    /// Seconds for the reverb to fall by 60 dB.
    pub time: f32,
    /// High-frequency damping, 0 to 1.
    pub damping: f32,
    /// How much of the mix is the reverb, 0 to 1.
    pub wet: f32,
}

/// A whole score.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Arrangement {
    pub bpm: f32,
    pub bars: u32,
    /// The loudest sample of the rendered loop.
    pub peak: f32,
    pub pad: Part<Pad, Chord>,
    pub bass: Part<Bass, Note>,
    pub bell: Part<Bell, Note>,
    pub room: Room,
}

impl Arrangement {
    /// The loop's length in seconds.
    pub(crate) fn seconds(&self) -> f32 {
        (self.bars * BEATS_PER_BAR) as f32 * self.beat()
    }

    /// The loop's length in samples at `rate`.
    pub(crate) fn frames(&self, rate: u32) -> usize {
        (f64::from(self.seconds()) * f64::from(rate)).round() as usize
    }

    fn beat(&self) -> f32 {
        60.0 / self.bpm
    }

    /// Plays every part onto the loop, adds the room, and scales the loudest sample to `peak`.
    pub(crate) fn render(&self, rate: u32) -> Vec<f32> {
        let mut tape = Tape::new(self.frames(rate));
        let beat = self.beat();
        // Each note's oscillators start from a phase of their own, the same every time.
        let mut seed = 0u64;
        let mut lay = |tape: &mut Tape, instrument: &dyn Instrument, note: Note, level: f32| {
            seed += 1;
            let start = (f64::from(note.at * beat) * f64::from(rate)).round() as usize;
            let sound =
                instrument.play(note.pitch, note.len * beat, level * note.level, rate, seed);
            tape.lay(start, &sound);
        };

        for chord in self.pad.notes {
            for &pitch in chord.voicing {
                let note = Note {
                    pitch,
                    at: chord.at,
                    len: chord.len,
                    level: 1.0,
                };
                lay(&mut tape, &self.pad.instrument, note, self.pad.level);
            }
        }
        for &note in self.bass.notes {
            lay(&mut tape, &self.bass.instrument, note, self.bass.level);
        }
        for &note in self.bell.notes {
            lay(&mut tape, &self.bell.instrument, note, self.bell.level);
        }

        let mut mix = in_the_room(&tape.samples, self.room, self.seconds(), rate);
        normalise(&mut mix, self.peak);
        mix
    }
}

/// A loop of samples: what is laid past its end goes on from its start.
struct Tape {
    samples: Vec<f32>,
}

impl Tape {
    fn new(frames: usize) -> Self {
        Tape {
            samples: vec![0.0; frames],
        }
    }

    fn lay(&mut self, start: usize, sound: &[f32]) {
        let len = self.samples.len();
        for (i, &x) in sound.iter().enumerate() {
            self.samples[(start + i) % len] += x;
        }
    }
}

/// The dry loop with the room's reverb. The reverb first hears the loop until its own tail from
/// the first pass has died away (120 dB down), so the pass kept already carries the end's echo
/// into its start, as every later pass of the loop in the game will.
fn in_the_room(dry: &[f32], room: Room, seconds: f32, rate: u32) -> Vec<f32> {
    let mut reverb =
        split::<U2>() >> reverb_stereo(room.size, room.time, room.damping) >> join::<U2>();
    reverb.set_sample_rate(f64::from(rate));
    reverb.reset();
    let warm_up_passes = (2.0 * room.time / seconds).ceil().max(1.0) as usize;
    for _ in 0..warm_up_passes {
        for &x in dry {
            reverb.filter_mono(x);
        }
    }
    dry.iter()
        .map(|&x| (1.0 - room.wet) * x + room.wet * reverb.filter_mono(x))
        .collect()
}

/// Scales `samples` so that the loudest is `peak`.
fn normalise(samples: &mut [f32], peak: f32) {
    let loudest = samples.iter().fold(0.0f32, |m, x| m.max(x.abs()));
    if loudest > 0.0 {
        let gain = peak / loudest;
        samples.iter_mut().for_each(|x| *x *= gain);
    }
}
