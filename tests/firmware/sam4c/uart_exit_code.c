/* The exit code of a firmware on the UART console: main's return value is
 * printed as "exit=<code>" on UART0 and left in r0 when the core idles in
 * WFI, where the simulator ends the run with it. */
#include "platforms/runtime/board_io.h"

int main(void) {
  mcu_board_print("returning 3\n");
  return 3;
}
