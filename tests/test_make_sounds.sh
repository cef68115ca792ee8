#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# The shipped sounds are exactly what tools/make_sounds.py writes: run it into a scratch
# directory and compare byte for byte (so the script is deterministic and the WAV files
# in assets/sounds/ are its output, not hand-edited).
set -e
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 tools/make_sounds.py "$dir"
n=0
for f in assets/sounds/*.wav; do
    cmp "$f" "$dir/$(basename "$f")"
    n=$((n + 1))
done
if [ "$(ls "$dir" | wc -l)" -ne "$n" ]; then
    echo "make_sounds.py writes other files than assets/sounds holds"
    exit 1
fi
echo "test_make_sounds: $n sounds match"
