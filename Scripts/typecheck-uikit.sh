#!/usr/bin/env bash
# Type-checks the UIKit/SwiftUI layer and the example apps against the UIKit/SwiftUI stand-in
# (../shared/uikit-typecheck). Usage: Scripts/typecheck-uikit.sh [path/to/typecheck]
# The stand-in runs on Linux: the sources are checked in a copy whose `os(iOS)` conditions read
# `canImport(UIKit)` (Scripts/standin-tree.sh); diagnostics name the repository's files.
set -euo pipefail
cd "$(dirname "$0")/.."
typecheck="${1:-../shared/uikit-typecheck/typecheck}"
source Scripts/standin-tree.sh
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
standin_tree "$tree"
# The stand-in has no `os`: the simulation's model of os.Logger stands in for it (the same
# declarations as Apple's).
args=(--extra-module os=Simulation/Sources/os --extra-module SideMenuCore=Sources/SideMenuCore)
[ -d Scripts/uikit-standin-additions ] && args+=(--standin-additions Scripts/uikit-standin-additions)
[ -d Scripts/swiftui-standin-additions ] && args+=(--swiftui-additions Scripts/swiftui-standin-additions)
# The library, as the module apps import.
"$typecheck" "${args[@]}" --module-name SideMenuKit "$tree/Sources/SideMenuKit" 2>&1 |
  standin_paths "$tree"
# Each example app, as its own module importing the library.
for app in Examples/*/; do
  [ -n "$(find "$app" -name '*.swift' | head -1)" ] || continue
  echo "type-checking $app"
  "$typecheck" "${args[@]}" --extra-module SideMenuKit="$tree/Sources/SideMenuKit" "$tree/$app" 2>&1 |
    standin_paths "$tree"
done
echo "ok: UIKit/SwiftUI layer and examples type-check"
