#!/usr/bin/env bash
# Drives a demo from outside the process through the real AT-SPI stack, as a
# screen reader would: on an X server and a session bus of its own, it starts
# at-spi2-core's bus launcher, turns accessibility on (org.a11y.Status
# IsEnabled, as Orca does), starts the app, and runs scripts/atspi-check.py,
# which walks the tree with pyatspi, edits, toggles, moves and chooses through
# the AT-SPI interfaces, and checks the events Tab sends.
#
# Usage: scripts/atspi-check.sh [path/to/Forms]    (default .build/debug/Forms)
# Needs at-spi2-core python3-pyatspi dbus-daemon xvfb xdotool (make deps installs them).
set -uo pipefail

if [ "${1:-}" != "--inside" ]; then
  app="${1:-.build/debug/Forms}"
  if [ ! -x "$app" ]; then
    echo "atspi-check: no program at $app; build it with 'swift build --product Forms'" >&2
    exit 2
  fi
  for tool in /usr/libexec/at-spi-bus-launcher /usr/libexec/at-spi2-registryd /usr/bin/python3 dbus-run-session dbus-send \
              xvfb-run xdotool; do
    if ! command -v "$tool" >/dev/null 2>&1; then
      echo "atspi-check: $tool is missing; run 'make deps' (or scripts/install-deps.sh)" >&2
      exit 2
    fi
  done
  if ! /usr/bin/python3 -c "import pyatspi" 2>/dev/null; then
    echo "atspi-check: Debian's python3 has no pyatspi; run 'make deps' (python3-pyatspi)" >&2
    exit 2
  fi
  app="$(cd "$(dirname "$app")" && pwd)/$(basename "$app")"
  work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-atspi-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  timeout 240 xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" --inside "$app" "$work"
  exit $?
fi

app="$2" work="$3"
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/a11y-session.sh"
start_accessibility_bus "$work"
"$app" >"$work/app.out" 2>&1 &
pid=$!
# The app's window must have the keyboard for Tab to reach it.
focus_window_of "$pid"
# An app with checks of its own (scripts/atspi-check-Tables.py) runs those; any other, the general ones.
checks="$here/atspi-check-$(basename "$app").py"
[ -f "$checks" ] || checks="$here/atspi-check.py"
/usr/bin/python3 "$checks" "$(basename "$app")"
status=$?
kill "$pid" "$launcher" 2>/dev/null
wait "$pid" 2>/dev/null
if [ "$status" -ne 0 ]; then echo "--- app output"; cat "$work/app.out"; fi
exit "$status"
