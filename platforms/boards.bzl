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
        memory = [
            struct(name = "flash", base = 0x00000000, size = 2 * 1024 * 1024),
            struct(name = "sram_l", base = 0x1FFF0000, size = 64 * 1024),
            struct(name = "sram_u", base = 0x20000000, size = 192 * 1024),
        ],
        accelerators = ["mmcau", "rnga"],
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
        memory = [
            struct(name = "flash0", base = 0x01000000, size = 1024 * 1024),
            struct(name = "flash1", base = 0x01100000, size = 1024 * 1024),
            struct(name = "sram", base = 0x20000000, size = 256 * 1024),
        ],
        accelerators = ["aes", "icm", "trng", "cpkcc"],
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
        memory = [
            struct(name = "flash", base = 0x10000000, size = 2 * 1024 * 1024),
            struct(name = "sram", base = 0x00000000, size = 256 * 1024),
        ],
        accelerators = ["crypto_engine", "ba414e", "trng"],
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

def _boards_json_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    ctx.actions.write(out, json.encode_indent(BOARDS, indent = "  ") + "\n")
    return [DefaultInfo(files = depset([out]))]

boards_json = rule(
    implementation = _boards_json_impl,
    doc = "Writes BOARDS as JSON for tools outside Starlark.",
)
