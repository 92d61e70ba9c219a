/* A non-zero exit over the UART console, on every board: the console prints
 * "exit=3", flushes, and idles with 3 in r0 / $a0 (WFI / WAIT), which mcusim
 * returns as its exit code (platforms/runtime/board_hooks.h). */
#include "platforms/runtime/board_io.h"

int main(void) {
  mcu_board_print("returning 3\n");
  return 3;
}
