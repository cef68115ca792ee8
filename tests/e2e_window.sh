#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# End-to-end test of the game window: starts the real build/renju under Xvfb, plays with
# xdotool (mouse clicks and keys) and checks the outcome in the window title, which shows
# the move number, the side to move and the result. Needs Xvfb and xdotool
# (tools/deps.sh installs them); `make e2e` runs it.
#
#   1. a mouse game: a forbidden click (j8, double-three) plays nothing; Black then wins
#      with five h8..l8;
#   2. undo takes the winning move back; New game by keyboard asks first, the game being
#      unfinished: Cancel keeps it, Keep a copy writes it to the games folder;
#   3. a keyboard game (arrows + Enter) that White wins with five h9..l9... and the
#      language switch (L) changes the title to Ukrainian;
#   4. a game against the AI chosen in the New game dialog (White = computer, level 1):
#      the AI answers Black's move, undo takes both back, the AI answers again; at level
#      10 Move now (Y) makes it answer at once;
#   0. a picture that cannot be written whole (a file size limit stands in for a full
#      disk): `renju --screenshot` fails and the older picture stays whole;
#   5. nothing lost: three moves, `kill -9`, a new start shows the same position (and undo
#      still works); a broken autosave starts a new game instead of crashing, and is kept
#      aside as autosave-unreadable-*.renju;
#   6. files: Ctrl+S saves through the file dialog (over a file only after a question, two
#      quick saves to two files, Enter with no name inside a folder asks for one), Ctrl+O of a broken file keeps the game
#      (the dialog says why), Ctrl+O of the saved file brings it back (after a move: it
#      asks first, and keeps a copy of the unfinished game), and again by
#      walking the dialog's folders with the keys; Ctrl+C copies the
#      moves and Ctrl+V pastes them into a new game.
#   7. the Taraguchi-10 opening between two people: a stone outside its zone is refused,
#      a swap, stones 2-4, option B, ten proposals by clicking (a symmetric-free set), the
#      confirm key, White's pick among the marks, then normal play;
#   8. variants: White's double-three refused in gomokunarabe, a Pente capture frees its
#      points;
#   9. a failing autosave (autosave.renju is a directory): Ctrl+Q asks before the moves
#      are lost, Esc keeps playing, Ctrl+Q then Y quits with status 0;
#  10. clocks: a pause stops them, a loss on time between people, the sound keys, the
#      computer on a clock;
#  11. study mode: a problem refuted, then solved by mouse and keyboard, its progress
#      kept across a restart; a problem left and opened again as it was left; the window
#      killed in study opens there again, and left in the game, in the game.
#  12. other lines are kept: h8 i9 h9 i10 h10, two moves back (Page Up), h11 there; the
#      old line i10 h10 stays in the autosave through Ctrl+Q and kill -9, and the window
#      that resumed still holds it (its next autosave writes it again); a move undone is
#      redone (R) after a kill -9; a board letter on the next move's point stays readable.
#  13. resizes: the board fills the window's new size (its pixels, read by
#      tests/support/xpixel.py) and clicks play where they land, 900x560, 1340x760, and
#      600x400, below the least size 800x500, which the window takes back.
# The game's data and settings go to a temporary directory (XDG_DATA_HOME, XDG_CONFIG_HOME).
set -u
BIN=${RENJU_BIN:-build/renju}
W=1100
H=700
SIZE=${W}x${H}
fail() { echo "e2e: FAIL: $*"; cat "$CFG/log" 2>/dev/null | tail -5; cleanup; exit 1; }
CFG=$(mktemp -d)
XPID=""
RPID=""
cleanup() {
    [ -n "$RPID" ] && kill "$RPID" 2>/dev/null
    [ -n "$XPID" ] && kill "$XPID" 2>/dev/null
    rm -rf "$CFG"
}
command -v Xvfb >/dev/null || { echo "e2e: Xvfb missing (tools/deps.sh installs it)"; exit 1; }
command -v xdotool >/dev/null || { echo "e2e: xdotool missing"; exit 1; }
command -v python3 >/dev/null || { echo "e2e: python3 missing (tools/deps.sh installs it)"; exit 1; }
[ -x "$BIN" ] || { echo "e2e: $BIN not built"; exit 1; }

# 0. No display needed: a screenshot that hits the file size limit is refused.
"$BIN" --screenshot "$CFG/shot.png" --size 800x500 >"$CFG/log" 2>&1 || fail "no screenshot"
cp "$CFG/shot.png" "$CFG/shot.ok"
if (ulimit -f 16 && trap '' XFSZ && exec "$BIN" --screenshot "$CFG/shot.png" --size 1600x1000) \
    >"$CFG/log" 2>&1; then
    fail "a screenshot that could not be written whole reported success"
fi
grep -q "not saved" "$CFG/log" || fail "the failed screenshot did not say why: $(cat "$CFG/log")"
cmp -s "$CFG/shot.png" "$CFG/shot.ok" || fail "the failed screenshot damaged the older picture"
echo "e2e: screenshot on a full disk refused, the old picture kept"

