#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
"""Soak test of pbrain-renju: it plays GAMES fast games against itself through the
Gomocup protocol, as a match runner drives it, and its memory must stay flat.

    tests/soak/pbrain_selfplay.py [GAMES]      (GAMES defaults to 1000)

Environment: RENJU_BUILD (default build) holds pbrain-renju and renju-cli;
SOAK_TURN_MS the turn time sent as INFO timeout_turn (default 30, about 7 ms of search);
SOAK_SEED the seed of the random openings (default 1).

Two brains run for the whole soak; colours alternate. Each game starts from 0-4 stones (the
centre, then random points near it), sent as BEGIN or BOARD to the side to move (the other one gets a
BOARD with what it has not seen when its turn comes); from then on each gets the other's
move by TURN, and RESTART starts the next game. Checked: every answer is a point of the
board that is empty (Black with no legal point plays a foul after "MESSAGE no legal move"); the
game ends at a five (exactly five for Black), a full board or Black without a legal move;
renju-cli then replays the whole game under renju rules and must accept every move and
find the same winner. The VmRSS of both processes (from /proc) is sampled at the start,
after a warm-up (the transposition table's pages and the book are touched by then) and
at the end; the growth after the warm-up must stay under RSS_SLACK_KB. Not part of
`make test`: it takes minutes.
"""
import os
import random
import select
import subprocess
import sys
import time

SIZE = 15
RSS_SLACK_KB = 2048
MOVE_TIMEOUT_S = 20.0
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


