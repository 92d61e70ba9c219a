/* NXP FRDM-K66F (MK66FN2M0VMD18) bring-up for the UART console
 * (--config=k66_board): the watchdog off at reset, the core to 180 MHz in
 * HSRUN from the PLL, then UART0 on the OpenSDA virtual COM port at
 * 115200 8N1.
 *
 * Facts, with where they come from:
 *   K66 device header MK66F18.h (NXP, for reference manual K66P144M180SF5RMV2
 *   rev. 1): every register address, offset and bit below.
 *   FRDM-K66F SDK pin set-up (frdmk66f hello_world pin_mux.c, "UART0 RX/TX"
 *   on pins E10/E9) and the FRDM-K66F user guide: the OpenSDA serial bridge
 *   is wired to UART0_RX = PTB16 and UART0_TX = PTB17, both mux ALT3.
 *   Kinetis WDOG chapter (K20/K60 family reference manuals, the same WDOG):
 *   unlock = 0xC520 then 0xD928 written to WDOG_UNLOCK within 20 bus clocks;
 *   the first unlock write must come within the WCT (256 bus clocks) after
 *   reset; control bits can be changed one bus clock after the unlock, only
 *   once, within the WCT.
 *
 *   NXP FRDM-K66F clock_config.c BOARD_BootClockHSRUN (the board's
 *   180 MHz set-up) and fsl_clock.c (its steps): the order below, OSC0 from
 *   the board's 12 MHz crystal (BOARD_XTAL0_CLK_HZ) in low-power mode,
 *   PLL0 = 12 MHz / (PRDIV 0 + 1) x (VDIV 14 + 16) / 2 = 180 MHz, and
 *   SIM_CLKDIV1 = 0x02260000: core/system /1 = 180 MHz, bus /3 = 60 MHz,
 *   FlexBus /3 = 60 MHz, flash /7 = 25.7 MHz.
 *   K66 data sheet (K66P144M180SF5V2): above 120 MHz only in HSRUN; HSRUN
 *   limits core 180, bus 60, FlexBus 60, flash 28 MHz; PLL input 8-16 MHz,
 *   VCO 180-360 MHz.
 *
 * The clock. The part leaves reset in FEI mode (FLL x 32.768 kHz slow IRC =
 * 20.97152 MHz). The UART console first brings it to its rated 180 MHz:
 * HSRUN (the only mode allowed above 120 MHz; entered at the low clock, as
 * NXP does), the final dividers (safe at every step: they keep the bus and
 * flash below their limits at 180 MHz and at anything slower), OSC0, then
 * FEI -> FBE -> PBE -> PEE, polling each step's status as the MCG chapter
 * requires. UART0 is clocked by the core/system clock (NXP fsl_clock.h for
 * MK66F18: UART0_CLK_SRC = SYS_CLK), so its divisor is computed from
 * 180 MHz. The flash needs no wait-state setting: its controller paces
 * reads by the flash clock (OUTDIV4). The host console (semihosting) build
 * never runs this file and keeps the reset clock. */
#include <stdint.h>

#include "platforms/runtime/board_hooks.h"
#include "platforms/board_regs.h"

#define REG8(address) (*(volatile uint8_t *)(address))
#define REG32(address) (*(volatile uint32_t *)(address))

/* WDOG (0x40052000): 16-bit registers. */
#define WDOG_BASE MCU_BOARD_WDOG_BASE
#define WDOG_STCTRLH_OFFSET 0x0u /* status and control high */
#define WDOG_UNLOCK_OFFSET 0xEu  /* unlock: 0xC520 then 0xD928 */
#define WDOG_UNLOCK_KEY1 0xC520u
#define WDOG_UNLOCK_KEY2 0xD928u
/* STCTRLH with WDOGEN (bit 0) clear, the rest as at reset (0x01D3):
 * CLKSRC (bit 1), ALLOWUPDATE (bit 4, so it can be changed again later),
 * STOPEN (6), WAITEN (7), STNDBYEN (8). */
