#!/usr/bin/env bash
# Installs a Trellis app under a prefix, as a desktop expects to find it:
#   PREFIX/bin/APP                                   the program
#   PREFIX/share/APP/assets/                         its pictures and colours (found without TRELLIS_ASSETS)
#   PREFIX/share/applications/org.trellis.APP.desktop
#   PREFIX/share/icons/hicolor/scalable/apps/org.trellis.APP.svg
#
# usage: scripts/install-app.sh [--configuration release|debug] [--binary FILE] APP [PREFIX]
#        scripts/install-app.sh --uninstall APP [PREFIX]
# PREFIX defaults to ~/.local. --binary installs an already built program instead of building one.
set -euo pipefail

configuration=release
binary=""
uninstall=0
while [ $# -gt 0 ]; do
    case "$1" in
        --configuration) configuration="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) break ;;
    esac
done
app="${1:?usage: install-app.sh [--configuration release|debug] [--binary FILE] APP [PREFIX]}"
prefix="${2:-$HOME/.local}"
id="org.trellis.$app"
root="$(cd "$(dirname "$0")/.." && pwd)"

case "$app" in
    */*|.*|"") echo "install-app: '$app' is not an app name" >&2; exit 2 ;;
esac

if [ "$uninstall" = 1 ]; then
    rm -f "$prefix/bin/$app" "$prefix/share/applications/$id.desktop" \
          "$prefix/share/icons/hicolor/scalable/apps/$id.svg"
    rm -rf "$prefix/share/$app"
    echo "removed $app from $prefix"
    exit 0
fi

if [ -z "$binary" ]; then
    if [ ! -d "$root/Demos/$app" ]; then
        echo "install-app: no app named '$app' (the apps are the folders of Demos/)" >&2
        exit 2
    fi
    (cd "$root" && swift build -c "$configuration" --product "$app")
    binary="$(cd "$root" && swift build -c "$configuration" --show-bin-path)/$app"
fi
if [ ! -x "$binary" ]; then
    echo "install-app: $binary is not a program" >&2
    exit 2
fi

for folder in "$prefix/bin" "$prefix/share/$app" "$prefix/share/applications" "$prefix/share/icons/hicolor/scalable/apps"; do
    if ! reason="$(install -d "$folder" 2>&1)" || [ ! -w "$folder" ]; then
        echo "install-app: cannot write to $folder (${reason:-not writable}); choose another PREFIX, such as PREFIX=\$HOME/.local" >&2
        exit 1
    fi
done
install -m 755 "$binary" "$prefix/bin/$app"

# An app's own assets win over the package's shared ones.
rm -rf "$prefix/share/$app/assets"
for assets in "$root/Demos/$app/assets" "$root/assets"; do
    if [ -d "$assets" ]; then
        cp -R "$assets" "$prefix/share/$app/assets"
        break
    fi
done

icon="$prefix/share/icons/hicolor/scalable/apps/$id.svg"
if [ -f "$root/Demos/$app/icon.svg" ]; then
    install -m 644 "$root/Demos/$app/icon.svg" "$icon"
else
    # A plain icon: the app's initial on a rounded square in the accent blue.
    initial="$(printf '%s' "$app" | cut -c1 | tr '[:lower:]' '[:upper:]')"
    cat > "$icon" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <rect x="8" y="8" width="112" height="112" rx="26" fill="#0A84FF"/>
  <text x="64" y="86" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold"
        text-anchor="middle" fill="#FFFFFF">$initial</text>
</svg>
SVG
fi

cat > "$prefix/share/applications/$id.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Name=$app
Comment=$app, made with Trellis
Exec=$prefix/bin/$app
Icon=$id
Terminal=false
Categories=Utility;
StartupWMClass=$app
DESKTOP

echo "installed $app in $prefix"
echo "  program  $prefix/bin/$app"
echo "  launcher $prefix/share/applications/$id.desktop"
