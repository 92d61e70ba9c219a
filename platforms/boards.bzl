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
            # SIM (clock gates, SIM_CLKDIV1) as the system controller model,
            # which also maps the MCG and OSC0 (0x40064000), the SMC
            # (0x4007E000) and UART0 (0x4006A000: the OpenSDA virtual COM port,
            # UART console 115200 8N1) and checks the clock set-up.
            struct(model = "k66_system_controller", base = 0x40047000),
            # WDOG (disabled at reset by the UART console's start-up) and PORTB
            # (PTB16/PTB17 muxed to UART0), kept as plain registers.
            struct(model = "register_file", base = 0x40052000, size = 0x1000),
            struct(model = "register_file", base = 0x4004A000, size = 0x1000),
        ],
        # Kinetis flash configuration field, read by the chip at reset from
        # flash 0x400-0x40F: backdoor key and P-flash protection all 0xFF (none),
        # FSEC 0xFE (unsecured, mass erase enabled), FOPT/FEPROT/FDPROT 0xFF.
        # Any other FSEC can lock the part: every K66 image carries it.
        flash_config = struct(offset = 0x400, bytes = [0xFF] * 12 + [0xFE, 0xFF, 0xFF, 0xFF]),
        accelerators = ["mmcau", "rnga"],
        # Driver libraries (drivers/<part>/...) the SDK zip and board builds use; none yet.
        drivers = [],
        firmware_copts = [],
        emulator = "qemu_mps2_an386",
        # The debug serial port the UART console uses (platforms/runtime/boards/).
        console = "UART0 on PTB16/PTB17, the OpenSDA virtual COM port",
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
            # System controller page 0x400E0400-0x400E13FF as one model (the
            # simulator maps windows in 4 KiB units): PMC (clock enables, main RC,
            # PLLB, MCK), UART0 (the kit's console, 0x400E0600), EEFC0/1, PIOA/B.
            struct(model = "sam4c_system_controller", base = 0x400E0400),
            # RSTC, SUPC, RTT, WDT (0x400E1450), RTC, GPBR, RSWDT (0x400E1500):
            # plain registers (the bring-up turns both watchdogs off).
            struct(model = "register_file", base = 0x400E1400, size = 0x200),
        ],
        accelerators = ["aes", "icm", "trng", "cpkcc"],
        # Driver libraries (drivers/<part>/...) the SDK zip and board builds use; none yet.
        drivers = [],
        firmware_copts = [],
        emulator = "qemu_mps2_an386",
        # The debug serial port the UART console uses (platforms/runtime/boards/).
        console = "UART0 on PB4/PB5, the kit's console port",
        vendor_ide = "Microchip Studio",
    ),
    "wfi32_curiosity": struct(
        config = "pic32mzw1",
        title = "Microchip WFI32 2.0 Curiosity (PIC32MZ2051W104132)",
        mcu = "PIC32MZ2051W104132",
        core = "mips32r2_microaptiv",
        fpu = "soft_float",
        clock_hz = 200000000,
        # The cycle model's flash wait states with prefetch hiding some
        # [assumption]; the runtime sets PRECON.PFMWS = 5, Harmony's value
        # for 200 MHz (tools/sim/models/pic32mzw1/clocks.h).
        flash_wait_states = 2,
        # Physical addresses; the core sees them through KSEG0 (cached,
        # 0x80000000 + pa) and KSEG1 (uncached, 0xA0000000 + pa). From the
        # PIC32MZ2051W104132 device file (PIC32MZ-W DFP 1.8.326 atdf memory
        # segments; XC32 linker script: kseg0_program_mem 0x90000000): program
        # flash ("code") at 0x10000000, 2 MB; boot flash 0x1FC00000, 64 KB
        # (reset vector at its start); the configuration words ("config",
        # "codeProtect") and their alternates ("altConfig", "altCodeProtect")
        # in 0x1FC55E88-0x1FC55FBF. SRAM: the 256 KB the XC32 script gives
        # data (kseg0_data_mem; the atdf lists 512 KB, not all of it for the CPU).
        memory = [
            struct(name = "sram", base = 0x00000000, size = 256 * 1024, flash = False),
            struct(name = "flash", base = 0x10000000, size = 2 * 1024 * 1024, flash = True),
            struct(name = "boot_flash", base = 0x1FC00000, size = 64 * 1024, flash = True),
            struct(name = "config_words", base = 0x1FC55E88, size = 0x138, flash = True),
        ],
        peripherals = [
            struct(model = "pic32mzw1_crypto_engine", base = 0xBF8E4000),
            struct(model = "pic32mzw1_rng", base = 0xBF8E5000),
            struct(model = "pic32mzw1_ba414e", base = 0xBF920000),
            # The clock set-up and the console: the CFG block (CFGCON0/3,
            # SYSKEY; PMD1 at 0xBF800090 kept as written) here, and beside it
            # the page 0xBF801000 (CRU, UART3 - the PKOB4 virtual COM port,
            # 115200 8N1 - and PPS) and the prefetch page 0xBF812000 (PRECON).
            struct(model = "pic32mzw1_system_controller", base = 0xBF800000),
        ],
        # Reset and configuration words (mips_boot.S, the linker script). The
        # core starts at the reset vector in boot flash; the chip reads its
        # configuration from these words at reset. Layout and bit values from
        # PIC32MZ-W DFP 1.8.326 xc32/32MZ2051W104132/configuration.data; the
        # choices are those of Microchip's Harmony projects for this board
        # (WFI32E03 keySTREAM demo), which boot it. W1 has no FNOSC word: the
        # core runs from the 8 MHz FRC at reset; the UART console's bring-up
        # (platforms/runtime/boards/wfi32_curiosity.c) moves it to the SPLL.
        # Each word is also written to its alternate copy, 0x100 lower.
        boot = struct(
            reset = 0xBFC00000,
            alternate_offset = 0x100,
            config_words = [
                struct(address = 0xBFC55F88, name = "FUSERID", value = 0x0000FFFF, bits = [
                    "USERID[15:0] = 0xFFFF",
                ]),
                struct(address = 0xBFC55F8C, name = "DEVCFG4", value = 0x04180000, bits = [
                    "SOSCCFG[7:0] = 0",
                    "VBZPBOREN bit 19 = 1 (VBAT zero-power BOR on)",
                    "DSZPBOREN bit 20 = 1 (deep-sleep zero-power BOR on)",
                    "DSWDTPS[25:21] = 0, DSWDTOSC bit 26 = 1 (LPRC), DSWDTEN bit 27 = 0 (deep-sleep WDT off)",
                    "DSEN bit 28 = 0 (deep sleep off), SOSCEN bit 30 = 0 (no secondary oscillator)",
                ]),
                struct(address = 0xBFC55F90, name = "DEVCFG2", value = 0x5F60FE30, bits = [
                    "DMTINTV[5:3] = 6 (window 63/64)",
                    "POSCMOD[9:8] = 2 (HS: the module's crystal; unused here)",
                    "WDTRMCS[11:10] = 3 (LPRC), SOSCSEL bit 12 = 1, WAKE2SPD bit 13 = 1",
                    "CKSWEN bit 14 = 1 (clock switching allowed), FSCMEN bit 15 = 1 (fail-safe clock monitor)",
                    "WDTPS[20:16] = 0, WDTSPGM bit 21 = 1, WINDIS bit 22 = 1 (non-window)",
                    "WDTEN bit 23 = 0: watchdog OFF",
                    "WDTWINSZ[25:24] = 3, DMTCNT[30:26] = 0x17",
                    "DMTEN bit 31 = 0: deadman timer OFF",
                ]),
                struct(address = 0xBFC55F94, name = "DEVCFG1", value = 0x0000FC31, bits = [
                    "DEBUG[1:0] = 1 (EMUC/EMUD on, 4-wire JTAG off, ICD module off)",
                    "ICESEL[4:3] = 2 (debugger on PGC2/PGD2, the PKOB4's pins)",
                    "TRCEN bit 5 = 1, FMIIEN bit 8 = 0, ETHEXEREF bit 9 = 0",
                    "CLASSBDIS bit 10 = 1 (Class B off), USBIDIO bit 11 = 1, VBUSIO bit 12 = 1",
                    "HSSPIEN bit 13 = 0, SMCLR bit 14 = 1 (MCLR normal)",
                    "HSUARTEN bit 15 = 1 (UART1 on its dedicated pins; the console is UART3)",
                    "USBDMTRIM[19:16] = 0, USBDPTRIM[23:20] = 0, WDTPSS[28:24] = 0",
                ]),
                struct(address = 0xBFC55F98, name = "DEVCFG0", value = 0x20800001, bits = [
                    "TDOEN bit 0 = 1, TROEN bit 2 = 0, JTAGEN bit 3 = 0 (JTAG port off)",
                    "FCPRI/DMAPRI/EXLPRI bits 5-7 = 0, USBSSEN bit 8 = 0",
                    "PMULOCK/PGLOCK/PMDLOCK/IOLOCK bits 10-13 = 0, CFGLOCK[15:14] = 0: nothing locked (PPS writable)",
                    "OC_ACLK bit 16 = 0, IC_ACLK bit 17 = 0, CANFDDIV[21:20] = 0",
                    "PCM bit 23 = 1 (prefetch cache cacheability from its SFR)",
                    "UPLL/SPLL/BTPLL/ETHPLL HWMD bits 24-27 = 0",
                    "FECCCON[29:28] = 2 (flash ECC off), ETHTPSF bit 30 = 0, EPGMCLK bit 31 = 0",
                ]),
                struct(address = 0xBFC55F9C, name = "FBCFG0", value = 0x00000008, bits = [
                    "BUHSWEN bit 0 = 0 (buck switching left to software; LDO at boot)",
                    "PCSCMODE bit 1 = 0 (prefetch cache: I and D)",
                    "BOOTISA bit 3 = 1: boot and exception code is MIPS32 (mips_boot.S is)",
                ]),
                struct(address = 0xBFC55FBC, name = "FCPN0", value = 0xFFFFFFFF, bits = [
                    "CP bit 28 = 1: code protection OFF",
                ]),
            ],
        ),
        accelerators = ["crypto_engine", "ba414e", "trng"],
        # Driver libraries (drivers/<part>/...) the SDK zip and board builds use; none yet.
        drivers = [],
        # Firmware is plain non-PIC code, as XC32 builds it (the hosted test
        # build keeps the o32 abicalls code Debian's static glibc needs).
        firmware_copts = ["-mno-abicalls", "-fno-pic", "-G0"],
        emulator = "qemu_mipsel",
        # The debug serial port the UART console uses (platforms/runtime/boards/).
        console = "UART3 on RPC14, the PKOB4 virtual COM port",
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
    flash_config = getattr(board, "flash_config", None)
    if flash_config:
        vectors += "    /* Flash configuration field (boards.bzl) */\n    . = 0x%s;\n" % _hex(flash_config.offset)
        vectors += "".join(["    BYTE(0x%s)\n" % _hex(b)[6:] for b in flash_config.bytes])
    entry, boot_sections = _mips_boot_sections(board)
    text = """/* Firmware memory map of {board}: generated from platforms/boards.bzl. */
MEMORY
{{
  FLASH (rx)  : ORIGIN = {flash}, LENGTH = {flash_size}
  RAM   (rwx) : ORIGIN = {ram}, LENGTH = {ram_size}
}}

ENTRY({entry})

SECTIONS
{{
{boot_sections}  .text :
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
        entry = entry,
        boot_sections = boot_sections,
    )
    out = ctx.actions.declare_file(ctx.label.name + ".ld")
    ctx.actions.write(out, text)
    return [DefaultInfo(files = depset([out]))]

def _mips_boot_sections(board):
    """(entry symbol, sections) for a MIPS board's boot flash (board.boot).

    The core starts at the reset vector (mips_boot.S's .reset, which jumps
    to mcu_reset; the ELF entry, so mcusim starts there too) and the chip
    reads its configuration words, and their alternate copies, at reset.
    """
    boot = getattr(board, "boot", None)
    if board.core == "cortex_m4" or not boot:
        return ("mcu_reset", "")
    text = "  /* Reset vector in boot flash (KSEG1): mips_boot.S, then mcu_reset. */\n"
    text += "  .reset 0x%s : { KEEP(*(.reset)) }\n" % _hex(boot.reset)
    text += "  ASSERT(SIZEOF(.reset) <= 0x380, \"boot code reaches the BEV exception vector\")\n"
    # One section from the lowest word to the highest: the words at their
    # offsets, every byte between them 0xFF (erased flash, left unprogrammed).
    words = []
    for word in boot.config_words:
        words.append((word.address - boot.alternate_offset, word, " (alternate copy)"))
    for word in boot.config_words:
        words.append((word.address, word, ""))
    start = words[0][0]
    text += "  /* Configuration words (boards.bzl), read by the chip at reset. */\n"
    text += "  .config_words 0x%s :\n  {\n" % _hex(start)
    for address, word, copy in words:
        text += "    . = 0x%s;\n    LONG(0x%s) /* 0x%s %s%s */\n" % (
            _hex(address - start),
            _hex(word.value),
            _hex(address),
            word.name,
            copy,
        )
        if not copy:
            text += "".join(["    /*   %s */\n" % bit for bit in word.bits])
    text += "  } = 0xFFFFFFFF\n\n"
    return ("mcu_boot", text)

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

    # One object, its boards in BOARDS' order (json.encode sorts a dict's
    # keys; tools list the boards in the description's order).
    entries = ["  %s: %s" % (json.encode(name), json.encode_indent(board, prefix = "  ", indent = "  "))
               for name, board in BOARDS.items()]
    ctx.actions.write(out, "{\n" + ",\n".join(entries) + "\n}\n")
    return [DefaultInfo(files = depset([out]))]

boards_json = rule(
    implementation = _boards_json_impl,
    doc = "Writes BOARDS as JSON for tools outside Starlark.",
)
