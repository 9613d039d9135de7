#!/usr/bin/env python3
"""Mutation testing for SideMenuKit: does a test fail when the code it guards is broken?

Reads mutant lists (JSON, Scripts/mutants/*.json), applies each one-line mutant to a scratch
copy of the working tree, runs the test suites the mutant names, restores the file, and prints
killed / survived per mutant and the kill rate. The working tree is never written: the copy
lives in .build/mutants/tree (its own .build folders are kept between runs, so every build after
the first is incremental), is brought up to date with the working tree (committed or not) at the
start of every run, and the mutated file is put back after each mutant — also on Ctrl-C.

Usage (see CONTRIBUTING.md, "Mutation testing"):
  Scripts/mutate.py Scripts/mutants/issue34.json            # run every mutant of the list
  Scripts/mutate.py --only driver-trackpad-time LIST.json   # some of them
  Scripts/mutate.py --check Scripts/mutants/*.json          # validate lists, run nothing
  Scripts/mutate.py --fail-under 90 LIST.json               # exit 1 below a 90 % kill rate

A list is {"description": …, "mutants": [mutant, …]}; a mutant is
  {"id": "short-name", "file": "path from the repository root",
   "find": "exact text, occurring exactly once in the file",
   "replace": "what it becomes", "reason": "the plausible bug it stands for",
   "runs": [{"package": "." or "Simulation", "filter": "regex for swift test --filter"}, …],
   "equivalent": "why it cannot change behaviour" (optional: listed, not run, not counted)}
A run may instead give "command": ["argv", …] (run in the copy's root; exit 0 = tests pass).

Exit status: 0 when the tool worked (whatever survived), 1 when --fail-under was given and the
kill rate is below it, 2 on a tool error (a bad list, a "find" text not found exactly once, the
unmutated copy failing to build or failing its own runs). Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path


class ToolError(Exception):
    """Something the tool cannot work with (exit status 2)."""


@dataclass(frozen=True)
class Run:
    """One test command: a package's `swift test --filter`, or a command line."""

    package: str | None = None
    filter: str | None = None
    command: tuple[str, ...] | None = None

    def describe(self) -> str:
        if self.command:
            return " ".join(self.command)
        return f"swift test --package-path {self.package} --filter '{self.filter}'"


@dataclass
class Mutant:
    id: str
    file: str
    find: str
    replace: str
    reason: str
    runs: list[Run]
    equivalent: str | None = None
    source: str = ""


@dataclass
class Outcome:
    mutant: Mutant
    status: str  # killed, survived, equivalent, stillborn
    detail: str = ""
    seconds: float = 0.0
    killed_by: list[str] = field(default_factory=list)


def load_lists(paths: list[Path]) -> list[Mutant]:
    """Reads and checks the shape of every list; ids must be unique across them."""
    mutants: list[Mutant] = []
    for path in paths:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            raise ToolError(f"{path}: cannot read the list: {error}") from error
        entries = data.get("mutants") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            raise ToolError(f'{path}: expected {{"mutants": [...]}}')
        for index, entry in enumerate(entries):
            where = f"{path} mutant {index + 1}"
            if not isinstance(entry, dict):
                raise ToolError(f"{where}: not an object")
            for key in ("id", "file", "find", "replace", "reason"):
                if not isinstance(entry.get(key), str) or not entry[key]:
                    if not (key == "replace" and entry.get(key) == ""):
                        raise ToolError(f"{where}: '{key}' must be a non-empty string")
            if entry["find"] == entry["replace"]:
                raise ToolError(f"{where} ({entry['id']}): 'replace' equals 'find'")
            runs = []
            for run in entry.get("runs", []):
                if isinstance(run, dict) and isinstance(run.get("command"), list) and run["command"]:
                    runs.append(Run(command=tuple(str(part) for part in run["command"])))
                elif isinstance(run, dict) and isinstance(run.get("filter"), str) and run["filter"]:
                    runs.append(Run(package=str(run.get("package", ".")), filter=run["filter"]))
                else:
                    raise ToolError(f"{where} ({entry['id']}): a run needs 'filter' or 'command'")
            equivalent = entry.get("equivalent")
            if not runs and not equivalent:
                raise ToolError(f"{where} ({entry['id']}): no runs (name the suites that matter)")
            mutants.append(
                Mutant(
                    id=entry["id"], file=entry["file"], find=entry["find"],
                    replace=entry["replace"], reason=entry["reason"], runs=runs,
                    equivalent=equivalent if isinstance(equivalent, str) else None,
                    source=str(path)))
    seen: set[str] = set()
    for mutant in mutants:
        if mutant.id in seen:
            raise ToolError(f"mutant id '{mutant.id}' appears twice")
        seen.add(mutant.id)
    return mutants


