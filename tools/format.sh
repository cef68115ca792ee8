#!/bin/sh
# clang-format over the C sources, by .clang-format at the top of the tree.
#   sh tools/format.sh          reformat every file in place (`make format`)
#   sh tools/format.sh --check  name the files clang-format would change and fail if any
#                               (run by tools/check.sh, so by `make check` and `make test`)
# The tables the lab's tools write are left as written (they are regenerated, not edited);
# hand-made tables sit between /* clang-format off */ and /* clang-format on */.
# clang-format's output differs between major versions, so the check runs only with the
# version the tree is formatted with (Debian 12's, from tools/deps.sh) and says "skipped"
# otherwise, as it does without clang-format.
FORMAT_VERSION=14
GENERATED="src/ai/eval_weights.h
src/ai/policy_weights.h
src/ai/book_data.h"

cf=""
for c in "${CLANG_FORMAT:-}" clang-format-$FORMAT_VERSION clang-format; do
    [ -n "$c" ] && command -v "$c" >/dev/null 2>&1 && { cf=$c; break; }
done
if [ -z "$cf" ]; then
    echo "format: skipped (no clang-format)"; exit 0
fi
version=$("$cf" --version | sed -n 's/.*version \([0-9][0-9]*\)\..*/\1/p')
files=$(find src include tests lab -name '*.[ch]' | sort | grep -vxF "$GENERATED")

if [ "$1" != --check ]; then
    [ "$version" = $FORMAT_VERSION ] ||
        echo "format: warning: clang-format $version, the tree is formatted with $FORMAT_VERSION"
    # shellcheck disable=SC2086 # the paths hold no spaces
    exec "$cf" -i $files
fi
if [ "$version" != $FORMAT_VERSION ]; then
    echo "format: skipped (clang-format $version; the tree is formatted with $FORMAT_VERSION)"
    exit 0
fi
bad=""
for f in $files; do
    "$cf" "$f" | cmp -s - "$f" || bad="$bad $f"
done
if [ -n "$bad" ]; then
    echo "format: not formatted (run \`make format\`):"
    for f in $bad; do echo "    $f"; done
    exit 1
fi
echo "format: ok"
