"""The inputs Scripts/fuzz-lsp.py sends `popskin lsp`, each made from a `random.Random` alone (so a case is the same
for the same seed):

- `framing_case`: hostile bytes for the base protocol (headers, lengths, bodies, JSON-RPC shapes, how the bytes are
  written), with what the server must do after them;
- `mutate`: a half-typed version of a real file (cut anywhere, lines lost or doubled, hostile characters, `extends:`
  at itself or nowhere, very long lines, YAML's odder corners);
- `position` and `request`: a request at a place in the text, inside it or not.
"""
import json
import random

# What a framing case leaves behind it:
INLINE = "inline"      # framing intact: the probe after it must be answered and the server still running
BREAKING = "breaking"  # framing may be lost: the server exits cleanly (no signal) or goes on answering, and exits
                       # when its input closes
CLOSE = "close"        # the input closes after these bytes: the server exits cleanly within the time limit
EXIT = "exit"          # an `exit` notification: the server exits with 0 or 1

METHODS = ["initialize", "initialized", "shutdown", "textDocument/didOpen", "textDocument/didChange",
           "textDocument/didClose", "textDocument/hover", "textDocument/definition", "textDocument/completion",
           "textDocument/documentColor", "textDocument/colorPresentation", "textDocument/rename",
           "textDocument/references", "$/cancelRequest", "workspace/didChangeConfiguration", "popskin/none"]

HOSTILE_VALUES = [None, True, False, 0, -1, 1.5, -0.0, 2 ** 31, 2 ** 53 + 1, 2 ** 63 - 1, 2 ** 63, 2 ** 64,
                  -(2 ** 63) - 1, 10 ** 30, "", "x" * 10000, "\u0000", "é😀", [], [1, "a"], {}, {"a": {"b": []}}]

# Raw number texts Python's json cannot write.
HUGE_NUMBERS = ["1e400", "-1e400", "123456789012345678901234567890", "1E+9999", "0.0000000000000000000000001",
                "-0", "1.0", "1e2", "9223372036854775808", "-9223372036854775809", "18446744073709551616"]


def framed(body, length=None):
    """`body` (bytes) with a correct header, or a header giving `length`."""
    return b"Content-Length: %s\r\n\r\n" % str(len(body) if length is None else length).encode() + body


def dumps(message):
    return json.dumps(message).encode()


def some_params(rng, method, root_uri, uri):
    """Parameters of the right shape for `method` (the wrong ones come from `HOSTILE_VALUES`)."""
    position = {"line": rng.randrange(-2, 40), "character": rng.randrange(-2, 80)}
    return {
        "initialize": {"processId": None, "rootUri": root_uri, "capabilities": {}},
        "textDocument/didOpen": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1,
                                                  "text": "arrow: { base: 20"}},
        "textDocument/didChange": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": "a: ["}]},
        "textDocument/didClose": {"textDocument": {"uri": uri}},
        "textDocument/colorPresentation": {"textDocument": {"uri": uri},
                                           "color": {"red": 1, "green": 0, "blue": 0.5, "alpha": 2},
                                           "range": {"start": position, "end": position}},
        "textDocument/rename": {"textDocument": {"uri": uri}, "position": position, "newName": "x"},
    }.get(method, {"textDocument": {"uri": uri}, "position": position})


NOTIFICATIONS = {"initialized", "exit", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
                 "$/cancelRequest", "workspace/didChangeConfiguration"}


def is_request(message):
    """A message the server must answer: a method that is a request's (with an id, it is answered)."""
    return isinstance(message.get("method"), str) and message["method"] not in NOTIFICATIONS


def hostile(rng):
    return rng.choice(HOSTILE_VALUES)


def nest(rng, depth):
    opening, closing = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
    return opening * depth + b"1" + closing * depth


class Case:
    """One framing case: the chunks to write (each one `write`), what must follow, and the request ids the
    server must answer before the probe (requests it can read: a string or integer id and a method)."""

    def __init__(self, name, chunks, kind, answers=()):
        self.name, self.chunks, self.kind, self.answers = name, chunks, kind, list(answers)


def framing_case(rng, index, root_uri, uri):
    """A hostile framing case; `index` makes its ids unique."""
    make = rng.choice(INLINE_MAKERS * 3 + BREAKING_MAKERS)
    return make(rng, index, root_uri, uri)


# Framing intact.

