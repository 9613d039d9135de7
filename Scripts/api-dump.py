#!/usr/bin/env python3
"""Prints a module's public API, one sorted line per symbol, from its symbol graphs.

Usage: api-dump.py DIR MODULE [REEXPORTED] — DIR holds the symbol graphs of MODULE
(MODULE.symbols.json and MODULE@Other.symbols.json for extensions of other modules' types).
Each line is the symbol's path, its declaration, and "[deprecated …]" when it is; conformances
and inheritance of the module's types follow as "Type: Protocol" lines. REEXPORTED names a
module whose types MODULE re-exports (`@_exported import struct REEXPORTED.Type`): each such
type is one line, "Type: re-exported from REEXPORTED (its declaration)"; its members are that
module's API (its own dump) — and the compiler's graph of a re-exporting module lists only some
of them (not those of the type's extensions in other files), so listing them here would be
neither complete nor new. Standard library only.
"""
import json
import pathlib
import sys


# Conformances every type has (and which newer compilers list): not API decisions.
IMPLIED = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"}


def declaration(symbol):
    fragments = symbol.get("declarationFragments") or symbol["names"].get("subHeading", [])
    text = "".join(fragment["spelling"] for fragment in fragments)
    return " ".join(text.split())


def availability(symbol):
    notes = []
    for entry in symbol.get("availability", []):
        if entry.get("isUnconditionallyDeprecated") or "deprecated" in entry:
            note = "deprecated"
            if entry.get("renamed"):
                note += f", renamed: {entry['renamed']}"
            if entry.get("message"):
                note += f": {entry['message']}"
            notes.append(note)
    return f" [{'; '.join(notes)}]" if notes else ""


def main():
    directory, module = pathlib.Path(sys.argv[1]), sys.argv[2]
    reexported = sys.argv[3] if len(sys.argv) > 3 else None
    lines = set()
    foreign = set()  # identifiers of the re-exported module's symbols

    def is_reexported(symbol):
        uri = symbol.get("location", {}).get("uri", "")
        return reexported is not None and f"/Sources/{reexported}/" in uri

    names = {}
    paths = sorted(directory.glob(f"{module}*.symbols.json"))
    graphs = [json.loads(path.read_text()) for path in paths]
    for graph in graphs:
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
    for graph in graphs:
        extended = graph["module"]["name"]
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            path = ".".join(symbol["pathComponents"])
            if is_reexported(symbol):
                foreign.add(symbol["identifier"]["precise"])
                if len(symbol["pathComponents"]) == 1:
                    lines.add(f"{path}: re-exported from {reexported} ({declaration(symbol)})")
                continue
            lines.add(f"{path}: {declaration(symbol)}{availability(symbol)}")
        for relation in graph.get("relationships", []):
            if relation["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            source = names.get(relation["source"])
            if source is None or relation["source"] in foreign:
                continue
            target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
            if target in IMPLIED:
                continue
            lines.add(f"{source}: {relation['kind']} {target}")
    for line in sorted(lines):
        print(line)


if __name__ == "__main__":
    main()
