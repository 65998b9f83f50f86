#!/usr/bin/env bash
# `popskin theme diff` on 20 changed themes: a repository whose second commit recolours every theme (a quarter of them
# also dark, so they are drawn in two appearances; --smoke: one theme, the report once) beside 20 untouched themes, which must not be drawn. Times the
# text diff and the diff that writes the HTML report (every case's PNGs encoded), on all cores.
#
#   Scripts/bench-diff.sh [--smoke] [--themes N]
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin
popskin="$bin/popskin"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
themes=20
[ "$smoke" = 1 ] && themes=1
[ "${1:-}" = "--themes" ] && themes="$2"

repository="$work/repository"
mkdir -p "$repository/themes"
git_() {
    GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@popskin.invalid GIT_COMMITTER_NAME=bench \
        GIT_COMMITTER_EMAIL=bench@popskin.invalid GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null \
        git -C "$repository" -c init.defaultBranch=main "$@" >/dev/null
}
write_themes() {
    local red="$1" index dark
    for index in $(seq 0 $((themes - 1))); do
        dark=""
        [ $((index % 4)) -eq 3 ] && dark=", dark: \"#2$((index % 10))3040\""
        cat >"$repository/themes/c$index.yaml" <<THEME
arrow: { base: 31, height: 13, corner-clearance: 20 }
background: { corner-radius: 10, fill: { any: "#${red}$(printf '%02x' $((64 + index)))15"$dark } }
border: { width: 1, color: "#2b0507" }
shadow: { color: "#000000", opacity: 0.4, blur: 8, offset: [0, 2] }
content: { insets: [12, 14, 16, 14] }
THEME
        cat >"$repository/themes/u$index.yaml" <<THEME
arrow: { base: 24, height: 10 }
background: { corner-radius: 8, fill: "#f0f0f$((index % 10))" }
content: { insets: 8 }
THEME
    done
}
git_ init --quiet
write_themes 40
git_ add --all
git_ commit --quiet -m first
write_themes 90
git_ commit --quiet -am second

set +e
"$popskin" theme diff --project "$repository" --from HEAD~1 >"$work/diff.txt"
status=$?
set -e
[ "$status" = 1 ] || { cat "$work/diff.txt"; echo "theme diff exited $status, not 1"; exit 1; }
head -1 "$work/diff.txt"
grep -q "^unchanged  u0$" "$work/diff.txt" || { echo "an untouched theme is not listed unchanged"; exit 1; }

if [ "$smoke" = 0 ]; then
    echo "== $themes changed themes (and $themes untouched), text report"
    measure --warmup 1 --runs 5 "$popskin theme diff --project $repository --from HEAD~1 >/dev/null; [ \$? = 1 ]"
fi
echo "== the same with the HTML report (every case's PNGs)"
measure --warmup 1 --runs 5 \
    "$popskin theme diff --project $repository --from HEAD~1 --output $work/report.html >/dev/null; [ \$? = 1 ]"
