// Inversions mod P-256's p and its group order n by Fermat, with addition
// chains for the runs of ones in the exponents. Same sequence of
// operations whatever a is: constant time.
//
// p - 2 = 2^256 - 2^224 + 2^192 + 2^96 - 3: 255 squarings and 12
// multiplications, against the sliding window's 255 and 41 (mod_pow),
// since p - 2's words are runs of ones and zeros. The chain, from the top
// word down (x_k = a^(2^k - 1)):
//   ffffffff 00000001 00000000 00000000 00000000 ffffffff ffffffff fffffffd
//   x32      *a after 32 squarings, x32 after 128, x32 after 32,
//   then x30 after 30 and a after 2 (fffffffd = 30 ones, 0, 1).
//
// n - 2 (ECDSA signing's k^-1) = ffffffff 00000000 ffffffff ffffffff
//                                bce6faad a7179e84 f3b9cac2 fc63254f:
// a, a^3, ..., a^15 as mod_pow's windows take them; the top half from
// a^15 = x4: x8, x16, x32, then x32 after 64 and after 32 squarings (5
// multiplications where the windows take 24); the low half, n's own
// digits, by the 27 windows mod_pow's sliding-window rule (up to 4 bits,
// ending on a set bit) cuts it into, fixed in kOrderLowWindows. 253
// squarings and 39 multiplications against about 255 and 58.
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

// The low half of n - 2 as windows from the top: square `squarings`
// times, then multiply by a^(2 odd + 1). Written out from the exponent by
// the rule of mod_pow (field_montgomery.cc); their sum is 128 bits.
struct Window {
  uint8_t squarings;
  uint8_t odd;
};
constexpr Window kOrderLowWindows[27] = {
    {4, 5}, {2, 1}, {5, 3}, {6, 6}, {4, 7}, {4, 2}, {5, 5}, {5, 6}, {5, 3},
    {7, 5}, {2, 1}, {6, 7}, {2, 0}, {8, 4}, {3, 3}, {5, 3}, {4, 3}, {5, 3},
    {5, 2}, {3, 1}, {8, 5}, {4, 7}, {5, 1}, {5, 1}, {6, 4}, {4, 2}, {6, 7},
};

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

void p256_order_inv_chain(const Mod &m, uint32_t *r, const uint32_t *a) {
  uint32_t odd[8][8];  // a^1, a^3, ..., a^15
  uint32_t x[2][8];    // a^2, x8, x32; x16, then the running power
  uint32_t *x8 = x[0], *x16 = x[1], *x32 = x[0], *t = x[1];
  memcpy(odd[0], a, sizeof(odd[0]));
  mod_mul(m, x[0], a, a);
  for (size_t i = 1; i < 8; ++i) mod_mul(m, odd[i], odd[i - 1], x[0]);
  square_n_times(m, x8, odd[7], 4, odd[7]);
  square_n_times(m, x16, x8, 8, x8);
  square_n_times(m, x32, x16, 16, x16);
  square_n_times(m, t, x32, 64, x32);  // ffffffff 00000000 ffffffff
  square_n_times(m, t, t, 32, x32);    // ffffffff
  for (const Window &w : kOrderLowWindows) square_n_times(m, t, t, w.squarings, odd[w.odd]);
  memcpy(r, t, sizeof(x[1]));
  mcu_wipe(odd, sizeof(odd));
  mcu_wipe(x, sizeof(x));
}

}  // namespace ec
}  // namespace mcucrypt
