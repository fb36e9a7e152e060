#!/usr/bin/env bash
# Drives the Desktop demo against the real xdg-desktop-portal and its GTK back
# end, on an X server and a session bus of its own, and says what happened:
#   1. appearance: org.freedesktop.appearance color-scheme at start-up and while
#      the app runs, set through gsettings as a GNOME desktop sets it, then the
#      contrast and animation settings, which views read as colorSchemeContrast
#      and accessibilityReduceMotion;
#   2. FileChooser.OpenFile: the GTK dialog opens transient for the app's window,
#      and a path typed into it, then Return, reaches the app;
#   3. OpenFile closed with Escape: the built-in browser does not follow;
#   4. FileChooser.SaveFile: the app writes the file named in the GTK dialog;
#   5. OpenURI with no browser installed: the portal's "Open With…" chooser.
#
# Usage: scripts/real-portal-check.sh [path/to/Desktop]    (default .build/debug/Desktop)
# TRELLIS_PORTAL_SHOTS=DIR keeps screen dumps (xwd) of the dialogs there.
# Needs xdg-desktop-portal xdg-desktop-portal-gtk dbus-daemon libglib2.0-bin dconf-service
# xvfb xdotool x11-utils x11-apps (make deps installs them). Exits 0 when every check passed.
set -uo pipefail

if [ "${1:-}" != "--inside" ]; then
  app="${1:-.build/debug/Desktop}"
  if [ ! -x "$app" ]; then
    echo "real-portal-check: no program at $app; build it with 'swift build --product Desktop'" >&2
    exit 2
  fi
  for tool in /usr/libexec/xdg-desktop-portal /usr/libexec/xdg-desktop-portal-gtk dbus-run-session dbus-monitor \
              gsettings gdbus xvfb-run xdotool xprop xwd; do
    if ! command -v "$tool" >/dev/null 2>&1; then
      echo "real-portal-check: $tool is missing; run 'make deps' (or scripts/install-deps.sh)" >&2
      exit 2
    fi
  done
  app="$(cd "$(dirname "$app")" && pwd)/$(basename "$app")"
  work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-portal-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  # Everything else runs on its own X server, inside its own session bus.
  timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" --inside "$app" "$work"
  exit $?
fi

app="$2" work="$3"
export XDG_CURRENT_DESKTOP=GNOME NO_AT_BRIDGE=1 GTK_A11Y=none
export HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME/Documents" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
failures=0
pass() { echo "PASS $*"; }
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
# Polls `$1` every tenth of a second, at most `$2` times (default 100).
until_true() { for _ in $(seq "${2:-100}"); do eval "$1" && return 0; sleep 0.1; done; return 1; }
find() { xdotool search --name "^$1$" 2>/dev/null | head -1; }
transient_for() { xprop -id "$1" WM_TRANSIENT_FOR 2>/dev/null | grep -o "0x[0-9a-f]*"; }
said() { grep -q "$1" "$work/app.out"; }
shot() { if [ -n "${TRELLIS_PORTAL_SHOTS:-}" ]; then xwd -root -silent >"$TRELLIS_PORTAL_SHOTS/$1.xwd"; fi; }
# Keys through XTEST to the window just focused. With no window manager a key
# typed while a window is still taking focus, or while GTK is still building
# its dialog, can be lost, so each step is tried again until its effect shows.
keys_until() {  # window, condition, the keys as shell commands
  local window="$1" condition="$2" keys="$3"
  for _ in 1 2 3 4; do
    eval "$condition" && return 0
    [ -n "$(xdotool getwindowname "$window" 2>/dev/null)" ] || break
    xdotool windowfocus --sync "$window" 2>/dev/null; sleep 0.5
    eval "$keys"
    until_true "$condition" 50 && return 0
  done
  eval "$condition"
}

gsettings set org.gnome.desktop.interface color-scheme prefer-dark
gsettings set org.gnome.desktop.a11y.interface high-contrast true
# Said outright: with nothing stored, the GTK back end can answer false at first.
gsettings set org.gnome.desktop.interface enable-animations true
/usr/libexec/xdg-desktop-portal >"$work/portal.log" 2>&1 &
read_scheme() {
  gdbus call --session -d org.freedesktop.portal.Desktop -o /org/freedesktop/portal/desktop \
    -m org.freedesktop.portal.Settings.Read org.freedesktop.appearance color-scheme 2>&1
}
until_true "read_scheme | grep -q uint32" 200 || fail "the portal never answered Settings.Read"
echo "portal Settings.Read answers: $(read_scheme)"
# Every request's Response, to report the codes the real portal gives.
dbus-monitor --session "type=signal,interface=org.freedesktop.portal.Request,member=Response" >"$work/responses.log" 2>&1 &

TRELLIS_DUMP_TEXT_FRAMES=1 "$app" >"$work/app.out" 2>"$work/app.err" &
pid=$!
until_true '[ -n "$(find Notes)" ] && [ -n "$(find Inspector)" ]' 300 || fail "the Desktop demo's windows never showed"
notes=$(find Notes) inspector=$(find Inspector)

# 1. Appearance.
until_true 'said "Dark appearance"' && pass "appearance: started dark, as the portal said" \
  || fail "appearance: did not start dark"
gsettings set org.gnome.desktop.interface color-scheme default
until_true 'said "^appearance light$"' && pass "appearance: followed the change to light while running" \
  || fail "appearance: missed the change to light"
