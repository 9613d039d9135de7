#!/usr/bin/env bash
# Type-checks the UIKit/SwiftUI layer and the example apps against the UIKit/SwiftUI stand-in
# (../shared/uikit-typecheck), with Swift 6's full isolation checking:
# 1. SideMenuKit, as the module apps import;
# 2. SideMenuKit as tvOS and visionOS see it: `os(iOS)` false, `canImport(UIKit)` true. There it
#    must be the engine's app-facing types re-exported and nothing more (every UIKit file is
#    `#if os(iOS)`), so a block guarded by `canImport(UIKit)` alone that names an iOS-only type fails here;
# 3. each example app, as its own module importing the library: as the apps' Xcode projects
#    build them, and as a target made from Xcode 26's and 27's app template builds them, with
#    the main actor as default isolation (SE-0466, `-default-isolation MainActor`) and the two
#    features of "Approachable Concurrency" (InferIsolatedConformances,
#    NonisolatedNonsendingByDefault), judged here in Swift 6 mode, the stricter of the two.
#    https://github.com/swiftlang/swift-evolution/blob/main/proposals/0466-control-default-actor-isolation.md
#    https://forums.swift.org/t/what-should-the-concurrency-settings-be-for-a-brand-new-project/83109/2
# Usage: Scripts/typecheck-uikit.sh [path/to/typecheck]
# The stand-in runs on Linux: the sources are checked in a copy whose `os(iOS)` conditions read
# `canImport(UIKit)` (Scripts/standin-tree.sh); diagnostics name the repository's files.
set -euo pipefail
cd "$(dirname "$0")/.."
typecheck="${1:-../shared/uikit-typecheck/typecheck}"
source Scripts/standin-tree.sh
tree="$(mktemp -d)"
other="$(mktemp -d)"
trap 'rm -rf "$tree" "$other"' EXIT
standin_tree "$tree"
standin_tree "$other" false
# The stand-in has no `os`: the simulation's model of os.Logger stands in for it (the same
# declarations as Apple's).
args=(--extra-module os=Simulation/Sources/os --extra-module SideMenuCore=Sources/SideMenuCore)
[ -d Scripts/uikit-standin-additions ] && args+=(--standin-additions Scripts/uikit-standin-additions)
[ -d Scripts/swiftui-standin-additions ] && args+=(--swiftui-additions Scripts/swiftui-standin-additions)
# The library, as the module apps import.
echo "type-checking Sources/SideMenuKit"
"$typecheck" "${args[@]}" --module-name SideMenuKit "$tree/Sources/SideMenuKit" 2>&1 |
  standin_paths "$tree"
echo "type-checking Sources/SideMenuKit with os(iOS) false and canImport(UIKit) true (tvOS, visionOS)"
"$typecheck" "${args[@]}" --module-name SideMenuKit "$other/Sources/SideMenuKit" 2>&1 |
  standin_paths "$other"
# Each example app, as its own module importing the library.
template=(--swiftc-arg -default-isolation --swiftc-arg MainActor
  --swiftc-arg -enable-upcoming-feature --swiftc-arg InferIsolatedConformances
  --swiftc-arg -enable-upcoming-feature --swiftc-arg NonisolatedNonsendingByDefault)
for app in Examples/*/; do
  [ -n "$(find "$app" -name '*.swift' | head -1)" ] || continue
  echo "type-checking $app"
  "$typecheck" "${args[@]}" --extra-module SideMenuKit="$tree/Sources/SideMenuKit" "$tree/$app" 2>&1 |
    standin_paths "$tree"
  echo "type-checking $app as Xcode 26/27's app template builds it (default isolation MainActor)"
  "$typecheck" "${args[@]}" --extra-module SideMenuKit="$tree/Sources/SideMenuKit" \
    "${template[@]}" "$tree/$app" 2>&1 | standin_paths "$tree"
done
echo "ok: UIKit/SwiftUI layer (iOS; tvOS and visionOS) and examples (their projects; Xcode 26/27's app template) type-check"
