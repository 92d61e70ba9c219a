/* The WFI32 2.0 Curiosity UART console (--config=pic32mzw1_board, console =
 * "uart"): after start-up every line of this firmware travels through UART3
 * (the PKOB4 virtual COM port), so its reaching the test's output is the
 * first check. Then it reads back what the boot code (mips_boot.S), the
 * configuration words (boards.bzl) and the board's bring-up
 * (platforms/runtime/boards/wfi32_curiosity.c) left behind, with its own
 * constants from the PIC32MZ2051W104132 device files (DFP 1.8.326), so a
 * slip there fails here even where the simulator keeps registers as plain
 * storage. Every read-back is valid on a real board too. Ends with exit 0:
 * "exit=0" on the UART and the core idling in WAIT with $a0 = 0. */
#include <stdint.h>

#include "platforms/board_regs.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/check.h"

#define READ32(address) (*(volatile const uint32_t *)(address))

static uint32_t cp0_status(void) {
  uint32_t value;
  __asm__ volatile("mfc0 %0, $12" : "=r"(value));
  return value;
}

static uint32_t cp0_config(void) {
  uint32_t value;
  __asm__ volatile("mfc0 %0, $16" : "=r"(value));
  return value;
}

int main(void) {
  mcu_board_print("wfi32 uart console: hello over UART3\n");

  /* No record channel: the benchmark prints "record:<hex>" lines instead. */
  static const uint8_t record[] = {'M', 'C', 'U', 'R'};
  fw_expect_u32("record channel absent", "mcu_board_record", (uint32_t)-1,
                (uint32_t)mcu_board_record(record, sizeof(record)));
  fw_ok("record channel absent");

  /* Boot: main runs from program flash through KSEG0 (0x90000000, 2 MB). */
  const uint32_t pc = (uint32_t)(uintptr_t)&main;
  if (pc < 0x90000000u || pc >= 0x90200000u) fw_fail("main in kseg0 program flash", "outside 0x90000000-0x901fffff");
  fw_ok("main in kseg0 program flash");
  /* Status: ERL (bit 2) clear, BEV (bit 22) set, IE (bit 0) clear. */
  fw_expect_u32("status erl clear bev set", "ERL|BEV|IE", 1u << 22, cp0_status() & ((1u << 2) | (1u << 22) | 1u));
  fw_ok("status erl clear bev set");
  /* Config.K0 (bits 2:0) = 3: KSEG0 cacheable. */
  fw_expect_u32("config k0 cacheable", "K0", 3, cp0_config() & 7u);
  fw_ok("config k0 cacheable");

  /* Configuration words in boot flash (PIC32MZ2051W104132 configuration.data):
   * DEVCFG2 0xBFC55F90: WDTEN bit 23, DMTEN bit 31 clear; FBCFG0 0xBFC55F9C:
   * BOOTISA bit 3 set (MIPS32); FCPN0 0xBFC55FBC: CP bit 28 set (no code
   * protection); the alternate copies 0x100 lower say the same. */
  fw_expect_u32("devcfg2 wdten dmten off", "WDTEN|DMTEN", 0, READ32(0xBFC55F90u) & 0x80800000u);
  fw_ok("devcfg2 wdten dmten off");
  fw_expect_u32("fbcfg0 bootisa mips32", "BOOTISA", 1u << 3, READ32(0xBFC55F9Cu) & (1u << 3));
  fw_ok("fbcfg0 bootisa mips32");
  fw_expect_u32("fcpn0 cp off", "CP", 1u << 28, READ32(0xBFC55FBCu) & (1u << 28));
  fw_ok("fcpn0 cp off");
  for (uint32_t offset = 0x88; offset <= 0xBC; offset += 4) {
    if (READ32(0xBFC55F00u + offset) != READ32(0xBFC55E00u + offset)) fw_fail("alternate config words", "differ");
  }
  fw_ok("alternate config words");

  /* PPS: RPC14R (0xBF801AB8) = 1, U3TX on the PKOB4's pin. */
  fw_expect_u32("rpc14r u3tx", "RPC14R", 1, READ32(MCU_BOARD_RPC14R_BASE) & 0xFu);
  fw_ok("rpc14r u3tx");

  /* The clock (PIC32MZ-W DFP header): OSCCON (0xBF801200) COSC 15:12 = 1
   * (SPLL); SPLLCON (0xBF801220) SLOCK bit 29, ICLK bit 30 = 1 (FRC), REFDIV
   * 27:22, FBDIV 21:12, POSTDIV1 9:4; CFGCON3 (0xBF800030) SPLLPOSTDIV2
   * 11:6; CFGCON0 (0xBF800000) SPLLHWMD bit 25; PRECON (0xBF812400) PFMWS
   * 3:0, PREFEN 5:4; PB1DIV (0xBF801320) PBDIV 6:0, PBCLK1 = SYSCLK /
   * (PBDIV + 1). */
  fw_expect_u32("osccon cosc spll", "COSC", 1, (READ32(MCU_BOARD_CRU_BASE) >> 12) & 0xFu);
  fw_ok("osccon cosc spll");
  const uint32_t spllcon = READ32(MCU_BOARD_CRU_BASE + 0x20u);
  fw_expect_u32("spllcon locked from frc", "SLOCK|ICLK", 3u << 29, spllcon & (3u << 29));
  fw_ok("spllcon locked from frc");
  fw_expect_u32("cfgcon0 spllhwmd", "SPLLHWMD", 1u << 25, READ32(MCU_BOARD_CFG_BASE) & (1u << 25));
  fw_ok("cfgcon0 spllhwmd");
  uint32_t postdiv2 = (READ32(MCU_BOARD_CFG_BASE + 0x30u) >> 6) & 0x3Fu;
  if (postdiv2 == 0) postdiv2 = 1;
  const uint32_t refdiv = (spllcon >> 22) & 0x3Fu, fbdiv = (spllcon >> 12) & 0x3FFu, postdiv1 = (spllcon >> 4) & 0x3Fu;
  if (refdiv == 0 || postdiv1 == 0) fw_fail("sysclk 200 MHz", "a zero divider");
  const uint32_t sysclk = 8000000u / refdiv * fbdiv / postdiv1 / postdiv2;
  mcu_board_print_u32("sysclk", sysclk);
  fw_expect_u32("sysclk 200 MHz", "SYSCLK", 200000000u, sysclk);
  fw_ok("sysclk 200 MHz");
  fw_expect_u32("precon 5 wait states prefetch", "PFMWS|PREFEN", 5u | (3u << 4), READ32(MCU_BOARD_PRECON_BASE) & 0x3Fu);
  fw_ok("precon 5 wait states prefetch");
  const uint32_t pbclk1 = sysclk / ((READ32(MCU_BOARD_CRU_BASE + 0x120u) & 0x7Fu) + 1u);
  fw_expect_u32("pbclk1 100 MHz", "PBCLK1", 100000000u, pbclk1);
  fw_ok("pbclk1 100 MHz");

  /* U3MODE (0xBF801600): ON bit 15, CLKSEL 18:17 = 0 (PBCLK1), BRGH bit 3,
   * PDSEL 2:1 = 0 and STSEL bit 0 = 0 (8N1). U3STA (0xBF801610) UTXEN bit 10. */
  const uint32_t mode = READ32(MCU_BOARD_UART3_BASE);
  fw_expect_u32("u3mode on", "ON", 1u << 15, mode & (1u << 15));
  fw_ok("u3mode on");
  fw_expect_u32("u3mode clksel pbclk1", "CLKSEL", 0, (mode >> 17) & 3u);
  fw_ok("u3mode clksel pbclk1");
  fw_expect_u32("u3mode 8n1", "PDSEL|STSEL", 0, mode & 7u);
  fw_ok("u3mode 8n1");
  fw_expect_u32("u3sta utxen", "UTXEN", 1u << 10, READ32(MCU_BOARD_UART3_BASE + 0x10u) & (1u << 10));
  fw_ok("u3sta utxen");

  /* Baud from U3BRG (0xBF801640) at PBCLK1: PBCLK1 / ((BRGH ? 4 : 16) x
   * (BRG + 1)), within 3 % of 115200. */
  const uint32_t brg = READ32(MCU_BOARD_UART3_BASE + 0x40u) & 0xFFFFFu;
  const uint32_t baud = pbclk1 / (((mode & (1u << 3)) ? 4u : 16u) * (brg + 1u));
  mcu_board_print_u32("u3 baud", baud);
  if (baud < 115200u - 3456u || baud > 115200u + 3456u) fw_fail("u3 baud 115200", "more than 3 % off");
  fw_ok("u3 baud 115200");

  /* U3STA: TRMT (bit 8) set and UTXBF (bit 9) clear once the line above has
   * left (a real UART takes about 1 ms for it). */
  for (uint32_t i = 0; i < 1000000u && (READ32(MCU_BOARD_UART3_BASE + 0x10u) & (1u << 8)) == 0; ++i) {
  }
  fw_expect_u32("u3sta idle", "TRMT|UTXBF", 1u << 8, READ32(MCU_BOARD_UART3_BASE + 0x10u) & (3u << 8));
  fw_ok("u3sta idle");

  mcu_board_print("wfi32 uart console: all checks passed\n");
  return 0;
}
