"""The Markdown page (laid out like the board's seed page)."""

from report_page import (cell_text, check_text, display_rows, driver_rows, header_lines, model_lines, seed_text,
                         speedup_text, stack_rows)
import report_ratios


def markdown(page):
    out = ["# %s: mcucrypt benchmark" % page["title"], ""]
    out += ["- **%s**: %s" % (k, v) for k, v in header_lines(page)]
    out.append("")
    for t in page["tables"]:
        out += ["## %s Algorithms" % t["name"], ""]
        head = ["Algorithm"]
        for c in t["columns"]:
            head += ["%s: mcucrypt" % c["label"], "CycloneCRYPTO 2.5.0", "Speed-up"]
        out.append("| " + " | ".join(head) + " |")
        out.append("|" + "---|" * len(head))
        for label, r, _ in display_rows(t):
            line = [label]
            for c in r["cells"]:
                line += [cell_text(c, t["unit"]), seed_text(c), speedup_text(c)]
            out.append("| " + " | ".join(line) + " |")
        out.append("")
    out += model_section(page)
    stack = stack_rows(page)
    if stack:
        out += ["## Stack use per operation", "", "| Algorithm | Column | Stack (bytes) |", "|---|---|---|"]
        out += ["| %s | %s | %d |" % row for row in stack]
        out.append("")
    out += ratios_markdown(page)
    s = page["summary"]
    out.append("Summary: %d cells measured, %d not built yet, %d failed, %d without hardware on this board%s." % (
        s["measured"], s["not_built"], s["failed"], s["not_available"],
        "; geometric-mean speed-up over CycloneCRYPTO 2.5.0 x%.2f" % s["geomean_speedup"] if s["geomean_speedup"] else ""))
    return "\n".join(out) + "\n"


def model_section(page):
    """The Hardware column's drivers, the peripheral models' timing
    assumptions, and the check of the models against the seed's cells."""
    out = []
    drivers = driver_rows(page)
    if drivers:
        out += ["## Hardware cells: drivers", "",
                "| Technique | Hardware rows | Cases its hardware leaves to software (descriptor `fallback`) |",
                "|---|---|---|"]
        out += ["| %s | %s | %s |" % row for row in drivers]
        out.append("")
    out += ["## Peripheral models: timing assumptions and the check against the seed", ""]
    if not page["model_assumptions"]:
        out += ["No peripheral model: the figures are the hardware's own.", ""]
        return out
    out += ["Each cost comes from the datasheet where it gives one, else it is fitted to one seed Hardware cell "
            "(per peripheral and operation class); every other seed Hardware cell checks the model "
            "(ratio = mcucrypt / CycloneCRYPTO 2.5.0, driver time included).", ""]
    out += ["- " + line for line in model_lines(page)]
    out.append("")
    check = page["model_check"]
    out += ["Cells the costs were fitted to: " + ("; ".join(check_text(e) for e in check["fitted"]) or "none") + ".",
            ""]
    if check["checks"]:
        out += ["| Check (Hardware cell) | mcucrypt | CycloneCRYPTO 2.5.0 | Ratio |", "|---|---|---|---|"]
        out += ["| %s %s, %s | %s | %s | %.2f |" % (e["table"], e["row"], e["column"], _num(e["ours"], e["unit"]),
                                                   _num(e["seed"], e["unit"]), e["ratio"]) for e in check["checks"]]
        out += ["", "Geometric-mean ratio of the %d checks: %.2f." % (len(check["checks"]),
                                                                   check["geomean_check_ratio"]), ""]
    return out


def _num(x, unit):
    return ("%.3f" % x).rstrip("0").rstrip(".") + " " + unit


def ratios_markdown(page):
    """The board-to-board ratios section (report_ratios.py)."""
    section = page.get("board_ratios")
    out = ["## %s" % report_ratios.TITLE, "", report_ratios.intro_text(section), ""]
    if section is None:
        return out
    for b in section["boards"]:
        out += ["### %s / %s" % (b["board"], section["reference"]), "", report_ratios.summary_text(b, section), "",
                "| Table | Algorithm | Seed ratio | mcucrypt ratio | Difference | Cause |", "|---|---|---|---|---|---|"]
        out += ["| %s | %s | %s | %s | %s | %s |" % (
            r["table"], r["row"], report_ratios.ratio_text(r["seed_ratio"]), report_ratios.ratio_text(r["ours_ratio"]),
            report_ratios.difference_text(r), r["cause"] or "") for r in b["rows"]]
        out.append("")
    if section["causes"]:
        out += ["Causes:", ""]
        out += ["- **%s**: %s" % (k, v) for k, v in section["causes"].items()]
        out.append("")
    return out
