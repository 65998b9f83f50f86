#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format and the repository's .swift-format (120 columns, four
# spaces), then lints what is left. Generated files (the goldens, which popskin's templates mark
# `// swift-format-ignore-file`) are skipped.
#
#   Scripts/format.sh          # format in place, then lint
#   Scripts/format.sh --lint   # lint only; exits non-zero on any finding (for CI)
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Plugins Examples)
if [ "${1:-}" != "--lint" ]; then
    swift format format --configuration .swift-format --parallel --in-place --recursive "${paths[@]}"
fi
swift format lint --configuration .swift-format --parallel --strict --recursive "${paths[@]}"
