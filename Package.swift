// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SideMenuKit",
  // The language of the strings SideMenuKit ships (Sources/SideMenuKit/Resources): English.
  // https://developer.apple.com/documentation/xcode/localizing-package-resources
  defaultLocalization: "en",
  // What each platform gets:
  // - iOS and iPadOS 15+: everything. `SideMenuKit` is the UIKit and SwiftUI layers (every file
  //   is guarded by `#if os(iOS)`: it uses iOS-only API such as `UIScreen` and
  //   `interactivePopGestureRecognizer`).
  // - Mac Catalyst 15+ (where `os(iOS)` is true too): the same layers; every API they use is
  //   available on Mac Catalyst, and the iOS workflow builds them for it. Not tried by hand on a
  //   Mac: pointer and trackpad input reach the menu as touches, as UIKit delivers them there.
  // - macOS 12+, tvOS, visionOS, watchOS, Linux, WebAssembly: `SideMenuCore`, the engine (standard
  //   library only), builds everywhere; `SideMenuKit` compiles to the engine types it re-exports
  //   (Sources/SideMenuKit/SideMenuKit.swift) and nothing more, so a multi-platform app can
  //   depend on it without `#if` in its manifest.
  platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
  products: [
    .library(name: "SideMenuCore", targets: ["SideMenuCore"]),
    .library(name: "SideMenuKit", targets: ["SideMenuKit"]),
  ],
  targets: [
    // The engine: Swift standard library only, also compiled as Embedded Swift for wasm32
    // (Scripts/check-wasm.sh), so no Foundation, no existentials, no reflection.
    .target(name: "SideMenuCore"),
    // The UIKit (and SwiftUI) layer. Every file is wrapped in `#if os(iOS)`, so elsewhere (Linux
    // included) this target compiles to an empty module (plus SwiftPM's generated `Bundle.module`). Its
    // resources are the strings catalog of its VoiceOver texts; Xcode compiles the catalog, and
    // SwiftPM's own build (Linux) copies it as is, which nothing there reads. The define tells
    // the sources that this build has `Bundle.module` (builds of the same sources elsewhere, such
    // as the type-check or the UIKit simulation, do not).
    .target(
      name: "SideMenuKit", dependencies: ["SideMenuCore"],
      resources: [.process("Resources")],
      swiftSettings: [.define("SIDEMENUKIT_PACKAGE_RESOURCES")]),
    .testTarget(name: "SideMenuCoreTests", dependencies: ["SideMenuCore"]),
    // The SwiftUI and UIKit layers' platform-independent parts (their measurements); the views
    // themselves are type-checked (Scripts/typecheck-uikit.sh), and the SwiftUI layer's model
    // runs in the simulation (Simulation/README.md).
    .testTarget(name: "SideMenuKitTests", dependencies: ["SideMenuKit", "SideMenuCore"]),
    // The browser playground and motion gallery (`swift run sidemenu-playground`): a developer
    // tool, deliberately without a product so it never reaches an app that depends on the package.
    .executableTarget(
      name: "sidemenu-playground", dependencies: ["SideMenuCore"],
      path: "Sources/SideMenuPlayground"),
    .testTarget(name: "SideMenuPlaygroundTests", dependencies: ["sidemenu-playground"]),
    // The benchmarks (`swift run -c release sidemenu-bench`, see BENCHMARKS.md): a developer tool
    // without a product, like the playground. The C target counts heap allocations by interposing
    // malloc and friends in the benchmark executable only.
    .target(name: "BenchAllocationCounter", path: "Benchmarks/BenchAllocationCounter"),
    .executableTarget(
      name: "sidemenu-bench", dependencies: ["SideMenuCore", "BenchAllocationCounter"],
      path: "Benchmarks/SideMenuBench"),
  ],
  swiftLanguageModes: [.v6]
)
