/* NXP FRDM-K66F (MK66FN2M0VMD18) bring-up for the UART console
 * (--config=k66_board): the watchdog off at reset, then UART0 on the
 * OpenSDA virtual COM port at 115200 8N1.
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
 * The clock: the firmware never touches the MCG, so the part runs as it
 * leaves reset, in FEI mode: MCGOUTCLK = FLL (DCO, low range, DMX32 = 0,
 * factor 640) x slow IRC (32.768 kHz, factory trimmed) = 20.97152 MHz, with
 * SIM_CLKDIV1 OUTDIV1 = OUTDIV2 = /1, so core = system = bus = 20.97152 MHz
 * (NXP system_MK66F18.h DEFAULT_SYSTEM_CLOCK = 20971520; the K65/K66 SDK
 * clock set-up "0 ... default part configuration, FEI, core clock =
 * 20.97152 MHz, bus clock = 20.97152 MHz"). UART0 and UART1 are clocked by
 * the core/system clock, UART2-4 by the bus clock (NXP fsl_clock.h for
 * MK66F18: UART0_CLK_SRC = SYS_CLK). */
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
#define PORTB_PCR16 (MCU_BOARD_PORTB_BASE + 0x40u)         /* PTB16: UART0_RX */
#define PORTB_PCR17 (MCU_BOARD_PORTB_BASE + 0x44u)         /* PTB17: UART0_TX */
#define PORT_PCR_MUX(alt) ((uint32_t)(alt) << 8) /* MUX, bits 10:8 */
#define PORT_PCR_UART0 PORT_PCR_MUX(3)  /* ALT3: UART0 on PTB16/PTB17 */

/* UART0 (0x4006A000): 8-bit registers. */
#define UART0_BDH MCU_BOARD_UART0_BASE           /* baud rate high: SBR[12:8] in bits 4:0 */
#define UART0_BDL (MCU_BOARD_UART0_BASE + 0x1u)           /* baud rate low: SBR[7:0] (latches BDH) */
#define UART0_C1 (MCU_BOARD_UART0_BASE + 0x2u)            /* control 1: M, PE, ... (0 = 8N1) */
#define UART0_C2 (MCU_BOARD_UART0_BASE + 0x3u)            /* control 2: TE (bit 3), RE (bit 2) */
#define UART0_S1 (MCU_BOARD_UART0_BASE + 0x4u)            /* status 1: TDRE (bit 7), TC (bit 6) */
#define UART0_D (MCU_BOARD_UART0_BASE + 0x7u)             /* data */
#define UART0_C4 (MCU_BOARD_UART0_BASE + 0xAu)            /* control 4: BRFA in bits 4:0, M10 (bit 5) */
#define UART_C2_TE 0x08u
#define UART_S1_TDRE 0x80u
#define UART_S1_TC 0x40u

/* Baud rate = clock / (16 x (SBR + BRFA/32)), so 32 x SBR + BRFA =
 * 2 x clock / baud, rounded: 2 x 20971520 / 115200 = 364.09 -> 364,
 * SBR = 11, BRFA = 12, giving 115228 baud (+0.02 %). */
#define K66_RESET_CORE_CLOCK_HZ 20971520u
#define CONSOLE_BAUD 115200u
#define BAUD_DIVISOR_X32 ((2u * K66_RESET_CORE_CLOCK_HZ + CONSOLE_BAUD / 2u) / CONSOLE_BAUD)
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
 * Nothing else is needed to run from flash for minutes at the reset clock:
 * the flash configuration field (unsecured, 0x400-0x40F) is in every K66
 * image (platforms/boards.bzl); the clocks stay at their reset settings,
 * which the flash is read at as it leaves reset; the system MPU's reset
 * region gives the core all of memory; the FPU is enabled by the
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

void mcu_board_uart_init(void) {
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
