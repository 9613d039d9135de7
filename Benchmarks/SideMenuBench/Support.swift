import Foundation
import SideMenuCore

/// Where results go: every figure is one `name value unit` line on standard output, so scripts
/// can `grep`/`awk` them; everything meant for people starts with `#`.
struct Report {
  /// The figures printed so far, by name, for the summary.
  private(set) var figures: [String: Double] = [:]

  /// Prints one figure and remembers it.
  mutating func figure(_ name: String, _ value: Double, _ unit: String) {
    figures[name] = value
    print("\(name) \(Report.format(value)) \(unit)")
  }

  /// Prints a line for people.
  func note(_ text: String) {
    print("# \(text)")
  }

  /// A number with at most three decimals (four significant digits below 1, so that small
  /// ratios stay visible), so the lines stay readable and diff well between runs.
  static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value != 0 && Swift.abs(value) < 1 { return String(format: "%.4g", value) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && Swift.abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return String(format: "%.3f", rounded)
      .replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
  }
}

/// Keeps the optimizer from deleting or hoisting the work being measured: every result is folded
/// into a value that is finally printed, through a function the optimizer cannot see into.
@inline(never)
func consume(_ value: Double) {
  sinkValue += value
}

/// The running checksum of everything measured (printed at the end, which also proves the work
/// was done). Only the benchmark's single thread touches it.
nonisolated(unsafe) var sinkValue = 0.0

/// Folds the fields a renderer reads from a frame state into one number.
@inline(__always)
func checksum(_ state: SideMenuFrameState) -> Double {
  state.menuTransform.translationX + state.contentTransform.translationX
    + state.contentTransform.scale + state.scrimAlpha + state.menuAlpha + state.menuFrame.width
}

/// What a renderer would do with each effect, reduced to the cost of reading it.
@inline(__always)
func apply(_ effect: SideMenuEffect, into total: inout Double) {
  switch effect {
  case .applyFrame(let state): total += checksum(state)
  case .notify(.progress(_, let progress)): total += progress
  default: total += 1
  }
}

/// A monotonic clock reading, in nanoseconds from an unspecified start: POSIX's
/// `clock_gettime(CLOCK_MONOTONIC)`, which Darwin has from macOS 10.12 (its man page, clock_gettime(3))
/// and Linux always. Not `ContinuousClock`: that needs macOS 13, and the manifest promises
/// macOS 12 for every target (Scripts/typecheck-ios-sdk.sh checks it).
/// https://pubs.opengroup.org/onlinepubs/9799919799/functions/clock_gettime.html
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The nanoseconds since a reading of ``monotonicNanoseconds()``.
@inline(__always)
func nanoseconds(since start: UInt64) -> Double {
  Double(monotonicNanoseconds() &- start)
}

/// The median of some values (the mean of the middle two for an even count).
func medianOf(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The device every scenario runs on: an iPhone 14-sized portrait container (390 × 844 points)
/// with the default configuration, so the menu is 326 points wide (85 %, keeping 64 points of
/// content visible).
enum Scene {
  static let container = SideMenuContainer(size: SideMenuSize(width: 390, height: 844))
  /// A display frame at 120 Hz, in seconds.
  static let frame = 1.0 / 120
  /// Where a finger touches down to open the leading menu: inside the 20-point edge zone.
  static let edgeX = 6.0
  /// A finger's vertical position; it does not matter for a horizontal drag.
  static let fingerY = 420.0

  /// A fresh, closed machine with the default configuration.
  static func machine(style: SideMenuStyle = .standard) -> SideMenuStateMachine {
    var configuration = SideMenuConfiguration()
    configuration.leading.style = style
    return SideMenuStateMachine(configuration: configuration, container: container)
  }
}

extension SideMenuStateMachine {
  /// Handles an event through the allocation-free closure form, applying the effects the way a
  /// renderer would, and returns their checksum.
  @inline(__always)
  mutating func run(_ event: SideMenuEvent, at time: Double) -> Double {
    var total = 0.0
    handle(event, at: time) { apply($0, into: &total) }
    return total
  }

  /// Whether an animation is in flight (the renderer would keep its display link running).
  var isAnimating: Bool {
    if case .some(.animated) = phase.motion { return true }
    return false
  }
}
