// mcu_modexp_ct_mont_armv7m: the fixed-window exponentiation over
// Montgomery rows in Thumb-2 assembly (mont_mul_armv7m.S, UMAAL).
#include "crypto/bignum/modexp_ct_mont.h"

extern "C" void mcu_bn_mont_rows_armv7m(uint32_t *t, const uint32_t *a, const uint32_t *b,
                                        const uint32_t *m, size_t n, uint32_t m0inv);

namespace mcucrypt {
namespace bn {

void mont_mul_armv7m(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                     size_t n, uint32_t m0inv, uint32_t *t) {
  zero(t, n + 2);
  mcu_bn_mont_rows_armv7m(t, a, b, m, n, m0inv);
  mont_finish(r, t, m, n);
}

}  // namespace bn
}  // namespace mcucrypt

MCU_MODEXP_CT_MONT_DESC(mcu_modexp_ct_mont_armv7m, "ct_mont_armv7m",
                        mcucrypt::bn::mont_mul_armv7m);
