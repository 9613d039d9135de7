import SideMenuCore

/// The gallery's docked frame: one menu on an iPad-sized screen as the window widens across
/// ``SideMenuDocking/automatic``'s threshold — sliding over the dimmed content at 900 points,
/// half-way through the mode change, and docked beside the narrowed content at 1,180 — drawn
/// from the state machine's own frames.
extension Gallery {
  /// The screens: a 900-point window (sliding) and a 1,180-point one (docked), 820 points tall
  /// (an 11-inch iPad Air in landscape, full screen and in a Stage Manager window).
  static let dockedScreens = (
    sliding: SideMenuSize(width: 900, height: 820), docked: SideMenuSize(width: 1180, height: 820)
  )
  /// How far into the mode change the middle frame is taken, in seconds.
  static let dockedMidChange = 0.12
  /// The drawing's scale: each screen at half size, so the strip stays README-sized.
  static let dockedScale = 0.5

  /// The three frames (state, container size, caption), from one machine.
  static func dockedFrames() -> [(state: SideMenuFrameState, size: SideMenuSize, caption: String)] {
    var configuration = SideMenuConfiguration.standard
    configuration.leading.docking = .automatic
    func container(_ size: SideMenuSize) -> SideMenuContainer {
      SideMenuContainer(size: size, horizontalSizeClass: .regular)
    }
    var machine = SideMenuStateMachine(
      configuration: configuration, container: container(dockedScreens.sliding))
    var now = 0.0
    _ = machine.handle(.open(.leading, animated: false, completion: nil), at: now)
    let sliding = machine.frameState
    now += 1
    _ = machine.handle(.containerChanged(container(dockedScreens.docked)), at: now)
    let change = now
    var middle = machine.frameState
    while now < change + 3 {
      now += 1.0 / 60
      _ = machine.handle(.tick, at: now)
      if now <= change + dockedMidChange { middle = machine.frameState }
    }
    let docked = machine.frameState
    return [
      (sliding, dockedScreens.sliding, "sliding, 900 pt"),
      (middle, dockedScreens.docked, "widened: changing mode"),
      (docked, dockedScreens.docked, "docked, 1,180 pt"),
    ]
  }

  /// The docked filmstrip, `docked.svg`: each frame a `<g>` with class `frame`.
  static func dockedFilmstrip() -> String {
    let frames = dockedFrames()
    let widths = frames.map { $0.size.width * dockedScale }
    let height = dockedScreens.docked.height * dockedScale
    let width = gap + widths.reduce(0) { $0 + $1 + gap }
    let total = titleHeight + height + captionHeight + gap
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(total))" \
      viewBox="0 0 \(n(width)) \(n(total))" font-family="-apple-system, Helvetica, Arial, \
      sans-serif" role="img" aria-labelledby="title">
      <title id="title">docking: the menu sliding in a 900-point window, then docked beside the \
      content as the window widens to 1,180 points</title>
      <rect width="100%" height="100%" fill="#f4f4f6"/>
      <text x="\(n(gap))" y="\(n(titleFontSize + 6))" font-size="\(n(titleFontSize))" \
      font-weight="600" fill="#1c1c1e">docking (.automatic)</text>

      """
    var x = gap
    for (index, frame) in frames.enumerated() {
      svg += dockedFrame(
        frame.state, size: frame.size, id: index, at: SideMenuPoint(x: x, y: titleHeight),
        caption: frame.caption)
      x += widths[index] + gap
    }
    svg += "</svg>\n"
    return svg
  }

  /// One screen: content in its frame (``SideMenuFrameState/contentFrame``), the scrim over
  /// the container, the menu, at ``dockedScale``.
  private static func dockedFrame(
    _ state: SideMenuFrameState, size: SideMenuSize, id: Int, at origin: SideMenuPoint,
    caption: String
  ) -> String {
    let bounds = "width=\"\(n(size.width))\" height=\"\(n(size.height))\""
    let contentRect = state.contentFrame
    let content = group(
      transform: state.contentTransform, around: contentRect, opacity: state.contentAlpha,
      filter: nil,
      body: """
        <g transform="translate(\(n(contentRect.minX)) \(n(contentRect.minY)))">
        \(contentDrawing(width: contentRect.width, height: contentRect.height))
        </g>
        """)
    let scrim =
      state.scrimAlpha > 0
      ? "<rect \(bounds) fill=\"#000\" opacity=\"\(n(state.scrimAlpha))\"/>\n" : ""
    var menu = ""
    if !state.isMenuHidden {
      menu = group(
        transform: state.menuTransform, around: state.menuFrame, opacity: state.menuAlpha,
        filter: shadow(
          "dockedMenuShadow\(id)", opacity: state.menuShadowOpacity,
          radius: state.menuShadowRadius),
        body: menuDrawing(in: drawnMenuFrame(state)))
    }
    let layers = state.isMenuAboveContent ? [content, scrim, menu] : [menu, content, scrim]
    return """
      <g class="frame" data-docked-fraction="\(n(state.dockedFraction))" \
      transform="translate(\(n(origin.x)) \(n(origin.y))) scale(\(n(dockedScale)))">
      <clipPath id="dockedScreen\(id)"><rect \(bounds) rx="24"/></clipPath>
      <rect \(bounds) rx="24" fill="\(backdropColor)"/>
      <g clip-path="url(#dockedScreen\(id))">
      \(layers.joined())</g>
      <rect \(bounds) rx="24" fill="none" stroke="#1c1c1e" stroke-width="4"/>
      <text x="\(n(size.width / 2))" y="\(n(size.height + 64))" \
      font-size="\(n(captionFontSize / dockedScale))" text-anchor="middle" fill="#3a3a3c">\
      \(escaped(caption))</text>
      </g>

      """
  }

  /// The content's drawing at a size: as ``contentDrawing``, any width.
  static func contentDrawing(width: Double, height: Double) -> String {
    """
    <rect width="\(n(width))" height="\(n(height))" fill="#ffffff"/>
    <rect width="\(n(width))" height="64" fill="#0a84ff"/>
    \(lines(x: 24, y: 96, width: Swift.max(0, width - 48), count: 20, color: "#d1d1d6"))
    """
  }
}
