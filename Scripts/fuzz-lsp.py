#!/usr/bin/env python3
"""Fuzzes `popskin lsp` (issue 32: "a fuzz of the framing and of half-typed documents: 0 crashes, 0 hangs").

Usage: fuzz-lsp.py POPSKIN [--cases N] [--seed S] [--time-limit SECONDS] [--request-timeout SECONDS]
                   [--framing-share F] [--checkpoint N] [--project DIR] [--keep-failures DIR]
       fuzz-lsp.py POPSKIN --replay DIR      # a kept failure sent again; prints what came back and how it ended

Cases are made from --seed alone (Scripts/fuzz_lsp_inputs.py): the same seed and count give the same run.

1. Framing (the first --framing-share of the cases, 15 % by default). Each process gets a batch of cases: hostile
   bytes (headers without or with a negative, huge or non-numeric Content-Length, truncated bodies, bodies that are
   not JSON or not an object, ids, methods and params of the wrong type, huge numbers, deep nesting, invalid UTF-8,
   hundreds of messages in one write, a message written a byte at a time, input closed mid-message) and after each a
   probe request. Framing intact: the probe is answered and every request the server could read before it too, by
   its id. Framing lost: the server exits cleanly or goes on answering, and exits once its input closes. And a few
   processes whose output the client closed (an editor gone) before requests came. Never a signal, never a hang
   (--request-timeout), never a response with an id that was not sent.
2. Half-typed documents (the rest). One long-lived server on a copy of the project (popskin.yaml and the folders
   it names, in a folder whose name has a space and a non-ASCII letter), with a sentinel theme open whose unsaved
   text has a known error (the file on disk has none). Per case a didChange of a real file (theme, token file,
   popskin.yaml, or a new unsaved theme) with a half-typed version of it, then 1 to 3 requests at random places
   (in the text, past its line or its end, negative, huge), to methods the server has and ones it has not. Every
   request answered with its id (a result or an error object; -32601 for what it lacks) within the time limit,
   the sentinel's diagnostics published as before after every case, no stale version published for an open
   document, and every --checkpoint cases every file restored: all diagnostics as at the start. A dead or hung
   server is counted, kept and restarted.

Prints each finding as it comes, then `fuzz-lsp: N cases (F framing, D documents), C crashes, H hangs, …, T s` and
exits 1 on any crash, hang, unanswered request, wrong id, lost or stale diagnostics. --keep-failures DIR keeps each
failing case (at most 5 per kind and place) as DIR/case-N-KIND: case.json, stdin.bin (`popskin lsp < stdin.bin` with
the project at the path it names) and the server's stderr; --replay sends one again.
"""
import argparse
import base64
import collections
import json
import os
import pathlib
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import fuzz_lsp_inputs as inputs
from lsp_process import Closed, Server, Timeout, frame

# What counts against the run (exit 1); other findings are reported and counted.
FAILING = ["crash", "hang", "unanswered", "wrong id", "died", "bad output", "lost diagnostics", "stale version"]
NOTED = ["wrong answer", "slow"]
SENTINEL = "themes/zz-fuzz-sentinel.yaml"
SENTINEL_ON_DISK = ('arrow: { base: 20, height: 10 }\nbackground: { corner-radius: 16, fill: "#336699" }\n'
                    'content: { insets: 8 }\n')
SENTINEL_OPEN = SENTINEL_ON_DISK.replace("corner-radius: 16", "corner-radius: sixteen")
NEW_THEME = "themes/zz-fuzz-new.yaml"
SLOW = 2.0


def make_project(source, root):
    """Copies popskin.yaml, themes/ and every folder or file popskin.yaml names into `root`, and the sentinel."""
    os.makedirs(root, exist_ok=True)
    manifest = os.path.join(source, "popskin.yaml")
    shutil.copy(manifest, root)
    named = {"themes"} | set(re.findall(r"[:\-]\s*[\"']?([\w./-]+)[\"']?\s*$", open(manifest).read(), re.M))
    for name in sorted(named):
        path = os.path.normpath(os.path.join(source, name))
        if not path.startswith(os.path.abspath(source) + "/") or not os.path.exists(path):
            continue
        target = os.path.join(root, os.path.relpath(path, source))
        if os.path.isdir(path) and not os.path.exists(target):
            shutil.copytree(path, target)
        elif os.path.isfile(path):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy(path, target)
    with open(os.path.join(root, SENTINEL), "w") as f:
        f.write(SENTINEL_ON_DISK)


