"""A board's facts live in its description only.

Fails when a board's name, or a peripheral's base address (0x%08X, any
case, with or without a C suffix), appears in a file other than:
  - the description: platforms/boards.bzl, platforms/backends.bzl;
  - files generated from it: platforms/boards.bazelrc;
  - the board's own runtime file: platforms/runtime/boards/<board>.c;
  - the board's simulator models: tools/sim/models/<dir>/, where <dir> is
    the longest folder name that begins one of the board's model names
    (k66 for k66_mmcau, sam4c_cpkcl for sam4c_cpkcl), and its drivers and
    their tests, drivers/<dir>/ and tests/drivers/<dir>/;
  - the board's own peripheral tests: tests/firmware/<config>/;
  - and the exceptions below, each with its reason.
Usage: description_test.py BOARDS_JSON WORKSPACE_FILE
"""

import json
import os
import re
import sys

# Files that may name boards or their addresses, and why. Keep it short.
EXCEPTIONS = {
    # Documentation: prose about the boards.
    "*.md": "documentation",
    # The cycle-model tests run code at two boards' memory maps and check
    # their wait states against the figures the boards' datasheets give.
    "tests/sim/": "simulator tests on the boards' memory maps",
    # The SDK tests check each board's vendor IDE project by name.
    "tests/gen/sdk_test.py": "per-board IDE project checks",
    # The demonstration that a fourth board touches only its own files
    # copies one board's entry and runtime file by name.
    "platforms/fourth_board_demo.sh": "builds a fourth board from one board's facts",
    # Generated from the description and the benchmark pages: the software
    # or driver choice per board and family (gen/backend_choices.py).
    "gen/backend_choices.json": "the pages' choices per board",
    # The report's tests run it on fixtures that name real boards.
    "bench/report_test.py": "report fixtures for named boards",
    # The board-to-board ratios compare every board with one reference
    # board, the K66, as issue 19 asks.
    "bench/report_ratios.py": "the ratios' reference board",
}

# One value in one file that is not what it looks like.
COINCIDENCES = {
    ("tools/sim/models/k66/mmcau_library_sequences.cc", 0x40000000): "a bit in a table of masks",
    ("crypto/ec/ec_curves.cc", 0x40000000): "a word of a curve constant",
}

SKIP_DIRS = (".", "bazel-")


def allowed_paths(boards, models_dirs):
    # The description, what is generated from it, and this check.
    allowed = {"platforms/boards.bzl", "platforms/backends.bzl", "platforms/boards.bazelrc",
               "platforms/description_test.py"}
    own = {}
    for name, board in boards.items():
        paths = {"platforms/runtime/boards/%s.c" % name, "tests/firmware/%s/" % board["config"]}
        for p in board["peripherals"]:
            if not p["model"]:
                continue
            dirs = [d for d in models_dirs if p["model"] == d or p["model"].startswith(d + "_")]
            if dirs:
                # The part's models, and its drivers and their tests (drivers/<part>).
                part = max(dirs, key=len)
                paths.update({"tools/sim/models/%s/" % part, "drivers/%s/" % part,
                              "tests/drivers/%s/" % part})
        own[name] = paths
    return allowed, own


def matches(rel, patterns):
    for pattern in patterns:
        if pattern.startswith("*"):
            if rel.endswith(pattern[1:]):
                return True
        elif pattern.endswith("/"):
            if rel.startswith(pattern):
                return True
        elif rel == pattern:
            return True
    return False


def main():
    boards = json.load(open(sys.argv[1]))
    root = os.path.dirname(os.path.realpath(sys.argv[2]))
    models_dirs = sorted(os.listdir(os.path.join(root, "tools/sim/models")))
    allowed, own = allowed_paths(boards, models_dirs)
    facts = []  # (regex, boards it belongs to, what, address)
    for name in boards:
        facts.append((re.compile(r"\b%s\b" % re.escape(name)), [name], "board name", None))
    owners = {}  # address -> (boards with a peripheral there, its name)
    for name, board in boards.items():
        for p in board["peripherals"]:
            owners.setdefault(p["base"], ([], p["name"]))[0].append(name)
    for address, (names, what) in sorted(owners.items()):
        facts.append((re.compile(r"\b0x%08x(?:u|ul)?\b" % address, re.I), names,
                      "%s address 0x%08X" % (what, address), address))
    problems = []
    scanned = 0
    for dirpath, dirnames, filenames in os.walk(root):
        # Not the main job's output (out/, ignored by git: its pages name every
        # board) nor Python caches.
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(SKIP_DIRS) and d != "__pycache__"
                             and not (dirpath == root and d == "out"))
        for filename in sorted(filenames):
            path = os.path.join(dirpath, filename)
            rel = os.path.relpath(path, root)
            if rel in allowed or matches(rel, EXCEPTIONS):
                continue
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
            except (UnicodeDecodeError, OSError):
                continue  # binary
            scanned += 1
            for regex, names, what, address in facts:
                if any(matches(rel, own[b]) for b in names) or (rel, address) in COINCIDENCES:
                    continue
                for m in regex.finditer(text):
                    line = text.count("\n", 0, m.start()) + 1
                    problems.append("%s:%d: %s of %s outside its description" % (rel, line, what, ", ".join(names)))
    for p in problems:
        print(p)
    if problems:
        print("%d place(s): move the fact into platforms/boards.bzl (board_regs.h, BOARD_NAMES, "
              "//platforms:boards) or list the file in EXCEPTIONS with a reason" % len(problems))
        return 1
    print("description_test: %d files scanned, no board fact outside its description" % scanned)
    return 0


if __name__ == "__main__":
    sys.exit(main())
