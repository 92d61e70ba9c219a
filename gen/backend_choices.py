#!/usr/bin/python3
"""backend_choices: which of software and driver each board's SDK runs, per
algorithm family, from the benchmark pages (issue 18).

For every family a driver of the board can take (BOARDS[board].drivers,
platforms/boards.bzl), the page's rows that family serves (FAMILY_ROWS) are
compared cell by cell: each operation measured both in Software and in
Hardware gives a ratio, the driver's speed over the software's (MB/s, or the
inverse of ms). The verdict is the geometric mean of those ratios, so one row
cannot outvote the others by its size and a mixed verdict (CBC encryption
faster, a hash slower) is weighed rather than counted: the driver when the
mean is at least 1, software when it is below. A family with no such pair on
the page (no Hardware figure, or no row at all: an entropy source) keeps the
driver, "not measured".

  backend_choices.py --boards=boards.json --pages=DIR --out=FILE

reads DIR/<board>.json (bench/report.py's pages, bench/report.schema.json)
for each board of the description and writes the table, which the SDK
generator reads (gen/sdkgen.py --choices): gen/backend_choices.json is the
committed one, and tools/main.sh rewrites it from the pages it has just
written, before it builds the SDK zips.
"""

import argparse
import json
import math
import os
import re
import sys

# family (platforms/backends.bzl) -> the page rows it serves: (table, row
# pattern, matched whole). A family with no row (an entropy source) is never
# measured. A row may be served by more than one family (GCM: the block
# cipher's and GHASH's); each weighs it for itself.
FAMILY_ROWS = {
    "aes": [("Cipher", r"AES\d+-\w+"), ("AEAD", r"AES\d+-\w+")],
    "des": [("Cipher", r"3?DES-\w+")],
    "sm4": [("Cipher", r"SM4-\w+"), ("AEAD", r"SM4-\w+")],
    "ghash": [("AEAD", r"\w+-GCM")],
    "md5": [("Hash", r"MD5")],
    "sha1": [("Hash", r"SHA-1")],
    # SHA-224 is SHA-256's compression with another IV and a shorter output.
    "sha256": [("Hash", r"SHA-(224|256)")],
    "sha512": [("Hash", r"SHA-(384|512)(/\d+)?")],
    "sm3": [("Hash", r"SM3")],
    "keccak": [("Hash", r"SHA3-\d+")],
    "ascon": [("AEAD", r"Ascon-\w+"), ("Hash", r"Ascon-\w+")],
    "chacha20": [("AEAD", r"X?ChaCha20Poly1305")],
    "poly1305": [("AEAD", r"X?ChaCha20Poly1305")],
    # Modular exponentiation: RSA, DSA and Diffie-Hellman.
    "modexp": [("Signature", r"(RSA|DSA) \(\d+ bits\)"), ("Key Exchange", r"Diffie-Hellman \(\d+ bits\)")],
    # The Weierstrass curves' scalar multiplication: ECDSA, SM2, ECDH.
    "ec_mul": [("EC Signature", r"ECDSA \(\w+\)|SM2"), ("EC Key Exchange", r"ECDH \((secp|brainpoolP)\w+\)|ECDH \(SM2\)")],
    "x25519_mul": [("EC Key Exchange", r"ECDH \(X25519\)")],
    "ed25519_mul": [("EC Signature", r"EdDSA \(Ed25519\)")],
    "x448_mul": [("EC Key Exchange", r"ECDH \(X448\)")],
    "ed448_mul": [("EC Signature", r"EdDSA \(Ed448\)")],
    "rng_entropy": [],
}

