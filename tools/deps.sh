#!/bin/sh
# Installs the system packages the build needs, when any is missing (Debian/Ubuntu).
# Called by `make run`, `make test` and `make deps`; does nothing when all are present.
set -e
PKGS="build-essential pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcmocka-dev xvfb xdotool python3 man-db gettext clang-format"
# `deps.sh fuzz`: only what `make fuzz` needs (clang with libFuzzer), not for make test.
[ "$1" = fuzz ] && PKGS="clang"
need=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need="$need $p"
done
[ -z "$need" ] && exit 0
echo "Installing missing packages:$need"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q || true
$SUDO apt-get install -y -q $need
