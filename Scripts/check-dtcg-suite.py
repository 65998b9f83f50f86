#!/usr/bin/env python3
"""Runs the DTCG community group's 2025.10 conformance suite through `popskin tokens check`.

Every positive file must be accepted (exit 0, no error) and every negative file rejected (exit 1) with a located
error: `FILE:LINE:COLUMN: error: [ID] message`. Prints `N/N positive accepted, M/M negative rejected` and exits 1
when any test goes the wrong way.

    Scripts/check-dtcg-suite.py POPSKIN [SUITE]     # SUITE: ../shared/testdata/dtcg-suite/tests/2025.10
"""
import json
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
popskin = sys.argv[1]
suite = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "..", "shared", "testdata", "dtcg-suite", "tests",
                                                          "2025.10")
located = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<column>\d+): error: \[[A-Z-]+\] .+", re.M)

counts = {"positive": [0, 0], "negative": [0, 0]}
failures = []
for part, flags in (("format", []), ("resolver", ["--resolver"])):
    manifest = json.load(open(os.path.join(suite, part, "manifest.json")))
    for test in manifest["tests"]:
        kind = "positive" if test["type"] == "PositiveEvaluationTest" else "negative"
        path = os.path.join(suite, part, test["input"])
        run = subprocess.run([popskin, "tokens", "check", *flags, path], capture_output=True, text=True)
        counts[kind][1] += 1
        errors = located.findall(run.stderr)
        if kind == "positive" and run.returncode == 0 and not errors:
            counts[kind][0] += 1
        elif kind == "negative" and run.returncode == 1 and located.search(run.stderr):
            counts[kind][0] += 1
        else:
            failures.append((kind, part + "/" + test["input"], run.returncode, run.stderr.strip()))

for kind, name, code, stderr in failures:
    print(f"FAIL {kind} {name} (exit {code})")
    for line in stderr.splitlines()[:6]:
        print("    " + line)
print(f"{counts['positive'][0]}/{counts['positive'][1]} positive accepted, "
      f"{counts['negative'][0]}/{counts['negative'][1]} negative rejected")
sys.exit(1 if failures else 0)
