#!/usr/bin/env bash
# `popskin theme build` on the generated 1,000-theme registry (5-deep chains), timed with hyperfine:
# cold (empty output folder) and with nothing changed (answered from the no-op stamp), beside `theme validate` (the
# whole front end). With --baseline REV, popskin built at REV (once, into .build-baseline) runs the same commands
# beside, in the same hyperfine run.
#
#   Scripts/bench-build.sh [--smoke] [--baseline REV]  # needs hyperfine; --smoke: see bench-common.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin-bench popskin
baseline=""
if [ "${1:-}" = "--baseline" ]; then
    baseline="$2"
    rm -rf .build-baseline/src && mkdir -p .build-baseline/src
    git archive "$baseline" | tar -x -C .build-baseline/src
    swift build -c release --package-path .build-baseline/src --scratch-path .build-baseline/build --product popskin >/dev/null
    old="$PWD/.build-baseline/build/release/popskin"
fi
themes=1000
[ "$smoke" = 1 ] && themes=20
registry="$(mktemp -d)"
out="$(mktemp -d)"
trap 'rm -rf "$registry" "$out"' EXIT
"$bin/popskin-bench" --keep "$registry" --themes "$themes" --iterations 1 >/dev/null
# The registry follows today's rules; a baseline whose rules differ would time its errors, not a build.
if [ -n "$baseline" ] && ! "$old" theme validate --project "$registry" >/dev/null 2>&1; then
    echo "popskin at $baseline rejects the generated registry (its rules differ): timing today's popskin alone"
    baseline=""
fi
popskin="$bin/popskin"
# "all": every built-in output but qmui, which warns about the registry's gradients (QMUI fills with one colour),
# and a build that reports anything is never answered from its stamp.
for generator in swift all; do
    outputs='  - generator: swift\n'
    [ "$generator" = all ] && outputs='  - generator: swift\n  - generator: assets\n  - generator: tokens\n'
    printf "popskin: 1\nthemes: themes\ntokens: tokens\noutputs:\n$outputs" > "$registry/popskin.yaml"
    echo "== outputs: $generator ($themes themes)"
    cold=("$popskin theme build --project $registry --output $out/cold")
    warm=("$popskin theme build --project $registry --output $out/warm" "$popskin theme validate --project $registry")
    "$popskin" theme build --project "$registry" --output "$out/warm" >/dev/null 2>&1
    if [ -n "$baseline" ]; then
        cold+=("$old theme build --project $registry --output $out/cold-old")
        warm+=("$old theme build --project $registry --output $out/warm-old" "$old theme validate --project $registry")
        "$old" theme build --project "$registry" --output "$out/warm-old" >/dev/null 2>&1
    fi
    measure -N --warmup 1 --runs 10 --prepare "rm -rf $out/cold $out/cold-old" "${cold[@]}"
    measure -N --warmup 2 --runs 20 "${warm[@]}"
done
# A build with something to say: every concrete theme carries a warning (popskin-bench --warnings). An unchanged
# build is answered from its stamp, which replays the warnings; beside it the process floor (`popskin --version`).
warned="$(mktemp -d)"
trap 'rm -rf "$registry" "$out" "$warned"' EXIT
"$bin/popskin-bench" --keep "$warned" --themes "$themes" --iterations 1 --warnings >/dev/null
printf "popskin: 1\nthemes: themes\ntokens: tokens\noutputs:\n  - generator: swift\n" > "$warned/popskin.yaml"
echo "== warnings: every concrete theme carries one ($themes themes, outputs: swift)"
"$popskin" theme build --project "$warned" --output "$out/warned" >/dev/null 2>&1
noop=("$popskin --version" "$popskin theme build --project $warned --output $out/warned")
if [ -n "$baseline" ]; then
    "$old" theme build --project "$warned" --output "$out/warned-old" >/dev/null 2>&1
    noop+=("$old theme build --project $warned --output $out/warned-old")
fi
measure -N --warmup 2 --runs 20 "${noop[@]}"
