#!/usr/bin/env bash
# Installs the Debian packages Trellis needs, and nothing when they are all there.
# As root it runs apt-get itself; otherwise it prints the one command to run.
set -euo pipefail

packages=(
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
  libcairo2-dev libfontconfig-dev libx11-dev libdbus-1-dev pkg-config python3
  fonts-dejavu-core fonts-droid-fallback fonts-material-design-icons-iconfont fonts-noto-color-emoji
  xvfb xauth xdotool x11-apps
  # A real X clipboard owner that sends large texts in pieces, for the paste tests.
  xclip
  # The real-portal test (scripts/real-portal-check.sh): xdg-desktop-portal with its GTK back end,
  # a session bus, gsettings with dconf for the colour scheme, and xprop for the dialogs' parents.
  xdg-desktop-portal xdg-desktop-portal-gtk dbus-daemon dbus-bin libglib2.0-bin
  dconf-service dconf-gsettings-backend gsettings-desktop-schemas x11-utils
  # The AT-SPI end-to-end test (scripts/atspi-check.sh): at-spi2-core's bus launcher and
  # registry, and pyatspi (libatspi) for Debian's python3, as a screen reader uses them.
  at-spi2-core python3-pyatspi
  # `trellis package` and its end-to-end test: dpkg-shlibdeps for Depends:, lintian, and the
  # validators of the .desktop file and the AppStream metadata.
  dpkg-dev lintian desktop-file-utils appstream
  # UserNotifications against a real notification daemon on a private bus (UserNotificationsDunstTests).
  dunst
)
# A target may need more (`make instructions` needs valgrind): it names them as arguments.
packages+=("$@")

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ! command -v swift >/dev/null 2>&1; then
  echo "trellis: swift is not on PATH; install the Swift 6 toolchain from swift.org first." >&2
  exit 1
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "trellis: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
else
  echo "trellis: missing Debian packages. Run this once, then try again:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
