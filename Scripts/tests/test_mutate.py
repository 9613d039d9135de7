"""A self-test of Scripts/mutate.py on a tiny repository whose "suite" is a Python one-liner:
one mutant the suite kills, one it misses, one declared equivalent; the working tree is never
written, the scratch copy's file is restored, and the exit status follows --fail-under.
Runs in well under a second (python3 -m unittest discover -s Scripts/tests)."""

import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

TOOL = Path(__file__).resolve().parent.parent / "mutate.py"

SOURCE = "limit = 10\nname = 'menu'\nunused = 1\n"
# The suite: passes while `limit` is 10; says nothing about `name`.
SUITE = [sys.executable, "-c",
         "import runpy, sys; sys.exit(0 if runpy.run_path('code.py')['limit'] == 10 else 1)"]


class MutateToolTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = Path(self.directory.name) / "repo"
        self.root.mkdir()
        (self.root / "code.py").write_text(SOURCE)
        subprocess.run(["git", "init", "-q", str(self.root)], check=True)
        self.list = Path(self.directory.name) / "mutants.json"

    def tearDown(self):
        self.directory.cleanup()

    def write_list(self, mutants):
        self.list.write_text(json.dumps({"mutants": mutants}))

    def mutate(self, *options):
        return subprocess.run(
            [sys.executable, str(TOOL), "--root", str(self.root), *options, str(self.list)],
            capture_output=True, text=True)

    def mutant(self, id, find, replace, **extra):
        entry = {"id": id, "file": "code.py", "find": find, "replace": replace,
                 "reason": "test", "runs": [{"command": SUITE}]}
        entry.update(extra)
        return entry

    def test_killed_survived_equivalent_and_the_rate(self):
        self.write_list([
            self.mutant("limit", "limit = 10", "limit = 11"),
            self.mutant("name", "name = 'menu'", "name = 'other'"),
            self.mutant("unused", "unused = 1", "unused = 2", equivalent="never read"),
        ])
        result = self.mutate()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertRegex(result.stdout, r"limit\s+killed")
        self.assertRegex(result.stdout, r"name\s+survived")
        self.assertIn("equivalent unused: never read", result.stdout)
        self.assertIn("killed 1 of 2 (50 %)", result.stdout)
        self.assertEqual((self.root / "code.py").read_text(), SOURCE, "working tree untouched")
        copy = self.root / ".build" / "mutants" / "tree" / "code.py"
        self.assertEqual(copy.read_text(), SOURCE, "the scratch copy restored")
        below = self.mutate("--fail-under", "90")
        self.assertEqual(below.returncode, 1)

    def test_a_text_not_found_exactly_once_is_a_tool_error(self):
        self.write_list([self.mutant("missing", "limit = 12", "limit = 13")])
        result = self.mutate("--check")
        self.assertEqual(result.returncode, 2)
        self.assertIn("occurs 0 times", result.stderr)

    def test_a_baseline_that_fails_is_a_tool_error(self):
        (self.root / "code.py").write_text(SOURCE.replace("limit = 10", "limit = 9"))
        self.write_list([self.mutant("limit", "limit = 9", "limit = 8")])
        result = self.mutate()
        self.assertEqual(result.returncode, 2)
        self.assertIn("fails its own run", result.stderr)


if __name__ == "__main__":
    unittest.main()
