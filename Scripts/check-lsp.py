#!/usr/bin/env python3
"""`popskin lsp` driven as an editor drives it: a JSON-RPC client over the process's standard input and output.

Usage: check-lsp.py POPSKIN

1. A project with a theme holding two errors. initialize (rootUri), initialized, didOpen of the theme as on disk:
   the published diagnostics must have the same ids, lines and columns as `theme validate --diagnostics-format json`
   (LSP's 0-based lines, UTF-16 characters), ranges over the offending words, a link to the explanation.
2. didChange with unsaved text fixing one error: one diagnostic left (the file on disk still has two). A base theme
   opened and broken unsaved: its heir's file gets the error too (dependents are updated).
3. A document outside the project: never read, no diagnostics for it. An unknown request gets -32601, garbage JSON
   -32700, and the server goes on.
4. shutdown, exit: exit status 0. A second run with a broken frame (no Content-Length) exits 1 without hanging.
5. The bundled registry (a copy): hover on `extends: mb-red` and on a token reference, definition, references,
   prepareRename and rename of a theme (its heirs' `extends:` and its file) and of a YAML token, inlay hints,
   document symbols, token completion filtered by type, generator completion in popskin.yaml, code actions for a
   did-you-mean and a hairline: exact ranges (computed from the files' text) and contents.
6. Every fixture (the bundled registry, Tests/PopskinCLITests/Fixtures' projects, the YAML fuzz corpus and its
   failures as themes, Figma's published DTCG export from ../shared when present): after `initialized`, the
   diagnostics published for every file have the ids and start positions `theme validate --diagnostics-format json`
   gives, no more and no fewer.
"""
import json
import os
import subprocess
import sys
import shutil
import tempfile

from lsp_client import Client, uri

problems = []




REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def position_of(text, needle, line_hint=None):
    """The LSP position (0-based line, UTF-16 character) of `needle`'s first occurrence in `text`."""
    for number, line in enumerate(text.split("\n")):
        if line_hint is not None and number != line_hint:
            continue
        index = line.find(needle)
        if index >= 0:
            return {"line": number, "character": len(line[:index].encode("utf-16-le")) // 2}
    raise AssertionError(f"{needle!r} not in the text")


def span(text, needle, line_hint=None):
    start = position_of(text, needle, line_hint)
    return {"start": start, "end": {"line": start["line"], "character": start["character"] + len(needle)}}


def copy_registry(work):
    project = os.path.join(work, "registry")
    shutil.copytree(os.path.join(REPO, "themes"), os.path.join(project, "themes"))
    shutil.copy(os.path.join(REPO, "popskin.yaml"), project)
    return project


def canonical(value):
    return json.dumps(value, sort_keys=True)


def check(condition, what):
    if not condition:
        problems.append(what)


def features(popskin):
    project = copy_registry(tempfile.mkdtemp(prefix="popskin-lsp-features-"))
    # Number tokens beside the palette's colours, for completion by type.
    with open(os.path.join(project, "themes", "tokens", "size.yaml"), "w") as f:
        f.write("size:\n  inset: 12\n  gap: 4\n")
    read = lambda name: open(os.path.join(project, name)).read()
    green, red, blue = (os.path.join(project, "themes", n + ".yaml") for n in ("mb-green", "mb-red", "mb-blue"))
    palette = os.path.join(project, "themes", "tokens", "palette.yaml")
    manifest = os.path.join(project, "popskin.yaml")
    client = Client(popskin)
    client.request("initialize", {"rootUri": uri(project), "capabilities": {}})
    client.notify("initialized", {})
    text = read("themes/mb-green.yaml")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(green), "languageId": "yaml", "version": 1,
                                                            "text": text}})
    doc = {"uri": uri(green)}
    ask = lambda method, params: client.request(method, {"textDocument": doc, **params}).get("result")
    at_red = position_of(text, "mb-red")
    at_token = position_of(text, "{palette.mb.green}")

    hover = ask("textDocument/hover", {"position": at_red}) or {}
    value = hover.get("contents", {}).get("value", "")
    check(hover.get("range") == span(text, "mb-red") and "**mb-red**" in value
          and "chain: mb-green → mb-red → seed-base" in value and "themes/mb-red.yaml" in value and "2 heirs" in value,
          f"hover on extends: mb-red: {hover}")
    hover = ask("textDocument/hover", {"position": at_token}) or {}
    value = hover.get("contents", {}).get("value", "")
    check(hover.get("range") == span(text, "{palette.mb.green}") and "palette.mb.green" in value
          and "#00e22b" in value and "themes/tokens/palette.yaml" in value, f"hover on a token: {hover}")

    palette_text = read("themes/tokens/palette.yaml")
    green_key = position_of(palette_text, "green:")
    green_key_span = {"start": green_key, "end": {"line": green_key["line"], "character": green_key["character"] + 5}}
    definition = ask("textDocument/definition", {"position": at_red})
    check(definition == {"uri": uri(red), "range": {"start": {"line": 0, "character": 0},
                                                    "end": {"line": 0, "character": 0}}},
          f"definition of extends: mb-red: {definition}")
    definition = ask("textDocument/definition", {"position": at_token})
    check(definition == {"uri": uri(palette), "range": green_key_span}, f"definition of a token: {definition}")

    # An art path leads to its file, resolved from the theme's folder as the decoder resolves it.
    gik = os.path.join(project, "themes", "gik-classic.yaml")
    art_at = position_of(read("themes/gik-classic.yaml"), "art/gik/up.png")
    definition = client.request("textDocument/definition", {"textDocument": {"uri": uri(gik)},
                                                            "position": art_at}).get("result")
    check((definition or {}).get("uri") == uri(os.path.join(project, "themes", "art", "gik", "up.png")),
          f"definition of an art path: {definition}")
    references = ask("textDocument/references", {"position": at_red, "context": {"includeDeclaration": False}})
    wanted = sorted([(uri(blue), canonical(span(read("themes/mb-blue.yaml"), "mb-red"))),
                     (uri(green), canonical(span(text, "mb-red")))])
    check(sorted((r["uri"], canonical(r["range"])) for r in references or []) == wanted, f"references of mb-red: {references}")
    references = ask("textDocument/references", {"position": at_token, "context": {"includeDeclaration": True}})
    check([(r["uri"], r["range"]) for r in references or []] == [(uri(palette), green_key_span),
                                                                (uri(green), span(text, "{palette.mb.green}"))],
          f"references of palette.mb.green: {references}")

    prepared = ask("textDocument/prepareRename", {"position": at_red})
    check(prepared == {"range": span(text, "mb-red"), "placeholder": "mb-red"}, f"prepareRename: {prepared}")
    edit = ask("textDocument/rename", {"position": at_red, "newName": "mb-crimson"}) or {}
    changes = edit.get("documentChanges", [])
    edited = sorted((c["textDocument"]["uri"], c["edits"][0]["newText"]) for c in changes if "edits" in c)
    renamed = [(c["oldUri"], c["newUri"]) for c in changes if c.get("kind") == "rename"]
    check(edited == sorted([(uri(blue), "mb-crimson"), (uri(green), "mb-crimson")])
          and renamed == [(uri(red), uri(os.path.join(project, "themes", "mb-crimson.yaml")))],
          f"rename of mb-red: {edit}")
    refused = client.request("textDocument/rename", {"textDocument": doc, "position": at_red, "newName": "mb-blue"})
    check(refused.get("error", {}).get("code") == -32803 and "already exists" in refused["error"]["message"],
          f"rename onto a taken name: {refused}")
    edit = ask("textDocument/rename", {"position": at_token, "newName": "verdant"}) or {}
    edited = sorted((c["textDocument"]["uri"], c["edits"][0]["newText"], canonical(c["edits"][0]["range"]))
                    for c in edit.get("documentChanges", []))
    check(edited == sorted([(uri(green), "{palette.mb.verdant}", canonical(span(text, "{palette.mb.green}"))),
                            (uri(palette), "verdant", canonical(green_key_span))]), f"rename of a token: {edit}")

    hints = ask("textDocument/inlayHint", {"range": {"start": {"line": 0, "character": 0},
                                                     "end": {"line": 99, "character": 0}}}) or []
    lines = text.split("\n")
    by_line = {h["position"]["line"]: h["label"] for h in hints}
    insets_line = position_of(text, "insets:")["line"]
    check(by_line.get(at_red["line"]) == "inherits arrow, popup"
          and by_line.get(insets_line) == "was 10 in mb-red"
          and by_line.get(at_token["line"]) == 'was "{palette.mb.red}" in mb-red'
          and all(h["position"]["character"] == len(lines[h["position"]["line"]]) for h in hints),
          f"inlay hints: {hints}")

    symbols = ask("textDocument/documentSymbol", {}) or []
    names = [(s["name"], s.get("detail"), [c["name"] for c in s.get("children") or []]) for s in symbols]
    check(names == [("extends", "mb-red", []), ("description", "MB's green popover", []),
                    ("background", None, ["fill"]), ("content", None, ["insets"])], f"document symbols: {names}")

    # Completion inside a reference: colours only for a fill, the path replacing what is typed up to the brace.
    typing = text.replace("{palette.mb.green}", "{palette.mb.}")
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri(green), "version": 2},
                                             "contentChanges": [{"text": typing}]})
    cursor = position_of(typing, "}", at_token["line"])
    items = ask("textDocument/completion", {"position": cursor}) or []
    labels = [i["label"] for i in items]
    start = dict(cursor, character=cursor["character"] - len("palette.mb."))
    check(labels == ["palette.mb.blue", "palette.mb.green", "palette.mb.red"]
          and all(i["textEdit"] == {"range": {"start": start, "end": cursor}, "newText": i["label"]} for i in items),
          f"token completion in a fill: {items}")
    metric = text.replace("top: 30,", 'top: "{}",')
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri(green), "version": 3},
                                             "contentChanges": [{"text": metric}]})
    cursor = position_of(metric, '{}"')
    cursor["character"] += 1
    items = ask("textDocument/completion", {"position": cursor}) or []
    check([i["label"] for i in items] == ["size.gap", "size.inset"], f"token completion for an inset: {items}")
    manifest_text = read("popskin.yaml")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(manifest), "languageId": "yaml", "version": 1,
                                                            "text": manifest_text}})
    at = position_of(manifest_text, "swift")
    items = client.request("textDocument/completion", {"textDocument": {"uri": uri(manifest)},
                                                       "position": at}).get("result") or []
    check([i["label"] for i in items] == ["swift", "assets", "qmui", "tokens"], f"generator completion: {items}")
    # Hover on a manifest key: its documentation, over the key.
    hover = client.request("textDocument/hover", {"textDocument": {"uri": uri(manifest)},
                                                  "position": position_of(manifest_text, "exclude:")}).get("result")
    check(hover and hover["range"] == span(manifest_text, "exclude")
          and hover["contents"]["value"].startswith("**exclude**\n\nThese themes do not go to this output"),
          f"hover on exclude: in popskin.yaml: {hover}")

    # Code actions: a misspelt key and theme name, each with its fix; a border under a point made a hairline.
    broken = text.replace("fill:", "fil:").replace("mb-red", "mb-rde")
    broken = broken.replace("content:", "border:\n  width: 0.5\ncontent:")
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri(green), "version": 4},
                                             "contentChanges": [{"text": broken}]})
    published = client.diagnostics(uri(green)) or []
    actions = ask("textDocument/codeAction", {"range": {"start": {"line": 0, "character": 0},
                                                        "end": {"line": 20, "character": 0}},
                                              "context": {"diagnostics": published}}) or []
    found = {(a["title"], a["kind"], canonical(a["edit"]["documentChanges"][0]["edits"][0])) for a in actions}
    wanted = {("Change to 'mb-red'", "quickfix", canonical({"newText": "mb-red", "range": span(broken, "mb-rde")})),
              ("Change to 'fill'", "quickfix", canonical({"newText": "fill", "range": span(broken, "fil")})),
              ("Use a hairline border (one device pixel at every scale)", "refactor.rewrite",
               canonical({"newText": "hairline", "range": span(broken, "0.5")}))}
    check(found == wanted, f"code actions: {sorted(found)}")
    client.request("shutdown", None)
    client.notify("exit", None)
    check(client.process.wait(10) == 0, "features: no clean exit")


