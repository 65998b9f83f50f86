#!/usr/bin/env python3
"""`popskin lsp` latency on a registry, and a rename of a base theme with many heirs (issue 32).

Usage: bench-lsp.py POPSKIN REGISTRY [--rounds N] [--limit-ms MS] [--heirs N]

1. Latency. Starts `popskin lsp` on REGISTRY, initializes, opens a mid-chain theme (one with a parent and heirs)
   and a leaf theme deep in a chain, then N rounds of:
   - diagnostics after an edit: didChange of the mid-chain theme with a small real edit (a colour's last digit, or
     a number, toggled), timed until the server has published for it: the publishDiagnostics of that file with the
     new version, or, when the file has nothing to say and nothing is published for it, the answer to a request
     written right behind the change (the server handles messages in order, publishing first);
   - hover on a key of the leaf, and definition on its `extends:`: until the response;
   and every fifth round an error typed into the colour and fixed again ("diagnostics, error typed/fixed"): until
   the publishDiagnostics of that file with the new version, holding the error, then empty.
   Prints p50, p95 and the largest per kind; with --limit-ms, exits 1 when a p95 is over it.
2. Rename. In a temporary copy of REGISTRY, --heirs (200) new themes extend one base theme directly (as
   `extends: base`, `extends: "base"`, `extends: 'base'` and with a comment after). textDocument/rename on the name
   after a heir's `extends:`, with a client that takes documentChanges and file renames: the one response must
   edit every direct heir's `extends:` (counted, by applying the edits) and rename the base's file (a RenameFile
   operation). A build without rename (-32601, or no renameProvider) is reported and this part skipped; a rename
   that misses an heir or the file exits 1.
"""
import argparse
import os
import pathlib
import re
import shutil
import sys
import tempfile
import time

from lsp_process import Closed, Server, Timeout

TIMEOUT = 60


def read_themes(registry):
    """Each theme's text and parent, by name, from the registry's themes folder."""
    folder = os.path.join(registry, "themes")
    texts, parents = {}, {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".yaml"):
            text = open(os.path.join(folder, name), encoding="utf-8").read()
            texts[name[:-5]] = text
            match = re.search(r"^extends:\s*[\"']?([\w.-]+)", text, re.M)
            parents[name[:-5]] = match.group(1) if match else None
    return texts, parents


def chain(name, parents):
    """`name` and its parents, up to a theme that extends nothing (or 100 steps, in a cycle)."""
    names = [name]
    while parents.get(names[-1]) and len(names) < 100:
        names.append(parents[names[-1]])
    return names


def depth(name, parents):
    return len(chain(name, parents)) - 1


class Client:
    def __init__(self, popskin, root, capabilities=None):
        self.root = root
        self.server = Server(popskin)
        self.next_id = 0
        self.versions = {}
        self.initialized = self.request("initialize", {"processId": os.getpid(), "rootUri": pathlib.Path(root).as_uri(),
                                                       "capabilities": capabilities or {}})
        self.server.notify("initialized", {})
        self.request("popskin/none", {})  # the first reading done

    def uri(self, name):
        return pathlib.Path(self.root, "themes", name + ".yaml").as_uri()

    def write_request(self, method, params):
        self.next_id += 1
        self.server.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def answer(self, id, seen=None):
        return self.server.wait_for(lambda m: "method" not in m and m.get("id") == id, TIMEOUT, seen)

    def request(self, method, params):
        return self.answer(self.write_request(method, params))

    def open(self, name, text):
        self.versions[name] = 1
        self.server.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri(name), "languageId": "yaml", "version": 1, "text": text}})

    def change(self, name, text):
        """Writes the change and a request behind it; returns (seconds until the file's publication with the new
        version or the request's answer, that publication's diagnostics or None)."""
        self.versions[name] += 1
        version, uri = self.versions[name], self.uri(name)
        started = time.monotonic()
        self.server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                      "contentChanges": [{"text": text}]})
        behind = self.write_request("popskin/none", {})
        published = None

        def done(message):
            nonlocal published
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                if message["params"].get("version") != version:
                    sys.exit(f"bench-lsp: {name} published with version {message['params'].get('version')}, "
                             f"open at {version}")
                published = message["params"]["diagnostics"]
                return True
            return "method" not in message and message.get("id") == behind
        self.server.wait_for(done, TIMEOUT)
        seconds = time.monotonic() - started
        if published is not None:
            self.answer(behind)
        return seconds, published

    def timed(self, method, params):
        started = time.monotonic()
        response = self.request(method, params)
        return time.monotonic() - started, response

    def stop(self):
        try:
            self.request("shutdown", None)
            self.server.notify("exit", None)
            self.server.wait(10)
        except (Closed, Timeout):
            pass
        self.server.kill()


