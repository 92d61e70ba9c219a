"""The JSON page (report.schema.json): the page model as it is, and the
other boards' latest pages read back for the HTML's comparison charts.
"""

import json
import os

from report_page import SCHEMA_VERSION


def write(page, path):
    with open(path, "w") as f:
        json.dump(page, f, indent=1, sort_keys=True)
        f.write("\n")


def other_pages(out, boards, skip):
    """The pages in the directory out of the boards not in skip (each
    board's latest run there), if their schema is this report's."""
    pages = []
    for board in boards:
        path = os.path.join(out, board + ".json")
        if board not in skip and os.path.exists(path):
            with open(path) as f:
                other = json.load(f)
            if other.get("schema_version") == SCHEMA_VERSION:
                pages.append(other)
    return pages
