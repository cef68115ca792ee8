#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# How long the window takes to show its first frame: `renju --bench-first-frame` under a
# private Xvfb display, RUNS times (default 7), at 1024x640 and at 1920x1080. For each
# size it prints the median of
#   launch -> first frame: from just before the process starts to the first frame
#                          presented while the window is on screen (the program prints
#                          the wall clock then);
#   main   -> first frame: the same from the start of main (the program's own part,
#                          without loading the binary and its libraries);
# and the load average, since other work on the machine slows both. Part of `make bench`
# when Xvfb is installed. Uses its own settings and data directories.
#
#   tools/bench_first_frame.sh [RUNS]   (RENJU_BIN: the binary, default build/renju;
#                                        RENJU_BENCH_DISPLAY: default :87)
set -u
BIN=${RENJU_BIN:-build/renju}
RUNS=${1:-7}
DISP=${RENJU_BENCH_DISPLAY:-:87}
command -v Xvfb >/dev/null || { echo "bench-first-frame: skipped (no Xvfb)"; exit 0; }
[ -x "$BIN" ] || { echo "bench-first-frame: $BIN not built"; exit 1; }
DIR=$(mktemp -d)
Xvfb "$DISP" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
trap 'kill $XPID 2>/dev/null; rm -rf "$DIR"' EXIT INT TERM
for _ in 1 2 3 4 5 6 7 8 9 10; do
    DISPLAY=$DISP xdpyinfo >/dev/null 2>&1 && break
    sleep 0.3
done
export DISPLAY="$DISP" XDG_DATA_HOME="$DIR/data" XDG_CONFIG_HOME="$DIR/config"

median() { sort -n | awk '{v[NR] = $1} END {if (NR) print v[int((NR + 1) / 2)]; else print "?"}'; }

# One run: "LAUNCH_MS MAIN_MS", or nothing when the window failed.
run_once() {
    t0=$(date +%s%N)
    out=$("$BIN" --bench-first-frame --size "$1" 2>/dev/null) || return 0
    echo "$out" | awk -v t0="$t0" '
        /^first-frame-ms / {main = $2}
        /^first-frame-epoch-ns / {launch = ($2 - t0) / 1e6}
        END {if (main != "") printf "%.1f %s\n", launch, main}'
}

"$BIN" --bench-first-frame --size 1024x640 >/dev/null 2>&1 # warm the file cache
for size in 1024x640 1920x1080; do
    : >"$DIR/runs"
    i=0
    while [ "$i" -lt "$RUNS" ]; do
        run_once "$size" >>"$DIR/runs"
        i=$((i + 1))
    done
    [ -s "$DIR/runs" ] || { echo "bench-first-frame: the window did not start"; exit 1; }
    launch=$(cut -d' ' -f1 "$DIR/runs" | median)
    main=$(cut -d' ' -f2 "$DIR/runs" | median)
    load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
    echo "first frame at $size: launch -> frame $launch ms, main -> frame $main ms" \
         "(median of $(wc -l <"$DIR/runs") runs; load average $load)"
done