def carriage_returns(text):
    """How a place is told apart when the text has line breaks other than LF (LSP counts CR LF and CR as one)."""
    return " (CR LF in the text)" if "\r\n" in text else " (CR in the text)" if "\r" in text else ""


def uri_of(root, relative):
    return pathlib.Path(root, relative).as_uri()


class Run:
    """The counts, the findings and where failures are kept."""

    def __init__(self, args):
        self.args = args
        self.started = time.monotonic()
        self.cases = collections.Counter()
        self.findings = collections.Counter()
        self.places = collections.Counter()
        self.first = {}
        self.restarts = 0
        self.latencies = []
        self.outcomes = collections.Counter()  # framing: how each kind of case ended

    def time_left(self):
        return self.args.time_limit is None or time.monotonic() - self.started < self.args.time_limit

    def seconds(self):
        return time.monotonic() - self.started

    def find(self, kind, index, detail, place="", keep=None):
        """A finding in case `index`; `keep` (a dict) is what to write for it under --keep-failures."""
        self.findings[kind] += 1
        key = (kind, place or detail[:60])
        self.places[key] += 1
        self.first.setdefault(key, index)
        if self.places[key] <= 3:
            print(f"case {index} (seed {self.args.seed}): {kind}: {detail}" + (f" — {place}" if place else ""),
                  file=sys.stderr, flush=True)
        if keep is not None and self.args.keep_failures and self.places[key] <= 5:
            folder = os.path.join(self.args.keep_failures, f"case-{index}-{kind.replace(' ', '-')}")
            os.makedirs(folder, exist_ok=True)
            record = dict(keep, seed=self.args.seed, index=index, finding=kind, detail=detail, place=place)
            stdin = record.pop("stdin", b"")
            stderr = record.pop("stderr", b"")
            with open(os.path.join(folder, "case.json"), "w") as f:
                json.dump(record, f, indent=1, ensure_ascii=False)
            with open(os.path.join(folder, "stdin.bin"), "wb") as f:
                f.write(stdin)
            with open(os.path.join(folder, "stderr.txt"), "wb") as f:
                f.write(stderr)

    def summary(self):
        total = sum(self.cases.values())
        counts = ", ".join(f"{self.findings[kind]} {kind}{'es' if kind == 'crash' else 's'}"
                           if kind in ("crash", "hang") else f"{self.findings[kind]} {kind}" for kind in FAILING)
        noted = ", ".join(f"{self.findings[kind]} {kind}" for kind in NOTED)
        line = (f"fuzz-lsp: {total} cases ({self.cases['framing']} framing, {self.cases['documents']} documents), "
                f"{counts}; noted: {noted}; {self.restarts} restarts, {self.seconds():.1f} s")
        if self.latencies:
            ordered = sorted(self.latencies)
            line += (f"; a document case took p50 {ordered[len(ordered) // 2] * 1000:.0f} ms, "
                     f"p95 {ordered[int(len(ordered) * 0.95)] * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms")
        return line

    def failed(self):
        return any(self.findings[kind] for kind in FAILING)


def crash_place(server):
    return server.crash_line()[:300]


def ended(server, timeout):
    """How the process ended: its status, waiting `timeout` after closing its input; None if it would not."""
    status = server.wait(0.05)
    if status is None:
        server.close_input()
        status = server.wait(timeout)
    return status


# Part 1: framing.

ID_PATTERN = re.compile(rb'"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*)')


def sent_ids(data):
    """Every id written in `data`, as JSON would read it (strings, and numbers as floats)."""
    found = set()
    for match in ID_PATTERN.finditer(data):
        try:
            value = json.loads(match.group(1))
        except ValueError:
            continue
        found.add(value if isinstance(value, str) else float(value))
    return found


def answered_id(message):
    value = message.get("id")
    return value if value is None or isinstance(value, str) else float(value)