gsettings set org.gnome.desktop.interface color-scheme prefer-dark
until_true 'said "^appearance dark$"' && pass "appearance: followed the change back to dark" \
  || fail "appearance: missed the change back to dark"

# 1b. Contrast and motion: GNOME's high-contrast (the GTK back end passes it
# through; GNOME's own back end gives org.freedesktop.appearance contrast) and
# enable-animations, at start-up and while running.
until_true 'said "Increased contrast"' && pass "contrast: started increased, as the desktop said" \
  || fail "contrast: did not start increased"
gsettings set org.gnome.desktop.a11y.interface high-contrast false
until_true 'said "^contrast standard$"' && pass "contrast: followed the change to standard while running" \
  || fail "contrast: missed the change to standard"
gsettings set org.gnome.desktop.interface enable-animations false
until_true 'said "^reduce motion on$"' && pass "reduce motion: followed animations turned off while running" \
  || fail "reduce motion: missed animations turned off"

# 2. OpenFile: a path typed into the location field (Ctrl+L), then Return.
echo "a note" >"$HOME/Documents/Groceries.txt"
if keys_until "$notes" '[ -n "$(find "Open File")" ]' "xdotool key ctrl+o"; then
  dialog=$(find "Open File")
  pass "OpenFile: the GTK dialog appeared"
  # GTK names the parent as it maps the dialog, which can be just after the title shows.
  until_true '[ -n "$(transient_for "$dialog")" ]' 50
  transient=$(transient_for "$dialog")
  if [ -n "$transient" ] && [ $((transient)) -eq $((notes)) ]; then
    pass "OpenFile: the dialog is transient for the Notes window ($transient)"
  else
    fail "OpenFile: the dialog is transient for '${transient:-nothing}', not the Notes window ($(printf 0x%x "$notes"))"
  fi
  chosen="$HOME/Documents/Groceries.txt"
  keys_until "$dialog" "said '^opened $chosen\$'" \
    'xdotool key ctrl+l; sleep 0.3; xdotool type --delay 20 "$chosen"; sleep 0.3; xdotool key Return' \
    && pass "OpenFile: the app got the file typed into the dialog" || fail "OpenFile: the app did not get the file"
else
  fail "OpenFile: no dialog titled Open File appeared"
fi

# 3. OpenFile closed with Escape.
if keys_until "$notes" '[ -n "$(find "Open File")" ]' "xdotool key ctrl+o"; then
  dialog=$(find "Open File")
  shot open-file
  keys_until "$dialog" '[ -z "$(find "Open File")" ]' "xdotool key Escape"
  until_true 'said "^open failed"' 50
  if grep -q "built-in file browser" "$work/app.err"; then
    fail "cancel: the built-in browser showed after the portal's dialog was closed"
  else
    pass "cancel: Escape closed the dialog and no built-in browser followed ($(tail -1 "$work/app.out"))"
  fi
else
  fail "cancel: no second Open File dialog appeared"
fi

# 4. SaveFile: the suggested name replaced by a whole path, then Return.
if keys_until "$notes" '[ -n "$(find "Save File")" ]' "xdotool key ctrl+e"; then
  dialog=$(find "Save File")
  pass "SaveFile: the GTK dialog appeared"
  saved="$HOME/Documents/Saved.txt"
  keys_until "$dialog" "said '^exported $saved\$'" \
    'xdotool key ctrl+a; sleep 0.3; xdotool type --delay 20 "$saved"; sleep 0.3; xdotool key Return'
  if said "^exported $saved\$" && [ "$(cat "$saved" 2>/dev/null)" = "Groceries" ]; then
    pass "SaveFile: the app wrote the file named in the dialog"
  else
    fail "SaveFile: nothing was written ($(tail -1 "$work/app.out"))"
  fi
else
  fail "SaveFile: no dialog titled Save File appeared"
fi

# 5. OpenURI, with no browser installed: the portal asks which program to use.
if keys_until "$inspector" '[ -n "$(find "Open With…")" ]' "xdotool key ctrl+l"; then
  chooser=$(find "Open With…")
  until_true '[ -n "$(transient_for "$chooser")" ]' 50
  transient=$(transient_for "$chooser")
  pass "OpenURI: the portal showed its 'Open With…' chooser, transient for ${transient:-nothing} (Inspector is $(printf 0x%x "$inspector"))"
  shot open-with
  keys_until "$chooser" '[ -z "$(find "Open With…")" ]' "xdotool key Escape"
  sleep 0.5
  if kill -0 "$pid" 2>/dev/null; then pass "OpenURI: Escape closed the chooser and the app runs on"
  else fail "OpenURI: the app stopped after the chooser closed"; fi
else
  echo "NOTE OpenURI: no chooser appeared (is a browser installed?); the portal logged: $(tail -3 "$work/portal.log" | tr '\n' ' ')"
fi

echo "Response codes the portal sent, in order: $(grep -A1 "member=Response" "$work/responses.log" | grep -o "uint32 [0-9]*" | cut -d' ' -f2 | tr '\n' ' ')"
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
if [ -s "$work/app.err" ]; then echo "the app's stderr:"; sed 's/^/  /' "$work/app.err"; fi
echo "$failures failed"
[ "$failures" -eq 0 ]
