# Sourced by Scripts/typecheck-uikit.sh and Scripts/build-docs.sh (not run on its own).
#
# The UIKit/SwiftUI stand-in (../shared/uikit-typecheck) compiles on Linux, where `os(iOS)` is
# false, so the UIKit layer (`#if os(iOS)`) would be an empty module there. `standin_tree DIR`
# copies SideMenuKit's and the example apps' sources into DIR with `os(iOS)` in their
# compilation conditions read as `canImport(UIKit)` (true against the stand-in), line for line,
# as the simulation's translator does (Simulation/Sources/sim-translate, rewrite 5).
# `standin_paths DIR` (a filter) turns DIR's paths in diagnostics back into the repository's.
# `standin_tree DIR false` makes the copy as tvOS and visionOS see the sources instead: `os(iOS)`
# false while `canImport(UIKit)` stays true (Scripts/typecheck-uikit.sh's other-platforms check).
standin_tree() {
  local dir="$1" ios="${2:-canImport(UIKit)}" file
  rm -rf "$dir"
  mkdir -p "$dir"
  while IFS= read -r file; do
    mkdir -p "$dir/$(dirname "$file")"
    sed -E "/^[[:space:]]*#(if|elseif) /s/os\\(iOS\\)/$ios/g" "$file" >"$dir/$file"
  done < <(find Sources/SideMenuKit Examples -name '*.swift' -not -path '*.xcodeproj/*' | sort)
}
standin_paths() { sed "s#$1/##g"; }
