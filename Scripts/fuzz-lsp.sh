#!/usr/bin/env bash
# Fuzzing `popskin lsp` (Scripts/fuzz-lsp.py): hostile framing (headers, lengths, bodies, JSON-RPC shapes, how the
# bytes arrive) to fresh processes, then half-typed copies of the bundled project's files sent to one long-lived
# server with requests at random places. It counts crashes (a signal), hangs, unanswered requests, wrong ids and
# lost or stale diagnostics, and exits 1 on any.
#
#   Scripts/fuzz-lsp.sh [--smoke] [ARGS…]   full: the release build, 10,000 cases within an hour; --smoke: the debug
#                                           build (see bench-common.sh), 200 cases within 40 s. ARGS go to the
#                                           fuzzer: --seed S, --cases N, --time-limit SECONDS, --keep-failures DIR
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin
if [ "$smoke" = 1 ]; then
    set -- --cases 200 --time-limit 40 "$@"
else
    set -- --cases 10000 --time-limit 3600 "$@"
fi
# Later options win, so ARGS override the defaults above.
/usr/bin/python3 Scripts/fuzz-lsp.py "$bin/popskin" "$@"
