import Testing

@testable import sim_translate

/// The build step that makes SideMenuKit's sources compile on Linux: each rewrite, the
/// generated dispatch, and the refusals.
@Suite struct TranslatorTests {
  let source = """
    #if os(iOS)
      import UIKit

      final class Driver: NSObject {
        func makePan() -> UIPanGestureRecognizer {
          UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        }
        func makeLink() { _ = CADisplayLink(target: self, selector: #selector(Driver.step(_:))) }
        @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {}
        @objc(stepWithLink:) func step(_ link: CADisplayLink) {}
        @objc func close() {}
      }
    #endif
    """

  @Test func removesObjCAttributesAndRewritesSelectorsLineForLine() throws {
    let (text, _) = try Translator.translate(source, file: "Driver.swift")
    #expect(!text.contains("@objc"))
    #expect(!text.contains("#selector"))
    #expect(text.contains("action: Selector(\"handlePan(_:)\")"))
    // A type-qualified selector names the method alone.
    #expect(text.contains("selector: Selector(\"step(_:)\")"))
    #expect(text.contains("private func handlePan(_ recognizer: UIPanGestureRecognizer) {}"))
    // Nothing else moves: the same number of lines, so diagnostics point at the original.
    #expect(text.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
  }

  @Test func findsEachObjCMethodWithItsTypeLabelsAndParameterType() throws {
    let (_, methods) = try Translator.translate(source, file: "Driver.swift")
    #expect(
      methods == [
        ObjCMethod(
          typeName: "Driver", baseName: "handlePan", labels: ["_"],
          parameterTypes: ["UIPanGestureRecognizer"]),
        ObjCMethod(
          typeName: "Driver", baseName: "step", labels: ["_"], parameterTypes: ["CADisplayLink"]),
        ObjCMethod(typeName: "Driver", baseName: "close", labels: [], parameterTypes: []),
      ])
    #expect(methods.map(\.selectorName) == ["handlePan(_:)", "step(_:)", "close"])
  }

  @Test func dispatchCallsEachMethodByFullOrUniqueBaseName() throws {
    let (_, methods) = try Translator.translate(source, file: "Driver.swift")
    let code = Translator.dispatchExtension(
      for: "Driver", methods: methods, condition: Translator.fileCondition(source))
    #expect(code.contains("#if canImport(UIKit)\n"))
    #expect(code.contains("extension Driver: SelectorDispatching {"))
    #expect(code.contains("case \"handlePan(_:)\", \"handlePan\":"))
    #expect(code.contains("guard let sender = argument as? UIPanGestureRecognizer"))
    #expect(code.contains("handlePan(sender)"))
    #expect(code.contains("case \"close\":\n      close()"))
    #expect(code.hasSuffix("#endif\n"))
  }

  @Test func iOSConditionBecomesTheSimulatedUIKitInDirectivesOnly() throws {
    let text = """
      #if os(iOS) && canImport(SwiftUI) // os(iOS) in the comment stays
        let name = "os(iOS)"
        #if DEBUG
        #elseif os(iOS)
        #endif
      #endif
      """
    let (translated, _) = try Translator.translate(text, file: "A.swift")
    #expect(
      translated == """
        #if canImport(UIKit) && canImport(SwiftUI) // os(iOS) in the comment stays
          let name = "os(iOS)"
          #if DEBUG
          #elseif canImport(UIKit)
          #endif
        #endif
        """)
  }

  /// A newer SDK's branch is compiled whatever Swift builds the simulation (rewrite 7), in
  /// directives only, keeping the rest of the condition and the comment.
  @Test func wallClockReadsBecomeTheVirtualClock() throws {
    let text = """
      let clock: () -> Date = { Date() } // Date() in the comment stays
      let made = makeDate(); let other = Foo.Date()
      """
    let (translated, _) = try Translator.translate(text, file: "A.swift")
    #expect(
      translated == """
        let clock: () -> Date = { SimulationDevice.wallClockNow() } // Date() in the comment stays
        let made = makeDate(); let other = Foo.Date()
        """)
  }

  @Test func newerCompilerBranchesAreCompiled() throws {
    let text = """
      #if compiler(>=6.4) && os(iOS) // compiler(>=6.4) in the comment stays
        let name = "compiler(>=6.4)"
      #elseif compiler(>=6.2)
      #endif
      """
    let (translated, _) = try Translator.translate(text, file: "A.swift")
    #expect(
      translated == """
        #if compiler(>=6.0) && canImport(UIKit) // compiler(>=6.4) in the comment stays
          let name = "compiler(>=6.4)"
        #elseif compiler(>=6.0)
        #endif
        """)
  }

  /// An iOS availability check asks the simulated device, in code and not in comments, and
  /// keeps the line's other conditions and its comment.
  @Test func availabilityChecksAskTheSimulatedDevice() throws {
    let text = """
      if #available(iOS 26.0, *), let effect { use(effect) }  // #available(iOS 26.0, *) stays
      guard #unavailable(iOS 17.4) else { return }
      if #available(iOS 15, macCatalyst 15, *) {}
      """
    let (result, _) = try Translator.translate(text, file: "Glass.swift")
    let lines = result.components(separatedBy: "\n")
    #expect(
      lines[0]
        == "if SimulationDevice.isAvailable(iOS: 26, 0), let effect { use(effect) }  "
        + "// #available(iOS 26.0, *) stays")
    #expect(lines[1] == "guard !SimulationDevice.isAvailable(iOS: 17, 4) else { return }")
    #expect(lines[2] == "if SimulationDevice.isAvailable(iOS: 15, 0) {}")
    #expect(throws: TranslationError.self) {
      try Translator.translate("if #available(macOS 14, *) {}", file: "A.swift")
    }
  }

  @Test func labelledParameterIsPassedWithItsLabel() throws {
    let text = """
      class A {
        @objc func tapped(sender: UIButton) {}
      }
      """
    let (_, methods) = try Translator.translate(text, file: "A.swift")
    let code = Translator.dispatchExtension(for: "A", methods: methods, condition: nil)
    #expect(methods.first?.selectorName == "tapped(sender:)")
    #expect(code.contains("tapped(sender: sender)"))
    #expect(!code.contains("#if"))
  }

  @Test func baseNameIsNotAcceptedWhenOverloaded() {
    let one = ObjCMethod(typeName: "A", baseName: "go", labels: ["_"], parameterTypes: ["Any"])
    let two = ObjCMethod(typeName: "A", baseName: "go", labels: [], parameterTypes: [])
    #expect(Translator.acceptedNames(for: one, among: [one, two]) == ["go(_:)"])
    #expect(Translator.acceptedNames(for: one, among: [one]) == ["go(_:)", "go"])
  }

  @Test(arguments: [
    "@objc optional func f()", "let s = #selector(getter: A.x)", "@objcMembers class B {}",
    "@objc dynamic var x = 0", "let s = NSSelectorFromString(\"f\")",
    "@UIApplicationMain class D: UIResponder {}",
  ])
  func refusesWhatItCannotTranslate(line: String) {
    let text = "class A {\n  \(line)\n}"
    #expect(throws: TranslationError.self) { try Translator.translate(text, file: "A.swift") }
  }

  @Test func refusesMethodsOfMoreThanOneParameterNamingFileAndLine() {
    let text = "class A {\n  @objc func f(_ a: Int, b: Int) {}\n}"
    do {
      _ = try Translator.translate(text, file: "A.swift")
      Issue.record("no error")
    } catch let error as TranslationError {
      #expect(error.line == 2)
      #expect(error.description.hasPrefix("A.swift:2: error: sim-translate:"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func refusesAnObjCMethodOutsideAType() {
    #expect(throws: TranslationError.self) {
      try Translator.translate("@objc func loose() {}", file: "A.swift")
    }
  }

  @Test func readsAMultiLineSignature() throws {
    let text = """
      class A {
        @objc
        private func handle(
          _ recognizer: UITapGestureRecognizer
        ) {}
      }
      """
    let (translated, methods) = try Translator.translate(text, file: "A.swift")
    #expect(methods.first?.selectorName == "handle(_:)")
    #expect(methods.first?.parameterTypes == ["UITapGestureRecognizer"])
    #expect(!translated.contains("@objc"))
  }

  /// The examples' entry point (`#if canImport(SideMenuKit)`, true in the simulation) would be
  /// a second `main` in the test bundle: the attribute goes, the type and every line stay.
  @Test func removesTheMainAttributeKeepingTheTypeAndLineNumbers() throws {
    let text = """
      #if canImport(SideMenuKit)
        @main
        enum AppMain {
          @MainActor static func main() { AppDelegate.main() }
        }
        @main struct Other {}  // @main in a comment stays
      #endif
      """
    let (translated, _) = try Translator.translate(text, file: "App.swift")
    let lines = translated.components(separatedBy: "\n")
    #expect(lines.count == text.components(separatedBy: "\n").count)
    #expect(lines[1] == "")
    #expect(lines[2] == "  enum AppMain {")
    // `@MainActor` is another attribute, kept.
    #expect(lines[3] == "    @MainActor static func main() { AppDelegate.main() }")
    #expect(lines[5] == "  struct Other {}  // @main in a comment stays")
  }

  @Test func keepsAttributesThatOnlyStartWithMain() {
    #expect(Translator.removeMainAttribute("@mainly var x = 0") == "@mainly var x = 0")
    #expect(Translator.removeMainAttribute("@mainly @main struct A {}") == "@mainly struct A {}")
  }
}
