// SwiftUI API newer than iOS 16.5 and declared by Xcode 16's iOS 18 SDK (iOS 17 and 18) that
// SideMenuKit uses, for the real-SDK type-check (../shared/ios-sdk/typecheck --additions
// Scripts/ios-sdk-additions; Scripts/typecheck-ios-sdk.sh). The iOS 26 API is in SwiftUIGlass.swift,
// marked `// ios-sdk: 26` so that the Xcode 16 view leaves it out.
// Each declaration is Apple's, as its developer.apple.com page gives it (2026 pages), with the
// page's availability as `@available`; bodies are placeholders (the module is only type-checked
// against, never run). Two spellings differ from today's pages, for an iOS 16.5-era compiler
// interface, and say so where they are. The UIKit/SwiftUI stand-in has its own additions
// (Scripts/uikit-standin-additions, Scripts/swiftui-standin-additions).
import SwiftUI
import UIKit

// MARK: - CoordinateSpaceProtocol (iOS 17)

/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
/// Apple: `protocol CoordinateSpaceProtocol` — iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+.
@available(iOS 17.0, macCatalyst 17.0, *)
public protocol CoordinateSpaceProtocol {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
  /// Apple: `var coordinateSpace: CoordinateSpace { get }`
  var coordinateSpace: CoordinateSpace { get }
}

// MARK: - UIGestureRecognizerRepresentable (iOS 18)

/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable
/// Apple: `@MainActor @preconcurrency protocol UIGestureRecognizerRepresentable` — iOS 18.0+,
/// iPadOS 18.0+, Mac Catalyst 18.0+.
@available(iOS 18.0, macCatalyst 18.0, *)
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
  /// …/uigesturerecognizerrepresentable/uigesturerecognizertype
  /// Apple: `associatedtype UIGestureRecognizerType : UIGestureRecognizer`
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  /// …/uigesturerecognizerrepresentable/coordinator
  /// Apple: `associatedtype Coordinator = Void`
  associatedtype Coordinator = Void
  /// …/uigesturerecognizerrepresentable/context
  /// Apple: `typealias Context = UIGestureRecognizerRepresentableContext<Self>`
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  /// …/uigesturerecognizerrepresentable/coordinatespaceconverter
  /// Apple: `typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter`
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
  /// …/uigesturerecognizerrepresentable/makeuigesturerecognizer(context:)
  /// Apple: `@MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType`
  @MainActor @preconcurrency
  func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
  /// …/uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:)
  /// Apple: `@MainActor @preconcurrency func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)`
  @MainActor @preconcurrency
  func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  /// …/uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:)
  /// Apple: `@MainActor @preconcurrency func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)`
  @MainActor @preconcurrency
  func handleUIGestureRecognizerAction(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  /// …/uigesturerecognizerrepresentable/makecoordinator(converter:)
  /// Apple: `@MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator`
  @MainActor @preconcurrency
  func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
}

// The pages of `updateUIGestureRecognizer` and `handleUIGestureRecognizerAction` make them
// optional to implement ("If you implement this method, SwiftUI calls it…"), and
// `makeCoordinator(converter:)` has a default when `Coordinator` is `Void`: SwiftUI's defaults.
@available(iOS 18.0, macCatalyst 18.0, *)
extension UIGestureRecognizerRepresentable {
  public func updateUIGestureRecognizer(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
  ) {}
  public func handleUIGestureRecognizerAction(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
  ) {}
}

@available(iOS 18.0, macCatalyst 18.0, *)
extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
  // A body only so the module compiles (nothing here links): SwiftUI's default returns `()`.
  public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator {
    fatalError("declaration only")
  }
}

/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext
/// Apple: `struct UIGestureRecognizerRepresentableContext<Representable> where Representable : UIGestureRecognizerRepresentable`
/// — iOS 18.0+, iPadOS 18.0+, Mac Catalyst 18.0+.
@available(iOS 18.0, macCatalyst 18.0, *)
public struct UIGestureRecognizerRepresentableContext<Representable>
where Representable: UIGestureRecognizerRepresentable {
  /// …/uigesturerecognizerrepresentablecontext/converter
  /// Apple: `let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter`
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
  /// …/uigesturerecognizerrepresentablecontext/coordinator
  /// Apple: `let coordinator: Representable.Coordinator`
  public let coordinator: Representable.Coordinator
}

/// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
/// Apple: `struct UIGestureRecognizerRepresentableCoordinateSpaceConverter` — iOS 18.0+,
/// iPadOS 18.0+, Mac Catalyst 18.0+. Its properties' pages show `@export(implementation)`
/// before `var` (how the body is emitted, not part of the API; the 16.5 SDK's compiler has no
/// such attribute), left out here.
@available(iOS 18.0, macCatalyst 18.0, *)
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  /// …/localLocation. Apple: `var localLocation: CGPoint { get }`
  public var localLocation: CGPoint { fatalError() }
  /// …/localTranslation. Apple: `var localTranslation: CGPoint? { get }`
  public var localTranslation: CGPoint? { fatalError() }
  /// …/localVelocity. Apple: `var localVelocity: CGPoint? { get }`
  public var localVelocity: CGPoint? { fatalError() }
  /// …/location(in:). Apple: `func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint`
  public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
    fatalError()
  }
  /// …/translation(in:). Apple: `func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint?`
  public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
    fatalError()
  }
  /// …/velocity(in:). Apple: `func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint?`
  public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? {
    fatalError()
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:) (the overload for
  /// `UIGestureRecognizerRepresentable`) — iOS 18.0+, iPadOS 18.0+, Mac Catalyst 18.0+.
  /// Apple: `nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View`
  @available(iOS 18.0, macCatalyst 18.0, *)
  public nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable)
    -> some View
  { self }
}

// MARK: - Scoped transactions (iOS 17)

/// https://developer.apple.com/documentation/swiftui/placeholdercontentview
/// Apple: `nonisolated struct PlaceholderContentView<Value>` (conforms to `View`) — iOS 17.0+,
/// iPadOS 17.0+, Mac Catalyst 17.0+.
@available(iOS 17.0, macCatalyst 17.0, *)
public nonisolated struct PlaceholderContentView<Value>: View {
  public var body: Never { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transaction(_:body:) — iOS 17.0+,
  /// iPadOS 17.0+, Mac Catalyst 17.0+.
  /// Apple: `nonisolated func transaction<V>(_ transform: @escaping (inout Transaction) -> Void, @ContentBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V : View`
  /// Today's page spells the builder `@ContentBuilder`, the Xcode 27 SDK's name for what earlier
  /// SDKs call `ViewBuilder` (the 16.5 SDK has only `ViewBuilder`), so `@ViewBuilder` here.
  @available(iOS 17.0, macCatalyst 17.0, *)
  public nonisolated func transaction<V>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View where V: View { self }
}
