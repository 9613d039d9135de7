import SideMenuCore
import Testing

// The code of the "Driving the engine yourself" article
// (Sources/SideMenuCore/Documentation.docc/DrivingTheEngine.md), compiled and run here so the
// article cannot rot: `Scripts/build-docs.sh` fails when the article's two code listings differ
// from the regions between the `docs-snippet` markers below. Only public API is used (plain
// `import`, not `@testable`), as an app would.

// docs-snippet: renderer
/// A minimal renderer: it owns the engine, keeps the completion handlers the engine refers to by
/// token, runs a clock, and "draws" by writing down what it would do.
struct TextRenderer {
  var machine = SideMenuStateMachine(
    container: SideMenuContainer(
      size: SideMenuSize(width: 390, height: 844),
      safeAreaInsets: SideMenuInsets(top: 47, bottom: 34)))
  /// The engine keeps no closures: it names them by token in `runCompletion`.
  var completions: [UInt64: (Bool) -> Void] = [:]
  var lastToken: UInt64 = 0
  /// Whether the engine wants a `.tick` every display frame.
  var wantsTicks = false
  var log: [String] = []

  /// Sends an event stamped with your clock, in seconds, and applies the effects in order.
  mutating func send(_ event: SideMenuEvent, at time: Double) {
    for effect in machine.handle(event, at: time) { apply(effect) }
  }

  /// Opens a menu and remembers what to run once it is open (or superseded).
  mutating func open(
    _ edge: SideMenuEdge, at time: Double, completion: @escaping (Bool) -> Void
  ) {
    lastToken += 1
    completions[lastToken] = completion
    let token = SideMenuCompletionToken(rawValue: lastToken)
    send(.open(edge, animated: true, completion: token), at: time)
  }

  mutating func apply(_ effect: SideMenuEffect) {
    switch effect {
    case .applyFrame(let frame):
      // Move your views: frame.menuFrame, menuTransform, menuAlpha, contentTransform,
      // scrimAlpha, isMenuAboveContent, …
      log.append("draw progress \(frame.progress)")
    case .setDisplayLinkActive(let active):
      wantsTicks = active
    case .runCompletion(let token, let finished):
      completions.removeValue(forKey: token.rawValue)?(finished)
    case .beginTransition, .endTransition, .notify, .accessibility,
      .setContentInteractionEnabled, .diagnostic:
      log.append(effect.description)
    }
  }
}
// docs-snippet: end

@Suite("Driving the engine yourself (the article's code)")
struct DrivingTheEngineSnippetTests {
  @Test("The article's renderer opens the menu to rest, runs the completion and stops ticking")
  func articleSnippetRuns() {
    // docs-snippet: usage
    var renderer = TextRenderer()
    var isOpen = false
    renderer.open(.leading, at: 0) { finished in isOpen = finished }

    // Your display link: one tick per frame (here 120 Hz) while the engine asks for them.
    var now = 0.0
    while renderer.wantsTicks, now < 5 {
      now += 1.0 / 120
      renderer.send(.tick, at: now)
    }
    print(renderer.machine.phase)  // open(leading)
    print(isOpen)  // true
    // docs-snippet: end

    #expect(isOpen)
    #expect(renderer.machine.phase == .open(.leading))
    #expect(!renderer.wantsTicks)
    #expect(renderer.completions.isEmpty)
    // The default spring (0.4 s response, damping 0.9) settles well within a second.
    #expect(now < 1)
    #expect(renderer.log.first == "beginTransition(opening, leading on the left, animated)")
    #expect(renderer.log.contains("notify(willOpen(leading))"))
    #expect(renderer.log.contains("notify(didOpen(leading))"))
    #expect(renderer.log.contains("draw progress 1.0"))
  }
}
