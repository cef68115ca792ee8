#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# One round of the evaluation network's data loop (lab/README.md, "The evaluation's
# network"): self-play of the sampling build at a node limit, its search's leaves and its
# games' positions labelled by a stronger engine, and the network refitted on those and
# on every older position file. Run from the repository's root, after `make tune`.
#
#   lab/net_round.sh RUNNER LABELLER DIR [OLD_POSITIONS...]
#
# RUNNER is c-gomoku-cli; LABELLER the stronger engine's command (lab/label.py). The
# sampler is `make sample` (build/sample/pbrain-renju: its evaluations append "D moves"
# lines to $RENJU_SAMPLE, one in $RENJU_SAMPLE_RATE), built with the network NET (the
# previous round's DIR/eval_net.h; src/ai/eval_net.h when unset) and kept as
# DIR/pbrain-sample. Everything goes into DIR:
#   pbrain-sample                            the sampler this round played
#   openings.txt, selfplay.sgf, leaves.txt   the self-play and its sampled leaves
#   games.txt                                its games (lab/sgf2games.py)
#   leaflab.txt, gamelab.txt                 the labelled leaves and game positions
#   eval_net.h, fit.log                      the refit and its log: the held-out loss of
#                                            each file apart, without and with the network
#   commands.txt                             each step's command and when it ran
# A step whose output exists is skipped, so a round stopped half way goes on where it
# stopped (delete a step's output to redo it). Settings from the environment:
#   GAMES (600), NODES (50000), RATE (400), SEED (501), CONCURRENCY (1): the self-play
#   PER_GAME (16), WORKERS (4), MS (40): the labelling; a worker mostly waits (label.py
#                pauses between positions), about a tenth of a processor each with Rapfi
#   TUNE_EPOCHS (40), and renju-tune's other TUNE_* settings: the refit
# Everything runs under nice -n 19.
set -eu
if [ $# -lt 3 ]; then
    echo "usage: lab/net_round.sh RUNNER LABELLER DIR [OLD_POSITIONS...]" >&2
    exit 2
fi
runner=$1 labeller=$2 dir=$3
shift 3
games=${GAMES:-600} nodes=${NODES:-50000} rate=${RATE:-400} seed=${SEED:-501}
concurrency=${CONCURRENCY:-1}
per_game=${PER_GAME:-16} workers=${WORKERS:-4} ms=${MS:-40}
lab=$(cd "$(dirname "$0")" && pwd)
tune=$(pwd)/build/renju-tune
[ -x "$tune" ] || { echo "net_round: no $tune (make tune)" >&2; exit 1; }
net=${NET:-$(pwd)/src/ai/eval_net.h}
case $net in /*) ;; *) net=$(pwd)/$net ;; esac
mkdir -p "$dir"
if [ ! -x "$dir/pbrain-sample" ]; then
    nice -n 19 make --no-print-directory sample SAMPLE_NET="$net" >&2
    cp build/sample/pbrain-renju "$dir/pbrain-sample"
    echo "$(date +%H:%M:%S) make sample SAMPLE_NET=$net" >> "$dir/commands.txt"
fi
cd "$dir"
sampler=$(pwd)/pbrain-sample
log() { echo "net_round: $(date +%H:%M:%S) $*" >&2; }
# Runs a step's command, written to commands.txt first.
run() {
    echo "$(date +%H:%M:%S) $*" >> commands.txt
    "$@"
}
echo "$(date +%H:%M:%S) net_round.sh $runner $labeller $dir $*: NET=$net GAMES=$games" \
    "NODES=$nodes RATE=$rate SEED=$seed CONCURRENCY=$concurrency PER_GAME=$per_game" \
    "WORKERS=$workers MS=$ms TUNE_EPOCHS=${TUNE_EPOCHS:-40}" >> commands.txt

if [ ! -s selfplay.sgf ]; then
    log "self-play: $games games at $nodes nodes, one evaluation in $rate sampled"
    python3 "$lab/random_openings.py" "$seed" $((games / 2)) > openings.txt
    rm -f leaves.txt
    echo "RENJU_SAMPLE=$(pwd)/leaves.txt RENJU_SAMPLE_RATE=$rate for the self-play" >> commands.txt
    RENJU_SAMPLE=$(pwd)/leaves.txt RENJU_SAMPLE_RATE=$rate run nice -n 19 "$runner" \
        -each tc=1000 nodes="$nodes" -engine name=a cmd="$sampler" \
        -engine name=b cmd="$sampler" -rule 4 -boardsize 15 -games "$games" -repeat \
        -concurrency "$concurrency" -drawafter 225 -openings file=openings.txt \
        order=sequential -sgf selfplay.sgf > selfplay.log 2>&1
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
        run nice -n 19 python3 "$lab/label.py" "$labeller" "$input" "$out.$w" --ms "$ms" \
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
    TUNE_NET=1 TUNE_EPOCHS=${TUNE_EPOCHS:-40} run nice -n 19 "$tune" "$@" gamelab.txt \
        leaflab.txt > eval_net.tmp 2> fit.log
    mv eval_net.tmp eval_net.h
fi
grep -E "^K |start|held out" fit.log >&2
log "done: $dir/eval_net.h"