# Our own display, locked (/tmp/.X<n>-lock): not "Xvfb -displayfd", which takes the lowest
# free number (:0, :1) and writes no lock file, so that another X server started there
# meanwhile (a lock file is all it looks at) took the display's socket, and our window
# was no longer on the server xdotool asked (twice in 20 runs under load: "no window",
# the display showing no window at all). From a number of this shell's own, upwards.
n=$((200 + $$ % 400))
XPID=""
while [ -z "$XPID" ]; do
    n=$((n + 1)); [ $n -gt 1000 ] && fail "no free display for Xvfb"
    [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
    Xvfb ":$n" -nolisten tcp -screen 0 1366x768x24 >/dev/null 2>&1 &
    XPID=$!
    i=0
    while ! DISPLAY=":$n" xdotool getmouselocation >/dev/null 2>&1; do
        kill -0 "$XPID" 2>/dev/null || { XPID=""; break; } # taken meanwhile: the next one
        i=$((i + 1)); [ $i -gt 100 ] && fail "Xvfb :$n did not answer"; sleep 0.1
    done
done
export DISPLAY=":$n" XDG_CONFIG_HOME="$CFG" XDG_DATA_HOME="$CFG/data" LC_ALL=C.UTF-8 LANGUAGE=
AUTOSAVE="$CFG/data/renju/autosave.renju"

# Sets WID to the program's visible window once it shows the game's title, or to nothing.
# The title names the state only after the first frame is presented, so a window found
# here takes input (under load the bare "Renju" window can take a second more, and the
# clicks sent to it were lost). SDL may own other, unnamed windows.
find_window() {
    WID=""
    for cand in $(xdotool search --onlyvisible --pid "$RPID" --classname '^renju$' 2>/dev/null); do
        case "$(xdotool getwindowname "$cand" 2>/dev/null)" in
        "Renju — "*|"Рендзю — "*|"Рэндзю — "*) WID=$cand ;;
        esac
    done
}

