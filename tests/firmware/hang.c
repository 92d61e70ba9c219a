/* A firmware image that never ends: the simulator's instruction limit must
 * stop it with exit 124 and a report, so a hung test cannot hang CI. */
#include "platforms/runtime/board_io.h"

int main(void) {
  mcu_board_print("spinning\n");
  for (volatile unsigned i = 0;; ++i) {
  }
}
