/* Microchip ATSAM4C32-EK (ATSAM4C32C, core 0) bring-up for the UART console
 * (--config=sam4c_board): both watchdogs off at reset, then UART0 on the
 * kit's serial port at 115200 8N1.
 *
 * Facts, with where they come from:
 *   SAM4C32C device header (ASF sam/utils/cmsis/sam4c/include sam4c32c_0.h,
 *   component/component_{wdt,rswdt,pmc,pio,uart}.h): every base address,
 *   register offset, bit position and peripheral ID below; CHIP_FREQ_FWS_n
 *   (flash wait states per frequency, VDDCORE 1.2 V) and
 *   CHIP_FREQ_CPU_MAX = 120 MHz.
 *   SAM4C-EK board definition (ASF sam/boards/sam4c_ek/sam4c_ek.h, init.c;
 *   the SAM4C-EK softpack board.h): the console is UART0, URXD0 = PB4 and
 *   UTXD0 = PB5, both peripheral function A.
 *   SAM4C reset clock (ASF system_sam4c.c: "For SAM4C, the internal 4MHz
 *   fast RC oscillator is the default clock selected to start up the
 *   system", SystemCoreClock = CHIP_FREQ_MAINCK_RC_4MHZ; SAM4 PMC chapter:
 *   after reset the main RC oscillator is enabled at 4 MHz and MAINCK, with
 *   prescaler 1, is the master clock): MCK = 4 MHz at reset.
 *   SAM4C PLLB limits (ASF common/services/clock/sam4c/pll.h): input after
 *   DIVB 3-32 MHz, output 80-240 MHz, multiplier = MULB + 1; the SAM4C-EK
 *   ASF clock set-up runs MCK = 120 MHz from PLLB.
 *
 * The clock. 115200 baud cannot be made from the reset clock: the UART
 * divides MCK by 16 x CD (integer CD), and 4 MHz / (16 x 115200) = 2.17, so
 * CD = 2 gives 125000 baud (+8.5 %) and CD = 3 gives 83333 (-28 %); a
 * terminal fails beyond about 3 %. The other main RC frequencies fail the
 * same way (8 MHz: CD 4 = 125000; 12 MHz: CD 7 = 107143, -7 %). So the UART
 * console moves MCK to PLLB before it programs the UART: main RC switched
 * to its factory-trimmed 12 MHz, PLLB = 12 MHz x 10 = 120 MHz (SRCB =
 * MAINCK, DIVB = 1, MULB = 9), MCK = PLLB / 1 = 120 MHz, the clock the
 * board's cycle model assumes (boards.bzl clock_hz, flash_wait_states = 5).
 * Then CD = 120 MHz / (16 x 115200) = 65.1 -> 65: 115384.6 baud, +0.16 %.
 * The RC (not the kit's crystal) keeps this free of board-population
 * assumptions; its trimmed accuracy is well inside the UART's tolerance at
 * room temperature [the SAM4C electrical tables were not checked]. The host
 * console (semihosting) build never runs this file and keeps the reset
 * clock. */
#include <stdint.h>

#include "platforms/runtime/board_hooks.h"
#include "platforms/board_regs.h"

#define REG32(address) (*(volatile uint32_t *)(address))

/* WDT (0x400E1450): enabled at reset; WDT_MR can be written only once
 * after reset, so the first write must be the one that turns it off. */
#define WDT_MR (MCU_BOARD_WDT_BASE + 0x4u)              /* watchdog mode register */
#define WDT_MR_WDDIS (1u << 15)         /* watchdog disable */
/* RSWDT (0x400E1500), the reinforced safety watchdog: documented as off
 * after a processor reset, but the same chapter says a default watchdog
 * runs at power-up; RSWDT_MR is write-once too, so disable it as well. */
#define RSWDT_MR (MCU_BOARD_RSWDT_BASE + 0x4u)            /* reinforced safety watchdog mode */
#define RSWDT_MR_WDDIS (1u << 15)       /* watchdog disable */

