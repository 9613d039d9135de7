// The view protocols and the view builder: `View`, `ViewModifier`, `@ViewBuilder`,
// `ModifiedContent`, `TupleView`, `_ConditionalContent`, `EmptyView`, `AnyView`. Declarations
// follow Apple's Swift interface; what they do is the view graph's (ViewGraph.swift).
import CoreGraphics
import UIKit

/// Apple: `@MainActor @preconcurrency protocol View` — "A type that represents part of your
/// app's user interface"; `body`: "The content and behavior of the view. … SwiftUI calls it when
/// your view's inputs change" (https://developer.apple.com/documentation/swiftui/view,
/// https://developer.apple.com/documentation/swiftui/view/body-8kl5o).
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The views SwiftUI draws itself (`Body == Never`): the graph asks them to render.
@MainActor
protocol _PrimitiveView {
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitive views have no body; SwiftUI never asks for it.
  public var body: Never { fatalError("\(Self.self) is drawn by SwiftUI and has no body") }
}

/// Apple: `@resultBuilder struct ViewBuilder` — "A custom parameter attribute that constructs
/// views from closures." https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView((repeat each content), children: children)
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Apple: `struct TupleView<T>` — "A View created from a swift tuple of View values."
/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public nonisolated(unsafe) var value: T
  nonisolated(unsafe) let children: [any View]
  public nonisolated init(_ value: T) {
    self.value = value
    children = []
  }
  nonisolated init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }
  public typealias Body = Never
}

/// Apple: `struct _ConditionalContent<TrueContent, FalseContent>` — the `if`/`else` of a view
/// builder; each branch has an identity of its own (a branch change replaces the view and its
/// state: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated(unsafe) let storage: Storage
  nonisolated init(storage: Storage) { self.storage = storage }
  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

/// Apple: `struct EmptyView` — "A view that doesn't contain any content."
/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  public nonisolated init() {}
  public typealias Body = Never
}

/// Apple: `struct AnyView` — "A type-erased view."; a change of the wrapped type replaces the
/// view hierarchy. https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
  nonisolated(unsafe) let view: any View
  public nonisolated init<V: View>(_ view: V) { self.view = view }
  public nonisolated init<V: View>(erasing view: V) { self.view = view }
  public typealias Body = Never
}

/// Apple: `protocol ViewModifier` — "A modifier that you apply to a view or another view
/// modifier, producing a different version of the original value."; `Content` is
/// `_ViewModifier_Content<Self>`. https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The modifiers SwiftUI applies itself (`Body == Never`).
@MainActor
protocol _PrimitiveModifier {
  func _render(
    _ node: _ViewNode, _ context: _RenderContext,
    content: (_ViewNode, _RenderContext) -> _RenderOutput
  ) -> _RenderOutput
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is applied by SwiftUI and has no body")
  }
}

/// Apple: `struct _ViewModifier_Content<Modifier>` — the view a modifier's `body(content:)`
/// receives: the modified view, drawn where the body places it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let render: @MainActor (_ViewNode, _RenderContext) -> _RenderOutput
  public typealias Body = Never
}

/// Apple: `struct ModifiedContent<Content, Modifier>` — "A value with a modifier applied to it."
/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
}

extension View {
  /// Apple: `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>` — "Applies a modifier
  /// to a view and returns a new view." https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Apple: `func concat<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Apple: `struct PlaceholderContentView<Value>` (iOS 17) — the view `transaction(_:body:)`
/// hands its body. https://developer.apple.com/documentation/swiftui/placeholdercontentview
public struct PlaceholderContentView<Value>: View {
  let render: @MainActor (_ViewNode, _RenderContext) -> _RenderOutput
  public typealias Body = Never
}
