// The modifiers the model applies: layout (frame, offset, position, scale, safe areas), drawing
// (opacity, background, overlay, clip, mask, shadow), interaction (hit testing, disabled),
// lifecycle (onAppear, onDisappear, onChange), ordering (zIndex) and transactions. Each cites
// the page it follows; effects that place, fade or transform render into a view of their own.
import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// A modifier with a view of its own around its content: `apply` sets the view's properties
/// and places the content, returning the modifier's size.
struct _ViewEffect: ViewModifier, _PrimitiveModifier {
  let name: String
  let apply:
    @MainActor (
      _SwiftUIView, _ViewNode, _RenderContext, (_RenderContext) -> _RenderOutput
    ) -> CGSize
  typealias Body = Never
  func _render(
    _ node: _ViewNode, _ context: _RenderContext,
    content: (_ViewNode, _RenderContext) -> _RenderOutput
  ) -> _RenderOutput {
    let view = node.view(name)
    var inner = context
    // Accessibility attributes set above land on this view (the element below the modifiers).
    _applyAccessibility(context.accessibility, to: view)
    inner.accessibility = _AccessibilityAttributes()
    let size = apply(view, node, inner) { content(node, $0) }
    return _RenderOutput(view: view, size: size, preferences: node.combinedPreferences())
  }
}

/// A transparent modifier: it changes what its content is rendered with, or acts after it.
struct _ContextEffect: ViewModifier, _PrimitiveModifier {
  let apply:
    @MainActor (_ViewNode, _RenderContext, (_RenderContext) -> _RenderOutput) -> _RenderOutput
  typealias Body = Never
  func _render(
    _ node: _ViewNode, _ context: _RenderContext,
    content: (_ViewNode, _RenderContext) -> _RenderOutput
  ) -> _RenderOutput {
    var output = apply(node, context) { content(node, $0) }
    output.preferences = node.combinedPreferences()
    return output
  }
}

@MainActor
func _applyAccessibility(_ attributes: _AccessibilityAttributes, to view: _SwiftUIView) {
  view.accessibilityElementsHidden = attributes.hidden
  if let label = attributes.label { view.accessibilityLabel = label }
  if attributes.traits.contains(.isModal) {
    view.accessibilityViewIsModal = true
  } else {
    view.accessibilityViewIsModal = false
  }
  if attributes.traits.contains(.isButton) { view.accessibilityTraits.insert(.button) }
  view.activateAction = attributes.actions.last { $0.0 == .default }?.1
  view.escapeAction = attributes.actions.last { $0.0 == .escape }?.1
  view.sortPriority = attributes.sortPriority ?? 0
}

/// Places one content view in `view` at `origin` and returns its output.
@MainActor
func _placeContent(
  _ view: UIView, _ context: _RenderContext, at origin: (CGSize) -> CGPoint,
  _ content: (_RenderContext) -> _RenderOutput
) -> _RenderOutput {
  let output = content(context)
  _place(output, in: view, at: origin(output.size))
  for subview in view.subviews where subview !== output.view && subview is _SwiftUIView {
    subview.removeFromSuperview()
  }
  return output
}

/// Apple: `enum Edge` — `top`, `leading`, `bottom`, `trailing`; `Edge.Set`.
/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Apple: `enum VerticalEdge` — `top`, `bottom`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable { case top, bottom }
/// Apple: `enum HorizontalEdge` — `leading`, `trailing`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable { case leading, trailing }

/// Apple: `struct SafeAreaRegions: OptionSet` — `container`, `keyboard`, `all`.
/// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Apple: `struct Transaction` — "The context of the current state-processing update."
/// Modelled: its `animation`, which the model never tweens (engine frames are drawn as given).
/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {
  public var animation: Animation?
  public var disablesAnimations = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// Apple: `struct Animation`. Not modelled beyond its existence: the model draws no implicit
/// animation (the views apply engine frames with animations removed).
public struct Animation: Equatable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeInOut = Animation(name: "easeInOut")
}

/// Apple: `struct AnyTransition` — `.identity`, `.opacity`.
public struct AnyTransition: Sendable {
  let name: String
  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
}

extension View {
  // MARK: Layout