def fixture_projects(work):
    """Each fixture as a project folder, by name."""
    projects = {"bundled registry": copy_registry(work)}
    cli = os.path.join(REPO, "Tests", "PopskinCLITests", "Fixtures")
    for name in ("ten-defects", "material"):
        projects[name] = os.path.join(work, name)
        shutil.copytree(os.path.join(cli, name), projects[name])
    projects["fuzz-cli"] = os.path.join(work, "fuzz-cli")
    shutil.copytree(os.path.join(cli, "fuzz-cli"), os.path.join(projects["fuzz-cli"], "themes"))
    corpus = os.path.join(work, "corpus")
    os.makedirs(os.path.join(corpus, "themes"))
    for folder in ("corpus", "FailCases"):
        for index, name in enumerate(sorted(os.listdir(os.path.join(REPO, "Tests", "Fuzz", folder)))):
            if name.endswith(".yaml"):
                shutil.copy(os.path.join(REPO, "Tests", "Fuzz", folder, name),
                            os.path.join(corpus, "themes", f"{folder.lower()}-{index:03d}.yaml"))
    projects["fuzz corpus"] = corpus
    figma = os.path.join(REPO, "..", "shared", "testdata", "real-tokens", "dtcg-examples")
    if os.path.isdir(figma):
        project = os.path.join(work, "figma")
        os.makedirs(os.path.join(project, "themes"))
        shutil.copytree(os.path.join(figma, "figma-sds"), os.path.join(project, "design", "figma-sds"))
        shutil.copy(os.path.join(figma, "figma-sds.resolver.json"), os.path.join(project, "design"))
        with open(os.path.join(project, "popskin.yaml"), "w") as f:
            f.write("popskin: 1\ntokens:\n  - {path: design/figma-sds.resolver.json, rem: 16}\n")
        with open(os.path.join(project, "themes", "t.yaml"), "w") as f:
            f.write('arrow: {base: 16, height: 8}\nbackground: {fill: "{color.background.defualt.$root}", '
                    'corner-radius: "{size.radius.200}"}\ncontent: {insets: "{size.space.200}"}\n')
        projects["figma-sds (DTCG)"] = project
    else:
        print("lsp check: skipped Figma's DTCG export: ../shared/testdata/real-tokens is missing")
    return projects


