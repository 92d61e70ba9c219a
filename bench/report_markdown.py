"""The Markdown page (laid out like the board's seed page)."""

from report_page import cell_text, header_lines, seed_text, speedup_text, stack_rows


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
    s = page["summary"]
    out.append("Summary: %d cells measured, %d not built yet, %d failed, %d without hardware on this board%s." % (
        s["measured"], s["not_built"], s["failed"], s["not_available"],
        "; geometric-mean speed-up over CycloneCRYPTO 2.5.0 x%.2f" % s["geomean_speedup"] if s["geomean_speedup"] else ""))
    return "\n".join(out) + "\n"
