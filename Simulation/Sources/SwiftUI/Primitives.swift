// The views SwiftUI draws itself, and how the graph renders the view-builder types.
import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// Views that stand for several (a tuple, a branch, an optional): stacks lay their parts out.
@MainActor
protocol _MultiView {
  func _renderParts(_ node: _ViewNode, _ context: _RenderContext) -> [_RenderOutput]
}

extension _ViewGraph {
  /// The parts of `view` as a stack sees them.
  func renderParts<V: View>(_ view: V, _ node: _ViewNode, _ context: _RenderContext)
    -> [_RenderOutput]
  {
    if let multi = view as? any _MultiView {
      let parts = multi._renderParts(node, context)
      node.lastOutput = _RenderOutput(
        view: nil, size: .zero, preferences: node.combinedPreferences())
      return parts
    }
    return [render(view, node, context)]
  }
}

/// A group of parts with no stack: laid out as a `ZStack` would (centred).
@MainActor
func _renderGroup(
  _ parts: [_RenderOutput], _ node: _ViewNode, _ context: _RenderContext, name: String
) -> _RenderOutput {
  let view = node.view(name)
  let size = _stack(parts, in: view, alignment: .center)
  return _RenderOutput(view: view, size: size, preferences: node.combinedPreferences())
}

/// Stacks parts in `view` (z order by `zIndex`, then order), aligned; returns the stack's size.
@MainActor
func _stack(_ parts: [_RenderOutput], in view: UIView, alignment: Alignment) -> CGSize {
  let drawn = parts.filter { $0.view != nil }
  let width = drawn.map(\.size.width).max() ?? 0
  let height = drawn.map(\.size.height).max() ?? 0
  let ordered = drawn.enumerated().sorted {
    $0.element.zIndex != $1.element.zIndex
      ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
  }
  for (_, part) in ordered {
    let origin = alignment.origin(of: part.size, in: CGSize(width: width, height: height))
    _place(part, in: view, at: origin)
    if let drawnView = part.view { view.bringSubviewToFront(drawnView) }
  }
  // Views that left the stack are no longer drawn.
  for subview in view.subviews where !drawn.contains(where: { $0.view === subview }) {
    if subview is _SwiftUIView { subview.removeFromSuperview() }
  }
  return CGSize(width: width, height: height)
}

extension TupleView: _PrimitiveView, _MultiView {
  func _renderParts(_ node: _ViewNode, _ context: _RenderContext) -> [_RenderOutput] {
    var parts: [_RenderOutput] = []
    for (index, child) in children.enumerated() {
      parts.append(contentsOf: renderChild(child, index, node, context))
    }
    node.removeChildren(except: Set(children.indices))
    return parts
  }
  private func renderChild<V: View>(
    _ child: V, _ index: Int, _ node: _ViewNode, _ context: _RenderContext
  ) -> [_RenderOutput] {
    node.graph.renderParts(child, node.child(index, V.self), context)
  }
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    _renderGroup(_renderParts(node, context), node, context, name: "TupleView")
  }
}

extension _ConditionalContent: _PrimitiveView, _MultiView {
  func _renderParts(_ node: _ViewNode, _ context: _RenderContext) -> [_RenderOutput] {
    switch storage {
    case .trueContent(let view):
      node.removeChildren(except: [0])
      return node.graph.renderParts(view, node.child(0, TrueContent.self), context)
    case .falseContent(let view):
      node.removeChildren(except: [1])
      return node.graph.renderParts(view, node.child(1, FalseContent.self), context)
    }
  }
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let parts = _renderParts(node, context)
    if parts.count == 1 {
      var output = parts[0]
      output.preferences = node.combinedPreferences()
      return output
    }
    return _renderGroup(parts, node, context, name: "_ConditionalContent")
  }
}

extension Optional: _PrimitiveView, _MultiView where Wrapped: View {
  func _renderParts(_ node: _ViewNode, _ context: _RenderContext) -> [_RenderOutput] {
    guard let view = self else {
      node.removeChildren(except: [])
      return []
    }
    return node.graph.renderParts(view, node.child(0, Wrapped.self), context)
  }
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let parts = _renderParts(node, context)
    if parts.count == 1 {
      var output = parts[0]
      output.preferences = node.combinedPreferences()
      return output
    }
    return _RenderOutput(view: nil, size: .zero)
  }
}

extension EmptyView: _PrimitiveView {
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    _RenderOutput(view: nil, size: .zero)
  }
}

extension AnyView: _PrimitiveView {
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    renderErased(view, node, context)
  }
  private func renderErased<V: View>(_ view: V, _ node: _ViewNode, _ context: _RenderContext)
    -> _RenderOutput
  {
    var output = node.graph.render(view, node.child(0, V.self), context)
    output.preferences = node.combinedPreferences()
    return output
  }
}

