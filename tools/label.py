#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Labels positions for tools/tune.c with a stronger engine's evaluation: samples positions
# from a games file (tools/sgf2games.py's "B h8 h9 ..." lines), asks a Gomocup engine that
# prints Rapfi-style "MESSAGE ... Eval N ..." lines to search each for a short time, and
# writes position lines "P target moves...", the target being the side to move's expected
# score, 1 / (1 + exp(-eval / SCALE)).
#
#   tools/label.py ENGINE GAMES OUT [--per-game 8] [--from 7] [--ms 40] [--scale 200]
#                  [--seed 1] [--worker 0 --workers 1] [--best] [--whole]
#
# With --best the lines are "M move target moves...", the engine's chosen move too: the
# targets of the move-ordering fit (tools/policy.c).
#
# With --whole each line is one position, all its moves (positions sampled elsewhere, such
# as the search's inner nodes, written as "D moves...").
#
# Run one worker per processor (--worker i --workers n, each its own OUT) and concatenate
# their outputs. A search that gives no move within a second (ten for the first search of
# an engine, which may be setting up its tables) is stopped with YXSTOP; an
# engine that still does not answer, or dies, is restarted and the position skipped.
# Positions with a five point or a decided result (a mate score) keep their target of 1 or
# 0 only if the engine says so; the tuner skips positions that are not quiet anyway.
import argparse
import math
import os
import random
import re
import select
import subprocess
import sys
import time

EVAL = re.compile(r"\bEval\s+([+-]?)(M?)(\d+)", re.IGNORECASE)


def point(name):
    """'h8' -> (x, y) of the Gomocup protocol: x from the left, y from the top."""
    return ord(name[0]) - ord("a"), 15 - int(name[1:])


class Engine:
    def __init__(self, cmd, ms):
        self.cmd = cmd
        self.ms = ms
        self.proc = None
        self.buf = b""
        self.start()

    def start(self):
        if self.proc:
            self.proc.kill()
            self.proc.wait()
        self.proc = subprocess.Popen(self.cmd, shell=True, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.buf = b""
        self.fresh = True
        self.answered = 0.0
        self.send("START 15", "INFO rule 4", f"INFO timeout_turn {self.ms}",
                  "INFO timeout_match 0", "INFO max_memory 268435456")
        return self.until(lambda l: l.startswith("OK"), 5.0) is not None

    def send(self, *lines):
        try:
            self.proc.stdin.write(("\n".join(lines) + "\n").encode())
            self.proc.stdin.flush()
        except OSError:
            pass                         # a dead engine: the wait for its answer fails

    def line(self, timeout):
        """The next output line, or None after timeout seconds."""
        end = time.monotonic() + timeout
        while b"\n" not in self.buf:
            left = end - time.monotonic()
            if left <= 0:
                return None
            r, _, _ = select.select([self.proc.stdout], [], [], left)
            if not r:
                return None
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buf += chunk
        raw, self.buf = self.buf.split(b"\n", 1)
        return raw.decode(errors="replace").strip()

    def until(self, done, timeout, seen=None):
        end = time.monotonic() + timeout
        while True:
            l = self.line(end - time.monotonic())
            if l is None:
                return None
            if seen is not None:
                seen.append(l)
            if done(l):
                return l

    def evaluate(self, moves):
        """The engine's last Eval for the side to move after moves and its move (board
        notation), or (None, None)."""
        me = 1 + len(moves) % 2          # Black (1) moves after an even count
        lines = ["BOARD"]
        for i, m in enumerate(moves):
            x, y = point(m)
            colour = 1 if (1 + i % 2) == me else 2
            lines.append(f"{x},{y},{colour}")
        lines.append("DONE")
        # Rapfi (0.43) ignores a BOARD sent as soon as it has answered the last one: the
        # position was then lost and the engine restarted. A short pause avoids that.
        pause = self.answered + 0.05 - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        self.send(*lines)
        seen = []
        is_move = re.compile(r"^\d+,\d+$")
        # A fresh engine may first set up its hash table (Rapfi: most of a second, more
        # on a busy machine): restarting it for that would only start it over.
        got = self.until(lambda l: bool(is_move.match(l)), 10.0 if self.fresh else 1.0, seen)
        self.fresh = False
        if got is None:
            self.send("YXSTOP")
            got = self.until(lambda l: bool(is_move.match(l)), 2.0, seen)
        self.answered = time.monotonic()
        if got is None:
            self.start()
            return None, None
        x, y = (int(v) for v in got.split(","))
        move = f"{chr(ord('a') + x)}{15 - y}"
        value = None
        for l in seen:
            m = EVAL.search(l)
            if m:
                sign = -1 if m.group(1) == "-" else 1
                value = sign * (10 ** 6 if m.group(2) else int(m.group(3)))
        return value, move


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
