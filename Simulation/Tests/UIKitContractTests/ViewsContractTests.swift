// Contract tests of the simulated UIView: each test names one behaviour and asserts what
// Apple's page (cited above it) says.
import Testing
import UIKit
import UIKitSimulation

@MainActor
@Suite(.serialized)
struct ViewHierarchyContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // "Views can have only one superview. If view already has a superview and that view is not
  // the receiver, this method removes the previous superview before making the receiver its
  // new superview."
  @Test func addSubviewRemovesTheViewFromItsPreviousSuperview() {
    _ = SimulatedDevice()
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(child.superview === second)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // "After being added, this view appears on top of any other subviews."
  @Test func addSubviewPutsTheViewOnTopOfItsSiblingsEvenWhenAlreadyASubview() {
    _ = SimulatedDevice()
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.subviews.last === b)
    parent.addSubview(a)
    #expect(
      parent.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(a)])
  }

  // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
  // https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)
  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
  // "Moves the specified subview so that it appears on top of its siblings" / "…behind its
  // siblings"; insert below/above places it directly beneath/above the sibling.
  @Test func bringToFrontSendToBackAndInsertRelativeToASiblingReorderSubviews() {
    _ = SimulatedDevice()
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.last === a)
    parent.sendSubviewToBack(a)
    #expect(parent.subviews.first === a)
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    parent.insertSubview(a, aboveSubview: b)
    #expect(parent.subviews.last === a)
  }

  // https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)
  // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  // "Tells the view that its superview is about to change" / "…that its window object
  // changed": willMove comes before the change, didMove after; entering a window is told to
  // the whole moved subtree.
  @Test func moveCallbacksSurroundTheChangeAndReachTheWholeSubtree() {
    let device = SimulatedDevice()
    let log = CallLog()
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    parent.addSubview(child)
    log.entries.removeAll()
    device.window.addSubview(parent)
    #expect(
      log.entries == [
        "parent.willMove(toSuperview: view)", "parent.willMove(toWindow: window)",
        "child.willMove(toWindow: window)", "parent.didMoveToWindow", "child.didMoveToWindow",
        "parent.didMoveToSuperview",
      ])
    #expect(child.window === device.window)
    log.entries.removeAll()
    parent.removeFromSuperview()
    #expect(
      log.entries == [
        "parent.willMove(toSuperview: nil)", "parent.willMove(toWindow: nil)",
        "child.willMove(toWindow: nil)", "parent.didMoveToWindow", "child.didMoveToWindow",
        "parent.didMoveToSuperview",
      ])
    #expect(child.window == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiview/window
  // "This property is nil if the view has not yet been added to a window."
  @Test func windowIsNilOutsideAWindow() {
    let device = SimulatedDevice()
    let view = UIView()
    #expect(view.window == nil)
    device.window.addSubview(view)
    #expect(view.window === device.window)
  }

  // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  // A gesture recognizer is attached to one view at a time (`UIGestureRecognizer.view`).
  @Test func aGestureRecognizerBelongsToOneViewAtATime() {
    _ = SimulatedDevice()
    let a = UIView()
    let b = UIView()
    let pan = UIPanGestureRecognizer()
    a.addGestureRecognizer(pan)
    b.addGestureRecognizer(pan)
    #expect(pan.view === b)
    #expect(a.gestureRecognizers == nil)
  }
}

