#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// The side menu's drag on iOS 18 and later: a `UIPanGestureRecognizer` attached to the
  /// container through `UIGestureRecognizerRepresentable`
  /// (https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable),
  /// whose delegate asks the engine in `gestureRecognizerShouldBegin(_:)`, as the UIKit layer's
  /// recognizer does.
  ///
  /// Why a UIKit recognizer: a SwiftUI `DragGesture` added with `simultaneousGesture` never
  /// takes the touch from the content, so once the engine claims a drag a `List` under it still
  /// scrolls, row swipe actions and carousels still move, and a leading-edge swipe can pop the
  /// navigation stack as well as open the menu. A recognizer that begins takes part in UIKit's
  /// gesture arbitration instead: it recognizes only when the engine claims the drag (so
  /// vertical scrolling, swipe actions and the back swipe get the drags the engine refuses),
  /// and once it has recognized, the others cannot (its delegate allows no simultaneous
  /// recognition) and the content's touches are cancelled (`cancelsTouchesInView`, UIKit's
  /// default). On iOS 15–17 the modifier keeps the simultaneous `DragGesture`.
  @available(iOS 18.0, *)
  struct SideMenuPanGesture: UIGestureRecognizerRepresentable {
    let model: SideMenuViewModel

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
      Coordinator(model: model, converter: converter)
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
      let pan = UIPanGestureRecognizer()
      // One finger drives the menu, as in the UIKit layer.
      pan.maximumNumberOfTouches = 1
      pan.delegate = context.coordinator
      context.coordinator.converter = context.converter
      return pan
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
      context.coordinator.model = model
      context.coordinator.converter = context.converter
    }

    /// Translates the recognizer's states into the engine's pan events. Locations are in the
    /// coordinate space of the view the recognizer is attached to, which is the container's
    /// (https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter).
    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
      let converter = context.converter
      let location = converter.localLocation
      let now = Date()
      switch recognizer.state {
      case .began:
        model.panBegan(
          touchDown: Coordinator.touchDown(location: location, converter: converter),
          location: location, time: now)
      case .changed:
        model.panChanged(location: location, time: now)
      case .ended:
        model.panEnded(location: location, time: now)
      case .cancelled, .failed:
        model.panCancelled(location: location, time: now)
      case .possible:
        break
      @unknown default:
        model.panCancelled(location: location, time: now)
      }
    }

    /// The recognizer's delegate: the engine decides whether a drag is the menu's.
    @MainActor
    final class Coordinator: NSObject, UIGestureRecognizerDelegate {
      var model: SideMenuViewModel
      var converter: CoordinateSpaceConverter

      init(model: SideMenuViewModel, converter: CoordinateSpaceConverter) {
        self.model = model
        self.converter = converter
      }

      /// Where the finger touched down: a pan recognizer asks its delegate only after its own
      /// slop, so it is where the finger is minus how far it has come (a change of origin, as
      /// in the UIKit driver, not a decision).
      static func touchDown(location: CGPoint, converter: CoordinateSpaceConverter) -> CGPoint {
        let translation = converter.localTranslation ?? .zero
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      }

      /// Asks the engine, with the content's back-swipe fact: the edge zone, the direction lock
      /// and the back-swipe rule all live there.
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let location = converter.localLocation
        return model.shouldBeginPan(
          touchDown: Self.touchDown(location: location, converter: converter),
          translation: converter.localTranslation ?? .zero)
      }
    }
  }
#endif
