#!/usr/bin/env bash
# The playground's browser test (called by Scripts/test.sh, hence by .ci/run).
#
# Builds `sidemenu-playground` (and SideMenuKit, which the test compiles the page's Swift export
# against), writes the page with it, and runs Tests/Browser with pytest: headless Chromium at a
# desktop (1440 × 900) and a phone (390 × 844) size, driven with real mouse, touch and keyboard
# input over the DevTools protocol. Its last line is pytest's summary; the status is non-zero on
# any failure.
#
# Installs what it needs when missing, without touching a PEP 668 "externally managed" Python:
# Debian's `chromium`, and `websocket-client` with `pytest` — from Debian (python3-websocket,
# python3-pytest) where apt-get can install them, otherwise into a virtual environment under
# the scratch path.
#
# Environment: SCRATCH_PATH (a SwiftPM --scratch-path, default .build), SCREENSHOTS (a folder to
# keep the test's PNGs in; they are always taken and checked).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch_path="${SCRATCH_PATH:-.build}"
scratch=(--scratch-path "$scratch_path")

as_root=()
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then as_root=(sudo); fi
can_apt() { command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || [ ${#as_root[@]} -gt 0 ]; }; }
apt_install() {
  echo "installing $* (Debian packages)"
  export DEBIAN_FRONTEND=noninteractive
  ${as_root[@]+"${as_root[@]}"} apt-get update -qq
  ${as_root[@]+"${as_root[@]}"} apt-get install -y -qq "$@" >/dev/null
}

# The browser: $CHROMIUM, one on PATH, Chrome or Chromium installed as a Mac app
# (Tests/Browser/cdp.py looks in the same places), else Debian's chromium where apt-get works.
# Where none can be had (a Mac with only Xcode), the test is skipped with a line saying so.
has_browser() {
  [ -n "${CHROMIUM:-}" ] && return 0
  local name
  for name in chromium chromium-browser google-chrome chrome; do
    command -v "$name" >/dev/null 2>&1 && return 0
  done
  [ -x "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ] \
    || [ -x "/Applications/Chromium.app/Contents/MacOS/Chromium" ]
}
if ! has_browser; then
  if can_apt; then
    apt_install chromium
  else
    echo "skipped: the playground's browser test (no Chrome or Chromium found, and no apt-get to" \
      "install Debian's; install Google Chrome or set CHROMIUM to run it)"
    exit 0
  fi
fi

# A Python that has both modules: the one on PATH, the system's, Debian's packages, or a venv.
has_modules() { "$1" -c 'import websocket, pytest' >/dev/null 2>&1; }
python=""
for candidate in python3 /usr/bin/python3; do
  if command -v "$candidate" >/dev/null 2>&1 && has_modules "$candidate"; then
    python="$candidate"
    break
  fi
done
if [ -z "$python" ] && can_apt && [ -x /usr/bin/python3 ]; then
  apt_install python3-websocket python3-pytest
  if has_modules /usr/bin/python3; then python=/usr/bin/python3; fi
fi
if [ -z "$python" ]; then
  venv="$scratch_path/browser-test-venv"
  if [ ! -x "$venv/bin/python" ] || ! has_modules "$venv/bin/python"; then
    echo "installing websocket-client and pytest (PyPI) into $venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check websocket-client pytest
  fi
  python="$venv/bin/python"
fi

swift build "${scratch[@]}" --product sidemenu-playground
swift build "${scratch[@]}" --target SideMenuKit
bin="$(swift build "${scratch[@]}" --show-bin-path)"
playground="$bin/sidemenu-playground"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$playground" --out "$out"

screenshots=()
if [ -n "${SCREENSHOTS:-}" ]; then screenshots=(--screenshots "$SCREENSHOTS"); fi
# -p no:cacheprovider: no .pytest_cache in the repository.
"$python" -m pytest Tests/Browser -v -p no:cacheprovider --page "$out/index.html" \
  --playground "$playground" --modules "$bin" ${screenshots[@]+"${screenshots[@]}"}
