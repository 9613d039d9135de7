// The part of the Objective-C runtime that SideMenuKit relies on: selectors and message
// dispatch for target–action. Linux has no Objective-C runtime, so `#selector` and `@objc`
// cannot compile there; the build step (sim-translate) rewrites `#selector(name(_:))` into
// `Selector("name(_:)")` and gives every class with `@objc` methods a generated
// `SelectorDispatching` conformance that calls the named method.

/// Apple: `struct Selector` (ObjectiveC). Here a method's Swift name, e.g. `"handlePan(_:)"`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's Swift name with argument labels, as the translator writes it.
  public let name: String

  /// Apple: `init(_ str: String)`.
  public init(_ name: String) { self.name = name }

  public init(stringLiteral value: String) { self.name = value }

  /// The base name without labels (`"handlePan"` for `"handlePan(_:)"`).
  public var baseName: Substring { name.prefix { $0 != "(" } }

  public var description: String { name }
}

/// Simulation only: an object whose `@objc` methods can be reached by selector. The translator
/// generates the conformance; UIKit's target–action, key commands and display links call it.
@MainActor
public protocol SelectorDispatching: AnyObject {
  /// Calls the method named by `selector` with `argument` (the sender) and returns whether the
  /// object has such a method.
  func performSelector(_ selector: Selector, with argument: Any?) -> Bool

  /// Whether the object has a method named by `selector` (Apple's `responds(to:)`).
  func respondsToSelector(_ selector: Selector) -> Bool
}

/// Simulation only: brackets the calls the simulated frameworks make into app code — by
/// selector (target–action, display-link callbacks, key commands) and the layout callbacks
/// (`layoutSubviews`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`) — so the benchmark
/// (`sidemenu-sim-bench`) can count what the app's code costs apart from the simulation's own
/// work around it. Both hooks are `nil` except while the benchmark measures.
@MainActor
package enum SimulationCallouts {
  package static var willCall: (() -> Void)?
  package static var didCall: (() -> Void)?

  /// Runs `body` (a call into app code) between the hooks.
  package static func around<Result>(_ body: () -> Result) -> Result {
    willCall?()
    defer { didCall?() }
    return body()
  }
}

extension SelectorDispatching {
  /// `performSelector(_:with:)` between the `SimulationCallouts` hooks.
  package func simulationPerform(_ selector: Selector, with argument: Any?) -> Bool {
    SimulationCallouts.around { performSelector(selector, with: argument) }
  }
}
