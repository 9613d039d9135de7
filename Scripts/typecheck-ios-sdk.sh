#!/usr/bin/env bash
# Type-checks SideMenuKit and every example app against Apple's real iOS 16.5 SDK with the Linux
# toolchain (../shared/ios-sdk/typecheck, see its README): Apple's own names, labels, types,
# optionality and availability. API newer than iOS 16.5 that the code uses is declared in
# Scripts/ios-sdk-additions/, exactly as Apple's pages give it. Fails on any API error;
# actor-isolation diagnostics are about the 16.5 SDK's age and are only counted (the stand-in
# check, Scripts/typecheck-uikit.sh, judges isolation).
#
# Usage: Scripts/typecheck-ios-sdk.sh [path/to/ios-sdk/typecheck]
set -euo pipefail
cd "$(dirname "$0")/.."
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
  local sdk="$1/iPhoneOS16.5.sdk" copy="$2" stamp found=() f target
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
    for f in "${found[@]}"; do
      ln -sfn "$(head -c 256 "$copy/iPhoneOS16.5.sdk/$f")" "$copy/iPhoneOS16.5.sdk/$f"
    done
    echo "$stamp" >"$copy/.repaired"
  fi
  echo "real-SDK type-check: ${#found[@]} of the SDK's symbolic links are stored as plain files" \
    "(${found[*]}); checking against a copy with them restored ($copy)"
}
tool_dir="$(cd "$(dirname "$typecheck")" && pwd -P)"
if repair_flattened_links "$tool_dir" "$TMPDIR/ios-sdk-repaired"; then
  typecheck="$TMPDIR/ios-sdk-repaired/$(basename "$typecheck")"
fi
args=(--extra-module SideMenuCore=Sources/SideMenuCore --additions Scripts/ios-sdk-additions)

echo "real-SDK type-check: Sources/SideMenuKit"
"$typecheck" "${args[@]}" --module-name SideMenuKit Sources/SideMenuKit
for app in Examples/*/; do
  [ -n "$(find "$app" -name '*.swift' -not -path '*.xcodeproj/*' | head -1)" ] || continue
  # The app's own minimum iOS, from its Xcode project.
  target="$(grep -rhoE 'IPHONEOS_DEPLOYMENT_TARGET = [0-9.]+' "$app" | head -1 | grep -oE '[0-9.]+$' || true)"
  echo "real-SDK type-check: $app (iOS ${target:-15.0})"
  log="$TMPDIR/example-check.log"
  status=0
  "$typecheck" "${args[@]}" --extra-module SideMenuKit=Sources/SideMenuKit \
    --deployment-target "${target:-15.0}" "$app" 2>&1 | tee "$log" || status=$?
  [ "$status" -eq 0 ] && continue
  [ "$status" -eq 1 ] || exit "$status"
  # To be imported, SideMenuKit is built here with -emit-module, which also runs the SIL pass that
  # folds `os.Logger`'s interpolated messages at compile time. That pass needs the `os` overlay's
  # implementation, which an interface-only SDK (with its adapted os.apinotes) cannot give, so
  # every `Logger` call reports "string interpolation cannot be used in this context". The same
  # file has just type-checked with 0 errors above, and `Logger` with privacy interpolation is
  # Apple's documented use (https://developer.apple.com/documentation/os/logger). Only that
  # diagnostic, in SideMenuKit's own log file, is let through; any other error fails.
  others=$(grep -E ': error: ' "$log" \
    | grep -vE '^Sources/SideMenuKit/Bridge/SideMenuLog\.swift:[0-9]+:[0-9]+: error: string interpolation cannot be used in this context; if you are calling an os_log function' \
    || true)
  if [ -n "$others" ]; then
    exit 1
  fi
  echo "real-SDK type-check: $app: only the os.Logger folding artifact of SideMenuKit's" \
    "-emit-module build (SideMenuLog.swift), no API error"
done
echo "ok: SideMenuKit and the examples type-check against Apple's iOS 16.5 SDK"
