/* A firmware image that faults: it reads an address where the board has
 * nothing. The simulator must stop it with a fault report and a non-zero
 * exit, never hang or pass. */
#include <stdint.h>

#include "platforms/runtime/board_io.h"

/* Unmapped on every board: Cortex-M4 external device space, MIPS KSEG1
 * physical 0x1A000000. */
#if defined(__arm__)
#define UNMAPPED_ADDRESS 0xA0000000u
#else
#define UNMAPPED_ADDRESS 0xBA000000u
#endif

int main(void) {
  mcu_board_print("about to fault\n");
  volatile uint32_t *p = (volatile uint32_t *)UNMAPPED_ADDRESS;
  mcu_board_print_hex("value", *p);
  mcu_board_print("not reached\n");
  return 0;
}
