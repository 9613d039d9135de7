#!/usr/bin/env bash
# The playground's browser test (called by Scripts/test.sh, hence by .ci/run).
#
# Builds `sidemenu-playground`, writes the page with it, and drives the page in headless Chromium
# with real mouse, touch and keyboard input over the DevTools protocol (Tests/Browser). Installs
# what it needs when missing: Debian's `chromium` and PyPI's `websocket-client`. Ends with the
# line `N passed, N failed` and a non-zero status on any failure.
#
# Environment: SCRATCH_PATH (a SwiftPM --scratch-path, default .build), SCREENSHOTS (a folder for
# PNGs of the page closed, mid-drag and open).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium (Debian package)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi
if ! python3 -c 'import websocket' 2>/dev/null; then
  echo "installing websocket-client (PyPI)"
  python3 -m pip install --quiet --disable-pip-version-check websocket-client
fi

scratch=(--scratch-path "${SCRATCH_PATH:-.build}")
swift build "${scratch[@]}" --product sidemenu-playground
playground="$(swift build "${scratch[@]}" --show-bin-path)/sidemenu-playground"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$playground" --out "$out"

screenshots=()
if [ -n "${SCREENSHOTS:-}" ]; then screenshots=(--screenshots "$SCREENSHOTS"); fi
python3 Tests/Browser/test_playground.py --page "$out/index.html" --playground "$playground" \
  "${screenshots[@]}"
