#!/usr/bin/python3
"""Tests of the pages' choice of software or driver per board and family
(gen/backend_choices.py, gen/backend_choices.json; issue 18), and of the SDK
generator's use of it. Host only and quick: no SDK is built, the generator
only writes zips that are read back.

  table      the committed table is what the tool computes from the figures
             it records, and names only boards and families of the
             description (with their accelerators)
  tool       the tool on synthetic pages: the rule (geometric mean, not a
             vote), "not measured", public-key Hardware cells for families
             the drivers on other branches will take (CPKCC, BA414E)
  generator  sdkgen with a choice table: a family faster in software is
             built with software, an accelerator slower in every family is
             off, --accelerators overrides, the header and README say why
"""

import copy
import json
import math
import os
import re
import subprocess
import sys
import unittest
import zipfile

# The runfiles' paths, the description and the generator's command line.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sdk_test import BOARD_DESC, CHOICES, ROOT, TMP, sdkgen  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "gen"))
import backend_choices  # noqa: E402
from backend_choices import FAMILY_ROWS, decide, table  # noqa: E402

_SPEED = {"MB/s": "mb_per_s", "ms": "ms"}


def board_with(accelerator=None, family=None):
    """The board of the description with this accelerator (or whose drivers
    take this family): the tests name boards by what they have (board names
    live in the description, platforms/description_test.py)."""
    for name, board in BOARD_DESC.items():
        if accelerator in board["accelerators"] or family in dict(backend_choices.driven_families(board)):
            return name
    raise AssertionError("no board with %s" % (accelerator or family))


# The CPKCC's board (the SAM4C), the BA414E's (the W1), a board with an
# entropy source driven as a family (the K66).
CPKCC, BA414E, RNG_FAMILY = board_with("cpkcc"), board_with("ba414e"), board_with(family="rng_entropy")


def measured(value, unit):
    return {"status": "measured", _SPEED[unit]: value}


def synthetic_page(board, rows):
    """A page (bench/report.schema.json, the fields the tool reads) with one
    table per name in rows: {table: (unit, headings, {row: {(heading, kind):
    cell}})}; a cell not given is "not_built"."""
    tables = []
    for name, (unit, headings, cells) in rows.items():
        columns = [{"heading": h, "kind": k, "operation": h.upper(), "label": "%s (%s)" % (h, k)}
                   for k in ("Software", "Hardware") for h in headings]
        tables.append({
            "name": name,
            "unit": unit,
            "columns": columns,
            "rows": [{"name": r, "cells": [dict(c.get((col["heading"], col["kind"]), {"status": "not_built"}),
                                                column=col["label"]) for col in columns]}
                     for r, c in cells.items()],
        })
    return {"board": board, "iterations": 3, "message_bytes": 4096, "cycle_model": "synthetic",
            "simulator_flags": "", "tables": tables}


def page_from_cells(board, families):
    """The page a board's committed entries were computed from, as far as
    they tell: each recorded cell back in its table and row."""
    rows = {}
    for entry in families.values():
        for c in entry["cells"]:
            unit, headings, cells = rows.setdefault(c["table"], (c["unit"], [], {}))
            if c["operation"] not in headings:
                headings.append(c["operation"])
            row = cells.setdefault(c["row"], {})
            row[(c["operation"], "Software")] = measured(c["software"], c["unit"])
            row[(c["operation"], "Hardware")] = measured(c["hardware"], c["unit"])
    return synthetic_page(board, rows)


