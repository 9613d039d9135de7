// swift-tools-version: 6.0
// The UIKit simulation: test infrastructure that runs SideMenuKit's real UIKit code on Linux.
//
// A package of its own, nested in the repository, so that no Apple-platform build of
// SideMenuKit (Xcode, SwiftPM on macOS/iOS) ever sees a module named `UIKit` from us: only
// `swift test --package-path Simulation` builds it. See Simulation/README.md.
import PackageDescription

// Swift Testing declares a cross-import overlay for a module named CoreGraphics (attachments of
// images, Apple platforms only); importing Testing next to our simulated CoreGraphics would ask
// for it, and Linux has none. This package is never a dependency, so an unsafe flag is fine.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
  name: "SideMenuKitSimulation",
  platforms: [.macOS(.v13)],
  products: [],
  targets: [
    // The engine, as the main package builds it (a symbolic link to ../Sources/SideMenuCore).
    .target(name: "SideMenuCore"),
    // Behavioural models of Apple's frameworks, one module each, as on iOS. Declarations follow
    // Apple's; bodies behave (and cite the documentation they follow).
    .target(name: "ObjectiveC"),
    .target(name: "CoreGraphics"),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "ObjectiveC"]),
    .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "ObjectiveC"]),
    // What SideMenuKit's SwiftUI model needs beyond UIKit: Combine's `ObservableObject` and
    // `@Published`, and the few SwiftUI value types it reads (`Binding`, `DragGesture.Value`,
    // `LayoutDirection`, `EdgeInsets`, `ScenePhase`). No views: the files of
    // `Sources/SideMenuKit/SwiftUI/Views` are not compiled here (TranslateForLinux).
    .target(name: "Combine"),
    .target(name: "SwiftUI", dependencies: ["CoreGraphics", "QuartzCore", "UIKit", "Combine"]),
    // The unified logging API (`os.Logger`) SideMenuKit logs its diagnostics with; messages are
    // kept in `SimulatedLog` for the scenarios.
    .target(name: "os"),
    // The test seam: a simulated device that injects touches, keys and system events and
    // advances the virtual clock. Shaped like the public API so scenarios could run on a device.
    .target(name: "UIKitSimulation", dependencies: ["UIKit"]),
    // What SwiftUI does to a view model (its drag gesture, timeline, update cycle), for the
    // SwiftUI layer's scenarios; generic, shaped like SwiftUI's documented behaviour.
    .target(name: "SwiftUISimulation", dependencies: ["UIKitSimulation", "SwiftUI", "Combine"]),
    // Turns SideMenuKit's sources into a Linux-compilable copy (no `@objc`, selectors as values,
    // a generated per-class dispatch). Run by the TranslateForLinux plugin on every build.
    .executableTarget(name: "sim-translate", path: "Sources/sim-translate"),
    .plugin(
      name: "TranslateForLinux", capability: .buildTool(), dependencies: ["sim-translate"]),
    // SideMenuKit's real sources, translated at build time (the plugin writes them into the
    // build directory; nothing generated is committed).
    .target(
      name: "SideMenuKit", dependencies: ["SideMenuCore", "UIKit", "os", "Combine", "SwiftUI"],
      plugins: ["TranslateForLinux"]),
    // The UIKit example app (../Examples/SideMenuExample), translated the same way, so the
    // scenarios can drive the demos as a user would. A library module here: its `@main` is
    // removed by the translator (an entry point cannot be linked into a test bundle).
    .target(
      name: "SideMenuExample", dependencies: ["SideMenuKit", "UIKit"],
      plugins: ["TranslateForLinux"]),
    .testTarget(
      name: "UIKitContractTests", dependencies: ["UIKit", "UIKitSimulation", "os"],
      swiftSettings: testSettings),
    .testTarget(
      name: "SideMenuKitScenarioTests",
      dependencies: ["SideMenuKit", "SideMenuCore", "UIKitSimulation", "os"],
      swiftSettings: testSettings),
    .testTarget(
      name: "SwiftUIContractTests", dependencies: ["SwiftUISimulation"],
      swiftSettings: testSettings),
    .testTarget(
      name: "SideMenuKitSwiftUIScenarioTests",
      dependencies: ["SideMenuKit", "SideMenuCore", "SwiftUISimulation"],
      swiftSettings: testSettings),
    .testTarget(
      name: "SideMenuExampleScenarioTests", dependencies: ["SideMenuExample", "UIKitSimulation"],
      swiftSettings: testSettings),
    .testTarget(name: "TranslatorTests", dependencies: ["sim-translate"]),
    // The per-frame cost of the UIKit layer in the simulation (`swift run -c release
    // --package-path Simulation sidemenu-sim-bench`, see BENCHMARKS.md). The allocation
    // counter is the main package's (a symbolic link to ../Benchmarks/BenchAllocationCounter).
    .target(name: "BenchAllocationCounter"),
    .executableTarget(
      name: "sidemenu-sim-bench",
      dependencies: ["SideMenuKit", "SideMenuCore", "UIKitSimulation", "BenchAllocationCounter"],
      path: "Sources/SideMenuSimBench"),
  ],
  swiftLanguageModes: [.v6]
)
