"""The benchmark pages: runs bench_firmware in the board simulator, decodes its
records and writes, per board, a Markdown page laid out like the board's seed
page, a JSON file and an HTML page with SVG bar charts.

    bazel run //bench:report -- --board=all --out=DIR
    bazel run //bench:report -- --board=frdm_k66f --out=DIR
    bazel run //bench:report -- --board=frdm_k66f --capture=uart.log --out=DIR   # a real board's records
    bazel run //bench:report -- --board=frdm_k66f --serial=/dev/ttyACM0 --out=DIR # read them from its UART

Run with Debian's /usr/bin/python3 (python3-protobuf, python3-jinja2): see report.sh.
"""

import argparse
import json
import math
import os
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time
import tty

import jinja2
from markupsafe import Markup

import records_pb2
import seeds

BOARDS = ["frdm_k66f", "atsam4c32_ek", "wfi32_curiosity"]
SEED_FILES = {
    "frdm_k66f": "kinetis_k66_benchmark.txt",
    "atsam4c32_ek": "sam4c_benchmark.txt",
    "wfi32_curiosity": "pic32mz_w1_benchmark.txt",
}
NOT_BUILT = "not built yet"
SCHEMA_VERSION = 1


# ---- locating inputs (runfiles) ---------------------------------------------

class Inputs:
    """Paths of the firmware images, mcusim, boards.json and the seeds, in
    the runfiles tree of //bench:report (or a test that holds it)."""

    def __init__(self, runfiles):
        self.root = runfiles

    def find(self, *candidates):
        for c in candidates:
            p = os.path.join(self.root, c)
            if os.path.exists(p):
                return p
        raise FileNotFoundError("none of %s under %s" % (candidates, self.root))

    def firmware(self, board):
        return self.find("mcucrypt/bench/bench_%s.elf" % board)

    def mcusim(self):
        return self.find("mcucrypt/tools/sim/mcusim")

    def boards(self):
        with open(self.find("mcucrypt/platforms/boards.json")) as f:
            return json.load(f)

    def seed(self, board):
        name = SEED_FILES[board]
        return self.find("shared_seeds/" + name, "mcucrypt/external/shared_seeds/" + name)

    def template(self, name):
        return self.find("mcucrypt/bench/" + name)


# ---- records ----------------------------------------------------------------

