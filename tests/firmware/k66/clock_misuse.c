/* A wrong K66 clock sequence: the PLL made the core's clock before MCG_S.LOCK0
 * says it has locked (NXP's set-up polls LOCK0 first). A real part would run
 * from an unsettled PLL, so the board simulator's clock model must refuse
 * the switch and end the run (a bus error with the reason on stderr). The
 * steps before it are the right ones (HSRUN, dividers, OSC0, FBE, PBE), so
 * only the missing wait is wrong. Host console: the runtime leaves the
 * clocks alone. Addresses and bits from MK66F18.h. */
#include <stdint.h>

#include "platforms/board_regs.h"
#include "platforms/runtime/board_io.h"

#define REG8(address) (*(volatile uint8_t *)(address))
#define REG32(address) (*(volatile uint32_t *)(address))

int main(void) {
  REG8(MCU_BOARD_SMC_BASE) = 0x80;              /* SMC_PMPROT: AHSRUN */
  REG8(MCU_BOARD_SMC_BASE + 0x1u) = 3u << 5;    /* SMC_PMCTRL: RUNM = HSRUN */
  while (REG8(MCU_BOARD_SMC_BASE + 0x3u) != 0x80) { /* SMC_PMSTAT: HSRUN */
  }
  REG32(MCU_BOARD_SIM_BASE + 0x1044u) = 0x02260000u; /* SIM_CLKDIV1: /1 /3 /3 /7 */
  REG8(MCU_BOARD_MCG_BASE + 0x1u) = 0x80 | (2u << 4) | 0x04; /* MCG_C2: RANGE 2, EREFS */
  while ((REG8(MCU_BOARD_MCG_BASE + 0x6u) & 0x02) == 0) { /* MCG_S.OSCINIT0 */
  }
  REG8(MCU_BOARD_MCG_BASE) = 2u << 6;           /* MCG_C1: CLKS external (FBE) */
  REG8(MCU_BOARD_MCG_BASE + 0x4u) = 0;          /* MCG_C5: PRDIV /1 */
  mcu_board_print("pbe: switching to the pll without waiting for lock0\n");
  REG8(MCU_BOARD_MCG_BASE + 0x5u) = 0x40 | 14u; /* MCG_C6: PLLS, VDIV x30 (PBE) */
  REG8(MCU_BOARD_MCG_BASE) = 0;                 /* MCG_C1: CLKS = PLL (PEE), too early */
  mcu_board_print("this line must not arrive\n");
  return 0;
}
