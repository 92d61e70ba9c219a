"""The page model: a board's records laid out like its seed page (the tables,
rows and columns of CycloneCRYPTO's benchmark page), with the figures, the
speed-up over the seed and a summary; and the words each format prints for a
cell and the header. report_markdown.py, report_html.py and report_json.py
write it out.
"""

import math

import records_pb2
import seeds
from report_records import measurement_count

NOT_BUILT = "not built yet"
SCHEMA_VERSION = 3  # 2: drivers (impl, fallback), model_assumptions, model_check, board_ratios; 3: opt_in_rows


def _round(x, digits):
    return float("%.*g" % (digits, x)) if x else 0.0


def build_page(board, board_info, seed, seed_file, records, cycle_model, flags, sim_flags, timing=()):
    """The page of one board: board_info is its entry of boards.json, seed its
    parsed seed page (seeds.py, from the file seed_file), records the run's,
    timing the simulator's peripheral-model assumptions
    (report_records.split_describe; none for a real board)."""
    info = next((r.info for r in records if r.WhichOneof("kind") == "info"), None)
    if info is None:
        raise ValueError("%s: no RunInfo record" % board)
    if info.board != board:
        raise ValueError("the records come from %s, not %s" % (info.board, board))
    count = measurement_count(records)
    if count != info.rows:
        raise ValueError("%s: %d measurements where the run announced %d (an interrupted run?)" % (
            board, count, info.rows))
    measured, opt_in = {}, {}
    for r in records:
        if r.WhichOneof("kind") != "measurement":
            continue
        m = r.measurement
        key = (m.table, m.row, records_pb2.Column.Name(m.column), records_pb2.Operation.Name(m.operation))
        # An opt-in technique (variable time) of a row: a line of its own.
        (opt_in.setdefault((m.table, m.row, m.impl), {}) if m.variable_time else measured)[key] = m
    clock = board_info["clock_hz"]
    tables, used = [], set()
    counts = {"measured": 0, "not_built": 0, "not_available": 0, "failed": 0}
    speedups = []
    for t in seed["tables"]:
        columns = [{"heading": c["heading"], "kind": c["kind"], "operation": c["operation"],
                    "label": "%s (%s)" % (c["heading"], c["kind"])} for c in t["columns"]]
        rows = []
        # Rows measured here that the seed page lacks (RSA 3072/4096 where the
        # seed stops at 2048): appended, with no seed figure.
        seed_rows = [r["name"] for r in t["rows"]]
        beyond = sorted({k[1] for k in measured if k[0] == t["name"] and k[1] not in seed_rows})
        opt_in_rows = []
        for row in t["rows"] + [{"name": r, "cells": [None] * len(t["columns"])} for r in beyond]:
            for (table, name, impl), ms in sorted(opt_in.items()):
                if (table, name) == (t["name"], row["name"]):
                    opt_in_rows.append(_opt_in_row(t, row, impl, ms, clock))
            cells = []
            for c, seed_cell in zip(t["columns"], row["cells"]):
                key = (t["name"], row["name"], c["kind"].upper(), c["operation"])
                m = measured.get(key)
                # No hardware figure on the seed page and none here: the
                # board (as CycloneCRYPTO drives it) has no accelerator for it.
                missing = "not_available" if (c["kind"] == "Hardware" and seed_cell is None) else "not_built"
                cell, s = _cell(c, seed_cell, m, clock, t["unit"], missing)
                if m is not None:
                    used.add(key)
                if s is not None:
                    speedups.append(s)
                counts[cell["status"]] += 1
                cells.append(cell)
            rows.append({"name": row["name"], "cells": cells})
        tables.append({"name": t["name"], "unit": t["unit"], "columns": columns, "rows": rows,
                       "opt_in_rows": opt_in_rows})
    placed = {(r["name"], r["impl"]) for t in tables for r in t["opt_in_rows"]}
    stray = sorted(k for k in opt_in if (k[1], k[2]) not in placed)
    if stray:
        raise ValueError("%s: opt-in records for rows not on the seed page: %s" % (board, stray))
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
        # Memory system: which figures the page shows (issue 19).
        "simulator_flags": " ".join(sim_flags) or "(none: the board's memory system on, fixed random seed)",
        "compiler": info.compiler,
        "compiler_flags": flags,
        "message_bytes": info.message_bytes,
        "iterations": info.iterations,
        "seed": {"title": seed["title"], "cpu": seed["cpu"], "generated_with": seed["generated_with"],
                 "compiled_with": seed["compiled_with"], "file": seed_file},
        "tables": tables,
        "model_assumptions": list(timing),
        "model_check": model_check(tables, timing),
        "summary": dict(counts, geomean_speedup=_round(math.exp(sum(map(math.log, speedups)) / len(speedups)), 4)
                        if speedups else None),
    }


def _opt_in_row(t, row, impl, ms, clock):
    """A row's opt-in technique (variable time) on a line of its own: its
    Software cells with the seed's figure and the speed-up (the seed's
    CycloneCRYPTO is table-based too), kept out of the page's counts and
    geometric mean, which are the default (constant-time) build's."""
    cells = []
    for c, seed_cell in zip(t["columns"], row["cells"]):
        m = ms.get((t["name"], row["name"], c["kind"].upper(), c["operation"]))
        missing = "not_available" if c["kind"] == "Hardware" else "not_built"
        cells.append(_cell(c, seed_cell, m, clock, t["unit"], missing)[0])
    return {"name": row["name"], "impl": impl, "label": opt_in_label(row["name"], impl), "cells": cells}


