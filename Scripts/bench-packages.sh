#!/usr/bin/env bash
# `popskin package resolve` and `package fetch` on a 50-package graph of local git repositories, timed with
# hyperfine: five layers of ten packages (each needing three of the layer below, `from: 1.0.0`; four releases each,
# 1.0.0, 1.1.0, 1.2.0 and 2.0.0), and an app needing the top layer. One cold resolve (empty cache) first; then,
# with the cache warm and the lock present, resolve (which still fetches every repository, to see moved tags),
# resolve --offline (the lock checked against the manifest and the store) and fetch (everything already stored).
#
#   Scripts/bench-packages.sh [--smoke]   # needs git and hyperfine (apt-get install -y git hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
build_products popskin
popskin="$bin/popskin"
work="$(mktemp -d)"
trap 'chmod -R u+w "$work"; rm -rf "$work"' EXIT
export POPSKIN_CACHE="$work/cache"
# Reproducible repositories whatever the machine's git configuration.
export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@popskin.invalid GIT_COMMITTER_NAME=bench
export GIT_COMMITTER_EMAIL=bench@popskin.invalid GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
layers=5 width=10 steps="0 3 7"
[ "$smoke" = 1 ] && layers=2 width=3 steps="0 1"

name() { printf 'pkg%d%d' "$1" "$2"; }

for layer in $(seq 0 $((layers - 1))); do
    for index in $(seq 0 $((width - 1))); do
        package="$(name "$layer" "$index")"
        repository="$work/repos/$package"
        mkdir -p "$repository/themes"
        git -c init.defaultBranch=main init --quiet "$repository"
        for version in 1.0.0 1.1.0 1.2.0 2.0.0; do
            {
                printf 'popskin: 1\nname: %s\nversion: %s\n' "$package" "$version"
                if [ "$layer" -gt 0 ]; then
                    printf 'dependencies:\n'
                    for step in $steps; do
                        dependency="$(name $((layer - 1)) $(((index + step) % width)))"
                        printf '  %s: { git: "file://%s/repos/%s", from: 1.0.0 }\n' "$dependency" "$work" "$dependency"
                    done
                fi
            } > "$repository/popskin.yaml"
            if [ "$layer" -eq 0 ]; then
                printf 'abstract: true\narrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n' \
                    > "$repository/themes/$package.yaml"
            else
                printf 'extends: %s/%s\n' "$(name $((layer - 1)) "$index")" "$(name $((layer - 1)) "$index")" \
                    > "$repository/themes/$package.yaml"
            fi
            printf 'background: { fill: "#%02x%02x%02x" }\n' $((layer * 40)) $((index * 20)) "${version//./}" \
                >> "$repository/themes/$package.yaml"
            git -C "$repository" add --all
            git -C "$repository" commit --quiet -m "release $version"
            git -C "$repository" tag "$version"
        done
    done
done

app="$work/app"
mkdir -p "$app/themes"
{
    printf 'popskin: 1\nname: app\ndependencies:\n'
    for index in $(seq 0 $((width - 1))); do
        package="$(name $((layers - 1)) "$index")"
        printf '  %s: { git: "file://%s/repos/%s", from: 1.0.0 }\n' "$package" "$work" "$package"
    done
} > "$app/popskin.yaml"
top="$(name $((layers - 1)) 0)"
printf 'extends: %s/%s\n' "$top" "$top" > "$app/themes/app.yaml"

echo "== $((layers * width)) packages in $layers layers of $width, 4 releases each; app needs the top $width"
start=$(date +%s%N)
"$popskin" package resolve --project "$app" | sed 's/: pkg.*;/;/'
echo "cold resolve (empty cache): $((($(date +%s%N) - start) / 1000000)) ms"
"$popskin" theme validate --project "$app"

measure -N --warmup 1 --runs 10 \
    "$popskin package resolve --project $app" \
    "$popskin package resolve --offline --project $app" \
    "$popskin package fetch --project $app"