/* EEFC0 (0x400E0A00) and EEFC1 (0x400E0C00): flash 0 and flash 1. */
#define EEFC0_FMR MCU_BOARD_EEFC0_BASE           /* EEFC0 flash mode register */
#define EEFC1_FMR MCU_BOARD_EEFC1_BASE           /* EEFC1 flash mode register */
#define EEFC_FMR_FWS_MASK (0xFu << 8)   /* FWS, bits 11:8: wait states - 1 */
/* 120 MHz needs FWS = 5 (CHIP_FREQ_FWS_4 = 106 MHz < 120 MHz <=
 * CHIP_FREQ_FWS_5 = 121 MHz); at the 4 MHz reset clock FWS = 0 suffices
 * (below CHIP_FREQ_FWS_0 = 21 MHz), which is why early_init leaves it. */
#define EEFC_FMR_FWS_120MHZ (5u << 8)

/* PMC (0x400E0400). */
#define CKGR_MOR (MCU_BOARD_PMC_BASE + 0x20u)            /* main oscillator register */
#define CKGR_MOR_KEY (0x37u << 16)      /* KEY: writes without it are ignored */
#define CKGR_MOR_KEY_MASK (0xFFu << 16)
#define CKGR_MOR_MOSCRCF_MASK (0x7u << 4) /* main RC frequency: 0 = 4, 1 = 8, 2 = 12 MHz */
#define CKGR_MOR_MOSCRCF_12MHZ (0x2u << 4)
#define CKGR_PLLBR (MCU_BOARD_PMC_BASE + 0x2Cu)          /* PLLB register */
#define CKGR_PLLBR_DIVB(n) ((uint32_t)(n) << 0)      /* DIVB, bits 7:0 */
#define CKGR_PLLBR_PLLBCOUNT(n) ((uint32_t)(n) << 8) /* lock delay in slow clocks, bits 13:8 */
#define CKGR_PLLBR_MULB(n) ((uint32_t)(n) << 16)     /* MULB, bits 26:16: x (MULB + 1) */
/* SRCB (bit 29) = 0: PLLB input is MAINCK. */
#define PMC_MCKR (MCU_BOARD_PMC_BASE + 0x30u)            /* master clock register */
#define PMC_MCKR_CSS_MASK 0x3u          /* CSS, bits 1:0: 1 = MAINCK, 3 = PLLB */
#define PMC_MCKR_CSS_PLLB 0x3u
#define PMC_MCKR_PRES_MASK (0x7u << 4)  /* PRES, bits 6:4: 0 = /1 */
#define PMC_SR (MCU_BOARD_PMC_BASE + 0x68u)              /* status register */
#define PMC_SR_LOCKB (1u << 2)          /* PLLB locked */
#define PMC_SR_MCKRDY (1u << 3)         /* master clock ready */
#define PMC_SR_MOSCRCS (1u << 17)       /* main RC oscillator stable */
/* UART0's clock gate (the description's): PMC_PCER0 bit 8, its peripheral ID. */
#define UART0_GATE MCU_BOARD_UART0_CLOCK_GATE_REG
#define UART0_GATE_BIT (1u << MCU_BOARD_UART0_CLOCK_GATE_BIT)

/* PIOB (0x400E1000): PB4 = URXD0, PB5 = UTXD0, peripheral A. */
#define PIOB_PDR (MCU_BOARD_PIOB_BASE + 0x4u)            /* PIO disable: the peripheral drives the pin */
#define PIOB_ABCDSR1 (MCU_BOARD_PIOB_BASE + 0x70u)        /* peripheral select 1 (A/B/C/D, low bit) */
#define PIOB_ABCDSR2 (MCU_BOARD_PIOB_BASE + 0x74u)        /* peripheral select 2 (high bit); A = 0, 0 */
#define PIOB_UART0_PINS ((1u << 4) | (1u << 5))

/* UART0 (0x400E0600). */
#define UART0_CR MCU_BOARD_UART0_BASE            /* control register */
#define UART_CR_RSTRX (1u << 2)         /* reset receiver */
#define UART_CR_RSTTX (1u << 3)         /* reset transmitter */
#define UART_CR_RXDIS (1u << 5)         /* receiver disable */
#define UART_CR_TXEN (1u << 6)          /* transmitter enable */
#define UART_CR_RSTSTA (1u << 8)        /* reset status bits */
#define UART0_MR (MCU_BOARD_UART0_BASE + 0x4u)            /* mode register */
/* PAR (bits 11:9) = 4: no parity; CHMODE (15:14) = 0: normal; OPT_EN
 * (bit 0) = 0: no optical modulation. The UART frame is 8 data bits and
 * 1 stop bit, fixed: 8N1. */
