#!/usr/bin/env python3
"""Draws shot@2x.png: a made-up settings-like list screen (390 x 300 pt at 2x), a backdrop for `theme render
--backdrop`. Flat shapes only, so it needs nothing but Python's zlib: run it again to remake the file."""
import struct
import sys
import zlib

W, H, S = 390, 300, 2  # points, scale
px = bytearray(W * S * H * S * 3)


def rect(x, y, w, h, rgb):
    """Fills a rectangle given in points."""
    for yy in range(int(y * S), int((y + h) * S)):
        row = yy * W * S * 3
        for xx in range(int(x * S), int((x + w) * S)):
            px[row + xx * 3:row + xx * 3 + 3] = bytes(rgb)


def disc(cx, cy, r, rgb):
    """A filled circle, in points."""
    for yy in range(int((cy - r) * S), int((cy + r) * S) + 1):
        for xx in range(int((cx - r) * S), int((cx + r) * S) + 1):
            if (xx / S - cx) ** 2 + (yy / S - cy) ** 2 <= r * r:
                px[(yy * W * S + xx) * 3:(yy * W * S + xx) * 3 + 3] = bytes(rgb)


rect(0, 0, W, H, (242, 242, 247))            # grouped background
rect(0, 0, W, 44, (248, 248, 250))           # navigation bar
rect(0, 44, W, 0.5, (198, 198, 200))
rect(150, 16, 90, 12, (28, 28, 30))          # title as a bar of ink
rect(16, 16, 50, 12, (0, 122, 255))          # back button
rect(330, 14, 44, 16, (0, 122, 255))         # action button
icons = [(255, 59, 48), (255, 149, 0), (52, 199, 89), (0, 122, 255), (175, 82, 222), (255, 45, 85)]
y = 64
for group in (3, 3):
    rect(16, y, W - 32, group * 44, (255, 255, 255))
    for i in range(group):
        colour = icons[(y // 44 + i) % len(icons)]
        top = y + i * 44
        rect(28, top + 8, 28, 28, colour)                    # icon tile
        disc(42, top + 22, 6, (255, 255, 255))               # glyph
        rect(68, top + 16, 110 + (i * 37) % 90, 11, (28, 28, 30))    # label
        rect(W - 60, top + 17, 24, 9, (142, 142, 147))        # detail
        rect(W - 30, top + 16, 6, 11, (199, 199, 204))        # chevron
        if i < group - 1:
            rect(68, top + 43.5, W - 84, 0.5, (198, 198, 200))
    y += group * 44 + 28
rect(0, H - 34, W, 34, (248, 248, 250))      # tab bar
for i in range(4):
    disc(49 + i * 97, H - 17, 9, (0, 122, 255) if i == 1 else (153, 153, 153))

raw = b"".join(b"\0" + bytes(px[r * W * S * 3:(r + 1) * W * S * 3]) for r in range(H * S))


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W * S, H * S, 8, 2, 0, 0, 0))
       + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
out = sys.argv[1] if len(sys.argv) > 1 else "shot@2x.png"
with open(out, "wb") as f:
    f.write(png)
