/* A byte written to UART0_THR with the transmitter disabled: the real UART
 * drops it; the simulator's model refuses it with a bus error that ends the
 * run and says why. */
#include <stdint.h>

#include "platforms/runtime/board_io.h"
#include "platforms/board_regs.h"

#define UART0_CR (*(volatile uint32_t *)MCU_BOARD_UART0_BASE)  /* control register */
#define UART0_THR (*(volatile uint32_t *)(MCU_BOARD_UART0_BASE + 0x1Cu)) /* transmit holding register */

int main(void) {
  mcu_board_print("uart console up\n");
  UART0_CR = 1u << 7; /* TXDIS */
  UART0_THR = 't';
  return 0;
}
