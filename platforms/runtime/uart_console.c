/* The UART console (//platforms/runtime:console=uart): the board services of
 * board_io.h over the board's debug UART, for a real board with no debugger
 * (FRDM-K66F OpenSDA, SAM4C-EK, WFI32 Curiosity USB serial). The benchmark's
 * records go out as "record:<hex>" lines (mcu_board_record answers -1), which
 * `bazel run //bench:report -- --serial=PORT` or `--capture=LOG` decodes. */
#include "platforms/runtime/board_hooks.h"
#include "platforms/runtime/board_io.h"

void mcu_board_console_init(void) { mcu_board_uart_init(); }

void mcu_board_write(const void *data, size_t length) {
  const uint8_t *bytes = (const uint8_t *)data;
  for (size_t i = 0; i < length; ++i) {
    /* Terminals want CR LF. */
    if (bytes[i] == '\n') mcu_board_uart_putc('\r');
    mcu_board_uart_putc(bytes[i]);
  }
}

int mcu_board_record(const void *data, size_t length) {
  (void)data;
  (void)length;
  return -1; /* no record channel: callers print "record:<hex>" lines */
}

/* A board has nobody to return to: say how it ended, then idle. */
void mcu_board_exit(int code) {
  mcu_board_print_u32("exit", (uint32_t)code);
  mcu_board_uart_flush();
  mcu_board_idle_forever(code);
}
