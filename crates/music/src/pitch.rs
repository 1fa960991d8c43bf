//! Notes by name: `"A2"`, `"Bb3"`, `"G#4"` become MIDI numbers at compile time.

/// A pitch as a MIDI note number (A4 = 69 = 440 Hz).
pub(crate) type Pitch = u8;

/// The MIDI number of a note name: a letter `A`–`G`, then `#` or `b` if any, then an octave
/// digit `0`–`8` (middle C is `C4`). A bad name stops the build when used in a `const`.
pub(crate) const fn pitch(name: &str) -> Pitch {
    let bytes = name.as_bytes();
    assert!(
        bytes.len() == 2 || bytes.len() == 3,
        "a note name is like A2, Bb3 or G#4"
    );
    let letter: i32 = match bytes[0] {
        b'C' => 0,
        b'D' => 2,
        b'E' => 4,
        b'F' => 5,
        b'G' => 7,
        b'A' => 9,
        b'B' => 11,
        _ => panic!("a note name starts with a letter A to G"),
    };
    let accidental: i32 = if bytes.len() == 3 {
        match bytes[1] {
            b'#' => 1,
            b'b' => -1,
            _ => panic!("the sign of a note is # or b"),
        }
    } else {
        0
    };
    let octave = bytes[bytes.len() - 1];
    assert!(
        octave >= b'0' && octave <= b'8',
        "a note's octave is a digit 0 to 8"
    );
    let midi = 12 * (octave - b'0' + 1) as i32 + letter + accidental;
    midi as Pitch
}

/// Several note names at once, as for a chord's voicing.
pub(crate) const fn pitches<const N: usize>(names: [&str; N]) -> [Pitch; N] {
    let mut out = [0; N];
    let mut i = 0;
    while i < N {
        out[i] = pitch(names[i]);
        i += 1;
    }
    out
}

/// The frequency of a pitch in Hz, in equal temperament from A4 = 440 Hz.
pub(crate) fn hz(pitch: Pitch) -> f32 {
    440.0 * 2f32.powf((f32::from(pitch) - 69.0) / 12.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn note_names_read_as_midi_numbers() {
        assert_eq!(pitch("A4"), 69);
        assert_eq!(pitch("C4"), 60);
        assert_eq!(pitch("Bb1"), 34);
        assert_eq!(pitch("G#3"), 56);
        assert_eq!(pitches(["A2", "E3"]), [45, 52]);
    }

    #[test]
    fn a4_sounds_at_440_hz_and_an_octave_doubles_it() {
        assert!((hz(69) - 440.0).abs() < 1e-3);
        assert!((hz(57) - 220.0).abs() < 1e-3);
    }
}
