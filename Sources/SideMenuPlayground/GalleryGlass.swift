import SideMenuCore

/// The gallery's glass frame: iOS 26's look, the menu as a floating Liquid Glass panel
/// (``SideMenuPanel/floating``) — sliding over an iPhone's content, docked beside an iPad's, and
/// under Reduce Transparency, where SideMenuKit draws it opaque. The panels' frames and corners
/// are the engine's; the glass is an approximation (the content behind the panel blurred, a
/// translucent tint and a light rim), as the playground's CSS `backdrop-filter` is.
extension Gallery {
  /// The iPad screen of the docked frame: an 11-inch iPad in landscape (1,180 × 820 points).
  static let glassPadScreen = SideMenuSize(width: 1_180, height: 820)
  /// The iPad frame's scale: its height drawn as the iPhone frame's (568 points).
  static var glassPadScale: Double { container.size.height / glassPadScreen.height }
  /// The glass's tint: white at 55 %, over the blurred content.
  static let glassTint = "#f6f6fa"
  static let glassTintOpacity = 0.55
  /// The blur of the content behind the glass (a Gaussian's standard deviation, points).
  static let glassBlur = 8.0
  /// What a docked panel floats over: not the content, which is laid out beside the sidebar's
  /// room, but the container's own background (an app's colour; here a light blue-grey).
  static let glassDockedBackground = "#cfd8e6"

  /// One frame of the glass strip: the engine's state on its screen, drawn as glass or opaque.
  struct GlassFrame {
    var state: SideMenuFrameState
    var size: SideMenuSize
    var scale: Double
    var isOpaque: Bool
    var caption: String
  }

  /// The three frames: sliding on an iPhone, docked on an iPad, opaque under Reduce Transparency.
  static func glassFrames() -> [GlassFrame] {
    var style = SideMenuStyle.slideOver
    style.menuPanel = .floating
    let sliding = style.frameState(
      in: container, side: .left, menuWidth: menuWidth, progress: 1)
    var configuration = SideMenuConfiguration.standard
    configuration.leading.style = style
    configuration.leading.docking = .always
    var machine = SideMenuStateMachine(
      configuration: configuration,
      container: SideMenuContainer(size: glassPadScreen, horizontalSizeClass: .regular))
    _ = machine.handle(.open(.leading, animated: false, completion: nil), at: 0)
    return [
      GlassFrame(
        state: sliding, size: container.size, scale: 1, isOpaque: false,
        caption: "sliding, iPhone"),
      GlassFrame(
        state: machine.frameState, size: glassPadScreen, scale: glassPadScale, isOpaque: false,
        caption: "docked, iPad (over the container's background)"),
      GlassFrame(
        state: sliding, size: container.size, scale: 1, isOpaque: true,
        caption: "Reduce Transparency"),
    ]
  }

  /// The glass filmstrip, `glass.svg`: each frame a `<g>` with class `frame`.
  static func glassFilmstrip() -> String {
    let frames = glassFrames()
    let widths = frames.map { $0.size.width * $0.scale }
    let height = container.size.height
    let width = gap + widths.reduce(0) { $0 + $1 + gap }
    let total = titleHeight + height + captionHeight + gap
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(total))" \
      viewBox="0 0 \(n(width)) \(n(total))" font-family="-apple-system, Helvetica, Arial, \
      sans-serif" role="img" aria-labelledby="title">
      <title id="title">the floating glass panel: sliding over an iPhone's content, docked beside \
      an iPad's, and opaque under Reduce Transparency</title>
      <rect width="100%" height="100%" fill="#f4f4f6"/>
      <text x="\(n(gap))" y="\(n(titleFontSize + 6))" font-size="\(n(titleFontSize))" \
      font-weight="600" fill="#1c1c1e">Liquid Glass panel (.floating)</text>

