#!/usr/bin/env bash
# The README's test command:
# 1. swift test (the engine, the SwiftUI layer's measurements, the playground, the docs' checks),
#    and the mutation tool's self-test (CONTRIBUTING.md, "Mutation testing");
# 2. the UIKit simulation's suites (SideMenuKit's UIKit layer running on Linux against a
#    behavioural model of UIKit, Simulation/README.md), in two processes at once;
# 3. the public-API check against the reviewed copy in api/ (Scripts/check-api.sh; SideMenuKit's
#    half, SwiftUI views included, compiles against the stand-in in ../shared, see 5);
# 4. the playground's browser test (installs headless Chromium and pytest when missing);
# 5. with this project's workspace beside the checkout (../shared), the two type-checks of the
#    UIKit/SwiftUI layer and the example apps: against Apple's real iOS 16.5 SDK in the views of
#    Xcode 16, 26 and 27, the examples also as today's app templates, and every target of the
#    manifest at its minimums (Scripts/typecheck-ios-sdk.sh, ../shared/ios-sdk); and against
#    the Swift 6 stand-in, SideMenuKit also as tvOS and visionOS see it (Scripts/typecheck-uikit.sh,
#    ../shared/uikit-typecheck). A clone on GitHub has no ../shared: each is then skipped with a
#    line saying so, and everything else still runs. (On GitHub the iOS workflow compiles the
#    layer with Apple's own toolchain instead.) With the real SDK, also every Swift block of the
#    README and the DocC articles (Scripts/check-doc-snippets.sh, Xcode 16 and 27 views).
# 6. On a Mac with Xcode: xcodebuild builds of SideMenuKit and both example apps for the iOS
#    Simulator (Apple's compiler and SDK, as the iOS workflow's).
# The last line names what was skipped, if anything. Written for bash 3.2, the one macOS ships
# (no mapfile, no ${var,,}, no associative arrays; an array that may be empty is expanded as
# ${a[@]+"${a[@]}"}); Tests/SideMenuCoreTests/Documentation/ShellScriptTests.swift checks it.
set -euo pipefail
cd "$(dirname "$0")/.."
skipped=()

swift test
# The mutation tool's self-test (Scripts/mutate.py on a tiny repository; about a second).
python3 -m unittest discover -s Scripts/tests
# The simulation models UIKit, QuartzCore, Core Graphics, Combine, SwiftUI and os under Apple's
# own module names, which on a Mac are the SDK's: it runs on Linux (CI on GitHub runs it there);
# on a Mac the iOS workflow's Xcode builds check the same layer instead.
if [ "$(uname -s)" = Linux ]; then
  # Its tests run on the main actor, one at a time in a process: built once, they run in two
  # processes at once (the UIKit layer's scenarios, and every other target), which keeps two
  # cores busy. Each test is in exactly one of them: the second skips what the first runs. The
  # test bundle is run directly, as `swift test` runs it (Swift Testing's `--filter`/`--skip`):
  # two `swift test`s would take turns, SwiftPM locking the build folder.
  swift build --package-path Simulation --build-tests
  bundle="$(swift build --package-path Simulation --show-bin-path)/SideMenuKitSimulationPackageTests.xctest"
  shard="^SideMenuKitScenarioTests\\."
  logs="${TMPDIR:-/tmp}/sidemenu-simulation-tests"
  "$bundle" --testing-library swift-testing --filter "$shard" >"$logs-1.log" 2>&1 &
  first=$!
  "$bundle" --testing-library swift-testing --skip "$shard" >"$logs-2.log" 2>&1 &
  second=$!
  simulation_status=0
  wait "$first" || simulation_status=1
  wait "$second" || simulation_status=1
  cat "$logs-1.log" "$logs-2.log"
  if [ "$simulation_status" -ne 0 ]; then
    echo "test.sh: the simulation's suites failed (output above)"
    exit 1
  fi
else
  echo "skipped: the UIKit simulation's suites (they run on Linux: its modules carry Apple's" \
    "framework names, which on $(uname -s) are the SDK's own)"
  skipped+=("UIKit simulation (Linux only)")
fi
# The public API against its reviewed copy in api/ (fails on an unreviewed change).
Scripts/check-api.sh | tee "${TMPDIR:-/tmp}/sidemenu-check-api.log"
if grep -q '^public-API check skipped' "${TMPDIR:-/tmp}/sidemenu-check-api.log"; then
  skipped+=("public-API check (Linux only)")
elif grep -q '^public-API check of SideMenuKit skipped' "${TMPDIR:-/tmp}/sidemenu-check-api.log"; then
  skipped+=("SideMenuKit's public-API check (needs the stand-in in ../shared)")
fi
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

# Apple's own compiler and SDK, where a Mac has Xcode (Command Line Tools alone have no
# xcodebuild): SideMenuKit from its manifest, and each example app's project, which depends on
# the package by relative path. Built for any iOS Simulator device: nothing is signed or run.
if [ "$(uname -s)" = Darwin ]; then
  if xcodebuild -version >/dev/null 2>&1; then
    xcode_build() { # what, xcodebuild arguments...
      local what="$1"
      shift
      echo "xcodebuild: $what for the iOS Simulator ($(xcodebuild -version | head -1))"
      xcodebuild build -quiet "$@" -destination 'generic/platform=iOS Simulator' \
        -derivedDataPath .build/xcodebuild CODE_SIGNING_ALLOWED=NO
    }
    # The iOS platform is a separate download since Xcode 15: without it there is no simulator
    # destination to build for.
    if xcodebuild -showdestinations -scheme SideMenuKit 2>/dev/null |
      grep -q 'name:Any iOS Simulator Device'; then
      xcode_build "SideMenuKit" -scheme SideMenuKit
      for app in Examples/*/; do
        name="$(basename "$app")"
        [ -d "$app$name.xcodeproj" ] || continue
        xcode_build "$name" -project "$app$name.xcodeproj" -scheme "$name"
      done
    else
      echo "skipped: the xcodebuild builds (this Xcode has no iOS Simulator destination: install" \
        "the iOS platform with \`xcodebuild -downloadPlatform iOS\`)"
      skipped+=("xcodebuild builds (no iOS platform in Xcode)")
    fi
  else
    echo "skipped: the xcodebuild builds of SideMenuKit and the example apps (no Xcode: the" \
      "Command Line Tools have no xcodebuild; install Xcode and run xcode-select -s)"
    skipped+=("xcodebuild builds (no Xcode)")
  fi
fi

if [ ${#skipped[@]} -gt 0 ]; then
  list=""
  for item in ${skipped[@]+"${skipped[@]}"}; do list="${list:+$list, }$item"; done
  echo "test.sh: all run checks passed; skipped: $list"
else
  echo "test.sh: all checks passed, none skipped"
fi