@MainActor
@Suite(.serialized)
struct ViewGeometryContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/frame
  // "Setting this property changes the point specified by the center property and the size in
  // the bounds rectangle accordingly."
  @Test func settingFrameSetsCenterAndBoundsSize() {
    _ = SimulatedDevice()
    let view = UIView(frame: .zero)
    view.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
    view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.bounds.origin == CGPoint(x: 5, y: 7), "the bounds origin is not the frame's")
  }

  // https://developer.apple.com/documentation/uikit/uiview/bounds
  // "Changing the bounds size grows or shrinks the view relative to its center point."
  @Test func changingBoundsSizeKeepsTheCenter() {
    _ = SimulatedDevice()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds = CGRect(x: 0, y: 0, width: 50, height: 200)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: 25, y: -50, width: 50, height: 200))
  }

  // https://developer.apple.com/documentation/uikit/uiview/center
  // "Changing this property updates the origin of the rectangle in the frame property
  // appropriately."
  @Test func changingCenterMovesTheFrame() {
    _ = SimulatedDevice()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.center = CGPoint(x: 200, y: 100)
    #expect(view.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
  }

  // https://developer.apple.com/documentation/uikit/uiview/transform
  // "…transformations occur relative to the view's anchor point", by default the centre of
  // the bounds; the transform does not change `bounds` or `center`. What a person sees is the
  // transformed rectangle.
  @Test func transformAppliesAboutTheCenterWithoutChangingBoundsOrCenter() {
    let device = SimulatedDevice()
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    device.window.addSubview(view)
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.center == CGPoint(x: 150, y: 150))
    #expect(isClose(view.simulationFrameInWindow, CGRect(x: 125, y: 125, width: 50, height: 50)))
  }

  // https://developer.apple.com/documentation/uikit/uiview/frame
  // "If the transform property is not the identity transform, the value of this property is
  // undefined and therefore should be ignored." Setting it then is recorded as misuse.
  @Test func settingFrameOnATransformedViewIsMisuse() {
    let device = SimulatedDevice()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(device.misuses.isEmpty)
    view.transform = CGAffineTransform(translationX: 5, y: 0)
    view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    #expect(device.misuses.count == 1)
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  // "When a view's bounds change, that view automatically resizes its subviews according to
  // each subview's autoresizing mask … When more than one option along an axis is set, the
  // default behavior is to distribute the size difference proportionally among the flexible
  // portions."
  @Test func autoresizingDistributesTheChangeAmongFlexibleParts() {
    _ = SimulatedDevice()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let shared = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 10))
    shared.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    for view in [fill, pinnedRight, shared, fixed] { parent.addSubview(view) }
    parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    #expect(pinnedRight.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
    #expect(shared.frame == CGRect(x: 75, y: 0, width: 50, height: 10))
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews
  // When false, the view does not resize its subviews when its bounds change.
  @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
    _ = SimulatedDevice()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.autoresizesSubviews = false
    let fill = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(fill)
    parent.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
    #expect(fill.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }
}

