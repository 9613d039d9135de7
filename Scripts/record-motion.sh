#!/usr/bin/env bash
# Records the README's motion pictures again (docs/gallery/recordings: one GIF per style and
# recordings.json), from the playground page in headless Chromium — run it after changing the
# engine's motion, the styles or the page's look; `swift test` (RecordingTests) fails while the
# recordings no longer match the engine. See Scripts/record-motion.py.
#
# Installs what it needs when missing, without touching an "externally managed" Python: Debian's
# `chromium` (as Scripts/browser-test.sh does), and Pillow and websocket-client from PyPI in a
# virtual environment under the scratch path.
#
# Environment: SCRATCH_PATH (a SwiftPM --scratch-path, default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch_path="${SCRATCH_PATH:-.build}"

if ! python3 -c 'import sys; sys.path.insert(0, "Tests/Browser"); import cdp; cdp.find_chromium()' \
  2>/dev/null && ! command -v chromium >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    echo "installing chromium (Debian package)"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "error: no Chrome or Chromium found; install one or set CHROMIUM" >&2
    exit 1
  fi
fi
venv="$scratch_path/record-motion-venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import PIL, websocket' 2>/dev/null; then
  echo "installing Pillow and websocket-client (PyPI) into $venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check Pillow websocket-client
fi

swift build --scratch-path "$scratch_path" --product sidemenu-playground
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$(swift build --scratch-path "$scratch_path" --show-bin-path)/sidemenu-playground" --out "$out" >/dev/null
"$venv/bin/python" Scripts/record-motion.py "$out/index.html" docs/gallery/recordings
