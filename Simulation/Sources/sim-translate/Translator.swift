// sim-translate: turns SideMenuKit's UIKit sources into a copy that compiles on Linux, where
// there is no Objective-C runtime (`@objc` is an error, `#selector` does not exist).
//
// Seven rewrites, and nothing else changes (line numbers stay the same):
// 1. `@objc` and `@objc(name)` attributes are removed;
// 2. `#selector(Type.method(label:))` becomes `Selector("method(label:)")`;
// 3. every type with `@objc` methods gets, appended to its file, a `SelectorDispatching`
//    conformance whose `performSelector(_:with:)` calls the named method — so target–action,
//    key commands and display links reach the right method;
// 4. the `@main` attribute is removed (a line holding nothing else becomes an empty line): the
//    copies are always compiled as library modules linked into a test bundle, which has an
//    entry point of its own, and a library module cannot declare one. The type stays, so its
//    `main()` still type-checks; nothing calls it. (`@UIApplicationMain`, the older spelling,
//    is refused rather than guessed at.)
// 5. `os(iOS)` in a compilation condition (`#if`, `#elseif`) becomes `canImport(UIKit)`: the
//    UIKit layer is guarded by the platform whose API it uses (`#if os(iOS)`), which is false on
//    Linux, and in this build the simulated UIKit *is* the iOS the code runs on. Other
//    conditions (`canImport(SwiftUI)`, `os(visionOS)`) keep their Linux answer.
// 6. `#available(iOS N.M, *)` becomes `SimulationDevice.isAvailable(iOS: N, M)` (and
//    `#unavailable(iOS N.M)` its negation), in code only: on Linux an iOS availability check is
//    always true, but the simulated device runs a chosen iOS (`SimulatedDevice(osVersion:)`), so
//    a branch for iOS 26 must not run on a simulated iOS 18, as it would not on a device.
// 7. `compiler(>=N.M)` in a compilation condition becomes `compiler(>=6.0)`: a branch for API
//    of a newer SDK (iOS 27.1's reserved regions and vertical bar behind `compiler(>=6.4)`) is
//    compiled whatever Swift builds the simulation (6.3 here), because the simulated UIKit
//    models that SDK; which release *runs* it stays `#available`'s answer (rewrite 6). Without
//    this the newest branch would be compiled out and no scenario could reach it.
// 8. `Date()` (the wall clock) becomes `SimulationDevice.wallClockNow()`, in code only: the
//    simulated device's wall clock, which SwiftUI's `TimelineView` dates and
//    `DragGesture.Value.time` read too. It follows Apple's pages: a `Date` counts from 1 Jan 2001
//    (https://developer.apple.com/documentation/foundation/date), touch timestamps and
//    `CACurrentMediaTime()` from system startup
//    (https://developer.apple.com/documentation/uikit/uitouch/timestamp,
//    https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime), so the
//    two clocks have different zeros; and, device behaviour, only the wall clock is stepped when
//    the time is set (`SimulatedDevice.setWallClock(by:)`). Without the rewrite `Date()` would
//    be the Linux host's real time, passing between virtual frames.
// A construct it cannot translate (an `@objc optional` requirement, `#selector(getter:)`,
// methods of more than one parameter, …) is a build error naming the file and line.

/// A source the translator refused, with where and why.
struct TranslationError: Error, CustomStringConvertible {
  let file: String
  let line: Int
  let reason: String
  var description: String { "\(file):\(line): error: sim-translate: \(reason)" }
}

/// An `@objc` method found in the source.
struct ObjCMethod: Equatable {
  /// The type it belongs to (the enclosing class or extension).
  var typeName: String
  var baseName: String
  /// Argument labels (`_` for none), one per parameter.
  var labels: [String]
  /// Parameter types, one per parameter.
  var parameterTypes: [String]

  /// The selector's Swift name, as `#selector` spells it: `step(_:)`, `close`.
  var selectorName: String {
    labels.isEmpty ? baseName : "\(baseName)(\(labels.map { "\($0):" }.joined()))"
  }
}

