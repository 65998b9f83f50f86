#!/usr/bin/env bash
# popskin's PNG writer against cairo's: `popskin-bench render` (ms per image and bytes, side by side, at 1x/2x/3x),
# then the 9-file reference set (background 128×128 pt, arrow, combined-up) as both write it, and the same files
# after `optipng -o2`: how close each writer comes to an optimizer.
#
#   Scripts/bench-render.sh [--themes N] [--iterations K]     # optipng: apt-get install -y optipng
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --scratch-path .build-bench --product popskin-bench >/dev/null
bench=.build-bench/release/popskin-bench
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$bench" render "$@"
echo
echo "== the reference set, 9 files per writer"
"$bench" render --write "$work/written"

total() {
    local sum=0 file
    for file in "$1"/*.png; do sum=$((sum + $(wc -c <"$file"))); done
    echo "$sum"
}

echo
if ! command -v optipng >/dev/null; then
    echo "optipng is not installed (apt-get install -y optipng): totals as written only"
    echo "popskin as written: $(total "$work/written/popskin") bytes"
    echo "cairo as written:   $(total "$work/written/cairo") bytes"
    exit 0
fi
for writer in popskin cairo; do
    mkdir -p "$work/optimized/$writer"
    cp "$work/written/$writer"/*.png "$work/optimized/$writer/"
    optipng -o2 -quiet "$work/optimized/$writer"/*.png
done
echo "== total bytes of the 9 files"
printf '%-26s %8s\n' "popskin as written" "$(total "$work/written/popskin")" \
    "cairo as written" "$(total "$work/written/cairo")" \
    "popskin after optipng -o2" "$(total "$work/optimized/popskin")" \
    "cairo after optipng -o2" "$(total "$work/optimized/cairo")"
