// Inversion mod P-256's p by a fixed addition chain for the exponent
// p - 2 = 2^256 - 2^224 + 2^192 + 2^96 - 3 (Fermat): 255 squarings and
// 12 multiplications, against the sliding window's 255 and 41 (mod_pow),
// since p - 2's words are runs of ones and zeros. The chain, from the top
// word down (x_k = a^(2^k - 1)):
//   ffffffff 00000001 00000000 00000000 00000000 ffffffff ffffffff fffffffd
//   x32      *a after 32 squarings, x32 after 128, x32 after 32,
//   then x30 after 30 and a after 2 (fffffffd = 30 ones, 0, 1).
// Same sequence of operations whatever a is: constant time.
#include <string.h>

#include "crypto/ec/field_solinas.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ec {

namespace {

// r = x^(2^n) y (values below 2^256, the special-form multiplication's
// input range); r may alias x or y.
void square_n_times(const Mod &m, uint32_t *r, const uint32_t *x, int n, const uint32_t *y) {
  uint32_t t[8];
  memcpy(t, x, sizeof(t));
  for (int i = 0; i < n; ++i) mod_mul(m, t, t, t);
  mod_mul(m, r, t, y);
  mcu_wipe(t, sizeof(t));
}

}  // namespace

void p256_inv_addition_chain(const Mod &m, uint32_t *r, const uint32_t *a) {
  uint32_t x[6][8];  // x2, x3, x6, x15, x30, x32, then the running power
  uint32_t *x2 = x[0], *x3 = x[1], *x6 = x[2], *x15 = x[3], *x30 = x[4], *x32 = x[5];
  square_n_times(m, x2, a, 1, a);
  square_n_times(m, x3, x2, 1, a);
  square_n_times(m, x6, x3, 3, x3);
  square_n_times(m, x15, x6, 6, x6);  // 12 ones
  square_n_times(m, x15, x15, 3, x3);
  square_n_times(m, x30, x15, 15, x15);
  square_n_times(m, x32, x30, 2, x2);  // the top word
  uint32_t *t = x6;  // no longer needed
  square_n_times(m, t, x32, 32, a);    // 00000001
  square_n_times(m, t, t, 128, x32);   // 00000000 x 3, ffffffff
  square_n_times(m, t, t, 32, x32);    // ffffffff
  square_n_times(m, t, t, 30, x30);
  square_n_times(m, r, t, 2, a);       // fffffffd: 30 ones, 0, 1
  mcu_wipe(x, sizeof(x));
}

}  // namespace ec
}  // namespace mcucrypt