def framing(run, first, last, root):
    """Framing cases `first`..<`last`, in batches of up to 30 per process."""
    seed, timeout = run.args.seed, run.args.request_timeout
    root_uri, theme_uri = pathlib.Path(root).as_uri(), uri_of(root, "themes/mb-red.yaml")
    index = first
    while index < last and run.time_left():
        batch = random.Random(f"{seed}:batch:{index}")
        if batch.random() < 0.02:
            output_closed(run, index, root_uri, batch)
            index += 1
            continue
        server = Server(run.args.popskin)
        written = bytearray()
        responses = []

        def write(data):
            written.extend(data)
            return server.write(data, timeout)

        if batch.random() < 0.6:
            write(frame({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                         "params": {"rootUri": root_uri, "capabilities": {}}}))
            write(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        alive = True
        for _ in range(batch.randrange(1, 31)):
            if index >= last or not run.time_left():
                break
            case = inputs.framing_case(random.Random(f"{seed}:{index}"), index, root_uri, theme_uri)
            run.cases["framing"] += 1
            alive = framing_case(run, server, case, index, write, written, responses)
            index += 1
            if not alive:
                break
        if alive:
            write(frame({"jsonrpc": "2.0", "id": "end", "method": "shutdown"}))
            write(frame({"jsonrpc": "2.0", "method": "exit"}))
            status = ended(server, timeout)
            keep = {"part": "framing", "root": root, "stdin": bytes(written), "stderr": bytes(server.stderr)}
            if status is None:
                run.find("hang", index - 1, "no exit after shutdown and exit", keep=keep)
            elif status < 0:
                run.find("crash", index - 1, f"signal {-status} at shutdown", crash_place(server), keep=keep)
        server.kill()
        check_ids(run, index - 1, written, responses + drain(server), server, root)


def output_closed(run, index, root_uri, rng):
    """The client's end of the server's output closed (an editor gone) while requests keep coming: the server must
    not die of SIGPIPE, and must exit once its input closes."""
    run.cases["framing"] += 1
    data = frame({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                  "params": {"rootUri": root_uri, "capabilities": {}}})
    for number in range(rng.randrange(1, 20)):
        data += frame({"jsonrpc": "2.0", "id": number, "method": rng.choice(["popskin/none", "textDocument/hover"]),
                       "params": {"textDocument": {"uri": root_uri + "/themes/mb-red.yaml"},
                                  "position": {"line": 2, "character": 3}}})
    process = subprocess.Popen([run.args.popskin, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    process.stdout.close()
    try:
        _, stderr = process.communicate(data, timeout=run.args.request_timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        _, stderr = process.communicate()
        status = None
    else:
        status = process.returncode
    run.outcomes[f"output closed: {'exit ' + str(status) if status is not None else 'hang'}"] += 1
    keep = {"part": "framing", "case": "output closed", "root": run.root, "stdin": data, "stderr": stderr,
            "note": "run with the server's standard output closed: popskin lsp < stdin.bin >&-"}
    if status is None:
        run.find("hang", index, "its output closed: no exit once its input closed", keep=keep)
    elif status < 0:
        run.find("crash", index, f"its output closed: signal {-status}", "output closed", keep=keep)


def drain(server):
    messages = []
    while True:
        try:
            messages.append(server.next_message(time.monotonic()))
        except (Closed, Timeout):
            return messages


def check_ids(run, index, written, messages, server, root):
    known = sent_ids(bytes(written))
    for message in messages:
        if "method" not in message and answered_id(message) is not None and answered_id(message) not in known:
            run.find("wrong id", index, f"a response with id {message.get('id')!r}, never sent",
                     keep={"part": "framing", "root": root, "stdin": bytes(written), "stderr": bytes(server.stderr)})


def framing_case(run, server, case, index, write, written, responses):
    """Runs one framing case on `server`; False when the process is gone (or was ended) after it."""
    timeout = run.args.request_timeout
    probe = f"probe-{index}"

    def keep():
        return {"part": "framing", "case": case.name, "kind": case.kind, "root": run.root, "stdin": bytes(written),
                "stderr": bytes(server.stderr)}

    def gone(status, what):
        run.outcomes[f"{case.kind}: {'exit ' + str(status) if status is not None else 'hang'}"] += 1
        if status is None:
            run.find("hang", index, f"{case.name}: {what}, and no exit once its input closed", keep=keep())
        elif status < 0:
            run.find("crash", index, f"{case.name}: signal {-status}", crash_place(server), keep=keep())
        return False

    for chunk in case.chunks:
        if not write(chunk):
            break
    if case.kind == inputs.CLOSE:
        server.close_input()
        return gone(server.wait(timeout), "input closed mid-message")
    if case.kind == inputs.EXIT:
        return gone(server.wait(timeout), "exit")
    write(frame({"jsonrpc": "2.0", "id": probe, "method": "popskin/probe"}))
    settle = timeout if case.kind == inputs.INLINE else 0.3
    seen = []
    try:
        server.wait_for(lambda m: "method" not in m and m.get("id") == probe, settle, seen)
        responses.extend(seen)
    except Closed:
        responses.extend(seen)
        status = server.wait(timeout)
        if case.kind == inputs.INLINE and status is not None and status >= 0:
            run.find("died", index, f"{case.name}: exit {status} on a well-framed message", keep=keep())
            return False
        return gone(status, "output closed")
    except Timeout:
        responses.extend(seen)
        if case.kind == inputs.INLINE:
            run.find("hang", index, f"{case.name}: the probe after it not answered in {timeout} s", keep=keep())
            server.kill()
            return False
        return gone(ended(server, timeout), "waiting")  # framing lost: it may wait for bytes that never come
    if case.kind != inputs.INLINE:
        return gone(ended(server, timeout), "answering")  # it went on; the batch ends here all the same
    run.outcomes[f"{case.kind}: answered"] += 1
    got = {m.get("id") for m in seen if "method" not in m}
    for wanted in case.answers:
        if wanted not in got:
            run.find("unanswered", index, f"{case.name}: request {wanted!r} got no response", case.name, keep())
    return True


# Part 2: half-typed documents.

class Documents:
    """The long-lived server on the project copy, and what the client knows: open texts, versions, diagnostics."""

    def __init__(self, run, root):
        self.run, self.root = run, root
        self.timeout = run.args.request_timeout
        files = [f"themes/{name}" for name in sorted(os.listdir(os.path.join(root, "themes")))
                 if name.endswith(".yaml")]
        self.themes = [f for f in files if f != SENTINEL]
        everything = sorted(os.path.relpath(os.path.join(folder, name), root)
                            for folder, _, names in os.walk(root) for name in names)
        self.others = ["popskin.yaml"] + [f for f in everything if f.endswith((".yaml", ".yml", ".json"))
                                          and f != "popskin.yaml" and f not in files]
        self.original = {f: open(os.path.join(root, f), encoding="utf-8").read() for f in self.themes + self.others}
        self.original[NEW_THEME] = ""
        self.names = [pathlib.Path(f).stem for f in self.themes]
        self.next_id = 0
        self.baseline = None
        self.start()

    def uri(self, relative):
        return uri_of(self.root, relative)

    def start(self):
        self.server = Server(self.run.args.popskin)
        self.texts, self.versions, self.published, self.log, self.fresh, self.checked = {}, {}, {}, [], set(), {}
        self.call("initialize", {"processId": os.getpid(), "rootUri": pathlib.Path(self.root).as_uri(),
                                 "capabilities": {}})
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        self.open(SENTINEL, SENTINEL_OPEN)
        for relative in ["themes/mb-red.yaml", "themes/seed-base.yaml"]:
            if relative in self.original:
                self.open(relative, self.original[relative])
        self.call("popskin/none", {})
        snapshot = self.snapshot()
        if self.baseline is None:
            self.baseline = snapshot
            sentinel = self.baseline.get(self.uri(SENTINEL), [])
            if not sentinel:
                sys.exit(f"fuzz-lsp: the sentinel's known error is not published: {self.published}")
        elif snapshot != self.baseline:
            self.run.find("lost diagnostics", -1, "a restarted server publishes other diagnostics than the first")

    # Messages.

    def send(self, message):
        self.log.append(message)
        if not self.server.send(message, self.timeout):
            raise Timeout()

    def absorb(self, messages):
        for message in messages:
            if message.get("method") == "textDocument/publishDiagnostics":
                params = message["params"]
                self.fresh.add(params["uri"])
                self.published[params["uri"]] = (params.get("version"), params["diagnostics"])

    def call(self, method, params, id=None):
        """A request answered within the time limit; its response."""
        if id is None:
            self.next_id += 1
            id = f"sync-{self.next_id}"
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        seen = []
        try:
            return self.server.wait_for(lambda m: "method" not in m and m.get("id") == id, self.timeout, seen)
        finally:
            self.absorb(seen)
            self.strays = [m for m in seen if "method" not in m]

    def open(self, relative, text):
        self.texts[relative], self.versions[relative] = text, 1
        self.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": self.uri(relative), "languageId": "yaml", "version": 1, "text": text}}})

    def change(self, relative, text, changes=None):
        self.versions[relative] += 1
        self.texts[relative] = text
        self.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": self.uri(relative), "version": self.versions[relative]},
            "contentChanges": changes if changes is not None else [{"text": text}]}})

    def snapshot(self):
        """The diagnostics last published, by URI (files with none left out)."""
        return {uri: json.dumps(diagnostics, sort_keys=True) for uri, (_, diagnostics) in self.published.items()
                if diagnostics}

    # A case.

    def case(self, index):
        rng = random.Random(f"{self.run.args.seed}:{index}")
        roll = rng.random()
        relative = (rng.choice(self.themes) if roll < 0.85 or not self.others else
                    rng.choice(self.others) if roll < 0.95 else NEW_THEME)
        before = dict(self.texts)
        self.log, self.fresh = [], set()
        started = time.monotonic()
        text, edits = inputs.mutate(rng, self.original[relative], self.names, pathlib.Path(relative).stem)
        if relative not in self.texts:
            self.open(relative, self.original[relative])
        shape = rng.random()
        if shape < 0.04:
            self.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": self.uri(relative), "version": self.versions[relative] + 1},
                "contentChanges": []}})  # nothing changed: ignored
            text = self.texts[relative]
        elif shape < 0.08:
            self.change(relative, text, [{"text": "first: ["}, {"text": text}])  # the last one counts
        elif shape < 0.11:
            self.send({"jsonrpc": "2.0", "method": "textDocument/didClose",
                       "params": {"textDocument": {"uri": self.uri(relative)}}})
            self.open(relative, text)
        else:
            self.change(relative, text)
        asked = []
        for number in range(rng.choice([1, 1, 2, 3])):
            method, params = inputs.request(rng, self.request_uri(rng, relative), text)
            id = rng.choice([f"case-{index}-{number}", 10 ** 6 + index * 10 + number])
            asked.append((id, method, params))
        what = f"{relative} after {'+'.join(edits)}; " + ", ".join(
            f"{m.split('/')[-1]} {json.dumps((p or {}).get('position') if isinstance(p, dict) else p)}"
            for _, m, p in asked)
        try:
            for id, method, params in asked:
                response = self.call(method, params, id)
                self.check_response(index, method, params, response, text, relative, what, before)
                for stray in self.strays:
                    self.found("wrong id", index, f"{what}: a response with id {stray.get('id')!r}", before)
        except (Closed, Timeout) as problem:
            self.died(index, what, before, isinstance(problem, Timeout))
            return
        self.run.latencies.append(time.monotonic() - started)
        if self.run.latencies[-1] > SLOW:
            self.found("slow", index, f"{what}: {self.run.latencies[-1]:.1f} s", before)
        self.check_published(index, what, before)
        if (index + 1) % self.run.args.checkpoint == 0:
            self.restore(index, what, before)

    def request_uri(self, rng, relative):
        roll = rng.random()
        if roll < 0.8:
            return self.uri(relative)
        if roll < 0.88:
            return self.uri(SENTINEL)
        if roll < 0.94:
            return self.uri(rng.choice(self.themes))
        return rng.choice([self.uri("themes/missing.yaml"), "file:///etc/passwd", "untitled:Untitled-1",
                           "themes/mb-red.yaml", "file://%zz", self.uri("themes/../../outside.yaml"), "",
                           self.uri(relative).replace("/themes/", "/themes/./"), "file://host/x.yaml"])

    def found(self, kind, index, detail, before, place=""):
        keep = {"part": "documents", "root": self.root, "open": before,
                "messages": self.log, "stdin": b"".join(frame(m) for m in self.log),
                "stderr": bytes(self.server.stderr)}
        self.run.find(kind, index, detail, place, keep)

    def died(self, index, what, before, timed_out):
        status = self.server.wait(0.5 if timed_out else self.timeout)
        if status is None:
            try:  # still running: did it drop this request, or is it stuck?
                self.server.send({"jsonrpc": "2.0", "id": "alive", "method": "popskin/none"}, 2)
                self.server.wait_for(lambda m: m.get("id") == "alive", 2)
                self.found("unanswered", index, what, before)
            except (Closed, Timeout):
                status = self.server.wait(5)  # a crash's backtrace takes a second or two
                if status is None:
                    self.found("hang", index, what, before)
        if status is not None and status < 0:
            self.found("crash", index, f"{what}: signal {-status}", before, crash_place(self.server))
        elif status is not None:
            self.found("died", index, f"{what}: exit {status}", before, crash_place(self.server))
        self.server.kill()
        self.run.restarts += 1
        self.start()

    # Checks.

    def check_response(self, index, method, params, response, text, relative, what, before):
        if ("result" in response) == ("error" in response):
            self.found("wrong answer", index, f"{what}: {method} answered neither a result nor an error", before)
            return
        error = response.get("error")
        if error is not None:
            if not isinstance(error.get("code"), int) or not isinstance(error.get("message"), str):
                self.found("wrong answer", index, f"{what}: {method}: a malformed error {error}", before)
            elif error["code"] == -32700 or (error["code"] == -32601 and method in inputs.SUPPORTED):
                self.found("wrong answer", index, f"{what}: {method}: error {error['code']}", before, method)
            return
        result = response["result"]
        uri = (params or {}).get("textDocument", {}).get("uri") if isinstance(params, dict) else None
        if method == "textDocument/documentColor" and uri == self.uri(relative) and isinstance(result, list):
            lines = re.split(r"\r\n|\r|\n", text)  # LSP's line breaks
            for colour in result:
                start = colour["range"]["start"]
                line = lines[start["line"]].encode("utf-16-le") if 0 <= start["line"] < len(lines) else b""
                if line[2 * start["character"]:2 * start["character"] + 2] != "#".encode("utf-16-le"):
                    self.found("wrong answer", index, f"{what}: a colour swatch not on a '#': {colour['range']}",
                               before, "documentColor range" + carriage_returns(text))

    def check_published(self, index, what, before):
        for relative, version in self.versions.items():
            published = self.published.get(self.uri(relative))
            if published and published[1] and published[0] != version:
                self.found("stale version", index, f"{what}: {relative} published with version {published[0]}, "
                                                   f"open at {version}", before)
            lines = re.split(r"\r\n|\r|\n", self.texts[relative])  # LSP's line breaks
            seen = (version, hash(self.texts[relative]))  # each text's ranges checked once, though published again
            fresh = self.uri(relative) in self.fresh and self.checked.get(relative) != seen
            self.checked[relative] = seen
            for diagnostic in (published or (None, []))[1] if fresh else []:
                start, end = diagnostic["range"]["start"], diagnostic["range"]["end"]
                width = inputs.utf16_length(lines[start["line"]]) if start["line"] < len(lines) else -1
                ordered = (end["line"], end["character"]) >= (start["line"], start["character"])
                if not (0 <= start["character"] <= width + 1 and ordered):
                    self.found("wrong answer", index, f"{what}: {diagnostic['code']} at {diagnostic['range']}, past "
                                                      f"its line ({width} characters) in {relative}", before,
                               "diagnostic range" + carriage_returns(self.texts[relative]))
        manifest_changed = self.texts.get("popskin.yaml", self.original["popskin.yaml"]) != self.original["popskin.yaml"]
        sentinel = self.uri(SENTINEL)
        if not manifest_changed and self.snapshot().get(sentinel) != self.baseline[sentinel]:
            self.found("lost diagnostics", index, f"{what}: the sentinel's diagnostics became "
                                                  f"{self.snapshot().get(sentinel, 'none')[:200]}", before, "sentinel")

    def restore(self, index, what, before):
        """Every file back as it was; all diagnostics must be as at the start."""
        try:
            for relative in sorted(self.texts):
                if relative in (SENTINEL, "themes/mb-red.yaml", "themes/seed-base.yaml"):
                    first = SENTINEL_OPEN if relative == SENTINEL else self.original[relative]
                    if self.texts[relative] != first:
                        self.change(relative, first)
                else:
                    self.send({"jsonrpc": "2.0", "method": "textDocument/didClose",
                               "params": {"textDocument": {"uri": self.uri(relative)}}})
                    del self.texts[relative], self.versions[relative]
            self.call("popskin/none", {})
        except (Closed, Timeout) as problem:
            self.died(index, "restoring every file", before, isinstance(problem, Timeout))
            return
        now = self.snapshot()
        for uri in sorted(set(now) | set(self.baseline)):
            if now.get(uri) != self.baseline.get(uri):
                self.found("lost diagnostics", index, f"after restoring every file, {uri.rsplit('/', 1)[-1]} has "
                                                      f"{now.get(uri, 'none')[:160]}, at the start "
                                                      f"{self.baseline.get(uri, 'none')[:160]}", before, "restore")

    def stop(self):
        try:
            self.call("shutdown", None)
            self.send({"jsonrpc": "2.0", "method": "exit"})
        except (Closed, Timeout):
            pass
        status = ended(self.server, self.timeout)
        if status != 0:
            self.found("died", -1, f"exit status {status} after shutdown and exit", {})
        self.server.kill()


