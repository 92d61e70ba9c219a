"""The boards mcucrypt supports: one description each, the one source of truth.

Everything per board comes from here: platforms and board constraints,
per-board target lists (BOARD_NAMES), linker scripts, board_regs.h (the
addresses runtime, firmware and drivers use), the simulator's table
(boards_cc), the --config lines (boards.bazelrc), the board transition's
settings (board_transition.bzl) and, as JSON (//platforms:boards), the SDK
generator's and the report's inputs. //platforms:description_test keeps these
facts from being written anywhere else.
"""

load(":backends.bzl", "BACKEND_FAMILIES", "backends")

def _periph(name, base, size, irq = None, clock_gate = None, model = None, window = None):
    """A peripheral: its registers at `base` (the CPU's address), `size`
    bytes; `irq` its interrupt number (vector on MIPS), `clock_gate` the bit
    that clocks it, `model` the simulator's model of it (mapped at `window`,
    default `base`, when the model covers a whole page; a block with no model
    of its own is mapped by the model named for the same chip's system
    controller, at its `window`)."""
    return struct(
        name = name,
        base = base,
        size = size,
        irq = irq,
        clock_gate = clock_gate,
        model = model,
        window = window if window != None else base,
    )

def _gate(register, address, bit, enable = 1):
    """A clock gate: `bit` of the register at `address`; `enable` is the
    bit's value that runs the block (0 for module-disable bits)."""
    return struct(register = register, address = address, bit = bit, enable = enable)

def _driver(accelerator, technique = None, families = [], targets = []):
    """What one accelerator's drivers (drivers/<part>/) do for the board.

    `families`: the algorithm families (platforms/backends.bzl) whose
    `backends` entry is this accelerator's driver: the board build takes
    them from `backends`, and the SDK generator's --accelerators turns each
    back to the family's software default when the accelerator is off.
    `targets`: driver libraries no family selects (an entropy source the
    caller passes to its DRBG), shipped in the SDK when the accelerator is
    on. `technique`: the `impl` the driver's descriptors carry ("mmcau"),
    which the SDK's self-test prints."""
    return struct(accelerator = accelerator, technique = technique, families = families, targets = targets)

