#!/usr/bin/env bash
# Compiles SideMenuCore as Embedded Swift for wasm32-unknown-none-wasm, as the playground does.
# Exits non-zero when the core stops being Embedded-compatible (an existential, reflection,
# Foundation, ...). `Extern` is needed for the wasm imports in Platform/PlatformMath.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-$(mktemp -d)/SideMenuCore.o}"
mapfile -t sources < <(find Sources/SideMenuCore -name '*.swift' | sort)
swiftc -target wasm32-unknown-none-wasm \
  -enable-experimental-feature Embedded -enable-experimental-feature Extern \
  -wmo -Osize -parse-as-library -module-name SideMenuCore \
  "${sources[@]}" -c -o "$out"
echo "ok: SideMenuCore compiles as Embedded Swift for wasm32 ($(wc -c <"$out") bytes of object code)"
