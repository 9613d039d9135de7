#!/usr/bin/env python3
"""Completes SideMenuKit's symbol graph with the engine types it re-exports, for DocC.

Usage: docc-reexports.py KIT_DIR CORE_DIR — KIT_DIR holds SideMenuKit's graphs (compiled against
the UIKit/SwiftUI stand-in), CORE_DIR SideMenuCore's. SideMenuKit re-exports some engine types
by scoped imports (Sources/SideMenuKit/SideMenuKit.swift); the compiler's graph of SideMenuKit
has those types but not the members their extensions declare in other files (the styles'
presets, the timings' springs), which the articles link to. This copies each missing member of
a re-exported type, with its relationships, from SideMenuCore's graph; then, in the re-exported
symbols' comments only, a link to what `import SideMenuKit` does not give (the engine's
machinery: ``SideMenuStateMachine``, ``SideMenuContainer``, …) becomes code text, since that
page is in SideMenuCore's documentation. SideMenuKit's own comments are left as they are, so
DocC still reports a broken link of ours. Standard library only.
"""
import json
import pathlib
import re
import sys

LINK = re.compile(r"``([^`]+)``")


def main():
    kit_dir, core_dir = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    kit_path = kit_dir / "SideMenuKit.symbols.json"
    kit = json.loads(kit_path.read_text())
    core = json.loads((core_dir / "SideMenuCore.symbols.json").read_text())

    def from_core(symbol):
        return "/Sources/SideMenuCore/" in symbol.get("location", {}).get("uri", "")

    present = {s["identifier"]["precise"] for s in kit["symbols"]}
    reexported = {
        s["pathComponents"][0] for s in kit["symbols"]
        if from_core(s) and len(s["pathComponents"]) == 1
    }
    added = set()
    for symbol in core["symbols"]:
        if symbol["pathComponents"][0] in reexported and symbol["identifier"]["precise"] not in present:
            kit["symbols"].append(symbol)
            added.add(symbol["identifier"]["precise"])
    present |= added
    known = {(r["kind"], r["source"], r["target"]) for r in kit["relationships"]}
    for relation in core["relationships"]:
        key = (relation["kind"], relation["source"], relation["target"])
        if relation["source"] in added and key not in known and (
                relation["target"] in present or "targetFallback" in relation):
            kit["relationships"].append(relation)

    paths = {".".join(s["pathComponents"]) for s in kit["symbols"]}

    def resolves(link, scope):
        if link.startswith("doc:") or "://" in link:
            return True
        parts = [re.sub(r"-(swift\.[a-z.]+|[0-9a-f]{3,})$", "", p) for p in link.split("/") if p]
        if parts and parts[0] == "SideMenuKit":
            parts = parts[1:]
        if not parts or not parts[0].startswith("SideMenu"):
            return True  # another module's symbol (SwiftUI/View/…): DocC's to judge
        for depth in range(len(scope), -1, -1):
            if ".".join(scope[:depth] + parts) in paths:
                return True
        return False

    rewritten = 0
    for symbol in kit["symbols"]:
        if not from_core(symbol) or "docComment" not in symbol:
            continue
        scope = symbol["pathComponents"]
        for line in symbol["docComment"].get("lines", []):
            def replace(match):
                nonlocal rewritten
                if resolves(match.group(1), scope):
                    return match.group(0)
                rewritten += 1
                return "`" + match.group(1).replace("/", ".") + "`"
            line["text"] = LINK.sub(replace, line["text"])
    kit_path.write_text(json.dumps(kit))
    print(f"docc-reexports: {len(reexported)} re-exported types, {len(added)} members added "
          f"from SideMenuCore's graph, {rewritten} links to SideMenuCore-only symbols made text")


if __name__ == "__main__":
    main()
