#if os(iOS)
  import UIKit
  import SideMenuCore

  /// Where a recognizer's touch is and how far it has moved, in the engine's container space
  /// (points): what the UIKit driver reads with `location(in:)`/`translation(in:)`, and what
  /// SwiftUI's `CoordinateSpaceConverter` gives on iOS 18 (`localLocation`, `localTranslation`:
  /// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter).
  struct SideMenuDragGeometry: Equatable {
    /// The touch's (or, for a scroll, the pointer's) location.
    var location: CGPoint
    /// How far the pan has moved since it began; zero for a recognizer that is no pan.
    var translation: CGPoint
  }

  /// One step of a drag, read from a recognizer's state: what the engine is told.
  enum SideMenuDragStep: Equatable {
    /// A claimed pan began: where the touch landed, and where it is now.
    case began(touchDown: CGPoint, location: CGPoint)
    /// The claimed pan moved.
    case moved(to: CGPoint)
    /// The finger lifted (or the scroll's fingers did).
    case ended(at: CGPoint)
    /// The system cancelled the drag (or it failed).
    case cancelled(at: CGPoint)
    /// A finger landed (the touch-down recognizer).
    case touchDown(at: CGPoint)
    /// The finger of ``touchDown(at:)`` lifted or was cancelled.
    case touchUp(at: CGPoint)
  }

  /// Reads the menu's recognizers: their states become drag steps, their geometry the points
  /// the engine gets. Used by the UIKit driver and by SwiftUI's iOS 18 recognizers alike; it
  /// decides nothing (a change of origin is not a decision).
  enum SideMenuDragReader {
    /// Where the finger touched down. A pan reports `.began` (and asks its delegate
    /// `gestureRecognizerShouldBegin`) only after its own slop, so the touch-down point is where
    /// the finger is minus how far it has come. A scroll's location is the pointer's, which stays
    /// put while the fingers scroll: its drag starts there.
    ///
    /// - Parameters:
    ///   - geometry: The recognizer's location and translation.
    ///   - role: The recognizer's role.
    /// - Returns: The touch-down point, in the geometry's space.
    static func touchDown(_ geometry: SideMenuDragGeometry, role: SideMenuRecognizerRole)
      -> CGPoint
    {
      let (location, translation) = (geometry.location, geometry.translation)
      if role == .scrollPan { return location }
      return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// Where the drag is now: the finger, or — for a scroll — the pointer moved by the scroll's
    /// translation, the finger a scroll stands for.
    ///
    /// - Parameters:
    ///   - geometry: The recognizer's location and translation.
    ///   - role: The recognizer's role.
    /// - Returns: The drag's point, in the geometry's space.
    static func dragLocation(_ geometry: SideMenuDragGeometry, role: SideMenuRecognizerRole)
      -> CGPoint
    {
      let (location, translation) = (geometry.location, geometry.translation)
      guard role == .scrollPan else { return location }
      return CGPoint(x: location.x + translation.x, y: location.y + translation.y)
    }

    /// The step a recognizer's new state is, or `nil` when it tells the engine nothing
    /// (`.possible`, a touch recognizer's `.changed`). A state this code does not know ends the
    /// drag or the touch as a cancellation would: a menu is never left following a finger that
    /// is gone.
    ///
    /// - Parameters:
    ///   - state: The recognizer's state, in its action.
    ///   - role: The recognizer's role.
    ///   - geometry: Its location and translation now.
    /// - Returns: The step, or `nil`.
    static func step(
      for state: UIGestureRecognizer.State, role: SideMenuRecognizerRole,
      geometry: SideMenuDragGeometry
    ) -> SideMenuDragStep? {
      let location = dragLocation(geometry, role: role)
      if role == .touch {
        switch state {
        case .began: return .touchDown(at: location)
        case .possible, .changed: return nil
        case .ended, .cancelled, .failed: return .touchUp(at: location)
        @unknown default: return .touchUp(at: location)
        }
      }
      switch state {
      case .began: return .began(touchDown: touchDown(geometry, role: role), location: location)
      case .changed: return .moved(to: location)
      case .ended: return .ended(at: location)
      case .cancelled, .failed: return .cancelled(at: location)
      case .possible: return nil
      @unknown default: return .cancelled(at: location)
      }
    }
  }
#endif
