#!/bin/sh
# Renju - MIT licence, see LICENSE.
#
# `make install DESTDIR=...` into a scratch directory: the three programs and their man
# pages (section 6) land where they belong, every page renders without a warning, says
# the version the programs say, and renju-cli(6) describes every command renju-cli
# --help lists; `make uninstall` takes them away again.
#
# It installs the build in RENJU_BUILD as it is and builds nothing there (make's -o all):
# this script does not know the flags a build was made with, and `make install`
# remaking build/asan without ASan's once relinked its renju-cli without them, and the
# failed link left none.
set -eu
BUILD=${RENJU_BUILD:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "test_install: $*"; exit 1; }
mk() { ${MAKE:-make} --no-print-directory -s -o all "$@" DESTDIR="$tmp" PREFIX=/usr BUILD="$BUILD"; }
for prog in renju renju-cli pbrain-renju; do
    [ -x "$BUILD/$prog" ] || fail "no $BUILD/$prog: build it first (make BUILD=$BUILD ...)"
done
# Even with a source newer than the build, make install would make nothing in it.
mk -n -W src/cli/main.c install > "$tmp/plan" 2>&1 || { cat "$tmp/plan"; fail "make -n install failed"; }
! grep -q -- "-o $BUILD/" "$tmp/plan" || { cat "$tmp/plan"; fail "make install would rebuild $BUILD"; }
mk install > "$tmp/log" 2>&1 || { cat "$tmp/log"; fail "make install failed"; }
man6=$tmp/usr/share/man/man6
for prog in renju renju-cli pbrain-renju; do
    [ -x "$tmp/usr/bin/$prog" ] || fail "bin/$prog not installed"
    page=$man6/$prog.6
    [ -f "$page" ] || fail "$prog.6 not installed in man6"
    MANWIDTH=80 man --warnings -l "$page" > "$tmp/out" 2> "$tmp/err" || fail "man $prog.6 failed"
    [ ! -s "$tmp/err" ] || { cat "$tmp/err"; fail "$prog.6 renders with warnings"; }
    grep -q "^NAME" "$tmp/out" || fail "$prog.6 has no NAME section"
    version=$("$tmp/usr/bin/$prog" --version) || fail "$prog --version failed"
    [ "${version%% *}" = "$prog" ] || fail "$prog --version says '$version'"
    grep -q "^\.TH .* \"Renju ${version#* }\" " "$page" ||
        fail "$prog.6 does not say version ${version#* } in its .TH line"
done
# Every command of renju-cli --help has its entry in the page.
"$tmp/usr/bin/renju-cli" --help | sed -n 's/^  renju-cli \([a-z-]*\).*/\1/p' > "$tmp/commands"
[ -s "$tmp/commands" ] || fail "renju-cli --help lists no commands"
MANWIDTH=200 man -l "$man6/renju-cli.6" 2>/dev/null > "$tmp/cli"
while read -r cmd; do
    grep -q "^       $cmd\( \|$\)" "$tmp/cli" || fail "renju-cli.6 does not describe '$cmd'"
done < "$tmp/commands"
mk uninstall > "$tmp/log" 2>&1 || { cat "$tmp/log"; fail "make uninstall failed"; }
[ -z "$(ls -A "$man6")" ] || fail "make uninstall left $(ls "$man6")"
[ ! -e "$tmp/usr/bin/renju-cli" ] || fail "make uninstall left bin/renju-cli"
echo "test_install: ok"
