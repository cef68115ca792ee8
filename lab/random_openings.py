#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
"""Random five-stone openings for quick engine matches (lab/README.md, "Measuring").

    lab/random_openings.py SEED COUNT [OPENINGS] > open_SEED.txt

OPENINGS holds one opening a line in board notation ("h8 h9 f10"; # starts a
comment); the default is lab/book-openings.txt, the 26 standard openings in the
order of the Gomocup openings file. Line i of the output is the (i mod n)-th
opening followed by a white and a black stone on empty points within three lines
of the centre: five stones, White to move. The output is in c-gomoku-cli's offset
notation ("x,y, x,y, ..." from the centre, y downwards), so `-repeat` plays each
line with both colours. The same seed gives the same file, so two builds can be
compared on the same openings.
"""
import os
import random
import sys

from gomocup import point  # 'h8' -> Gomocup (x, y), y from the top

DEFAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "book-openings.txt")
SIZE = 15
RADIUS = 3
STONES = 5


def parse(line):
    """The stones of a board-notation line as offsets from the centre, or None."""
    stones = []
    for move in line.split():
        col, row = move[:1].lower(), move[1:]
        if not ("a" <= col <= "o") or not row.isdigit() or not 1 <= int(row) <= SIZE:
            return None
        x, y = point(move.lower())
        stones.append((x - SIZE // 2, y - SIZE // 2))
    if not stones or len(set(stones)) != len(stones):
        return None
    return stones


def main(argv):
    if len(argv) not in (3, 4):
        sys.stderr.write(__doc__)
        return 2
    try:
        seed, count = int(argv[1]), int(argv[2])
    except ValueError:
        sys.stderr.write("random_openings: SEED and COUNT must be integers\n")
        return 2
    if count < 1:
        sys.stderr.write("random_openings: COUNT must be at least 1\n")
        return 2
    path = argv[3] if len(argv) == 4 else DEFAULT
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except OSError as e:
        sys.stderr.write("random_openings: %s: %s\n" % (path, e.strerror))
        return 1
    bases = []
    for n, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        stones = parse(line)
        if stones is None or len(stones) >= STONES:
            sys.stderr.write("random_openings: %s:%d: not an opening of fewer than %d "
                             "stones: %s\n" % (path, n, STONES, line))
            return 1
        bases.append(stones)
    if not bases:
        sys.stderr.write("random_openings: %s: no openings\n" % path)
        return 1
    rng = random.Random(seed)
    out = []
    for i in range(count):
        stones = list(bases[i % len(bases)])
        while len(stones) < STONES:
            p = (rng.randint(-RADIUS, RADIUS), rng.randint(-RADIUS, RADIUS))
            if p not in stones:
                stones.append(p)
        out.append(", ".join("%d,%d" % p for p in stones))
    sys.stdout.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
