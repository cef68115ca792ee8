#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# A stand-in Gomocup engine for lab/tests/test_label.sh: it answers START, logs every board it
# is given (one line of "x,y,c" stones) to the file named by FAKE_LOG, and answers with a
# Rapfi-style MESSAGE line whose Eval depends on the number of stones: 7 stones -> 200,
# 8 -> -M5 (a mate against the side to move), 9 -> no answer until YXSTOP, 10 -> it exits
# (a crashed engine), 12 -> it hangs, YXSTOP or not (a stuck engine), otherwise 0; FAKE_LAST ("x,y=EV;N@x,y=EV") overrides that by the
# last stone of the board, or by the count and the last stone (lab/tests/test_find_blunders.sh).
# Its move is always 0,0 (a15). With FAKE_PIDS it appends its process id to that file.
import os
import sys
import time

log = open(os.environ["FAKE_LOG"], "a")
if os.environ.get("FAKE_PIDS"):
    with open(os.environ["FAKE_PIDS"], "a") as pids:
        pids.write(f"{os.getpid()}\n")
by_last = dict(kv.split("=") for kv in os.environ.get("FAKE_LAST", "").split(";") if kv)
board = None
for line in sys.stdin:
    line = line.strip()
    if line.startswith("START"):
        print("OK", flush=True)
    elif line == "BOARD":
        board = []
    elif line == "DONE":
        log.write(" ".join(board) + "\n")
        log.flush()
        n = len(board)
        if n == 10:
            sys.exit(0)
        if n == 9:
            continue
        if n == 12:
            time.sleep(60)
        ev = {7: "200", 8: "-M5"}.get(n, "0")
        last = board[-1].rsplit(",", 1)[0] if board else ""
        ev = by_last.get(f"{n}@{last}", by_last.get(last, ev))
        print(f"MESSAGE Depth 3-5 | Eval 17 | Time 1ms", flush=True)
        print(f"MESSAGE Depth 4-6 | Eval {ev} | Time 2ms", flush=True)
        print("0,0", flush=True)
        board = None
    elif line == "YXSTOP":
        print("MESSAGE stopped", flush=True)
        print("0,0", flush=True)
    elif board is not None:
        board.append(line)
