/* A console byte sent after the transmitter is turned off (U3STA.UTXEN
 * clear): a real UART drops it, so the board simulator's UART3 model must
 * refuse it and end the run (a bus error with the reason on stderr) rather
 * than print it. */
#include <stdint.h>

#include "platforms/runtime/board_io.h"
#include "platforms/board_regs.h"

int main(void) {
  mcu_board_print("uart console up\n");
  *(volatile uint32_t *)(MCU_BOARD_UART3_BASE + 0x14u) = 1u << 10; /* U3STACLR = UTXEN */
  mcu_board_print("this line must not arrive\n");
  return 0;
}