class Brain:
    """One pbrain-renju process: lines in, lines out, with a timeout on every answer."""

    def __init__(self, path, name):
        self.name = name
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.buf = b""

    def send(self, text):
        self.proc.stdin.write(text.encode())
        self.proc.stdin.flush()

    def line(self):
        deadline = time.monotonic() + MOVE_TIMEOUT_S
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self.proc.stdout], [], [], max(left, 0))
            if not ready:
                raise SoakError(f"{self.name}: no answer within {MOVE_TIMEOUT_S:.0f} s")
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                raise SoakError(f"{self.name}: exited (status {self.proc.wait()})")
            self.buf += chunk
        text, self.buf = self.buf.split(b"\n", 1)
        return text.decode(errors="replace").strip()

    def answer(self):
        """The next line that is not a MESSAGE or DEBUG report (those kept in messages)."""
        self.messages = []
        while True:
            text = self.line()
            if not text.startswith(("MESSAGE", "DEBUG")):
                return text
            self.messages.append(text)

    def expect_ok(self, command):
        self.send(command + "\n")
        text = self.answer()
        if text != "OK":
            raise SoakError(f"{self.name}: '{command}' answered '{text}'")

    def rss_kb(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for row in status:
                if row.startswith("VmRSS:"):
                    return int(row.split()[1])
        raise SoakError(f"{self.name}: no VmRSS")

    def end(self):
        self.send("END\n")
        try:
            status = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise SoakError(f"{self.name}: still running 10 s after END")
        if status != 0:
            raise SoakError(f"{self.name}: exit status {status} after END")


class SoakError(Exception):
    pass


def notation(x, y):
    return "abcdefghijklmno"[x] + str(SIZE - y)


def five_made(stones, x, y, black):
    """Does the stone just put on (x, y) make five in a row (Black: exactly five)?"""
    colour = stones[(x, y)]
    for dx, dy in DIRECTIONS:
        run = 1
        for sign in (1, -1):
            k = 1
            while stones.get((x + sign * k * dx, y + sign * k * dy)) == colour:
                run += 1
                k += 1
        if run == 5 or (run > 5 and not black):
            return True
    return False


def parse_move(text, stones):
    parts = text.split(",")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        return None
    x, y = int(parts[0]), int(parts[1])
    if not (0 <= x < SIZE and 0 <= y < SIZE) or (x, y) in stones:
        return None
    return x, y


def opening(rng):
    """0-4 stones, Black first: the centre (as renju starts), then random points within
    two lines of it."""
    n = rng.randint(0, 4)
    points = [(x, y) for x in range(5, 10) for y in range(5, 10) if (x, y) != (7, 7)]
    return ([(7, 7)] + rng.sample(points, n - 1)) if n > 0 else []


def play_game(brains, black, rng, renju_cli):
    """One game; brains[black] plays Black. Returns (outcome, number of stones)."""
    moves = opening(rng)
    seen = [0, 0]  # moves each brain knows about
    stones = {}
    for i, p in enumerate(moves):
        stones[p] = i % 2
    outcome = None
    while outcome is None:
        mover_colour = len(moves) % 2  # 0 Black, 1 White
        who = black if mover_colour == 0 else 1 - black
        brain = brains[who]
        if seen[who] == len(moves) - 1 and seen[who] > 0:
            x, y = moves[-1]
            brain.send(f"TURN {x},{y}\n")
        elif not moves:
            brain.send("BEGIN\n")
        else:
            rows = [f"{x},{y},{1 if i % 2 == mover_colour else 2}" for i, (x, y) in
                    enumerate(moves)]
            brain.send("BOARD\n" + "\n".join(rows) + "\nDONE\n")
        text = brain.answer()
        if mover_colour == 0 and any(m.startswith("MESSAGE no legal move")
                                     for m in brain.messages):
            outcome = "no legal move"
            break
        p = parse_move(text, stones)
        if p is None:
            raise SoakError(f"{brain.name}: illegal answer '{text}' after "
                            f"{' '.join(notation(*m) for m in moves)}")
        moves.append(p)
        stones[p] = mover_colour
        seen[who] = len(moves)
        if five_made(stones, p[0], p[1], mover_colour == 0):
            outcome = "black" if mover_colour == 0 else "white"
        elif len(moves) == SIZE * SIZE:
            outcome = "draw"
    # The rules' own judge: every move legal (no foul, none after the end), same result.
    line = [notation(x, y) for x, y in moves]
    judged = subprocess.run([renju_cli, "play", "--rule", "renju"] + line,
                            capture_output=True, text=True)
    result = [r for r in judged.stdout.splitlines() if r.startswith("result:")]
    if judged.returncode != 0 or not result:
        raise SoakError(f"renju-cli refused the game {' '.join(line)}: "
                        f"{judged.stderr.strip()}")
    if outcome in ("black", "white") and not result[0].startswith(f"result: {outcome} wins"):
        raise SoakError(f"game {' '.join(line)}: ended by a {outcome} five, renju-cli says "
                        f"'{result[0]}'")
    return outcome, len(moves)


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    build = os.environ.get("RENJU_BUILD", "build")
    turn_ms = int(os.environ.get("SOAK_TURN_MS", "30"))
    rng = random.Random(int(os.environ.get("SOAK_SEED", "1")))
    pbrain = os.path.join(build, "pbrain-renju")
    renju_cli = os.path.join(build, "renju-cli")
    brains = [Brain(pbrain, "brain A"), Brain(pbrain, "brain B")]
    warm_up = max(1, games // 10)
    report_every = max(1, games // 10)
    tally = {}
    stones = 0
    samples = []
    started = time.monotonic()
    try:
        for b in brains:
            b.expect_ok("START 15")
            b.send(f"INFO rule 4\nINFO timeout_turn {turn_ms}\nINFO max_memory 16777216\n")
        samples.append(("start", [b.rss_kb() for b in brains]))
        for g in range(games):
            if g > 0:
                for b in brains:
                    b.expect_ok("RESTART")
            outcome, n = play_game(brains, g % 2, rng, renju_cli)
            tally[outcome] = tally.get(outcome, 0) + 1
            stones += n
            if g + 1 == warm_up:
                samples.append((f"after {g + 1} games", [b.rss_kb() for b in brains]))
            if (g + 1) % report_every == 0:
                print(f"  {g + 1} games, {time.monotonic() - started:.0f} s, RSS kB "
                      f"{brains[0].rss_kb()} / {brains[1].rss_kb()}", flush=True)
        samples.append((f"end ({games} games)", [b.rss_kb() for b in brains]))
        for b in brains:
            b.end()
    except SoakError as err:
        for b in brains:
            b.proc.kill()
        print(f"pbrain_selfplay: FAILED: {err}")
        return 1
    elapsed = time.monotonic() - started
    print(f"pbrain_selfplay: {games} games in {elapsed:.0f} s "
          f"({stones / max(games, 1):.1f} stones a game, turn {turn_ms} ms); results: " +
          ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    for label, (a, b) in samples:
        print(f"  VmRSS {label:>18}: brain A {a} kB, brain B {b} kB")
    base = samples[1][1] if len(samples) > 2 else samples[0][1]
    growth = [e - s for e, s in zip(samples[-1][1], base)]
    print(f"  growth after the warm-up: brain A {growth[0]:+d} kB, brain B {growth[1]:+d} kB "
          f"(allowed {RSS_SLACK_KB} kB)")
    if max(growth) > RSS_SLACK_KB:
        print("pbrain_selfplay: FAILED: memory grows")
        return 1
    print("pbrain_selfplay: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
