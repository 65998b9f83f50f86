#!/usr/bin/env bash
# Reading DTCG 2025.10 tokens. `popskin-bench tokens` generates a design system's token file (10,000 tokens, about
# 1.5 MB of JSON, 30% aliases) and times, in one process, popskin's JSON loader against Foundation's JSONSerialization
# and JSONDecoder on the same bytes, then the whole DTCG read; it leaves a project whose `tokens:` is that file, with
# themes made of its tokens. hyperfine then times the whole process of `popskin theme validate` in that project and
# of `popskin tokens check` on the file. Targets: validate ≤ 100 ms; the loader within 3× the faster Foundation parser.
# With ../shared, it also times `tokens check` on GitHub Primer's export, whose references miss 17 tokens, against a
# copy without them. Target: at most 3× the copy.
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

# Missing tokens are reported without a did-you-mean search per reference and per combination (issue 29): GitHub
# Primer's export refers 69 times to 17 tokens it lacks or breaks, and its resolver has 12 combinations of contexts. The
# yardstick is a copy with each missing token replaced by one that exists. Target: at most 3× the copy.
examples=../shared/testdata/real-tokens/dtcg-examples
if [ -f "$examples/github-primer.resolver.json" ]; then
    fixed="$project/primer"
    mkdir "$fixed"
    cp -r "$examples/github-primer" "$examples/github-primer.resolver.json" "$fixed/"
    # Missing, or rejected for their definition (`{a.b} names a token whose definition is in error`).
    missing="$({ "$popskin" tokens check "$examples/github-primer.resolver.json" 2>&1 || true; } \
        | sed -n -e "s/.*\[REF-MISSING\] no token named '\([^']*\)'.*/\1/p" \
            -e "s/.*\[TOKEN-REFERENCE\] {\([^}]*\)} names a token whose definition is in error.*/\1/p" | sort -u)"
    for name in $missing; do
        find "$fixed" -name '*.json' -exec sed -i "s/{${name//./\\.}}/{base.color.black}/g" {} +
    done
    if grep -qE "REF-MISSING|definition is in error" \
        <<< "$("$popskin" tokens check "$fixed/github-primer.resolver.json" 2>&1 || true)"; then
        echo "the copy of Primer's export still misses tokens"
        exit 1
    fi
    echo
    echo "== tokens check on Primer's export ($(wc -l <<< "$missing") missing tokens) and on the copy without them"
    # Both exit 1: the export has other errors, which the copy keeps.
    measure --warmup 1 --runs 10 \
        -n published "$popskin tokens check $examples/github-primer.resolver.json 2>/dev/null || true" \
        -n fixed "$popskin tokens check $fixed/github-primer.resolver.json 2>/dev/null || true"
fi
