# Sourced by the scripts that drive an app through the real AT-SPI stack
# (atspi-check.sh, orca-tab-through.sh), inside their own X server and
# session bus. Not run by itself.

# Starts at-spi2-core's bus launcher with a home of its own under $1, waits
# for org.a11y.Bus, and turns accessibility on (org.a11y.Status IsEnabled, as
# Orca does). Sets `launcher` to the launcher's pid.
start_accessibility_bus() {
  local work=$1
  export HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime" XDG_CONFIG_HOME="$work/home/.config" GSETTINGS_BACKEND=memory
  mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
  /usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/launcher.out" 2>&1 &
  launcher=$!
  for _ in $(seq 100); do
    dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
    sleep 0.1
  done
  dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
}

# Gives the keyboard to the first window of process $1, once it has one, so Tab reaches it.
focus_window_of() {
  local window=""
  for _ in $(seq 100); do
    window=$(xdotool search --pid "$1" 2>/dev/null | head -1)
    [ -n "$window" ] && break
    sleep 0.1
  done
  [ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
}
