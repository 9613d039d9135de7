#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore
  import UIKit

  /// Reads SwiftUI's converter as the coordinator's geometry: the location and translation in
  /// the container's space (`localLocation`, `localTranslation`).
  @available(iOS 18.0, *)
  @MainActor
  struct SideMenuConverterGeometry {
    let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter

    init(_ converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter) {
      self.converter = converter
    }

    func read(_ recognizer: UIGestureRecognizer) -> (location: CGPoint, translation: CGPoint) {
      (converter.localLocation, converter.localTranslation ?? .zero)
    }
  }
#endif
