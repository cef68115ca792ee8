# Renju - MIT licence, see LICENSE.
#
# The lab's one Gomocup client: an outside engine (a "brain") run as a child process,
# spoken to in lines. label.py, audit_suite.py and find_blunders.py ask it for an
# evaluation (Engine(cmd, ms).evaluate(moves)); relay.py passes a match runner's commands
# through to two of them (Engine(cmd), send, reply).
#
# The command runs through the shell, so "cd DIR && ./pbrain-x" works (Rapfi reads its
# configuration from the working directory). With ms, start() sends START 15, rule 4
# (renju) and the time per move and waits for OK; without it, the caller says START.
import os
import re
import select
import signal
import subprocess
import time

EVAL = re.compile(r"\bEval\s+([+-]?)(M?)(\d+)", re.IGNORECASE)
MOVE = re.compile(r"^\d+,\d+$")
MATE = 10 ** 6                   # evaluate()'s value of a proven win ("Eval +M16")


def point(name):
    """'h8' -> (x, y) of the Gomocup protocol: x from the left, y from the top."""
    return ord(name[0]) - ord("a"), 15 - int(name[1:])


def name(x, y):
    """(x, y) of the Gomocup protocol -> 'h8'."""
    return f"{chr(ord('a') + x)}{15 - y}"


class Engine:
    def __init__(self, cmd, ms=None):
        self.cmd = cmd
        self.ms = ms
        self.proc = None
        self.buf = b""
        self.start()

    def start(self):
        """(Re)start the engine; with ms, set it up for renju. False if it did not say OK."""
        if self.proc:
            # The whole group: killing the shell alone left the engine running (a Rapfi
            # restarted on a busy machine kept its 256 MB and its processor for a while).
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except OSError:
                pass
            self.proc.wait()
        self.proc = subprocess.Popen(self.cmd, shell=True, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        self.buf = b""
        self.fresh = True
        self.answered = 0.0
        if self.ms is None:
            return True
        self.send("START 15", "INFO rule 4", f"INFO timeout_turn {self.ms}",
                  "INFO timeout_match 0", "INFO max_memory 268435456")
        return self.until(lambda l: l.startswith("OK"), 5.0) is not None

    def send(self, *lines):
        """False when the engine is gone (the wait for its answer then fails too)."""
        try:
            self.proc.stdin.write(("\n".join(lines) + "\n").encode())
            self.proc.stdin.flush()
            return True
        except OSError:
            return False

    def line(self, timeout=None):
        """The next output line, or None after timeout seconds (None: no limit) or when
        the engine has died."""
        end = None if timeout is None else time.monotonic() + timeout
        while b"\n" not in self.buf:
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
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
        """The first line within timeout seconds for which done() holds, or None; every
        line read is appended to seen."""
        end = time.monotonic() + timeout
        while True:
            l = self.line(end - time.monotonic())
            if l is None:
                return None
            if seen is not None:
                seen.append(l)
            if done(l):
                return l

    def reply(self):
        """The next line that is not a message (MESSAGE, DEBUG, UNKNOWN), waiting as long
        as it takes, or None when the engine has died."""
        while True:
            l = self.line()
            if l is None:
                return None
            if l and not l.upper().startswith(("MESSAGE", "DEBUG", "UNKNOWN")):
                return l

    def evaluate(self, moves):
        """The engine's last Eval for the side to move after moves and its move (board
        notation), or (None, None). A proven win or loss is +-MATE. A search that gives
        no move within a second (ten for a fresh engine, which may be setting up its
        tables) is stopped with YXSTOP; an engine that still does not answer, or dies,
        is restarted."""
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
        # A fresh engine may first set up its hash table (Rapfi: most of a second, more
        # on a busy machine): restarting it for that would only start it over.
        got = self.until(lambda l: bool(MOVE.match(l)), 10.0 if self.fresh else 1.0, seen)
        self.fresh = False
        if got is None:
            self.send("YXSTOP")
            got = self.until(lambda l: bool(MOVE.match(l)), 2.0, seen)
        self.answered = time.monotonic()
        if got is None:
            self.start()
            return None, None
        x, y = (int(v) for v in got.split(","))
        value = None
        for l in seen:
            m = EVAL.search(l)
            if m:
                sign = -1 if m.group(1) == "-" else 1
                value = sign * (MATE if m.group(2) else int(m.group(3)))
        return value, name(x, y)
