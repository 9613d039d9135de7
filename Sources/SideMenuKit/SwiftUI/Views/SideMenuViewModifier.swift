#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import SideMenuCore
  import UIKit

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
  ///   area and scroll views still reach the screen's edges.
  /// - **The keyboard is the content's business.** The engine's container is measured with the
  ///   keyboard's safe area ignored too (a background reader with `ignoresSafeArea(.all)`), so a
  ///   keyboard is not a new container size — not a "rotation" that would close the menu under
  ///   ``SideMenuConfiguration/dismissesOnRotation`` as a search field in it takes focus. The
  ///   stage is laid out at that full size, and the keyboard's safe area is not ignored by
  ///   anything around the content and the menus, so they still avoid the keyboard themselves.
  /// - **Per-frame time.** A `TimelineView(.animation)` runs only while the engine asks for
  ///   frames (`setDisplayLinkActive`) and is paused otherwise. It is SwiftUI's own display-link
  ///   equivalent: frames come in SwiftUI's render loop with the date they are drawn for, the
  ///   schedule pauses itself in low-frequency modes, and drags and frames share `Date` as their
  ///   clock. Each frame is drawn from ``SideMenuViewModel/frame(at:)`` and committed after
  ///   rendering with `onChange(of: context.date)` (a view update may not publish). The
  ///   schedule takes no frame rate, so ``SideMenuFrameRateRequest`` asks for ProMotion's rates
  ///   while it runs; on iPhone the app's Info.plist also needs
  ///   `CADisableMinimumFrameDurationOnPhone` for more than 60 Hz.
  /// - **No implicit animation of engine frames.** The engine already animates; an ancestor's
  ///   `.animation` or a `withAnimation` around the binding must not tween its per-frame values
  ///   again. On iOS 17 and later the values are applied inside `transaction(_:body:)`, which
  ///   removes the animation for those modifiers only, not for the app's own views inside.
  struct SideMenuViewModifier<First: View, Second: View>: ViewModifier {
    let selection: SideMenuSelection
    let configuration: SideMenuConfiguration
    let appearance: SideMenuAppearance
    let callbacks: SideMenuCallbacks
    let menus: SideMenuSlots<First, Second>

    @StateObject private var model: SideMenuViewModel
    /// `true` while a `DragGesture` (iOS 15–17) is recognised; SwiftUI resets it without calling
    /// `onEnded` when the system cancels the touch, which is how a cancellation is noticed.
    @GestureState private var isDragging = false
    /// The same for the touch-down `DragGesture` (minimum distance 0).
    @GestureState private var isTouching = false
    /// The container's size with every safe area ignored, once measured.
    @State private var fullSize: CGSize?
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.scenePhase) private var scenePhase
    /// The docking rule's input (https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass).
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /// The environment modifiers' scrim, background, shadow, timings and change handlers.
    @Environment(\.sideMenuStyle) private var style
    /// The SwiftUI-only options: ⌃⌘S, SwiftUI looks, VoiceOver texts and focus on closing.
    @Environment(\.sideMenuOptions) private var options

    /// The configuration with the environment's timings.
    private var resolvedConfiguration: SideMenuConfiguration {
      var resolved = configuration
      if let open = style.openTiming { resolved.openTiming = open }
      if let close = style.closeTiming { resolved.closeTiming = close }
      return resolved
    }

    init(
      selection: SideMenuSelection, configuration: SideMenuConfiguration,
      appearance: SideMenuAppearance, callbacks: SideMenuCallbacks,
      menus: SideMenuSlots<First, Second>
    ) {
      self.selection = selection
      self.configuration = configuration
      self.appearance = appearance
      self.callbacks = callbacks
      self.menus = menus
      // Reduce Motion is read from the environment once the view appears.
      _model = StateObject(
        wrappedValue: SideMenuViewModel(configuration: configuration, reduceMotion: false))
    }

    func body(content: Content) -> some View {
      // The latest binding and closures, for settles that happen between view callbacks (a
      // display frame, a completion, the app going to the background). Plain properties: no
      // publishing during the update.
      // The SwiftUI-only looks and texts, then an environment background, which replaces the
      // blur and any glass.
      var appearance = options.applied(to: appearance)
      if style.background != nil {
        appearance.blurEffectStyle = nil
        appearance.glassEffectStyle = nil
      }
      model.accessibilityFocusOnClose = options.focusOnClose
      model.viewUpdated(
        selection: selection, callbacks: callbacks, appearance: appearance,
        reduceTransparency: reduceTransparency, changeHandlers: style.changeHandlers)
      let configuration = resolvedConfiguration
      return GeometryReader { proxy in
        let container = model.container(
          fullSize: fullSize, layoutSize: proxy.size, safeArea: proxy.safeAreaInsets,
          direction: layoutDirection, horizontalSizeClass: horizontalSizeClass,
          // The reader spans the container (safe area ignored) and lays out left to right: its
          // coordinates are the engine's container's.
          reservedRegions: SideMenuReservedRegions.reading(proxy))
        TimelineView(.animation(minimumInterval: nil, paused: !model.isTicking)) { context in
          stage(content: content, frame: model.frame(at: context.date), container: container)
            .onChange(of: context.date) { date in model.tick(at: date) }
        }
        // Off screen a timeline draws no frames; the model then ticks from its frame-rate link.
        .onAppear { model.timelineVisibilityChanged(onScreen: true) }
        .onDisappear { model.timelineVisibilityChanged(onScreen: false) }
        .onAppear {
          model.appeared(
            configuration: configuration, reduceMotion: reduceMotion, container: container,
            selection: selection)
        }
        .onChange(of: container) { model.containerChanged($0) }
      }
      // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
      .ignoresSafeArea(.container)
      .background(fullSizeReader)
      .backgroundPreferenceValue(SideMenuFullSizeKey.self) { size in
        SideMenuPreferenceReader(value: size) { fullSize = $0 }
      }
      // This measurement is this modifier's own: a side menu around this one must not read it.
      .transformPreference(SideMenuFullSizeKey.self) { $0 = nil }
      .environment(\.layoutDirection, .leftToRight)
      // Compared validated (SideMenuInputs): an invalid setting is not a change at every update.
      .onChange(of: SideMenuInputs(configuration: configuration, edge: selection.edge)) { inputs in
        model.inputsChanged(configuration: inputs.configuration, selection: selection)
      }
      .onChange(of: reduceMotion) { model.reduceMotionChanged($0) }
      .onChange(of: scenePhase) { model.scenePhaseChanged($0) }
      .onChange(of: isDragging) { dragging in
        if !dragging { model.dragReset() }
      }
      .onChange(of: isTouching) { touching in
        if !touching { model.touchEnded(at: nil, time: nil) }
      }
      .onChange(of: model.isMenuModal) { _ in
        // After the update that applied (or removed) the modal trait, so VoiceOver moves into
        // the menu, or back to the content, with the new tree.
        model.postScreenChanged()
      }
      .onChange(of: model.contentFocusRequests) { _ in
        // After the update that hid a closed docked menu, so VoiceOver leaves its element
        // for the content's.
        model.moveFocusToContent()
      }
      .backgroundPreferenceValue(SideMenuBackGestureAvailableKey.self) { available in
        SideMenuPreferenceReader(value: available) { model.isBackGestureAvailable = $0 }
      }
      .backgroundPreferenceValue(SideMenuEdgeDragDisabledKey.self) { disabled in
        SideMenuPreferenceReader(value: disabled) { model.isOpeningDragDisabled = $0 }
      }
    }

    /// Measures the container with the keyboard's safe area ignored as well (SafeAreaRegions
    /// `.keyboard`: https://developer.apple.com/documentation/swiftui/safearearegions/keyboard).
    private var fullSizeReader: some View {
      GeometryReader { proxy in
        Color.clear.preference(key: SideMenuFullSizeKey.self, value: proxy.size)
      }
      .ignoresSafeArea(.all)
    }

    // MARK: - Stage

    /// The menu slots: the slot number and the edge its menu is on.
    private var slots: [(slot: Int, edge: SideMenuEdge)] {
      menus.second == nil
        ? [(0, menus.firstEdge)] : [(0, menus.firstEdge), (1, menus.firstEdge.opposite)]
    }

    /// Content, its shadow, the scrim, the menus and the Escape key, drawn for one frame from
    /// the model's stage (``SideMenuViewModel/stage(frame:container:slots:)``): every value
    /// below is applied as the stage gives it.
    private func stage(
      content: Content, frame: SideMenuFrameState, container: SideMenuContainer
    ) -> some View {
      let width = CGFloat(container.size.width)
      let height = CGFloat(container.size.height)
      let layout = model.stage(frame: frame, container: container, slots: slots)
      let actions = model.actions
      let shadowColor = style.shadow ?? Color(uiColor: appearance.shadowColor)
      let environmentState = model.environmentState(for: frame)
      return ZStack(alignment: .topLeading) {
        SideMenuShadowView(
          cornerRadius: frame.contentCornerRadius, radius: frame.contentShadowRadius,
          color: shadowColor
        )
        .frame(width: width, height: height)
        .sideMenuOwnLayer(
          opacity: frame.contentAlpha * frame.contentShadowOpacity,
          transform: frame.contentTransform
        )
        .zIndex(1)

        content
          .environment(\.layoutDirection, layoutDirection)
          .environment(\.sideMenu, actions)
          .sideMenuEnvironmentState(environmentState)
          .sideMenuSafeArea(layout.contentSafeArea)
          // While a modal menu is open the content is hidden from assistive technologies
          // outright: the modal trait alone does not cover UIKit-backed siblings such as a
          // NavigationStack or TabView.
          // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
          .accessibilityHidden(!layout.isContentAccessible)
          // Beside a docked menu the content is laid out in the room the stage gives it.
          .sideMenuFrame(
            size: layout.contentFrame.map { CGSize(width: $0.width, height: $0.height) }
              ?? CGSize(width: width, height: height),
            clipRadius: frame.contentCornerRadius, opacity: frame.contentAlpha,
            transform: frame.contentTransform,
            position: layout.contentFrame.map { CGPoint(x: $0.midX, y: $0.midY) }
          )
          .zIndex(2)

        // Transformed about its own centre, then moved to its place (the placement's frame:
        // the container's origin, or beside the vertical bar's strip).
        scrim(layout)
          .frame(
            width: CGFloat(layout.scrim.frame.width), height: CGFloat(layout.scrim.frame.height)
          )
          .clipShape(SideMenuCornerClip(cornerRadius: frame.contentCornerRadius))
          .sideMenuOwnLayer(opacity: 1, transform: layout.scrim.transform)
          .offset(x: CGFloat(layout.scrim.frame.minX), y: CGFloat(layout.scrim.frame.minY))
          .zIndex(3)

        if let menu = layout.menus.first {
          menuSlot(menus.first, menu, layout: layout, frame: frame, container: container)
        }
        if let second = menus.second, layout.menus.count > 1 {
          menuSlot(second, layout.menus[1], layout: layout, frame: frame, container: container)
        }

        // ⌃⌘S while a menu is docked, titled for the keyboard-shortcut overlay as the UIKit
        // container's command is ("Show Sidebar" / "Hide Sidebar").
        // https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
        if let command = layout.sidebarCommand, options.isSidebarShortcutEnabled {
          Button(command.title) { command.perform(with: actions) }
            .keyboardShortcut(command.key, modifiers: command.modifiers)
            .frame(width: 0, height: 0)
            .opacity(0)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }

        // The hardware keyboard's Escape key (UIKit: `UIKeyCommand.inputEscape`).
        Button(action: { model.send(.escape) }) { EmptyView() }
          .keyboardShortcut(.escape, modifiers: [])
          .disabled(!layout.isEscapeEnabled)
          .frame(width: 0, height: 0)
          .opacity(0)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
      .frame(width: width, height: height, alignment: .topLeading)
      // A view in the stage's coordinates, for the menu's place on screen (the model's
      // VoiceOver check when a docked menu leaves).
      .background(SideMenuCoordinateAnchor(model: model))
      // Transparent content must start an edge drag too: the whole container is the drag's
      // hit area (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)).
      .contentShape(Rectangle())
      .modifier(SideMenuDragAttachment(model: model, drag: dragGesture, touch: touchGesture))
      .coordinateSpace(name: SideMenuCoordinateSpaceName.container)
    }

    /// The dimming view over the content: it catches touches while the engine has taken them
    /// from the content. Hidden from VoiceOver: the modal menu carries its "Close menu" element.
    ///
    /// A tap gesture rather than a `Button`: a button fires when a finger lifts inside it even
    /// after a drag, so a drag that began on the scrim and settled open would also close the menu
    /// (UIKit's tap recognizer fails once the pan is recognised; SwiftUI's tap fails on movement).
    private func scrim(_ layout: SideMenuStageLayout) -> some View {
      Rectangle()
        .fill(style.scrim ?? AnyShapeStyle(Color(uiColor: appearance.scrimColor)))
        .contentShape(Rectangle())
        .onTapGesture { model.send(.scrimTapped) }
        .allowsHitTesting(layout.isScrimActive)
        // Outside the tap's content shape: a scrim faded to nothing at the end of a close (the
        // spring's tail) is transparent to touches, as the UIKit layer's dimming view is
        // (hitTest(_:with:) ignores views with alpha below 0.01:
        // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)), so a tap
        // on content drawn uncovered reaches it.
        .opacity(layout.scrimAlpha)
        .accessibilityHidden(true)
    }

    /// One menu's slot: a container-sized group holding the menu and, while the menu is modal,
    /// a "Close menu" element over the dimmed area, so that both are inside the modal group,
    /// as the UIKit layer lists the menu and the scrim in its `accessibilityElements`.
    ///
    /// The menu is built the first time the engine shows it and kept afterwards, so its state
    /// survives closing (and a change of its edge); while closed it is invisible, untouchable,
    /// hidden from assistive technologies and disabled (its keyboard shortcuts and controls do
    /// nothing). It joins the tree without a transition of its own: a `withAnimation` around
    /// the binding would otherwise fade it in with the default `opacity` insertion over the
    /// engine's motion ("By default, views transition on and off the screen with an opacity
    /// transition": https://developer.apple.com/documentation/swiftui/view/transition(_:)).
    @ViewBuilder
    private func menuSlot<Menu: View>(
      _ menu: Menu, _ slot: SideMenuStageLayout.Menu, layout: SideMenuStageLayout,
      frame: SideMenuFrameState, container: SideMenuContainer
    ) -> some View {
      if slot.isMounted {
        ZStack(alignment: .topLeading) {
          if slot.isModal, let area = layout.closeElement {
            closeElement(area)
          }
          positionedMenu(menu, slot)
            .sideMenuEnvironmentState(model.environmentState(for: frame))
        }
        .frame(
          width: CGFloat(container.size.width), height: CGFloat(container.size.height),
          alignment: .topLeading
        )
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(slot.isModal ? .isModal : [])
        .accessibilityAction(.escape) { model.send(.escape) }
        .accessibilityHidden(!slot.isVisible)
        .transition(.identity)
        .zIndex(slot.zIndex)
      }
    }

    /// The modal menu's "Close menu" element: over the dimmed content only
    /// (``SideMenuFrameState/dimmedArea(in:)``), sorted after the menu's own elements, so
    /// VoiceOver's frame for it is the area a tap would close the menu in, not the whole menu.
    /// It takes no touches; the scrim under it does. Activating it asks the menu to close
    /// (``SideMenuViewModel/closeElementActivated()``), also with tap-to-close off.
    private func closeElement(_ area: SideMenuRect) -> some View {
      Color.clear
        .frame(width: CGFloat(area.width), height: CGFloat(area.height))
        .accessibilityElement(children: .ignore)
        // The model's appearance: the app's, with the environment's texts.
        .accessibilityLabel(Text(model.appearance.scrimAccessibilityLabel))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { model.closeElementActivated() }
        .accessibilitySortPriority(-1)
        .allowsHitTesting(false)
        .position(x: CGFloat(area.midX), y: CGFloat(area.midY))
    }

    /// The menu at the stage's rectangle, transform and opacities. The blur's fade is its
    /// strength, never an opacity on it or around it.
    private func positionedMenu<Menu: View>(_ menu: Menu, _ slot: SideMenuStageLayout.Menu)
      -> some View
    {
      let rect = slot.frame
      return ZStack {
        SideMenuShadowView(
          cornerRadius: slot.cornerRadius, radius: slot.shadowRadius,
          color: style.shadow ?? Color(uiColor: appearance.shadowColor)
        )
        .sideMenuOwnLayer(opacity: slot.shadowOpacity, transform: .identity)

        if let background = style.background {
          // The app's own style (the appearance's blur is off then), faded with the menu.
          Rectangle()
            .fill(background)
            .clipShape(SideMenuCornerClip(cornerRadius: slot.cornerRadius))
            .accessibilityHidden(true)
            .allowsHitTesting(false)
        }
        switch slot.background {
        case .none:
          EmptyView()
        case .blur(let style, let strength):
          SideMenuBlurView(style: style, strength: strength)
            .clipShape(SideMenuCornerClip(cornerRadius: slot.cornerRadius))
            .accessibilityHidden(true)
            .allowsHitTesting(false)
        case .opaque(let color, let opacity):
          Color(uiColor: color)
            .opacity(opacity)
            .clipShape(SideMenuCornerClip(cornerRadius: slot.cornerRadius))
            .accessibilityHidden(true)
            .allowsHitTesting(false)
        case .glass(let style, let tint):
          SideMenuGlassView(
            style: style, tint: tint, cornerRadius: slot.cornerRadius, glass: options.glass
          )
          .accessibilityHidden(true)
          .allowsHitTesting(false)
        }

        menu
          .environment(\.layoutDirection, layoutDirection)
          .environment(\.sideMenu, model.actions)
          .sideMenuSafeArea(slot.safeArea)
          // A closed menu's controls take no interaction (disabled(_:)), and a keyboard shortcut
          // is "equivalent to direct interaction with the control", so theirs do nothing either.
          // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
          // https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
          .disabled(!slot.isVisible)
          .opacity(slot.contentOpacity)
          // A floating panel's rows stop at its rounded edge (no clip at radius 0).
          .clipShape(SideMenuCornerClip(cornerRadius: slot.cornerRadius))
      }
      // The whole panel takes touches while shown, as the UIKit layer's menu view does: a tap
      // on an empty part of the menu is a touch on the menu (it catches a moving menu), never
      // a tap on the scrim beneath it.
      .contentShape(
        RoundedRectangle(cornerRadius: CGFloat(slot.cornerRadius), style: .continuous)
      )
      .allowsHitTesting(slot.isVisible)
      .accessibilitySortPriority(slot.accessibilitySortPriority)
      .sideMenuFrame(
        size: CGSize(width: CGFloat(rect.width), height: CGFloat(rect.height)),
        opacity: slot.groupOpacity, transform: slot.transform,
        position: CGPoint(x: CGFloat(rect.midX), y: CGFloat(rect.midY)))
    }

    // MARK: - Input

    /// The drag of iOS 15–17: one `DragGesture` for the whole container (the edge pan, the pan
    /// on the scrim and the pan on the menu). It runs simultaneously with the content's gestures,
    /// so it blocks nothing: the engine refuses drags that are not the menu's (vertical
    /// scrolling, the back swipe) on their first change and the rest of them is ignored, but a
    /// drag the engine claims is still seen by the content too (a `List` scrolls along, a
    /// leading-edge swipe can pop as well). Its minimum distance is the engine's touch slop, so
    /// it starts where a UIKit pan recogniser would. iOS 18 uses ``SideMenuPanGesture`` instead.
    private var dragGesture: some Gesture {
      DragGesture(
        minimumDistance: CGFloat(model.machine.configuration.gestures.touchSlop),
        coordinateSpace: CoordinateSpace.named(SideMenuCoordinateSpaceName.container)
      )
      .updating($isDragging) { _, dragging, _ in dragging = true }
      .onChanged { value in model.dragChanged(value) }
      .onEnded { value in
        model.dragEnded(value)
      }
    }

    /// The touch-down of iOS 15–17: a `DragGesture` of minimum distance 0 changes as soon as a
    /// finger lands, so a moving menu stops under it (the engine's `touchDown`), and ends (or is
    /// reset, when the system cancels it) when it lifts. It runs simultaneously and takes nothing.
    private var touchGesture: some Gesture {
      DragGesture(
        minimumDistance: 0,
        coordinateSpace: CoordinateSpace.named(SideMenuCoordinateSpaceName.container)
      )
      .updating($isTouching) { _, touching, _ in touching = true }
      .onChanged { value in model.touchBegan(at: value.startLocation, time: value.time) }
      .onEnded { value in model.touchEnded(at: value.location, time: value.time) }
    }
  }

  /// Attaches the menu's drag: the exclusive UIKit pan recognizer on iOS 18 and later, the
  /// simultaneous `DragGesture` before. The branch depends only on the system version, so it
  /// never changes while the app runs (and the view's identity with it).
  private struct SideMenuDragAttachment<Drag: Gesture, Touch: Gesture>: ViewModifier {
    let model: SideMenuViewModel
    let drag: Drag
    let touch: Touch

    func body(content: Content) -> some View {
      if #available(iOS 18.0, *) {
        // Three recognizers: the finger's pan, the trackpad's, and the touch recognizer, whose
        // delegate lets it run alongside everything.
        content
          .gesture(SideMenuPanGesture(model: model))
          .gesture(SideMenuPanGesture(model: model, role: .scrollPan))
          .gesture(SideMenuTouchGesture(model: model))
      } else {
        content.simultaneousGesture(drag).simultaneousGesture(touch)
      }
    }
  }

  // MARK: - Drawing helpers

  /// The engine's per-frame values for one layer that holds app views (the content, a menu):
  /// size, corner clip, opacity, transform and position.
  private struct SideMenuFrameEffect: ViewModifier {
    var size: CGSize?
    var clipRadius: Double
    var opacity: Double
    var transform: SideMenuTransform
    var position: CGPoint?

    @ViewBuilder
    func body(content: Content) -> some View {
      let placed =
        content
        .frame(width: size?.width, height: size?.height)
        .clipShape(SideMenuCornerClip(cornerRadius: clipRadius))
        .opacity(opacity)
        .sideMenuTransform(transform)
      if let position {
        // `position` (layout, unlike the transform) so a menu's safe area is computed where it
        // rests open.
        placed.position(position)
      } else {
        placed
      }
    }
  }

  extension View {
    /// Applies an engine frame's values to a layer that holds app views, outside any implicit
    /// animation where the system can scope that: on iOS 17 `transaction(_:body:)` changes the
    /// transaction for the modifiers in its body only, not for the app's views inside
    /// (https://developer.apple.com/documentation/swiftui/view/transaction(_:body:)). Before
    /// iOS 17 the values are applied as they are, so an ancestor's implicit animation can tween
    /// them (a whole-subtree `transaction(_:)` would also remove the app's own animations in
    /// the content and the menus).
    @ViewBuilder
    fileprivate func sideMenuFrame(
      size: CGSize? = nil, clipRadius: Double = 0, opacity: Double, transform: SideMenuTransform,
      position: CGPoint? = nil
    ) -> some View {
      let effect = SideMenuFrameEffect(
        size: size, clipRadius: clipRadius, opacity: opacity, transform: transform,
        position: position)
      if #available(iOS 17.0, *) {
        transaction({ $0.animation = nil }) { $0.modifier(effect) }
      } else {
        modifier(effect)
      }
    }

    /// Applies an engine frame's opacity and transform to a layer SideMenuKit draws itself (a
    /// shadow, the scrim): it holds no app views, so the transaction of its whole subtree loses
    /// its animation, on every system version
    /// (https://developer.apple.com/documentation/swiftui/view/transaction(_:)).
    fileprivate func sideMenuOwnLayer(opacity: Double, transform: SideMenuTransform)
      -> some View
    {
      self.opacity(opacity)
        .sideMenuTransform(transform)
        .transaction { $0.animation = nil }
    }

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

  /// The content's clip: a continuous rounded rectangle, or nothing at all at radius 0 (an
  /// unbounded rectangle), so square content is never cut at its bounds (a navigation bar's
  /// shadow, a view drawn outside its frame) and the clip's shape type never changes, which
  /// would rebuild the content.
  /// Hands a preference's value to `apply` as the view first appears and whenever it changes.
  /// `onPreferenceChange` promises only changes ("when the specified preference key's value
  /// changes": https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)),
  /// so a value the content sets from its first update could go unheard; the value read with
  /// `backgroundPreferenceValue` is there from the first update, and `onAppear` runs with it.
  private struct SideMenuPreferenceReader<Value: Equatable>: View {
    let value: Value
    let apply: (Value) -> Void

    var body: some View {
      Color.clear
        .onAppear { apply(value) }
        .onChange(of: value) { apply($0) }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  private struct SideMenuCornerClip: Shape {
    var cornerRadius: Double

    nonisolated func path(in rect: CGRect) -> Path {
      guard cornerRadius > 0 else {
        return Path(rect.insetBy(dx: -rect.width, dy: -rect.height))
      }
      return Path(
        roundedRect: rect,
        cornerSize: CGSize(width: CGFloat(cornerRadius), height: CGFloat(cornerRadius)),
        style: .continuous)
    }
  }

  /// Only the shadow of a (rounded) rectangle, never its fill: what UIKit draws from a layer's
  /// `shadowPath`. SwiftUI's `shadow` on the content itself would shadow every subview that has
  /// transparent surroundings, and filling a shape under the content would show through a
  /// translucent menu or content.
  ///
  /// The shadow is drawn opaque in a constant colour and faded with the view's `opacity`,
  /// which the caller applies per frame: folding the frame's shadow opacity into the colour
  /// would change the blurred image every frame and make SwiftUI draw it again.
  private struct SideMenuShadowView: View {
    var cornerRadius: Double
    var radius: Double
    var color: Color

    var body: some View {
      RoundedRectangle(cornerRadius: CGFloat(cornerRadius), style: .continuous)
        .fill(color)
        .shadow(color: color, radius: CGFloat(radius))
        .mask {
          SideMenuShadowCutout(cornerRadius: cornerRadius, reach: radius * 3 + 1)
            .fill(style: FillStyle(eoFill: true))
        }
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

  /// A `UIVisualEffectView` with a blur, behind a menu, faded by its strength
  /// (https://developer.apple.com/documentation/uikit/uivisualeffectview: alpha below 1 on it or
  /// a superview makes the effect "look incorrect or not show up at all").
  private struct SideMenuBlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style
    var strength: Double

    func makeUIView(context: Context) -> SideMenuFadingBlurView {
      SideMenuFadingBlurView()
    }

    func updateUIView(_ view: SideMenuFadingBlurView, context: Context) {
      view.show(style, strength: strength)
    }
  }

  /// An empty, untouchable view behind the stage, handed to the model as the stage's
  /// coordinate space in UIKit (``SideMenuViewModel/coordinateAnchor``), and the probe that
  /// finds the vertical bar (``SideMenuVerticalBarProbe``).
  private struct SideMenuCoordinateAnchor: UIViewRepresentable {
    var model: SideMenuViewModel

    func makeUIView(context: Context) -> SideMenuVerticalBarProbe {
      let view = SideMenuVerticalBarProbe()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      view.accessibilityElementsHidden = true
      // Reported from UIKit's layout, after SwiftUI's update: a report never publishes
      // during a view update.
      view.verticalBarChanged = { [weak model] bar in model?.verticalBarChanged(bar) }
      return view
    }

    func updateUIView(_ view: SideMenuVerticalBarProbe, context: Context) {
      model.coordinateAnchor = view
    }
  }

  /// Liquid Glass behind a menu, in its continuous rounded shape: Apple's
  /// `glassEffect(_:in:)` ("Renders a shape anchored behind a view with the Liquid Glass
  /// material"; iOS 26.0+) on a clear view. The model shows `.glass` only where the system has it;
  /// the check here is the compiler's, and earlier systems draw nothing.
  /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)
  private struct SideMenuGlassView: View {
    var style: SideMenuGlassEffectStyle
    var tint: UIColor?
    var cornerRadius: Double
    /// The app's own `Glass` (``SwiftUI/View/sideMenuGlass(_:)``), drawn in place of the style.
    var glass: (any Sendable)?

    var body: some View {
      // `Glass` is the iOS 26 SDK's (Xcode 26, Swift 6.2); built by Xcode 16 the model never
      // shows `.glass` (`SideMenuMenuBackground.isGlassAvailable`), and this draws nothing.
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          let styled: Glass = style == .clear ? .clear : .regular
          Color.clear.glassEffect(
            glass as? Glass ?? styled.tint(tint.map { Color(uiColor: $0) }),
            in: RoundedRectangle(cornerRadius: CGFloat(cornerRadius), style: .continuous))
        }
      #endif
    }
  }

  /// The container's size with every safe area ignored.
  private struct SideMenuFullSizeKey: PreferenceKey {
    static let defaultValue: CGSize? = nil

    static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {
      value = nextValue() ?? value
    }
  }

  /// Whether a navigation stack in the content could pop now; set with
  /// ``SwiftUI/View/sideMenuBackGestureAvailable(_:)``. Any `true` wins, so set it once, for
  /// what is on screen (the selected tab), not in every tab.
  struct SideMenuBackGestureAvailableKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }

  /// Whether the screen on show switched the menu's opening drags off; set with
  /// ``SwiftUI/View/sideMenuEdgeDragDisabled(_:)``. Any `true` wins.
  struct SideMenuEdgeDragDisabledKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }
#endif
