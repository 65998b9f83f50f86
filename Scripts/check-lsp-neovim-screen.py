#!/usr/bin/env python3
"""Neovim on `popskin lsp` in a real terminal, read off its screen and drawn to a PNG.

Usage: check-lsp-neovim-screen.py POPSKIN PROJECT OUT.png      (Scripts/check-lsp-neovim.sh runs it)

Runs `nvim --clean -u Scripts/lsp-neovim.lua themes/mb-green.yaml` (POPSKIN_NVIM_MODE=screen) in PROJECT on a
110×22 pseudo-terminal, its output fed to a terminal emulator (pyte). The Lua file types `corner-radios` under
`background:` and opens the hover on `insets:`. Checked on the emulated screen's text, not its pixels:
1. the diagnostic's virtual text (`unknown key 'corner-radios'`) on the typo's line, and its sign;
2. a hover float saying what `theme explain` says: where the value is set, what it overrides from mb-red, the chain.
The screen, with its cells' colours, is then written as HTML and photographed by headless chromium into OUT.png.
Exits 1 with what was missing (and the screen's text) if either did not appear within 60 s.
"""
import fcntl
import html
import math
import os
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time

import pyte

COLUMNS, ROWS = 110, 22
LUA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lsp-neovim.lua")
TYPO = "unknown key 'corner-radios' in 'background'"
HOVER = ["mb-green: content.insets = ", "overrides 10 from 'mb-red' at themes/mb-red.yaml:",
         "chain: mb-green → mb-red → seed-base"]
# The picture: DejaVu Sans Mono at 15 px (a cell 1233/2048 em wide, a line 2384/2048 em high: box-drawing characters
# meet from one line to the next), in a window frame with a title bar, on a margin.
FONT, MARGIN, BAR, PADDING = 15, 24, 30, (10, 12)
WINDOW = (2 * MARGIN + 2 * PADDING[1] + math.ceil(COLUMNS * FONT * 1233 / 2048),
          2 * MARGIN + BAR + 2 * PADDING[0] + math.ceil(ROWS * FONT * 2384 / 2048))
# Neovim sets every colour itself (termguicolors); these are only for cells drawn in the terminal's defaults.
DEFAULT_FG, DEFAULT_BG = "c8d0e0", "1b1f27"
# pyte keeps no underline colour; the one underline Neovim draws here is the diagnostic's undercurl (its sp).
UNDERCURL = "f07178"


