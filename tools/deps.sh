#!/bin/sh
# Installs the system packages a make target needs, when any is missing (Debian/Ubuntu):
#   deps.sh [run]   building and running the game: compiler, pkg-config, the SDL2 -dev
#                   packages, gettext (msgfmt builds the translations); `make run`, `make deps`
#   deps.sh test    that and the test tools (cmocka, Xvfb, xdotool, python3, man, clang-format);
#                   `make test`
#   deps.sh fuzz    clang with libFuzzer; `make fuzz`, not part of make test
#   deps.sh --list TARGET   prints TARGET's packages, one a line, and installs nothing
# Does nothing when all are present. As root it runs apt-get; else through sudo when there
# is one; else it names the apt-get line to run as root and exits 1.
set -e
RUN_PKGS="build-essential pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev gettext"
TEST_PKGS="libcmocka-dev xvfb xdotool python3 man-db clang-format"
list=""
if [ "$1" = --list ]; then
    list=1
    shift
fi
case "${1:-run}" in
run) PKGS="$RUN_PKGS" ;;
test) PKGS="$RUN_PKGS $TEST_PKGS" ;;
fuzz) PKGS="clang" ;;
*)
    echo "usage: tools/deps.sh [--list] [run|test|fuzz]" >&2
    exit 2
    ;;
esac
if [ -n "$list" ]; then
    for p in $PKGS; do echo "$p"; done
    exit 0
fi
need=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need="$need $p"
done
[ -z "$need" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "Missing packages:$need" >&2
    echo "Not root, and there is no sudo: run this as root (su -), then make again:" >&2
    echo "    apt-get install -y$need" >&2
    exit 1
fi
echo "Installing missing packages:$need"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q || true
$SUDO apt-get install -y -q $need
