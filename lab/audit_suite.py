#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Checks a tactical suite (renju-cli bench-ai --suite) against a stronger Gomocup engine,
# so that a line the engine cannot solve because the line itself is wrong is found.
#
#   lab/audit_suite.py SUITE --referee ENGINE [--ms 3000]
#
# The referee prints Rapfi-style "MESSAGE ... Eval N" lines ("Eval -M16": the side to
# move loses in 16). Each line of the suite gets one verdict:
#
#   ok      the referee agrees
#   LOST    a move or avoid line whose side to move loses whatever it plays: no move
#           can solve it (the line claims a move that holds)
#   DOUBT   the referee does not confirm the claim: a win line without a proven win,
#           neither at the root nor, for the opponent, after the referee's move (a
#           referee plays a forced block at once, without a search); a move
#           line where the referee's own move, not among the expected ones, is no proven
#           loss (another move may hold); an avoid line whose move to avoid is no proven
#           loss
#   skip    a position given as stones (b=... w=...), which has no move order to send
#
# It searches the root (every line) and at most one position after it (move and avoid
# lines), --ms each, and prints "VERDICT line N: KIND ... (referee: ...)" per line, then
# a count. The exit status is 0; read the verdicts.
import argparse
import sys

from gomocup import MATE, Engine


def suite_lines(path):
    """(line number, kind, moves, expected points, comment) for each position line."""
    for n, raw in enumerate(open(path), 1):
        raw = raw.strip()
        if not raw or raw.startswith("#"):
            continue
        fields = [f.strip() for f in raw.split("|")]
        if len(fields) < 3:
            print(f"error: line {n}: not KIND | MOVES | EXPECTED | COMMENT", file=sys.stderr)
            continue
        comment = fields[3] if len(fields) > 3 else ""
        yield n, fields[0], fields[1].split(), fields[2].split(), comment


def show(value):
    if value is None:
        return "no answer"
    if abs(value) >= MATE:
        return "proven win" if value > 0 else "proven loss"
    return f"eval {value}"


def after(referee, moves, move, root, opponent_wins):
    """The verdict from the opponent's side after move: ok when the referee proves the
    opponent's win (opponent_wins) or its loss (not opponent_wins), else DOUBT."""
    v1, _ = referee.evaluate(moves + [move])
    why = f"{root}; after {move} the opponent has {show(v1)}"
    proven = v1 is not None and (v1 >= MATE if opponent_wins else v1 <= -MATE)
    return ("ok" if proven else "DOUBT"), why


def verdict(referee, kind, moves, expected):
    """(verdict, explanation) for one line."""
    if any("=" in m for m in moves):
        return "skip", "stones without a move order"
    v0, best = referee.evaluate(moves)
    if v0 is None:
        return "DOUBT", "the referee did not answer"
    root = f"{show(v0)}, plays {best}"
    if kind == "win":
        # A referee answers a forced block at once, without a search: ask it again
        # from the other side, after its move.
        return ("ok", root) if v0 >= MATE else after(referee, moves, best, root, False)
    if v0 <= -MATE:
        return "LOST", root
    if kind == "move":
        return ("ok", root) if best in expected else after(referee, moves, best, root, True)
    if kind == "avoid":
        return after(referee, moves, expected[0], root, True)
    return "DOUBT", f"unknown kind '{kind}'"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("suite")
    ap.add_argument("--referee", required=True, help="command of the judging engine")
    ap.add_argument("--ms", type=int, default=3000)
    a = ap.parse_args()
    referee = Engine(a.referee, a.ms)
    counts = {}
    for n, kind, moves, expected, comment in suite_lines(a.suite):
        v, why = verdict(referee, kind, moves, expected)
        counts[v] = counts.get(v, 0) + 1
        print(f"{v} line {n}: {kind} {' '.join(expected)} {comment} (referee: {why})",
              flush=True)
    summary = ", ".join(f"{counts[k]} {k}" for k in ("ok", "LOST", "DOUBT", "skip") if k in counts)
    print(f"audit_suite: {summary}", file=sys.stderr)


if __name__ == "__main__":
    main()
