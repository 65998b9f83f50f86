#!/usr/bin/env bash
# Builds the PopskinCore fuzzer, fuzzes for ${1:-60} seconds on a working copy of corpus/ (corpus-work/, which keeps
# growing across runs), then replays every file in FailCases/. Exits non-zero if anything crashed.
#
#   Tests/Fuzz/run.sh            # 60 seconds
#   Tests/Fuzz/run.sh 600        # 10 minutes
#   FUZZ_ARGS="-jobs=2 -workers=2" Tests/Fuzz/run.sh 300    # extra libFuzzer flags
#
# A crash leaves its input as crash-<sha1> here; see README.md for replaying it and keeping it as a fail case.
set -uo pipefail
cd "$(dirname "$0")"

duration="${1:-60}"
build_flags=(-c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address)

# Swift's own crash handler would otherwise add a bogus second ASan report to every crash.
export SWIFT_BACKTRACE=enable=no
if [[ -z "${ASAN_SYMBOLIZER_PATH:-}" ]] && command -v llvm-symbolizer >/dev/null; then
    export ASAN_SYMBOLIZER_PATH="$(command -v llvm-symbolizer)"
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== building the fuzzer"
swift build "${build_flags[@]}" >"$log" 2>&1
build_status=$?
# ld.gold warns once per ASan helper symbol; those warnings are harmless.
grep -v "Cannot export local symbol" "$log"
if [[ "$build_status" -ne 0 ]]; then
    echo "run.sh: build failed" >&2
    exit 2
fi
fuzzer="$(swift build "${build_flags[@]}" --show-bin-path)/FuzzYAMLLoader"
[[ -x "$fuzzer" ]] || { echo "run.sh: no fuzzer at $fuzzer" >&2; exit 2; }

mkdir -p corpus-work
cp -n corpus/* corpus-work/ 2>/dev/null || true

status=0
echo "== fuzzing for ${duration}s"
# shellcheck disable=SC2086  # FUZZ_ARGS is a list of flags
"$fuzzer" -dict=yaml.dict -max_total_time="$duration" -print_final_stats=1 \
    -max_len=8192 -timeout=20 -rss_limit_mb=4096 -artifact_prefix=./ ${FUZZ_ARGS:-} corpus-work/
fuzz_status=$?
if [[ "$fuzz_status" -ne 0 ]]; then
    echo "run.sh: the fuzzer stopped with status $fuzz_status (a crash, timeout or OOM; its input is in $(pwd))" >&2
    status=1
fi

# Fail cases are regression tests: they always run with every check, whatever POPSKIN_FUZZ_* says.
echo "== replaying FailCases/"
shopt -s nullglob
for case in FailCases/*; do
    [[ -f "$case" ]] || continue
    if env -u POPSKIN_FUZZ_FRONTEND -u POPSKIN_FUZZ_ROUNDTRIP "$fuzzer" "$case" >"$log" 2>&1; then
        echo "ok      $case"
    else
        echo "CRASHED $case"
        grep -E "Fatal error|ERROR: |SUMMARY" "$log" | head -5 | sed 's/^/        /'
        status=1
    fi
done

exit "$status"