def dtcg(popskin, project):
    """In Figma's DTCG export: definition from a `{reference}` in one JSON file to the token's key in another, and
    references of a token from a theme reaching its key and the JSON alias that uses it."""
    dark = os.path.join(project, "design", "figma-sds", "theme-dark.tokens.json")
    colors = os.path.join(project, "design", "figma-sds", "color.tokens.json")
    dark_text, color_text = open(dark).read(), open(colors).read()
    client = Client(popskin)
    client.request("initialize", {"rootUri": uri(project), "capabilities": {}})
    client.notify("initialized", {})
    at = position_of(dark_text, "{color.white.100}")
    definition = client.request("textDocument/definition", {"textDocument": {"uri": uri(dark)},
                                                            "position": at}).get("result")
    white = position_of(color_text, '"white"')["line"]
    hundred = next(i for i, line in enumerate(color_text.split("\n")) if i > white and '"100"' in line)
    key = color_text.split("\n")[hundred].index('"100"') + 1
    check(definition == {"uri": uri(colors), "range": {"start": {"line": hundred, "character": key},
                                                       "end": {"line": hundred, "character": key + 3}}},
          f"DTCG definition of {{color.white.100}}: {definition}")
    theme = os.path.join(project, "themes", "t.yaml")
    theme_text = open(theme).read()
    references = client.request("textDocument/references", {
        "textDocument": {"uri": uri(theme)}, "position": position_of(theme_text, "{size.radius.200}"),
        "context": {"includeDeclaration": True}}).get("result") or []
    files = [r["uri"].rsplit("/", 1)[-1] for r in references]
    check(files[:1] == ["size.tokens.json"] and "t.yaml" in files, f"DTCG references of size.radius.200: {files}")
    client.request("shutdown", None)
    client.notify("exit", None)
    client.process.wait(10)


def fixtures(popskin):
    work = tempfile.mkdtemp(prefix="popskin-lsp-fixtures-")
    counts = []
    for name, project in fixture_projects(work).items():
        validated = subprocess.run([popskin, "theme", "validate", "--project", project, "--diagnostics-format",
                                    "json"], capture_output=True, text=True, timeout=120)
        expected = sorted((e["file"], e["line"], e["column"], e["id"]) for e in json.loads(validated.stdout)
                          if e.get("file"))
        client = Client(popskin)
        client.request("initialize", {"rootUri": uri(project), "capabilities": {}})
        client.notify("initialized", {})
        client.request("popskin/none", {})
        seen = []
        for message in client.notifications:
            if message.get("method") != "textDocument/publishDiagnostics":
                continue
            file = message["params"]["uri"][len(uri(project)) + 1:]
            lines = open(os.path.join(project, file), encoding="utf-8", errors="replace").read().split("\n")
            for d in message["params"]["diagnostics"]:
                start = d["range"]["start"]
                line = lines[start["line"]] if start["line"] < len(lines) else ""
                # LSP counts UTF-16 units, popskin scalars: back to scalars to compare.
                prefix = line.encode("utf-16-le")[:start["character"] * 2].decode("utf-16-le", errors="replace")
                seen.append((file, start["line"] + 1, len(prefix) + 1, d["code"]))
        client.request("shutdown", None)
        client.notify("exit", None)
        client.process.wait(10)
        if sorted(seen) != expected:
            missing, extra = sorted(set(expected) - set(seen)), sorted(set(seen) - set(expected))
            problems.append(f"fixture {name}: published diagnostics differ from theme validate: "
                            f"missing {missing[:5]}, extra {extra[:5]} ({len(seen)} vs {len(expected)})")
        counts.append(f"{name} {len(expected)}")
        if name.startswith("figma"):
            dtcg(popskin, project)
    print("lsp check: the same diagnostics as theme validate on " + ", ".join(counts))


