#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Writes the game's short sounds into assets/sounds/ as 16-bit mono WAV files at 22050 Hz,
# synthesised from a few sines, decays and a seeded noise generator: the same bytes on
# every run (python3 standard library only). The files are part of the project under its
# own licence; run this again after changing a sound:
#
#     python3 tools/make_sounds.py [OUT_DIR]
#
# stone_black / stone_white  a soft wooden click (a noise tap through two damped
#                            resonances of the board), White's a little higher and brighter
# refused                    a low, dull double knock
# decision                   two rising notes (a swap or another opening decision)
# win / loss / draw          a rising arpeggio / a falling one / two calm notes
# clock_low                  a short tick, once a second in a person's last ten seconds

import math
import os
import struct
import sys
import wave

RATE = 22050


class Noise:
    """A small linear congruential generator: deterministic white noise in [-1, 1]."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state / 0x3FFFFFFF - 1.0


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def click(resonances, seed, length=0.09):
    """A tap of noise exciting damped resonances (frequency, decay per second, weight)."""
    noise = Noise(seed)
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        tap = noise.next() * math.exp(-t * 900.0)
        ring = sum(w * math.sin(2 * math.pi * f * t) * math.exp(-t * d) for f, d, w in resonances)
        out.append(0.35 * tap + ring)
    return out


def tone(freq, seconds, decay=6.0, attack=0.005, harmonics=((1, 1.0), (2, 0.25), (3, 0.1))):
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t * decay)
        out.append(env * sum(w * math.sin(2 * math.pi * freq * k * t) for k, w in harmonics))
    return out


def mix(*parts):
    """Each part is (start in seconds, samples); the sum of all."""
    end = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * end
    for start, s in parts:
        base = int(start * RATE)
        for i, v in enumerate(s):
            out[base + i] += v
    return out


def normalised(samples, peak):
    top = max(abs(v) for v in samples) or 1.0
    # A 4 ms fade at the end, so no sound stops with a click of its own.
    fade = int(RATE * 0.004)
    out = [v * peak / top for v in samples]
    for i in range(min(fade, len(out))):
        out[len(out) - 1 - i] *= i / fade
    return out


def sounds():
    return {
        "stone_black": normalised(click([(1450, 60, 0.6), (2900, 90, 0.3)], 7), 0.55),
        "stone_white": normalised(click([(1700, 65, 0.6), (3500, 95, 0.35)], 11), 0.55),
        "refused": normalised(
            mix((0.0, tone(190, 0.09, decay=35, harmonics=((1, 1.0), (2, 0.4)))),
                (0.11, tone(160, 0.1, decay=35, harmonics=((1, 1.0), (2, 0.4))))), 0.5),
        "decision": normalised(
            mix((0.0, tone(660, 0.18, decay=14)), (0.1, tone(880, 0.25, decay=10))), 0.45),
        "win": normalised(mix(*[(k * 0.09, tone(f, 0.4, decay=7))
                                for k, f in enumerate((523.25, 659.25, 783.99, 1046.5))]), 0.45),
        "loss": normalised(mix(*[(k * 0.14, tone(f, 0.45, decay=6))
                                 for k, f in enumerate((392.0, 329.63, 261.63))]), 0.4),
        "draw": normalised(
            mix((0.0, tone(523.25, 0.3, decay=8)), (0.18, tone(523.25, 0.35, decay=7))), 0.4),
        "clock_low": normalised(tone(1320, 0.05, decay=70, attack=0.001) + silence(0.01), 0.35),
    }


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, int(round(v * 32767)))))
                               for v in samples))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "assets", "sounds")
    os.makedirs(out, exist_ok=True)
    for name, samples in sounds().items():
        write(os.path.join(out, name + ".wav"), samples)


if __name__ == "__main__":
    main()
