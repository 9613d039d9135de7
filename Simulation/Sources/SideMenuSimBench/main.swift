// The per-frame cost of SideMenuKit's UIKit layer, run in the UIKit simulation:
//
//   swift run -c release --package-path Simulation sidemenu-sim-bench [--quick] [--no-breakdown] [--stalls]
//
// For each mode (modal presentation, container, overlay) and each kind of frame (a finger
// dragging the menu, the menu animating after a request), in steady state: layout passes in the
// content's and the menu's trees, heap allocations of SideMenuKit's per-frame work, and view and
// layer property writes. BENCHMARKS.md ("UIKit layer in the simulation") explains each figure,
// the method and its limits: these are the simulation's counts, not a device's timings.
import BenchAllocationCounter
import SideMenuKit
import UIKitSimulation

let arguments = Set(CommandLine.arguments.dropFirst())
let plan = arguments.contains("--quick") ? Plan.quick : Plan()
let showsBreakdown = !arguments.contains("--no-breakdown")

let countsAllocations = Meter.counterWorks()
if !countsAllocations {
  print("# The allocation counter is not active on this platform: allocation figures are skipped.")
}

// `--stalls`: only the busy-main-thread table (no allocation counting needed).
if arguments.contains("--stalls") {
  reportStalls(measureStalls())
  reportSetUp()
  reportCatch()
  exit(0)
}

let meter = Meter()
meter.install()

// MARK: The simulation's own cost

let baseline = Baseline.measure(meter: meter, plan: plan)

/// Allocations per call of the simulated API SideMenuKit uses each frame (outside any callout).
@MainActor
func probeModel() -> (write: Double, rectPath: Double, roundedPath: Double, cgColor: Double) {
  let device = SimulatedDevice(model: .iPhone15Pro)
  let root = UIViewController()
  device.show(root)
  let view = UIView()
  root.view.addSubview(view)
  let path = UIBezierPath(rect: .zero).cgPath
  let rounds = 1_000
  var before = bench_allocation_count()
  for index in 0..<rounds {
    let value = CGFloat(index % 7)
    view.bounds = CGRect(x: 0, y: 0, width: 100 + value, height: 200)
    view.center = CGPoint(x: value, y: 1)
    view.transform = CGAffineTransform(translationX: value, y: 0)
    view.alpha = value / 7
    view.isHidden = index % 2 == 0
    view.layer.shadowOpacity = Float(value)
    view.layer.shadowRadius = value
    view.layer.shadowPath = index % 2 == 0 ? path : nil
    view.layer.cornerRadius = value
    view.layer.cornerCurve = index % 2 == 0 ? .continuous : .circular
    view.layer.masksToBounds = index % 2 == 0
  }
  let write = Double(bench_allocation_count() - before) / Double(rounds * 11)
  before = bench_allocation_count()
  for index in 0..<rounds {
    blackHole(UIBezierPath(rect: CGRect(x: 0, y: 0, width: CGFloat(index), height: 10)).cgPath)
  }
  let rectPath = Double(bench_allocation_count() - before) / Double(rounds)
  before = bench_allocation_count()
  for index in 0..<rounds {
    blackHole(
      UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: CGFloat(index), height: 10), cornerRadius: 4
      ).cgPath)
  }
  let roundedPath = Double(bench_allocation_count() - before) / Double(rounds)
  let color = UIColor.black
  before = bench_allocation_count()
  for _ in 0..<rounds { blackHole(color.cgColor) }
  let cgColor = Double(bench_allocation_count() - before) / Double(rounds)
  return (write, rectPath, roundedPath, cgColor)
}

let model = probeModel()

// MARK: SideMenuKit's frames

struct Result {
  let mode: Mode
  let kind: FrameKind
  let samples: [FrameSample]
}

var results: [Result] = []
for mode in Mode.allCases {
  for kind in FrameKind.allCases {
    let scene = Scene(mode)
    let samples =
      switch kind {
      case .drag: measureDrag(scene, meter: meter, plan: plan)
      case .animation: measureAnimation(scene, meter: meter, plan: plan)
      }
    results.append(Result(mode: mode, kind: kind, samples: samples))
  }
}

