# Sourced by the bench scripts: which popskin they time, and how.
#
#   Scripts/bench-X.sh [ARGS]          the release build in .build-bench, full inputs, timed with hyperfine
#   Scripts/bench-X.sh --smoke [ARGS]  the debug build `swift build` makes (what `swift test` already built), small
#                                      inputs, every command once: .ci/run does this so no benchmark can rot unseen
smoke=0
if [ "${1:-}" = "--smoke" ]; then
    smoke=1
    shift
fi

# Builds the named products and sets $bin to the folder holding them.
build_products() {
    local flags=(-c release --scratch-path .build-bench)
    [ "$smoke" = 1 ] && flags=()
    for product in "$@"; do swift build "${flags[@]}" --product "$product" >/dev/null; done
    bin="$(swift build "${flags[@]}" --show-bin-path)"
}

# `hyperfine ARGS…`; when smoking (or without hyperfine), each command once, after its `--prepare` command.
measure() {
    if [ "$smoke" = 0 ] && command -v hyperfine >/dev/null; then
        hyperfine "$@"
        return
    fi
    [ "$smoke" = 0 ] && echo "hyperfine is not installed (apt-get install -y hyperfine): each command once, untimed"
    local prepare="" argument
    while [ "$#" -gt 0 ]; do
        argument="$1"
        shift
        case "$argument" in
            --prepare) prepare="$1"; shift ;;
            --warmup | --runs | --export-json | -n | --command-name) shift ;;
            -*) ;;
            *)
                [ -n "$prepare" ] && bash -c "$prepare"
                echo "once: $argument"
                bash -c "$argument" >/dev/null
                ;;
        esac
    done
}