def check_applicable(mutants: list[Mutant], root: Path) -> list[str]:
    """Each mutant's text must occur exactly once in its file; returns the problems."""
    problems = []
    for mutant in mutants:
        path = root / mutant.file
        if not path.is_file():
            problems.append(f"{mutant.id}: no file {mutant.file}")
            continue
        count = path.read_text(encoding="utf-8").count(mutant.find)
        if count != 1:
            problems.append(
                f"{mutant.id}: the text occurs {count} times in {mutant.file} (must be once)")
    return problems


def repository_files(root: Path) -> list[str]:
    """Tracked and untracked-but-not-ignored files of the working tree (what a commit would see)."""
    try:
        output = subprocess.run(
            ["git", "-C", str(root), "ls-files", "-z", "--cached", "--others",
             "--exclude-standard"],
            check=True, capture_output=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        raise ToolError(f"git ls-files failed in {root}: {error}") from error
    names = sorted({name for name in output.decode("utf-8").split("\0") if name})
    # Build folders are never sources (and hold the scratch copy itself when not ignored).
    return [
        name for name in names
        if os.path.lexists(root / name) and ".build" not in Path(name).parts]


def sync_copy(root: Path, copy: Path) -> int:
    """Makes `copy` hold the working tree's files, writing only those that differ (so the
    copy's builds stay incremental) and deleting files the tree no longer has. The copy's build
    folders are left alone. Returns how many files were written."""
    copy.mkdir(parents=True, exist_ok=True)
    names = repository_files(root)
    wanted = set(names)
    written = 0
    for name in names:
        source, target = root / name, copy / name
        if source.is_symlink():
            link = os.readlink(source)
            if target.is_symlink() and os.readlink(target) == link:
                continue
            if target.exists() or target.is_symlink():
                target.unlink() if not target.is_dir() or target.is_symlink() else shutil.rmtree(target)
            target.parent.mkdir(parents=True, exist_ok=True)
            os.symlink(link, target)
            written += 1
            continue
        if target.is_file() and not target.is_symlink() and filecmp.cmp(source, target, shallow=False):
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.is_symlink():
            target.unlink()
        shutil.copy2(source, target)
        written += 1
    # Files the working tree no longer has (outside build folders).
    for current, directories, files in os.walk(copy):
        relative = Path(current).relative_to(copy)
        directories[:] = [d for d in directories if d not in (".build", ".swiftpm", ".git")]
        for file in files:
            name = str(relative / file) if str(relative) != "." else file
            if name not in wanted:
                (Path(current) / file).unlink()
    return written


def run_command(argv: list[str], cwd: Path, timeout: float, log) -> tuple[int | None, str]:
    """Runs a command; returns (status, tail of its output); status None on a timeout."""
    log(f"    $ {' '.join(argv)}")
    try:
        process = subprocess.Popen(
            argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            start_new_session=True)
    except OSError as error:
        raise ToolError(f"cannot run {argv[0]}: {error}") from error
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        return None, output.decode("utf-8", "replace")[-40000:]
    except KeyboardInterrupt:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise
    return process.returncode, output.decode("utf-8", "replace")[-40000:]


def tests_run(output: str) -> int:
    """How many tests a `swift test` run reports (Swift Testing's and XCTest's summaries)."""
    counts = [int(n) for n in re.findall(r"Test run with (\d+) tests?", output)]
    counts += [int(n) for n in re.findall(r"Executed (\d+) tests?", output)]
    return sum(counts)


def failing_lines(output: str) -> list[str]:
    """The lines of a test run's output that name what failed."""
    lines = output.splitlines()
    # Swift Testing's "recorded an issue … File.swift:NN: Expectation failed" lines first.
    keep = [line.strip()[:240] for line in lines if "recorded an issue" in line]
    keep += [
        line.strip()[:240] for line in lines
        if "recorded an issue" not in line
        and ("failed" in line.lower() or "error:" in line or "Expectation" in line)]
    return keep[:6]


class Runner:
    def __init__(self, copy: Path, timeout: float, verbose: bool):
        self.copy = copy
        self.timeout = timeout
        self.verbose = verbose
        self.built: set[str] = set()

    def log(self, text: str) -> None:
        if self.verbose:
            print(text, flush=True)

    def build(self, package: str) -> tuple[bool, str]:
        status, output = run_command(
            ["swift", "build", "--build-tests", "--package-path", package], self.copy,
            self.timeout, self.log)
        return status == 0, output

    def run(self, run: Run) -> tuple[str, str]:
        """'pass', 'fail' or 'timeout', with the output's tail."""
        if run.command:
            argv = list(run.command)
        else:
            argv = ["swift", "test", "--skip-build", "--package-path", run.package or ".",
                    "--filter", run.filter or ""]
        status, output = run_command(argv, self.copy, self.timeout, self.log)
        if status is None:
            return "timeout", output
        return ("pass" if status == 0 else "fail"), output

    def packages(self, runs: list[Run]) -> list[str]:
        return sorted({run.package for run in runs if run.package and not run.command})


def test_mutant(mutant: Mutant, runner: Runner) -> Outcome:
    if mutant.equivalent:
        return Outcome(mutant, "equivalent", mutant.equivalent)
    path = runner.copy / mutant.file
    original = path.read_bytes()
    text = original.decode("utf-8")
    if text.count(mutant.find) != 1:
        raise ToolError(f"{mutant.id}: the text no longer occurs exactly once in {mutant.file}")
    started = time.monotonic()
    try:
        path.write_text(text.replace(mutant.find, mutant.replace, 1), encoding="utf-8")
        for package in runner.packages(mutant.runs):
            ok, output = runner.build(package)
            if not ok:
                return Outcome(
                    mutant, "stillborn", "does not compile: " + " | ".join(failing_lines(output)),
                    time.monotonic() - started)
        killed_by = []
        details = []
        for run in mutant.runs:
            result, output = runner.run(run)
            if result != "pass":
                killed_by.append(run.describe() + (" (timed out)" if result == "timeout" else ""))
                details.extend(failing_lines(output))
        status = "killed" if killed_by else "survived"
        return Outcome(
            mutant, status, " | ".join(details[:4]), time.monotonic() - started, killed_by)
    finally:
        path.write_bytes(original)


def baseline(mutants: list[Mutant], runner: Runner) -> None:
    """The unmutated copy must build and pass every run the mutants use."""
    runs: list[Run] = []
    for mutant in mutants:
        if mutant.equivalent:
            continue
        for run in mutant.runs:
            if run not in runs:
                runs.append(run)
    for package in runner.packages(runs):
        print(f"baseline: building {package} …", flush=True)
        ok, output = runner.build(package)
        if not ok:
            raise ToolError(
                f"the unmutated copy does not build ({package}):\n" + "\n".join(failing_lines(output)))
    for run in runs:
        result, output = runner.run(run)
        if result != "pass":
            raise ToolError(
                f"the unmutated copy fails its own run ({result}): {run.describe()}\n"
                + "\n".join(failing_lines(output)))
        if not run.command and tests_run(output) == 0:
            raise ToolError(f"the filter matches no test: {run.describe()}")
    print(f"baseline: {len(runs)} run(s) pass unmutated", flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description="Apply one-line mutants to a scratch copy, run the suites they name, report.")
    parser.add_argument("lists", nargs="+", type=Path, help="mutant lists (JSON)")
    parser.add_argument("--only", default="", help="comma-separated mutant ids to run")
    parser.add_argument("--check", action="store_true",
                        help="validate the lists against the working tree; run nothing")
    parser.add_argument("--fail-under", type=float, default=None, metavar="PERCENT",
                        help="exit 1 when the kill rate is below PERCENT")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip checking that the unmutated copy passes the runs")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the repository (default: this script's)")
    parser.add_argument("--scratch", type=Path, default=None,
                        help="the scratch copy (default: ROOT/.build/mutants/tree)")
    parser.add_argument("--timeout", type=float, default=900,
                        help="seconds per build or test run (a hang counts as killed)")
    parser.add_argument("-v", "--verbose", action="store_true", help="echo every command")
    options = parser.parse_args(argv)
    root = options.root.resolve()
    try:
        mutants = load_lists(options.lists)
        if options.only:
            wanted = [name.strip() for name in options.only.split(",") if name.strip()]
            unknown = [name for name in wanted if name not in {m.id for m in mutants}]
            if unknown:
                raise ToolError(f"no mutant named {', '.join(unknown)}")
            mutants = [m for m in mutants if m.id in wanted]
        problems = check_applicable(mutants, root)
        if problems:
            raise ToolError("lists that do not apply to the working tree:\n  " + "\n  ".join(problems))
        if options.check:
            print(f"{len(mutants)} mutant(s) apply to the working tree")
            return 0
        copy = (options.scratch or root / ".build" / "mutants" / "tree").resolve()
        if copy == root or root in copy.parents and ".build" not in copy.parts:
            raise ToolError("the scratch copy must not be the working tree")
        written = sync_copy(root, copy)
        print(f"scratch copy: {copy} ({written} file(s) updated)", flush=True)
        runner = Runner(copy, options.timeout, options.verbose)
        if not options.no_baseline:
            baseline(mutants, runner)
        outcomes = []
        for index, mutant in enumerate(mutants, 1):
            print(f"[{index}/{len(mutants)}] {mutant.id}: {mutant.reason}", flush=True)
            outcome = test_mutant(mutant, runner)
            outcomes.append(outcome)
            by = f" by {'; '.join(outcome.killed_by)}" if outcome.killed_by else ""
            print(f"    {outcome.status.upper()}{by} ({outcome.seconds:.0f} s)", flush=True)
            if outcome.detail:
                # The failing line that killed it (the evidence), or why it was not counted.
                shown = outcome.detail if options.verbose else outcome.detail.split(" | ")[0]
                print(f"    {shown}", flush=True)
    except ToolError as error:
        print(f"mutate.py: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nmutate.py: interrupted (the scratch copy's file was restored)", file=sys.stderr)
        return 2
    return report(outcomes, options.fail_under)


def report(outcomes: list[Outcome], fail_under: float | None) -> int:
    counted = [o for o in outcomes if o.status in ("killed", "survived")]
    killed = [o for o in counted if o.status == "killed"]
    width = max([len(o.mutant.id) for o in outcomes] + [6])
    print("\n  " + "mutant".ljust(width) + "  result")
    for outcome in outcomes:
        print(f"  {outcome.mutant.id.ljust(width)}  {outcome.status}")
    for outcome in outcomes:
        if outcome.status == "equivalent":
            print(f"  equivalent {outcome.mutant.id}: {outcome.detail}")
        if outcome.status == "stillborn":
            print(f"  stillborn {outcome.mutant.id} (not counted): {outcome.detail}")
    rate = 100.0 * len(killed) / len(counted) if counted else 100.0
    print(
        f"killed {len(killed)} of {len(counted)} ({rate:.0f} %); "
        f"{len(counted) - len(killed)} survived, "
        f"{sum(o.status == 'equivalent' for o in outcomes)} equivalent, "
        f"{sum(o.status == 'stillborn' for o in outcomes)} stillborn")
    if fail_under is not None and rate < fail_under:
        print(f"mutate.py: kill rate {rate:.0f} % is below {fail_under:g} %", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
