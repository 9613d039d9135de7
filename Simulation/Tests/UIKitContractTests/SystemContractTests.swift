// Contract tests of the simulated system: app and scene notifications, accessibility
// settings and posts, VoiceOver's reach and escape, rotation.
import Testing
import UIKit
import UIKitSimulation

/// Notification names received by block observers (the observer blocks are `@Sendable`).
final class ReceivedNames: @unchecked Sendable {
  var names: [String] = []
}

/// Observes `names` with blocks on the main queue; returns the tokens to remove.
func observe(_ names: [Notification.Name], into received: ReceivedNames) -> [NSObjectProtocol] {
  names.map { name in
    NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
      received.names.append(note.name.rawValue)
    }
  }
}

func stopObserving(_ tokens: [NSObjectProtocol]) {
  for token in tokens { NotificationCenter.default.removeObserver(token) }
}

@MainActor
@Suite(.serialized)
struct AppLifecycleContractTests {
  // https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  // https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification
  // https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
  // Going to the background the app resigns active first, then enters the background; block
  // observers on the main queue have run by the time the simulated event returns.
  @Test func backgroundNotificationsReachMainQueueBlockObserversInOrder() {
    let device = SimulatedDevice()
    let received = ReceivedNames()
    let tokens = observe(
      [
        UIApplication.willResignActiveNotification, UIScene.didEnterBackgroundNotification,
        UIApplication.didEnterBackgroundNotification,
      ], into: received)
    defer { stopObserving(tokens) }
    device.enterBackground()
    #expect(
      received.names == [
        "UIApplicationWillResignActiveNotification", "UISceneDidEnterBackgroundNotification",
        "UIApplicationDidEnterBackgroundNotification",
      ])
    #expect(UIApplication.shared.applicationState == .background)
  }

  // https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
  // https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
  // Coming back: will enter foreground, then did become active.
  @Test func foregroundNotificationsArriveBeforeTheAppIsActiveAgain() {
    let device = SimulatedDevice()
    device.enterBackground()
    let received = ReceivedNames()
    let tokens = observe(
      [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification],
      into: received)
    defer { stopObserving(tokens) }
    device.enterForeground()
    #expect(
      received.names == [
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
      ])
    #expect(UIApplication.shared.applicationState == .active)
  }
}

