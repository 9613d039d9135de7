// `ScrollView`, `List` and `ForEach`, as far as a side menu's gestures depend on them: on iOS
// both scrolling containers are UIKit scroll views, so their pan is the UIKit model's
// `UIScrollView.panGestureRecognizer`, arbitrated with every other recognizer on the touch.
//
// Device behaviour (Apple documents the SwiftUI API, not its UIKit backing; Xcode's view
// debugger shows it): a `ScrollView` is a `UIScrollView` subclass, a `List` a `UITableView`
// (iOS 15) or a `UICollectionView` (iOS 16 and later) — all `UIScrollView`s, whose
// `panGestureRecognizer` is what other recognizers meet. The model draws both as one
// `UIScrollView`: cells, reuse and selection are not modelled.
import CoreGraphics
import Foundation
import UIKit

/// Apple: `enum Axis` — "The horizontal or vertical dimension in a 2D coordinate system.";
/// `Axis.Set`. https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// The UIKit scroll view a SwiftUI `ScrollView` or `List` renders into: it takes touches
/// anywhere in its bounds (a `UIScrollView` is hit by any point inside it, content or not) and
/// its pan scrolls it (the UIKit model's `followPan`).
@MainActor
public final class _SwiftUIScrollView: UIScrollView {
  /// `ScrollView` or `List`, for reading the tree in tests.
  public internal(set) var swiftUIType = ""

  /// Sets the view's size and place without touching `bounds.origin`, which is the content
  /// offset (the graph's `_place` resets it).
  func setFrameKeepingOffset(_ frame: CGRect) {
    var bounds = self.bounds
    bounds.size = frame.size
    if self.bounds != bounds { self.bounds = bounds }
    let center = CGPoint(x: frame.midX, y: frame.midY)
    if self.center != center { self.center = center }
  }
}

/// Renders scrolling content into `scrollView`: the content's views go inside it at the content
/// origin (its bounds' origin is the offset, so a scrolled view shows them moved), and its
/// content size is what they measure.
@MainActor
func _scrollContent(_ parts: [_RenderOutput], in scrollView: UIScrollView, origins: [CGPoint])
  -> CGSize
{
  var contentSize = CGSize.zero
  for (part, origin) in zip(parts, origins) {
    guard let view = part.view else { continue }
    if view.superview !== scrollView { scrollView.addSubview(view) }
    view.bounds = CGRect(origin: .zero, size: part.size)
    view.center = CGPoint(x: origin.x + part.size.width / 2, y: origin.y + part.size.height / 2)
    contentSize.width = max(contentSize.width, origin.x + part.size.width)
    contentSize.height = max(contentSize.height, origin.y + part.size.height)
  }
  for subview in scrollView.subviews where subview is _SwiftUIView {
    if !parts.contains(where: { $0.view === subview }) { subview.removeFromSuperview() }
  }
  return contentSize
}

/// Apple: `struct ScrollView<Content: View>` — "A scrollable view."; "The scroll view displays
/// its content within the scrollable content region. As the user performs platform-appropriate
/// scroll gestures, the scroll view adjusts what portion of the underlying content is visible."
/// It scrolls along `axes` (vertical by default) and takes the whole size offered.
/// https://developer.apple.com/documentation/swiftui/scrollview
///
/// Modelled: a `UIScrollView` (above) whose content size is its content's; the model has no
/// ideal sizes, so along a scrolling axis the content is offered the scroll view's own length
/// and its `frame` says how long it is. It bounces along its axes whatever the content's
/// length — Apple's `ScrollBounceBehavior.automatic`: "the system chooses to bounce" for a
/// scroll view, and `basedOnSize` exists to stop bouncing for content that fits
/// (https://developer.apple.com/documentation/swiftui/scrollbouncebehavior) — so its pan takes
/// drags along its axes even over short content, the stricter reading for a side menu.
public struct ScrollView<Content: View>: View, _PrimitiveView {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
  public typealias Body = Never

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("ScrollView")
    let scrollView = node.storageObject("scrollView") { () -> _SwiftUIScrollView in
      let scrollView = _SwiftUIScrollView()
      scrollView.swiftUIType = "ScrollView"
      view.addSubview(scrollView)
      return scrollView
    }
    scrollView.setFrameKeepingOffset(CGRect(origin: .zero, size: context.proposal))
    scrollView.alwaysBounceHorizontal = axes.contains(.horizontal)
    scrollView.alwaysBounceVertical = axes.contains(.vertical)
    let parts = node.graph.renderParts(content, node.child(0, Content.self), context)
    // A scroll view stacks its content along its axis (its content is one view, or a stack).
    var origins: [CGPoint] = []
    var along: CGFloat = 0
    for part in parts {
      origins.append(axes == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along))
      along += axes == .horizontal ? part.size.width : part.size.height
    }
    var contentSize = _scrollContent(parts, in: scrollView, origins: origins)
    // Along an axis it does not scroll, the content is no longer than the view.
    if !axes.contains(.horizontal) {
      contentSize.width = min(contentSize.width, context.proposal.width)
    }
    if !axes.contains(.vertical) {
      contentSize.height = min(contentSize.height, context.proposal.height)
    }
    if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
    view.isHitTarget = false
    return _RenderOutput(
      view: view, size: context.proposal, preferences: node.combinedPreferences())
  }
}

