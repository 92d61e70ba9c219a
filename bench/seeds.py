"""Reads the seed benchmark pages (../shared/seeds/*.txt): CycloneCRYPTO 2.5.0
on each board, as copied from the vendor's web pages.

Two layouts occur: tables whose cells run together ("SHA-2562.406 MB/s4.113
MB/s", the K66 and SAM4C pages) and Markdown-like tables with pipes (the PIC32MZ
W1 page). A run-together row is split at a row name this module knows
(ROW_NAMES) or, for names ending in ")", at the parenthesis; anything else is an
error, never a guess.
"""

import re

# The seven tables, in the seed pages' order, and their unit.
TABLES = [
    ("Cipher", "Cipher Algorithms", "MB/s"),
    ("AEAD", "AEAD Algorithms", "MB/s"),
    ("Hash", "Hash Algorithms", "MB/s"),
    ("Signature", "Signature Algorithms", "ms"),
    ("EC Signature", "EC Signature Algorithms", "ms"),
    ("Key Exchange", "Key Exchange Algorithms", "ms"),
    ("EC Key Exchange", "EC Key Exchange Algorithms", "ms"),
]

# Row names whose run-together form is ambiguous (they end in a digit).
ROW_NAMES = [
    "3DES-CBC", "3DES-CTR",
    "AES128-CBC", "AES192-CBC", "AES256-CBC", "AES128-CTR", "AES192-CTR", "AES256-CTR",
    "SM4-CBC", "SM4-CTR",
    "AES128-GCM", "AES192-GCM", "AES256-GCM", "AES128-CCM", "AES192-CCM", "AES256-CCM",
    "SM4-GCM", "SM4-CCM", "Ascon-AEAD128", "ChaCha20Poly1305",
    "MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512",
    "SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512", "SM3", "Ascon-Hash256",
    "SM2",
]

# Column heading -> records.proto Operation name.
OPERATIONS = {
    "Encryption": "ENCRYPTION",
    "Decryption": "DECRYPTION",
    "Speed": "HASH",
    "Generation": "SIGNATURE_GENERATION",
    "Verification": "SIGNATURE_VERIFICATION",
    "Public Key Generation": "PUBLIC_KEY_GENERATION",
    "Shared Secret Computation": "SHARED_SECRET",
}

_FIGURE = r"(?:(\d+(?:\.\d+)?) (MB/s|ms)|-)"
_CELLS = re.compile(r"^(?:%s)+$" % _FIGURE)
_CELL = re.compile(_FIGURE)
_HEADING = re.compile(r"([A-Za-z][A-Za-z ]*?)\s*\((Software|Hardware)\)")


class SeedError(ValueError):
    pass


def _cells(text):
    """'0.483 MB/s-2.3 MB/s' -> [(0.483, 'MB/s'), None, (2.3, 'MB/s')]."""
    out = []
    for m in _CELL.finditer(text.replace("|", "").strip()):
        out.append((float(m.group(1)), m.group(2)) if m.group(1) else None)
    return out


def _split_run_together(line, ncols):
    squeezed = line.strip()
    for name in sorted(ROW_NAMES, key=len, reverse=True):
        rest = squeezed[len(name):]
        if squeezed.startswith(name) and _CELLS.match(rest) and len(_cells(rest)) == ncols:
            return name, _cells(rest)
    m = re.match(r"^(.*\))(.*)$", squeezed)
    if m and _CELLS.match(m.group(2)) and len(_cells(m.group(2))) == ncols:
        return m.group(1), _cells(m.group(2))
    raise SeedError("cannot split seed row %r into a name and %d figures" % (line, ncols))


def parse(text):
    """The page as a dict: title, clock line, library/compiler lines, and
    tables [{name, unit, columns: [{heading, kind, operation}], rows: [{name,
    cells: [(value, unit) | None]}]}] in the page's order."""
    lines = text.splitlines()
    page = {"title": lines[0].strip(), "cpu": lines[1].strip(), "generated_with": "", "compiled_with": ""}
    starts = []
    for i, line in enumerate(lines):
        for key, title, unit in TABLES:
            if line.strip() == title:
                starts.append((i, key, unit))
    if [s[1] for s in starts] != [t[0] for t in TABLES]:
        raise SeedError("seed page tables %s, expected %s" % ([s[1] for s in starts], [t[0] for t in TABLES]))
    tables = []
    for n, (start, key, unit) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(lines)
        chunk = lines[start + 1:end]
        for line in chunk:
            m = re.search(r"Benchmark generated with (.*)$", line)
            if m:
                page["generated_with"] = m.group(1).strip()
            m = re.search(r"Compiled using (.*)$", line)
            if m:
                page["compiled_with"] = m.group(1).strip()
        # The heading runs from the "Algorithm" line to the last "(Software)"/"(Hardware)".
        first = next(i for i, l in enumerate(chunk) if re.match(r"^\|?\s*Algorithm\b", l))
        last = max(i for i, l in enumerate(chunk) if re.search(r"\((Software|Hardware)\)", l))
        heading = " ".join(chunk[first:last + 1]).replace("|", " ").replace("\t", " ")
        heading = re.sub(r"^\s*Algorithm\s+", "", heading)
        columns = []
        for h, kind in _HEADING.findall(heading):
            h = re.sub(r"\s+", " ", h).strip()
            if h not in OPERATIONS:
                raise SeedError("unknown column heading %r in %s" % (h, key))
            columns.append({"heading": h, "kind": kind, "operation": OPERATIONS[h]})
        rows = []
        for line in chunk[last + 1:]:
            s = line.strip()
            if not s or re.match(r"^\|?[-| ]+\|?$", s):
                continue
            if s.startswith("|"):
                parts = [p.strip() for p in s.strip("|").split("|")]
                name, cells = parts[0], [_cells(p)[0] if _cells(p) else None for p in parts[1:]]
            else:
                name, cells = _split_run_together(s, len(columns))
            if len(cells) != len(columns):
                raise SeedError("row %r of %s has %d figures, expected %d" % (name, key, len(cells), len(columns)))
            for c in cells:
                if c is not None and c[1] != unit:
                    raise SeedError("row %r of %s: unit %s, expected %s" % (name, key, c[1], unit))
            rows.append({"name": name, "cells": cells})
        tables.append({"name": key, "unit": unit, "columns": columns, "rows": rows})
    page["tables"] = tables
    return page
