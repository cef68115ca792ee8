#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Labels positions for lab/tune.c with a stronger engine's evaluation: samples positions
# from a games file (lab/sgf2games.py's "B h8 h9 ..." lines), asks a Gomocup engine that
# prints Rapfi-style "MESSAGE ... Eval N ..." lines to search each for a short time, and
# writes position lines "P target moves...", the target being the side to move's expected
# score, 1 / (1 + exp(-eval / SCALE)).
#
#   lab/label.py ENGINE GAMES OUT [--per-game 8] [--from 7] [--ms 40] [--scale 200]
#                  [--seed 1] [--worker 0 --workers 1] [--best] [--whole]
#
# With --best the lines are "M move target moves...", the engine's chosen move too: the
# targets of the move-ordering fit (lab/policy.c).
#
# With --whole each line is one position, all its moves (positions sampled elsewhere, such
# as the search's inner nodes, written as "D moves...").
#
# Run one worker per processor (--worker i --workers n, each its own OUT) and concatenate
# their outputs. A search that gives no move within a second (ten for the first search of
# an engine, which may be setting up its tables) is stopped with YXSTOP; an
# engine that still does not answer, or dies, is restarted and the position skipped
# (lab/gomocup.py, the client all the lab's scripts share).
# Positions with a five point or a decided result (a mate score) keep their target of 1 or
# 0 only if the engine says so; the tuner skips positions that are not quiet anyway.
import argparse
import math
import random
import sys

from gomocup import Engine

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("games")
    ap.add_argument("out")
    ap.add_argument("--per-game", type=int, default=8)
    ap.add_argument("--from", dest="first", type=int, default=7)
    ap.add_argument("--ms", type=int, default=40)
    ap.add_argument("--scale", type=float, default=200.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worker", type=int, default=0)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--best", action="store_true",
                    help="write 'M move target moves...' (the engine's move too)")
    ap.add_argument("--whole", action="store_true",
                    help="each line is one position: all its moves")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    jobs = []
    for n, text in enumerate(open(a.games)):
        tok = text.split()
        if len(tok) < 2 or tok[0] not in ("B", "W", "D"):
            continue
        moves = tok[1:]
        if a.whole:
            picks = [len(moves)]
        else:
            stones = list(range(a.first, len(moves)))
            picks = sorted(rng.sample(stones, min(a.per_game, len(stones))))
        jobs += [moves[:k] for k in picks if n % a.workers == a.worker]
    eng = Engine(a.engine, a.ms)
    done = 0
    with open(a.out, "a") as out:
        for moves in jobs:
            v, move = eng.evaluate(moves)
            if v is None or move in moves:
                continue
            target = 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -v / a.scale))))
            head = f"M {move} {target:.4f}" if a.best else f"P {target:.4f}"
            out.write(f"{head} {' '.join(moves)}\n")
            done += 1
            if done % 1000 == 0:
                out.flush()
                print(f"worker {a.worker}: {done} of {len(jobs)}", file=sys.stderr)
    print(f"worker {a.worker}: {done} positions labelled of {len(jobs)}", file=sys.stderr)


if __name__ == "__main__":
    main()
