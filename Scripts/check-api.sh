#!/usr/bin/env bash
# The public API, checked against the reviewed copy in api/: SideMenuCore as the main package
# builds it, and SideMenuKit's UIKit layer as the simulation translates it (its SwiftUI files are
# not compiled on Linux). A difference fails with the diff: review it, list it in CHANGELOG.md
# (with its fix-it for a rename or removal), then run `Scripts/check-api.sh --update`.
# Expects both packages built (Scripts/test.sh builds them first).
set -euo pipefail
cd "$(dirname "$0")/.."
# The reviewed copy is what the Linux toolchain's symbol graphs say (the platform CI runs on);
# elsewhere the rendering of some declarations differs, so the check is Linux's.
if [ "$(uname -s)" != Linux ] || ! command -v swift-symbolgraph-extract >/dev/null; then
  echo "public-API check skipped: it runs on Linux with swift-symbolgraph-extract (CI does)"
  exit 0
fi
update=false
[ "${1:-}" = "--update" ] && update=true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
core_modules=$(swift build --show-bin-path)/Modules
sim_modules=$(swift build --package-path Simulation --show-bin-path)/Modules
swift build --target SideMenuCore >/dev/null
swift build --package-path Simulation --target SideMenuKit >/dev/null
extract() {  # module, modules directory
  mkdir -p "$work/$1"
  swift-symbolgraph-extract -module-name "$1" -I "$2" -target "$triple" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$work/$1"
  python3 Scripts/api-dump.py "$work/$1" "$1" >"$work/$1.api"
}
extract SideMenuCore "$core_modules"
extract SideMenuKit "$sim_modules"
status=0
for module in SideMenuCore SideMenuKit; do
  if $update; then
    cp "$work/$module.api" "api/$module.api"
  elif ! diff -u "api/$module.api" "$work/$module.api"; then
    echo "error: the public API of $module changed (diff above). Review it, list it in" \
      "CHANGELOG.md with its fix-it, then run Scripts/check-api.sh --update." >&2
    status=1
  fi
done
$update && echo "updated api/SideMenuCore.api and api/SideMenuKit.api" || echo "ok: public API as reviewed"
exit $status