@MainActor
@Suite(.serialized)
struct ViewLayoutContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  // "This method makes a note of the request and returns immediately … you can use this method
  // to schedule the update for the next drawing cycle" — at the end of the run-loop turn.
  @Test func setNeedsLayoutDefersLayoutSubviewsToTheEndOfTheTurn() {
    let device = SimulatedDevice()
    let view = RecordingView("v")
    device.window.addSubview(view)
    device.runTurn()
    view.log.entries.removeAll()
    view.setNeedsLayout()
    #expect(view.log.entries.isEmpty, "not laid out inside setNeedsLayout")
    device.runTurn()
    #expect(view.log.entries == ["v.layoutSubviews"])
    device.runTurn()
    #expect(view.log.entries == ["v.layoutSubviews"], "once per request")
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  // "…this method lays out the view subtree starting at the root. If no layout updates are
  // pending, this method exits without modifying the layout or calling any layout-related
  // callbacks."
  @Test func layoutIfNeededLaysOutPendingSubtreeNowAndOtherwiseDoesNothing() {
    let device = SimulatedDevice()
    let log = CallLog()
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    parent.addSubview(child)
    device.window.addSubview(parent)
    device.runTurn()
    log.entries.removeAll()
    parent.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    child.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(log.entries == ["child.layoutSubviews"])
  }

  // https://developer.apple.com/documentation/uikit/uiview/bounds — a size change lays the
  // view out again (long-known device behaviour: `layoutSubviews` runs after a size change,
  // not after a move or a transform; https://developer.apple.com/documentation/uikit/uiview/transform
  // does not trigger layout).
  @Test func sizeChangeSchedulesLayoutButMoveAndTransformDoNot() {
    let device = SimulatedDevice()
    // Inside the safe area, so that moving it does not change its safe-area insets.
    let view = RecordingView("v", frame: CGRect(x: 100, y: 300, width: 10, height: 10))
    device.window.addSubview(view)
    device.runTurn()
    view.log.entries.removeAll()
    view.center = CGPoint(x: 150, y: 400)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    device.runTurn()
    #expect(view.log.entries.isEmpty)
    view.transform = .identity
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    device.runTurn()
    #expect(view.log.entries == ["v.layoutSubviews"])
  }

  // What the layout-pass figures of `sidemenu-sim-bench` rest on (BENCHMARKS.md): only a size
  // change lays anything out. Apple: "When a view's bounds change, the view adjusts the position
  // of its subviews" (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews());
  // the superview's pass after a child's size change is long-known device behaviour (a child's
  // `setFrame:` with a new size lays out the child and its superview; a new origin neither).
  // A write of the size already there, a move, a transform (the page of `transform`: it does
  // not trigger layout) and a change of a property that is not geometry (alpha) lay out nothing
  // — every per-frame write SideMenuKit makes to a moving menu is of that kind.
  @Test func onlyASizeChangeLaysOutAndItLaysOutTheSuperviewToo() {
    let device = SimulatedDevice()
    let log = CallLog()
    let parent = RecordingView(
      "parent", log: log, frame: CGRect(x: 100, y: 300, width: 100, height: 100))
    let child = RecordingView("child", log: log, frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    parent.addSubview(child)
    device.window.addSubview(parent)
    device.runTurn()
    log.entries.removeAll()
    child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    child.center = CGPoint(x: 30, y: 30)
    child.transform = CGAffineTransform(translationX: 12, y: 0)
    child.alpha = 0.5
    device.runTurn()
    #expect(log.entries.isEmpty, "same size, a move, a transform, an alpha: \(log.entries)")
    child.bounds = CGRect(x: 0, y: 0, width: 11, height: 10)
    device.runTurn()
    #expect(Set(log.entries) == ["child.layoutSubviews", "parent.layoutSubviews"])
    #expect(log.entries.count == 2, "once each: \(log.entries)")
  }
}

@MainActor
@Suite(.serialized)
struct ViewSafeAreaContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  // "For other views in the view hierarchy, the insets reflect only the portion of the view
  // that is covered": a view under the status bar gets the top inset, a view inside the safe
  // area none, a view outside a window none.
  @Test func safeAreaInsetsAreThePartOfTheWindowsMarginsTheViewOverlaps() {
    let device = SimulatedDevice()
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    let detached = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    device.window.addSubview(top)
    device.window.addSubview(middle)
    #expect(device.window.safeAreaInsets == device.model.portraitSafeArea)
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(detached.safeAreaInsets == .zero)
  }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  // "…only the portion of the view that is covered": a part of the view outside the window is
  // covered by no bar, so a view sliding off the left edge in portrait (no left margin) keeps a
  // left inset of 0; in landscape it gets the part of the 59 pt sensor-housing band it covers.
  @Test func safeAreaInsetsCountOnlyTheCoveredPartOfEachMargin() {
    let device = SimulatedDevice()
    let sliding = UIView(frame: CGRect(x: -100, y: 0, width: 300, height: 852))
    device.window.addSubview(sliding)
    #expect(sliding.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    device.rotate(toLandscape: true)
    sliding.frame = CGRect(x: -100, y: 0, width: 130, height: 393)
    #expect(sliding.safeAreaInsets == UIEdgeInsets(top: 0, left: 30, bottom: 21, right: 0))
  }

  // The root view's safe area is the one its position gives it plus these insets.
  @Test func additionalSafeAreaInsetsAddToTheRootViewsInsets() {
    let (device, root) = deviceWithRoot()
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 5)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 5))
    _ = device
  }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  // "Called when the safe area of the view changes."
  @Test func safeAreaInsetsDidChangeIsCalledWhenTheInsetsChange() {
    let device = SimulatedDevice()
    let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    device.window.addSubview(view)
    device.runTurn()
    #expect(view.log.entries.contains("v.safeAreaInsetsDidChange"))
    view.log.entries.removeAll()
    device.runTurn()
    #expect(!view.log.entries.contains("v.safeAreaInsetsDidChange"), "not without a change")
    device.rotate(toLandscape: true)
    #expect(view.log.entries.contains("v.safeAreaInsetsDidChange"))
    #expect(view.safeAreaInsets == device.model.landscapeSafeArea)
  }
}

/// A view whose safe-area change runs app code (`safeAreaInsetsDidChange`).
@MainActor
private final class SafeAreaCallbackView: UIView {
  var onChange: () -> Void = {}
  override func safeAreaInsetsDidChange() { onChange() }
}