#define WDOG_STCTRLH_DISABLED 0x01D2u

/* Clock gates, as the board description gives them: SIM_SCGC4 bit 10
 * (UART0), SIM_SCGC5 bit 10 (PORTB). */
#define UART0_GATE MCU_BOARD_UART0_CLOCK_GATE_REG
#define UART0_GATE_BIT (1u << MCU_BOARD_UART0_CLOCK_GATE_BIT)
#define PORTB_GATE MCU_BOARD_PORTB_CLOCK_GATE_REG
#define PORTB_GATE_BIT (1u << MCU_BOARD_PORTB_CLOCK_GATE_BIT)

/* PORTB pin control registers (PORTB at 0x4004A000, PCRn at 4 x n). */
#define PORTB_PCR16 (MCU_BOARD_PORTB_BASE + 0x40u) /* PTB16: UART0_RX */
#define PORTB_PCR17 (MCU_BOARD_PORTB_BASE + 0x44u) /* PTB17: UART0_TX */
#define PORT_PCR_MUX(alt) ((uint32_t)(alt) << 8) /* MUX, bits 10:8 */
#define PORT_PCR_UART0 PORT_PCR_MUX(3)  /* ALT3: UART0 on PTB16/PTB17 */

/* SMC (0x4007E000): power mode protection, control and status. */
#define SMC_PMPROT MCU_BOARD_SMC_BASE   /* write-once after reset */
#define SMC_PMPROT_AHSRUN 0x80u         /* allow HSRUN */
#define SMC_PMCTRL (MCU_BOARD_SMC_BASE + 0x1u)
#define SMC_PMCTRL_RUNM_HSRUN (3u << 5) /* RUNM, bits 6:5 */
#define SMC_PMSTAT (MCU_BOARD_SMC_BASE + 0x3u)
#define SMC_PMSTAT_HSRUN 0x80u

/* OSC0 (0x40065000) and MCG (0x40064000): 8-bit registers. */
#define OSC_CR MCU_BOARD_OSC_BASE
#define OSC_CR_ERCLKEN 0x80u            /* OSCERCLK on, as NXP's set-up leaves it */
#define MCG_C1 MCU_BOARD_MCG_BASE
#define MCG_C1_CLKS_MASK 0xC0u          /* CLKS, bits 7:6: 0 FLL/PLL, 2 external */
#define MCG_C1_CLKS_EXTERNAL 0x80u      /* FRDIV 0 and IREFS 0 (external reference) */
#define MCG_C2 (MCU_BOARD_MCG_BASE + 0x1u)
#define MCG_C2_LOCRE0 0x80u             /* reset value: kept */
#define MCG_C2_RANGE_VERY_HIGH (2u << 4) /* RANGE, bits 5:4: 8-32 MHz crystal */
#define MCG_C2_EREFS 0x04u              /* crystal (HGO 0: low-power mode) */
#define MCG_C5 (MCU_BOARD_MCG_BASE + 0x4u)
#define MCG_C5_PRDIV_1 0x00u            /* PRDIV, bits 2:0: 12 MHz / 1 */
#define MCG_C6 (MCU_BOARD_MCG_BASE + 0x5u)
#define MCG_C6_PLLS 0x40u               /* the PLL, not the FLL */
#define MCG_C6_VDIV_30 14u              /* VDIV, bits 4:0: x (14 + 16) */
#define MCG_S (MCU_BOARD_MCG_BASE + 0x6u)
#define MCG_S_LOCK0 0x40u
#define MCG_S_PLLST 0x20u
#define MCG_S_IREFST 0x10u
#define MCG_S_CLKST_MASK 0x0Cu          /* CLKST, bits 3:2 */
#define MCG_S_CLKST_EXTERNAL 0x08u
#define MCG_S_CLKST_PLL 0x0Cu
#define MCG_S_OSCINIT0 0x02u

