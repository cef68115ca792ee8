#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Finds our decisive mistakes in match games and writes them as "avoid" lines of a
# tactical suite (renju-cli bench-ai --suite; tests/fixtures/blunders.txt was made so).
#
#   lab/find_blunders.py MATCH.sgf MATCH.msg [MORE.sgf MORE.msg...] --referee ENGINE
#                          [--ms 2000] [--name A]
#
# The inputs are c-gomoku-cli's game records (-sgf) and engine messages (-msg), a pair
# per match; our engine is the one named --name there (its messages are pbrain-renju's
# "depth D ev E ..." lines). A candidate is a move of ours after which the opponent at
# once announced a forced win ("ev +v19", PentaZen; "Eval +M19", Rapfi) that it had not
# announced a move earlier, while we saw no loss (our evaluation above -20000) and did not
# play from the book. The referee, a stronger Gomocup engine that prints Rapfi-style
# "MESSAGE ... Eval N" lines, then searches three positions for --ms each: before our
# move (not already lost for us, and its own move is another), after our move (a forced
# win for the opponent) and after its own move (none). What survives is printed, each
# position once:
#
#   avoid | MOVES BEFORE | OUR MOVE | move N: lets in a forced win (referee: X holds)
import argparse
import re
import sys

from gomocup import MATE, Engine
from sgf2games import moves_of

CLAIM = re.compile(r"(?:\bev |\bEval )\+[vVmM](\d+)")
OUR_EVAL = re.compile(r"\bev (-?\d+)")
PLY = re.compile(r"^(\d+)\) (\S+): (.*)$")


def sgf_games(path):
    """{game number: moves in board notation} from a c-gomoku-cli SGF file."""
    games = {}
    text = open(path).read()
    for g in re.findall(r"\(;FF.*?\)\s*(?=\(;FF|\Z)", text, re.S):
        gn = re.search(r"GN\[(\d+)\]", g)
        if not gn:
            continue
        games[int(gn.group(1))] = moves_of(g)
    return games


def msg_games(path):
    """{game number: {ply: (engine name, message)}} from a c-gomoku-cli message file."""
    games = {}
    for block in open(path).read().split("------------------------------"):
        gid = re.search(r"Game ID: (\d+)", block)
        if not gid:
            continue
        plies = {}
        for line in block.splitlines():
            m = PLY.match(line.strip())
            if m:
                plies[int(m.group(1))] = (m.group(2), m.group(3))
        games[int(gid.group(1))] = plies
    return games


def candidates(sgf, msg, name):
    """(moves before, our move, the opponent's claim) for each suspect move of ours."""
    games = sgf_games(sgf)
    for gid, plies in sorted(msg_games(msg).items()):
        moves = games.get(gid)
        if not moves:
            continue
        for ply, (who, text) in sorted(plies.items()):
            if who != name or " book " in f" {text} " or ply > len(moves):
                continue
            ours = OUR_EVAL.search(text)
            if not ours or int(ours.group(1)) <= -20000:
                continue
            after = plies.get(ply + 1)
            before = plies.get(ply - 1)
            if not after or after[0] == name or not CLAIM.search(after[1]):
                continue
            if before and before[0] != name and CLAIM.search(before[1]):
                continue
            yield moves[:ply - 1], moves[ply - 1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", help="SGF and message files, in pairs")
    ap.add_argument("--referee", required=True, help="command of the judging engine")
    ap.add_argument("--ms", type=int, default=2000)
    ap.add_argument("--name", default="A", help="our engine's name in the match")
    a = ap.parse_args()
    if len(a.files) % 2:
        ap.error("the files come in pairs: MATCH.sgf MATCH.msg")
    referee = Engine(a.referee, a.ms)
    seen = set()
    found = checked = 0
    for sgf, msg in zip(a.files[::2], a.files[1::2]):
        for before, ours in candidates(sgf, msg, a.name):
            key = (" ".join(before), ours)
            if key in seen:
                continue
            seen.add(key)
            checked += 1
            v0, best = referee.evaluate(before)
            if v0 is None or v0 <= -MATE or best == ours:
                continue
            v1, _ = referee.evaluate(before + [ours])
            if v1 is None or v1 < MATE:
                continue
            v2, _ = referee.evaluate(before + [best])
            if v2 is None or v2 >= MATE:
                continue
            found += 1
            print(f"avoid | {' '.join(before)} | {ours} | move {len(before) + 1}: lets in "
                  f"a forced win (referee: {best} holds)", flush=True)
    print(f"find_blunders: {found} of {checked} candidates confirmed", file=sys.stderr)


if __name__ == "__main__":
    main()
