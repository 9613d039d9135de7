import Foundation
import SideMenuCore

/// The motion gallery: one SVG filmstrip per style preset, each frame drawn from the native
/// build's ``SideMenuStyle/frameState(in:side:menuWidth:progress:)``, so the pictures in the
/// README are the engine's own output rather than hand-drawn illustrations.
enum Gallery {
  /// The progress values a filmstrip shows unless told otherwise.
  static let defaultProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

  /// The screen the frames are drawn on: an iPhone SE (320 × 568 points), whose standard menu is
  /// 256 points wide (85 % would be 272, but 64 points of content stay visible).
  static let container = SideMenuContainer(size: SideMenuSize(width: 320, height: 568))

  /// The gap between frames and around the strip, in points.
  private static let gap = 24.0
  /// The room under each frame for its caption, in points.
  private static let captionHeight = 28.0

  /// Writes `<preset name>.svg` for every preset into `folder`, creating it if needed.
  ///
  /// - Parameters:
  ///   - folder: The folder to write into.
  ///   - progress: The progress of each frame, left to right.
  /// - Returns: The files written, in preset order.
  /// - Throws: The file system's error when the folder or a file cannot be written.
  static func write(into folder: URL, progress: [Double] = defaultProgress) throws -> [URL] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var written: [URL] = []
    for preset in SideMenuStyle.presets {
      let name = "\(preset.name)"
      let file = folder.appendingPathComponent("\(name).svg")
      try filmstrip(name: name, style: preset.style, progress: progress)
        .write(to: file, atomically: true, encoding: .utf8)
      written.append(file)
    }
    return written
  }

  /// One style's filmstrip: a frame per progress value, left to right, each a `<g>` with class
  /// `frame` and a `data-progress` attribute.
  ///
  /// - Parameters:
  ///   - name: The style's name, shown as the title.
  ///   - style: The style to draw.
  ///   - progress: The progress of each frame.
  ///   - side: The side the menu is on.
  /// - Returns: A standalone SVG document.
  static func filmstrip(
    name: String, style: SideMenuStyle, progress: [Double], side: SideMenuPhysicalEdge = .left
  ) -> String {
    let size = container.size
    let menuWidth = SideMenuWidth.standard.resolved(
      in: container, side: side, minimumContentMargin: 64
    ).width
    let titleHeight = 36.0
    let width = gap + Double(progress.count) * (size.width + gap)
    let height = titleHeight + size.height + captionHeight + gap
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, Arial, \
      sans-serif" role="img" aria-labelledby="title">
      <title id="title">\(escaped(name)): the menu at progress \
      \(progress.map(n).joined(separator: ", "))</title>
      <rect width="100%" height="100%" fill="#f4f4f6"/>
      <text x="\(n(gap))" y="26" font-size="18" font-weight="600" fill="#1c1c1e">\
      \(escaped(name))</text>

      """
    for (index, value) in progress.enumerated() {
      let state = style.frameState(
        in: container, side: side, menuWidth: menuWidth, progress: value)
      let x = gap + Double(index) * (size.width + gap)
      svg += frame(state, id: index, at: SideMenuPoint(x: x, y: titleHeight), progress: value)
    }
    svg += "</svg>\n"
    return svg
  }

  /// One frame: the screen clipped to its bounds, with content, scrim and menu stacked as the
  /// frame state says.
  private static func frame(
    _ state: SideMenuFrameState, id: Int, at origin: SideMenuPoint, progress: Double
  ) -> String {
    let size = container.size
    let bounds = "width=\"\(n(size.width))\" height=\"\(n(size.height))\""
    let content = group(
      transform: state.contentTransform, around: container.bounds,
      opacity: state.contentAlpha,
      filter: shadow(
        "content\(id)", opacity: state.contentShadowOpacity, radius: state.contentShadowRadius),
      body: """
        <rect \(bounds) rx="\(n(state.contentCornerRadius))" fill="#ffffff"/>
        <rect width="\(n(size.width))" height="64" fill="#0a84ff" \
        clip-path="url(#screen\(id))"/>
        <rect x="16" y="28" width="24" height="3" fill="#fff"/>\
        <rect x="16" y="36" width="24" height="3" fill="#fff"/>\
        <rect x="16" y="44" width="24" height="3" fill="#fff"/>
        \(lines(x: 16, y: 96, width: size.width - 32, count: 9, color: "#d1d1d6"))
        """)
    let scrim = group(
      transform: state.contentTransform, around: container.bounds, opacity: state.scrimAlpha,
      filter: nil,
      body: "<rect \(bounds) rx=\"\(n(state.contentCornerRadius))\" fill=\"#000\"/>")
    var menu = ""
    if !state.isMenuHidden {
      let rect = state.menuFrame
      menu = group(
        transform: state.menuTransform, around: rect, opacity: state.menuAlpha,
        filter: shadow(
          "menu\(id)", opacity: state.menuShadowOpacity, radius: state.menuShadowRadius),
        body: """
          <rect x="\(n(rect.minX))" y="\(n(rect.minY))" width="\(n(rect.width))" \
          height="\(n(rect.height))" fill="#2c2c2e"/>
          \(lines(x: rect.minX + 20, y: 80, width: min(rect.width - 40, 160), count: 6, color: "#8e8e93"))
          """)
    }
    let layers = state.isMenuAboveContent ? [content, scrim, menu] : [menu, content, scrim]
    return """
      <g class="frame" data-progress="\(n(progress))" \
      transform="translate(\(n(origin.x)) \(n(origin.y)))">
      <clipPath id="screen\(id)"><rect \(bounds) rx="12"/></clipPath>
      <rect \(bounds) rx="12" fill="#8e8e93"/>
      <g clip-path="url(#screen\(id))">
      \(layers.joined())</g>
      <rect \(bounds) rx="12" fill="none" stroke="#1c1c1e" stroke-width="2"/>
      <text x="\(n(size.width / 2))" y="\(n(size.height + 22))" font-size="14" \
      text-anchor="middle" fill="#3a3a3c">progress \(n(progress))</text>
      </g>

      """
  }

  /// A group drawn with a ``SideMenuTransform``: scale about the centre of `rect`, then translate,
  /// as UIKit applies a transform with the default anchor point.
  private static func group(
    transform: SideMenuTransform, around rect: SideMenuRect, opacity: Double, filter: String?,
    body: String
  ) -> String {
    let cx = rect.midX
    let cy = rect.midY
    let matrix =
      "translate(\(n(cx + transform.translationX)) \(n(cy + transform.translationY))) "
      + "scale(\(n(transform.scale))) translate(\(n(-cx)) \(n(-cy)))"
    var attributes = "transform=\"\(matrix)\" opacity=\"\(n(opacity))\""
    var definition = ""
    if let filter {
      definition = filter
      let id = filter.split(separator: "\"")[1]
      attributes += " filter=\"url(#\(id))\""
    }
    return "\(definition)<g \(attributes)>\n\(body)\n</g>\n"
  }

  /// A drop-shadow filter definition, or `nil` when the shadow is invisible. UIKit's shadow
  /// radius is roughly twice the Gaussian's standard deviation.
  private static func shadow(_ id: String, opacity: Double, radius: Double) -> String? {
    guard opacity > 0 else { return nil }
    return "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
      + "<feDropShadow dx=\"0\" dy=\"0\" stdDeviation=\"\(n(radius / 2))\" "
      + "flood-opacity=\"\(n(opacity))\"/></filter>"
  }

  /// Placeholder text lines, as grey bars.
  private static func lines(x: Double, y: Double, width: Double, count: Int, color: String)
    -> String
  {
    (0..<count).map { index in
      let lineWidth = width * (index % 3 == 2 ? 0.6 : 1)
      return "<rect x=\"\(n(x))\" y=\"\(n(y + Double(index) * 28))\" width=\"\(n(lineWidth))\" "
        + "height=\"10\" rx=\"5\" fill=\"\(color)\"/>"
    }.joined()
  }

  /// A number for SVG: at most three decimals, no exponent, no negative zero.
  static func n(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.3f", rounded)
      .replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
  }

  /// Text safe inside an XML element.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }
}