# A family whose descriptors are one per member (the scalar multiplication:
# one per curve) is also decided per member: the member's rows only, by the
# same rule. The SDK sets each member's descriptor (the symbol) from the
# driver's or the software's default file, whichever is faster for it; a
# member with no figures takes the family's verdict. (member symbol, row
# pattern, matched whole.)
FAMILY_MEMBERS = {
    "ec_mul": [
        ("mcu_p256_mul", r"(ECDSA|ECDH) \(secp256r1\)"),
        ("mcu_p384_mul", r"(ECDSA|ECDH) \(secp384r1\)"),
        ("mcu_p521_mul", r"(ECDSA|ECDH) \(secp521r1\)"),
        ("mcu_bp256_mul", r"(ECDSA|ECDH) \(brainpoolP256r1\)"),
        ("mcu_bp384_mul", r"(ECDSA|ECDH) \(brainpoolP384r1\)"),
        ("mcu_bp512_mul", r"(ECDSA|ECDH) \(brainpoolP512r1\)"),
        ("mcu_sm2_mul", r"SM2|ECDH \(SM2\)"),
    ],
}

RULE = (
    "per family a driver of the board can take: the geometric mean, over every operation of the family's page rows "
    "measured both in Software and in Hardware, of the driver's speed over the software's (MB/s, or 1/ms); the "
    "driver when it is at least 1, software below; the driver, 'not measured', where no operation has both figures; "
    "a family with one descriptor per member (ec_mul: per curve) is decided per member the same way, over that "
    "member's rows, a member with no such operation taking the family's verdict"
)


class ChoiceError(Exception):
    """A page or description the table cannot be computed from: exit status 2."""


def _digits(x):
    return float("%.4g" % x)


def _figure(cell):
    """(value, unit, speed) of a measured cell; speed grows with the figure's
    goodness (MB/s as is, ms inverted)."""
    if "mb_per_s" in cell:
        return cell["mb_per_s"], "MB/s", cell["mb_per_s"]
    return cell["ms"], "ms", 1.0 / cell["ms"]


def family_cells(page, family):
    """The operations of the family's rows measured both ways on the page:
    dicts table, row, operation (the column heading), unit, software,
    hardware, ratio (the driver's speed over the software's)."""
    patterns = FAMILY_ROWS[family]
    out = []
    # A table's rows only: its opt-in lines (schema 3's opt_in_rows, table
    # techniques that are not constant-time) are never an SDK's default.
    for t in page["tables"]:
        wanted = [re.compile(p) for table, p in patterns if table == t["name"]]
        if not wanted:
            continue
        for row in t["rows"]:
            if not any(p.fullmatch(row["name"]) for p in wanted):
                continue
            by_column = {}
            for col, cell in zip(t["columns"], row["cells"]):
                if cell["status"] == "measured":
                    by_column[(col["heading"], col["kind"])] = cell
            for col in t["columns"]:
                if col["kind"] != "Software":
                    continue
                sw = by_column.get((col["heading"], "Software"))
                hw = by_column.get((col["heading"], "Hardware"))
                if sw is None or hw is None:
                    continue
                sw_value, unit, sw_speed = _figure(sw)
                hw_value, _, hw_speed = _figure(hw)
                out.append(dict(table=t["name"], row=row["name"], operation=col["heading"], unit=unit,
                                software=sw_value, hardware=hw_value, ratio=_digits(hw_speed / sw_speed)))
    return out


def decide(cells):
    """The verdict on a family's cells (family_cells): choice ("driver" or
    "software"), the geometric mean of the ratios, the operations where the
    driver is faster, the representative cell (the one whose ratio is nearest
    the mean, first on the page on a tie) and why, in words."""
    if not cells:
        return dict(choice="driver", ratio=None, driver_faster=0, compared=0, figures=None,
                    why="not measured: no operation of this family on the page has both a Software and a Hardware "
                        "figure, so the driver stays")
    mean = math.exp(sum(math.log(c["ratio"]) for c in cells) / len(cells))
    shown = min(cells, key=lambda c: abs(math.log(c["ratio"] / mean)))
    faster = sum(1 for c in cells if c["ratio"] >= 1.0)
    figures = "%s %s: software %s, driver %s %s" % (
        shown["row"], shown["operation"], "%#.4g" % shown["software"], "%#.4g" % shown["hardware"], shown["unit"])
    of = "geometric mean of %d operations, the driver faster in %d of them; e.g. %s" % (len(cells), faster, figures)
    if len(cells) == 1:
        of = figures
    if mean >= 1.0:
        choice, why = "driver", "driver %.2fx faster than software (%s)" % (mean, of)
    else:
        choice, why = "software", "software %.2fx faster than the driver (%s)" % (1.0 / mean, of)
    return dict(choice=choice, ratio=_digits(mean), driver_faster=faster, compared=len(cells),
                figures=dict(row=shown["row"], operation=shown["operation"], unit=shown["unit"],
                             software=shown["software"], hardware=shown["hardware"]),
                why=why)