def _varint(data, pos):
    value, shift = 0, 0
    while True:
        if pos >= len(data):
            raise ValueError("truncated record length")
        b = data[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, pos


def decode_records(data):
    """Length-delimited Records (nanopb PB_ENCODE_DELIMITED) -> list of Record."""
    out, pos = [], 0
    while pos < len(data):
        n, pos = _varint(data, pos)
        if pos + n > len(data):
            raise ValueError("truncated record at byte %d" % pos)
        r = records_pb2.Record()
        r.ParseFromString(bytes(data[pos:pos + n]))
        out.append(r)
        pos += n
    return out


def records_from_capture(path):
    """A captured record stream: the raw channel bytes, or a console/UART log
    with "record:<hex>" lines (what the firmware prints without a channel)."""
    with open(path, "rb") as f:
        return records_from_bytes(f.read())


def records_from_bytes(data):
    """Records from a raw stream, or from a log with "record:<hex>" lines (one
    delimited record each). A log that holds more than one run (the board was
    reset, maybe halfway through a line) gives the last run; a line of that
    run that does not decode is an error."""
    hex_lines = re.findall(rb"record:([0-9a-f]*)", data)
    if hex_lines:
        units = []
        for h in hex_lines:
            try:
                units.append(decode_records(bytes.fromhex(h.decode())))
            except Exception:
                units.append(None)
    else:
        units = [[r] for r in decode_records(data)]
    starts = [i for i, u in enumerate(units) if u and u[0].WhichOneof("kind") == "info"]
    out = []
    for i in range(starts[-1] if starts else 0, len(units)):
        if units[i] is None:
            raise ValueError("record line %d does not decode: %r" % (i + 1, hex_lines[i][:40]))
        out += units[i]
    return out


def measurement_count(records):
    return sum(1 for r in records if r.WhichOneof("kind") == "measurement")


# The firmware's progress line, "bench: 3/52 Hash SHA-224": (index, total, name) or None.
_PROGRESS_LINE = re.compile(r"bench: (\d+)/(\d+) (.*?)\s*$")


def progress_fields(line):
    m = _PROGRESS_LINE.match(line.strip())
    return (int(m.group(1)), int(m.group(2)), m.group(3)) if m else None


# The firmware's last console line: how it ended (uart_console.c prints
# "exit=<code>" before the core idles; the benchmark says done or FAILED first).
_END_LINE = re.compile(rb"^exit=(\d+)\s*$", re.M)


def read_serial(port, baud, timeout, board, progress, log_path):
    """Reads a real board's debug UART (a serial device, or anything that can
    be opened and read, e.g. a pty) until the firmware's "exit=<code>" line;
    returns everything read, kept at log_path too. Start the reader, then
    reset the board (a run already under way when the reader starts is cut
    off by the next reset's RunInfo: see records_from_bytes)."""
    fd = os.open(port, os.O_RDWR | os.O_NOCTTY)
    data = b""
    try:
        if os.isatty(fd):
            speed = getattr(termios, "B%d" % baud, None)
            if speed is None:
                raise ValueError("unsupported baud rate %d" % baud)
            tty.setraw(fd, termios.TCSANOW)  # keep what already arrived
            attrs = termios.tcgetattr(fd)
            attrs[4] = attrs[5] = speed
            attrs[2] = (attrs[2] & ~(termios.CSIZE | termios.PARENB | termios.CSTOPB)) | termios.CS8 | termios.CLOCAL | termios.CREAD
            termios.tcsetattr(fd, termios.TCSANOW, attrs)
        deadline = time.monotonic() + timeout
        scanned = 0
        while not _END_LINE.search(data):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("%s: no \"exit=\" line from %s within %d s (%d bytes read)" % (
                    board, port, timeout, len(data)))
            ready, _, _ = select.select([fd], [], [], min(remaining, 1.0))
            if not ready:
                continue
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # a pty whose writer has gone
                chunk = b""
            if not chunk:
                raise EOFError("%s: %s closed before the firmware's \"exit=\" line" % (board, port))
            data += chunk
            lines = data[scanned:].split(b"\n")
            for line in lines[:-1]:
                fields = progress_fields(line.decode(errors="replace"))
                if fields:
                    progress.row(board, *fields)
            scanned = len(data) - len(lines[-1])
    finally:
        os.close(fd)
        if log_path:
            with open(log_path, "wb") as f:
                f.write(data)
    code = int(_END_LINE.search(data).group(1))
    if code != 0:
        raise RuntimeError("%s: the benchmark firmware on %s exited with %d" % (board, port, code))
    return data


def elf_section(path, wanted):
    """The bytes of one section of an ELF32 little-endian image (ARM, MIPS), or b''."""
    with open(path, "rb") as f:
        elf = f.read()
    if elf[:4] != b"\x7fELF" or elf[4] != 1 or elf[5] != 1:
        return b""
    shoff, = struct.unpack_from("<I", elf, 0x20)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x2E)
    sections = [struct.unpack_from("<IIIIIIIIII", elf, shoff + i * shentsize) for i in range(shnum)]
    strtab = sections[shstrndx]
    for s in sections:
        name_end = elf.index(b"\0", strtab[4] + s[0])
        if elf[strtab[4] + s[0]:name_end].decode() == wanted:
            return elf[s[4]:s[4] + s[5]]
    return b""


def compiler_flags(firmware):
    """The code-generation flags the firmware was built with (-frecord-gcc-switches)."""
    text = elf_section(firmware, ".GCC.command.line").decode(errors="replace")
    line = next((l for l in text.split("\0") if "bench_firmware" in l), text.split("\0")[0] if text else "")
    keep = []
    for flag in line.split():
        if flag.startswith(("-m", "-O", "-f", "-g", "-std")) and not flag.startswith("-frandom-seed"):
            if flag not in keep:
                keep.append(flag)
    return " ".join(keep)


# ---- running the firmware -----------------------------------------------------

class Progress:
    def __init__(self, stream, total_boards):
        self.stream = stream
        self.start = time.monotonic()
        self.total_boards = total_boards
        self.done = 0

    def elapsed(self):
        return time.monotonic() - self.start

    def row(self, board, index, total, name):
        self.stream.write("\r\033[K" if self.stream.isatty() else "")
        end = "" if self.stream.isatty() else "\n"
        self.stream.write("report: %s: row %d/%d, %s (elapsed %.1f s)%s" % (board, index, total, name, self.elapsed(), end))
        self.stream.flush()

    def board_done(self, board, rows, seconds):
        self.done += 1
        if self.stream.isatty():
            self.stream.write("\r\033[K")
        self.stream.write("report: %s: %d rows measured in %.1f s (board %d/%d, elapsed %.1f s)\n" % (
            board, rows, seconds, self.done, self.total_boards, self.elapsed()))
        self.stream.flush()