/// Apple: `struct ForEach<Data, ID, Content>` — "A structure that computes views on demand from
/// an underlying collection of identified data."; each element's view has the element's
/// identity. https://developer.apple.com/documentation/swiftui/foreach
///
/// Modelled: a range of integers, each element's view identified by its value (so a row keeps
/// its state while its number stays in the range).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var data: Data
  let content: (Data.Element) -> Content
  public typealias Body = Never
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Apple: `init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)`.
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-5ucb8
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach: _PrimitiveView, _MultiView {
  func _renderParts(_ node: _ViewNode, _ context: _RenderContext) -> [_RenderOutput] {
    var parts: [_RenderOutput] = []
    var kept = Set<Int>()
    for (offset, element) in data.enumerated() {
      let slot = (element as? Int) ?? offset
      kept.insert(slot)
      parts.append(
        contentsOf: node.graph.renderParts(
          content(element), node.child(slot, Content.self), context))
    }
    node.removeChildren(except: kept)
    return parts
  }

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    _renderGroup(_renderParts(node, context), node, context, name: "ForEach")
  }
}

/// Apple: `struct List<SelectionValue: Hashable, Content: View>` — "A container that presents
/// rows of data arranged in a single column"; it scrolls vertically.
/// https://developer.apple.com/documentation/swiftui/list
///
/// Modelled: a vertical `UIScrollView` (above) whose rows are stacked one under the other, each
/// the list's full width and `_rowHeight` tall; a row takes touches across its width (the row
/// is the cell). Selection, sections, swipe actions and styles are not modelled.
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  let content: Content
  public typealias Body = Never

  /// A row's height, points: the model's choice, Apple's minimum tappable size ("a hit target
  /// of at least 44x44 pt", Human Interface Guidelines, Accessibility).
  static var _rowHeight: CGFloat { 44 }

  func _render(_ node: _ViewNode, _ context: _RenderContext) -> _RenderOutput {
    let view = node.view("List")
    let scrollView = node.storageObject("scrollView") { () -> _SwiftUIScrollView in
      let scrollView = _SwiftUIScrollView()
      scrollView.swiftUIType = "List"
      view.addSubview(scrollView)
      return scrollView
    }
    scrollView.setFrameKeepingOffset(CGRect(origin: .zero, size: context.proposal))
    // A UITableView/UICollectionView list bounces vertically, long or short (device behaviour).
    scrollView.alwaysBounceVertical = true
    var rowContext = context
    rowContext.proposal = CGSize(width: context.proposal.width, height: Self._rowHeight)
    let rows = node.graph.renderParts(content, node.child(0, Content.self), rowContext)
    var cells: [_RenderOutput] = []
    for (index, row) in rows.enumerated() {
      let cellNode = node.child(1_000_000 + index, _ListCell.self)
      let cell = cellNode.view("ListRow")
      cell.isHitTarget = true
      if let rowView = row.view {
        if rowView.superview !== cell { cell.addSubview(rowView) }
        rowView.bounds = CGRect(origin: .zero, size: row.size)
        rowView.center = CGPoint(x: row.size.width / 2, y: Self._rowHeight / 2)
      }
      cells.append(
        _RenderOutput(
          view: cell, size: CGSize(width: context.proposal.width, height: Self._rowHeight)))
    }
    node.removeChildren(except: Set([0] + rows.indices.map { 1_000_000 + $0 }))
    let origins = rows.indices.map { CGPoint(x: 0, y: CGFloat($0) * Self._rowHeight) }
    var contentSize = _scrollContent(cells, in: scrollView, origins: origins)
    contentSize.width = context.proposal.width
    if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
    return _RenderOutput(
      view: view, size: context.proposal, preferences: node.combinedPreferences())
  }
}

/// A list row's cell: the node that owns its view.
enum _ListCell {}

extension List where SelectionValue == Never {
  /// Apple: `init(@ViewBuilder content: () -> Content)` — "Creates a list with the given content."
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Apple: `init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) ->
  /// RowContent) where Content == ForEach<Range<Int>, Int, RowContent>`.
  /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-6lr5i
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }
}
