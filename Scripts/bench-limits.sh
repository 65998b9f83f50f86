#!/usr/bin/env bash
# The hostile-input limits, measured on the release binary: a ~340-byte alias bomb and a 200 KB file nested
# 100,000 levels deep (flow and block) must each end in YAML-LIMIT in under 1 s and under 100 MB; two 13 MB DTCG
# files of 500,000 tokens each (the project's token budget twice over) in JSON-LIMIT in under 2 s and 500 MB.
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
# The second file is past the budget: it is named, not read.
os.makedirs(f"{work}/million-tokens/themes"); os.makedirs(f"{work}/million-tokens/design")
def many(start):
    return "{" + '"$type":"number",' + ",".join(f'"{i:x}":{{"$value":{i}}}' for i in range(start, start + 500000)) + "}"
color = '"color":{"a":{"$type":"color","$value":{"colorSpace":"srgb","components":[1,0,0]}}}'
open(f"{work}/million-tokens/design/a.tokens.json", "w").write('{"n":' + many(0) + "}")
open(f"{work}/million-tokens/design/b.tokens.json", "w").write("{" + color + ',"m":' + many(500000) + "}")
open(f"{work}/million-tokens/popskin.yaml", "w").write("popskin: 1\nthemes: themes\ntokens:\n  - design\n")
open(f"{work}/million-tokens/themes/t.yaml", "w").write("arrow: {base: 20, height: 10}\ncontent: {insets: 8}\n")
print("million-tokens: 2 files of 500,000 tokens")
PY
status=0
# case, the id it must end in, the most seconds and MB it may take
for limits in "alias-bomb YAML-LIMIT 1 100" "deep-flow YAML-LIMIT 1 100" "deep-block YAML-LIMIT 1 100" \
    "million-tokens JSON-LIMIT 2 500"; do
    read -r case id most_seconds most_mb <<<"$limits"
    /usr/bin/time -f "%e %M" -o "$work/time" "$popskin" theme validate --project "$work/$case" 2>"$work/err" >/dev/null || true
    read -r seconds kilobytes < <(tail -n 1 "$work/time")
    grep -q "\[$id\]" "$work/err" && verdict="$id" || verdict="NO $id"
    echo "$case: $verdict in $seconds s, $((kilobytes / 1024)) MB peak"
    if [ "$verdict" != "$id" ]; then status=1; fi
    if [ "$smoke" = 0 ] && { awk "BEGIN { exit !($seconds >= $most_seconds) }" || [ "$kilobytes" -ge $((most_mb * 1024)) ]; }; then
        status=1
    fi
done
exit $status
