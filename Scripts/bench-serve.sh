#!/usr/bin/env bash
# `popskin serve`: save → updated picture through the event stream, on the bundled registry and on a generated one of
# 200 themes, and resident memory after many edits (Scripts/bench-serve.py). --smoke: the debug build, 5 edits.
#
#   Scripts/bench-serve.sh [--smoke] [--edits N]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin popskin-bench
edits=500
[ "$smoke" = 1 ] && edits=5
[ "${1:-}" = "--edits" ] && edits="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== the bundled registry"
mkdir -p "$work/bundled"
cp -R themes popskin.yaml "$work/bundled/"
/usr/bin/python3 Scripts/bench-serve.py "$bin/popskin" "$work/bundled" --edits "$edits"

echo "== 200 generated themes"
"$bin/popskin-bench" --themes 200 --iterations 1 --keep "$work/generated" >/dev/null
/usr/bin/python3 Scripts/bench-serve.py "$bin/popskin" "$work/generated" --edits "$((edits < 100 ? edits : 100))"