enum Translator {
  /// Translates one file. Returns the new text and the `@objc` methods it declared.
  static func translate(_ text: String, file: String) throws -> (
    text: String, methods: [ObjCMethod]
  ) {
    var lines = text.components(separatedBy: "\n")
    var methods: [ObjCMethod] = []
    var typeStack: [(name: String, depth: Int)] = []
    var depth = 0
    for index in lines.indices {
      var line = lines[index]
      let code = stripComment(line)
      for unsupported in [
        "@objc optional", "#selector(getter:", "#selector(setter:", "@objcMembers",
        "NSSelectorFromString", "@objc dynamic", "@UIApplicationMain", "@NSApplicationMain",
      ]
      where code.contains(unsupported) {
        throw TranslationError(
          file: file, line: index + 1, reason: "cannot translate '\(unsupported)'")
      }
      if let name = declaredTypeName(in: code) { typeStack.append((name, depth)) }
      if code.range(of: "@objc") != nil {
        if let method = try parseMethod(lines: lines, from: index, file: file) {
          guard let owner = typeStack.last?.name else {
            throw TranslationError(
              file: file, line: index + 1, reason: "@objc method outside a type")
          }
          var found = method
          found.typeName = owner
          methods.append(found)
        }
        line = removeObjCAttributes(line)
      }
      line = try rewriteSelectors(line, file: file, line: index + 1)
      line = removeMainAttribute(line)
      line = rewritePlatformCondition(line)
      line = try rewriteAvailability(line, file: file, line: index + 1)
      line = rewriteWallClock(line)
      lines[index] = line
      for character in code {
        if character == "{" { depth += 1 }
        if character == "}" {
          depth -= 1
          while let last = typeStack.last, last.depth >= depth, character == "}" {
            if last.depth == depth { typeStack.removeLast() } else { break }
          }
        }
      }
    }
    return (lines.joined(separator: "\n"), methods)
  }

