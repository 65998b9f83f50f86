"""A Language Server Protocol client over a process's standard input and output, as an editor drives one: JSON-RPC
with Content-Length framing. Shared by the scripts that drive `popskin lsp` (check-lsp.py, fuzz and bench)."""
import json
import subprocess


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