class Table(unittest.TestCase):
    """The committed gen/backend_choices.json."""

    def test_every_verdict_follows_from_its_figures(self):
        for board, bc in CHOICES["boards"].items():
            for family, entry in bc["families"].items():
                with self.subTest(board=board, family=family):
                    for c in entry["cells"]:
                        speed = (c["hardware"] / c["software"]) if c["unit"] == "MB/s" else (c["software"] / c["hardware"])
                        self.assertAlmostEqual(c["ratio"], speed, delta=speed * 1e-3)
                    expect = dict(decide(entry["cells"]), accelerator=entry["accelerator"], cells=entry["cells"])
                    if family in backend_choices.FAMILY_MEMBERS:
                        expect["members"] = backend_choices.member_choices(family, entry["cells"], expect)
                    self.assertEqual(entry, expect)

    def test_the_tool_gives_the_table_from_its_pages(self):
        """The pages rebuilt from the recorded cells give the same table (the
        rows a family serves, the pairing of Software and Hardware cells)."""
        pages = {b: page_from_cells(b, bc["families"]) for b, bc in CHOICES["boards"].items()}
        got = table(BOARD_DESC, pages)
        for board, bc in CHOICES["boards"].items():
            got["boards"][board]["page"] = bc["page"]
        self.assertEqual(backend_choices.dumps(got), backend_choices.dumps(CHOICES))

    def test_names_only_the_description(self):
        self.assertEqual(sorted(CHOICES["boards"]), sorted(BOARD_DESC))
        for board, bc in CHOICES["boards"].items():
            driven = dict(backend_choices.driven_families(BOARD_DESC[board]))
            for family, entry in bc["families"].items():
                with self.subTest(board=board, family=family):
                    self.assertIn(family, BOARD_DESC[board]["backends"])
                    self.assertEqual(entry["accelerator"], driven.get(family))
                    self.assertIn(entry["choice"], ("driver", "software"))

    def test_every_family_has_its_rows(self):
        """A family added to platforms/backends.bzl says which page rows it
        serves (FAMILY_ROWS), so a driver for it is weighed."""
        families = set(next(iter(BOARD_DESC.values()))["backends"])
        self.assertEqual(sorted(families - set(FAMILY_ROWS)), [])
        self.assertEqual(sorted(set(FAMILY_ROWS) - families), [])


# The public-key rows of a SAM4C-like and a W1-like page, Hardware cells as
# the CPKCC and BA414E drivers will add them (figures made up for the rule).
PK_PAGE_ROWS = {
    "Signature": ("ms", ["Generation", "Verification"], {
        "RSA (2048 bits)": {("Generation", "Software"): measured(900.0, "ms"), ("Generation", "Hardware"): measured(90.0, "ms"),
                            ("Verification", "Software"): measured(40.0, "ms"), ("Verification", "Hardware"): measured(8.0, "ms")},
        "DSA (2048 bits)": {("Generation", "Software"): measured(300.0, "ms"),
                            ("Generation", "Hardware"): {"status": "failed", "mcu_status": -5}},
    }),
    "EC Signature": ("ms", ["Generation", "Verification"], {
        # ec_mul: the driver faster in two operations of three (x1.1 each),
        # five times slower in the third: the geometric mean says software.
        "ECDSA (secp256r1)": {("Generation", "Software"): measured(22.0, "ms"), ("Generation", "Hardware"): measured(20.0, "ms"),
                              ("Verification", "Software"): measured(44.0, "ms"), ("Verification", "Hardware"): measured(40.0, "ms")},
        "SM2": {("Generation", "Software"): measured(20.0, "ms"), ("Generation", "Hardware"): measured(100.0, "ms")},
        "EdDSA (Ed25519)": {("Generation", "Software"): measured(10.0, "ms")},
    }),
    "EC Key Exchange": ("ms", ["Public Key Generation", "Shared Secret Computation"], {
        "ECDH (X25519)": {("Shared Secret Computation", "Software"): measured(12.0, "ms"),
                          ("Shared Secret Computation", "Hardware"): measured(3.0, "ms")},
    }),
    "Hash": ("MB/s", ["Speed"], {
        "SHA-1": {("Speed", "Software"): measured(5.0, "MB/s"), ("Speed", "Hardware"): measured(4.0, "MB/s")},
        "SHA-224": {("Speed", "Software"): measured(3.0, "MB/s"), ("Speed", "Hardware"): measured(6.0, "MB/s")},
        "SHA-256": {("Speed", "Software"): measured(3.0, "MB/s"), ("Speed", "Hardware"): measured(24.0, "MB/s")},
        "SHA-512": {("Speed", "Software"): measured(2.0, "MB/s")},
    }),
}


