// SwiftUI stand-in additions: UIGestureRecognizerRepresentable (iOS 18) and the View modifier that
// attaches it. Declarations copied from developer.apple.com (docs corpus, 2026 pages):
//   https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable
//   …/uigesturerecognizerrepresentable/uigesturerecognizertype
//   …/uigesturerecognizerrepresentable/coordinator
//   …/uigesturerecognizerrepresentable/context
//   …/uigesturerecognizerrepresentable/coordinatespaceconverter
//   …/uigesturerecognizerrepresentable/makecoordinator(converter:)
//   …/uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:)
//   …/uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:)
//   https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext
//   …/uigesturerecognizerrepresentablecontext/converter, …/coordinator
//   https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
//   …/localtranslation, …/translation(in:), …/velocity(in:)
// Not in the corpus, written from the AppKit twins' pages (same shape, NS → UI):
//   makeUIGestureRecognizer(context:)  ← …/nsgesturerecognizerrepresentable/makensgesturerecognizer(context:)
//   View.gesture(_: some UIGestureRecognizerRepresentable) ← …/view/gesture(_:) (the NS overload)
//   converter.localLocation / localVelocity / location(in:) ← the NS converter's pages.
// Defaults: the protocol page says SwiftUI calls `handleUIGestureRecognizerAction` "if you
// implement this method", so it (and `updateUIGestureRecognizer`) get default no-op bodies here;
// `makeCoordinator(converter:)` has a default when `Coordinator == Void`, as for UIViewRepresentable.

/// Apple: `@MainActor @preconcurrency protocol UIGestureRecognizerRepresentable` (iOS 18)
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// Apple: `associatedtype UIGestureRecognizerType : UIGestureRecognizer`
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// Apple: `associatedtype Coordinator = Void`
    associatedtype Coordinator = Void
    /// Apple: `typealias Context = UIGestureRecognizerRepresentableContext<Self>`
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Apple: `typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter`
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// Apple (by analogy with makeNSGestureRecognizer): `@MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType`
    @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
    /// Apple: `@MainActor @preconcurrency func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)`
    @MainActor @preconcurrency func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// Apple: `@MainActor @preconcurrency func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)`
    @MainActor @preconcurrency func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    /// Apple: `@MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator`
    @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
}

extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context) {}
}

extension UIGestureRecognizerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator { fatalError() }
}

/// Apple: `struct UIGestureRecognizerRepresentableContext<Representable> where Representable : UIGestureRecognizerRepresentable`
public struct UIGestureRecognizerRepresentableContext<Representable> where Representable: UIGestureRecognizerRepresentable {
    /// Apple: `let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter`
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// Apple: `let coordinator: Representable.Coordinator`
    public let coordinator: Representable.Coordinator
}

/// Apple: `struct UIGestureRecognizerRepresentableCoordinateSpaceConverter`
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    /// Apple: `var localLocation: CGPoint { get }`
    public var localLocation: CGPoint { fatalError() }
    /// Apple: `var localTranslation: CGPoint? { get }`
    public var localTranslation: CGPoint? { fatalError() }
    /// Apple: `var localVelocity: CGPoint? { get }`
    public var localVelocity: CGPoint? { fatalError() }
    /// Apple (by analogy with the NS converter): `func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint`
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint { fatalError() }
    /// Apple: `func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint?`
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { fatalError() }
    /// Apple: `func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint?`
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { fatalError() }
}

extension View {
    /// Apple (the iOS overload of the page's NS one): `nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View` (iOS 18)
    public nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { _StandInView() }
}
