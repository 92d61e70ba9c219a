/* A console byte sent after the transmitter is turned off (UART0_C2.TE
 * clear): a real UART drops it, so the board simulator's UART0 model must
 * refuse it and end the run (a bus error with the reason on stderr) rather
 * than print it. */
#include <stdint.h>

#include "platforms/runtime/board_io.h"
#include "platforms/board_regs.h"

int main(void) {
  mcu_board_print("uart console up\n");
  *(volatile uint8_t *)(MCU_BOARD_UART0_BASE + 0x3u) = 0; /* UART0_C2: TE and RE off */
  mcu_board_print("this line must not arrive\n");
  return 0;
}