      """
    var x = gap
    for (index, frame) in frames.enumerated() {
      svg += glassFrame(frame, id: index, at: SideMenuPoint(x: x, y: titleHeight))
      x += widths[index] + gap
    }
    svg += "</svg>\n"
    return svg
  }

  /// One screen: the content in its frame, the scrim, and the panel — the content behind it
  /// blurred and tinted (glass), or the menu's colour (opaque) — clipped to its rounded frame.
  private static func glassFrame(_ frame: GlassFrame, id: Int, at origin: SideMenuPoint)
    -> String
  {
    let state = frame.state
    let size = frame.size
    let bounds = "width=\"\(n(size.width))\" height=\"\(n(size.height))\""
    let contentRect = state.contentFrame
    let drawing = """
      <g transform="translate(\(n(contentRect.minX)) \(n(contentRect.minY)))">
      \(contentDrawing(width: contentRect.width, height: contentRect.height))
      </g>
      """
    let content = group(
      transform: state.contentTransform, around: contentRect, opacity: state.contentAlpha,
      filter: nil, body: drawing)
    let scrim =
      state.scrimAlpha > 0
      ? "<rect \(bounds) fill=\"#000\" opacity=\"\(n(state.scrimAlpha))\"/>\n" : ""
    let under =
      state.layoutMode == .docked
      ? "<rect \(bounds) fill=\"\(glassDockedBackground)\"/>\n" : ""
    let panel = state.menuFrameOnScreen
    let radius = n(state.menuCornerRadius)
    let panelRect =
      "x=\"\(n(panel.minX))\" y=\"\(n(panel.minY))\" width=\"\(n(panel.width))\" "
      + "height=\"\(n(panel.height))\" rx=\"\(radius)\""
    let fill: String
    if frame.isOpaque {
      fill = "<rect \(panelRect) fill=\"\(menuColor)\"/>"
    } else {
      // The glass: what is behind the panel (content and scrim), blurred, then the tint.
      fill = """
        <filter id="glassBlur\(id)" x="-10%" y="-10%" width="120%" height="120%">\
        <feGaussianBlur stdDeviation="\(n(glassBlur))"/></filter>
        <g clip-path="url(#glassPanel\(id))"><g filter="url(#glassBlur\(id))">\(under)\(content)\(scrim)\
        </g></g>
        <rect \(panelRect) fill="\(glassTint)" fill-opacity="\(n(glassTintOpacity))"/>
        """
    }
    let inner = Swift.min(panel.width - 40, 160)
    let menu = """
      <clipPath id="glassPanel\(id)"><rect \(panelRect)/></clipPath>
      \(fill)
      <rect \(panelRect) fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.5"/>
      <rect x="\(n(panel.minX + 20))" y="\(n(panel.minY + 32))" width="\(n(inner * 0.6))" \
      height="16" rx="8" fill="#4a5468"/>
      \(lines(x: panel.minX + 20, y: panel.minY + 80, width: inner, count: 6, color: menuLineColor))

      """
    return """
      <g class="frame" data-corner-radius="\(radius)" data-opaque="\(frame.isOpaque)" \
      transform="translate(\(n(origin.x)) \(n(origin.y))) scale(\(n(frame.scale)))">
      <clipPath id="glassScreen\(id)"><rect \(bounds) rx="\(n(12 / frame.scale))"/></clipPath>
      <rect \(bounds) rx="\(n(12 / frame.scale))" fill="\(backdropColor)"/>
      <g clip-path="url(#glassScreen\(id))">
      \(under)\(content)\(scrim)\(menu)</g>
      <rect \(bounds) rx="\(n(12 / frame.scale))" fill="none" stroke="#1c1c1e" \
      stroke-width="\(n(2 / frame.scale))"/>
      <text x="\(n(size.width / 2))" y="\(n(size.height + 32 / frame.scale))" \
      font-size="\(n(captionFontSize / frame.scale))" text-anchor="middle" fill="#3a3a3c">\
      \(escaped(frame.caption))</text>
      </g>

      """
  }
}
