#!/usr/bin/env python3
"""`popskin serve` as a user runs it, attacked and driven by a real browser.

Usage: check-serve.py POPSKIN [--keep DIR] [--screenshot FILE.png]

1. Copies the bundled registry (themes/, popskin.yaml) to a scratch folder and starts `popskin serve --port 0` there.
2. The attack suite, over raw sockets: a foreign Host, a missing or foreign Origin on the event stream, a missing or
   wrong token, `..`, `%2e%2e`, absolute paths and URLs, `file://`, `?raw`-style variants, a `.map`, the theme YAML,
   a cross-origin script include, oversized and malformed requests, and 1,000 concurrent connections. Every one must be
   refused with the right status, no response may carry an Access-Control-* header, each must carry nosniff and the
   CSP, the server must still answer afterwards, and `ss -ltn` must show its listeners on loopback only.
3. Headless chromium over the DevTools protocol: the page loads every card's images and asks nothing of another
   origin. `themes/mb-red.yaml`'s corner radius is edited: mb-red and its heirs mb-blue and mb-green must show new
   pictures within 1 s, while no other card's picture is fetched again. A broken edit must show its error and keep the
   old picture, greyed. With --screenshot, the page is captured for the docs.
"""
import base64
import hashlib
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import serve_process

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
problems = []


def problem(text):
    problems.append(text)


# --- the server ---------------------------------------------------------------------------------------------------

