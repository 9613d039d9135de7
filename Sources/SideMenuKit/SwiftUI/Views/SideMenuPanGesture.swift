#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore
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
  /// and once it has recognized, the others cannot (its delegate allows simultaneous recognition
  /// only with a vertical list in the open menu) and the content's touches are cancelled
  /// (`cancelsTouchesInView`, UIKit's default). The delegate is the gesture layer's, shared with
  /// the UIKit modes (``SideMenuGestureDelegate``), and the translation of states its
  /// ``SideMenuDragReader``, both through ``SideMenuRecognizerCoordinator``, which the
  /// simulation runs on its recognizers. On iOS 15–17 the modifier keeps the simultaneous
  /// `DragGesture`.
  ///
  /// With the role `.scrollPan` it is the trackpad's drag instead: a pan that takes a
  /// trackpad's two-finger scrolls and no touches, as the UIKit driver's scroll pan
  /// (https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask).
  @available(iOS 18.0, *)
  struct SideMenuPanGesture: UIGestureRecognizerRepresentable {
    let model: SideMenuViewModel
    /// `.pan` (the finger's) or `.scrollPan` (the trackpad's); the coordinator configures it.
    var role = SideMenuRecognizerCoordinator.Role.pan

    func makeCoordinator(converter: CoordinateSpaceConverter) -> SideMenuRecognizerCoordinator {
      SideMenuRecognizerCoordinator(
        model: model, role: role, geometry: SideMenuConverterGeometry(converter).read)
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
      let pan = UIPanGestureRecognizer()
      context.coordinator.configure(pan)
      context.coordinator.geometry = SideMenuConverterGeometry(context.converter).read
      return pan
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
      context.coordinator.model = model
      context.coordinator.geometry = SideMenuConverterGeometry(context.converter).read
    }

    /// Locations are in the coordinate space of the view the recognizer is attached to, which
    /// is the container's
    /// (https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter).
    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
      context.coordinator.geometry = SideMenuConverterGeometry(context.converter).read
      context.coordinator.handleAction(recognizer)
    }
  }

#endif
