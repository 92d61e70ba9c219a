/* A wrong PIC32MZ W1 clock sequence: the core switched to the SPLL before
 * SPLLCON.SLOCK says it has locked (the WFI32 bring-up polls SLOCK first).
 * The board simulator's clock model must refuse the switch and end the run
 * (a bus error with the reason on stderr). The steps before it are the
 * right ones (unlock, wait states, post divider, hardware mode, PB1 divider,
 * SPLLCON), so only the missing wait is wrong. Host console: the runtime
 * leaves the clocks alone. Addresses and bits from the PIC32MZ-W DFP
 * header p32mz1025w104132.h. */
#include <stdint.h>

#include "platforms/board_regs.h"
#include "platforms/runtime/board_io.h"

#define REG(address) (*(volatile uint32_t *)(address))

int main(void) {
  REG(MCU_BOARD_CFG_BASE + 0x80u) = 0;          /* SYSKEY */
  REG(MCU_BOARD_CFG_BASE + 0x80u) = 0xAA996655u;
  REG(MCU_BOARD_CFG_BASE + 0x80u) = 0x556699AAu; /* unlocked */
  REG(MCU_BOARD_PRECON_BASE) = 5u | (3u << 4);  /* PRECON: PFMWS 5, PREFEN 3 */
  REG(MCU_BOARD_CFG_BASE + 0x30u) = 1u << 6;    /* CFGCON3: SPLLPOSTDIV2 1 */
  REG(MCU_BOARD_CFG_BASE) |= 1u << 25;          /* CFGCON0: SPLLHWMD */
  REG(MCU_BOARD_CRU_BASE + 0x120u) = (1u << 15) | 1u; /* PB1DIV: /2 */
  REG(MCU_BOARD_CRU_BASE) = 1u << 8;            /* OSCCON: NOSC = SPLL */
  /* Printed first: the lock takes 100 us, 800 cycles at the 8 MHz FRC. */
  mcu_board_print("spll configured: switching without waiting for slock\n");
  /* SPLLCON: FRC x 125 / 1 = 1000 MHz VCO, / 5 = 200 MHz, bandwidth 1. */
  REG(MCU_BOARD_CRU_BASE + 0x20u) = (1u << 30) | (1u << 22) | (125u << 12) | (5u << 4) | 1u;
  REG(MCU_BOARD_CRU_BASE + 0x8u) = 1u;          /* OSCCONSET: OSWEN, too early */
  mcu_board_print("this line must not arrive\n");
  return 0;
}
