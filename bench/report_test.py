"""Tests of the benchmark pages (//bench:report), run by bazel test //bench/...

  seeds:  the seed pages parse into their seven tables, with the known figures.
  report: the report for every board twice: each JSON validates against
          report.schema.json, both runs give identical cycle figures (and
          files), each Markdown page has its seed's seven tables in order with
          the seed's row names, the hash rows are measured and the rest say
          "not built yet" in words; every symmetric Hardware cell of the seed
          is measured through the board's driver with the seed's figure and
          the ratio, the Software cells through software, and the model
          section lists the models' assumptions, the fitted cells and the
          checks.
  html:   each HTML page renders in headless Chromium and the screenshot is
          not blank (a small PNG reader: zlib + struct).
  uart:   the real-board path: each board's image with the UART console (as
          --config=<board>_board builds it) in mcusim, whose UART models stand
          for the board's serial port; its log through --capture and through
          --serial (a pseudo-terminal, with a stale half run before the reset)
          gives the same figures as the simulator's record channel; a cut-off
          run and another board's run are refused.
"""

import glob
import json
import os
import struct
import subprocess
import sys
import threading
import tty
import unittest
import zlib

import jsonschema

import report_ratios
import seeds

RUNFILES = os.environ.get("TEST_SRCDIR") or os.environ.get("RUNFILES_DIR", "")
TMP = os.environ.get("TEST_TMPDIR", "/tmp")
BENCH = os.path.join(RUNFILES, "mcucrypt", "bench")


def description_boards():
    """The boards of the board description (//platforms:boards), in its order."""
    with open(os.path.join(RUNFILES, "mcucrypt", "platforms", "boards.json")) as f:
        return list(json.load(f))


BOARDS = description_boards()


def seed_path(name):
    for p in (os.path.join(RUNFILES, "shared_seeds", name), os.path.join(RUNFILES, "mcucrypt/external/shared_seeds", name)):
        if os.path.exists(p):
            return p
    raise FileNotFoundError(name)


def run_report(out, *args, board="all", check=True):
    # The quick images (//bench:report_quick): the full set of public-key rows
    # would take tens of minutes of simulation per run.
    r = subprocess.run([os.path.join(BENCH, "report_quick"), "--quick", "--board=" + board, "--out=" + out] + list(args),
                       capture_output=True, text=True, env=dict(os.environ, RUNFILES_DIR=RUNFILES))
    if check and r.returncode != 0:
        raise AssertionError("report failed (%d):\n%s\n%s" % (r.returncode, r.stdout, r.stderr))
    return r.stdout if check else r


def cycle_figures(page):
    return [(t["name"], r["name"], c["column"], c.get("total_cycles"))
            for t in page["tables"] for r in t["rows"] for c in r["cells"]]


class SeedsTest(unittest.TestCase):
    def test_seed_pages(self):
        k66 = seeds.parse(open(seed_path("kinetis_k66_benchmark.txt")).read())
        sam4c = seeds.parse(open(seed_path("sam4c_benchmark.txt")).read())
        pic32 = seeds.parse(open(seed_path("pic32mz_w1_benchmark.txt")).read())
        for page in (k66, sam4c, pic32):
            self.assertEqual([t["name"] for t in page["tables"]], [t[0] for t in seeds.TABLES])
            self.assertEqual(page["generated_with"], "CycloneCRYPTO 2.5.0")
        hash_k66 = {r["name"]: r["cells"] for r in k66["tables"][2]["rows"]}
        self.assertEqual(len(hash_k66), 12)
        self.assertEqual(hash_k66["SHA-384"], [(1.212, "MB/s"), None])  # "SHA-3841.212 MB/s-"
        self.assertEqual(hash_k66["MD5"], [(10.515, "MB/s"), (13.661, "MB/s")])
        aead_k66 = {r["name"]: r["cells"] for r in k66["tables"][1]["rows"]}
        self.assertEqual(aead_k66["Ascon-AEAD128"][0], (2.32, "MB/s"))
        sig_sam4c = sam4c["tables"][3]
        self.assertEqual(len(sig_sam4c["columns"]), 4)
        self.assertEqual(sig_sam4c["rows"][3]["name"], "RSA (4096 bits)")
        self.assertEqual(sig_sam4c["rows"][3]["cells"], [(5948.0, "ms"), (464.3, "ms"), (478.1, "ms"), (12.0, "ms")])
        hash_pic32 = {r["name"]: r["cells"] for r in pic32["tables"][2]["rows"]}
        self.assertEqual(hash_pic32["SHA-256"], [(2.751, "MB/s"), (38.61, "MB/s")])
        self.assertEqual(pic32["tables"][6]["rows"][-1], {"name": "ECDH (X448)", "cells": [(38.9, "ms"), (38.9, "ms"), None, None]})
        self.assertEqual(pic32["compiled_with"], "XC32 with optimization level 3")


class ReportTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.out = [os.path.join(TMP, "report_a"), os.path.join(TMP, "report_b")]
        cls.stdout = [run_report(d) for d in cls.out]
        with open(os.path.join(BENCH, "report.schema.json")) as f:
            cls.schema = json.load(f)

    def page(self, run, board):
        with open(os.path.join(self.out[run], board + ".json")) as f:
            return json.load(f)

    def test_json_validates_against_schema(self):
        jsonschema.Draft7Validator.check_schema(self.schema)
        for board in BOARDS:
            jsonschema.validate(self.page(0, board), self.schema, cls=jsonschema.Draft7Validator)

    def test_two_runs_identical_cycles(self):
        for board in BOARDS:
            a, b = self.page(0, board), self.page(1, board)
            self.assertEqual(cycle_figures(a), cycle_figures(b), board)
            self.assertEqual(a, b, board)  # nothing in the JSON varies between runs

    def test_markdown_follows_seed_page(self):
        for board in BOARDS:
            seed = seeds.parse(open(seed_path(self.page(0, board)["seed"]["file"])).read())
            md = open(os.path.join(self.out[0], board + ".md")).read()
            titles = [l[3:] for l in md.splitlines() if l.startswith("## ")]
            # The seed's seven tables in its order, then mcucrypt's drivers,
            # model and stack sections and the board-to-board ratios.
            self.assertEqual(titles, [t[1] for t in seeds.TABLES] + [
                "Hardware cells: drivers", "Peripheral models: timing assumptions and the check against the seed",
                "Stack use per operation", report_ratios.TITLE], board)
            for t in seed["tables"]:
                section = md.split("## %s Algorithms\n" % t["name"], 1)[1].split("\n## ", 1)[0]
                names = [l.split(" | ")[0][2:] for l in section.splitlines() if l.startswith("| ") and not l.startswith("| Algorithm")]
                # Opt-in lines (↳) sit below their row.
                self.assertEqual([n for n in names if not n.startswith("↳ ")], [r["name"] for r in t["rows"]],
                                 (board, t["name"]))
            for header in ("Cycle model", "Compiler", "Flags", "4096-byte messages", "CycloneCRYPTO 2.5.0", "Stack",
                           "memory system on"):
                self.assertIn(header, md.split("## ")[0], board)
            # Every measured cell has its stack figure, and the stack table lists each once.
            page = self.page(0, board)
            measured = [(r["name"], c["column"]) for t in page["tables"] for r in t["rows"] for c in r["cells"]
                        if c["status"] == "measured"]
            stack = md.split("## Stack use per operation\n", 1)[1].split("\n\n", 1)[0]
            listed = [tuple(l.split(" | ")[:2]) for l in stack.splitlines() if l.startswith("| ") and "Stack (bytes)" not in l]
            self.assertEqual([(a[2:], b) for a, b in listed], measured, board)
            for r in (r for t in page["tables"] for r in t["rows"]):
                for c in r["cells"]:
                    if c["status"] == "measured":
                        self.assertTrue(64 <= c["stack_bytes"] < 32768, (board, r["name"], c))

    # Rows whose cipher has an opt-in table technique (bench_software.h).
    TABLE_ROWS = {"Cipher": ["3DES-CBC", "3DES-CTR", "AES128-CBC", "AES192-CBC", "AES256-CBC", "AES128-CTR",
                             "AES192-CTR", "AES256-CTR", "SM4-CBC", "SM4-CTR"],
                  "AEAD": ["AES128-GCM", "AES192-GCM", "AES256-GCM", "AES128-CCM", "AES192-CCM", "AES256-CCM",
                           "SM4-GCM", "SM4-CCM"]}

    def test_opt_in_table_lines(self):
        for board in BOARDS:
            page = self.page(0, board)
            md = open(os.path.join(self.out[0], board + ".md")).read()
            for t in page["tables"]:
                opt_in = t["opt_in_rows"]
                self.assertEqual([o["name"] for o in opt_in], self.TABLE_ROWS.get(t["name"], []), (board, t["name"]))
                lines = [l for l in md.split("## %s Algorithms\n" % t["name"], 1)[1].split("\n## ", 1)[0].splitlines()
                         if l.startswith("| ")]
                for o in opt_in:
                    self.assertTrue(o["impl"].startswith("table"), (board, o))
                    self.assertIn("not constant-time", o["label"])
                    # Right below its row (or below the row's other opt-in lines).
                    row_at = next(i for i, l in enumerate(lines) if l.startswith("| %s |" % o["name"]))
                    self.assertTrue(lines[row_at + 1].startswith("| ↳ %s, " % o["name"]), (board, o["name"]))
                    self.assertIn("| ↳ %s |" % o["label"], md)
                    for c, col in zip(o["cells"], t["columns"]):
                        if col["kind"] == "Software":
                            self.assertEqual(c["status"], "measured", (board, o["name"], col["label"]))
                            self.assertGreater(c["cycles_per_byte"], 1.0)
                            self.assertIn("speedup", c)
                        else:
                            self.assertNotEqual(c["status"], "measured", (board, o["name"], col["label"]))
            # Outside the summary: its counts are the seed table's cells only.
            cells = sum(len(r["cells"]) for t in page["tables"] for r in t["rows"])
            s = page["summary"]
            self.assertEqual(s["measured"] + s["not_built"] + s["failed"] + s["not_available"], cells, board)

    def test_hash_rows_measured_others_in_words(self):
        for board in BOARDS:
            page = self.page(0, board)
            hash_table = next(t for t in page["tables"] if t["name"] == "Hash")
            for r in hash_table["rows"]:
                self.assertEqual(r["cells"][0]["status"], "measured", (board, r["name"]))
                self.assertGreater(r["cells"][0]["cycles_per_byte"], 1.0)
                self.assertIn("speedup", r["cells"][0])
            md = open(os.path.join(self.out[0], board + ".md")).read()
            for t in page["tables"]:
                section = md.split("## %s Algorithms\n" % t["name"], 1)[1].split("\n## ", 1)[0]
                not_built = [c for r in t["rows"] for c in r["cells"] if c["status"] == "not_built"]
                self.assertEqual(section.count("not built yet"), len(not_built), (board, t["name"]))
                for c in not_built:
                    self.assertNotIn("total_cycles", c)
            # The quick image skips public-key rows: some cell says so.
            self.assertIn("not built yet", md)

    # The driver's technique behind each board's Hardware cells, and the
    # core's software technique behind the Software cells of the same rows.
    HARDWARE_IMPL = {"frdm_k66f": ("mmcau",), "atsam4c32_ek": ("sam4c_aes", "icm"),
                     "wfi32_curiosity": ("pic32mz_ce",)}
    SOFTWARE_AES = {"frdm_k66f": "ct_fixsliced_armv7m", "atsam4c32_ek": "ct_fixsliced_armv7m",
                    "wfi32_curiosity": "ct_fixsliced_mips32r2"}

    def test_every_symmetric_hardware_cell_with_seed_ratio(self):
        for board in BOARDS:
            page = self.page(0, board)
            hardware = 0
            for t in page["tables"]:
                if t["name"] not in ("Cipher", "AEAD", "Hash"):
                    continue
                for col, column in enumerate(t["columns"]):
                    for r in t["rows"]:
                        c = r["cells"][col]
                        key = (board, t["name"], r["name"], column["label"])
                        if column["kind"] == "Software":
                            if r["name"].startswith("AES") and c["status"] == "measured":
                                self.assertEqual(c["impl"], self.SOFTWARE_AES[board], key)
                            continue
                        if c["seed"] is None:
                            self.assertEqual(c["status"], "not_available", key)
                            continue
                        hardware += 1
                        self.assertEqual(c["status"], "measured", key)
                        self.assertIn(c["impl"], self.HARDWARE_IMPL[board], key)
                        # The ratio is ours / the seed's figure, both on the page.
                        self.assertAlmostEqual(c["speedup"], c["mb_per_s"] / c["seed"]["value"], places=3, msg=key)
                        self.assertGreater(c["speedup"], 0.05, key)
            self.assertEqual(hardware, {"frdm_k66f": 32, "atsam4c32_ek": 21, "wfi32_curiosity": 23}[board], board)
        # A cell as the Markdown prints it: ours, the seed's, the ratio.
        md = open(os.path.join(self.out[0], "atsam4c32_ek.md")).read()
        sha = next(l for l in md.splitlines() if l.startswith("| SHA-256 |")).rstrip(" |").split(" | ")
        self.assertEqual(sha[5:7], ["62.893 MB/s", "x%.2f" % self.page(0, "atsam4c32_ek")["tables"][2]["rows"][3]
                                    ["cells"][1]["speedup"]])

    def test_model_assumptions_and_check(self):
        fitted = {"frdm_k66f": {("Cipher", "AES128-CTR", "ENCRYPTION"), ("Cipher", "3DES-CTR", "ENCRYPTION"),
                                ("Hash", "SHA-1", "HASH"), ("Hash", "SHA-256", "HASH")},
                  "atsam4c32_ek": {("Hash", "SHA-256", "HASH"), ("Cipher", "AES128-CBC", "ENCRYPTION")},
                  "wfi32_curiosity": {("Cipher", "AES128-CBC", "ENCRYPTION"), ("AEAD", "AES128-GCM", "ENCRYPTION"),
                                      ("Cipher", "3DES-CBC", "ENCRYPTION"), ("Hash", "MD5", "HASH"),
                                      ("Hash", "SHA-1", "HASH"), ("Hash", "SHA-256", "HASH")}}
        # Public-key cells a model was fitted to: named in its notes, measured
        # on the full page only (the quick image has no public-key Hardware row).
        fitted_pk = {"atsam4c32_ek": {("Signature", "RSA (2048 bits)", "SIGNATURE_GENERATION"),  # the CPKCL's two classes
                                      ("EC Key Exchange", "ECDH (secp256r1)", "SHARED_SECRET")},
                     "wfi32_curiosity": {("EC Key Exchange", "ECDH (secp256r1)", "SHARED_SECRET"),
                                         ("EC Key Exchange", "ECDH (X25519)", "SHARED_SECRET"),
                                         ("EC Signature", "EdDSA (Ed25519)", "SIGNATURE_GENERATION"),
                                         ("EC Signature", "ECDSA (secp256r1)", "SIGNATURE_GENERATION")}}
        models = {"frdm_k66f": "mmcau", "atsam4c32_ek": "sam4c_icm", "wfi32_curiosity": "pic32mzw1_crypto"}
        for board in BOARDS:
            page = self.page(0, board)
            notes = page["model_assumptions"]
            self.assertIn(models[board], [n["model"] for n in notes], board)
            self.assertTrue(all(n["cost"] and n["source"] for n in notes), board)
            named = {(n["fitted_to"]["table"], n["fitted_to"]["row"], n["fitted_to"]["operation"])
                     for n in notes if n["fitted_to"]}
            self.assertEqual(named, fitted[board] | fitted_pk.get(board, set()), board)
            check = page["model_check"]
            # The quick image measures bulk rows and each table's first public-key row only: the
            # fitted cells it measured (Hardware cells: a fitted cell's row may be measured in
            # the Software column alone, as ECDSA (secp256r1) is).
            measured = {(t["name"], r["name"], col["operation"]) for t in page["tables"]
                        for i, col in enumerate(t["columns"]) if col["kind"] == "Hardware"
                        for r in t["rows"] if r["cells"][i]["status"] == "measured"}
            self.assertEqual({(e["table"], e["row"], e["operation"]) for e in check["fitted"]},
                             (fitted[board] | fitted_pk.get(board, set())) & measured, board)
            # Fitted and checked cells are every measured Hardware cell with a seed figure, once.
            hardware = [(t["name"], r["name"], col["operation"]) for t in page["tables"]
                        for i, col in enumerate(t["columns"]) if col["kind"] == "Hardware"
                        for r in t["rows"] if r["cells"][i]["status"] == "measured" and r["cells"][i]["seed"]]
            listed = [(e["table"], e["row"], e["operation"]) for e in check["fitted"] + check["checks"]]
            self.assertEqual(sorted(listed), sorted(hardware), board)
            self.assertGreater(len(check["checks"]), 0, board)
            md = open(os.path.join(self.out[0], board + ".md")).read()
            section = md.split("## Peripheral models: timing assumptions and the check against the seed\n", 1)[1]
            self.assertIn("Cells the costs were fitted to:", section, board)
            self.assertIn("Geometric-mean ratio of the %d checks" % len(check["checks"]), section, board)
            for n in notes:
                self.assertIn(n["cost"], section, board)

    def test_board_ratios(self):
        # --board=all: every page has the section; each ratio recomputed here
        # from the seed files (MB/s or ms at each page's clock) and the two
        # pages' cycle figures.
        ref = self.page(0, report_ratios.REFERENCE_BOARD)
        ref_seed = seeds.parse(open(seed_path(ref["seed"]["file"])).read())
        for board in BOARDS:
            page = self.page(0, board)
            section = page["board_ratios"]
            self.assertIsNotNone(section, board)
            self.assertEqual(section["reference"], report_ratios.REFERENCE_BOARD)
            others = [b for b in BOARDS if b != report_ratios.REFERENCE_BOARD]
            self.assertEqual([b["board"] for b in section["boards"]], others if board == ref["board"] else [board])
            md = open(os.path.join(self.out[0], board + ".md")).read()
            self.assertIn("## " + report_ratios.TITLE, md)
            for b in section["boards"]:
                other = self.page(0, b["board"])
                seed = seeds.parse(open(seed_path(other["seed"]["file"])).read())
                hash_seed = {r["name"]: r["cells"][0][0] for r in seed["tables"][2]["rows"]}
                hash_ref = {r["name"]: r["cells"][0][0] for r in ref_seed["tables"][2]["rows"]}
                cells = {r["name"]: r["cells"][0] for r in next(t for t in other["tables"] if t["name"] == "Hash")["rows"]}
                ref_cells = {r["name"]: r["cells"][0] for r in next(t for t in ref["tables"] if t["name"] == "Hash")["rows"]}
                rows = {(r["table"], r["row"]): r for r in b["rows"]}
                # Every bulk row and the first public-key row of each table (the quick image).
                self.assertGreaterEqual(b["compared"], 36, (board, b["board"]))
                for name in ("MD5", "SHA-256", "SHA3-256"):
                    r = rows[("Hash", name)]
                    want_seed = (other["clock_hz"] / hash_seed[name]) / (ref["clock_hz"] / hash_ref[name])
                    want_ours = cells[name]["cycles_per_byte"] / ref_cells[name]["cycles_per_byte"]
                    self.assertAlmostEqual(r["seed_ratio"], want_seed, delta=0.005 * want_seed)
                    self.assertAlmostEqual(r["ours_ratio"], want_ours, delta=0.005 * want_ours)
                    self.assertIn("| %s | %.2f | %.2f |" % (name, r["seed_ratio"], r["ours_ratio"]), md)
                for r in b["rows"]:
                    if r["ours_ratio"] is None:
                        self.assertIsNone(r["cause"])
                        continue
                    beyond = abs(r["ours_ratio"] / r["seed_ratio"] - 1) > section["limit"] + 0.01
                    within = abs(r["ours_ratio"] / r["seed_ratio"] - 1) < section["limit"] - 0.01
                    if beyond:  # every row beyond the limit is explained
                        self.assertIn(r["cause"], section["causes"], (board, r))
                        self.assertIn("- **%s**: " % r["cause"], md)
                    if within:
                        self.assertIsNone(r["cause"], (board, r))
            # The same core model, the same code: without the memory system the
            # two Cortex-M4 boards would give 1.00; with it they differ.
            if board == "atsam4c32_ek":
                ours = [r["ours_ratio"] for r in section["boards"][0]["rows"] if r["ours_ratio"]]
                self.assertTrue(any(abs(x - 1.0) > 0.05 for x in ours), ours)

    def test_boards_are_the_description(self):
        written = sorted(os.path.basename(p)[:-len(".json")] for p in glob.glob(os.path.join(self.out[0], "*.json")))
        self.assertEqual(written, sorted(BOARDS))
        self.assertEqual(len(BOARDS), len(set(BOARDS)))

    def test_formats_from_the_page_model(self):
        # Each format is a function of the page alone: the JSON read back
        # renders to the same Markdown and HTML the report wrote.
        import report_html
        import report_markdown
        pages = [self.page(0, board) for board in BOARDS]
        template = os.path.join(BENCH, "report.html.j2")
        for page in pages:
            base = os.path.join(self.out[0], page["board"])
            with open(base + ".md") as f:
                self.assertEqual(report_markdown.markdown(page), f.read(), page["board"])
            with open(base + ".html") as f:
                self.assertEqual(report_html.html(page, pages, template, BOARDS), f.read(), page["board"])

    def test_progress_and_summary(self):
        self.assertIn("mcucrypt benchmark report", self.stdout[0])
        self.assertIn("frdm_k66f SHA-256:", self.stdout[0])


