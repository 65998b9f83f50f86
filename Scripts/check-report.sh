#!/usr/bin/env bash
# `theme diff --output report.html` in a real browser: Debian's chromium, headless, with every host name unresolvable.
# Builds a two-commit fixture repository (a fill changed through a token, a theme added, one removed, a description
# changed to markup), writes the report and checks its DOM, its network log and a screenshot (Scripts/check-report.py).
#
#   Scripts/check-report.sh [--keep DIR]     # chromium: apt-get install -y chromium
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product popskin >/dev/null
exec /usr/bin/python3 Scripts/check-report.py "$(swift build --show-bin-path)/popskin" "$@"