/// A deterministic generator for the seeded trees (SplitMix64).
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The layout pass's safe-area walk (`SafeAreaWalk`) keeps the ancestors' placements instead of
/// climbing the tree for every view: what it gives each view must be, exactly, what the
/// `safeAreaInsets` getter gives (the walk only saves time).
@MainActor
@Suite(.serialized)
struct ViewSafeAreaWalkContractTests {
  /// Seeded deep trees of moved, scaled and offset views, some reaching into the bars' bands:
  /// after a layout pass every view's recorded safe area equals the getter's, bit for bit.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func theWalkGivesEveryViewTheGettersSafeArea(seed: UInt64) {
    let device = SimulatedDevice()
    var random = SeededGenerator(state: seed)
    // One view (and so its subviews, unless moved) reaches part-way into the status bar's band.
    let partial = UIView(frame: CGRect(x: 10.5, y: 20.25, width: 300, height: 700))
    partial.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    device.window.addSubview(partial)
    var views: [UIView] = [device.window, partial]
    for _ in 0..<120 {
      let parent = views.randomElement(using: &random) ?? device.window
      let view = UIView(
        frame: CGRect(
          x: CGFloat.random(in: -60...300, using: &random).rounded() / 3,
          y: CGFloat.random(in: -60...820, using: &random).rounded() / 3,
          width: CGFloat.random(in: 0...393, using: &random),
          height: CGFloat.random(in: 0...852, using: &random)))
      if Bool.random(using: &random) {
        let scale = CGFloat.random(in: 0.7...1.1, using: &random)
        view.transform = CGAffineTransform(scaleX: scale, y: scale).translatedBy(
          x: CGFloat.random(in: -40...40, using: &random), y: 0)
      }
      if Bool.random(using: &random) {
        view.bounds.origin = CGPoint(x: 0, y: CGFloat.random(in: 0...30, using: &random))
      }
      parent.addSubview(view)
      views.append(view)
    }
    device.runTurn()
    for view in views {
      #expect(view.lastSafeAreaInsets == view.safeAreaInsets)
    }
    #expect(views.contains { $0.safeAreaInsets.top > 0 && $0.safeAreaInsets.top < 59 })
  }

  /// App code the pass calls may move views: a view visited after its ancestor moved gets the
  /// safe area of where it is now, not of where the walk first found its ancestors.
  @Test func aViewMovedByAnEarlierCallbackGetsTheSafeAreaOfItsNewPlace() {
    let device = SimulatedDevice()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let mover = SafeAreaCallbackView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let late = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    let lateChild = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    mover.onChange = { [weak container] in container?.center.y += 100 }
    device.window.addSubview(container)
    container.addSubview(mover)
    container.addSubview(late)
    late.addSubview(lateChild)
    device.runTurn()
    #expect(late.safeAreaInsets == .zero, "now below the status bar")
    #expect(late.lastSafeAreaInsets == .zero)
    #expect(lateChild.lastSafeAreaInsets == .zero)
  }

  /// The same for a view a callback moved into another superview.
  @Test func aViewReparentedByAnEarlierCallbackGetsTheSafeAreaOfItsNewPlace() {
    let device = SimulatedDevice()
    let low = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 452))
    let high = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
    let mover = SafeAreaCallbackView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    let moved = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    let movedChild = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    device.window.addSubview(high)
    device.window.addSubview(low)
    high.addSubview(mover)
    high.addSubview(moved)
    moved.addSubview(movedChild)
    mover.onChange = { [weak low, weak moved] in
      if let moved, let low, moved.superview !== low { low.addSubview(moved) }
    }
    device.runTurn()
    #expect(moved.superview === low)
    #expect(movedChild.safeAreaInsets == .zero, "no longer under the status bar")
    #expect(movedChild.lastSafeAreaInsets == movedChild.safeAreaInsets)
  }
}

@MainActor
@Suite(.serialized)
struct ViewLayoutDirectionContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:)
  // https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
  // Forced attributes force; playback and spatial content is "not flipped when switching
  // between left-to-right and right-to-left layouts"; unspecified follows the app.
  @Test func semanticContentAttributeImpliesALayoutDirection() {
    _ = SimulatedDevice(layoutDirection: .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight)
        == .rightToLeft)
  }

  // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  // "The user interface layout direction appropriate for arranging the immediate content of
  // this view" — from the view's attribute, relative to the direction its superview's forced
  // attribute gives its subtree (through `traitCollection.layoutDirection`).
  @Test func effectiveLayoutDirectionFollowsTheAppAndAForcedAncestor() {
    let device = SimulatedDevice(layoutDirection: .rightToLeft)
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    device.window.addSubview(parent)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    parent.semanticContentAttribute = .forceLeftToRight
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(child.traitCollection.layoutDirection == .leftToRight)
    child.semanticContentAttribute = .forceRightToLeft
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}