def run_firmware(inputs, board, progress, sim_flags):
    """Runs the board's image in mcusim; returns (records, console, cycle model)."""
    mcusim = inputs.mcusim()
    describe = subprocess.run([mcusim, "--board=" + board, "--describe"] + sim_flags,
                              check=True, capture_output=True, text=True).stdout.strip()
    describe = re.sub(r"^%s:\s*" % board, "", describe)
    with tempfile.TemporaryDirectory() as tmp:
        records_path = os.path.join(tmp, "records.bin")
        started = time.monotonic()
        proc = subprocess.Popen([mcusim, "--board=" + board, "--records=" + records_path] + sim_flags +
                                [inputs.firmware(board)],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        console = []
        for line in proc.stdout:
            console.append(line)
            fields = progress_fields(line)
            if fields:
                progress.row(board, *fields)
        code = proc.wait()
        if code != 0:
            sys.stderr.write("".join(console))
            raise RuntimeError("%s: the benchmark firmware exited with %d" % (board, code))
        with open(records_path, "rb") as f:
            records = decode_records(f.read())
        progress.board_done(board, measurement_count(records), time.monotonic() - started)
    return records, "".join(console), describe


# ---- the page model -------------------------------------------------------------

def _round(x, digits):
    return float("%.*g" % (digits, x)) if x else 0.0


def build_page(board, board_info, seed, records, cycle_model, flags, sim_flags):
    info = next((r.info for r in records if r.WhichOneof("kind") == "info"), None)
    if info is None:
        raise ValueError("%s: no RunInfo record" % board)
    if info.board != board:
        raise ValueError("the records come from %s, not %s" % (info.board, board))
    count = measurement_count(records)
    if count != info.rows:
        raise ValueError("%s: %d measurements where the run announced %d (an interrupted run?)" % (
            board, count, info.rows))
    measured = {}
    for r in records:
        if r.WhichOneof("kind") != "measurement":
            continue
        m = r.measurement
        key = (m.table, m.row, records_pb2.Column.Name(m.column), records_pb2.Operation.Name(m.operation))
        measured[key] = m
    clock = board_info["clock_hz"]
    tables, used = [], set()
    counts = {"measured": 0, "not_built": 0, "not_available": 0, "failed": 0}
    speedups = []
    for t in seed["tables"]:
        columns = [{"heading": c["heading"], "kind": c["kind"], "operation": c["operation"],
                    "label": "%s (%s)" % (c["heading"], c["kind"])} for c in t["columns"]]
        rows = []
        for row in t["rows"]:
            cells = []
            for c, seed_cell in zip(t["columns"], row["cells"]):
                key = (t["name"], row["name"], c["kind"].upper(), c["operation"])
                m = measured.get(key)
                cell = {"column": "%s (%s)" % (c["heading"], c["kind"]),
                        "seed": {"value": seed_cell[0], "unit": seed_cell[1]} if seed_cell else None}
                if m is None:
                    # No hardware figure on the seed page and none here: the
                    # board (as CycloneCRYPTO drives it) has no accelerator for it.
                    cell["status"] = "not_available" if (c["kind"] == "Hardware" and seed_cell is None) else "not_built"
                else:
                    used.add(key)
                    cell.update(_figures(m, clock, t["unit"]))
                    if m.status != records_pb2.OK:
                        cell["status"] = "failed"
                        cell["mcu_status"] = m.mcu_status
                    else:
                        cell["status"] = "measured"
                        if seed_cell:
                            ours = cell["mb_per_s"] if t["unit"] == "MB/s" else cell["ms"]
                            s = ours / seed_cell[0] if t["unit"] == "MB/s" else seed_cell[0] / ours
                            cell["speedup"] = _round(s, 4)
                            speedups.append(s)
                counts[cell["status"]] += 1
                cells.append(cell)
            rows.append({"name": row["name"], "cells": cells})
        tables.append({"name": t["name"], "unit": t["unit"], "columns": columns, "rows": rows})
    extra = sorted(set(measured) - used)
    if extra:
        raise ValueError("%s: records for cells not on the seed page: %s" % (board, extra))
    return {
        "schema_version": SCHEMA_VERSION,
        "board": board,
        "title": board_info["title"],
        "mcu": board_info["mcu"],
        "core": board_info["core"],
        "clock_hz": clock,
        "cycle_model": cycle_model,
        "simulator_flags": " ".join(sim_flags) or "(none: flash wait states off, fixed random seed)",
        "compiler": info.compiler,
        "compiler_flags": flags,
        "message_bytes": info.message_bytes,
        "iterations": info.iterations,
        "seed": {"title": seed["title"], "cpu": seed["cpu"], "generated_with": seed["generated_with"],
                 "compiled_with": seed["compiled_with"], "file": SEED_FILES[board]},
        "tables": tables,
        "summary": dict(counts, geomean_speedup=_round(math.exp(sum(map(math.log, speedups)) / len(speedups)), 4)
                        if speedups else None),
    }


def _figures(m, clock, unit):
    per_call = m.total_cycles / m.iterations if m.iterations else 0.0
    out = {"total_cycles": m.total_cycles, "iterations": m.iterations, "bytes_per_call": m.bytes_per_call,
           "cycles_per_call": _round(per_call, 6)}
    if unit == "MB/s" and m.bytes_per_call:
        cpb = m.total_cycles / (m.iterations * m.bytes_per_call)
        out["cycles_per_byte"] = _round(cpb, 5)
        out["mb_per_s"] = _round(clock / cpb / 1e6, 5) if cpb else 0.0
    else:
        out["ms"] = _round(per_call / clock * 1e3, 5)
    if m.stack_bytes:
        out["stack_bytes"] = m.stack_bytes
    return out


def stack_rows(page):
    """(algorithm, column, bytes) of every cell with a stack figure, page order."""
    return [(r["name"], c["column"], c["stack_bytes"])
            for t in page["tables"] for r in t["rows"] for c in r["cells"] if "stack_bytes" in c]


# ---- Markdown -------------------------------------------------------------------

def _fmt(x):
    return ("%.3f" % x).rstrip("0").rstrip(".") if x < 1000 else "%.0f" % x


def cell_text(cell, unit):
    s = cell["status"]
    if s == "not_built":
        return NOT_BUILT
    if s == "not_available":
        return "-"
    if s == "failed":
        return "failed (mcu_status %d)" % cell["mcu_status"]
    if unit == "MB/s":
        return "%s MB/s (%.1f cycles/byte)" % (_fmt(cell["mb_per_s"]), cell["cycles_per_byte"])
    return "%s ms (%s cycles)" % (_fmt(cell["ms"]), _fmt(cell["cycles_per_call"]))


def seed_text(cell):
    return "%s %s" % (_fmt(cell["seed"]["value"]), cell["seed"]["unit"]) if cell["seed"] else "-"


def speedup_text(cell):
    return "x%.2f" % cell["speedup"] if "speedup" in cell else ""


def header_lines(page):
    return [
        ("Board", "%s, %s core @ %d MHz" % (page["title"], page["core"], page["clock_hz"] // 1000000)),
        ("Measured in", "mcusim, the board simulator (cycle counts of the modelled core; deterministic)"),
        ("Cycle model", page["cycle_model"]),
        ("Simulator options", page["simulator_flags"]),
        ("Compiler", page["compiler"]),
        ("Flags", page["compiler_flags"] or "(not recorded)"),
        ("Bulk algorithms", "%d-byte messages, %d timed calls after one untimed warm-up; key set-up excluded; "
                            "MB/s = 10^6 bytes/s at the board clock" % (page["message_bytes"], page["iterations"])),
        ("Stack", "bytes one call uses below its caller's stack pointer (the untimed warm-up call, measured by "
                  "painting the free stack; the call's own frame included): table at the end"),
        ("Reference", "%s: %s, %s (%s, the seed page); speed-up = mcucrypt / CycloneCRYPTO"
         % (page["seed"]["title"], page["seed"]["generated_with"], page["seed"]["compiled_with"], page["seed"]["file"])),
    ]


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


# ---- SVG charts -----------------------------------------------------------------

_COLOURS = {"Software": ["#1f6fb4", "#6aa7dd"], "Hardware": ["#d9711c", "#f0a862"]}
_BOARD_COLOURS = {"frdm_k66f": "#1f6fb4", "atsam4c32_ek": "#2c9c4a", "wfi32_curiosity": "#b43a3a"}


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


def boards_chart(pages, table_name):
    """The first Software column of a table on every board (mcucrypt, and each board's seed)."""
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
        series.append(("%s @ %d MHz" % (p["board"], p["clock_hz"] // 1000000), _BOARD_COLOURS[p["board"]],
                       [_value(by_name[n], unit) if n in by_name else None for n in names],
                       [by_name[n]["seed"]["value"] if n in by_name and by_name[n]["seed"] else None for n in names]))
    return _bar_chart("%s Algorithms, %s: the boards compared" % (table_name, heading), unit, names, series)


def html(page, all_pages, template_path):
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(os.path.dirname(template_path)),
                             autoescape=True, keep_trailing_newline=True)
    template = env.get_template(os.path.basename(template_path))
    others = [p for p in all_pages if p["board"] != page["board"]]
    compared = [page] + others if others else []
    compared.sort(key=lambda p: BOARDS.index(p["board"]))
    tables = []
    for t in page["tables"]:
        tables.append({
            "name": t["name"], "unit": t["unit"], "columns": t["columns"],
            "rows": [{"name": r["name"], "cells": [{"ours": cell_text(c, t["unit"]), "status": c["status"],
                                                     "seed": seed_text(c), "speedup": speedup_text(c)}
                                                    for c in r["cells"]]} for r in t["rows"]],
            "chart": Markup(table_chart(page, t)),
            "boards_chart": Markup(boards_chart(compared, t["name"])) if compared else "",
        })
    return template.render(page=page, header=header_lines(page), tables=tables,
                           boards=[p["board"] for p in compared], stack=stack_rows(page))


# ---- main ---------------------------------------------------------------------

def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--board", default="all", choices=["all"] + BOARDS)
    ap.add_argument("--out", required=True, help="output directory (relative to where bazel run was started)")
    ap.add_argument("--runfiles", default=os.environ.get("RUNFILES_DIR", ""))
    ap.add_argument("--capture", help="records captured from a real board (raw, or a UART log with record: lines)")
    ap.add_argument("--serial", help="a real board's debug serial port (firmware built with --config=<board>_board); "
                    "start this, then reset the board")
    ap.add_argument("--baud", type=int, default=115200, help="--serial's baud rate (default 115200)")
    ap.add_argument("--serial-timeout", type=int, default=1800, help="seconds to wait for the board (default 1800)")
    ap.add_argument("--flash-wait-states", action="store_true", help="mcusim: charge the board's flash wait states")
    args = ap.parse_args(argv)

    out = args.out
    if not os.path.isabs(out) and os.environ.get("BUILD_WORKING_DIRECTORY"):
        out = os.path.join(os.environ["BUILD_WORKING_DIRECTORY"], out)
    os.makedirs(out, exist_ok=True)
    inputs = Inputs(args.runfiles)
    boards_json = inputs.boards()
    boards = BOARDS if args.board == "all" else [args.board]
    if (args.capture or args.serial) and len(boards) != 1:
        ap.error("--capture and --serial need one --board")
    if args.capture and args.serial:
        ap.error("--capture or --serial, not both")
    sim_flags = ["--flash-wait-states"] if args.flash_wait_states else []
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
            progress.board_done(board, measurement_count(records), progress.elapsed())
        else:
            records, _, describe = run_firmware(inputs, board, progress, sim_flags)
        pages.append(build_page(board, boards_json[board], seed, records, describe,
                                compiler_flags(inputs.firmware(board)), sim_flags))
    # Charts comparing the boards use every board's latest JSON in DIR.
    all_pages = list(pages)
    for board in BOARDS:
        path = os.path.join(out, board + ".json")
        if board not in boards and os.path.exists(path):
            with open(path) as f:
                other = json.load(f)
            if other.get("schema_version") == SCHEMA_VERSION:
                all_pages.append(other)
    written = []
    for page in pages:
        base = os.path.join(out, page["board"])
        with open(base + ".json", "w") as f:
            json.dump(page, f, indent=1, sort_keys=True)
            f.write("\n")
        with open(base + ".md", "w") as f:
            f.write(markdown(page))
        with open(base + ".html", "w") as f:
            f.write(html(page, all_pages, inputs.template("report.html.j2")))
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
