#!/usr/bin/env bash
# Builds the DocC documentation and fails on any DocC warning.
#
# Usage: Scripts/build-docs.sh [path/to/uikit-typecheck/typecheck]
#
# 1. SideMenuCore: symbol graphs from a build of the target (in .build/docs, so the normal build's
#    settings are untouched), then `docc convert --warnings-as-errors` of its catalog.
# 2. SideMenuKit, when the UIKit/SwiftUI stand-in's `typecheck` tool is there (default
#    ../shared/uikit-typecheck/typecheck): its symbol graphs come from compiling the layer against
#    the stand-in, as Xcode would against the SDK (with the re-exported engine types and the
#    extensions of UIKit and SwiftUI types), then the same `docc convert`. Without the tool this
#    step is skipped, with a message: the UIKit layer is an empty module on Linux.
# 3. The articles' code stays the tested code: the listings of DrivingTheEngine.md must equal the
#    regions of Tests/SideMenuCoreTests/Documentation/DrivingTheEngineSnippetTests.swift between
#    the `docs-snippet` markers. (That the README and the DocC articles agree — one migration
#    guide, links that resolve — is a test: Tests/SideMenuCoreTests/Documentation.)
#
# Output: .build/docs/SideMenuCore.doccarchive (and SideMenuKit.doccarchive).
set -euo pipefail
cd "$(dirname "$0")/.."

docc="${DOCC:-}"
if [ -z "$docc" ]; then
  if command -v docc >/dev/null 2>&1; then
    docc="$(command -v docc)"
  else
    docc="$(dirname "$(command -v swift)")/docc"
  fi
fi
[ -x "$docc" ] || { echo "build-docs: no docc beside swift ($docc); set DOCC" >&2; exit 2; }

out=.build/docs
mkdir -p "$out"

convert() { # module catalog symbol-dir
  rm -rf "$out/$1.doccarchive"
  "$docc" convert "$2" --additional-symbol-graph-dir "$3" \
    --fallback-display-name "$1" --fallback-bundle-identifier "org.sidemenukit.$1" \
    --output-path "$out/$1.doccarchive" --warnings-as-errors
  echo "ok: $1 documentation built without warnings ($out/$1.doccarchive)"
}

# 1. SideMenuCore.
core_symbols="$out/symbols/SideMenuCore"
build_core_symbols() {
  swift build --scratch-path "$out/build" --target SideMenuCore \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$core_symbols"
}
mkdir -p "$core_symbols"
build_core_symbols
if [ ! -s "$core_symbols/SideMenuCore.symbols.json" ]; then
  # An up-to-date build emits nothing: rebuild from scratch once to get the graph.
  rm -rf "$out/build"
  build_core_symbols
fi
convert SideMenuCore Sources/SideMenuCore/Documentation.docc "$core_symbols"

# 2. SideMenuKit, against the UIKit/SwiftUI stand-in.
typecheck="${1:-../shared/uikit-typecheck/typecheck}"
if [ -x "$typecheck" ]; then
  kit_symbols="$out/symbols/SideMenuKit"
  kit_module="$out/symbols/SideMenuKit-module"
  rm -rf "$kit_symbols" "$kit_module"
  mkdir -p "$kit_symbols" "$kit_module"
  # The stand-in has no `os`: the simulation's model of os.Logger stands in (as in
  # Scripts/typecheck-uikit.sh).
  args=(--extra-module os=Simulation/Sources/os --extra-module SideMenuCore=Sources/SideMenuCore)
  [ -d Scripts/uikit-standin-additions ] && args+=(--standin-additions Scripts/uikit-standin-additions)
  [ -d Scripts/swiftui-standin-additions ] && args+=(--swiftui-additions Scripts/swiftui-standin-additions)
  for flag in -emit-module-path "$kit_module/SideMenuKit.swiftmodule" -emit-symbol-graph \
    -emit-symbol-graph-dir "$kit_symbols" -emit-extension-block-symbols; do
    args+=(--swiftc-arg "$flag")
  done
  # The layer is `#if os(iOS)`: compile the copy whose conditions read canImport(UIKit), as the
  # stand-in type-check does (Scripts/standin-tree.sh).
  source Scripts/standin-tree.sh
  tree="$(mktemp -d)"
  trap 'rm -rf "$tree"' EXIT
  standin_tree "$tree"
  "$typecheck" "${args[@]}" --module-name SideMenuKit "$tree/Sources/SideMenuKit" 2>&1 |
    standin_paths "$tree"
  # Only the graphs: the module files would be taken for documentation input.
  find "$kit_symbols" -type f ! -name '*.symbols.json' -delete
  # The re-exported engine types, complete (their extensions' members) and linking only to what
  # `import SideMenuKit` gives (Scripts/docc-reexports.py).
  python3 Scripts/docc-reexports.py "$kit_symbols" "$core_symbols"
  convert SideMenuKit Sources/SideMenuKit/Documentation.docc "$kit_symbols"
else
  echo "skipped: SideMenuKit documentation ($typecheck not found; the UIKit layer is empty on Linux)"
fi

# 3. The articles' code stays the tested code.
python3 - <<'PY'
import re, sys

def fail(message):
    print("build-docs: " + message, file=sys.stderr)
    sys.exit(1)

def dedent(block):
    lines = block.split("\n")
    indent = min((len(l) - len(l.lstrip()) for l in lines if l.strip()), default=0)
    return "\n".join(l[indent:] for l in lines).strip("\n")

test = open("Tests/SideMenuCoreTests/Documentation/DrivingTheEngineSnippetTests.swift").read()
regions = [dedent(r) for r in re.findall(
    r"^[ \t]*// docs-snippet: (?!end)\w+\n(.*?)^[ \t]*// docs-snippet: end$", test, re.S | re.M)]
article = open("Sources/SideMenuCore/Documentation.docc/DrivingTheEngine.md").read()
listings = [b.strip("\n") for b in re.findall(r"^```swift\n(.*?)^```$", article, re.S | re.M)]
if listings and listings[0].startswith("import SideMenuCore\n"):
    listings[0] = listings[0][len("import SideMenuCore\n"):].strip("\n")
if listings != regions:
    fail("DrivingTheEngine.md's code differs from the tested code in "
         "DrivingTheEngineSnippetTests.swift (between the docs-snippet markers)")

print("ok: the article's code matches its test")
PY