def toggled(text, round):
    """`text` with its first hex colour's last digit, or else its first number, set by the round's parity."""
    colour = re.search(r"#[0-9a-fA-F]{5}([0-9a-fA-F])([0-9a-fA-F]{2})?\b", text)
    if colour:
        end = colour.end(1)
        return text[:end - 1] + "01"[round % 2] + text[end:]
    number = re.search(r":\s*(\d+)\s*$", text, re.M)
    value = int(number.group(1))
    return text[:number.start(1)] + str(value + round % 2) + text[number.end(1):]


def broken(text):
    """`text` with its first hex colour, or else its first number, made wrong."""
    if re.search(r"#[0-9a-fA-F]{6}", text):
        return re.sub(r"#[0-9a-fA-F]{6}", "#zz9933", text, count=1)
    return re.sub(r":\s*\d+\s*$", ": twelve", text, count=1, flags=re.M)


def statistics(samples):
    ordered = sorted(samples)
    return (ordered[len(ordered) // 2] * 1000, ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000,
            ordered[-1] * 1000)


def latency(popskin, registry, rounds, limit):
    texts, parents = read_themes(registry)
    heirs = {name for name, parent in parents.items() if parent}
    parented = {parents[name] for name in heirs}
    middle = next(name for name in texts if parents[name] and name in parented)
    below = [name for name in texts if name not in parented and middle in chain(name, parents)]
    leaf = max(below, key=lambda name: (depth(name, parents), name))  # an edit to middle reaches it
    leaf_text = texts[leaf]
    leaf_lines = leaf_text.split("\n")
    extends_line = next(i for i, line in enumerate(leaf_lines) if line.startswith("extends:"))
    key_line = next(i for i, line in enumerate(leaf_lines) if re.match(r"\s+[a-z-]+:\s*\S", line))
    key_column = len(leaf_lines[key_line]) - len(leaf_lines[key_line].lstrip()) + 1

    client = Client(popskin, registry)
    samples = {"diagnostics after an edit": [], "diagnostics, error typed/fixed": [], "hover": [], "definition": []}
    published_rounds = 0
    try:
        client.open(middle, texts[middle])
        client.open(leaf, leaf_text)
        client.request("popskin/none", {})
        for round in range(rounds):
            seconds, published = client.change(middle, toggled(texts[middle], round + 1))
            samples["diagnostics after an edit"].append(seconds)
            published_rounds += published is not None
            if round % 5 == 4:
                seconds, published = client.change(middle, broken(texts[middle]))
                if not published:
                    sys.exit(f"bench-lsp: an error typed into {middle} published no diagnostics for it")
                samples["diagnostics, error typed/fixed"].append(seconds)
                seconds, published = client.change(middle, texts[middle])
                if published != []:
                    sys.exit(f"bench-lsp: the fixed {middle} was not cleared: {published}")
                samples["diagnostics, error typed/fixed"].append(seconds)
            document = {"uri": client.uri(leaf)}
            seconds, hover = client.timed("textDocument/hover", {"textDocument": document, "position": {
                "line": key_line, "character": key_column}})
            if not (hover.get("result") or {}).get("contents"):
                sys.exit(f"bench-lsp: hover on {leaf}:{key_line + 1}:{key_column + 1} answered {hover}")
            samples["hover"].append(seconds)
            seconds, definition = client.timed("textDocument/definition", {"textDocument": document, "position": {
                "line": extends_line, "character": len("extends: ") + 1}})
            if not (definition.get("result") or {}).get("uri", "").endswith(f"/{parents[leaf]}.yaml"):
                sys.exit(f"bench-lsp: definition on {leaf}'s extends: answered {definition}")
            samples["definition"].append(seconds)
    finally:
        client.stop()

    print(f"{len(texts)} themes; edits to {middle} (under {parents[middle]}, with heirs), hover and definition in "
          f"{leaf} ({depth(leaf, parents)} deep), {rounds} rounds")
    over = []
    for kind, values in samples.items():
        if not values:
            continue
        p50, p95, largest = statistics(values)
        note = ""
        if kind == "diagnostics after an edit" and published_rounds < rounds:
            note = f" ({rounds - published_rounds} of {rounds} published nothing for the file: timed to the next answer)"
        print(f"  {kind}: p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {largest:.1f} ms{note}")
        if limit is not None and p95 > limit:
            over.append(f"{kind} p95 {p95:.1f} ms")
    return over


def rename(popskin, registry, heirs):
    work = tempfile.mkdtemp(prefix="popskin-bench-lsp-")
    try:
        root = os.path.join(work, "registry")
        shutil.copytree(registry, root)
        texts, parents = read_themes(root)
        bases = set(parents.values())
        base = next((name for name in texts if name in bases and not parents[name]), None) or min(bases - {None})
        forms = [f"extends: {base}", f"extends: \"{base}\"", f"extends: '{base}'", f"extends: {base}  # the base"]
        for number in range(heirs):
            with open(os.path.join(root, "themes", f"heir-{number:03}.yaml"), "w") as f:
                f.write(f"# A direct heir of {base}.\n{forms[number % len(forms)]}\ndescription: heir {number}\n"
                        f"background:\n  corner-radius: {4 + number % 9}\n")
        texts, parents = read_themes(root)
        direct = sorted(name for name, parent in parents.items() if parent == base)
        capabilities = {"workspace": {"workspaceEdit": {"documentChanges": True, "resourceOperations": ["rename"]}}}
        client = Client(popskin, root, capabilities)
        try:
            provider = client.initialized.get("result", {}).get("capabilities", {}).get("renameProvider")
            heir = "heir-000"
            client.open(heir, texts[heir])
            line = texts[heir].split("\n").index(forms[0])
            started = time.monotonic()
            answer = client.request("textDocument/rename", {
                "textDocument": {"uri": client.uri(heir)}, "position": {"line": line, "character": len("extends: ") + 1},
                "newName": base + "-renamed"})
            seconds = time.monotonic() - started
        finally:
            client.stop()
        if answer.get("error", {}).get("code") == -32601 or (not provider and "error" in answer):
            print(f"rename: not supported by this build ({answer.get('error', {}).get('message', 'no renameProvider')})")
            return []
        if "error" in answer:
            return [f"rename answered an error: {answer['error']}"]
        edited, renamed, problems = check_edit(answer.get("result") or {}, client, texts, base, base + "-renamed")
        missed = [name for name in direct if edited.get(name) != base + "-renamed"]
        print(f"rename of {base} ({len(direct)} direct heirs, {len(texts)} themes): one response in "
              f"{seconds * 1000:.0f} ms, {len(direct) - len(missed)} of {len(direct)} heirs' extends: edited, "
              f"file renamed: {'yes' if renamed else 'no'}")
        if missed:
            problems.append(f"rename left {len(missed)} heirs' extends: as they were: {', '.join(missed[:5])}")
        if not renamed:
            problems.append(f"rename did not rename {base}.yaml (no RenameFile in documentChanges)")
        return problems
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_edit(edit, client, texts, base, new):
    """Applies a WorkspaceEdit to the themes' texts; returns what each edited file's extends: names now, whether
    the base's file is renamed to the new name, and problems."""
    changes, renamed, problems = [], False, []
    for change in edit.get("documentChanges") or []:
        if change.get("kind") == "rename":
            renamed = renamed or (change["oldUri"] == client.uri(base) and change["newUri"] == client.uri(new))
        elif change.get("kind") is None:
            changes.append((change["textDocument"]["uri"], change["edits"]))
        else:
            problems.append(f"rename: an unexpected {change['kind']} operation")
    changes += list((edit.get("changes") or {}).items())
    edited = {}
    for uri, edits in changes:
        name = pathlib.Path(uri.removeprefix("file://")).stem
        if name not in texts:
            problems.append(f"rename: an edit to {uri}, no theme of the registry")
            continue
        lines = texts[name].split("\n")
        for text_edit in sorted(edits, key=lambda e: (e["range"]["start"]["line"], e["range"]["start"]["character"]),
                                reverse=True):
            start, end = text_edit["range"]["start"], text_edit["range"]["end"]
            if start["line"] != end["line"]:
                problems.append(f"rename: an edit over several lines in {name}")
                continue
            line = lines[start["line"]]
            lines[start["line"]] = line[:start["character"]] + text_edit["newText"] + line[end["character"]:]
        match = re.search(r"^extends:\s*[\"']?([\w.-]+)[\"']?\s*(#.*)?$", "\n".join(lines), re.M)
        edited[name] = match.group(1) if match else None
    return edited, renamed, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("popskin")
    parser.add_argument("registry")
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--limit-ms", type=float, help="exit 1 when a p95 is over this")
    parser.add_argument("--heirs", type=int, default=200)
    args = parser.parse_args()
    problems = latency(args.popskin, os.path.abspath(args.registry), args.rounds, args.limit_ms)
    if problems:
        print(f"over {args.limit_ms:g} ms: " + "; ".join(problems))
    if args.heirs > 0:
        problems += rename(args.popskin, os.path.abspath(args.registry), args.heirs)
    if problems:
        sys.exit("bench-lsp: " + "; ".join(problems))


main()
