//! The two scores as data: chords, bass lines, melodies, instruments and rooms.

use crate::arrangement::{Arrangement, Chord, Note, Part, Room, note};
use crate::instruments::{Bass, Bell, Pad, Shape};
use crate::pitch::{Pitch, pitches};

/// Held, never decaying: a pad or a swelling bass.
const HELD: f32 = f32::INFINITY;

const fn chord(voicing: &'static [Pitch], at: f32, len: f32) -> Chord {
    Chord { voicing, at, len }
}

// ---------------------------------------------------------------------------------------------
// Title: A minor, 80 beats a minute, 8 bars (24 s). A safe-cracker's lounge: a soft pad,
// an upright-like bass walking on the beats, and a lazy vibraphone tune in four phrases,
// the last over a B♭ to E7(♭9) turn that leads back to the start.

// The pad's voicings (the bass plays the roots).
const A_MINOR_9: &[Pitch] = &pitches(["G3", "B3", "C4", "E4"]);
const F_MAJOR_9: &[Pitch] = &pitches(["G3", "A3", "C4", "E4"]);
const D_MINOR_9: &[Pitch] = &pitches(["F3", "A3", "C4", "E4"]);
const B_FLAT_MAJOR_7_SHARP_11: &[Pitch] = &pitches(["F3", "A3", "D4", "E4"]);
const E_7_FLAT_9: &[Pitch] = &pitches(["F3", "G#3", "B3", "D4"]);

const TITLE_CHORDS: &[Chord] = &[
    chord(A_MINOR_9, 0.0, 8.0),
    chord(F_MAJOR_9, 8.0, 8.0),
    chord(D_MINOR_9, 16.0, 8.0),
    chord(B_FLAT_MAJOR_7_SHARP_11, 24.0, 4.0),
    chord(E_7_FLAT_9, 28.0, 4.0),
];

const TITLE_BASS: &[Note] = &[
    // Am9
    note("A2", 0.0, 1.8),
    note("E2", 2.0, 1.8),
    note("A2", 4.0, 1.8),
    note("G2", 6.0, 0.9),
    note("E2", 7.0, 0.9),
    // Fmaj9
    note("F2", 8.0, 1.8),
    note("C3", 10.0, 1.8),
    note("F2", 12.0, 1.8),
    note("C2", 14.0, 0.9),
    note("E2", 15.0, 0.9),
    // Dm9
    note("D2", 16.0, 1.8),
    note("A2", 18.0, 1.8),
    note("D2", 20.0, 1.8),
    note("F2", 22.0, 0.9),
    note("A2", 23.0, 0.9),
    // B♭maj7♯11, E7♭9
    note("Bb1", 24.0, 1.8),
    note("F2", 26.0, 1.8),
    note("E2", 28.0, 1.8),
    note("B1", 30.0, 0.9),
    note("E2", 31.0, 0.9),
];

const TITLE_TUNE: &[Note] = &[
    // A question over Am9...
    note("B4", 1.0, 0.5),
    note("C5", 1.5, 0.5),
    note("E5", 2.0, 1.5),
    note("D5", 3.5, 0.5),
    note("C5", 4.0, 1.0),
    note("B4", 5.0, 0.5),
    note("A4", 5.5, 2.0),
    // ...reaching up over Fmaj9...
    note("A4", 9.0, 0.5).soft(0.8),
    note("C5", 9.5, 0.5).soft(0.8),
    note("E5", 10.0, 1.0),
    note("G5", 11.0, 2.0),
    note("F5", 13.0, 0.5).soft(0.8),
    note("E5", 13.5, 0.5).soft(0.8),
    note("C5", 14.0, 2.0),
    // ...the first phrase's shape and rhythm again, higher, over Dm9...
    note("D5", 17.0, 0.5),
    note("F5", 17.5, 0.5),
    note("A5", 18.0, 1.5),
    note("G5", 19.5, 0.5),
    note("F5", 20.0, 1.0),
    note("E5", 21.0, 0.5),
    note("D5", 21.5, 2.0),
    // ...and the turn: the ♯11 over B♭, then up the E7♭9 and home.
    note("E5", 25.0, 1.0),
    note("D5", 26.0, 0.5),
    note("A4", 26.5, 1.5),
    note("G#4", 28.0, 1.0),
    note("B4", 29.0, 0.5).soft(0.8),
    note("D5", 29.5, 0.5).soft(0.8),
    note("F5", 30.0, 1.0),
    note("E5", 31.0, 1.0).soft(0.7),
];

