import Foundation
import Testing

// The README's test command, Scripts/test.sh, and the scripts it runs must work with the bash a
// Mac has: macOS ships bash 3.2 (`/bin/bash`, GNU bash 3.2.57), and `#!/usr/bin/env bash` finds it
// unless someone installed a newer one. These tests read the scripts for what bash 3.2 lacks or
// does differently. They cannot run bash 3.2 itself (no Debian package has it); shellcheck (Debian's
// `shellcheck`) finds no warning in the same scripts.
// https://tiswww.case.edu/php/chet/bash/CHANGES (the release each feature came with)

/// The repository's root, from this file's path (Tests/SideMenuCoreTests/Documentation/…).
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Scripts/test.sh and every script of Scripts/ it runs or sources, however deep, by relative path.
private func testCommandScripts() throws -> [String] {
  var found: [String] = []
  var queue = ["Scripts/test.sh"]
  let mention = try NSRegularExpression(pattern: "Scripts/[A-Za-z0-9_-]+\\.sh")
  while let script = queue.popLast() {
    guard !found.contains(script) else { continue }
    found.append(script)
    for line in try code(of: script) {
      let range = NSRange(line.startIndex..., in: line)
      for match in mention.matches(in: line, range: range) {
        guard let matched = Range(match.range, in: line) else { continue }
        let path = String(line[matched])
        if FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path)
        {
          queue.append(path)
        }
      }
    }
  }
  return found.sorted()
}

/// A script's lines without comment lines and without here-documents (another language's text).
private func code(of script: String) throws -> [String] {
  let text = try String(
    contentsOf: repositoryRoot.appendingPathComponent(script), encoding: .utf8)
  var lines: [String] = []
  var hereDocumentEnd: String?
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    if let end = hereDocumentEnd {
      if line.trimmingCharacters(in: .whitespaces) == end { hereDocumentEnd = nil }
      continue
    }
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { continue }
    if let range = line.range(of: "<<-?'?\"?([A-Z_]+)'?\"?", options: .regularExpression) {
      hereDocumentEnd = String(line[range]).trimmingCharacters(
        in: CharacterSet(charactersIn: "<-'\""))
    }
    lines.append(line)
  }
  return lines
}

/// Constructs that bash 3.2 rejects or reads otherwise, each with the release that brought it.
private let newerThanBash32: [(pattern: String, reason: String)] = [
  ("\\b(mapfile|readarray)\\b", "mapfile/readarray (bash 4.0)"),
  (
    "\\$\\{[A-Za-z_][A-Za-z0-9_]*(\\[[^]]*\\])?(,|\\^)",
    "case modification ${v,,} ${v^^} (bash 4.0)"
  ),
  ("\\b(declare|local|typeset)\\s+-[a-zA-Z]*A", "associative arrays (bash 4.0)"),
  ("\\b(declare|local|typeset)\\s+-[a-zA-Z]*n\\b", "name references (bash 4.3)"),
  ("\\[\\[\\s+-v\\s", "[[ -v name ]] (bash 4.2)"),
  ("&>>|\\|&", "&>> and |& (bash 4.0)"),
  (";;&|;&\\s*$", "case fall-through ;& and ;;& (bash 4.0)"),
  ("\\bglobstar\\b|\\bcoproc\\b", "globstar, coproc (bash 4.0)"),
  ("\\bwait\\s+-n\\b", "wait -n (bash 4.3)"),
  ("\\$\\{[A-Za-z_][A-Za-z0-9_]*\\[-[0-9]+\\]\\}", "negative array index (bash 4.3)"),
  ("\\$\\{?(EPOCHSECONDS|EPOCHREALTIME|SRANDOM|BASHPID)\\b", "variables of bash 4 and 5"),
  ("%\\([^)]*\\)T", "printf %(…)T (bash 4.2)"),
  ("\\{[A-Za-z_][A-Za-z0-9_]*\\}[<>]", "{fd}> descriptor allocation (bash 4.1)"),
]

@Suite("Shell scripts of the test command")
struct ShellScriptTests {
  @Test("The test command's scripts are found, test.sh's callees included")
  func scriptsAreFound() throws {
    let scripts = try testCommandScripts()
    #expect(scripts.contains("Scripts/test.sh"))
    #expect(scripts.contains("Scripts/typecheck-ios-sdk.sh"))
    #expect(scripts.contains("Scripts/standin-tree.sh"))
  }

  @Test("No construct that bash 3.2 (macOS's /bin/bash) lacks")
  func noConstructNewerThanBash32() throws {
    for script in try testCommandScripts() {
      for line in try code(of: script) {
        for rule in newerThanBash32
        where line.range(of: rule.pattern, options: .regularExpression) != nil {
          Issue.record("\(script): \(rule.reason): \(line)")
        }
      }
    }
  }

  /// Before bash 4.4, `"${a[@]}"` (and `"${a[*]}"`) of an empty array is an unbound variable
  /// under `set -u`, which every script sets: an array that starts empty is expanded as
  /// `${a[@]+"${a[@]}"}`, which is nothing when it is empty.
  @Test("An array that may be empty is expanded as ${a[@]+\"${a[@]}\"}")
  func emptyArraysAreExpandedSafely() throws {
    for script in try testCommandScripts() {
      let lines = try code(of: script)
      let declaredEmpty = try NSRegularExpression(
        pattern:
          "(?:^|[\\s;])(?:local\\s+)?(?:[A-Za-z_][A-Za-z0-9_]*=\\S*\\s+)*([A-Za-z_][A-Za-z0-9_]*)=\\(\\)"
      )
      var empty: Set<String> = []
      for line in lines {
        let range = NSRange(line.startIndex..., in: line)
        for match in declaredEmpty.matches(in: line, range: range) {
          if let name = Range(match.range(at: 1), in: line) { empty.insert(String(line[name])) }
        }
      }
      for line in lines {
        for name in empty {
          for form in ["@", "*"] {
            let expansion = "${\(name)[\(form)]}"
            let guarded = "${\(name)[\(form)]+\"${\(name)[\(form)]}\"}"
            let unguarded = line.replacingOccurrences(of: guarded, with: "")
            #expect(!unguarded.contains(expansion), "\(script): \(expansion) unguarded: \(line)")
          }
        }
      }
    }
  }
}
