/* A non-zero exit over the UART console: "exit=3" on the UART, and $a0 = 3
 * at the final WAIT, which mcusim returns as its exit code. */
#include "platforms/runtime/board_io.h"

int main(void) {
  mcu_board_print("returning 3\n");
  return 3;
}
