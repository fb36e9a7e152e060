#!/usr/bin/env bash
# Counts the instructions one run of a FrameBench op costs in Trellis and in
# its hand-written baseline, with callgrind collecting only inside each side's
# `measure`. Unlike times, the counts do not move with the host's load, so
# they compare two builds (or the two sides) on a shared machine.
#
# Each side is counted over 10 runs and over 20 (exactly: `--exact-runs` lifts
# the minimum of runs some ops keep for their timings), and the difference is
# divided by 10: what one more run costs. The first runs of a process also pay once
# for type metadata, conformance searches and caches being filled, which is
# a third of a small op's count over 10 runs and is not what an op costs.
#
# Every kind of op is counted: changes, single frames and first frames.
#
# usage: count-instructions.sh FRAMEBENCH SCENARIO OP
set -euo pipefail
bench=$1 scenario=$2 op=$3
for tool in valgrind strip; do
  command -v $tool >/dev/null || { echo "count-instructions: $tool is missing (make instructions installs it)" >&2; exit 1; }
done
out=$(mktemp -d "${TMPDIR:-/tmp}/trellis-instructions.XXXXXX")
trap 'rm -rf "$out"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 that Swift writes and gives up; symbols are enough.
cp "$bench" "$out/FrameBench"
strip --strip-debug "$out/FrameBench"
bench=$out/FrameBench
# Found here: FrameBench asks fc-match itself, which fails under valgrind.
font=${TRELLIS_FONT:-$(fc-match -f '%{file}' sans-serif)}
wrap=()
[ -n "${DISPLAY:-}" ] || wrap=(xvfb-run -a -s "-screen 0 1280x800x24")

total() {  # side patterns runs: the instructions of `runs` runs inside the side's measure methods
  local file="$out/$1-$3.out" toggles=() pattern
  IFS=',' read -ra patterns <<< "$2"
  for pattern in "${patterns[@]}"; do toggles+=(--toggle-collect="*$pattern*"); done
  if ! SDL_RENDER_DRIVER=software TRELLIS_FONT="$font" "${wrap[@]}" valgrind --tool=callgrind --callgrind-out-file="$file" \
    "${toggles[@]}" "$bench" --scenario "$scenario" --op "$op" --runs "$3" --exact-runs >/dev/null 2>"$out/errors"; then
    # FrameBench refuses an op name that matches nothing; its count would be of setting up alone.
    echo "count-instructions: FrameBench failed: $(grep -v '^==' "$out/errors" | tail -3)" >&2
    return 1
  fi
  [ -s "$file" ] && callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); if ($1 ~ /^[0-9]+$/) print $1; exit }' || true
}

count() {  # side patterns (comma-separated): the instructions of one more run
  local ten twenty
  ten=$(total "$1" "$2" 10) || return 1
  twenty=$(total "$1" "$2" 20) || return 1
  [ -n "$ten" ] && [ -n "$twenty" ] || return 0
  # Ten more runs that cost under a thousandth of the first ten, or under 100
  # instructions a run, were not collected:
  # the measuring function was entered through a thunk whose target matches the
  # pattern too (docs/instructions.md), or the op ran a fixed number of times.
  if [ $(( (twenty - ten) * 1000 )) -lt "$ten" ] || [ $(( twenty - ten )) -lt 1000 ]; then
    echo "count-instructions: $1: 20 runs of \"$op\" counted $twenty instructions and 10 counted $ten; the runs were not collected" >&2
    return 1
  fi
  echo $(( (twenty - ten) / 10 ))
}

# Trellis's ops run in `TrellisScene.measure` (a change until the frames
# settle, or a first frame: `measure(firstFrameOf:window:)`) or in
# `measureOneFrame` (one frame at a fixed rate), whose name Swift mangles with
# "Frame" abbreviated. The three never call one another; a toggled function
# inside another would switch collection off.
trellis=$(count trellis 12TrellisSceneC7measure,12TrellisSceneC010measureOneA0) || exit 1
baseline=$(count baseline 13BaselineScenePAAE7measure) || exit 1
if [ -z "$trellis" ]; then
  echo "count-instructions: no instructions counted for \"$op\" in $scenario; is the op's name right?" >&2
  exit 1
fi
ratio=$( [ -n "$baseline" ] && awk -v t="$trellis" -v b="$baseline" 'BEGIN { printf "%.2f×", t / b }' || echo "–")
printf '%-12s %-40s %15s %15s %8s\n' "$scenario" "$op" "$trellis" "${baseline:-–}" "$ratio"