/* SIM_CLKDIV1 (0x40048044): OUTDIV1..4 in bits 31:28, 27:24, 23:20, 19:16. */
#define SIM_CLKDIV1 (MCU_BOARD_SIM_BASE + 0x1044u)
#define SIM_CLKDIV1_HSRUN 0x02260000u   /* /1, /3, /3, /7 */

/* UART0 (0x4006A000): 8-bit registers. */
#define UART0_BDH MCU_BOARD_UART0_BASE  /* baud rate high: SBR[12:8] in bits 4:0 */
#define UART0_BDL (MCU_BOARD_UART0_BASE + 0x1u) /* baud rate low: SBR[7:0] (latches BDH) */
#define UART0_C1 (MCU_BOARD_UART0_BASE + 0x2u) /* control 1: M, PE, ... (0 = 8N1) */
#define UART0_C2 (MCU_BOARD_UART0_BASE + 0x3u) /* control 2: TE (bit 3), RE (bit 2) */
#define UART0_S1 (MCU_BOARD_UART0_BASE + 0x4u) /* status 1: TDRE (bit 7), TC (bit 6) */
#define UART0_D (MCU_BOARD_UART0_BASE + 0x7u) /* data */
#define UART0_C4 (MCU_BOARD_UART0_BASE + 0xAu) /* control 4: BRFA in bits 4:0, M10 (bit 5) */
#define UART_C2_TE 0x08u
#define UART_S1_TDRE 0x80u
#define UART_S1_TC 0x40u

/* Baud rate = clock / (16 x (SBR + BRFA/32)), so 32 x SBR + BRFA =
 * 2 x clock / baud, rounded: 2 x 180 MHz / 115200 = 3125 exactly,
 * SBR = 97, BRFA = 21: 115200 baud. */
#define CORE_CLOCK_HZ 180000000u
#define CONSOLE_BAUD 115200u
#define BAUD_DIVISOR_X32 ((2u * CORE_CLOCK_HZ + CONSOLE_BAUD / 2u) / CONSOLE_BAUD)
#define UART0_SBR (BAUD_DIVISOR_X32 / 32u)
#define UART0_BRFA (BAUD_DIVISOR_X32 % 32u)
_Static_assert(UART0_SBR >= 1u && UART0_SBR <= 0x1FFFu, "SBR out of range");

/* The watchdog runs from reset and resets the part unless it is serviced
 * or turned off, so it goes first. The three stores are one asm block: the
 * addresses and keys are in registers before the first store, so the
 * unlock's 20-bus-clock gap and the 256-clock window hold at any
 * optimisation level; the NOPs keep the STCTRLH write off the bus clock
 * right after the unlock. 16-bit stores: the WDOG registers are 16 bits.
 *
 * Nothing else is needed to run from flash: the flash configuration field
 * (unsecured, 0x400-0x40F) is in every K66 image (platforms/boards.bzl);
 * the clocks change only in core_clock_to_180mhz below; the system MPU's
 * reset region gives the core all of memory; the FPU is enabled by the
 * start-up code; and no interrupt is enabled. */
void mcu_board_early_init(void) {
  __asm__ volatile(
      "strh %[key1], [%[wdog], %[unlock]]\n\t"
      "strh %[key2], [%[wdog], %[unlock]]\n\t"
      "nop\n\t"
      "nop\n\t"
      "strh %[ctrl], [%[wdog], %[stctrlh]]\n\t"
      :
      : [wdog] "r"(WDOG_BASE), [key1] "r"(WDOG_UNLOCK_KEY1), [key2] "r"(WDOG_UNLOCK_KEY2),
        [ctrl] "r"(WDOG_STCTRLH_DISABLED), [unlock] "I"(WDOG_UNLOCK_OFFSET),
        [stctrlh] "I"(WDOG_STCTRLH_OFFSET)
      : "memory");
}

