#!/bin/bash
# Measures every demo left alone in a real window: how often its threads wake,
# and how much of a core it uses, over SECONDS after five seconds to settle.
#
#   scripts/measure-idle.sh [SECONDS] [BIN_DIR] [DEMO...]
#
# BIN_DIR defaults to the debug build; give a copy of another build's binaries
# to compare. Each demo runs twice on an X server of its own (Xvfb, 1280x800):
# once alone, for CPU (utime + stime from /proc/PID/stat, which strace would
# inflate), and once under strace, for wakeups: every return from a call that
# can sleep (poll, ppoll, epoll_wait, select, nanosleep, clock_nanosleep, and
# futex other than FUTEX_WAKE, each with a timeout other than zero), counted
# for the main thread and for all threads.
# strace is not in `make deps`: `scripts/install-deps.sh strace` installs it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
bin=${2:-$(swift build --show-bin-path)}
shift $(($# < 2 ? $# : 2))
demos=("$@")
if [ ${#demos[@]} -eq 0 ]; then
  demos=(Charts Counter Desktop Drawing Editor Forms FrameBench Gallery Hello Navigation Presentation RenderCheck Rows SystemMonitor Tables Todo)
fi
command -v strace >/dev/null || { echo "measure-idle: strace is missing; run scripts/install-deps.sh strace" >&2; exit 1; }
settle=5
export SDL_RENDER_DRIVER=${SDL_RENDER_DRIVER:-software}
# Their own settings, so a choice made elsewhere (a refresh rate) does not change what is measured.
TRELLIS_DEFAULTS_DIR=$(mktemp -d)
export TRELLIS_DEFAULTS_DIR
work=$(mktemp -d)
trap 'rm -rf "$work" "$TRELLIS_DEFAULTS_DIR"' EXIT

measure() {
  local demo=$1 out="$work/$1"
  # An X server of its own, which writes its display number once it takes connections.
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$out.display" >/dev/null 2>&1 &
  local xpid=$!
  until [ -s "$out.display" ]; do sleep 0.1; done
  local display
  display=$(head -n1 "$out.display")
  # CPU, without strace.
  DISPLAY=:$display "$bin/$demo" >/dev/null 2>&1 & local app=$!
  sleep $settle
  local before after
  before=$(awk '{print $14 + $15}' /proc/$app/stat)
  sleep "$seconds"
  after=$(awk '{print $14 + $15}' /proc/$app/stat)
  kill -9 $app 2>/dev/null || true
  wait $app 2>/dev/null || true
  # Wakeups, under strace; only calls made after the settling time count.
  DISPLAY=:$display strace -f -ttt -qq -o "$out.strace" \
    -e trace=poll,ppoll,epoll_wait,epoll_pwait,select,pselect6,nanosleep,clock_nanosleep,futex \
    "$bin/$demo" >/dev/null 2>&1 & local traced=$!
  sleep $((settle + seconds + 1))
  kill -9 $traced 2>/dev/null || true
  pkill -9 -P $traced 2>/dev/null || true
  wait $traced 2>/dev/null || true
  kill -9 $xpid 2>/dev/null || true
  local ticks
  ticks=$(getconf CLK_TCK)
  python3 - "$out.strace" "$settle" "$seconds" "$demo" "$((after - before))" "$ticks" <<'PY' >"$out.result"
import re, sys
path, settle, seconds, demo, used, ticks = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4], int(sys.argv[5]), int(sys.argv[6])
lines = open(path, errors="replace").read().splitlines()
start = None
main = None
pending = {}
wakes = {}
call = re.compile(r"^(\d+)\s+([0-9.]+)\s+(?:<\.\.\. (\w+) resumed>(.*)|(\w+)\((.*))$")
for line in lines:
    m = call.match(line)
    if not m:
        continue
    pid, at = int(m.group(1)), float(m.group(2))
    if start is None:
        start, main = at, pid
    if m.group(5):
        name, rest = m.group(5), m.group(6)
        if rest.endswith("<unfinished ...>"):
            pending[pid] = rest
            continue
        args = rest
    else:
        name, args = m.group(3), pending.pop(pid, "")
    if name == "futex" and "FUTEX_WAKE" in args:
        continue
    # A call with a zero timeout only looks; it never sleeps, so it is no wakeup.
    if re.search(r", 0\)|\{tv_sec=0, tv_nsec=0\}", args):
        continue
    if start + settle <= at < start + settle + seconds:
        wakes[pid] = wakes.get(pid, 0) + 1
total = sum(wakes.values())
cpu = 100.0 * used / ticks / seconds
print(f"| {demo} | {wakes.get(main, 0) / seconds:.2f} | {total / seconds:.2f} | {len(wakes)} | {cpu:.2f}% |")
PY
}

echo "| Demo | Main-thread wakeups/s | All-thread wakeups/s | Threads that woke | CPU (% of a core) |"
echo "|---|---:|---:|---:|---:|"
# Two demos at a time: the machine's two cores stay mostly free for the demos themselves.
running=0
for demo in "${demos[@]}"; do
  measure "$demo" &
  running=$((running + 1))
  if [ $running -ge 2 ]; then wait -n || true; running=$((running - 1)); fi
done
wait || true
for demo in "${demos[@]}"; do cat "$work/$demo.result" 2>/dev/null || echo "| $demo | failed | | | |"; done
