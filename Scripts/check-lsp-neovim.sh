#!/usr/bin/env bash
# `popskin lsp` under a client no one here wrote: Debian's Neovim and its built-in LSP client, with no user config, on
# a copy of the bundled project (popskin.yaml and themes/, tokens and art included).
# 1. Headless (Scripts/lsp-neovim.lua): the client attaches to themes/mb-green.yaml; a hover on `extends: mb-red` must
#    give the inheritance chain; `corner-radios` typed into the buffer must get one UNKNOWN-KEY error at its line.
# 2. In a terminal (Scripts/check-lsp-neovim-screen.py, pyte): the same typo and a hover float, both read off the
#    emulated screen, which headless chromium then draws to a PNG (docs/images/neovim-lsp.png is one).
#
#   Scripts/check-lsp-neovim.sh POPSKIN [--screenshot FILE.png]   # apt-get install -y neovim python3-pyte chromium
#
# Outside CI a missing neovim, pyte or chromium skips the check, and says so; with CI=true it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then echo "usage: Scripts/check-lsp-neovim.sh POPSKIN [--screenshot FILE.png]" >&2; exit 64; fi
popskin="$(realpath "$1")"
screenshot=""
if [ "${2:-}" = "--screenshot" ]; then screenshot="$(realpath "$3")"; fi

missing=()
command -v nvim >/dev/null || missing+=(neovim)
/usr/bin/python3 -c "import pyte" 2>/dev/null || missing+=(python3-pyte)
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
    echo "lsp-neovim check: ${missing[*]} not installed (apt-get install -y ${missing[*]})"
    if [ "${CI:-}" = true ]; then exit 1; fi
    echo "lsp-neovim check: skipped"
    exit 0
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/popskin-nvim-XXXXXX")"
trap 'rm -rf "$work"' EXIT
project="$work/project"
mkdir "$project"
cp -R popskin.yaml themes "$project/"
cp -R "$project" "$work/screen-project" # the screen run edits its own copy (unsaved, but nvim keeps swap files)
scripts="$PWD/Scripts"
started=$(date +%s)

# Neovim's cache, state and log go to the work folder, not the user's; timeout: a silent server must not hang CI.
(cd "$project" && XDG_CONFIG_HOME="$work/xdg" XDG_CACHE_HOME="$work/xdg" XDG_STATE_HOME="$work/xdg" \
    XDG_DATA_HOME="$work/xdg" POPSKIN_BIN="$popskin" POPSKIN_NVIM_MODE=check \
    timeout 120 nvim --headless --clean -u "$scripts/lsp-neovim.lua" themes/mb-green.yaml </dev/null) \
    || headless=$?

timeout 120 /usr/bin/python3 "$scripts/check-lsp-neovim-screen.py" "$popskin" "$work/screen-project" \
    "${screenshot:-$work/neovim-lsp.png}" || screen=$?

echo "lsp-neovim check: $(($(date +%s) - started)) s"
if [ "${headless:-0}" -ne 0 ] || [ "${screen:-0}" -ne 0 ]; then
    echo "lsp-neovim check: failed (headless status ${headless:-0}, screen status ${screen:-0}; 124 is a timeout)"
    exit 1
fi
