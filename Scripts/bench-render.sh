#!/usr/bin/env bash
# popskin's PNG writer against cairo's: `popskin-bench render` (ms per image and bytes, side by side, at 1x/2x/3x),
# the 9-file reference set (background 128×128 pt, arrow, combined-up) as both write it, and the same files after
# `optipng -o2`: how close each writer comes to an optimizer. Last, a real `popskin theme build` of 100 themes
# (the reference skin recoloured, half separate, half combined style) into an empty asset catalog: images per second
# for the whole process, on all cores.
#
#   Scripts/bench-render.sh [--smoke] [--themes N] [--iterations K]   # optipng: apt-get install -y optipng
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin-bench popskin
bench="$bin/popskin-bench" popskin="$bin/popskin"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
themes=100
if [ "$smoke" = 1 ]; then
    themes=4
    set -- --themes 2 --iterations 1 "$@"
fi

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
else
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
fi

echo
echo "== popskin theme build: $themes themes into an empty asset catalog"
project="$work/project"
mkdir -p "$project/themes"
printf 'popskin: 1\noutputs:\n  - generator: assets\n    path: Skins.xcassets\n' >"$project/popskin.yaml"
for index in $(seq 0 $((themes - 1))); do
    style=separate; [ $((index % 2)) -eq 1 ] && style=combined
    cat >"$project/themes/t$index.yaml" <<THEME
arrow: { base: 31, height: 13, corner-clearance: 20 }
background: { style: $style, corner-radius: 10, fill: "#$(printf '%02x' $((64 + index)))1015" }
border: { width: 1, color: "#2b0507" }
shadow: { color: "#000000", opacity: 0.4, blur: 8, offset: [0, 2] }
content: { insets: [12, 14, 16, 14] }
THEME
done
"$popskin" theme build --project "$project" --output "$work/out"
images=$(find "$work/out" -name '*.png' | wc -l)
if [ "$smoke" = 0 ] && command -v hyperfine >/dev/null; then
    # The previous output is moved aside, not deleted: ext4 is slow to allocate right after mass deletion.
    hyperfine -N --warmup 1 --runs 5 --prepare "bash -c 'mv $work/out $work/old-\$RANDOM\$RANDOM'" \
        --export-json "$work/build.json" "$popskin theme build --project $project --output $work/out"
    mean=$(python3 -c "import json,sys; print(json.load(open('$work/build.json'))['results'][0]['mean'])")
    python3 -c "print(f'$images images in {$mean:.3f} s: {$images / $mean:.0f} images per second')"
else
    echo "$images images written (untimed: --smoke, or no hyperfine)"
fi