extension _ViewModifier_Content: _PrimitiveView {
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    var output = render(node, context)
    output.preferences = node.combinedPreferences()
    return output
  }
}

extension PlaceholderContentView: _PrimitiveView {
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    var output = render(node, context)
    output.preferences = node.combinedPreferences()
    return output
  }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let content = content
    let renderContent: @MainActor (_ViewNode, _RenderContext) -> _RenderOutput = {
      parent, context in
      parent.graph.render(content, parent.child(0, Content.self), context)
    }
    if let primitive = modifier as? any _PrimitiveModifier {
      return primitive._render(node, context, content: renderContent)
    }
    // A modifier with a body: its dynamic properties are linked and its body runs like a view's.
    let modifier = modifier
    _installDynamicProperties(modifier, node, context.environment)
    node.graph.countBody(Modifier.self)
    let body = modifier.body(content: _ViewModifier_Content<Modifier>(render: renderContent))
    var output = node.graph.render(body, node.child(1, Modifier.Body.self), context)
    node.rerender = { [unowned node] in
      let output = self._render(node, context)
      node.lastOutput = output
      return output
    }
    output.preferences = node.combinedPreferences()
    return output
  }
}

// MARK: - Alignment

/// Apple: `struct Alignment` — "An alignment in both axes."
/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a child of `size` goes in a container of `container` (the stage is left to right,
  /// so leading is left).
  func origin(of size: CGSize, in container: CGSize) -> CGPoint {
    let x: CGFloat
    switch horizontal {
    case .leading: x = 0
    case .trailing: x = container.width - size.width
    default: x = (container.width - size.width) / 2
    }
    let y: CGFloat
    switch vertical {
    case .top: y = 0
    case .bottom: y = container.height - size.height
    default: y = (container.height - size.height) / 2
    }
    return CGPoint(x: x, y: y)
  }
}

/// Apple: `struct HorizontalAlignment` — `leading`, `center`, `trailing`.
public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
}

/// Apple: `struct VerticalAlignment` — `top`, `center`, `bottom`.
public struct VerticalAlignment: Equatable, Sendable {
  let id: Int
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
}

/// Apple: `struct UnitPoint` — a normalized point (0…1 in each axis).
/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
}

// MARK: - Stacks and readers

/// Apple: `struct ZStack<Content: View>` — "A view that overlays its subviews, aligning them in
/// both axes."; later subviews are in front, `zIndex` overrides the order
/// (https://developer.apple.com/documentation/swiftui/zstack,
/// https://developer.apple.com/documentation/swiftui/view/zindex(_:)). Its size is its largest
/// subview's.
public struct ZStack<Content: View>: View, _PrimitiveView {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("ZStack")
    let parts = node.graph.renderParts(content, node.child(0, Content.self), context)
    let size = _stack(parts, in: view, alignment: alignment)
    return _RenderOutput(view: view, size: size, preferences: node.combinedPreferences())
  }
}

/// Apple: `struct GeometryProxy` — "A proxy for access to the size and coordinate space (for
/// anchor resolution) of the container view." https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  /// Apple: "The size of the container view."
  public let size: CGSize
  /// Apple: "The safe area inset of the container view."
  public let safeAreaInsets: EdgeInsets
  /// Where the reader stands in its hosting view (ReservedRegions.swift).
  var _reservedRegionsSource: _ReservedRegionsSource? = nil
}

/// Apple: `struct GeometryReader<Content: View>` — "A container view that defines its content as
/// a function of its own size and coordinate space."; it takes the whole size offered and puts
/// its content at its top-leading corner (iOS 14 and later).
/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View, _PrimitiveView {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("GeometryReader")
    let proxy = GeometryProxy(
      size: context.proposal, safeAreaInsets: context.safeAreas.effective,
      _reservedRegionsSource: _ReservedRegionsSource(
        host: context.host, size: context.proposal,
        layoutDirection: context.environment.layoutDirection))
    let built = content(proxy)
    let parts = node.graph.renderParts(built, node.child(0, Content.self), context)
    _ = _stack(parts, in: view, alignment: .topLeading)
    return _RenderOutput(
      view: view, size: context.proposal, preferences: node.combinedPreferences())
  }
}

// MARK: - Drawing

/// Apple: `protocol ShapeStyle` — "A color or pattern to use when rendering a shape."
/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// The colour the model draws the style with (a material or gradient draws as grey).
  var _resolvedColor: UIColor {
    if let color = self as? Color { return color.uiColor }
    if let any = self as? AnyShapeStyle { return any.style._resolvedColor }
    return UIColor(white: 0.5, alpha: 1)
  }
}

/// Apple: `struct AnyShapeStyle` — "A type-erased ShapeStyle value."
/// https://developer.apple.com/documentation/swiftui/anyshapestyle
public struct AnyShapeStyle: ShapeStyle {
  let style: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { self.style = style }
}