// MARK: Docking (container, iPad)

let dockingResults: [(name: String, samples: [FrameSample])] = [
  ("dock_toggle", measureDockedToggle(meter: meter)),
  ("mode_change", measureModeChange(meter: meter)),
]

// MARK: Report

/// "2", or "2.5 (2–3)" when the frames differ.
func summary(_ samples: [FrameSample], _ value: (FrameSample) -> Int) -> String {
  let values = samples.map(value)
  guard let low = values.min(), let high = values.max() else { return "—" }
  let mean = Double(values.reduce(0, +)) / Double(values.count)
  guard low != high else { return "\(low)" }
  return "\(format(mean)) (\(low)–\(high))"
}

func mean(_ samples: [FrameSample], _ value: (FrameSample) -> Int) -> Double {
  guard !samples.isEmpty else { return .nan }
  return Double(samples.map(value).reduce(0, +)) / Double(samples.count)
}

func format(_ value: Double) -> String {
  guard value.isFinite else { return "—" }
  if value == value.rounded() { return String(Int(value)) }
  return String((value * 100).rounded() / 100)
}

/// SideMenuKit's allocations per frame: those inside its callouts, less the simulation's own
/// dispatch overhead per callout (measured with a no-op target of the same kind).
func netAllocations(_ sample: FrameSample, kind: FrameKind) -> Double {
  let overhead =
    kind == .drag
    ? mean(baseline.touch) { $0.calloutAllocations }
      / Swift.max(1, mean(baseline.touch) { $0.callouts })
    : mean(baseline.displayLink) { $0.calloutAllocations }
      / Swift.max(1, mean(baseline.displayLink) { $0.callouts })
  return Double(sample.calloutAllocations) - overhead * Double(sample.callouts)
}

print("# UIKit layer in the simulation: per-frame cost in steady state (see BENCHMARKS.md)")
print("# Device: simulated iPhone 15 Pro, 393 × 852 pt, 120 Hz; default configuration (slideOver).")
print("")
print(
  "| mode | frame | frames | layout passes: content / menu / other | allocations (SideMenuKit) "
    + "| UIBezierPaths | property writes | of them unchanged | allocations (whole frame, simulation included) |"
)
print("|---|---|---|---|---|---|---|---|---|")
for result in results {
  let samples = result.samples
  let allocations =
    countsAllocations
    ? summary(samples) { Int(netAllocations($0, kind: result.kind).rounded()) } : "n/a"
  let whole = countsAllocations ? summary(samples) { $0.frameAllocations } : "n/a"
  let layouts =
    "\(summary(samples) { $0.contentLayouts }) / \(summary(samples) { $0.menuLayouts }) / "
    + "\(summary(samples) { $0.otherLayouts })"
  print(
    "| \(result.mode.rawValue) | \(result.kind.rawValue) | \(samples.count) | \(layouts) | \(allocations) "
      + "| \(summary(samples) { $0.bezierPaths }) | \(summary(samples) { $0.writes }) "
      + "| \(summary(samples) { $0.redundantWrites }) | \(whole) |")
}
print("")
print(
  "# Docking: container on an iPad Pro 11-inch in landscape, `.automatic`, menu docked open; "
    + "every frame until idle.")
print(
  "# dock_toggle: collapse + expand by request; mode_change: full screen -> Split View half -> full screen."
)
print("")
print(
  "| mode | frames | count | layout passes: content / menu / other | allocations (SideMenuKit) | property writes | allocations (whole frame) |"
)
print("|---|---|---|---|---|---|---|")
for (name, samples) in dockingResults {
  let layouts =
    "\(summary(samples) { $0.contentLayouts }) / \(summary(samples) { $0.menuLayouts }) / "
    + "\(summary(samples) { $0.otherLayouts })"
  let allocations =
    countsAllocations
    ? summary(samples) { Int(netAllocations($0, kind: .animation).rounded()) } : "n/a"
  let whole = countsAllocations ? summary(samples) { $0.frameAllocations } : "n/a"
  let laidOut = samples.filter { $0.contentLayouts > 0 }.count
  print(
    "| container | \(name) | \(samples.count) (content laid out in \(laidOut)) | \(layouts) "
      + "| \(allocations) | \(summary(samples) { $0.writes }) | \(whole) |")
  print("sim.container.\(name).frames \(samples.count) frames")
  print("sim.container.\(name).frames_laying_out_content \(laidOut) frames")
  print(
    "sim.container.\(name).layout_passes.content \(format(mean(samples) { $0.contentLayouts })) per_frame"
  )
}
print("")
print("# The simulation's own cost (app code that does nothing), per frame:")
print(
  "# - display-link frame: allocations inside the callout \(summary(baseline.displayLink) { $0.calloutAllocations }), "
    + "whole frame \(summary(baseline.displayLink) { $0.frameAllocations }), "
    + "callouts \(summary(baseline.displayLink) { $0.callouts })")
