#!/usr/bin/env bash
# `popskin serve` as a user runs it: started as a process on a copy of the bundled registry, attacked over raw
# sockets, and driven by headless chromium over the DevTools protocol (Scripts/check-serve.py).
#
#   Scripts/check-serve.sh [--keep DIR] [--screenshot FILE.png]   # chromium and iproute2 (ss): apt-get install -y
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product popskin >/dev/null
exec /usr/bin/python3 Scripts/check-serve.py "$(swift build --show-bin-path)/popskin" "$@"
