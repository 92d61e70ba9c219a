"""The boards mcucrypt supports: one description each, the one source of truth.

Platforms, toolchain choice and the emulator runner come from here; later
stages (board simulator, SDK generator) read the same data exported as JSON by
//platforms:boards_json.
"""

BOARDS = {
    "frdm_k66f": struct(
        config = "k66",
        title = "NXP FRDM-K66F (Kinetis MK66FN2M0VMD18)",
        mcu = "MK66FN2M0VMD18",
        core = "cortex_m4",
        fpu = "fpv4_sp_d16",
        clock_hz = 180000000,
        # Flash at 180 MHz: the flash clock is at most 28 MHz, so an uncached
        # fetch costs about 7 core cycles [assumption: FMC cache not modelled].
        flash_wait_states = 6,
        memory = [
            struct(name = "flash", base = 0x00000000, size = 2 * 1024 * 1024, flash = True),
            struct(name = "sram_l", base = 0x1FFF0000, size = 64 * 1024, flash = False),
            struct(name = "sram_u", base = 0x20000000, size = 192 * 1024, flash = False),
        ],
        peripherals = [
            struct(model = "k66_mmcau", base = 0xE0081000),
            struct(model = "k66_rnga", base = 0x400A0000),
            # SIM: clock gates (SCGC3 bit 0 gates the RNGA), kept as plain registers.
            struct(model = "register_file", base = 0x40047000, size = 0x2000),
        ],
        accelerators = ["mmcau", "rnga"],
        # Driver libraries (drivers/<part>/...) the SDK zip and board builds use; none yet.
        drivers = [],
        firmware_copts = [],
        emulator = "qemu_mps2_an386",
        vendor_ide = "MCUXpresso",
    ),
    "atsam4c32_ek": struct(
        config = "sam4c",
        title = "Microchip ATSAM4C32-EK (ATSAM4C32C, core 0)",
        mcu = "ATSAM4C32C",
        core = "cortex_m4",
        fpu = "soft_float",
        clock_hz = 120000000,
        # EEFC FWS at 120 MHz [assumption from the SAM4 family tables].
        flash_wait_states = 5,
        memory = [
            struct(name = "flash0", base = 0x01000000, size = 1024 * 1024, flash = True),
            struct(name = "flash1", base = 0x01100000, size = 1024 * 1024, flash = True),
            struct(name = "sram", base = 0x20000000, size = 256 * 1024, flash = False),
            # CPKCC crypto RAM (operands of the CPKCL ROM services).
            struct(name = "cpkcc_ram", base = 0x20191000, size = 0x1000, flash = False),
        ],
        peripherals = [
            struct(model = "sam4c_aes", base = 0x40000000),
            struct(model = "sam4c_icm", base = 0x40044000),
            struct(model = "sam4c_trng", base = 0x40048000),
            struct(model = "sam4c_cpkcl", base = 0x20180000),
            # PMC: peripheral clock enables (PCER1), kept as plain registers.
            struct(model = "register_file", base = 0x400E0400, size = 0x200),
        ],
        accelerators = ["aes", "icm", "trng", "cpkcc"],
        # Driver libraries (drivers/<part>/...) the SDK zip and board builds use; none yet.
        drivers = [],
        firmware_copts = [],
        emulator = "qemu_mps2_an386",
        vendor_ide = "Microchip Studio",
    ),
    "wfi32_curiosity": struct(
        config = "pic32mzw1",
        title = "Microchip WFI32 2.0 Curiosity (PIC32MZ2051W104132)",
        mcu = "PIC32MZ2051W104132",
        core = "mips32r2_microaptiv",
        fpu = "soft_float",
        clock_hz = 200000000,
        # PFMWS at 200 MHz with prefetch [assumption].
        flash_wait_states = 2,
        # Physical addresses; the core sees them through KSEG0 (cached,
        # 0x80000000 + pa) and KSEG1 (uncached, 0xA0000000 + pa). Program
        # flash at 0x1D000000 and boot flash at 0x1FC00000 follow the PIC32MZ
        # family map [assumption for the W1: to be checked against its datasheet].
        memory = [
            struct(name = "sram", base = 0x00000000, size = 256 * 1024, flash = False),
            struct(name = "flash", base = 0x1D000000, size = 2 * 1024 * 1024, flash = True),
            struct(name = "boot_flash", base = 0x1FC00000, size = 64 * 1024, flash = True),
        ],
        peripherals = [
            struct(model = "pic32mzw1_crypto_engine", base = 0xBF8E4000),
            struct(model = "pic32mzw1_rng", base = 0xBF8E5000),
            struct(model = "pic32mzw1_ba414e", base = 0xBF920000),
            # CFG/PMD: module disable bits (PMD1 at 0xBF800090), plain registers.
            struct(model = "register_file", base = 0xBF800000, size = 0x1000),
        ],
        accelerators = ["crypto_engine", "ba414e", "trng"],
        # Driver libraries (drivers/<part>/...) the SDK zip and board builds use; none yet.
        drivers = [],
        # Firmware is plain non-PIC code, as XC32 builds it (the hosted test
        # build keeps the o32 abicalls code Debian's static glibc needs).
        firmware_copts = ["-mno-abicalls", "-fno-pic", "-G0"],
        emulator = "qemu_mipsel",
        vendor_ide = "MPLAB X",
    ),
}