def not_json(rng, index, root_uri, uri):
    body = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
    if rng.random() < 0.5:
        body = rng.choice([b"not json!", b"{", b"}", b'{"id":1,', b"[1,2", b'{"a" 1}', b"{'id': 1}", b"NaN",
                           b'{"id":1}garbage', b"\x00\x00", b"{/* comment */}", b'{"id":1,}'])
    return Case("body that is not JSON", [framed(body)], INLINE)


def invalid_utf8(rng, index, root_uri, uri):
    bad = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xc0\xaf", b"\xfe\xff"])
    body = (b'{"jsonrpc":"2.0","id":"u%d","method":"textDocument/hover","params":{"textDocument":{"uri":"%s"},'
            b'"position":{"line":0,"character":0}},"x":"' % (index, uri.encode()) + bad + b'"}')
    return Case("invalid UTF-8 in the body", [framed(body)], INLINE)


def not_an_object(rng, index, root_uri, uri):
    body = rng.choice([b"42", b'"a string"', b"[]", b"null", b"true", b"", b"   ", b"\r\n",
                       dumps([{"jsonrpc": "2.0", "id": index, "method": "popskin/none"}]), b"[[[]]]", b"-0", b"1e400"])
    return Case("JSON that is not an object", [framed(body)], INLINE)


def wrong_types(rng, index, root_uri, uri):
    method = rng.choice(METHODS)
    message = {"jsonrpc": "2.0", "id": "w%d" % index, "method": method, "params": some_params(rng, method, root_uri, uri)}
    field = rng.choice(["id", "method", "params", "jsonrpc", "params-field", "extra"])
    if field == "params-field" and isinstance(message["params"], dict):
        key = rng.choice(list(message["params"]))
        message["params"][key] = hostile(rng)
    elif field == "extra":
        message[rng.choice(["result", "error", "Id", "params2"])] = hostile(rng)
    elif field == "params-field":
        message["params"] = hostile(rng)
    else:
        message[field] = hostile(rng)
        if rng.random() < 0.2:
            del message[field]
    if message.get("method") == "exit":
        message["method"] = "popskin/not-exit"
    answers = [message["id"]] if is_request(message) and message.get("id") == "w%d" % index else []
    return Case(f"{field} of the wrong type", [framed(dumps(message))], INLINE, answers)


def huge_numbers(rng, index, root_uri, uri):
    number = rng.choice(HUGE_NUMBERS).encode()
    where = rng.choice(["id", "line", "version", "character"])
    if where == "id":
        body = b'{"jsonrpc":"2.0","id":%s,"method":"popskin/none"}' % number
    elif where == "version":
        body = (b'{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"%s",'
                b'"version":%s},"contentChanges":[{"text":"a: 1"}]}}' % (uri.encode(), number))
    else:
        other = b"0"
        line, character = (number, other) if where == "line" else (other, number)
        body = (b'{"jsonrpc":"2.0","id":"n%d","method":"%s","params":{"textDocument":{"uri":"%s"},'
                b'"position":{"line":%s,"character":%s}}}'
                % (index, rng.choice([b"textDocument/hover", b"textDocument/definition", b"textDocument/completion"]),
                   uri.encode(), line, character))
    return Case(f"a huge number as {where}", [framed(body)], INLINE)


