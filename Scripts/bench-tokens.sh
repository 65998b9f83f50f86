#!/usr/bin/env bash
# Reading DTCG 2025.10 tokens. `popskin-bench tokens` generates a design system's token file (10,000 tokens, about
# 1.5 MB of JSON, 30% aliases) and times, in one process, popskin's JSON loader against Foundation's JSONSerialization
# and JSONDecoder on the same bytes, then the whole DTCG read; it leaves a project whose `tokens:` is that file, with
# themes made of its tokens. hyperfine then times the whole process of `popskin theme validate` in that project and
# of `popskin tokens check` on the file. Targets: validate ≤ 100 ms; the loader within 3× the faster Foundation parser.
#
#   Scripts/bench-tokens.sh [--smoke] [--tokens N]   # needs hyperfine; --smoke (200 tokens): see bench-common.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin-bench popskin
tokens=10000
iterations=20
[ "$smoke" = 1 ] && tokens=200 && iterations=1
if [ "${1:-}" = "--tokens" ]; then tokens="$2"; fi
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
"$bin/popskin-bench" tokens --tokens "$tokens" --iterations "$iterations" --keep "$project"
popskin="$bin/popskin"
file="$project/design/brand.tokens.json"
# The project and the file must be clean, warnings included: timings of problems would time their reporting.
for command in "theme validate --strict --project $project" "tokens check --strict $file"; do
    if ! report="$("$popskin" $command 2>&1)"; then
        echo "$report"
        echo "popskin $command: the generated project is not clean"
        exit 1
    fi
done
echo
echo "== the whole process, $tokens DTCG tokens ($(wc -c < "$file") bytes)"
measure -N --warmup 3 --runs 40 "$popskin theme validate --project $project" "$popskin tokens check $file"
