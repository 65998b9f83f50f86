#!/usr/bin/env bash
# The build plugin's costs on Examples/SkinsDemo (in copies; the example stays as committed), with hyperfine:
#   - a no-op `swift build` with the plugin, against the same package without it (the plugin's outputs checked in
#     as plain sources and a resource);
#   - edit one theme → rebuilt (`swift build` after the theme's arrow base flips between two values).
# The consumer's first (cold) build is timed by Scripts/check-plugin.sh, which also lists what it compiles.
#
#   Scripts/bench-plugin.sh [--smoke]  # needs hyperfine; --smoke: each build once (see bench-common.sh)
source "$(dirname "$0")/example-copy.sh"
cd "$repo"
source Scripts/bench-common.sh
copy_example "$work/with"
(cd "$work/with" && swift build >/dev/null)

# Without the plugin: what it generated, as the package's own files.
cp -R "$work/with" "$work/without"
rm -rf "$work/without/.build"
generated="$(echo "$work"/with/.build/plugins/outputs/*/SkinsDemo/destination/PopskinPlugin)"
target="$work/without/Sources/SkinsDemo"
cp "$generated"/Skins/*.swift "$target/"
cp -R "$generated/Skins.xcassets" "$target/"
rm -rf "$target/themes" "$target/tokens" "$target/popskin.yaml"
sed -i.bak -e 's|plugins: \[.plugin(name: "PopskinPlugin", package: "popskin")\]|resources: [.copy("Skins.xcassets")]|' \
    "$work/without/Package.swift"
grep -q 'resources: \[.copy("Skins.xcassets")\]' "$work/without/Package.swift"
(cd "$work/without" && swift build >/dev/null && swift test 2>&1 | tail -1)

# hyperfine pads the environment with a variable of random length; SwiftPM reruns commands whose environment
# changed, so every run would rebuild. The builds run without it.
build="env -u HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET swift build"
for package in with without; do (cd "$work/$package" && $build >/dev/null && $build >/dev/null); done
echo "== no-op swift build, with the plugin and without"
measure --warmup 3 --runs 20 \
    -n "with the plugin" "cd $work/with && $build" \
    -n "without" "cd $work/without && $build"

echo "== edit one theme → rebuilt"
theme="$work/with/Sources/SkinsDemo/themes/coral.yaml"
flip="if grep -q 'base: 36' $theme; then sed -i 's/base: 36/base: 38/' $theme; else sed -i 's/base: 38/base: 36/' $theme; fi"
measure --warmup 1 --runs 10 --prepare "$flip" -n "edit coral.yaml, swift build" "cd $work/with && $build"
