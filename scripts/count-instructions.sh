#!/usr/bin/env bash
# Counts the instructions one FrameBench op costs in Trellis and in its
# hand-written baseline, with callgrind collecting only inside each side's
# `measure`. Unlike times, the counts do not move with the host's load, so
# they compare two builds (or the two sides) on a shared machine.
#
# usage: count-instructions.sh FRAMEBENCH SCENARIO OP [RUNS]
set -euo pipefail
bench=$1 scenario=$2 op=$3 runs=${4:-10}
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

count() {  # side pattern: the mangled name of the side's measure method
  local file="$out/$1.out"
  SDL_RENDER_DRIVER=software TRELLIS_FONT="$font" "${wrap[@]}" valgrind --tool=callgrind --callgrind-out-file="$file" \
    --toggle-collect="*$2*" "$bench" --scenario "$scenario" --op "$op" --runs "$runs" >/dev/null 2>&1 || true
  [ -s "$file" ] && callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); if ($1 ~ /^[0-9]+$/) print $1; exit }' || true
}

trellis=$(count trellis 12TrellisSceneC7measure)
baseline=$(count baseline 13BaselineScenePAAE7measure)
if [ -z "$trellis" ]; then
  echo "count-instructions: no instructions counted for \"$op\" in $scenario; is the op's name right?" >&2
  exit 1
fi
ratio=$( [ -n "$baseline" ] && awk -v t="$trellis" -v b="$baseline" 'BEGIN { printf "%.2f×", t / b }' || echo "–")
printf '%-12s %-40s %15s %15s %8s\n' "$scenario" "$op" "$trellis" "${baseline:-–}" "$ratio"