@MainActor
@Suite(.serialized)
struct AccessibilitySettingsContractTests {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  // The setting answers through `isReduceMotionEnabled`, and a change is posted.
  @Test func reduceMotionIsReadableAndItsChangeIsPosted() {
    let device = SimulatedDevice()
    #expect(!UIAccessibility.isReduceMotionEnabled)
    let received = ReceivedNames()
    let tokens = observe([UIAccessibility.reduceMotionStatusDidChangeNotification], into: received)
    defer { stopObserving(tokens) }
    device.setReduceMotion(true)
    #expect(UIAccessibility.isReduceMotionEnabled)
    #expect(received.names == ["UIAccessibilityReduceMotionStatusDidChangeNotification"])
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification
  @Test func reduceTransparencyIsReadableAndItsChangeIsPosted() {
    let device = SimulatedDevice()
    #expect(!UIAccessibility.isReduceTransparencyEnabled)
    let received = ReceivedNames()
    let tokens = observe(
      [UIAccessibility.reduceTransparencyStatusDidChangeNotification], into: received)
    defer { stopObserving(tokens) }
    device.setReduceTransparency(true)
    #expect(UIAccessibility.isReduceTransparencyEnabled)
    #expect(received.names == ["UIAccessibilityReduceTransparencyStatusDidChangeNotification"])
  }

  // Reduce Transparency can be toggled both ways while the app runs, a notification each time.
  @Test func reduceTransparencyTogglesBackAndForth() {
    let device = SimulatedDevice()
    let received = ReceivedNames()
    let tokens = observe(
      [UIAccessibility.reduceTransparencyStatusDidChangeNotification], into: received)
    defer { stopObserving(tokens) }
    device.setReduceTransparency(true)
    device.setReduceTransparency(false)
    #expect(!UIAccessibility.isReduceTransparencyEnabled)
    #expect(received.names.count == 2)
  }

  // UIGlassEffect exists from iOS 26 on: on a simulated iOS 26 or 27.1 it is made without complaint,
  // with Apple's defaults (not interactive, no tint); on iOS 15–18 making one is misuse.
  // https://developer.apple.com/documentation/uikit/uiglasseffect
  @Test(arguments: SimulatedDevice.OSVersion.allCases)
  func glassExistsFromIOS26On(version: SimulatedDevice.OSVersion) {
    let device = SimulatedDevice(osVersion: version)
    let effect = UIGlassEffect(style: .regular)
    let view = UIVisualEffectView(effect: effect)
    #expect(view.effect === effect)
    #expect(!effect.isInteractive && effect.tintColor == nil)
    if version.rawValue >= 26 {
      #expect(device.misuses.isEmpty, "\(device.misuses)")
    } else {
      #expect(device.misuses.contains { $0.contains("UIGlassEffect") }, "\(device.misuses)")
    }
  }

  // `#available(iOS N, *)`, as sim-translate rewrites it, answers for the simulated release
  // (a release is its `.0`).
  @Test func availabilityAnswersForTheSimulatedRelease() {
    _ = SimulatedDevice(osVersion: .iOS18)
    #expect(SimulationDevice.isAvailable(iOS: 18, 0))
    #expect(!SimulationDevice.isAvailable(iOS: 18, 4))
    #expect(!SimulationDevice.isAvailable(iOS: 26, 0))
    #expect(SimulationDevice.isAvailable(iOS: 15, 0))
    _ = SimulatedDevice(osVersion: .iOS26)
    #expect(SimulationDevice.isAvailable(iOS: 26, 0))
    #expect(!SimulationDevice.isAvailable(iOS: 27, 1))
    // iOS 27.1 (iPhone Duo's release) passes checks up to 27.1, not 27.2.
    _ = SimulatedDevice(osVersion: .iOS27_1)
    #expect(SimulationDevice.isAvailable(iOS: 27, 1))
    #expect(SimulationDevice.isAvailable(iOS: 26, 0))
    #expect(!SimulationDevice.isAvailable(iOS: 27, 2))
  }

  // A fresh device starts from the default settings (state from an earlier test is gone).
  @Test func aNewDeviceResetsTheSettings() {
    let first = SimulatedDevice()
    first.setReduceMotion(true)
    first.setReduceTransparency(true)
    _ = SimulatedDevice()
    #expect(!UIAccessibility.isReduceMotionEnabled)
    #expect(!UIAccessibility.isReduceTransparencyEnabled)
  }
}

@MainActor
@Suite(.serialized)
struct VoiceOverContractTests {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  // Posts go to assistive apps; the simulation records each with its argument and time.
  @Test func accessibilityPostsAreRecorded() {
    let device = SimulatedDevice()
    UIAccessibility.post(notification: .announcement, argument: "Menu")
    #expect(device.accessibilityPosts.count == 1)
    #expect(device.accessibilityPosts.first?.notification == .announcement)
    #expect(device.accessibilityPosts.first?.argument as? String == "Menu")
    #expect(device.accessibilityPosts.first?.time == device.now)
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
  // "Pass the accessibility element that VoiceOver should move to" — focus moves there.
  @Test func screenChangedWithAnElementMovesVoiceOverFocus() {
    let device = SimulatedDevice()
    let label = UILabel()
    label.isAccessibilityElement = true
    device.window.addSubview(label)
    UIAccessibility.post(notification: .screenChanged, argument: label)
    #expect(device.voiceOverFocus === label)
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
  // "Pass the accessibility element that VoiceOver should move to" — VoiceOver focuses what it
  // can reach on screen: an element outside a window, hidden, in an
  // `accessibilityElementsHidden` subtree or cut off by a modal sibling leaves focus where it
  // is (the stricter reading: Apple does not say what VoiceOver does with such an element). A
  // container view moves focus to its first reachable element.
  @Test func voiceOverFocusMovesOnlyToReachableElements() {
    let device = SimulatedDevice()
    func element(in superview: UIView?) -> UILabel {
      let label = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
      label.isAccessibilityElement = true
      superview?.addSubview(label)
      return label
    }
    let start = element(in: device.window)
    UIAccessibility.post(notification: .screenChanged, argument: start)
    #expect(device.voiceOverFocus === start)

    let offWindow = element(in: nil)
    UIAccessibility.post(notification: .screenChanged, argument: offWindow)
    #expect(device.voiceOverFocus === start, "not in a window")

    let hidden = element(in: device.window)
    hidden.isHidden = true
    UIAccessibility.post(notification: .layoutChanged, argument: hidden)
    #expect(device.voiceOverFocus === start, "hidden")

    let hiddenParent = UIView(frame: device.window.bounds)
    hiddenParent.accessibilityElementsHidden = true
    device.window.addSubview(hiddenParent)
    UIAccessibility.post(notification: .screenChanged, argument: element(in: hiddenParent))
    #expect(device.voiceOverFocus === start, "in an accessibilityElementsHidden subtree")

    let container = UIView(frame: device.window.bounds)
    device.window.addSubview(container)
    let inside = element(in: container)
    UIAccessibility.post(notification: .screenChanged, argument: container)
    #expect(device.voiceOverFocus === inside, "a container: its first element")

    let modal = UIView(frame: device.window.bounds)
    modal.accessibilityViewIsModal = true
    device.window.addSubview(modal)
    _ = element(in: modal)
    UIAccessibility.post(notification: .screenChanged, argument: start)
    #expect(device.voiceOverFocus === inside, "a sibling of a modal view")
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-9ziiu
  // "Converts the specified rectangle from view coordinates to screen coordinates"; and
  // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe
  // "The frame of the accessibility element, in screen coordinates … Objects that inherit from
  // UIView include this information by default." Other objects: zero (the element must set it).
  @Test func accessibilityFramesAreInScreenCoordinates() {
    let device = SimulatedDevice()
    let container = UIView(frame: CGRect(x: 20, y: 50, width: 300, height: 400))
    device.window.addSubview(container)
    let label = UILabel(frame: CGRect(x: 10, y: 30, width: 100, height: 40))
    container.addSubview(label)
    let converted = UIAccessibility.convertToScreenCoordinates(
      CGRect(x: 0, y: 0, width: 5, height: 5), in: label)
    #expect(converted == CGRect(x: 30, y: 80, width: 5, height: 5))
    #expect(label.accessibilityFrame == CGRect(x: 30, y: 80, width: 100, height: 40))
    container.transform = CGAffineTransform(translationX: -200, y: 0)
    #expect(label.accessibilityFrame == CGRect(x: -170, y: 80, width: 100, height: 40))
    #expect(NSObject().accessibilityFrame == .zero)
  }

  // https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal
  // "When the value of this property is true, VoiceOver ignores the elements within views that
  // are siblings of the receiver" — siblings only; hidden views are skipped.
  @Test func aModalViewHidesItsSiblingsFromVoiceOverButNotItsAncestorsSiblings() {
    let device = SimulatedDevice()
    func element() -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.isAccessibilityElement = true
      return view
    }
    let outside = element()
    let container = UIView(frame: device.window.bounds)
    let sibling = element()
    let modal = UIView(frame: device.window.bounds)
    let inside = element()
    modal.addSubview(inside)
    container.addSubview(sibling)
    container.addSubview(modal)
    device.window.addSubview(outside)
    device.window.addSubview(container)
    #expect(device.accessibleElements().count == 3)
    modal.accessibilityViewIsModal = true
    let reachable = device.accessibleElements()
    #expect(reachable.contains { $0 === inside })
    #expect(reachable.contains { $0 === outside })
    #expect(!reachable.contains { $0 === sibling })
    modal.isHidden = true
    #expect(device.accessibleElements().contains { $0 === sibling })
    #expect(!device.accessibleElements().contains { $0 === inside })
  }

  // https://developer.apple.com/documentation/objectivec/nsobject/1615080-accessibilityelementshidden
  // ("…whether the accessibility elements contained within this accessibility element are
  // hidden") and …/1615147-accessibilityelements (the container's elements, in order, instead
  // of its subviews).
  @Test func hiddenElementsAndAContainersElementsDecideWhatVoiceOverReaches() {
    let device = SimulatedDevice()
    func element() -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.isAccessibilityElement = true
      return view
    }
    let container = UIView(frame: device.window.bounds)
    let a = element()
    let b = element()
    let c = element()
    for view in [a, b, c] { container.addSubview(view) }
    device.window.addSubview(container)
    container.accessibilityElements = [c, a]
    #expect(
      device.accessibleElements().map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
    container.accessibilityElementsHidden = true
    #expect(device.accessibleElements().isEmpty)
  }

  // https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape
  // VoiceOver's escape (two-finger Z) asks the focused element and, while the answer is false,
  // the next responders up the chain.
  @Test func voiceOverEscapeWalksTheResponderChainFromTheFocus() {
    final class EscapingController: UIViewController {
      var escapes = 0
      override func accessibilityPerformEscape() -> Bool {
        escapes += 1
        return true
      }
    }
    let controller = EscapingController()
    let device = SimulatedDevice()
    device.show(controller)
    let label = UILabel()
    label.isAccessibilityElement = true
    controller.view.addSubview(label)
    UIAccessibility.post(notification: .screenChanged, argument: label)
    #expect(device.voiceOverEscape())
    #expect(controller.escapes == 1)
  }
}

@MainActor
@Suite(.serialized)
struct RotationContractTests {
  // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  // "Notifies the container that the size of its view is about to change" — before the
  // change; afterwards the window and the root view have the new size.
  @Test func rotationTellsTheRootControllerFirstThenResizesTheWindow() {
    final class SizeRecordingController: UIViewController {
      var sizes: [(told: CGSize, windowAtThatTime: CGSize)] = []
      override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        sizes.append((size, view.window?.bounds.size ?? .zero))
        super.viewWillTransition(to: size, with: coordinator)
      }
    }
    let controller = SizeRecordingController()
    let device = SimulatedDevice()
    device.show(controller)
    device.rotate(toLandscape: true)
    #expect(controller.sizes.count == 1)
    #expect(controller.sizes.first?.told == CGSize(width: 852, height: 393))
    #expect(controller.sizes.first?.windowAtThatTime == CGSize(width: 393, height: 852))
    #expect(device.window.bounds.size == CGSize(width: 852, height: 393))
    #expect(controller.view.bounds.size == CGSize(width: 852, height: 393))
  }

  // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
  // "Use the provided coordinator object to animate any changes you make": the alongside
  // animations run with the change, the completions when the system's rotation animation ends
  // (its duration is undocumented; 0.4 s for a quarter turn is the long-observed iPhone value,
  // which the coordinator reports), not before.
  @Test func rotationCoordinatorAnimatesAlongsideOverTheRotationTime() {
    final class CoordinatedController: UIViewController {
      var events: [String] = []
      var duration: TimeInterval?
      override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        duration = coordinator.transitionDuration
        coordinator.animate(
          alongsideTransition: { [unowned self] _ in
            self.events.append("alongside at width \(self.view.window?.bounds.width ?? 0)")
          },
          completion: { [unowned self] context in
            self.events.append("completion cancelled: \(context.isCancelled)")
          })
      }
    }
    let controller = CoordinatedController()
    let device = SimulatedDevice()
    device.show(controller)
    let start = device.now
    device.rotate(toLandscape: true)
    #expect(controller.duration == 0.4)
    #expect(controller.events == ["alongside at width 852.0"])
    device.advance(to: start + 0.35)
    #expect(controller.events.count == 1, "still rotating")
    #expect(device.rotation != nil)
    device.advance(to: start + 0.4)
    #expect(controller.events == ["alongside at width 852.0", "completion cancelled: false"])
    #expect(device.rotation == nil)
  }

  // Long-known device behaviour: the system ignores touches that land while it rotates the
  // interface; once the rotation is over they reach the views again.
  @Test func touchesLandingDuringTheRotationAreIgnored() {
    let controller = UIViewController()
    let device = SimulatedDevice()
    device.show(controller)
    let target = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    controller.view.addSubview(target)
    device.rotate(toLandscape: true)
    device.tap(at: CGPoint(x: 100, y: 100))
    #expect(target.touchPhases.isEmpty)
    #expect(device.lostTouchCount == 1)
    device.runUntilIdle()
    device.tap(at: CGPoint(x: 100, y: 100))
    #expect(target.touchPhases == ["began", "ended"])
  }
}