def board_platforms():
    """One platform per board, named after the board."""
    for name, board in BOARDS.items():
        native.platform(
            name = name,
            constraint_values = [
                "@platforms//os:none",
                "//platforms/constraints:" + name,
                "//platforms/constraints:" + board.core,
                "//platforms/constraints:" + board.fpu,
            ],
            visibility = ["//visibility:public"],
        )

def _boards_cc_impl(ctx):
    """C++ table for the board simulator (tools/sim/board.h)."""
    lines = [
        "// Generated from platforms/boards.bzl by //platforms:boards_cc. Do not edit.",
        '#include "tools/sim/board.h"',
        "",
        "namespace sim {",
        "",
        "const std::vector<BoardSpec>& AllBoards() {",
        "  static const std::vector<BoardSpec> boards = {",
    ]
    for name, b in BOARDS.items():
        core = "Core::kCortexM4" if b.core == "cortex_m4" else "Core::kMips32r2"
        memory = ", ".join([
            '{"%s", %du, %du, %s}' % (m.name, m.base, m.size, "true" if m.flash else "false")
            for m in b.memory
        ])
        peripherals = ", ".join([
            '{"%s", %du, %du}' % (p.model, p.base, getattr(p, "size", 0))
            for p in b.peripherals
        ])
        lines.append('      {"%s", %s, %s, %d, %d, {%s}, {%s}},' % (
            name,
            core,
            "true" if b.fpu == "fpv4_sp_d16" else "false",
            b.clock_hz,
            b.flash_wait_states,
            memory,
            peripherals,
        ))
    lines += ["  };", "  return boards;", "}", "", "}  // namespace sim", ""]
    out = ctx.actions.declare_file(ctx.label.name + ".cc")
    ctx.actions.write(out, "\n".join(lines))
    return [DefaultInfo(files = depset([out]))]

boards_cc = rule(
    implementation = _boards_cc_impl,
    doc = "Writes BOARDS as a C++ table for the board simulator.",
)

def _region_base(region):
    return region.base

def _firmware_memory(board):
    """(flash origin, flash length, ram origin, ram length) in the core's addresses.

    Flash: the first flash region. RAM: the first RAM region, merged with
    the RAM regions that directly follow it (K66's SRAM_L + SRAM_U).
    MIPS cores run from KSEG0 (cached): physical + 0x80000000.
    """
    mips = board.core != "cortex_m4"
    flash = [m for m in board.memory if m.flash][0]
    rams = sorted([m for m in board.memory if not m.flash], key = _region_base)
    ram_base = rams[0].base
    ram_end = rams[0].base + rams[0].size
    for m in rams[1:]:
        if m.base == ram_end:
            ram_end = m.base + m.size
    kseg0 = 0x80000000 if mips else 0
    return (flash.base + kseg0, flash.size, ram_base + kseg0, ram_end - ram_base)