def pk_description():
    """The description with the public-key drivers of the other branches:
    the SAM4C's CPKCC (modexp, ec_mul), the W1's BA414E (ec_mul,
    x25519_mul, ed25519_mul)."""
    desc = copy.deepcopy(BOARD_DESC)
    for board, accel, families in [(CPKCC, "cpkcc", ["modexp", "ec_mul"]),
                                   (BA414E, "ba414e", ["ec_mul", "x25519_mul", "ed25519_mul"])]:
        desc[board]["drivers"].append({"accelerator": accel, "technique": accel, "families": families, "targets": []})
    return desc


class Tool(unittest.TestCase):
    def setUp(self):
        self.desc = pk_description()
        self.pages = {b: synthetic_page(b, PK_PAGE_ROWS) for b in self.desc}
        self.table = table(self.desc, self.pages)

    def family(self, board, family):
        return self.table["boards"][board]["families"][family]

    def test_public_key_families(self):
        modexp = self.family(CPKCC, "modexp")
        # RSA: x10 and x5; DSA's failed Hardware cell is not a figure.
        self.assertEqual(modexp["choice"], "driver")
        self.assertEqual(modexp["compared"], 2)
        self.assertAlmostEqual(modexp["ratio"], math.sqrt(50), places=2)
        self.assertEqual(modexp["accelerator"], "cpkcc")
        self.assertRegex(modexp["why"], r"^driver 7\.07x faster than software \(geometric mean of 2 operations")
        x25519 = self.family(BA414E, "x25519_mul")
        self.assertEqual((x25519["choice"], x25519["ratio"]), ("driver", 4.0))
        self.assertEqual(x25519["why"], "driver 4.00x faster than software (ECDH (X25519) Shared Secret Computation: "
                                        "software 12.00, driver 3.000 ms)")

    def test_curves_decided_one_by_one(self):
        """ec_mul's verdict per curve: secp256r1's two operations (x1.1) say
        driver, SM2's one (x0.2) software, a curve with no figures takes the
        family's verdict (software: the mean over all three is 0.6)."""
        for board in (CPKCC, BA414E):
            members = self.family(board, "ec_mul")["members"]
            self.assertEqual(sorted(members), sorted(s for s, _ in backend_choices.FAMILY_MEMBERS["ec_mul"]))
            self.assertEqual((members["mcu_p256_mul"]["choice"], members["mcu_p256_mul"]["compared"]), ("driver", 2))
            self.assertAlmostEqual(members["mcu_p256_mul"]["ratio"], 1.1, places=3)
            self.assertEqual((members["mcu_sm2_mul"]["choice"], members["mcu_sm2_mul"]["ratio"]), ("software", 0.2))
            self.assertEqual(members["mcu_p384_mul"]["choice"], "software")
            self.assertEqual(members["mcu_p384_mul"]["why"],
                             "not measured for this curve: the family's verdict (software)")
        self.assertNotIn("members", self.family(CPKCC, "modexp"))

    def test_geometric_mean_not_a_vote(self):
        for board in (CPKCC, BA414E):
            ec = self.family(board, "ec_mul")
            self.assertEqual((ec["compared"], ec["driver_faster"]), (3, 2))
            self.assertAlmostEqual(ec["ratio"], (1.1 * 1.1 * 0.2) ** (1 / 3), places=3)
            self.assertEqual(ec["choice"], "software")
            self.assertTrue(ec["why"].startswith("software 1.60x faster than the driver (geometric mean of 3 operations, "
                                                 "the driver faster in 2 of them; e.g. "), ec["why"])

    def test_not_measured_keeps_the_driver(self):
        # Ed25519: a Software figure only; the entropy source: no row at all.
        for board, family in [(BA414E, "ed25519_mul"), (RNG_FAMILY, "rng_entropy")]:
            entry = self.family(board, family)
            self.assertEqual((entry["choice"], entry["ratio"], entry["cells"]), ("driver", None, []))
            self.assertTrue(entry["why"].startswith("not measured"), entry["why"])

    def test_opt_in_lines_are_not_weighed(self):
        """A page's opt-in lines (a table technique, not constant-time: schema
        3's opt_in_rows) are not the SDK's software: the verdict is the row's."""
        pages = copy.deepcopy(self.pages)
        for page in pages.values():
            for t in page["tables"]:
                t["opt_in_rows"] = [{"name": r["name"], "impl": "table", "label": "table (not constant-time)",
                                     "cells": [dict(c, mb_per_s=1000.0, ms=0.001) if c["status"] == "measured" else c
                                               for c in r["cells"]]}
                                    for r in t["rows"]]
        self.assertEqual(table(self.desc, pages), self.table)

    def test_hash_rows_per_family(self):
        board = board_with(family="sha1")
        sha256 = self.family(board, "sha256")
        self.assertEqual([c["row"] for c in sha256["cells"]], ["SHA-224", "SHA-256"])
        self.assertAlmostEqual(sha256["ratio"], 4.0)
        sha1 = self.family(board, "sha1")
        self.assertEqual((sha1["choice"], sha1["ratio"]), ("software", 0.8))
        # Families no driver takes are not in the table.
        self.assertNotIn("sha512", self.table["boards"][board]["families"])
        if board != CPKCC:
            self.assertNotIn("modexp", self.table["boards"][board]["families"])

    def run_tool(self, pages, out):
        folder = os.path.join(TMP, "pages")
        os.makedirs(folder, exist_ok=True)
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        for board, page in pages.items():
            with open(os.path.join(folder, board + ".json"), "w") as f:
                json.dump(page, f)
        boards = os.path.join(TMP, "pk_boards.json")
        with open(boards, "w") as f:
            json.dump(self.desc, f)
        return subprocess.run(["/usr/bin/python3", os.path.join(ROOT, "gen/backend_choices.py"), "--boards=" + boards,
                               "--pages=" + folder, "--out=" + out], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)

    def test_command_line(self):
        out = os.path.join(TMP, "choices.json")
        p = self.run_tool(self.pages, out)
        self.assertEqual(p.returncode, 0, p.stderr)
        with open(out) as f:
            self.assertEqual(f.read(), backend_choices.dumps(self.table))
        self.assertIn("%-16s modexp       driver   driver 7.07x faster" % CPKCC, p.stdout)
        # Every board of the description needs its page.
        p = self.run_tool({b: pg for b, pg in self.pages.items() if b != RNG_FAMILY}, out)
        self.assertEqual(p.returncode, 2)
        self.assertIn("backend_choices: error: no page for %s" % RNG_FAMILY, p.stderr)

    def test_a_family_without_rows_is_an_error(self):
        desc = copy.deepcopy(self.desc)
        desc[RNG_FAMILY]["drivers"][0]["families"].append("blake2")
        with self.assertRaisesRegex(backend_choices.ChoiceError, "family 'blake2' has no page rows"):
            table(desc, self.pages)


