#include "mcucrypt/mem.h"

#include <stdint.h>
#include <string.h>

#include "crypto/common/ct.h"

extern "C" void mcu_wipe(void *p, size_t n) {
  if (p == NULL || n == 0) {
    return;
  }
  // memset runs word by word (contexts are wiped in hot loops such as
  // PBKDF2's); the barrier below makes the compiler assume the zeroed memory
  // is read afterwards, so the stores cannot be dropped as dead.
  memset(p, 0, n);
#if defined(__GNUC__) || defined(__clang__)
  __asm__ __volatile__("" : : "r"(p) : "memory");
#else
  volatile uint8_t *q = static_cast<volatile uint8_t *>(p);
  for (size_t i = 0; i < n; ++i) q[i] = 0;
#endif
}

extern "C" int mcu_ct_memeq(const void *a, const void *b, size_t n) {
  if (n == 0) {
    return 1;
  }
  // Pointer validity is public, so branching on it leaks nothing.
  if (a == NULL || b == NULL) {
    return 0;
  }
  const uint8_t *pa = static_cast<const uint8_t *>(a);
  const uint8_t *pb = static_cast<const uint8_t *>(b);
  uint32_t diff = 0;
  for (size_t i = 0; i < n; ++i) {
    // The barrier keeps the compiler from adding an early exit once
    // diff becomes nonzero.
    diff = mcucrypt::ct::value_barrier(diff | static_cast<uint32_t>(pa[i] ^ pb[i]));
  }
  return static_cast<int>(mcucrypt::ct::mask_if_zero(diff) & 1u);
}