print(
  "# - touch frame (pan recognized, finger moving): allocations inside the callout "
    + "\(summary(baseline.touch) { $0.calloutAllocations }), whole frame "
    + "\(summary(baseline.touch) { $0.frameAllocations }), callouts \(summary(baseline.touch) { $0.callouts })"
)
print(
  "# - per call of the simulated API SideMenuKit uses each frame: property write \(format(model.write)), "
    + "location(in:) + translation(in:) \(format(baseline.panReadAllocations)), "
    + "UIBezierPath(rect:).cgPath \(format(model.rectPath)), "
    + "UIBezierPath(roundedRect:cornerRadius:).cgPath \(format(model.roundedPath)), "
    + "UIColor.cgColor \(format(model.cgColor)) allocations")
print("")

// Figures, one `name value unit` a line, as the main benchmark prints them.
for result in results {
  let name = "sim.\(result.mode.rawValue).\(result.kind.rawValue)"
  let samples = result.samples
  print("\(name).layout_passes.content \(format(mean(samples) { $0.contentLayouts })) per_frame")
  print("\(name).layout_passes.menu \(format(mean(samples) { $0.menuLayouts })) per_frame")
  print("\(name).layout_passes.other \(format(mean(samples) { $0.otherLayouts })) per_frame")
  if countsAllocations {
    let net =
      samples.map { netAllocations($0, kind: result.kind) }.reduce(0, +) / Double(samples.count)
    print("\(name).allocations \(format(net)) per_frame")
    print(
      "\(name).allocations.whole_frame \(format(mean(samples) { $0.frameAllocations })) per_frame")
  }
  print("\(name).callouts \(format(mean(samples) { $0.callouts })) per_frame")
  print("\(name).bezier_paths \(format(mean(samples) { $0.bezierPaths })) per_frame")
  print("\(name).property_writes \(format(mean(samples) { $0.writes })) per_frame")
  print(
    "\(name).property_writes.unchanged \(format(mean(samples) { $0.redundantWrites })) per_frame")
}

// MARK: Breakdown (a separate, unmeasured pass)

if showsBreakdown {
  print("")
  print("# Breakdown per frame (a separate pass; writes as view.property: all / unchanged):")
  let short = Plan(
    dragWarmUp: plan.dragWarmUp, dragFrames: 20, animationCycles: 1,
    animationSkipFirst: plan.animationSkipFirst, animationSkipLast: plan.animationSkipLast,
    baselineFrames: 0)
  meter.uninstall()
  for mode in Mode.allCases {
    for kind in FrameKind.allCases {
      let scene = Scene(mode)
      let observer = FrameObserver(window: scene.device.window)
      switch kind {
      case .drag: _ = measureDrag(scene, meter: meter, plan: short, observe: observer)
      case .animation: _ = measureAnimation(scene, meter: meter, plan: short, observe: observer)
      }
      let frames = Double(Swift.max(1, observer.frames))
      print("# \(mode.rawValue) \(kind.rawValue) (\(observer.frames) frames):")
      let writes = observer.writes.sorted { $0.key < $1.key }
      for (key, value) in writes {
        print(
          "#   \(key): \(format(Double(value.all) / frames)) / \(format(Double(value.unchanged) / frames))"
        )
      }
      for (key, value) in observer.layouts.sorted(by: { $0.key < $1.key }) {
        print("#   layoutSubviews \(key): \(format(Double(value) / frames))")
      }
    }
  }
}
