"""The benchmark pages: runs bench_firmware in the board simulator, decodes its
records and writes, per board, a Markdown page laid out like the board's seed
page, a JSON file and an HTML page with SVG bar charts. One module per job:
report_records.py (records from the simulator, a capture or a serial port),
report_page.py (the page model), report_markdown.py, report_html.py and
report_json.py (the formats); this file is the command line. The boards are
those of the board description (//platforms:boards, boards.json).

    bazel run //bench:report -- --board=all --out=DIR
    bazel run //bench:report -- --board=<board> --out=DIR
    bazel run //bench:report -- --board=<board> --capture=uart.log --out=DIR   # a real board's records
    bazel run //bench:report -- --board=<board> --serial=/dev/ttyACM0 --out=DIR # read them from its UART

Run with Debian's /usr/bin/python3 (python3-protobuf, python3-jinja2): see report.sh.
"""

import argparse
import json
import os
import sys

import report_json
import seeds
from report_html import html
from report_markdown import markdown
from report_page import build_page, cell_text, seed_text, speedup_text
from report_ratios import board_ratios
from report_records import (Progress, compiler_flags, measurement_count, read_serial, records_from_bytes,
                            records_from_capture, run_firmware)



# ---- locating inputs (runfiles) ---------------------------------------------

class Inputs:
    """Paths of the firmware images, mcusim, boards.json and the seeds, in
    the runfiles tree of //bench:report (or a test that holds it)."""

    def __init__(self, runfiles, quick=False):
        self.root = runfiles
        self.image = "bench_quick" if quick else "bench"

    def find(self, *candidates):
        for c in candidates:
            p = os.path.join(self.root, c)
            if os.path.exists(p):
                return p
        raise FileNotFoundError("none of %s under %s" % (candidates, self.root))

    def firmware(self, board):
        return self.find("mcucrypt/bench/%s_%s.elf" % (self.image, board))

    def mcusim(self):
        return self.find("mcucrypt/tools/sim/mcusim")

    def boards(self):
        """The board description's JSON export: {board: facts}, in its order."""
        with open(self.find("mcucrypt/platforms/boards.json")) as f:
            return json.load(f)

    def seed(self, board):
        name = self.boards()[board]["seed_page"]
        return self.find("shared_seeds/" + name, "mcucrypt/external/shared_seeds/" + name)

    def template(self, name):
        return self.find("mcucrypt/bench/" + name)


# ---- main ---------------------------------------------------------------------

def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--board", default="all", help="all, or one board of the description (boards.json)")
    ap.add_argument("--out", required=True, help="output directory (relative to where bazel run was started)")
    ap.add_argument("--runfiles", default=os.environ.get("RUNFILES_DIR", ""))
    ap.add_argument("--quick", action="store_true",
                    help="the tests' image (//bench:report_quick): bulk rows (one timed call each) and the first "
                    "public-key row of each table")
    ap.add_argument("--capture", help="records captured from a real board (raw, or a UART log with record: lines)")
    ap.add_argument("--serial", help="a real board's debug serial port (firmware built with --config=<board>_board); "
                    "start this, then reset the board")
    ap.add_argument("--baud", type=int, default=115200, help="--serial's baud rate (default 115200)")
    ap.add_argument("--serial-timeout", type=int, default=1800, help="seconds to wait for the board (default 1800)")
    ap.add_argument("--ideal-memory", action="store_true",
                    help="mcusim: no flash wait states, caches or prefetch (default: the board's memory system)")
    args = ap.parse_args(argv)

    out = args.out
    if not os.path.isabs(out) and os.environ.get("BUILD_WORKING_DIRECTORY"):
        out = os.path.join(os.environ["BUILD_WORKING_DIRECTORY"], out)
    os.makedirs(out, exist_ok=True)
    inputs = Inputs(args.runfiles, quick=args.quick)
    boards_json = inputs.boards()
    all_boards = list(boards_json)
    if args.board != "all" and args.board not in all_boards:
        ap.error("--board: %s is not a board (all, %s)" % (args.board, ", ".join(all_boards)))
    boards = all_boards if args.board == "all" else [args.board]
    if (args.capture or args.serial) and len(boards) != 1:
        ap.error("--capture and --serial need one --board")
    if args.capture and args.serial:
        ap.error("--capture or --serial, not both")
    sim_flags = ["--ideal-memory"] if args.ideal_memory else []
    progress = Progress(sys.stderr, len(boards))

    pages = []
    for board in boards:
        with open(inputs.seed(board)) as f:
            seed = seeds.parse(f.read())
        if args.capture or args.serial:
            if args.serial:
                data = read_serial(args.serial, args.baud, args.serial_timeout, board, progress,
                                   os.path.join(out, board + ".uart.log"))
                records = records_from_bytes(data)
            else:
                records = records_from_capture(args.capture)
            describe = "a real board (cycle counter: DWT CYCCNT / CP0 Count)"
            timing = []  # no model: the hardware's own time
            progress.board_done(board, measurement_count(records), progress.elapsed())
        else:
            records, _, describe, timing = run_firmware(inputs, board, progress, sim_flags)
        pages.append(build_page(board, boards_json[board], seed, boards_json[board]["seed_page"], records, describe,
                                compiler_flags(inputs.firmware(board)), sim_flags, timing))
    # Board-to-board ratios against the K66 (issue 19): from this run's pages only.
    cores = {b: boards_json[b]["core"] for b in all_boards}
    for page in pages:
        page["board_ratios"] = board_ratios(page, pages, cores)
    # Charts comparing the boards use every board's latest JSON in DIR.
    all_pages = pages + report_json.other_pages(out, all_boards, skip=boards)
    written = []
    for page in pages:
        base = os.path.join(out, page["board"])
        report_json.write(page, base + ".json")
        with open(base + ".md", "w") as f:
            f.write(markdown(page))
        with open(base + ".html", "w") as f:
            f.write(html(page, all_pages, inputs.template("report.html.j2"), all_boards))
        written += [base + ext for ext in (".md", ".json", ".html")]

    print("\nmcucrypt benchmark report (%.1f s)" % progress.elapsed())
    print("%-16s %8s %10s %7s %14s %s" % ("board", "measured", "not built", "failed", "no hardware", "speed-up (geomean)"))
    for p in pages:
        s = p["summary"]
        print("%-16s %8d %10d %7d %14d %s" % (p["board"], s["measured"], s["not_built"], s["failed"],
                                              s["not_available"],
                                              "x%.2f" % s["geomean_speedup"] if s["geomean_speedup"] else "-"))
    for p in pages:
        hash_table = next(t for t in p["tables"] if t["name"] == "Hash")
        for r in hash_table["rows"]:
            if r["name"] == "SHA-256":
                c = r["cells"][0]
                print("  %s SHA-256: %s vs CycloneCRYPTO %s %s" % (p["board"], cell_text(c, "MB/s"), seed_text(c),
                                                                  speedup_text(c)))
    print("written to %s:" % os.path.abspath(out))
    for w in written:
        print("  " + os.path.basename(w))
    failed = sum(p["summary"]["failed"] for p in pages)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
