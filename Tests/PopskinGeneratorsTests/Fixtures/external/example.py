#!/usr/bin/env python3
"""An example popskin external generator (protocol 1): one Android-style dimension file per theme."""
import json
import sys

request = json.load(sys.stdin)
assert request["protocol"] == 1
files, diagnostics = [], []
for theme in request["themes"]:
    arrow, insets = theme["arrow"], theme["content"]["insets"]
    lines = [f'<dimen name="{theme["name"]}_arrow_base">{arrow["base"]}dp</dimen>',
             f'<dimen name="{theme["name"]}_arrow_height">{arrow["height"]}dp</dimen>',
             f'<dimen name="{theme["name"]}_inset_top">{insets[0]}dp</dimen>']
    files.append({"path": f"values/{theme['name']}.xml", "contents": "<resources>\n" + "\n".join(lines) + "\n</resources>\n"})
    if theme["arrow"]["height"] > 40:
        diagnostics.append({"severity": "warning", "message": f"{theme['name']}: tall arrow", "file": theme["file"]})
files.append({"path": "options.json", "base64": "eyJvayI6IHRydWV9"})  # {"ok": true}
json.dump({"files": files, "diagnostics": diagnostics}, sys.stdout)
