#!/usr/bin/env bash
# Type-checks SideMenuKit and every example app against Apple's real iOS 16.5 SDK with the Linux
# toolchain (../shared/ios-sdk/typecheck, see its README): Apple's own names, labels, types,
# optionality and availability. API newer than iOS 16.5 that the code uses is declared in
# Scripts/ios-sdk-additions/, exactly as Apple's pages give it; a file of API that the iOS 26 (27)
# SDK first declares starts with `// ios-sdk: 26` (27). Fails on any API error; actor-isolation
# diagnostics are about the 16.5 SDK's age and are only counted (the stand-in check,
# Scripts/typecheck-uikit.sh, judges isolation). Three parts:
# 1. Every Xcode the README promises, in the tool's view of it (`--xcode 16|26|27`: that Xcode's
#    SDK leaves out newer additions, its compiler reads `#if compiler(…)`): SideMenuKit at the
#    manifest's iOS and each example app at its project's, in Swift 6 mode.
# 2. The example apps as a target made today builds them (Xcode 27's view): as Xcode 26's and 27's
#    app template sets them up, in Swift 5 mode with the main actor as default isolation (SE-0466)
#    and "Approachable Concurrency" (part 1 is Swift 6 mode; Scripts/typecheck-uikit.sh judges
#    the same template's isolation in Swift 6 mode, which this tool leaves to it).
# 3. Every non-test target of the manifest at its minimums: checked for iOS 15, the manifest's
#    iOS, whose standard-library availability is that of macOS 12, the manifest's macOS (both
#    Swift 5.5: https://github.com/swiftlang/swift/blob/main/utils/availability-macros.def), so an
#    API newer than either (`ContinuousClock`, macOS 13 and iOS 16) without `#available` fails.
#    The developer tools (executables: macOS and Linux) may also use the Foundation API that only
#    macOS has (`Process`): Scripts/ios-sdk-macos-additions declares it for them.
# Prints each part's seconds.
#
# Usage: Scripts/typecheck-ios-sdk.sh [--only views|templates|minimums] [path/to/ios-sdk/typecheck]
set -euo pipefail
cd "$(dirname "$0")/.."
parts="views templates minimums"
if [ "${1:-}" = --only ]; then
  parts="${2:?--only views, templates or minimums}"
  shift 2
