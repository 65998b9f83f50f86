#!/usr/bin/env bash
# CLI-level fuzzing. `popskin-fuzz-cli` copies the bundled project (popskin.yaml and themes/) once per case, mutates
# one or two of its theme files from the seed (hostile numbers and strings, keys deleted, doubled, renamed, values
# swapped and nested, any key of the format added), and runs the built `popskin theme validate` and `theme build` on
# it as child processes with a time limit each. It counts crashes (a signal), hangs, exit statuses the commands do
# not document (docs/commands.md, "Exit status") and cases where validate and build disagree, and exits 1 on any.
#
#   Scripts/fuzz-cli.sh [--smoke] [ARGS…]   full: the release build, 4000 cases within 30 minutes; --smoke: the debug
#                                           build (see bench-common.sh), 100 cases within 50 s. ARGS go to the
#                                           fuzzer: --seed S, --cases N, --time-limit SECONDS, --keep-failures DIR
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin-fuzz-cli popskin
if [ "$smoke" = 1 ]; then
    set -- --cases 100 --time-limit 50 "$@"
else
    set -- --cases 4000 --time-limit 1800 "$@"
fi
# Later options win, so ARGS override the defaults above.
"$bin/popskin-fuzz-cli" --popskin "$bin/popskin" --project . "$@"