def _cell(c, seed_cell, m, clock, unit, missing):
    """One cell of column c: the record m's figures (missing: the status
    when there is none) beside the seed's; with the speed-up over the seed,
    unrounded (None if there is none)."""
    cell = {"column": "%s (%s)" % (c["heading"], c["kind"]),
            "seed": {"value": seed_cell[0], "unit": seed_cell[1]} if seed_cell else None}
    if m is None:
        cell["status"] = missing
        return cell, None
    cell.update(_figures(m, clock, unit))
    if m.impl:
        cell["impl"] = m.impl
    if m.fallback:
        cell["fallback"] = m.fallback
    if m.status != records_pb2.OK:
        cell["status"] = "failed"
        cell["mcu_status"] = m.mcu_status
        return cell, None
    cell["status"] = "measured"
    if not seed_cell:
        return cell, None
    ours = cell["mb_per_s"] if unit == "MB/s" else cell["ms"]
    s = ours / seed_cell[0] if unit == "MB/s" else seed_cell[0] / ours
    cell["speedup"] = _round(s, 4)
    return cell, s


def opt_in_label(name, impl):
    return "%s, %s (opt-in, not constant-time)" % (name, impl)


def display_rows(t):
    """A table's lines as every format prints them: (label, row, opt_in),
    each row followed by its opt-in techniques."""
    out = []
    for r in t["rows"]:
        out.append((r["name"], r, False))
        out += [("↳ " + o["label"], o, True) for o in t.get("opt_in_rows", []) if o["name"] == r["name"]]
    return out


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


def model_check(tables, timing):
    """The check of the peripheral models' timing: every measured Hardware
    cell with a seed figure, split into the cells a model cost was fitted to
    (timing's fitted_to: their ratio is near 1 by construction, less the
    driver's own time) and all the others (the check), with the geometric
    mean ratio of the checks."""
    fitted_keys = {(n["fitted_to"]["table"], n["fitted_to"]["row"], n["fitted_to"]["operation"])
                   for n in timing if n["fitted_to"]}
    fitted, checks = [], []
    for t in tables:
        for r in t["rows"]:
            for col, cell in zip(t["columns"], r["cells"]):
                if col["kind"] != "Hardware":
                    continue
                if cell["status"] != "measured" or "speedup" not in cell:
                    continue
                entry = {"table": t["name"], "row": r["name"], "operation": col["operation"],
                         "column": col["label"], "ours": cell["mb_per_s"] if t["unit"] == "MB/s" else cell["ms"],
                         "seed": cell["seed"]["value"], "unit": t["unit"], "ratio": cell["speedup"]}
                (fitted if (t["name"], r["name"], col["operation"]) in fitted_keys else checks).append(entry)
    ratios = [e["ratio"] for e in checks]
    return {"fitted": fitted, "checks": checks,
            "geomean_check_ratio": _round(math.exp(sum(map(math.log, ratios)) / len(ratios)), 4) if ratios else None}


def model_lines(page):
    """The words of the model section (every format): the assumptions, one
    line per cost, and the cells the costs were fitted to."""
    headings = {op: heading for heading, op in seeds.OPERATIONS.items()}
    return ["%s: %s (%s%s)" % (n["model"], n["cost"], n["source"],
                               "; the seed cell: %s %s, %s (Hardware)" % (
                                   n["fitted_to"]["table"], n["fitted_to"]["row"],
                                   headings.get(n["fitted_to"]["operation"], n["fitted_to"]["operation"]))
                               if n["fitted_to"] else "")
            for n in page["model_assumptions"]]


def check_text(entry):
    return "%s %s, %s: %s vs %s %s, ratio %.2f" % (entry["table"], entry["row"], entry["column"], _fmt(entry["ours"]),
                                                   _fmt(entry["seed"]), entry["unit"], entry["ratio"])


def stack_rows(page):
    """(algorithm, column, bytes) of every cell with a stack figure, page order."""
    return [(r["name"], c["column"], c["stack_bytes"])
            for t in page["tables"] for r in t["rows"] for c in r["cells"] if "stack_bytes" in c]


# ---- the words of a cell and of the header (every format) -------------------------

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


def driver_rows(page):
    """(technique, rows, fallback) per driver descriptor behind the measured
    Hardware cells, page order: the rows it ran ("AES128-CBC, AES128-CTR,
    ...") and the cases its hardware leaves to software (the descriptor's
    fallback; "none": it runs every case itself)."""
    groups = {}
    for t in page["tables"]:
        for r in t["rows"]:
            for c in r["cells"]:
                if c["column"].endswith("(Hardware)") and c["status"] in ("measured", "failed"):
                    rows = groups.setdefault((c.get("impl", "?"), c.get("fallback", "none")), [])
                    if r["name"] not in rows:
                        rows.append(r["name"])
    return [(impl, ", ".join(rows), fallback) for (impl, fallback), rows in groups.items()]


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
        ("Hardware column", "the board's drivers' descriptors (drivers/), the modes, GCM, CCM and HMAC in software "
                            "on top where the driver has none; the Software column names the core's software "
                            "technique itself, so one image measures both; peripheral timing: the model section"),
        ("Reference", "%s: %s, %s (%s, the seed page); speed-up = mcucrypt / CycloneCRYPTO"
         % (page["seed"]["title"], page["seed"]["generated_with"], page["seed"]["compiled_with"], page["seed"]["file"])),
    ]
