/* The ATSAM4C32-EK UART console (--config=sam4c_board, console = "uart"):
 * after start-up every line of this firmware travels through UART0, so its
 * reaching the test's output is the first check (the simulator's UART model
 * refuses bytes at a wrong baud rate, unclocked, or with PB5 not given to
 * the UART). Then it reads back what the bring-up (platforms/runtime/boards/
 * atsam4c32_ek.c) left in the registers, with its own constants from the
 * SAM4C32C headers (ASF sam4c32c_0.h and component_*.h), so a slip shows
 * here too; every read-back is valid on a real ATSAM4C32-EK. Ends with
 * exit 0: "exit=0" on the UART and the core idling with r0 = 0. */
#include <stdint.h>

#include "platforms/runtime/board_io.h"
#include "tests/firmware/check.h"
#include "platforms/board_regs.h"

#define READ32(address) (*(volatile const uint32_t *)(address))

static void expect_field(const char *check, uint32_t address, uint32_t mask, uint32_t expected) {
  fw_expect_u32(check, check, expected, READ32(address) & mask);
  fw_ok(check);
}

int main(void) {
  mcu_board_print("sam4c uart console: hello over UART0\n");

  /* No record channel: the benchmark prints "record:<hex>" lines instead. */
  static const uint8_t record[] = {'M', 'C', 'U', 'R'};
  fw_expect_u32("record channel absent", "mcu_board_record", (uint32_t)-1,
                (uint32_t)mcu_board_record(record, sizeof(record)));
  fw_ok("record channel absent");

  /* WDT_MR (0x400E1454) and RSWDT_MR (0x400E1504): WDDIS, bit 15. */
  expect_field("wdt_mr.wddis set", (MCU_BOARD_WDT_BASE + 0x4u), 1u << 15, 1u << 15);
  expect_field("rswdt_mr.wddis set", (MCU_BOARD_RSWDT_BASE + 0x4u), 1u << 15, 1u << 15);

  /* EEFC0/EEFC1_FMR (0x400E0A00 / 0x400E0C00): FWS (bits 11:8) = 5 for
   * 120 MHz. */
  expect_field("eefc0_fmr.fws 5", MCU_BOARD_EEFC0_BASE, 0xFu << 8, 5u << 8);
  expect_field("eefc1_fmr.fws 5", MCU_BOARD_EEFC1_BASE, 0xFu << 8, 5u << 8);

  /* PMC (0x400E0400): main RC at 12 MHz (CKGR_MOR.MOSCRCF, bits 6:4 = 2),
   * PLLB = x10 /1 (CKGR_PLLBR MULB bits 26:16 = 9, DIVB bits 7:0 = 1),
   * MCK = PLLB /1 (PMC_MCKR CSS bits 1:0 = 3, PRES bits 6:4 = 0), PMC_SR
   * LOCKB (bit 2) and MCKRDY (bit 3), UART0 clock (PMC_PCSR0 bit 8). */
  expect_field("ckgr_mor.moscrcf 12 MHz", (MCU_BOARD_PMC_BASE + 0x20u), 0x7u << 4, 0x2u << 4);
  expect_field("ckgr_pllbr x10 /1", (MCU_BOARD_PMC_BASE + 0x2Cu), (0x7FFu << 16) | 0xFFu, (9u << 16) | 1u);
  expect_field("pmc_mckr pllb /1", (MCU_BOARD_PMC_BASE + 0x30u), 0x73u, 0x03u);
  expect_field("pmc_sr lockb mckrdy", (MCU_BOARD_PMC_BASE + 0x68u), 0xCu, 0xCu);
  expect_field("pmc_pcsr0.uart0 set", (MCU_BOARD_PMC_BASE + 0x18u), 1u << 8, 1u << 8);

  /* PIOB (0x400E1000): PB4/PB5 off the PIO (PIO_PSR bits clear) on
   * peripheral A (PIO_ABCDSR1/2 bits clear). */
  expect_field("piob_psr pb4 pb5 peripheral", (MCU_BOARD_PIOB_BASE + 0x8u), 0x30u, 0);
  expect_field("piob_abcdsr1 pb4 pb5 a", (MCU_BOARD_PIOB_BASE + 0x70u), 0x30u, 0);
  expect_field("piob_abcdsr2 pb4 pb5 a", (MCU_BOARD_PIOB_BASE + 0x74u), 0x30u, 0);

  /* UART0 (0x400E0600): MR PAR (bits 11:9) = 4, no parity; CHMODE (15:14)
   * normal; OPT_EN (bit 0) off. */
  expect_field("uart0_mr 8n1", (MCU_BOARD_UART0_BASE + 0x4u), (0x7u << 9) | (0x3u << 14) | 1u, 0x4u << 9);

  /* Baud rate from BRGR.CD at MCK = 120 MHz: within 1 % of 115200. */
  const uint32_t cd = READ32((MCU_BOARD_UART0_BASE + 0x20u)) & 0xFFFFu;
  const uint32_t baud = cd == 0 ? 0 : 120000000u / (16u * cd);
  mcu_board_print_u32("uart0 baud", baud);
  if (baud < 115200u - 1152u || baud > 115200u + 1152u) fw_fail("uart0 baud 115200", "more than 1 % off");
  fw_ok("uart0 baud 115200");

  /* UART_SR TXRDY (bit 1) and TXEMPTY (bit 9) once the lines above have
   * left (a real UART needs about 87 us a byte at 115200: wait, bounded). */
  const uint32_t idle = (1u << 1) | (1u << 9);
  for (uint32_t i = 0; i < 10000000u && (READ32((MCU_BOARD_UART0_BASE + 0x14u)) & idle) != idle; ++i) {
  }
  expect_field("uart0_sr idle", (MCU_BOARD_UART0_BASE + 0x14u), idle, idle);

  mcu_board_print("sam4c uart console: all checks passed\n");
  return 0;
}
