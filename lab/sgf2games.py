#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Converts the SGF files of match runners (c-gomoku-cli: many games a file, 15x15,
# RU[4] renju) into the games files of lab/tune.c: one line a game, the result (B, W or
# D) and the moves in board notation ("B h8 h9 g7 ...").
#
#   lab/sgf2games.py MATCH.sgf... > games.txt
#
# Games that did not end on the board are left out: a crash, a time forfeit, an illegal
# move (an occupied point) or an adjudication says nothing about the position. A loss by
# a forbidden move is kept: under renju rules it is a loss on the board.
import re
import sys

KEEP = ("five connection", "forbidden", "draw", "Draw", "full")


def moves_of(game):
    """The moves of one SGF game in board notation: [hh] is h8 (SGF rows count from
    the top)."""
    points = re.findall(r";[BW]\[([a-o])([a-o])\]", game)
    return [f"{x}{15 - (ord(y) - ord('a'))}" for x, y in points]


def games(text):
    for g in re.split(r"\n\s*\n", text):
        if not g.strip().startswith("(;"):
            continue
        size = re.search(r"SZ\[(\d+)\]", g)
        rule = re.search(r"RU\[(\d+)\]", g)
        res = re.search(r"RE\[([^\]]*)\]", g)
        why = re.search(r"TE\[([^\]]*)\]", g)
        if not (size and size.group(1) == "15" and rule and rule.group(1) == "4" and res):
            continue
        if not why or not any(k in why.group(1) for k in KEEP):
            continue
        r = res.group(1)
        result = "B" if r.startswith("B") else "W" if r.startswith("W") else "D"
        moves = moves_of(g)
        if len(moves) >= 6:
            yield result + " " + " ".join(moves)


if __name__ == "__main__":
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in games(f.read()):
                print(line)
