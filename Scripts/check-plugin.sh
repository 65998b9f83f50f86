#!/usr/bin/env bash
# Shows the build plugin at work on Examples/SkinsDemo, in a copy (the example stays as committed), and fails if it
# does not behave:
#   1. the example builds and tests on Linux through the plugin (cold build: time and what it compiled);
#   2. a second `swift build` with nothing changed runs no popskin command;
#   3. editing a theme reruns popskin and recompiles only the generated files that changed (and code using them);
#   4. adding a theme file is picked up (new outputs declared, compiled); removing it takes its files away.
#
#   Scripts/check-plugin.sh            # run by .ci/run
source "$(dirname "$0")/example-copy.sh"
copy_example "$work/SkinsDemo"
cd "$work/SkinsDemo"
themes=Sources/SkinsDemo/themes
outputs() { echo .build/plugins/outputs/*/SkinsDemo/destination/PopskinPlugin; }
fail() { echo "check-plugin: FAILED: $*" >&2; exit 1; }
# A build must succeed and print no error: SwiftPM may report a failed step (say, of a plugin's tool) and go on.
clean_log() { ! grep -m5 "error:" "$1" || fail "swift build printed errors ($2)"; }
build() {
    swift build > "$work/last.log" 2>&1 || { cat "$work/last.log"; fail "swift build failed"; }
    clean_log "$work/last.log" "a later build"
    grep -E "popskin:|Compiling SkinsDemo|warning" "$work/last.log" || true
}

echo "== 1. cold build"
start=$(date +%s)
swift build > "$work/cold.log" 2>&1 || { cat "$work/cold.log"; fail "the example does not build"; }
clean_log "$work/cold.log" "the cold build"
echo "cold build: $(( $(date +%s) - start )) s; modules compiled:"
grep -oE "Compiling [A-Za-z_]+" "$work/cold.log" | sort | uniq -c | sort -rn | sed 's/^/   /'
swift test > "$work/test.log" 2>&1 || true
tail -1 "$work/test.log"
grep -q "Test run with 3 tests in 1 suite passed" "$work/test.log" || { cat "$work/test.log"; fail "the example's tests"; }

echo "== 2. nothing changed"
build > /dev/null  # the first build after swift test relinks the tool (SwiftPM keeps two build databases)
build
grep -q "popskin:" "$work/last.log" && fail "an unchanged build ran popskin"
echo "no popskin command"

echo "== 3. one theme edited"
sed -i.bak 's/base: 36/base: 38/' "$themes/coral.yaml" && rm "$themes/coral.yaml.bak"
build
grep -q "popskin:" "$work/last.log" || fail "an edited theme did not rerun popskin"
grep -q "Compiling SkinsDemo PopskinTheme+coral.swift" "$work/last.log" || fail "coral's class was not recompiled"
grep -qE "Compiling SkinsDemo (PopskinTheme\+ocean|PopskinTheme\+demo-base|PopskinSkins\+UIKit|PopskinRuntime)" \
    "$work/last.log" && fail "a generated file that did not change was recompiled"
grep -q "arrowBase() -> CGFloat { 38 }" "$(outputs)/Skins/PopskinTheme+coral.swift" || fail "coral's class is stale"
build
grep -q "popskin:" "$work/last.log" && fail "the build after the edit ran popskin again"

echo "== 4. a theme file added, then removed"
printf 'extends: demo-base\nbackground:\n  fill: "#e0c9a6"\n' > "$themes/sand.yaml"
build
grep -q "popskin: SkinsDemo (4 theme files)" "$work/last.log" || fail "the new theme file was not picked up"
grep -q "Compiling SkinsDemo PopskinTheme+sand.swift" "$work/last.log" || fail "sand's class was not compiled"
[ -d "$(outputs)/Skins.xcassets/sand-body.imageset" ] || fail "sand's images are missing"
rm "$themes/sand.yaml"
build
grep -q "popskin: SkinsDemo (3 theme files)" "$work/last.log" || fail "the removed theme file was not noticed"
[ ! -e "$(outputs)/Skins.xcassets/sand-body.imageset" ] || fail "sand's images stayed in the catalog"
echo "check-plugin: all good"
