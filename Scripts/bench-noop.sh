#!/usr/bin/env bash
# `theme build` with nothing changed (answered from the no-op stamp) and `theme validate` (the whole front end), each
# the whole process, on a valid 1,000-theme registry in 5-deep chains written by Scripts/bench-registry.py. Twice:
# with the swift output only, and with every built-in output (swift, assets: 15,000 images, qmui, tokens).
#
#   Scripts/bench-noop.sh [--themes N]       # needs hyperfine and python3
set -euo pipefail
cd "$(dirname "$0")/.."
themes=1000
if [ "${1:-}" = --themes ]; then themes="$2"; fi
swift build -c release --scratch-path .build-bench --product popskin >/dev/null
popskin="$PWD/.build-bench/release/popskin"
registry="$(mktemp -d)"
out="$(mktemp -d)"
trap 'rm -rf "$registry" "$out"' EXIT
Scripts/bench-registry.py "$registry" --themes "$themes" --depth 5
echo "registry: $themes themes, $(cat "$registry"/themes/*.yaml "$registry"/tokens/*.yaml | wc -c) bytes of YAML"
"$popskin" theme validate --strict --project "$registry"
for outputs in swift all; do
    manifest="popskin: 1\nname: bench-registry\nthemes: themes\ntokens: tokens\n"
    if [ "$outputs" = swift ]; then manifest="${manifest}outputs:\n  - generator: swift\n"; fi
    printf "$manifest" > "$registry/popskin.yaml"
    echo "== outputs: $outputs"
    "$popskin" theme build --project "$registry" --output "$out/$outputs" | sed 's/^/first build: /'
    hyperfine -N --warmup 3 --runs 30 \
        "$popskin theme build --project $registry --output $out/$outputs" \
        "$popskin theme validate --project $registry"
done
