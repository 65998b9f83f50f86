"""A synchronous Language Server Protocol client for the scripts that check `popskin lsp` (check-lsp.py): requests
numbered in order, notifications kept until read. The process, its framing and its output are lsp_process.Server's.
"""
import time

from lsp_process import Server, file_uri as uri  # noqa: F401 (uri is part of this module's interface)


class Client:
    def __init__(self, popskin, timeout=60):
        self.server = Server(popskin)
        self.process = self.server.process
        self.timeout = timeout
        self.next_id = 0
        self.notifications = []

    def send(self, message):
        self.server.send(message)

    def receive(self):
        """The next message the server sends."""
        return self.server.next_message(time.monotonic() + self.timeout)

    def request(self, method, params):
        self.next_id += 1
        return self.server.request(self.next_id, method, params, self.timeout, self.notifications)

    def notify(self, method, params):
        self.server.notify(method, params)

    def diagnostics(self, uri):
        """The last diagnostics published for `uri` after a round trip (a request flushes what came before)."""
        self.request("popskin/none", {})
        found = None
        for message in self.notifications:
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                found = message["params"]["diagnostics"]
        self.notifications = []
        return found
