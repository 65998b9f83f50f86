#!/usr/bin/env bash
# `theme build` with nothing changed (answered from the no-op stamp) and `theme validate` (the whole front end), each
# the whole process, on a valid 1,000-theme registry in 5-deep chains written by Scripts/bench-registry.py. Twice:
# with the swift output only, and with every built-in output (swift, assets: 15,000 images, qmui, tokens).
# With --baseline REV, the same commands of popskin built at REV run beside them (built once into .build-baseline).
#
#   Scripts/bench-noop.sh [--themes N] [--baseline REV]      # needs hyperfine and python3
set -euo pipefail
cd "$(dirname "$0")/.."
themes=1000
baseline=""
while [ $# -gt 0 ]; do
    case "$1" in
        --themes) themes="$2"; shift 2 ;;
        --baseline) baseline="$2"; shift 2 ;;
        *) echo "usage: $0 [--themes N] [--baseline REV]" >&2; exit 2 ;;
    esac
done
swift build -c release --scratch-path .build-bench --product popskin >/dev/null
popskin="$PWD/.build-bench/release/popskin"
if [ -n "$baseline" ]; then
    rm -rf .build-baseline/src && mkdir -p .build-baseline/src
    git archive "$baseline" | tar -x -C .build-baseline/src
    swift build -c release --package-path .build-baseline/src --scratch-path .build-baseline/build --product popskin >/dev/null
    old="$PWD/.build-baseline/build/release/popskin"
fi
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
    commands=("$popskin theme build --project $registry --output $out/$outputs" "$popskin theme validate --project $registry")
    if [ -n "$baseline" ]; then
        "$old" theme build --project "$registry" --output "$out/$outputs-old" >/dev/null
        commands+=("$old theme build --project $registry --output $out/$outputs-old" "$old theme validate --project $registry")
    fi
    hyperfine -N --warmup 3 --runs 30 "${commands[@]}"
done
