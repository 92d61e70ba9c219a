/* Ends with 3 over the UART console: the console prints "exit=3", flushes,
 * and idles with 3 in r0 (platforms/runtime/board_hooks.h). */
#include "platforms/runtime/board_io.h"

int main(void) {
  mcu_board_print("returning 3\n");
  return 3;
}
