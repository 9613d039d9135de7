#!/usr/bin/env python3
"""Extracts every Swift code block of the README and the DocC articles into sources a compiler
can check (Scripts/check-doc-snippets.sh runs it and type-checks the result).

    Scripts/doc-snippets.py extract OUTDIR    # writes OUTDIR/swift/*.swift, OUTDIR/manifests/*/
    Scripts/doc-snippets.py list              # each block: where, its kind, or why it is skipped

A block is what an adopter copies, so it is checked as written, inside the smallest harness its
kind needs (the kind is read from the block's first line of code):
- `file`: declarations (`import`, `class`, `struct`, `extension`, …) — at file scope, as written;
- `members`: a view's members (`@State …`, `var body: some View`) — inside `struct …: View`;
- `view`: a SwiftUI view expression (`ContentView()`, `NavigationStack { … }`) — as a view's
  `body`, with the `@State` values the articles bind (`$isMenuOpen`, …);
- `statements`: anything else — the body of a method of a `UIViewController` subclass (in
  SideMenuCore's articles, of a struct), which has the properties the quick starts refer to
  (`sideMenu`, `overlay`, `window`, `mapView`, `configuration`, …);
- `manifest`: Package.swift lines (`.package(…)`, `dependencies: […]`) — inside a
  `Package(…)` that SwiftPM itself loads.
The app's own types a block names but does not declare (`MenuViewController`, `InboxView`,
`analytics`, …) are declared, empty, beside it. Each document's blocks share one file, so a later
block may use an earlier one's declarations (the README's container uses its
`InboxViewController`); declarations are made `fileprivate`, so documents do not collide.

A block that cannot compile on its own — an excerpt with elided parts — is skipped only when the
line right before its fence says why, in a comment no reader sees rendered (GitHub hides HTML
comments; DocC renders no HTML):

    <!-- docs-check: fragment: the reason -->

Diagnostics point at the document's own lines (`#sourceLocation`).
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<info>[^\n`]*)$")
MARKER = re.compile(r"^\s*<!--\s*docs-check:\s*fragment:\s*(?P<reason>.*?)\s*-->\s*$")
DECLARATION = re.compile(
    r"^(?P<attributes>(?:@\w+(?:\([^)]*\))?\s+)*)"
    r"(?P<access>(?:public|internal|private|fileprivate|open)\s+)?"
    r"(?P<rest>(?:final\s+)?(?:class|struct|enum|protocol|actor|func|typealias)\s+(?P<name>\w+))")
DECLARED_NAME = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|open)\s+)?"
    r"(?:final\s+)?(?:class|struct|enum|protocol|actor|func|typealias|let|var)\s+(\w+)")


def documents():
    """The README and every DocC article, in a stable order."""
    docs = [ROOT / "README.md"]
    docs += sorted(ROOT.glob("Sources/*/Documentation.docc/*.md"))
    return docs


def blocks(path):
    """Each ```swift block: (first code line number, code lines, fragment reason or None)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        indent, info = match.group("indent"), match.group("info").strip()
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        if info.split(" ")[0] == "swift":
            previous = index - 1
            while previous >= 0 and not lines[previous].strip():
                previous -= 1
            marker = MARKER.match(lines[previous]) if previous >= 0 else None
            reason = marker.group("reason") if marker else None
            if marker is not None and not reason:
                sys.exit(f"{path.relative_to(ROOT)}:{previous + 1}: a fragment marker needs a reason")
            code = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                    for line in lines[index + 1:end]]
            found.append((index + 2, code, reason))
        index = end + 1
    return found


def first_code_line(code):
    for line in code:
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            return line
    return ""


def kind(code):
    first = first_code_line(code)
    text = "\n".join(code)
    if first.lstrip().startswith(".package(") or re.search(r"^\s*(dependencies|targets):\s*\[",
                                                           text, re.M):
        return "manifest"
    if re.match(r"^@State\b", first) or re.search(r"^var body: some View", text, re.M):
        return "members"
    if re.match(r"^(import\s|extension\s)", first) or DECLARATION.match(first):
        return "file"
    if re.match(r"^\s*[A-Z]\w*\s*(\(|\{)", first):
        return "view"
    return "statements"


def declared_names(code):
    return {m.group(1) for line in code if (m := DECLARED_NAME.match(line))}


# The app's own types and values the blocks name, declared empty where a document does not
# declare them itself. Names, not behaviour: what matters is that SideMenuKit's calls type-check.
KIT_CONTEXT = {
    "MenuViewController": "@MainActor fileprivate final class MenuViewController: UIViewController {}",
    "SettingsViewController":
        "@MainActor fileprivate final class SettingsViewController: UIViewController {}",
    "ComposeViewController":
        "@MainActor fileprivate final class ComposeViewController: UIViewController {}",
    "MailboxesViewController":
        "@MainActor fileprivate final class MailboxesViewController: UIViewController {}",
    "InboxViewController": "@MainActor fileprivate final class InboxViewController: UIViewController {}",
    "FiltersView": "@MainActor fileprivate final class FiltersView: UIView {}",
    "ContentView": "fileprivate struct ContentView: View { var body: some View { Text(\"Content\") } }",
    "InboxView": "fileprivate struct InboxView: View { var body: some View { Text(\"Inbox\") } }",
    "SettingsView": "fileprivate struct SettingsView: View { var body: some View { Text(\"Settings\") } }",
    "MenuView": "fileprivate struct MenuView: View { var body: some View { Text(\"Menu\") } }",
    "NavigationMenu":
        "fileprivate struct NavigationMenu: View { var body: some View { Text(\"Navigation\") } }",
    "FiltersMenu": "fileprivate struct FiltersMenu: View { var body: some View { Text(\"Filters\") } }",
    "MailboxesView":
        "fileprivate struct MailboxesView: View { var body: some View { Text(\"Mailboxes\") } }",
    "InboxTab": "fileprivate struct InboxTab: View {\n  @Binding var path: [String]\n"
                "  var body: some View { Text(\"Inbox\") }\n}",
    "SettingsTab": "fileprivate struct SettingsTab: View {\n  @Binding var path: [String]\n"
                   "  var body: some View { Text(\"Settings\") }\n}",
    "analytics": "fileprivate struct Analytics { func log(_ event: Any) {} }\n"
                 "fileprivate let analytics = Analytics()",
}

# The statements' host: a view controller with the properties the quick starts assume.
KIT_HOST = """@MainActor fileprivate class DocSnippetViewController: UIViewController {
  var sideMenu: SideMenuPresentation!
  var overlay: SideMenuOverlay!
  var window: UIWindow!
  let mapView = UIView()
  let locateButton = UIButton()
  var configuration = SideMenuConfiguration()
}"""

# The state a view expression binds.
VIEW_STATE = """  @State var isMenuOpen = false
  @State var showsMailboxes = false
  @State var openMenu: SideMenuEdge?
  @State var tab = 0
  @State var inboxPath: [String] = []
  @State var settingsPath: [String] = []"""


def swift_file(doc, entries, is_core):
    """One document's checked blocks as one Swift file."""
    relative = doc.relative_to(ROOT)
    imports = ["import SideMenuCore"] if is_core else ["import UIKit", "import SwiftUI",
                                                        "import SideMenuKit"]
    declared = set()
    for line, code, block_kind in entries:
        if block_kind in ("file", "members"):
            declared |= declared_names(code)
    out = [f"// Generated by Scripts/doc-snippets.py from {relative}: its Swift blocks.", *imports]
    if not is_core:
        out += [decl for name, decl in KIT_CONTEXT.items() if name not in declared]
        out.append(KIT_HOST)
    for line, code, block_kind in entries:
        body = []
        for text in code:
            if re.match(r"^import\s", text):
                if text.strip() not in out:
                    out.insert(1, text.strip())
                body.append("")
                continue
            match = DECLARATION.match(text) if block_kind == "file" else None
            if match and not match.group("access"):
                text = f"{match.group('attributes')}fileprivate {text[len(match.group('attributes')):]}"
            body.append(text)
        located = [f'#sourceLocation(file: "{relative}", line: {line})', *body, "#sourceLocation()"]
        name = f"DocSnippet{line}"
        if block_kind == "file":
            out += located
        elif block_kind == "members":
            out += [f"fileprivate struct {name}: View {{", *located, "}"]
        elif block_kind == "view":
            out += [f"fileprivate struct {name}: View {{", VIEW_STATE, "  var body: some View {",
                    *located, "  }", "}"]
        elif is_core:
            out += [f"fileprivate struct {name} {{", "  var configuration = SideMenuConfiguration()",
                    "  mutating func run() {", *located, "  }", "}"]
        else:
            out += [f"@MainActor fileprivate final class {name}: DocSnippetViewController {{",
                    "  func run() {", *located, "  }", "}"]
    return "\n".join(out) + "\n"


def manifest(doc, line, code):
    """A Package.swift around manifest lines: arguments of `Package(…)` or dependency entries."""
    relative = doc.relative_to(ROOT)
    # No #sourceLocation here: it may not stand inside an argument list. The block starts at
    # line 9 of the generated manifest, and the script names the document's line.
    if first_code_line(code).lstrip().startswith(".package("):
        inner = ["  dependencies: [", *code, "  ]"]
    else:
        inner = code
    return "\n".join([
        "// swift-tools-version: 6.0",
        f"// Generated by Scripts/doc-snippets.py from {relative}:{line}.",
        "import PackageDescription",
        "",
        "let package = Package(",
        '  name: "DocSnippetApp",',
        "  platforms: [.iOS(.v15)],",
        *inner,
        ")",
    ]) + "\n"


def collect():
    for doc in documents():
        is_core = "Sources/SideMenuCore/" in doc.as_posix()
        for line, code, reason in blocks(doc):
            yield doc, is_core, line, code, reason, (None if reason else kind(code))


def main(argv):
    if len(argv) == 2 and argv[1] == "list":
        for doc, _, line, _, reason, block_kind in collect():
            where = f"{doc.relative_to(ROOT)}:{line}"
            print(f"{where}: fragment ({reason})" if reason else f"{where}: {block_kind}")
        return 0
    if len(argv) != 3 or argv[1] != "extract":
        print(__doc__, file=sys.stderr)
        return 2
    out = pathlib.Path(argv[2])
    (out / "swift").mkdir(parents=True, exist_ok=True)
    (out / "manifests").mkdir(parents=True, exist_ok=True)
    per_doc = {}
    counts = {"checked": 0, "manifest": 0, "fragment": 0}
    for doc, is_core, line, code, reason, block_kind in collect():
        if reason:
            counts["fragment"] += 1
        elif block_kind == "manifest":
            counts["manifest"] += 1
            folder = out / "manifests" / f"{doc.stem}-{line}"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "Package.swift").write_text(manifest(doc, line, code), encoding="utf-8")
        else:
            counts["checked"] += 1
            per_doc.setdefault((doc, is_core), []).append((line, code, block_kind))
    for (doc, is_core), entries in per_doc.items():
        module = "Core" if is_core else "Kit"
        name = f"{module}-{doc.stem}.swift"
        (out / "swift" / name).write_text(swift_file(doc, entries, is_core), encoding="utf-8")
    print(f"doc snippets: {counts['checked']} Swift blocks, {counts['manifest']} manifest blocks,"
          f" {counts['fragment']} fragments (skipped with their reason)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
