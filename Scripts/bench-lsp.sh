#!/usr/bin/env bash
# `popskin lsp` on the generated 1,000-theme registry (Scripts/bench-lsp.py): p50, p95 and the largest time of
# diagnostics after an edit, hover and definition — the full run exits 1 when a p95 is over 50 ms (issue 32) — and
# a rename of a base theme with 200 direct heirs. Before it, with hyperfine, where an edit's time goes: `theme
# validate` of the same registry (the reading the server makes again after every edit) and the process alone. After
# it (not in --smoke), the latency on the same registry with a warning on every concrete theme.
#
#   Scripts/bench-lsp.sh [--smoke] [--rounds N]   --smoke: the debug build, 20 themes, 5 rounds, 20 heirs, no limit
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin popskin-bench
themes=1000 rounds=200 heirs=200 limit=(--limit-ms 50)
[ "$smoke" = 1 ] && themes=20 rounds=5 heirs=20 limit=()
[ "${1:-}" = "--rounds" ] && rounds="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin/popskin-bench" --keep "$work/registry" --themes "$themes" --iterations 1 >/dev/null
printf "popskin: 1\nthemes: themes\ntokens: tokens\noutputs:\n  - generator: swift\n" > "$work/registry/popskin.yaml"
measure -N --warmup 2 --runs 20 "$bin/popskin theme validate --project $work/registry" "$bin/popskin --version"
echo "== $themes generated themes"
status=0
/usr/bin/python3 Scripts/bench-lsp.py "$bin/popskin" "$work/registry" --rounds "$rounds" --heirs "$heirs" "${limit[@]}" ||
    status=$?
[ "$smoke" = 1 ] && exit "$status"
# With a warning on every concrete theme, every edit sorts and places a thousand diagnostics again (only the files
# whose diagnostics changed are told). Reported, not held to the limit.
echo "== the same with a warning on every concrete theme (popskin-bench --warnings)"
rm -rf "$work/registry"
"$bin/popskin-bench" --keep "$work/registry" --themes "$themes" --iterations 1 --warnings >/dev/null
printf "popskin: 1\nthemes: themes\ntokens: tokens\noutputs:\n  - generator: swift\n" > "$work/registry/popskin.yaml"
/usr/bin/python3 Scripts/bench-lsp.py "$bin/popskin" "$work/registry" --rounds 50 --heirs 0
exit "$status"
