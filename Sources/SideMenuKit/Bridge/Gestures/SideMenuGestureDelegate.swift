#if os(iOS)
  import UIKit
  import SideMenuCore

  /// What the gesture layer asks of the one who runs the menu — the UIKit driver, or the
  /// SwiftUI model's recognizer coordinator: the facts that differ between them, as explicit
  /// answers. Every rule is ``SideMenuGestureDelegate``'s, and every decision the engine's.
  @MainActor
  protocol SideMenuGestureOwner: AnyObject {
    /// The role of one of the owner's recognizers; `nil` for any other.
    func gestureRole(of recognizer: UIGestureRecognizer) -> SideMenuRecognizerRole?

    /// Whether a pan is the menu's: the engine's answer (edge zone, direction lock, the
    /// configuration), asked as the pan is about to begin.
    ///
    /// - Parameters:
    ///   - recognizer: The pan (finger or trackpad).
    ///   - role: Its role.
    /// - Returns: `true` when the pan may begin as the menu's drag.
    func shouldBeginDrag(_ recognizer: UIGestureRecognizer, role: SideMenuRecognizerRole) -> Bool

    /// Whether the menu's drags wait for UIKit's back swipes now, or the other way round: the
    /// engine's ``SideMenuStateMachine/dragsYieldToBackGesture``.
    var dragsYieldToBackGesture: Bool { get }

    /// Whether `view` is part of the menu: a navigation controller's back swipes there (a
    /// `.pushInMenu` sub-menu, a SwiftUI menu's own `NavigationStack`) always come first, so a
    /// sub-menu pops while the menu stays.
    ///
    /// - Parameter view: The back swipe's view (its navigation controller's).
    /// - Returns: `true` when `view` is inside the menu.
    func isInMenu(_ view: UIView) -> Bool

    /// Whether no menu is on screen now (the engine's frame: ``SideMenuFrameState/isMenuHidden``):
    /// the finger's pan can then only open a menu.
    var isMenuHidden: Bool { get }

    /// Whether the vertical scroll views under `recognizer` scroll together with its drags
    /// rather than wait for them: a pan that closes the menu over the menu's own lists. Where
    /// this is `false`, vertical scroll views wait for the trackpad pan instead.
    ///
    /// - Parameter recognizer: One of the owner's pans.
    /// - Returns: `true` when the scroll views recognize together with the pan.
    func scrollViewsScrollAlong(_ recognizer: UIGestureRecognizer) -> Bool
  }

  /// The menu's recognizers' delegate, for the three UIKit modes and SwiftUI's iOS 18
  /// recognizers alike: every gesture-arbitration rule, written once, and the touches'
  /// timestamps each recognizer follows. The facts that differ — which recognizer is which,
  /// what is in the menu, the engine's answers — come from its ``owner``.
  ///
  /// A recognizer holds its delegate weakly
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate): the owner
  /// keeps this object.
  @MainActor
  final class SideMenuGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Who answers the facts.
    weak var owner: (any SideMenuGestureOwner)?

    /// The touch each recognizer follows, weakly (Apple: never retain a touch; the object lives
    /// for the whole touch and its `timestamp` is the latest change's).
    /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
    private var touches: [ObjectIdentifier: WeakReference<UITouch>] = [:]
    /// When each trackpad pan's current scroll sequence began (`UIEvent.timestamp` of the one
    /// event its delegate is asked about): a scroll has no touch to read it from.
    /// https://developer.apple.com/documentation/uikit/uievent/timestamp
    private var scrollSequenceBegan: [ObjectIdentifier: TimeInterval] = [:]

    /// When the touch `recognizer` follows last changed (`UITouch.timestamp`, on the touches'
    /// clock), or `nil` when no live touch is known — UIKit delivers touches in batches, up to a
    /// frame after they occurred, so the handler's clock would make the finger's velocity
    /// jitter.
    func touchTimestamp(of recognizer: UIGestureRecognizer) -> TimeInterval? {
      touches[ObjectIdentifier(recognizer)]?.object?.timestamp
    }

    /// When the trackpad pan's current scroll sequence began, on the touches' clock (`nil`
    /// before its first). UIKit documents no per-event time for a scroll: its movement is timed
    /// when its action arrives (docs/verification.md asks a device how a flick during a stall
    /// behaves).
    func scrollSequenceBeganTime(of recognizer: UIGestureRecognizer) -> TimeInterval? {
      scrollSequenceBegan[ObjectIdentifier(recognizer)]
    }

    // MARK: Touches and events

    /// Remembers the touch, for its timestamp.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      touches = touches.filter { $0.value.object != nil }
      touches[ObjectIdentifier(gestureRecognizer)] = WeakReference(touch)
      return true
    }

    /// Remembers when a trackpad pan's scroll sequence began. Apple: "UIKit calls this method
    /// once before either the `gestureRecognizer(_:shouldReceive:)` method" for a touch or a
    /// press — once, so it is no clock for a scroll's later events.
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-evxd
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
      -> Bool
    {
      if event.type == .scroll, owner?.gestureRole(of: gestureRecognizer) == .scrollPan {
        scrollSequenceBegan[ObjectIdentifier(gestureRecognizer)] = event.timestamp
      }
      return true
    }

    // MARK: Beginning

    /// Asks the engine whether this drag is the menu's: it applies the edge zone and the
    /// direction lock (vertical scrolling and most swipes stay with the content). UIKit's back
    /// swipes are not predicted here: the recognizers are tied to them (below), so by the time
    /// a drag the menu waited for gets here, UIKit has already declined it. The touch
    /// recognizer always begins (it only watches).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let owner, let role = owner.gestureRole(of: gestureRecognizer) else { return false }
      if role == .touch { return true }
      return owner.shouldBeginDrag(gestureRecognizer, role: role)
    }

    // MARK: Back swipes

    /// The back-swipe rule, part one: while no menu is shown, and the configuration's
    /// `yieldsToBackGesture` is on (the default), the menu's drags wait for UIKit's back
    /// swipes — the leading-edge `interactivePopGestureRecognizer` and iOS 26's full-width
    /// `interactiveContentPopGestureRecognizer` — to fail. A drag UIKit takes pops the screen;
    /// one it declines (nothing to pop, a hidden or replaced back button, the wrong direction,
    /// the navigation root) goes to the menu. Exactly one of them moves, whatever UIKit's own
    /// rule for its swipes is. Apple: use the recognizer "to tie it to the behavior of other
    /// gesture recognizers in your user interface". The back swipes of a navigation controller
    /// inside the menu always come first, so a sub-menu pops while the menu stays. A SwiftUI
    /// `NavigationStack` is found by its UIKit navigation controller.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let owner, isDrag(gestureRecognizer, of: owner),
        SideMenuNavigation.isBackSwipe(otherGestureRecognizer)
      else { return false }
      return owner.dragsYieldToBackGesture
        || isInMenu(otherGestureRecognizer, of: owner)
    }

    /// The back-swipe rule, part two: while a menu is shown (open, moving, or being dragged),
    /// or when the configuration's `yieldsToBackGesture` is off, UIKit's back swipes outside
    /// the menu wait for the menu's drags instead: a drag that closes (or opens) the menu never
    /// pops the screen under it. Also: vertical scroll views wait for the trackpad pan
    /// (``scrollViewWaitsForTrackpad(_:of:owner:)``).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let owner, isDrag(gestureRecognizer, of: owner) else { return false }
      if SideMenuNavigation.isBackSwipe(otherGestureRecognizer), !owner.dragsYieldToBackGesture,
        !isInMenu(otherGestureRecognizer, of: owner)
      {
        return true
      }
      return scrollViewWaitsForTrackpad(otherGestureRecognizer, of: gestureRecognizer, owner: owner)
        || carouselWaitsForEdgeDrag(otherGestureRecognizer, of: gestureRecognizer, owner: owner)
    }

    /// While no menu is shown, a scroll view that moves sideways (a carousel, a horizontal
    /// `ScrollView`, a paged view) waits for the finger's pan: the engine claims only a drag
    /// from the edge zone (or, with `isContentPanToOpenEnabled`, any sideways drag), which then
    /// opens the menu, and refuses the rest, which the carousel takes at once — on the same touch
    /// movement, as both pans begin past the same slop. Without it the carousel's pan, nearer the
    /// finger, began first and an edge drag over it never opened the menu (UIKit's own screen-edge
    /// swipes win over scroll views the same way). A shown menu's closing pan leaves a carousel
    /// in the menu its drags.
    private func carouselWaitsForEdgeDrag(
      _ other: UIGestureRecognizer, of recognizer: UIGestureRecognizer,
      owner: any SideMenuGestureOwner
    ) -> Bool {
      guard owner.gestureRole(of: recognizer) == .pan, owner.isMenuHidden,
        let ownView = recognizer.view, let scrollView = other.view as? UIScrollView,
        scrollView.panGestureRecognizer === other, scrollView.isDescendant(of: ownView)
      else { return false }
      return Self.scrollsHorizontally(scrollView)
    }

    // MARK: Scroll views

    /// A scroll view that moves only vertically lets the trackpad pan decide first: a scroll
    /// view's pan takes a scroll in any direction, so over a table the menu's scroll pan would
    /// lose every horizontal scroll to it. The engine refuses vertical scrolls
    /// (`gestureRecognizerShouldBegin`), which the table then takes at once; a scroll view that
    /// moves sideways (a carousel) keeps its scrolls. The answer does not change as the menu
    /// appears, or a list would join in mid-drag. Fingers are not affected: the finger's pan
    /// starts at the edge.
    private func scrollViewWaitsForTrackpad(
      _ other: UIGestureRecognizer, of recognizer: UIGestureRecognizer,
      owner: any SideMenuGestureOwner
    ) -> Bool {
      guard owner.gestureRole(of: recognizer) == .scrollPan, let ownView = recognizer.view,
        !owner.scrollViewsScrollAlong(recognizer)
      else { return false }
      return Self.isVerticalScrollViewPan(other, inside: ownView)
    }

    /// The touch recognizer recognizes alongside everything. A pan that closes the menu over
    /// the menu's lists (``SideMenuGestureOwner/scrollViewsScrollAlong(_:)``) recognizes
    /// together with the pan of a vertical scroll view under it: the engine has already refused
    /// vertical drags in `gestureRecognizerShouldBegin`, so a horizontal drag over the menu's
    /// list closes the menu while vertical scrolling keeps working (without it, whichever
    /// recognizer crossed its slop first won, and the closing drag worked only sometimes). A
    /// scroll view that moves horizontally (a carousel) keeps its drags; a table row's swipe
    /// actions run on a recognizer of their own, which this does not see. Elsewhere a trackpad
    /// pan and a vertical list are tied by a failure requirement instead (above).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let owner else { return false }
      if owner.gestureRole(of: gestureRecognizer) == .touch
        || owner.gestureRole(of: otherGestureRecognizer) == .touch
      {
        return true
      }
      guard isDrag(gestureRecognizer, of: owner), let ownView = gestureRecognizer.view,
        let scrollView = otherGestureRecognizer.view as? UIScrollView,
        scrollView.panGestureRecognizer === otherGestureRecognizer,
        scrollView.isDescendant(of: ownView)
      else { return false }
      return owner.scrollViewsScrollAlong(gestureRecognizer)
        && !Self.scrollsHorizontally(scrollView)
    }

    // MARK: Helpers

    /// Whether `recognizer` is one of the owner's drags (a finger's or trackpad's pan).
    private func isDrag(_ recognizer: UIGestureRecognizer, of owner: any SideMenuGestureOwner)
      -> Bool
    {
      switch owner.gestureRole(of: recognizer) {
      case .pan, .scrollPan: true
      case .touch, nil: false
      }
    }

    /// Whether `other` is a back swipe inside the menu (the rule's one test for it, shared with
    /// drags no delegate ties: ``SideMenuInMenuBackSwipe``).
    private func isInMenu(_ other: UIGestureRecognizer, of owner: any SideMenuGestureOwner)
      -> Bool
    {
      SideMenuInMenuBackSwipe.isInMenuBackSwipe(other, isInMenu: owner.isInMenu)
    }

    /// Whether a scroll view can move sideways: content wider than its bounds (less its
    /// content insets), or bouncing horizontally anyway.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    static func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
      guard scrollView.isScrollEnabled else { return false }
      let insets = scrollView.adjustedContentInset
      let width = scrollView.contentSize.width + insets.left + insets.right
      return width > scrollView.bounds.width || scrollView.alwaysBounceHorizontal
    }

    /// Whether `recognizer` is the pan of a scroll view inside `view` that moves only
    /// vertically: the scroll views that wait for the trackpad pan on `view`.
    static func isVerticalScrollViewPan(_ recognizer: UIGestureRecognizer, inside view: UIView)
      -> Bool
    {
      guard let scrollView = recognizer.view as? UIScrollView,
        scrollView.panGestureRecognizer === recognizer
      else { return false }
      return scrollView.isDescendant(of: view) && !scrollsHorizontally(scrollView)
    }
  }
#endif
