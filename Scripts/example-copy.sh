# Sourced by the plugin scripts: `repo` (this checkout), `work` (a temporary folder, removed on exit) and
# `copy_example DEST`, which copies Examples/SkinsDemo to DEST without its build folder, depending on this checkout
# by absolute path (the example's own "../.." would not reach it from there).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

copy_example() {
    cp -R "$repo/Examples/SkinsDemo" "$1"
    rm -rf "$1/.build" "$1/Package.resolved"
    sed -i.bak "s|path: \"../..\"|path: \"$repo\"|" "$1/Package.swift"
}
