import SideMenuCore

/// The gallery's animated pictures: each style's motion as the engine computes it — an open, an
/// interrupted close and a flick from the edge — recorded from the state machine at 30 frames
/// per second and written as an SVG whose SMIL animations replay the recorded values. Browsers
/// (and GitHub's README view) play SMIL in an `<img>`, and no video tool is needed.
enum GalleryMotion {
  /// Frames per second of the recording: smooth enough to read the motion, small enough files.
  static let framesPerSecond = 30.0
  /// The engine's clock step, in seconds: ticks at 120 Hz, as on a ProMotion display.
  static let tickInterval = 1.0 / 120

  /// One recorded frame.
  struct Sample: Equatable {
    /// What the engine drew.
    var frame: SideMenuFrameState
    /// Which scene is playing (an index into ``scenes``).
    var scene: Int
    /// Where the finger is, when one is down, in container points.
    var finger: SideMenuPoint?
  }

  /// The captions of the scenes, in order.
  static let scenes = ["open", "interrupted close", "flick from the edge"]

  /// Records a style's loop: the same script of events for every style, through a real
  /// ``SideMenuStateMachine`` with the default configuration.
  ///
  /// 1. *open*: a request opens the menu (the configuration's open spring), which rests open;
  /// 2. *interrupted close*: a close request, caught 0.06 s later by an open request — the menu
  ///    turns back with its velocity — then a close to rest;
  /// 3. *flick from the edge*: a finger lands at the left edge, rests 0.25 s, drags 60 points in
  ///    50 ms and lifts; the flick's velocity carries the menu open; then a close.
  ///
  /// - Parameter style: The style, used for the leading menu.
  /// - Returns: The frames, at ``framesPerSecond``.
  static func record(style: SideMenuStyle) -> [Sample] {
    var configuration = SideMenuConfiguration()
    configuration.leading.style = style
    var recorder = Recorder(
      machine: SideMenuStateMachine(configuration: configuration, container: Gallery.container))

    recorder.scene = 0
    recorder.hold(0.3)
    recorder.send(.open(.leading, animated: true, completion: nil))
    recorder.settle()
    recorder.hold(0.5)

    recorder.scene = 1
    recorder.send(.close(animated: true, completion: nil))
    recorder.run(0.06)
    recorder.send(.open(.leading, animated: true, completion: nil))
    recorder.settle()
    recorder.hold(0.3)
    recorder.send(.close(animated: true, completion: nil))
    recorder.settle()
    recorder.hold(0.5)

    recorder.scene = 2
    let y = Gallery.container.size.height / 2
    recorder.touch(SideMenuPoint(x: 4, y: y), phase: .began)
    // The finger rests a moment, so the picture shows where it lands.
    recorder.run(0.25)
    for step in 1...6 {
      recorder.run(tickInterval)
      recorder.touch(SideMenuPoint(x: 4 + Double(step) * 10, y: y), phase: .moved)
    }
    recorder.run(tickInterval)
    recorder.touch(SideMenuPoint(x: 70, y: y), phase: .ended)
    recorder.settle()
    recorder.hold(0.5)
    recorder.send(.close(animated: true, completion: nil))
    recorder.settle()
    recorder.hold(0.4)
    return recorder.samples
  }

  /// Runs the machine on a 120 Hz clock, ticking only while it asks for frames (as the display
  /// link does), and keeps every fourth frame.
  private struct Recorder {
    enum TouchPhase { case began, moved, ended }

    var machine: SideMenuStateMachine
    var now = 0.0
    var scene = 0
    var finger: SideMenuPoint?
    var isDisplayLinkActive = false
    var samples: [Sample] = []
    private var step = 0

    init(machine: SideMenuStateMachine) { self.machine = machine }

    mutating func send(_ event: SideMenuEvent) {
      for effect in machine.handle(event, at: now) {
        if case .setDisplayLinkActive(let active) = effect { isDisplayLinkActive = active }
      }
    }

    mutating func touch(_ location: SideMenuPoint, phase: TouchPhase) {
      let sample = SideMenuTouchSample(location: location, timestamp: now)
      switch phase {
      case .began:
        finger = location
        send(.panBegan(sample))
      case .moved:
        finger = location
        send(.panChanged(sample))
      case .ended:
        finger = nil
        send(.panEnded(sample, targetOverride: nil))
      }
    }

