load("//platforms:boards.bzl", "BOARD_NAMES")

"""mcucrypt's build macros: the project's warning flags and test wiring.

mcu_cc_library: project code, warnings as errors, no exceptions or RTTI.
mcu_cc_test: a GoogleTest binary that runs on the host and, built with
  --config=<board>, on that board's core under emulation.
"""

# Warnings are errors in project code (never in third-party code).
WARNING_COPTS = [
    "-Wall",
    "-Wextra",
    "-Werror",
    "-Wshadow",
    "-Wcast-align",
    "-Wconversion",
    "-Wno-sign-conversion",
]

# The crypto core is freestanding C++17: no exceptions, no RTTI, no heap.
LIBRARY_COPTS = WARNING_COPTS + [
    "-fno-exceptions",
    "-fno-rtti",
]

# Tests may use the hosted standard library; they keep every warning check
# but -Wconversion, which GoogleTest's macros trip over.
TEST_COPTS = [
    "-Wall",
    "-Wextra",
    "-Werror",
    "-Wshadow",
]

# A test's own code for a board core at -O1, not the cross toolchains' -O2:
# the libraries' objects under test build as they always are (only a crypto
# header's inline code that a test calls itself compiles with the test's
# flags); a test's vectors and GoogleTest's assertions only need to run. Compiling some 160
# test files per board configuration is a large part of each board stage of
# tools/test.sh, and at -O2 one takes about 1.5x its time at -O1 (aes_test
# for the Cortex-M4: 22.5 s against 15.2 s on a loaded machine). The host's
# fastbuild is -O0 already.
_TEST_BOARD_COPTS = select({
    "//platforms/constraints:is_host": [],
    "//conditions:default": ["-O1"],
})

def mcu_cc_library(name, copts = [], **kwargs):
    native.cc_library(name = name, copts = LIBRARY_COPTS + copts, **kwargs)

# The suites of the algorithm families a board's accelerator drivers take over
# (drivers/): tagged `accelerated`, they run in the board simulator too
# (--config=<c>_sim), where the drivers and their peripheral models are, with
# the tests tagged board_sim (the drivers' own). Every other suite runs only
# its core's code, which QEMU (--config=<c>) already runs on the same core:
# the simulator, slower, does not run it again. Nor does it run, in these
# packages, the tests that link one software technique directly (tagged
# no_sim in their BUILD files): only what goes through the board's backend
# can reach a driver.
ACCELERATED_TEST_PACKAGES = [
    "tests/crypto",  # the package itself: status, mem, ct helpers (quick)
    "tests/crypto/aes",
    "tests/crypto/ccm",
    "tests/crypto/des",
    "tests/crypto/gcm",
    "tests/crypto/mac",
    "tests/crypto/md5",
    "tests/crypto/modes",
    "tests/crypto/platform",
    "tests/crypto/rand",
    "tests/crypto/sha1",
    "tests/crypto/sha2",
    "tests/drivers",
    "tests/wycheproof",
]

# The public-key suites run in a board's simulator only on the boards whose
# description gives their family (platforms/backends.bzl) a driver: each is
# tagged accelerated_<family>, and platforms/boards.bzl adds those tags to the
# board's --config=<c>_sim filter. Without a public-key driver a board's
# simulator would only run the core's software again, slowly, as QEMU already
# does. A test names its own families with accelerated_by (e.g. a
# Wycheproof file of one family); the package's are the default.
PK_TEST_PACKAGES = {
    "tests/crypto/bignum": ["modexp"],
    "tests/crypto/dh": ["modexp"],
    "tests/crypto/dsa": ["modexp"],
    "tests/crypto/rsa": ["modexp"],
    "tests/crypto/ec": ["ec_mul"],
    "tests/crypto/sm2": ["ec_mul"],
    "tests/crypto/curve25519": ["x25519_mul", "ed25519_mul", "x448_mul", "ed448_mul"],
}

def _accelerated(package):
    for p in ACCELERATED_TEST_PACKAGES:
        if package == p or (p != "tests/crypto" and package.startswith(p + "/")):
            return True
    return False

def _accelerated_tags(package, accelerated_by):
    if accelerated_by != None:
        return ["accelerated_" + f for f in accelerated_by]
    if _accelerated(package):
        return ["accelerated"]
    return ["accelerated_" + f for f in PK_TEST_PACKAGES.get(package, [])]

def mcu_cc_test(name, deps = [], copts = [], host_only = False, accelerated_by = None, **kwargs):
    """A GoogleTest test for the host and every board core.

    host_only: for tests that need the host (tools, fuzzers); they are
    skipped, not failed, in a board build.
    accelerated_by: the backend families (platforms/backends.bzl) whose
    drivers this test reaches, when not its package's (PK_TEST_PACKAGES,
    ACCELERATED_TEST_PACKAGES): it runs in the simulator of the boards that
    give one of them a driver.
    """
    compat = ["//platforms/constraints:host"] if host_only else []
    kwargs.setdefault("size", "small")
    kwargs["tags"] = kwargs.get("tags", []) + _accelerated_tags(native.package_name(), accelerated_by)
    native.cc_test(
        name = name,
        copts = TEST_COPTS + _TEST_BOARD_COPTS + copts,
        deps = deps + ["@googletest//:gtest_main"] + select({
            "//platforms/constraints:is_cortex_m4": ["//platforms/emulation:mps2_an386_runtime"],
            "//conditions:default": [],
        }),
        # GoogleTest needs a C library: not in firmware builds.
        target_compatible_with = compat + kwargs.pop("target_compatible_with", []) + select({
            "//platforms:is_bare_metal": ["//platforms/constraints:incompatible"],
            "//conditions:default": [],
        }),
        **kwargs
    )

_BOARDS = BOARD_NAMES

def mcu_firmware(name, deps = [], copts = [], linkopts = [], board = None, console = None, **kwargs):
    """Firmware for a board's own memory map (the simulator, a real board).

    Built for whichever board platform is current (bazel build --config=k66,
    or a sim_test's transition); freestanding: the board runtime
    (//platforms/runtime) supplies start-up, memcpy & co. and board I/O.
    board: for firmware written for one board's peripherals only.
    console: "uart" for an image that talks over the board's debug UART
    whatever --//platforms/runtime:console says (//platforms/runtime:runtime_uart);
    by default the flag's console (host services; the UART under
    --config=<board>_board).
    """
    script = {
        "//platforms/constraints:is_" + board: ["//platforms:%s_firmware" % board]
        for board in _BOARDS
    }
    script["//conditions:default"] = []  # the host: incompatible, never linked
    script_flag = {
        "//platforms/constraints:is_" + board: ["-Wl,-T,$(location //platforms:%s_firmware)" % board]
        for board in _BOARDS
    }
    script_flag["//conditions:default"] = []
    native.cc_binary(
        name = name,
        copts = WARNING_COPTS + copts,
        deps = deps + ["//platforms/runtime:runtime_uart" if console == "uart" else "//platforms/runtime"],
        additional_linker_inputs = select(script),
        linkopts = linkopts + ["-nostdlib", "-nostartfiles"] + select(script_flag) + ["-lgcc"],
        # Only in firmware builds (//platforms:bare_metal): a sim_test, or
        # --config=<board>_firmware.
        target_compatible_with = select({
            "//platforms:is_bare_metal": ["@platforms//os:none"],
            "//conditions:default": ["//platforms/constraints:incompatible"],
        }) + (["//platforms/constraints:" + board] if board else []),
        **kwargs
    )
