#!/usr/bin/env bash
# The README's test command: the Swift test suites, the UIKit simulation's suites (SideMenuKit's
# UIKit layer running on Linux against a behavioural model of UIKit, Simulation/README.md), the
# public-API check (Scripts/check-api.sh), then the playground's browser test (which installs
# headless Chromium from Debian when it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
swift test --package-path Simulation
# The public API against its reviewed copy in api/ (fails on an unreviewed change).
Scripts/check-api.sh
if [ -x Scripts/browser-test.sh ]; then
  Scripts/browser-test.sh
fi
