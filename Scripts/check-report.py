#!/usr/bin/env python3
"""Checks `popskin theme diff --output report.html` in headless chromium.

Usage: check-report.py POPSKIN [--keep DIR]

1. A fixture repository with two commits: four themes changed (`ocean`'s fill through a token, `dusk`'s grey
   lightened, `glass` given a material, `spire`'s corners rounder), `reef` added, `old` removed, `calm` changed only
   in its description (to `<img src=x onerror=alert(1)>`), `steady` untouched.
2. `theme diff --from HEAD~1 --output report.html` must exit 1 and write report.html and report.json.
3. chromium --dump-dom (every host unresolvable, a net log kept): the page's script must have marked every image
   loaded; each changed theme must have before, after and diff images and a strip of its four directions; the
   summary table must link to every changed theme's section; the page must be under 6,000 px tall; every image must
   be a data: URI; the hostile description must be text (no <img src=x>, no onerror attribute anywhere); the net
   log must hold no request other than the file itself and data: URIs.
4. chromium --screenshot must write a picture of the page.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
from html.parser import HTMLParser

HOSTILE = "<img src=x onerror=alert(1)>"


def theme(fill, description=None, background=""):
    text = f"description: '{description}'\n" if description else ""
    return text + (
        "arrow: { base: 20, height: 10 }\n"
        f'background: {{ corner-radius: 8, fill: "{fill}"{background} }}\n'
        "content: { insets: 8 }\n"
    )


def write(root, files):
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        with open(os.path.join(root, path), "w") as f:
            f.write(text)


def git(root, *arguments):
    environment = dict(
        os.environ, GIT_AUTHOR_NAME="popskin", GIT_AUTHOR_EMAIL="ci@popskin.invalid", GIT_COMMITTER_NAME="popskin",
        GIT_COMMITTER_EMAIL="ci@popskin.invalid", GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL="/dev/null")
    subprocess.run(["git", "-c", "init.defaultBranch=main", *arguments], cwd=root, env=environment, check=True,
                   stdout=subprocess.DEVNULL)


def fixture(root):
    git(root, "init", "--quiet")
    write(root, {
        "tokens/palette.yaml": 'brand:\n  fill: "#1060a0"\n',
        "themes/ocean.yaml": theme("{brand.fill}"),
        "themes/old.yaml": theme("#808080"),
        "themes/calm.yaml": theme("#e0f0e0", "Calm"),
        "themes/steady.yaml": theme("#ffffff"),
        "themes/dusk.yaml": theme("#383838"),
        "themes/glass.yaml": theme("#ffffff80"),
        "themes/spire.yaml": theme("#1060a0"),
    })
    git(root, "add", "--all")
    git(root, "commit", "--quiet", "-m", "first")
    write(root, {
        "tokens/palette.yaml": 'brand:\n  fill: "#c03030"\n',
        "themes/reef.yaml": theme("#30c0a0"),
        "themes/calm.yaml": theme("#e0f0e0", HOSTILE),
        "themes/dusk.yaml": theme("#505050"),
        "themes/glass.yaml": theme("#ffffff80", background=", material: regular"),
        "themes/spire.yaml": theme("#1060a0").replace("corner-radius: 8", "corner-radius: 12"),
    })
    os.remove(os.path.join(root, "themes/old.yaml"))
    git(root, "add", "--all")
    git(root, "commit", "--quiet", "-m", "second")


class Page(HTMLParser):
    """The DOM chromium dumped: images (with their section's theme), attributes, text."""

    def __init__(self):
        super().__init__()
        self.images, self.sections, self.body, self.handlers, self.text = [], [], {}, [], []
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        self.handlers += [name for name in attributes if name.startswith("on")]
        if "id" in attributes:
            self.ids.add(attributes["id"])
        if tag == "a" and attributes.get("href", "").startswith("#theme-"):
            self.links.append(attributes["href"][1:])
        if tag == "body":
            self.body = attributes
        if tag == "section" and "data-theme" in attributes:
            self.sections.append(attributes["data-theme"])
        if tag == "img":
            self.images.append((self.sections[-1] if self.sections else None, attributes))

    def handle_data(self, data):
        self.text.append(data)


def chromium(*arguments):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        sys.exit("chromium is not installed (apt-get install -y chromium)")
    return subprocess.run(
        [browser, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         '--host-resolver-rules=MAP * ~NOTFOUND', *arguments],
        capture_output=True, text=True, timeout=120)


def page_requests(netlog):
    """The URLs the page asked for in chromium's net log: requests with an initiator (the page's origin, `null` for
    file:), leaving out chromium's own (`not an origin`: its updater, clock and accounts)."""
    if not os.path.exists(netlog):
        return None
    log = json.load(open(netlog))
    names = {number: name for name, number in log["constants"]["logEventTypes"].items()}
    requests = set()
    for event in log["events"]:
        parameters = event.get("params", {})
        if names.get(event["type"]) == "URL_REQUEST_START_JOB" and "url" in parameters:
            if parameters.get("initiator") != "not an origin":
                requests.add(parameters["url"])
    return requests


def main():
    popskin = sys.argv[1]
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    work = keep or tempfile.mkdtemp(prefix="popskin-report-")
    os.makedirs(work, exist_ok=True)
    problems = []
    try:
        repository = os.path.join(work, "repository")
        shutil.rmtree(repository, ignore_errors=True)
        os.makedirs(repository)
        fixture(repository)
        report = os.path.join(work, "report.html")
        run = subprocess.run([popskin, "theme", "diff", "--from", "HEAD~1", "--output", report], cwd=repository,
                             capture_output=True, text=True)
        if run.returncode != 1:
            sys.exit(f"theme diff exited {run.returncode}, not 1: {run.stderr}")
        facts = json.load(open(os.path.join(work, "report.json")))
        changed = [theme["name"] for theme in facts["changed"]]
        if changed != ["dusk", "glass", "ocean", "spire"] or facts["added"] != ["reef"] or facts["removed"] != ["old"]:
            problems.append(f"report.json lists changed {changed}, added {facts['added']}, removed {facts['removed']}")

        url = "file://" + report
        netlog = os.path.join(work, "netlog.json")
        dump = chromium("--virtual-time-budget=10000", "--window-size=1280,800", f"--log-net-log={netlog}", "--dump-dom", url)
        page = Page()
        page.feed(dump.stdout)
        if page.body.get("data-images") != "loaded":
            problems.append(f"the page's images did not all load (body data-images={page.body.get('data-images')!r})")
        for name in changed:
            kinds = {attributes.get("class") for section, attributes in page.images if section == name}
            if not {"before", "after", "diff"} <= kinds:
                problems.append(f"changed theme {name} lacks before/after/diff images (has {sorted(kinds - {None})})")
            strip = [a.get("alt") for section, a in page.images if section == name and a.get("class") == "strip"]
            if sorted(set(strip)) != ["down", "left", "right", "up"] or len(strip) != 8:
                problems.append(f"changed theme {name} has no before/after strip of four directions ({strip})")
        if len(page.links) != len(changed) or not set(page.links) <= page.ids:
            problems.append(f"the summary's links {page.links} do not each reach a section ({sorted(page.ids)})")
        height = int(page.body.get("data-height", "0"))
        if not 0 < height < 6000:
            problems.append(f"the page is {height} px tall, not under 6,000")
        for name in facts["added"] + facts["removed"] + facts["unchanged"]:
            if name not in "".join(page.text):
                problems.append(f"theme {name} is not on the page")
        for _, attributes in page.images:
            if not attributes.get("src", "").startswith("data:image/png;base64,"):
                problems.append(f"an image is not a data: URI: {attributes.get('src', '')[:60]!r}")
        if any(attributes.get("src") == "x" for _, attributes in page.images):
            problems.append("the hostile description became an <img src=x> element")
        if page.handlers:
            problems.append(f"event handler attributes in the DOM: {page.handlers}")
        if HOSTILE not in "".join(page.text):
            problems.append("the hostile description is not shown as text")

        requests = page_requests(netlog)
        if requests is None:
            problems.append("chromium wrote no net log")
        elif requests:
            problems.append(f"the page made requests: {sorted(requests)[:5]}")
        # The same check on a page that does make requests must see them, or it proves nothing.
        canary = os.path.join(work, "canary.html")
        with open(canary, "w") as f:
            f.write('<img src="http://popskin.invalid/leak.png">')
        chromium("--virtual-time-budget=3000", f"--log-net-log={netlog}.canary", "--dump-dom", "file://" + canary)
        if not page_requests(netlog + ".canary"):
            problems.append("the request check saw no request from a page that makes one")

        screenshot = os.path.join(work, "report.png")
        chromium(f"--screenshot={screenshot}", "--window-size=1400,2000", "--virtual-time-budget=10000", url)
        if not os.path.exists(screenshot) or os.path.getsize(screenshot) < 10000:
            problems.append("chromium wrote no screenshot of the report")

        images = len(page.images)
        if problems:
            print("\n".join("report check: " + problem for problem in problems))
            sys.exit(1)
        print(f"report check: {len(changed)} changed theme(s) on a page {height} px tall, linked from its summary, "
              f"{images} images loaded as data: URIs, no request "
              f"left the file, the hostile description is text; screenshot {screenshot if keep else '(removed)'}")
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


main()