def main():
    popskin = sys.argv[1]
    work = tempfile.mkdtemp(prefix="popskin-lsp-")
    project = os.path.join(work, "project")
    os.makedirs(os.path.join(project, "themes"))
    theme = os.path.join(project, "themes", "t.yaml")
    text = 'arrow: { base: 20, height: 10 }\nbackground: { corner-radius: sixteen, fill: "#3366zz" }\ncontent: { insets: 8 }\n'
    with open(theme, "w") as f:
        f.write(text)
    with open(os.path.join(project, "themes", "base.yaml"), "w") as f:
        f.write("abstract: true\narrow: { base: 20, height: 10 }\ncontent: { insets: 8 }\n")
    with open(os.path.join(project, "themes", "heir.yaml"), "w") as f:
        f.write("extends: base\nbackground: { corner-radius: 9, fill: \"#336699\" }\n")
    validated = subprocess.run([popskin, "theme", "validate", "--project", project, "--diagnostics-format", "json"],
                               capture_output=True, text=True)
    expected = json.loads(validated.stdout or validated.stderr)

    client = Client(popskin)
    init = client.request("initialize", {"processId": None, "rootUri": uri(project), "capabilities": {}})
    if init.get("result", {}).get("capabilities", {}).get("textDocumentSync") != 1:
        problems.append(f"initialize: {init}")
    client.notify("initialized", {})
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(theme), "languageId": "yaml", "version": 1,
                                                            "text": text}})
    published = client.diagnostics(uri(theme)) or []
    mine = [e for e in expected if e["file"] == "themes/t.yaml"]
    seen = [(d["code"], d["range"]["start"]["line"] + 1, d["range"]["start"]["character"] + 1) for d in published]
    wanted = [(e["id"], e["line"], e["column"]) for e in mine]
    if seen != wanted:
        problems.append(f"didOpen: published {seen}, theme validate says {wanted}")
    for d in published:
        word = text.split("\n")[d["range"]["start"]["line"]][d["range"]["start"]["character"]:d["range"]["end"]["character"]]
        if word not in ("sixteen", '"#3366zz"'):
            problems.append(f"{d['code']}: the range covers {word!r}")
        if not d.get("codeDescription", {}).get("href", "").endswith("#" + d["code"].lower()) or d["source"] != "popskin":
            problems.append(f"{d['code']}: no link to its explanation")

    # Unsaved text fixing one error.
    fixed = text.replace("sixteen", "16")
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri(theme), "version": 2},
                                             "contentChanges": [{"text": fixed}]})
    codes = [d["code"] for d in client.diagnostics(uri(theme)) or []]
    if codes != ["BAD-COLOR"]:
        problems.append(f"didChange: {codes}, wanted only BAD-COLOR (the disk still has both)")

    # A base theme broken unsaved: its heir is told too.
    base = os.path.join(project, "themes", "base.yaml")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(base), "languageId": "yaml", "version": 1,
                                                            "text": "abstract: true\narrow: { base: 20, height: ten }\n"
                                                                    "content: { insets: 8 }\n"}})
    client.request("popskin/none", {})
    uris = {m["params"]["uri"] for m in client.notifications if m.get("method") == "textDocument/publishDiagnostics"
            and m["params"]["diagnostics"]}
    client.notifications = []
    if uri(base) not in uris:
        problems.append(f"the broken base has no diagnostics: {sorted(uris)}")

    # Hover on a key: what `theme explain` says, and the key's documentation. Definition on `extends:`.
    heir = os.path.join(project, "themes", "heir.yaml")
    hover = client.request("textDocument/hover", {"textDocument": {"uri": uri(heir)},
                                                  "position": {"line": 1, "character": 16}})
    value = (hover.get("result") or {}).get("contents", {}).get("value", "")
    if "heir: background.corner-radius = 9" not in value or "set to 9 by 'heir' at themes/heir.yaml:2:" not in value:
        problems.append(f"hover on corner-radius: {value[:200]!r}")
    definition = client.request("textDocument/definition", {"textDocument": {"uri": uri(heir)},
                                                            "position": {"line": 0, "character": 10}})
    if (definition.get("result") or {}).get("uri") != uri(base):
        problems.append(f"definition of 'extends: base': {definition}")
    # Completion: the keys a mapping takes, with their documentation; the themes `extends:` can name.
    typing = "extends: \nbackground:\n  co\n"
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(heir), "languageId": "yaml", "version": 5,
                                                            "text": typing}})
    keys = client.request("textDocument/completion", {"textDocument": {"uri": uri(heir)},
                                                      "position": {"line": 2, "character": 4}}).get("result") or []
    radius = next((item for item in keys if item["label"] == "corner-radius"), None)
    if not radius or not radius.get("documentation") or any(item["label"] == "base" for item in keys):
        problems.append(f"completion under background: {[item['label'] for item in keys][:12]}")
    names = [item["label"] for item in client.request(
        "textDocument/completion", {"textDocument": {"uri": uri(heir)},
                                    "position": {"line": 0, "character": 9}}).get("result") or []]
    if sorted(names) != ["base", "t"]:
        problems.append(f"completion after extends: {names}")
    # Colours: a swatch per hex colour of the open text, and a picked colour written back as hex.
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri(heir), "version": 6},
                                             "contentChanges": [{"text": 'background: { fill: "#336699" }\n'}]})
    colours = client.request("textDocument/documentColor", {"textDocument": {"uri": uri(heir)}}).get("result") or []
    if [(c["range"]["start"]["character"], c["range"]["end"]["character"]) for c in colours] != [(21, 28)]:
        problems.append(f"documentColor: {colours}")
    picked = client.request("textDocument/colorPresentation", {
        "textDocument": {"uri": uri(heir)}, "color": {"red": 0.2, "green": 0.4, "blue": 0.6, "alpha": 0.5},
        "range": colours[0]["range"] if colours else None}).get("result") or []
    if [p["label"] for p in picked] != ["#33669980"]:
        problems.append(f"colorPresentation: {picked}")
    # Outside the project: never read.
    outside = os.path.join(work, "elsewhere.yaml")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri(outside), "languageId": "yaml", "version": 1,
                                                            "text": "arrow: [nonsense"}})
    if client.diagnostics(uri(outside)):
        problems.append("a document outside the project was read")
    unknown = client.request("textDocument/unknownThing", {})
    if unknown.get("error", {}).get("code") != -32601:
        problems.append(f"an unknown request: {unknown}")
    client.process.stdin.write(b"Content-Length: 9\r\n\r\nnot json!")
    client.process.stdin.flush()
    garbage = client.receive()
    if garbage.get("error", {}).get("code") != -32700:
        problems.append(f"garbage JSON: {garbage}")
    down = client.request("shutdown", None)
    if "result" not in down:
        problems.append(f"shutdown: {down}")
    client.notify("exit", None)
    status = client.process.wait(10)
    if status != 0:
        problems.append(f"exit status {status} after shutdown and exit")

    broken = subprocess.run([popskin, "lsp"], input=b"Content-Type: x\r\n\r\n{}", capture_output=True, timeout=10)
    if broken.returncode != 1 or b"framing" not in broken.stderr:
        problems.append(f"a frame without Content-Length: status {broken.returncode}, {broken.stderr[:100]!r}")

    features(popskin)
    fixtures(popskin)
    if problems:
        print("\n".join("lsp check: " + p for p in problems))
        sys.exit(1)
    print(f"lsp check: {len(published)} diagnostics as theme validate gives them ({', '.join(c for c, _, _ in seen)}), "
          "unsaved fixes and a base's heirs followed, hover as theme explain says it, extends: leads to its theme, keys and theme names completed, colours swatched and picked, "
          "nothing outside the project read, unknown requests and garbage answered, shutdown and exit 0, a broken "
          "frame exits 1")


main()