def raw(port, data, timeout=5):
    """Sends `data` (bytes) on a new connection; returns (status or None, headers dict, body bytes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(data)
        chunks = []
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                if b"\r\n\r\n" in b"".join(chunks) and not data.startswith(b"POST /events"):
                    whole = b"".join(chunks)
                    head, _, body = whole.partition(b"\r\n\r\n")
                    length = re.search(rb"(?i)content-length: (\d+)", head)
                    if length and len(body) >= int(length.group(1)):
                        break
        except socket.timeout:
            pass
    whole = b"".join(chunks)
    head, _, body = whole.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1]) if lines and lines[0].startswith("HTTP/") else None
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body


def request(port, target, method="GET", host=None, headers=(), token=None):
    host = host if host is not None else f"127.0.0.1:{port}"
    lines = [f"{method} {target} HTTP/1.1"] + ([f"Host: {host}"] if host else []) + list(headers)
    lines += ["Connection: close", "", ""]
    return raw(port, "\r\n".join(lines).encode("latin-1"))


def expect(name, response, statuses, forbidden_text=b"corner-radius"):
    status, headers, body = response
    if status not in statuses:
        problem(f"{name}: status {status}, wanted {statuses}")
    if any(key.startswith("access-control-") for key in headers):
        problem(f"{name}: an Access-Control header: {headers}")
    # Every response with a body carries both; the HTTP parser's own empty 400 has nothing to sniff or run.
    empty = headers.get("content-length") == "0" and not body
    if status is not None and not empty and headers.get("x-content-type-options") != "nosniff":
        problem(f"{name}: no nosniff")
    if status is not None and not empty and "default-src 'none'" not in headers.get("content-security-policy", ""):
        problem(f"{name}: no strict CSP")
    if forbidden_text and forbidden_text in body:
        problem(f"{name}: the body holds theme YAML")


def attacks(port, token):
    t = f"t={token}"
    own = f"http://127.0.0.1:{port}"
    expect("the page", request(port, f"/?{t}"), {200})
    expect("a foreign Host (DNS rebinding)", request(port, f"/?{t}", host=f"evil.example:{port}"), {421})
    expect("a nip.io Host", request(port, f"/?{t}", host=f"127.0.0.1.nip.io:{port}"), {421})
    expect("no Host", request(port, f"/?{t}", host=""), {400, 421})
    expect("no token", request(port, "/"), {403})
    expect("a wrong token", request(port, "/?t=" + "0" * 32), {403})
    expect("the stream without Origin", request(port, f"/events?{t}", method="POST"), {403})
    expect("the stream from another origin", request(port, f"/events?{t}", method="POST",
                                                     headers=["Origin: http://evil.example"]), {403})
    expect("the stream with a null Origin", request(port, f"/events?{t}", method="POST", headers=["Origin: null"]),
           {403})
    expect("the stream without the token", request(port, "/events", method="POST", headers=[f"Origin: {own}"]), {403})
    expect("the stream as a GET", request(port, f"/events?{t}", headers=[f"Origin: {own}"]), {404, 405})
    expect("a PUT", request(port, f"/?{t}", method="PUT", headers=[f"Origin: {own}"]), {405})
    expect("a DELETE", request(port, f"/cards?{t}", method="DELETE", headers=[f"Origin: {own}"]), {405})
    for target in [f"/../popskin.yaml?{t}", f"/%2e%2e/popskin.yaml?{t}", f"/p/..%2f..%2fthemes%2fmb-red.yaml?{t}",
                   f"/themes/mb-red.yaml?{t}", f"//etc/passwd?{t}", f"/etc/passwd?{t}", f"/p/%2fetc%2fpasswd?{t}",
                   f"/page.js.map?{t}", f"/page.js?raw&{t}", f"/p/mb-red.yaml?{t}", f"/p/../../popskin.yaml?{t}",
                   f"/.git/config?{t}", f"/themes/?{t}"]:
        expect(f"GET {target[:40]}", request(port, target), {400, 404})
    expect("a query variant of a route", request(port, f"/page.js?import&raw&{t}"), {400})
    expect("an absolute URL", request(port, f"http://evil.example/popskin.yaml?{t}"), {400, 404, 421})
    expect("file://", request(port, f"file:///etc/passwd?{t}"), {400, 404})
    # A <script src> on another site's page: no token, a cross-site fetch.
    expect("a cross-origin script include", request(port, "/page.js", headers=["Sec-Fetch-Site: cross-site",
                                                                                "Referer: http://evil.example/"]),
           {403})
    # Oversized and malformed.
    expect("a 200 KB header", request(port, f"/?{t}", headers=["X-Big: " + "a" * 200_000]), {None, 400, 431})
    expect("a long path", request(port, "/" + "a" * 100_000 + f"?{t}"), {None, 400, 404, 414, 431})
    for name, data in [("garbage", b"GARBAGE\r\n\r\n"), ("a bad version", b"GET / HTTP/9.9\r\nHost: x\r\n\r\n"),
                       ("a NUL", b"GET /\x00 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
                       ("a bare LF flood", b"\n" * 10000), ("an unfinished request", b"GET / HTT")]:
        status, headers, _ = raw(port, data, timeout=3)
        if status not in (None, 400, 421):
            problem(f"{name}: status {status}")
        if any(key.startswith("access-control-") for key in headers):
            problem(f"{name}: an Access-Control header")
    # The focused view: a drawing within the limits, and out of them.
    status, _, body = request(port, f"/focus?{t}&theme=mb-red&direction=left&width=220&height=90&offset=-20")
    picture = json.loads(body).get("picture") if status == 200 else None
    if not picture or request(port, f"/p/{picture}?{t}")[0] != 200:
        problem(f"the focused view drew nothing ({status})")
    expect("a focused view too large", request(port, f"/focus?{t}&theme=mb-red&direction=up&width=5000&height=90"
                                                    f"&offset=0"), {400})
    expect("a focused view of no theme", request(port, f"/focus?{t}&theme=..%2fpopskin&direction=up&width=100"
                                                      f"&height=90&offset=0"), {404})
    # Settings: a POST with the page's Origin, in memory only.
    expect("settings without Origin", request(port, f"/settings?{t}&scale=3&backdrop=checker", method="POST"), {403})
    expect("settings out of range", request(port, f"/settings?{t}&scale=4&backdrop=checker", method="POST",
                                            headers=[f"Origin: {own}"]), {400})
    expect("settings as a GET", request(port, f"/settings?{t}&scale=3&backdrop=checker"), {404, 405})
    # 1,000 at once.
    results = []
    def one():
        try:
            results.append(request(port, f"/cards?{t}")[0])
        except OSError as error:
            results.append(str(error))
    threads = [threading.Thread(target=one) for _ in range(1000)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    answered = sum(1 for r in results if r == 200)
    if answered != 1000:
        problem(f"1,000 concurrent connections: {answered} answered 200, others: {sorted(set(map(str, results)))[:5]}")
    expect("the page after all that", request(port, f"/?{t}"), {200})
    return answered


def listeners(pid):
    out = subprocess.run(["ss", "-ltnpH"], capture_output=True, text=True).stdout
    mine = [line for line in out.splitlines() if f"pid={pid}," in line]
    addresses = [line.split()[3] for line in mine]
    if not addresses or any(not (a.startswith("127.0.0.1:") or a.startswith("[::1]:")) for a in addresses):
        problem(f"listeners not on loopback only: {addresses}")
    return addresses


# --- the browser, through the DevTools protocol ----------------------------------------------------------------

class DevTools:
    """A WebSocket client (RFC 6455) just large enough for the DevTools protocol: text frames, masked."""

    def __init__(self, url):
        match = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        self.sock = socket.create_connection((match.group(1), int(match.group(2))), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {match.group(3)} HTTP/1.1\r\nHost: {match.group(1)}:{match.group(2)}\r\n"
                           f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        accept = base64.b64encode(hashlib.sha1((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest())
        if accept not in head:
            raise RuntimeError("the DevTools socket refused the handshake")
        self.next_id, self.events = 0, []

    def send(self, method, **params):
        self.next_id += 1
        payload = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def exact(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            if not chunk:
                raise RuntimeError("the DevTools socket closed")
            data += chunk
        return data

    def receive(self):
        payload = b""
        while True:
            first, second = self.exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.exact(8))[0]
            payload += self.exact(length)
            if first & 0x80:
                return json.loads(payload.decode())

    def wait_for(self, method):
        """Reads messages until the event `method` has come (kept in `events`)."""
        while not any(e.get("method") == method for e in self.events):
            self.events.append(self.receive())

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return result.get("result", {}).get("value")

    def requests(self):
        """The URLs the page asked for since last asked, events drained."""
        self.send("Runtime.evaluate", expression="1")
        urls = [e["params"]["request"]["url"] for e in self.events if e.get("method") == "Network.requestWillBeSent"]
        self.events = []
        return urls


def browser(port, token, project, screenshot):
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        sys.exit("chromium is not installed (apt-get install -y chromium)")
    profile = tempfile.mkdtemp(prefix="popskin-serve-chromium-")
    chrome = subprocess.Popen(
        [executable, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={profile}", "--remote-debugging-port=0", "--window-size=1400,1000",
         "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        endpoint = None
        for _ in range(200):
            line = chrome.stderr.readline()
            match = re.search(r"DevTools listening on (ws://\S+)", line)
            if match:
                endpoint = match.group(1)
                break
        if not endpoint:
            sys.exit("chromium printed no DevTools endpoint")
        debug_port = re.search(r":(\d+)/", endpoint).group(1)
        pages = json.load(urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/list"))
        page = DevTools(next(p for p in pages if p["type"] == "page")["webSocketDebuggerUrl"])
        page.send("Network.enable")
        page.send("Page.enable")
        origin = f"http://127.0.0.1:{port}"
        page.send("Page.navigate", url=f"{origin}/?t={token}")
        page.wait_for("Page.loadEventFired")
        ready = """new Promise(function(done){var until=Date.now()+20000;(function wait(){var imgs=document.querySelectorAll('.strip img');
            if(document.body&&document.body.dataset.state==='ready'&&imgs.length&&Array.prototype.every.call(imgs,
            function(i){return i.complete&&i.naturalWidth>0;}))done(imgs.length);
            else if(Date.now()>until)done(0);else setTimeout(wait,50);})();})"""
        images = page.evaluate(ready)
        cards = page.evaluate("document.querySelectorAll('.card').length")
        first = page.requests()
        foreign = [url for url in first if not url.startswith(origin + "/")]
        if foreign:
            problem(f"the page asked another origin: {foreign[:3]}")
        strips = page.evaluate("document.querySelectorAll('.strip img').length")
        if not images or strips != images:
            problem(f"images: {images} loaded, {strips} strips")
        if page.evaluate("document.getElementById('status').textContent") != "live":
            time.sleep(0.5)
        sources = "JSON.stringify(Array.prototype.map.call(document.querySelectorAll('.card'),function(c){" \
                  "return [c.dataset.theme,Array.prototype.map.call(c.querySelectorAll('img'),function(i){" \
                  "return i.src;}).join(' '),c.className];}))"
        before = {name: (src, cls) for name, src, cls in json.loads(page.evaluate(sources))}

        # The edit: mb-red's corner radius, which mb-blue and mb-green inherit.
        path = os.path.join(project, "themes", "mb-red.yaml")
        original = open(path).read()
        edited = original.replace("corner-radius: 6", "corner-radius: 16")
        if edited == original:
            problem("mb-red.yaml has no 'corner-radius: 6' to edit")
        started = time.monotonic()
        with open(path, "w") as f:
            f.write(edited)
        heirs = ["mb-red", "mb-blue", "mb-green"]
        moved = []
        while time.monotonic() - started < 3:
            now = {name: (src, cls) for name, src, cls in json.loads(page.evaluate(sources))}
            moved = [name for name in heirs if now[name][0] != before[name][0]]
            loaded = page.evaluate("Array.prototype.every.call(document.querySelectorAll('.strip img'),function(i){"
                                   "return i.complete&&i.naturalWidth>0;})")
            if len(moved) == 3 and loaded:
                break
            time.sleep(0.02)
        elapsed = time.monotonic() - started
        if len(moved) != 3 or elapsed > 1:
            problem(f"after the edit, {moved} showed new pictures in {elapsed:.2f} s (wanted all three within 1 s)")
        others = [name for name in before if name not in heirs and now[name][0] != before[name][0]]
        if others:
            problem(f"cards the edit did not touch changed: {others}")
        time.sleep(0.3)
        fetched = [url for url in page.requests() if "/p/" in url]
        unrelated = [url for url in fetched if any(url.split("?")[0] in before[n][0] for n in before if n not in heirs)]
        if unrelated:
            problem(f"unrelated pictures fetched again: {unrelated[:3]}")

        # A broken edit: the error shows, the last good picture stays, greyed.
        shown = {name: (src, cls) for name, src, cls in json.loads(page.evaluate(sources))}
        with open(path, "w") as f:
            f.write(edited.replace("corner-radius: 16", "corner-radius: sixteen"))
        deadline = time.monotonic() + 3
        broken = False
        while time.monotonic() < deadline and not broken:
            broken = page.evaluate("(function(){var c=document.querySelector('.card[data-theme=\"mb-red\"]');"
                                   "return !!c&&c.classList.contains('stale')&&!!c.querySelector('.problems li.error');"
                                   "})()")
            time.sleep(0.05)
        after = {name: (src, cls) for name, src, cls in json.loads(page.evaluate(sources))}
        if screenshot:
            # For the docs: the broken theme's card, its error over its last good picture, among its neighbours.
            page.evaluate("document.querySelector('.card[data-theme=\"mb-blue\"]').scrollIntoView()")
            time.sleep(0.3)
            data = page.send("Page.captureScreenshot", format="png")["data"]
            with open(screenshot, "wb") as f:
                f.write(base64.b64decode(data))
        if not broken:
            problem("the broken edit did not show its error on mb-red's card")
        if after["mb-red"][0] != shown["mb-red"][0]:
            problem("the broken edit lost mb-red's last good picture")
        message = page.evaluate("document.querySelector('.card[data-theme=\"mb-red\"] .problems').textContent")
        with open(path, "w") as f:
            f.write(original)
        # The backdrop control: every card is re-drawn over a checkerboard (the settings live in memory).
        time.sleep(0.5)
        drawn = {name: src for name, src, _ in json.loads(page.evaluate(sources))}
        page.evaluate("var s=document.getElementById('backdrop');s.value='checker';s.dispatchEvent(new Event('change'))")
        deadline, redrawn = time.monotonic() + 10, []
        while time.monotonic() < deadline:
            now = {name: src for name, src, _ in json.loads(page.evaluate(sources))}
            redrawn = [name for name in now if now[name] != drawn[name]]
            if len(redrawn) == len(now):
                break
            time.sleep(0.1)
        if len(redrawn) != len(drawn):
            problem(f"the checkerboard backdrop re-drew {len(redrawn)} of {len(drawn)} cards")
        return cards, images, elapsed, message
    finally:
        chrome.terminate()
        try:
            chrome.wait(10)
        except subprocess.TimeoutExpired:
            chrome.kill()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    popskin = sys.argv[1]
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    screenshot = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
    work = keep or tempfile.mkdtemp(prefix="popskin-serve-")
    project = os.path.join(work, "registry")
    shutil.rmtree(project, ignore_errors=True)
    os.makedirs(project)
    shutil.copytree(os.path.join(ROOT, "themes"), os.path.join(project, "themes"))
    for name in ["popskin.yaml", "tokens"]:
        source = os.path.join(ROOT, name)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(project, name))
        elif os.path.exists(source):
            shutil.copy(source, project)
    server, port, token, _ = serve_process.start(popskin, project)
    try:
        answered = attacks(port, token)
        addresses = listeners(server.pid)
        cards, images, elapsed, message = browser(port, token, project, screenshot)
        if server.poll() is not None:
            problem(f"the server exited ({server.returncode})")
    finally:
        serve_process.stop(server)
        if not keep:
            shutil.rmtree(work, ignore_errors=True)
    if problems:
        print("\n".join("serve check: " + p for p in problems))
        sys.exit(1)
    print(f"serve check: every attack refused, {answered} of 1,000 concurrent requests answered, listening on "
          f"{', '.join(addresses)} only; {cards} cards with {images} pictures loaded from the page's origin alone; "
          f"mb-red and its heirs re-drawn {elapsed * 1000:.0f} ms after the save, nothing else fetched again; "
          f"a broken edit showed {message[:80]!r} over the last good picture; the checkerboard re-drew every card")


main()
