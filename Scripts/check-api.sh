#!/usr/bin/env bash
# The public API, checked against the reviewed copy in api/:
# - api/SideMenuCore.api: the engine, as the main package builds it (symbol graphs extracted by
#   swift-symbolgraph-extract from the build's module);
# - api/SideMenuKit.api: everything `import SideMenuKit` gives an app — the UIKit layer, the
#   SwiftUI model AND its views and modifiers (SwiftUI/Views), and one line per engine type the
#   module re-exports (Sources/SideMenuKit/SideMenuKit.swift; their members are in
#   api/SideMenuCore.api). Its symbol graphs come
#   from compiling every file of Sources/SideMenuKit against the UIKit/SwiftUI stand-in
#   (../shared/uikit-typecheck, whose declarations mirror Apple's SDK), as Scripts/build-docs.sh
#   does for the DocC: Linux's SwiftPM build of SideMenuKit is empty (`#if os(iOS)`), and the
#   simulation compiles no SwiftUI views and adds members of its own (the translator's selector
#   dispatch), so neither shows what an iOS app sees.
# A difference fails with the diff: review it, list it in CHANGELOG.md (with its fix-it for a
# rename or removal), then run `Scripts/check-api.sh --update`.
#
# Usage: Scripts/check-api.sh [--update] [path/to/uikit-typecheck/typecheck]
# Without the stand-in (a clone without ../shared) SideMenuKit's half is skipped with a line
# saying so (Scripts/test.sh lists it); SideMenuCore's half still runs.
set -euo pipefail
cd "$(dirname "$0")/.."
# The reviewed copy is what the Linux toolchain's symbol graphs say (the platform CI runs on);
# elsewhere the rendering of some declarations differs, so the check is Linux's.
if [ "$(uname -s)" != Linux ] || ! command -v swift-symbolgraph-extract >/dev/null; then
  echo "public-API check skipped: it runs on Linux with swift-symbolgraph-extract (CI does)"
  exit 0
fi
update=false
if [ "${1:-}" = "--update" ]; then
  update=true
  shift
fi
typecheck="${1:-../shared/uikit-typecheck/typecheck}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# SideMenuCore, from the main package's build.
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
swift build --target SideMenuCore >/dev/null
mkdir -p "$work/SideMenuCore"
swift-symbolgraph-extract -module-name SideMenuCore -I "$(swift build --show-bin-path)/Modules" \
  -target "$triple" -minimum-access-level public -skip-synthesized-members \
  -output-dir "$work/SideMenuCore"
python3 Scripts/api-dump.py "$work/SideMenuCore" SideMenuCore >"$work/SideMenuCore.api"
modules=(SideMenuCore)

# SideMenuKit, every file, against the stand-in (the copy whose `os(iOS)` reads canImport(UIKit),
# Scripts/standin-tree.sh). The stand-in has no `os`: the simulation's model of os.Logger stands
# in, as in Scripts/typecheck-uikit.sh.
if [ -x "$typecheck" ]; then
  source Scripts/standin-tree.sh
  tree="$work/tree"
  standin_tree "$tree"
  mkdir -p "$work/SideMenuKit" "$work/SideMenuKit-module"
  args=(--extra-module os=Simulation/Sources/os --extra-module SideMenuCore=Sources/SideMenuCore)
  [ -d Scripts/uikit-standin-additions ] && args+=(--standin-additions Scripts/uikit-standin-additions)
  [ -d Scripts/swiftui-standin-additions ] && args+=(--swiftui-additions Scripts/swiftui-standin-additions)
  # As swift-symbolgraph-extract's -skip-synthesized-members above: no `!=` of Equatable, no
  # protocol extension members repeated on every conforming type.
  for flag in -emit-module-path "$work/SideMenuKit-module/SideMenuKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$work/SideMenuKit" \
    -Xfrontend -symbol-graph-skip-synthesized-members; do
    args+=(--swiftc-arg "$flag")
  done
  "$typecheck" "${args[@]}" --module-name SideMenuKit "$tree/Sources/SideMenuKit" 2>&1 |
    standin_paths "$tree"
  python3 Scripts/api-dump.py "$work/SideMenuKit" SideMenuKit SideMenuCore >"$work/SideMenuKit.api"
  modules+=(SideMenuKit)
else
  echo "public-API check of SideMenuKit skipped ($typecheck not found: it is this project's" \
    "workspace; SideMenuKit's UIKit and SwiftUI layers compile on Linux only against it)"
fi

status=0
for module in "${modules[@]}"; do
  if $update; then
    cp "$work/$module.api" "api/$module.api"
    echo "updated api/$module.api"
  elif ! diff -u "api/$module.api" "$work/$module.api"; then
    echo "error: the public API of $module changed (diff above). Review it, list it in" \
      "CHANGELOG.md with its fix-it, then run Scripts/check-api.sh --update." >&2
    status=1
  fi
done
if ! $update && [ $status = 0 ]; then echo "ok: public API as reviewed (${modules[*]})"; fi
exit $status
