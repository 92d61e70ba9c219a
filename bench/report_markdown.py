"""The Markdown page (laid out like the board's seed page)."""

from report_page import cell_text, header_lines, seed_text, speedup_text, stack_rows
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
        for r in t["rows"]:
            line = [r["name"]]
            for c in r["cells"]:
                line += [cell_text(c, t["unit"]), seed_text(c), speedup_text(c)]
            out.append("| " + " | ".join(line) + " |")
        out.append("")
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
