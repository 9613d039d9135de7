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
args=(--extra-module SideMenuCore=Sources/SideMenuCore --additions Scripts/ios-sdk-additions)

echo "real-SDK type-check: Sources/SideMenuKit"
"$typecheck" "${args[@]}" --module-name SideMenuKit Sources/SideMenuKit
for app in Examples/*/; do
  [ -n "$(find "$app" -name '*.swift' -not -path '*.xcodeproj/*' | head -1)" ] || continue
  # The app's own minimum iOS, from its Xcode project.
  target="$(grep -rhoE 'IPHONEOS_DEPLOYMENT_TARGET = [0-9.]+' "$app" | head -1 | grep -oE '[0-9.]+$' || true)"
  echo "real-SDK type-check: $app (iOS ${target:-15.0})"
  "$typecheck" "${args[@]}" --extra-module SideMenuKit=Sources/SideMenuKit \
    --deployment-target "${target:-15.0}" "$app"
done
echo "ok: SideMenuKit and the examples type-check against Apple's iOS 16.5 SDK"