def member_choices(family, cells, verdict):
    """symbol -> the verdict on that member's cells (decide), or the
    family's verdict, "not measured" for the member, where it has none."""
    out = {}
    for symbol, pattern in FAMILY_MEMBERS[family]:
        p = re.compile(pattern)
        mine = [c for c in cells if p.fullmatch(c["row"])]
        if mine:
            out[symbol] = dict(decide(mine), cells=len(mine))
        else:
            out[symbol] = dict(choice=verdict["choice"], ratio=None, driver_faster=0, compared=0, figures=None,
                               cells=0, why="not measured for this curve: the family's verdict (%s)" % verdict["choice"])
    return out


def driven_families(board):
    """(family, accelerator) of each family a driver of the board takes."""
    return [(f, d["accelerator"]) for d in board.get("drivers", []) for f in d.get("families", [])]


def board_choices(board_name, board, page):
    if page["board"] != board_name:
        raise ChoiceError("the page for %s is %s's" % (board_name, page["board"]))
    families = {}
    for family, accelerator in driven_families(board):
        if family not in FAMILY_ROWS:
            raise ChoiceError("%s: family %r has no page rows in gen/backend_choices.py (FAMILY_ROWS): say which "
                              "rows it serves, or [] for none" % (board_name, family))
        cells = family_cells(page, family)
        families[family] = dict(decide(cells), accelerator=accelerator, cells=cells)
        if family in FAMILY_MEMBERS:
            families[family]["members"] = member_choices(family, cells, families[family])
    return dict(
        page=dict(iterations=page["iterations"], message_bytes=page["message_bytes"],
                  cycle_model=page["cycle_model"], simulator_flags=page["simulator_flags"]),
        families=families,
    )


def table(boards, pages):
    """boards: //platforms:boards' JSON; pages: board -> page. The table of
    choices of every board of the description."""
    missing = [b for b in boards if b not in pages]
    if missing:
        raise ChoiceError("no page for %s" % ", ".join(missing))
    return dict(
        about="Which of software and driver each board's SDK runs per algorithm family, from the benchmark "
              "pages (gen/backend_choices.py; tools/main.sh rewrites this file from the pages it writes)",
        rule=RULE,
        boards={b: board_choices(b, boards[b], pages[b]) for b in boards},
    )


def dumps(t):
    return json.dumps(t, indent=1, sort_keys=True) + "\n"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--boards", required=True, help="//platforms:boards' JSON")
    p.add_argument("--pages", required=True, help="the folder of the pages, <board>.json (bench/report.py --out)")
    p.add_argument("--out", required=True, help="the table to write (gen/backend_choices.json)")
    args = p.parse_args(argv)
    try:
        with open(args.boards, encoding="utf-8") as f:
            boards = json.load(f)
        pages = {}
        for b in boards:
            path = os.path.join(args.pages, b + ".json")
            if os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    pages[b] = json.load(f)
        t = table(boards, pages)
    except ChoiceError as e:
        print("backend_choices: error: %s" % e, file=sys.stderr)
        return 2
    text = dumps(t)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    for b, bc in t["boards"].items():
        for family, c in sorted(bc["families"].items()):
            print("backend_choices: %-16s %-12s %-8s %s" % (b, family, c["choice"], c["why"]))
            for symbol, m in sorted(c.get("members", {}).items()):
                print("backend_choices: %-16s   %-14s %-8s %s" % (b, symbol, m["choice"], m["why"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
