#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# A Gomocup brain that relays: it answers with engine EARLY while the board holds fewer
# than K stones, then with engine LATE. Played against a third engine it tells where our
# games are lost: with a stronger engine as EARLY and ours as LATE, a better score means
# the first K stones were the trouble (lab/README.md, "Where the games are lost": Rapfi for
# the first 12 stones did not help against PentaZen, so the opening book stayed ours).
#
#   lab/relay.py "EARLY COMMAND" "LATE COMMAND" K
#
# Match runners take an engine as one command without arguments: wrap it in a two-line
# shell script (exec python3 lab/relay.py ...). Every move request goes to the chosen
# engine as a full BOARD, so neither engine's own idea of the game matters; START, INFO,
# RESTART and END go to both. The brain's own replies: OK, the move, ERROR with a reason
# (an engine that dies or answers no move), UNKNOWN for a command it does not relay.
import sys

from gomocup import Engine


def parse_move(text):
    x, y = (int(v) for v in text.split(","))
    return x, y


def main():
    if len(sys.argv) != 4 or not sys.argv[3].isdigit():
        sys.exit('usage: relay.py "EARLY COMMAND" "LATE COMMAND" K')
    engines = [Engine(sys.argv[1]), Engine(sys.argv[2])]
    k = int(sys.argv[3])
    moves = []  # (x, y, who): 1 ours, 2 the opponent's

    def say(line):
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    def think():
        engine = engines[0] if len(moves) < k else engines[1]
        board = ["BOARD"] + ["%d,%d,%d" % m for m in moves] + ["DONE"]
        answer = engine.reply() if engine.send(*board) else None
        try:
            x, y = parse_move(answer)
        except (AttributeError, ValueError):
            say("ERROR engine gave no move (%s)" % answer)
            return
        moves.append((x, y, 1))
        say("%d,%d" % (x, y))

    for raw in sys.stdin:
        line = raw.strip()
        word = line.split(" ")[0].upper() if line else ""
        try:
            if word == "START" or word == "RESTART":
                answers = [e.reply() if e.send(line) else None for e in engines]
                moves = []
                bad = [a for a in answers if a != "OK"]
                say("OK" if not bad else "ERROR an engine refused: %s" % bad[0])
            elif word == "INFO":
                for e in engines:
                    e.send(line)
            elif word == "BEGIN":
                moves = []
                think()
            elif word == "TURN":
                x, y = parse_move(line.split(" ", 1)[1])
                moves.append((x, y, 2))
                think()
            elif word == "BOARD":
                stones = []
                for stone in sys.stdin:
                    if stone.strip().upper() == "DONE":
                        break
                    stones.append(stone.strip())
                moves = [tuple(int(v) for v in s.split(",")) for s in stones]
                if any(len(m) != 3 for m in moves):
                    moves = []
                    raise ValueError
                think()
            elif word == "TAKEBACK":
                if moves:
                    moves.pop()
                say("OK")
            elif word == "ABOUT":
                say('name="relay", version="1", author="Renju"')
            elif word == "END":
                for e in engines:
                    e.send("END")
                break
            elif line:
                say("UNKNOWN " + line)
        except (IndexError, ValueError):
            say("ERROR malformed command: " + line)


if __name__ == "__main__":
    main()