@MainActor
@Suite(.serialized)
struct ViewHitTestContractTests {
  /// A window with one 100 × 100 view at (0, 0) and a subview covering it.
  func makeViews() -> (SimulatedDevice, UIView, UIView) {
    let device = SimulatedDevice()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(child)
    device.window.addSubview(parent)
    return (device, parent, child)
  }

  let inside = CGPoint(x: 50, y: 50)

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  // "This method ignores view objects that are hidden…"
  @Test func hitTestIgnoresHiddenViews() {
    let (device, parent, child) = makeViews()
    #expect(device.hitView(at: inside) === child)
    child.isHidden = true
    #expect(device.hitView(at: inside) === parent)
    parent.isHidden = true
    #expect(device.hitView(at: inside) === device.window)
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  // "…or have an alpha level less than 0.01."
  @Test func hitTestIgnoresViewsWithAlphaBelowOneHundredth() {
    let (device, parent, child) = makeViews()
    child.alpha = 0.0099
    #expect(device.hitView(at: inside) === parent)
    child.alpha = 0.01
    #expect(device.hitView(at: inside) === child)
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  // "…that have disabled user interactions" — the whole subtree is skipped.
  @Test func hitTestIgnoresViewsWithUserInteractionDisabled() {
    let (device, parent, child) = makeViews()
    child.isUserInteractionEnabled = false
    #expect(device.hitView(at: inside) === parent)
    child.isUserInteractionEnabled = true
    parent.isUserInteractionEnabled = false
    #expect(device.hitView(at: inside) === device.window)
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  // "Points that lie outside the receiver's bounds are never reported as hits, even if they
  // actually lie within one of the receiver's subviews."
  @Test func hitTestNeverReportsPointsOutsideTheReceiversBounds() {
    let (device, parent, _) = makeViews()
    let overhang = UIView(frame: CGRect(x: 90, y: 0, width: 100, height: 100))
    parent.addSubview(overhang)
    #expect(device.hitView(at: CGPoint(x: 95, y: 50)) === overhang)
    #expect(device.hitView(at: CGPoint(x: 150, y: 50)) === device.window)
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  // The topmost (last) subview that contains the point is the hit.
  @Test func hitTestFindsTheFrontmostSubview() {
    let (device, parent, child) = makeViews()
    let front = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    parent.addSubview(front)
    #expect(device.hitView(at: inside) === front)
    parent.sendSubviewToBack(front)
    #expect(device.hitView(at: inside) === child)
  }
}

@MainActor
@Suite(.serialized)
struct ViewCoordinateContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qfd5
  // "If view is nil, this method instead converts to window base coordinates."
  @Test func convertMapsPointsBetweenViewsAndToTheWindowForNil() {
    let device = SimulatedDevice()
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    let other = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
    a.addSubview(b)
    device.window.addSubview(a)
    device.window.addSubview(other)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
    #expect(b.convert(CGPoint(x: 1, y: 1), to: other) == CGPoint(x: -184, y: -274))
    #expect(b.convert(CGPoint(x: -184, y: -274), from: other) == CGPoint(x: 1, y: 1))
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a)
        == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qfd5 with
  // https://developer.apple.com/documentation/uikit/uiview/transform: conversion goes through
  // each view's transform (about its centre) and bounds origin.
  @Test func convertAccountsForTransformsAndBoundsOrigin() {
    let device = SimulatedDevice()
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    device.window.addSubview(view)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 50, y: 50))
    view.transform = .identity
    view.bounds.origin = CGPoint(x: 10, y: 0)
    #expect(view.convert(CGPoint(x: 10, y: 0), to: nil) == CGPoint(x: 100, y: 100))
  }
}

/// A responder whose answer to resigning a test sets.
@MainActor
final class StubbornTextField: UITextField {
  var allowsResign = true
  override var canResignFirstResponder: Bool { allowsResign }
}

@MainActor
@Suite(.serialized)
struct ViewResponderContractTests {
  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  // "You can call this method to make a responder object such as a view the first responder.
  // … only when the view is in the view hierarchy", and only if `canBecomeFirstResponder`.
  @Test func becomeFirstResponderNeedsAWindowAndCanBecomeFirstResponder() {
    let device = SimulatedDevice()
    let field = UITextField()
    #expect(!field.becomeFirstResponder())
    device.window.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    let plain = UIView()
    device.window.addSubview(plain)
    #expect(!plain.becomeFirstResponder())
    #expect(device.firstResponder === field)
  }