class Generator(unittest.TestCase):
    """sdkgen with a choice table of the test's, on the board with the ICM
    (the SAM4C: the AES accelerator runs aes, the ICM sha1 and sha256)."""

    board = board_with("icm")

    def generate(self, choices, *options):
        path = os.path.join(TMP, "choices_in.json")
        with open(path, "w") as f:
            json.dump(choices, f)
        out = os.path.join(TMP, "choices.zip")
        p = sdkgen(self.board, *options, "--choices=" + path, out=out)
        if p.returncode != 0:
            return p, None, None, None
        with zipfile.ZipFile(out) as z:
            (top,) = set(n.split("/")[0] for n in z.namelist())
            read = lambda name: z.read(top + "/" + name).decode("utf-8")
            return p, json.loads(read("sdk.json")), read("config/mcucrypt_config.h"), read("README.md")

    def choices(self, **software):
        """A table where the families named run faster in software (value:
        the ratio), the others on the driver (x2)."""
        families = {}
        for family, accel in backend_choices.driven_families(BOARD_DESC[self.board]):
            ratio = software.get(family, 2.0)
            cells = [dict(table="Hash", row="SHA-1", operation="Speed", unit="MB/s", software=10.0,
                          hardware=10.0 * ratio, ratio=ratio)]
            families[family] = dict(decide(cells), accelerator=accel, cells=cells)
        return {"boards": {self.board: {"families": families, "page": {}}}}

    def test_software_where_it_is_faster(self):
        p, summary, config, readme = self.generate(self.choices(sha1=0.5))
        self.assertEqual(p.returncode, 0, p.stderr)
        sha1, sha256 = summary["accelerated"]["sha1"], summary["accelerated"]["sha256"]
        self.assertEqual((sha1["on"], sha1["chosen_by"], sha1["ratio"]), (False, "pages", 0.5))
        self.assertTrue(sha1["library"].startswith("//crypto/"), sha1)
        self.assertNotIn(BOARD_DESC[self.board]["backends"]["sha1"], summary["drivers"])
        self.assertTrue(sha256["on"])
        self.assertIn(BOARD_DESC[self.board]["backends"]["sha256"], summary["drivers"])
        self.assertTrue(summary["accelerators"]["icm"])
        why = "software 2.00x faster than the driver (SHA-1 Speed: software 10.00, driver 5.000 MB/s)"
        self.assertEqual(sha1["why"], why)
        self.assertRegex(config, r"/\*   sha1 +software \(icm slower\)\n \*     %s \*/" % re.escape(why))
        self.assertIn("| `sha1` | software (`icm` slower) | %s |" % why, readme)
        self.assertIn("| `sha256` | `icm` (driver technique `icm`) | driver 2.00x faster than software", readme)
        self.assertIn("whichever of software and driver is faster on this board's benchmark pages", readme)

    def ec_mul_members(self, driver_curves):
        """The table with ec_mul decided per curve: the driver for the
        curves named (x2), software for the others (x0.5)."""
        choices = self.choices(ec_mul=0.8)
        members = {}
        for symbol, _ in backend_choices.FAMILY_MEMBERS["ec_mul"]:
            ratio = 2.0 if symbol in driver_curves else 0.5
            cells = [dict(table="EC Signature", row=symbol, operation="Generation", unit="ms", software=10.0,
                          hardware=10.0 / ratio, ratio=ratio)]
            members[symbol] = dict(decide(cells), cells=1)
        choices["boards"][self.board]["families"]["ec_mul"]["members"] = members
        return choices

    def test_curves_split_between_driver_and_software(self):
        """The SAM4C's CPKCC faster on brainpool 384/512 only: the driver's
        default file ships with the software's descriptor for every other
        curve, both libraries in the zip, and the header and README say which
        curve runs where."""
        p, summary, config, readme = self.generate(self.ec_mul_members({"mcu_bp384_mul", "mcu_bp512_mul"}))
        self.assertEqual(p.returncode, 0, p.stderr)
        ec = summary["accelerated"]["ec_mul"]
        self.assertTrue(ec["on"])
        self.assertEqual(ec["members"]["mcu_bp384_mul"], "driver")
        self.assertEqual(ec["members"]["mcu_p256_mul"], "software")
        self.assertTrue(ec["why"].startswith("per curve, the faster on the pages: the driver for mcu_bp384_mul, "
                                             "mcu_bp512_mul, software for the others"), ec["why"])
        self.assertTrue(summary["accelerators"]["cpkcc"])
        with zipfile.ZipFile(os.path.join(TMP, "choices.zip")) as z:
            (top,) = set(n.split("/")[0] for n in z.namelist())
            names = z.namelist()
            src = z.read(top + "/src/drivers/sam4c/ec_mul_default_cpkcc.cc").decode("utf-8")
        self.assertIn("const mcu_ec_mul_desc mcu_p256_mul = MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_SECP256R1, 32);", src)
        self.assertIn("const mcu_ec_mul_desc mcu_bp384_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_BRAINPOOLP384R1, 48);", src)
        self.assertIn('#include "crypto/ec/ec_mul_ct_portable.h"', src)
        self.assertEqual(len(re.findall(r"^const mcu_ec_mul_desc ", src, re.M)), 7)
        self.assertIn(top + "/src/crypto/ec/ec_mul_ct_portable.cc", names)
        self.assertNotIn(top + "/src/crypto/ec/ec_mul_default_ct_portable.cc", names)
        self.assertRegex(config, r"/\*     mcu_bp512_mul +cpkcc \*/")
        self.assertRegex(config, r"/\*     mcu_sm2_mul +software \*/")
        self.assertIn("| `mcu_bp384_mul` | `cpkcc` | driver 2.00x faster than software", readme)
        self.assertIn("| `mcu_p256_mul` | software | software 2.00x faster than the driver", readme)

    def test_curves_all_in_software_turn_the_family_off(self):
        p, summary, _, _ = self.generate(self.ec_mul_members(set()))
        self.assertEqual(p.returncode, 0, p.stderr)
        ec = summary["accelerated"]["ec_mul"]
        self.assertEqual((ec["on"], ec["members"]), (False, {}))
        self.assertTrue(ec["library"].startswith("//crypto/"), ec)

    def test_an_accelerator_slower_in_every_family_is_off(self):
        p, summary, config, readme = self.generate(self.choices(aes=0.9))
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertFalse(summary["accelerators"]["aes"])
        self.assertFalse(summary["accelerated"]["aes"]["on"])
        self.assertRegex(config, r"#define MCUCRYPT_ACCEL_AES +0 .*; software faster on the benchmark pages \*/")
        self.assertIn("| `aes` | no: software is faster on the benchmark pages |", readme)
        self.assertNotIn("no driver yet for aes", readme)

    def test_accelerators_override_the_pages(self):
        p, summary, config, readme = self.generate(self.choices(sha1=0.5, aes=0.9), "--accelerators=all")
        self.assertEqual(p.returncode, 0, p.stderr)
        for family, f in summary["accelerated"].items():
            self.assertTrue(f["on"], family)
            self.assertEqual(f["chosen_by"], "--accelerators")
            self.assertEqual(f["why"], "--accelerators=all: %s on" % f["accelerator"])
        self.assertIn("This SDK was generated with `--accelerators`", readme)
        self.assertIn("the accelerators the SDK was generated with (--accelerators)", config)

    def test_a_family_the_table_lacks_keeps_the_driver(self):
        p, summary, _, readme = self.generate({"boards": {}})
        self.assertEqual(p.returncode, 0, p.stderr)
        for family, f in summary["accelerated"].items():
            self.assertTrue(f["on"], family)
            self.assertTrue(f["why"].startswith("not measured"), f)

    def test_figures_of_another_accelerator_are_not_measured(self):
        """A table written before the description moved a family to another
        accelerator: its figures are not the driver's, so the driver stays."""
        choices = self.choices(sha1=0.5)
        choices["boards"][self.board]["families"]["sha1"]["accelerator"] = "cpkcc"
        p, summary, _, _ = self.generate(choices)
        self.assertEqual(p.returncode, 0, p.stderr)
        sha1 = summary["accelerated"]["sha1"]
        self.assertTrue(sha1["on"])
        self.assertEqual(sha1["why"], "not measured: the choice table's figures are cpkcc's, so the driver stays")

    def test_a_table_of_other_boards_is_refused(self):
        p, _, _, _ = self.generate({"boards": {"frdm_k99": {"families": {}}}})
        self.assertEqual(p.returncode, 2)
        self.assertIn("names boards the description lacks: frdm_k99", p.stderr)


if __name__ == "__main__":
    result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(unittest.defaultTestLoader.loadTestsFromModule(
        sys.modules[__name__]))
    print("tests run: %d" % result.testsRun)
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