# Why no titled window came although renju runs (on stderr): the time, the load, the
# program's CPU time and each thread's state, every window of the program with its map
# state, class and title as X has them, whether xdotool's own search finds it, and every
# thread's stack (gdb, where installed). A hang shows its stack; a window that X shows
# with its title but the search missed points at the search; little CPU used in a long
# wait, at a machine's load, points at starvation.
hang_report() {
    {
        echo "e2e: no titled window after $(($(date +%s) - T0)) s, $i looks; load $(cut -d' ' -f1-3 /proc/loadavg)"
        ps -o pid,ni,stat,etime,time,args -p "$RPID" 2>&1
        for t in /proc/"$RPID"/task/*; do
            echo "thread $(cat "$t/comm" 2>/dev/null): state $(cut -d')' -f2 "$t/stat" 2>/dev/null | cut -d' ' -f2), in $(cat "$t/wchan" 2>/dev/null)"
        done
        kill -0 "$XPID" 2>/dev/null || echo "Xvfb ($DISPLAY) has exited"
        echo "renju's $(tr '\0' '\n' <"/proc/$RPID/environ" 2>/dev/null | grep '^DISPLAY='), ours DISPLAY=$DISPLAY"
        echo "the display (ours is 1366x768): $(xdpyinfo 2>&1 | grep -E 'dimensions|unable')"
        echo "every window of the display:"
        xwininfo -root -tree 2>&1 | grep -E '^ +0x' | head -40
        echo "xdotool's search: [$(xdotool search --onlyvisible --pid "$RPID" --classname '^renju$' 2>&1 | tr '\n' ' ')]"
        for w in $( (xdotool search --pid "$RPID"; xdotool search --classname renju) 2>/dev/null | sort -u); do
            echo "window $w: $(xwininfo -id "$w" 2>&1 | grep -E 'Map State|geometry' | tr -s ' \n' ' ')"
            xprop -id "$w" WM_NAME _NET_WM_NAME _NET_WM_PID WM_CLASS 2>&1 | sed 's/^/    /'
        done
        if command -v gdb >/dev/null; then
            gdb -p "$RPID" -batch -ex "thread apply all bt" 2>&1 | grep -E '^(Thread|#)'
        fi
    } >&2
}

start() {
    "$BIN" --size "$SIZE" "$@" >"$CFG/log" 2>&1 &
    RPID=$!
    T0=$(date +%s)
    i=0
    WID=""
    # Up to 900 looks (90 s and more: each look runs xdotool): under a load of 10 (CI
    # beside other jobs) the first window has taken over 30 s to appear; a program that
    # exits is caught at once below.
    tries=1
    while [ -z "$WID" ]; do
        i=$((i + 1))
        # X refused renju's connection (seen under a load of 15, after xdotool had just
        # reached the same display): renju says so and exits 1; try again, three times.
        if ! kill -0 "$RPID" 2>/dev/null && [ $tries -lt 3 ] &&
            grep -q "no display to open the window on" "$CFG/log"; then
            echo "e2e: renju reached no display (load $(cut -d' ' -f1 /proc/loadavg)); again" >&2
            wait "$RPID" 2>/dev/null
            tries=$((tries + 1))
            sleep 1
            "$BIN" --size "$SIZE" "$@" >"$CFG/log" 2>&1 &
            RPID=$!
        fi
        kill -0 "$RPID" 2>/dev/null ||
            fail "renju exited before its window appeared: $(tail -3 "$CFG/log")"
        if [ $i -gt 900 ]; then
            hang_report
            fail "no window (renju still running; its output: $(tail -3 "$CFG/log"))"
        fi
        sleep 0.1
        find_window
    done
    # The real size (a window manager or a small screen may change it): the title came
    # with the first frame, laid out for the size the window has then.
    eval "$(xdotool getwindowgeometry --shell "$WID")"
    W=$WIDTH
    H=$HEIGHT
}

# Should the window id have gone stale (SDL may recreate its X11 window), looks the
# program's window up again.
refind() {
    xdotool getwindowname "$WID" >/dev/null 2>&1 || find_window
}

title() {
    refind
    xdotool getwindowname "$WID" 2>/dev/null ||
        { kill -0 "$RPID" 2>/dev/null || echo "(renju exited: $(tail -3 "$CFG/log"))"; }
}

# Waits until the title contains $1 (up to $2 tenths of a second, default 50).
expect() {
    n=0
    while ! title | grep -q -- "$1"; do
        n=$((n + 1)); [ $n -gt "${2:-50}" ] && fail "title '$(title)' lacks '$1'"; sleep 0.1
    done
}

# The board's square by the same geometry as src/app/layout.c (the window is not HiDPI
# under Xvfb: points are pixels; LAYOUT_PANEL_MIN_W 375, LAYOUT_PANEL_MAX_W 640): bx, by
# its top-left, side its width.
LAYOUT_AWK='function board(w, h) {
        s = h / 740; if (w / 1100 < s) s = w / 1100; if (s < 0.45) s = 0.45;
        ts = s < 0.8 ? 0.8 : s;
        gap = int(12 * s + 0.5); pmin = int(375 * ts + 0.5); pmax = int(640 * ts + 0.5);
        side = h - 2 * gap; if (side > w - pmin - 3 * gap) side = w - pmin - 3 * gap;
        pw = w - side - 3 * gap; bx = gap; if (pw > pmax) bx += int((pw - pmax) / 2);
        by = int((h - side) / 2) }'

# The pixel of a point.
pt() {
    awk -v w=$W -v h=$H -v p="$1" "$LAYOUT_AWK"' BEGIN { board(w, h);
        cell = side / 16.1; gx = bx + 1.05 * cell; gy = by + 1.05 * cell;
        x = index("abcdefghijklmno", substr(p, 1, 1)) - 1; y = substr(p, 2) - 1;
        printf "%d %d\n", gx + x * cell, gy + (14 - y) * cell }'
}

# Runs the command after $1 and $2 until it succeeds, up to $1 seconds, else fails with $2.
# No check reads the window or a file after a fixed wait: under a load of 20 the window
# has taken seconds to handle a key, and a wait long enough for that is slow always.
poll() {
    end=$(($(date +%s) + $1))
    why=$2
    shift 2
    until "$@"; do
        [ "$(date +%s)" -lt "$end" ] || fail "$why"
        sleep 0.1
    done
}

# Waits up to 5 s for the command after $1 to succeed, else fails with $1: a file is
# written once the window has handled the keys.
soon() {
    why=$1
    shift
    poll 5 "$why" "$@"
}

# The moves of the autosave's game in order, "h8 i9 h9" (not its other lines).
saved_moves() {
    awk '/^[0-9]+\. / { printf "%s%s", s, $2; s = " " } END { print "" }' "$AUTOSAVE" 2>/dev/null
}

# Waits up to 5 s for the autosave's game to be the moves $1, else fails with $2. The
# window handles its input in order, so a refused click followed by a move is checked
# here once that move is saved: had the window played the refused click, the moves
# would differ.
moves_are() {
    n=0
    until [ "$(saved_moves)" = "$1" ]; do
        n=$((n + 1)); [ $n -gt 50 ] && fail "$2 (the moves: $(saved_moves))"; sleep 0.1
    done
}

click() {
    refind
    # shellcheck disable=SC2046
    xdotool mousemove --window "$WID" $(pt "$1") click 1
    sleep 0.15
}

key() { refind; xdotool key --window "$WID" "$@"; sleep 0.1; }

# Ctrl+Q, and the window is gone (nothing unsaved: no question).
quit_window() {
    key ctrl+q
    n=0
    while kill -0 "$RPID" 2>/dev/null; do
        n=$((n + 1)); [ $n -gt 100 ] && fail "Ctrl+Q did not quit"; sleep 0.1
    done
    wait "$RPID" 2>/dev/null; RPID=""
}

# 1. Mouse game, between two people (a first start, with no settings.conf, plays the
#    computer: tests/test_settings.c).
mkdir -p "$CFG/renju"
printf 'black = person\nwhite = person\n' >"$CFG/renju/settings.conf"
start
expect "Move 1 · Black to move"
click a1                                  # the first stone goes on the centre: refused
for p in h8 b2 i8 b4 j9 n13 j10 b13; do click $p; done
click j8                                  # double-three (h8 i8 j8, j8 j9 j10): refused
click i8                                  # occupied: refused
click d5                                  # move 9 (had j8 been played, it would be 10)
moves_are "h8 b2 i8 b4 j9 n13 j10 b13 d5" "a1 (off the centre), j8 (double-three) or i8 (occupied) was played"
expect "Move 10 · White to move"
for p in a15 e5 c15 f5 a13 g5 m1; do click $p; done
expect "Move 17 · Black to move"
click h5                                  # d5 e5 f5 g5 h5
expect "Black wins — five in a row"
echo "e2e: mouse game ok: $(title)"

# 2. Undo takes the win back; then a new game from the keyboard. The game is unfinished
#    and in no file, so N, Enter first asks: Esc (Cancel) goes back to the New game
#    dialog, Esc again closes it, and the game is still there (R redoes its win); Enter
#    (Keep a copy) keeps it in the games folder and starts the new game.
key u
expect "Move 17 · Black to move"
key n
key Return
key Escape
key Escape
key r                                      # Redo: the same game, its win there to redo
expect "Black wins — five in a row"        # (the Escapes were handled before it)
key u
expect "Move 17 · Black to move"
grep -q "^16. m1" "$AUTOSAVE" || fail "the unfinished game left the autosave"
ls "$CFG/data/renju/games"/unfinished-*.renju >/dev/null 2>&1 &&
    fail "Cancel kept a copy all the same"
key n
key Return
key Return                                 # Keep a copy
expect "Move 1 · Black to move"
grep -l "^16. m1" "$CFG/data/renju/games"/unfinished-*.renju >/dev/null 2>&1 ||
    fail "the unfinished game was not kept in the games folder"
echo "e2e: New game on an unfinished game asked; Cancel kept it, Keep a copy kept a copy"

# 3. A keyboard game: the cursor starts on h8 and stays on the last stone played.
key Return                                 # h8
key Up Return                              # h9
key Right Down Return                      # i8
key Up Return                              # i9
key Right Down Return                      # j8
key Up Return                              # j9
key Right Down Return                      # k8
key Up Return                              # k9
expect "Move 9 · Black to move"
key Right Down Return                      # l8: h8 i8 j8 k8 l8
expect "Black wins — five in a row"
key l                                      # next language: Ukrainian
expect "Чорні виграли"
echo "e2e: keyboard game ok: $(title)"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
grep -q "language = uk" "$CFG/renju/settings.conf" || fail "language not remembered"

# 4. Against the AI, chosen in the New game dialog by keyboard: W (White: computer),
#    1 (strength 1), Enter. The AI answers Black's move; undo returns to Black's turn.
printf 'language = en\nblack = person\nwhite = person\n' >"$CFG/renju/settings.conf"
grep -q "result: black wins" "$AUTOSAVE" || fail "the finished game was not autosaved"
rm -f "$AUTOSAVE"                          # a fresh board for the AI game
start
expect "Move 1 · Black to move"
key n w 1 Return
key Return                                 # h8
expect "Move 3 · Black to move" 150         # the AI has answered
key u
expect "Move 1 · Black to move"
key Return
expect "Move 3 · Black to move" 150
echo "e2e: AI game ok: $(title)"
# 4b. Move now: at level 10 (about 10 s a move) Y makes the computer play its best move
#     so far at once. Its second move comes from the opening book at once; after a
#     third stone far from the book (a1) it has to think.
key n 0 Return
key d                                      # the unfinished game: Discard
expect "Move 1 · Black to move"
key Return                                 # h8
expect "Move 3 · Black to move" 20         # the book's answer
click a1
expect "Move 4 · White to move"
key y
expect "Move 5 · Black to move" 20         # long before its ten seconds
echo "e2e: Move now ok: $(title)"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""

# 5. Killed in the middle of a game: the same position comes back.
rm -f "$AUTOSAVE"
printf 'language = en\nblack = person\nwhite = person\n' >"$CFG/renju/settings.conf"
start
expect "Move 1 · Black to move"
for p in h8 i9 h9; do click $p; done
expect "Move 4 · White to move"
kill -9 "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
grep -q "3. h9" "$AUTOSAVE" || fail "autosave lacks the last move"
start
expect "Move 4 · White to move"
click i10
expect "Move 5 · Black to move"
key u
expect "Move 4 · White to move"
echo "e2e: resumed after kill -9: $(title)"
kill -9 "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
printf 'Renju record 1\n1. h8\n2. h8\nend\n' >"$AUTOSAVE"
start
expect "Move 1 · Black to move"
grep -q "autosave.renju: line 3" "$CFG/log" || fail "a bad autosave was not reported"
click h8
expect "Move 2 · White to move"
grep -q "1. h8" "$AUTOSAVE" || fail "the new game replaced no bad autosave"
grep -l "2. h8" "$CFG/data/renju"/autosave-unreadable-*.renju >/dev/null 2>&1 ||
    fail "the unreadable autosave was not kept aside"
echo "e2e: bad autosave: kept aside, new game"

# 6. Files: save, a broken file, load; copy and paste.
click i9
expect "Move 3 · Black to move"
key ctrl+s
key ctrl+u
xdotool type --window "$WID" --delay 20 "$CFG/two.psq"
key Return
soon "Ctrl+S saved nothing" test -s "$CFG/two.psq"
# Saving over a file asks first: N keeps it (and types nothing), Y replaces it. Two saves
# under the offered name, in the same second, make two files.
printf 'kept\n' >"$CFG/kept.renju"
key ctrl+s
key ctrl+u
xdotool type --window "$WID" --delay 20 "$CFG/kept"
key Return
key n
key Return                                 # the field still says kept.renju: asks again
key n Escape
[ "$(cat "$CFG/kept.renju")" = kept ] || fail "a save replaced a file without asking"
key ctrl+s
key ctrl+u
xdotool type --window "$WID" --delay 20 "$CFG/kept.renju"
key Return
key y
soon "Replace did not save the game" grep -q "^1\. " "$CFG/kept.renju"
# Enter with no name inside a folder says to type one (the dialog's message line, in the
# theme's red: more red pixels than before) and keeps the dialog and its field: the name
# typed next saves in that folder.
reds() { # the window's pixels of the theme's red (the dark theme's COLOUR_BAD and its blends)
    python3 tests/support/xpixel.py "$WID" --area 0,0,$W,$H |
        awk '$1 > 150 && $1 - $2 > 80 && $1 - $3 > 80 { n++ } END { print n + 0 }'
}
mkdir -p "$CFG/named"
key ctrl+s
key ctrl+u
xdotool type --window "$WID" --delay 20 "$CFG/named/"   # the dialog lists that folder
red0=$(reds)                               # (the board before the dialog has more red)
key Return                                 # no name: it says so
more_red() { red1=$(reds); [ "$red1" -gt $((red0 + 20)) ]; }
poll 5 "Enter with no name said nothing (red pixels $red0, then no more than 20 more)" more_red
xdotool type --window "$WID" --delay 20 "mine"
key Return
soon "the name typed after the notice saved nothing" test -s "$CFG/named/mine.renju"
echo "e2e: the save dialog asks for a name inside a folder (red pixels $red0 -> $red1)"
GAMES="$CFG/data/renju/games"
n0=$(ls "$GAMES" 2>/dev/null | wc -l)
games_are() { [ "$(ls "$GAMES" | wc -l)" -eq "$1" ]; }
key ctrl+s Return ctrl+s Return
soon "two quick saves did not make two files" games_are $((n0 + 2))
# The name offered is selected: a name typed replaces it, its ending kept (audit 24 C10:
# it was appended, "game-….renjutyped").
key ctrl+s
xdotool type --window "$WID" --delay 20 "typed"
key Return
soon "a name typed after Ctrl+S did not replace the one offered" test -s "$GAMES/typed.renju"
printf 'Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n' >"$CFG/broken.psq"
key ctrl+o
key ctrl+u
xdotool type --window "$WID" --delay 20 "$CFG/broken.psq"
key Return
key Escape
click j10                                  # the game is the same: it goes on
expect "Move 4 · White to move"
# The saves came before: a fourth file would be there now.
games_are $((n0 + 3)) || fail "two quick saves and typed.renju made $(ls "$GAMES")"
key ctrl+o
key ctrl+u
xdotool type --window "$WID" --delay 20 "$CFG/two.psq"
key Return                                 # j10 is in no file: it asks first
key Return                                 # Keep a copy, then the record opens
expect "Move 3 · Black to move"            # (without the question, no copy below)
grep -l "^3. j10" "$CFG/data/renju/games"/unfinished-*.renju >/dev/null 2>&1 ||
    fail "opening a file kept no copy of the unfinished game"
key ctrl+c
key n Return
expect "Move 1 · Black to move"
key ctrl+v
expect "Move 3 · Black to move"
# A numbered move list pastes; one whose numbers do not count right is refused before any
# question about the game in progress, which goes on (audit 30 B2). The texts go to the
# clipboard from the save dialog's field (Ctrl+A, Ctrl+C there).
clip() { key ctrl+s ctrl+u; xdotool type --window "$WID" --delay 20 "$1"; key ctrl+a ctrl+c Escape; }
clip "1. h8 2. h9 5. i8"
key ctrl+v
click j10                                  # no question over the board: j10 is played
expect "Move 4 · White to move"
clip "1. h8 2. h9 3. i8 4. j7 5. g8"
key ctrl+v
key d                                      # the game with j10 is in no file: Discard
expect "Move 6 · White to move"
# The dialog's folders: Open starts in the folder of the last file opened (two.psq's),
# Ctrl+G goes to the games folder ("..", then club/); Enter goes into a folder and opens a
# game; a broken file beside it is only listed as such.
mkdir -p "$CFG/data/renju/games/club"
cp "$CFG/two.psq" "$CFG/data/renju/games/club/b.psq"
cp "$CFG/broken.psq" "$CFG/data/renju/games/club/a.psq"
key n Return d                             # the pasted game is in no file: Discard
expect "Move 1 · Black to move"
key ctrl+o ctrl+g
key Down Down Return       # ".." then club/: into it
key Down Down Down Return  # "..", a.psq (broken), b.psq: opened
expect "Move 3 · Black to move"
echo "e2e: files ok: $(title)"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""

# 7. Taraguchi-10, person against person, chosen in the New game dialog: O cycles the
#    opening (free -> Taraguchi-10).
rm -f "$AUTOSAVE"
printf 'language = en\nopening = free\nblack = person\nwhite = person\n' >"$CFG/renju/settings.conf"
start
key n o Return
expect "Move 1 · Black to move"
click h8
expect "Move 2 · White to move"
click l12                                  # outside the 3x3: refused
expect "Move 2 · White to move"
key s                                      # the second player swaps
click i9
expect "Move 3 · Black to move"
click g9
expect "Move 4 · White to move"
click j7
expect "Black decides"
key b                                      # option B: ten fifth moves
for p in h10 i8 g8 h7 i10 f8 j9 g7 f10 k5; do click $p; done
key c
expect "White decides"
click a1                                   # not proposed: refused
expect "White decides"
click i8                                   # White picks i8 for Black
expect "Move 6 · White to move"
click k9
expect "Move 7 · Black to move"
echo "e2e: Taraguchi-10 opening ok: $(title)"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""

# 8. Variants between two people. Gomokunarabe: White's double-three (j9: h9 i9 j9,
#    j9 j10 j11) is refused as Black's is. Pente: g8 takes h8 i8 (closed by j8), so h8
#    is free again.
rm -f "$AUTOSAVE"
printf 'language = en\nopening = free\nblack = person\nwhite = person\n' >"$CFG/renju/settings.conf"
start --rule gomokunarabe
for p in h8 h9 c3 i9 m3 j10 c13 j11 m13; do click $p; done
click j9                                   # White's double-three: refused
click k12
moves_are "h8 h9 c3 i9 m3 j10 c13 j11 m13 k12" "White's double-three j9 was played in gomokunarabe"
expect "Move 11 · Black to move"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
rm -f "$AUTOSAVE"
start --rule pente
for p in h8 h9 i8 j8 c3 g8; do click $p; done
expect "Move 7 · Black to move"
click h8
expect "Move 8 · White to move"
echo "e2e: variants ok: $(title)"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""

# 9. The autosave cannot be written: quitting asks first.
rm -f "$AUTOSAVE"
mkdir "$AUTOSAVE"
printf 'language = en\nopening = free\nblack = person\nwhite = person\n' >"$CFG/renju/settings.conf"
start
expect "Move 1 · Black to move"
click h8
expect "Move 2 · White to move"
key ctrl+q                                 # it asks
key Escape                                 # and goes on
click i9
expect "Move 3 · Black to move"
kill -0 "$RPID" 2>/dev/null || fail "Ctrl+Q quit without asking while the autosave fails"
key ctrl+q
key y
i=0
while kill -0 "$RPID" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 50 ] && fail "Y in the quit question did not quit"; sleep 0.1
done
wait "$RPID"
status=$?
RPID=""
[ "$status" -eq 0 ] || fail "quitting exited with status $status"
rmdir "$AUTOSAVE"
echo "e2e: failing autosave: quitting asked first"

# 10. Clocks. Between two people, 10 s a move: the pause (X) stops both clocks and refuses
#     moves; after it White's clock runs out. Against the computer on a clock (absolute
#     1 min): it answers within its budget, and the record keeps the control and times.
#     No clock runs before the first action; the computer's first move waits for X.
rm -f "$AUTOSAVE"
printf 'language = en\nblack = person\nwhite = person\nclock = move 10s\n' \
    >"$CFG/renju/settings.conf"
start
sleep 11                                   # nobody has begun: no clock runs
title | grep -q "Move 1 · Black to move" || fail "a clock ran before the first move: $(title)"
click h8
expect "Move 2 · White to move"
key x
sleep 11
click i9                                   # paused: refused
expect "Move 2 · White to move"
key x
expect "White lost on time" 130
grep -q "^2. timeout white" "$AUTOSAVE" || fail "the loss on time was not saved"
grep -q "^clock: move 10s" "$AUTOSAVE" || fail "the time control was not saved"
echo "e2e: loss on time ok: $(title)"
# The sound keys of the keymap: 0 off, - quieter, the = key (+) louder and on again.
settings_have() { # waits up to 5 s for the settings line $1, else fails with $2
    n=0
    while ! grep -q "^$1\$" "$CFG/renju/settings.conf"; do
        n=$((n + 1)); [ $n -gt 50 ] && fail "$2"; sleep 0.1
    done
}
key 0
settings_have "sound = 0" "0 did not turn the sound off"
key minus
settings_have "volume = 60" "- did not lower the volume"
key equal
settings_have "sound = 1" "+ did not turn the sound on"
settings_have "volume = 70" "+ did not raise the volume"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
rm -f "$AUTOSAVE"
printf 'language = en\nblack = person\nwhite = ai\nai_level = 1\nclock = absolute 1m\n' \
    >"$CFG/renju/settings.conf"
start
click h8
expect "Move 3 · Black to move" 150
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
grep -q "^clock: absolute 1m" "$AUTOSAVE" || fail "the AI game's clock was not saved"
grep -qE "^2\. [a-o][0-9]+ [0-9.]+s" "$AUTOSAVE" || fail "the AI's thinking time was not saved"
echo "e2e: AI on a clock ok"
# The computer first on a clock: the start-up game waits paused for X, then it plays.
rm -f "$AUTOSAVE"
printf 'language = en\nblack = ai\nwhite = person\nai_level = 1\nclock = move 5s\n' \
    >"$CFG/renju/settings.conf"
start
sleep 6
title | grep -q "Move 1 · Black to move" || fail "the computer began on its own: $(title)"
click h8                                   # paused: refused
key x
expect "Move 2 · White to move" 150
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
grep -qE "^1\. [a-o][0-9]+$" "$AUTOSAVE" || fail "the first move was timed: $(cat "$AUTOSAVE")"
echo "e2e: the computer's first move waited for X"

# 11. Study mode (W): it opens on the easiest problem (1.1); level 3's first (seed problem
#     1, Black: h9, then h10, k13, l14 against the defence's answers h6, h11, g9), a wrong
#     move refuted and taken back, a solution by mouse and keyboard; the progress survives
#     a restart, which opens in study on the problem left open; 1.1 left after f3 (for 1.2)
#     and opened again still has f3 and f4; Esc, and the next start is in the game.
rm -f "$AUTOSAVE"
mkdir -p "$CFG/renju"
printf 'language = en\nblack = person\nwhite = person\n' >"$CFG/renju/settings.conf"
start
key w
expect "Study · 1.1 · Move 1"
key 3                                     # level 3: its first problem not solved, 3.1
expect "Study · 3.1 · Move 1"
click a1                                  # no threat: refuted, the title says so
expect "wrong move" 100
click h8                                  # any click takes it back
expect "3.1 · Move 1"
click h9
expect "Move 3" 30                        # the defence answered h6
click h10
expect "Move 5" 30                        # ... and h11
key Right Right Right Up Up Up Return     # the cursor from h10 to k13
expect "Move 7" 30                        # ... and g9
key Right Up Return                       # l14: the five, after a wrong move: no tick
expect "Solved after a wrong move"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
grep -q "^problem seed-1-three-then-four-three solved 2 tries 1 wrong 1 " \
    "$CFG/data/renju/study-progress.txt" || fail "the study progress was not saved"
start                                     # killed in study: it opens there again, on 3.1
expect "Study · 3.1"
key 1                                     # level 1: the easiest problem not solved yet
expect "Study · 1.1 · Move 1"
click f3                                  # the line's first move: the defence answers f4
expect "1.1 · Move 3" 30
key Next                                  # the problem list's next: problem 1.2
expect "Study · 1.2 · Move 1"
key Prior                                 # back: 1.1 as it was left, f3 and f4 on it
expect "Study · 1.1 · Move 3"
kill -9 "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
start
expect "Study · 1.1"                      # the problem open when the window was killed
key Escape                                # leaves study mode: the game is back
expect "Move 1 · Black to move"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
start
expect "Move 1 · Black to move"           # left in the game: it opens in the game
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
echo "e2e: study mode ok"
# A problem resumed after Ctrl+Q is the same attempt: one try (audit 18b #9).
rm -f "$CFG/data/renju/study-progress.txt" "$CFG/data/renju/study-play.txt"
printf 'language = en\nblack = person\nwhite = person\nstudy = 1\n' >"$CFG/renju/settings.conf"
start
expect "Study · 1.1 · Move 1"
click f3
expect "1.1 · Move 3" 30
quit_window
start
expect "Study · 1.1 · Move 3"
click e4
expect "1.1 · Move 5" 30
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
grep -q "^problem games-9 solved 0 tries 1 " "$CFG/data/renju/study-progress.txt" ||
    fail "a resumed problem counted another try: $(cat "$CFG/data/renju/study-progress.txt")"
echo "e2e: a resumed problem is one try ok"

# 12. Other lines survive quitting and kill -9.
rm -f "$AUTOSAVE"
printf 'language = en\nblack = person\nwhite = person\n' >"$CFG/renju/settings.conf"
start
for p in h8 i9 h9 i10 h10; do click $p; done
expect "Move 6 · White to move"
key Prior Prior                           # back to the position after h9
click h11                                 # White plays there: a new line
expect "Move 5 · Black to move"
lines_kept() { # the game h8 i9 h9 h11 with the line i10 h10 after h9
    grep -q "^Renju record [29]$" "$AUTOSAVE" && grep -q "^  4\. i10" "$AUTOSAVE" &&
        grep -q "^  5\. h10" "$AUTOSAVE" && grep -q "^4\. h11" "$AUTOSAVE" ||
        fail "$1: $(cat "$AUTOSAVE")"
}
lines_kept "the other line was not autosaved"
quit_window
lines_kept "quitting lost the other line"
start
expect "Move 5 · Black to move"
click j12                                 # the resumed window writes its lines again
expect "Move 6 · White to move"
lines_kept "the resumed window lost the other line"
kill -9 "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
start
expect "Move 6 · White to move"
key u                                     # back to h11 (the resumed window's tree again)
expect "Move 5 · Black to move"
lines_kept "kill -9 lost the other line"
# j12, undone, is kept for redo: R plays it again after a kill -9, as before it (it once
# said "nothing to redo").
soon "the autosave keeps no move to redo: $(cat "$AUTOSAVE")" grep -q "^redo: 1$" "$AUTOSAVE"
kill -9 "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
start
expect "Move 5 · Black to move"
key r
expect "Move 6 · White to move"
moves_are "h8 i9 h9 h11 j12" "R after a kill -9 did not redo j12"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
echo "e2e: other lines kept through Ctrl+Q and kill -9, an undone move redone after it"

# 12b. A board letter on the next move's point (browsing, the move shown as a neutral grey
#      mark, no advice: audit 25 B2) reads: the mark is a ring round it, its middle not the
#      mark's (a dot hid the letter).
printf 'Renju record 5\nrule: renju\n\n1. h8\n2. i9\n@ h9 A\n3. h9\nend\n' >"$CFG/letter.renju"
rm -f "$AUTOSAVE"
start "$CFG/letter.renju"
expect "Move 4 · White to move"
key Prior                                 # the position after i9: h9 next, lettered A
grey() { # how many "R G B" lines on stdin are the next move's grey (COLOUR_NEXT_MOVE)
    awk '$1 > 70 && $1 < 135 && $1 - $3 < 30 && $1 - $2 < 16 && $2 - $1 < 16 { n++ } END { print n + 0 }'
}
letter_ringed() {
    # shellcheck disable=SC2046
    set -- $(pt h9) $(pt h10)
    r=$((($2 - $4) / 2))                  # half a cell
    middle=$(python3 tests/support/xpixel.py "$WID" --area $(($1 - 2)),$(($2 - 2)),5,5 | grey)
    round=$(python3 tests/support/xpixel.py "$WID" --area $(($1 - r)),$(($2 - r)),$((2 * r)),$((2 * r)) |
        grey)
    SEEN="grey pixels: $middle in the middle of h9, $round round it"
    [ "$middle" -eq 0 ] && [ "$round" -gt 20 ]
}
n=0
until letter_ringed; do
    n=$((n + 1))
    [ $n -gt 50 ] && fail "the next move's mark hides the letter on h9, or is not drawn ($SEEN)"
    sleep 0.1
done
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
echo "e2e: the next move's mark rings the letter on its point ($SEEN)"

# 13. The layout follows the window's size: made smaller, larger, and smaller than its
#     least size (800x500: no window manager here keeps the minimum, so the window takes
#     it back), the board fills the new height: the pixels inside its four corners are
#     wood, those just right of it and just below it are not (a frame still laid out for
#     the old size fails one or the other), and a click plays on the point under it.
wood() { # how many "R G B" lines on stdin are the board's light warm brown
    awk '$1 > 140 && $1 > $2 && $2 > $3 && $1 - $3 > 50 { n++ } END { print n + 0 }'
}

# Is the board drawn for the window's present size? The pixels inside its four corners
# are wood, those just right of it and just below it are not (a frame still laid out for
# another size fails one or the other). Sets W and H to the window's size, and SEEN to
# what it read.
board_shown() {
    refind
    geometry=$(xdotool getwindowgeometry --shell "$WID" 2>/dev/null) || return 1
    eval "$geometry"
    W=$WIDTH
    H=$HEIGHT
    # shellcheck disable=SC2046
    set -- $(awk -v w=$W -v h=$H "$LAYOUT_AWK"' BEGIN { board(w, h);
        printf "%d %d %d\n", bx, by, side }')
    x0=$(($1 + 4)) y0=$(($2 + 4)) x1=$(($1 + $3 - 5)) y1=$(($2 + $3 - 5))
    inside=$(python3 tests/support/xpixel.py "$WID" $x0,$y0 $x1,$y0 $x0,$y1 $x1,$y1)
    outside=$(python3 tests/support/xpixel.py "$WID" $(($1 + $3 + 2)),$(($2 + $3 / 2)) \
        $(($1 + $3 / 2)),$(($2 + $3 + 2)))
    SEEN="the window (${W}x$H) does not show the board at ${3}px from ($1,$2): inside \
$(echo $inside), outside $(echo $outside)"
    [ "$(echo "$inside" | wood)" = 4 ] && [ "$(echo "$outside" | wood)" = 0 ]
}

# Waits up to 12 s for board_shown, else fails naming $1.
board_fits() {
    end=$(($(date +%s) + 12))
    until board_shown; do
        [ "$(date +%s)" -lt "$end" ] || fail "after $1 $SEEN"
        sleep 0.1
    done
}
rm -f "$AUTOSAVE"
start
expect "Move 1 · Black to move"
xdotool windowmove "$WID" 0 0
xdotool windowsize "$WID" 900 560
board_fits "a resize to 900x560"
click h8                                  # the first stone: only the centre is taken
expect "Move 2 · White to move"
xdotool windowsize "$WID" 1340 760
board_fits "a resize to 1340x760"
click o15
expect "Move 3 · Black to move"
xdotool windowsize "$WID" 600 400
n=0
until [ "$(xdotool getwindowgeometry "$WID" | grep -o '[0-9]*x[0-9]*$')" = 800x500 ]; do
    n=$((n + 1))
    [ $n -gt 50 ] && fail "a window made 600x400 did not take its least size 800x500 back: \
$(xdotool getwindowgeometry "$WID")"
    sleep 0.1
done
board_fits "a resize to 600x400 (taken back to 800x500)"
click a1
expect "Move 4 · White to move"
grep -q "^1\. h8" "$AUTOSAVE" && grep -q "^2\. o15" "$AUTOSAVE" && grep -q "^3\. a1" "$AUTOSAVE" ||
    fail "the clicks after the resizes played elsewhere: $(cat "$AUTOSAVE")"
kill "$RPID"; wait "$RPID" 2>/dev/null; RPID=""
echo "e2e: the layout follows the window's size (900x560, 1340x760, least 800x500)"

echo "e2e: all passed"
cleanup
exit 0
