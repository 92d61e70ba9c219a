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
 *   Clock registers (PIC32MZ-W DFP 1.6.217 p32mz1025w104132.h and atdf, the
 *   same die family): CFGCON0 0xBF800000 (SPLLHWMD bit 25), CFGCON3
 *   0xBF800030 (SPLLPOSTDIV2 11:6), SYSKEY 0xBF800080; OSCCON 0xBF801200
 *   (OSWEN 0, NOSC 11:8, COSC 15:12: 0 FRC, 1 SPLL), SPLLCON 0xBF801220
 *   (BSWSEL 2:0, PWDN 3, POSTDIV1 9:4, FLOCK 10, RST 11, FBDIV 21:12,
 *   REFDIV 27:22, SLOCK 29, ICLK 30: 1 = FRC, BYP 31), PB1DIV 0xBF801320
 *   (PBDIV 6:0, ON 15); PRECON 0xBF812400 (PFMWS 3:0, PREFEN 5:4).
 * Board wiring: Microchip's Harmony projects for this board (and for the
 * first WFI32 Curiosity) route UART3 with U3RXR = 10 and RPC14R = 1 (U3TX on
 * RPC14) and print their stdio there; UART1 is the GPIO-header console.
 *
 * The clock. The W1 has no oscillator-select configuration word: the core
 * leaves reset on the 8 MHz FRC. The UART console first brings it to its
 * rated 200 MHz as Harmony's clock set-up for the part does (csp
 * peripheral/clk_pic32mzw: SYSKEY unlock, CFGCON3, CFGCON0.SPLLHWMD,
 * SPLLCON, OSCCON switch, PB divisors; its core set-up sets PRECON.PFMWS
 * from the clock), with one change: the SPLL runs from the FRC, not from
 * the module's 40 MHz crystal (POSC), whose start-up needs Harmony's writes
 * to the Wi-Fi RF block. The FRC path is within the SPLL's limits:
 *   input 8 MHz / SPLLREFDIV 1 (input 4-60 MHz for a reference divide of 1)
 *   x SPLLFBDIV 125 (16-400) = VCO 1000 MHz (800-1600 MHz),
 *   / SPLLPOSTDIV1 5 / CFGCON3.SPLLPOSTDIV2 1 = SYSCLK 200 MHz,
 *   SPLLBSWSEL 1 (Harmony's bandwidth table: a 4-10 MHz input, VCO below
 *   1200 MHz).
 * The FRC's tolerance carries into SYSCLK and the baud rate [not verified:
 * the data sheet's FRC accuracy was not read]; 115200 baud needs it within
 * 3 %.
 * Flash: 200 MHz needs PRECON.PFMWS = 5 (Harmony's PIC32MZW table: up to
 * 40 MHz per wait state), set before the switch with predictive prefetch
 * for any address (PREFEN = 3). PBCLK1, which clocks UART3, is SYSCLK / 2 =
 * 100 MHz (PB1DIV.PBDIV = 1, Harmony's divisor - 1 encoding); the other PB
 * clocks keep their reset divisors (/3 and slower), inside 100 MHz.
 * UART3's baud clock is PBCLK1 (CLKSEL = 0, Harmony's default):
 *   baud = 100 MHz / (4 x (U3BRG + 1)), U3BRG = 216 -> 115207 baud, +0.006 %.
 *
 * The configuration words (boards.bzl) turn the watchdog and the deadman
 * timer off (WDTEN = 0, DMTEN = 0) and lock nothing (IOLOCK fuse off; the
 * CFGCON0.IOLOCK bit is clear after reset), so PPS needs no unlock here. */
#include <stdint.h>

#include "platforms/runtime/board_hooks.h"
#include "platforms/board_regs.h"

#define REG(address) (*(volatile uint32_t *)(address))

/* CFG (0xBF800000), CRU (0xBF801200), PCACHE (0xBF812400). */
#define CFGCON0 MCU_BOARD_CFG_BASE
#define CFGCON3 (MCU_BOARD_CFG_BASE + 0x30u)
#define SYSKEY (MCU_BOARD_CFG_BASE + 0x80u)
#define OSCCON MCU_BOARD_CRU_BASE
#define OSCCONSET (MCU_BOARD_CRU_BASE + 0x8u)
#define SPLLCON (MCU_BOARD_CRU_BASE + 0x20u)
#define PB1DIV (MCU_BOARD_CRU_BASE + 0x120u)
#define PRECON MCU_BOARD_PRECON_BASE

