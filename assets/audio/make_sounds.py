#!/usr/bin/env python3
"""Makes every sound effect of Code Breakers from code, written as 16-bit mono WAV files
into the folder given as the one argument (the music is made by the `codebreakers-music`
crate, which also encodes these as the Ogg Vorbis files the game plays:
`cargo run -p codebreakers-music --features encode --bin encode-effects FOLDER`).

Run `python3 make_sounds.py FOLDER` to make them anew; the output is deterministic.
Only the Python standard library is used.
"""
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100
OUT = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()


def write(name, samples, rate=RATE):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.85 / peak if peak > 0.85 else 1.0
    with wave.open(str(OUT / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767)) for s in samples))


def envelope(t, attack, decay):
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freq, length, attack=0.004, decay=0.12, harmonics=((1, 1.0),), rate=RATE):
    n = int(length * rate)
    out = []
    for i in range(n):
        t = i / rate
        v = sum(a * math.sin(2 * math.pi * freq * h * t) for h, a in harmonics)
        out.append(v * envelope(t, attack, decay))
    return out


def mix(*tracks):
    n = max(len(t) for t, _ in tracks)
    out = [0.0] * n
    for track, offset in tracks:
        start = int(offset * RATE)
        for i, s in enumerate(track):
            if start + i < n:
                out[start + i] += s
            else:
                out.append(s)
                n += 1
    return out


def noise_burst(length, decay, cutoff=0.2, seed=1):
    rng = random.Random(seed)
    n = int(length * RATE)
    out, low = [], 0.0
    for i in range(n):
        low += cutoff * (rng.uniform(-1, 1) - low)
        out.append(low * math.exp(-i / RATE / decay))
    return out


def peg_place():
    # A wooden peg pushed into a hole: a low knock and a short click.
    knock = tone(180, 0.12, decay=0.03, harmonics=((1, 1.0), (2.7, 0.3)))
    click = noise_burst(0.05, 0.008, cutoff=0.5, seed=2)
    return mix((knock, 0), ([c * 0.6 for c in click], 0))


def key_peg(pitch):
    # A small key peg: a bright tick, pitched a little higher each time.
    return mix((tone(pitch, 0.09, decay=0.02, harmonics=((1, 0.6), (3.01, 0.2))), 0),
               ([c * 0.3 for c in noise_burst(0.02, 0.004, cutoff=0.7, seed=3)], 0))


def ui_click():
    return tone(660, 0.06, decay=0.015, harmonics=((1, 0.5), (2, 0.15)))


def bell(freq, length=0.9):
    return tone(freq, length, attack=0.005, decay=0.35, harmonics=((1, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05)))


def jingle():
    # Solved: a rising major arpeggio and a held chord.
    notes = [523.25, 659.25, 783.99, 1046.5]
    tracks = [(bell(f, 0.8), i * 0.11) for i, f in enumerate(notes)]
    tracks += [([s * 0.5 for s in bell(f, 1.4)], 0.5) for f in (523.25, 659.25, 783.99)]
    return mix(*tracks)


def your_turn():
    # Your turn: two soft rising bell notes, a fourth apart.
    return mix(([s * 0.55 for s in bell(587.33, 0.5)], 0), ([s * 0.6 for s in bell(783.99, 0.8)], 0.14))


def fail():
    # Not solved: two soft falling notes.
    return mix(([s * 0.8 for s in bell(392.0, 0.6)], 0), ([s * 0.8 for s in bell(311.13, 0.9)], 0.22))


def victory():
    notes = [392.0, 523.25, 659.25, 783.99, 659.25, 783.99, 1046.5]
    times = [0, 0.12, 0.24, 0.36, 0.6, 0.72, 0.84]
    tracks = [(bell(f, 0.9), t) for f, t in zip(notes, times)]
    tracks += [([s * 0.5 for s in bell(f, 1.8)], 0.96) for f in (523.25, 659.25, 783.99, 1046.5)]
    return mix(*tracks)


def shield():
    # The shield lifted or lowered: a soft wooden slide.
    slide = noise_burst(0.35, 0.12, cutoff=0.08, seed=5)
    return [s * min(1.0, i / (0.08 * RATE)) for i, s in enumerate(slide)]


def dice_roll():
    # Five dice tumbling on felt: knocks that come quicker and softer as they settle.
    rng = random.Random(11)
    tracks = []
    t = 0.0
    for k in range(14):
        pitch = rng.uniform(900, 1600)
        knock = tone(pitch, 0.05, decay=0.008, harmonics=((1, 0.5), (2.3, 0.25)))
        click = noise_burst(0.04, 0.006, cutoff=0.6, seed=20 + k)
        level = 0.9 * math.exp(-k / 6)
        tracks.append(([level * (a + 0.8 * b) for a, b in zip(knock, click + [0] * len(knock))], t))
        t += rng.uniform(0.025, 0.07) * (1 + k / 10)
    rumble = noise_burst(t + 0.1, 0.25, cutoff=0.05, seed=9)
    tracks.append(([s * 0.5 for s in rumble], 0))
    return mix(*tracks)


def marker():
    # A red plastic marker set on a digit: a short, soft, low click.
    return mix((tone(520, 0.07, decay=0.012, harmonics=((1, 0.6), (2.4, 0.2))), 0),
               ([c * 0.4 for c in noise_burst(0.03, 0.005, cutoff=0.45, seed=31)], 0))


def card_slide():
    # A card slid across the table: a bright airy swish.
    swish = noise_burst(0.28, 0.09, cutoff=0.35, seed=41)
    return [s * min(1.0, i / (0.03 * RATE)) * 0.7 for i, s in enumerate(swish)]


def safe_click():
    # A combination lock's tumbler falling into place: a sharp metallic click and a low thunk.
    click = tone(2400, 0.05, attack=0.001, decay=0.006, harmonics=((1, 0.6), (1.7, 0.4), (3.3, 0.2)))
    thunk = tone(140, 0.16, attack=0.002, decay=0.05, harmonics=((1, 1.0), (2.1, 0.3)))
    return mix((click, 0), ([s * 0.8 for s in thunk], 0.012), (click, 0.09))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    write("peg_place.wav", peg_place())
    for k, pitch in enumerate([1200, 1320, 1450, 1600, 1760]):
        write(f"key_peg_{k + 1}.wav", key_peg(pitch))
    write("ui_click.wav", ui_click())
    write("solved.wav", jingle())
    write("not_solved.wav", fail())
    write("your_turn.wav", your_turn())
    write("victory.wav", victory())
    write("shield.wav", shield())
    write("dice_roll.wav", dice_roll())
    write("marker.wav", marker())
    write("card_slide.wav", card_slide())
    write("safe_click.wav", safe_click())


if __name__ == "__main__":
    main()
