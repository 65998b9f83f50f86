#!/usr/bin/env bash
# Writes the generated parts of docs/ from the declarations in the code: the JSON Schemas of theme files and of
# popskin.yaml (draft 2020-12, and draft-07 in docs/schema/draft-07), the format references and the diagnostics
# reference. A test fails when the committed copies differ.
#
#   Scripts/generate-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product popskin >/dev/null
popskin="$(swift build --show-bin-path)/popskin"
"$popskin" schema theme > docs/schema/theme.schema.json
"$popskin" schema manifest > docs/schema/manifest.schema.json
mkdir -p docs/schema/draft-07
"$popskin" schema theme --draft 07 > docs/schema/draft-07/theme.schema.json
"$popskin" schema manifest --draft 07 > docs/schema/draft-07/manifest.schema.json
"$popskin" schema theme --format markdown > docs/reference/theme-format.md
"$popskin" schema manifest --format markdown > docs/reference/manifest.md
"$popskin" explain-diagnostic --all --format markdown > docs/reference/diagnostics.md