  // https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
  // "This method looks at the current view and its subview hierarchy for the text field that
  // is currently the first responder. If it finds one, it asks that text field to resign as
  // first responder. If the force parameter is set to true, the text field is never even
  // asked; it is forced to resign."
  @Test func endEditingResignsTheFirstResponderInTheSubtreeAndForceSkipsAsking() {
    let device = SimulatedDevice()
    let container = UIView()
    let elsewhere = UIView()
    let field = StubbornTextField()
    container.addSubview(field)
    device.window.addSubview(container)
    device.window.addSubview(elsewhere)
    field.becomeFirstResponder()
    elsewhere.endEditing(false)
    #expect(field.isFirstResponder, "not in the receiver's subtree")
    field.allowsResign = false
    #expect(!container.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(container.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(!device.isKeyboardVisible)
  }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  // "Unlinks the view from its superview and its window, and removes it from the responder
  // chain." A first responder that leaves the window is no longer first responder.
  @Test func aFirstResponderRemovedFromTheWindowResigns() {
    let device = SimulatedDevice()
    let field = UITextField()
    device.window.addSubview(field)
    field.becomeFirstResponder()
    field.removeFromSuperview()
    #expect(device.firstResponder == nil)
    #expect(!field.isFirstResponder)
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/next
  // "UIView implements this method to return the UIViewController object that manages it (if
  // it has one) or its superview (if it doesn't)"; a window's root controller answers the
  // window; the window answers the application.
  @Test func nextResponderGoesViewControllerWindowApplication() {
    let (device, root) = deviceWithRoot()
    let child = UIView()
    root.view.addSubview(child)
    #expect(child.next === root.view)
    #expect(root.view.next === root)
    #expect(root.next === device.window)
    #expect(device.window.next === UIApplication.shared)
  }
}

@MainActor
@Suite(.serialized)
struct ViewSnapshotContractTests {
  // https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
  // "Returns a snapshot view based on the contents of the current view": a picture — later
  // changes to the view do not reach it.
  @Test func aSnapshotIsFrozen() {
    let device = SimulatedDevice()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let before = UIView()
    view.addSubview(before)
    device.window.addSubview(view)
    let snapshot = try? #require(
      view.snapshotView(afterScreenUpdates: false) as? SimulationSnapshotView)
    let after = UIView()
    view.addSubview(after)
    before.isHidden = true
    #expect(snapshot?.pictures(before) == true)
    #expect(snapshot?.pictures(after) == false)
    #expect(snapshot?.bounds.size == CGSize(width: 100, height: 100))
  }

  // https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
  // "If the current view is not yet rendered, perhaps because it is not yet onscreen, the
  // snapshot view has no visible content."
  @Test func aSnapshotOfAViewOffscreenOrHiddenIsBlank() {
    let device = SimulatedDevice()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let offscreen = view.snapshotView(afterScreenUpdates: false) as? SimulationSnapshotView
    #expect(offscreen?.isBlank == true)
    device.window.addSubview(view)
    view.isHidden = true
    let hidden = view.snapshotView(afterScreenUpdates: false) as? SimulationSnapshotView
    #expect(hidden?.isBlank == true)
    view.isHidden = false
    let shown = view.snapshotView(afterScreenUpdates: false) as? SimulationSnapshotView
    #expect(shown?.isBlank == false)
  }
}

@MainActor
@Suite(.serialized)
struct VisualEffectContractTests {
  // https://developer.apple.com/documentation/uikit/uivisualeffectview
  // "Setting the alpha to less than 1 on the visual effect view or any of its superviews causes
  // many effects to look incorrect or not show up at all." Recorded as misuse at the commit.
  @Test func alphaBelowOneOnAnEffectViewOrASuperviewIsMisuse() {
    let device = SimulatedDevice()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    parent.addSubview(effect)
    device.window.addSubview(parent)
    device.runTurn()
    #expect(device.misuses.isEmpty)
    parent.alpha = 0.5
    device.runTurn()
    #expect(device.misuses.count == 1)
    parent.alpha = 1
    device.runTurn()
    effect.alpha = 0.9
    device.runTurn()
    #expect(device.misuses.count == 2)
  }

