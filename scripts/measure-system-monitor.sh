#!/bin/bash
# Measures the system monitor as a person would leave it: idle on its Processes
# page, about 200 processes, refreshing each second, in a 1280x800 Xvfb screen.
#
#   scripts/measure-system-monitor.sh [SECONDS] [software|opengl]
#
# The app reads its own /proc/self/stat and status after five seconds to settle
# and again SECONDS later (SYSTEM_MONITOR_MEASURE), and prints the share of one
# CPU it used and its resident memory. Trellis prints every drawn frame's time
# (TRELLIS_STATS=frames: update, layout, render and present, without the wait
# for events); the frames inside the measured stretch are the ones drawn for
# the refreshes, and their median and 99th percentile are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
renderer=${2:-software}

swift build -c release --product SystemMonitor >&2
bin="$(swift build -c release --show-bin-path)/SystemMonitor"

# Enough sleeping processes to make about 200, ended when the script ends.
sleepers=()
trap 'kill "${sleepers[@]}" 2>/dev/null || true' EXIT
running=$(find /proc -maxdepth 1 -name '[0-9]*' | wc -l)
for ((i = running; i < 200; i++)); do sleep 100000 & sleepers+=($!); done

log=$(mktemp)
export SYSTEM_MONITOR_MEASURE=$seconds TRELLIS_STATS=frames
# Its own settings: the default refresh rate of one second.
TRELLIS_DEFAULTS_DIR=$(mktemp -d)
export TRELLIS_DEFAULTS_DIR
if [ "$renderer" = software ]; then export SDL_RENDER_DRIVER=software; else unset SDL_RENDER_DRIVER; fi
xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  "$0" --size 960x620 > "$1" 2>&1 & app=$!
  until grep -q "system-monitor: over" "$1"; do
    kill -0 $app 2>/dev/null || { echo "the app stopped early" >&2; exit 1; }
    sleep 1
  done
  kill $app' "$bin" "$log"

grep "trellis: renderer" "$log" || true
grep "system-monitor: over" "$log"
python3 - "$log" "$seconds" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
start = float(re.search(r"measuring from ([0-9.]+) s", text).group(1))
end = start + float(sys.argv[2])
frames = [(float(at), float(ms)) for at, ms in re.findall(r"trellis-frame: at ([0-9.]+) s, ([0-9.]+) ms", text)]
inside = sorted(ms for at, ms in frames if start <= at <= end)
def percentile(fraction):
    rank = max(1, min(len(inside), -(-int(fraction * len(inside) * 1000) // 1000)))
    return inside[rank - 1]
print(f"frames drawn in the {sys.argv[2]} s: {len(inside)}; frame time p50 {percentile(0.5):.2f} ms, "
      f"p99 {percentile(0.99):.2f} ms, max {inside[-1]:.2f} ms")
PY
rm -f "$log"