#define UART_MR_PAR_NO (0x4u << 9)
#define UART0_SR (MCU_BOARD_UART0_BASE + 0x14u)            /* status register */
#define UART_SR_TXRDY (1u << 1)         /* THR free for a new byte */
#define UART_SR_TXEMPTY (1u << 9)       /* THR and shift register empty */
#define UART0_THR (MCU_BOARD_UART0_BASE + 0x1Cu)           /* transmit holding register */
#define UART0_BRGR (MCU_BOARD_UART0_BASE + 0x20u)          /* baud rate generator: CD, bits 15:0 */

#define MCK_HZ 120000000u               /* after the clock switch below */
#define BAUD 115200u
/* Rounded to the nearest divisor: 65 (115384.6 baud, +0.16 %). */
#define UART_CD ((MCK_HZ + 8u * BAUD) / (16u * BAUD))

void mcu_board_early_init(void) {
  REG32(WDT_MR) = WDT_MR_WDDIS;
  REG32(RSWDT_MR) = RSWDT_MR_WDDIS;
}

/* MCK from the 4 MHz reset RC to PLLB at 120 MHz (see the top). */
static void master_clock_to_120mhz(void) {
  /* More wait states first: they are safe at any lower clock. */
  REG32(EEFC0_FMR) = (REG32(EEFC0_FMR) & ~EEFC_FMR_FWS_MASK) | EEFC_FMR_FWS_120MHZ;
  REG32(EEFC1_FMR) = (REG32(EEFC1_FMR) & ~EEFC_FMR_FWS_MASK) | EEFC_FMR_FWS_120MHZ;
  /* Main RC to 12 MHz (it is already on: only the frequency changes, as
   * the PMC requires). MAINCK stops until MOSCRCS is back. */
  REG32(CKGR_MOR) = (REG32(CKGR_MOR) & ~(CKGR_MOR_KEY_MASK | CKGR_MOR_MOSCRCF_MASK)) |
                    CKGR_MOR_KEY | CKGR_MOR_MOSCRCF_12MHZ;
  while ((REG32(PMC_SR) & PMC_SR_MOSCRCS) == 0) {
  }
  /* PLLB: 12 MHz / 1 x (9 + 1) = 120 MHz; longest lock delay. */
  REG32(CKGR_PLLBR) = CKGR_PLLBR_MULB(9) | CKGR_PLLBR_PLLBCOUNT(0x3F) | CKGR_PLLBR_DIVB(1);
  while ((REG32(PMC_SR) & PMC_SR_LOCKB) == 0) {
  }
  /* Switching to a PLL: prescaler first, then the source, each followed
   * by MCKRDY (the PMC's programming sequence). PRES = /1. */
  REG32(PMC_MCKR) = REG32(PMC_MCKR) & ~PMC_MCKR_PRES_MASK;
  while ((REG32(PMC_SR) & PMC_SR_MCKRDY) == 0) {
  }
  REG32(PMC_MCKR) = (REG32(PMC_MCKR) & ~PMC_MCKR_CSS_MASK) | PMC_MCKR_CSS_PLLB;
  while ((REG32(PMC_SR) & PMC_SR_MCKRDY) == 0) {
  }
}

void mcu_board_uart_init(void) {
  master_clock_to_120mhz();
  REG32(UART0_GATE) = UART0_GATE_BIT;
  REG32(PIOB_ABCDSR1) &= ~PIOB_UART0_PINS;
  REG32(PIOB_ABCDSR2) &= ~PIOB_UART0_PINS;
  REG32(PIOB_PDR) = PIOB_UART0_PINS;
  REG32(UART0_CR) = UART_CR_RSTRX | UART_CR_RSTTX | UART_CR_RXDIS | UART_CR_RSTSTA;
  REG32(UART0_MR) = UART_MR_PAR_NO;
  REG32(UART0_BRGR) = UART_CD;
  REG32(UART0_CR) = UART_CR_TXEN;
}

void mcu_board_uart_putc(uint8_t byte) {
  while ((REG32(UART0_SR) & UART_SR_TXRDY) == 0) {
  }
  REG32(UART0_THR) = byte;
}

void mcu_board_uart_flush(void) {
  while ((REG32(UART0_SR) & UART_SR_TXEMPTY) == 0) {
  }
}
