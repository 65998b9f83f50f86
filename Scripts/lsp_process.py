"""`popskin lsp` as a child process, for Scripts/fuzz-lsp.py and Scripts/bench-lsp.py.

A thread reads the server's standard output into whole messages (so the server never blocks on a full pipe while
the client writes) and another keeps the last 256 KiB of its standard error (a crash's backtrace). Writes go
through a thread too, so a server that stops reading is seen as a hang instead of blocking the client forever.
"""
import json
import queue
import re
import subprocess
import threading
import time


def frame(message):
    """`message` (a dict, or bytes taken as the body) framed as the base protocol frames it."""
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def file_uri(path):
    return "file://" + path


class Closed(Exception):
    """The server closed its output (it exited, or crashed)."""


class Timeout(Exception):
    """Nothing arrived within the time limit."""


class BadOutput(Exception):
    """The server wrote something that is not a framed JSON message."""


class Server:
    def __init__(self, popskin, env=None):
        self.process = subprocess.Popen([popskin, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=env)
        self.messages = queue.Queue()
        self.stderr = bytearray()
        self.bad_output = None
        threading.Thread(target=self._read_output, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    # The server's side.

    def _read_output(self):
        stream = self.process.stdout
        try:
            while True:
                length = None
                while True:
                    line = stream.readline()
                    if not line:
                        return
                    if line == b"\r\n":
                        break
                    if not line.endswith(b"\r\n") or b":" not in line:
                        raise BadOutput(f"a header line {line[:80]!r}")
                    name, _, value = line.decode("latin-1").partition(":")
                    if name.strip().lower() == "content-length":
                        length = int(value)
                if length is None:
                    raise BadOutput("a header without Content-Length")
                body = stream.read(length)
                if len(body) < length:
                    raise BadOutput(f"a body cut short ({len(body)} of {length} bytes)")
                try:
                    message = json.loads(body)
                except (ValueError, UnicodeDecodeError) as problem:
                    raise BadOutput(f"a body that is not JSON: {problem}: {body[:120]!r}")
                self.messages.put(message)
        except (BadOutput, ValueError) as problem:
            self.bad_output = str(problem)
        finally:
            self.messages.put(None)  # the end of the output

    def _read_errors(self):
        while True:
            chunk = self.process.stderr.read1(65536)
            if not chunk:
                return
            self.stderr += chunk
            del self.stderr[:-262144]

    # The client's side.

    def write(self, data, timeout=10):
        """Writes `data`; False when the server stopped reading (the write did not finish within `timeout`) or the
        pipe is closed."""
        outcome = []

        def run():
            try:
                self.process.stdin.write(data)
                self.process.stdin.flush()
                outcome.append(True)
            except (BrokenPipeError, OSError, ValueError):
                outcome.append(False)
        writer = threading.Thread(target=run, daemon=True)
        writer.start()
        writer.join(timeout)
        return bool(outcome and outcome[0])

    def send(self, message, timeout=10):
        return self.write(frame(message), timeout)

    def close_input(self):
        try:
            self.process.stdin.close()
        except (BrokenPipeError, OSError):
            pass

    def next_message(self, deadline):
        """The next message, waiting until `deadline` (time.monotonic()); raises Closed or Timeout."""
        remaining = deadline - time.monotonic()
        try:
            message = self.messages.get(timeout=max(0.0, remaining))
        except queue.Empty:
            raise Timeout()
        if message is None:
            self.messages.put(None)  # stays closed for the next caller
            raise Closed()
        return message

    def wait_for(self, predicate, timeout, seen=None):
        """Messages until one satisfies `predicate`, which is returned; the others go to `seen` (a list)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.next_message(deadline)
            if predicate(message):
                return message
            if seen is not None:
                seen.append(message)

    def request(self, id, method, params, timeout=10, seen=None):
        """Sends a request and returns its response (the message with the same id), others going to `seen`."""
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        if not self.send(message, timeout):
            raise Timeout()
        return self.wait_for(lambda m: "method" not in m and m.get("id") == id, timeout, seen)

    def notify(self, method, params, timeout=10):
        return self.send({"jsonrpc": "2.0", "method": method, "params": params}, timeout)

    def wait(self, timeout):
        """The exit status, or None when the process is still running after `timeout` seconds (a process writing
        its crash report, which can take long in a debug build, is given a minute more)."""
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            if b"Backtracing" not in self.stderr:
                return None
        try:
            return self.process.wait(60)
        except subprocess.TimeoutExpired:
            return None

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()

    def crash_line(self):
        """What the crash report says first: the fatal error, and the first frame in popskin's sources (function,
        file and line, without addresses, so that one place reads the same in every crash)."""
        text = self.stderr.decode("utf-8", "replace")
        fatal = [line.strip() for line in text.splitlines() if "Fatal error" in line or "fatal error" in line]
        frames = []
        for line in text.splitlines():
            match = re.search(r"0x[0-9a-f]+ (.+?)(?: \+ \d+)? in popskin at \S*?(Sources/\S+)", line)
            if match and "[system]" not in line:
                frames.append(f"{match.group(1)} at {match.group(2)}")
        return " | ".join(fatal[:1] + frames[:1]) or text.strip()[-200:]