BOARDS = {
    "frdm_k66f": struct(
        config = "k66",
        # The board's seed benchmark page (CycloneCRYPTO's figures, @shared_seeds),
        # which the report shows beside mcucrypt's.
        seed_page = "kinetis_k66_benchmark.txt",
        title = "NXP FRDM-K66F (Kinetis MK66FN2M0VMD18)",
        mcu = "MK66FN2M0VMD18",
        core = "cortex_m4",
        fpu = "fpv4_sp_d16",
        clock_hz = 180000000,
        # Flash at 180 MHz: the flash clock is at most 28 MHz (SIM_CLKDIV1
        # OUTDIV4 = /7: 25.7 MHz), so a flash access costs 7 core cycles: 6
        # wait states. The memory system in front of it: memory_system.
        flash_wait_states = 6,
        # The simulator's memory-system model (tools/sim/memory_system.h);
        # every figure cites its source, assumptions say so.
        memory_system = struct(
            line_bytes = 16,
            prefetch = True,
            cache_ways = 4,
            cache_sets = 4,
            cache_data = True,
            loop_lines = 0,
            ramfunc_region = "sram_l",
            sources = [
                "K66 RM (K66P144M180SF5RM rev 2) ch. 'Flash Memory Controller': FMC cache 4 ways x 4 sets of 128-bit lines (TAGVDWnS[4], DATAWnS{UM,MU,ML,LM}), shared by instruction and data reads; a 128-bit speculation (prefetch) buffer for instructions; PFB01CR enables both at reset",
                "K66 RM ch. 'Clock distribution': flash clock <= 28 MHz at 180 MHz HSRUN, so 7 core cycles per flash access (6 wait states)",
                "[gap, issue 19] the FMC's own wait-state count (PFB01CR.B01RWSC, bits 31-28, read-only: K66 register headers) at 180 MHz was not found in the documents searched; the 6 wait states rest on the flash clock limit above",
                "K66 RM: SRAM_L on the code bus, SRAM_U on the system bus, zero wait states; .ramfunc goes to SRAM_L (code bus: no system-bus fetch penalty)",
                "[assumption] the K66 has no LMEM code/system cache (MK66F18 lists no LMEM block; the LMEM is the K7x/K8x parts')",
            ],
        ),
        memory = [
            struct(name = "flash", base = 0x00000000, size = 2 * 1024 * 1024, flash = True),
            struct(name = "sram_l", base = 0x1FFF0000, size = 64 * 1024, flash = False),
            struct(name = "sram_u", base = 0x20000000, size = 192 * 1024, flash = False),
        ],
        # Every block the runtime, the firmware tests or the simulator use
        # (MK66F18.h: bases, IRQn; fsl_clock.h: clock gates). `model`: the
        # simulator's model mapped at `base` (None: not mapped).
        peripherals = [
            _periph("MMCAU", 0xE0081000, 0xB80, model = "k66_mmcau"),  # always clocked
            _periph("RNGA", 0x400A0000, 0x10, irq = 23, model = "k66_rnga",
                    clock_gate = _gate("SIM_SCGC3", 0x40048030, 0)),
            # The clock set-up: the SIM (clock gates, SIM_CLKDIV1) is the
            # system controller model's own window; it also maps the MCG with
            # OSC0 (one 8 KiB window at the MCG), the SMC (run modes) and
            # UART0, which it clocks, each where this description puts it.
            # The MCG, OSC and SMC are always clocked.
            _periph("SIM", 0x40047000, 0x2000, model = "k66_system_controller"),
            _periph("MCG", 0x40064000, 0x1000, irq = 57),
            _periph("OSC", 0x40065000, 0x1000),
            _periph("SMC", 0x4007E000, 0x1000),
            # UART0: the OpenSDA virtual COM port (UART console, 115200 8N1).
            _periph("UART0", 0x4006A000, 0x1000, irq = 31,
                    clock_gate = _gate("SIM_SCGC4", 0x40048034, 10)),
            # WDOG (turned off by the UART console's start-up) and PORTB
            # (PTB16/PTB17 muxed to UART0): plain registers.
            _periph("WDOG", 0x40052000, 0x1000, irq = 22, model = "register_file"),
            _periph("PORTB", 0x4004A000, 0x1000, irq = 60, model = "register_file",
                    clock_gate = _gate("SIM_SCGC5", 0x40048038, 10)),
        ],
        # Kinetis flash configuration field, read by the chip at reset from
        # flash 0x400-0x40F: backdoor key and P-flash protection all 0xFF (none),
        # FSEC 0xFE (unsecured, mass erase enabled), FOPT/FEPROT/FDPROT 0xFF.
        # Any other FSEC can lock the part: every K66 image carries it.
        flash_config = struct(offset = 0x400, bytes = [0xFF] * 12 + [0xFE, 0xFF, 0xFF, 0xFF]),
        accelerators = ["mmcau", "rnga"],
        # Each accelerator's drivers (_driver): the families `backends` gives
        # them, and the libraries the SDK zip carries besides.
        drivers = [
            _driver("mmcau", technique = "mmcau", families = ["aes", "des", "md5", "sha1", "sha256"]),
            _driver("rnga", families = ["rng_entropy"], targets = ["//drivers/k66:rnga"]),
        ],
        # The backend of each algorithm family (platforms/backends.bzl), set
        # by the board transition: the MMCAU's (drivers/k66) for the ciphers
        # and hashes it runs, the RNGA for entropy, each family's default
        # (the fastest software for the core) for the others.
        backends = backends(
            aes = "//drivers/k66:aes_mmcau_default",
            des = "//drivers/k66:des_mmcau_default",
            md5 = "//drivers/k66:md5_mmcau_default",
            sha1 = "//drivers/k66:sha1_mmcau_default",
            sha256 = "//drivers/k66:sha256_mmcau_default",
            rng_entropy = "//drivers/k66:rng_entropy_rnga_default",
        ),
        firmware_copts = [],
        emulator = "qemu_mps2_an386",
        # The debug serial port the UART console uses (platforms/runtime/boards/).
        console = "UART0 on PTB16/PTB17, the OpenSDA virtual COM port",
        vendor_ide = "MCUXpresso",
    ),
    "atsam4c32_ek": struct(
        config = "sam4c",
        # The board's seed benchmark page (CycloneCRYPTO's figures, @shared_seeds),
        # which the report shows beside mcucrypt's.
        seed_page = "sam4c_benchmark.txt",
        title = "Microchip ATSAM4C32-EK (ATSAM4C32C, core 0)",
        mcu = "ATSAM4C32C",
        core = "cortex_m4",
        fpu = "soft_float",
        clock_hz = 120000000,
        # EEFC FWS at 120 MHz [assumption from the SAM4 family tables]; the
        # runtime programs FWS = 5 (6 cycles per access) in both EEFCs.
        flash_wait_states = 5,
        memory_system = struct(
            line_bytes = 16,
            prefetch = True,
            cache_ways = 0,
            cache_sets = 0,
            cache_data = False,
            loop_lines = 2,
            ramfunc_region = "sram",
            sources = [
                "SAM4C datasheet (Atmel-43020) ch. 'Enhanced Embedded Flash Controller': 128-bit flash reads; two 128-bit buffers for sequential code prefetch and a 128-bit buffer for data; code-loop optimisation (EEFC_FMR.CLOE, on at reset: the 2 x 128 bits at a backward jump's target are kept); FWS = 5 at 120 MHz (6 cycles per access)",
                "SAM4C datasheet ch. 'Cortex-M Cache Controller': CMCC on core 0's code bus, disabled at reset (CMCC_CTRL.CEN = 0); ASF's start-up and CycloneCRYPTO's benchmark leave it off [assumption], so the model and the runtime leave it off too",
                "SAM4C SRAM (0x20000000) on the system bus, zero wait states [assumption: instruction fetches from it on the system bus are not charged extra]",
                "ASF sam4c32c_0.h (from the datasheet's Embedded Flash characteristics, VDDCORE 1.20 V, 85 C): CHIP_FREQ_FWS_4 = 106 MHz, CHIP_FREQ_FWS_5 = 121 MHz, so FWS = 5 at 120 MHz (checked for issue 19)",
            ],
        ),
        memory = [
            struct(name = "flash0", base = 0x01000000, size = 1024 * 1024, flash = True),
            struct(name = "flash1", base = 0x01100000, size = 1024 * 1024, flash = True),
            struct(name = "sram", base = 0x20000000, size = 256 * 1024, flash = False),
            # CPKCC crypto RAM (operands of the CPKCL ROM services).
            struct(name = "cpkcc_ram", base = 0x20191000, size = 0x1000, flash = False),
        ],
        # Every block the runtime, the firmware tests or the simulator use
        # (ASF sam4c32c_0.h: bases; the peripheral ID is the IRQ number and
        # the PMC_PCERx bit, docs/accelerators.md section 3). `model`: the
        # simulator's model mapped at `base` (None: inside another's window).
        peripherals = [
            _periph("AES", 0x40000000, 0x4000, irq = 36, model = "sam4c_aes",
                    clock_gate = _gate("PMC_PCER1", 0x400E0500, 4)),
            _periph("ICM", 0x40044000, 0x4000, irq = 34, model = "sam4c_icm",
                    clock_gate = _gate("PMC_PCER1", 0x400E0500, 2)),
            _periph("TRNG", 0x40048000, 0x4000, irq = 33, model = "sam4c_trng",
                    clock_gate = _gate("PMC_PCER1", 0x400E0500, 1)),
            # The CPKCL library's jump table in the CPKCC ROM [assumption: the
            # SAM4C's address is a gap]; its operands live in cpkcc_ram.
            _periph("CPKCL", 0x20180000, 0x100, irq = 35, model = "sam4c_cpkcl",
                    clock_gate = _gate("PMC_PCER1", 0x400E0500, 3)),
            # System controller page 0x400E0400-0x400E13FF as one model (the
            # simulator maps windows in 4 KiB units): PMC (clock enables, main
            # RC, PLLB, MCK), UART0 (the kit's console), EEFC0/1, PIOA/B.
            _periph("PMC", 0x400E0400, 0x200, irq = 5, model = "sam4c_system_controller"),
            _periph("UART0", 0x400E0600, 0x200, irq = 8,
                    clock_gate = _gate("PMC_PCER0", 0x400E0410, 8)),
            _periph("EEFC0", 0x400E0A00, 0x200, irq = 6),
            _periph("EEFC1", 0x400E0C00, 0x200, irq = 7),
            _periph("PIOA", 0x400E0E00, 0x200),
            _periph("PIOB", 0x400E1000, 0x200),
            # RSTC, SUPC, RTT, WDT, RTC, GPBR, RSWDT: plain registers (the
            # bring-up turns both watchdogs off).
            _periph("SYSC", 0x400E1400, 0x200, model = "register_file"),
            _periph("WDT", 0x400E1450, 0x10, irq = 4),
            _periph("RSWDT", 0x400E1500, 0x10),
        ],
        accelerators = ["aes", "icm", "trng", "cpkcc"],
        # Each accelerator's drivers (_driver).
        drivers = [
            _driver("aes", technique = "sam4c_aes", families = ["aes"]),
            _driver("icm", technique = "icm", families = ["sha1", "sha256"]),
            _driver("cpkcc", technique = "cpkcc", families = ["modexp", "ec_mul"]),
            _driver("trng", targets = ["//drivers/sam4c:entropy_trng"]),
        ],
        # The backend of each algorithm family (platforms/backends.bzl), set
        # by the board transition: the drivers' where the board has the
        # hardware (drivers/sam4c), else the family's fastest software.
        backends = backends(
            aes = "//drivers/sam4c:aes_sam4c_aes_default",
            sha1 = "//drivers/sam4c:sha1_icm_default",
            sha256 = "//drivers/sam4c:sha256_icm_default",
            modexp = "//drivers/sam4c:modexp_cpkcc_default",
            ec_mul = "//drivers/sam4c:ec_mul_cpkcc_default",
        ),
        firmware_copts = [],
        emulator = "qemu_mps2_an386",
        # The debug serial port the UART console uses (platforms/runtime/boards/).
        console = "UART0 on PB4/PB5, the kit's console port",
        vendor_ide = "Microchip Studio",
    ),
    "wfi32_curiosity": struct(
        config = "pic32mzw1",
        # The board's seed benchmark page (CycloneCRYPTO's figures, @shared_seeds),
        # which the report shows beside mcucrypt's.
        seed_page = "pic32mz_w1_benchmark.txt",
        title = "Microchip WFI32 2.0 Curiosity (PIC32MZ2051W104132)",
        mcu = "PIC32MZ2051W104132",
        core = "mips32r2_microaptiv",
        fpu = "soft_float",
        clock_hz = 200000000,
        # PRECON.PFMWS = 5 at 200 MHz: Harmony's PIC32MZW1 value, which the
        # runtime programs and the clocks model demands (tools/sim/models/
        # pic32mzw1/clocks.h). The 2 this description said before was a
        # stand-in for prefetch hiding some of them; the prefetch module and
        # the L1 caches are now modelled (memory_system), so this is the
        # real wait-state count.
        flash_wait_states = 5,
        memory_system = struct(
            line_bytes = 16,
            prefetch = True,
            cache_ways = 4,
            cache_sets = 256,
            cache_data = True,
            loop_lines = 0,
            ramfunc_region = "sram",
            sources = [
                "PIC32MZ prefetch module (Microchip Developer Help, 'PIC32MZ Prefetch Module'; FRM section 41): 128-bit PFM reads, one line for instructions and one for CPU data, zero wait states on a hit, predictive prefetch of the next line (PRECON.PREFEN = 3: any address), PRECON.PFMWS wait states on a miss",
                "Harmony PIC32MZ W1 peripheral libraries: an L1 I-cache and D-cache (the 'Cache' library); KSEG0 cacheable (mips_boot.S sets Config.K0 = 3)",
                "[assumption] L1 caches of 16 KiB each, 4-way, 16-byte lines (the microAptiv UP's configuration on PIC32MZ; the W1 data sheet's figure was not found); modelled as one unified 16 KiB cache in front of the prefetch module",
                "SRAM zero wait states [assumption]; .ramfunc runs from KSEG0 SRAM",
            ],
        ),
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
        # Every block the runtime, the firmware tests or the simulator use
        # (PIC32MZ-W DFP 1.8.326: KSEG1 addresses, vectors; PMD1 bits are
        # module disables, so their "gate" is a bit that must stay clear).
        # `model`: the simulator's model mapped at `base` (None: inside
        # another's window).
        peripherals = [
            _periph("CRYPTO", 0xBF8E4000, 0x1000, irq = 164, model = "pic32mzw1_crypto_engine",
                    clock_gate = _gate("PMD1", 0xBF800090, 24, enable = 0)),
            _periph("RNG", 0xBF8E5000, 0x1000, model = "pic32mzw1_rng",
                    clock_gate = _gate("PMD1", 0xBF800090, 26, enable = 0)),
            # BA414E: control registers, and its two memories (shared crypto
            # memory for operands, microcode memory), mapped by the same model.
            _periph("BA414E", 0xBF920000, 0x100, irq = 166, model = "pic32mzw1_ba414e",
                    clock_gate = _gate("PMD1", 0xBF800090, 23, enable = 0)),
            _periph("BA414E_SCM", 0xBF900000, 0x2000),
            _periph("BA414E_UCM", 0xBF902000, 0x2000),
            # The clock set-up: the CFG block (CFGCON0/3, SYSKEY; the PMD
            # module disables kept as written) is the system controller
            # model's own window; it also maps the 4 KiB page holding the CRU
            # (oscillators, SPLL, PB dividers), UART3 and the PPS selects,
            # and the prefetch page holding PRECON, each at the `window` this
            # description gives.
            _periph("CFG", 0xBF800000, 0x1000, model = "pic32mzw1_system_controller"),
            _periph("CRU", 0xBF801200, 0x200, window = 0xBF801000),
            _periph("PRECON", 0xBF812400, 0x10, window = 0xBF812000),
            # UART3, the PKOB4 virtual COM port (UART console, 115200 8N1),
            # and the PPS output register for RPC14 (UART3 TX): in the CRU's page.
            _periph("UART3", 0xBF801600, 0x100, window = 0xBF801000),
            _periph("RPC14R", 0xBF801AB8, 0x4),
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
        # Each accelerator's drivers (_driver). The Crypto Engine reads and
        # writes its buffers by DMA: the driver cleans and invalidates them
        # through platform.h's cache hooks. The BA414E takes the curves up to
        # 512 bits (secp521r1, X448, Ed448 and RSA/DSA/DH stay software).
        drivers = [
            _driver("crypto_engine", technique = "pic32mz_ce", families = ["aes", "des", "md5", "sha1", "sha256"]),
            _driver("ba414e", technique = "ba414e", families = ["ec_mul", "x25519_mul", "ed25519_mul"]),
            _driver("trng", targets = ["//drivers/pic32mzw1:trng_pic32mz"]),
        ],
        # The backend of each algorithm family (platforms/backends.bzl), set
        # by the board transition: the Crypto Engine's and the BA414E's drivers
        # (drivers/pic32mzw1), the fastest software for the rest.
        backends = backends(
            aes = "//drivers/pic32mzw1:aes_pic32mz_ce_default",
            des = "//drivers/pic32mzw1:des_pic32mz_ce_default",
            md5 = "//drivers/pic32mzw1:md5_pic32mz_ce_default",
            sha1 = "//drivers/pic32mzw1:sha1_pic32mz_ce_default",
            sha256 = "//drivers/pic32mzw1:sha256_pic32mz_ce_default",
            ec_mul = "//drivers/pic32mzw1:ec_mul_ba414e_default",
            x25519_mul = "//drivers/pic32mzw1:x25519_ba414e_default",
            ed25519_mul = "//drivers/pic32mzw1:ed25519_ba414e_default",
        ),
        # Firmware is plain non-PIC code, as XC32 builds it (the hosted test
        # build keeps the o32 abicalls code Debian's static glibc needs).
        firmware_copts = ["-mno-abicalls", "-fno-pic", "-G0"],
        emulator = "qemu_mipsel",
        # The debug serial port the UART console uses (platforms/runtime/boards/).
        console = "UART3 on RPC14, the PKOB4 virtual COM port",
        vendor_ide = "MPLAB X",
    ),
}

def _check_drivers(boards):
    """Every family a driver runs is the board's own accelerator's, once:
    what the SDK generator turns off with --accelerators must be exactly
    what `backends` turned on."""
    for name, b in boards.items():
        owner = {}
        for d in b.drivers:
            if d.accelerator not in b.accelerators:
                fail("%s: driver for %r, which is not in its accelerators" % (name, d.accelerator))
            for family in d.families:
                if family not in BACKEND_FAMILIES:
                    fail("%s: driver %r: unknown family %r" % (name, d.accelerator, family))
                if family in owner:
                    fail("%s: family %r is driven by both %r and %r" % (name, family, owner[family], d.accelerator))
                if not b.backends[family].startswith("//drivers/"):
                    fail("%s: driver %r names family %r, whose backend is not a driver" % (name, d.accelerator, family))
                owner[family] = d.accelerator
        for family, label in b.backends.items():
            if label.startswith("//drivers/") and family not in owner:
                fail("%s: backend %s (%s) belongs to no driver's families" % (name, label, family))
    return True

_DRIVERS_CHECKED = _check_drivers(BOARDS)

# The boards' names, in description order: every per-board list derives from it.
BOARD_NAMES = list(BOARDS.keys())

def one_board_per_core():
    """The first board of each core (tests whose result depends only on the core)."""
    seen = {}
    for name, board in BOARDS.items():
        if board.core not in seen:
            seen[board.core] = name
    return seen.values()

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
            '{"%s", "%s", %du, %du, %du}' % (p.name, p.model or "", p.base, p.size, p.window)
            for p in b.peripherals
        ])
        ms = b.memory_system
        memory_system = '{%du, %s, %du, %du, %s, %du, "%s", {%s}}' % (
            ms.line_bytes,
            "true" if ms.prefetch else "false",
            ms.cache_ways,
            ms.cache_sets,
            "true" if ms.cache_data else "false",
            ms.loop_lines,
            ms.ramfunc_region,
            ", ".join([json.encode(source) for source in ms.sources]),
        )
        lines.append('      {"%s", %s, %s, %d, %d, {%s}, {%s}, %s},' % (
            name,
            core,
            "true" if b.fpu == "fpv4_sp_d16" else "false",
            b.clock_hz,
            b.flash_wait_states,
            memory,
            peripherals,
            memory_system,
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
    ramfunc = [m for m in board.memory if m.name == board.memory_system.ramfunc_region][0]
    kseg0 = 0x80000000 if board.core != "cortex_m4" else 0
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

  /* Initialised data lives in RAM and is copied from flash at reset, and
   * so do functions placed in .ramfunc (hot loops out of the flash's wait
   * states): first, so they land in {ramfunc_region} (boards.bzl
   * memory_system.ramfunc_region). */
  .data : ALIGN(8)
  {{
    __data_start = .;
    __ramfunc_start = .;
    *(.ramfunc .ramfunc.*)
    __ramfunc_end = .;
    *(.data .data.* .gnu.linkonce.d.*)
  }} > RAM AT > FLASH
  __data_load = LOADADDR(.data);
  ASSERT(__ramfunc_start >= {ramfunc_begin} && __ramfunc_end <= {ramfunc_end}, ".ramfunc is outside {ramfunc_region}")

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
        ramfunc_region = ramfunc.name,
        ramfunc_begin = "0x%s" % _hex(ramfunc.base + kseg0),
        ramfunc_end = "0x%s" % _hex(ramfunc.base + ramfunc.size + kseg0),
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
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

boards_json = rule(
    implementation = _boards_json_impl,
    doc = "Writes BOARDS as JSON for tools outside Starlark.",
)

def _macro(name):
    return name.upper().replace("-", "_")

def board_regs_text(name):
    """The board's C header (board_regs.h): its facts as macros."""
    b = BOARDS[name]
    lines = [
        "/* %s: generated from platforms/boards.bzl by //platforms:board_regs. Do not edit. */" % b.title,
        "#ifndef MCU_BOARD_REGS_H_",
        "#define MCU_BOARD_REGS_H_",
        "",
        '#define MCU_BOARD_NAME "%s"' % name,
        "#define MCU_BOARD_CLOCK_HZ %du" % b.clock_hz,
        "#define MCU_BOARD_FLASH_WAIT_STATES %du" % b.flash_wait_states,
        "",
        "/* Memory map (physical addresses). */",
    ]
    for m in b.memory:
        lines.append("#define MCU_BOARD_MEM_%s_BASE 0x%su" % (_macro(m.name), _hex(m.base)))
        lines.append("#define MCU_BOARD_MEM_%s_SIZE 0x%su" % (_macro(m.name), _hex(m.size)))
    lines += ["", "/* Peripherals: base (the CPU's address), size, IRQ, clock gate. */"]
    for p in b.peripherals:
        n = "MCU_BOARD_" + _macro(p.name)
        lines.append("#define %s_BASE 0x%su" % (n, _hex(p.base)))
        lines.append("#define %s_SIZE 0x%su" % (n, _hex(p.size)))
        if p.irq != None:
            lines.append("#define %s_IRQ %du" % (n, p.irq))
        if p.clock_gate:
            g = p.clock_gate
            lines.append('#define %s_CLOCK_GATE "%s"' % (n, g.register))
            lines.append("#define %s_CLOCK_GATE_REG 0x%su" % (n, _hex(g.address)))
            lines.append("#define %s_CLOCK_GATE_BIT %du" % (n, g.bit))
            lines.append("#define %s_CLOCK_GATE_ENABLE %du" % (n, g.enable))
    lines += ["", "#endif  /* MCU_BOARD_REGS_H_ */", ""]
    return "\n".join(lines)

def _board_regs_header_impl(ctx):
    out = ctx.actions.declare_file("regs/%s/board_regs.h" % ctx.attr.board)
    ctx.actions.write(out, board_regs_text(ctx.attr.board))
    return [DefaultInfo(files = depset([out]))]

board_regs_header = rule(
    implementation = _board_regs_header_impl,
    attrs = {"board": attr.string(mandatory = True, values = BOARDS.keys())},
    doc = "Writes the board's board_regs.h (MCU_BOARD_<PERIPHERAL>_BASE & co.).",
)

def board_regs_libraries():
    """<board>_regs: the board's generated header as "platforms/board_regs.h";
    board_regs: the current board's (runtime, firmware tests, drivers)."""
    for name in BOARDS.keys():
        board_regs_header(name = name + "_regs_h", board = name)
        native.cc_library(
            name = name + "_regs",
            hdrs = [":%s_regs_h" % name],
            strip_include_prefix = "regs/" + name,
            include_prefix = "platforms",
        )
    native.cc_library(
        name = "no_board_regs",  # the host has no board
        target_compatible_with = ["//platforms/constraints:incompatible"],
    )
    actual = {"//platforms/constraints:is_" + name: ":%s_regs" % name for name in BOARDS.keys()}
    actual["//conditions:default"] = ":no_board_regs"
    native.alias(name = "board_regs", actual = select(actual))

def boards_bazelrc_text():
    """platforms/boards.bazelrc: each board's --config lines (.bazelrc imports it)."""
    lines = [
        "# Generated from platforms/boards.bzl (bazel build //platforms:boards_bazelrc);",
        "# //platforms:boards_bazelrc_test fails when this copy differs. Do not edit.",
        "#   --config=<c>           the board's core; `bazel test` runs the suites under its emulator",
        "#                          (QEMU has no peripheral models: tests tagged board_sim, the",
        "#                          drivers' own, run only in the board simulator, and the",
        "#                          backends the board's drivers provide stay software here)",
        "#   --config=<c>_sim       in the board simulator (mcusim): the suites of the families a",
        "#                          driver can accelerate (tagged accelerated, tools/bazel/mcucrypt.bzl;",
        "#                          public-key suites only for the families this board's drivers take,",
        "#                          tagged accelerated_<family>) and the drivers' own (board_sim), but",
        "#                          those tagged no_sim (a software technique linked directly, which",
        "#                          QEMU runs, or too slow);",
        "#                          the other suites run only the core's code, as QEMU does",
        "#   --config=<c>_firmware  firmware at the board's own addresses (no C library)",
        "#   --config=<c>_board     that firmware with the board's UART console, for a real board",
        "# The suffix keeps each board's outputs apart.",
    ]
    for name, b in BOARDS.items():
        c = b.config
        platform = "--platforms=//platforms:" + name
        # A driver's backend (//drivers/...) needs the board's peripherals:
        # the simulator and the firmware get it, the core's emulator (QEMU,
        # no peripheral models) keeps the software.
        chosen = " ".join([
            "--%s=%s" % (f.flag, b.backends[family])
            for family, f in BACKEND_FAMILIES.items()
            if b.backends[family] != f.default and not b.backends[family].startswith("//drivers/")
        ])
        driver_families = [f for f in BACKEND_FAMILIES if b.backends[f].startswith("//drivers/")]
        drivers = " ".join([
            "--%s=%s" % (BACKEND_FAMILIES[family].flag, b.backends[family])
            for family in driver_families
        ])
        # The public-key suites of the families this board's drivers take
        # (tools/bazel/mcucrypt.bzl, PK_TEST_PACKAGES) join the symmetric ones.
        sim_tags = ["accelerated", "board_sim"] + ["accelerated_" + f for f in driver_families]
        lines += [
            "",
            "# %s" % b.title,
            "build:%s %s --platform_suffix=%s" % (c, platform, c),
            "test:%s --run_under=//platforms/emulation:%s --test_tag_filters=-board_sim" % (c, b.emulator),
            # QEMU has no peripheral models: the core's software stands in for every driver.
            "build:%s --//drivers:accelerators=false" % c,
            "build:%s_sim %s --platform_suffix=%s" % (c, platform, c),
            # The simulator runs a few million instructions a second: a small
            # test gets three minutes there, not one (its runner stops it,
            # with a register dump, 5 s before Bazel would).
            "test:%s_sim --run_under=//tools/sim:run_%s --test_tag_filters=%s,-no_sim --test_timeout=180,600,1800,3600" % (c, name, ",".join(sim_tags)),
            # Test binaries without debug information (the code is the
            # same; compiling and linking the suites gets cheaper). Both test
            # configs say so, so they share their objects.
            "test:%s --copt=-g0" % c,
            "test:%s_sim --copt=-g0" % c,
            "build:%s_firmware %s --//platforms:bare_metal --platform_suffix=%sfw" % (c, platform, c),
        ]
        if b.firmware_copts:
            lines.append("build:%s_firmware %s" % (c, " ".join(["--copt=" + o for o in b.firmware_copts])))
        if chosen:
            lines += ["build:%s %s" % (config, chosen) for config in [c, c + "_sim", c + "_firmware"]]
        if drivers:
            lines += ["build:%s %s" % (config, drivers) for config in [c + "_sim", c + "_firmware"]]
        lines.append("build:%s_board --config=%s_firmware --//platforms/runtime:console=uart --platform_suffix=%sboard" % (c, c, c))
    return "\n".join(lines) + "\n"

def _boards_bazelrc_impl(ctx):
    out = ctx.actions.declare_file(ctx.label.name + ".bazelrc")
    ctx.actions.write(out, boards_bazelrc_text())
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

boards_bazelrc = rule(
    implementation = _boards_bazelrc_impl,
    doc = "Writes the boards' .bazelrc configs (platforms/boards.bazelrc is the committed copy).",
)