fi
runs() { case " $parts " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
typecheck="${1:-../shared/ios-sdk/typecheck}"
# The tool caches the SDK's Clang and Swift modules under $TMPDIR; a cache of this checkout's
# own (built once, 1–2 min) keeps its runs from waiting on the module locks of other checkouts'
# runs on the same machine.
export TMPDIR="${SIDEMENU_IOS_SDK_CACHE:-$PWD/.build/ios-sdk-typecheck}"
mkdir -p "$TMPDIR"
# Symbolic links stored as plain files: a copy of the SDK that went through a packer which keeps no
# links has, for example, usr/include/pthread.h reading "pthread/pthread.h" (one line, the link's
# target). Clang parses that as C, the Darwin module fails to build and nothing is checked. When
# the SDK beside the tool has such files, the check runs on a private copy of the tool's folder
# (about 35 MB, made once per checkout and tool version) with those links restored; the SDK
# itself is never written to (CI gets it read-only).
repair_flattened_links() { # tool-folder copy-folder
  local sdk="$1/iPhoneOS16.5.sdk" copy="$2" stamp found=() f target list
  [ -d "$sdk" ] || return 1
  while IFS= read -r f; do
    target=$(head -c 256 "$f")
    # One line, no spaces, naming a path that exists next to the file: a flattened link.
    if [ -n "$target" ] && [ "$(wc -l <"$f")" -le 1 ] && [[ "$target" != *" "* ]] \
      && [ -e "$(dirname "$f")/$target" ]; then
      found+=("${f#"$sdk"/}")
    fi
  done < <(find "$sdk" -type f -size -256c)
  [ ${#found[@]} -gt 0 ] || return 1
  stamp="$(cksum <"$1/typecheck") ${#found[@]}"
  if [ "$(cat "$copy/.repaired" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$copy"
    mkdir -p "$(dirname "$copy")"
    cp -R "$1" "$copy"
    chmod -R u+w "$copy"
    for f in ${found[@]+"${found[@]}"}; do
      ln -sfn "$(head -c 256 "$copy/iPhoneOS16.5.sdk/$f")" "$copy/iPhoneOS16.5.sdk/$f"
    done
    echo "$stamp" >"$copy/.repaired"
  fi
  list=${found[*]+"${found[*]}"}
  echo "real-SDK type-check: ${#found[@]} of the SDK's symbolic links are stored as plain files" \
    "($list); checking against a copy with them restored ($copy)"
}
tool_dir="$(cd "$(dirname "$typecheck")" && pwd -P)"
if repair_flattened_links "$tool_dir" "$TMPDIR/ios-sdk-repaired"; then
  typecheck="$TMPDIR/ios-sdk-repaired/$(basename "$typecheck")"
fi
additions=(--additions Scripts/ios-sdk-additions)
failed=0

# check LABEL TOOL-ARGUMENT...: one run of the tool. To be imported, SideMenuKit is built with
# -emit-module, which also runs the SIL pass that folds `os.Logger`'s interpolated messages at
# compile time. That pass needs the `os` overlay's implementation, which an interface-only SDK
# (with its adapted os.apinotes) cannot give, so every `Logger` call reports "string
# interpolation cannot be used in this context". The same file type-checks with 0 errors as the
# checked module (part 1), and `Logger` with privacy interpolation is Apple's documented use
# (https://developer.apple.com/documentation/os/logger). Only that diagnostic, in SideMenuKit's
# own log file, is let through; any other error fails (after every check has run).
check() {
  local label="$1" status=0 others log="$TMPDIR/ios-sdk-check.log"
  shift
  echo "real-SDK type-check: $label"
  "$typecheck" "$@" >"$log" 2>&1 || status=$?
  cat "$log"
  [ "$status" -eq 0 ] && return 0
  [ "$status" -eq 1 ] || exit "$status"
  others=$(grep -E ': error: ' "$log" |
    grep -vE '^Sources/SideMenuKit/Bridge/SideMenuLog\.swift:[0-9]+:[0-9]+: error: string interpolation cannot be used in this context; if you are calling an os_log function' ||
    true)
  if [ -n "$others" ]; then
    echo "real-SDK type-check: FAILED: $label"
    failed=$((failed + 1))
    return 0
  fi
  echo "real-SDK type-check: $label: only the os.Logger folding artifact of SideMenuKit's" \
    "-emit-module build (SideMenuLog.swift), no API error"
}

# The example apps, each with its own minimum iOS from its Xcode project.
apps=()
for app in Examples/*/; do
  [ -n "$(find "$app" -name '*.swift' -not -path '*.xcodeproj/*' | head -1)" ] || continue
  apps+=("$app")
done
app_target() {
  local target
  target="$(grep -rhoE 'IPHONEOS_DEPLOYMENT_TARGET = [0-9.]+' "$1" | head -1 | grep -oE '[0-9.]+$' || true)"
  echo "${target:-15.0}"
}
library=(--extra-module SideMenuCore=Sources/SideMenuCore --extra-module SideMenuKit=Sources/SideMenuKit)
# The manifest's platforms and non-test targets (part 1 checks SideMenuKit at its iOS; part 3
# every target).
swift package describe --type json >"$TMPDIR/package.json"
ios_minimum=$(python3 -c 'import json, sys
print(next(p["version"] for p in json.load(open(sys.argv[1]))["platforms"] if p["name"] == "ios"))' \
  "$TMPDIR/package.json")

# 1. Every Xcode's view: SideMenuKit and the examples.
runs views && for xcode in 16 26 27; do
  started=$SECONDS
  check "Sources/SideMenuKit (Xcode $xcode)" --xcode "$xcode" \
    --extra-module SideMenuCore=Sources/SideMenuCore "${additions[@]}" \
    --deployment-target "$ios_minimum" --module-name SideMenuKit Sources/SideMenuKit
  for app in ${apps[@]+"${apps[@]}"}; do
    check "$app (Xcode $xcode, iOS $(app_target "$app"), Swift 6 mode)" --xcode "$xcode" \
      "${library[@]}" "${additions[@]}" --deployment-target "$(app_target "$app")" "$app"
  done
  echo "real-SDK type-check: Xcode $xcode view: $((SECONDS - started)) s"
done

# 2. The examples as a target made today builds them: Xcode 26's and 27's app template (Swift 5
# mode; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; SWIFT_APPROACHABLE_CONCURRENCY
# = YES, whose two upcoming features are InferIsolatedConformances and
# NonisolatedNonsendingByDefault:
# https://forums.swift.org/t/what-should-the-concurrency-settings-be-for-a-brand-new-project/83109/2).
runs templates && started=$SECONDS
template=(--swiftc-arg -default-isolation --swiftc-arg MainActor
  --swiftc-arg -enable-upcoming-feature --swiftc-arg InferIsolatedConformances
  --swiftc-arg -enable-upcoming-feature --swiftc-arg NonisolatedNonsendingByDefault)
runs templates && for app in ${apps[@]+"${apps[@]}"}; do
  check "$app (Xcode 27, the app template: Swift 5 mode, default isolation MainActor)" \
    --xcode 27 "${library[@]}" "${additions[@]}" --deployment-target "$(app_target "$app")" \
    --swift-version 5 "${template[@]}" "$app"
done
runs templates && echo "real-SDK type-check: the examples as today's app templates: $((SECONDS - started)) s"

if runs minimums; then
  # 3. Every non-test target at the manifest's minimums. The oldest iOS whose standard library
  # matches the manifest's macOS is macOS + 3 up to macOS 15 (iOS 15 is macOS 12), the same number
  # from 26 on; the check runs for the older of that and the manifest's iOS.
  started=$SECONDS
  python3 - "$TMPDIR/package.json" >"$TMPDIR/targets.txt" <<'PYTHON'
import json, sys
package = json.load(open(sys.argv[1]))
minimums = {p["name"]: [int(x) for x in p["version"].split(".")] for p in package["platforms"]}
ios = [minimums["ios"][0]] if "ios" in minimums else []
if "macos" in minimums:
    macos = minimums["macos"][0]
    ios.append(macos + 3 if macos <= 15 else macos)
print("minimum", "%d.0" % min(ios))
targets = {t["name"]: t for t in package["targets"]}
for target in package["targets"]:
    if target["type"] == "test":
        continue
    if target["module_type"] != "SwiftTarget":
        # A C target: its header is imported by the Swift targets that depend on it.
        print("c", target["name"], target["path"])
        continue
    # Swift dependencies, deepest first, as --extra-module needs them.
    order = []
    def visit(name):
        for dep in targets[name].get("target_dependencies") or []:
            visit(dep)
            if dep not in order:
                order.append(dep)
    visit(target["name"])
    deps = ",".join(d + "=" + targets[d]["path"] + "=" + targets[d]["module_type"] for d in order)
    print("swift", target["c99name"], target["path"], target["type"], deps or "-")
PYTHON
  minimum=$(sed -n 's/^minimum //p' "$TMPDIR/targets.txt")
  cmods="$TMPDIR/c-modules"
  rm -rf "$cmods"
  mkdir -p "$cmods"
  while read -r kind name path _; do
    [ "$kind" = c ] || continue
    # SwiftPM's module map for a C target with an include folder: its headers, as one module.
    mkdir -p "$cmods/$name"
    {
      echo "module $name {"
      for header in "$PWD/$path"/include/*.h; do echo "  header \"$header\""; done
      echo "  export *"
      echo "}"
    } >"$cmods/$name/module.modulemap"
  done <"$TMPDIR/targets.txt"
  while read -r kind name path type deps; do
    [ "$kind" = swift ] || continue
    if [ "$minimum" = "$ios_minimum" ] && { [ "$name" = SideMenuKit ] || [ "$name" = SideMenuCore ]; }; then
      echo "real-SDK type-check: target $name: checked in part 1 at iOS $minimum (SideMenuKit as" \
        "the module, SideMenuCore as its dependency)"
      continue
    fi
    run=(--xcode 16 "${additions[@]}" --deployment-target "$minimum" --module-name "$name")
    if [ "$deps" != - ]; then
      for dep in $(echo "$deps" | tr ',' ' '); do
        dep_name="${dep%%=*}"
        dep_rest="${dep#*=}"
        if [ "${dep_rest##*=}" = SwiftTarget ]; then
          run+=(--extra-module "$dep_name=${dep_rest%=*}")
        else
          run+=(--swiftc-arg -I --swiftc-arg "$cmods/$dep_name")
        fi
      done
    fi
    if [ "$type" = executable ]; then
      run+=(--additions Scripts/ios-sdk-macos-additions)
    fi
    check "target $name ($path) at the manifest's minimums (iOS $minimum; macOS's standard library)" \
      "${run[@]}" "$path" </dev/null
  done <"$TMPDIR/targets.txt"
  echo "real-SDK type-check: every non-test target at the manifest's minimums: $((SECONDS - started)) s"
fi

if [ "$failed" -gt 0 ]; then
  echo "real-SDK type-check: $failed check(s) failed (diagnostics above)"
  exit 1
fi
echo "ok: SideMenuKit and the examples type-check against Apple's iOS 16.5 SDK in the views of" \
  "Xcode 16, 26 and 27, the examples as today's app templates, every target at its minimums"
