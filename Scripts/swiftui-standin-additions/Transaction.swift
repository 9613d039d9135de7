// SwiftUI stand-in additions: the scoped transaction modifier (iOS 17) and its placeholder view.
//   https://developer.apple.com/documentation/swiftui/view/transaction(_:body:)
//   https://developer.apple.com/documentation/swiftui/placeholdercontentview
// `@ContentBuilder` is the stand-in's `ViewBuilder` (see the stand-in README, difference 1).

/// Apple: `nonisolated struct PlaceholderContentView<Value>` (iOS 17; conforms to View)
public nonisolated struct PlaceholderContentView<Value> {}

extension PlaceholderContentView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    /// Apple: `nonisolated func transaction<V>(_ transform: @escaping (inout Transaction) -> Void, @ContentBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V : View` (iOS 17)
    public nonisolated func transaction<V>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V: View { _StandInView() }
}