  /// Apple: `func frame(width:height:alignment:) -> some View` — "Positions this view within an
  /// invisible frame with the specified size."; a `nil` dimension takes the content's.
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _ViewEffect(name: "frame") { view, _, context, content in
        var inner = context
        inner.proposal = CGSize(
          width: width.map { max($0, 0) } ?? context.proposal.width,
          height: height.map { max($0, 0) } ?? context.proposal.height)
        var size = inner.proposal
        _ = _placeContent(
          view, inner,
          at: { child in
            size = CGSize(width: width ?? child.width, height: height ?? child.height)
            return alignment.origin(of: child, in: size)
          }, content)
        return size
      })
  }

  /// Apple: `func offset(x:y:) -> some View` — "Offset this view by the specified horizontal
  /// and vertical distances."; layout is unchanged (it is drawn moved).
  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(
      _ViewEffect(name: "offset") { view, _, context, content in
        let output = _placeContent(view, context, at: { _ in .zero }, content)
        view.transform = CGAffineTransform(translationX: x, y: y)
        return output.size
      })
  }

  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Apple: `func position(_ position: CGPoint) -> some View` — "Positions the center of this
  /// view at the specified point in its parent's coordinate space."; it takes the space offered.
  /// https://developer.apple.com/documentation/swiftui/view/position(_:)
  public func position(_ position: CGPoint) -> some View {
    modifier(
      _ViewEffect(name: "position") { view, _, context, content in
        _ = _placeContent(
          view, context,
          at: { child in
            CGPoint(x: position.x - child.width / 2, y: position.y - child.height / 2)
          }, content)
        return context.proposal
      })
  }

  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Apple: `func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View` — "Scales
  /// this view's rendered output by the given amount"; layout is unchanged.
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(
      _ViewEffect(name: "scaleEffect") { view, _, context, content in
        let output = _placeContent(view, context, at: { _ in .zero }, content)
        view.layer.anchorPoint = CGPoint(x: anchor.x, y: anchor.y)
        view.transform = CGAffineTransform(scaleX: s, y: s)
        return output.size
      })
  }

  /// Apple: `func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)` —
  /// "Expands the safe area of a view."; the view extends into the ignored regions.
  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      _ViewEffect(name: "ignoresSafeArea") { view, _, context, content in
        var inner = context
        func clear(_ insets: inout EdgeInsets) {
          if edges.contains(.top) { insets.top = 0 }
          if edges.contains(.bottom) { insets.bottom = 0 }
          if edges.contains(.leading) { insets.leading = 0 }
          if edges.contains(.trailing) { insets.trailing = 0 }
        }
        if regions.contains(.container) { clear(&inner.safeAreas.container) }
        if regions.contains(.keyboard) { clear(&inner.safeAreas.keyboard) }
        let before = context.safeAreas.effective
        let after = inner.safeAreas.effective
        let grow = EdgeInsets(
          top: before.top - after.top, leading: before.leading - after.leading,
          bottom: before.bottom - after.bottom, trailing: before.trailing - after.trailing)
        inner.proposal = CGSize(
          width: context.proposal.width + grow.leading + grow.trailing,
          height: context.proposal.height + grow.top + grow.bottom)
        _ = _placeContent(
          view, inner, at: { _ in CGPoint(x: -grow.leading, y: -grow.top) }, content)
        return context.proposal
      })
  }

  /// Apple: `func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment =
  /// .center, spacing: CGFloat? = nil, content: () -> V) -> some View` — "The content view is
  /// anchored to the specified vertical edge in the parent view… The modified view is inset by
  /// the height of content, from edge. The safe area of the resulting view is also increased by
  /// the same amount." https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return modifier(
      _ViewEffect(name: "safeAreaInset") { view, node, context, content in
        let insetNode = node.child(1, V.self)
        var insetContext = context
        insetContext.proposal.height = 0
        let insetOutput = node.graph.render(inset, insetNode, insetContext)
        let amount = max(insetOutput.size.height, 0) + (spacing ?? 0)
        var inner = context
        inner.proposal.height = max(context.proposal.height - amount, 0)
        if edge == .top {
          inner.safeAreas.container.top += amount
        } else {
          inner.safeAreas.container.bottom += amount
        }
        let output = content(inner)
        let y = edge == .top ? amount : 0
        _place(output, in: view, at: CGPoint(x: 0, y: y))
        _place(
          insetOutput, in: view,
          at: CGPoint(x: 0, y: edge == .top ? 0 : context.proposal.height - insetOutput.size.height)
        )
        return context.proposal
      })
  }

  /// Apple: `func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment =
  /// .center, spacing: CGFloat? = nil, content: () -> V) -> some View` — the same beside a
  /// horizontal edge (the stage is laid out left to right: leading is left).
  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return modifier(
      _ViewEffect(name: "safeAreaInset") { view, node, context, content in
        let insetNode = node.child(1, V.self)
        var insetContext = context
        insetContext.proposal.width = 0
        let insetOutput = node.graph.render(inset, insetNode, insetContext)
        let amount = max(insetOutput.size.width, 0) + (spacing ?? 0)
        var inner = context
        inner.proposal.width = max(context.proposal.width - amount, 0)
        if edge == .leading {
          inner.safeAreas.container.leading += amount
        } else {
          inner.safeAreas.container.trailing += amount
        }
        let output = content(inner)
        _place(output, in: view, at: CGPoint(x: edge == .leading ? amount : 0, y: 0))
        _place(
          insetOutput, in: view,
          at: CGPoint(
            x: edge == .leading ? 0 : context.proposal.width - insetOutput.size.width, y: 0))
        return context.proposal
      })
  }

  // MARK: Drawing

  /// Apple: `func opacity(_ opacity: Double) -> some View` — "Sets the transparency of this
  /// view." https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  public func opacity(_ opacity: Double) -> some View {
    modifier(
      _ViewEffect(name: "opacity") { view, _, context, content in
        view.alpha = CGFloat(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
        return _placeContent(view, context, at: { _ in .zero }, content).size
      })
  }

  /// Apple: `func background<V: View>(alignment: Alignment = .center, content: () -> V)` —
  /// "Layers the views that you specify behind this view."; the background is offered the
  /// view's size. https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    _layered(content(), behind: true, alignment: alignment)
  }

  /// Apple: `func background<Background: View>(_ background: Background, alignment:)`.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    _layered(background, behind: true, alignment: alignment)
  }

  /// Apple: `func overlay<V: View>(alignment: Alignment = .center, content: () -> V)` — "Layers
  /// the views that you specify in front of this view."
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    _layered(content(), behind: false, alignment: alignment)
  }

  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    _layered(overlay, behind: false, alignment: alignment)
  }

  func _layered<V: View>(_ layer: V, behind: Bool, alignment: Alignment) -> some View {
    modifier(
      _ViewEffect(name: behind ? "background" : "overlay") { view, node, context, content in
        let output = content(context)
        var layerContext = context
        layerContext.proposal = output.size
        let layerOutput = node.graph.render(layer, node.child(1, V.self), layerContext)
        _place(output, in: view, at: .zero)
        _place(layerOutput, in: view, at: alignment.origin(of: layerOutput.size, in: output.size))
        if let layerView = layerOutput.view {
          if behind {
            view.sendSubviewToBack(layerView)
          } else {
            view.bringSubviewToFront(layerView)
          }
        }
        return output.size
      })
  }

  /// Apple: `func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())` — "Sets a
  /// clipping shape for this view." The shape's path, in the view's bounds, clips in both axes:
  /// what lies outside it is not drawn; layout and hit testing are unchanged (the content shape
  /// is `contentShape`'s). Modelled: the path's bounding rectangle with its first corner radius
  /// clips (a clip view of that frame around the content); a path reaching beyond the view
  /// clips only where it ends.
  /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(
      _ViewEffect(name: "clipShape") { view, node, context, content in
        let clip = node.storageObject("clip") { () -> _SwiftUIView in
          let clip = _SwiftUIView()
          clip.swiftUIType = "clipShape.clip"
          view.addSubview(clip)
          return clip
        }
        let output = content(context)
        let bounds = CGRect(origin: .zero, size: output.size)
        let path = shape.path(in: bounds)
        let clipRect = path.boundingRect.isNull ? CGRect.zero : path.boundingRect
        clip.bounds = CGRect(origin: .zero, size: clipRect.size)
        clip.center = CGPoint(x: clipRect.midX, y: clipRect.midY)
        clip.layer.masksToBounds = true
        clip.layer.cornerRadius = path.elements.first?.cornerRadius ?? 0
        clip.layer.cornerCurve = .continuous
        _place(output, in: clip, at: CGPoint(x: -clipRect.minX, y: -clipRect.minY))
        for subview in clip.subviews where subview !== output.view && subview is _SwiftUIView {
          subview.removeFromSuperview()
        }
        return output.size
      })
  }

  /// Apple: `func mask<Mask: View>(alignment: Alignment = .center, _ mask: () -> Mask)` (iOS 15).
  /// Modelled: the mask's view is kept but not drawn (alpha masks are not modelled).
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    modifier(
      _ViewEffect(name: "mask") { view, _, context, content in
        _placeContent(view, context, at: { _ in .zero }, content).size
      })
  }

  /// Apple: `func shadow(color:radius:x:y:)` — "Adds a shadow to this view."
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(
      _ViewEffect(name: "shadow") { view, _, context, content in
        view.layer.shadowRadius = radius
        view.layer.shadowOpacity = 1
        view.layer.shadowColor = color.uiColor.cgColor
        return _placeContent(view, context, at: { _ in .zero }, content).size
      })
  }

  // MARK: Interaction

  /// Apple: `func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false)` — "Defines the
  /// content shape for hit testing." https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(
      _ViewEffect(name: "contentShape") { view, _, context, content in
        view.isHitTarget = true
        return _placeContent(view, context, at: { _ in .zero }, content).size
      })
  }

  /// Apple: `func allowsHitTesting(_ enabled: Bool)` — "Configures whether this view
  /// participates in hit test operations." https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(
      _ViewEffect(name: "allowsHitTesting") { view, _, context, content in
        view.isUserInteractionEnabled = enabled
        return _placeContent(view, context, at: { _ in .zero }, content).size
      })
  }

  /// Apple: `func disabled(_ disabled: Bool)` — "Adds a condition that controls whether users
  /// can interact with this view."; it sets `isEnabled` in the environment for the view and
  /// its descendants. https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  public func disabled(_ disabled: Bool) -> some View {
    modifier(
      _ContextEffect { _, context, content in
        var inner = context
        if disabled { inner.environment.isEnabled = false }
        return content(inner)
      })
  }

  /// Apple: `func zIndex(_ value: Double)` — "Controls the display order of overlapping views."
  /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
  public func zIndex(_ value: Double) -> some View {
    modifier(
      _ContextEffect { _, context, content in
        var output = content(context)
        output.zIndex = value
        return output
      })
  }

  /// Apple: `func transition(_ t: AnyTransition)`. No animation is modelled, so no effect.
  public func transition(_ t: AnyTransition) -> some View {
    modifier(_ContextEffect { _, context, content in content(context) })
  }

  /// Apple: `func transaction(_ transform: @escaping (inout Transaction) -> Void)`. The model
  /// draws no implicit animation, so no effect.
  /// https://developer.apple.com/documentation/swiftui/view/transaction(_:)
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_ContextEffect { _, context, content in content(context) })
  }

  /// Apple: `func transaction<V: View>(_ transform:, body: (PlaceholderContentView<Self>) -> V)`
  /// (iOS 17). https://developer.apple.com/documentation/swiftui/view/transaction(_:body:)
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    let content = self
    return body(
      PlaceholderContentView<Self>(render: { node, context in
        node.graph.render(content, node.child(0, Self.self), context)
      }))
  }

  /// Apple: `func coordinateSpace<T: Hashable>(name: T)` — "Assigns a name to the view's
  /// coordinate space, so other code can operate on dimensions like points and sizes relative
  /// to the named space." https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(
      _ViewEffect(name: "coordinateSpace") { view, _, context, content in
        var inner = context
        inner.coordinateSpaces[AnyHashable(name)] = view
        return _placeContent(view, inner, at: { _ in .zero }, content).size
      })
  }

  // MARK: Lifecycle

  /// Apple: `func onAppear(perform action: (() -> Void)? = nil)` — "Adds an action to perform
  /// before this view appears." Modelled: after the update that first shows the view.
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(
      _ContextEffect { node, context, content in
        let output = content(context)
        if node.values["appeared"] == nil {
          node.values["appeared"] = true
          if let action { node.graph.enqueue(action) }
        }
        return output
      })
  }

  /// Apple: `func onDisappear(perform action: (() -> Void)? = nil)` — "Adds an action to
  /// perform after this view disappears." https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(
      _ContextEffect { node, context, content in
        let output = content(context)
        if node.values["disappear"] == nil, let action {
          node.values["disappear"] = true
          let graph = node.graph
          node.teardowns.append { graph.enqueue(action) }
        }
        return output
      })
  }

  /// Apple: `func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)`
  /// (iOS 14–16) — "Adds an action to perform when the given value changes."; "SwiftUI passes
  /// the new value into the closure"; values are compared with `==` and the action runs after
  /// the update, never for the first value.
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    _onChange(of: value, initial: false) { _, new in action(new) }
  }

  /// Apple: `func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action:
  /// @escaping (V, V) -> Void)` (iOS 17). https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    _onChange(of: value, initial: initial, action)
  }

  /// Apple: `func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action:
  /// @escaping () -> Void)` (iOS 17).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    _onChange(of: value, initial: initial) { _, _ in action() }
  }

  func _onChange<V: Equatable>(
    of value: V, initial: Bool, _ action: @escaping (V, V) -> Void
  ) -> some View {
    modifier(
      _ContextEffect { node, context, content in
        let output = content(context)
        if let old = node.values["onChange"] as? V {
          if old != value {
            node.values["onChange"] = value
            node.graph.enqueue { action(old, value) }
          }
        } else {
          node.values["onChange"] = value
          if initial { node.graph.enqueue { action(value, value) } }
        }
        return output
      })
  }

  // MARK: Presentation

  /// Apple: `func sheet(isPresented:onDismiss:content:)`. Not modelled: the model presents
  /// nothing (the side menu only needs the binding's change, read by `onChange`).
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(_ContextEffect { _, context, content in content(context) })
  }

  /// Apple: `func fullScreenCover(isPresented:onDismiss:content:)` (iOS 14). Not modelled, as
  /// `sheet`.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(_ContextEffect { _, context, content in content(context) })
  }
}