def png_pixels(path):
    """(width, height, channels, bytes) of an 8-bit RGB/RGBA PNG, unfiltered."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), "PNG depth %d colour %d" % (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    out, prev = bytearray(), bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += line
        prev = line
    return width, height, channels, bytes(out)


class HtmlTest(unittest.TestCase):
    def test_html_renders_in_chromium(self):
        out = os.path.join(TMP, "report_html")
        run_report(out)
        for board in BOARDS:
            shot = os.path.join(TMP, board + ".png")
            profile = os.path.join(TMP, "chromium-" + board)
            r = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                                "--no-first-run", "--user-data-dir=" + profile, "--window-size=1000,1400",
                                "--screenshot=" + shot, "file://" + os.path.join(out, board + ".html")],
                               capture_output=True, text=True, timeout=180, env=dict(os.environ, HOME=TMP))
            self.assertTrue(os.path.exists(shot), "no screenshot for %s: %s" % (board, r.stderr[-2000:]))
            width, height, channels, pixels = png_pixels(shot)
            self.assertEqual((width, height), (1000, 1400))
            # Not blank: the grey levels vary, and there are many colours (text, bars, table).
            grey = [sum(pixels[i:i + 3]) // 3 for i in range(0, len(pixels), channels * 7)]
            mean = sum(grey) / len(grey)
            variance = sum((g - mean) ** 2 for g in grey) / len(grey)
            colours = {pixels[i:i + 3] for i in range(0, len(pixels), channels * 7)}
            self.assertGreater(variance, 100.0, board)
            self.assertGreater(len(colours), 20, board)
            self.assertLess(mean, 254.0, board)


def load_page(out, board):
    with open(os.path.join(out, board + ".json")) as f:
        return json.load(f)


def assert_same_figures(test, got, want, board):
    """The same cells, each within 3% of the simulator's record-channel run:
    the UART image has other code at other addresses (its console), which
    moves alignment in the cycle model and, with the board's memory system
    modelled (flash lines, prefetch, caches: tools/sim/README.md), which code
    shares a flash line (SAM4C 3DES-CBC: 1.5% measured)."""
    got, want = cycle_figures(got), cycle_figures(want)
    test.assertEqual([g[:3] for g in got], [w[:3] for w in want], board)
    for g, w in zip(got, want):
        test.assertEqual(g[3] is None, w[3] is None, (board, g, w))
        if w[3] is not None:
            test.assertLessEqual(abs(g[3] - w[3]), 3 * w[3] // 100, (board, g, w))


class UartTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        mcusim = os.path.join(RUNFILES, "mcucrypt", "tools", "sim", "mcusim")
        cls.logs = {}
        for board in BOARDS:
            log = os.path.join(TMP, board + ".uart.log")
            r = subprocess.run([mcusim, "--board=" + board, "--uart=" + log,
                                os.path.join(BENCH, "bench_uart_%s.elf" % board)],
                               capture_output=True, text=True, timeout=600)
            if r.returncode != 0:
                raise AssertionError("%s: the UART image exited with %d:\n%s" % (board, r.returncode, r.stderr[-3000:]))
            with open(log, "rb") as f:
                cls.logs[board] = f.read()
        cls.host = os.path.join(TMP, "host")
        run_report(cls.host)
        for board in BOARDS:
            run_report(os.path.join(TMP, "capture_" + board), "--capture=" + os.path.join(TMP, board + ".uart.log"),
                       board=board)

    def test_uart_log_is_the_whole_run(self):
        for board in BOARDS:
            log = self.logs[board]
            self.assertIn(b"bench: done\r\n", log, board)
            self.assertTrue(log.endswith(b"exit=0\r\n"), board)
            page = load_page(self.host, board)
            measured = sum(1 for t in page["tables"] for r in t["rows"] + t["opt_in_rows"] for c in r["cells"]
                           if c["status"] in ("measured", "failed"))
            self.assertGreater(measured, 20, board)
            # A RunInfo, then one record per measured cell.
            self.assertEqual(log.count(b"record:"), measured + 1, board)

    def test_capture_gives_the_simulator_figures(self):
        for board in BOARDS:
            page = load_page(os.path.join(TMP, "capture_" + board), board)
            assert_same_figures(self, page, load_page(self.host, board), board)
            # One board's records: no reference board in the run, no ratios.
            self.assertIsNone(page["board_ratios"], board)
            self.assertIn("real board", json.dumps(page["header"] if "header" in page else page))

    def test_serial_port(self):
        for board in BOARDS:
            log = self.logs[board]
            master, slave = os.openpty()
            tty.setraw(slave)  # a serial line: no echo, no line editing
            port = os.ttyname(slave)
            done = threading.Event()

            def board_side():
                # The reader comes in on a run already under way (from the
                # middle of a line), then the board is reset and runs again.
                stale = log[len(log) // 2 + 17:len(log) - 200]
                data = stale + log
                for i in range(0, len(data), 997):
                    os.write(master, data[i:i + 997])
                done.wait(600)
                os.close(master)

            writer = threading.Thread(target=board_side)
            writer.start()
            try:
                out = os.path.join(TMP, "serial")
                run_report(out, "--serial=" + port, "--serial-timeout=300", board=board)
            finally:
                done.set()
                writer.join()
                os.close(slave)
            self.assertEqual(cycle_figures(load_page(out, board)),
                             cycle_figures(load_page(os.path.join(TMP, "capture_" + board), board)), board)
            with open(os.path.join(out, board + ".uart.log"), "rb") as f:
                self.assertTrue(f.read().endswith(log), board)

    def test_refuses_cut_off_or_foreign_runs(self):
        cut = os.path.join(TMP, "cut.log")
        log = self.logs["frdm_k66f"]
        with open(cut, "wb") as f:
            f.write(log[:len(log) // 2])
        r = run_report(os.path.join(TMP, "cut"), "--capture=" + cut, board="frdm_k66f", check=False)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("interrupted run", r.stderr)
        # A garbled line inside the run (a lost byte) is an error, not a gap.
        lines = log.split(b"\n")
        k = next(i for i, l in enumerate(lines) if l.startswith(b"record:") and i > len(lines) // 2)
        lines[k] = lines[k][:20] + lines[k][21:]
        garbled = os.path.join(TMP, "garbled.log")
        with open(garbled, "wb") as f:
            f.write(b"\n".join(lines))
        r = run_report(os.path.join(TMP, "garbled"), "--capture=" + garbled, board="frdm_k66f", check=False)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("does not decode", r.stderr)
        r = run_report(os.path.join(TMP, "foreign"), "--capture=" + os.path.join(TMP, "frdm_k66f.uart.log"),
                       board="atsam4c32_ek", check=False)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("come from frdm_k66f", r.stderr)


if __name__ == "__main__":
    suites = {"seeds": SeedsTest, "report": ReportTest, "html": HtmlTest, "uart": UartTest}
    which = sys.argv[1]
    result = unittest.TextTestRunner(verbosity=2).run(unittest.defaultTestLoader.loadTestsFromTestCase(suites[which]))
    sys.exit(0 if result.wasSuccessful() else 1)
