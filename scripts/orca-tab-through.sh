#!/usr/bin/env bash
# Prints what Orca says while Tab goes through a demo: on an X server and a
# session bus of its own, it starts at-spi2-core's bus launcher, turns
# accessibility on, starts Orca with a debug file (Orca logs each utterance as
# "SPEECH OUTPUT", whether or not a speech server is there), starts the app,
# presses Tab TABS times, and prints the utterances.
#
# Usage: scripts/orca-tab-through.sh [path/to/Forms] [TABS]    (defaults .build/debug/Forms, 16)
# Needs orca, at-spi2-core, dbus-daemon, xvfb and xdotool; not part of `make test`.
set -uo pipefail

if [ "${1:-}" != "--inside" ]; then
  app="${1:-.build/debug/Forms}" tabs="${2:-16}"
  for tool in orca /usr/libexec/at-spi-bus-launcher dbus-run-session dbus-send xvfb-run xdotool; do
    if ! command -v "$tool" >/dev/null 2>&1; then
      echo "orca-tab-through: $tool is missing; as root: apt-get install -y orca at-spi2-core dbus-daemon xvfb xdotool" >&2
      exit 2
    fi
  done
  [ -x "$app" ] || { echo "orca-tab-through: no program at $app; build it with 'swift build --product Forms'" >&2; exit 2; }
  app="$(cd "$(dirname "$app")" && pwd)/$(basename "$app")"
  work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-orca-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  timeout 180 xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" --inside "$app" "$tabs" "$work" >/dev/null 2>&1
  grep -o "SPEECH OUTPUT: .*" "$work/orca.log" | sed -e "s/^SPEECH OUTPUT: '//" -e "s/'{.*//"
  exit 0
fi

app="$2" tabs="$3" work="$4"
source "$(cd "$(dirname "$0")" && pwd)/a11y-session.sh"
start_accessibility_bus "$work"
orca --replace --debug-file="$work/orca.log" >"$work/orca.out" 2>&1 &
# Orca says "Screen reader on" once it listens; the app comes after, as a user's would.
for _ in $(seq 100); do grep -q "SPEECH OUTPUT" "$work/orca.log" 2>/dev/null && break; sleep 0.1; done
SDL_RENDER_DRIVER=software "$app" >"$work/app.out" 2>&1 &
pid=$!
focus_window_of "$pid"
# Orca reads the window as it gets the keyboard; each Tab after it waits for Orca to speak.
for _ in $(seq 50); do [ "$(grep -c "SPEECH OUTPUT" "$work/orca.log")" -gt 1 ] && break; sleep 0.1; done
for _ in $(seq "$tabs"); do
  said=$(grep -c "SPEECH OUTPUT" "$work/orca.log")
  xdotool key Tab
  for _ in $(seq 30); do [ "$(grep -c "SPEECH OUTPUT" "$work/orca.log")" -gt "$said" ] && break; sleep 0.1; done
  sleep 0.3
done
kill "$pid" "$launcher" 2>/dev/null
