#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# One round of the evaluation network's data loop (lab/README.md, "The evaluation's
# network"): self-play of a sampling build at a node limit, its search's leaves and its
# games' positions labelled by a stronger engine, and the network refitted on those and
# on every older position file. Run from the repository's root, after `make tune`.
#
#   lab/net_round.sh SAMPLER RUNNER LABELLER DIR [OLD_POSITIONS...]
#
# SAMPLER is a pbrain-renju built with the throwaway sampling patch (it appends "D moves"
# lines to $RENJU_SAMPLE, one evaluation in $RENJU_SAMPLE_RATE); RUNNER is c-gomoku-cli;
# LABELLER the stronger engine's command (lab/label.py). Everything goes into DIR:
#   openings.txt, selfplay.sgf, leaves.txt   the self-play and its sampled leaves
#   games.txt                                its games (lab/sgf2games.py)
#   leaflab.txt, gamelab.txt                 the labelled leaves and game positions
#   eval_net.h, fit.log                      the refit and its log: the held-out loss of
#                                            each file apart, without and with the network
# A step whose output exists is skipped, so a round stopped half way goes on where it
# stopped (delete a step's output to redo it). Settings from the environment:
#   GAMES (600), NODES (50000), RATE (400), SEED (501): the self-play
#   PER_GAME (16), WORKERS (4), MS (40): the labelling; a worker mostly waits (label.py
#                pauses between positions), about a tenth of a processor each with Rapfi
#   TUNE_EPOCHS (40), and renju-tune's other TUNE_* settings: the refit
# Everything runs under nice -n 19.
set -eu
if [ $# -lt 4 ]; then
    echo "usage: lab/net_round.sh SAMPLER RUNNER LABELLER DIR [OLD_POSITIONS...]" >&2
    exit 2
fi
sampler=$1 runner=$2 labeller=$3 dir=$4
shift 4
games=${GAMES:-600} nodes=${NODES:-50000} rate=${RATE:-400} seed=${SEED:-501}
per_game=${PER_GAME:-16} workers=${WORKERS:-4} ms=${MS:-40}
lab=$(cd "$(dirname "$0")" && pwd)
tune=$(pwd)/build/renju-tune
[ -x "$tune" ] || { echo "net_round: no $tune (make tune)" >&2; exit 1; }
mkdir -p "$dir"
cd "$dir"
log() { echo "net_round: $(date +%H:%M:%S) $*" >&2; }

if [ ! -s selfplay.sgf ]; then
    log "self-play: $games games at $nodes nodes, one evaluation in $rate sampled"
    python3 "$lab/random_openings.py" "$seed" $((games / 2)) > openings.txt
    rm -f leaves.txt
    RENJU_SAMPLE=$(pwd)/leaves.txt RENJU_SAMPLE_RATE=$rate nice -n 19 "$runner" \
        -each tc=1000 nodes="$nodes" -engine name=a cmd="$sampler" \
        -engine name=b cmd="$sampler" -rule 4 -boardsize 15 -games "$games" -repeat \
        -concurrency 1 -drawafter 225 -openings file=openings.txt order=sequential \
        -sgf selfplay.sgf > selfplay.log 2>&1
fi
[ -s games.txt ] || python3 "$lab/sgf2games.py" selfplay.sgf > games.txt
log "$(wc -l < games.txt) games, $(wc -l < leaves.txt) leaves sampled"

# Labels one kind of position with WORKERS workers at once: OUT INPUT label.py-options...
label() {
    out=$1 input=$2
    shift 2
    [ -s "$out" ] && return 0
    log "labelling $input into $out"
    w=0
    while [ "$w" -lt "$workers" ]; do
        rm -f "$out.$w"
        nice -n 19 python3 "$lab/label.py" "$labeller" "$input" "$out.$w" --ms "$ms" \
            --worker "$w" --workers "$workers" "$@" 2> "$out.$w.log" &
        w=$((w + 1))
    done
    wait
    w=0
    while [ "$w" -lt "$workers" ]; do
        tail -n 1 "$out.$w.log" >&2
        cat "$out.$w"
        w=$((w + 1))
    done > "$out.tmp"
    mv "$out.tmp" "$out"
}
# A leaf seen twice (the same position in two searches) is labelled once.
[ -s leaves_u.txt ] || sort -u leaves.txt > leaves_u.txt
label leaflab.txt leaves_u.txt --whole
label gamelab.txt games.txt --per-game "$per_game" --seed "$seed"
log "$(wc -l < leaflab.txt) leaves and $(wc -l < gamelab.txt) game positions labelled"

if [ ! -s eval_net.h ]; then
    log "refitting on $* gamelab.txt leaflab.txt"
    TUNE_NET=1 TUNE_EPOCHS=${TUNE_EPOCHS:-40} nice -n 19 "$tune" "$@" gamelab.txt leaflab.txt \
        > eval_net.tmp 2> fit.log
    mv eval_net.tmp eval_net.h
fi
grep -E "^K |start|held out" fit.log >&2
log "done: $dir/eval_net.h"
