// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SideMenuKit",
  // iOS 15 is the oldest system the UIKit layer supports; macOS 12 lets the core (and its tests)
  // build on a Mac without an iOS simulator.
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "SideMenuCore", targets: ["SideMenuCore"]),
    .library(name: "SideMenuKit", targets: ["SideMenuKit"]),
  ],
  targets: [
    // The engine: Swift standard library only, also compiled as Embedded Swift for wasm32
    // (Scripts/check-wasm.sh), so no Foundation, no existentials, no reflection.
    .target(name: "SideMenuCore"),
    // The UIKit (and SwiftUI) layer. Every file is wrapped in `#if canImport(UIKit)`, so on Linux
    // this target compiles to an empty module.
    .target(name: "SideMenuKit", dependencies: ["SideMenuCore"]),
    .testTarget(name: "SideMenuCoreTests", dependencies: ["SideMenuCore"]),
  ],
  swiftLanguageModes: [.v6]
)
