// What `import SideMenuKit` alone gives an app besides the UIKit and SwiftUI layers: the engine's
// values an app configures a menu with and observes it by — no more. The engine's machinery (its
// state machine, events and effects, touch samples, velocity tracker, planned motion, geometry)
// stays public in the `SideMenuCore` product, for an app that drives the engine itself and
// imports that module explicitly.
//
// Each type is re-exported by a scoped import rather than a `typealias`: an app that turns on
// Swift's `MemberImportVisibility` (SE-0444) sees the members the engine declares in extensions
// (the styles' presets, `SideMenuConfiguration.standard`, an enum's cases) only through a module it
// imports; a scoped `@_exported import` counts as importing `SideMenuCore`, a typealias does not.
// https://github.com/swiftlang/swift-evolution/blob/main/proposals/0444-member-import-visibility.md
//
// In alphabetical order (swift format sorts imports): what configures a menu (configuration,
// edge, width, docking, styles, panel, timing, spring, reduce motion) and what observes one
// (phase, motion kind, resting state, release, layout mode, frame state, notification,
// diagnostic, setting, point).

@_exported import struct SideMenuCore.SideMenuConfiguration
@_exported import enum SideMenuCore.SideMenuDiagnostic
@_exported import enum SideMenuCore.SideMenuDocking
@_exported import enum SideMenuCore.SideMenuEdge
@_exported import struct SideMenuCore.SideMenuEdgeConfiguration
@_exported import struct SideMenuCore.SideMenuFrameState
@_exported import struct SideMenuCore.SideMenuGestureConfiguration
@_exported import enum SideMenuCore.SideMenuLayoutMode
@_exported import enum SideMenuCore.SideMenuMotionKind
@_exported import enum SideMenuCore.SideMenuNotification
@_exported import struct SideMenuCore.SideMenuPanel
@_exported import enum SideMenuCore.SideMenuPhase
@_exported import struct SideMenuCore.SideMenuPoint
@_exported import enum SideMenuCore.SideMenuReduceMotion
@_exported import struct SideMenuCore.SideMenuRelease
@_exported import enum SideMenuCore.SideMenuRestingState
@_exported import enum SideMenuCore.SideMenuSetting
@_exported import struct SideMenuCore.SideMenuSpring
@_exported import struct SideMenuCore.SideMenuStyle
@_exported import enum SideMenuCore.SideMenuTiming
@_exported import struct SideMenuCore.SideMenuTimingCurve
@_exported import enum SideMenuCore.SideMenuWidth