def run_nvim(popskin, project):
    """Neovim's screen once both the diagnostic and the hover are on it (or after 60 s): pyte's cells, the text of its
    lines, and the cursor."""
    screen = pyte.Screen(COLUMNS, ROWS)
    stream = pyte.ByteStream(screen)
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    with tempfile.TemporaryDirectory(prefix="popskin-nvim-") as state:  # no user's config, cache, swap or log
        environment = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor", POPSKIN_BIN=popskin,
                           POPSKIN_NVIM_MODE="screen", XDG_CONFIG_HOME=state, XDG_CACHE_HOME=state,
                           XDG_STATE_HOME=state, XDG_DATA_HOME=state)
        nvim = subprocess.Popen(["nvim", "--clean", "-u", LUA, "themes/mb-green.yaml"], cwd=project,
                                env=environment, stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
        os.close(slave)
        # Answers to the terminal's queries (cursor position, device attributes) go back to Neovim.
        screen.write_process_input = lambda data: os.write(master, data.encode())
        try:
            deadline, quiet_since = time.monotonic() + 60, None
            while time.monotonic() < deadline:
                if select.select([master], [], [], 0.1)[0]:
                    try:
                        stream.feed(os.read(master, 65536))
                    except OSError:
                        break  # Neovim exited
                    quiet_since = None
                    continue
                quiet_since = quiet_since or time.monotonic()
                text = "\n".join(screen.display)
                # Settled: everything wanted is drawn and nothing more has come for half a second.
                if TYPO in text and all(h in text for h in HOVER) and time.monotonic() - quiet_since > 0.5:
                    break
        finally:
            # Its own session: a timeout killing this script would not reach it, so it is always ended here.
            try:
                os.write(master, b"\x1b:qa!\r")
                nvim.wait(10)
            except (OSError, subprocess.TimeoutExpired):
                nvim.kill()
                nvim.wait()
            os.close(master)
    cursor = None if screen.cursor.hidden else (screen.cursor.y, screen.cursor.x)
    return {row: dict(line) for row, line in screen.buffer.items()}, list(screen.display), cursor


def colour(value, default):
    """pyte's colour (a name, "default" or rrggbb) as CSS."""
    if value == "default":
        return "#" + default
    if len(value) == 6 and all(c in "0123456789abcdef" for c in value):
        return "#" + value
    names = {"black": "1b1f27", "red": "f07178", "green": "a3cf8a", "brown": "e0a36a", "blue": "7fb4e6",
             "magenta": "c792ea", "cyan": "6cc4c4", "white": "c8d0e0"}
    return "#" + names.get(value.replace("bright", ""), default)


def page(grid, cursor, title):
    """The screen as HTML: one <div> a row, one <span> a run of cells drawn alike."""
    rows = []
    for row in range(ROWS):
        cells, runs, column = grid.get(row, {}), [], 0
        while column < COLUMNS:
            char = cells.get(column)
            data = char.data if char else " "
            fg = colour(char.fg, DEFAULT_FG) if char else "#" + DEFAULT_FG
            bg = colour(char.bg, DEFAULT_BG) if char else "#" + DEFAULT_BG
            if bool(char and char.reverse) != (cursor == (row, column)):  # the cursor: a block, as a terminal draws it
                fg, bg = bg, fg
            style = f"color:{fg};background:{bg}"
            if char and char.bold:
                style += ";font-weight:bold"
            if char and char.italics:
                style += ";font-style:italic"
            if char and char.underscore:
                style += f";text-decoration:underline wavy #{UNDERCURL}"
            if runs and runs[-1][0] == style:
                runs[-1][1].append(data)
            else:
                runs.append((style, [data]))
            column += 1
        rows.append("<div>" + "".join(f'<span style="{s}">{html.escape("".join(d))}</span>' for s, d in runs)
                    + "</div>")
    return f"""<!doctype html><meta charset="utf-8"><style>
html, body {{ margin: 0; background: #0f1217; }}
body {{ padding: {MARGIN}px; }}
.window {{ width: fit-content; border-radius: 10px; overflow: hidden;
  box-shadow: 0 0 0 1px #2f3645, 0 12px 32px rgba(0,0,0,.5); background: #{DEFAULT_BG}; }}
.bar {{ height: {BAR}px; background: #232833; color: #8b95a8; font: 13px 'DejaVu Sans', sans-serif;
  display: flex; align-items: center; justify-content: center; position: relative; }}
.dots {{ position: absolute; left: 14px; top: 10px; display: flex; gap: 8px; }}
.dots i {{ width: 11px; height: 11px; border-radius: 50%; background: #3b4252; }}
.grid {{ padding: {PADDING[0]}px {PADDING[1]}px; white-space: pre;
  font: {FONT}px 'DejaVu Sans Mono', 'Liberation Mono', monospace; }}
</style><div class="window"><div class="bar"><span class="dots"><i></i><i></i><i></i></span>{html.escape(title)}</div>
<div class="grid">{"".join(rows)}</div></div>"""


def screenshot(document, out):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        sys.exit("chromium is not installed (apt-get install -y chromium)")
    with tempfile.TemporaryDirectory(prefix="popskin-nvim-page-") as folder:
        with open(os.path.join(folder, "screen.html"), "w") as f:
            f.write(document)
        subprocess.run(
            [browser, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
             "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
             "--force-device-scale-factor=2", f"--window-size={WINDOW[0]},{WINDOW[1]}",
             f"--screenshot={os.path.abspath(out)}", "file://" + os.path.join(folder, "screen.html")],
            capture_output=True, text=True, timeout=120, check=True)


def main():
    popskin, project, out = sys.argv[1:4]
    grid, display, cursor = run_nvim(popskin, project)
    text = "\n".join(display)
    problems = []
    typo_row = next((row for row, line in enumerate(display) if "corner-radios:" in line), None)
    if typo_row is None or TYPO not in display[typo_row]:
        problems.append(f"no virtual text {TYPO!r} on the typo's line")
    elif not display[typo_row].lstrip().startswith("E"):
        problems.append("no error sign beside the typo")
    problems += [f"no hover float saying {h!r}" for h in HOVER if h not in text]
    if problems:
        print("\n".join("lsp-neovim screen: " + p for p in problems))
        print("the screen:\n" + text)
        sys.exit(1)
    screenshot(page(grid, cursor, "nvim — themes/mb-green.yaml"), out)
    if not os.path.exists(out) or os.path.getsize(out) < 10000:
        sys.exit(f"lsp-neovim screen: chromium wrote no screenshot to {out}")
    print(f"lsp-neovim screen: the diagnostic's virtual text and sign and the hover float on screen; {out}")


main()