    /// Advances the clock by `duration` seconds.
    mutating func run(_ duration: Double) {
      let steps = Int((duration / GalleryMotion.tickInterval).rounded())
      for _ in 0..<steps { advance() }
    }

    /// Advances until the machine stops asking for frames (at most 5 s).
    mutating func settle() {
      var remaining = Int(5 / GalleryMotion.tickInterval)
      while isDisplayLinkActive, remaining > 0 {
        advance()
        remaining -= 1
      }
    }

    /// Advances `duration` seconds with the menu at rest.
    mutating func hold(_ duration: Double) { run(duration) }

    private mutating func advance() {
      now += GalleryMotion.tickInterval
      if isDisplayLinkActive { send(.tick) }
      step += 1
      let keep = Int((1 / GalleryMotion.framesPerSecond / GalleryMotion.tickInterval).rounded())
      if step % keep == 0 {
        samples.append(Sample(frame: machine.frameState, scene: scene, finger: finger))
      }
    }
  }

  // MARK: - Drawing

  /// A style's animated picture: one screen playing ``record(style:)`` in a loop, with the
  /// scene's caption under it and a dot where the finger is.
  ///
  /// - Parameters:
  ///   - name: The style's name, shown as the title.
  ///   - style: The style.
  /// - Returns: A standalone SVG document.
  static func animation(name: String, style: SideMenuStyle) -> String {
    let samples = record(style: style)
    let size = Gallery.container.size
    let gap = Gallery.gap
    let width = gap + size.width + gap
    let height = Gallery.titleHeight + size.height + Gallery.captionHeight + gap
    let duration = n(Double(samples.count) / framesPerSecond)
    let frames = samples.map(\.frame)
    let first = frames[0]
    // What shows where SMIL does not play (a static renderer): the menu open, at the end of the
    // first scene. The animations replace these values while they run.
    let poster =
      samples.last(where: { $0.scene == 0 })?.frame ?? first
    let bounds = "width=\"\(n(size.width))\" height=\"\(n(size.height))\""
    let timing = "dur=\"\(duration)s\" repeatCount=\"indefinite\""

    /// `values` for one animated attribute, one entry per sample.
    func values(_ value: (Sample) -> String) -> String {
      samples.map(value).joined(separator: ";")
    }
    /// An attribute animated through the samples: interpolated between them, or held from one
    /// to the next when `discrete` (for on/off values such as the finger's visibility).
    func animate(_ attribute: String, discrete: Bool = false, _ value: (Sample) -> String)
      -> String
    {
      let mode = discrete ? " calcMode=\"discrete\"" : ""
      return
        "<animate attributeName=\"\(attribute)\"\(mode) values=\"\(values(value))\" \(timing)/>"
    }
    /// A layer moved by a transform: translate and scale about the centre of `rect`, animated
    /// as nested groups since SMIL animates one transform kind per element.
    func moving(
      _ transform: @escaping (SideMenuFrameState) -> SideMenuTransform, around rect: SideMenuRect,
      opacity: @escaping (SideMenuFrameState) -> Double, filter: String?, body: String
    ) -> String {
      let filterAttribute = filter.map { " filter=\"url(#\($0))\"" } ?? ""
      func translation(_ frame: SideMenuFrameState) -> String {
        let moved = transform(frame)
        return "\(n(rect.midX + moved.translationX)) \(n(rect.midY + moved.translationY))"
      }
      return """
        <g opacity="\(n(opacity(poster)))"\(filterAttribute)>\
        \(animate("opacity") { n(opacity($0.frame)) })
        <g transform="translate(\(translation(poster)))">\
        <animateTransform attributeName="transform" type="translate" values="\
        \(values { translation($0.frame) })" \(timing)/>
        <g transform="scale(\(n(transform(poster).scale)))">\
        <animateTransform attributeName="transform" type="scale" values="\
        \(values { n(transform($0.frame).scale) })" \(timing)/>
        <g transform="translate(\(n(-rect.midX)) \(n(-rect.midY)))">
        \(body)
        </g></g></g></g>

        """
    }
    func shadowFilter(_ id: String, radius: Double, opacity: (SideMenuFrameState) -> Double)
      -> (definition: String, id: String?)
    {
      guard frames.contains(where: { opacity($0) > 0 }) else { return ("", nil) }
      return (
        """
        <filter id="\(id)" x="-50%" y="-50%" width="200%" height="200%">\
        <feDropShadow dx="0" dy="0" stdDeviation="\(n(radius / 2))" \
        flood-opacity="\(n(opacity(poster)))">\
        \(animate("flood-opacity") { n(opacity($0.frame)) })</feDropShadow></filter>

        """, id
      )
    }

    let contentShadow = shadowFilter(
      "contentShadow", radius: first.contentShadowRadius, opacity: \.contentShadowOpacity)
    let menuShadow = shadowFilter(
      "menuShadow", radius: first.menuShadowRadius, opacity: \.menuShadowOpacity)
    let radius = animate("rx") { n($0.frame.contentCornerRadius) }
    let content = moving(
      \.contentTransform, around: Gallery.container.bounds, opacity: \.contentAlpha,
      filter: contentShadow.id,
      body: """
        <clipPath id="content"><rect \(bounds) rx="\(n(poster.contentCornerRadius))">\
        \(radius)</rect></clipPath>
        <g clip-path="url(#content)">
        \(Gallery.contentDrawing)
        </g>
        """)
    let scrim = moving(
      \.contentTransform, around: Gallery.container.bounds, opacity: \.scrimAlpha, filter: nil,
      body: "<rect \(bounds) rx=\"\(n(poster.contentCornerRadius))\" fill=\"#000\">\(radius)</rect>"
    )
    // The menu's frame is the same at every progress up to open (only its transform moves it);
    // past open it widens, which the frame's width animation follows.
    let menuRect = Gallery.drawnMenuFrame(first)
    let menu = moving(
      \.menuTransform, around: first.menuFrame, opacity: \.menuAlpha, filter: menuShadow.id,
      body: Gallery.menuDrawing(in: menuRect).replacingFirstRect(
        with: animate("width") { n(Gallery.drawnMenuFrame($0.frame).width) }))
    let layers = first.isMenuAboveContent ? [content, scrim, menu] : [menu, content, scrim]

    let finger = """
      <circle r="22" fill="#ffffff" fill-opacity="0.55" stroke="#1c1c1e" stroke-opacity="0.5" \
      stroke-width="2" cx="0" cy="0" opacity="0">\
      \(animate("opacity", discrete: true) { $0.finger == nil ? "0" : "1" })\
      \(animate("cx") { n($0.finger?.x ?? 0) })\(animate("cy") { n($0.finger?.y ?? 0) })</circle>

      """
    let captions = scenes.enumerated().map { index, caption in
      """
      <text x="\(n(size.width / 2))" y="\(n(size.height + 32))" font-size="\
      \(n(Gallery.captionFontSize))" text-anchor="middle" fill="#3a3a3c" \
      opacity="\(index == samples[0].scene ? 1 : 0)">\(Gallery.escaped(caption))\
      \(animate("opacity", discrete: true) { $0.scene == index ? "1" : "0" })</text>

      """
    }.joined()

    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, Arial, \
      sans-serif" role="img" aria-labelledby="title">
      <title id="title">\(Gallery.escaped(name)): \(scenes.joined(separator: ", then "))\
      </title>
      <rect width="100%" height="100%" fill="#f4f4f6"/>
      <text x="\(n(gap))" y="\(n(Gallery.titleFontSize + 6))" \
      font-size="\(n(Gallery.titleFontSize))" font-weight="600" fill="#1c1c1e">\
      \(Gallery.escaped(name))</text>
      <g transform="translate(\(n(gap)) \(n(Gallery.titleHeight)))">
      <defs>\(contentShadow.definition)\(menuShadow.definition)\
      <clipPath id="screen"><rect \(bounds) rx="12"/></clipPath></defs>
      <rect \(bounds) rx="12" fill="\(Gallery.backdropColor)"/>
      <g clip-path="url(#screen)">
      \(layers.joined())\(finger)</g>
      <rect \(bounds) rx="12" fill="none" stroke="#1c1c1e" stroke-width="2"/>
      \(captions)</g>
      </svg>

      """
  }

  private static func n(_ value: Double) -> String { Gallery.n(value) }
}

extension String {
  /// This drawing with `animation` placed inside its first `<rect …/>` element.
  fileprivate func replacingFirstRect(with animation: String) -> String {
    guard let start = range(of: "<rect "), let end = self[start.upperBound...].range(of: "/>")
    else { return self }
    return replacingCharacters(in: end, with: ">\(animation)</rect>")
  }
}