#define SYSKEY_UNLOCK1 0xAA996655u
#define SYSKEY_UNLOCK2 0x556699AAu
#define SYSKEY_LOCK 0x33333333u       /* any other value locks */
#define CFGCON0_SPLLHWMD (1u << 25)   /* SPLL under hardware control */
#define CFGCON3_SPLLPOSTDIV2_MASK (0x3Fu << 6)
#define CFGCON3_SPLLPOSTDIV2_1 (1u << 6)
#define PRECON_PFMWS_MASK 0xFu
#define PRECON_PFMWS_200MHZ 5u
#define PRECON_PREFEN_ANY (3u << 4)   /* predictive prefetch, any address */
#define PRECON_PREFEN_MASK (3u << 4)
#define PB1DIV_PBDIV_2 1u             /* SYSCLK / (PBDIV + 1) */
#define PB1DIV_ON (1u << 15)
#define OSCCON_OSWEN (1u << 0)
#define OSCCON_NOSC_SPLL (1u << 8)    /* NOSC, bits 11:8 */
#define OSCCON_NOSC_MASK (0xFu << 8)
#define OSCCON_COSC_MASK (0xFu << 12)
#define OSCCON_COSC_SPLL (1u << 12)
/* SPLLCON: ICLK (bit 30) FRC, REFDIV (27:22) 1, FBDIV (21:12) 125, POSTDIV1
 * (9:4) 5, BSWSEL (2:0) 1; PWDN (3), FLOCK (10), RST (11), BYP (31) clear. */
#define SPLLCON_FRC_200MHZ ((1u << 30) | (1u << 22) | (125u << 12) | (5u << 4) | 1u)
#define SPLLCON_SLOCK (1u << 29)

#define U3MODE MCU_BOARD_UART3_BASE
#define U3MODESET (MCU_BOARD_UART3_BASE + 0x8u)
#define U3STA (MCU_BOARD_UART3_BASE + 0x10u)
#define U3STASET (MCU_BOARD_UART3_BASE + 0x18u)
#define U3TXREG (MCU_BOARD_UART3_BASE + 0x20u)
#define U3BRG (MCU_BOARD_UART3_BASE + 0x40u)
#define RPC14R MCU_BOARD_RPC14R_BASE

#define UXMODE_BRGH (1u << 3)
#define UXMODE_ON (1u << 15)
#define UXMODE_CLKSEL_PBCLK1 (0u << 17)
#define UXSTA_TRMT (1u << 8)
#define UXSTA_UTXBF (1u << 9)
#define UXSTA_UTXEN (1u << 10)

#define RPC14R_U3TX 1u
/* Baud = PBCLK1 / (4 x (BRG + 1)): BRG = PBCLK1 / (4 x 115200) - 1, rounded. */
#define PBCLK1_HZ 100000000u
#define CONSOLE_BAUD 115200u
#define U3BRG_115200 ((PBCLK1_HZ + 2u * CONSOLE_BAUD) / (4u * CONSOLE_BAUD) - 1u)
_Static_assert(U3BRG_115200 == 216u, "100 MHz / (4 x 217) = 115207 baud");

/* The watchdog and deadman timer are off by configuration word: with
 * WDTEN = 0 the watchdog runs only if software sets WDTCON.ON. */
void mcu_board_early_init(void) {}

/* FRC at 8 MHz to the SPLL at 200 MHz (see the top), in Harmony's order. */
static void core_clock_to_200mhz(void) {
  /* The clock registers ignore writes until the two keys, back to back. */
  REG(SYSKEY) = 0;
  REG(SYSKEY) = SYSKEY_UNLOCK1;
  REG(SYSKEY) = SYSKEY_UNLOCK2;
  /* Wait states for 200 MHz before the clock rises (5 also serves 8 MHz). */
  REG(PRECON) = (REG(PRECON) & ~(PRECON_PFMWS_MASK | PRECON_PREFEN_MASK)) | PRECON_PFMWS_200MHZ | PRECON_PREFEN_ANY;
  REG(CFGCON3) = (REG(CFGCON3) & ~CFGCON3_SPLLPOSTDIV2_MASK) | CFGCON3_SPLLPOSTDIV2_1;
  REG(CFGCON0) |= CFGCON0_SPLLHWMD;
  /* PBCLK1 = SYSCLK / 2: 100 MHz at 200 MHz. */
  REG(PB1DIV) = PB1DIV_ON | PB1DIV_PBDIV_2;
  REG(SPLLCON) = SPLLCON_FRC_200MHZ;
  while ((REG(SPLLCON) & SPLLCON_SLOCK) == 0) {
  }
  /* Switch: NOSC = SPLL, then OSWEN; the hardware clears OSWEN when done. */
  REG(OSCCON) = (REG(OSCCON) & ~OSCCON_NOSC_MASK) | OSCCON_NOSC_SPLL;
  REG(OSCCONSET) = OSCCON_OSWEN;
  while (REG(OSCCON) & OSCCON_OSWEN) {
  }
  while ((REG(OSCCON) & OSCCON_COSC_MASK) != OSCCON_COSC_SPLL) {
  }
  REG(SYSKEY) = SYSKEY_LOCK;
}

void mcu_board_uart_init(void) {
  core_clock_to_200mhz();
  REG(RPC14R) = RPC14R_U3TX;
  /* Off while configuring: 8 data bits, no parity, 1 stop bit (PDSEL = 0,
   * STSEL = 0), 4x baud clock from PBCLK1. */
  REG(U3MODE) = UXMODE_CLKSEL_PBCLK1 | UXMODE_BRGH;
  REG(U3BRG) = U3BRG_115200;
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