  // https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
  // Content goes in `contentView`, which covers the effect view.
  @Test func anEffectViewHasAContentViewThatFollowsItsSize() {
    _ = SimulatedDevice()
    let effect = UIVisualEffectView(effect: nil)
    #expect(effect.contentView.superview === effect)
    effect.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    #expect(effect.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
  }
}

@MainActor
@Suite(.serialized)
struct ScrollViewContractTests {
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  // "The point at which the origin of the content view is offset from the origin of the scroll
  // view"; https://developer.apple.com/documentation/uikit/uifocusitemscrollablecontainer/contentoffset
  // "If the scrollable container contains bounds, then bounds.origin must be equal to the
  // content offset": one value, and the subviews move up by it.
  @Test func contentOffsetIsTheBoundsOrigin() {
    let device = SimulatedDevice()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let row = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 44))
    scrollView.addSubview(row)
    device.window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 200))
    #expect(scrollView.bounds.size == CGSize(width: 393, height: 852))
    #expect(row.simulationFrameInWindow.minY == 100, "scrolled up by the offset")
    scrollView.bounds.origin = CGPoint(x: 0, y: 50)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    #expect(scrollView.frame.origin == .zero, "scrolling does not move the scroll view")
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  // .always: "Always include the safe area insets in the content adjustment"; .never: none;
  // .scrollableAxes: "The top and bottom insets include the safe area inset values when the
  // vertical content size is greater than the height of the scroll view itself … also adjusted
  // when the alwaysBounceVertical property is true"; .automatic (the default): "Content is
  // always adjusted vertically when the scroll view is the content view of a view controller
  // that is currently displayed by a navigation or tab bar controller" — the safe area there
  // includes the navigation bar.
  @Test func adjustedContentInsetFollowsTheAdjustmentBehavior() {
    let device = SimulatedDevice()
    let free = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    free.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    device.window.addSubview(free)
    #expect(free.contentInsetAdjustmentBehavior == .automatic)
    #expect(free.adjustedContentInset.top == 10, "automatic, not scrollable, no bar controller")
    free.contentInsetAdjustmentBehavior = .always
    #expect(free.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
    free.contentInsetAdjustmentBehavior = .never
    #expect(free.adjustedContentInset.top == 10)
    free.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(free.adjustedContentInset.top == 10)
    free.alwaysBounceVertical = true
    #expect(free.adjustedContentInset.top == 69, "bounces vertically")
    free.alwaysBounceVertical = false
    free.contentSize = CGSize(width: 393, height: 2_000)
    #expect(free.adjustedContentInset.bottom == 34, "taller content")
    #expect(free.adjustedContentInset.left == 0, "not wider")

    let controller = ScrollingController()
    let navigation = UINavigationController(rootViewController: controller)
    device.show(navigation)
    device.runUntilIdle()
    let bar = navigation.navigationBar.simulationFrameInWindow.maxY
    #expect(controller.scrollView.adjustedContentInset.top == bar, "below the navigation bar")
  }

  // Long-observed device behaviour (Apple documents the inset, not the offset): a new scroll
  // view rests at its top, `contentOffset.y == -adjustedContentInset.top`, so a table under a
  // navigation bar shows its first row just below the bar; rows move with the offset.
  @Test func aScrollViewRestingAtItsTopStaysAtItsTopWhenItsInsetChanges() {
    let device = SimulatedDevice()
    let controller = ScrollingController()
    let navigation = UINavigationController(rootViewController: controller)
    device.show(navigation)
    device.runUntilIdle()
    let scrollView = controller.scrollView
    let bar = navigation.navigationBar.simulationFrameInWindow.maxY
    #expect(scrollView.contentOffset.y == -bar)
    #expect(controller.row.simulationFrameInWindow.minY == bar)
    scrollView.contentOffset.y = 100
    #expect(controller.row.simulationFrameInWindow.minY == -100)
  }
}

/// A controller whose view is a scroll view with one row at the top of its content.
@MainActor
private final class ScrollingController: UIViewController {
  let scrollView = UIScrollView(frame: UIScreen.main.bounds)
  let row = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
  override func loadView() {
    scrollView.addSubview(row)
    view = scrollView
  }
}