  /// The dispatch extension for `methods` of one type, to append to its file (inside the same
  /// `#if` as the type, so it compiles exactly when the type does).
  static func dispatchExtension(for typeName: String, methods: [ObjCMethod], condition: String?)
    -> String
  {
    var out =
      "\n// Generated by sim-translate: selector dispatch for \(typeName)'s @objc methods.\n"
    if let condition { out += "#if \(condition)\n" }
    out += "extension \(typeName): SelectorDispatching {\n"
    out += "  public func respondsToSelector(_ selector: Selector) -> Bool {\n"
    out += "    switch selector.name {\n"
    let names = methods.flatMap { acceptedNames(for: $0, among: methods) }
    out += "    case \(names.map { "\"\($0)\"" }.joined(separator: ", ")): return true\n"
    out += "    default: return false\n    }\n  }\n\n"
    out += "  public func performSelector(_ selector: Selector, with argument: Any?) -> Bool {\n"
    out += "    switch selector.name {\n"
    for method in methods {
      let accepted = acceptedNames(for: method, among: methods)
      out += "    case \(accepted.map { "\"\($0)\"" }.joined(separator: ", ")):\n"
      if method.labels.isEmpty {
        out += "      \(method.baseName)()\n"
      } else {
        let type = method.parameterTypes[0]
        out += "      guard let sender = argument as? \(type) else {\n"
        out +=
          "        preconditionFailure(\"\\(selector) expects \(type), got \\(String(describing: argument))\")\n"
        out += "      }\n"
        let label = method.labels[0] == "_" ? "" : "\(method.labels[0]): "
        out += "      \(method.baseName)(\(label)sender)\n"
      }
      out += "      return true\n"
    }
    out += "    default: return false\n    }\n  }\n}\n"
    if condition != nil { out += "#endif\n" }
    return out
  }

  /// A method answers to its full selector name and, when its base name is unique in the type,
  /// to the bare base name (`#selector(close)`).
  static func acceptedNames(for method: ObjCMethod, among methods: [ObjCMethod]) -> [String] {
    let unique = methods.filter { $0.baseName == method.baseName }.count == 1
    return unique && !method.labels.isEmpty
      ? [method.selectorName, method.baseName] : [method.selectorName]
  }

  /// The first `#if` condition of the file, when the whole file sits inside it, as translated
  /// (rewrite 5).
  static func fileCondition(_ text: String) -> String? {
    for line in text.components(separatedBy: "\n") {
      let trimmed = rewritePlatformCondition(line).trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
      if trimmed.hasPrefix("#if ") { return String(trimmed.dropFirst(4)) }
      return nil
    }
    return nil
  }

  // MARK: Pieces

  static func stripComment(_ line: String) -> String {
    guard let range = line.range(of: "//") else { return line }
    return String(line[..<range.lowerBound])
  }

  static func declaredTypeName(in code: String) -> String? {
    let words = code.split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == ":" || $0 == "{" || $0 == "<"
    })
    for (index, word) in words.enumerated()
    where ["class", "extension", "struct", "enum", "actor"].contains(word) {
      guard index + 1 < words.count, code.contains("{") else { continue }
      let name = String(words[index + 1])
      if name == "func" || name == "var" || name == "let" { continue }
      return name
    }
    return nil
  }

  static func removeObjCAttributes(_ line: String) -> String {
    var result = line
    while let range = result.range(of: "@objc") {
      var end = range.upperBound
      if end < result.endIndex, result[end] == "(" {
        if let close = result[end...].firstIndex(of: ")") { end = result.index(after: close) }
      }
      while end < result.endIndex, result[end] == " " { end = result.index(after: end) }
      result.removeSubrange(range.lowerBound..<end)
    }
    return result
  }

  /// `@main` removed, with the spaces after it; a line that held only the attribute becomes
  /// empty (not removed, so line numbers stay). `@MainActor` and other attributes are kept:
  /// only `@main` followed by a non-identifier character (or the end of the line) is the
  /// entry-point attribute. Text in a `//` comment is left as it is.
  static func removeMainAttribute(_ line: String) -> String {
    let codeLength = stripComment(line).count
    var characters = Array(line)
    var cursor = 0
    let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
    let attribute = Array("@main")
    while cursor + attribute.count <= min(codeLength, characters.count) {
      let end = cursor + attribute.count
      guard Array(characters[cursor..<end]) == attribute,
        end == characters.count || !isIdentifier(characters[end])
      else {
        cursor += 1
        continue
      }
      var spaces = end
      while spaces < characters.count, characters[spaces] == " " { spaces += 1 }
      characters.removeSubrange(cursor..<spaces)
      return removeMainAttribute(String(characters))
    }
    let result = String(characters)
    return result.trimmingCharacters(in: .whitespaces).isEmpty ? "" : result
  }

  /// `#if os(iOS)` → `#if canImport(UIKit)`, in compilation conditions only (a line whose code
  /// starts with `#if` or `#elseif`); the comment after the condition is left as it is.
  static func rewritePlatformCondition(_ line: String) -> String {
    let code = stripComment(line)
    let trimmed = code.drop(while: { $0 == " " || $0 == "\t" })
    guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { return line }
    var rewritten = code.replacingOccurrences(of: "os(iOS)", with: "canImport(UIKit)")
    rewritten = rewriteCompilerVersions(rewritten)
    return rewritten + line.dropFirst(code.count)
  }

  /// `compiler(>=6.4)` → `compiler(>=6.0)` (rewrite 7): every `compiler(>=…)` test in a
  /// condition's code, whatever its version.
  static func rewriteCompilerVersions(_ code: String) -> String {
    var result = ""
    var rest = Substring(code)
    while let range = rest.range(of: "compiler(>=") {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      result += "6.0"
      rest = rest[close...]
    }
    return result + rest
  }

  /// `Date()` → `SimulationDevice.wallClockNow()` in the line's code (not its comment); a
  /// longer name ending in `Date()` (`makeDate()`, `Foo.Date()`) is left alone.
  static func rewriteWallClock(_ line: String) -> String {
    let code = stripComment(line)
    guard code.contains("Date()") else { return line }
    var result = ""
    var rest = Substring(code)
    while let range = rest.range(of: "Date()") {
      let before = result + rest[..<range.lowerBound]
      let previous = before.last
      let isName = previous.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false
      result = before + (isName ? "Date()" : "SimulationDevice.wallClockNow()")
      rest = rest[range.upperBound...]
    }
    result += rest
    return result + line.dropFirst(code.count)
  }

  /// `#available(iOS 26.0, *)` → `SimulationDevice.isAvailable(iOS: 26, 0)` and
  /// `#unavailable(iOS 18)` → `!SimulationDevice.isAvailable(iOS: 18, 0)`, in the line's code
  /// (not its comment). A check that names no iOS version is refused: it would say nothing
  /// about the simulated device.
  static func rewriteAvailability(_ line: String, file: String, line number: Int) throws
    -> String
  {
    let code = stripComment(line)
    guard code.contains("#available(") || code.contains("#unavailable(") else { return line }
    var result = ""
    var rest = Substring(code)
    while let range = rest.range(of: "#available(") ?? rest.range(of: "#unavailable(") {
      let negated = rest[range].hasPrefix("#unavailable")
      result += rest[..<range.lowerBound]
      guard let close = rest[range.upperBound...].firstIndex(of: ")") else {
        throw TranslationError(file: file, line: number, reason: "unterminated availability check")
      }
      let arguments = rest[range.upperBound..<close]
      let iOS = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix("iOS ") }
      guard let iOS else {
        throw TranslationError(
          file: file, line: number, reason: "availability check without an iOS version")
      }
      let parts = iOS.dropFirst(4).split(separator: ".").compactMap { Int($0) }
      guard let major = parts.first else {
        throw TranslationError(file: file, line: number, reason: "unreadable iOS version")
      }
      let minor = parts.count > 1 ? parts[1] : 0
      result += (negated ? "!" : "") + "SimulationDevice.isAvailable(iOS: \(major), \(minor))"
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result + line.dropFirst(code.count)
  }

  static func rewriteSelectors(_ line: String, file: String, line number: Int) throws -> String {
    var result = line
    while let range = result.range(of: "#selector(") {
      var depth = 1
      var cursor = range.upperBound
      while cursor < result.endIndex, depth > 0 {
        if result[cursor] == "(" { depth += 1 }
        if result[cursor] == ")" { depth -= 1 }
        if depth > 0 { cursor = result.index(after: cursor) }
      }
      guard cursor < result.endIndex else {
        throw TranslationError(file: file, line: number, reason: "#selector spans lines")
      }
      let inside = String(result[range.upperBound..<cursor]).replacingOccurrences(of: " ", with: "")
      let name = selectorName(from: inside)
      result.replaceSubrange(range.lowerBound...cursor, with: "Selector(\"\(name)\")")
    }
    return result
  }

  /// `Type.method(_:)` → `method(_:)`; `self.close` → `close`.
  static func selectorName(from expression: String) -> String {
    let base: Substring
    let labels: Substring
    if let paren = expression.firstIndex(of: "(") {
      base = expression[..<paren]
      labels = expression[paren...]
    } else {
      base = Substring(expression)
      labels = ""
    }
    let methodName = base.split(separator: ".").last.map(String.init) ?? String(base)
    return methodName + labels
  }

  static func parseMethod(lines: [String], from index: Int, file: String) throws -> ObjCMethod? {
    // The declaration may continue on the next lines until its parameter list closes.
    var text = stripComment(lines[index])
    var next = index + 1
    while !text.contains("func ") || (text.contains("(") && !balanced(text)), next < lines.count,
      next - index < 8
    {
      if !text.contains("func "), !text.trimmingCharacters(in: .whitespaces).hasPrefix("@") {
        return nil
      }
      text += " " + stripComment(lines[next])
      next += 1
    }
    guard let funcRange = text.range(of: "func ") else { return nil }
    let afterFunc = text[funcRange.upperBound...]
    guard let open = afterFunc.firstIndex(of: "("),
      let close = afterFunc[open...].firstIndex(of: ")")
    else {
      throw TranslationError(
        file: file, line: index + 1, reason: "cannot read the @objc method's signature")
    }
    let baseName = afterFunc[..<open].trimmingCharacters(in: .whitespaces)
    let parameters = afterFunc[afterFunc.index(after: open)..<close]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard parameters.count <= 1 else {
      throw TranslationError(
        file: file, line: index + 1,
        reason: "@objc method '\(baseName)' has more than one parameter")
    }
    var labels: [String] = []
    var types: [String] = []
    for parameter in parameters {
      let parts = parameter.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2 else {
        throw TranslationError(
          file: file, line: index + 1, reason: "cannot read parameter '\(parameter)'")
      }
      let names = parts[0].split(separator: " ")
      labels.append(String(names.first ?? "_"))
      types.append(parts[1].components(separatedBy: "=")[0].trimmingCharacters(in: .whitespaces))
    }
    return ObjCMethod(typeName: "", baseName: baseName, labels: labels, parameterTypes: types)
  }

  static func balanced(_ text: String) -> Bool {
    text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count
  }
}
