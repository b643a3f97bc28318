#!/bin/sh
# Add Quiet Table to this user's application menu, starting the program in this folder.
# Run it again after moving the folder; remove ~/.local/share/applications/quiet-table.desktop
# to take it out of the menu.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
# Exec quotes the path (it has a space); the icon is the one in this folder.
sed -e "s|^Exec=.*|Exec=\"$here/Quiet Table\"|" -e "s|^Icon=.*|Icon=$here/quiet-table.png|" \
  "$here/quiet-table.desktop" >"$apps/quiet-table.desktop"
chmod +x "$apps/quiet-table.desktop"
echo "Quiet Table is in the menu: $apps/quiet-table.desktop"