pub(crate) const TITLE: Arrangement = Arrangement {
    bpm: 80.0,
    bars: 8,
    peak: 0.8,
    pad: Part {
        instrument: Pad {
            shape: Shape {
                attack: 0.8,
                decay: HELD,
                release: 1.5,
            },
            detune: 0.004,
            cutoff: 1400.0,
        },
        level: 0.12,
        notes: TITLE_CHORDS,
    },
    bass: Part {
        instrument: Bass {
            shape: Shape {
                attack: 0.012,
                decay: 1.5,
                release: 0.15,
            },
            edge: 0.5,
            brightness: 4.0,
        },
        level: 0.5,
        notes: TITLE_BASS,
    },
    bell: Part {
        instrument: Bell {
            shape: Shape {
                attack: 0.005,
                decay: 2.0,
                release: 0.4,
            },
            tremolo_hz: 4.5,
            tremolo_depth: 0.3,
        },
        level: 0.22,
        notes: TITLE_TUNE,
    },
    room: Room {
        size: 18.0,
        time: 2.5,
        damping: 0.5,
        wet: 0.3,
    },
};

// ---------------------------------------------------------------------------------------------
// Table: D minor, 52 beats a minute, 8 bars (about 37 s). Low, dark pad chords two bars each,
// a bass that swells in under them, and now and then one soft, far-off bell note: no tune to
// follow and nothing struck, to sit under an hour of play.

const D_MINOR_9_LOW: &[Pitch] = &pitches(["A2", "F3", "C4", "E4"]);
const B_FLAT_MAJOR_9_LOW: &[Pitch] = &pitches(["A2", "F3", "C4", "D4"]);
const G_MINOR_9_LOW: &[Pitch] = &pitches(["A2", "F3", "Bb3", "D4"]);
const A_7_SUS_4_LOW: &[Pitch] = &pitches(["E3", "G3", "A3", "D4"]);

const TABLE_CHORDS: &[Chord] = &[
    chord(D_MINOR_9_LOW, 0.0, 8.0),
    chord(B_FLAT_MAJOR_9_LOW, 8.0, 8.0),
    chord(G_MINOR_9_LOW, 16.0, 8.0),
    chord(A_7_SUS_4_LOW, 24.0, 8.0),
];

const TABLE_BASS: &[Note] = &[
    note("D2", 0.0, 7.0),
    note("Bb1", 8.0, 7.0),
    note("G1", 16.0, 7.0),
    note("A1", 24.0, 7.0),
];

const TABLE_GLINTS: &[Note] = &[
    note("A4", 2.0, 4.0),
    note("F4", 11.0, 3.0),
    note("C5", 13.5, 2.0).soft(0.6),
    note("Bb4", 18.0, 4.0),
    note("E4", 27.0, 3.0),
    note("G4", 29.5, 2.0).soft(0.6),
];

pub(crate) const TABLE: Arrangement = Arrangement {
    bpm: 52.0,
    bars: 8,
    // Held chords are denser than the title's tune: this peak leaves the table about 5 dB quieter.
    peak: 0.45,
    pad: Part {
        instrument: Pad {
            shape: Shape {
                attack: 2.5,
                decay: HELD,
                release: 4.0,
            },
            detune: 0.003,
            cutoff: 650.0,
        },
        level: 0.12,
        notes: TABLE_CHORDS,
    },
    bass: Part {
        instrument: Bass {
            shape: Shape {
                attack: 1.0,
                decay: HELD,
                release: 2.5,
            },
            edge: 0.3,
            brightness: 4.0,
        },
        level: 0.25,
        notes: TABLE_BASS,
    },
    bell: Part {
        instrument: Bell {
            shape: Shape {
                attack: 0.04,
                decay: 3.0,
                release: 1.5,
            },
            tremolo_hz: 2.5,
            tremolo_depth: 0.2,
        },
        level: 0.12,
        notes: TABLE_GLINTS,
    },
    room: Room {
        size: 25.0,
        time: 4.0,
        damping: 0.6,
        wet: 0.4,
    },
};