/// Apple: `struct Color` — "A representation of a color that adapts to a given context."; a
/// `View` that fills the space offered, and a `ShapeStyle`. A clear colour takes no touches.
/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, ShapeStyle, Hashable, @unchecked Sendable, _PrimitiveView {
  let uiColor: UIColor
  /// Apple: `init(uiColor:)` (iOS 15). https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
  public init(uiColor: UIColor) { self.uiColor = uiColor }
  public init(white: Double, opacity: Double = 1) {
    uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity))
  }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    uiColor = UIColor(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
  }
  public static let clear = Color(uiColor: .clear)
  public static let black = Color(uiColor: .black)
  public static let white = Color(uiColor: .white)
  public static let red = Color(uiColor: .red)
  /// Apple: `func opacity(_ opacity: Double) -> Color`.
  public func opacity(_ opacity: Double) -> Color {
    Color(uiColor: uiColor.withAlphaComponent(uiColor.simulationAlpha() * CGFloat(opacity)))
  }
  public nonisolated static func == (lhs: Color, rhs: Color) -> Bool { lhs.uiColor == rhs.uiColor }
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(uiColor))
  }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("Color")
    view.backgroundColor = uiColor
    view.isHitTarget = uiColor.simulationAlpha() > 0
    return _RenderOutput(
      view: view, size: context.proposal, preferences: node.combinedPreferences())
  }
}

/// Apple: `enum RoundedCornerStyle` — `circular`, `continuous`.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular
  case continuous
}

/// Apple: `struct FillStyle` — "A style for rasterizing vector shapes."
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Apple: `struct Path` — "The outline of a 2D shape." Modelled: the rectangles it is built
/// from and their corner radii (what the model draws and clips with).
/// https://developer.apple.com/documentation/swiftui/path
public struct Path: Equatable, Sendable {
  struct Element: Equatable, Sendable {
    var rect: CGRect
    var cornerRadius: CGFloat
  }
  var elements: [Element] = []
  public init() {}
  public init(_ rect: CGRect) { elements = [Element(rect: rect, cornerRadius: 0)] }
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    elements = [Element(rect: rect, cornerRadius: cornerSize.width)]
  }
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    elements = [Element(rect: rect, cornerRadius: cornerRadius)]
  }
  public mutating func addRect(_ rect: CGRect) {
    elements.append(Element(rect: rect, cornerRadius: 0))
  }
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    elements.append(Element(rect: rect, cornerRadius: cornerSize.width))
  }
  /// The bounding rectangle of the path.
  public var boundingRect: CGRect {
    elements.map(\.rect).reduce(CGRect.null) { $0.union($1) }
  }
}

/// Apple: `protocol Shape: Sendable, Animatable, View` — "A 2D shape that you can use when
/// drawing a view."; `path(in:)` "Describes this shape as a path within a rectangular frame of
/// reference." https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape draws filled with the foreground style (the model: opaque grey-black) and fills the
  /// space offered.
  public var body: _ShapeView<Self, Color> { _ShapeView(shape: self, style: .black) }

  /// Apple: `func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
  /// -> some View`. https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<
    Self, S
  > {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, Color> {
    _ShapeView(shape: self, style: .black, fillStyle: style)
  }
}

/// Apple: `struct _ShapeView<Content: Shape, Style: ShapeStyle>` — a filled shape. Takes
/// touches inside its path.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, _PrimitiveView {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("\(Content.self)")
    let size = context.proposal
    let path = shape.path(in: CGRect(origin: .zero, size: size))
    let color = style._resolvedColor
    view.backgroundColor = color
    view.layer.cornerRadius = path.elements.first?.cornerRadius ?? 0
    view.isHitTarget = color.simulationAlpha() > 0
    return _RenderOutput(view: view, size: size, preferences: node.combinedPreferences())
  }
}

/// Apple: `struct Rectangle: Shape` — "A rectangular shape aligned inside the frame of the view
/// containing it." https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape {
  public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Apple: `struct RoundedRectangle: Shape` — "A rectangular shape with rounded corners."
/// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
}

/// Apple: `struct Text` — "A view that displays one or more lines of read-only text."
/// Modelled: its string; it is an accessibility element labelled with it; its size is 8 points
/// a character by 20, within the space offered (glyph metrics are not modelled).
/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View, Equatable, _PrimitiveView {
  public let string: String
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("Text")
    view.isAccessibilityElement = true
    view.accessibilityLabel = string
    view.accessibilityTraits = .staticText
    view.isHitTarget = true
    let size = CGSize(
      width: min(CGFloat(string.count * 8), context.proposal.width),
      height: min(20, context.proposal.height))
    return _RenderOutput(view: view, size: size, preferences: node.combinedPreferences())
  }
}
