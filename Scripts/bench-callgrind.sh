#!/usr/bin/env bash
# Instructions per frame of SideMenuCore, counted by valgrind's callgrind: the figures we track,
# because instruction counts repeat exactly on a noisy, shared machine where wall-clock time
# does not. For each kind of frame the benchmark runs the same setup followed by 0 and then N
# frames; (Ir(N) - Ir(0)) / N is one frame, with start-up and setup cancelled out.
#
#   Scripts/bench-callgrind.sh                      build release, print `name value unit` lines
#   FRAMES=50000 Scripts/bench-callgrind.sh         more frames (default 20000)
#   SCRATCH_PATH=/tmp/build-bench Scripts/bench-callgrind.sh   build in another scratch folder
#   BENCH_BIN=/path/to/sidemenu-bench Scripts/bench-callgrind.sh   skip the build
#   CALLGRIND_KEEP=DIR Scripts/bench-callgrind.sh   keep the callgrind.out files (for
#                                                   callgrind_annotate) in DIR
set -euo pipefail
cd "$(dirname "$0")/.."

frames="${FRAMES:-20000}"
if [[ -z "${BENCH_BIN:-}" ]]; then
  scratch=()
  if [[ -n "${SCRATCH_PATH:-}" ]]; then scratch=(--scratch-path "$SCRATCH_PATH"); fi
  swift build -c release "${scratch[@]}" --product sidemenu-bench >&2
  BENCH_BIN="$(swift build -c release "${scratch[@]}" --show-bin-path)/sidemenu-bench"
fi
if ! command -v valgrind >/dev/null; then
  echo "# valgrind not found (apt-get install valgrind): instructions not measured"
  exit 3
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Total instructions (Ir) of one run of the workload.
instructions() {
  local mode="$1" count="$2" out="$work/callgrind.$1.$2.out"
  if ! valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$BENCH_BIN" --callgrind-frames "$count" --callgrind-mode "$mode" \
    >/dev/null 2>"$work/valgrind.$mode.$count.log"; then
    echo "# valgrind failed for $mode/$count:" >&2
    cat "$work/valgrind.$mode.$count.log" >&2
    exit 1
  fi
  if [[ -n "${CALLGRIND_KEEP:-}" ]]; then
    mkdir -p "$CALLGRIND_KEEP" && cp "$out" "$CALLGRIND_KEEP/"
  fi
  awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

# mode:figure name. drag = tracker + machine + style evaluation (one panChanged); settle =
# animator + machine + style evaluation (one tick of the open spring); style = frameState alone.
for entry in drag:interactive_drag settle:settle style:frame_state.slideOver; do
  mode="${entry%%:*}"
  name="${entry#*:}"
  base="$(instructions "$mode" 0)"
  full="$(instructions "$mode" "$frames")"
  awk -v n="$name" -v b="$base" -v f="$full" -v k="$frames" \
    'BEGIN { printf "instructions.%s %.1f instructions\n", n, (f - b) / k }'
done
echo "# callgrind: (Ir(N) - Ir(0)) / N with N = $frames frames per kind, $(valgrind --version)"