/* FEI at 20.97 MHz to PEE at 180 MHz in HSRUN (see the top). */
static void core_clock_to_180mhz(void) {
  /* HSRUN first: the clock may exceed 120 MHz only there. */
  REG8(SMC_PMPROT) = SMC_PMPROT_AHSRUN;
  REG8(SMC_PMCTRL) = SMC_PMCTRL_RUNM_HSRUN;
  while (REG8(SMC_PMSTAT) != SMC_PMSTAT_HSRUN) {
  }
  /* Final dividers now: bus /3 and flash /7 stay in range at every step. */
  REG32(SIM_CLKDIV1) = SIM_CLKDIV1_HSRUN;
  /* OSC0: the 12 MHz crystal, low-power mode; wait until it has started. */
  REG8(OSC_CR) = OSC_CR_ERCLKEN;
  REG8(MCG_C2) = MCG_C2_LOCRE0 | MCG_C2_RANGE_VERY_HIGH | MCG_C2_EREFS;
  while ((REG8(MCG_S) & MCG_S_OSCINIT0) == 0) {
  }
  /* FBE: MCGOUTCLK = OSC0 (C7.OSCSEL stays 0), FLL reference external. */
  REG8(MCG_C1) = MCG_C1_CLKS_EXTERNAL;
  while ((REG8(MCG_S) & MCG_S_IREFST) != 0) {
  }
  while ((REG8(MCG_S) & MCG_S_CLKST_MASK) != MCG_S_CLKST_EXTERNAL) {
  }
  /* PBE: PLL0 at 12 MHz / 1 x 30 / 2 = 180 MHz, still bypassed. */
  REG8(MCG_C5) = MCG_C5_PRDIV_1;
  REG8(MCG_C6) = MCG_C6_PLLS | MCG_C6_VDIV_30;
  while ((REG8(MCG_S) & MCG_S_PLLST) == 0) {
  }
  while ((REG8(MCG_S) & MCG_S_LOCK0) == 0) {
  }
  /* PEE: the locked PLL clocks the core. */
  REG8(MCG_C1) = (uint8_t)(REG8(MCG_C1) & ~MCG_C1_CLKS_MASK);
  while ((REG8(MCG_S) & MCG_S_CLKST_MASK) != MCG_S_CLKST_PLL) {
  }
}

void mcu_board_uart_init(void) {
  core_clock_to_180mhz();
  REG32(PORTB_GATE) |= PORTB_GATE_BIT; /* clock the pin mux before writing it */
  REG32(UART0_GATE) |= UART0_GATE_BIT;
  /* PTB16/PTB17 to UART0 (no pull, slow slew: the other PCR fields 0). */
  REG32(PORTB_PCR16) = PORT_PCR_UART0;
  REG32(PORTB_PCR17) = PORT_PCR_UART0;
  REG8(UART0_C2) = 0; /* transmitter and receiver off while configuring */
  REG8(UART0_C1) = 0; /* 8 data bits, no parity */
  /* BDH first: its SBR bits take effect when BDL is written. BDH's other
   * bits (one stop bit, no break/edge interrupts) stay 0. */
  REG8(UART0_BDH) = (uint8_t)((UART0_SBR >> 8) & 0x1Fu);
  REG8(UART0_BDL) = (uint8_t)(UART0_SBR & 0xFFu);
  REG8(UART0_C4) = (uint8_t)UART0_BRFA; /* fine adjust; M10 and match off */
  REG8(UART0_C2) = UART_C2_TE;          /* transmit only: nothing is read */
}

void mcu_board_uart_putc(uint8_t byte) {
  while ((REG8(UART0_S1) & UART_S1_TDRE) == 0) {
  }
  REG8(UART0_D) = byte;
}

void mcu_board_uart_flush(void) {
  while ((REG8(UART0_S1) & UART_S1_TC) == 0) {
  }
}
