#!/usr/bin/env bash
# `popskin theme build` on the generated 1,000-theme registry (5-deep chains), timed with hyperfine:
# cold (empty output folder) and with nothing changed, beside `theme validate` (the loading floor).
#
#   Scripts/bench-build.sh [--smoke]  # needs hyperfine (apt-get install -y hyperfine); --smoke: see bench-common.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin-bench popskin
themes=1000
[ "$smoke" = 1 ] && themes=20
registry="$(mktemp -d)"
out="$(mktemp -d)"
trap 'rm -rf "$registry" "$out"' EXIT
"$bin/popskin-bench" --keep "$registry" --themes "$themes" --iterations 1 >/dev/null
popskin="$bin/popskin"
for generator in swift all; do
    if [ "$generator" = swift ]; then
        printf 'popskin: 1\nthemes: themes\ntokens: tokens\noutputs:\n  - generator: swift\n' > "$registry/popskin.yaml"
    else
        printf 'popskin: 1\nthemes: themes\ntokens: tokens\n' > "$registry/popskin.yaml"
    fi
    echo "== outputs: $generator ($themes themes)"
    measure -N --warmup 1 --runs 10 --prepare "rm -rf $out/cold" \
        "$popskin theme build --project $registry --output $out/cold"
    "$popskin" theme build --project "$registry" --output "$out/warm" >/dev/null 2>&1
    measure -N --warmup 2 --runs 20 \
        "$popskin theme build --project $registry --output $out/warm" \
        "$popskin theme validate --project $registry"
done
