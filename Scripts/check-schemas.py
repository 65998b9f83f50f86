#!/usr/bin/python3
"""Checks the committed JSON Schemas with an independent validator (Debian's python3-jsonschema), those of draft
2020-12 and their draft-07 copies alike: every theme of the bundled registry, the example package and the test
fixtures that popskin itself accepts must validate; a misspelt key, a value of the wrong type and a value out of
range must not.

    /usr/bin/python3 Scripts/check-schemas.py          # from the repository's root; CI runs it
"""
import glob
import json
import os
import sys

import jsonschema
import yaml

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
problems = []


# Each draft's folder and validator; a schema names its draft in $schema, and must be the one its folder says.
drafts = [
    ("docs/schema", jsonschema.Draft202012Validator),
    ("docs/schema/draft-07", jsonschema.Draft7Validator),
]


def schema(folder, validator, name):
    with open(f"{folder}/{name}.schema.json") as f:
        document = json.load(f)
    if document["$schema"] != validator.META_SCHEMA["$schema"]:
        problems.append(f"{folder}/{name}.schema.json names {document['$schema']}")
    validator.check_schema(document)
    return validator(document)


def errors(validator, value):
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(value)]


def expect_valid(validator, path):
    with open(path) as f:
        value = yaml.safe_load(f)
    found = errors(validator, value)
    if found:
        problems.append(f"{path} should validate: {found[:3]}")


def expect_valid_text(validator, label, text):
    found = errors(validator, yaml.safe_load(text))
    if found:
        problems.append(f"{label} should validate: {found[:3]}\n{text}")


def expect_invalid(validator, label, text):
    found = errors(validator, yaml.safe_load(text))
    if not found:
        problems.append(f"{label} should not validate:\n{text}")


accepted = sorted(
    glob.glob("themes/*.yaml")
    + glob.glob("Examples/SkinsDemo/Sources/SkinsDemo/themes/*.yaml")
    + [f"Tests/Fuzz/corpus/theme-{name}.yaml" for name in ["gik-default", "mb-red", "qmui-default"]]
    # The defects popskin finds after reading a file (inheritance, geometry, duplicates) are not the schema's.
    + [
        f"Tests/PopskinCLITests/Fixtures/ten-defects/themes/{name}.yaml"
        for name in ["bare", "base", "loop-a", "loop-b", "narrow", "orphan", "thin", "token", "twice"]
    ]
)

# The bounds themselves, and `.inf` where it means no bound.
theme_edges = [
    ("the longest length", "arrow: { base: 1000, height: 1000 }\nbackground: { corner-radius: 1000 }\n"),
    ("an open maximum size", "popup: { maximum-size: [.inf, .inf], minimum-size: [10000, 0] }\n"),
]

# What the schema is for: the mistakes an editor should show while typing.
theme_mistakes = [
    ("a misspelt key", "arow: { base: 20, height: 10 }\n"),
    ("a misspelt nested key", "shadow: { blurr: 3 }\n"),
    ("the fixture's misspelt key", open("Tests/PopskinCLITests/Fixtures/ten-defects/themes/typo.yaml").read()),
    ("a string for a number", "arrow: { base: wide }\n"),
    ("a list for a colour", 'background: { fill: ["#fff"] }\n'),
    ("an unknown choice", "arrow: { shape: triangel }\n"),
    ("a negative base", "arrow: { base: -3 }\n"),
    ("an opacity over 1", "shadow: { opacity: 1.5 }\n"),
    ("a base over the longest length", "arrow: { base: 1e19 }\n"),
    ("a corner radius over the longest length", "background: { corner-radius: 1001 }\n"),
    ("cap insets over the longest length", "background: { cap-insets: [1, 1e19] }\n"),
    ("a border over its maximum", "border: { width: 101 }\n"),
    ("a popup size over its maximum", "popup: { maximum-size: [20000, 10] }\n"),
    ("three insets", "content: { insets: [1, 2, 3] }\n"),
    ("a bad colour", 'border: { color: "#12345g" }\n'),
    ("the fixture's bad colour", open("Tests/PopskinCLITests/Fixtures/ten-defects/themes/colour.yaml").read()),
    ("the fuzz seed's odd values", open("Tests/Fuzz/corpus/theme-abstract-variants.yaml").read()),
    ("geometry per appearance", "arrow: { base: { any: 20, dark: 22 } }\n"),
    ("a colour per appearance without any or light", 'background: { fill: { dark: "#000000" } }\n'),
]
manifest_mistakes = [
    ("a misspelt key", "outputz: []\n"),
    ("an unknown access", "outputs:\n  - generator: swift\n    options: { access: open }\n"),
    ("qmui given a swift option", "outputs:\n  - generator: qmui\n    options: { runtime: embedded }\n"),
    ("a scale of 4", "outputs:\n  - generator: assets\n    options: { scales: [4] }\n"),
    ("a version that is not X.Y.Z", "version: one\n"),
    ("a dependency with two requirements", "dependencies:\n  brand: { git: x, from: 1.0.0, exact: 1.0.0 }\n"),
    ("a theme list that is not a list", "outputs:\n  - generator: qmui\n    themes: mb-red\n"),
]
for folder, validator in drafts:
    theme = schema(folder, validator, "theme")
    manifest = schema(folder, validator, "manifest")
    for path in accepted:
        expect_valid(theme, path)
    for path in ["popskin.yaml", "Examples/SkinsDemo/Sources/SkinsDemo/popskin.yaml"]:
        expect_valid(manifest, path)
    for label, text in theme_edges:
        expect_valid_text(theme, f"a theme with {label} ({folder})", text)
    for label, text in theme_mistakes:
        expect_invalid(theme, f"a theme with {label} ({folder})", text)
    for label, text in manifest_mistakes:
        expect_invalid(manifest, f"a manifest with {label} ({folder})", text)

if problems:
    print("\n".join(problems))
    sys.exit(1)
mistakes = len(theme_mistakes) + len(manifest_mistakes)
print(
    f"schemas: {len(accepted)} theme files and 2 manifests validate; {mistakes} mistakes are rejected; "
    f"{len(theme_edges)} edge cases are accepted; in draft 2020-12 and in draft-07"
)
