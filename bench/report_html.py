"""The HTML page: the Markdown page's tables and SVG bar charts (software
against hardware on this board, and the boards compared), from
report.html.j2.
"""

import os

import jinja2
from markupsafe import Markup

from report_page import (NOT_BUILT, _fmt, cell_text, check_text, display_rows, driver_rows, header_lines, model_lines, seed_text,
                         speedup_text, stack_rows)
import report_ratios


_COLOURS = {"Software": ["#1f6fb4", "#6aa7dd"], "Hardware": ["#d9711c", "#f0a862"]}
# One colour per board, in the order of the board description (boards.json).
_BOARD_COLOURS = ["#1f6fb4", "#2c9c4a", "#b43a3a", "#7a4fb0", "#8c6d1f", "#1f8c8c"]


def _esc(s):
    return str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _value(cell, unit):
    if cell["status"] != "measured":
        return None
    return cell["mb_per_s"] if unit == "MB/s" else cell["ms"]


def _bar_chart(title, unit, rows, series):
    """rows: [name]; series: [(label, colour, [value or None per row], [seed or None per row])]."""
    label_w, bar_w, bar_h, gap = 150, 420, 12, 8
    group_h = len(series) * bar_h + gap
    height = 40 + len(rows) * group_h + 20 + 18 * len(series)
    top = max([v for _, _, vals, seedv in series for v in vals + seedv if v] or [1.0])
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" role="img" aria-label="%s">' % (
        label_w + bar_w + 170, height, _esc(title))]
    parts.append('<text x="4" y="16" font-size="13" font-weight="bold">%s</text>' % _esc(title))
    parts.append('<text x="4" y="32" font-size="11" fill="#555">%s (%s); outlined: CycloneCRYPTO 2.5.0</text>' % (
        unit, "longer is faster" if unit == "MB/s" else "shorter is faster"))
    y = 40
    for i, name in enumerate(rows):
        parts.append('<text x="%d" y="%d" font-size="11" text-anchor="end">%s</text>' % (
            label_w - 6, y + group_h / 2, _esc(name)))
        for j, (label, colour, values, seedv) in enumerate(series):
            by = y + j * bar_h
            v, sv = values[i], seedv[i]
            if sv:
                parts.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="none" stroke="#333" '
                             'stroke-dasharray="3,2"/>' % (label_w, by, bar_w * sv / top, bar_h - 2))
            if v is not None:
                parts.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"/>' % (
                    label_w, by, max(bar_w * v / top, 1), bar_h - 2, colour))
                parts.append('<text x="%.1f" y="%d" font-size="9">%s %s</text>' % (
                    label_w + max(bar_w * v / top, sv and bar_w * sv / top or 0) + 4, by + bar_h - 3, _fmt(v), unit))
            elif sv:
                parts.append('<text x="%.1f" y="%d" font-size="9" fill="#888">%s</text>' % (
                    label_w + bar_w * sv / top + 4, by + bar_h - 3, NOT_BUILT))
        y += group_h
    y += 6
    for label, colour, _, _ in series:
        parts.append('<rect x="%d" y="%d" width="10" height="10" fill="%s"/>' % (label_w, y, colour))
        parts.append('<text x="%d" y="%d" font-size="11">%s</text>' % (label_w + 14, y + 9, _esc(label)))
        y += 18
    parts.append("</svg>")
    return "\n".join(parts)


def table_chart(page, t):
    """Software against hardware (every column of the table), ours and the seed's."""
    series = []
    shade = {"Software": 0, "Hardware": 0}
    for k, c in enumerate(t["columns"]):
        colour = _COLOURS[c["kind"]][min(shade[c["kind"]], 1)]
        shade[c["kind"]] += 1
        series.append(("mcucrypt " + c["label"], colour,
                       [_value(r["cells"][k], t["unit"]) for r in t["rows"]],
                       [r["cells"][k]["seed"]["value"] if r["cells"][k]["seed"] else None for r in t["rows"]]))
    return _bar_chart("%s Algorithms on %s: software and hardware" % (t["name"], page["board"]), t["unit"],
                      [r["name"] for r in t["rows"]], series)


def boards_chart(pages, table_name, boards):
    """The first Software column of a table on every board (mcucrypt, and each board's seed);
    boards: every board's name, in the description's order (its colour)."""
    names = []
    for p in pages:
        t = next(t for t in p["tables"] if t["name"] == table_name)
        names += [r["name"] for r in t["rows"] if r["name"] not in names]
    series, unit, heading = [], "MB/s", ""
    for p in pages:
        t = next(t for t in p["tables"] if t["name"] == table_name)
        unit = t["unit"]
        k = next(i for i, c in enumerate(t["columns"]) if c["kind"] == "Software")
        heading = t["columns"][k]["label"]
        by_name = {r["name"]: r["cells"][k] for r in t["rows"]}
        series.append(("%s @ %d MHz" % (p["board"], p["clock_hz"] // 1000000), _BOARD_COLOURS[boards.index(p["board"]) % len(_BOARD_COLOURS)],
                       [_value(by_name[n], unit) if n in by_name else None for n in names],
                       [by_name[n]["seed"]["value"] if n in by_name and by_name[n]["seed"] else None for n in names]))
    return _bar_chart("%s Algorithms, %s: the boards compared" % (table_name, heading), unit, names, series)


def html(page, all_pages, template_path, boards):
    """page, compared with the other boards' pages in all_pages; boards: every
    board's name in the description's order."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(os.path.dirname(template_path)),
                             autoescape=True, keep_trailing_newline=True)
    template = env.get_template(os.path.basename(template_path))
    others = [p for p in all_pages if p["board"] != page["board"]]
    compared = [page] + others if others else []
    compared.sort(key=lambda p: boards.index(p["board"]))
    tables = []
    for t in page["tables"]:
        tables.append({
            "name": t["name"], "unit": t["unit"], "columns": t["columns"],
            "rows": [{"name": label, "opt_in": opt_in,
                      "cells": [{"ours": cell_text(c, t["unit"]), "status": c["status"], "seed": seed_text(c),
                                 "speedup": speedup_text(c)} for c in r["cells"]]}
                     for label, r, opt_in in display_rows(t)],
            "chart": Markup(table_chart(page, t)),
            "boards_chart": Markup(boards_chart(compared, t["name"], boards)) if compared else "",
        })
    return template.render(page=page, header=header_lines(page), tables=tables,
                           boards=[p["board"] for p in compared], stack=stack_rows(page), drivers=driver_rows(page),
                           assumptions=model_lines(page), fitted=[check_text(e) for e in page["model_check"]["fitted"]],
                           checks=page["model_check"]["checks"], check_mean=page["model_check"]["geomean_check_ratio"],
                           ratios=ratios_view(page))


def ratios_view(page):
    """The board-to-board ratios section's words (report_ratios.py), for the template."""
    section = page.get("board_ratios")
    view = {"title": report_ratios.TITLE, "intro": report_ratios.intro_text(section), "boards": [], "causes": []}
    if section is None:
        return view
    for b in section["boards"]:
        view["boards"].append({
            "heading": "%s / %s" % (b["board"], section["reference"]),
            "summary": report_ratios.summary_text(b, section),
            "rows": [{"table": r["table"], "row": r["row"], "seed": report_ratios.ratio_text(r["seed_ratio"]),
                      "ours": report_ratios.ratio_text(r["ours_ratio"]), "difference": report_ratios.difference_text(r),
                      "cause": r["cause"] or "", "beyond": bool(r["cause"])} for r in b["rows"]],
        })
    view["causes"] = list(section["causes"].items())
    return view
