#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# Soak: pbrain-renju plays GAMES (default 1000) fast games against itself through the
# Gomocup protocol; every game must end legally and the memory of both brains stay flat
# (see pbrain_selfplay.py). Not part of `make test`.
#   RENJU_BUILD=build sh tests/soak/pbrain_selfplay.sh [GAMES]
set -e
build=${RENJU_BUILD:-build}
for prog in pbrain-renju renju-cli; do
    if [ ! -x "$build/$prog" ]; then
        echo "pbrain_selfplay: $build/$prog is not built (make $build/$prog)" >&2
        exit 1
    fi
done
exec python3 "$(dirname "$0")/pbrain_selfplay.py" "$@"
