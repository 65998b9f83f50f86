#!/usr/bin/env bash
# What four appearances cost: `popskin theme build` of the bundled themes (every output of popskin.yaml, into an empty
# folder each run), once with every palette colour light-only and once with every palette colour given for light,
# dark, light-high-contrast and dark-high-contrast. Both projects hold the same 13 themes: the three adaptive ones are
# left out of both, so only the palette differs. Prints hyperfine's times, then the files and bytes of each output.
#
#   Scripts/bench-appearances.sh [--smoke]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin
popskin="$bin/popskin"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for variant in light four; do
    mkdir -p "$work/$variant"
    cp popskin.yaml "$work/$variant/"
    cp -R themes "$work/$variant/themes"
    rm "$work/$variant/themes/"*-adaptive.yaml
    # An output's exclude list may name only themes the project has.
    sed -i -E 's/[a-z]+-adaptive, //g' "$work/$variant/popskin.yaml"
    python3 - "$work/$variant/themes/tokens/palette.yaml" "$variant" <<'PY'
import re, sys
path, variant = sys.argv[1], sys.argv[2]

def channels(hex_):
    digits = hex_[1:]
    return [int(digits[i:i + 2], 16) for i in range(0, len(digits), 2)]

def text(values):
    return "#" + "".join("%02x" % max(0, min(255, round(v))) for v in values)

def variants(hex_):
    c = channels(hex_)
    rgb, alpha = c[:3], c[3:]
    dark = [40 + (255 - v) * 0.55 for v in rgb]           # a dark surface keeping some of the hue's contrast
    return {
        "any": hex_,
        "dark": text(dark + alpha),
        "light-high-contrast": text([v * 0.75 for v in rgb] + alpha),
        "dark-high-contrast": text([min(255, v * 1.25) for v in dark] + alpha),
    }

out = []
for line in open(path).read().splitlines():
    mapping = re.match(r'^(\s+)([\w-]+): (\{.*\})\s*$', line)
    plain = re.match(r'^(\s+)([\w-]+): "(#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?)"(.*)$', line)
    if variant == "light" and mapping:
        # Light only: a colour per appearance keeps its light (or any) value.
        light = re.search(r'(?:light|any): "(#[0-9a-fA-F]+)"', mapping.group(3)).group(1)
        out.append('%s%s: "%s"' % (mapping.group(1), mapping.group(2), light))
    elif variant == "four" and plain:
        given = ", ".join('%s: "%s"' % item for item in variants(plain.group(3)).items())
        out.append("%s%s: { %s }" % (plain.group(1), plain.group(2), given))
    else:
        out.append(line)
open(path, "w").write("\n".join(out) + "\n")
PY
done

echo "== theme build of 13 themes, every output, into an empty folder"
measure --warmup 2 --runs "$([ "$smoke" = 1 ] && echo 1 || echo 10)" \
    --prepare "rm -rf $work/light/Generated $work/light/.popskin" \
    --command-name "light only" "$popskin theme build --project $work/light" \
    --prepare "rm -rf $work/four/Generated $work/four/.popskin" \
    --command-name "four appearances" "$popskin theme build --project $work/four"

echo
echo "== what each build wrote"
printf '%-18s %-22s %8s %10s\n' variant output files bytes
for variant in light four; do
    rm -rf "$work/$variant/Generated" "$work/$variant/.popskin"
    "$popskin" theme build --project "$work/$variant" >/dev/null 2>&1
    for output in "$work/$variant"/Generated/*; do
        files=$(find "$output" -type f | wc -l)
        bytes=$(find "$output" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }')
        printf '%-18s %-22s %8s %10s\n' "$variant" "$(basename "$output")" "$files" "$bytes"
    done
done
"$popskin" theme validate --project "$work/four" 2>&1 | tail -1