def deep_nesting(rng, index, root_uri, uri):
    depth = rng.choice([64, 512, 513, 1000, 10000, 100000, 1000000])
    inner = nest(rng, depth)
    if rng.random() < 0.3:
        inner = inner[:len(inner) // 2]  # unbalanced
    body = b'{"jsonrpc":"2.0","id":"d%d","method":"textDocument/hover","params":' % index + inner + b"}"
    return Case(f"nesting {depth} deep", [framed(body)], INLINE)


def many_messages(rng, index, root_uri, uri):
    count = rng.randrange(2, 300)
    data = b""
    answers = []
    for number in range(count):
        method = rng.choice(["popskin/none", "textDocument/hover", "textDocument/documentColor",
                             "textDocument/completion", "textDocument/didChange"])
        message = {"jsonrpc": "2.0", "method": method, "params": some_params(rng, method, root_uri, uri)}
        if rng.random() < 0.2:
            data += not_json(rng, index, root_uri, uri).chunks[0]
            continue
        if not method.startswith("textDocument/did"):
            message["id"] = "m%d-%d" % (index, number)
            answers.append(message["id"])
        data += framed(dumps(message))
    return Case(f"{count} messages in one write", [data], INLINE, answers)


def byte_at_a_time(rng, index, root_uri, uri):
    message = {"jsonrpc": "2.0", "id": "b%d" % index, "method": "textDocument/hover",
               "params": some_params(rng, "textDocument/hover", root_uri, uri)}
    data = framed(dumps(message)) * rng.randrange(1, 3)
    size = 1 if rng.random() < 0.6 else rng.randrange(2, 16)
    chunks = [data[i:i + size] for i in range(0, len(data), size)]
    return Case(f"written {size} byte(s) at a time", chunks, INLINE, [message["id"]])


def header_variants(rng, index, root_uri, uri):
    body = dumps({"jsonrpc": "2.0", "id": "h%d" % index, "method": "popskin/none"})
    length = str(len(body)).encode()
    header = rng.choice([
        b"content-length: %s\r\n" % length, b"CONTENT-LENGTH:%s\r\n" % length, b"Content-Length:    %s   \r\n" % length,
        b"Content-Length: %s\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n" % length,
        b"X-Nonsense\r\nContent-Length: %s\r\n" % length, b"Content-Length: 00%s\r\n" % length,
        b"Content-Length: %s\r\nContent-Length: %s\r\n" % (length, length), b"Content-Length: +%s\r\n" % length,
        b"Content-Type: \xff\xfe\r\nContent-Length: %s\r\n" % length, b": \r\nContent-Length: %s\r\n" % length,
        b"Content-Length: 1\r\nContent-Length: %s\r\n" % length])
    return Case("header variant", [header + b"\r\n" + body], INLINE, ["h%d" % index])


def large_body(rng, index, root_uri, uri):
    size = rng.choice([1 << 16, 1 << 20, 3 << 20])
    text = rng.choice(["a", "é", "😀", "x: [", "\n"]) * (size // 4)
    message = {"jsonrpc": "2.0", "id": "l%d" % index, "method": "textDocument/documentColor",
               "params": {"textDocument": {"uri": "file:///nonexistent/outside.yaml"}, "padding": text}}
    return Case(f"a body of {size >> 10} KiB", [framed(dumps(message))], INLINE, [message["id"]])


def lifecycle(rng, index, root_uri, uri):
    method = rng.choice(["initialize", "initialized", "shutdown", "popskin/none"])
    message = {"jsonrpc": "2.0", "method": method, "params": some_params(rng, method, root_uri, uri)}
    answers = []
    if is_request(message):
        message["id"] = "c%d" % index
        answers.append(message["id"])
    return Case(f"{method} at any time", [framed(dumps(message))], INLINE, answers)


def odd_json(rng, index, root_uri, uri):
    body = rng.choice([
        b'{"jsonrpc":"2.0","id":"o%d","id":7,"method":"popskin/none"}' % index,
        b'\xef\xbb\xbf{"jsonrpc":"2.0","id":"o%d","method":"popskin/none"}' % index,
        b'{"jsonrpc":"2.0","id":"o%d\\ud800","method":"popskin/none"}' % index,
        b'{"jsonrpc":"2.0","id":"o%d","method":"popskin/none\\u0000"}' % index,
        b'{"jsonrpc":"2.0","id":"o%d","method":"textDocument/didOpen","params":{"textDocument":{"uri":"%s",'
        b'"languageId":"yaml","version":1,"text":"a\\udc00b"}}}' % (index, uri.encode()),
        b'  {"jsonrpc":"2.0","id":"o%d","method":"popskin/none"}  ' % index,
        b'{"jsonrpc":"2.0","id":"o%d","method":"popskin/none","params":{"a":1e400}}' % index])
    return Case("odd JSON", [framed(body)], INLINE)


# Framing lost, or the input closed.

def bad_length(rng, index, root_uri, uri):
    value = rng.choice([b"-1", b"-100", b"abc", b"", b"12abc", b"0x10", b"1.5", b"1e3", b" ", b"\xd9\xa1\xd9\xa2",
                        b"12 34", b"33554433", b"2147483648", b"9223372036854775807", b"9223372036854775808",
                        b"18446744073709551616", b"100000000000000000000000000000"])
    return Case("Content-Length %r" % value, [b"Content-Length: " + value + b"\r\n\r\n{}"], BREAKING)


def no_length(rng, index, root_uri, uri):
    header = rng.choice([b"Content-Type: x\r\n\r\n", b"\r\n\r\n", b"garbage\r\n\r\n", b"Content-Lenght: 2\r\n\r\n",
                         b"Content-Length 2\r\n\r\n"])
    return Case("a header without Content-Length", [header + b"{}"], BREAKING)


def long_header(rng, index, root_uri, uri):
    if rng.random() < 0.5:
        data = b"X-Long: " + b"a" * rng.choice([8200, 20000, 100000]) + b"\r\nContent-Length: 2\r\n\r\n{}"
    else:
        data = bytes(rng.randrange(256) for _ in range(rng.choice([8200, 9000, 70000])))
    return Case("a header over 8 KiB", [data], BREAKING)


def lf_only(rng, index, root_uri, uri):
    body = dumps({"jsonrpc": "2.0", "id": 1, "method": "popskin/none"})
    return Case("LF-only header", [b"Content-Length: %d\n\n" % len(body) + body], BREAKING)


def wrong_length(rng, index, root_uri, uri):
    body = dumps({"jsonrpc": "2.0", "id": "t%d" % index, "method": "popskin/none"})
    delta = rng.choice([-5, -1, 1, 7, 1000, 32 << 20])
    return Case(f"Content-Length off by {delta}", [framed(body, max(0, len(body) + delta))], BREAKING)


def close_midway(rng, index, root_uri, uri):
    data = framed(dumps({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover",
                         "params": some_params(rng, "textDocument/hover", root_uri, uri)}))
    cut = rng.randrange(0, len(data))
    if rng.random() < 0.2:
        data, cut = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 2000))), None
    return Case("input closed mid-message", [data[:cut]], CLOSE)


