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
"""
import json
import os
import subprocess
import sys
import tempfile

problems = []


class Client:
    def __init__(self, popskin):
        self.process = subprocess.Popen([popskin, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.next_id = 0
        self.notifications = []

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("popskin lsp closed its output: " + self.process.stderr.read().decode())
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message
            self.notifications.append(message)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri):
        """The last diagnostics published for `uri` after a round trip (a request flushes what came before)."""
        self.request("popskin/none", {})
        found = None
        for message in self.notifications:
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                found = message["params"]["diagnostics"]
        self.notifications = []
        return found


def uri(path):
    return "file://" + path


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

    if problems:
        print("\n".join("lsp check: " + p for p in problems))
        sys.exit(1)
    print(f"lsp check: {len(published)} diagnostics as theme validate gives them ({', '.join(c for c, _, _ in seen)}), "
          "unsaved fixes and a base's heirs followed, hover as theme explain says it, extends: leads to its theme, keys and theme names completed, colours swatched and picked, "
          "nothing outside the project read, unknown requests and garbage answered, shutdown and exit 0, a broken "
          "frame exits 1")


main()
