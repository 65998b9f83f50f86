#!/usr/bin/env python3
"""Save → updated picture through `popskin serve`'s event stream, and its memory over many edits.

Usage: bench-serve.py POPSKIN PROJECT [--edits N]

Starts `popskin serve` on PROJECT, opens the event stream as the page does (a POST with the page's Origin), and N
times: rewrites `themes/bench-edit.yaml` with another corner radius, waits for the event naming it, fetches the cards
and the theme's new picture. The time from the write to the picture's last byte is one sample. Prints p50, p95 and
the largest, and the server's resident memory after the first 10 edits and after the last.
"""
import http.client
import json
import os
import re
import sys
import time

import serve_process

THEME = """arrow: { base: 20, height: 10 }
background: { corner-radius: %d, fill: "#3060c0" }
border: { width: 1, color: "#203060" }
shadow: { opacity: 0.3, blur: 8, offset: [0, 2] }
content: { insets: 10 }
"""


def rss(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def main():
    popskin, project = sys.argv[1], sys.argv[2]
    edits = int(sys.argv[sys.argv.index("--edits") + 1]) if "--edits" in sys.argv else 50
    path = os.path.join(project, "themes", "bench-edit.yaml")
    with open(path, "w") as f:
        f.write(THEME % 4)
    server, port, token, themes = serve_process.start(popskin, project)
    try:
        stream = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        stream.request("POST", f"/events?t={token}", headers={"Origin": f"http://127.0.0.1:{port}"})
        events = stream.getresponse()
        if events.status != 200:
            sys.exit(f"the event stream answered {events.status}")
        events.fp.readline()
        events.fp.readline()
        fetcher = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

        def get(target):
            fetcher.request("GET", target)
            response = fetcher.getresponse()
            return response.status, response.read()

        samples, memory = [], {}
        for edit in range(edits):
            radius = 5 + edit % 2
            started = time.monotonic()
            with open(path + ".tmp", "w") as f:
                f.write(THEME % radius)
            os.replace(path + ".tmp", path)
            while True:
                data = events.fp.readline().decode()
                if data.startswith("data: ") and "bench-edit" in json.loads(data[6:])["changed"]:
                    break
            _, body = get(f"/cards?t={token}")
            card = next(c for c in json.loads(body)["cards"] if c["name"] == "bench-edit")
            status, png = get(f"/p/{card['strips'][0]['picture']}?t={token}")
            if status != 200 or not png.startswith(b"\x89PNG"):
                sys.exit(f"the new picture answered {status}")
            samples.append(time.monotonic() - started)
            if edit + 1 in (10, edits):
                memory[edit + 1] = rss(server.pid)
            time.sleep(0.06)
        samples.sort()
        p50 = samples[len(samples) // 2] * 1000
        p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))] * 1000
        print(f"{themes} themes, {edits} edits: save → new picture p50 {p50:.0f} ms, p95 {p95:.0f} ms, "
              f"max {samples[-1] * 1000:.0f} ms")
        if 10 in memory and edits > 10:
            print(f"resident memory after 10 edits {memory[10] / 1024:.1f} MiB, after {edits} "
                  f"{memory[edits] / 1024:.1f} MiB ({memory[edits] / memory[10]:.2f}×)")
    finally:
        serve_process.stop(server)
        os.remove(path)


main()