def exit_now(rng, index, root_uri, uri):
    return Case("exit", [framed(dumps({"jsonrpc": "2.0", "method": "exit"}))], EXIT)


INLINE_MAKERS = [not_json, invalid_utf8, not_an_object, wrong_types, wrong_types, huge_numbers, deep_nesting,
                 many_messages, byte_at_a_time, header_variants, large_body, lifecycle, odd_json]
BREAKING_MAKERS = [bad_length, no_length, long_header, lf_only, wrong_length, close_midway, close_midway, exit_now]


# Half-typed documents.

INSERTS = ["{", "}", "[", "]", ":", ": ", '"', "'", "\t", "#", "&a ", "*a", "!!str ", "|", ">", "- ", ",", "?", "%",
           "@", "`", "\n", "\r\n", "\r", "\u0000", "\u0007", "\u007f", "é", "ß", "中文", "😀",
           "👨\u200d👩\u200d👧", "🇫🇷",
           "e\u0301", "\ufeff", "\u2028", "\u202e", "\ufffe", "\uffff", "\U0010ffff", "{palette.", "}}", "{{"]

HOSTILE_SCALARS = ["1e309", "-0", ".nan", ".inf", "-.inf", "0x1F", "0o17", "99999999999999999999999", "", '""',
                   '"{palette.x"', '"{a}{b}"', '"#12345"', '"#gggggg"', "true", "null", "~", "[]", "{}", "-1",
                   "1_000", '"#3366cc80"', '"{palette.mb.red}"', '"{semantic.surface.s1}"', "*undefined", "&anchor 3",
                   "!!binary aGVsbG8=", "[1, [2, [3]]]", "{ a: { b: { c: 1 } } }", "'single'", '"\\u0000"',
                   "12.5e-3", "1/2", "50%", "sixteen"]


def mutate(rng, text, names, own_name):
    """A half-typed version of `text` (1 to 3 edits); returns the text and the edits' names."""
    edits = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        edit = rng.choice(TEXT_EDITS)
        text = edit(rng, text, names, own_name)
        edits.append(edit.__name__)
    return text, edits


def cut(rng, text, names, own_name):
    """Truncated anywhere, or just after a `{`, `"`, `:`, `[`, `,` or inside a key."""
    if not text:
        return text
    marks = [i + 1 for i, c in enumerate(text) if c in '{":[,#']
    if marks and rng.random() < 0.5:
        return text[:rng.choice(marks)]
    return text[:rng.randrange(len(text))]


def lose_lines(rng, text, names, own_name):
    lines = text.split("\n")
    for _ in range(rng.randrange(1, 4)):
        if lines:
            del lines[rng.randrange(len(lines))]
    return "\n".join(lines)


