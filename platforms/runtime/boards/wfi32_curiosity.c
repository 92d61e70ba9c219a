/* WFI32 2.0 Curiosity (PIC32MZ2051W104132): UART console on UART3, which the
 * board wires to the PKOB4 debugger's virtual COM port, 115200 8N1.
 *
 * Facts (PIC32MZ-W DFP 1.8.326: xc32/32MZ2051W104132/p32MZ2051W104132.S for
 * addresses, atdf/PIC32MZ2051W104132.atdf for the UART bit fields):
 *   U3MODE 0xBF801600, U3STA 0xBF801610, U3TXREG 0xBF801620, U3BRG
 *   0xBF801640; SET/CLR aliases at +8/+4. U3MODE: STSEL bit 0, PDSEL 2:1,
 *   BRGH bit 3 (4x clock), ON bit 15, CLKSEL 18:17 (0 PBCLK1, 1 SYSCLK,
 *   2 FRC, 3 REFCLK1). U3STA: TRMT bit 8, UTXBF bit 9, UTXEN bit 10.
 *   PPS output register RPC14R 0xBF801AB8.
 * Board wiring: Microchip's Harmony projects for this board (and for the
 * first WFI32 Curiosity) route UART3 with U3RXR = 10 and RPC14R = 1 (U3TX on
 * RPC14) and print their stdio there; UART1 is the GPIO-header console.
 *
 * Clock: the W1 has no oscillator-select configuration word; the core runs
 * from the FRC at reset and this firmware never switches. The UART's baud
 * clock is taken straight from the FRC (CLKSEL = 2), 8 MHz (atdf
 * __FRC_DEF_FREQ), so it depends on neither SYSCLK nor PB1DIV:
 *   baud = 8 MHz / (4 x (U3BRG + 1)), U3BRG = 16 -> 117647 baud, +2.1 % from
 *   115200 (the nearest an 8 MHz clock gives; BRG 17 is -3.5 %).
 * [not verified: the FRC's tolerance adds to that error.]
 *
 * The configuration words (boards.bzl) turn the watchdog and the deadman
 * timer off (WDTEN = 0, DMTEN = 0) and lock nothing (IOLOCK fuse off; the
 * CFGCON0.IOLOCK bit is clear after reset), so PPS needs no unlock here. */
#include <stdint.h>

#include "platforms/runtime/board_hooks.h"
#include "platforms/board_regs.h"

#define REG(address) (*(volatile uint32_t *)(address))

#define U3MODE MCU_BOARD_UART3_BASE
#define U3MODESET (MCU_BOARD_UART3_BASE + 0x8u)
#define U3STA (MCU_BOARD_UART3_BASE + 0x10u)
#define U3STASET (MCU_BOARD_UART3_BASE + 0x18u)
#define U3TXREG (MCU_BOARD_UART3_BASE + 0x20u)
#define U3BRG (MCU_BOARD_UART3_BASE + 0x40u)
#define RPC14R MCU_BOARD_RPC14R_BASE

#define UXMODE_BRGH (1u << 3)
#define UXMODE_ON (1u << 15)
#define UXMODE_CLKSEL_FRC (2u << 17)
#define UXSTA_TRMT (1u << 8)
#define UXSTA_UTXBF (1u << 9)
#define UXSTA_UTXEN (1u << 10)

#define RPC14R_U3TX 1u
#define U3BRG_115200_AT_FRC 16u /* 8 MHz / (4 x 17) = 117647 baud */

/* The watchdog and deadman timer are off by configuration word: with
 * WDTEN = 0 the watchdog runs only if software sets WDTCON.ON. */
void mcu_board_early_init(void) {}

void mcu_board_uart_init(void) {
  REG(RPC14R) = RPC14R_U3TX;
  /* Off while configuring: 8 data bits, no parity, 1 stop bit (PDSEL = 0,
   * STSEL = 0), 4x baud clock from the FRC. */
  REG(U3MODE) = UXMODE_CLKSEL_FRC | UXMODE_BRGH;
  REG(U3BRG) = U3BRG_115200_AT_FRC;
  REG(U3STASET) = UXSTA_UTXEN;
  REG(U3MODESET) = UXMODE_ON;
}

void mcu_board_uart_putc(uint8_t byte) {
  while (REG(U3STA) & UXSTA_UTXBF) {
  }
  REG(U3TXREG) = byte;
}

void mcu_board_uart_flush(void) {
  while ((REG(U3STA) & UXSTA_TRMT) == 0) {
  }
}
