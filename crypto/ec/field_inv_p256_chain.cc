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

// r = r^(2^n) (r < 2^256, the special-form multiplication's input range).
void square_n(const Mod &m, uint32_t *r, int n) {
  for (int i = 0; i < n; ++i) mod_mul(m, r, r, r);
}

}  // namespace

void p256_inv_addition_chain(const Mod &m, uint32_t *r, const uint32_t *a) {
  uint32_t x2[8], x3[8], x15[8], x30[8], x32[8], t[8];
  mod_mul(m, x2, a, a);
  mod_mul(m, x2, x2, a);  // 2 ones
  mod_mul(m, x3, x2, x2);
  mod_mul(m, x3, x3, a);  // 3
  memcpy(t, x3, sizeof(t));
  square_n(m, t, 3);
  mod_mul(m, t, t, x3);  // 6
  memcpy(x15, t, sizeof(x15));
  square_n(m, x15, 6);
  mod_mul(m, x15, x15, t);  // 12
  square_n(m, x15, 3);
  mod_mul(m, x15, x15, x3);  // 15
  memcpy(x30, x15, sizeof(x30));
  square_n(m, x30, 15);
  mod_mul(m, x30, x30, x15);  // 30
  memcpy(x32, x30, sizeof(x32));
  square_n(m, x32, 2);
  mod_mul(m, x32, x32, x2);  // 32: the top word
  memcpy(t, x32, sizeof(t));
  square_n(m, t, 32);
  mod_mul(m, t, t, a);  // 00000001
  square_n(m, t, 128);
  mod_mul(m, t, t, x32);  // 00000000 x 3, ffffffff
  square_n(m, t, 32);
  mod_mul(m, t, t, x32);  // ffffffff
  square_n(m, t, 30);
  mod_mul(m, t, t, x30);
  square_n(m, t, 2);
  mod_mul(m, r, t, a);  // fffffffd
  mcu_wipe(x2, sizeof(x2));
  mcu_wipe(x3, sizeof(x3));
  mcu_wipe(x15, sizeof(x15));
  mcu_wipe(x30, sizeof(x30));
  mcu_wipe(x32, sizeof(x32));
  mcu_wipe(t, sizeof(t));
}

}  // namespace ec
}  // namespace mcucrypt
