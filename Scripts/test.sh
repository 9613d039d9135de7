#!/usr/bin/env bash
# The README's test command:
# 1. swift test (the engine, the SwiftUI layer's measurements, the playground, the docs' checks);
# 2. the UIKit simulation's suites (SideMenuKit's UIKit layer running on Linux against a
#    behavioural model of UIKit, Simulation/README.md);
# 3. the public-API check against the reviewed copy in api/ (Scripts/check-api.sh);
# 4. the playground's browser test (installs headless Chromium and pytest when missing);
# 5. with this project's workspace beside the checkout (../shared), the two type-checks of the
#    UIKit/SwiftUI layer and the example apps: against Apple's real iOS 16.5 SDK
#    (Scripts/typecheck-ios-sdk.sh, ../shared/ios-sdk) and against the Swift 6 stand-in
#    (Scripts/typecheck-uikit.sh, ../shared/uikit-typecheck). A clone on GitHub has no
#    ../shared: each is then skipped with a line saying so, and everything else still runs.
#    With the real SDK, also every Swift block of the README and the DocC articles
#    (Scripts/check-doc-snippets.sh, Xcode 16 and 27 views).
#    (On GitHub the iOS workflow compiles the layer with Apple's own toolchain instead.)
# The last line names what was skipped, if anything.
set -euo pipefail
cd "$(dirname "$0")/.."
skipped=()

swift test
# The simulation models UIKit, QuartzCore, Core Graphics, Combine, SwiftUI and os under Apple's
# own module names, which on a Mac are the SDK's: it runs on Linux (CI on GitHub runs it there);
# on a Mac the iOS workflow's Xcode builds check the same layer instead.
if [ "$(uname -s)" = Linux ]; then
  swift test --package-path Simulation
else
  echo "skipped: the UIKit simulation's suites (they run on Linux: its modules carry Apple's" \
    "framework names, which on $(uname -s) are the SDK's own)"
  skipped+=("UIKit simulation (Linux only)")
fi
# The public API against its reviewed copy in api/ (fails on an unreviewed change).
Scripts/check-api.sh
Scripts/browser-test.sh | tee "${TMPDIR:-/tmp}/sidemenu-browser-test.log"
if grep -q '^skipped: the playground' "${TMPDIR:-/tmp}/sidemenu-browser-test.log"; then
  skipped+=("browser test (no Chrome or Chromium)")
fi

ios_sdk=../shared/ios-sdk/typecheck
if [ -x "$ios_sdk" ]; then
  Scripts/typecheck-ios-sdk.sh "$ios_sdk"
else
  echo "skipped: the real-iOS-SDK type-check ($ios_sdk not found: it is this project's" \
    "workspace, not part of the repository)"
  skipped+=("real-iOS-SDK type-check")
fi

# The docs' code: every Swift block of the README and the DocC articles, type-checked against
# the real SDK in the views of Xcode 16 and 27 (the Package.swift blocks, loaded by SwiftPM, run
# everywhere).
if [ -x "$ios_sdk" ]; then
  Scripts/check-doc-snippets.sh "$ios_sdk"
else
  Scripts/check-doc-snippets.sh --manifests-only
  skipped+=("docs' Swift blocks against the real iOS SDK")
fi

standin=../shared/uikit-typecheck/typecheck
if [ -x "$standin" ]; then
  Scripts/typecheck-uikit.sh "$standin"
else
  echo "skipped: the Swift 6 stand-in type-check ($standin not found: it is this project's" \
    "workspace, not part of the repository)"
  skipped+=("stand-in type-check")
fi

if [ ${#skipped[@]} -gt 0 ]; then
  echo "test.sh: all run checks passed; skipped without ../shared: $(IFS=,; echo "${skipped[*]}" | sed 's/,/, /g')"
else
  echo "test.sh: all checks passed, none skipped"
fi
