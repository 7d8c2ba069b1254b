#!/usr/bin/env python3
"""Draws the app's icons (the favicon's K on its blue square) as PNGs, with the standard
library only: python3 make_icons.py (it writes them to src/main/resources/static/icons)."""
import os
import struct
import zlib

BLUE = (0x2F, 0x5D, 0x8A)
WHITE = (0xFF, 0xFF, 0xFF)
# favicon.svg's K, in its 32-unit box.
K = [(9, 8), (13, 8), (13, 15), (19, 8), (24, 8), (17, 16), (24, 24), (19, 24), (13, 17), (13, 24), (9, 24)]


def inside(poly, x, y):
    hit = False
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i - 1], poly[i]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def in_rounded(x, y, radius):
    # The square 0..32 with corners of this radius.
    cx = min(max(x, radius), 32 - radius)
    cy = min(max(y, radius), 32 - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


def draw(size, radius, scale):
    # scale shrinks the K about the centre (a maskable icon keeps it in the safe circle).
    poly = [(16 + (px - 16.5) * scale, 16 + (py - 16) * scale) for px, py in K]
    samples = [(i + 0.5) / 4 for i in range(4)]
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            back = letter = 0
            for sy in samples:
                for sx in samples:
                    x, y = (i + sx) * 32 / size, (j + sy) * 32 / size
                    if radius == 0 or in_rounded(x, y, radius):
                        back += 1
                        if inside(poly, x, y):
                            letter += 1
            alpha = back / 16
            mix = letter / back if back else 0
            rgb = [round(b + (w - b) * mix) for b, w in zip(BLUE, WHITE)]
            row += bytes(rgb + [round(alpha * 255)])
        rows.append(bytes(row))
    raw = b''.join(rows)

    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


for name, size, radius, scale in [('icon-192.png', 192, 7, 1), ('icon-512.png', 512, 7, 1),
                                  ('icon-maskable-512.png', 512, 0, 0.6)]:
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'resources', 'static', 'icons', name), 'wb') as out:
        out.write(draw(size, radius, scale))
