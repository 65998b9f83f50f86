#!/usr/bin/env bash
# The hostile-input limits, measured on the release binary: a ~340-byte alias bomb and a 200 KB file nested
# 100,000 levels deep (flow and block) must each end in YAML-LIMIT in under 1 s and under 100 MB.
# A command, not a timed test. Needs GNU time (/usr/bin/time, Debian package `time`). With --smoke (the debug build,
# 10,000 levels), only the verdict counts, not the time or memory.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin
popskin="$bin/popskin"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
depth=100000
[ "$smoke" = 1 ] && depth=10000
python3 - "$work" "$depth" <<'PY'
import os, sys
work, depth = sys.argv[1], int(sys.argv[2])
names = "abcdefghij"
bomb = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
    f"{n}: &{n} [{','.join('*' + p for _ in range(9))}]\n" for p, n in zip(names, names[1:]))
cases = {"alias-bomb": bomb, "deep-flow": "[" * depth + "]" * depth, "deep-block": "- " * depth + "x\n"}
for name, text in cases.items():
    os.makedirs(f"{work}/{name}/themes")
    open(f"{work}/{name}/themes/t.yaml", "w").write(text)
    print(f"{name}: {len(text)} bytes")
PY
status=0
for case in alias-bomb deep-flow deep-block; do
    /usr/bin/time -f "%e %M" -o "$work/time" "$popskin" theme validate --project "$work/$case" 2>"$work/err" >/dev/null || true
    read -r seconds kilobytes < <(tail -n 1 "$work/time")
    grep -q "YAML-LIMIT" "$work/err" && verdict="YAML-LIMIT" || verdict="NO YAML-LIMIT"
    echo "$case: $verdict in $seconds s, $((kilobytes / 1024)) MB peak"
    if [ "$verdict" != YAML-LIMIT ]; then status=1; fi
    if [ "$smoke" = 0 ] && { awk "BEGIN { exit !($seconds >= 1) }" || [ "$kilobytes" -ge 102400 ]; }; then status=1; fi
done
exit $status
