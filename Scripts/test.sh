#!/usr/bin/env bash
# The README's test command: the Swift test suites, the UIKit simulation's suites (SideMenuKit's
# UIKit layer running on Linux against a behavioural model of UIKit, Simulation/README.md), then
# the playground's browser test (which installs headless Chromium from Debian when it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
swift test --package-path Simulation
if [ -x Scripts/browser-test.sh ]; then
  Scripts/browser-test.sh
fi
