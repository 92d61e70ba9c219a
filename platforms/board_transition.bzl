"""The one board transition: builds a dependency as firmware for a board.

Used by everything that builds a board's image from a host build: the
simulator tests and runs (tools/sim/sim_test.bzl: sim_test, sim_run, so the
benchmark too) and the SDK manifest (gen/sdk.bzl). It sets, from the board's
description (boards.bzl): the platform, bare metal, the
board's firmware copts (without another board's, or the host sanitizers'),
and the backend flag of every algorithm family (backends.bzl) to the
board's choice, unless the command line chose one.

The rule using it needs a `board` string attribute and the
function-transition allowlist. It leaves the console alone: an image for the
board's UART says so itself (mcu_firmware(console = "uart")), so it shares
every other object with the board's other images instead of building them
all again in a configuration of its own.
"""

load(":backends.bzl", "BACKEND_FAMILIES")
load(":boards.bzl", "BOARDS")

def _host_only(flags):
    """Drops the host sanitizer flags (--config=asan / ubsan): the board
    toolchains have no sanitizer runtimes, and firmware never runs on the host."""
    return [f for f in flags if not f.startswith("-fsanitize") and not f.startswith("-fno-sanitize")]

def _firmware_copts(copts, board):
    """The command line's copts with this board's firmware flags, and without
    another board's (a --config=pic32mzw1_firmware build reaching an Arm board)."""
    others = []
    for b in BOARDS.values():
        others += b.firmware_copts
    return [c for c in _host_only(copts) if c not in others] + BOARDS[board].firmware_copts

def _label_name(label):
    text = str(label)
    return text[1:] if text.startswith("@//") else text

def _impl(settings, attr):
    board = BOARDS[attr.board]
    out = {
        "//command_line_option:platforms": "//platforms:" + attr.board,
        "//platforms:bare_metal": True,
        "//command_line_option:copt": _firmware_copts(settings["//command_line_option:copt"], attr.board),
        "//command_line_option:linkopt": _host_only(settings["//command_line_option:linkopt"]),
    }
    for family, f in BACKEND_FAMILIES.items():
        current = _label_name(settings[f.flag])
        out[f.flag] = board.backends[family] if current == f.default else current
    # A rule with software_only = True builds with the board's drivers off;
    # their named descriptors (mcu_aes128_mmcau, ...) stay linkable. (The
    # benchmark builds with them on and names its software techniques
    # itself: bench/bench_software.h.)
    out["//drivers:accelerators"] = False if getattr(attr, "software_only", False) else settings["//drivers:accelerators"]
    return out

_FLAGS = [f.flag for f in BACKEND_FAMILIES.values()]

board_transition = transition(
    implementation = _impl,
    inputs = ["//command_line_option:copt", "//command_line_option:linkopt", "//drivers:accelerators"] + _FLAGS,
    outputs = [
        "//command_line_option:platforms",
        "//platforms:bare_metal",
        "//command_line_option:copt",
        "//command_line_option:linkopt",
        "//drivers:accelerators",
    ] + _FLAGS,
)
