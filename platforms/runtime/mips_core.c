/* MIPS32 core services for firmware, whichever console it uses. */
#include "platforms/runtime/board_hooks.h"
#include "platforms/runtime/board_io.h"

uint32_t mcu_board_cycles(void) {
  uint32_t count;
  __asm__ volatile("mfc0 %0, $9" : "=r"(count));
  return count * 2u; /* Count ticks at half the core clock */
}

void mcu_board_idle_forever(int code) {
  register int a0 __asm__("$4") = code;
  /* Interrupts stay off (Status.IE clear): WAIT never wakes. */
  for (;;) __asm__ volatile("di\n ehb\n wait" : : "r"(a0) : "memory");
}
