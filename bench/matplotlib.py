#!/usr/bin/env python3
"""The matplotlib side of the PNG benchmark (bench/run.sh, part "png").

What an engineer's plotting script would do for the same site: one line chart
per figure of a built pixreport site, drawn from the CSV written beside each
figure (the figure's own data table: first column x, one line per further
column, the figure's title from its SVG), at the PNG size pixreport uses
(1920 x 1080 px: 19.2 x 10.8 in at 100 dpi), with markers, a log2 x axis when
x is a positive thread count, a legend and a grid, rendered by Agg and saved
as PNG. One process, one thread, like the Rust side of the comparison.

Usage: python3 bench/matplotlib.py SITE_DIR [OUT_DIR]
Prints the per-figure time and a machine-readable line:
  MATPLOTLIB <figures> <CPU seconds> <width>x<height>
The import of matplotlib is timed apart and left out (pixreport's side leaves
out process start too; its one-off font scan is counted in both).
"""

import csv
import logging
import math
import os
import re
import sys
import tempfile
import time

WIDTH, HEIGHT, DPI = 1920, 1080, 100


def number(cell, comma_decimal):
    """A localised table cell as a float: `16,7` / `2.097.152` (it, vi) or
    `16.7` / `2,097,152` (en, zh-TW); a unit or sign after the number is
    dropped; anything else (a date, a name) is NaN (a gap in the line, as in the figure)."""
    s = cell.strip().replace("\u00a0", "").replace("\u202f", "").replace(" ", "")
    if comma_decimal:
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    m = re.fullmatch(r"([-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?)[^\d.,:-]*", s)
    return float(m.group(1)) if m else math.nan


def figures(site):
    """(svg path, csv path or None) for every SVG figure, in path order."""
    out = []
    for root, dirs, files in os.walk(site):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".svg"):
                svg = os.path.join(root, f)
                data = svg[: -len(".svg")] + ".csv"
                out.append((svg, data if os.path.exists(data) else None))
    return out


def chart(site, svg, data):
    """What to draw for one figure: title, x label, x values, [(label, ys)]."""
    lang = os.path.relpath(svg, site).split(os.sep)[0]
    comma_decimal = lang in ("it", "vi")
    with open(svg, encoding="utf-8") as f:
        m = re.search(r"<title[^>]*>([^<]*)</title>", f.read())
    title = m.group(1) if m else os.path.basename(svg)
    rows = []
    if data:
        with open(data, encoding="utf-8", newline="") as f:
            rows = [r for r in csv.reader(f) if r]
    if len(rows) < 2 or len(rows[0]) < 2:
        # A figure without a data table: one line of its own index, so every
        # figure is still one chart.
        return title, "", [1.0, 2.0], [("", [1.0, 2.0])]
    head, body = rows[0], rows[1:]
    xs = [number(r[0], comma_decimal) for r in body]
    if any(math.isnan(x) for x in xs):
        xs = [float(i + 1) for i in range(len(body))]
    series = []
    for j, label in enumerate(head[1:], start=1):
        series.append((label, [number(r[j], comma_decimal) if j < len(r) else math.nan for r in body]))
    return title, head[0], xs, series


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: matplotlib.py SITE_DIR [OUT_DIR]")
    site = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="mpl-bench-")
    # This file is itself named matplotlib.py: drop its folder from the
    # import path so that the library, not this script, is imported.
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
    t0 = time.perf_counter()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # The fonts pixreport's PNGs use; matplotlib falls back along the list
    # for Chinese (a missing family is only a log message, silenced here).
    logging.getLogger("matplotlib.font_manager").setLevel(logging.ERROR)
    plt.rcParams["font.family"] = ["DejaVu Sans", "Noto Sans CJK TC", "WenQuanYi Micro Hei"]
    import_s = time.perf_counter() - t0

    todo = [chart(site, svg, data) for svg, data in figures(site)]
    if not todo:
        sys.exit(f"{site}: no SVG figures found (build the site first)")
    size = None
    # CPU time, as the Rust side measures where Linux reports it: other
    # processes on the cores then inflate neither side.
    t0, w0 = time.process_time(), time.perf_counter()
    for i, (title, xlabel, xs, series) in enumerate(todo):
        fig, ax = plt.subplots(figsize=(WIDTH / DPI, HEIGHT / DPI), dpi=DPI)
        for label, ys in series:
            ax.plot(xs, ys, marker="o", label=label)
        if all(x > 0 for x in xs) and max(xs) / min(xs) >= 8:
            ax.set_xscale("log", base=2)
        ax.set_title(title)
        ax.set_xlabel(xlabel)
        ax.grid(True, alpha=0.3)
        ax.legend(loc="best")
        path = os.path.join(out, f"{i:04}.png")
        fig.savefig(path, dpi=DPI)
        plt.close(fig)
        if size is None:
            size = png_size(path)
    seconds, wall = time.process_time() - t0, time.perf_counter() - w0
    n = len(todo)
    print(f"matplotlib {matplotlib.__version__} (Agg): {n} line charts at {size[0]}x{size[1]} px, "
          f"{seconds:.2f} s CPU ({wall:.2f} s wall), {seconds * 1e3 / n:.1f} ms/figure "
          f"(import {import_s:.2f} s, not counted)")
    print(f"MATPLOTLIB {n} {seconds:.4f} {size[0]}x{size[1]}")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


if __name__ == "__main__":
    main()
