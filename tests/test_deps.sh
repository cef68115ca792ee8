#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# tools/deps.sh: `make run` installs only what building and running the game needs,
# `make test` the test tools too (make run installed clang-format, Xvfb and cmocka for a
# player); without root and without sudo it names the apt-get line to run as root (it
# ran "sudo apt-get" and stopped on "sudo: not found"). Nothing is installed here: a
# stand-in dpkg-query says every package is missing, a stand-in id says "not root".
set -e
fail() {
    echo "test_deps: $*"
    exit 1
}
run=$(sh tools/deps.sh --list run | tr '\n' ' ')
[ "$run" = "build-essential pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev gettext " ] ||
    fail "make run's packages: $run"
test=$(sh tools/deps.sh --list test | tr '\n' ' ')
[ "$test" = "$run""libcmocka-dev xvfb xdotool python3 man-db clang-format " ] ||
    fail "make test's packages: $test"
[ "$(sh tools/deps.sh --list fuzz)" = clang ] || fail "make fuzz's packages"
# The Makefile's targets call it so.
grep -q '^run: deps$' Makefile || fail "make run does not depend on deps"
grep -q '^test: deps-test$' Makefile || fail "make test does not depend on deps-test"
grep -A1 '^deps:$' Makefile | grep -q 'tools/deps.sh run' || fail "deps is not deps.sh run"
grep -A1 '^deps-test:$' Makefile | grep -q 'tools/deps.sh test' || fail "deps-test"
status=0
sh tools/deps.sh chess 2>/dev/null || status=$?
[ "$status" = 2 ] || fail "an unknown target gave $status, not 2"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '#!/bin/sh\nexit 1\n' >"$dir/dpkg-query"
printf '#!/bin/sh\necho 1000\n' >"$dir/id"
printf '#!/bin/sh\necho "apt-get must not run" >&2\nexit 3\n' >"$dir/apt-get"
chmod +x "$dir/dpkg-query" "$dir/id" "$dir/apt-get"
ln -s "$(command -v grep)" "$dir/grep"
status=0
PATH="$dir" /bin/sh tools/deps.sh run >"$dir/out" 2>&1 || status=$?
[ "$status" = 1 ] || fail "no root, no sudo: exit $status, not 1: $(cat "$dir/out")"
grep -q "^    apt-get install -y build-essential pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev gettext$" \
    "$dir/out" || fail "no root, no sudo: the apt-get line is not named: $(cat "$dir/out")"
grep -q "run this as root" "$dir/out" || fail "no root, no sudo: not said: $(cat "$dir/out")"
if grep -q "sudo: not found\|must not run" "$dir/out"; then fail "$(cat "$dir/out")"; fi
# With sudo, through it.
printf '#!/bin/sh\necho "sudo $*"\n' >"$dir/sudo"
chmod +x "$dir/sudo"
PATH="$dir" /bin/sh tools/deps.sh test >"$dir/out" 2>&1 || fail "with sudo: $(cat "$dir/out")"
grep -q "^sudo apt-get install -y -q build-essential .* gettext libcmocka-dev .* clang-format$" \
    "$dir/out" || fail "with sudo: $(cat "$dir/out")"
echo "test_deps: make run, make test and make fuzz install their own packages"