def replay(popskin, folder, source):
    """Sends a kept case again: the project copied to the path it names if that is gone; prints what came back."""
    with open(os.path.join(folder, "case.json")) as f:
        record = json.load(f)
    made = not os.path.exists(record["root"])
    made_parent = not os.path.exists(os.path.dirname(record["root"]))
    if made:
        make_project(source, record["root"])
    server = Server(popskin)
    try:
        if record["part"] == "documents":
            root_uri = pathlib.Path(record["root"]).as_uri()
            server.send({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                         "params": {"rootUri": root_uri, "capabilities": {}}})
            server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
            for relative, text in record["open"].items():
                server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                    "uri": uri_of(record["root"], relative), "languageId": "yaml", "version": 1, "text": text}}})
        with open(os.path.join(folder, "stdin.bin"), "rb") as f:
            server.write(f.read())
        deadline = time.monotonic() + 10
        while True:
            try:
                message = server.next_message(deadline)
            except (Closed, Timeout) as end:
                print(f"-- {type(end).__name__.lower()}")
                break
            print(json.dumps(message)[:300])
        status = ended(server, 10)
        print(f"-- exit status {status}; {server.crash_line()}")
    finally:
        server.kill()
        if made:
            shutil.rmtree(os.path.dirname(record["root"]) if made_parent else record["root"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("popskin")
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-limit", type=float, help="start no case after this many seconds")
    parser.add_argument("--request-timeout", type=float, default=10, help="past it, a hang")
    parser.add_argument("--framing-share", type=float, default=0.15)
    parser.add_argument("--checkpoint", type=int, default=50, help="restore every file every N document cases")
    parser.add_argument("--project", default=str(pathlib.Path(__file__).resolve().parent.parent))
    parser.add_argument("--keep-failures")
    parser.add_argument("--replay")
    args = parser.parse_args()
    if args.replay:
        replay(args.popskin, args.replay, args.project)
        return
    run = Run(args)
    scratch = tempfile.mkdtemp(prefix="popskin-fuzz-lsp-")
    try:
        run.root = os.path.join(scratch, "pröject dir")
        make_project(args.project, run.root)
        framing_cases = round(args.cases * args.framing_share)
        framing(run, 0, framing_cases, run.root)
        documents = Documents(run, run.root)
        for index in range(framing_cases, args.cases):
            if not run.time_left():
                break
            run.cases["documents"] += 1
            documents.case(index)
        documents.stop()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for (kind, place), count in sorted(run.places.items()):
        print(f"  {count} × {kind}: {place} (first: case {run.first[(kind, place)]})")
    if run.outcomes:
        print("framing cases: " + ", ".join(f"{count} {outcome}" for outcome, count in sorted(run.outcomes.items())))
    print(run.summary())
    sys.exit(1 if run.failed() else 0)


main()
