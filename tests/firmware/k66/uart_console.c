/* The FRDM-K66F UART console (--config=k66_board, console = "uart"): after
 * start-up every line of this firmware travels through UART0 (the OpenSDA
 * virtual COM port), so its reaching the test's output is the first check.
 * Then it reads back what the board's bring-up (platforms/runtime/boards/
 * frdm_k66f.c) left in the registers, with its own constants from the K66
 * device header MK66F18.h, so a slip in the bring-up (the wrong pin, a
 * missing clock gate, the watchdog left on) fails here even where the
 * simulator keeps those registers as plain storage. Every read-back is valid
 * on a real FRDM-K66F too. Ends with exit 0: "exit=0" on the UART and the
 * core idling with r0 = 0. */
#include <stdint.h>

#include "platforms/board_regs.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/check.h"

#define READ8(address) (*(volatile const uint8_t *)(address))
#define READ16(address) (*(volatile const uint16_t *)(address))
#define READ32(address) (*(volatile const uint32_t *)(address))

int main(void) {
  mcu_board_print("k66 uart console: hello over UART0\n");

  /* No record channel: the benchmark prints "record:<hex>" lines instead. */
  static const uint8_t record[] = {'M', 'C', 'U', 'R'};
  fw_expect_u32("record channel absent", "mcu_board_record", (uint32_t)-1,
                (uint32_t)mcu_board_record(record, sizeof(record)));
  fw_ok("record channel absent");

  /* WDOG_STCTRLH (0x40052000), WDOGEN = bit 0: the watchdog is off. */
  fw_expect_u32("wdog stctrlh.wdogen clear", "WDOGEN", 0, READ16(MCU_BOARD_WDOG_BASE) & 0x1u);
  fw_ok("wdog stctrlh.wdogen clear");

  /* SIM_SCGC4 (0x40048034) bit 10 UART0, SIM_SCGC5 (0x40048038) bit 10 PORTB. */
  fw_expect_u32("sim scgc4.uart0 set", "UART0 gate", 1u << 10, READ32(MCU_BOARD_SIM_BASE + 0x1034u) & (1u << 10));
  fw_ok("sim scgc4.uart0 set");
  fw_expect_u32("sim scgc5.portb set", "PORTB gate", 1u << 10, READ32(MCU_BOARD_SIM_BASE + 0x1038u) & (1u << 10));
  fw_ok("sim scgc5.portb set");

  /* PORTB_PCR16/17 (0x4004A040/44): MUX (bits 10:8) = 3, UART0_RX/UART0_TX. */
  fw_expect_u32("portb pcr16 mux alt3", "MUX", 3, (READ32(MCU_BOARD_PORTB_BASE + 0x40u) >> 8) & 0x7u);
  fw_ok("portb pcr16 mux alt3");
  fw_expect_u32("portb pcr17 mux alt3", "MUX", 3, (READ32(MCU_BOARD_PORTB_BASE + 0x44u) >> 8) & 0x7u);
  fw_ok("portb pcr17 mux alt3");

  /* UART0 (0x4006A000): C2.TE (bit 3) set; C1 = 0 (8 data bits, no parity). */
  fw_expect_u32("uart0 c2.te set", "TE", 0x08, READ8(MCU_BOARD_UART0_BASE + 0x3u) & 0x08u);
  fw_ok("uart0 c2.te set");
  fw_expect_u32("uart0 c1 8n1", "C1", 0, READ8(MCU_BOARD_UART0_BASE + 0x2u));
  fw_ok("uart0 c1 8n1");

  /* The clock the bring-up set: HSRUN (SMC_PMSTAT 0x4007E003 = 0x80), the
   * PLL clocking the core (MCG_S 0x40064006: CLKST bits 3:2 = 3, LOCK0 bit
   * 6), PLL0 = 12 MHz crystal / (PRDIV + 1) x (VDIV + 16) / 2 from MCG_C5
   * (0x40064004, bits 2:0) and MCG_C6 (0x40064005, bits 4:0), and
   * SIM_CLKDIV1 (0x40048044) = 0x02260000. */
  fw_expect_u32("smc pmstat hsrun", "PMSTAT", 0x80, READ8(MCU_BOARD_SMC_BASE + 0x3u));
  fw_ok("smc pmstat hsrun");
  fw_expect_u32("mcg s pee locked", "CLKST|LOCK0", 0x4Cu, READ8(MCU_BOARD_MCG_BASE + 0x6u) & 0x4Cu);
  fw_ok("mcg s pee locked");
  const uint32_t prdiv = READ8(MCU_BOARD_MCG_BASE + 0x4u) & 0x7u, vdiv = READ8(MCU_BOARD_MCG_BASE + 0x5u) & 0x1Fu;
  const uint32_t core_hz =
      12000000u / (prdiv + 1u) * (vdiv + 16u) / 2u / ((READ32(MCU_BOARD_SIM_BASE + 0x1044u) >> 28) + 1u);
  mcu_board_print_u32("core clock", core_hz);
  fw_expect_u32("core clock 180 MHz", "Hz", 180000000u, core_hz);
  fw_ok("core clock 180 MHz");
  fw_expect_u32("sim clkdiv1", "CLKDIV1", 0x02260000u, READ32(MCU_BOARD_SIM_BASE + 0x1044u));
  fw_ok("sim clkdiv1");

  /* Baud rate from BDH/BDL (SBR) and C4 (BRFA) at that clock:
   * clock / (16 x (SBR + BRFA/32)) within 1 % of 115200. */
  const uint32_t sbr = ((uint32_t)(READ8(MCU_BOARD_UART0_BASE) & 0x1Fu) << 8) | READ8(MCU_BOARD_UART0_BASE + 0x1u);
  const uint32_t brfa = READ8(MCU_BOARD_UART0_BASE + 0xAu) & 0x1Fu;
  const uint32_t divisor_x32 = 32u * sbr + brfa;
  const uint32_t baud = divisor_x32 == 0 ? 0 : 2u * core_hz / divisor_x32;
  mcu_board_print_u32("uart0 baud", baud);
  if (baud < 115200u - 1152u || baud > 115200u + 1152u) fw_fail("uart0 baud 115200", "more than 1 % off");
  fw_ok("uart0 baud 115200");

  /* S1.TDRE (bit 7) and S1.TC (bit 6) after a flush of the lines above. */
  fw_expect_u32("uart0 s1 idle", "TDRE|TC", 0xC0, READ8(MCU_BOARD_UART0_BASE + 0x4u) & 0xC0u);
  fw_ok("uart0 s1 idle");

  mcu_board_print("k66 uart console: all checks passed\n");
  return 0;
}