def _firmware_linker_script_impl(ctx):
    board = BOARDS[ctx.attr.board]
    flash, flash_size, ram, ram_size = _firmware_memory(board)
    vectors = "    KEEP(*(.vectors))\n" if board.core == "cortex_m4" else ""
    text = """/* Firmware memory map of {board}: generated from platforms/boards.bzl. */
MEMORY
{{
  FLASH (rx)  : ORIGIN = {flash}, LENGTH = {flash_size}
  RAM   (rwx) : ORIGIN = {ram}, LENGTH = {ram_size}
}}

ENTRY(mcu_reset)

SECTIONS
{{
  .text :
  {{
{vectors}    *(.text.mcu_reset)
    *(.text .text.* .gnu.linkonce.t.*)
    *(.rodata .rodata.* .gnu.linkonce.r.*)
    . = ALIGN(4);
    __init_array_start = .;
    KEEP(*(SORT(.init_array.*)))
    KEEP(*(.init_array))
    __init_array_end = .;
  }} > FLASH

  .ARM.exidx : {{ *(.ARM.exidx*) }} > FLASH

  /* Initialised data lives in RAM and is copied from flash at reset. */
  .data : ALIGN(8)
  {{
    __data_start = .;
    *(.data .data.* .gnu.linkonce.d.*)
  }} > RAM AT > FLASH
  __data_load = LOADADDR(.data);

  /* MIPS: the GOT the o32 abicalls code reaches through $gp, then small
   * data; both are initialised data, copied with .data. */
  .got : ALIGN(16)
  {{
    _gp = . + 0x7ff0;
    *(.got.plt) *(.got)
  }} > RAM AT > FLASH
  .sdata :
  {{
    *(.sdata .sdata.* .lit8 .lit4)
    . = ALIGN(8);
    __data_end = .;
  }} > RAM AT > FLASH

  .bss (NOLOAD) : ALIGN(8)
  {{
    __bss_start = .;
    *(.sbss .sbss.* .scommon)
    *(.bss .bss.* .gnu.linkonce.b.*)
    *(COMMON)
    . = ALIGN(8);
    __bss_end = .;
  }} > RAM

  __stack_top = ORIGIN(RAM) + LENGTH(RAM);
  __stack_limit = __bss_end;

  /DISCARD/ : {{ *(.note.*) *(.comment) *(.MIPS.abiflags) *(.reginfo) *(.pdr) *(.gnu.attributes) }}
}}
""".format(
        board = ctx.attr.board,
        flash = "0x%s" % _hex(flash),
        flash_size = flash_size,
        ram = "0x%s" % _hex(ram),
        ram_size = ram_size,
        vectors = vectors,
    )
    out = ctx.actions.declare_file(ctx.label.name + ".ld")
    ctx.actions.write(out, text)
    return [DefaultInfo(files = depset([out]))]

def _hex(value):
    digits = "0123456789ABCDEF"
    text = ""
    for _ in range(8):
        text = digits[value % 16] + text
        value = value // 16
    return text

firmware_linker_script = rule(
    implementation = _firmware_linker_script_impl,
    attrs = {"board": attr.string(mandatory = True, values = BOARDS.keys())},
    doc = "The board's firmware linker script (flash, RAM, stack) from BOARDS.",
)

def _boards_json_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    ctx.actions.write(out, json.encode_indent(BOARDS, indent = "  ") + "\n")
    return [DefaultInfo(files = depset([out]))]

boards_json = rule(
    implementation = _boards_json_impl,
    doc = "Writes BOARDS as JSON for tools outside Starlark.",
)
