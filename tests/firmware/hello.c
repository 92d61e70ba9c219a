/* The smallest firmware: prints, reads the cycle counter, exits 0. Proves
 * start-up (.data copy, .bss clear), console, cycle counter and exit code at
 * each board's own addresses, and the benchmark record channel. */
#include <stdint.h>

#include "platforms/runtime/board_io.h"

static uint32_t initialised = 0x1234abcd; /* .data: copied from flash */
static uint32_t zeroed;                   /* .bss: cleared at reset */

int main(void) {
  const uint32_t start = mcu_board_cycles();
  uint32_t sum = 0;
  for (uint32_t i = 0; i < 1000; ++i) sum += i ^ initialised;
  const uint32_t elapsed = mcu_board_cycles() - start;
  mcu_board_print("hello from the board\n");
  mcu_board_print_hex("data", initialised);
  mcu_board_print_hex("bss", zeroed);
  mcu_board_print_hex("sum", sum);
  static const uint8_t record[] = {'M', 'C', 'U', 'R', 0x01, 0x02, 0xfe, 0xff};
  if (mcu_board_record(record, sizeof(record)) != 0) return 2;
  if (initialised != 0x1234abcd || zeroed != 0 || elapsed == 0) return 1;
  return 0;
}
