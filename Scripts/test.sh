#!/usr/bin/env bash
# The README's test command: the Swift test suites, then the playground's browser test (which
# installs headless Chromium from Debian when it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
if [ -x Scripts/browser-test.sh ]; then
  Scripts/browser-test.sh
fi