def double_lines(rng, text, names, own_name):
    lines = text.split("\n")
    for _ in range(rng.randrange(1, 4)):
        where = rng.randrange(len(lines))
        lines.insert(where, lines[rng.randrange(len(lines))])
    return "\n".join(lines)


def swap_lines(rng, text, names, own_name):
    lines = text.split("\n")
    a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[a], lines[b] = lines[b], lines[a]
    return "\n".join(lines)


def insert_characters(rng, text, names, own_name):
    for _ in range(rng.randrange(1, 12)):
        where = rng.randrange(len(text) + 1)
        text = text[:where] + rng.choice(INSERTS) + text[where:]
    return text


def line_ends(rng, text, names, own_name):
    choice = rng.random()
    if choice < 0.4:
        return text.replace("\n", "\r\n")
    if choice < 0.6:
        return text.replace("\n", "\r")
    lines = text.split("\n")
    return "".join(line + rng.choice(["\n", "\r\n", "\r", "\n\n"]) for line in lines)


def tabs(rng, text, names, own_name):
    lines = text.split("\n")
    for i in rng.sample(range(len(lines)), min(len(lines), rng.randrange(1, 5))):
        stripped = lines[i].lstrip(" ")
        lines[i] = "\t" * rng.randrange(1, 3) + stripped if rng.random() < 0.7 else " " * rng.randrange(1, 9) + lines[i]
    return "\n".join(lines)


def extends(rng, text, names, own_name):
    """`extends:` at itself, nowhere, a heir (a cycle), or something that is no name."""
    target = rng.choice([own_name, own_name, "nonexistent", rng.choice(names) if names else "x", "", '""',
                         "[a, b]", "{}", "*alias", "name with spaces", "thème-ü", "../../etc/passwd",
                         "seed-base # comment", "x" * 5000, '"' + own_name + '"', "~", "'" + own_name])
    line = "extends: " + target
    lines = text.split("\n")
    found = [i for i, l in enumerate(lines) if l.startswith("extends:")]
    if found and rng.random() < 0.8:
        lines[found[0]] = line
    else:
        lines.insert(rng.randrange(len(lines) + 1), line)
    return "\n".join(lines)


