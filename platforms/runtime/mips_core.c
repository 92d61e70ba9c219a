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

/* D-cache line bytes from Config1.DL (bits 12:10, MIPS32 PRA: 2 << DL; 0:
 * no D-cache), as mips_boot.S reads it. */
static uint32_t dcache_line(void) {
  uint32_t config1;
  __asm__ volatile("mfc0 %0, $16, 1" : "=r"(config1));
  uint32_t dl = (config1 >> 10) & 7u;
  return dl == 0 ? 0 : 2u << dl;
}

/* CACHE ops on the D-cache (MIPS32 PRA): Hit_Invalidate_D 0x11,
 * Hit_Writeback_Inv_D 0x15, Hit_Writeback_D 0x19. The simulator treats
 * CACHE as a no-op (its memory is coherent). */
#define MCU_CACHE_HIT(op, a) __asm__ volatile("cache %0, 0(%1)" : : "i"(op), "r"(a) : "memory")

void mcu_board_dcache_clean(void *ctx, const void *p, size_t n) {
  (void)ctx;
  uint32_t line = dcache_line();
  if (line == 0 || n == 0) return;
  uintptr_t a = (uintptr_t)p & ~(uintptr_t)(line - 1u);
  for (uintptr_t end = (uintptr_t)p + n; a < end; a += line) MCU_CACHE_HIT(0x19, a);
  __asm__ volatile("sync" : : : "memory");
}

void mcu_board_dcache_invalidate(void *ctx, void *p, size_t n) {
  (void)ctx;
  uint32_t line = dcache_line();
  if (line == 0 || n == 0) return;
  uintptr_t start = (uintptr_t)p, end = start + n;
  for (uintptr_t a = start & ~(uintptr_t)(line - 1u); a < end; a += line) {
    /* A line only partly inside the range keeps its other bytes' writes. */
    if (a < start || a + line > end) {
      MCU_CACHE_HIT(0x15, a);
    } else {
      MCU_CACHE_HIT(0x11, a);
    }
  }
  __asm__ volatile("sync" : : : "memory");
}
