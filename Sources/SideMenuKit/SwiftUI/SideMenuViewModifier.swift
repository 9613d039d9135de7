#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
  #endif

  /// The name of the container's coordinate space, in which drags are measured.
  private enum SideMenuCoordinateSpaceName: Hashable {
    case container
  }

  /// Shows menus beside the modified view and draws every frame the engine computes.
  ///
  /// Layout (why it is built this way):
  /// - **Physical coordinates.** The engine speaks left and right (``SideMenuFrameState`` is in
  ///   container points, already mirrored for right-to-left). So the stage is laid out in a forced
  ///   left-to-right environment, where `offset`, `position`, drag locations and the safe area's
  ///   `leading` are physical whatever SwiftUI does with them in right-to-left; the app's own
  ///   direction (read before the override and passed to the engine) is restored inside the
  ///   content and the menus, so their text and stacks still flow right to left. Nothing is
  ///   mirrored twice.
  /// - **Full-bleed container.** The stage ignores the container safe area, as the UIKit layer's
  ///   container is the whole view: the content's corners, scale and shadow apply to all of it,
  ///   and the engine gets the real insets (for the edge zone and the menu width). The insets are
  ///   then given back to the content and to the menu with clear `safeAreaInset` spacers, so
  ///   their layout avoids the notch and home indicator while backgrounds that ignore the safe
  ///   area and scroll views still reach the screen's edges. The keyboard region is not ignored.
  /// - **Per-frame time.** A `TimelineView(.animation)` runs only while the engine asks for
  ///   frames (`setDisplayLinkActive`) and is paused otherwise. It is SwiftUI's own display-link
  ///   equivalent: frames come in SwiftUI's render loop with the date they are drawn for, the
  ///   schedule pauses itself in low-frequency modes, and drags and frames share `Date` as their
  ///   clock. Each frame is drawn from ``SideMenuViewModel/frame(at:)`` and committed after
  ///   rendering with `onChange(of: context.date)` (a view update may not publish).
  struct SideMenuViewModifier<Leading: View, Trailing: View>: ViewModifier {
    let selection: SideMenuSelection
    let configuration: SideMenuConfiguration
    let leading: Leading?
    let trailing: Trailing?

    @StateObject private var model: SideMenuViewModel
    /// `true` while a drag is recognised; SwiftUI resets it without calling `onEnded` when the
    /// system cancels the touch, which is how a cancellation is noticed.
    @GestureState private var isDragging = false
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase

    init(
      selection: SideMenuSelection, configuration: SideMenuConfiguration, leading: Leading?,
      trailing: Trailing?
    ) {
      self.selection = selection
      self.configuration = configuration
      self.leading = leading
      self.trailing = trailing
      // Reduce Motion is read from the environment once the view appears.
      _model = StateObject(
        wrappedValue: SideMenuViewModel(configuration: configuration, reduceMotion: false))
    }

    func body(content: Content) -> some View {
      GeometryReader { proxy in
        let container = self.container(of: proxy)
        TimelineView(.animation(minimumInterval: nil, paused: !model.isTicking)) { context in
          stage(content: content, frame: model.frame(at: context.date), container: container)
            .onChange(of: context.date) { date in
              model.update(selection)
              model.tick(at: date)
            }
        }
        .onAppear {
          model.configurationChanged(configuration)
          model.reduceMotionChanged(reduceMotion)
          model.appeared(in: container, selection: selection)
        }
        .onChange(of: container) { model.containerChanged($0) }
      }
      .ignoresSafeArea(.container)
      .environment(\.layoutDirection, .leftToRight)
      .onChange(of: selection.edge) { _ in model.requestChanged(selection) }
      .onChange(of: configuration) { model.configurationChanged($0) }
      .onChange(of: reduceMotion) { model.reduceMotionChanged($0) }
      .onChange(of: scenePhase) { phase in
        if phase == .background { model.send(.didEnterBackground) }
      }
      .onChange(of: isDragging) { dragging in
        if !dragging { model.dragReset() }
      }
      .onChange(of: model.isMenuModal) { _ in
        // After the update that applied (or removed) the modal trait, so VoiceOver moves into
        // the menu, or back to the content, with the new tree.
        #if canImport(UIKit)
          UIAccessibility.post(notification: .screenChanged, argument: nil)
        #endif
      }
      .onPreferenceChange(SideMenuBackGestureAvailableKey.self) { available in
        // Preference actions run on the main thread; newer SDKs declare them `@Sendable`.
        MainActor.assumeIsolated { model.isBackGestureAvailable = available }
      }
    }

    // MARK: - Container

    /// The engine's container: the full-bleed size, the safe area (physical: the reader is in
    /// the forced left-to-right environment, where `leading` is left) and the app's direction.
    private func container(of proxy: GeometryProxy) -> SideMenuContainer {
      SideMenuContainer(
        size: SideMenuSize(width: Double(proxy.size.width), height: Double(proxy.size.height)),
        safeAreaInsets: SideMenuInsets(leftToRight: proxy.safeAreaInsets),
        layoutDirection: SideMenuLayoutDirection(layoutDirection))
    }

    // MARK: - Stage

    /// Content, its shadow, the scrim, both menus and the Escape key, drawn for one frame.
    private func stage(
      content: Content, frame: SideMenuFrameState, container: SideMenuContainer
    ) -> some View {
      let width = CGFloat(container.size.width)
      let height = CGFloat(container.size.height)
      let radius = CGFloat(frame.contentCornerRadius)
      let transform = frame.contentTransform
      let shownEdge = model.edge(on: frame.side)
      let isMenuShown = !frame.isMenuHidden
      let menuZ: Double = frame.isMenuAboveContent ? 4 : 0
      return ZStack(alignment: .topLeading) {
        SideMenuShadowView(
          cornerRadius: frame.contentCornerRadius, opacity: frame.contentShadowOpacity,
          radius: frame.contentShadowRadius
        )
        .frame(width: width, height: height)
        .opacity(frame.contentAlpha)
        .sideMenuTransform(transform)
        .zIndex(1)

        content
          .environment(\.layoutDirection, layoutDirection)
          .sideMenuSafeArea(container.safeAreaInsets)
          .frame(width: width, height: height)
          .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
          .opacity(frame.contentAlpha)
          .sideMenuTransform(transform)
          .zIndex(2)

        scrim(frame: frame, isMenuShown: isMenuShown)
          .frame(width: width, height: height)
          .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
          .sideMenuTransform(transform)
          .zIndex(3)

        if let leading {
          menu(leading, edge: .leading, frame: frame, container: container, shown: shownEdge)
            .zIndex(shownEdge == .leading ? menuZ : -1)
        }
        if let trailing {
          menu(trailing, edge: .trailing, frame: frame, container: container, shown: shownEdge)
            .zIndex(shownEdge == .trailing ? menuZ : -1)
        }

        // The hardware keyboard's Escape key (UIKit: `UIKeyCommand.inputEscape`).
        Button(action: { model.send(.escape) }) { EmptyView() }
          .keyboardShortcut(.escape, modifiers: [])
          .disabled(!isMenuShown)
          .frame(width: 0, height: 0)
          .opacity(0)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
      .frame(width: width, height: height, alignment: .topLeading)
      .simultaneousGesture(dragGesture)
      .coordinateSpace(name: SideMenuCoordinateSpaceName.container)
    }

    /// The dimming view over the content: it catches touches while the engine has taken them
    /// from the content, and is the "Close menu" button for VoiceOver.
    ///
    /// A tap gesture rather than a `Button`: a button fires when a finger lifts inside it even
    /// after a drag, so a drag that began on the scrim and settled open would also close the menu
    /// (UIKit's tap recognizer fails once the pan is recognised; SwiftUI's tap fails on movement).
    private func scrim(frame: SideMenuFrameState, isMenuShown: Bool) -> some View {
      let isActive = isMenuShown && !model.isContentInteractionEnabled
      return Color.black.opacity(frame.scrimAlpha)
        .contentShape(Rectangle())
        .onTapGesture { model.send(.scrimTapped) }
        .allowsHitTesting(isActive)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("Close menu"))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { model.send(.scrimTapped) }
        .accessibilityAction(.escape) { model.send(.escape) }
        .accessibilityHidden(!isActive)
    }

    /// One edge's menu. The shown edge's menu takes the frame's rectangle, transform and alpha;
    /// the other stays in the tree (keeping its state) invisible, untouchable and hidden from
    /// assistive technologies.
    private func menu<Menu: View>(
      _ menu: Menu, edge: SideMenuEdge, frame: SideMenuFrameState, container: SideMenuContainer,
      shown shownEdge: SideMenuEdge
    ) -> some View {
      let isShown = edge == shownEdge
      let isVisible = isShown && !frame.isMenuHidden
      let rect =
        isShown
        ? frame.menuFrame
        : SideMenuRect(x: 0, y: 0, width: model.menuWidth(for: edge), height: container.size.height)
      let isModal = isVisible && model.isMenuModal
      return ZStack {
        SideMenuShadowView(
          cornerRadius: 0, opacity: isShown ? frame.menuShadowOpacity : 0,
          radius: frame.menuShadowRadius)

        if isModal {
          // The modal trait hides the scrim from VoiceOver; this element stands in for it inside
          // the menu (UIKit: the scrim listed in the menu's `accessibilityElements`).
          Color.clear
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("Close menu"))
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { model.send(.scrimTapped) }
            .accessibilitySortPriority(-1)
            .allowsHitTesting(false)
        }

        menu
          .environment(\.layoutDirection, layoutDirection)
          .sideMenuSafeArea(
            isShown
              ? frame.menuSafeAreaInsets
                // Hidden: only the top and bottom insets are known without a position.
              : SideMenuInsets(
                top: container.safeAreaInsets.top, bottom: container.safeAreaInsets.bottom))
      }
      .frame(width: CGFloat(rect.width), height: CGFloat(rect.height))
      .accessibilityElement(children: .contain)
      .accessibilityAddTraits(isModal ? .isModal : [])
      .accessibilityAction(.escape) { model.send(.escape) }
      .accessibilityHidden(!isVisible)
      .opacity(isVisible ? frame.menuAlpha : 0)
      .allowsHitTesting(isVisible)
      .sideMenuTransform(isShown ? frame.menuTransform : .identity)
      // `position` (layout, unlike the transform) so the menu's safe area is computed where it
      // rests open.
      .position(x: CGFloat(rect.midX), y: CGFloat(rect.midY))
    }

    // MARK: - Input

    /// One drag recogniser for the whole container: the edge pan, the pan on the scrim and the
    /// pan on the menu. It runs simultaneously with the content's gestures, so it blocks nothing;
    /// the engine refuses drags that are not the menu's (vertical scrolling, the back swipe) on
    /// their first change, and ignores the rest of them. Its minimum distance is the engine's
    /// touch slop, so it starts where a UIKit pan recogniser would.
    private var dragGesture: some Gesture {
      DragGesture(
        minimumDistance: CGFloat(model.machine.configuration.gestures.touchSlop),
        coordinateSpace: CoordinateSpace.named(SideMenuCoordinateSpaceName.container)
      )
      .updating($isDragging) { _, dragging, _ in dragging = true }
      .onChanged { value in
        model.update(selection)
        model.dragChanged(
          startLocation: value.startLocation, location: value.location,
          translation: value.translation, time: value.time)
      }
      .onEnded { value in
        model.update(selection)
        model.dragEnded(location: value.location, time: value.time)
      }
    }
  }

  // MARK: - Drawing helpers

  extension View {
    /// Applies an engine transform: a uniform scale about the view's centre, then a translation
    /// (the order of `CGAffineTransform(a: s, d: s, tx:, ty:)` with the default anchor point).
    fileprivate func sideMenuTransform(_ transform: SideMenuTransform) -> some View {
      scaleEffect(CGFloat(transform.scale), anchor: .center)
        .offset(x: CGFloat(transform.translationX), y: CGFloat(transform.translationY))
    }

    /// Gives a view that lives in the full-bleed stage its safe area back (physical sides; the
    /// stage is left to right). Clear spacers, so backgrounds that ignore the safe area and
    /// scroll views still extend under them.
    fileprivate func sideMenuSafeArea(_ insets: SideMenuInsets) -> some View {
      safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: CGFloat(insets.top)) }
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Color.clear.frame(height: CGFloat(insets.bottom))
        }
        .safeAreaInset(edge: .leading, spacing: 0) {
          Color.clear.frame(width: CGFloat(insets.left))
        }
        .safeAreaInset(edge: .trailing, spacing: 0) {
          Color.clear.frame(width: CGFloat(insets.right))
        }
    }
  }

  /// Only the shadow of a (rounded) rectangle, never its fill: what UIKit draws from a layer's
  /// `shadowPath`. SwiftUI's `shadow` on the content itself would shadow every subview that has
  /// transparent surroundings, and filling a shape under the content would show through a
  /// translucent menu or content.
  private struct SideMenuShadowView: View {
    var cornerRadius: Double
    var opacity: Double
    var radius: Double

    var body: some View {
      RoundedRectangle(cornerRadius: CGFloat(cornerRadius), style: .continuous)
        .fill(Color.black)
        .shadow(color: Color.black.opacity(opacity), radius: CGFloat(radius))
        .mask {
          SideMenuShadowCutout(cornerRadius: cornerRadius, reach: radius * 3 + 1)
            .fill(style: FillStyle(eoFill: true))
        }
        .opacity(opacity > 0 ? 1 : 0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  /// Everything around a rounded rectangle, out to `reach` points (even-odd filled): the mask
  /// that keeps a shadow and removes the shape that casts it.
  private struct SideMenuShadowCutout: Shape {
    var cornerRadius: Double
    var reach: Double

    nonisolated func path(in rect: CGRect) -> Path {
      var path = Path(rect.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach)))
      path.addRoundedRect(
        in: rect, cornerSize: CGSize(width: CGFloat(cornerRadius), height: CGFloat(cornerRadius)),
        style: .continuous)
      return path
    }
  }

  /// Whether a navigation stack in the content could pop now; set with
  /// ``SwiftUI/View/sideMenuBackGestureAvailable(_:)``. Any `true` wins.
  struct SideMenuBackGestureAvailableKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }
#endif