def long_line(rng, text, names, own_name):
    size = rng.choice([1000, 10000, 100000, 200000])
    line = rng.choice([
        "description: " + "a" * size, "description: \"" + "é😀" * (size // 2) + "\"", "k" * size + ": 1",
        "# " + "x" * size, "shadow: { offset: [" + ", ".join(["1"] * (size // 3)) + "] }",
        "background: " + "[" * min(size, 5000) + "]" * min(size, 5000), "arrow: " + "{a: " * 2000,
        "background:\n" + "".join(" " * (2 * i) + "k%d:\n" % i for i in range(200))])
    lines = text.split("\n")
    lines.insert(rng.randrange(len(lines) + 1), line)
    return "\n".join(lines)


def yaml_corners(rng, text, names, own_name):
    piece = rng.choice([
        "a: &a [1, 1, 1, 1, 1]\nb: &b [*a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c]",
        "%YAML 1.2\n---", "---\n...\n---", "? [complex, key]\n: value", "<<: *nowhere", "background: !!map {}",
        "!custom-tag x: 1", "arrow: *undefined", "- a list at the top", "key: |\n  literal\n   block", "&x *x",
        "'quoted key': 1", '"background": { "fill": "#112233" }', "arrow: { base: 20, base: 21 }",
        "background:\n  fill: >-\n    folded"])
    lines = text.split("\n")
    lines.insert(rng.randrange(len(lines) + 1), piece)
    return "\n".join(lines)


def hostile_value(rng, text, names, own_name):
    lines = text.split("\n")
    valued = [i for i, l in enumerate(lines) if ":" in l and not l.strip().endswith(":")]
    if not valued:
        return text
    i = rng.choice(valued)
    key = lines[i].split(":", 1)[0]
    lines[i] = key + ": " + rng.choice(HOSTILE_SCALARS)
    return "\n".join(lines)


def rename_key(rng, text, names, own_name):
    lines = text.split("\n")
    keyed = [i for i, l in enumerate(lines) if ":" in l]
    if not keyed:
        return text
    i = rng.choice(keyed)
    key, rest = lines[i].split(":", 1)
    if key.strip():
        j = rng.randrange(len(key))
        key = rng.choice([key[:j] + key[j + 1:], key[:j] + rng.choice("xé-_ ") + key[j:], key.upper(), key + key])
    lines[i] = key + ":" + rest
    return "\n".join(lines)


def emptied(rng, text, names, own_name):
    return rng.choice(["", " ", "\n", "# only a comment", "\ufeff", "---", "\t", "{}", "[]", "null", "~", "\n" * 1000])


TEXT_EDITS = [cut, cut, cut, lose_lines, double_lines, swap_lines, insert_characters, insert_characters, line_ends,
              tabs, extends, extends, long_line, yaml_corners, hostile_value, hostile_value, rename_key, emptied]


def utf16_length(line):
    return sum(2 if ord(c) > 0xFFFF else 1 for c in line)


def position(rng, text):
    """A position in `text`, at its end, past it, negative or huge."""
    lines = text.split("\n")
    roll = rng.random()
    if roll < 0.7:
        line = rng.randrange(len(lines))
    elif roll < 0.8:
        line = len(lines) - 1 + rng.randrange(0, 4)
    elif roll < 0.9:
        line = rng.choice([-1, -2, -(2 ** 31)])
    else:
        line = rng.choice([2 ** 31 - 1, 2 ** 53, 10 ** 12, 2 ** 63 - 1])
    width = utf16_length(lines[line]) if 0 <= line < len(lines) else 0
    roll = rng.random()
    if roll < 0.65:
        character = rng.randrange(width + 1)
    elif roll < 0.8:
        character = width + rng.randrange(0, 5)
    elif roll < 0.9:
        character = rng.choice([-1, -3, -(2 ** 31)])
    else:
        character = rng.choice([2 ** 31 - 1, 2 ** 53, 2 ** 63 - 1])
    return {"line": line, "character": character}


SUPPORTED = ["textDocument/hover", "textDocument/definition", "textDocument/completion", "textDocument/documentColor",
             "textDocument/colorPresentation"]
OTHERS = ["textDocument/references", "textDocument/rename", "textDocument/prepareRename", "textDocument/inlayHint",
          "textDocument/documentSymbol", "textDocument/codeAction", "textDocument/formatting",
          "textDocument/semanticTokens/full", "textDocument/documentHighlight", "textDocument/signatureHelp",
          "textDocument/foldingRange", "textDocument/selectionRange", "textDocument/codeLens", "workspace/symbol",
          "completionItem/resolve", "workspace/willRenameFiles"]


def request(rng, uri, text):
    """A request on the document `uri` holding `text`: (method, params)."""
    method = rng.choice(SUPPORTED * 6 + OTHERS)
    where = position(rng, text)
    span = {"start": where, "end": position(rng, text)}
    document = {"uri": uri}
    params = {
        "textDocument/documentColor": {"textDocument": document},
        "textDocument/documentSymbol": {"textDocument": document},
        "textDocument/semanticTokens/full": {"textDocument": document},
        "textDocument/foldingRange": {"textDocument": document},
        "textDocument/codeLens": {"textDocument": document},
        "textDocument/formatting": {"textDocument": document, "options": {"tabSize": 2, "insertSpaces": True}},
        "textDocument/colorPresentation": {
            "textDocument": document, "range": span,
            "color": {c: rng.choice([0, 0.5, 1, -1, 2, 1e308, 1e-300]) for c in ("red", "green", "blue", "alpha")}},
        "textDocument/inlayHint": {"textDocument": document, "range": span},
        "textDocument/codeAction": {"textDocument": document, "range": span, "context": {"diagnostics": []}},
        "textDocument/rename": {"textDocument": document, "position": where, "newName": rng.choice(["x", "", "a b"])},
        "textDocument/references": {"textDocument": document, "position": where,
                                    "context": {"includeDeclaration": True}},
        "textDocument/selectionRange": {"textDocument": document, "positions": [where]},
        "workspace/symbol": {"query": rng.choice(["", "mb", "é"])},
        "completionItem/resolve": {"label": "fill"},
        "workspace/willRenameFiles": {"files": [{"oldUri": uri, "newUri": uri + ".renamed"}]},
    }.get(method, {"textDocument": document, "position": where})
    if rng.random() < 0.04:  # parameters of the wrong shape
        params = rng.choice([{}, {"textDocument": document}, {"position": where}, None, [], "text",
                             {"textDocument": document, "position": {"line": "1", "character": 0}}])
    return method, params
