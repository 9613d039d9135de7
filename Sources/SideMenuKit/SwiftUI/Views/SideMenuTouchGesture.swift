#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore
  import UIKit

  /// The touch-down recognizer of iOS 18: a long press of no minimum duration, which begins as
  /// a finger lands and ends as it lifts
  /// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer), so a moving
  /// menu stops under the finger; it recognizes alongside everything and cancels no touches.
  @available(iOS 18.0, *)
  struct SideMenuTouchGesture: UIGestureRecognizerRepresentable {
    let model: SideMenuViewModel

    func makeCoordinator(converter: CoordinateSpaceConverter) -> SideMenuRecognizerCoordinator {
      SideMenuRecognizerCoordinator(
        model: model, role: .touch, geometry: SideMenuConverterGeometry(converter).read)
    }

    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
      let press = UILongPressGestureRecognizer()
      context.coordinator.configure(press)
      return press
    }

    func updateUIGestureRecognizer(
      _ recognizer: UILongPressGestureRecognizer, context: Context
    ) {
      context.coordinator.model = model
      context.coordinator.geometry = SideMenuConverterGeometry(context.converter).read
    }

    func handleUIGestureRecognizerAction(
      _ recognizer: UILongPressGestureRecognizer, context: Context
    ) {
      context.coordinator.geometry = SideMenuConverterGeometry(context.converter).read
      context.coordinator.handleAction(recognizer)
    }
  }

#endif
